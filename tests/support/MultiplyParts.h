// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A distributor-sized catalog for tests and benchmarks: every part and every price row of a
// catalog file copied `copies` times under new ids ("<id>-copyN", prices + N minor units), as
// a catalog of distinct variants holds them. Through its own connection, in one transaction.

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QStringList>

namespace rigplan::testing {

inline bool multiplyParts(const QString &path, int copies)
{
    static const QStringList partTables = {QStringLiteral("gpus"),     QStringLiteral("cpus"),    QStringLiteral("memory_modules"),
                                           QStringLiteral("storage"),  QStringLiteral("psus"),    QStringLiteral("platforms"),
                                           QStringLiteral("nics"),     QStringLiteral("coolers"), QStringLiteral("bridges")};
    const QString connection = QStringLiteral("multiply-parts");
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(path);
        ok = db.open() && db.transaction();
        for (const QString &table : partTables) {
            QSqlQuery q(db);
            ok = ok && q.exec(QStringLiteral("PRAGMA table_info(%1)").arg(table));
            QStringList columns, values;
            while (ok && q.next()) {
                const QString column = q.value(1).toString();
                columns << column;
                values << (column == QLatin1String("id") ? QStringLiteral("id || '-copy%1'") : column);
            }
            for (int n = 1; ok && n <= copies; ++n) {
                ok = QSqlQuery(db).exec(QStringLiteral("INSERT INTO %1 (%2) SELECT %3 FROM %1 WHERE id NOT LIKE '%-copy%'")
                                            .arg(table, columns.join(QLatin1Char(',')), values.join(QLatin1Char(',')).arg(n)));
            }
        }
        for (int n = 1; ok && n <= copies; ++n) {
            ok = QSqlQuery(db).exec(
                QStringLiteral("INSERT INTO prices (part_kind, part_id, amount_minor, currency, price_date, source, estimate, origin) "
                               "SELECT part_kind, part_id || '-copy%1', amount_minor + %1, currency, price_date, source, estimate, "
                               "origin FROM prices WHERE part_id NOT LIKE '%-copy%'")
                    .arg(n));
        }
        ok = ok && db.commit();
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return ok;
}

} // namespace rigplan::testing
