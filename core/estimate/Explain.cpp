// Human-readable explanation lines: the formulas with the numbers substituted.
// Off the hot path: allocates freely, recomputes the estimate and formats its terms.

#include "estimate/Estimate.h"
#include "estimate/EstimateMath.h"

#include <fmt/format.h>

#include <cmath>

namespace rigplan {

using namespace estimate_detail;

namespace {

// Decimal units, as the architecture notes require (GB = 10^9 B).
std::string bytesText(double b)
{
    if (b >= 1e15)
        return fmt::format("{:.2f} PB", b / 1e15);
    if (b >= 1e12)
        return fmt::format("{:.2f} TB", b / 1e12);
    if (b >= 10e9)
        return fmt::format("{:.1f} GB", b / 1e9);
    if (b >= 1e9)
        return fmt::format("{:.2f} GB", b / 1e9);
    if (b >= 1e6)
        return fmt::format("{:.0f} MB", b / 1e6);
    return fmt::format("{:.0f} B", b);
}

std::string countText(double n)
{
    if (n >= 1e9)
        return fmt::format("{:.2f} B", n / 1e9);
    if (n >= 1e6)
        return fmt::format("{:.1f} M", n / 1e6);
    return fmt::format("{:.0f}", n);
}

std::string secondsText(double s)
{
    if (s < 1.0)
        return fmt::format("{:.0f} ms", s * 1e3);
    return fmt::format("{:.2f} s", s);
}

const char *recomputeName(Recompute r)
{
    switch (r) {
    case Recompute::None: return "none";
    case Recompute::Selective: return "selective";
    case Recompute::Full: return "full";
    }
    return "";
}

const char *precisionName(Precision p)
{
    switch (p) {
    case Precision::Fp32: return "fp32";
    case Precision::Bf16: return "bf16";
    case Precision::Fp16: return "fp16";
    case Precision::Fp8: return "fp8";
    case Precision::Int8: return "int8";
    case Precision::Int4: return "int4";
    }
    return "";
}

std::string flagsText(std::uint32_t f)
{
    std::string out;
    auto add = [&](std::uint32_t bit, const char *text) {
        if (f & bit) {
            if (!out.empty())
                out += "; ";
            out += text;
        }
    };
    add(Saturated, "a figure saturated at the 64-bit limit: the inputs are far beyond any machine");
    add(LayoutNotDivisible, "the GPU count is not a multiple of tp × pp: the extra GPUs are idle");
    add(MissingArchitecture, "the model's shapes are incomplete: activation, KV and attention terms may be 0");
    add(ParamOffloadNeedsZero3, "DeepSpeed offloads parameters only at ZeRO stage 3");
    add(UnsupportedPrecision, "int8/int4 full training is not a training precision: computed as bf16");
    add(NoComputeRate, "the GPU has no peak figure for this precision: speed not computed");
    return out;
}

} // namespace

std::vector<std::string> explain(const ModelArch &model, const TrainingJob &job, const GpuSpec &gpu,
                                 const Layout &layout, const EstimateOptions &opt)
{
    const TrainingEstimate e = estimateTraining(model, job, gpu, layout, opt);
    const TrainingTerms &T = e.terms;
    const MemoryBreakdown &m = e.gpu;
    const Shapes s = shapesOf(model);
    std::vector<std::string> out;
    out.push_back(fmt::format("Convention: {}", trainingConvention(model, job)));
    out.push_back(fmt::format("Layout: {} GPUs = tp {} × pp {} × dp {}, ZeRO stage {}", layout.gpus, T.tp, T.pp,
                              T.dp, T.zeroStage));
    const std::string z3 = T.zeroStage >= 3 ? fmt::format(" / dp {}", T.dp) : std::string();
    const std::string z2 = T.zeroStage >= 2 ? fmt::format(" / dp {}", T.dp) : std::string();
    const std::string z1 = T.zeroStage >= 1 ? fmt::format(" / dp {}", T.dp) : std::string();
    const std::string where = job.offloadTarget == OffloadTarget::Cpu ? "CPU RAM" : "NVMe";
    const bool paramsMoved = job.offload == Offload::OptimizerAndParams && T.zeroStage == 3;
    const bool optMoved = job.offload != Offload::None;
    if (job.method == TrainMethod::Full) {
        out.push_back(fmt::format("Weights = {} B × {} params / (tp {} × pp {}){} = {}{}", T.weightBytesPerParam,
                                  countText(T.params), T.tp, T.pp, z3, bytesText(double(m.weightsBytes)),
                                  paramsMoved ? fmt::format(" on the GPU (offloaded to {})", where) : std::string()));
    } else {
        out.push_back(fmt::format("Weights = ({:.3f} B × {} frozen base + {} B × {} adapter params) / (tp {} × pp {}){} = {}{}",
                                  T.baseBytesPerParam, countText(T.params), T.weightBytesPerParam,
                                  countText(T.trainableParams), T.tp, T.pp, z3, bytesText(double(m.weightsBytes)),
                                  paramsMoved ? fmt::format(" on the GPU (offloaded to {})", where) : std::string()));
    }
    out.push_back(fmt::format("Gradients = {} B × {} trainable params / (tp {} × pp {}){} = {}", T.gradBytesPerParam,
                              countText(T.trainableParams), T.tp, T.pp, z2, bytesText(double(m.gradientsBytes))));
    out.push_back(fmt::format("Optimizer = {:.2f} B × {} trainable params / (tp {} × pp {}){} = {}{}",
                              T.optimizerBytesPerParam, countText(T.trainableParams), T.tp, T.pp, z1,
                              bytesText(T.optimizerBytesPerParam * T.trainableParams / (double(T.tp) * T.pp)
                                        / (T.zeroStage >= 1 ? T.dp : 1)),
                              optMoved ? fmt::format(", offloaded to {}: {} left on the GPU", where,
                                                     bytesText(double(m.optimizerBytes)))
                                       : std::string()));
    if (optMoved)
        out.push_back(fmt::format("Offload: {} per GPU × {} GPUs = {} moved to {}", bytesText(T.offloadedPerGpuBytes),
                                  layout.gpus, bytesText(T.offloadedPerGpuBytes * layout.gpus), where));
    out.push_back(fmt::format(
        "Activations per layer (no recompute) = {} tokens × {} seqs × (8·{} + 4·{} + 4·{} + 8·{}·{}) B / tp {}{} = {}",
        job.sequenceLength, job.microBatch, s.h, s.qDim, s.kvDim, s.I, s.mlpCopiesActive, T.tp,
        job.flashAttention ? " (FlashAttention: no s² scores)"
                           : fmt::format(" + 2 × {} heads × {}² × {} B scores", s.a, job.sequenceLength, job.microBatch),
        bytesText(T.perLayerActivationBytes)));
    out.push_back(fmt::format("Activations = {} stored per layer (recompute {}) × {} layers × {} micro-batches in flight{} = {}",
                              bytesText(T.storedPerLayerBytes), recomputeName(job.activationCheckpointing),
                              T.layersPerStage, T.microBatchesInFlight,
                              job.activationCheckpointing == Recompute::Full
                                  ? fmt::format(" + one layer's working set {}", bytesText(T.perLayerActivationBytes))
                                  : std::string(),
                              bytesText(double(m.activationsBytes))));
    out.push_back(fmt::format("Logits = {} tokens × {} seqs × {} vocab × ({} + 4 fp32) B / tp {} = {}",
                              job.sequenceLength, job.microBatch, s.V, job.precision == Precision::Fp32 ? 4 : 2, T.tp,
                              bytesText(double(m.logitsBytes))));
    if (m.workspaceBytes > 0)
        out.push_back(fmt::format("ZeRO-3 gathered parameters = largest module / tp + {} prefetch params = {}",
                                  countText(double(opt.zero3PrefetchParams)), bytesText(double(m.workspaceBytes))));
    out.push_back(fmt::format("Overhead = {} CUDA context + {:.0f} % allocator slack on activations and logits = {}",
                              bytesText(double(opt.trainingContextBytes)), opt.allocatorSlackFraction * 100,
                              bytesText(double(m.overheadBytes))));
    out.push_back(fmt::format("Total per GPU = {} of {} → {}", bytesText(double(m.totalBytes)),
                              bytesText(double(m.capacityBytes)), e.fits ? "fits" : "does not fit"));
    out.push_back(fmt::format("FLOPs per token = {} × {} active params + {} × {} layers × {} tokens × {} (a·d) = {:.3g}",
                              job.method == TrainMethod::Full
                                  ? (job.activationCheckpointing == Recompute::Full ? 8 : 6)
                                  : (job.activationCheckpointing == Recompute::Full ? 6 : 4),
                              countText(activeParamsOf(model)),
                              job.activationCheckpointing == Recompute::None ? 12 : 16, s.L,
                              s.window > 0 ? std::min<double>(double(job.sequenceLength), s.window)
                                           : double(job.sequenceLength),
                              s.qDim, T.flopsPerToken));
    out.push_back(fmt::format("Throughput = {} GPUs × {:.0f} TFLOPS ({}) × MFU {:.2f} / {:.3g} FLOPs = {:.0f} tokens/s",
                              double(T.dp) * T.tp * T.pp, T.peakFlops / 1e12, precisionName(job.precision), opt.mfu,
                              T.flopsPerToken, e.tokensPerS));
    if (job.trainTokens > 0)
        out.push_back(fmt::format("Time = {:.3g} tokens / {:.0f} tokens/s = {:.1f} h", double(job.trainTokens),
                                  e.tokensPerS, e.hours));
    out.push_back(fmt::format("Host RAM = {} base + {} GPUs × {} + {} offloaded = {}",
                              bytesText(double(opt.hostBaseRamBytes)), layout.gpus,
                              bytesText(double(opt.hostRamPerGpuBytes)),
                              bytesText(double(e.host.offloadRamBytes)), bytesText(double(e.host.ramBytes))));
    out.push_back(fmt::format("Storage = {} system + {} base model + {} checkpoints × {} + {} dataset + {} NVMe offload = {}",
                              bytesText(double(opt.systemStorageBytes)), bytesText(2.0 * T.params),
                              opt.keptCheckpoints, bytesText(T.checkpointBytes), bytesText(T.datasetBytes),
                              bytesText(double(e.host.offloadDiskBytes)), bytesText(double(e.host.storageBytes))));
    out.push_back(fmt::format("CPU cores = {} + {} GPUs × {}{} = {}", opt.cpuCoresBase, layout.gpus,
                              opt.cpuCoresPerGpuTraining,
                              optMoved ? fmt::format(" + {} GPUs × {} (CPU optimizer step)", layout.gpus,
                                                     opt.cpuCoresPerGpuCpuOptimizer)
                                       : std::string(),
                              e.host.cpuCores));
    if (e.flags != EstimateOk)
        out.push_back(fmt::format("Warnings: {}", flagsText(e.flags)));
    return out;
}

std::vector<std::string> explain(const ModelArch &model, const InferenceJob &job, const GpuSpec &gpu,
                                 const Layout &layout, const EstimateOptions &opt)
{
    const InferenceEstimate e = estimateInference(model, job, gpu, layout, opt);
    const InferenceTerms &T = e.terms;
    const MemoryBreakdown &m = e.gpu;
    const Shapes s = shapesOf(model);
    std::vector<std::string> out;
    out.push_back(fmt::format("Layout: {} GPUs = {} replicas × (tp {} × pp {}); {} users → {} sequences per replica",
                              layout.gpus, T.replicas, T.tp, T.pp, job.concurrency, T.seqsPerReplica));
    const bool quantised = T.weightBitsPerParam < 16;
    if (quantised)
        out.push_back(fmt::format("Weights = ({} params − {} embedding) × {:.4g} bit / 8 + {} embedding × 2 B, "
                                  "/ (tp {} × pp {}) = {} per GPU ({} in total)",
                                  countText(T.params), countText(s.embeddingParams), T.weightBitsPerParam,
                                  countText(s.embeddingParams), T.tp, T.pp, bytesText(double(m.weightsBytes)),
                                  bytesText(T.weightsTotalBytes)));
    else
        out.push_back(fmt::format("Weights = {} params × {} B / (tp {} × pp {}) = {} per GPU ({} in total)",
                                  countText(T.params), T.weightBitsPerParam / 8, T.tp, T.pp,
                                  bytesText(double(m.weightsBytes)), bytesText(T.weightsTotalBytes)));
    if (model.isMla())
        out.push_back(fmt::format("KV cache = {} layers × ({} latent + {} rope) × {} B × {} tokens × {} seqs = {} "
                                  "(MLA: one latent per token and layer, on every rank)",
                                  T.layersPerStage, model.kvLoraRank, model.qkRopeHeadDim, bytesPerElement(job.kvCache),
                                  T.tokensPerSeq, T.seqsPerReplica, bytesText(double(m.kvCacheBytes))));
    else
        out.push_back(fmt::format("KV cache = 2 × {} layers × {} KV heads × {} × {} B × {} tokens × {} seqs = {}",
                                  T.layersPerStage, T.kvHeadsPerRank, s.d, bytesPerElement(job.kvCache), T.tokensPerSeq,
                                  T.seqsPerReplica, bytesText(double(m.kvCacheBytes))));
    if (T.windowedLayerShare > 0 && T.windowedLayerShare < 1)
        out.push_back(fmt::format("  (tokens per sequence = {:.0f} % of layers hold min(context {}, window {}), the others "
                                  "the full context; {}-token blocks)",
                                  T.windowedLayerShare * 100, job.contextLength, s.window, job.blockTokens));
    else
        out.push_back(fmt::format("  (tokens per sequence = min(context {}, window {}) rounded up to {}-token blocks)",
                                  job.contextLength, s.window > 0 ? fmt::format("{}", s.window) : std::string("none"),
                                  job.blockTokens));
    out.push_back(fmt::format("Activations = {} tokens × ({}·2·{} + 3·{}·{}/tp {}) + {} seqs × {} vocab × 4 B = {}",
                              opt.prefillChunkTokens, job.weights == Precision::Fp32 ? 4 : 2, s.h, s.I,
                              s.mlpCopiesActive, T.tp, opt.samplerSeqs, s.V, bytesText(double(m.activationsBytes))));
    out.push_back(fmt::format("Runtime overhead = {}", bytesText(double(m.overheadBytes))));
    out.push_back(fmt::format("Total per GPU = {} of usable {} ({} × {:.2f}) → {}", bytesText(double(m.totalBytes)),
                              bytesText(double(m.usableBytes)), bytesText(double(m.capacityBytes)),
                              job.gpuMemoryUtilization, e.fits ? "fits" : "does not fit"));
    out.push_back(fmt::format("Max concurrency at {} tokens = {} free / {} per sequence × {} replicas = {}",
                              job.contextLength, bytesText(std::max(0.0, T.freeForKvBytes)),
                              bytesText(T.kvBytesPerToken * T.tokensPerSeq), T.replicas, e.maxConcurrencyAtContext));
    out.push_back(fmt::format("Max context at {} users = {} free / ({} seqs × {} per token) = {}", job.concurrency,
                              bytesText(std::max(0.0, T.freeForKvBytes)), T.seqsPerReplica,
                              bytesText(T.kvBytesPerToken),
                              e.maxContextAtConcurrency == kUnboundedContext
                                  ? std::string("unbounded (sliding window)")
                                  : fmt::format("{} tokens", e.maxContextAtConcurrency)));
    out.push_back(fmt::format("TTFT = max({:.3g} FLOPs / (tp {} × {:.0f} TFLOPS × {:.2f}), weights {} / ({:.0f} GB/s × {:.2f})) + "
                              "all-reduce {} = {}",
                              T.prefillFlops, T.tp, T.peakFlops / 1e12, opt.computeEfficiency,
                              bytesText(double(m.weightsBytes) * T.pp), T.bandwidthBps / 1e9,
                              opt.memoryBandwidthEfficiency, secondsText(T.prefillCommS), secondsText(e.ttftS)));
    out.push_back(fmt::format("Decode step = {} × max({} read / ({:.0f} GB/s × {:.2f}), {:.3g} FLOPs / ({:.0f} TFLOPS × {:.2f})) + "
                              "2 × {} layers all-reduce over {:.0f} GB/s = {} → {:.1f} tokens/s per user, {:.0f} tokens/s in total",
                              T.pp, bytesText(T.decodeBytesPerStep), T.bandwidthBps / 1e9,
                              opt.memoryBandwidthEfficiency, T.decodeFlopsPerStep, T.peakFlops / 1e12,
                              opt.computeEfficiency, s.L, T.linkBps / 1e9, secondsText(T.stepS),
                              e.decodeTokensPerSPerUser, e.aggregateTokensPerS));
    if (s.experts > 0)
        out.push_back(fmt::format("MoE: a step of {} sequences touches 1 − (1 − {}/{})^{} = {:.0f} % of the routed experts",
                                  T.seqsPerReplica, s.topK, s.experts, T.seqsPerReplica, T.expertFractionTouched * 100));
    out.push_back(fmt::format("Host RAM = {} base + {} GPUs × {} = {}",
                              bytesText(double(opt.hostBaseRamBytes)), layout.gpus,
                              bytesText(double(opt.hostRamPerGpuBytes)),
                              bytesText(double(e.host.ramBytes))));
    out.push_back(fmt::format("Storage = {} system + {} weights = {}", bytesText(double(opt.systemStorageBytes)),
                              bytesText(T.weightsTotalBytes), bytesText(double(e.host.storageBytes))));
    out.push_back(fmt::format("CPU cores = {} + {} GPUs × {} = {}", opt.cpuCoresBase, layout.gpus,
                              opt.cpuCoresPerGpuInference, e.host.cpuCores));
    if (e.flags != EstimateOk)
        out.push_back(fmt::format("Warnings: {}", flagsText(e.flags)));
    return out;
}

} // namespace rigplan
