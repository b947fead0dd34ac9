// SPDX-License-Identifier: GPL-3.0-or-later
#include "quote/Commercial.h"

#include "catalog/Csv.h"
#include "util/Money.h"

#include <QFile>
#include <QRegularExpression>

#include <algorithm>

namespace rigplan {

namespace {
// GCC and Clang's 128-bit integer (-Wpedantic: an extension, said so once here).
__extension__ typedef __int128 Int128;
} // namespace

std::optional<BasisPoints> parsePercent(const QString &text, BasisPoints maximum)
{
    // Digits, optionally a point and one or two more: exact in basis points, no double.
    static const QRegularExpression pattern(QStringLiteral("^([0-9]{1,9})(?:\\.([0-9]{1,2}))?$"));
    const QRegularExpressionMatch match = pattern.match(text.trimmed());
    if (!match.hasMatch()) {
        return std::nullopt;
    }
    const BasisPoints whole = match.captured(1).toLongLong();
    const QString fraction = match.captured(2).leftJustified(2, QLatin1Char('0'));
    const BasisPoints value = whole * 100 + fraction.toLongLong();
    if (value < 0 || value > maximum) {
        return std::nullopt;
    }
    return value;
}

QString percentText(BasisPoints percent)
{
    const bool negative = percent < 0;
    const std::uint64_t magnitude = negative ? std::uint64_t(0) - std::uint64_t(percent) : std::uint64_t(percent);
    QString text = QString::number(magnitude / 100);
    if (const std::uint64_t fraction = magnitude % 100; fraction != 0) {
        text += QLatin1Char('.') + QString::number(fraction).rightJustified(2, QLatin1Char('0'));
        while (text.endsWith(QLatin1Char('0'))) {
            text.chop(1);
        }
    }
    return negative ? QLatin1Char('-') + text : text;
}

std::int64_t applyPercent(std::int64_t amountMinor, BasisPoints percent)
{
    if (moneyOverflowed(amountMinor) || moneyOverflowed(percent)) {
        return kMoneyOverflow;
    }
    // amount × bp / 10000 in 128 bits, rounded half away from zero: exact for every int64 pair.
    const Int128 product = static_cast<Int128>(amountMinor) * percent;
    const Int128 magnitude = product < 0 ? -product : product;
    Int128 rounded = (magnitude + kWholePercent / 2) / kWholePercent;
    if (product < 0) {
        rounded = -rounded;
    }
    if (rounded >= static_cast<Int128>(kMoneyOverflow) || rounded < -static_cast<Int128>(kMoneyOverflow)) {
        return kMoneyOverflow;
    }
    return static_cast<std::int64_t>(rounded);
}

std::int64_t discountAmount(const Discount &discount, std::int64_t baseMinor)
{
    if (moneyOverflowed(baseMinor)) {
        return kMoneyOverflow;
    }
    if (baseMinor <= 0) {
        return 0;
    }
    switch (discount.kind) {
    case Discount::Kind::None:
        return 0;
    case Discount::Kind::Percent:
        return std::clamp<std::int64_t>(applyPercent(baseMinor, discount.percent), 0, baseMinor);
    case Discount::Kind::Amount:
        return std::clamp<std::int64_t>(discount.amountMinor, 0, baseMinor);
    }
    return 0;
}

namespace {

std::vector<TaxRate> readTaxRates()
{
    std::vector<TaxRate> rates;
    QFile file(QStringLiteral(":/quote/tax_rates.csv"));
    if (!file.open(QIODevice::ReadOnly)) {
        return rates;
    }
    const auto records = parseCsv(file.readAll(), QStringLiteral("tax_rates.csv"));
    if (!records || records->empty()) {
        return rates;
    }
    const QStringList header = records->front().fields;
    const auto field = [&](const CsvRecord &record, const char *name) {
        const qsizetype i = header.indexOf(QLatin1String(name));
        return i >= 0 && i < record.fields.size() ? record.fields.at(i) : QString();
    };
    for (std::size_t i = 1; i < records->size(); ++i) {
        const CsvRecord &r = (*records)[i];
        const auto rate = parsePercent(field(r, "rate_percent"));
        if (!rate) {
            continue; // tst_quotemath checks that every shipped row parses
        }
        TaxRate t;
        t.id = field(r, "id").toStdString();
        t.jurisdiction = field(r, "jurisdiction").toStdString();
        t.name = field(r, "name").toStdString();
        t.rate = *rate;
        t.since = field(r, "since").toStdString();
        t.source = field(r, "source").toStdString();
        t.sourceDate = field(r, "source_date").toStdString();
        rates.push_back(std::move(t));
    }
    std::stable_sort(rates.begin(), rates.end(), [](const TaxRate &a, const TaxRate &b) {
        if (a.jurisdiction.empty() != b.jurisdiction.empty()) {
            return a.jurisdiction.empty();
        }
        return a.jurisdiction < b.jurisdiction;
    });
    return rates;
}

} // namespace

const std::vector<TaxRate> &shippedTaxRates()
{
    static const std::vector<TaxRate> rates = readTaxRates();
    return rates;
}

const TaxRate *findTaxRate(const std::string &id)
{
    for (const TaxRate &t : shippedTaxRates()) {
        if (t.id == id) {
            return &t;
        }
    }
    return nullptr;
}

QuoteTax quoteTaxFrom(const TaxRate &rate)
{
    QuoteTax tax;
    tax.id = rate.id;
    tax.name = rate.name;
    tax.rate = rate.rate;
    tax.jurisdiction = rate.jurisdiction;
    tax.source = rate.source;
    return tax;
}

void repriceServiceLines(std::vector<QuoteLine> &lines)
{
    std::int64_t hardware = 0;
    for (const QuoteLine &l : lines) {
        if (l.kind != LineKind::Part) {
            continue;
        }
        const std::int64_t gross = moneyMul(l.unitPriceMinor, l.quantity);
        hardware = moneyAdd(hardware, moneyAdd(gross, -discountAmount(l.discount, gross)));
    }
    for (QuoteLine &l : lines) {
        if (l.kind == LineKind::Service && l.priceRule == "percent_of_hardware") {
            l.quantity = 1;
            l.unitPriceMinor = applyPercent(hardware, l.percent);
            l.unitCostMinor = l.unitPriceMinor; // no margin is assumed on a service
        }
    }
}

QuoteTotals computeTotals(const std::vector<QuoteLine> &lines, const Discount &quoteDiscount, BasisPoints taxRate)
{
    QuoteTotals t;
    for (const QuoteLine &l : lines) {
        LineTotals lt;
        lt.grossMinor = moneyMul(l.unitPriceMinor, l.quantity);
        lt.discountMinor = discountAmount(l.discount, lt.grossMinor);
        lt.netMinor = moneyOverflowed(lt.discountMinor) ? kMoneyOverflow : moneyAdd(lt.grossMinor, -lt.discountMinor);
        lt.costMinor = moneyMul(l.unitCostMinor, l.quantity);
        lt.marginMinor = moneyOverflowed(lt.costMinor) || moneyOverflowed(lt.netMinor) ? kMoneyOverflow
                                                                                      : moneyAdd(lt.netMinor, -lt.costMinor);
        t.subtotalMinor = moneyAdd(t.subtotalMinor, lt.netMinor);
        if (l.kind == LineKind::Part) {
            t.hardwareNetMinor = moneyAdd(t.hardwareNetMinor, lt.netMinor);
        }
        t.costMinor = moneyAdd(t.costMinor, lt.costMinor);
        t.leadDays = std::max(t.leadDays, l.leadDays);
        t.overflow = t.overflow || moneyOverflowed(lt.netMinor) || moneyOverflowed(lt.marginMinor);
        t.lines.push_back(lt);
    }
    t.discountMinor = discountAmount(quoteDiscount, t.subtotalMinor);
    t.netMinor = moneyOverflowed(t.discountMinor) ? kMoneyOverflow : moneyAdd(t.subtotalMinor, -t.discountMinor);
    t.taxMinor = applyPercent(t.netMinor, taxRate);
    t.grossMinor = moneyAdd(t.netMinor, t.taxMinor);
    t.marginMinor = moneyOverflowed(t.costMinor) || moneyOverflowed(t.netMinor) ? kMoneyOverflow
                                                                               : moneyAdd(t.netMinor, -t.costMinor);
    t.overflow = t.overflow || moneyOverflowed(t.subtotalMinor) || moneyOverflowed(t.netMinor)
        || moneyOverflowed(t.taxMinor) || moneyOverflowed(t.grossMinor) || moneyOverflowed(t.costMinor)
        || moneyOverflowed(t.marginMinor);
    if (!t.overflow && t.netMinor > 0) {
        // margin / net in basis points, rounded half away from zero (exact in 128 bits).
        const Int128 scaled = static_cast<Int128>(t.marginMinor) * kWholePercent;
        const Int128 magnitude = scaled < 0 ? -scaled : scaled;
        Int128 q = (magnitude + t.netMinor / 2) / t.netMinor;
        t.marginPercent = static_cast<BasisPoints>(scaled < 0 ? -q : q);
    }
    return t;
}

int deliveryLeadDays(int quotedLeadDays, const std::vector<QuoteLine> &lines)
{
    int parts = 0, work = 0, shipping = 0;
    for (const QuoteLine &l : lines) {
        const int days = std::max(0, l.leadDays);
        const bool vendorWork = l.kind == LineKind::Service && (l.partKind == "assembly" || l.partKind == "software");
        if (vendorWork) {
            work += days;
        } else if (l.kind == LineKind::Service && l.partKind == "shipping") {
            shipping = std::max(shipping, days);
        } else {
            parts = std::max(parts, days); // parts, and services that run alongside them
        }
    }
    return std::max(quotedLeadDays, parts + work + shipping);
}

} // namespace rigplan
