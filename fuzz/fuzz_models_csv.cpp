// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness: the models.csv reader (parseModelsCsv) and a resolver over what it read.

#include "FuzzSupport.h"

#include "model/ModelCsv.h"

using namespace rigplan;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::quietQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    ModelCsvResult r = parseModelsCsv(fuzz::bytes(data, size), QStringLiteral("fuzz.csv"));
    if (r.models.empty()) {
        return 0;
    }
    const QString first = QString::fromStdString(r.models.front().id);
    const ModelResolver resolve = resolverFor(std::move(r.models));
    if (!resolve(first)) {
        fuzz::invariantBroken("resolverFor does not find a model parseModelsCsv returned");
    }
    return 0;
}
