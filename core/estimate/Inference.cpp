// SPDX-License-Identifier: GPL-3.0-or-later
// Inference memory, speed (the serving simulator) and host requirements. Formulas and sources: docs/method.md, "The sizing engine".

#include "estimate/Estimate.h"
#include "estimate/EstimateMath.h"
#include "estimate/ModelShape.h"
#include "estimate/ReplayMemo.h"
#include "model/ModelParams.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

namespace rigplan {

using namespace estimate_detail;

double bytesPerElement(Precision format)
{
    switch (format) {
    case Precision::Fp32: return 4;
    case Precision::Bf16:
    case Precision::Fp16: return 2;
    case Precision::Fp8:
    case Precision::Int8: return 1;
    case Precision::Int4:
    case Precision::Nvfp4:
    case Precision::Mxfp4: return 0.5;
    }
    return 2;
}

double weightBitsPerParam(Precision format, std::int64_t int4GroupSize)
{
    // NVFP4: one FP8 (E4M3) scale per 16 elements (the per-tensor FP32 scale, 4 B per matrix,
    // is left out); MXFP4 (OCP microscaling): one E8M0 scale per 32 elements.
    if (format == Precision::Nvfp4)
        return 4.0 + 8.0 / 16.0;
    if (format == Precision::Mxfp4)
        return 4.0 + 8.0 / 32.0;
    if (format != Precision::Int4)
        return 8.0 * bytesPerElement(format);
    // GPTQ/AWQ: per group one fp16 scale (16 bit) and one packed 4-bit zero point.
    const double group = int4GroupSize > 0 ? double(int4GroupSize) : 128.0;
    return 4.0 + (16.0 + 4.0) / group;
}

double pcieBandwidthBps(int gen, int lanes)
{
    double x16 = 0;
    switch (gen) {
    case 1: x16 = 4e9; break;
    case 2: x16 = 8e9; break;
    case 3: x16 = 16e9; break;
    case 4: x16 = 32e9; break;
    case 5: x16 = 64e9; break;
    case 6: x16 = 128e9; break;
    default: x16 = gen > 6 ? 128e9 : 0; break;
    }
    const int l = lanes > 0 ? lanes : 16;
    return x16 * l / 16.0;
}

namespace {

double inferencePeakTflops(const GpuSpec &gpu, Precision w)
{
    switch (w) {
    case Precision::Fp32: return gpu.fp32Tflops;
    // W8A8 where the engine runs it, else weight-only at the rate the catalog's format rule names.
    case Precision::Fp8:
        if (gpu.fp8ComputeTflops >= 0)
            return gpu.fp8ComputeTflops;
        return gpu.fp8Tflops > 0 ? gpu.fp8Tflops : gpu.bf16Tflops;
    case Precision::Int8: // W8A8 (SmoothQuant)
        if (gpu.int8ComputeTops >= 0)
            return gpu.int8ComputeTops;
        return gpu.int8Tops > 0 ? gpu.int8Tops : gpu.bf16Tflops;
    // NVFP4 / MXFP4 at the card's FP4 rate where it has one (Blackwell, MI350); elsewhere the
    // engines run them weight-only (Marlin, Triton) at the 16-bit rate.
    case Precision::Nvfp4:
    case Precision::Mxfp4: return gpu.fp4Tflops > 0 ? gpu.fp4Tflops : gpu.bf16Tflops;
    default: return gpu.bf16Tflops; // bf16/fp16, and int4 weight-only (W4A16) computes in 16-bit
    }
}

std::int64_t saturatingAdd(std::int64_t a, std::int64_t b)
{
    std::int64_t r = 0;
    return __builtin_add_overflow(a, b, &r) ? std::numeric_limits<std::int64_t>::max() : r;
}

// ASCII only, without the locale lookup std::tolower makes per character (names and ids are ASCII).
constexpr char asciiLower(char c)
{
    return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
}

// Case-insensitive substring test without allocating (the estimator's hot path allocates nothing).
bool containsNoCase(const std::string &text, const char *part)
{
    const std::size_t n = std::char_traits<char>::length(part);
    if (n == 0 || text.size() < n)
        return n == 0;
    for (std::size_t i = 0; i + n <= text.size(); ++i) {
        std::size_t k = 0;
        while (k < n && asciiLower(text[i + k]) == asciiLower(part[k]))
            ++k;
        if (k == n)
            return true;
    }
    return false;
}

} // namespace

// The rate the matmuls of a step run at for weights in `format`: the peak the format computes
// at, as far as the card reaches its peaks in published matmul benchmarks (the measured rate of
// that precision; else the card's measured BF16 share of its BF16 peak; else the median share of
// the measured cards). docs/method.md, "Compute by precision".
double matmulTflops(const GpuSpec &gpu, Precision format)
{
    const double peak = inferencePeakTflops(gpu, format);
    const bool measuredBf16 = gpu.bf16MatmulTflops > 0 && gpu.bf16Tflops > 0;
    if (measuredBf16 && peak == gpu.bf16Tflops)
        return gpu.bf16MatmulTflops;
    if (gpu.fp8MatmulTflops > 0 && gpu.fp8Tflops > 0 && peak == gpu.fp8Tflops)
        return gpu.fp8MatmulTflops;
    if (gpu.fp4MatmulTflops > 0 && gpu.fp4Tflops > 0 && peak == gpu.fp4Tflops)
        return gpu.fp4MatmulTflops;
    return peak * (measuredBf16 ? gpu.bf16MatmulTflops / gpu.bf16Tflops : kMedianMatmulShare);
}

ValidatedAccuracy validatedAccuracy()
{
    // rigplan-cli validate on the shipped set, the rows no constant was fitted on (docs/method.md,
    // "Against measured runs").
    return ValidatedAccuracy{4701, 4569, 7.5, 0.8, 28.7, 57.2, 19.7, 8.7, 53, 2};
}

std::int64_t cudaVisibleBytes(const GpuSpec &gpu, const EstimateOptions &opt)
{
    if (gpu.cudaVisibleBytes > 0)
        return std::min(gpu.cudaVisibleBytes, std::max<std::int64_t>(0, gpu.memoryBytes));
    const double fraction = std::clamp(opt.cudaVisibleFraction, 0.0, 1.0);
    return static_cast<std::int64_t>(std::floor(double(std::max<std::int64_t>(0, gpu.memoryBytes)) * fraction));
}

namespace {

constexpr double kGiB = 1073741824.0;

// vllm/engine/arg_utils.py _set_default_args (vllm serve): ≥ 70 GiB and not an A100 →
// max_num_batched_tokens 8192, max_num_seqs 1024; else 2048 and 256. V1 always chunks prefill;
// without chunking the step (and the profiling run) is max_model_len tokens.
bool vllmLargeCard(const GpuSpec &gpu, double visibleBytes)
{
    return visibleBytes >= 70.0 * kGiB && !containsNoCase(gpu.name, "a100") && !containsNoCase(gpu.id, "a100");
}
std::int64_t vllmTokens(const GpuSpec &gpu, double visible) { return vllmLargeCard(gpu, visible) ? 8192 : 2048; }
std::int64_t vllmSeqs(const GpuSpec &gpu, double visible) { return vllmLargeCard(gpu, visible) ? 1024 : 256; }
// tensorrt_llm/llmapi/llm_args.py: max_batch_size 2048, max_num_tokens 8192.
std::int64_t trtllmTokens(const GpuSpec &, double) { return 8192; }
std::int64_t trtllmSeqs(const GpuSpec &, double) { return 2048; }
// python/sglang/srt/server_args.py _handle_gpu_memory_settings: chunked_prefill_size by the card's
// memory (< 35 GiB 2048, < 60 GiB 4096, < 160 GiB 8192, else 16384); max_running_requests follows
// the pool (no cap here).
std::int64_t sglangTokens(const GpuSpec &, double visible)
{
    const double gib = visible / kGiB;
    return gib < 35 ? 2048 : gib < 60 ? 4096 : gib < 160 ? 8192 : 16384;
}
std::int64_t sglangSeqs(const GpuSpec &, double) { return 0; }

// One row per serving engine: how it budgets memory, schedules a step, and its defaults
// (docs/method.md, "Framework profiles"). Adding an engine is adding a row here and its id in Job.h.
// vLLM's start-up memory beyond the CUDA context, as its own start-up logs print it (vLLM 0.19 on
// H100, llm-d-planner's logs; tests/data/validation/fitted.csv names the rows): "Actual usage is
// … GiB for non-torch memory" is 0.24–0.27 GiB alone and 2.06–2.21 GiB with tensor parallel 2 or
// 4 — the NCCL and custom all-reduce buffers. The same line's CUDA-graph memory is not counted:
// the cache is sized without it ("Available KV cache memory" = the fraction − weights − peak
// activation − non-torch), and the graphs come out of the headroom the fraction leaves.
constexpr std::int64_t kVllmCommBufferBytes = 1'932'735'283; // 1.80 GiB

// Which tensor-parallel all-reduces an engine's own kernel carries (the rest go to NCCL), from the
// engines' dispatch code. vLLM (device_communicators/custom_all_reduce.py, the rule up to v0.10.1;
// later versions add torch symmetric memory between it and NCCL on Hopper): below 8 MiB, on a
// fully linked group or two PCIe cards with peer-to-peer.
double vllmKernelMaxBytes(const GpuSpec &gpu, int tp)
{
    const CollectivePath path = collectivePath(gpu, tp);
    return path == CollectivePath::GpuLink || (path == CollectivePath::PciePeer && tp == 2) ? 8.0 * 1024 * 1024 : 0.0;
}
// SGLang (srt/distributed/device_communicators/custom_all_reduce.py, _MAX_CAR_SIZE): the same
// rule, 16 MiB on ROCm where the group is fully linked.
double sglangKernelMaxBytes(const GpuSpec &gpu, int tp)
{
    const double limit = gpu.vendor == "AMD" ? 16.0 * 1024 * 1024 : 8.0 * 1024 * 1024;
    const CollectivePath path = collectivePath(gpu, tp);
    if (path == CollectivePath::GpuLink)
        return limit;
    return path == CollectivePath::PciePeer && tp == 2 && gpu.vendor != "AMD" ? limit : 0.0;
}
// TensorRT-LLM (plugins/ncclPlugin/allreducePlugin.cpp, AUTO strategy, 2024 onwards): one-shot up
// to its workspace (16 MB) on 2 GPUs, below 1 MB on 4 and below 500 kB on more; NCCL above, and
// for every message without NVLink.
double trtllmKernelMaxBytes(const GpuSpec &gpu, int tp)
{
    if (collectivePath(gpu, tp) != CollectivePath::GpuLink)
        return 0.0;
    return tp <= 2 ? 16e6 : tp <= 4 ? 1e6 : 500e3;
}

const EngineRow kEngineRows[] = {
    // The profiling run samples its dummy batch: the fp32 logits and their probabilities.
    {ServingEngine::Vllm, KvBudgetRule::FractionOfTotal, StepScheduler::MixedChunked, 0.90, true, true, 16,
     vllmTokens, vllmSeqs, true, true, kVllmStepOverheadS, 2.0, kVllmCommBufferBytes, true,
     vllmKernelMaxBytes},
    // SGLang keeps activations, graphs and buffers in the share mem_fraction_static leaves out.
    {ServingEngine::Sglang, KvBudgetRule::StaticFractionOfTotal, StepScheduler::PrefillFirst, 0.90, true, true, 1,
     sglangTokens, sglangSeqs, false, true, kSglangStepOverheadS, 1.0, 0, false,
     sglangKernelMaxBytes},
    // KvCacheConfig.free_gpu_memory_fraction 0.9 of the memory free after the weights and the
    // profiled forward; enable_chunked_prefill False; the profiling forward is max_num_tokens long.
    // Its buffers and graphs are in the measured free memory, but no published log gives them.
    {ServingEngine::TensorRtLlm, KvBudgetRule::FractionOfFreeAfterLoad, StepScheduler::InflightNoEvict, 0.90, false,
     false, 32, trtllmTokens, trtllmSeqs, false, true, kTrtllmStepOverheadS, 1.0, 0, false,
     trtllmKernelMaxBytes},
};

} // namespace

const EngineRow &engineRow(ServingEngine engine)
{
    for (const EngineRow &row : kEngineRows) {
        if (row.engine == engine)
            return row;
    }
    return kEngineRows[0];
}

ServingProfile servingProfile(const InferenceJob &job, const GpuSpec &gpu, const EstimateOptions &opt)
{
    const EngineRow &row = engineRow(job.engine);
    ServingProfile p;
    const double total = double(cudaVisibleBytes(gpu, opt));
    p.memoryFraction = job.gpuMemoryUtilization > 0 ? std::min(job.gpuMemoryUtilization, 1.0) : row.memoryFraction;
    p.rule = row.rule;
    p.scheduler = row.scheduler;
    p.stepOverheadS = row.stepOverheadS;
    p.chunkedPrefill = job.chunkedPrefill < 0 ? row.chunkedByDefault : job.chunkedPrefill != 0;
    p.splitKvDecode = job.splitKvDecode < 0 ? row.splitsKvByDefault : job.splitKvDecode != 0;
    const std::int64_t defaultTokens = row.batchedTokens(gpu, total);
    if (job.maxNumBatchedTokens > 0)
        p.batchedTokens = job.maxNumBatchedTokens;
    else if (p.chunkedPrefill || !row.unchunkedStepIsContext)
        p.batchedTokens = defaultTokens;
    else
        p.batchedTokens = std::max<std::int64_t>(job.contextLength, defaultTokens);
    p.profileTokens = p.chunkedPrefill || !row.unchunkedStepIsContext ? p.batchedTokens
                                                                       : std::max(p.batchedTokens, job.contextLength);
    const std::int64_t seqs = row.maxSeqs(gpu, total);
    p.maxSeqs = job.maxNumSeqs > 0 ? job.maxNumSeqs : (row.seqsWithinTokens ? std::min(seqs, p.batchedTokens) : seqs);
    return p;
}

bool meetsServingTargets(const InferenceJob &job, const InferenceEstimate &e)
{
    return e.fits && (job.minTokensPerSPerUser <= 0 || e.decodeTokensPerSPerUser >= job.minTokensPerSPerUser)
           && (job.maxTtftS <= 0 || e.ttftS <= job.maxTtftS);
}

namespace {

// A hybrid model's state (docs/method.md, "Hybrid models"): what one sequence's state layers keep
// on a GPU of the stage, and what the engine allocates for it. The convolution state is in the
// model's dtype (`elementBytes`), the recurrent state too unless the model keeps it in fp32
// (vLLM's MambaStateDtypeCalculator: mamba_ssm_cache_dtype "auto"; Nemotron-H's default is
// float32). With statePages (vLLM v1: HybridAttentionMambaModelConfig; v1/core/kv_cache_utils.py
// _get_kv_cache_groups_uniform_page_size) the attention block grows to the smallest multiple of
// 16 tokens whose page holds a state layer's state; the layers form groups of the fewer kind's
// count (the larger one's when under 1.5 × it), padded to whole groups; each state group takes
// one page per sequence (mamba_cache_mode "none"). Returns the attention block; sets T's state
// terms and pads T.kvBytesPerToken to whole attention groups.
double hybridState(const ModelArch &model, const AttentionLayout &attention, double tokenPageBytes, double block,
                   bool statePages, double elementBytes, int tp, int pp, InferenceTerms &T)
{
    const StateElements e = stateElementsPerLayer(model, tp);
    const double perLayer = e.conv * elementBytes + e.recurrent * (model.stateFp32 ? 4.0 : elementBytes);
    T.stateLayersPerStage = perLayer > 0 ? ceilDiv(attention.stateLayers, pp) : 0.0;
    T.stateBytesPerSeq = T.stateLayersPerStage * perLayer;
    T.stateAllocatedBytesPerSeq = T.stateBytesPerSeq;
    T.kvBlockTokens = block;
    if (!statePages || T.stateBytesPerSeq <= 0 || tokenPageBytes <= 0 || T.layersPerStage <= 0)
        return block;
    block = std::max(block, 16.0 * ceilDiv(perLayer, 16.0 * tokenPageBytes));
    const double fewer = std::min(T.layersPerStage, T.stateLayersPerStage);
    const double more = std::max(T.layersPerStage, T.stateLayersPerStage);
    const double group = more < 1.5 * fewer ? more : fewer;
    T.kvBytesPerToken = ceilDiv(T.layersPerStage, group) * group * tokenPageBytes;
    T.stateAllocatedBytesPerSeq = ceilDiv(T.stateLayersPerStage, group) * group * block * tokenPageBytes;
    T.kvBlockTokens = block;
    return block;
}

// Experts in host memory: the MoE layers past the first gpuMoeLayers keep their routed
// experts (`routedBytes` of all MoE layers together) in host RAM.
void hostExperts(const ModelArch &model, const InferenceJob &job, double routedBytes, InferenceTerms &T)
{
    const double moeLayers = model.isMoe() ? double(moeLayerCount(model)) : 0.0;
    if (job.expertPlacement != ExpertPlacement::Host || moeLayers <= 0)
        return;
    T.hostMoeLayers = moeLayers - std::clamp(double(job.gpuMoeLayers), 0.0, moeLayers);
    T.hostExpertBytes = nonNeg(routedBytes) * T.hostMoeLayers / moeLayers;
}

// The host's peak memory bandwidth at which a decode step of one replica's batch meets the
// per-user target: the step's GPU part leaves the rest of 1 / target for the CPU's expert reads.
double hostBandwidthNeeded(const InferenceJob &job, const EstimateOptions &opt, const InferenceTerms &T)
{
    const StepCost &c = T.stepCost;
    if (c.hostRoutedBytes <= 0 || job.minTokensPerSPerUser <= 0 || T.batchSeqs <= 0)
        return 0.0;
    StepCost gpuOnly = c;
    gpuOnly.hostRoutedBytes = 0;
    const double meanCtx = T.decodeContextTokens, batch = T.batchSeqs;
    const double gpuS = stepTimeS(gpuOnly, batch, batch * meanCtx, batch * meanCtx, batch, batch * meanCtx);
    const double left = 1.0 / job.minTokensPerSPerUser - gpuS;
    const double efficiency = nonNeg(opt.hostExpertBandwidthEfficiency);
    if (left <= 0 || efficiency <= 0) // the GPUs alone miss the target: the job's gap, not the host's
        return 0.0;
    if (c.hostStreamMinTokens > 0 && batch >= c.hostStreamMinTokens) // copied over PCIe whatever the host
        return 0.0;
    const double touch = std::clamp(c.expertTouch, 0.0, 1.0);
    const double touched = touch > 0 && touch < 1 ? 1.0 - std::pow(1.0 - touch, batch) : 1.0;
    return c.hostRoutedBytes * touched / left / efficiency;
}

} // namespace

InferenceEstimate estimateInference(const ModelArch &model, const InferenceJob &asked, const GpuSpec &gpu,
                                    const Layout &layout, const EstimateOptions &opt)
{
    InferenceEstimate e;
    InferenceTerms &T = e.terms;
    // Vision-language models: the images' tokens join the prompt and the context (self-attention
    // models); Llama 3.2 Vision keeps them in its cross-attention layers instead.
    const ImageTerms images = imageTermsOf(model, asked.imagesPerRequest, asked.imageWidth, asked.imageHeight);
    InferenceJob job = asked;
    job.promptTokens = saturatingAdd(asked.promptTokens, std::int64_t(images.sequenceTokens));
    job.contextLength = saturatingAdd(asked.contextLength, std::int64_t(images.sequenceTokens));
    T.imageTokensPerRequest = images.sequenceTokens + images.crossAttentionTokens;
    std::uint32_t &flags = e.flags;
    const Shapes s = shapesOf(model);
    const double psi = nonNeg(double(model.params));
    const double psiActive = activeParamsOf(model);
    if (psi <= 0 || !s.known)
        flags |= MissingArchitecture;
    T.params = psi;
    T.activeParams = psiActive;

    // ---- layout: tp·pp GPUs per replica, the rest are data-parallel replicas sharing the users
    const int tp = std::max(1, layout.tensorParallel);
    const int pp = std::max(1, layout.pipelineParallel);
    const int gpus = std::max(1, layout.gpus);
    const std::int64_t perReplica = std::int64_t(tp) * pp;
    const int replicas = int(std::max<std::int64_t>(1, gpus / perReplica));
    if (gpus % perReplica != 0)
        flags |= LayoutNotDivisible;
    T.tp = tp; T.pp = pp; T.replicas = replicas;
    const double users = nonNeg(double(job.concurrency));
    const double seqs = ceilDiv(users, replicas);
    T.seqsPerReplica = seqs;

    // ---- weights: quantised formats keep the embeddings and LM head (and a vision tower) in
    // 16-bit; a checkpoint's own format decides what else (ModelShape.h)
    const WeightBytes wb = weightBytesOf(model, job.weights, job.int4GroupSize);
    const double bits = wb.bits;
    T.weightBitsPerParam = bits;
    const bool quantised = wb.quantised;
    const double weightsTotal = wb.totalBytes;
    T.weightsTotalBytes = weightsTotal;
    T.quantisedParams = quantised ? wb.quantisedParams : 0.0;
    const double bpp = bits / 8.0;
    const double routedBytes = s.routedExpertParams * bpp;
    hostExperts(model, job, routedBytes, T);
    const double weights = (weightsTotal - T.hostExpertBytes) / perReplica;

    // ---- KV cache per token and layer: 2 · a_kv · d · bytes, per rank a_kv/t (at least one head);
    // MLA (DeepSeek-V2) caches one latent of kv_lora_rank + rope dim per token and layer, the
    // same on every tensor-parallel rank. Layers with a sliding window hold at most the window
    // (Gemma 2: every other layer; Mistral v0.1 / Phi-3: all layers).
    const double kvBytes = bytesPerElement(job.kvCache);
    // Chunked-attention layers (Llama 4) hold at most their chunk, like a window; cross-attention
    // layers (Llama 3.2 Vision) hold the image states, not the text (ModelShape.h).
    const AttentionLayout attention = attentionLayoutOf(model);
    T.kvHeadsPerRank = s.akv > 0 ? std::max(1.0, ceilDiv(s.akv, tp)) : 0.0;
    T.layersPerStage = ceilDiv(attention.selfLayers, pp);
    const double elementsPerLayer = model.isMla() ? double(model.kvLoraRank + model.qkRopeHeadDim)
                                                  : 2.0 * T.kvHeadsPerRank * s.d;
    T.kvBytesPerToken = T.layersPerStage * elementsPerLayer * kvBytes;
    T.windowedLayerShare = attention.window > 0 ? attention.windowShare : 0.0;
    T.chunkedLayerShare = attention.chunk > 0 ? attention.chunkShare : 0.0;
    const double kvReadBytesPerToken = T.kvBytesPerToken; // what a query reads (no padding)
    const double block = hybridState(model, attention, elementsPerLayer * kvBytes, atLeast1(double(job.blockTokens)),
                                     engineRow(job.engine).statePages, job.weights == Precision::Fp32 ? 4.0 : 2.0, tp,
                                     pp, T);
    const double ctx = nonNeg(double(job.contextLength));
    // Tokens held per sequence, averaged over the layers (block-rounded per layer group).
    T.tokensPerSeq = heldTokens(attention, ctx, block);
    T.crossKvBytesPerSeq = ceilDiv(attention.crossLayers, pp) * 2.0 * T.kvHeadsPerRank * s.d * kvBytes
                           * ceilDiv(images.crossAttentionTokens, block) * block;
    // What one sequence holds beside its tokens' KV: the images' cross-attention KV and a hybrid
    // model's state.
    const double fixedPerSeq = T.fixedBytesPerSeq();
    const double kv = (T.kvBytesPerToken * T.tokensPerSeq + fixedPerSeq) * seqs;

    // ---- forward peak of the engine's largest step (vLLM's profiling run; TensorRT-LLM's and
    // SGLang's at their token budget): the tokens through the widest point (residual + norm output +
    // gate/up outputs + activation, MoE: top-k experts per token), plus the sampler's fp32 logits.
    const ServingProfile profile = servingProfile(job, gpu, opt);
    T.profile = profile;
    const double actBytes = job.weights == Precision::Fp32 ? 4.0 : 2.0;
    const double chunk = nonNeg(double(profile.profileTokens));
    const double samplerSeqs = profile.maxSeqs > 0 ? std::min(double(profile.maxSeqs), chunk) : chunk;
    const double perTokenAct = actBytes * (2.0 * s.h + 3.0 * s.I * s.mlpCopiesActive / tp);
    T.visionActivationBytes = visionActivationBytes(model, images, actBytes);
    const EngineRow &row = engineRow(job.engine);
    const double activations = chunk * perTokenAct + samplerSeqs * s.V * 4.0 * row.samplerLogitCopies
                               + T.visionActivationBytes;
    // What the engine keeps outside weights, KV and the forward: the CUDA context and libraries,
    // and the tensor-parallel communication buffers (the engine's row).
    T.commBufferBytes = tp > 1 ? double(row.commBufferBytes) : 0.0;
    const double overhead = nonNeg(double(opt.inferenceRuntimeBytes)) + T.commBufferBytes;

    MemoryBreakdown &m = e.gpu;
    m.weightsBytes = toBytes(weights, flags);
    m.kvCacheBytes = toBytes(kv, flags);
    m.activationsBytes = toBytes(activations, flags);
    m.overheadBytes = toBytes(overhead, flags);
    std::int64_t total = 0;
    for (std::int64_t part : {m.weightsBytes, m.kvCacheBytes, m.activationsBytes, m.overheadBytes})
        total = satAdd(total, part, flags);
    m.totalBytes = total;
    m.capacityBytes = std::max<std::int64_t>(0, gpu.memoryBytes);
    const double visible = double(cudaVisibleBytes(gpu, opt));
    T.cudaVisibleBytes = visible;
    // The KV cache's budget by the engine's rule; usable = what the engine gives the four parts.
    const double nonKv = weights + activations + overhead;
    double kvBudget = 0;
    switch (profile.rule) {
    case KvBudgetRule::FractionOfTotal: kvBudget = profile.memoryFraction * visible - nonKv; break;
    case KvBudgetRule::FractionOfFreeAfterLoad: kvBudget = profile.memoryFraction * (visible - nonKv); break;
    case KvBudgetRule::StaticFractionOfTotal:
        // weights + KV pool within the fraction; the activations and runtime must fit in the rest
        kvBudget = visible - nonKv >= 0 ? std::min(profile.memoryFraction * visible - weights, visible - nonKv) : -1.0;
        break;
    }
    m.usableBytes = toBytes(std::min(visible, std::max(0.0, nonKv + std::max(0.0, kvBudget))), flags);
    e.fits = m.capacityBytes > 0 && kvBudget >= 0 && m.totalBytes <= m.usableBytes;

    // ---- inverse questions
    const double free = kvBudget;
    T.freeForKvBytes = free;
    const double perSeq = T.kvBytesPerToken * T.tokensPerSeq + fixedPerSeq;
    if (free > 0 && T.kvBytesPerToken > 0) {
        // The pool in tokens of the self-attention layers (vLLM's "GPU KV cache size"); the
        // concurrency divides the pool by what one sequence at the full context holds (equal to
        // tokens / context without windows, chunks or cross-attention: vLLM's "Maximum concurrency").
        const double tokens = std::floor(free / T.kvBytesPerToken / block) * block;
        e.kvCapacityTokens = tokens >= kInt64MaxAsDouble ? std::numeric_limits<std::int64_t>::max()
                                                         : static_cast<std::int64_t>(tokens);
        const double heldAtContext = T.kvBytesPerToken * heldTokens(attention, ctx, 1.0) + fixedPerSeq;
        e.concurrencyCapacity = ctx > 0 && heldAtContext > 0 ? tokens * T.kvBytesPerToken / heldAtContext : 0.0;
    }
    if (free > 0 && perSeq > 0) {
        const double n = std::floor(free / perSeq) * replicas;
        if (n >= kInt64MaxAsDouble) {
            flags |= Saturated;
            e.maxConcurrencyAtContext = std::numeric_limits<std::int64_t>::max();
        } else {
            e.maxConcurrencyAtContext = static_cast<std::int64_t>(n);
        }
    }
    if (free - seqs * fixedPerSeq > 0 && T.kvBytesPerToken > 0 && seqs > 0) {
        // Longest context whose held tokens fit: held(length) is piecewise linear in length.
        const double heldBudget = (free - seqs * fixedPerSeq) / (seqs * T.kvBytesPerToken);
        double tokens = longestLength(attention, heldBudget, block);
        if (std::isinf(tokens))
            tokens = model.maxContext > 0 ? double(model.maxContext) : double(kUnboundedContext);
        if (model.maxContext > 0 && tokens < double(kUnboundedContext))
            tokens = std::min(tokens, double(model.maxContext));
        e.maxContextAtConcurrency = tokens >= kInt64MaxAsDouble ? kUnboundedContext : static_cast<std::int64_t>(tokens);
    }

    // ---- speed: the engine's scheduler replayed step by step (ServingSim.h), each step its
    // kernels' compute plus memory time, plus tensor-parallel all-reduces (2 per layer per step)
    T.peakFlops = nonNeg(inferencePeakTflops(gpu, job.weights)) * 1e12;
    T.bandwidthBps = nonNeg(double(gpu.memoryBandwidthBps));
    // The replica's all-reduces, one direction: NVLink where it carries the group (bridges join
    // pairs of PCIe cards only), else PCIe, through host memory on cards without peer-to-peer.
    T.linkBps = collectiveLinkBps(gpu, tp);
    T.matmulFlops = nonNeg(matmulTflops(gpu, job.weights)) * 1e12;
    const double compRate = T.matmulFlops * nonNeg(opt.computeEfficiency);
    const double memRate = T.bandwidthBps * nonNeg(opt.memoryBandwidthEfficiency);
    if (compRate <= 0 || memRate <= 0)
        flags |= NoComputeRate;
    // Text tokens run through the language model only (activeParams leaves the vision tower
    // out); its work on the images is counted apart (2 × its parameters per patch).
    const double prompt = nonNeg(double(job.promptTokens));
    const double output = nonNeg(double(job.outputTokens));
    T.prefillFlops = 2.0 * psiActive * prompt + 4.0 * s.qDim * attention.selfLayers * causalPairsOf(attention, prompt)
                     + visionFlops(model, images);

    // What a step reads and computes, per GPU of the replica: every step reads the weights (MoE:
    // the routed experts its tokens touch; the input embedding table is not read, nor the vision
    // tower after prefill) and each query's attended KV.
    const double inputEmb = model.tiedEmbeddings ? 0.0 : s.inputEmbeddingParams * (quantised ? 2.0 : bpp);
    const double visionBytes = nonNeg(double(visionParams(model))) * (quantised ? 2.0 : bpp);
    StepCost &cost = T.stepCost;
    cost.denseBytes = std::max(0.0, weightsTotal - inputEmb - visionBytes - routedBytes) / perReplica;
    cost.routedBytes = (routedBytes - T.hostExpertBytes) / perReplica;
    if (T.hostExpertBytes > 0) {
        T.hostMemoryBps = nonNeg(layout.hostMemoryBps > 0       ? layout.hostMemoryBps
                                 : opt.hostExpertMemoryBps > 0 ? opt.hostExpertMemoryBps
                                                               : opt.hostMemoryBandwidthBps);
        // The replicas' CPUs read their own copies side by side: each gets its share of the host.
        T.hostExpertBytesPerS = T.hostMemoryBps * nonNeg(opt.hostExpertBandwidthEfficiency) / replicas;
        cost.hostRoutedBytes = T.hostExpertBytes;
        cost.hostBytesPerS = T.hostExpertBytesPerS;
        cost.hostStreamBytesPerS = pcieBandwidthBps(gpu.pcieGen > 0 ? gpu.pcieGen : 4, gpu.pcieLanes)
                                   * nonNeg(opt.hostToDeviceEfficiency);
        cost.hostStreamMinTokens = double(std::max<std::int64_t>(0, opt.hostExpertStreamMinTokens));
    }
    cost.expertTouch = s.experts > 0 && s.topK > 0 ? s.topK / s.experts : 0.0;
    cost.kvBytesPerToken = kvReadBytesPerToken;
    cost.flopsPerToken = 2.0 * psiActive / perReplica;
    cost.attnFlopsPerPair = 4.0 * s.qDim * attention.selfLayers / perReplica;
    cost.computeFlopsPerS = compRate;
    cost.memoryBytesPerS = memRate;
    cost.commBytesPerToken = s.h * actBytes;
    cost.allReducesPerStep = 2.0 * s.L;
    cost.allReduce = ncclRoute(gpu, tp);
    cost.allReduce.kernelMaxBytes = row.allReduceKernelMaxBytes(gpu, tp);
    cost.allReduce.kernelStageS = opt.allReduceLatencyS;
    cost.layers = T.layersPerStage;
    cost.perLayerS = opt.perLayerStepS;
    cost.tensorParallel = tp;
    cost.stages = pp;
    cost.stepOverheadS = profile.stepOverheadS;
    cost.attention = attention;
    cost.stateBytesPerSeq = T.stateBytesPerSeq;
    if (!profile.splitKvDecode && gpu.smCount > 0 && T.kvHeadsPerRank > 0) {
        cost.decodeBlocksPerSeq = T.kvHeadsPerRank;
        cost.multiprocessors = gpu.smCount;
        // A lone block is bound by its loads in flight, not by bytes: it walks an 8-bit cache
        // token by token no faster than a 16-bit one (the kernels widen FP8/INT8 KV in registers).
        cost.decodeBlockBytesPerS = nonNeg(opt.decodeBlockBandwidthShare) * T.bandwidthBps / gpu.smCount
                                    * std::min(1.0, kvBytes / 2.0);
    }

    // The prompt alone on an idle engine, and a decode step of the whole batch at the mean
    // context (explain()'s terms; the figures below come from the replay).
    const double batch = profile.maxSeqs > 0 ? std::min(seqs, double(profile.maxSeqs)) : seqs;
    T.batchSeqs = batch;
    if (prompt > 0)
        T.ttftPrefillS = stepTimeS(cost, prompt, causalPairsOf(attention, prompt), prompt) - cost.stepOverheadS;
    const double meanCtx = attendedTokens(attention, std::min(prompt + output / 2.0, ctx > 0 ? ctx : prompt + output / 2.0));
    T.decodeContextTokens = meanCtx;
    if (batch > 0)
        T.decodeOnlyStepS = stepTimeS(cost, batch, batch * meanCtx, batch * meanCtx, batch, batch * meanCtx);

    // The engine's scheduler and cache: the pool in blocks of sequences at this context (windows
    // and chunks make a sequence hold fewer tokens than its length: the pool counts in those).
    SimEngine &engine = T.simEngine;
    engine.scheduler = profile.scheduler;
    engine.maxBatchedTokens = profile.batchedTokens;
    engine.maxSeqs = profile.maxSeqs;
    engine.blockTokens = std::int64_t(block);
    engine.chunkedPrefill = profile.chunkedPrefill;
    // A sequence's fixed part (cross-attention KV, a hybrid's state) is held from its admission:
    // the pool counts it as tokens of its own.
    const double tokensAtCtx = T.kvBytesPerToken * heldTokens(attention, ctx, 1.0);
    const double tokensPerByte = tokensAtCtx > 0 && ctx > 0 ? ctx / tokensAtCtx : 0.0;
    const double poolBlocks = free > 0 ? std::floor(free * tokensPerByte / block) : 0.0;
    engine.fixedTokensPerSeq = fixedPerSeq * tokensPerByte;
    engine.kvBlocks = poolBlocks >= kInt64MaxAsDouble ? std::numeric_limits<std::int64_t>::max() / 2
                                                      : static_cast<std::int64_t>(poolBlocks);

    // The users at work: a closed loop of this replica's users, each sending the next request
    // when the last ends, their first requests spread over one request's time (not a burst).
    // Only a layout that fits serves anyone: the others have no speed.
    if (e.fits && compRate > 0 && memRate > 0 && seqs > 0 && output > 0) {
        SimLoad load;
        // At most kMaxReplayedUsers users are replayed; the others wait in the queue for them
        // (a closed loop past saturation: each extra user adds one request time / replayed users).
        load.users = std::int64_t(std::min(seqs, double(kMaxReplayedUsers)));
        // The first request of every user warms the engine up (their starts are spread, so the
        // engine fills gradually); the figures are the requests after them.
        load.warmupRequests = load.users;
        load.requests = 2 * load.users + kMinReplayedRequests;
        load.promptTokens = job.promptTokens;
        load.outputTokens = job.outputTokens;
        load.staggerS = (T.ttftPrefillS + output * T.decodeOnlyStepS) / double(load.users);
        T.sim = replayMemoized(cost, engine, load);
        const SimResult &r = T.sim;
        if (r.completed > 0) {
            const double queuedS = r.e2eS.mean * (seqs - double(load.users)) / double(load.users);
            e.ttftS = r.ttftS.p50 + queuedS;
            e.ttftP90S = r.ttftS.p90 + queuedS;
            e.itlS = r.tpotS.mean;
            e.decodeTokensPerSPerUser = r.tpotS.mean > 0 ? 1.0 / r.tpotS.mean : 0.0;
            // Little's law for a closed loop: each user has one request in flight.
            const double requestS = r.e2eS.mean + queuedS;
            e.aggregateTokensPerS = requestS > 0 ? users * output / requestS : 0.0;
            e.requestsPerS = output > 0 ? e.aggregateTokensPerS / output : 0.0;
        }
    }

    // ---- host
    HostRequirements &hr = e.host;
    // Weights stream from safetensors (mmap) shard by shard: no full host copy is counted.
    const double ram = nonNeg(double(opt.hostBaseRamBytes)) + gpus * nonNeg(double(opt.hostRamPerGpuBytes));
    // Experts in host memory: each replica's copy, read in place (llama.cpp --no-mmap or its
    // page cache), and the bandwidth the per-user target needs.
    hr.ramBytes = toBytes(ram + T.hostExpertBytes * replicas, flags);
    hr.offloadRamBytes = toBytes(T.hostExpertBytes * replicas, flags);
    hr.memoryBandwidthBps = hostBandwidthNeeded(job, opt, T) * replicas;
    hr.storageBytes = toBytes(nonNeg(double(opt.systemStorageBytes)) + weightsTotal, flags);
    const std::int64_t cores = std::int64_t(opt.cpuCoresBase) + std::int64_t(gpus) * opt.cpuCoresPerGpuInference;
    hr.cpuCores = int(std::clamp<std::int64_t>(cores, 0, std::numeric_limits<int>::max()));
    return e;
}

} // namespace rigplan
