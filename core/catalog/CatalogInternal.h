// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the catalog's source files (Catalog.cpp, CatalogRead.cpp, CatalogImport.cpp,
// CatalogEdits.cpp) share; not part of the catalog's interface.

#include <QMetaType>
#include <QString>
#include <QVariant>

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

} // namespace rigplan::catalog_detail
