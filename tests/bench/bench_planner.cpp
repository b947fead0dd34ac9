// SPDX-License-Identifier: GPL-3.0-or-later
// Google Benchmark: a full re-plan over the shipped catalog (what the GUI does on every slider
// move) and over synthetic catalogs 10, 100 and 1,000 times larger (tests/support/VariantCatalog.h),
// feasible and infeasible (with the "what would work" re-plans), and 1,000 distinct jobs. Targets (Release, 2 cores): shipped
// ≤ 1 ms; 10× distinct ≤ 50 ms; 100× ≤ 1 s and ≤ 300 MB peak; 100× infeasible ≤ 3 s;
// 1,000 infeasible jobs ≤ 5 s.
#include "catalog/Catalog.h"
#include "estimate/ReplayMemo.h"
#include "model/ModelCsv.h"
#include "plan/Plan.h"
#include "plan/PlanFormat.h"
#include "workload/WorkloadJson.h"

#include "VariantCatalog.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <sys/resource.h>

#include <benchmark/benchmark.h>

using namespace rigplan;
using rigplan::testing::relisted;
using rigplan::testing::variants;

namespace {

Workload sample(const Catalog &catalog, const char *name)
{
    QFile f(QStringLiteral(RIGPLAN_SOURCE_DIR "/resources/samples/") + QLatin1String(name));
    f.open(QIODevice::ReadOnly);
    return *loadWorkload(f.readAll(), f.fileName(), resolverFor(catalog.models()));
}

// The catalogs and workloads, each made on first use (a benchmark run with a filter builds
// only what it plans).
struct Fixture {
    QTemporaryDir dir;
    Catalog catalog;
    CatalogSnapshot shipped;

    Fixture()
    {
        catalog.open(dir.filePath(QStringLiteral("bench.sqlite")));
        shipped = *catalog.snapshot(QStringLiteral("USD"));
    }
};

Fixture &fixture()
{
    static Fixture f;
    return f;
}

const CatalogSnapshot &shipped()
{
    return fixture().shipped;
}
const CatalogSnapshot &relisted10() // ten re-listings of every part at higher prices (dominated)
{
    static const CatalogSnapshot c = relisted(fixture().shipped, 10);
    return c;
}
const CatalogSnapshot &distinct10() // ten variants of every part, each cheaper but worse in one figure
{
    static const CatalogSnapshot c = variants(fixture().shipped, 10);
    return c;
}
const CatalogSnapshot &distinct100() // a hundred such variants
{
    static const CatalogSnapshot c = variants(fixture().shipped, 100);
    return c;
}
const CatalogSnapshot &distinct1000() // a thousand (the planner's growth beyond 100x)
{
    static const CatalogSnapshot c = variants(fixture().shipped, 1000);
    return c;
}
const Workload &labMixed() // feasible
{
    static const Workload w = sample(fixture().catalog, "lab-mixed.workload.json");
    return w;
}
const Workload &legalChat() // no build fits; the planner tries its variations
{
    // The catalogs here are in USD: the sample's budget (300,000 CNY) in USD, about 41,000,
    // below the one build that holds both jobs (three 96 GB cards, about 47,000 USD).
    static const Workload w = [] {
        Workload out = sample(fixture().catalog, "legal-chat.workload.json");
        out.budget = Budget{true, 41000, "USD"};
        return out;
    }();
    return w;
}
const Workload &thousandJobs()
{
    // Llama 3.1 405B in bf16 (812 GB of weights) for 1..1,000 users at 8k: no workstation
    // holds it, and every job differs, so no two can be merged.
    static const Workload w = [] {
        Workload out = labMixed();
        out.jobs.clear();
        Job job;
        job.kind = JobKind::Inference;
        job.model = *resolverFor(fixture().catalog.models())(QStringLiteral("llama-3.1-405b"));
        job.inference.weights = Precision::Bf16;
        job.inference.contextLength = 8192;
        for (int users = 1; users <= 1000; ++users) {
            job.inference.concurrency = users;
            out.jobs.push_back(job);
        }
        return out;
    }();
    return w;
}

// Peak resident memory of the process so far, in MB (Linux ru_maxrss is in KiB). Run one
// benchmark per process (--benchmark_filter) to read a single plan's peak.
double peakRssMb()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) * 1024.0 / 1e6;
}

// A full plan of a workload over one of the catalogs.
void BM_Plan(benchmark::State &state, const CatalogSnapshot &(*catalog)(), const Workload &(*workload)())
{
    const CatalogSnapshot &c = catalog();
    const Workload &w = workload();
    PlanOptions options;
    std::int64_t candidates = 0;
    std::int64_t estimates = 0;
    bool feasible = false;
    for (auto _ : state) {
        PlanResult r = plan(w, c, options);
        candidates = r.candidates;
        estimates = r.estimates;
        feasible = r.feasible;
        benchmark::DoNotOptimize(r);
    }
    state.counters["candidates"] = double(candidates);
    state.counters["estimates"] = double(estimates);
    state.counters["feasible"] = feasible ? 1 : 0;
    state.counters["peak_rss_MB"] = peakRssMb();
}
// The same plan with no serving replay kept from an earlier one (a session's first plan, or one
// whose jobs all changed): the replay memo is emptied before each, outside the timing. BM_Plan
// re-plans with the memo as the last plan left it, as the app does when a slider moves.
void BM_PlanCold(benchmark::State &state, const CatalogSnapshot &(*catalog)(), const Workload &(*workload)())
{
    const CatalogSnapshot &c = catalog();
    const Workload &w = workload();
    PlanOptions options;
    std::int64_t candidates = 0;
    for (auto _ : state) {
        state.PauseTiming();
        clearReplayMemo();
        state.ResumeTiming();
        PlanResult r = plan(w, c, options);
        candidates = r.candidates;
        benchmark::DoNotOptimize(r);
    }
    state.counters["candidates"] = double(candidates);
}
// A re-plan of a snapshot planned before (the app re-plans as a slider moves): the prepared
// snapshot keeps the catalog index, so only the search and the estimates are timed.
void BM_Replan(benchmark::State &state, const CatalogSnapshot &(*catalog)(), const Workload &(*workload)())
{
    const PreparedSnapshot prepared(catalog());
    const Workload &w = workload();
    prepared.indexFor(w.site.country);
    PlanOptions options;
    std::int64_t candidates = 0;
    for (auto _ : state) {
        PlanResult r = plan(w, prepared, options);
        candidates = r.candidates;
        benchmark::DoNotOptimize(r);
    }
    state.counters["candidates"] = double(candidates);
}

BENCHMARK_CAPTURE(BM_Replan, ShippedCatalog, shipped, labMixed)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Replan, Catalog10xDistinct, distinct10, labMixed)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Plan, ShippedCatalog, shipped, labMixed)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Plan, Catalog10x, relisted10, labMixed)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Plan, Catalog10xDistinct, distinct10, labMixed)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Plan, Catalog100xDistinct, distinct100, labMixed)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_Plan, Catalog1000xDistinct, distinct1000, labMixed)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_Plan, InfeasibleShipped, shipped, legalChat)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Plan, Infeasible10xDistinct, distinct10, legalChat)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_Plan, Infeasible100xDistinct, distinct100, legalChat)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK_CAPTURE(BM_Replan, Catalog100xDistinct, distinct100, labMixed)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK_CAPTURE(BM_PlanCold, ShippedCatalog, shipped, labMixed)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_PlanCold, Catalog10xDistinct, distinct10, labMixed)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_PlanCold, InfeasibleShipped, shipped, legalChat)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Plan, ThousandInfeasibleJobs, shipped, thousandJobs)->Unit(benchmark::kMillisecond)->Iterations(1);

// `--dump-plans=DIR`: the plans' JSON of the feasible and the infeasible workload over the
// shipped, 10x re-listed, 10x and 100x distinct catalogs, one file each, to compare a change of the
// planner with the plans before it (they must be byte-identical).
bool dumpPlans(const QString &dir)
{
    using Source = const CatalogSnapshot &(*)();
    const std::pair<const char *, Source> catalogs[] = {{"shipped", shipped}, {"relisted10", relisted10}, {"distinct10", distinct10},
                                                        {"distinct100", distinct100}};
    const std::pair<const char *, const Workload &(*)()> workloads[] = {{"lab-mixed", labMixed}, {"legal-chat", legalChat}};
    const PlanOptions options;
    for (const auto &[catalogName, catalog] : catalogs) {
        for (const auto &[workloadName, workload] : workloads) {
            const PlanResult r = plan(workload(), catalog(), options);
            QFile out(QDir(dir).filePath(QStringLiteral("%1.%2.json").arg(QLatin1String(workloadName), QLatin1String(catalogName))));
            if (!out.open(QIODevice::WriteOnly)
                || out.write(QJsonDocument(planToJson(r, workload(), catalog(), options, true)).toJson()) < 0) {
                return false;
            }
        }
    }
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString dumpOption = QStringLiteral("--dump-plans=");
    for (int i = 1; i < argc; ++i) {
        const QString arg = QString::fromLocal8Bit(argv[i]);
        if (arg.startsWith(dumpOption)) {
            return dumpPlans(arg.mid(dumpOption.size())) ? 0 : 1;
        }
    }
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
