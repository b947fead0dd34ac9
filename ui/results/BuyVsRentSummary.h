// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The tier card's buy-or-rent line: the cheapest rental against owning, the break-even month and
// the utilisation at which they cost the same; the tooltip lists every rental type, the duty
// cycle, the upgrades planned and what is left out. Made from the outcome when the card is
// (the results page rebuilds the cards after a language switch).

#include "plan/Outcome.h"

#include <cstddef>

class QWidget;

namespace rigplan {

// nullptr when the plan has no buy-or-rent figures for `tier` (no economics).
QWidget *makeBuyVsRentSummary(const PlanOutcome &outcome, std::size_t tier, QWidget *parent);

} // namespace rigplan
