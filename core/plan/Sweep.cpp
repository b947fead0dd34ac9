// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/Sweep.h"

#include <algorithm>
#include <limits>

namespace rigplan {

namespace {

std::int64_t saturatingAdd(std::int64_t a, std::int64_t b)
{
    if (b > 0 && a > std::numeric_limits<std::int64_t>::max() - b) {
        return std::numeric_limits<std::int64_t>::max();
    }
    return a + b;
}

std::int64_t plannedValueOf(const Job &job, SweepAxis axis)
{
    if (axis == SweepAxis::Concurrency) {
        return job.inference.concurrency;
    }
    return job.kind == JobKind::Training ? job.training.sequenceLength : job.inference.contextLength;
}

} // namespace

Job jobAt(const Job &job, SweepAxis axis, std::int64_t value)
{
    Job at = job;
    if (axis == SweepAxis::Concurrency) {
        at.inference.concurrency = value;
    } else if (job.kind == JobKind::Training) {
        at.training.sequenceLength = value;
    } else {
        at.inference.contextLength = value;
    }
    return at;
}

MemoryBreakdown memoryAt(const Job &job, const GpuSpec &gpu, const Layout &layout, SweepAxis axis,
                         std::int64_t value, const EstimateOptions &options)
{
    // Only the swept field changes, so the estimator sees exactly what the planner saw at the
    // planned value.
    if (job.kind == JobKind::Training) {
        TrainingJob training = job.training;
        training.sequenceLength = value;
        return estimateTraining(job.model, training, gpu, layout, options).gpu;
    }
    InferenceJob inference = job.inference;
    if (axis == SweepAxis::Concurrency) {
        inference.concurrency = value;
    } else {
        inference.contextLength = value;
    }
    return estimateInference(job.model, inference, gpu, layout, options).gpu;
}

JobSweep sweepJob(const Job &job, const GpuSpec &gpu, const Layout &layout, SweepAxis axis,
                  const EstimateOptions &options, std::int64_t otherJobsBytes, std::int64_t sharedUsableBytes)
{
    JobSweep sweep;
    sweep.kind = job.kind;
    sweep.axis = axis;
    sweep.layout = layout;
    sweep.otherJobsBytes = std::max<std::int64_t>(0, otherJobsBytes);
    if (axis == SweepAxis::Concurrency && job.kind == JobKind::Training) {
        return sweep; // a training job has no users
    }
    sweep.plannedValue = std::max<std::int64_t>(1, plannedValueOf(job, axis));
    if (axis == SweepAxis::Concurrency) {
        sweep.limit = std::max(kMaxSweepConcurrency, sweep.plannedValue);
    } else {
        const std::int64_t modelMax = job.model.maxContext > 0 ? job.model.maxContext : kDefaultSweepContextLimit;
        sweep.limit = std::max(modelMax, sweep.plannedValue); // beyond the model's maximum on purpose (RoPE scaling)
    }

    const MemoryBreakdown planned = memoryAt(job, gpu, layout, axis, sweep.plannedValue, options);
    sweep.capacityBytes = planned.capacityBytes;
    sweep.usableBytes = sharedUsableBytes > 0 ? sharedUsableBytes : planned.usableBytes;
    const auto fits = [&](const MemoryBreakdown &m) {
        return sweep.capacityBytes > 0 && saturatingAdd(m.totalBytes, sweep.otherJobsBytes) <= sweep.usableBytes;
    };
    const auto fitsAt = [&](std::int64_t value) { return fits(memoryAt(job, gpu, layout, axis, value, options)); };

    // Memory grows monotonically with the value (KV cache, activations and logits are linear
    // in it, block rounding only steps up), so the last fitting value is found by bisection:
    // fitsAt(low) holds and fitsAt(high) does not.
    if (!fitsAt(1)) {
        sweep.runsOutAt = 0;
    } else if (fitsAt(sweep.limit)) {
        sweep.runsOutAt = sweep.limit;
    } else {
        std::int64_t low = 1;
        std::int64_t high = sweep.limit;
        while (high - low > 1) {
            const std::int64_t mid = low + (high - low) / 2;
            (fitsAt(mid) ? low : high) = mid;
        }
        sweep.runsOutAt = low;
    }

    std::vector<std::int64_t> values;
    if (axis == SweepAxis::Context) {
        for (std::int64_t v = kSweepGridStart; v < sweep.limit; v *= 2) {
            values.push_back(v);
        }
        values.push_back(sweep.limit);
    } else {
        // Far enough past the planned load and the point where memory runs out to show both.
        const std::int64_t reach = std::max(sweep.plannedValue, sweep.runsOutAt);
        const std::int64_t top = reach > sweep.limit / 2 ? sweep.limit : 2 * reach;
        for (std::int64_t v = 1; v <= top; v *= 2) {
            values.push_back(v);
        }
    }
    values.push_back(sweep.plannedValue);
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());

    sweep.points.reserve(values.size());
    for (std::int64_t v : values) {
        SweepPoint point;
        point.value = v;
        point.memory = v == sweep.plannedValue ? planned : memoryAt(job, gpu, layout, axis, v, options);
        point.fits = fits(point.memory);
        point.planned = v == sweep.plannedValue;
        sweep.points.push_back(point);
    }
    return sweep;
}

std::vector<JobSweep> sweepBuild(const Workload &workload, const CatalogSnapshot &snapshot, const Build &build,
                                 SweepAxis axis, const EstimateOptions &options)
{
    std::vector<JobSweep> sweeps;
    const std::vector<JobOutcome> &outcomes = build.jobOutcomes();
    if (build.gpu < 0 || std::size_t(build.gpu) >= snapshot.gpus.size() || outcomes.size() != workload.jobs.size()) {
        return sweeps;
    }
    const GpuSpec &gpu = snapshot.gpus[std::size_t(build.gpu)];

    for (std::size_t j = 0; j < workload.jobs.size(); ++j) {
        const Job &job = workload.jobs[j];
        if (axis == SweepAxis::Concurrency && job.kind != JobKind::Inference) {
            continue;
        }
        // Concurrent jobs run on GPUs of their own (the planner's split): no other job's memory is added.
        JobSweep sweep = sweepJob(job, gpu, outcomes[j].layout, axis, options, 0, 0);
        sweep.jobIndex = j;
        sweeps.push_back(std::move(sweep));
    }
    return sweeps;
}

} // namespace rigplan
