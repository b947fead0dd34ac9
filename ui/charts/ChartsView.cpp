// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/ChartsView.h"

#include "plan/Outcome.h"

#include <QAbstractBarSeries>
#include <QAreaSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCursor>
#include <QEvent>
#include <QResizeEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QScatterSeries>
#include <QScrollArea>
#include <QToolTip>
#include <QVBoxLayout>
#include <QXYSeries>

#include <cmath>

namespace rigplan {

namespace {

constexpr int kColumns = 2;
constexpr int kTwoColumnMinimumWidth = 1000; // below this one chart per row, so labels keep their room
constexpr int kChartMinimumHeight = 420;     // room for the plot above up to four lines of category labels

QString tooltipAt(const QObject *source, qsizetype index)
{
    const QStringList tips = source->property("rigplan_tooltips").toStringList();
    return index >= 0 && index < tips.size() ? tips[index] : QString();
}

void showTooltip(QChartView *view, const QString &text)
{
    if (text.isEmpty()) {
        QToolTip::hideText();
    } else {
        QToolTip::showText(QCursor::pos(), text, view);
    }
}

} // namespace

ChartsView::ChartsView(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    m_empty = new QLabel(this);
    m_empty->setObjectName(QStringLiteral("chartsEmptyState"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setMargin(24);
    layout->addWidget(m_empty);

    m_scroll = new QScrollArea(this);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_grid = new QWidget(m_scroll);
    m_gridLayout = new QGridLayout(m_grid);
    m_columns = columnsFor(width());
    for (int c = 0; c < kColumns; ++c) {
        m_gridLayout->setColumnStretch(c, c < m_columns ? 1 : 0);
    }
    m_scroll->setWidget(m_grid);
    layout->addWidget(m_scroll);

    rebuild();
}

ChartsView::~ChartsView() = default;

void ChartsView::setOutcome(std::shared_ptr<const PlanOutcome> outcome)
{
    m_outcome = std::move(outcome);
    if (!canSweepConcurrency()) {
        m_sweepKind = ChartKind::MemoryVsContext;
    }
    rebuild();
}

bool ChartsView::isShowingEmptyState() const
{
    return m_views.isEmpty();
}

ChartTheme ChartsView::theme() const
{
    // Dark charts in a dark window: a light chart there would glare.
    return palette().color(QPalette::Window).lightness() < 128 ? ChartTheme::Dark : ChartTheme::Light;
}

bool ChartsView::canSweepConcurrency() const
{
    if (!m_outcome) {
        return false;
    }
    for (const Job &job : m_outcome->workload.jobs) {
        if (job.kind == JobKind::Inference) {
            return true;
        }
    }
    return false;
}

void ChartsView::setMemorySweep(ChartKind kind)
{
    if (kind != ChartKind::MemoryVsContext && kind != ChartKind::MemoryVsConcurrency) {
        return;
    }
    if (kind == ChartKind::MemoryVsConcurrency && !canSweepConcurrency()) {
        return;
    }
    if (kind == m_sweepKind) {
        return;
    }
    m_sweepKind = kind;
    const qsizetype at = m_kinds.indexOf(kind == ChartKind::MemoryVsContext ? ChartKind::MemoryVsConcurrency
                                                                             : ChartKind::MemoryVsContext);
    if (at < 0) {
        return;
    }
    // Swap only the sweep chart: the others and the scroll position stay.
    QChartView *view = m_views[at];
    QChart *previous = view->chart();
    QChart *chart = makeChart(kind, *m_outcome, theme()); // m_kinds is empty without an outcome
    view->setChart(chart); // the view owns the new chart and releases the previous one
    delete previous;
    m_kinds[at] = kind;
    connectTooltips(view);
    if (m_sweepSelector) {
        const QSignalBlocker block(m_sweepSelector);
        m_sweepSelector->setCurrentIndex(m_sweepSelector->findData(int(kind)));
    }
}

void ChartsView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && !m_rebuilding) {
        rebuild(); // light ↔ dark
    }
    // The charts' titles, axes and tooltips are worded when drawn: redraw the same outcome in
    // the new language, now, so the page is in it when the switch returns.
    if (event->type() == QEvent::LanguageChange && !m_rebuilding) {
        rebuild();
    }
}

int ChartsView::columnsFor(int width)
{
    return width >= kTwoColumnMinimumWidth ? kColumns : 1;
}

void ChartsView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    const int columns = columnsFor(width());
    if (columns == m_columns) {
        return;
    }
    m_columns = columns;
    for (qsizetype i = 0; i < m_cells.size(); ++i) {
        m_gridLayout->removeWidget(m_cells[i]);
    }
    for (qsizetype i = 0; i < m_cells.size(); ++i) {
        m_gridLayout->addWidget(m_cells[i], int(i) / m_columns, int(i) % m_columns);
    }
    for (int c = 0; c < kColumns; ++c) {
        m_gridLayout->setColumnStretch(c, c < m_columns ? 1 : 0);
    }
}

void ChartsView::clearCharts()
{
    while (QLayoutItem *item = m_gridLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_cells.clear();
    m_views.clear();
    m_kinds.clear();
    m_sweepSelector = nullptr;
}

void ChartsView::rebuild()
{
    m_rebuilding = true;
    clearCharts();
    const QList<ChartKind> kinds = m_outcome ? chartsFor(*m_outcome) : QList<ChartKind>{};
    if (kinds.isEmpty()) {
        m_empty->setText(!m_outcome ? tr("Plan a workload to compare its builds here.")
                                    : tr("No build satisfies the workload — see Results for what fails and what "
                                         "would work."));
        m_empty->show();
        m_scroll->hide();
        m_rebuilding = false;
        return;
    }
    m_empty->hide();
    m_scroll->show();
    int index = 0;
    for (ChartKind kind : kinds) {
        addChart(kind == ChartKind::MemoryVsContext ? m_sweepKind : kind, index++);
    }
    m_rebuilding = false;
}

QChartView *ChartsView::addChart(ChartKind kind, int index)
{
    auto *cell = new QWidget(m_grid);
    auto *cellLayout = new QVBoxLayout(cell);
    cellLayout->setContentsMargins(0, 0, 0, 0);
    if ((kind == ChartKind::MemoryVsContext || kind == ChartKind::MemoryVsConcurrency) && canSweepConcurrency()) {
        auto *row = new QHBoxLayout;
        auto *label = new QLabel(tr("Memory against:"), cell);
        m_sweepSelector = new QComboBox(cell);
        m_sweepSelector->setObjectName(QStringLiteral("memorySweepSelector"));
        m_sweepSelector->addItem(tr("Context length"), int(ChartKind::MemoryVsContext));
        m_sweepSelector->addItem(tr("Concurrent users"), int(ChartKind::MemoryVsConcurrency));
        m_sweepSelector->setCurrentIndex(m_sweepSelector->findData(int(kind)));
        label->setBuddy(m_sweepSelector);
        connect(m_sweepSelector, &QComboBox::currentIndexChanged, this, [this](int i) {
            if (m_sweepSelector) {
                setMemorySweep(ChartKind(m_sweepSelector->itemData(i).toInt()));
            }
        });
        row->addWidget(label);
        row->addWidget(m_sweepSelector);
        row->addStretch();
        cellLayout->addLayout(row);
    }
    // rebuild() adds charts only for an outcome
    auto *view = new QChartView(makeChart(kind, *m_outcome, theme()), cell);
    view->setObjectName(QStringLiteral("chart-%1").arg(chartId(kind)));
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(kChartMinimumHeight);
    view->setFrameShape(QFrame::NoFrame);
    cellLayout->addWidget(view);
    m_gridLayout->addWidget(cell, index / m_columns, index % m_columns);
    m_cells.append(cell);
    cell->show(); // now, not on the layout's queued show: a grab right after setOutcome sees the charts
    m_views.append(view);
    m_kinds.append(kind);
    connectTooltips(view);
    return view;
}

void ChartsView::connectTooltips(QChartView *view)
{
    QChart *chart = view->chart();
    for (QAbstractSeries *series : chart->series()) {
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(series)) {
            connect(bars, &QAbstractBarSeries::hovered, view, [view](bool inside, int index, QBarSet *set) {
                showTooltip(view, inside && set ? tooltipAt(set, index) : QString());
            });
        } else if (auto *area = qobject_cast<QAreaSeries *>(series)) {
            connect(area, &QAreaSeries::hovered, view, [view, area](const QPointF &, bool inside) {
                showTooltip(view, inside ? tooltipAt(area, 0) : QString());
            });
        } else if (auto *xy = qobject_cast<QXYSeries *>(series)) {
            connect(xy, &QXYSeries::hovered, view, [view, xy](const QPointF &point, bool inside) {
                if (!inside) {
                    showTooltip(view, {});
                    return;
                }
                // A marker reports its own point; a line any point along it: take the data point
                // nearest in x there (lines rise with x, so x alone identifies it).
                const bool markers = qobject_cast<QScatterSeries *>(xy) != nullptr;
                qsizetype nearest = -1;
                double best = 0;
                const QList<QPointF> points = xy->points();
                for (qsizetype i = 0; i < points.size(); ++i) {
                    const double d = markers ? std::hypot(points[i].x() - point.x(), points[i].y() - point.y())
                                             : std::abs(points[i].x() - point.x());
                    if (nearest < 0 || d < best) {
                        nearest = i;
                        best = d;
                    }
                }
                showTooltip(view, tooltipAt(xy, nearest));
            });
        }
    }
}

} // namespace rigplan
