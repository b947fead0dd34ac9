// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// RigPlan estimator: memory, speed and host requirements of one job on one parallel layout.
//
// Pure arithmetic on plain structs. estimateTraining() allocates nothing and never loops over an
// input-sized range; estimateInference() replays at most kMaxReplayedUsers users per replica in
// buffers its thread keeps, so after a thread's first replays it allocates nothing either, and
// absurd inputs (10M-token contexts, 100k users) cost no more than a busy server's. Byte figures are std::int64_t; every intermediate is computed in double and
// converted with saturation at INT64_MAX, which sets EstimateFlag::Saturated.
// explain() recomputes the estimate and formats one line per figure with the numbers
// substituted; call it only when a human will read the result.
// The formulas, constants and their sources are in the docs/method.md, "The sizing engine".

#include "estimate/GpuSpec.h"
#include "estimate/ServingSim.h"
#include "model/ModelArch.h"
#include "workload/Job.h"

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace rigplan {

// How a job is spread over the GPUs of one machine. Data-parallel degree = gpus / (tp · pp).
struct Layout {
    int gpus = 1;
    int tensorParallel = 1;
    int pipelineParallel = 1;
    int zeroStage = 0; // 0..3, training only
    // Peak bandwidth of the host's memory as populated (channels × MT/s × 8 B): what a serving
    // job's experts in host memory are read at (InferenceJob::expertPlacement); 0 = the
    // options' hostMemoryBandwidthBps.
    double hostMemoryBps = 0;

    // The layout a job asks for on `gpus` GPUs (tp/pp of 0 = "planner chooses" become 1).
    static Layout forTraining(const TrainingJob &job, int gpus);
    static Layout forInference(const InferenceJob &job, int gpus);
};

// Every tunable constant of the estimator, with its default. Sources in the docs/method.md, "The sizing engine"
// and "Framework profiles".
struct EstimateOptions {
    // --- training speed
    // Share of the card's measured matmul rate (GpuSpec::bf16MatmulTflops …) a training step's
    // matmuls and attention reach; the memory-bound kernels, communication, the pipeline bubble and
    // offload are added on top (docs/method.md, "Training speed"). Fitted: tests/data/validation/fitted.csv.
    double trainingComputeEfficiency = 0.76;
    double computeShare = 1.0; // the share of its GPUs' compute this job gets (concurrent jobs on shared GPUs)
    // ZeRO-Offload's CPU Adam step runs at host memory bandwidth: 4-channel DDR5-4800 = 153.6 GB/s
    // peak. Also the host a serving layout without Layout::hostMemoryBps is assumed to have.
    double hostMemoryBandwidthBps = 153.6e9;
    // Experts in host memory (docs/method.md, "Experts in host memory"): the share of the host's
    // peak memory bandwidth the CPU's expert kernels reach in a decode step (fitted:
    // tests/data/validation/fitted.csv), and the share of the GPU's PCIe link a host-to-device
    // copy of pinned memory reaches.
    double hostExpertBandwidthEfficiency = 0.44;
    // The peak host bandwidth experts in host memory are read at when the layout names none
    // (Layout::hostMemoryBps); 0 = hostMemoryBandwidthBps. The planner's search sets the best
    // host of the catalog, and each build's own host when it is sized.
    double hostExpertMemoryBps = 0;
    double hostToDeviceEfficiency = 0.80;
    // llama.cpp's CUDA backend runs an operation whose weights are in host memory on the GPU,
    // copying the weights over, once a step carries this many tokens (ggml-cuda.cu,
    // ggml_backend_cuda_device_offload_op: min_batch_size 32); smaller steps run on the CPU.
    std::int64_t hostExpertStreamMinTokens = 32;
    // --- inference speed
    // The serving step's cost (docs/method.md, "Serving simulator"); the four are fitted on the rows
    // tests/data/validation/fitted.csv names. The share of the card's measured matmul rate
    // (GpuSpec::bf16MatmulTflops …) a step's work reaches on average (attention, norms, sampling,
    // GEMM shapes smaller than the benchmark's):
    double computeEfficiency = 0.86;
    double memoryBandwidthEfficiency = 0.80; // fraction of peak DRAM bandwidth a step's reads reach
    double perLayerStepS = 2.5e-6;            // fixed time per layer and step (kernel launches and tails)
    double allReduceLatencyS = 5.5e-6;      // per stage of a tensor-parallel all-reduce
    // Decode attention without split-KV (one thread block per sequence and KV head): a lone block
    // streams its KV at this multiple of its multiprocessor's share of the GPU's bandwidth
    // (bandwidth / SMs). Fitted: tests/data/validation/fitted.csv.
    double decodeBlockBandwidthShare = 2.2;
    // --- training memory
    std::int64_t trainingContextBytes = 1'000'000'000; // CUDA context + cuBLAS/NCCL workspaces
    double allocatorSlackFraction = 0.10;              // caching-allocator fragmentation of transient tensors
    std::int64_t zero3PrefetchParams = 50'000'000;     // DeepSpeed stage3_prefetch_bucket_size default
    bool sequenceParallel = true;                      // sequence parallelism when tp > 1 (not Megatron's profile)
    // QLoRA (bitsandbytes 4-bit): 16-bit working copies per token and layer, in units of (h + I) bytes.
    double qloraWorkspaceBytesPerHiddenAndMlp = 8.0;
    // --- inference memory
    // Non-torch memory inside the engine's budget: CUDA context, NCCL, cuBLAS (vLLM's non_torch_memory,
    // 0.35 GiB in the startup log of vllm-project/vllm#10517). CUDA graphs come from the headroom.
    std::int64_t inferenceRuntimeBytes = 375'809'639;
    // When GpuSpec::cudaVisibleBytes is unknown: the share of the nominal memory CUDA reports (the
    // median of the catalog rows that have a published figure).
    double cudaVisibleFraction = 0.983;
    // --- host side
    std::int64_t hostBaseRamBytes = 8'000'000'000;     // OS, desktop, services
    std::int64_t hostRamPerGpuBytes = 16'000'000'000;  // worker process, pinned buffers, data loaders
    std::int64_t systemStorageBytes = 200'000'000'000; // OS, CUDA, Python envs, container images
    int cpuCoresBase = 4;
    // Puget Systems' ML recommendation: "a minimum of 4 cores per GPU accelerator" (the planner adds
    // its 16-core floor for multi-GPU boxes, PlanOptions::multiGpuMinCores).
    int cpuCoresPerGpuTraining = 4;
    int cpuCoresPerGpuInference = 4;
    int cpuCoresPerGpuCpuOptimizer = 8; // extra when the optimizer step runs on the CPU (offload)
};

// How a serving engine takes its memory and schedules its steps, resolved for one job on one GPU
// (the engine's defaults where the job leaves a setting at 0 / -1). docs/method.md, "Framework profiles".
enum class KvBudgetRule : std::uint8_t {
    FractionOfTotal,      // vLLM: gpu_memory_utilization × CUDA total − (weights + profiled peak + non-torch)
    FractionOfFreeAfterLoad, // TensorRT-LLM: kv_cache_free_gpu_mem_fraction × (total − weights − peak − runtime)
    StaticFractionOfTotal,   // SGLang: mem_fraction_static × total − weights (activations outside it)
};
struct ServingProfile {
    KvBudgetRule rule = KvBudgetRule::FractionOfTotal;
    StepScheduler scheduler = StepScheduler::MixedChunked;
    double stepOverheadS = 0;          // CPU time per step the GPUs wait for
    double memoryFraction = 0.90;
    bool chunkedPrefill = true;
    bool splitKvDecode = true;         // decode attention splits a sequence's KV over thread blocks
    std::int64_t batchedTokens = 2048; // tokens per step
    std::int64_t profileTokens = 2048; // tokens of the profiling forward (the largest step)
    std::int64_t maxSeqs = 256;        // sequences per step; 0 = no cap but the KV cache
};
ServingProfile servingProfile(const InferenceJob &job, const GpuSpec &gpu, const EstimateOptions &options = {});

// The median share of their BF16 peak that the shipped catalog's cards reach in published matmul
// benchmarks (22 cards, gpus.csv bf16_matmul_tflops / bf16_tflops; tst_catalogfacts checks it):
// the share assumed for a card without a measurement.
inline constexpr double kMedianMatmulShare = 0.823;

// CPU time per engine step that the GPUs wait for (scheduling, input preparation, sampling,
// detokenising). No engine publishes it as a figure: fitted on the rows fitted.csv names.
inline constexpr double kVllmStepOverheadS = 0.0035;
inline constexpr double kSglangStepOverheadS = 0.0005;
inline constexpr double kTrtllmStepOverheadS = 0.003;

// One serving engine: its memory rule, its scheduler and its defaults, resolved by servingProfile().
struct EngineRow {
    ServingEngine engine;
    KvBudgetRule rule;
    StepScheduler scheduler;
    double memoryFraction;         // gpu_memory_utilization / mem_fraction_static / free_gpu_memory_fraction
    bool chunkedByDefault;
    bool unchunkedStepIsContext;   // without chunking a step (and the profiling run) holds a whole context
    std::int64_t blockTokens;      // KV block (page) size
    std::int64_t (*batchedTokens)(const GpuSpec &gpu, double visibleBytes); // default token budget per step
    std::int64_t (*maxSeqs)(const GpuSpec &gpu, double visibleBytes);       // default sequence cap (0: none)
    bool seqsWithinTokens;         // the default cap never exceeds the token budget (vLLM's check)
    bool splitsKvByDefault;        // decode attention splits a long sequence's KV over thread blocks
    double stepOverheadS;
    // Start-up memory (docs/method.md, "Framework profiles"): fp32 logit copies of the profiled sampler,
    // tensor-parallel communication buffers per GPU (0: outside the cache's budget, or unknown).
    // No engine row counts CUDA graphs before sizing the cache: vLLM's logs show it does not.
    double samplerLogitCopies;
    std::int64_t commBufferBytes;
    // A hybrid model's state in pages of the KV pool (docs/method.md, "Hybrid models"): vLLM
    // raises the attention block until one page holds a state layer's state, groups the layers
    // into groups of equal size and gives each state group one page per sequence. false: the
    // state as it is, per running sequence.
    bool statePages;
    // Tensor-parallel all-reduces below this many bytes run in the engine's own kernel (custom
    // all-reduce, one-shot / two-shot); the rest through NCCL (Collectives.h). 0: NCCL always.
    double (*allReduceKernelMaxBytes)(const GpuSpec &gpu, int tp);
};
const EngineRow &engineRow(ServingEngine engine);
// What CUDA reports as the GPU's total memory (the catalog's column, else the fallback fraction).
std::int64_t cudaVisibleBytes(const GpuSpec &gpu, const EstimateOptions &options = {});

// How a training framework holds a job's state. docs/method.md, "Framework profiles".
struct TrainingProfile {
    double gradientBytes = 2;   // per trainable parameter (mixed precision); fp32 accumulation = 4
    double weightBytes = 2;     // per parameter of the model the framework trains (HF Trainer: fp32 + bf16 copy)
    double masterBytes = 4;     // fp32 master copy inside the optimizer state (0 when the weights are fp32)
    bool sequenceParallel = true;
    double extraActivationSbh = 0; // per layer, in s·b·h·2 B units, beyond the Korthikanti count
    double offloadHostBytesPerParam = 16; // ZeRO-Offload: fp32 master, momentum, variance, gradients
    // The gradients live in buffers allocated once (DeepSpeed, Megatron) rather than being freed by
    // zero_grad(set_to_none=True) after each step (PyTorch FSDP, Hugging Face Trainer).
    bool gradientsPersist = false;
    // fp32 bytes per logit at an unchunked loss: the upcast copy and the log-probabilities.
    double lossFp32BytesPerLogit = 8;
};
TrainingProfile trainingProfile(const TrainingJob &job, int zeroStage, const EstimateOptions &options = {});

// Bit flags in TrainingEstimate::flags / InferenceEstimate::flags.
enum EstimateFlag : std::uint32_t {
    EstimateOk = 0,
    Saturated = 1u << 0,            // a byte figure reached INT64_MAX (or a time reached +inf)
    LayoutNotDivisible = 1u << 1,   // gpus is not a multiple of tp · pp; extra GPUs are idle
    MissingArchitecture = 1u << 2,  // params or layer shapes are 0: some terms could not be computed
    ParamOffloadNeedsZero3 = 1u << 3, // DeepSpeed offloads parameters only at ZeRO stage 3
    UnsupportedPrecision = 1u << 4, // int8/int4 full training: computed as bf16
    NoComputeRate = 1u << 5,        // the GPU has no peak figure for the precision: speed is 0
};

// Memory of ONE GPU (the busiest rank). Keys that do not apply are 0.
struct MemoryBreakdown {
    std::int64_t weightsBytes = 0;
    std::int64_t gradientsBytes = 0;
    std::int64_t optimizerBytes = 0;
    std::int64_t activationsBytes = 0; // training: saved activations; inference: forward peak
    std::int64_t logitsBytes = 0;      // training: s·b·V in 16-bit + fp32 for the loss
    std::int64_t kvCacheBytes = 0;
    std::int64_t workspaceBytes = 0;   // ZeRO-3 gathered parameters
    std::int64_t overheadBytes = 0;    // CUDA context, runtime, allocator slack
    std::int64_t totalBytes = 0;
    std::int64_t capacityBytes = 0;    // GpuSpec::memoryBytes
    std::int64_t usableBytes = 0;      // training: capacity; inference: what the engine's rule gives the parts
};

// The machine around the GPUs (all GPUs of the layout together).
struct HostRequirements {
    std::int64_t ramBytes = 0;
    std::int64_t offloadRamBytes = 0;  // part of ramBytes: state offloaded to CPU memory
    std::int64_t offloadDiskBytes = 0; // part of storageBytes: state offloaded to NVMe
    std::int64_t storageBytes = 0;
    int cpuCores = 0;
    // Serving with experts in host memory: the host's peak memory bandwidth the job's per-user
    // speed target needs (0: no target, no experts on the host, or a step too big for the CPU
    // path or the GPUs alone too slow: then no host helps, and the target is the job's gap).
    double memoryBandwidthBps = 0;
};

// Intermediate numbers kept for explain() and for callers that want the raw terms.
struct TrainingTerms {
    double params = 0;          // Ψ
    double trainableParams = 0; // Ψ (full) or the LoRA adapter count
    double weightBytesPerParam = 0, gradBytesPerParam = 0, optimizerBytesPerParam = 0;
    double baseBytesPerParam = 0; // frozen base (LoRA 2, QLoRA ≈ 0.516)
    int tp = 1, pp = 1, dp = 1, zeroStage = 0;
    double perLayerActivationBytes = 0; // one layer, one micro-batch, this rank, no recompute
    double storedPerLayerBytes = 0;     // what the recompute mode keeps per layer
    double layersPerStage = 0, microBatchesInFlight = 1;
    double offloadedPerGpuBytes = 0;
    double flopsPerToken = 0, attentionFlopsPerToken = 0, peakFlops = 0;
    double checkpointBytes = 0, datasetBytes = 0;
    double imageTokensPerSample = 0;    // vision-language models: tokens the images add to a sample
    double visionActivationBytes = 0;   // the vision encoder's saved activations (per GPU)
    // Parts of overheadBytes: the CUDA context (not in torch.cuda.max_memory_allocated) and the
    // allocator's slack (in max_memory_reserved, not in max_memory_allocated).
    double contextBytes = 0, allocatorSlackBytes = 0;
    double qloraWorkspaceBytes = 0;     // part of activationsBytes: QLoRA workspace + LoRA dropout copies
    double largestTensorParams = 0;     // the largest trainable tensor on this rank (optimizer in backward, paged state)
    double pagedOptimizerBytes = 0;     // a paged optimizer's state per GPU, counted in host RAM
    double checkpointedLayers = 0;      // layers of the stage under full recompute (checkpoint_every)
    bool peakAtBackwardEnd = false;
    double offloadedActivationBytes = 0; // per GPU, in host memory (activation_offloading)
    double activationOffloadS = 0;       // the part of their PCIe transfers the compute does not hide     // the peak is the gradients at the end of the backward pass, not the loss
    // Model-shape terms of the activations: s·b·h units (16-bit) kept per layer outside attention
    // and the MLP (8 = 2 norm inputs + QKV and MLP inputs, + 2 per norm beyond two, + the
    // framework's copies); bytes kept per attention score (0 with FlashAttention, Korthikanti's 2,
    // 8 on the eager path an attention-logit soft-cap forces); bytes per logit element.
    double extraNormsPerLayer = 0, replicatedSbh = 8, scoreBytesPerElement = 0, logitBytesPerElement = 6;
    bool eagerSoftcapAttention = false; // the model soft-caps attention logits: no fused kernel
    double separateHeadParams = 0;      // an LM head kept apart from a tied embedding (TrainingJob::separateLmHead)
    // Time of one optimizer step (gradient accumulation × micro-batch × sequence × data parallel tokens).
    double tokensPerStep = 0, computeS = 0, dataParallelCommS = 0, tensorParallelCommS = 0, bubbleS = 0;
    double offloadTransferS = 0, cpuOptimizerS = 0, stepS = 0;
    double elementwiseS = 0, dequantS = 0, optimizerStepS = 0, pagingS = 0; // memory-bound parts of a step
    double matmulFlopsPerToken = 0;     // forward, backward, recompute matmuls (attention apart)
    double matmulFlopsPerS = 0;         // per GPU: the measured matmul rate × the training share
    double linkBps = 0;
};

struct TrainingEstimate {
    MemoryBreakdown gpu; // per GPU
    bool fits = false;   // gpu.totalBytes <= gpu.capacityBytes
    HostRequirements host;
    double tokensPerS = 0; // whole layout
    double hours = 0;      // for TrainingJob::trainTokens; 0 when not requested
    const char *convention = ""; // bytes-per-parameter convention (static string)
    const char *frameworkConvention = ""; // what the framework keeps that the convention leaves open (static string)
    std::uint32_t flags = EstimateOk;
    TrainingTerms terms;
};

struct InferenceTerms {
    double params = 0, activeParams = 0;
    double weightsTotalBytes = 0;       // whole model in its format
    double weightBitsPerParam = 0;      // of the quantised part (int4 incl. group scales)
    double kvBytesPerToken = 0;         // per GPU
    double kvHeadsPerRank = 0, layersPerStage = 0;
    double windowedLayerShare = 0;      // layers with a sliding window / all layers
    double tokensPerSeq = 0;            // after sliding window and block rounding
    double seqsPerReplica = 0;
    int tp = 1, pp = 1, replicas = 1;
    double freeForKvBytes = 0;
    double prefillFlops = 0;
    double decodeContextTokens = 0;      // mean attended tokens of a decode step
    double decodeOnlyStepS = 0;          // a decode step of the whole batch at the mean context
    double ttftPrefillS = 0;             // the prompt alone on an idle engine (stepTimeS)
    double peakFlops = 0, bandwidthBps = 0, linkBps = 0;
    double matmulFlops = 0;            // the measured matmul rate of the weights' format (matmulTflops)
    // Model shape (ModelShape.h): the quantised part of the weights, the layers whose KV is
    // bounded by an attention chunk, and the terms of a vision-language model's images.
    double quantisedParams = 0;        // parameters in the weights' format (the rest in 16-bit)
    double chunkedLayerShare = 0;      // layers with chunked attention / self-attention layers
    double imageTokensPerRequest = 0;  // sequence tokens + cross-attention tokens of the images
    double crossKvBytesPerSeq = 0;     // cross-attention layers' KV of one sequence's images, per GPU
    // Hybrid models: the state layers of a stage, one sequence's state on a GPU as its layers
    // keep it and as the engine allocates it (vLLM: pages), and the attention block the engine uses.
    double stateLayersPerStage = 0;
    double stateBytesPerSeq = 0;
    double stateAllocatedBytesPerSeq = 0;
    double kvBlockTokens = 0;
    // Experts in host memory: the MoE layers whose routed experts the host keeps, their bytes
    // (one copy per replica), and the host bandwidth their reads reach.
    double hostMoeLayers = 0;
    double hostExpertBytes = 0;
    double hostMemoryBps = 0;        // the host's peak bandwidth the estimate assumed
    double hostExpertBytesPerS = 0;  // what one replica's CPU reads its experts at
    // What a sequence holds whatever its length: its images' cross-attention KV, a hybrid's state.
    double fixedBytesPerSeq() const { return crossKvBytesPerSeq + stateAllocatedBytesPerSeq; }
    double visionActivationBytes = 0;  // vision encoder forward peak + its outputs
    double cudaVisibleBytes = 0;         // the total the engine's fraction applies to
    double commBufferBytes = 0;          // part of overheadBytes: tensor-parallel buffers (engine row)
    double batchSeqs = 0;                // sequences per step: min(users per replica, the engine's cap)
    StepCost stepCost;                   // what a step of one replica costs (the simulator's input)
    SimEngine simEngine;                 // the engine's scheduler, caps and KV blocks
    SimResult sim;                       // the replay of the job's users (one replica)
    ServingProfile profile;
};

struct InferenceEstimate {
    MemoryBreakdown gpu; // per GPU
    bool fits = false;   // gpu.totalBytes <= gpu.usableBytes
    HostRequirements host;
    double ttftS = 0;                 // median time to first token of the users at work
    double ttftP90S = 0;
    double itlS = 0;                  // mean time between a user's tokens (TPOT)
    double decodeTokensPerSPerUser = 0; // 1 / itlS
    double aggregateTokensPerS = 0; // output tokens/s of the whole layout in steady state
    double requestsPerS = 0;        // aggregateTokensPerS / output tokens
    std::int64_t maxConcurrencyAtContext = 0; // whole layout, at InferenceJob::contextLength
    std::int64_t maxContextAtConcurrency = 0; // at InferenceJob::concurrency; kUnboundedContext if
                                              // a sliding window makes the length irrelevant
    std::int64_t kvCapacityTokens = 0;        // one replica's KV cache in tokens (vLLM "GPU KV cache size")
    double concurrencyCapacity = 0;           // the pool over one sequence at the context (vLLM "Maximum concurrency")
    std::uint32_t flags = EstimateOk;
    InferenceTerms terms;
};

inline constexpr std::int64_t kUnboundedContext = std::numeric_limits<std::int64_t>::max();
// Requests the replay of a job runs beyond two per user (docs/method.md, "Serving simulator"): the first
// request of each user warms the engine up, the rest are measured, at least this many.
inline constexpr std::int64_t kMinReplayedRequests = 16;
// Users of one replica the replay runs at most; more wait in the queue for them, so an absurd
// user count costs what 2,048 do (the estimator's cost does not grow with its inputs).
inline constexpr std::int64_t kMaxReplayedUsers = 2048;

TrainingEstimate estimateTraining(const ModelArch &model, const TrainingJob &job, const GpuSpec &gpu,
                                  const Layout &layout, const EstimateOptions &options = {});
InferenceEstimate estimateInference(const ModelArch &model, const InferenceJob &job, const GpuSpec &gpu,
                                    const Layout &layout, const EstimateOptions &options = {});
// The layout fits and its figures meet the job's soft targets (median TTFT, decode tokens/s per user).
bool meetsServingTargets(const InferenceJob &job, const InferenceEstimate &estimate);

// What an explanation line is about: views pick a term's lines by this, not by their text
// (which is translated).
enum class ExplainTerm : std::uint8_t {
    Other, Layout, Weights, Gradients, Optimizer, Offload, ActivationsPerLayer, Activations, Logits, KvCache,
    Workspace, Overhead, Total, Capacity, Speed, Host,
};
struct ExplainLine {
    ExplainTerm term;
    std::string text;
};

// One line per figure, numbers substituted, each with its term. Allocates: not for the
// planner's inner loop.
std::vector<ExplainLine> explainLines(const ModelArch &model, const TrainingJob &job, const GpuSpec &gpu,
                                      const Layout &layout, const EstimateOptions &options = {});
std::vector<ExplainLine> explainLines(const ModelArch &model, const InferenceJob &job, const GpuSpec &gpu,
                                      const Layout &layout, const EstimateOptions &options = {});
// The same lines' texts only.
std::vector<std::string> explain(const ModelArch &model, const TrainingJob &job, const GpuSpec &gpu,
                                 const Layout &layout, const EstimateOptions &options = {});
std::vector<std::string> explain(const ModelArch &model, const InferenceJob &job, const GpuSpec &gpu,
                                 const Layout &layout, const EstimateOptions &options = {});

// The bytes-per-parameter convention of a training job, spelled out
// ("16 B/param = 2 B bf16 weights + 2 B bf16 gradients + 12 B AdamW (...), ZeRO paper").
std::string trainingConvention(const ModelArch &model, const TrainingJob &job);

// The engine's median |error| on the rows of the shipped validation set (tests/data/validation)
// that no constant was fitted on (fitted.csv), by kind, in % of the published figure, as the
// report's method section states it; tst_validate checks these against what `rigplan-cli
// validate` computes, so they cannot go stale.
struct ValidatedAccuracy {
    int rows = 0, unfittedRows = 0;
    double memoryPct = 0, kvCapacityPct = 0, throughputPct = 0, ttftPct = 0, itlPct = 0;
    double trainingSpeedPct = 0;
    int verdicts = 0, wrongVerdicts = 0; // training fit verdicts (a measured peak: the run fitted) and how many are wrong
};
ValidatedAccuracy validatedAccuracy();

// Small helpers shared with the planner and the tests.
double weightBitsPerParam(Precision format, std::int64_t int4GroupSize); // quantised part only
double bytesPerElement(Precision format);
// The matmul rate (TFLOPS) a card reaches for weights in `format` (docs/method.md, "Compute by precision").
double matmulTflops(const GpuSpec &gpu, Precision format);
// PCIe bandwidth per direction for an x16 link (Gen3 16, Gen4 32, Gen5 64, Gen6 128 GB/s),
// scaled by lanes/16; 0 for gen 0.
double pcieBandwidthBps(int gen, int lanes);
// LoRA adapter parameters for the job's targets and rank (0 for full fine-tuning).
double loraParams(const ModelArch &model, const TrainingJob &job);

} // namespace rigplan
