// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/Catalog.h"

#include <QAbstractTableModel>
#include <QHash>

#include <optional>
#include <vector>

namespace rigplan {

class CatalogEditSession;

// One catalog table as an editable model: the effective values (user changes applied) in
// display units, a price column for part tables (in the session's display currency) and an
// origin column. User-changed cells are bold and coloured with the shipped value in the
// tooltip; rows the user added are tinted. Edits go through the CatalogEditSession (one
// undoable command each); the model refreshes only the row, price or table the session
// names in its signals.
class CatalogTableModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role {
        SortRole = Qt::UserRole + 1, // typed value: numbers sort as numbers, empty first
        ChangedRole,                 // bool: the user changed this cell (value or price)
        UserAddedRole,               // bool: the row is a part the user added
        IdRole,                      // the part id of the row
        StalePriceRole,              // bool: the row's price (a part's shown price, a price row) is stale
    };
    enum class ColumnKind { Field, Price, Origin };

    CatalogTableModel(CatalogEditSession &session, const TableDef &table, QObject *parent = nullptr);

    const TableDef &table() const { return *m_table; }
    bool hasPrices() const { return m_priceColumn >= 0; }

    // Re-reads the whole table (and its prices), or says why it could not.
    Result<void> reload();
    // Re-reads one part: updates, inserts or removes its row.
    void refreshPart(const QString &id);
    void refreshPrice(const QString &id);
    void refreshAllPrices();
    // The headers and the cells' words (units, yes / no, origin, tooltips) are made when asked:
    // after a language switch this tells the views to ask again. Rows, selection and the
    // proxy's filters stay (no reset).
    void retranslate();

    // Column mapping between the model and the table definition.
    ColumnKind columnKind(int modelColumn) const;
    const ColumnDef *columnDef(int modelColumn) const; // nullptr for price / origin
    int modelColumnOf(const QString &csvName) const;   // -1 when the table has no such column
    int priceColumn() const { return m_priceColumn; }
    int originColumn() const { return m_originColumn; }

    const CatalogRow *rowAt(int row) const;
    QString idAt(int row) const;
    int rowOfId(const QString &id) const;
    std::optional<Catalog::Price> priceAt(int row) const;

    // Checks what the user typed into a cell. On success `storedText` is the CSV text (or the
    // amount in minor units for a price); on failure `error` says what was expected.
    bool checkEdit(const QModelIndex &index, const QString &typed, QString &storedText, QString &error) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

Q_SIGNALS:
    // An edit was not saved; the message says why (shown by the page).
    void editRejected(const QString &message);

private:
    QVariant fieldData(const CatalogRow &row, const ColumnDef &column, int role) const;
    QVariant priceData(int row, int role) const;
    QVariant originData(const CatalogRow &row, int role) const;
    QString priceTooltip(int row) const;
    std::optional<Catalog::Price> readPrice(const QString &id) const;
    void rebuildIndex();

    CatalogEditSession *m_session;
    const TableDef *m_table;
    QString m_partKind; // "gpu" for gpus; empty for tables without prices
    std::vector<std::pair<ColumnKind, int>> m_columns; // kind, index into TableDef::columns
    int m_priceColumn = -1;
    int m_originColumn = -1;
    std::vector<CatalogRow> m_rows;
    std::vector<std::optional<Catalog::Price>> m_prices; // parallel to m_rows
    QHash<QString, int> m_rowOfId;
};

} // namespace rigplan
