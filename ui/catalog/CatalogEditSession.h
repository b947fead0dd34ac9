// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/Catalog.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

class QUndoCommand;
class QUndoStack;

namespace rigplan {

// A price the user enters for a part.
struct PriceEntry {
    std::int64_t amountMinor = 0;
    QString currency;
    QString date; // YYYY-MM-DD
    QString source;
};

// The catalog editor's write path: every edit is applied to the Catalog at once (one
// transaction each) and, when it succeeded, recorded as a command on the undo stack. Undo
// restores exactly the state before the edit, including "not overridden" (undoing a first
// change of a shipped value reverts it rather than writing the shipped value as a change).
//
// Views never write to the Catalog themselves: they call these functions and refresh from
// the signals, which name the part or table that changed so that only that is re-read.
class CatalogEditSession final : public QObject {
    Q_OBJECT
public:
    explicit CatalogEditSession(Catalog &catalog, QObject *parent = nullptr);
    ~CatalogEditSession() override;

    Catalog &catalog() { return m_catalog; }
    const Catalog &catalog() const { return m_catalog; }
    QUndoStack *undoStack() const { return m_undoStack; }

    // False while the catalog is read-only or a write failed because the file is read-only
    // or locked; blockedReason() says why, for the banner, in the language of the moment.
    bool canEdit() const { return m_blocked == Blocked::No; }
    QString blockedReason() const;
    // Words the undo history's command texts again, in the language of the moment.
    void retranslateHistory();
    // Lets the user try again after a lock went away (a read-only catalog stays blocked).
    void retryEditing();

    // The currency the price columns show (prices in others are converted for display).
    QString displayCurrency() const { return m_displayCurrency; }
    void setDisplayCurrency(const QString &currency);

    // Why the last edit, import or export failed.
    QString lastError() const { return m_lastError; }

    // Edits. Each returns false when nothing changed; lastError() says why.
    bool setValue(const QString &kind, const QString &id, const QString &column, const QString &storedText);
    bool revertValue(const QString &kind, const QString &id, const QString &column);
    bool setPrice(const QString &kind, const QString &id, const PriceEntry &entry);
    bool revertPrices(const QString &kind, const QString &id);
    bool addPart(const QString &kind, const QStringList &fieldsInColumnOrder);
    bool removeUserPart(const QString &kind, const QString &id);

    // CSV import (all-or-nothing, see Catalog::importCsv), one undoable step: undo puts back what
    // the file changed (parts it added removed, values it changed as they were, price and rate
    // rows it added deleted), so the history before it stays usable. A file that changes nothing
    // adds no step.
    Result<ImportSummary> importCsv(const QString &fileName);
    bool exportCsv(const QString &kind, const QString &fileName);

    // The price rows the catalog holds (shipped and the user's), in catalog order, as last
    // read; re-read after every price change and by reloadPrices().
    const std::vector<CatalogRow> &priceRows() const { return m_priceRows; }
    std::vector<CatalogRow> priceRowsOf(const QString &partKind, const QString &id) const;
    void reloadPrices();

    // The ids of a part kind, for checking references (platforms name GPUs) as the user types.
    const QSet<QString> &partIds(const QString &kind) const;

    // Used by the undo commands (CatalogEditSession.cpp).
    void notifyPartChanged(const QString &kind, const QString &id);
    void notifyPricesChanged(const QString &kind, const QString &id);
    // A whole table changed (an import or its undo): it and what shows its prices are re-read.
    void notifyTableImported(const QString &kind);
    void beginCommand();
    void commandFailed(const QStringList &affectedKinds);
    bool importRows(const QString &kind, const std::vector<CatalogRow> &rows);
    // Whether a catalog call of an undo command succeeded; keeps its Diagnostic when not.
    bool succeeded(const Result<void> &result);

Q_SIGNALS:
    // One part's row changed, appeared or disappeared: re-read that row.
    void partChanged(const QString &kind, const QString &id);
    // A part's prices changed (its price cell; the prices table is reloaded separately).
    void partPricesChanged(const QString &kind, const QString &id);
    // Re-read a whole table (import, a failed write, a changed display currency for prices).
    void tableChanged(const QString &kind);
    // After every successful change of the catalog.
    void catalogChanged();
    void displayCurrencyChanged(const QString &currency);
    // Editing was switched off (read-only, locked) or on again.
    void editingAllowedChanged(bool allowed);
    // An edit was refused before anything was written (a bad value, a duplicate id).
    void editRefused(const QString &message);
    // A write failed in the database; the affected tables are being reloaded.
    void writeFailed(const QString &message);
    // An undo (`undone`) or a redo of the history step `text` went through: what was said of
    // the catalog before it (an import's tally, a refused edit's reason) no longer holds.
    void historyStepped(const QString &text, bool undone);

private:
    bool failed(const QStringList &affectedKinds, const Diagnostic &failure);
    void reportFailure(const QStringList &affectedKinds, const QString &message, bool duringUndo);
    void pushApplied(QUndoCommand *command);

    Catalog &m_catalog;
    QUndoStack *m_undoStack = nullptr;
    // Why editing is off, kept as a kind (worded by blockedReason(), so the banner follows a
    // language switch) and the catalog's own message for a failed write.
    enum class Blocked { No, ReadOnlyCatalog, WriteRefused, Locked };
    Blocked m_blocked = Blocked::No;
    QString m_blockedMessage;
    QString m_displayCurrency = QStringLiteral("USD");
    QString m_lastError;
    Diagnostic m_failure; // the catalog's last refusal, for reportFailure(): who acts, and why
    std::vector<CatalogRow> m_priceRows;
    mutable QHash<QString, QSet<QString>> m_partIds; // cleared on every change
};

} // namespace rigplan
