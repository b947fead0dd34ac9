// SPDX-License-Identifier: GPL-3.0-or-later
// The planner on the shipped catalog: scenario tests that assert what must hold for any
// correct plan (every tier passes every hard check, checked again here from the numbers;
// entry ≤ mainstream ≤ high in price; the outlet and budget respected; an infeasible case
// explained), not snapshots of today's answer.
#include "catalog/Catalog.h"
#include "model/ModelCsv.h"
#include "plan/Plan.h"
#include "plan/PlanText.h"
#include "util/Money.h"
#include "workload/WorkloadJson.h"

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
    void concurrentJobsShareGpuMemory();
    void variationsThatCannotHelpAreNotReplanned();
    void pricesBeyond64BitsNeverWin();

private:
    Workload load(const QByteArray &json);
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
        // ECC desktop (README, "Memory integrity").
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
        QVERIFY(plantext::firstFailure(ctx, r).rfind("no build passes every check. Closest: ", 0) == 0);
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
        QVERIFY(b.dcLoadW <= options.psuSteadyLoadFraction * b.psuCapacityW + 1e-6);
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
        if (s.change == Change::LiftBudget) {
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

void TestPlanner::concurrentJobsShareGpuMemory()
{
    // The same two jobs, one at a time and at the same time: run together, their per-GPU
    // memory adds up, so every tier must hold the sum, and the one-at-a-time entry build is
    // never dearer than the concurrent one.
    const QByteArray jobs = R"({"kind": "inference", "model": "llama-3.1-8b", "context_length": 8192, "concurrency": 8},
                               {"kind": "inference", "model": "qwen2.5-14b", "context_length": 8192, "concurrency": 8})";
    const QByteArray site = R"({"outlet": "eu-230v-16a", "environment": "lab"})";
    QByteArray together = workloadJson(jobs, site, {});
    together.insert(together.indexOf("\"jobs\""), "\"concurrent\": true, ");
    const Workload concurrent = load(together);
    QVERIFY(concurrent.concurrent);
    const PlanResult both = plan(concurrent, *m_usd);
    const PlanResult oneAtATime = plan(load(workloadJson(jobs, site, {})), *m_usd);
    QVERIFY(both.feasible);
    QVERIFY(oneAtATime.feasible);
    for (const Tier &t : both.tiers) {
        std::int64_t sum = 0;
        std::int64_t usable = std::numeric_limits<std::int64_t>::max();
        for (const JobOutcome &o : t.build.jobs) {
            sum += o.memory().totalBytes;
            usable = std::min(usable, o.memory().usableBytes);
        }
        QVERIFY2(sum <= usable, tierId(t.kind));
        QVERIFY(t.build.headroom <= double(usable - sum) / double(usable) + 1e-12);
    }
    QVERIFY(oneAtATime.tiers.front().build.priceMinor <= both.tiers.front().build.priceMinor);
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
        if (s.change == Change::Cluster) {
            continue;
        }
        if (s.job == 0) {
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
#include "tst_planner.moc"
