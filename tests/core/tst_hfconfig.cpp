// SPDX-License-Identifier: GPL-3.0-or-later
// Hugging Face config.json import (core/model/HfConfig). Fixtures in tests/data/models are the
// config.json files of the repositories listed in tests/data/models/README.md; each import is
// compared field by field with the models.csv row of the same model and with its published
// parameter total.

#include "SourcePath.h"
#include "model/HfConfig.h"
#include "model/ModelCsv.h"
#include "model/ModelParams.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>

using namespace rigplan;
using rigplan::testing::sourcePath;

namespace {

QJsonObject fixture(const QString &file)
{
    QFile f(sourcePath(QStringLiteral("tests/data/models/") + file));
    if (!f.open(QIODevice::ReadOnly)) {
        qFatal("cannot open fixture %s", qPrintable(file));
    }
    return QJsonDocument::fromJson(f.readAll()).object();
}

ModelArch catalogModel(const QString &id)
{
    QFile f(sourcePath(QStringLiteral("catalog/seed/models.csv")));
    if (!f.open(QIODevice::ReadOnly)) {
        qFatal("cannot open models.csv");
    }
    const auto models = parseModelsCsv(f.readAll()).models;
    for (const ModelArch &m : models) {
        if (m.id == id.toStdString()) {
            return m;
        }
    }
    qFatal("no model %s", qPrintable(id));
}

} // namespace

class TestHfConfig final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void importsFixture_data();
    void importsFixture();
    void missingFieldIsNamed_data();
    void missingFieldIsNamed();
    void invalidFieldIsNamed_data();
    void invalidFieldIsNamed();
    void defaults();
    void qwenSlidingWindowOnlyWhenEnabled();
    void layerTypesArePreferred();
    void unsupportedModelType();
    void unusedKeysAreReported();
    void unsupportedKeyIsNamed_data();
    void unsupportedKeyIsNamed();
    void nestedFieldsCarryTheirPath();
    void ropeScalingRaisesTheContext();
    void quantizationConfigSetsTheFormat();
    void textConfigAloneImports();
    void qwen35TextTowerTotal();
    void hybridErrorsNameTheField_data();
    void hybridErrorsNameTheField();
    void fileErrors_data();
    void fileErrors();
};

void TestHfConfig::importsFixture_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("catalogId");
    QTest::newRow("llama-2-7b") << QStringLiteral("Llama-2-7b-hf.config.json") << QStringLiteral("llama-2-7b");
    QTest::newRow("mixtral-8x7b") << QStringLiteral("Mixtral-8x7B-v0.1.config.json") << QStringLiteral("mixtral-8x7b");
    QTest::newRow("gemma-2-9b") << QStringLiteral("gemma-2-9b.config.json") << QStringLiteral("gemma-2-9b");
    QTest::newRow("qwen2.5-0.5b") << QStringLiteral("Qwen2.5-0.5B.config.json") << QStringLiteral("qwen2.5-0.5b");
    QTest::newRow("deepseek-v2-lite") << QStringLiteral("DeepSeek-V2-Lite.config.json") << QStringLiteral("deepseek-v2-lite");
    QTest::newRow("phi-3-mini") << QStringLiteral("Phi-3-mini-4k-instruct.config.json") << QStringLiteral("phi-3-mini");
    // issue 20: one fixture per new model_type (tests/data/models/README.md names the sources)
    QTest::newRow("qwen3") << QStringLiteral("Qwen3-8B.config.json") << QStringLiteral("qwen3-8b");
    QTest::newRow("qwen3_moe") << QStringLiteral("Qwen3-30B-A3B.config.json") << QStringLiteral("qwen3-30b-a3b");
    QTest::newRow("deepseek_v3") << QStringLiteral("DeepSeek-V3.config.json") << QStringLiteral("deepseek-v3");
    QTest::newRow("llama4") << QStringLiteral("Llama-4-Scout-17B-16E-Instruct.config.json") << QStringLiteral("llama-4-scout");
    QTest::newRow("gemma3_text") << QStringLiteral("gemma-3-1b-pt.config.json") << QStringLiteral("gemma-3-1b");
    QTest::newRow("gemma3") << QStringLiteral("gemma-3-4b-pt.config.json") << QStringLiteral("gemma-3-4b");
    QTest::newRow("gpt_oss") << QStringLiteral("gpt-oss-120b.config.json") << QStringLiteral("gpt-oss-120b");
    QTest::newRow("mistral (Small 3)") << QStringLiteral("Mistral-Small-24B-Base-2501.config.json") << QStringLiteral("mistral-small-3-24b");
    QTest::newRow("mistral3") << QStringLiteral("Mistral-Small-3.1-24B-Base-2503.config.json") << QStringLiteral("mistral-small-3.1-24b");
    QTest::newRow("qwen2_5_vl") << QStringLiteral("Qwen2.5-VL-7B-Instruct.config.json") << QStringLiteral("qwen2.5-vl-7b");
    QTest::newRow("qwen2_vl") << QStringLiteral("Qwen2-VL-7B-Instruct.config.json") << QStringLiteral("qwen2-vl-7b");
    QTest::newRow("llava") << QStringLiteral("llava-1.5-7b-hf.config.json") << QStringLiteral("llava-1.5-7b");
    QTest::newRow("llava_next") << QStringLiteral("llava-v1.6-mistral-7b-hf.config.json") << QStringLiteral("llava-next-mistral-7b");
    QTest::newRow("mllama") << QStringLiteral("Llama-3.2-11B-Vision.config.json") << QStringLiteral("llama-3.2-11b-vision");
    // issue 40: hybrid models, one per state mixer
    QTest::newRow("qwen3_next") << QStringLiteral("Qwen3-Next-80B-A3B-Instruct.config.json") << QStringLiteral("qwen3-next-80b-a3b");
    QTest::newRow("nemotron_h") << QStringLiteral("NVIDIA-Nemotron-Nano-9B-v2.config.json") << QStringLiteral("nemotron-nano-9b-v2");
    QTest::newRow("lfm2") << QStringLiteral("LFM2-1.2B.config.json") << QStringLiteral("lfm2-1.2b");
    QTest::newRow("jamba") << QStringLiteral("AI21-Jamba-1.5-Mini.config.json") << QStringLiteral("jamba-1.5-mini");
}

void TestHfConfig::importsFixture()
{
    QFETCH(QString, file);
    QFETCH(QString, catalogId);
    const Result<ModelArch> imported = modelFromHfConfigFile(sourcePath(QStringLiteral("tests/data/models/") + file));
    QVERIFY2(imported, qPrintable(imported ? QString() : imported.diagnostic().text()));
    const ModelArch &m = *imported;
    const ModelArch c = catalogModel(catalogId);
    QCOMPARE(m.modelType, c.modelType);
    QCOMPARE(m.layers, c.layers);
    QCOMPARE(m.hidden, c.hidden);
    QCOMPARE(m.heads, c.heads);
    QCOMPARE(m.kvHeads, c.kvHeads);
    QCOMPARE(m.headDim, c.headDim);
    QCOMPARE(m.intermediate, c.intermediate);
    QCOMPARE(m.vocab, c.vocab);
    QCOMPARE(m.tiedEmbeddings, c.tiedEmbeddings);
    QCOMPARE(m.qkvBias, c.qkvBias);
    QCOMPARE(m.normsPerLayer, c.normsPerLayer);
    QCOMPARE(m.experts, c.experts);
    QCOMPARE(m.expertsPerToken, c.expertsPerToken);
    QCOMPARE(m.sharedExperts, c.sharedExperts);
    QCOMPARE(m.moeIntermediate, c.moeIntermediate);
    QCOMPARE(m.firstDenseLayers, c.firstDenseLayers);
    QCOMPARE(m.kvLoraRank, c.kvLoraRank);
    QCOMPARE(m.qLoraRank, c.qLoraRank);
    QCOMPARE(m.slidingWindow, c.slidingWindow);
    QCOMPARE(m.slidingWindowLayers, c.slidingWindowLayers);
    QCOMPARE(m.maxContext, c.maxContext);
    QCOMPARE(m.torchDtype, c.torchDtype);
    QCOMPARE(m.qkNorm, c.qkNorm);
    QCOMPARE(m.attentionOutBias, c.attentionOutBias);
    QCOMPARE(m.attentionSinks, c.attentionSinks);
    QCOMPARE(m.expertBias, c.expertBias);
    QCOMPARE(m.routerCorrectionBias, c.routerCorrectionBias);
    QCOMPARE(m.moeLayerStep, c.moeLayerStep);
    QCOMPARE(m.mtpLayers, c.mtpLayers);
    QCOMPARE(m.attentionChunk, c.attentionChunk);
    QCOMPARE(m.chunkedLayers, c.chunkedLayers);
    QCOMPARE(m.crossAttentionLayers, c.crossAttentionLayers);
    QCOMPARE(m.extraEmbeddingRows, c.extraEmbeddingRows);
    QCOMPARE(m.checkpointFormat, c.checkpointFormat);
    QCOMPARE(m.attnLogitSoftcapping, c.attnLogitSoftcapping);
    QCOMPARE(m.finalLogitSoftcapping, c.finalLogitSoftcapping);
    QVERIFY(m.vision == c.vision);
    QCOMPARE(int(m.stateMixer), int(c.stateMixer));
    QCOMPARE(m.stateLayers, c.stateLayers);
    QCOMPARE(m.stateHeads, c.stateHeads);
    QCOMPARE(m.stateGroups, c.stateGroups);
    QCOMPARE(m.stateKeyDim, c.stateKeyDim);
    QCOMPARE(m.stateValueDim, c.stateValueDim);
    QCOMPARE(m.stateInner, c.stateInner);
    QCOMPARE(m.convKernel, c.convKernel);
    QCOMPARE(m.dtRank, c.dtRank);
    QCOMPARE(m.convBias, c.convBias);
    QCOMPARE(m.mixerProjBias, c.mixerProjBias);
    QCOMPARE(m.stateFp32, c.stateFp32);
    QCOMPARE(m.attentionOutputGate, c.attentionOutputGate);
    QCOMPARE(m.sharedExpertGate, c.sharedExpertGate);
    QCOMPARE(m.mlpFreeLayers, c.mlpFreeLayers);
    QCOMPARE(m.mixerFreeLayers, c.mixerFreeLayers);
    QCOMPARE(m.mlpGated, c.mlpGated);
    QCOMPARE(m.params, c.paramsOfficial);
    QCOMPARE(m.activeParams, c.activeParams);
}

// Removing a required field yields an error that starts with the field's name.
void TestHfConfig::missingFieldIsNamed_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("field");
    for (const char *f : {"model_type", "num_hidden_layers", "hidden_size", "num_attention_heads", "intermediate_size",
                          "vocab_size", "max_position_embeddings"}) {
        QTest::newRow(f) << QStringLiteral("Llama-2-7b-hf.config.json") << QString::fromLatin1(f);
    }
    QTest::newRow("mixtral num_local_experts") << QStringLiteral("Mixtral-8x7B-v0.1.config.json")
                                               << QStringLiteral("num_local_experts");
    QTest::newRow("mixtral num_experts_per_tok") << QStringLiteral("Mixtral-8x7B-v0.1.config.json")
                                                 << QStringLiteral("num_experts_per_tok");
    QTest::newRow("deepseek kv_lora_rank") << QStringLiteral("DeepSeek-V2-Lite.config.json") << QStringLiteral("kv_lora_rank");
    QTest::newRow("deepseek moe_intermediate_size") << QStringLiteral("DeepSeek-V2-Lite.config.json")
                                                    << QStringLiteral("moe_intermediate_size");
}

void TestHfConfig::missingFieldIsNamed()
{
    QFETCH(QString, file);
    QFETCH(QString, field);
    QJsonObject config = fixture(file);
    QVERIFY(config.contains(field));
    config.remove(field);
    const Result<ModelArch> m = modelFromHfConfig(config);
    QVERIFY(!m);
    const QString error = m.diagnostic().text();
    QVERIFY2(error.startsWith(field + QStringLiteral(": missing")), qPrintable(error));
    QCOMPARE(m.diagnostic().path, field); // the field as a path: the workload reader continues it
}

void TestHfConfig::invalidFieldIsNamed_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("negative hidden") << QStringLiteral("hidden_size") << QJsonValue(-4096)
                                     << QStringLiteral("hidden_size: expected an integer ≥ 1, got -4096");
    QTest::newRow("fractional layers") << QStringLiteral("num_hidden_layers") << QJsonValue(32.5)
                                       << QStringLiteral("num_hidden_layers: expected an integer ≥ 1, got 32.5");
    QTest::newRow("string vocab") << QStringLiteral("vocab_size") << QJsonValue(QStringLiteral("32000"))
                                  << QStringLiteral("vocab_size: expected an integer ≥ 1, got \"32000\"");
    QTest::newRow("kv heads not dividing") << QStringLiteral("num_key_value_heads") << QJsonValue(5)
                                           << QStringLiteral("num_key_value_heads: 5 does not divide num_attention_heads (32)");
    QTest::newRow("layers beyond 9e15 name the bound") << QStringLiteral("num_hidden_layers") << QJsonValue(9.1e15)
        << QStringLiteral("num_hidden_layers: expected an integer from 1 to 9000000000000000, got 9.1e+15");
    // The parameter count overflows because of the vocabulary: the message names vocab_size
    // (it used to blame num_hidden_layers).
    QTest::newRow("oversized vocab is blamed") << QStringLiteral("vocab_size") << QJsonValue(8e15)
        << QStringLiteral("vocab_size: with these sizes the model would have more than 4.6e18 parameters (the limit)");
    QTest::newRow("oversized layers are blamed") << QStringLiteral("num_hidden_layers") << QJsonValue(8e15)
        << QStringLiteral("num_hidden_layers: with these sizes the model would have more than 4.6e18 parameters (the limit)");
    QTest::newRow("tie not bool") << QStringLiteral("tie_word_embeddings") << QJsonValue(1)
                                  << QStringLiteral("tie_word_embeddings: expected true or false, got 1");
}

void TestHfConfig::invalidFieldIsNamed()
{
    QFETCH(QString, field);
    QFETCH(QJsonValue, value);
    QFETCH(QString, expected);
    QJsonObject config = fixture(QStringLiteral("Llama-2-7b-hf.config.json"));
    config.insert(field, value);
    const Result<ModelArch> m = modelFromHfConfig(config);
    QVERIFY(!m);
    QCOMPARE(m.diagnostic().text(), expected);
    QCOMPARE(m.diagnostic().kind, Diagnostic::Kind::BadInput);
}

void TestHfConfig::defaults()
{
    // Without num_key_value_heads and head_dim: MHA with h / a (transformers LlamaConfig).
    QJsonObject config = fixture(QStringLiteral("Llama-2-7b-hf.config.json"));
    config.remove(QStringLiteral("num_key_value_heads"));
    config.remove(QStringLiteral("tie_word_embeddings"));
    Result<ModelArch> read = modelFromHfConfig(config);
    QVERIFY2(read, qPrintable(read ? QString() : read.diagnostic().text()));
    ModelArch m = *read;
    QCOMPARE(m.kvHeads, std::int64_t(32));
    QCOMPARE(m.headDim, std::int64_t(128));
    QCOMPARE(m.tiedEmbeddings, false); // LlamaConfig default
    QCOMPARE(m.params, std::int64_t(6738415616));

    // The gemma-2-9b config has no tie_word_embeddings key: Gemma2Config defaults to tied.
    read = modelFromHfConfig(fixture(QStringLiteral("gemma-2-9b.config.json")));
    QVERIFY(read);
    m = *read;
    QCOMPARE(m.tiedEmbeddings, true);
    QCOMPARE(m.normsPerLayer, std::int64_t(4));
    QCOMPARE(m.slidingWindowLayers, std::int64_t(21)); // even layers of 42
    // Its soft-caps as the file gives them; without the keys, Gemma2Config's defaults (50, 30);
    // null (Gemma 3's configs) or another model type: none.
    QCOMPARE(m.attnLogitSoftcapping, 50.0);
    QCOMPARE(m.finalLogitSoftcapping, 30.0);
    QJsonObject gemma2 = fixture(QStringLiteral("gemma-2-9b.config.json"));
    gemma2.insert(QStringLiteral("attn_logit_softcapping"), 20.0);
    gemma2.remove(QStringLiteral("final_logit_softcapping"));
    m = modelFromHfConfig(gemma2).value();
    QCOMPARE(m.attnLogitSoftcapping, 20.0);
    QCOMPARE(m.finalLogitSoftcapping, 30.0);
    gemma2.insert(QStringLiteral("attn_logit_softcapping"), QJsonValue::Null);
    m = modelFromHfConfig(gemma2).value();
    QCOMPARE(m.attnLogitSoftcapping, 0.0);
    m = modelFromHfConfig(fixture(QStringLiteral("gemma-3-1b-pt.config.json"))).value();
    QCOMPARE(m.attnLogitSoftcapping, 0.0);
    QCOMPARE(m.finalLogitSoftcapping, 0.0);
    m = modelFromHfConfig(fixture(QStringLiteral("Llama-2-7b-hf.config.json"))).value();
    QCOMPARE(m.attnLogitSoftcapping, 0.0);
}

void TestHfConfig::qwenSlidingWindowOnlyWhenEnabled()
{
    QJsonObject config = fixture(QStringLiteral("Qwen2.5-0.5B.config.json"));
    ModelArch m = modelFromHfConfig(config).value();
    QCOMPARE(m.slidingWindow, std::int64_t(0)); // use_sliding_window: false
    QVERIFY(m.qkvBias);
    config.insert(QStringLiteral("use_sliding_window"), true);
    config.insert(QStringLiteral("sliding_window"), 4096);
    config.insert(QStringLiteral("max_window_layers"), 20);
    m = modelFromHfConfig(config).value();
    QCOMPARE(m.slidingWindow, std::int64_t(4096));
    QCOMPARE(m.slidingWindowLayers, std::int64_t(4)); // layers 20..23
}

void TestHfConfig::layerTypesArePreferred()
{
    QJsonObject config = fixture(QStringLiteral("gemma-2-9b.config.json"));
    QJsonArray types;
    for (int i = 0; i < 42; ++i) {
        types.append(i < 10 ? QStringLiteral("sliding_attention") : QStringLiteral("full_attention"));
    }
    config.insert(QStringLiteral("layer_types"), types);
    const Result<ModelArch> m = modelFromHfConfig(config);
    QVERIFY2(m, qPrintable(m ? QString() : m.diagnostic().text()));
    QCOMPARE(m->slidingWindowLayers, std::int64_t(10));
}

void TestHfConfig::unsupportedModelType()
{
    QJsonObject config = fixture(QStringLiteral("Llama-2-7b-hf.config.json"));
    config.insert(QStringLiteral("model_type"), QStringLiteral("qwen2_moe"));
    const Result<ModelArch> m = modelFromHfConfig(config);
    QVERIFY(!m);
    const QString error = m.diagnostic().text();
    QVERIFY2(error.startsWith(QStringLiteral("model_type: \"qwen2_moe\" is not supported")), qPrintable(error));
}

// Every key the import does not use is listed by its path; identification keys are not.
void TestHfConfig::unusedKeysAreReported()
{
    const ModelArch ds = modelFromHfConfig(fixture(QStringLiteral("DeepSeek-V3.config.json"))).value();
    const auto has = [](const ModelArch &m, const char *key) {
        return std::find(m.configKeysNotUsed.begin(), m.configKeysNotUsed.end(), std::string(key)) != m.configKeysNotUsed.end();
    };
    for (const char *key : {"n_group", "topk_group", "routed_scaling_factor", "scoring_func", "rope_scaling.beta_fast",
                            "rope_scaling.mscale", "quantization_config.activation_scheme", "rms_norm_eps"}) {
        QVERIFY2(has(ds, key), key);
    }
    for (const char *key : {"num_hidden_layers", "n_routed_experts", "quantization_config.weight_block_size",
                            "rope_scaling.factor", "eos_token_id", "architectures", "num_nextn_predict_layers"}) {
        QVERIFY2(!has(ds, key), key);
    }
    const ModelArch vl = modelFromHfConfig(fixture(QStringLiteral("Qwen2.5-VL-7B-Instruct.config.json"))).value();
    QVERIFY(has(vl, "rope_scaling.mrope_section"));
    QVERIFY(has(vl, "vision_config.window_size"));
    QVERIFY(has(vl, "vision_config.fullatt_block_indexes"));
    QVERIFY(!has(vl, "vision_config.depth"));
    QVERIFY(!has(vl, "image_token_id"));
    // A config whose every key is used or identifying lists nothing.
    QJsonObject minimal = fixture(QStringLiteral("Llama-2-7b-hf.config.json"));
    const ModelArch llama = modelFromHfConfig(minimal).value();
    for (const std::string &k : llama.configKeysNotUsed) {
        QVERIFY2(minimal.contains(QString::fromStdString(k)), k.c_str());
    }
}

// Keys whose value changes the architecture in a way the import cannot count are refused, and
// the message names the key by its full path.
void TestHfConfig::unsupportedKeyIsNamed_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("pointer"); // where to write, "a/b" for nested
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("path");
    QTest::newRow("qwen3_moe dense layers") << QStringLiteral("Qwen3-30B-A3B.config.json") << QStringLiteral("mlp_only_layers")
                                            << QJsonValue(QJsonArray{0, 47}) << QStringLiteral("mlp_only_layers");
    QTest::newRow("quant method") << QStringLiteral("DeepSeek-V3.config.json") << QStringLiteral("quantization_config/quant_method")
                                  << QJsonValue(QStringLiteral("hqq")) << QStringLiteral("quantization_config.quant_method");
    QTest::newRow("fp8 block size") << QStringLiteral("DeepSeek-V3.config.json")
                                    << QStringLiteral("quantization_config/weight_block_size") << QJsonValue(QJsonArray{64, 64})
                                    << QStringLiteral("quantization_config.weight_block_size");
    QTest::newRow("rope type") << QStringLiteral("DeepSeek-V3.config.json") << QStringLiteral("rope_scaling/type")
                               << QJsonValue(QStringLiteral("su")) << QStringLiteral("rope_scaling.type");
    QTest::newRow("layer type") << QStringLiteral("gemma-2-9b.config.json") << QStringLiteral("layer_types")
                                << QJsonValue(QJsonArray{QStringLiteral("sliding_attention"), QStringLiteral("linear_attention")})
                                << QStringLiteral("layer_types");
    QTest::newRow("pixel shuffle") << QStringLiteral("Llama-4-Scout-17B-16E-Instruct.config.json")
                                   << QStringLiteral("vision_config/pixel_shuffle_ratio") << QJsonValue(0.25)
                                   << QStringLiteral("vision_config.pixel_shuffle_ratio");
    QTest::newRow("text model of a wrapper") << QStringLiteral("gemma-3-4b-pt.config.json")
                                             << QStringLiteral("text_config/model_type") << QJsonValue(QStringLiteral("llama"))
                                             << QStringLiteral("text_config.model_type");
    QTest::newRow("projector bias") << QStringLiteral("Mistral-Small-3.1-24B-Base-2503.config.json")
                                    << QStringLiteral("multimodal_projector_bias") << QJsonValue(true)
                                    << QStringLiteral("multimodal_projector_bias");
    QTest::newRow("moe layer freq") << QStringLiteral("DeepSeek-V3.config.json") << QStringLiteral("moe_layer_freq")
                                    << QJsonValue(2) << QStringLiteral("moe_layer_freq");
}

void TestHfConfig::unsupportedKeyIsNamed()
{
    QFETCH(QString, file);
    QFETCH(QString, pointer);
    QFETCH(QJsonValue, value);
    QFETCH(QString, path);
    QJsonObject config = fixture(file);
    const QStringList parts = pointer.split(QLatin1Char('/'));
    if (parts.size() == 2) {
        QJsonObject inner = config.value(parts[0]).toObject();
        inner.insert(parts[1], value);
        config.insert(parts[0], inner);
    } else {
        config.insert(pointer, value);
    }
    const Result<ModelArch> m = modelFromHfConfig(config);
    QVERIFY(!m);
    QVERIFY2(m.diagnostic().path.startsWith(path), qPrintable(m.diagnostic().text()));
    QVERIFY2(m.diagnostic().text().startsWith(path), qPrintable(m.diagnostic().text()));
}

void TestHfConfig::nestedFieldsCarryTheirPath()
{
    QJsonObject config = fixture(QStringLiteral("Llama-3.2-11B-Vision.config.json"));
    QJsonObject text = config.value(QStringLiteral("text_config")).toObject();
    text.remove(QStringLiteral("hidden_size"));
    config.insert(QStringLiteral("text_config"), text);
    Result<ModelArch> m = modelFromHfConfig(config);
    QVERIFY(!m);
    QCOMPARE(m.diagnostic().text(), QStringLiteral("text_config.hidden_size: missing (required, an integer ≥ 1)"));

    config = fixture(QStringLiteral("Qwen2.5-VL-7B-Instruct.config.json"));
    config.remove(QStringLiteral("vision_config"));
    m = modelFromHfConfig(config);
    QVERIFY(!m);
    QVERIFY2(m.diagnostic().text().startsWith(QStringLiteral("vision_config: missing")), qPrintable(m.diagnostic().text()));

    config = fixture(QStringLiteral("Qwen2.5-VL-7B-Instruct.config.json"));
    QJsonObject vision = config.value(QStringLiteral("vision_config")).toObject();
    vision.insert(QStringLiteral("depth"), -1);
    config.insert(QStringLiteral("vision_config"), vision);
    m = modelFromHfConfig(config);
    QVERIFY(!m);
    QCOMPARE(m.diagnostic().text(), QStringLiteral("vision_config.depth: expected an integer ≥ 1, got -1"));
}

// Qwen3 documents YaRN for 131072 tokens (model card: rope_scaling {"rope_type": "yarn",
// "factor": 4.0, "original_max_position_embeddings": 32768}); the config ships without it.
void TestHfConfig::ropeScalingRaisesTheContext()
{
    QJsonObject config = fixture(QStringLiteral("Qwen3-8B.config.json"));
    QCOMPARE(modelFromHfConfig(config)->maxContext, std::int64_t(40960));
    config.insert(QStringLiteral("rope_scaling"), QJsonObject{{QStringLiteral("rope_type"), QStringLiteral("yarn")},
                                                               {QStringLiteral("factor"), 4.0},
                                                               {QStringLiteral("original_max_position_embeddings"), 32768}});
    QCOMPARE(modelFromHfConfig(config)->maxContext, std::int64_t(131072));
    // DeepSeek-V3: yarn 40 × 4096 = 163840, as max_position_embeddings already says.
    QCOMPARE(modelFromHfConfig(fixture(QStringLiteral("DeepSeek-V3.config.json")))->maxContext, std::int64_t(163840));
}

void TestHfConfig::quantizationConfigSetsTheFormat()
{
    QCOMPARE(modelFromHfConfig(fixture(QStringLiteral("DeepSeek-V3.config.json")))->checkpointFormat, std::string("fp8-block128"));
    QCOMPARE(modelFromHfConfig(fixture(QStringLiteral("gpt-oss-120b.config.json")))->checkpointFormat, std::string("mxfp4-experts"));
    QJsonObject config = fixture(QStringLiteral("Qwen3-8B.config.json"));
    config.insert(QStringLiteral("quantization_config"), QJsonObject{{QStringLiteral("quant_method"), QStringLiteral("modelopt")},
                                                                      {QStringLiteral("quant_algo"), QStringLiteral("NVFP4")}});
    QCOMPARE(modelFromHfConfig(config)->checkpointFormat, std::string("nvfp4"));
    config.insert(QStringLiteral("quantization_config"), QJsonObject{{QStringLiteral("quant_method"), QStringLiteral("awq")},
                                                                      {QStringLiteral("bits"), 4},
                                                                      {QStringLiteral("group_size"), 128}});
    const ModelArch awq = modelFromHfConfig(config).value();
    QCOMPARE(awq.checkpointFormat, std::string("int4"));
    QVERIFY(std::find(awq.configKeysNotUsed.begin(), awq.configKeysNotUsed.end(), "quantization_config.group_size")
            != awq.configKeysNotUsed.end());
}

// A wrapper's text_config imported on its own is the text model (Llama 4 Scout without its
// vision encoder: 108,641,793,536 − 871,932,416).
void TestHfConfig::textConfigAloneImports()
{
    const QJsonObject text = fixture(QStringLiteral("Llama-4-Scout-17B-16E-Instruct.config.json")).value(QStringLiteral("text_config")).toObject();
    const Result<ModelArch> m = modelFromHfConfig(text);
    QVERIFY2(m, qPrintable(m ? QString() : m.diagnostic().text()));
    QCOMPARE(m->params, std::int64_t(108641793536 - 871932416));
    QCOMPARE(m->chunkedLayers, std::int64_t(36));
    QVERIFY(!m->isVisionLanguage());
}

// Who has to act decides the exit code: a path that names no file or a file that is no
// config is the input given (2); a file that is there but cannot be opened is the machine (3).
// Qwen3.5-0.8B's text_config (Qwen3_5ForCausalLM): its parameter count is the published text
// tower's, and its layer_types give 18 Gated DeltaNet layers with an fp32 recurrent state.
void TestHfConfig::qwen35TextTowerTotal()
{
    const Result<ModelArch> m = modelFromHfConfig(fixture(QStringLiteral("Qwen3.5-0.8B.text_config.json")));
    QVERIFY2(m, qPrintable(m ? QString() : m.diagnostic().text()));
    QCOMPARE(m->params, std::int64_t(752'393'024));
    QCOMPARE(m->stateLayers, std::int64_t(18));
    QCOMPARE(int(m->stateMixer), int(StateMixer::GatedDeltaNet));
    QVERIFY(m->stateFp32);
    QVERIFY(m->attentionOutputGate);
    QVERIFY(m->tiedEmbeddings);
    // The MTP module is not served: its keys are listed as not used.
    QVERIFY(std::find(m->configKeysNotUsed.begin(), m->configKeysNotUsed.end(), "mtp_num_hidden_layers")
            != m->configKeysNotUsed.end());
}

// A hybrid config's own keys: a wrong value is named by its path.
void TestHfConfig::hybridErrorsNameTheField_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("field");
    QTest::newRow("nemotron pattern length") << QStringLiteral("NVIDIA-Nemotron-Nano-9B-v2.config.json")
                                             << QStringLiteral("hybrid_override_pattern") << QJsonValue(QStringLiteral("M-*"))
                                             << QStringLiteral("hybrid_override_pattern");
    QTest::newRow("nemotron MoE blocks") << QStringLiteral("NVIDIA-Nemotron-Nano-9B-v2.config.json")
                                         << QStringLiteral("hybrid_override_pattern")
                                         << QJsonValue(QStringLiteral("M-M-M-MM-M-M-M*-M-M-M*-M-M-M-M*-M-M-M-M*-M-MM-M-M-M-M-ME"))
                                         << QStringLiteral("hybrid_override_pattern");
    QTest::newRow("nemotron activation") << QStringLiteral("NVIDIA-Nemotron-Nano-9B-v2.config.json")
                                         << QStringLiteral("mlp_hidden_act") << QJsonValue(QStringLiteral("silu"))
                                         << QStringLiteral("mlp_hidden_act");
    QTest::newRow("qwen3_next value heads") << QStringLiteral("Qwen3-Next-80B-A3B-Instruct.config.json")
                                            << QStringLiteral("linear_num_value_heads") << QJsonValue(0)
                                            << QStringLiteral("linear_num_value_heads");
    QTest::newRow("qwen3_next shared expert width") << QStringLiteral("Qwen3-Next-80B-A3B-Instruct.config.json")
                                                    << QStringLiteral("shared_expert_intermediate_size") << QJsonValue(1024)
                                                    << QStringLiteral("shared_expert_intermediate_size");
    QTest::newRow("jamba expert offset") << QStringLiteral("AI21-Jamba-1.5-Mini.config.json")
                                         << QStringLiteral("expert_layer_offset") << QJsonValue(0)
                                         << QStringLiteral("expert_layer_offset");
    QTest::newRow("lfm2 layer type") << QStringLiteral("LFM2-1.2B.config.json") << QStringLiteral("layer_types")
                                     << QJsonValue(QJsonArray{QStringLiteral("conv"), QStringLiteral("mamba")})
                                     << QStringLiteral("layer_types");
}

void TestHfConfig::hybridErrorsNameTheField()
{
    QFETCH(QString, file);
    QFETCH(QString, key);
    QFETCH(QJsonValue, value);
    QFETCH(QString, field);
    QJsonObject config = fixture(file);
    config.insert(key, value);
    const Result<ModelArch> m = modelFromHfConfig(config);
    QVERIFY(!m);
    QCOMPARE(m.diagnostic().path, field);
}

void TestHfConfig::fileErrors_data()
{
    QTest::addColumn<QString>("file"); // "socket" / "bad-field": made in the test
    QTest::addColumn<QString>("contains");
    QTest::addColumn<int>("exitCode");
    QTest::newRow("missing") << QStringLiteral("no-such.config.json") << QStringLiteral("no-such.config.json: ") << 2;
    QTest::newRow("not JSON") << QStringLiteral("README.md") << QStringLiteral("README.md: not a JSON object") << 2;
    QTest::newRow("bad field") << QStringLiteral("bad-field") << QStringLiteral("bad-field.config.json: hidden_size: expected an integer ≥ 1, got -1") << 2;
    // Issue 44: what QJsonDocument keeps silently (one of two "hidden_size" keys) is refused, located.
    QTest::newRow("duplicate key") << QStringLiteral("duplicate-key")
                                   << QStringLiteral("duplicate-key.config.json:3:3: hidden_size: the key \"hidden_size\" appears twice")
                                   << 2;
    // A socket: it exists, and open() fails even for root (ENXIO), as a permission would for a user.
    QTest::newRow("cannot be opened") << QStringLiteral("socket") << QStringLiteral("socket.config.json: ") << 3;
}

void TestHfConfig::fileErrors()
{
    QFETCH(QString, file);
    QFETCH(QString, contains);
    QFETCH(int, exitCode);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString path = sourcePath(QStringLiteral("tests/data/models/") + file);
    if (file == QLatin1String("bad-field")) {
        QJsonObject config = fixture(QStringLiteral("Llama-2-7b-hf.config.json"));
        config.insert(QStringLiteral("hidden_size"), -1);
        path = dir.filePath(QStringLiteral("bad-field.config.json"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(config).toJson());
    } else if (file == QLatin1String("duplicate-key")) {
        path = dir.filePath(QStringLiteral("duplicate-key.config.json"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write("{\n  \"hidden_size\": 4096,\n  \"hidden_size\": 8,\n  \"model_type\": \"llama\"\n}\n");
    } else if (file == QLatin1String("socket")) {
        path = dir.filePath(QStringLiteral("socket.config.json"));
        const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
        QVERIFY(fd >= 0);
        sockaddr_un address{};
        address.sun_family = AF_UNIX;
        const QByteArray native = QFile::encodeName(path);
        QVERIFY(std::size_t(native.size()) < sizeof(address.sun_path));
        std::memcpy(address.sun_path, native.constData(), std::size_t(native.size()));
        QCOMPARE(::bind(fd, reinterpret_cast<const sockaddr *>(&address), sizeof(address)), 0);
        ::close(fd);
        QVERIFY(QFileInfo::exists(path));
    }
    const Result<ModelArch> m = modelFromHfConfigFile(path);
    QVERIFY(!m);
    QVERIFY2(m.diagnostic().text().contains(contains), qPrintable(m.diagnostic().text()));
    QCOMPARE(exitCodeFor(m.diagnostics()), exitCode);
}

QTEST_APPLESS_MAIN(TestHfConfig)
#include "tst_hfconfig.moc"
