// SPDX-License-Identifier: GPL-3.0-or-later
#include "WorkloadChoices.h"

#include "catalog/Catalog.h"
#include "model/GenericModel.h"
#include "model/HfConfig.h"

#include <QJsonDocument>
#include <QSettings>

namespace rigplan {

WorkloadChoices WorkloadChoices::fromCatalog(const Catalog &catalog)
{
    WorkloadChoices choices;
    choices.models = catalog.models();
    const TableDef *rates = findTable(QStringLiteral("currency_rates"));
    if (rates) {
        if (const auto rows = catalog.rows(rates->kind)) {
            for (const CatalogRow &row : *rows) {
                const QString code = row.value(*rates, QStringLiteral("currency")).toString();
                if (!code.isEmpty() && !choices.currencies.contains(code)) {
                    choices.currencies << code;
                }
            }
        }
    }
    choices.currencies.sort();
    return choices;
}

const ModelArch *WorkloadChoices::model(const std::string &id) const
{
    for (const ModelArch &m : models) {
        if (m.id == id) {
            return &m;
        }
    }
    return nullptr;
}

QStringList WorkloadChoices::modelIds() const
{
    QStringList ids;
    for (const ModelArch &m : models) {
        ids << QString::fromStdString(m.id);
    }
    return ids;
}

ModelResolver WorkloadChoices::resolver() const
{
    return resolverFor(models);
}

Job defaultJob(const WorkloadChoices &choices)
{
    Job job;
    job.kind = JobKind::Inference;
    const ModelArch *model = choices.model(kDefaultModelId);
    if (!model && !choices.models.empty()) {
        model = &choices.models.front();
    }
    if (model) {
        setCatalogModel(job, *model);
    }
    job.inference.weights = Precision::Bf16;
    job.inference.contextLength = 8192;
    job.inference.concurrency = 8;
    return job;
}

Quote defaultQuote(const WorkloadChoices &choices, const QLocale &locale)
{
    const bool chinese = locale.language() == QLocale::Chinese;
    Quote quote;
    quote.info.preparedBy = QSettings().value(QLatin1String(kPreparedBySetting)).toString().toStdString();
    quote.workload.jobs.push_back(defaultJob(choices));
    quote.workload.site.outlet = chinese ? "cn-220v-10a" : "us-120v-15a";
    quote.workload.site.environment = "office";
    QString currency = chinese ? QStringLiteral("CNY") : QStringLiteral("USD");
    if (!choices.currencies.isEmpty() && !choices.currencies.contains(currency)) {
        currency = choices.currencies.contains(QStringLiteral("USD")) ? QStringLiteral("USD")
                                                                      : choices.currencies.front();
    }
    quote.workload.budget.set = true;
    quote.workload.budget.max = 0;
    quote.workload.budget.currency = currency.toStdString();
    return quote;
}

Workload normalizedWorkload(Workload workload)
{
    for (Job &job : workload.jobs) {
        if (job.kind == JobKind::Training) {
            job.inference = InferenceJob{};
            if (job.training.method == TrainMethod::Full) {
                const TrainingJob defaults;
                job.training.loraRank = defaults.loraRank;
                job.training.loraTargets = defaults.loraTargets;
            }
        } else {
            job.training = TrainingJob{};
        }
    }
    if (workload.site.outletW > 0) {
        workload.site.outlet.clear();
    }
    if (!workload.budget.set) {
        workload.budget = Budget{};
    }
    return workload;
}

void setCatalogModel(Job &job, const ModelArch &model)
{
    job.modelRef = model.id;
    job.modelSpec.clear();
    job.model = model;
}

Result<void> setCustomSizeModel(Job &job, double paramsB)
{
    Result<ModelArch> model = genericDenseModel(paramsB);
    if (!model) {
        return model.diagnostics();
    }
    job.modelRef = "params_b";
    job.modelSpec = QJsonDocument(QJsonObject{{QStringLiteral("params_b"), paramsB}})
                        .toJson(QJsonDocument::Compact)
                        .toStdString();
    job.model = std::move(*model);
    return {};
}

Result<void> setHfConfigModel(Job &job, const QJsonObject &config)
{
    Result<ModelArch> model = modelFromHfConfig(config);
    if (!model) {
        return model.diagnostics();
    }
    // The reader labels an inline config this way; keeping it makes a reloaded job compare equal.
    model->source = "inline config.json in the workload file";
    job.modelRef = "hf_config";
    job.modelSpec = QJsonDocument(QJsonObject{{QStringLiteral("hf_config"), config}})
                        .toJson(QJsonDocument::Compact)
                        .toStdString();
    job.model = std::move(*model);
    return {};
}

namespace {

QJsonObject specOf(const Job &job)
{
    if (job.modelSpec.empty()) {
        return {};
    }
    return QJsonDocument::fromJson(QByteArray::fromStdString(job.modelSpec)).object();
}

} // namespace

double customSizeOf(const Job &job)
{
    return job.modelRef == "params_b" ? specOf(job).value(QStringLiteral("params_b")).toDouble() : 0.0;
}

QJsonObject hfConfigOf(const Job &job)
{
    return job.modelRef == "hf_config" ? specOf(job).value(QStringLiteral("hf_config")).toObject() : QJsonObject{};
}

std::int64_t jobContextLength(const Job &job)
{
    return job.kind == JobKind::Training ? job.training.sequenceLength : job.inference.contextLength;
}

void setJobContextLength(Job &job, std::int64_t tokens)
{
    if (job.kind == JobKind::Training) {
        job.training.sequenceLength = tokens;
    } else {
        job.inference.contextLength = tokens;
    }
}

} // namespace rigplan
