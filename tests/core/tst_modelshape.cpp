// SPDX-License-Identifier: GPL-3.0-or-later
// The model-shape terms of the estimator (core/estimate/ModelShape): KV bytes per token for
// multi-head latent attention, sliding-window, chunked, hybrid and cross-attention layouts;
// weight bytes of the FP4 formats and of pre-quantised checkpoints; the image terms of
// vision-language models. Architectures are the catalog rows (catalog/seed/models.csv, each with
// its config.json source); KV figures are worked out by hand in each test from the config's
// numbers: bytes per token per layer = 2 (K and V) · KV heads · head_dim · 2 B (fp16), MLA
// (kv_lora_rank + qk_rope_head_dim) · 2 B.

#include "SourcePath.h"
#include "estimate/Estimate.h"
#include "model/ModelCsv.h"
#include "model/ModelParams.h"

#include <QFile>
#include <QTest>

#include <cmath>

using namespace rigplan;
using rigplan::testing::sourcePath;

namespace {

ModelArch catalogModel(const QString &id)
{
    static const std::vector<ModelArch> models = [] {
        QFile f(sourcePath(QStringLiteral("catalog/seed/models.csv")));
        if (!f.open(QIODevice::ReadOnly)) {
            qFatal("cannot open models.csv");
        }
        return parseModelsCsv(f.readAll()).models;
    }();
    for (const ModelArch &m : models) {
        if (m.id == id.toStdString()) {
            return m;
        }
    }
    qFatal("no model %s", qPrintable(id));
}

GpuSpec bigGpu()
{
    GpuSpec g;
    g.memoryBytes = std::int64_t(1) << 50; // room for anything: the test reads the terms
    g.bf16Tflops = 989;
    g.memoryBandwidthBps = 3'350'000'000'000;
    return g;
}

InferenceJob serve(std::int64_t context, std::int64_t users = 1)
{
    InferenceJob j;
    j.contextLength = context;
    j.promptTokens = 1;
    j.outputTokens = 1;
    j.concurrency = users;
    j.kvCache = Precision::Fp16;
    return j;
}

InferenceEstimate run(const QString &id, const InferenceJob &j, int tp = 1)
{
    return estimateInference(catalogModel(id), j, bigGpu(), Layout{tp, tp, 1, 0});
}

} // namespace

class TestModelShape final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void kvPerSequence_data();
    void kvPerSequence();
    void concurrencyCapacity_data() { kvPerSequence_data(); }
    void concurrencyCapacity();
    void mlaLatentIsTheSameOnEveryRank();
    void crossAttentionHoldsTheImage();
    void longestContextIsExact_data();
    void longestContextIsExact();
    void fp4WeightBits();
    void checkpointFormats_data();
    void checkpointFormats();
    void imageTokensJoinThePrompt();
    void visionTowerIsNotReadByDecode();
    void trainingSamplesCarryTheirImages();
    void hybridKvIsAttentionPlusState_data();
    void hybridKvIsAttentionPlusState();
    void hybridStateIsReadEveryStep();
    void vllmBlockMatchesItsLogs_data();
    void vllmBlockMatchesItsLogs();
};

void TestModelShape::kvPerSequence_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<qint64>("context");
    QTest::addColumn<qint64>("bytes"); // KV bytes of one sequence at `context` (a multiple of the 16-token block)

    // Qwen3-8B: 36 full layers × 2·8·128·2 B = 147,456 B/token.
    QTest::newRow("qwen3-8b dense GQA") << "qwen3-8b" << 32768ll << 36ll * 4096 * 32768;
    // DeepSeek-V3 MLA: 61 layers × (512 + 64) · 2 B = 70,272 B/token (vs 61·2·128·128·2 = 3,997,696 for MHA).
    QTest::newRow("deepseek-v3 MLA") << "deepseek-v3" << 32768ll << 61ll * 576 * 2 * 32768;
    // Gemma 3 27B, 5 local : 1 global: 52 layers hold at most the 1024 window, 10 the whole
    // context; 2·16·128·2 = 8192 B per layer per token.
    QTest::newRow("gemma-3-27b hybrid") << "gemma-3-27b" << 32768ll << 8192ll * (10 * 32768 + 52 * 1024);
    // Gemma 3 1B: 22 sliding (512) + 4 global; 2·1·256·2 = 1024 B per layer per token.
    QTest::newRow("gemma-3-1b hybrid") << "gemma-3-1b" << 32768ll << 1024ll * (4 * 32768 + 22 * 512);
    // GPT-OSS-120b alternates: 18 layers with a 128-token window, 18 full; 2·8·64·2 = 2048 B.
    QTest::newRow("gpt-oss-120b alternating") << "gpt-oss-120b" << 131072ll << 2048ll * (18 * 131072 + 18 * 128);
    // GPT-OSS-20b: 12 + 12 layers.
    QTest::newRow("gpt-oss-20b alternating") << "gpt-oss-20b" << 8192ll << 2048ll * (12 * 8192 + 12 * 128);
    // Llama 4 Scout: 36 chunked layers (8192-token chunks) + 12 global; 2·8·128·2 = 4096 B.
    QTest::newRow("llama-4-scout chunked") << "llama-4-scout" << 131072ll << 4096ll * (12 * 131072 + 36 * 8192);
    // Below the chunk every layer holds the whole context.
    QTest::newRow("llama-4-scout short") << "llama-4-scout" << 4096ll << 4096ll * 48 * 4096;
    // Mistral 7B v0.1: every layer windowed at 4096; 2·8·128·2 = 4096 B.
    QTest::newRow("mistral-7b sliding") << "mistral-7b" << 32768ll << 4096ll * 32 * 4096;
    // Llama 3.2 11B Vision without images: the 32 self-attention layers only.
    QTest::newRow("llama-3.2-11b-vision text") << "llama-3.2-11b-vision" << 8192ll << 4096ll * 32 * 8192;
}

void TestModelShape::kvPerSequence()
{
    QFETCH(QString, model);
    QFETCH(qint64, context);
    QFETCH(qint64, bytes);
    const InferenceEstimate e = run(model, serve(context));
    QCOMPARE(qint64(e.gpu.kvCacheBytes), bytes);
}

// concurrency_capacity is the KV pool (kv_capacity_tokens of the self-attention layers) over
// what one sequence holds at the context: tokens / context for full attention (vLLM's "Maximum
// concurrency"), several times that where windowed or chunked layers hold less.
void TestModelShape::concurrencyCapacity()
{
    QFETCH(QString, model);
    QFETCH(qint64, context);
    QFETCH(qint64, bytes);
    const InferenceEstimate e = run(model, serve(context));
    QVERIFY(e.kvCapacityTokens > 0);
    const double pool = double(e.kvCapacityTokens) * e.terms.kvBytesPerToken;
    QCOMPARE(e.concurrencyCapacity, pool / double(bytes));
    if (qint64(e.terms.kvBytesPerToken) * context == bytes) {
        QCOMPARE(e.concurrencyCapacity, double(e.kvCapacityTokens) / double(context));
    }
}

// vLLM and SGLang cache the MLA latent whole on every tensor-parallel rank: tp 8 does not
// divide it (a GQA model's cache is split by KV heads).
void TestModelShape::mlaLatentIsTheSameOnEveryRank()
{
    const qint64 one = run(QStringLiteral("deepseek-v3"), serve(4096)).gpu.kvCacheBytes;
    QCOMPARE(qint64(run(QStringLiteral("deepseek-v3"), serve(4096), 8).gpu.kvCacheBytes), one);
    const qint64 gqa = run(QStringLiteral("qwen3-8b"), serve(4096)).gpu.kvCacheBytes;
    QCOMPARE(qint64(run(QStringLiteral("qwen3-8b"), serve(4096), 8).gpu.kvCacheBytes), gqa / 8);
    QCOMPARE(kvCacheElementsPerTokenPerLayer(catalogModel(QStringLiteral("deepseek-v3"))), std::int64_t(576));
}

// Llama 3.2 Vision: one 560×560 image is one tile of 1601 states held by the 8 cross-attention
// layers (2·8·128·2 B each), rounded to 16-token blocks (1616); the text sequence grows by
// one <|image|> token.
void TestModelShape::crossAttentionHoldsTheImage()
{
    InferenceJob j = serve(8192);
    j.imagesPerRequest = 1;
    j.imageWidth = 560;
    j.imageHeight = 560;
    const InferenceEstimate e = run(QStringLiteral("llama-3.2-11b-vision"), j);
    QCOMPARE(e.terms.crossKvBytesPerSeq, 8.0 * 4096 * 1616);
    QCOMPARE(qint64(e.gpu.kvCacheBytes), 4096ll * 32 * (8192 + 16) + 8ll * 4096 * 1616);
    QCOMPARE(e.terms.imageTokensPerRequest, 1.0 + 1601.0);
    // A sequence holds 8193 text tokens in the self-attention layers and the image in the
    // cross-attention layers: the pool's concurrency counts both.
    QCOMPARE(e.concurrencyCapacity, double(e.kvCapacityTokens) * 4096 * 32 / (4096.0 * 32 * 8193 + 8.0 * 4096 * 1616));
}

// The longest context at the concurrency is exact for every layout: one more block does not fit.
void TestModelShape::longestContextIsExact_data()
{
    QTest::addColumn<QString>("model");
    for (const char *id : {"gemma-3-27b", "gpt-oss-120b", "llama-4-scout", "deepseek-v3", "qwen3-8b"}) {
        QTest::newRow(id) << QString::fromLatin1(id);
    }
}

void TestModelShape::longestContextIsExact()
{
    QFETCH(QString, model);
    GpuSpec g = bigGpu();
    const ModelArch m = catalogModel(model);
    InferenceJob j = serve(4096, 64);
    j.weights = Precision::Fp8;
    // Memory for the weights plus a few GB of KV.
    const InferenceEstimate probe = estimateInference(m, j, g, Layout{8, 8, 1, 0});
    g.memoryBytes = std::int64_t((probe.gpu.weightsBytes + probe.gpu.activationsBytes + probe.gpu.overheadBytes + 4e9) / 0.9);
    const InferenceEstimate e = estimateInference(m, j, g, Layout{8, 8, 1, 0});
    const std::int64_t longest = e.maxContextAtConcurrency;
    QVERIFY(longest > 0);
    if (longest >= m.maxContext) {
        return; // bounded by the model, not the memory
    }
    j.contextLength = longest;
    QVERIFY(estimateInference(m, j, g, Layout{8, 8, 1, 0}).fits);
    j.contextLength = longest + 16;
    QVERIFY(!estimateInference(m, j, g, Layout{8, 8, 1, 0}).fits);
}

// NVFP4: 4-bit values + one FP8 E4M3 scale per 16 → 4.5 bit; MXFP4: one E8M0 scale per 32 →
// 4.25 bit (OCP Microscaling Formats v1.0, 2023; NVIDIA, "Introducing NVFP4", 2025-06-24).
void TestModelShape::fp4WeightBits()
{
    QCOMPARE(weightBitsPerParam(Precision::Nvfp4, 128), 4.5);
    QCOMPARE(weightBitsPerParam(Precision::Mxfp4, 128), 4.25);
    // Qwen3-32B in NVFP4: all but the two 151936 × 5120 embedding tables at 4.5 bit.
    const ModelArch m = catalogModel(QStringLiteral("qwen3-32b"));
    InferenceJob j = serve(4096);
    j.weights = Precision::Nvfp4;
    const double emb = 2.0 * 151936 * 5120;
    QCOMPARE(run(QStringLiteral("qwen3-32b"), j).terms.weightsTotalBytes, (double(m.params) - emb) * 4.5 / 8 + emb * 2);
}

void TestModelShape::checkpointFormats_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("format");
    QTest::addColumn<double>("bytes");
    // GPT-OSS-120b in MXFP4 as published: the routed experts (36 layers × 128 × (3·2880·2880 +
    // 2·2880 + 2880) = 114,714,040,320) at 4.25 bit, the other 2,115,116,352 in bf16:
    // 60.94 + 4.23 = 65.17 GB (the checkpoint's 60.8 GiB of files on Hugging Face).
    const double experts = 36.0 * 128 * (3.0 * 2880 * 2880 + 2 * 2880 + 2880);
    QTest::newRow("gpt-oss-120b mxfp4") << "gpt-oss-120b" << int(Precision::Mxfp4)
                                        << experts * 4.25 / 8 + (116829156672.0 - experts) * 2;
    // DeepSeek-V3 in FP8 as published: all but the embedding and LM head (2 × 129280 × 7168) at
    // 8 bit plus one fp32 scale per 128×128 block (32 / 16384 bit per weight).
    const double emb = 2.0 * 129280 * 7168;
    QTest::newRow("deepseek-v3 fp8") << "deepseek-v3" << int(Precision::Fp8)
                                     << (671026419200.0 - emb) * (8.0 + 32.0 / 16384) / 8 + emb * 2;
    // The same model in bf16: 2 B everywhere.
    QTest::newRow("deepseek-v3 bf16") << "deepseek-v3" << int(Precision::Bf16) << 671026419200.0 * 2;
}

void TestModelShape::checkpointFormats()
{
    QFETCH(QString, model);
    QFETCH(int, format);
    QFETCH(double, bytes);
    InferenceJob j = serve(4096);
    j.weights = Precision(format);
    const double got = run(model, j).terms.weightsTotalBytes;
    QVERIFY2(std::fabs(got - bytes) <= 1e-9 * bytes, qPrintable(QStringLiteral("%1 vs %2").arg(got, 0, 'f', 0).arg(bytes, 0, 'f', 0)));
}

// Qwen2.5-VL: two 1920×1080 images add 2 × 2691 tokens to the prompt and the context.
void TestModelShape::imageTokensJoinThePrompt()
{
    InferenceJob j = serve(8192);
    j.promptTokens = 1000;
    const InferenceEstimate text = run(QStringLiteral("qwen2.5-vl-7b"), j);
    j.imagesPerRequest = 2;
    j.imageWidth = 1920;
    j.imageHeight = 1080;
    const InferenceEstimate images = run(QStringLiteral("qwen2.5-vl-7b"), j);
    QCOMPARE(images.terms.imageTokensPerRequest, 2.0 * 2691);
    // 28 layers × 2·4·128·2 B = 57,344 B per token; 8192 + 5382 tokens, 16-token blocks.
    QCOMPARE(qint64(images.gpu.kvCacheBytes), 57344ll * 13584);
    QCOMPARE(qint64(text.gpu.kvCacheBytes), 57344ll * 8192);
    QVERIFY(images.terms.prefillFlops > text.terms.prefillFlops);
    QVERIFY(images.gpu.activationsBytes > text.gpu.activationsBytes);
}

// A decode step reads the language model, not the vision tower.
void TestModelShape::visionTowerIsNotReadByDecode()
{
    const ModelArch m = catalogModel(QStringLiteral("qwen2.5-vl-7b"));
    InferenceJob j = serve(4096);
    const InferenceEstimate e = run(QStringLiteral("qwen2.5-vl-7b"), j);
    const double expected = (double(m.params) - double(visionParams(m)) - 152064.0 * 3584) * 2; // minus the indexed input table
    const StepCost &c = e.terms.stepCost;
    QCOMPARE(c.denseBytes + c.routedBytes, expected);
    QCOMPARE(c.kvBytesPerToken, 57344.0);
}

// LLaVA-1.5 7B LoRA with one image per sample: 576 image tokens lengthen the 2048-token
// sequence, and the CLIP encoder keeps per patch (577 with the class token) 2 B × (5 · 1024 +
// 2 · 4096) for each of its 24 layers.
void TestModelShape::trainingSamplesCarryTheirImages()
{
    const ModelArch m = catalogModel(QStringLiteral("llava-1.5-7b"));
    TrainingJob t;
    t.method = TrainMethod::Lora;
    t.sequenceLength = 2048;
    const TrainingEstimate text = estimateTraining(m, t, bigGpu(), Layout{1, 1, 1, 0});
    t.imagesPerRequest = 1;
    t.imageWidth = 640;
    t.imageHeight = 480;
    const TrainingEstimate images = estimateTraining(m, t, bigGpu(), Layout{1, 1, 1, 0});
    QCOMPARE(images.terms.imageTokensPerSample, 576.0);
    QCOMPARE(images.terms.visionActivationBytes, 577.0 * 2 * (5 * 1024 + 2 * 4096) * 24);
    // The text layers see 2048 + 576 tokens: their activations grow by that ratio (no s² term
    // with FlashAttention), plus the encoder's.
    QVERIFY(std::fabs(double(images.gpu.activationsBytes) - images.terms.visionActivationBytes
                      - double(text.gpu.activationsBytes) * (2048.0 + 576) / 2048) < 1e-6 * double(images.gpu.activationsBytes) + 2);
    QCOMPARE(images.gpu.weightsBytes, text.gpu.weightsBytes);
}


// Hybrid models (issue 40): one sequence holds its full-attention layers' KV and a fixed state
// per state layer, by hand from each config.json. SGLang and TensorRT-LLM keep the state as it
// is; vLLM raises the attention block until a page holds one layer's state and gives every
// state group one page (the numbers below follow its code step by step, docs/method.md).
void TestModelShape::hybridKvIsAttentionPlusState_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("engine");
    QTest::addColumn<qint64>("context");
    QTest::addColumn<qint64>("bytes");
    QTest::addColumn<double>("block");
    const int sglang = int(ServingEngine::Sglang);
    const int vllm = int(ServingEngine::Vllm);
    // Qwen3-Next: 12 attention layers × 2·2·256·2 B = 24,576 B/token; 36 Gated DeltaNet layers
    // each keep conv (2·16·128 + 32·128)·3 = 24,576 and recurrent 32·128·128 = 524,288 bf16
    // elements = 1,097,728 B.
    QTest::newRow("qwen3-next sglang") << "qwen3-next-80b-a3b" << sglang << 32768ll
                                       << 24576ll * 32768 + 36ll * 1097728 << 16.0;
    // vLLM: block 16·⌈1,097,728 / (16·2048)⌉ = 544; groups of 12 layers: 1 attention + 3 state
    // groups; 61 blocks of 544 tokens, 3 pages of 12 · 544 · 2048 B.
    QTest::newRow("qwen3-next vllm") << "qwen3-next-80b-a3b" << vllm << 32768ll
                                     << 24576ll * 61 * 544 + 3ll * 12 * 544 * 2048 << 544.0;
    // Nemotron Nano 9B v2: 4 attention layers × 2·8·128·2 = 16,384 B/token; 27 Mamba2 layers with
    // conv (10240 + 2·8·128)·3 bf16 = 73,728 B and recurrent 128·80·128 fp32 = 5,242,880 B.
    QTest::newRow("nemotron-h sglang") << "nemotron-nano-9b-v2" << sglang << 8192ll
                                       << 16384ll * 8192 + 27ll * 5316608 << 16.0;
    // vLLM: block 16·⌈5,316,608 / (16·4096)⌉ = 1312; groups of 4: 1 attention + 7 state groups.
    QTest::newRow("nemotron-h vllm") << "nemotron-nano-9b-v2" << vllm << 8192ll
                                     << 16384ll * 7 * 1312 + 7ll * 4 * 1312 * 4096 << 1312.0;
    // LFM2 1.2B: 6 attention layers × 2·8·64·2 = 12,288 B/token; 10 short convolutions keep
    // 2048·2 bf16 elements = 8,192 B.
    QTest::newRow("lfm2 sglang") << "lfm2-1.2b" << sglang << 4096ll << 12288ll * 4096 + 10ll * 8192 << 16.0;
    // vLLM: block 16; groups of 6 (10 ≥ 1.5 · 6): 2 state groups of 6 pages of 16 · 2048 B.
    QTest::newRow("lfm2 vllm") << "lfm2-1.2b" << vllm << 4096ll << 12288ll * 4096 + 2ll * 6 * 16 * 2048 << 16.0;
    // Jamba 1.5 Mini: 4 attention layers × 4096 B/token; 28 Mamba layers with conv 8192·3 and
    // recurrent 8192·16 bf16 elements = 311,296 B.
    QTest::newRow("jamba sglang") << "jamba-1.5-mini" << sglang << 8192ll << 16384ll * 8192 + 28ll * 311296 << 16.0;
    // vLLM: block 80, groups of 4: 7 state groups; 8192 tokens = 103 blocks of 80 (8240).
    QTest::newRow("jamba vllm") << "jamba-1.5-mini" << vllm << 8192ll << 16384ll * 8240 + 7ll * 4 * 80 * 4096 << 80.0;
}

void TestModelShape::hybridKvIsAttentionPlusState()
{
    QFETCH(QString, model);
    QFETCH(int, engine);
    QFETCH(qint64, context);
    QFETCH(qint64, bytes);
    QFETCH(double, block);
    InferenceJob j = serve(context);
    j.engine = ServingEngine(engine);
    const InferenceEstimate e = run(model, j);
    QCOMPARE(qint64(e.gpu.kvCacheBytes), bytes);
    QCOMPARE(e.terms.kvBlockTokens, block);
    // Twice the users hold twice the cache: the state is per sequence.
    j.concurrency = 2;
    QCOMPARE(qint64(run(model, j).gpu.kvCacheBytes), 2 * bytes);
}

// A decode step reads and writes every sequence's state: a hybrid's step grows with its batch
// by the state's bytes (Qwen3-Next: 36 × 1,097,728 B read and written per sequence).
void TestModelShape::hybridStateIsReadEveryStep()
{
    const InferenceEstimate e = run(QStringLiteral("qwen3-next-80b-a3b"), serve(4096));
    const StepCost &c = e.terms.stepCost;
    QCOMPARE(c.stateBytesPerSeq, 36.0 * 1097728);
    StepCost noState = c;
    noState.stateBytesPerSeq = 0;
    const double with = stepTimeS(c, 8, 8 * 1024, 8 * 1024, 8, 8 * 1024);
    const double without = stepTimeS(noState, 8, 8 * 1024, 8 * 1024, 8, 8 * 1024);
    QCOMPARE(with - without, 2.0 * 8 * 36.0 * 1097728 / c.memoryBytesPerS);
}

// The attention block vLLM logged for hybrid models ("Setting attention block size to N tokens to
// ensure that attention page size is >= mamba page size"; tests/data/validation/LEFT-OUT.md,
// "Hybrid models' start-up logs"): the page rule gives each from the config alone.
void TestModelShape::vllmBlockMatchesItsLogs_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<int>("tp");
    QTest::addColumn<int>("kvCache");
    QTest::addColumn<double>("block");
    QTest::newRow("qwen3-next tp2 bf16 (vLLM 0.10.2)") << "qwen3-next-80b-a3b" << 2 << int(Precision::Bf16) << 544.0;
    QTest::newRow("qwen3-next tp1 fp16 (vllm#25797)") << "qwen3-next-80b-a3b" << 1 << int(Precision::Fp16) << 544.0;
    QTest::newRow("qwen3-next tp2 fp8 KV (vLLM 0.13.0)") << "qwen3-next-80b-a3b" << 2 << int(Precision::Fp8) << 1072.0;
    QTest::newRow("qwen3.5-9b bf16 KV") << "qwen3.5-9b" << 1 << int(Precision::Bf16) << 528.0;
    QTest::newRow("qwen3.5-9b fp8 KV") << "qwen3.5-9b" << 1 << int(Precision::Fp8) << 1056.0;
}

void TestModelShape::vllmBlockMatchesItsLogs()
{
    QFETCH(QString, model);
    QFETCH(int, tp);
    QFETCH(int, kvCache);
    QFETCH(double, block);
    InferenceJob j = serve(8192);
    j.kvCache = Precision(kvCache);
    j.engine = ServingEngine::Vllm;
    QCOMPARE(run(model, j, tp).terms.kvBlockTokens, block);
}

QTEST_APPLESS_MAIN(TestModelShape)
#include "tst_modelshape.moc"
