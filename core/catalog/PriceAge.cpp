// SPDX-License-Identifier: GPL-3.0-or-later
// How old a price is: one rule for the planner, `catalog list` and the views.
#include "catalog/Parts.h"

#include <QDate>
#include <QString>

namespace rigplan {

bool priceIsStale(const std::string &priceDate, const std::string &today)
{
    const QDate price = QDate::fromString(QString::fromStdString(priceDate), Qt::ISODate);
    const QDate now = QDate::fromString(QString::fromStdString(today), Qt::ISODate);
    if (!price.isValid() || !now.isValid()) {
        return false;
    }
    return price.daysTo(now) > kStalePriceDays;
}

std::string todayIsoDate()
{
    return QDate::currentDate().toString(Qt::ISODate).toStdString();
}

} // namespace rigplan
