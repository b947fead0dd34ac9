// SPDX-License-Identifier: GPL-3.0-or-later
// An infeasible plan: the closest build, the builds each check rejected, and the variations of
// the workload and the site that would work.

#include "plan/PlannerDetail.h"

#include <algorithm>
#include <limits>
#include <map>

namespace rigplan::planner {

namespace {

std::string regionOf(const std::string &outletId)
{
    const std::size_t dash = outletId.find('-');
    return dash == std::string::npos ? std::string() : outletId.substr(0, dash);
}

// The next larger circuit from the outlet table: the site's own region first (the same plug
// and voltage), else the smallest larger office/lab circuit; data-centre circuits are offered
// by the server-room change instead. nullptr when the site already has the largest.
const Outlet *largerCircuit(const Site &site, std::int64_t limitW)
{
    const std::string region = regionOf(site.outlet);
    const Outlet *sameRegion = nullptr;
    const Outlet *any = nullptr;
    for (const Outlet &o : outlets()) {
        if (o.continuousW <= limitW || regionOf(o.id) == "dc") {
            continue;
        }
        if (!region.empty() && regionOf(o.id) == region && (!sameRegion || o.continuousW < sameRegion->continuousW)) {
            sameRegion = &o;
        }
        if (!any || o.continuousW < any->continuousW) {
            any = &o;
        }
    }
    return sameRegion ? sameRegion : any;
}

} // namespace

void Planner::explainInfeasible()
{
    // Count what rejects builds (counted as they were evaluated), and name the closest one:
    // fewest failed checks, then the smallest shortfall of its first check, then the cheaper.
    const Candidate *closest = nullptr;
    for (const Candidate &c : candidates) {
        if (!closest || c.violations < closest->violations
            || (c.violations == closest->violations
                && (c.shortfall < closest->shortfall || (c.shortfall == closest->shortfall && cheaper(c, *closest))))) {
            closest = &c;
        }
    }
    if (!closest) {
        return; // no platform takes any GPU of the catalog: PlanResult::closest stays empty
    }
    result.closest.build = materialized(*closest);
    result.closest.build->rejection = Rejection::Checks;
    for (std::size_t check = 0; check < failuresPerCheck.size(); ++check) {
        if (failuresPerCheck[check] > 0) {
            result.rejectionsPerCheck.emplace_back(Check(check), failuresPerCheck[check]);
        }
    }
    std::vector<const Candidate *> sorted;
    sorted.reserve(candidates.size());
    for (const Candidate &c : candidates) {
        sorted.push_back(&c);
    }
    const std::size_t listed = std::min<std::size_t>(sorted.size(), 10);
    std::partial_sort(sorted.begin(), sorted.begin() + std::ptrdiff_t(listed), sorted.end(),
                      [&](const Candidate *a, const Candidate *b) {
                          if (a->violations != b->violations) {
                              return a->violations < b->violations;
                          }
                          return cheaper(*a, *b);
                      });
    for (std::size_t i = 0; i < listed; ++i) {
        Build r = materialized(*sorted[i]);
        r.rejection = Rejection::Checks;
        result.rejected.push_back(std::move(r));
    }
}

void Planner::suggest()
{
    PlanOptions quiet = opt;
    quiet.suggestions = false;
    // A job that fits on no GPU model even at the largest count a platform takes (the counts
    // run() asked the engine for) cannot be helped by changing another job, the budget or the
    // site: GPU memory is checked before anything else. Such variants are answered without
    // planning them again (with 1,000 jobs that is 2,000 plans saved).
    std::vector<bool> fitsSomewhere(workload.jobs.size(), false);
    for (const auto &[key, at] : cache) {
        for (std::size_t j = 0; j < at.jobs.size() && j < fitsSomewhere.size(); ++j) {
            fitsSomewhere[j] = fitsSomewhere[j] || at.jobs[j].fits;
        }
    }
    const auto blockingJob = [&](int variedJob) {
        for (std::size_t k = 0; k < fitsSomewhere.size(); ++k) {
            if (!fitsSomewhere[k] && int(k) != variedJob) {
                return int(k);
            }
        }
        return -1;
    };
    const auto tryVariant = [&](Suggestion s, const Workload &variant) {
        s.blockedBy = blockingJob(s.job);
        if (s.blockedBy >= 0) {
            result.suggestions.push_back(std::move(s));
            return;
        }
        Planner variantPlanner(variant, snap, quiet);
        variantPlanner.parentCache = &cache;
        variantPlanner.changedJob = s.job;
        variantPlanner.run();
        PlanResult r = std::move(variantPlanner.result);
        s.feasible = r.feasible;
        if (r.feasible) {
            s.entry = std::move(r.tiers.front().build);
        } else {
            s.stillFailing = std::move(r.closest);
        }
        result.suggestions.push_back(std::move(s));
    };

    for (std::size_t j = 0; j < workload.jobs.size(); ++j) {
        const Job &job = workload.jobs[j];
        Suggestion s;
        s.job = int(j);
        if (job.kind == JobKind::Inference) {
            for (Precision lower : {Precision::Fp8, Precision::Int4}) {
                if (lower == job.inference.weights
                    || (lower != Precision::Int4 && bytesPerElement(lower) >= bytesPerElement(job.inference.weights))) {
                    continue;
                }
                Workload w = workload;
                w.jobs[j].inference.weights = lower;
                s.change = Change::Weights;
                s.precision = lower;
                tryVariant(s, w);
            }
            continue;
        }
        if (job.training.activationCheckpointing != Recompute::Full) {
            Workload w = workload;
            w.jobs[j].training.activationCheckpointing = Recompute::Full;
            s.change = Change::FullRecompute;
            tryVariant(s, w);
        }
        if (job.training.method == TrainMethod::Full) {
            for (TrainMethod m : {TrainMethod::Lora, TrainMethod::Qlora}) {
                Workload w = workload;
                w.jobs[j].training.method = m;
                s.change = Change::Method;
                s.method = m;
                tryVariant(s, w);
            }
            if (job.training.offload == Offload::None) {
                Workload w = workload;
                w.jobs[j].training.offload = Offload::Optimizer;
                w.jobs[j].training.zeroStage = std::max(1, w.jobs[j].training.zeroStage);
                s.change = Change::OptimizerOffload;
                tryVariant(s, w);
            }
        }
    }
    if (workload.budget.set) {
        Workload w = workload;
        w.budget.set = false;
        Suggestion s;
        s.change = Change::LiftBudget;
        tryVariant(s, w);
    }
    if (workload.site.environment == "office") {
        Workload w = workload;
        w.site.environment = "server-room";
        Suggestion s;
        s.change = Change::ServerRoom;
        tryVariant(s, w);
    }
    if (outletLimit > 0) {
        if (const Outlet *larger = largerCircuit(workload.site, outletLimit)) {
            Workload w = workload;
            w.site.outlet = larger->id;
            w.site.outletW = 0;
            Suggestion s;
            s.change = Change::Circuit;
            s.outlet = larger->id;
            tryVariant(s, w);
        }
    }

    // Several nodes: the largest-memory GPU on the largest board, k nodes, ZeRO-3 or tp×pp.
    int biggest = -1;
    int perNode = 0;
    for (std::size_t pi = 0; pi < snap.platforms.size(); ++pi) {
        const PlatformSpec &p = snap.platforms[pi];
        for (std::size_t gi = 0; gi < snap.gpus.size(); ++gi) {
            const GpuSpec &g = snap.gpus[gi];
            if (!keep.gpus[gi] || !keep.platforms[pi]) {
                continue; // not offered in the site's country (or the same as a cheaper part)
            }
            const std::vector<int> counts = allowedCounts(p, g);
            if (counts.empty()) {
                continue;
            }
            const int n = *std::max_element(counts.begin(), counts.end());
            if (biggest < 0 || double(g.memoryBytes) * n > double(snap.gpus[std::size_t(biggest)].memoryBytes) * perNode) {
                biggest = int(gi);
                perNode = n;
            }
        }
    }
    if (biggest < 0) {
        return;
    }
    const GpuSpec &gpu = snap.gpus[std::size_t(biggest)];
    for (int nodes = 2; nodes <= 16; nodes *= 2) {
        bool allFit = true;
        for (const Job &job : workload.jobs) {
            if (job.kind == JobKind::Training) {
                TrainingJob t = job.training;
                t.zeroStage = 3;
                allFit = allFit && estimateTraining(job.model, t, gpu, Layout{perNode * nodes, 1, 1, 3}, opt.estimate).fits;
            } else {
                allFit = allFit
                    && estimateInference(job.model, job.inference, gpu, Layout{perNode * nodes, perNode, nodes, 0}, opt.estimate)
                           .fits;
            }
        }
        if (allFit) {
            Suggestion s;
            s.change = Change::Cluster;
            s.nodes = nodes;
            s.gpusPerNode = perNode;
            s.gpu = biggest;
            s.feasible = true;
            result.suggestions.push_back(std::move(s));
            break;
        }
    }
}

} // namespace rigplan::planner
