// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "workload/Job.h"

#include <cstdint>
#include <limits>
#include <vector>

namespace rigplan {

// The rules a job of a rigplan.workload/1 document must keep (docs/file-formats.md, "Workload file"), stated
// once for the JSON reader and the editors. validateJob() returns typed issues and no words: the
// reader turns them into its JSON paths and messages (WorkloadJson.cpp), the editor into the
// reasons next to its widgets.

// The field of a Job an issue is about. ContextLength is context_length of a serving job and
// sequence_length of a training job; Precision is precision (training) or weights (serving);
// TensorParallel belongs to the job's own kind.
enum class JobField {
    Model,
    Precision,
    KvCache,
    ContextLength,
    Concurrency,
    PromptTokens,
    OutputTokens,
    MinTokensPerSPerUser,
    MaxTtftS,
    GpuMemoryUtilization,
    BlockTokens,
    Int4GroupSize,
    ZeroStage,
    Offload,
    MicroBatch,
    GradientAccumulation,
    TrainTokens,
    TensorParallel,
    PipelineParallel,
    LoraRank,
    LoraTargets,
    MaxHours,
    DatasetBytes,
    CheckpointsKept,
    ImagesPerRequest, // images_per_request (serving: per request; training: per sample)
    ImageResolution,  // image_resolution [width, height]
    MaxNumBatchedTokens,
    MaxNumSeqs,
    LoraDropout,
    CheckpointEvery,
    LossChunks,
    ExpertPlacement, // expert_placement
    GpuMoeLayers,    // gpu_moe_layers
};

// What is wrong, and which figures of JobIssue say by how much.
enum class JobRule {
    ModelMissing,          // no model chosen (the rules about the model are then not checked)
    OutOfRange,            // `number` is outside integerRange(field) / numberRange(field)
    BeyondModelContext,    // `value` tokens > `limit` = the model's max_position_embeddings
    RequestExceedsContext, // `value` prompt + `outputTokens` output tokens > `limit` = context length
    NotDividingHeads,      // tensor parallel `value` does not divide the model's `limit` attention heads
    OffloadNeedsZeroStage, // the offload needs ZeRO stage `limit` (1: at least 1, 3: exactly 3); `value` = the stage
    NotTrainingPrecision,  // `precision` (int8, int4) is no training precision
    NotKvCacheFormat,      // `precision` (int4) is no KV-cache format of the common servers
    NoLoraTargets,         // LoRA / QLoRA with no target layer
    UnknownLoraTarget,     // loraTargets[`value`] is no known layer name
    DuplicateLoraTarget,   // loraTargets[`value`] is listed before
    NoVisionEncoder,       // `value` images per request for a model without a vision encoder
    ImageResolutionMissing, // images per request without an image size
    NoExperts,             // experts in host memory for a model without routed experts
    BeyondMoeLayers,       // `value` MoE layers kept on the GPUs > the model's `limit`
};

struct JobIssue {
    JobField field = JobField::Model;
    JobRule rule = JobRule::ModelMissing;
    std::int64_t value = 0;        // what the job asks for (see JobRule)
    std::int64_t limit = 0;        // the figure it breaks (see JobRule)
    std::int64_t outputTokens = 0; // RequestExceedsContext: the output tokens added to `value`
    double number = 0;             // OutOfRange: the value given (integral for integer fields)
    Precision precision = Precision::Bf16; // NotTrainingPrecision, NotKvCacheFormat

    bool operator==(const JobIssue &) const = default;
};

// Every rule the job breaks, in the order of the fields above; empty when the job can be planned
// and saved. Only the fields of the job's kind are checked.
std::vector<JobIssue> validateJob(const Job &job);

// The allowed values of a numeric field. Integer fields have an IntegerRange, the others a
// NumberRange; isIntegerField() tells which. Model, Precision, KvCache, Offload and LoraTargets
// have neither.
inline constexpr std::int64_t kNoIntegerMaximum = std::numeric_limits<std::int64_t>::max();
inline constexpr double kNoNumberMaximum = std::numeric_limits<double>::max();

// The ceilings of users at once and of tokens to train on (reasons in JobValidation.cpp).
inline constexpr std::int64_t kMaxConcurrency = 100'000;
inline constexpr std::int64_t kMaxTrainTokens = 100'000'000'000'000; // 10^14

struct IntegerRange {
    std::int64_t minimum = 0;
    std::int64_t maximum = kNoIntegerMaximum;
};
struct NumberRange {
    double minimum = 0;
    bool minimumExclusive = false; // true: the value must be > minimum
    double maximum = kNoNumberMaximum;
};

bool isIntegerField(JobField field);
IntegerRange integerRange(JobField field);
NumberRange numberRange(JobField field);

// The layer names LoRA adapters may target, in the order of docs/file-formats.md.
const std::vector<const char *> &loraTargetNames();

} // namespace rigplan
