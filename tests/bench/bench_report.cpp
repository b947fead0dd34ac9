// SPDX-License-Identifier: GPL-3.0-or-later
// Google Benchmark: a full configuration report to memory (layout, charts, PDF with embedded
// fonts), what File → Export PDF and `rigplan-cli report` do after planning. Goal: under one
// second on the 2-core CI machine (Release build).
#include "Language.h"
#include "catalog/Catalog.h"
#include "model/ModelCsv.h"
#include "plan/Outcome.h"
#include "Report.h"
#include "quote/Freeze.h"
#include "quote/Quote.h"
#include "workload/WorkloadJson.h"

#include <QApplication>
#include <QFile>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

using namespace rigplan;

namespace {

struct Fixture {
    QTemporaryDir dir;
    Catalog catalog;
    std::shared_ptr<const PlanOutcome> feasible;   // three tiers
    std::shared_ptr<const PlanOutcome> infeasible; // no build, with suggestions
    std::vector<PartSource> sources;

    Fixture()
    {
        catalog.open(dir.filePath(QStringLiteral("bench.sqlite")));
        feasible = load("lab-mixed.workload.json");
        infeasible = load("legal-chat.workload.json");
        if (feasible) {
            sources = specSourcesFor(catalog, *feasible);
        }
    }

    std::shared_ptr<const PlanOutcome> load(const char *sample)
    {
        QFile f(QStringLiteral(RIGPLAN_SOURCE_DIR "/resources/samples/") + QLatin1String(sample));
        f.open(QIODevice::ReadOnly);
        const Result<Workload> loaded = loadWorkload(f.readAll(), f.fileName(), resolverFor(catalog.models()));
        auto outcome = computePlanOutcome(catalog, *loaded);
        return outcome ? *outcome : nullptr;
    }
};

Fixture &fixture()
{
    static Fixture f;
    return f;
}

void BM_Report(benchmark::State &state, bool feasiblePlan, const char *language, QPageSize::PageSizeId pageSize)
{
    Fixture &f = fixture();
    const auto &outcome = feasiblePlan ? f.feasible : f.infeasible;
    if (!outcome) {
        state.SkipWithError("the sample workload did not plan");
        return;
    }
    ReportOptions options;
    options.language = QLatin1String(language);
    options.pageSize = pageSize;
    options.specSources = f.sources;
    options.edition = ReportEdition::Internal; // the full method: the figures in docs/testing.md are of this edition
    setLanguage(options.language); // measure the report, not the language switch
    int pages = 0;
    std::size_t bytes = 0;
    for (auto _ : state) {
        const Result<ReportPdf> pdf = renderReportPdf(*outcome, {}, options);
        if (!pdf) {
            state.SkipWithError(qPrintable(pdf.diagnostic().text()));
            break;
        }
        pages = pdf->pages;
        bytes = std::size_t(pdf->data.size());
        benchmark::DoNotOptimize(pdf->data.constData());
    }
    state.counters["pages"] = pages;
    state.counters["kB"] = double(bytes) / 1000.0;
}
BENCHMARK_CAPTURE(BM_Report, ThreeTiersEnglishA4, true, "en", QPageSize::A4)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Report, ThreeTiersChineseLetter, true, "zh_CN", QPageSize::Letter)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_Report, NoBuildEnglishA4, false, "en", QPageSize::A4)->Unit(benchmark::kMillisecond);

// The client edition of a frozen quote with range(0) lines (the mainstream tier's lines
// repeated): how the report grows with a quote's lines, up to the 1,000 a quote may hold.
void BM_ReportQuoteLines(benchmark::State &state)
{
    Fixture &f = fixture();
    Quote quote;
    quote.workload = f.feasible->workload;
    FreezeInput input;
    input.rates = *readExchangeRates(f.catalog);
    input.today = "2026-12-05";
    input.frozenAt = "2026-12-05T00:00:00Z";
    if (!freezeQuote(quote, *f.feasible, input)) {
        state.SkipWithError("the sample did not freeze");
        return;
    }
    const std::vector<QuoteLine> build = quote.frozen->lines;
    quote.frozen->lines.clear();
    for (std::int64_t i = 0; i < state.range(0); ++i) {
        quote.frozen->lines.push_back(build[std::size_t(i) % build.size()]);
    }
    ReportOptions options;
    options.language = QStringLiteral("en");
    options.frozen = quote.frozen;
    setLanguage(options.language);
    int pages = 0;
    for (auto _ : state) {
        const Result<ReportPdf> pdf = renderReportPdf(*f.feasible, quote.info, options);
        if (!pdf) {
            state.SkipWithError(qPrintable(pdf.diagnostic().text()));
            break;
        }
        pages = pdf->pages;
    }
    state.counters["pages"] = pages;
    state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_ReportQuoteLines)->Arg(10)->Arg(100)->Arg(300)->Arg(1000)->Iterations(1)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen"); // Qt Charts needs a QApplication, not a screen
    }
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
