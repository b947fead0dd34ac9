// SPDX-License-Identifier: GPL-3.0-or-later
// Framework and serving-engine profiles: each changes the figures it should and no others, the
// engines' defaults are those of their sources, and the published figures the profiles exist for.
// Units: GB = 10^9 B, GiB = 2^30 B, stated per figure.

#include "estimate/Estimate.h"
#include "ReferenceModels.h"

#include <QtTest>

#include <cmath>
#include <cstdint>

using namespace rigplan;
using namespace rigplan::testing;

namespace {

constexpr double kGiB = 1073741824.0;

GpuSpec h100()
{
    GpuSpec g;
    g.id = "h100-sxm-80gb";
    g.name = "NVIDIA H100 SXM";
    g.memoryBytes = 80LL << 30;
    g.memoryBandwidthBps = 3'350'000'000'000;
    g.bf16Tflops = 989;
    g.fp8Tflops = 1979;
    g.fp32Tflops = 67;
    g.formFactor = "sxm";
    g.interconnectBps = 450'000'000'000;
    g.pcieGen = 5;
    return g;
}

GpuSpec rtx3090()
{
    GpuSpec g;
    g.id = "rtx-3090";
    g.name = "NVIDIA GeForce RTX 3090";
    g.memoryBytes = 24LL << 30;
    g.cudaVisibleBytes = std::int64_t(std::llround(23.58 * kGiB)); // vLLM #10517: total_gpu_memory=23.58GiB
    g.memoryBandwidthBps = 936'000'000'000;
    g.bf16Tflops = 71;
    g.fp32Tflops = 35.6;
    g.formFactor = "pcie";
    g.pcieGen = 4;
    return g;
}

std::int64_t modelStates(const TrainingEstimate &e)
{
    return e.gpu.weightsBytes + e.gpu.gradientsBytes + e.gpu.optimizerBytes;
}

} // namespace

Q_DECLARE_METATYPE(TrainingFramework)
Q_DECLARE_METATYPE(ServingEngine)
Q_DECLARE_METATYPE(Precision)

class TestEstimateProfiles final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void trainingBytesPerParameter_data();
    void trainingBytesPerParameter();
    void trainingProfileChangesOnlyItsTerms_data();
    void trainingProfileChangesOnlyItsTerms();
    void megatronPr482Peaks_data();
    void megatronPr482Peaks();
    void zeroOneOn64GpusIsTable1();
    void offloadHostHolds16BytesPerParam();
    void servingDefaults_data();
    void servingDefaults();
    void servingProfileChangesOnlyMemoryRule_data();
    void servingProfileChangesOnlyMemoryRule();
    void vllmStartupLog10517_data();
    void vllmStartupLog10517();
    void chunkedPrefillOffProfilesTheWholeContext();
    void sequenceCapQueuesTheRest();
    void communicationCostsTime_data();
    void communicationCostsTime();
    void sharedComputeHalvesSpeed();
    void stepOverheadFromTheEngineRow_data();
    void stepOverheadFromTheEngineRow();
    void engineRowsDecideTheProfile_data();
    void engineRowsDecideTheProfile();
    void tensorParallelBuffersComeOffTheCache();
};

// Bytes per parameter of a bf16 full fine-tune with AdamW, by framework and ZeRO stage.
// DeepSpeed: deepspeed/runtime/engine.py get_data_types() (fp32 gradient accumulation for bf16
// without ZeRO); Megatron-LM: accumulate_allreduce_grads_in_fp32 forced for bf16; FSDP:
// MixedPrecision keeps reduced gradients in the fp32 shard; Transformers performance guide:
// "6 bytes … mixed precision" + 4 B gradients + 8 B AdamW = 18 B.
void TestEstimateProfiles::trainingBytesPerParameter_data()
{
    QTest::addColumn<TrainingFramework>("framework");
    QTest::addColumn<Precision>("precision");
    QTest::addColumn<int>("zero");
    QTest::addColumn<double>("weights");
    QTest::addColumn<double>("gradients");
    QTest::addColumn<double>("optimizer");
    QTest::newRow("deepspeed bf16 ZeRO 0: fp32 grads") << TrainingFramework::DeepSpeed << Precision::Bf16 << 0 << 2.0 << 4.0 << 12.0;
    QTest::newRow("deepspeed bf16 ZeRO 1: 16-bit grads") << TrainingFramework::DeepSpeed << Precision::Bf16 << 1 << 2.0 << 2.0 << 12.0;
    QTest::newRow("deepspeed fp16 ZeRO 0 (ZeRO paper)") << TrainingFramework::DeepSpeed << Precision::Fp16 << 0 << 2.0 << 2.0 << 12.0;
    QTest::newRow("megatron bf16") << TrainingFramework::Megatron << Precision::Bf16 << 1 << 2.0 << 4.0 << 12.0;
    QTest::newRow("megatron fp16") << TrainingFramework::Megatron << Precision::Fp16 << 0 << 2.0 << 2.0 << 12.0;
    QTest::newRow("fsdp bf16") << TrainingFramework::Fsdp << Precision::Bf16 << 3 << 2.0 << 4.0 << 12.0;
    QTest::newRow("hf-trainer bf16: 18 B") << TrainingFramework::HfTrainer << Precision::Bf16 << 0 << 6.0 << 4.0 << 8.0;
    QTest::newRow("hf-trainer fp32: no profile") << TrainingFramework::HfTrainer << Precision::Fp32 << 0 << 4.0 << 4.0 << 8.0;
}

void TestEstimateProfiles::trainingBytesPerParameter()
{
    QFETCH(TrainingFramework, framework);
    QFETCH(Precision, precision);
    QFETCH(int, zero);
    QFETCH(double, weights);
    QFETCH(double, gradients);
    QFETCH(double, optimizer);
    TrainingJob job;
    job.framework = framework;
    job.precision = precision;
    job.zeroStage = zero;
    const TrainingEstimate e = estimateTraining(llama2_7b(), job, h100(), Layout{8, 1, 1, zero});
    QCOMPARE(e.terms.weightBytesPerParam, weights);
    QCOMPARE(e.terms.gradBytesPerParam, gradients);
    QCOMPARE(e.terms.optimizerBytesPerParam, optimizer);
    QVERIFY(std::string(e.frameworkConvention).size() > 20);
}

// Against DeepSpeed (the default), each framework moves the terms it names and nothing else.
void TestEstimateProfiles::trainingProfileChangesOnlyItsTerms_data()
{
    QTest::addColumn<TrainingFramework>("framework");
    QTest::addColumn<int>("tp");
    QTest::addColumn<bool>("gradients");   // gradient bytes change
    QTest::addColumn<bool>("weights");     // weight bytes change
    QTest::addColumn<bool>("activations"); // activations change
    // ZeRO 1 so that DeepSpeed has 16-bit gradients; tp 2 so that sequence parallelism matters.
    QTest::newRow("megatron: gradients and activations") << TrainingFramework::Megatron << 2 << true << false << true;
    QTest::newRow("fsdp: gradients only") << TrainingFramework::Fsdp << 2 << true << false << false;
    QTest::newRow("hf-trainer: gradients and weights") << TrainingFramework::HfTrainer << 2 << true << true << false;
    QTest::newRow("deepspeed: itself") << TrainingFramework::DeepSpeed << 2 << false << false << false;
}

void TestEstimateProfiles::trainingProfileChangesOnlyItsTerms()
{
    QFETCH(TrainingFramework, framework);
    QFETCH(int, tp);
    QFETCH(bool, gradients);
    QFETCH(bool, weights);
    QFETCH(bool, activations);
    TrainingJob job;
    job.zeroStage = 1;
    job.tensorParallel = tp;
    const Layout l{8, tp, 1, 1};
    const TrainingEstimate base = estimateTraining(llama2_7b(), job, h100(), l);
    job.framework = framework;
    const TrainingEstimate e = estimateTraining(llama2_7b(), job, h100(), l);
    // The terms themselves (what is held at the peak also depends on which moment it is: a profile
    // whose gradients are freed between steps peaks elsewhere, peakIsTheLargerMoment).
    QCOMPARE(e.terms.gradBytesPerParam != base.terms.gradBytesPerParam, gradients);
    QCOMPARE(e.terms.weightBytesPerParam != base.terms.weightBytesPerParam, weights);
    QCOMPARE(e.terms.storedPerLayerBytes != base.terms.storedPerLayerBytes, activations);
    // never the optimizer state (K = 12 everywhere but HF Trainer's fp32 master-less 8 B + 4 B weights)
    if (framework != TrainingFramework::HfTrainer) {
        QCOMPARE(e.gpu.optimizerBytes, base.gpu.optimizerBytes);
    }
    // Megatron's loss turns its fp32 copy of the logits into the softmax in place: 4 B fewer per logit
    QCOMPARE(e.terms.logitBytesPerElement, base.terms.logitBytesPerElement - (framework == TrainingFramework::Megatron ? 4 : 0));
    QCOMPARE(e.host.storageBytes > 0, true);
    QCOMPARE(e.terms.flopsPerToken, base.terms.flopsPerToken);
}

// NVIDIA/Megatron-LM PR #482, tools/get_training_info/README.md @18247cbb: Llama 2 7B, bf16,
// --use-flash-attn --use-distributed-optimizer --swiglu, 8 × H800 80GB, actual peak =
// torch.cuda.max_memory_allocated() in GiB. Sequence 2048 (the tool's example; not in the table).
void TestEstimateProfiles::megatronPr482Peaks_data()
{
    QTest::addColumn<int>("dp");
    QTest::addColumn<int>("tp");
    QTest::addColumn<int>("pp");
    QTest::addColumn<int>("microBatch");
    QTest::addColumn<int>("accumulation");
    QTest::addColumn<double>("measuredGiB");
    QTest::newRow("MBS 2, DP 8: 69.1 GiB") << 8 << 1 << 1 << 2 << 128 << 69.1;
    QTest::newRow("MBS 4, DP 4, TP 2: 55.7 GiB") << 4 << 2 << 1 << 4 << 32 << 55.7;
    QTest::newRow("MBS 2, DP 4, PP 2: 49.8 GiB") << 4 << 1 << 2 << 2 << 256 << 49.8;
    QTest::newRow("MBS 4, TP 8: 28.8 GiB") << 1 << 8 << 1 << 4 << 32 << 28.8;
}

void TestEstimateProfiles::megatronPr482Peaks()
{
    QFETCH(int, dp);
    QFETCH(int, tp);
    QFETCH(int, pp);
    QFETCH(int, microBatch);
    QFETCH(int, accumulation);
    QFETCH(double, measuredGiB);
    TrainingJob job;
    job.framework = TrainingFramework::Megatron;
    job.zeroStage = 1; // --use-distributed-optimizer
    job.tensorParallel = tp;
    job.pipelineParallel = pp;
    job.microBatch = microBatch;
    job.gradientAccumulation = accumulation;
    job.sequenceLength = 2048;
    const TrainingEstimate e = estimateTraining(llama2_7b(), job, h100(), Layout{dp * tp * pp, tp, pp, 1});
    const double allocatedGiB = (double(e.gpu.totalBytes) - e.terms.contextBytes - e.terms.allocatorSlackBytes) / kGiB;
    QVERIFY2(std::abs(allocatedGiB - measuredGiB) / measuredGiB <= 0.10,
             qPrintable(QStringLiteral("%1 GiB computed, %2 measured").arg(allocatedGiB).arg(measuredGiB)));
    // the DeepSpeed profile of the same run keeps 16-bit gradients under ZeRO: less memory
    job.framework = TrainingFramework::DeepSpeed;
    const TrainingEstimate ds = estimateTraining(llama2_7b(), job, h100(), Layout{dp * tp * pp, tp, pp, 1});
    QVERIFY(ds.gpu.totalBytes < e.gpu.totalBytes);
}

// ZeRO paper (Rajbhandari et al., SC'20) Table 1: Ψ = 128B, N_d = 64, P_os: 536 GB of model states
// per GPU (4Ψ + 12Ψ/N_d) — the stage asked, not raised, and it does not fit an 80 GB GPU.
void TestEstimateProfiles::zeroOneOn64GpusIsTable1()
{
    ModelArch m;
    m.params = 128'000'000'000;
    TrainingJob job;
    job.zeroStage = 1;
    const TrainingEstimate e = estimateTraining(m, job, h100(), Layout{64, 1, 1, 1});
    QCOMPARE(std::round(double(modelStates(e)) / 1e9), 536.0);
    QVERIFY(!e.fits);
}

// DeepSpeed ZeRO-Offload keeps fp32 master, momentum, variance and fp32 gradients on the host:
// 16 B per parameter with AdamW (domain.md, "What measured runs add"), not the 12 B of the state.
void TestEstimateProfiles::offloadHostHolds16BytesPerParam()
{
    TrainingJob job;
    job.zeroStage = 2;
    job.offload = Offload::Optimizer;
    const int gpus = 4;
    const TrainingEstimate e = estimateTraining(llama2_7b(), job, h100(), Layout{gpus, 1, 1, 2});
    const double perParam = double(e.host.offloadRamBytes) / llama2_7b().params;
    QVERIFY2(std::abs(perParam - 16.0) < 0.01, qPrintable(QString::number(perParam)));
    QVERIFY(e.terms.offloadTransferS > 0);
    QVERIFY(e.terms.cpuOptimizerS > 0);
}

// Engine defaults by card (sources in the docs/method.md, "Framework profiles"): vLLM
// vllm/engine/arg_utils.py @99d7eb5d, TensorRT-LLM tensorrt_llm/llmapi/llm_args.py, SGLang
// python/sglang/srt/server_args.py _handle_gpu_memory_settings.
void TestEstimateProfiles::servingDefaults_data()
{
    QTest::addColumn<ServingEngine>("engine");
    QTest::addColumn<bool>("large"); // the H100 (≥ 70 GiB, not an A100) or the RTX 3090
    QTest::addColumn<qint64>("tokens");
    QTest::addColumn<qint64>("seqs");
    QTest::addColumn<bool>("chunked");
    QTest::newRow("vllm RTX 3090: 2048 / 256") << ServingEngine::Vllm << false << qint64(2048) << qint64(256) << true;
    QTest::newRow("vllm H100: 8192 / 1024") << ServingEngine::Vllm << true << qint64(8192) << qint64(1024) << true;
    QTest::newRow("tensorrt-llm: 8192 / 2048, unchunked") << ServingEngine::TensorRtLlm << true << qint64(8192) << qint64(2048) << false;
    QTest::newRow("sglang RTX 3090: 2048") << ServingEngine::Sglang << false << qint64(2048) << qint64(0) << true;
    QTest::newRow("sglang H100: 8192") << ServingEngine::Sglang << true << qint64(8192) << qint64(0) << true;
}

void TestEstimateProfiles::servingDefaults()
{
    QFETCH(ServingEngine, engine);
    QFETCH(bool, large);
    QFETCH(qint64, tokens);
    QFETCH(qint64, seqs);
    QFETCH(bool, chunked);
    InferenceJob job;
    job.engine = engine;
    const ServingProfile p = servingProfile(job, large ? h100() : rtx3090());
    QCOMPARE(qint64(p.batchedTokens), tokens);
    QCOMPARE(qint64(p.maxSeqs), seqs);
    QCOMPARE(p.chunkedPrefill, chunked);
    // a job's own settings win
    job.maxNumBatchedTokens = 4096;
    job.maxNumSeqs = 64;
    const ServingProfile own = servingProfile(job, large ? h100() : rtx3090());
    QCOMPARE(own.batchedTokens, std::int64_t(4096));
    QCOMPARE(own.maxSeqs, std::int64_t(64));
}

// The engine changes how memory is budgeted, never the model's shapes: weights, KV per token and
// the KV cache the job needs are the same under every engine; the budget and the activations differ.
void TestEstimateProfiles::servingProfileChangesOnlyMemoryRule_data()
{
    QTest::addColumn<ServingEngine>("engine");
    QTest::newRow("sglang") << ServingEngine::Sglang;
    QTest::newRow("tensorrt-llm") << ServingEngine::TensorRtLlm;
}

void TestEstimateProfiles::servingProfileChangesOnlyMemoryRule()
{
    QFETCH(ServingEngine, engine);
    InferenceJob job;
    job.concurrency = 4;
    job.contextLength = 8192;
    const Layout l{1, 1, 1, 0};
    const InferenceEstimate vllm = estimateInference(llama31_8b(), job, h100(), l);
    job.engine = engine;
    const InferenceEstimate e = estimateInference(llama31_8b(), job, h100(), l);
    QCOMPARE(e.gpu.weightsBytes, vllm.gpu.weightsBytes);
    QCOMPARE(e.gpu.kvCacheBytes, vllm.gpu.kvCacheBytes);
    QCOMPARE(e.terms.kvBytesPerToken, vllm.terms.kvBytesPerToken);
    QCOMPARE(e.gpu.overheadBytes, vllm.gpu.overheadBytes);
    QVERIFY(e.terms.freeForKvBytes != vllm.terms.freeForKvBytes);
    QVERIFY(e.kvCapacityTokens != vllm.kvCapacityTokens);
}

// vllm-project/vllm issue #10517 (2024-12-02): Llama 3.1 8B bf16 on an RTX 3090, vLLM 0.6 without
// chunked prefill, gpu_memory_utilization 0.90: "# GPU blocks: 1952" at max_model_len 20000,
// "maximum number of tokens … (23648)" at 29000 — the longer context profiles a longer prompt.
void TestEstimateProfiles::vllmStartupLog10517_data()
{
    QTest::addColumn<qint64>("maxModelLen");
    QTest::addColumn<qint64>("loggedTokens");
    QTest::newRow("20000: 1952 blocks x 16") << qint64(20000) << qint64(1952 * 16);
    QTest::newRow("29000: 23648 tokens") << qint64(29000) << qint64(23648);
}

void TestEstimateProfiles::vllmStartupLog10517()
{
    QFETCH(qint64, maxModelLen);
    QFETCH(qint64, loggedTokens);
    InferenceJob job;
    job.weights = Precision::Bf16;
    job.kvCache = Precision::Bf16;
    job.contextLength = maxModelLen;
    job.chunkedPrefill = 0;
    const InferenceEstimate e = estimateInference(llama31_8b(), job, rtx3090(), Layout{1, 1, 1, 0});
    QVERIFY2(std::abs(double(e.kvCapacityTokens) - double(loggedTokens)) / double(loggedTokens) <= 0.10,
             qPrintable(QStringLiteral("%1 tokens computed, %2 logged").arg(e.kvCapacityTokens).arg(loggedTokens)));
    QCOMPARE(double(e.terms.cudaVisibleBytes), double(rtx3090().cudaVisibleBytes));
}

void TestEstimateProfiles::chunkedPrefillOffProfilesTheWholeContext()
{
    InferenceJob job;
    job.contextLength = 32768;
    const Layout l{1, 1, 1, 0};
    const InferenceEstimate chunked = estimateInference(llama31_8b(), job, h100(), l);
    job.chunkedPrefill = 0;
    const InferenceEstimate whole = estimateInference(llama31_8b(), job, h100(), l);
    QCOMPARE(whole.terms.profile.profileTokens, std::int64_t(32768));
    QVERIFY(whole.gpu.activationsBytes > chunked.gpu.activationsBytes);
    QVERIFY(whole.kvCapacityTokens < chunked.kvCapacityTokens);
    QCOMPARE(whole.gpu.kvCacheBytes, chunked.gpu.kvCacheBytes);
}

// Users beyond max_num_seqs wait for a slot: the batch stops at the cap, TTFT grows.
void TestEstimateProfiles::sequenceCapQueuesTheRest()
{
    InferenceJob job;
    job.concurrency = 64;
    job.contextLength = 2048;
    const Layout l{1, 1, 1, 0};
    const InferenceEstimate free = estimateInference(llama31_8b(), job, h100(), l);
    job.maxNumSeqs = 16;
    const InferenceEstimate capped = estimateInference(llama31_8b(), job, h100(), l);
    QCOMPARE(capped.terms.batchSeqs, 16.0);
    QCOMPARE(capped.terms.sim.peakRunning, std::int64_t(16));
    QVERIFY(capped.ttftS > free.ttftS);
    QVERIFY(capped.aggregateTokensPerS < free.aggregateTokensPerS);
    QCOMPARE(capped.gpu.kvCacheBytes, free.gpu.kvCacheBytes); // memory is sized for the users
}

// Data-parallel sync, tensor-parallel all-reduces and the pipeline bubble cost time; a faster
// link costs less (NVLink is worth something).
void TestEstimateProfiles::communicationCostsTime_data()
{
    QTest::addColumn<int>("tp");
    QTest::addColumn<int>("pp");
    QTest::addColumn<int>("zero");
    QTest::newRow("data parallel 8") << 1 << 1 << 0;
    QTest::newRow("ZeRO-3 over 8") << 1 << 1 << 3;
    QTest::newRow("tensor parallel 2") << 2 << 1 << 1;
    QTest::newRow("pipeline 2") << 1 << 2 << 1;
}

void TestEstimateProfiles::communicationCostsTime()
{
    QFETCH(int, tp);
    QFETCH(int, pp);
    QFETCH(int, zero);
    TrainingJob job;
    job.tensorParallel = tp;
    job.pipelineParallel = pp;
    job.zeroStage = zero;
    job.gradientAccumulation = 4;
    const Layout l{8, tp, pp, zero};
    GpuSpec nvlink = h100();
    GpuSpec pcie = h100();
    pcie.interconnectBps = 0;
    const TrainingEstimate fast = estimateTraining(llama2_7b(), job, nvlink, l);
    const TrainingEstimate slow = estimateTraining(llama2_7b(), job, pcie, l);
    const double comm = fast.terms.dataParallelCommS + fast.terms.tensorParallelCommS + fast.terms.bubbleS;
    QVERIFY(comm > 0);
    QVERIFY(fast.terms.stepS > fast.terms.computeS);
    QVERIFY(fast.tokensPerS < fast.terms.tokensPerStep / fast.terms.computeS);
    if (pp == 1) {
        QVERIFY(slow.tokensPerS < fast.tokensPerS);
    }
    QCOMPARE(slow.terms.computeS, fast.terms.computeS);
}

void TestEstimateProfiles::sharedComputeHalvesSpeed()
{
    TrainingJob job;
    const Layout l{1, 1, 1, 0};
    EstimateOptions shared;
    shared.computeShare = 0.5;
    const TrainingEstimate alone = estimateTraining(llama2_7b(), job, h100(), l);
    const TrainingEstimate half = estimateTraining(llama2_7b(), job, h100(), l, shared);
    QCOMPARE(half.terms.computeS, 2 * alone.terms.computeS);
    QCOMPARE(half.gpu.totalBytes, alone.gpu.totalBytes);
}

// Every step costs the engine row's CPU time: a prompt of 8 tokens waits for it once before its
// first token, and each of its tokens once more.
void TestEstimateProfiles::stepOverheadFromTheEngineRow_data()
{
    QTest::addColumn<ServingEngine>("engine");
    QTest::newRow("vllm") << ServingEngine::Vllm;
    QTest::newRow("sglang") << ServingEngine::Sglang;
    QTest::newRow("tensorrt-llm") << ServingEngine::TensorRtLlm;
}

void TestEstimateProfiles::stepOverheadFromTheEngineRow()
{
    QFETCH(ServingEngine, engine);
    InferenceJob job;
    job.engine = engine;
    job.promptTokens = 8;
    job.outputTokens = 8;
    const InferenceEstimate e = estimateInference(llama31_8b(), job, h100(), Layout{1, 1, 1, 0});
    const double overhead = engineRow(engine).stepOverheadS;
    QCOMPARE(e.terms.stepCost.stepOverheadS, overhead);
    QVERIFY(qFuzzyCompare(e.ttftS, e.terms.ttftPrefillS + overhead));
    QVERIFY(e.itlS > overhead);
}

// One row per engine: the profile takes the row's rule, scheduler and defaults, and each engine
// is found by its id.
void TestEstimateProfiles::engineRowsDecideTheProfile_data()
{
    QTest::addColumn<ServingEngine>("engine");
    QTest::addColumn<int>("scheduler");
    QTest::addColumn<qint64>("block");
    QTest::newRow("vllm: chunked mixed steps, 16-token blocks") << ServingEngine::Vllm << int(StepScheduler::MixedChunked) << qint64(16);
    QTest::newRow("sglang: prefill first, 1-token pages") << ServingEngine::Sglang << int(StepScheduler::PrefillFirst) << qint64(1);
    QTest::newRow("tensorrt-llm: in-flight, no evict, 32-token blocks") << ServingEngine::TensorRtLlm << int(StepScheduler::InflightNoEvict) << qint64(32);
}

void TestEstimateProfiles::engineRowsDecideTheProfile()
{
    QFETCH(ServingEngine, engine);
    QFETCH(int, scheduler);
    QFETCH(qint64, block);
    const EngineRow &row = engineRow(engine);
    QCOMPARE(row.engine, engine);
    QCOMPARE(int(row.scheduler), scheduler);
    QCOMPARE(qint64(row.blockTokens), block);
    InferenceJob job;
    job.engine = engine;
    const ServingProfile p = servingProfile(job, h100());
    QCOMPARE(int(p.scheduler), scheduler);
    QCOMPARE(p.rule, row.rule);
    QCOMPARE(p.chunkedPrefill, row.chunkedByDefault);
    const InferenceEstimate e = estimateInference(llama31_8b(), job, h100(), Layout{1, 1, 1, 0});
    QCOMPARE(int(e.terms.simEngine.scheduler), scheduler);
}

// vLLM with tensor parallel keeps its NCCL and custom all-reduce buffers outside the cache (its own
// start-up logs: non-torch memory 0.25 GiB alone, about 2.1 GiB with TP 2 or 4), so a tensor-parallel
// layout has less room for the KV cache per GPU than the weights alone would leave.
void TestEstimateProfiles::tensorParallelBuffersComeOffTheCache()
{
    InferenceJob job;
    job.contextLength = 8192;
    const InferenceEstimate one = estimateInference(llama31_8b(), job, h100(), Layout{1, 1, 1, 0});
    const InferenceEstimate two = estimateInference(llama31_8b(), job, h100(), Layout{2, 2, 1, 0});
    QCOMPARE(one.terms.commBufferBytes, 0.0);
    QCOMPARE(two.terms.commBufferBytes, double(engineRow(ServingEngine::Vllm).commBufferBytes));
    QCOMPARE(two.gpu.overheadBytes - one.gpu.overheadBytes, engineRow(ServingEngine::Vllm).commBufferBytes);
    job.engine = ServingEngine::Sglang; // its buffers live in the share mem_fraction_static leaves out
    QCOMPARE(estimateInference(llama31_8b(), job, h100(), Layout{2, 2, 1, 0}).terms.commBufferBytes, 0.0);
}

QTEST_APPLESS_MAIN(TestEstimateProfiles)
#include "tst_estimate_profiles.moc"
