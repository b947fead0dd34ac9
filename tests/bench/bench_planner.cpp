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
        // Nine extra copies of every part list. `priceStep` is the percent each copy k moves the
        // price (k × step); `change` alters one figure of copy k (or nothing).
        const auto addCopies = [](auto &parts, auto &prices, const char *suffix, int priceStep, auto &&change) {
            const auto original = parts;
            const auto originalPrices = prices;
            for (int copy = 1; copy < 10; ++copy) {
                for (std::size_t i = 0; i < original.size(); ++i) {
                    auto part = original[i];
                    part.id += suffix + std::to_string(copy);
                    change(part, copy);
                    auto price = originalPrices[i];
                    price.amountMinor += price.amountMinor * copy * priceStep / 100;
                    parts.push_back(part);
                    prices.push_back(price);
                }
            }
        };
        // Re-listings 1-9 % dearer with identical specs: the planner prunes them as dominated.
        large = shipped;
        const auto same = [](auto &, int) {};
        addCopies(large.gpus, large.gpuPrices, "-v", 1, same);
        addCopies(large.cpus, large.cpuPrices, "-v", 1, same);
        addCopies(large.memory, large.memoryPrices, "-v", 1, same);
        addCopies(large.storage, large.storagePrices, "-v", 1, same);
        addCopies(large.psus, large.psuPrices, "-v", 1, same);
        addCopies(large.platforms, large.platformPrices, "-v", 1, same);
        // Variants the planner cannot prune: copy k is k % cheaper and worse in one figure.
        distinct = shipped;
        addCopies(distinct.gpus, distinct.gpuPrices, "-w", -1,
                  [](GpuSpec &g, int k) { g.memoryBandwidthBps -= g.memoryBandwidthBps / 100 * k; });
        addCopies(distinct.cpus, distinct.cpuPrices, "-w", -1, [](CpuSpec &c, int k) { c.tdpW += k; });
        addCopies(distinct.memory, distinct.memoryPrices, "-w", -1, [](MemoryModuleSpec &m, int k) { m.powerW += 0.1 * k; });
        addCopies(distinct.storage, distinct.storagePrices, "-w", -1,
                  [](StorageSpec &d, int k) { d.seqReadBps -= d.seqReadBps / 100 * k; });
        addCopies(distinct.psus, distinct.psuPrices, "-w", -1, [](PsuSpec &p, int k) { p.efficiency -= 0.002 * k; });
        addCopies(distinct.platforms, distinct.platformPrices, "-w", -1, [](PlatformSpec &p, int k) { p.basePowerW += k; });
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

// A full plan of the sample workload over one of the fixture's catalogs.
void BM_Plan(benchmark::State &state, CatalogSnapshot Fixture::*catalog)
{
    Fixture &f = fixture();
    PlanOptions options;
    std::int64_t candidates = 0;
    for (auto _ : state) {
        PlanResult r = plan(f.workload, f.*catalog, options);
        candidates = r.candidates;
        benchmark::DoNotOptimize(r);
    }
    state.counters["candidates"] = double(candidates);
}
BENCHMARK_CAPTURE(BM_Plan, ShippedCatalog, &Fixture::shipped)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Plan, Catalog10x, &Fixture::large)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Plan, Catalog10xDistinct, &Fixture::distinct)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
