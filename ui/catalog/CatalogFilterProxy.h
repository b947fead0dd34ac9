// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QSortFilterProxyModel>

#include <optional>

namespace rigplan {

// Search and filters over a CatalogTableModel: the search text matches any column as shown
// (case-insensitive), the origin filter keeps rows the user changed or added, value filters
// keep rows whose column equals a value (vendor, socket, ...), minimum filters keep rows
// whose value (as stored: bytes, watts) is at least a value. Sorts by CatalogTableModel::SortRole,
// so numbers sort as numbers.
class CatalogFilterProxy final : public QSortFilterProxyModel {
    Q_OBJECT
public:
    // StalePrice: rows whose price is dated more than kStalePriceDays before today (the prices
    // to update before quoting).
    enum class Origin { All, ChangedByUser, AddedByUser, StalePrice };

    explicit CatalogFilterProxy(QObject *parent = nullptr);

    void setSearchText(const QString &text);
    QString searchText() const { return m_search; }
    void setOrigin(Origin origin);
    Origin origin() const { return m_origin; }
    // Keeps rows whose source column shows `value`; an empty value removes the filter.
    void setValueFilter(int sourceColumn, const QString &value);
    // Keeps rows whose source column is at least `minimum` (stored unit); nullopt removes it.
    void setMinimumFilter(int sourceColumn, std::optional<double> minimum);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_search;
    Origin m_origin = Origin::All;
    QHash<int, QString> m_values;
    QHash<int, double> m_minimums;
};

} // namespace rigplan
