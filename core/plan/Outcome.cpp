// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/Outcome.h"

#include "catalog/Catalog.h"

namespace rigplan {

QString planCurrency(const Workload &workload)
{
    return QString::fromStdString(pricingCurrency(workload));
}

const CatalogSnapshot &PlanOutcome::snapshot() const
{
    static const CatalogSnapshot none;
    return prepared ? prepared->snapshot() : none;
}

namespace {

// Economics of the planned tiers, once outcome->plan is set.
void addEconomics(PlanOutcome *outcome, const PlanOptions &options)
{
    Result<EconomicsSettings> economics = economicsForWorkload(outcome->workload);
    if (economics) {
        outcome->economics = std::move(*economics);
    } else {
        outcome->economicsIssues = economics.diagnostics();
    }
    if (outcome->economics) {
        for (const Tier &tier : outcome->plan.tiers) {
            outcome->tierEconomics.push_back(economicsFor(tier.build, outcome->workload.jobs, *outcome->economics));
            outcome->tierBuyVsRent.push_back(buyVsRentFor(tier, outcome->workload.jobs, outcome->snapshot(),
                                                          outcome->tierEconomics.back(), *outcome->economics, options.planDate));
            outcome->tierBudgets.push_back(budgetFor(tier, outcome->snapshot(), outcome->tierEconomics.back(),
                                                     *outcome->economics, outcome->tierBuyVsRent.back()));
        }
    }
}

} // namespace

std::shared_ptr<const PlanOutcome> computePlanOutcome(Workload workload, std::shared_ptr<const PreparedSnapshot> prepared,
                                                      const PlanOptions &options)
{
    auto outcome = std::make_shared<PlanOutcome>();
    outcome->workload = std::move(workload);
    outcome->options = options;
    outcome->plan = plan(outcome->workload, *prepared, options);
    outcome->prepared = std::move(prepared);
    addEconomics(outcome.get(), options);
    return outcome;
}

std::shared_ptr<const PlanOutcome> computePlanOutcome(Workload workload, CatalogSnapshot snapshot,
                                                      const PlanOptions &options)
{
    return computePlanOutcome(std::move(workload), std::make_shared<const PreparedSnapshot>(std::move(snapshot)), options);
}

Result<std::shared_ptr<const PlanOutcome>> computePlanOutcome(const Catalog &catalog, const Workload &workload,
                                                              const PlanOptions &options)
{
    auto snapshot = catalog.snapshot(planCurrency(workload));
    if (!snapshot) {
        return snapshot.diagnostics();
    }
    return computePlanOutcome(workload, std::move(*snapshot), options);
}

} // namespace rigplan
