// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "estimate/GpuSpec.h"
#include "catalog/Parts.h"
#include "catalog/Schema.h"
#include "catalog/WriteTransaction.h"
#include "model/ModelArch.h"
#include "util/Diagnostic.h"

#include <QByteArray>
#include <QHash>
#include <QSet>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <algorithm>
#include <functional>
#include <optional>
#include <vector>

class QSqlQuery;

namespace rigplan {

// One row of a catalog table as the user sees it: the shipped values with the user's
// overrides applied. `changed` holds the columns the user changed; `shipped` the value the
// catalog shipped for each of them, so the UI can show it and offer to revert.
struct CatalogRow {
    std::vector<QVariant> values; // in TableDef::columns order; a null QVariant = empty
    QString origin;               // "shipped" or "user"
    QSet<QString> changed;
    QHash<QString, QVariant> shipped;

    QVariant value(const TableDef &table, const QString &column) const;
};

// What a successful CSV import did. A failed import is the Result's diagnostics instead, and
// nothing was changed: BadInput for the file ("file:line:column: message" as text(); line 0 =
// the whole file, column = the 1-based field number), Environment for the catalog or the disk
// failing during it. There are no warnings: an import takes every row or refuses the file, so
// a success carries no diagnostics (as no Result<T> value does).
struct ImportSummary {
    QString kind;         // the table the file was for
    int inserted = 0;     // user rows added
    int updated = 0;      // user rows or overrides changed
    int unchanged = 0;    // rows identical to what the catalog holds
};

// What opening a catalog did, for the log and the tests.
struct OpenReport {
    int schemaFrom = 0;   // version found on disk (0 = new file)
    int schemaTo = 0;     // version now
    bool seeded = false;  // the shipped seed was (re)loaded
    bool readOnlyMedia = false; // opened immutable: its folder cannot be written (no -shm)
    QStringList seedConflicts; // shipped ids skipped because the user owns a part of that id
};

// The hardware catalog: an SQLite database with the shipped seed and the user's edits kept
// apart. Shipped rows are replaced wholesale when a newer seed ships; user-added parts
// (origin "user"), user prices and per-column overrides of shipped rows live in their own
// rows and survive that. Every write is one IMMEDIATE transaction (a WriteTransaction
// scope), rolled back on error.
//
// Errors: open(), the edits, reads, imports and exports return a Result whose Diagnostic says
// who has to act (BadInput: what the caller gave; Environment: the file, the disk, a lock)
// and, for the catalog's own failures, its cause (Locked, ReadOnly, Corrupt, TooNew): the
// editor tells a lock it can wait out from a read-only file by it. No call leaves an error
// behind for another to read.
//
// One class, a source file per seam: Catalog.cpp (database, schema, migrations, seed),
// CatalogRead.cpp, CatalogImport.cpp, CatalogEdits.cpp, CatalogSnapshot.cpp.
//
// Not thread-safe: one Catalog (one named connection) per thread.
class Catalog final {
public:
    static constexpr int kSchemaVersion = 12;

    enum class Mode { ReadWrite, ReadOnly };

    Catalog();
    ~Catalog();
    Catalog(const Catalog &) = delete;
    Catalog &operator=(const Catalog &) = delete;

    // Opens (creating if needed) the database at `path`, migrates an older schema, and loads
    // the shipped seed when the database does not hold this build's seed yet.
    Result<void> open(const QString &path, Mode mode = Mode::ReadWrite);
    void close();
    bool isOpen() const;
    bool isReadOnly() const { return m_readOnly; }
    QString path() const { return m_path; }
    const OpenReport &openReport() const { return m_openReport; }

    // The default location: $RIGPLAN_CATALOG, else <AppDataLocation>/catalog.sqlite.
    static QString defaultPath();
    // How long a write waits in all for another process's lock before giving up (`totalMs`,
    // 30 s by default), in tries of at most `tryMs` (SQLite's busy timeout, 5 s) with a
    // growing pause between them (WriteTransaction). Set before open(); tests shorten both.
    static constexpr int kDefaultLockWaitMs = 30'000;
    static constexpr int kLockTryMs = 5000;
    void setLockWait(int totalMs, int tryMs = kLockTryMs)
    {
        m_lockWaitMs = totalMs;
        m_lockTryMs = tryMs;
    }
    // SHA-256 over the shipped seed files, as stored in the database after seeding.
    static QByteArray shippedSeedHash();

    int schemaVersion() const;
    QString metaValue(const QString &key) const;

    // Effective rows of a kind ("gpus", "cpus", ...), shipped first, then user rows, by id.
    // Planning leaves the provenance columns (sources, notes) null: a plan never reads them,
    // and their text is most of what a big catalog's rows hold.
    enum class RowScope { Everything, Planning };
    Result<std::vector<CatalogRow>> rows(const QString &kind, RowScope scope = RowScope::Everything) const;
    // One part's effective row; BadInput when there is no such part.
    Result<CatalogRow> row(const QString &kind, const QString &id) const;

    // User edits. Values are given as text, validated like an imported CSV field. Each is
    // one transaction; a failure changes nothing.
    Result<void> setValue(const QString &kind, const QString &id, const QString &column, const QString &value);
    Result<void> revertValue(const QString &kind, const QString &id, const QString &column);
    Result<void> addPart(const QString &kind, const QStringList &fieldsInColumnOrder);
    Result<void> removeUserPart(const QString &kind, const QString &id);
    Result<void> setPrice(const QString &partKind, const QString &partId, qint64 amountMinor,
                          const QString &currency, const QString &date, const QString &source);
    Result<void> revertPrices(const QString &partKind, const QString &partId);
    // Deletes, in one transaction, one user row of an unkeyed kind (prices, currency_rates) equal
    // to each of `rows` in every column: what undoing an import that added them needs. BadInput
    // for a keyed kind; rows that are not there are skipped.
    Result<void> removeUserRows(const QString &kind, const std::vector<CatalogRow> &rows);

    // CSV import: the header names the table; all-or-nothing.
    Result<ImportSummary> importCsv(const QString &fileName);
    Result<ImportSummary> importCsvData(const QByteArray &data, const QString &fileName);
    // CSV export of the effective rows of a kind; written atomically.
    Result<void> exportCsv(const QString &kind, const QString &fileName);
    // spreadsheetSafe: text cells escaped against formula injection (spreadsheetSafeCell(),
    // Csv.h), as every exported file is; the import undoes it.
    QByteArray exportCsvData(const QString &kind, bool spreadsheetSafe = false) const;

    // Typed views for the engine and the planner. Each GPU carries its compute target and the
    // FP8 / INT8 rates of its architecture's format rules (software()).
    Result<std::vector<GpuSpec>> gpus() const;
    Result<std::vector<GpuSpec>> gpus(const SoftwareCatalog &software) const; // the stack already read
    // The software-stack kinds: architectures, framework support, format support.
    Result<SoftwareCatalog> software() const;
    // Parameter counts computed from the architecture. models() is readModels() with an
    // empty list when the catalog cannot be read (for pickers, which show what there is).
    Result<std::vector<ModelArch>> readModels() const;
    std::vector<ModelArch> models() const;
    std::optional<ModelArch> model(const QString &id) const;
    // Every part with its effective values and its price in `currency` (converted through
    // currency_rates when needed), for the planner. Read once per plan, not per candidate.
    // Fails (Environment) when any table, the gpus included, cannot be read: a plan on a
    // partial catalog would be a wrong answer, not "no build fits".
    Result<CatalogSnapshot> snapshot(const QString &currency) const;

    // The effective price of a part in minor units of `currency`: the newest user price,
    // else the newest shipped price, converted through currency_rates when needed.
    struct Price {
        qint64 amountMinor = 0;
        QString currency;
        QString date;
        QString source;
        bool estimate = false;
        bool userSet = false;
        bool converted = false; // converted from another currency through currency_rates
    };
    // BadInput when the part has no price or no rate converts it; Environment when the
    // prices or the rates cannot be read.
    Result<Price> price(const QString &partKind, const QString &partId, const QString &currency) const;
    // Every priced part's effective price in `currency` as price() gives it, read in one query
    // (the snapshot's, whatever the part count), keyed by priceBookKey(); a part without a
    // usable price (none, no rate, beyond the cap) is absent. Environment when the prices or
    // the rates cannot be read.
    using PriceBook = QHash<QString, Price>;
    Result<PriceBook> priceBook(const QString &currency) const;
    static QString priceBookKey(const QString &partKind, const QString &partId)
    {
        return partKind + QLatin1Char('\x1f') + partId;
    }

private:
    // How the internals classify a failure until it leaves as a Diagnostic (m_lastError).
    enum class ErrorKind { None, Corrupt, TooNew, ReadOnly, Locked, Io, BadInput };

    // The rows of a table with the user's changes applied; with `id`, only that part's row
    // (keyed tables), so an edit in a large table reads one row, not the table.
    std::optional<std::vector<CatalogRow>> readRows(const QString &kind, const QString *id,
                                                    RowScope scope = RowScope::Everything) const;
    // Records the error (BadInput as a BadInput diagnostic, every other kind as an
    // Environment one) and returns false.
    bool fail(ErrorKind kind, const QString &message) const;
    bool failInternal(const QString &message) const; // a bug in this build (an invalid seed)
    // `waitedMs`: how long the statement waited for a lock (-1: the busy timeout).
    bool classifySqlError(const QString &what, const class QSqlError &error, qint64 waitedMs = -1) const;
    // SQLite's busy timeout of the connection: one try of a write, at most the whole wait.
    int busyTimeoutMs() const { return std::min(m_lockWaitMs, m_lockTryMs); }
    bool exec(const QString &sql) const;
    // A write transaction on this catalog; refused (begun() fails) when it is read-only.
    // Its errors are worded and classified like every other SQL error of the catalog.
    WriteTransaction beginWrite();
    // Runs `work` in one write transaction and commits: false, with the error recorded, when
    // the transaction cannot begin, `work` returns false (it records why) or COMMIT fails.
    bool inWriteTransaction(const std::function<bool()> &work);
    // The work of the public calls of the same name; false with m_lastError set.
    bool openDatabase(const QString &path, Mode mode);
    bool writeValue(const QString &kind, const QString &id, const QString &column, const QString &value);
    bool removeOverride(const QString &kind, const QString &id, const QString &column);
    bool insertPart(const QString &kind, const QStringList &fieldsInColumnOrder);
    bool deleteUserPart(const QString &kind, const QString &id);
    bool insertPrice(const QString &partKind, const QString &partId, qint64 amountMinor,
                     const QString &currency, const QString &date, const QString &source);
    bool deleteUserPrices(const QString &partKind, const QString &partId);
    bool deleteUserRows(const TableDef &table, const std::vector<CatalogRow> &rows);
    // An ok Result, or the recorded error.
    Result<void> outcome(bool ok) const;

    // Appends the cloud offers to `snap`, their prices converted to `currency` (CatalogSnapshot.cpp);
    // false with m_lastError set when the offers or the rates cannot be read.
    bool readCloudOffers(CatalogSnapshot &snap, const QString &currency) const;

    bool createSchema();
    bool migrate(int from);
    bool loadSeed();

    // Validates CSV records for a table; on success fills `values` with typed values.
    bool validateRecords(const TableDef &table, const std::vector<struct CsvRecord> &records,
                         const QString &fileName, std::vector<std::vector<QVariant>> &values,
                         Diagnostics &issues) const;
    // False (Corrupt, m_lastError set) when a table of the catalog is missing: a write must
    // not succeed on a catalog that no plan can read.
    bool tablesPresent() const;
    // The ids of a keyed kind; nullopt (with m_lastError set) when the table cannot be read.
    std::optional<QSet<QString>> idsOf(const QString &kind) const;
    // The currencies currency_rates has a rate for; nullopt (with m_lastError set) when the
    // table cannot be read.
    std::optional<QSet<QString>> currencyCodes() const;
    // SQLite's PRAGMA data_version: changes when another connection commits; nullopt when
    // it cannot be read.
    std::optional<qint64> dataVersion() const;
    // `p` in `currency` at the rates in `perUsd` (units per USD; a currency absent has none):
    // BadInput when the amount is beyond the cap or no rate converts it.
    Result<Price> inCurrency(Price p, const QString &partKind, const QString &partId, const QString &currency,
                             const QHash<QString, double> &perUsd) const;
    bool insertRow(const TableDef &table, const std::vector<QVariant> &values, const QString &origin);
    // One INSERT prepared once and run per row (an import of many rows prepares it once).
    std::optional<QSqlQuery> prepareInsert(const TableDef &table);
    bool insertPrepared(QSqlQuery &insert, const TableDef &table, const std::vector<QVariant> &values,
                        const QString &origin);

    QSqlDatabase db() const;

    QString m_connection;
    QString m_path;
    bool m_readOnly = false;
    int m_lockWaitMs = kDefaultLockWaitMs;
    int m_lockTryMs = kLockTryMs;
    // The failure of the call in progress: the private steps record it, the public call
    // returns it in its Result (and clears nothing else; no caller reads it afterwards).
    mutable Diagnostic m_lastError;
    mutable ErrorKind m_errorKind = ErrorKind::None;
    OpenReport m_openReport;
};

// Parses and checks one text field for a column; used by the import and the editor.
// On error returns false and sets `error` to what was expected.
bool parseField(const ColumnDef &column, const QString &text, QVariant &value, QString &error);
// The text form of a stored value, as the CSV export writes it.
QString fieldText(const ColumnDef &column, const QVariant &value);

} // namespace rigplan
