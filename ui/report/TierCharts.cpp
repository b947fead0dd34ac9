// SPDX-License-Identifier: GPL-3.0-or-later
#include "TierCharts.h"

#include "LabCharts.h"

#include "Format.h"
#include "catalog/Parts.h"
#include "estimate/Estimate.h"
#include "plan/PlanText.h"
#include "plan/Sweep.h"
#include "util/Money.h"

#include <QAreaSeries>
#include <QBarLegendMarker>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QGuiApplication>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPainter>
#include <QScatterSeries>
#include <QSet>
#include <QHorizontalStackedBarSeries>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <memory>

namespace rigplan {

namespace {

constexpr const char *kTooltips = "rigplan_tooltips";
constexpr const char *kCategoryTiers = "rigplan_category_tiers";
constexpr const char *kCategoryJobs = "rigplan_category_jobs";
constexpr const char *kCategoryLines = "rigplan_category_lines"; // on a QBarCategoryAxis: QVariantList of QStringList
// The same lines with short tier names, for an axis too narrow to keep a full one whole
// (optional; same shape as kCategoryLines).
constexpr const char *kCategoryShortLines = "rigplan_category_short_lines";

void fitCategoryLabels(QChart *chart); // below
constexpr double kLabelPadding = 4; // Qt Charts' padding around an axis label (ChartAxisElement::labelPadding())
constexpr double kLabelMargin = 4;  // QTextDocument's default margin around a label's text
constexpr const char *kLabelFont = "rigplan_label_font"; // on a QBarCategoryAxis: its labels' font before fitting
constexpr double kMinLabelScale = 0.75; // the smallest category label font, of the chart's label size
constexpr double kMarkHalfWidth = 0.4;  // usable-memory and target marks across a category

struct Palette {
    bool dark = false;
    bool print = false;
    QColor background, text, muted, grid, limit;
    std::array<QColor, 3> tiers;  // entry, mainstream, high
    std::array<QColor, 7> terms;  // memory terms, in kTerms order
};

int tierSlot(TierKind kind)
{
    return static_cast<int>(kind); // Entry, Mainstream, High: the palette's order
}

Palette paletteFor(ChartTheme theme)
{
    Palette p;
    p.dark = theme == ChartTheme::Dark;
    p.print = theme == ChartTheme::Print;
    // Okabe–Ito colours: distinguishable with the common colour-vision deficiencies and in grey.
    if (p.dark) {
        p.background = QColor(0x26, 0x28, 0x2b);
        p.text = QColor(0xe8, 0xe8, 0xe8);
        p.muted = QColor(0xa8, 0xa8, 0xa8);
        p.grid = QColor(0x4a, 0x4d, 0x52);
        p.limit = QColor(0xff, 0x7a, 0x45);
        p.tiers = {QColor(0x56, 0xb4, 0xe9), QColor(0xf0, 0xb4, 0x2a), QColor(0x3c, 0xcf, 0xa0)};
    } else {
        p.background = Qt::white;
        p.text = p.print ? QColor(Qt::black) : QColor(0x20, 0x20, 0x20);
        p.muted = QColor(0x60, 0x60, 0x60);
        p.grid = QColor(0xdd, 0xdd, 0xdd);
        p.limit = QColor(0xd5, 0x5e, 0x00);
        p.tiers = {QColor(0x00, 0x72, 0xb2), QColor(0xe6, 0x9f, 0x00), QColor(0x00, 0x9e, 0x73)};
    }
    // Memory terms: seven colours of Tableau 20 (light blue a0cbe8 is not in Tableau 10), readable
    // on white, on dark grey and in print.
    p.terms = {QColor(0x4e, 0x79, 0xa7), QColor(0xa0, 0xcb, 0xe8), QColor(0xf2, 0x8e, 0x2b),
               QColor(0x59, 0xa1, 0x4f), QColor(0xe1, 0x57, 0x59), QColor(0xb0, 0x7a, 0xa1),
               QColor(0xba, 0xb0, 0xac)};
    return p;
}

// `color` blended towards `background` (0 = color, 1 = background): the light part of a bar.
QColor blend(const QColor &color, const QColor &background, double towardsBackground)
{
    const auto mix = [&](int a, int b) { return int(std::lround(a + (b - a) * towardsBackground)); };
    return QColor(mix(color.red(), background.red()), mix(color.green(), background.green()),
                  mix(color.blue(), background.blue()));
}

// One memory term of the stacked bars, with the explanation terms whose lines give its formula
// (picked by term, so the tooltips carry the formulas in every language).
struct Term {
    const char *id;
    std::int64_t MemoryBreakdown::*first;
    std::int64_t MemoryBreakdown::*second; // added to `first` (logits into activations), or nullptr
    std::array<ExplainTerm, 2> explainTerms;
};

constexpr std::array<Term, 7> kTerms{{
    {"weights", &MemoryBreakdown::weightsBytes, nullptr, {ExplainTerm::Weights, ExplainTerm::Weights}},
    {"gradients", &MemoryBreakdown::gradientsBytes, nullptr, {ExplainTerm::Gradients, ExplainTerm::Gradients}},
    {"optimizer", &MemoryBreakdown::optimizerBytes, nullptr, {ExplainTerm::Optimizer, ExplainTerm::Offload}},
    {"activations", &MemoryBreakdown::activationsBytes, &MemoryBreakdown::logitsBytes,
     {ExplainTerm::Activations, ExplainTerm::Logits}},
    {"kv-cache", &MemoryBreakdown::kvCacheBytes, nullptr, {ExplainTerm::KvCache, ExplainTerm::KvCache}},
    {"workspace", &MemoryBreakdown::workspaceBytes, nullptr, {ExplainTerm::Workspace, ExplainTerm::Workspace}},
    {"overhead", &MemoryBreakdown::overheadBytes, nullptr, {ExplainTerm::Overhead, ExplainTerm::Overhead}},
}};

std::int64_t termBytes(const Term &term, const MemoryBreakdown &m)
{
    return m.*(term.first) + (term.second ? m.*(term.second) : 0);
}

double gb(std::int64_t bytes)
{
    return double(bytes) / 1e9;
}

// The tiers of a plan, coinciding builds merged: the first tier of a group is the one drawn.
struct TierGroup {
    std::vector<std::size_t> tiers; // indices into PlanResult::tiers
    std::string id;                 // the first tier's id
    QStringList names;              // translated tier names
    QStringList shortNames;         // the same for a narrow category axis (Charts::shortTierName)
    QColor color;
};

// Which category of a bar chart shows which tier group and job.
struct Category {
    std::size_t group = 0;
    int job = -1; // -1: all jobs (the tier as a whole)
};

// The chart's legend: rich text under the plot, packed into as many centred lines as the
// chart's width needs (an entry never breaks inside), its height reserved in the chart's bottom
// margin. QLegend puts its entries in one row and shortens every label once they do not fit,
// which long tier names always do in a print chart.
class LegendText final : public QGraphicsTextItem {
public:
    struct Entry {
        QString symbol; // "■", "◆", "━━", ...
        QColor color;
        QString label;
    };

    LegendText(QChart *chart, std::vector<Entry> entries)
        : QGraphicsTextItem(chart)
        , m_chart(chart)
        , m_entries(std::move(entries))
    {
        setObjectName(QStringLiteral("rigplan_legend"));
        QObject::connect(chart, &QGraphicsWidget::geometryChanged, this, [this] { relayout(); });
    }

    void relayout()
    {
        const QRectF area = m_chart->rect();
        if (area.width() < 100) {
            return; // not laid out yet: a legend wrapped at a few units would claim the whole height
        }
        const qreal width = area.width() - 2 * kSide;
        QFont bold = font();
        bold.setBold(true);
        const QFontMetricsF metrics(font());
        const QFontMetricsF boldMetrics(bold);
        const qreal gap = metrics.horizontalAdvance(QStringLiteral("\u00A0\u00A0\u00A0"));
        QStringList lines;
        QString line;
        qreal used = 0;
        for (const Entry &e : m_entries) {
            const qreal w = boldMetrics.horizontalAdvance(e.symbol) + metrics.horizontalAdvance(QLatin1Char(' ') + e.label);
            const QString html = QStringLiteral("<span style=\"color:%1\"><b>%2</b></span>&nbsp;%3")
                                     .arg(e.color.name(), e.symbol.toHtmlEscaped(),
                                          e.label.toHtmlEscaped().replace(QLatin1Char(' '), QStringLiteral("&nbsp;")));
            // 5 % slack: the text layout rounds differently from the metrics.
            if (!line.isEmpty() && (used + gap + w) * 1.05 > width) {
                lines.append(line);
                line.clear();
                used = 0;
            }
            line += (line.isEmpty() ? QString() : QStringLiteral("&nbsp;&nbsp;&nbsp;")) + html;
            used += (used > 0 ? gap : 0) + w;
        }
        if (!line.isEmpty()) {
            lines.append(line);
        }
        setHtml(QStringLiteral("<div align=\"center\">%1</div>").arg(lines.join(QStringLiteral("<br>"))));
        setTextWidth(width);
        const qreal height = boundingRect().height();
        const QMargins margins(kSide, kSide, kSide, 2 * kSide + int(std::ceil(height)));
        if (m_chart->margins() != margins) {
            m_chart->setMargins(margins);
            if (QGraphicsLayout *layout = m_chart->layout()) {
                layout->activate(); // now: the plot and axes must not paint under the legend first
            }
        }
        setPos(kSide, area.height() - height - kSide);
    }

private:
    static constexpr int kSide = 6; // the chart's margins
    QChart *m_chart;
    std::vector<Entry> m_entries;
};

class Charts final {
    Q_DECLARE_TR_FUNCTIONS(rigplan::TierCharts)
public:
    Charts(const PlanOutcome &outcome, ChartTheme theme);

    QChart *make(ChartKind kind);
    static QString title(ChartKind kind);
    static QString termName(const Term &term);
    static QString tickLabel(std::int64_t value);
    bool hasTiers() const { return !m_groups.empty(); }

private:
    void memory(QChart *chart);
    void speed(QChart *chart);
    void power(QChart *chart);
    void price(QChart *chart);
    void sweep(QChart *chart, SweepAxis axis);
    void costOverTime(QChart *chart);

    // ---- data
    const Tier &tierOf(const TierGroup &group) const { return m_out.plan.tiers[group.tiers.front()]; }
    const GpuSpec *gpuOf(const Build &build) const;
    const Job *jobAt(std::size_t index) const;
    QString groupName(const TierGroup &group) const;
    QStringList groupLines(const TierGroup &group, bool shortNames = false) const;
    static QString shortTierName(TierKind kind);
    QString jobName(std::size_t index) const;
    std::vector<ExplainLine> explanation(const Build &build, std::size_t job) const;

    // ---- drawing
    QChart *newChart(ChartKind kind) const;
    void finish(QChart *chart) const;
    QFont font(double screenDelta, int printPixels, bool bold = false) const;
    QBarCategoryAxis *categoryAxis(const QList<QStringList> &labels, const QList<QStringList> &shortLabels = {}) const;
    QValueAxis *valueAxis(const QString &title, double maximum) const;
    static void attach(QChart *chart, QAbstractSeries *series, QAbstractAxis *x, QAbstractAxis *y);
    static void hideFromLegend(QChart *chart, QAbstractSeries *series);
    static void hideMarker(QLegendMarker *marker);
    QLineSeries *segment(QChart *chart, double x0, double x1, double level, const QPen &linePen, const QString &name,
                         const QString &objectName, const QString &tooltip, QAbstractAxis *x, QAbstractAxis *y) const;
    QAreaSeries *bar(QChart *chart, double center, double halfWidth, double value, const QColor &color,
                     const QString &name, const QString &objectName, const QString &tooltip, QAbstractAxis *x,
                     QAbstractAxis *y) const;
    void setCategoryProperties(QChart *chart, const std::vector<Category> &categories) const;
    static QString labelHtml(const QStringList &lines);
    QPen pen(const QColor &color, double width, Qt::PenStyle style = Qt::SolidLine) const;
    // Marks and line widths in print are in points on a chart about half as wide as on screen.
    double scaled(double screen) const { return m_palette.print ? screen * 0.65 : screen; }

    const PlanOutcome &m_out;
    ChartTheme m_theme;
    Palette m_palette;
    const PlanOptions &m_options; // the planner's, so sweeps and explanations match its figures
    std::vector<TierGroup> m_groups;
    QString m_currency;
};

Charts::Charts(const PlanOutcome &outcome, ChartTheme theme)
    : m_out(outcome)
    , m_theme(theme)
    , m_palette(paletteFor(theme))
    , m_options(outcome.options)
{
    if (!m_out.plan.feasible) {
        return;
    }
    m_currency = QString::fromStdString(m_out.plan.currency);
    const std::vector<Tier> &tiers = m_out.plan.tiers;
    for (std::size_t i = 0; i < tiers.size(); ++i) {
        const Tier &tier = tiers[i];
        // Merge a tier into the group of the tier it names (or of an identical build), so a
        // build is drawn once and labelled with every tier it stands for.
        auto same = std::find_if(m_groups.begin(), m_groups.end(), [&](const TierGroup &g) {
            for (std::size_t member : g.tiers) {
                if ((tier.sameAs && tiers[member].kind == *tier.sameAs)
                    || (!tier.build.key.empty() && tiers[member].build.key == tier.build.key)) {
                    return true;
                }
            }
            return false;
        });
        if (same != m_groups.end()) {
            same->tiers.push_back(i);
            same->names.append(Format::tierName(tier.kind));
            same->shortNames.append(shortTierName(tier.kind));
            continue;
        }
        TierGroup group;
        group.tiers.push_back(i);
        group.id = tierId(tier.kind);
        group.names.append(Format::tierName(tier.kind));
        group.shortNames.append(shortTierName(tier.kind));
        group.color = m_palette.tiers[std::size_t(tierSlot(tier.kind))];
        m_groups.push_back(group);
    }
}

QString Charts::title(ChartKind kind)
{
    switch (kind) {
    case ChartKind::Memory: return tr("Per-GPU memory");
    case ChartKind::Speed: return tr("Speed");
    case ChartKind::Power: return tr("Power draw");
    case ChartKind::Price: return tr("Purchase price");
    case ChartKind::MemoryVsContext: return tr("Per-GPU memory vs context length");
    case ChartKind::CostOverTime: return tr("Cost of ownership over time");
    case ChartKind::MemoryVsConcurrency: return tr("Per-GPU memory vs concurrent users");
    case ChartKind::BuyVsRent: return tr("Buy or rent");
    case ChartKind::BudgetOverYears: return tr("Budget over the years");
    }
    return {};
}

const GpuSpec *Charts::gpuOf(const Build &build) const
{
    if (build.gpu < 0 || std::size_t(build.gpu) >= m_out.snapshot().gpus.size()) {
        return nullptr;
    }
    return &m_out.snapshot().gpus[std::size_t(build.gpu)];
}

const Job *Charts::jobAt(std::size_t index) const
{
    if (index >= m_out.workload.jobs.size()) {
        return nullptr;
    }
    return &m_out.workload.jobs[index];
}

QString Charts::groupName(const TierGroup &group) const
{
    QString name = group.names.value(0);
    for (qsizetype i = 1; i < group.names.size(); ++i) {
        name = tr("%1 = %2", "two tiers that are the same build").arg(name, group.names[i]);
    }
    return name;
}

QStringList Charts::groupLines(const TierGroup &group, bool shortNames) const
{
    const QStringList &names = shortNames ? group.shortNames : group.names;
    QStringList lines{names.value(0)};
    for (qsizetype i = 1; i < names.size(); ++i) {
        lines.append(tr("= %1", "a second tier that is the same build, on its own line").arg(names[i]));
    }
    return lines;
}

QString Charts::shortTierName(TierKind kind)
{
    // "performance" alone is wider than a category label of three tiers may be in a chart under
    // about 430 px wide, even in the smallest label font (fitCategoryLabels); the bars' tooltips
    // keep the full name.
    if (kind == TierKind::High) {
        //: the high-performance tier on a chart axis too narrow for "High-performance"; keep it short
        return tr("High-perf.");
    }
    return Format::tierName(kind);
}

QString Charts::jobName(std::size_t index) const
{
    const Job *job = jobAt(index);
    if (!job) {
        return tr("Job %1").arg(index + 1);
    }
    const auto modelName = [](const Job &j) {
        return QString::fromStdString(!j.model.name.empty() ? j.model.name : j.modelRef);
    };
    QString name = modelName(*job);
    // Two jobs on the same model (train and serve it) are told apart by their kind, then number.
    int sameModel = 0;
    int sameModelAndKind = 0;
    for (const Job &other : m_out.workload.jobs) {
        sameModel += modelName(other) == name ? 1 : 0;
        sameModelAndKind += (modelName(other) == name && other.kind == job->kind) ? 1 : 0;
    }
    if (name.isEmpty() || sameModelAndKind > 1) {
        return tr("Job %1").arg(index + 1);
    }
    if (sameModel > 1) {
        name = tr("%1 (%2)", "model name (training / serving)").arg(name, Format::jobKindName(job->kind));
    }
    return name;
}

std::vector<ExplainLine> Charts::explanation(const Build &build, std::size_t job) const
{
    const Job *j = jobAt(job);
    const GpuSpec *gpu = gpuOf(build);
    const std::vector<JobOutcome> &outcomes = build.jobOutcomes();
    if (!j || !gpu || job >= outcomes.size()) {
        return {};
    }
    const Layout &layout = outcomes[job].layout;
    return j->kind == JobKind::Training ? explainLines(j->model, j->training, *gpu, layout, m_options.estimate)
                                        : explainLines(j->model, j->inference, *gpu, layout, m_options.estimate);
}

QFont Charts::font(double screenDelta, int printPixels, bool bold) const
{
    QFont f = QGuiApplication::font();
    if (m_theme == ChartTheme::Print) {
        // Print charts are laid out in points (renderChart): pixel sizes are point sizes there.
        f.setPixelSize(printPixels);
    } else {
        const double base = f.pointSizeF() > 0 ? f.pointSizeF() : 9.0;
        f.setPointSizeF(std::max(6.0, base + screenDelta));
    }
    f.setBold(bold);
    return f;
}

QPen Charts::pen(const QColor &color, double width, Qt::PenStyle style) const
{
    QPen p(color);
    p.setWidthF(scaled(width));
    p.setStyle(style);
    p.setCapStyle(Qt::FlatCap);
    return p;
}

QChart *Charts::newChart(ChartKind kind) const
{
    auto *chart = new QChart;
    chart->setObjectName(chartId(kind));
    // The theme first: it resets colours of what is already in the chart.
    chart->setTheme(m_palette.dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setDropShadowEnabled(false); // a drop shadow is a raster effect: none in vector output
    chart->setBackgroundBrush(m_palette.background);
    chart->setBackgroundPen(Qt::NoPen);
    chart->setBackgroundRoundness(m_palette.print ? 0 : 4);
    chart->setMargins(QMargins(6, 6, 6, 6)); // LegendText keeps the sides, widens the bottom
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale());
    chart->setTitle(title(kind));
    chart->legend()->setAlignment(Qt::AlignBottom);
    return chart;
}

void Charts::finish(QChart *chart) const
{
    chart->setTitleFont(font(2, 11, true));
    chart->setTitleBrush(m_palette.text);
    // The legend is drawn as wrapping rich text: QLegend puts its entries in one row and
    // shortens every label once they do not fit, which long tier names always do in print.
    QLegend *legend = chart->legend();
    std::vector<LegendText::Entry> entries;
    for (QLegendMarker *marker : legend->markers()) {
        if (marker->property("rigplan_hidden").toBool()) {
            continue;
        }
        QString symbol = QStringLiteral("\u25A0"); // ■ a bar or an area
        QColor color = marker->brush().color();
        if (auto *barMarker = qobject_cast<QBarLegendMarker *>(marker)) {
            color = barMarker->barset()->color();
        } else if (auto *area = qobject_cast<QAreaSeries *>(marker->series())) {
            color = area->color();
        } else if (auto *scatter = qobject_cast<QScatterSeries *>(marker->series())) {
            color = scatter->color();
            symbol = scatter->markerShape() == QScatterSeries::MarkerShapeRotatedRectangle ? QStringLiteral("\u25C6") // ◆
                                                                                          : QStringLiteral("\u25CF"); // ●
        } else if (auto *line = qobject_cast<QLineSeries *>(marker->series())) {
            color = line->pen().color();
            switch (line->pen().style()) {
            case Qt::DashLine: symbol = QStringLiteral("\u254D\u254D"); break;           // ╍╍
            case Qt::DotLine: symbol = QStringLiteral("\u00B7\u00B7\u00B7\u00B7"); break; // ····
            case Qt::DashDotLine: symbol = QStringLiteral("\u2501\u00B7\u2501"); break; // ━·━
            default: symbol = QStringLiteral("\u2501\u2501"); break;                    // ━━
            }
        }
        entries.push_back({symbol, color, marker->label()});
    }
    legend->hide();
    if (!entries.empty()) {
        auto *text = new LegendText(chart, std::move(entries));
        text->setFont(font(-0.5, 8));
        text->setDefaultTextColor(m_palette.text);
        text->relayout();
    }
    // Category labels wrap to their category's width, now and on every resize.
    QObject::connect(chart, &QChart::plotAreaChanged, chart, [chart] { fitCategoryLabels(chart); });
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsFont(font(-1, 7));
        axis->setLabelsColor(m_palette.text);
        axis->setTitleFont(font(0, 8, true));
        axis->setTitleBrush(m_palette.text);
        axis->setLinePen(pen(m_palette.muted, 1));
        axis->setGridLinePen(pen(m_palette.grid, 1));
        axis->setShadesVisible(false);
        if (qobject_cast<QBarCategoryAxis *>(axis) || axis->property("rigplan_secondary").toBool()) {
            axis->setGridLineVisible(false);
        }
    }
}

QBarCategoryAxis *Charts::categoryAxis(const QList<QStringList> &labels, const QList<QStringList> &shortLabels) const
{
    auto *axis = new QBarCategoryAxis;
    QStringList html;
    QVariantList lines;
    for (const QStringList &label : labels) {
        html.append(labelHtml(label));
        lines.append(label);
    }
    axis->append(html);
    // The lines before wrapping: fitCategoryLabels() wraps them to the width of a category
    // once the chart has its size, the short ones when a full tier name would not stay whole.
    axis->setProperty(kCategoryLines, lines);
    if (shortLabels.size() == labels.size() && shortLabels != labels) {
        QVariantList shortLines;
        for (const QStringList &label : shortLabels) {
            shortLines.append(label);
        }
        axis->setProperty(kCategoryShortLines, shortLines);
    }
    return axis;
}

QValueAxis *Charts::valueAxis(const QString &title, double maximum) const
{
    auto *axis = new QValueAxis;
    axis->setTitleText(title);
    // 0 to a round number a little above the tallest bar or line, in 3 to 6 steps of 1, 2, 2.5 or 5 × 10^k.
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
    int decimals = 0; // as many as the step needs: 2.5 → 1, 0.25 → 2
    while (decimals < 3 && std::abs(step * std::pow(10.0, decimals) - std::round(step * std::pow(10.0, decimals))) > 1e-6) {
        ++decimals;
    }
    axis->setLabelFormat(QStringLiteral("%.%1f").arg(decimals));
    return axis;
}

void Charts::attach(QChart *chart, QAbstractSeries *series, QAbstractAxis *x, QAbstractAxis *y)
{
    chart->addSeries(series);
    if (x) {
        series->attachAxis(x);
    }
    if (y) {
        series->attachAxis(y);
    }
}

void Charts::hideFromLegend(QChart *chart, QAbstractSeries *series)
{
    for (QLegendMarker *marker : chart->legend()->markers(series)) {
        hideMarker(marker);
    }
}

void Charts::hideMarker(QLegendMarker *marker)
{
    marker->setVisible(false);
    // QLegendMarker::isVisible() reports the item on screen, false until the chart is shown.
    marker->setProperty("rigplan_hidden", true);
}

QLineSeries *Charts::segment(QChart *chart, double x0, double x1, double level, const QPen &linePen,
                             const QString &name, const QString &objectName, const QString &tooltip, QAbstractAxis *x,
                             QAbstractAxis *y) const
{
    auto *line = new QLineSeries;
    line->setName(name);
    line->setObjectName(objectName);
    line->append(x0, level);
    line->append(x1, level);
    line->setProperty(kTooltips, QStringList{tooltip, tooltip});
    attach(chart, line, x, y);
    line->setPen(linePen);
    return line;
}

QAreaSeries *Charts::bar(QChart *chart, double center, double halfWidth, double value, const QColor &color,
                         const QString &name, const QString &objectName, const QString &tooltip, QAbstractAxis *x,
                         QAbstractAxis *y) const
{
    auto *area = new QAreaSeries;
    auto *upper = new QLineSeries(area); // the area does not own its boundary lines
    auto *lower = new QLineSeries(area);
    upper->append(center - halfWidth, value);
    upper->append(center + halfWidth, value);
    lower->append(center - halfWidth, 0);
    lower->append(center + halfWidth, 0);
    area->setUpperSeries(upper);
    area->setLowerSeries(lower);
    area->setName(name);
    area->setObjectName(objectName);
    area->setProperty(kTooltips, QStringList{tooltip});
    attach(chart, area, x, y);
    area->setBrush(color);
    area->setPen(Qt::NoPen);
    return area;
}

void Charts::setCategoryProperties(QChart *chart, const std::vector<Category> &categories) const
{
    QStringList tiers;
    QVariantList jobs;
    for (const Category &c : categories) {
        tiers.append(QString::fromStdString(m_groups[c.group].id));
        jobs.append(c.job);
    }
    chart->setProperty(kCategoryTiers, tiers);
    chart->setProperty(kCategoryJobs, jobs);
}

QString Charts::labelHtml(const QStringList &lines)
{
    // Category labels are rich text: <br> is the only way to break them into lines.
    QStringList escaped;
    for (const QString &line : lines) {
        escaped.append(line.toHtmlEscaped());
    }
    return QStringLiteral("<div align=\"center\">%1</div>").arg(escaped.join(QStringLiteral("<br>")));
}

QChart *Charts::make(ChartKind kind)
{
    QChart *chart = newChart(kind);
    if (hasTiers()) {
        switch (kind) {
        case ChartKind::Memory: memory(chart); break;
        case ChartKind::Speed: speed(chart); break;
        case ChartKind::Power: power(chart); break;
        case ChartKind::Price: price(chart); break;
        case ChartKind::MemoryVsContext: sweep(chart, SweepAxis::Context); break;
        case ChartKind::MemoryVsConcurrency: sweep(chart, SweepAxis::Concurrency); break;
        case ChartKind::CostOverTime: costOverTime(chart); break;
        case ChartKind::BuyVsRent:
        case ChartKind::BudgetOverYears:
            drawLabChart(kind, chart, m_out, {m_palette.tiers, m_palette.text, m_palette.muted, scaled(1.0)});
            break;
        }
    }
    finish(chart);
    return chart;
}

// ---------------------------------------------------------------- Memory

QString Charts::termName(const Term &term)
{
    const std::string id = term.id;
    if (id == "weights") {
        return tr("Weights");
    }
    if (id == "gradients") {
        return tr("Gradients");
    }
    if (id == "optimizer") {
        return tr("Optimizer");
    }
    if (id == "activations") {
        return tr("Activations", "memory term: activations, incl. the logits");
    }
    if (id == "kv-cache") {
        return tr("KV cache");
    }
    if (id == "workspace") {
        return tr("Workspace", "memory term: ZeRO-3 gathered parameters");
    }
    return tr("Overhead", "memory term: CUDA context, runtime, allocator slack");
}

void Charts::memory(QChart *chart)
{
    const std::size_t jobCount = tierOf(m_groups.front()).build.jobOutcomes().size();
    if (jobCount == 0) {
        return;
    }
    struct Column {
        Category category;
        MemoryBreakdown memory;
        std::vector<ExplainLine> explanation;
        QString name;
        QStringList lines;
    };
    // One bar per tier and job: every job's per-GPU memory against its usable memory (issue 18: a
    // bar per tier showed only the job closest to its limit, and the others went unmentioned).
    // With one job, one bar per tier.
    std::vector<Column> columns;
    for (std::size_t g = 0; g < m_groups.size(); ++g) {
        const Build &build = tierOf(m_groups[g]).build;
        const std::vector<JobOutcome> &outcomes = build.jobOutcomes();
        for (std::size_t j = 0; j < outcomes.size(); ++j) {
            Column c;
            c.name = groupName(m_groups[g]);
            c.category = {g, int(j)};
            c.memory = outcomes[j].memory();
            c.explanation = explanation(build, j);
            if (jobCount > 1) {
                c.name = tr("%1 · %2", "tier · job").arg(c.name, jobName(j));
            }
            // Most important first: a label short of room keeps its first line.
            c.lines = {c.name, tr("%1 of %2", "memory in use of usable memory")
                                   .arg(Format::gigabytes(c.memory.totalBytes), Format::gigabytes(c.memory.usableBytes))};
            columns.push_back(std::move(c));
        }
    }

    // Bars lying down, the first tier on top: a label per bar (tier, job, figures) has the
    // width of the axis rather than a sixth of the plot, so six or nine bars keep their words.
    std::reverse(columns.begin(), columns.end());
    QList<QStringList> labels;
    std::vector<Category> categories;
    double maximum = 0;
    for (const Column &c : columns) {
        labels.append(c.lines);
        categories.push_back(c.category);
        maximum = std::max({maximum, gb(c.memory.totalBytes), gb(c.memory.usableBytes)});
    }
    setCategoryProperties(chart, categories);
    QBarCategoryAxis *y = categoryAxis(labels);
    QValueAxis *x = valueAxis(tr("Per-GPU memory (GB)"), maximum);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);

    auto *series = new QHorizontalStackedBarSeries;
    series->setObjectName(QStringLiteral("memory"));
    series->setBarWidth(0.6);
    std::vector<std::pair<QBarSet *, QColor>> colored;
    for (std::size_t t = 0; t < kTerms.size(); ++t) {
        const Term &term = kTerms[t];
        bool any = false;
        for (const Column &c : columns) {
            any = any || termBytes(term, c.memory) > 0;
        }
        if (!any) {
            continue; // e.g. no gradients when only serving: no empty legend entry
        }
        auto *set = new QBarSet(termName(term));
        set->setObjectName(QStringLiteral("memory:%1").arg(QLatin1String(term.id)));
        QStringList tooltips;
        for (const Column &c : columns) {
            const std::int64_t bytes = termBytes(term, c.memory);
            set->append(gb(bytes));
            QStringList text{tr("%1 — %2: %3 per GPU", "column — memory term: amount")
                                 .arg(c.name, termName(term), Format::gigabytes(bytes, 2))};
            for (const ExplainLine &line : c.explanation) {
                if (line.term == term.explainTerms[0] || line.term == term.explainTerms[1]) {
                    text.append(QString::fromStdString(line.text).trimmed());
                }
            }
            tooltips.append(text.join(QLatin1Char('\n')));
        }
        set->setProperty(kTooltips, tooltips);
        series->append(set);
        colored.emplace_back(set, m_palette.terms[t]);
    }
    attach(chart, series, x, y);
    for (auto &[set, color] : colored) {
        set->setColor(color);
        set->setBorderColor(m_palette.background); // a thin gap between the stacked terms
    }

    // Usable memory per GPU: a mark across each bar.
    for (std::size_t i = 0; i < columns.size(); ++i) {
        const Column &c = columns[i];
        const MemoryBreakdown &m = c.memory;
        const double free = m.usableBytes > 0 ? double(m.usableBytes - m.totalBytes) / double(m.usableBytes) : 0;
        QString tooltip = tr("%1: %2 in use of %3 usable per GPU (%4 free; the GPU has %5)")
                              .arg(c.name, Format::gigabytes(m.totalBytes, 2), Format::gigabytes(m.usableBytes, 2),
                                   Format::percent(free), Format::gigabytes(m.capacityBytes, 2));
        auto *mark = new QLineSeries;
        mark->setName(tr("Usable memory"));
        mark->setObjectName(QStringLiteral("usable:%1").arg(i));
        mark->append(gb(m.usableBytes), double(i) - kMarkHalfWidth);
        mark->append(gb(m.usableBytes), double(i) + kMarkHalfWidth);
        mark->setProperty(kTooltips, QStringList{tooltip, tooltip});
        attach(chart, mark, x, y);
        mark->setPen(pen(m_palette.text, 2.5));
        if (i > 0) {
            hideFromLegend(chart, mark);
        }
    }
}

// ---------------------------------------------------------------- Speed

void Charts::speed(QChart *chart)
{
    const std::size_t jobCount = tierOf(m_groups.front()).build.jobOutcomes().size();
    if (jobCount == 0) {
        return;
    }
    // One category per job (each in its own unit), one bar per tier in the tier's colour. Bars
    // are areas so that jobs in hours and in tokens/s can sit side by side on two axes.
    enum class SpeedUnit { Hours, TokensPerS };
    std::vector<SpeedUnit> units(jobCount, SpeedUnit::TokensPerS);
    bool anyHours = false;
    bool anyTokens = false;
    bool anyServing = false;
    for (std::size_t j = 0; j < jobCount; ++j) {
        // A run of train_tokens: the time is what the client asked about (on every tier).
        bool hours = true;
        for (const TierGroup &group : m_groups) {
            const JobOutcome &o = tierOf(group).build.jobOutcomes()[j];
            hours = hours && o.kind == JobKind::Training && o.training.hours > 0;
        }
        units[j] = hours ? SpeedUnit::Hours : SpeedUnit::TokensPerS;
        anyHours = anyHours || hours;
        anyTokens = anyTokens || !hours;
        anyServing = anyServing || tierOf(m_groups.front()).build.jobOutcomes()[j].kind == JobKind::Inference;
    }
    const auto valueOf = [&](const JobOutcome &o, std::size_t j) {
        return units[j] == SpeedUnit::Hours ? o.training.hours : o.speed();
    };

    double hoursMax = 0;
    double tokensMax = 0;
    double perUserMax = 0;
    for (std::size_t j = 0; j < jobCount; ++j) {
        const Job *job = jobAt(j);
        for (const TierGroup &group : m_groups) {
            const JobOutcome &o = tierOf(group).build.jobOutcomes()[j];
            if (units[j] == SpeedUnit::Hours) {
                hoursMax = std::max({hoursMax, valueOf(o, j), job ? job->training.maxHours : 0.0});
            } else {
                tokensMax = std::max(tokensMax, valueOf(o, j));
                if (o.kind == JobKind::Inference) {
                    perUserMax = std::max({perUserMax, o.inference.decodeTokensPerSPerUser,
                                           job ? job->inference.minTokensPerSPerUser : 0.0});
                }
            }
        }
    }
    // Per-user speed is the aggregate divided by the users: on the aggregate's scale it would
    // sit on the floor. It gets its own axis on the right unless training hours hold that side.
    const bool perUserOwnAxis = anyServing && !anyHours;
    if (!perUserOwnAxis) {
        tokensMax = std::max(tokensMax, perUserMax);
    }

    QList<QStringList> labels;
    std::vector<Category> categories;
    for (std::size_t j = 0; j < jobCount; ++j) {
        const Job *job = jobAt(j);
        const bool serving = tierOf(m_groups.front()).build.jobOutcomes()[j].kind == JobKind::Inference;
        QString what;
        // The unit says which axis: hours on the left, tokens/s on the right.
        if (units[j] == SpeedUnit::Hours) {
            what = tr("hours per run");
        } else if (serving) {
            what = tr("tokens/s, %1 users").arg(QLocale().toString(qlonglong(job ? job->inference.concurrency : 0)));
        } else {
            what = tr("tokens/s");
        }
        labels.append({jobName(j), what});
        categories.push_back({0, int(j)});
    }
    QVariantList jobs;
    for (const Category &c : categories) {
        jobs.append(c.job);
    }
    chart->setProperty(kCategoryTiers, QStringList());
    chart->setProperty(kCategoryJobs, jobs);
    QBarCategoryAxis *x = categoryAxis(labels);
    chart->addAxis(x, Qt::AlignBottom);
    QValueAxis *hoursAxis = nullptr;
    QValueAxis *tokensAxis = nullptr;
    if (anyHours) {
        hoursAxis = valueAxis(tr("Training time per run (h)"), hoursMax);
        chart->addAxis(hoursAxis, Qt::AlignLeft);
    }
    if (anyTokens) {
        tokensAxis = valueAxis(anyServing ? tr("Output (tokens/s)") : tr("Throughput (tokens/s)"), tokensMax);
        chart->addAxis(tokensAxis, anyHours ? Qt::AlignRight : Qt::AlignLeft);
        if (anyHours) {
            tokensAxis->setProperty("rigplan_secondary", true); // one grid: the left axis's
        }
    }
    QValueAxis *perUserAxis = tokensAxis;
    if (perUserOwnAxis) {
        perUserAxis = valueAxis(tr("Per user (tokens/s)"), perUserMax);
        perUserAxis->setProperty("rigplan_secondary", true);
        chart->addAxis(perUserAxis, Qt::AlignRight);
    }

    auto *perUser = new QScatterSeries;
    perUser->setName(tr("Tokens/s each user sees"));
    perUser->setObjectName(QStringLiteral("per-user"));
    QStringList perUserTooltips;
    const double slot = 0.8 / double(m_groups.size()); // the tiers share 80 % of a category
    std::vector<bool> tierInLegend(m_groups.size(), false);
    bool shownPerUserTarget = false;
    bool shownHoursTarget = false;
    for (std::size_t j = 0; j < jobCount; ++j) {
        const Job *job = jobAt(j);
        QValueAxis *axis = units[j] == SpeedUnit::Hours ? hoursAxis : tokensAxis;
        for (std::size_t g = 0; g < m_groups.size(); ++g) {
            const TierGroup &group = m_groups[g];
            const JobOutcome &o = tierOf(group).build.jobOutcomes()[j];
            const double center = double(j) - 0.4 + slot * (double(g) + 0.5);
            const QString name = jobCount > 1 ? tr("%1 · %2", "tier · job").arg(groupName(group), jobName(j)) : groupName(group);
            QStringList text;
            if (o.kind == JobKind::Training) {
                const TrainingEstimate &t = o.training;
                if (units[j] == SpeedUnit::Hours) {
                    text.append(tr("%1: %2 for a run of %3 tokens at %4")
                                    .arg(name, Format::hours(t.hours),
                                         QLocale().toString(qlonglong(job ? job->training.trainTokens : 0)),
                                         Format::tokensPerSecond(t.tokensPerS)));
                } else {
                    text.append(tr("%1: %2 (no training-token count given, so no run time)")
                                    .arg(name, Format::tokensPerSecond(t.tokensPerS)));
                }
            } else {
                const InferenceEstimate &e = o.inference;
                text.append(tr("%1: %2 in total for %3 users, %4 each, first token after %5 s")
                                .arg(name, Format::tokensPerSecond(e.aggregateTokensPerS),
                                     QLocale().toString(qlonglong(job ? job->inference.concurrency : 0)),
                                     Format::tokensPerSecond(e.decodeTokensPerSPerUser), Format::number(e.ttftS, 2)));
            }
            if (const std::string layout = plantext::layout(o, plantext::LayoutForm::Long); !layout.empty()) {
                text.append(QString::fromStdString(layout));
            }
            if (job) {
                for (const std::string &gap : plantext::gaps(*job, o)) {
                    text.append(tr("Target missed: %1").arg(QString::fromStdString(gap)));
                }
            }
            QAreaSeries *area = bar(chart, center, slot * 0.42, valueOf(o, j), group.color, groupName(group),
                                    QStringLiteral("speed:%1:%2").arg(QString::fromStdString(group.id)).arg(j),
                                    text.join(QLatin1Char('\n')), x, axis);
            if (tierInLegend[g]) {
                hideFromLegend(chart, area); // one legend entry per tier
            }
            tierInLegend[g] = true;
            if (o.kind == JobKind::Inference) {
                const double each = o.inference.decodeTokensPerSPerUser;
                perUser->append(center, each);
                perUserTooltips.append(tr("%1: %2 per user").arg(name, Format::tokensPerSecond(each)));
            }
        }
        // Targets across the job's bars.
        if (job && job->kind == JobKind::Inference && job->inference.minTokensPerSPerUser > 0) {
            const double target = job->inference.minTokensPerSPerUser;
            const QString text = tr("Target: at least %1 per user").arg(Format::tokensPerSecond(target));
            QLineSeries *line = segment(chart, double(j) - 0.45, double(j) + 0.45, target, pen(m_palette.limit, 2, Qt::DashLine),
                                        text, QStringLiteral("target:per-user:%1").arg(j), text, x, perUserAxis);
            if (shownPerUserTarget) {
                hideFromLegend(chart, line);
            }
            shownPerUserTarget = true;
        } else if (job && units[j] == SpeedUnit::Hours && job->training.maxHours > 0) {
            const QString text = tr("Target: at most %1 per run").arg(Format::hours(job->training.maxHours));
            QLineSeries *line = segment(chart, double(j) - 0.45, double(j) + 0.45, job->training.maxHours,
                                        pen(m_palette.limit, 2, Qt::DotLine), text,
                                        QStringLiteral("target:hours:%1").arg(j), text, x, hoursAxis);
            if (shownHoursTarget) {
                hideFromLegend(chart, line);
            }
            shownHoursTarget = true;
        }
    }
    if (perUser->count() > 0) {
        perUser->setProperty(kTooltips, perUserTooltips);
        attach(chart, perUser, x, perUserAxis);
        perUser->setMarkerShape(QScatterSeries::MarkerShapeRotatedRectangle);
        perUser->setMarkerSize(scaled(11));
        perUser->setColor(m_palette.text);
        perUser->setBorderColor(m_palette.background);
    } else {
        delete perUser;
    }
}

// ---------------------------------------------------------------- Power

void Charts::power(QChart *chart)
{
    const std::size_t n = m_groups.size();
    QList<QStringList> labels, shortLabels;
    std::vector<Category> categories;
    double maximum = 0;
    for (std::size_t g = 0; g < n; ++g) {
        const Build &build = tierOf(m_groups[g]).build;
        const QString wall = tr("%1 at the wall").arg(Format::watts(build.wallW));
        labels.append(groupLines(m_groups[g]) << wall);
        shortLabels.append(groupLines(m_groups[g], true) << wall);
        categories.push_back({g, -1});
        maximum = std::max({maximum, build.wallW, build.power.dcLoadW()});
    }
    const std::int64_t outlet = siteContinuousWatts(m_out.workload.site);
    maximum = std::max(maximum, double(outlet));
    setCategoryProperties(chart, categories);
    QBarCategoryAxis *x = categoryAxis(labels, shortLabels);
    QValueAxis *y = valueAxis(tr("Power (W)"), maximum);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);

    // One stacked series, two sets per tier that are zero outside the tier's own column: each
    // bar is drawn in its tier's colour, DC load solid and the power supply's loss on top.
    auto *series = new QStackedBarSeries;
    series->setObjectName(QStringLiteral("power"));
    series->setBarWidth(0.6);
    std::vector<std::pair<QBarSet *, QColor>> colored;
    std::vector<QBarSet *> hidden;
    for (std::size_t g = 0; g < n; ++g) {
        const Build &build = tierOf(m_groups[g]).build;
        const QString name = groupName(m_groups[g]);
        const QString id = QString::fromStdString(m_groups[g].id);
        auto *dc = new QBarSet(tr("%1: DC load").arg(name));
        auto *loss = new QBarSet(tr("%1: power-supply loss").arg(name));
        dc->setObjectName(QStringLiteral("dc-load:%1").arg(id));
        loss->setObjectName(QStringLiteral("psu-loss:%1").arg(id));
        QStringList dcTips;
        QStringList lossTips;
        for (std::size_t c = 0; c < n; ++c) {
            const bool own = c == g;
            dc->append(own ? build.power.dcLoadW() : 0.0);
            loss->append(own ? std::max(0.0, build.wallW - build.power.dcLoadW()) : 0.0);
            dcTips.append(own ? tr("%1: DC load %2 (GPUs, CPU, memory, drives, board and fans); GPU transients up "
                                   "to %3 on %4 of power supplies")
                                    .arg(name, Format::watts(build.power.dcLoadW()), Format::watts(build.transientW),
                                         Format::watts(build.psuCapacityW))
                              : QString());
            lossTips.append(own ? tr("%1: %2 at the wall = DC load %3 / power-supply efficiency %4; %5 of heat "
                                     "(%6 BTU/h)")
                                      .arg(name, Format::watts(build.wallW), Format::watts(build.power.dcLoadW()),
                                           Format::percent(build.wallW > 0 ? build.power.dcLoadW() / build.wallW : 0),
                                           Format::watts(build.wallW), Format::number(build.btuPerH))
                                : QString());
        }
        dc->setProperty(kTooltips, dcTips);
        loss->setProperty(kTooltips, lossTips);
        series->append(dc);
        series->append(loss);
        colored.emplace_back(dc, m_groups[g].color);
        colored.emplace_back(loss, blend(m_groups[g].color, m_palette.background, 0.6));
        hidden.push_back(dc);
        hidden.push_back(loss);
    }
    // Legend keys in neutral tones: what the solid and the light part of every bar mean.
    auto *dcKey = new QBarSet(tr("DC load"));
    auto *lossKey = new QBarSet(tr("Power-supply loss (wall − DC)"));
    dcKey->setObjectName(QStringLiteral("key:dc-load"));
    lossKey->setObjectName(QStringLiteral("key:psu-loss"));
    for (QBarSet *key : {dcKey, lossKey}) {
        for (std::size_t c = 0; c < n; ++c) {
            key->append(0.0);
        }
        key->setProperty(kTooltips, QStringList());
        series->append(key);
    }
    const QColor neutral = blend(m_palette.text, m_palette.background, 0.3);
    colored.emplace_back(dcKey, neutral);
    colored.emplace_back(lossKey, blend(neutral, m_palette.background, 0.6));
    attach(chart, series, x, y);
    for (auto &[set, color] : colored) {
        set->setColor(color);
        set->setBorderColor(color);
    }
    for (QBarSet *set : hidden) {
        for (QLegendMarker *marker : chart->legend()->markers(series)) {
            if (auto *barMarker = qobject_cast<QBarLegendMarker *>(marker); barMarker && barMarker->barset() == set) {
                hideMarker(marker);
            }
        }
    }

    if (outlet > 0) {
        const QString text = tr("Outlet limit (continuous): %1").arg(Format::watts(double(outlet)));
        segment(chart, -0.5, double(n) - 0.5, double(outlet), pen(m_palette.limit, 2, Qt::DashLine), text,
                QStringLiteral("outlet"), text, x, y);
    }
}

// ---------------------------------------------------------------- Price

void Charts::price(QChart *chart)
{
    const std::size_t n = m_groups.size();
    const double perMajor = std::pow(10.0, currencyMinorDigits(m_currency));
    QList<QStringList> labels, shortLabels;
    std::vector<Category> categories;
    double maximum = 0;
    for (std::size_t g = 0; g < n; ++g) {
        const Build &build = tierOf(m_groups[g]).build;
        const QString price = Format::money(build.priceMinor, m_currency);
        labels.append(groupLines(m_groups[g]) << price);
        shortLabels.append(groupLines(m_groups[g], true) << price);
        categories.push_back({g, -1});
        maximum = std::max(maximum, double(build.priceMinor) / perMajor);
    }
    const std::int64_t budget = m_out.plan.budgetMinor;
    maximum = std::max(maximum, double(budget) / perMajor);
    setCategoryProperties(chart, categories);
    QBarCategoryAxis *x = categoryAxis(labels, shortLabels);
    QValueAxis *y = valueAxis(tr("Purchase price (%1)").arg(m_currency), maximum);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);

    auto *series = new QStackedBarSeries; // one set per tier, zero outside its column: tier colours
    series->setObjectName(QStringLiteral("price"));
    series->setBarWidth(0.6);
    std::vector<std::pair<QBarSet *, QColor>> colored;
    for (std::size_t g = 0; g < n; ++g) {
        const Tier &tier = tierOf(m_groups[g]);
        const QString name = groupName(m_groups[g]);
        auto *set = new QBarSet(name);
        set->setObjectName(QStringLiteral("price:%1").arg(QString::fromStdString(m_groups[g].id)));
        QStringList text{tr("%1: %2").arg(name, Format::money(tier.build.priceMinor, m_currency))};
        for (const BomLine &line : tier.bom) {
            text.append(tr("%1 × %2: %3", "quantity × part: line total")
                            .arg(line.quantity)
                            .arg(QString::fromStdString(line.name), Format::money(line.lineTotalMinor, m_currency)));
        }
        QStringList tooltips;
        for (std::size_t c = 0; c < n; ++c) {
            set->append(c == g ? double(tier.build.priceMinor) / perMajor : 0.0);
            tooltips.append(c == g ? text.join(QLatin1Char('\n')) : QString());
        }
        set->setProperty(kTooltips, tooltips);
        series->append(set);
        colored.emplace_back(set, m_groups[g].color);
    }
    attach(chart, series, x, y);
    for (auto &[set, color] : colored) {
        set->setColor(color);
        set->setBorderColor(color);
    }
    hideFromLegend(chart, series); // the category labels name the tiers

    if (budget > 0) {
        const QString text = tr("Budget: %1").arg(Format::money(budget, m_currency));
        segment(chart, -0.5, double(n) - 0.5, double(budget) / perMajor, pen(m_palette.limit, 2, Qt::DashLine), text,
                QStringLiteral("budget"), text, x, y);
    }
}

// ---------------------------------------------------------------- Memory vs context / users

QString Charts::tickLabel(std::int64_t value)
{
    // Powers of two as context lengths are written: 1K = 1,024 tokens, 128K, 1M. Short enough
    // for a narrow print chart; the tooltips give the exact numbers.
    constexpr std::int64_t kKi = 1024;
    if (value >= kKi * kKi && value % (kKi * kKi) == 0) {
        return tr("%1M", "binary millions of tokens or users: 1M = 1,048,576").arg(QLocale().toString(qlonglong(value / (kKi * kKi))));
    }
    if (value >= kKi && value % kKi == 0) {
        return tr("%1K", "binary thousands of tokens or users: 1K = 1,024").arg(QLocale().toString(qlonglong(value / kKi)));
    }
    return QLocale().toString(qlonglong(value));
}

void Charts::sweep(QChart *chart, SweepAxis axis)
{
    if (m_out.workload.jobs.empty() || m_out.snapshot().gpus.empty()) {
        return; // nothing to sweep (an outcome made from a plan alone)
    }
    struct Line {
        std::size_t group = 0;
        JobSweep sweep;
    };
    std::vector<Line> lines;
    std::vector<std::size_t> jobsShown;
    for (std::size_t g = 0; g < m_groups.size(); ++g) {
        for (JobSweep &s : sweepBuild(m_out.workload, m_out.snapshot(), tierOf(m_groups[g]).build, axis, m_options.estimate)) {
            if (s.points.empty()) {
                continue;
            }
            if (std::find(jobsShown.begin(), jobsShown.end(), s.jobIndex) == jobsShown.end()) {
                jobsShown.push_back(s.jobIndex);
            }
            lines.push_back({g, std::move(s)});
        }
    }
    if (lines.empty()) {
        return;
    }
    const bool manyJobs = jobsShown.size() > 1;
    bool anyTraining = false;
    bool anyServing = false;
    std::int64_t lowest = std::numeric_limits<std::int64_t>::max();
    std::int64_t highest = 0;
    double reference = 0; // the largest usable memory and planned total: what must stay readable
    double largest = 0;
    for (const Line &l : lines) {
        anyTraining = anyTraining || l.sweep.kind == JobKind::Training;
        anyServing = anyServing || l.sweep.kind == JobKind::Inference;
        lowest = std::min(lowest, l.sweep.points.front().value);
        highest = std::max(highest, l.sweep.points.back().value);
        reference = std::max(reference, gb(l.sweep.usableBytes));
        for (const SweepPoint &p : l.sweep.points) {
            const double total = gb(p.memory.totalBytes + l.sweep.otherJobsBytes);
            largest = std::max(largest, total);
            if (p.planned) {
                reference = std::max(reference, total);
            }
        }
    }
    // Lines leave the top of the plot far past the capacity instead of squeezing it to the bottom.
    const double yMaximum = std::max(reference, std::min(largest, reference * 1.6));
    const auto xOf = [](std::int64_t v) { return std::log2(double(std::max<std::int64_t>(1, v))); };

    // A margin on both sides keeps the first and last labels (centred on their value) inside.
    const double pad = std::max(0.3, 0.03 * (xOf(highest) - xOf(lowest)));
    const double xLow = xOf(lowest) - pad;
    const double xHigh = xOf(highest) + pad;
    auto *x = new QCategoryAxis;
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    x->setRange(xLow, xHigh);
    std::vector<std::int64_t> ticks;
    for (std::int64_t v = 1; v <= highest && v > 0; v *= 2) {
        if (v >= lowest) {
            ticks.push_back(v);
        }
    }
    const std::size_t step = ticks.size() > 10 ? 2 : 1; // keep the labels apart on a long range
    for (std::size_t i = 0; i < ticks.size(); i += step) {
        x->append(tickLabel(ticks[i]), xOf(ticks[i]));
    }
    if (axis == SweepAxis::Concurrency) {
        x->setTitleText(tr("Concurrent users (log scale)"));
    } else if (anyTraining && anyServing) {
        x->setTitleText(tr("Context or sequence length (tokens, log scale)"));
    } else if (anyTraining) {
        x->setTitleText(tr("Sequence length (tokens, log scale)"));
    } else {
        x->setTitleText(tr("Context length (tokens, log scale)"));
    }
    QValueAxis *y = valueAxis(tr("Per-GPU memory (GB)"), yMaximum);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);

    const auto valueText = [&](std::int64_t v) {
        return axis == SweepAxis::Concurrency ? tr("%Ln user(s)", "", int(v))
                                              : tr("%1 tokens").arg(QLocale().toString(qlonglong(v)));
    };
    const std::array<Qt::PenStyle, 3> jobStyles{Qt::SolidLine, Qt::DashDotLine, Qt::DotLine};

    std::vector<QScatterSeries *> planned(m_groups.size(), nullptr);
    std::vector<QScatterSeries *> runsOut(m_groups.size(), nullptr);
    std::vector<QStringList> plannedTips(m_groups.size());
    std::vector<QStringList> runsOutTips(m_groups.size());
    struct UsableLine {
        std::int64_t bytes = 0;
        std::int64_t capacityBytes = 0;
        std::vector<std::size_t> groups; // the tiers with this usable memory per GPU
        QString tierId;
        std::size_t job = 0;
    };
    std::vector<UsableLine> usableLines;
    for (const Line &l : lines) {
        const TierGroup &group = m_groups[l.group];
        const QString tierId = QString::fromStdString(group.id);
        const JobSweep &s = l.sweep;
        const std::size_t jobPosition =
            std::size_t(std::find(jobsShown.begin(), jobsShown.end(), s.jobIndex) - jobsShown.begin());
        const QString name = manyJobs ? tr("%1 · %2", "tier · job").arg(groupName(group), jobName(s.jobIndex))
                                      : groupName(group);
        const QString shared = s.otherJobsBytes > 0
            ? tr(" (with %1 of the other jobs running at the same time)").arg(Format::gigabytes(s.otherJobsBytes))
            : QString();

        auto *series = new QLineSeries;
        series->setName(name);
        series->setObjectName(QStringLiteral("sweep:%1:%2").arg(tierId).arg(s.jobIndex));
        QStringList tips;
        for (const SweepPoint &p : s.points) {
            const std::int64_t total = p.memory.totalBytes + s.otherJobsBytes;
            series->append(xOf(p.value), gb(total));
            QString tip = tr("%1 at %2: %3 per GPU of %4 usable%5")
                              .arg(name, valueText(p.value), Format::gigabytes(total), Format::gigabytes(s.usableBytes), shared);
            if (p.memory.kvCacheBytes > 0) {
                tip += QLatin1Char('\n') + tr("KV cache %1").arg(Format::gigabytes(p.memory.kvCacheBytes));
            }
            if (p.memory.activationsBytes + p.memory.logitsBytes > 0) {
                tip += QLatin1Char('\n')
                    + tr("Activations and logits %1").arg(Format::gigabytes(p.memory.activationsBytes + p.memory.logitsBytes));
            }
            tip += QLatin1Char('\n') + (p.fits ? tr("fits") : tr("does not fit"));
            if (p.planned) {
                tip += QLatin1Char('\n') + tr("as planned");
            }
            tips.append(tip);
        }
        series->setProperty(kTooltips, tips);
        attach(chart, series, x, y);
        series->setPen(pen(group.color, 2.5, jobStyles[std::min(jobPosition, jobStyles.size() - 1)]));
        if (manyJobs) {
            hideFromLegend(chart, series); // the legend keys tiers by colour and jobs by line style
        }

        // Usable memory per GPU: drawn once per distinct value after the lines.
        auto usable = std::find_if(usableLines.begin(), usableLines.end(),
                                   [&](const UsableLine &u) { return u.bytes == s.usableBytes; });
        if (usable == usableLines.end()) {
            usableLines.push_back({s.usableBytes, s.capacityBytes, {}, tierId, s.jobIndex});
            usable = usableLines.end() - 1;
        }
        if (std::find(usable->groups.begin(), usable->groups.end(), l.group) == usable->groups.end()) {
            usable->groups.push_back(l.group);
        }

        if (!planned[l.group]) {
            planned[l.group] = new QScatterSeries;
            planned[l.group]->setObjectName(QStringLiteral("planned:%1").arg(tierId));
            planned[l.group]->setName(tr("%1: as planned").arg(groupName(group)));
        }
        for (const SweepPoint &p : s.points) {
            if (p.planned) {
                planned[l.group]->append(xOf(p.value), gb(p.memory.totalBytes + s.otherJobsBytes));
                plannedTips[l.group].append(tr("%1 as planned: %2, %3 per GPU of %4 usable")
                                                .arg(name, valueText(p.value),
                                                     Format::gigabytes(p.memory.totalBytes + s.otherJobsBytes),
                                                     Format::gigabytes(s.usableBytes)));
            }
        }
        if (!runsOut[l.group]) {
            runsOut[l.group] = new QScatterSeries;
            runsOut[l.group]->setObjectName(QStringLiteral("runs-out:%1").arg(tierId));
            runsOut[l.group]->setName(tr("%1: runs out of memory").arg(groupName(group)));
        }
        if (s.runsOutAt > 0 && !s.fitsToLimit() && s.runsOutAt >= lowest) {
            runsOut[l.group]->append(xOf(s.runsOutAt), gb(s.usableBytes));
            runsOutTips[l.group].append(tr("%1 runs out of GPU memory above %2").arg(name, valueText(s.runsOutAt)));
        }
    }
    for (const UsableLine &u : usableLines) {
        // In the tier's colour when it is that tier's alone; neutral when tiers share it (same GPU).
        QStringList names;
        for (std::size_t g : u.groups) {
            names.append(groupName(m_groups[g]));
        }
        const QColor color = u.groups.size() == 1 ? m_groups[u.groups.front()].color
                                                  : blend(m_palette.text, m_palette.background, 0.3);
        const QString tip = tr("%1: %2 usable per GPU (the GPU has %3)")
                                .arg(names.join(QStringLiteral(", ")), Format::gigabytes(u.bytes, 2),
                                     Format::gigabytes(u.capacityBytes, 2));
        QLineSeries *line = segment(chart, xLow, xHigh, gb(u.bytes), pen(color, 1.5, Qt::DashLine), tip,
                                    QStringLiteral("usable:%1:%2").arg(u.tierId).arg(u.job), tip, x, y);
        hideFromLegend(chart, line);
    }
    for (std::size_t g = 0; g < m_groups.size(); ++g) {
        if (planned[g]) {
            planned[g]->setProperty(kTooltips, plannedTips[g]);
            attach(chart, planned[g], x, y);
            planned[g]->setMarkerShape(QScatterSeries::MarkerShapeCircle);
            planned[g]->setMarkerSize(scaled(10));
            planned[g]->setColor(m_groups[g].color);
            planned[g]->setBorderColor(m_palette.background);
            hideFromLegend(chart, planned[g]);
        }
        if (runsOut[g]) {
            runsOut[g]->setProperty(kTooltips, runsOutTips[g]);
            attach(chart, runsOut[g], x, y);
            runsOut[g]->setMarkerShape(QScatterSeries::MarkerShapeRotatedRectangle);
            runsOut[g]->setMarkerSize(scaled(12));
            runsOut[g]->setColor(m_groups[g].color);
            runsOut[g]->setBorderColor(m_palette.text);
            hideFromLegend(chart, runsOut[g]);
        }
    }

    // Legend keys: with several jobs, one entry per tier (colour) and one per job (line style)
    // instead of every combination; neutral keys for the marks drawn in every tier's colour.
    const QColor neutral = blend(m_palette.text, m_palette.background, 0.3);
    if (manyJobs) {
        for (const TierGroup &group : m_groups) {
            auto *tierKey = new QLineSeries;
            tierKey->setName(groupName(group));
            tierKey->setObjectName(QStringLiteral("key:tier:%1").arg(QString::fromStdString(group.id)));
            attach(chart, tierKey, x, y);
            tierKey->setPen(pen(group.color, 2.5));
        }
        for (std::size_t position = 0; position < jobsShown.size(); ++position) {
            auto *jobKey = new QLineSeries;
            jobKey->setName(jobName(jobsShown[position]));
            jobKey->setObjectName(QStringLiteral("key:job:%1").arg(jobsShown[position]));
            attach(chart, jobKey, x, y);
            jobKey->setPen(pen(neutral, 2.5, jobStyles[std::min(position, jobStyles.size() - 1)]));
        }
    }
    auto *usableKey = new QLineSeries;
    usableKey->setName(tr("Usable memory per GPU"));
    usableKey->setObjectName(QStringLiteral("key:usable"));
    attach(chart, usableKey, x, y);
    usableKey->setPen(pen(neutral, 1.5, Qt::DashLine));
    auto *plannedKey = new QScatterSeries;
    plannedKey->setName(tr("As planned"));
    plannedKey->setObjectName(QStringLiteral("key:planned"));
    attach(chart, plannedKey, x, y);
    plannedKey->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    plannedKey->setMarkerSize(scaled(10));
    plannedKey->setColor(neutral);
    bool anyRunsOut = false;
    for (QScatterSeries *s : runsOut) {
        anyRunsOut = anyRunsOut || (s && s->count() > 0);
    }
    if (anyRunsOut) {
        auto *runsOutKey = new QScatterSeries;
        runsOutKey->setName(tr("Runs out of memory"));
        runsOutKey->setObjectName(QStringLiteral("key:runs-out"));
        attach(chart, runsOutKey, x, y);
        runsOutKey->setMarkerShape(QScatterSeries::MarkerShapeRotatedRectangle);
        runsOutKey->setMarkerSize(scaled(12));
        runsOutKey->setColor(neutral);
    }
    for (QAbstractSeries *key : chart->series()) {
        if (key->objectName().startsWith(QLatin1String("key:"))) {
            key->setProperty(kTooltips, QStringList());
        }
    }
}

// ---------------------------------------------------------------- Cost over time

void Charts::costOverTime(QChart *chart)
{
    EconomicsSettings settings;
    if (m_out.economics) {
        settings = *m_out.economics;
    } else {
        // The workload's economics are invalid (the outcome lists why): draw the defaults.
        settings = defaultEconomics(m_out.workload);
    }
    const QString currency = QString::fromStdString(settings.currency);
    const double perMajor = std::pow(10.0, currencyMinorDigits(currency));
    const std::vector<Job> &jobs = m_out.workload.jobs;

    double maximum = 0;
    std::vector<TierEconomics> figures;
    for (const TierGroup &group : m_groups) {
        figures.push_back(economicsFor(tierOf(group).build, jobs, settings));
        for (std::int64_t v : figures.back().cumulativeCostMinor) {
            maximum = std::max(maximum, double(v) / perMajor);
        }
    }
    auto *x = new QValueAxis;
    x->setTitleText(tr("Years after purchase"));
    x->setRange(0, std::max(settings.years, 0.5));
    const bool wholeYears = std::abs(settings.years - std::round(settings.years)) < 1e-9;
    x->setTickCount(wholeYears ? int(std::lround(settings.years)) + 1 : 2);
    x->setLabelFormat(wholeYears ? QStringLiteral("%.0f") : QStringLiteral("%.1f"));
    QValueAxis *y = valueAxis(tr("Cumulative cost (%1)").arg(currency), maximum);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);

    for (std::size_t g = 0; g < m_groups.size(); ++g) {
        const TierEconomics &e = figures[g];
        if (e.outOfRange) {
            continue; // no representable figure to draw (see TierEconomics::outOfRange)
        }
        const QString name = groupName(m_groups[g]);
        auto *series = new QLineSeries;
        series->setName(tr("%1: %2 over %3").arg(name, Format::money(e.tcoMinor, currency), Format::years(settings.years)));
        series->setObjectName(QStringLiteral("cost:%1").arg(QString::fromStdString(m_groups[g].id)));
        QStringList tips;
        for (std::size_t k = 0; k < e.cumulativeCostMinor.size(); ++k) {
            const double year = std::min(double(k), settings.years);
            series->append(year, double(e.cumulativeCostMinor[k]) / perMajor);
            tips.append(k == 0 ? tr("%1: purchase %2").arg(name, Format::money(e.cumulativeCostMinor[k], currency))
                               : tr("%1 after %2: %3 = purchase %4 + energy %5 and support %6 per year")
                                     .arg(name, Format::years(year),
                                          Format::money(e.cumulativeCostMinor[k], currency),
                                          Format::money(e.purchaseMinor, currency),
                                          Format::money(e.yearlyEnergyCostMinor, currency),
                                          Format::money(e.supportPerYearMinor, currency)));
        }
        series->setProperty(kTooltips, tips);
        attach(chart, series, x, y);
        series->setPen(pen(m_groups[g].color, 2.5));
        series->setPointsVisible(true);
        series->setMarkerSize(scaled(7));
    }
}

} // namespace

QList<ChartKind> chartsFor(const PlanOutcome &outcome)
{
    if (!outcome.plan.feasible || outcome.plan.tiers.empty()) {
        return {}; // nothing to compare: the results view explains why
    }
    QList<ChartKind> kinds{ChartKind::Memory, ChartKind::Speed, ChartKind::Power, ChartKind::Price};
    if (!outcome.workload.jobs.empty() && !outcome.snapshot().gpus.empty()) {
        kinds.append(ChartKind::MemoryVsContext);
    }
    kinds.append(ChartKind::CostOverTime);
    if (buyVsRentChartTier(outcome) >= 0) {
        kinds.append(ChartKind::BuyVsRent);
    }
    if (hasBudgetChart(outcome)) {
        kinds.append(ChartKind::BudgetOverYears);
    }
    return kinds;
}

QString chartId(ChartKind kind)
{
    switch (kind) {
    case ChartKind::Memory: return QStringLiteral("memory");
    case ChartKind::Speed: return QStringLiteral("speed");
    case ChartKind::Power: return QStringLiteral("power");
    case ChartKind::Price: return QStringLiteral("price");
    case ChartKind::MemoryVsContext: return QStringLiteral("memory-vs-context");
    case ChartKind::CostOverTime: return QStringLiteral("cost-over-time");
    case ChartKind::MemoryVsConcurrency: return QStringLiteral("memory-vs-concurrency");
    case ChartKind::BuyVsRent: return QStringLiteral("buy-vs-rent");
    case ChartKind::BudgetOverYears: return QStringLiteral("budget-over-years");
    }
    return {};
}

QString chartTitle(ChartKind kind)
{
    return Charts::title(kind);
}

QChart *makeChart(ChartKind kind, const PlanOutcome &outcome, ChartTheme theme)
{
    return Charts(outcome, theme).make(kind);
}

QColor tierColor(TierKind kind, ChartTheme theme)
{
    return paletteFor(theme).tiers[std::size_t(tierSlot(kind))];
}

QColor tierColor(const std::string &id, ChartTheme theme)
{
    const std::optional<TierKind> kind = tierFromId(id);
    return kind ? tierColor(*kind, theme) : paletteFor(theme).muted;
}

namespace {

QFont pixelSized(QFont font)
{
    if (font.pointSizeF() > 0) {
        font.setPixelSize(std::max(1, int(std::lround(font.pointSizeF()))));
    }
    return font;
}

bool isCjk(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 0x2E80 && u <= 0x9FFF) || (u >= 0xF900 && u <= 0xFAFF) || (u >= 0xFF00 && u <= 0xFFEF);
}

// `line` broken into lines no wider than `width`: at spaces, between Chinese characters, and
// inside a word only when the word alone is wider.
// The pieces a line may be broken between: a word with the spaces before it (up to and with a
// hyphen), or one CJK character.
QStringList wrapTokens(const QString &line)
{
    QStringList tokens;
    QString current;
    for (QChar c : line) {
        if (isCjk(c)) {
            if (!current.isEmpty()) {
                tokens.append(current);
                current.clear();
            }
            tokens.append(QString(c));
        } else if (c.isSpace() && !current.isEmpty() && !current.back().isSpace()) {
            tokens.append(current);
            current = QString(c);
        } else if (c == QLatin1Char('-') && !current.trimmed().isEmpty()) {
            current += c; // "High-" | "performance": a line may end after a hyphen
            tokens.append(current);
            current.clear();
        } else {
            current += c;
        }
    }
    if (!current.isEmpty()) {
        tokens.append(current);
    }
    return tokens;
}

QStringList wrapLine(const QString &line, const QFontMetricsF &metrics, double width)
{
    const QStringList tokens = wrapTokens(line);
    QStringList out;
    QString row;
    for (const QString &token : std::as_const(tokens)) {
        const QString candidate = row + token;
        if (row.isEmpty() || metrics.horizontalAdvance(candidate) <= width) {
            row = candidate;
            continue;
        }
        out.append(row.trimmed());
        row = token.trimmed();
    }
    if (!row.trimmed().isEmpty()) {
        out.append(row.trimmed());
    }
    // A word wider than the column on its own: cut it where it must be cut, not elided.
    QStringList fitted;
    for (const QString &part : std::as_const(out)) {
        QString rest = part;
        while (metrics.horizontalAdvance(rest) > width && rest.size() > 1) {
            qsizetype n = rest.size() - 1;
            while (n > 1 && metrics.horizontalAdvance(rest.left(n)) > width) {
                --n;
            }
            fitted.append(rest.left(n));
            rest = rest.mid(n);
        }
        fitted.append(rest);
    }
    return fitted;
}

// The category labels of `chart`'s bar axes wrapped to the width a category has now: Qt Charts
// elides a label wider than its category ("= High-performa…", "30 us…"); wrapped, every word
// stays. Called whenever the plot area changes (a resize) and before a chart is rendered.
void fitCategoryLabels(QChart *chart)
{
    const QRectF plot = chart->plotArea();
    if (plot.width() <= 0 || plot.height() <= 0) {
        return;
    }
    for (QAbstractAxis *abstract : chart->axes()) {
        auto *axis = qobject_cast<QBarCategoryAxis *>(abstract);
        QVariantList lines = axis ? axis->property(kCategoryLines).toList() : QVariantList();
        if (!axis || lines.isEmpty() || axis->count() != lines.size()) {
            continue;
        }
        // What Qt Charts allows a label before it elides it (horizontalaxis.cpp, verticalaxis.cpp):
        // under the plot, the plot's width over two more than the categories, less 4 px of
        // padding on each side; beside it, the axis's width — which follows the longest label —
        // and the plot's height over two more than the categories. A label's box is its text
        // and 4 px of document margin around it. Beside the plot, a label may take a third of
        // the chart's width, and keeps the lines that fit its height, most important first.
        const double box = 2 * kLabelPadding + 2 * kLabelMargin;
        const double slots = double(lines.size() + 2);
        const bool under = axis->orientation() == Qt::Horizontal;
        const double width = under ? plot.width() / slots - box : chart->size().width() / 3.0 - box;
        // When a word is wider than a label may be, the labels' font goes down in size, to three
        // quarters of the chart's label size at the least (a word still wider is cut, not elided).
        QFont base = axis->property(kLabelFont).value<QFont>();
        if (!axis->property(kLabelFont).isValid()) {
            base = axis->labelsFont();
            axis->setProperty(kLabelFont, base);
        }
        const auto scaled = [&base](double scale) {
            QFont f = base;
            if (base.pixelSize() > 0) {
                f.setPixelSize(std::max(1, int(std::floor(base.pixelSize() * scale))));
            } else {
                f.setPointSizeF(base.pointSizeF() * scale);
            }
            return f;
        };
        const auto widestWord = [](const QVariantList &labels, const QFont &f) {
            const QFontMetricsF m(f);
            double widest = 0;
            for (const QVariant &label : labels) {
                for (const QString &line : label.toStringList()) {
                    for (const QString &word : wrapTokens(line)) {
                        widest = std::max(widest, m.horizontalAdvance(word.trimmed()));
                    }
                }
            }
            return widest;
        };
        // A word that would be cut even in the smallest font: the short tier names, if the axis
        // has them and they are narrower ("High-perf." for "High-performance").
        const QVariantList shortLines = axis->property(kCategoryShortLines).toList();
        if (shortLines.size() == lines.size()) {
            const QFont smallest = scaled(kMinLabelScale);
            if (const double full = widestWord(lines, smallest); full > width && widestWord(shortLines, smallest) < full) {
                lines = shortLines;
            }
        }
        QFont font = base;
        if (const double widest = widestWord(lines, base); widest > width && width > 0) {
            // Text does not narrow in proportion to its point size (hinting, whole pixels): from
            // the proportional size down in steps of 2 %, the largest size whose widest word fits,
            // else the smallest. ("performance" at 7.14 pt is 64 px: it was cut in a 62.8 px label.)
            double scale = std::max(kMinLabelScale, width / widest);
            font = scaled(scale);
            while (scale > kMinLabelScale && widestWord(lines, font) > width) {
                scale = std::max(kMinLabelScale, scale - 0.02);
                font = scaled(scale);
            }
        }
        if (font != axis->labelsFont()) {
            axis->setLabelsFont(font);
        }
        const QFontMetricsF metrics(font);
        const int rowsAllowed = under ? std::numeric_limits<int>::max()
                                      : std::max(1, int((plot.height() / slots - box) / metrics.lineSpacing()));
        if (width < metrics.averageCharWidth() * 3) {
            continue;
        }
        QStringList wrapped;
        for (const QVariant &label : lines) {
            QStringList rows;
            for (const QString &line : label.toStringList()) {
                const QStringList parts = wrapLine(line, metrics, width);
                if (!rows.isEmpty() && rows.size() + parts.size() > rowsAllowed) {
                    break; // the rest of the label would be elided: left out whole
                }
                rows += parts;
            }
            QStringList escaped;
            for (const QString &row : std::as_const(rows)) {
                escaped.append(row.toHtmlEscaped());
            }
            wrapped.append(QStringLiteral("<div align=\"center\">%1</div>").arg(escaped.join(QStringLiteral("<br>"))));
        }
        if (wrapped != axis->categories() && wrapped.size() == QSet<QString>(wrapped.begin(), wrapped.end()).size()) {
            axis->setCategories(wrapped);
        }
    }
}

// Point-sized text is laid out at the screen's resolution but drawn at the painter's (1200 dpi
// on a QPdfWriter): pixel sizes keep layout and drawing in the chart's own units.
void usePixelFonts(QChart *chart)
{
    chart->setTitleFont(pixelSized(chart->titleFont()));
    chart->legend()->setFont(pixelSized(chart->legend()->font()));
    for (QAbstractAxis *axis : chart->axes()) {
        if (axis->property(kLabelFont).isValid()) {
            axis->setProperty(kLabelFont, pixelSized(axis->property(kLabelFont).value<QFont>()));
        }
        axis->setLabelsFont(pixelSized(axis->labelsFont()));
        axis->setTitleFont(pixelSized(axis->titleFont()));
    }
    for (QGraphicsItem *child : chart->childItems()) {
        if (auto *legend = dynamic_cast<LegendText *>(child)) {
            legend->setFont(pixelSized(legend->font()));
            legend->relayout();
        }
    }
    for (QAbstractSeries *series : chart->series()) {
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(series)) {
            for (QBarSet *set : bars->barSets()) {
                set->setLabelFont(pixelSized(set->labelFont()));
            }
        } else if (auto *xy = qobject_cast<QXYSeries *>(series)) {
            xy->setPointLabelsFont(pixelSized(xy->pointLabelsFont()));
        }
    }
}

} // namespace

void renderChart(QChart *chart, QPainter *painter, const QRectF &target)
{
    if (!chart || !painter || !painter->isActive() || target.width() <= 0 || target.height() <= 0) {
        return;
    }
    usePixelFonts(chart);
    const QChart::AnimationOptions animations = chart->animationOptions();
    chart->setAnimationOptions(QChart::NoAnimation);
    QGraphicsScene *scene = chart->scene();
    std::unique_ptr<QGraphicsScene> ownScene;
    if (!scene) {
        ownScene = std::make_unique<QGraphicsScene>();
        ownScene->addItem(chart);
        scene = ownScene.get();
    }
    const QSizeF previousSize = chart->size();
    for (int pass = 0; pass < 2 && chart->size() != target.size(); ++pass) {
        // A second pass when the legend's height (wrapped to the new width) changed the
        // chart's minimum size during the first.
        chart->resize(target.size());
        if (QGraphicsLayout *layout = chart->layout()) {
            layout->activate(); // lay out axes, legend and plot area for this size now, not on the next event
        }
    }
    // The category labels wrapped to this size (their lines change the plot's height, not its
    // width), then laid out once more with them.
    fitCategoryLabels(chart);
    if (QGraphicsLayout *layout = chart->layout()) {
        layout->invalidate();
        layout->activate();
    }
    painter->save();
    scene->render(painter, target, chart->sceneBoundingRect(), Qt::KeepAspectRatio);
    painter->restore();
    if (ownScene) {
        ownScene->removeItem(chart); // the caller keeps the chart
    } else {
        chart->resize(previousSize);
    }
    chart->setAnimationOptions(animations);
}

} // namespace rigplan
