// SPDX-License-Identifier: GPL-3.0-or-later
// System RAM, storage and PSU sets: the cheapest set of each that meets the need.

#include "plan/PlannerDetail.h"
#include "util/Money.h"

#include <algorithm>
#include <limits>

namespace rigplan::planner {

bool sizeMemory(const CatalogSnapshot &snap, const PlatformParts &parts, const PlatformSpec &p, const CpuSpec &c,
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
    for (const std::size_t d : parts.dimms) {
        const MemoryModuleSpec &m = snap.memory[d];
        for (int k : counts) {
            if (k == 0) {
                continue;
            }
            const std::int64_t bytes = m.capacityBytes * k;
            if (bytes < need || bytes > maxBytes) {
                continue;
            }
            const std::int64_t cost = moneyMul(snap.memoryPrices[d].amountMinor, k);
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

bool sizeStorage(const CatalogSnapshot &snap, const PlatformParts &parts, const PlatformSpec &p, std::int64_t need,
                 const PlanOptions &opt, Build &b)
{
    const int m2 = p.m2Slots > 0 ? p.m2Slots : 2;
    const int u2 = p.coolingClass == "rack" ? opt.rackU2Bays : 0;
    std::int64_t bestCost = std::numeric_limits<std::int64_t>::max();
    for (const std::size_t d : parts.drives) {
        const StorageSpec &s = snap.storage[d];
        const int bays = s.formFactor.rfind("m.2", 0) == 0 ? m2 : (s.formFactor == "2.5in" ? 0 : u2);
        const std::int64_t count = std::max<std::int64_t>(1, (need + s.capacityBytes - 1) / s.capacityBytes);
        if (count > bays) {
            continue;
        }
        const std::int64_t cost = moneyMul(snap.storagePrices[d].amountMinor, count);
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

bool sizePsu(const CatalogSnapshot &snap, const PlatformParts &parts, bool lowLine, const PlanOptions &opt, Build &b)
{
    const PlatformSpec &p = snap.platforms[std::size_t(b.platform)];
    std::int64_t bestCost = std::numeric_limits<std::int64_t>::max();
    for (const std::size_t i : parts.psus) {
        const PsuSpec &s = snap.psus[i];
        for (int k = 1; k <= p.psuBays; ++k) {
            const double capacity = k * psuCapacityAt(s, lowLine);
            if (b.dcLoadW > opt.psuSteadyLoadFraction * capacity || b.transientW > capacity * excursionFactor(s, opt)) {
                continue;
            }
            const std::int64_t cost = moneyMul(snap.psuPrices[i].amountMinor, k);
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

std::int64_t cheapestMemoryMinor(const CatalogSnapshot &snap, const PlatformParts &parts, std::int64_t ramBytes)
{
    constexpr std::int64_t none = std::numeric_limits<std::int64_t>::max();
    std::int64_t minMemory = none;
    for (const std::size_t d : parts.dimms) {
        const std::int64_t capacity = snap.memory[d].capacityBytes;
        if (capacity > 0) {
            const std::int64_t k = std::max<std::int64_t>(1, (ramBytes + capacity - 1) / capacity);
            minMemory = std::min(minMemory, moneyMul(snap.memoryPrices[d].amountMinor, k));
        }
    }
    return minMemory == none ? 0 : minMemory;
}

std::int64_t cheapestPsuSetMinor(const CatalogSnapshot &snap, const PlatformParts &parts, const PlatformSpec &p,
                                 bool lowLine, const PlanOptions &opt, double dcW, double transientW)
{
    constexpr std::int64_t none = std::numeric_limits<std::int64_t>::max();
    std::int64_t cheapest = none;
    for (const std::size_t i : parts.psus) {
        const PsuSpec &s = snap.psus[i];
        for (int k = 1; k <= p.psuBays; ++k) {
            const double capacity = k * psuCapacityAt(s, lowLine);
            if (dcW > opt.psuSteadyLoadFraction * capacity || transientW > capacity * excursionFactor(s, opt)) {
                continue;
            }
            cheapest = std::min(cheapest, moneyMul(snap.psuPrices[i].amountMinor, k));
            break;
        }
    }
    return cheapest == none ? 0 : cheapest;
}

std::vector<PlatformParts> partsByPlatform(const CatalogSnapshot &snap, const KeptParts &keep)
{
    std::vector<PlatformParts> out(snap.platforms.size());
    for (std::size_t pi = 0; pi < snap.platforms.size(); ++pi) {
        const PlatformSpec &p = snap.platforms[pi];
        PlatformParts &parts = out[pi];
        for (std::size_t d = 0; d < snap.memory.size(); ++d) {
            if (keep.memory[d] && snap.memory[d].memoryType == p.memoryType && snap.memoryPrices[d].known) {
                parts.dimms.push_back(d);
            }
        }
        for (std::size_t d = 0; d < snap.storage.size(); ++d) {
            if (keep.storage[d] && snap.storagePrices[d].known && snap.storage[d].capacityBytes > 0) {
                parts.drives.push_back(d);
            }
        }
        for (std::size_t i = 0; i < snap.psus.size(); ++i) {
            const PsuSpec &s = snap.psus[i];
            if (!keep.psus[i] || s.form != p.psuForm || !snap.psuPrices[i].known) {
                continue;
            }
            if (p.psuMaxW <= 0 || s.capacityW <= p.psuMaxW) {
                parts.psus.push_back(i);
            }
        }
    }
    return out;
}

double largestPsuDcLoad(const CatalogSnapshot &snap, const PlatformParts &parts, bool lowLine, const PlanOptions &opt,
                        const PlatformSpec &p, double gpuTransientW)
{
    double largest = 0;
    for (const std::size_t i : parts.psus) {
        const PsuSpec &s = snap.psus[i];
        const double capacity = p.psuBays * psuCapacityAt(s, lowLine);
        largest = std::max(largest, std::min(opt.psuSteadyLoadFraction * capacity,
                                             capacity * excursionFactor(s, opt) - gpuTransientW));
    }
    return largest;
}

double bestPsuEfficiency(const CatalogSnapshot &snap, const PlatformParts &parts)
{
    double best = 0;
    for (const std::size_t i : parts.psus) {
        best = std::max(best, snap.psus[i].efficiency);
    }
    return best;
}

} // namespace rigplan::planner
