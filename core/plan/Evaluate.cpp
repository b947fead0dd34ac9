// One (platform, GPU model, count) and the CPUs that can go with it: what the host must
// provide, the checks, the power and the price of each build.

#include "plan/PlannerDetail.h"
#include "util/Money.h"


#include <algorithm>
#include <limits>

namespace rigplan::planner {

namespace {

struct HostNeeds {
    std::int64_t ramBytes = 0, storageBytes = 0;
    int cores = 0;
};

// The largest job's needs, or all jobs' together when they run at the same time.
HostNeeds hostNeeds(const Workload &workload, const JobsAtCount &at, const GpuSpec &g, int n, const PlanOptions &opt)
{
    HostNeeds need;
    bool training = false;
    for (const JobOutcome &o : at.jobs) {
        const HostRequirements &h = o.host();
        need.ramBytes = workload.concurrent ? need.ramBytes + h.ramBytes : std::max(need.ramBytes, h.ramBytes);
        need.storageBytes = workload.concurrent ? need.storageBytes + h.storageBytes
                                                : std::max(need.storageBytes, h.storageBytes);
        need.cores = workload.concurrent ? need.cores + h.cpuCores : std::max(need.cores, h.cpuCores);
        training = training || o.kind == JobKind::Training;
    }
    if (training) {
        // Rule of thumb for training boxes: system RAM at least the total GPU memory (data
        // loaders, pinned buffers, checkpoint staging), applied on top of the engine's figure.
        need.ramBytes = std::max(need.ramBytes, std::int64_t(opt.trainingRamPerGpuMemory * double(g.memoryBytes) * n));
    }
    return need;
}

// The GPU-memory violation of a (GPU, count) whose jobs do not fit.
Violation memoryViolation(const JobsAtCount &at)
{
    if (at.firstMisfit < 0) {
        return {Check::GpuMemory, Rule::ConcurrentMemory, -1, double(at.concurrentTotalBytes),
                double(at.concurrentUsableBytes), Unit::Bytes};
    }
    const MemoryBreakdown &m = at.jobs[std::size_t(at.firstMisfit)].memory();
    return {Check::GpuMemory, Rule::JobMemory, at.firstMisfit, double(m.totalBytes), double(m.usableBytes), Unit::Bytes};
}

// DC load of every part, GPU transients, the PSU set, then the wall and the outlet.
void sizePower(const CatalogSnapshot &snap, const PlatformParts &parts, const PlatformSpec &p, const GpuSpec &g,
               const CpuSpec &c, bool lowLine, std::int64_t outletLimit, const PlanOptions &opt, Build &b)
{
    b.power.gpusW = double(g.boardPowerW) * b.gpuCount;
    b.power.cpusW = double(c.tdpW) * p.cpuSockets;
    b.power.platformW = double(p.basePowerW);
    b.power.memoryW = b.dimm >= 0 ? snap.memory[std::size_t(b.dimm)].powerW * b.dimmCount : 0.0;
    if (b.drive >= 0) {
        const double drivePower = snap.storage[std::size_t(b.drive)].powerW;
        b.power.drivesW = (drivePower > 0 ? drivePower : opt.drivePowerW) * b.driveCount;
    }
    const double dc = b.power.dcLoadW();
    b.dcLoadW = dc;
    b.transientW = dc + b.power.gpusW * (opt.gpuTransientFactor - 1.0);
    if (!sizePsu(snap, parts, lowLine, opt, b)) {
        b.violations.push_back({Check::Psu, Rule::NoPsuSet, -1, dc / opt.psuSteadyLoadFraction, 0, Unit::Watts});
        // Wall power still matters for the report: assume a typical 92 % efficiency.
        b.wallW = dc / 0.92;
    } else {
        const PsuSpec &s = snap.psus[std::size_t(b.psu)];
        b.wallW = dc / (s.efficiency > 0 ? s.efficiency : 0.9);
        if (lowLine && s.capacityW115v == 0) {
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
    if (b.drive >= 0) {
        total = moneyAdd(total, moneyMul(snap.storagePrices[std::size_t(b.drive)].amountMinor, b.driveCount));
    }
    if (b.psu >= 0) {
        total = moneyAdd(total, moneyMul(snap.psuPrices[std::size_t(b.psu)].amountMinor, b.psuCount));
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

// Could a later (dearer) CPU of the platform fix what this build fails?
bool laterCpuCouldFix(const Build &b, const CpuSpec &c, const CpuSuffix &next, const PlatformSpec &p, int cores)
{
    for (const Violation &v : b.violations) {
        switch (v.check) {
        case Check::CpuCores:
            if (next.maxCores * p.cpuSockets >= cores) {
                return true;
            }
            break;
        case Check::PcieLanes:
            if (next.maxLanes > c.pcieLanes) {
                return true;
            }
            break;
        case Check::HostRam:
            if (next.maxChannels > c.memoryChannels || next.maxMemory > c.maxMemoryBytes) {
                return true;
            }
            break;
        case Check::Psu:
        case Check::Outlet:
            if (next.minTdp < c.tdpW) {
                return true;
            }
            break;
        case Check::Price: return true;
        default: break;
        }
    }
    return false;
}

} // namespace

void Planner::evaluate(int pi, int gi, int n)
{
    const PlatformSpec &p = snap.platforms[std::size_t(pi)];
    const GpuSpec &g = snap.gpus[std::size_t(gi)];
    const JobsAtCount &at = jobsAt(gi, n);

    Build base;
    base.platform = pi;
    base.gpu = gi;
    base.gpuCount = n;
    base.sharedJobs = &at.jobs;
    base.outletLimitW = outletLimit;
    structuralChecks(p, g, n, workload.site, base);
    for (std::size_t j = 0; j < workload.jobs.size(); ++j) {
        const Job &job = workload.jobs[j];
        const bool fp8 = job.kind == JobKind::Inference ? job.inference.weights == Precision::Fp8
                                                        : job.training.precision == Precision::Fp8;
        if (fp8 && g.fp8Tflops <= 0) {
            base.notes.push_back({BuildNote::Fp8WeightOnly, int(j)});
        }
    }

    const HostNeeds need = hostNeeds(workload, at, g, n, opt);
    base.requiredRamBytes = need.ramBytes;
    base.requiredStorageBytes = need.storageBytes;
    base.requiredCores = need.cores;
    base.headroom = 1.0;
    for (std::size_t j = 0; j < at.jobs.size(); ++j) {
        const JobOutcome &o = at.jobs[j];
        if (o.headroom < base.headroom || base.tightestJob < 0) {
            base.headroom = std::min(base.headroom, o.headroom);
            base.tightestJob = int(j);
        }
        base.targetsMet = base.targetsMet && o.targetsMet;
    }
    if (at.concurrentUsableBytes > 0) {
        const double together = double(at.concurrentUsableBytes - at.concurrentTotalBytes) / double(at.concurrentUsableBytes);
        if (together < base.headroom) {
            base.headroom = together;
            base.tightestJob = -1;
        }
    }
    if (!at.fits) {
        // GPU memory first: it is the reason the build was not sized further.
        base.violations.push_back(memoryViolation(at));
        std::rotate(base.violations.begin(), base.violations.end() - 1, base.violations.end());
        // Not worth sizing: price it as platform + GPUs so it can be listed as an alternative.
        base.partial = true;
        base.priceMinor = moneyAdd(snap.platformPrices[std::size_t(pi)].amountMinor,
                                   moneyMul(snap.gpuPrices[std::size_t(gi)].amountMinor, n));
        builds.push_back(std::move(base));
        result.candidates += 1;
        return;
    }

    // CPUs cheapest first. The CPU does not change the speed, so once a build passes, a CPU
    // whose price alone makes the build dearer cannot give a better tier: stop there.
    // Storage does not depend on the CPU: size it once. The bound adds the cheapest memory
    // set any CPU could need and the cheapest PSU the platform takes.
    Build sized;
    const PlatformParts &parts = platformParts[std::size_t(pi)];
    const bool storageOk = sizeStorage(snap, parts, p, need.storageBytes, opt, sized);
    const std::int64_t fixedPrice = moneyAdd(
        moneyAdd(snap.platformPrices[std::size_t(pi)].amountMinor, moneyMul(snap.gpuPrices[std::size_t(gi)].amountMinor, n)),
        moneyAdd(storageOk ? moneyMul(snap.storagePrices[std::size_t(sized.drive)].amountMinor, sized.driveCount) : 0,
                 cheapestHostExtras(snap, parts, need.ramBytes)));
    std::int64_t cheapestPassing = std::numeric_limits<std::int64_t>::max();
    const PlatformCpus &cpus = platformCpus[std::size_t(pi)];
    for (std::size_t position = 0; position < cpus.cheapestFirst.size(); ++position) {
        const std::size_t ci = cpus.cheapestFirst[position];
        const CpuSpec &c = snap.cpus[ci];
        const std::int64_t boundWithCpu = moneyAdd(fixedPrice, moneyMul(snap.cpuPrices[ci].amountMinor, p.cpuSockets));
        if (boundWithCpu > cheapestPassing) {
            break; // every later CPU costs at least as much: no build of theirs can be cheaper
        }
        result.candidates += 1;
        Build b = base;
        b.cpu = int(ci);

        if (auto v = checkCores(need.cores, c.cores * p.cpuSockets)) {
            b.violations.push_back(*v);
        }
        const int platformLanes = p.gpuLanes > 0 ? p.gpuLanes : 16 * n;
        const int cpuLanes = c.pcieLanes * p.cpuSockets - opt.nvmeLanes;
        b.gpuLanes = std::min(platformLanes, cpuLanes);
        b.lanesPerGpu = std::min(16, b.gpuLanes / n);
        if (auto v = checkLanes(n, b.lanesPerGpu, b.gpuLanes, opt)) {
            b.violations.push_back(*v);
        } else if (b.lanesPerGpu < 16 && g.formFactor == "pcie") {
            b.notes.push_back({BuildNote::ReducedPcieLanes});
        }
        if (!sizeMemory(snap, parts, p, c, need.ramBytes, b)) {
            b.violations.push_back({Check::HostRam, Rule::RamBeyondPlatform, -1, double(need.ramBytes),
                                    double(p.maxMemoryBytes), Unit::Bytes});
        }
        b.drive = sized.drive;
        b.driveCount = sized.driveCount;
        b.storageBytes = sized.storageBytes;
        if (!storageOk) {
            b.violations.push_back({Check::Storage, Rule::NoDriveSetFits, -1, double(need.storageBytes), 0, Unit::Bytes});
        }
        sizePower(snap, parts, p, g, c, lowLine, outletLimit, opt, b);
        price(snap, std::size_t(pi), ci, std::size_t(gi), result.budgetMinor, b);
        if (b.passes()) {
            cheapestPassing = std::min(cheapestPassing, b.priceMinor);
        }
        const bool failsBeforeCpu = !base.violations.empty();
        const bool overBudgetAnyway = result.budgetMinor > 0 && boundWithCpu > result.budgetMinor;
        const bool hopeless = !b.passes() && !laterCpuCouldFix(b, c, cpus.suffix[position + 1], p, need.cores);
        builds.push_back(std::move(b));
        // No later (dearer) CPU can fix a physical, cooling or site failure, nor a budget
        // already exceeded without memory and PSU: one representative build says why. For
        // the CPU-dependent checks, stop when no later CPU is better in the failing figure.
        if (failsBeforeCpu || overBudgetAnyway || hopeless) {
            break;
        }
    }
}

} // namespace rigplan::planner
