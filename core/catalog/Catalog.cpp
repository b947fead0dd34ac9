// SPDX-License-Identifier: GPL-3.0-or-later
// Catalog: the database and its schema — opening, the classification of SQLite errors,
// schema creation, migrations and the shipped seed. Reads are in CatalogRead.cpp, the CSV
// import and field validation in CatalogImport.cpp, the user's edits in CatalogEdits.cpp,
// the planner's snapshot in CatalogSnapshot.cpp.
#include "catalog/Catalog.h"

#include "SeedHash.h" // generated: RIGPLAN_SEED_FILES_SHA256

#include "catalog/Csv.h"

#include <QAtomicInt>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUrl>

namespace rigplan {

namespace {

const QString kShipped = QStringLiteral("shipped");
const QString kSeedDir = QStringLiteral(":/catalog/seed");

QAtomicInt g_connectionCounter;

// SQLite's primary result code from a driver error (the driver reports extended codes).
int sqliteCode(const QSqlError &error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    return ok ? (code & 0xff) : -1;
}

QString sqlTableDefinition(const TableDef &table)
{
    QStringList parts;
    if (!table.keyed) {
        parts.append(QStringLiteral("row_id INTEGER PRIMARY KEY"));
    }
    for (const ColumnDef &c : table.columns) {
        QString def = c.name + QLatin1Char(' ') + c.sqlType();
        if (table.keyed && c.name == QLatin1String("id")) {
            def += QStringLiteral(" PRIMARY KEY NOT NULL");
        } else if (c.required) {
            def += QStringLiteral(" NOT NULL");
        }
        parts.append(def);
    }
    parts.append(QStringLiteral("origin TEXT NOT NULL CHECK (origin IN ('shipped', 'user'))"));
    return QStringLiteral("CREATE TABLE %1 (%2)").arg(table.table, parts.join(QStringLiteral(", ")));
}

// The seed files that feed a table ("prices*.csv" may be several files).
QStringList seedFilesFor(const TableDef &table)
{
    if (table.seedFile.isEmpty()) {
        return {};
    }
    QDir dir(kSeedDir);
    QStringList files = dir.entryList({table.seedFile}, QDir::Files, QDir::Name);
    for (QString &f : files) {
        f = dir.filePath(f);
    }
    return files;
}

} // namespace

Catalog::Catalog()
    : m_connection(QStringLiteral("rigplan-catalog-%1").arg(g_connectionCounter.fetchAndAddRelaxed(1)))
{
}

Catalog::~Catalog()
{
    close();
}

QSqlDatabase Catalog::db() const
{
    return QSqlDatabase::database(m_connection, false);
}

bool Catalog::isOpen() const
{
    return QSqlDatabase::contains(m_connection) && db().isOpen();
}

void Catalog::close()
{
    if (QSqlDatabase::contains(m_connection)) {
        {
            QSqlDatabase d = db();
            if (d.isOpen()) {
                d.close();
            }
        }
        QSqlDatabase::removeDatabase(m_connection);
    }
}

bool Catalog::fail(ErrorKind kind, const QString &message) const
{
    m_errorKind = kind;
    // The message names the catalog itself where it matters, so `file` stays empty.
    m_lastError = kind == ErrorKind::BadInput ? Diagnostic::badInput(QString(), message)
                                              : Diagnostic::environment(message);
    switch (kind) {
    case ErrorKind::Locked: m_lastError.cause = Diagnostic::Cause::Locked; break;
    case ErrorKind::ReadOnly: m_lastError.cause = Diagnostic::Cause::ReadOnly; break;
    case ErrorKind::Corrupt: m_lastError.cause = Diagnostic::Cause::Corrupt; break;
    case ErrorKind::TooNew: m_lastError.cause = Diagnostic::Cause::TooNew; break;
    case ErrorKind::None:
    case ErrorKind::Io:
    case ErrorKind::BadInput: break;
    }
    return false;
}

bool Catalog::failInternal(const QString &message) const
{
    m_errorKind = ErrorKind::Io;
    m_lastError = Diagnostic::internal(message);
    return false;
}

bool Catalog::classifySqlError(const QString &what, const QSqlError &error, qint64 waitedMs) const
{
    const int code = sqliteCode(error);
    const QString detail = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    switch (code) {
    case 5: // SQLITE_BUSY
    case 6: // SQLITE_LOCKED
        return fail(ErrorKind::Locked, QStringLiteral("catalog %1 is locked by another process (waited %2 s): %3 failed")
                                           .arg(m_path)
                                           .arg(double(waitedMs > 0 ? waitedMs : busyTimeoutMs()) / 1000.0, 0, 'f', 1)
                                           .arg(what));
    case 8: // SQLITE_READONLY
        return fail(ErrorKind::ReadOnly,
                    QStringLiteral("catalog %1 is read-only: %2 failed (%3)").arg(m_path, what, detail));
    case 11: // SQLITE_CORRUPT
    case 26: // SQLITE_NOTADB
        return fail(ErrorKind::Corrupt,
                    QStringLiteral("catalog %1 is corrupt or not an SQLite database (%2); move it aside to start "
                                   "a fresh catalog, or restore a backup")
                        .arg(m_path, detail));
    case 13: // SQLITE_FULL
        return fail(ErrorKind::Io, QStringLiteral("catalog %1: the disk is full: %2 failed").arg(m_path, what));
    default:
        return fail(ErrorKind::Io, QStringLiteral("catalog %1: %2 failed: %3").arg(m_path, what, detail));
    }
}

bool Catalog::exec(const QString &sql) const
{
    QSqlQuery q(db());
    if (!q.exec(sql)) {
        return classifySqlError(sql.section(QLatin1Char(' '), 0, 2), q.lastError());
    }
    return true;
}

WriteTransaction Catalog::beginWrite()
{
    if (m_readOnly) {
        fail(ErrorKind::ReadOnly, QStringLiteral("catalog %1 is open read-only: nothing was changed").arg(m_path));
        return WriteTransaction(m_lastError);
    }
    return WriteTransaction(
        db(),
        [this](const QString &statement, const QSqlError &error, qint64 waitedMs) {
            classifySqlError(statement, error, waitedMs);
            return m_lastError;
        },
        {m_lockWaitMs, busyTimeoutMs()});
}

QString Catalog::defaultPath()
{
    const QString env = qEnvironmentVariable("RIGPLAN_CATALOG");
    if (!env.isEmpty()) {
        return env;
    }
    QString dir = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    if (dir.isEmpty()) {
        dir = QDir::homePath() + QStringLiteral("/.local/share");
    }
    return dir + QStringLiteral("/RigPlan/catalog.sqlite");
}

QByteArray Catalog::shippedSeedHash()
{
    // The seed files' digest is taken at build time (core/seed_hash.cmake): hashing the
    // compiled-in files here cost every CLI call about a tenth of its time.
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(QByteArrayLiteral(RIGPLAN_SEED_FILES_SHA256));
    // The schema is part of what a seed means: a new column reseeds.
    hash.addData(QByteArray::number(kSchemaVersion));
    return hash.result().toHex();
}

Result<void> Catalog::outcome(bool ok) const
{
    if (ok) {
        return {};
    }
    return m_lastError;
}

Result<void> Catalog::open(const QString &path, Mode mode)
{
    if (!openDatabase(path, mode)) {
        return m_lastError;
    }
    return {};
}

bool Catalog::openDatabase(const QString &path, Mode mode)
{
    close();
    m_lastError = {};
    m_errorKind = ErrorKind::None;
    m_openReport = {};
    m_path = path;

    const QFileInfo info(path);
    const bool exists = info.exists();
    m_readOnly = mode == Mode::ReadOnly;
    bool immutable = false;
    bool unreadableWal = false; // read-only media with transactions in a -wal beside the file
    if (exists) {
        if (!info.isFile()) {
            return fail(ErrorKind::Io, QStringLiteral("catalog %1 is not a file").arg(path));
        }
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            return fail(ErrorKind::Io, QStringLiteral("catalog %1 cannot be read: %2").arg(path, f.errorString()));
        }
        const QByteArray header = f.read(100);
        if (!header.isEmpty() && (header.size() < 100 || !header.startsWith("SQLite format 3"))) {
            return fail(ErrorKind::Corrupt,
                        QStringLiteral("catalog %1 is not an SQLite database (%2); move it aside to start a fresh "
                                       "catalog, or restore a backup")
                            .arg(path, header.size() < 100 ? QStringLiteral("truncated header")
                                                           : QStringLiteral("wrong header")));
        }
        // A file we cannot write, or a folder where SQLite cannot put its WAL, is read-only.
        const bool folderWritable = QFileInfo(info.absolutePath()).isWritable();
        if (!info.isWritable() || !folderWritable) {
            m_readOnly = true;
        }
        // Read-only media (a CD, a read-only mount, a folder without write permission): a WAL
        // database needs its -shm file beside it even to read, and none can be made there.
        // Nobody can write the file through SQLite without that folder either, so it is opened
        // as immutable (no locks, no -shm). Not when a -wal file with content is there: its
        // transactions would be ignored, so the normal read-only open reads them or fails.
        const QFileInfo wal(path + QStringLiteral("-wal"));
        unreadableWal = !folderWritable && wal.exists() && wal.size() > 0;
        immutable = !folderWritable && !unreadableWal;
        m_openReport.readOnlyMedia = immutable;
    }
    if (!exists) {
        if (m_readOnly) {
            return fail(ErrorKind::Io, QStringLiteral("catalog %1 does not exist").arg(path));
        }
        if (!QDir().mkpath(info.absolutePath())) {
            return fail(ErrorKind::Io, QStringLiteral("cannot create the folder %1 for the catalog").arg(info.absolutePath()));
        }
    }

    {
        QSqlDatabase d = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
        QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(busyTimeoutMs());
        if (immutable) {
            d.setDatabaseName(QUrl::fromLocalFile(info.absoluteFilePath()).toString(QUrl::FullyEncoded)
                              + QStringLiteral("?immutable=1"));
            options += QStringLiteral(";QSQLITE_OPEN_URI");
        } else {
            d.setDatabaseName(path);
        }
        if (m_readOnly) {
            options += QStringLiteral(";QSQLITE_OPEN_READONLY");
        }
        d.setConnectOptions(options);
        if (!d.open()) {
            return classifySqlError(QStringLiteral("opening"), d.lastError());
        }
    }

    {
        QSqlQuery q(db());
        if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next()) {
            if (unreadableWal) {
                return fail(ErrorKind::ReadOnly,
                            QStringLiteral("catalog %1 is read-only and its last changes are in %1-wal, which SQLite "
                                           "cannot read without a -shm file beside it: copy both files to a writable "
                                           "folder and open the copy")
                                .arg(path));
            }
            return classifySqlError(QStringLiteral("the integrity check"), q.lastError());
        }
        if (q.value(0).toString() != QLatin1String("ok")) {
            return fail(ErrorKind::Corrupt,
                        QStringLiteral("catalog %1 is damaged (integrity check: %2); move it aside to start a fresh "
                                       "catalog, or restore a backup")
                            .arg(path, q.value(0).toString()));
        }
    }

    // Which tables are there? An empty file is new; tables without our meta table are not ours.
    QSqlQuery q(db());
    if (!q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'"))) {
        return classifySqlError(QStringLiteral("reading the schema"), q.lastError());
    }
    QStringList tables;
    while (q.next()) {
        tables.append(q.value(0).toString());
    }
    int version = 0;
    if (!tables.isEmpty()) {
        if (!tables.contains(QStringLiteral("meta"))) {
            return fail(ErrorKind::Corrupt,
                        QStringLiteral("%1 is an SQLite database but not a RigPlan catalog (no meta table)").arg(path));
        }
        version = schemaVersion();
        if (version <= 0) {
            return fail(ErrorKind::Corrupt, QStringLiteral("catalog %1 has no schema version").arg(path));
        }
    }
    m_openReport.schemaFrom = version;
    if (version > kSchemaVersion) {
        return fail(ErrorKind::TooNew,
                    QStringLiteral("catalog %1 has schema version %2, but this RigPlan understands versions up to %3: "
                                   "use a newer RigPlan, or a different --catalog")
                        .arg(path)
                        .arg(version)
                        .arg(kSchemaVersion));
    }
    // Only now, known to be a catalog of a version this build reads (or a new file), is the
    // file switched to WAL: a foreign or a too-new file is refused above without a byte of it
    // or a -wal / -shm file beside it written.
    if (!m_readOnly && !exec(QStringLiteral("PRAGMA journal_mode=WAL"))) {
        return false;
    }
    if (version == 0 && !createSchema()) {
        return false;
    }
    if (version > 0 && version < kSchemaVersion && !migrate(version)) {
        return false;
    }
    m_openReport.schemaTo = schemaVersion();

    if (metaValue(QStringLiteral("seed_hash")).toLatin1() != shippedSeedHash()) {
        if (m_readOnly) {
            // Still usable: the user sees the catalog as it was last written.
            m_openReport.seeded = false;
        } else if (!loadSeed()) {
            return false;
        }
    }
    return true;
}

int Catalog::schemaVersion() const
{
    return metaValue(QStringLiteral("schema_version")).toInt();
}

QString Catalog::metaValue(const QString &key) const
{
    QSqlQuery q(db());
    q.prepare(QStringLiteral("SELECT value FROM meta WHERE key = ?"));
    q.addBindValue(key);
    if (q.exec() && q.next()) {
        return q.value(0).toString();
    }
    return {};
}

bool Catalog::createSchema()
{
    WriteTransaction transaction = beginWrite();
    if (!transaction.begun()) {
        return false;
    }
    QStringList statements{
        QStringLiteral("CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT)"),
        // A user's change to one column of a shipped row; the shipped row itself stays as
        // shipped so that a seed update can replace it and the change still applies.
        QStringLiteral("CREATE TABLE overrides (kind TEXT NOT NULL, part_id TEXT NOT NULL, column_name TEXT NOT "
                       "NULL, value TEXT, changed_at TEXT NOT NULL, PRIMARY KEY (kind, part_id, column_name))"),
    };
    for (const TableDef &t : catalogTables()) {
        statements.append(sqlTableDefinition(t));
    }
    statements.append(QStringLiteral("CREATE INDEX prices_part ON prices (part_kind, part_id)"));
    for (const QString &s : statements) {
        if (!exec(s)) {
            return false;
        }
    }
    QSqlQuery q(db());
    q.prepare(QStringLiteral("INSERT INTO meta (key, value) VALUES (?, ?), (?, ?)"));
    q.addBindValue(QStringLiteral("schema_version"));
    q.addBindValue(QString::number(kSchemaVersion));
    q.addBindValue(QStringLiteral("created_at"));
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    if (!q.exec()) {
        classifySqlError(QStringLiteral("writing the schema version"), q.lastError());
        return false;
    }
    return transaction.commit().ok();
}

bool Catalog::migrate(int from)
{
    if (m_readOnly) {
        return fail(ErrorKind::ReadOnly,
                    QStringLiteral("catalog %1 has schema version %2 and must be upgraded to %3, but it is read-only")
                        .arg(m_path)
                        .arg(from)
                        .arg(kSchemaVersion));
    }
    // Ordered steps: steps[i] upgrades version i+1 to i+2. All of them run in one
    // transaction, so a failure leaves the file at its old version.
    // Frozen SQL: a step says what that version's schema was, not what the code says today.
    static const std::vector<QStringList> steps = {
        // 1 -> 2: model architectures join the catalog (the engine's models table).
        {QStringLiteral(
            "CREATE TABLE models (id TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL, model_type TEXT, layers INTEGER "
            "NOT NULL, hidden INTEGER NOT NULL, heads INTEGER NOT NULL, kv_heads INTEGER, head_dim INTEGER, "
            "intermediate INTEGER NOT NULL, vocab INTEGER NOT NULL, tied_embeddings INTEGER, qkv_bias INTEGER, "
            "norms_per_layer INTEGER, experts INTEGER, experts_per_token INTEGER, shared_experts INTEGER, "
            "moe_intermediate INTEGER, first_dense_layers INTEGER, q_lora_rank INTEGER, kv_lora_rank INTEGER, "
            "qk_rope_head_dim INTEGER, qk_nope_head_dim INTEGER, v_head_dim INTEGER, sliding_window INTEGER, "
            "sliding_window_layers INTEGER, max_context INTEGER, torch_dtype TEXT, params_official INTEGER, "
            "params_source TEXT, source TEXT NOT NULL, source_date TEXT NOT NULL, origin TEXT NOT NULL CHECK (origin "
            "IN ('shipped', 'user')))")},
        // 2 -> 3: the host around the GPUs (ECC, bays, slots for a NIC, sustained CPU power,
        // included PSUs and coolers, a baseboard's rated power), GPU lifecycle, where a part
        // may not be sold, and two new part kinds (NICs, CPU coolers). New columns are empty
        // on the user's rows; the reseed that follows fills the shipped ones.
        {
            QStringLiteral("ALTER TABLE gpus ADD COLUMN lifecycle TEXT"),
            QStringLiteral("ALTER TABLE gpus ADD COLUMN lifecycle_date TEXT"),
            QStringLiteral("ALTER TABLE cpus ADD COLUMN sustained_power_w INTEGER"),
            QStringLiteral("ALTER TABLE cpus ADD COLUMN ecc INTEGER"),
            QStringLiteral("ALTER TABLE storage ADD COLUMN media TEXT"),
            QStringLiteral("ALTER TABLE platforms ADD COLUMN ecc INTEGER"),
            QStringLiteral("ALTER TABLE platforms ADD COLUMN u2_bays INTEGER"),
            QStringLiteral("ALTER TABLE platforms ADD COLUMN sata_bays INTEGER"),
            QStringLiteral("ALTER TABLE platforms ADD COLUMN hdd_bays INTEGER"),
            QStringLiteral("ALTER TABLE platforms ADD COLUMN nic_slots INTEGER"),
            QStringLiteral("ALTER TABLE platforms ADD COLUMN psus_included INTEGER"),
            QStringLiteral("ALTER TABLE platforms ADD COLUMN cpu_cooler_included INTEGER"),
            QStringLiteral("ALTER TABLE platforms ADD COLUMN system_power_w INTEGER"),
            QStringLiteral("ALTER TABLE gpus ADD COLUMN not_sold_in TEXT"),
            QStringLiteral("ALTER TABLE gpus ADD COLUMN not_sold_source TEXT"),
            QStringLiteral("ALTER TABLE cpus ADD COLUMN not_sold_in TEXT"),
            QStringLiteral("ALTER TABLE cpus ADD COLUMN not_sold_source TEXT"),
            QStringLiteral("ALTER TABLE memory_modules ADD COLUMN not_sold_in TEXT"),
            QStringLiteral("ALTER TABLE memory_modules ADD COLUMN not_sold_source TEXT"),
            QStringLiteral("ALTER TABLE storage ADD COLUMN not_sold_in TEXT"),
            QStringLiteral("ALTER TABLE storage ADD COLUMN not_sold_source TEXT"),
            QStringLiteral("ALTER TABLE psus ADD COLUMN not_sold_in TEXT"),
            QStringLiteral("ALTER TABLE psus ADD COLUMN not_sold_source TEXT"),
            QStringLiteral("ALTER TABLE platforms ADD COLUMN not_sold_in TEXT"),
            QStringLiteral("ALTER TABLE platforms ADD COLUMN not_sold_source TEXT"),
            QStringLiteral(
                "CREATE TABLE nics (id TEXT PRIMARY KEY NOT NULL, vendor TEXT NOT NULL, name TEXT NOT NULL, network "
                "TEXT NOT NULL, port_gbps INTEGER NOT NULL, ports INTEGER NOT NULL, form TEXT NOT NULL, pcie_gen "
                "INTEGER, pcie_lanes INTEGER NOT NULL, power_w REAL, not_sold_in TEXT, not_sold_source TEXT, source "
                "TEXT NOT NULL, source_date TEXT NOT NULL, origin TEXT NOT NULL CHECK (origin IN ('shipped', "
                "'user')))"),
            QStringLiteral(
                "CREATE TABLE coolers (id TEXT PRIMARY KEY NOT NULL, vendor TEXT NOT NULL, name TEXT NOT NULL, kind "
                "TEXT NOT NULL, sockets TEXT NOT NULL, max_tdp_w INTEGER NOT NULL, height_mm INTEGER, power_w REAL, "
                "not_sold_in TEXT, not_sold_source TEXT, source TEXT NOT NULL, source_date TEXT NOT NULL, origin "
                "TEXT NOT NULL CHECK (origin IN ('shipped', 'user')))"),
        },
        // A step is frozen once a build of main has written its version (catalogs of it exist):
        // a later change adds a step.
        // 3 -> 4: how many CPU sockets a CPU runs in (the 1P-only EPYC "P" parts, workstation
        // CPUs), so a 2-socket server is never offered a 1-socket CPU. Empty on the user's rows
        // (no limit); the reseed that follows fills the shipped ones.
        {
            QStringLiteral("ALTER TABLE cpus ADD COLUMN max_sockets INTEGER"),
            // The CPU families a board takes where the socket alone does not say it (LGA4677
            // carries Xeon W on W790 boards and Xeon Scalable on server boards).
            QStringLiteral("ALTER TABLE platforms ADD COLUMN cpu_families TEXT"),
            // The software stack per GPU architecture (docs/planner.md, "Software stack"): the GPUs' compute
            // target and three kinds keyed by architecture; a user's GPU keeps an empty compute target
            // until the user sets one.
            QStringLiteral("ALTER TABLE gpus ADD COLUMN compute_target TEXT"),
            QStringLiteral(
                "CREATE TABLE gpu_architectures (id TEXT PRIMARY KEY NOT NULL, vendor TEXT NOT NULL, name TEXT NOT NULL, "
                "platform TEXT NOT NULL, compute_capability TEXT NOT NULL, first_toolkit TEXT, first_driver_linux TEXT, "
                "pytorch_wheels TEXT, stack_toolkit TEXT NOT NULL, stack_driver_linux TEXT, stack_wheel TEXT, "
                "stack_min_pytorch TEXT, container TEXT, note TEXT, source TEXT NOT NULL, source_date TEXT NOT NULL, "
                "origin TEXT NOT NULL CHECK (origin IN ('shipped', 'user')))"),
            QStringLiteral(
                "CREATE TABLE framework_support (id TEXT PRIMARY KEY NOT NULL, framework TEXT NOT NULL, architecture "
                "TEXT NOT NULL, support TEXT NOT NULL, min_version TEXT, max_version TEXT, note TEXT, source TEXT NOT "
                "NULL, source_date TEXT NOT NULL, origin TEXT NOT NULL CHECK (origin IN ('shipped', 'user')))"),
            QStringLiteral(
                "CREATE TABLE format_support (id TEXT PRIMARY KEY NOT NULL, format TEXT NOT NULL, architecture TEXT NOT "
                "NULL, engines TEXT, mode TEXT NOT NULL, support TEXT NOT NULL, compute_as TEXT, fallback TEXT, note "
                "TEXT, source TEXT NOT NULL, source_date TEXT NOT NULL, origin TEXT NOT NULL CHECK (origin IN "
                "('shipped', 'user')))"),
            // Services a quote can carry (assembly, OS and drivers, warranty tiers, on-site service,
            // shipping and insurance), each with a price rule.
            QStringLiteral(
                "CREATE TABLE services (id TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL, category TEXT NOT NULL, "
                "price_rule TEXT NOT NULL, amount_minor INTEGER, currency TEXT, percent REAL, warranty_years INTEGER, "
                "response TEXT, lead_days INTEGER, estimate INTEGER NOT NULL, estimate_basis TEXT, source TEXT NOT "
                "NULL, source_date TEXT NOT NULL, origin TEXT NOT NULL CHECK (origin IN ('shipped', 'user')))"),
            // Model architectures of 2026 (q/k norms, attention sinks, expert and router biases,
            // interleaved MoE, MTP modules, chunked attention, cross-attention layers, the format of
            // a pre-quantised checkpoint) and vision towers. Empty on the user's rows (a text-only
            // model of the older kinds); the reseed fills the shipped ones.
            QStringLiteral("ALTER TABLE models ADD COLUMN qk_norm INTEGER"),
            QStringLiteral("ALTER TABLE models ADD COLUMN attention_out_bias INTEGER"),
            QStringLiteral("ALTER TABLE models ADD COLUMN attention_sinks INTEGER"),
            QStringLiteral("ALTER TABLE models ADD COLUMN expert_bias INTEGER"),
            QStringLiteral("ALTER TABLE models ADD COLUMN router_score_bias INTEGER"),
            QStringLiteral("ALTER TABLE models ADD COLUMN moe_layer_step INTEGER"),
            QStringLiteral("ALTER TABLE models ADD COLUMN mtp_layers INTEGER"),
            QStringLiteral("ALTER TABLE models ADD COLUMN attention_chunk INTEGER"),
            QStringLiteral("ALTER TABLE models ADD COLUMN chunked_layers INTEGER"),
            QStringLiteral("ALTER TABLE models ADD COLUMN cross_attention_layers INTEGER"),
            QStringLiteral("ALTER TABLE models ADD COLUMN extra_embedding_rows INTEGER"),
            QStringLiteral("ALTER TABLE models ADD COLUMN checkpoint_format TEXT"),
            QStringLiteral("ALTER TABLE models ADD COLUMN vision TEXT"),
            QStringLiteral("ALTER TABLE models ADD COLUMN vision_layers INTEGER"),
            QStringLiteral("ALTER TABLE models ADD COLUMN vision_hidden INTEGER"),
            QStringLiteral("ALTER TABLE models ADD COLUMN vision_intermediate INTEGER"),
            QStringLiteral("ALTER TABLE models ADD COLUMN vision_heads INTEGER"),
            QStringLiteral("ALTER TABLE models ADD COLUMN vision_patch INTEGER"),
            QStringLiteral("ALTER TABLE models ADD COLUMN vision_image_size INTEGER"),
            // Logit soft-capping (Gemma 2): empty on the user's rows (none); the reseed fills the
            // shipped ones.
            QStringLiteral("ALTER TABLE models ADD COLUMN attn_logit_softcapping REAL"),
            QStringLiteral("ALTER TABLE models ADD COLUMN final_logit_softcapping REAL"),
            // Cloud GPU offers (buy vs rent, docs/economics.md "Buy or rent").
            QStringLiteral(
                "CREATE TABLE cloud_offers (id TEXT PRIMARY KEY NOT NULL, provider TEXT NOT NULL, instance TEXT NOT "
                "NULL, gpu_id TEXT NOT NULL, gpu_count INTEGER NOT NULL, pricing TEXT NOT NULL, "
                "price_per_gpu_hour_minor INTEGER NOT NULL, currency TEXT NOT NULL, region TEXT, observed_date TEXT "
                "NOT NULL, source_kind TEXT NOT NULL, source TEXT NOT NULL, source_date TEXT NOT NULL, origin TEXT "
                "NOT NULL CHECK (origin IN ('shipped', 'user')))"),
            // The memory CUDA reports per GPU (what a serving engine's fraction applies to), with its
            // source. Empty on the user's rows (the engine then uses its documented fraction).
            QStringLiteral("ALTER TABLE gpus ADD COLUMN cuda_visible_bytes INTEGER"),
            QStringLiteral("ALTER TABLE gpus ADD COLUMN cuda_visible_source TEXT"),
            // NVLink bridges: a part kind of its own, priced like the others (part_kind "bridge").
            QStringLiteral(
                "CREATE TABLE bridges (id TEXT PRIMARY KEY NOT NULL, vendor TEXT NOT NULL, name TEXT NOT NULL, "
                "part_number TEXT, gpus TEXT NOT NULL, slot_spacing INTEGER NOT NULL, per_pair INTEGER, link_bps "
                "INTEGER, lifecycle TEXT, lifecycle_date TEXT, not_sold_in TEXT, not_sold_source TEXT, source TEXT "
                "NOT NULL, source_date TEXT NOT NULL, origin TEXT NOT NULL CHECK (origin IN ('shipped', 'user')))"),
        },
        // 4 -> 5: a service's Chinese name, printed by a Chinese quote. Empty on the user's
        // rows (the English name is printed); the reseed that follows fills the shipped ones.
        {QStringLiteral("ALTER TABLE services ADD COLUMN name_zh TEXT")},
        // 5 -> 6: what a GPU computes at: dense FP4 and the measured matmul rates the serving
        // simulator prices a step's matmuls at. Empty on the user's rows; the reseed fills the
        // shipped ones.
        {QStringLiteral("ALTER TABLE gpus ADD COLUMN fp4_tflops REAL"),
         QStringLiteral("ALTER TABLE gpus ADD COLUMN bf16_matmul_tflops REAL"),
         QStringLiteral("ALTER TABLE gpus ADD COLUMN fp8_matmul_tflops REAL"),
         QStringLiteral("ALTER TABLE gpus ADD COLUMN matmul_source TEXT")},
        // 6 -> 7: the GPU's multiprocessor count (decode attention without split-KV runs one
        // thread block per sequence and KV head). Empty on the user's rows; the reseed fills
        // the shipped ones.
        {QStringLiteral("ALTER TABLE gpus ADD COLUMN sm_count INTEGER"),
         QStringLiteral("ALTER TABLE gpus ADD COLUMN sm_source TEXT")},
        // 7 -> 8: parts that fit the chassis: the tallest CPU cooler a platform's chassis takes,
        // and whether a cooler is a tower or a server heatsink (a rack chassis takes only those).
        // Empty on the user's rows (a height not known; a cooler planned as a tower); the reseed
        // fills the shipped ones.
        {QStringLiteral("ALTER TABLE platforms ADD COLUMN max_cpu_cooler_mm INTEGER"),
         QStringLiteral("ALTER TABLE coolers ADD COLUMN form TEXT")},
        // 8 -> 9: where a GPU stands with its vendor: the replacement the vendor names and the
        // source of the lifecycle (last-time-buy joins the values; the column is unchanged). Empty
        // on the user's rows (no successor known); the reseed fills the shipped ones.
        {QStringLiteral("ALTER TABLE gpus ADD COLUMN successor_id TEXT"),
         QStringLiteral("ALTER TABLE gpus ADD COLUMN lifecycle_source TEXT")},
        // 9 -> 10: hybrid models, whose state layers keep a fixed state per sequence instead of
        // a KV cache. Empty on the user's rows (a model without state layers); the reseed fills
        // the shipped ones.
        {QStringLiteral("ALTER TABLE models ADD COLUMN state_mixer TEXT"),
         QStringLiteral("ALTER TABLE models ADD COLUMN state_layers INTEGER"),
         QStringLiteral("ALTER TABLE models ADD COLUMN state_heads INTEGER"),
         QStringLiteral("ALTER TABLE models ADD COLUMN state_groups INTEGER"),
         QStringLiteral("ALTER TABLE models ADD COLUMN state_key_dim INTEGER"),
         QStringLiteral("ALTER TABLE models ADD COLUMN state_value_dim INTEGER"),
         QStringLiteral("ALTER TABLE models ADD COLUMN state_inner INTEGER"),
         QStringLiteral("ALTER TABLE models ADD COLUMN conv_kernel INTEGER"),
         QStringLiteral("ALTER TABLE models ADD COLUMN dt_rank INTEGER"),
         QStringLiteral("ALTER TABLE models ADD COLUMN conv_bias INTEGER"),
         QStringLiteral("ALTER TABLE models ADD COLUMN mixer_proj_bias INTEGER"),
         QStringLiteral("ALTER TABLE models ADD COLUMN attention_output_gate INTEGER"),
         QStringLiteral("ALTER TABLE models ADD COLUMN shared_expert_gate INTEGER"),
         QStringLiteral("ALTER TABLE models ADD COLUMN mlp_free_layers INTEGER"),
         QStringLiteral("ALTER TABLE models ADD COLUMN mixer_free_layers INTEGER"),
         QStringLiteral("ALTER TABLE models ADD COLUMN mlp_ungated INTEGER"),
         QStringLiteral("ALTER TABLE models ADD COLUMN state_fp32 INTEGER")},
        // 10 -> 11: whether the cards do peer-to-peer over PCIe. Empty on the user's rows (not
        // known: taken as yes); the reseed fills the shipped ones.
        {QStringLiteral("ALTER TABLE gpus ADD COLUMN pcie_p2p TEXT"),
         QStringLiteral("ALTER TABLE gpus ADD COLUMN p2p_source TEXT")},
        // 11 -> 12: the FP4 matmul rate measured on the card. Empty on the user's rows (the
        // estimator takes the card's BF16 share of its FP4 peak); the reseed fills the shipped ones.
        {QStringLiteral("ALTER TABLE gpus ADD COLUMN fp4_matmul_tflops REAL")},
    };
    WriteTransaction transaction = beginWrite();
    if (!transaction.begun()) {
        return false;
    }
    for (int v = from; v < kSchemaVersion; ++v) {
        const std::size_t index = std::size_t(v - 1);
        if (index >= steps.size()) {
            return failInternal(QStringLiteral("no migration from catalog schema %1").arg(v));
        }
        for (const QString &sql : steps[index]) {
            if (!exec(sql)) {
                const QString reason = m_lastError.message;
                return fail(m_errorKind, QStringLiteral("migrating catalog %1 from schema %2 to %3 failed, nothing "
                                                        "was changed: %4")
                                             .arg(m_path)
                                             .arg(v)
                                             .arg(v + 1)
                                             .arg(reason));
            }
        }
    }
    QSqlQuery q(db());
    q.prepare(QStringLiteral("UPDATE meta SET value = ? WHERE key = 'schema_version'"));
    q.addBindValue(QString::number(kSchemaVersion));
    if (!q.exec()) {
        classifySqlError(QStringLiteral("writing the schema version"), q.lastError());
        return false;
    }
    return transaction.commit().ok();
}

std::optional<qint64> Catalog::dataVersion() const
{
    QSqlQuery q(db());
    if (!q.exec(QStringLiteral("PRAGMA data_version")) || !q.next()) {
        return std::nullopt;
    }
    return q.value(0).toLongLong();
}

std::optional<QSqlQuery> Catalog::prepareInsert(const TableDef &table)
{
    QStringList names = table.columnNames();
    names.append(QStringLiteral("origin"));
    QStringList marks;
    for (int i = 0; i < names.size(); ++i) {
        marks.append(QStringLiteral("?"));
    }
    QSqlQuery q(db());
    if (!q.prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                       .arg(table.table, names.join(QStringLiteral(", ")), marks.join(QStringLiteral(", "))))) {
        classifySqlError(QStringLiteral("inserting into %1").arg(table.kind), q.lastError());
        return std::nullopt;
    }
    return q;
}

bool Catalog::insertPrepared(QSqlQuery &insert, const TableDef &table, const std::vector<QVariant> &values,
                             const QString &origin)
{
    for (std::size_t i = 0; i < values.size(); ++i) {
        insert.bindValue(int(i), values[i]);
    }
    insert.bindValue(int(values.size()), origin);
    if (!insert.exec()) {
        return classifySqlError(QStringLiteral("inserting into %1").arg(table.kind), insert.lastError());
    }
    return true;
}

bool Catalog::insertRow(const TableDef &table, const std::vector<QVariant> &values, const QString &origin)
{
    std::optional<QSqlQuery> insert = prepareInsert(table);
    return insert && insertPrepared(*insert, table, values, origin);
}

bool Catalog::loadSeed()
{
    WriteTransaction transaction = beginWrite();
    if (!transaction.begun()) {
        return false;
    }
    QStringList conflicts;
    for (const TableDef &t : catalogTables()) {
        if (!exec(QStringLiteral("DELETE FROM %1 WHERE origin = 'shipped'").arg(t.table))) {
            return false;
        }
    }
    // Tables in the order their references need: a shipped price or service names a currency
    // of currency_rates, so the rates are loaded before them.
    const auto namesCurrency = [](const TableDef &t) {
        return t.kind == QLatin1String("prices") || t.kind == QLatin1String("services");
    };
    std::vector<const TableDef *> order;
    for (const TableDef &t : catalogTables()) {
        if (!namesCurrency(t)) {
            order.push_back(&t);
        }
    }
    order.push_back(findTable(QStringLiteral("services")));
    order.push_back(findTable(QStringLiteral("prices")));
    for (const TableDef *table : order) {
        const TableDef &t = *table;
        const auto userIds = t.keyed ? idsOf(t.kind) : std::optional<QSet<QString>>(QSet<QString>());
        if (!userIds) {
            return false;
        }
        for (const QString &file : seedFilesFor(t)) {
            QFile f(file);
            if (!f.open(QIODevice::ReadOnly)) {
                return fail(ErrorKind::Io, QStringLiteral("cannot read the shipped seed %1").arg(file));
            }
            const auto parsed = parseCsv(f.readAll(), file);
            Diagnostics issues;
            if (!parsed) {
                issues.push_back(parsed.diagnostic());
            }
            std::vector<std::vector<QVariant>> rows;
            if (issues.empty()) {
                validateRecords(t, *parsed, file, rows, issues);
            }
            if (!issues.empty()) {
                return failInternal(QStringLiteral("the shipped catalog seed is invalid (a bug in this build): %1")
                                        .arg(issues.front().text()));
            }
            const int idColumn = t.keyed ? t.columnIndex(QStringLiteral("id")) : -1;
            for (const auto &row : rows) {
                if (idColumn >= 0 && userIds->contains(row[std::size_t(idColumn)].toString())) {
                    // The user added a part of this id before we shipped one: theirs stays.
                    conflicts.append(t.kind + QLatin1Char('/') + row[std::size_t(idColumn)].toString());
                    continue;
                }
                if (!insertRow(t, row, kShipped)) {
                    return false;
                }
            }
        }
    }
    QSqlQuery q(db());
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES ('seed_hash', ?), ('seeded_at', ?)"));
    q.addBindValue(QString::fromLatin1(shippedSeedHash()));
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    if (!q.exec()) {
        classifySqlError(QStringLiteral("recording the seed"), q.lastError());
        return false;
    }
    if (!transaction.commit()) {
        return false;
    }
    m_openReport.seeded = true;
    m_openReport.seedConflicts = conflicts;
    return true;
}

} // namespace rigplan
