// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/LaunchKit.h"

#include "estimate/Estimate.h"
#include "plan/Outcome.h"
#include "plan/SoftwareFit.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace rigplan {

const char *kitFigureId(KitFigure figure)
{
    switch (figure) {
    case KitFigure::Model: return "model";
    case KitFigure::Engine: return "engine";
    case KitFigure::Weights: return "weights";
    case KitFigure::KvCache: return "kv_cache";
    case KitFigure::TensorParallel: return "tensor_parallel";
    case KitFigure::Context: return "context_length";
    case KitFigure::Users: return "users";
    case KitFigure::MemoryFraction: return "memory_fraction";
    case KitFigure::StepTokens: return "step_tokens";
    case KitFigure::StepSeqs: return "step_sequences";
    case KitFigure::ChunkedPrefill: return "chunked_prefill";
    case KitFigure::BlockTokens: return "block_tokens";
    case KitFigure::Port: return "port";
    case KitFigure::Prompt: return "prompt_tokens";
    case KitFigure::Output: return "output_tokens";
    case KitFigure::Requests: return "requests";
    case KitFigure::Gpus: return "gpus";
    case KitFigure::ZeroStage: return "zero_stage";
    case KitFigure::Offload: return "offload";
    case KitFigure::Precision: return "precision";
    case KitFigure::MicroBatch: return "micro_batch";
    case KitFigure::Accumulation: return "gradient_accumulation";
    case KitFigure::Checkpointing: return "activation_checkpointing";
    case KitFigure::LoraRank: return "lora_rank";
    case KitFigure::LoraTargets: return "lora_targets";
    case KitFigure::LoraDropout: return "lora_dropout";
    }
    return "";
}

const char *kitMetricId(KitMetric metric)
{
    switch (metric) {
    case KitMetric::OutputTokensPerS: return "output_tokens_per_s";
    case KitMetric::TokensPerSPerUser: return "tokens_per_s_per_user";
    case KitMetric::TtftP50S: return "ttft_p50_s";
    case KitMetric::TtftP90S: return "ttft_p90_s";
    case KitMetric::TrainingTokensPerS: return "training_tokens_per_s";
    case KitMetric::PeakMemoryBytes: return "peak_memory_bytes";
    }
    return "";
}

std::optional<KitFigure> kitFigureFromId(std::string_view id)
{
    return enumFromId(kKitFigures, kitFigureId, id);
}

std::optional<KitMetric> kitMetricFromId(std::string_view id)
{
    return enumFromId(kKitMetrics, kitMetricId, id);
}

const char *visibleDevicesVariable(const std::string &platform)
{
    if (platform == "rocm") {
        return "HIP_VISIBLE_DEVICES";
    }
    return platform == "gaudi" ? "HABANA_VISIBLE_DEVICES" : "CUDA_VISIBLE_DEVICES";
}

std::string huggingFaceRepo(const ModelArch &model)
{
    static const std::string prefix = "https://huggingface.co/";
    if (model.source.rfind(prefix, 0) != 0) {
        return {};
    }
    const std::string rest = model.source.substr(prefix.size());
    const std::size_t owner = rest.find('/');
    if (owner == std::string::npos || owner == 0) {
        return {};
    }
    const std::size_t name = rest.find('/', owner + 1);
    return rest.substr(0, name == std::string::npos ? rest.size() : name);
}

namespace {

std::string number(double value)
{
    return QString::number(value, 'g', 6).toStdString();
}

std::string integer(std::int64_t value)
{
    return std::to_string(value);
}

// The checkpoint to launch: the model's Hugging Face repository, else its catalog id (true:
// the client must name the checkpoint).
std::pair<std::string, bool> checkpointOf(const Job &job)
{
    const std::string repo = huggingFaceRepo(job.model);
    if (!repo.empty()) {
        return {repo, false};
    }
    return {job.model.id.empty() ? job.modelRef : job.model.id, true};
}

KitThreshold threshold(KitMetric metric, double planned, double tolerancePct, bool atLeast)
{
    const double share = tolerancePct / 100.0;
    return {metric, planned, tolerancePct, atLeast ? planned * std::max(0.0, 1.0 - share) : planned * (1.0 + share), atLeast};
}

// The engine option for the weights a bf16/fp16 checkpoint is served in: the 16-bit dtype, or
// the engine's dynamic FP8. Other quantised formats need a checkpoint already in them.
void addWeightOptions(std::vector<KitOption> &options, const Job &job, ServingEngine engine)
{
    const Precision w = job.inference.weights;
    const std::optional<Precision> checkpoint = checkpointWeights(job.model);
    if (w == Precision::Bf16 || w == Precision::Fp16) {
        const std::string dtype = w == Precision::Bf16 ? "bfloat16" : "float16";
        if (engine == ServingEngine::Vllm) {
            options.push_back({"--dtype", dtype, KitFigure::Weights});
        } else if (engine == ServingEngine::Sglang) {
            options.push_back({"--dtype", dtype, KitFigure::Weights});
        }
        return;
    }
    if (w == Precision::Fp8 && checkpoint != Precision::Fp8 && engine != ServingEngine::TensorRtLlm) {
        options.push_back({"--quantization", "fp8", KitFigure::Weights}); // dynamic FP8 of a 16-bit checkpoint
    }
}

// The format the checkpoint must already be in: every quantised format but the engines' own
// dynamic FP8 (vLLM and SGLang quantise a 16-bit checkpoint at load; TensorRT-LLM needs a
// ModelOpt checkpoint); none when the published checkpoint is in it already.
std::optional<Precision> quantizedCheckpointFor(const Job &job, ServingEngine engine)
{
    const Precision w = job.inference.weights;
    if (w == Precision::Bf16 || w == Precision::Fp16 || w == Precision::Fp32 || checkpointWeights(job.model) == w) {
        return std::nullopt;
    }
    if (w == Precision::Fp8 && engine != ServingEngine::TensorRtLlm) {
        return std::nullopt;
    }
    return w;
}

// Sequences per step: the engine cap the plan assumed, or the replica's users when fewer (a
// lower cap than the default changes nothing the plan counted: no step ever held more).
std::int64_t stepSeqs(const ServingProfile &profile, std::int64_t users)
{
    return profile.maxSeqs > 0 ? std::min(profile.maxSeqs, users) : users;
}

ServingKit servingKit(const Job &job, const JobOutcome &outcome, const GpuSpec &gpu, const EstimateOptions &options)
{
    const InferenceJob &inf = job.inference;
    const ServingProfile profile = servingProfile(inf, gpu, options);
    ServingKit kit;
    kit.engine = inf.engine;
    std::tie(kit.model, kit.modelFromCatalogId) = checkpointOf(job);
    const int tp = std::max(1, outcome.layout.tensorParallel);
    const int replicas = outcome.replicas();
    const std::int64_t users = std::max<std::int64_t>(1, inf.concurrency);
    kit.usersPerReplica = std::max<std::int64_t>(1, (users + replicas - 1) / replicas);
    const std::int64_t seqs = stepSeqs(profile, kit.usersPerReplica);
    const bool fp8Kv = inf.kvCache == Precision::Fp8;
    std::vector<KitOption> &s = kit.serve;
    switch (inf.engine) {
    case ServingEngine::Vllm:
        s.push_back({"--tensor-parallel-size", integer(tp), KitFigure::TensorParallel});
        s.push_back({"--max-model-len", integer(inf.contextLength), KitFigure::Context});
        s.push_back({"--max-num-seqs", integer(seqs), KitFigure::StepSeqs});
        s.push_back({"--max-num-batched-tokens", integer(profile.batchedTokens), KitFigure::StepTokens});
        s.push_back({"--gpu-memory-utilization", number(profile.memoryFraction), KitFigure::MemoryFraction});
        s.push_back({"--kv-cache-dtype", fp8Kv ? "fp8" : "auto", KitFigure::KvCache});
        s.push_back({"--block-size", integer(inf.blockTokens), KitFigure::BlockTokens});
        s.push_back({profile.chunkedPrefill ? "--enable-chunked-prefill" : "--no-enable-chunked-prefill", "",
                     KitFigure::ChunkedPrefill});
        break;
    case ServingEngine::Sglang:
        s.push_back({"--tp", integer(tp), KitFigure::TensorParallel});
        s.push_back({"--context-length", integer(inf.contextLength), KitFigure::Context});
        s.push_back({"--max-running-requests", integer(seqs), KitFigure::StepSeqs});
        s.push_back({"--chunked-prefill-size", profile.chunkedPrefill ? integer(profile.batchedTokens) : "-1",
                     KitFigure::StepTokens});
        s.push_back({"--mem-fraction-static", number(profile.memoryFraction), KitFigure::MemoryFraction});
        s.push_back({"--kv-cache-dtype", fp8Kv ? "fp8_e4m3" : "auto", KitFigure::KvCache});
        s.push_back({"--page-size", integer(inf.blockTokens), KitFigure::BlockTokens});
        break;
    case ServingEngine::TensorRtLlm:
        s.push_back({"--tp_size", integer(tp), KitFigure::TensorParallel});
        s.push_back({"--max_seq_len", integer(inf.contextLength), KitFigure::Context});
        s.push_back({"--max_batch_size", integer(seqs), KitFigure::StepSeqs});
        s.push_back({"--max_num_tokens", integer(profile.batchedTokens), KitFigure::StepTokens});
        s.push_back({"--kv_cache_free_gpu_memory_fraction", number(profile.memoryFraction), KitFigure::MemoryFraction});
        kit.engineConfig.push_back({"enable_chunked_prefill", profile.chunkedPrefill ? "true" : "false", KitFigure::ChunkedPrefill});
        kit.engineConfig.push_back({"kv_cache_config.dtype", fp8Kv ? "fp8" : "auto", KitFigure::KvCache});
        break;
    }
    addWeightOptions(s, job, inf.engine);
    kit.quantizedCheckpoint = quantizedCheckpointFor(job, inf.engine);
    for (int r = 0; r < replicas; ++r) {
        KitReplica replica;
        replica.port = 8000 + r;
        for (int g = 0; g < tp; ++g) {
            replica.gpus.push_back(outcome.firstGpu + r * tp + g);
        }
        kit.replicas.push_back(std::move(replica));
    }
    // The benchmark replays what the plan's simulator replayed on one replica: its users as a
    // closed loop, a warm-up request each, then 16 more than one per user (Inference.cpp).
    const std::int64_t u = kit.usersPerReplica;
    std::vector<KitOption> &b = kit.bench;
    b.push_back({"--backend", inf.engine == ServingEngine::Vllm ? "vllm" : "openai", KitFigure::Engine});
    b.push_back({"--model", kit.model, KitFigure::Model});
    b.push_back({"--dataset-name", "random", KitFigure::Prompt});
    b.push_back({"--random-input-len", integer(inf.promptTokens), KitFigure::Prompt});
    b.push_back({"--random-output-len", integer(inf.outputTokens), KitFigure::Output});
    b.push_back({"--random-range-ratio", "0", KitFigure::Prompt});
    b.push_back({"--ignore-eos", "", KitFigure::Output});
    b.push_back({"--max-concurrency", integer(u), KitFigure::Users});
    b.push_back({"--num-warmups", integer(u), KitFigure::Requests});
    b.push_back({"--num-prompts", integer(u + kMinReplayedRequests), KitFigure::Requests});
    b.push_back({"--percentile-metrics", "ttft,tpot,itl", KitFigure::Requests});
    b.push_back({"--metric-percentiles", "50,90", KitFigure::Requests});

    const ValidatedAccuracy accuracy = validatedAccuracy();
    const InferenceEstimate &e = outcome.inference;
    kit.thresholds.push_back(threshold(KitMetric::OutputTokensPerS, e.aggregateTokensPerS / replicas, accuracy.throughputPct, true));
    kit.thresholds.push_back(threshold(KitMetric::TokensPerSPerUser, e.decodeTokensPerSPerUser, accuracy.itlPct, true));
    kit.thresholds.push_back(threshold(KitMetric::TtftP50S, e.ttftS, accuracy.ttftPct, false));
    kit.thresholds.push_back(threshold(KitMetric::TtftP90S, e.ttftP90S, accuracy.ttftPct, false));
    return kit;
}

const char *precisionKey(Precision p)
{
    return p == Precision::Fp16 ? "fp16" : "bf16";
}

// The data-parallel ranks of a training layout: its GPUs over tensor × pipeline parallel.
int dataParallelOf(const Layout &layout)
{
    return std::max(1, layout.gpus / std::max(1, layout.tensorParallel * layout.pipelineParallel));
}

void addDeepSpeedConfig(TrainingKit &kit, const TrainingJob &t, const Layout &layout)
{
    std::vector<KitOption> &d = kit.deepSpeed;
    const int dataParallel = dataParallelOf(layout);
    d.push_back({"train_micro_batch_size_per_gpu", integer(t.microBatch), KitFigure::MicroBatch});
    d.push_back({"gradient_accumulation_steps", integer(t.gradientAccumulation), KitFigure::Accumulation});
    d.push_back({"train_batch_size", integer(t.microBatch * t.gradientAccumulation * dataParallel), KitFigure::Accumulation});
    d.push_back({std::string(precisionKey(t.precision)) + ".enabled", "true", KitFigure::Precision});
    d.push_back({"zero_optimization.stage", integer(layout.zeroStage), KitFigure::ZeroStage});
    const std::string device = t.offloadTarget == OffloadTarget::Nvme ? "nvme" : "cpu";
    if (t.offload != Offload::None) {
        d.push_back({"zero_optimization.offload_optimizer.device", device, KitFigure::Offload});
    }
    if (t.offload == Offload::OptimizerAndParams) {
        d.push_back({"zero_optimization.offload_param.device", device, KitFigure::Offload});
    }
}

void addLauncher(TrainingKit &kit, const TrainingJob &t, const Layout &layout, int jobNumber)
{
    std::vector<KitOption> &l = kit.launch;
    const std::string gpus = integer(layout.gpus);
    switch (t.framework) {
    case TrainingFramework::DeepSpeed:
        l.push_back({"--num_gpus", gpus, KitFigure::Gpus});
        l.push_back({"--deepspeed", "ds_config-" + std::to_string(jobNumber) + ".json", KitFigure::ZeroStage});
        break;
    case TrainingFramework::Fsdp:
    case TrainingFramework::HfTrainer: {
        l.push_back({"--num_processes", gpus, KitFigure::Gpus});
        l.push_back({"--mixed_precision", precisionKey(t.precision), KitFigure::Precision});
        if (t.framework == TrainingFramework::Fsdp && layout.gpus > 1) {
            l.push_back({"--use_fsdp", "", KitFigure::ZeroStage});
            const char *strategy = layout.zeroStage >= 3 ? "FULL_SHARD" : layout.zeroStage == 2 ? "SHARD_GRAD_OP" : "NO_SHARD";
            l.push_back({"--fsdp_sharding_strategy", strategy, KitFigure::ZeroStage});
            if (t.offload != Offload::None) {
                l.push_back({"--fsdp_offload_params", "true", KitFigure::Offload});
            }
        }
        l.push_back({"--gradient_accumulation_steps", integer(t.gradientAccumulation), KitFigure::Accumulation});
        break;
    }
    case TrainingFramework::Megatron:
        l.push_back({"--nproc_per_node", gpus, KitFigure::Gpus});
        l.push_back({"--tensor-model-parallel-size", integer(layout.tensorParallel), KitFigure::TensorParallel});
        l.push_back({"--pipeline-model-parallel-size", integer(layout.pipelineParallel), KitFigure::TensorParallel});
        l.push_back({"--micro-batch-size", integer(t.microBatch), KitFigure::MicroBatch});
        l.push_back({"--seq-length", integer(t.sequenceLength), KitFigure::Context});
        l.push_back({t.precision == Precision::Fp16 ? "--fp16" : "--bf16", "", KitFigure::Precision});
        if (t.activationCheckpointing != Recompute::None) {
            l.push_back({"--recompute-granularity", t.activationCheckpointing == Recompute::Full ? "full" : "selective",
                         KitFigure::Checkpointing});
        }
        break;
    }
}

void addLora(TrainingKit &kit, const TrainingJob &t)
{
    if (t.method == TrainMethod::Full) {
        return;
    }
    std::string targets;
    for (const std::string &target : t.loraTargets) {
        targets += (targets.empty() ? "" : ",") + target;
    }
    kit.lora.push_back({"r", integer(t.loraRank), KitFigure::LoraRank});
    kit.lora.push_back({"target_modules", targets, KitFigure::LoraTargets});
    kit.lora.push_back({"lora_dropout", number(t.loraDropout), KitFigure::LoraDropout});
    if (t.method == TrainMethod::Qlora) {
        kit.lora.push_back({"load_in_4bit", "true", KitFigure::Weights});
        kit.lora.push_back({"bnb_4bit_quant_type", "nf4", KitFigure::Weights});
    }
}

TrainingKit trainingKit(const Job &job, const JobOutcome &outcome, int jobNumber)
{
    const TrainingJob &t = job.training;
    TrainingKit kit;
    kit.framework = t.framework;
    std::tie(kit.model, kit.modelFromCatalogId) = checkpointOf(job);
    addLauncher(kit, t, outcome.layout, jobNumber);
    if (t.framework == TrainingFramework::DeepSpeed) {
        addDeepSpeedConfig(kit, t, outcome.layout);
    }
    addLora(kit, t);
    kit.tokensPerStep = std::int64_t(t.microBatch) * t.gradientAccumulation * dataParallelOf(outcome.layout) * t.sequenceLength;
    const ValidatedAccuracy accuracy = validatedAccuracy();
    kit.thresholds.push_back(threshold(KitMetric::TrainingTokensPerS, outcome.training.tokensPerS, accuracy.trainingSpeedPct, true));
    kit.thresholds.push_back(threshold(KitMetric::PeakMemoryBytes, double(outcome.training.gpu.totalBytes), accuracy.memoryPct, false));
    return kit;
}

} // namespace

Result<LaunchKit> launchKit(const PlanOutcome &outcome, TierKind tier)
{
    const auto found = std::find_if(outcome.plan.tiers.begin(), outcome.plan.tiers.end(),
                                    [&](const Tier &t) { return t.kind == tier; });
    if (!outcome.plan.feasible || found == outcome.plan.tiers.end()) {
        //: %1 = the tier's id (entry, mainstream, high)
        return Diagnostic::badInput(QString(), QCoreApplication::translate("rigplan::LaunchKit", "the plan has no %1 tier: no build satisfies the workload")
                                                   .arg(QLatin1String(tierId(tier))));
    }
    const Build &build = found->build;
    const CatalogSnapshot &snap = outcome.snapshot();
    const GpuSpec &gpu = snap.gpus[std::size_t(build.gpu)];
    LaunchKit kit;
    kit.tier = tier;
    kit.gpuName = gpu.name;
    kit.gpuCount = build.gpuCount;
    const SoftwareStack stack = tierSoftware(outcome.plan, outcome.workload.jobs, snap, *found);
    if (const GpuArchitectureSpec *arch = stack.architecture) {
        kit.software = {arch->platform,   arch->stackDriverLinux, arch->stackToolkit, arch->stackWheel,
                        arch->stackMinPytorch, arch->container, {}};
    }
    for (const FrameworkUse &use : stack.frameworks) {
        kit.software.frameworks.push_back({frameworkName(use.framework), use.minVersion, use.maxVersion});
    }
    for (std::size_t i = 0; i < outcome.workload.jobs.size() && i < build.jobs.size(); ++i) {
        const Job &job = outcome.workload.jobs[i];
        JobKit jobKit;
        jobKit.job = int(i);
        if (job.kind == JobKind::Inference) {
            jobKit.serving = servingKit(job, build.jobs[i], gpu, outcome.options.estimate);
        } else {
            jobKit.training = trainingKit(job, build.jobs[i], int(i) + 1);
        }
        kit.jobs.push_back(std::move(jobKit));
    }
    return kit;
}

} // namespace rigplan
