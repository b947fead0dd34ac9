// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// "Where does each build run out?" For one planned build, the per-GPU memory of each job as a
// function of the context length (serving: InferenceJob::contextLength; training: the
// sequence length) or of the number of concurrent users (serving only), re-estimated by the
// engine on the job's layout as planned (JobOutcome::layout) with the planner's options, so the
// point at the planned value is the planner's own figure.
//
// Pure functions over plain structs (no Qt objects): the charts and the report draw from it.

#include "catalog/Parts.h"
#include "estimate/Estimate.h"
#include "plan/Plan.h"
#include "workload/Workload.h"

#include <cstdint>
#include <vector>

namespace rigplan {

enum class SweepAxis {
    Context,     // serving: context length per sequence; training: sequence length (tokens)
    Concurrency, // serving only: sequences decoded at once (users)
};

struct SweepPoint {
    std::int64_t value = 0;  // tokens (Context) or users (Concurrency)
    MemoryBreakdown memory;  // per GPU, this job alone
    bool fits = false;       // memory.totalBytes + JobSweep::otherJobsBytes <= JobSweep::usableBytes
    bool planned = false;    // value is the job's planned value
};

struct JobSweep {
    std::size_t jobIndex = 0; // into Workload::jobs
    JobKind kind = JobKind::Inference;
    SweepAxis axis = SweepAxis::Context;
    Layout layout;            // as planned
    std::int64_t plannedValue = 0;
    // Largest value swept and searched: the model's maximum context (or the planned value when
    // the job goes beyond it on purpose); for concurrency kMaxSweepConcurrency.
    std::int64_t limit = 0;
    // Workloads with "concurrent": true share each GPU between the jobs: the other jobs' planned
    // per-GPU totals, held constant while this job's value changes. 0 otherwise.
    std::int64_t otherJobsBytes = 0;
    std::int64_t capacityBytes = 0; // per GPU (GpuSpec::memoryBytes)
    std::int64_t usableBytes = 0;   // per GPU: training the capacity, serving × gpu_memory_utilization;
                                    // concurrent jobs: the smallest of the jobs'
    std::vector<SweepPoint> points; // ascending by value, no duplicates
    // The largest value in [1, limit] that still fits (binary search; memory is monotone in the
    // value): "where the build runs out". 0 when not even 1 fits; == limit when it fits up to the limit.
    std::int64_t runsOutAt = 0;
    bool fitsToLimit() const { return runsOutAt >= limit; }
};

inline constexpr std::int64_t kSweepGridStart = 512;              // first context of the grid
inline constexpr std::int64_t kMaxSweepConcurrency = 1 << 24;     // search bound for users
inline constexpr std::int64_t kDefaultSweepContextLimit = 131072; // models without max_position_embeddings

// The job with `axis` set to `value` (context or sequence length, or users); the rest as given.
Job jobAt(const Job &job, SweepAxis axis, std::int64_t value);
// Per-GPU memory of `job` at `value` on `layout` (one estimator call).
MemoryBreakdown memoryAt(const Job &job, const GpuSpec &gpu, const Layout &layout, SweepAxis axis,
                         std::int64_t value, const EstimateOptions &options = {});

// Sweep of one job on `layout`. Grid: Context — powers of two from kSweepGridStart up to the
// limit, plus the limit and the planned value; Concurrency — powers of two from 1 up to twice
// the larger of the planned value and the runs-out value (at most the limit), plus the planned
// value. Concurrency on a training job gives an empty sweep (no points, runsOutAt 0).
// `otherJobsBytes` and `sharedUsableBytes` (0 = the job's own usable memory) describe GPUs
// shared with concurrent jobs.
JobSweep sweepJob(const Job &job, const GpuSpec &gpu, const Layout &layout, SweepAxis axis,
                  const EstimateOptions &options = {}, std::int64_t otherJobsBytes = 0,
                  std::int64_t sharedUsableBytes = 0);

// One sweep per job of `workload` on a planned build (its GPU from `snapshot`, each job's
// layout from build.jobOutcomes()), in job order; for Concurrency only the serving jobs.
// Empty when the build has no GPU or no job outcomes.
std::vector<JobSweep> sweepBuild(const Workload &workload, const CatalogSnapshot &snapshot, const Build &build,
                                 SweepAxis axis, const EstimateOptions &options = {});

} // namespace rigplan
