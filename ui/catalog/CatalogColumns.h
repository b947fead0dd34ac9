// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How the catalog editor shows and reads catalog values: a translated label per column, the
// unit the column is displayed in (GiB, GB/s, W, ...) and the conversion between what the
// user types in that unit and the CSV text the catalog stores (bytes, bytes/s, ...). Values
// typed by the user are checked with parseField after conversion, exactly like an import.

#include "catalog/Catalog.h"

#include <QCoreApplication>
#include <QString>
#include <QVariant>

#include <cstdint>

namespace rigplan {

class CatalogColumns final {
    Q_DECLARE_TR_FUNCTIONS(rigplan::CatalogColumns)
public:
    // "GPUs", "Power supplies", ... for a table kind.
    static QString tableTitle(const QString &kind);
    // "Memory" for gpus.memory_bytes; falls back to the CSV name.
    static QString label(const QString &kind, const ColumnDef &column);
    // "GiB", "GB/s", "W", or empty.
    static QString unit(const QString &kind, const ColumnDef &column);
    // The column header: "Memory (GiB)".
    static QString header(const QString &kind, const ColumnDef &column);
    // The factor between the stored value and the displayed one (bytes → GiB: 2^30); 1 = none.
    static double scale(const QString &kind, const ColumnDef &column);
    static bool isNumeric(const ColumnDef &column);

    // The cell text: the value in the display unit, locale digits, no unit ("80", "3,350").
    static QString displayText(const QString &kind, const ColumnDef &column, const QVariant &value);
    // The value with its unit, for tooltips and messages: "80 GiB".
    static QString displayTextWithUnit(const QString &kind, const ColumnDef &column, const QVariant &value);
    // What an editor starts with: the display unit, no group separators ("80", "3350").
    static QString editText(const QString &kind, const ColumnDef &column, const QVariant &value);
    // The value as a number in the display unit, for sorting and numeric filters.
    static QVariant sortValue(const ColumnDef &column, const QVariant &value);

    // Converts what the user typed (in the display unit) to the CSV text of the stored value
    // and checks it with parseField. Returns false with a reason the user can act on.
    static bool toStoredText(const QString &kind, const ColumnDef &column, const QString &typed,
                             QString &storedText, QString &error);

    // Money typed in major units ("1234.50") to minor units of `currency`.
    static bool parseMoney(const QString &typed, const QString &currency, std::int64_t &amountMinor,
                           QString &error);
    // Minor units as an editable major-unit number, no group separators ("1234.50").
    static QString moneyEditText(std::int64_t amountMinor, const QString &currency);

    // "gpus" → "gpu": the part_kind a price row uses for a table; empty for non-part tables.
    static QString partKindOf(const QString &kind);
};

} // namespace rigplan
