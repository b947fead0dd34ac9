// SPDX-License-Identifier: GPL-3.0-or-later
// System RAM, storage and PSU sets: the cheapest set of each that meets the need.

#include "plan/PlannerDetail.h"
#include "util/Money.h"

#include <algorithm>
#include <limits>
#include <map>
#include <tuple>

namespace rigplan::planner {

bool eccCapable(const PlatformSpec &p, const CpuSpec &c)
{
    // Registered DIMMs carry ECC and every RDIMM platform and CPU runs it; desktop platforms
    // (UDIMM) need the board and the CPU to say so (AM5 boards with ECC UDIMM support, W680).
    const bool rdimm = p.memoryType.find("rdimm") != std::string::npos;
    return (p.ecc || rdimm) && (c.ecc || (rdimm && c.memoryType == p.memoryType));
}

bool sizeMemory(const CatalogSnapshot &snap, const PlatformParts &parts, const PlatformSpec &p, const CpuSpec &c,
                const MemorySpeedRule *speedRule, std::int64_t need, bool eccOnly, Build &b, double minBps)
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
    // One or two DIMMs per channel, every channel populated (bandwidth), within the slots. A
    // second DIMM per channel needs a board with two slots per channel: on a one-slot-per-channel
    // board a CPU with fewer channels (a Xeon W-2400 on the 8-channel W790E-SAGE SE) reaches only
    // the slots of its own channels.
    const int slotsPerChannel = p.memoryChannels > 0 ? p.memorySlots / p.memoryChannels : 1;
    int counts[2] = {0, 0};
    if (p.memorySlots < channels) {
        counts[0] = std::max(1, p.memorySlots);
    } else {
        counts[0] = channels;
        if (slotsPerChannel >= 2 && 2 * channels <= p.memorySlots) {
            counts[1] = 2 * channels;
        }
    }
    std::int64_t bestCost = std::numeric_limits<std::int64_t>::max();
    for (const std::size_t d : parts.dimms) {
        const MemoryModuleSpec &m = snap.memory[d];
        if (eccOnly && !m.ecc) {
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
            // Experts in host memory need the set's bandwidth at the speed the CPU runs it.
            if (minBps > 0 && memoryBandwidthBps(k, channels, memorySpeed(speedRule, m.speedMts, k, channels).mts) < minBps) {
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
                b.memoryEcc = m.ecc && eccCapable(p, c);
            }
        }
    }
    if (b.dimm < 0) {
        return false;
    }
    // The set is picked on price alone; how fast it runs is reported, not optimised (docs/planner.md,
    // "The planner": no vendor practice found that trades price for one DIMM per channel).
    b.memorySpeed = memorySpeed(speedRule, snap.memory[std::size_t(b.dimm)].speedMts, b.dimmCount, channels);
    b.memoryBandwidthBps = memoryBandwidthBps(b.dimmCount, channels, b.memorySpeed.mts);
    return true;
}

namespace {

enum Bay { M2Slot, U2Bay, SataBay, HddBay, Bays };

int bayOf(const StorageSpec &s)
{
    if (s.formFactor.rfind("m.2", 0) == 0) {
        return M2Slot;
    }
    if (s.formFactor == "u.2" || s.formFactor == "u.3") {
        return U2Bay;
    }
    if (s.formFactor == "2.5in") {
        return SataBay;
    }
    return s.formFactor == "3.5in" ? HddBay : Bays;
}

bool isNvme(const StorageSpec &s)
{
    return s.interface.rfind("nvme", 0) == 0 && s.media != "hdd";
}

// A set of identical drives for one volume and the bay kind it takes.
struct DriveSet {
    int drive = -1;
    int count = 0; // mirrors included
    int bay = Bays;
    std::int64_t bytes = 0; // usable
};

// The cheapest set of identical drives that holds `need` bytes (`copies` = 2: mirrored) in the
// free slots and bays. Price alone picked a 15.36 TB U.2 drive for a 24 GB dataset where the
// catalog's estimate prices it below the 7.68 TB one: a drive more than kOversizedDrive × the
// need is skipped while a smaller drive fits (no vendor sells a data drive 600 × its data).
DriveSet cheapestSet(const CatalogSnapshot &snap, const PlatformParts &parts, const int (&free)[Bays],
                     std::int64_t need, bool nvmeOnly, int copies)
{
    const auto countFor = [&](const StorageSpec &s) {
        return copies * std::max<std::int64_t>(1, (need + s.capacityBytes - 1) / s.capacityBytes);
    };
    const auto fits = [&](const PlatformParts::Drive &drive) {
        return (!nvmeOnly || drive.nvme) && countFor(snap.storage[drive.index]) <= free[drive.bay];
    };
    std::int64_t smallest = std::numeric_limits<std::int64_t>::max();
    for (const PlatformParts::Drive &drive : parts.drives) {
        if (fits(drive)) {
            smallest = std::min(smallest, snap.storage[drive.index].capacityBytes);
        }
    }
    DriveSet best;
    std::int64_t bestCost = std::numeric_limits<std::int64_t>::max();
    for (const PlatformParts::Drive &drive : parts.drives) {
        const StorageSpec &s = snap.storage[drive.index];
        const bool oversized = s.capacityBytes > smallest && s.capacityBytes / kOversizedDrive > need;
        if (!fits(drive) || oversized) {
            continue;
        }
        const std::int64_t count = countFor(s);
        const std::int64_t cost = moneyMul(snap.storagePrices[drive.index].amountMinor, count);
        if (cost < bestCost || (cost == bestCost && count < best.count)) {
            bestCost = cost;
            best = {int(drive.index), int(count), drive.bay, s.capacityBytes * (count / copies)};
        }
    }
    return best;
}

// The smallest drive the platform takes in any of its slots and bays, free or not.
std::int64_t smallestDrive(const CatalogSnapshot &snap, const PlatformParts &parts, bool nvmeOnly)
{
    std::int64_t smallest = std::numeric_limits<std::int64_t>::max();
    for (const PlatformParts::Drive &drive : parts.drives) {
        if (!nvmeOnly || drive.nvme) {
            smallest = std::min(smallest, snap.storage[drive.index].capacityBytes);
        }
    }
    return smallest;
}

// What the volumes on `host`'s drives must hold: its own files and those of the volumes sharing it.
std::int64_t heldOn(const std::array<StorageVolume, kVolumes> &volumes, int host)
{
    std::int64_t held = volumes[std::size_t(host)].requiredBytes;
    for (const StorageVolume &v : volumes) {
        held += v.sharedWith == host ? v.requiredBytes : 0;
    }
    return held;
}

// Puts volume `v`, which found no free slot or bay (or only a drive far too large), on the
// drives of a volume before it (the nearest first: data on the project drives, project on the
// system drives): one with room as it is, else (`mayRegrow`) one regrown in its own slots for
// both. Only a small volume shares, at most a kOversizedDrive-th of its host's files: a 12 GB
// dataset never makes a build infeasible, while a terabyte of checkpoints never fills the OS
// drive; the seed article's separate drives stay the rule for volumes of a drive's size.
bool shareDrives(const CatalogSnapshot &snap, const PlatformParts &parts, int v, bool mayRegrow, int (&free)[Bays],
                 std::array<StorageVolume, kVolumes> &volumes)
{
    StorageVolume &guest = volumes[std::size_t(v)];
    for (const bool regrow : {false, mayRegrow}) {
        for (int h = v - 1; h >= 0; --h) {
            StorageVolume &host = volumes[std::size_t(h)];
            if (host.drive < 0 || guest.requiredBytes > host.requiredBytes / kOversizedDrive
                || (v != int(Volume::Data) && !isNvme(snap.storage[std::size_t(host.drive)]))) {
                continue;
            }
            const std::int64_t held = heldOn(volumes, h) + guest.requiredBytes;
            if (!regrow && host.bytes >= held) {
                guest.sharedWith = h;
                return true;
            }
            if (!regrow) {
                continue;
            }
            const auto drive = std::find_if(parts.drives.begin(), parts.drives.end(),
                                            [&](const PlatformParts::Drive &d) { return int(d.index) == host.drive; });
            if (drive == parts.drives.end()) {
                continue;
            }
            const int bay = drive->bay;
            free[bay] += host.count;
            const DriveSet set = cheapestSet(snap, parts, free, held, h != int(Volume::Data), host.mirrored ? 2 : 1);
            if (set.drive < 0) {
                free[bay] -= host.count;
                continue;
            }
            free[set.bay] -= set.count;
            host.drive = set.drive;
            host.count = set.count;
            host.bytes = set.bytes;
            guest.sharedWith = h;
            return true;
        }
    }
    return false;
}

} // namespace

int sizeVolumes(const CatalogSnapshot &snap, const PlatformParts &parts, const PlatformSpec &p, const VolumeNeeds &need,
                const PlanOptions &opt, Build &b)
{
    int free[Bays] = {m2SlotsOf(p), u2BaysOf(p, opt), p.sataBays, p.hddBays};
    int failed = -1;
    // System first, then project, then data: the faster volumes take the NVMe slots first.
    for (int v = 0; v < kVolumes; ++v) {
        StorageVolume &vol = b.volumes[std::size_t(v)];
        vol = StorageVolume{};
        vol.requiredBytes = need.bytes[std::size_t(v)];
        vol.mirrored = need.mirrored[std::size_t(v)];
        if (vol.requiredBytes <= 0) {
            continue;
        }
        const bool nvmeOnly = v != int(Volume::Data);
        const DriveSet set = cheapestSet(snap, parts, free, vol.requiredBytes, nvmeOnly, vol.mirrored ? 2 : 1);
        // A small volume whose own drive would be over kOversizedDrive × its files only because
        // the slots of smaller drives are taken (a 12 GB dataset, and a free U.2 bay whose
        // smallest drive is 7.68 TB) takes room on a drive bought anyway instead.
        const bool oversized = set.drive >= 0 && set.bytes / kOversizedDrive > vol.requiredBytes
            && snap.storage[std::size_t(set.drive)].capacityBytes > smallestDrive(snap, parts, nvmeOnly);
        if (set.drive >= 0 && !(oversized && shareDrives(snap, parts, v, false, free, b.volumes))) {
            vol.drive = set.drive;
            vol.count = set.count;
            vol.bytes = set.bytes;
            free[set.bay] -= set.count;
        } else if (set.drive < 0 && !shareDrives(snap, parts, v, true, free, b.volumes)) {
            failed = failed < 0 ? v : failed;
        }
        if (vol.shared()) {
            vol.mirrored = false; // the host's drives decide: the words name them
        }
    }
    b.storageBytes = 0;
    for (const StorageVolume &vol : b.volumes) {
        b.storageBytes += vol.bytes; // a shared volume adds nothing: its host's drives hold it
    }
    return failed;
}

namespace {

// Which of the catalog's coolers a chassis takes: one row per rule, each with its source. A rule
// rejects; a cooler no row rejects fits. A platform whose price includes its heatsinks
// (cpu_cooler_included) gets no cooler at all (sizeCooler). Add a rule as a row here and its
// test row in tst_powerfit (coolerFitRules_data).
struct CoolerFitRule {
    const char *id;
    bool (*rejects)(const CoolerSpec &cooler, const PlatformSpec &platform);
    const char *source;
};

constexpr CoolerFitRule kCoolerFitRules[] = {
    {"tower-in-rack",
     [](const CoolerSpec &k, const PlatformSpec &p) { return p.coolingClass == "rack" && !k.serverHeatsink(); },
     "EIA-310: 1U = 44.45 mm, so a 2U chassis is 88.9 mm tall outside and no tower cooler fits under its lid "
     "(Intel's Xeon 5500 thermal/mechanical design guide: a 2U heatsink is 64 mm, within the 76.2 mm SSI EEB limit); "
     "GPU servers are cooled front to back by the chassis fans through passive heatsinks the vendor fits "
     "(DGX B200 and PowerEdge XE9680 ship theirs: cpu_cooler_included); a tower's own fan works against that "
     "airflow in a 4U chassis too"},
    {"taller-than-chassis",
     [](const CoolerSpec &k, const PlatformSpec &p) { return p.maxCpuCoolerMm > 0 && k.heightMm > p.maxCpuCoolerMm; },
     "the chassis datasheet's CPU cooler height (platforms.csv max_cpu_cooler_mm) against the cooler's height; "
     "a cooler of unknown height is taken to fit"},
};

} // namespace

const char *coolerRejectedBy(const CoolerSpec &k, const PlatformSpec &p)
{
    for (const CoolerFitRule &rule : kCoolerFitRules) {
        if (rule.rejects(k, p)) {
            return rule.id;
        }
    }
    return nullptr;
}

bool sizeCooler(const CatalogSnapshot &snap, const PlatformParts &parts, const PlatformSpec &p, double cpuW, Build &b)
{
    b.cooler = -1;
    b.coolerCount = 0;
    if (p.cpuCoolerIncluded || parts.coolers.empty()) {
        return true; // included, or the catalog has none for the socket (a note, not a failure)
    }
    std::int64_t bestCost = std::numeric_limits<std::int64_t>::max();
    for (const std::size_t i : parts.coolers) {
        const CoolerSpec &k = snap.coolers[i];
        const std::int64_t cost = snap.coolerPrices[i].amountMinor;
        if (double(k.maxTdpW) >= cpuW && cost < bestCost) {
            bestCost = cost;
            b.cooler = int(i);
        }
    }
    b.coolerCount = b.cooler >= 0 ? p.cpuSockets : 0;
    return b.cooler >= 0;
}

int freeNicSlots(const PlatformSpec &p, int gpuCount)
{
    return p.nicSlots > 0 ? p.nicSlots : std::max(0, p.x16Slots - gpuCount);
}

bool sizeNic(const CatalogSnapshot &snap, const PlatformParts &parts, const PlatformSpec &p, const std::string &network,
             Build &b)
{
    b.nic = -1;
    if (networkGbps(network) == 0) {
        return true;
    }
    if (freeNicSlots(p, b.gpuCount) <= 0) {
        return false;
    }
    b.nic = cheapestNic(snap, parts.nics, network);
    return b.nic >= 0;
}

std::vector<std::size_t> pricedNics(const CatalogSnapshot &snap, const KeptParts &keep)
{
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < snap.nics.size(); ++i) {
        if (keep.nics[i] && snap.nicPrices[i].known) {
            out.push_back(i);
        }
    }
    return out;
}

int cheapestNic(const CatalogSnapshot &snap, const std::vector<std::size_t> &nics, const std::string &network)
{
    int best = -1;
    for (const std::size_t i : nics) {
        if (nicMeets(snap.nics[i], network)
            && (best < 0 || snap.nicPrices[i].amountMinor < snap.nicPrices[std::size_t(best)].amountMinor)) {
            best = int(i);
        }
    }
    return best;
}

int bestCoolerW(const CatalogSnapshot &snap, const PlatformParts &parts)
{
    int best = 0;
    for (const std::size_t i : parts.coolers) {
        best = std::max(best, snap.coolers[i].maxTdpW);
    }
    return best;
}

namespace {

double psuCapacityAt(const PsuSpec &s, bool lowLine)
{
    if (lowLine && s.noLowLine) {
        return 0; // a 200-240 V-only unit carries nothing on a 100-127 V circuit
    }
    if (lowLine && lowLineUnknownServerPsu(s)) {
        return 0; // its low-line output is unknown and far below its rating: not counted
    }
    return double(lowLine && s.capacityW115v > 0 ? s.capacityW115v : s.capacityW);
}

} // namespace

double excursionFactor(const PsuSpec &s, const PlanOptions &opt)
{
    return s.atxVersion.rfind("3", 0) == 0 ? opt.atx3ExcursionFactor : opt.otherExcursionFactor;
}

bool sizePsu(const CatalogSnapshot &snap, const PlatformParts &parts, bool lowLine, bool redundant, const PlanOptions &opt,
             Build &b)
{
    const PlatformSpec &p = snap.platforms[std::size_t(b.platform)];
    // N+1 on CRPS servers (`redundant`: rack servers and server rooms unless the workload says
    // otherwise, redundantPsuFor): the load is carried with one unit failed. ATX towers share the
    // load without hot-swap redundancy, so the rule does not apply to them.
    const int spare = redundant && p.psuForm == "crps" ? 1 : 0;
    std::int64_t bestCost = std::numeric_limits<std::int64_t>::max();
    for (const std::size_t i : parts.psus) {
        const PsuSpec &s = snap.psus[i];
        for (int k = 1 + spare; k <= p.psuBays; ++k) {
            const double capacity = (k - spare) * psuCapacityAt(s, lowLine);
            if (b.power.dcLoadW() > opt.psuSteadyLoadFraction * capacity || b.transientW > capacity * excursionFactor(s, opt)) {
                continue;
            }
            // A barebone's own PSUs are in its price: only the units beyond them are charged.
            const int charged = std::max(0, k - p.psusIncluded);
            const std::int64_t cost = moneyMul(snap.psuPrices[i].amountMinor, charged);
            const bool better = cost < bestCost
                || (cost == bestCost && s.efficiency > snap.psus[std::size_t(b.psu)].efficiency);
            if (better) {
                bestCost = cost;
                b.psu = int(i);
                b.psuCount = k;
                b.psusCharged = charged;
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
            // A lower bound: without the N+1 spare, the included units free.
            cheapest = std::min(cheapest, moneyMul(snap.psuPrices[i].amountMinor, std::max(0, k - p.psusIncluded)));
            break;
        }
    }
    return cheapest == none ? 0 : cheapest;
}

std::vector<PlatformParts> partsByPlatform(const CatalogSnapshot &snap, const KeptParts &keep)
{
    // Drives and NICs go into any platform; DIMMs follow the memory type, coolers the socket and
    // PSUs the form and limit: each list is made once per kind of platform, then shared out.
    PlatformParts any;
    for (std::size_t d = 0; d < snap.storage.size(); ++d) {
        const int bay = bayOf(snap.storage[d]);
        if (keep.storage[d] && snap.storagePrices[d].known && snap.storage[d].capacityBytes > 0 && bay != Bays) {
            any.drives.push_back({d, bay, isNvme(snap.storage[d])});
        }
    }
    any.nics = pricedNics(snap, keep);
    std::map<std::string, std::vector<std::size_t>> dimmsOfType;
    // Coolers follow the socket and what the chassis takes (kCoolerFitRules read the cooling
    // class and the cooler height limit).
    std::map<std::tuple<std::string, std::string, int>, std::pair<std::vector<std::size_t>, bool>> coolersOfChassis;
    std::map<std::pair<std::string, int>, std::vector<std::size_t>> psusOfForm;
    std::vector<PlatformParts> out(snap.platforms.size(), any);
    for (std::size_t pi = 0; pi < snap.platforms.size(); ++pi) {
        const PlatformSpec &p = snap.platforms[pi];
        PlatformParts &parts = out[pi];
        auto [dimms, newType] = dimmsOfType.try_emplace(p.memoryType);
        if (newType) {
            for (std::size_t d = 0; d < snap.memory.size(); ++d) {
                if (keep.memory[d] && snap.memory[d].memoryType == p.memoryType && snap.memoryPrices[d].known) {
                    dimms->second.push_back(d);
                }
            }
        }
        parts.dimms = dimms->second;
        auto [coolers, newChassis] = coolersOfChassis.try_emplace({p.socket, p.coolingClass, p.maxCpuCoolerMm});
        if (newChassis) {
            for (std::size_t i = 0; i < snap.coolers.size(); ++i) {
                const CoolerSpec &k = snap.coolers[i];
                if (keep.coolers[i] && snap.coolerPrices[i].known
                    && std::find(k.sockets.begin(), k.sockets.end(), p.socket) != k.sockets.end()) {
                    if (coolerFits(k, p)) {
                        coolers->second.first.push_back(i);
                    } else {
                        coolers->second.second = true;
                    }
                }
            }
        }
        parts.coolers = coolers->second.first;
        parts.coolersLeftOut = coolers->second.second;
        auto [psus, newForm] = psusOfForm.try_emplace({p.psuForm, p.psuMaxW});
        if (newForm) {
            for (std::size_t i = 0; i < snap.psus.size(); ++i) {
                const PsuSpec &s = snap.psus[i];
                if (keep.psus[i] && s.form == p.psuForm && snap.psuPrices[i].known
                    && (p.psuMaxW <= 0 || s.capacityW <= p.psuMaxW)) {
                    psus->second.push_back(i);
                }
            }
        }
        parts.psus = psus->second;
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
