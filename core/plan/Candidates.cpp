// SPDX-License-Identifier: GPL-3.0-or-later
// Which parts can ever win, and which GPU counts a platform takes.

#include "plan/PlannerDetail.h"

#include <algorithm>
#include <map>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

namespace rigplan::planner {

namespace {

bool contains(const std::vector<std::string> &list, const std::string &value)
{
    return std::find(list.begin(), list.end(), value) != list.end();
}

// Of the parts with the same key, only the one that `beats` all the others is kept (`beats(i, j)`:
// part i is the better choice than part j; on a draw the earlier row stays).
// Parts not in `offered` (not sold in the site's country) are out from the start.
template <typename Part, typename KeyFn, typename BeatsFn>
std::vector<bool> bestPerKey(const std::vector<Part> &parts, const std::vector<bool> &offered, KeyFn key, BeatsFn beats)
{
    std::vector<bool> keep = offered;
    // The key is a tuple of references into the part (compared field by field, not formatted).
    std::map<decltype(key(parts.front())), std::size_t> best;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (!offered[i]) {
            continue;
        }
        const auto [it, first] = best.emplace(key(parts[i]), i);
        if (first) {
            continue;
        }
        if (beats(i, it->second)) {
            keep[it->second] = false;
            it->second = i;
        } else {
            keep[i] = false;
        }
    }
    return keep;
}

// Parts with the same specs as another part at a higher price (or the same price and a later
// row) can never be the better choice. A 10x catalog of re-listed parts plans as fast as the
// original.
template <typename Part, typename KeyFn>
std::vector<bool> undominatedByKey(const std::vector<Part> &parts, const std::vector<PartPrice> &prices,
                                   const std::vector<bool> &offered, KeyFn key)
{
    return bestPerKey(parts, offered, key, [&](std::size_t i, std::size_t j) {
        return prices[i].known && (!prices[j].known || prices[i].amountMinor < prices[j].amountMinor);
    });
}

// CPUs are also dropped when another CPU of the same socket is at least as good in every
// checked figure and no dearer.
std::vector<bool> undominatedCpus(const CatalogSnapshot &snap, const std::vector<bool> &offered)
{
    std::vector<bool> keep = offered;
    const auto atLeast = [](std::int64_t a, std::int64_t b) { return a >= b; };
    // Only CPUs of one socket and memory type are compared: each is checked against its own
    // group (a catalog of many sockets is not a square of comparisons).
    std::map<std::pair<std::string_view, std::string_view>, std::vector<std::size_t>> groups;
    for (std::size_t i = 0; i < snap.cpus.size(); ++i) {
        groups[{snap.cpus[i].socket, snap.cpus[i].memoryType}].push_back(i);
    }
    for (const auto &[socket, members] : groups) {
        for (const std::size_t i : members) {
            const CpuSpec &b = snap.cpus[i];
            for (auto jt = members.begin(); jt != members.end() && keep[i]; ++jt) {
                const std::size_t j = *jt;
                if (i == j || !keep[j] || !snap.cpuPrices[j].known) {
                    continue;
                }
                const CpuSpec &a = snap.cpus[j];
                // A 1P-only part cannot stand in for one that also runs in 2-socket boards.
                const auto socketsOf = [](const CpuSpec &c) { return c.maxSockets > 0 ? c.maxSockets : 1 << 20; };
                if (socketsOf(a) < socketsOf(b)) {
                    continue;
                }
                const bool noWorse = atLeast(a.cores, b.cores) && atLeast(a.pcieLanes, b.pcieLanes)
                    && atLeast(a.memoryChannels, b.memoryChannels) && a.tdpW <= b.tdpW
                    && (a.ecc || !b.ecc) && cpuPowerW(a) <= cpuPowerW(b)
                    && (b.maxMemoryBytes == 0 || atLeast(a.maxMemoryBytes, b.maxMemoryBytes));
                const bool cheaperOrTie = !snap.cpuPrices[i].known || snap.cpuPrices[j].amountMinor < snap.cpuPrices[i].amountMinor
                    || (snap.cpuPrices[j].amountMinor == snap.cpuPrices[i].amountMinor && j < i);
                const bool strictlyBetter = a.cores > b.cores || a.pcieLanes > b.pcieLanes || a.memoryChannels > b.memoryChannels
                    || a.tdpW < b.tdpW || snap.cpuPrices[j].amountMinor < snap.cpuPrices[i].amountMinor || j < i;
                if (noWorse && cheaperOrTie && strictlyBetter) {
                    keep[i] = false;
                }
            }
        }
    }
    return keep;
}

// PSUs of the same form and ratings size alike; the choice takes the cheapest set, then the
// more efficient unit, then the earlier row (Sizing.cpp: sizePsu), so only that one is kept.
std::vector<bool> undominatedPsus(const CatalogSnapshot &snap, const std::vector<bool> &offered)
{
    const auto key = [](const PsuSpec &s) {
        return std::tie(s.form, s.capacityW, s.capacityW115v, s.noLowLine, s.atxVersion);
    };
    return bestPerKey(snap.psus, offered, key, [&](std::size_t i, std::size_t j) {
        const PartPrice &pi = snap.psuPrices[i], &pj = snap.psuPrices[j];
        return pi.known
            && (!pj.known || pi.amountMinor < pj.amountMinor
                || (pi.amountMinor == pj.amountMinor && snap.psus[i].efficiency > snap.psus[j].efficiency));
    });
}

} // namespace

// Cards whose own fans blow hot air into the case: they stack poorly (domain notes).
bool caseDumpingCooler(const GpuSpec &g)
{
    return g.cooling == "open-air" || g.cooling == "flow-through";
}

bool takesGpu(const PlatformSpec &p, const GpuSpec &g)
{
    if (g.formFactor != p.gpuFormFactor) {
        return false;
    }
    if (!p.compatibleGpus.empty()) {
        return contains(p.compatibleGpus, g.id);
    }
    return g.formFactor == "pcie"; // SXM/OAM modules only go on a baseboard that names them
}

std::vector<int> allowedCounts(const PlatformSpec &p, const GpuSpec &g)
{
    if (!takesGpu(p, g)) {
        return {};
    }
    if (!p.gpuCounts.empty()) {
        return p.gpuCounts;
    }
    std::vector<int> counts;
    for (int n = 1; n <= p.maxGpus; ++n) {
        counts.push_back(n);
    }
    return counts;
}

KeptParts undominatedParts(const CatalogSnapshot &snap, const KeptParts &sold)
{
    KeptParts keep;
    // The platforms that name a GPU on their baseboard, in platform order, each once: read
    // once per platform, not once per GPU and platform.
    std::map<std::string_view, std::vector<std::size_t>> namedBy; // GPU id → platform indices
    for (std::size_t pi = 0; pi < snap.platforms.size(); ++pi) {
        const PlatformSpec &p = snap.platforms[pi];
        for (std::size_t k = 0; k < p.compatibleGpus.size(); ++k) {
            const std::string &id = p.compatibleGpus[k];
            if (std::find(p.compatibleGpus.begin(), p.compatibleGpus.begin() + std::ptrdiff_t(k), id)
                == p.compatibleGpus.begin() + std::ptrdiff_t(k)) {
                namedBy[id].push_back(pi);
            }
        }
    }
    static const std::vector<std::size_t> namedByNone;
    keep.gpus = undominatedByKey(snap.gpus, snap.gpuPrices, sold.gpus, [&](const GpuSpec &g) {
        const auto found = namedBy.find(g.id);
        const std::vector<std::size_t> &named = found != namedBy.end() ? found->second : namedByNone;
        return std::tie(g.memoryBytes, g.memoryBandwidthBps, g.fp32Tflops, g.bf16Tflops, g.fp8Tflops, g.int8Tops,
                        g.boardPowerW, g.pcieGen, g.pcieLanes, g.interconnectBps, g.formFactor, g.cooling, g.slotWidth,
                        g.lengthMm, named, g.lifecycle); // a cheaper end-of-life twin never pushes a current card out
    });
    keep.cpus = undominatedCpus(snap, sold.cpus);
    keep.platforms = undominatedByKey(snap.platforms, snap.platformPrices, sold.platforms, [](const PlatformSpec &p) {
        return std::tie(p.coolingClass, p.socket, p.memoryType, p.gpuFormFactor, p.psuForm, p.noise, p.cpuSockets,
                        p.memoryChannels, p.memorySlots, p.maxMemoryBytes, p.compatibleGpus, p.gpuCounts, p.x16Slots,
                        p.slotPitch, p.maxGpus, p.maxGpuLengthMm, p.maxGpuWidthSlots, p.gpuLanes, p.maxOpenAirGpus,
                        p.passiveGpuAirflow, p.m2Slots, p.psuBays, p.psuMaxW, p.basePowerW, p.ecc, p.u2Bays, p.sataBays,
                        p.hddBays, p.nicSlots, p.psusIncluded, p.cpuCoolerIncluded, p.systemPowerW, p.cpuFamilies,
                        p.maxCpuCoolerMm);
    });
    // Memory, storage and PSU are sized by "cheapest that fits" (Sizing.cpp): of the parts that
    // size alike, only the cheapest can ever be chosen. The key holds what the choice reads —
    // DIMMs: type (the platform), capacity (the count and the fit) and ECC (the filter); drives:
    // form factor (bays), interface and media (the volume's kind) and capacity —
    // so a dearer part that differs only in a figure the choice ignores (power, read speed) is
    // never looked at; on equal prices the earlier row stays, as the choice would take it. Of
    // DIMMs at equal prices the choice takes the faster, so that one stays.
    keep.memory = bestPerKey(
        snap.memory, sold.memory, [](const MemoryModuleSpec &m) { return std::tie(m.memoryType, m.capacityBytes, m.ecc); },
        [&](std::size_t i, std::size_t j) {
            const PartPrice &pi = snap.memoryPrices[i], &pj = snap.memoryPrices[j];
            return pi.known
                && (!pj.known || pi.amountMinor < pj.amountMinor
                    || (pi.amountMinor == pj.amountMinor && snap.memory[i].speedMts > snap.memory[j].speedMts));
        });
    keep.storage = undominatedByKey(snap.storage, snap.storagePrices, sold.storage, [](const StorageSpec &d) {
        return std::tie(d.formFactor, d.interface, d.media, d.capacityBytes);
    });
    keep.psus = undominatedPsus(snap, sold.psus);
    // NICs and coolers are chosen by price where they are needed (Sizing.cpp); only the market
    // screen applies to them.
    keep.nics = sold.nics;
    keep.coolers = sold.coolers;
    keep.bridges = sold.bridges; // chosen per platform by slot spacing and price (Evaluate.cpp)
    return keep;
}

namespace {

// The CPUs of `cheapestFirst` (one socket's kept CPUs) that go into the platform, and the best
// figures from each position on.
PlatformCpus cpusOf(const CatalogSnapshot &snap, const PlatformSpec &p, const std::vector<std::size_t> &cheapestFirst)
{
    PlatformCpus out;
    std::vector<std::size_t> &list = out.cheapestFirst;
    for (const std::size_t ci : cheapestFirst) {
        const CpuSpec &c = snap.cpus[ci];
        // A 1P-only CPU (EPYC "P" parts, workstation CPUs) is no choice for a 2-socket board.
        const bool sockets = c.maxSockets <= 0 || c.maxSockets >= p.cpuSockets;
        // A board that names its CPU families takes only those (LGA4677: Xeon W on W790,
        // Xeon Scalable on server boards).
        const bool family = p.cpuFamilies.empty() || contains(p.cpuFamilies, c.family);
        if (sockets && family && c.memoryType == p.memoryType) {
            list.push_back(ci);
        }
    }
    std::vector<CpuSuffix> &suffix = out.suffix;
    suffix.assign(list.size() + 1, CpuSuffix{});
    for (std::size_t k = list.size(); k-- > 0;) {
        const CpuSpec &c = snap.cpus[list[k]];
        CpuSuffix next = suffix[k + 1];
        next.maxCores = std::max(next.maxCores, c.cores);
        next.maxLanes = std::max(next.maxLanes, c.pcieLanes);
        next.maxChannels = std::max(next.maxChannels, c.memoryChannels);
        next.maxMemory = std::max(next.maxMemory, c.maxMemoryBytes);
        next.minTdp = std::min(next.minTdp, cpuPowerW(c));
        next.anyEcc = next.anyEcc || eccCapable(p, c);
        suffix[k] = next;
    }
    return out;
}

} // namespace

PlatformCpuLists cpusByPlatform(const CatalogSnapshot &snap, const std::vector<bool> &keepCpu)
{
    // The kept CPUs of each socket, cheapest first (on equal prices in row order): a platform's
    // list is the part of its socket's that it takes, in that order.
    std::map<std::string, std::vector<std::size_t>> bySocket;
    for (std::size_t ci = 0; ci < snap.cpus.size(); ++ci) {
        if (keepCpu[ci]) {
            bySocket[snap.cpus[ci].socket].push_back(ci);
        }
    }
    for (auto &[socket, list] : bySocket) {
        std::stable_sort(list.begin(), list.end(), [&](std::size_t a, std::size_t b) {
            return snap.cpuPrices[a].amountMinor < snap.cpuPrices[b].amountMinor;
        });
    }
    // Platforms alike in all that cpusOf() reads of them (a catalog's variants of one board)
    // share one list: a big catalog holds one per board, not one per variant.
    using Reads = std::tuple<const std::string &, int, const std::vector<std::string> &, const std::string &, bool>;
    std::map<Reads, std::size_t> made;
    PlatformCpuLists out;
    out.ofPlatform.resize(snap.platforms.size());
    static const std::vector<std::size_t> none;
    for (std::size_t pi = 0; pi < snap.platforms.size(); ++pi) {
        const PlatformSpec &p = snap.platforms[pi];
        const auto [it, fresh] = made.try_emplace(Reads(p.socket, p.cpuSockets, p.cpuFamilies, p.memoryType, p.ecc), out.lists.size());
        out.ofPlatform[pi] = it->second;
        if (fresh) {
            const auto socket = bySocket.find(p.socket);
            out.lists.push_back(cpusOf(snap, p, socket != bySocket.end() ? socket->second : none));
        }
    }
    return out;
}

} // namespace rigplan::planner
