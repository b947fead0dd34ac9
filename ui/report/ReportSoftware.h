// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The "Software stack" section of a tier in the report (internal to ui/report): the driver,
// toolkit, PyTorch wheel and container the build should run, the frameworks the jobs need with
// their support, and the caveats. HTML for QTextDocument, every catalog string escaped.

#include "plan/Outcome.h"

#include <QCoreApplication>
#include <QString>

#include <cstddef>

namespace rigplan {

class ReportSoftware final {
    Q_DECLARE_TR_FUNCTIONS(rigplan::Report)
public:
    // The section (a level-2 heading and its table) for plan.tiers[tierIndex].
    static QString section(const PlanOutcome &outcome, std::size_t tierIndex);
};

} // namespace rigplan
