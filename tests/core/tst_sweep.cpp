// SPDX-License-Identifier: GPL-3.0-or-later
// The memory sweep behind the "where each build runs out" chart: memory grows with the context
// (or the users), the planned point is the planner's own figure, and the runs-out value is the
// last one that fits — checked against fitting by hand and, for serving, against the engine's
// own inverse formulas (max context at the planned users, max users at the planned context).
#include "catalog/Catalog.h"
#include "model/ModelCsv.h"
#include "plan/Plan.h"
#include "plan/Sweep.h"
#include "workload/WorkloadJson.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

using namespace rigplan;

Q_DECLARE_METATYPE(rigplan::SweepAxis)

namespace {

QByteArray workloadJson(const QByteArray &jobs, bool concurrent = false)
{
    return "{\"format\": \"rigplan.workload/1\", \"title\": \"sweep\", \"concurrent\": "
        + QByteArray(concurrent ? "true" : "false") + ", \"jobs\": [" + jobs
        + "], \"site\": {\"outlet\": \"eu-230v-16a\", \"environment\": \"server-room\"}}";
}

const QByteArray kServing70bInt4 = R"({"kind": "inference", "model": "llama-3.1-70b", "weights": "int4",
    "context_length": 16384, "concurrency": 8, "prompt_tokens": 4096, "output_tokens": 1024})";
const QByteArray kServing8bBf16 = R"({"kind": "inference", "model": "llama-3.1-8b", "weights": "bf16",
    "context_length": 8192, "concurrency": 32})";
const QByteArray kServingGemmaWindow = R"({"kind": "inference", "model": "gemma-2-9b", "weights": "bf16",
    "context_length": 6000, "concurrency": 64})";
const QByteArray kServingMistralWindow = R"({"kind": "inference", "model": "mistral-7b", "weights": "fp8",
    "context_length": 8192, "concurrency": 16})";
const QByteArray kTrainingLora8b = R"({"kind": "training", "model": "llama-3.1-8b", "method": "lora",
    "sequence_length": 4096, "micro_batch": 4, "activation_checkpointing": "full", "train_tokens": 200000000})";
const QByteArray kTrainingFull13b = R"({"kind": "training", "model": "llama-2-13b", "method": "full",
    "zero_stage": 3, "sequence_length": 1000, "micro_batch": 1, "activation_checkpointing": "selective"})";

const GpuSpec *findGpu(const CatalogSnapshot &snapshot, const QString &id)
{
    for (const GpuSpec &gpu : snapshot.gpus) {
        if (QString::fromStdString(gpu.id) == id) {
            return &gpu;
        }
    }
    return nullptr;
}

bool fitsBy(const MemoryBreakdown &m, const JobSweep &sweep)
{
    return m.totalBytes + sweep.otherJobsBytes <= sweep.usableBytes;
}

} // namespace

class TestSweep : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void jobs_data() { addRows(true); }
    void monotoneInTheValue_data() { jobs_data(); }
    void monotoneInTheValue();
    void plannedPointIsThePlannersFigure_data() { jobs_data(); }
    void plannedPointIsThePlannersFigure();
    void runsOutAtTheLastFittingValue_data() { jobs_data(); }
    void runsOutAtTheLastFittingValue();
    void gridCoversPowersOfTwoAndThePlannedValue_data() { jobs_data(); }
    void gridCoversPowersOfTwoAndThePlannedValue();
    void servingMatchesTheEnginesInverseFormulas_data() { addRows(false); }
    void servingMatchesTheEnginesInverseFormulas();
    void everyTierOfASamplePlan();
    void concurrentJobsHaveGpusOfTheirOwn();
    void trainingHasNoConcurrencySweep();
    void nothingFitsGivesZero();

private:
    Workload load(const QByteArray &json);
    void addRows(bool withTraining);
    // The row's job, GPU and the planner's own layout for it (bestLayout).
    struct Row {
        Workload workload;
        const GpuSpec *gpu = nullptr;
        JobOutcome outcome;
        SweepAxis axis = SweepAxis::Context;
    };
    Row row();

    QTemporaryDir m_dir;
    Catalog m_catalog;
    std::optional<CatalogSnapshot> m_usd;
};

void TestSweep::initTestCase()
{
    QVERIFY(m_catalog.open(m_dir.filePath(QStringLiteral("catalog.sqlite"))));
    m_usd = m_catalog.snapshot(QStringLiteral("USD"));
    QVERIFY(m_usd);
}

Workload TestSweep::load(const QByteArray &json)
{
    const Result<Workload> r = loadWorkload(json, QStringLiteral("sweep.json"), resolverFor(m_catalog.models()));
    if (!r.ok()) {
        qWarning() << diagnosticTexts(r.diagnostics());
        return {};
    }
    return *r;
}

void TestSweep::addRows(bool withTraining)
{
    QTest::addColumn<QByteArray>("job");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<int>("count");
    QTest::addColumn<SweepAxis>("axis");

    QTest::newRow("70B int4 serving, context, 1 x RTX PRO 6000 Max-Q")
        << kServing70bInt4 << QStringLiteral("rtx-pro-6000-blackwell-maxq") << 1 << SweepAxis::Context;
    QTest::newRow("70B int4 serving, users, 1 x RTX PRO 6000 Max-Q")
        << kServing70bInt4 << QStringLiteral("rtx-pro-6000-blackwell-maxq") << 1 << SweepAxis::Concurrency;
    QTest::newRow("70B int4 serving, context, 2 x L40S (tensor parallel)")
        << kServing70bInt4 << QStringLiteral("l40s") << 2 << SweepAxis::Context;
    QTest::newRow("8B bf16 serving, users, 4 x RTX 4090 (replicas)")
        << kServing8bBf16 << QStringLiteral("rtx-4090") << 4 << SweepAxis::Concurrency;
    QTest::newRow("8B bf16 serving, context, 1 x H100 SXM")
        << kServing8bBf16 << QStringLiteral("h100-sxm-80gb") << 1 << SweepAxis::Context;
    QTest::newRow("Gemma 2 9B (every other layer windowed), context, 1 x A100 80GB")
        << kServingGemmaWindow << QStringLiteral("a100-pcie-80gb") << 1 << SweepAxis::Context;
    QTest::newRow("Mistral 7B (all layers windowed), context, 1 x RTX 4090")
        << kServingMistralWindow << QStringLiteral("rtx-4090") << 1 << SweepAxis::Context;
    if (!withTraining) {
        return;
    }
    QTest::newRow("8B LoRA training, sequence, 1 x RTX 4090")
        << kTrainingLora8b << QStringLiteral("rtx-4090") << 1 << SweepAxis::Context;
    QTest::newRow("8B LoRA training, sequence, 1 x RTX PRO 6000")
        << kTrainingLora8b << QStringLiteral("rtx-pro-6000-blackwell") << 1 << SweepAxis::Context;
    QTest::newRow("13B full ZeRO-3 training, sequence, 4 x A100 80GB")
        << kTrainingFull13b << QStringLiteral("a100-sxm-80gb") << 4 << SweepAxis::Context;
}

TestSweep::Row TestSweep::row()
{
    QFETCH(QByteArray, job);
    QFETCH(QString, gpu);
    QFETCH(int, count);
    QFETCH(SweepAxis, axis);
    Row r;
    r.workload = load(workloadJson(job));
    r.gpu = findGpu(*m_usd, gpu);
    r.axis = axis;
    if (r.gpu && r.workload.jobs.size() == 1) {
        r.outcome = bestLayout(r.workload.jobs[0], *r.gpu, count, {});
    }
    return r;
}

void TestSweep::monotoneInTheValue()
{
    const Row r = row();
    QVERIFY(r.gpu);
    QCOMPARE(r.workload.jobs.size(), std::size_t(1));
    const JobSweep sweep = sweepJob(r.workload.jobs[0], *r.gpu, r.outcome.layout, r.axis);
    QVERIFY(sweep.points.size() >= 3);
    for (std::size_t i = 1; i < sweep.points.size(); ++i) {
        const SweepPoint &before = sweep.points[i - 1];
        const SweepPoint &after = sweep.points[i];
        QVERIFY2(after.value > before.value, "values ascend without duplicates");
        QVERIFY2(after.memory.totalBytes >= before.memory.totalBytes,
                 qPrintable(QStringLiteral("%1 B at %2 < %3 B at %4").arg(after.memory.totalBytes).arg(after.value)
                                .arg(before.memory.totalBytes).arg(before.value)));
        // Once it does not fit, a larger value does not fit either.
        QVERIFY(!(before.fits == false && after.fits == true));
    }
    // Memory really depends on the value: the largest grid point needs more than the smallest
    // (KV cache, activations or logits grow), except where a window caps every layer.
    const bool everyLayerWindowed = r.workload.jobs[0].model.slidingWindow > 0
        && r.workload.jobs[0].model.slidingWindowLayers >= r.workload.jobs[0].model.layers;
    if (!(everyLayerWindowed && r.axis == SweepAxis::Context)) {
        QVERIFY(sweep.points.back().memory.totalBytes > sweep.points.front().memory.totalBytes);
    }
}

void TestSweep::plannedPointIsThePlannersFigure()
{
    const Row r = row();
    QVERIFY(r.gpu);
    const JobSweep sweep = sweepJob(r.workload.jobs[0], *r.gpu, r.outcome.layout, r.axis);
    int planned = 0;
    for (const SweepPoint &p : sweep.points) {
        if (p.planned) {
            ++planned;
            const MemoryBreakdown &want = r.outcome.memory();
            QCOMPARE(p.memory.totalBytes, want.totalBytes);
            QCOMPARE(p.memory.kvCacheBytes, want.kvCacheBytes);
            QCOMPARE(p.memory.activationsBytes, want.activationsBytes);
            QCOMPARE(p.memory.logitsBytes, want.logitsBytes);
            QCOMPARE(p.memory.usableBytes, want.usableBytes);
            QCOMPARE(p.fits, r.outcome.fits);
            QCOMPARE(p.value, sweep.plannedValue);
        }
    }
    QCOMPARE(planned, 1);
    QCOMPARE(sweep.usableBytes, r.outcome.memory().usableBytes);
    QCOMPARE(sweep.capacityBytes, r.gpu->memoryBytes);
}

void TestSweep::runsOutAtTheLastFittingValue()
{
    const Row r = row();
    QVERIFY(r.gpu);
    const Job &job = r.workload.jobs[0];
    const JobSweep sweep = sweepJob(job, *r.gpu, r.outcome.layout, r.axis);
    QVERIFY(sweep.runsOutAt >= 0 && sweep.runsOutAt <= sweep.limit);
    if (sweep.runsOutAt > 0) {
        QVERIFY(fitsBy(memoryAt(job, *r.gpu, r.outcome.layout, r.axis, sweep.runsOutAt), sweep));
    }
    if (!sweep.fitsToLimit()) {
        QVERIFY(!fitsBy(memoryAt(job, *r.gpu, r.outcome.layout, r.axis, sweep.runsOutAt + 1), sweep));
    }
    // The planned value fits exactly when it is at most the runs-out value.
    QCOMPARE(r.outcome.fits, sweep.plannedValue <= sweep.runsOutAt);
    // And every grid point agrees with it.
    for (const SweepPoint &p : sweep.points) {
        QCOMPARE(p.fits, p.value <= sweep.runsOutAt);
    }
}

void TestSweep::gridCoversPowersOfTwoAndThePlannedValue()
{
    const Row r = row();
    QVERIFY(r.gpu);
    const Job &job = r.workload.jobs[0];
    const JobSweep sweep = sweepJob(job, *r.gpu, r.outcome.layout, r.axis);
    QList<qint64> values;
    for (const SweepPoint &p : sweep.points) {
        values.append(p.value);
    }
    const qint64 planned = r.axis == SweepAxis::Concurrency ? job.inference.concurrency
        : job.kind == JobKind::Training                     ? job.training.sequenceLength
                                                            : job.inference.contextLength;
    QCOMPARE(sweep.plannedValue, planned);
    QVERIFY(values.contains(planned));
    if (r.axis == SweepAxis::Context) {
        QCOMPARE(sweep.limit, std::max<qint64>(job.model.maxContext, planned));
        QCOMPARE(values.last(), sweep.limit);
        for (qint64 v = 512; v < sweep.limit; v *= 2) {
            QVERIFY2(values.contains(v), qPrintable(QString::number(v)));
        }
        QVERIFY(values.first() >= std::min<qint64>(512, planned));
    } else {
        QCOMPARE(values.first(), qint64(1));
        // Past both the planned users and where memory runs out.
        QVERIFY(values.last() >= planned);
        QVERIFY(values.last() > sweep.runsOutAt || sweep.fitsToLimit());
    }
}

void TestSweep::servingMatchesTheEnginesInverseFormulas()
{
    const Row r = row();
    QVERIFY(r.gpu);
    const Job &job = r.workload.jobs[0];
    QCOMPARE(job.kind, JobKind::Inference);
    const JobSweep sweep = sweepJob(job, *r.gpu, r.outcome.layout, r.axis);
    const InferenceEstimate &e = r.outcome.inference;
    if (r.axis == SweepAxis::Concurrency) {
        // max users at the planned context = floor(free / per-sequence KV) × replicas.
        QCOMPARE(sweep.runsOutAt, std::min(e.maxConcurrencyAtContext, sweep.limit));
    } else if (e.maxContextAtConcurrency == kUnboundedContext) {
        QVERIFY(sweep.fitsToLimit());
    } else {
        // The engine's answer is in whole KV blocks and capped at the model's maximum.
        QCOMPARE(sweep.runsOutAt, e.maxContextAtConcurrency);
    }
}

void TestSweep::everyTierOfASamplePlan()
{
    QFile file(QStringLiteral(RIGPLAN_SOURCE_DIR "/resources/samples/lab-mixed.workload.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const Workload workload = load(file.readAll());
    QCOMPARE(workload.jobs.size(), std::size_t(2));
    const PlanResult result = plan(workload, *m_usd);
    QVERIFY(result.feasible);
    QVERIFY(!result.tiers.empty());
    for (const Tier &tier : result.tiers) {
        const std::vector<JobSweep> sweeps = sweepBuild(workload, *m_usd, tier.build, SweepAxis::Context);
        QCOMPARE(sweeps.size(), workload.jobs.size());
        for (const JobSweep &sweep : sweeps) {
            const JobOutcome &outcome = tier.build.jobOutcomes()[sweep.jobIndex];
            QCOMPARE(sweep.layout.gpus, outcome.layout.gpus);
            QCOMPARE(sweep.layout.tensorParallel, outcome.layout.tensorParallel);
            QCOMPARE(sweep.layout.zeroStage, outcome.layout.zeroStage);
            bool sawPlanned = false;
            for (const SweepPoint &p : sweep.points) {
                if (p.planned) {
                    sawPlanned = true;
                    QCOMPARE(p.memory.totalBytes, outcome.memory().totalBytes);
                }
            }
            QVERIFY(sawPlanned);
            // A passing tier fits every job at its planned value.
            QVERIFY(sweep.runsOutAt >= sweep.plannedValue);
        }
        const std::vector<JobSweep> users = sweepBuild(workload, *m_usd, tier.build, SweepAxis::Concurrency);
        QCOMPARE(users.size(), std::size_t(1)); // the serving job only
        QCOMPARE(users[0].jobIndex, std::size_t(1));
        QCOMPARE(users[0].plannedValue, qint64(8));
    }
}

void TestSweep::concurrentJobsHaveGpusOfTheirOwn()
{
    // Concurrent jobs run on disjoint GPU ranges (the planner's split): each job's sweep is its
    // own, with no other job's memory on its GPUs, the same as the job swept alone.
    const Workload workload = load(workloadJson(kServing8bBf16 + ", " + kTrainingLora8b, true));
    QCOMPARE(workload.jobs.size(), std::size_t(2));
    QVERIFY(workload.concurrent);
    const GpuSpec *gpu = findGpu(*m_usd, QStringLiteral("h200-nvl-141gb"));
    QVERIFY(gpu);
    Build build;
    build.gpu = int(gpu - m_usd->gpus.data());
    build.gpuCount = 2;
    for (std::size_t j = 0; j < workload.jobs.size(); ++j) {
        build.jobs.push_back(bestLayout(workload.jobs[j], *gpu, 1, {}));
        build.jobs.back().firstGpu = int(j);
    }
    const std::vector<JobSweep> sweeps = sweepBuild(workload, *m_usd, build, SweepAxis::Context);
    QCOMPARE(sweeps.size(), std::size_t(2));
    for (const JobSweep &sweep : sweeps) {
        QCOMPARE(sweep.otherJobsBytes, std::int64_t(0));
        QCOMPARE(sweep.usableBytes, build.jobs[sweep.jobIndex].memory().usableBytes);
        const JobSweep alone = sweepJob(workload.jobs[sweep.jobIndex], *gpu, build.jobs[sweep.jobIndex].layout,
                                        SweepAxis::Context);
        QCOMPARE(sweep.runsOutAt, alone.runsOutAt);
    }
}

void TestSweep::trainingHasNoConcurrencySweep()
{
    const Workload workload = load(workloadJson(kTrainingLora8b));
    const GpuSpec *gpu = findGpu(*m_usd, QStringLiteral("rtx-4090"));
    QVERIFY(gpu);
    const JobSweep sweep = sweepJob(workload.jobs[0], *gpu, Layout{}, SweepAxis::Concurrency);
    QVERIFY(sweep.points.empty());
    QCOMPARE(sweep.runsOutAt, qint64(0));
}

void TestSweep::nothingFitsGivesZero()
{
    // 70B in bf16 (~141 GB of weights) cannot fit one 24 GB card at any context.
    const Workload workload = load(workloadJson(R"({"kind": "inference", "model": "llama-3.1-70b", "weights": "bf16"})"));
    const GpuSpec *gpu = findGpu(*m_usd, QStringLiteral("rtx-4090"));
    QVERIFY(gpu);
    const JobSweep sweep = sweepJob(workload.jobs[0], *gpu, Layout{}, SweepAxis::Context);
    QCOMPARE(sweep.runsOutAt, qint64(0));
    QVERIFY(!sweep.points.empty());
    for (const SweepPoint &p : sweep.points) {
        QVERIFY(!p.fits);
    }
}

QTEST_GUILESS_MAIN(TestSweep)
#include "tst_sweep.moc"
