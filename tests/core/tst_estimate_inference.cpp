// SPDX-License-Identifier: GPL-3.0-or-later
// Inference memory: weights, KV cache, usable fraction, inverse questions, properties.
// Units: GB = 10^9 B, GiB = 2^30 B, stated per row.

#include "estimate/Estimate.h"
#include "ReferenceModels.h"

#include <QtTest>

#include <chrono>
#include <cstdint>
#include <limits>

using namespace rigplan;

namespace {

using namespace rigplan::testing;

GpuSpec gpu(std::int64_t memoryBytes)
{
    GpuSpec g;
    g.memoryBytes = memoryBytes;
    g.bf16Tflops = 989;
    g.memoryBandwidthBps = 3'350'000'000'000;
    return g;
}

InferenceJob job(Precision weights, std::int64_t context, std::int64_t users)
{
    InferenceJob j;
    j.weights = weights;
    j.contextLength = context;
    j.concurrency = users;
    return j;
}

Layout tpLayout(int tp) { return Layout{tp, tp, 1, 0}; }

} // namespace

Q_DECLARE_METATYPE(Precision)

class TestEstimateInference final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void weightsOnly_data();
    void weightsOnly();
    void int4GroupScales();
    void kvCache_data();
    void kvCache();
    void usableFractionAndFit();
    void inverseQuestionsAreTight_data();
    void inverseQuestionsAreTight();
    void slidingWindowMakesContextUnbounded();
    void partialSlidingWindowAndLatentKv_data();
    void partialSlidingWindowAndLatentKv();
    void memoryGrowsWithWorkload_data();
    void memoryGrowsWithWorkload();
    void replicasShareUsers();
    void absurdInputs();
    void explainSubstitutesNumbers();
};

void TestEstimateInference::weightsOnly_data()
{
    QTest::addColumn<int>("model");
    QTest::addColumn<Precision>("format");
    QTest::addColumn<int>("tp");
    QTest::addColumn<qint64>("bytesPerGpu");
    QTest::addColumn<double>("publishedGB"); // decimal GB as published / quoted; 0 = exact bytes only
    // Llama-2-70B in fp16: 68,976,648,192 params × 2 B = 137.95 GB (decimal)
    QTest::newRow("Llama-2-70B fp16 = 137.95 GB") << 70 << Precision::Fp16 << 1 << qint64(137'953'296'384) << 137.95;
    // ... split over 2 tensor-parallel ranks
    QTest::newRow("Llama-2-70B fp16 tp2 = 68.98 GB per GPU") << 70 << Precision::Fp16 << 2 << qint64(68'976'648'192) << 68.98;
    // Llama-3.1-8B in bf16: 8,030,261,248 × 2 B = 16.06 GB (decimal)
    QTest::newRow("Llama-3.1-8B bf16 = 16.06 GB") << 8 << Precision::Bf16 << 1 << qint64(16'060'522'496) << 16.06;
    // llama.cpp llama-bench prints "llama 7B F16 | 12.55 GiB | 6.74 B" (ggml-org/llama.cpp PR #3776)
    QTest::newRow("Llama-2-7B F16 = 12.55 GiB (llama-bench)") << 7 << Precision::Fp16 << 1 << qint64(13'476'831'232) << 0.0;
    // fp32 = 4 B/param for every weight
    QTest::newRow("Llama-2-7B fp32 = 26.95 GB") << 7 << Precision::Fp32 << 1 << qint64(26'953'662'464) << 26.95;
    // fp8: 1 B/param for the linear layers, embeddings + LM head stay 16-bit (2 × 128256 × 4096)
    QTest::newRow("Llama-3.1-8B fp8 = 7.0 + 2.1 GB") << 8 << Precision::Fp8 << 1
                                                     << qint64(8'030'261'248 - 1'050'673'152 + 2 * 1'050'673'152) << 0.0;
}

void TestEstimateInference::weightsOnly()
{
    QFETCH(int, model);
    QFETCH(Precision, format);
    QFETCH(int, tp);
    QFETCH(qint64, bytesPerGpu);
    QFETCH(double, publishedGB);
    const ModelArch m = model == 70 ? llama2_70b() : model == 8 ? llama31_8b() : llama2_7b();
    const InferenceEstimate e = estimateInference(m, job(format, 4096, 1), gpu(80'000'000'000), tpLayout(tp));
    QCOMPARE(qint64(e.gpu.weightsBytes), bytesPerGpu);
    if (publishedGB > 0)
        QCOMPARE(std::round(double(e.gpu.weightsBytes) / 1e7) / 100.0, publishedGB);
    if (model == 7 && format == Precision::Fp16)
        QCOMPARE(std::round(double(e.gpu.weightsBytes) / double(1 << 30) * 100) / 100, 12.55);
}

// int4 (GPTQ/AWQ): 4 bit + one fp16 scale and one 4-bit zero per group: 4 + 20/G bit/param.
void TestEstimateInference::int4GroupScales()
{
    QCOMPARE(weightBitsPerParam(Precision::Int4, 128), 4.15625);
    QCOMPARE(weightBitsPerParam(Precision::Int4, 32), 4.625);
    QCOMPARE(weightBitsPerParam(Precision::Fp8, 128), 8.0);
    InferenceJob j = job(Precision::Int4, 4096, 1);
    j.int4GroupSize = 128;
    const InferenceEstimate e = estimateInference(llama2_7b(), j, gpu(24'000'000'000), tpLayout(1));
    const double emb = 2.0 * 32000 * 4096; // embed_tokens + lm_head stay fp16
    QCOMPARE(e.gpu.weightsBytes, qint64(std::ceil((6'738'415'616.0 - emb) * 4.15625 / 8 + emb * 2)));
}

void TestEstimateInference::kvCache_data()
{
    QTest::addColumn<int>("model");
    QTest::addColumn<qint64>("context");
    QTest::addColumn<qint64>("users");
    QTest::addColumn<int>("tp");
    QTest::addColumn<Precision>("kvFormat");
    QTest::addColumn<qint64>("bytesPerGpu");
    // vLLM blog (2023-06-20): "up to 1.7GB for a single sequence in LLaMA-13B":
    // 2 × 40 layers × 5120 × 2 B × 2048 tokens = 1,677,721,600 B = 1.68 GB (decimal)
    QTest::newRow("vLLM blog LLaMA-13B 2048 tokens = 1.7 GB") << 13 << qint64(2048) << qint64(1) << 1 << Precision::Fp16
                                                              << qint64(1'677'721'600);
    // architecture.md example: 2 × 80 × 8 × 128 × 2 B × 8192 tokens × 32 seqs = 85.9 GB
    QTest::newRow("Llama-3.1-70B 8192 × 32 = 85.9 GB") << 71 << qint64(8192) << qint64(32) << 1 << Precision::Fp16
                                                       << qint64(85'899'345'920);
    // tp 4: 8 KV heads / 4 = 2 per rank
    QTest::newRow("Llama-3.1-70B tp4: 2 KV heads per rank") << 71 << qint64(8192) << qint64(32) << 4
                                                            << Precision::Fp16 << qint64(21'474'836'480);
    // tp 16: 8 KV heads cannot split below 1 per rank (replicated): 1 head, not 0.5
    QTest::newRow("Llama-3.1-70B tp16: at least 1 KV head") << 71 << qint64(8192) << qint64(32) << 16
                                                            << Precision::Fp16 << qint64(10'737'418'240);
    // fp8 KV cache: 1 B per element
    QTest::newRow("Llama-3.1-70B fp8 KV = 42.9 GB") << 71 << qint64(8192) << qint64(32) << 1 << Precision::Fp8
                                                    << qint64(42'949'672'960);
    // Mistral-7B-v0.1 sliding_window 4096: a 32k sequence holds 4096 tokens
    QTest::newRow("Mistral-7B window 4096 at 32k context") << 77 << qint64(32768) << qint64(1) << 1 << Precision::Fp16
                                                           << qint64(2LL * 32 * 8 * 128 * 2 * 4096);
    // paged blocks of 16 tokens: 1000 tokens occupy 63 blocks = 1008 tokens (vLLM)
    QTest::newRow("LLaMA-13B 1000 tokens → 1008 (16-token blocks)") << 13 << qint64(1000) << qint64(1) << 1
                                                                     << Precision::Fp16 << qint64(2LL * 40 * 5120 * 2 * 1008);
}

void TestEstimateInference::kvCache()
{
    QFETCH(int, model);
    QFETCH(qint64, context);
    QFETCH(qint64, users);
    QFETCH(int, tp);
    QFETCH(Precision, kvFormat);
    QFETCH(qint64, bytesPerGpu);
    const ModelArch m = model == 13 ? llama_13b() : model == 71 ? llama31_70b() : mistral7b_v01();
    InferenceJob j = job(Precision::Bf16, context, users);
    j.kvCache = kvFormat;
    const InferenceEstimate e = estimateInference(m, j, gpu(80'000'000'000), tpLayout(tp));
    QCOMPARE(qint64(e.gpu.kvCacheBytes), bytesPerGpu);
}

// vLLM: usable = gpu_memory_utilization (default 0.90) × the total CUDA reports — without a
// catalog figure 0.983 × the nominal memory (docs/method.md, "Framework profiles").
void TestEstimateInference::usableFractionAndFit()
{
    InferenceJob j = job(Precision::Bf16, 8192, 8);
    QCOMPARE(j.gpuMemoryUtilization, 0.90);
    const InferenceEstimate e = estimateInference(llama31_8b(), j, gpu(80'000'000'000), tpLayout(1));
    QVERIFY(std::abs(double(e.gpu.usableBytes) - 0.90 * 78'640'000'000.0) <= 1.0);
    GpuSpec published = gpu(80'000'000'000);
    published.cudaVisibleBytes = 79'000'000'000; // a catalog figure wins over the fraction
    QVERIFY(std::abs(double(estimateInference(llama31_8b(), j, published, tpLayout(1)).gpu.usableBytes)
                     - 0.90 * 79'000'000'000.0) <= 1.0);
    QCOMPARE(e.gpu.capacityBytes, qint64(80'000'000'000));
    QCOMPARE(e.gpu.totalBytes, e.gpu.weightsBytes + e.gpu.kvCacheBytes + e.gpu.activationsBytes + e.gpu.overheadBytes);
    QVERIFY(e.fits);
    // Llama-2-70B fp16 (137.95 GB) cannot fit one "80GB" card, fits two at tp 2. A100/H100 80GB
    // carry 80 GiB (nvidia-smi: 81920 MiB = 85,899,345,920 B); at 80e9 B two cards would be 0.2 GB short.
    const std::int64_t gib80 = 85'899'345'920;
    const InferenceEstimate one = estimateInference(llama2_70b(), job(Precision::Fp16, 4096, 1), gpu(gib80), tpLayout(1));
    QVERIFY(!one.fits);
    QCOMPARE(one.maxConcurrencyAtContext, 0);
    QCOMPARE(one.maxContextAtConcurrency, 0);
    const InferenceEstimate two = estimateInference(llama2_70b(), job(Precision::Fp16, 4096, 1), gpu(gib80), tpLayout(2));
    QVERIFY(two.fits);
}

void TestEstimateInference::inverseQuestionsAreTight_data()
{
    QTest::addColumn<int>("model");
    QTest::addColumn<qint64>("capacity");
    QTest::addColumn<int>("tp");
    QTest::addColumn<qint64>("context");
    QTest::addColumn<qint64>("users");
    QTest::newRow("Llama-3.1-8B on 24 GB, 8k") << 8 << qint64(24'000'000'000) << 1 << qint64(8192) << qint64(2);
    QTest::newRow("Llama-3.1-8B on 80 GB, 32k") << 8 << qint64(80'000'000'000) << 1 << qint64(32768) << qint64(4);
    // 70B in bf16 on two 80 GiB cards leaves vLLM about 1 GB per GPU for the cache once its
    // tensor-parallel buffers and the profiled peak are out: room for a 4k sequence, not an 8k one.
    QTest::newRow("Llama-3.1-70B on 2 × 80 GiB, 4k") << 71 << qint64(85'899'345'920) << 2 << qint64(4096) << qint64(1);
    QTest::newRow("Llama-2-70B on 4 × 48 GB, 4k") << 70 << qint64(48'000'000'000) << 4 << qint64(4096) << qint64(8);
}

// The inverse answers are exact: at the answer it fits, one more user (or block) does not.
void TestEstimateInference::inverseQuestionsAreTight()
{
    QFETCH(int, model);
    QFETCH(qint64, capacity);
    QFETCH(int, tp);
    QFETCH(qint64, context);
    QFETCH(qint64, users);
    const ModelArch m = model == 8 ? llama31_8b() : model == 71 ? llama31_70b() : llama2_70b();
    const InferenceEstimate e = estimateInference(m, job(Precision::Bf16, context, users), gpu(capacity), tpLayout(tp));
    QVERIFY(e.maxConcurrencyAtContext > 0);
    QVERIFY(estimateInference(m, job(Precision::Bf16, context, e.maxConcurrencyAtContext), gpu(capacity), tpLayout(tp)).fits);
    QVERIFY(!estimateInference(m, job(Precision::Bf16, context, e.maxConcurrencyAtContext + 1), gpu(capacity), tpLayout(tp)).fits);
    QVERIFY(e.maxContextAtConcurrency > 0);
    const std::int64_t limit = std::min<std::int64_t>(e.maxContextAtConcurrency, m.maxContext);
    QVERIFY(estimateInference(m, job(Precision::Bf16, limit, users), gpu(capacity), tpLayout(tp)).fits);
    if (e.maxContextAtConcurrency < m.maxContext)
        QVERIFY(!estimateInference(m, job(Precision::Bf16, e.maxContextAtConcurrency + 16, users), gpu(capacity), tpLayout(tp)).fits);
    QCOMPARE(e.maxContextAtConcurrency % 16, 0); // whole paged blocks
}

void TestEstimateInference::slidingWindowMakesContextUnbounded()
{
    // Mistral-7B-v0.1: once 4096 tokens per sequence fit, the context is limited by the model only
    const InferenceEstimate e = estimateInference(mistral7b_v01(), job(Precision::Bf16, 8192, 4), gpu(80'000'000'000), tpLayout(1));
    QCOMPARE(e.maxContextAtConcurrency, qint64(32768)); // max_position_embeddings
    ModelArch noLimit = mistral7b_v01();
    noLimit.maxContext = 0;
    QCOMPARE(estimateInference(noLimit, job(Precision::Bf16, 8192, 4), gpu(80'000'000'000), tpLayout(1)).maxContextAtConcurrency,
             kUnboundedContext);
}

void TestEstimateInference::memoryGrowsWithWorkload_data()
{
    QTest::addColumn<Precision>("format");
    QTest::addColumn<int>("tp");
    for (Precision p : {Precision::Fp32, Precision::Bf16, Precision::Fp8, Precision::Int8, Precision::Int4})
        for (int tp : {1, 2, 8}) {
            const QByteArray name = "format " + QByteArray::number(int(p)) + " tp " + QByteArray::number(tp);
            QTest::newRow(name.constData()) << p << tp;
        }
}

// Property: memory never decreases when context, concurrency or model size grows.
void TestEstimateInference::memoryGrowsWithWorkload()
{
    QFETCH(Precision, format);
    QFETCH(int, tp);
    const GpuSpec g = gpu(80'000'000'000);
    for (const ModelArch &m : {llama31_8b(), mistral7b_v01(), llama31_70b()}) {
        std::int64_t last = 0;
        for (std::int64_t ctx = 1; ctx <= 4'194'304; ctx = ctx * 2 + 1) {
            const std::int64_t total = estimateInference(m, job(format, ctx, 8), g, tpLayout(tp)).gpu.totalBytes;
            QVERIFY(total >= last);
            last = total;
        }
        last = 0;
        for (std::int64_t users = 1; users <= 1'000'000; users = users * 3 + 1) {
            const std::int64_t total = estimateInference(m, job(format, 8192, users), g, tpLayout(tp)).gpu.totalBytes;
            QVERIFY(total >= last);
            last = total;
        }
    }
    std::int64_t last = 0;
    for (const ModelArch &m : {llama2_7b(), llama_13b(), llama2_70b()}) {
        const std::int64_t total = estimateInference(m, job(format, 4096, 8), g, tpLayout(tp)).gpu.totalBytes;
        QVERIFY(total >= last);
        last = total;
    }
}

// 4 GPUs at tp 2 are 2 replicas: each holds half the users' KV, answers double.
void TestEstimateInference::replicasShareUsers()
{
    const InferenceEstimate one = estimateInference(llama31_8b(), job(Precision::Bf16, 8192, 32), gpu(80'000'000'000), Layout{2, 2, 1, 0});
    const InferenceEstimate two = estimateInference(llama31_8b(), job(Precision::Bf16, 8192, 32), gpu(80'000'000'000), Layout{4, 2, 1, 0});
    QCOMPARE(two.terms.replicas, 2);
    QCOMPARE(two.gpu.kvCacheBytes * 2, one.gpu.kvCacheBytes);
    QCOMPARE(two.maxConcurrencyAtContext, one.maxConcurrencyAtContext * 2);
}

// 10M-token context with 100k users stays representable; beyond int64 it saturates with a flag.
void TestEstimateInference::absurdInputs()
{
    const auto start = std::chrono::steady_clock::now();
    const InferenceEstimate e = estimateInference(llama31_70b(), job(Precision::Bf16, 10'000'000, 100'000), gpu(80'000'000'000), tpLayout(8));
    QVERIFY(!(e.flags & Saturated));
    QCOMPARE(e.gpu.kvCacheBytes, qint64(2LL * 80 * 1 * 128 * 2 * 10'000'000 * 100'000));
    QVERIFY(!e.fits);
    QCOMPARE(e.maxConcurrencyAtContext, 0);
    const InferenceEstimate f = estimateInference(llama31_70b(), job(Precision::Bf16, 1'000'000'000'000, 1'000'000'000'000), gpu(80'000'000'000), tpLayout(1));
    QVERIFY(f.flags & Saturated);
    QCOMPARE(f.gpu.totalBytes, std::numeric_limits<std::int64_t>::max());
    QVERIFY(!f.fits);
    QVERIFY(f.decodeTokensPerSPerUser >= 0);
    QVERIFY(std::chrono::steady_clock::now() - start < std::chrono::milliseconds(100));
    const InferenceEstimate z = estimateInference(ModelArch{}, InferenceJob{}, GpuSpec{}, Layout{0, 0, 0, 0});
    QVERIFY(z.flags & MissingArchitecture);
    QVERIFY(!z.fits);
}

void TestEstimateInference::explainSubstitutesNumbers()
{
    const std::vector<std::string> lines = explain(llama31_70b(), job(Precision::Bf16, 8192, 32), gpu(80'000'000'000), Layout{4, 4, 1, 0});
    QByteArray all;
    for (const std::string &l : lines)
        all += QByteArray::fromStdString(l) + '\n';
    // per rank at tp 4: 2 KV heads
    QVERIFY2(all.contains("KV cache = 2 × 80 layers × 2 KV heads × 128 × 2 B × 8192 tokens × 32 seqs = 21.5 GB"), all.constData());
    const std::vector<std::string> single = explain(llama31_70b(), job(Precision::Bf16, 8192, 32), gpu(80'000'000'000), Layout{1, 1, 1, 0});
    bool found = false;
    for (const std::string &l : single)
        found = found || l == "KV cache = 2 × 80 layers × 8 KV heads × 128 × 2 B × 8192 tokens × 32 seqs = 85.9 GB";
    QVERIFY(found);
}

void TestEstimateInference::partialSlidingWindowAndLatentKv_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<qint64>("context");
    QTest::addColumn<qint64>("expectedKvBytes"); // one sequence, one GPU, fp16 KV

    // google/gemma-2-9b config.json: 42 layers, 8 KV heads, head_dim 256, sliding_window 4096 on
    // every other layer (21 local, 21 global; Gemma 2 report, section 2). Per token and layer
    // 2 × 8 × 256 × 2 B = 8192 B.
    // At 8192 tokens: 21 × 8192 + 21 × 4096 held tokens × 8192 B = 2,113,929,216 B.
    QTest::newRow("gemma-2-9b 8k: half the layers windowed") << 9 << qint64(8192) << qint64(2'113'929'216);
    // At 4096 tokens the window does not bite: 42 × 4096 × 8192 B = 1,409,286,144 B.
    QTest::newRow("gemma-2-9b 4k: window not reached") << 9 << qint64(4096) << qint64(1'409'286'144);
    // deepseek-ai/DeepSeek-V2-Lite config.json: 27 layers, kv_lora_rank 512, qk_rope_head_dim 64.
    // DeepSeek-V2 paper, Table 1: MLA caches (d_c + d_h^R) · l elements per token
    // = 576 × 27 = 15,552 elements = 31,104 B in fp16; × 4096 tokens = 127,401,984 B.
    QTest::newRow("deepseek-v2-lite MLA 4k") << 2 << qint64(4096) << qint64(127'401'984);
}

void TestEstimateInference::partialSlidingWindowAndLatentKv()
{
    QFETCH(int, which);
    QFETCH(qint64, context);
    QFETCH(qint64, expectedKvBytes);
    ModelArch m;
    if (which == 9) {
        m = denseModel(42, 3584, 16, 8, 14336, 256000, 9'241'705'984, 8192);
        m.headDim = 256;
        m.slidingWindow = 4096;
        m.slidingWindowLayers = 21;
        m.tiedEmbeddings = true;
    } else {
        m = denseModel(27, 2048, 16, 16, 10944, 102400, 15'706'484'224, 163840);
        m.kvLoraRank = 512;
        m.qkRopeHeadDim = 64;
        m.qkNopeHeadDim = 128;
        m.vHeadDim = 128;
        m.experts = 64;
        m.expertsPerToken = 6;
        m.sharedExperts = 2;
        m.activeParams = 2'661'150'208;
    }
    InferenceJob j = job(Precision::Bf16, context, 1);
    j.promptTokens = 1024;
    j.outputTokens = 256;
    const InferenceEstimate e = estimateInference(m, j, gpu(85'899'345'920), Layout{});
    QCOMPARE(e.gpu.kvCacheBytes, expectedKvBytes);
    // The inverse answer is consistent with the forward one: at the answered context one
    // sequence's KV fits in what is free.
    QVERIFY(e.maxContextAtConcurrency >= context);
    InferenceJob atMax = j;
    atMax.contextLength = e.maxContextAtConcurrency;
    QVERIFY(estimateInference(m, atMax, gpu(85'899'345'920), Layout{}).fits);
}

QTEST_APPLESS_MAIN(TestEstimateInference)
#include "tst_estimate_inference.moc"
