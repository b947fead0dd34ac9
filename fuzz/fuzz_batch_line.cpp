// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness: one line of a batch (readBatchLine, `rigplan-cli plan|estimate --batch`),
// as both commands read it, resolved against the shipped models. A line that reads must carry
// a workload that saves and loads back to itself, and an id that batchLineId() gives back.

#include "ShippedModels.h"

#include "workload/BatchJson.h"
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
    const QByteArray line = fuzz::bytes(data, size);
    for (const BatchCommand command : { BatchCommand::Estimate, BatchCommand::Plan }) {
        const Result<BatchLine> r
            = readBatchLine(line, command, QStringLiteral("fuzz.jsonl"), 7, g_models.resolve, g_models.ids);
        (void)diagnosticTexts(r.diagnostics());
        if (!r.ok()) {
            (void)batchLineId(line);
            continue;
        }
        if (batchLineId(line) != (r->id.isUndefined() ? QJsonValue() : r->id)) {
            fuzz::invariantBroken("batchLineId() differs from the id the line was read with");
        }
        const Result<Workload> again = loadWorkload(
            saveWorkload(r->workload), QStringLiteral("saved.workload.json"), g_models.resolve, g_models.ids);
        if (!again.ok() || !(*again == r->workload)) {
            fuzz::invariantBroken("a batch line's workload does not save and load back to itself");
        }
    }
    return 0;
}
