// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/Catalog.h"

#include <QJsonArray>
#include <QString>

#include <vector>

namespace rigplan {

// JSON rows for `catalog list --format json`: every column under its CSV name (integers and
// reals as JSON numbers, 0/1 flags as booleans, empty as null), plus "origin" and
// "user_changed" (the columns the user changed from the shipped value).
QJsonArray catalogRowsToJson(const TableDef &table, const std::vector<CatalogRow> &rows);

// The human table for `catalog list`: the columns that tell parts apart, with units in the
// headers; a value the user changed is marked with '*'.
QString catalogRowsToText(const TableDef &table, const std::vector<CatalogRow> &rows);

} // namespace rigplan
