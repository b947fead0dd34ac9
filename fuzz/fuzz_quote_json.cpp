// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness: a quote document (loadQuote: rigplan.quote/2, /1 or a plain workload), resolved against the shipped
// models. A document that loads must save and load back to the same quote.

#include "ShippedModels.h"

#include "quote/Quote.h"

using namespace rigplan;

namespace {
fuzz::ShippedModels g_models;
} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::quietQt();
    g_models = fuzz::shippedModels();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const Result<LoadedQuote> r
        = loadQuote(fuzz::bytes(data, size), QStringLiteral("fuzz.rigplan.json"), g_models.resolve, g_models.ids);
    (void)diagnosticTexts(r.diagnostics());
    if (r.ok()) {
        const Result<LoadedQuote> again
            = loadQuote(saveQuote(r->quote), QStringLiteral("saved.rigplan.json"), g_models.resolve, g_models.ids);
        if (!again.ok() || !(again->quote == r->quote)) {
            fuzz::invariantBroken("loadQuote(saveQuote(q)) != q");
        }
    }
    return 0;
}
