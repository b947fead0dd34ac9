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
                    bool growth)
{
    HostNeeds need;
    bool training = false;
    const double gpuMemory = double(g.memoryBytes) * n;
    std::int64_t project = 0, data = 0;
    for (std::size_t j = 0; j < at.jobs.size(); ++j) {
        const JobOutcome &o = at.jobs[j];
        const HostRequirements &h = o.host();
        std::int64_t ram = h.ramBytes;
        if (o.kind == JobKind::Training) {
            const TrainingTerms &t = o.training.terms;
            const Job &job = workload.jobs[j];
            // Model files (bf16 weights) and the kept full checkpoints (weights + optimizer
            // state), with any state offloaded to NVMe; the dataset raw and tokenized.
            project += std::int64_t(2.0 * t.params + double(job.training.checkpointsKept) * t.checkpointBytes)
                + h.offloadDiskBytes;
            data += std::int64_t(2.0 * t.datasetBytes);
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
        need.cores = workload.concurrent ? need.cores + h.cpuCores : std::max(need.cores, h.cpuCores);
        training = training || o.kind == JobKind::Training;
    }
    if (training) {
        // Rule of thumb for training boxes: system RAM at least the total GPU memory (data
        // loaders, pinned buffers, checkpoint staging), applied on top of the engine's figure.
        need.ramBytes = std::max(need.ramBytes, std::int64_t(opt.trainingRamPerGpuMemory * gpuMemory));
    }
    if (growth) {
        need.ramBytes = std::max(need.ramBytes, std::int64_t(opt.highTierRamPerGpuMemory * gpuMemory));
    }
    need.volumes.bytes = {opt.systemVolumeBytes, project, data};
    need.volumes.mirrorSystem = growth || workload.site.environment == "server-room";
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
    double dc = b.power.dcLoadW();
    // A baseboard server is rated by its vendor as a whole (GPU baseboard, NVSwitch, fans):
    // that figure, not the summed cards, is what its PSUs must carry.
    b.power.ratedSystem = p.systemPowerW > 0;
    if (b.power.ratedSystem) {
        dc = double(p.systemPowerW);
    }
    b.dcLoadW = dc;
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
    b.btuPerH = b.wallW * 3.412;
    if (auto v = checkOutlet(b.wallW, outletLimit)) {
        b.violations.push_back(*v);
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
    const PlatformParts &parts = pl.platformParts[std::size_t(b.platform)];
    const double dcSaving = double(cpuPowerW(c) - next.minTdp) * p.cpuSockets + b.power.memoryW;
    switch (v.check) {
    case Check::CpuCores: return next.maxCores * p.cpuSockets >= cores;
    case Check::PcieLanes: return next.maxLanes > c.pcieLanes;
    case Check::HostRam: return next.maxChannels > c.memoryChannels || next.maxMemory > c.maxMemoryBytes;
    case Check::MemoryEcc: return next.anyEcc;
    case Check::Cooling: return v.rule == Rule::NoCpuCooler && next.minTdp < cpuPowerW(c);
    case Check::Psu:
        return next.minTdp < cpuPowerW(c)
            && b.dcLoadW - dcSaving
            <= largestPsuDcLoad(pl.snap, parts, pl.lowLine, pl.opt, p, b.power.gpusW * (pl.opt.gpuTransientFactor - 1.0));
    case Check::Outlet: {
        // Without a PSU set the wall is taken at 92 % efficiency (sizePower).
        const double efficiency = std::max(0.92, bestPsuEfficiency(pl.snap, parts));
        return next.minTdp < cpuPowerW(c) && (b.dcLoadW - dcSaving) / efficiency <= double(b.outletLimitW);
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

void frameFor(const Planner &pl, int pi, int gi, int n, const JobsAtCount &at, bool growth, Frame &f)
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
    if (g.endOfLife) {
        // Still offered (stock and refurbished channels sell it), but a quote must say so.
        base.notes.push_back({BuildNote::GpuEndOfLife});
    }

    f.need = hostNeeds(pl.workload, at, g, n, pl.opt, growth);
    base.growthHost = growth;
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
    f.failedVolume = sizeVolumes(snap, pl.platformParts[std::size_t(pi)], p, f.need.volumes, pl.opt, f.sized);
    f.sized.gpuCount = n;
    f.nicOk = sizeNic(snap, pl.platformParts[std::size_t(pi)], p, pl.workload.requirements.network, f.sized);
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
    const PlatformParts &parts = pl.platformParts[std::size_t(pi)];
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
    b.lanesPerGpu = std::min(16, b.gpuLanes / n);
    if (auto v = checkLanes(n, b.lanesPerGpu, b.gpuLanes, pl.opt)) {
        b.violations.push_back(*v);
    } else if (b.lanesPerGpu < 16 && g.formFactor == "pcie") {
        b.notes.push_back({BuildNote::ReducedPcieLanes});
    }
    // ECC: required fits ECC DIMMs only and fails memory_ecc where the CPU or board cannot run
    // them; preferred fits them where it can; any takes the cheapest.
    const Requirements &req = pl.workload.requirements;
    const bool eccHost = eccCapable(p, c);
    const bool eccOnly = eccHost && (req.eccRequired() || req.eccPreferred());
    bool memoryFits = sizeMemory(snap, parts, p, c, f.need.ramBytes, eccOnly, b);
    if (!memoryFits && eccOnly && req.eccPreferred()) {
        memoryFits = sizeMemory(snap, parts, p, c, f.need.ramBytes, false, b);
    }
    if (!memoryFits) {
        b.violations.push_back({Check::HostRam, Rule::RamBeyondPlatform, -1, double(f.need.ramBytes),
                                double(p.maxMemoryBytes), Unit::Bytes});
    }
    // On an ECC host only ECC DIMMs were tried: a failed sizing is a host_ram failure alone.
    if (req.eccRequired() && !eccHost) {
        b.violations.push_back({Check::MemoryEcc, Rule::NonEccMemory, -1, 1, 0, Unit::None});
    } else if (req.eccPreferred() && memoryFits && !b.memoryEcc) {
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
        b.notes.push_back({BuildNote::CoolerNotInCatalog});
    }
    sizePower(snap, parts, p, g, c, pl.lowLine, req.redundantPsuFor(pl.workload.site), pl.outletLimit, pl.opt, b);
    price(snap, std::size_t(pi), ci, std::size_t(gi), pl.result.budgetMinor, b);
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

} // namespace

void Planner::record(const Build &b, JobsAtCount &at)
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
    std::uint32_t failed = 0;
    for (const Violation &v : b.violations) {
        failed |= 1u << unsigned(v.check);
    }
    c.violations = std::uint8_t(std::popcount(failed));
    candidates.push_back(c);
    for (std::size_t check = 0; check < failuresPerCheck.size(); ++check) {
        failuresPerCheck[check] += (failed >> check) & 1u;
    }
    // The relative speed (run()) is taken against the builds that pass.
    at.anyPassing = at.anyPassing || b.passes();
    at.anySized = at.anySized || !b.partial;
    if (b.passes()) {
        at.cheapestPassingMinor = std::min(at.cheapestPassingMinor, b.priceMinor);
        if (at.targetsMet && at.headroom >= opt.mainstreamHeadroom) {
            if (b.priceMinor < cheapestMainstreamMinor) {
                if (cheapestMainstreamGroup != &at) {
                    secondMainstreamMinor = cheapestMainstreamMinor;
                }
                cheapestMainstreamMinor = b.priceMinor;
                cheapestMainstreamGroup = &at;
            } else if (cheapestMainstreamGroup != &at) {
                secondMainstreamMinor = std::min(secondMainstreamMinor, b.priceMinor);
            }
            const JobsAtCount *third = fastestGrowing.back();
            const bool listed = std::find(fastestGrowing.begin(), fastestGrowing.end(), &at) != fastestGrowing.end();
            if (at.allSpeeds && !listed && (!third || at.logSpeed > third->logSpeed) && grows(at)) {
                fastestGrowing.back() = &at;
                std::sort(fastestGrowing.begin(), fastestGrowing.end(), [](const JobsAtCount *x, const JobsAtCount *y) {
                    return x && (!y || x->logSpeed > y->logSpeed);
                });
            }
        }
    } else {
        constexpr std::size_t listed = 10; // the feasible plan's "what else was considered"
        if (cheapestFailing.size() < listed || b.priceMinor < cheapestFailing.front()) {
            cheapestFailing.push_back(b.priceMinor);
            std::push_heap(cheapestFailing.begin(), cheapestFailing.end());
            if (cheapestFailing.size() > listed) {
                std::pop_heap(cheapestFailing.begin(), cheapestFailing.end());
                cheapestFailing.pop_back();
            }
        }
    }
    result.candidates += 1;
}

Build Planner::rebuilt(const Candidate &c, bool growth) const
{
    const JobsAtCount &at = *c.group;
    Frame f;
    frameFor(*this, c.platform, at.gpu, at.count, at, growth, f);
    if (c.partial()) {
        return std::move(f.base);
    }
    Build b;
    withCpu(*this, f, std::size_t(c.cpu), b);
    return b;
}

std::int64_t Planner::pruneAbove(const JobsAtCount &at) const
{
    constexpr std::int64_t none = std::numeric_limits<std::int64_t>::max();
    // Beyond the tenth cheapest failing build none is in the plan's list of rejected builds.
    const std::int64_t tenthFailing = cheapestFailing.size() < 10 ? none : cheapestFailing.front();
    std::int64_t limit = none;
    // A GPU × count that passes and qualifies for mainstream: no tier can be a dearer build of
    // it (the same speed and headroom for more money; tiers differ in GPU × count).
    if (at.cheapestPassingMinor != none && at.targetsMet && at.headroom >= opt.mainstreamHeadroom) {
        limit = std::max(at.cheapestPassingMinor, tenthFailing);
    }
    // Any GPU × count slower than three that qualify for mainstream and have room to grow: a
    // build dearer than their cheapest passing builds and than the second GPU × count's cheapest
    // mainstream build is no tier. Not entry; not mainstream (which costs at most the latter);
    // not high: one of the three is neither entry's nor mainstream's GPU × count, and high is at
    // least as fast as it when its build is within the price cap; when it is not, neither is
    // this dearer build.
    const JobsAtCount *third = fastestGrowing.back();
    if (third && at.allSpeeds && at.logSpeed < third->logSpeed - 1e-6) {
        limit = std::min(limit, std::max({fastestGrowing[0]->cheapestPassingMinor, fastestGrowing[1]->cheapestPassingMinor,
                                          third->cheapestPassingMinor, secondMainstreamMinor, tenthFailing}));
    }
    return limit;
}

void Planner::evaluate(int pi, int gi, int n)
{
    const PlatformSpec &p = snap.platforms[std::size_t(pi)];
    JobsAtCount &at = jobsAt(gi, n);
    if (at.fits) {
        // A bound on any build of this platform: no cheaper CPU, PSU or anything else.
        const PlatformCpus &cpus = platformCpus[std::size_t(pi)];
        const std::int64_t floor = moneyAdd(
            moneyAdd(snap.platformPrices[std::size_t(pi)].amountMinor, moneyMul(snap.gpuPrices[std::size_t(gi)].amountMinor, n)),
            cpus.cheapestFirst.empty() ? 0 : moneyMul(snap.cpuPrices[cpus.cheapestFirst.front()].amountMinor, p.cpuSockets));
        if (floor > pruneAbove(at)) {
            return;
        }
    }
    Frame &f = frame;
    frameFor(*this, pi, gi, n, at, false, f);
    if (f.base.partial) {
        record(f.base, at);
        return;
    }

    // CPUs cheapest first. The CPU does not change the speed, so once a build passes, a CPU
    // whose price alone makes the build dearer cannot give a better tier: stop there.
    // The bound adds the cheapest memory set any CPU could need and the cheapest PSU set for
    // the load without memory and with the platform's least CPU power.
    const PlatformParts &parts = platformParts[std::size_t(pi)];
    const PlatformCpus &cpus = platformCpus[std::size_t(pi)];
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
    const std::int64_t fixedPrice = moneyAdd(
        moneyAdd(moneyAdd(snap.platformPrices[std::size_t(pi)].amountMinor, moneyMul(snap.gpuPrices[std::size_t(gi)].amountMinor, n)),
                 drivesMinor),
        moneyAdd(cheapestMemoryMinor(snap, parts, f.need.ramBytes),
                 cheapestPsuSetMinor(snap, parts, p, lowLine, opt, dcFloorW, dcFloorW + gpusW * (opt.gpuTransientFactor - 1.0))));
    std::int64_t cheapestPassing = std::numeric_limits<std::int64_t>::max();
    for (std::size_t position = 0; position < cpus.cheapestFirst.size(); ++position) {
        const std::size_t ci = cpus.cheapestFirst[position];
        const CpuSpec &c = snap.cpus[ci];
        const std::int64_t boundWithCpu = moneyAdd(fixedPrice, moneyMul(snap.cpuPrices[ci].amountMinor, p.cpuSockets));
        if (boundWithCpu > std::min(cheapestPassing, pruneAbove(at))) {
            break; // every later CPU costs at least as much: no build of theirs can be cheaper
        }
        Build &b = scratch;
        withCpu(*this, f, ci, b);
        if (b.passes()) {
            cheapestPassing = std::min(cheapestPassing, b.priceMinor);
        }
        record(b, at);
        const bool failsBeforeCpu = !f.base.violations.empty();
        const bool overBudgetAnyway = result.budgetMinor > 0 && boundWithCpu > result.budgetMinor;
        const bool hopeless = !b.passes() && !worthALaterCpu(*this, b, c, cpus.suffix[position + 1], f.need.cores);
        // No later (dearer) CPU can fix a physical, cooling or site failure, nor a budget
        // already exceeded without memory and PSU: one representative build says why. For
        // the CPU-dependent checks, stop when no later CPU is better in the failing figure.
        if (failsBeforeCpu || overBudgetAnyway || hopeless) {
            break;
        }
    }
}

} // namespace rigplan::planner
