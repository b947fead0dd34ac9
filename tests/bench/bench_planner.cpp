// Google Benchmark: a full re-plan over the shipped catalog (what the GUI does on every
// slider move; goal: one 60 Hz frame, 16 ms) and over a synthetic catalog ten times larger.
#include "catalog/Catalog.h"
#include "model/ModelCsv.h"
#include "plan/Plan.h"
#include "workload/WorkloadJson.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

using namespace rigplan;

namespace {

struct Fixture {
    QTemporaryDir dir;
    Catalog catalog;
    CatalogSnapshot shipped;
    CatalogSnapshot large;    // ten re-listings of every part at higher prices (dominated)
    CatalogSnapshot distinct; // ten variants of every part, each cheaper but worse in one figure
    Workload workload;

    Fixture()
    {
        catalog.open(dir.filePath(QStringLiteral("bench.sqlite")));
        shipped = *catalog.snapshot(QStringLiteral("USD"));
        // Ten times every part list: copies with new ids and prices 1-10 % apart, so the
        // planner cannot prune them as duplicates.
        large = shipped;
        const auto grow = [](auto &parts, auto &prices) {
            const auto original = parts;
            const auto originalPrices = prices;
            for (int copy = 1; copy < 10; ++copy) {
                for (std::size_t i = 0; i < original.size(); ++i) {
                    auto part = original[i];
                    part.id += "-v" + std::to_string(copy);
                    auto price = originalPrices[i];
                    price.amountMinor += price.amountMinor * copy / 100;
                    parts.push_back(part);
                    prices.push_back(price);
                }
            }
        };
        grow(large.gpus, large.gpuPrices);
        grow(large.cpus, large.cpuPrices);
        grow(large.memory, large.memoryPrices);
        grow(large.storage, large.storagePrices);
        grow(large.psus, large.psuPrices);
        grow(large.platforms, large.platformPrices);
        // Variants the planner cannot prune: copy k is k % cheaper and k % worse in one figure.
        distinct = shipped;
        const auto vary = [](auto &parts, auto &prices, auto &&worsen) {
            const auto original = parts;
            const auto originalPrices = prices;
            for (int copy = 1; copy < 10; ++copy) {
                for (std::size_t i = 0; i < original.size(); ++i) {
                    auto part = original[i];
                    part.id += "-w" + std::to_string(copy);
                    worsen(part, copy);
                    auto price = originalPrices[i];
                    price.amountMinor -= price.amountMinor * copy / 100;
                    parts.push_back(part);
                    prices.push_back(price);
                }
            }
        };
        vary(distinct.gpus, distinct.gpuPrices,
             [](GpuSpec &g, int k) { g.memoryBandwidthBps -= g.memoryBandwidthBps / 100 * k; });
        vary(distinct.cpus, distinct.cpuPrices, [](CpuSpec &c, int k) { c.tdpW += k; });
        vary(distinct.memory, distinct.memoryPrices, [](MemoryModuleSpec &m, int k) { m.powerW += 0.1 * k; });
        vary(distinct.storage, distinct.storagePrices, [](StorageSpec &d, int k) { d.seqReadBps -= d.seqReadBps / 100 * k; });
        vary(distinct.psus, distinct.psuPrices, [](PsuSpec &p, int k) { p.efficiency -= 0.002 * k; });
        vary(distinct.platforms, distinct.platformPrices, [](PlatformSpec &p, int k) { p.basePowerW += k; });
        QFile f(QStringLiteral(RIGPLAN_SOURCE_DIR "/resources/samples/lab-mixed.workload.json"));
        f.open(QIODevice::ReadOnly);
        workload = loadWorkload(f.readAll(), f.fileName(), resolverFor(catalog.models())).workload;
    }
};

Fixture &fixture()
{
    static Fixture f;
    return f;
}

void BM_PlanShippedCatalog(benchmark::State &state)
{
    Fixture &f = fixture();
    PlanOptions options;
    std::int64_t candidates = 0;
    for (auto _ : state) {
        PlanResult r = plan(f.workload, f.shipped, options);
        candidates = r.candidates;
        benchmark::DoNotOptimize(r);
    }
    state.counters["candidates"] = double(candidates);
}
BENCHMARK(BM_PlanShippedCatalog)->Unit(benchmark::kMillisecond);

void BM_PlanCatalog10x(benchmark::State &state)
{
    Fixture &f = fixture();
    PlanOptions options;
    std::int64_t candidates = 0;
    for (auto _ : state) {
        PlanResult r = plan(f.workload, f.large, options);
        candidates = r.candidates;
        benchmark::DoNotOptimize(r);
    }
    state.counters["candidates"] = double(candidates);
}
BENCHMARK(BM_PlanCatalog10x)->Unit(benchmark::kMillisecond);

void BM_PlanCatalog10xDistinct(benchmark::State &state)
{
    Fixture &f = fixture();
    PlanOptions options;
    std::int64_t candidates = 0;
    for (auto _ : state) {
        PlanResult r = plan(f.workload, f.distinct, options);
        candidates = r.candidates;
        benchmark::DoNotOptimize(r);
    }
    state.counters["candidates"] = double(candidates);
}
BENCHMARK(BM_PlanCatalog10xDistinct)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
