// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/CatalogFilterProxy.h"

#include "catalog/CatalogTableModel.h"

namespace rigplan {

CatalogFilterProxy::CatalogFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(CatalogTableModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setSortLocaleAware(true);
}

void CatalogFilterProxy::setSearchText(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed == m_search) {
        return;
    }
    m_search = trimmed;
    invalidateFilter();
}

void CatalogFilterProxy::setOrigin(Origin origin)
{
    if (origin == m_origin) {
        return;
    }
    m_origin = origin;
    invalidateFilter();
}

void CatalogFilterProxy::setValueFilter(int sourceColumn, const QString &value)
{
    if (value.isEmpty()) {
        m_values.remove(sourceColumn);
    } else {
        m_values.insert(sourceColumn, value);
    }
    invalidateFilter();
}

void CatalogFilterProxy::setMinimumFilter(int sourceColumn, std::optional<double> minimum)
{
    if (minimum) {
        m_minimums.insert(sourceColumn, *minimum);
    } else {
        m_minimums.remove(sourceColumn);
    }
    invalidateFilter();
}

bool CatalogFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QAbstractItemModel *model = sourceModel();
    const auto cell = [&](int column) { return model->index(sourceRow, column, sourceParent); };
    switch (m_origin) {
    case Origin::All:
        break;
    case Origin::AddedByUser:
        if (!cell(0).data(CatalogTableModel::UserAddedRole).toBool()) {
            return false;
        }
        break;
    case Origin::StalePrice:
        if (!cell(0).data(CatalogTableModel::StalePriceRole).toBool()) {
            return false;
        }
        break;
    case Origin::ChangedByUser: {
        // A changed value or a price the user set, in any column.
        bool changed = false;
        for (int c = 0; c < model->columnCount(sourceParent) && !changed; ++c) {
            changed = cell(c).data(CatalogTableModel::ChangedRole).toBool();
        }
        if (!changed) {
            return false;
        }
        break;
    }
    }
    for (auto it = m_values.constBegin(); it != m_values.constEnd(); ++it) {
        if (cell(it.key()).data(Qt::DisplayRole).toString() != it.value()) {
            return false;
        }
    }
    for (auto it = m_minimums.constBegin(); it != m_minimums.constEnd(); ++it) {
        const QVariant value = cell(it.key()).data(CatalogTableModel::SortRole);
        // An unknown value cannot be shown to meet a minimum.
        if (!value.isValid() || value.toDouble() < it.value()) {
            return false;
        }
    }
    if (m_search.isEmpty()) {
        return true;
    }
    for (int c = 0; c < model->columnCount(sourceParent); ++c) {
        if (cell(c).data(Qt::DisplayRole).toString().contains(m_search, Qt::CaseInsensitive)) {
            return true;
        }
    }
    return false;
}

} // namespace rigplan
