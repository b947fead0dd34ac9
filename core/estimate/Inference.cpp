// SPDX-License-Identifier: GPL-3.0-or-later
// Inference memory, speed (roofline) and host requirements. Formulas and sources: README, "The sizing engine".

#include "estimate/Estimate.h"
#include "estimate/EstimateMath.h"
#include "estimate/ModelShape.h"
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
    default: return gpu.bf16Tflops; // bf16/fp16, and int4 weight-only (W4A16) computes in 16-bit
    }
}

// One tensor-parallel all-reduce of `bytes` over t ranks (ring): 2(t-1)/t · bytes / link + latency.
double allReduceS(double bytes, int t, double linkBps, double latencyS)
{
    if (t <= 1)
        return 0;
    if (linkBps <= 0)
        return 0;
    return 2.0 * (t - 1) / t * bytes / linkBps + nonNeg(latencyS);
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

ValidatedAccuracy validatedAccuracy()
{
    // rigplan-cli validate on the shipped set (README, "Against measured runs").
    return ValidatedAccuracy{39, 0.7, 4.2, 5.9, 3.3};
}

std::int64_t cudaVisibleBytes(const GpuSpec &gpu, const EstimateOptions &opt)
{
    if (gpu.cudaVisibleBytes > 0)
        return std::min(gpu.cudaVisibleBytes, std::max<std::int64_t>(0, gpu.memoryBytes));
    const double fraction = std::clamp(opt.cudaVisibleFraction, 0.0, 1.0);
    return static_cast<std::int64_t>(std::floor(double(std::max<std::int64_t>(0, gpu.memoryBytes)) * fraction));
}

ServingProfile servingProfile(const InferenceJob &job, const GpuSpec &gpu, const EstimateOptions &opt)
{
    ServingProfile p;
    constexpr double kGiB = 1073741824.0;
    const double total = double(cudaVisibleBytes(gpu, opt));
    const double fraction = job.gpuMemoryUtilization > 0 ? std::min(job.gpuMemoryUtilization, 1.0) : 0.90;
    p.memoryFraction = fraction;
    switch (job.engine) {
    case ServingEngine::Vllm: {
        // vllm/engine/arg_utils.py _set_default_args (vllm serve): ≥ 70 GiB and not an A100 →
        // max_num_batched_tokens 8192, max_num_seqs 1024; else 2048 and 256. V1 always chunks prefill;
        // without chunking the step (and the profiling run) is max_model_len tokens.
        p.rule = KvBudgetRule::FractionOfTotal;
        const bool large = total >= 70.0 * kGiB && !containsNoCase(gpu.name, "a100") && !containsNoCase(gpu.id, "a100");
        p.chunkedPrefill = job.chunkedPrefill != 0;
        const std::int64_t defaultTokens = large ? 8192 : 2048;
        p.batchedTokens = job.maxNumBatchedTokens > 0 ? job.maxNumBatchedTokens
                                                      : (p.chunkedPrefill ? defaultTokens : std::max<std::int64_t>(job.contextLength, defaultTokens));
        p.profileTokens = p.chunkedPrefill ? p.batchedTokens : std::max(p.batchedTokens, job.contextLength);
        p.maxSeqs = job.maxNumSeqs > 0 ? job.maxNumSeqs : std::min<std::int64_t>(large ? 1024 : 256, p.batchedTokens);
        break;
    }
    case ServingEngine::TensorRtLlm:
        // tensorrt_llm/llmapi/llm_args.py: max_batch_size 2048, max_num_tokens 8192,
        // enable_chunked_prefill False; KvCacheConfig.free_gpu_memory_fraction 0.9 of the memory free
        // after the weights and the profiled forward.
        p.rule = KvBudgetRule::FractionOfFreeAfterLoad;
        p.chunkedPrefill = job.chunkedPrefill == 1;
        p.batchedTokens = job.maxNumBatchedTokens > 0 ? job.maxNumBatchedTokens : 8192;
        p.profileTokens = p.batchedTokens;
        p.maxSeqs = job.maxNumSeqs > 0 ? job.maxNumSeqs : 2048;
        break;
    case ServingEngine::Sglang: {
        // python/sglang/srt/server_args.py _handle_gpu_memory_settings: chunked_prefill_size by the
        // card's memory (< 35 GiB 2048, < 60 GiB 4096, < 160 GiB 8192, else 16384); mem_fraction_static
        // covers weights + KV pool; max_running_requests follows the pool (no cap here).
        p.rule = KvBudgetRule::StaticFractionOfTotal;
        p.chunkedPrefill = job.chunkedPrefill != 0;
        const double gib = total / kGiB;
        const std::int64_t chunk = gib < 35 ? 2048 : gib < 60 ? 4096 : gib < 160 ? 8192 : 16384;
        p.batchedTokens = job.maxNumBatchedTokens > 0 ? job.maxNumBatchedTokens : chunk;
        p.profileTokens = p.chunkedPrefill ? p.batchedTokens : std::max(p.batchedTokens, job.contextLength);
        p.maxSeqs = job.maxNumSeqs > 0 ? job.maxNumSeqs : 0;
        break;
    }
    }
    return p;
}

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
    const double weights = weightsTotal / perReplica;

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
    const double block = atLeast1(double(job.blockTokens));
    const double ctx = nonNeg(double(job.contextLength));
    // Tokens held per sequence, averaged over the layers (block-rounded per layer group).
    T.tokensPerSeq = heldTokens(attention, ctx, block);
    T.crossKvBytesPerSeq = ceilDiv(attention.crossLayers, pp) * 2.0 * T.kvHeadsPerRank * s.d * kvBytes
                           * ceilDiv(images.crossAttentionTokens, block) * block;
    const double kv = (T.kvBytesPerToken * T.tokensPerSeq + T.crossKvBytesPerSeq) * seqs;

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
    const double activations = chunk * perTokenAct + samplerSeqs * s.V * 4.0 + T.visionActivationBytes;
    const double overhead = nonNeg(double(opt.inferenceRuntimeBytes));

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
    const double perSeq = T.kvBytesPerToken * T.tokensPerSeq + T.crossKvBytesPerSeq;
    if (free > 0 && T.kvBytesPerToken > 0) {
        // The pool in tokens of the self-attention layers (vLLM's "GPU KV cache size"); the
        // concurrency divides the pool by what one sequence at the full context holds (equal to
        // tokens / context without windows, chunks or cross-attention: vLLM's "Maximum concurrency").
        const double tokens = std::floor(free / T.kvBytesPerToken / block) * block;
        e.kvCapacityTokens = tokens >= kInt64MaxAsDouble ? std::numeric_limits<std::int64_t>::max()
                                                         : static_cast<std::int64_t>(tokens);
        const double heldAtContext = T.kvBytesPerToken * heldTokens(attention, ctx, 1.0) + T.crossKvBytesPerSeq;
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
    if (free - seqs * T.crossKvBytesPerSeq > 0 && T.kvBytesPerToken > 0 && seqs > 0) {
        // Longest context whose held tokens fit: held(length) is piecewise linear in length.
        const double heldBudget = (free - seqs * T.crossKvBytesPerSeq) / (seqs * T.kvBytesPerToken);
        double tokens = longestLength(attention, heldBudget, block);
        if (std::isinf(tokens))
            tokens = model.maxContext > 0 ? double(model.maxContext) : double(kUnboundedContext);
        if (model.maxContext > 0 && tokens < double(kUnboundedContext))
            tokens = std::min(tokens, double(model.maxContext));
        e.maxContextAtConcurrency = tokens >= kInt64MaxAsDouble ? kUnboundedContext : static_cast<std::int64_t>(tokens);
    }

    // ---- speed: roofline per step, plus tensor-parallel all-reduces (2 per layer per step)
    T.peakFlops = nonNeg(inferencePeakTflops(gpu, job.weights)) * 1e12;
    T.bandwidthBps = nonNeg(double(gpu.memoryBandwidthBps));
    // One direction of the GPU-to-GPU link (the catalog's both-directions figure halved on
    // reading). NVLink bridges join pairs of PCIe cards only: tensor parallel over more PCIe
    // cards all-reduces over PCIe. SXM/OAM baseboards switch every GPU at the full link.
    T.linkBps = linkCarries(gpu, tp) ? double(gpu.interconnectBps)
                                     : pcieBandwidthBps(gpu.pcieGen > 0 ? gpu.pcieGen : 4, gpu.pcieLanes);
    const double cEff = nonNeg(opt.computeEfficiency), mEff = nonNeg(opt.memoryBandwidthEfficiency);
    const double compRate = T.peakFlops * cEff, memRate = T.bandwidthBps * mEff;
    if (compRate <= 0 || memRate <= 0)
        flags |= NoComputeRate;
    const double latency = opt.allReduceLatencyS;
    const double allReduces = 2.0 * s.L;
    // Text tokens run through the language model only (activeParams leaves the vision tower
    // out); its work on the images is counted apart (2 × its parameters per patch).
    const double psiText = psiActive;

    // prefill of one prompt: 2Ψ_active per token + 4·(a·d) per causal (query, key) pair per layer
    const double prompt = nonNeg(double(job.promptTokens));
    T.prefillFlops = 2.0 * psiText * prompt + 4.0 * s.qDim * attention.selfLayers * causalPairsOf(attention, prompt)
                     + visionFlops(model, images);
    if (compRate > 0 && memRate > 0 && prompt > 0) {
        T.prefillComputeS = T.prefillFlops / tp / compRate; // pipeline stages run one after another
        T.prefillMemoryS = weights * pp / memRate;
        T.prefillCommS = allReduces * allReduceS(prompt * s.h * actBytes, tp, T.linkBps, latency);
        T.ttftPrefillS = std::max(T.prefillComputeS, T.prefillMemoryS) + T.prefillCommS;
    }

    // decode: every step reads the weights (MoE: the experts the batch touches) and the KV of every
    // running sequence at its mean length during generation; the input embedding table is not read.
    const double output = nonNeg(double(job.outputTokens));
    // The engine runs at most its sequence cap per step; the other users wait for a slot.
    const double batch = profile.maxSeqs > 0 ? std::min(seqs, double(profile.maxSeqs)) : seqs;
    T.batchSeqs = batch;
    double meanCtx = std::min(prompt + output / 2.0, ctx > 0 ? ctx : prompt + output / 2.0);
    meanCtx = attendedTokens(attention, meanCtx);
    T.decodeContextTokens = meanCtx;
    double touched = 1.0;
    if (s.experts > 0 && s.topK > 0 && batch > 0)
        touched = 1.0 - std::pow(1.0 - s.topK / s.experts, batch);
    T.expertFractionTouched = touched;
    const double bpp = bits / 8.0;
    const double inputEmb = model.tiedEmbeddings ? 0.0 : s.inputEmbeddingParams * (quantised ? 2.0 : bpp);
    const double routedBytes = s.routedExpertParams * bpp;
    // The vision tower is not read by a decode step (it ran during prefill).
    const double visionBytes = nonNeg(double(visionParams(model))) * (quantised ? 2.0 : bpp);
    const double readWeights
        = std::max(0.0, weightsTotal - inputEmb - visionBytes - routedBytes * (1.0 - touched)) / perReplica;
    T.decodeBytesPerStep = readWeights + batch * (meanCtx * T.kvBytesPerToken + T.crossKvBytesPerSeq);
    T.decodeFlopsPerStep = batch * (2.0 * psiText + 4.0 * s.qDim * attention.selfLayers * meanCtx) / perReplica;
    const double prefillRate = T.peakFlops * nonNeg(opt.prefillComputeEfficiency);
    if (compRate > 0 && memRate > 0 && batch > 0) {
        T.decodeMemoryS = T.decodeBytesPerStep / memRate;
        const double decodeRate = T.peakFlops * nonNeg(opt.decodeComputeEfficiency);
        T.decodeComputeS = decodeRate > 0 ? T.decodeFlopsPerStep / decodeRate : 0.0;
        T.decodeCommS = allReduces * allReduceS(batch * s.h * actBytes, tp, T.linkBps, latency);
        T.decodeOnlyStepS = pp * std::max(T.decodeMemoryS, T.decodeComputeS) + T.decodeCommS;
        // Steady state of continuous batching: seqs/output requests finish per step and as many
        // new prompts arrive, whose prefill (compute-bound; its weight reads are the step's own)
        // runs in the same steps (chunked) or stalls them (unchunked): the same time either way.
        if (output > 0 && prompt > 0 && prefillRate > 0)
            T.prefillPerStepS = batch / output * (T.prefillFlops / tp / prefillRate + T.prefillCommS);
        T.stepS = T.decodeOnlyStepS + T.prefillPerStepS;
        if (T.stepS > 0 && std::isfinite(T.stepS)) {
            T.prefillShare = T.prefillPerStepS / T.stepS;
            e.decodeTokensPerSPerUser = 1.0 / T.stepS;
            // Only the users that exist make tokens: with users not a multiple of the replicas
            // the last replica runs fewer sequences, not phantom ones.
            e.aggregateTokensPerS = std::min(users, replicas * batch) / T.stepS;
            if (output > 0)
                e.requestsPerS = e.aggregateTokensPerS / output;
        }
    }

    // TTFT: the prompt's own prefill, after the next step boundary (iteration-level scheduling
    // admits new requests between steps: ½ step on average while others run) and behind the other
    // users' prompts (M/D/1 mean wait ρ/(2(1−ρ)) × service, ρ = the others' share of prefill time).
    if (T.ttftPrefillS > 0) {
        const double others = batch > 1 ? (batch - 1) / batch : 0.0;
        // A new request starts at the next step boundary: the residual of the step in progress.
        // Chunked prefill keeps the steps alike (½ step); without it the steps are decode steps and
        // whole prefills, and an arrival lands in a prefill with the probability of its share of the
        // time, then waits half of it (residual life of the mixture).
        if (batch > 1) {
            const double prefillAlone = prefillRate > 0 ? T.prefillFlops / tp / prefillRate + T.prefillCommS : 0.0;
            T.ttftSchedulingS = profile.chunkedPrefill
                ? 0.5 * T.stepS
                : T.prefillShare * 0.5 * prefillAlone + (1.0 - T.prefillShare) * 0.5 * T.decodeOnlyStepS;
        }
        const double rho = std::min(T.prefillShare * others, 0.999);
        const double service = prefillRate > 0 ? T.prefillFlops / tp / prefillRate + T.prefillCommS : 0.0;
        T.ttftQueueS = rho / (2.0 * (1.0 - rho)) * service;
        // Users beyond the cap queue for a slot: one frees every stepS × output / batch seconds.
        if (seqs > batch && batch > 0 && output > 0)
            T.ttftSlotWaitS = (seqs - batch) / batch * output * T.stepS;
        T.ttftFloorS = nonNeg(opt.ttftFloorS);
        e.ttftS = T.ttftFloorS + T.ttftPrefillS + T.ttftSchedulingS + T.ttftQueueS + T.ttftSlotWaitS;
    }

    // ---- host
    HostRequirements &hr = e.host;
    // Weights stream from safetensors (mmap) shard by shard: no full host copy is counted.
    const double ram = nonNeg(double(opt.hostBaseRamBytes)) + gpus * nonNeg(double(opt.hostRamPerGpuBytes));
    hr.ramBytes = toBytes(ram, flags);
    hr.storageBytes = toBytes(nonNeg(double(opt.systemStorageBytes)) + weightsTotal, flags);
    const std::int64_t cores = std::int64_t(opt.cpuCoresBase) + std::int64_t(gpus) * opt.cpuCoresPerGpuInference;
    hr.cpuCores = int(std::clamp<std::int64_t>(cores, 0, std::numeric_limits<int>::max()));
    return e;
}

} // namespace rigplan
