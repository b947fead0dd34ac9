// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The lab manager's charts: buy or rent (cumulative cost of owning a tier against each rental
// type, month by month), the budget over the years (cumulative spending per tier with the
// upgrades in their year, against the rental equivalent), and scenarios overlaid (price, speed,
// power, cost over the years). The first two are ChartKind::BuyVsRent / BudgetOverYears of
// makeChart() (TierCharts.cpp draws them through drawLabChart(), which styles them as the
// others); the scenario charts are made here for the Compare page.

#include "TierCharts.h"
#include "plan/Compare.h"

#include <QColor>

#include <array>
#include <vector>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace rigplan {

// What TierCharts.cpp's palette gives the lab charts.
struct LabChartStyle {
    std::array<QColor, 3> tiers; // entry, mainstream, high
    QColor text, muted;
    double lineScale = 1.0;      // print draws thinner lines
};

// The tier the buy-or-rent chart shows: the mainstream tier when it has rental figures, else the
// first tier that has; -1 when none has.
int buyVsRentChartTier(const PlanOutcome &outcome);
// True when the budget chart has something to draw.
bool hasBudgetChart(const PlanOutcome &outcome);

// Fills `chart` (made and finished by TierCharts.cpp) for ChartKind::BuyVsRent or BudgetOverYears.
// Series object names: "own:TIER", "rent:TIER:PRICING" (pricing id); "budget:TIER", "rental:TIER".
// x = years after purchase; y = major units of the plan's currency.
void drawLabChart(ChartKind kind, QChart *chart, const PlanOutcome &outcome, const LabChartStyle &style);

enum class CompareChartKind { Price, Speed, Power, CostOverTime };
QString compareChartTitle(CompareChartKind kind);
// The scenarios' tiers overlaid: bars per scenario × tier (price, the first job's speed, wall
// power), or lines of the cumulative cost of ownership per year. Object names "compare:SCENARIO:TIER".
// Scenarios with different currencies share the price axis only when they use the same currency
// (the axis names it; others are listed in the title as not drawn).
QChart *makeCompareChart(CompareChartKind kind, const std::vector<ScenarioOutcome> &scenarios, ChartTheme theme);

} // namespace rigplan
