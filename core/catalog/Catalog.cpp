#include "catalog/Catalog.h"

#include "catalog/Csv.h"
#include "model/ModelCsv.h"
#include "util/AtomicFile.h"
#include "util/Money.h"

#include <QAtomicInt>
#include <QCryptographicHash>
#include <QDate>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

#include <cmath>
#include <map>

namespace rigplan {

namespace {

const QString kShipped = QStringLiteral("shipped");
const QString kUser = QStringLiteral("user");
const QString kSeedDir = QStringLiteral(":/catalog/seed");

QAtomicInt g_connectionCounter;

const QRegularExpression &idPattern()
{
    static const QRegularExpression re(QStringLiteral("^[a-z0-9][a-z0-9.-]*$"));
    return re;
}

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

// A problem in what the user gave, at a place in a CSV file (line 0 = the whole file).
Diagnostic inputIssue(const QString &file, int line, int column, const QString &message)
{
    return Diagnostic::badInput(file, message, QString(), line, column);
}

// The catalog's own failure during an import of `file`: worded as the catalog worded it,
// prefixed with the file so the import's messages stay in one shape.
Diagnostic storageIssue(const QString &file, const Diagnostic &catalogError, const QString &suffix = {})
{
    Diagnostic d = catalogError;
    d.file = file;
    d.message += suffix;
    return d;
}

// prepare(), keeping its error: exec() after a failed prepare() only reports "No query" or
// "Parameter count mismatch", which would hide the reason ("no such table: gpus").
struct Prepared {
    bool ok = false;
    QSqlError error;
};
Prepared prepare(QSqlQuery &q, const QString &sql)
{
    Prepared p;
    p.ok = q.prepare(sql);
    if (!p.ok) {
        p.error = q.lastError();
    }
    return p;
}

bool sameValue(const QVariant &a, const QVariant &b)
{
    if (a.isNull() || b.isNull()) {
        return a.isNull() == b.isNull();
    }
    if (a.typeId() == QMetaType::Double || b.typeId() == QMetaType::Double) {
        return a.toDouble() == b.toDouble();
    }
    return a.toString() == b.toString();
}

} // namespace

QVariant CatalogRow::value(const TableDef &table, const QString &column) const
{
    const int i = table.columnIndex(column);
    return i < 0 ? QVariant() : values[std::size_t(i)];
}

bool parseField(const ColumnDef &column, const QString &rawText, QVariant &value, QString &error)
{
    const QString text = rawText.trimmed();
    value = QVariant();
    if (text.isEmpty()) {
        if (column.required) {
            error = QStringLiteral("%1: a value is required").arg(column.name);
            return false;
        }
        return true;
    }
    const auto checkMinimum = [&](double v) {
        if (column.hasMinimum && v < column.minimum) {
            error = QStringLiteral("%1: expected a number ≥ %2, got %3")
                        .arg(column.name, QString::number(column.minimum), text);
            return false;
        }
        return true;
    };
    switch (column.type) {
    case ColumnType::Id:
        if (!idPattern().match(text).hasMatch()) {
            error = QStringLiteral("%1: expected an id of lower-case letters, digits, '.' and '-', got \"%2\"")
                        .arg(column.name, text);
            return false;
        }
        value = text;
        return true;
    case ColumnType::Text:
        value = text;
        return true;
    case ColumnType::Enum:
        if (!column.allowed.contains(text)) {
            error = QStringLiteral("%1: expected one of %2, got \"%3\"")
                        .arg(column.name, column.allowed.join(QStringLiteral(" | ")), text);
            return false;
        }
        value = text;
        return true;
    case ColumnType::Integer: {
        bool ok = false;
        const qlonglong v = text.toLongLong(&ok);
        if (!ok) {
            error = QStringLiteral("%1: expected a whole number, got \"%2\"").arg(column.name, text);
            return false;
        }
        if (!checkMinimum(double(v))) {
            return false;
        }
        value = v;
        return true;
    }
    case ColumnType::Real: {
        bool ok = false;
        const double v = text.toDouble(&ok);
        if (!ok || !std::isfinite(v)) {
            error = QStringLiteral("%1: expected a number, got \"%2\"").arg(column.name, text);
            return false;
        }
        if (!checkMinimum(v)) {
            return false;
        }
        value = v;
        return true;
    }
    case ColumnType::Bool:
        if (text != QLatin1String("0") && text != QLatin1String("1")) {
            error = QStringLiteral("%1: expected 0 or 1, got \"%2\"").arg(column.name, text);
            return false;
        }
        value = text.toInt();
        return true;
    case ColumnType::Date: {
        const QDate d = QDate::fromString(text, Qt::ISODate);
        if (!d.isValid() || text.size() != 10) {
            error = QStringLiteral("%1: expected a date as YYYY-MM-DD, got \"%2\"").arg(column.name, text);
            return false;
        }
        value = text;
        return true;
    }
    case ColumnType::Currency: {
        static const QRegularExpression re(QStringLiteral("^[A-Z]{3}$"));
        if (!re.match(text).hasMatch()) {
            error = QStringLiteral("%1: expected an ISO 4217 currency code such as USD or CNY, got \"%2\"")
                        .arg(column.name, text);
            return false;
        }
        value = text;
        return true;
    }
    case ColumnType::IdList: {
        const QStringList ids = text.split(QLatin1Char(';'), Qt::SkipEmptyParts);
        for (const QString &id : ids) {
            if (!idPattern().match(id.trimmed()).hasMatch()) {
                error = QStringLiteral("%1: expected ';'-separated ids, \"%2\" is not an id").arg(column.name, id);
                return false;
            }
        }
        value = text;
        return true;
    }
    case ColumnType::IntList: {
        const QStringList items = text.split(QLatin1Char(';'), Qt::SkipEmptyParts);
        for (const QString &item : items) {
            bool ok = false;
            const int v = item.trimmed().toInt(&ok);
            if (!ok || v < 1) {
                error = QStringLiteral("%1: expected ';'-separated whole numbers ≥ 1, got \"%2\"").arg(column.name, item);
                return false;
            }
        }
        value = text;
        return true;
    }
    }
    return false;
}

QString fieldText(const ColumnDef &column, const QVariant &value)
{
    if (value.isNull()) {
        return {};
    }
    if (column.type == ColumnType::Real) {
        // Shortest text that reads back to the same double.
        return QString::number(value.toDouble(), 'g', QLocale::FloatingPointShortest);
    }
    return value.toString();
}

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
    return false;
}

bool Catalog::failInternal(const QString &message) const
{
    m_errorKind = ErrorKind::Io;
    m_lastError = Diagnostic::internal(message);
    return false;
}

bool Catalog::classifySqlError(const QString &what, const QSqlError &error) const
{
    const int code = sqliteCode(error);
    const QString detail = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    switch (code) {
    case 5: // SQLITE_BUSY
    case 6: // SQLITE_LOCKED
        return fail(ErrorKind::Locked,
                    QStringLiteral("catalog %1 is locked by another process (waited %2 ms): %3 failed").arg(m_path).arg(m_busyTimeoutMs).arg(what));
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
    return WriteTransaction(db(), [this](const QString &statement, const QSqlError &error) {
        classifySqlError(statement, error);
        return m_lastError;
    });
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
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const TableDef &t : catalogTables()) {
        for (const QString &file : seedFilesFor(t)) {
            QFile f(file);
            if (f.open(QIODevice::ReadOnly)) {
                hash.addData(file.toUtf8());
                hash.addData(f.readAll());
            }
        }
    }
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
        if (!info.isWritable() || !QFileInfo(info.absolutePath()).isWritable()) {
            m_readOnly = true;
        }
    } else {
        if (m_readOnly) {
            return fail(ErrorKind::Io, QStringLiteral("catalog %1 does not exist").arg(path));
        }
        if (!QDir().mkpath(info.absolutePath())) {
            return fail(ErrorKind::Io, QStringLiteral("cannot create the folder %1 for the catalog").arg(info.absolutePath()));
        }
    }

    {
        QSqlDatabase d = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
        d.setDatabaseName(path);
        QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(m_busyTimeoutMs);
        if (m_readOnly) {
            options += QStringLiteral(";QSQLITE_OPEN_READONLY");
        }
        d.setConnectOptions(options);
        if (!d.open()) {
            return classifySqlError(QStringLiteral("opening"), d.lastError());
        }
    }

    if (!m_readOnly && !exec(QStringLiteral("PRAGMA journal_mode=WAL"))) {
        return false;
    }
    {
        QSqlQuery q(db());
        if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next()) {
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

std::optional<QSet<QString>> Catalog::idsOf(const QString &kind) const
{
    QSet<QString> ids;
    const TableDef *t = findTable(kind);
    if (!t || !t->keyed) {
        return ids;
    }
    QSqlQuery q(db());
    if (!q.exec(QStringLiteral("SELECT id FROM %1").arg(t->table))) {
        // Not "no such id": a reference check against a table we cannot read would blame
        // the user's file for the catalog's failure.
        classifySqlError(QStringLiteral("reading %1").arg(kind), q.lastError());
        return std::nullopt;
    }
    while (q.next()) {
        ids.insert(q.value(0).toString());
    }
    return ids;
}

bool Catalog::validateRecords(const TableDef &table, const std::vector<CsvRecord> &records,
                              const QString &fileName, std::vector<std::vector<QVariant>> &values,
                              std::vector<Diagnostic> &issues) const
{
    values.clear();
    if (records.empty()) {
        issues.push_back(inputIssue(fileName, 0, 0, QStringLiteral("the file is empty: expected a header row")));
        return false;
    }
    const QStringList header = records.front().fields;
    // Columns may come in any order (a spreadsheet may move them); each must be known once.
    std::vector<int> columnOfField(std::size_t(header.size()), -1);
    QSet<int> seen;
    for (int i = 0; i < header.size(); ++i) {
        const int c = table.columnIndex(header.at(i).trimmed());
        if (c < 0) {
            issues.push_back(inputIssue(fileName, records.front().line, i + 1,
                                        QStringLiteral("unknown column \"%1\" for %2 (expected: %3)")
                                            .arg(header.at(i), table.kind, table.columnNames().join(QLatin1Char(',')))));
        } else if (seen.contains(c)) {
            issues.push_back(inputIssue(fileName, records.front().line, i + 1,
                                        QStringLiteral("column \"%1\" appears twice").arg(header.at(i))));
        } else {
            seen.insert(c);
            columnOfField[std::size_t(i)] = c;
        }
    }
    // A file that changes parts we have may leave columns out (they keep their values);
    // a new part needs every required column.
    QStringList missingRequired;
    for (std::size_t c = 0; c < table.columns.size(); ++c) {
        if (!seen.contains(int(c)) && table.columns[c].required) {
            missingRequired.append(table.columns[c].name);
        }
    }
    const bool idPresent = table.keyed && seen.contains(table.columnIndex(QStringLiteral("id")));
    if (!missingRequired.isEmpty() && !idPresent) {
        for (const QString &name : missingRequired) {
            issues.push_back(inputIssue(fileName, records.front().line, 0, QStringLiteral("required column \"%1\" is missing").arg(name)));
        }
    }
    if (!issues.empty()) {
        return false;
    }
    const auto existingIds = missingRequired.isEmpty() ? std::optional<QSet<QString>>(QSet<QString>()) : idsOf(table.kind);
    if (!existingIds) {
        issues.push_back(storageIssue(fileName, m_lastError));
        return false;
    }

    // References to other kinds are checked against the database (seeding loads kinds in
    // order, so a platform's GPUs are there before the platform).
    std::map<QString, QSet<QString>> knownIds;
    bool referencesReadable = true;
    const auto known = [&](const QString &kind) -> const QSet<QString> & {
        auto it = knownIds.find(kind);
        if (it == knownIds.end()) {
            auto ids = idsOf(kind);
            if (!ids && referencesReadable) {
                referencesReadable = false;
                issues.push_back(storageIssue(fileName, m_lastError));
            }
            it = knownIds.emplace(kind, ids.value_or(QSet<QString>())).first;
        }
        return it->second;
    };

    QSet<QString> idsInFile;
    const int idColumn = table.keyed ? table.columnIndex(QStringLiteral("id")) : -1;
    for (std::size_t r = 1; r < records.size(); ++r) {
        const CsvRecord &rec = records[r];
        if (rec.fields.size() != header.size()) {
            issues.push_back(inputIssue(fileName, rec.line, 0,
                                        QStringLiteral("expected %1 fields as in the header, found %2")
                                            .arg(header.size())
                                            .arg(rec.fields.size())));
            continue;
        }
        std::vector<QVariant> row(table.columns.size());
        bool rowOk = true;
        for (int i = 0; i < rec.fields.size(); ++i) {
            const ColumnDef &column = table.columns[std::size_t(columnOfField[std::size_t(i)])];
            QVariant v;
            QString error;
            if (!parseField(column, rec.fields.at(i), v, error)) {
                issues.push_back(inputIssue(fileName, rec.line, i + 1, error));
                rowOk = false;
                continue;
            }
            if (column.type == ColumnType::IdList && !v.isNull()) {
                for (const QString &ref : v.toString().split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
                    if (!known(column.references).contains(ref.trimmed())) {
                        issues.push_back(inputIssue(fileName, rec.line, i + 1,
                                                    QStringLiteral("%1: unknown %2 id \"%3\"").arg(column.name, column.references, ref)));
                        rowOk = false;
                    }
                }
            }
            row[std::size_t(columnOfField[std::size_t(i)])] = v;
        }
        // Missing optional columns stay empty; missing required ones were reported above.
        if (idColumn >= 0 && rowOk) {
            const QString id = row[std::size_t(idColumn)].toString();
            if (!missingRequired.isEmpty() && !existingIds->contains(id)) {
                issues.push_back(inputIssue(fileName, rec.line, 0,
                                            QStringLiteral("%1 \"%2\" is new, so it needs the columns %3")
                                                .arg(table.kind, id, missingRequired.join(QStringLiteral(", ")))));
                rowOk = false;
            }
            if (idsInFile.contains(id)) {
                issues.push_back(inputIssue(fileName, rec.line, 0, QStringLiteral("id \"%1\" appears twice in the file").arg(id)));
                rowOk = false;
            }
            idsInFile.insert(id);
        }
        if (rowOk && table.kind == QLatin1String("prices")) {
            const QString partKind = row[std::size_t(table.columnIndex(QStringLiteral("part_kind")))].toString();
            const QString partId = row[std::size_t(table.columnIndex(QStringLiteral("part_id")))].toString();
            if (!known(partKindToKind(partKind)).contains(partId)) {
                const int col = int(header.indexOf(QStringLiteral("part_id"))) + 1;
                issues.push_back(inputIssue(fileName, rec.line, col,
                                            QStringLiteral("part_id: unknown %1 id \"%2\"").arg(partKind, partId)));
                rowOk = false;
            }
        }
        if (rowOk) {
            values.push_back(std::move(row));
        }
        if (!referencesReadable) {
            break; // every further reference would be reported as unknown
        }
    }
    if (!referencesReadable) {
        // Only the catalog's failure: the "unknown id" issues it caused are not the file's.
        issues.erase(std::remove_if(issues.begin(), issues.end(),
                                    [](const Diagnostic &d) { return d.kind == Diagnostic::Kind::BadInput; }),
                     issues.end());
    }
    return issues.empty();
}

bool Catalog::insertRow(const TableDef &table, const std::vector<QVariant> &values, const QString &origin)
{
    QStringList names = table.columnNames();
    names.append(QStringLiteral("origin"));
    QStringList marks;
    for (int i = 0; i < names.size(); ++i) {
        marks.append(QStringLiteral("?"));
    }
    QSqlQuery q(db());
    q.prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                  .arg(table.table, names.join(QStringLiteral(", ")), marks.join(QStringLiteral(", "))));
    for (const QVariant &v : values) {
        q.addBindValue(v);
    }
    q.addBindValue(origin);
    if (!q.exec()) {
        return classifySqlError(QStringLiteral("inserting into %1").arg(table.kind), q.lastError());
    }
    return true;
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
    for (const TableDef &t : catalogTables()) {
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
            std::vector<Diagnostic> issues;
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

Result<std::vector<CatalogRow>> Catalog::rows(const QString &kind) const
{
    auto all = readRows(kind, nullptr);
    if (!all) {
        return m_lastError;
    }
    return std::move(*all);
}

std::optional<std::vector<CatalogRow>> Catalog::readRows(const QString &kind, const QString *id) const
{
    const TableDef *t = findTable(kind);
    if (!t) {
        fail(ErrorKind::BadInput, QStringLiteral("unknown catalog kind \"%1\" (expected one of: %2)")
                                      .arg(kind, partKinds().join(QStringLiteral(", "))));
        return std::nullopt;
    }
    const QStringList names = t->columnNames();
    QString order = t->keyed ? QStringLiteral("origin = 'user', id") : QStringLiteral("origin = 'user', row_id");
    const bool onePart = id && t->keyed;
    QSqlQuery q(db());
    const Prepared prepared = prepare(q, QStringLiteral("SELECT %1, origin FROM %2 %3 ORDER BY %4")
                                             .arg(names.join(QStringLiteral(", ")), t->table,
                                                  onePart ? QStringLiteral("WHERE id = ?") : QString(), order));
    if (onePart) {
        q.addBindValue(*id);
    }
    if (!prepared.ok || !q.exec()) {
        classifySqlError(QStringLiteral("reading %1").arg(kind), prepared.ok ? q.lastError() : prepared.error);
        return std::nullopt;
    }
    std::vector<CatalogRow> result;
    QHash<QString, std::size_t> indexOfId;
    while (q.next()) {
        CatalogRow row;
        row.values.resize(t->columns.size());
        for (std::size_t c = 0; c < t->columns.size(); ++c) {
            const QVariant v = q.value(int(c));
            row.values[c] = v.isNull() ? QVariant() : v;
        }
        row.origin = q.value(int(t->columns.size())).toString();
        if (t->keyed) {
            indexOfId.insert(row.values[0].toString(), result.size());
        }
        result.push_back(std::move(row));
    }
    if (t->keyed) {
        QSqlQuery o(db());
        const Prepared preparedOverrides =
            prepare(o, QStringLiteral("SELECT part_id, column_name, value FROM overrides WHERE kind = ?%1")
                           .arg(onePart ? QStringLiteral(" AND part_id = ?") : QString()));
        o.addBindValue(kind);
        if (onePart) {
            o.addBindValue(*id);
        }
        if (!preparedOverrides.ok || !o.exec()) {
            classifySqlError(QStringLiteral("reading the user's changes"),
                             preparedOverrides.ok ? o.lastError() : preparedOverrides.error);
            return std::nullopt;
        }
        while (o.next()) {
            const auto it = indexOfId.constFind(o.value(0).toString());
            const int c = t->columnIndex(o.value(1).toString());
            if (it == indexOfId.constEnd() || c < 0) {
                continue; // a change to a part or column this seed no longer ships: kept, not shown
            }
            QVariant v;
            QString error;
            if (!parseField(t->columns[std::size_t(c)], o.value(2).toString(), v, error)) {
                continue;
            }
            CatalogRow &row = result[*it];
            row.shipped.insert(t->columns[std::size_t(c)].name, row.values[std::size_t(c)]);
            row.values[std::size_t(c)] = v;
            row.changed.insert(t->columns[std::size_t(c)].name);
        }
    }
    return result;
}

std::optional<CatalogRow> Catalog::row(const QString &kind, const QString &id) const
{
    const auto all = readRows(kind, &id);
    if (!all) {
        return std::nullopt;
    }
    for (const CatalogRow &r : *all) {
        if (!r.values.empty() && r.values[0].toString() == id) {
            return r;
        }
    }
    fail(ErrorKind::BadInput, QStringLiteral("no %1 with id \"%2\" in the catalog").arg(kind, id));
    return std::nullopt;
}

Result<void> Catalog::setValue(const QString &kind, const QString &id, const QString &column, const QString &text)
{
    return outcome(writeValue(kind, id, column, text));
}

bool Catalog::writeValue(const QString &kind, const QString &id, const QString &column, const QString &text)
{
    const TableDef *t = findTable(kind);
    if (!t || !t->keyed) {
        return fail(ErrorKind::BadInput, QStringLiteral("\"%1\" is not an editable part kind").arg(kind));
    }
    const int c = t->columnIndex(column);
    if (c < 0 || column == QLatin1String("id")) {
        return fail(ErrorKind::BadInput, QStringLiteral("%1 has no editable column \"%2\"").arg(kind, column));
    }
    QVariant value;
    QString error;
    if (!parseField(t->columns[std::size_t(c)], text, value, error)) {
        return fail(ErrorKind::BadInput, error);
    }
    const auto current = row(kind, id);
    if (!current) {
        return false;
    }
    WriteTransaction transaction = beginWrite();
    if (!transaction.begun()) {
        return false;
    }
    QSqlQuery q(db());
    if (current->origin == kUser) {
        q.prepare(QStringLiteral("UPDATE %1 SET %2 = ? WHERE id = ? AND origin = 'user'").arg(t->table, column));
        q.addBindValue(value);
        q.addBindValue(id);
    } else {
        const QVariant shipped = current->changed.contains(column) ? current->shipped.value(column)
                                                                   : current->values[std::size_t(c)];
        if (sameValue(shipped, value)) {
            q.prepare(QStringLiteral("DELETE FROM overrides WHERE kind = ? AND part_id = ? AND column_name = ?"));
            q.addBindValue(kind);
            q.addBindValue(id);
            q.addBindValue(column);
        } else {
            q.prepare(QStringLiteral("INSERT OR REPLACE INTO overrides (kind, part_id, column_name, value, changed_at) "
                                     "VALUES (?, ?, ?, ?, ?)"));
            q.addBindValue(kind);
            q.addBindValue(id);
            q.addBindValue(column);
            q.addBindValue(fieldText(t->columns[std::size_t(c)], value));
            q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
        }
    }
    if (!q.exec()) {
        classifySqlError(QStringLiteral("saving %1/%2 %3").arg(kind, id, column), q.lastError());
        return false;
    }
    return transaction.commit().ok();
}

Result<void> Catalog::revertValue(const QString &kind, const QString &id, const QString &column)
{
    return outcome(removeOverride(kind, id, column));
}

bool Catalog::removeOverride(const QString &kind, const QString &id, const QString &column)
{
    WriteTransaction transaction = beginWrite();
    if (!transaction.begun()) {
        return false;
    }
    QSqlQuery q(db());
    q.prepare(QStringLiteral("DELETE FROM overrides WHERE kind = ? AND part_id = ? AND column_name = ?"));
    q.addBindValue(kind);
    q.addBindValue(id);
    q.addBindValue(column);
    if (!q.exec()) {
        classifySqlError(QStringLiteral("reverting %1/%2 %3").arg(kind, id, column), q.lastError());
        return false;
    }
    return transaction.commit().ok();
}

Result<void> Catalog::addPart(const QString &kind, const QStringList &fields)
{
    return outcome(insertPart(kind, fields));
}

bool Catalog::insertPart(const QString &kind, const QStringList &fields)
{
    const TableDef *t = findTable(kind);
    if (!t || !t->keyed) {
        return fail(ErrorKind::BadInput, QStringLiteral("\"%1\" is not a part kind").arg(kind));
    }
    std::vector<CsvRecord> records{{0, t->columnNames()}, {1, fields}};
    std::vector<std::vector<QVariant>> values;
    std::vector<Diagnostic> issues;
    if (!validateRecords(*t, records, QStringLiteral("new %1").arg(kind), values, issues)) {
        if (issues.front().kind != Diagnostic::Kind::BadInput) {
            return false; // the catalog failed; validateRecords left its error
        }
        return fail(ErrorKind::BadInput, issues.front().text());
    }
    const QString id = values.front()[0].toString();
    const auto ids = idsOf(kind);
    if (!ids) {
        return false;
    }
    if (ids->contains(id)) {
        return fail(ErrorKind::BadInput, QStringLiteral("a %1 with id \"%2\" exists already").arg(kind, id));
    }
    WriteTransaction transaction = beginWrite();
    if (!transaction.begun()) {
        return false;
    }
    if (!insertRow(*t, values.front(), kUser)) {
        return false;
    }
    return transaction.commit().ok();
}

Result<void> Catalog::removeUserPart(const QString &kind, const QString &id)
{
    return outcome(deleteUserPart(kind, id));
}

bool Catalog::deleteUserPart(const QString &kind, const QString &id)
{
    const TableDef *t = findTable(kind);
    if (!t || !t->keyed) {
        return fail(ErrorKind::BadInput, QStringLiteral("\"%1\" is not a part kind").arg(kind));
    }
    WriteTransaction transaction = beginWrite();
    if (!transaction.begun()) {
        return false;
    }
    QSqlQuery q(db());
    q.prepare(QStringLiteral("DELETE FROM %1 WHERE id = ? AND origin = 'user'").arg(t->table));
    q.addBindValue(id);
    if (!q.exec()) {
        classifySqlError(QStringLiteral("removing %1/%2").arg(kind, id), q.lastError());
        return false;
    }
    if (q.numRowsAffected() != 1) {
        return fail(ErrorKind::BadInput, QStringLiteral("%1/%2 is not a part the user added").arg(kind, id));
    }
    return transaction.commit().ok();
}

Result<void> Catalog::setPrice(const QString &partKind, const QString &partId, qint64 amountMinor,
                               const QString &currency, const QString &date, const QString &source)
{
    return outcome(insertPrice(partKind, partId, amountMinor, currency, date, source));
}

bool Catalog::insertPrice(const QString &partKind, const QString &partId, qint64 amountMinor, const QString &currency,
                          const QString &date, const QString &source)
{
    const TableDef *t = findTable(QStringLiteral("prices"));
    QStringList fields{partKind, partId, QString::number(amountMinor), currency, date, source, QStringLiteral("0")};
    std::vector<CsvRecord> records{{0, t->columnNames()}, {1, fields}};
    std::vector<std::vector<QVariant>> values;
    std::vector<Diagnostic> issues;
    if (!validateRecords(*t, records, QStringLiteral("price"), values, issues)) {
        if (issues.front().kind != Diagnostic::Kind::BadInput) {
            return false;
        }
        return fail(ErrorKind::BadInput, issues.front().message);
    }
    WriteTransaction transaction = beginWrite();
    if (!transaction.begun()) {
        return false;
    }
    if (!insertRow(*t, values.front(), kUser)) {
        return false;
    }
    return transaction.commit().ok();
}

Result<void> Catalog::revertPrices(const QString &partKind, const QString &partId)
{
    return outcome(deleteUserPrices(partKind, partId));
}

bool Catalog::deleteUserPrices(const QString &partKind, const QString &partId)
{
    WriteTransaction transaction = beginWrite();
    if (!transaction.begun()) {
        return false;
    }
    QSqlQuery q(db());
    q.prepare(QStringLiteral("DELETE FROM prices WHERE part_kind = ? AND part_id = ? AND origin = 'user'"));
    q.addBindValue(partKind);
    q.addBindValue(partId);
    if (!q.exec()) {
        classifySqlError(QStringLiteral("reverting prices of %1/%2").arg(partKind, partId), q.lastError());
        return false;
    }
    return transaction.commit().ok();
}

ImportResult Catalog::importCsv(const QString &fileName)
{
    QFile f(fileName);
    if (!f.open(QIODevice::ReadOnly)) {
        ImportResult result;
        result.issues.push_back(inputIssue(fileName, 0, 0, QStringLiteral("cannot read the file: %1").arg(f.errorString())));
        return result;
    }
    return importCsvData(f.readAll(), fileName);
}

ImportResult Catalog::importCsvData(const QByteArray &data, const QString &fileName)
{
    ImportResult result;
    const auto parsed = parseCsv(data, fileName);
    if (!parsed) {
        result.issues.push_back(parsed.diagnostic());
        return result;
    }
    const std::vector<CsvRecord> &records = *parsed;
    if (records.empty()) {
        result.issues.push_back(inputIssue(fileName, 0, 0, QStringLiteral("the file is empty: expected a header row")));
        return result;
    }
    // The header says which table the file is for: the one whose columns it names.
    const QStringList header = records.front().fields;
    const TableDef *table = nullptr;
    int bestOverlap = -1;
    for (const TableDef &t : catalogTables()) {
        int overlap = 0;
        for (const QString &h : header) {
            overlap += t.columnIndex(h.trimmed()) >= 0 ? 1 : 0;
        }
        const int unknown = int(header.size()) - overlap;
        const int score = overlap * 2 - unknown;
        if (score > bestOverlap) {
            bestOverlap = score;
            table = &t;
        }
    }
    if (!table || bestOverlap <= 0) {
        result.issues.push_back(inputIssue(fileName, records.front().line, 0,
                                           QStringLiteral("the header matches no catalog table (%1)")
                                               .arg(partKinds().join(QStringLiteral(", ")))));
        return result;
    }
    result.kind = table->kind;
    std::vector<std::vector<QVariant>> newRows;
    if (!validateRecords(*table, records, fileName, newRows, result.issues)) {
        return result;
    }
    if (m_readOnly) {
        fail(ErrorKind::ReadOnly, QStringLiteral("catalog %1 is read-only: nothing was imported").arg(m_path));
        result.issues.push_back(storageIssue(fileName, m_lastError));
        return result;
    }
    // Present columns: a column the file leaves out keeps its current value.
    QSet<int> present;
    for (const QString &h : header) {
        present.insert(table->columnIndex(h.trimmed()));
    }

    std::optional<std::vector<CatalogRow>> current;
    QHash<QString, std::size_t> currentIndex;
    if (table->keyed) {
        current = rows(table->kind);
        if (!current) {
            result.issues.push_back(storageIssue(fileName, m_lastError));
            return result;
        }
        for (std::size_t i = 0; i < current->size(); ++i) {
            currentIndex.insert((*current)[i].values[0].toString(), i);
        }
    }
    WriteTransaction transaction = beginWrite();
    if (!transaction.begun()) {
        result.issues.push_back(storageIssue(fileName, m_lastError));
        return result;
    }
    // The transaction rolls back when this returns: the catalog's error, and nothing kept.
    const auto abort = [&]() {
        result.inserted = result.updated = result.unchanged = 0;
        result.issues.push_back(storageIssue(fileName, m_lastError, QStringLiteral(" (nothing was imported)")));
        return result;
    };
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    for (const auto &values : newRows) {
        if (!table->keyed) {
            // Prices and rates are a history: an identical row is not added twice.
            QStringList where;
            for (const ColumnDef &c : table->columns) {
                where.append(QStringLiteral("%1 IS ?").arg(c.name));
            }
            QSqlQuery dup(db());
            dup.prepare(QStringLiteral("SELECT COUNT(*) FROM %1 WHERE %2").arg(table->table, where.join(QStringLiteral(" AND "))));
            for (const QVariant &v : values) {
                dup.addBindValue(v);
            }
            if (!dup.exec() || !dup.next()) {
                classifySqlError(QStringLiteral("checking %1").arg(table->kind), dup.lastError());
                return abort();
            }
            if (dup.value(0).toInt() > 0) {
                ++result.unchanged;
                continue;
            }
            if (!insertRow(*table, values, kUser)) {
                return abort();
            }
            ++result.inserted;
            continue;
        }
        const QString id = values[0].toString();
        const auto it = currentIndex.constFind(id);
        if (it == currentIndex.constEnd()) {
            if (!insertRow(*table, values, kUser)) {
                return abort();
            }
            ++result.inserted;
            continue;
        }
        const CatalogRow &existing = (*current)[*it];
        bool changedAny = false;
        for (std::size_t c = 1; c < table->columns.size(); ++c) {
            if (!present.contains(int(c)) || sameValue(existing.values[c], values[c])) {
                continue;
            }
            changedAny = true;
            const ColumnDef &column = table->columns[c];
            QSqlQuery q(db());
            if (existing.origin == kUser) {
                q.prepare(QStringLiteral("UPDATE %1 SET %2 = ? WHERE id = ?").arg(table->table, column.name));
                q.addBindValue(values[c]);
                q.addBindValue(id);
            } else {
                const QVariant shipped = existing.changed.contains(column.name) ? existing.shipped.value(column.name)
                                                                                : existing.values[c];
                if (sameValue(shipped, values[c])) {
                    q.prepare(QStringLiteral("DELETE FROM overrides WHERE kind = ? AND part_id = ? AND column_name = ?"));
                    q.addBindValue(table->kind);
                    q.addBindValue(id);
                    q.addBindValue(column.name);
                } else {
                    q.prepare(QStringLiteral("INSERT OR REPLACE INTO overrides (kind, part_id, column_name, value, "
                                             "changed_at) VALUES (?, ?, ?, ?, ?)"));
                    q.addBindValue(table->kind);
                    q.addBindValue(id);
                    q.addBindValue(column.name);
                    q.addBindValue(fieldText(column, values[c]));
                    q.addBindValue(now);
                }
            }
            if (!q.exec()) {
                classifySqlError(QStringLiteral("importing %1/%2").arg(table->kind, id), q.lastError());
                return abort();
            }
        }
        changedAny ? ++result.updated : ++result.unchanged;
    }
    if (!transaction.commit()) {
        return abort();
    }
    result.ok = true;
    return result;
}

QByteArray Catalog::exportCsvData(const QString &kind) const
{
    const TableDef *t = findTable(kind);
    const auto all = rows(kind);
    if (!t || !all) {
        return {};
    }
    QByteArray out = writeCsvLine(t->columnNames());
    for (const CatalogRow &row : *all) {
        QStringList fields;
        for (std::size_t c = 0; c < t->columns.size(); ++c) {
            fields.append(fieldText(t->columns[c], row.values[c]));
        }
        out += writeCsvLine(fields);
    }
    return out;
}

Result<void> Catalog::exportCsv(const QString &kind, const QString &fileName)
{
    if (!findTable(kind)) {
        fail(ErrorKind::BadInput, QStringLiteral("unknown catalog kind \"%1\" (expected one of: %2)")
                                      .arg(kind, partKinds().join(QStringLiteral(", "))));
        return m_lastError;
    }
    const QByteArray data = exportCsvData(kind);
    if (data.isEmpty()) {
        return m_lastError; // the rows could not be read
    }
    const Result<void> written = writeFileAtomically(fileName, data);
    if (!written) {
        fail(ErrorKind::Io, written.diagnostic().message);
    }
    return written;
}

Result<std::vector<GpuSpec>> Catalog::gpus() const
{
    std::vector<GpuSpec> result;
    const TableDef *t = findTable(QStringLiteral("gpus"));
    const auto all = rows(QStringLiteral("gpus"));
    if (!all) {
        return all.diagnostics();
    }
    for (const CatalogRow &r : *all) {
        const auto v = [&](const char *name) { return r.value(*t, QString::fromLatin1(name)); };
        GpuSpec g;
        g.id = v("id").toString().toStdString();
        g.name = v("name").toString().toStdString();
        g.vendor = v("vendor").toString().toStdString();
        g.memoryBytes = v("memory_bytes").toLongLong();
        g.memoryBandwidthBps = v("memory_bandwidth_bps").toLongLong();
        g.fp32Tflops = v("fp32_tflops").toDouble();
        g.bf16Tflops = v("bf16_tflops").toDouble();
        g.fp8Tflops = v("fp8_tflops").toDouble();
        g.int8Tops = v("int8_tops").toDouble();
        g.boardPowerW = v("board_power_w").toLongLong();
        g.pcieGen = v("pcie_gen").toInt();
        g.pcieLanes = v("pcie_lanes").isNull() ? 16 : v("pcie_lanes").toInt();
        // Vendors quote NVLink as both directions summed (H100 SXM "900 GB/s"); an all-reduce
        // moves data one way per link, so the engine gets one direction.
        g.interconnectBps = v("interconnect_bps").toLongLong() / 2;
        g.formFactor = v("form_factor").toString().toStdString();
        g.cooling = v("cooling").toString().toStdString();
        g.slotWidth = v("slot_width").toInt();
        g.lengthMm = v("length_mm").toInt();
        result.push_back(std::move(g));
    }
    return result;
}

Result<std::vector<ModelArch>> Catalog::readModels() const
{
    const QByteArray data = exportCsvData(QStringLiteral("models"));
    if (data.isEmpty()) {
        return m_lastError; // the models table could not be read
    }
    // The effective rows (user changes applied) go through the same reader as the shipped
    // file, so a user-added model is checked and counted exactly like a shipped one.
    ModelCsvResult parsed = parseModelsCsv(data, QStringLiteral("catalog models"));
    if (!parsed.errors.isEmpty()) {
        // A stored model the reader refuses is the catalog's content, not the caller's
        // input: an Environment failure, as any other unreadable catalog row.
        fail(ErrorKind::BadInput, diagnosticTexts(parsed.errors).join(QLatin1Char('\n')));
        return Diagnostic::environment(m_lastError.message);
    }
    return std::move(parsed.models);
}

std::vector<ModelArch> Catalog::models() const
{
    // As before readModels() existed: whatever parsed, and the error left for errorString().
    const QByteArray data = exportCsvData(QStringLiteral("models"));
    ModelCsvResult parsed = parseModelsCsv(data, QStringLiteral("catalog models"));
    if (!parsed.errors.isEmpty()) {
        fail(ErrorKind::BadInput, diagnosticTexts(parsed.errors).join(QLatin1Char('\n')));
    }
    return std::move(parsed.models);
}

std::optional<ModelArch> Catalog::model(const QString &id) const
{
    for (ModelArch &m : models()) {
        if (QString::fromStdString(m.id) == id) {
            return std::move(m);
        }
    }
    return std::nullopt;
}

std::optional<Catalog::Price> Catalog::price(const QString &partKind, const QString &partId,
                                             const QString &currency) const
{
    QSqlQuery q(db());
    // The user's newest price wins over the shipped one; within an origin the newest date.
    const Prepared prepared =
        prepare(q, QStringLiteral("SELECT amount_minor, currency, price_date, source, estimate, origin FROM prices "
                                  "WHERE part_kind = ? AND part_id = ? "
                                  "ORDER BY origin = 'user' DESC, currency = ? DESC, price_date DESC, row_id DESC LIMIT 1"));
    q.addBindValue(partKind);
    q.addBindValue(partId);
    q.addBindValue(currency);
    if (!prepared.ok || !q.exec()) {
        classifySqlError(QStringLiteral("reading prices"), prepared.ok ? q.lastError() : prepared.error);
        return std::nullopt;
    }
    if (!q.next()) {
        fail(ErrorKind::BadInput, QStringLiteral("no price for %1 %2").arg(partKind, partId));
        return std::nullopt;
    }
    Price p;
    p.amountMinor = q.value(0).toLongLong();
    p.currency = q.value(1).toString();
    p.date = q.value(2).toString();
    p.source = q.value(3).toString();
    p.estimate = q.value(4).toInt() != 0;
    p.userSet = q.value(5).toString() == kUser;
    if (p.currency == currency) {
        return p;
    }
    const auto rate = [&](const QString &code) -> std::optional<double> {
        QSqlQuery r(db());
        r.prepare(QStringLiteral("SELECT per_usd FROM currency_rates WHERE currency = ? "
                                 "ORDER BY origin = 'user' DESC, rate_date DESC, row_id DESC LIMIT 1"));
        r.addBindValue(code);
        if (r.exec() && r.next()) {
            return r.value(0).toDouble();
        }
        return std::nullopt;
    };
    const auto from = rate(p.currency);
    const auto to = rate(currency);
    if (!from || !to) {
        fail(ErrorKind::BadInput, QStringLiteral("no exchange rate between %1 and %2 in the catalog").arg(p.currency, currency));
        return std::nullopt;
    }
    p.amountMinor = convertMinor(p.amountMinor, p.currency, *from, currency, *to);
    p.currency = currency;
    p.converted = true;
    return p;
}

} // namespace rigplan
