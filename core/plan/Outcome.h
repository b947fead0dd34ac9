// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Everything a view needs to show one plan, in one immutable bundle: the workload as planned,
// the catalog snapshot the builds index into (shared, read-only, with every other plan of the
// same snapshot), the plan, and the cost-of-ownership settings.
// The GUI computes it on a worker thread and hands the same shared object to the tier cards,
// the charts and the PDF report, so they all show the same plan.

#include "catalog/Parts.h"
#include "plan/Budget.h"
#include "plan/BuyVsRent.h"
#include "plan/Economics.h"
#include "plan/Plan.h"
#include "plan/PlanText.h"
#include "util/Diagnostic.h"
#include "workload/Workload.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace rigplan {

class Catalog;

struct PlanOutcome {
    Workload workload;
    // The builds of `plan` index into its snapshot. Shared, not copied: the app's re-plans of
    // one catalog (a slider moved) all hold the same one.
    std::shared_ptr<const PreparedSnapshot> prepared;
    PlanOptions options;
    PlanResult plan;
    std::optional<EconomicsSettings> economics; // nullopt when the workload's "economics" is invalid
    Diagnostics economicsIssues;                // then: why (economicsForWorkload's diagnostics)
    // Economics of each tier in plan.tiers order (empty without economics or without tiers).
    std::vector<TierEconomics> tierEconomics;
    // Buy vs rent and the budget over the years of each tier, in plan.tiers order (empty when
    // tierEconomics is).
    std::vector<BuyVsRent> tierBuyVsRent;
    std::vector<TierBudget> tierBudgets;

    // The catalog snapshot planned on (an empty one for an outcome made without a plan).
    const CatalogSnapshot &snapshot() const;
    // What core/plan/PlanText needs to put this plan into words.
    PlanTextContext textContext() const { return {workload, snapshot(), options}; }
};

// The currency a workload is planned in: pricingCurrency (the budget's, else the site country's own
// where the catalog prices it, else USD), the same in the app and the CLI.
QString planCurrency(const Workload &workload);

// Plans `workload` on a prepared snapshot (re-plans skip what it keeps); the outcome shares it.
// Pure; safe on any thread.
std::shared_ptr<const PlanOutcome> computePlanOutcome(Workload workload, std::shared_ptr<const PreparedSnapshot> prepared,
                                                      const PlanOptions &options = {});

// The same on a snapshot planned once (taken by value: the outcome owns it).
std::shared_ptr<const PlanOutcome> computePlanOutcome(Workload workload, CatalogSnapshot snapshot,
                                                      const PlanOptions &options = {});

// Reads the snapshot for the workload's currency from `catalog` (on the catalog's thread) and
// plans. The catalog's diagnostics (Environment) when it cannot be read.
Result<std::shared_ptr<const PlanOutcome>> computePlanOutcome(const Catalog &catalog, const Workload &workload,
                                                              const PlanOptions &options = {});

} // namespace rigplan
