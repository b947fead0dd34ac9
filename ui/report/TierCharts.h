// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The comparison charts of the three tiers, built once from a plan and drawn both by the app
// (ChartsView, in QChartViews) and by the PDF report (renderChart(), vector output through
// QPainter on a QPdfWriter). One code path, so the app and the report cannot disagree.
//
// Everything is computed from one PlanOutcome (workload, snapshot, planner options, plan,
// economics), the same object the tier cards show, so the app's charts and the report's cannot
// be drawn from different inputs; the memory-vs-context (or vs-concurrency) sweep re-runs the
// estimator through core/plan/Sweep.h with the outcome's options. Texts are translated with tr()
// at build time: rebuild a chart after a language switch.

#include "plan/Outcome.h"

#include <QColor>
#include <QList>
#include <QRectF>
#include <QString>

#include <string>

QT_BEGIN_NAMESPACE
class QChart;
class QPainter;
QT_END_NAMESPACE

namespace rigplan {

enum class ChartKind {
    Memory,          // per-GPU memory of each tier's jobs, stacked by term, vs usable capacity
    Speed,           // tokens/s (serving) or training hours per tier
    Power,           // DC load and wall power per tier, with the outlet's continuous limit as a line
    Price,           // purchase price per tier (and the budget line when there is one)
    MemoryVsContext, // per-GPU memory vs context length (serving) or sequence length (training), per tier, with capacity lines
    CostOverTime,    // cumulative cost of ownership per year per tier (issue 8's chart)
    // Added after the agreed list (values above unchanged): per-GPU memory vs concurrent users of
    // the serving jobs. Not listed by chartsFor(); ChartsView offers it next to MemoryVsContext.
    MemoryVsConcurrency,
    // Issue 21 (LabCharts.h): cumulative cost of owning a tier against each rental type, and the
    // budget over the years with the upgrades. Listed by chartsFor() when the plan has their figures.
    BuyVsRent,
    BudgetOverYears,
};

enum class ChartTheme { Light, Dark, Print }; // Print: white background, black text, no animation

// The charts that make sense for this outcome, in display order: none for an infeasible plan
// or one without tiers; MemoryVsContext only with jobs to sweep (Speed is shown even for jobs
// without targets).
QList<ChartKind> chartsFor(const PlanOutcome &outcome);
// A stable id for file names and object names: "memory", "speed", "power", "price",
// "memory-vs-context", "cost-over-time", "memory-vs-concurrency", "buy-vs-rent", "budget-over-years".
QString chartId(ChartKind kind);
// The translated title ("Per-GPU memory", ...).
QString chartTitle(ChartKind kind);

// Builds a chart; the caller owns it (a QChartView takes ownership with setChart()).
// Series and axes carry tooltips-ready data: each bar set / series has a property
// "rigplan_tooltips" (QStringList, one per point/bar) with the value and its explanation.
// Never nullptr; with nothing to draw (no plan, infeasible plan) the chart has a title and no series.
// The chart keeps no reference to `outcome`: it may go away once the chart is made.
//
// Object names (stable, for tests and tools; TIER = the tier id of a group's first tier):
//   Memory: bar sets "memory:weights|gradients|optimizer|activations|kv-cache|workspace|overhead"
//           (one QStackedBarSeries "memory"; one bar per tier and job, tier by tier: every job
//           is drawn, concurrent ones too since each has GPUs of its own), lines "usable:N" (bar N);
//   Speed: one category per job, area series "speed:TIER:JOB" (one bar per tier), scatter
//           "per-user", lines "target:per-user:JOB" and "target:hours:JOB";
//   Power: bar sets "dc-load:TIER" and "psu-loss:TIER" (dc + loss = wall), line "outlet";
//   Price: bar sets "price:TIER" (major units), line "budget";
//   MemoryVsContext / MemoryVsConcurrency: lines "sweep:TIER:JOB", "usable:TIER:JOB", scatter
//           "planned:TIER", "runs-out:TIER"; the x values are log2 of the context or users;
//   CostOverTime: lines "cost:TIER" (x = years, y = major units);
//   BuyVsRent, BudgetOverYears: see LabCharts.h.
// Series and sets named "key:..." only label the legend. The chart's properties
// "rigplan_category_tiers" (QStringList of TIER) and "rigplan_category_jobs" (QVariantList of
// job indices, -1 = all jobs) describe the categories of the bar charts. Tiers that are the same
// build (Tier::sameAs) share one group ("Mainstream = High-performance"), so no chart draws the
// same build twice. The legend is a wrapping text item under the plot (QLegend stays hidden).
// Category labels wrap to the width of their category whenever the plot area changes (and in
// renderChart()), so no label is elided; "rigplan_category_lines" on the axis holds their lines.
QChart *makeChart(ChartKind kind, const PlanOutcome &outcome, ChartTheme theme);

// Draws `chart` into `target` on `painter` as vector graphics (no pixmap): the report calls
// this on a QPdfWriter's painter. Resizes the chart to `target`'s size in points (one chart
// unit = one point: the chart's fonts are switched to pixel sizes of the same number, so the
// layout does not depend on the device's resolution) and renders without animation.
void renderChart(QChart *chart, QPainter *painter, const QRectF &target);

// Added: the colour of a tier ("entry" | "mainstream" | "high") in every chart of `theme`, for
// views that want to match the charts.
QColor tierColor(TierKind kind, ChartTheme theme);
QColor tierColor(const std::string &tierId, ChartTheme theme); // "entry" | "mainstream" | "high"

} // namespace rigplan
