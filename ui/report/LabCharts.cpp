// SPDX-License-Identifier: GPL-3.0-or-later
#include "LabCharts.h"

#include "Format.h"
#include "LabText.h"
#include "util/Money.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLegend>
#include <QLineSeries>
#include <QPen>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace rigplan {

namespace {

constexpr const char *kTooltips = "rigplan_tooltips"; // as TierCharts: one tooltip per point

// Okabe–Ito colours for the rental types (the tier colours are the palette's).
QColor pricingColor(RentalPricing p)
{
    switch (p) {
    case RentalPricing::OnDemand: return QColor(0xd5, 0x5e, 0x00);
    case RentalPricing::Reserved1y: return QColor(0x00, 0x72, 0xb2);
    case RentalPricing::Reserved3y: return QColor(0xcc, 0x79, 0xa7);
    case RentalPricing::Spot: return QColor(0x00, 0x9e, 0x73);
    }
    return Qt::gray;
}

QPen linePen(const QColor &color, double width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen p(color);
    p.setWidthF(width);
    p.setStyle(style);
    p.setCapStyle(Qt::FlatCap);
    return p;
}

// 0 to a round number a little above `maximum`, in 3 to 6 steps (as TierCharts' value axes).
QValueAxis *moneyAxis(const QString &title, double maximum)
{
    auto *axis = new QValueAxis;
    axis->setTitleText(title);
    const double top = maximum > 0 ? maximum * 1.05 : 1.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(top / 6.0)));
    double step = magnitude;
    for (double factor : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        step = factor * magnitude;
        if (top / step <= 6.0) {
            break;
        }
    }
    const int steps = std::max(1, int(std::ceil(top / step - 1e-9)));
    axis->setRange(0, steps * step);
    axis->setTickCount(steps + 1);
    axis->setLabelFormat(QStringLiteral("%.0f"));
    return axis;
}

QValueAxis *yearsAxis(double years)
{
    auto *x = new QValueAxis;
    x->setTitleText(LabText::tr("Years after purchase"));
    x->setRange(0, std::max(years, 0.5));
    const bool whole = std::abs(years - std::round(years)) < 1e-9;
    x->setTickCount(whole ? int(std::lround(years)) + 1 : 2);
    x->setLabelFormat(whole ? QStringLiteral("%.0f") : QStringLiteral("%.1f"));
    return x;
}

void attach(QChart *chart, QAbstractSeries *series, QAbstractAxis *x, QAbstractAxis *y)
{
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
}

double perMajor(const std::string &currency)
{
    return std::pow(10.0, currencyMinorDigits(currency));
}

void buyVsRent(QChart *chart, const PlanOutcome &out, const LabChartStyle &style)
{
    const int index = buyVsRentChartTier(out);
    if (index < 0) {
        return;
    }
    const Tier &tier = out.plan.tiers[std::size_t(index)];
    const BuyVsRent &b = out.tierBuyVsRent[std::size_t(index)];
    const QString currency = qs(out.plan.currency);
    const double scale = perMajor(out.plan.currency);
    //: chart title: %1 = tier name
    chart->setTitle(LabText::tr("Buy or rent: %1").arg(Format::tierName(tier.kind)));
    double maximum = 0;
    for (std::int64_t v : b.ownCumulativeByMonth) {
        maximum = std::max(maximum, double(v) / scale);
    }
    for (const RentalOption &r : b.options) {
        for (std::int64_t v : r.cumulativeByMonth) {
            maximum = std::max(maximum, double(v) / scale);
        }
    }
    QValueAxis *x = yearsAxis(b.years);
    QValueAxis *y = moneyAxis(LabText::tr("Cumulative cost (%1)").arg(currency), maximum);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    const QString tierKey = QLatin1String(tierId(tier.kind));
    const auto monthX = [&](std::size_t m) { return std::min(double(m) / kMonthsPerYear, b.years); };

    auto *own = new QLineSeries;
    own->setName(LabText::tr("Own: %1 over %2").arg(Format::money(b.ownOverLifeMinor, currency), Format::years(b.years)));
    own->setObjectName(QStringLiteral("own:%1").arg(tierKey));
    QStringList tips;
    for (std::size_t m = 0; m < b.ownCumulativeByMonth.size(); ++m) {
        own->append(monthX(m), double(b.ownCumulativeByMonth[m]) / scale);
        tips << LabText::tr("Owning, after month %1: %2").arg(m).arg(Format::money(b.ownCumulativeByMonth[m], currency));
    }
    own->setProperty(kTooltips, tips);
    attach(chart, own, x, y);
    own->setPen(linePen(style.tiers[std::size_t(tier.kind)], 3.0 * style.lineScale));

    for (const RentalOption &r : b.options) {
        auto *line = new QLineSeries;
        QString name = LabText::tr("%1: %2").arg(LabText::pricingName(r.pricing), Format::money(r.overLifeMinor, currency));
        if (r.breakEvenMonth > 0 && r.breakEvenMonth <= b.lifeMonths) {
            //: legend: %1 = rental type and total, %2 = month
            name = LabText::tr("%1 (break-even month %2)").arg(name).arg(r.breakEvenMonth);
        }
        line->setName(name);
        line->setObjectName(QStringLiteral("rent:%1:%2").arg(tierKey, QLatin1String(rentalPricingId(r.pricing))));
        QStringList rentTips;
        for (std::size_t m = 0; m < r.cumulativeByMonth.size(); ++m) {
            line->append(monthX(m), double(r.cumulativeByMonth[m]) / scale);
            rentTips << LabText::tr("%1, after month %2: %3 (owning: %4)")
                            .arg(LabText::pricingName(r.pricing))
                            .arg(m)
                            .arg(Format::money(r.cumulativeByMonth[m], currency),
                                 Format::money(b.ownCumulativeByMonth[std::min(m, b.ownCumulativeByMonth.size() - 1)], currency));
        }
        line->setProperty(kTooltips, rentTips);
        attach(chart, line, x, y);
        line->setPen(linePen(pricingColor(r.pricing), 2.0 * style.lineScale, Qt::DashLine));
    }
}

void budget(QChart *chart, const PlanOutcome &out, const LabChartStyle &style)
{
    const QString currency = qs(out.plan.currency);
    const double scale = perMajor(out.plan.currency);
    const double years = out.economics ? out.economics->years : 3;
    double maximum = 0;
    for (const TierBudget &b : out.tierBudgets) {
        for (const BudgetYear &y : b.years) {
            maximum = std::max({maximum, double(y.cumulativeMinor) / scale});
        }
    }
    // The rental equivalent adds up too: show it where it stays on the scale of owning.
    std::vector<std::vector<double>> rentals(out.tierBudgets.size());
    for (std::size_t t = 0; t < out.tierBudgets.size(); ++t) {
        double sum = 0;
        rentals[t].push_back(0);
        for (const BudgetYear &y : out.tierBudgets[t].years) {
            sum += double(y.rentalMinor) / scale;
            rentals[t].push_back(sum);
        }
        if (out.tierBudgets[t].rental) {
            maximum = std::max(maximum, sum);
        }
    }
    QValueAxis *x = yearsAxis(years);
    QValueAxis *y = moneyAxis(LabText::tr("Cumulative spending (%1)").arg(currency), maximum);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (std::size_t t = 0; t < out.tierBudgets.size() && t < out.plan.tiers.size(); ++t) {
        const Tier &tier = out.plan.tiers[t];
        const TierBudget &b = out.tierBudgets[t];
        if (tier.sameAs || b.outOfRange || b.years.empty()) {
            continue; // a repeated build is drawn once
        }
        const QString key = QLatin1String(tierId(tier.kind));
        const QColor color = style.tiers[std::size_t(tier.kind)];
        auto *line = new QLineSeries;
        line->setName(LabText::tr("%1: %2 by year %3")
                          .arg(Format::tierName(tier.kind), Format::money(b.years.back().cumulativeMinor, currency))
                          .arg(b.years.back().year));
        line->setObjectName(QStringLiteral("budget:%1").arg(key));
        QStringList tips;
        // Year 0: the purchase, bought at the start.
        line->append(0, double(b.years.front().purchaseMinor) / scale);
        tips << LabText::tr("%1: purchase %2").arg(Format::tierName(tier.kind), Format::money(b.years.front().purchaseMinor, currency));
        double elapsed = 0;
        for (const BudgetYear &yr : b.years) {
            elapsed += yr.fraction;
            line->append(elapsed, double(yr.cumulativeMinor) / scale);
            QString tip = LabText::tr("%1, end of year %2: %3 spent (this year %4: energy %5, support %6")
                              .arg(Format::tierName(tier.kind))
                              .arg(yr.year)
                              .arg(Format::money(yr.cumulativeMinor, currency), Format::money(yr.totalMinor, currency),
                                   Format::money(yr.energyMinor, currency), Format::money(yr.supportMinor, currency));
            if (yr.upgradesMinor > 0) {
                tip += LabText::tr(", upgrades %1").arg(Format::money(yr.upgradesMinor, currency));
            }
            tips << tip + QLatin1Char(')');
        }
        line->setProperty(kTooltips, tips);
        attach(chart, line, x, y);
        line->setPen(linePen(color, 2.5 * style.lineScale));
        line->setPointsVisible(true);

        if (b.rental) {
            auto *rent = new QLineSeries;
            rent->setName(LabText::tr("%1 rented (%2)").arg(Format::tierName(tier.kind), LabText::pricingName(*b.rental)));
            rent->setObjectName(QStringLiteral("rental:%1").arg(key));
            QStringList rentTips;
            double at = 0;
            for (std::size_t i = 0; i < rentals[t].size(); ++i) {
                if (i > 0) {
                    at += b.years[i - 1].fraction;
                }
                rent->append(at, rentals[t][i]);
                rentTips << LabText::tr("%1 rented, after %2: %3")
                                .arg(Format::tierName(tier.kind), Format::years(at),
                                     Format::money(std::int64_t(std::llround(rentals[t][i] * scale)), currency));
            }
            rent->setProperty(kTooltips, rentTips);
            attach(chart, rent, x, y);
            rent->setPen(linePen(color, 1.5 * style.lineScale, Qt::DotLine));
        }
    }
}

} // namespace

int buyVsRentChartTier(const PlanOutcome &outcome)
{
    int first = -1;
    for (std::size_t i = 0; i < outcome.tierBuyVsRent.size() && i < outcome.plan.tiers.size(); ++i) {
        if (outcome.tierBuyVsRent[i].status != BuyVsRentStatus::Ok) {
            continue;
        }
        if (outcome.plan.tiers[i].kind == TierKind::Mainstream) {
            return int(i);
        }
        if (first < 0) {
            first = int(i);
        }
    }
    return first;
}

bool hasBudgetChart(const PlanOutcome &outcome)
{
    return std::any_of(outcome.tierBudgets.begin(), outcome.tierBudgets.end(),
                       [](const TierBudget &b) { return !b.outOfRange && !b.years.empty(); });
}

void drawLabChart(ChartKind kind, QChart *chart, const PlanOutcome &outcome, const LabChartStyle &style)
{
    if (kind == ChartKind::BuyVsRent) {
        buyVsRent(chart, outcome, style);
    } else if (kind == ChartKind::BudgetOverYears) {
        budget(chart, outcome, style);
    }
}

QString compareChartTitle(CompareChartKind kind)
{
    switch (kind) {
    case CompareChartKind::Price: return LabText::tr("Purchase price");
    case CompareChartKind::Speed: return LabText::tr("Speed of the first job");
    case CompareChartKind::Power: return LabText::tr("Power at the wall");
    case CompareChartKind::CostOverTime: return LabText::tr("Cost of ownership over the years");
    }
    return {};
}

QChart *makeCompareChart(CompareChartKind kind, const std::vector<ScenarioOutcome> &scenarios, ChartTheme theme)
{
    auto *chart = new QChart;
    chart->setObjectName(QStringLiteral("compare-chart"));
    chart->setTheme(theme == ChartTheme::Dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale());
    chart->setTitle(compareChartTitle(kind));
    chart->legend()->setAlignment(Qt::AlignBottom);
    const std::vector<CompareRow> rows = compareRows(scenarios);
    if (rows.empty()) {
        return chart;
    }
    // Money is drawn in the first scenario's currency; scenarios in another are left out (and said so).
    const std::string currency = scenarios[rows.front().scenario].outcome->plan.currency;
    QStringList skipped;
    for (const ScenarioOutcome &s : scenarios) {
        if (s.outcome && s.outcome->plan.currency != currency && kind != CompareChartKind::Speed && kind != CompareChartKind::Power) {
            skipped << qs(s.name);
        }
    }
    if (!skipped.isEmpty()) {
        //: %1 = chart title, %2 = scenario names, %3 = currency
        chart->setTitle(LabText::tr("%1 (not drawn, not in %3: %2)").arg(compareChartTitle(kind), skipped.join(QStringLiteral(", ")),
                                                                       qs(currency)));
    }
    const double scale = perMajor(currency);
    const QString cur = qs(currency);
    const QStringList tierIds{QStringLiteral("entry"), QStringLiteral("mainstream"), QStringLiteral("high")};
    if (kind == CompareChartKind::CostOverTime) {
        double maximum = 0, years = 0;
        for (const CompareRow &r : rows) {
            for (std::int64_t v : r.cumulativeCostMinor) {
                maximum = std::max(maximum, double(v) / scale);
            }
            years = std::max(years, r.years);
        }
        chart->legend()->setAlignment(Qt::AlignRight); // a label per scenario × tier: a column on the right
        chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries); // the line style tells the scenarios apart
        QValueAxis *x = yearsAxis(std::max(years, 1.0));
        QValueAxis *y = moneyAxis(LabText::tr("Cumulative cost (%1)").arg(cur), maximum);
        chart->addAxis(x, Qt::AlignBottom);
        chart->addAxis(y, Qt::AlignLeft);
        const std::array<Qt::PenStyle, 4> styles{Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine};
        for (const CompareRow &r : rows) {
            const ScenarioOutcome &s = scenarios[r.scenario];
            if (s.outcome->plan.currency != currency || r.cumulativeCostMinor.empty()
                || s.outcome->plan.tiers[r.tier].sameAs) {
                continue;
            }
            auto *line = new QLineSeries;
            line->setName(LabText::scenarioTierLabel(qs(s.name), r.tierId));
            line->setObjectName(QStringLiteral("compare:%1:%2").arg(r.scenario).arg(qs(r.tierId)));
            QStringList tips;
            for (std::size_t k = 0; k < r.cumulativeCostMinor.size(); ++k) {
                line->append(std::min(double(k), r.years), double(r.cumulativeCostMinor[k]) / scale);
                tips << LabText::tr("%1 after %2: %3").arg(line->name(), Format::years(double(k)), Format::money(r.cumulativeCostMinor[k], cur));
            }
            line->setProperty(kTooltips, tips);
            attach(chart, line, x, y);
            line->setPen(linePen(tierColor(r.tierId, theme), 2.5, styles[r.scenario % styles.size()]));
            line->setPointsVisible(true);
        }
        return chart;
    }
    // Bars: one category per tier, one bar set per scenario.
    auto *series = new QBarSeries;
    auto *axis = new QBarCategoryAxis;
    QStringList categories;
    for (const QString &t : tierIds) {
        categories << Format::tierName(t.toStdString());
    }
    axis->append(categories);
    double maximum = 0;
    QString unit;
    for (std::size_t si = 0; si < scenarios.size(); ++si) {
        const ScenarioOutcome &s = scenarios[si];
        if (!s.outcome || !s.outcome->plan.feasible) {
            continue;
        }
        auto *set = new QBarSet(qs(s.name));
        set->setObjectName(QStringLiteral("compare:%1").arg(si));
        QStringList tips;
        for (const QString &t : tierIds) {
            double value = 0;
            QString tip = LabText::tr("%1: no %2 tier").arg(qs(s.name), Format::tierName(t.toStdString()));
            for (const CompareRow &r : rows) {
                if (r.scenario != si || qs(r.tierId) != t) {
                    continue;
                }
                const QString label = LabText::scenarioTierLabel(qs(s.name), r.tierId);
                switch (kind) {
                case CompareChartKind::Price:
                    if (s.outcome->plan.currency == currency) {
                        value = double(r.priceMinor) / scale;
                        tip = LabText::tr("%1: %2").arg(label, Format::money(r.priceMinor, cur));
                    }
                    break;
                case CompareChartKind::Speed:
                    if (!r.jobSpeeds.empty()) {
                        value = r.jobSpeeds.front();
                        tip = LabText::tr("%1: %2").arg(label, Format::tokensPerSecond(value));
                    }
                    break;
                case CompareChartKind::Power:
                    value = r.wallW;
                    tip = LabText::tr("%1: %2 at the wall").arg(label, Format::watts(value));
                    break;
                case CompareChartKind::CostOverTime: break;
                }
            }
            set->append(value);
            tips << tip;
            maximum = std::max(maximum, value);
        }
        set->setProperty(kTooltips, tips);
        series->append(set);
    }
    switch (kind) {
    case CompareChartKind::Price: unit = LabText::tr("Price (%1)").arg(cur); break;
    case CompareChartKind::Speed: unit = LabText::tr("Tokens/s"); break;
    case CompareChartKind::Power: unit = LabText::tr("Watts"); break;
    case CompareChartKind::CostOverTime: break;
    }
    chart->addSeries(series);
    chart->addAxis(axis, Qt::AlignBottom);
    QValueAxis *y = moneyAxis(unit, maximum);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(axis);
    series->attachAxis(y);
    return chart;
}

} // namespace rigplan
