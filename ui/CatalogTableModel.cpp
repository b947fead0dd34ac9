#include "CatalogTableModel.h"

#include <QBrush>
#include <QFont>
#include <QPalette>

namespace rigplan {

CatalogTableModel::CatalogTableModel(const TableDef &table, QObject *parent)
    : QAbstractTableModel(parent)
    , m_table(table)
{
}

void CatalogTableModel::setRows(std::vector<CatalogRow> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

int CatalogTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CatalogTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_table.columns.size()) + 1;
}

QVariant CatalogTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid()) {
        return {};
    }
    const CatalogRow &row = m_rows[std::size_t(index.row())];
    const bool originColumn = index.column() == int(m_table.columns.size());
    if (originColumn) {
        if (role == Qt::DisplayRole) {
            return row.origin == QLatin1String("user") ? tr("added by you") : tr("shipped");
        }
        return {};
    }
    const ColumnDef &column = m_table.columns[std::size_t(index.column())];
    const bool changed = row.changed.contains(column.name);
    switch (role) {
    case Qt::DisplayRole:
        return fieldText(column, row.values[std::size_t(index.column())]);
    case Qt::FontRole:
        if (changed) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::ToolTipRole:
        if (changed) {
            return tr("Changed by you; shipped value: %1").arg(fieldText(column, row.shipped.value(column.name)));
        }
        return {};
    case Qt::TextAlignmentRole:
        if (column.type == ColumnType::Integer || column.type == ColumnType::Real) {
            return int(Qt::AlignRight | Qt::AlignVCenter);
        }
        return {};
    default:
        return {};
    }
}

QVariant CatalogTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    if (section == int(m_table.columns.size())) {
        return tr("origin");
    }
    return m_table.columns[std::size_t(section)].name;
}

} // namespace rigplan
