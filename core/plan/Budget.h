// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The budget over the years of one tier: the purchase, the upgrades of economics.upgrades in
// their year (priced from the tier's own bill of materials at today's price or a stated yearly
// change), energy, support, straight-line depreciation over the service life and the rental
// equivalent, one row per year, with a CSV a finance office can paste. Pure functions; the rules
// and the rounding are in the docs/economics.md ("Budget over the years").

#include "catalog/Parts.h"
#include "plan/BuyVsRent.h"
#include "plan/Economics.h"
#include "plan/Plan.h"

#include <QByteArray>
#include <QJsonObject>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace rigplan {

// One upgrade step as priced for a tier.
struct PricedUpgrade {
    int step = -1;              // index into EconomicsSettings::upgrades
    int year = 0;
    int gpus = 0;               // GPUs added (the tier's model)
    int memoryModules = 0;      // DIMMs added (the tier's module): ceil(memory_bytes / its capacity)
    int drives = 0;             // drives added (the tier's project-volume drive): ceil(storage_bytes / its capacity)
    std::int64_t todayMinor = 0; // at today's catalog prices
    std::int64_t priceMinor = 0; // × (1 + change / 100)^(year − 1), rounded once
    double extraWallW = 0;      // the added parts' power at the wall (board power / PSU efficiency)
    bool fitsPlatform = true;   // the platform takes the GPU count and the DIMMs (drive bays are not checked)
    bool priced = true;         // every part it adds has a catalog price
};

struct BudgetYear {
    int year = 1;
    double fraction = 1;        // of a whole year (the last year of a 2.5-year life: 0.5)
    std::int64_t purchaseMinor = 0;
    std::int64_t upgradesMinor = 0;
    std::int64_t energyMinor = 0;
    std::int64_t supportMinor = 0;
    std::int64_t totalMinor = 0;      // purchase + upgrades + energy + support
    std::int64_t cumulativeMinor = 0; // the totals so far
    std::int64_t depreciationMinor = 0;
    std::int64_t bookValueMinor = 0;  // at the end of the year
    std::int64_t rentalMinor = 0;     // the rental equivalent of the year: the cheapest on-demand or reserved
                                      // option of BuyVsRent (spot only when there is no other)
};

struct TierBudget {
    std::vector<PricedUpgrade> upgrades;
    std::vector<BudgetYear> years;
    std::optional<RentalPricing> rental; // the rental type of the rental-equivalent column; nullopt: no offer
    bool outOfRange = false;             // a figure left the 64-bit range: no row is shown
};

// The budget of `tier` (its economics, settings and buy-vs-rent figures as computed for it).
TierBudget budgetFor(const Tier &tier, const CatalogSnapshot &snapshot, const TierEconomics &economics,
                     const EconomicsSettings &settings, const BuyVsRent &buyVsRent);

// The "budget" object of a tier in the plan JSON.
QJsonObject budgetToJson(const TierBudget &budget, const std::string &currency);
// Text lines for the CLI (one per year, then the upgrades), without indentation.
QStringList budgetToText(const TierBudget &budget, const std::string &currency);
// CSV of the tiers' budgets: header "tier,year,purchase,upgrades,energy,support,total,cumulative,
// depreciation,book_value,rental_equivalent,rental_pricing,currency"; amounts in major units with
// the currency's decimals, a '.' decimal point and no grouping, so a spreadsheet reads them as numbers.
QByteArray budgetsToCsv(const std::vector<std::pair<std::string, TierBudget>> &budgets, const std::string &currency);

} // namespace rigplan
