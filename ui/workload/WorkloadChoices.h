// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the quote wizard and the workload editor offer, and the plain-data rules they share:
// the defaults of a new quote, inline models resolved exactly as the workload reader resolves
// them, and the form of a workload that survives saving and loading unchanged.

#include "Settings.h"
#include "model/ModelCsv.h"
#include "quote/Quote.h"
#include "workload/Workload.h"

#include <QDateTime>
#include <QJsonObject>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace rigplan {

class Catalog;

// The catalog's models and currencies, copied once on the UI thread so the widgets never touch
// the database while the user types.
struct WorkloadChoices {
    std::vector<ModelArch> models;
    QStringList currencies; // ISO codes of the catalog's currency_rates ("CNY", "EUR", "GBP", "JPY", "USD")

    static WorkloadChoices fromCatalog(const Catalog &catalog);

    const ModelArch *model(const std::string &id) const; // nullptr when the catalog has no such model
    QStringList modelIds() const;
    ModelResolver resolver() const;
};

// The id of the model a new job starts with.
inline constexpr const char *kDefaultModelId = "llama-3.1-8b";

// The job a new quote starts with: serving llama-3.1-8b (else the first catalog model) with BF16
// weights at 8,192 tokens of context for 8 users at once.
Job defaultJob(const WorkloadChoices &choices);

// A new quote in `locale`: one default job, an office, the outlet and budget currency of the
// locale's language (Chinese: cn-220v-10a and CNY; otherwise us-120v-15a and USD, or the first
// catalog currency when USD is missing), a budget still to be entered (max 0, which the forms
// report until it is filled in or the limit is switched off), no quote number (the vendor
// profile's numbering gives one when a tier is chosen) and the remembered "prepared by"
// (QSettings "quote/prepared_by").
Quote defaultQuote(const WorkloadChoices &choices, const QLocale &locale);

// The workload as a file stores it: the settings of the other job kind, LoRA settings of a full
// fine-tune, an outlet id beside a custom wattage and an unset budget's amount are not written by
// saveWorkload, so they are reset here. loadWorkload(saveWorkload(w)) == normalizedWorkload(w)
// for a workload without problems.
Workload normalizedWorkload(Workload workload);

// Inline models ({"params_b": x} and {"hf_config": {...}}), set on a job exactly as
// core/workload/WorkloadJson.cpp reads them, so a saved and reloaded job compares equal.
void setCatalogModel(Job &job, const ModelArch &model);
// A size or config the model readers refuse is their BadInput diagnostic; the job is then unchanged.
Result<void> setCustomSizeModel(Job &job, double paramsB);
Result<void> setHfConfigModel(Job &job, const QJsonObject &config);
// The size of a {"params_b": x} job; 0 for other jobs.
double customSizeOf(const Job &job);
// The config.json object of a {"hf_config": {...}} job; empty for other jobs.
QJsonObject hfConfigOf(const Job &job);

// The context (serving) or sequence length (training) the job asks for.
std::int64_t jobContextLength(const Job &job);
void setJobContextLength(Job &job, std::int64_t tokens);

} // namespace rigplan
