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
    if (a.score() != b.score()) {
        return a.score() > b.score();
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

Build Planner::materialized(const Candidate &c, bool growth) const
{
    Build copy = rebuilt(c, growth);
    copy.score = c.score();
    copy.key = buildKey(snap, copy);
    if (copy.sharedJobs) {
        copy.jobs = *copy.sharedJobs;
        copy.sharedJobs = nullptr;
    }
    return copy;
}

namespace {

// Meets every target with the mainstream headroom.
bool qualifiesForMainstream(const Candidate &c, const PlanOptions &opt)
{
    return c.group->targetsMet && c.group->headroom >= opt.mainstreamHeadroom;
}

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
        const GpuSpec &g = snap.gpus[std::size_t(at.gpu)];
        for (std::size_t j = 0; all && j < workload.jobs.size() && j < at.jobs.size(); ++j) {
            Job job = workload.jobs[j];
            const double f = std::max(1.0, opt.highGrowthFactor);
            if (job.kind == JobKind::Inference) {
                job.inference.concurrency = std::int64_t(std::ceil(double(std::max<std::int64_t>(1, job.inference.concurrency)) * f));
            } else {
                job.training.sequenceLength = std::int64_t(std::ceil(double(job.training.sequenceLength) * f));
            }
            all = bestLayout(job, g, std::max(1, at.jobs[j].gpuCount), opt.estimate).fits;
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
    // The high tier is the growth build: twice the GPU memory in RAM and a mirrored system
    // volume (README, "System RAM", "Storage volumes"), kept where the platform takes them.
    if (kind == TierKind::High && grow && !source.partial()) {
        Build grown = materialized(source, true);
        // The grown host must keep the build within the no-budget price cap the tier was
        // chosen under (a budget is a hard check, so passes() covers it).
        if ((grown.passes() || !t.build.passes()) && grown.priceMinor <= growCapMinor) {
            t.build = std::move(grown);
        } else {
            t.build.notes.push_back({BuildNote::HighRamNotFitted});
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
    if (const PsuSpec *s = psuOf(snap, b); s && b.psusCharged > 0) {
        // Units in a barebone's price are not charged again.
        line(PartKind::Psu, b.psu, s->id, s->name, b.psusCharged, snap.psuPrices[std::size_t(b.psu)]);
    }

    // How it can grow. A PCIe card wider than the slot pitch covers the next x16 slot too.
    const int slotsPerCard = g.formFactor != "pcie" ? 0
        : p.slotPitch > 0 && g.slotWidth > p.slotPitch ? (g.slotWidth + p.slotPitch - 1) / p.slotPitch
                                                        : 1;
    t.growth.freeX16Slots = std::max(0, p.x16Slots - slotsPerCard * b.gpuCount);
    t.growth.psuMarginW = std::max(0.0, b.psuCapacityW * opt.psuSteadyLoadFraction - b.dcLoadW);
    for (const int n : allowedCounts(p, g)) {
        if (n > b.gpuCount) {
            t.growth.nextGpuCount = n;
            break;
        }
    }
    t.growth.roomForTwice = grows(*source.group);
    return t;
}

std::vector<Build> Planner::rejectedAlternatives(const Candidate &tier, TierKind kind) const
{
    // The closest builds by configuration that a check rejected (for mainstream and high also
    // passing builds that miss the mainstream bar): the same GPU model on the same platform at another count or with another
    // CPU first, then the same GPU model elsewhere, then other GPUs on the same platform; within
    // each, the nearest GPU count, then the nearest price. One per GPU × count × platform.
    struct Listed {
        const Candidate *c;
        int relation;
        int countGap;
        std::int64_t priceGap;
    };
    const auto gap = [](std::int64_t a, std::int64_t b) { return a > b ? a - b : b - a; };
    const auto closer = [&](const Listed &a, const Listed &b) {
        if (a.relation != b.relation) return a.relation < b.relation;
        if (a.countGap != b.countGap) return a.countGap < b.countGap;
        if (a.priceGap != b.priceGap) return a.priceGap < b.priceGap;
        return cheaper(*a.c, *b.c);
    };
    std::vector<Listed> listed;
    for (const Candidate &c : candidates) {
        if (sameBuild(c, tier) || (c.passes() && (kind == TierKind::Entry || qualifiesForMainstream(c, opt)))) {
            continue;
        }
        const bool sameGpu = c.group->gpu == tier.group->gpu;
        const bool samePlatform = c.platform == tier.platform;
        if (!sameGpu && !samePlatform) {
            continue;
        }
        const Listed l{&c, sameGpu && samePlatform ? 0 : sameGpu ? 1 : 2, std::abs(c.group->count - tier.group->count),
                       gap(c.priceMinor, tier.priceMinor)};
        // A platform × GPU × count is evaluated once, so its builds are neighbours in `candidates`.
        if (!listed.empty() && listed.back().c->group == c.group && listed.back().c->platform == c.platform) {
            if (closer(l, listed.back())) {
                listed.back() = l;
            }
            continue;
        }
        listed.push_back(l);
    }
    const std::size_t count = std::min<std::size_t>(listed.size(), std::size_t(std::max(0, opt.maxRejectedPerTier)));
    std::partial_sort(listed.begin(), listed.begin() + std::ptrdiff_t(count), listed.end(), closer);
    std::vector<Build> out;
    for (std::size_t i = 0; i < count; ++i) {
        Build r = materialized(*listed[i].c);
        r.rejection = rejectionOf(r);
        out.push_back(std::move(r));
    }
    return out;
}

void Planner::chooseTiers()
{
    std::vector<const Candidate *> passing;
    for (const Candidate &c : candidates) {
        if (c.passes()) {
            passing.push_back(&c);
        }
    }
    result.passing = std::int64_t(passing.size());
    result.feasible = !passing.empty();
    if (!result.feasible) {
        explainInfeasible();
        if (opt.suggestions) {
            suggest();
        }
        return;
    }
    const auto qualifies = [this](const Candidate *c) { return qualifiesForMainstream(*c, opt); };
    const Candidate *entry = *std::min_element(passing.begin(), passing.end(),
                                               [this](const Candidate *a, const Candidate *b) { return cheaper(*a, *b); });
    // Tiers differ in GPU model × count: the CPU or chassis alone changes no job's figures.
    const bool onlyOne = std::all_of(passing.begin(), passing.end(), [&](const Candidate *c) { return c->group == entry->group; });

    // Mainstream: the least expensive build that meets every target with the headroom. When the
    // entry build already does, the least expensive other GPU × count that does, so the tiers
    // are three choices; entry itself only when no other build meets that bar.
    const Candidate *mainstream = nullptr;
    for (const Candidate *b : passing) {
        if (qualifies(b) && b->group != entry->group && (!mainstream || cheaper(*b, *mainstream))) {
            mainstream = b;
        }
    }
    if (!mainstream && qualifies(entry)) {
        mainstream = entry;
    }

    // High: the growth build. Of the builds that meet the mainstream bar (any passing build when
    // no build does), at least as fast as mainstream and, without a budget, at most highPriceCap
    // × its price: the fastest that still fits every job at highGrowthFactor × its users or
    // sequence length, on another GPU × count than the lower tiers if one qualifies.
    const Candidate *base = mainstream ? mainstream : entry;
    const std::int64_t capMinor = result.budgetMinor > 0 ? std::numeric_limits<std::int64_t>::max()
        : double(base->priceMinor) * opt.highPriceCap >= 9.2e18
        ? std::numeric_limits<std::int64_t>::max()
        : std::int64_t(double(base->priceMinor) * std::max(1.0, opt.highPriceCap));
    const auto eligible = [&](const Candidate *c) {
        return (!mainstream || qualifies(c)) && c->score() >= base->score() - 1e-9;
    };
    const auto distinct = [&](const Candidate *c) {
        return c->group != entry->group && (!mainstream || c->group != mainstream->group);
    };
    const auto fastest = [&](auto &&accept) {
        const Candidate *best = nullptr;
        for (const Candidate *c : passing) {
            if (c->priceMinor <= capMinor && accept(c) && (!best || faster(*c, *best))) {
                best = c;
            }
        }
        return best;
    };
    const auto beyondCap = [&](auto &&accept) {
        return std::any_of(passing.begin(), passing.end(), [&](const Candidate *c) { return c->priceMinor > capMinor && accept(c); });
    };
    const auto growing = [&](const Candidate *c) { return eligible(c) && grows(*c->group); };
    MergeReason highMerged = MergeReason::NoOtherGrows;
    bool noGrowth = false;
    const Candidate *high = fastest([&](const Candidate *c) { return growing(c) && distinct(c); });
    if (!high) {
        high = fastest(growing);
        if (!high) {
            // No build has the room within the budget or the cap: the fastest that meets the bar.
            noGrowth = true;
            high = fastest([&](const Candidate *c) { return eligible(c) && distinct(c); });
            if (!high) {
                high = fastest(eligible);
                highMerged = beyondCap([&](const Candidate *c) { return eligible(c) && distinct(c); }) ? MergeReason::PriceCap
                                                                                                       : MergeReason::NoOtherMeetsBar;
            }
        } else if (beyondCap([&](const Candidate *c) { return growing(c) && distinct(c); })) {
            highMerged = MergeReason::PriceCap;
        }
    }
    if (!high) {
        high = base; // the cap is at least the base price, so this is only a guard
    }
    if (onlyOne) {
        highMerged = MergeReason::OnlyBuild;
    }

    Tier e = makeTier(TierKind::Entry, *entry);
    e.rejected = rejectedAlternatives(*entry, TierKind::Entry);
    result.tiers.push_back(std::move(e));
    if (mainstream) {
        Tier m = makeTier(TierKind::Mainstream, *mainstream);
        if (sameBuild(*mainstream, *entry)) {
            m.sameAs = TierKind::Entry;
            result.notes.push_back({PlanNoteKind::SameBuild, TierKind::Mainstream, TierKind::Entry,
                                    onlyOne ? MergeReason::OnlyBuild : MergeReason::NoOtherMeetsBar});
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
    const bool coincides = sameBuild(*high, *entry) || (mainstream && sameBuild(*high, *mainstream));
    Tier h = makeTier(TierKind::High, *high, !coincides, capMinor);
    if (sameBuild(*high, *entry)) {
        h.sameAs = TierKind::Entry;
    } else if (mainstream && sameBuild(*high, *mainstream)) {
        h.sameAs = TierKind::Mainstream;
    }
    if (h.sameAs) {
        result.notes.push_back({PlanNoteKind::SameBuild, TierKind::High, *h.sameAs, highMerged});
    }
    h.rejected = rejectedAlternatives(*high, TierKind::High);
    result.tiers.push_back(std::move(h));

    // Overall: the cheapest rejected builds, for the report's "what else was considered".
    std::vector<const Candidate *> rejected;
    for (const Candidate &c : candidates) {
        if (!c.passes()) {
            rejected.push_back(&c);
        }
    }
    const std::size_t listed = std::min<std::size_t>(rejected.size(), 10);
    std::partial_sort(rejected.begin(), rejected.begin() + std::ptrdiff_t(listed), rejected.end(),
                      [this](const Candidate *a, const Candidate *b) { return cheaper(*a, *b); });
    for (std::size_t i = 0; i < listed; ++i) {
        Build r = materialized(*rejected[i]);
        r.rejection = Rejection::Checks;
        result.rejected.push_back(std::move(r));
    }
}

} // namespace rigplan::planner
