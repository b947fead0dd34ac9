// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/PlanFormat.h"

#include "plan/Budget.h"
#include "plan/BuyVsRent.h"

#include "plan/PlanText.h"
#include "model/ModelParams.h"
#include "util/Money.h"
#include "util/TextTable.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace rigplan {

namespace {

QString s(const std::string &text)
{
    return QString::fromStdString(text);
}

QString gb(double bytes)
{
    return QString::number(bytes / 1e9, 'f', 1) + QStringLiteral(" GB");
}

qint64 clampCount(std::int64_t v)
{
    return qint64(v);
}

// ", 358.4 GB/s peak": the memory's bandwidth, shown where a job reads experts from it.
QString hostBandwidthText(const Build &b)
{
    if (b.memoryBandwidthBps <= 0 || !readsExpertsFromHost(b)) {
        return {};
    }
    return QStringLiteral(", %1 GB/s peak").arg(b.memoryBandwidthBps / 1e9, 0, 'f', 1);
}

// ", 3600 MT/s (5600 MT/s DIMMs, 2 per channel)": how fast the fitted DIMMs run, and why not faster.
QString memorySpeedText(const MemorySpeed &m)
{
    if (m.mts <= 0) {
        return {};
    }
    QString text = QStringLiteral(", %1 MT/s").arg(m.mts);
    if (m.derated) {
        text += QStringLiteral(" (%1 MT/s DIMMs, %2 per channel)").arg(m.dimmMts).arg(m.dimmsPerChannel);
    } else if (!m.rule) {
        text += QStringLiteral(" (the CPU's rated speed not sourced)");
    } else if (!m.ratedAtDpc) {
        text += QStringLiteral(" (%1 per channel: derating not sourced)").arg(m.dimmsPerChannel);
    }
    return text;
}

QJsonObject memoryToJson(const MemoryBreakdown &m)
{
    QJsonObject o;
    o.insert(QStringLiteral("weights_bytes"), qint64(m.weightsBytes));
    o.insert(QStringLiteral("gradients_bytes"), qint64(m.gradientsBytes));
    o.insert(QStringLiteral("optimizer_bytes"), qint64(m.optimizerBytes));
    o.insert(QStringLiteral("activations_bytes"), qint64(m.activationsBytes));
    o.insert(QStringLiteral("logits_bytes"), qint64(m.logitsBytes));
    o.insert(QStringLiteral("kv_cache_bytes"), qint64(m.kvCacheBytes));
    o.insert(QStringLiteral("workspace_bytes"), qint64(m.workspaceBytes));
    o.insert(QStringLiteral("overhead_bytes"), qint64(m.overheadBytes));
    o.insert(QStringLiteral("total_bytes"), qint64(m.totalBytes));
    o.insert(QStringLiteral("capacity_bytes"), qint64(m.capacityBytes));
    o.insert(QStringLiteral("usable_bytes"), qint64(m.usableBytes));
    return o;
}

QJsonObject priceToJson(const PartPrice &p)
{
    QJsonObject o;
    o.insert(QStringLiteral("amount_minor"), qint64(p.amountMinor));
    o.insert(QStringLiteral("currency"), s(p.currency));
    o.insert(QStringLiteral("date"), s(p.date));
    o.insert(QStringLiteral("source"), s(p.source));
    o.insert(QStringLiteral("estimate"), p.estimate);
    o.insert(QStringLiteral("user_set"), p.userSet);
    return o;
}

// Where the GPU stands with its vendor, and the successor the catalog names with its price
// (null without one): what BuildNote::GpuEndOfLife words.
void insertLifecycle(const CatalogSnapshot &snap, const GpuSpec &g, QJsonObject &gpu)
{
    gpu.insert(QStringLiteral("lifecycle"), QLatin1String(gpuLifecycleId(g.lifecycle)));
    gpu.insert(QStringLiteral("lifecycle_date"), s(g.lifecycleDate));
    const int successor = successorOf(snap, g);
    gpu.insert(QStringLiteral("successor_id"), successor < 0 ? QJsonValue() : QJsonValue(s(snap.gpus[std::size_t(successor)].id)));
    const bool priced = successor >= 0 && snap.gpuPrices[std::size_t(successor)].known;
    gpu.insert(QStringLiteral("successor_price"),
               priced ? QJsonValue(priceToJson(snap.gpuPrices[std::size_t(successor)])) : QJsonValue());
}

QJsonArray violationsToJson(const PlanTextContext &ctx, const Build &b)
{
    QJsonArray a;
    for (const Violation &v : b.violations) {
        QJsonObject o;
        o.insert(QStringLiteral("check"), QString::fromLatin1(checkId(v.check)));
        o.insert(QStringLiteral("message"), s(plantext::violation(ctx, b, v)));
        o.insert(QStringLiteral("required"), v.required);
        o.insert(QStringLiteral("available"), v.available);
        o.insert(QStringLiteral("unit"), QLatin1String(unitId(v.unit)));
        if (v.job >= 0) {
            o.insert(QStringLiteral("job"), v.job);
        }
        a.append(o);
    }
    return a;
}

QJsonArray strings(const std::vector<std::string> &list)
{
    QJsonArray a;
    for (const std::string &x : list) {
        a.append(s(x));
    }
    return a;
}

QJsonArray frameworksToJson(const std::vector<FrameworkUse> &uses)
{
    QJsonArray a;
    for (const FrameworkUse &u : uses) {
        QJsonObject o;
        o.insert(QStringLiteral("name"), QLatin1String(frameworkName(u.framework)));
        o.insert(QStringLiteral("id"), QLatin1String(frameworkId(u.framework)));
        o.insert(QStringLiteral("support"), QLatin1String(supportLevelId(u.support)));
        o.insert(QStringLiteral("min_version"), s(u.minVersion));
        o.insert(QStringLiteral("max_version"), s(u.maxVersion));
        o.insert(QStringLiteral("note"), s(u.note));
        a.append(o);
    }
    return a;
}

QJsonArray softwareWarningsToJson(const PlanTextContext &ctx, const GpuSpec &gpu, const std::vector<SoftwareNote> &notes)
{
    QJsonArray a;
    for (const SoftwareNote &n : notes) {
        QJsonObject o;
        o.insert(QStringLiteral("kind"), QLatin1String(softwareWarningId(n.kind)));
        if (n.job >= 0) {
            o.insert(QStringLiteral("job"), n.job);
        }
        o.insert(QStringLiteral("subject"), n.framework ? QString::fromLatin1(frameworkId(*n.framework)) : s(n.format));
        o.insert(QStringLiteral("message"), s(plantext::softwareNote(ctx, gpu, n)));
        a.append(o);
    }
    return a;
}

// tiers[].software: the stack to install and what the jobs need of it (docs/planner.md, "Software stack").
QJsonObject tierSoftwareToJson(const PlanTextContext &ctx, const GpuSpec &gpu, const SoftwareStack &stack)
{
    QJsonObject o;
    const GpuArchitectureSpec *a = stack.architecture;
    o.insert(QStringLiteral("architecture"), a ? s(a->id) : QString());
    o.insert(QStringLiteral("architecture_name"), a ? s(a->name) : QString());
    o.insert(QStringLiteral("platform"), a ? s(a->platform) : QString());
    o.insert(QStringLiteral("compute_capability"), a ? s(a->computeCapability) : QString());
    o.insert(QStringLiteral("min_driver_linux"), a ? s(a->stackDriverLinux) : QString());
    o.insert(QStringLiteral("cuda_or_rocm"), a ? s(a->stackToolkit) : QString());
    o.insert(QStringLiteral("pytorch_wheel"), a ? s(a->stackWheel) : QString());
    QJsonArray wheels;
    if (a) {
        for (const std::string &w : a->pytorchWheels) {
            wheels.append(s(w));
        }
    }
    o.insert(QStringLiteral("pytorch_wheels"), wheels);
    o.insert(QStringLiteral("min_pytorch"), a ? s(a->stackMinPytorch) : QString());
    o.insert(QStringLiteral("container"), a ? s(a->container) : QString());
    o.insert(QStringLiteral("first_toolkit"), a ? s(a->firstToolkit) : QString());
    o.insert(QStringLiteral("first_driver_linux"), a ? s(a->firstDriverLinux) : QString());
    o.insert(QStringLiteral("support"), QLatin1String(supportLevelId(stack.support)));
    o.insert(QStringLiteral("runs"), stack.runs);
    o.insert(QStringLiteral("frameworks"), frameworksToJson(stack.frameworks));
    o.insert(QStringLiteral("warnings"), softwareWarningsToJson(ctx, gpu, stack.warnings));
    return o;
}

// jobs[].software of `estimate`: one job on the GPU asked.
QJsonObject jobSoftwareToJson(const PlanTextContext &ctx, const GpuSpec &gpu, const JobSoftware &fit)
{
    QJsonObject o;
    o.insert(QStringLiteral("support"), QLatin1String(supportLevelId(fit.support)));
    o.insert(QStringLiteral("runs"), fit.runs());
    if (!fit.runs()) {
        o.insert(QStringLiteral("blocked"), s(plantext::softwareBlock(ctx, gpu, fit)));
    }
    o.insert(QStringLiteral("frameworks"), frameworksToJson(fit.frameworks));
    if (fit.format) {
        QJsonObject f;
        f.insert(QStringLiteral("format"), s(fit.format->format));
        f.insert(QStringLiteral("mode"), fit.format->known ? QString::fromLatin1(formatModeId(fit.format->mode)) : QString());
        f.insert(QStringLiteral("support"), QLatin1String(supportLevelId(fit.format->support)));
        f.insert(QStringLiteral("compute_as"), s(fit.format->computeAs));
        f.insert(QStringLiteral("fallback"), s(fit.format->fallback));
        f.insert(QStringLiteral("note"), s(fit.format->note));
        o.insert(QStringLiteral("format"), f);
    }
    o.insert(QStringLiteral("warnings"), softwareWarningsToJson(ctx, gpu, fit.warnings));
    return o;
}

// Indented lines of a stack for the text output of `plan` and `estimate`.
void appendSoftwareText(QString &out, const PlanTextContext &ctx, const GpuSpec &gpu, const SoftwareStack &stack)
{
    const plantext::SoftwareText t = plantext::softwareText(ctx, gpu, stack);
    if (!t.architecture.empty()) {
        out += QStringLiteral("  software: %1; %2; %3; PyTorch: %4; %5\n")
                   .arg(s(t.architecture), s(t.driver), s(t.toolkit), s(t.pytorch), s(t.container));
    }
    for (const std::string &f : t.frameworks) {
        out += QStringLiteral("    %1\n").arg(s(f));
    }
    for (const std::string &w : t.warnings) {
        out += QStringLiteral("    ! %1\n").arg(s(w));
    }
}

QJsonObject buildSummaryJson(const PlanTextContext &ctx, const Build &b)
{
    const CatalogSnapshot &snap = ctx.snapshot;
    QJsonObject o;
    o.insert(QStringLiteral("key"), s(b.key));
    o.insert(QStringLiteral("platform"), s(snap.platforms[std::size_t(b.platform)].id));
    o.insert(QStringLiteral("cpu"), b.cpu >= 0 ? s(snap.cpus[std::size_t(b.cpu)].id) : QString());
    QJsonObject gpu;
    gpu.insert(QStringLiteral("id"), s(snap.gpus[std::size_t(b.gpu)].id));
    gpu.insert(QStringLiteral("count"), b.gpuCount);
    o.insert(QStringLiteral("gpu"), gpu);
    // An overflowed total is not a figure: null, with the `price` violation saying why.
    o.insert(QStringLiteral("price_minor"), moneyOverflowed(b.priceMinor) ? QJsonValue() : QJsonValue(qint64(b.priceMinor)));
    o.insert(QStringLiteral("price_is_partial"), b.partial);
    o.insert(QStringLiteral("violations"), violationsToJson(ctx, b));
    if (b.rejection != Rejection::None) {
        o.insert(QStringLiteral("rejected_because"), s(plantext::rejection(ctx, b)));
    }
    return o;
}

// A change as data, with the workload file's key and value it sets.
QJsonObject changeToJson(const WorkloadChange &c)
{
    QJsonObject o;
    o.insert(QStringLiteral("kind"), QLatin1String(changeId(c.kind)));
    if (c.job >= 0) {
        o.insert(QStringLiteral("job"), c.job);
    }
    switch (c.kind) {
    case Change::Weights:
        o.insert(QStringLiteral("weights"), c.precision == Precision::Fp8 ? QStringLiteral("fp8") : QStringLiteral("int4"));
        break;
    case Change::KvCache: o.insert(QStringLiteral("kv_cache"), QStringLiteral("fp8")); break;
    case Change::FullRecompute: o.insert(QStringLiteral("activation_checkpointing"), QStringLiteral("full")); break;
    case Change::Method:
        o.insert(QStringLiteral("method"), c.method == TrainMethod::Lora ? QStringLiteral("lora") : QStringLiteral("qlora"));
        break;
    case Change::Optimizer8bit: o.insert(QStringLiteral("optimizer"), QStringLiteral("adamw-8bit")); break;
    case Change::OptimizerOffload: o.insert(QStringLiteral("offload"), QStringLiteral("optimizer")); break;
    case Change::PureBf16Paged:
        o.insert(QStringLiteral("master_weights"), QStringLiteral("none"));
        o.insert(QStringLiteral("optimizer"), QStringLiteral("paged-adamw-8bit"));
        o.insert(QStringLiteral("optimizer_in_backward"), c.value != 0);
        break;
    case Change::FewerUsers: o.insert(QStringLiteral("concurrency"), qint64(c.value)); break;
    case Change::ShorterContext: o.insert(QStringLiteral("context_length"), qint64(c.value)); break;
    case Change::Circuit: o.insert(QStringLiteral("outlet"), s(c.outlet)); break;
    case Change::LiftBudget:
    case Change::ServerRoom:
    case Change::Cluster: break;
    }
    return o;
}

QJsonObject suggestionToJson(const PlanTextContext &ctx, const Suggestion &sg)
{
    QJsonObject o;
    QJsonArray changes;
    for (const WorkloadChange &c : sg.changes) {
        changes.append(changeToJson(c));
    }
    o.insert(QStringLiteral("changes"), changes);
    o.insert(QStringLiteral("change"), s(plantext::suggestionChange(ctx, sg)));
    o.insert(QStringLiteral("feasible"), sg.feasible);
    o.insert(QStringLiteral("keeps_workload"), sg.keepsWorkload());
    o.insert(QStringLiteral("summary"), s(plantext::suggestionSummary(ctx, sg)));
    if (sg.feasible) {
        o.insert(QStringLiteral("price_minor"), qint64(sg.priceMinor()));
    }
    if (sg.entry) {
        o.insert(QStringLiteral("entry"), buildSummaryJson(ctx, *sg.entry));
    }
    if (sg.blockedBy >= 0) {
        o.insert(QStringLiteral("blocked_by_job"), sg.blockedBy);
    }
    if (sg.cluster) {
        const ClusterSuggestion &c = *sg.cluster;
        QJsonObject cluster;
        cluster.insert(QStringLiteral("nodes"), c.nodes);
        if (c.node) {
            cluster.insert(QStringLiteral("node"), buildSummaryJson(ctx, *c.node));
        }
        QJsonObject network;
        network.insert(QStringLiteral("nics"), c.network.nics);
        network.insert(QStringLiteral("switch"), c.network.switchClass == SwitchClass::DirectCable
                                                     ? QStringLiteral("direct_cable")
                                                     : QStringLiteral("single_leaf"));
        network.insert(QStringLiteral("nics_in_nodes"), c.network.nicsInNodes);
        if (c.network.nicsInNodes && c.network.nic >= 0) {
            network.insert(QStringLiteral("nic"), QString::fromStdString(ctx.snapshot.nics[std::size_t(c.network.nic)].id));
        }
        network.insert(QStringLiteral("priced"), c.network.priced);
        network.insert(QStringLiteral("price_minor"), c.network.priced ? QJsonValue(qint64(c.network.priceMinor)) : QJsonValue());
        cluster.insert(QStringLiteral("network"), network);
        cluster.insert(QStringLiteral("total_minor"), qint64(c.totalMinor));
        cluster.insert(QStringLiteral("within_budget"), c.withinBudget);
        cluster.insert(QStringLiteral("within_site"), c.withinSite);
        o.insert(QStringLiteral("cluster"), cluster);
    }
    return o;
}

QString changeValue(const EstimateChange &c)
{
    switch (c.kind) {
    case EstimateChange::Kind::ZeroStage:
    case EstimateChange::Kind::MoreGpus: return QString::number(c.value);
    case EstimateChange::Kind::FullRecompute: return QStringLiteral("full");
    case EstimateChange::Kind::OptimizerOffload: return QStringLiteral("optimizer");
    case EstimateChange::Kind::KvCacheFp8:
    case EstimateChange::Kind::WeightsFp8: return QStringLiteral("fp8");
    }
    return QString();
}

QString changesText(const EstimateSuggestion &sg)
{
    QStringList parts;
    for (const EstimateChange &c : sg.changes) {
        parts.append(QStringLiteral("%1 %2").arg(QLatin1String(estimateChangeId(c.kind)), changeValue(c)));
    }
    return parts.join(QStringLiteral(" + "));
}

QJsonObject estimateSuggestionToJson(const EstimateSuggestion &sg)
{
    QJsonObject o;
    QJsonArray changes;
    for (const EstimateChange &c : sg.changes) {
        QJsonObject change;
        change.insert(QStringLiteral("key"), QLatin1String(estimateChangeId(c.kind)));
        const bool number = c.kind == EstimateChange::Kind::ZeroStage || c.kind == EstimateChange::Kind::MoreGpus;
        change.insert(QStringLiteral("value"), number ? QJsonValue(c.value) : QJsonValue(changeValue(c)));
        changes.append(change);
    }
    o.insert(QStringLiteral("changes"), changes);
    o.insert(QStringLiteral("change"), changesText(sg));
    o.insert(QStringLiteral("gpus"), sg.gpuCount);
    QJsonObject layout;
    layout.insert(QStringLiteral("gpus"), sg.outcome.layout.gpus);
    layout.insert(QStringLiteral("tensor_parallel"), sg.outcome.layout.tensorParallel);
    layout.insert(QStringLiteral("pipeline_parallel"), sg.outcome.layout.pipelineParallel);
    layout.insert(QStringLiteral("zero_stage"), sg.outcome.layout.zeroStage);
    o.insert(QStringLiteral("layout"), layout);
    o.insert(QStringLiteral("per_gpu_total_bytes"), qint64(sg.outcome.memory().totalBytes));
    o.insert(QStringLiteral("per_gpu_usable_bytes"), qint64(sg.outcome.memory().usableBytes));
    o.insert(QStringLiteral("fits"), sg.outcome.fits);
    return o;
}

QString jobLabel(const Job &job, std::size_t index)
{
    if (!job.name.empty()) {
        return s(job.name);
    }
    return QStringLiteral("job %1 (%2 %3)")
        .arg(index + 1)
        .arg(job.kind == JobKind::Training ? QStringLiteral("training") : QStringLiteral("serving"), s(job.model.id));
}

QString speedText(const JobOutcome &o)
{
    if (o.kind == JobKind::Training) {
        return QStringLiteral("%1 tokens/s%2")
            .arg(o.training.tokensPerS, 0, 'f', 0)
            .arg(o.training.hours > 0 ? QStringLiteral(", %1 h for the run").arg(o.training.hours, 0, 'f', 1) : QString());
    }
    return QStringLiteral("TTFT %1 s, %2 tokens/s per user, %3 tokens/s total")
        .arg(o.inference.ttftS, 0, 'f', 2)
        .arg(o.inference.decodeTokensPerSPerUser, 0, 'f', 1)
        .arg(o.inference.aggregateTokensPerS, 0, 'f', 0);
}

// Image tokens of a vision-language job, the shape a {"params_b": N} model assumed, and the
// config.json keys an imported model did not use.
double imageTokensOf(const JobOutcome &o)
{
    return o.kind == JobKind::Training ? o.training.terms.imageTokensPerSample : o.inference.terms.imageTokensPerRequest;
}

void appendModelText(QString &out, const Job &job, const JobOutcome &o)
{
    const ModelArch &m = job.model;
    const std::int64_t images = job.kind == JobKind::Training ? job.training.imagesPerRequest : job.inference.imagesPerRequest;
    if (images > 0) {
        const std::int64_t width = job.kind == JobKind::Training ? job.training.imageWidth : job.inference.imageWidth;
        const std::int64_t height = job.kind == JobKind::Training ? job.training.imageHeight : job.inference.imageHeight;
        out += QStringLiteral("    images: %1 × %2×%3 px per request = %4 image tokens%5\n")
                   .arg(images)
                   .arg(width)
                   .arg(height)
                   .arg(imageTokensOf(o), 0, 'f', 0)
                   .arg(m.vision.family == VisionFamily::Mllama ? QStringLiteral(" (cross-attention)") : QString());
    }
    if (m.assumedShape) {
        out += QStringLiteral("    assumed shape: %1 layers, hidden %2, %3 heads (%4 KV) × %5, MLP %6, vocab %7%8\n")
                   .arg(m.layers)
                   .arg(m.hidden)
                   .arg(m.heads)
                   .arg(m.kvHeads)
                   .arg(m.headDim)
                   .arg(m.intermediate)
                   .arg(m.vocab)
                   .arg(m.vocabAssumed ? QStringLiteral(" (Llama 3 tokenizer; give \"vocab\" for another)") : QString());
    }
    if (!m.configKeysNotUsed.empty()) {
        QStringList keys;
        for (const std::string &k : m.configKeysNotUsed) {
            keys << s(k);
        }
        out += QStringLiteral("    config.json keys not used by the estimate: %1\n").arg(keys.join(QStringLiteral(", ")));
    }
}

QJsonObject modelShapeToJson(const ModelArch &m)
{
    QJsonObject o;
    o.insert(QStringLiteral("assumed"), m.assumedShape);
    o.insert(QStringLiteral("vocab_assumed"), m.vocabAssumed);
    o.insert(QStringLiteral("layers"), qint64(m.layers));
    o.insert(QStringLiteral("hidden"), qint64(m.hidden));
    o.insert(QStringLiteral("heads"), qint64(m.heads));
    o.insert(QStringLiteral("kv_heads"), qint64(m.kvHeads));
    o.insert(QStringLiteral("head_dim"), qint64(m.headDim));
    o.insert(QStringLiteral("intermediate"), qint64(m.intermediate));
    o.insert(QStringLiteral("vocab"), qint64(m.vocab));
    o.insert(QStringLiteral("checkpoint_format"), s(m.checkpointFormat));
    QJsonArray unused;
    for (const std::string &k : m.configKeysNotUsed) {
        unused.append(s(k));
    }
    o.insert(QStringLiteral("config_keys_not_used"), unused);
    return o;
}

// "capacity: targets met up to N users; output reaches 95 % of its most (X tokens/s) at M users
// (median TTFT Y s)".
QString capacityText(const ServingCapacity &c)
{
    QString targets;
    if (c.maxUsersMeetingTargets == 0)
        targets = QStringLiteral("targets met by no user count; ");
    else if (c.maxUsersMeetingTargets > 0)
        targets = QStringLiteral("targets met up to %1 users; ").arg(c.maxUsersMeetingTargets);
    if (c.saturationUsers <= 0)
        return QStringLiteral("    capacity: %1not one user fits\n").arg(targets);
    const QString memory = c.limitedByMemory
        ? QStringLiteral("; more than %1 users do not fit in memory").arg(c.mostUsersThatFit)
        : QString();
    return QStringLiteral("    capacity: %1output reaches 95 % of its most (%2 tokens/s) at %3 users (median TTFT %4 s)%5\n")
        .arg(targets, QString::number(c.peakTokensPerS, 'f', 0))
        .arg(c.saturationUsers)
        .arg(c.ttftAtSaturationS, 0, 'f', 3)
        .arg(memory);
}

QJsonObject capacityToJson(const ServingCapacity &c)
{
    QJsonObject o;
    o.insert(QStringLiteral("max_users_meeting_targets"), qint64(c.maxUsersMeetingTargets));
    o.insert(QStringLiteral("saturation_users"), qint64(c.saturationUsers));
    o.insert(QStringLiteral("peak_output_tokens_per_s"), c.peakTokensPerS);
    o.insert(QStringLiteral("ttft_at_saturation_s"), c.ttftAtSaturationS);
    o.insert(QStringLiteral("limited_by_memory"), c.limitedByMemory);
    o.insert(QStringLiteral("most_users_that_fit"), c.limitedByMemory ? qint64(c.mostUsersThatFit) : QJsonValue());
    return o;
}

void appendJobText(QString &out, const Workload &w, const std::vector<JobOutcome> &outcomes, const GpuSpec &gpu,
                   const EstimateOptions &options, bool explain,
                   const std::vector<std::optional<EstimateSuggestion>> &suggestions = {},
                   const std::vector<std::optional<ServingCapacity>> &capacities = {})
{
    for (std::size_t j = 0; j < outcomes.size(); ++j) {
        const JobOutcome &o = outcomes[j];
        const Job &job = w.jobs[j];
        const MemoryBreakdown &m = o.memory();
        out += QStringLiteral("  %1 — %2\n").arg(jobLabel(job, j), s(plantext::layout(o)));
        TextTable t({QStringLiteral("per GPU"), QStringLiteral("GB")});
        const auto row = [&](const char *label, std::int64_t bytes) {
            if (bytes > 0) {
                t.addRow({QString::fromUtf8(label), QString::number(double(bytes) / 1e9, 'f', 2)});
            }
        };
        row("weights", m.weightsBytes);
        row("gradients", m.gradientsBytes);
        row("optimizer", m.optimizerBytes);
        row("activations", m.activationsBytes);
        row("logits", m.logitsBytes);
        row("KV cache", m.kvCacheBytes);
        row("ZeRO-3 workspace", m.workspaceBytes);
        row("overhead", m.overheadBytes);
        t.addRow({QStringLiteral("total"), QString::number(double(m.totalBytes) / 1e9, 'f', 2)});
        t.addRow({o.kind == JobKind::Inference ? QStringLiteral("usable (×%1)").arg(job.inference.gpuMemoryUtilization)
                                               : QStringLiteral("capacity"),
                  QString::number(double(m.usableBytes) / 1e9, 'f', 2)});
        for (const QString &line : t.render().split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            out += QStringLiteral("    ") + line + QLatin1Char('\n');
        }
        out += QStringLiteral("    %1; %2\n").arg(o.fits ? QStringLiteral("fits") : QStringLiteral("DOES NOT FIT"), speedText(o));
        if (j < suggestions.size() && suggestions[j]) {
            const EstimateSuggestion &sg = *suggestions[j];
            out += QStringLiteral("    smallest change that fits: %1 → %2 per GPU of %3 usable\n")
                       .arg(changesText(sg), gb(double(sg.outcome.memory().totalBytes)),
                            gb(double(sg.outcome.memory().usableBytes)));
        } else if (!o.fits && j < suggestions.size()) {
            out += QStringLiteral("    no change tried (ZeRO stage, recompute, offload, fp8, up to 1024 GPUs) makes it fit\n");
        }
        if (o.kind == JobKind::Inference) {
            out += QStringLiteral("    KV cache: %1 tokens per replica (%2× the context); engine %3\n")
                       .arg(o.inference.kvCapacityTokens)
                       .arg(o.inference.concurrencyCapacity, 0, 'f', 2)
                       .arg(QLatin1String(servingEngineId(job.inference.engine)));
            out += QStringLiteral("    headroom: up to %1 users at %2 tokens; up to %3 tokens at %4 users\n")
                       .arg(o.inference.maxConcurrencyAtContext)
                       .arg(job.inference.contextLength)
                       .arg(o.inference.maxContextAtConcurrency == kUnboundedContext
                                ? QStringLiteral("unbounded")
                                : QString::number(o.inference.maxContextAtConcurrency))
                       .arg(job.inference.concurrency);
            if (j < capacities.size() && capacities[j])
                out += capacityText(*capacities[j]);
        } else {
            out += QStringLiteral("    convention: %1\n").arg(QString::fromUtf8(o.training.convention));
            out += QStringLiteral("    framework: %1\n").arg(QString::fromUtf8(o.training.frameworkConvention));
        }
        appendModelText(out, job, o);
        out += QStringLiteral("    host: %1 RAM, %2 storage, %3 CPU cores\n")
                   .arg(gb(double(o.host().ramBytes)), gb(double(o.host().storageBytes)))
                   .arg(o.host().cpuCores);
        if (o.kind == JobKind::Inference && o.inference.terms.hostExpertBytes > 0) {
            const InferenceTerms &terms = o.inference.terms;
            out += QStringLiteral("    experts in host memory: %1 of %2 MoE layers, %3 per replica, read at %4 GB/s "
                                  "(%5 GB/s peak host memory)%6\n")
                       .arg(terms.hostMoeLayers, 0, 'f', 0)
                       .arg(job.model.isMoe() ? double(moeLayerCount(job.model)) : 0.0, 0, 'f', 0)
                       .arg(gb(terms.hostExpertBytes))
                       .arg(terms.hostExpertBytesPerS / 1e9, 0, 'f', 1)
                       .arg(terms.hostMemoryBps / 1e9, 0, 'f', 1)
                       .arg(o.host().memoryBandwidthBps > 0
                                ? QStringLiteral("; the speed target needs %1 GB/s peak").arg(o.host().memoryBandwidthBps / 1e9, 0, 'f', 1)
                                : QString());
        }
        for (const std::string &gap : plantext::gaps(job, o)) {
            out += QStringLiteral("    target missed: %1\n").arg(s(gap));
        }
        if (explain) {
            const std::vector<std::string> lines = o.kind == JobKind::Training
                ? rigplan::explain(job.model, job.training, gpu, o.layout, options)
                : rigplan::explain(job.model, job.inference, gpu, o.layout, options);
            for (const std::string &line : lines) {
                out += QStringLiteral("      · ") + s(line) + QLatin1Char('\n');
            }
        }
    }
}

} // namespace

QJsonObject jobOutcomeToJson(const Job &job, const JobOutcome &o, const GpuSpec &gpu, const EstimateOptions &options,
                             bool explain)
{
    QJsonObject j;
    j.insert(QStringLiteral("kind"), job.kind == JobKind::Training ? QStringLiteral("training") : QStringLiteral("inference"));
    j.insert(QStringLiteral("name"), s(job.name));
    j.insert(QStringLiteral("model"), s(job.model.id));
    j.insert(QStringLiteral("params"), qint64(job.model.params));
    j.insert(QStringLiteral("active_params"), qint64(job.model.activeParams));
    j.insert(QStringLiteral("model_shape"), modelShapeToJson(job.model));
    j.insert(QStringLiteral("image_tokens_per_request"), qint64(std::llround(imageTokensOf(o))));
    j.insert(QStringLiteral("convention"),
             job.kind == JobKind::Training ? QString::fromUtf8(o.training.convention)
                                           : QStringLiteral("weights at the format's bytes per parameter; int4 with one "
                                                            "fp16 scale and zero per group; KV 2·L·a_kv·d per token"));
    QJsonObject layout;
    layout.insert(QStringLiteral("gpus"), o.layout.gpus);
    layout.insert(QStringLiteral("tensor_parallel"), o.layout.tensorParallel);
    layout.insert(QStringLiteral("pipeline_parallel"), o.layout.pipelineParallel);
    layout.insert(QStringLiteral("zero_stage"), o.layout.zeroStage);
    // The job's own GPUs of the build (concurrent jobs each have a range; else all of them).
    layout.insert(QStringLiteral("first_gpu"), o.firstGpu);
    layout.insert(QStringLiteral("gpu_count"), o.gpuCount);
    layout.insert(QStringLiteral("note"), s(plantext::layout(o)));
    j.insert(QStringLiteral("layout"), layout);
    j.insert(QStringLiteral("per_gpu"), memoryToJson(o.memory()));
    j.insert(QStringLiteral("fits"), o.fits);
    j.insert(QStringLiteral("headroom"), o.headroom);
    j.insert(QStringLiteral("host_ram_bytes"), qint64(o.host().ramBytes));
    j.insert(QStringLiteral("offload_ram_bytes"), qint64(o.host().offloadRamBytes));
    // Experts in host memory: the peak host bandwidth the speed target needs (0: none).
    j.insert(QStringLiteral("host_memory_bandwidth_needed_bps"), o.host().memoryBandwidthBps);
    j.insert(QStringLiteral("offload_disk_bytes"), qint64(o.host().offloadDiskBytes));
    j.insert(QStringLiteral("storage_bytes"), qint64(o.host().storageBytes));
    j.insert(QStringLiteral("cpu_cores"), o.host().cpuCores);
    QJsonObject training;
    training.insert(QStringLiteral("tokens_per_s"), o.kind == JobKind::Training ? o.training.tokensPerS : 0.0);
    training.insert(QStringLiteral("hours"), o.kind == JobKind::Training ? o.training.hours : 0.0);
    training.insert(QStringLiteral("framework"),
                    o.kind == JobKind::Training ? QString::fromLatin1(trainingFrameworkId(job.training.framework)) : QString());
    training.insert(QStringLiteral("framework_convention"),
                    o.kind == JobKind::Training ? QString::fromUtf8(o.training.frameworkConvention) : QString());
    // Issue 38: which moment the per-GPU peak is, and what waits in host RAM instead of the GPU.
    const bool trains = o.kind == JobKind::Training;
    training.insert(QStringLiteral("peak_at"), !trains ? QString()
                                               : o.training.terms.peakAtBackwardEnd ? QStringLiteral("backward_end")
                                                                                    : QStringLiteral("loss"));
    training.insert(QStringLiteral("paged_optimizer_bytes"), trains ? qint64(o.training.terms.pagedOptimizerBytes) : 0);
    training.insert(QStringLiteral("offloaded_activation_bytes"),
                    trains ? qint64(o.training.terms.offloadedActivationBytes) : 0);
    j.insert(QStringLiteral("training"), training);
    QJsonObject inference;
    const bool inf = o.kind == JobKind::Inference;
    inference.insert(QStringLiteral("ttft_s"), inf ? o.inference.ttftS : 0.0);
    inference.insert(QStringLiteral("decode_tokens_per_s_per_user"), inf ? o.inference.decodeTokensPerSPerUser : 0.0);
    inference.insert(QStringLiteral("aggregate_tokens_per_s"), inf ? o.inference.aggregateTokensPerS : 0.0);
    inference.insert(QStringLiteral("requests_per_s"), inf ? o.inference.requestsPerS : 0.0);
    inference.insert(QStringLiteral("max_concurrency_at_context"), inf ? clampCount(o.inference.maxConcurrencyAtContext) : 0);
    // One replica's KV cache in tokens and in contexts (vLLM's "GPU KV cache size", "Maximum concurrency").
    inference.insert(QStringLiteral("kv_capacity_tokens"), inf ? clampCount(o.inference.kvCapacityTokens) : 0);
    inference.insert(QStringLiteral("concurrency_capacity"), inf ? o.inference.concurrencyCapacity : 0.0);
    // Hybrid models: one sequence's fixed state as its layers keep it and as the engine allocates
    // it, and the engine's KV block (vLLM raises it to hold a state layer's state).
    inference.insert(QStringLiteral("state_bytes_per_seq"), inf ? o.inference.terms.stateBytesPerSeq : 0.0);
    inference.insert(QStringLiteral("state_allocated_bytes_per_seq"), inf ? o.inference.terms.stateAllocatedBytesPerSeq : 0.0);
    inference.insert(QStringLiteral("kv_block_tokens"), inf ? o.inference.terms.kvBlockTokens : 0.0);
    inference.insert(QStringLiteral("engine"), inf ? QString::fromLatin1(servingEngineId(job.inference.engine)) : QString());
    // Experts in host memory: the MoE layers whose routed experts the host keeps, their bytes
    // (per replica) and the bandwidth a decode step reads them at.
    inference.insert(QStringLiteral("host_moe_layers"), inf ? o.inference.terms.hostMoeLayers : 0.0);
    inference.insert(QStringLiteral("host_expert_bytes"), inf ? o.inference.terms.hostExpertBytes : 0.0);
    inference.insert(QStringLiteral("host_expert_read_bps"), inf ? o.inference.terms.hostExpertBytesPerS : 0.0);
    // A sliding window makes the longest context unbounded: written as -1.
    inference.insert(QStringLiteral("max_context_at_concurrency"),
                     !inf ? 0 : (o.inference.maxContextAtConcurrency == kUnboundedContext ? -1 : clampCount(o.inference.maxContextAtConcurrency)));
    j.insert(QStringLiteral("inference"), inference);
    j.insert(QStringLiteral("targets_met"), o.targetsMet);
    j.insert(QStringLiteral("gaps"), strings(plantext::gaps(job, o)));
    if (explain) {
        j.insert(QStringLiteral("explanations"),
                 strings(o.kind == JobKind::Training ? rigplan::explain(job.model, job.training, gpu, o.layout, options)
                                                     : rigplan::explain(job.model, job.inference, gpu, o.layout, options)));
    }
    return j;
}

QJsonObject estimateToJson(const Workload &workload, const std::vector<JobOutcome> &outcomes, const GpuSpec &gpu,
                           int count, const EstimateOptions &options, bool explain, const SoftwareCatalog *software,
                           const std::vector<std::optional<EstimateSuggestion>> &suggestions,
                           const std::vector<std::optional<ServingCapacity>> &capacities)
{
    // The software check needs the words' context: a snapshot that holds the software data.
    CatalogSnapshot snap;
    if (software) {
        snap.software = *software;
    }
    return estimateToJson(workload, outcomes, gpu, count, options, explain, software ? &snap : nullptr, suggestions, capacities);
}

QJsonObject estimateToJson(const Workload &workload, const std::vector<JobOutcome> &outcomes, const GpuSpec &gpu,
                           int count, const EstimateOptions &options, bool explain, const CatalogSnapshot *withSoftware,
                           const std::vector<std::optional<EstimateSuggestion>> &suggestions,
                           const std::vector<std::optional<ServingCapacity>> &capacities)
{
    static const CatalogSnapshot kNoSoftware;
    const CatalogSnapshot &snap = withSoftware ? *withSoftware : kNoSoftware;
    const SoftwareCatalog *software = withSoftware ? &withSoftware->software : nullptr;
    QJsonObject root;
    QJsonObject g;
    g.insert(QStringLiteral("id"), s(gpu.id));
    g.insert(QStringLiteral("name"), s(gpu.name));
    g.insert(QStringLiteral("count"), count);
    g.insert(QStringLiteral("capacity_bytes"), qint64(gpu.memoryBytes));
    root.insert(QStringLiteral("gpu"), g);
    QJsonArray jobs;
    if (software) {
        const GpuArchitectureSpec *arch = software->architecture(gpu.computeTarget);
        g.insert(QStringLiteral("architecture"), arch ? s(arch->id) : QString());
        g.insert(QStringLiteral("compute_capability"), arch ? s(arch->computeCapability) : QString());
        root.insert(QStringLiteral("gpu"), g);
    }
    const PlanOptions planOptions;
    const PlanTextContext ctx{workload, snap, planOptions};
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        QJsonObject j = jobOutcomeToJson(workload.jobs[i], outcomes[i], gpu, options, explain);
        if (software) {
            j.insert(QStringLiteral("software"), jobSoftwareToJson(ctx, gpu, jobSoftware(*software, gpu, workload.jobs[i], int(i))));
        }
        if (i < capacities.size() && capacities[i]) {
            QJsonObject inference = j.value(QStringLiteral("inference")).toObject();
            inference.insert(QStringLiteral("capacity"), capacityToJson(*capacities[i]));
            j.insert(QStringLiteral("inference"), inference);
        }
        if (i < suggestions.size()) {
            j.insert(QStringLiteral("suggestion"),
                     suggestions[i] ? QJsonValue(estimateSuggestionToJson(*suggestions[i])) : QJsonValue());
        }
        jobs.append(j);
    }
    root.insert(QStringLiteral("jobs"), jobs);
    return root;
}

QString estimateToText(const Workload &workload, const std::vector<JobOutcome> &outcomes, const GpuSpec &gpu, int count,
                       const EstimateOptions &options, bool explain, const SoftwareCatalog *software,
                       const std::vector<std::optional<EstimateSuggestion>> &suggestions,
                       const std::vector<std::optional<ServingCapacity>> &capacities)
{
    QString out = QStringLiteral("%1 × %2 (%3 each)\n").arg(count).arg(s(gpu.name), gb(double(gpu.memoryBytes)));
    appendJobText(out, workload, outcomes, gpu, options, explain, suggestions, capacities);
    if (software) {
        CatalogSnapshot snap;
        snap.software = *software;
        const PlanOptions planOptions;
        const PlanTextContext ctx{workload, snap, planOptions};
        for (std::size_t i = 0; i < workload.jobs.size(); ++i) {
            const JobSoftware fit = jobSoftware(*software, gpu, workload.jobs[i], int(i));
            if (!fit.runs()) {
                out += QStringLiteral("  software: NOT SUPPORTED: %1\n").arg(s(plantext::softwareBlock(ctx, gpu, fit)));
            }
        }
        appendSoftwareText(out, ctx, gpu, softwareStack(*software, gpu, workload.jobs));
    }
    out += QStringLiteral("GB = 10^9 bytes.\n");
    return out;
}

namespace {

std::string partId(const CatalogSnapshot &snap, PartKind kind, int part)
{
    return partLabel(snap, kind, part).id;
}

// Where the plan's country comes from, as the JSON names it.
const char *countrySourceId(CountrySource source)
{
    switch (source) {
    case CountrySource::None: return "";
    case CountrySource::Site: return "site";
    case CountrySource::Outlet: return "outlet";
    case CountrySource::Currency: return "currency";
    }
    return "";
}

// The rates' date, and the parts left out for the site's country (none without a country).
void appendMarketText(QString &out, const PlanTextContext &ctx, const PlanResult &plan)
{
    out += s(plantext::rates(plan)) + QLatin1Char('\n');
    if (const std::string sold = plantext::market(ctx, plan); !sold.empty())
        out += s(sold) + QLatin1Char('\n');
    for (const std::string &line : plantext::notOffered(ctx, plan)) {
        out += s(line) + QLatin1Char('\n');
    }
}

} // namespace

QJsonObject planToJson(const PlanResult &plan, const Workload &workload, const CatalogSnapshot &snap,
                       const PlanOptions &options, bool explain, const EconomicsSettings *economics)
{
    const PlanTextContext ctx{workload, snap, options};
    QJsonObject root;
    root.insert(QStringLiteral("feasible"), plan.feasible);
    root.insert(QStringLiteral("currency"), s(plan.currency));
    root.insert(QStringLiteral("rate_date"), s(plan.rateDate));
    root.insert(QStringLiteral("budget_minor"), qint64(plan.budgetMinor));
    root.insert(QStringLiteral("country"), s(plan.country));
    root.insert(QStringLiteral("country_from"), QLatin1String(countrySourceId(plan.countrySource)));
    root.insert(QStringLiteral("market"), s(plantext::market(ctx, plan)));
    QJsonArray notOffered;
    for (const NotOffered &n : plan.notOffered) {
        QJsonObject o;
        o.insert(QStringLiteral("kind"), QLatin1String(partKindId(n.kind)));
        o.insert(QStringLiteral("id"), s(partId(snap, n.kind, n.part)));
        o.insert(QStringLiteral("name"), s(plantext::partName(snap, n.kind, n.part)));
        o.insert(QStringLiteral("country"), s(n.country));
        o.insert(QStringLiteral("source"), s(n.source));
        o.insert(QStringLiteral("message"), s(plantext::notOffered(ctx, n)));
        notOffered.append(o);
    }
    root.insert(QStringLiteral("not_offered"), notOffered);
    QJsonArray tiers;
    for (const Tier &t : plan.tiers) {
        const Build &b = t.build;
        QJsonObject o;
        o.insert(QStringLiteral("tier"), QLatin1String(tierId(t.kind)));
        if (t.sameAs) {
            o.insert(QStringLiteral("same_as"), QLatin1String(tierId(*t.sameAs)));
        }
        QJsonObject growth;
        growth.insert(QStringLiteral("free_x16_slots"), t.growth.freeX16Slots);
        growth.insert(QStringLiteral("psu_margin_w"), t.growth.psuMarginW);
        growth.insert(QStringLiteral("next_gpu_count"), t.growth.nextGpuCount);
        growth.insert(QStringLiteral("room_for_twice"), t.growth.roomForTwice);
        o.insert(QStringLiteral("growth"), growth);
        QJsonObject build;
        build.insert(QStringLiteral("platform"), s(snap.platforms[std::size_t(b.platform)].id));
        build.insert(QStringLiteral("cpu"), s(snap.cpus[std::size_t(b.cpu)].id));
        build.insert(QStringLiteral("cpu_count"), snap.platforms[std::size_t(b.platform)].cpuSockets);
        QJsonObject gpu;
        gpu.insert(QStringLiteral("id"), s(snap.gpus[std::size_t(b.gpu)].id));
        gpu.insert(QStringLiteral("count"), b.gpuCount);
        gpu.insert(QStringLiteral("lanes_per_gpu"), b.lanesPerGpu);
        insertLifecycle(snap, snap.gpus[std::size_t(b.gpu)], gpu);
        build.insert(QStringLiteral("gpu"), gpu);
        build.insert(QStringLiteral("memory_bytes"), qint64(b.memoryBytes));
        build.insert(QStringLiteral("memory_ecc"), b.memoryEcc);
        // How fast the DIMMs run (docs/planner.md, "The planner", system RAM): the CPU's rated speed at
        // the DIMMs per channel used, the rule that says so ("" when no rule is sourced).
        build.insert(QStringLiteral("memory_speed_mts"), b.memorySpeed.mts);
        build.insert(QStringLiteral("memory_bandwidth_bps"), b.memoryBandwidthBps);
        build.insert(QStringLiteral("memory_derated"), b.memorySpeed.derated);
        build.insert(QStringLiteral("dimms_per_channel"), b.memorySpeed.dimmsPerChannel);
        build.insert(QStringLiteral("memory_speed_rule"),
                     b.memorySpeed.rule ? QString::fromLatin1(b.memorySpeed.rule->id) : QString());
        build.insert(QStringLiteral("storage_bytes"), qint64(b.storageBytes));
        QJsonArray volumes;
        for (int v = 0; v < kVolumes; ++v) {
            const StorageVolume &vol = b.volumes[std::size_t(v)];
            if (vol.requiredBytes <= 0) {
                continue;
            }
            QJsonObject volume;
            volume.insert(QStringLiteral("volume"), QLatin1String(volumeId(Volume(v))));
            volume.insert(QStringLiteral("required_bytes"), qint64(vol.requiredBytes));
            volume.insert(QStringLiteral("bytes"), qint64(vol.bytes));
            volume.insert(QStringLiteral("drive"), vol.drive >= 0 ? s(snap.storage[std::size_t(vol.drive)].id) : QString());
            volume.insert(QStringLiteral("count"), vol.count);
            volume.insert(QStringLiteral("raid1"), vol.mirrored);
            volume.insert(QStringLiteral("raid"), vol.raid10() ? QStringLiteral("raid10")
                                                  : vol.mirrored ? QStringLiteral("raid1")
                                                                 : QStringLiteral("none"));
            // A volume without drives of its own: the volume whose drives hold its files.
            volume.insert(QStringLiteral("shares_drives_with"),
                          vol.shared() ? QString::fromLatin1(volumeId(Volume(vol.sharedWith))) : QString());
            volumes.append(volume);
        }
        build.insert(QStringLiteral("volumes"), volumes);
        if (b.nic >= 0) {
            build.insert(QStringLiteral("nic"), s(snap.nics[std::size_t(b.nic)].id));
        }
        if (b.cooler >= 0) {
            QJsonObject cooler;
            cooler.insert(QStringLiteral("id"), s(snap.coolers[std::size_t(b.cooler)].id));
            cooler.insert(QStringLiteral("count"), b.coolerCount);
            build.insert(QStringLiteral("cooler"), cooler);
        }
        if (b.bridge >= 0) {
            // NVLink bridges the layouts rely on (docs/planner.md, "NVLink bridges").
            QJsonObject bridge;
            bridge.insert(QStringLiteral("id"), s(snap.bridges[std::size_t(b.bridge)].id));
            bridge.insert(QStringLiteral("count"), b.bridgeCount);
            bridge.insert(QStringLiteral("pairs"), b.bridgePairs);
            bridge.insert(QStringLiteral("slot_spacing"), snap.bridges[std::size_t(b.bridge)].slotSpacing);
            build.insert(QStringLiteral("bridge"), bridge);
        }
        QJsonArray psus;
        if (b.psu >= 0) {
            QJsonObject psu;
            psu.insert(QStringLiteral("id"), s(snap.psus[std::size_t(b.psu)].id));
            psu.insert(QStringLiteral("count"), b.psuCount);
            psu.insert(QStringLiteral("included"), b.psuCount - b.psusCharged);
            psus.append(psu);
        }
        build.insert(QStringLiteral("psus"), psus);
        o.insert(QStringLiteral("build"), build);
        QJsonObject price;
        price.insert(QStringLiteral("total_minor"), qint64(b.priceMinor));
        price.insert(QStringLiteral("currency"), s(plan.currency));
        o.insert(QStringLiteral("price"), price);
        QJsonArray bom;
        for (const BomLine &l : t.bom) {
            QJsonObject line;
            line.insert(QStringLiteral("kind"), QLatin1String(partKindId(l.kind)));
            if (l.volume >= 0) {
                line.insert(QStringLiteral("volume"), QLatin1String(volumeId(Volume(l.volume))));
            }
            line.insert(QStringLiteral("id"), s(l.id));
            line.insert(QStringLiteral("name"), s(l.name));
            line.insert(QStringLiteral("quantity"), l.quantity);
            line.insert(QStringLiteral("unit_price"), priceToJson(l.unitPrice));
            line.insert(QStringLiteral("line_total_minor"), qint64(l.lineTotalMinor));
            line.insert(QStringLiteral("price_stale"), l.stalePrice);
            line.insert(QStringLiteral("reason"), s(plantext::bomReason(ctx, t, l)));
            bom.append(line);
        }
        o.insert(QStringLiteral("bom"), bom);
        QJsonArray jobs;
        for (std::size_t j = 0; j < b.jobs.size(); ++j) {
            jobs.append(jobOutcomeToJson(workload.jobs[j], b.jobs[j], snap.gpus[std::size_t(b.gpu)], options.estimate, explain));
        }
        o.insert(QStringLiteral("jobs"), jobs);
        QJsonObject power;
        power.insert(QStringLiteral("dc_load_w"), std::round(b.power.dcLoadW()));
        power.insert(QStringLiteral("transient_w"), std::round(b.transientW));
        power.insert(QStringLiteral("psu_capacity_w"), std::round(b.psuCapacityW));
        power.insert(QStringLiteral("wall_w"), std::round(b.wallW));
        power.insert(QStringLiteral("outlet_limit_w"), qint64(b.outletLimitW));
        power.insert(QStringLiteral("outlet_ok"), b.outletLimitW == 0 || b.wallW <= double(b.outletLimitW));
        power.insert(QStringLiteral("btu_per_h"), std::round(b.btuPerH));
        o.insert(QStringLiteral("power"), power);
        if (economics) {
            const TierEconomics tierEconomics = economicsFor(b, workload.jobs, *economics);
            o.insert(QStringLiteral("economics"), economicsToJson(tierEconomics, *economics));
            // Buy or rent, and the budget over the years (core/plan/BuyVsRent.h, Budget.h).
            const BuyVsRent rent = buyVsRentFor(t, workload.jobs, snap, tierEconomics, *economics, options.planDate);
            o.insert(QStringLiteral("buy_vs_rent"), buyVsRentToJson(rent, snap, plan.currency));
            o.insert(QStringLiteral("budget"), budgetToJson(budgetFor(t, snap, tierEconomics, *economics, rent), plan.currency));
        }
        o.insert(QStringLiteral("targets_met"), b.targetsMet);
        o.insert(QStringLiteral("headroom"), b.headroom);
        o.insert(QStringLiteral("relative_speed"), b.score);
        QJsonArray notes = strings(plantext::tierReasons(ctx, plan, t));
        for (const std::string &n : plantext::notes(ctx, b)) {
            notes.append(s(n));
        }
        o.insert(QStringLiteral("notes"), notes);
        QJsonArray rejected;
        for (const Build &r : t.rejected) {
            rejected.append(buildSummaryJson(ctx, r));
        }
        o.insert(QStringLiteral("rejected"), rejected);
        o.insert(QStringLiteral("software"), tierSoftwareToJson(ctx, snap.gpus[std::size_t(b.gpu)],
                                                                tierSoftware(plan, workload.jobs, snap, t)));
        tiers.append(o);
    }
    root.insert(QStringLiteral("tiers"), tiers);
    QJsonArray rejected;
    for (const Build &r : plan.rejected) {
        rejected.append(buildSummaryJson(ctx, r));
    }
    root.insert(QStringLiteral("rejected"), rejected);
    root.insert(QStringLiteral("notes"), strings(plantext::planNotes(plan, options)));
    if (!plan.feasible) {
        root.insert(QStringLiteral("first_failure"), s(plantext::firstFailure(ctx, plan)));
        QJsonObject perCheck;
        for (const auto &[check, builds] : plan.rejectionsPerCheck) {
            perCheck.insert(QLatin1String(checkId(check)), qint64(builds));
        }
        root.insert(QStringLiteral("rejections_per_check"), perCheck);
        QJsonArray suggestions;
        for (const Suggestion &sg : plan.suggestions) {
            suggestions.append(suggestionToJson(ctx, sg));
        }
        root.insert(QStringLiteral("suggestions"), suggestions);
    }
    root.insert(QStringLiteral("candidates_evaluated"), qint64(plan.candidates));
    return root;
}

QString planToText(const PlanResult &plan, const Workload &workload, const CatalogSnapshot &snap,
                   const PlanOptions &options, bool explain, const EconomicsSettings *economics)
{
    const PlanTextContext ctx{workload, snap, options};
    QString out;
    if (!workload.title.empty()) {
        out += s(workload.title) + QLatin1Char('\n');
    }
    if (!plan.feasible) {
        out += QStringLiteral("NO BUILD satisfies this workload.\n%1\n").arg(s(plantext::firstFailure(ctx, plan)));
        appendMarketText(out, ctx, plan);
        if (!plan.suggestions.empty()) {
            out += QStringLiteral("What would work:\n");
            for (const Suggestion &sg : plan.suggestions) {
                out += QStringLiteral("  %1 %2: %3\n")
                           .arg(sg.feasible ? QStringLiteral("✓") : QStringLiteral("✗"),
                                s(plantext::suggestionChange(ctx, sg)), s(plantext::suggestionSummary(ctx, sg)));
            }
        }
        return out;
    }
    // Running costs once per tier: the summary's TCO column and the tier's lines share them.
    std::vector<TierEconomics> tierEconomics;
    if (economics) {
        for (const Tier &t : plan.tiers) {
            tierEconomics.push_back(economicsFor(t.build, workload.jobs, *economics));
        }
    }
    TextTable summary({QStringLiteral("tier"), QStringLiteral("GPUs"), QStringLiteral("CPU"), QStringLiteral("RAM GB"),
                       QStringLiteral("storage TB"), QStringLiteral("PSU"), QStringLiteral("price"),
                       QStringLiteral("wall W"),
                       economics ? QStringLiteral("TCO %1 y").arg(economics->years) : QStringLiteral("TCO"),
                       QStringLiteral("targets")});
    for (std::size_t ti = 0; ti < plan.tiers.size(); ++ti) {
        const Tier &t = plan.tiers[ti];
        const Build &b = t.build;
        summary.addRow({QLatin1String(tierId(t.kind))
                            + (t.sameAs ? QStringLiteral(" (= %1)").arg(QLatin1String(tierId(*t.sameAs))) : QString()),
                        QStringLiteral("%1 × %2").arg(b.gpuCount).arg(s(snap.gpus[std::size_t(b.gpu)].id)),
                        s(snap.cpus[std::size_t(b.cpu)].id), QString::number(double(b.memoryBytes) / 1e9, 'f', 0),
                        QString::number(double(b.storageBytes) / 1e12, 'g', 3),
                        b.psu >= 0 ? QStringLiteral("%1 × %2").arg(b.psuCount).arg(s(snap.psus[std::size_t(b.psu)].id)) : QString(),
                        formatMinor(b.priceMinor, s(plan.currency)), QString::number(b.wallW, 'f', 0),
                        economics ? formatMinor(tierEconomics[ti].tcoMinor, s(plan.currency))
                                  : QString(),
                        b.targetsMet ? QStringLiteral("met") : QStringLiteral("missed")});
    }
    out += summary.render();
    for (std::size_t ti = 0; ti < plan.tiers.size(); ++ti) {
        const Tier &t = plan.tiers[ti];
        const Build &b = t.build;
        out += QStringLiteral("\n== %1: %2 × %3 in %4 — %5\n")
                   .arg(QLatin1String(tierId(t.kind)))
                   .arg(b.gpuCount)
                   .arg(s(snap.gpus[std::size_t(b.gpu)].name), s(snap.platforms[std::size_t(b.platform)].name),
                        formatMinor(b.priceMinor, s(plan.currency)));
        for (const std::string &r : plantext::tierReasons(ctx, plan, t)) {
            out += QStringLiteral("  why: %1\n").arg(s(r));
        }
        TextTable bom({QStringLiteral("part"), QStringLiteral("qty"), QStringLiteral("unit price"), QStringLiteral("total"),
                       QStringLiteral("price date")});
        for (const BomLine &l : t.bom) {
            const QString volume = l.volume >= 0 ? QStringLiteral(" [%1]").arg(QLatin1String(volumeId(Volume(l.volume)))) : QString();
            bom.addRow({s(l.name) + volume, QString::number(l.quantity),
                        formatMinor(l.unitPrice.amountMinor, s(plan.currency)) + (l.unitPrice.estimate ? QStringLiteral(" (est.)") : QString()),
                        formatMinor(l.lineTotalMinor, s(plan.currency)),
                        s(l.unitPrice.date) + (l.stalePrice ? QStringLiteral(" (stale)") : QString())});
        }
        for (const QString &line : bom.render().split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            out += QStringLiteral("  ") + line + QLatin1Char('\n');
        }
        if (explain) {
            for (const BomLine &l : t.bom) {
                out += QStringLiteral("  %1: %2\n").arg(QLatin1String(partKindId(l.kind)), s(plantext::bomReason(ctx, t, l)));
            }
        }
        {
            QStringList volumes;
            for (int v = 0; v < kVolumes; ++v) {
                const StorageVolume &vol = b.volumes[std::size_t(v)];
                if (vol.shared()) {
                    volumes << QStringLiteral("%1 on %2 ≥ %3 TB")
                                   .arg(QLatin1String(volumeId(Volume(v))), QLatin1String(volumeId(Volume(vol.sharedWith))))
                                   .arg(double(vol.requiredBytes) / 1e12, 0, 'g', 3);
                } else if (vol.requiredBytes > 0) {
                    volumes << QStringLiteral("%1 %2 TB ≥ %3 TB%4")
                                   .arg(QLatin1String(volumeId(Volume(v))))
                                   .arg(double(vol.bytes) / 1e12, 0, 'g', 3)
                                   .arg(double(vol.requiredBytes) / 1e12, 0, 'g', 3)
                                   .arg(vol.raid10()   ? QStringLiteral(" RAID 10")
                                        : vol.mirrored ? QStringLiteral(" RAID 1")
                                                       : QString());
                }
            }
            out += QStringLiteral("  host: RAM %1 GB %2 ≥ %3 GB%7; volumes: %4; cooler: %5%6\n")
                       .arg(double(b.memoryBytes) / 1e9, 0, 'f', 0)
                       .arg(b.memoryEcc ? QStringLiteral("ECC") : QStringLiteral("non-ECC"))
                       .arg(double(b.requiredRamBytes) / 1e9, 0, 'f', 0)
                       .arg(volumes.join(QStringLiteral(", ")))
                       .arg(b.cooler >= 0 ? s(snap.coolers[std::size_t(b.cooler)].id)
                                          : snap.platforms[std::size_t(b.platform)].cpuCoolerIncluded ? QStringLiteral("included")
                                                                                                       : QStringLiteral("none priced"))
                       .arg(b.nic >= 0 ? QStringLiteral("; nic: %1").arg(s(snap.nics[std::size_t(b.nic)].id)) : QString())
                       .arg(memorySpeedText(b.memorySpeed) + hostBandwidthText(b));
        }
        out += QStringLiteral("  power: %1 W DC (transients %2 W) on %3 W of PSU; %4 W at the wall%5; %6 BTU/h\n")
                   .arg(b.power.dcLoadW(), 0, 'f', 0)
                   .arg(b.transientW, 0, 'f', 0)
                   .arg(b.psuCapacityW, 0, 'f', 0)
                   .arg(b.wallW, 0, 'f', 0)
                   .arg(b.outletLimitW > 0 ? QStringLiteral(" (outlet %1 W continuous: ok)").arg(b.outletLimitW) : QString())
                   .arg(b.btuPerH, 0, 'f', 0);
        if (economics) {
            for (const QString &line : economicsToText(tierEconomics[ti], *economics)) {
                out += QStringLiteral("  ") + line + QLatin1Char('\n');
            }
            const BuyVsRent rent = buyVsRentFor(t, workload.jobs, snap, tierEconomics[ti], *economics, options.planDate);
            QStringList lab = buyVsRentToText(rent, snap, plan.currency);
            lab << budgetToText(budgetFor(t, snap, tierEconomics[ti], *economics, rent), plan.currency);
            for (const QString &line : lab) {
                out += QStringLiteral("  ") + line + QLatin1Char('\n');
            }
        }
        for (const std::string &n : plantext::notes(ctx, b)) {
            out += QStringLiteral("  note: %1\n").arg(s(n));
        }
        appendSoftwareText(out, ctx, snap.gpus[std::size_t(b.gpu)], tierSoftware(plan, workload.jobs, snap, t));
        if (const std::string use = plantext::gpuAssignment(ctx, b); !use.empty()) {
            out += QStringLiteral("  concurrent jobs: %1\n").arg(s(use));
        }
        appendJobText(out, workload, b.jobs, snap.gpus[std::size_t(b.gpu)], options.estimate, explain);
        for (const Build &r : t.rejected) {
            out += QStringLiteral("  not %1 (%2): %3\n")
                       .arg(s(r.key), formatMinor(r.priceMinor, s(plan.currency)), s(plantext::rejection(ctx, r)));
        }
    }
    for (const std::string &n : plantext::planNotes(plan, options)) {
        out += QStringLiteral("\nnote: %1").arg(s(n));
    }
    out += QStringLiteral("\n%1 builds evaluated. GB = 10^9 bytes; prices marked (est.) are street-price estimates.\n")
               .arg(plan.candidates);
    appendMarketText(out, ctx, plan);
    return out;
}

} // namespace rigplan
