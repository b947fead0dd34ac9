// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness: a Hugging Face config.json (modelFromHfConfig after QJsonDocument::fromJson,
// as modelFromHfConfigFile and the workload reader do).

#include "FuzzSupport.h"

#include "model/HfConfig.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace rigplan;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::quietQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QJsonDocument doc = QJsonDocument::fromJson(fuzz::bytes(data, size));
    if (!doc.isObject()) {
        return 0;
    }
    const Result<ModelArch> read = modelFromHfConfig(doc.object());
    if (!read) {
        // A refusal names its field and is the input's fault.
        if (read.diagnostic().kind != Diagnostic::Kind::BadInput || read.diagnostic().message.isEmpty()) {
            fuzz::invariantBroken("modelFromHfConfig refused a config without a BadInput reason");
        }
        return 0;
    }
    const ModelArch &m = *read;
    if (m.layers < 1 || m.hidden < 1 || m.heads < 1 || m.kvHeads < 1 || m.headDim < 1) {
        fuzz::invariantBroken("modelFromHfConfig accepted a model without layers, width or heads");
    }
    return 0;
}
