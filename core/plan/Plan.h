// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The planner: from a workload and a catalog snapshot, every buildable workstation, the
// checks each passes or fails (with numbers), and the three tiers. Plain structs, no Qt
// objects, no I/O: the CLI, the GUI and the report format the same PlanResult.
//
// The rules (sizing, checks, tiers, tie-breaks) are documented in the docs/planner.md, "The planner".

#include "catalog/Parts.h"
#include "estimate/Estimate.h"
#include "plan/MemorySpeed.h"
#include "workload/Workload.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace rigplan {

struct PlanOptions {
    EstimateOptions estimate;
    double psuSteadyLoadFraction = 0.80;  // steady DC load ≤ 80 % of the PSUs' rating
    double gpuTransientFactor = 2.0;      // GPU power excursions vs board power (~100 µs spikes)
    double atx3ExcursionFactor = 2.0;     // ATX 3.x PSUs ride 200 % of rating for 100 µs
    double otherExcursionFactor = 1.3;    // older ATX and server units: assumed 130 %
    double mainstreamHeadroom = 0.20;     // mainstream: ≥ 20 % of usable GPU memory left free
    double highGrowthFactor = 2.0;        // high: still fits with 2 × the users (serving) and 2 × the sequence length (training)
    double highPriceCap = 3.0;            // without a budget, high costs at most 3 × mainstream (entry when there is none)
    double ramPerGpuMemory = 1.0;         // every host: system RAM ≥ 1 × total GPU memory (vendor practice)
    // A box of two GPUs or more has at least this many CPU cores (Puget Systems: "16 cores is
    // considered minimal for this type of workstation"; docs/planner.md, "The planner").
    int multiGpuMinCores = 16;
    double drivePowerW = 8.0;             // an NVMe drive under load when the catalog has no figure
    double circuitHeadroomFraction = 0.10; // a wall draw within 10 % of the circuit's continuous W is noted
    // A tier's build whose GPU is end-of-life or last-time-buy gives way to a build with a current
    // GPU as good for the jobs that costs at most this many times its price (Tiers.cpp).
    double currentGpuPriceRatio = 1.25;
    int nvmeLanes = 4;                    // CPU lanes kept for the system drive
    int minLanesPerGpu = 8;               // fewer PCIe lanes per GPU fail the pcie_lanes check
    int rackU2Bays = 8;                   // front NVMe bays assumed on rack GPU servers without a published count
    std::int64_t systemVolumeBytes = 1'000'000'000'000; // system volume: OS, drivers, environments, containers
    double highTierRamPerGpuMemory = 2.0; // high tier: system RAM ≥ 2 × total GPU memory (Puget's preference)
    std::int64_t servingSwapBytesPerGpu = 4LL << 30; // vLLM swap_space default: 4 GiB of CPU KV space per GPU
    int offloadMemoryChannels = 8;        // ZeRO-Offload: fewer memory channels starve the CPU optimizer
    int maxRejectedPerTier = 3;
    std::string planDate;                 // YYYY-MM-DD the plan is made on; "" = no price is called stale
    bool suggestions = true;              // on an infeasible plan, try the documented variations
    int maxSuggestions = 10;              // what would work: at most this many shown
    int threads = 0;                      // what-would-work re-plans run on this many threads (0: one per core)
};

enum class Check {
    GpuMemory,   // a job does not fit in GPU memory on any layout tried
    GpuFit,      // form factor, baseboard, card length/width, slot spacing, count
    Cooling,     // passive cards without server airflow; too many open-air cards
    Environment, // office: no rack chassis, no loud machines
    CpuCores,
    PcieLanes,
    HostRam,
    MemoryEcc,   // the workload requires ECC memory and the build has none
    Storage,
    Network,     // the workload asks for a NIC class and no NIC of it fits the platform
    Psu,         // steady load or transient headroom beyond every PSU combination
    Outlet,      // wall power beyond the site's continuous circuit rating
    Budget,
    Price,       // a part without a price in the catalog
    Software,    // a job's framework or format does not run on the GPU's architecture (SoftwareFit)
};
const char *checkId(Check check); // "gpu_memory", "outlet", ...: stable, in JSON and the CLI
std::string checkName(Check check); // "GPU memory", translated (rigplan::trc), for people

// The rule within a check that a build broke. The words for it are made by core/plan/PlanText
// from the violation, the build and the catalog snapshot, in the language of the moment.
enum class Rule : std::uint8_t {
    GpuTooLong,         // required: card length, available: longest the chassis takes (mm)
    GpuTooWide,         // slots
    SlotPitchTooSmall,  // card width vs the distance between the x16 slots (slots)
    SlotPitchUnknown,   // multi-card fit of a wide card cannot be confirmed
    TooFewX16Slots,     // GPUs vs x16 slots (count)
    PassiveNoAirflow,   // a passive card in a chassis without server airflow
    TooManyOpenAir,     // open-air / flow-through cards vs what the chassis can cool (count)
    RackInOffice,
    LoudInOffice,
    JobMemory,          // `job` needs required bytes per GPU, available usable
    ConcurrentMemory,   // concurrent jobs: `job` fits on no GPU range a split of the count gives it
                        // (required: its bytes per GPU on the largest range it can get, available: usable)
    TooFewGpusForJobs,  // concurrent jobs each need a GPU of their own (required: jobs, available: GPUs)
    TooFewCores,        // cores
    TooFewLanes,        // required: lanes for the minimum per GPU, available: lanes for GPUs
    RamBeyondPlatform,  // bytes of system RAM needed vs the most the platform takes
    HostBandwidth,      // bytes/s of host memory bandwidth a job's experts in host memory need vs the
                        // most a DIMM set of the platform and CPU gives (peak)
    NoDriveSetFits,     // bytes of storage needed
    NonEccMemory,       // ECC required: required 1, available 0 (the DIMMs, CPU or board lack ECC)
    SystemVolumeNoRoom, // no drive set for the system volume fits the free slots and bays (bytes needed)
    ProjectVolumeNoRoom, // likewise the project volume
    DataVolumeNoRoom,   // likewise the data volume
    NoCpuCooler,        // required: the CPU's sustained power (W), available: the best cooler for its socket
    NoNicFits,          // required: the NIC class's port speed (Gb/s), available: free NIC slots (count)
    NoBridgeFits,       // a layout relies on an NVLink bridge and the catalog sells the GPU bridges, none of the
                        // spacing the platform's x16 slots need (required: the slot pitch, slots)
    NoPsuSet,           // required: the PSU rating the steady load needs (W)
    WallBeyondOutlet,   // W at the wall vs the outlet's continuous W
    NoPrice,            // a part without a price
    PriceOverflow,      // the build's total is beyond the 64-bit range of minor units (required: kMoneyOverflow)
    OverBudget,         // minor units of the snapshot's currency
    // Check::Software, about `job` (the words name the framework or format from SoftwareFit):
    FrameworkUnsupported, // a framework the job needs does not support the GPU's architecture
    FormatUnsupported,    // the engine does not run the job's weight format on it
    Fp8TrainingUnsupported, // FP8 training without FP8 tensor cores (no weight-only fallback for training)
};

enum class Unit : std::uint8_t { None, Bytes, Watts, Millimetres, Slots, Count, Cores, Lanes, MinorUnits, BytesPerSecond };
const char *unitId(Unit unit); // "bytes", "w", "mm", ...: stable, in JSON

struct Violation {
    Check check;
    Rule rule;
    int job = -1; // the job the violation is about (JobMemory), else -1
    double required = 0;
    double available = 0;
    Unit unit = Unit::None;
};

// Facts worth telling about a build that do not reject it.
enum class BuildNote : std::uint8_t {
    Fp8WeightOnly,        // `job` asks for FP8 W8A8 where the engine serves it weight-only (format_support)
    CardSizeUnknown,      // the catalog has no card size: fit assumed
    ReducedPcieLanes,     // GPUs run at fewer than x16 (Build::lanesPerGpu)
    Psu115vUnpublished,   // low-line site, the PSU's 115 V rating assumed equal to its rating
    GpuEndOfLife,         // the GPU model is end-of-life (GpuSpec::lifecycleDate): stock, not a new order
    CpuPowerFromTdp,      // the catalog has no sustained power (PL2 / PPT) for the CPU: its TDP is counted
    CoolerNotInCatalog,   // the catalog has no cooler for the CPU's socket: none priced
    FewChannelsForOffload, // ZeRO-Offload to the CPU with fewer than PlanOptions::offloadMemoryChannels
    EccUnavailable,       // ECC preferred, but the CPU or board cannot run it: non-ECC memory fitted
    HighRamNotFitted,     // high tier: 2 × GPU memory of RAM does not fit; the RAM of the rule below fitted
    HighRamNotFittedVolumesMirrored, // the same, with the system and project volumes mirrored all the same
    ClusterNeeds,         // high tier of a training workload: what a node needs to join a cluster
    SoftwareCaveat,       // `job`'s software is community-supported, experimental or not in the catalog
    BridgeSpacingAssumed, // the platform publishes no slot pitch: the narrowest bridge the cards allow is fitted
    NoBridgeInCatalog,    // a pair of these PCIe cards could be bridged, but the catalog sells no priced bridge
                          // for them here: the layouts are estimated at PCIe figures
    NearCircuitLimit,     // the wall draw is within PlanOptions::circuitHeadroomFraction of the circuit's
                          // continuous W (Build::wallW, Build::outletLimitW): no margin for a hotter room or
                          // another load on the circuit
    ServerPsuLowLineUnknown, // low-line site: a server (CRPS) supply of 2,000 W or more in the catalog publishes
                          // no 100-127 V output, so it is not counted there (planner::lowLineUnknownServerPsu)
    NoRedundantPsuByRequest, // a rack server without N+1 supplies because the workload says redundant_psu false
    NoHeatsinkFitsChassis, // the catalog's coolers for the socket do not fit this chassis (a tower in a rack, or
                          // taller than the chassis takes): none is priced, the chassis vendor's heatsink is needed
};
struct Note {
    BuildNote kind;
    int job = -1;
};

// The value of an enum whose stable id is `id` (none for any other text): the inverse of an id
// function such as targetId() over its list of values.
template <typename Enum, std::size_t N>
std::optional<Enum> enumFromId(const std::array<Enum, N> &values, const char *(*idOf)(Enum), std::string_view id)
{
    for (const Enum v : values) {
        if (id == idOf(v)) {
            return v;
        }
    }
    return std::nullopt;
}

// A soft target a job misses, with the figures.
enum class Target : std::uint8_t { TrainingHours, TokensPerUser, TimeToFirstToken };
inline constexpr std::array<Target, 3> kTargets{Target::TrainingHours, Target::TokensPerUser, Target::TimeToFirstToken};
const char *targetId(Target target); // "training_hours" | "tokens_per_user" | "ttft": stable, in quote files
std::optional<Target> targetFromId(std::string_view id); // the inverse; none for any other text
struct TargetGap {
    Target target = Target::TokensPerUser;
    double actual = 0; // hours, tokens/s per user or seconds, as the target
    double wanted = 0;

    bool operator==(const TargetGap &) const = default;
};

// One job on one GPU model × count: the layout chosen and its estimate.
struct JobOutcome {
    JobKind kind = JobKind::Inference;
    Layout layout;
    int requestedZeroStage = 0; // training: the job's ZeRO stage (layout.zeroStage may be raised to fit)
    TrainingEstimate training;
    InferenceEstimate inference;
    bool fits = false;
    double headroom = 0; // (usable − total) / usable
    bool targetsMet = true;
    std::vector<TargetGap> gaps; // soft targets missed
    // The GPUs the job runs on: GPUs firstGpu … firstGpu + gpuCount − 1 of the build. Every job
    // gets all of them unless the jobs are concurrent, then each its own range (layout.gpus of
    // them are used: serving may leave GPUs idle rather than run replicas without users).
    int firstGpu = 0;
    int gpuCount = 0;

    const MemoryBreakdown &memory() const { return kind == JobKind::Training ? training.gpu : inference.gpu; }
    const HostRequirements &host() const { return kind == JobKind::Training ? training.host : inference.host; }
    double speed() const; // training tokens/s or inference aggregate tokens/s
    int replicas() const { return std::max(1, layout.gpus / std::max(1, layout.tensorParallel)); }
};

enum class PartKind : std::uint8_t { Gpu, Platform, Cpu, Memory, Storage, Psu, Cooler, Nic, Bridge };
// "gpu" | "platform" | "cpu" | "memory" | "storage" | "psu" | "cooler" | "nic" | "bridge"
const char *partKindId(PartKind kind);

// The drives of a build as volumes, each sized for its own files (docs/planner.md, "Storage volumes").
enum class Volume : std::uint8_t { System, Project, Data };
inline constexpr int kVolumes = 3;
inline constexpr std::array<Volume, kVolumes> kVolumeKinds{Volume::System, Volume::Project, Volume::Data};
const char *volumeId(Volume volume); // "system" | "project" | "data": stable, in JSON
std::optional<Volume> volumeFromId(std::string_view id); // the inverse; none for any other text
struct StorageVolume {
    int drive = -1;                  // into the snapshot's storage; -1: none needed, none fits, or shared
    int count = 0;                   // drives, mirrors included
    std::int64_t requiredBytes = 0;  // what the volume must hold
    std::int64_t bytes = 0;          // usable capacity (a mirror counts once); 0 when shared
    bool mirrored = false;           // RAID 1, or RAID 10 over more than two drives
    // The Volume (as int) whose drives also hold this small volume's files, when no slot or bay
    // was left for drives of its own, or only for one ten times too large (drive -1, count 0,
    // bytes 0: nothing is bought, quoted or counted twice); -1: drives of its own.
    int sharedWith = -1;
    bool shared() const { return sharedWith >= 0; }
    bool raid10() const { return mirrored && count > 2; } // mirrored pairs, striped
};

struct BomLine {
    PartKind kind = PartKind::Gpu;
    int part = -1; // index into the snapshot's list of that kind
    int volume = -1; // PartKind::Storage: the Volume (as int) these drives make
    std::string id;
    std::string name;
    int quantity = 0;
    PartPrice unitPrice;
    std::int64_t lineTotalMinor = 0;
    bool stalePrice = false; // unitPrice.date is more than kStalePriceDays before the plan date
};

// Why a listed alternative is not the tier it is listed under.
enum class Rejection : std::uint8_t {
    None,
    Checks,   // it fails hard checks (Build::violations)
    Targets,  // it passes every check but misses a throughput target
    Headroom, // it meets the targets with less than the mainstream headroom
};

// Where the power goes, in watts (DC side unless named).
struct PowerBreakdown {
    double gpusW = 0, cpusW = 0, platformW = 0, memoryW = 0, drivesW = 0, coolersW = 0, nicW = 0;
    bool ratedSystem = false; // the platform's rated system power stands for GPUs, CPUs and board
    double ratedSystemW = 0;  // that rating, when ratedSystem
    double partsW() const { return gpusW + cpusW + platformW + memoryW + drivesW + coolersW + nicW; }
    // The steady DC load the PSUs carry: the parts summed, or a baseboard server's rated power.
    double dcLoadW() const { return ratedSystem ? ratedSystemW : partsW(); }
};

// How a build's host is sized: as the entry and mainstream tiers are; with the high tier's mirrored
// system and project volumes only, when its RAM rule does not fit (HighRamNotFittedVolumesMirrored);
// or grown as the high tier: 2 × GPU memory of RAM and the mirrored volumes.
enum class HostSizing : std::uint8_t { Base, Mirrored, Grown };

struct Build {
    int platform = -1, cpu = -1, gpu = -1, dimm = -1, psu = -1, cooler = -1, nic = -1; // indices into the snapshot
    int gpuCount = 0, dimmCount = 0, psuCount = 0, coolerCount = 0;
    // NVLink bridges (docs/planner.md, "NVLink bridges"): one pair of PCIe cards per `bridgePairs`, each
    // joined by BridgeSpec::perPair bridges; -1 / 0 when no layout of the build relies on one.
    int bridge = -1, bridgeCount = 0, bridgePairs = 0;
    int psusCharged = 0;     // PSUs priced: psuCount less those in the platform's price
    std::int64_t memoryBytes = 0;
    bool memoryEcc = false;  // the fitted DIMMs are ECC and the CPU and board run them as ECC
    MemorySpeed memorySpeed; // how fast the fitted DIMMs run: the CPU's rating at the DIMMs per channel used
    double memoryBandwidthBps = 0; // their peak: channels populated × MT/s × 8 B
    std::array<StorageVolume, kVolumes> volumes;
    std::int64_t storageBytes = 0; // usable, all volumes
    const StorageVolume &volume(Volume v) const { return volumes[std::size_t(v)]; }
    // The volume whose drives hold v's files: v itself, or the one it shares.
    const StorageVolume &drivesOf(Volume v) const
    {
        const StorageVolume &vol = volume(v);
        return vol.shared() ? volumes[std::size_t(vol.sharedWith)] : vol;
    }
    int lanesPerGpu = 16;
    int gpuLanes = 0; // lanes the platform and CPU give the GPUs together

    std::int64_t priceMinor = 0;
    PowerBreakdown power;
    double transientW = 0, wallW = 0, psuCapacityW = 0, btuPerH = 0;
    std::int64_t outletLimitW = 0; // 0 = no outlet given

    std::vector<JobOutcome> jobs;
    std::int64_t requiredRamBytes = 0, requiredStorageBytes = 0;
    int requiredCores = 0;
    HostSizing hostSizing = HostSizing::Base;
    std::vector<Violation> violations; // hard checks failed; empty = buildable and within limits
    std::vector<Note> notes;
    bool targetsMet = true;
    double headroom = 0; // the tightest job's GPU-memory headroom
    int tightestJob = -1; // the job with that headroom
    double score = 0;    // relative speed (geometric mean over jobs of speed / best speed)

    std::string key;             // "gpu×n/platform/cpu": identifies the build for ties and "same as"
    Rejection rejection = Rejection::None; // set on builds listed as rejected alternatives
    bool partial = false;        // rejected before CPU, memory, storage and PSU were sized
    // While planning, builds share one estimate per (GPU, count) instead of copying `jobs`;
    // the planner fills `jobs` for every build it returns.
    const std::vector<JobOutcome> *sharedJobs = nullptr;
    const std::vector<JobOutcome> &jobOutcomes() const { return sharedJobs ? *sharedJobs : jobs; }

    bool passes() const { return violations.empty(); }
};

// A serving job of the build keeps a mixture of experts' routed experts in host memory: the
// memory's bandwidth is then part of its speed. The peak bandwidth its jobs' speed targets need
// (0: none asked).
bool readsExpertsFromHost(const Build &b);
double hostBandwidthNeeded(const Build &b);

enum class TierKind : std::uint8_t { Entry, Mainstream, High };
inline constexpr std::array<TierKind, 3> kTierKinds{TierKind::Entry, TierKind::Mainstream, TierKind::High};
const char *tierId(TierKind kind); // "entry" | "mainstream" | "high": stable, in JSON and object names
std::optional<TierKind> tierFromId(std::string_view id); // the inverse; none for any other text

// How a tier's build can grow without a new machine.
struct TierGrowth {
    int freeX16Slots = 0;  // x16 slots no GPU takes (for another card or a network card)
    double psuMarginW = 0; // steady DC load the PSUs take on top, within the steady-load fraction
    int nextGpuCount = 0;  // the next larger count of this GPU the platform takes; 0: none
    bool roomForTwice = false; // fits every job at highGrowthFactor × users / sequence length
};

struct Tier {
    TierKind kind = TierKind::Entry;
    Build build;
    std::vector<BomLine> bom;
    std::vector<Build> rejected;      // the best alternatives a check rejected
    std::optional<TierKind> sameAs;   // set when this tier is the same build as another
    TierGrowth growth;
};

// The variations tried on an infeasible workload: one change of a job, the site or the
// budget. A suggestion combines up to two of them.
enum class Change : std::uint8_t {
    Weights,          // serve `job` with `precision` weights
    KvCache,          // serve `job` with an fp8 KV cache
    FullRecompute,    // train `job` with full activation checkpointing
    Method,           // fine-tune `job` with `method` instead of full fine-tuning
    Optimizer8bit,    // train `job` with 8-bit AdamW (6 B/param of optimizer state instead of 12)
    OptimizerOffload, // ZeRO-Offload of `job`'s optimizer state
    PureBf16Paged,    // train `job` in pure 16-bit with a paged 8-bit AdamW (stepped in the backward pass
                      // without gradient accumulation): torchtune's single-GPU full fine-tune recipe
    FewerUsers,       // serve `job` to `value` concurrent users: the most that fit
    ShorterContext,   // serve `job` at `value` tokens of context: the longest that fits
    LiftBudget,
    ServerRoom,
    Circuit,          // plug into `outlet`
    Cluster,          // several nodes: Suggestion::cluster
};
const char *changeId(Change change); // "weights", "kv_cache", ...: stable, in JSON

struct WorkloadChange {
    Change kind = Change::LiftBudget;
    int job = -1; // the job it changes; -1 for the site and the budget
    Precision precision = Precision::Bf16; // Weights, KvCache
    TrainMethod method = TrainMethod::Full; // Method
    std::int64_t value = 0;                 // FewerUsers: users; ShorterContext: tokens; PureBf16Paged: 1 = optimizer in backward
    std::string outlet;                     // Circuit

    bool operator==(const WorkloadChange &) const = default;
};

// The workload with the changes made (what "Apply" does in the app). A Cluster changes nothing
// a workload file can say, so it is left out.
Workload applyChanges(const Workload &workload, const std::vector<WorkloadChange> &changes);

// Why nothing passes: the closest build (fewest failed checks, then the smallest shortfall of
// its first check); empty when the catalog has no platform that takes any of its GPUs.
struct ClosestFailure {
    std::optional<Build> build;
};

// How the nodes of a cluster are joined. Training and pipeline-parallel serving exchange
// activations or gradients every step: InfiniBand NDR (400 Gb/s) per node, the seed article's
// and the vendors' practice for multi-node GPU work.
enum class SwitchClass : std::uint8_t {
    DirectCable, // two nodes: one cable between their NICs, no switch
    SingleLeaf,  // up to one switch's ports (64 NDR ports)
};
struct ClusterNetwork {
    int nics = 0;   // one 400 Gb/s NIC per node
    SwitchClass switchClass = SwitchClass::DirectCable;
    // The NIC each node carries: when the catalog offers an InfiniBand NDR card (priced, sold in
    // the site's country) the nodes are planned with `requirements.network: "ib-ndr"`, so the
    // card is a bill-of-materials line of every node (a slot, its lanes, its price); -1 when the
    // catalog has none (the network is then not priced).
    bool nicsInNodes = false;
    int nic = -1; // index into the snapshot's NICs: the cheapest of the class, as the nodes size it
    // The switch (more than two nodes) and the cables are not catalog parts: never priced, and
    // the total says so.
    bool priced = false;
    std::int64_t priceMinor = 0;
};

// A cluster: `nodes` copies of a node build that passes every check for its share of the jobs.
struct ClusterSuggestion {
    int nodes = 0;
    std::optional<Build> node;   // the cheapest node that passes (GPU model and count in it)
    ClusterNetwork network;
    std::int64_t totalMinor = 0; // nodes × node price, plus the network when priced
    bool withinBudget = true;    // false: no node passes within the budget's share
    bool withinSite = true;      // false: only in a server room
    // Without a node build: the GPU model and count the old rule chose (largest memory per node).
    int gpu = -1, gpusPerNode = 0;
};

struct Suggestion {
    std::vector<WorkloadChange> changes; // one or two; a Cluster alone
    bool feasible = false;
    std::optional<Build> entry;    // feasible: the entry build it leads to
    ClosestFailure stillFailing;   // not feasible: why not (single changes only)
    // Not feasible without planning it: this other job fits on no GPU of the catalog at the
    // largest count any platform takes, and the changes leave that job as it is (-1: planned).
    int blockedBy = -1;
    std::optional<ClusterSuggestion> cluster;

    bool isCluster() const { return !changes.empty() && changes.front().kind == Change::Cluster; }
    // Every change is of the site or the budget (room, circuit, budget, nodes): the workload is
    // run as asked. The cheapest such suggestion is always shown when one works.
    bool keepsWorkload() const;
    // What it costs: the entry build's price, or the cluster's total; 0 when not feasible.
    std::int64_t priceMinor() const;
};

enum class PlanNoteKind : std::uint8_t {
    NoMainstream, // no build meets every target with the headroom
    SameBuild,    // `tier` is the same build as `sameAs`, for `merged`
    NoGrowth,     // no build has room for twice the users / context within the budget or the cap:
                  // high is the fastest build that meets the mainstream bar
};
// The constraint that makes two tiers one build.
enum class MergeReason : std::uint8_t {
    OnlyBuild,       // one platform × GPU × count passes every check
    NoOtherMeetsBar, // mainstream: no other build meets every target with the headroom
    NoOtherGrows,    // high: no other build has room for twice the users / context within the budget
    PriceCap,        // high: the other builds with that room cost more than the cap × mainstream
    NoneFaster,      // high: no other build grows, and none is faster (extra GPUs no job uses)
};
struct PlanNote {
    PlanNoteKind kind;
    TierKind tier = TierKind::Entry;
    TierKind sameAs = TierKind::Entry;
    MergeReason merged = MergeReason::OnlyBuild;
};

// A part the planner did not offer because the catalog marks it as not sold in the site's
// country (PartSpec market / GpuSpec::notSoldIn). Views word it from these fields.
struct NotOffered {
    PartKind kind = PartKind::Gpu;
    int part = -1;       // index into the snapshot's list of that kind
    std::string country; // the site's ISO 3166-1 alpha-2 code
    std::string source;  // the catalog's not_sold_source: the rule and its date
};

struct PlanResult {
    bool feasible = false;
    std::string currency;
    std::string rateDate;          // date of the exchange rates the prices were converted with
    std::string country;           // the site's country ("" = none known: nothing left out)
    CountrySource countrySource = CountrySource::None; // where `country` comes from (siteCountry)
    std::vector<NotOffered> notOffered; // catalog order, per kind in PartKind order
    std::vector<Tier> tiers;
    std::vector<Build> rejected;  // the best rejected builds overall
    std::vector<PlanNote> notes;
    ClosestFailure closest;       // infeasible: the closest build
    // Infeasible: builds each check rejected, in Check order (a build can fail several checks).
    std::vector<std::pair<Check, std::int64_t>> rejectionsPerCheck;
    std::vector<Suggestion> suggestions;
    std::int64_t budgetMinor = 0; // 0 = no budget
    std::int64_t candidates = 0;  // builds evaluated
    std::int64_t passing = 0;     // builds that pass every hard check
    std::int64_t estimates = 0;   // estimator calls

    const Tier *tier(TierKind kind) const;
    // rejectionsPerCheck with the most rejections first (ties in Check order), as every view
    // lists them.
    std::vector<std::pair<Check, std::int64_t>> rejectionsMostFirst() const;
};

// The job closest to running out of GPU memory (highest total / usable; the first on ties):
// the one that decides whether a build fits.
std::size_t tightestJob(const std::vector<JobOutcome> &jobs);

// The parts of a build, looked up in the snapshot it indexes into (nullptr: none fitted).
const GpuSpec &gpuOf(const CatalogSnapshot &snapshot, const Build &build);
// The index of the GPU the catalog names as `gpu`'s successor; -1 when it names none or an id
// the snapshot does not hold.
int successorOf(const CatalogSnapshot &snapshot, const GpuSpec &gpu);
const PlatformSpec &platformOf(const CatalogSnapshot &snapshot, const Build &build);
const CpuSpec *cpuOf(const CatalogSnapshot &snapshot, const Build &build);
const MemoryModuleSpec *dimmOf(const CatalogSnapshot &snapshot, const Build &build);
const StorageSpec *driveOf(const CatalogSnapshot &snapshot, const StorageVolume &volume);
const CoolerSpec *coolerOf(const CatalogSnapshot &snapshot, const Build &build);
const NicSpec *nicOf(const CatalogSnapshot &snapshot, const Build &build);
const BridgeSpec *bridgeOf(const CatalogSnapshot &snapshot, const Build &build);
// The pairs of PCIe cards the jobs' layouts join by a bridge (reliesOnBridge): a serving job at
// tensor parallel 2 one per replica, a training job on two GPUs one; the most any job needs, or
// the sum when the jobs run concurrently on their own GPUs. `gpu` is the GPU as the jobs were
// estimated (its link zeroed where no bridge can be bought).
int bridgePairsOf(const std::vector<JobOutcome> &jobs, const GpuSpec &gpu, bool concurrent);
// Port speed (Gb/s) and network ("ethernet" | "infiniband") of a requirements.network class;
// 0 for "none".
int networkGbps(const std::string &network);
bool nicMeets(const NicSpec &nic, const std::string &network);
const PsuSpec *psuOf(const CatalogSnapshot &snapshot, const Build &build);
namespace planner {
// The id of the first rule of the cooler-fit table (Sizing.cpp: kCoolerFitRules) that keeps
// `cooler` out of `platform`'s chassis ("tower-in-rack", "taller-than-chassis"); nullptr when it fits.
const char *coolerRejectedBy(const CoolerSpec &cooler, const PlatformSpec &platform);
} // namespace planner
// The catalog id and name of part `part` of a kind; empty when the index is out of range.
struct PartLabel {
    std::string id, name;
};
PartLabel partLabel(const CatalogSnapshot &snapshot, PartKind kind, int part);

// `options` with planDate set to today when it is empty (the CLI and the app plan "today").
inline PlanOptions withPlanDate(PlanOptions options)
{
    if (options.planDate.empty()) {
        options.planDate = todayIsoDate();
    }
    return options;
}

// Plans a workload. `snapshot` must outlive the result (builds index into it).
PlanResult plan(const Workload &workload, const CatalogSnapshot &snapshot, const PlanOptions &options = {});

namespace planner {
struct CatalogIndex;
}

// A catalog snapshot with what plans of it prepare for a site's country (the parts that can
// ever win, the platforms and CPUs in search order, the GPU × count seeds: about a seventh of a
// plan of the shipped catalog), made by the first plan for that country on whichever thread
// and kept, so re-plans of the snapshot (a slider moved) skip it. The snapshot is held
// read-only: what was prepared stays true of it.
class PreparedSnapshot {
public:
    explicit PreparedSnapshot(CatalogSnapshot snapshot);
    const CatalogSnapshot &snapshot() const { return m_snapshot; }
    // Safe to call from several threads at once.
    std::shared_ptr<const planner::CatalogIndex> indexFor(const std::string &country) const;

private:
    CatalogSnapshot m_snapshot;
    mutable std::mutex m_mutex;
    mutable std::map<std::string, std::shared_ptr<const planner::CatalogIndex>> m_indexByCountry;
};

// Plans a workload on a prepared snapshot: the same result as plan(workload,
// prepared.snapshot(), options); builds index into prepared.snapshot() or any copy of it.
PlanResult plan(const Workload &workload, const PreparedSnapshot &prepared, const PlanOptions &options = {});

// The best layout of one job on `count` GPUs of one model (used by `estimate` and the planner):
// inference tries every power-of-two tensor-parallel degree that divides the KV heads and the
// heads, with at most one replica per user; training raises the ZeRO stage from the job's until
// the job fits.
JobOutcome bestLayout(const Job &job, const GpuSpec &gpu, int count, const EstimateOptions &options);

// `estimate`: the job on the layout it asks for — training: its tensor and pipeline parallel degrees
// and its ZeRO stage, never raised; serving: its tensor-parallel degree, or bestLayout()'s choice when
// the job leaves it to the planner — with fits = false and the figures when it does not fit.
JobOutcome layoutAsAsked(const Job &job, const GpuSpec &gpu, int count, const EstimateOptions &options);

// The smallest change of a job that does not fit that makes it fit on the same GPU model: a single
// change, tried in this order — training: the next ZeRO stage(s), full activation recompute,
// optimizer offload; serving: an fp8 KV cache, fp8 weights — then more GPUs (doubling up to 1024);
// when no single change fits, the same changes accumulated in that order.
struct EstimateChange {
    enum class Kind : std::uint8_t { ZeroStage, FullRecompute, OptimizerOffload, KvCacheFp8, WeightsFp8, MoreGpus };
    Kind kind = Kind::ZeroStage;
    int value = 0; // ZeroStage: the stage; MoreGpus: the GPU count; else unused
};
struct EstimateSuggestion {
    std::vector<EstimateChange> changes;
    int gpuCount = 0;   // GPUs of the changed job
    JobOutcome outcome; // the changed job on the layout it then asks for
};
const char *estimateChangeId(EstimateChange::Kind kind); // the workload key it sets ("zero_stage", "gpus", ...)
std::optional<EstimateSuggestion> smallestFittingChange(const Job &job, const GpuSpec &gpu, int count,
                                                        const EstimateOptions &options);

} // namespace rigplan
