// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ModelArch.h"
#include "util/Diagnostic.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

namespace rigplan {

struct CsvRecord;

// Reads catalog/seed/models.csv (columns documented in catalog/README.md, "models.csv").
// Every row becomes a ModelArch with params/activeParams computed from its fields and
// paramsOfficial taken from the file. Errors are BadInput diagnostics naming the line and
// the column (`path`): text() "models.csv:12: hidden: expected an integer ≥ 1, got \"x\"".
struct ModelCsvResult {
    std::vector<ModelArch> models;
    QList<Diagnostic> errors;
};
ModelCsvResult parseModelsCsv(const QByteArray &data, const QString &fileName = QStringLiteral("models.csv"));

// One model row checked and turned into a ModelArch (parameter counts filled): the one rule
// for a model row, used by parseModelsCsv() and by the catalog import before it writes a
// row, so the catalog never holds a model its reader refuses. `header` is
// modelsCsvColumns(); `record` has a field for each. Problems are appended to `errors`
// (path = the column) and the result is empty. The uniqueness of ids is the caller's.
std::optional<ModelArch> readModelRow(const QStringList &header, const CsvRecord &record, const QString &fileName,
                                      Diagnostics &errors);

// The header row models.csv must have, in this order.
QStringList modelsCsvColumns();

// Looks a model up by catalog id; the catalog (or a test) provides it.
using ModelResolver = std::function<std::optional<ModelArch>(const QString &id)>;

// A resolver over a list of models (e.g. parseModelsCsv(...).models).
ModelResolver resolverFor(std::vector<ModelArch> models);

} // namespace rigplan
