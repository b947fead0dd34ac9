// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The words of the lab manager's view — buy or rent, the budget over the years, scenarios side by
// side — for the tier cards, the Compare page, the charts and the report. Translated with tr() at
// call time (the views call it again after a language switch). The figures come from PlanOutcome
// (tierBuyVsRent, tierBudgets), made by core/plan/BuyVsRent and Budget.

#include "plan/Outcome.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <cstddef>

namespace rigplan {

class LabText final {
    Q_DECLARE_TR_FUNCTIONS(rigplan::LabText)
public:
    // "On-demand", "Reserved 1 year", "Reserved 3 years", "Spot".
    static QString pricingName(RentalPricing pricing);
    // "2 × NVIDIA RTX PRO 6000 … (the same GPU)" / "(the same throughput and GPU memory, by …)".
    static QString rentedGpus(const PlanOutcome &outcome, const BuyVsRent &b);
    // One line: the cheapest rental against owning, the break-even month and the crossing
    // utilisation; empty when there is nothing to say (no economics). Says why when there is no offer.
    static QString headline(const PlanOutcome &outcome, std::size_t tier);
    // One line per rental type: "On-demand: Lambda 1x H100 SXM, 2 GPUs at 7.56 USD/h = …".
    static QStringList optionLines(const PlanOutcome &outcome, std::size_t tier);
    // What no figure contains.
    static QString leftOut(const BuyVsRent &b);
    // "Busy 2,920 h a year (8 h a day × 365 days × 100 %)".
    static QString dutyCycle(const PlanOutcome &outcome, const BuyVsRent &b);
    // The budget table's column headers: year, purchase, upgrades, energy, support, total,
    // cumulative, depreciation, book value, rental equivalent.
    static QStringList budgetHeaders();
    // "Year 2: 2 more GPUs for 6,000.00 USD" (and what does not fit).
    static QStringList upgradeLines(const PlanOutcome &outcome, std::size_t tier);
    // A scenario's label for tables and legends.
    static QString scenarioTierLabel(const QString &scenario, const std::string &tierId);
};

} // namespace rigplan
