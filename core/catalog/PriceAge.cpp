// SPDX-License-Identifier: GPL-3.0-or-later
// How old a price is: one rule for the planner, `catalog list` and the views.
#include "catalog/Parts.h"

#include <QDate>
#include <QString>

namespace rigplan {

namespace {

bool olderThan(const std::string &date, const std::string &today, int days)
{
    const QDate then = QDate::fromString(QString::fromStdString(date), Qt::ISODate);
    const QDate now = QDate::fromString(QString::fromStdString(today), Qt::ISODate);
    if (!then.isValid() || !now.isValid()) {
        return false;
    }
    return then.daysTo(now) > days;
}

} // namespace

bool priceIsStale(const std::string &priceDate, const std::string &today)
{
    return olderThan(priceDate, today, kStalePriceDays);
}

bool cloudOfferIsStale(const std::string &observedDate, const std::string &today)
{
    return olderThan(observedDate, today, kStaleCloudOfferDays);
}

std::string todayIsoDate()
{
    return QDate::currentDate().toString(Qt::ISODate).toStdString();
}

} // namespace rigplan
