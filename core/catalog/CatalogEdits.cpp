// Catalog edits: one value, a part, a price — each one WriteTransaction.
#include "catalog/Catalog.h"

#include "catalog/CatalogInternal.h"
#include "catalog/Csv.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>

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
    const auto current = row(kind, id);
    if (!current) {
        return false;
    }
    WriteTransaction transaction = beginWrite();
    if (!transaction.begun()) {
        return false;
    }
    QSqlQuery q(db());
    if (current->origin == kUser) {
        q.prepare(QStringLiteral("UPDATE %1 SET %2 = ? WHERE id = ? AND origin = 'user'").arg(t->table, column));
        q.addBindValue(value);
        q.addBindValue(id);
    } else {
        const QVariant shipped = current->changed.contains(column) ? current->shipped.value(column)
                                                                   : current->values[std::size_t(c)];
        if (sameValue(shipped, value)) {
            q.prepare(QStringLiteral("DELETE FROM overrides WHERE kind = ? AND part_id = ? AND column_name = ?"));
            q.addBindValue(kind);
            q.addBindValue(id);
            q.addBindValue(column);
        } else {
            q.prepare(QStringLiteral("INSERT OR REPLACE INTO overrides (kind, part_id, column_name, value, changed_at) "
                                     "VALUES (?, ?, ?, ?, ?)"));
            q.addBindValue(kind);
            q.addBindValue(id);
            q.addBindValue(column);
            q.addBindValue(fieldText(t->columns[std::size_t(c)], value));
            q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
        }
    }
    if (!q.exec()) {
        classifySqlError(QStringLiteral("saving %1/%2 %3").arg(kind, id, column), q.lastError());
        return false;
    }
    return transaction.commit().ok();
}

Result<void> Catalog::revertValue(const QString &kind, const QString &id, const QString &column)
{
    return outcome(removeOverride(kind, id, column));
}

bool Catalog::removeOverride(const QString &kind, const QString &id, const QString &column)
{
    WriteTransaction transaction = beginWrite();
    if (!transaction.begun()) {
        return false;
    }
    QSqlQuery q(db());
    q.prepare(QStringLiteral("DELETE FROM overrides WHERE kind = ? AND part_id = ? AND column_name = ?"));
    q.addBindValue(kind);
    q.addBindValue(id);
    q.addBindValue(column);
    if (!q.exec()) {
        classifySqlError(QStringLiteral("reverting %1/%2 %3").arg(kind, id, column), q.lastError());
        return false;
    }
    return transaction.commit().ok();
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
    std::vector<CsvRecord> records{{0, t->columnNames()}, {1, fields}};
    std::vector<std::vector<QVariant>> values;
    std::vector<Diagnostic> issues;
    if (!validateRecords(*t, records, QStringLiteral("new %1").arg(kind), values, issues)) {
        if (issues.front().kind != Diagnostic::Kind::BadInput) {
            return false; // the catalog failed; validateRecords left its error
        }
        return fail(ErrorKind::BadInput, issues.front().text());
    }
    const QString id = values.front()[0].toString();
    const auto ids = idsOf(kind);
    if (!ids) {
        return false;
    }
    if (ids->contains(id)) {
        return fail(ErrorKind::BadInput, QStringLiteral("a %1 with id \"%2\" exists already").arg(kind, id));
    }
    WriteTransaction transaction = beginWrite();
    if (!transaction.begun()) {
        return false;
    }
    if (!insertRow(*t, values.front(), kUser)) {
        return false;
    }
    return transaction.commit().ok();
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
    WriteTransaction transaction = beginWrite();
    if (!transaction.begun()) {
        return false;
    }
    QSqlQuery q(db());
    q.prepare(QStringLiteral("DELETE FROM %1 WHERE id = ? AND origin = 'user'").arg(t->table));
    q.addBindValue(id);
    if (!q.exec()) {
        classifySqlError(QStringLiteral("removing %1/%2").arg(kind, id), q.lastError());
        return false;
    }
    if (q.numRowsAffected() != 1) {
        return fail(ErrorKind::BadInput, QStringLiteral("%1/%2 is not a part the user added").arg(kind, id));
    }
    return transaction.commit().ok();
}

Result<void> Catalog::setPrice(const QString &partKind, const QString &partId, qint64 amountMinor,
                               const QString &currency, const QString &date, const QString &source)
{
    return outcome(insertPrice(partKind, partId, amountMinor, currency, date, source));
}

bool Catalog::insertPrice(const QString &partKind, const QString &partId, qint64 amountMinor, const QString &currency,
                          const QString &date, const QString &source)
{
    const TableDef *t = findTable(QStringLiteral("prices"));
    QStringList fields{partKind, partId, QString::number(amountMinor), currency, date, source, QStringLiteral("0")};
    std::vector<CsvRecord> records{{0, t->columnNames()}, {1, fields}};
    std::vector<std::vector<QVariant>> values;
    std::vector<Diagnostic> issues;
    if (!validateRecords(*t, records, QStringLiteral("price"), values, issues)) {
        if (issues.front().kind != Diagnostic::Kind::BadInput) {
            return false;
        }
        return fail(ErrorKind::BadInput, issues.front().message);
    }
    WriteTransaction transaction = beginWrite();
    if (!transaction.begun()) {
        return false;
    }
    if (!insertRow(*t, values.front(), kUser)) {
        return false;
    }
    return transaction.commit().ok();
}

Result<void> Catalog::revertPrices(const QString &partKind, const QString &partId)
{
    return outcome(deleteUserPrices(partKind, partId));
}

bool Catalog::deleteUserPrices(const QString &partKind, const QString &partId)
{
    WriteTransaction transaction = beginWrite();
    if (!transaction.begun()) {
        return false;
    }
    QSqlQuery q(db());
    q.prepare(QStringLiteral("DELETE FROM prices WHERE part_kind = ? AND part_id = ? AND origin = 'user'"));
    q.addBindValue(partKind);
    q.addBindValue(partId);
    if (!q.exec()) {
        classifySqlError(QStringLiteral("reverting prices of %1/%2").arg(partKind, partId), q.lastError());
        return false;
    }
    return transaction.commit().ok();
}

} // namespace rigplan
