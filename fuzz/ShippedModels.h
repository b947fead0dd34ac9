// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The shipped model list, for the harnesses whose documents name models (workload, quote).

#include "FuzzSupport.h"

#include "model/ModelCsv.h"

#include <QFile>
#include <QStringList>

#include <utility>

namespace rigplan::fuzz {

struct ShippedModels {
    ModelResolver resolve;
    QStringList ids;
};

// Loads the seed compiled into rigplan_core as a resource (no path to find); a seed that does
// not parse is a broken invariant, not a finding in the input.
inline ShippedModels shippedModels()
{
    QFile f(QStringLiteral(":/catalog/seed/models.csv"));
    if (!f.open(QIODevice::ReadOnly)) {
        invariantBroken("cannot read :/catalog/seed/models.csv");
    }
    ModelCsvResult models = parseModelsCsv(f.readAll());
    if (!models.errors.isEmpty() || models.models.empty()) {
        invariantBroken("the shipped models.csv does not parse");
    }
    ShippedModels shipped;
    for (const ModelArch &m : models.models) {
        shipped.ids << QString::fromStdString(m.id);
    }
    shipped.resolve = resolverFor(std::move(models.models));
    return shipped;
}

} // namespace rigplan::fuzz
