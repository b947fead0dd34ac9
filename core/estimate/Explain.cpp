// SPDX-License-Identifier: GPL-3.0-or-later
// Human-readable explanation lines: the formulas with the numbers substituted.
// Off the hot path: allocates freely, recomputes the estimate and formats its terms.
// The lines are translated (rigplan::trc, context "rigplan::Explain"); the formulas' symbols,
// units and ids (tp, pp, dp, B, GB, fp8) stay as they are.

#include "estimate/Estimate.h"
#include "estimate/EstimateMath.h"
#include "util/Tr.h"

#include <fmt/format.h>

#include <algorithm>
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
    case Recompute::SelectiveOp: return "selective-op";
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
    case Precision::Nvfp4: return "nvfp4";
    case Precision::Mxfp4: return "mxfp4";
    }
    return "";
}

// Lines tagged with the figure they explain, so a view can pick a term's lines without
// reading the (translated) text.
class ExplainLines
{
public:
    void push_back(ExplainTerm term, std::string text) { m_lines.push_back({term, std::move(text)}); }
    std::vector<ExplainLine> take() { return std::move(m_lines); }

private:
    std::vector<ExplainLine> m_lines;
};

std::vector<std::string> textsOf(const std::vector<ExplainLine> &lines)
{
    std::vector<std::string> out;
    out.reserve(lines.size());
    for (const ExplainLine &l : lines) {
        out.push_back(l.text);
    }
    return out;
}

std::string flagsText(std::uint32_t f)
{
    std::string out;
    auto add = [&](std::uint32_t bit, const std::string &text) {
        if (f & bit) {
            if (!out.empty())
                out += "; ";
            out += text;
        }
    };
    add(Saturated,
        trt("rigplan::Explain", "a figure saturated at the 64-bit limit: the inputs are far beyond any machine").text);
    add(LayoutNotDivisible,
        trt("rigplan::Explain", "the GPU count is not a multiple of tp × pp: the extra GPUs are idle").text);
    add(MissingArchitecture,
        trt("rigplan::Explain", "the model's shapes are incomplete: activation, KV and attention terms may be 0").text);
    add(ParamOffloadNeedsZero3, trt("rigplan::Explain", "DeepSpeed offloads parameters only at ZeRO stage 3").text);
    add(UnsupportedPrecision,
        trt("rigplan::Explain", "int8/int4 full training is not a training precision: computed as bf16").text);
    add(NoComputeRate, trt("rigplan::Explain", "the GPU has no peak figure for this precision: speed not computed").text);
    return out;
}

// Where a group's collectives run when the GPU link does not carry them: over PCIe, through host
// memory on cards without peer-to-peer. Nothing for one GPU or a link that carries the group.
void explainCollectiveLink(const GpuSpec &gpu, int group, double linkBps, ExplainLines &out)
{
    const CollectivePath path = collectivePath(gpu, group);
    if (path == CollectivePath::None || path == CollectivePath::GpuLink)
        return;
    if (path == CollectivePath::PciePeer) {
        //: formula line. {0} = GPU-to-GPU bandwidth GB/s
        out.push_back(ExplainTerm::Layout, trFormat(trt("rigplan::Explain", "GPU-to-GPU traffic over PCIe peer-to-peer: {0:.0f} GB/s a "
                                                          "direction"),
                                                      linkBps / 1e9));
        return;
    }
    //: formula line. {0} = GPU-to-GPU bandwidth GB/s
    out.push_back(ExplainTerm::Layout, trFormat(trt("rigplan::Explain", "GPU-to-GPU traffic through host memory: this card has no PCIe "
                                                      "peer-to-peer; {0:.0f} GB/s a direction (NCCL's measured share of peer-to-peer)"),
                                                  linkBps / 1e9));
}

// Where a full step's tensor-parallel all-reduce goes: the engine's own kernel or NCCL, and NCCL's
// measured bus bandwidth for that message.
void explainAllReduces(const InferenceTerms &T, ExplainLines &out)
{
    const StepCost &c = T.stepCost;
    if (T.tp <= 1 || c.allReduce.linkBps <= 0)
        return;
    const double tokens = double(std::max<std::int64_t>(1, T.profile.batchedTokens));
    const double message = c.commBytesPerToken * tokens;
    const double busGBps = ncclBusBps(c.allReduce.curve, c.allReduce.linkBps, T.tp, message) / 1e9;
    const std::string limit = fmt::format("{:.1f} MB", c.allReduce.kernelMaxBytes / 1e6); // 8 MiB = 8.4 MB
    if (message < c.allReduce.kernelMaxBytes) {
        //: formula line. {0} = the engine's kernel limit (bytes), {1} = tokens of a full step, {2} = bytes of its all-reduce
        out.push_back(ExplainTerm::Layout, trFormat(trt("rigplan::Explain", "Tensor-parallel all-reduces under {0} run in the engine's own kernel: a "
                                                          "full step of {1} tokens sends {2}, all of them there"),
                                                      limit, countText(tokens), bytesText(message)));
        return;
    }
    if (c.allReduce.kernelMaxBytes > 0) {
        //: formula line. {0} = the engine's kernel limit (bytes), {1} = tokens of a full step, {2} = bytes of its all-reduce, {3} = NCCL bus bandwidth GB/s
        out.push_back(ExplainTerm::Layout, trFormat(trt("rigplan::Explain", "Tensor-parallel all-reduces under {0} run in the engine's own kernel, larger "
                                                          "ones through NCCL: a full step of {1} tokens sends {2} at {3:.0f} GB/s "
                                                          "(NCCL's measured bus bandwidth for that size)"),
                                                      limit, countText(tokens), bytesText(message), busGBps));
        return;
    }
    //: formula line. {0} = tokens of a full step, {1} = bytes of its all-reduce, {2} = NCCL bus bandwidth GB/s
    out.push_back(ExplainTerm::Layout, trFormat(trt("rigplan::Explain", "Tensor-parallel all-reduces all run through NCCL here: a full step of {0} "
                                                      "tokens sends {1} at {2:.0f} GB/s (NCCL's measured bus bandwidth for that size)"),
                                                  countText(tokens), bytesText(message), busGBps));
}

} // namespace

std::vector<ExplainLine> explainLines(const ModelArch &model, const TrainingJob &job, const GpuSpec &gpu,
                                      const Layout &layout, const EstimateOptions &opt)
{
    const TrainingEstimate e = estimateTraining(model, job, gpu, layout, opt);
    const TrainingTerms &T = e.terms;
    const MemoryBreakdown &m = e.gpu;
    const Shapes s = shapesOf(model);
    ExplainLines out;
    //: {0} = the memory convention the figures follow
    out.push_back(ExplainTerm::Other, trFormat(trt("rigplan::Explain", "Convention: {0}"), trainingConvention(model, job)));
    //: formula line. {0} = GPUs, {1} = tensor-, {2} = pipeline-, {3} = data-parallel degree, {4} = ZeRO stage
    out.push_back(ExplainTerm::Layout, trFormat(trt("rigplan::Explain", "Layout: {0} GPUs = tp {1} × pp {2} × dp {3}, ZeRO stage {4}"),
                           layout.gpus, T.tp, T.pp, T.dp, T.zeroStage));
    explainCollectiveLink(gpu, layout.gpus, T.linkBps, out);
    // " / dp N" when ZeRO shards the term: part of the formula, not a word.
    const std::string z3 = T.zeroStage >= 3 ? fmt::format(" / dp {}", T.dp) : std::string();
    const std::string z2 = T.zeroStage >= 2 ? fmt::format(" / dp {}", T.dp) : std::string();
    const std::string z1 = T.zeroStage >= 1 ? fmt::format(" / dp {}", T.dp) : std::string();
    //: where optimizer state or parameters are offloaded to (the other target is "NVMe")
    const std::string cpuRam = trt("rigplan::Explain", "CPU RAM").text;
    const std::string where = job.offloadTarget == OffloadTarget::Cpu ? cpuRam : std::string("NVMe");
    const bool paramsMoved = job.offload == Offload::OptimizerAndParams && T.zeroStage == 3;
    const bool optMoved = job.offload != Offload::None;
    if (job.method == TrainMethod::Full) {
        if (paramsMoved)
            //: formula line. {0} = bytes per parameter, {1} = parameter count ("13.0 B"), {2} = tp, {3} = pp,
            //: {4} = " / dp N" or empty, {5} = bytes per GPU, {6} = offload target ("CPU RAM", "NVMe")
            out.push_back(ExplainTerm::Weights, trFormat(trt("rigplan::Explain", "Weights = {0} B × {1} params / (tp {2} × pp {3}){4} = {5} on the GPU "
                                          "(offloaded to {6})"),
                                   T.weightBytesPerParam, countText(T.params), T.tp, T.pp, z3,
                                   bytesText(double(m.weightsBytes)), where));
        else
            //: formula line. {0} = bytes per parameter, {1} = parameter count ("13.0 B"), {2} = tp, {3} = pp,
            //: {4} = " / dp N" or empty, {5} = bytes per GPU
            out.push_back(ExplainTerm::Weights, trFormat(trt("rigplan::Explain", "Weights = {0} B × {1} params / (tp {2} × pp {3}){4} = {5}"),
                                   T.weightBytesPerParam, countText(T.params), T.tp, T.pp, z3,
                                   bytesText(double(m.weightsBytes))));
    } else {
        if (paramsMoved)
            //: formula line (LoRA). {0} = bytes per frozen parameter, {1} = parameter count, {2} = bytes per adapter
            //: parameter, {3} = adapter parameters, {4} = tp, {5} = pp, {6} = " / dp N" or empty, {7} = bytes per
            //: GPU, {8} = offload target ("CPU RAM", "NVMe")
            out.push_back(ExplainTerm::Weights, trFormat(trt("rigplan::Explain", "Weights = ({0:.3f} B × {1} frozen base + {2} B × {3} adapter params) / "
                                          "(tp {4} × pp {5}){6} = {7} on the GPU (offloaded to {8})"),
                                   T.baseBytesPerParam, countText(T.params), T.weightBytesPerParam,
                                   countText(T.trainableParams), T.tp, T.pp, z3, bytesText(double(m.weightsBytes)),
                                   where));
        else
            //: formula line (LoRA). {0} = bytes per frozen parameter, {1} = parameter count, {2} = bytes per adapter
            //: parameter, {3} = adapter parameters, {4} = tp, {5} = pp, {6} = " / dp N" or empty, {7} = bytes per GPU
            out.push_back(ExplainTerm::Weights, trFormat(trt("rigplan::Explain", "Weights = ({0:.3f} B × {1} frozen base + {2} B × {3} adapter params) / "
                                          "(tp {4} × pp {5}){6} = {7}"),
                                   T.baseBytesPerParam, countText(T.params), T.weightBytesPerParam,
                                   countText(T.trainableParams), T.tp, T.pp, z3, bytesText(double(m.weightsBytes))));
    }
    if (T.separateHeadParams > 0)
        //: formula line. {0} = parameters, {1} = vocabulary size, {2} = hidden size
        out.push_back(ExplainTerm::Weights, trFormat(trt("rigplan::Explain", "Separate LM head (separate_lm_head): + {0} params ({1} vocab × {2} hidden) beside "
                                      "the tied embedding, in the weights above and counted like an untied head"),
                               countText(T.separateHeadParams), s.V, s.h));
    const double gradientsAll = T.gradBytesPerParam * T.trainableParams / (double(T.tp) * T.pp)
                                / (T.zeroStage >= 2 ? T.dp : 1);
    if (job.optimizerInBackward)
        //: formula line. {0} = bytes per gradient, {1} = parameters of the largest trainable tensor, {2} = bytes
        out.push_back(ExplainTerm::Gradients, trFormat(trt("rigplan::Explain", "Gradients (optimizer in the backward pass) = {0} B × {1} params of the "
                                      "largest tensor, one at a time = {2}"),
                               T.gradBytesPerParam, countText(T.largestTensorParams),
                               bytesText(T.gradBytesPerParam * T.largestTensorParams)));
    else
        //: formula line. {0} = bytes per gradient, {1} = trainable parameters, {2} = tp, {3} = pp,
        //: {4} = " / dp N" or empty, {5} = bytes per GPU
        out.push_back(ExplainTerm::Gradients, trFormat(trt("rigplan::Explain", "Gradients = {0} B × {1} trainable params / (tp {2} × pp {3}){4} = {5}"),
                               T.gradBytesPerParam, countText(T.trainableParams), T.tp, T.pp, z2,
                               bytesText(gradientsAll)));
    if (T.pagedOptimizerBytes > 0)
        //: formula line. {0} = the paged optimizer state per GPU, {1} = what stays on the GPU
        out.push_back(ExplainTerm::Optimizer, trFormat(trt("rigplan::Explain", "Paged optimizer: its state, {0} per GPU, lives in CUDA unified memory and "
                                      "is counted in host RAM; on the GPU the state of the tensor being stepped, {1}"),
                               bytesText(T.pagedOptimizerBytes), bytesText(double(m.optimizerBytes))));
    const std::string optimizerBytes = bytesText(T.optimizerBytesPerParam * T.trainableParams / (double(T.tp) * T.pp)
                                                 / (T.zeroStage >= 1 ? T.dp : 1));
    if (optMoved)
        //: formula line. {0} = optimizer bytes per parameter, {1} = trainable parameters, {2} = tp, {3} = pp,
        //: {4} = " / dp N" or empty, {5} = bytes per GPU before offload, {6} = offload target ("CPU RAM", "NVMe"),
        //: {7} = bytes left on the GPU
        out.push_back(ExplainTerm::Optimizer, trFormat(trt("rigplan::Explain", "Optimizer = {0:.2f} B × {1} trainable params / (tp {2} × pp {3}){4} = {5}, "
                                      "offloaded to {6}: {7} left on the GPU"),
                               T.optimizerBytesPerParam, countText(T.trainableParams), T.tp, T.pp, z1, optimizerBytes,
                               where, bytesText(double(m.optimizerBytes))));
    else
        //: formula line. {0} = optimizer bytes per parameter, {1} = trainable parameters, {2} = tp, {3} = pp,
        //: {4} = " / dp N" or empty, {5} = bytes per GPU
        out.push_back(ExplainTerm::Optimizer, trFormat(trt("rigplan::Explain", "Optimizer = {0:.2f} B × {1} trainable params / (tp {2} × pp {3}){4} = {5}"),
                               T.optimizerBytesPerParam, countText(T.trainableParams), T.tp, T.pp, z1, optimizerBytes));
    if (optMoved)
        //: formula line. {0} = bytes per GPU, {1} = GPUs, {2} = bytes in total, {3} = offload target
        out.push_back(ExplainTerm::Offload, trFormat(trt("rigplan::Explain", "Offload: {0} per GPU × {1} GPUs = {2} moved to {3}"),
                               bytesText(T.offloadedPerGpuBytes), layout.gpus,
                               bytesText(T.offloadedPerGpuBytes * layout.gpus), where));
    if (T.eagerSoftcapAttention)
        //: formula line. {0} = sequence length, {1} = micro-batch, {2} = hidden size, {3} = query width,
        //: {4} = KV width, {5} = MLP width, {6} = active MLP copies, {7} = tp, {8} = attention heads,
        //: {9} = sequence length, {10} = micro-batch, {11} = bytes, {12} = s·b·h units kept besides
        //: attention and MLP (8, + 2 per norm beyond two, + the framework's copies), {13} = the model's
        //: attention-logit soft-cap (Gemma 2: 50)
        out.push_back(ExplainTerm::ActivationsPerLayer, trFormat(trt("rigplan::Explain", "Activations per layer (no recompute) = {0} tokens × {1} seqs × ({12:g}·{2} + 4·{3} "
                                      "+ 4·{4} + 8·{5}·{6}) B / tp {7} + 8 × {8} heads × {9}² × {10} B soft-capped scores "
                                      "(attention-logit soft-cap {13:g}: no fused attention kernel, whatever flash_attention "
                                      "says; the tanh output, the fp32 softmax and the 16-bit probabilities are kept) = {11}"),
                               job.sequenceLength, job.microBatch, s.h, s.qDim, s.kvDim, s.I, s.mlpCopiesActive, T.tp,
                               s.a, job.sequenceLength, job.microBatch, bytesText(T.perLayerActivationBytes),
                               T.replicatedSbh, model.attnLogitSoftcapping));
    else if (job.flashAttention)
        //: formula line. {0} = sequence length, {1} = micro-batch, {2} = hidden size, {3} = query width,
        //: {4} = KV width, {5} = MLP width, {6} = active MLP copies, {7} = tp, {8} = bytes, {9} = s·b·h units
        //: kept besides attention and MLP (8, + 2 per norm beyond two, + the framework's copies)
        out.push_back(ExplainTerm::ActivationsPerLayer, trFormat(trt("rigplan::Explain", "Activations per layer (no recompute) = {0} tokens × {1} seqs × ({9:g}·{2} + 4·{3} "
                                      "+ 4·{4} + 8·{5}·{6}) B / tp {7} (FlashAttention: no s² scores) = {8}"),
                               job.sequenceLength, job.microBatch, s.h, s.qDim, s.kvDim, s.I, s.mlpCopiesActive, T.tp,
                               bytesText(T.perLayerActivationBytes), T.replicatedSbh));
    else
        //: formula line. {0} = sequence length, {1} = micro-batch, {2} = hidden size, {3} = query width,
        //: {4} = KV width, {5} = MLP width, {6} = active MLP copies, {7} = tp, {8} = attention heads,
        //: {9} = sequence length, {10} = micro-batch, {11} = bytes, {12} = s·b·h units kept besides
        //: attention and MLP (8, + 2 per norm beyond two, + the framework's copies)
        out.push_back(ExplainTerm::ActivationsPerLayer, trFormat(trt("rigplan::Explain", "Activations per layer (no recompute) = {0} tokens × {1} seqs × ({12:g}·{2} + 4·{3} "
                                      "+ 4·{4} + 8·{5}·{6}) B / tp {7} + 2 × {8} heads × {9}² × {10} B scores = {11}"),
                               job.sequenceLength, job.microBatch, s.h, s.qDim, s.kvDim, s.I, s.mlpCopiesActive, T.tp,
                               s.a, job.sequenceLength, job.microBatch, bytesText(T.perLayerActivationBytes),
                               T.replicatedSbh));
    const double storedActivations = T.storedPerLayerBytes * T.layersPerStage * T.microBatchesInFlight;
    if (job.activationCheckpointing == Recompute::Full)
        //: formula line. {0} = bytes stored per layer, {1} = recompute mode id ("full"), {2} = layers per stage,
        //: {3} = micro-batches in flight, {4} = one layer's working set, {5} = bytes
        out.push_back(ExplainTerm::Activations, trFormat(trt("rigplan::Explain", "Activations = {0} stored per layer (recompute {1}) × {2} layers × {3} "
                                      "micro-batches in flight + one layer's working set {4} = {5}"),
                               bytesText(T.storedPerLayerBytes), recomputeName(job.activationCheckpointing),
                               T.layersPerStage, T.microBatchesInFlight, bytesText(T.perLayerActivationBytes),
                               bytesText(storedActivations + T.perLayerActivationBytes)));
    else
        //: formula line. {0} = bytes stored per layer, {1} = recompute mode id ("none", "selective"),
        //: {2} = layers per stage, {3} = micro-batches in flight, {4} = bytes
        out.push_back(ExplainTerm::Activations, trFormat(trt("rigplan::Explain", "Activations = {0} stored per layer (recompute {1}) × {2} layers × {3} "
                                      "micro-batches in flight = {4}"),
                               bytesText(T.storedPerLayerBytes), recomputeName(job.activationCheckpointing),
                               T.layersPerStage, T.microBatchesInFlight, bytesText(storedActivations)));
    if (T.offloadedActivationBytes > 0)
        //: formula line. {0} = bytes per GPU
        out.push_back(ExplainTerm::Activations, trFormat(trt("rigplan::Explain", "Activation offloading: {0} per GPU of saved activations wait in host RAM; the "
                                      "GPU keeps the layer at work and the one in transfer"),
                               bytesText(T.offloadedActivationBytes)));
    if (model.finalLogitSoftcapping > 0)
        //: formula line. {0} = sequence length, {1} = micro-batch, {2} = vocabulary size, {3} = bytes per logit,
        //: {4} = tp, {5} = bytes, {6} = the model's final-logit soft-cap (Gemma 2: 30)
        out.push_back(ExplainTerm::Logits, trFormat(trt("rigplan::Explain", "Logits = {0} tokens × {1} seqs × {2} vocab × ({3} + {3} soft-capped + 4 fp32) B "
                                      "/ tp {4} = {5} (final-logit soft-cap {6:g}: its tanh output is kept for the backward pass)"),
                               job.sequenceLength, job.microBatch, s.V, job.precision == Precision::Fp32 ? 4 : 2, T.tp,
                               bytesText(double(m.logitsBytes)), model.finalLogitSoftcapping));
    else
        //: formula line. {0} = sequence length, {1} = micro-batch, {2} = vocabulary size, {3} = bytes per logit,
        //: {4} = tp, {5} = bytes
        //: {6} = loss chunks (the fp32 copy is one chunk's)
        out.push_back(ExplainTerm::Logits, trFormat(trt("rigplan::Explain", "Logits = {0} tokens × {1} seqs × {2} vocab × ({3} + 4 fp32 / {6} loss chunks) B "
                                      "/ tp {4} = {5}"),
                               job.sequenceLength, job.microBatch, s.V, job.precision == Precision::Fp32 ? 4 : 2, T.tp,
                               bytesText(double(m.logitsBytes)), job.lossChunks));
    if (m.workspaceBytes > 0)
        //: formula line. {0} = prefetched parameters, {1} = bytes
        out.push_back(ExplainTerm::Workspace, trFormat(trt("rigplan::Explain", "ZeRO-3 gathered parameters = largest module / tp + {0} prefetch params = {1}"),
                               countText(double(opt.zero3PrefetchParams)), bytesText(double(m.workspaceBytes))));
    //: formula line. {0} = CUDA context bytes, {1} = allocator slack in percent, {2} = bytes
    out.push_back(ExplainTerm::Overhead, trFormat(trt("rigplan::Explain", "Overhead = {0} CUDA context + {1:.0f} % allocator slack on activations and logits "
                                  "= {2}"),
                           bytesText(double(opt.trainingContextBytes)), opt.allocatorSlackFraction * 100,
                           bytesText(double(m.overheadBytes))));
    if (T.peakAtBackwardEnd)
        //: formula line. {0} = gradients, {1} = activations held then
        out.push_back(ExplainTerm::Total, trFormat(trt("rigplan::Explain", "Peak: at the end of the backward pass (gradients {0}, activations {1}, the "
                                      "logits gone), larger than at the loss"),
                               bytesText(double(m.gradientsBytes)), bytesText(double(m.activationsBytes))));
    else
        //: formula line. {0} = activations, {1} = logits, {2} = gradients held at the loss
        out.push_back(ExplainTerm::Total, trFormat(trt("rigplan::Explain", "Peak: at the loss (activations {0}, logits {1}, gradients {2}: only those that "
                                      "outlive a step, the framework's buffers or accumulation), larger than in the backward pass"),
                               bytesText(double(m.activationsBytes)), bytesText(double(m.logitsBytes)),
                               bytesText(double(m.gradientsBytes))));
    if (e.fits)
        //: formula line. {0} = bytes needed per GPU, {1} = GPU memory
        out.push_back(ExplainTerm::Total, trFormat(trt("rigplan::Explain", "Total per GPU = {0} of {1} → fits"),
                               bytesText(double(m.totalBytes)), bytesText(double(m.capacityBytes))));
    else
        //: formula line. {0} = bytes needed per GPU, {1} = GPU memory
        out.push_back(ExplainTerm::Total, trFormat(trt("rigplan::Explain", "Total per GPU = {0} of {1} → does not fit"),
                               bytesText(double(m.totalBytes)), bytesText(double(m.capacityBytes))));
    //: formula line. {0} = matmul FLOPs per token, {1} = attention FLOPs per token, {2} = FLOPs per token
    out.push_back(ExplainTerm::Speed, trFormat(trt("rigplan::Explain", "FLOPs per token = {0:.3g} matmul (forward 2, backward 2 + 2 where the weights "
                                  "train, recompute as set) + {1:.3g} attention = {2:.3g}"),
                           T.matmulFlopsPerToken, T.attentionFlopsPerToken, T.flopsPerToken));
    //: formula line. {0} = GPUs, {1} = measured matmul TFLOPS × the training share, {2} = precision id ("bf16"),
    //: {3} = the training share of the measured matmul rate, {4} = FLOPs per token, {5} = tokens/s
    out.push_back(ExplainTerm::Speed, trFormat(trt("rigplan::Explain", "Compute = {0} GPUs × {1:.0f} TFLOPS ({2}: the measured matmul rate × {3:.2f}) / "
                                  "{4:.3g} FLOPs = {5:.0f} tokens/s"),
                           double(T.dp) * T.tp * T.pp, T.matmulFlopsPerS / 1e12, precisionName(job.precision),
                           opt.trainingComputeEfficiency, T.flopsPerToken,
                           T.computeS > 0 ? T.tokensPerStep / T.computeS : 0.0));
    if (T.stepS > 0)
        //: formula line. {0} = compute time, {1} = norms/activations/loss memory traffic, {2} = QLoRA dequantisation,
        //: {3} = optimizer step, {4} = paged optimizer PCIe traffic, {5} = data-parallel gradient sync,
        //: {6} = tensor-parallel all-reduces, {7} = pipeline bubble, {8} = offload PCIe transfers,
        //: {9} = CPU optimizer step, {10} = step time, {11} = tokens per step, {12} = GPU link GB/s, {13} = tokens/s
        out.push_back(ExplainTerm::Speed, trFormat(trt("rigplan::Explain", "Step = compute {0} + norms, activations and loss {1} + dequantisation {2} + "
                                      "optimizer {3} + paging {4} + data-parallel sync {5} + tensor-parallel all-reduces {6} + "
                                      "pipeline bubble {7} + offload PCIe {8} + CPU optimizer {9} = {10} for {11:.3g} tokens "
                                      "(link {12:.0f} GB/s) → {13:.0f} tokens/s"),
                               secondsText(T.computeS), secondsText(T.elementwiseS), secondsText(T.dequantS),
                               secondsText(T.optimizerStepS), secondsText(T.pagingS), secondsText(T.dataParallelCommS),
                               secondsText(T.tensorParallelCommS), secondsText(T.bubbleS), secondsText(T.offloadTransferS),
                               secondsText(T.cpuOptimizerS), secondsText(T.stepS), T.tokensPerStep, T.linkBps / 1e9,
                               e.tokensPerS));
    if (job.trainTokens > 0)
        //: formula line. {0} = training tokens, {1} = tokens/s, {2} = hours
        out.push_back(ExplainTerm::Speed, trFormat(trt("rigplan::Explain", "Time = {0:.3g} tokens / {1:.0f} tokens/s = {2:.1f} h"),
                               double(job.trainTokens), e.tokensPerS, e.hours));
    if (T.pagedOptimizerBytes > 0 || T.offloadedActivationBytes > 0)
        //: formula line. {0} = base RAM, {1} = GPUs, {2} = RAM per GPU, {3} = offloaded bytes, {4} = total,
        //: {5} = paged optimizer state and offloaded activations of every GPU
        out.push_back(ExplainTerm::Host, trFormat(trt("rigplan::Explain", "Host RAM = {0} base + {1} GPUs × {2} + {3} offloaded + {5} paged optimizer "
                                      "state and offloaded activations = {4}"),
                               bytesText(double(opt.hostBaseRamBytes)), layout.gpus, bytesText(double(opt.hostRamPerGpuBytes)),
                               bytesText(double(e.host.offloadRamBytes)), bytesText(double(e.host.ramBytes)),
                               bytesText((T.pagedOptimizerBytes + T.offloadedActivationBytes) * layout.gpus)));
    else
        //: formula line. {0} = base RAM, {1} = GPUs, {2} = RAM per GPU, {3} = offloaded bytes, {4} = total
        out.push_back(ExplainTerm::Host, trFormat(trt("rigplan::Explain", "Host RAM = {0} base + {1} GPUs × {2} + {3} offloaded = {4}"),
                               bytesText(double(opt.hostBaseRamBytes)), layout.gpus, bytesText(double(opt.hostRamPerGpuBytes)),
                               bytesText(double(e.host.offloadRamBytes)), bytesText(double(e.host.ramBytes))));
    //: formula line. {0} = system, {1} = base model, {2} = checkpoints kept, {3} = bytes per checkpoint,
    //: {4} = dataset, {5} = NVMe offload, {6} = total
    out.push_back(ExplainTerm::Host, trFormat(trt("rigplan::Explain", "Storage = {0} system + {1} base model + {2} checkpoints × {3} + {4} dataset + {5} NVMe "
                                  "offload = {6}"),
                           bytesText(double(opt.systemStorageBytes)), bytesText(2.0 * T.params), job.checkpointsKept,
                           bytesText(T.checkpointBytes), bytesText(T.datasetBytes),
                           bytesText(double(e.host.offloadDiskBytes)), bytesText(double(e.host.storageBytes))));
    if (optMoved)
        //: formula line. {0} = base cores, {1} = GPUs, {2} = cores per GPU, {3} = GPUs, {4} = cores per GPU for
        //: the CPU optimizer step, {5} = total
        out.push_back(ExplainTerm::Host, trFormat(trt("rigplan::Explain", "CPU cores = {0} + {1} GPUs × {2} + {3} GPUs × {4} (CPU optimizer step) = {5}"),
                               opt.cpuCoresBase, layout.gpus, opt.cpuCoresPerGpuTraining, layout.gpus,
                               opt.cpuCoresPerGpuCpuOptimizer, e.host.cpuCores));
    else
        //: formula line. {0} = base cores, {1} = GPUs, {2} = cores per GPU, {3} = total
        out.push_back(ExplainTerm::Host, trFormat(trt("rigplan::Explain", "CPU cores = {0} + {1} GPUs × {2} = {3}"), opt.cpuCoresBase,
                               layout.gpus, opt.cpuCoresPerGpuTraining, e.host.cpuCores));
    if (e.flags != EstimateOk)
        //: {0} = warnings separated by "; "
        out.push_back(ExplainTerm::Other, trFormat(trt("rigplan::Explain", "Warnings: {0}"), flagsText(e.flags)));
    return out.take();
}

std::vector<ExplainLine> explainLines(const ModelArch &model, const InferenceJob &job, const GpuSpec &gpu,
                                      const Layout &layout, const EstimateOptions &opt)
{
    const InferenceEstimate e = estimateInference(model, job, gpu, layout, opt);
    const InferenceTerms &T = e.terms;
    const MemoryBreakdown &m = e.gpu;
    const Shapes s = shapesOf(model);
    // What a sequence holds beside its tokens (cross-attention KV, a hybrid's state), and the tokens' part.
    const double fixedPerSeq = T.fixedBytesPerSeq();
    const double tokensPart = T.kvBytesPerToken * T.tokensPerSeq * T.seqsPerReplica;
    ExplainLines out;
    //: formula line. {0} = GPUs, {1} = replicas, {2} = tp, {3} = pp, {4} = users, {5} = sequences per replica
    out.push_back(ExplainTerm::Layout, trFormat(trt("rigplan::Explain", "Layout: {0} GPUs = {1} replicas × (tp {2} × pp {3}); {4} users → {5} sequences per "
                                  "replica"),
                           layout.gpus, T.replicas, T.tp, T.pp, job.concurrency, T.seqsPerReplica));
    explainCollectiveLink(gpu, T.tp, T.linkBps, out);
    explainAllReduces(T, out);
    const bool quantised = T.weightBitsPerParam < 16;
    const double kept16 = T.params - T.quantisedParams;
    if (quantised && std::fabs(kept16 - s.embeddingParams) > 0.5)
        //: formula line: a quantised format that keeps more than the embeddings in 16-bit (a vision tower;
        //: GPT-OSS's MXFP4 checkpoint: everything but the experts). {0} = quantised parameters, {1} = bits per
        //: weight, {2} = parameters kept in 16-bit, {3} = tp, {4} = pp, {5} = bytes per GPU, {6} = bytes in total
        out.push_back(ExplainTerm::Weights, trFormat(trt("rigplan::Explain", "Weights = {0} params × {1:.4g} bit / 8 + {2} params kept in 16-bit × 2 B, "
                                      "/ (tp {3} × pp {4}) = {5} per GPU ({6} in total)"),
                               countText(T.quantisedParams), T.weightBitsPerParam, countText(kept16), T.tp, T.pp,
                               bytesText(double(m.weightsBytes)), bytesText(T.weightsTotalBytes)));
    else if (quantised)
        //: formula line. {0} = parameters, {1} = embedding parameters, {2} = bits per weight, {3} = embedding
        //: parameters, {4} = tp, {5} = pp, {6} = bytes per GPU, {7} = bytes in total
        out.push_back(ExplainTerm::Weights, trFormat(trt("rigplan::Explain", "Weights = ({0} params − {1} embedding) × {2:.4g} bit / 8 + {3} embedding × 2 B, "
                                      "/ (tp {4} × pp {5}) = {6} per GPU ({7} in total)"),
                               countText(T.params), countText(s.embeddingParams), T.weightBitsPerParam,
                               countText(s.embeddingParams), T.tp, T.pp, bytesText(double(m.weightsBytes)),
                               bytesText(T.weightsTotalBytes)));
    else
        //: formula line. {0} = parameters, {1} = bytes per weight, {2} = tp, {3} = pp, {4} = bytes per GPU,
        //: {5} = bytes in total
        out.push_back(ExplainTerm::Weights, trFormat(trt("rigplan::Explain", "Weights = {0} params × {1} B / (tp {2} × pp {3}) = {4} per GPU ({5} in total)"),
                               countText(T.params), T.weightBitsPerParam / 8, T.tp, T.pp,
                               bytesText(double(m.weightsBytes)), bytesText(T.weightsTotalBytes)));
    if (model.isMla())
        //: formula line. {0} = layers, {1} = latent width, {2} = rope width, {3} = bytes per element, {4} = tokens
        //: per sequence, {5} = sequences, {6} = bytes
        out.push_back(ExplainTerm::KvCache, trFormat(trt("rigplan::Explain", "KV cache = {0} layers × ({1} latent + {2} rope) × {3} B × {4} tokens × {5} seqs "
                                      "= {6} (MLA: one latent per token and layer, on every rank)"),
                               T.layersPerStage, model.kvLoraRank, model.qkRopeHeadDim, bytesPerElement(job.kvCache),
                               T.tokensPerSeq, T.seqsPerReplica, bytesText(double(m.kvCacheBytes))));
    else
        //: formula line. {0} = layers, {1} = KV heads per rank, {2} = head size, {3} = bytes per element,
        //: {4} = tokens per sequence, {5} = sequences, {6} = bytes
        out.push_back(ExplainTerm::KvCache, trFormat(trt("rigplan::Explain", "KV cache = 2 × {0} layers × {1} KV heads × {2} × {3} B × {4} tokens × {5} seqs "
                                      "= {6}"),
                               T.layersPerStage, T.kvHeadsPerRank, s.d, bytesPerElement(job.kvCache), T.tokensPerSeq,
                               T.seqsPerReplica, bytesText(fixedPerSeq > 0 ? tokensPart : double(m.kvCacheBytes))));
    if (T.windowedLayerShare > 0 && T.windowedLayerShare < 1)
        //: formula line. {0} = share of layers with a sliding window in percent, {1} = context length,
        //: {2} = window, {3} = KV block size in tokens
        out.push_back(ExplainTerm::KvCache, trFormat(trt("rigplan::Explain", "  (tokens per sequence = {0:.0f} % of layers hold min(context {1}, window {2}), "
                                      "the others the full context; {3}-token blocks)"),
                               T.windowedLayerShare * 100, job.contextLength, s.window, T.kvBlockTokens));
    else if (s.window > 0)
        //: formula line. {0} = context length, {1} = sliding window, {2} = KV block size in tokens
        out.push_back(ExplainTerm::KvCache, trFormat(trt("rigplan::Explain", "  (tokens per sequence = min(context {0}, window {1}) rounded up to {2}-token "
                                      "blocks)"),
                               job.contextLength, s.window, T.kvBlockTokens));
    else
        //: formula line for a model without a sliding window. {0} = context length, {1} = KV block size in tokens
        out.push_back(ExplainTerm::KvCache, trFormat(trt("rigplan::Explain", "  (tokens per sequence = min(context {0}, window none) rounded up to {1}-token "
                                      "blocks)"),
                               job.contextLength, T.kvBlockTokens));
    if (T.chunkedLayerShare > 0)
        //: formula line (Llama 4). {0} = share of layers with chunked attention in percent, {1} = chunk size
        out.push_back(ExplainTerm::KvCache, trFormat(trt("rigplan::Explain", "  ({0:.0f} % of layers attend within chunks of {1} tokens and hold at most "
                                      "one chunk)"),
                               T.chunkedLayerShare * 100, model.attentionChunk));
    if (T.crossKvBytesPerSeq > 0)
        //: formula line (Llama 3.2 Vision). {0} = cross-attention layers, {1} = bytes per sequence
        out.push_back(ExplainTerm::KvCache, trFormat(trt("rigplan::Explain", "  + {0} cross-attention layers hold the image states: {1} per sequence"),
                               model.crossAttentionLayers, bytesText(T.crossKvBytesPerSeq)));
    if (T.stateBytesPerSeq > 0)
        //: formula line (hybrid models). {0} = state layers, {1} = their token mixer (gated-delta-net, mamba,
        //: mamba2, short-conv), {2} = bytes per sequence, {3} = bytes the engine allocates per sequence,
        //: {4} = KV block size in tokens
        out.push_back(ExplainTerm::KvCache, trFormat(trt("rigplan::Explain", "  + {0} {1} layers keep a fixed state per sequence: {2}, allocated as {3} "
                                      "({4}-token blocks)"),
                               T.stateLayersPerStage, stateMixerId(model.stateMixer), bytesText(T.stateBytesPerSeq),
                               bytesText(T.stateAllocatedBytesPerSeq), T.kvBlockTokens));
    if (fixedPerSeq > 0)
        //: formula line. {0} = bytes of the tokens' KV, {1} = sequences, {2} = fixed bytes per sequence
        //: (images' cross-attention KV, a hybrid model's state), {3} = the KV cache in all
        out.push_back(ExplainTerm::KvCache, trFormat(trt("rigplan::Explain", "  KV cache in all = {0} for the tokens + {1} seqs × {2} fixed = {3}"),
                               bytesText(tokensPart), T.seqsPerReplica, bytesText(fixedPerSeq),
                               bytesText(double(m.kvCacheBytes))));
    if (T.imageTokensPerRequest > 0)
        //: formula line. {0} = images per request, {1} = width, {2} = height, {3} = image tokens per request,
        //: {4} = bytes of the vision encoder's activations
        out.push_back(ExplainTerm::Activations, trFormat(trt("rigplan::Explain", "Images: {0} × {1}×{2} px = {3:.0f} image tokens per request (in the prompt "
                                      "and the context); vision encoder peak {4}"),
                               job.imagesPerRequest, job.imageWidth, job.imageHeight, T.imageTokensPerRequest,
                               bytesText(T.visionActivationBytes)));
    //: formula line. {0} = prefill chunk tokens, {1} = bytes per element, {2} = hidden size, {3} = MLP width,
    //: {4} = active MLP copies, {5} = tp, {6} = sampled sequences, {7} = vocabulary size, {8} = bytes
    out.push_back(ExplainTerm::Activations, trFormat(trt("rigplan::Explain", "Activations = {0} tokens × ({1}·2·{2} + 3·{3}·{4}/tp {5}) + {6} seqs × {7} vocab × "
                                  "4 B = {8}"),
                           T.profile.profileTokens, job.weights == Precision::Fp32 ? 4 : 2, s.h, s.I, s.mlpCopiesActive,
                           T.tp,
                           T.profile.maxSeqs > 0 ? std::min(T.profile.maxSeqs, T.profile.profileTokens)
                                                 : T.profile.profileTokens,
                           s.V, bytesText(double(m.activationsBytes))));
    //: formula line. {0} = bytes
    out.push_back(ExplainTerm::Overhead, trFormat(trt("rigplan::Explain", "Runtime overhead = {0}"), bytesText(double(m.overheadBytes))));
    if (e.fits)
        //: formula line. {0} = bytes needed per GPU, {1} = usable memory, {2} = GPU memory, {3} = memory
        //: utilisation setting
        out.push_back(ExplainTerm::Total, trFormat(trt("rigplan::Explain", "Total per GPU = {0} of usable {1} ({2} × {3:.2f}) → fits"),
                               bytesText(double(m.totalBytes)), bytesText(double(m.usableBytes)),
                               bytesText(T.cudaVisibleBytes), T.profile.memoryFraction));
    else
        //: formula line. {0} = bytes needed per GPU, {1} = usable memory, {2} = GPU memory, {3} = memory
        //: utilisation setting
        out.push_back(ExplainTerm::Total, trFormat(trt("rigplan::Explain", "Total per GPU = {0} of usable {1} ({2} × {3:.2f}) → does not fit"),
                               bytesText(double(m.totalBytes)), bytesText(double(m.usableBytes)),
                               bytesText(T.cudaVisibleBytes), T.profile.memoryFraction));
    //: formula line. {0} = context length, {1} = free memory, {2} = bytes per sequence, {3} = replicas,
    //: {4} = users
    out.push_back(ExplainTerm::Capacity, trFormat(trt("rigplan::Explain", "Max concurrency at {0} tokens = {1} free / {2} per sequence × {3} replicas = {4}"),
                           job.contextLength, bytesText(std::max(0.0, T.freeForKvBytes)),
                           bytesText(T.kvBytesPerToken * T.tokensPerSeq + fixedPerSeq), T.replicas, e.maxConcurrencyAtContext));
    if (e.maxContextAtConcurrency == kUnboundedContext)
        //: formula line. {0} = users, {1} = free memory, {2} = sequences, {3} = bytes per token
        out.push_back(ExplainTerm::Capacity, trFormat(trt("rigplan::Explain", "Max context at {0} users = {1} free / ({2} seqs × {3} per token) = unbounded "
                                      "(sliding window)"),
                               job.concurrency, bytesText(std::max(0.0, T.freeForKvBytes)), T.seqsPerReplica,
                               bytesText(T.kvBytesPerToken)));
    else if (fixedPerSeq > 0)
        //: formula line. {0} = users, {1} = free memory, {2} = sequences, {3} = fixed bytes per sequence,
        //: {4} = bytes per token, {5} = tokens
        out.push_back(ExplainTerm::Capacity, trFormat(trt("rigplan::Explain", "Max context at {0} users = ({1} free − {2} seqs × {3} fixed) / ({2} seqs × {4} per "
                                      "token) = {5} tokens"),
                               job.concurrency, bytesText(std::max(0.0, T.freeForKvBytes)), T.seqsPerReplica,
                               bytesText(fixedPerSeq), bytesText(T.kvBytesPerToken), e.maxContextAtConcurrency));
    else
        //: formula line. {0} = users, {1} = free memory, {2} = sequences, {3} = bytes per token, {4} = tokens
        out.push_back(ExplainTerm::Capacity, trFormat(trt("rigplan::Explain", "Max context at {0} users = {1} free / ({2} seqs × {3} per token) = {4} tokens"),
                               job.concurrency, bytesText(std::max(0.0, T.freeForKvBytes)), T.seqsPerReplica,
                               bytesText(T.kvBytesPerToken), e.maxContextAtConcurrency));
    const StepCost &c = T.stepCost;
    const SimEngine &engine = T.simEngine;
    const SimResult &r = T.sim;
    //: formula line. {0} = prefill FLOPs, {1} = tp, {2} = the GPU's measured matmul TFLOPS, {3} = compute
    //: efficiency, {4} = weight bytes, {5} = memory bandwidth GB/s, {6} = bandwidth efficiency, {7} = time of
    //: the prompt alone
    out.push_back(ExplainTerm::Speed, trFormat(trt("rigplan::Explain", "Prefill of one prompt alone = {0:.3g} FLOPs / (tp {1} × {2:.0f} TFLOPS matmul × {3:.2f}) + weights {4} / "
                                  "({5:.0f} GB/s × {6:.2f}) + all-reduces = {7}"),
                           T.prefillFlops, T.tp, T.matmulFlops / 1e12, opt.computeEfficiency,
                           bytesText(double(m.weightsBytes) * T.pp), T.bandwidthBps / 1e9,
                           opt.memoryBandwidthEfficiency, secondsText(T.ttftPrefillS)));
    //: formula line. {0} = sequences, {1} = attended tokens each, {2} = pp, {3} = weight bytes read, {4} = KV
    //: bytes per token, {5} = layers, {6} = link GB/s, {7} = CPU time per step, {8} = decode step time
    out.push_back(ExplainTerm::Speed, trFormat(trt("rigplan::Explain", "Decode step of {0:.0f} seqs at {1:.0f} tokens = {2} × (weights {3} + KV {4}/token read + "
                                  "matmul and attention FLOPs) + 2 × {5} layers all-reduce over {6:.0f} GB/s + {7} CPU = {8}"),
                           T.batchSeqs, T.decodeContextTokens, T.pp, bytesText(c.denseBytes + c.routedBytes),
                           bytesText(c.kvBytesPerToken), s.L, T.linkBps / 1e9, secondsText(c.stepOverheadS),
                           secondsText(T.decodeOnlyStepS)));
    if (!e.fits) {
        // A layout that does not fit is not replayed: zeros here would read as measured figures.
        //: formula line, in place of the replay's lines when the job does not fit the GPUs
        out.push_back(ExplainTerm::Speed, trFormat(trt("rigplan::Explain", "No replay: the job does not fit these GPUs, so it has no speed")));
    } else {
        //: formula line. {0} = users per replica, {1} = requests replayed, {2} = token budget per step,
        //: {3} = sequence cap, {4} = KV blocks, {5} = tokens per block, {6} = steps, {7} = preemptions,
        //: {8} = mean sequences per step
        out.push_back(ExplainTerm::Speed, trFormat(trt("rigplan::Explain", "Replay of {0:.0f} users (closed loop, {1} requests) through the engine's scheduler: "
                                      "{2} tokens and {3} seqs per step, {4} KV blocks of {5} tokens → {6} steps, {7} preemptions, "
                                      "{8:.1f} seqs per step on average"),
                               T.seqsPerReplica, r.completed, engine.maxBatchedTokens, engine.maxSeqs, engine.kvBlocks,
                               engine.blockTokens, r.steps, r.preemptions, r.meanBatch));
        //: formula line. {0} = median TTFT, {1} = 90th percentile, {2} = time per output token, {3} = tokens/s per
        //: user
        out.push_back(ExplainTerm::Speed, trFormat(trt("rigplan::Explain", "TTFT median {0} (p90 {1}); time per output token {2} = {3:.1f} tokens/s per user"),
                               secondsText(r.ttftS.p50), secondsText(r.ttftS.p90), secondsText(r.tpotS.mean),
                               e.decodeTokensPerSPerUser));
        //: formula line. {0} = users, {1} = output tokens, {2} = mean request time, {3} = output tokens/s,
        //: {4} = requests/s
        out.push_back(ExplainTerm::Speed, trFormat(trt("rigplan::Explain", "Throughput = {0} users × {1} output tokens / {2} per request = {3:.0f} output tokens/s, "
                                      "{4:.2f} requests/s"),
                               job.concurrency, job.outputTokens, secondsText(r.e2eS.mean), e.aggregateTokensPerS,
                               e.requestsPerS));
    }
    if (c.decodeBlockBytesPerS > 0)
        //: formula line (decode attention without split-KV). {0} = KV heads per GPU, {1} = sequences, {2} = the
        //: GPU's SMs, {3} = one block's GB/s, {4} = the GB/s the decode step reads its KV at
        out.push_back(ExplainTerm::Speed, trFormat(trt("rigplan::Explain", "Decode attention without split-KV: {0:.0f} blocks per sequence × {1:.0f} seqs on "
                                      "{2} SMs, {3:.1f} GB/s each → KV read at {4:.0f} GB/s"),
                               c.decodeBlocksPerSeq, T.batchSeqs, c.multiprocessors, c.decodeBlockBytesPerS / 1e9,
                               c.kvBytesPerToken / decodeKvSPerToken(c, T.batchSeqs) / 1e9));
    if (s.experts > 0)
        //: formula line. {0} = experts per token, {1} = routed experts, {2} = sequences, {3} = percent of the
        //: experts touched
        out.push_back(ExplainTerm::Speed, trFormat(trt("rigplan::Explain", "MoE: a step of {2:.0f} tokens reads 1 − (1 − {0}/{1})^{2:.0f} = {3:.0f} % of the "
                                      "routed experts"),
                               s.topK, s.experts, T.batchSeqs,
                               (1.0 - std::pow(1.0 - s.topK / s.experts, std::max(1.0, T.batchSeqs))) * 100));
    if (T.hostExpertBytes > 0) {
        //: formula line (experts in host memory). {0} = MoE layers on the host, {1} = their routed experts'
        //: bytes, {2} = GB/s the CPU reads them at, {3} = peak host GB/s, {4} = the fitted share,
        //: {5} = tokens from which a step copies them to the GPU, {6} = PCIe GB/s of that copy,
        //: {7} = replicas sharing the host
        out.push_back(ExplainTerm::Speed,
                      trFormat(trt("rigplan::Explain", "Experts in host memory: the routed experts of {0:.0f} MoE layers ({1}) stay in "
                                   "host RAM; a step of fewer than {5} tokens reads those its tokens touch on the CPU at "
                                   "{2:.1f} GB/s ({3:.1f} GB/s peak × {4:.2f} / {7} replicas), a larger step copies them "
                                   "all to the GPU at {6:.1f} GB/s"),
                               T.hostMoeLayers, bytesText(T.hostExpertBytes), T.hostExpertBytesPerS / 1e9,
                               T.hostMemoryBps / 1e9, opt.hostExpertBandwidthEfficiency, opt.hostExpertStreamMinTokens,
                               c.hostStreamBytesPerS / 1e9, T.replicas));
        if (e.host.memoryBandwidthBps > 0)
            //: formula line. {0} = tokens/s per user asked for, {1} = peak host GB/s it needs
            out.push_back(ExplainTerm::Host, trFormat(trt("rigplan::Explain", "Host memory bandwidth for {0:.1f} tokens/s per user: {1:.1f} GB/s peak"),
                                   job.minTokensPerSPerUser, e.host.memoryBandwidthBps / 1e9));
        //: formula line. {0} = base RAM, {1} = GPUs, {2} = RAM per GPU, {3} = experts' bytes, {4} = replicas,
        //: {5} = total
        out.push_back(ExplainTerm::Host, trFormat(trt("rigplan::Explain", "Host RAM = {0} base + {1} GPUs × {2} + {3} experts × {4} replicas = {5}"),
                               bytesText(double(opt.hostBaseRamBytes)), layout.gpus, bytesText(double(opt.hostRamPerGpuBytes)),
                               bytesText(T.hostExpertBytes), T.replicas, bytesText(double(e.host.ramBytes))));
    } else {
        //: formula line. {0} = base RAM, {1} = GPUs, {2} = RAM per GPU, {3} = total
        out.push_back(ExplainTerm::Host, trFormat(trt("rigplan::Explain", "Host RAM = {0} base + {1} GPUs × {2} = {3}"),
                               bytesText(double(opt.hostBaseRamBytes)), layout.gpus, bytesText(double(opt.hostRamPerGpuBytes)),
                               bytesText(double(e.host.ramBytes))));
    }
    //: formula line. {0} = system, {1} = weights, {2} = total
    out.push_back(ExplainTerm::Host, trFormat(trt("rigplan::Explain", "Storage = {0} system + {1} weights = {2}"),
                           bytesText(double(opt.systemStorageBytes)), bytesText(T.weightsTotalBytes),
                           bytesText(double(e.host.storageBytes))));
    //: formula line. {0} = base cores, {1} = GPUs, {2} = cores per GPU, {3} = total
    out.push_back(ExplainTerm::Host, trFormat(trt("rigplan::Explain", "CPU cores = {0} + {1} GPUs × {2} = {3}"), opt.cpuCoresBase,
                           layout.gpus, opt.cpuCoresPerGpuInference, e.host.cpuCores));
    if (e.flags != EstimateOk)
        //: {0} = warnings separated by "; "
        out.push_back(ExplainTerm::Other, trFormat(trt("rigplan::Explain", "Warnings: {0}"), flagsText(e.flags)));
    return out.take();
}

std::vector<std::string> explain(const ModelArch &model, const TrainingJob &job, const GpuSpec &gpu,
                                 const Layout &layout, const EstimateOptions &options)
{
    return textsOf(explainLines(model, job, gpu, layout, options));
}

std::vector<std::string> explain(const ModelArch &model, const InferenceJob &job, const GpuSpec &gpu,
                                 const Layout &layout, const EstimateOptions &options)
{
    return textsOf(explainLines(model, job, gpu, layout, options));
}

} // namespace rigplan
