// SPDX-License-Identifier: GPL-3.0-or-later
// Entry / mainstream / high from the builds that pass, and the alternatives each rejected.

#include "plan/PlannerDetail.h"
#include "util/Money.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

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

Tier Planner::makeTier(TierKind kind, const Candidate &source, bool grow) const
{
    Tier t;
    t.kind = kind;
    t.build = materialized(source);
    // The high tier is the growth build: twice the GPU memory in RAM and a mirrored system
    // volume (README, "System RAM", "Storage volumes"), kept where the platform takes them.
    if (kind == TierKind::High && grow && !source.partial()) {
        Build grown = materialized(source, true);
        if (grown.passes() || !t.build.passes()) {
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
    return t;
}

std::vector<Build> Planner::rejectedAlternatives(const Candidate &tier, TierKind kind) const
{
    // Entry and mainstream: the closest cheaper builds and what rejected them (mainstream also
    // lists cheaper builds that pass but miss its bar). High: the faster builds a check rejected.
    // Closest to the tier first (the dearest of the cheaper builds, the slowest of the faster);
    // one per GPU × count × platform: the closest of each, then the closest of those.
    const auto closer = [&](const Candidate &a, const Candidate &b) {
        return kind == TierKind::High ? faster(b, a) : cheaper(b, a);
    };
    // A platform × GPU × count is evaluated once, so its builds are neighbours in `candidates`.
    std::vector<const Candidate *> listed;
    for (const Candidate &c : candidates) {
        if (kind == TierKind::High) {
            if (c.passes() || c.partial() || !(c.score() > tier.score() + 1e-9)) {
                continue;
            }
        } else {
            if (sameBuild(c, tier) || c.priceMinor > tier.priceMinor) {
                continue;
            }
            if (c.passes() && !(kind == TierKind::Mainstream && !qualifiesForMainstream(c, opt))) {
                continue;
            }
        }
        if (!listed.empty() && listed.back()->group == c.group && listed.back()->platform == c.platform) {
            if (closer(c, *listed.back())) {
                listed.back() = &c;
            }
            continue;
        }
        listed.push_back(&c);
    }
    const std::size_t count = std::min<std::size_t>(listed.size(), std::size_t(std::max(0, opt.maxRejectedPerTier)));
    std::partial_sort(listed.begin(), listed.begin() + std::ptrdiff_t(count), listed.end(),
                      [&](const Candidate *a, const Candidate *b) { return closer(*a, *b); });
    std::vector<Build> out;
    for (std::size_t i = 0; i < count; ++i) {
        Build r = materialized(*listed[i]);
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
    const Candidate *entry = *std::min_element(passing.begin(), passing.end(),
                                               [this](const Candidate *a, const Candidate *b) { return cheaper(*a, *b); });
    const Candidate *mainstream = nullptr;
    for (const Candidate *b : passing) {
        if (qualifiesForMainstream(*b, opt) && (!mainstream || cheaper(*b, *mainstream))) {
            mainstream = b;
        }
    }
    // High-performance is the premium recommendation: when a mainstream build exists, the
    // fastest build that also meets every target with the headroom (so it never costs less
    // than mainstream); otherwise the fastest build that passes.
    const Candidate *high = nullptr;
    for (const Candidate *b : passing) {
        const bool qualifies = !mainstream || qualifiesForMainstream(*b, opt);
        if (qualifies && (!high || faster(*b, *high))) {
            high = b;
        }
    }

    Tier e = makeTier(TierKind::Entry, *entry);
    e.rejected = rejectedAlternatives(*entry, TierKind::Entry);
    result.tiers.push_back(std::move(e));
    if (mainstream) {
        Tier m = makeTier(TierKind::Mainstream, *mainstream);
        if (sameBuild(*mainstream, *entry)) {
            m.sameAs = TierKind::Entry;
        }
        m.rejected = rejectedAlternatives(*mainstream, TierKind::Mainstream);
        result.tiers.push_back(std::move(m));
    } else {
        result.notes.push_back({PlanNoteKind::NoMainstream});
    }
    // A high tier that is a lower tier's build stays that build (and says so); otherwise it
    // is sized to grow.
    const bool coincides = sameBuild(*high, *entry) || (mainstream && sameBuild(*high, *mainstream));
    Tier h = makeTier(TierKind::High, *high, !coincides);
    if (sameBuild(*high, *entry)) {
        h.sameAs = TierKind::Entry;
    } else if (mainstream && sameBuild(*high, *mainstream)) {
        h.sameAs = TierKind::Mainstream;
    }
    h.rejected = rejectedAlternatives(*high, TierKind::High);
    result.tiers.push_back(std::move(h));
    for (const Tier &t : result.tiers) {
        if (t.sameAs) {
            result.notes.push_back({PlanNoteKind::SameBuild, t.kind, *t.sameAs});
        }
    }

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
