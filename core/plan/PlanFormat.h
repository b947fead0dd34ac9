// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "estimate/ServingCapacity.h"
#include "plan/Economics.h"
#include "plan/Plan.h"

#include <QJsonObject>
#include <QString>

namespace rigplan {

// The CLI's JSON and text for `estimate` and `plan` (shapes documented in docs/planner.md, "JSON"). Every
// byte figure is an integer with a `_bytes` suffix, watts `_w`, money `_minor` + `currency`.
QJsonObject jobOutcomeToJson(const Job &job, const JobOutcome &outcome, const GpuSpec &gpu,
                             const EstimateOptions &options, bool explain);
// With `software`, each job gains its software check on the GPU (jobs[].software) and the text
// the stack to install. `suggestions` (optional, one per job): the smallest change that makes a job
// that does not fit fit. `capacities` (optional, one per job): how many users a serving job's
// layout carries (jobs[].inference.capacity).
QJsonObject estimateToJson(const Workload &workload, const std::vector<JobOutcome> &outcomes, const GpuSpec &gpu,
                           int count, const EstimateOptions &options, bool explain,
                           const SoftwareCatalog *software = nullptr,
                           const std::vector<std::optional<EstimateSuggestion>> &suggestions = {},
                           const std::vector<std::optional<ServingCapacity>> &capacities = {});
// The same, the software check read from `withSoftware`'s software (a batch keeps one snapshot
// for all its lines instead of copying the software tables for each).
QJsonObject estimateToJson(const Workload &workload, const std::vector<JobOutcome> &outcomes, const GpuSpec &gpu,
                           int count, const EstimateOptions &options, bool explain, const CatalogSnapshot *withSoftware,
                           const std::vector<std::optional<EstimateSuggestion>> &suggestions = {},
                           const std::vector<std::optional<ServingCapacity>> &capacities = {});
QString estimateToText(const Workload &workload, const std::vector<JobOutcome> &outcomes, const GpuSpec &gpu, int count,
                       const EstimateOptions &options, bool explain, const SoftwareCatalog *software = nullptr,
                       const std::vector<std::optional<EstimateSuggestion>> &suggestions = {},
                       const std::vector<std::optional<ServingCapacity>> &capacities = {});

// With `economics`, each tier gains its running costs and cost of ownership ("economics").
QJsonObject planToJson(const PlanResult &plan, const Workload &workload, const CatalogSnapshot &snapshot,
                       const PlanOptions &options, bool explain, const EconomicsSettings *economics = nullptr);
QString planToText(const PlanResult &plan, const Workload &workload, const CatalogSnapshot &snapshot,
                   const PlanOptions &options, bool explain, const EconomicsSettings *economics = nullptr);

} // namespace rigplan
