// SPDX-License-Identifier: GPL-3.0-or-later
// Google Benchmark: one value edit and one price edit in the catalog editor's write path
// (CatalogEditSession: read the row for exact undo, write in a transaction, push the command,
// notify), on the shipped catalog and on one with 3,000 added GPUs. The editor's table model
// refreshes the one row it is told about; this measures what every edit costs before that.
// And a price-history import of 10k / 100k / 1M rows, to show it grows linearly; and the
// snapshot a plan reads (every part with its price) of the shipped catalog and of 10x, 100x and
// 1,000x copies of it under distinct ids (tests/support/MultiplyParts.h).
#include "catalog/Catalog.h"
#include "catalog/CatalogEditSession.h"
#include "catalog/Parts.h"

#include "MultiplyParts.h"

#include <QDate>
#include <QGuiApplication>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <memory>

using namespace rigplan;

namespace {

// A catalog in a temporary folder, optionally with `addedGpus` more GPUs, each priced.
struct Fixture {
    QTemporaryDir dir;
    Catalog catalog;
    std::unique_ptr<CatalogEditSession> session;

    explicit Fixture(int addedGpus)
    {
        if (!catalog.open(dir.filePath(QStringLiteral("bench.sqlite")))) {
            return;
        }
        if (addedGpus > 0) {
            QByteArray gpus = "id,vendor,name,form_factor,cooling,memory_bytes,memory_bandwidth_bps,bf16_tflops,"
                              "board_power_w,source,source_date\n";
            QByteArray prices = "part_kind,part_id,amount_minor,currency,price_date,source,estimate\n";
            for (int i = 0; i < addedGpus; ++i) {
                const QByteArray id = "bulk-" + QByteArray::number(i);
                gpus += id + ",Bulk,Bulk GPU " + QByteArray::number(i) + ",pcie,blower,"
                    + QByteArray::number(qint64(16 + i % 64) << 30) + ",1000000000000,100,300,bulk,2025-01-01\n";
                prices += "gpu," + id + "," + QByteArray::number(100000 + i) + ",USD,2025-01-01,bulk,0\n";
            }
            catalog.importCsvData(gpus, QStringLiteral("bulk-gpus"));
            catalog.importCsvData(prices, QStringLiteral("bulk-prices"));
        }
        session = std::make_unique<CatalogEditSession>(catalog);
    }
};

void BM_ValueEdit(benchmark::State &state)
{
    Fixture f(int(state.range(0)));
    const QString id = state.range(0) > 0 ? QStringLiteral("bulk-1234") : QStringLiteral("a10");
    int i = 0;
    for (auto _ : state) {
        // Alternate so every edit changes the value (an unchanged value is not written).
        if (!f.session->setValue(QStringLiteral("gpus"), id, QStringLiteral("board_power_w"),
                                 QString::number(140 + (i++ % 2) * 10))) {
            state.SkipWithError("edit refused");
            break;
        }
    }
}

void BM_PriceEdit(benchmark::State &state)
{
    Fixture f(int(state.range(0)));
    const QString id = state.range(0) > 0 ? QStringLiteral("bulk-1234") : QStringLiteral("a10");
    int i = 0;
    for (auto _ : state) {
        PriceEntry entry;
        entry.amountMinor = 99'900 + (i++ % 2) * 100;
        entry.currency = QStringLiteral("USD");
        entry.date = QStringLiteral("2026-11-29");
        entry.source = QStringLiteral("bench");
        if (!f.session->setPrice(QStringLiteral("gpus"), id, entry)) {
            state.SkipWithError("price refused");
            break;
        }
    }
}

// One part's price history of `rows` rows imported into a fresh catalog: linear in the rows
// (each row compared against a set of the rows there, one INSERT prepared once).
void BM_ImportPriceHistory(benchmark::State &state)
{
    QByteArray prices = "part_kind,part_id,amount_minor,currency,price_date,source,estimate\n";
    const QDate first(1900, 1, 1);
    for (qint64 i = 0; i < state.range(0); ++i) {
        prices += "gpu,rtx-4090," + QByteArray::number(130000 + i % 1000) + ",USD,"
            + first.addDays(i).toString(Qt::ISODate).toLatin1() + ",r" + QByteArray::number(i) + ",0\n";
    }
    for (auto _ : state) {
        state.PauseTiming();
        QTemporaryDir dir;
        Catalog catalog;
        const bool opened = catalog.open(dir.filePath(QStringLiteral("bench.sqlite"))).ok();
        state.ResumeTiming();
        if (!opened || !catalog.importCsvData(prices, QStringLiteral("history.csv"))) {
            state.SkipWithError("import refused");
            break;
        }
    }
    state.SetItemsProcessed(state.iterations() * state.range(0));
}

} // namespace

// Catalog::snapshot() of a catalog with `state.range(0)` - 1 copies of every part and price:
// what every plan reads first. Counters: parts in the snapshot.
void BM_Snapshot(benchmark::State &state)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.sqlite"));
    {
        Catalog seeded;
        if (!seeded.open(path) || !rigplan::testing::multiplyParts(path, int(state.range(0)) - 1)) {
            state.SkipWithError("cannot build the catalog");
            return;
        }
    }
    Catalog catalog;
    if (!catalog.open(path)) {
        state.SkipWithError("cannot open the catalog");
        return;
    }
    std::size_t parts = 0;
    for (auto _ : state) {
        const auto snap = catalog.snapshot(QStringLiteral("USD"));
        if (!snap) {
            state.SkipWithError("snapshot failed");
            return;
        }
        parts = snap->gpus.size() + snap->cpus.size() + snap->memory.size() + snap->storage.size() + snap->psus.size()
            + snap->platforms.size() + snap->nics.size() + snap->coolers.size() + snap->bridges.size();
        benchmark::DoNotOptimize(parts);
    }
    state.counters["parts"] = double(parts);
}

BENCHMARK(BM_Snapshot)->Arg(1)->Arg(10)->Arg(100)->Arg(1000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ImportPriceHistory)->Arg(10'000)->Arg(100'000)->Arg(1'000'000)->Iterations(1)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ValueEdit)->Arg(0)->Arg(3000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PriceEdit)->Arg(0)->Arg(3000)->Unit(benchmark::kMillisecond);

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen"); // the session's undo stack is QtGui
    }
    QGuiApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
