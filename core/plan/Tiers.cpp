// SPDX-License-Identifier: GPL-3.0-or-later
// Entry / mainstream / high from the builds that pass, and the alternatives each rejected.

#include "plan/PlannerDetail.h"
#include "util/Money.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>

namespace rigplan::planner {

std::string buildKey(const CatalogSnapshot &snap, const Build &b)
{
    if (!b.key.empty()) {
        return b.key;
    }
    const GpuSpec &g = gpuOf(snap, b);
    const PlatformSpec &p = platformOf(snap, b);
    if (const CpuSpec *c = cpuOf(snap, b)) {
        return fmt::format("{}×{}/{}/{}", g.id, b.gpuCount, p.id, c->id);
    }
    return fmt::format("{}×{}/{}", g.id, b.gpuCount, p.id);
}

bool sameBuild(const Candidate &a, const Candidate &b)
{
    return a.group == b.group && a.platform == b.platform && a.cpu == b.cpu;
}

std::string Planner::keyOf(const Candidate &c) const
{
    const GpuSpec &g = snap.gpus[std::size_t(c.group->gpu)];
    const PlatformSpec &p = snap.platforms[std::size_t(c.platform)];
    if (c.cpu >= 0) {
        return fmt::format("{}×{}/{}/{}", g.id, c.group->count, p.id, snap.cpus[std::size_t(c.cpu)].id);
    }
    return fmt::format("{}×{}/{}", g.id, c.group->count, p.id);
}

bool Planner::cheaper(const Candidate &a, const Candidate &b) const
{
    if (a.priceMinor != b.priceMinor) {
        return a.priceMinor < b.priceMinor;
    }
    // Faster first: the jobs' speeds combined (speedKey) order GPU × counts as the relative
    // score does, and are known before the best speeds are (the search ranks as it goes).
    if (a.group->speedKey != b.group->speedKey) {
        return a.group->speedKey > b.group->speedKey;
    }
    if (a.wallW != b.wallW) {
        return a.wallW < b.wallW;
    }
    return keyOf(a) < keyOf(b);
}

bool Planner::faster(const Candidate &a, const Candidate &b) const
{
    if (std::abs(a.score() - b.score()) > 1e-9) {
        return a.score() > b.score();
    }
    return cheaper(a, b);
}

Build Planner::materialized(const Candidate &c, HostSizing sizing) const
{
    Build copy = rebuilt(c, sizing);
    copy.score = c.score();
    copy.key = buildKey(snap, copy);
    if (copy.sharedJobs) {
        copy.jobs = *copy.sharedJobs;
        copy.sharedJobs = nullptr;
    }
    // Experts in host memory run at this build's host, not the best one the search assumed.
    bool again = false;
    for (std::size_t j = 0; j < copy.jobs.size() && j < workload.jobs.size(); ++j) {
        again = onHost(workload.jobs[j], estimateGpu(copy.gpu), copy.memoryBandwidthBps, opt.estimate, copy.jobs[j]) || again;
    }
    if (again) {
        copy.targetsMet = std::all_of(copy.jobs.begin(), copy.jobs.end(), [](const JobOutcome &o) { return o.targetsMet; });
    }
    return copy;
}

namespace {

Rejection rejectionOf(const Build &b)
{
    if (!b.passes()) {
        return Rejection::Checks;
    }
    return b.targetsMet ? Rejection::Headroom : Rejection::Targets;
}

} // namespace

bool Planner::grows(const JobsAtCount &at)
{
    if (at.roomForTwice < 0) {
        // Each job at highGrowthFactor × its users (serving) or its sequence length (training),
        // on the GPUs it has: does every one still fit?
        bool all = at.fits;
        const GpuSpec &g = estimateGpu(at.gpu);
        for (std::size_t j = 0; all && j < workload.jobs.size() && j < at.jobs.size(); ++j) {
            Job job = workload.jobs[j];
            const double f = std::max(1.0, opt.highGrowthFactor);
            if (job.kind == JobKind::Inference) {
                job.inference.concurrency = std::int64_t(std::ceil(double(std::max<std::int64_t>(1, job.inference.concurrency)) * f));
            } else {
                job.training.sequenceLength = std::int64_t(std::ceil(double(job.training.sequenceLength) * f));
            }
            all = bestLayout(job, g, std::max(1, at.jobs[j].gpuCount), estimateOptions).fits;
            result.estimates += 1;
        }
        at.roomForTwice = all ? 1 : 0;
    }
    return at.roomForTwice == 1;
}

Tier Planner::makeTier(TierKind kind, const Candidate &source, bool grow, std::int64_t growCapMinor)
{
    Tier t;
    t.kind = kind;
    t.build = materialized(source);
    // The high tier is the growth build: twice the GPU memory in RAM and mirrored system and
    // project volumes (docs/planner.md, "System RAM", "Storage volumes"), kept where the platform
    // and the price cap take them; else the mirrored volumes alone, else the lower tiers' host.
    if (kind == TierKind::High && grow && !source.partial()) {
        // A host sized up must keep the build within the no-budget price cap the tier was
        // chosen under (a budget is a hard check, so passes() covers it).
        const auto fits = [&](const Build &b) { return (b.passes() || !t.build.passes()) && b.priceMinor <= growCapMinor; };
        Build grown = materialized(source, HostSizing::Grown);
        if (fits(grown)) {
            t.build = std::move(grown);
        } else {
            // The RAM rule does not fit: the checkpoints still get their mirror when the drives do.
            Build mirrored = materialized(source, HostSizing::Mirrored);
            const bool mirrorFits = fits(mirrored);
            if (mirrorFits)
                t.build = std::move(mirrored);
            t.build.notes.push_back({mirrorFits ? BuildNote::HighRamNotFittedVolumesMirrored : BuildNote::HighRamNotFitted});
        }
    }
    // A training workload's high tier is where a cluster starts: say what a node needs.
    if (kind == TierKind::High
        && std::any_of(workload.jobs.begin(), workload.jobs.end(), [](const Job &j) { return j.kind == JobKind::Training; })) {
        t.build.notes.push_back({BuildNote::ClusterNeeds});
    }
    const Build &b = t.build;
    const auto line = [&](PartKind partKind, int part, const std::string &id, const std::string &name, int qty,
                          const PartPrice &price) {
        BomLine l;
        l.kind = partKind;
        l.part = part;
        l.id = id;
        l.name = name;
        l.quantity = qty;
        l.unitPrice = price;
        l.lineTotalMinor = moneyMul(price.amountMinor, qty); // checked: never a wrapped total
        l.stalePrice = price.known && priceIsStale(price.date, opt.planDate);
        t.bom.push_back(std::move(l));
    };
    const GpuSpec &g = gpuOf(snap, b);
    const PlatformSpec &p = platformOf(snap, b);
    const CpuSpec &c = *cpuOf(snap, b);
    line(PartKind::Gpu, b.gpu, g.id, g.name, b.gpuCount, snap.gpuPrices[std::size_t(b.gpu)]);
    line(PartKind::Platform, b.platform, p.id, p.name, 1, snap.platformPrices[std::size_t(b.platform)]);
    line(PartKind::Cpu, b.cpu, c.id, c.name, p.cpuSockets, snap.cpuPrices[std::size_t(b.cpu)]);
    if (const MemoryModuleSpec *m = dimmOf(snap, b)) {
        line(PartKind::Memory, b.dimm, m->id, m->name, b.dimmCount, snap.memoryPrices[std::size_t(b.dimm)]);
    }
    for (int v = 0; v < kVolumes; ++v) { // one line per volume, in Volume order
        const StorageVolume &vol = b.volumes[std::size_t(v)];
        if (const StorageSpec *s = driveOf(snap, vol)) {
            line(PartKind::Storage, vol.drive, s->id, s->name, vol.count, snap.storagePrices[std::size_t(vol.drive)]);
            t.bom.back().volume = v;
        }
    }
    if (const NicSpec *nic = nicOf(snap, b)) {
        line(PartKind::Nic, b.nic, nic->id, nic->name, 1, snap.nicPrices[std::size_t(b.nic)]);
    }
    if (const CoolerSpec *k = coolerOf(snap, b)) {
        line(PartKind::Cooler, b.cooler, k->id, k->name, b.coolerCount, snap.coolerPrices[std::size_t(b.cooler)]);
    }
    if (const BridgeSpec *k = bridgeOf(snap, b)) {
        line(PartKind::Bridge, b.bridge, k->id, k->name, b.bridgeCount, snap.bridgePrices[std::size_t(b.bridge)]);
    }
    if (const PsuSpec *s = psuOf(snap, b); s && b.psusCharged > 0) {
        // Units in a barebone's price are not charged again.
        line(PartKind::Psu, b.psu, s->id, s->name, b.psusCharged, snap.psuPrices[std::size_t(b.psu)]);
    }

    // How it can grow. A PCIe card wider than the slot pitch covers the next x16 slot too.
    const int slotsPerCard = g.formFactor != "pcie" ? 0
        : p.slotPitch > 0 && g.slotWidth > p.slotPitch ? (g.slotWidth + p.slotPitch - 1) / p.slotPitch
                                                        : 1;
    t.growth.freeX16Slots = std::max(0, p.x16Slots - slotsPerCard * b.gpuCount);
    t.growth.psuMarginW = std::max(0.0, b.psuCapacityW * opt.psuSteadyLoadFraction - b.power.dcLoadW());
    for (const int n : allowedCounts(p, g)) {
        if (n > b.gpuCount) {
            t.growth.nextGpuCount = n;
            break;
        }
    }
    t.growth.roomForTwice = grows(*source.group);
    return t;
}

namespace {

// `bestKey`: the best speeds as JobsAtCount::speedKey combines a group's; with a best speed
// for every job, the mean follows from the two keys without a log per job.
double geometricMeanScore(const JobsAtCount &at, const std::vector<double> &best, bool everyBest, double bestKey)
{
    const std::vector<JobOutcome> &jobs = at.jobs;
    if (everyBest && jobs.size() == best.size() && !jobs.empty()) {
        const double n = double(jobs.size());
        if (speedIsLogSum(jobs.size())) {
            return std::exp((at.speedKey - bestKey) / n);
        }
        const double ratio = at.speedKey / bestKey;
        return jobs.size() == 1 ? ratio : jobs.size() == 2 ? std::sqrt(ratio) : std::pow(ratio, 1.0 / n);
    }
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

std::vector<JobsAtCount *> Planner::estimateAllGroups()
{
    // Every count of a GPU model that holds the jobs at its largest count; of one that does not,
    // that largest count only (fewer GPUs hold less).
    // A feasible plan with a budget leaves out the counts whose GPUs and cheapest platform
    // already cost more than the budget: no build of theirs passes, so none is a tier or sets a
    // best speed. (An infeasible plan estimates them all: its advice asks which jobs fit on any
    // GPU model at all.)
    const bool budgetBounds = entry && result.budgetMinor > 0;
    std::vector<JobsAtCount *> groups;
    std::vector<int> counts;
    for (std::size_t gi = 0; gi < index->countsOfGpu.size(); ++gi) {
        // A count's floor: its GPUs and the cheapest platform that takes them (indexCatalog).
        counts.clear();
        for (std::size_t k = 0; k < index->countsOfGpu[gi].size(); ++k) {
            if (!budgetBounds || index->countFloorsOfGpu[gi][k] <= result.budgetMinor) {
                counts.push_back(index->countsOfGpu[gi][k]);
            }
        }
        if (counts.empty()) {
            continue;
        }
        JobsAtCount &largest = jobsAt(int(gi), counts.back());
        if (!largest.fits) {
            groups.push_back(&largest);
            continue;
        }
        for (int n : counts) {
            groups.push_back(&jobsAt(int(gi), n));
        }
    }
    return groups;
}

void Planner::scoreGroups()
{
    // Relative speed: each job's speed against the fastest GPU × count that has a build passing
    // every check (the fastest that was sized beyond its GPUs when none passes), so the fastest
    // passing build scores 1.
    std::vector<JobsAtCount *> groups = estimateAllGroups();
    std::vector<double> best(workload.jobs.size(), 0.0);
    for (std::size_t j = 0; j < best.size(); ++j) {
        if (!entry) {
            for (const JobsAtCount &at : cache) {
                if (at.anySized && j < at.jobs.size()) {
                    best[j] = std::max(best[j], at.jobs[j].speed());
                }
            }
            continue;
        }
        std::vector<JobsAtCount *> fastestFirst;
        for (JobsAtCount *at : groups) {
            if (at->fits && j < at->jobs.size()) {
                fastestFirst.push_back(at);
            }
        }
        std::stable_sort(fastestFirst.begin(), fastestFirst.end(),
                         [j](const JobsAtCount *x, const JobsAtCount *y) { return x->jobs[j].speed() > y->jobs[j].speed(); });
        for (JobsAtCount *at : fastestFirst) {
            if (groupPasses(*at)) {
                best[j] = at->jobs[j].speed();
                break;
            }
        }
    }
    const bool everyBest = std::all_of(best.begin(), best.end(), [](double b) { return b > 0; });
    SpeedKey bestKey(best.size());
    if (everyBest) {
        for (const double b : best) {
            bestKey.add(b);
        }
    }
    for (JobsAtCount &at : cache) {
        at.score = geometricMeanScore(at, best, everyBest, bestKey.value());
    }
    fitting.clear();
    for (JobsAtCount *at : groups) {
        if (at->fits) {
            fitting.push_back(at);
        }
    }
    // Fastest first, as faster() ranks them (ties: the order they were listed in).
    std::stable_sort(fitting.begin(), fitting.end(), [](const JobsAtCount *x, const JobsAtCount *y) { return x->score > y->score; });
}

std::vector<Build> Planner::rejectedAlternatives(const Candidate &tier, TierKind kind)
{
    // The closest builds by configuration that a check rejected (for mainstream and high also
    // passing builds that miss the mainstream bar): the same GPU model on the same platform at
    // another count or with another CPU first, then the same GPU model elsewhere, then other GPUs
    // on the same platform; within each, the nearest GPU count, then the nearest price. One per
    // GPU × count × platform. The neighbourhood is evaluated here, in that order, as far as needed.
    struct Listed {
        Candidate c;
        int relation;
        int countGap;
        std::int64_t priceGap;
    };
    const auto gap = [](std::int64_t a, std::int64_t b) { return a > b ? a - b : b - a; };
    const auto closerListed = [&](const Listed &a, const Listed &b) {
        if (a.relation != b.relation) return a.relation < b.relation;
        if (a.countGap != b.countGap) return a.countGap < b.countGap;
        if (a.priceGap != b.priceGap) return a.priceGap < b.priceGap;
        return cheaper(a.c, b.c);
    };
    const std::size_t wanted = std::size_t(std::max(0, opt.maxRejectedPerTier));
    std::vector<Listed> listed;
    struct Collector final : BuildSink {
        Planner &pl;
        const Candidate &tier;
        TierKind kind;
        int relation = 0;
        std::vector<Listed> &listed;
        decltype(closerListed) &closerOf;
        decltype(gap) &gapOf;
        Collector(Planner &p, const Candidate &t, TierKind k, std::vector<Listed> &l, decltype(closerListed) &c, decltype(gap) &g)
            : pl(p), tier(t), kind(k), listed(l), closerOf(c), gapOf(g)
        {
        }
        void take(const Build &b, JobsAtCount &at) override
        {
            const Candidate c = pl.candidateOf(b, at);
            const bool qualifies = at.targetsMet && at.headroom >= pl.opt.mainstreamHeadroom;
            if (sameBuild(c, tier) || (c.passes() && (kind == TierKind::Entry || qualifies))) {
                return;
            }
            const Listed l{c, relation, std::abs(at.count - tier.group->count), gapOf(c.priceMinor, tier.priceMinor)};
            // A platform × GPU × count is evaluated at once, so its builds arrive together.
            if (!listed.empty() && listed.back().c.group == c.group && listed.back().c.platform == c.platform) {
                if (closerOf(l, listed.back())) {
                    listed.back() = l;
                }
                return;
            }
            listed.push_back(l);
        }
    } collector(*this, tier, kind, listed, closerListed, gap);
    constexpr std::int64_t unbounded = std::numeric_limits<std::int64_t>::max();
    const int gi = tier.group->gpu;
    const std::size_t tierPlatform = std::size_t(tier.platform);
    const GpuSpec &g = snap.gpus[std::size_t(gi)];
    const int maxGap = std::max(tier.group->count, largestCount(gi)) + 64;
    // Same GPU, same platform: every count it takes.
    collector.relation = 0;
    for (int n : allowedCounts(snap.platforms[tierPlatform], g)) {
        evaluateTriple(tierPlatform, jobsAt(gi, n), unbounded, collector, true);
    }
    // Same GPU elsewhere, then other GPUs on the same platform: the nearest counts first, as far
    // as the list needs.
    for (int relation : {1, 2}) {
        collector.relation = relation;
        for (int d = 0; listed.size() < wanted && d <= maxGap; ++d) {
            for (int sign : {-1, 1}) {
                if (d == 0 && sign > 0) {
                    continue;
                }
                const int n = tier.group->count + sign * d;
                if (n < 1) {
                    continue;
                }
                if (relation == 1) {
                    for (const std::size_t pi : *index->platformsOfGpu[std::size_t(gi)]) {
                        if (pi != tierPlatform && takesCount(snap.platforms[pi], n)) {
                            evaluateTriple(pi, jobsAt(gi, n), unbounded, collector, true);
                        }
                    }
                } else if (takesCount(snap.platforms[tierPlatform], n)) {
                    for (std::size_t other = 0; other < snap.gpus.size(); ++other) {
                        if (int(other) != gi && index->keep.gpus[other] && takesGpu(snap.platforms[tierPlatform], snap.gpus[other])) {
                            evaluateTriple(tierPlatform, jobsAt(int(other), n), unbounded, collector, true);
                        }
                    }
                }
            }
        }
        if (listed.size() >= wanted) {
            break;
        }
    }
    const std::size_t count = std::min(listed.size(), wanted);
    std::partial_sort(listed.begin(), listed.begin() + std::ptrdiff_t(count), listed.end(), closerListed);
    std::vector<Build> out;
    for (std::size_t i = 0; i < count; ++i) {
        Build r = materialized(listed[i].c);
        r.rejection = rejectionOf(r);
        out.push_back(std::move(r));
    }
    return out;
}

namespace {

// `priceMinor` × `ratio`, truncated to minor units; past what int64 holds, no bound at all.
std::int64_t scaledPrice(std::int64_t priceMinor, double ratio)
{
    const double scaled = double(priceMinor) * ratio;
    return scaled >= 9.2e18 ? std::numeric_limits<std::int64_t>::max() : std::int64_t(scaled);
}

// What a current GPU × count must match to replace a tier's GPU that is not current: every job
// fits (the groups searched all do), the targets the other meets, at least its memory headroom,
// relative speed and total GPU memory.
bool asGoodForJobs(const CatalogSnapshot &snap, const JobsAtCount &at, const JobsAtCount &other)
{
    const auto memory = [&](const JobsAtCount &g) { return snap.gpus[std::size_t(g.gpu)].memoryBytes * g.count; };
    return at.fits && (at.targetsMet || !other.targetsMet) && at.headroom >= other.headroom - 1e-9
        && at.score >= other.score - 1e-9 && memory(at) >= memory(other);
}

} // namespace

std::optional<Candidate> Planner::currentInstead(const Candidate &tier, std::int64_t capMinor, bool mustGrow,
                                                 const JobsAtCount *lower)
{
    const JobsAtCount &held = *tier.group;
    if (snap.gpus[std::size_t(held.gpu)].current()) {
        return std::nullopt;
    }
    // The tier's rule bounds the price: the ratio over the build it replaces, the cap, the budget.
    const double ratio = std::max(1.0, opt.currentGpuPriceRatio);
    std::int64_t limit = scaledPrice(tier.priceMinor, ratio);
    limit = std::min(limit, capMinor);
    if (result.budgetMinor > 0) {
        limit = std::min(limit, result.budgetMinor);
    }
    std::optional<Candidate> best, lowerTier;
    for (JobsAtCount *at : fitting) {
        if (!snap.gpus[std::size_t(at->gpu)].current() || !asGoodForJobs(snap, *at, held) || groupFloor(*at) > limit) {
            continue;
        }
        searchGroup(*at, limit);
        const std::optional<Candidate> &c = at->cheapest;
        std::optional<Candidate> &slot = at == lower ? lowerTier : best;
        if (c && c->priceMinor <= limit && (!slot || cheaper(*c, *slot)) && (!mustGrow || grows(*at))) {
            slot = *c;
        }
    }
    return best ? best : lowerTier;
}

void Planner::chooseTiers()
{
    result.feasible = entry.has_value();
    if (!result.feasible) {
        explainInfeasible();
        if (opt.suggestions) {
            suggest();
        }
        return;
    }
    const auto qualifies = [this](const JobsAtCount *at) { return at->targetsMet && at->headroom >= opt.mainstreamHeadroom; };
    // A GPU that is not current wins a tier only when no current one is as good within the
    // tier's rule (docs/planner.md, "Lifecycle"): entry, mainstream and high each ask once chosen.
    const Candidate entryBuild = currentInstead(*entry, std::numeric_limits<std::int64_t>::max()).value_or(*entry);
    const JobsAtCount *entryGroup = entryBuild.group;
    // Tiers differ in GPU model × count: the CPU or chassis alone changes no job's figures. Is
    // the entry's the only one with a passing build?
    std::optional<bool> onlyOneMemo;
    const auto onlyOne = [&]() {
        if (!onlyOneMemo) {
            onlyOneMemo = std::none_of(fitting.begin(), fitting.end(),
                                       [&](JobsAtCount *at) { return at != entryGroup && groupPasses(*at); });
        }
        return *onlyOneMemo;
    };

    // Mainstream: the least expensive build that meets every target with the headroom. When the
    // entry build already does, the least expensive other GPU × count that does, so the tiers
    // are three choices; entry itself only when no other build meets that bar.
    std::optional<Candidate> mainstream;
    for (const JobsAtCount *at : qualifying) {
        if (at && at != entryGroup) {
            mainstream = *at->cheapest;
            break;
        }
    }
    if (!mainstream && qualifies(entryGroup)) {
        mainstream = entryBuild;
    }
    if (mainstream) {
        if (std::optional<Candidate> current =
                currentInstead(*mainstream, std::numeric_limits<std::int64_t>::max(), false, entryGroup)) {
            mainstream = current;
        }
    }

    // High: the growth build. Of the builds that meet the mainstream bar (any passing build when
    // no build does), at least as fast as mainstream and, without a budget, at most highPriceCap
    // × its price: the fastest that still fits every job at highGrowthFactor × its users or
    // sequence length, on another GPU × count than the lower tiers if one qualifies.
    const Candidate &base = mainstream ? *mainstream : entryBuild;
    const std::int64_t capMinor = result.budgetMinor > 0 ? std::numeric_limits<std::int64_t>::max()
                                                         : scaledPrice(base.priceMinor, std::max(1.0, opt.highPriceCap));
    const auto eligible = [&](JobsAtCount *at) { return (!mainstream || qualifies(at)) && at->score >= base.score() - 1e-9; };
    const auto distinct = [&](JobsAtCount *at) { return at != entryGroup && (!mainstream || at != mainstream->group); };
    // The fastest passing build within the cap among the GPU × counts `accept` takes: they are
    // searched fastest first, each up to the cap, until no slower one can win.
    const std::int64_t reachMinor = result.budgetMinor > 0 ? std::min(capMinor, result.budgetMinor) : capMinor;
    const auto fastest = [&](auto &&accept) -> std::optional<Candidate> {
        std::optional<Candidate> best;
        for (JobsAtCount *at : fitting) {
            if (best && at->score < best->score() - 1e-9) {
                break;
            }
            // A group whose least build is beyond the cap and the budget has none to offer: it
            // is passed over before accept() asks for its room to grow (estimates).
            if (groupFloor(*at) > reachMinor || !accept(at)) {
                continue;
            }
            searchGroup(*at, reachMinor); // beyond the budget every build fails it
            if (at->cheapest && at->cheapest->priceMinor <= capMinor && (!best || faster(*at->cheapest, *best))) {
                best = *at->cheapest;
            }
        }
        return best;
    };
    const auto beyondCap = [&](auto &&accept) {
        return capMinor != std::numeric_limits<std::int64_t>::max()
            && std::any_of(fitting.begin(), fitting.end(), [&](JobsAtCount *at) {
                   return accept(at) && groupPasses(*at) && at->cheapestPassingMinor() > capMinor;
               });
    };
    const auto growing = [&](JobsAtCount *at) { return eligible(at) && grows(*at); };
    // Another GPU × count is the high tier when it adds something: room to grow the lower tier
    // lacks, or speed. One that grows as the lower tier does at its speed only adds GPUs no job
    // uses (a third card beside a tensor-parallel-2 job that two cards already hold twice over).
    // The lower tier's room is asked only of a build no faster (grows() estimates, once).
    const auto addsToBase = [&](JobsAtCount *at) { return at->score > base.score() + 1e-9 || !grows(*base.group); };
    const auto distinctGrowing = [&](JobsAtCount *at) { return distinct(at) && growing(at) && addsToBase(at); };
    MergeReason highMerged = MergeReason::NoOtherGrows;
    bool noGrowth = false;
    std::optional<Candidate> high = fastest(distinctGrowing);
    if (!high) {
        high = fastest(growing);
        if (!high) {
            // No build has the room within the budget or the cap: the fastest that meets the bar,
            // on another GPU × count only when it is faster. One no faster and without the room
            // adds GPUs no job can use (a third card beside a tensor-parallel-2 job): no vendor
            // sells that as the high tier, so the tier stays a lower tier's build.
            noGrowth = true;
            const auto fasterThanBase = [&](JobsAtCount *at) { return at->score > base.score() + 1e-9; };
            high = fastest([&](JobsAtCount *at) { return eligible(at) && distinct(at) && fasterThanBase(at); });
            if (!high) {
                high = fastest(eligible);
                const bool distinctEligible = std::any_of(fitting.begin(), fitting.end(), [&](JobsAtCount *at) {
                    return eligible(at) && distinct(at) && groupPasses(*at);
                });
                highMerged = beyondCap([&](JobsAtCount *at) { return eligible(at) && distinct(at) && fasterThanBase(at); })
                    ? MergeReason::PriceCap
                    : distinctEligible ? MergeReason::NoneFaster
                                       : MergeReason::NoOtherMeetsBar;
                noGrowth = highMerged != MergeReason::NoneFaster;
            }
        } else if (beyondCap(distinctGrowing)) {
            highMerged = MergeReason::PriceCap;
        }
    }
    if (!high) {
        high = base; // the cap is at least the base price, so this is only a guard
    }
    if (std::optional<Candidate> current = currentInstead(*high, capMinor, !noGrowth && grows(*high->group))) {
        high = current;
    }

    Tier e = makeTier(TierKind::Entry, entryBuild);
    e.rejected = rejectedAlternatives(entryBuild, TierKind::Entry);
    result.tiers.push_back(std::move(e));
    if (mainstream) {
        Tier m = makeTier(TierKind::Mainstream, *mainstream);
        if (sameBuild(*mainstream, entryBuild)) {
            m.sameAs = TierKind::Entry;
            result.notes.push_back({PlanNoteKind::SameBuild, TierKind::Mainstream, TierKind::Entry,
                                    onlyOne() ? MergeReason::OnlyBuild : MergeReason::NoOtherMeetsBar});
        }
        m.rejected = rejectedAlternatives(*mainstream, TierKind::Mainstream);
        result.tiers.push_back(std::move(m));
    } else {
        result.notes.push_back({PlanNoteKind::NoMainstream});
    }
    if (noGrowth) {
        result.notes.push_back({PlanNoteKind::NoGrowth});
    }
    // A high tier that is a lower tier's build stays that build (and says so); otherwise it
    // is sized to grow.
    const bool coincides = sameBuild(*high, entryBuild) || (mainstream && sameBuild(*high, *mainstream));
    Tier h = makeTier(TierKind::High, *high, !coincides, capMinor);
    if (sameBuild(*high, entryBuild)) {
        h.sameAs = TierKind::Entry;
    } else if (mainstream && sameBuild(*high, *mainstream)) {
        h.sameAs = TierKind::Mainstream;
    }
    if (h.sameAs) {
        result.notes.push_back({PlanNoteKind::SameBuild, TierKind::High, *h.sameAs, onlyOne() ? MergeReason::OnlyBuild : highMerged});
    }
    h.rejected = rejectedAlternatives(*high, TierKind::High);
    result.tiers.push_back(std::move(h));

    // Overall: the cheapest rejected builds, for the report's "what else was considered".
    for (const Candidate &c : cheapestFailing.list) {
        Build r = materialized(c);
        r.rejection = Rejection::Checks;
        result.rejected.push_back(std::move(r));
    }
}

} // namespace rigplan::planner
