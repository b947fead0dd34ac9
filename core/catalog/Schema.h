// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace rigplan {

// The column types of the catalog tables and the checks the import applies to them.
enum class ColumnType {
    Id,       // [a-z0-9.-]+, unique within the kind
    Text,     // free text
    Enum,     // one of ColumnDef::allowed
    Integer,  // 64-bit integer
    Real,     // floating point
    Bool,     // 0 or 1
    Date,     // ISO 8601 date, YYYY-MM-DD
    Currency, // ISO 4217 code, three upper-case letters
    IdList,   // ';'-separated ids of another kind (ColumnDef::references)
    IntList,  // ';'-separated integers
    CountryList, // ';'-separated ISO 3166-1 alpha-2 codes, upper case ("CN;RU")
};

struct ColumnDef {
    QString name;
    ColumnType type = ColumnType::Text;
    bool required = false;
    double minimum = 0;      // for Integer/Real: smallest allowed value
    bool hasMinimum = false; // whether minimum applies
    double maximum = 0;      // for Integer/Real: largest allowed value (prices: kMaxMoneyMinor)
    bool hasMaximum = false; // whether maximum applies
    QStringList allowed;     // for Enum
    QString references;      // for IdList, or an Id column naming a part of another kind: the kind it names
    bool provenance = false; // says where a value came from (source, its date, notes): the planner never reads it

    QString sqlType() const;
};

// One catalog table: its kind name (as the CLI spells it), the SQL table, the seed file
// and the columns in CSV order.
struct TableDef {
    QString kind;     // "gpus", "cpus", "memory", "storage", "psus", "platforms", "nics", "coolers", "bridges", "services", "models", "gpu_architectures", "framework_support", "format_support", "prices", "currency_rates", "cloud_offers"
    QString table;    // SQL table name
    QString seedFile; // file under :/catalog/seed/
    bool keyed = true; // rows have an `id` column that other rows and the user's edits refer to
    std::vector<ColumnDef> columns;

    int columnIndex(const QString &name) const;
    QStringList columnNames() const;
};

// All tables in the order they are created, seeded and listed. Part kinds come before the
// tables that refer to them (prices refer to parts).
const std::vector<TableDef> &catalogTables();
const TableDef *findTable(const QString &kind);
// The price table's part_kind values name part kinds: "gpu" -> "gpus".
QString partKindToKind(const QString &partKind);
QStringList partKinds(); // the kinds a user can list / export

} // namespace rigplan
