// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness: a CSV file imported into a fresh copy of the shipped catalog, then a plan
// over it. A price, count or rate at the edge of its range must give a right answer or a
// refusal: UBSan aborts on a signed overflow (a price × quantity that wrapped), and the
// invariants below catch a wrong total that did not trap (a negative or mis-added price).

#include "FuzzSupport.h"

#include "catalog/Catalog.h"
#include "model/ModelCsv.h"
#include "plan/Economics.h"
#include "plan/Plan.h"
#include "util/Money.h"
#include "workload/WorkloadJson.h"

#include <QFile>
#include <QTemporaryDir>

using namespace rigplan;

namespace {

QTemporaryDir *g_dir = nullptr;
QString g_pristine; // the shipped catalog, seeded once; every input starts from a copy

// Serving and training, with a budget, so that prices, counts, the budget check and the
// economics all run.
const char kWorkload[] = R"({"format": "rigplan.workload/1", "title": "fuzz",
  "jobs": [{"kind": "inference", "model": "llama-3.1-8b", "concurrency": 8},
           {"kind": "training", "model": "llama-3.1-8b", "method": "lora", "train_tokens": 100000000}],
  "budget": {"max": 100000, "currency": "USD"},
  "economics": {"support_percent_per_year": 10}})";

void removeDatabase(const QString &path)
{
    for (const char *suffix : {"", "-wal", "-shm", "-journal"}) {
        QFile::remove(path + QLatin1String(suffix));
    }
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzz::quietQt();
    fuzz::startApplication(argc, argv);
    g_dir = fuzz::makeScratchDir();
    g_pristine = g_dir->filePath(QStringLiteral("pristine.sqlite"));
    {
        Catalog seeded;
        if (!g_dir->isValid() || !seeded.open(g_pristine)) {
            fuzz::invariantBroken("cannot seed a temporary catalog");
        }
    }
    std::atexit([] { delete g_dir; });
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString path = g_dir->filePath(QStringLiteral("work.sqlite"));
    removeDatabase(path);
    if (!QFile::copy(g_pristine, path)) {
        fuzz::invariantBroken("cannot copy the seeded catalog");
    }
    Catalog catalog;
    if (!catalog.open(path)) {
        fuzz::invariantBroken("cannot open the copied catalog");
    }
    const Result<ImportSummary> imported = catalog.importCsvData(fuzz::bytes(data, size), QStringLiteral("fuzz.csv"));
    // Result asserts this only in debug builds; a refusal without a reason prints nothing.
    if (!imported && imported.diagnostics().isEmpty()) {
        fuzz::invariantBroken("a refused import carries no diagnostic");
    }
    if (!imported) {
        return 0; // all-or-nothing: the catalog is the shipped one, planned by other tests
    }
    auto models = catalog.readModels();
    if (!models) {
        return 0; // a models import the reader refuses is reported, not planned
    }
    QStringList ids;
    for (const ModelArch &m : *models) {
        ids.append(QString::fromStdString(m.id));
    }
    const Result<Workload> loaded = loadWorkload(QByteArray(kWorkload), QStringLiteral("fuzz.workload.json"),
                                                 resolverFor(std::move(*models)), ids);
    if (!loaded) {
        return 0; // the import removed or changed the model the workload names
    }
    const auto snapshot = catalog.snapshot(QStringLiteral("USD"));
    if (!snapshot) {
        return 0;
    }
    const PlanResult result = plan(*loaded, *snapshot, PlanOptions{});
    const auto economics = economicsForWorkload(*loaded);
    for (const Tier &tier : result.tiers) {
        const std::int64_t total = tier.build.priceMinor;
        if (total < 0 || moneyOverflowed(total)) {
            fuzz::invariantBroken("a tier's price is negative or overflowed");
        }
        std::int64_t sum = 0;
        for (const BomLine &line : tier.bom) {
            if (line.lineTotalMinor < 0) {
                fuzz::invariantBroken("a bill-of-materials line is negative");
            }
            sum = moneyAdd(sum, line.lineTotalMinor);
        }
        if (sum != total) {
            fuzz::invariantBroken("the bill of materials does not add up to the tier's price");
        }
        if (economics) {
            const TierEconomics e = economicsFor(tier.build, loaded->jobs, *economics);
            // TCO is rounded from a double sum: allow its rounding at amounts beyond 2^53.
            const double slack = double(total) * 1e-12 + 1;
            if (!e.outOfRange && (double(e.tcoMinor) < double(total) - slack || e.yearlyEnergyCostMinor < 0)) {
                fuzz::invariantBroken("the cost of ownership is below the purchase price or negative");
            }
        }
    }
    return 0;
}
