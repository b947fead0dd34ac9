// SPDX-License-Identifier: GPL-3.0-or-later
// The acceptance kit (core/plan/LaunchKit): the launch options are the plan's own figures, the
// thresholds its figures less the validated error, the DeepSpeed config is JSON Python reads,
// and accept.sh passes shellcheck and judges a result in vllm bench serve's format right.
#include "catalog/Catalog.h"
#include "estimate/Estimate.h"
#include "plan/LaunchKit.h"
#include "plan/LaunchKitFiles.h"
#include "plan/Outcome.h"
#include "plan/SoftwareFit.h"
#include "quote/Freeze.h"
#include "quote/Quote.h"
#include "workload/WorkloadJson.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <set>

using namespace rigplan;

namespace {

// A 70B chat endpoint (tensor parallel on the mainstream tier) and a LoRA fine-tune under
// DeepSpeed ZeRO 2, as a workload file.
QByteArray workloadJson(int users)
{
    return QStringLiteral(R"({"format": "rigplan.workload/1", "title": "Kit test", "concurrent": false, "jobs": [
        {"name": "LoRA", "kind": "training", "model": "llama-3.1-8b", "method": "lora", "precision": "bf16",
         "optimizer": "adamw", "zero_stage": 2, "framework": "deepspeed", "sequence_length": 2048, "micro_batch": 2,
         "gradient_accumulation": 8, "activation_checkpointing": "full", "train_tokens": 100000000, "lora_rank": 16},
        {"name": "Chat", "kind": "inference", "model": "llama-3.1-70b", "weights": "bf16", "kv_cache": "fp16",
         "context_length": 8192, "concurrency": %1, "prompt_tokens": 1024, "output_tokens": 256}],
      "site": {"outlet": "eu-230v-16a", "environment": "lab"}})")
        .arg(users)
        .toUtf8();
}

std::map<std::string, std::string> optionMap(const std::vector<KitOption> &options)
{
    std::map<std::string, std::string> map;
    for (const KitOption &o : options) {
        map[o.flag] = o.value;
    }
    return map;
}

// Runs `program` with `args` in `dir`; its exit code (-1: did not run) and its output.
std::pair<int, QByteArray> runIn(const QString &dir, const QString &program, const QStringList &args)
{
    QProcess p;
    p.setWorkingDirectory(dir);
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit) {
        return {-1, p.readAll()};
    }
    return {p.exitCode(), p.readAll()};
}

} // namespace

class TestLaunchKit : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void vllmOptionsAreThePlansFigures();
    void usersChangeOnlyTheUserOptions();
    void thresholdsArePlanFiguresLessTheValidatedError();
    void deepSpeedConfigReadsInPythonWithThePlansStage();
    void scriptsPassShellcheck();
    void acceptJudgesABenchmarkResult();
    void probeMeasuresATrainingRun();
    void infeasiblePlanHasNoKit();
    void freezingKeepsThePlansKit();
    void frozenModelNameStaysText();

private:
    std::shared_ptr<const PlanOutcome> planFor(int users);
    QString writeKit(const PlanOutcome &outcome, const LaunchKit &kit);

    QTemporaryDir m_dir;
    Catalog m_catalog;
    std::shared_ptr<const PlanOutcome> m_outcome;
    LaunchKit m_kit;
};

std::shared_ptr<const PlanOutcome> TestLaunchKit::planFor(int users)
{
    const Result<Workload> w = loadWorkload(workloadJson(users), QStringLiteral("kit.json"), resolverFor(m_catalog.models()));
    if (!w.ok()) {
        qWarning() << diagnosticTexts(w.diagnostics());
        return nullptr;
    }
    auto outcome = computePlanOutcome(m_catalog, *w);
    return outcome ? *outcome : nullptr;
}

QString TestLaunchKit::writeKit(const PlanOutcome &outcome, const LaunchKit &kit)
{
    const QString dir = m_dir.filePath(QStringLiteral("kit-%1").arg(QDateTime::currentMSecsSinceEpoch()));
    QDir().mkpath(dir);
    for (const KitFile &f : launchKitFiles(kit, outcome.workload, QStringLiteral("test"), QStringLiteral("2026-12-05"))) {
        QFile out(QDir(dir).filePath(f.name));
        if (!out.open(QIODevice::WriteOnly) || out.write(f.content) != f.content.size()) {
            return QString();
        }
    }
    return dir;
}

void TestLaunchKit::initTestCase()
{
    QVERIFY(m_catalog.open(m_dir.filePath(QStringLiteral("catalog.sqlite"))));
    m_outcome = planFor(16);
    QVERIFY(m_outcome && m_outcome->plan.feasible);
    const Result<LaunchKit> kit = launchKit(*m_outcome, TierKind::Mainstream);
    QVERIFY(kit.ok());
    m_kit = *kit;
    QCOMPARE(m_kit.jobs.size(), std::size_t(2));
    QVERIFY(m_kit.jobs[0].training && m_kit.jobs[1].serving);
}

// --tensor-parallel-size, --max-model-len, the users and --gpu-memory-utilization are the
// layout, the job and the engine profile the plan's figures were computed with.
void TestLaunchKit::vllmOptionsAreThePlansFigures()
{
    const Tier &tier = *std::find_if(m_outcome->plan.tiers.begin(), m_outcome->plan.tiers.end(),
                                     [](const Tier &t) { return t.kind == TierKind::Mainstream; });
    const JobOutcome &job = tier.build.jobs[1];
    const InferenceJob &inf = m_outcome->workload.jobs[1].inference;
    const GpuSpec &gpu = m_outcome->snapshot().gpus[std::size_t(tier.build.gpu)];
    const ServingProfile profile = servingProfile(inf, gpu, m_outcome->options.estimate);
    const ServingKit &k = *m_kit.jobs[1].serving;
    const auto serve = optionMap(k.serve);
    const auto bench = optionMap(k.bench);
    QCOMPARE(serve.at("--tensor-parallel-size"), std::to_string(job.layout.tensorParallel));
    QCOMPARE(serve.at("--max-model-len"), std::to_string(inf.contextLength));
    QCOMPARE(QString::fromStdString(serve.at("--gpu-memory-utilization")).toDouble(), profile.memoryFraction);
    QCOMPARE(serve.at("--max-num-batched-tokens"), std::to_string(profile.batchedTokens));
    QCOMPARE(std::int64_t(k.replicas.size()), std::int64_t(job.replicas()));
    QCOMPARE(k.usersPerReplica, (inf.concurrency + job.replicas() - 1) / job.replicas());
    QCOMPARE(bench.at("--max-concurrency"), std::to_string(k.usersPerReplica));
    QCOMPARE(bench.at("--random-input-len"), std::to_string(inf.promptTokens));
    QCOMPARE(bench.at("--random-output-len"), std::to_string(inf.outputTokens));
    QCOMPARE(k.model, std::string("meta-llama/Llama-3.1-70B"));
    QVERIFY(job.layout.tensorParallel > 1);
    // Each replica its own GPUs, in the job's range.
    std::vector<int> used;
    for (const KitReplica &r : k.replicas) {
        QCOMPARE(int(r.gpus.size()), job.layout.tensorParallel);
        used.insert(used.end(), r.gpus.begin(), r.gpus.end());
    }
    std::sort(used.begin(), used.end());
    QVERIFY(std::adjacent_find(used.begin(), used.end()) == used.end());
    QVERIFY(used.front() >= job.firstGpu && used.back() < job.firstGpu + job.gpuCount);
    // The stack the tier card shows: driver, toolkit, the engine among the frameworks.
    const SoftwareStack stack = tierSoftware(m_outcome->plan, m_outcome->workload.jobs, m_outcome->snapshot(), tier);
    QVERIFY(stack.architecture);
    QCOMPARE(m_kit.software.driverLinux, stack.architecture->stackDriverLinux);
    QVERIFY(std::any_of(m_kit.software.frameworks.begin(), m_kit.software.frameworks.end(),
                        [](const KitSoftware::Framework &f) { return f.name == "vLLM"; }));
    QCOMPARE(QByteArray(visibleDevicesVariable(stack.architecture->platform)),
             stack.architecture->platform == "rocm" ? QByteArray("HIP_VISIBLE_DEVICES") : QByteArray("CUDA_VISIBLE_DEVICES"));
}

// More users on the same build change the users' options (and the request counts the replay
// derives from them), nothing else of the launch.
void TestLaunchKit::usersChangeOnlyTheUserOptions()
{
    const auto more = planFor(20);
    QVERIFY(more && more->plan.feasible);
    const Result<LaunchKit> kit = launchKit(*more, TierKind::Mainstream);
    QVERIFY(kit.ok());
    QCOMPARE(kit->gpuName, m_kit.gpuName);
    QCOMPARE(kit->gpuCount, m_kit.gpuCount);
    const ServingKit &a = *m_kit.jobs[1].serving;
    const ServingKit &b = *kit->jobs[1].serving;
    QCOMPARE(a.replicas.size(), b.replicas.size());
    const std::set<std::string> userOptions{"--max-num-seqs", "--max-concurrency", "--num-warmups", "--num-prompts"};
    for (const auto &[before, after] : {std::pair{&a.serve, &b.serve}, std::pair{&a.bench, &b.bench}}) {
        const auto x = optionMap(*before);
        const auto y = optionMap(*after);
        QCOMPARE(x.size(), y.size());
        for (const auto &[flag, value] : x) {
            if (userOptions.count(flag)) {
                QVERIFY2(y.at(flag) != value, flag.c_str());
            } else {
                QVERIFY2(y.at(flag) == value, flag.c_str());
            }
        }
    }
}

void TestLaunchKit::thresholdsArePlanFiguresLessTheValidatedError()
{
    const ValidatedAccuracy accuracy = validatedAccuracy();
    const Tier &tier = *std::find_if(m_outcome->plan.tiers.begin(), m_outcome->plan.tiers.end(),
                                     [](const Tier &t) { return t.kind == TierKind::Mainstream; });
    const InferenceEstimate &e = tier.build.jobs[1].inference;
    const ServingKit &k = *m_kit.jobs[1].serving;
    QCOMPARE(k.thresholds.size(), std::size_t(4));
    for (const KitThreshold &t : k.thresholds) {
        switch (t.metric) {
        case KitMetric::OutputTokensPerS:
            QCOMPARE(t.planned, e.aggregateTokensPerS / double(k.replicas.size()));
            QCOMPARE(t.tolerancePct, accuracy.throughputPct);
            break;
        case KitMetric::TokensPerSPerUser:
            QCOMPARE(t.planned, e.decodeTokensPerSPerUser);
            QCOMPARE(t.tolerancePct, accuracy.itlPct);
            break;
        case KitMetric::TtftP50S:
            QCOMPARE(t.planned, e.ttftS);
            QCOMPARE(t.tolerancePct, accuracy.ttftPct);
            break;
        case KitMetric::TtftP90S:
            QCOMPARE(t.planned, e.ttftP90S);
            QCOMPARE(t.tolerancePct, accuracy.ttftPct);
            break;
        default:
            QFAIL("a training threshold on a serving job");
        }
        const double expected = t.atLeast ? t.planned * (1 - t.tolerancePct / 100) : t.planned * (1 + t.tolerancePct / 100);
        QCOMPARE(t.limit, expected);
        QCOMPARE(t.atLeast, t.metric == KitMetric::OutputTokensPerS || t.metric == KitMetric::TokensPerSPerUser);
    }
    const TrainingKit &training = *m_kit.jobs[0].training;
    QCOMPARE(training.thresholds[0].planned, tier.build.jobs[0].training.tokensPerS);
    QCOMPARE(training.thresholds[1].planned, double(tier.build.jobs[0].training.gpu.totalBytes));
    QCOMPARE(training.thresholds[1].tolerancePct, accuracy.memoryPct);
}

void TestLaunchKit::deepSpeedConfigReadsInPythonWithThePlansStage()
{
    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    QVERIFY2(!python.isEmpty(), "python3 is one of the test command's packages");
    const QString dir = writeKit(*m_outcome, m_kit);
    QVERIFY(!dir.isEmpty());
    const auto [code, out] = runIn(dir, python, {QStringLiteral("-c"), QStringLiteral(
        "import json; d = json.load(open('ds_config-1.json')); "
        "print(d['zero_optimization']['stage'], d['train_micro_batch_size_per_gpu'], d['gradient_accumulation_steps'], "
        "d['bf16']['enabled'])")});
    QCOMPARE(code, 0);
    const Tier &tier = *std::find_if(m_outcome->plan.tiers.begin(), m_outcome->plan.tiers.end(),
                                     [](const Tier &t) { return t.kind == TierKind::Mainstream; });
    QCOMPARE(out.trimmed(), QByteArray::number(tier.build.jobs[0].layout.zeroStage) + " 2 8 True");
    const QJsonObject lora = QJsonDocument::fromJson([&] {
                                 QFile f(QDir(dir).filePath(QStringLiteral("lora-1.json")));
                                 return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
                             }()).object();
    QCOMPARE(lora.value(QStringLiteral("r")).toInt(), 16);
}

void TestLaunchKit::scriptsPassShellcheck()
{
    const QString shellcheck = QStandardPaths::findExecutable(QStringLiteral("shellcheck"));
    QVERIFY2(!shellcheck.isEmpty(), "shellcheck is one of the test command's packages");
    const QString dir = writeKit(*m_outcome, m_kit);
    const auto [code, out] = runIn(dir, shellcheck, {QStringLiteral("-s"), QStringLiteral("sh"), QStringLiteral("accept.sh"),
                                                      QStringLiteral("serve-2.sh")});
    QVERIFY2(code == 0, out.constData());
}

// A result in the shape vllm bench serve --save-result writes (keys from
// vllm/benchmarks/serve.py @009e6d4: output_throughput, median_ttft_ms, p90_ttft_ms with
// --metric-percentiles 50,90, mean_tpot_ms): every threshold met passes and exits 0; one
// figure off fails that line only and exits 1.
void TestLaunchKit::acceptJudgesABenchmarkResult()
{
    const QString dir = writeKit(*m_outcome, m_kit);
    QVERIFY(QDir(dir).mkpath(QStringLiteral("results")));
    const ServingKit &k = *m_kit.jobs[1].serving;
    std::map<KitMetric, double> limits;
    for (const KitThreshold &t : k.thresholds) {
        limits[t.metric] = t.limit;
    }
    QFile fixture(QStringLiteral(RIGPLAN_SOURCE_DIR "/tests/data/kit/vllm-bench-serve-result.json"));
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    QJsonObject result = QJsonDocument::fromJson(fixture.readAll()).object();
    QVERIFY(result.contains(QStringLiteral("ttfts")));
    // The measured figures at 5 % better than each limit.
    result.insert(QStringLiteral("output_throughput"), limits[KitMetric::OutputTokensPerS] * 1.05);
    result.insert(QStringLiteral("mean_tpot_ms"), 1000.0 / (limits[KitMetric::TokensPerSPerUser] * 1.05));
    result.insert(QStringLiteral("median_ttft_ms"), limits[KitMetric::TtftP50S] * 1000 * 0.95);
    result.insert(QStringLiteral("p90_ttft_ms"), limits[KitMetric::TtftP90S] * 1000 * 0.95);
    const auto write = [&](const QString &name, const QJsonObject &o) {
        QFile f(QDir(dir).filePath(QStringLiteral("results/") + name));
        return f.open(QIODevice::WriteOnly) && f.write(QJsonDocument(o).toJson()) > 0;
    };
    const TrainingKit &t = *m_kit.jobs[0].training;
    QJsonObject run;
    run.insert(QStringLiteral("tokens_per_s"), t.thresholds[0].limit * 1.1);
    run.insert(QStringLiteral("max_memory_allocated_bytes"), t.thresholds[1].limit * 0.9);
    QVERIFY(write(QStringLiteral("job-1.json"), run));
    for (std::size_t r = 0; r < k.replicas.size(); ++r) {
        QVERIFY(write(QStringLiteral("job-2-replica-%1.json").arg(r + 1), result));
    }
    auto [code, out] = runIn(dir, QStringLiteral("sh"), {QStringLiteral("accept.sh"), QStringLiteral("--check")});
    QVERIFY2(code == 0, out.constData());
    QCOMPARE(out.count("PASS"), qsizetype(2 + 4 * k.replicas.size()));
    QVERIFY(!out.contains("FAIL"));

    // The TTFT median 10 % over its limit on the first replica: that line fails, the script exits 1.
    result.insert(QStringLiteral("median_ttft_ms"), limits[KitMetric::TtftP50S] * 1000 * 1.1);
    QVERIFY(write(QStringLiteral("job-2-replica-1.json"), result));
    std::tie(code, out) = runIn(dir, QStringLiteral("sh"), {QStringLiteral("accept.sh"), QStringLiteral("--check")});
    QCOMPARE(code, 1);
    QCOMPARE(out.count("FAIL"), qsizetype(1));
    QVERIFY2(out.contains("FAIL  job 2 replica 1: time to first token, median (s)"), out.constData());
    // A result without the figure (an SGLang bench_serving line has no mean_tpot_ms) fails, named.
    result.remove(QStringLiteral("mean_tpot_ms"));
    QVERIFY(write(QStringLiteral("job-2-replica-1.json"), result));
    std::tie(code, out) = runIn(dir, QStringLiteral("sh"), {QStringLiteral("accept.sh"), QStringLiteral("--check")});
    QCOMPARE(code, 1);
    QVERIFY2(out.contains("no number at mean_tpot_ms"), out.constData());
}

// rigplan_probe.py under a stand-in torch (this machine has no GPU): the tokens per step and
// the timed steps make the tokens/s accept.sh judges; 10 % over the floor passes, 10 % under
// fails; the peak is the allocator's figure. The kit's tokens per step is the plan's batch.
void TestLaunchKit::probeMeasuresATrainingRun()
{
    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    QVERIFY2(!python.isEmpty(), "python3 is one of the test command's packages");
    const TrainingKit &t = *m_kit.jobs[0].training;
    const Tier &tier = *std::find_if(m_outcome->plan.tiers.begin(), m_outcome->plan.tiers.end(),
                                     [](const Tier &x) { return x.kind == TierKind::Mainstream; });
    const Layout &layout = tier.build.jobs[0].layout;
    const int dataParallel = layout.gpus / (layout.tensorParallel * layout.pipelineParallel);
    QCOMPARE(t.tokensPerStep, std::int64_t(2 * 8 * dataParallel * 2048));

    LaunchKit trainingOnly = m_kit;
    trainingOnly.jobs.resize(1);
    const QString dir = writeKit(*m_outcome, trainingOnly);
    QVERIFY(QFile::exists(QDir(dir).filePath(QStringLiteral("rigplan_probe.py"))));
    QVERIFY(QDir(dir).mkpath(QStringLiteral("stub/torch")));
    QFile stub(QDir(dir).filePath(QStringLiteral("stub/torch/__init__.py")));
    QVERIFY(stub.open(QIODevice::WriteOnly));
    stub.write("class cuda:\n    peak = 0\n    synchronize = staticmethod(lambda: None)\n"
               "    max_memory_allocated = staticmethod(lambda: cuda.peak)\n"
               "class distributed:\n    is_available = staticmethod(lambda: False)\n");
    stub.close();
    const auto run = [&](double tokensPerS, double peakBytes) {
        // 60 steps: timing starts after the 10th and ends after the 60th, 50 steps later.
        const double seconds = double(t.tokensPerStep) * 50 / tokensPerS;
        const QString script = QStringLiteral(
            "import sys; sys.path[:0] = ['stub', '.']\n"
            "import torch, rigplan_probe\n"
            "torch.cuda.peak = %1\n"
            "ticks = iter([100.0, 100.0 + %2])\n"
            "probe = rigplan_probe.Probe(job=1, tokens_per_step=%3, clock=lambda: next(ticks))\n"
            "for _ in range(60): probe.step()\n").arg(qint64(peakBytes)).arg(seconds, 0, 'g', 17).arg(t.tokensPerStep);
        const auto [code, out] = runIn(dir, python, {QStringLiteral("-c"), script});
        return code == 0 ? runIn(dir, QStringLiteral("sh"), {QStringLiteral("accept.sh"), QStringLiteral("--check")})
                         : std::pair<int, QByteArray>{-2, out};
    };
    auto [code, out] = run(t.thresholds[0].limit * 1.1, t.thresholds[1].limit * 0.9);
    QVERIFY2(code == 0, out.constData());
    QCOMPARE(out.count("PASS"), qsizetype(2));
    std::tie(code, out) = run(t.thresholds[0].limit * 0.9, t.thresholds[1].limit * 0.9);
    QCOMPARE(code, 1);
    QVERIFY2(out.contains("FAIL  job 1: training tokens/s"), out.constData());
    std::tie(code, out) = run(t.thresholds[0].limit * 1.1, t.thresholds[1].limit * 1.1);
    QCOMPARE(code, 1);
    QVERIFY2(out.contains("FAIL  job 1: peak GPU memory"), out.constData());
}

void TestLaunchKit::infeasiblePlanHasNoKit()
{
    QByteArray json = workloadJson(24);
    json.replace("\"llama-3.1-70b\", \"weights\"", "\"llama-3.1-405b\", \"weights\"");
    json.replace("\"context_length\": 8192", "\"context_length\": 131072");
    json.replace("\"concurrency\": 24", "\"concurrency\": 4000");
    const Result<Workload> w = loadWorkload(json, QStringLiteral("kit.json"), resolverFor(m_catalog.models()));
    QVERIFY(w.ok());
    const auto outcome = computePlanOutcome(m_catalog, *w);
    QVERIFY(outcome.ok() && !(*outcome)->plan.feasible);
    const Result<LaunchKit> kit = launchKit(**outcome, TierKind::Entry);
    QVERIFY(!kit.ok());
    QCOMPARE(kit.diagnostic().kind, Diagnostic::Kind::BadInput);
}

// Issue 41: a frozen quote holds the kit of its tier as the freeze planned it, and it reads back
// equal, so its files are written byte for byte the same without a plan.
void TestLaunchKit::freezingKeepsThePlansKit()
{
    const Result<std::vector<ExchangeRate>> rates = readExchangeRates(m_catalog);
    QVERIFY(rates.ok());
    Quote quote;
    quote.workload = m_outcome->workload;
    FreezeInput input;
    input.tier = TierKind::Mainstream;
    input.rates = *rates;
    input.today = "2026-12-05";
    input.frozenAt = "2026-12-05T10:00:00Z";
    const Result<void> frozen = freezeQuote(quote, *m_outcome, input);
    QVERIFY2(frozen.ok(), frozen.ok() ? "" : qPrintable(frozen.diagnostic().text()));
    QVERIFY(quote.frozen && quote.frozen->kit);
    QVERIFY(*quote.frozen->kit == m_kit);

    const Result<LoadedQuote> loaded = loadQuote(saveQuote(quote), QStringLiteral("q.rigplan.json"), resolverFor(m_catalog.models()));
    QVERIFY2(loaded.ok(), loaded.ok() ? "" : qPrintable(diagnosticTexts(loaded.diagnostics()).join(QLatin1Char('\n'))));
    QVERIFY(loaded->quote == quote);
    const auto files = [](const LaunchKit &kit, const Workload &workload) {
        QList<QPair<QString, QByteArray>> out;
        for (const KitFile &f : launchKitFiles(kit, workload, QStringLiteral("test"), QStringLiteral("2026-12-05"))) {
            out.append({f.name, f.content});
        }
        return out;
    };
    QCOMPARE(files(*loaded->quote.frozen->kit, loaded->quote.workload), files(m_kit, m_outcome->workload));
}

// A frozen kit comes from a file: a model name that would run a command inside the scripts'
// "${MODEL_N:?…}" stays text there.
void TestLaunchKit::frozenModelNameStaysText()
{
    LaunchKit kit = m_kit;
    ServingKit &serving = *kit.jobs[1].serving;
    serving.model = "x$(touch pwned)`id`\\\"}";
    serving.quantizedCheckpoint = Precision::Int4;
    for (const KitFile &f : launchKitFiles(kit, m_outcome->workload, QStringLiteral("test"), QStringLiteral("2026-12-05"))) {
        if (f.name.endsWith(QLatin1String(".sh"))) {
            QVERIFY2(!f.content.contains("$(touch") && !f.content.contains("`id`"), qPrintable(f.name));
            QVERIFY2(f.content.contains("x_(touch pwned)_id____"), f.content.constData());
        }
    }
}

QTEST_GUILESS_MAIN(TestLaunchKit)
#include "tst_launchkit.moc"
