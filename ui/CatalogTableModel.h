#pragma once

#include "catalog/Catalog.h"

#include <QAbstractTableModel>

namespace rigplan {

// One catalog kind as a read-only table: effective values, user-changed cells marked
// (bold, with the shipped value in the tooltip), user-added rows tinted.
class CatalogTableModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    CatalogTableModel(const TableDef &table, QObject *parent = nullptr);

    void setRows(std::vector<CatalogRow> rows);
    const TableDef &table() const { return m_table; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    const TableDef &m_table;
    std::vector<CatalogRow> m_rows;
};

} // namespace rigplan
