#pragma once

// The planner: from a workload and a catalog snapshot, every buildable workstation, the
// checks each passes or fails (with numbers), and the three tiers. Plain structs, no Qt
// objects, no I/O: the CLI, the GUI and the report format the same PlanResult.
//
// The rules (sizing, checks, tiers, tie-breaks) are documented in the README, "The planner".

#include "catalog/Parts.h"
#include "estimate/Estimate.h"
#include "workload/Workload.h"

#include <cstdint>
#include <string>
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
    double trainingRamPerGpuMemory = 1.0; // training rule of thumb: system RAM ≥ 1 × total GPU memory
    double drivePowerW = 8.0;             // an NVMe drive under load when the catalog has no figure
    int nvmeLanes = 4;                    // CPU lanes kept for the system drive
    int minLanesPerGpu = 8;               // fewer PCIe lanes per GPU fail the pcie_lanes check
    int rackU2Bays = 8;                   // front NVMe bays assumed on rack GPU servers
    int maxRejectedPerTier = 3;
    bool suggestions = true;              // on an infeasible plan, try the documented variations
};

enum class Check {
    GpuMemory,   // a job does not fit in GPU memory on any layout tried
    GpuFit,      // form factor, baseboard, card length/width, slot spacing, count
    Cooling,     // passive cards without server airflow; too many open-air cards
    Environment, // office: no rack chassis, no loud machines
    CpuCores,
    PcieLanes,
    HostRam,
    Storage,
    Psu,         // steady load or transient headroom beyond every PSU combination
    Outlet,      // wall power beyond the site's continuous circuit rating
    Budget,
    Price,       // a part without a price in the catalog
};
const char *checkId(Check check); // "gpu_memory", "outlet", ...: stable, in JSON and the CLI
std::string checkName(Check check); // "GPU memory", translated (rigplan::trc), for people

struct Violation {
    Check check;
    std::string message; // with the numbers: "wall power 1,812 W > 1,440 W continuous on us-120v-15a"
    double required = 0;
    double available = 0;
};

// One job on one GPU model × count: the layout chosen and its estimate.
struct JobOutcome {
    JobKind kind = JobKind::Inference;
    Layout layout;
    TrainingEstimate training;
    InferenceEstimate inference;
    bool fits = false;
    double headroom = 0; // (usable − total) / usable
    bool targetsMet = true;
    std::vector<std::string> gaps; // soft targets missed, with numbers
    std::string layoutNote;        // why this layout ("ZeRO raised 0 → 3 to fit")

    const MemoryBreakdown &memory() const { return kind == JobKind::Training ? training.gpu : inference.gpu; }
    const HostRequirements &host() const { return kind == JobKind::Training ? training.host : inference.host; }
    double speed() const; // training tokens/s or inference aggregate tokens/s
};

struct BomLine {
    std::string kind; // "platform" | "cpu" | "gpu" | "memory" | "storage" | "psu"
    std::string id;
    std::string name;
    int quantity = 0;
    PartPrice unitPrice;
    std::int64_t lineTotalMinor = 0;
    std::string reason; // why this part
};

struct Build {
    int platform = -1, cpu = -1, gpu = -1, dimm = -1, drive = -1, psu = -1; // indices into the snapshot
    int gpuCount = 0, dimmCount = 0, driveCount = 0, psuCount = 0;
    std::int64_t memoryBytes = 0;
    std::int64_t storageBytes = 0;
    int lanesPerGpu = 16;

    std::int64_t priceMinor = 0;
    double dcLoadW = 0, transientW = 0, wallW = 0, psuCapacityW = 0, btuPerH = 0;
    std::int64_t outletLimitW = 0; // 0 = no outlet given

    std::vector<JobOutcome> jobs;
    std::int64_t requiredRamBytes = 0, requiredStorageBytes = 0;
    int requiredCores = 0;
    std::vector<Violation> violations; // hard checks failed; empty = buildable and within limits
    std::vector<std::string> notes;
    bool targetsMet = true;
    double headroom = 0; // the tightest job's GPU-memory headroom
    double score = 0;    // relative speed (geometric mean over jobs of speed / best speed)

    std::string key;             // "gpu×n/platform/cpu": identifies the build for ties and "same as"
    std::string rejectedBecause; // set on builds listed as rejected alternatives
    bool partial = false;        // rejected before CPU, memory, storage and PSU were sized
    // While planning, builds share one estimate per (GPU, count) instead of copying `jobs`;
    // the planner fills `jobs` for every build it returns.
    const std::vector<JobOutcome> *sharedJobs = nullptr;
    const std::vector<JobOutcome> &jobOutcomes() const { return sharedJobs ? *sharedJobs : jobs; }

    bool passes() const { return violations.empty(); }
};

struct Tier {
    std::string tier; // "entry" | "mainstream" | "high"
    Build build;
    std::vector<BomLine> bom;
    std::vector<std::string> reasons; // why this build
    std::vector<Build> rejected;      // the best alternatives a check rejected
    std::string sameAs;               // set when this tier is the same build as another
};

struct Suggestion {
    std::string change;  // "serve llama-3.1-70b with fp8 weights instead of bf16"
    bool feasible = false;
    std::string summary; // the entry build it leads to, or why it is still not enough
};

struct PlanResult {
    bool feasible = false;
    std::string currency;
    std::vector<Tier> tiers;
    std::vector<Build> rejected;  // the best rejected builds overall
    std::vector<std::string> notes;
    std::string firstFailure; // infeasible: closestFailure plus the tally by check id (CLI, JSON)
    std::string closestFailure; // infeasible: the closest build, the check it fails first, by how much
    // Infeasible: builds each check rejected, in Check order (a build can fail several checks).
    std::vector<std::pair<Check, std::int64_t>> rejectionsPerCheck;
    std::vector<Suggestion> suggestions;
    std::int64_t budgetMinor = 0; // 0 = no budget
    std::int64_t candidates = 0;  // builds evaluated
    std::int64_t estimates = 0;   // estimator calls
};

// Plans a workload. `snapshot` must outlive the result (builds index into it).
PlanResult plan(const Workload &workload, const CatalogSnapshot &snapshot, const PlanOptions &options = {});

// The best layout of one job on `count` GPUs of one model (used by `estimate` and the planner):
// inference tries every tensor-parallel degree that divides the count and the heads; training
// raises the ZeRO stage from the job's until the job fits.
JobOutcome bestLayout(const Job &job, const GpuSpec &gpu, int count, const EstimateOptions &options);

} // namespace rigplan
