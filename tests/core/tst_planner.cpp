// SPDX-License-Identifier: GPL-3.0-or-later
// The planner on the shipped catalog: scenario tests that assert what must hold for any
// correct plan (every tier passes every hard check, checked again here from the numbers;
// entry ≤ mainstream ≤ high in price; the outlet and budget respected; an infeasible case
// explained), not snapshots of today's answer.
#include "catalog/Catalog.h"
#include "model/ModelCsv.h"
#include "plan/Plan.h"
#include "plan/PlanFormat.h"
#include "plan/PlanText.h"
#include "util/Money.h"
#include "workload/WorkloadJson.h"

#include "SampleWorkload.h"
#include "VariantCatalog.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <limits>
#include <set>

using namespace rigplan;

namespace {

QByteArray workloadJson(const QByteArray &jobs, const QByteArray &site, const QByteArray &budget,
                        const QByteArray &requirements = {})
{
    QByteArray json = "{\"format\": \"rigplan.workload/1\", \"title\": \"test\", \"jobs\": [" + jobs + "], \"site\": " + site;
    if (!requirements.isEmpty()) {
        json += ", \"requirements\": " + requirements;
    }
    if (!budget.isEmpty()) {
        json += ", \"budget\": " + budget;
    }
    return json + "}";
}

} // namespace

class TestPlanner : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void scenarios_data();
    void scenarios();
    void outletDecidesTheBuild();
    void budgetTooSmallIsExplained();
    void tiersSayWhenTheyCoincide();
    void bestLayoutRaisesZeroToFit();
    void servingLayoutsOnEveryGpu_data();
    void servingLayoutsOnEveryGpu();
    void oneUserGetsTensorParallelNotReplicas();
    void servingTiersKeepReplicasWithinUsers_data();
    void servingTiersKeepReplicasWithinUsers();
    void concurrentJobsGetDisjointGpus_data();
    void concurrentJobsGetDisjointGpus();
    void concurrentMisfitNamesTheJob();
    void tierRoles_data();
    void tierRoles();
    void mergedTiersNameTheirConstraint();
    void highTierIsNoIdleGpus_data();
    void highTierIsNoIdleGpus();
    void rejectedAlternativesAreTheClosestConfigurations();
    void variationsThatCannotHelpAreNotReplanned();
    void pricesBeyond64BitsNeverWin();
    void preparedSnapshotPlansTheSame_data();
    void preparedSnapshotPlansTheSame();
    void relistedPartsPlanAsTheShippedCatalog_data();
    void relistedPartsPlanAsTheShippedCatalog();
    void hostRamCoversGpuMemory_data();
    void hostRamCoversGpuMemory();

private:
    Workload load(const QByteArray &json);
    Workload loadFile(const QString &relativePath);
    QTemporaryDir m_dir;
    Catalog m_catalog;
    std::optional<CatalogSnapshot> m_usd;
};

void TestPlanner::initTestCase()
{
    QVERIFY(m_catalog.open(m_dir.filePath(QStringLiteral("catalog.sqlite"))));
    m_usd = m_catalog.snapshot(QStringLiteral("USD"));
    QVERIFY(m_usd);
}

Workload TestPlanner::load(const QByteArray &json)
{
    const Result<Workload> r = loadWorkload(json, QStringLiteral("scenario.json"), resolverFor(m_catalog.models()));
    if (!r.ok()) {
        qWarning() << diagnosticTexts(r.diagnostics());
    }
    return *r;
}

Workload TestPlanner::loadFile(const QString &relativePath)
{
    QFile file(QStringLiteral(RIGPLAN_SOURCE_DIR "/") + relativePath);
    if (!file.open(QIODevice::ReadOnly)) {
        qWarning() << "cannot read" << file.fileName();
        return {};
    }
    const Result<Workload> r = loadWorkload(file.readAll(), relativePath, resolverFor(m_catalog.models()));
    if (!r.ok()) {
        qWarning() << diagnosticTexts(r.diagnostics());
        return {};
    }
    return *r;
}

void TestPlanner::scenarios_data()
{
    QTest::addColumn<QByteArray>("jobs");
    QTest::addColumn<QByteArray>("site");
    QTest::addColumn<QByteArray>("budget");
    QTest::addColumn<bool>("feasible");
    QTest::addColumn<qint64>("minGpuMemoryPerBuildBytes"); // total GPU memory any passing build must have
    QTest::addColumn<QByteArray>("requirements");

    QTest::newRow("7B LoRA at 2k context")
        << QByteArray(R"({"kind": "training", "model": "llama-2-7b", "method": "lora", "sequence_length": 2048,
                          "micro_batch": 4, "activation_checkpointing": "full", "train_tokens": 100000000})")
        << QByteArray(R"({"outlet": "us-120v-15a", "environment": "office"})") << QByteArray() << true
        << qint64(13'476'831'232) // at least the 16-bit base weights: 2 B × 6,738,415,616
        // An office desktop whose client accepts non-ECC memory: the shipped catalog has no
        // ECC desktop (docs/planner.md, "Memory integrity").
        << QByteArray(R"({"ecc": "any"})");
    QTest::newRow("13B full fine-tune in bf16")
        << QByteArray(R"({"kind": "training", "model": "llama-2-13b", "method": "full", "precision": "bf16",
                          "optimizer": "adamw", "zero_stage": 3, "sequence_length": 4096, "micro_batch": 1,
                          "gradient_accumulation": 16, "activation_checkpointing": "full", "train_tokens": 1000000000})")
        << QByteArray(R"({"outlet": "eu-230v-16a", "environment": "lab"})") << QByteArray() << true
        << qint64(208'253'829'120) << QByteArray(); // ZeRO paper: 16 B/param of model states × 13,015,864,320 params
    // 405B in bf16 needs 2 B × 405.85B = 812 GB of weights: more GPU memory than any office
    // machine on a 15 A circuit can carry, so nothing passes and the plan says why.
    QTest::newRow("infeasible: 405B bf16 in an office on 15 A")
        << QByteArray(R"({"kind": "inference", "model": "llama-3.1-405b", "weights": "bf16", "kv_cache": "fp16",
                          "context_length": 8192, "concurrency": 8, "prompt_tokens": 2048, "output_tokens": 512})")
        << QByteArray(R"({"outlet": "us-120v-15a", "environment": "office"})") << QByteArray() << false
        << qint64(811'706'777'600) << QByteArray(); // 2 B × 405,853,388,800 (Llama 3.1 405B safetensors total)
    QTest::newRow("70B served in fp16 to 32 users at 8k")
        << QByteArray(R"({"kind": "inference", "model": "llama-3.1-70b", "weights": "bf16", "kv_cache": "fp16",
                          "context_length": 8192, "concurrency": 32, "prompt_tokens": 2048, "output_tokens": 512})")
        << QByteArray(R"({"outlet_w": 12000, "environment": "server-room"})") << QByteArray() << true
        << qint64(141'107'412'992 + 85'899'345'920) << QByteArray(); // weights 2 × 70.55B + KV 2·80·8·128·2 B × 8192 × 32
    QTest::newRow("70B served in fp8 to 32 users at 8k")
        << QByteArray(R"({"kind": "inference", "model": "llama-3.1-70b", "weights": "fp8", "kv_cache": "fp16",
                          "context_length": 8192, "concurrency": 32, "prompt_tokens": 2048, "output_tokens": 512})")
        << QByteArray(R"({"outlet_w": 12000, "environment": "server-room"})") << QByteArray() << true
        << qint64(70'553'706'496 + 85'899'345'920) << QByteArray();
    QTest::newRow("405B served in fp8")
        << QByteArray(R"({"kind": "inference", "model": "llama-3.1-405b", "weights": "fp8", "kv_cache": "fp8",
                          "context_length": 8192, "concurrency": 8, "prompt_tokens": 2048, "output_tokens": 512})")
        << QByteArray(R"({"outlet_w": 15000, "environment": "server-room"})") << QByteArray() << true
        << qint64(405'853'388'800) << QByteArray(); // 1 B/param × 405,853,388,800 (Llama 3.1 405B safetensors total)
    QTest::newRow("mixed lab: LoRA 8B + serve 70B int4")
        << QByteArray(R"({"kind": "training", "model": "llama-3.1-8b", "method": "lora", "sequence_length": 4096,
                          "micro_batch": 2, "activation_checkpointing": "full", "train_tokens": 200000000},
                         {"kind": "inference", "model": "llama-3.1-70b", "weights": "int4", "context_length": 8192,
                          "concurrency": 8, "prompt_tokens": 2048, "output_tokens": 512})")
        << QByteArray(R"({"outlet": "us-120v-20a", "environment": "lab"})") << QByteArray(R"({"max": 60000, "currency": "USD"})")
        << true << qint64(35'276'853'248) << QByteArray(); // int4 weights ≥ 0.5 B × 70.55B
}

void TestPlanner::scenarios()
{
    QFETCH(QByteArray, jobs);
    QFETCH(QByteArray, site);
    QFETCH(QByteArray, budget);
    QFETCH(bool, feasible);
    QFETCH(qint64, minGpuMemoryPerBuildBytes);
    QFETCH(QByteArray, requirements);
    const Workload w = load(workloadJson(jobs, site, budget, requirements));
    QVERIFY(!w.jobs.empty());
    const PlanOptions options;
    const PlanResult r = plan(w, *m_usd, options);
    QCOMPARE(r.feasible, feasible);
    QVERIFY(r.candidates > 0);
    const PlanTextContext ctx{w, *m_usd, options};
    if (!feasible) {
        // No tier, and the data says why: the closest build with its failed checks, the tally
        // (each count within the builds evaluated), and the words for both.
        QVERIFY(r.tiers.empty());
        QVERIFY(r.closest.build);
        QVERIFY(!r.closest.build->violations.empty());
        QVERIFY(!r.rejectionsPerCheck.empty());
        for (const auto &[check, builds] : r.rejectionsPerCheck) {
            QVERIFY(builds >= 1 && builds <= r.candidates);
        }
        QVERIFY(!r.rejected.empty());
        const std::string first = plantext::firstFailure(ctx, r);
        QVERIFY(first.rfind("no build passes every check. Closest: ", 0) == 0);
        // The closest build named by its parts, not by its catalog key.
        const Build &closest = *r.closest.build;
        const std::string named = std::to_string(closest.gpuCount) + " × " + gpuOf(*m_usd, closest).name + " in "
                                  + platformOf(*m_usd, closest).name;
        QVERIFY2(first.find(named) != std::string::npos, first.c_str());
        QVERIFY2(first.find(closest.key) == std::string::npos, first.c_str());
        return;
    }
    QVERIFY(r.tiers.size() >= 2);
    QCOMPARE(r.tiers.front().kind, TierKind::Entry);
    QCOMPARE(r.tiers.back().kind, TierKind::High);
    const std::int64_t outlet = siteContinuousWatts(w.site);
    std::int64_t previousPrice = 0;
    for (const Tier &t : r.tiers) {
        const Build &b = t.build;
        const GpuSpec &gpu = m_usd->gpus[std::size_t(b.gpu)];
        QVERIFY2(b.violations.empty(), tierId(t.kind));
        // Re-check the hard rules from the numbers, not from the planner's own verdict.
        for (const JobOutcome &o : b.jobs) {
            QVERIFY(o.fits);
            QVERIFY(o.memory().totalBytes <= o.memory().usableBytes);
            QVERIFY(o.memory().usableBytes <= gpu.memoryBytes);
        }
        QVERIFY(double(gpu.memoryBytes) * b.gpuCount >= double(minGpuMemoryPerBuildBytes));
        QVERIFY(b.memoryBytes >= b.requiredRamBytes);
        QVERIFY(b.storageBytes >= b.requiredStorageBytes);
        QVERIFY(b.power.dcLoadW() <= options.psuSteadyLoadFraction * b.psuCapacityW + 1e-6);
        if (outlet > 0) {
            QVERIFY2(b.wallW <= double(outlet), tierId(t.kind));
        }
        if (r.budgetMinor > 0) {
            QVERIFY(b.priceMinor <= r.budgetMinor);
        }
        // The bill of materials adds up to the price.
        std::int64_t sum = 0;
        for (const BomLine &l : t.bom) {
            QCOMPARE(l.lineTotalMinor, l.unitPrice.amountMinor * l.quantity);
            QVERIFY(!plantext::bomReason(ctx, t, l).empty());
            QVERIFY(!l.unitPrice.date.empty());
            sum += l.lineTotalMinor;
        }
        QCOMPARE(sum, b.priceMinor);
        // entry ≤ mainstream ≤ high in price.
        QVERIFY2(b.priceMinor >= previousPrice, tierId(t.kind));
        previousPrice = b.priceMinor;
        QVERIFY(std::abs(b.btuPerH - b.wallW * 3.412) < 1e-6);
        // Rejected alternatives each carry the reason.
        for (const Build &rej : t.rejected) {
            QVERIFY(rej.rejection != Rejection::None);
            QVERIFY(!plantext::rejection(ctx, rej).empty());
        }
    }
    for (const Tier &t : r.tiers) {
        if (t.kind == TierKind::Mainstream) {
            QVERIFY(t.build.targetsMet);
            QVERIFY(t.build.headroom >= options.mainstreamHeadroom);
        }
    }
    // High is at least as fast as entry.
    QVERIFY(r.tiers.back().build.score >= r.tiers.front().build.score - 1e-9);
}

void TestPlanner::outletDecidesTheBuild()
{
    // The same 70B int4 chat service on a US 15 A circuit (1440 W continuous) and on a 230 V
    // 16 A circuit (2944 W): every tier respects its outlet, and the bigger circuit allows a
    // build at least as fast.
    const QByteArray jobs = R"({"kind": "inference", "model": "llama-3.1-70b", "weights": "int4", "context_length": 8192,
                                 "concurrency": 16, "prompt_tokens": 2048, "output_tokens": 512})";
    const PlanResult us = plan(load(workloadJson(jobs, R"({"outlet": "us-120v-15a", "environment": "lab"})", {})), *m_usd);
    const PlanResult eu = plan(load(workloadJson(jobs, R"({"outlet": "eu-230v-16a", "environment": "lab"})", {})), *m_usd);
    QVERIFY(us.feasible);
    QVERIFY(eu.feasible);
    for (const Tier &t : us.tiers) {
        QVERIFY(t.build.wallW <= 1440.0);
        QCOMPARE(t.build.outletLimitW, 1440);
    }
    for (const Tier &t : eu.tiers) {
        QVERIFY(t.build.wallW <= 2944.0);
    }
    const double usFastest = us.tiers.back().build.jobs.front().speed();
    const double euFastest = eu.tiers.back().build.jobs.front().speed();
    QVERIFY(euFastest >= usFastest);
    // Some build the 230 V circuit allows is refused on the 15 A one for its wall power.
    bool outletRejected = false;
    for (const Tier &t : us.tiers) {
        for (const Build &b : t.rejected) {
            for (const Violation &v : b.violations) {
                outletRejected = outletRejected || v.check == Check::Outlet;
            }
        }
    }
    // Or the 230 V circuit's plan has a tier the 15 A circuit could not carry.
    outletRejected = outletRejected || std::any_of(eu.tiers.begin(), eu.tiers.end(), [](const Tier &t) {
        return t.build.wallW > 1440.0;
    });
    QVERIFY(outletRejected);
}

void TestPlanner::budgetTooSmallIsExplained()
{
    const Workload w = load(workloadJson(
        R"({"kind": "inference", "model": "llama-3.1-70b", "weights": "fp8", "context_length": 8192, "concurrency": 32})",
        R"({"outlet": "eu-230v-16a", "environment": "lab"})", R"({"max": 2000, "currency": "USD"})"));
    const PlanOptions options;
    const PlanResult r = plan(w, *m_usd, options);
    const PlanTextContext ctx{w, *m_usd, options};
    const std::string firstFailure = plantext::firstFailure(ctx, r);
    const std::string closestFailure = plantext::closestFailure(ctx, r.closest);
    QVERIFY(!r.feasible);
    QVERIFY(r.tiers.empty());
    QVERIFY2(firstFailure.find("budget") != std::string::npos, firstFailure.c_str());
    // The tally is data (the views show it as a table in any language), in Check order, each
    // count within the builds evaluated; the text for the CLI says the same by check id.
    QVERIFY(!r.rejectionsPerCheck.empty());
    std::string tally;
    bool budgetCounted = false;
    for (std::size_t i = 0; i < r.rejectionsPerCheck.size(); ++i) {
        const auto &[check, builds] = r.rejectionsPerCheck[i];
        QVERIFY(builds >= 1 && builds <= r.candidates);
        QVERIFY(i == 0 || r.rejectionsPerCheck[i - 1].first < check);
        budgetCounted = budgetCounted || check == Check::Budget;
        tally += (tally.empty() ? "" : ", ") + std::string(checkId(check)) + " " + std::to_string(builds);
    }
    QVERIFY(budgetCounted);
    // What the views list: the same counts, most first.
    const auto mostFirst = r.rejectionsMostFirst();
    QCOMPARE(mostFirst.size(), r.rejectionsPerCheck.size());
    for (std::size_t i = 1; i < mostFirst.size(); ++i) {
        QVERIFY(mostFirst[i - 1].second >= mostFirst[i].second);
    }
    for (const auto &entry : r.rejectionsPerCheck) {
        QVERIFY(std::find(mostFirst.begin(), mostFirst.end(), entry) != mostFirst.end());
    }
    QCOMPARE(firstFailure, closestFailure + " (builds rejected per check: " + tally + ")");
    QVERIFY2(closestFailure.find("rejected per check") == std::string::npos, closestFailure.c_str());
    bool liftBudget = false;
    for (const Suggestion &s : r.suggestions) {
        if (s.changes.size() == 1 && s.changes.front().kind == Change::LiftBudget) {
            liftBudget = true;
            QCOMPARE(plantext::suggestionChange(ctx, s), std::string("lift the budget"));
            QVERIFY(s.feasible);
            QVERIFY(s.entry);
            QVERIFY(!plantext::suggestionSummary(ctx, s).empty());
        }
    }
    QVERIFY(liftBudget);
    QVERIFY(!r.rejected.empty());
}

void TestPlanner::tiersSayWhenTheyCoincide()
{
    // A tiny model: the cheapest build also meets everything; the plan must say when two
    // tiers are the same build rather than invent a difference.
    const Workload w = load(workloadJson(
        R"({"kind": "inference", "model": "qwen2.5-0.5b", "weights": "bf16", "context_length": 2048, "concurrency": 1})",
        R"({"outlet": "us-120v-15a", "environment": "office"})", {}));
    const PlanResult r = plan(w, *m_usd);
    QVERIFY(r.feasible);
    std::set<std::string> keys;
    int distinct = 0;
    for (const Tier &t : r.tiers) {
        if (!t.sameAs) {
            ++distinct;
        } else {
            bool found = false;
            for (const Tier &other : r.tiers) {
                if (other.kind == *t.sameAs) {
                    QCOMPARE(other.build.key, t.build.key);
                    found = true;
                }
            }
            QVERIFY(found);
        }
        keys.insert(t.build.key);
    }
    QCOMPARE(int(keys.size()), distinct);
}

void TestPlanner::bestLayoutRaisesZeroToFit()
{
    // 13B full fine-tune on 8 × 80 GB: ZeRO 0 needs 16 B × 13.0B = 208 GB per GPU, so the
    // layout search must raise the stage (ZeRO paper, Figure 1 arithmetic).
    const Workload w = load(workloadJson(
        R"({"kind": "training", "model": "llama-2-13b", "method": "full", "zero_stage": 0, "sequence_length": 2048,
            "activation_checkpointing": "full"})",
        R"({"outlet": "eu-230v-16a", "environment": "lab"})", {}));
    const auto gpu = std::find_if(m_usd->gpus.begin(), m_usd->gpus.end(), [](const GpuSpec &g) { return g.id == "h100-sxm-80gb"; });
    QVERIFY(gpu != m_usd->gpus.end());
    const JobOutcome o = bestLayout(w.jobs.front(), *gpu, 8, EstimateOptions{});
    QVERIFY(o.fits);
    QVERIFY(o.layout.zeroStage >= 1);
    QVERIFY(o.layout.zeroStage > o.requestedZeroStage);
    QVERIFY(plantext::layout(o).find("raised") != std::string::npos);
    const JobOutcome one = bestLayout(w.jobs.front(), *gpu, 1, EstimateOptions{});
    QVERIFY(!one.fits); // no sharding on one GPU: 208 GB > 80 GB
}

namespace {

bool powerOfTwo(int n)
{
    return n >= 1 && (n & (n - 1)) == 0;
}

// The serving-layout rules, checked from the numbers: at most one replica per user, the
// tensor-parallel degree a power of two dividing the KV heads and the heads, replicas × tp GPUs
// used, within the job's own GPUs.
void checkServingLayout(const Job &job, const JobOutcome &o)
{
    const Layout &l = o.layout;
    const std::int64_t users = std::max<std::int64_t>(1, job.inference.concurrency);
    QVERIFY2(o.replicas() <= users, qPrintable(QStringLiteral("%1 replicas for %2 users").arg(o.replicas()).arg(users)));
    QVERIFY2(powerOfTwo(l.tensorParallel), qPrintable(QStringLiteral("tp %1").arg(l.tensorParallel)));
    const std::int64_t kv = job.model.kvHeads > 0 ? job.model.kvHeads : job.model.heads;
    if (kv > 0) {
        QCOMPARE(kv % l.tensorParallel, std::int64_t(0));
    }
    if (job.model.heads > 0) {
        QCOMPARE(job.model.heads % l.tensorParallel, std::int64_t(0));
    }
    QCOMPARE(o.replicas() * l.tensorParallel, l.gpus);
    QVERIFY(l.gpus >= 1 && l.gpus <= o.gpuCount);
    // The aggregate counts only the users that exist: at most users × the per-user speed.
    QVERIFY(o.inference.aggregateTokensPerS <= double(users) * o.inference.decodeTokensPerSPerUser * (1 + 1e-9));
}

} // namespace

void TestPlanner::servingLayoutsOnEveryGpu_data()
{
    QTest::addColumn<QByteArray>("job");
    QTest::addColumn<QList<int>>("users");
    // Llama 3.1 70B: 64 heads, 8 KV heads (config.json); tp ∈ {1, 2, 4, 8}.
    QTest::newRow("70B fp8, GQA 8 KV heads")
        << QByteArray(R"({"kind": "inference", "model": "llama-3.1-70b", "weights": "fp8", "context_length": 8192})")
        << QList<int>{1, 2, 3, 5, 8, 32};
    // Qwen2.5 0.5B: 14 heads, 2 KV heads: tp 1 or 2 only (7 divides the heads, not the KV heads).
    QTest::newRow("Qwen2.5 0.5B, 2 KV heads")
        << QByteArray(R"({"kind": "inference", "model": "qwen2.5-0.5b", "weights": "bf16", "context_length": 4096})")
        << QList<int>{1, 3, 7, 64};
    QTest::newRow("Llama 3.1 8B int4")
        << QByteArray(R"({"kind": "inference", "model": "llama-3.1-8b", "weights": "int4", "context_length": 16384})")
        << QList<int>{1, 4, 6, 100};
}

void TestPlanner::servingLayoutsOnEveryGpu()
{
    // Every GPU of the shipped catalog at 1…8 GPUs (odd counts too), several user counts.
    QFETCH(QByteArray, job);
    QFETCH(QList<int>, users);
    const Workload w = load(workloadJson(job, R"({"environment": "server-room"})", {}));
    QCOMPARE(w.jobs.size(), std::size_t(1));
    for (const int u : users) {
        Job j = w.jobs.front();
        j.inference.concurrency = u;
        for (const GpuSpec &gpu : m_usd->gpus) {
            for (int count = 1; count <= 8; ++count) {
                const JobOutcome o = bestLayout(j, gpu, count, EstimateOptions{});
                QCOMPARE(o.gpuCount, count);
                checkServingLayout(j, o);
                if (QTest::currentTestFailed()) {
                    qWarning() << gpu.id.c_str() << count << "GPUs," << u << "users";
                    return;
                }
            }
        }
    }
}

void TestPlanner::oneUserGetsTensorParallelNotReplicas()
{
    // The issue's case: one user on 8 × H100 SXM. Eight replicas would leave seven without a
    // user; tensor parallel 8 gives that user the speed of all eight GPUs.
    const Workload w = load(workloadJson(
        R"({"kind": "inference", "model": "llama-3.1-70b", "weights": "fp8", "context_length": 8192, "concurrency": 1,
            "prompt_tokens": 2048, "output_tokens": 512})",
        R"({"environment": "server-room"})", {}));
    const auto gpu = std::find_if(m_usd->gpus.begin(), m_usd->gpus.end(), [](const GpuSpec &g) { return g.id == "h100-sxm-80gb"; });
    QVERIFY(gpu != m_usd->gpus.end());
    const JobOutcome o = bestLayout(w.jobs.front(), *gpu, 8, EstimateOptions{});
    QVERIFY(o.fits);
    QCOMPARE(o.replicas(), 1);
    QCOMPARE(o.layout.tensorParallel, 8);
    QCOMPARE(o.layout.gpus, 8);
    // One user: the total is that user's speed (less the wait for each prompt's first token), and
    // the user's speed beats one GPU's (tp 1, one replica).
    QVERIFY(o.inference.aggregateTokensPerS <= o.inference.decodeTokensPerSPerUser);
    QVERIFY(o.inference.aggregateTokensPerS > 0.9 * o.inference.decodeTokensPerSPerUser);
    const JobOutcome single = bestLayout(w.jobs.front(), *gpu, 1, EstimateOptions{});
    QVERIFY(o.inference.decodeTokensPerSPerUser > 2 * single.inference.decodeTokensPerSPerUser);
    // Three GPUs for one user: tp 2 on two of them (3 does not divide 8 KV heads), one idle.
    const JobOutcome three = bestLayout(w.jobs.front(), *gpu, 3, EstimateOptions{});
    QCOMPARE(three.layout.tensorParallel, 2);
    QCOMPARE(three.layout.gpus, 2);
    QVERIFY(plantext::layout(three).find("2 of 3 GPU(s) used") != std::string::npos);
}

void TestPlanner::servingTiersKeepReplicasWithinUsers_data()
{
    QTest::addColumn<QString>("file"); // a workload file of the source tree, or empty for `jobs`
    QTest::addColumn<QByteArray>("jobs");
    QTest::addColumn<QByteArray>("site");
    QTest::addColumn<QByteArray>("budget");
    QTest::newRow("sample lab-mixed") << QStringLiteral("resources/samples/lab-mixed.workload.json") << QByteArray()
                                      << QByteArray() << QByteArray();
    QTest::newRow("inline models") << QStringLiteral("tests/data/workloads/inline-models.workload.json") << QByteArray()
                                   << QByteArray() << QByteArray();
    QTest::newRow("70B to one user, server room")
        << QString()
        << QByteArray(R"({"kind": "inference", "model": "llama-3.1-70b", "weights": "bf16", "context_length": 8192,
                          "concurrency": 1, "min_tokens_per_s_per_user": 40})")
        << QByteArray(R"({"outlet_w": 12000, "environment": "server-room"})") << QByteArray();
    QTest::newRow("70B fp8 to 3 users, lab")
        << QString()
        << QByteArray(R"({"kind": "inference", "model": "llama-3.1-70b", "weights": "fp8", "context_length": 8192,
                          "concurrency": 3})")
        << QByteArray(R"({"outlet": "eu-230v-16a", "environment": "lab"})") << QByteArray();
    QTest::newRow("8B to 2 users, office")
        << QString()
        << QByteArray(R"({"kind": "inference", "model": "llama-3.1-8b", "weights": "bf16", "context_length": 8192,
                          "concurrency": 2})")
        << QByteArray(R"({"outlet": "us-120v-15a", "environment": "office"})") << QByteArray();
}

void TestPlanner::servingTiersKeepReplicasWithinUsers()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, jobs);
    QFETCH(QByteArray, site);
    QFETCH(QByteArray, budget);
    const Workload w = file.isEmpty() ? load(workloadJson(jobs, site, budget)) : loadFile(file);
    QVERIFY(!w.jobs.empty());
    const PlanResult r = plan(w, *m_usd);
    QVERIFY(r.feasible);
    int serving = 0;
    for (const Tier &t : r.tiers) {
        QCOMPARE(t.build.jobs.size(), w.jobs.size());
        for (std::size_t j = 0; j < w.jobs.size(); ++j) {
            const JobOutcome &o = t.build.jobs[j];
            QCOMPARE(o.gpuCount, t.build.gpuCount); // one job at a time: every GPU
            if (w.jobs[j].kind == JobKind::Inference) {
                checkServingLayout(w.jobs[j], o);
                ++serving;
            }
        }
    }
    QVERIFY(serving >= 2);
}

void TestPlanner::concurrentJobsGetDisjointGpus_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("jobs");
    QTest::addColumn<QByteArray>("site");
    QTest::newRow("sample lab-mixed, run together") << QStringLiteral("resources/samples/lab-mixed.workload.json")
                                                    << QByteArray() << QByteArray();
    QTest::newRow("8B and 14B chat side by side")
        << QString()
        << QByteArray(R"({"kind": "inference", "model": "llama-3.1-8b", "context_length": 8192, "concurrency": 8},
                         {"kind": "inference", "model": "qwen2.5-14b", "context_length": 8192, "concurrency": 8})")
        << QByteArray(R"({"outlet": "eu-230v-16a", "environment": "lab"})");
    QTest::newRow("chat, LoRA and a small model, server room")
        << QString()
        << QByteArray(R"({"kind": "inference", "model": "llama-3.1-70b", "weights": "fp8", "context_length": 8192,
                          "concurrency": 16},
                         {"kind": "training", "model": "llama-3.1-8b", "method": "lora", "sequence_length": 4096,
                          "micro_batch": 2, "activation_checkpointing": "full", "train_tokens": 100000000},
                         {"kind": "inference", "model": "qwen2.5-0.5b", "context_length": 4096, "concurrency": 4})")
        << QByteArray(R"({"outlet_w": 12000, "environment": "server-room"})");
}

void TestPlanner::concurrentJobsGetDisjointGpus()
{
    // Jobs that run at the same time each get a contiguous range of the build's GPUs of their
    // own, in job order, within the build's count, and fit there on their own.
    QFETCH(QString, file);
    QFETCH(QByteArray, jobs);
    QFETCH(QByteArray, site);
    Workload w;
    if (file.isEmpty()) {
        QByteArray json = workloadJson(jobs, site, {});
        json.insert(json.indexOf("\"jobs\""), "\"concurrent\": true, ");
        w = load(json);
    } else {
        w = loadFile(file);
        w.concurrent = true;
    }
    QVERIFY(w.concurrent);
    QVERIFY(w.jobs.size() >= 2);
    const PlanOptions options;
    const PlanResult r = plan(w, *m_usd, options);
    QVERIFY(r.feasible);
    const PlanTextContext ctx{w, *m_usd, options};
    for (const Tier &t : r.tiers) {
        const Build &b = t.build;
        QVERIFY(b.gpuCount >= int(w.jobs.size()));
        int next = 0;
        double headroom = 1.0;
        for (std::size_t j = 0; j < w.jobs.size(); ++j) {
            const JobOutcome &o = b.jobs[j];
            QCOMPARE(o.firstGpu, next); // contiguous, in job order, no overlap
            QVERIFY(o.gpuCount >= 1);
            QVERIFY(o.layout.gpus <= o.gpuCount);
            next += o.gpuCount;
            QVERIFY(o.fits);
            QVERIFY(o.memory().totalBytes <= o.memory().usableBytes);
            headroom = std::min(headroom, o.headroom);
            if (w.jobs[j].kind == JobKind::Inference) {
                checkServingLayout(w.jobs[j], o);
            }
        }
        QVERIFY2(next <= b.gpuCount, tierId(t.kind));
        QCOMPARE(b.headroom, headroom); // each job's own headroom: nothing is summed
        // The views show the split: "GPUs 0–1: …; GPUs 2–3: …".
        const std::string use = plantext::gpuAssignment(ctx, b);
        for (const JobOutcome &o : b.jobs) {
            QVERIFY2(use.find(plantext::gpuRange(o)) != std::string::npos, use.c_str());
        }
    }
    // One job at a time may use every GPU for each job: never dearer than running them together.
    Workload oneAtATime = w;
    oneAtATime.concurrent = false;
    const PlanResult sequential = plan(oneAtATime, *m_usd);
    QVERIFY(sequential.feasible);
    QVERIFY(sequential.tiers.front().build.priceMinor <= r.tiers.front().build.priceMinor);
}

void TestPlanner::concurrentMisfitNamesTheJob()
{
    // Llama 3.1 70B in bf16 (141 GB of weights) next to an 8B chat model, at the same time, in
    // an office on 15 A: no split of any office build holds the 70B job on its own GPUs. The
    // GPU-memory violations name that job, not "all jobs together"; a build with fewer GPUs
    // than jobs says so.
    const QByteArray jobs = R"({"kind": "inference", "model": "llama-3.1-8b", "context_length": 4096, "concurrency": 2},
                               {"kind": "inference", "model": "llama-3.1-70b", "weights": "bf16", "context_length": 8192,
                                "concurrency": 8})";
    QByteArray json = workloadJson(jobs, R"({"outlet": "us-120v-15a", "environment": "office"})", {});
    json.insert(json.indexOf("\"jobs\""), "\"concurrent\": true, ");
    const Workload w = load(json);
    QVERIFY(w.concurrent);
    const PlanOptions options;
    const PlanResult r = plan(w, *m_usd, options);
    const PlanTextContext ctx{w, *m_usd, options};
    std::vector<Build> builds = r.rejected;
    if (r.closest.build) {
        builds.push_back(*r.closest.build);
    }
    for (const Tier &t : r.tiers) {
        builds.insert(builds.end(), t.rejected.begin(), t.rejected.end());
    }
    int named = 0, tooFew = 0;
    for (const Build &b : builds) {
        for (const Violation &v : b.violations) {
            if (v.check != Check::GpuMemory) {
                continue;
            }
            if (b.gpuCount < int(w.jobs.size())) {
                QCOMPARE(v.rule, Rule::TooFewGpusForJobs);
                QCOMPARE(v.required, double(w.jobs.size()));
                QCOMPARE(v.available, double(b.gpuCount));
                ++tooFew;
                continue;
            }
            QCOMPARE(v.rule, Rule::ConcurrentMemory);
            QVERIFY(v.job >= 0 && std::size_t(v.job) < w.jobs.size());
            QVERIFY(v.required > v.available);
            const std::string words = plantext::violation(ctx, b, v);
            // Named as the user reads it (issue 42: not by its catalog id).
            QVERIFY2(words.find(w.jobs[std::size_t(v.job)].model.name) != std::string::npos, words.c_str());
            QVERIFY2(words.find(w.jobs[std::size_t(v.job)].model.id) == std::string::npos, words.c_str());
            named += v.job == 1 ? 1 : 0;
        }
    }
    QVERIFY(named + tooFew >= 1);
    QVERIFY(named >= 1);
}

void TestPlanner::tierRoles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("jobs");
    QTest::addColumn<QByteArray>("site");
    QTest::addColumn<QByteArray>("budget");
    QTest::addColumn<bool>("threeDistinct"); // the shipped catalog has three GPU × counts for the three roles
    // Within its 60,000 USD budget and 1,920 W circuit nothing faster than mainstream has the room: two tiers.
    QTest::newRow("sample lab-mixed") << QStringLiteral("resources/samples/lab-mixed.workload.json") << QByteArray()
                                      << QByteArray() << QByteArray() << false;
    QTest::newRow("7B LoRA in an office")
        << QString()
        << QByteArray(R"({"kind": "training", "model": "llama-2-7b", "method": "lora", "sequence_length": 2048,
                          "micro_batch": 4, "activation_checkpointing": "full", "train_tokens": 100000000})")
        << QByteArray(R"({"outlet": "us-120v-15a", "environment": "office"})") << QByteArray() << true;
    // (the office rows run without ECC: no shipped desktop board is marked ECC-capable)
    QTest::newRow("13B full fine-tune in a lab on 230 V 16 A")
        << QString()
        << QByteArray(R"({"kind": "training", "model": "llama-2-13b", "method": "full", "precision": "bf16",
                          "optimizer": "adamw", "zero_stage": 3, "sequence_length": 4096, "micro_batch": 1,
                          "gradient_accumulation": 16, "activation_checkpointing": "full", "train_tokens": 1000000000})")
        << QByteArray(R"({"outlet": "eu-230v-16a", "environment": "lab"})") << QByteArray() << true;
    QTest::newRow("70B fp8 to 32 users, server room")
        << QString()
        << QByteArray(R"({"kind": "inference", "model": "llama-3.1-70b", "weights": "fp8", "kv_cache": "fp16",
                          "context_length": 8192, "concurrency": 32, "prompt_tokens": 2048, "output_tokens": 512})")
        << QByteArray(R"({"outlet_w": 12000, "environment": "server-room"})") << QByteArray() << true;
    QTest::newRow("0.5B to one user in an office")
        << QString()
        << QByteArray(R"({"kind": "inference", "model": "qwen2.5-0.5b", "weights": "bf16", "context_length": 2048,
                          "concurrency": 1})")
        << QByteArray(R"({"outlet": "us-120v-15a", "environment": "office"})") << QByteArray() << true;
    QTest::newRow("8B chat with a budget")
        << QString()
        << QByteArray(R"({"kind": "inference", "model": "llama-3.1-8b", "weights": "bf16", "context_length": 8192,
                          "concurrency": 16, "min_tokens_per_s_per_user": 20})")
        << QByteArray(R"({"outlet": "eu-230v-16a", "environment": "lab"})")
        << QByteArray(R"({"max": 40000, "currency": "USD"})") << true;
}

void TestPlanner::tierRoles()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, jobs);
    QFETCH(QByteArray, site);
    QFETCH(QByteArray, budget);
    QFETCH(bool, threeDistinct);
    const QByteArray requirements = site.contains("office") ? QByteArray(R"({"ecc": "any"})") : QByteArray();
    const Workload w = file.isEmpty() ? load(workloadJson(jobs, site, budget, requirements)) : loadFile(file);
    QVERIFY(!w.jobs.empty());
    const PlanOptions options;
    const PlanResult r = plan(w, *m_usd, options);
    QVERIFY(r.feasible);
    const PlanTextContext ctx{w, *m_usd, options};
    const Tier *entry = r.tier(TierKind::Entry);
    const Tier *mainstream = r.tier(TierKind::Mainstream);
    const Tier *high = r.tier(TierKind::High);
    QVERIFY(entry && high);
    const Tier &base = mainstream ? *mainstream : *entry;
    // Without a budget, high costs at most the documented multiple of mainstream.
    if (r.budgetMinor == 0) {
        QVERIFY2(double(high->build.priceMinor) <= options.highPriceCap * double(base.build.priceMinor) + 0.5,
                 qPrintable(QStringLiteral("%1 > %2 × %3").arg(high->build.priceMinor).arg(options.highPriceCap).arg(base.build.priceMinor)));
    }
    // High meets the mainstream bar and is at least as fast.
    if (mainstream) {
        QVERIFY(high->build.targetsMet);
        QVERIFY(high->build.headroom >= options.mainstreamHeadroom);
        QVERIFY(high->build.score >= mainstream->build.score - 1e-9);
    }
    // The growth room, checked from the numbers: every job at 2 × its users or sequence length
    // on its own GPUs still fits; otherwise the plan says no build had it.
    const bool noGrowthNote = std::any_of(r.notes.begin(), r.notes.end(), [](const PlanNote &n) { return n.kind == PlanNoteKind::NoGrowth; });
    QCOMPARE(high->growth.roomForTwice, !noGrowthNote);
    if (high->growth.roomForTwice) {
        const GpuSpec &gpu = m_usd->gpus[std::size_t(high->build.gpu)];
        for (std::size_t j = 0; j < w.jobs.size(); ++j) {
            Job job = w.jobs[j];
            if (job.kind == JobKind::Inference) {
                job.inference.concurrency = 2 * std::max<std::int64_t>(1, job.inference.concurrency);
            } else {
                job.training.sequenceLength *= 2;
            }
            QVERIFY(bestLayout(job, gpu, high->build.jobs[j].gpuCount, options.estimate).fits);
        }
    }
    // Each tier says how it can grow, as data.
    for (const Tier &t : r.tiers) {
        const PlatformSpec &p = m_usd->platforms[std::size_t(t.build.platform)];
        QVERIFY(t.growth.freeX16Slots >= 0 && t.growth.freeX16Slots <= p.x16Slots);
        QVERIFY(t.growth.psuMarginW >= 0);
        QVERIFY(t.growth.psuMarginW <= t.build.psuCapacityW);
        QVERIFY(t.growth.nextGpuCount == 0 || t.growth.nextGpuCount > t.build.gpuCount);
        QVERIFY(!plantext::growth(t).empty());
        const std::vector<std::string> reasons = plantext::tierReasons(ctx, r, t);
        QVERIFY(std::find(reasons.begin(), reasons.end(), plantext::growth(t)) != reasons.end());
    }
    // A tier that repeats another says which constraint merged them; otherwise the tiers are
    // different GPU × counts.
    std::set<std::pair<int, int>> groups;
    for (const Tier &t : r.tiers) {
        if (t.sameAs) {
            const auto note = std::find_if(r.notes.begin(), r.notes.end(), [&](const PlanNote &n) {
                return n.kind == PlanNoteKind::SameBuild && n.tier == t.kind && n.sameAs == *t.sameAs;
            });
            QVERIFY(note != r.notes.end());
            QVERIFY(!plantext::planNote(*note, options).empty());
        } else {
            QVERIFY2(groups.insert({t.build.gpu, t.build.gpuCount}).second, tierId(t.kind));
        }
    }
    if (threeDistinct) {
        QCOMPARE(r.tiers.size(), std::size_t(3));
        QCOMPARE(groups.size(), std::size_t(3));
    }
}

void TestPlanner::highTierIsNoIdleGpus_data()
{
    QTest::addColumn<QByteArray>("job");
    QTest::addColumn<QByteArray>("budget");
    QTest::addColumn<MergeReason>("merged");
    QTest::addColumn<QString>("noteText");
    // Llama 3.1 70B in fp8 (≈ 71 GB of weights) for 16 users at 8k in a Chinese office on a
    // 16 A socket (the article's 70B RAG service): two 72 GB cards hold it at tensor parallel
    // 2 and 8 KV heads allow no tensor parallel 3, so a third card adds no speed. Without room
    // for twice the users on two cards (bf16 KV cache, a budget), nothing else either.
    QTest::newRow("no room for twice the users")
        << QByteArray(R"({"kind": "inference", "model": "llama-3.1-70b", "weights": "fp8", "kv_cache": "bf16",
            "context_length": 8192, "concurrency": 16, "prompt_tokens": 4096, "output_tokens": 512,
            "min_tokens_per_s_per_user": 15})")
        << QByteArray(R"({"max": 110000, "currency": "USD"})") << MergeReason::NoneFaster
        << QStringLiteral("no other build that passes every check (budget and site included) is faster");
    // With an fp8 KV cache two cards already hold twice the users (44 at 8k): a third card
    // would grow nothing the entry build cannot.
    QTest::newRow("two cards already have the room")
        << QByteArray(R"({"kind": "inference", "model": "llama-3.3-70b", "weights": "fp8", "kv_cache": "fp8",
            "context_length": 8192, "concurrency": 16, "prompt_tokens": 6144, "output_tokens": 512,
            "min_tokens_per_s_per_user": 15})")
        << QByteArray() << MergeReason::NoOtherGrows
        << QStringLiteral("no other build that passes every check (budget and site included) is faster with room");
}

void TestPlanner::highTierIsNoIdleGpus()
{
    // A high tier of three cards would sell a GPU that no job can use: the high tier stays the
    // entry build and the note says why.
    QFETCH(QByteArray, job);
    QFETCH(QByteArray, budget);
    QFETCH(MergeReason, merged);
    QFETCH(QString, noteText);
    const Workload w = load(workloadJson(job, R"({"outlet": "cn-220v-16a", "environment": "office", "country": "CN"})",
                                         budget));
    const PlanOptions options;
    const PlanResult r = plan(w, *m_usd, options);
    QVERIFY(r.feasible);
    const Tier *entry = r.tier(TierKind::Entry);
    const Tier *high = r.tier(TierKind::High);
    QVERIFY(entry && high);
    QVERIFY2(high->sameAs || high->build.score > entry->build.score + 1e-9 || high->growth.roomForTwice,
             high->build.key.c_str());
    for (const JobOutcome &o : high->build.jobOutcomes()) {
        QVERIFY2(high->sameAs || o.layout.gpus == high->build.gpuCount || high->growth.roomForTwice, high->build.key.c_str());
    }
    QCOMPARE(high->sameAs, std::optional<TierKind>(TierKind::Entry));
    const auto note = std::find_if(r.notes.begin(), r.notes.end(),
                                   [](const PlanNote &n) { return n.kind == PlanNoteKind::SameBuild && n.tier == TierKind::High; });
    QVERIFY(note != r.notes.end());
    QCOMPARE(note->merged, merged);
    QVERIFY(plantext::planNote(*note, options).find(noteText.toStdString()) != std::string::npos);
    // The entry build misses the target and there is no mainstream tier: its reason does not
    // point to one.
    QVERIFY(!r.tier(TierKind::Mainstream));
    const PlanTextContext ctx{w, *m_usd, options};
    for (const std::string &reason : plantext::tierReasons(ctx, r, *entry)) {
        QVERIFY2(reason.find("mainstream tier meets them") == std::string::npos, reason.c_str());
    }
}

void TestPlanner::mergedTiersNameTheirConstraint()
{
    // Only the H200 SXM is priced and Llama 3.1 405B in bf16 (812 GB) fits on eight of them but
    // not on four: one GPU × count passes, so every tier is that build and each note says so.
    CatalogSnapshot snap = *m_usd;
    for (std::size_t i = 0; i < snap.gpus.size(); ++i) {
        snap.gpuPrices[i].known = snap.gpus[i].id == "h200-sxm-141gb";
    }
    const Workload big = load(workloadJson(
        R"({"kind": "inference", "model": "llama-3.1-405b", "weights": "bf16", "context_length": 4096, "concurrency": 4})",
        R"({"outlet_w": 15000, "environment": "server-room"})", {}));
    const PlanOptions options;
    const PlanResult one = plan(big, snap, options);
    QVERIFY(one.feasible);
    int merged = 0;
    for (const Tier &t : one.tiers) {
        QCOMPARE(t.build.gpuCount, 8);
        merged += t.sameAs ? 1 : 0;
    }
    QCOMPARE(merged, int(one.tiers.size()) - 1);
    for (const PlanNote &n : one.notes) {
        if (n.kind == PlanNoteKind::SameBuild) {
            QCOMPARE(n.merged, MergeReason::OnlyBuild);
            QVERIFY(plantext::planNote(n, options).find("only one platform × GPU × count") != std::string::npos);
        }
    }

    // A price cap of 1 × mainstream leaves high no dearer build: it merges with mainstream, and
    // the note names the cap (the faster builds with room to grow cost more).
    const Workload chat = load(workloadJson(
        R"({"kind": "inference", "model": "llama-3.1-70b", "weights": "fp8", "context_length": 8192, "concurrency": 32})",
        R"({"outlet_w": 12000, "environment": "server-room"})", {}));
    PlanOptions capped = options;
    capped.highPriceCap = 1.0;
    const PlanResult r = plan(chat, *m_usd, capped);
    QVERIFY(r.feasible);
    const Tier *high = r.tier(TierKind::High);
    QVERIFY(high && high->sameAs);
    const auto note = std::find_if(r.notes.begin(), r.notes.end(),
                                   [](const PlanNote &n) { return n.kind == PlanNoteKind::SameBuild && n.tier == TierKind::High; });
    QVERIFY(note != r.notes.end());
    QCOMPARE(note->merged, MergeReason::PriceCap);
    QVERIFY(plantext::planNote(*note, capped).find("the cap without a budget") != std::string::npos);
    // The same workload with the default cap has three distinct tiers.
    const PlanResult free = plan(chat, *m_usd, options);
    for (const Tier &t : free.tiers) {
        QVERIFY(!t.sameAs);
    }
}

void TestPlanner::rejectedAlternativesAreTheClosestConfigurations()
{
    // Each tier's rejected alternatives share its GPU model or its platform, and the ones that
    // share both come first.
    const Workload w = loadFile(QStringLiteral("resources/samples/lab-mixed.workload.json"));
    QVERIFY(!w.jobs.empty());
    const PlanResult r = plan(w, *m_usd);
    QVERIFY(r.feasible);
    int listed = 0;
    for (const Tier &t : r.tiers) {
        int previous = 0;
        for (const Build &alt : t.rejected) {
            const bool sameGpu = alt.gpu == t.build.gpu;
            const bool samePlatform = alt.platform == t.build.platform;
            QVERIFY2(sameGpu || samePlatform, alt.key.c_str());
            const int relation = sameGpu && samePlatform ? 0 : sameGpu ? 1 : 2;
            QVERIFY(relation >= previous);
            previous = relation;
            QVERIFY(alt.key != t.build.key);
            if (t.kind == TierKind::Entry) {
                QVERIFY(!alt.passes()); // entry needs no headroom: only what a check rejected
            }
            ++listed;
        }
    }
    QVERIFY(listed >= 1);
}

void TestPlanner::variationsThatCannotHelpAreNotReplanned()
{
    // A 2,000B fp32 model (8 TB of weights) fits on no GPU of the catalog at any count; an 8B
    // chat model fits anywhere. Changing the 8B job, the budget or the site cannot make the
    // plan feasible, so those variations are answered without a plan, naming the blocking job;
    // the 2,000B job's own variations are planned.
    const Workload w = load(workloadJson(
        R"({"kind": "inference", "model": {"params_b": 2000}, "weights": "fp32", "context_length": 4096},
           {"kind": "inference", "model": "llama-3.1-8b", "weights": "bf16", "context_length": 4096})",
        R"({"outlet": "us-120v-15a", "environment": "office"})", R"({"max": 5000, "currency": "USD"})"));
    QCOMPARE(w.jobs.size(), std::size_t(2));
    const PlanOptions options;
    const PlanResult r = plan(w, *m_usd, options);
    QVERIFY(!r.feasible);
    const PlanTextContext ctx{w, *m_usd, options};
    int blocked = 0;
    int planned = 0;
    for (const Suggestion &s : r.suggestions) {
        if (s.isCluster()) {
            continue;
        }
        if (s.changes.size() == 2) {
            // A pair is listed only when it works, so it must change the job that fits nowhere.
            QVERIFY(s.feasible);
            QVERIFY(s.changes[0].job == 0 || s.changes[1].job == 0);
            continue;
        }
        if (s.changes.front().job == 0) {
            QCOMPARE(s.blockedBy, -1); // its own variations are planned
            ++planned;
            continue;
        }
        QCOMPARE(s.blockedBy, 0);
        QVERIFY(!s.feasible);
        QVERIFY2(plantext::suggestionSummary(ctx, s).find("fits on no GPU") != std::string::npos,
                 plantext::suggestionSummary(ctx, s).c_str());
        ++blocked;
    }
    QVERIFY(planned >= 1);
    QVERIFY(blocked >= 3); // the 8B job's fp8 and int4, the budget, the server room, the circuit
    // The shortcut agrees with planning the variation: still no build.
    Workload lifted = w;
    lifted.budget.set = false;
    lifted.site.environment = "server-room";
    lifted.jobs[1].inference.weights = Precision::Int4;
    PlanOptions quiet = options;
    quiet.suggestions = false;
    QVERIFY(!plan(lifted, *m_usd, quiet).feasible);
}

// The issue's case: a GPU priced at 2^63 − 1 minor units. price × quantity used to wrap to a
// negative total (undefined behaviour) and the planner chose that build as the cheapest. Now
// every total is checked: such a build is rejected on `price`, never a tier, never negative.
void TestPlanner::pricesBeyond64BitsNeverWin()
{
    CatalogSnapshot snap = *m_usd;
    std::size_t cheapGpu = 0;
    for (std::size_t i = 0; i < snap.gpus.size(); ++i) {
        if (snap.gpus[i].id == "rtx-4090") {
            cheapGpu = i;
        }
        snap.gpuPrices[i].amountMinor = std::numeric_limits<std::int64_t>::max() / 3; // 2 cards fit, 4 overflow
    }
    snap.gpuPrices[cheapGpu].amountMinor = std::numeric_limits<std::int64_t>::max();
    const Workload w = load(workloadJson(
        R"({"kind": "inference", "model": "llama-3.1-70b", "weights": "int4", "context_length": 4096, "concurrency": 4})",
        R"({"environment": "lab"})", {}));
    const PlanOptions options;
    const PlanResult r = plan(w, snap, options);
    const auto checkBuild = [&](const Build &b) {
        QVERIFY2(b.priceMinor >= 0, "a wrapped (negative) total");
        if (moneyOverflowed(b.priceMinor) && !b.partial) {
            const bool rejectedOnPrice = std::any_of(b.violations.begin(), b.violations.end(), [](const Violation &v) {
                return v.check == Check::Price && v.rule == Rule::PriceOverflow;
            });
            QVERIFY(rejectedOnPrice);
            QVERIFY(!b.passes());
        }
    };
    for (const Tier &t : r.tiers) {
        QVERIFY(!moneyOverflowed(t.build.priceMinor));
        checkBuild(t.build);
        std::int64_t sum = 0;
        for (const BomLine &line : t.bom) {
            QVERIFY(line.lineTotalMinor >= 0);
            sum = moneyAdd(sum, line.lineTotalMinor);
        }
        QCOMPARE(sum, t.build.priceMinor); // the bill of materials adds up to the price shown
        for (const Build &b : t.rejected) {
            checkBuild(b);
        }
    }
    for (const Build &b : r.rejected) {
        checkBuild(b);
    }
    if (r.closest.build) {
        checkBuild(*r.closest.build);
    }
    QVERIFY(!r.tiers.empty()); // one or two cards at a third of 2^63 each are still a price
}

QTEST_GUILESS_MAIN(TestPlanner)
void TestPlanner::preparedSnapshotPlansTheSame_data()
{
    QTest::addColumn<QByteArray>("jobs");
    QTest::addColumn<QByteArray>("site");
    QTest::addColumn<QByteArray>("budget");

    const QByteArray mixed = R"({"kind": "training", "model": "llama-2-13b", "method": "lora", "sequence_length": 4096,
                                 "micro_batch": 1, "train_tokens": 100000000},
                                {"kind": "inference", "model": "llama-3.1-70b", "weights": "fp8", "kv_cache": "fp16",
                                 "context_length": 8192, "concurrency": 30, "prompt_tokens": 2048, "output_tokens": 512})";
    QTest::newRow("LoRA 13B + 70B for 30 users, US lab") << mixed << QByteArray(R"({"outlet": "us-120v-20a", "environment": "lab"})")
                                                         << QByteArray(R"({"max": 60000, "currency": "USD"})");
    // Another country: its own screen of the parts sold there.
    QTest::newRow("the same in a Chinese lab") << mixed
                                               << QByteArray(R"({"outlet": "cn-220v-10a", "environment": "lab", "country": "CN"})")
                                               << QByteArray();
    // Infeasible: the closest build and the what-would-work variations share the index too.
    QTest::newRow("405B int4, China office on 10 A")
        << QByteArray(R"({"kind": "inference", "model": "llama-3.1-405b", "weights": "int4", "kv_cache": "fp16",
                          "context_length": 8192, "concurrency": 32, "prompt_tokens": 2048, "output_tokens": 512})")
        << QByteArray(R"({"outlet": "cn-220v-10a", "environment": "office"})") << QByteArray();
}

// A prepared snapshot keeps what plans prepare per country, so a re-plan skips it; the plan is
// the one the bare snapshot gives, the first time and when the index is taken again.
void TestPlanner::preparedSnapshotPlansTheSame()
{
    QFETCH(QByteArray, jobs);
    QFETCH(QByteArray, site);
    QFETCH(QByteArray, budget);
    const Workload w = load(workloadJson(jobs, site, budget));
    const PlanOptions options;
    const PlanResult bare = plan(w, *m_usd, options);
    const QByteArray expected = QJsonDocument(planToJson(bare, w, *m_usd, options, true)).toJson();

    const PreparedSnapshot prepared(*m_usd);
    for (int replan = 0; replan < 2; ++replan) {
        const PlanResult r = plan(w, prepared, options);
        QCOMPARE(r.feasible, bare.feasible);
        QCOMPARE(QJsonDocument(planToJson(r, w, prepared.snapshot(), options, true)).toJson(), expected);
    }
    const auto index = prepared.indexFor(w.site.country);
    QVERIFY(index);
    QCOMPARE(prepared.indexFor(w.site.country), index);       // kept
    QVERIFY(prepared.indexFor(w.site.country + "x") != index); // one per country
}

void TestPlanner::relistedPartsPlanAsTheShippedCatalog_data()
{
    QTest::addColumn<QString>("sample");
    QTest::addColumn<double>("budgetUsd"); // 0: the sample's own
    QTest::newRow("feasible") << QStringLiteral("lab-mixed.workload.json") << 0.0;
    // Below the one build that holds both jobs: infeasible, with what would work.
    QTest::newRow("infeasible") << QStringLiteral("legal-chat.workload.json") << 41000.0;
}

// Nine dearer re-listings of every part (tests/support/VariantCatalog.h, as the planner's
// benchmarks make them) change nothing in a plan, to the byte: the planner's work on a big
// catalog can be made cheaper only in ways that leave its answer as it was.
void TestPlanner::relistedPartsPlanAsTheShippedCatalog()
{
    QFETCH(QString, sample);
    QFETCH(double, budgetUsd);
    Workload w = testing::loadSampleWorkload(m_catalog, sample);
    if (budgetUsd > 0) {
        w.budget = Budget{true, budgetUsd, "USD"};
    }
    const CatalogSnapshot relisted = testing::relisted(*m_usd, 10);
    QCOMPARE(relisted.gpus.size(), 10 * m_usd->gpus.size());
    QCOMPARE(relisted.platforms.size(), 10 * m_usd->platforms.size());
    const PlanOptions options;
    const PlanResult shipped = plan(w, *m_usd, options);
    const PlanResult big = plan(w, relisted, options);
    QVERIFY(shipped.feasible ? !shipped.tiers.empty() : !shipped.suggestions.empty());
    QJsonObject bigJson = planToJson(big, w, relisted, options, true);
    QJsonObject shippedJson = planToJson(shipped, w, *m_usd, options, true);
    // The parts left out for the site's market: every re-listing of a barred part is listed too.
    QCOMPARE(bigJson.value(QStringLiteral("not_offered")).toArray().size(),
             10 * shippedJson.value(QStringLiteral("not_offered")).toArray().size());
    bigJson.remove(QStringLiteral("not_offered"));
    shippedJson.remove(QStringLiteral("not_offered"));
    QCOMPARE(QJsonDocument(bigJson).toJson(), QJsonDocument(shippedJson).toJson());
}

void TestPlanner::hostRamCoversGpuMemory_data()
{
    QTest::addColumn<QString>("sample");
    // Serving-only samples are the ones the rule is new for; the mixed lab keeps it too.
    for (const char *name : {"legal-chat.workload.json", "deepseek-v3-fp8.workload.json",
                             "gpt-oss-120b-mxfp4.workload.json", "lab-mixed.workload.json"}) {
        QTest::newRow(name) << QString::fromLatin1(name);
    }
}

// System RAM at least the total GPU memory on every tier's build, serving boxes included
// (vendor practice: RAM ≥ VRAM; the high tier keeps its 2 ×).
void TestPlanner::hostRamCoversGpuMemory()
{
    QFETCH(QString, sample);
    Workload w = testing::loadSampleWorkload(m_catalog, sample);
    // Every sample gets its tiers: no budget, and a server room on a 20 kW feed
    // (legal-chat's office socket holds no build; DeepSeek V3 needs an 8-GPU server's power),
    // in the market the sample's site is in.
    w.budget = {};
    w.site = Site{"", 20000, "server-room", siteCountry(testing::loadSampleWorkload(m_catalog, sample)).code};
    const PlanResult r = plan(w, *m_usd);
    QVERIFY2(!r.tiers.empty(), qPrintable(sample));
    bool serving = false;
    for (const Job &j : w.jobs) {
        serving = serving || j.kind == JobKind::Inference;
    }
    QVERIFY(serving);
    for (const Tier &t : r.tiers) {
        const Build &b = t.build;
        const double gpuMemory = double(m_usd->gpus[std::size_t(b.gpu)].memoryBytes) * b.gpuCount;
        QVERIFY2(double(b.memoryBytes) >= gpuMemory,
                 qPrintable(QStringLiteral("%1: %2 B of RAM under %3 B of GPU memory")
                                .arg(QString::fromStdString(b.key)).arg(b.memoryBytes).arg(gpuMemory)));
    }
}

#include "tst_planner.moc"
