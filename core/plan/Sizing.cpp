// System RAM, storage and PSU sets: the cheapest set of each that meets the need.

#include "plan/PlannerDetail.h"

#include <algorithm>
#include <limits>

namespace rigplan::planner {

bool sizeMemory(const CatalogSnapshot &snap, const std::vector<bool> &keep, const PlatformSpec &p, const CpuSpec &c,
                std::int64_t need, Build &b)
{
    const int cpuChannels = c.memoryChannels > 0 ? c.memoryChannels * p.cpuSockets : p.memoryChannels;
    const int channels = std::max(1, std::min(p.memoryChannels, cpuChannels));
    std::int64_t maxBytes = std::numeric_limits<std::int64_t>::max();
    if (p.maxMemoryBytes > 0) {
        maxBytes = std::min(maxBytes, p.maxMemoryBytes);
    }
    if (c.maxMemoryBytes > 0) {
        maxBytes = std::min(maxBytes, c.maxMemoryBytes * p.cpuSockets);
    }
    // One or two DIMMs per channel, every channel populated (bandwidth), within the slots.
    int counts[2] = {0, 0};
    if (p.memorySlots < channels) {
        counts[0] = std::max(1, p.memorySlots);
    } else {
        counts[0] = channels;
        if (2 * channels <= p.memorySlots) {
            counts[1] = 2 * channels;
        }
    }
    std::int64_t bestCost = std::numeric_limits<std::int64_t>::max();
    for (std::size_t d = 0; d < snap.memory.size(); ++d) {
        const MemoryModuleSpec &m = snap.memory[d];
        if (!keep[d] || m.memoryType != p.memoryType || !snap.memoryPrices[d].known) {
            continue;
        }
        for (int k : counts) {
            if (k == 0) {
                continue;
            }
            const std::int64_t bytes = m.capacityBytes * k;
            if (bytes < need || bytes > maxBytes) {
                continue;
            }
            const std::int64_t cost = snap.memoryPrices[d].amountMinor * k;
            const bool better = cost < bestCost
                || (cost == bestCost && (k < b.dimmCount || (k == b.dimmCount && m.speedMts > snap.memory[std::size_t(b.dimm)].speedMts)));
            if (better) {
                bestCost = cost;
                b.dimm = int(d);
                b.dimmCount = k;
                b.memoryBytes = bytes;
            }
        }
    }
    return b.dimm >= 0;
}

bool sizeStorage(const CatalogSnapshot &snap, const std::vector<bool> &keep, const PlatformSpec &p, std::int64_t need,
                 const PlanOptions &opt, Build &b)
{
    const int m2 = p.m2Slots > 0 ? p.m2Slots : 2;
    const int u2 = p.coolingClass == "rack" ? opt.rackU2Bays : 0;
    std::int64_t bestCost = std::numeric_limits<std::int64_t>::max();
    for (std::size_t d = 0; d < snap.storage.size(); ++d) {
        const StorageSpec &s = snap.storage[d];
        if (!keep[d] || !snap.storagePrices[d].known || s.capacityBytes <= 0) {
            continue;
        }
        const int bays = s.formFactor.rfind("m.2", 0) == 0 ? m2 : (s.formFactor == "2.5in" ? 0 : u2);
        const std::int64_t count = std::max<std::int64_t>(1, (need + s.capacityBytes - 1) / s.capacityBytes);
        if (count > bays) {
            continue;
        }
        const std::int64_t cost = snap.storagePrices[d].amountMinor * count;
        const bool better = cost < bestCost || (cost == bestCost && count < b.driveCount);
        if (better) {
            bestCost = cost;
            b.drive = int(d);
            b.driveCount = int(count);
            b.storageBytes = s.capacityBytes * count;
        }
    }
    return b.drive >= 0;
}

namespace {

double psuCapacityAt(const PsuSpec &s, bool lowLine)
{
    return double(lowLine && s.capacityW115v > 0 ? s.capacityW115v : s.capacityW);
}

} // namespace

double excursionFactor(const PsuSpec &s, const PlanOptions &opt)
{
    return s.atxVersion.rfind("3", 0) == 0 ? opt.atx3ExcursionFactor : opt.otherExcursionFactor;
}

bool sizePsu(const CatalogSnapshot &snap, const std::vector<bool> &keep, const PlatformSpec &p, bool lowLine,
             const PlanOptions &opt, Build &b)
{
    std::int64_t bestCost = std::numeric_limits<std::int64_t>::max();
    for (std::size_t i = 0; i < snap.psus.size(); ++i) {
        const PsuSpec &s = snap.psus[i];
        if (!keep[i] || s.form != p.psuForm || !snap.psuPrices[i].known || (p.psuMaxW > 0 && s.capacityW > p.psuMaxW)) {
            continue;
        }
        for (int k = 1; k <= p.psuBays; ++k) {
            const double capacity = k * psuCapacityAt(s, lowLine);
            if (b.dcLoadW > opt.psuSteadyLoadFraction * capacity || b.transientW > capacity * excursionFactor(s, opt)) {
                continue;
            }
            const std::int64_t cost = snap.psuPrices[i].amountMinor * k;
            const bool better = cost < bestCost
                || (cost == bestCost && s.efficiency > snap.psus[std::size_t(b.psu)].efficiency);
            if (better) {
                bestCost = cost;
                b.psu = int(i);
                b.psuCount = k;
                b.psuCapacityW = capacity;
            }
            break; // more units of the same model only cost more
        }
    }
    return b.psu >= 0;
}

std::int64_t cheapestHostExtras(const CatalogSnapshot &snap, const KeptParts &keep, const PlatformSpec &p,
                                std::int64_t ramBytes)
{
    constexpr std::int64_t none = std::numeric_limits<std::int64_t>::max();
    std::int64_t minMemory = none;
    for (std::size_t d = 0; d < snap.memory.size(); ++d) {
        if (keep.memory[d] && snap.memory[d].memoryType == p.memoryType && snap.memoryPrices[d].known
            && snap.memory[d].capacityBytes > 0) {
            const std::int64_t k = std::max<std::int64_t>(1, (ramBytes + snap.memory[d].capacityBytes - 1) / snap.memory[d].capacityBytes);
            minMemory = std::min(minMemory, snap.memoryPrices[d].amountMinor * k);
        }
    }
    std::int64_t minPsu = none;
    for (std::size_t i = 0; i < snap.psus.size(); ++i) {
        if (keep.psus[i] && snap.psus[i].form == p.psuForm && snap.psuPrices[i].known) {
            minPsu = std::min(minPsu, snap.psuPrices[i].amountMinor);
        }
    }
    return (minMemory == none ? 0 : minMemory) + (minPsu == none ? 0 : minPsu);
}

} // namespace rigplan::planner
