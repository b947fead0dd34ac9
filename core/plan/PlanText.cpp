// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/PlanText.h"

#include "plan/PlannerDetail.h"
#include "util/Money.h"
#include "util/Tr.h"

#include <fmt/format.h>

#include <algorithm>

namespace rigplan::plantext {

namespace {

std::string money(double minor, const std::string &currency)
{
    return formatMinor(std::int64_t(minor), QString::fromStdString(currency)).toStdString();
}

// The model as the user reads it: the catalog's display name (the id only for a model without one).
const std::string &modelName(const Job &job)
{
    return job.model.name.empty() ? job.model.id : job.model.name;
}

const std::string &modelName(const PlanTextContext &ctx, int job)
{
    static const std::string none;
    return job >= 0 && std::size_t(job) < ctx.workload.jobs.size() ? modelName(ctx.workload.jobs[std::size_t(job)])
                                                                   : none;
}

} // namespace

std::string gigabytes(double bytes)
{
    return fmt::format("{:.1f} GB", bytes / 1e9);
}

std::string gigabytesPerSecond(double bytesPerS)
{
    return fmt::format("{:.1f} GB/s", bytesPerS / 1e9);
}

std::string watts(double w)
{
    return fmt::format("{:.0f} W", w);
}

std::string tierWord(TierKind kind)
{
    switch (kind) {
    case TierKind::Entry:
        //: tier name inside a sentence ("the mainstream tier is the same build as the entry tier")
        return trc("rigplan::Planner", "entry");
    case TierKind::Mainstream:
        //: tier name inside a sentence
        return trc("rigplan::Planner", "mainstream");
    case TierKind::High:
        //: tier name inside a sentence: the high-performance tier
        return trc("rigplan::Planner", "high");
    }
    return tierId(kind);
}

std::string volumeWord(Volume volume)
{
    switch (volume) {
    case Volume::System:
        //: storage volume inside a sentence ("the system volume")
        return trc("rigplan::Planner", "system");
    case Volume::Project:
        //: storage volume inside a sentence ("the project volume")
        return trc("rigplan::Planner", "project");
    case Volume::Data:
        //: storage volume inside a sentence ("the data volume")
        return trc("rigplan::Planner", "data");
    }
    return {};
}

std::string environmentWord(const std::string &environment)
{
    if (environment == "office") {
        //: site environment inside a sentence
        return trc("rigplan::Planner", "office");
    }
    if (environment == "lab") {
        //: site environment inside a sentence
        return trc("rigplan::Planner", "lab");
    }
    if (environment == "server-room") {
        //: site environment inside a sentence
        return trc("rigplan::Planner", "server-room");
    }
    return environment;
}

std::string layout(const JobOutcome &o, LayoutForm form)
{
    const Layout &l = o.layout;
    const bool full = form == LayoutForm::Long;
    if (o.kind == JobKind::Training) {
        const int dp = std::max(1, l.gpus / (std::max(1, l.tensorParallel) * std::max(1, l.pipelineParallel)));
        const int gpus = l.gpus;
        if (l.zeroStage != o.requestedZeroStage) {
            const TrTemplate text = full
                //: %n = GPU count, {1} = tensor-parallel, {2} = pipeline-parallel, {3} = data-parallel degree,
                //: {4} = ZeRO stage used, {5} = the job's ZeRO stage
                ? trtn("rigplan::Planner", "%n GPU(s): tensor parallel {1}, pipeline parallel {2}, data parallel {3}, "
                                           "ZeRO stage {4} (raised from {5} to fit)", nullptr, gpus)
                //: %n = GPU count, {1} = tensor-parallel, {2} = pipeline-parallel, {3} = data-parallel degree,
                //: {4} = ZeRO stage used, {5} = the job's ZeRO stage
                : trtn("rigplan::Planner", "%n GPU(s), tp {1} pp {2} dp {3}, ZeRO {4} (raised from {5} to fit)", nullptr,
                       gpus);
            return trFormat(text, gpus, l.tensorParallel, l.pipelineParallel, dp, l.zeroStage, o.requestedZeroStage);
        }
        const TrTemplate text = full
            //: %n = GPU count, {1} = tensor-parallel, {2} = pipeline-parallel, {3} = data-parallel degree,
            //: {4} = ZeRO stage
            ? trtn("rigplan::Planner", "%n GPU(s): tensor parallel {1}, pipeline parallel {2}, data parallel {3}, "
                                       "ZeRO stage {4}", nullptr, gpus)
            //: %n = GPU count, {1} = tensor-parallel, {2} = pipeline-parallel, {3} = data-parallel degree,
            //: {4} = ZeRO stage
            : trtn("rigplan::Planner", "%n GPU(s), tp {1} pp {2} dp {3}, ZeRO {4}", nullptr, gpus);
        return trFormat(text, gpus, l.tensorParallel, l.pipelineParallel, dp, l.zeroStage);
    }
    if (l.tensorParallel <= 0) {
        return {};
    }
    if (o.gpuCount > l.gpus) {
        // No more replicas than users, each of the same power-of-two tensor-parallel size: the
        // GPUs left over would serve no one.
        const int owned = o.gpuCount;
        const TrTemplate text = full
            //: {0} = GPUs used, %n = GPUs the job has, {2} = tensor-parallel degree, {3} = number of replicas
            ? trtn("rigplan::Planner", "{0} of %n GPU(s) used: tensor parallel {2}, replicas {3}", nullptr, owned)
            //: {0} = GPUs used, %n = GPUs the job has, {2} = tensor-parallel degree, {3} = number of replicas
            : trtn("rigplan::Planner", "{0} of %n GPU(s) used, tensor parallel {2}, replicas {3}", nullptr, owned);
        return trFormat(text, l.gpus, owned, l.tensorParallel, o.replicas());
    }
    const int gpus = l.gpus;
    const TrTemplate text = full
        //: %n = GPU count, {1} = tensor-parallel degree, {2} = number of replicas (data-parallel copies)
        ? trtn("rigplan::Planner", "%n GPU(s): tensor parallel {1}, replicas {2}", nullptr, gpus)
        //: %n = GPU count, {1} = tensor-parallel degree, {2} = number of replicas (data-parallel copies)
        : trtn("rigplan::Planner", "%n GPU(s), tensor parallel {1}, replicas {2}", nullptr, gpus);
    return trFormat(text, gpus, l.tensorParallel, o.replicas());
}

std::string gpuRange(const JobOutcome &o)
{
    if (o.gpuCount <= 1) {
        //: the one GPU of a build a job runs on; {0} = its number, counted from 0
        return trFormat(trt("rigplan::Planner", "GPU {0}"), o.firstGpu);
    }
    //: the GPUs of a build a job runs on; {0} = first, {1} = last, counted from 0
    return trFormat(trt("rigplan::Planner", "GPUs {0}–{1}"), o.firstGpu, o.firstGpu + o.gpuCount - 1);
}

std::string gpuAssignment(const PlanTextContext &ctx, const Build &b)
{
    const std::vector<JobOutcome> &jobs = b.jobOutcomes();
    if (!ctx.workload.concurrent || jobs.size() < 2 || jobs.size() != ctx.workload.jobs.size()) {
        return {};
    }
    std::string out;
    for (std::size_t j = 0; j < jobs.size(); ++j) {
        const Job &job = ctx.workload.jobs[j];
        //: one job's GPUs in a list of concurrent jobs; {0} = "GPUs 0–1", {1} = the job's name or model
        const std::string item = trFormat(trt("rigplan::Planner", "{0}: {1}"), gpuRange(jobs[j]),
                                          job.name.empty() ? modelName(job) : job.name);
        //: joins the GPUs of concurrent jobs; {0} = the list so far, {1} = the next job's GPUs
        out = j == 0 ? item : trFormat(trt("rigplan::Planner", "{0}; {1}"), out, item);
    }
    return out;
}

std::string gap(const Job &job, const TargetGap &g)
{
    switch (g.target) {
    case Target::TrainingHours:
        //: target missed. {0} = model name, {1} = hours of the run, {2} = target hours
        return trFormat(trt("rigplan::Planner", "{0}: {1:.1f} h for the training run > target {2:.1f} h"),
                        modelName(job), g.actual, g.wanted);
    case Target::TokensPerUser:
        //: target missed. {0} = model name, {1} = tokens/s per user, {2} = target, {3} = shortfall in percent
        return trFormat(trt("rigplan::Planner", "{0}: {1:.1f} tokens/s per user < target {2:.1f} ({3:.0f} % short)"),
                        modelName(job), g.actual, g.wanted, (1.0 - g.actual / g.wanted) * 100);
    case Target::TimeToFirstToken:
        //: target missed. {0} = model name, {1} = time to first token in s, {2} = target in s
        return trFormat(trt("rigplan::Planner", "{0}: time to first token {1:.2f} s > target {2:.2f} s"),
                        modelName(job), g.actual, g.wanted);
    }
    return {};
}

std::vector<std::string> gaps(const Job &job, const JobOutcome &outcome)
{
    std::vector<std::string> out;
    for (const TargetGap &g : outcome.gaps) {
        out.push_back(gap(job, g));
    }
    return out;
}

std::string violation(const PlanTextContext &ctx, const Build &b, const Violation &v)
{
    const CatalogSnapshot &snap = ctx.snapshot;
    const PlatformSpec &p = platformOf(snap, b);
    const GpuSpec &g = gpuOf(snap, b);
    const int n = b.gpuCount;
    switch (v.rule) {
    case Rule::GpuTooLong:
        //: {0} = GPU name, {1} = its length, {2} = platform name, {3} = longest card it takes
        return trFormat(trt("rigplan::Planner", "{0} is {1} mm long; {2} takes cards up to {3} mm"), g.name, g.lengthMm,
                        p.name, p.maxGpuLengthMm);
    case Rule::GpuTooWide:
        //: {0} = GPU name, {1} = its width in slots, {2} = platform name, {3} = widest card it takes
        return trFormat(trt("rigplan::Planner", "{0} is {1} slots wide; {2} takes {3}-slot cards"), g.name, g.slotWidth,
                        p.name, p.maxGpuWidthSlots);
    case Rule::SlotPitchTooSmall:
        //: {0} = GPU count, {1} = card width in slots, {2} = platform name, {3} = slot pitch
        return trFormat(trt("rigplan::Planner",
                            "{0} × {1}-slot cards do not fit side by side: the x16 slots of {2} are {3} slots apart"),
                        n, g.slotWidth, p.name, p.slotPitch);
    case Rule::SlotPitchUnknown:
        //: {0} = GPU count, {1} = card width in slots, {2} = platform name
        return trFormat(trt("rigplan::Planner",
                            "{0} × {1}-slot cards: the slot spacing of {2} is not published, so a fit cannot be confirmed"),
                        n, g.slotWidth, p.name);
    case Rule::TooFewX16Slots:
        //: {0} = GPU count, {1} = platform name, {2} = its number of x16 slots
        return trFormat(trt("rigplan::Planner", "{0} GPUs but {1} has {2} x16 slots"), n, p.name, p.x16Slots);
    case Rule::PassiveNoAirflow:
        //: {0} = GPU name, {1} = platform name
        return trFormat(trt("rigplan::Planner", "{0} is passively cooled and needs server airflow; {1} has none"), g.name,
                        p.name);
    case Rule::TooManyOpenAir:
        //: {0} = GPU count, {1} = GPU name, {2} = cooler type from the catalog ("open-air",
        //: "flow-through"), {3} = platform name, {4} = how many such cards it can cool
        return trFormat(trt("rigplan::Planner", "{0} × {1} ({2} cooler) but {3} can cool {4} such cards"), n, g.name,
                        g.cooling, p.name, p.maxOpenAirGpus);
    case Rule::RackInOffice:
        //: {0} = platform name
        return trFormat(trt("rigplan::Planner", "{0} is a rack server; the site is an office"), p.name);
    case Rule::LoudInOffice:
        //: {0} = platform name
        return trFormat(trt("rigplan::Planner", "{0} is loud under load; the site is an office"), p.name);
    case Rule::JobMemory: {
        const std::vector<JobOutcome> &jobs = b.jobOutcomes();
        const std::string layoutText = v.job >= 0 && std::size_t(v.job) < jobs.size() ? layout(jobs[std::size_t(v.job)])
                                                                                      : std::string();
        //: {0} = model name, {1} = memory needed per GPU ("41.2 GB"), {2} = GPU count,
        //: {3} = GPU name, {4} = the parallel layout tried, {5} = usable memory per GPU
        return trFormat(trt("rigplan::Planner", "{0} needs {1} per GPU on {2} × {3} ({4}); {5} usable"),
                        modelName(ctx, v.job), gigabytes(v.required), n, g.name, layoutText, gigabytes(v.available));
    }
    case Rule::ConcurrentMemory: {
        const std::vector<JobOutcome> &jobs = b.jobOutcomes();
        const int share = v.job >= 0 && std::size_t(v.job) < jobs.size() ? jobs[std::size_t(v.job)].gpuCount : 0;
        //: {0} = number of jobs, {1} = model name of the job that does not fit, %n = GPUs the best split
        //: gives it, {3} = GPU count, {4} = GPU name, {5} = memory it needs per GPU, {6} = usable per GPU
        return trFormat(trtn("rigplan::Planner",
                             "the {0} concurrent jobs get GPUs of their own, and no split of the {3} × {4} holds {1}: "
                             "on %n GPU(s) it needs {5} per GPU; {6} usable",
                             nullptr, share),
                        ctx.workload.jobs.size(), modelName(ctx, v.job), share, n, g.name, gigabytes(v.required),
                        gigabytes(v.available));
    }
    case Rule::TooFewGpusForJobs:
        //: {0} = number of concurrent jobs, {1} = GPU count of the build
        return trFormat(trt("rigplan::Planner", "the {0} concurrent jobs need a GPU each; the build has {1}"),
                        int(v.required), int(v.available));
    case Rule::TooFewCores: {
        const CpuSpec *c = cpuOf(snap, b);
        //: %n = cores needed, {1} = CPU name, {2} = cores it has
        return trFormat(trtn("rigplan::Planner", "%n core(s) needed, {1} has {2}", nullptr, int(v.required)),
                        int(v.required), c ? c->name : std::string(), int(v.available));
    }
    case Rule::TooFewLanes:
        //: {0} = GPU count, {1} = PCIe lanes per GPU, {2} = lanes available for GPUs,
        //: {3} = the least lanes per GPU the check accepts
        return trFormat(trt("rigplan::Planner",
                            "{0} GPUs get x{1} each ({2} lanes for GPUs); at least x{3} per GPU is required"),
                        n, b.lanesPerGpu, int(v.available), ctx.options.minLanesPerGpu);
    case Rule::RamBeyondPlatform: {
        const CpuSpec *c = cpuOf(snap, b);
        //: {0} = RAM needed ("512.0 GB"), {1} = platform name, {2} = CPU name,
        //: {3} = the most RAM they take
        return trFormat(trt("rigplan::Planner", "{0} of system RAM needed; {1} with {2} takes at most {3}"),
                        gigabytes(v.required), p.name, c ? c->name : std::string(),
                        gigabytes(double(p.maxMemoryBytes > 0 ? p.maxMemoryBytes : 0)));
    }
    case Rule::HostBandwidth: {
        const CpuSpec *c = cpuOf(snap, b);
        //: {0} = bandwidth needed ("307.2 GB/s"), {1} = platform name, {2} = CPU name, {3} = what its
        //: memory gives ("153.6 GB/s"); peak figures (channels × MT/s × 8 bytes)
        return trFormat(trt("rigplan::Planner",
                            "the experts kept in host memory need {0} of memory bandwidth (peak) for the speed "
                            "target; {1} with {2} gives {3}"),
                        gigabytesPerSecond(v.required), p.name, c ? c->name : std::string(),
                        gigabytesPerSecond(v.available));
    }
    case Rule::NoDriveSetFits:
        //: {0} = storage needed ("2400.0 GB"), {1} = platform name
        return trFormat(trt("rigplan::Planner", "{0} of NVMe storage needed; no drive set fits the bays of {1}"),
                        gigabytes(v.required), p.name);
    case Rule::NonEccMemory: {
        const CpuSpec *c = cpuOf(snap, b);
        //: {0} = platform name, {1} = CPU name
        return trFormat(trt("rigplan::Planner",
                            "the workload requires ECC memory; {0} with {1} runs no ECC DIMMs (set requirements.ecc "
                            "to \"preferred\" or \"any\" to allow it)"),
                        p.name, c ? c->name : std::string());
    }
    case Rule::SystemVolumeNoRoom:
    case Rule::ProjectVolumeNoRoom:
    case Rule::DataVolumeNoRoom: {
        const Volume vol = v.rule == Rule::SystemVolumeNoRoom  ? Volume::System
                         : v.rule == Rule::ProjectVolumeNoRoom ? Volume::Project
                                                               : Volume::Data;
        //: {0} = volume ("system", "project", "data"), {1} = bytes it must hold ("2400.0 GB"), {2} = platform
        //: name, {3} = M.2 slots, {4} = U.2 bays, {5} = 2.5" SATA bays, {6} = 3.5" bays
        return trFormat(trt("rigplan::Planner",
                            "no drive set for the {0} volume ({1}) fits what is left of {2}'s slots and bays "
                            "({3} M.2, {4} U.2, {5} SATA, {6} 3.5\")"),
                        volumeWord(vol), gigabytes(v.required), p.name, planner::m2SlotsOf(p),
                        planner::u2BaysOf(p, ctx.options), p.sataBays, p.hddBays);
    }
    case Rule::NoCpuCooler: {
        const CpuSpec *c = cpuOf(snap, b);
        //: {0} = CPU name, {1} = its sustained power ("253 W"), {2} = the best cooler rating for its socket
        return trFormat(trt("rigplan::Planner", "{0} draws {1} sustained; the catalog's coolers for its socket are rated to {2}"),
                        c ? c->name : std::string(), watts(v.required), watts(v.available));
    }
    case Rule::NoNicFits:
        //: {0} = the network class asked for ("100gbe", "ib-ndr"), {1} = port speed in Gb/s, {2} = platform
        //: name, %n = slots free for a NIC
        return trFormat(trtn("rigplan::Planner",
                             "the workload asks for a {0} network ({1} Gb/s); no such NIC of the catalog fits {2} "
                             "(%n slot(s) free for a NIC)",
                             nullptr, int(v.available)),
                        ctx.workload.requirements.network, int(v.required), p.name, int(v.available));
    case Rule::NoBridgeFits: {
        std::vector<int> spans; // ascending, each once
        for (const BridgeSpec &k : snap.bridges) {
            if (k.joins(g.id) && std::find(spans.begin(), spans.end(), k.slotSpacing) == spans.end()) {
                spans.push_back(k.slotSpacing);
            }
        }
        std::sort(spans.begin(), spans.end());
        std::string spacings;
        for (const int span : spans) {
            spacings += fmt::format("{}{}", spacings.empty() ? "" : ", ", span);
        }
        //: {0} = GPU name, {1} = platform name, {2} = its slot pitch (slots), {3} = the bridges' slot
        //: spacings the catalog has for the card ("3, 4")
        return trFormat(trt("rigplan::Planner",
                            "the layout joins pairs of {0} by an NVLink bridge; the x16 slots of {1} are {2} slots apart "
                            "and the catalog's bridges for the card span {3} slots"),
                        g.name, p.name, int(v.required), spacings);
    }
    case Rule::NoPsuSet:
        //: {0} = steady DC load ("1450 W"), {1} = extra GPU transient load, {2} = PSU form
        //: factor ("ATX", "CRPS"), {3} = platform name, %n = number of PSU bays
        return trFormat(trtn("rigplan::Planner",
                             "{0} steady DC load (+{1} GPU transients) is beyond every {2} PSU set {3} takes (%n bay(s))",
                             nullptr, p.psuBays),
                        watts(b.power.dcLoadW()), watts(b.transientW - b.power.dcLoadW()), p.psuForm, p.name, p.psuBays);
    case Rule::WallBeyondOutlet:
        //: {0} = wall power ("1812 W"), {1} = the outlet's continuous rating in W
        return trFormat(trt("rigplan::Planner", "wall power {0} > {1} W continuous on the site's outlet"),
                        watts(v.required), std::int64_t(v.available));
    case Rule::NoPrice:
        return trc("rigplan::Planner", "a part of this build has no price in the catalog");
    case Rule::PriceOverflow:
        //: {0} = the largest number of minor units RigPlan can add up (9223372036854775807), {1} = currency
        return trFormat(trt("rigplan::Planner",
                            "the prices of this build add up to more than {0} minor units of {1} (the 64-bit limit)"),
                        kMoneyOverflow, snap.currency);
    case Rule::FrameworkUnsupported:
    case Rule::FormatUnsupported:
    case Rule::Fp8TrainingUnsupported: {
        if (v.job < 0 || std::size_t(v.job) >= ctx.workload.jobs.size()) {
            return {};
        }
        return softwareBlock(ctx, g, jobSoftware(snap.software, g, ctx.workload.jobs[std::size_t(v.job)], v.job));
    }
    case Rule::OverBudget:
        //: {0} = build price, {1} = the client's budget
        return trFormat(trt("rigplan::Planner", "{0} > budget {1}"), money(v.required, snap.currency),
                        money(v.available, snap.currency));
    }
    return {};
}

std::string violations(const PlanTextContext &ctx, const Build &b)
{
    std::string out;
    for (const Violation &v : b.violations) {
        if (!out.empty()) {
            out += "; ";
        }
        out += fmt::format("{}: {}", checkId(v.check), violation(ctx, b, v));
    }
    return out;
}

namespace {

// Where the GPU stands, then the successor the catalog names with its price: the words of
// BuildNote::GpuEndOfLife.
std::string lifecycleStatus(const GpuSpec &g)
{
    const bool lastBuy = g.lifecycle == GpuLifecycle::LastTimeBuy;
    if (g.lifecycleDate.empty()) {
        //: {0} = GPU name
        return lastBuy ? trFormat(trt("rigplan::Planner", "{0} is at last-time-buy: orders close soon, it is not a current product"), g.name)
                       : trFormat(trt("rigplan::Planner", "{0} is end-of-life: supplied from remaining stock, not as a current product"), g.name);
    }
    if (lastBuy) {
        //: {0} = GPU name, {1} = date of the last-time-buy notice (YYYY-MM-DD)
        return trFormat(trt("rigplan::Planner", "{0} is at last-time-buy since {1}: orders close soon, it is not a current product"),
                        g.name, g.lifecycleDate);
    }
    //: {0} = GPU name, {1} = date of the end-of-life notice (YYYY-MM-DD)
    return trFormat(trt("rigplan::Planner",
                        "{0} is end-of-life since {1}: supplied from remaining stock, not as a current product"),
                    g.name, g.lifecycleDate);
}

std::string lifecycleNote(const CatalogSnapshot &snap, const GpuSpec &g)
{
    const std::string status = lifecycleStatus(g);
    const int successor = successorOf(snap, g);
    if (successor < 0) {
        return status;
    }
    const GpuSpec &next = snap.gpus[std::size_t(successor)];
    const PartPrice &price = snap.gpuPrices[std::size_t(successor)];
    if (!price.known) {
        //: {0} = the sentence saying the GPU is end-of-life, {1} = successor GPU name
        return trFormat(trt("rigplan::Planner", "{0}; its successor is {1} (no price in the catalog)"), status, next.name);
    }
    //: {0} = the sentence saying the GPU is end-of-life, {1} = successor GPU name, {2} = its price per card
    return trFormat(trt("rigplan::Planner", "{0}; its successor is {1} at {2} per card"), status, next.name,
                    money(double(price.amountMinor), snap.currency));
}

} // namespace

std::string note(const PlanTextContext &ctx, const Build &b, const Note &n)
{
    const CatalogSnapshot &snap = ctx.snapshot;
    switch (n.kind) {
    case BuildNote::Fp8WeightOnly:
    case BuildNote::SoftwareCaveat: {
        const GpuSpec &g = gpuOf(snap, b);
        if (n.job < 0 || std::size_t(n.job) >= ctx.workload.jobs.size()) {
            return {};
        }
        const JobSoftware fit = jobSoftware(snap.software, g, ctx.workload.jobs[std::size_t(n.job)], n.job);
        if (n.kind == BuildNote::Fp8WeightOnly) {
            return weightOnly(ctx, g, fit);
        }
        std::string text;
        for (const SoftwareNote &w : fit.warnings) {
            if (w.kind != SoftwareWarning::WeightOnly && w.kind != SoftwareWarning::UnknownArchitecture) {
                text += (text.empty() ? "" : "; ") + softwareNote(ctx, g, w);
            }
        }
        return text;
    }
    case BuildNote::CardSizeUnknown:
        //: {0} = GPU name
        return trFormat(trt("rigplan::Planner", "{0}: card size not in the catalog; fit assumed"), gpuOf(snap, b).name);
    case BuildNote::ReducedPcieLanes: {
        //: {0} = PCIe link width per GPU, {1} = CPU lanes left for the GPUs (after the system drive and
        //: a network card), {2} = GPU count
        return trFormat(trt("rigplan::Planner", "GPUs run at PCIe x{0} ({1} lanes are left for {2} GPUs)"),
                        b.lanesPerGpu, b.gpuLanes, b.gpuCount);
    }
    case BuildNote::CpuPowerFromTdp: {
        const CpuSpec *c = cpuOf(snap, b);
        //: {0} = CPU name, {1} = its TDP in W
        return trFormat(trt("rigplan::Planner",
                            "{0}: sustained power (PL2 / PPT) not in the catalog; its {1} W TDP is counted, the real "
                            "all-core draw can be higher"),
                        c ? c->name : std::string(), c ? c->tdpW : 0);
    }
    case BuildNote::CoolerNotInCatalog: {
        const CpuSpec *c = cpuOf(snap, b);
        //: {0} = CPU socket ("sTR5")
        return trFormat(trt("rigplan::Planner", "the catalog has no CPU cooler for socket {0}: none is priced"),
                        c ? c->socket : std::string());
    }
    case BuildNote::FewChannelsForOffload: {
        const CpuSpec *c = cpuOf(snap, b);
        const PlatformSpec &p = platformOf(snap, b);
        const int channels = std::min(p.memoryChannels, c ? c->memoryChannels * p.cpuSockets : 0);
        //: {0} = memory channels, {1} = channels ZeRO-Offload wants
        return trFormat(trt("rigplan::Planner",
                            "ZeRO-Offload runs the optimizer on the CPU: {0} memory channels, {1} or more recommended"),
                        channels, ctx.options.offloadMemoryChannels);
    }
    case BuildNote::EccUnavailable:
        return trc("rigplan::Planner", "ECC preferred, but this CPU and board run no ECC memory: non-ECC DIMMs fitted");
    case BuildNote::HighRamNotFitted:
        //: {0} = the RAM-per-GPU-memory factor of the high tier ("2")
        return trFormat(trt("rigplan::Planner",
                            "{0:.0f} × GPU memory of RAM or a mirrored system volume does not fit this build: it keeps "
                            "the sizing of the lower tiers"),
                        ctx.options.highTierRamPerGpuMemory);
    case BuildNote::HighRamNotFittedVolumesMirrored:
        //: {0} = the RAM-per-GPU-memory factor of the high tier ("2")
        return trFormat(trt("rigplan::Planner",
                            "{0:.0f} × GPU memory of RAM does not fit this build: its RAM keeps the sizing of the lower "
                            "tiers; its system and project volumes are mirrored all the same"),
                        ctx.options.highTierRamPerGpuMemory);
    case BuildNote::ClusterNeeds: {
        const PlatformSpec &p = platformOf(snap, b);
        const int free = planner::freeNicSlots(p, b.gpuCount) - (b.nic >= 0 ? 1 : 0);
        if (const NicSpec *nic = nicOf(snap, b); nic && nic->portGbps >= 400) {
            //: {0} = NIC name, %n = slots still free
            return trFormat(trtn("rigplan::Planner",
                                 "to join a training cluster: its {0} connects it; %n slot(s) left for a second NIC", nullptr,
                                 free),
                            nic->name, free);
        }
        const int freeForNic = std::max(0, free); // lupdate misses the message with std::max(…) as its count
        //: %n = slots free for a NIC
        return trFormat(trtn("rigplan::Planner",
                             "to join a training cluster this node needs a 400 Gb/s InfiniBand NDR (or 200–400 GbE RoCE) NIC "
                             "and a switch port; it has %n slot(s) free for one (1 × 8 GPUs in one node beats 2 × 4 for "
                             "communication-heavy training)",
                             nullptr, freeForNic),
                        freeForNic);
    }
    case BuildNote::BridgeSpacingAssumed: {
        const BridgeSpec *k = bridgeOf(snap, b);
        //: {0} = platform name, {1} = the bridge's slot spacing
        return trFormat(trt("rigplan::Planner",
                            "{0} publishes no slot spacing: a {1}-slot NVLink bridge is assumed (check the distance "
                            "between the two x16 slots before ordering)"),
                        platformOf(snap, b).name, k ? k->slotSpacing : 0);
    }
    case BuildNote::NoBridgeInCatalog:
        //: {0} = GPU name
        return trFormat(trt("rigplan::Planner",
                            "pairs of {0} can be joined by an NVLink bridge, but the catalog sells none with a price "
                            "here: the layouts are estimated at PCIe speed"),
                        gpuOf(snap, b).name);
    case BuildNote::Psu115vUnpublished: {
        const PsuSpec *s = psuOf(snap, b);
        //: {0} = PSU name, {1} = its rating in W at 230 V
        return trFormat(trt("rigplan::Planner", "{0}: 115 V rating not published; assumed equal to its {1} W rating"),
                        s ? s->name : std::string(), s ? s->capacityW : 0);
    }
    case BuildNote::NearCircuitLimit:
        //: {0} = wall draw ("2796 W"), {1} = the margin in percent ("10"), {2} = the circuit's continuous W
        return trFormat(trt("rigplan::Planner",
                            "{0} at the wall is within {1:.0f} % of the circuit's {2} continuous: no margin for a "
                            "warmer room, a firmware power limit raised or another load on the circuit"),
                        watts(b.wallW), ctx.options.circuitHeadroomFraction * 100, watts(double(b.outletLimitW)));
    case BuildNote::ServerPsuLowLineUnknown: {
        const PlatformSpec &p = platformOf(snap, b);
        // Each model once (a catalog may list a unit more than once, at several prices).
        std::vector<std::string> seen;
        std::string names;
        for (const PsuSpec &s : snap.psus) {
            if (s.form == p.psuForm && planner::lowLineUnknownServerPsu(s)
                && std::find(seen.begin(), seen.end(), s.name) == seen.end()) {
                seen.push_back(s.name);
                names += (names.empty() ? "" : ", ") + s.name;
            }
        }
        //: {0} = PSU names, {1} = the rating from which server supplies derate ("2000 W")
        return trFormat(trt("rigplan::Planner",
                            "{0}: output on 100–127 V not published, so not counted on this circuit (server supplies "
                            "of {1} and more deliver about half their rating there)"),
                        names, watts(planner::kServerPsuDeratedFromW));
    }
    case BuildNote::NoRedundantPsuByRequest:
        return trc("rigplan::Planner",
                   "no N+1 power supplies, as the workload asks (redundant_psu: false): one failed supply stops this "
                   "rack server");
    case BuildNote::NoHeatsinkFitsChassis: {
        const CpuSpec *c = cpuOf(snap, b);
        //: {0} = platform name, {1} = CPU socket ("SP5")
        return trFormat(trt("rigplan::Planner",
                            "no CPU cooler of the catalog for socket {1} fits {0} (a rack chassis takes server "
                            "heatsinks only; a tower cooler must be no taller than the case allows): none is priced, "
                            "the chassis vendor's heatsink is needed"),
                        platformOf(snap, b).name, c ? c->socket : std::string());
    }
    case BuildNote::GpuEndOfLife:
        return lifecycleNote(snap, gpuOf(snap, b));
    }
    return {};
}

std::string partName(const CatalogSnapshot &snap, PartKind kind, int part)
{
    return partLabel(snap, kind, part).name;
}

std::string notOffered(const PlanTextContext &ctx, const NotOffered &left)
{
    const std::string name = partName(ctx.snapshot, left.kind, left.part);
    if (left.source.empty()) {
        //: a part the plan left out: {0} = ISO country code, {1} = part name
        return trFormat(trt("rigplan::Planner", "not offered in {0}: {1} — the catalog marks it as not sold there"),
                        left.country, name);
    }
    //: a part the plan left out: {0} = ISO country code, {1} = part name, {2} = the rule (catalog text)
    return trFormat(trt("rigplan::Planner", "not offered in {0}: {1} — {2}"), left.country, name, left.source);
}

std::vector<std::string> notOffered(const PlanTextContext &ctx, const PlanResult &plan)
{
    std::vector<std::string> out;
    for (const NotOffered &n : plan.notOffered) {
        out.push_back(notOffered(ctx, n));
    }
    return out;
}

std::string market(const PlanTextContext &ctx, const PlanResult &plan)
{
    switch (plan.countrySource) {
    case CountrySource::None: break;
    case CountrySource::Site:
        //: {0} = ISO country code the site names
        return trFormat(trt("rigplan::Planner", "sold into {0}, the site's country"), plan.country);
    case CountrySource::Outlet:
        //: {0} = ISO country code, {1} = outlet id (e.g. cn-220v-16a)
        return trFormat(trt("rigplan::Planner",
                            "sold into {0}, the country of the outlet {1}: set the site's country to change it"),
                        plan.country, ctx.workload.site.outlet);
    case CountrySource::Currency:
        //: {0} = ISO country code, {1} = ISO currency code of the budget
        return trFormat(trt("rigplan::Planner",
                            "sold into {0}, the country of the budget's currency {1}: set the site's country to "
                            "change it"),
                        plan.country, ctx.workload.budget.currency);
    }
    return {};
}

std::string rates(const PlanResult &plan)
{
    if (plan.rateDate.empty()) {
        //: {0} = ISO currency code
        return trFormat(trt("rigplan::Planner", "prices in {0}"), plan.currency);
    }
    //: {0} = ISO currency code, {1} = date of the exchange rates (YYYY-MM-DD)
    return trFormat(trt("rigplan::Planner", "prices in {0}; exchange rates of {1}"), plan.currency, plan.rateDate);
}

std::string stalePrice(const BomLine &line)
{
    //: {0} = the price's date (YYYY-MM-DD), {1} = days
    return trFormat(trt("rigplan::Planner", "price of {0}, older than {1} days: check it before quoting"),
                    line.unitPrice.date, kStalePriceDays);
}

std::vector<std::string> notes(const PlanTextContext &ctx, const Build &b)
{
    std::vector<std::string> out;
    for (const Note &n : b.notes) {
        out.push_back(note(ctx, b, n));
    }
    return out;
}

std::string rejection(const PlanTextContext &ctx, const Build &b)
{
    switch (b.rejection) {
    case Rejection::None:
        return {};
    case Rejection::Checks:
        return violations(ctx, b);
    case Rejection::Targets: {
        std::string joined;
        const std::vector<JobOutcome> &jobs = b.jobOutcomes();
        for (std::size_t j = 0; j < jobs.size() && j < ctx.workload.jobs.size(); ++j) {
            for (const TargetGap &g : jobs[j].gaps) {
                joined += (joined.empty() ? "" : "; ") + gap(ctx.workload.jobs[j], g);
            }
        }
        //: why a cheaper build is not the tier: {0} = the targets it misses, separated by "; "
        return trFormat(trt("rigplan::Planner", "targets: {0}"), joined);
    }
    case Rejection::Headroom:
        //: why a cheaper build is not the tier: {0} = its free GPU memory in percent, {1} = percent required
        return trFormat(trt("rigplan::Planner", "headroom: {0:.0f} % of GPU memory free < {1:.0f} % required"),
                        b.headroom * 100, ctx.options.mainstreamHeadroom * 100);
    }
    return {};
}

std::string bomReason(const PlanTextContext &ctx, const Tier &tier, const BomLine &line)
{
    const CatalogSnapshot &snap = ctx.snapshot;
    const Build &b = tier.build;
    const GpuSpec &g = gpuOf(snap, b);
    const PlatformSpec &p = platformOf(snap, b);
    switch (line.kind) {
    case PartKind::Gpu: {
        std::string layouts;
        const std::vector<JobOutcome> &jobs = b.jobOutcomes();
        for (std::size_t j = 0; j < jobs.size() && j < ctx.workload.jobs.size(); ++j) {
            layouts += fmt::format("{}{}: {}", j ? "; " : "", modelName(ctx.workload.jobs[j]), layout(jobs[j]));
        }
        //: BOM reason. {0} = GPU count, {1} = GPU name, {2} = memory per GPU ("80.0 GB"), {3} = each job's
        //: layout ("Llama 3.1 70B: 4 GPU(s), tensor parallel 4, 1 replica(s)"), {4} = headroom in percent
        return trFormat(trt("rigplan::Planner", "{0} × {1} ({2} each) hold every job: {3}; tightest headroom {4:.0f} %"),
                        b.gpuCount, g.name, gigabytes(double(g.memoryBytes)), layouts, b.headroom * 100);
    }
    case PartKind::Platform:
        if (p.slotPitch > 0) {
            //: BOM reason. {0} = GPU count, {1} = GPU name, {2} = chassis class from the catalog ("tower",
            //: "rack"), {3} = slot pitch (in slots), %n = number of PSU bays
            return trFormat(trtn("rigplan::Planner", "takes {0} × {1} ({2} class, {3} slot pitch, %n PSU bay(s))",
                                 nullptr, p.psuBays),
                            b.gpuCount, g.name, p.coolingClass, p.slotPitch, p.psuBays);
        }
        //: BOM reason. {0} = GPU count, {1} = GPU name, {2} = chassis class from the catalog ("tower",
        //: "rack"), %n = number of PSU bays
        return trFormat(trtn("rigplan::Planner", "takes {0} × {1} ({2} class, unpublished slot pitch, %n PSU bay(s))",
                             nullptr, p.psuBays),
                        b.gpuCount, g.name, p.coolingClass, p.psuBays);
    case PartKind::Cpu: {
        const CpuSpec *c = cpuOf(snap, b);
        if (!c) {
            return {};
        }
        //: BOM reason. {0} = CPU socket, {1} = cores, {2} = cores needed, {3} = PCIe lanes, {4} = lanes per GPU
        return trFormat(trt("rigplan::Planner", "socket {0}; {1} cores ≥ {2} needed; {3} PCIe lanes → x{4} per GPU"),
                        c->socket, c->cores * p.cpuSockets, b.requiredCores, c->pcieLanes * p.cpuSockets, b.lanesPerGpu);
    }
    case PartKind::Memory: {
        const std::string ecc = b.memoryEcc ? trc("rigplan::Planner", "ECC") : trc("rigplan::Planner", "non-ECC");
        //: BOM reason. {0} = RAM fitted ("512.0 GB"), {1} = RAM needed, {2} = number of DIMMs, {3} = "ECC" or "non-ECC"
        return trFormat(trt("rigplan::Planner", "{0} {3} ≥ {1} needed, every channel populated ({2} DIMMs), cheapest such set"),
                        gigabytes(double(b.memoryBytes)), gigabytes(double(b.requiredRamBytes)), b.dimmCount, ecc);
    }
    case PartKind::Storage: {
        if (line.volume < 0 || line.volume >= kVolumes) {
            return {};
        }
        const Volume vol = Volume(line.volume);
        const StorageVolume &v = b.volume(vol);
        const std::string raid = v.raid10() ? trc("rigplan::Planner", ", mirrored and striped (RAID 10)")
                               : v.mirrored ? trc("rigplan::Planner", ", mirrored (RAID 1)")
                                            : std::string();
        std::string reason;
        switch (vol) {
        case Volume::System:
            //: BOM reason. {0} = usable capacity ("1000.0 GB"), {1} = needed, {2} = ", mirrored (RAID 1)" or nothing
            reason = trFormat(trt("rigplan::Planner", "system volume {0} ≥ {1} (OS, drivers, environments, containers){2}"),
                              gigabytes(double(v.bytes)), gigabytes(double(v.requiredBytes)), raid);
            break;
        case Volume::Project:
            //: BOM reason. {0} = usable capacity, {1} = needed, {2} = ", mirrored (RAID 1)", ", mirrored and
            //: striped (RAID 10)" or nothing
            reason = trFormat(trt("rigplan::Planner", "project volume {0} ≥ {1} (model files and the kept checkpoints), NVMe{2}"),
                              gigabytes(double(v.bytes)), gigabytes(double(v.requiredBytes)), raid);
            break;
        case Volume::Data:
            //: BOM reason. {0} = usable capacity, {1} = needed
            reason = trFormat(trt("rigplan::Planner", "data volume {0} ≥ {1} (datasets raw and tokenized), cheapest in the bays left"),
                              gigabytes(double(v.bytes)), gigabytes(double(v.requiredBytes)));
            break;
        }
        // Small volumes without drives of their own live on these (StorageVolume::sharedWith).
        for (const Volume guest : kVolumeKinds) {
            if (b.volume(guest).sharedWith == line.volume) {
                //: BOM reason, appended. {0} = volume ("data"), {1} = what it must hold ("12.0 GB")
                reason += trFormat(trt("rigplan::Planner", "; also holds the {0} volume ({1})"),
                                   volumeWord(guest), gigabytes(double(b.volume(guest).requiredBytes)));
            }
        }
        return reason;
    }
    case PartKind::Nic: {
        const NicSpec *nic = nicOf(snap, b);
        if (!nic) {
            return {};
        }
        //: BOM reason. {0} = network class asked for ("100gbe"), {1} = ports, {2} = port speed Gb/s,
        //: {3} = PCIe lanes it takes
        return trFormat(trt("rigplan::Planner",
                            "requirements.network {0}: {1} × {2} Gb/s, takes a slot and {3} PCIe lanes from the CPU; "
                            "cheapest such NIC"),
                        ctx.workload.requirements.network, nic->ports, nic->portGbps, nic->pcieLanes);
    }
    case PartKind::Bridge: {
        const BridgeSpec *k = bridgeOf(snap, b);
        if (!k) {
            return {};
        }
        //: BOM reason. %n = pairs of cards bridged, {1} = GPU name, {2} = the bridge's slot spacing,
        //: {3} = bridges per pair
        return trFormat(trtn("rigplan::Planner",
                             "the layout exchanges between each pair of cards over the bridge: %n pair(s) of {1}, {2}-slot spacing as the "
                             "x16 slots, bridges per pair: {3}; bridges join pairs only, so wider layouts run over "
                             "PCIe; cheapest such bridge",
                             nullptr, b.bridgePairs),
                        b.bridgePairs, g.name, k->slotSpacing, k->perPair);
    }
    case PartKind::Cooler: {
        const CoolerSpec *k = coolerOf(snap, b);
        const CpuSpec *c = cpuOf(snap, b);
        if (!k || !c) {
            return {};
        }
        //: BOM reason. {0} = cooler rating ("350 W"), {1} = the CPU's sustained power, {2} = CPU socket
        return trFormat(trt("rigplan::Planner", "rated {0} ≥ the CPU's {1} sustained, for socket {2}; cheapest such cooler"),
                        watts(k->maxTdpW), watts(planner::cpuPowerW(*c)), c->socket);
    }
    case PartKind::Psu: {
        const PsuSpec *s = psuOf(snap, b);
        if (!s) {
            return {};
        }
        //: BOM reason. {0} = steady DC load ("1450 W"), {1} = allowed share of the rating in percent,
        //: {2} = PSU rating, {3} = load with GPU transients, {4} = the PSU's excursion rating in percent
        std::string out = trFormat(trt("rigplan::Planner", "{0} steady ≤ {1:.0f} % of {2}; GPU transients {3} within {4:.0f} % excursion"),
                                   watts(b.power.dcLoadW()), ctx.options.psuSteadyLoadFraction * 100, watts(b.psuCapacityW),
                                   watts(b.transientW), planner::excursionFactor(*s, ctx.options) * 100);
        if (b.power.ratedSystem) {
            //: appended to the PSU reason. {0} = the platform's rated system power
            out += trFormat(trt("rigplan::Planner", "; load is the vendor's rated system power {0}"), watts(p.systemPowerW));
        }
        if (b.psuCount > b.psusCharged) {
            //: appended to the PSU reason. {0} = PSUs fitted, {1} = PSUs in the platform's price
            out += trFormat(trt("rigplan::Planner", "; {0} units fitted, {1} in the platform's price"), b.psuCount,
                            b.psuCount - b.psusCharged);
        }
        if (planner::redundantPsuFor(ctx.workload, p) && p.psuForm == "crps") {
            out += trc("rigplan::Planner", "; N+1: the load is carried with one unit failed");
        }
        return out;
    }
    }
    return {};
}

std::vector<std::string> tierReasons(const PlanTextContext &ctx, const PlanResult &plan, const Tier &tier)
{
    std::vector<std::string> out;
    const Build &b = tier.build;
    switch (tier.kind) {
    case TierKind::Entry:
        //: entry tier reason. {0} = builds evaluated that pass, {1} = builds evaluated
        out.push_back(trFormat(trt("rigplan::Planner", "least expensive build that passes every hard check ({0} of the {1} builds evaluated pass; the search in price order stops where no cheaper build can be left)"),
                               plan.passing, plan.candidates));
        if (!b.targetsMet) {
            const Tier *mainstream = plan.tier(TierKind::Mainstream);
            // Mainstream is never the entry build here: it meets every target.
            out.push_back(mainstream
                              ? trc("rigplan::Planner",
                                    "misses a throughput target (see the job figures): the mainstream tier meets them")
                              : trc("rigplan::Planner",
                                    "misses a throughput target (see the job figures): no build that passes every check "
                                    "meets every target with the mainstream tier's GPU memory headroom"));
        }
        break;
    case TierKind::Mainstream: {
        const Tier *entry = plan.tier(TierKind::Entry);
        if (!tier.sameAs && entry && entry->build.targetsMet && entry->build.headroom >= ctx.options.mainstreamHeadroom) {
            //: mainstream tier reason when the entry build already meets the bar. {0} = required headroom in
            //: percent, {1} = the tightest job's headroom in percent
            out.push_back(trFormat(trt("rigplan::Planner",
                                       "the entry build already meets every throughput target with ≥ {0:.0f} % GPU memory "
                                       "headroom; this is the least expensive other GPU × count that does (tightest job: "
                                       "{1:.0f} %)"),
                                   ctx.options.mainstreamHeadroom * 100, b.headroom * 100));
            break;
        }
        //: mainstream tier reason. {0} = required headroom in percent, {1} = the tightest job's headroom in percent
        out.push_back(trFormat(trt("rigplan::Planner",
                                   "least expensive build that meets every throughput target with ≥ {0:.0f} % GPU memory "
                                   "headroom (tightest job: {1:.0f} %)"),
                               ctx.options.mainstreamHeadroom * 100, b.headroom * 100));
        break;
    }
    case TierKind::High: {
        const Tier *entry = plan.tier(TierKind::Entry);
        const double entryScore = entry ? entry->build.score : 0.0;
        if (tier.growth.roomForTwice) {
            //: high-performance tier reason. {0} = growth factor ("2"), {1} = the entry build's speed as a
            //: fraction of this one's ("0.45")
            out.push_back(trFormat(trt("rigplan::Planner",
                                       "the growth build: the fastest that meets every target with the headroom and still "
                                       "fits {0:g} × the users of each serving job and {0:g} × the sequence length of each "
                                       "training job; entry runs at {1:.2f} of its speed (geometric mean over the jobs)"),
                                   ctx.options.highGrowthFactor, b.score > 0 ? entryScore / b.score : 0.0));
        } else {
            //: high-performance tier reason. {0} = site environment ("office", "lab", "server-room"), {1} = the entry
            //: build's speed as a fraction of this one's ("0.45")
            out.push_back(trFormat(trt("rigplan::Planner",
                                       "fastest build that passes every check within the budget and the site ({0}); entry runs "
                                       "at {1:.2f} of its speed (geometric mean over the jobs)"),
                                   environmentWord(ctx.workload.site.environment), b.score > 0 ? entryScore / b.score : 0.0));
        }
        if (!plan.budgetMinor) {
            //: {0} = the price cap as a multiple of the mainstream price ("3")
            out.push_back(trFormat(trt("rigplan::Planner", "without a budget, high costs at most {0:g} × the mainstream price"),
                                   ctx.options.highPriceCap));
        }
        if (b.hostSizing == HostSizing::Grown) {
            //: high-tier reason. {0} = RAM per GPU memory ("2")
            out.push_back(trFormat(trt("rigplan::Planner",
                                       "host sized to grow: system RAM ≥ {0:.0f} × total GPU memory (Puget Systems' "
                                       "preference), system and project volumes mirrored (RAID 1, RAID 10 over more drives)"),
                                   ctx.options.highTierRamPerGpuMemory));
        }
        break;
    }
    }
    if (const std::string g = growth(tier); !g.empty()) {
        out.push_back(g);
    }
    return out;
}

std::string growth(const Tier &tier)
{
    const TierGrowth &g = tier.growth;
    std::vector<std::string> parts;
    if (g.freeX16Slots > 0) {
        //: %n = number of x16 slots no GPU takes
        parts.push_back(
            trFormat(trtn("rigplan::Planner", "%n free x16 slot(s)", nullptr, g.freeX16Slots), g.freeX16Slots));
    }
    if (g.psuMarginW >= 1) {
        //: {0} = watts of steady load the PSUs can still take ("380 W")
        parts.push_back(trFormat(trt("rigplan::Planner", "{0} of PSU margin"), watts(g.psuMarginW)));
    }
    if (g.nextGpuCount > 0) {
        //: {0} = the next larger GPU count the platform takes
        parts.push_back(trFormat(trt("rigplan::Planner", "takes {0} GPUs next"), g.nextGpuCount));
    }
    if (parts.empty()) {
        return trc("rigplan::Planner", "room to grow: none in this chassis (no free x16 slot, no larger GPU count)");
    }
    std::string list = parts.front();
    for (std::size_t i = 1; i < parts.size(); ++i) {
        //: joins the ways a build can grow; {0} = the list so far, {1} = the next item
        list = trFormat(trt("rigplan::Planner", "{0}, {1}"), list, parts[i]);
    }
    //: {0} = "2 free x16 slot(s), 380 W of PSU margin, takes 4 GPUs next"
    return trFormat(trt("rigplan::Planner", "room to grow: {0}"), list);
}

std::string planNote(const PlanNote &n, const PlanOptions &options)
{
    switch (n.kind) {
    case PlanNoteKind::NoMainstream:
        //: {0} = required headroom in percent
        return trFormat(trt("rigplan::Planner",
                            "no build meets every throughput target with ≥ {0:.0f} % GPU memory headroom: no mainstream tier"),
                        options.mainstreamHeadroom * 100);
    case PlanNoteKind::SameBuild:
        switch (n.merged) {
        case MergeReason::OnlyBuild:
            //: {0}, {1} = tier names ("mainstream", "entry")
            return trFormat(trt("rigplan::Planner",
                                "the {0} tier is the same build as the {1} tier: only one platform × GPU × count passes "
                                "every check"),
                            tierWord(n.tier), tierWord(n.sameAs));
        case MergeReason::NoOtherMeetsBar:
            //: {0}, {1} = tier names, {2} = required headroom in percent
            return trFormat(trt("rigplan::Planner",
                                "the {0} tier is the same build as the {1} tier: no other build meets every throughput "
                                "target with ≥ {2:.0f} % GPU memory headroom"),
                            tierWord(n.tier), tierWord(n.sameAs), options.mainstreamHeadroom * 100);
        case MergeReason::NoOtherGrows:
            //: {0}, {1} = tier names, {2} = growth factor ("2")
            return trFormat(trt("rigplan::Planner",
                                "the {0} tier is the same build as the {1} tier: no other build that passes every check "
                                "(budget and site included) is faster with room for {2:g} × the users or the sequence length"),
                            tierWord(n.tier), tierWord(n.sameAs), options.highGrowthFactor);
        case MergeReason::NoneFaster:
            //: {0}, {1} = tier names, {2} = growth factor ("2")
            return trFormat(trt("rigplan::Planner",
                                "the {0} tier is the same build as the {1} tier: no other build that passes every check "
                                "(budget and site included) is faster, and none has room for {2:g} × the users or the "
                                "sequence length (more GPUs that no job can use are not offered)"),
                            tierWord(n.tier), tierWord(n.sameAs), options.highGrowthFactor);
        case MergeReason::PriceCap:
            //: {0}, {1} = tier names, {2} = price cap as a multiple of the mainstream price ("3")
            return trFormat(trt("rigplan::Planner",
                                "the {0} tier is the same build as the {1} tier: the faster builds with room to grow cost "
                                "more than {2:g} × the mainstream price (the cap without a budget)"),
                            tierWord(n.tier), tierWord(n.sameAs), options.highPriceCap);
        }
        break;
    case PlanNoteKind::NoGrowth:
        //: {0} = growth factor ("2")
        return trFormat(trt("rigplan::Planner",
                            "no build within the budget (or the price cap) fits {0:g} × the users and the sequence "
                            "length: the high tier is the fastest build without that room"),
                        options.highGrowthFactor);
    }
    return {};
}

std::vector<std::string> planNotes(const PlanResult &plan, const PlanOptions &options)
{
    std::vector<std::string> out;
    for (const PlanNote &n : plan.notes) {
        out.push_back(planNote(n, options));
    }
    return out;
}

namespace {

// A build as the reader knows its parts: "6 × NVIDIA A100 80GB PCIe in ASUS ESC8000A-E12" (the
// build's key, ids joined by "/", where its indices do not name parts of the snapshot).
std::string buildWords(const PlanTextContext &ctx, const Build &b)
{
    const CatalogSnapshot &s = ctx.snapshot;
    if (b.gpu < 0 || std::size_t(b.gpu) >= s.gpus.size() || b.platform < 0 || std::size_t(b.platform) >= s.platforms.size())
        return b.key;
    //: a build in a sentence. {0} = GPU count, {1} = GPU name, {2} = platform name (board in chassis, or server)
    return trFormat(trt("rigplan::Planner", "{0} × {1} in {2}"), b.gpuCount, gpuOf(s, b).name, platformOf(s, b).name);
}

} // namespace

std::string closestFailure(const PlanTextContext &ctx, const ClosestFailure &closest)
{
    if (!closest.build || closest.build->violations.empty()) {
        return trc("rigplan::Planner", "the catalog has no platform that takes any of its GPUs");
    }
    // Every check the build fails, each with its message and, where it has figures, by how much.
    const Build &b = *closest.build;
    std::string failures;
    for (const Violation &v : b.violations) {
        std::string one;
        if (v.available > 0 && v.required > v.available) {
            //: one failed check of the closest build. {0} = check name ("GPU memory"), {1} = the check's message,
            //: {2} = shortfall in percent
            one = trFormat(trt("rigplan::Planner", "{0}: {1}; short by {2:.0f} %"), checkName(v.check),
                           violation(ctx, b, v), (v.required / v.available - 1.0) * 100);
        } else {
            //: one failed check of the closest build. {0} = check name ("GPU memory"), {1} = the check's message
            one = trFormat(trt("rigplan::Planner", "{0}: {1}"), checkName(v.check), violation(ctx, b, v));
        }
        //: separates the failed checks of the closest build
        failures += (failures.empty() ? std::string() : trc("rigplan::Planner", " | ")) + one;
    }
    std::size_t checks = 0;
    for (std::size_t i = 0; i < b.violations.size(); ++i) {
        bool seen = false;
        for (std::size_t k = 0; k < i; ++k) {
            seen = seen || b.violations[k].check == b.violations[i].check;
        }
        checks += seen ? 0 : 1;
    }
    //: {0} = the build ("6 × NVIDIA A100 80GB PCIe in ASUS ESC8000A-E12"), %n = number of failed checks,
    //: {2} = each failed check with its message
    std::string out = trFormat(trtn("rigplan::Planner", "no build passes every check. Closest: {0} fails %n check(s): {2}",
                                    nullptr, int(checks)),
                               buildWords(ctx, b), checks, failures);
    if (b.partial) {
        //: appended to the closest build when its jobs do not fit in GPU memory
        out += trc("rigplan::Planner",
                   " (its CPU, memory, drives and power were not sized: its jobs do not fit in GPU memory)");
    }
    return out;
}

std::string firstFailure(const PlanTextContext &ctx, const PlanResult &plan)
{
    const std::string closest = closestFailure(ctx, plan.closest);
    if (!plan.closest.build) {
        return closest;
    }
    std::string tally;
    for (const auto &[check, count] : plan.rejectionsPerCheck) {
        tally += fmt::format("{}{} {}", tally.empty() ? "" : ", ", checkId(check), count);
    }
    //: {0} = why no build passes (the closest build and its shortfall), {1} = builds rejected per check id
    //: ("gpu_memory 12, outlet 3"; the ids stay as they are)
    return trFormat(trt("rigplan::Planner", "{0} (builds rejected per check: {1})"), closest, tally);
}

std::string change(const PlanTextContext &ctx, const WorkloadChange &c, bool works)
{
    switch (c.kind) {
    case Change::Weights:
        //: suggestion. {0} = model name, {1} = precision id ("fp8", "int4")
        return trFormat(trt("rigplan::Planner", "serve {0} with {1} weights"), modelName(ctx, c.job),
                        c.precision == Precision::Fp8 ? "fp8" : "int4");
    case Change::KvCache:
        //: suggestion. {0} = model name
        return trFormat(trt("rigplan::Planner", "serve {0} with an fp8 KV cache"), modelName(ctx, c.job));
    case Change::FullRecompute:
        //: suggestion. {0} = model name
        return trFormat(trt("rigplan::Planner", "train {0} with full activation checkpointing (recompute)"),
                        modelName(ctx, c.job));
    case Change::Method:
        //: suggestion. {0} = model name, {1} = "LoRA" or "QLoRA"
        return trFormat(trt("rigplan::Planner", "fine-tune {0} with {1} instead of full fine-tuning"),
                        modelName(ctx, c.job), c.method == TrainMethod::Lora ? "LoRA" : "QLoRA");
    case Change::Optimizer8bit:
        //: suggestion. {0} = model name
        return trFormat(trt("rigplan::Planner", "train {0} with 8-bit AdamW (6 instead of 12 bytes of optimizer state per parameter)"),
                        modelName(ctx, c.job));
    case Change::PureBf16Paged:
        if (c.value == 0)
            //: suggestion (the job accumulates gradients: no optimizer step in the backward pass). {0} = model name
            return trFormat(trt("rigplan::Planner", "train {0} in pure 16-bit with a paged 8-bit AdamW (no fp32 master copy; "
                                                    "the optimizer state waits in host RAM)"),
                            modelName(ctx, c.job));
        //: suggestion. {0} = model name
        return trFormat(trt("rigplan::Planner", "train {0} in pure 16-bit with a paged 8-bit AdamW stepped in the backward "
                                                "pass (no fp32 master copy; the optimizer state waits in host RAM)"),
                        modelName(ctx, c.job));
    case Change::OptimizerOffload:
        //: suggestion. {0} = model name
        return trFormat(trt("rigplan::Planner", "offload {0}'s optimizer state to CPU memory (ZeRO-Offload)"),
                        modelName(ctx, c.job));
    case Change::FewerUsers: {
        const std::size_t j = std::size_t(std::max(0, c.job));
        const std::int64_t asked = j < ctx.workload.jobs.size() ? ctx.workload.jobs[j].inference.concurrency : 0;
        const int users = int(c.value);
        if (!works && c.value <= 0) {
            //: a suggestion not tried (another job fits nowhere). {0} = model name, {1} = users asked for
            return trFormat(trt("rigplan::Planner", "serve {0} to fewer concurrent users (asked: {1})"),
                            modelName(ctx, c.job), asked);
        }
        if (!works) {
            //: a suggestion that was not enough. {0} = model name, {1} = the fewest users tried, {2} = users asked for
            return trFormat(trt("rigplan::Planner", "serve {0} to fewer concurrent users, down to {1} (asked: {2})"),
                            modelName(ctx, c.job), users, asked);
        }
        //: suggestion. {0} = model name, %n = concurrent users that fit (the most), {2} = users asked for
        return trFormat(trtn("rigplan::Planner", "serve {0} to %n concurrent user(s), the most that fit (asked: {2})",
                             nullptr, users),
                        modelName(ctx, c.job), users, asked);
    }
    case Change::ShorterContext: {
        const std::size_t j = std::size_t(std::max(0, c.job));
        const std::int64_t asked = j < ctx.workload.jobs.size() ? ctx.workload.jobs[j].inference.contextLength : 0;
        if (!works && c.value <= 0) {
            //: a suggestion not tried (another job fits nowhere). {0} = model name, {1} = tokens asked for
            return trFormat(trt("rigplan::Planner", "serve {0} at a shorter context (asked: {1} tokens)"),
                            modelName(ctx, c.job), asked);
        }
        if (!works) {
            //: a suggestion that was not enough. {0} = model name, {1} = the shortest context tried in tokens
            //: (the prompt and the answer), {2} = tokens asked for
            return trFormat(trt("rigplan::Planner",
                                "serve {0} at a shorter context, down to {1} tokens (the prompt and answer; asked: {2})"),
                            modelName(ctx, c.job), c.value, asked);
        }
        //: suggestion. {0} = model name, {1} = context length in tokens that fits (the longest), {2} = tokens asked for
        return trFormat(trt("rigplan::Planner", "serve {0} at {1} tokens of context, the longest that fits (asked: {2})"),
                        modelName(ctx, c.job), c.value, asked);
    }
    case Change::LiftBudget:
        //: suggestion
        return trc("rigplan::Planner", "lift the budget");
    case Change::ServerRoom:
        //: suggestion
        return trc("rigplan::Planner", "place the machine in a server room (rack chassis and loud machines allowed)");
    case Change::Circuit: {
        const Outlet *o = findOutlet(c.outlet);
        if (!o) {
            return c.outlet;
        }
        //: suggestion. {0} = volts, {1} = amps, {2} = continuous watts, {3} = outlet id ("eu-230v-16a")
        return trFormat(trt("rigplan::Planner", "a dedicated {0} V {1} A circuit ({2} W continuous, {3})"), o->volts,
                        o->amps, o->continuousW, o->id);
    }
    case Change::Cluster:
        //: suggestion: several machines instead of one
        return trc("rigplan::Planner", "a cluster of several nodes");
    }
    return {};
}

std::string switchClassWord(SwitchClass switchClass)
{
    switch (switchClass) {
    case SwitchClass::DirectCable:
        //: how two cluster nodes are joined
        return trc("rigplan::Planner", "one cable between the two nodes, no switch");
    case SwitchClass::SingleLeaf:
        //: how more than two cluster nodes are joined
        return trc("rigplan::Planner", "one 64-port InfiniBand NDR leaf switch");
    }
    return {};
}

std::string suggestionChange(const PlanTextContext &ctx, const Suggestion &s)
{
    if (s.cluster) {
        const ClusterSuggestion &c = *s.cluster;
        const int gpu = c.node ? c.node->gpu : c.gpu;
        const int perNode = c.node ? c.node->gpuCount : c.gpusPerNode;
        const std::string gpuName = gpu >= 0 && std::size_t(gpu) < ctx.snapshot.gpus.size()
            ? ctx.snapshot.gpus[std::size_t(gpu)].name
            : std::string();
        //: suggestion. {0} = number of nodes, {1} = GPUs per node, {2} = GPU name
        return trFormat(trt("rigplan::Planner", "a cluster of {0} nodes × {1} × {2}"), c.nodes, perNode, gpuName);
    }
    std::string out;
    for (const WorkloadChange &c : s.changes) {
        //: joins two changes of one suggestion ("serve … with fp8 weights + lift the budget")
        const std::string one = change(ctx, c, s.feasible || bool(s.cluster));
        out = out.empty() ? one : trFormat(trt("rigplan::Planner", "{0} + {1}"), out, one);
    }
    return out;
}

std::string suggestionSummary(const PlanTextContext &ctx, const Suggestion &s)
{
    if (s.cluster && s.cluster->node) {
        const ClusterSuggestion &c = *s.cluster;
        const Build &node = *c.node;
        const std::string currency = ctx.snapshot.currency;
        //: a cluster suggestion. {0} = nodes, {1} = platform name, {2} = GPUs per node, {3} = GPU name,
        //: {4} = price of one node, {5} = price of the nodes together
        std::string out = trFormat(trt("rigplan::Planner", "{0} × {1} with {2} × {3}, {4} per node: {5} for the nodes"),
                                   c.nodes, platformOf(ctx.snapshot, node).name, node.gpuCount,
                                   gpuOf(ctx.snapshot, node).name, money(double(node.priceMinor), currency),
                                   money(double(c.totalMinor), currency));
        //: {0} = GPUs in total, {1} = GPUs per node, {2} = nodes
        out += trFormat(trt("rigplan::Planner",
                            "; training: ZeRO-3 data parallel over all {0} GPUs; serving: tensor parallel within a node "
                            "({1} GPUs), pipeline parallel over the {2} nodes"),
                        node.gpuCount * c.nodes, node.gpuCount, c.nodes);
        if (c.network.nicsInNodes && c.network.nic >= 0) {
            //: {0} = NICs, {1} = the NIC's name, {2} = how the nodes are joined ("one cable between the two nodes")
            out += trFormat(trt("rigplan::Planner",
                                "; network: {0} × {1}, one in each node and in its price, {2} — the cables and any switch "
                                "are not catalog parts and are not priced"),
                            c.network.nics, ctx.snapshot.nics[std::size_t(c.network.nic)].name,
                            switchClassWord(c.network.switchClass));
        } else {
            //: {0} = NICs, {1} = how the nodes are joined
            out += trFormat(trt("rigplan::Planner",
                                "; network: {0} × InfiniBand NDR 400 Gb/s NIC, {1} — not priced: the catalog offers no "
                                "InfiniBand NDR card"),
                            c.network.nics, switchClassWord(c.network.switchClass));
        }
        if (!c.withinSite) {
            out += trc("rigplan::Planner", "; only in a server room, each node on its own data-centre circuit");
        } else if (ctx.workload.site.outlet.size() > 0 || ctx.workload.site.outletW > 0) {
            out += trc("rigplan::Planner", "; each node on its own circuit of the site's kind");
        }
        if (!c.withinBudget) {
            out += trc("rigplan::Planner", "; beyond the budget: no node passes within its share of it");
        }
        return out;
    }
    if (s.blockedBy >= 0) {
        //: a suggested change that cannot be enough. {0} = model name of another job of the workload
        return trFormat(trt("rigplan::Planner",
                            "still no build: {0} fits on no GPU of the catalog even at the largest count a platform "
                            "takes, and this change leaves it as it is"),
                        modelName(ctx, s.blockedBy));
    }
    if (s.feasible && s.entry) {
        const Build &b = *s.entry;
        if (s.keepsWorkload()) {
            //: what a change of the site or budget leads to; the jobs run as asked. {0} = GPU count,
            //: {1} = GPU name, {2} = platform name, {3} = price
            return trFormat(trt("rigplan::Planner", "the workload as asked: entry build {0} × {1} in {2} for {3}"),
                            b.gpuCount, gpuOf(ctx.snapshot, b).name, platformOf(ctx.snapshot, b).name,
                            money(double(b.priceMinor), ctx.snapshot.currency));
        }
        //: what a suggested change leads to. {0} = GPU count, {1} = GPU name, {2} = platform name, {3} = price
        return trFormat(trt("rigplan::Planner", "entry build: {0} × {1} in {2} for {3}"), b.gpuCount,
                        gpuOf(ctx.snapshot, b).name, platformOf(ctx.snapshot, b).name,
                        money(double(b.priceMinor), ctx.snapshot.currency));
    }
    //: a suggested change that is not enough. {0} = why no build passes
    return trFormat(trt("rigplan::Planner", "still no build: {0}"), closestFailure(ctx, s.stillFailing));
}

} // namespace rigplan::plantext
