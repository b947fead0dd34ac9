// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/CatalogEditSession.h"

#include "catalog/CatalogColumns.h"
#include "catalog/Csv.h"
#include "util/InputFile.h"

#include <QFileInfo>
#include <QUndoCommand>
#include <QUndoStack>

#include <functional>
#include <map>

namespace rigplan {

namespace {

using CommandText = std::function<QString()>; // a command's text in the language of the moment

const QString kUser = QStringLiteral("user");
const QString kPrices = QStringLiteral("prices");

QStringList rowFields(const TableDef &table, const CatalogRow &row)
{
    QStringList fields;
    for (std::size_t c = 0; c < table.columns.size(); ++c) {
        fields.append(fieldText(table.columns[c], row.values[c]));
    }
    return fields;
}

// An edit that the session applied before pushing it: the stack's first redo() is a no-op.
// A later undo or redo that the database refuses takes the command (and, through the
// session, the rest of the history) off the stack, because it no longer matches the file.
// Its text (the undo button's tooltip) is worded when asked, so the history follows a language
// switch: retranslate() words it again.
class CatalogCommand : public QUndoCommand {
public:
    CatalogCommand(CatalogEditSession *session, CommandText text)
        : QUndoCommand(text())
        , m_session(session)
        , m_text(std::move(text))
    {
    }

    void retranslate() { setText(m_text()); }

    void redo() final
    {
        if (m_firstRedo) {
            m_firstRedo = false;
            return;
        }
        m_session->beginCommand();
        if (!apply()) {
            fail();
            return;
        }
        Q_EMIT m_session->historyStepped(text(), false);
    }
    void undo() final
    {
        m_session->beginCommand();
        if (!revert()) {
            fail();
            return;
        }
        Q_EMIT m_session->historyStepped(text(), true);
    }

protected:
    virtual bool apply() = 0;
    virtual bool revert() = 0;
    virtual QStringList affectedKinds() const = 0;

    CatalogEditSession *m_session;
    Catalog &catalog() { return m_session->catalog(); }

private:
    void fail()
    {
        setObsolete(true);
        m_session->commandFailed(affectedKinds());
    }

    CommandText m_text;
    bool m_firstRedo = true;
};

class SetValueCommand final : public CatalogCommand {
public:
    SetValueCommand(CatalogEditSession *session, CommandText text, QString kind, QString id, QString column,
                    QString newText, QString oldText, bool revertOnUndo)
        : CatalogCommand(session, std::move(text))
        , m_kind(std::move(kind))
        , m_id(std::move(id))
        , m_column(std::move(column))
        , m_newText(std::move(newText))
        , m_oldText(std::move(oldText))
        , m_revertOnUndo(revertOnUndo)
    {
    }

protected:
    bool apply() override
    {
        const bool ok = m_session->succeeded(catalog().setValue(m_kind, m_id, m_column, m_newText));
        if (ok) {
            m_session->notifyPartChanged(m_kind, m_id);
        }
        return ok;
    }
    bool revert() override
    {
        // A shipped value the user had not changed goes back to "not overridden".
        const bool ok = m_revertOnUndo ? m_session->succeeded(catalog().revertValue(m_kind, m_id, m_column))
                                       : m_session->succeeded(catalog().setValue(m_kind, m_id, m_column, m_oldText));
        if (ok) {
            m_session->notifyPartChanged(m_kind, m_id);
        }
        return ok;
    }
    QStringList affectedKinds() const override { return {m_kind}; }

private:
    QString m_kind, m_id, m_column, m_newText, m_oldText;
    bool m_revertOnUndo;
};

class RevertValueCommand final : public CatalogCommand {
public:
    RevertValueCommand(CatalogEditSession *session, CommandText text, QString kind, QString id, QString column,
                       QString changedText)
        : CatalogCommand(session, std::move(text))
        , m_kind(std::move(kind))
        , m_id(std::move(id))
        , m_column(std::move(column))
        , m_changedText(std::move(changedText))
    {
    }

protected:
    bool apply() override
    {
        const bool ok = m_session->succeeded(catalog().revertValue(m_kind, m_id, m_column));
        if (ok) {
            m_session->notifyPartChanged(m_kind, m_id);
        }
        return ok;
    }
    bool revert() override
    {
        const bool ok = m_session->succeeded(catalog().setValue(m_kind, m_id, m_column, m_changedText));
        if (ok) {
            m_session->notifyPartChanged(m_kind, m_id);
        }
        return ok;
    }
    QStringList affectedKinds() const override { return {m_kind}; }

private:
    QString m_kind, m_id, m_column, m_changedText;
};

// Setting a price adds a user price row; reverting deletes the part's user price rows. Both
// are undone by deleting the part's user rows and importing the ones it had before.
class PriceCommand final : public CatalogCommand {
public:
    PriceCommand(CatalogEditSession *session, CommandText text, QString kind, QString id,
                 std::optional<PriceEntry> newPrice, std::vector<CatalogRow> userRowsBefore)
        : CatalogCommand(session, std::move(text))
        , m_kind(std::move(kind))
        , m_id(std::move(id))
        , m_newPrice(std::move(newPrice))
        , m_userRowsBefore(std::move(userRowsBefore))
    {
    }

protected:
    bool apply() override
    {
        const QString partKind = CatalogColumns::partKindOf(m_kind);
        const bool ok = m_newPrice ? m_session->succeeded(catalog().setPrice(partKind, m_id, m_newPrice->amountMinor, m_newPrice->currency,
                                                        m_newPrice->date, m_newPrice->source))
                                   : m_session->succeeded(catalog().revertPrices(partKind, m_id));
        if (ok) {
            m_session->notifyPricesChanged(m_kind, m_id);
        }
        return ok;
    }
    bool revert() override
    {
        const QString partKind = CatalogColumns::partKindOf(m_kind);
        if (!m_session->succeeded(catalog().revertPrices(partKind, m_id))) {
            return false;
        }
        const bool ok = m_userRowsBefore.empty() || m_session->importRows(kPrices, m_userRowsBefore);
        // Even a failed import changed the prices (the revert above committed).
        m_session->notifyPricesChanged(m_kind, m_id);
        return ok;
    }
    QStringList affectedKinds() const override { return {m_kind, kPrices}; }

private:
    QString m_kind, m_id;
    std::optional<PriceEntry> m_newPrice; // nullopt: the command reverts the prices
    std::vector<CatalogRow> m_userRowsBefore;
};

class AddPartCommand final : public CatalogCommand {
public:
    AddPartCommand(CatalogEditSession *session, CommandText text, QString kind, QString id, QStringList fields)
        : CatalogCommand(session, std::move(text))
        , m_kind(std::move(kind))
        , m_id(std::move(id))
        , m_fields(std::move(fields))
    {
    }

protected:
    bool apply() override
    {
        const bool ok = m_session->succeeded(catalog().addPart(m_kind, m_fields));
        if (ok) {
            m_session->notifyPartChanged(m_kind, m_id);
        }
        return ok;
    }
    bool revert() override
    {
        const bool ok = m_session->succeeded(catalog().removeUserPart(m_kind, m_id));
        if (ok) {
            m_session->notifyPartChanged(m_kind, m_id);
        }
        return ok;
    }
    QStringList affectedKinds() const override { return {m_kind}; }

private:
    QString m_kind, m_id;
    QStringList m_fields;
};

// Removing a part the user added also removes the prices the user gave it, so that no price
// row is left naming a part that is not there (an export of such rows would not re-import).
class RemovePartCommand final : public CatalogCommand {
public:
    RemovePartCommand(CatalogEditSession *session, CommandText text, QString kind, QString id, QStringList fields,
                      std::vector<CatalogRow> userPrices)
        : CatalogCommand(session, std::move(text))
        , m_kind(std::move(kind))
        , m_id(std::move(id))
        , m_fields(std::move(fields))
        , m_userPrices(std::move(userPrices))
    {
    }

protected:
    bool apply() override
    {
        if (!m_userPrices.empty()) {
            if (!m_session->succeeded(catalog().revertPrices(CatalogColumns::partKindOf(m_kind), m_id))) {
                return false;
            }
            m_session->notifyPricesChanged(m_kind, m_id);
        }
        const bool ok = m_session->succeeded(catalog().removeUserPart(m_kind, m_id));
        if (ok) {
            m_session->notifyPartChanged(m_kind, m_id);
        }
        return ok;
    }
    bool revert() override
    {
        if (!m_session->succeeded(catalog().addPart(m_kind, m_fields))) {
            return false;
        }
        m_session->notifyPartChanged(m_kind, m_id);
        if (!m_userPrices.empty()) {
            const bool ok = m_session->importRows(kPrices, m_userPrices);
            m_session->notifyPricesChanged(m_kind, m_id);
            return ok;
        }
        return true;
    }
    QStringList affectedKinds() const override { return {m_kind, kPrices}; }

private:
    QString m_kind, m_id;
    QStringList m_fields;
    std::vector<CatalogRow> m_userPrices;
};

// A CSV import. Undone by putting back what the file changed: in a table of parts, the parts it
// added are removed and each value it changed is set (or reverted to the shipped value) as it
// was; in prices and rates, the rows it added are deleted. Redone by importing the same bytes.
class ImportCommand final : public CatalogCommand {
public:
    ImportCommand(CatalogEditSession *session, CommandText text, QString kind, QByteArray data, QString fileName,
                  std::vector<CatalogRow> rowsBefore)
        : CatalogCommand(session, std::move(text))
        , m_kind(std::move(kind))
        , m_data(std::move(data))
        , m_fileName(std::move(fileName))
        , m_before(std::move(rowsBefore))
    {
    }

protected:
    bool apply() override
    {
        const Result<ImportSummary> result = catalog().importCsvData(m_data, m_fileName);
        if (!result) {
            m_session->succeeded(Result<void>(result.diagnostics()));
            return false;
        }
        m_session->notifyTableImported(m_kind);
        return true;
    }
    bool revert() override
    {
        const TableDef *table = findTable(m_kind);
        const auto after = catalog().rows(m_kind);
        if (!table || !after) {
            return m_session->succeeded(after ? Result<void>(Diagnostic::internal(m_kind)) : Result<void>(after.diagnostic()));
        }
        const bool ok = table->keyed ? revertParts(*table, *after) : revertRows(*table, *after);
        m_session->notifyTableImported(m_kind); // what the database holds now, also after a failure
        return ok;
    }
    QStringList affectedKinds() const override { return {m_kind, kPrices}; }

private:
    bool revertParts(const TableDef &table, const std::vector<CatalogRow> &after)
    {
        QHash<QString, const CatalogRow *> before;
        for (const CatalogRow &row : m_before) {
            before.insert(row.values[0].toString(), &row);
        }
        for (const CatalogRow &now : after) {
            const QString id = now.values[0].toString();
            const CatalogRow *was = before.value(id);
            if (!was) {
                if (!m_session->succeeded(catalog().removeUserPart(m_kind, id))) {
                    return false;
                }
                continue;
            }
            for (std::size_t c = 1; c < table.columns.size(); ++c) {
                const ColumnDef &column = table.columns[c];
                const QString wasText = fieldText(column, was->values[c]);
                const bool wasChanged = was->changed.contains(column.name);
                if (wasText == fieldText(column, now.values[c]) && wasChanged == now.changed.contains(column.name)) {
                    continue;
                }
                // A shipped value the user had not changed is reverted, so it follows the next seed.
                const bool revertToShipped = was->origin != kUser && !wasChanged;
                if (!m_session->succeeded(revertToShipped ? catalog().revertValue(m_kind, id, column.name)
                                                          : catalog().setValue(m_kind, id, column.name, wasText))) {
                    return false;
                }
            }
        }
        return true;
    }
    bool revertRows(const TableDef &table, const std::vector<CatalogRow> &after)
    {
        // The user's rows now, less those there before (a multiset: identical rows count).
        QHash<QStringList, int> had;
        for (const CatalogRow &row : m_before) {
            if (row.origin == kUser) {
                ++had[rowFields(table, row)];
            }
        }
        std::vector<CatalogRow> added;
        for (const CatalogRow &row : after) {
            if (row.origin != kUser) {
                continue;
            }
            int &count = had[rowFields(table, row)];
            if (count > 0) {
                --count;
            } else {
                added.push_back(row);
            }
        }
        return added.empty() || m_session->succeeded(catalog().removeUserRows(m_kind, added));
    }

    QString m_kind;
    QByteArray m_data;
    QString m_fileName;
    std::vector<CatalogRow> m_before;
};

} // namespace

CatalogEditSession::CatalogEditSession(Catalog &catalog, QObject *parent)
    : QObject(parent)
    , m_catalog(catalog)
    , m_undoStack(new QUndoStack(this))
{
    if (m_catalog.isReadOnly()) {
        m_blocked = Blocked::ReadOnlyCatalog;
    }
    reloadPrices();
}

QString CatalogEditSession::blockedReason() const
{
    switch (m_blocked) {
    case Blocked::No:
        break;
    case Blocked::ReadOnlyCatalog:
        return tr("The catalog %1 is read-only (the file or its folder cannot be written), so it cannot be "
                  "edited. You can still browse and export it.")
            .arg(m_catalog.path());
    case Blocked::WriteRefused:
        return tr("Editing is off: the catalog %1 cannot be written (%2). You can still browse and export it.")
            .arg(m_catalog.path(), m_blockedMessage);
    case Blocked::Locked:
        return tr("Editing is off: another program is writing to the catalog %1. Close it (or wait for it "
                  "to finish), then choose Try again.")
            .arg(m_catalog.path());
    }
    return QString();
}

CatalogEditSession::~CatalogEditSession()
{
    // The commands refer to this session: delete them before it goes.
    m_undoStack->clear();
}

void CatalogEditSession::retryEditing()
{
    if (m_catalog.isReadOnly() || canEdit()) {
        return;
    }
    m_blocked = Blocked::No;
    m_blockedMessage.clear();
    Q_EMIT editingAllowedChanged(true);
}

void CatalogEditSession::setDisplayCurrency(const QString &currency)
{
    if (currency.isEmpty() || currency == m_displayCurrency) {
        return;
    }
    m_displayCurrency = currency;
    Q_EMIT displayCurrencyChanged(currency);
}

bool CatalogEditSession::succeeded(const Result<void> &result)
{
    if (!result) {
        m_failure = result.diagnostic();
    }
    return result.ok();
}

bool CatalogEditSession::failed(const QStringList &affectedKinds, const Diagnostic &failure)
{
    m_failure = failure;
    reportFailure(affectedKinds, failure.message, false);
    return false;
}

void CatalogEditSession::reportFailure(const QStringList &affectedKinds, const QString &message, bool duringUndo)
{
    m_lastError = message;
    if (m_failure.kind == Diagnostic::Kind::BadInput && !duringUndo) {
        // Refused before anything was written: nothing to reload.
        Q_EMIT editRefused(message);
        return;
    }
    if (m_failure.cause == Diagnostic::Cause::ReadOnly) {
        m_blocked = Blocked::WriteRefused;
        m_blockedMessage = message;
        Q_EMIT editingAllowedChanged(false);
    } else if (m_failure.cause == Diagnostic::Cause::Locked) {
        m_blocked = Blocked::Locked;
        Q_EMIT editingAllowedChanged(false);
    }
    Q_EMIT writeFailed(message);
    m_partIds.clear();
    // Show what the database really holds now.
    for (const QString &affected : affectedKinds) {
        if (affected == kPrices) {
            reloadPrices();
        }
        Q_EMIT tableChanged(affected);
    }
    m_lastError = message;
}

void CatalogEditSession::beginCommand()
{
    m_lastError.clear();
    m_failure = {};
}

void CatalogEditSession::commandFailed(const QStringList &affectedKinds)
{
    // importRows() leaves its own message; a Catalog call its Diagnostic (succeeded()).
    const QString message = m_lastError.isEmpty() ? m_failure.message : m_lastError;
    // The history was recorded against a state the database no longer has. Queued: the
    // failing command is still running.
    QMetaObject::invokeMethod(m_undoStack, &QUndoStack::clear, Qt::QueuedConnection);
    reportFailure(affectedKinds, tr("%1\nThe undo history was cleared because it no longer matches the catalog.")
                                     .arg(message),
                  true);
}

void CatalogEditSession::retranslateHistory()
{
    for (int i = 0; i < m_undoStack->count(); ++i) {
        // const_cast: the stack hands out its commands const, and only their text changes.
        if (auto *command = dynamic_cast<CatalogCommand *>(const_cast<QUndoCommand *>(m_undoStack->command(i)))) {
            command->retranslate();
        }
    }
}

void CatalogEditSession::pushApplied(QUndoCommand *command)
{
    m_lastError.clear();
    m_undoStack->push(command);
}

const QSet<QString> &CatalogEditSession::partIds(const QString &kind) const
{
    auto it = m_partIds.find(kind);
    if (it == m_partIds.end()) {
        QSet<QString> ids;
        if (const auto rows = m_catalog.rows(kind)) {
            for (const CatalogRow &row : *rows) {
                ids.insert(row.values[0].toString());
            }
        }
        it = m_partIds.insert(kind, ids);
    }
    return *it;
}

void CatalogEditSession::notifyPartChanged(const QString &kind, const QString &id)
{
    m_partIds.remove(kind);
    Q_EMIT partChanged(kind, id);
    Q_EMIT catalogChanged();
}

void CatalogEditSession::notifyPricesChanged(const QString &kind, const QString &id)
{
    reloadPrices();
    Q_EMIT tableChanged(kPrices);
    Q_EMIT partPricesChanged(kind, id);
    Q_EMIT catalogChanged();
}

void CatalogEditSession::reloadPrices()
{
    auto rows = m_catalog.rows(kPrices);
    if (rows) {
        m_priceRows = std::move(*rows);
    }
}

std::vector<CatalogRow> CatalogEditSession::priceRowsOf(const QString &partKind, const QString &id) const
{
    const TableDef *prices = findTable(kPrices);
    const int kindColumn = prices->columnIndex(QStringLiteral("part_kind"));
    const int idColumn = prices->columnIndex(QStringLiteral("part_id"));
    std::vector<CatalogRow> result;
    for (const CatalogRow &row : m_priceRows) {
        if (row.values[std::size_t(kindColumn)].toString() == partKind
            && row.values[std::size_t(idColumn)].toString() == id) {
            result.push_back(row);
        }
    }
    return result;
}

bool CatalogEditSession::importRows(const QString &kind, const std::vector<CatalogRow> &rows)
{
    const TableDef *table = findTable(kind);
    QByteArray csv = writeCsvLine(table->columnNames());
    for (const CatalogRow &row : rows) {
        csv += writeCsvLine(rowFields(*table, row));
    }
    const Result<ImportSummary> result = m_catalog.importCsvData(csv, tr("undo history"));
    if (!result) {
        m_lastError = diagnosticTexts(result.diagnostics()).join(QLatin1Char('\n'));
        m_failure = result.diagnostic();
    }
    return result.ok();
}

bool CatalogEditSession::setValue(const QString &kind, const QString &id, const QString &column,
                                  const QString &storedText)
{
    const TableDef *table = findTable(kind);
    const int c = table ? table->columnIndex(column) : -1;
    if (c < 0) {
        m_lastError = tr("The catalog has no column \"%1\" in %2.").arg(column, kind);
        Q_EMIT editRefused(m_lastError);
        return false;
    }
    const auto before = m_catalog.row(kind, id);
    if (!before) {
        return failed({kind}, before.diagnostic());
    }
    const ColumnDef &def = table->columns[std::size_t(c)];
    const QString oldText = fieldText(def, before->values[std::size_t(c)]);
    QVariant parsed;
    QString error;
    if (!parseField(def, storedText, parsed, error)) {
        m_lastError = error;
        Q_EMIT editRefused(error);
        return false;
    }
    if (fieldText(def, parsed) == oldText) {
        m_lastError.clear();
        return true; // the value it has already
    }
    if (const auto written = m_catalog.setValue(kind, id, column, storedText); !written) {
        return failed({kind}, written.diagnostic());
    }
    const bool revertOnUndo = before->origin != kUser && !before->changed.contains(column);
    CommandText text = [kind, id, columnDef = &def] {
        return tr("Change %1 of %2").arg(CatalogColumns::label(kind, *columnDef), id);
    };
    pushApplied(new SetValueCommand(this, std::move(text), kind, id, column, storedText, oldText, revertOnUndo));
    notifyPartChanged(kind, id);
    return true;
}

bool CatalogEditSession::revertValue(const QString &kind, const QString &id, const QString &column)
{
    const TableDef *table = findTable(kind);
    const int c = table ? table->columnIndex(column) : -1;
    if (c < 0) {
        m_lastError = tr("The catalog has no column \"%1\" in %2.").arg(column, kind);
        Q_EMIT editRefused(m_lastError);
        return false;
    }
    const auto before = m_catalog.row(kind, id);
    if (!before) {
        return failed({kind}, before.diagnostic());
    }
    if (!before->changed.contains(column)) {
        m_lastError.clear();
        return true; // shows the shipped value already
    }
    const ColumnDef &def = table->columns[std::size_t(c)];
    const QString changedText = fieldText(def, before->values[std::size_t(c)]);
    if (const auto reverted = m_catalog.revertValue(kind, id, column); !reverted) {
        return failed({kind}, reverted.diagnostic());
    }
    CommandText text = [kind, id, columnDef = &def] {
        return tr("Revert %1 of %2").arg(CatalogColumns::label(kind, *columnDef), id);
    };
    pushApplied(new RevertValueCommand(this, std::move(text), kind, id, column, changedText));
    notifyPartChanged(kind, id);
    return true;
}

bool CatalogEditSession::setPrice(const QString &kind, const QString &id, const PriceEntry &entry)
{
    const QString partKind = CatalogColumns::partKindOf(kind);
    if (partKind.isEmpty()) {
        m_lastError = tr("%1 have no prices.").arg(CatalogColumns::tableTitle(kind));
        Q_EMIT editRefused(m_lastError);
        return false;
    }
    reloadPrices();
    std::vector<CatalogRow> userRows;
    for (CatalogRow &row : priceRowsOf(partKind, id)) {
        if (row.origin == kUser) {
            userRows.push_back(std::move(row));
        }
    }
    if (const auto written = m_catalog.setPrice(partKind, id, entry.amountMinor, entry.currency, entry.date, entry.source);
        !written) {
        return failed({kind, kPrices}, written.diagnostic());
    }
    CommandText text = [id] { return tr("Set the price of %1").arg(id); };
    pushApplied(new PriceCommand(this, std::move(text), kind, id, entry, std::move(userRows)));
    notifyPricesChanged(kind, id);
    return true;
}

bool CatalogEditSession::revertPrices(const QString &kind, const QString &id)
{
    const QString partKind = CatalogColumns::partKindOf(kind);
    reloadPrices();
    std::vector<CatalogRow> userRows;
    for (CatalogRow &row : priceRowsOf(partKind, id)) {
        if (row.origin == kUser) {
            userRows.push_back(std::move(row));
        }
    }
    if (userRows.empty()) {
        m_lastError.clear();
        return true;
    }
    if (const auto reverted = m_catalog.revertPrices(partKind, id); !reverted) {
        return failed({kind, kPrices}, reverted.diagnostic());
    }
    CommandText text = [id] { return tr("Revert the prices of %1").arg(id); };
    pushApplied(new PriceCommand(this, std::move(text), kind, id, std::nullopt, std::move(userRows)));
    notifyPricesChanged(kind, id);
    return true;
}

bool CatalogEditSession::addPart(const QString &kind, const QStringList &fieldsInColumnOrder)
{
    if (const auto added = m_catalog.addPart(kind, fieldsInColumnOrder); !added) {
        return failed({kind}, added.diagnostic());
    }
    const QString id = fieldsInColumnOrder.value(0).trimmed();
    CommandText text = [kind, id] { return tr("Add %1 to %2").arg(id, CatalogColumns::tableTitle(kind)); };
    pushApplied(new AddPartCommand(this, std::move(text), kind, id, fieldsInColumnOrder));
    notifyPartChanged(kind, id);
    return true;
}

bool CatalogEditSession::removeUserPart(const QString &kind, const QString &id)
{
    const TableDef *table = findTable(kind);
    if (!table) {
        m_lastError = tr("The catalog has no table %1.").arg(kind);
        Q_EMIT editRefused(m_lastError);
        return false;
    }
    const auto before = m_catalog.row(kind, id);
    if (!before) {
        return failed({kind}, before.diagnostic());
    }
    if (before->origin != kUser) {
        m_lastError = tr("%1 came with RigPlan; only parts you added can be removed.").arg(id);
        Q_EMIT editRefused(m_lastError);
        return false;
    }
    const QString partKind = CatalogColumns::partKindOf(kind);
    std::vector<CatalogRow> userPrices;
    if (!partKind.isEmpty()) {
        reloadPrices();
        userPrices = priceRowsOf(partKind, id);
    }
    if (!userPrices.empty()) {
        if (const auto reverted = m_catalog.revertPrices(partKind, id); !reverted) {
            return failed({kind, kPrices}, reverted.diagnostic());
        }
    }
    if (const auto removed = m_catalog.removeUserPart(kind, id); !removed) {
        const QString error = removed.diagnostic().message;
        // Put the prices back: the part stays, so should they.
        if (!userPrices.empty()) {
            importRows(kPrices, userPrices);
        }
        m_failure = removed.diagnostic(); // importRows() may have recorded its own
        reportFailure({kind, kPrices}, error, false);
        return false;
    }
    const bool hadPrices = !userPrices.empty();
    CommandText text = [kind, id] { return tr("Remove %1 from %2").arg(id, CatalogColumns::tableTitle(kind)); };
    pushApplied(
        new RemovePartCommand(this, std::move(text), kind, id, rowFields(*table, *before), std::move(userPrices)));
    if (hadPrices) {
        notifyPricesChanged(kind, id);
    }
    notifyPartChanged(kind, id);
    return true;
}

Result<ImportSummary> CatalogEditSession::importCsv(const QString &fileName)
{
    // Read once: the command imports these bytes again on redo, whatever the file holds then.
    const Result<QByteArray> data = readInputFile(fileName);
    if (!data) {
        m_lastError = data.diagnostic().text();
        return data.diagnostics();
    }
    // What every table holds before: the file's table is known only once it is read, and the
    // command keeps that one to undo the import.
    std::map<QString, std::vector<CatalogRow>> before;
    for (const TableDef &table : catalogTables()) {
        if (auto rows = m_catalog.rows(table.kind)) {
            before[table.kind] = std::move(*rows);
        }
    }
    const QString name = inputFileName(fileName);
    Result<ImportSummary> result = m_catalog.importCsvData(*data, name);
    if (!result) {
        m_lastError = diagnosticTexts(result.diagnostics()).join(QLatin1Char('\n'));
        return result;
    }
    m_lastError.clear();
    if (result->inserted + result->updated > 0 && before.count(result->kind)) {
        const QString file = QFileInfo(name).fileName();
        CommandText text = [file] { return tr("Import %1").arg(file); };
        pushApplied(new ImportCommand(this, std::move(text), result->kind, *data, name, std::move(before[result->kind])));
    }
    notifyTableImported(result->kind);
    return result;
}

void CatalogEditSession::notifyTableImported(const QString &kind)
{
    m_partIds.clear();
    reloadPrices();
    Q_EMIT tableChanged(kind);
    if (kind == kPrices || kind == QLatin1String("currency_rates")) {
        // Prices and rates feed every part table's price column.
        for (const TableDef &table : catalogTables()) {
            if (!CatalogColumns::partKindOf(table.kind).isEmpty()) {
                Q_EMIT tableChanged(table.kind);
            }
        }
        if (kind != kPrices) {
            Q_EMIT tableChanged(kPrices);
        }
    }
    Q_EMIT catalogChanged();
}

bool CatalogEditSession::exportCsv(const QString &kind, const QString &fileName)
{
    if (const auto written = m_catalog.exportCsv(kind, fileName); !written) {
        m_lastError = written.diagnostic().message;
        return false;
    }
    m_lastError.clear();
    return true;
}

} // namespace rigplan
