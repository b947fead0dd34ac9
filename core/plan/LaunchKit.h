// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The acceptance kit of a tier (docs/planner.md, "Acceptance kit"): how to launch each job the way the
// plan sized it, and the test the client runs on delivery. Every option is read from what the
// plan assumed — the layout, the engine's profile (core/estimate servingProfile), the job —
// never guessed a second time; every threshold is a plan figure less the error the validation
// set reports on the rows no constant was fitted on. Data only: the files are made by
// LaunchKitFiles.

#include "plan/Plan.h"
#include "util/Diagnostic.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rigplan {

struct PlanOutcome;

// The plan figure a launch or benchmark option carries (the kit's README says it in words).
enum class KitFigure : std::uint8_t {
    Model,          // the checkpoint
    Engine,         // the serving engine (the benchmark's client backend)
    Weights,        // the weights' format (quantisation)
    KvCache,        // the KV cache's format
    TensorParallel, // GPUs per replica
    Context,        // tokens per sequence
    Users,          // concurrent users of the replica
    MemoryFraction, // the engine's share of GPU memory the KV budget assumed
    StepTokens,     // tokens per engine step
    StepSeqs,       // sequences per engine step
    ChunkedPrefill, // prompts split over steps
    BlockTokens,    // KV page size
    Port,           // where the replica listens
    Prompt,         // prompt tokens per request
    Output,         // output tokens per request
    Requests,       // requests the plan's replay ran (warm-up included)
    Gpus,           // processes / GPUs of a training run
    ZeroStage,
    Offload,
    Precision,
    MicroBatch,
    Accumulation,
    Checkpointing,
    LoraRank,
    LoraTargets,
    LoraDropout,
};
inline constexpr std::array<KitFigure, 26> kKitFigures{
    KitFigure::Model, KitFigure::Engine, KitFigure::Weights, KitFigure::KvCache, KitFigure::TensorParallel,
    KitFigure::Context, KitFigure::Users, KitFigure::MemoryFraction, KitFigure::StepTokens, KitFigure::StepSeqs,
    KitFigure::ChunkedPrefill, KitFigure::BlockTokens, KitFigure::Port, KitFigure::Prompt, KitFigure::Output,
    KitFigure::Requests, KitFigure::Gpus, KitFigure::ZeroStage, KitFigure::Offload, KitFigure::Precision,
    KitFigure::MicroBatch, KitFigure::Accumulation, KitFigure::Checkpointing, KitFigure::LoraRank,
    KitFigure::LoraTargets, KitFigure::LoraDropout};
const char *kitFigureId(KitFigure figure); // "model", "tensor_parallel", ...: stable, in JSON
std::optional<KitFigure> kitFigureFromId(std::string_view id); // the inverse; none for any other text

struct KitOption {
    std::string flag;  // "--tensor-parallel-size"
    std::string value; // "2"; empty for a switch ("--enable-chunked-prefill")
    KitFigure figure;

    bool operator==(const KitOption &) const = default;
};

// What an acceptance threshold measures, and whether the measurement must reach it or stay below.
enum class KitMetric : std::uint8_t {
    OutputTokensPerS,  // the replica's output tokens/s (vllm bench serve: output_throughput)
    TokensPerSPerUser, // 1000 / mean TPOT in ms (mean_tpot_ms)
    TtftP50S,          // median time to first token (median_ttft_ms)
    TtftP90S,          // 90th percentile (p90_ttft_ms)
    TrainingTokensPerS,
    PeakMemoryBytes,   // torch.cuda.max_memory_allocated() of the busiest rank
};
inline constexpr std::array<KitMetric, 6> kKitMetrics{KitMetric::OutputTokensPerS, KitMetric::TokensPerSPerUser,
                                                     KitMetric::TtftP50S, KitMetric::TtftP90S,
                                                     KitMetric::TrainingTokensPerS, KitMetric::PeakMemoryBytes};
const char *kitMetricId(KitMetric metric); // "output_tokens_per_s", ...: stable
std::optional<KitMetric> kitMetricFromId(std::string_view id); // the inverse; none for any other text
struct KitThreshold {
    KitMetric metric;
    double planned = 0;      // the plan's figure (tokens/s, seconds or bytes)
    double tolerancePct = 0; // the validated median error of its kind (unfitted rows)
    double limit = 0;        // planned × (1 − tolerance) for a floor, × (1 + tolerance) for a ceiling
    bool atLeast = true;     // a floor (speeds) or a ceiling (latency, memory)

    bool operator==(const KitThreshold &) const = default;
};

struct KitReplica {
    int port = 8000;
    std::vector<int> gpus; // the devices the replica sees (visibleDevicesVariable)

    bool operator==(const KitReplica &) const = default;
};
// The variable that names a process's GPUs on the platform: CUDA_VISIBLE_DEVICES,
// HIP_VISIBLE_DEVICES (ROCm), HABANA_VISIBLE_DEVICES (Gaudi).
const char *visibleDevicesVariable(const std::string &platform);

struct ServingKit {
    ServingEngine engine = ServingEngine::Vllm;
    std::string model;               // Hugging Face repository (from the model's source), else its catalog id
    bool modelFromCatalogId = false; // no repository known: the client names the checkpoint
    // The weights' format when the checkpoint must already be quantised to it (AWQ/GPTQ int4,
    // W8A8 int8, NVFP4, MXFP4; FP8 on TensorRT-LLM): the engine cannot convert a 16-bit one.
    std::optional<Precision> quantizedCheckpoint;
    std::vector<KitOption> serve;    // the engine's options (the port is per replica)
    std::vector<KitOption> engineConfig; // TensorRT-LLM's options file ("a.b" = key b under a)
    std::vector<KitReplica> replicas;
    std::vector<KitOption> bench;    // vllm bench serve against one replica
    std::int64_t usersPerReplica = 1;
    std::vector<KitThreshold> thresholds; // per replica

    bool operator==(const ServingKit &) const = default;
};

struct TrainingKit {
    TrainingFramework framework = TrainingFramework::DeepSpeed;
    std::string model;
    bool modelFromCatalogId = false;
    std::vector<KitOption> launch;   // accelerate launch / deepspeed options (the script is the client's)
    std::vector<KitOption> deepSpeed; // ds_config.json keys (DeepSpeed only), flag = JSON path
    std::vector<KitOption> lora;     // PEFT LoraConfig keys (LoRA and QLoRA)
    // Tokens of one optimizer step over the whole job (micro-batch × accumulation × data-parallel
    // ranks × sequence length): what rigplan_probe.py counts per step to measure tokens/s.
    std::int64_t tokensPerStep = 0;
    std::vector<KitThreshold> thresholds;

    bool operator==(const TrainingKit &) const = default;
};

struct JobKit {
    int job = 0; // index into the workload's jobs
    std::optional<ServingKit> serving;
    std::optional<TrainingKit> training;

    bool operator==(const JobKit &) const = default;
};

// The software the figures assume on the build's GPU architecture (the catalog's stack, as
// the tier card shows it): driver, toolkit, PyTorch wheel, container, each framework's versions.
struct KitSoftware {
    std::string platform; // "cuda" | "rocm" | "gaudi" ("" = unknown: CUDA's conventions)
    std::string driverLinux, toolkit, wheel, minPytorch, container;
    struct Framework {
        std::string name, minVersion, maxVersion;

        bool operator==(const Framework &) const = default;
    };
    std::vector<Framework> frameworks;

    bool operator==(const KitSoftware &) const = default;
};

struct LaunchKit {
    TierKind tier = TierKind::Mainstream;
    std::string gpuName;
    int gpuCount = 0;
    KitSoftware software;
    std::vector<JobKit> jobs;

    bool operator==(const LaunchKit &) const = default;
};

// The kit of `tier` of a feasible plan: BadInput when the plan has no such tier.
Result<LaunchKit> launchKit(const PlanOutcome &outcome, TierKind tier);

// The Hugging Face repository a catalog model's config came from ("meta-llama/Llama-2-7b-hf"
// from https://huggingface.co/meta-llama/Llama-2-7b-hf/blob/main/config.json); empty if none.
std::string huggingFaceRepo(const ModelArch &model);

} // namespace rigplan
