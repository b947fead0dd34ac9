// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// `estimate`'s answer for a whole workload on `count` GPUs of one model: each job on the layout
// it asks for (layoutAsAsked), the smallest change that makes a job that does not fit fit, and
// how many users a fitting serving job's layout carries. One function for the one-file command
// and for every line of a batch, so both answer the same.

#include "estimate/ServingCapacity.h"
#include "plan/Plan.h"
#include "workload/Workload.h"

#include <optional>
#include <vector>

namespace rigplan {

struct WorkloadEstimate {
    std::vector<JobOutcome> outcomes; // one per job, in order
    std::vector<std::optional<EstimateSuggestion>> suggestions; // for the jobs that do not fit
    std::vector<std::optional<ServingCapacity>> capacities; // for the serving jobs that fit
    bool allFit = true;
};

WorkloadEstimate estimateWorkload(
    const Workload &workload, const GpuSpec &gpu, int count, const EstimateOptions &options);

} // namespace rigplan
