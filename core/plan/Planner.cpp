// SPDX-License-Identifier: GPL-3.0-or-later
// The run from a workload to a PlanResult; the phases are in the files PlannerDetail.h lists.

#include "plan/PlannerDetail.h"

#include "util/Money.h"
#include "util/Tr.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <optional>
#include <string_view>
#include <tuple>

namespace rigplan {

namespace planner {

bool frontierAfter(const Frontier &a, const Frontier &b)
{
    if (a.floorMinor != b.floorMinor) {
        return a.floorMinor > b.floorMinor;
    }
    return a.gpu != b.gpu ? a.gpu > b.gpu : a.count > b.count;
}


// Concurrent jobs run side by side, each on its own contiguous range of the build's GPUs (no
// two jobs share a GPU's memory). Every split of `count` into one positive part per job, in
// job order, is tried; kept: the split where the most jobs fit, then the most meet their
// targets, then the highest speed score (sum of log speed: the order of the relative score),
// then the most headroom; among splits where some job does not fit, the smallest overshoot.
// A job's layout on m GPUs is estimated once per m.
void Planner::splitConcurrent(JobsAtCount &at)
{
    const GpuSpec &g = estimateGpu(at.gpu);
    const int count = at.count;
    const int jobs = int(workload.jobs.size());
    if (jobs > count) {
        // One GPU at least per job: there are not enough. Each job is shown on one GPU.
        for (int j = 0; j < jobs; ++j) {
            at.jobs.push_back(bestLayout(workload.jobs[std::size_t(j)], g, 1, estimateOptions));
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
            slot = bestLayout(workload.jobs[std::size_t(j)], g, m, estimateOptions);
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
    if (JobsAtCount *known = cache.find(gpu, count)) {
        return *known;
    }
    JobsAtCount at;
    at.gpu = gpu;
    at.count = count;
    if (workload.concurrent && workload.jobs.size() > 1) {
        // The split depends on every job: nothing is taken from a parent plan.
        splitConcurrent(at);
    } else {
        at.jobs.reserve(workload.jobs.size());
        const JobsAtCount *shared = nullptr;
        if (parentCache) {
            shared = parentCache->find(gpu, count);
        }
        const bool estimated = probeEstimatesGpu == gpu && probeEstimatesCount == count;
        for (std::size_t j = 0; j < workload.jobs.size(); ++j) {
            const bool changed = std::find(changedJobs.begin(), changedJobs.end(), int(j)) != changedJobs.end();
            const auto known = !estimated ? probeEstimates.end()
                : std::find_if(probeEstimates.begin(), probeEstimates.end(), [j](const auto &e) { return e.first == int(j); });
            if (shared && !changed && j < shared->jobs.size()) {
                at.jobs.push_back(shared->jobs[j]);
            } else if (known != probeEstimates.end()) {
                at.jobs.push_back(std::move(known->second)); // followsInProbe() estimated it
            } else if (clusterNodes > 1) {
                at.jobs.push_back(clusterShare(workload.jobs[j], estimateGpu(gpu), count, clusterNodes, estimateOptions));
                result.estimates += 1;
            } else {
                at.jobs.push_back(bestLayout(workload.jobs[j], estimateGpu(gpu), count, estimateOptions));
                result.estimates += 1;
            }
            if (!at.jobs.back().fits && at.fits) {
                at.fits = false;
                at.firstMisfit = int(j);
            }
        }
        if (estimated) {
            probeEstimates.clear();
            probeEstimatesGpu = -1;
        }
    }
    at.platforms = at.fits ? index->platformsOfGpu[std::size_t(gpu)] : index->platformsOfGpuByPrice[std::size_t(gpu)];
    SpeedKey speedKey(at.jobs.size());
    for (std::size_t j = 0; j < at.jobs.size(); ++j) {
        const JobOutcome &o = at.jobs[j];
        if (o.headroom < at.headroom || at.tightestJob < 0) {
            at.headroom = std::min(at.headroom, o.headroom);
            at.tightestJob = int(j);
        }
        at.targetsMet = at.targetsMet && o.targetsMet;
        at.allSpeeds = at.allSpeeds && o.speed() > 0;
        speedKey.add(std::max(o.speed(), 1e-12));
    }
    at.speedKey = speedKey.value();
    JobsAtCount &self = cache.insert(std::move(at));
    // The same card at a lower price, with the same host needs, stands for this group: only the
    // lead is searched (a what-would-work variation searches its own, so it links its own).
    const int leadGpu = index->sameCardLead[std::size_t(gpu)];
    if (leadGpu >= 0 && leadGpu != gpu) {
        JobsAtCount &lead = jobsAt(leadGpu, count);
        if (!lead.lead && sameHost(lead, self)) {
            self.lead = &lead;
            self.leadDeltaMinor = moneyMul(snap.gpuPrices[std::size_t(gpu)].amountMinor, count)
                - moneyMul(snap.gpuPrices[std::size_t(leadGpu)].amountMinor, count);
            lead.followers.push_back(&self);
            if (lead.cheapest) {
                Candidate derived = *lead.cheapest;
                derived.group = &self;
                derived.priceMinor = moneyAdd(derived.priceMinor, self.leadDeltaMinor);
                if (result.budgetMinor <= 0 || derived.priceMinor <= result.budgetMinor) {
                    passed(derived, self);
                }
            }
        }
    }
    return self;
}

namespace {

// The figures the checks and the host sizing read of a GPU (its speed and price aside): two
// GPUs alike in them are the same card to every check.
auto sameCardKey(const GpuSpec &g, const std::vector<std::size_t> *platforms, const std::vector<std::size_t> &bridges)
{
    // The compute target decides the software check (Checks.cpp: softwareChecks); the bridges
    // that join the card are a part of its builds.
    return std::make_tuple(g.memoryBytes, g.boardPowerW, g.pcieGen, g.pcieLanes, g.interconnectBps, std::cref(g.formFactor),
                           std::cref(g.cooling), g.slotWidth, g.lengthMm, g.fp8Tflops > 0, g.int8Tops > 0,
                           std::cref(g.computeTarget), g.current(), platforms, std::cref(bridges));
}

} // namespace

} // namespace planner

bool readsExpertsFromHost(const Build &b)
{
    return std::any_of(b.jobs.begin(), b.jobs.end(), [](const JobOutcome &o) {
        return o.kind == JobKind::Inference && o.inference.terms.hostExpertBytes > 0;
    });
}

double hostBandwidthNeeded(const Build &b)
{
    double need = 0;
    for (const JobOutcome &o : b.jobs) {
        need = std::max(need, o.kind == JobKind::Inference ? o.inference.host.memoryBandwidthBps : 0.0);
    }
    return need;
}

namespace planner {

std::shared_ptr<const CatalogIndex> indexCatalog(const CatalogSnapshot &snap, const std::string &country)
{
    auto ix = std::make_shared<CatalogIndex>();
    ix->country = country;
    // Parts not sold in the site's country are skipped, by index: builds keep indexing into the
    // caller's snapshot, and the plan lists what it left out.
    MarketScreen market = screenMarket(snap, country);
    ix->notOffered = std::move(market.left);
    ix->keep = undominatedParts(snap, market.sold);
    ix->platformCpus = cpusByPlatform(snap, ix->keep.cpus);
    ix->memoryRuleOfCpu.assign(snap.cpus.size(), nullptr);
    for (std::size_t ci = 0; ci < snap.cpus.size(); ++ci) {
        ix->memoryRuleOfCpu[ci] = memorySpeedRule(snap.cpus[ci]);
    }
    ix->platformParts = partsByPlatform(snap, ix->keep);
    for (std::size_t pi = 0; pi < snap.platforms.size(); ++pi) {
        for (const std::size_t d : ix->platformParts[pi].dimms) {
            const int channels = snap.platforms[pi].memoryChannels;
            ix->bestHostMemoryBps = std::max(ix->bestHostMemoryBps, memoryBandwidthBps(channels, channels, snap.memory[d].speedMts));
        }
    }

    // NVLink bridges per GPU (docs/planner.md, "NVLink bridges"): the ones the site can buy, with a price,
    // cheapest first. A PCIe card with a bridge link and no such bridge is estimated at PCIe
    // figures: a plan lists and prices every part its speed relies on.
    ix->bridgesOfGpu.assign(snap.gpus.size(), {});
    ix->estimateGpus.resize(snap.gpus.size());
    for (std::size_t gi = 0; gi < snap.gpus.size(); ++gi) {
        std::vector<std::size_t> &bridges = ix->bridgesOfGpu[gi];
        for (std::size_t bi = 0; bi < snap.bridges.size(); ++bi) {
            if (ix->keep.bridges[bi] && snap.bridgePrices[bi].known && snap.bridges[bi].joins(snap.gpus[gi].id)) {
                bridges.push_back(bi);
            }
        }
        std::stable_sort(bridges.begin(), bridges.end(), [&](std::size_t a, std::size_t b) {
            return snap.bridgePrices[a].amountMinor < snap.bridgePrices[b].amountMinor;
        });
        ix->estimateGpus[gi] = &snap.gpus[gi];
        if (bridges.empty() && reliesOnBridge(snap.gpus[gi], 2)) {
            GpuSpec &zeroed = ix->linkZeroed.emplace_back(snap.gpus[gi]);
            zeroed.interconnectBps = 0;
            ix->estimateGpus[gi] = &zeroed;
        }
    }

    // A platform's floor: its price and its cheapest CPU set, the least any build of it costs
    // without GPUs.
    ix->platformFloor.assign(snap.platforms.size(), std::numeric_limits<std::int64_t>::max());
    std::vector<std::size_t> order;
    for (std::size_t pi = 0; pi < snap.platforms.size(); ++pi) {
        const PlatformCpus &cpus = ix->platformCpus[pi];
        if (!ix->keep.platforms[pi]) {
            continue;
        }
        const std::int64_t cpuMinor = cpus.cheapestFirst.empty()
            ? 0
            : moneyMul(snap.cpuPrices[cpus.cheapestFirst.front()].amountMinor, snap.platforms[pi].cpuSockets);
        ix->platformFloor[pi] = moneyAdd(snap.platformPrices[pi].amountMinor, cpuMinor);
        order.push_back(pi);
    }
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return ix->platformFloor[a] < ix->platformFloor[b]; });
    // GPUs that go into the same platforms share one list: most PCIe cards go into every PCIe
    // platform, and a baseboard names its modules.
    ix->platformsOfGpu.assign(snap.gpus.size(), nullptr);
    ix->platformsOfGpuByPrice.assign(snap.gpus.size(), nullptr);
    std::map<std::string_view, std::vector<std::size_t>> namedBy; // GPU id → platforms naming it
    for (const std::size_t pi : order) {
        for (const std::string &id : snap.platforms[pi].compatibleGpus) {
            namedBy[id].push_back(pi);
        }
    }
    for (std::size_t gi = 0; gi < snap.gpus.size(); ++gi) {
        if (!ix->keep.gpus[gi]) {
            continue;
        }
        const GpuSpec &g = snap.gpus[gi];
        const auto named = namedBy.find(g.id);
        std::string signature = g.formFactor;
        if (named != namedBy.end()) {
            for (const std::size_t pi : named->second) {
                signature += '|' + std::to_string(pi);
            }
        }
        auto [it, fresh] = ix->platformLists.try_emplace(signature);
        if (fresh) {
            for (const std::size_t pi : order) {
                if (takesGpu(snap.platforms[pi], g)) {
                    it->second.push_back(pi);
                }
            }
        }
        ix->platformsOfGpu[gi] = &it->second;
        auto [byPrice, freshByPrice] = ix->platformListsByPrice.try_emplace(signature, it->second);
        if (freshByPrice) {
            std::stable_sort(byPrice->second.begin(), byPrice->second.end(), [&](std::size_t a, std::size_t b) {
                return snap.platformPrices[a].amountMinor < snap.platformPrices[b].amountMinor;
            });
        }
        ix->platformsOfGpuByPrice[gi] = &byPrice->second;
    }

    // Every GPU model at every count some platform takes, at its floor. The seed is a lower
    // bound for either kind of group: the cheapest platform's price (a group whose jobs fit
    // then waits for its first platform's floor with the CPU).
    ix->countsOfGpu.assign(snap.gpus.size(), {});
    ix->countFloorsOfGpu.assign(snap.gpus.size(), {});
    ix->sameCardLead.assign(snap.gpus.size(), -1);
    std::map<decltype(sameCardKey(GpuSpec{}, nullptr, {})), int> leads;
    std::vector<const int *> leadOf(snap.gpus.size(), nullptr); // the GPU's entry in `leads`
    // A platform takes the same counts of every GPU it takes, so the floor of each count
    // depends on the GPU's platform list alone: found once per list.
    std::map<const std::vector<std::size_t> *, std::map<int, std::int64_t>> floorsOfList;
    ix->seeds.reserve(snap.gpus.size() * 4);
    for (std::size_t gi = 0; gi < snap.gpus.size(); ++gi) {
        const std::vector<std::size_t> *platforms = ix->platformsOfGpuByPrice[gi];
        if (!platforms || platforms->empty()) {
            continue;
        }
        auto [floors, fresh] = floorsOfList.try_emplace(platforms);
        if (fresh) {
            for (const std::size_t pi : *platforms) {
                for (int n : allowedCounts(snap.platforms[pi], snap.gpus[gi])) {
                    floors->second.try_emplace(n, snap.platformPrices[pi].amountMinor); // the list is cheapest first
                }
            }
        }
        ix->countsOfGpu[gi].reserve(floors->second.size());
        ix->countFloorsOfGpu[gi].reserve(floors->second.size());
        for (const auto &[n, platform] : floors->second) {
            const std::int64_t floor = moneyAdd(platform, moneyMul(snap.gpuPrices[gi].amountMinor, n));
            ix->seeds.push_back({floor, int(gi), n});
            ix->countsOfGpu[gi].push_back(n);
            ix->countFloorsOfGpu[gi].push_back(floor);
        }
        const auto [lead, first] = leads.try_emplace(sameCardKey(snap.gpus[gi], ix->platformsOfGpu[gi], ix->bridgesOfGpu[gi]), int(gi));
        if (!first && snap.gpuPrices[gi].amountMinor < snap.gpuPrices[std::size_t(lead->second)].amountMinor) {
            lead->second = int(gi);
        }
        leadOf[gi] = &lead->second;
    }
    for (std::size_t gi = 0; gi < snap.gpus.size(); ++gi) {
        if (leadOf[gi] && !ix->countsOfGpu[gi].empty()) {
            ix->sameCardLead[gi] = *leadOf[gi];
        }
    }
    std::sort(ix->seeds.begin(), ix->seeds.end(), [](const Frontier &a, const Frontier &b) { return frontierAfter(b, a); });
    return ix;
}

std::int64_t Planner::stopBound() const
{
    constexpr std::int64_t none = std::numeric_limits<std::int64_t>::max();
    // Passing builds: entry is the cheapest; mainstream is one of the two cheapest qualifying
    // GPU × counts; a probe asks for the cheapest only. Nothing above the budget passes.
    std::int64_t passing = probe ? (entry ? entry->priceMinor : none)
                                 : (qualifying[1] ? qualifying[1]->cheapestPassingMinor() : none);
    if (result.budgetMinor > 0) {
        passing = std::min(passing, result.budgetMinor);
    }
    if (probe && !probeExplains) {
        return std::min(passing, probeCapMinor);
    }
    const Candidate *worst = cheapestFailing.worstIfFull();
    return std::max(passing, worst ? worst->priceMinor : none);
}

bool Planner::followsInProbe(int gpu, int count)
{
    const int leadGpu = index->sameCardLead[std::size_t(gpu)];
    if (!parentCache || workload.concurrent || clusterNodes > 1 || leadGpu < 0 || leadGpu == gpu
        || snap.gpuPrices[std::size_t(gpu)].amountMinor <= snap.gpuPrices[std::size_t(leadGpu)].amountMinor) {
        return false;
    }
    const JobsAtCount *before = parentCache->find(gpu, count);
    const JobsAtCount *leadBefore = parentCache->find(leadGpu, count);
    if (!before || !leadBefore || before->lead != leadBefore) {
        return false;
    }
    const JobsAtCount &lead = jobsAt(leadGpu, count);
    if (lead.lead) {
        return false;
    }
    // The jobs this probe did not change agree as they did; the changed ones are estimated (and
    // kept for jobsAt(), which makes the group next when it does not follow).
    probeEstimates.clear();
    probeEstimatesGpu = gpu;
    probeEstimatesCount = count;
    for (const int j : changedJobs) {
        if (j < 0 || std::size_t(j) >= workload.jobs.size() || std::size_t(j) >= lead.jobs.size()) {
            return false;
        }
        const JobOutcome &mine = probeEstimates.emplace_back(
            j, bestLayout(workload.jobs[std::size_t(j)], estimateGpu(gpu), count, estimateOptions)).second;
        result.estimates += 1;
        if (!sameJobHost(mine, lead.jobs[std::size_t(j)])) {
            return false;
        }
    }
    return true;
}

std::int64_t Planner::explainBound() const
{
    constexpr std::int64_t none = std::numeric_limits<std::int64_t>::max();
    // A closer build than one failing a single check by a shortfall s fails a single check by
    // less: the budget alone (price < s × budget) or another check within the budget.
    if (!closest || closest->violations != 1 || closest->partial() || result.budgetMinor <= 0) {
        return none;
    }
    const double bound = closest->shortfall * double(result.budgetMinor);
    return bound >= 9.2e18 ? none : std::int64_t(std::ceil(bound));
}

// Builds in order of their floor, as long as one can still be a tier or in a list the plan
// shows (explaining an infeasible plan: be closer than the closest so far). Groups whose jobs
// do not fit give failing builds only: they are parked once dearer than the listed ones, and
// taken up again to explain an infeasible plan.
void Planner::searchByPrice(bool explain)
{
    const std::vector<Frontier> &seeds = index->seeds;
    for (;;) {
        // The next group: the cheapest of the seeds not yet taken and the groups put back.
        const bool fromSeeds = nextSeed < seeds.size() && (frontier.empty() || frontierAfter(frontier.front(), seeds[nextSeed]));
        if (!fromSeeds && frontier.empty()) {
            break;
        }
        const Frontier next = fromSeeds ? seeds[nextSeed] : frontier.front();
        if (next.floorMinor > (explain ? explainBound() : stopBound())) {
            break;
        }
        if (fromSeeds) {
            ++nextSeed;
        } else {
            std::pop_heap(frontier.begin(), frontier.end(), frontierAfter);
            frontier.pop_back();
        }
        if (!cache.find(next.gpu, next.count)) {
            // A GPU model that holds the jobs at no count a platform takes is shown once, at its
            // largest count ("one rejected stub at the maximum says why"). The same card at a
            // lower price answers that for it.
            const int largest = largestCount(next.gpu);
            const int lead = index->sameCardLead[std::size_t(next.gpu)];
            if (next.count < largest && !jobsAt(lead >= 0 ? lead : next.gpu, largest).fits) {
                continue;
            }
            if (probe && !probeExplains && followsInProbe(next.gpu, next.count)) {
                continue; // dearer than its lead, on the same builds: never the cheapest
            }
        }
        JobsAtCount &at = jobsAt(next.gpu, next.count);
        if (at.lead) {
            continue; // searched as its lead
        }
        if (!at.fits) {
            const Candidate *worst = cheapestFailing.worstIfFull();
            // A build checked in full that fails one check is closer than any whose GPUs are short.
            const bool partialsMatter = explain ? !(closest && !closest->partial() && closest->violations <= 1)
                                                : !(worst && next.floorMinor > worst->priceMinor) && !(probe && !probeExplains);
            if (!partialsMatter) {
                parked.push_back(next);
                continue;
            }
        }
        const std::int64_t floor = nextFloor(at);
        if (floor == std::numeric_limits<std::int64_t>::max()) {
            continue; // settled: no platform left that matters
        }
        if (floor > next.floorMinor) {
            frontier.push_back({floor, next.gpu, next.count}); // its next platform is dearer: wait its turn
            std::push_heap(frontier.begin(), frontier.end(), frontierAfter);
            continue;
        }
        stepGroup(at);
        const std::int64_t after = nextFloor(at);
        if (after != std::numeric_limits<std::int64_t>::max()) {
            frontier.push_back({after, next.gpu, next.count});
            std::push_heap(frontier.begin(), frontier.end(), frontierAfter);
        }
    }
}

void Planner::restartSearch()
{
    frontier.clear();
    nextSeed = 0;
    parked.clear();
}

void Planner::run()
{
    outletLimit = siteContinuousWatts(workload.site);
    const Outlet *outlet = findOutlet(workload.site.outlet);
    lowLine = outlet != nullptr && outlet->volts < 200;
    eccRequired = workload.requirements.eccRequired();
    eccPreferred = workload.requirements.eccPreferred();
    nicNeeded = networkGbps(workload.requirements.network) > 0;
    if (workload.budget.set) {
        result.budgetMinor = budgetMaxMinor(workload.budget);
    }
    result.currency = snap.currency;
    result.rateDate = snap.rateDate;
    // A what-would-work probe keeps its parent's market, whatever outlet it tries.
    const SiteCountry market = siteCountry(workload);
    if (!index) {
        index = indexCatalog(snap, market.code);
    }
    if (estimateOptions.hostExpertMemoryBps <= 0) {
        estimateOptions.hostExpertMemoryBps = index->bestHostMemoryBps;
    }
    result.country = index->country;
    result.countrySource = index->country == market.code ? market.source : CountrySource::None;
    result.notOffered = index->notOffered;
    restartSearch();
    searchByPrice(false);

    if (!entry && (!probe || probeExplains)) {
        if (skippedCloserBuilds) {
            // Nothing passes: evaluate again, now trying every CPU that may fail fewer checks
            // (the closest build and the tally explain the plan). The job estimates are kept.
            explaining = true;
            failuresPerCheck = {};
            cheapestFailing.list.clear();
            closestFailing.list.clear();
            closest.reset();
            result.candidates = 0;
            result.passing = 0;
            for (JobsAtCount &at : cache) {
                at.nextPlatform = 0;
                at.settled = false;
                at.anySized = false;
                at.cheapest.reset();
            }
            restartSearch();
            searchByPrice(false);
        }
        // Explaining an infeasible plan: a build closer than the closest so far fails fewer
        // checks, or only the budget by less; search on while one can (Advice.cpp).
        for (const Frontier &f : parked) {
            frontier.push_back(f);
        }
        parked.clear();
        std::make_heap(frontier.begin(), frontier.end(), frontierAfter);
        searchingCloser = true;
        searchByPrice(true);
    }

    if (probe) {
        result.feasible = entry.has_value();
        return; // Advice.cpp takes the cheapest passing build, or explains
    }
    scoreGroups();
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

int successorOf(const CatalogSnapshot &snapshot, const GpuSpec &gpu)
{
    if (gpu.successorId.empty()) {
        return -1;
    }
    const auto it = std::find_if(snapshot.gpus.begin(), snapshot.gpus.end(),
                                 [&](const GpuSpec &g) { return g.id == gpu.successorId; });
    return it == snapshot.gpus.end() ? -1 : int(it - snapshot.gpus.begin());
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

const BridgeSpec *bridgeOf(const CatalogSnapshot &snapshot, const Build &build)
{
    return build.bridge >= 0 ? &snapshot.bridges[std::size_t(build.bridge)] : nullptr;
}

int bridgePairsOf(const std::vector<JobOutcome> &jobs, const GpuSpec &gpu, bool concurrent)
{
    int total = 0, most = 0;
    for (const JobOutcome &o : jobs) {
        int pairs = 0;
        if (o.kind == JobKind::Inference) {
            // Replicas of two cards each; a tp 2 the job asks for on one GPU joins nothing.
            pairs = reliesOnBridge(gpu, o.layout.tensorParallel) ? o.layout.gpus / 2 : 0;
        } else {
            pairs = reliesOnBridge(gpu, o.layout.gpus) ? 1 : 0; // the engine's rule: the job's GPUs exchange
        }
        total += pairs;
        most = std::max(most, pairs);
    }
    return concurrent ? total : most;
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

const char *targetId(Target target)
{
    switch (target) {
    case Target::TrainingHours: return "training_hours";
    case Target::TokensPerUser: return "tokens_per_user";
    case Target::TimeToFirstToken: return "ttft";
    }
    return "";
}

std::optional<Target> targetFromId(std::string_view id)
{
    return enumFromId(kTargets, targetId, id);
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

std::optional<Volume> volumeFromId(std::string_view id)
{
    return enumFromId(kVolumeKinds, volumeId, id);
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
    case PartKind::Bridge: return at(snapshot.bridges);
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
    case Unit::BytesPerSecond: return "bytes/s";
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
    case PartKind::Bridge: return "bridge";
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

std::optional<TierKind> tierFromId(std::string_view id)
{
    return enumFromId(kTierKinds, tierId, id);
}

PlanResult plan(const Workload &workload, const CatalogSnapshot &snapshot, const PlanOptions &options)
{
    planner::Planner planner(workload, snapshot, options);
    planner.run();
    return std::move(planner.result);
}

PreparedSnapshot::PreparedSnapshot(CatalogSnapshot snapshot)
    : m_snapshot(std::move(snapshot))
{
}

std::shared_ptr<const planner::CatalogIndex> PreparedSnapshot::indexFor(const std::string &country) const
{
    const std::lock_guard<std::mutex> lock(m_mutex);
    std::shared_ptr<const planner::CatalogIndex> &index = m_indexByCountry[country];
    if (!index) {
        index = planner::indexCatalog(m_snapshot, country);
    }
    return index;
}

PlanResult plan(const Workload &workload, const PreparedSnapshot &prepared, const PlanOptions &options)
{
    planner::Planner planner(workload, prepared.snapshot(), options);
    planner.index = prepared.indexFor(siteCountry(workload).code);
    planner.run();
    return std::move(planner.result);
}

} // namespace rigplan
