// SPDX-License-Identifier: GPL-3.0-or-later
#include "workload/WorkloadJson.h"

#include "workload/JobValidation.h"

#include "util/InputFile.h"
#include "util/JsonText.h"
#include "util/Money.h"
#include "util/TextMatch.h"

#include "model/GenericModel.h"
#include "model/HfConfig.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QStringDecoder>

#include <algorithm>
#include <cmath>
#include <optional>
#include <cmath>
#include <utility>

namespace rigplan {

// ---------------------------------------------------------------------------------------------
// Small helpers shared by reader and writer

namespace {

template <typename E>
struct EnumName {
    E value;
    const char *name;
};

const EnumName<Precision> kPrecisions[] = {{Precision::Fp32, "fp32"}, {Precision::Bf16, "bf16"},
                                           {Precision::Fp16, "fp16"}, {Precision::Fp8, "fp8"},
                                           {Precision::Int8, "int8"}, {Precision::Int4, "int4"},
                                           {Precision::Nvfp4, "nvfp4"}, {Precision::Mxfp4, "mxfp4"}};
const EnumName<JobKind> kKinds[] = {{JobKind::Training, "training"}, {JobKind::Inference, "inference"}};
const EnumName<TrainMethod> kMethods[] = {{TrainMethod::Full, "full"}, {TrainMethod::Lora, "lora"},
                                          {TrainMethod::Qlora, "qlora"}};
const EnumName<Optimizer> kOptimizers[] = {{Optimizer::AdamW, "adamw"}, {Optimizer::AdamW8bit, "adamw-8bit"},
                                           {Optimizer::PagedAdamW, "paged-adamw"},
                                           {Optimizer::PagedAdamW8bit, "paged-adamw-8bit"},
                                           {Optimizer::Sgd, "sgd"}, {Optimizer::Adafactor, "adafactor"}};
const EnumName<Offload> kOffloads[] = {{Offload::None, "none"}, {Offload::Optimizer, "optimizer"},
                                       {Offload::OptimizerAndParams, "optimizer+params"}};
const EnumName<OffloadTarget> kOffloadTargets[] = {{OffloadTarget::Cpu, "cpu"}, {OffloadTarget::Nvme, "nvme"}};
const EnumName<Recompute> kRecomputes[] = {{Recompute::None, "none"}, {Recompute::Selective, "selective"},
                                           {Recompute::SelectiveOp, "selective-op"},
                                           {Recompute::Full, "full"}};
const EnumName<MasterWeights> kMasterWeights[] = {{MasterWeights::Fp32, "fp32"}, {MasterWeights::None, "none"}};
const EnumName<TrainingFramework> kFrameworks[] = {{TrainingFramework::DeepSpeed, "deepspeed"},
                                                   {TrainingFramework::Megatron, "megatron"},
                                                   {TrainingFramework::Fsdp, "fsdp"},
                                                   {TrainingFramework::HfTrainer, "hf-trainer"}};
const EnumName<ServingEngine> kEngines[] = {{ServingEngine::Vllm, "vllm"},
                                            {ServingEngine::Sglang, "sglang"},
                                            {ServingEngine::TensorRtLlm, "tensorrt-llm"}};
const EnumName<ExpertPlacement> kExpertPlacements[] = {{ExpertPlacement::Gpu, "gpu"}, {ExpertPlacement::Host, "host"}};

template <typename E, std::size_t N>
const char *nameOf(const EnumName<E> (&table)[N], E v)
{
    for (const auto &e : table) {
        if (e.value == v) {
            return e.name;
        }
    }
    return "";
}

template <typename E, std::size_t N>
QStringList namesOf(const EnumName<E> (&table)[N])
{
    QStringList out;
    for (const auto &e : table) {
        out << QLatin1String(e.name);
    }
    return out;
}

const QStringList kLoraTargets = [] {
    QStringList names;
    for (const char *name : loraTargetNames()) {
        names << QLatin1String(name);
    }
    return names;
}();
const QStringList kEnvironments{QStringLiteral("office"), QStringLiteral("lab"), QStringLiteral("server-room")};

QStringList outletIds()
{
    QStringList ids;
    for (const Outlet &o : outlets()) {
        ids << QLatin1String(o.id);
    }
    return ids;
}

QString describe(const QJsonValue &v)
{
    return describeJsonValue(v);
}

QString quotedList(const QStringList &names)
{
    QStringList q;
    for (const QString &n : names) {
        q << QLatin1Char('"') + n + QLatin1Char('"');
    }
    return q.join(QStringLiteral(", "));
}

QString integerRangeText(const IntegerRange &range)
{
    if (range.maximum == kNoIntegerMaximum) {
        //: what a field takes, in "expected …, got …". %1 = the smallest value
        return QCoreApplication::translate("rigplan::WorkloadJson", "an integer ≥ %1").arg(range.minimum);
    }
    //: what a field takes, in "expected …, got …". %1 = the smallest, %2 = the largest value
    return QCoreApplication::translate("rigplan::WorkloadJson", "an integer from %1 to %2")
        .arg(range.minimum)
        .arg(range.maximum);
}

QString numberRangeText(const NumberRange &range)
{
    const bool bounded = range.maximum < kNoNumberMaximum;
    if (bounded && range.minimumExclusive) {
        //: what a field takes, in "expected …, got …". %1 = the lower bound, %2 = the upper bound
        return QCoreApplication::translate("rigplan::WorkloadJson", "a number > %1 and ≤ %2")
            .arg(range.minimum)
            .arg(range.maximum);
    }
    if (bounded) {
        //: what a field takes, in "expected …, got …". %1 = the lower bound, %2 = the upper bound
        return QCoreApplication::translate("rigplan::WorkloadJson", "a number ≥ %1 and ≤ %2")
            .arg(range.minimum)
            .arg(range.maximum);
    }
    if (range.minimumExclusive) {
        //: what a field takes, in "expected …, got …". %1 = the lower bound
        return QCoreApplication::translate("rigplan::WorkloadJson", "a number > %1").arg(range.minimum);
    }
    //: what a field takes, in "expected …, got …". %1 = the lower bound
    return QCoreApplication::translate("rigplan::WorkloadJson", "a number ≥ %1").arg(range.minimum);
}

// The key of a job field in a rigplan.workload/1 job object.
const char *jobFieldKey(JobField field, JobKind kind)
{
    const bool training = kind == JobKind::Training;
    switch (field) {
    case JobField::Model: return "model";
    case JobField::Precision: return training ? "precision" : "weights";
    case JobField::KvCache: return "kv_cache";
    case JobField::ContextLength: return training ? "sequence_length" : "context_length";
    case JobField::Concurrency: return "concurrency";
    case JobField::PromptTokens: return "prompt_tokens";
    case JobField::OutputTokens: return "output_tokens";
    case JobField::MinTokensPerSPerUser: return "min_tokens_per_s_per_user";
    case JobField::MaxTtftS: return "max_ttft_s";
    case JobField::GpuMemoryUtilization: return "gpu_memory_utilization";
    case JobField::BlockTokens: return "block_tokens";
    case JobField::Int4GroupSize: return "int4_group_size";
    case JobField::MaxNumBatchedTokens: return "max_num_batched_tokens";
    case JobField::MaxNumSeqs: return "max_num_seqs";
    case JobField::LoraDropout: return "lora_dropout";
    case JobField::ZeroStage: return "zero_stage";
    case JobField::Offload: return "offload";
    case JobField::MicroBatch: return "micro_batch";
    case JobField::GradientAccumulation: return "gradient_accumulation";
    case JobField::TrainTokens: return "train_tokens";
    case JobField::TensorParallel: return "tensor_parallel";
    case JobField::PipelineParallel: return "pipeline_parallel";
    case JobField::LoraRank: return "lora_rank";
    case JobField::LoraTargets: return "lora_targets";
    case JobField::MaxHours: return "max_hours";
    case JobField::DatasetBytes: return "dataset_bytes";
    case JobField::CheckpointsKept: return "checkpoints_kept";
    case JobField::CheckpointEvery: return "checkpoint_every";
    case JobField::LossChunks: return "loss_chunks";
    case JobField::ImagesPerRequest: return "images_per_request";
    case JobField::ImageResolution: return "image_resolution";
    case JobField::ExpertPlacement: return "expert_placement";
    case JobField::GpuMoeLayers: return "gpu_moe_layers";
    }
    return "";
}

} // namespace

std::optional<Precision> checkpointWeights(const ModelArch &model)
{
    const std::string &f = model.checkpointFormat;
    if (f == "fp8" || f == "fp8-block128") {
        return Precision::Fp8;
    }
    if (f == "mxfp4" || f == "mxfp4-experts") {
        return Precision::Mxfp4;
    }
    if (f == "nvfp4") {
        return Precision::Nvfp4;
    }
    if (f == "int4") {
        return Precision::Int4;
    }
    if (f == "int8") {
        return Precision::Int8;
    }
    return std::nullopt;
}

namespace {

QString modelHint()
{
    return QCoreApplication::translate("rigplan::WorkloadJson",
                                       "a catalog model id, {\"hf_config\": {...}} or {\"params_b\": N}");
}

} // namespace

const char *trainingFrameworkId(TrainingFramework framework)
{
    return nameOf(kFrameworks, framework);
}

const char *servingEngineId(ServingEngine engine)
{
    return nameOf(kEngines, engine);
}

const char *precisionId(Precision precision)
{
    return nameOf(kPrecisions, precision);
}

namespace {

template <typename E, std::size_t N>
std::optional<E> valueNamed(const EnumName<E> (&table)[N], std::string_view name)
{
    for (const auto &e : table) {
        if (name == e.name) {
            return e.value;
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<TrainingFramework> trainingFrameworkFromId(std::string_view id)
{
    return valueNamed(kFrameworks, id);
}

std::optional<ServingEngine> servingEngineFromId(std::string_view id)
{
    return valueNamed(kEngines, id);
}

std::optional<Precision> precisionFromId(std::string_view id)
{
    return valueNamed(kPrecisions, id);
}

namespace {

// ---------------------------------------------------------------------------------------------
// Reader: walks the document, fills the Workload and records every problem with its path.
// Messages are translated (context "rigplan::WorkloadJson"); field paths, keys and JSON values
// in them stay as they are.

class Reader
{
public:
    Reader(const ModelResolver &resolve, const QStringList &knownIds) : m_resolve(resolve), m_knownIds(knownIds) {}

    Diagnostics issues;

    void error(const QString &path, const QString &message) { issues.push_back(Diagnostic::badInput(QString(), message, path)); }

    static QString join(const QString &path, const QString &key)
    {
        return path.isEmpty() ? key : path + QLatin1Char('.') + key;
    }

    static QString expected(const QString &what, const QString &found)
    {
        //: %1 = what the field takes ("an integer from 0 to 3"), %2 = the JSON value found ("the number 7")
        return QCoreApplication::translate("rigplan::WorkloadJson", "expected %1, got %2").arg(what, found);
    }

    static QString expectedOneOf(const QString &names, const QString &found)
    {
        //: %1 = the allowed values, quoted and separated by commas, %2 = the JSON value found
        return QCoreApplication::translate("rigplan::WorkloadJson", "expected one of %1, got %2").arg(names, found);
    }

    static QString expectedObject(const QJsonValue &found)
    {
        //: %1 = the JSON value found ("an array")
        return QCoreApplication::translate("rigplan::WorkloadJson", "expected an object, got %1").arg(describe(found));
    }

    // Unknown keys are errors naming the key (and the closest allowed key).
    void checkKeys(const QJsonObject &o, const QString &path, const QStringList &allowed)
    {
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (allowed.contains(it.key())) {
                continue;
            }
            const QStringList near = closestMatches(it.key(), allowed, 1);
            if (near.isEmpty()) {
                error(join(path, it.key()), QCoreApplication::translate("rigplan::WorkloadJson", "unknown key"));
            } else {
                //: %1 = the closest allowed key
                error(join(path, it.key()),
                      QCoreApplication::translate("rigplan::WorkloadJson", "unknown key (did you mean \"%1\"?)")
                          .arg(near.front()));
            }
        }
    }

    // Integer in [min, max]; leaves `out` alone when absent.
    bool readInt(const QJsonObject &o, const QString &path, const char *key, std::int64_t min, std::int64_t max,
                 std::int64_t &out)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined()) {
            return false;
        }
        const double d = v.toDouble(std::nan(""));
        const bool integral = v.isDouble() && std::isfinite(d) && std::floor(d) == d && std::fabs(d) <= 9.0e15;
        if (!integral || d < double(min) || d > double(max)) {
            // Integers beyond 9e15 are not exact in JSON's doubles: that bound is the maximum
            // of a field without one, and the message names it ("9.1e+15" fails on it).
            const std::int64_t shownMax = max == kNoIntegerMaximum && std::isfinite(d) && std::fabs(d) > 9.0e15
                ? std::int64_t(9'000'000'000'000'000)
                : max;
            error(join(path, QLatin1String(key)), expected(integerRangeText({min, shownMax}), describe(v)));
            return false;
        }
        out = static_cast<std::int64_t>(d);
        return true;
    }

    bool readInt(const QJsonObject &o, const QString &path, const char *key, std::int64_t min, std::int64_t max,
                 int &out)
    {
        std::int64_t v = out;
        const bool ok = readInt(o, path, key, min, max, v);
        out = int(v);
        return ok;
    }

    // Number with a lower bound (inclusive or exclusive) and an optional upper bound.
    bool readNumber(const QJsonObject &o, const QString &path, const char *key, double min, bool minExclusive,
                    double max, double &out)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined()) {
            return false;
        }
        const double d = v.toDouble(std::nan(""));
        const bool below = minExclusive ? !(d > min) : !(d >= min);
        if (!v.isDouble() || !std::isfinite(d) || below || d > max) {
            error(join(path, QLatin1String(key)), expected(numberRangeText({min, minExclusive, max}), describe(v)));
            return false;
        }
        out = d;
        return true;
    }

    // A numeric job field, with the range of the job rules (JobValidation.h).
    template <typename Int>
    bool readJobInt(const QJsonObject &o, const QString &path, JobField field, JobKind kind, Int &out)
    {
        const IntegerRange range = integerRange(field);
        return readInt(o, path, jobFieldKey(field, kind), range.minimum, range.maximum, out);
    }

    bool readJobNumber(const QJsonObject &o, const QString &path, JobField field, JobKind kind, double &out)
    {
        const NumberRange range = numberRange(field);
        return readNumber(o, path, jobFieldKey(field, kind), range.minimum, range.minimumExclusive, range.maximum, out);
    }

    bool readBool(const QJsonObject &o, const QString &path, const char *key, bool &out)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined()) {
            return false;
        }
        if (!v.isBool()) {
            //: %1 = the JSON value found ("a string \"yes\"")
            error(join(path, QLatin1String(key)),
                  QCoreApplication::translate("rigplan::WorkloadJson", "expected true or false, got %1").arg(describe(v)));
            return false;
        }
        out = v.toBool();
        return true;
    }

    bool readString(const QJsonObject &o, const QString &path, const char *key, std::string &out)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined()) {
            return false;
        }
        if (!v.isString()) {
            //: %1 = the JSON value found ("the number 3")
            error(join(path, QLatin1String(key)),
                  QCoreApplication::translate("rigplan::WorkloadJson", "expected a string, got %1").arg(describe(v)));
            return false;
        }
        // Titles and names are printed on every page and table: free text has a documented cap.
        if (const QString tooLong = textTooLong(v.toString()); !tooLong.isEmpty()) {
            error(join(path, QLatin1String(key)), tooLong);
            return false;
        }
        out = v.toString().toStdString();
        return true;
    }

    template <typename E, std::size_t N>
    bool readEnum(const QJsonObject &o, const QString &path, const char *key, const EnumName<E> (&table)[N], E &out)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined()) {
            return false;
        }
        const QString s = v.toString();
        for (const auto &e : table) {
            if (v.isString() && s == QLatin1String(e.name)) {
                out = e.value;
                return true;
            }
        }
        error(join(path, QLatin1String(key)), expectedOneOf(quotedList(namesOf(table)), describe(v)));
        return false;
    }

    void readWorkload(const QJsonObject &root, Workload &w);

private:
    void readJob(const QJsonObject &o, const QString &path, Job &job);
    bool readModel(const QJsonValue &v, const QString &path, Job &job);
    void readTraining(const QJsonObject &o, const QString &path, Job &job);
    void readInference(const QJsonObject &o, const QString &path, Job &job);
    void readImages(const QJsonObject &o, const QString &path, JobKind kind, std::int64_t &images, std::int64_t &width,
                    std::int64_t &height);
    void checkRules(const QString &path, const Job &job, bool modelOk, std::size_t firstIssue);
    void readSite(const QJsonValue &v, Site &site);
    void readBudget(const QJsonValue &v, Budget &budget);
    void readRequirements(const QJsonValue &v, Requirements &r);

    const ModelResolver &m_resolve;
    const QStringList &m_knownIds;
};

const QStringList kRootKeys{QStringLiteral("format"),     QStringLiteral("title"), QStringLiteral("customer"),
                            QStringLiteral("concurrent"), QStringLiteral("jobs"),  QStringLiteral("site"),
                            QStringLiteral("budget"),     QStringLiteral("economics"), QStringLiteral("requirements")};
const QStringList kCommonJobKeys{QStringLiteral("name"), QStringLiteral("kind"), QStringLiteral("model"),
                                 QStringLiteral("allow_context_beyond_model_max")};
const QStringList kTrainingKeys{
    QStringLiteral("method"),           QStringLiteral("precision"),
    QStringLiteral("optimizer"),        QStringLiteral("zero_stage"),
    QStringLiteral("offload"),          QStringLiteral("offload_target"),
    QStringLiteral("sequence_length"),  QStringLiteral("micro_batch"),
    QStringLiteral("gradient_accumulation"), QStringLiteral("activation_checkpointing"),
    QStringLiteral("flash_attention"),  QStringLiteral("train_tokens"),
    QStringLiteral("tensor_parallel"),  QStringLiteral("pipeline_parallel"),
    QStringLiteral("lora_rank"),        QStringLiteral("lora_targets"),     QStringLiteral("lora_dropout"),
    QStringLiteral("max_hours"),        QStringLiteral("dataset_bytes"),
    QStringLiteral("checkpoints_kept"), QStringLiteral("framework"),
    QStringLiteral("separate_lm_head"),
    QStringLiteral("images_per_request"), QStringLiteral("image_resolution"),
    QStringLiteral("checkpoint_every"), QStringLiteral("master_weights"),
    QStringLiteral("optimizer_in_backward"), QStringLiteral("loss_chunks"),
    QStringLiteral("activation_offloading")};
const QStringList kInferenceKeys{
    QStringLiteral("weights"),        QStringLiteral("kv_cache"),
    QStringLiteral("context_length"), QStringLiteral("concurrency"),
    QStringLiteral("prompt_tokens"),  QStringLiteral("output_tokens"),
    QStringLiteral("min_tokens_per_s_per_user"), QStringLiteral("max_ttft_s"),
    QStringLiteral("tensor_parallel"), QStringLiteral("gpu_memory_utilization"),
    QStringLiteral("block_tokens"),   QStringLiteral("int4_group_size"),
    QStringLiteral("engine"),         QStringLiteral("chunked_prefill"),
    QStringLiteral("max_num_batched_tokens"), QStringLiteral("max_num_seqs"),
    QStringLiteral("split_kv_decode"),
    QStringLiteral("images_per_request"), QStringLiteral("image_resolution"),
    QStringLiteral("expert_placement"), QStringLiteral("gpu_moe_layers")};

void Reader::readWorkload(const QJsonObject &root, Workload &w)
{
    checkKeys(root, QString(), kRootKeys);

    const QJsonValue format = root.value(QStringLiteral("format"));
    if (format.isUndefined()) {
        //: %1 = the format id ("rigplan.workload/1")
        error(QStringLiteral("format"),
              QCoreApplication::translate("rigplan::WorkloadJson", "required: \"%1\"").arg(QLatin1String(kWorkloadFormat)));
    } else if (format.toString() != QLatin1String(kWorkloadFormat)) {
        //: %1 = the format id ("rigplan.workload/1"), %2 = the JSON value found
        error(QStringLiteral("format"), QCoreApplication::translate("rigplan::WorkloadJson", "expected \"%1\", got %2")
                                            .arg(QLatin1String(kWorkloadFormat), describe(format)));
    }
    readString(root, QString(), "title", w.title);
    readString(root, QString(), "customer", w.customer);
    readBool(root, QString(), "concurrent", w.concurrent);

    const QJsonValue jobs = root.value(QStringLiteral("jobs"));
    if (jobs.isUndefined()) {
        error(QStringLiteral("jobs"), QCoreApplication::translate("rigplan::WorkloadJson", "required: a non-empty array of jobs"));
    } else if (!jobs.isArray() || jobs.toArray().isEmpty()) {
        //: %1 = the JSON value found
        error(QStringLiteral("jobs"),
              QCoreApplication::translate("rigplan::WorkloadJson", "expected a non-empty array of jobs, got %1")
                  .arg(describe(jobs)));
    } else {
        const QJsonArray list = jobs.toArray();
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QString path = QStringLiteral("jobs[%1]").arg(i);
            if (!list.at(i).isObject()) {
                //: %1 = the JSON value found
                error(path, QCoreApplication::translate("rigplan::WorkloadJson", "expected a job object, got %1")
                                .arg(describe(list.at(i))));
                continue;
            }
            Job job;
            readJob(list.at(i).toObject(), path, job);
            w.jobs.push_back(std::move(job));
        }
    }
    readSite(root.value(QStringLiteral("site")), w.site);
    readBudget(root.value(QStringLiteral("budget")), w.budget);
    readRequirements(root.value(QStringLiteral("requirements")), w.requirements);

    const QJsonValue economics = root.value(QStringLiteral("economics"));
    if (!economics.isUndefined()) {
        if (economics.isObject()) {
            w.economics = economics.toObject();
        } else {
            error(QStringLiteral("economics"), expectedObject(economics));
        }
    }
}

void Reader::readJob(const QJsonObject &o, const QString &path, Job &job)
{
    const qsizetype firstIssue = issues.size();
    readString(o, path, "name", job.name);

    const QJsonValue kindValue = o.value(QStringLiteral("kind"));
    bool kindKnown = false;
    if (kindValue.isUndefined()) {
        //: %1 = the allowed values, quoted
        error(join(path, QStringLiteral("kind")),
              QCoreApplication::translate("rigplan::WorkloadJson", "required: one of %1").arg(quotedList(namesOf(kKinds))));
    } else {
        kindKnown = readEnum(o, path, "kind", kKinds, job.kind);
    }

    // Keys of the other kind are named as such; keys of neither are unknown.
    const QStringList own = kindKnown ? (job.kind == JobKind::Training ? kTrainingKeys : kInferenceKeys)
                                      : kTrainingKeys + kInferenceKeys;
    const QStringList &other = job.kind == JobKind::Training ? kInferenceKeys : kTrainingKeys;
    QStringList unknownCheck = kCommonJobKeys + own;
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (kindKnown && !unknownCheck.contains(it.key()) && other.contains(it.key())) {
            //: %1 = job kind id ("inference", "training"), %2 = this job's kind id
            error(join(path, it.key()), QCoreApplication::translate("rigplan::WorkloadJson", "applies to %1 jobs only (this job is \"%2\")")
                                            .arg(job.kind == JobKind::Training ? QStringLiteral("inference")
                                                                               : QStringLiteral("training"),
                                                 QLatin1String(nameOf(kKinds, job.kind))));
            unknownCheck << it.key(); // reported once
        }
    }
    checkKeys(o, path, unknownCheck);

    readBool(o, path, "allow_context_beyond_model_max", job.allowContextBeyondModelMax);
    const bool modelOk = readModel(o.value(QStringLiteral("model")), join(path, QStringLiteral("model")), job);

    if (!kindKnown) {
        return;
    }
    if (job.kind == JobKind::Training) {
        readTraining(o, path, job);
    } else {
        readInference(o, path, job);
    }
    checkRules(path, job, modelOk, firstIssue);
}

bool Reader::readModel(const QJsonValue &v, const QString &path, Job &job)
{
    const QString hint = modelHint();
    if (v.isUndefined()) {
        //: %1 = what the field takes
        error(path, QCoreApplication::translate("rigplan::WorkloadJson", "required: %1").arg(hint));
        return false;
    }
    if (v.isString()) {
        const QString id = v.toString();
        job.modelRef = id.toStdString();
        std::optional<ModelArch> m = m_resolve ? m_resolve(id) : std::nullopt;
        if (!m) {
            const QStringList near = closestMatches(id, m_knownIds);
            if (near.isEmpty()) {
                //: %1 = the model id given
                error(path, QCoreApplication::translate("rigplan::WorkloadJson",
                                                        "unknown model id \"%1\" (rigplan-cli models lists them)")
                                .arg(id));
            } else {
                //: %1 = the model id given, %2 = close matches, quoted
                error(path, QCoreApplication::translate("rigplan::WorkloadJson", "unknown model id \"%1\"; did you mean %2?")
                                .arg(id, quotedList(near)));
            }
            return false;
        }
        job.model = *m;
        return true;
    }
    if (!v.isObject()) {
        error(path, expected(hint, describe(v)));
        return false;
    }
    const QJsonObject o = v.toObject();
    const QStringList keys{QStringLiteral("hf_config"), QStringLiteral("params_b"), QStringLiteral("vocab")};
    checkKeys(o, path, keys);
    const bool hasHf = o.contains(keys[0]);
    const bool hasParams = o.contains(keys[1]);
    if (hasHf == hasParams) {
        error(path, QCoreApplication::translate("rigplan::WorkloadJson", "give exactly one of \"hf_config\" and \"params_b\""));
        return false;
    }
    job.modelSpec = QJsonDocument(o).toJson(QJsonDocument::Compact).toStdString();
    if (hasParams) {
        job.modelRef = "params_b";
        const QJsonValue p = o.value(keys[1]);
        if (!p.isDouble()) {
            //: %1 = the JSON value found
            error(join(path, keys[1]),
                  QCoreApplication::translate("rigplan::WorkloadJson", "expected a number of billions of parameters, got %1")
                      .arg(describe(p)));
            return false;
        }
        std::int64_t vocab = 0;
        if (o.contains(keys[2]) && !readInt(o, path, "vocab", 256, 4'000'000, vocab)) {
            return false;
        }
        Result<ModelArch> model = genericDenseModel(p.toDouble(), vocab);
        if (!model) {
            error(join(path, model.diagnostic().path.isEmpty() ? keys[1] : model.diagnostic().path), model.diagnostic().message);
            return false;
        }
        job.model = std::move(*model);
        return true;
    }
    job.modelRef = "hf_config";
    if (o.contains(keys[2])) {
        error(join(path, keys[2]), QCoreApplication::translate("rigplan::WorkloadJson",
                                       "applies with \"params_b\" only (a config.json gives vocab_size)"));
        return false;
    }
    const QJsonValue hf = o.value(keys[0]);
    if (!hf.isObject()) {
        //: %1 = the JSON value found
        error(join(path, keys[0]),
              QCoreApplication::translate("rigplan::WorkloadJson", "expected the config.json object, got %1").arg(describe(hf)));
        return false;
    }
    Result<ModelArch> model = modelFromHfConfig(hf.toObject());
    if (!model) {
        // The config's field path continues the job's.
        error(join(path, keys[0]) + QLatin1Char('.') + model.diagnostic().path, model.diagnostic().message);
        return false;
    }
    job.model = std::move(*model);
    job.model.source = "inline config.json in the workload file";
    return true;
}

void Reader::readTraining(const QJsonObject &o, const QString &path, Job &job)
{
    // Only what the JSON says is checked here (types, enum names, ranges); the rules between fields
    // (offload and ZeRO stage, training precisions) are validateJob()'s, in checkRules().
    constexpr JobKind kind = JobKind::Training;
    TrainingJob &t = job.training;
    readEnum(o, path, "method", kMethods, t.method);
    readEnum(o, path, "precision", kPrecisions, t.precision);
    readEnum(o, path, "optimizer", kOptimizers, t.optimizer);
    readJobInt(o, path, JobField::ZeroStage, kind, t.zeroStage);
    readEnum(o, path, "offload", kOffloads, t.offload);
    readEnum(o, path, "offload_target", kOffloadTargets, t.offloadTarget);
    readJobInt(o, path, JobField::ContextLength, kind, t.sequenceLength);
    readJobInt(o, path, JobField::MicroBatch, kind, t.microBatch);
    readJobInt(o, path, JobField::GradientAccumulation, kind, t.gradientAccumulation);
    readEnum(o, path, "activation_checkpointing", kRecomputes, t.activationCheckpointing);
    readJobInt(o, path, JobField::CheckpointEvery, kind, t.checkpointEvery);
    readEnum(o, path, "master_weights", kMasterWeights, t.masterWeights);
    readBool(o, path, "optimizer_in_backward", t.optimizerInBackward);
    readJobInt(o, path, JobField::LossChunks, kind, t.lossChunks);
    readBool(o, path, "activation_offloading", t.activationOffloading);
    readBool(o, path, "flash_attention", t.flashAttention);
    readJobInt(o, path, JobField::TrainTokens, kind, t.trainTokens);
    readJobInt(o, path, JobField::TensorParallel, kind, t.tensorParallel);
    readJobInt(o, path, JobField::PipelineParallel, kind, t.pipelineParallel);
    readJobNumber(o, path, JobField::MaxHours, kind, t.maxHours);
    readJobNumber(o, path, JobField::DatasetBytes, kind, t.datasetBytes);
    readJobInt(o, path, JobField::CheckpointsKept, kind, t.checkpointsKept);
    readEnum(o, path, "framework", kFrameworks, t.framework);
    readBool(o, path, "separate_lm_head", t.separateLmHead);
    readImages(o, path, kind, t.imagesPerRequest, t.imageWidth, t.imageHeight);

    const bool lora = t.method != TrainMethod::Full;
    for (const char *key : {"lora_rank", "lora_targets", "lora_dropout"}) {
        if (!lora && o.contains(QLatin1String(key))) {
            error(join(path, QLatin1String(key)),
                  QCoreApplication::translate("rigplan::WorkloadJson", "applies to method \"lora\" or \"qlora\" only"));
        }
    }
    if (!lora) {
        return;
    }
    readJobInt(o, path, JobField::LoraRank, kind, t.loraRank);
    readJobNumber(o, path, JobField::LoraDropout, kind, t.loraDropout);
    const QJsonValue targets = o.value(QStringLiteral("lora_targets"));
    if (!targets.isUndefined()) {
        const QString tpath = join(path, QStringLiteral("lora_targets"));
        if (!targets.isArray() || targets.toArray().isEmpty()) {
            //: %1 = the allowed values, quoted, %2 = the JSON value found
            error(tpath, QCoreApplication::translate("rigplan::WorkloadJson", "expected a non-empty array of %1, got %2")
                             .arg(quotedList(kLoraTargets), describe(targets)));
        } else {
            std::vector<std::string> list;
            const QJsonArray a = targets.toArray();
            for (qsizetype i = 0; i < a.size(); ++i) {
                const QString name = a.at(i).toString();
                const QString ipath = QStringLiteral("%1[%2]").arg(tpath).arg(i);
                if (!a.at(i).isString() || !kLoraTargets.contains(name)) {
                    error(ipath, expectedOneOf(quotedList(kLoraTargets), describe(a.at(i))));
                } else if (std::find(list.begin(), list.end(), name.toStdString()) != list.end()) {
                    //: %1 = a LoRA target module name
                    error(ipath, QCoreApplication::translate("rigplan::WorkloadJson", "\"%1\" is listed twice").arg(name));
                } else {
                    list.push_back(name.toStdString());
                }
            }
            t.loraTargets = list;
        }
    }
}

void Reader::readInference(const QJsonObject &o, const QString &path, Job &job)
{
    constexpr JobKind kind = JobKind::Inference;
    InferenceJob &n = job.inference;
    // A pre-quantised checkpoint (quantization_config, the catalog's checkpoint_format) is served
    // in its own format unless the job says otherwise.
    n.weights = checkpointWeights(job.model).value_or(n.weights);
    readEnum(o, path, "weights", kPrecisions, n.weights);
    readEnum(o, path, "kv_cache", kPrecisions, n.kvCache);
    readJobInt(o, path, JobField::ContextLength, kind, n.contextLength);
    readJobInt(o, path, JobField::Concurrency, kind, n.concurrency);
    readJobInt(o, path, JobField::PromptTokens, kind, n.promptTokens);
    readJobInt(o, path, JobField::OutputTokens, kind, n.outputTokens);
    readJobNumber(o, path, JobField::MinTokensPerSPerUser, kind, n.minTokensPerSPerUser);
    readJobNumber(o, path, JobField::MaxTtftS, kind, n.maxTtftS);
    readJobInt(o, path, JobField::TensorParallel, kind, n.tensorParallel);
    readJobNumber(o, path, JobField::GpuMemoryUtilization, kind, n.gpuMemoryUtilization);
    readJobInt(o, path, JobField::BlockTokens, kind, n.blockTokens);
    readJobInt(o, path, JobField::Int4GroupSize, kind, n.int4GroupSize);
    readEnum(o, path, "engine", kEngines, n.engine);
    // Absent = the engine's own default (vLLM and SGLang chunk, TensorRT-LLM does not).
    if (o.contains(QStringLiteral("chunked_prefill"))) {
        bool chunked = false;
        if (readBool(o, path, "chunked_prefill", chunked)) {
            n.chunkedPrefill = chunked ? 1 : 0;
        }
    }
    readJobInt(o, path, JobField::MaxNumBatchedTokens, kind, n.maxNumBatchedTokens);
    readJobInt(o, path, JobField::MaxNumSeqs, kind, n.maxNumSeqs);
    if (o.contains(QStringLiteral("split_kv_decode"))) { // absent = the engine's default
        bool split = true;
        if (readBool(o, path, "split_kv_decode", split)) {
            n.splitKvDecode = split ? 1 : 0;
        }
    }
    readImages(o, path, kind, n.imagesPerRequest, n.imageWidth, n.imageHeight);
    readEnum(o, path, "expert_placement", kExpertPlacements, n.expertPlacement);
    readJobInt(o, path, JobField::GpuMoeLayers, kind, n.gpuMoeLayers);
}

void Reader::readImages(const QJsonObject &o, const QString &path, JobKind kind, std::int64_t &images,
                        std::int64_t &width, std::int64_t &height)
{
    readJobInt(o, path, JobField::ImagesPerRequest, kind, images);
    const QString key = QStringLiteral("image_resolution");
    const QJsonValue v = o.value(key);
    if (v.isUndefined()) {
        return;
    }
    const IntegerRange range = integerRange(JobField::ImageResolution);
    const QJsonArray a = v.toArray();
    const auto side = [&](qsizetype i) {
        const double d = a.at(i).toDouble(-1);
        return a.at(i).isDouble() && std::floor(d) == d && d >= double(range.minimum) && d <= double(range.maximum);
    };
    if (!v.isArray() || a.size() != 2 || !side(0) || !side(1)) {
        //: %1 = lower bound, %2 = upper bound (pixels), %3 = the JSON value found
        error(join(path, key), QCoreApplication::translate("rigplan::WorkloadJson",
                                   "expected [width, height] in pixels, integers from %1 to %2, got %3")
                                   .arg(range.minimum)
                                   .arg(range.maximum)
                                   .arg(describe(v)));
        return;
    }
    if (!o.contains(QStringLiteral("images_per_request"))) {
        error(join(path, key), QCoreApplication::translate("rigplan::WorkloadJson", "applies with \"images_per_request\" only"));
        return;
    }
    width = std::int64_t(a.at(0).toDouble());
    height = std::int64_t(a.at(1).toDouble());
}

// The job rules, once the fields are read. A rule is not reported when a field it depends on was
// refused above: that field then holds its default, and the refusal already names the problem.
void Reader::checkRules(const QString &path, const Job &job, bool modelOk, std::size_t firstIssue)
{
    const auto refused = [&](JobField field) {
        const QString key = join(path, QLatin1String(jobFieldKey(field, job.kind)));
        for (qsizetype i = firstIssue; i < issues.size(); ++i) {
            const QString &p = issues.at(i).path;
            if (p == key || p.startsWith(key + QLatin1Char('[')) || p.startsWith(key + QLatin1Char('.'))) {
                return true;
            }
        }
        return false;
    };
    for (const JobIssue &rule : validateJob(job)) {
        bool dependsOnRefused = false;
        switch (rule.rule) {
        case JobRule::ModelMissing:
        case JobRule::BeyondModelContext:
        case JobRule::NotDividingHeads:
            dependsOnRefused = !modelOk;
            break;
        case JobRule::OffloadNeedsZeroStage:
            dependsOnRefused = refused(JobField::ZeroStage);
            break;
        case JobRule::RequestExceedsContext:
            dependsOnRefused = refused(JobField::PromptTokens) || refused(JobField::OutputTokens);
            break;
        case JobRule::NoLoraTargets:
        case JobRule::UnknownLoraTarget:
        case JobRule::DuplicateLoraTarget:
            dependsOnRefused = refused(JobField::LoraTargets);
            break;
        case JobRule::NoVisionEncoder:
        case JobRule::NoExperts:
            dependsOnRefused = !modelOk;
            break;
        case JobRule::BeyondMoeLayers:
            dependsOnRefused = !modelOk || refused(JobField::GpuMoeLayers);
            break;
        case JobRule::ImageResolutionMissing:
            dependsOnRefused = refused(JobField::ImageResolution);
            break;
        case JobRule::OutOfRange:
        case JobRule::NotTrainingPrecision:
        case JobRule::NotKvCacheFormat:
            break;
        }
        if (!dependsOnRefused) {
            issues.push_back(jobIssueToWorkloadIssue(rule, job, path));
        }
    }
}

void Reader::readSite(const QJsonValue &v, Site &site)
{
    if (v.isUndefined()) {
        return;
    }
    const QString path = QStringLiteral("site");
    if (!v.isObject()) {
        error(path, expectedObject(v));
        return;
    }
    const QJsonObject o = v.toObject();
    checkKeys(o, path, {QStringLiteral("outlet"), QStringLiteral("outlet_w"), QStringLiteral("environment"),
                        QStringLiteral("country")});
    std::string outlet;
    if (readString(o, path, "outlet", outlet)) {
        if (!findOutlet(outlet)) {
            const QStringList near = closestMatches(QString::fromStdString(outlet), outletIds(), 1);
            if (near.isEmpty()) {
                //: %1 = the outlet id given, %2 = the outlet ids, quoted
                error(QStringLiteral("site.outlet"),
                      QCoreApplication::translate("rigplan::WorkloadJson", "unknown outlet \"%1\"; expected one of %2")
                          .arg(QString::fromStdString(outlet), quotedList(outletIds())));
            } else {
                //: %1 = the outlet id given, %2 = the outlet ids, quoted, %3 = the closest id
                error(QStringLiteral("site.outlet"),
                      QCoreApplication::translate("rigplan::WorkloadJson",
                                                  "unknown outlet \"%1\"; expected one of %2 (did you mean \"%3\"?)")
                          .arg(QString::fromStdString(outlet), quotedList(outletIds()), near.front()));
            }
        } else {
            site.outlet = outlet;
        }
    }
    if (readInt(o, path, "outlet_w", 100, 100000, site.outletW) && o.contains(QStringLiteral("outlet"))) {
        error(QStringLiteral("site.outlet_w"),
              QCoreApplication::translate("rigplan::WorkloadJson", "give either \"outlet\" or \"outlet_w\", not both"));
    }
    std::string env = site.environment;
    if (readString(o, path, "environment", env)) {
        if (!kEnvironments.contains(QString::fromStdString(env))) {
            //: %1 = the allowed values, quoted, %2 = the value given
            error(QStringLiteral("site.environment"),
                  QCoreApplication::translate("rigplan::WorkloadJson", "expected one of %1, got \"%2\"")
                      .arg(quotedList(kEnvironments), QString::fromStdString(env)));
        } else {
            site.environment = env;
        }
    }
    std::string country;
    if (readString(o, path, "country", country)) {
        // Two upper-case letters that Qt knows as a territory: an assigned ISO 3166-1 alpha-2 code.
        const QString code = QString::fromStdString(country);
        static const QRegularExpression twoLetters(QStringLiteral("^[A-Z]{2}$"));
        if (!twoLetters.match(code).hasMatch() || QLocale::codeToTerritory(code) == QLocale::AnyTerritory) {
            //: %1 = the value given
            error(QStringLiteral("site.country"),
                  QCoreApplication::translate("rigplan::WorkloadJson",
                                              "expected an ISO 3166-1 alpha-2 country code such as \"CN\" or \"US\", got \"%1\"")
                      .arg(code));
        } else {
            site.country = country;
        }
    }
}

void Reader::readRequirements(const QJsonValue &v, Requirements &r)
{
    if (v.isUndefined()) {
        return;
    }
    const QString path = QStringLiteral("requirements");
    if (!v.isObject()) {
        error(path, expectedObject(v));
        return;
    }
    const QJsonObject o = v.toObject();
    checkKeys(o, path, {QStringLiteral("ecc"), QStringLiteral("redundant_psu"), QStringLiteral("network")});
    static const QStringList eccPolicies{QStringLiteral("required"), QStringLiteral("preferred"), QStringLiteral("any")};
    std::string ecc = r.ecc;
    if (readString(o, path, "ecc", ecc)) {
        if (!eccPolicies.contains(QString::fromStdString(ecc))) {
            //: %1 = the allowed values, quoted, %2 = the value given
            error(QStringLiteral("requirements.ecc"),
                  QCoreApplication::translate("rigplan::WorkloadJson", "expected one of %1, got \"%2\"")
                      .arg(quotedList(eccPolicies), QString::fromStdString(ecc)));
        } else {
            r.ecc = ecc;
        }
    }
    static const QStringList networks{QStringLiteral("none"), QStringLiteral("25gbe"), QStringLiteral("100gbe"),
                                      QStringLiteral("ib-ndr")};
    std::string network = r.network;
    if (readString(o, path, "network", network)) {
        if (!networks.contains(QString::fromStdString(network))) {
            //: %1 = the allowed values, quoted, %2 = the value given
            error(QStringLiteral("requirements.network"),
                  QCoreApplication::translate("rigplan::WorkloadJson", "expected one of %1, got \"%2\"")
                      .arg(quotedList(networks), QString::fromStdString(network)));
        } else {
            r.network = network;
        }
    }
    bool redundant = false;
    if (o.contains(QStringLiteral("redundant_psu")) && readBool(o, path, "redundant_psu", redundant)) {
        r.redundantPsu = redundant;
    }
}

void Reader::readBudget(const QJsonValue &v, Budget &budget)
{
    if (v.isUndefined()) {
        return;
    }
    const QString path = QStringLiteral("budget");
    if (!v.isObject()) {
        error(path, expectedObject(v));
        return;
    }
    const QJsonObject o = v.toObject();
    checkKeys(o, path, {QStringLiteral("max"), QStringLiteral("currency")});
    budget.set = true;
    if (!o.contains(QStringLiteral("max"))) {
        error(QStringLiteral("budget.max"), QCoreApplication::translate("rigplan::WorkloadJson",
                                                                        "required: the most the client will spend, in "
                                                                        "major units"));
    }
    readNumber(o, path, "max", 0, true, kNoNumberMaximum, budget.max);
    // In minor units the budget must stay within kMaxMoneyMinor (as every price), so that it
    // converts exactly and is never beyond the 64-bit range (a wrapped budget is ignored).
    const QString currencyGiven = o.value(QStringLiteral("currency")).toString();
    const QString limitCurrency = currencyGiven.isEmpty() ? QStringLiteral("USD") : currencyGiven;
    const int minorDigits = currencyMinorDigits(limitCurrency);
    const double minorPerMajor = std::pow(10.0, minorDigits);
    const double maxMajor = double(kMaxMoneyMinor) / minorPerMajor;
    if (budget.max > maxMajor) {
        //: %1 = the largest budget in major units, %2 = the same in minor units, %3 = currency, %4 = the value found
        error(QStringLiteral("budget.max"),
              QCoreApplication::translate("rigplan::WorkloadJson", "expected a number > 0 and ≤ %1 (%2 minor units of %3), got %4")
                  .arg(QString::number(maxMajor, 'f', 0), QString::number(kMaxMoneyMinor), limitCurrency,
                       describe(o.value(QStringLiteral("max")))));
        budget.max = 0;
    } else if (budget.max > 0 && std::round(budget.max * minorPerMajor) < 1) {
        // It would round to 0 minor units: no budget at all, not a tiny one.
        //: %1 = the smallest budget (one minor unit), %2 = currency, %3 = the value found
        error(QStringLiteral("budget.max"),
              QCoreApplication::translate("rigplan::WorkloadJson", "expected a number of at least %1 %2 (one minor unit), got %3")
                  .arg(QString::number(1.0 / minorPerMajor, 'f', minorDigits),
                       limitCurrency, describe(o.value(QStringLiteral("max")))));
        budget.max = 0;
    }
    if (!o.contains(QStringLiteral("currency"))) {
        error(QStringLiteral("budget.currency"),
              QCoreApplication::translate("rigplan::WorkloadJson", "required: an ISO 4217 code such as \"USD\" or \"CNY\""));
    }
    std::string currency;
    if (readString(o, path, "currency", currency)) {
        if (!isIsoCurrency(QString::fromStdString(currency))) {
            error(QStringLiteral("budget.currency"),
                  //: %1 = the currency given
                  QCoreApplication::translate("rigplan::WorkloadJson",
                                              "expected an ISO 4217 code (upper case, e.g. \"USD\", \"EUR\", \"CNY\"), "
                                              "got \"%1\"")
                      .arg(QString::fromStdString(currency)));
        } else {
            budget.currency = currency;
        }
    }
}

} // namespace

WorkloadIssue jobIssueToWorkloadIssue(const JobIssue &rule, const Job &job, const QString &jobPath)
{
    const auto at = [&](JobField field) { return Reader::join(jobPath, QLatin1String(jobFieldKey(field, job.kind))); };
    const QString path = at(rule.field);
    const auto issue = [](const QString &where, const QString &message) { return Diagnostic::badInput(QString(), message, where); };
    switch (rule.rule) {
    case JobRule::ModelMissing:
        //: %1 = what the field takes
        return issue(path, QCoreApplication::translate("rigplan::WorkloadJson", "required: %1").arg(modelHint()));
    case JobRule::OutOfRange:
        if (isIntegerField(rule.field)) {
            return issue(path, Reader::expected(integerRangeText(integerRange(rule.field)),
                                                describe(QJsonValue(qint64(rule.value)))));
        }
        return issue(path, Reader::expected(numberRangeText(numberRange(rule.field)), describe(QJsonValue(rule.number))));
    case JobRule::BeyondModelContext:
        return issue(path,
                     //: %1 = tokens asked for, %2 = the model's max_position_embeddings
                     QCoreApplication::translate("rigplan::WorkloadJson",
                                                 "%1 tokens is beyond the model's max_position_embeddings (%2); set "
                                                 "\"allow_context_beyond_model_max\": true if the model is run with RoPE "
                                                 "scaling")
                         .arg(rule.value)
                         .arg(rule.limit));
    case JobRule::NoVisionEncoder:
        return issue(path,
                     //: %1 = the images asked for, %2 = the model's id or name
                     QCoreApplication::translate("rigplan::WorkloadJson",
                                                 "%1 image(s) per request, but the model \"%2\" has no vision encoder")
                         .arg(rule.value)
                         .arg(QString::fromStdString(job.model.id.empty() ? job.model.name : job.model.id)));
    case JobRule::ImageResolutionMissing:
        return issue(path, QCoreApplication::translate("rigplan::WorkloadJson",
                                                       "required with \"images_per_request\": [width, height] in pixels"));
    case JobRule::NoExperts:
        return issue(path,
                     //: %1 = the model's id or name
                     QCoreApplication::translate("rigplan::WorkloadJson",
                                                 "\"host\" keeps routed experts in host memory, but the model \"%1\" has "
                                                 "none (it is not a mixture of experts)")
                         .arg(QString::fromStdString(job.model.id.empty() ? job.model.name : job.model.id)));
    case JobRule::BeyondMoeLayers:
        return issue(path,
                     //: %1 = MoE layers asked to stay on the GPUs, %2 = the model's MoE layers
                     QCoreApplication::translate("rigplan::WorkloadJson",
                                                 "%1 MoE layers on the GPUs, but the model has %2")
                         .arg(rule.value)
                         .arg(rule.limit));
    case JobRule::RequestExceedsContext:
        return issue(path,
                     //: %1 = prompt tokens, %2 = output tokens, %3 = context length
                     QCoreApplication::translate("rigplan::WorkloadJson",
                                                 "prompt_tokens + output_tokens (%1 + %2) exceed context_length (%3)")
                         .arg(rule.value)
                         .arg(rule.outputTokens)
                         .arg(rule.limit));
    case JobRule::NotDividingHeads:
        //: %1 = the parallel degree given, %2 = the model's attention heads
        return issue(path, QCoreApplication::translate("rigplan::WorkloadJson",
                                                       "%1 does not divide the model's %2 attention heads")
                               .arg(rule.value)
                               .arg(rule.limit));
    case JobRule::OffloadNeedsZeroStage:
        if (rule.limit == 3) {
            return issue(path,
                         //: %1 = the zero_stage given
                         QCoreApplication::translate("rigplan::WorkloadJson",
                                                     "\"optimizer+params\" offload needs zero_stage 3 (ZeRO-Infinity), got "
                                                     "zero_stage %1")
                             .arg(rule.value));
        }
        return issue(path,
                     //: %1 = the zero_stage given
                     QCoreApplication::translate("rigplan::WorkloadJson",
                                                 "\"optimizer\" offload needs zero_stage 1, 2 or 3 (ZeRO-Offload), got "
                                                 "zero_stage %1")
                         .arg(rule.value));
    case JobRule::NotTrainingPrecision:
        return issue(path,
                     //: %1 = the precision id given ("int8", "int4")
                     QCoreApplication::translate("rigplan::WorkloadJson",
                                                 "\"%1\" is not a training precision (fp32, bf16, fp16, fp8); a 4-bit "
                                                 "frozen base is method \"qlora\"")
                         .arg(QLatin1String(nameOf(kPrecisions, rule.precision))));
    case JobRule::NotKvCacheFormat:
        return issue(path,
                     //: %1 = the format id given ("int4", "nvfp4", "mxfp4")
                     QCoreApplication::translate("rigplan::WorkloadJson",
                                                 "\"%1\" is not a KV-cache format of the common servers (fp32, "
                                                 "bf16, fp16, fp8, int8)")
                         .arg(QLatin1String(nameOf(kPrecisions, rule.precision))));
    case JobRule::NoLoraTargets:
        //: %1 = the allowed values, quoted, %2 = the JSON value found
        return issue(path, QCoreApplication::translate("rigplan::WorkloadJson", "expected a non-empty array of %1, got %2")
                               .arg(quotedList(kLoraTargets), describe(QJsonValue(QJsonArray()))));
    case JobRule::UnknownLoraTarget:
    case JobRule::DuplicateLoraTarget: {
        const QString name = QString::fromStdString(job.training.loraTargets.at(std::size_t(rule.value)));
        const QString itemPath = QStringLiteral("%1[%2]").arg(path).arg(rule.value);
        if (rule.rule == JobRule::UnknownLoraTarget) {
            return issue(itemPath, Reader::expectedOneOf(quotedList(kLoraTargets), describe(QJsonValue(name))));
        }
        //: %1 = a LoRA target module name
        return issue(itemPath, QCoreApplication::translate("rigplan::WorkloadJson", "\"%1\" is listed twice").arg(name));
    }
    }
    return issue(path, QString());
}

namespace {

// ---------------------------------------------------------------------------------------------
// Writer: explicit key order, two-space indentation.

class Writer
{
public:
    QByteArray out;

    void open(char c)
    {
        out += c;
        m_first.push_back(true);
    }
    void close(char c)
    {
        const bool empty = m_first.back();
        m_first.pop_back();
        if (!empty) {
            newline();
        }
        out += c;
    }
    void key(const char *k)
    {
        item();
        out += scalar(QJsonValue(QLatin1String(k)));
        out += ": ";
    }
    void item()
    {
        if (!m_first.back()) {
            out += ',';
        }
        m_first.back() = false;
        newline();
    }
    void value(const QJsonValue &v)
    {
        if (v.isObject()) {
            const QJsonObject o = v.toObject();
            open('{');
            for (auto it = o.begin(); it != o.end(); ++it) {
                item();
                out += scalar(QJsonValue(it.key())) + ": ";
                value(it.value());
            }
            close('}');
        } else if (v.isArray()) {
            const QJsonArray a = v.toArray();
            open('[');
            for (const QJsonValue &e : a) {
                item();
                value(e);
            }
            close(']');
        } else {
            out += scalar(v);
        }
    }
    void field(const char *k, const QJsonValue &v)
    {
        key(k);
        value(v);
    }
    void integer(const char *k, std::int64_t v)
    {
        key(k);
        out += QByteArray::number(qint64(v));
    }
    void number(const char *k, double v)
    {
        key(k);
        if (std::floor(v) == v && std::fabs(v) < 9.0e15) {
            out += QByteArray::number(qint64(v));
        } else {
            out += QByteArray::number(v, 'g', QLocale::FloatingPointShortest);
        }
    }
    void text(const char *k, const std::string &v) { field(k, QJsonValue(QString::fromStdString(v))); }

private:
    static QByteArray scalar(const QJsonValue &v)
    {
        QByteArray a = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
        return a.mid(1, a.size() - 2);
    }
    void newline()
    {
        out += '\n';
        out += QByteArray(2 * qsizetype(m_first.size()), ' ');
    }

    std::vector<bool> m_first;
};

// Written only for a job with images (a text job's file stays as it was).
void writeImages(Writer &w, std::int64_t images, std::int64_t width, std::int64_t height)
{
    if (images <= 0) {
        return;
    }
    w.integer("images_per_request", images);
    w.field("image_resolution", QJsonArray{qint64(width), qint64(height)});
}

void writeJob(Writer &w, const Job &job)
{
    w.open('{');
    if (!job.name.empty()) {
        w.text("name", job.name);
    }
    w.text("kind", nameOf(kKinds, job.kind));
    if (job.modelSpec.empty()) {
        w.text("model", job.modelRef);
    } else {
        w.field("model", QJsonDocument::fromJson(QByteArray::fromStdString(job.modelSpec)).object());
    }
    if (job.allowContextBeyondModelMax) {
        w.field("allow_context_beyond_model_max", true);
    }
    if (job.kind == JobKind::Training) {
        const TrainingJob &t = job.training;
        w.text("method", nameOf(kMethods, t.method));
        w.text("precision", nameOf(kPrecisions, t.precision));
        w.text("optimizer", nameOf(kOptimizers, t.optimizer));
        w.integer("zero_stage", t.zeroStage);
        w.text("offload", nameOf(kOffloads, t.offload));
        w.text("offload_target", nameOf(kOffloadTargets, t.offloadTarget));
        w.integer("sequence_length", t.sequenceLength);
        w.integer("micro_batch", t.microBatch);
        w.integer("gradient_accumulation", t.gradientAccumulation);
        w.text("activation_checkpointing", nameOf(kRecomputes, t.activationCheckpointing));
        // Written when not the default, so that files saved before these keys read back the same.
        if (t.checkpointEvery != 1) {
            w.integer("checkpoint_every", t.checkpointEvery);
        }
        if (t.masterWeights != MasterWeights::Fp32) {
            w.text("master_weights", nameOf(kMasterWeights, t.masterWeights));
        }
        if (t.optimizerInBackward) {
            w.field("optimizer_in_backward", true);
        }
        if (t.lossChunks != 1) {
            w.integer("loss_chunks", t.lossChunks);
        }
        if (t.activationOffloading) {
            w.field("activation_offloading", true);
        }
        w.field("flash_attention", t.flashAttention);
        w.integer("train_tokens", t.trainTokens);
        w.integer("tensor_parallel", t.tensorParallel);
        w.integer("pipeline_parallel", t.pipelineParallel);
        if (t.method != TrainMethod::Full) {
            w.integer("lora_rank", t.loraRank);
            QJsonArray targets;
            for (const std::string &s : t.loraTargets) {
                targets.append(QString::fromStdString(s));
            }
            w.field("lora_targets", targets);
            w.number("lora_dropout", t.loraDropout);
        }
        w.number("max_hours", t.maxHours);
        w.number("dataset_bytes", t.datasetBytes);
        w.integer("checkpoints_kept", t.checkpointsKept);
        w.text("framework", nameOf(kFrameworks, t.framework));
        w.field("separate_lm_head", t.separateLmHead);
        writeImages(w, t.imagesPerRequest, t.imageWidth, t.imageHeight);
    } else {
        const InferenceJob &n = job.inference;
        w.text("weights", nameOf(kPrecisions, n.weights));
        w.text("kv_cache", nameOf(kPrecisions, n.kvCache));
        w.integer("context_length", n.contextLength);
        w.integer("concurrency", n.concurrency);
        w.integer("prompt_tokens", n.promptTokens);
        w.integer("output_tokens", n.outputTokens);
        w.number("min_tokens_per_s_per_user", n.minTokensPerSPerUser);
        w.number("max_ttft_s", n.maxTtftS);
        w.integer("tensor_parallel", n.tensorParallel);
        w.number("gpu_memory_utilization", n.gpuMemoryUtilization);
        w.integer("block_tokens", n.blockTokens);
        w.integer("int4_group_size", n.int4GroupSize);
        w.text("engine", nameOf(kEngines, n.engine));
        if (n.chunkedPrefill >= 0) { // absent = the engine's default, which depends on the engine
            w.field("chunked_prefill", n.chunkedPrefill == 1);
        }
        w.integer("max_num_batched_tokens", n.maxNumBatchedTokens);
        w.integer("max_num_seqs", n.maxNumSeqs);
        if (n.splitKvDecode >= 0) {
            w.field("split_kv_decode", n.splitKvDecode == 1);
        }
        writeImages(w, n.imagesPerRequest, n.imageWidth, n.imageHeight);
        if (n.expertPlacement != ExpertPlacement::Gpu) { // absent = on the GPUs, as files before the key
            w.text("expert_placement", nameOf(kExpertPlacements, n.expertPlacement));
            w.integer("gpu_moe_layers", n.gpuMoeLayers);
        }
    }
    w.close('}');
}

} // namespace

// ---------------------------------------------------------------------------------------------

void lineAndColumn(const QByteArray &data, qsizetype offset, int *line, int *column)
{
    offset = std::clamp<qsizetype>(offset, 0, data.size());
    int l = 1;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < offset; ++i) {
        if (data.at(i) == '\n') {
            ++l;
            lineStart = i + 1;
        }
    }
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString prefix = decoder.decode(data.mid(lineStart, offset - lineStart));
    *line = l;
    *column = int(prefix.size()) + 1;
}


Result<Workload> loadWorkload(const QByteArray &data, const QString &fileName, const ModelResolver &resolve,
                              const QStringList &knownModelIds)
{
    // What the parser would let through: a key given twice, a NUL, a lone surrogate.
    if (const Result<void> strict = checkStrictJson(data, fileName); !strict) {
        return strict.diagnostics();
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        Diagnostic issue = Diagnostic::badInput(fileName, QString());
        // Qt reports the offset just after the offending character for most errors; point at
        // the character itself when there is one.
        const qsizetype at = parseError.offset > 0 && parseError.offset <= data.size() ? parseError.offset - 1 : parseError.offset;
        lineAndColumn(data, at, &issue.line, &issue.column);
        //: %1 = Qt's description of the JSON error
        issue.message = QCoreApplication::translate("rigplan::WorkloadJson", "JSON syntax error: %1").arg(parseError.errorString());
        return issue;
    }
    if (!doc.isObject()) {
        return Diagnostic::badInput(
            fileName, QCoreApplication::translate("rigplan::WorkloadJson", "expected a JSON object at the top level"));
    }
    return readWorkloadObject(doc.object(), fileName, resolve, knownModelIds);
}

Result<Workload> readWorkloadObject(const QJsonObject &document, const QString &fileName, const ModelResolver &resolve,
                                    const QStringList &knownModelIds)
{
    Reader reader(resolve, knownModelIds);
    Workload workload;
    reader.readWorkload(document, workload);
    if (reader.issues.isEmpty()) {
        return workload;
    }
    for (Diagnostic &issue : reader.issues) {
        issue.file = fileName;
    }
    return std::move(reader.issues);
}

QByteArray saveWorkload(const Workload &wl)
{
    Writer w;
    w.open('{');
    w.text("format", wl.format);
    w.text("title", wl.title);
    w.text("customer", wl.customer);
    w.field("concurrent", wl.concurrent);
    w.key("jobs");
    w.open('[');
    for (const Job &job : wl.jobs) {
        w.item();
        writeJob(w, job);
    }
    w.close(']');
    w.key("site");
    w.open('{');
    if (wl.site.outletW > 0) {
        w.integer("outlet_w", wl.site.outletW);
    } else if (!wl.site.outlet.empty()) {
        w.text("outlet", wl.site.outlet);
    }
    w.text("environment", wl.site.environment);
    if (!wl.site.country.empty()) {
        w.text("country", wl.site.country);
    }
    w.close('}');
    if (wl.budget.set) {
        w.key("budget");
        w.open('{');
        w.number("max", wl.budget.max);
        w.text("currency", wl.budget.currency);
        w.close('}');
    }
    if (wl.requirements != Requirements{}) { // defaults are left out, as files written before them
        w.key("requirements");
        w.open('{');
        w.text("ecc", wl.requirements.ecc);
        w.text("network", wl.requirements.network);
        if (wl.requirements.redundantPsu) {
            w.field("redundant_psu", *wl.requirements.redundantPsu);
        }
        w.close('}');
    }
    if (!wl.economics.isEmpty()) {
        w.field("economics", wl.economics);
    }
    w.close('}');
    w.out += '\n';
    return w.out;
}

} // namespace rigplan
