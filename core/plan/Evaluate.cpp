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
    if (at.misfit == Rule::TooFewGpusForJobs) {
        return {Check::GpuMemory, Rule::TooFewGpusForJobs, -1, double(at.jobs.size()), double(at.count), Unit::Count};
    }
    const MemoryBreakdown &m = at.jobs[std::size_t(at.firstMisfit)].memory();
    return {Check::GpuMemory, at.misfit, at.firstMisfit, double(m.totalBytes), double(m.usableBytes), Unit::Bytes};
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

// Could a later (dearer) CPU of the platform fix this failure of the build? A CPU changes the
// DC load by its own power and, through its memory channels, the memory's: at most the TDP it
// saves plus all of the memory's power.
bool laterCpuCouldFix(const Planner &pl, const Violation &v, const Build &b, const CpuSpec &c, const CpuSuffix &next,
                      int cores)
{
    const PlatformSpec &p = pl.snap.platforms[std::size_t(b.platform)];
    const PlatformParts &parts = pl.platformParts[std::size_t(b.platform)];
    const double dcSaving = double(c.tdpW - next.minTdp) * p.cpuSockets + b.power.memoryW;
    switch (v.check) {
    case Check::CpuCores: return next.maxCores * p.cpuSockets >= cores;
    case Check::PcieLanes: return next.maxLanes > c.pcieLanes;
    case Check::HostRam: return next.maxChannels > c.memoryChannels || next.maxMemory > c.maxMemoryBytes;
    case Check::Psu:
        return next.minTdp < c.tdpW
            && b.dcLoadW - dcSaving
            <= largestPsuDcLoad(pl.snap, parts, pl.lowLine, pl.opt, p, b.power.gpusW * (pl.opt.gpuTransientFactor - 1.0));
    case Check::Outlet: {
        // Without a PSU set the wall is taken at 92 % efficiency (sizePower).
        const double efficiency = std::max(0.92, bestPsuEfficiency(pl.snap, parts));
        return next.minTdp < c.tdpW && (b.dcLoadW - dcSaving) / efficiency <= double(b.outletLimitW);
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

void frameFor(const Planner &pl, int pi, int gi, int n, const JobsAtCount &at, Frame &f)
{
    const CatalogSnapshot &snap = pl.snap;
    const PlatformSpec &p = snap.platforms[std::size_t(pi)];
    const GpuSpec &g = snap.gpus[std::size_t(gi)];
    reset(f.base);
    reset(f.sized);
    f.need = {};
    f.storageOk = false;
    Build &base = f.base;
    base.platform = pi;
    base.gpu = gi;
    base.gpuCount = n;
    base.sharedJobs = &at.jobs;
    base.outletLimitW = pl.outletLimit;
    structuralChecks(p, g, n, pl.workload.site, base);
    for (std::size_t j = 0; j < pl.workload.jobs.size(); ++j) {
        const Job &job = pl.workload.jobs[j];
        const bool fp8 = job.kind == JobKind::Inference ? job.inference.weights == Precision::Fp8
                                                        : job.training.precision == Precision::Fp8;
        if (fp8 && g.fp8Tflops <= 0) {
            base.notes.push_back({BuildNote::Fp8WeightOnly, int(j)});
        }
    }
    if (g.endOfLife) {
        // Still offered (stock and refurbished channels sell it), but a quote must say so.
        base.notes.push_back({BuildNote::GpuEndOfLife});
    }

    f.need = hostNeeds(pl.workload, at, g, n, pl.opt);
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
    f.storageOk = sizeStorage(snap, pl.platformParts[std::size_t(pi)], p, f.need.storageBytes, pl.opt, f.sized);
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
    const int cpuLanes = c.pcieLanes * p.cpuSockets - pl.opt.nvmeLanes;
    b.gpuLanes = std::min(platformLanes, cpuLanes);
    b.lanesPerGpu = std::min(16, b.gpuLanes / n);
    if (auto v = checkLanes(n, b.lanesPerGpu, b.gpuLanes, pl.opt)) {
        b.violations.push_back(*v);
    } else if (b.lanesPerGpu < 16 && g.formFactor == "pcie") {
        b.notes.push_back({BuildNote::ReducedPcieLanes});
    }
    if (!sizeMemory(snap, parts, p, c, f.need.ramBytes, b)) {
        b.violations.push_back({Check::HostRam, Rule::RamBeyondPlatform, -1, double(f.need.ramBytes),
                                double(p.maxMemoryBytes), Unit::Bytes});
    }
    b.drive = f.sized.drive;
    b.driveCount = f.sized.driveCount;
    b.storageBytes = f.sized.storageBytes;
    if (!f.storageOk) {
        b.violations.push_back({Check::Storage, Rule::NoDriveSetFits, -1, double(f.need.storageBytes), 0, Unit::Bytes});
    }
    sizePower(snap, parts, p, g, c, pl.lowLine, pl.outletLimit, pl.opt, b);
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

Build Planner::rebuilt(const Candidate &c) const
{
    const JobsAtCount &at = *c.group;
    Frame f;
    frameFor(*this, c.platform, at.gpu, at.count, at, f);
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
    frameFor(*this, pi, gi, n, at, f);
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
    if (f.storageOk) {
        const double drivePower = snap.storage[std::size_t(f.sized.drive)].powerW;
        drivesW = (drivePower > 0 ? drivePower : opt.drivePowerW) * f.sized.driveCount;
    }
    const double cpuFloorW = cpus.suffix.empty() || cpus.cheapestFirst.empty() ? 0.0 : double(cpus.suffix.front().minTdp) * p.cpuSockets;
    const double dcFloorW = gpusW + double(p.basePowerW) + cpuFloorW + drivesW;
    const std::int64_t fixedPrice = moneyAdd(
        moneyAdd(moneyAdd(snap.platformPrices[std::size_t(pi)].amountMinor, moneyMul(snap.gpuPrices[std::size_t(gi)].amountMinor, n)),
                 f.storageOk ? moneyMul(snap.storagePrices[std::size_t(f.sized.drive)].amountMinor, f.sized.driveCount) : 0),
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
