// SPDX-License-Identifier: GPL-3.0-or-later
// The comparison charts: every value a chart draws is the planner's number for that tier (memory
// terms and totals, usable memory, speed, DC and wall power, outlet limit, price, budget, cost of
// ownership), coinciding tiers are drawn once, the PDF output is vector text and paths, and the
// view renders feasible, infeasible and empty plans without crashing.
//
// RIGPLAN_CHARTS_PNG_DIR=DIR makes renderEveryChartToPng keep its PNG and PDF files in DIR.
#include "charts/ChartsView.h"
#include "TierCharts.h"
#include "LabCharts.h"

#include "Format.h"
#include "Language.h"
#include "catalog/Catalog.h"
#include "model/ModelCsv.h"
#include "plan/Outcome.h"
#include "plan/Sweep.h"
#include "util/Money.h"
#include "workload/WorkloadJson.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QBuffer>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFile>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QLabel>
#include <QLineSeries>
#include <QPainter>
#include <QPdfWriter>
#include <QProcess>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QScopeGuard>
#include <QSet>
#include <QStackedBarSeries>
#include <QStandardPaths>
#include <QTextDocumentFragment>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>
#include <QValueAxis>

#include <cmath>
#include <map>
#include <utility>

using namespace rigplan;

Q_DECLARE_METATYPE(rigplan::ChartKind)
Q_DECLARE_METATYPE(rigplan::ChartTheme)

namespace {

QByteArray workloadJson(const QByteArray &jobs, const QByteArray &site, const QByteArray &budget, bool concurrent = false)
{
    QByteArray json = "{\"format\": \"rigplan.workload/1\", \"title\": \"charts\", \"concurrent\": "
        + QByteArray(concurrent ? "true" : "false") + ", \"jobs\": [" + jobs + "], \"site\": " + site;
    if (!budget.isEmpty()) {
        json += ", \"budget\": " + budget;
    }
    return json + "}";
}

const QByteArray kServing8b = R"({"kind": "inference", "model": "llama-3.1-8b", "weights": "bf16",
    "context_length": 8192, "concurrency": 32, "min_tokens_per_s_per_user": 20, "max_ttft_s": 3})";
const QByteArray kLora13b = R"({"kind": "training", "model": "llama-2-13b", "method": "lora",
    "sequence_length": 4096, "micro_batch": 2, "activation_checkpointing": "full", "train_tokens": 100000000,
    "max_hours": 48})";
const QByteArray kLora8b = R"({"kind": "training", "model": "llama-3.1-8b", "method": "lora",
    "sequence_length": 2048, "micro_batch": 2, "activation_checkpointing": "full", "train_tokens": 50000000})";

// Where the lines of a category label may be broken — after a word, after a hyphen, around a
// Chinese character, at the end of a line — as offsets into the lines joined without spaces.
QSet<qsizetype> breakOffsets(const QStringList &lines)
{
    const auto cjk = [](QChar c) {
        const char16_t u = c.unicode();
        return (u >= 0x2E80 && u <= 0x9FFF) || (u >= 0xF900 && u <= 0xFAFF) || (u >= 0xFF00 && u <= 0xFFEF);
    };
    QSet<qsizetype> out;
    qsizetype at = 0;
    for (const QString &line : lines) {
        for (QChar c : line) {
            if (c.isSpace()) {
                out.insert(at);
                continue;
            }
            if (cjk(c)) {
                out.insert(at);
            }
            ++at;
            if (cjk(c) || c == QLatin1Char('-')) {
                out.insert(at);
            }
        }
        out.insert(at);
    }
    return out;
}

// The shown rows are `lines` (or the first of them) broken only where breakOffsets() allows:
// no word is cut ("performanc" | "e").
bool rowsKeepWordsWhole(const QStringList &rows, const QStringList &lines)
{
    static const QRegularExpression space(QStringLiteral("\\s"));
    const QString all = lines.join(QString()).remove(space);
    const QSet<qsizetype> breaks = breakOffsets(lines);
    qsizetype at = 0;
    for (QString row : rows) {
        row.remove(space);
        if (row.isEmpty() || all.mid(at, row.size()) != row || !breaks.contains(at + row.size())) {
            return false;
        }
        at += row.size();
    }
    return at > 0;
}

std::unique_ptr<QChart> chartOf(ChartKind kind, const PlanOutcome &outcome, ChartTheme theme = ChartTheme::Light)
{
    return std::unique_ptr<QChart>(makeChart(kind, outcome, theme));
}

template <typename T>
T *seriesNamed(QChart *chart, const QString &name)
{
    for (QAbstractSeries *series : chart->series()) {
        if (series->objectName() == name) {
            return qobject_cast<T *>(series);
        }
    }
    return nullptr;
}

QBarSet *barSetNamed(QChart *chart, const QString &name)
{
    for (QAbstractSeries *series : chart->series()) {
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(series)) {
            for (QBarSet *set : bars->barSets()) {
                if (set->objectName() == name) {
                    return set;
                }
            }
        }
    }
    return nullptr;
}

const Tier *tierNamed(const PlanResult &plan, const QString &id)
{
    for (const Tier &tier : plan.tiers) {
        if (QLatin1String(tierId(tier.kind)) == id) {
            return &tier;
        }
    }
    return nullptr;
}

// The tiers drawn: every tier that is not the same build as an earlier one.
QStringList distinctTiers(const PlanResult &plan)
{
    QStringList ids;
    for (const Tier &tier : plan.tiers) {
        if (!tier.sameAs) {
            ids.append(QLatin1String(tierId(tier.kind)));
        }
    }
    return ids;
}

bool near(double actual, double expected, double relative = 1e-9)
{
    return std::abs(actual - expected) <= relative * std::max(1.0, std::abs(expected));
}

QString pdfText(const QByteArray &pdf, QString *error)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("chart.pdf"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(pdf) != pdf.size()) {
        *error = QStringLiteral("cannot write %1").arg(path);
        return {};
    }
    file.close();
    QProcess pdftotext;
    pdftotext.start(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
    if (!pdftotext.waitForFinished(30000) || pdftotext.exitCode() != 0) {
        *error = QStringLiteral("pdftotext failed: %1").arg(QString::fromLocal8Bit(pdftotext.readAllStandardError()));
        return {};
    }
    return QString::fromUtf8(pdftotext.readAllStandardOutput()).simplified();
}

// Pixels that differ from the top-left (background) pixel: something was drawn.
int drawnPixels(const QImage &image)
{
    const QRgb background = image.pixel(0, 0);
    int count = 0;
    for (int y = 0; y < image.height(); y += 2) {
        for (int x = 0; x < image.width(); x += 2) {
            count += image.pixel(x, y) != background ? 1 : 0;
        }
    }
    return count;
}

} // namespace

class TestCharts : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void feasible_data();
    void chartsForFeasibleAndInfeasiblePlans();
    void memoryBarsAreThePlannersMemory_data() { feasible_data(); }
    void memoryBarsAreThePlannersMemory();
    void speedBarsAreThePlannersSpeed_data() { feasible_data(); }
    void speedBarsAreThePlannersSpeed();
    void powerBarsAndOutletLine_data() { feasible_data(); }
    void powerBarsAndOutletLine();
    void priceBarsAndBudgetLine_data() { feasible_data(); }
    void priceBarsAndBudgetLine();
    void memorySweepFollowsTheEstimator_data() { feasible_data(); }
    void memorySweepFollowsTheEstimator();
    void costOverTimeIsTheTco_data() { feasible_data(); }
    void costOverTimeIsTheTco();
    void buyVsRentIsTheTiersFigures();
    void budgetChartShowsTheUpgradeInItsYear();
    void everySeriesHasOneTooltipPerPoint_data();
    void everySeriesHasOneTooltipPerPoint();
    void memoryTooltipsCarryTheFormulas_data();
    void memoryTooltipsCarryTheFormulas();
    void categoryLabelsWrapInsteadOfEliding_data();
    void categoryLabelsWrapInsteadOfEliding();
    void coincidingTiersAreDrawnOnce();
    void tierColoursAreConsistent();
    void renderChartToPdfIsVector_data();
    void renderChartToPdfIsVector();
    void emptyAndInfeasibleInputNeverCrash();
    void chartsViewShowsFeasibleAndInfeasiblePlans();
    void chartsViewFollowsThePalette();
    void chartsViewShowsTheTooltipOfTheHoveredBar();
    void renderEveryChartToPng();

private:
    std::shared_ptr<const PlanOutcome> plan(const QByteArray &json, const PlanOptions &options = {});
    std::shared_ptr<const PlanOutcome> planFile(const QString &path);
    std::shared_ptr<const PlanOutcome> outcome(); // the row's

    QTemporaryDir m_dir;
    Catalog m_catalog;
    std::map<QString, std::shared_ptr<const PlanOutcome>> m_outcomes;
};

std::shared_ptr<const PlanOutcome> TestCharts::plan(const QByteArray &json, const PlanOptions &options)
{
    const Result<Workload> r = loadWorkload(json, QStringLiteral("charts.json"), resolverFor(m_catalog.models()));
    if (!r.ok()) {
        qWarning() << diagnosticTexts(r.diagnostics());
        return nullptr;
    }
    auto result = computePlanOutcome(m_catalog, *r, options);
    if (!result) {
        qWarning() << diagnosticTexts(result.diagnostics());
        return nullptr;
    }
    return *result;
}

std::shared_ptr<const PlanOutcome> TestCharts::planFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return nullptr;
    }
    return plan(file.readAll());
}

void TestCharts::initTestCase()
{
    QVERIFY(m_catalog.open(m_dir.filePath(QStringLiteral("catalog.sqlite"))));
    const QString samples = QStringLiteral(RIGPLAN_SOURCE_DIR "/resources/samples/");
    m_outcomes[QStringLiteral("lab-mixed")] = planFile(samples + QStringLiteral("lab-mixed.workload.json"));
    m_outcomes[QStringLiteral("legal-chat")] = planFile(samples + QStringLiteral("legal-chat.workload.json"));
    m_outcomes[QStringLiteral("serving")] = plan(workloadJson(
        kServing8b, R"({"outlet": "us-120v-15a", "environment": "office"})", R"({"max": 30000, "currency": "USD"})"));
    m_outcomes[QStringLiteral("training")] =
        plan(workloadJson(kLora13b, R"({"outlet": "eu-230v-16a", "environment": "lab"})", R"({"max": 40000, "currency": "EUR"})"));
    m_outcomes[QStringLiteral("concurrent")] =
        plan(workloadJson(kServing8b + ", " + kLora8b, R"({"outlet": "us-120v-20a", "environment": "lab"})", {}, true));
    // Planned with options of its own: every chart must draw the outcome's figures, not the defaults'.
    PlanOptions heavyRuntime;
    heavyRuntime.estimate.inferenceRuntimeBytes = 4'000'000'000;
    heavyRuntime.estimate.memoryBandwidthEfficiency = 0.5;
    heavyRuntime.mainstreamHeadroom = 0.3;
    m_outcomes[QStringLiteral("serving-options")] = plan(
        workloadJson(kServing8b, R"({"outlet": "us-120v-15a", "environment": "office"})", R"({"max": 30000, "currency": "USD"})"),
        heavyRuntime);
    for (const auto &[name, outcome] : m_outcomes) {
        QVERIFY2(outcome, qPrintable(name));
    }
    QVERIFY(m_outcomes[QStringLiteral("lab-mixed")]->plan.feasible);
    QVERIFY(!m_outcomes[QStringLiteral("legal-chat")]->plan.feasible);
    QVERIFY(m_outcomes[QStringLiteral("serving")]->plan.feasible);
    QVERIFY(m_outcomes[QStringLiteral("training")]->plan.feasible);
    QVERIFY(m_outcomes[QStringLiteral("concurrent")]->plan.feasible);
    QVERIFY(m_outcomes[QStringLiteral("serving-options")]->plan.feasible);
}

void TestCharts::feasible_data()
{
    QTest::addColumn<QString>("workload");
    for (const char *name : {"lab-mixed", "serving", "training", "concurrent", "serving-options"}) {
        QTest::newRow(name) << QString::fromLatin1(name);
    }
}

std::shared_ptr<const PlanOutcome> TestCharts::outcome()
{
    QFETCH(QString, workload);
    return m_outcomes[workload];
}

void TestCharts::chartsForFeasibleAndInfeasiblePlans()
{
    const PlanOutcome &mixed = *m_outcomes[QStringLiteral("lab-mixed")];
    const QList<ChartKind> all{ChartKind::Memory, ChartKind::Speed, ChartKind::Power, ChartKind::Price,
                               ChartKind::MemoryVsContext, ChartKind::CostOverTime, ChartKind::BuyVsRent,
                               ChartKind::BudgetOverYears};
    QCOMPARE(chartsFor(mixed), all);
    QVERIFY(chartsFor(*m_outcomes[QStringLiteral("legal-chat")]).isEmpty());
    QVERIFY(chartsFor(PlanOutcome{}).isEmpty());
    // Without the workload and catalog there is no sweep to draw, the rest still works.
    PlanOutcome planOnly;
    planOnly.plan = mixed.plan;
    QVERIFY(!chartsFor(planOnly).contains(ChartKind::MemoryVsContext));
    QVERIFY(chartsFor(planOnly).contains(ChartKind::Price));
    for (ChartKind kind : all) {
        QVERIFY(!chartId(kind).isEmpty());
        QVERIFY(!chartTitle(kind).isEmpty());
    }
    QCOMPARE(chartId(ChartKind::MemoryVsContext), QStringLiteral("memory-vs-context"));
    QCOMPARE(chartId(ChartKind::CostOverTime), QStringLiteral("cost-over-time"));
}

void TestCharts::memoryBarsAreThePlannersMemory()
{
    const auto o = outcome();
    const auto chart = chartOf(ChartKind::Memory, *o);
    const QStringList tiers = chart->property("rigplan_category_tiers").toStringList();
    const QVariantList jobs = chart->property("rigplan_category_jobs").toList();
    // Issue 18: one bar per distinct build and job, tier by tier — every job is drawn (a bar per
    // tier showed only its tightest job, and the others went unmentioned). The bars lie down,
    // the first tier on top: the category axis (left) counts from the bottom.
    const std::size_t jobCount = o->workload.jobs.size();
    QStringList expectedTiers;
    QVariantList expectedJobs;
    for (const QString &tier : distinctTiers(o->plan)) {
        for (std::size_t j = 0; j < jobCount; ++j) {
            expectedTiers.prepend(tier);
            expectedJobs.prepend(int(j));
        }
    }
    QCOMPARE(tiers, expectedTiers);
    QCOMPARE(jobs, expectedJobs);
    auto *axis = qobject_cast<QBarCategoryAxis *>(chart->axes(Qt::Vertical).value(0));
    QVERIFY(axis);
    QCOMPARE(axis->count(), tiers.size());
    if (jobCount > 1) {
        for (qsizetype c = 0; c < tiers.size(); ++c) {
            // Each bar names its job (the chart's own name for it, whatever the wrapping).
            QString label = axis->at(c);
            label.replace(QStringLiteral("<br>"), QStringLiteral(" ")).remove(QRegularExpression(QStringLiteral("<[^>]*>")));
            const Job &job = o->workload.jobs[std::size_t(jobs[c].toInt())];
            const QString name = QString::fromStdString(job.model.name);
            QVERIFY2(label.simplified().contains(name) || label.contains(QStringLiteral("Job %1").arg(jobs[c].toInt() + 1)),
                     qPrintable(label));
        }
    }

    const QStringList terms{QStringLiteral("weights"), QStringLiteral("gradients"), QStringLiteral("optimizer"),
                            QStringLiteral("activations"), QStringLiteral("kv-cache"), QStringLiteral("workspace"),
                            QStringLiteral("overhead")};
    for (qsizetype c = 0; c < tiers.size(); ++c) {
        const Tier *tier = tierNamed(o->plan, tiers[c]);
        QVERIFY(tier);
        const int job = jobs[c].toInt();
        const std::vector<JobOutcome> &outcomes = tier->build.jobOutcomes();
        std::int64_t expectedTotal = 0;
        std::int64_t expectedKv = 0;
        std::int64_t expectedActivations = 0;
        std::int64_t expectedUsable = std::numeric_limits<std::int64_t>::max();
        for (std::size_t j = 0; j < outcomes.size(); ++j) {
            if (job < 0 || std::size_t(job) == j) {
                const MemoryBreakdown &m = outcomes[j].memory();
                expectedTotal += m.totalBytes;
                expectedKv += m.kvCacheBytes;
                expectedActivations += m.activationsBytes + m.logitsBytes;
                expectedUsable = std::min(expectedUsable, m.usableBytes);
            }
        }
        double sum = 0;
        for (const QString &term : terms) {
            if (QBarSet *set = barSetNamed(chart.get(), QStringLiteral("memory:") + term)) {
                sum += set->at(c);
            }
        }
        QVERIFY2(near(sum, double(expectedTotal) / 1e9), qPrintable(QStringLiteral("%1 vs %2").arg(sum).arg(expectedTotal)));
        if (QBarSet *kv = barSetNamed(chart.get(), QStringLiteral("memory:kv-cache"))) {
            QVERIFY(near(kv->at(c), double(expectedKv) / 1e9));
        } else {
            QCOMPARE(expectedKv, 0);
        }
        QBarSet *activations = barSetNamed(chart.get(), QStringLiteral("memory:activations"));
        QVERIFY(activations);
        QVERIFY(near(activations->at(c), double(expectedActivations) / 1e9));
        auto *usable = seriesNamed<QLineSeries>(chart.get(), QStringLiteral("usable:%1").arg(c));
        QVERIFY(usable);
        QCOMPARE(usable->count(), 2);
        QVERIFY(near(usable->at(0).x(), double(expectedUsable) / 1e9));
        // The mark sits across its own bar of the category axis.
        QVERIFY(usable->at(0).y() < double(c) && usable->at(1).y() > double(c));
    }
    // Terms no drawn bar has (gradients when serving) get no set and no empty legend entry.
    bool anyGradients = false;
    for (qsizetype c = 0; c < tiers.size(); ++c) {
        const std::vector<JobOutcome> &outcomes = tierNamed(o->plan, tiers[c])->build.jobOutcomes();
        for (std::size_t j = 0; j < outcomes.size(); ++j) {
            const int drawn = jobs[c].toInt();
            anyGradients = anyGradients || ((drawn < 0 || std::size_t(drawn) == j) && outcomes[j].memory().gradientsBytes > 0);
        }
    }
    QCOMPARE(barSetNamed(chart.get(), QStringLiteral("memory:gradients")) != nullptr, anyGradients);
    QCOMPARE(chart->axes(Qt::Horizontal).value(0)->titleText(), QStringLiteral("Per-GPU memory (GB)"));
}

void TestCharts::speedBarsAreThePlannersSpeed()
{
    const auto o = outcome();
    const auto chart = chartOf(ChartKind::Speed, *o);
    // One category per job, one bar per distinct tier in it.
    const QVariantList jobs = chart->property("rigplan_category_jobs").toList();
    QCOMPARE(std::size_t(jobs.size()), o->workload.jobs.size());
    auto *axis = qobject_cast<QBarCategoryAxis *>(chart->axes(Qt::Horizontal).value(0));
    QVERIFY(axis);
    QCOMPARE(std::size_t(axis->count()), o->workload.jobs.size());
    auto *perUser = seriesNamed<QScatterSeries>(chart.get(), QStringLiteral("per-user"));
    qsizetype servingBars = 0;
    for (std::size_t j = 0; j < o->workload.jobs.size(); ++j) {
        QCOMPARE(jobs[qsizetype(j)].toInt(), int(j));
        const Job &spec = o->workload.jobs[j];
        QVERIFY(axis->at(qsizetype(j)).contains(QString::fromStdString(spec.model.name).toHtmlEscaped()));
        for (const QString &tierId : distinctTiers(o->plan)) {
            const JobOutcome &jo = tierNamed(o->plan, tierId)->build.jobOutcomes()[j];
            auto *area = seriesNamed<QAreaSeries>(chart.get(), QStringLiteral("speed:%1:%2").arg(tierId).arg(j));
            QVERIFY(area);
            QVERIFY(area->upperSeries());
            const QPointF left = area->upperSeries()->at(0);
            const QPointF right = area->upperSeries()->at(1);
            QVERIFY(left.x() > double(j) - 0.5 && right.x() < double(j) + 0.5); // inside its job's category
            QCOMPARE(area->color(), tierColor(tierId.toStdString(), ChartTheme::Light));
            if (jo.kind == JobKind::Training) {
                QVERIFY(jo.training.hours > 0);
                QVERIFY(near(left.y(), jo.training.hours));
            } else {
                QVERIFY(near(left.y(), jo.inference.aggregateTokensPerS));
                QVERIFY(perUser);
                QVERIFY(servingBars < perUser->count());
                QVERIFY(near(perUser->at(servingBars).x(), (left.x() + right.x()) / 2)); // on its bar
                QVERIFY(near(perUser->at(servingBars).y(), jo.inference.decodeTokensPerSPerUser));
                ++servingBars;
            }
        }
        auto *perUserTarget = seriesNamed<QLineSeries>(chart.get(), QStringLiteral("target:per-user:%1").arg(j));
        QCOMPARE(perUserTarget != nullptr, spec.kind == JobKind::Inference && spec.inference.minTokensPerSPerUser > 0);
        if (perUserTarget) {
            QCOMPARE(perUserTarget->at(0).y(), spec.inference.minTokensPerSPerUser);
        }
        auto *hoursTarget = seriesNamed<QLineSeries>(chart.get(), QStringLiteral("target:hours:%1").arg(j));
        QCOMPARE(hoursTarget != nullptr, spec.kind == JobKind::Training && spec.training.maxHours > 0);
        if (hoursTarget) {
            QCOMPARE(hoursTarget->at(0).y(), spec.training.maxHours);
        }
    }
    QCOMPARE(perUser ? perUser->count() : 0, servingBars);
}

void TestCharts::powerBarsAndOutletLine()
{
    const auto o = outcome();
    const auto chart = chartOf(ChartKind::Power, *o);
    const QStringList tiers = chart->property("rigplan_category_tiers").toStringList();
    QCOMPARE(tiers, distinctTiers(o->plan));
    for (qsizetype c = 0; c < tiers.size(); ++c) {
        const Tier *tier = tierNamed(o->plan, tiers[c]);
        QVERIFY(tier);
        QBarSet *dc = barSetNamed(chart.get(), QStringLiteral("dc-load:") + tiers[c]);
        QBarSet *loss = barSetNamed(chart.get(), QStringLiteral("psu-loss:") + tiers[c]);
        QVERIFY(dc && loss);
        QVERIFY(near(dc->at(c), tier->build.power.dcLoadW()));
        QVERIFY(near(dc->at(c) + loss->at(c), tier->build.wallW)); // the whole bar is the wall power
        QVERIFY(tier->build.wallW > tier->build.power.dcLoadW());
        for (qsizetype other = 0; other < tiers.size(); ++other) {
            if (other != c) {
                QCOMPARE(dc->at(other), 0.0); // each tier's sets draw only its own column
            }
        }
    }
    auto *outlet = seriesNamed<QLineSeries>(chart.get(), QStringLiteral("outlet"));
    const std::int64_t limit = siteContinuousWatts(o->workload.site);
    QVERIFY(limit > 0);
    QVERIFY(outlet);
    QCOMPARE(outlet->at(0).y(), double(limit));
    QCOMPARE(outlet->at(1).y(), double(limit));
    QVERIFY(outlet->name().contains(Format::watts(double(limit))));
}

void TestCharts::priceBarsAndBudgetLine()
{
    const auto o = outcome();
    const auto chart = chartOf(ChartKind::Price, *o);
    const QStringList tiers = chart->property("rigplan_category_tiers").toStringList();
    QCOMPARE(tiers, distinctTiers(o->plan));
    const double perMajor = std::pow(10.0, currencyMinorDigits(o->plan.currency));
    for (qsizetype c = 0; c < tiers.size(); ++c) {
        const Tier *tier = tierNamed(o->plan, tiers[c]);
        QBarSet *price = barSetNamed(chart.get(), QStringLiteral("price:") + tiers[c]);
        QVERIFY(tier && price);
        QVERIFY(near(price->at(c), double(tier->build.priceMinor) / perMajor));
        QVERIFY(price->property("rigplan_tooltips").toStringList().value(c).contains(
            Format::money(tier->build.priceMinor, o->plan.currency)));
    }
    auto *budget = seriesNamed<QLineSeries>(chart.get(), QStringLiteral("budget"));
    QCOMPARE(budget != nullptr, o->plan.budgetMinor > 0);
    if (budget) {
        QCOMPARE(budget->at(0).y(), o->workload.budget.max); // the budget as written in the workload
    }
    QVERIFY(chart->axes(Qt::Vertical).value(0)->titleText().contains(QString::fromStdString(o->plan.currency)));
}

void TestCharts::memorySweepFollowsTheEstimator()
{
    const auto o = outcome();
    for (ChartKind kind : {ChartKind::MemoryVsContext, ChartKind::MemoryVsConcurrency}) {
        const SweepAxis axis = kind == ChartKind::MemoryVsContext ? SweepAxis::Context : SweepAxis::Concurrency;
        const auto chart = chartOf(kind, *o);
        int lines = 0;
        for (const QString &tierId : distinctTiers(o->plan)) {
            const Tier *tier = tierNamed(o->plan, tierId);
            const GpuSpec &gpu = o->snapshot().gpus[std::size_t(tier->build.gpu)];
            for (std::size_t j = 0; j < o->workload.jobs.size(); ++j) {
                const Job &job = o->workload.jobs[j];
                auto *line = seriesNamed<QLineSeries>(chart.get(), QStringLiteral("sweep:%1:%2").arg(tierId).arg(j));
                if (axis == SweepAxis::Concurrency && job.kind == JobKind::Training) {
                    QVERIFY(!line); // a training job has no users
                    continue;
                }
                QVERIFY(line);
                ++lines;
                const JobOutcome &jo = tier->build.jobOutcomes()[j];
                // Concurrent jobs have GPUs of their own: no other job's memory is added.
                // Each point is the estimator's total at 2^x on the planned layout.
                for (const QPointF &p : line->points()) {
                    const auto value = std::int64_t(std::llround(std::exp2(p.x())));
                    const MemoryBreakdown m = memoryAt(job, gpu, jo.layout, axis, value, o->options.estimate);
                    QVERIFY(near(p.y(), double(m.totalBytes) / 1e9, 1e-6));
                }
                // The planned value is on the line with the planner's own figure.
                const std::int64_t plannedValue = axis == SweepAxis::Concurrency ? job.inference.concurrency
                    : job.kind == JobKind::Training                              ? job.training.sequenceLength
                                                                                 : job.inference.contextLength;
                bool found = false;
                for (const QPointF &p : line->points()) {
                    if (near(p.x(), std::log2(double(plannedValue)))) {
                        found = true;
                        QVERIFY(near(p.y(), double(jo.memory().totalBytes) / 1e9));
                    }
                }
                QVERIFY(found);
            }
            // Where it runs out: the value fits and one more does not.
            if (auto *runsOut = seriesNamed<QScatterSeries>(chart.get(), QStringLiteral("runs-out:") + tierId)) {
                for (const QPointF &p : runsOut->points()) {
                    const auto value = std::int64_t(std::llround(std::exp2(p.x())));
                    bool matched = false;
                    for (std::size_t j = 0; j < o->workload.jobs.size() && !matched; ++j) {
                        const Job &job = o->workload.jobs[j];
                        if (axis == SweepAxis::Concurrency && job.kind == JobKind::Training) {
                            continue;
                        }
                        const JobOutcome &jo = tier->build.jobOutcomes()[j];
                        // Concurrent jobs have GPUs of their own: no other job's memory is added.
                        const std::int64_t usable = jo.memory().usableBytes;
                        const auto total = [&](std::int64_t v) {
                            return memoryAt(job, gpu, jo.layout, axis, v, o->options.estimate).totalBytes;
                        };
                        matched = near(p.y(), double(usable) / 1e9) && total(value) <= usable && total(value + 1) > usable;
                    }
                    QVERIFY2(matched, qPrintable(QStringLiteral("runs out at %1").arg(value)));
                }
            }
        }
        QVERIFY(lines > 0 || axis == SweepAxis::Concurrency);
        if (lines > 0) {
            auto *x = qobject_cast<QCategoryAxis *>(chart->axes(Qt::Horizontal).value(0));
            QVERIFY(x);
            QVERIFY(x->titleText().contains(QStringLiteral("log scale")));
            QVERIFY(x->count() >= 2);
        }
    }
}

void TestCharts::costOverTimeIsTheTco()
{
    const auto o = outcome();
    QVERIFY(o->economics);
    const auto chart = chartOf(ChartKind::CostOverTime, *o);
    const double perMajor = std::pow(10.0, currencyMinorDigits(o->plan.currency));
    for (const QString &tierId : distinctTiers(o->plan)) {
        const Tier *tier = tierNamed(o->plan, tierId);
        auto *line = seriesNamed<QLineSeries>(chart.get(), QStringLiteral("cost:") + tierId);
        QVERIFY(line);
        QVERIFY(line->count() >= 2);
        // Starts at the purchase price and ends at the TCO (PlanOutcome's own economics).
        const std::size_t index = std::size_t(tier - o->plan.tiers.data());
        QVERIFY(index < o->tierEconomics.size());
        const TierEconomics &e = o->tierEconomics[index];
        QCOMPARE(line->at(0).x(), 0.0);
        QVERIFY(near(line->at(0).y(), double(tier->build.priceMinor) / perMajor));
        QVERIFY(near(line->at(line->count() - 1).y(), double(e.tcoMinor) / perMajor));
        QVERIFY(near(line->at(line->count() - 1).x(), o->economics->years));
        QCOMPARE(std::size_t(line->count()), e.cumulativeCostMinor.size());
    }
}

void TestCharts::buyVsRentIsTheTiersFigures()
{
    // The mixed-lab sample: the mainstream tier's owning line ends at its TCO (100 % utilisation,
    // no resale), each rental line at the rental's cost over the life.
    const PlanOutcome &o = *m_outcomes[QStringLiteral("lab-mixed")];
    const int tier = buyVsRentChartTier(o);
    QVERIFY(tier >= 0);
    const BuyVsRent &b = o.tierBuyVsRent[std::size_t(tier)];
    const QString id = QLatin1String(tierId(o.plan.tiers[std::size_t(tier)].kind));
    const auto chart = chartOf(ChartKind::BuyVsRent, o);
    auto *own = seriesNamed<QLineSeries>(chart.get(), QStringLiteral("own:") + id);
    QVERIFY(own);
    QCOMPARE(std::size_t(own->count()), b.ownCumulativeByMonth.size());
    QVERIFY(near(own->at(own->count() - 1).y(), double(o.tierEconomics[std::size_t(tier)].tcoMinor) / 100.0));
    QVERIFY(!b.options.empty());
    for (const RentalOption &r : b.options) {
        auto *line = seriesNamed<QLineSeries>(chart.get(), QStringLiteral("rent:%1:%2").arg(id, QLatin1String(rentalPricingId(r.pricing))));
        QVERIFY(line);
        QCOMPARE(line->at(0).y(), 0.0);
        QVERIFY(near(line->at(line->count() - 1).y(), double(r.overLifeMinor) / 100.0));
        QVERIFY(near(line->at(line->count() - 1).x(), o.economics->years));
    }
}

void TestCharts::budgetChartShowsTheUpgradeInItsYear()
{
    // Two more GPUs in year 2 for the mainstream tier only: its cumulative spending jumps by the
    // upgrade in year 2; the entry tier's does not.
    const QByteArray withUpgrade = R"({"format": "rigplan.workload/1", "title": "upgrade", "jobs": [)" + kServing8b
        + R"(], "site": {"outlet": "us-120v-20a", "environment": "lab"}, "budget": {"max": 60000, "currency": "USD"},
        "economics": {"years": 3, "upgrades": [{"year": 2, "gpus": 2, "tiers": ["mainstream"]}]}})";
    const QByteArray without = R"({"format": "rigplan.workload/1", "title": "upgrade", "jobs": [)" + kServing8b
        + R"(], "site": {"outlet": "us-120v-20a", "environment": "lab"}, "budget": {"max": 60000, "currency": "USD"},
        "economics": {"years": 3}})";
    const auto upgraded = plan(withUpgrade);
    const auto plain = plan(without);
    QVERIFY(upgraded && plain);
    QVERIFY(upgraded->plan.feasible);
    std::size_t mainstream = 0;
    while (mainstream < upgraded->plan.tiers.size() && upgraded->plan.tiers[mainstream].kind != TierKind::Mainstream) {
        ++mainstream;
    }
    QVERIFY(mainstream < upgraded->plan.tiers.size());
    QVERIFY(!upgraded->plan.tiers[mainstream].sameAs);
    const TierBudget &b = upgraded->tierBudgets[mainstream];
    QCOMPARE(b.upgrades.size(), std::size_t(1));
    const std::int64_t upgrade = b.upgrades.front().priceMinor;
    QVERIFY(upgrade > 0);
    QCOMPARE(b.years[0].upgradesMinor, 0);
    QCOMPARE(b.years[1].upgradesMinor, upgrade); // in that year's row
    // The chart: year 2 of the mainstream line includes the upgrade, the plan without it does not.
    const auto chart = chartOf(ChartKind::BudgetOverYears, *upgraded);
    auto *line = seriesNamed<QLineSeries>(chart.get(), QStringLiteral("budget:mainstream"));
    QVERIFY(line);
    QCOMPARE(line->count(), 4); // purchase, years 1..3
    QCOMPARE(line->at(2).x(), 2.0);
    QVERIFY(near(line->at(2).y(), double(b.years[1].cumulativeMinor) / 100.0));
    const auto plainChart = chartOf(ChartKind::BudgetOverYears, *plain);
    auto *plainLine = seriesNamed<QLineSeries>(plainChart.get(), QStringLiteral("budget:mainstream"));
    QVERIFY(plainLine);
    // The difference at year 2 is the upgrade plus the year's extra energy and support (none
    // before year 2: year 1 is the same).
    QVERIFY(near(line->at(1).y(), plainLine->at(1).y()));
    QVERIFY(line->at(2).y() - plainLine->at(2).y() >= double(upgrade) / 100.0 - 1e-6);
    QVERIFY(seriesNamed<QLineSeries>(chart.get(), QStringLiteral("budget:entry")));
    const TierBudget &entry = upgraded->tierBudgets[0];
    QVERIFY(entry.upgrades.empty());
}

void TestCharts::everySeriesHasOneTooltipPerPoint_data()
{
    QTest::addColumn<ChartKind>("kind");
    QTest::newRow("memory") << ChartKind::Memory;
    QTest::newRow("speed") << ChartKind::Speed;
    QTest::newRow("power") << ChartKind::Power;
    QTest::newRow("price") << ChartKind::Price;
    QTest::newRow("memory-vs-context") << ChartKind::MemoryVsContext;
    QTest::newRow("buy-vs-rent") << ChartKind::BuyVsRent;
    QTest::newRow("budget-over-years") << ChartKind::BudgetOverYears;
    QTest::newRow("memory-vs-concurrency") << ChartKind::MemoryVsConcurrency;
    QTest::newRow("cost-over-time") << ChartKind::CostOverTime;
}

void TestCharts::everySeriesHasOneTooltipPerPoint()
{
    QFETCH(ChartKind, kind);
    const auto chart = chartOf(kind, *m_outcomes[QStringLiteral("lab-mixed")]);
    QVERIFY(!chart->series().isEmpty());
    int texts = 0;
    for (QAbstractSeries *series : chart->series()) {
        const bool key = series->objectName().startsWith(QLatin1String("key:"));
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(series)) {
            for (QBarSet *set : bars->barSets()) {
                const QStringList tips = set->property("rigplan_tooltips").toStringList();
                QVERIFY2(set->property("rigplan_tooltips").isValid(), qPrintable(set->objectName()));
                if (!set->objectName().startsWith(QLatin1String("key:"))) {
                    QCOMPARE(tips.size(), set->count());
                    for (qsizetype i = 0; i < set->count(); ++i) {
                        QCOMPARE(tips[i].isEmpty(), set->at(i) == 0.0 && kind != ChartKind::Memory);
                        texts += tips[i].isEmpty() ? 0 : 1;
                    }
                }
            }
        } else if (auto *area = qobject_cast<QAreaSeries *>(series)) {
            QCOMPARE(area->property("rigplan_tooltips").toStringList().size(), 1);
            ++texts;
        } else if (auto *xy = qobject_cast<QXYSeries *>(series)) {
            QVERIFY2(xy->property("rigplan_tooltips").isValid(), qPrintable(xy->objectName()));
            if (!key) {
                QCOMPARE(xy->property("rigplan_tooltips").toStringList().size(), xy->count());
                texts += int(xy->count());
            }
        }
    }
    QVERIFY(texts > 0);
    if (kind == ChartKind::Memory) {
        // The memory terms carry the estimator's formula with the numbers substituted.
        QBarSet *kv = barSetNamed(chart.get(), QStringLiteral("memory:kv-cache"));
        QVERIFY(kv);
        const QStringList tips = kv->property("rigplan_tooltips").toStringList();
        bool formula = false;
        for (const QString &tip : tips) {
            formula = formula || tip.contains(QStringLiteral("KV cache = 2 × 80 layers"));
        }
        QVERIFY(formula);
    }
}

void TestCharts::memoryTooltipsCarryTheFormulas_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("kvPrefix"); // how the KV-cache formula line starts in that language
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("KV cache = 2 × 80 layers");
    // The zh_CN translation of "KV cache = 2 × {0} layers × …" (resources/translations).
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("KV 缓存 = 2 × 80 层");
}

void TestCharts::memoryTooltipsCarryTheFormulas()
{
    // Each memory term's tooltip carries the estimator's lines for that term, picked by the
    // line's term (not by its English text), so they are there in every language.
    QFETCH(QString, language);
    QFETCH(QString, kvPrefix);
    QVERIFY(setLanguage(language));
    const auto restore = qScopeGuard([] { setLanguage(QStringLiteral("en")); });
    const PlanOutcome &o = *m_outcomes[QStringLiteral("lab-mixed")];
    const auto chart = chartOf(ChartKind::Memory, o);
    QBarSet *kv = barSetNamed(chart.get(), QStringLiteral("memory:kv-cache"));
    QVERIFY(kv);
    bool kvFormula = false;
    for (const QString &tip : kv->property("rigplan_tooltips").toStringList()) {
        kvFormula = kvFormula || tip.contains(kvPrefix);
    }
    QVERIFY2(kvFormula, qPrintable(kv->property("rigplan_tooltips").toStringList().join(QLatin1Char('|'))));
    // The weights of every column: the header line and the weights formula of the tier's job,
    // exactly as explainLines() gives it now.
    QBarSet *weights = barSetNamed(chart.get(), QStringLiteral("memory:weights"));
    QVERIFY(weights);
    const QStringList tips = weights->property("rigplan_tooltips").toStringList();
    QVERIFY(!tips.isEmpty());
    for (const QString &tip : tips) {
        QVERIFY2(tip.count(QLatin1Char('\n')) >= 1, qPrintable(tip)); // a formula under the header
    }
    const Tier &entry = o.plan.tiers.front();
    std::vector<QString> formulas;
    for (std::size_t j = 0; j < o.workload.jobs.size(); ++j) {
        const Job &job = o.workload.jobs[j];
        const GpuSpec &gpu = o.snapshot().gpus[std::size_t(entry.build.gpu)];
        const Layout &layout = entry.build.jobs[j].layout;
        const auto lines = job.kind == JobKind::Training ? explainLines(job.model, job.training, gpu, layout, o.options.estimate)
                                                         : explainLines(job.model, job.inference, gpu, layout, o.options.estimate);
        for (const ExplainLine &line : lines) {
            if (line.term == ExplainTerm::Weights) {
                formulas.push_back(QString::fromStdString(line.text).trimmed());
            }
        }
    }
    QVERIFY(!formulas.empty());
    // The entry tier's bars are on top: the last categories of the axis.
    QVERIFY(std::any_of(formulas.begin(), formulas.end(), [&](const QString &f) { return tips.back().contains(f); }));
    if (language == QLatin1String("zh_CN")) {
        QVERIFY2(tips.back().contains(QStringLiteral("权重")) || tips.back().contains(QStringLiteral("参数")),
                 qPrintable(tips.back()));
    }
}

void TestCharts::categoryLabelsWrapInsteadOfEliding_data()
{
    QTest::addColumn<ChartKind>("kind");
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("width");
    QTest::addColumn<bool>("coinciding");
    // 486 px: the power chart's labels as on the two-column charts page of a 1440 × 900 window,
    // where the label font scaled to fit "performance" measured a pixel wider than its point
    // size said and the word was cut ("High-" | "performanc" | "e"). 420 px: three tiers need
    // the short name of the high tier there.
    for (const char *language : {"en", "zh_CN"}) {
        for (int width : {420, 486, 640}) {
            for (bool coinciding : {false, true}) {
                const QByteArray tag = QByteArray(language) + " " + QByteArray::number(width) + (coinciding ? " coinciding" : "");
                for (const auto &[name, kind] : {std::pair{"memory ", ChartKind::Memory}, std::pair{"speed ", ChartKind::Speed},
                                                 std::pair{"power ", ChartKind::Power}, std::pair{"price ", ChartKind::Price}}) {
                    QTest::newRow((name + tag).constData()) << kind << QString::fromLatin1(language) << width << coinciding;
                }
            }
        }
    }
}

void TestCharts::categoryLabelsWrapInsteadOfEliding()
{
    // Issue 18: category labels were elided to their category's width ("= High-performa…",
    // "30 us…"). They wrap instead: every line of every label fits its category, and together
    // the lines hold every word of the label.
    QFETCH(ChartKind, kind);
    QFETCH(QString, language);
    QFETCH(int, width);
    QFETCH(bool, coinciding);
    QVERIFY(setLanguage(language));
    const auto restore = qScopeGuard([] { setLanguage(QStringLiteral("en")); });
    // Three tiers: the narrowest categories. Coinciding: mainstream and high-performance as one
    // build, the longest tier label there is.
    PlanOutcome o = *m_outcomes[QStringLiteral("lab-mixed")];
    const auto mainstream = std::find_if(o.plan.tiers.begin(), o.plan.tiers.end(),
                                         [](const Tier &t) { return t.kind == TierKind::Mainstream; });
    for (Tier &t : o.plan.tiers) {
        if (coinciding && t.kind == TierKind::High) {
            t.build = mainstream->build;
            t.sameAs = TierKind::Mainstream;
        }
    }
    QChartView view(makeChart(kind, o, ChartTheme::Light));
    view.resize(width, 420);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCoreApplication::processEvents();
    QChart *chart = view.chart();
    QBarCategoryAxis *axis = nullptr;
    for (QAbstractAxis *a : chart->axes()) {
        axis = axis ? axis : qobject_cast<QBarCategoryAxis *>(a);
    }
    QVERIFY(axis);
    const QVariantList lines = axis->property("rigplan_category_lines").toList();
    QCOMPARE(lines.size(), axis->count());
    // Short tier names ("High-perf."), taken where a full one would be cut even in the smallest font.
    const QVariantList shortLines = axis->property("rigplan_category_short_lines").toList();
    QVERIFY(shortLines.isEmpty() || shortLines.size() == lines.size());
    // What Qt Charts drew: no text of the chart was elided ("..."), axis labels included.
    int labels = 0;
    for (QGraphicsItem *item : view.scene()->items()) {
        if (auto *text = dynamic_cast<QGraphicsTextItem *>(item); text && text->isVisible()) {
            const QString shown = text->toPlainText();
            QVERIFY2(!shown.contains(QStringLiteral("...")) && !shown.contains(QChar(0x2026)), qPrintable(shown));
            ++labels;
        }
    }
    QVERIFY(labels >= axis->count());
    // Every category keeps at least the words of its first line (the most important), in full
    // or with the short tier name, and breaks its lines only between words.
    for (qsizetype c = 0; c < axis->count(); ++c) {
        const QString joined = QTextDocumentFragment::fromHtml(axis->at(c).replace(QStringLiteral("<br>"), QStringLiteral(" ")))
                                   .toPlainText();
        QString compact = joined;
        compact.remove(QLatin1Char(' '));
        const QString first = lines[c].toStringList().value(0);
        const QString shortFirst = shortLines.value(c).toStringList().value(0, first);
        QVERIFY2(compact.contains(QString(first).remove(QLatin1Char(' ')))
                     || compact.contains(QString(shortFirst).remove(QLatin1Char(' '))),
                 qPrintable(first + QStringLiteral(" in ") + joined));
        static const QRegularExpression lineBreak(QStringLiteral("[\\n\\x{2028}]"));
        const QStringList rows = QTextDocumentFragment::fromHtml(axis->at(c)).toPlainText().split(lineBreak);
        QVERIFY2(rowsKeepWordsWhole(rows, lines[c].toStringList())
                     || (!shortLines.isEmpty() && rowsKeepWordsWhole(rows, shortLines[c].toStringList())),
                 qPrintable(rows.join(QStringLiteral(" | "))));
    }
}

void TestCharts::coincidingTiersAreDrawnOnce()
{
    // lab-mixed plans three distinct builds since the catalog has a 4-GPU tower that passes the
    // power rules; a copy whose high tier repeats the mainstream build stands in for a plan
    // whose tiers coincide.
    PlanOutcome o = *m_outcomes[QStringLiteral("lab-mixed")];
    const auto mainstream = std::find_if(o.plan.tiers.begin(), o.plan.tiers.end(),
                                         [](const Tier &t) { return t.kind == TierKind::Mainstream; });
    QVERIFY(mainstream != o.plan.tiers.end());
    for (Tier &t : o.plan.tiers) {
        if (t.kind == TierKind::High) {
            t.build = mainstream->build;
            t.sameAs = TierKind::Mainstream;
        }
    }
    const Tier *high = tierNamed(o.plan, QStringLiteral("high"));
    QVERIFY(high);
    QCOMPARE(high->sameAs, std::optional<TierKind>(TierKind::Mainstream));
    const auto chart = chartOf(ChartKind::Price, o);
    QCOMPARE(chart->property("rigplan_category_tiers").toStringList(),
             QStringList({QStringLiteral("entry"), QStringLiteral("mainstream")}));
    QVERIFY(!barSetNamed(chart.get(), QStringLiteral("price:high")));
    auto *axis = qobject_cast<QBarCategoryAxis *>(chart->axes(Qt::Horizontal).value(0));
    QVERIFY(axis);
    QVERIFY(axis->at(1).contains(Format::tierName("mainstream")));
    QVERIFY(axis->at(1).contains(Format::tierName("high"))); // says the two coincide
    const auto cost = chartOf(ChartKind::CostOverTime, o);
    auto *line = seriesNamed<QLineSeries>(cost.get(), QStringLiteral("cost:mainstream"));
    QVERIFY(line);
    QVERIFY(line->name().contains(Format::tierName("high")));
    QVERIFY(!seriesNamed<QLineSeries>(cost.get(), QStringLiteral("cost:high")));
}

void TestCharts::tierColoursAreConsistent()
{
    const PlanOutcome &o = *m_outcomes[QStringLiteral("lab-mixed")];
    for (ChartTheme theme : {ChartTheme::Light, ChartTheme::Dark, ChartTheme::Print}) {
        const auto price = chartOf(ChartKind::Price, o, theme);
        const auto cost = chartOf(ChartKind::CostOverTime, o, theme);
        const auto sweep = chartOf(ChartKind::MemoryVsContext, o, theme);
        for (const QString &tierId : distinctTiers(o.plan)) {
            const QColor color = tierColor(tierId.toStdString(), theme);
            QCOMPARE(barSetNamed(price.get(), QStringLiteral("price:") + tierId)->color(), color);
            QCOMPARE(seriesNamed<QLineSeries>(cost.get(), QStringLiteral("cost:") + tierId)->pen().color(), color);
            QCOMPARE(seriesNamed<QLineSeries>(sweep.get(), QStringLiteral("sweep:%1:1").arg(tierId))->pen().color(), color);
        }
        QVERIFY(tierColor("entry", theme) != tierColor("mainstream", theme));
        QVERIFY(tierColor("mainstream", theme) != tierColor("high", theme));
        QCOMPARE(price->animationOptions(), QChart::NoAnimation);
    }
    QCOMPARE(chartOf(ChartKind::Price, o, ChartTheme::Print)->backgroundBrush().color(), QColor(Qt::white));
    QVERIFY(chartOf(ChartKind::Price, o, ChartTheme::Dark)->backgroundBrush().color().lightness() < 128);
}

void TestCharts::renderChartToPdfIsVector_data()
{
    QTest::addColumn<ChartKind>("kind");
    QTest::addColumn<QString>("axisTitle");
    QTest::newRow("memory") << ChartKind::Memory << QStringLiteral("Per-GPU memory (GB)");
    QTest::newRow("speed") << ChartKind::Speed << QStringLiteral("Training time per run (h)");
    QTest::newRow("power") << ChartKind::Power << QStringLiteral("Power (W)");
    QTest::newRow("price") << ChartKind::Price << QStringLiteral("Purchase price (USD)");
    QTest::newRow("memory-vs-context") << ChartKind::MemoryVsContext << QStringLiteral("(tokens, log scale)");
    QTest::newRow("cost-over-time") << ChartKind::CostOverTime << QStringLiteral("Years after purchase");
}

void TestCharts::renderChartToPdfIsVector()
{
    QFETCH(ChartKind, kind);
    QFETCH(QString, axisTitle);
    const auto chart = chartOf(kind, *m_outcomes[QStringLiteral("lab-mixed")], ChartTheme::Print);
    QBuffer buffer;
    QVERIFY(buffer.open(QIODevice::WriteOnly));
    {
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(QPageSize::A4));
        QPainter painter(&writer);
        QVERIFY(painter.isActive());
        // As the report: a painter scaled to points, the chart given its size in points.
        const double devicePerPoint = writer.resolution() / 72.0;
        painter.scale(devicePerPoint, devicePerPoint);
        renderChart(chart.get(), &painter, QRectF(10, 10, 515, 320));
    }
    const QByteArray pdf = buffer.data();
    QVERIFY(pdf.startsWith("%PDF"));
    QVERIFY2(!pdf.contains("/Subtype /Image"), "the chart must be vector graphics, not an embedded image");
    QString error;
    const QString text = pdfText(pdf, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(text.contains(chartTitle(kind)), qPrintable(text));
    QVERIFY2(text.contains(axisTitle), qPrintable(text));
    // The chart stays the caller's, sized in points.
    QVERIFY(!chart->scene());
    QCOMPARE(chart->size(), QSizeF(515, 320));
}

void TestCharts::emptyAndInfeasibleInputNeverCrash()
{
    const PlanOutcome &infeasible = *m_outcomes[QStringLiteral("legal-chat")];
    PlanOutcome noTiers;
    noTiers.plan.feasible = true;
    const PlanOutcome nothing;
    for (ChartKind kind : {ChartKind::Memory, ChartKind::Speed, ChartKind::Power, ChartKind::Price,
                           ChartKind::MemoryVsContext, ChartKind::MemoryVsConcurrency, ChartKind::CostOverTime}) {
        for (const PlanOutcome *input : std::initializer_list<const PlanOutcome *>{&nothing, &infeasible, &noTiers}) {
            std::unique_ptr<QChart> chart(makeChart(kind, *input, ChartTheme::Light));
            QVERIFY(chart);
            QVERIFY(chart->series().isEmpty());
            QCOMPARE(chart->title(), chartTitle(kind));
            QImage image(300, 200, QImage::Format_ARGB32);
            image.fill(Qt::white);
            QPainter painter(&image);
            renderChart(chart.get(), &painter, QRectF(0, 0, 300, 200));
            renderChart(nullptr, &painter, QRectF(0, 0, 300, 200));
            renderChart(chart.get(), &painter, QRectF());
        }
    }
}

void TestCharts::chartsViewShowsFeasibleAndInfeasiblePlans()
{
    ChartsView view;
    view.resize(1200, 900);
    view.show();
    QVERIFY(view.isShowingEmptyState()); // nothing planned yet
    QVERIFY(!view.grab().isNull());

    const auto mixed = m_outcomes[QStringLiteral("lab-mixed")];
    view.setOutcome(mixed);
    QVERIFY(!view.isShowingEmptyState());
    QCOMPARE(view.shownKinds(), chartsFor(*mixed));
    QCOMPARE(view.chartViews().size(), view.shownKinds().size());
    for (QChartView *chartView : view.chartViews()) {
        QVERIFY(chartView->renderHints().testFlag(QPainter::Antialiasing));
        QVERIFY(!chartView->chart()->series().isEmpty());
    }
    QCOMPARE(view.columnCount(), 2);
    QCoreApplication::processEvents(); // the layouts settle as they would in the event loop
    const QImage shot = view.grab().toImage();
    QVERIFY(!shot.isNull());
    if (!qEnvironmentVariableIsEmpty("RIGPLAN_CHARTS_PNG_DIR")) {
        shot.save(qEnvironmentVariable("RIGPLAN_CHARTS_PNG_DIR") + QStringLiteral("/charts-view.png"));
    }
    QVERIFY(drawnPixels(shot) > 1000);

    // A narrow window: one chart per row, the same charts.
    view.resize(800, 900);
    QCOMPARE(view.columnCount(), 1);
    QCOMPARE(view.chartViews().size(), view.shownKinds().size());
    view.resize(1200, 900);
    QCOMPARE(view.columnCount(), 2);

    // Serving work: the sweep switches to concurrent users and back, in place.
    auto *selector = view.findChild<QComboBox *>(QStringLiteral("memorySweepSelector"));
    QVERIFY(selector);
    QVERIFY(view.canSweepConcurrency());
    const qsizetype at = view.shownKinds().indexOf(ChartKind::MemoryVsContext);
    QVERIFY(at >= 0);
    selector->setCurrentIndex(selector->findData(int(ChartKind::MemoryVsConcurrency)));
    QCOMPARE(view.shownKinds()[at], ChartKind::MemoryVsConcurrency);
    QCOMPARE(view.chartViews()[at]->chart()->objectName(), chartId(ChartKind::MemoryVsConcurrency));
    view.setMemorySweep(ChartKind::MemoryVsContext);
    QCOMPARE(view.chartViews()[at]->chart()->objectName(), chartId(ChartKind::MemoryVsContext));
    QCOMPARE(selector->currentData().toInt(), int(ChartKind::MemoryVsContext));

    // A training-only plan has no users to sweep: no selector.
    view.setOutcome(m_outcomes[QStringLiteral("training")]);
    QVERIFY(!view.canSweepConcurrency());
    QVERIFY(!view.findChild<QComboBox *>(QStringLiteral("memorySweepSelector")));
    QVERIFY(!view.grab().isNull());

    view.setOutcome(m_outcomes[QStringLiteral("legal-chat")]);
    QVERIFY(view.isShowingEmptyState());
    QVERIFY(view.chartViews().isEmpty());
    auto *empty = view.findChild<QLabel *>(QStringLiteral("chartsEmptyState"));
    QVERIFY(empty && empty->isVisible());
    QVERIFY(empty->text().contains(QStringLiteral("No build satisfies the workload")));
    QCoreApplication::processEvents();
    const QImage infeasibleShot = view.grab().toImage();
    QVERIFY(!infeasibleShot.isNull());
    if (!qEnvironmentVariableIsEmpty("RIGPLAN_CHARTS_PNG_DIR")) {
        infeasibleShot.save(qEnvironmentVariable("RIGPLAN_CHARTS_PNG_DIR") + QStringLiteral("/charts-view-infeasible.png"));
    }

    view.setOutcome(nullptr);
    QVERIFY(view.isShowingEmptyState());
}

void TestCharts::chartsViewFollowsThePalette()
{
    ChartsView view;
    view.setOutcome(m_outcomes[QStringLiteral("serving")]);
    QCOMPARE(view.theme(), ChartTheme::Light);
    QPalette dark = view.palette();
    dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x20));
    dark.setColor(QPalette::WindowText, Qt::white);
    view.setPalette(dark);
    QCOMPARE(view.theme(), ChartTheme::Dark);
    QVERIFY(!view.chartViews().isEmpty());
    QCOMPARE(view.chartViews().front()->chart()->backgroundBrush().color().lightness() < 128, true);
}

void TestCharts::chartsViewShowsTheTooltipOfTheHoveredBar()
{
    ChartsView view;
    view.resize(1200, 900);
    view.show();
    view.setOutcome(m_outcomes[QStringLiteral("lab-mixed")]);
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const qsizetype at = view.shownKinds().indexOf(ChartKind::Memory);
    QVERIFY(at >= 0);
    QChart *chart = view.chartViews()[at]->chart();
    QBarSet *kv = barSetNamed(chart, QStringLiteral("memory:kv-cache"));
    QVERIFY(kv);
    auto *series = seriesNamed<QAbstractBarSeries>(chart, QStringLiteral("memory"));
    QVERIFY(series);
    const QStringList tips = kv->property("rigplan_tooltips").toStringList();
    Q_EMIT series->hovered(true, 1, kv);
    QTRY_VERIFY(QToolTip::isVisible());
    QCOMPARE(QToolTip::text(), tips[1]);
    Q_EMIT series->hovered(false, 1, kv);
    QTRY_VERIFY(!QToolTip::isVisible());

    // A line reports a point along it: the nearest data point's text.
    const qsizetype sweepAt = view.shownKinds().indexOf(ChartKind::MemoryVsContext);
    auto *line = seriesNamed<QLineSeries>(view.chartViews()[sweepAt]->chart(), QStringLiteral("sweep:entry:1"));
    QVERIFY(line && line->count() > 3);
    const QPointF third = line->at(2);
    Q_EMIT line->hovered(QPointF(third.x() + 0.1, third.y() + 3), true);
    QTRY_VERIFY(QToolTip::isVisible());
    QCOMPARE(QToolTip::text(), line->property("rigplan_tooltips").toStringList()[2]);
}

void TestCharts::renderEveryChartToPng()
{
    QTemporaryDir temp;
    const QString keep = qEnvironmentVariable("RIGPLAN_CHARTS_PNG_DIR");
    const QString dir = keep.isEmpty() ? temp.path() : keep;
    for (const auto &[name, outcome] : m_outcomes) {
        const QList<ChartKind> kinds = chartsFor(*outcome);
        QList<ChartKind> all = kinds;
        if (!kinds.isEmpty()) {
            all.append(ChartKind::MemoryVsConcurrency);
        }
        for (ChartKind kind : all) {
            for (ChartTheme theme : {ChartTheme::Light, ChartTheme::Dark}) {
                // As on screen: a 900 × 500 chart view.
                QChartView view(chartOf(kind, *outcome, theme).release());
                view.setRenderHint(QPainter::Antialiasing);
                view.resize(900, 500);
                const QImage image = view.grab().toImage();
                QVERIFY(drawnPixels(image) > 500);
                const QString suffix = theme == ChartTheme::Dark ? QStringLiteral("-dark") : QString();
                QVERIFY(image.save(QStringLiteral("%1/%2-%3%4.png").arg(dir, name, chartId(kind), suffix)));
            }
            // As in the report: 515 × 300 pt at 4 px per point.
            const auto chart = chartOf(kind, *outcome, ChartTheme::Print);
            QImage print(515 * 4, 300 * 4, QImage::Format_ARGB32);
            print.fill(Qt::white);
            {
                QPainter painter(&print);
                painter.setRenderHint(QPainter::Antialiasing);
                painter.scale(4, 4);
                renderChart(chart.get(), &painter, QRectF(0, 0, 515, 300));
            }
            QVERIFY(drawnPixels(print) > 500);
            QVERIFY(print.save(QStringLiteral("%1/%2-%3-print.png").arg(dir, name, chartId(kind))));
        }
    }
}

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
