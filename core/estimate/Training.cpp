// SPDX-License-Identifier: GPL-3.0-or-later
// Training memory, speed and host requirements. Formulas and sources: docs/method.md, "The sizing engine".

#include "estimate/Estimate.h"
#include "estimate/EstimateMath.h"
#include "estimate/ModelShape.h"
#include "util/Tr.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <limits>
#include <string_view>

namespace rigplan {

using namespace estimate_detail;

namespace {

bool isMixed(Precision p) { return p != Precision::Fp32; }

// Optimizer state bytes per trainable parameter, WITHOUT an fp32 master copy
// (AdamW: momentum 4 + variance 4; 8-bit AdamW: 1 + 1; SGD: momentum 4; Adafactor: factored only).
double optimizerStateBytes(Optimizer o)
{
    switch (o) {
    case Optimizer::AdamW:
    case Optimizer::PagedAdamW: return 8;
    case Optimizer::AdamW8bit:
    case Optimizer::PagedAdamW8bit: return 2;
    case Optimizer::Sgd: return 4;
    case Optimizer::Adafactor: return 0;
    }
    return 8;
}

// The same state kept in the parameters' 16-bit dtype (pure 16-bit training: torch.optim.AdamW
// creates its moments like the parameter, torchtune dtype=bf16, LitGPT bf16-true); the 8-bit
// states are 8-bit whatever the parameters.
double pureStateBytes(Optimizer o)
{
    switch (o) {
    case Optimizer::AdamW: return 4;
    case Optimizer::PagedAdamW: return 8; // bitsandbytes' 32-bit state is fp32
    case Optimizer::AdamW8bit:
    case Optimizer::PagedAdamW8bit: return 2;
    case Optimizer::Sgd: return 2;
    case Optimizer::Adafactor: return 0;
    }
    return 4;
}

// QLoRA NF4 base: 4 bits + double-quantised constants (≈ 0.127 bit/param, QLoRA paper §3).
constexpr double kNf4BytesPerParam = 0.5 + 0.127 / 8.0;

// The module a LoRA target name adapts (PEFT's names; "all-linear" and its spellings: every
// linear layer but the head). Compared by length first: the estimator runs for every GPU × count.
enum class LoraModule { Q, K, V, O, Gate, Up, Down, LmHead, AllLinear, Other };

template <std::size_t N>
bool named(std::string_view name, const char (&literal)[N])
{
    return name.size() == N - 1 && std::memcmp(name.data(), literal, N - 1) == 0;
}

LoraModule loraModule(std::string_view name)
{
    // By length first, then the one name of that length that matches.
    switch (name.size()) {
    case 3: return named(name, "all") ? LoraModule::AllLinear : LoraModule::Other;
    case 6:
        if (named(name, "q_proj")) return LoraModule::Q;
        if (named(name, "k_proj")) return LoraModule::K;
        if (named(name, "v_proj")) return LoraModule::V;
        if (named(name, "o_proj")) return LoraModule::O;
        return LoraModule::Other;
    case 7:
        if (named(name, "up_proj")) return LoraModule::Up;
        if (named(name, "lm_head")) return LoraModule::LmHead;
        return LoraModule::Other;
    case 9:
        if (named(name, "gate_proj")) return LoraModule::Gate;
        if (named(name, "down_proj")) return LoraModule::Down;
        return LoraModule::Other;
    case 10: return named(name, "all-linear") || named(name, "all_linear") ? LoraModule::AllLinear : LoraModule::Other;
    default: return LoraModule::Other;
    }
}

// The modules a job's LoRA target names adapt, read once per estimate: how many times each
// linear layer of a block is named ("all-linear" names each once more), the LM head's count,
// and whether an attention input (q, k or v) is adapted.
struct LoraTargets {
    std::array<int, 7> perModule{}; // Q, K, V, O, Gate, Up, Down (LoraModule order)
    int lmHeads = 0;
    bool attention = false;
};

LoraTargets loraTargetsOf(const TrainingJob &job)
{
    LoraTargets t;
    for (const std::string &name : job.loraTargets) {
        const LoraModule m = loraModule(name);
        if (m == LoraModule::LmHead) {
            ++t.lmHeads;
        } else if (m == LoraModule::AllLinear) {
            for (int &count : t.perModule)
                ++count;
        } else if (m != LoraModule::Other) {
            ++t.perModule[std::size_t(m)];
        }
    }
    t.attention = t.perModule[std::size_t(LoraModule::Q)] + t.perModule[std::size_t(LoraModule::K)]
                      + t.perModule[std::size_t(LoraModule::V)] > 0;
    return t;
}

struct LoraCount {
    double params = 0;         // r · (d_in + d_out) summed over adapted matrices
    double factoredElems = 0;  // Adafactor row+column statistics of the adapters
};

LoraCount countLora(const Shapes &s, const TrainingJob &job, const LoraTargets &targets)
{
    LoraCount c;
    const double r = nonNeg(double(job.loraRank));
    if (r <= 0 || !s.known)
        return c;
    const double mlpCopies = s.experts > 0 ? s.experts + s.shared : 1.0;
    auto add = [&](double din, double dout, double copies, int times) {
        for (int k = 0; k < times; ++k) {
            c.params += r * (din + dout) * copies;
            c.factoredElems += (2 * r + din + dout) * copies;
        }
    };
    const std::array<int, 7> &n = targets.perModule;
    add(s.h, s.qDim, 1, n[std::size_t(LoraModule::Q)]);
    add(s.h, s.kvDim, 1, n[std::size_t(LoraModule::K)]);
    add(s.h, s.kvDim, 1, n[std::size_t(LoraModule::V)]);
    add(s.qDim, s.h, 1, n[std::size_t(LoraModule::O)]);
    add(s.h, s.I, mlpCopies, n[std::size_t(LoraModule::Gate)]);
    add(s.h, s.I, mlpCopies, n[std::size_t(LoraModule::Up)]);
    add(s.I, s.h, mlpCopies, n[std::size_t(LoraModule::Down)]);
    c.params *= s.L;
    c.factoredElems *= s.L;
    // The LM head (PEFT's "lm_head", LitGPT's lora_head): one h → V adapter, not per layer and not
    // part of "all-linear" (PEFT leaves the output layer out of it).
    add(s.h, s.V, 1, targets.lmHeads);
    return c;
}

// The largest trainable tensor (parameters): a full fine-tune's embedding or head (V·h) or widest
// matrix; an adapter's widest factor. What a per-tensor step (optimizer in backward, a paged
// optimizer) holds at once.
double largestTrainableTensor(const Shapes &s, const TrainingJob &job, const LoraTargets &lora, double trainable)
{
    double largest = 0;
    if (job.method == TrainMethod::Full) {
        largest = std::max({s.V * s.h, s.qDim * s.h, s.I * s.h});
    } else {
        const double r = nonNeg(double(job.loraRank));
        largest = r * std::max({s.h, s.qDim, s.I, lora.lmHeads > 0 ? s.V : 0.0});
    }
    return std::min(largest, trainable);
}

// Adafactor keeps one row and one column statistic per matrix (fp32) and a full one per vector.
double adafactorFactoredElems(const Shapes &s, bool tied)
{
    if (!s.known)
        return 0;
    const double mlpCopies = s.experts > 0 ? s.experts + s.shared : 1.0;
    const double perLayer = (s.h + s.qDim) * 2 + (s.h + s.kvDim) * 2 + 3 * (s.h + s.I) * mlpCopies + 2 * s.h;
    return s.L * perLayer + (s.V + s.h) * (tied ? 1 : 2) + s.h;
}

bool pureSixteenBit(const TrainingJob &job)
{
    return isMixed(job.precision) && job.masterWeights == MasterWeights::None;
}

const char *conventionFor(const TrainingJob &job)
{
    if (pureSixteenBit(job) && job.method != TrainMethod::Full)
        return RIGPLAN_TR_NOOP("rigplan::Training",
            "pure 16-bit (master_weights none): adapters, their gradients and optimizer state in the job's "
            "precision (torchtune dtype=bf16, LitGPT bf16-true): 2 B weight + 2 B gradient + AdamW 4 B = 8 B/param");
    if (pureSixteenBit(job))
        return RIGPLAN_TR_NOOP("rigplan::Training",
            "pure 16-bit (master_weights none): 2 B weights + 2 B gradients + optimizer state in the same dtype "
            "(AdamW 4 B, 8-bit AdamW 2 B, SGD 2 B), no fp32 master copy (torchtune dtype=bf16, LitGPT bf16-true)");
    if (job.method == TrainMethod::Lora)
        return RIGPLAN_TR_NOOP("rigplan::Training",
            "LoRA: frozen base 2 B/param (16-bit) + adapters in fp32 (PEFT default): 4 B weight + 4 B gradient "
            "+ optimizer state (AdamW 8 B) = 16 B/param with AdamW");
    if (job.method == TrainMethod::Qlora)
        return RIGPLAN_TR_NOOP("rigplan::Training",
            "QLoRA: NF4 base 0.5 B/param + 0.127 bit/param double-quantised constants (embeddings 16-bit) + "
            "bf16 adapters (qlora.py): 2 B weight + 2 B gradient + optimizer state (paged 32-bit AdamW 8 B) "
            "= 12 B/param with AdamW");
    if (!isMixed(job.precision)) {
        switch (job.optimizer) {
        case Optimizer::AdamW:
        case Optimizer::PagedAdamW:
            return RIGPLAN_TR_NOOP("rigplan::Training",
                "fp32: 16 B/param = 4 B weights + 4 B gradients + 8 B AdamW moments (no master copy)");
        case Optimizer::AdamW8bit:
        case Optimizer::PagedAdamW8bit:
            return RIGPLAN_TR_NOOP(
                "rigplan::Training", "fp32: 10 B/param = 4 B weights + 4 B gradients + 2 B 8-bit AdamW moments");
        case Optimizer::Sgd:
            return RIGPLAN_TR_NOOP(
                "rigplan::Training", "fp32: 12 B/param = 4 B weights + 4 B gradients + 4 B momentum");
        case Optimizer::Adafactor:
            return RIGPLAN_TR_NOOP(
                "rigplan::Training", "fp32: ≈ 8 B/param = 4 B weights + 4 B gradients + factored second moment");
        }
    }
    switch (job.optimizer) {
    case Optimizer::AdamW:
    case Optimizer::PagedAdamW:
        return RIGPLAN_TR_NOOP("rigplan::Training",
            "mixed precision: 16 B/param = 2 B 16-bit weights + 2 B 16-bit gradients + K = 12 B AdamW "
            "(fp32 master 4 + momentum 4 + variance 4) (ZeRO paper, SC'20)");
    case Optimizer::AdamW8bit:
    case Optimizer::PagedAdamW8bit:
        return RIGPLAN_TR_NOOP("rigplan::Training",
            "mixed precision: 10 B/param = 2 B weights + 2 B gradients + K = 6 B 8-bit AdamW "
            "(fp32 master 4 + 8-bit momentum 1 + 8-bit variance 1)");
    case Optimizer::Sgd:
        return RIGPLAN_TR_NOOP("rigplan::Training",
            "mixed precision: 12 B/param = 2 B weights + 2 B gradients + K = 8 B SGD+momentum "
            "(fp32 master 4 + momentum 4)");
    case Optimizer::Adafactor:
        return RIGPLAN_TR_NOOP("rigplan::Training",
            "mixed precision: ≈ 8 B/param = 2 B weights + 2 B gradients + K ≈ 4 B Adafactor "
            "(fp32 master 4 + factored row/column second moment, no momentum)");
    }
    return "";
}

double peakTflopsFor(const GpuSpec &gpu, Precision p)
{
    switch (p) {
    case Precision::Fp32: return gpu.fp32Tflops;
    case Precision::Fp8: return gpu.fp8Tflops > 0 ? gpu.fp8Tflops : gpu.bf16Tflops;
    default: return gpu.bf16Tflops;
    }
}

// What the framework keeps that the bytes-per-parameter table leaves open, as stated in the
// training JSON and the explanation (docs/method.md, "Framework profiles").
const char *frameworkConventionFor(const TrainingJob &job, int zeroStage)
{
    const bool mixed = isMixed(job.precision);
    if (pureSixteenBit(job))
        return job.framework == TrainingFramework::DeepSpeed || job.framework == TrainingFramework::Megatron
                   ? RIGPLAN_TR_NOOP("rigplan::Training",
                         "pure 16-bit (master_weights none): gradients in the parameters' dtype, in buffers the "
                         "framework keeps through the step")
                   : RIGPLAN_TR_NOOP("rigplan::Training",
                         "pure 16-bit (master_weights none): gradients in the parameters' dtype, freed between steps "
                         "(zero_grad(set_to_none=True))");
    switch (job.framework) {
    case TrainingFramework::DeepSpeed:
        if (mixed && job.precision != Precision::Fp16 && zeroStage == 0)
            return RIGPLAN_TR_NOOP("rigplan::Training",
                "DeepSpeed: bf16 without ZeRO accumulates gradients in fp32 (BF16_Optimizer, 4 B/param); "
                "ZeRO-Offload keeps fp32 master, moments and gradients on the host (16 B/param with AdamW)");
        return RIGPLAN_TR_NOOP("rigplan::Training",
            "DeepSpeed: 16-bit gradients under ZeRO (grad_accum_dtype = the model's dtype); ZeRO-Offload keeps "
            "fp32 master, moments and gradients on the host (16 B/param with AdamW)");
    case TrainingFramework::Megatron:
        return RIGPLAN_TR_NOOP("rigplan::Training",
            "Megatron-LM: fp32 main gradients (--accumulate-allreduce-grads-in-fp32, forced for bf16), "
            "--use-distributed-optimizer = ZeRO stage 1, no sequence parallelism unless asked, two more "
            "s·b·h tensors per layer (attention output copy, bias-dropout-add)");
    case TrainingFramework::Fsdp:
        return RIGPLAN_TR_NOOP("rigplan::Training",
            "PyTorch FSDP with MixedPrecision: gradients reduced into the fp32 sharded parameters (4 B/param)");
    case TrainingFramework::HfTrainer:
        return RIGPLAN_TR_NOOP("rigplan::Training",
            "Hugging Face Trainer with bf16/fp16 autocast: fp32 model (4 B) + 16-bit autocast copy (2 B), fp32 "
            "gradients (4 B), AdamW moments 8 B: 18 B/param (Transformers performance guide)");
    }
    return "";
}

// A training step's work per token of a micro-batch (docs/method.md, "Training speed").
struct StepWork {
    double matmulFlops = 0;              // forward, backward and recomputed matmuls
    double attentionFlops = 0;           // attention scores and their weighting of V
    double elementwiseBytesPerLayer = 0; // memory traffic of the non-matmul kernels, one layer
    double lossBytes = 0;                // the LM head's logits through the loss, forward and backward
    double dequantPasses = 0;            // QLoRA: times the 4-bit base is dequantised per micro-batch
};

StepWork stepWork(const ModelArch &model, const Shapes &s, const TrainingJob &job, double psiActive, double trainable,
                  double seq, bool flash)
{
    StepWork w;
    const bool full = job.method == TrainMethod::Full;
    const double layers = nonNeg(s.L);
    // The checkpointed layers' share (checkpoint_every), the share of their forward run twice.
    const double every = atLeast1(double(job.checkpointEvery));
    const double checkpointed = layers > 0 ? std::ceil(layers / every) / layers : 0.0;
    const Recompute rc = job.activationCheckpointing;
    // Matmul parameters: an untied input embedding is a lookup, not a matmul.
    const double matmulParams = nonNeg(psiActive - (model.tiedEmbeddings ? 0.0 : s.inputEmbeddingParams));
    const double headParams = s.V * s.h;
    const double layerMatmul = nonNeg(matmulParams - headParams);
    // Forward 2, input gradients 2, weight gradients 2 where the weights train; a frozen base
    // (LoRA, QLoRA) has no weight gradients, its adapters run 6 per parameter.
    w.matmulFlops = (full ? 6.0 : 4.0) * matmulParams + (full ? 0.0 : 6.0 * trainable);
    if (rc == Recompute::Full)
        w.matmulFlops += 2.0 * layerMatmul * checkpointed;
    else if (rc == Recompute::SelectiveOp) // the K, O and up-projection matmuls run again
        w.matmulFlops += 2.0 * layers * (s.h * s.kvDim + s.qDim * s.h + s.h * s.I * s.mlpCopiesActive);
    // Attention: QKᵀ and P·V, 2 FLOPs per multiply-add. FlashAttention skips the masked half of a
    // causal sequence and its backward pass is 2.5 forwards (it recomputes P); the eager path
    // computes the whole square, backward twice the forward (PaLM, appendix B).
    const double attended = flash ? (s.window > 0 ? std::min(seq / 2.0, s.window) : seq / 2.0)
                                  : (s.window > 0 ? std::min(seq, s.window) : seq);
    const double forward = 4.0 * layers * attended * s.qDim;
    const double recomputed = rc == Recompute::Full ? checkpointed : rc == Recompute::Selective ? 1.0 : 0.0;
    w.attentionFlops = forward * ((flash ? 3.5 : 3.0) + recomputed);
    // Non-matmul kernels read and write, per token and layer in the forward pass: two norms
    // (2·2h), rotary on Q and K (2·(q + kv)), two residual adds (2·3h), the gated activation (3·I
    // per MLP copy) — the fused minimum (torch.compile); the backward pass twice that.
    const double elements = 10.0 * s.h + 2.0 * (s.qDim + s.kvDim) + 3.0 * s.I * s.mlpCopiesActive;
    const double passes = 3.0 + (rc == Recompute::Full ? checkpointed : rc == Recompute::SelectiveOp ? 1.0 : 0.0);
    const double elementBytes = job.precision == Precision::Fp32 ? 4.0 : 2.0;
    w.elementwiseBytesPerLayer = elements * elementBytes * passes;
    // The loss: 16-bit logits read, the fp32 upcast written and read back by the softmax; the
    // backward pass the same again.
    w.lossBytes = s.V * (elementBytes + 4.0 + 4.0) * 2.0;
    if (job.method == TrainMethod::Qlora)
        w.dequantPasses = 2.0 + (rc == Recompute::Full ? checkpointed : 0.0);
    return w;
}

} // namespace

TrainingProfile trainingProfile(const TrainingJob &job, int zeroStage, const EstimateOptions &opt)
{
    TrainingProfile p;
    p.sequenceParallel = opt.sequenceParallel;
    // fp8 training keeps bf16 parameters and gradients (Transformer Engine recipe).
    const bool bf16 = job.precision == Precision::Bf16 || job.precision == Precision::Fp8;
    switch (job.framework) {
    case TrainingFramework::DeepSpeed:
        // deepspeed/runtime/engine.py get_data_types(): grad_accum_dtype defaults to fp32 for bf16
        // without ZeRO (BF16_Optimizer), else to the model's dtype.
        p.gradientBytes = bf16 && zeroStage == 0 ? 4 : 2;
        p.gradientsPersist = true; // contiguous gradient buffers allocated once (contiguous_gradients)
        break;
    case TrainingFramework::Megatron:
        // megatron/training/arguments.py: bf16 forces accumulate_allreduce_grads_in_fp32 (main_grad).
        p.gradientBytes = bf16 ? 4 : 2;
        p.sequenceParallel = false;   // --sequence-parallel is off unless given
        p.extraActivationSbh = 2;     // Megatron-LM PR #482 per-layer table: rearranged attention output, bias-dropout-add
        p.gradientsPersist = true;    // DistributedDataParallel's main_grad buffer, allocated once
        p.lossFp32BytesPerLogit = 4;  // vocab_parallel_cross_entropy(logits.float()) turns the copy into the softmax in place
        break;
    case TrainingFramework::Fsdp:
        p.gradientBytes = 4; // MixedPrecision(keep_low_precision_grads=False): gradients in the fp32 shard
        break;
    case TrainingFramework::HfTrainer:
        p.weightBytes = 6;   // fp32 model + the 16-bit copies autocast makes
        p.gradientBytes = 4;
        p.masterBytes = 0;   // the fp32 model is the master
        break;
    }
    return p;
}

Layout Layout::forTraining(const TrainingJob &job, int gpus)
{
    Layout l;
    l.gpus = std::max(1, gpus);
    l.tensorParallel = std::max(1, job.tensorParallel);
    l.pipelineParallel = std::max(1, job.pipelineParallel);
    l.zeroStage = std::clamp(job.zeroStage, 0, 3);
    return l;
}

Layout Layout::forInference(const InferenceJob &job, int gpus)
{
    Layout l;
    l.gpus = std::max(1, gpus);
    l.tensorParallel = job.tensorParallel > 0 ? job.tensorParallel : l.gpus;
    l.pipelineParallel = 1;
    return l;
}

double loraParams(const ModelArch &model, const TrainingJob &job)
{
    if (job.method == TrainMethod::Full)
        return 0;
    return countLora(shapesOf(model), job, loraTargetsOf(job)).params;
}

namespace {

// The job's parallel layout, resolved: tensor, pipeline and data parallel degrees, ZeRO stage.
struct TrainLayout {
    int tp = 1, pp = 1, gpus = 1, dp = 1, zero = 0;
    std::int64_t mp = 1; // tp · pp (int64: the product of two ints cannot overflow)
};

TrainLayout resolveLayout(const Layout &layout, TrainingTerms &T, std::uint32_t &flags)
{
    TrainLayout l;
    l.tp = std::max(1, layout.tensorParallel);
    l.pp = std::max(1, layout.pipelineParallel);
    l.gpus = std::max(1, layout.gpus);
    l.mp = std::int64_t(l.tp) * l.pp;
    l.dp = int(std::max<std::int64_t>(1, l.gpus / l.mp));
    if (l.gpus % l.mp != 0)
        flags |= LayoutNotDivisible;
    l.zero = std::clamp(layout.zeroStage, 0, 3);
    T.tp = l.tp; T.pp = l.pp; T.dp = l.dp; T.zeroStage = l.zero;
    return l;
}

// What one parameter costs in bytes: the frozen base (LoRA, QLoRA) per parameter of the model,
// the trainable weights, their gradients and the optimizer state per trainable parameter.
struct ParamBytes {
    Precision prec = Precision::Bf16;
    bool mixed = true;
    bool pure = false;     // pure 16-bit: no fp32 master weights
    double actScale = 1;   // Korthikanti's constants count 16-bit elements
    double state = 0;      // optimizer state without a master copy
    double psi = 0, embeddingParams = 0, trainable = 0;
    double base = 0, weight = 0, grad = 0, optimizer = 0;
};

ParamBytes bytesPerParam(const ModelArch &model, const TrainingJob &job, const Shapes &s, const LoraTargets &lora,
                         const TrainingProfile &profile, double separateHeadParams, std::uint32_t &flags)
{
    ParamBytes b;
    b.psi = nonNeg(double(model.params)) + separateHeadParams;
    b.embeddingParams = s.embeddingParams + separateHeadParams;
    b.prec = job.precision;
    if (job.method == TrainMethod::Full && (b.prec == Precision::Int8 || b.prec == Precision::Int4
                                            || b.prec == Precision::Nvfp4 || b.prec == Precision::Mxfp4)) {
        flags |= UnsupportedPrecision;
        b.prec = Precision::Bf16;
    }
    b.mixed = isMixed(b.prec);
    b.actScale = b.mixed ? 1.0 : 2.0;
    b.pure = b.mixed && job.masterWeights == MasterWeights::None;
    b.state = b.pure ? pureStateBytes(job.optimizer) : optimizerStateBytes(job.optimizer);
    const bool adafactor = job.optimizer == Optimizer::Adafactor;
    const double psi = b.psi;
    b.trainable = psi;
    double factoredBytes = 0;
    if (job.method == TrainMethod::Full) {
        // Pure 16-bit: the parameters are the only copy and their gradients take their dtype.
        b.weight = b.pure ? 2 : b.mixed ? profile.weightBytes : 4;
        b.grad = b.pure ? 2 : b.mixed ? profile.gradientBytes : 4;
        if (adafactor)
            factoredBytes = 4.0 * adafactorFactoredElems(s, model.tiedEmbeddings && separateHeadParams <= 0);
        b.optimizer = (b.mixed && !b.pure ? profile.masterBytes : 0.0) + b.state + (psi > 0 ? factoredBytes / psi : 0.0);
        return b;
    }
    const LoraCount lc = countLora(s, job, lora);
    b.trainable = lc.params;
    if (adafactor)
        factoredBytes = 4.0 * lc.factoredElems;
    if (job.method == TrainMethod::Lora) {
        b.base = b.mixed ? 2.0 : 4.0;
        b.weight = b.pure ? 2 : 4; // PEFT keeps adapters in fp32 (autocast_adapter_dtype); pure 16-bit in its dtype
    } else {
        b.base = psi > 0 ? ((psi - b.embeddingParams) * kNf4BytesPerParam + b.embeddingParams * 2.0) / psi
                         : kNf4BytesPerParam;
        b.weight = b.mixed ? 2 : 4; // qlora.py casts LoRA layers to bf16
    }
    b.grad = b.weight;
    b.optimizer = b.state + (b.trainable > 0 ? factoredBytes / b.trainable : 0.0);
    return b;
}

// Weights, gradients and optimizer state per GPU (model parallel divides by tp·pp, ZeRO by the
// data-parallel degree), and ZeRO-3's gathered working set.
struct States {
    double weightsUnsharded = 0, weights = 0, grads = 0, optimizer = 0, workspace = 0;
};

States statesPerGpu(const Shapes &s, const TrainingJob &job, const LoraTargets &lora, const ParamBytes &b,
                    const TrainLayout &l, const EstimateOptions &opt, TrainingTerms &T)
{
    States st;
    const double shard = 1.0 / l.mp;
    const double zw = l.zero >= 3 ? 1.0 / l.dp : 1.0;
    const double zg = l.zero >= 2 ? 1.0 / l.dp : 1.0;
    const double zo = l.zero >= 1 ? 1.0 / l.dp : 1.0;
    st.weightsUnsharded = (b.base * b.psi + b.weight * b.trainable) * shard;
    st.weights = st.weightsUnsharded * zw;
    // The optimizer stepped in the backward pass (torchtune optimizer_in_bwd: a hook per
    // parameter) frees each gradient once applied: one tensor's gradient at a time, the largest.
    const double largestTensor = largestTrainableTensor(s, job, lora, b.trainable) / l.tp;
    T.largestTensorParams = largestTensor;
    st.grads = job.optimizerInBackward ? b.grad * std::min(largestTensor, b.trainable * shard * zg)
                                       : b.grad * b.trainable * shard * zg;
    st.optimizer = b.optimizer * b.trainable * shard * zo;
    // bitsandbytes' paged optimizers keep their state in CUDA unified memory: it pages out to the
    // host when the GPU is short. Counted in host RAM; on the GPU, the tensor being stepped.
    T.pagedOptimizerBytes = 0;
    if (job.optimizer == Optimizer::PagedAdamW8bit || job.optimizer == Optimizer::PagedAdamW) {
        T.pagedOptimizerBytes = st.optimizer;
        st.optimizer = b.optimizer * std::min(largestTensor, b.trainable * shard * zo);
    }
    // ZeRO-3 working set: the largest module gathered in full plus the prefetch bucket, never
    // more than the part of the weights this rank does not hold (a small model is gathered whole
    // at most).
    if (l.zero == 3 && l.dp > 1) {
        const double gatherBytesPerParam = job.method == TrainMethod::Full ? std::min(b.weight, b.mixed ? 2.0 : 4.0)
                                                                           : std::max(b.base, 2.0);
        const double largest = std::max(s.layerParams, s.inputEmbeddingParams) / l.tp;
        st.workspace = gatherBytesPerParam * (largest + nonNeg(double(opt.zero3PrefetchParams)));
        st.workspace = std::min(st.workspace, st.weightsUnsharded - st.weights);
    }
    return st;
}

// Offload: bytes leave the GPU and arrive in host RAM or on NVMe, nothing else changes.
// Parameters are offloaded only at stage 3 (DeepSpeed's offload_param); below it they stay.
// Returns the bytes one GPU offloads.
std::int64_t offloadStates(const TrainingJob &job, const ParamBytes &b, const TrainLayout &l, MemoryBreakdown &m,
                           std::uint32_t &flags)
{
    std::int64_t offloaded = 0;
    if (job.offload == Offload::None)
        return offloaded;
    const double zg = l.zero >= 2 ? 1.0 / l.dp : 1.0;
    offloaded = satAdd(offloaded, m.optimizerBytes, flags);
    // ZeRO-Offload's CPU Adam reads fp32 gradients it keeps on the host (the GPU keeps its own
    // 16-bit gradient buckets: counted on the GPU, conservative).
    offloaded = satAdd(offloaded, toBytes(4.0 * b.trainable * (1.0 / l.mp) * zg, flags), flags);
    m.optimizerBytes = 0;
    if (job.offload == Offload::OptimizerAndParams) {
        if (l.zero != 3) {
            flags |= ParamOffloadNeedsZero3;
        } else {
            offloaded = satAdd(offloaded, m.weightsBytes, flags);
            m.weightsBytes = 0;
        }
    }
    return offloaded;
}

// One layer's activations kept for the backward pass (Korthikanti et al. 2022, re-derived for
// SwiGLU, RMSNorm, no dropout, GQA), with and without recomputation.
struct LayerBytes {
    double full = 0, selective = 0, selectiveOp = 0, input = 0;
    bool flash = false;
};

LayerBytes layerActivations(const ModelArch &model, const Shapes &s, const TrainingJob &job, const ParamBytes &b,
                            const TrainLayout &l, const TrainingProfile &profile, double seq, TrainingTerms &T)
{
    LayerBytes out;
    const int tp = l.tp;
    const double sb = seq * nonNeg(double(job.microBatch));
    const bool sp = profile.sequenceParallel && tp > 1;
    // 2 norm inputs + QKV input + MLP input, the inputs of the norms beyond two (Gemma 2 and 3
    // normalise the attention and MLP outputs too: 4 norms, 2 more s·b·h inputs kept), and the
    // framework's own s·b·h copies
    T.extraNormsPerLayer = std::max(0.0, double(model.normsPerLayer) - 2.0);
    T.replicatedSbh = 8.0 + 2.0 * T.extraNormsPerLayer + 2.0 * profile.extraActivationSbh;
    const double replicated = T.replicatedSbh * sb * s.h / (sp ? tp : 1);
    const double qW = s.qDim / tp;
    const double kvW = s.akv > 0 ? std::max(1.0, ceilDiv(s.akv, tp)) * s.d : 0.0;
    const double iW = s.I * s.mlpCopiesActive / tp;
    const double headsRank = s.a > 0 ? std::max(1.0, ceilDiv(s.a, tp)) : 0.0;
    const double sharded = 2.0 * sb * (2 * qW + 2 * kvW) + 8.0 * sb * iW; // Q,K,V,attn-out; gate,up,act,product
    // Attention-logit soft-capping (Gemma 2) has no fused kernel in LitGPT or in transformers'
    // eager path, whatever flash_attention says: scores = cap·tanh(q·kᵀ·scale / cap) + mask, softmax
    // in fp32, cast back, P·V. Kept per score element: the tanh output (16-bit), the fp32 softmax
    // output and the 16-bit probabilities P·V keeps = 2 + 4 + 2 = 8 B (fp32 training: tanh 4 +
    // softmax 4, the cast is the same tensor: 8 B too). Over the full s × s: the eager path masks
    // the sliding window, it does not skip it. Else Korthikanti's softmax output (2 B) or, with
    // FlashAttention, the fp32 log-sum-exp only.
    T.eagerSoftcapAttention = model.attentionTrainsEager();
    out.flash = job.flashAttention && !T.eagerSoftcapAttention;
    const double actScale = b.actScale;
    T.scoreBytesPerElement = T.eagerSoftcapAttention ? 8.0 : (out.flash ? 0.0 : 2.0 * actScale);
    const double scores = out.flash ? 4.0 * headsRank * sb / actScale // fp32 log-sum-exp only
                                    : T.scoreBytesPerElement / actScale * headsRank * seq * sb;
    out.full = (replicated + sharded + scores) * actScale;
    out.selective = out.flash ? out.full : out.full - scores * actScale;
    out.input = 2.0 * sb * s.h / (sp ? tp : 1) * actScale;
    // PyTorch's op-level selective checkpointing as torchtitan applies it (_save_list: mm every
    // other one, the SDPA output and its log-sum-exp): the layer input, Q, V, gate and down-proj
    // outputs (the 1st, 3rd, 5th and 7th matmul), the attention output; the rest is recomputed.
    out.selectiveOp = out.input
        + (2.0 * sb * (2 * qW + kvW + s.I * s.mlpCopiesActive / tp) + 2.0 * sb * s.h / (sp ? tp : 1)) * actScale
        + 4.0 * headsRank * sb;
    return out;
}

// Adapters' per-layer extras: QLoRA's 16-bit working copies of bitsandbytes' 4-bit layers
// (fitted: docs/method.md, "QLoRA") and LoRA dropout's dropped inputs and masks; and the LM head
// adapter's dropout, kept once on the last stage.
struct AdapterBytes {
    double perLayer = 0, head = 0;
};

AdapterBytes adapterActivations(const Shapes &s, const TrainingJob &job, const LoraTargets &lora, const ParamBytes &b,
                                double sb, int tp, const EstimateOptions &opt)
{
    AdapterBytes out;
    if (job.method == TrainMethod::Qlora)
        out.perLayer = nonNeg(opt.qloraWorkspaceBytesPerHiddenAndMlp) * sb * (s.h + s.I * s.mlpCopiesActive) / tp;
    // LoRA dropout keeps, per adapted input, the dropped copy (16-bit) and its mask (1 B) for the
    // backward of the adapter's A matrix: q/k/v share one input (LitGPT fuses them; PEFT drops per
    // module, up to two more copies), o_proj, gate_proj, up_proj and down_proj one each.
    if (job.method != TrainMethod::Full && job.loraDropout > 0) {
        const std::array<int, 7> &n = lora.perModule;
        double inputs = 0;
        inputs += n[std::size_t(LoraModule::O)] * s.qDim;
        inputs += n[std::size_t(LoraModule::Gate)] * s.h * s.mlpCopiesActive;
        inputs += n[std::size_t(LoraModule::Up)] * s.h * s.mlpCopiesActive;
        inputs += n[std::size_t(LoraModule::Down)] * s.I * s.mlpCopiesActive;
        inputs += lora.attention ? s.h : 0.0;
        out.perLayer += (b.actScale * 2.0 + 1.0) * sb * inputs / tp;
    }
    out.head = lora.lmHeads > 0 && job.loraDropout > 0 ? (b.actScale * 2.0 + 1.0) * sb * s.h / tp : 0.0;
    return out;
}

// The activations a stage keeps, and the logits at the loss.
struct Activations {
    LayerBytes layer;
    double stored = 0;        // per layer, after recomputation
    double workingLayer = 0;  // a recomputed layer's working set in the backward pass
    double layersPerStage = 0, inFlight = 1;
    double first = 0, last = 0; // the first and last pipeline stage's activations
    double logits = 0;
    double seq = 0, sb = 0;
};

Activations activationsOf(const ModelArch &model, const Shapes &s, const TrainingJob &job, const LoraTargets &lora,
                          const ParamBytes &b, const TrainLayout &l, const TrainingProfile &profile,
                          const ImageTerms &images, const EstimateOptions &opt, TrainingTerms &T)
{
    Activations a;
    a.seq = nonNeg(double(job.sequenceLength)) + images.sequenceTokens;
    a.sb = a.seq * nonNeg(double(job.microBatch));
    a.layer = layerActivations(model, s, job, b, l, profile, a.seq, T);
    const LayerBytes &layer = a.layer;
    a.layersPerStage = ceilDiv(s.L, l.pp);
    // checkpoint_every k: layers 0, k, 2k … are checkpointed (torchtitan's ac_freq), the others keep everything.
    const double every = atLeast1(double(job.checkpointEvery));
    const bool full = job.activationCheckpointing == Recompute::Full;
    T.checkpointedLayers = full ? std::ceil(a.layersPerStage / every) : 0.0;
    switch (job.activationCheckpointing) {
    case Recompute::None: a.stored = layer.full; break;
    case Recompute::Selective: a.stored = layer.selective; break;
    case Recompute::SelectiveOp: a.stored = std::min(layer.full, layer.selectiveOp); break;
    case Recompute::Full:
        a.stored = a.layersPerStage > 0 ? (T.checkpointedLayers * layer.input
                                           + (a.layersPerStage - T.checkpointedLayers) * layer.full)
                                              / a.layersPerStage
                                        : layer.input;
        a.workingLayer = layer.full;
        break;
    }
    a.inFlight = std::min<double>(l.pp, atLeast1(double(job.gradientAccumulation)));
    const AdapterBytes adapters = adapterActivations(s, job, lora, b, a.sb, l.tp, opt);
    const double uncheckpointedShare = full && a.layersPerStage > 0 ? 1.0 - T.checkpointedLayers / a.layersPerStage : 1.0;
    const double adapterStored = adapters.perLayer * uncheckpointedShare;
    a.stored += adapterStored;
    a.workingLayer += full ? adapters.perLayer : 0.0;
    T.qloraWorkspaceBytes = adapterStored * a.layersPerStage * a.inFlight + (full ? adapters.perLayer : 0.0)
                            + adapters.head;
    // Activation offloading (torchtune enable_activation_offloading): what the forward pass saves
    // goes to pinned host memory on a stream of its own and comes back for the backward pass; the
    // GPU keeps the layer at work and the one in transfer.
    const double gpuLayers = job.activationOffloading ? std::min(a.layersPerStage, 2.0) : a.layersPerStage;
    T.offloadedActivationBytes = job.activationOffloading ? a.stored * (a.layersPerStage - gpuLayers) * a.inFlight : 0.0;
    a.first = a.stored * gpuLayers * (job.activationOffloading ? 1.0 : a.inFlight) + a.workingLayer
              + (l.pp > 1 ? 0.0 : adapters.head);
    a.last = a.stored * gpuLayers + a.workingLayer + adapters.head;
    // At the loss: the logits, their fp32 copy and the fp32 log-probabilities cross-entropy keeps
    // for its backward (F.cross_entropy(logits.float())); a final-logit soft-cap (Gemma 2:
    // cap·tanh(logits / cap)) keeps its tanh output too, one more copy in the logits' dtype. With
    // the loss in N chunks (torchtune's CEWithChunkedOutputLoss, LitGPT's chunked_cross_entropy)
    // the 16-bit logits stay whole and one chunk at a time is in fp32, upcast and log-softmax
    // fused into one buffer.
    const double chunks = atLeast1(double(job.lossChunks));
    const double fp32Loss = !b.mixed ? 4.0 / chunks : chunks > 1 ? 4.0 / chunks : profile.lossFp32BytesPerLogit;
    T.logitBytesPerElement = (b.mixed ? 2.0 : 4.0) + fp32Loss
        + (model.finalLogitSoftcapping > 0 ? (b.mixed ? 2.0 : 4.0) : 0.0);
    a.logits = a.sb * s.V * T.logitBytesPerElement / l.tp; // vocab-parallel over tp
    // The vision encoder runs on the first pipeline stage; its activations are kept for the
    // backward pass of every micro-batch in flight (it is trained, or LoRA's gradients flow
    // through it to the projector).
    T.visionActivationBytes = visionTrainingActivationBytes(model, images, 2.0 * b.actScale)
                              * nonNeg(double(job.microBatch)) * a.inFlight;
    T.perLayerActivationBytes = layer.full;
    T.storedPerLayerBytes = a.stored;
    T.layersPerStage = a.layersPerStage;
    T.microBatchesInFlight = l.pp > 1 ? a.inFlight : 1;
    return a;
}

// What the GPU holds at its peak moment, not the sum of everything a step ever holds (docs/method.md,
// "Training memory per GPU").
struct Held {
    double activations = 0, logits = 0, gradients = 0;
    bool backward = false;
    double total() const { return activations + logits + gradients; }
};

// At the loss: the stored activations and the logits, with the gradients only where they
// outlive the step (the framework's persistent buffers, accumulation over micro-batches);
// zero_grad(set_to_none) frees them otherwise. In the backward pass the logits are gone, a
// recomputed layer's working set joins, and the gradients grow while the stored activations
// are freed. Each pipeline stage is taken at its own peak; the result is the larger one's.
Held peakMoment(const Activations &a, double allGradients, bool gradientsOutliveStep, double visionBytes, int pp)
{
    const double gradientsAtLoss = gradientsOutliveStep ? allGradients : 0.0;
    auto peakOf = [&](double storedActivations, double stageLogits) {
        const Held atLoss{storedActivations, stageLogits, gradientsAtLoss, false};
        // Early in the backward pass: all that is stored, a recomputed layer's working set; at its
        // end: every gradient and the first layer's activations.
        Held inBackward{std::max(a.workingLayer, a.layer.full), 0.0, allGradients, true};
        if (storedActivations + gradientsAtLoss >= allGradients) {
            inBackward.activations = storedActivations + a.workingLayer;
            inBackward.gradients = gradientsAtLoss;
        }
        return inBackward.total() > atLoss.total() ? inBackward : atLoss;
    };
    Held peak = peakOf(a.first - a.workingLayer + visionBytes, pp > 1 ? 0.0 : a.logits);
    if (pp > 1) {
        const Held last = peakOf(a.last - a.workingLayer, a.logits); // one micro-batch in flight, the LM head
        if (last.total() > peak.total())
            peak = last;
    }
    return peak;
}

// Gradient synchronisation over the data-parallel ranks and Megatron's tensor-parallel
// all-reduces of one optimizer step, over the GPUs' link.
void communicationTimes(const Shapes &s, const TrainingJob &job, const ParamBytes &b, const TrainLayout &l,
                        const Activations &a, const AllReduceRoute &tpRoute, TrainingTerms &T)
{
    const double link = T.linkBps;
    if (link <= 0)
        return;
    const double ga = atLeast1(double(job.gradientAccumulation));
    if (l.dp > 1) {
        const double ring = double(l.dp - 1) / l.dp;
        const double gradBytes = b.grad * b.trainable / l.mp;
        // ZeRO-3 / FSDP full shard partitions every parameter, frozen ones too (DeepSpeed
        // partition_parameters.py; FSDP flattens each wrapped module's parameters whatever their
        // requires_grad): a LoRA or QLoRA base is gathered every micro-batch in its stored dtype.
        const double trainableBytes = (b.mixed ? 2.0 : 4.0) * b.trainable / l.mp;
        const double paramBytes = l.zero >= 3 ? b.base * b.psi / l.mp + trainableBytes : trainableBytes;
        if (l.zero <= 1)      // all-reduce once per step (ZeRO-1: reduce-scatter + all-gather, the same volume)
            T.dataParallelCommS = 2.0 * ring * gradBytes / link;
        else if (l.zero == 2) // reduce-scatter every micro-batch, all-gather of the updated weights once
            T.dataParallelCommS = (ga * ring * gradBytes + ring * paramBytes) / link;
        else                  // all-gather forward and backward + reduce-scatter, every micro-batch
            T.dataParallelCommS = ga * ring * (2.0 * paramBytes + gradBytes) / link;
    }
    if (l.tp > 1) {
        // Megatron: 2 all-reduces forward + 2 backward per layer (+2 with full recompute), message s·b·h.
        const double perLayer = 4.0 + 2.0 * (a.layersPerStage > 0 ? T.checkpointedLayers / a.layersPerStage : 0.0);
        const double msg = a.sb * s.h * (b.mixed ? 2.0 : 4.0);
        const double one = allReduceS(tpRoute, l.tp, msg); // NCCL: Megatron has no kernel of its own
        T.tensorParallelCommS = ga * perLayer * a.layersPerStage * one;
    }
}

// The memory-bound kernels of a rank: the norms, activations, rotary and residual adds of its
// layers and the loss, the 4-bit dequantisation of a QLoRA base, and the optimizer step over
// the state this rank holds.
void memoryBoundTimes(const TrainingJob &job, const ParamBytes &b, const TrainLayout &l, const Activations &a,
                      const StepWork &work, double bandwidth, TrainingTerms &T)
{
    if (bandwidth <= 0)
        return;
    const double ga = atLeast1(double(job.gradientAccumulation));
    const double tokensPerRank = a.sb * ga / l.tp;
    T.elementwiseS = tokensPerRank * (a.layersPerStage * work.elementwiseBytesPerLayer + work.lossBytes) / bandwidth;
    T.dequantS = ga * work.dequantPasses * (b.psi - b.embeddingParams) * (kNf4BytesPerParam + 2.0) / l.mp / bandwidth;
    const double stepped = b.trainable / l.mp / (l.zero >= 1 ? l.dp : 1);
    if (job.offload == Offload::None)
        T.optimizerStepS = stepped * (2.0 * b.optimizer + b.grad + 2.0 * b.weight) / bandwidth;
}

// One optimizer step (docs/method.md, "Training speed"): compute at the matmul rate, then what does not
// overlap it (counted in full: conservative).
void stepTimes(const ModelArch &model, const Shapes &s, const TrainingJob &job, const GpuSpec &gpu,
               const EstimateOptions &opt, const ParamBytes &b, const TrainLayout &l, const Activations &a,
               const MemoryBreakdown &m, TrainingEstimate &e)
{
    TrainingTerms &T = e.terms;
    const StepWork work = stepWork(model, s, job, activeParamsOf(model), b.trainable, a.seq, a.layer.flash);
    T.matmulFlopsPerToken = work.matmulFlops;
    T.attentionFlopsPerToken = work.attentionFlops;
    T.flopsPerToken = work.matmulFlops + work.attentionFlops;
    T.peakFlops = nonNeg(peakTflopsFor(gpu, b.prec)) * 1e12;
    if (T.peakFlops <= 0)
        e.flags |= NoComputeRate;
    const double ga = atLeast1(double(job.gradientAccumulation));
    T.tokensPerStep = double(l.dp) * a.sb * ga;
    // The matmul rate measured on the card (published benchmarks, catalog column) at the share a
    // training step's kernels reach (fitted: tests/data/validation/fitted.csv).
    const double share = std::clamp(opt.computeShare, 0.0, 1.0);
    T.matmulFlopsPerS = nonNeg(matmulTflops(gpu, b.prec)) * 1e12 * nonNeg(opt.trainingComputeEfficiency) * share;
    const double rate = double(l.dp) * l.mp * T.matmulFlopsPerS;
    const double bandwidth = nonNeg(double(gpu.memoryBandwidthBps)) * nonNeg(opt.memoryBandwidthEfficiency) * share;
    // Each GPU's own PCIe link carries its offload traffic; the group's collectives run at
    // collectiveLinkBps (NVLink, PCIe, or host memory on cards without peer-to-peer).
    const double pcieBps = pcieBandwidthBps(gpu.pcieGen > 0 ? gpu.pcieGen : 4, gpu.pcieLanes);
    T.linkBps = collectiveLinkBps(gpu, l.gpus);
    if (rate <= 0 || T.flopsPerToken <= 0 || T.tokensPerStep <= 0)
        return;
    T.computeS = T.tokensPerStep * T.flopsPerToken / rate;
    communicationTimes(s, job, b, l, a, ncclRoute(gpu, l.tp), T);
    if (l.pp > 1) // 1F1B: (p − 1) / m of the step idles (Narayanan et al. 2021)
        T.bubbleS = double(l.pp - 1) / ga * (T.computeS + T.tensorParallelCommS); // memory-bound terms added below
    if (job.offload != Offload::None) {
        // 16-bit gradients down and 16-bit weights up over each GPU's own PCIe link, per step.
        const double partition = b.trainable / l.mp / (l.zero >= 1 ? l.dp : 1);
        if (pcieBps > 0)
            T.offloadTransferS = (2.0 + 2.0) * partition / pcieBps;
        // CPU Adam over every rank's partition on the one host: read fp32 weight, gradient and
        // state, write weight and state back and a 16-bit copy: 14 + 2 × state bytes per parameter.
        if (opt.hostMemoryBandwidthBps > 0)
            T.cpuOptimizerS = b.trainable * (14.0 + 2.0 * b.state) / opt.hostMemoryBandwidthBps;
    }
    memoryBoundTimes(job, b, l, a, work, bandwidth, T);
    // A paged optimizer's state that does not fit beside the rest crosses PCIe both ways each step.
    if (T.pagedOptimizerBytes > 0 && pcieBps > 0) {
        const double free = double(m.capacityBytes) - double(m.totalBytes);
        T.pagingS = 2.0 * std::max(0.0, T.pagedOptimizerBytes - std::max(0.0, free)) / pcieBps;
    }
    // Offloaded activations cross PCIe both ways behind the compute; what the compute cannot hide waits.
    if (T.offloadedActivationBytes > 0 && pcieBps > 0)
        T.activationOffloadS = std::max(0.0, 2.0 * T.offloadedActivationBytes * ga / pcieBps - T.computeS);
    T.stepS = T.activationOffloadS + T.computeS + T.elementwiseS + T.dequantS + T.optimizerStepS + T.pagingS + T.dataParallelCommS
        + T.tensorParallelCommS + T.bubbleS + T.offloadTransferS + T.cpuOptimizerS;
    if (T.stepS > 0 && std::isfinite(T.stepS))
        e.tokensPerS = T.tokensPerStep / T.stepS;
    const double tokens = nonNeg(double(job.trainTokens));
    if (tokens > 0 && e.tokensPerS > 0)
        e.hours = tokens / e.tokensPerS / 3600.0;
}

// Host RAM, storage and CPU cores: offloaded state, paged optimizer state and offloaded
// activations of every GPU, checkpoints and the dataset.
void hostNeeds(const Shapes &s, const TrainingJob &job, const ParamBytes &b, const TrainLayout &l,
               const EstimateOptions &opt, std::int64_t offloaded, TrainingEstimate &e)
{
    TrainingTerms &T = e.terms;
    std::uint32_t &flags = e.flags;
    HostRequirements &hr = e.host;
    const int gpus = l.gpus;
    std::int64_t moved = 0;
    if (__builtin_mul_overflow(offloaded, std::int64_t(gpus), &moved)) {
        flags |= Saturated;
        moved = std::numeric_limits<std::int64_t>::max();
    }
    hr.offloadRamBytes = job.offloadTarget == OffloadTarget::Cpu ? moved : 0;
    hr.offloadDiskBytes = job.offloadTarget == OffloadTarget::Nvme ? moved : 0;
    // Checkpoints stream through safetensors/mmap shard by shard: no full host copy is counted.
    const double ram = nonNeg(double(opt.hostBaseRamBytes)) + gpus * nonNeg(double(opt.hostRamPerGpuBytes));
    hr.ramBytes = satAdd(toBytes(ram, flags), hr.offloadRamBytes, flags);
    const std::int64_t pagedPerGpu = toBytes(T.pagedOptimizerBytes, flags);
    hr.ramBytes = satAdd(hr.ramBytes, toBytes(double(pagedPerGpu) * gpus, flags), flags); // paged optimizer state
    hr.ramBytes = satAdd(hr.ramBytes, toBytes(T.offloadedActivationBytes * gpus, flags), flags); // offloaded activations
    T.checkpointBytes = job.method == TrainMethod::Full ? (b.weight + b.optimizer) * b.psi
                                                        : (b.weight + b.optimizer) * b.trainable;
    const double tokenIdBytes = s.V > 65535 ? 4.0 : 2.0;
    T.datasetBytes = job.datasetBytes > 0 ? job.datasetBytes : nonNeg(double(job.trainTokens)) * (4.0 + tokenIdBytes);
    const double storage = nonNeg(double(opt.systemStorageBytes)) + 2.0 * b.psi
        + double(std::max<std::int64_t>(0, job.checkpointsKept)) * T.checkpointBytes + T.datasetBytes;
    hr.storageBytes = satAdd(toBytes(storage, flags), hr.offloadDiskBytes, flags);
    const std::int64_t cores = std::int64_t(opt.cpuCoresBase) + std::int64_t(gpus) * opt.cpuCoresPerGpuTraining
        + (job.offload != Offload::None ? std::int64_t(gpus) * opt.cpuCoresPerGpuCpuOptimizer : 0);
    hr.cpuCores = int(std::clamp<std::int64_t>(cores, 0, std::numeric_limits<int>::max()));
}

} // namespace

TrainingEstimate estimateTraining(const ModelArch &model, const TrainingJob &job, const GpuSpec &gpu,
                                  const Layout &layout, const EstimateOptions &opt)
{
    TrainingEstimate e;
    TrainingTerms &T = e.terms;
    std::uint32_t &flags = e.flags;
    // Vision-language models: each sample's images add their tokens to the sequence (ModelShape.h).
    // (Not a modified copy of the job: copying its LoRA target list would allocate.)
    const ImageTerms images = imageTermsOf(model, job.imagesPerRequest, job.imageWidth, job.imageHeight);
    T.imageTokensPerSample = images.sequenceTokens + images.crossAttentionTokens;
    const Shapes s = shapesOf(model);
    const LoraTargets lora = job.method != TrainMethod::Full ? loraTargetsOf(job) : LoraTargets{}; // full: no adapters
    // A framework that keeps an LM head of its own for a model that ties it to the embedding
    // (LitGPT's fine-tuning: its GPT has a separate lm_head, filled with a copy of the embedding)
    // holds V·h more parameters, counted like an untied head (16-bit under QLoRA, as `embeddings`).
    T.separateHeadParams = job.separateLmHead && model.tiedEmbeddings ? std::min(s.V * s.h, s.inputEmbeddingParams) : 0.0;

    const TrainLayout l = resolveLayout(layout, T, flags);
    const TrainingProfile profile = trainingProfile(job, l.zero, opt);
    const ParamBytes b = bytesPerParam(model, job, s, lora, profile, T.separateHeadParams, flags);
    if (b.psi <= 0 || !s.known)
        flags |= MissingArchitecture;
    T.params = b.psi;
    T.trainableParams = b.trainable;
    T.weightBytesPerParam = b.weight;
    T.gradBytesPerParam = b.grad;
    T.optimizerBytesPerParam = b.optimizer;
    T.baseBytesPerParam = b.base;
    e.convention = conventionFor(job);
    e.frameworkConvention = frameworkConventionFor(job, l.zero);

    const States st = statesPerGpu(s, job, lora, b, l, opt, T);
    MemoryBreakdown &m = e.gpu;
    m.weightsBytes = toBytes(st.weights, flags);
    m.gradientsBytes = toBytes(st.grads, flags);
    m.optimizerBytes = toBytes(st.optimizer, flags);
    const std::int64_t offloaded = offloadStates(job, b, l, m, flags);
    T.offloadedPerGpuBytes = double(offloaded);

    const Activations a = activationsOf(model, s, job, lora, b, l, profile, images, opt, T);
    const bool gradientsOutliveStep = profile.gradientsPersist || atLeast1(double(job.gradientAccumulation)) > 1;
    const Held peak = peakMoment(a, double(m.gradientsBytes), gradientsOutliveStep, T.visionActivationBytes, l.pp);
    T.peakAtBackwardEnd = peak.backward;
    m.gradientsBytes = toBytes(peak.gradients, flags);
    T.contextBytes = nonNeg(double(opt.trainingContextBytes));
    T.allocatorSlackBytes = nonNeg(opt.allocatorSlackFraction) * (peak.activations + peak.logits);
    m.activationsBytes = toBytes(peak.activations, flags);
    m.logitsBytes = toBytes(peak.logits, flags);
    m.workspaceBytes = toBytes(st.workspace, flags);
    m.overheadBytes = toBytes(T.contextBytes + T.allocatorSlackBytes, flags);
    std::int64_t total = 0;
    for (std::int64_t part : {m.weightsBytes, m.gradientsBytes, m.optimizerBytes, m.activationsBytes,
                              m.logitsBytes, m.workspaceBytes, m.overheadBytes})
        total = satAdd(total, part, flags);
    m.totalBytes = total;
    m.capacityBytes = std::max<std::int64_t>(0, gpu.memoryBytes);
    m.usableBytes = m.capacityBytes;
    e.fits = m.capacityBytes > 0 && m.totalBytes <= m.usableBytes;

    stepTimes(model, s, job, gpu, opt, b, l, a, m, e);
    hostNeeds(s, job, b, l, opt, offloaded, e);
    return e;
}

std::string trainingConvention(const ModelArch &model, const TrainingJob &job)
{
    GpuSpec none;
    const TrainingEstimate e = estimateTraining(model, job, none, Layout::forTraining(job, 1), EstimateOptions{});
    const TrainingTerms &T = e.terms;
    const double perTrainable = T.weightBytesPerParam + T.gradBytesPerParam + T.optimizerBytesPerParam;
    // e.convention is one of conventionFor()'s texts, marked for translation where it is written.
    std::string out = trc("rigplan::Training", e.convention);
    //: {0}, {1}, {2}, {3} = bytes per trainable parameter for weights, gradients, optimizer state, in total
    out += trFormat(trt("rigplan::Training",
                        " — this job: {0} B weights + {1} B gradients + {2:.2f} B optimizer = {3:.2f} B per "
                        "trainable parameter"),
        T.weightBytesPerParam, T.gradBytesPerParam, T.optimizerBytesPerParam, perTrainable);
    if (job.method != TrainMethod::Full)
        //: {0} = bytes per parameter of the frozen base model (LoRA, QLoRA)
        out += trFormat(trt("rigplan::Training", ", plus {0:.3f} B per frozen base parameter"), T.baseBytesPerParam);
    // The framework's own convention (e.frameworkConvention is one of frameworkConventionFor()'s texts).
    out += "; ";
    out += trc("rigplan::Training", e.frameworkConvention);
    return out;
}

} // namespace rigplan
