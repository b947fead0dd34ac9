// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The report's lab-manager sections as HTML (internal to ui/report, used by ReportContent):
// buy or rent and the budget over the years of one tier, and the scenarios compared. Every
// user and catalog string is escaped here, as in ReportContent.

#include "plan/Compare.h"

#include <QString>

#include <cstddef>
#include <vector>

namespace rigplan {

// "Buy or rent" and "Budget over the years" of plan tier `tier` (h2 headings); empty without economics.
QString buyVsRentReportHtml(const PlanOutcome &outcome, std::size_t tier);
// "Scenarios compared" (h1 on a new page): every scenario's tiers in one table; empty without scenarios.
QString comparisonReportHtml(const std::vector<ScenarioOutcome> &scenarios);

} // namespace rigplan
