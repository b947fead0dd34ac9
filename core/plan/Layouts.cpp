// SPDX-License-Identifier: GPL-3.0-or-later
// The best parallel layout of one job on n GPUs of one model.

#include "plan/PlannerDetail.h"

#include <algorithm>

namespace rigplan::planner {

// Training: the job's tp × pp, data parallel over the rest; the ZeRO stage is raised from the
// job's until the job fits (sharding needs more than one data-parallel rank).
JobOutcome trainingLayout(const Job &job, const GpuSpec &gpu, int count, const EstimateOptions &options)
{
    JobOutcome out;
    out.kind = job.kind;
    out.gpuCount = count;
    const TrainingJob &t = job.training;
    const int tp = std::max(1, t.tensorParallel);
    const int pp = std::max(1, t.pipelineParallel);
    const int dp = std::max(1, count / (tp * pp));
    const int first = std::clamp(t.zeroStage, 0, 3);
    const int last = dp > 1 ? 3 : first;
    out.requestedZeroStage = first;
    for (int stage = first; stage <= last; ++stage) {
        const Layout layout{count, tp, pp, stage};
        TrainingEstimate e = estimateTraining(job.model, t, gpu, layout, options);
        if (e.fits || stage == last) {
            out.layout = layout;
            out.training = e;
            out.fits = e.fits;
            break;
        }
    }
    const MemoryBreakdown &m = out.training.gpu;
    out.headroom = m.usableBytes > 0 ? double(m.usableBytes - m.totalBytes) / double(m.usableBytes) : -1.0;
    if (t.maxHours > 0 && out.training.hours > t.maxHours) {
        out.targetsMet = false;
        out.gaps.push_back({Target::TrainingHours, out.training.hours, t.maxHours});
    }
    return out;
}

namespace {

// Tensor-parallel degrees a serving engine can shard this model by: powers of two that divide
// the KV heads and the attention heads (vLLM and TensorRT-LLM split the heads evenly over the
// ranks; GPU counts of NVLink/NVSwitch groups are powers of two). Heads unknown: any power of two.
bool shardsEvenly(const ModelArch &m, int t)
{
    if (t < 1 || (t & (t - 1)) != 0) {
        return false;
    }
    const std::int64_t kv = m.kvHeads > 0 ? m.kvHeads : m.heads;
    return (kv <= 0 || kv % t == 0) && (m.heads <= 0 || m.heads % t == 0);
}

} // namespace

// Serving: each tensor-parallel degree that shards the model evenly, with as many replicas as
// the GPUs hold but never more than the users (a replica without a user's batch serves no one;
// the GPUs left over stay idle: 3 GPUs for one user are tp 2 on 2 of them). Of those, the first
// that fits and meets the targets; then, with no more users than GPUs, the lowest latency (most
// tokens/s per user), else the highest aggregate tokens/s; when nothing fits, the smallest
// per-GPU memory.
JobOutcome inferenceLayout(const Job &job, const GpuSpec &gpu, int count, const EstimateOptions &options)
{
    JobOutcome out;
    out.kind = job.kind;
    out.gpuCount = count;
    const InferenceJob &inf = job.inference;
    const std::int64_t users = std::max<std::int64_t>(1, inf.concurrency);
    const bool fewUsers = users <= count;
    bool have = false;
    bool haveMeets = false;
    const auto consider = [&](int t) {
        const std::int64_t replicas = std::clamp<std::int64_t>(count / t, 1, users);
        const Layout layout{t <= count ? int(replicas) * t : count, t, 1, 0};
        InferenceEstimate e = estimateInference(job.model, inf, gpu, layout, options);
        const bool meets = meetsServingTargets(inf, e);
        bool better = !have;
        if (have) {
            if (e.fits != out.fits) {
                better = e.fits;
            } else if (meets != haveMeets) {
                better = meets;
            } else if (e.fits && fewUsers) {
                better = e.decodeTokensPerSPerUser > out.inference.decodeTokensPerSPerUser * (1 + 1e-9);
            } else if (e.fits) {
                better = e.aggregateTokensPerS > out.inference.aggregateTokensPerS * (1 + 1e-9);
            } else {
                better = e.gpu.totalBytes < out.inference.gpu.totalBytes;
            }
        }
        if (better) {
            have = true;
            haveMeets = meets;
            out.layout = layout;
            out.inference = e;
            out.fits = e.fits;
        }
    };
    if (inf.tensorParallel > 0) {
        consider(inf.tensorParallel);
    } else {
        for (int t = 1; t <= count; t *= 2) {
            if (shardsEvenly(job.model, t)) {
                consider(t);
            }
        }
    }
    judgeServing(inf, out);
    return out;
}

// A serving outcome's headroom and the targets it misses.
void judgeServing(const InferenceJob &inf, JobOutcome &out)
{
    const MemoryBreakdown &m = out.inference.gpu;
    out.headroom = m.usableBytes > 0 ? double(m.usableBytes - m.totalBytes) / double(m.usableBytes) : -1.0;
    out.targetsMet = true;
    out.gaps.clear();
    if (inf.minTokensPerSPerUser > 0 && out.inference.decodeTokensPerSPerUser < inf.minTokensPerSPerUser) {
        out.targetsMet = false;
        out.gaps.push_back({Target::TokensPerUser, out.inference.decodeTokensPerSPerUser, inf.minTokensPerSPerUser});
    }
    if (inf.maxTtftS > 0 && out.inference.ttftS > inf.maxTtftS) {
        out.targetsMet = false;
        out.gaps.push_back({Target::TimeToFirstToken, out.inference.ttftS, inf.maxTtftS});
    }
}

bool onHost(const Job &job, const GpuSpec &gpu, double hostBps, const EstimateOptions &options, JobOutcome &out)
{
    if (job.kind != JobKind::Inference || out.inference.terms.hostExpertBytes <= 0 || hostBps <= 0)
        return false;
    out.layout.hostMemoryBps = hostBps;
    out.inference = estimateInference(job.model, job.inference, gpu, out.layout, options);
    out.fits = out.inference.fits;
    judgeServing(job.inference, out);
    return true;
}

} // namespace rigplan::planner

namespace rigplan {

JobOutcome bestLayout(const Job &job, const GpuSpec &gpu, int count, const EstimateOptions &options)
{
    return job.kind == JobKind::Training ? planner::trainingLayout(job, gpu, count, options)
                                         : planner::inferenceLayout(job, gpu, count, options);
}

} // namespace rigplan

namespace rigplan {

JobOutcome layoutAsAsked(const Job &job, const GpuSpec &gpu, int count, const EstimateOptions &options)
{
    if (job.kind == JobKind::Inference) {
        return planner::inferenceLayout(job, gpu, count, options);
    }
    JobOutcome out;
    out.kind = job.kind;
    out.gpuCount = count;
    const TrainingJob &t = job.training;
    out.layout = Layout::forTraining(t, count);
    out.requestedZeroStage = out.layout.zeroStage;
    out.training = estimateTraining(job.model, t, gpu, out.layout, options);
    out.fits = out.training.fits;
    const MemoryBreakdown &m = out.training.gpu;
    out.headroom = m.usableBytes > 0 ? double(m.usableBytes - m.totalBytes) / double(m.usableBytes) : -1.0;
    if (t.maxHours > 0 && out.training.hours > t.maxHours) {
        out.targetsMet = false;
        out.gaps.push_back({Target::TrainingHours, out.training.hours, t.maxHours});
    }
    return out;
}

const char *estimateChangeId(EstimateChange::Kind kind)
{
    switch (kind) {
    case EstimateChange::Kind::ZeroStage: return "zero_stage";
    case EstimateChange::Kind::FullRecompute: return "activation_checkpointing";
    case EstimateChange::Kind::OptimizerOffload: return "offload";
    case EstimateChange::Kind::KvCacheFp8: return "kv_cache";
    case EstimateChange::Kind::WeightsFp8: return "weights";
    case EstimateChange::Kind::MoreGpus: return "gpus";
    }
    return "gpus";
}

namespace {

// Applies one change to a job; false when it does not apply (already so, or not possible).
bool applyChange(Job &job, int &gpus, const EstimateChange &c)
{
    TrainingJob &t = job.training;
    InferenceJob &n = job.inference;
    switch (c.kind) {
    case EstimateChange::Kind::ZeroStage:
        if (job.kind != JobKind::Training || c.value <= t.zeroStage) return false;
        t.zeroStage = c.value;
        return true;
    case EstimateChange::Kind::FullRecompute:
        if (job.kind != JobKind::Training || t.activationCheckpointing == Recompute::Full) return false;
        t.activationCheckpointing = Recompute::Full;
        return true;
    case EstimateChange::Kind::OptimizerOffload:
        if (job.kind != JobKind::Training || t.offload != Offload::None || t.method != TrainMethod::Full) return false;
        t.offload = Offload::Optimizer;
        t.zeroStage = std::max(1, t.zeroStage);
        return true;
    case EstimateChange::Kind::KvCacheFp8:
        if (job.kind != JobKind::Inference || bytesPerElement(n.kvCache) <= 1) return false;
        n.kvCache = Precision::Fp8;
        return true;
    case EstimateChange::Kind::WeightsFp8:
        if (job.kind != JobKind::Inference || bytesPerElement(n.weights) <= 1) return false;
        n.weights = Precision::Fp8;
        return true;
    case EstimateChange::Kind::MoreGpus:
        if (c.value <= gpus) return false;
        if (job.kind == JobKind::Inference && n.tensorParallel > 0) {
            n.tensorParallel = std::min(c.value, n.tensorParallel * (c.value / std::max(1, gpus)));
        }
        gpus = c.value;
        return true;
    }
    return false;
}

} // namespace

std::optional<EstimateSuggestion> smallestFittingChange(const Job &job, const GpuSpec &gpu, int count,
                                                        const EstimateOptions &options)
{
    using K = EstimateChange::Kind;
    std::vector<EstimateChange> candidates;
    if (job.kind == JobKind::Training) {
        const TrainingJob &t = job.training;
        const int mp = std::max(1, t.tensorParallel) * std::max(1, t.pipelineParallel);
        if (count / mp > 1) { // ZeRO shards over data-parallel ranks only
            for (int stage = std::clamp(t.zeroStage, 0, 3) + 1; stage <= 3; ++stage) {
                candidates.push_back({K::ZeroStage, stage});
            }
        }
        candidates.push_back({K::FullRecompute, 0});
        candidates.push_back({K::OptimizerOffload, 0});
    } else {
        candidates.push_back({K::KvCacheFp8, 0});
        candidates.push_back({K::WeightsFp8, 0});
    }
    const auto tryChanges = [&](const std::vector<EstimateChange> &changes) -> std::optional<EstimateSuggestion> {
        Job changed = job;
        int gpus = std::max(1, count);
        for (const EstimateChange &c : changes) {
            if (!applyChange(changed, gpus, c)) {
                return std::nullopt;
            }
        }
        JobOutcome o = layoutAsAsked(changed, gpu, gpus, options);
        if (!o.fits) {
            return std::nullopt;
        }
        return EstimateSuggestion{changes, gpus, std::move(o)};
    };
    // One change: the first that fits in the order above, then more GPUs.
    for (const EstimateChange &c : candidates) {
        if (auto s = tryChanges({c})) {
            return s;
        }
    }
    for (int gpus = std::max(1, count) * 2; gpus <= 1024; gpus *= 2) {
        if (auto s = tryChanges({{K::MoreGpus, gpus}})) {
            return s;
        }
    }
    // The changes accumulated (the highest ZeRO stage of the list), then with more GPUs.
    std::vector<EstimateChange> all;
    for (const EstimateChange &c : candidates) {
        if (c.kind == K::ZeroStage && !all.empty() && all.back().kind == K::ZeroStage) {
            all.back() = c;
        } else {
            all.push_back(c);
        }
        if (all.size() > 1) {
            if (auto s = tryChanges(all)) {
                return s;
            }
        }
    }
    for (int gpus = std::max(1, count) * 2; gpus <= 1024; gpus *= 2) {
        std::vector<EstimateChange> more = all;
        more.push_back({K::MoreGpus, gpus});
        if (auto s = tryChanges(more)) {
            return s;
        }
    }
    return std::nullopt;
}

} // namespace rigplan
