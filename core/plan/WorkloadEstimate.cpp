// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/WorkloadEstimate.h"

namespace rigplan {

WorkloadEstimate estimateWorkload(
    const Workload &workload, const GpuSpec &gpu, int count, const EstimateOptions &options)
{
    WorkloadEstimate out;
    // The question asked: each job on the layout and ZeRO stage it gives (the planner raises ZeRO
    // on its own; estimate does not), and for a job that does not fit the smallest change that does.
    for (const Job &job : workload.jobs) {
        const JobOutcome &o = out.outcomes.emplace_back(layoutAsAsked(job, gpu, count, options));
        out.suggestions.push_back(o.fits ? std::nullopt : smallestFittingChange(job, gpu, count, options));
        out.capacities.push_back(o.fits && o.kind == JobKind::Inference
                ? std::optional(servingCapacity(job.model, job.inference, gpu, o.layout, options))
                : std::nullopt);
        out.allFit = out.allFit && o.fits;
    }
    return out;
}

} // namespace rigplan
