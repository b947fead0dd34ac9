// SPDX-License-Identifier: GPL-3.0-or-later
// An infeasible plan: the closest build, the builds each check rejected, and the variations of
// the workload and the site that would work (one change, then two together, then a cluster).

#include "plan/PlannerDetail.h"

#include "util/Money.h"
#include "util/Parallel.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace rigplan {

namespace planner {

namespace {

std::string regionOf(const std::string &outletId)
{
    const std::size_t dash = outletId.find('-');
    return dash == std::string::npos ? std::string() : outletId.substr(0, dash);
}

// The larger circuits worth asking the electrician for: the next larger one of the site's own
// region (the same plug and voltage: US 15 A → 20 A, China 10 A → 16 A; any region's smallest
// larger one only when the site names no region); and the dedicated circuit of the site's mains
// ("≥ ~1,800 W machines need a 20 A or 200–240 V circuit", vendor practice; "past that: a
// dedicated 230 V circuit", the domain notes) when it is larger: 208 V 30 A beside 120 V sockets,
// 220 V 32 A in China, 230 V 32 A in Europe and the UK. A site given only in watts has no mains
// voltage: the smallest larger dedicated circuit.
std::vector<const Outlet *> largerCircuits(const Site &site, std::int64_t limitW)
{
    const std::string region = regionOf(site.outlet);
    const Outlet *own = findOutlet(site.outlet);
    const int mainsV = own && site.outletW <= 0 ? own->volts : 0;
    const auto nearerMains = [&](const Outlet &a, const Outlet &b) {
        return mainsV > 0 ? std::abs(a.volts - mainsV) < std::abs(b.volts - mainsV) : a.continuousW < b.continuousW;
    };
    const Outlet *sameRegion = nullptr;
    const Outlet *any = nullptr;
    const Outlet *dedicated = nullptr;
    for (const Outlet &o : outlets()) {
        if (regionOf(o.id) == "dc") {
            if (mainsV <= 0 && o.continuousW <= limitW) {
                continue;
            }
            // Chosen by the mains before the watts: a 208 V circuit is no advice in Shanghai.
            dedicated = dedicated && !nearerMains(o, *dedicated) ? dedicated : &o;
            continue;
        }
        if (o.continuousW <= limitW) {
            continue;
        }
        if (!region.empty() && regionOf(o.id) == region && (!sameRegion || o.continuousW < sameRegion->continuousW)) {
            sameRegion = &o;
        }
        if (!any || o.continuousW < any->continuousW) {
            any = &o;
        }
    }
    std::vector<const Outlet *> out;
    // Another region's plug is no advice for a site whose region is known (a Schuko circuit in
    // a Chinese office, a Chinese socket in an American one): the largest socket of its region
    // is followed by the dedicated circuit only.
    if (const Outlet *next = region.empty() ? any : sameRegion) {
        out.push_back(next);
    }
    if (dedicated && dedicated->continuousW > limitW) {
        out.push_back(dedicated);
    }
    return out;
}

// Changes searched for the largest value that fits, not tried as they are.
bool searched(Change kind)
{
    return kind == Change::FewerUsers || kind == Change::ShorterContext;
}

// What a change is about: two changes of the same thing cannot be combined.
int aspectOf(const WorkloadChange &c)
{
    switch (c.kind) {
    case Change::Weights: return 1;
    case Change::KvCache: return 2;
    case Change::FullRecompute: return 3;
    // LoRA trains adapters only: an 8-bit or offloaded optimizer of the full model is moot.
    case Change::Method:
    case Change::Optimizer8bit:
    case Change::OptimizerOffload:
    case Change::PureBf16Paged: return 4;
    case Change::FewerUsers: return 5;
    case Change::ShorterContext: return 6;
    case Change::LiftBudget: return 7;
    case Change::ServerRoom: return 8;
    case Change::Circuit: return 9;
    case Change::Cluster: return 10;
    }
    return 0;
}

bool combinable(const WorkloadChange &a, const WorkloadChange &b)
{
    if (searched(a.kind) && searched(b.kind)) {
        return false; // one search at a time: the other value would have to be searched with it
    }
    return !(a.job == b.job && aspectOf(a) == aspectOf(b));
}

// The smallest value a searched change can take.
std::int64_t lowestValue(const Job &job, Change kind)
{
    return kind == Change::FewerUsers ? 1 : job.inference.promptTokens + job.inference.outputTokens;
}

} // namespace

const Candidate *Planner::cheapestPassing() const
{
    return entry ? &*entry : nullptr;
}

bool Planner::closer(const Candidate &a, const Candidate &b) const
{
    // Fewest failed checks, then a build checked in full before one GPU memory stopped early
    // (its count is only what was checked), then the smallest shortfall of its first check,
    // then the cheaper.
    if (a.violations != b.violations) {
        return a.violations < b.violations;
    }
    if (a.partial() != b.partial()) {
        return !a.partial();
    }
    if (a.shortfall != b.shortfall) {
        return a.shortfall < b.shortfall;
    }
    return cheaper(a, b);
}

void Planner::explainInfeasible()
{
    // What rejects builds (counted as they were evaluated), the closest one, and the builds
    // that fail the fewest checks, cheapest first.
    if (!closest) {
        return; // no platform takes any GPU of the catalog: PlanResult::closest stays empty
    }
    result.closest.build = materialized(*closest);
    result.closest.build->rejection = Rejection::Checks;
    for (std::size_t check = 0; check < failuresPerCheck.size(); ++check) {
        if (failuresPerCheck[check] > 0) {
            result.rejectionsPerCheck.emplace_back(Check(check), failuresPerCheck[check]);
        }
    }
    for (const Candidate &c : closestFailing.list) {
        Build r = materialized(c);
        r.rejection = Rejection::Checks;
        result.rejected.push_back(std::move(r));
    }
}

namespace {

// One variation planned: feasible with its entry build, or (when asked) why not.
struct Probe {
    bool feasible = false;
    std::optional<Build> entry;
    ClosestFailure closest;
};

// Everything the search needs of the plan it varies.
struct Search {
    Planner &parent;
    PlanOptions quiet;
    std::vector<int> misfits; // jobs that fit on no GPU model at the largest count of any platform

    explicit Search(Planner &p)
        : parent(p)
        , quiet(p.opt)
    {
        quiet.suggestions = false;
        // A job that fits on no GPU model even at the largest count a platform takes (the
        // counts run() asked the engine for) cannot be helped by changing another job, the
        // budget or the site: GPU memory is checked before anything else. Such variants are
        // answered without planning them (with 1,000 jobs that is thousands of plans saved).
        std::vector<bool> fits(p.workload.jobs.size(), false);
        for (const JobsAtCount &at : p.cache) {
            for (std::size_t j = 0; j < at.jobs.size() && j < fits.size(); ++j) {
                fits[j] = fits[j] || at.jobs[j].fits;
            }
        }
        for (std::size_t j = 0; j < fits.size(); ++j) {
            if (!fits[j]) {
                misfits.push_back(int(j));
            }
        }
    }

    int blockingJob(const std::vector<WorkloadChange> &changes) const
    {
        for (int k : misfits) {
            if (std::none_of(changes.begin(), changes.end(), [k](const WorkloadChange &c) { return c.job == k; })) {
                return k;
            }
        }
        return -1;
    }

    // `capMinor`: only a build cheaper than this matters to the caller (the search stops there).
    Probe run(const std::vector<WorkloadChange> &changes, bool explain,
              std::int64_t capMinor = std::numeric_limits<std::int64_t>::max()) const
    {
        const Workload variant = applyChanges(parent.workload, changes);
        Planner p(variant, parent.snap, quiet);
        p.index = parent.index; // the same snapshot and country
        p.parentCache = &parent.cache;
        for (const WorkloadChange &c : changes) {
            if (c.job >= 0) {
                p.changedJobs.push_back(c.job);
            }
        }
        p.probe = true;
        p.probeExplains = explain;
        p.probeCapMinor = capMinor;
        p.run();
        Probe out;
        if (const Candidate *cheapest = p.cheapestPassing()) {
            out.feasible = true;
            out.entry = p.materialized(*cheapest);
        } else if (explain) {
            p.explainInfeasible();
            out.closest = std::move(p.result.closest);
        }
        return out;
    }

    // `changes` with its searched change (if any) at the largest value that passes: the lowest
    // value first (explained when it fails and `explain`), then bisection between the lowest
    // passing and the workload's own value, which fails (the plan being varied is infeasible,
    // and fewer users or a shorter context never need more of any part).
    // `capMinor`: the caller wants only a build cheaper than this. It bounds the probe at the
    // lowest value too: a build that passes at a larger value passes at the lowest (no part
    // needed less), so the cheapest build only grows with the value, and when none at the
    // lowest is under the cap, none at any value is. The bisection itself is searched at any
    // price, as the list shows the largest value that passes.
    Probe runSearched(std::vector<WorkloadChange> &changes, bool explain,
                      std::int64_t capMinor = std::numeric_limits<std::int64_t>::max()) const
    {
        const auto it = std::find_if(changes.begin(), changes.end(), [](const WorkloadChange &c) { return searched(c.kind); });
        if (it == changes.end()) {
            return run(changes, explain, capMinor);
        }
        const std::size_t at = std::size_t(it - changes.begin());
        const Job &job = parent.workload.jobs[std::size_t(changes[at].job)];
        std::int64_t lo = lowestValue(job, changes[at].kind);
        std::int64_t hi = changes[at].kind == Change::FewerUsers ? job.inference.concurrency : job.inference.contextLength;
        changes[at].value = lo;
        Probe best = run(changes, explain, capMinor);
        if (!best.feasible) {
            return best;
        }
        while (hi - lo > 1) {
            const std::int64_t mid = lo + (hi - lo) / 2;
            changes[at].value = mid;
            Probe p = run(changes, false);
            if (p.feasible) {
                lo = mid;
                best = std::move(p);
            } else {
                hi = mid;
            }
        }
        changes[at].value = lo;
        return best;
    }
};

// The single changes worth trying on this workload, in the order they are listed.
std::vector<WorkloadChange> singleChanges(const Workload &workload, std::int64_t outletLimitW)
{
    std::vector<WorkloadChange> out;
    for (std::size_t j = 0; j < workload.jobs.size(); ++j) {
        const Job &job = workload.jobs[j];
        WorkloadChange c;
        c.job = int(j);
        if (job.kind == JobKind::Inference) {
            const InferenceJob &inf = job.inference;
            for (Precision lower : {Precision::Fp8, Precision::Int4}) {
                if (lower == inf.weights || (lower != Precision::Int4 && bytesPerElement(lower) >= bytesPerElement(inf.weights))) {
                    continue;
                }
                c.kind = Change::Weights;
                c.precision = lower;
                out.push_back(c);
            }
            if (bytesPerElement(inf.kvCache) > bytesPerElement(Precision::Fp8)) {
                c.kind = Change::KvCache;
                c.precision = Precision::Fp8;
                out.push_back(c);
            }
            c.precision = Precision::Bf16;
            if (inf.concurrency > 1) {
                c.kind = Change::FewerUsers;
                out.push_back(c);
            }
            if (inf.contextLength > inf.promptTokens + inf.outputTokens) {
                c.kind = Change::ShorterContext;
                out.push_back(c);
            }
            continue;
        }
        const TrainingJob &t = job.training;
        if (t.activationCheckpointing != Recompute::Full) {
            c.kind = Change::FullRecompute;
            out.push_back(c);
        }
        if (t.method != TrainMethod::Qlora) {
            for (TrainMethod m : {TrainMethod::Lora, TrainMethod::Qlora}) {
                if (m != t.method) {
                    c.kind = Change::Method;
                    c.method = m;
                    out.push_back(c);
                }
            }
            c.method = TrainMethod::Full;
        }
        if (t.method == TrainMethod::Full && t.optimizer == Optimizer::AdamW) {
            c.kind = Change::Optimizer8bit;
            out.push_back(c);
        }
        if (t.method == TrainMethod::Full && t.offload == Offload::None) {
            c.kind = Change::OptimizerOffload;
            out.push_back(c);
        }
        // Pure 16-bit with bitsandbytes' paged 8-bit AdamW (torchtune's llama3_1/8B_full_single_device).
        const bool sixteenBit = t.precision == Precision::Bf16 || t.precision == Precision::Fp16;
        if (t.method == TrainMethod::Full && sixteenBit && t.offload == Offload::None
            && (t.masterWeights != MasterWeights::None || t.optimizer != Optimizer::PagedAdamW8bit)) {
            c.kind = Change::PureBf16Paged;
            c.value = t.gradientAccumulation <= 1 ? 1 : 0; // torchtune refuses optimizer_in_bwd with accumulation
            out.push_back(c);
            c.value = 0;
        }
    }
    WorkloadChange site;
    if (workload.budget.set) {
        site.kind = Change::LiftBudget;
        out.push_back(site);
    }
    if (workload.site.environment != "server-room") {
        site.kind = Change::ServerRoom;
        out.push_back(site);
    }
    if (outletLimitW > 0) {
        for (const Outlet *o : largerCircuits(workload.site, outletLimitW)) {
            site.kind = Change::Circuit;
            site.outlet = o->id;
            out.push_back(site);
        }
    }
    return out;
}

// How close a change alone came: fewer failed checks of its closest build first.
std::pair<std::size_t, double> closeness(const Suggestion &s)
{
    if (s.blockedBy >= 0 || !s.stillFailing.build) {
        return {std::numeric_limits<std::size_t>::max(), 0.0};
    }
    const Build &b = *s.stillFailing.build;
    const Violation &v = b.violations.front();
    return {b.violations.size(), v.available > 0 ? v.required / v.available : std::numeric_limits<double>::infinity()};
}

constexpr int kMaxPairProbes = 128; // bounds the pair search of a workload with many jobs
constexpr int kMaxClusterNodes = 16;

} // namespace

void Planner::suggest()
{
    // Every variation is a plan of its own that reads this one and writes only its own slot:
    // they run side by side on the machine's cores, and the lists are made from the slots in
    // the order they were asked, so the result is the same on any number of threads.
    const Search search(*this);
    const unsigned threads = workerThreads(opt.threads);
    std::vector<Suggestion> singles;
    for (const WorkloadChange &c : singleChanges(workload, outletLimit)) {
        Suggestion s;
        s.changes = {c};
        s.blockedBy = search.blockingJob(s.changes);
        singles.push_back(std::move(s));
    }
    parallelFor(singles.size(), threads, [&](std::size_t i) {
        Suggestion &s = singles[i];
        if (s.blockedBy < 0) {
            Probe p = search.runSearched(s.changes, true);
            s.feasible = p.feasible;
            s.entry = std::move(p.entry);
            s.stillFailing = std::move(p.closest);
        }
    });

    // Pairs of changes that do not work alone, the most promising first (those whose closest
    // builds fail the fewest checks). A pair holding a change that works alone is never
    // needed; a pair no cheaper than a change that works alone is dropped after planning.
    std::vector<const Suggestion *> failing;
    std::int64_t cheapestSingle = std::numeric_limits<std::int64_t>::max();
    std::int64_t cheapestKeepingSingle = cheapestSingle; // of the changes that keep the workload
    for (const Suggestion &s : singles) {
        if (s.feasible) {
            cheapestSingle = std::min(cheapestSingle, s.priceMinor());
            if (s.keepsWorkload())
                cheapestKeepingSingle = std::min(cheapestKeepingSingle, s.priceMinor());
        } else {
            failing.push_back(&s);
        }
    }
    std::stable_sort(failing.begin(), failing.end(),
                     [](const Suggestion *a, const Suggestion *b) { return closeness(*a) < closeness(*b); });
    std::vector<Suggestion> pairs;
    if (search.misfits.size() <= 2) {
        std::vector<std::pair<std::size_t, std::size_t>> order;
        for (std::size_t a = 0; a < failing.size(); ++a) {
            for (std::size_t b = a + 1; b < failing.size(); ++b) {
                order.emplace_back(a, b);
            }
        }
        std::stable_sort(order.begin(), order.end(),
                         [](const auto &x, const auto &y) { return x.first + x.second < y.first + y.second; });
        std::vector<Suggestion> tried;
        for (const auto &[a, b] : order) {
            const WorkloadChange &ca = failing[a]->changes.front();
            const WorkloadChange &cb = failing[b]->changes.front();
            if (!combinable(ca, cb)) {
                continue;
            }
            Suggestion s;
            s.changes = {ca, cb};
            // Listed in the order the single changes are: the jobs, then the site and budget.
            if (failing[b] < failing[a]) {
                std::swap(s.changes[0], s.changes[1]);
            }
            if (search.blockingJob(s.changes) >= 0) {
                continue; // a third job fits nowhere: not listed
            }
            if (tried.size() >= std::size_t(kMaxPairProbes)) {
                break;
            }
            tried.push_back(std::move(s));
        }
        // A pair is shown only when it is cheaper than every change of its kind that works
        // alone (a pair of site and budget changes: than every such change; else: than every
        // change), so its search stops at that price. The way that keeps the workload as asked
        // is not hidden by a cheaper one that changes it (docs/planner.md, "What would work").
        parallelFor(tried.size(), threads, [&](std::size_t i) {
            Suggestion &s = tried[i];
            const std::int64_t cap = s.keepsWorkload() ? cheapestKeepingSingle : cheapestSingle;
            Probe p = search.runSearched(s.changes, false, cap);
            if (p.feasible && p.entry->priceMinor < cap) {
                s.feasible = true;
                s.entry = std::move(p.entry);
            }
        });
        for (Suggestion &s : tried) {
            if (s.feasible) {
                pairs.push_back(std::move(s));
            }
        }
    }

    // Shown: what works alone, cheapest first; then what works in pairs, cheapest first; then
    // (when neither does) a cluster; then what alone is not enough, in the order tried.
    const auto byPrice = [](const Suggestion &a, const Suggestion &b) { return a.priceMinor() < b.priceMinor(); };
    std::vector<Suggestion> works;
    std::vector<Suggestion> notEnough;
    for (Suggestion &s : singles) {
        (s.feasible ? works : notEnough).push_back(std::move(s));
    }
    std::stable_sort(works.begin(), works.end(), byPrice);
    std::stable_sort(pairs.begin(), pairs.end(), byPrice);
    const bool anyWorkstation = !works.empty() || !pairs.empty();
    for (Suggestion &s : pairs) {
        works.push_back(std::move(s));
    }
    if (!anyWorkstation) {
        if (std::optional<Suggestion> c = suggestCluster()) {
            works.push_back(std::move(*c));
        }
    }
    for (Suggestion &s : notEnough) {
        works.push_back(std::move(s));
    }
    const std::size_t shown = std::size_t(std::max(0, opt.maxSuggestions));
    if (works.size() > shown) {
        // The cheapest that keeps the workload stays in view, in the last place shown.
        auto keeping = works.end();
        for (auto it = works.begin(); it != works.end(); ++it) {
            if (it->feasible && it->keepsWorkload() && (keeping == works.end() || it->priceMinor() < keeping->priceMinor()))
                keeping = it;
        }
        if (shown > 0 && keeping != works.end() && std::size_t(keeping - works.begin()) >= shown)
            std::rotate(works.begin() + std::ptrdiff_t(shown - 1), keeping, keeping + 1);
        works.resize(shown);
    }
    result.suggestions = std::move(works);
}

std::optional<Suggestion> Planner::suggestCluster()
{
    // The fewest nodes that work — 2, 4, 8 or 16 identical nodes ("1 × 8 GPUs in one node beats
    // 2 × 4 for communication-heavy training", the seed article) — with the cheapest node build
    // that passes every check for its share of the jobs: within the site and the budget's share
    // if one does, else without the budget, else in a server room without an outlet limit.
    PlanOptions quiet = opt;
    quiet.suggestions = false;
    struct Level {
        bool budget, site;
    };
    for (const Level level : {Level{true, true}, Level{false, true}, Level{false, false}}) {
        const bool sameAsBefore = (!level.budget && level.site && !workload.budget.set)
            || (!level.site && !workload.budget.set && workload.site.environment == "server-room" && outletLimit == 0);
        if (sameAsBefore) {
            continue;
        }
        for (int nodes = 2; nodes <= kMaxClusterNodes; nodes *= 2) {
            Workload w = workload;
            ClusterNetwork network = clusterNetwork(snap, index->keep, nodes);
            if (network.nicsInNodes) {
                w.requirements.network = "ib-ndr"; // every node carries its NIC (sizeNic)
            }
            if (!level.budget || !w.budget.set) {
                w.budget.set = false;
            } else {
                // Each node gets its share of what the network leaves of the budget.
                const double networkMajor = double(network.priceMinor) / std::pow(10.0, currencyMinorDigits(w.budget.currency));
                w.budget.max = (w.budget.max - networkMajor) / nodes;
                if (w.budget.max <= 0) {
                    continue;
                }
            }
            if (!level.site) {
                w.site.environment = "server-room";
                w.site.outlet.clear();
                w.site.outletW = 0;
            }
            Planner p(w, snap, quiet);
            p.index = index; // the same snapshot and country
            p.clusterNodes = nodes;
            p.probe = true;
            p.run();
            if (const Candidate *node = p.cheapestPassing()) {
                Suggestion s;
                WorkloadChange c;
                c.kind = Change::Cluster;
                s.changes = {c};
                s.feasible = true;
                ClusterSuggestion cluster;
                cluster.nodes = nodes;
                cluster.node = p.materialized(*node);
                cluster.gpu = cluster.node->gpu;
                cluster.gpusPerNode = cluster.node->gpuCount;
                if (network.nicsInNodes && cluster.node->nic >= 0) {
                    network.nic = cluster.node->nic; // the one the node was sized with
                } else {
                    network.nicsInNodes = false;
                }
                cluster.network = network;
                cluster.totalMinor = moneyAdd(moneyMul(cluster.node->priceMinor, nodes), network.priced ? network.priceMinor : 0);
                cluster.withinBudget = level.budget || !workload.budget.set;
                cluster.withinSite = level.site;
                s.cluster = std::move(cluster);
                return s;
            }
        }
    }
    return std::nullopt;
}

JobOutcome clusterShare(const Job &job, const GpuSpec &gpu, int count, int nodes, const EstimateOptions &options)
{
    const int total = count * nodes;
    JobOutcome out;
    if (job.kind == JobKind::Training) {
        out = trainingLayout(job, gpu, total, options);
    } else {
        // Tensor parallel over the node's GPUs that divide the heads, pipeline parallel over
        // the nodes; the first layout that fits and meets the targets, else the fastest that
        // fits, else the smallest per-GPU memory (as inferenceLayout within one node).
        const InferenceJob &inf = job.inference;
        out.kind = job.kind;
        bool have = false, haveMeets = false;
        for (int t = 1; t <= count; ++t) {
            if (count % t != 0 || (job.model.heads > 0 && job.model.heads % t != 0)
                || (inf.tensorParallel > 0 && t != inf.tensorParallel)) {
                continue;
            }
            const Layout layout{total, t, nodes, 0};
            InferenceEstimate e = estimateInference(job.model, inf, gpu, layout, options);
            const bool meets = meetsServingTargets(inf, e);
            const bool better = !have
                || (e.fits != out.fits ? e.fits
                    : meets != haveMeets ? meets
                    : e.fits ? e.aggregateTokensPerS > out.inference.aggregateTokensPerS * (1 + 1e-9)
                             : e.gpu.totalBytes < out.inference.gpu.totalBytes);
            if (better) {
                have = true;
                haveMeets = meets;
                out.layout = layout;
                out.inference = std::move(e);
                out.fits = out.inference.fits;
            }
        }
        const MemoryBreakdown &m = out.inference.gpu;
        out.headroom = m.usableBytes > 0 ? double(m.usableBytes - m.totalBytes) / double(m.usableBytes) : -1.0;
        if (inf.minTokensPerSPerUser > 0 && out.inference.decodeTokensPerSPerUser < inf.minTokensPerSPerUser) {
            out.targetsMet = false;
            out.gaps.push_back({Target::TokensPerUser, out.inference.decodeTokensPerSPerUser, inf.minTokensPerSPerUser});
        }
        if (inf.maxTtftS > 0 && out.inference.ttftS > inf.maxTtftS) {
            out.targetsMet = false;
            out.gaps.push_back({Target::TimeToFirstToken, out.inference.ttftS, inf.maxTtftS});
        }
    }
    // The engine's host figures are for every GPU of the layout: one node has the base once
    // and 1/nodes of the rest (per-GPU RAM and cores, offloaded state); each node keeps the
    // model files, checkpoints and data itself, so storage stays whole but for offloaded state.
    HostRequirements &h = out.kind == JobKind::Training ? out.training.host : out.inference.host;
    const auto share = [nodes](std::int64_t all, std::int64_t once) {
        return all > once ? once + (all - once) / nodes : all;
    };
    h.ramBytes = share(h.ramBytes, options.hostBaseRamBytes);
    h.cpuCores = int(share(h.cpuCores, options.cpuCoresBase));
    h.offloadRamBytes /= nodes;
    h.storageBytes -= h.offloadDiskBytes - h.offloadDiskBytes / nodes;
    h.offloadDiskBytes /= nodes;
    return out;
}

ClusterNetwork clusterNetwork(const CatalogSnapshot &snap, const KeptParts &sold, int nodes)
{
    // One InfiniBand NDR (400 Gb/s) NIC per node, the seed article's and the vendors' practice
    // for multi-node GPU work; two nodes are cabled to each other, more share a leaf switch. The
    // NIC is sized into every node (a slot, its lanes, its price) when the catalog offers one;
    // switches and cables are not catalog parts, so that much of the network is never priced
    // (the plan says so rather than inventing a figure).
    ClusterNetwork n;
    n.nics = nodes;
    n.switchClass = nodes <= 2 ? SwitchClass::DirectCable : SwitchClass::SingleLeaf;
    n.nic = cheapestNic(snap, pricedNics(snap, sold), "ib-ndr"); // as sizeNic will choose it
    n.nicsInNodes = n.nic >= 0;
    n.priced = false;
    n.priceMinor = 0;
    return n;
}

} // namespace planner

const char *changeId(Change change)
{
    switch (change) {
    case Change::Weights: return "weights";
    case Change::KvCache: return "kv_cache";
    case Change::FullRecompute: return "full_recompute";
    case Change::Method: return "method";
    case Change::Optimizer8bit: return "optimizer_8bit";
    case Change::OptimizerOffload: return "optimizer_offload";
    case Change::PureBf16Paged: return "pure_16bit_paged_optimizer";
    case Change::FewerUsers: return "fewer_users";
    case Change::ShorterContext: return "shorter_context";
    case Change::LiftBudget: return "lift_budget";
    case Change::ServerRoom: return "server_room";
    case Change::Circuit: return "circuit";
    case Change::Cluster: return "cluster";
    }
    return "";
}

Workload applyChanges(const Workload &workload, const std::vector<WorkloadChange> &changes)
{
    Workload w = workload;
    // Another circuit or no budget must not move the site to another market: the country the
    // plan took from the outlet or the currency is written down.
    if (std::any_of(changes.begin(), changes.end(),
                    [](const WorkloadChange &c) { return c.kind == Change::Circuit || c.kind == Change::LiftBudget; }))
        w.site.country = siteCountry(workload).code;
    for (const WorkloadChange &c : changes) {
        Job *job = c.job >= 0 && std::size_t(c.job) < w.jobs.size() ? &w.jobs[std::size_t(c.job)] : nullptr;
        switch (c.kind) {
        case Change::Weights:
            if (job) {
                job->inference.weights = c.precision;
            }
            break;
        case Change::KvCache:
            if (job) {
                job->inference.kvCache = c.precision;
            }
            break;
        case Change::FullRecompute:
            if (job) {
                job->training.activationCheckpointing = Recompute::Full;
            }
            break;
        case Change::Method:
            if (job) {
                job->training.method = c.method;
            }
            break;
        case Change::Optimizer8bit:
            if (job) {
                job->training.optimizer = Optimizer::AdamW8bit;
            }
            break;
        case Change::PureBf16Paged:
            if (job) {
                TrainingJob &t = job->training;
                t.masterWeights = MasterWeights::None;
                t.optimizer = Optimizer::PagedAdamW8bit;
                t.optimizerInBackward = c.value != 0;
            }
            break;
        case Change::OptimizerOffload:
            if (job) {
                // DeepSpeed offloads the optimizer from ZeRO stage 1 on.
                job->training.offload = Offload::Optimizer;
                job->training.zeroStage = std::max(1, job->training.zeroStage);
            }
            break;
        case Change::FewerUsers:
            if (job && c.value >= 1) {
                job->inference.concurrency = c.value;
            }
            break;
        case Change::ShorterContext:
            if (job && c.value >= job->inference.promptTokens + job->inference.outputTokens) {
                job->inference.contextLength = c.value;
            }
            break;
        case Change::LiftBudget: w.budget.set = false; break;
        case Change::ServerRoom: w.site.environment = "server-room"; break;
        case Change::Circuit:
            w.site.outlet = c.outlet;
            w.site.outletW = 0;
            break;
        case Change::Cluster: break; // nothing a workload file says
        }
    }
    return w;
}

bool Suggestion::keepsWorkload() const
{
    return !changes.empty() && std::all_of(changes.begin(), changes.end(), [](const WorkloadChange &c) {
        return c.kind == Change::LiftBudget || c.kind == Change::ServerRoom || c.kind == Change::Circuit
            || c.kind == Change::Cluster;
    });
}

std::int64_t Suggestion::priceMinor() const
{
    if (!feasible) {
        return 0;
    }
    if (cluster) {
        return cluster->totalMinor;
    }
    return entry ? entry->priceMinor : 0;
}

} // namespace rigplan
