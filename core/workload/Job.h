// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ModelArch.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rigplan {

// Numeric formats for weights, training precision and the KV cache. Nvfp4 / Mxfp4 are 4-bit
// floating-point weight formats with block scales (docs/method.md, "Inference memory per GPU").
enum class Precision { Fp32, Bf16, Fp16, Fp8, Int8, Int4, Nvfp4, Mxfp4 };

enum class JobKind { Training, Inference };
enum class TrainMethod { Full, Lora, Qlora };
// PagedAdamW / PagedAdamW8bit: bitsandbytes' paged 32-bit / 8-bit AdamW (the state in CUDA
// unified memory, paged to the host under pressure; the 32-bit one keeps fp32 moments whatever
// the parameters' dtype).
enum class Optimizer { AdamW, AdamW8bit, PagedAdamW, PagedAdamW8bit, Sgd, Adafactor };
// The fp32 master copy of the weights: kept (mixed precision), or none (pure 16-bit training:
// weights, gradients and optimizer state in the job's precision: torchtune's dtype=bf16, LitGPT's
// bf16-true).
enum class MasterWeights { Fp32, None };
enum class Offload { None, Optimizer, OptimizerAndParams };
enum class OffloadTarget { Cpu, Nvme };
// Selective: Megatron's (the attention core recomputed); SelectiveOp: PyTorch's op-level selective
// checkpointing as FSDP trainers use it (torchtitan: matmul outputs kept every other one, the
// attention output kept, the rest recomputed).
enum class Recompute { None, Selective, SelectiveOp, Full };
// The software that runs a job: its conventions decide what a measured run holds (gradient
// dtypes, how a serving engine takes its memory). docs/method.md, "Framework profiles".
enum class TrainingFramework { DeepSpeed, Megatron, Fsdp, HfTrainer };
enum class ServingEngine { Vllm, Sglang, TensorRtLlm };
// Where a mixture-of-experts model's routed experts are kept when it is served: in GPU memory,
// or in the host's RAM, computed by the CPU at host memory bandwidth (llama.cpp's --n-cpu-moe /
// -ot exps=CPU, KTransformers). docs/method.md, "Experts in host memory".
enum class ExpertPlacement { Gpu, Host };
// Stable ids, as the workload file and the JSON output spell them.
const char *trainingFrameworkId(TrainingFramework framework); // "deepspeed" | "megatron" | "fsdp" | "hf-trainer"
const char *servingEngineId(ServingEngine engine);            // "vllm" | "sglang" | "tensorrt-llm"
const char *precisionId(Precision precision);                 // "fp32" | "bf16" | … | "mxfp4", as in "weights"
// The inverses; none for any other text.
std::optional<TrainingFramework> trainingFrameworkFromId(std::string_view id);
std::optional<ServingEngine> servingEngineFromId(std::string_view id);
std::optional<Precision> precisionFromId(std::string_view id);
// The format a pre-quantised checkpoint is served in (ModelArch::checkpointFormat: fp8 for
// DeepSeek-V3, mxfp4 for GPT-OSS); nullopt for a 16-bit checkpoint. A serving job that names no
// weights takes it.
std::optional<Precision> checkpointWeights(const ModelArch &model);

// One job of a workload, as plain data. Defaults are the documented defaults of the
// rigplan.workload/1 format (docs/file-formats.md, "Workload file"); the JSON reader fills what is given.
struct TrainingJob {
    TrainMethod method = TrainMethod::Full;
    Precision precision = Precision::Bf16;
    Optimizer optimizer = Optimizer::AdamW;
    int zeroStage = 0;           // 0..3
    Offload offload = Offload::None;
    OffloadTarget offloadTarget = OffloadTarget::Cpu;
    std::int64_t sequenceLength = 2048;
    std::int64_t microBatch = 1;
    std::int64_t gradientAccumulation = 1;
    Recompute activationCheckpointing = Recompute::None;
    std::int64_t checkpointEvery = 1;  // the checkpointing applies to every k-th layer; the others keep everything
    MasterWeights masterWeights = MasterWeights::Fp32;
    bool optimizerInBackward = false;  // the optimizer steps each parameter in its gradient hook (no full gradient buffer)
    std::int64_t lossChunks = 1;       // the cross-entropy taken in this many chunks of the sequence
    bool activationOffloading = false; // saved activations wait in host memory between forward and backward
    bool flashAttention = true;
    std::int64_t trainTokens = 0;      // tokens to train on; 0 = no time estimate requested
    int tensorParallel = 1;            // 0 in the file = let the planner choose
    int pipelineParallel = 1;
    std::int64_t loraRank = 16;
    std::vector<std::string> loraTargets{"q_proj", "k_proj", "v_proj", "o_proj"};
    // Images in each training sample (vision-language models) and their size in pixels; their
    // tokens (core/model/ImageTokens.h) lengthen the sequence.
    std::int64_t imagesPerRequest = 0;
    std::int64_t imageWidth = 0;
    std::int64_t imageHeight = 0;
    double loraDropout = 0.05;         // LoRA dropout on the adapters' inputs (LitGPT's and the QLoRA recipes' 0.05)
    double maxHours = 0;               // soft target: finish train_tokens within this; 0 = none
    double datasetBytes = 0;           // dataset on disk; 0 = estimate from train_tokens
    std::int64_t checkpointsKept = 3;  // full checkpoints (weights + optimizer state) kept on the project volume
    TrainingFramework framework = TrainingFramework::DeepSpeed;
    // The framework keeps an LM head matrix of its own even where the model ties it to the
    // embedding (LitGPT's fine-tuning scripts: a separate lm_head, filled with a copy of the
    // embedding; they refuse tie_embeddings). No effect on a model whose head is untied.
    bool separateLmHead = false;

    bool operator==(const TrainingJob &) const = default;
};

struct InferenceJob {
    Precision weights = Precision::Bf16;
    Precision kvCache = Precision::Fp16;
    std::int64_t contextLength = 4096;  // tokens per sequence (prompt + output)
    std::int64_t concurrency = 1;       // sequences decoded at once
    std::int64_t promptTokens = 1024;
    std::int64_t outputTokens = 256;
    double minTokensPerSPerUser = 0;    // soft target: decode tokens/s each user sees; 0 = none
    double maxTtftS = 0;                // soft target: time to first token; 0 = none
    int tensorParallel = 0;             // 0 = let the planner choose
    double gpuMemoryUtilization = 0.90; // vLLM's default usable fraction
    std::int64_t blockTokens = 16;      // paged KV block (vLLM default 16)
    std::int64_t int4GroupSize = 128;   // group size of int4 weight scales (GPTQ/AWQ default)
    ServingEngine engine = ServingEngine::Vllm;
    // Images in each request (vision-language models) and their size in pixels; their tokens
    // (core/model/ImageTokens.h) add to the prompt and the context.
    std::int64_t imagesPerRequest = 0;
    std::int64_t imageWidth = 0;
    std::int64_t imageHeight = 0;
    // The engine's scheduler settings; unset = the engine's default (docs/method.md, "Framework profiles").
    int chunkedPrefill = -1;               // -1 = the engine's default, 0 = off, 1 = on
    std::int64_t maxNumBatchedTokens = 0;  // tokens per step (vLLM max_num_batched_tokens, TensorRT-LLM
                                           // max_num_tokens, SGLang chunked_prefill_size); 0 = default
    std::int64_t maxNumSeqs = 0;           // sequences per step (vLLM max_num_seqs, TensorRT-LLM
                                           // max_batch_size, SGLang max_running_requests); 0 = default
    // Decode attention splits a sequence's KV over several thread blocks (vLLM and SGLang's
    // split-KV kernels, TensorRT-LLM's multi-block mode): -1 = the engine's default, 0 = off
    // (one block per sequence and KV head, as TensorRT-LLM engines built without
    // --multi_block_mode ran), 1 = on.
    int splitKvDecode = -1;
    // A mixture-of-experts model's routed experts in host memory (attention, dense layers and
    // shared experts stay on the GPUs), except those of the first gpuMoeLayers MoE layers.
    ExpertPlacement expertPlacement = ExpertPlacement::Gpu;
    std::int64_t gpuMoeLayers = 0;

    bool operator==(const InferenceJob &) const = default;
};

struct Job {
    std::string name;      // optional label shown in reports
    JobKind kind = JobKind::Inference;
    std::string modelRef;  // catalog id, or "hf_config" / "params_b" for inline models
    ModelArch model;       // resolved architecture
    TrainingJob training;
    InferenceJob inference;
    // Inline model object exactly as given in the file, as compact JSON text
    // ({"params_b":7.5} or {"hf_config":{...}}); empty when modelRef is a catalog id.
    std::string modelSpec;
    // Lets context_length / sequence_length exceed the model's max_position_embeddings
    // (RoPE scaling the user applies on purpose).
    bool allowContextBeyondModelMax = false;

    bool operator==(const Job &) const = default;
};

} // namespace rigplan
