// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the catalog's source files (Catalog.cpp, CatalogRead.cpp, CatalogImport.cpp,
// CatalogEdits.cpp) share; not part of the catalog's interface.

#include "catalog/Schema.h"
#include "util/Diagnostic.h"

#include <QMetaType>
#include <QString>
#include <QVariant>

#include <vector>

namespace rigplan::catalog_detail {

inline const QString kUser = QStringLiteral("user");

// Whether two stored values are the same (numbers by value, so 1 and 1.0 match).
inline bool sameValue(const QVariant &a, const QVariant &b)
{
    if (a.isNull() || b.isNull()) {
        return a.isNull() == b.isNull();
    }
    if (a.typeId() == QMetaType::Double || b.typeId() == QMetaType::Double) {
        return a.toDouble() == b.toDouble();
    }
    return a.toString() == b.toString();
}

// What the models reader (readModelRow, the one rule for a model row) refuses in a models row
// given in the table's column order: BadInput diagnostics with `path` = the column, no file or
// line. Empty when `plan` and `models` can read the row. The import and the editor check a
// row with it before they write it.
Diagnostics modelRowProblems(const TableDef &table, const std::vector<QVariant> &row);

} // namespace rigplan::catalog_detail
