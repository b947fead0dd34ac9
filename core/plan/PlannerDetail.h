// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The planner's phases, shared by its source files (not a public header):
//   Candidates.cpp  which parts can ever win, which GPU counts a platform takes
//   Sizing.cpp      system RAM, storage and PSU sets for a build
//   Checks.cpp      one function per rule, each returning the violation it finds
//   Layouts.cpp     the best parallel layout of one job on n GPUs
//   Evaluate.cpp    one (platform, GPU, count) and its CPUs: checks, power, price
//   Tiers.cpp       entry / mainstream / high and the alternatives each rejected
//   Advice.cpp      an infeasible plan: the closest build, the tally, what would work
//   Planner.cpp     the run from a workload to a PlanResult
// Nothing here makes words: results are data, and core/plan/PlanText makes the words.

#include "plan/Plan.h"
#include "plan/SoftwareFit.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace rigplan::planner {

struct Planner;

// --- Candidates.cpp
// What a CPU draws under a long all-core load: its sustained power (PL2 / PPT), else its TDP.
inline int cpuPowerW(const CpuSpec &c)
{
    return c.sustainedPowerW > 0 ? c.sustainedPowerW : c.tdpW;
}
bool caseDumpingCooler(const GpuSpec &gpu);
// GPU counts a platform can take of this GPU model; empty when the GPU cannot go in at all.
std::vector<int> allowedCounts(const PlatformSpec &platform, const GpuSpec &gpu);

// Parts that can never be the better choice: the same specs as a cheaper part.
struct KeptParts {
    std::vector<bool> gpus, cpus, platforms, memory, storage, psus, nics, coolers, bridges;
};
// Only parts sold in the site's country (`sold`, from screenMarket) take part: a part that is
// not offered there can neither win nor push a sold part out.
KeptParts undominatedParts(const CatalogSnapshot &snap, const KeptParts &sold);

// --- Market.cpp
// The parts the site's country may buy, and the ones left out with the rule that says so.
struct MarketScreen {
    KeptParts sold;
    std::vector<NotOffered> left;
};
MarketScreen screenMarket(const CatalogSnapshot &snap, const std::string &country);

// The best figures among the CPUs from a position on in a platform's CPU list.
struct CpuSuffix {
    int maxCores = 0, maxLanes = 0, maxChannels = 0;
    std::int64_t maxMemory = 0;
    int minTdp = std::numeric_limits<int>::max(); // the least cpuPowerW
    bool anyEcc = false; // some CPU runs ECC memory on this platform
};
struct PlatformCpus {
    std::vector<std::size_t> cheapestFirst; // compatible CPUs, cheapest first
    std::vector<CpuSuffix> suffix;          // one more than cheapestFirst (one past the end: none)
};
// Each platform's CPUs; platforms that take the same CPUs alike share one list.
struct PlatformCpuLists {
    std::vector<PlatformCpus> lists;
    std::vector<std::size_t> ofPlatform; // per platform index: its list
    const PlatformCpus &operator[](std::size_t platform) const { return lists[ofPlatform[platform]]; }
};
PlatformCpuLists cpusByPlatform(const CatalogSnapshot &snap, const std::vector<bool> &keepCpu);

// The memory, drives and PSUs that can go into each platform, found once per plan, so sizing
// a build looks only at parts that fit (index order kept: ties go as before).
struct PlatformParts {
    std::vector<std::size_t> dimms;  // kept, of the platform's memory type, priced
    // Kept, priced, with a capacity and a form factor that goes into a slot or bay; the slot
    // or bay kind (Sizing.cpp) and NVMe read once here, not per build sized.
    struct Drive {
        std::size_t index = 0;
        int bay = 0;
        bool nvme = false;
    };
    std::vector<Drive> drives;
    std::vector<std::size_t> psus;   // kept, of the platform's PSU form, priced, within its PSU limit
    std::vector<std::size_t> coolers; // priced, for the platform's CPU socket, that fit its chassis (coolerFits)
    bool coolersLeftOut = false;      // the catalog has priced coolers for the socket that do not fit the chassis
    std::vector<std::size_t> nics;    // priced
};
std::vector<PlatformParts> partsByPlatform(const CatalogSnapshot &snap, const KeptParts &keep);
// The NICs a build may get: kept (sold in the site's country) and priced, in index order.
std::vector<std::size_t> pricedNics(const CatalogSnapshot &snap, const KeptParts &keep);
// The cheapest of `nics` of the network class ("ib-ndr", ...), the earlier one on equal prices;
// -1 when none is. The one chooser of sizeNic and of the cluster's network (Advice.cpp).
int cheapestNic(const CatalogSnapshot &snap, const std::vector<std::size_t> &nics, const std::string &network);

// The platform takes this many GPUs of a model it takes (allowedCounts without the model).
inline bool takesCount(const PlatformSpec &p, int count)
{
    if (!p.gpuCounts.empty()) {
        return std::find(p.gpuCounts.begin(), p.gpuCounts.end(), count) != p.gpuCounts.end();
    }
    return count >= 1 && count <= p.maxGpus;
}
// The platform takes this GPU model at all (allowedCounts not empty).
bool takesGpu(const PlatformSpec &p, const GpuSpec &g);

// What the checks read of a job's outcome is the same (Evaluate.cpp).
bool sameJobHost(const JobOutcome &a, const JobOutcome &b);

// --- Sizing.cpp
// The CPU and board run ECC memory (docs/planner.md, "Memory integrity").
bool eccCapable(const PlatformSpec &p, const CpuSpec &c);
// Cheapest DIMM set that gives `need` bytes with every channel populated evenly (ECC DIMMs
// only when `eccOnly`) and at least `minBps` of peak bandwidth at the speed the CPU runs it.
// `speedRule`: the CPU's memorySpeedRule (CatalogIndex::memoryRuleOfCpu).
bool sizeMemory(const CatalogSnapshot &snap, const PlatformParts &parts, const PlatformSpec &p, const CpuSpec &c,
                const MemorySpeedRule *speedRule, std::int64_t need, bool eccOnly, Build &b, double minBps = 0);
// Peak bandwidth of `dimms` DIMMs over `channels` channels at `mts` MT/s (8 bytes per transfer).
inline double memoryBandwidthBps(int dimms, int channels, int mts)
{
    return double(std::max(0, std::min(dimms, channels))) * double(std::max(0, mts)) * 8e6;
}
// Slots and bays the volumes use: unknown M.2 count 2, as on every board of the catalog's era;
// a rack server without a published U.2 count PlanOptions::rackU2Bays.
inline int m2SlotsOf(const PlatformSpec &p)
{
    return p.m2Slots > 0 ? p.m2Slots : 2;
}
inline int u2BaysOf(const PlatformSpec &p, const PlanOptions &opt)
{
    return p.u2Bays > 0 ? p.u2Bays : (p.coolingClass == "rack" ? opt.rackU2Bays : 0);
}
// What each storage volume must hold and whether it is mirrored (Volume order).
struct VolumeNeeds {
    std::array<std::int64_t, kVolumes> bytes{};
    std::array<bool, kVolumes> mirrored{};
    bool operator==(const VolumeNeeds &) const = default;
};
// A drive more than this many times the volume's need is not bought while a smaller drive fits.
inline constexpr std::int64_t kOversizedDrive = 10;
// Cheapest set of identical drives for each volume in the slots and bays left by the volumes
// before it (no drive kOversizedDrive × the need while a smaller one fits). A small volume (at
// most a kOversizedDrive-th of its host's need) shares the drives of one before it
// (StorageVolume::sharedWith) when it finds no room, those drives grown if need be, or when its
// own drive would be over kOversizedDrive × its need only because smaller drives' slots are taken
// and theirs have room. The first volume that fits nowhere (Volume as int), -1 when all fit.
int sizeVolumes(const CatalogSnapshot &snap, const PlatformParts &parts, const PlatformSpec &p, const VolumeNeeds &need,
                const PlanOptions &opt, Build &b);
// The cheapest cooler for the CPU's sustained power, one per socket; false when the catalog
// has coolers for the socket and none is rated for it (none needed when the platform includes them).
bool sizeCooler(const CatalogSnapshot &snap, const PlatformParts &parts, const PlatformSpec &p, double cpuW, Build &b);
// Whether a chassis takes a cooler: no rule of kCoolerFitRules (Sizing.cpp) rejects it
// (coolerRejectedBy, Plan.h).
inline bool coolerFits(const CoolerSpec &k, const PlatformSpec &p)
{
    return coolerRejectedBy(k, p) == nullptr;
}
// N+1 PSUs for a build on this platform: rack servers and server rooms unless the workload says
// otherwise (Requirements::redundantPsuFor).
inline bool redundantPsuFor(const Workload &w, const PlatformSpec &p)
{
    return w.requirements.redundantPsuFor(w.site, p.coolingClass == "rack");
}
// A server (CRPS) supply of kServerPsuDeratedFromW or more whose 100-127 V output the catalog does
// not publish: on a low-line circuit it is not counted (vendor practice: such units deliver about
// 1,000-1,200 W there, Supermicro PWS-2K05A-1R 1,000 W of 2,000 W; docs/planner.md, "The planner": PSU).
inline constexpr int kServerPsuDeratedFromW = 2000;
inline bool lowLineUnknownServerPsu(const PsuSpec &s)
{
    return s.form == "crps" && s.capacityW >= kServerPsuDeratedFromW && s.capacityW115v == 0 && !s.noLowLine;
}
int bestCoolerW(const CatalogSnapshot &snap, const PlatformParts &parts);
// The cheapest NIC of the workload's network class in a slot the GPUs leave (nic_slots, or a
// spare x16 slot when the platform publishes none); false when none fits. No NIC for "none".
bool sizeNic(const CatalogSnapshot &snap, const PlatformParts &parts, const PlatformSpec &p, const std::string &network,
             Build &b);
// NIC slots the platform has for this many GPUs (nic_slots, else the spare x16 slots).
int freeNicSlots(const PlatformSpec &p, int gpuCount);
// Cheapest PSU set for the steady load and the GPU transients (N+1 on CRPS when `redundant`).
bool sizePsu(const CatalogSnapshot &snap, const PlatformParts &parts, bool lowLine, bool redundant, const PlanOptions &opt,
             Build &b);
double excursionFactor(const PsuSpec &psu, const PlanOptions &opt);
// The largest steady DC load any PSU set of the platform carries with these GPU transients
// on top (0: none), and the best efficiency among its PSUs: bounds on what a CPU change can fix.
double largestPsuDcLoad(const CatalogSnapshot &snap, const PlatformParts &parts, bool lowLine, const PlanOptions &opt,
                        const PlatformSpec &p, double gpuTransientW);
double bestPsuEfficiency(const CatalogSnapshot &snap, const PlatformParts &parts);
// Lower bounds on what a build adds to platform, GPUs and drives: the cheapest memory set any
// CPU of the platform could need, and the cheapest PSU set that carries a floor of the load
// (0 when none does: then no build of it is priced with a PSU).
std::int64_t cheapestMemoryMinor(const CatalogSnapshot &snap, const PlatformParts &parts, std::int64_t ramBytes);
std::int64_t cheapestPsuSetMinor(const CatalogSnapshot &snap, const PlatformParts &parts, const PlatformSpec &p,
                                 bool lowLine, const PlanOptions &opt, double dcW, double transientW);

// --- Checks.cpp: one function per rule; nullopt when the rule holds.
std::optional<Violation> checkGpuLength(const PlatformSpec &p, const GpuSpec &g);
std::optional<Violation> checkGpuWidth(const PlatformSpec &p, const GpuSpec &g);
std::optional<Violation> checkSlotPitch(const PlatformSpec &p, const GpuSpec &g, int count);
std::optional<Violation> checkX16Slots(const PlatformSpec &p, int count);
std::optional<Violation> checkPassiveAirflow(const PlatformSpec &p, const GpuSpec &g);
std::optional<Violation> checkOpenAirCount(const PlatformSpec &p, const GpuSpec &g, int count);
std::optional<Violation> checkEnvironment(const PlatformSpec &p, const Site &site);
std::optional<Violation> checkCores(int needed, int available);
std::optional<Violation> checkLanes(int count, int lanesPerGpu, int lanes, const PlanOptions &opt);
std::optional<Violation> checkOutlet(double wallW, std::int64_t outletLimitW);
std::optional<Violation> checkBudget(std::int64_t priceMinor, std::int64_t budgetMinor);
// The checks that depend only on platform, GPU and count (fit, cooling, site).
void structuralChecks(const PlatformSpec &p, const GpuSpec &g, int count, const Site &site, Build &b);
// The software check: the first job whose framework or format does not run on the GPU.
std::optional<Violation> checkSoftware(const GpuSoftware &software);
// The software of every job on GPU model `gpu`, computed on first use per architecture and kept;
// adds the `software` violation and the notes (weight-only FP8, soft marks) to `b`.
void softwareChecks(const Planner &pl, int gpu, Build &b);

// --- Layouts.cpp (rigplan::bestLayout picks one of them by the job's kind)
JobOutcome trainingLayout(const Job &job, const GpuSpec &gpu, int count, const EstimateOptions &options);
JobOutcome inferenceLayout(const Job &job, const GpuSpec &gpu, int count, const EstimateOptions &options);
void judgeServing(const InferenceJob &inf, JobOutcome &out);
// A serving job with experts in host memory estimated again on a build's host of `hostBps` peak
// bandwidth (its layout kept); false, and `out` untouched, for any other job.
bool onHost(const Job &job, const GpuSpec &gpu, double hostBps, const EstimateOptions &options, JobOutcome &out);

// --- Tiers.cpp
// "gpu×n/platform/cpu" ("gpu×n/platform" before a CPU was tried): the build's identity for
// ties and "same as". Made when needed, not for every build evaluated.
std::string buildKey(const CatalogSnapshot &snap, const Build &b);

struct JobsAtCount;

// What the planner keeps of a build it evaluated: enough to rank it and to build it again
// (Planner::rebuilt) when it is returned. 48 bytes; the planner keeps a few of them per
// GPU × count and per list it shows, never one per build evaluated.
struct Candidate {
    std::int64_t priceMinor = 0;
    double wallW = 0;
    double shortfall = 0; // the first failed check's required / available
    const JobsAtCount *group = nullptr;
    int platform = -1, cpu = -1; // cpu -1: rejected before a CPU was chosen (partial)
    std::uint8_t violations = 0; // failed checks
    bool passes() const { return violations == 0; }
    bool partial() const { return cpu < 0; }
    double score() const;
};

// Up to this many jobs JobsAtCount::speedKey is a product of their speeds: 16 factors between
// 1e-12 and 1e19 tokens/s stay within a double's range (1e±308). Every group of a plan has the
// workload's number of jobs, so one plan compares keys of one kind.
inline constexpr std::size_t kSpeedProductJobs = 16;
inline bool speedIsLogSum(std::size_t jobs)
{
    return jobs > kSpeedProductJobs;
}
// The key of `jobs` speeds (tokens/s), added one by one: a group's (Planner::jobsAt) and the
// best speeds' (scoreGroups) are made alike, so their ratio is the score.
class SpeedKey {
public:
    explicit SpeedKey(std::size_t jobs)
        : m_logSum(speedIsLogSum(jobs))
        , m_value(m_logSum ? 0.0 : 1.0)
    {
    }
    void add(double speed) { m_value = m_logSum ? m_value + std::log(speed) : m_value * speed; }
    double value() const { return m_value; }

private:
    bool m_logSum;
    double m_value;
};

// Every job on one GPU model × count, evaluated once and shared by every platform and CPU.
// What depends only on the GPU model and count (speed, headroom, targets) lives here, once,
// with where the search over the platforms that take it stands.
struct JobsAtCount {
    int gpu = -1, count = 0;
    std::vector<JobOutcome> jobs;
    bool fits = true;
    int firstMisfit = -1;
    // Why the jobs do not fit: JobMemory; concurrent jobs: ConcurrentMemory (firstMisfit fits on
    // no range of any split) or TooFewGpusForJobs (fewer GPUs than jobs, firstMisfit -1).
    Rule misfit = Rule::JobMemory;
    double headroom = 1.0;  // the tightest job's GPU-memory headroom
    int tightestJob = -1;
    bool targetsMet = true;
    bool anySized = false;   // some build of it was sized beyond the GPUs (not partial)
    // The jobs' speeds (each at least 1e-12) multiplied: orders GPU × counts as the relative
    // score does (the score divides every job's speed by the same best speed), before the best
    // speeds are known. A product, not a sum of logs (a log per job cost more than the rest of
    // the bookkeeping); beyond kSpeedProductJobs jobs, where a product could leave the range of
    // a double, the sum of their logs (speedIsLogSum()).
    double speedKey = 0;
    bool allSpeeds = true;
    double score = 0;        // relative speed, set once the best speeds are known
    // Room for the high tier's growth (every job at highGrowthFactor × users / sequence length
    // on its GPUs): -1 not yet asked. Asked of few GPU × counts, when needed (Planner::grows),
    // so it is a memo on the shared, otherwise settled entry.
    mutable std::int8_t roomForTwice = -1;

    // The search over the platforms that take it (Planner::searchGroup), in the planner's
    // platform order: the platforms before `nextPlatform` are evaluated, each with the CPUs the
    // rules try; `settled` once no later platform can give a build that matters.
    const std::vector<std::size_t> *platforms = nullptr;
    std::size_t nextPlatform = 0;
    bool settled = false;
    std::optional<Candidate> cheapest; // the cheapest passing build evaluated
    bool anyPassing() const { return cheapest.has_value(); }
    // The same card's cheapest GPU at this count, when its host needs are these too: its builds
    // then stand for this group's, `leadDeltaMinor` dearer, and only the lead is searched.
    JobsAtCount *lead = nullptr;
    std::int64_t leadDeltaMinor = 0;
    std::vector<JobsAtCount *> followers;
    std::int64_t cheapestPassingMinor() const
    {
        return cheapest ? cheapest->priceMinor : std::numeric_limits<std::int64_t>::max();
    }
};

inline double Candidate::score() const
{
    return group->score;
}

// The few best of what the planner evaluated, by an order (a bounded, sorted list).
struct BestCandidates {
    std::size_t limit = 10;
    std::vector<Candidate> list; // best first
    // The worst listed, when the list is full (a bound on what can still enter).
    const Candidate *worstIfFull() const { return list.size() >= limit ? &list.back() : nullptr; }
    template <typename Better>
    void offer(const Candidate &c, Better better)
    {
        if (list.size() >= limit && !better(c, list.back())) {
            return;
        }
        const auto at = std::upper_bound(list.begin(), list.end(), c, better);
        list.insert(at, c);
        if (list.size() > limit) {
            list.pop_back();
        }
    }
};

// The GPU × counts of a plan: (gpu index, count) → its group, looked up in a table by GPU and
// count (a plan asks for them millions of times); the nodes never move.
class GroupTable {
public:
    JobsAtCount *find(int gpu, int count) const
    {
        if (gpu < 0 || std::size_t(gpu) >= m_byGpu.size() || count < 0) {
            return nullptr;
        }
        const std::vector<JobsAtCount *> &counts = m_byGpu[std::size_t(gpu)];
        return std::size_t(count) < counts.size() ? counts[std::size_t(count)] : nullptr;
    }
    JobsAtCount &insert(JobsAtCount &&group)
    {
        const int gpu = group.gpu, count = group.count;
        JobsAtCount &stored = m_groups.emplace_back(std::move(group));
        if (std::size_t(gpu) >= m_byGpu.size()) {
            m_byGpu.resize(std::size_t(gpu) + 1);
        }
        std::vector<JobsAtCount *> &counts = m_byGpu[std::size_t(gpu)];
        if (std::size_t(count) >= counts.size()) {
            counts.resize(std::size_t(count) + 1, nullptr);
        }
        counts[std::size_t(count)] = &stored;
        return stored;
    }
    std::size_t size() const { return m_groups.size(); }
    auto begin() { return m_groups.begin(); }
    auto end() { return m_groups.end(); }
    auto begin() const { return m_groups.begin(); }
    auto end() const { return m_groups.end(); }

private:
    std::deque<JobsAtCount> m_groups; // in the order they were made
    std::vector<std::vector<JobsAtCount *>> m_byGpu;
};

// What platform, GPU model and count fix before a CPU is chosen (Evaluate.cpp).
struct HostNeeds {
    std::int64_t ramBytes = 0, storageBytes = 0;
    VolumeNeeds volumes;
    int cores = 0;
    bool offloadToCpu = false; // a job offloads optimizer state to CPU memory (ZeRO-Offload)
    double memoryBps = 0;      // peak host memory bandwidth the jobs' experts in host memory need
};
// Where an evaluated build goes: the planner's record, or a list being collected.
struct BuildSink {
    virtual ~BuildSink() = default;
    virtual void take(const Build &b, JobsAtCount &at) = 0;
};

struct Frame {
    Build base;
    HostNeeds need;
    Build sized; // the volumes: storage does not depend on the CPU
    int failedVolume = -1; // sizeVolumes
    bool nicOk = true;     // sizeNic
};

// Where the search over one GPU × count starts: its floor (the count's GPUs and the cheapest
// platform that takes them).
struct Frontier {
    std::int64_t floorMinor = 0;
    int gpu = -1, count = 0;
};
// The frontier's heap order: the cheapest floor on top (Planner.cpp).
bool frontierAfter(const Frontier &a, const Frontier &b);

// What a plan prepares of the snapshot for a site's country, once: a what-would-work variation
// of the plan (the same snapshot and country) shares it. It points into that snapshot, so it
// lives no longer than the snapshot (a plan's own, or PreparedSnapshot's, which cannot move).
struct CatalogIndex {
    std::string country; // the market it was screened for
    // The highest peak memory bandwidth a kept platform's channels reach with its fastest kept
    // DIMM: what the search assumes for experts in host memory (each build then gets its own).
    double bestHostMemoryBps = 0;
    KeptParts keep;
    std::vector<NotOffered> notOffered;
    PlatformCpuLists platformCpus;
    std::vector<PlatformParts> platformParts;
    // The search order of the platforms: by their floor (price + the cheapest CPU set), and per
    // GPU the kept platforms that take it in that order (GPUs that go into the same platforms
    // share one list); the same lists by platform price alone: a build whose GPUs cannot hold
    // the jobs is priced without a CPU (partial), so that is its floor.
    std::vector<std::int64_t> platformFloor; // per platform index; the platform's price plus its cheapest CPU set
    std::map<std::string, std::vector<std::size_t>> platformLists, platformListsByPrice;
    std::vector<const std::vector<std::size_t> *> platformsOfGpu, platformsOfGpuByPrice;
    std::vector<std::vector<int>> countsOfGpu; // per GPU index: the counts some platform takes, ascending
    // Per GPU index, one per count of countsOfGpu: that many GPUs and the cheapest platform that
    // takes them (the count's seed floor).
    std::vector<std::vector<std::int64_t>> countFloorsOfGpu;
    // Per GPU index: the cheapest kept GPU that is the same card to every check (same memory,
    // power, size, cooling, form and platforms; it differs in speed and price only). Its builds
    // stand for this GPU's, at a different price (Planner::jobsAt).
    std::vector<int> sameCardLead;
    std::vector<Frontier> seeds; // every GPU × count, cheapest floor first (frontierAfter's order)
    // Per GPU index: the bridges sold in the site's country, priced, that join a pair of it
    // (cheapest first); and the GPU as the engine estimates it: a PCIe card whose link needs a
    // bridge none of which can be bought here is estimated at PCIe figures (link zeroed).
    std::vector<std::vector<std::size_t>> bridgesOfGpu;
    // The engine's copy of a GPU is made only where it differs (the deque keeps it in place);
    // the others point into the snapshot the index was made from.
    std::vector<const GpuSpec *> estimateGpus;
    std::deque<GpuSpec> linkZeroed;
    // Per CPU index: its memory speed rule (MemorySpeed.h), looked up once, not per build sized.
    std::vector<const MemorySpeedRule *> memoryRuleOfCpu;
};
std::shared_ptr<const CatalogIndex> indexCatalog(const CatalogSnapshot &snap, const std::string &country);

struct Planner {
    Planner(const Workload &w, const CatalogSnapshot &s, const PlanOptions &o)
        : workload(w)
        , snap(s)
        , opt(o)
        , estimateOptions(o.estimate)
    {
    }

    const Workload &workload;
    const CatalogSnapshot &snap;
    const PlanOptions &opt;
    // The estimator's options in the search: opt.estimate, experts in host memory read at the
    // best host the catalog offers (a build's own host replaces it: Planner::materialized).
    EstimateOptions estimateOptions;
    PlanResult result;
    // The GPU as the engine sees it in this plan (CatalogIndex::estimateGpus).
    const GpuSpec &estimateGpu(int gpu) const { return *index->estimateGpus[std::size_t(gpu)]; }

    std::int64_t outletLimit = 0;
    // False while looking for builds that pass; true when none does and the planner evaluates
    // again to explain why (Evaluate.cpp: which later CPUs are worth a try).
    bool explaining = false;
    bool skippedCloserBuilds = false; // the first pass left out a build explaining would try
    bool searchingCloser = false; // the last search: builds closer than the closest (run())
    bool lowLine = false;
    // The workload's requirements, read once (the checks ask for every build).
    bool eccRequired = true, eccPreferred = false;
    bool nicNeeded = false; // requirements.network asks for a NIC

    // What the search keeps instead of every build it evaluates (Evaluate.cpp: record()).
    std::array<std::int64_t, 16> failuresPerCheck{}; // every evaluated build's violations, by Check
    std::optional<Candidate> entry;  // the cheapest passing build
    // The two GPU × counts whose cheapest passing builds are the cheapest that qualify for
    // mainstream (meet every target with the headroom), cheapest first: mainstream is one of them.
    std::array<const JobsAtCount *, 2> qualifying{};
    BestCandidates cheapestFailing;  // the plan's "what else was considered" (cheapest first)
    BestCandidates closestFailing;   // infeasible: fewest failed checks, then cheapest
    std::optional<Candidate> closest; // infeasible: the closest build (closer())

    Build scratch; // the build being evaluated (its vectors keep their capacity between builds)
    Frame frame;   // likewise for the frame
    std::shared_ptr<const CatalogIndex> index; // set by run(), or given by the plan this one varies
    std::int64_t floorOf(const JobsAtCount &at, std::size_t pi) const; // the least a build of the platform costs
    std::int64_t groupFloor(const JobsAtCount &at) const; // the least any build of the group costs (max: none)
    GroupTable cache;
    // The jobs' software (Checks.cpp softwareChecks): one evaluation per architecture the GPU
    // models name (compute target), found once per model.
    mutable std::vector<std::pair<std::string, GpuSoftware>> softwareByTarget;
    mutable std::vector<int> softwareOfGpu; // index into softwareByTarget; -1 not yet looked up
    // The volumes sized so far (Evaluate.cpp: sizedVolumes): every platform offers the same
    // drives (partsByPlatform), so the sizing depends on the slots and bays and the needs alone,
    // and a plan meets few of either.
    struct SizedVolumes {
        std::array<int, 4> bays{};
        VolumeNeeds need;
        std::array<StorageVolume, kVolumes> volumes{};
        std::int64_t storageBytes = 0;
        int failed = -1;
    };
    mutable std::vector<SizedVolumes> sizedVolumesSeen;
    int sizedVolumes(std::size_t pi, const VolumeNeeds &need, Build &b) const;
    // A what-would-work re-plan takes the estimates of the jobs it did not change from the
    // plan it varies (none changed: the budget or the site changed, no job).
    const GroupTable *parentCache = nullptr;
    std::vector<int> changedJobs;
    // A what-would-work probe only asks "does a build pass, and which is the cheapest": no
    // tiers, and no second pass to explain a failure unless `probeExplains`.
    bool probe = false;
    bool probeExplains = false;
    // A probe whose caller wants only a build cheaper than this: the search stops there.
    std::int64_t probeCapMinor = std::numeric_limits<std::int64_t>::max();
    // > 1: every GPU count is one node of a cluster of this many, and the jobs are estimated
    // for their share (clusterShare).
    int clusterNodes = 1;

    JobsAtCount &jobsAt(int gpu, int count);
    void splitConcurrent(JobsAtCount &at); // concurrent jobs: one GPU range each (Planner.cpp)
    // Orders shared by the tiers and the advice (Tiers.cpp).
    bool cheaper(const Candidate &a, const Candidate &b) const; // price, then faster, then less wall power, then key
    bool faster(const Candidate &a, const Candidate &b) const;  // score, then cheaper
    std::string keyOf(const Candidate &c) const;
    // Evaluate.cpp: the same build, evaluated again with its host sized as `sizing` says (the high
    // tier: 2 × GPU memory of RAM, mirrored system and project volumes).
    Build rebuilt(const Candidate &c, HostSizing sizing = HostSizing::Base) const;
    Build materialized(const Candidate &c, HostSizing sizing = HostSizing::Base) const; // rebuilt, with its own job estimates, score and key
    void run(); // Planner.cpp
    // Planner.cpp: the builds by price: every build that can be entry, mainstream or in a list
    // the plan shows.
    void searchByPrice(bool explain);
    // The price up to which a build can still be entry, mainstream or a listed failing build;
    // explaining an infeasible plan, up to which one can still be closer than the closest.
    std::int64_t stopBound() const;
    std::int64_t explainBound() const;
    // The most GPUs of this model any platform takes.
    int largestCount(int gpu) const
    {
        const std::vector<int> &counts = index->countsOfGpu[std::size_t(gpu)];
        return counts.empty() ? 0 : counts.back();
    }
    // Evaluate.cpp: the floor of the group's next platform (one that takes its count), or max
    // once no later platform can give a build that matters (the group is then settled);
    // stepGroup() evaluates that platform; searchGroup() every platform up to `limitMinor`.
    std::int64_t nextFloor(JobsAtCount &at);
    void stepGroup(JobsAtCount &at);
    void searchGroup(JobsAtCount &at, std::int64_t limitMinor);
    // Whether the group has a passing build, searching as far as needed (up to the budget).
    bool groupPasses(JobsAtCount &at);
    // One platform × GPU × count with the CPUs the rules try (Evaluate.cpp), cheapest first, no
    // CPU beyond the triple's cheapest passing build nor beyond `cpuBoundMinor`; every build is
    // handed to `sink`.
    // `everyCpu`: also the CPUs that alone could not fix what the cheaper one failed (listing
    // alternatives); otherwise those are skipped, as they fail the same way.
    void evaluateTriple(std::size_t pi, JobsAtCount &at, std::int64_t cpuBoundMinor, BuildSink &sink, bool everyCpu = false);
    // How many checks every build of the frame fails whatever its CPU (a lower bound on its
    // builds' failed checks); `leastMinor`: the least any build of it costs.
    int cpuIndependentChecks(const Frame &f, std::int64_t leastMinor) const;
    // Beyond this price no build of the group matters to the plan: dearer than its cheapest
    // passing build and than the listed failing builds (both only fall as the search goes on).
    std::int64_t groupBound(const JobsAtCount &at) const;
    // The groups still to search: the index's seeds from `nextSeed` on (sorted once, shared by
    // every plan of the snapshot, so a plan neither copies nor re-heaps them) and the groups put
    // back with their next floor (a min-heap, cheapest floor first); and the ones set aside
    // because only an explanation of an infeasible plan could need them.
    std::size_t nextSeed = 0;
    std::vector<Frontier> frontier, parked;
    void restartSearch(); // the walk from the first seed, nothing put back or set aside
    void record(const Build &b, JobsAtCount &at); // count an evaluated build, keep what matters
    void passed(const Candidate &c, JobsAtCount &at); // a passing build of the group (its own or its lead's)
    // Evaluate.cpp: every check gives the same verdict on both groups' builds (same host needs
    // and GPU memory figures, job by job).
    bool sameHost(const JobsAtCount &a, const JobsAtCount &b) const;
    // Planner.cpp: a what-would-work probe can tell without making the group that this GPU at
    // this count follows its lead (it did in the plan varied, and the changed jobs agree too).
    bool followsInProbe(int gpu, int count);
    // The changed jobs' estimates followsInProbe() made of one GPU × count, by job index.
    std::vector<std::pair<int, JobOutcome>> probeEstimates;
    int probeEstimatesGpu = -1, probeEstimatesCount = 0;
    Candidate candidateOf(const Build &b, const JobsAtCount &at) const;
    // `failed`: the checks the build fails, one bit per check (folded by the caller that needs them too).
    Candidate candidateOf(const Build &b, const JobsAtCount &at, std::uint32_t failed) const;
    bool grows(const JobsAtCount &at);   // Tiers.cpp: room for the high tier's growth
    // Tiers.cpp: the GPU × counts the plan knows: every count of a GPU model that holds the jobs
    // at its largest count, the largest only of one that does not (estimated here if not yet).
    std::vector<JobsAtCount *> estimateAllGroups();
    std::vector<JobsAtCount *> fitting; // the ones whose jobs fit, fastest first (scoreGroups)
    void scoreGroups();                  // Tiers.cpp: relative speeds against the fastest passing
    void chooseTiers();                  // Tiers.cpp
    // `grow`: the high tier's host (2 × GPU memory of RAM, mirrored system volume), kept when
    // the grown build still passes and costs at most `growCapMinor`.
    Tier makeTier(TierKind kind, const Candidate &c, bool grow = false,
                  std::int64_t growCapMinor = std::numeric_limits<std::int64_t>::max());
    std::vector<Build> rejectedAlternatives(const Candidate &tier, TierKind kind);
    // Tiers.cpp: a tier's build whose GPU is not current gives way to the cheapest build of a
    // current GPU × count as good for the jobs, at most PlanOptions::currentGpuPriceRatio × its
    // price and `capMinor` (and the budget); `mustGrow`: one with the high tier's room to grow;
    // `lower`: a lower tier's GPU × count, taken only when no other qualifies (tiers stay three
    // choices). nullopt: the tier keeps its build.
    std::optional<Candidate> currentInstead(const Candidate &tier, std::int64_t capMinor, bool mustGrow = false,
                                            const JobsAtCount *lower = nullptr);
    void explainInfeasible();            // Advice.cpp
    void suggest();
    std::optional<Suggestion> suggestCluster(); // nothing else works: the cheapest cluster that does
    const Candidate *cheapestPassing() const; // nullptr when nothing passes
    // Advice.cpp: the infeasible plan's order (fewest failed checks, a build checked in full,
    // the smallest shortfall of its first check, the cheaper).
    bool closer(const Candidate &a, const Candidate &b) const;
};

// --- Advice.cpp
// One job on one node of `nodes`, `count` GPUs each: training data parallel (the job's tp × pp)
// over every GPU with ZeRO raised to fit; serving tensor parallel within the node and pipeline
// parallel across the nodes. The host figures are the node's share: base RAM and cores once,
// the per-GPU terms and offloaded state for its GPUs; storage whole (each node keeps the files).
JobOutcome clusterShare(const Job &job, const GpuSpec &gpu, int count, int nodes, const EstimateOptions &options);
// The NICs and the switch class of `nodes` nodes: the InfiniBand NDR card the catalog offers
// (among the parts sold in the site's country), to be sized into every node.
ClusterNetwork clusterNetwork(const CatalogSnapshot &snap, const KeptParts &sold, int nodes);

bool sameBuild(const Candidate &a, const Candidate &b);

} // namespace rigplan::planner
