// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Running cost and cost of ownership of a planned build: energy per training run and per
// million served tokens, yearly energy at a duty cycle, total cost of ownership over the
// service life, heat to remove from the room. Pure functions over plain structs: no I/O, no
// Qt objects except reading the workload's "economics" override and writing the JSON object.
//
// The rules, the defaults and their sources are in the docs/economics.md ("Budget
// view: running cost and cost of ownership").

#include "plan/Plan.h"
#include "plan/Upgrade.h"
#include "util/Diagnostic.h"
#include "workload/Workload.h"

#include <QJsonObject>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rigplan {

struct EconomicsSettings {
    double tariffPerKwh = 0; // electricity price in major units of `currency` per kWh
    double dutyHoursPerDay = 24; // hours per day the machine works (at full wall power)
    double years = 3; // service life
    double coolingFactor = 1.0; // PUE-style factor of the room, >= 1: cooling energy = wall × (factor − 1)
    double supportPercentPerYear = 0; // support / maintenance per year, % of the purchase price
    std::string currency = "USD"; // ISO 4217; must be the plan's (budget's) currency
    std::string tariffSource; // where the tariff comes from ("default: US EIA ...", "workload file")
    // Buy vs rent and the budget over the years (docs/economics.md, "Buy or rent" and "Budget over the years").
    double daysPerYear = 365; // days per year the machine works (the duty cycle's other half)
    double utilizationPercent = 100; // share of the duty hours the GPUs are busy with the workload's jobs
    double resalePercent = 0; // resale value at the end of the service life, % of the purchase; 0 = none counted
    std::vector<UpgradeStep> upgrades; // economics.upgrades, in file order

    bool operator==(const EconomicsSettings &) const = default;
};

// Documented default tariff per kWh for `currency` in its major unit, and its source; tariff 0
// with a source saying so for a currency without a default (set economics.tariff_per_kwh).
struct DefaultTariff {
    double perKwh = 0;
    const char *source = "";
};
DefaultTariff defaultTariff(const std::string &currency);

// Duty-cycle defaults: a box that trains runs around the clock; a serving-only box the
// working day with margin (see the docs/economics.md, "Budget view").
inline constexpr double kDutyHoursTraining = 24;
inline constexpr double kDutyHoursServingOnly = 12;
// Cooling-factor default of a site environment ("office" 1.0, "lab" 1.3, "server-room" 1.58).
double defaultCoolingFactor(const std::string &environment);

// The documented defaults for `currency`: its tariff, 24 h/day, 3 years, cooling 1.0 (office),
// support 0 %.
EconomicsSettings defaultEconomics(const std::string &currency);
// The defaults for a workload: the plan's currency (the budget's, USD without a budget — as
// the CLI's catalog snapshot), the site's cooling factor, 24 h/day when any job is training
// and 12 h/day for a serving-only workload.
EconomicsSettings defaultEconomics(const Workload &workload);

// Applies the workload file's "economics" object over `base`. Keys: tariff_per_kwh (>= 0),
// duty_hours_per_day (0 < x <= 24), years (0 < x <= 20), cooling_factor (1 <= x <= 3),
// support_percent_per_year (0..100), days_per_year (0 < x <= 366), utilization_percent (0 < x <= 100),
// resale_percent (0..100), upgrades (Upgrade.h), currency (must equal base.currency). Unknown keys are
// errors. Every problem is a BadInput diagnostic, in the object's order, its path the field
// ("economics.years") and no file (the caller knows which workload it read): text() gives
// "economics.years: expected a number in (0, 20], got 30".
Result<EconomicsSettings> economicsFromJson(const QJsonObject &override, EconomicsSettings base);
// defaultEconomics(workload) with workload.economics applied.
Result<EconomicsSettings> economicsForWorkload(const Workload &workload);

// One job's figures on a build. The whole machine's wall power is charged to the job while it
// runs (with concurrent jobs the figures overlap: do not add them up).
struct JobEconomics {
    JobKind kind = JobKind::Inference;
    std::string name;
    bool hasFigures = false; // false: no run time (train_tokens 0) or no throughput (does not fit)
    std::string note; // why there are no figures

    // Training: one run of the job's train_tokens.
    double runHours = 0;
    double energyPerRunKwh = 0; // wall power × run hours (IT energy)
    double energyPerRunWithCoolingKwh = 0; // × cooling factor
    std::int64_t energyCostPerRunMinor = 0;
    std::int64_t costPerRunMinor = 0; // incl. purchase + support amortised over the service hours

    // Inference: at the planned concurrency, the server kept busy.
    double tokensPerS = 0; // aggregate output tokens/s
    double hoursPerMillionTokens = 0;
    double energyPerMillionTokensKwh = 0;
    double energyPerMillionTokensWithCoolingKwh = 0;
    std::int64_t energyCostPerMillionTokensMinor = 0;
    std::int64_t costPerMillionTokensMinor = 0; // incl. purchase + support amortised
    double tokensInServiceLife = 0; // tokens/s × service hours × 3600
};

struct TierEconomics {
    double wallW = 0;
    double roomCoolingW = 0; // wall × (cooling factor − 1)
    double heatKw = 0; // heat to remove from the room = wall power
    double heatBtuPerH = 0; // wall W × 3.412
    double serviceHours = 0; // years × days per year × duty hours per day
    double yearlyEnergyKwh = 0; // wall × duty hours × days per year (IT energy)
    double yearlyEnergyWithCoolingKwh = 0; // × cooling factor
    std::int64_t yearlyEnergyCostMinor = 0;
    double yearlyEnergyCostExactMinor = 0; // unrounded: every rounded energy figure is made from it
    std::int64_t supportPerYearMinor = 0;
    std::int64_t purchaseMinor = 0;
    std::int64_t energyOverLifeMinor = 0; // yearly energy cost × years
    std::int64_t supportOverLifeMinor = 0; // support per year × years
    std::int64_t tcoMinor = 0; // purchase + energy (with cooling) + support over the service life
    // [0] = purchase, [k] = after k years: purchase + energy and support of k years, each rounded
    // as the TCO's are (so the last is the TCO, and a budget's rows add up to every one).
    std::vector<std::int64_t> cumulativeCostMinor;
    std::vector<JobEconomics> jobs; // one per job, in workload order
    // A money figure was beyond the 64-bit range of minor units: every money figure is 0 and
    // must not be shown (the energy figures are kept).
    bool outOfRange = false;
};

// Figures for one build: build.wallW, build.priceMinor and build.jobOutcomes() (training.hours,
// inference.aggregateTokensPerS). `jobs` gives names and kinds (may be empty). Money is in minor
// units of s.currency, each figure rounded once, half away from zero.
TierEconomics economicsFor(const Build &build, const std::vector<Job> &jobs, const EconomicsSettings &s);

// The "economics" object of a tier in the plan JSON (units in the key names).
QJsonObject economicsToJson(const TierEconomics &e, const EconomicsSettings &s);
// Text lines for the CLI, without indentation: heat, yearly energy, cost of ownership (with the
// cumulative cost by year), one line per job, and the assumptions.
QStringList economicsToText(const TierEconomics &e, const EconomicsSettings &s);
// One line stating the assumptions ("tariff 0.13 USD/kWh (US EIA …), 24 h/day, 3 years, ...").
QString economicsAssumptions(const EconomicsSettings &s);

} // namespace rigplan
