#pragma once

// The comparison charts of the three tiers, built once from a plan and drawn both by the app
// (ChartsView, in QChartViews) and by the PDF report (renderChart(), vector output through
// QPainter on a QPdfWriter). One code path, so the app and the report cannot disagree.
//
// Everything is computed from the PlanResult, the snapshot it indexes into and the workload;
// the memory-vs-context (or vs-concurrency) sweep re-runs the estimator through
// core/plan/Sweep.h. Texts are translated with tr() at build time: rebuild a chart after a
// language switch.

#include "plan/Economics.h"
#include "plan/Plan.h"
#include "workload/Workload.h"

#include <QList>
#include <QRectF>
#include <QString>

QT_BEGIN_NAMESPACE
class QChart;
class QPainter;
QT_END_NAMESPACE

namespace rigplan {

struct CatalogSnapshot;

enum class ChartKind {
    Memory,          // per-GPU memory of each tier's tightest job, stacked by term, vs usable capacity
    Speed,           // tokens/s (serving) or training hours per tier
    Power,           // DC load and wall power per tier, with the outlet's continuous limit as a line
    Price,           // purchase price per tier (and the budget line when there is one)
    MemoryVsContext, // per-GPU memory vs context length (serving) or sequence length (training), per tier, with capacity lines
    CostOverTime,    // cumulative cost of ownership per year per tier (issue 8's chart)
};

struct ChartInput {
    const Workload *workload = nullptr;
    const CatalogSnapshot *snapshot = nullptr;
    const PlanResult *plan = nullptr;        // feasible plans draw tiers; infeasible ones draw nothing
    const EconomicsSettings *economics = nullptr; // for CostOverTime; nullptr = defaults of the workload
};

enum class ChartTheme { Light, Dark, Print }; // Print: white background, black text, no animation

// The charts that make sense for this plan, in display order (no Speed for a job set without
// targets is still shown; CostOverTime needs a feasible plan).
QList<ChartKind> chartsFor(const ChartInput &input);
// A stable id for file names and object names: "memory", "speed", "power", "price",
// "memory-vs-context", "cost-over-time".
QString chartId(ChartKind kind);
// The translated title ("Per-GPU memory", ...).
QString chartTitle(ChartKind kind);

// Builds a chart; the caller owns it (a QChartView takes ownership with setChart()).
// Series and axes carry tooltips-ready data: each bar set / series has a property
// "rigplan_tooltips" (QStringList, one per point/bar) with the value and its explanation.
QChart *makeChart(ChartKind kind, const ChartInput &input, ChartTheme theme);

// Draws `chart` into `target` on `painter` as vector graphics (no pixmap): the report calls
// this on a QPdfWriter's painter. Resizes the chart to `target`'s size in points.
void renderChart(QChart *chart, QPainter *painter, const QRectF &target);

} // namespace rigplan
