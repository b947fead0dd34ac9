// SPDX-License-Identifier: GPL-3.0-or-later
#include "quote/QuoteFormat.h"

#include "util/Counted.h"
#include "util/Money.h"
#include "util/Utf8.h"

#include <QJsonArray>

namespace rigplan {

namespace {

QString money(std::int64_t minor, const std::string &currency)
{
    return formatMinor(minor, qs(currency));
}

const char *changeKindId(LineChange::Kind kind)
{
    switch (kind) {
    case LineChange::Kind::Changed: return "changed";
    case LineChange::Kind::Added: return "added";
    case LineChange::Kind::Removed: return "removed";
    }
    return "changed";
}

} // namespace

QString frozenSummaryText(const Quote &quote)
{
    if (!quote.frozen) {
        return QStringLiteral("not frozen\n");
    }
    const FrozenQuote &f = *quote.frozen;
    const QuoteTotals t = quoteTotals(quote);
    QString out = QStringLiteral("quote %1, %2 tier: %3, prices of %4, exchange rates of %5\n")
                      .arg(quote.info.number.empty() ? QStringLiteral("(no number)") : qs(quote.info.number), qs(f.tier),
                           countedEnglish(double(f.lines.size()), "line", "lines"))
                      .arg(qs(f.priceDate), f.rateDate.empty() ? QStringLiteral("(none)") : qs(f.rateDate));
    if (t.overflow) {
        return out + QStringLiteral("the totals are beyond the 64-bit range of minor units\n");
    }
    out += QStringLiteral("net %1").arg(money(t.netMinor, f.currency));
    if (quote.commercial.tax) {
        out += QStringLiteral(", %1 %2 % %3").arg(qs(quote.commercial.tax->name), percentText(quote.commercial.tax->rate),
                                                 money(t.taxMinor, f.currency));
    }
    out += QStringLiteral(", gross %1\n").arg(money(t.grossMinor, f.currency));
    return out;
}

QJsonObject frozenSummaryJson(const Quote &quote)
{
    QJsonObject o;
    o.insert(QStringLiteral("number"), qs(quote.info.number));
    o.insert(QStringLiteral("date"), qs(quote.info.date));
    o.insert(QStringLiteral("status"), QLatin1String(quoteStatusId(quote.info.status)));
    if (!quote.frozen) {
        o.insert(QStringLiteral("frozen"), false);
        return o;
    }
    const QuoteTotals t = quoteTotals(quote);
    o.insert(QStringLiteral("frozen"), true);
    o.insert(QStringLiteral("tier"), qs(quote.frozen->tier));
    o.insert(QStringLiteral("currency"), qs(quote.frozen->currency));
    o.insert(QStringLiteral("lines"), qsizetype(quote.frozen->lines.size()));
    const auto amount = [&](std::int64_t v) { return t.overflow ? QJsonValue() : QJsonValue(qint64(v)); };
    o.insert(QStringLiteral("net_minor"), amount(t.netMinor));
    o.insert(QStringLiteral("tax_minor"), amount(t.taxMinor));
    o.insert(QStringLiteral("gross_minor"), amount(t.grossMinor));
    return o;
}

QString repriceToText(const RepriceResult &r)
{
    QString out;
    if (!r.sameBuild) {
        out += QStringLiteral("the tier is now a different build: %1 (was %2)\n").arg(qs(r.newBuildKey), qs(r.oldBuildKey));
    }
    if (r.changes.empty()) {
        out += QStringLiteral("no line changed\n");
    }
    for (const LineChange &c : r.changes) {
        const QString what = QStringLiteral("%1 %2 (%3)").arg(qs(c.partKind), qs(c.id), qs(c.name));
        switch (c.kind) {
        case LineChange::Kind::Changed:
            out += QStringLiteral("changed  %1: %2 × %3 (%4) -> %5 × %6 (%7)\n")
                       .arg(what)
                       .arg(c.oldQuantity)
                       .arg(money(c.oldUnitMinor, r.currency), qs(c.oldPriceDate))
                       .arg(c.newQuantity)
                       .arg(money(c.newUnitMinor, r.currency), qs(c.newPriceDate));
            break;
        case LineChange::Kind::Added:
            out += QStringLiteral("added    %1: %2 × %3 (%4)\n").arg(what).arg(c.newQuantity).arg(money(c.newUnitMinor, r.currency), qs(c.newPriceDate));
            break;
        case LineChange::Kind::Removed:
            out += QStringLiteral("removed  %1: %2 × %3 (%4)\n").arg(what).arg(c.oldQuantity).arg(money(c.oldUnitMinor, r.currency), qs(c.oldPriceDate));
            break;
        }
    }
    out += QStringLiteral("net %1 -> %2; gross %3 -> %4\n")
               .arg(money(r.oldNetMinor, r.currency), money(r.newNetMinor, r.currency), money(r.oldGrossMinor, r.currency),
                    money(r.newGrossMinor, r.currency));
    return out;
}

QJsonObject repriceToJson(const RepriceResult &r)
{
    QJsonObject o;
    o.insert(QStringLiteral("currency"), qs(r.currency));
    o.insert(QStringLiteral("same_build"), r.sameBuild);
    o.insert(QStringLiteral("old_build"), qs(r.oldBuildKey));
    o.insert(QStringLiteral("new_build"), qs(r.newBuildKey));
    o.insert(QStringLiteral("old_net_minor"), qint64(r.oldNetMinor));
    o.insert(QStringLiteral("new_net_minor"), qint64(r.newNetMinor));
    o.insert(QStringLiteral("old_gross_minor"), qint64(r.oldGrossMinor));
    o.insert(QStringLiteral("new_gross_minor"), qint64(r.newGrossMinor));
    QJsonArray changes;
    for (const LineChange &c : r.changes) {
        QJsonObject line;
        line.insert(QStringLiteral("change"), QLatin1String(changeKindId(c.kind)));
        line.insert(QStringLiteral("kind"), c.lineKind == LineKind::Service ? QStringLiteral("service") : QStringLiteral("part"));
        line.insert(QStringLiteral("part_kind"), qs(c.partKind));
        line.insert(QStringLiteral("id"), qs(c.id));
        line.insert(QStringLiteral("name"), qs(c.name));
        line.insert(QStringLiteral("old_quantity"), qint64(c.oldQuantity));
        line.insert(QStringLiteral("new_quantity"), qint64(c.newQuantity));
        line.insert(QStringLiteral("old_unit_minor"), qint64(c.oldUnitMinor));
        line.insert(QStringLiteral("new_unit_minor"), qint64(c.newUnitMinor));
        line.insert(QStringLiteral("old_price_date"), qs(c.oldPriceDate));
        line.insert(QStringLiteral("new_price_date"), qs(c.newPriceDate));
        changes.append(line);
    }
    o.insert(QStringLiteral("changes"), changes);
    return o;
}

} // namespace rigplan
