// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How many users a serving layout carries (docs/method.md, "Serving simulator"): the largest number whose
// figures still meet the job's targets, and where the layout's output stops growing with users.
// Both come from replays at other user counts of the same job on the same layout — nothing but
// estimateInference() asked again.

#include "estimate/Estimate.h"

#include <cstdint>

namespace rigplan {

struct ServingCapacity {
    // The most users (all replicas) whose median TTFT and per-user decode speed meet the job's
    // targets; -1 when the job sets none, 0 when not even one user meets them.
    std::int64_t maxUsersMeetingTargets = -1;
    // Saturation: the fewest users at which the layout gives 95 % of the most output tokens/s it
    // reached, that most, and the median TTFT there.
    std::int64_t saturationUsers = 0;
    double peakTokensPerS = 0;
    double ttftAtSaturationS = 0;
    // The KV cache, not the GPUs' speed, ended the search: more than `mostUsersThatFit` users do
    // not fit (peakTokensPerS is the most up to them).
    bool limitedByMemory = false;
    std::int64_t mostUsersThatFit = 0;
    std::int64_t replays = 0; // estimates asked for (cost)
};

// Users are searched by doubling from one, then bisection, up to kMaxReplayedUsers per replica;
// the targets' bound assumes fewer users never do worse than more (true of a closed loop but for
// the spread of a few requests). Only for a layout that fits the job as asked.
ServingCapacity servingCapacity(const ModelArch &model, const InferenceJob &job, const GpuSpec &gpu,
                                const Layout &layout, const EstimateOptions &options = {});

} // namespace rigplan
