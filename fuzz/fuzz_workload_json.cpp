// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness: a rigplan.workload/1 document (loadWorkload), resolved against the shipped
// models. A document that loads must save and load back to the same workload.

#include "ShippedModels.h"

#include "workload/WorkloadJson.h"

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
    const Result<Workload> r
        = loadWorkload(fuzz::bytes(data, size), QStringLiteral("fuzz.workload.json"), g_models.resolve, g_models.ids);
    (void)diagnosticTexts(r.diagnostics());
    if (r.ok()) {
        const Result<Workload> again = loadWorkload(
            saveWorkload(*r), QStringLiteral("saved.workload.json"), g_models.resolve, g_models.ids);
        if (!again.ok() || !(*again == *r)) {
            fuzz::invariantBroken("loadWorkload(saveWorkload(w)) != w");
        }
    }
    return 0;
}
