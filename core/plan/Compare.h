// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Scenarios side by side: several workload variants planned on the same catalog, their tiers in
// one table (`rigplan-cli compare`, the app's Compare page, the report). The figures are those of
// each scenario's own plan (PlanOutcome), so a comparison cannot disagree with the separate plans.

#include "plan/Outcome.h"

#include <QJsonObject>
#include <QString>

#include <memory>
#include <string>
#include <vector>

namespace rigplan {

struct ScenarioOutcome {
    std::string name;  // the scenario's name (quote), else the workload's title, else the file's name
    std::string file;  // where it was read from ("" in the app)
    std::shared_ptr<const PlanOutcome> outcome;
};

// One tier of one scenario, as the comparison shows it.
struct CompareRow {
    std::size_t scenario = 0;
    std::size_t tier = 0;      // index into the scenario's plan.tiers
    std::string tierId;
    std::string gpuId;
    std::string gpuName;
    int gpuCount = 0;
    std::string platformName;
    std::int64_t priceMinor = 0;
    double wallW = 0;
    std::int64_t tcoMinor = 0;  // 0 without economics
    double years = 0;
    std::vector<std::int64_t> cumulativeCostMinor; // per year, as TierEconomics
    std::vector<double> jobSpeeds;  // per job: aggregate tokens/s (serving) or training tokens/s
    std::vector<double> jobHours;   // per job: training hours (0 for serving or without train_tokens)
    bool targetsMet = true;
    const RentalOption *cheapestRental = nullptr; // into the scenario's tierBuyVsRent; nullptr: none
    std::int64_t ownOverLifeMinor = 0;
};

// The rows of every feasible scenario's tiers, in scenario then tier order (a tier that repeats
// another tier's build, Tier::sameAs, is listed as well: the table says "same as").
std::vector<CompareRow> compareRows(const std::vector<ScenarioOutcome> &scenarios);

// `rigplan-cli compare --format json` (docs/cli.md, "Command line").
QJsonObject compareToJson(const std::vector<ScenarioOutcome> &scenarios);
// The text table of `rigplan-cli compare`.
QString compareToText(const std::vector<ScenarioOutcome> &scenarios);

} // namespace rigplan
