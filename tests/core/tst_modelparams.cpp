// SPDX-License-Identifier: GPL-3.0-or-later
// Parameter counts computed from the architecture (core/model/ModelParams) against the
// published exact totals stored in catalog/seed/models.csv (column params_official; each row's
// params_source names where the figure comes from: the Hugging Face model API
// `safetensors.total`, or for Llama 2 the transformers parameter count, see below).

#include "SourcePath.h"
#include "model/GenericModel.h"
#include "model/ModelCsv.h"
#include "model/ModelParams.h"

#include <QFile>
#include <QTest>

#include <cmath>

using namespace rigplan;
using rigplan::testing::sourcePath;

namespace {

const std::vector<ModelArch> &catalogModels()
{
    static const std::vector<ModelArch> models = [] {
        QFile f(sourcePath(QStringLiteral("catalog/seed/models.csv")));
        if (!f.open(QIODevice::ReadOnly)) {
            qFatal("cannot open models.csv");
        }
        ModelCsvResult r = parseModelsCsv(f.readAll());
        if (!r.errors.isEmpty()) {
            qFatal("models.csv: %s", qPrintable(diagnosticTexts(r.errors).join(QLatin1Char('\n'))));
        }
        return r.models;
    }();
    return models;
}

ModelArch catalogModel(const char *id)
{
    for (const ModelArch &m : catalogModels()) {
        if (m.id == id) {
            return m;
        }
    }
    qFatal("no model %s in models.csv", id);
}

} // namespace

class TestModelParams final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void catalogHasTheRequiredModels_data();
    void catalogHasTheRequiredModels();
    void matchesOfficialTotal_data();
    void matchesOfficialTotal();
    void llama2_7bByHand();
    void activeParams_data();
    void activeParams();
    void activeParams2026_data();
    void activeParams2026();
    void deepseekV3CheckpointTotal();
    void visionTowers_data();
    void visionTowers();
    void genericVocabulary();
    void kvCacheLlama2_13b();
    void mlaKvCacheIsTheLatent();
    void genericShape_data();
    void genericShape();
    void genericRejectsBadSizes_data();
    void genericRejectsBadSizes();
    void csvErrorsNameTheColumn();
};

void TestModelParams::catalogHasTheRequiredModels_data()
{
    QTest::addColumn<QString>("id");
    for (const char *id : {"llama-2-7b", "llama-2-13b", "llama-2-70b", "llama-3.1-8b", "llama-3.1-70b",
                           "llama-3.1-405b", "llama-3.2-1b", "llama-3.2-3b", "mistral-7b", "mixtral-8x7b",
                           "mixtral-8x22b", "qwen2.5-0.5b", "qwen2.5-7b", "qwen2.5-14b", "qwen2.5-32b",
                           "qwen2.5-72b", "gemma-2-9b", "gemma-2-27b", "phi-3-mini", "deepseek-v2-lite",
                           // issue 20: the models of 2026
                           "qwen3-0.6b", "qwen3-1.7b", "qwen3-4b", "qwen3-8b", "qwen3-14b", "qwen3-32b",
                           "qwen3-30b-a3b", "qwen3-235b-a22b", "deepseek-v3", "deepseek-r1",
                           "deepseek-r1-distill-qwen-7b", "deepseek-r1-distill-qwen-32b",
                           "deepseek-r1-distill-llama-8b", "deepseek-r1-distill-llama-70b", "llama-3.3-70b",
                           "llama-4-scout", "llama-4-maverick", "gemma-3-1b", "gemma-3-4b", "gemma-3-12b",
                           "gemma-3-27b", "gpt-oss-20b", "gpt-oss-120b", "mistral-small-3-24b",
                           "mistral-small-3.1-24b", "mistral-small-3.2-24b", "qwen2.5-vl-3b", "qwen2.5-vl-7b", "qwen2-vl-7b",
                           "llava-1.5-7b", "llava-next-mistral-7b", "llama-3.2-11b-vision"}) {
        QTest::newRow(id) << QString::fromLatin1(id);
    }
}

void TestModelParams::catalogHasTheRequiredModels()
{
    QFETCH(QString, id);
    const auto found = std::find_if(catalogModels().begin(), catalogModels().end(),
                                    [&](const ModelArch &m) { return m.id == id.toStdString(); });
    QVERIFY2(found != catalogModels().end(), qPrintable(id));
    QVERIFY(found->source.rfind("https://huggingface.co/", 0) == 0);
    QVERIFY(found->source.find("config.json") != std::string::npos);
    QVERIFY(!found->paramsSource.empty());
}

// Every models.csv row: the formula gives the published total to the parameter.
void TestModelParams::matchesOfficialTotal_data()
{
    QTest::addColumn<qint64>("computed");
    QTest::addColumn<qint64>("official");
    for (const ModelArch &m : catalogModels()) {
        QTest::newRow(m.id.c_str()) << qint64(computeParams(m)) << qint64(m.paramsOfficial);
    }
}

void TestModelParams::matchesOfficialTotal()
{
    QFETCH(qint64, computed);
    QFETCH(qint64, official);
    QVERIFY(official > 0);
    QCOMPARE(computed, official);
}

// The domain notes' reference figure, written out term by term (Llama 2 paper/model card
// "7B"; transformers num_parameters() = 6,738,415,616). The HF safetensors total for
// meta-llama/Llama-2-7b-hf is 2,048 higher (32 layers × 64 rotary inv_freq buffer values).
void TestModelParams::llama2_7bByHand()
{
    const std::int64_t h = 4096, I = 11008, V = 32000, L = 32;
    const std::int64_t perLayer = 4 * h * h + 3 * h * I + 2 * h;
    QCOMPARE(L * perLayer + 2 * V * h + h, std::int64_t(6738415616));
    QCOMPARE(computeParams(catalogModel("llama-2-7b")), std::int64_t(6738415616));
    QCOMPARE(computeParams(catalogModel("llama-2-7b")) + 32 * 64, std::int64_t(6738417664));
}

void TestModelParams::activeParams_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<qint64>("exact");      // from the formula, derivation in the row name
    QTest::addColumn<double>("published");  // the authors' rounded figure
    QTest::addColumn<double>("tolerance");  // half a unit of the published rounding
    QTest::addColumn<bool>("withoutHead");  // the published figure leaves out the LM head

    // Mixtral 8x7B: 46,702,792,704 − 32 layers × 6 unused experts × 3 × 4096 × 14336
    // = 12,879,925,248. Mistral AI, "Mixtral of experts" (2023-12-11): "46.7B total
    // parameters but only uses 12.9B parameters per token".
    QTest::newRow("mixtral-8x7b") << QStringLiteral("mixtral-8x7b") << qint64(12879925248) << 12.9e9 << 0.05e9 << false;
    // Mixtral 8x22B: 140,620,634,112 − 56 × 6 × 3 × 6144 × 16384 = 39,152,031,744.
    // Mistral AI, "Cheaper, Better, Faster, Stronger" (2024-04-17): "39B active parameters out of 141B".
    QTest::newRow("mixtral-8x22b") << QStringLiteral("mixtral-8x22b") << qint64(39152031744) << 39e9 << 0.5e9 << false;
    // DeepSeek-V2-Lite: 15,706,484,224 − 26 MoE layers × 58 unused experts × 3 × 2048 × 1408
    // = 2,661,150,208. DeepSeek-V2 paper / model card: "15.7B total parameters, 2.4B activated";
    // without the 102400 × 2048 LM head our count is 2,451,435,008, "2.4B" truncated.
    QTest::newRow("deepseek-v2-lite") << QStringLiteral("deepseek-v2-lite") << qint64(2661150208) << 2.4e9 << 0.1e9 << true;
    // Dense: every parameter is active.
    QTest::newRow("llama-3.1-8b") << QStringLiteral("llama-3.1-8b") << qint64(8030261248) << 8.0e9 << 0.05e9 << false;
}

void TestModelParams::activeParams()
{
    QFETCH(QString, id);
    QFETCH(qint64, exact);
    QFETCH(double, published);
    QFETCH(double, tolerance);
    QFETCH(bool, withoutHead);
    const ModelArch m = catalogModel(id.toLatin1().constData());
    QCOMPARE(qint64(computeActiveParams(m)), exact);
    QCOMPARE(qint64(m.activeParams), exact);
    const double compared = double(exact) - (withoutHead ? double(m.vocab * m.hidden) : 0.0);
    if (withoutHead) {
        // "2.4B" is a truncation: [2.4, 2.5).
        QVERIFY2(compared >= published && compared < published + tolerance, qPrintable(QString::number(compared)));
    } else {
        QVERIFY2(std::fabs(compared - published) <= tolerance, qPrintable(QString::number(compared)));
    }
    QVERIFY(m.activeParams <= m.params);
}

// Active parameters of the 2026 MoE models against the authors' rounded figures. `low`/`high`
// bound what the published figure allows; `withoutEmbedding`: the figure leaves out the input
// embedding table (V·h), which a token only indexes.
void TestModelParams::activeParams2026_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<qint64>("exact");
    QTest::addColumn<double>("low");
    QTest::addColumn<double>("high");
    QTest::addColumn<bool>("withoutEmbedding");
    // Qwen3 model cards (huggingface.co/Qwen/Qwen3-30B-A3B, -235B-A22B, 2025-04-29):
    // "Number of Activated Parameters: 3.3B" / "22B" (truncated).
    QTest::newRow("qwen3-30b-a3b") << QStringLiteral("qwen3-30b-a3b") << qint64(3353032704) << 3.3e9 << 3.4e9 << false;
    QTest::newRow("qwen3-235b-a22b") << QStringLiteral("qwen3-235b-a22b") << qint64(22190763520) << 22e9 << 23e9 << false;
    // DeepSeek-V3 model card: "37B activated" (truncated).
    QTest::newRow("deepseek-v3") << QStringLiteral("deepseek-v3") << qint64(37552297472) << 37e9 << 38e9 << false;
    // OpenAI, gpt-oss model card (2025-08-05), Table 1: active 5.13B / 3.61B, counting the
    // unembedding but not the embedding table (201088 × 2880 = 579,133,440).
    QTest::newRow("gpt-oss-120b") << QStringLiteral("gpt-oss-120b") << qint64(5711982912) << 5.125e9 << 5.135e9 << true;
    QTest::newRow("gpt-oss-20b") << QStringLiteral("gpt-oss-20b") << qint64(4187440704) << 3.605e9 << 3.615e9 << true;
    // Llama 4 model card (github.com/meta-llama/llama-models, models/llama4/MODEL_CARD.md):
    // 17B activated for Scout and Maverick (text model; the vision tower runs per image).
    QTest::newRow("llama-4-scout") << QStringLiteral("llama-4-scout") << qint64(17172894720) << 17e9 << 18e9 << false;
    QTest::newRow("llama-4-maverick") << QStringLiteral("llama-4-maverick") << qint64(17184691200) << 17e9 << 18e9 << false;
}

void TestModelParams::activeParams2026()
{
    QFETCH(QString, id);
    QFETCH(qint64, exact);
    QFETCH(double, low);
    QFETCH(double, high);
    QFETCH(bool, withoutEmbedding);
    const ModelArch m = catalogModel(id.toLatin1().constData());
    QCOMPARE(qint64(m.activeParams), exact);
    const double compared = double(exact) - (withoutEmbedding ? double(m.vocab * m.hidden) : 0.0);
    QVERIFY2(compared >= low && compared < high, qPrintable(QString::number(compared, 'f', 0)));
}

// huggingface.co/deepseek-ai/DeepSeek-V3 (model API, "safetensors": {"total": 684531386000,
// "parameters": {"BF16": 3918786560, "F8_E4M3": 680571043840, "F32": 41555600}}): the main model
// (671,026,419,200; model card "671B") + the MTP module (mtpParams; card "14B") + one fp32
// scale_inv per 128×128 block of every fp8 linear layer of the 61 + 1 layers (eh_proj stays bf16).
void TestModelParams::deepseekV3CheckpointTotal()
{
    const ModelArch m = catalogModel("deepseek-v3");
    QCOMPARE(computeParams(m), std::int64_t(671026419200));
    QCOMPARE(mtpParams(m), std::int64_t(13463426304));
    const auto blocks = [](std::int64_t out, std::int64_t in) { return ((out + 127) / 128) * ((in + 127) / 128); };
    const std::int64_t h = m.hidden, a = m.heads;
    const std::int64_t attention = blocks(m.qLoraRank, h) + blocks(a * (m.qkNopeHeadDim + m.qkRopeHeadDim), m.qLoraRank)
        + blocks(m.kvLoraRank + m.qkRopeHeadDim, h) + blocks(a * (m.qkNopeHeadDim + m.vHeadDim), m.kvLoraRank)
        + blocks(h, a * m.vHeadDim);
    const auto mlp = [&](std::int64_t width) { return 2 * blocks(width, h) + blocks(h, width); };
    const std::int64_t dense = attention + mlp(m.intermediate);
    const std::int64_t moe = attention + (m.experts + m.sharedExperts) * mlp(m.moeIntermediate);
    const std::int64_t scales = m.firstDenseLayers * dense + (m.layers - m.firstDenseLayers + m.mtpLayers) * moe;
    QCOMPARE(scales, std::int64_t(41540496));
    QCOMPARE(computeParams(m) + mtpParams(m) + scales, std::int64_t(684531386000));
    // The model API splits the total by dtype: F32 41,555,600 = the scales plus the routing-score
    // biases (e_score_correction_bias, 256 per MoE layer, the MTP module's included), which the
    // parameter count holds.
    QCOMPARE(scales + (m.layers - m.firstDenseLayers + m.mtpLayers) * m.experts, std::int64_t(41555600));
    QCOMPARE(computeParams(catalogModel("deepseek-r1")), computeParams(m));
}

// The vision encoder + projector of each vision-language row, and what is left: the text model,
// which for Mistral Small 3.1 and Qwen2.5-VL-7B is a model of its own in the catalog (the
// text-only Mistral Small 3 and Qwen2.5-7B checkpoints).
void TestModelParams::visionTowers_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<qint64>("vision");
    QTest::addColumn<QString>("textTwin"); // empty: no text-only twin in the catalog
    QTest::newRow("llama-4-scout") << QStringLiteral("llama-4-scout") << qint64(871932416) << QString();
    QTest::newRow("llama-4-maverick") << QStringLiteral("llama-4-maverick") << qint64(871932416) << QString();
    QTest::newRow("gemma-3-4b") << QStringLiteral("gemma-3-4b") << qint64(419816304) << QString();
    QTest::newRow("gemma-3-27b") << QStringLiteral("gemma-3-27b") << qint64(423060336) << QString();
    QTest::newRow("mistral-small-3.1-24b") << QStringLiteral("mistral-small-3.1-24b") << qint64(438958080)
                                          << QStringLiteral("mistral-small-3-24b");
    QTest::newRow("qwen2.5-vl-7b") << QStringLiteral("qwen2.5-vl-7b") << qint64(676550144) << QStringLiteral("qwen2.5-7b");
    QTest::newRow("qwen2.5-vl-3b") << QStringLiteral("qwen2.5-vl-3b") << qint64(668684288) << QString();
    QTest::newRow("qwen2-vl-7b") << QStringLiteral("qwen2-vl-7b") << qint64(675759104) << QStringLiteral("qwen2.5-7b");
    QTest::newRow("gemma-3-1b text only") << QStringLiteral("gemma-3-1b") << qint64(0) << QString();
}

void TestModelParams::visionTowers()
{
    QFETCH(QString, id);
    QFETCH(qint64, vision);
    QFETCH(QString, textTwin);
    const ModelArch m = catalogModel(id.toLatin1().constData());
    QCOMPARE(qint64(visionParams(m)), vision);
    if (!textTwin.isEmpty()) {
        QCOMPARE(computeParams(m) - visionParams(m), computeParams(catalogModel(textTwin.toLatin1().constData())));
    }
}

// {"params_b": 7, "vocab": 151936}: the vocabulary is the one given, the total still meets the
// size, and the shape says it was assumed.
void TestModelParams::genericVocabulary()
{
    const Result<ModelArch> qwen = genericDenseModel(7.0, 151936);
    QVERIFY2(qwen, qPrintable(qwen ? QString() : qwen.diagnostic().text()));
    QCOMPARE(qwen->vocab, std::int64_t(151936));
    QVERIFY(qwen->assumedShape);
    QVERIFY(!qwen->vocabAssumed);
    QVERIFY(std::fabs(double(qwen->params) - 7e9) / 7e9 < 0.01);
    const Result<ModelArch> llama = genericDenseModel(7.0);
    QVERIFY(llama->vocabAssumed);
    QCOMPARE(llama->vocab, std::int64_t(128256));
    // A larger vocabulary moves parameters from the layers to the embeddings.
    QVERIFY(qwen->layers * qwen->intermediate < llama->layers * llama->intermediate);
    const Result<ModelArch> bad = genericDenseModel(7.0, 100);
    QVERIFY(!bad);
    QCOMPARE(bad.diagnostic().path, QStringLiteral("vocab"));
    const Result<ModelArch> tooLarge = genericDenseModel(0.5, 4'000'000);
    QVERIFY(!tooLarge);
}

// vLLM blog (2023-06-20): "up to 1.7GB for a single sequence in LLaMA-13B", i.e.
// 2 × 40 layers × 5120 × 2 B × 2048 tokens = 1,677,721,600 B (domain notes).
void TestModelParams::kvCacheLlama2_13b()
{
    const ModelArch m = catalogModel("llama-2-13b");
    QCOMPARE(kvCacheElementsPerTokenPerLayer(m) * m.layers * 2 * 2048, std::int64_t(1677721600));
}

// DeepSeek-V2 caches the compressed latent (kv_lora_rank 512) plus the shared rope key (64).
void TestModelParams::mlaKvCacheIsTheLatent()
{
    QCOMPARE(kvCacheElementsPerTokenPerLayer(catalogModel("deepseek-v2-lite")), std::int64_t(576));
}

void TestModelParams::genericShape_data()
{
    QTest::addColumn<double>("paramsB");
    for (double b : {0.5, 0.8, 1.0, 1.5, 3.0, 4.99, 5.0, 7.5, 13.0, 20.0, 34.0, 50.0, 70.0, 120.0, 180.0, 405.0,
                     1000.0, 2000.0}) {
        QTest::newRow(qPrintable(QString::number(b))) << b;
    }
}

void TestModelParams::genericShape()
{
    QFETCH(double, paramsB);
    const Result<ModelArch> generic = genericDenseModel(paramsB);
    QVERIFY2(generic, qPrintable(generic ? QString() : generic.diagnostic().text()));
    const ModelArch &m = *generic;
    const double rel = std::fabs(double(m.params) - paramsB * 1e9) / (paramsB * 1e9);
    QVERIFY2(rel < 0.01, qPrintable(QStringLiteral("%1 → %2 (%3 %)").arg(paramsB).arg(m.params).arg(rel * 100)));
    QCOMPARE(m.params, computeParams(m));
    QCOMPARE(m.headDim, std::int64_t(128));
    QCOMPARE(m.heads * 128, m.hidden);
    QCOMPARE(m.heads % m.kvHeads, std::int64_t(0));
    QCOMPARE(m.tiedEmbeddings, paramsB < 5.0);
    QVERIFY(m.layers >= 8);
    // MLP width stays near the Llama ratio (8/3 … 3.5 of h in Llama 2 / 3).
    QVERIFY2(m.intermediate >= 2 * m.hidden && m.intermediate <= 4 * m.hidden, qPrintable(QString::number(m.intermediate)));
}

void TestModelParams::genericRejectsBadSizes_data()
{
    QTest::addColumn<double>("paramsB");
    QTest::newRow("zero") << 0.0;
    QTest::newRow("negative") << -7.0;
    QTest::newRow("too small") << 0.2;
    QTest::newRow("too large") << 5000.0;
    QTest::newRow("nan") << std::nan("");
}

void TestModelParams::genericRejectsBadSizes()
{
    QFETCH(double, paramsB);
    const Result<ModelArch> m = genericDenseModel(paramsB);
    QVERIFY(!m);
    QVERIFY(!m.diagnostic().message.isEmpty());
    QCOMPARE(m.diagnostic().kind, Diagnostic::Kind::BadInput);
}

void TestModelParams::csvErrorsNameTheColumn()
{
    QFile f(sourcePath(QStringLiteral("catalog/seed/models.csv")));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QList<QByteArray> lines = f.readAll().split('\n');
    // Break the hidden size of the first data row.
    lines[1].replace(",4096,32,32,128,", ",-4096,32,32,128,");
    const ModelCsvResult r = parseModelsCsv(lines.join('\n'));
    QCOMPARE(r.errors.size(), 1);
    QVERIFY2(r.errors.front().text().startsWith(QStringLiteral("models.csv:2: hidden:")), qPrintable(r.errors.front().text()));
    QCOMPARE(r.models.size(), catalogModels().size() - 1);
}

QTEST_APPLESS_MAIN(TestModelParams)
#include "tst_modelparams.moc"
