// SPDX-License-Identifier: GPL-3.0-or-later
#include "quote/KitJson.h"

#include "util/JsonText.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>
#include <array>
#include <cmath>

namespace rigplan::quotejson {

// The translation context of these messages (lupdate reads it from here).
class KitJsonText {
    Q_DECLARE_TR_FUNCTIONS(rigplan::Quote)
};

namespace {

// ---- writing ----

QByteArray optionJson(const KitOption &o, int)
{
    return "{\"flag\": " + string(o.flag) + ", \"value\": " + string(o.value) + ", \"figure\": " + string(std::string(kitFigureId(o.figure)))
        + "}";
}

QByteArray thresholdJson(const KitThreshold &t, int)
{
    return "{\"metric\": " + string(std::string(kitMetricId(t.metric))) + ", \"planned\": " + number(t.planned)
        + ", \"tolerance_percent\": " + number(t.tolerancePct) + ", \"limit\": " + number(t.limit)
        + ", \"at_least\": " + (t.atLeast ? "true" : "false") + "}";
}

QByteArray replicaJson(const KitReplica &r, int)
{
    QByteArray gpus;
    for (std::size_t i = 0; i < r.gpus.size(); ++i) {
        gpus += (i ? ", " : "") + QByteArray::number(r.gpus[i]);
    }
    return "{\"port\": " + QByteArray::number(r.port) + ", \"gpus\": [" + gpus + "]}";
}

QByteArray frameworkJson(const KitSoftware::Framework &f, int)
{
    return "{\"name\": " + string(f.name) + ", \"min_version\": " + string(f.minVersion) + ", \"max_version\": "
        + string(f.maxVersion) + "}";
}

QByteArray softwareJson(const KitSoftware &s, int indent)
{
    return Writer(indent)
        .text("platform", s.platform)
        .text("driver_linux", s.driverLinux)
        .text("toolkit", s.toolkit)
        .text("wheel", s.wheel)
        .text("min_pytorch", s.minPytorch)
        .text("container", s.container)
        .raw("frameworks", arrayJson(s.frameworks, indent + 2, frameworkJson))
        .object();
}

QByteArray servingJson(const ServingKit &k, int indent)
{
    return Writer(indent)
        .text("engine", servingEngineId(k.engine))
        .text("model", k.model)
        .boolean("model_from_catalog_id", k.modelFromCatalogId)
        .raw("quantized_checkpoint", k.quantizedCheckpoint ? string(std::string(precisionId(*k.quantizedCheckpoint))) : QByteArray("null"))
        .raw("serve", arrayJson(k.serve, indent + 2, optionJson))
        .raw("engine_config", arrayJson(k.engineConfig, indent + 2, optionJson))
        .raw("replicas", arrayJson(k.replicas, indent + 2, replicaJson))
        .raw("bench", arrayJson(k.bench, indent + 2, optionJson))
        .number("users_per_replica", k.usersPerReplica)
        .raw("thresholds", arrayJson(k.thresholds, indent + 2, thresholdJson))
        .object();
}

QByteArray trainingJson(const TrainingKit &k, int indent)
{
    return Writer(indent)
        .text("framework", trainingFrameworkId(k.framework))
        .text("model", k.model)
        .boolean("model_from_catalog_id", k.modelFromCatalogId)
        .raw("launch", arrayJson(k.launch, indent + 2, optionJson))
        .raw("deepspeed", arrayJson(k.deepSpeed, indent + 2, optionJson))
        .raw("lora", arrayJson(k.lora, indent + 2, optionJson))
        .number("tokens_per_step", k.tokensPerStep)
        .raw("thresholds", arrayJson(k.thresholds, indent + 2, thresholdJson))
        .object();
}

QByteArray jobJson(const JobKit &j, int indent)
{
    Writer writer(indent);
    writer.number("job", j.job);
    if (j.serving) {
        writer.raw("serving", servingJson(*j.serving, indent + 2));
    }
    if (j.training) {
        writer.raw("training", trainingJson(*j.training, indent + 2));
    }
    return writer.object();
}

// ---- reading ----

// Where the problems go; Fields keeps a reference to its object, so each object read is a
// local that outlives its Fields.
struct KitReading {
    const QString &fileName;
    Diagnostics &issues;

    Fields fields(const QJsonObject &object, const QString &path) const { return Fields(object, path, fileName, issues); }
};

// An object member; reports anything else. Absent: nullopt, nothing reported.
std::optional<QJsonObject> objectAt(const Fields &parent, const char *key)
{
    if (!parent.has(key)) {
        return std::nullopt;
    }
    const QJsonValue v = parent.value(key);
    if (!v.isObject()) {
        parent.issue(QLatin1String(key), KitJsonText::tr("expected an object, got %1").arg(describeJsonValue(v)));
        return std::nullopt;
    }
    return v.toObject();
}

// objectsOf, refused past `most` items (a file of a million options would take the scripts along).
std::vector<QJsonObject> someObjectsOf(const Fields &parent, const char *key, std::size_t most)
{
    std::vector<QJsonObject> objects = objectsOf(parent, key);
    if (objects.size() > most) {
        //: %1 = the most items the list may hold, %2 = how many it has
        parent.issue(QLatin1String(key), KitJsonText::tr("expected at most %1 items, got %2").arg(most).arg(objects.size()));
        objects.clear();
    }
    return objects;
}

// A required figure: a finite number ≥ 0.
void figure(const Fields &f, const char *key, double &out)
{
    if (!f.require(key)) {
        return;
    }
    const QJsonValue v = f.value(key);
    if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() < 0) {
        f.issue(QLatin1String(key), KitJsonText::tr("expected a finite number ≥ 0, got %1").arg(describeJsonValue(v)));
        return;
    }
    out = v.toDouble();
}

// Text that goes into a script or a table row: one line.
void oneLineText(const Fields &f, const char *key, std::string &out)
{
    std::string text;
    if (!f.text(key, text) || !f.has(key)) {
        return;
    }
    if (std::any_of(text.begin(), text.end(), [](char c) { return (c >= 0 && c < 0x20) || c == 0x7f; })) {
        f.issue(QLatin1String(key), KitJsonText::tr("expected one line of text without control characters"));
        return;
    }
    out = text;
}

// An enum by its id, required: `fromId` of the text the id list allows.
template <typename Enum, std::size_t N>
void enumField(const Fields &f, const char *key, Enum &out, const std::array<Enum, N> &values, const char *(*id)(Enum))
{
    std::string text;
    if (f.require(key) && f.oneOf(key, text, idsOf(values, id))) {
        out = *enumFromId(values, id, text);
    }
}

constexpr std::array<ServingEngine, 3> kEngines{ServingEngine::Vllm, ServingEngine::Sglang, ServingEngine::TensorRtLlm};
constexpr std::array<TrainingFramework, 4> kFrameworks{TrainingFramework::DeepSpeed, TrainingFramework::Megatron,
                                                       TrainingFramework::Fsdp, TrainingFramework::HfTrainer};
constexpr std::array<Precision, 8> kPrecisions{Precision::Fp32, Precision::Bf16,  Precision::Fp16,  Precision::Fp8,
                                               Precision::Int8, Precision::Int4, Precision::Nvfp4, Precision::Mxfp4};

void readOptions(const Fields &parent, const char *key, std::vector<KitOption> &out, const KitReading &r)
{
    // The option names the plan writes ("--max-model-len", "zero_optimization.stage", "r"): a
    // plain word goes into the scripts unquoted, anything else is refused.
    static const QRegularExpression name(QStringLiteral("^-{0,2}[A-Za-z0-9_][A-Za-z0-9_.-]*$"));
    const std::vector<QJsonObject> objects = someObjectsOf(parent, key, kMaxKitOptions);
    for (std::size_t i = 0; i < objects.size(); ++i) {
        const Fields f = r.fields(objects[i], parent.path(QStringLiteral("%1[%2]").arg(QLatin1String(key)).arg(i)));
        f.onlyKeys({QStringLiteral("flag"), QStringLiteral("value"), QStringLiteral("figure")});
        KitOption option{};
        if (f.require("flag") && f.text("flag", option.flag, 200)
            && !name.match(QString::fromStdString(option.flag)).hasMatch()) {
            //: %1 = the name found
            f.issue(QStringLiteral("flag"), KitJsonText::tr("expected an option name (letters, digits, _ . -), got \"%1\"")
                                                .arg(QString::fromStdString(option.flag)));
        }
        oneLineText(f, "value", option.value);
        enumField(f, "figure", option.figure, kKitFigures, kitFigureId);
        out.push_back(std::move(option));
    }
}

void readThresholds(const Fields &parent, std::vector<KitThreshold> &out, const KitReading &r)
{
    const std::vector<QJsonObject> objects = someObjectsOf(parent, "thresholds", kMaxKitThresholds);
    for (std::size_t i = 0; i < objects.size(); ++i) {
        const Fields f = r.fields(objects[i], parent.path(QStringLiteral("thresholds[%1]").arg(i)));
        f.onlyKeys({QStringLiteral("metric"), QStringLiteral("planned"), QStringLiteral("tolerance_percent"),
                    QStringLiteral("limit"), QStringLiteral("at_least")});
        KitThreshold t{};
        enumField(f, "metric", t.metric, kKitMetrics, kitMetricId);
        figure(f, "planned", t.planned);
        figure(f, "tolerance_percent", t.tolerancePct);
        figure(f, "limit", t.limit);
        f.require("at_least");
        f.boolean("at_least", t.atLeast);
        out.push_back(t);
    }
}

void readReplicas(const Fields &parent, std::vector<KitReplica> &out, const KitReading &r)
{
    const std::vector<QJsonObject> objects = someObjectsOf(parent, "replicas", kMaxKitReplicas);
    for (std::size_t i = 0; i < objects.size(); ++i) {
        const Fields f = r.fields(objects[i], parent.path(QStringLiteral("replicas[%1]").arg(i)));
        f.onlyKeys({QStringLiteral("port"), QStringLiteral("gpus")});
        KitReplica replica;
        f.require("port");
        f.integer("port", replica.port, 1, 65535);
        const QJsonValue gpus = f.value("gpus");
        if (!gpus.isArray() || std::size_t(gpus.toArray().size()) > kMaxKitReplicas) {
            //: %1 = the most GPUs a replica may list
            f.issue(QStringLiteral("gpus"), KitJsonText::tr("expected an array of at most %1 GPU numbers, got %2")
                                                .arg(kMaxKitReplicas)
                                                .arg(describeJsonValue(gpus)));
        } else {
            const QJsonArray array = gpus.toArray();
            for (qsizetype g = 0; g < array.size(); ++g) {
                const double d = array.at(g).toDouble(-1);
                if (!array.at(g).isDouble() || d != std::floor(d) || d < 0 || d > 100000) {
                    f.issue(QStringLiteral("gpus[%1]").arg(g), KitJsonText::tr("expected a whole number from %1 to %2, got %3")
                                                                  .arg(0)
                                                                  .arg(100000)
                                                                  .arg(describeJsonValue(array.at(g))));
                    continue;
                }
                replica.gpus.push_back(int(d));
            }
        }
        out.push_back(std::move(replica));
    }
}

ServingKit readServing(const Fields &f, const KitReading &r)
{
    f.onlyKeys({QStringLiteral("engine"), QStringLiteral("model"), QStringLiteral("model_from_catalog_id"),
                QStringLiteral("quantized_checkpoint"), QStringLiteral("serve"), QStringLiteral("engine_config"),
                QStringLiteral("replicas"), QStringLiteral("bench"), QStringLiteral("users_per_replica"),
                QStringLiteral("thresholds")});
    ServingKit k;
    enumField(f, "engine", k.engine, kEngines, servingEngineId);
    oneLineText(f, "model", k.model);
    f.boolean("model_from_catalog_id", k.modelFromCatalogId);
    if (f.has("quantized_checkpoint") && !f.value("quantized_checkpoint").isNull()) {
        Precision p = Precision::Bf16;
        enumField(f, "quantized_checkpoint", p, kPrecisions, precisionId);
        k.quantizedCheckpoint = p;
    }
    readOptions(f, "serve", k.serve, r);
    readOptions(f, "engine_config", k.engineConfig, r);
    readReplicas(f, k.replicas, r);
    readOptions(f, "bench", k.bench, r);
    f.integer("users_per_replica", k.usersPerReplica, 1, 1'000'000'000);
    readThresholds(f, k.thresholds, r);
    return k;
}

TrainingKit readTraining(const Fields &f, const KitReading &r)
{
    f.onlyKeys({QStringLiteral("framework"), QStringLiteral("model"), QStringLiteral("model_from_catalog_id"),
                QStringLiteral("launch"), QStringLiteral("deepspeed"), QStringLiteral("lora"), QStringLiteral("tokens_per_step"),
                QStringLiteral("thresholds")});
    TrainingKit k;
    enumField(f, "framework", k.framework, kFrameworks, trainingFrameworkId);
    oneLineText(f, "model", k.model);
    f.boolean("model_from_catalog_id", k.modelFromCatalogId);
    readOptions(f, "launch", k.launch, r);
    readOptions(f, "deepspeed", k.deepSpeed, r);
    readOptions(f, "lora", k.lora, r);
    f.integer("tokens_per_step", k.tokensPerStep, 0, std::int64_t(1) << 53); // 0: a kit frozen before the probe
    readThresholds(f, k.thresholds, r);
    return k;
}

// Each job once, in the workload's order, serving or training.
void readJobs(const Fields &parent, std::vector<JobKit> &out, const KitReading &r)
{
    parent.require("jobs");
    const std::vector<QJsonObject> objects = someObjectsOf(parent, "jobs", kMaxKitJobs);
    for (std::size_t i = 0; i < objects.size(); ++i) {
        const Fields f = r.fields(objects[i], parent.path(QStringLiteral("jobs[%1]").arg(i)));
        f.onlyKeys({QStringLiteral("job"), QStringLiteral("serving"), QStringLiteral("training")});
        JobKit job;
        f.require("job");
        if (f.integer("job", job.job, 0, int(kMaxKitJobs) - 1) && !out.empty() && f.has("job") && job.job <= out.back().job) {
            //: %1 = the previous job's number, %2 = this one's
            f.issue(QStringLiteral("job"), KitJsonText::tr("expected a job index greater than the one before (%1), got %2")
                                               .arg(out.back().job)
                                               .arg(job.job));
        }
        if (f.has("serving") == f.has("training")) {
            parent.issue(QStringLiteral("jobs[%1]").arg(i), KitJsonText::tr("expected either \"serving\" or \"training\""));
        } else if (const auto serving = objectAt(f, "serving")) {
            job.serving = readServing(r.fields(*serving, f.path(QStringLiteral("serving"))), r);
        } else if (const auto training = objectAt(f, "training")) {
            job.training = readTraining(r.fields(*training, f.path(QStringLiteral("training"))), r);
        }
        out.push_back(std::move(job));
    }
}

void readSoftware(const Fields &parent, KitSoftware &out, const KitReading &r)
{
    const auto object = objectAt(parent, "software");
    if (!object) {
        return;
    }
    const Fields f = r.fields(*object, parent.path(QStringLiteral("software")));
    f.onlyKeys({QStringLiteral("platform"), QStringLiteral("driver_linux"), QStringLiteral("toolkit"), QStringLiteral("wheel"),
                QStringLiteral("min_pytorch"), QStringLiteral("container"), QStringLiteral("frameworks")});
    oneLineText(f, "platform", out.platform);
    oneLineText(f, "driver_linux", out.driverLinux);
    oneLineText(f, "toolkit", out.toolkit);
    oneLineText(f, "wheel", out.wheel);
    oneLineText(f, "min_pytorch", out.minPytorch);
    oneLineText(f, "container", out.container);
    const std::vector<QJsonObject> frameworks = someObjectsOf(f, "frameworks", kMaxKitFrameworks);
    for (std::size_t i = 0; i < frameworks.size(); ++i) {
        const Fields g = r.fields(frameworks[i], f.path(QStringLiteral("frameworks[%1]").arg(i)));
        g.onlyKeys({QStringLiteral("name"), QStringLiteral("min_version"), QStringLiteral("max_version")});
        KitSoftware::Framework framework;
        oneLineText(g, "name", framework.name);
        oneLineText(g, "min_version", framework.minVersion);
        oneLineText(g, "max_version", framework.maxVersion);
        out.frameworks.push_back(std::move(framework));
    }
}

} // namespace

QByteArray kitJson(const LaunchKit &kit, int indent)
{
    return Writer(indent)
        .text("tier", tierId(kit.tier))
        .text("gpu_name", kit.gpuName)
        .number("gpu_count", kit.gpuCount)
        .raw("software", softwareJson(kit.software, indent + 2))
        .raw("jobs", arrayJson(kit.jobs, indent + 2, jobJson))
        .object();
}

std::optional<LaunchKit> readKit(const Fields &parent, const char *key, const QString &fileName, Diagnostics &issues)
{
    if (!parent.has(key) || parent.value(key).isNull()) {
        return std::nullopt;
    }
    const auto object = objectAt(parent, key);
    if (!object) {
        return std::nullopt;
    }
    const qsizetype before = issues.size();
    const KitReading r{fileName, issues};
    const Fields f = r.fields(*object, parent.path(QLatin1String(key)));
    f.onlyKeys({QStringLiteral("tier"), QStringLiteral("gpu_name"), QStringLiteral("gpu_count"), QStringLiteral("software"),
                QStringLiteral("jobs")});
    LaunchKit kit;
    enumField(f, "tier", kit.tier, kTierKinds, tierId);
    oneLineText(f, "gpu_name", kit.gpuName);
    f.require("gpu_count");
    f.integer("gpu_count", kit.gpuCount, 1, 100000);
    readSoftware(f, kit.software, r);
    readJobs(f, kit.jobs, r);
    if (issues.size() != before) {
        return std::nullopt;
    }
    return kit;
}

} // namespace rigplan::quotejson
