// libFuzzer harness: a quote document (loadQuote: rigplan.quote/1 or a plain workload), resolved against the shipped
// models. A document that loads must save and load back to the same quote.

#include "FuzzSupport.h"

#include "model/ModelCsv.h"
#include "quote/Quote.h"

#include <QFile>

using namespace rigplan;

namespace {
ModelResolver g_resolve;
QStringList g_ids;
} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::quietQt();
    // The seed is compiled into rigplan_core as a resource: no path to find.
    QFile f(QStringLiteral(":/catalog/seed/models.csv"));
    if (!f.open(QIODevice::ReadOnly)) {
        fuzz::invariantBroken("cannot read :/catalog/seed/models.csv");
    }
    ModelCsvResult models = parseModelsCsv(f.readAll());
    if (!models.errors.isEmpty() || models.models.empty()) {
        fuzz::invariantBroken("the shipped models.csv does not parse");
    }
    for (const ModelArch &m : models.models) {
        g_ids << QString::fromStdString(m.id);
    }
    g_resolve = resolverFor(std::move(models.models));
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QuoteLoadResult r = loadQuote(fuzz::bytes(data, size), QStringLiteral("fuzz.rigplan.json"), g_resolve, g_ids);
    (void)r.messages();
    if (r.ok()) {
        const QuoteLoadResult again = loadQuote(saveQuote(r.quote), QStringLiteral("saved.rigplan.json"), g_resolve, g_ids);
        if (!again.ok() || !(again.quote == r.quote)) {
            fuzz::invariantBroken("loadQuote(saveQuote(q)) != q");
        }
    }
    return 0;
}
