// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// An upgrade planned for a later year of the service life (workload key economics.upgrades):
// add GPUs, RAM or storage of the kind the tier already has, priced at today's catalog price or
// at a stated yearly change. The budget over the years (core/plan/Budget.h) prices and places it.

#include "util/Diagnostic.h"

#include <QJsonValue>

#include <cstdint>
#include <string>
#include <vector>

namespace rigplan {

struct UpgradeStep {
    int year = 2;                 // 1-based year of the service life in which it is bought
    int gpus = 0;                 // more GPUs of the tier's model
    std::int64_t memoryBytes = 0; // more system RAM, in modules of the tier's DIMM
    std::int64_t storageBytes = 0; // more storage, in drives of the tier's project volume
    // Yearly price change from today's catalog price, % (−15 = 15 % cheaper each year); 0 = today's price.
    double priceChangePercentPerYear = 0;
    std::vector<std::string> tiers; // "entry" | "mainstream" | "high"; empty = every tier

    bool appliesTo(const std::string &tierId) const;
    bool operator==(const UpgradeStep &) const = default;
};

// Reads economics.upgrades: an array of {"year", "gpus", "memory_bytes", "storage_bytes",
// "price_change_percent_per_year", "tiers"}. `maxYear` is the last year of the service life
// (ceil(years)). Every problem is appended to `problems` as a BadInput diagnostic with its path
// ("economics.upgrades[0].year"); the steps that read cleanly are returned.
std::vector<UpgradeStep> upgradesFromJson(const QJsonValue &value, int maxYear, Diagnostics &problems);

} // namespace rigplan
