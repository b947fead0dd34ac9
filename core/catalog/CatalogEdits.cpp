// SPDX-License-Identifier: GPL-3.0-or-later
// Catalog edits: one value, a part, a price — each one WriteTransaction.
#include "catalog/Catalog.h"

#include "catalog/CatalogInternal.h"
#include "catalog/Csv.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace rigplan {

using catalog_detail::kUser;
using catalog_detail::sameValue;

Result<void> Catalog::setValue(const QString &kind, const QString &id, const QString &column, const QString &text)
{
    return outcome(writeValue(kind, id, column, text));
}

bool Catalog::writeValue(const QString &kind, const QString &id, const QString &column, const QString &text)
{
    const TableDef *t = findTable(kind);
    if (!t || !t->keyed) {
        return fail(ErrorKind::BadInput, QStringLiteral("\"%1\" is not an editable part kind").arg(kind));
    }
    const int c = t->columnIndex(column);
    if (c < 0 || column == QLatin1String("id")) {
        return fail(ErrorKind::BadInput, QStringLiteral("%1 has no editable column \"%2\"").arg(kind, column));
    }
    QVariant value;
    QString error;
    if (!parseField(t->columns[std::size_t(c)], text, value, error)) {
        return fail(ErrorKind::BadInput, error);
    }
    // The row is read inside the transaction: compared with a row read before it, a value
    // another process changed meanwhile would decide between "override" and "revert" wrongly.
    return inWriteTransaction([&] {
        const auto current = readRows(kind, &id);
        if (!current) {
            return false;
        }
        const auto it = std::find_if(current->begin(), current->end(),
                                     [&](const CatalogRow &r) { return r.values[0].toString() == id; });
        if (it == current->end()) {
            return fail(ErrorKind::BadInput, QStringLiteral("no %1 with id \"%2\" in the catalog").arg(kind, id));
        }
        if (kind == QLatin1String("models")) {
            // The edited row as `plan` and `models` will read it (the import's check, too).
            std::vector<QVariant> edited = it->values;
            edited[std::size_t(c)] = value;
            if (const Diagnostics problems = catalog_detail::modelRowProblems(*t, edited); !problems.isEmpty()) {
                return fail(ErrorKind::BadInput, problems.front().text());
            }
        }
        QSqlQuery q(db());
        if (it->origin == kUser) {
            q.prepare(QStringLiteral("UPDATE %1 SET %2 = ? WHERE id = ? AND origin = 'user'").arg(t->table, column));
            q.addBindValue(value);
            q.addBindValue(id);
        } else {
            const QVariant shipped = it->changed.contains(column) ? it->shipped.value(column)
                                                                  : it->values[std::size_t(c)];
            if (sameValue(shipped, value)) {
                q.prepare(QStringLiteral("DELETE FROM overrides WHERE kind = ? AND part_id = ? AND column_name = ?"));
                q.addBindValue(kind);
                q.addBindValue(id);
                q.addBindValue(column);
            } else {
                q.prepare(QStringLiteral("INSERT OR REPLACE INTO overrides (kind, part_id, column_name, value, "
                                         "changed_at) VALUES (?, ?, ?, ?, ?)"));
                q.addBindValue(kind);
                q.addBindValue(id);
                q.addBindValue(column);
                q.addBindValue(fieldText(t->columns[std::size_t(c)], value));
                q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
            }
        }
        if (!q.exec()) {
            return classifySqlError(QStringLiteral("saving %1/%2 %3").arg(kind, id, column), q.lastError());
        }
        return true;
    });
}

Result<void> Catalog::revertValue(const QString &kind, const QString &id, const QString &column)
{
    return outcome(removeOverride(kind, id, column));
}

bool Catalog::removeOverride(const QString &kind, const QString &id, const QString &column)
{
    return inWriteTransaction([&] {
        QSqlQuery q(db());
        q.prepare(QStringLiteral("DELETE FROM overrides WHERE kind = ? AND part_id = ? AND column_name = ?"));
        q.addBindValue(kind);
        q.addBindValue(id);
        q.addBindValue(column);
        if (!q.exec()) {
            return classifySqlError(QStringLiteral("reverting %1/%2 %3").arg(kind, id, column), q.lastError());
        }
        return true;
    });
}

Result<void> Catalog::addPart(const QString &kind, const QStringList &fields)
{
    return outcome(insertPart(kind, fields));
}

bool Catalog::insertPart(const QString &kind, const QStringList &fields)
{
    const TableDef *t = findTable(kind);
    if (!t || !t->keyed) {
        return fail(ErrorKind::BadInput, QStringLiteral("\"%1\" is not a part kind").arg(kind));
    }
    const std::vector<CsvRecord> records{{0, t->columnNames()}, {1, fields}};
    // Checked before the write lock is taken (a bad value waits for no one), and the checks
    // that read the catalog (references, the id) again inside the transaction.
    const auto validate = [&](std::vector<QVariant> &row) {
        std::vector<std::vector<QVariant>> values;
        Diagnostics issues;
        if (!validateRecords(*t, records, QStringLiteral("new %1").arg(kind), values, issues)) {
            if (issues.front().kind != Diagnostic::Kind::BadInput) {
                return false; // the catalog failed; validateRecords left its error
            }
            return fail(ErrorKind::BadInput, issues.front().text());
        }
        row = std::move(values.front());
        return true;
    };
    std::vector<QVariant> row;
    if (!validate(row)) {
        return false;
    }
    return inWriteTransaction([&] {
        if (!validate(row)) {
            return false;
        }
        const QString id = row[0].toString();
        const auto ids = idsOf(kind);
        if (!ids) {
            return false;
        }
        if (ids->contains(id)) {
            return fail(ErrorKind::BadInput, QStringLiteral("a %1 with id \"%2\" exists already").arg(kind, id));
        }
        return insertRow(*t, row, kUser);
    });
}

Result<void> Catalog::removeUserPart(const QString &kind, const QString &id)
{
    return outcome(deleteUserPart(kind, id));
}

bool Catalog::deleteUserPart(const QString &kind, const QString &id)
{
    const TableDef *t = findTable(kind);
    if (!t || !t->keyed) {
        return fail(ErrorKind::BadInput, QStringLiteral("\"%1\" is not a part kind").arg(kind));
    }
    return inWriteTransaction([&] {
        QSqlQuery q(db());
        q.prepare(QStringLiteral("DELETE FROM %1 WHERE id = ? AND origin = 'user'").arg(t->table));
        q.addBindValue(id);
        if (!q.exec()) {
            return classifySqlError(QStringLiteral("removing %1/%2").arg(kind, id), q.lastError());
        }
        if (q.numRowsAffected() != 1) {
            return fail(ErrorKind::BadInput, QStringLiteral("%1/%2 is not a part the user added").arg(kind, id));
        }
        return true;
    });
}

Result<void> Catalog::setPrice(const QString &partKind, const QString &partId, qint64 amountMinor,
                               const QString &currency, const QString &date, const QString &source)
{
    return outcome(insertPrice(partKind, partId, amountMinor, currency, date, source));
}

bool Catalog::insertPrice(const QString &partKind, const QString &partId, qint64 amountMinor, const QString &currency,
                          const QString &date, const QString &source)
{
    // The same checks and the same rule as a price imported from a file: an identical price
    // (amount, currency, date, source) is not added twice.
    const TableDef *t = findTable(QStringLiteral("prices"));
    const QStringList fields{partKind, partId, QString::number(amountMinor), currency, date, source, QStringLiteral("0")};
    const QByteArray csv = writeCsvLine(t->columnNames()) + writeCsvLine(fields);
    const Result<ImportSummary> r = importCsvData(csv, QStringLiteral("price"));
    if (r) {
        return true;
    }
    const Diagnostic &first = r.diagnostic();
    if (first.kind != Diagnostic::Kind::BadInput) {
        return false; // the import left the catalog's error (read-only, locked, …)
    }
    return fail(ErrorKind::BadInput, first.message);
}

Result<void> Catalog::revertPrices(const QString &partKind, const QString &partId)
{
    return outcome(deleteUserPrices(partKind, partId));
}

bool Catalog::deleteUserPrices(const QString &partKind, const QString &partId)
{
    return inWriteTransaction([&] {
        QSqlQuery q(db());
        q.prepare(QStringLiteral("DELETE FROM prices WHERE part_kind = ? AND part_id = ? AND origin = 'user'"));
        q.addBindValue(partKind);
        q.addBindValue(partId);
        if (!q.exec()) {
            return classifySqlError(QStringLiteral("reverting prices of %1/%2").arg(partKind, partId), q.lastError());
        }
        return true;
    });
}

Result<void> Catalog::removeUserRows(const QString &kind, const std::vector<CatalogRow> &rows)
{
    const TableDef *table = findTable(kind);
    if (!table || table->keyed) {
        return Diagnostic::badInput(QString(), QStringLiteral("%1: expected prices or currency_rates, rows without ids").arg(kind));
    }
    return outcome(deleteUserRows(*table, rows));
}

bool Catalog::deleteUserRows(const TableDef &table, const std::vector<CatalogRow> &rows)
{
    return inWriteTransaction([&] {
        QStringList where;
        for (const ColumnDef &c : table.columns) {
            where.append(QStringLiteral("%1 IS ?").arg(c.name));
        }
        // rowid: one row per entry, so a row listed twice removes two identical rows.
        const QString sql = QStringLiteral("DELETE FROM %1 WHERE rowid = (SELECT rowid FROM %1 WHERE origin = 'user' AND %2 "
                                           "LIMIT 1)")
                                .arg(table.table, where.join(QStringLiteral(" AND ")));
        for (const CatalogRow &row : rows) {
            QSqlQuery q(db());
            q.prepare(sql);
            for (const QVariant &v : row.values) {
                q.addBindValue(v);
            }
            if (!q.exec()) {
                return classifySqlError(QStringLiteral("removing rows of %1").arg(table.kind), q.lastError());
            }
        }
        return true;
    });
}

bool Catalog::inWriteTransaction(const std::function<bool()> &work)
{
    WriteTransaction transaction = beginWrite();
    if (!transaction.begun()) {
        return false;
    }
    // A failed step leaves its error; the transaction rolls back as it goes out of scope.
    return work() && transaction.commit().ok();
}

} // namespace rigplan
