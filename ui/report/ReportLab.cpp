// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReportLab.h"

#include "Format.h"
#include "ReportHtml.h"
#include "LabText.h"
#include "util/Money.h"
#include "util/SafeText.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace rigplan {

using reporthtml::esc;
using reporthtml::heading;
using reporthtml::paragraph;

namespace {

// A table with a header row; `right` marks the columns of figures, `widths` their share of the
// page in percent (so the figures cannot squeeze the text columns into a letter per line).
QString table(const QStringList &headers, const QList<QStringList> &rows, const QList<bool> &right, const QList<int> &widths)
{
    QString out = QStringLiteral("<table class=\"grid\" width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" border=\"1\">\n<thead><tr>");
    for (int i = 0; i < headers.size(); ++i) {
        out += QStringLiteral("<th width=\"%1%\" align=\"%2\">%3</th>")
                   .arg(QString::number(widths.value(i, 10)), right.value(i) ? QStringLiteral("right") : QStringLiteral("left"),
                        esc(headers.at(i)));
    }
    out += QStringLiteral("</tr></thead>\n");
    for (const QStringList &row : rows) {
        out += QStringLiteral("<tr>");
        for (int i = 0; i < row.size(); ++i) {
            // A short figure stays on one line ("11,689.00 USD"); longer text may wrap (as ReportContent).
            const bool keepWhole = right.value(i) && row.at(i).size() <= 16;
            out += right.value(i) ? QStringLiteral("<td align=\"right\"%1>%2</td>")
                                        .arg(keepWhole ? QStringLiteral(" class=\"num\"") : QString(), esc(row.at(i)))
                                  : QStringLiteral("<td>%1</td>").arg(esc(row.at(i)));
        }
        out += QStringLiteral("</tr>\n");
    }
    return out + QStringLiteral("</table>\n");
}

// An amount in major units without the currency code (the table's note names it), so ten money
// columns fit the page: "7,807.00".
QString amount(std::int64_t minor, const std::string &currency)
{
    const int digits = currencyMinorDigits(currency);
    return Format::number(double(minor) / std::pow(10.0, digits), digits);
}

} // namespace

QString buyVsRentReportHtml(const PlanOutcome &outcome, std::size_t tier)
{
    if (!outcome.economics || tier >= outcome.tierBuyVsRent.size()) {
        return {};
    }
    const BuyVsRent &b = outcome.tierBuyVsRent[tier];
    const QString currency = qs(outcome.plan.currency);
    QString html = heading(2, LabText::tr("Buy or rent"));
    html += paragraph(LabText::headline(outcome, tier));
    if (b.status == BuyVsRentStatus::Ok) {
        html += paragraph(LabText::tr("Rented for the same work: %1.").arg(LabText::rentedGpus(outcome, b)));
        QList<QStringList> rows;
        rows << QStringList{LabText::tr("Own (purchase, support, energy%1)")
                                .arg(b.resaleMinor > 0 ? LabText::tr(", less resale") : QString()),
                            QString(), QString(), Format::money(b.ownOverLifeMinor, currency), QString(), QString()};
        for (const RentalOption &r : b.options) {
            const CloudOffer &o = outcome.snapshot().cloudOffers[std::size_t(r.offer)];
            QString breakEven = LabText::tr("never");
            if (r.breakEvenMonth > 0) {
                breakEven = r.breakEvenMonth <= b.lifeMonths ? LabText::tr("month %1").arg(r.breakEvenMonth)
                                                             : LabText::tr("month %1 (after the service life)").arg(r.breakEvenMonth);
            }
            QString offer = LabText::tr("%1 %2, %n GPU(s), observed %3", "", r.rentedGpus).arg(qs(o.provider), qs(o.instance), qs(o.observedDate));
            if (r.stale) {
                offer += LabText::tr(" (stale)");
            }
            rows << QStringList{LabText::pricingName(r.pricing) + QStringLiteral(": ") + offer,
                                Format::money(r.perHourMinor, currency), Format::money(r.perYearMinor, currency),
                                Format::money(r.overLifeMinor, currency), breakEven,
                                r.crossUtilization ? Format::percent(*r.crossUtilization, 1) : LabText::tr("none")};
        }
        html += table({LabText::tr("Option"), LabText::tr("Per hour"), LabText::tr("Per year"),
                       LabText::tr("Over %1").arg(Format::years(b.years)),
                       LabText::tr("Owning breaks even"), LabText::tr("Equal at utilisation")},
                      rows, {false, true, true, true, true, true}, {34, 11, 13, 14, 16, 12});
        html += paragraph(LabText::dutyCycle(outcome, b) + QLatin1Char(' ') + LabText::leftOut(b), QStringLiteral("small"));
    }
    if (tier < outcome.tierBudgets.size() && !outcome.tierBudgets[tier].outOfRange && !outcome.tierBudgets[tier].years.empty()) {
        const TierBudget &budget = outcome.tierBudgets[tier];
        html += heading(2, LabText::tr("Budget over the years"));
        QList<QStringList> rows;
        const std::string &cur = outcome.plan.currency;
        for (const BudgetYear &y : budget.years) {
            rows << QStringList{y.fraction < 1 ? LabText::tr("%1 (%2 of a year)").arg(y.year).arg(Format::number(y.fraction, 2))
                                               : QString::number(y.year),
                                amount(y.purchaseMinor, cur), amount(y.upgradesMinor, cur), amount(y.energyMinor, cur),
                                amount(y.supportMinor, cur), amount(y.totalMinor, cur), amount(y.cumulativeMinor, cur),
                                amount(y.depreciationMinor, cur), amount(y.bookValueMinor, cur),
                                budget.rental ? amount(y.rentalMinor, cur) : QString()};
        }
        html += table(LabText::budgetHeaders(), rows, {false, true, true, true, true, true, true, true, true, true},
                      {6, 11, 10, 9, 9, 11, 11, 11, 11, 11});
        QStringList notes{LabText::tr("Amounts in %1.").arg(currency)};
        notes << LabText::upgradeLines(outcome, tier);
        notes << LabText::tr("Straight-line depreciation over the service life (an upgrade over what is left of it); "
                             "the rental equivalent is %1.")
                     .arg(budget.rental ? LabText::pricingName(*budget.rental) : LabText::tr("not available (no cloud offer)"));
        for (const QString &n : notes) {
            html += paragraph(n, QStringLiteral("small"));
        }
    }
    return html;
}

QString comparisonReportHtml(const std::vector<ScenarioOutcome> &scenarios)
{
    if (scenarios.size() < 2) {
        return {};
    }
    QString html = heading(1, LabText::tr("Scenarios compared"), true);
    QList<QStringList> rows;
    const std::vector<CompareRow> compared = compareRows(scenarios);
    // One currency: the amounts without its code (the note names it), so the table fits the page.
    const bool oneCurrency = std::all_of(compared.begin(), compared.end(), [&](const CompareRow &r) {
        return scenarios[r.scenario].outcome->plan.currency == scenarios[compared.front().scenario].outcome->plan.currency;
    });
    for (const CompareRow &r : compared) {
        const PlanOutcome &out = *scenarios[r.scenario].outcome;
        const QString cur = qs(out.plan.currency);
        const auto money = [&](std::int64_t minor) {
            return oneCurrency ? amount(minor, out.plan.currency) : Format::money(minor, cur);
        };
        QStringList speeds;
        for (std::size_t j = 0; j < r.jobSpeeds.size(); ++j) {
            speeds << (r.jobHours[j] > 0 ? Format::hours(r.jobHours[j]) : Format::tokensPerSecond(r.jobSpeeds[j]));
        }
        rows << QStringList{qs(scenarios[r.scenario].name), Format::tierName(r.tierId),
                            LabText::tr("%1 × %2").arg(r.gpuCount).arg(qs(r.gpuName)), money(r.priceMinor),
                            Format::watts(r.wallW), speeds.join(QStringLiteral(", ")),
                            r.cumulativeCostMinor.empty() ? QString() : money(r.tcoMinor),
                            r.cheapestRental ? LabText::tr("%1, %2").arg(LabText::pricingName(r.cheapestRental->pricing),
                                                                         money(r.cheapestRental->overLifeMinor))
                                             : QString()};
    }
    html += table({LabText::tr("Scenario"), LabText::tr("Tier"), LabText::tr("GPUs"), LabText::tr("Price"), LabText::tr("Wall power"),
                   LabText::tr("Speed per job"), LabText::tr("Cost of ownership"), LabText::tr("Cheapest rental")},
                  rows, {false, false, false, true, true, true, true, false}, {14, 9, 20, 10, 8, 11, 12, 16});
    for (const ScenarioOutcome &s : scenarios) {
        if (!s.outcome || !s.outcome->plan.feasible) {
            html += paragraph(LabText::tr("%1: no build satisfies this scenario.").arg(qs(s.name)));
        }
    }
    if (oneCurrency && !compared.empty()) {
        html += paragraph(LabText::tr("Amounts in %1.").arg(qs(scenarios[compared.front().scenario].outcome->plan.currency)),
                          QStringLiteral("small"));
    }
    html += paragraph(LabText::tr("Each scenario is planned on its own, with the same catalog: the figures are those of its own plan."),
                      QStringLiteral("small"));
    return html;
}

} // namespace rigplan
