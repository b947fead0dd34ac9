// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The comparison charts of one plan in the app: every chart of chartsFor() in its own
// QChartView, two per row in a scrollable grid (one per row in a narrow window), with the "rigplan_tooltips" text of the bar or
// point under the mouse as a tooltip. Serving workloads can switch the memory sweep between
// context length and concurrent users. Colours follow the palette: dark charts on a dark window.
//
// Everything is rebuilt from the outcome (setOutcome, a palette change, a language change:
// QEvent::LanguageChange redraws the same outcome in the new language).

#include "TierCharts.h"

#include <QList>
#include <QWidget>

#include <memory>

QT_BEGIN_NAMESPACE
class QChartView;
class QComboBox;
class QGridLayout;
class QLabel;
class QScrollArea;
QT_END_NAMESPACE

namespace rigplan {

struct PlanOutcome;

class ChartsView final : public QWidget {
    Q_OBJECT
public:
    explicit ChartsView(QWidget *parent = nullptr);
    ~ChartsView() override;

    // Shows the charts of `outcome` (nullptr or an infeasible plan: a message instead).
    void setOutcome(std::shared_ptr<const PlanOutcome> outcome);
    std::shared_ptr<const PlanOutcome> outcome() const { return m_outcome; }

    // What is shown, for tests and for the report's preview.
    QList<QChartView *> chartViews() const { return m_views; }
    QList<ChartKind> shownKinds() const { return m_kinds; }
    bool isShowingEmptyState() const;
    ChartTheme theme() const;
    // The memory sweep over context length (default) or concurrent users (serving jobs only).
    void setMemorySweep(ChartKind kind); // ChartKind::MemoryVsContext or ChartKind::MemoryVsConcurrency
    bool canSweepConcurrency() const;
    int columnCount() const { return m_columns; }

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void rebuild();
    void clearCharts();
    QChartView *addChart(ChartKind kind, int index);
    void connectTooltips(QChartView *view);
    static int columnsFor(int width);

    std::shared_ptr<const PlanOutcome> m_outcome;
    QLabel *m_empty = nullptr;
    QScrollArea *m_scroll = nullptr;
    QWidget *m_grid = nullptr;
    QGridLayout *m_gridLayout = nullptr;
    QComboBox *m_sweepSelector = nullptr; // inside the sweep chart's cell; owned by the grid
    QList<QWidget *> m_cells; // one per chart, in grid order
    QList<QChartView *> m_views;
    QList<ChartKind> m_kinds;
    ChartKind m_sweepKind = ChartKind::MemoryVsContext;
    int m_columns = 1;
    bool m_rebuilding = false;
};

} // namespace rigplan
