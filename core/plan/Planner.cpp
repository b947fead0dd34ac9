#include "plan/Plan.h"

#include "util/Money.h"
#include "util/TrCache.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <set>

namespace rigplan {

namespace {

std::string gb(double bytes)
{
    return fmt::format("{:.1f} GB", bytes / 1e9);
}

std::string watts(double w)
{
    return fmt::format("{:.0f} W", w);
}

std::string money(std::int64_t minor, const std::string &currency)
{
    return formatMinor(minor, QString::fromStdString(currency)).toStdString();
}

// Ids that appear inside sentences, shown by name (the JSON keeps the ids).
std::string tierText(TrCache &tr, const std::string &tier)
{
    if (tier == "entry") {
        //: tier name inside a sentence ("the mainstream tier is the same build as the entry tier")
        return tr.trc("rigplan::Planner", "entry").text;
    }
    if (tier == "mainstream") {
        //: tier name inside a sentence
        return tr.trc("rigplan::Planner", "mainstream").text;
    }
    if (tier == "high") {
        //: tier name inside a sentence: the high-performance tier
        return tr.trc("rigplan::Planner", "high").text;
    }
    return tier;
}

std::string environmentText(TrCache &tr, const std::string &environment)
{
    if (environment == "office") {
        //: site environment inside a sentence
        return tr.trc("rigplan::Planner", "office").text;
    }
    if (environment == "lab") {
        //: site environment inside a sentence
        return tr.trc("rigplan::Planner", "lab").text;
    }
    if (environment == "server-room") {
        //: site environment inside a sentence
        return tr.trc("rigplan::Planner", "server-room").text;
    }
    return environment;
}

bool contains(const std::vector<std::string> &list, const std::string &value)
{
    return std::find(list.begin(), list.end(), value) != list.end();
}

// Cards whose own fans blow hot air into the case: they stack poorly (domain notes).
bool caseDumpingCooler(const GpuSpec &g)
{
    return g.cooling == "open-air" || g.cooling == "flow-through";
}

// GPU counts a platform can take of this GPU model; empty when the GPU cannot go in at all.
std::vector<int> allowedCounts(const PlatformSpec &p, const GpuSpec &g)
{
    if (g.formFactor != p.gpuFormFactor) {
        return {};
    }
    if (!p.compatibleGpus.empty() && !contains(p.compatibleGpus, g.id)) {
        return {};
    }
    if (p.compatibleGpus.empty() && g.formFactor != "pcie") {
        return {}; // SXM/OAM modules only go on a baseboard that names them
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

// Physical fit, cooling and environment: the checks that do not depend on CPU, memory or PSU.
void structuralChecks(const PlatformSpec &p, const GpuSpec &g, int n, const Site &site, TrCache &tr,
                      std::vector<Violation> &out, std::vector<std::string> &notes)
{
    if (g.formFactor == "pcie") {
        if (p.maxGpuLengthMm > 0 && g.lengthMm > p.maxGpuLengthMm) {
            out.push_back({Check::GpuFit,
                           //: {0} = GPU name, {1} = its length, {2} = platform name, {3} = longest card it takes
                           trFormat(tr.trc("rigplan::Planner", "{0} is {1} mm long; {2} takes cards up to {3} mm"),
                                    g.name, g.lengthMm, p.name, p.maxGpuLengthMm),
                           double(g.lengthMm), double(p.maxGpuLengthMm)});
        }
        if (p.maxGpuWidthSlots > 0 && g.slotWidth > p.maxGpuWidthSlots) {
            out.push_back({Check::GpuFit,
                           //: {0} = GPU name, {1} = its width in slots, {2} = platform name, {3} = widest card it takes
                           trFormat(tr.trc("rigplan::Planner", "{0} is {1} slots wide; {2} takes {3}-slot cards"),
                                    g.name, g.slotWidth, p.name, p.maxGpuWidthSlots),
                           double(g.slotWidth), double(p.maxGpuWidthSlots)});
        }
        if (n > 1) {
            if (p.slotPitch > 0 && g.slotWidth > p.slotPitch) {
                out.push_back({Check::GpuFit,
                               //: {0} = GPU count, {1} = card width in slots, {2} = platform name, {3} = slot pitch
                               trFormat(tr.trc("rigplan::Planner",
                                               "{0} × {1}-slot cards do not fit side by side: the x16 slots of {2} "
                                               "are {3} slots apart"),
                                        n, g.slotWidth, p.name, p.slotPitch),
                               double(g.slotWidth), double(p.slotPitch)});
            } else if (p.slotPitch == 0 && g.slotWidth > 2) {
                out.push_back({Check::GpuFit,
                               //: {0} = GPU count, {1} = card width in slots, {2} = platform name
                               trFormat(tr.trc("rigplan::Planner",
                                               "{0} × {1}-slot cards: the slot spacing of {2} is not published, so a "
                                               "fit cannot be confirmed"),
                                        n, g.slotWidth, p.name),
                               double(g.slotWidth), 0});
            }
            if (p.x16Slots > 0 && n > p.x16Slots) {
                out.push_back({Check::GpuFit,
                               //: {0} = GPU count, {1} = platform name, {2} = its number of x16 slots
                               trFormat(tr.trc("rigplan::Planner", "{0} GPUs but {1} has {2} x16 slots"), n, p.name,
                                        p.x16Slots),
                               double(n), double(p.x16Slots)});
            }
        }
        if (g.slotWidth == 0 || g.lengthMm == 0) {
            //: {0} = GPU name
            notes.push_back(trFormat(tr.trc("rigplan::Planner", "{0}: card size not in the catalog; fit assumed"), g.name));
        }
    }
    if (g.cooling == "passive" && g.formFactor == "pcie" && !p.passiveGpuAirflow) {
        out.push_back({Check::Cooling,
                       //: {0} = GPU name, {1} = platform name
                       trFormat(tr.trc("rigplan::Planner", "{0} is passively cooled and needs server airflow; {1} has none"),
                                g.name, p.name),
                       1, 0});
    }
    if (caseDumpingCooler(g) && n > p.maxOpenAirGpus) {
        out.push_back({Check::Cooling,
                       //: {0} = GPU count, {1} = GPU name, {2} = cooler type from the catalog ("open-air",
                       //: "flow-through"), {3} = platform name, {4} = how many such cards it can cool
                       trFormat(tr.trc("rigplan::Planner", "{0} × {1} ({2} cooler) but {3} can cool {4} such cards"), n,
                                g.name, g.cooling, p.name, p.maxOpenAirGpus),
                       double(n), double(p.maxOpenAirGpus)});
    }
    if (site.environment == "office") {
        if (p.coolingClass == "rack") {
            out.push_back({Check::Environment,
                           //: {0} = platform name
                           trFormat(tr.trc("rigplan::Planner", "{0} is a rack server; the site is an office"), p.name),
                           1, 0});
        } else if (p.noise == "loud") {
            out.push_back({Check::Environment,
                           //: {0} = platform name
                           trFormat(tr.trc("rigplan::Planner", "{0} is loud under load; the site is an office"), p.name),
                           1, 0});
        }
    }
}

JobOutcome bestLayoutWith(const Job &job, const GpuSpec &gpu, int count, const EstimateOptions &options, TrCache &tr);

struct JobsAtCount {
    std::vector<JobOutcome> jobs;
    bool fits = true;
    int firstMisfit = -1;
    // Concurrent workloads: what all jobs together need per GPU, and the tightest usable size.
    std::int64_t concurrentTotalBytes = 0;
    std::int64_t concurrentUsableBytes = 0;
};

double geometricMeanScore(const std::vector<JobOutcome> &jobs, const std::vector<double> &best)
{
    double logSum = 0;
    int counted = 0;
    for (std::size_t j = 0; j < jobs.size(); ++j) {
        if (best[j] <= 0) {
            continue;
        }
        const double ratio = std::max(jobs[j].speed(), 1e-12) / best[j];
        logSum += std::log(ratio);
        ++counted;
    }
    return counted > 0 ? std::exp(logSum / counted) : 0.0;
}

// Cheapest DIMM set that gives `need` bytes with every channel populated evenly.
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
    std::vector<int> counts;
    if (p.memorySlots < channels) {
        counts.push_back(std::max(1, p.memorySlots));
    } else {
        counts.push_back(channels);
        if (2 * channels <= p.memorySlots) {
            counts.push_back(2 * channels);
        }
    }
    std::int64_t bestCost = std::numeric_limits<std::int64_t>::max();
    for (std::size_t d = 0; d < snap.memory.size(); ++d) {
        const MemoryModuleSpec &m = snap.memory[d];
        if (!keep[d] || m.memoryType != p.memoryType || !snap.memoryPrices[d].known) {
            continue;
        }
        for (int k : counts) {
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

// Cheapest set of identical drives holding `need` bytes in the bays the platform has.
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

double psuCapacityAt(const PsuSpec &s, bool lowLine)
{
    return double(lowLine && s.capacityW115v > 0 ? s.capacityW115v : s.capacityW);
}

double excursionFactor(const PsuSpec &s, const PlanOptions &opt)
{
    return s.atxVersion.rfind("3", 0) == 0 ? opt.atx3ExcursionFactor : opt.otherExcursionFactor;
}

// Cheapest PSU set for the steady load and the GPU transients.
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

// Orders builds for "least expensive": price, then faster, then less wall power, then key.
bool cheaper(const Build &a, const Build &b)
{
    if (a.priceMinor != b.priceMinor) {
        return a.priceMinor < b.priceMinor;
    }
    if (a.score != b.score) {
        return a.score > b.score;
    }
    if (a.wallW != b.wallW) {
        return a.wallW < b.wallW;
    }
    return a.key < b.key;
}

// Orders builds for "fastest": score, then cheaper, then less wall power, then key.
bool faster(const Build &a, const Build &b)
{
    if (std::abs(a.score - b.score) > 1e-9) {
        return a.score > b.score;
    }
    return cheaper(a, b);
}

// A copy of a build for the result, with its own job estimates.
Build materialized(const Build &b)
{
    Build copy = b;
    if (copy.sharedJobs) {
        copy.jobs = *copy.sharedJobs;
        copy.sharedJobs = nullptr;
    }
    return copy;
}

// Parts that can never be the better choice: the same specs as another part at a higher
// price (or the same price and a later row). A 10x catalog of re-listed parts plans as fast
// as the original. CPUs are also dropped when another CPU of the same socket is at least as
// good in every checked figure and no dearer.
template <typename Part, typename KeyFn>
std::vector<bool> undominatedByKey(const std::vector<Part> &parts, const std::vector<PartPrice> &prices, KeyFn key)
{
    std::vector<bool> keep(parts.size(), true);
    std::map<std::string, std::size_t> best;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const std::string k = key(parts[i]);
        const auto it = best.find(k);
        if (it == best.end()) {
            best.emplace(k, i);
            continue;
        }
        const std::size_t j = it->second;
        const bool iCheaper = prices[i].known && (!prices[j].known || prices[i].amountMinor < prices[j].amountMinor);
        if (iCheaper) {
            keep[j] = false;
            it->second = i;
        } else {
            keep[i] = false;
        }
    }
    return keep;
}

std::vector<bool> undominatedCpus(const CatalogSnapshot &snap)
{
    std::vector<bool> keep(snap.cpus.size(), true);
    const auto atLeast = [](std::int64_t a, std::int64_t b) { return a >= b; };
    for (std::size_t i = 0; i < snap.cpus.size(); ++i) {
        const CpuSpec &b = snap.cpus[i];
        for (std::size_t j = 0; j < snap.cpus.size() && keep[i]; ++j) {
            if (i == j || !keep[j] || !snap.cpuPrices[j].known) {
                continue;
            }
            const CpuSpec &a = snap.cpus[j];
            if (a.socket != b.socket || a.memoryType != b.memoryType) {
                continue;
            }
            const bool noWorse = atLeast(a.cores, b.cores) && atLeast(a.pcieLanes, b.pcieLanes)
                && atLeast(a.memoryChannels, b.memoryChannels) && a.tdpW <= b.tdpW
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
    return keep;
}

std::string violationsText(const Build &b)
{
    std::string out;
    for (const Violation &v : b.violations) {
        if (!out.empty()) {
            out += "; ";
        }
        out += fmt::format("{}: {}", checkId(v.check), v.message);
    }
    return out;
}

struct Planner {
    Planner(const Workload &w, const CatalogSnapshot &s, const PlanOptions &o)
        : workload(w)
        , snap(s)
        , opt(o)
    {
    }

    const Workload &workload;
    const CatalogSnapshot &snap;
    const PlanOptions &opt;
    PlanResult result;
    TrCache tr; // message templates, translated once per plan

    std::int64_t outletLimit = 0;
    bool lowLine = false;
    std::vector<Build> builds;
    std::vector<bool> keepGpu, keepCpu, keepPlatform, keepMemory, keepStorage, keepPsu;
    std::vector<std::vector<std::size_t>> cpusForPlatform; // compatible CPUs, cheapest first
    // The best figures among the CPUs from a position on in cpusForPlatform (one past the end: none).
    struct CpuSuffix {
        int maxCores = 0, maxLanes = 0, maxChannels = 0;
        std::int64_t maxMemory = 0;
        int minTdp = std::numeric_limits<int>::max();
    };
    std::vector<std::vector<CpuSuffix>> cpuSuffix;

    // (gpu index, count) -> jobs evaluated once and shared by every platform and CPU.
    std::map<std::pair<int, int>, JobsAtCount> cache;

    const JobsAtCount &jobsAt(int gpu, int count)
    {
        const auto key = std::make_pair(gpu, count);
        auto it = cache.find(key);
        if (it != cache.end()) {
            return it->second;
        }
        JobsAtCount at;
        for (std::size_t j = 0; j < workload.jobs.size(); ++j) {
            at.jobs.push_back(bestLayoutWith(workload.jobs[j], snap.gpus[std::size_t(gpu)], count, opt.estimate, tr));
            result.estimates += 1;
            if (!at.jobs.back().fits && at.fits) {
                at.fits = false;
                at.firstMisfit = int(j);
            }
        }
        // Jobs that run at the same time share each GPU's memory.
        if (workload.concurrent && workload.jobs.size() > 1 && at.fits) {
            std::int64_t total = 0;
            std::int64_t usable = std::numeric_limits<std::int64_t>::max();
            for (const JobOutcome &o : at.jobs) {
                total += o.memory().totalBytes;
                usable = std::min(usable, o.memory().usableBytes);
            }
            at.concurrentTotalBytes = total;
            at.concurrentUsableBytes = usable;
            if (total > usable) {
                at.fits = false;
                at.firstMisfit = -1; // no single job: all of them together
            }
        }
        return cache.emplace(key, std::move(at)).first->second;
    }

    void run();
    void evaluate(int pi, int gi, int n);
    void chooseTiers();
    Tier makeTier(const std::string &name, const Build &b);
    void explainInfeasible();
    void suggest();
};

void Planner::run()
{
    outletLimit = siteContinuousWatts(workload.site);
    const Outlet *outlet = findOutlet(workload.site.outlet);
    lowLine = outlet != nullptr && outlet->volts < 200;
    if (workload.budget.set) {
        result.budgetMinor = budgetMaxMinor(workload.budget);
    }
    result.currency = snap.currency;

    keepGpu = undominatedByKey(snap.gpus, snap.gpuPrices, [&](const GpuSpec &g) {
        std::string named; // platforms that name this GPU on their baseboard
        for (const PlatformSpec &p : snap.platforms) {
            named += contains(p.compatibleGpus, g.id) ? p.id + ";" : std::string();
        }
        return fmt::format("{}|{}|{}|{}|{}|{}|{}|{}|{}|{}|{}|{}|{}|{}|{}", g.memoryBytes, g.memoryBandwidthBps, g.fp32Tflops,
                           g.bf16Tflops, g.fp8Tflops, g.int8Tops, g.boardPowerW, g.pcieGen, g.pcieLanes, g.interconnectBps,
                           g.formFactor, g.cooling, g.slotWidth, g.lengthMm, named);
    });
    keepCpu = undominatedCpus(snap);
    keepPlatform = undominatedByKey(snap.platforms, snap.platformPrices, [](const PlatformSpec &p) {
        std::string gpus, counts;
        for (const std::string &g : p.compatibleGpus) {
            gpus += g + ";";
        }
        for (int c : p.gpuCounts) {
            counts += std::to_string(c) + ";";
        }
        return fmt::format("{}|{}|{}|{}|{}|{}|{}|{}|{}|{}|{}|{}|{}|{}|{}|{}|{}|{}|{}|{}|{}|{}|{}|{}", p.coolingClass, p.socket,
                           p.memoryType, p.gpuFormFactor, p.psuForm, p.noise, p.cpuSockets, p.memoryChannels,
                           p.memorySlots, p.maxMemoryBytes, gpus, counts, p.x16Slots, p.slotPitch, p.maxGpus,
                           p.maxGpuLengthMm, p.maxGpuWidthSlots, p.gpuLanes, p.maxOpenAirGpus, p.passiveGpuAirflow,
                           p.m2Slots, p.psuBays, p.psuMaxW, p.basePowerW);
    });
    // Memory, storage and PSU are sized by "cheapest that fits": a dearer twin never wins.
    keepMemory = undominatedByKey(snap.memory, snap.memoryPrices, [](const MemoryModuleSpec &m) {
        return fmt::format("{}|{}|{}|{}", m.memoryType, m.capacityBytes, m.speedMts, m.powerW);
    });
    keepStorage = undominatedByKey(snap.storage, snap.storagePrices, [](const StorageSpec &d) {
        return fmt::format("{}|{}|{}|{}|{}", d.interface, d.formFactor, d.capacityBytes, d.seqReadBps, d.powerW);
    });
    keepPsu = undominatedByKey(snap.psus, snap.psuPrices, [](const PsuSpec &p) {
        return fmt::format("{}|{}|{}|{}|{}|{}", p.form, p.capacityW, p.capacityW115v, p.efficiency, p.atxVersion,
                           p.connectors12v2x6);
    });
    cpusForPlatform.resize(snap.platforms.size());
    for (std::size_t pi = 0; pi < snap.platforms.size(); ++pi) {
        for (std::size_t ci = 0; ci < snap.cpus.size(); ++ci) {
            const CpuSpec &c = snap.cpus[ci];
            if (keepCpu[ci] && c.socket == snap.platforms[pi].socket && c.memoryType == snap.platforms[pi].memoryType) {
                cpusForPlatform[pi].push_back(ci);
            }
        }
        std::stable_sort(cpusForPlatform[pi].begin(), cpusForPlatform[pi].end(), [&](std::size_t a, std::size_t b) {
            return snap.cpuPrices[a].amountMinor < snap.cpuPrices[b].amountMinor;
        });
    }
    cpuSuffix.resize(snap.platforms.size());
    for (std::size_t pi = 0; pi < snap.platforms.size(); ++pi) {
        const std::vector<std::size_t> &list = cpusForPlatform[pi];
        cpuSuffix[pi].assign(list.size() + 1, CpuSuffix{});
        for (std::size_t k = list.size(); k-- > 0;) {
            const CpuSpec &c = snap.cpus[list[k]];
            CpuSuffix next = cpuSuffix[pi][k + 1];
            next.maxCores = std::max(next.maxCores, c.cores);
            next.maxLanes = std::max(next.maxLanes, c.pcieLanes);
            next.maxChannels = std::max(next.maxChannels, c.memoryChannels);
            next.maxMemory = std::max(next.maxMemory, c.maxMemoryBytes);
            next.minTdp = std::min(next.minTdp, c.tdpW);
            cpuSuffix[pi][k] = next;
        }
    }

    for (std::size_t gi = 0; gi < snap.gpus.size(); ++gi) {
        if (!keepGpu[gi]) {
            continue;
        }
        // Early pruning: a GPU model that cannot hold every job at the largest count any
        // platform takes is out before any platform, CPU or PSU is looked at.
        int maxCount = 0;
        for (const PlatformSpec &p : snap.platforms) {
            for (int n : allowedCounts(p, snap.gpus[gi])) {
                maxCount = std::max(maxCount, n);
            }
        }
        if (maxCount == 0) {
            continue;
        }
        const JobsAtCount &atMax = jobsAt(int(gi), maxCount);
        for (std::size_t pi = 0; pi < snap.platforms.size(); ++pi) {
            if (!keepPlatform[pi]) {
                continue;
            }
            for (int n : allowedCounts(snap.platforms[pi], snap.gpus[gi])) {
                if (!atMax.fits && n < maxCount) {
                    continue; // fewer GPUs hold less: one rejected stub at the maximum says why
                }
                evaluate(int(pi), int(gi), n);
            }
        }
    }

    // Relative speed: each job's speed against the fastest build that passes every check
    // (the fastest evaluated build when none passes), so the high tier scores 1.
    bool anyPassing = false;
    for (const Build &b : builds) {
        anyPassing = anyPassing || b.passes();
    }
    std::vector<double> best(workload.jobs.size(), 0.0);
    for (const Build &b : builds) {
        if (b.partial || (anyPassing && !b.passes())) {
            continue;
        }
        const std::vector<JobOutcome> &jobs = b.jobOutcomes();
        for (std::size_t j = 0; j < jobs.size(); ++j) {
            best[j] = std::max(best[j], jobs[j].speed());
        }
    }
    for (Build &b : builds) {
        b.score = geometricMeanScore(b.jobOutcomes(), best);
    }
    chooseTiers();
}

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
    structuralChecks(p, g, n, workload.site, tr, base.violations, base.notes);
    for (const Job &job : workload.jobs) {
        const bool fp8 = job.kind == JobKind::Inference ? job.inference.weights == Precision::Fp8
                                                        : job.training.precision == Precision::Fp8;
        if (fp8 && g.fp8Tflops <= 0) {
            //: {0} = GPU name, {1} = model id
            base.notes.push_back(trFormat(tr.trc("rigplan::Planner",
                                                 "{0} has no FP8 tensor mode: {1}'s FP8 runs weight-only at the BF16 "
                                                 "rate (FP8-Marlin-style kernels); check the serving stack supports it"),
                                          g.name, job.model.id));
        }
    }

    // What the host must provide for the jobs (the largest job, or all together).
    std::int64_t ram = 0, storage = 0;
    int cores = 0;
    bool training = false;
    for (const JobOutcome &o : at.jobs) {
        const HostRequirements &h = o.host();
        ram = workload.concurrent ? ram + h.ramBytes : std::max(ram, h.ramBytes);
        storage = workload.concurrent ? storage + h.storageBytes : std::max(storage, h.storageBytes);
        cores = workload.concurrent ? cores + h.cpuCores : std::max(cores, h.cpuCores);
        training = training || o.kind == JobKind::Training;
    }
    if (training) {
        // Rule of thumb for training boxes: system RAM at least the total GPU memory (data
        // loaders, pinned buffers, checkpoint staging), applied on top of the engine's figure.
        ram = std::max(ram, std::int64_t(opt.trainingRamPerGpuMemory * double(g.memoryBytes) * n));
    }
    base.requiredRamBytes = ram;
    base.requiredStorageBytes = storage;
    base.requiredCores = cores;
    base.headroom = 1.0;
    for (const JobOutcome &o : at.jobs) {
        base.headroom = std::min(base.headroom, o.headroom);
        if (!o.targetsMet) {
            base.targetsMet = false;
        }
    }

    if (at.concurrentUsableBytes > 0) {
        base.headroom = std::min(base.headroom, double(at.concurrentUsableBytes - at.concurrentTotalBytes)
                                                    / double(at.concurrentUsableBytes));
    }
    if (!at.fits) {
        if (at.firstMisfit < 0) {
            base.violations.insert(base.violations.begin(),
                                   {Check::GpuMemory,
                                    //: {0} = number of jobs, {1} = memory needed ("41.2 GB"), {2} = GPU count,
                                    //: {3} = GPU name, {4} = usable memory per GPU
                                    trFormat(tr.trc("rigplan::Planner",
                                                    "the {0} concurrent jobs together need {1} per GPU on {2} × {3}; "
                                                    "{4} usable"),
                                             workload.jobs.size(), gb(double(at.concurrentTotalBytes)), n, g.name,
                                             gb(double(at.concurrentUsableBytes))),
                                    double(at.concurrentTotalBytes), double(at.concurrentUsableBytes)});
        } else {
            const Job &job = workload.jobs[std::size_t(at.firstMisfit)];
            const JobOutcome &misfit = at.jobs[std::size_t(at.firstMisfit)];
            const MemoryBreakdown &m = misfit.memory();
            base.violations.insert(base.violations.begin(),
                                   {Check::GpuMemory,
                                    //: {0} = model id, {1} = memory needed per GPU ("41.2 GB"), {2} = GPU count,
                                    //: {3} = GPU name, {4} = the parallel layout tried, {5} = usable memory per GPU
                                    trFormat(tr.trc("rigplan::Planner", "{0} needs {1} per GPU on {2} × {3} ({4}); {5} usable"),
                                             job.model.id, gb(double(m.totalBytes)), n, g.name, misfit.layoutNote,
                                             gb(double(m.usableBytes))),
                                    double(m.totalBytes), double(m.usableBytes)});
        }
        // Not worth sizing: price it as platform + GPUs so it can be listed as an alternative.
        base.partial = true;
        base.priceMinor = snap.platformPrices[std::size_t(pi)].amountMinor
            + snap.gpuPrices[std::size_t(gi)].amountMinor * n;
        base.key = fmt::format("{}×{}/{}", g.id, n, p.id);
        builds.push_back(std::move(base));
        result.candidates += 1;
        return;
    }

    // CPUs cheapest first. The CPU does not change the speed, so once a build passes, a CPU
    // whose price alone makes the build dearer cannot give a better tier: stop there.
    // Storage does not depend on the CPU: size it once. The bound adds the cheapest memory
    // set any CPU could need and the cheapest PSU the platform takes.
    Build sized;
    const bool storageOk = sizeStorage(snap, keepStorage, p, storage, opt, sized);
    std::int64_t fixedPrice = snap.platformPrices[std::size_t(pi)].amountMinor
        + snap.gpuPrices[std::size_t(gi)].amountMinor * n
        + (storageOk ? snap.storagePrices[std::size_t(sized.drive)].amountMinor * sized.driveCount : 0);
    {
        std::int64_t minMemory = std::numeric_limits<std::int64_t>::max();
        for (std::size_t d = 0; d < snap.memory.size(); ++d) {
            if (keepMemory[d] && snap.memory[d].memoryType == p.memoryType && snap.memoryPrices[d].known
                && snap.memory[d].capacityBytes > 0) {
                const std::int64_t k = std::max<std::int64_t>(1, (ram + snap.memory[d].capacityBytes - 1) / snap.memory[d].capacityBytes);
                minMemory = std::min(minMemory, snap.memoryPrices[d].amountMinor * k);
            }
        }
        std::int64_t minPsu = std::numeric_limits<std::int64_t>::max();
        for (std::size_t i = 0; i < snap.psus.size(); ++i) {
            if (keepPsu[i] && snap.psus[i].form == p.psuForm && snap.psuPrices[i].known) {
                minPsu = std::min(minPsu, snap.psuPrices[i].amountMinor);
            }
        }
        fixedPrice += (minMemory == std::numeric_limits<std::int64_t>::max() ? 0 : minMemory)
            + (minPsu == std::numeric_limits<std::int64_t>::max() ? 0 : minPsu);
    }
    std::int64_t cheapestPassing = std::numeric_limits<std::int64_t>::max();
    const std::vector<std::size_t> &platformCpus = cpusForPlatform[std::size_t(pi)];
    for (std::size_t position = 0; position < platformCpus.size(); ++position) {
        const std::size_t ci = platformCpus[position];
        const CpuSpec &c = snap.cpus[ci];
        if (fixedPrice + snap.cpuPrices[ci].amountMinor * p.cpuSockets > cheapestPassing) {
            break; // every later CPU costs at least as much: no build of theirs can be cheaper
        }
        result.candidates += 1;
        Build b = base;
        b.cpu = int(ci);
        b.key = fmt::format("{}×{}/{}/{}", g.id, n, p.id, c.id);

        if (c.cores * p.cpuSockets < cores) {
            b.violations.push_back({Check::CpuCores,
                                    //: {0} = cores needed, {1} = CPU name, {2} = cores it has
                                    trFormat(tr.trc("rigplan::Planner", "{0} core(s) needed, {1} has {2}"), cores,
                                             c.name, c.cores * p.cpuSockets),
                                    double(cores), double(c.cores * p.cpuSockets)});
        }
        const int platformLanes = p.gpuLanes > 0 ? p.gpuLanes : 16 * n;
        const int cpuLanes = c.pcieLanes * p.cpuSockets - opt.nvmeLanes;
        const int lanes = std::min(platformLanes, cpuLanes);
        b.lanesPerGpu = std::min(16, lanes / n);
        if (b.lanesPerGpu < opt.minLanesPerGpu) {
            b.violations.push_back({Check::PcieLanes,
                                    //: {0} = GPU count, {1} = PCIe lanes per GPU, {2} = lanes available for GPUs,
                                    //: {3} = the least lanes per GPU the check accepts
                                    trFormat(tr.trc("rigplan::Planner",
                                                    "{0} GPUs get x{1} each ({2} lanes for GPUs); at least x{3} per "
                                                    "GPU is required"),
                                             n, b.lanesPerGpu, lanes, opt.minLanesPerGpu),
                                    double(opt.minLanesPerGpu) * n, double(lanes)});
        } else if (b.lanesPerGpu < 16 && g.formFactor == "pcie") {
            //: {0} = PCIe lanes per GPU, {1} = lanes the platform wires to the GPUs, {2} = GPU count
            b.notes.push_back(trFormat(tr.trc("rigplan::Planner", "GPUs run at PCIe x{0} (the platform wires {1} lanes "
                                                                  "to {2} GPUs)"),
                                       b.lanesPerGpu, platformLanes, n));
        }

        if (!sizeMemory(snap, keepMemory, p, c, ram, b)) {
            b.violations.push_back({Check::HostRam,
                                    //: {0} = RAM needed ("512.0 GB"), {1} = platform name, {2} = CPU name,
                                    //: {3} = the most RAM they take
                                    trFormat(tr.trc("rigplan::Planner",
                                                    "{0} of system RAM needed; {1} with {2} takes at most {3}"),
                                             gb(double(ram)), p.name, c.name,
                                             gb(double(p.maxMemoryBytes > 0 ? p.maxMemoryBytes : 0))),
                                    double(ram), double(p.maxMemoryBytes)});
        }
        b.drive = sized.drive;
        b.driveCount = sized.driveCount;
        b.storageBytes = sized.storageBytes;
        if (!storageOk) {
            b.violations.push_back({Check::Storage,
                                    //: {0} = storage needed ("2400.0 GB"), {1} = platform name
                                    trFormat(tr.trc("rigplan::Planner",
                                                    "{0} of NVMe storage needed; no drive set fits the bays of {1}"),
                                             gb(double(storage)), p.name),
                                    double(storage), 0});
        }

        // Power: DC load of every part, GPU transients, PSUs, then the wall and the outlet.
        double dc = double(g.boardPowerW) * n + double(c.tdpW) * p.cpuSockets + double(p.basePowerW);
        if (b.dimm >= 0) {
            dc += snap.memory[std::size_t(b.dimm)].powerW * b.dimmCount;
        }
        if (b.drive >= 0) {
            const double drivePower = snap.storage[std::size_t(b.drive)].powerW;
            dc += (drivePower > 0 ? drivePower : opt.drivePowerW) * b.driveCount;
        }
        b.dcLoadW = dc;
        b.transientW = dc + double(g.boardPowerW) * n * (opt.gpuTransientFactor - 1.0);
        if (!sizePsu(snap, keepPsu, p, lowLine, opt, b)) {
            b.violations.push_back({Check::Psu,
                                    //: {0} = steady DC load ("1450 W"), {1} = extra GPU transient load, {2} = PSU form
                                    //: factor ("ATX", "CRPS"), {3} = platform name, {4} = number of PSU bays
                                    trFormat(tr.trc("rigplan::Planner",
                                                    "{0} steady DC load (+{1} GPU transients) is beyond every {2} PSU "
                                                    "set {3} takes ({4} bay(s))"),
                                             watts(dc), watts(b.transientW - dc), p.psuForm, p.name, p.psuBays),
                                    dc / opt.psuSteadyLoadFraction, 0});
            // Wall power still matters for the report: assume a typical 92 % efficiency.
            b.wallW = dc / 0.92;
        } else {
            const PsuSpec &s = snap.psus[std::size_t(b.psu)];
            b.wallW = dc / (s.efficiency > 0 ? s.efficiency : 0.9);
            if (lowLine && s.capacityW115v == 0) {
                //: {0} = PSU name, {1} = its rating in W at 230 V
                b.notes.push_back(trFormat(tr.trc("rigplan::Planner",
                                                  "{0}: 115 V rating not published; assumed equal to its {1} W rating"),
                                           s.name, s.capacityW));
            }
        }
        b.btuPerH = b.wallW * 3.412;
        if (outletLimit > 0 && b.wallW > double(outletLimit)) {
            b.violations.push_back({Check::Outlet,
                                    //: {0} = wall power ("1812 W"), {1} = the outlet's continuous rating in W
                                    trFormat(tr.trc("rigplan::Planner",
                                                    "wall power {0} > {1} W continuous on the site's outlet"),
                                             watts(b.wallW), outletLimit),
                                    b.wallW, double(outletLimit)});
        }

        // Price: every part must have one.
        std::int64_t price = snap.platformPrices[std::size_t(pi)].amountMinor + snap.cpuPrices[ci].amountMinor * p.cpuSockets
            + snap.gpuPrices[std::size_t(gi)].amountMinor * n;
        bool priced = snap.platformPrices[std::size_t(pi)].known && snap.cpuPrices[ci].known
            && snap.gpuPrices[std::size_t(gi)].known;
        if (b.dimm >= 0) {
            price += snap.memoryPrices[std::size_t(b.dimm)].amountMinor * b.dimmCount;
        }
        if (b.drive >= 0) {
            price += snap.storagePrices[std::size_t(b.drive)].amountMinor * b.driveCount;
        }
        if (b.psu >= 0) {
            price += snap.psuPrices[std::size_t(b.psu)].amountMinor * b.psuCount;
        }
        b.priceMinor = price;
        if (!priced) {
            b.violations.push_back(
                {Check::Price, tr.trc("rigplan::Planner", "a part of this build has no price in the catalog").text, 1, 0});
        }
        if (result.budgetMinor > 0 && price > result.budgetMinor) {
            b.violations.push_back({Check::Budget,
                                    //: {0} = build price, {1} = the client's budget
                                    trFormat(tr.trc("rigplan::Planner", "{0} > budget {1}"), money(price, snap.currency),
                                             money(result.budgetMinor, snap.currency)),
                                    double(price), double(result.budgetMinor)});
        }
        if (b.passes()) {
            cheapestPassing = std::min(cheapestPassing, b.priceMinor);
        }
        builds.push_back(std::move(b));
        // No later (dearer) CPU can fix a physical, cooling or site failure, nor a budget
        // already exceeded without memory and PSU: one representative build says why. For
        // the CPU-dependent checks, stop when no later CPU is better in the failing figure.
        if (!base.violations.empty()
            || (result.budgetMinor > 0 && fixedPrice + snap.cpuPrices[ci].amountMinor * p.cpuSockets > result.budgetMinor)) {
            break;
        }
        const Build &last = builds.back();
        if (!last.passes()) {
            const CpuSuffix &next = cpuSuffix[std::size_t(pi)][position + 1];
            bool laterCouldFix = false;
            for (const Violation &v : last.violations) {
                switch (v.check) {
                case Check::CpuCores: laterCouldFix = laterCouldFix || next.maxCores * p.cpuSockets >= cores; break;
                case Check::PcieLanes: laterCouldFix = laterCouldFix || next.maxLanes > c.pcieLanes; break;
                case Check::HostRam:
                    laterCouldFix = laterCouldFix || next.maxChannels > c.memoryChannels || next.maxMemory > c.maxMemoryBytes;
                    break;
                case Check::Psu:
                case Check::Outlet: laterCouldFix = laterCouldFix || next.minTdp < c.tdpW; break;
                case Check::Price: laterCouldFix = true; break;
                default: break;
                }
            }
            if (!laterCouldFix) {
                break;
            }
        }
    }
}

Tier Planner::makeTier(const std::string &name, const Build &source)
{
    Tier t;
    t.tier = name;
    t.build = materialized(source);
    const Build &b = t.build;
    const PlatformSpec &p = snap.platforms[std::size_t(b.platform)];
    const CpuSpec &c = snap.cpus[std::size_t(b.cpu)];
    const GpuSpec &g = snap.gpus[std::size_t(b.gpu)];
    const auto line = [&](const char *kind, const std::string &id, const std::string &partName, int qty,
                          const PartPrice &price, std::string reason) {
        BomLine l;
        l.kind = kind;
        l.id = id;
        l.name = partName;
        l.quantity = qty;
        l.unitPrice = price;
        l.lineTotalMinor = price.amountMinor * qty;
        l.reason = std::move(reason);
        t.bom.push_back(std::move(l));
    };
    std::string layouts;
    for (std::size_t j = 0; j < b.jobs.size(); ++j) {
        layouts += fmt::format("{}{}: {}", j ? "; " : "", workload.jobs[j].model.id, b.jobs[j].layoutNote);
    }
    line("gpu", g.id, g.name, b.gpuCount, snap.gpuPrices[std::size_t(b.gpu)],
         //: BOM reason. {0} = GPU count, {1} = GPU name, {2} = memory per GPU ("80.0 GB"), {3} = each job's
         //: layout ("llama-3.1-70b: 4 GPU(s), tensor parallel 4, 1 replica(s)"), {4} = headroom in percent
         trFormat(tr.trc("rigplan::Planner", "{0} × {1} ({2} each) hold every job: {3}; tightest headroom {4:.0f} %"),
                  b.gpuCount, g.name, gb(double(g.memoryBytes)), layouts, b.headroom * 100));
    if (p.slotPitch > 0) {
        line("platform", p.id, p.name, 1, snap.platformPrices[std::size_t(b.platform)],
             //: BOM reason. {0} = GPU count, {1} = GPU name, {2} = chassis class from the catalog ("tower",
             //: "rack"), {3} = slot pitch (in slots), {4} = number of PSU bays
             trFormat(tr.trc("rigplan::Planner", "takes {0} × {1} ({2} class, {3} slot pitch, {4} PSU bay(s))"),
                      b.gpuCount, g.name, p.coolingClass, p.slotPitch, p.psuBays));
    } else {
        line("platform", p.id, p.name, 1, snap.platformPrices[std::size_t(b.platform)],
             //: BOM reason. {0} = GPU count, {1} = GPU name, {2} = chassis class from the catalog ("tower",
             //: "rack"), {3} = number of PSU bays
             trFormat(tr.trc("rigplan::Planner", "takes {0} × {1} ({2} class, unpublished slot pitch, {3} PSU bay(s))"),
                      b.gpuCount, g.name, p.coolingClass, p.psuBays));
    }
    line("cpu", c.id, c.name, p.cpuSockets, snap.cpuPrices[std::size_t(b.cpu)],
         //: BOM reason. {0} = CPU socket, {1} = cores, {2} = cores needed, {3} = PCIe lanes, {4} = lanes per GPU
         trFormat(tr.trc("rigplan::Planner", "socket {0}; {1} cores ≥ {2} needed; {3} PCIe lanes → x{4} per GPU"),
                  c.socket, c.cores * p.cpuSockets, b.requiredCores, c.pcieLanes * p.cpuSockets, b.lanesPerGpu));
    if (b.dimm >= 0) {
        const MemoryModuleSpec &m = snap.memory[std::size_t(b.dimm)];
        line("memory", m.id, m.name, b.dimmCount, snap.memoryPrices[std::size_t(b.dimm)],
             //: BOM reason. {0} = RAM fitted ("512.0 GB"), {1} = RAM needed, {2} = number of DIMMs
             trFormat(tr.trc("rigplan::Planner", "{0} ≥ {1} needed, every channel populated ({2} DIMMs), cheapest such set"),
                      gb(double(b.memoryBytes)), gb(double(b.requiredRamBytes)), b.dimmCount));
    }
    if (b.drive >= 0) {
        const StorageSpec &s = snap.storage[std::size_t(b.drive)];
        line("storage", s.id, s.name, b.driveCount, snap.storagePrices[std::size_t(b.drive)],
             //: BOM reason. {0} = storage fitted ("4000.0 GB"), {1} = storage needed
             trFormat(tr.trc("rigplan::Planner",
                             "{0} ≥ {1} needed (system, weights, checkpoints, dataset), cheapest set that fits the bays"),
                      gb(double(b.storageBytes)), gb(double(b.requiredStorageBytes))));
    }
    if (b.psu >= 0) {
        const PsuSpec &s = snap.psus[std::size_t(b.psu)];
        line("psu", s.id, s.name, b.psuCount, snap.psuPrices[std::size_t(b.psu)],
             //: BOM reason. {0} = steady DC load ("1450 W"), {1} = allowed share of the rating in percent,
             //: {2} = PSU rating, {3} = load with GPU transients, {4} = the PSU's excursion rating in percent
             trFormat(tr.trc("rigplan::Planner",
                             "{0} steady ≤ {1:.0f} % of {2}; GPU transients {3} within {4:.0f} % excursion"),
                      watts(b.dcLoadW), opt.psuSteadyLoadFraction * 100, watts(b.psuCapacityW), watts(b.transientW),
                      excursionFactor(s, opt) * 100));
    }
    return t;
}

void Planner::chooseTiers()
{
    std::vector<const Build *> passing;
    for (const Build &b : builds) {
        if (b.passes()) {
            passing.push_back(&b);
        }
    }
    result.feasible = !passing.empty();
    if (!result.feasible) {
        explainInfeasible();
        if (opt.suggestions) {
            suggest();
        }
        return;
    }
    const Build *entry = *std::min_element(passing.begin(), passing.end(),
                                           [](const Build *a, const Build *b) { return cheaper(*a, *b); });
    const Build *mainstream = nullptr;
    for (const Build *b : passing) {
        if (b->targetsMet && b->headroom >= opt.mainstreamHeadroom && (!mainstream || cheaper(*b, *mainstream))) {
            mainstream = b;
        }
    }
    // High-performance is the premium recommendation: when a mainstream build exists, the
    // fastest build that also meets every target with the headroom (so it never costs less
    // than mainstream); otherwise the fastest build that passes.
    const Build *high = nullptr;
    for (const Build *b : passing) {
        const bool qualifies = !mainstream || (b->targetsMet && b->headroom >= opt.mainstreamHeadroom);
        if (qualifies && (!high || faster(*b, *high))) {
            high = b;
        }
    }

    const auto rejectedCheaper = [&](const Build &tier, bool needTargets) {
        // The closest cheaper builds and what rejected them.
        std::vector<Build> out;
        std::vector<const Build *> cands;
        for (const Build &b : builds) {
            if (b.key == tier.key || b.priceMinor > tier.priceMinor) {
                continue;
            }
            if (!b.passes() || (needTargets && (!b.targetsMet || b.headroom < opt.mainstreamHeadroom))) {
                cands.push_back(&b);
            }
        }
        std::sort(cands.begin(), cands.end(), [](const Build *a, const Build *b) { return cheaper(*b, *a); });
        std::set<std::string> seen;
        for (const Build *b : cands) {
            const std::string family = fmt::format("{}×{}/{}", b->gpu, b->gpuCount, b->platform);
            if (seen.count(family) || int(out.size()) >= opt.maxRejectedPerTier) {
                continue;
            }
            seen.insert(family);
            Build r = materialized(*b);
            if (!r.passes()) {
                r.rejectedBecause = violationsText(r);
            } else if (!r.targetsMet) {
                std::string gaps;
                for (const JobOutcome &o : r.jobs) {
                    for (const std::string &gap : o.gaps) {
                        gaps += (gaps.empty() ? "" : "; ") + gap;
                    }
                }
                //: why a cheaper build is not the tier: {0} = the targets it misses, separated by "; "
                r.rejectedBecause = trFormat(tr.trc("rigplan::Planner", "targets: {0}"), gaps);
            } else {
                //: why a cheaper build is not the tier: {0} = its free GPU memory in percent, {1} = percent required
                r.rejectedBecause = trFormat(tr.trc("rigplan::Planner",
                                                    "headroom: {0:.0f} % of GPU memory free < {1:.0f} % required"),
                                             r.headroom * 100, opt.mainstreamHeadroom * 100);
            }
            out.push_back(std::move(r));
        }
        return out;
    };

    Tier e = makeTier("entry", *entry);
    //: entry tier reason. {0} = builds that pass, {1} = builds evaluated
    e.reasons.push_back(trFormat(tr.trc("rigplan::Planner",
                                        "least expensive of {0} builds that pass every hard check ({1} evaluated)"),
                                 passing.size(), builds.size()));
    if (!entry->targetsMet) {
        e.reasons.push_back(
            tr.trc("rigplan::Planner", "misses a throughput target (see the job figures): the mainstream tier meets them")
                .text);
    }
    e.rejected = rejectedCheaper(*entry, false);
    result.tiers.push_back(std::move(e));

    if (mainstream) {
        Tier m = makeTier("mainstream", *mainstream);
        //: mainstream tier reason. {0} = required headroom in percent, {1} = the tightest job's headroom in percent
        m.reasons.push_back(trFormat(tr.trc("rigplan::Planner",
                                            "least expensive build that meets every throughput target with ≥ {0:.0f} % "
                                            "GPU memory headroom (tightest job: {1:.0f} %)"),
                                     opt.mainstreamHeadroom * 100, mainstream->headroom * 100));
        if (mainstream->key == entry->key) {
            m.sameAs = "entry";
        }
        m.rejected = rejectedCheaper(*mainstream, true);
        result.tiers.push_back(std::move(m));
    } else {
        //: {0} = required headroom in percent
        result.notes.push_back(trFormat(tr.trc("rigplan::Planner",
                                               "no build meets every throughput target with ≥ {0:.0f} % GPU memory "
                                               "headroom: no mainstream tier"),
                                        opt.mainstreamHeadroom * 100));
    }

    Tier h = makeTier("high", *high);
    //: high-performance tier reason. {0} = site environment ("office", "lab", "server-room"), {1} = the entry
    //: build's speed as a fraction of this one's ("0.45")
    h.reasons.push_back(trFormat(tr.trc("rigplan::Planner",
                                        "fastest build that passes every check within the budget and the site ({0}); "
                                        "entry runs at {1:.2f} of its speed (geometric mean over the jobs)"),
                                 environmentText(tr, workload.site.environment),
                                 high->score > 0 ? entry->score / high->score : 0.0));
    if (high->key == entry->key) {
        h.sameAs = "entry";
    } else if (mainstream && high->key == mainstream->key) {
        h.sameAs = "mainstream";
    }
    {
        std::vector<const Build *> cands;
        for (const Build &b : builds) {
            if (!b.passes() && !b.partial && b.score > high->score + 1e-9) {
                cands.push_back(&b);
            }
        }
        std::sort(cands.begin(), cands.end(), [](const Build *a, const Build *b) { return faster(*b, *a); });
        std::set<std::string> seen;
        for (const Build *b : cands) {
            const std::string family = fmt::format("{}×{}/{}", b->gpu, b->gpuCount, b->platform);
            if (seen.count(family) || int(h.rejected.size()) >= opt.maxRejectedPerTier) {
                continue;
            }
            seen.insert(family);
            Build r = materialized(*b);
            r.rejectedBecause = violationsText(r);
            h.rejected.push_back(std::move(r));
        }
    }
    result.tiers.push_back(std::move(h));
    for (const Tier &t : result.tiers) {
        if (!t.sameAs.empty()) {
            //: {0}, {1} = tier names ("mainstream", "entry")
            result.notes.push_back(trFormat(tr.trc("rigplan::Planner",
                                                   "the {0} tier is the same build as the {1} tier: no distinct build "
                                                   "answers that question better"),
                                            tierText(tr, t.tier), tierText(tr, t.sameAs)));
        }
    }

    // Overall: the cheapest rejected builds, for the report's "what else was considered".
    std::vector<const Build *> rejected;
    for (const Build &b : builds) {
        if (!b.passes()) {
            rejected.push_back(&b);
        }
    }
    std::sort(rejected.begin(), rejected.end(), [](const Build *a, const Build *b) { return cheaper(*a, *b); });
    for (std::size_t i = 0; i < rejected.size() && i < 10; ++i) {
        Build r = materialized(*rejected[i]);
        r.rejectedBecause = violationsText(r);
        result.rejected.push_back(std::move(r));
    }
}

void Planner::explainInfeasible()
{
    // Count what rejects builds, and name the closest one: fewest failed checks, then the
    // smallest shortfall of its first check.
    std::map<Check, int> counts;
    const Build *closest = nullptr;
    const auto shortfall = [](const Build &b) {
        const Violation &v = b.violations.front();
        return v.available > 0 ? v.required / v.available : std::numeric_limits<double>::infinity();
    };
    for (const Build &b : builds) {
        for (const Violation &v : b.violations) {
            counts[v.check] += 1;
        }
        if (!closest || b.violations.size() < closest->violations.size()
            || (b.violations.size() == closest->violations.size() && shortfall(b) < shortfall(*closest))) {
            closest = &b;
        }
    }
    if (!closest) {
        result.firstFailure = tr.trc("rigplan::Planner", "the catalog has no platform that takes any of its GPUs").text;
        result.closestFailure = result.firstFailure;
        return;
    }
    const Violation &v = closest->violations.front();
    std::string tally;
    for (const auto &[check, count] : counts) {
        result.rejectionsPerCheck.emplace_back(check, count);
        tally += fmt::format("{}{} {}", tally.empty() ? "" : ", ", checkId(check), count);
    }
    if (v.available > 0 && v.required > v.available) {
        //: {0} = build key, {1} = check name ("GPU memory"), {2} = the check's message, {3} = shortfall in percent
        result.closestFailure = trFormat(tr.trc("rigplan::Planner",
                                             "no build passes every check. Closest: {0} fails {1}: {2}; short by "
                                             "{3:.0f} %"),
            closest->key, checkName(v.check), v.message, (v.required / v.available - 1.0) * 100);
    } else {
        //: {0} = build key, {1} = check name ("GPU memory"), {2} = the check's message
        result.closestFailure
            = trFormat(tr.trc("rigplan::Planner", "no build passes every check. Closest: {0} fails {1}: {2}"),
                closest->key, checkName(v.check), v.message);
    }
    //: {0} = why no build passes (the closest build and its shortfall), {1} = builds rejected per check id
    //: ("gpu_memory 12, outlet 3"; the ids stay as they are)
    result.firstFailure
        = trFormat(tr.trc("rigplan::Planner", "{0} (builds rejected per check: {1})"), result.closestFailure, tally);
    std::vector<const Build *> sorted;
    for (const Build &b : builds) {
        sorted.push_back(&b);
    }
    std::sort(sorted.begin(), sorted.end(), [&](const Build *a, const Build *b) {
        if (a->violations.size() != b->violations.size()) {
            return a->violations.size() < b->violations.size();
        }
        return cheaper(*a, *b);
    });
    for (std::size_t i = 0; i < sorted.size() && i < 10; ++i) {
        Build r = materialized(*sorted[i]);
        r.rejectedBecause = violationsText(r);
        result.rejected.push_back(std::move(r));
    }
}

void Planner::suggest()
{
    PlanOptions quiet = opt;
    quiet.suggestions = false;
    const auto tryVariant = [&](const std::string &change, const Workload &variant) {
        Suggestion s;
        s.change = change;
        const PlanResult r = plan(variant, snap, quiet);
        s.feasible = r.feasible;
        if (r.feasible) {
            const Build &b = r.tiers.front().build;
            //: what a suggested change leads to. {0} = GPU count, {1} = GPU name, {2} = platform name, {3} = price
            s.summary = trFormat(tr.trc("rigplan::Planner", "entry build: {0} × {1} in {2} for {3}"), b.gpuCount,
                                 snap.gpus[std::size_t(b.gpu)].name, snap.platforms[std::size_t(b.platform)].name,
                                 money(b.priceMinor, snap.currency));
        } else {
            //: a suggested change that is not enough. {0} = why no build passes
            s.summary = trFormat(tr.trc("rigplan::Planner", "still no build: {0}"), r.closestFailure);
        }
        result.suggestions.push_back(std::move(s));
    };

    for (std::size_t j = 0; j < workload.jobs.size(); ++j) {
        const Job &job = workload.jobs[j];
        if (job.kind == JobKind::Inference) {
            for (Precision lower : {Precision::Fp8, Precision::Int4}) {
                if (bytesPerElement(lower) >= bytesPerElement(job.inference.weights) && lower != Precision::Int4) {
                    continue;
                }
                if (lower == job.inference.weights) {
                    continue;
                }
                Workload w = workload;
                w.jobs[j].inference.weights = lower;
                //: suggestion. {0} = model id, {1} = precision id ("fp8", "int4")
                tryVariant(trFormat(tr.trc("rigplan::Planner", "serve {0} with {1} weights"), job.model.id,
                                    lower == Precision::Fp8 ? "fp8" : "int4"),
                           w);
            }
        } else {
            if (job.training.activationCheckpointing != Recompute::Full) {
                Workload w = workload;
                w.jobs[j].training.activationCheckpointing = Recompute::Full;
                //: suggestion. {0} = model id
                tryVariant(trFormat(tr.trc("rigplan::Planner", "train {0} with full activation checkpointing (recompute)"),
                                    job.model.id),
                           w);
            }
            if (job.training.method == TrainMethod::Full) {
                for (TrainMethod m : {TrainMethod::Lora, TrainMethod::Qlora}) {
                    Workload w = workload;
                    w.jobs[j].training.method = m;
                    //: suggestion. {0} = model id, {1} = "LoRA" or "QLoRA"
                    tryVariant(trFormat(tr.trc("rigplan::Planner", "fine-tune {0} with {1} instead of full fine-tuning"),
                                        job.model.id, m == TrainMethod::Lora ? "LoRA" : "QLoRA"),
                               w);
                }
                if (job.training.offload == Offload::None) {
                    Workload w = workload;
                    w.jobs[j].training.offload = Offload::Optimizer;
                    w.jobs[j].training.zeroStage = std::max(1, w.jobs[j].training.zeroStage);
                    //: suggestion. {0} = model id
                    tryVariant(trFormat(tr.trc("rigplan::Planner", "offload {0}'s optimizer state to CPU memory "
                                                                   "(ZeRO-Offload)"),
                                        job.model.id),
                               w);
                }
            }
        }
    }
    if (workload.budget.set) {
        Workload w = workload;
        w.budget.set = false;
        //: suggestion
        tryVariant(tr.trc("rigplan::Planner", "lift the budget").text, w);
    }
    if (workload.site.environment == "office") {
        Workload w = workload;
        w.site.environment = "server-room";
        //: suggestion
        tryVariant(tr.trc("rigplan::Planner", "place the machine in a server room (rack chassis and loud machines "
                                              "allowed)")
                       .text,
                   w);
    }
    if (outletLimit > 0 && outletLimit < 2944) {
        Workload w = workload;
        w.site.outlet = "eu-230v-16a";
        w.site.outletW = 0;
        //: suggestion
        tryVariant(tr.trc("rigplan::Planner", "a dedicated 230 V 16 A circuit (2944 W continuous)").text, w);
    }

    // Several nodes: the largest-memory GPU on the largest board, k nodes, ZeRO-3 or tp×pp.
    const GpuSpec *biggest = nullptr;
    int perNode = 0;
    for (const PlatformSpec &p : snap.platforms) {
        for (const GpuSpec &g : snap.gpus) {
            const std::vector<int> counts = allowedCounts(p, g);
            if (counts.empty()) {
                continue;
            }
            const int n = *std::max_element(counts.begin(), counts.end());
            if (!biggest || double(g.memoryBytes) * n > double(biggest->memoryBytes) * perNode) {
                biggest = &g;
                perNode = n;
            }
        }
    }
    if (biggest) {
        for (int nodes = 2; nodes <= 16; nodes *= 2) {
            bool allFit = true;
            for (const Job &job : workload.jobs) {
                if (job.kind == JobKind::Training) {
                    TrainingJob t = job.training;
                    t.zeroStage = 3;
                    allFit = allFit && estimateTraining(job.model, t, *biggest, Layout{perNode * nodes, 1, 1, 3}, opt.estimate).fits;
                } else {
                    allFit = allFit
                        && estimateInference(job.model, job.inference, *biggest, Layout{perNode * nodes, perNode, nodes, 0},
                                             opt.estimate)
                               .fits;
                }
            }
            if (allFit) {
                Suggestion s;
                //: suggestion. {0} = number of nodes, {1} = GPUs per node, {2} = GPU name
                s.change = trFormat(tr.trc("rigplan::Planner", "a cluster of {0} nodes × {1} × {2}"), nodes, perNode,
                                    biggest->name);
                s.feasible = true;
                //: {0} = GPUs in total, {1} = tensor-parallel degree (GPUs per node), {2} = pipeline-parallel degree
                //: (nodes)
                s.summary = trFormat(tr.trc("rigplan::Planner",
                                            "every job fits across {0} GPUs (training: ZeRO-3 data parallel; serving: "
                                            "tensor parallel {1} within a node, pipeline parallel {2} across nodes); "
                                            "nodes joined by InfiniBand NDR 400 Gb/s or faster — beyond a single "
                                            "workstation"),
                                     perNode * nodes, perNode, nodes);
                result.suggestions.push_back(std::move(s));
                break;
            }
        }
    }
}

} // namespace

double JobOutcome::speed() const
{
    return kind == JobKind::Training ? training.tokensPerS : inference.aggregateTokensPerS;
}

const char *checkId(Check check)
{
    switch (check) {
    case Check::GpuMemory: return "gpu_memory";
    case Check::GpuFit: return "gpu_fit";
    case Check::Cooling: return "cooling";
    case Check::Environment: return "environment";
    case Check::CpuCores: return "cpu_cores";
    case Check::PcieLanes: return "pcie_lanes";
    case Check::HostRam: return "host_ram";
    case Check::Storage: return "storage";
    case Check::Psu: return "psu";
    case Check::Outlet: return "outlet";
    case Check::Budget: return "budget";
    case Check::Price: return "price";
    }
    return "unknown";
}

std::string checkName(Check check)
{
    switch (check) {
    case Check::GpuMemory:
        return trc("rigplan::Check", "GPU memory");
    case Check::GpuFit:
        return trc("rigplan::Check", "GPU fit");
    case Check::Cooling:
        return trc("rigplan::Check", "Cooling");
    case Check::Environment:
        return trc("rigplan::Check", "Site environment");
    case Check::CpuCores:
        return trc("rigplan::Check", "CPU cores");
    case Check::PcieLanes:
        return trc("rigplan::Check", "PCIe lanes");
    case Check::HostRam:
        return trc("rigplan::Check", "System memory");
    case Check::Storage:
        return trc("rigplan::Check", "Storage");
    case Check::Psu:
        return trc("rigplan::Check", "Power supply");
    case Check::Outlet:
        return trc("rigplan::Check", "Wall outlet");
    case Check::Budget:
        return trc("rigplan::Check", "Budget");
    case Check::Price:
        return trc("rigplan::Check", "Price");
    }
    return checkId(check);
}

namespace {

JobOutcome bestLayoutWith(const Job &job, const GpuSpec &gpu, int count, const EstimateOptions &options, TrCache &tr)
{
    JobOutcome out;
    out.kind = job.kind;
    if (job.kind == JobKind::Training) {
        const TrainingJob &t = job.training;
        const int tp = std::max(1, t.tensorParallel);
        const int pp = std::max(1, t.pipelineParallel);
        const int dp = std::max(1, count / (tp * pp));
        const int first = std::clamp(t.zeroStage, 0, 3);
        const int last = dp > 1 ? 3 : first; // sharding needs more than one data-parallel rank
        for (int stage = first; stage <= last; ++stage) {
            const Layout layout{count, tp, pp, stage};
            TrainingEstimate e = estimateTraining(job.model, t, gpu, layout, options);
            const bool keep = e.fits || stage == last;
            if (keep) {
                out.layout = layout;
                out.training = e;
                out.fits = e.fits;
                if (stage != first) {
                    //: {0} = GPU count, {1} = tensor-parallel, {2} = pipeline-parallel, {3} = data-parallel degree,
                    //: {4} = ZeRO stage used, {5} = the job's ZeRO stage
                    out.layoutNote = trFormat(tr.trc("rigplan::Planner",
                                                     "{0} GPU(s), tp {1} pp {2} dp {3}, ZeRO {4} (raised from {5} to fit)"),
                                              count, tp, pp, dp, stage, first);
                } else {
                    //: {0} = GPU count, {1} = tensor-parallel, {2} = pipeline-parallel, {3} = data-parallel degree,
                    //: {4} = ZeRO stage
                    out.layoutNote = trFormat(tr.trc("rigplan::Planner", "{0} GPU(s), tp {1} pp {2} dp {3}, ZeRO {4}"),
                                              count, tp, pp, dp, stage);
                }
                break;
            }
        }
        const MemoryBreakdown &m = out.training.gpu;
        out.headroom = m.usableBytes > 0 ? double(m.usableBytes - m.totalBytes) / double(m.usableBytes) : -1.0;
        if (t.maxHours > 0 && out.training.hours > t.maxHours) {
            out.targetsMet = false;
            //: target missed. {0} = model id, {1} = hours of the run, {2} = target hours
            out.gaps.push_back(trFormat(tr.trc("rigplan::Planner", "{0}: {1:.1f} h for the training run > target {2:.1f} h"),
                                        job.model.id, out.training.hours, t.maxHours));
        }
        return out;
    }

    const InferenceJob &inf = job.inference;
    std::vector<int> degrees;
    if (inf.tensorParallel > 0) {
        degrees.push_back(inf.tensorParallel);
    } else {
        for (int t = 1; t <= count; ++t) {
            if (count % t == 0 && (job.model.heads <= 0 || job.model.heads % t == 0)) {
                degrees.push_back(t);
            }
        }
    }
    bool have = false;
    bool haveMeets = false;
    int chosenTp = 0;
    for (int t : degrees) {
        const Layout layout{count, t, 1, 0};
        InferenceEstimate e = estimateInference(job.model, inf, gpu, layout, options);
        const bool meets = e.fits && (inf.minTokensPerSPerUser <= 0 || e.decodeTokensPerSPerUser >= inf.minTokensPerSPerUser)
            && (inf.maxTtftS <= 0 || e.ttftS <= inf.maxTtftS);
        bool better = !have;
        if (have) {
            if (e.fits != out.fits) {
                better = e.fits;
            } else if (meets != haveMeets) {
                better = meets;
            } else if (e.fits) {
                better = e.aggregateTokensPerS > out.inference.aggregateTokensPerS * (1 + 1e-9);
            } else {
                better = e.gpu.totalBytes < out.inference.gpu.totalBytes;
            }
        }
        if (better) {
            have = true;
            haveMeets = meets;
            out.layout = layout;
            out.inference = e;
            out.fits = e.fits;
            chosenTp = t;
        }
    }
    if (have) {
        //: {0} = GPU count, {1} = tensor-parallel degree, {2} = number of replicas
        out.layoutNote = trFormat(tr.trc("rigplan::Planner", "{0} GPU(s), tensor parallel {1}, {2} replica(s)"), count,
                                  chosenTp, std::max(1, count / chosenTp));
    }
    const MemoryBreakdown &m = out.inference.gpu;
    out.headroom = m.usableBytes > 0 ? double(m.usableBytes - m.totalBytes) / double(m.usableBytes) : -1.0;
    if (inf.minTokensPerSPerUser > 0 && out.inference.decodeTokensPerSPerUser < inf.minTokensPerSPerUser) {
        out.targetsMet = false;
        //: target missed. {0} = model id, {1} = tokens/s per user, {2} = target, {3} = shortfall in percent
        out.gaps.push_back(trFormat(tr.trc("rigplan::Planner",
                                           "{0}: {1:.1f} tokens/s per user < target {2:.1f} ({3:.0f} % short)"),
                                    job.model.id, out.inference.decodeTokensPerSPerUser, inf.minTokensPerSPerUser,
                                    (1.0 - out.inference.decodeTokensPerSPerUser / inf.minTokensPerSPerUser) * 100));
    }
    if (inf.maxTtftS > 0 && out.inference.ttftS > inf.maxTtftS) {
        out.targetsMet = false;
        //: target missed. {0} = model id, {1} = time to first token in s, {2} = target in s
        out.gaps.push_back(trFormat(tr.trc("rigplan::Planner", "{0}: time to first token {1:.2f} s > target {2:.2f} s"),
                                    job.model.id, out.inference.ttftS, inf.maxTtftS));
    }
    return out;
}

} // namespace

JobOutcome bestLayout(const Job &job, const GpuSpec &gpu, int count, const EstimateOptions &options)
{
    TrCache tr;
    return bestLayoutWith(job, gpu, count, options, tr);
}

PlanResult plan(const Workload &workload, const CatalogSnapshot &snapshot, const PlanOptions &options)
{
    Planner planner(workload, snapshot, options);
    planner.run();
    return std::move(planner.result);
}

} // namespace rigplan
