// SPDX-License-Identifier: GPL-3.0-or-later
// The SQLite catalog: schema, seed, the user's overlay, import/export and failure modes.
#include "catalog/Catalog.h"
#include "VerifyOk.h"
#include "catalog/Csv.h"

#include "MultiplyParts.h"
#include "SmallDisk.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <atomic>
#include <thread>

#include <sqlite3.h>
#include <sys/stat.h>

using namespace rigplan;
using rigplan::testing::SmallDisk;

namespace {

// Everything a user could see of the catalog, for "nothing changed" checks.
QByteArray snapshot(const Catalog &catalog)
{
    QByteArray all;
    for (const TableDef &t : catalogTables()) {
        all += "## " + t.kind.toUtf8() + '\n' + catalog.exportCsvData(t.kind);
    }
    return all;
}

// Runs SQL on a database file through a separate connection (another "process").
void rawExec(const QString &path, const QString &sql)
{
    const QString name = QStringLiteral("raw-%1").arg(quintptr(&sql));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY2(q.exec(sql), qPrintable(sql));
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

// The SQL statements SQLite starts on the open catalog's connection while `read` runs.
int statementsRun(const std::function<void()> &read)
{
    const QStringList names = QSqlDatabase::connectionNames().filter(QStringLiteral("rigplan-catalog-"));
    if (names.size() != 1) {
        return -1; // one catalog open, or the count would be another's
    }
    sqlite3 *handle = *static_cast<sqlite3 *const *>(QSqlDatabase::database(names.first(), false).driver()->handle().data());
    int count = 0;
    sqlite3_trace_v2(
        handle, SQLITE_TRACE_STMT,
        [](unsigned, void *counter, void *, void *) {
            ++*static_cast<int *>(counter);
            return 0;
        },
        &count);
    read();
    sqlite3_trace_v2(handle, 0, nullptr, nullptr);
    return count;
}

} // namespace

class TestCatalog : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void createsSchemaAndSeeds();
    void everySeedRowHasSourceAndDate();
    void seedReferencesResolve();
    void userOverlaySurvivesSeedUpdate();
    void userPartsAndPrices();
    void importAddsAndOverrides();
    void importRejectsAndChangesNothing_data();
    void importRejectsAndChangesNothing();
    void exportReimportIsUnchanged();
    void exportEscapesFormulasAndImportUndoesIt();
    void exportIsAtomic();
    void exportOnFullDiskKeepsPreviousFile();
    void exportNeverWritesThroughALink();
    void refusesBadFiles_data();
    void refusesBadFiles();
    void readOnlyCatalog();
    void readOnlyMedia();
    void refusedFilesAreUntouched_data();
    void refusedFilesAreUntouched();
    void lockedCatalog();
    void busyCatalogIsWaitedFor();
    void priceConversion();
    void snapshotQueriesDoNotGrowWithParts();
    void priceBookAgreesWithPrice();
    void missingTableIsAnEnvironmentFailure_data();
    void missingTableIsAnEnvironmentFailure();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString path() const { return m_dir->filePath(QStringLiteral("catalog.sqlite")); }
};

void TestCatalog::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestCatalog::createsSchemaAndSeeds()
{
    Catalog catalog;
    QVERIFY_OK(catalog.open(path()));
    QCOMPARE(catalog.openReport().schemaFrom, 0);
    QCOMPARE(catalog.schemaVersion(), Catalog::kSchemaVersion);
    QVERIFY(catalog.openReport().seeded);
    QCOMPARE(catalog.metaValue(QStringLiteral("seed_hash")).toLatin1(), Catalog::shippedSeedHash());

    // The issue's minimum catalog: every listed GPU id, 15+ CPUs, 8+ platforms.
    const QStringList requiredGpus = QStringLiteral(
        "rtx-3090 rtx-4090 rtx-5090 rtx-a6000 rtx-5000-ada rtx-6000-ada rtx-pro-6000-blackwell "
        "rtx-pro-6000-blackwell-maxq l4 l40 l40s a10 a100-pcie-40gb a100-pcie-80gb a100-sxm-80gb "
        "h100-pcie-80gb h100-nvl-94gb h100-sxm-80gb h200-nvl-141gb h200-sxm-141gb b200-sxm-180gb "
        "mi210 mi300x radeon-pro-w7900 gaudi2 gaudi3").split(QLatin1Char(' '));
    const auto gpus = catalog.rows(QStringLiteral("gpus"));
    QVERIFY(gpus);
    QStringList ids;
    for (const CatalogRow &r : *gpus) {
        ids.append(r.values[0].toString());
        QCOMPARE(r.origin, QStringLiteral("shipped"));
    }
    for (const QString &id : requiredGpus) {
        QVERIFY2(ids.contains(id), qPrintable(id));
    }
    QVERIFY(catalog.rows(QStringLiteral("cpus"))->size() >= 15);
    QVERIFY(catalog.rows(QStringLiteral("platforms"))->size() >= 8);
    QVERIFY(!catalog.rows(QStringLiteral("memory"))->empty());
    QVERIFY(!catalog.rows(QStringLiteral("storage"))->empty());
    QVERIFY(!catalog.rows(QStringLiteral("psus"))->empty());
    QVERIFY(!catalog.rows(QStringLiteral("currency_rates"))->empty());

    // WAL keeps readers and one writer apart (two processes edit the same catalog).
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("wal-check"));
    db.setDatabaseName(path());
    QVERIFY(db.open());
    QSqlQuery q(db);
    QVERIFY(q.exec(QStringLiteral("PRAGMA journal_mode")) && q.next());
    QCOMPARE(q.value(0).toString(), QStringLiteral("wal"));
    q.finish();
    db.close();
    db = QSqlDatabase();
    QSqlDatabase::removeDatabase(QStringLiteral("wal-check"));

    // Reopening an up-to-date catalog neither migrates nor reseeds.
    catalog.close();
    QVERIFY(catalog.open(path()));
    QCOMPARE(catalog.openReport().schemaFrom, Catalog::kSchemaVersion);
    QVERIFY(!catalog.openReport().seeded);
}

void TestCatalog::everySeedRowHasSourceAndDate()
{
    Catalog catalog;
    QVERIFY(catalog.open(path()));
    for (const TableDef &t : catalogTables()) {
        const int source = t.columnIndex(QStringLiteral("source"));
        QVERIFY2(source >= 0, qPrintable(t.kind));
        const auto rows = catalog.rows(t.kind);
        QVERIFY(rows);
        for (const CatalogRow &r : *rows) {
            QVERIFY2(!r.values[std::size_t(source)].toString().trimmed().isEmpty(),
                     qPrintable(t.kind + QLatin1Char('/') + r.values[0].toString()));
        }
    }
    // Every shipped part has a price (the planner prices every build).
    for (const QString &kind : {QStringLiteral("gpus"), QStringLiteral("cpus"), QStringLiteral("memory"),
                                QStringLiteral("storage"), QStringLiteral("psus"), QStringLiteral("platforms")}) {
        const QString partKind = kind == QLatin1String("memory") || kind == QLatin1String("storage") ? kind : kind.chopped(1);
        const auto parts = catalog.rows(kind);
        QVERIFY(parts);
        for (const CatalogRow &r : *parts) {
            const auto p = catalog.price(partKind, r.values[0].toString(), QStringLiteral("USD"));
            QVERIFY2(p.has_value(), qPrintable(kind + QLatin1Char('/') + r.values[0].toString()));
            QVERIFY(p->amountMinor > 0);
            QVERIFY(!p->date.isEmpty());
        }
    }
}

void TestCatalog::seedReferencesResolve()
{
    // A platform's compatible_gpus must name GPUs of its form factor.
    Catalog catalog;
    QVERIFY(catalog.open(path()));
    const TableDef &platforms = *findTable(QStringLiteral("platforms"));
    const TableDef &gpuTable = *findTable(QStringLiteral("gpus"));
    QHash<QString, QString> formOf;
    const auto gpus = catalog.rows(QStringLiteral("gpus"));
    const auto platformRows = catalog.rows(QStringLiteral("platforms"));
    QVERIFY(gpus && platformRows);
    for (const CatalogRow &g : *gpus) {
        formOf.insert(g.values[0].toString(), g.value(gpuTable, QStringLiteral("form_factor")).toString());
    }
    for (const CatalogRow &p : *platformRows) {
        const QString form = p.value(platforms, QStringLiteral("gpu_form_factor")).toString();
        for (const QString &id : p.value(platforms, QStringLiteral("compatible_gpus")).toString().split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
            QVERIFY2(formOf.contains(id), qPrintable(id));
            QCOMPARE(formOf.value(id), form);
        }
    }
}

void TestCatalog::userOverlaySurvivesSeedUpdate()
{
    {
        Catalog catalog;
        QVERIFY(catalog.open(path()));
        QVERIFY_OK(catalog.setValue(QStringLiteral("gpus"), QStringLiteral("rtx-4090"), QStringLiteral("board_power_w"),
                                  QStringLiteral("400")));
        QVERIFY(catalog.setPrice(QStringLiteral("gpu"), QStringLiteral("rtx-4090"), 199900, QStringLiteral("USD"),
                                 QStringLiteral("2026-11-01"), QStringLiteral("our distributor quote 4711")));
        QStringList part = {QStringLiteral("my-custom-gpu"), QStringLiteral("Acme"), QStringLiteral("Acme X1")};
        const TableDef &t = *findTable(QStringLiteral("gpus"));
        while (part.size() < int(t.columns.size())) {
            part.append(QString());
        }
        part[t.columnIndex(QStringLiteral("form_factor"))] = QStringLiteral("pcie");
        part[t.columnIndex(QStringLiteral("cooling"))] = QStringLiteral("blower");
        part[t.columnIndex(QStringLiteral("memory_bytes"))] = QStringLiteral("51539607552");
        part[t.columnIndex(QStringLiteral("memory_bandwidth_bps"))] = QStringLiteral("960000000000");
        part[t.columnIndex(QStringLiteral("bf16_tflops"))] = QStringLiteral("180");
        part[t.columnIndex(QStringLiteral("board_power_w"))] = QStringLiteral("300");
        part[t.columnIndex(QStringLiteral("source"))] = QStringLiteral("vendor sample sheet");
        part[t.columnIndex(QStringLiteral("source_date"))] = QStringLiteral("2026-10-01");
        QVERIFY_OK(catalog.addPart(QStringLiteral("gpus"), part));
    }
    // An older seed: a shipped spec differed and the stored seed hash is stale. Opening
    // must bring the shipped rows up to date and keep every user edit.
    rawExec(path(), QStringLiteral("UPDATE gpus SET memory_bandwidth_bps = 1, name = 'stale' WHERE id = 'rtx-4090'"));
    rawExec(path(), QStringLiteral("UPDATE meta SET value = 'older-seed' WHERE key = 'seed_hash'"));

    Catalog catalog;
    QVERIFY(catalog.open(path()));
    QVERIFY(catalog.openReport().seeded);
    const TableDef &t = *findTable(QStringLiteral("gpus"));
    const auto r = catalog.row(QStringLiteral("gpus"), QStringLiteral("rtx-4090"));
    QVERIFY(r);
    // The spec update arrived (NVIDIA Ada whitepaper: 1008 GB/s) ...
    QCOMPARE(r->value(t, QStringLiteral("memory_bandwidth_bps")).toLongLong(), Q_INT64_C(1008000000000));
    QVERIFY(r->value(t, QStringLiteral("name")).toString() != QLatin1String("stale"));
    // ... the user's change stays, marked, with the shipped value alongside (450 W, Ada whitepaper).
    QCOMPARE(r->value(t, QStringLiteral("board_power_w")).toLongLong(), 400);
    QVERIFY(r->changed.contains(QStringLiteral("board_power_w")));
    QCOMPARE(r->shipped.value(QStringLiteral("board_power_w")).toLongLong(), 450);
    // ... the added part and the user's price survive.
    QVERIFY(catalog.row(QStringLiteral("gpus"), QStringLiteral("my-custom-gpu")));
    QCOMPARE(catalog.row(QStringLiteral("gpus"), QStringLiteral("my-custom-gpu"))->origin, QStringLiteral("user"));
    const auto price = catalog.price(QStringLiteral("gpu"), QStringLiteral("rtx-4090"), QStringLiteral("USD"));
    QVERIFY(price);
    QCOMPARE(price->amountMinor, 199900);
    QVERIFY(price->userSet);

    // Revert to the shipped values.
    QVERIFY(catalog.revertValue(QStringLiteral("gpus"), QStringLiteral("rtx-4090"), QStringLiteral("board_power_w")));
    QVERIFY(catalog.revertPrices(QStringLiteral("gpu"), QStringLiteral("rtx-4090")));
    QCOMPARE(catalog.row(QStringLiteral("gpus"), QStringLiteral("rtx-4090"))->value(t, QStringLiteral("board_power_w")).toLongLong(), 450);
    QVERIFY(!catalog.price(QStringLiteral("gpu"), QStringLiteral("rtx-4090"), QStringLiteral("USD"))->userSet);
}

void TestCatalog::userPartsAndPrices()
{
    Catalog catalog;
    QVERIFY(catalog.open(path()));
    // Setting a value back to the shipped one removes the override instead of storing a copy.
    QVERIFY(catalog.setValue(QStringLiteral("cpus"), QStringLiteral("ryzen-9-9950x"), QStringLiteral("cores"), QStringLiteral("12")));
    QVERIFY(catalog.row(QStringLiteral("cpus"), QStringLiteral("ryzen-9-9950x"))->changed.contains(QStringLiteral("cores")));
    QVERIFY(catalog.setValue(QStringLiteral("cpus"), QStringLiteral("ryzen-9-9950x"), QStringLiteral("cores"), QStringLiteral("16")));
    QVERIFY(catalog.row(QStringLiteral("cpus"), QStringLiteral("ryzen-9-9950x"))->changed.isEmpty());
    // Bad values are refused with the reason and change nothing.
    const QByteArray before = snapshot(catalog);
    const auto refused = catalog.setValue(QStringLiteral("cpus"), QStringLiteral("ryzen-9-9950x"), QStringLiteral("cores"), QStringLiteral("-4"));
    QVERIFY(!refused);
    QCOMPARE(refused.diagnostic().kind, Diagnostic::Kind::BadInput);
    QVERIFY2(refused.diagnostic().message.contains(QStringLiteral("cores")), qPrintable(refused.diagnostic().text()));
    QVERIFY(!catalog.setValue(QStringLiteral("cpus"), QStringLiteral("no-such-cpu"), QStringLiteral("cores"), QStringLiteral("4")));
    // Issue 44: an edit of a model is checked by the models reader's rule on the row it leaves
    // (llama-2-7b has 32 heads), so the editor cannot make `models` and every plan fail.
    const auto kvHeads = catalog.setValue(QStringLiteral("models"), QStringLiteral("llama-2-7b"), QStringLiteral("kv_heads"),
                                          QStringLiteral("64"));
    QVERIFY(!kvHeads);
    QCOMPARE(kvHeads.diagnostic().kind, Diagnostic::Kind::BadInput);
    QVERIFY2(kvHeads.diagnostic().text().startsWith(QStringLiteral("kv_heads: heads (32) must be a multiple of kv_heads (64)")),
             qPrintable(kvHeads.diagnostic().text()));
    QVERIFY(catalog.readModels());
    QVERIFY(!catalog.setValue(QStringLiteral("cpus"), QStringLiteral("ryzen-9-9950x"), QStringLiteral("id"), QStringLiteral("x")));
    QVERIFY(!catalog.setPrice(QStringLiteral("gpu"), QStringLiteral("no-such-gpu"), 100, QStringLiteral("USD"),
                              QStringLiteral("2026-01-01"), QStringLiteral("x")));
    QVERIFY(!catalog.setPrice(QStringLiteral("gpu"), QStringLiteral("rtx-4090"), 100, QStringLiteral("usd"),
                              QStringLiteral("2026-01-01"), QStringLiteral("x")));
    QCOMPARE(snapshot(catalog), before);
    // Only user parts can be removed.
    QVERIFY(!catalog.removeUserPart(QStringLiteral("gpus"), QStringLiteral("rtx-4090")));
    QCOMPARE(snapshot(catalog), before);
}

void TestCatalog::importAddsAndOverrides()
{
    Catalog catalog;
    QVERIFY(catalog.open(path()));
    QByteArray csv = "part_kind,part_id,amount_minor,currency,price_date,source,estimate\n"
                     "gpu,rtx-5090,289900,USD,2026-11-20,reseller quote,0\n"
                     "cpu,ryzen-9-9950x,399900,CNY,2026-11-20,JD.com listing,0\n";
    Result<ImportSummary> r = catalog.importCsvData(csv, QStringLiteral("prices.csv"));
    QVERIFY_OK(r);
    QCOMPARE(r->kind, QStringLiteral("prices"));
    QCOMPARE(r->inserted, 2);
    QCOMPARE(catalog.price(QStringLiteral("gpu"), QStringLiteral("rtx-5090"), QStringLiteral("USD"))->amountMinor, 289900);
    // The same file again adds nothing.
    r = catalog.importCsvData(csv, QStringLiteral("prices.csv"));
    QVERIFY(r.ok());
    QCOMPARE(r->inserted, 0);
    QCOMPARE(r->unchanged, 2);

    // A history row is the same row when its values are: a rate written with another number of
    // digits, or a row twice in one file, is added once (the import compares against a set of
    // the rows there, read once).
    const QByteArray rates = "currency,per_usd,rate_date,source\n"
                             "CNY,6.70459,2026-10-02,\"ECB euro foreign exchange reference rates of 2026-10-02 (EUR 1 = USD "
                             "1.1225, JPY 176.99, GBP 0.85033, CNY 7.5259), eurofxref-daily.xml as served by the ECB on "
                             "2026-10-03, copied whole into a public GitHub test (CurrencyConverterTest.kt) and USD/JPY/GBP "
                             "confirmed by a second public copy of the same file; per_usd = rate / 1.1225; the newest ECB set "
                             "found in the stored copies searched on 2026-12-02\"\n";
    const Result<ImportSummary> sameRate = catalog.importCsvData(QByteArray(rates).replace("6.70459", "6.704590"),
                                                                 QStringLiteral("rates.csv"));
    QVERIFY_OK(sameRate);
    QCOMPARE(sameRate->inserted, 0);
    QCOMPARE(sameRate->unchanged, 1);
    const QByteArray twice = "part_kind,part_id,amount_minor,currency,price_date,source,estimate\n"
                             "gpu,rtx-5090,279900,USD,2026-11-21,reseller quote,0\n"
                             "gpu,rtx-5090,279900,USD,2026-11-21,reseller quote,0\n"
                             "gpu,rtx-5090,279900,USD,2026-11-21,reseller quote,1\n";
    r = catalog.importCsvData(twice, QStringLiteral("prices.csv"));
    QVERIFY_OK(r);
    QCOMPARE(r->inserted, 2);
    QCOMPARE(r->unchanged, 1);

    // A partial GPU file: changes one shipped value, adds one part; absent columns keep theirs.
    const QByteArray gpus = "id,vendor,name,memory_bytes,memory_bandwidth_bps,bf16_tflops,board_power_w,form_factor,cooling,source,source_date\n"
                            "rtx-4090,NVIDIA,NVIDIA GeForce RTX 4090,25769803776,1008000000000,165.2,425,pcie,open-air,our lab measurement,2026-11-01\n"
                            "lab-card,Acme,Acme Lab Card,34359738368,800000000000,100,250,pcie,blower,datasheet,2026-11-01\n";
    r = catalog.importCsvData(gpus, QStringLiteral("gpus.csv"));
    QVERIFY_OK(r);
    QCOMPARE(r->inserted, 1);
    QCOMPARE(r->updated, 1);
    const TableDef &t = *findTable(QStringLiteral("gpus"));
    const auto row = catalog.row(QStringLiteral("gpus"), QStringLiteral("rtx-4090"));
    QCOMPARE(row->value(t, QStringLiteral("board_power_w")).toInt(), 425);
    QVERIFY(row->changed.contains(QStringLiteral("board_power_w")));
    QVERIFY(row->changed.contains(QStringLiteral("source")));
    QVERIFY(!row->changed.contains(QStringLiteral("memory_bytes")));
    QCOMPARE(row->value(t, QStringLiteral("length_mm")).toInt(), 304); // absent column: shipped value
    QCOMPARE(catalog.row(QStringLiteral("gpus"), QStringLiteral("lab-card"))->origin, QStringLiteral("user"));
}

void TestCatalog::importRejectsAndChangesNothing_data()
{
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("messagePart");

    const QByteArray priceHeader = "part_kind,part_id,amount_minor,currency,price_date,source,estimate\n";
    const QByteArray goodPrice = "gpu,rtx-4090,150000,USD,2026-11-01,quote,0\n";
    QTest::newRow("wrong column count") << priceHeader + goodPrice + "gpu,rtx-4090,150000,USD\n" << 3 << 0
                                        << QStringLiteral("expected 7 fields");
    QTest::newRow("not a number") << priceHeader + goodPrice + "gpu,rtx-4090,cheap,USD,2026-11-01,quote,0\n" << 3 << 3
                                  << QStringLiteral("amount_minor: expected a whole number");
    QTest::newRow("unknown part id") << priceHeader + goodPrice + "gpu,rtx-9999,150000,USD,2026-11-01,quote,0\n" << 3
                                     << 2 << QStringLiteral("unknown gpu id \"rtx-9999\"");
    QTest::newRow("bad date") << priceHeader + "gpu,rtx-4090,150000,USD,2026-13-01,quote,0\n" << 2 << 5
                              << QStringLiteral("YYYY-MM-DD");
    QTest::newRow("bad currency") << priceHeader + "gpu,rtx-4090,150000,dollars,2026-11-01,quote,0\n" << 2 << 4
                                  << QStringLiteral("ISO 4217");
    QTest::newRow("negative memory")
        << QByteArray("id,vendor,name,memory_bytes,memory_bandwidth_bps,bf16_tflops,board_power_w,form_factor,cooling,source,source_date\n"
                      "x1,Acme,X1,-1024,800000000000,100,250,pcie,blower,sheet,2026-11-01\n")
        << 2 << 4 << QStringLiteral("memory_bytes: expected a number ≥ 1");
    // issue 42: 10^20 TFLOPS was taken; the file names the column and the range
    QTest::newRow("absurd TFLOPS")
        << QByteArray("id,vendor,name,memory_bytes,memory_bandwidth_bps,bf16_tflops,board_power_w,form_factor,cooling,source,source_date\n"
                      "x1,Acme,X1,1024,800000000000,1e20,250,pcie,blower,sheet,2026-11-01\n")
        << 2 << 6 << QStringLiteral("bf16_tflops: expected a number from 0.001 to 1000000, got 1e20");
    QTest::newRow("unknown enum")
        << QByteArray("id,vendor,name,memory_bytes,memory_bandwidth_bps,bf16_tflops,board_power_w,form_factor,cooling,source,source_date\n"
                      "x1,Acme,X1,1024,800000000000,100,250,pcie,water,sheet,2026-11-01\n")
        << 2 << 9 << QStringLiteral("expected one of blower");
    QTest::newRow("unknown column") << QByteArray("id,vendor,name,colour\nx,y,z,red\n") << 1 << 4
                                    << QStringLiteral("unknown column \"colour\"");
    QTest::newRow("duplicate id")
        << QByteArray("id,vendor,name,memory_bytes,memory_bandwidth_bps,bf16_tflops,board_power_w,form_factor,cooling,source,source_date\n"
                      "x1,Acme,X1,1024,800000000000,100,250,pcie,blower,sheet,2026-11-01\n"
                      "x1,Acme,X1,1024,800000000000,100,250,pcie,blower,sheet,2026-11-01\n")
        << 3 << 0 << QStringLiteral("appears twice");
    QTest::newRow("unterminated quote") << priceHeader + "gpu,rtx-4090,1,USD,2026-11-01,\"open,0\n" << 2 << 6
                                        << QStringLiteral("not closed");
    QTest::newRow("platform names an unknown GPU")
        << QByteArray("id,name,cooling_class,socket,cpu_sockets,memory_type,memory_channels,memory_slots,gpu_form_factor,"
                      "compatible_gpus,max_gpus,psu_form,psu_bays,base_power_w,source,source_date\n"
                      "p1,P1,rack,SP5,1,ddr5-rdimm,12,12,sxm,h100-sxm-80gb;h900,8,crps,4,400,sheet,2026-11-01\n")
        << 2 << 10 << QStringLiteral("unknown gpus id \"h900\"");
    QTest::newRow("empty file") << QByteArray() << 0 << 0 << QStringLiteral("empty");
    // The issue's price: 2^63 − 1 minor units was accepted and wrapped in price × quantity.
    // Prices are capped at 10^15 minor units, and the message says so.
    QTest::newRow("price beyond the cap") << priceHeader + "gpu,rtx-4090,9223372036854775807,USD,2026-11-01,quote,0\n"
                                          << 2 << 3
                                          << QStringLiteral("amount_minor: expected a number from 0 to 1000000000000000, "
                                                            "got 9223372036854775807");
    QTest::newRow("price just beyond the cap") << priceHeader + "gpu,rtx-4090,1000000000000001,USD,2026-11-01,quote,0\n"
                                               << 2 << 3 << QStringLiteral("from 0 to 1000000000000000");
}

void TestCatalog::importRejectsAndChangesNothing()
{
    QFETCH(QByteArray, csv);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, messagePart);
    Catalog catalog;
    QVERIFY(catalog.open(path()));
    const QByteArray before = snapshot(catalog);
    const Result<ImportSummary> r = catalog.importCsvData(csv, QStringLiteral("in.csv"));
    QVERIFY(!r.ok());
    QVERIFY(!r.diagnostics().empty());
    bool found = false;
    for (const Diagnostic &issue : r.diagnostics()) {
        QCOMPARE(issue.file, QStringLiteral("in.csv"));
        if (issue.line == line && issue.column == column && issue.message.contains(messagePart)) {
            found = true;
        }
    }
    QVERIFY2(found, qPrintable(r.diagnostic().text()));
    QCOMPARE(snapshot(catalog), before);
}

void TestCatalog::exportReimportIsUnchanged()
{
    Catalog catalog;
    QVERIFY(catalog.open(path()));
    QVERIFY(catalog.setValue(QStringLiteral("psus"), catalog.rows(QStringLiteral("psus"))->front().values[0].toString(),
                             QStringLiteral("efficiency"), QStringLiteral("0.9")));
    for (const TableDef &t : catalogTables()) {
        const QString file = m_dir->filePath(t.kind + QStringLiteral(".csv"));
        QVERIFY_OK(catalog.exportCsv(t.kind, file));
        const QByteArray before = snapshot(catalog);
        const Result<ImportSummary> r = catalog.importCsv(file);
        QVERIFY_OK(r);
        QCOMPARE(r->kind, t.kind);
        QCOMPARE(r->inserted, 0);
        QCOMPARE(r->updated, 0);
        QCOMPARE(snapshot(catalog), before);
    }
}

// OWASP CSV injection: a part named =HYPERLINK(…) was exported verbatim and ran as a formula
// in a spreadsheet. Exported text cells starting with = + - @ get a leading apostrophe; the
// import removes it, so export → import changes nothing.
void TestCatalog::exportEscapesFormulasAndImportUndoesIt()
{
    Catalog catalog;
    QVERIFY(catalog.open(path()));
    const QByteArray gpus = "id,vendor,name,memory_bytes,memory_bandwidth_bps,bf16_tflops,board_power_w,form_factor,cooling,"
                            "source,source_date\n"
                            "x1,@Acme,\"=HYPERLINK(\"\"http://evil\"\",\"\"x\"\")\",1024,800000000000,100,250,pcie,blower,"
                            "''+already,2026-11-01\n";
    const Result<ImportSummary> added = catalog.importCsvData(gpus, QStringLiteral("gpus.csv"));
    QVERIFY_OK(added);
    const QString file = m_dir->filePath(QStringLiteral("gpus-export.csv"));
    QVERIFY(catalog.exportCsv(QStringLiteral("gpus"), file));
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray exported = f.readAll();
    QVERIFY2(exported.contains("\"'=HYPERLINK("), exported.constData());
    QVERIFY(exported.contains(",'@Acme,"));
    QVERIFY(exported.contains(",''+already,")); // an apostrophe already there is kept through the round trip
    QVERIFY(!exported.contains(",=HYPERLINK"));
    const QByteArray before = snapshot(catalog);
    const Result<ImportSummary> again = catalog.importCsv(file);
    QVERIFY_OK(again);
    QCOMPARE(again->updated, 0);
    QCOMPARE(snapshot(catalog), before);
}

void TestCatalog::exportIsAtomic()
{
    Catalog catalog;
    QVERIFY(catalog.open(path()));
    // A path in a folder that does not exist fails cleanly and leaves nothing behind.
    const QString bad = m_dir->filePath(QStringLiteral("no/such/dir/gpus.csv"));
    const auto failed = catalog.exportCsv(QStringLiteral("gpus"), bad);
    QVERIFY(!failed);
    QVERIFY(failed.diagnostic().text().contains(bad));
    QVERIFY(!QFile::exists(bad));
    // A refused export does not touch the file already there.
    const QString good = m_dir->filePath(QStringLiteral("gpus.csv"));
    QFile previous(good);
    QVERIFY(previous.open(QIODevice::WriteOnly));
    previous.write("previous content\n");
    previous.close();
    QVERIFY(!catalog.exportCsv(QStringLiteral("nonsense"), good));
    QFile check(good);
    QVERIFY(check.open(QIODevice::ReadOnly));
    QCOMPARE(check.readAll(), QByteArray("previous content\n"));
}

void TestCatalog::exportOnFullDiskKeepsPreviousFile()
{
    // A real full disk: a 64 KiB tmpfs (needs root, as in CI) holding the previous export,
    // then filled up. The new export must fail with the reason, leave the previous file
    // byte for byte, and leave no temporary file behind.
    const SmallDisk disk(m_dir->filePath(QStringLiteral("small-disk")));
    if (!disk.mounted()) {
        QSKIP("cannot mount a small tmpfs here (not root?): the full-disk case runs in CI");
    }
    Catalog catalog;
    QVERIFY(catalog.open(path()));
    const QString target = disk.filePath(QStringLiteral("gpus.csv"));
    QVERIFY(disk.write(QStringLiteral("gpus.csv"), "previous content\n"));
    disk.fill();
    const auto failed = catalog.exportCsv(QStringLiteral("gpus"), target);
    QVERIFY(!failed);
    QCOMPARE(failed.diagnostic().kind, Diagnostic::Kind::Environment);
    QVERIFY2(failed.diagnostic().text().contains(target), qPrintable(failed.diagnostic().text()));
    QVERIFY(failed.diagnostic().message.contains(QStringLiteral("unchanged")));
    QFile check(target);
    QVERIFY(check.open(QIODevice::ReadOnly));
    QCOMPARE(check.readAll(), QByteArray("previous content\n"));
    QCOMPARE(disk.files(), (QStringList { QStringLiteral("filler"), QStringLiteral("gpus.csv") })); // no temporary file
}

void TestCatalog::exportNeverWritesThroughALink()
{
    // Every output goes through writeFileAtomically; the catalog export stands for them here
    // (the CLI's commands: tst_exitcodes outputThroughALinkIsRefused).
    Catalog catalog;
    QVERIFY(catalog.open(path()));
    const QString victim = m_dir->filePath(QStringLiteral("victim.csv"));
    QFile file(victim);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("previous content\n");
    file.close();
    const QString link = m_dir->filePath(QStringLiteral("link.csv"));
    QVERIFY(QFile::link(victim, link));
    auto refused = catalog.exportCsv(QStringLiteral("gpus"), link);
    QVERIFY(!refused);
    QCOMPARE(refused.diagnostic().kind, Diagnostic::Kind::BadInput);
    QCOMPARE(refused.diagnostic().text(),
             link + QStringLiteral(" is a symbolic link; RigPlan does not write through links — name the file itself"));
    QCOMPARE(QFileInfo(link).symLinkTarget(), victim);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("previous content\n"));
    file.close();

    const QString dangling = m_dir->filePath(QStringLiteral("dangling.csv"));
    const QString nowhere = m_dir->filePath(QStringLiteral("nowhere.csv"));
    QVERIFY(QFile::link(nowhere, dangling));
    QVERIFY(!catalog.exportCsv(QStringLiteral("gpus"), dangling));
    QVERIFY(!QFileInfo::exists(nowhere));

    // A FIFO is not replaced by a file; a regular file is, keeping its permissions.
    const QString fifo = m_dir->filePath(QStringLiteral("fifo.csv"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    refused = catalog.exportCsv(QStringLiteral("gpus"), fifo);
    QVERIFY(!refused);
    QCOMPARE(refused.diagnostic().kind, Diagnostic::Kind::Environment);
    QVERIFY(QFileInfo(fifo).exists() && !QFileInfo(fifo).isFile());
    const QFileDevice::Permissions kept = QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup;
    QVERIFY(QFile::setPermissions(victim, kept));
    QVERIFY_OK(catalog.exportCsv(QStringLiteral("gpus"), victim));
    QCOMPARE(QFile::permissions(victim) & ~(QFileDevice::ReadUser | QFileDevice::WriteUser | QFileDevice::ExeUser), kept);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().startsWith("id,"));
    QCOMPARE(QDir(m_dir->path()).entryList({QStringLiteral("victim.csv*")}, QDir::Files | QDir::Hidden),
             QStringList{QStringLiteral("victim.csv")});
}

void TestCatalog::refusesBadFiles_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("messagePart");

    QTest::newRow("random bytes") << QByteArray(4096, '\x5a') << int(Diagnostic::Cause::Corrupt)
                                  << QStringLiteral("not an SQLite database");
    QTest::newRow("truncated header") << QByteArray("SQLite format 3") << int(Diagnostic::Cause::Corrupt)
                                      << QStringLiteral("truncated");
    QTest::newRow("text file") << QByteArray("id,name\nrtx-4090,RTX\n") << int(Diagnostic::Cause::Corrupt)
                               << QStringLiteral("not an SQLite database");
}

void TestCatalog::refusesBadFiles()
{
    QFETCH(QByteArray, content);
    QFETCH(int, kind);
    QFETCH(QString, messagePart);
    QFile f(path());
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
    f.close();
    Catalog catalog;
    const auto refused = catalog.open(path());
    QVERIFY(!refused);
    QCOMPARE(int(refused.diagnostic().cause), kind);
    QCOMPARE(refused.diagnostic().kind, Diagnostic::Kind::Environment);
    QVERIFY2(refused.diagnostic().message.contains(messagePart), qPrintable(refused.diagnostic().text()));
    QVERIFY(refused.diagnostic().message.contains(path()));
    // The bad file is left as it was for the user to inspect.
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), content);
}

void TestCatalog::readOnlyCatalog()
{
    {
        Catalog catalog;
        QVERIFY(catalog.open(path()));
    }
    // A future schema version is refused, not misread.
    rawExec(path(), QStringLiteral("UPDATE meta SET value = '99' WHERE key = 'schema_version'"));
    {
        Catalog catalog;
        const auto refused = catalog.open(path());
        QVERIFY(!refused);
        QCOMPARE(refused.diagnostic().cause, Diagnostic::Cause::TooNew);
        QVERIFY2(refused.diagnostic().message.contains(QStringLiteral("schema version 99")), qPrintable(refused.diagnostic().text()));
    }
    rawExec(path(), QStringLiteral("UPDATE meta SET value = '%1' WHERE key = 'schema_version'").arg(Catalog::kSchemaVersion));

    // root ignores file permissions, so the read-only mode is asked for explicitly too.
    QFile::setPermissions(path(), QFileDevice::ReadOwner | QFileDevice::ReadGroup);
    Catalog catalog;
    QVERIFY_OK(catalog.open(path(), Catalog::Mode::ReadOnly));
    QVERIFY(catalog.isReadOnly());
    QVERIFY(catalog.rows(QStringLiteral("gpus"))->size() >= 26);
    const QByteArray before = snapshot(catalog);
    const Result<ImportSummary> r = catalog.importCsvData("part_kind,part_id,amount_minor,currency,price_date,source,"
                                                          "estimate\ngpu,rtx-4090,1,USD,2026-11-01,x,0\n",
                                                          QStringLiteral("p.csv"));
    QVERIFY(!r.ok());
    QVERIFY2(r.diagnostic().message.contains(QStringLiteral("read-only")), qPrintable(r.diagnostic().text()));
    const auto refused = catalog.setPrice(QStringLiteral("gpu"), QStringLiteral("rtx-4090"), 1, QStringLiteral("USD"),
                                          QStringLiteral("2026-11-01"), QStringLiteral("x"));
    QVERIFY(!refused);
    QCOMPARE(refused.diagnostic().cause, Diagnostic::Cause::ReadOnly);
    QCOMPARE(snapshot(catalog), before);
    QFile::setPermissions(path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner);
}

void TestCatalog::readOnlyMedia()
{
    // A catalog on a read-only file system: no -shm can be made beside it, which WAL needs
    // even to read. Root writes through chmod, so the folder is a tmpfs remounted read-only in
    // a private mount namespace, and this test function runs again inside it
    // (RIGPLAN_RO_CATALOG names the file there).
    const QString inside = qEnvironmentVariable("RIGPLAN_RO_CATALOG");
    if (!inside.isEmpty()) {
        QVERIFY(!QFileInfo(QFileInfo(inside).absolutePath()).isWritable());
        Catalog catalog;
        QVERIFY_OK(catalog.open(inside));
        QVERIFY(catalog.isReadOnly());
        QVERIFY(catalog.openReport().readOnlyMedia);
        QVERIFY(catalog.rows(QStringLiteral("gpus"))->size() >= 26);
        QVERIFY(catalog.snapshot(QStringLiteral("USD")).ok());
        const Result<ImportSummary> r = catalog.importCsvData("part_kind,part_id,amount_minor,currency,price_date,"
                                                              "source,estimate\ngpu,rtx-4090,1,USD,2026-11-01,x,0\n",
                                                              QStringLiteral("p.csv"));
        QVERIFY(!r.ok());
        QVERIFY2(r.diagnostic().message.contains(QStringLiteral("read-only")), qPrintable(r.diagnostic().text()));
        QVERIFY(!QFile::exists(inside + QStringLiteral("-shm")));
        // A copy whose last transactions are still in its -wal: immutable would ignore them,
        // so it is refused as read-only with what to do, not as a failed integrity check.
        Catalog withWal;
        const auto refused = withWal.open(QFileInfo(inside).absolutePath() + QStringLiteral("/wal/catalog.sqlite"));
        QVERIFY(!refused);
        QCOMPARE(refused.diagnostic().cause, Diagnostic::Cause::ReadOnly);
        QVERIFY2(refused.diagnostic().message.contains(QStringLiteral("-wal")), qPrintable(refused.diagnostic().text()));
        return;
    }
    {
        Catalog catalog;
        QVERIFY(catalog.open(path()));
    }
    // The -wal copy: taken while a connection that does not checkpoint still has the file open.
    const QString walDir = m_dir->filePath(QStringLiteral("wal"));
    QVERIFY(QDir().mkpath(walDir));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("wal-writer"));
        db.setDatabaseName(path());
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("PRAGMA wal_autocheckpoint=0")));
        QVERIFY(q.exec(QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES ('note', 'in the wal only')")));
        QVERIFY(QFileInfo(path() + QStringLiteral("-wal")).size() > 0);
        QVERIFY(QFile::copy(path(), walDir + QStringLiteral("/catalog.sqlite")));
        QVERIFY(QFile::copy(path() + QStringLiteral("-wal"), walDir + QStringLiteral("/catalog.sqlite-wal")));
        q.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("wal-writer"));
    const QString mount = m_dir->filePath(QStringLiteral("ro"));
    QVERIFY(QDir().mkpath(mount));
    const QString script = QStringLiteral("mount -t tmpfs tmpfs \"$1\" && cp \"$2\" \"$1/\" && cp -r \"$4\" \"$1/\" && mount -o remount,ro \"$1\" "
                                          "|| exit 97; RIGPLAN_RO_CATALOG=\"$1/catalog.sqlite\" exec \"$3\" readOnlyMedia");
    const QStringList shellArgs{QStringLiteral("-c"), script, QStringLiteral("sh"), mount, path(),
                                QCoreApplication::applicationFilePath(), walDir};
    // A user namespace where this user is root (works unprivileged where the kernel allows
    // it), else, as root, a mount namespace.
    const QList<QStringList> ways{{QStringLiteral("-rm"), QStringLiteral("sh")}, {QStringLiteral("-m"), QStringLiteral("sh")}};
    for (const QStringList &way : ways) {
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(QStringLiteral("unshare"), way + shellArgs);
        if (!p.waitForFinished(60000)) {
            p.kill();
            p.waitForFinished();
            QFAIL("the read-only run did not finish");
        }
        const QByteArray output = p.readAll();
        if (p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0) {
            QVERIFY2(output.contains("PASS   : TestCatalog::readOnlyMedia()"), output.constData());
            return;
        }
        if (p.error() != QProcess::FailedToStart && p.exitCode() != 97 && p.exitCode() != 1) {
            QFAIL(output.constData()); // the run inside the namespace failed
        }
        if (p.exitCode() == 1 && output.contains("FAIL!")) {
            QFAIL(output.constData());
        }
    }
    QSKIP("no mount namespace here (unshare -rm and unshare -m both refused): a read-only file system cannot be "
          "made for the test; CI runs it as root");
}

void TestCatalog::refusedFilesAreUntouched_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("foreign SQLite file") << QStringLiteral("foreign");
    QTest::newRow("newer schema") << QStringLiteral("newer");
}

void TestCatalog::refusedFilesAreUntouched()
{
    // A file RigPlan refuses is not switched to WAL or written in any way: its bytes stay
    // and no -wal / -shm appears beside it.
    QFETCH(QString, kind);
    if (kind == QLatin1String("foreign")) {
        rawExec(path(), QStringLiteral("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)"));
        rawExec(path(), QStringLiteral("INSERT INTO notes (text) VALUES ('someone else''s data')"));
    } else {
        {
            Catalog catalog;
            QVERIFY(catalog.open(path()));
        }
        rawExec(path(), QStringLiteral("UPDATE meta SET value = '99' WHERE key = 'schema_version'"));
        rawExec(path(), QStringLiteral("PRAGMA journal_mode=DELETE")); // as a newer RigPlan might leave it
    }
    QVERIFY(!QFile::exists(path() + QStringLiteral("-wal")));
    QFile f(path());
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray before = f.readAll();
    f.close();
    const QDateTime modified = QFileInfo(path()).lastModified();

    Catalog catalog;
    const auto refused = catalog.open(path());
    QVERIFY(!refused);
    QCOMPARE(refused.diagnostic().cause, kind == QLatin1String("foreign") ? Diagnostic::Cause::Corrupt : Diagnostic::Cause::TooNew);
    catalog.close();
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), before);
    QCOMPARE(QFileInfo(path()).lastModified(), modified);
    QVERIFY(!QFile::exists(path() + QStringLiteral("-wal")));
    QVERIFY(!QFile::exists(path() + QStringLiteral("-shm")));
}

void TestCatalog::lockedCatalog()
{
    {
        Catalog catalog;
        QVERIFY(catalog.open(path()));
    }
    // Another process holds the write lock: our write waits, then fails with a clear message.
    QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other-process"));
    other.setDatabaseName(path());
    QVERIFY(other.open());
    QSqlQuery lock(other);
    QVERIFY(lock.exec(QStringLiteral("BEGIN IMMEDIATE")));

    Catalog catalog;
    catalog.setLockWait(200);
    QVERIFY(catalog.open(path()));
    const auto refused = catalog.setPrice(QStringLiteral("gpu"), QStringLiteral("rtx-4090"), 1, QStringLiteral("USD"),
                                          QStringLiteral("2026-11-01"), QStringLiteral("x"));
    QVERIFY(!refused);
    QCOMPARE(refused.diagnostic().cause, Diagnostic::Cause::Locked);
    QVERIFY2(refused.diagnostic().message.contains(QStringLiteral("locked by another process")), qPrintable(refused.diagnostic().text()));
    // Reading still works while the other writer holds its lock (WAL).
    QVERIFY(catalog.rows(QStringLiteral("gpus")).has_value());

    QVERIFY(lock.exec(QStringLiteral("ROLLBACK")));
    lock.finish();
    other.close();
    other = QSqlDatabase();
    QSqlDatabase::removeDatabase(QStringLiteral("other-process"));
    // Once released, the same write goes through.
    QVERIFY_OK(catalog.setPrice(QStringLiteral("gpu"), QStringLiteral("rtx-4090"), 1, QStringLiteral("USD"),
                              QStringLiteral("2026-11-01"), QStringLiteral("x")));
}

namespace {

// Another process's write transaction on `path`, held for `holdMs` from a thread of its own
// (its own connection), as a long import in another process would hold it.
class LockHolder {
public:
    LockHolder(const QString &path, int holdMs)
        : m_thread([this, path, holdMs] { hold(path, holdMs); })
    {
        while (!m_locked) {
            QThread::msleep(5);
        }
    }
    ~LockHolder() { m_thread.join(); }
    LockHolder(const LockHolder &) = delete;
    LockHolder &operator=(const LockHolder &) = delete;

private:
    void hold(const QString &path, int holdMs)
    {
        const QString name = QStringLiteral("holder-%1").arg(holdMs);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(path);
            db.open();
            QSqlQuery q(db);
            q.exec(QStringLiteral("BEGIN IMMEDIATE"));
            m_locked = true;
            QThread::msleep(holdMs);
            q.exec(QStringLiteral("ROLLBACK"));
            q.finish();
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }
    std::atomic<bool> m_locked{false};
    std::thread m_thread;
};

} // namespace

void TestCatalog::busyCatalogIsWaitedFor()
{
    {
        Catalog catalog;
        QVERIFY(catalog.open(path()));
    }
    const auto setPrice = [](Catalog &catalog) {
        return catalog.setPrice(QStringLiteral("gpu"), QStringLiteral("rtx-4090"), 1, QStringLiteral("USD"),
                                QStringLiteral("2026-11-01"), QStringLiteral("x"));
    };
    // A holder that keeps the lock longer than one try (scaled down: tries of 200 ms, in use
    // 5 s; the holder 1.2 s, in use any time up to 30 s): the write tries again and goes through.
    {
        Catalog catalog;
        catalog.setLockWait(10'000, 200);
        QVERIFY(catalog.open(path()));
        QElapsedTimer waited;
        const LockHolder holder(path(), 1200);
        waited.start();
        QVERIFY_OK(setPrice(catalog));
        QVERIFY2(waited.elapsed() >= 1000, qPrintable(QString::number(waited.elapsed())));
    }
    // Past the limit: the catalog's failure (3) saying how long it waited, about the limit.
    {
        Catalog catalog;
        catalog.setLockWait(700, 200);
        QVERIFY(catalog.open(path()));
        QElapsedTimer waited;
        const LockHolder holder(path(), 2000);
        waited.start();
        const auto refused = setPrice(catalog);
        const qint64 elapsed = waited.elapsed();
        QVERIFY(!refused);
        QCOMPARE(refused.diagnostic().cause, Diagnostic::Cause::Locked);
        QCOMPARE(exitCodeFor(refused.diagnostics()), 3);
        static const QRegularExpression waitedAboutTheLimit(QStringLiteral("locked by another process \\(waited 0\\.[78] s\\)"));
        QVERIFY2(refused.diagnostic().message.contains(waitedAboutTheLimit), qPrintable(refused.diagnostic().text()));
        QVERIFY2(elapsed >= 650 && elapsed < 1500, qPrintable(QString::number(elapsed)));
    }
}

void TestCatalog::priceConversion()
{
    Catalog catalog;
    QVERIFY(catalog.open(path()));
    // Hand-set rates so the arithmetic is checkable: 1 USD = 7.0 CNY = 150 JPY.
    const QByteArray rates = "currency,per_usd,rate_date,source\n"
                             "CNY,7.0,2099-01-01,test\n"
                             "JPY,150,2099-01-01,test\n";
    QVERIFY(catalog.importCsvData(rates, QStringLiteral("rates.csv")).ok());
    QVERIFY(catalog.setPrice(QStringLiteral("gpu"), QStringLiteral("rtx-4090"), 159900, QStringLiteral("USD"),
                             QStringLiteral("2099-01-01"), QStringLiteral("test")));
    const auto cny = catalog.price(QStringLiteral("gpu"), QStringLiteral("rtx-4090"), QStringLiteral("CNY"));
    QVERIFY(cny);
    QCOMPARE(cny->amountMinor, Q_INT64_C(1119300)); // 1599.00 USD × 7 = 11193.00 CNY
    QVERIFY(cny->converted);
    const auto jpy = catalog.price(QStringLiteral("gpu"), QStringLiteral("rtx-4090"), QStringLiteral("JPY"));
    QCOMPARE(jpy->amountMinor, Q_INT64_C(239850)); // yen have no minor unit: 1599 × 150
    QVERIFY(!catalog.price(QStringLiteral("gpu"), QStringLiteral("rtx-4090"), QStringLiteral("XAU")));
}

void TestCatalog::snapshotQueriesDoNotGrowWithParts()
{
    // Issue 47: a distributor's catalog is 10-100x the shipped one; the snapshot reads each
    // table with one query (the prices too), so the statements it runs do not grow with parts.
    const auto statementsOfSnapshot = [&] {
        Catalog catalog;
        if (!catalog.open(path())) {
            return -1;
        }
        std::size_t gpus = 0;
        const int statements = statementsRun([&] {
            const auto snap = catalog.snapshot(QStringLiteral("CNY"));
            gpus = snap ? snap->gpus.size() : 0;
        });
        return gpus > 0 ? statements : -1;
    };
    {
        Catalog fresh;
        QVERIFY_OK(fresh.open(path()));
    }
    const int shipped = statementsOfSnapshot();
    QVERIFY(shipped > 0);
    QVERIFY(rigplan::testing::multiplyParts(path(), 9));
    const int tenfold = statementsOfSnapshot();
    QCOMPARE(tenfold, shipped);
    qInfo("a snapshot runs %d SQL statements, with the shipped parts and with ten times as many", shipped);
    QVERIFY2(shipped <= 40, qPrintable(QStringLiteral("%1 statements").arg(shipped)));
}

void TestCatalog::priceBookAgreesWithPrice()
{
    // The snapshot's one-query prices are what price() says part by part: the user's price
    // over the shipped one, the plan's currency first, the newest date, the rate conversion,
    // a price beyond the cap or without a rate left out.
    Catalog catalog;
    QVERIFY_OK(catalog.open(path()));
    QVERIFY(catalog.importCsvData("currency,per_usd,rate_date,source\nCNY,7.0,2099-01-01,test\nJPY,150,2099-01-01,test\n",
                                  QStringLiteral("rates.csv"))
                .ok());
    QVERIFY(catalog.setPrice(QStringLiteral("gpu"), QStringLiteral("rtx-4090"), 1119300, QStringLiteral("CNY"),
                             QStringLiteral("2099-01-02"), QStringLiteral("test")));
    // Rows the import refuses, as a file edited outside RigPlan holds them: no rate, beyond the cap.
    rawExec(path(), QStringLiteral("INSERT INTO prices (part_kind, part_id, amount_minor, currency, price_date, source, estimate, origin) "
                                   "VALUES ('cpu', 'ryzen-9-9950x', 99, 'XAU', '2099-01-02', 'no rate', 0, 'user'), "
                                   "('nic', (SELECT MIN(id) FROM nics), 9223372036854775807, 'USD', '2099-01-02', 'cap', 0, 'user')"));
    for (const QString &currency : {QStringLiteral("USD"), QStringLiteral("CNY"), QStringLiteral("JPY"), QStringLiteral("EUR")}) {
        const auto book = catalog.priceBook(currency);
        QVERIFY_OK(book);
        int compared = 0;
        for (const QString &kind : {QStringLiteral("gpus"), QStringLiteral("cpus"), QStringLiteral("memory"), QStringLiteral("storage"),
                                    QStringLiteral("psus"), QStringLiteral("platforms"), QStringLiteral("nics"), QStringLiteral("coolers"),
                                    QStringLiteral("bridges")}) {
            const auto rows = catalog.rows(kind);
            QVERIFY_OK(rows);
            const TableDef &table = *findTable(kind);
            for (const CatalogRow &row : *rows) {
                const QString id = row.value(table, QStringLiteral("id")).toString();
                const QString partKind = kind == QLatin1String("memory") || kind == QLatin1String("storage") ? kind : kind.chopped(1);
                const auto one = catalog.price(partKind, id, currency);
                const auto inBook = book->constFind(Catalog::priceBookKey(partKind, id));
                QCOMPARE(inBook != book->cend(), one.ok());
                if (one) {
                    QVERIFY2(inBook->amountMinor == one->amountMinor, qPrintable(QStringLiteral("%1 %2 %3: %4 vs %5").arg(partKind, id, currency).arg(inBook->amountMinor).arg(one->amountMinor)));
                    QCOMPARE(inBook->currency, one->currency);
                    QCOMPARE(inBook->date, one->date);
                    QCOMPARE(inBook->userSet, one->userSet);
                    QCOMPARE(inBook->converted, one->converted);
                    ++compared;
                }
            }
        }
        QVERIFY2(compared > 100, qPrintable(currency));
    }
}

void TestCatalog::missingTableIsAnEnvironmentFailure_data()
{
    // A table dropped from the file: every read that needs it fails as the catalog's failure
    // (Environment), never as an empty result or as a problem of the caller's input.
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("read");
    QTest::newRow("gpus: gpus()") << QStringLiteral("gpus") << QStringLiteral("gpus");
    QTest::newRow("gpus: rows()") << QStringLiteral("gpus") << QStringLiteral("rows");
    QTest::newRow("gpus: snapshot()") << QStringLiteral("gpus") << QStringLiteral("snapshot");
    QTest::newRow("platforms: snapshot()") << QStringLiteral("platforms") << QStringLiteral("snapshot");
    QTest::newRow("prices: snapshot()") << QStringLiteral("prices") << QStringLiteral("snapshot");
    QTest::newRow("gpus: exportCsv()") << QStringLiteral("gpus") << QStringLiteral("export");
    QTest::newRow("models: readModels()") << QStringLiteral("models") << QStringLiteral("models");
    QTest::newRow("gpus: import") << QStringLiteral("gpus") << QStringLiteral("import");
    QTest::newRow("gpus: import of a platform") << QStringLiteral("gpus") << QStringLiteral("import-reference");
}

void TestCatalog::missingTableIsAnEnvironmentFailure()
{
    QFETCH(QString, table);
    QFETCH(QString, read);
    {
        Catalog fresh;
        QVERIFY(fresh.open(path()));
    }
    rawExec(path(), QStringLiteral("DROP TABLE %1").arg(table));
    Catalog catalog;
    QVERIFY_OK(catalog.open(path())); // the schema check does not read every table

    Diagnostics diagnostics;
    const auto collect = [&](const Diagnostics &list) { diagnostics = list; };
    if (read == QLatin1String("gpus")) {
        const auto r = catalog.gpus();
        QVERIFY(!r.ok());
        collect(r.diagnostics());
    } else if (read == QLatin1String("rows")) {
        const auto r = catalog.rows(table);
        QVERIFY(!r.ok());
        collect(r.diagnostics());
    } else if (read == QLatin1String("snapshot")) {
        const auto r = catalog.snapshot(QStringLiteral("USD"));
        QVERIFY(!r.ok());
        collect(r.diagnostics());
    } else if (read == QLatin1String("export")) {
        const QString target = m_dir->filePath(QStringLiteral("out.csv"));
        const auto r = catalog.exportCsv(table, target);
        QVERIFY(!r.ok());
        QVERIFY(!QFile::exists(target));
        collect(r.diagnostics());
    } else if (read == QLatin1String("models")) {
        const auto r = catalog.readModels();
        QVERIFY(!r.ok());
        collect(r.diagnostics());
    } else if (read == QLatin1String("import")) {
        const auto r = catalog.importCsvData("id,name\nrtx-4090,renamed\n", QStringLiteral("in.csv"));
        QVERIFY(!r.ok());
        collect(r.diagnostics());
    } else {
        // A new platform names GPUs: the reference check cannot read them.
        const auto platforms = catalog.rows(QStringLiteral("platforms"));
        QVERIFY(platforms.ok() && !platforms->empty());
        const TableDef &t = *findTable(QStringLiteral("platforms"));
        QStringList fields;
        for (std::size_t c = 0; c < t.columns.size(); ++c) {
            fields.append(fieldText(t.columns[c], platforms->front().values[c]));
        }
        fields[0] = QStringLiteral("new-platform");
        fields[t.columnIndex(QStringLiteral("compatible_gpus"))] = QStringLiteral("rtx-4090");
        const QByteArray csv = writeCsvLine(t.columnNames()) + writeCsvLine(fields);
        const auto r = catalog.importCsvData(csv, QStringLiteral("in.csv"));
        QVERIFY(!r.ok());
        collect(r.diagnostics());
    }
    QVERIFY(!diagnostics.empty());
    for (const Diagnostic &d : diagnostics) {
        QVERIFY2(d.kind == Diagnostic::Kind::Environment, qPrintable(d.text()));
        QVERIFY2(d.text().contains(QStringLiteral("no such table: ") + table), qPrintable(d.text()));
    }
    QCOMPARE(exitCodeFor(diagnostics), 3);
}

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
