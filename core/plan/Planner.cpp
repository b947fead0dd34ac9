// SPDX-License-Identifier: GPL-3.0-or-later
// The run from a workload to a PlanResult; the phases are in the files PlannerDetail.h lists.

#include "plan/PlannerDetail.h"

#include "util/Tr.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace rigplan {

namespace planner {

namespace {

double geometricMeanScore(const std::vector<JobOutcome> &jobs, const std::vector<double> &best)
{
    double logSum = 0;
    int counted = 0;
    for (std::size_t j = 0; j < jobs.size(); ++j) {
        if (best[j] <= 0) {
            continue;
        }
        const double ratio = std::max(jobs[j].speed(), 1e-12) / best[j];
        logSum += std::log(ratio);
        ++counted;
    }
    return counted > 0 ? std::exp(logSum / counted) : 0.0;
}

} // namespace

// Concurrent jobs run side by side, each on its own contiguous range of the build's GPUs (no
// two jobs share a GPU's memory). Every split of `count` into one positive part per job, in
// job order, is tried; kept: the split where the most jobs fit, then the most meet their
// targets, then the highest speed score (sum of log speed: the order of the relative score),
// then the most headroom; among splits where some job does not fit, the smallest overshoot.
// A job's layout on m GPUs is estimated once per m.
void Planner::splitConcurrent(JobsAtCount &at)
{
    const GpuSpec &g = snap.gpus[std::size_t(at.gpu)];
    const int count = at.count;
    const int jobs = int(workload.jobs.size());
    if (jobs > count) {
        // One GPU at least per job: there are not enough. Each job is shown on one GPU.
        for (int j = 0; j < jobs; ++j) {
            at.jobs.push_back(bestLayout(workload.jobs[std::size_t(j)], g, 1, opt.estimate));
            result.estimates += 1;
            at.jobs.back().firstGpu = std::min(j, count);
            at.jobs.back().gpuCount = j < count ? 1 : 0;
        }
        at.fits = false;
        at.misfit = Rule::TooFewGpusForJobs;
        return;
    }
    const int widest = count - jobs + 1; // the most GPUs one job can get
    std::vector<std::vector<std::optional<JobOutcome>>> memo(std::size_t(jobs),
                                                             std::vector<std::optional<JobOutcome>>(std::size_t(widest) + 1));
    const auto outcome = [&](int j, int m) -> const JobOutcome & {
        std::optional<JobOutcome> &slot = memo[std::size_t(j)][std::size_t(m)];
        if (!slot) {
            slot = bestLayout(workload.jobs[std::size_t(j)], g, m, opt.estimate);
            result.estimates += 1;
        }
        return *slot;
    };
    struct Score {
        int fitting = 0, meeting = 0;
        double logSpeed = 0, headroom = 0, overshoot = 0;
        bool better(const Score &o) const
        {
            if (fitting != o.fitting) return fitting > o.fitting;
            if (overshoot != o.overshoot) return overshoot < o.overshoot;
            if (meeting != o.meeting) return meeting > o.meeting;
            if (std::abs(logSpeed - o.logSpeed) > 1e-9) return logSpeed > o.logSpeed;
            return headroom > o.headroom;
        }
    };
    std::vector<int> parts(std::size_t(jobs), 1), best;
    Score bestScore;
    const auto score = [&]() {
        Score sc;
        sc.headroom = 1.0;
        for (int j = 0; j < jobs; ++j) {
            const JobOutcome &o = outcome(j, parts[std::size_t(j)]);
            const MemoryBreakdown &m = o.memory();
            sc.fitting += o.fits ? 1 : 0;
            sc.meeting += o.fits && o.targetsMet ? 1 : 0;
            sc.logSpeed += std::log(std::max(o.speed(), 1e-12));
            sc.headroom = std::min(sc.headroom, o.headroom);
            if (!o.fits && m.usableBytes > 0) {
                sc.overshoot = std::max(sc.overshoot, double(m.totalBytes) / double(m.usableBytes));
            } else if (!o.fits) {
                sc.overshoot = std::numeric_limits<double>::infinity();
            }
        }
        if (best.empty() || sc.better(bestScore)) {
            best = parts;
            bestScore = sc;
        }
    };
    // Compositions of `count` into `jobs` parts: the last job takes what the others leave.
    const auto walk = [&](auto &&self, int j, int left) -> void {
        if (j == jobs - 1) {
            parts[std::size_t(j)] = left;
            score();
            return;
        }
        for (int m = 1; m <= left - (jobs - 1 - j); ++m) {
            parts[std::size_t(j)] = m;
            self(self, j + 1, left - m);
        }
    };
    walk(walk, 0, count);
    int first = 0;
    for (int j = 0; j < jobs; ++j) {
        JobOutcome o = outcome(j, best[std::size_t(j)]);
        o.firstGpu = first;
        o.gpuCount = best[std::size_t(j)];
        first += o.gpuCount;
        if (!o.fits && at.fits) {
            at.fits = false;
            at.misfit = Rule::ConcurrentMemory;
            // Name a job that fits on no range at all if there is one, else the split's first misfit.
            at.firstMisfit = j;
        }
        at.jobs.push_back(std::move(o));
    }
    for (int j = 0; j < jobs && !at.fits; ++j) {
        if (!outcome(j, widest).fits) {
            at.firstMisfit = j;
            break;
        }
    }
}

JobsAtCount &Planner::jobsAt(int gpu, int count)
{
    const auto key = std::make_pair(gpu, count);
    auto it = cache.find(key);
    if (it != cache.end()) {
        return it->second;
    }
    JobsAtCount at;
    at.gpu = gpu;
    at.count = count;
    if (workload.concurrent && workload.jobs.size() > 1) {
        // The split depends on every job: nothing is taken from a parent plan.
        splitConcurrent(at);
    } else {
        const JobsAtCount *shared = nullptr;
        if (parentCache) {
            const auto found = parentCache->find(key);
            shared = found != parentCache->end() ? &found->second : nullptr;
        }
        for (std::size_t j = 0; j < workload.jobs.size(); ++j) {
            const bool changed = std::find(changedJobs.begin(), changedJobs.end(), int(j)) != changedJobs.end();
            if (shared && !changed && j < shared->jobs.size()) {
                at.jobs.push_back(shared->jobs[j]);
            } else if (clusterNodes > 1) {
                at.jobs.push_back(clusterShare(workload.jobs[j], snap.gpus[std::size_t(gpu)], count, clusterNodes, opt.estimate));
                result.estimates += 1;
            } else {
                at.jobs.push_back(bestLayout(workload.jobs[j], snap.gpus[std::size_t(gpu)], count, opt.estimate));
                result.estimates += 1;
            }
            if (!at.jobs.back().fits && at.fits) {
                at.fits = false;
                at.firstMisfit = int(j);
            }
        }
    }
    for (std::size_t j = 0; j < at.jobs.size(); ++j) {
        const JobOutcome &o = at.jobs[j];
        if (o.headroom < at.headroom || at.tightestJob < 0) {
            at.headroom = std::min(at.headroom, o.headroom);
            at.tightestJob = int(j);
        }
        at.targetsMet = at.targetsMet && o.targetsMet;
        at.allSpeeds = at.allSpeeds && o.speed() > 0;
        at.logSpeed += std::log(std::max(o.speed(), 1e-12));
    }
    return cache.emplace(key, std::move(at)).first->second;
}

void Planner::evaluateAll(const std::vector<std::size_t> &platformsByPrice)
{
    for (std::size_t gi = 0; gi < snap.gpus.size(); ++gi) {
        if (!keep.gpus[gi]) {
            continue;
        }
        // Early pruning: a GPU model that cannot hold every job at the largest count any
        // platform takes is out before any platform, CPU or PSU is looked at.
        int maxCount = 0;
        for (const std::size_t pi : platformsByPrice) {
            for (int n : allowedCounts(snap.platforms[pi], snap.gpus[gi])) {
                maxCount = std::max(maxCount, n);
            }
        }
        if (maxCount == 0) {
            continue;
        }
        const bool fitsAtMax = jobsAt(int(gi), maxCount).fits;
        for (const std::size_t pi : platformsByPrice) {
            for (int n : allowedCounts(snap.platforms[pi], snap.gpus[gi])) {
                if (!fitsAtMax && n < maxCount) {
                    continue; // fewer GPUs hold less: one rejected stub at the maximum says why
                }
                evaluate(int(pi), int(gi), n);
            }
        }
    }
}

void Planner::run()
{
    outletLimit = siteContinuousWatts(workload.site);
    const Outlet *outlet = findOutlet(workload.site.outlet);
    lowLine = outlet != nullptr && outlet->volts < 200;
    if (workload.budget.set) {
        result.budgetMinor = budgetMaxMinor(workload.budget);
    }
    result.currency = snap.currency;
    result.rateDate = snap.rateDate;
    // Parts not sold in the site's country are skipped here, by index: builds keep indexing
    // into the caller's snapshot, and the plan lists what it left out.
    MarketScreen market = screenMarket(snap, workload.site.country);
    result.country = workload.site.country;
    result.notOffered = std::move(market.left);
    keep = undominatedParts(snap, market.sold);
    platformCpus = cpusByPlatform(snap, keep.cpus);
    platformParts = partsByPlatform(snap, keep);
    // Platforms cheapest first, so the cheapest passing build of a GPU × count is found early
    // and bounds the dearer platforms (pruneAbove); nothing chosen depends on this order.
    std::vector<std::size_t> platformsByPrice;
    for (std::size_t pi = 0; pi < snap.platforms.size(); ++pi) {
        if (keep.platforms[pi]) {
            platformsByPrice.push_back(pi);
        }
    }
    std::stable_sort(platformsByPrice.begin(), platformsByPrice.end(), [&](std::size_t a, std::size_t b) {
        return snap.platformPrices[a].amountMinor < snap.platformPrices[b].amountMinor;
    });

    evaluateAll(platformsByPrice);
    const bool anyPasses = std::any_of(candidates.begin(), candidates.end(), [](const Candidate &c) { return c.passes(); });
    if (!anyPasses && skippedCloserBuilds && (!probe || probeExplains)) {
        // Nothing passes: evaluate again, now keeping every build that may fail fewer checks
        // (the closest build and the tally explain the plan). The job estimates are kept.
        explaining = true;
        candidates.clear();
        failuresPerCheck = {};
        cheapestFailing.clear();
        result.candidates = 0;
        cheapestMainstreamMinor = std::numeric_limits<std::int64_t>::max();
        cheapestMainstreamGroup = nullptr;
        secondMainstreamMinor = std::numeric_limits<std::int64_t>::max();
        fastestGrowing = {};
        for (auto &[key, at] : cache) {
            at.anyPassing = false;
            at.anySized = false;
            at.cheapestPassingMinor = std::numeric_limits<std::int64_t>::max();
        }
        evaluateAll(platformsByPrice);
    }

    // Relative speed: each job's speed against the fastest build that passes every check
    // (the fastest evaluated build when none passes), so the high tier scores 1. Speed
    // depends only on the GPU model and count, so it is taken once per (GPU, count).
    bool anyPassing = false;
    for (const auto &[key, at] : cache) {
        anyPassing = anyPassing || at.anyPassing;
    }
    std::vector<double> best(workload.jobs.size(), 0.0);
    for (const auto &[key, at] : cache) {
        if (!at.anySized || (anyPassing && !at.anyPassing)) {
            continue;
        }
        for (std::size_t j = 0; j < at.jobs.size(); ++j) {
            best[j] = std::max(best[j], at.jobs[j].speed());
        }
    }
    for (auto &[key, at] : cache) {
        at.score = geometricMeanScore(at.jobs, best);
    }
    if (probe) {
        result.feasible = anyPasses;
        return; // Advice.cpp takes the cheapest passing build, or explains
    }
    chooseTiers();
}

} // namespace planner

double JobOutcome::speed() const
{
    return kind == JobKind::Training ? training.tokensPerS : inference.aggregateTokensPerS;
}

const Tier *PlanResult::tier(TierKind kind) const
{
    for (const Tier &t : tiers) {
        if (t.kind == kind) {
            return &t;
        }
    }
    return nullptr;
}

std::size_t tightestJob(const std::vector<JobOutcome> &jobs)
{
    const auto use = [](const MemoryBreakdown &m) {
        return m.usableBytes > 0 ? double(m.totalBytes) / double(m.usableBytes) : 1e300;
    };
    std::size_t tightest = 0;
    for (std::size_t j = 1; j < jobs.size(); ++j) {
        if (use(jobs[j].memory()) > use(jobs[tightest].memory())) {
            tightest = j;
        }
    }
    return tightest;
}

std::vector<std::pair<Check, std::int64_t>> PlanResult::rejectionsMostFirst() const
{
    std::vector<std::pair<Check, std::int64_t>> counts = rejectionsPerCheck;
    std::stable_sort(counts.begin(), counts.end(), [](const auto &a, const auto &b) { return a.second > b.second; });
    return counts;
}

const GpuSpec &gpuOf(const CatalogSnapshot &snapshot, const Build &build)
{
    return snapshot.gpus[std::size_t(build.gpu)];
}

const PlatformSpec &platformOf(const CatalogSnapshot &snapshot, const Build &build)
{
    return snapshot.platforms[std::size_t(build.platform)];
}

const CpuSpec *cpuOf(const CatalogSnapshot &snapshot, const Build &build)
{
    return build.cpu >= 0 ? &snapshot.cpus[std::size_t(build.cpu)] : nullptr;
}

const MemoryModuleSpec *dimmOf(const CatalogSnapshot &snapshot, const Build &build)
{
    return build.dimm >= 0 ? &snapshot.memory[std::size_t(build.dimm)] : nullptr;
}

const StorageSpec *driveOf(const CatalogSnapshot &snapshot, const StorageVolume &volume)
{
    return volume.drive >= 0 ? &snapshot.storage[std::size_t(volume.drive)] : nullptr;
}

const CoolerSpec *coolerOf(const CatalogSnapshot &snapshot, const Build &build)
{
    return build.cooler >= 0 ? &snapshot.coolers[std::size_t(build.cooler)] : nullptr;
}

const NicSpec *nicOf(const CatalogSnapshot &snapshot, const Build &build)
{
    return build.nic >= 0 ? &snapshot.nics[std::size_t(build.nic)] : nullptr;
}

int networkGbps(const std::string &network)
{
    if (network == "25gbe") {
        return 25;
    }
    if (network == "100gbe") {
        return 100;
    }
    return network == "ib-ndr" ? 400 : 0; // InfiniBand NDR: 400 Gb/s per port
}

bool nicMeets(const NicSpec &nic, const std::string &network)
{
    const bool infiniband = network == "ib-ndr";
    return nic.portGbps >= networkGbps(network) && (nic.network == "infiniband") == infiniband;
}

const char *volumeId(Volume volume)
{
    switch (volume) {
    case Volume::System: return "system";
    case Volume::Project: return "project";
    case Volume::Data: return "data";
    }
    return "";
}

const PsuSpec *psuOf(const CatalogSnapshot &snapshot, const Build &build)
{
    return build.psu >= 0 ? &snapshot.psus[std::size_t(build.psu)] : nullptr;
}

PartLabel partLabel(const CatalogSnapshot &snapshot, PartKind kind, int part)
{
    const auto at = [part](const auto &list) -> PartLabel {
        if (part < 0 || std::size_t(part) >= list.size()) {
            return {};
        }
        return {list[std::size_t(part)].id, list[std::size_t(part)].name};
    };
    switch (kind) {
    case PartKind::Gpu: return at(snapshot.gpus);
    case PartKind::Platform: return at(snapshot.platforms);
    case PartKind::Cpu: return at(snapshot.cpus);
    case PartKind::Memory: return at(snapshot.memory);
    case PartKind::Storage: return at(snapshot.storage);
    case PartKind::Psu: return at(snapshot.psus);
    case PartKind::Nic: return at(snapshot.nics);
    case PartKind::Cooler: return at(snapshot.coolers);
    }
    return {};
}

const char *checkId(Check check)
{
    switch (check) {
    case Check::GpuMemory: return "gpu_memory";
    case Check::GpuFit: return "gpu_fit";
    case Check::Cooling: return "cooling";
    case Check::Environment: return "environment";
    case Check::CpuCores: return "cpu_cores";
    case Check::PcieLanes: return "pcie_lanes";
    case Check::HostRam: return "host_ram";
    case Check::MemoryEcc: return "memory_ecc";
    case Check::Storage: return "storage";
    case Check::Network: return "network";
    case Check::Psu: return "psu";
    case Check::Outlet: return "outlet";
    case Check::Budget: return "budget";
    case Check::Price: return "price";
    case Check::Software: return "software";
    }
    return "unknown";
}

std::string checkName(Check check)
{
    switch (check) {
    case Check::GpuMemory: return trc("rigplan::Check", "GPU memory");
    case Check::GpuFit: return trc("rigplan::Check", "GPU fit");
    case Check::Cooling: return trc("rigplan::Check", "Cooling");
    case Check::Environment: return trc("rigplan::Check", "Site environment");
    case Check::CpuCores: return trc("rigplan::Check", "CPU cores");
    case Check::PcieLanes: return trc("rigplan::Check", "PCIe lanes");
    case Check::HostRam: return trc("rigplan::Check", "System memory");
    case Check::MemoryEcc: return trc("rigplan::Check", "ECC memory");
    case Check::Storage: return trc("rigplan::Check", "Storage");
    case Check::Network: return trc("rigplan::Check", "Network");
    case Check::Psu: return trc("rigplan::Check", "Power supply");
    case Check::Outlet: return trc("rigplan::Check", "Wall outlet");
    case Check::Budget: return trc("rigplan::Check", "Budget");
    case Check::Price: return trc("rigplan::Check", "Price");
    case Check::Software: return trc("rigplan::Check", "Software");
    }
    return checkId(check);
}

const char *unitId(Unit unit)
{
    switch (unit) {
    case Unit::None: return "";
    case Unit::Bytes: return "bytes";
    case Unit::Watts: return "w";
    case Unit::Millimetres: return "mm";
    case Unit::Slots: return "slots";
    case Unit::Count: return "count";
    case Unit::Cores: return "cores";
    case Unit::Lanes: return "lanes";
    case Unit::MinorUnits: return "minor";
    }
    return "";
}

const char *partKindId(PartKind kind)
{
    switch (kind) {
    case PartKind::Gpu: return "gpu";
    case PartKind::Platform: return "platform";
    case PartKind::Cpu: return "cpu";
    case PartKind::Memory: return "memory";
    case PartKind::Storage: return "storage";
    case PartKind::Psu: return "psu";
    case PartKind::Cooler: return "cooler";
    case PartKind::Nic: return "nic";
    }
    return "";
}

const char *tierId(TierKind kind)
{
    switch (kind) {
    case TierKind::Entry: return "entry";
    case TierKind::Mainstream: return "mainstream";
    case TierKind::High: return "high";
    }
    return "";
}

PlanResult plan(const Workload &workload, const CatalogSnapshot &snapshot, const PlanOptions &options)
{
    planner::Planner planner(workload, snapshot, options);
    planner.run();
    return std::move(planner.result);
}

} // namespace rigplan
