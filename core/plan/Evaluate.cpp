// SPDX-License-Identifier: GPL-3.0-or-later
// One (platform, GPU model, count) and the CPUs that can go with it: what the host must
// provide, the checks, the power and the price of each build.

#include "plan/PlannerDetail.h"
#include "util/Money.h"


#include <algorithm>
#include <bit>
#include <limits>

namespace rigplan::planner {

namespace {

// The largest job's needs, or all jobs' together when they run at the same time. Files stay
// on the box between jobs, so the project and data volumes hold every job's.
HostNeeds hostNeeds(const Workload &workload, const JobsAtCount &at, const GpuSpec &g, int n, const PlanOptions &opt,
                    HostSizing sizing)
{
    HostNeeds need;
    const double gpuMemory = double(g.memoryBytes) * n;
    std::int64_t project = 0, data = 0;
    for (std::size_t j = 0; j < at.jobs.size(); ++j) {
        const JobOutcome &o = at.jobs[j];
        const HostRequirements &h = o.host();
        std::int64_t ram = h.ramBytes;
        if (o.kind == JobKind::Training) {
            const TrainingTerms &t = o.training.terms;
            const Job &job = workload.jobs[j];
            // Model files (bf16 weights) and the checkpoints the job keeps (checkpoints_kept ×
            // weights + optimizer state for a full fine-tune, × adapters and their state for
            // LoRA), with any state offloaded to NVMe. The dataset's own files and their
            // tokenized copy (at most as large): the estimate from train_tokens counts both.
            project += std::int64_t(2.0 * t.params + double(job.training.checkpointsKept) * t.checkpointBytes)
                + h.offloadDiskBytes;
            data += std::int64_t(job.training.datasetBytes > 0 ? 2.0 * t.datasetBytes : t.datasetBytes);
            need.offloadToCpu = need.offloadToCpu || h.offloadRamBytes > 0;
        } else {
            const InferenceTerms &t = o.inference.terms;
            project += std::int64_t(t.weightsTotalBytes);
            // Serving: the weights pass through RAM once while loading, the engine keeps CPU
            // swap space for preempted KV blocks, and the OS its share.
            ram = std::max(ram, std::int64_t(t.weightsTotalBytes) + opt.servingSwapBytesPerGpu * n
                                    + opt.estimate.hostBaseRamBytes);
        }
        need.ramBytes = workload.concurrent ? need.ramBytes + ram : std::max(need.ramBytes, ram);
        need.memoryBps = workload.concurrent ? need.memoryBps + h.memoryBandwidthBps : std::max(need.memoryBps, h.memoryBandwidthBps);
        need.cores = workload.concurrent ? need.cores + h.cpuCores : std::max(need.cores, h.cpuCores);
    }
    // System RAM at least the total GPU memory on every host (vendor practice, Puget Systems;
    // docs/planner.md, "The planner"): a training box's data loaders, pinned buffers and
    // checkpoint staging; a serving box's weights passing through the page cache at load and the
    // KV blocks the engine swaps or offloads to the host. On top of the engine's own figure.
    need.ramBytes = std::max(need.ramBytes, std::int64_t(opt.ramPerGpuMemory * gpuMemory));
    if (n >= 2)
        need.cores = std::max(need.cores, opt.multiGpuMinCores);
    if (sizing == HostSizing::Grown) {
        need.ramBytes = std::max(need.ramBytes, std::int64_t(opt.highTierRamPerGpuMemory * gpuMemory));
    }
    need.volumes.bytes = {opt.systemVolumeBytes, project, data};
    // RAID 1 (RAID 10 over more drives) for the system volume of a server room and of the high
    // tier, and for the high tier's project volume: the seed article's high tier ("2 TB + 8 TB+
    // RAID + 30 TB+", docs/vendor-practice.md, "Storage") mirrors the checkpoints a long run makes.
    const bool mirrored = sizing != HostSizing::Base;
    need.volumes.mirrored = {mirrored || workload.site.environment == "server-room", mirrored, false};
    need.storageBytes = opt.systemVolumeBytes + project + data;
    return need;
}

// The GPU-memory violation of a (GPU, count) whose jobs do not fit.
Violation memoryViolation(const JobsAtCount &at)
{
    if (at.misfit == Rule::TooFewGpusForJobs) {
        return {Check::GpuMemory, Rule::TooFewGpusForJobs, -1, double(at.jobs.size()), double(at.count), Unit::Count};
    }
    const MemoryBreakdown &m = at.jobs[std::size_t(at.firstMisfit)].memory();
    return {Check::GpuMemory, at.misfit, at.firstMisfit, double(m.totalBytes), double(m.usableBytes), Unit::Bytes};
}

// DC load of every part, GPU transients, the PSU set, then the wall and the outlet.
void sizePower(const CatalogSnapshot &snap, const PlatformParts &parts, const PlatformSpec &p, const GpuSpec &g,
               const CpuSpec &c, bool lowLine, bool redundant, std::int64_t outletLimit, const PlanOptions &opt, Build &b)
{
    b.power.gpusW = double(g.boardPowerW) * b.gpuCount;
    b.power.cpusW = double(cpuPowerW(c)) * p.cpuSockets;
    b.power.platformW = double(p.basePowerW);
    b.power.memoryW = b.dimm >= 0 ? snap.memory[std::size_t(b.dimm)].powerW * b.dimmCount : 0.0;
    b.power.drivesW = 0;
    for (const StorageVolume &v : b.volumes) {
        if (v.drive >= 0) {
            const double drivePower = snap.storage[std::size_t(v.drive)].powerW;
            b.power.drivesW += (drivePower > 0 ? drivePower : opt.drivePowerW) * v.count;
        }
    }
    b.power.coolersW = b.cooler >= 0 ? snap.coolers[std::size_t(b.cooler)].powerW * b.coolerCount : 0.0;
    b.power.nicW = b.nic >= 0 ? snap.nics[std::size_t(b.nic)].powerW : 0.0;
    // A baseboard server is rated by its vendor as a whole (GPU baseboard, NVSwitch, fans):
    // that figure, not the summed cards, is what its PSUs must carry.
    b.power.ratedSystem = p.systemPowerW > 0;
    b.power.ratedSystemW = double(p.systemPowerW);
    const double dc = b.power.dcLoadW();
    b.transientW = dc + b.power.gpusW * (opt.gpuTransientFactor - 1.0);
    if (!sizePsu(snap, parts, lowLine, redundant, opt, b)) {
        b.violations.push_back({Check::Psu, Rule::NoPsuSet, -1, dc / opt.psuSteadyLoadFraction, 0, Unit::Watts});
        // Wall power still matters for the report: assume a typical 92 % efficiency.
        b.wallW = dc / 0.92;
    } else {
        const PsuSpec &s = snap.psus[std::size_t(b.psu)];
        b.wallW = dc / (s.efficiency > 0 ? s.efficiency : 0.9);
        if (lowLine && s.capacityW115v == 0 && !s.noLowLine) {
            b.notes.push_back({BuildNote::Psu115vUnpublished});
        }
    }
    // A server supply whose low-line output is unknown was not counted: say so where it could
    // have been fitted.
    if (lowLine && std::any_of(parts.psus.begin(), parts.psus.end(),
                               [&](std::size_t i) { return lowLineUnknownServerPsu(snap.psus[i]); })) {
        b.notes.push_back({BuildNote::ServerPsuLowLineUnknown});
    }
    if (p.coolingClass == "rack" && p.psuForm == "crps" && !redundant) {
        b.notes.push_back({BuildNote::NoRedundantPsuByRequest}); // the workload's redundant_psu: false
    }
    b.btuPerH = b.wallW * 3.412;
    if (auto v = checkOutlet(b.wallW, outletLimit)) {
        b.violations.push_back(*v);
    } else if (outletLimit > 0 && b.wallW > (1.0 - opt.circuitHeadroomFraction) * double(outletLimit)) {
        b.notes.push_back({BuildNote::NearCircuitLimit});
    }
}

// Every part must have a price; the total against the budget.
void price(const CatalogSnapshot &snap, std::size_t pi, std::size_t ci, std::size_t gi, std::int64_t budgetMinor,
           Build &b)
{
    const PlatformSpec &p = snap.platforms[pi];
    // Checked: a total beyond 64 bits is kMoneyOverflow (dearer than any build), never wrapped.
    std::int64_t total = moneyAdd(moneyAdd(snap.platformPrices[pi].amountMinor,
                                           moneyMul(snap.cpuPrices[ci].amountMinor, p.cpuSockets)),
                                  moneyMul(snap.gpuPrices[gi].amountMinor, b.gpuCount));
    const bool priced = snap.platformPrices[pi].known && snap.cpuPrices[ci].known && snap.gpuPrices[gi].known;
    if (b.dimm >= 0) {
        total = moneyAdd(total, moneyMul(snap.memoryPrices[std::size_t(b.dimm)].amountMinor, b.dimmCount));
    }
    for (const StorageVolume &v : b.volumes) {
        if (v.drive >= 0) {
            total = moneyAdd(total, moneyMul(snap.storagePrices[std::size_t(v.drive)].amountMinor, v.count));
        }
    }
    if (b.psu >= 0) {
        total = moneyAdd(total, moneyMul(snap.psuPrices[std::size_t(b.psu)].amountMinor, b.psusCharged));
    }
    if (b.cooler >= 0) {
        total = moneyAdd(total, moneyMul(snap.coolerPrices[std::size_t(b.cooler)].amountMinor, b.coolerCount));
    }
    if (b.nic >= 0) {
        total = moneyAdd(total, snap.nicPrices[std::size_t(b.nic)].amountMinor);
    }
    if (b.bridge >= 0) {
        total = moneyAdd(total, moneyMul(snap.bridgePrices[std::size_t(b.bridge)].amountMinor, b.bridgeCount));
    }
    b.priceMinor = total;
    if (!priced) {
        b.violations.push_back({Check::Price, Rule::NoPrice, -1, 1, 0, Unit::None});
    }
    if (moneyOverflowed(total)) {
        b.violations.push_back({Check::Price, Rule::PriceOverflow, -1, double(kMoneyOverflow), 0, Unit::MinorUnits});
    } else if (auto v = checkBudget(total, budgetMinor)) {
        b.violations.push_back(*v);
    }
}

// Could a later (dearer) CPU of the platform fix this failure of the build? A CPU changes the
// DC load by its own power and, through its memory channels, the memory's: at most the TDP it
// saves plus all of the memory's power.
bool laterCpuCouldFix(const Planner &pl, const Violation &v, const Build &b, const CpuSpec &c, const CpuSuffix &next,
                      int cores)
{
    const PlatformSpec &p = pl.snap.platforms[std::size_t(b.platform)];
    const PlatformParts &parts = pl.index->platformParts[std::size_t(b.platform)];
    const double dcSaving = double(cpuPowerW(c) - next.minTdp) * p.cpuSockets + b.power.memoryW;
    switch (v.check) {
    case Check::CpuCores: return next.maxCores * p.cpuSockets >= cores;
    case Check::PcieLanes: return next.maxLanes > c.pcieLanes;
    case Check::HostRam: return next.maxChannels > c.memoryChannels || next.maxMemory > c.maxMemoryBytes;
    case Check::MemoryEcc: return next.anyEcc;
    case Check::Cooling: return v.rule == Rule::NoCpuCooler && next.minTdp < cpuPowerW(c);
    case Check::Psu:
        return next.minTdp < cpuPowerW(c)
            && b.power.dcLoadW() - dcSaving
            <= largestPsuDcLoad(pl.snap, parts, pl.lowLine, pl.opt, p, b.power.gpusW * (pl.opt.gpuTransientFactor - 1.0));
    case Check::Outlet: {
        // Without a PSU set the wall is taken at 92 % efficiency (sizePower).
        const double efficiency = std::max(0.92, bestPsuEfficiency(pl.snap, parts));
        return next.minTdp < cpuPowerW(c) && (b.power.dcLoadW() - dcSaving) / efficiency <= double(b.outletLimitW);
    }
    case Check::Price: return true;   // the unpriced part may be the CPU
    case Check::Budget: return !pl.explaining; // a CPU with more channels may need cheaper memory
    default: return false;            // the GPUs, the chassis, the site, the drives
    }
}

// Looking for builds that pass, a later CPU is worth trying only if it could fix every failure;
// explaining a plan where nothing passes, if it could fix any (a build that fails fewer checks
// is closer).
bool worthALaterCpu(Planner &pl, const Build &b, const CpuSpec &c, const CpuSuffix &next, int cores)
{
    const auto fixes = [&](const Violation &v) { return laterCpuCouldFix(pl, v, b, c, next, cores); };
    if (pl.explaining) {
        return std::any_of(b.violations.begin(), b.violations.end(), fixes);
    }
    const bool all = std::all_of(b.violations.begin(), b.violations.end(), fixes);
    if (!all && std::any_of(b.violations.begin(), b.violations.end(), fixes)) {
        pl.skippedCloserBuilds = true; // explaining would try a later CPU here
    }
    return all;
}

// A fresh build that keeps the capacity of its vectors (one evaluation after another would
// otherwise allocate them anew).
void reset(Build &b)
{
    auto violations = std::move(b.violations);
    auto notes = std::move(b.notes);
    violations.clear();
    notes.clear();
    b = Build{};
    b.violations = std::move(violations);
    b.notes = std::move(notes);
}

// The NVLink bridges the jobs' layouts rely on (docs/planner.md, "NVLink bridges"): the cheapest bridge
// for the card whose slot spacing is the platform's slot pitch; with no published pitch the
// narrowest spacing the cards' width allows (noted). None of that spacing fails gpu_fit.
void sizeBridges(const Planner &pl, const PlatformSpec &p, int gi, const JobsAtCount &at, Build &b)
{
    const CatalogSnapshot &snap = pl.snap;
    const bool concurrent = pl.workload.concurrent && pl.workload.jobs.size() > 1;
    const int pairs = bridgePairsOf(at.jobs, pl.estimateGpu(gi), concurrent);
    if (pairs == 0) {
        if (bridgePairsOf(at.jobs, snap.gpus[std::size_t(gi)], concurrent) > 0) {
            b.notes.push_back({BuildNote::NoBridgeInCatalog});
        }
        return;
    }
    const GpuSpec &g = snap.gpus[std::size_t(gi)];
    int best = -1;
    for (const std::size_t bi : pl.index->bridgesOfGpu[std::size_t(gi)]) { // cheapest first
        const BridgeSpec &k = snap.bridges[bi];
        const bool fits = p.slotPitch > 0 ? k.slotSpacing == p.slotPitch : k.slotSpacing >= g.slotWidth;
        if (!fits) {
            continue;
        }
        const BridgeSpec *chosen = best >= 0 ? &snap.bridges[std::size_t(best)] : nullptr;
        const std::int64_t perPair = moneyMul(snap.bridgePrices[bi].amountMinor, k.perPair);
        if (!chosen || (p.slotPitch == 0 && k.slotSpacing < chosen->slotSpacing)
            || ((p.slotPitch > 0 || k.slotSpacing == chosen->slotSpacing)
                && perPair < moneyMul(snap.bridgePrices[std::size_t(best)].amountMinor, chosen->perPair))) {
            best = int(bi);
        }
    }
    if (best < 0) {
        b.violations.push_back({Check::GpuFit, Rule::NoBridgeFits, -1, double(p.slotPitch), 0, Unit::Slots});
        return;
    }
    b.bridge = best;
    b.bridgePairs = pairs;
    b.bridgeCount = pairs * snap.bridges[std::size_t(best)].perPair;
    if (p.slotPitch == 0) {
        b.notes.push_back({BuildNote::BridgeSpacingAssumed});
    }
}

void frameFor(const Planner &pl, int pi, int gi, int n, const JobsAtCount &at, HostSizing sizing, Frame &f)
{
    const CatalogSnapshot &snap = pl.snap;
    const PlatformSpec &p = snap.platforms[std::size_t(pi)];
    const GpuSpec &g = snap.gpus[std::size_t(gi)];
    reset(f.base);
    reset(f.sized);
    f.need = {};
    f.failedVolume = -1;
    f.nicOk = true;
    Build &base = f.base;
    base.platform = pi;
    base.gpu = gi;
    base.gpuCount = n;
    base.sharedJobs = &at.jobs;
    base.outletLimitW = pl.outletLimit;
    structuralChecks(p, g, n, pl.workload.site, base);
    softwareChecks(pl, gi, base);
    if (!g.current()) {
        // Still offered (stock and refurbished channels sell it), but a quote must say so.
        base.notes.push_back({BuildNote::GpuEndOfLife});
    }

    f.need = hostNeeds(pl.workload, at, g, n, pl.opt, sizing);
    base.hostSizing = sizing;
    base.requiredRamBytes = f.need.ramBytes;
    base.requiredStorageBytes = f.need.storageBytes;
    base.requiredCores = f.need.cores;
    base.headroom = at.headroom;
    base.tightestJob = at.tightestJob;
    base.targetsMet = at.targetsMet;
    if (!at.fits) {
        // GPU memory first: it is the reason the build was not sized further.
        base.violations.push_back(memoryViolation(at));
        std::rotate(base.violations.begin(), base.violations.end() - 1, base.violations.end());
        // Not worth sizing: price it as platform + GPUs so it can be listed as an alternative.
        base.partial = true;
        base.priceMinor = moneyAdd(snap.platformPrices[std::size_t(pi)].amountMinor,
                                   moneyMul(snap.gpuPrices[std::size_t(gi)].amountMinor, n));
        return;
    }
    sizeBridges(pl, p, gi, at, base);
    f.failedVolume = pl.sizedVolumes(std::size_t(pi), f.need.volumes, f.sized);
    f.sized.gpuCount = n;
    f.nicOk = !pl.nicNeeded || sizeNic(snap, pl.index->platformParts[std::size_t(pi)], p, pl.workload.requirements.network, f.sized);
}

// The frame with one CPU: cores, lanes, memory, drives, power and price. `b` is overwritten
// (assigned from the frame, so its vectors reuse their capacity).
void withCpu(const Planner &pl, const Frame &f, std::size_t ci, Build &b)
{
    const CatalogSnapshot &snap = pl.snap;
    const int pi = f.base.platform, gi = f.base.gpu, n = f.base.gpuCount;
    const PlatformSpec &p = snap.platforms[std::size_t(pi)];
    const GpuSpec &g = snap.gpus[std::size_t(gi)];
    const CpuSpec &c = snap.cpus[ci];
    const PlatformParts &parts = pl.index->platformParts[std::size_t(pi)];
    b = f.base;
    b.cpu = int(ci);

    if (auto v = checkCores(f.need.cores, c.cores * p.cpuSockets)) {
        b.violations.push_back(*v);
    }
    const int platformLanes = p.gpuLanes > 0 ? p.gpuLanes : 16 * n;
    // The NIC takes its lanes from the CPU before the GPUs do.
    b.nic = f.sized.nic;
    const int nicLanes = b.nic >= 0 ? snap.nics[std::size_t(b.nic)].pcieLanes : 0;
    const int cpuLanes = c.pcieLanes * p.cpuSockets - pl.opt.nvmeLanes - nicLanes;
    b.gpuLanes = std::min(platformLanes, cpuLanes);
    // A link trains at a standard width (x16, x8, x4, x2, x1: PCI Express Base Specification), so a
    // share of 15 lanes is an x8 link, not x15.
    const int laneShare = std::min(16, b.gpuLanes / n);
    b.lanesPerGpu = laneShare > 0 ? int(std::bit_floor(unsigned(laneShare))) : 0;
    if (auto v = checkLanes(n, b.lanesPerGpu, b.gpuLanes, pl.opt)) {
        b.violations.push_back(*v);
    } else if (b.lanesPerGpu < 16 && g.formFactor == "pcie") {
        b.notes.push_back({BuildNote::ReducedPcieLanes});
    }
    // ECC: required fits ECC DIMMs only and fails memory_ecc where the CPU or board cannot run
    // them; preferred fits them where it can; any takes the cheapest.
    const bool eccHost = eccCapable(p, c);
    const bool eccOnly = eccHost && (pl.eccRequired || pl.eccPreferred);
    const MemorySpeedRule *speedRule = pl.index->memoryRuleOfCpu[ci];
    const double bps = f.need.memoryBps;
    bool memoryFits = sizeMemory(snap, parts, p, c, speedRule, f.need.ramBytes, eccOnly, b, bps);
    if (!memoryFits && eccOnly && pl.eccPreferred) {
        memoryFits = sizeMemory(snap, parts, p, c, speedRule, f.need.ramBytes, false, b, bps);
    }
    // Experts in host memory: a set with the capacity but not the bandwidth is sized and fails
    // on its bandwidth, so the reason names what the host lacks.
    if (!memoryFits && bps > 0 && sizeMemory(snap, parts, p, c, speedRule, f.need.ramBytes, eccOnly && !pl.eccPreferred, b)) {
        b.violations.push_back({Check::HostRam, Rule::HostBandwidth, -1, bps, b.memoryBandwidthBps, Unit::BytesPerSecond});
    } else if (!memoryFits) {
        b.violations.push_back({Check::HostRam, Rule::RamBeyondPlatform, -1, double(f.need.ramBytes),
                                double(p.maxMemoryBytes), Unit::Bytes});
    }
    // On an ECC host only ECC DIMMs were tried: a failed sizing is a host_ram failure alone.
    if (pl.eccRequired && !eccHost) {
        b.violations.push_back({Check::MemoryEcc, Rule::NonEccMemory, -1, 1, 0, Unit::None});
    } else if (pl.eccPreferred && memoryFits && !b.memoryEcc) {
        b.notes.push_back({BuildNote::EccUnavailable});
    }
    if (f.need.offloadToCpu && b.dimm >= 0 && std::min(p.memoryChannels, c.memoryChannels * p.cpuSockets) < pl.opt.offloadMemoryChannels) {
        b.notes.push_back({BuildNote::FewChannelsForOffload});
    }
    b.volumes = f.sized.volumes;
    b.storageBytes = f.sized.storageBytes;
    if (f.failedVolume >= 0) {
        static constexpr Rule rules[kVolumes] = {Rule::SystemVolumeNoRoom, Rule::ProjectVolumeNoRoom, Rule::DataVolumeNoRoom};
        b.violations.push_back({Check::Storage, rules[f.failedVolume], -1,
                                double(f.need.volumes.bytes[std::size_t(f.failedVolume)]), 0, Unit::Bytes});
    }
    if (!f.nicOk) {
        b.violations.push_back({Check::Network, Rule::NoNicFits, -1, double(networkGbps(pl.workload.requirements.network)),
                                double(freeNicSlots(p, n)), Unit::Count});
    }
    // Every socketed CPU gets a cooler rated for its sustained power (servers ship theirs).
    const double cpuW = double(cpuPowerW(c));
    if (c.sustainedPowerW <= 0) {
        b.notes.push_back({BuildNote::CpuPowerFromTdp});
    }
    if (!sizeCooler(snap, parts, p, cpuW, b)) {
        b.violations.push_back({Check::Cooling, Rule::NoCpuCooler, -1, cpuW, double(bestCoolerW(snap, parts)), Unit::Watts});
    } else if (!p.cpuCoolerIncluded && parts.coolers.empty()) {
        b.notes.push_back({parts.coolersLeftOut ? BuildNote::NoHeatsinkFitsChassis : BuildNote::CoolerNotInCatalog});
    }
    sizePower(snap, parts, p, g, c, pl.lowLine, redundantPsuFor(pl.workload, p), pl.outletLimit, pl.opt, b);
    price(snap, std::size_t(pi), ci, std::size_t(gi), pl.result.budgetMinor, b);
}

// The figures of one CPU as a suffix of one: what it alone could fix.
CpuSuffix alone(const PlatformSpec &p, const CpuSpec &c)
{
    CpuSuffix s;
    s.maxCores = c.cores;
    s.maxLanes = c.pcieLanes;
    s.maxChannels = c.memoryChannels;
    s.maxMemory = c.maxMemoryBytes;
    s.minTdp = cpuPowerW(c);
    s.anyEcc = eccCapable(p, c);
    return s;
}

// The first failed check's shortfall as required / available (infinite when nothing is available).
double shortfall(const Build &b)
{
    if (b.violations.empty()) {
        return 0;
    }
    const Violation &v = b.violations.front();
    return v.available > 0 ? v.required / v.available : std::numeric_limits<double>::infinity();
}

// The checks the violations fail, one bit per check: a card too long and too wide fails one
// check (gpu_fit), however many rules it breaks.
std::uint32_t failedChecks(const std::vector<Violation> &violations)
{
    std::uint32_t failed = 0;
    for (const Violation &v : violations) {
        failed |= 1u << unsigned(v.check);
    }
    return failed;
}

} // namespace

int Planner::sizedVolumes(std::size_t pi, const VolumeNeeds &need, Build &b) const
{
    const PlatformSpec &p = snap.platforms[pi];
    const std::array<int, 4> bays{m2SlotsOf(p), u2BaysOf(p, opt), p.sataBays, p.hddBays};
    for (const SizedVolumes &seen : sizedVolumesSeen) {
        if (seen.bays == bays && seen.need == need) {
            b.volumes = seen.volumes;
            b.storageBytes = seen.storageBytes;
            return seen.failed;
        }
    }
    const int failed = sizeVolumes(snap, index->platformParts[pi], p, need, opt, b);
    constexpr std::size_t kept = 16; // kinds of platform × needs a plan meets; beyond, size again
    if (sizedVolumesSeen.size() < kept) {
        sizedVolumesSeen.push_back({bays, need, b.volumes, b.storageBytes, failed});
    }
    return failed;
}

Candidate Planner::candidateOf(const Build &b, const JobsAtCount &at) const
{
    return candidateOf(b, at, failedChecks(b.violations));
}

Candidate Planner::candidateOf(const Build &b, const JobsAtCount &at, std::uint32_t failed) const
{
    Candidate c;
    c.priceMinor = b.priceMinor;
    c.wallW = b.wallW;
    c.shortfall = shortfall(b);
    c.group = &at;
    c.platform = b.platform;
    c.cpu = b.partial ? -1 : b.cpu;
    // Checks, not rules: a card too long and too wide fails one check, and is one build in
    // that check's tally.
    c.violations = std::uint8_t(std::popcount(failed));
    return c;
}

void Planner::record(const Build &b, JobsAtCount &at)
{
    const std::uint32_t failed = failedChecks(b.violations);
    const Candidate c = candidateOf(b, at, failed);
    for (std::size_t check = 0; check < failuresPerCheck.size(); ++check) {
        failuresPerCheck[check] += (failed >> check) & 1u;
    }
    result.candidates += 1;
    at.anySized = at.anySized || !b.partial;
    const auto lessPrice = [this](const Candidate &x, const Candidate &y) { return cheaper(x, y); };
    if (!c.passes()) {
        cheapestFailing.offer(c, lessPrice);
        if (!entry) {
            // Only an infeasible plan is explained: once a build passes these are not shown.
            closestFailing.offer(c, [this](const Candidate &x, const Candidate &y) {
                return x.violations != y.violations ? x.violations < y.violations : cheaper(x, y);
            });
            if (!closest || closer(c, *closest)) {
                closest = c;
            }
        }
        return;
    }
    result.passing += 1;
    passed(c, at);
}

void Planner::passed(const Candidate &c, JobsAtCount &at)
{
    if (at.cheapest && !cheaper(c, *at.cheapest)) {
        return;
    }
    at.cheapest = c;
    if (!entry || cheaper(c, *entry)) {
        entry = c;
    }
    if (at.targetsMet && at.headroom >= opt.mainstreamHeadroom) {
        // The two cheapest qualifying GPU × counts: re-rank this one among them.
        std::array<const JobsAtCount *, 3> ranked{qualifying[0], qualifying[1], &at};
        if (ranked[0] == &at) {
            ranked[0] = nullptr;
        }
        if (ranked[1] == &at) {
            ranked[1] = nullptr;
        }
        std::stable_sort(ranked.begin(), ranked.end(), [this](const JobsAtCount *x, const JobsAtCount *y) {
            return x && (!y || cheaper(*x->cheapest, *y->cheapest));
        });
        qualifying = {ranked[0], ranked[1]};
    }
    // The same card at a higher price passes on the same platform and CPU, unless the budget
    // stops it there (then it passes nowhere: this was the cheapest).
    for (JobsAtCount *follower : at.followers) {
        Candidate derived = c;
        derived.group = follower;
        derived.priceMinor = moneyAdd(c.priceMinor, follower->leadDeltaMinor);
        if (result.budgetMinor <= 0 || derived.priceMinor <= result.budgetMinor) {
            passed(derived, *follower);
        }
    }
}

bool sameJobHost(const JobOutcome &a, const JobOutcome &b)
{
    // What hostNeeds() and memoryViolation() read of a job's outcome.
    if (a.kind != b.kind || a.fits != b.fits || a.firstGpu != b.firstGpu || a.gpuCount != b.gpuCount) {
        return false;
    }
    const HostRequirements &ha = a.host(), &hb = b.host();
    if (ha.ramBytes != hb.ramBytes || ha.cpuCores != hb.cpuCores || ha.offloadDiskBytes != hb.offloadDiskBytes
        || ha.memoryBandwidthBps != hb.memoryBandwidthBps
        || (ha.offloadRamBytes > 0) != (hb.offloadRamBytes > 0)) {
        return false;
    }
    if (!a.fits && (a.memory().totalBytes != b.memory().totalBytes || a.memory().usableBytes != b.memory().usableBytes)) {
        return false;
    }
    if (a.kind == JobKind::Training) {
        const TrainingTerms &ta = a.training.terms, &tb = b.training.terms;
        return ta.params == tb.params && ta.checkpointBytes == tb.checkpointBytes && ta.datasetBytes == tb.datasetBytes;
    }
    return a.inference.terms.weightsTotalBytes == b.inference.terms.weightsTotalBytes;
}

bool Planner::sameHost(const JobsAtCount &a, const JobsAtCount &b) const
{
    if (a.fits != b.fits || a.count != b.count || a.misfit != b.misfit || a.firstMisfit != b.firstMisfit
        || a.jobs.size() != b.jobs.size() || snap.gpus[std::size_t(a.gpu)].memoryBytes != snap.gpus[std::size_t(b.gpu)].memoryBytes) {
        return false;
    }
    for (std::size_t j = 0; j < a.jobs.size(); ++j) {
        if (!sameJobHost(a.jobs[j], b.jobs[j])) {
            return false;
        }
    }
    return true;
}

Build Planner::rebuilt(const Candidate &c, HostSizing sizing) const
{
    const JobsAtCount &at = *c.group;
    Frame f;
    frameFor(*this, c.platform, at.gpu, at.count, at, sizing, f);
    if (c.partial()) {
        return std::move(f.base);
    }
    Build b;
    withCpu(*this, f, std::size_t(c.cpu), b);
    return b;
}

std::int64_t Planner::groupBound(const JobsAtCount &at) const
{
    const Candidate *worst = cheapestFailing.worstIfFull();
    const std::int64_t failingBound = worst ? worst->priceMinor : std::numeric_limits<std::int64_t>::max();
    return std::max(at.cheapestPassingMinor(), failingBound);
}

int Planner::cpuIndependentChecks(const Frame &f, std::int64_t leastMinor) const
{
    // The checks every build of the frame fails, whichever CPU it gets: the platform and GPU
    // checks of the frame, a volume without room, no NIC slot, and the budget when the least
    // any build costs is over it (far below the overflow value, so the total is over budget
    // rather than overflowed; a build priced without its memory or PSU set fails that check).
    std::uint32_t failed = failedChecks(f.base.violations);
    if (f.failedVolume >= 0) {
        failed |= 1u << unsigned(Check::Storage);
    }
    if (!f.nicOk) {
        failed |= 1u << unsigned(Check::Network);
    }
    if (result.budgetMinor > 0 && leastMinor > result.budgetMinor && leastMinor < kMoneyOverflow / 2) {
        failed |= 1u << unsigned(Check::Budget);
    }
    return std::popcount(failed);
}

void Planner::evaluateTriple(std::size_t pi, JobsAtCount &at, std::int64_t cpuBoundMinor, BuildSink &sink, bool everyCpu)
{
    const int gi = at.gpu, n = at.count;
    const PlatformSpec &p = snap.platforms[pi];
    Frame &f = frame;
    frameFor(*this, int(pi), gi, n, at, HostSizing::Base, f);
    if (f.base.partial) {
        sink.take(f.base, at);
        return;
    }

    // CPUs cheapest first. The CPU does not change the speed, so once a build passes, a CPU
    // whose price alone makes the build dearer cannot give a better tier: stop there.
    // The bound adds the cheapest memory set any CPU could need and the cheapest PSU set for
    // the load without memory and with the platform's least CPU power.
    const PlatformParts &parts = index->platformParts[pi];
    const PlatformCpus &cpus = index->platformCpus[pi];
    const GpuSpec &g = snap.gpus[std::size_t(gi)];
    const double gpusW = double(g.boardPowerW) * n;
    double drivesW = 0;
    std::int64_t drivesMinor = 0;
    for (const StorageVolume &v : f.sized.volumes) {
        if (v.drive >= 0) {
            const double drivePower = snap.storage[std::size_t(v.drive)].powerW;
            drivesW += (drivePower > 0 ? drivePower : opt.drivePowerW) * v.count;
            drivesMinor = moneyAdd(drivesMinor, moneyMul(snap.storagePrices[std::size_t(v.drive)].amountMinor, v.count));
        }
    }
    const double cpuFloorW = cpus.suffix.empty() || cpus.cheapestFirst.empty() ? 0.0 : double(cpus.suffix.front().minTdp) * p.cpuSockets;
    // A rated baseboard server carries its rated power whatever the CPU.
    const double dcFloorW = p.systemPowerW > 0 ? double(p.systemPowerW) : gpusW + double(p.basePowerW) + cpuFloorW + drivesW;
    if (f.sized.nic >= 0) {
        drivesMinor = moneyAdd(drivesMinor, snap.nicPrices[std::size_t(f.sized.nic)].amountMinor); // fixed, like the drives
    }
    if (f.base.bridge >= 0) {
        drivesMinor = moneyAdd(drivesMinor, moneyMul(snap.bridgePrices[std::size_t(f.base.bridge)].amountMinor, f.base.bridgeCount));
    }
    const std::int64_t fixedPrice = moneyAdd(
        moneyAdd(moneyAdd(snap.platformPrices[pi].amountMinor, moneyMul(snap.gpuPrices[std::size_t(gi)].amountMinor, n)),
                 drivesMinor),
        moneyAdd(cheapestMemoryMinor(snap, parts, f.need.ramBytes),
                 cheapestPsuSetMinor(snap, parts, p, lowLine, opt, dcFloorW, dcFloorW + gpusW * (opt.gpuTransientFactor - 1.0))));
    if (probe && !cpus.cheapestFirst.empty()) {
        const std::int64_t least = moneyAdd(fixedPrice, moneyMul(snap.cpuPrices[cpus.cheapestFirst.front()].amountMinor, p.cpuSockets));
        // A probe that asks only for its cheapest passing build (no explanation) has no use for
        // builds that fail whatever their CPU: the failing list bounds only groups that already
        // pass, and only at prices above their cheapest passing build.
        if (!probeExplains && cpuIndependentChecks(f, least) > 0) {
            return;
        }
        // A probe that found no passing build is answered by its closest build alone (no
        // tally, no lists shown). Builds that fail more checks than the closest whatever their
        // CPU, and cost more than every listed failing build (so the list and the bounds read
        // from it stay as they are), change nothing: not evaluated.
        const Candidate *worst = cheapestFailing.worstIfFull();
        if ((explaining || searchingCloser) && !entry && closest && worst && least > worst->priceMinor
            && cpuIndependentChecks(f, least) > closest->violations) {
            return;
        }
    }
    std::int64_t cheapestPassing = std::numeric_limits<std::int64_t>::max();
    for (std::size_t position = 0; position < cpus.cheapestFirst.size(); ++position) {
        const std::size_t ci = cpus.cheapestFirst[position];
        const CpuSpec &c = snap.cpus[ci];
        const std::int64_t boundWithCpu = moneyAdd(fixedPrice, moneyMul(snap.cpuPrices[ci].amountMinor, p.cpuSockets));
        if (boundWithCpu > std::min(cheapestPassing, cpuBoundMinor)) {
            break; // every later CPU costs at least as much: no build of theirs can be cheaper
        }
        Build &b = scratch;
        withCpu(*this, f, ci, b);
        if (b.passes()) {
            cheapestPassing = std::min(cheapestPassing, b.priceMinor);
        }
        sink.take(b, at);
        const bool failsBeforeCpu = !f.base.violations.empty();
        const bool overBudgetAnyway = result.budgetMinor > 0 && boundWithCpu > result.budgetMinor;
        const bool hopeless = !b.passes() && !worthALaterCpu(*this, b, c, cpus.suffix[position + 1], f.need.cores);
        // No later (dearer) CPU can fix a physical, cooling or site failure, nor a budget
        // already exceeded without memory and PSU: one representative build says why. For
        // the CPU-dependent checks, stop when no later CPU is better in the failing figure.
        if (failsBeforeCpu || overBudgetAnyway || hopeless) {
            break;
        }
        if (!b.passes() && !explaining && !everyCpu) {
            // Looking for builds that pass: skip the CPUs that alone could not fix every failed
            // check (the same model listed again, dearer, fails the same way).
            while (position + 1 < cpus.cheapestFirst.size()) {
                const CpuSpec &next = snap.cpus[cpus.cheapestFirst[position + 1]];
                const CpuSuffix only = alone(p, next);
                if (std::all_of(b.violations.begin(), b.violations.end(), [&](const Violation &v) {
                        return laterCpuCouldFix(*this, v, b, c, only, f.need.cores);
                    })) {
                    break;
                }
                ++position;
            }
        }
    }
}

namespace {

// Every build goes to the planner's record.
struct Recorder final : BuildSink {
    Planner &planner;
    explicit Recorder(Planner &p)
        : planner(p)
    {
    }
    void take(const Build &b, JobsAtCount &at) override { planner.record(b, at); }
};

} // namespace

std::int64_t Planner::nextFloor(JobsAtCount &at)
{
    constexpr std::int64_t none = std::numeric_limits<std::int64_t>::max();
    const std::vector<std::size_t> &platforms = *at.platforms;
    while (!at.settled && at.nextPlatform < platforms.size()) {
        const std::size_t pi = platforms[at.nextPlatform];
        if (!takesCount(snap.platforms[pi], at.count)) {
            ++at.nextPlatform;
            continue;
        }
        const std::int64_t floor = floorOf(at, pi);
        if (floor > groupBound(at)) {
            at.settled = true; // floors only rise along the list, and the bound only falls
            break;
        }
        return floor;
    }
    at.settled = true;
    return none;
}

std::int64_t Planner::floorOf(const JobsAtCount &at, std::size_t pi) const
{
    const std::int64_t platform = at.fits ? index->platformFloor[pi] : snap.platformPrices[pi].amountMinor;
    return moneyAdd(platform, moneyMul(snap.gpuPrices[std::size_t(at.gpu)].amountMinor, at.count));
}

std::int64_t Planner::groupFloor(const JobsAtCount &at) const
{
    // The platform lists are in floor order (price order for a group whose jobs do not fit,
    // where the floor is the platform's price): the first that takes the count is the least.
    for (const std::size_t pi : *at.platforms) {
        if (takesCount(snap.platforms[pi], at.count)) {
            return floorOf(at, pi);
        }
    }
    return std::numeric_limits<std::int64_t>::max();
}

void Planner::stepGroup(JobsAtCount &at)
{
    Recorder recorder(*this);
    const std::size_t pi = (*at.platforms)[at.nextPlatform++];
    evaluateTriple(pi, at, groupBound(at), recorder);
}

void Planner::searchGroup(JobsAtCount &at, std::int64_t limitMinor)
{
    if (at.lead) {
        // Its lead's builds stand for its own: search the lead as far as this group's limit.
        const std::int64_t leadLimit = limitMinor == std::numeric_limits<std::int64_t>::max()
            ? limitMinor
            : std::max<std::int64_t>(std::numeric_limits<std::int64_t>::min() / 2, limitMinor - at.leadDeltaMinor);
        searchGroup(*at.lead, leadLimit);
        return;
    }
    for (std::int64_t floor = nextFloor(at); !at.settled && floor <= limitMinor; floor = nextFloor(at)) {
        stepGroup(at);
    }
}

bool Planner::groupPasses(JobsAtCount &at)
{
    if (at.fits && !at.anyPassing()) {
        // Beyond the budget nothing passes.
        searchGroup(at, result.budgetMinor > 0 ? result.budgetMinor : std::numeric_limits<std::int64_t>::max());
    }
    return at.anyPassing();
}

} // namespace rigplan::planner
