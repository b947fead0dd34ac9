// SPDX-License-Identifier: GPL-3.0-or-later
// Schema migrations: a catalog written by the first schema opens with today's code, keeps
// the user's edits, and ends up with exactly the tables a fresh catalog has.
#include "catalog/Catalog.h"
#include "quote/Freeze.h"
#include "VerifyOk.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <optional>

using namespace rigplan;

namespace {

// Runs `statements` in order on the SQLite file `dbFile`, on its own connection; false when the
// file does not open or a statement fails (each failure is printed with its statement).
bool execAll(const QString &dbFile, const QStringList &statements)
{
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("exec"));
        db.setDatabaseName(dbFile);
        ok = db.open();
        QSqlQuery q(db);
        for (const QString &statement : statements) {
            if (!q.exec(statement)) {
                qWarning() << q.lastError().text() << statement.left(120);
                ok = false;
            }
        }
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("exec"));
    return ok;
}

// Creates an SQLite file from an SQL dump, statement by statement.
bool loadDump(const QString &sqlFile, const QString &dbFile)
{
    QFile f(sqlFile);
    if (!f.open(QIODevice::ReadOnly)) {
        return false;
    }
    const QString sql = QString::fromUtf8(f.readAll());
    QStringList statements;
    QString statement;
    for (const QString &line : sql.split(QLatin1Char('\n'))) {
        if (line.startsWith(QStringLiteral("--")) || line.trimmed().isEmpty()) {
            continue;
        }
        statement += line + QLatin1Char('\n');
        if (line.trimmed().endsWith(QLatin1Char(';'))) {
            statements.append(statement);
            statement.clear();
        }
    }
    return execAll(dbFile, statements);
}

// "table: column type notnull pk; ..." for every table, to compare two schemas.
QStringList schemaOf(const QString &dbFile)
{
    QStringList out;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("schema"));
        db.setDatabaseName(dbFile);
        db.open();
        QSqlQuery tables(db);
        tables.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"));
        while (tables.next()) {
            const QString table = tables.value(0).toString();
            QSqlQuery info(db);
            info.exec(QStringLiteral("PRAGMA table_info(%1)").arg(table));
            QStringList columns;
            while (info.next()) {
                columns.append(QStringLiteral("%1 %2 %3 %4")
                                   .arg(info.value(1).toString(), info.value(2).toString(),
                                        info.value(3).toString(), info.value(5).toString()));
            }
            // By name: ALTER TABLE appends a migrated column where a fresh table has it in
            // schema order, and every read and write names its columns.
            columns.sort();
            out.append(table + QStringLiteral(": ") + columns.join(QStringLiteral("; ")));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("schema"));
    return out;
}

// The migrated catalog `dbFile` has the same tables, columns, types and keys as a catalog
// created fresh by this build (made in `dir`). A failure is recorded on the calling test.
void compareWithFreshSchema(const QString &dbFile, const QTemporaryDir &dir)
{
    const QString fresh = dir.filePath(QStringLiteral("fresh.sqlite"));
    {
        Catalog freshCatalog;
        QVERIFY(freshCatalog.open(fresh));
    }
    QCOMPARE(schemaOf(dbFile), schemaOf(fresh));
}

// Undoes what the 3 -> 4 step adds (Catalog::migrate), statement by statement, so a catalog of
// this build reads as schema 3 again (set the version apart).
const char *const kUndoStep3To4[] = {
    "ALTER TABLE cpus DROP COLUMN max_sockets",
    "ALTER TABLE platforms DROP COLUMN cpu_families",
    "ALTER TABLE gpus DROP COLUMN compute_target",
    "ALTER TABLE gpus DROP COLUMN cuda_visible_bytes",
    "ALTER TABLE gpus DROP COLUMN cuda_visible_source",
    "DROP TABLE gpu_architectures",
    "DROP TABLE framework_support",
    "DROP TABLE format_support",
    "DROP TABLE services",
    "DROP TABLE cloud_offers",
    "DROP TABLE bridges",
    "ALTER TABLE models DROP COLUMN qk_norm",
    "ALTER TABLE models DROP COLUMN attention_out_bias",
    "ALTER TABLE models DROP COLUMN attention_sinks",
    "ALTER TABLE models DROP COLUMN expert_bias",
    "ALTER TABLE models DROP COLUMN router_score_bias",
    "ALTER TABLE models DROP COLUMN moe_layer_step",
    "ALTER TABLE models DROP COLUMN mtp_layers",
    "ALTER TABLE models DROP COLUMN attention_chunk",
    "ALTER TABLE models DROP COLUMN chunked_layers",
    "ALTER TABLE models DROP COLUMN cross_attention_layers",
    "ALTER TABLE models DROP COLUMN extra_embedding_rows",
    "ALTER TABLE models DROP COLUMN checkpoint_format",
    "ALTER TABLE models DROP COLUMN vision",
    "ALTER TABLE models DROP COLUMN vision_layers",
    "ALTER TABLE models DROP COLUMN vision_hidden",
    "ALTER TABLE models DROP COLUMN vision_intermediate",
    "ALTER TABLE models DROP COLUMN vision_heads",
    "ALTER TABLE models DROP COLUMN vision_patch",
    "ALTER TABLE models DROP COLUMN vision_image_size",
    "ALTER TABLE models DROP COLUMN attn_logit_softcapping",
    "ALTER TABLE models DROP COLUMN final_logit_softcapping",
};

// What step 5 -> 6 added: the GPUs' FP4 and measured matmul columns.
const char *const kUndoStep5To6[] = {
    "ALTER TABLE gpus DROP COLUMN fp4_tflops",
    "ALTER TABLE gpus DROP COLUMN bf16_matmul_tflops",
    "ALTER TABLE gpus DROP COLUMN fp8_matmul_tflops",
    "ALTER TABLE gpus DROP COLUMN matmul_source",
};

// What step 6 -> 7 added: the GPUs' multiprocessor count.
const char *const kUndoStep6To7[] = {
    "ALTER TABLE gpus DROP COLUMN sm_count",
    "ALTER TABLE gpus DROP COLUMN sm_source",
};

// What step 7 -> 8 added: the chassis' cooler height limit and the coolers' form.
const char *const kUndoStep7To8[] = {
    "ALTER TABLE platforms DROP COLUMN max_cpu_cooler_mm",
    "ALTER TABLE coolers DROP COLUMN form",
};

// What step 8 -> 9 added: a GPU's successor and the source of its lifecycle.
const char *const kUndoStep8To9[] = {
    "ALTER TABLE gpus DROP COLUMN successor_id",
    "ALTER TABLE gpus DROP COLUMN lifecycle_source",
};

// What step 9 -> 10 added: the hybrid models' columns.
const char *const kUndoStep9To10[] = {
    "ALTER TABLE models DROP COLUMN state_mixer",        "ALTER TABLE models DROP COLUMN state_layers",
    "ALTER TABLE models DROP COLUMN state_heads",        "ALTER TABLE models DROP COLUMN state_groups",
    "ALTER TABLE models DROP COLUMN state_key_dim",      "ALTER TABLE models DROP COLUMN state_value_dim",
    "ALTER TABLE models DROP COLUMN state_inner",        "ALTER TABLE models DROP COLUMN conv_kernel",
    "ALTER TABLE models DROP COLUMN dt_rank",            "ALTER TABLE models DROP COLUMN conv_bias",
    "ALTER TABLE models DROP COLUMN mixer_proj_bias",    "ALTER TABLE models DROP COLUMN attention_output_gate",
    "ALTER TABLE models DROP COLUMN shared_expert_gate", "ALTER TABLE models DROP COLUMN mlp_free_layers",
    "ALTER TABLE models DROP COLUMN mixer_free_layers",  "ALTER TABLE models DROP COLUMN mlp_ungated",
    "ALTER TABLE models DROP COLUMN state_fp32",
};

// What step 10 -> 11 added: whether the cards do peer-to-peer over PCIe.
const char *const kUndoStep10To11[] = {
    "ALTER TABLE gpus DROP COLUMN pcie_p2p",
    "ALTER TABLE gpus DROP COLUMN p2p_source",
};

// What step 11 -> 12 added: the FP4 matmul rate measured on the card.
const char *const kUndoStep11To12[] = {
    "ALTER TABLE gpus DROP COLUMN fp4_matmul_tflops",
};

// Undoes every step from 11 -> 12 on.
QStringList undoStep11To12()
{
    QStringList statements;
    for (const char *sql : kUndoStep11To12) {
        statements.append(QString::fromLatin1(sql));
    }
    return statements;
}

// Undoes every step from 10 -> 11 on (the later steps first).
QStringList undoStep10To11()
{
    QStringList statements = undoStep11To12();
    for (const char *sql : kUndoStep10To11) {
        statements.append(QString::fromLatin1(sql));
    }
    return statements;
}

// Undoes every step from 9 -> 10 on (the later steps first).
QStringList undoStep9To10()
{
    QStringList statements = undoStep10To11();
    for (const char *sql : kUndoStep9To10) {
        statements.append(QString::fromLatin1(sql));
    }
    return statements;
}

// Undoes every step from 8 -> 9 on (the later steps first).
QStringList undoStep8To9()
{
    QStringList statements = undoStep9To10();
    for (const char *sql : kUndoStep8To9) {
        statements.append(QString::fromLatin1(sql));
    }
    return statements;
}

// Undoes every step from 7 -> 8 on (the later steps first).
QStringList undoStep7To8()
{
    QStringList statements = undoStep8To9();
    for (const char *sql : kUndoStep7To8) {
        statements.append(QString::fromLatin1(sql));
    }
    return statements;
}

// Undoes every step from 6 -> 7 on (the later steps first).
QStringList undoStep6To7()
{
    QStringList statements = undoStep7To8();
    for (const char *sql : kUndoStep6To7) {
        statements.append(QString::fromLatin1(sql));
    }
    return statements;
}

// Undoes every step from 5 -> 6 on (the later steps first).
QStringList undoStep5To6()
{
    QStringList statements = undoStep6To7();
    for (const char *sql : kUndoStep5To6) {
        statements.append(QString::fromLatin1(sql));
    }
    return statements;
}

// Takes a catalog of this build back to schema 3: kUndoStep3To4, version 3 and an older seed
// hash (so opening it reseeds). False when SQLite refuses a statement.
bool backToSchema3(const QString &dbFile)
{
    QStringList statements = undoStep5To6();
    for (const char *sql : kUndoStep3To4) {
        statements.append(QString::fromLatin1(sql));
    }
    statements << QStringLiteral("UPDATE meta SET value = '3' WHERE key = 'schema_version'")
               << QStringLiteral("UPDATE meta SET value = 'an older seed' WHERE key = 'seed_hash'");
    return execAll(dbFile, statements);
}

// A catalog of this build with a changed shipped GPU (the RTX 4090 at 425 W, "our lab") and a
// GPU of the user's, taken back to schema `from` by `undo`, then opened: the GPUs it reads
// (empty on a failure, which the QVERIFYs inside report). The migrated schema must equal a
// fresh one.
std::vector<GpuSpec> gpusAfterMigratingFrom(int from, const QStringList &undo, const QTemporaryDir &dir)
{
    const QString file = dir.filePath(QStringLiteral("v%1.sqlite").arg(from));
    std::vector<GpuSpec> out;
    [&] {
        {
            Catalog catalog;
            QVERIFY_OK(catalog.open(file));
            const Result<ImportSummary> added = catalog.importCsvData(
                "id,vendor,name,memory_bytes,memory_bandwidth_bps,bf16_tflops,board_power_w,form_factor,cooling,source,source_date\n"
                "rtx-4090,NVIDIA,NVIDIA GeForce RTX 4090,25769803776,1008000000000,165.2,425,pcie,open-air,our lab,2026-11-01\n"
                "lab-card,Acme,Acme Lab Card,34359738368,800000000000,100,250,pcie,blower,datasheet,2026-11-01\n",
                QStringLiteral("gpus.csv"));
            QVERIFY_OK(added);
        }
        QVERIFY(execAll(file, undo + QStringList{QStringLiteral("UPDATE meta SET value = '%1' WHERE key = 'schema_version'").arg(from),
                                                 QStringLiteral("UPDATE meta SET value = 'an older seed' WHERE key = 'seed_hash'")}));
        Catalog catalog;
        QVERIFY_OK(catalog.open(file));
        QCOMPARE(catalog.openReport().schemaFrom, from);
        QCOMPARE(catalog.openReport().schemaTo, Catalog::kSchemaVersion);
        const auto gpus = catalog.gpus();
        QVERIFY_OK(gpus);
        out = *gpus;
    }();
    compareWithFreshSchema(file, dir);
    return out;
}

const GpuSpec *findGpu(const std::vector<GpuSpec> &gpus, const char *id)
{
    const auto it = std::find_if(gpus.begin(), gpus.end(), [&](const GpuSpec &g) { return g.id == id; });
    return it == gpus.end() ? nullptr : &*it;
}

} // namespace

class TestCatalogMigration : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void migratesFirstSchemaFixture();
    void migratesSchema3Catalog();
    void failedMigrationChangesNothing();
    void migratesSchema3Fixture();
    void schema3GainsCloudOffersKeepingEdits();
    void schema4GainsChineseServiceNamesKeepingEdits();
    void schema5GainsMatmulRatesKeepingEdits();
    void schema6GainsMultiprocessorCountsKeepingEdits();
    void schema7GainsCoolerFitKeepingEdits();
    void schema8GainsLifecycleKeepingEdits();
    void schema9GainsHybridModelsKeepingEdits();
    void schema10GainsPeerToPeerKeepingEdits();
    void schema11GainsFp4MatmulKeepingEdits();
};

void TestCatalogMigration::migratesFirstSchemaFixture()
{
    QTemporaryDir dir;
    const QString fixture = QStringLiteral(RIGPLAN_SOURCE_DIR "/tests/data/catalog-v1.sql");
    const QString migrated = dir.filePath(QStringLiteral("old.sqlite"));
    QVERIFY(loadDump(fixture, migrated));

    Catalog catalog;
    QVERIFY_OK(catalog.open(migrated));
    QCOMPARE(catalog.openReport().schemaFrom, 1);
    QCOMPARE(catalog.openReport().schemaTo, Catalog::kSchemaVersion);
    QVERIFY(catalog.openReport().seeded); // the fixture's seed is older than this build's

    // The user's edits made under schema 1 survive the migration and the reseed.
    const TableDef &gpus = *findTable(QStringLiteral("gpus"));
    const auto r = catalog.row(QStringLiteral("gpus"), QStringLiteral("rtx-4090"));
    QVERIFY(r);
    QCOMPARE(r->value(gpus, QStringLiteral("board_power_w")).toInt(), 420);
    QVERIFY(r->changed.contains(QStringLiteral("board_power_w")));
    const auto price = catalog.price(QStringLiteral("gpu"), QStringLiteral("rtx-4090"), QStringLiteral("USD"));
    QVERIFY(price);
    QCOMPARE(price->amountMinor, 175000);
    QVERIFY(price->userSet);
    // The new table arrived, filled from the seed.
    QVERIFY(catalog.rows(QStringLiteral("models"))->size() >= 20);
    QVERIFY(catalog.rows(QStringLiteral("gpus"))->size() >= 26);
    // Schema 3's part kinds are there too.
    QVERIFY(catalog.rows(QStringLiteral("nics")));
    QVERIFY(catalog.rows(QStringLiteral("coolers")));
    // Schema 4's software stack: the GPUs' compute target (the user's changed column of the same
    // row kept) and the three software kinds, filled from the seed.
    QCOMPARE(r->value(gpus, QStringLiteral("compute_target")).toString(), QStringLiteral("sm89"));
    QCOMPARE(catalog.rows(QStringLiteral("gpu_architectures"))->size(), std::size_t(13));
    QVERIFY(catalog.rows(QStringLiteral("framework_support"))->size() >= 100);
    QVERIFY(catalog.rows(QStringLiteral("format_support"))->size() >= 50);
    const auto software = catalog.software();
    QVERIFY_OK(software);
    QVERIFY(software->architecture("sm89"));
    QVERIFY(catalog.rows(QStringLiteral("services"))->size() >= 10);
    catalog.close();

    compareWithFreshSchema(migrated, dir);
}

void TestCatalogMigration::migratesSchema3Catalog()
{
    // A schema-3 catalog (this build's, with everything the 3 -> 4 step adds taken out again)
    // with the user's edits: changed shipped values, an added CPU, prices and a rate of their own.
    // Opening it runs the 3 -> 4 step and the reseed; every edit stays, the user's CPU gets an
    // empty max_sockets (no limit), the shipped CPUs theirs, the new kinds (software stack,
    // services) arrive filled from the seed.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("v3.sqlite"));
    {
        Catalog catalog;
        QVERIFY_OK(catalog.open(file));
        QVERIFY_OK(catalog.setValue(QStringLiteral("cpus"), QStringLiteral("epyc-9354"), QStringLiteral("tdp_w"), QStringLiteral("300")));
        const TableDef &cpus = *findTable(QStringLiteral("cpus"));
        QStringList fields;
        for (const ColumnDef &c : cpus.columns) {
            const QString name = c.name;
            fields.append(name == QLatin1String("id")                ? QStringLiteral("my-epyc")
                          : name == QLatin1String("vendor")          ? QStringLiteral("AMD")
                          : name == QLatin1String("name")            ? QStringLiteral("Our EPYC")
                          : name == QLatin1String("socket")          ? QStringLiteral("SP5")
                          : name == QLatin1String("cores")           ? QStringLiteral("16")
                          : name == QLatin1String("tdp_w")           ? QStringLiteral("200")
                          : name == QLatin1String("pcie_lanes")      ? QStringLiteral("128")
                          : name == QLatin1String("memory_type")     ? QStringLiteral("ddr5-rdimm")
                          : name == QLatin1String("memory_channels") ? QStringLiteral("12")
                          : name == QLatin1String("source")          ? QStringLiteral("our quote 17")
                          : name == QLatin1String("source_date")     ? QStringLiteral("2026-11-30")
                                                                     : QString());
        }
        QVERIFY_OK(catalog.addPart(QStringLiteral("cpus"), fields));
        QVERIFY_OK(catalog.setPrice(QStringLiteral("cpu"), QStringLiteral("my-epyc"), 150000, QStringLiteral("USD"),
                                    QStringLiteral("2026-11-30"), QStringLiteral("our quote 17")));
        QVERIFY_OK(catalog.setValue(QStringLiteral("gpus"), QStringLiteral("rtx-4090"), QStringLiteral("board_power_w"), QStringLiteral("430")));
        QVERIFY_OK(catalog.setPrice(QStringLiteral("gpu"), QStringLiteral("rtx-4090"), 199900, QStringLiteral("USD"),
                                    QStringLiteral("2026-11-30"), QStringLiteral("our supplier")));
        const Result<ImportSummary> added = catalog.importCsvData(
            "currency,per_usd,rate_date,source\nCNY,7.1,2026-11-30,our bank\n", QStringLiteral("rates.csv"));
        QVERIFY_OK(added);
    }
    // Back to schema 3: without what the 3 -> 4 step adds, at version 3, with an older seed.
    QVERIFY(backToSchema3(file));

    Catalog catalog;
    QVERIFY_OK(catalog.open(file));
    QCOMPARE(catalog.openReport().schemaFrom, 3);
    QCOMPARE(catalog.openReport().schemaTo, Catalog::kSchemaVersion);
    QVERIFY(catalog.openReport().seeded);
    const TableDef &cpus = *findTable(QStringLiteral("cpus"));
    const auto changed = catalog.row(QStringLiteral("cpus"), QStringLiteral("epyc-9354"));
    QVERIFY(changed);
    QCOMPARE(changed->value(cpus, QStringLiteral("tdp_w")).toInt(), 300);
    QVERIFY(changed->changed.contains(QStringLiteral("tdp_w")));
    QCOMPARE(changed->value(cpus, QStringLiteral("max_sockets")).toInt(), 2); // from the reseed
    const auto mine = catalog.row(QStringLiteral("cpus"), QStringLiteral("my-epyc"));
    QVERIFY(mine);
    QVERIFY(mine->value(cpus, QStringLiteral("max_sockets")).isNull());
    const auto price = catalog.price(QStringLiteral("cpu"), QStringLiteral("my-epyc"), QStringLiteral("USD"));
    QVERIFY(price);
    QCOMPARE(price->amountMinor, 150000);
    QVERIFY(price->userSet);
    const auto onePSocket = catalog.row(QStringLiteral("cpus"), QStringLiteral("epyc-9355p"));
    QVERIFY(onePSocket);
    QCOMPARE(onePSocket->value(cpus, QStringLiteral("max_sockets")).toInt(), 1);
    const TableDef &platforms = *findTable(QStringLiteral("platforms"));
    const auto w790 = catalog.row(QStringLiteral("platforms"), QStringLiteral("w790e-sage-se-meshify2xl"));
    QVERIFY(w790);
    QVERIFY(w790->value(platforms, QStringLiteral("cpu_families")).toString().contains(QLatin1String("Xeon W-3400")));
    const TableDef &gpus = *findTable(QStringLiteral("gpus"));
    const auto gpu = catalog.row(QStringLiteral("gpus"), QStringLiteral("rtx-4090"));
    QVERIFY(gpu);
    QCOMPARE(gpu->value(gpus, QStringLiteral("board_power_w")).toInt(), 430);
    QCOMPARE(gpu->value(gpus, QStringLiteral("compute_target")).toString(), QStringLiteral("sm89")); // from the reseed
    // the CUDA-visible memory and its source, from the reseed next to the user's changed power
    QCOMPARE(gpu->value(gpus, QStringLiteral("cuda_visible_bytes")).toLongLong(), qint64(25'383'256'719));
    QVERIFY(gpu->value(gpus, QStringLiteral("cuda_visible_source")).toString().contains(QLatin1String("23.64 GiB")));
    const auto gpuPrice = catalog.price(QStringLiteral("gpu"), QStringLiteral("rtx-4090"), QStringLiteral("USD"));
    QVERIFY(gpuPrice);
    QCOMPARE(gpuPrice->amountMinor, 199900);
    QVERIFY(gpuPrice->userSet);
    const auto rates = catalog.rows(QStringLiteral("currency_rates"));
    QVERIFY(std::any_of(rates->begin(), rates->end(), [](const CatalogRow &row) { return row.origin == QLatin1String("user"); }));
    QVERIFY(catalog.rows(QStringLiteral("services"))->size() >= 10);
    QCOMPARE(catalog.rows(QStringLiteral("gpu_architectures"))->size(), std::size_t(13));
    // NVLink bridges arrive from the seed; a price of the user's for one is kept apart from them.
    const auto bridges = catalog.rows(QStringLiteral("bridges"));
    QVERIFY(bridges);
    QCOMPARE(bridges->size(), std::size_t(3));
    QVERIFY_OK(catalog.setPrice(QStringLiteral("bridge"), QStringLiteral("nvidia-rtx-a6000-nvlink-2slot"), 7900,
                                QStringLiteral("USD"), QStringLiteral("2026-12-01"), QStringLiteral("our supplier")));
    const auto bridgePrice = catalog.price(QStringLiteral("bridge"), QStringLiteral("nvidia-rtx-a6000-nvlink-2slot"), QStringLiteral("USD"));
    QVERIFY(bridgePrice);
    QCOMPARE(bridgePrice->amountMinor, 7900);
    QVERIFY(bridgePrice->userSet);
    catalog.close();

    compareWithFreshSchema(file, dir);
}

// Schema 3 -> 4 adds the model columns of the 2026 architectures: a model the user added and
// a value the user changed in a shipped model survive it, read through the models reader, next
// to the new shipped models.
void TestCatalogMigration::migratesSchema3Fixture()
{
    QTemporaryDir dir;
    const QString migrated = dir.filePath(QStringLiteral("v3.sqlite"));
    QVERIFY(loadDump(QStringLiteral(RIGPLAN_SOURCE_DIR "/tests/data/catalog-v3.sql"), migrated));

    Catalog catalog;
    QVERIFY_OK(catalog.open(migrated));
    QCOMPARE(catalog.openReport().schemaFrom, 3);
    QCOMPARE(catalog.openReport().schemaTo, Catalog::kSchemaVersion);
    const auto models = catalog.readModels();
    QVERIFY2(models, qPrintable(models ? QString() : models.diagnostic().text()));
    const auto find = [&](const char *id) {
        const auto it = std::find_if(models->begin(), models->end(), [&](const ModelArch &m) { return m.id == id; });
        return it == models->end() ? std::optional<ModelArch>() : std::optional<ModelArch>(*it);
    };
    const std::optional<ModelArch> acme = find("acme-13b");
    QVERIFY(acme);
    QCOMPARE(acme->params, std::int64_t(13015864320)); // counted with the new columns empty
    QVERIFY(!acme->isVisionLanguage());
    QCOMPARE(acme->moeLayerStep, std::int64_t(1));
    const std::optional<ModelArch> qwen = find("qwen2.5-7b");
    QVERIFY(qwen);
    QCOMPARE(qwen->maxContext, std::int64_t(32768)); // the user's value, not the seed's 131072
    const std::optional<ModelArch> ds = find("deepseek-v3");
    QVERIFY(ds);
    QCOMPARE(ds->checkpointFormat, std::string("fp8-block128"));
    const std::optional<ModelArch> vl = find("qwen2.5-vl-7b");
    QVERIFY(vl && vl->isVisionLanguage());
    catalog.close();

    compareWithFreshSchema(migrated, dir);
}

void TestCatalogMigration::failedMigrationChangesNothing()
{
    // A schema-1 file that already has a (foreign) models table: step 1 -> 2 fails, and the
    // whole migration rolls back, leaving version 1 and the user's data as they were.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("clash.sqlite"));
    QVERIFY(loadDump(QStringLiteral(RIGPLAN_SOURCE_DIR "/tests/data/catalog-v1.sql"), file));
    QVERIFY(execAll(file, {QStringLiteral("CREATE TABLE models (x INTEGER)")}));
    const QStringList before = schemaOf(file);

    Catalog catalog;
    const auto refused = catalog.open(file);
    QVERIFY(!refused);
    QVERIFY2(refused.diagnostic().message.contains(QStringLiteral("from schema 1 to 2")), qPrintable(refused.diagnostic().text()));
    QVERIFY(refused.diagnostic().message.contains(QStringLiteral("nothing was changed")));
    catalog.close();
    QCOMPARE(schemaOf(file), before);
}

void TestCatalogMigration::schema3GainsCloudOffersKeepingEdits()
{
    // A schema-3 catalog (this build's, with the step 3 -> 4 undone: no cloud_offers table nor
    // the step's other tables and columns, version 3) with a user edit: opening it adds the table, seeds the offers, keeps the edit.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("v3.sqlite"));
    {
        Catalog catalog;
        QVERIFY_OK(catalog.open(file));
        QVERIFY_OK(catalog.setValue(QStringLiteral("gpus"), QStringLiteral("rtx-4090"), QStringLiteral("board_power_w"),
                                    QStringLiteral("430")));
    }
    QVERIFY(backToSchema3(file));

    Catalog catalog;
    QVERIFY_OK(catalog.open(file));
    QCOMPARE(catalog.openReport().schemaFrom, 3);
    QCOMPARE(catalog.openReport().schemaTo, Catalog::kSchemaVersion); // through 4 to today's
    const auto offers = catalog.rows(QStringLiteral("cloud_offers"));
    QVERIFY(offers);
    QVERIFY(offers->size() >= 30);
    const TableDef &gpus = *findTable(QStringLiteral("gpus"));
    const auto r = catalog.row(QStringLiteral("gpus"), QStringLiteral("rtx-4090"));
    QVERIFY(r);
    QCOMPARE(r->value(gpus, QStringLiteral("board_power_w")).toInt(), 430);
    QVERIFY(r->changed.contains(QStringLiteral("board_power_w")));
    // The offers reach the planner's snapshot, converted to the plan's currency.
    const auto usd = catalog.snapshot(QStringLiteral("USD"));
    QVERIFY(usd);
    QCOMPARE(usd->cloudOffers.size(), offers->size());
    const auto cny = catalog.snapshot(QStringLiteral("CNY"));
    QVERIFY(cny);
    QVERIFY(!cny->cloudOffers.empty());
    QVERIFY(cny->cloudOffers.front().converted);
    QVERIFY(cny->cloudOffers.front().pricePerGpuHourMinor > cny->cloudOffers.front().publishedPerGpuHourMinor);
}

// Schema 4 -> 5 adds the services' Chinese names. A schema-4 catalog (this build's without the
// column, as the builds before it wrote it) with a changed shipped service and a service of the
// user's: both stay, the shipped rows get their Chinese names from the reseed, the user's none.
void TestCatalogMigration::schema4GainsChineseServiceNamesKeepingEdits()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("v4.sqlite"));
    {
        Catalog catalog;
        QVERIFY_OK(catalog.open(file));
        QVERIFY_OK(catalog.setValue(QStringLiteral("services"), QStringLiteral("assembly-burnin"), QStringLiteral("amount_minor"),
                                    QStringLiteral("45000")));
        const Result<ImportSummary> added = catalog.importCsvData(
            "id,name,category,price_rule,amount_minor,currency,estimate,source,source_date\n"
            "our-burnin,48-hour burn-in,assembly,fixed,45000,USD,0,our price list 2026,2026-12-01\n",
            QStringLiteral("services.csv"));
        QVERIFY_OK(added);
    }
    QVERIFY(execAll(file, undoStep5To6() + QStringList{QStringLiteral("ALTER TABLE services DROP COLUMN name_zh"),
                           QStringLiteral("UPDATE meta SET value = '4' WHERE key = 'schema_version'"),
                           QStringLiteral("UPDATE meta SET value = 'an older seed' WHERE key = 'seed_hash'")}));

    Catalog catalog;
    QVERIFY_OK(catalog.open(file));
    QCOMPARE(catalog.openReport().schemaFrom, 4);
    QCOMPARE(catalog.openReport().schemaTo, Catalog::kSchemaVersion);
    const Result<std::vector<ServiceSpec>> services = readServices(catalog);
    QVERIFY_OK(services);
    const auto find = [&](const char *id) {
        const auto it = std::find_if(services->begin(), services->end(), [&](const ServiceSpec &s) { return s.id == id; });
        return it == services->end() ? nullptr : &*it;
    };
    const ServiceSpec *burnin = find("assembly-burnin");
    QVERIFY(burnin);
    QCOMPARE(burnin->amountMinor, std::int64_t(45000)); // the user's price kept
    QVERIFY(QString::fromStdString(burnin->nameZh).startsWith(QStringLiteral("整机组装"))); // from the reseed
    const ServiceSpec *mine = find("our-burnin");
    QVERIFY(mine);
    QCOMPARE(mine->name, std::string("48-hour burn-in"));
    QVERIFY(mine->nameZh.empty());
    catalog.close();

    compareWithFreshSchema(file, dir);
}

// Schema 5 -> 6 adds the GPUs' dense FP4 and measured matmul rates. A schema-5 catalog with a
// changed shipped GPU and a GPU of the user's: both stay, the shipped rows get their rates from the
// reseed, the user's card has none (the estimator then takes the median share).
void TestCatalogMigration::schema5GainsMatmulRatesKeepingEdits()
{
    QTemporaryDir dir;
    const std::vector<GpuSpec> gpus = gpusAfterMigratingFrom(5, undoStep5To6(), dir);
    const GpuSpec *b200 = findGpu(gpus, "b200-sxm-180gb");
    QVERIFY(b200);
    QCOMPARE(b200->fp4Tflops, 9000.0);       // from the reseed
    QCOMPARE(b200->bf16MatmulTflops, 1745.0);
    const GpuSpec *rtx4090 = findGpu(gpus, "rtx-4090");
    QVERIFY(rtx4090);
    QCOMPARE(rtx4090->boardPowerW, std::int64_t(425)); // the user's change kept
    const GpuSpec *mine = findGpu(gpus, "lab-card");
    QVERIFY(mine);
    QCOMPARE(mine->fp4Tflops, 0.0);
    QCOMPARE(mine->bf16MatmulTflops, 0.0);
}

// Schema 6 -> 7 adds the GPUs' multiprocessor counts: the shipped rows get their counts from the
// reseed, the user's card has none (its decode attention is then priced by bandwidth alone).
void TestCatalogMigration::schema6GainsMultiprocessorCountsKeepingEdits()
{
    QTemporaryDir dir;
    const std::vector<GpuSpec> gpus = gpusAfterMigratingFrom(6, undoStep6To7(), dir);
    const GpuSpec *h100 = findGpu(gpus, "h100-sxm-80gb");
    QVERIFY(h100);
    QCOMPARE(h100->smCount, 132); // from the reseed
    const GpuSpec *rtx4090 = findGpu(gpus, "rtx-4090");
    QVERIFY(rtx4090);
    QCOMPARE(rtx4090->boardPowerW, std::int64_t(425)); // the user's change kept
    QCOMPARE(rtx4090->smCount, 128);
    const GpuSpec *mine = findGpu(gpus, "lab-card");
    QVERIFY(mine);
    QCOMPARE(mine->smCount, 0);
}

// Schema 7 -> 8 adds the chassis' CPU cooler height limit and the coolers' form. A schema-7
// catalog with a changed shipped platform and a cooler of the user's: both stay, the shipped rows
// get their limit and form from the reseed, the user's cooler has no form (planned as a tower).
void TestCatalogMigration::schema7GainsCoolerFitKeepingEdits()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("v7.sqlite"));
    {
        Catalog catalog;
        QVERIFY_OK(catalog.open(file));
        QVERIFY_OK(catalog.setValue(QStringLiteral("platforms"), QStringLiteral("w790-ace-define7xl"),
                                    QStringLiteral("base_power_w"), QStringLiteral("75")));
        const Result<ImportSummary> added = catalog.importCsvData(
            "id,vendor,name,kind,sockets,max_tdp_w,height_mm,power_w,source,source_date\n"
            "lab-tower,Acme,Acme 160 mm tower,air,SP5,400,160,3,datasheet,2026-11-01\n",
            QStringLiteral("coolers.csv"));
        QVERIFY_OK(added);
    }
    QVERIFY(execAll(file, undoStep7To8() + QStringList{QStringLiteral("UPDATE meta SET value = '7' WHERE key = 'schema_version'"),
                                             QStringLiteral("UPDATE meta SET value = 'an older seed' WHERE key = 'seed_hash'")}));
    {
        Catalog catalog;
        QVERIFY_OK(catalog.open(file));
        QCOMPARE(catalog.openReport().schemaFrom, 7);
        QCOMPARE(catalog.openReport().schemaTo, Catalog::kSchemaVersion);
        const auto snap = catalog.snapshot(QStringLiteral("USD"));
        QVERIFY(snap);
        const auto platform = std::find_if(snap->platforms.begin(), snap->platforms.end(),
                                           [](const PlatformSpec &p) { return p.id == "w790-ace-define7xl"; });
        QVERIFY(platform != snap->platforms.end());
        QCOMPARE(platform->basePowerW, 75);       // the user's change kept
        QCOMPARE(platform->maxCpuCoolerMm, 185);  // from the reseed
        const auto cooler = [&](const char *id) {
            const auto it = std::find_if(snap->coolers.begin(), snap->coolers.end(), [&](const CoolerSpec &k) { return k.id == id; });
            return it == snap->coolers.end() ? nullptr : &*it;
        };
        QVERIFY(cooler("arctic-freezer-4u-sp5"));
        QCOMPARE(cooler("arctic-freezer-4u-sp5")->form, std::string("tower"));
        QVERIFY(cooler("lab-tower"));
        QCOMPARE(cooler("lab-tower")->heightMm, 160);
        QVERIFY(cooler("lab-tower")->form.empty());
    }
    compareWithFreshSchema(file, dir);
}

// Schema 8 -> 9 adds a GPU's successor and the source of its lifecycle (and last-time-buy as a
// value). A schema-8 catalog where the user marked a shipped card end-of-life with a date and
// added a card of their own at end-of-life: both edits stay, the shipped rows get their
// lifecycle, successor and source from the reseed, the user's card has no successor.
void TestCatalogMigration::schema8GainsLifecycleKeepingEdits()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("v8.sqlite"));
    {
        Catalog catalog;
        QVERIFY_OK(catalog.open(file));
        QVERIFY_OK(catalog.setValue(QStringLiteral("gpus"), QStringLiteral("a100-pcie-40gb"), QStringLiteral("lifecycle"),
                                    QStringLiteral("end-of-life")));
        QVERIFY_OK(catalog.setValue(QStringLiteral("gpus"), QStringLiteral("a100-pcie-40gb"), QStringLiteral("lifecycle_date"),
                                    QStringLiteral("2024-01-31")));
        const Result<ImportSummary> added = catalog.importCsvData(
            "id,vendor,name,memory_bytes,memory_bandwidth_bps,bf16_tflops,board_power_w,form_factor,cooling,lifecycle,"
            "lifecycle_date,source,source_date\n"
            "lab-old,Acme,Acme Old Card,25769803776,900000000000,80,250,pcie,blower,end-of-life,2023-06-30,datasheet,2026-11-01\n",
            QStringLiteral("gpus.csv"));
        QVERIFY_OK(added);
    }
    QVERIFY(execAll(file, undoStep8To9() + QStringList{QStringLiteral("UPDATE meta SET value = '8' WHERE key = 'schema_version'"),
                                                       QStringLiteral("UPDATE meta SET value = 'an older seed' WHERE key = 'seed_hash'")}));
    {
        Catalog catalog;
        QVERIFY_OK(catalog.open(file));
        QCOMPARE(catalog.openReport().schemaFrom, 8);
        QCOMPARE(catalog.openReport().schemaTo, Catalog::kSchemaVersion);
        const auto gpus = catalog.gpus();
        QVERIFY_OK(gpus);
        const GpuSpec *a100 = findGpu(*gpus, "a100-pcie-40gb");
        QVERIFY(a100);
        QCOMPARE(int(a100->lifecycle), int(GpuLifecycle::EndOfLife)); // the user's change kept
        QCOMPARE(a100->lifecycleDate, std::string("2024-01-31"));
        const GpuSpec *rtx4090 = findGpu(*gpus, "rtx-4090");
        QVERIFY(rtx4090);
        QCOMPARE(int(rtx4090->lifecycle), int(GpuLifecycle::EndOfLife)); // from the reseed
        QCOMPARE(rtx4090->successorId, std::string("rtx-5090"));
        const GpuSpec *mine = findGpu(*gpus, "lab-old");
        QVERIFY(mine);
        QCOMPARE(int(mine->lifecycle), int(GpuLifecycle::EndOfLife));
        QCOMPARE(mine->lifecycleDate, std::string("2023-06-30"));
        QVERIFY(mine->successorId.empty());
        // The shipped rows name who said where they stand.
        const auto rows = catalog.rows(QStringLiteral("gpus"));
        QVERIFY_OK(rows);
        const auto h100 = std::find_if(rows->begin(), rows->end(), [](const CatalogRow &r) {
            return r.values[0].toString() == QLatin1String("h100-pcie-80gb");
        });
        QVERIFY(h100 != rows->end());
        const int sourceColumn = findTable(QStringLiteral("gpus"))->columnIndex(QStringLiteral("lifecycle_source"));
        QVERIFY(h100->values[std::size_t(sourceColumn)].toString().contains(QLatin1String("One Stop Systems")));
    }
    compareWithFreshSchema(file, dir);
}

// Schema 9 -> 10 adds the hybrid models' columns. A schema-9 catalog with a model of the user's
// (a dense one, as schema 9 could hold): it stays with no state layers, and the reseed brings the
// shipped hybrid rows (Qwen3-Next's 36 Gated DeltaNet layers) with their exact totals.
void TestCatalogMigration::schema9GainsHybridModelsKeepingEdits()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("v9.sqlite"));
    {
        Catalog catalog;
        QVERIFY_OK(catalog.open(file));
        const Result<ImportSummary> added = catalog.importCsvData(
            "id,name,model_type,layers,hidden,heads,intermediate,vocab,max_context,source,source_date\n"
            "lab-model,Lab Model,llama,2,64,4,128,1000,2048,https://example.org/config.json,2026-11-01\n",
            QStringLiteral("models.csv"));
        QVERIFY_OK(added);
    }
    // Schema 9 had no hybrid rows: drop the shipped ones with the columns, as the old seed had them.
    QVERIFY(execAll(file, QStringList{QStringLiteral("DELETE FROM models WHERE state_mixer IS NOT NULL AND state_mixer <> ''")}
                              + undoStep9To10()
                              + QStringList{QStringLiteral("UPDATE meta SET value = '9' WHERE key = 'schema_version'"),
                                            QStringLiteral("UPDATE meta SET value = 'an older seed' WHERE key = 'seed_hash'")}));
    {
        Catalog catalog;
        QVERIFY_OK(catalog.open(file));
        QCOMPARE(catalog.openReport().schemaFrom, 9);
        QCOMPARE(catalog.openReport().schemaTo, Catalog::kSchemaVersion);
        const std::vector<ModelArch> models = catalog.models();
        const auto model = [&](const char *id) {
            const auto it = std::find_if(models.begin(), models.end(), [&](const ModelArch &m) { return m.id == id; });
            return it == models.end() ? nullptr : &*it;
        };
        QVERIFY(model("lab-model"));
        QCOMPARE(int(model("lab-model")->stateMixer), int(StateMixer::None));
        QCOMPARE(model("lab-model")->layers, std::int64_t(2));
        const ModelArch *next = model("qwen3-next-80b-a3b");
        QVERIFY(next);
        QCOMPARE(int(next->stateMixer), int(StateMixer::GatedDeltaNet));
        QCOMPARE(next->stateLayers, std::int64_t(36));
        QCOMPARE(next->params, next->paramsOfficial);
    }
    compareWithFreshSchema(file, dir);
}

// Schema 10 -> 11 adds whether the cards do peer-to-peer over PCIe: the shipped GeForce card
// gets "no" from the reseed (the user's power change kept), the user's card has none (taken as yes).
void TestCatalogMigration::schema10GainsPeerToPeerKeepingEdits()
{
    QTemporaryDir dir;
    const std::vector<GpuSpec> gpus = gpusAfterMigratingFrom(10, undoStep10To11(), dir);
    const GpuSpec *rtx4090 = findGpu(gpus, "rtx-4090");
    QVERIFY(rtx4090);
    QCOMPARE(rtx4090->boardPowerW, std::int64_t(425)); // the user's change kept
    QVERIFY(!rtx4090->pcieP2p);                        // from the reseed
    const GpuSpec *pro = findGpu(gpus, "rtx-pro-6000-blackwell");
    QVERIFY(pro);
    QVERIFY(pro->pcieP2p);
    const GpuSpec *mine = findGpu(gpus, "lab-card");
    QVERIFY(mine);
    QVERIFY(mine->pcieP2p);
}

// Schema 11 -> 12 adds the FP4 matmul rate measured on the card: the shipped B200 gets it from
// the reseed, the user's card has none (the estimator takes its BF16 share of the FP4 peak).
void TestCatalogMigration::schema11GainsFp4MatmulKeepingEdits()
{
    QTemporaryDir dir;
    const std::vector<GpuSpec> gpus = gpusAfterMigratingFrom(11, undoStep11To12(), dir);
    const GpuSpec *rtx4090 = findGpu(gpus, "rtx-4090");
    QVERIFY(rtx4090);
    QCOMPARE(rtx4090->boardPowerW, std::int64_t(425)); // the user's change kept
    const GpuSpec *b200 = findGpu(gpus, "b200-sxm-180gb");
    QVERIFY(b200);
    QVERIFY(b200->fp4MatmulTflops > 0 && b200->fp4MatmulTflops < b200->fp4Tflops); // from the reseed
    const GpuSpec *mine = findGpu(gpus, "lab-card");
    QVERIFY(mine);
    QCOMPARE(mine->fp4MatmulTflops, 0.0);
}

QTEST_GUILESS_MAIN(TestCatalogMigration)
#include "tst_catalogmigration.moc"
