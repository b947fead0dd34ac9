// SPDX-License-Identifier: GPL-3.0-or-later
#include "workload/JobValidation.h"

#include "model/ImageTokens.h"
#include "model/ModelParams.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace rigplan {

namespace {

// The fields with a numeric range, per kind, in the reader's order, with their value in the job.
struct IntegerField {
    JobField field;
    std::int64_t value;
};
struct NumberField {
    JobField field;
    double value;
};

void checkIntegers(std::initializer_list<IntegerField> fields, std::vector<JobIssue> &issues)
{
    for (const IntegerField &f : fields) {
        const IntegerRange range = integerRange(f.field);
        if (f.value < range.minimum || f.value > range.maximum) {
            JobIssue issue{f.field, JobRule::OutOfRange};
            issue.value = f.value;
            issue.number = double(f.value);
            issues.push_back(issue);
        }
    }
}

void checkNumbers(std::initializer_list<NumberField> fields, std::vector<JobIssue> &issues)
{
    for (const NumberField &f : fields) {
        const NumberRange range = numberRange(f.field);
        const bool below = range.minimumExclusive ? !(f.value > range.minimum) : !(f.value >= range.minimum);
        if (!std::isfinite(f.value) || below || f.value > range.maximum) {
            JobIssue issue{f.field, JobRule::OutOfRange};
            issue.number = f.value;
            issues.push_back(issue);
        }
    }
}

// Context and tensor parallel degree against the model: the two rules that need its architecture.
void checkAgainstModel(const Job &job, std::int64_t contextTokens, int tensorParallel, std::vector<JobIssue> &issues)
{
    if (job.modelRef.empty()) {
        return; // whatever architecture the job still holds is not the one it will run
    }
    const ModelArch &model = job.model;
    if (model.maxContext > 0 && contextTokens > model.maxContext && !job.allowContextBeyondModelMax) {
        JobIssue issue{JobField::ContextLength, JobRule::BeyondModelContext};
        issue.value = contextTokens;
        issue.limit = model.maxContext;
        issues.push_back(issue);
    }
    if (tensorParallel > 1 && model.heads > 0 && model.heads % tensorParallel != 0) {
        JobIssue issue{JobField::TensorParallel, JobRule::NotDividingHeads};
        issue.value = tensorParallel;
        issue.limit = model.heads;
        issues.push_back(issue);
    }
}

// Images of a vision-language model: only for a model with a vision encoder, and with a size.
void checkImages(const Job &job, std::int64_t images, std::int64_t width, std::int64_t height,
                 std::vector<JobIssue> &issues)
{
    checkIntegers({{JobField::ImagesPerRequest, images}}, issues);
    if (images <= 0) {
        return;
    }
    if (!job.modelRef.empty() && !job.model.isVisionLanguage()) {
        JobIssue issue{JobField::ImagesPerRequest, JobRule::NoVisionEncoder};
        issue.value = images;
        issues.push_back(issue);
    } else if (width <= 0 || height <= 0) {
        issues.push_back({JobField::ImageResolution, JobRule::ImageResolutionMissing});
    }
}

// Experts in host memory: only a model with routed experts has them, and it keeps at most its
// own MoE layers' experts on the GPUs.
void checkExperts(const Job &job, std::vector<JobIssue> &issues)
{
    const InferenceJob &n = job.inference;
    checkIntegers({{JobField::GpuMoeLayers, n.gpuMoeLayers}}, issues);
    if (n.expertPlacement != ExpertPlacement::Host || job.modelRef.empty()) {
        return;
    }
    const std::int64_t moeLayers = job.model.isMoe() ? moeLayerCount(job.model) : 0;
    if (moeLayers <= 0) {
        issues.push_back({JobField::ExpertPlacement, JobRule::NoExperts});
    } else if (n.gpuMoeLayers > moeLayers) {
        JobIssue issue{JobField::GpuMoeLayers, JobRule::BeyondMoeLayers};
        issue.value = n.gpuMoeLayers;
        issue.limit = moeLayers;
        issues.push_back(issue);
    }
}

// Tokens the images of a request (sample) add to its sequence.
std::int64_t imageSequenceTokens(const Job &job, std::int64_t images, std::int64_t width, std::int64_t height)
{
    if (images <= 0 || images > integerRange(JobField::ImagesPerRequest).maximum) {
        return 0;
    }
    return images * imageTokens(job.model, width, height).sequenceTokens;
}

void checkTraining(const Job &job, std::vector<JobIssue> &issues)
{
    const TrainingJob &t = job.training;
    const bool lora = t.method != TrainMethod::Full;
    checkIntegers({{JobField::ZeroStage, t.zeroStage},
                   {JobField::ContextLength, t.sequenceLength},
                   {JobField::MicroBatch, t.microBatch},
                   {JobField::GradientAccumulation, t.gradientAccumulation},
                   {JobField::TrainTokens, t.trainTokens},
                   {JobField::TensorParallel, t.tensorParallel},
                   {JobField::PipelineParallel, t.pipelineParallel},
                   {JobField::CheckpointsKept, t.checkpointsKept},
                   {JobField::CheckpointEvery, t.checkpointEvery},
                   {JobField::LossChunks, t.lossChunks}},
                  issues);
    checkNumbers({{JobField::MaxHours, t.maxHours}, {JobField::DatasetBytes, t.datasetBytes}}, issues);
    if (lora) {
        checkIntegers({{JobField::LoraRank, t.loraRank}}, issues);
        checkNumbers({{JobField::LoraDropout, t.loraDropout}}, issues);
    }

    if (t.precision == Precision::Int8 || t.precision == Precision::Int4 || t.precision == Precision::Nvfp4
        || t.precision == Precision::Mxfp4) {
        JobIssue issue{JobField::Precision, JobRule::NotTrainingPrecision};
        issue.precision = t.precision;
        issues.push_back(issue);
    }
    // ZeRO-Offload shards the optimizer state first (stage ≥ 1); ZeRO-Infinity also the parameters (stage 3).
    const int stageNeeded = t.offload == Offload::Optimizer ? 1 : t.offload == Offload::OptimizerAndParams ? 3 : 0;
    const bool stageOk = t.offload == Offload::Optimizer ? t.zeroStage >= 1 : t.zeroStage == stageNeeded;
    if (stageNeeded > 0 && !stageOk) {
        JobIssue issue{JobField::Offload, JobRule::OffloadNeedsZeroStage};
        issue.value = t.zeroStage;
        issue.limit = stageNeeded;
        issues.push_back(issue);
    }
    if (lora) {
        if (t.loraTargets.empty()) {
            issues.push_back({JobField::LoraTargets, JobRule::NoLoraTargets});
        }
        const std::vector<const char *> &known = loraTargetNames();
        for (std::size_t i = 0; i < t.loraTargets.size(); ++i) {
            const std::string &name = t.loraTargets[i];
            const bool isKnown = std::any_of(known.begin(), known.end(), [&](const char *k) { return name == k; });
            const auto earlier = t.loraTargets.begin() + std::ptrdiff_t(i);
            JobIssue issue{JobField::LoraTargets, JobRule::UnknownLoraTarget};
            issue.value = std::int64_t(i);
            if (!isKnown) {
                issues.push_back(issue);
            } else if (std::find(t.loraTargets.begin(), earlier, name) != earlier) {
                issue.rule = JobRule::DuplicateLoraTarget;
                issues.push_back(issue);
            }
        }
    }
    checkImages(job, t.imagesPerRequest, t.imageWidth, t.imageHeight, issues);
    // The images' tokens lengthen the sequence the model must take.
    const std::int64_t imageTokens = imageSequenceTokens(job, t.imagesPerRequest, t.imageWidth, t.imageHeight);
    checkAgainstModel(job, t.sequenceLength > kNoIntegerMaximum - imageTokens ? kNoIntegerMaximum : t.sequenceLength + imageTokens,
                      t.tensorParallel, issues);
}

void checkInference(const Job &job, std::vector<JobIssue> &issues)
{
    const InferenceJob &n = job.inference;
    checkIntegers({{JobField::ContextLength, n.contextLength},
                   {JobField::Concurrency, n.concurrency},
                   {JobField::PromptTokens, n.promptTokens},
                   {JobField::OutputTokens, n.outputTokens}},
                  issues);
    checkNumbers({{JobField::MinTokensPerSPerUser, n.minTokensPerSPerUser}, {JobField::MaxTtftS, n.maxTtftS}}, issues);
    checkIntegers({{JobField::TensorParallel, n.tensorParallel}}, issues);
    checkNumbers({{JobField::GpuMemoryUtilization, n.gpuMemoryUtilization}}, issues);
    checkIntegers({{JobField::BlockTokens, n.blockTokens}, {JobField::Int4GroupSize, n.int4GroupSize}}, issues);
    checkIntegers({{JobField::MaxNumBatchedTokens, n.maxNumBatchedTokens}, {JobField::MaxNumSeqs, n.maxNumSeqs}}, issues);
    checkExperts(job, issues);

    if (n.kvCache == Precision::Int4 || n.kvCache == Precision::Nvfp4 || n.kvCache == Precision::Mxfp4) {
        JobIssue issue{JobField::KvCache, JobRule::NotKvCacheFormat};
        issue.precision = n.kvCache;
        issues.push_back(issue);
    }
    // Saturating: absurd token counts must not overflow into a pass.
    const std::int64_t request = n.promptTokens > kNoIntegerMaximum - n.outputTokens ? kNoIntegerMaximum
                                                                                     : n.promptTokens + n.outputTokens;
    if (request > n.contextLength) {
        JobIssue issue{JobField::OutputTokens, JobRule::RequestExceedsContext};
        issue.value = n.promptTokens;
        issue.outputTokens = n.outputTokens;
        issue.limit = n.contextLength;
        issues.push_back(issue);
    }
    checkImages(job, n.imagesPerRequest, n.imageWidth, n.imageHeight, issues);
    const std::int64_t imageTokens = imageSequenceTokens(job, n.imagesPerRequest, n.imageWidth, n.imageHeight);
    checkAgainstModel(job, n.contextLength > kNoIntegerMaximum - imageTokens ? kNoIntegerMaximum : n.contextLength + imageTokens,
                      n.tensorParallel, issues);
}

} // namespace

std::vector<JobIssue> validateJob(const Job &job)
{
    std::vector<JobIssue> issues;
    if (job.modelRef.empty()) {
        issues.push_back({JobField::Model, JobRule::ModelMissing});
    }
    if (job.kind == JobKind::Training) {
        checkTraining(job, issues);
    } else {
        checkInference(job, issues);
    }
    return issues;
}

bool isIntegerField(JobField field)
{
    switch (field) {
    case JobField::MinTokensPerSPerUser:
    case JobField::MaxTtftS:
    case JobField::GpuMemoryUtilization:
    case JobField::MaxHours:
    case JobField::DatasetBytes:
    case JobField::LoraDropout:
        return false;
    default:
        return true;
    }
}

IntegerRange integerRange(JobField field)
{
    switch (field) {
    case JobField::ZeroStage:
        return {0, 3};
    case JobField::Concurrency:
        // One machine decodes a few thousand sequences at most (vLLM's max_num_seqs: 256 to
        // 1024); the ceiling leaves room to plan a crowd and say why no machine fits.
        return {1, kMaxConcurrency};
    case JobField::TrainTokens:
        // Above the largest published pre-training corpora (Qwen3: 36 T tokens); more is a unit
        // slip (tokens typed into a field of millions), not a run to size a workstation for.
        return {0, kMaxTrainTokens};
    case JobField::TensorParallel:
        return {0, 1024}; // 0 = the planner chooses
    case JobField::PipelineParallel:
        return {1, 1024};
    case JobField::LoraRank:
        return {1, 65536};
    case JobField::CheckpointsKept:
        return {0, 1000}; // 0: checkpoints go elsewhere (a cluster store)
    case JobField::CheckpointEvery:
        return {1, 1000}; // layers
    case JobField::LossChunks:
        return {1, 1 << 16};
    case JobField::BlockTokens:
    case JobField::Int4GroupSize:
        return {1, 1 << 20};
    case JobField::ImagesPerRequest:
        return {0, 1000};
    case JobField::GpuMoeLayers:
        return {0, 10000}; // layers
    case JobField::ImageResolution:
        return {1, 100000}; // pixels per side
    case JobField::MaxNumBatchedTokens:
    case JobField::MaxNumSeqs:
        return {0, 1 << 24}; // 0 = the engine's default
    default:
        return {1, kNoIntegerMaximum}; // counts: tokens, users, batches
    }
}

NumberRange numberRange(JobField field)
{
    if (field == JobField::GpuMemoryUtilization) {
        return {0, true, 1.0};
    }
    if (field == JobField::LoraDropout) {
        return {0, false, 0.9}; // a probability; PyTorch refuses 1
    }
    return {0, false, kNoNumberMaximum}; // targets and sizes: 0 = none / estimate
}

const std::vector<const char *> &loraTargetNames()
{
    static const std::vector<const char *> names{"q_proj",    "k_proj",  "v_proj",    "o_proj",
                                                 "gate_proj", "up_proj", "down_proj", "lm_head"};
    return names;
}

} // namespace rigplan
