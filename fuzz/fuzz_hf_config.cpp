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
    QString error = QStringLiteral("not cleared");
    const ModelArch m = modelFromHfConfig(doc.object(), &error);
    if (error.isEmpty() && (m.layers < 1 || m.hidden < 1 || m.heads < 1 || m.kvHeads < 1 || m.headDim < 1)) {
        fuzz::invariantBroken("modelFromHfConfig accepted a model without layers, width or heads");
    }
    return 0;
}
