// SPDX-License-Identifier: GPL-3.0-or-later
// Schema migrations: a catalog written by the first schema opens with today's code, keeps
// the user's edits, and ends up with exactly the tables a fresh catalog has.
#include "catalog/Catalog.h"
#include "VerifyOk.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace rigplan;

namespace {

// Creates an SQLite file from an SQL dump, statement by statement, on its own connection.
bool loadDump(const QString &sqlFile, const QString &dbFile)
{
    QFile f(sqlFile);
    if (!f.open(QIODevice::ReadOnly)) {
        return false;
    }
    const QString sql = QString::fromUtf8(f.readAll());
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("dump"));
        db.setDatabaseName(dbFile);
        ok = db.open();
        QSqlQuery q(db);
        QString statement;
        for (const QString &line : sql.split(QLatin1Char('\n'))) {
            if (line.startsWith(QStringLiteral("--")) || line.trimmed().isEmpty()) {
                continue;
            }
            statement += line + QLatin1Char('\n');
            if (line.trimmed().endsWith(QLatin1Char(';'))) {
                if (!q.exec(statement)) {
                    qWarning() << q.lastError().text() << statement.left(120);
                    ok = false;
                }
                statement.clear();
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("dump"));
    return ok;
}

// "table: column type notnull pk; ..." for every table, to compare two schemas.
QStringList schemaOf(const QString &dbFile)
{
    QStringList out;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("schema"));
        db.setDatabaseName(dbFile);
        db.open();
        QSqlQuery tables(db);
        tables.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"));
        while (tables.next()) {
            const QString table = tables.value(0).toString();
            QSqlQuery info(db);
            info.exec(QStringLiteral("PRAGMA table_info(%1)").arg(table));
            QStringList columns;
            while (info.next()) {
                columns.append(QStringLiteral("%1 %2 %3 %4")
                                   .arg(info.value(1).toString(), info.value(2).toString(),
                                        info.value(3).toString(), info.value(5).toString()));
            }
            // By name: ALTER TABLE appends a migrated column where a fresh table has it in
            // schema order, and every read and write names its columns.
            columns.sort();
            out.append(table + QStringLiteral(": ") + columns.join(QStringLiteral("; ")));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("schema"));
    return out;
}

} // namespace

class TestCatalogMigration : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void migratesFirstSchemaFixture();
    void failedMigrationChangesNothing();
    void schema3GainsCloudOffersKeepingEdits();
};

void TestCatalogMigration::migratesFirstSchemaFixture()
{
    QTemporaryDir dir;
    const QString fixture = QStringLiteral(RIGPLAN_SOURCE_DIR "/tests/data/catalog-v1.sql");
    const QString migrated = dir.filePath(QStringLiteral("old.sqlite"));
    QVERIFY(loadDump(fixture, migrated));

    Catalog catalog;
    QVERIFY_OK(catalog.open(migrated));
    QCOMPARE(catalog.openReport().schemaFrom, 1);
    QCOMPARE(catalog.openReport().schemaTo, Catalog::kSchemaVersion);
    QVERIFY(catalog.openReport().seeded); // the fixture's seed is older than this build's

    // The user's edits made under schema 1 survive the migration and the reseed.
    const TableDef &gpus = *findTable(QStringLiteral("gpus"));
    const auto r = catalog.row(QStringLiteral("gpus"), QStringLiteral("rtx-4090"));
    QVERIFY(r);
    QCOMPARE(r->value(gpus, QStringLiteral("board_power_w")).toInt(), 420);
    QVERIFY(r->changed.contains(QStringLiteral("board_power_w")));
    const auto price = catalog.price(QStringLiteral("gpu"), QStringLiteral("rtx-4090"), QStringLiteral("USD"));
    QVERIFY(price);
    QCOMPARE(price->amountMinor, 175000);
    QVERIFY(price->userSet);
    // The new table arrived, filled from the seed.
    QVERIFY(catalog.rows(QStringLiteral("models"))->size() >= 20);
    QVERIFY(catalog.rows(QStringLiteral("gpus"))->size() >= 26);
    // Schema 3's part kinds are there too.
    QVERIFY(catalog.rows(QStringLiteral("nics")));
    QVERIFY(catalog.rows(QStringLiteral("coolers")));
    catalog.close();

    // Same tables, columns, types and keys as a catalog created fresh by this build.
    const QString fresh = dir.filePath(QStringLiteral("fresh.sqlite"));
    {
        Catalog freshCatalog;
        QVERIFY(freshCatalog.open(fresh));
    }
    QCOMPARE(schemaOf(migrated), schemaOf(fresh));
}

void TestCatalogMigration::failedMigrationChangesNothing()
{
    // A schema-1 file that already has a (foreign) models table: step 1 -> 2 fails, and the
    // whole migration rolls back, leaving version 1 and the user's data as they were.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("clash.sqlite"));
    QVERIFY(loadDump(QStringLiteral(RIGPLAN_SOURCE_DIR "/tests/data/catalog-v1.sql"), file));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("clash"));
        db.setDatabaseName(file);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("CREATE TABLE models (x INTEGER)")));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("clash"));
    const QStringList before = schemaOf(file);

    Catalog catalog;
    const auto refused = catalog.open(file);
    QVERIFY(!refused);
    QVERIFY2(refused.diagnostic().message.contains(QStringLiteral("from schema 1 to 2")), qPrintable(refused.diagnostic().text()));
    QVERIFY(refused.diagnostic().message.contains(QStringLiteral("nothing was changed")));
    catalog.close();
    QCOMPARE(schemaOf(file), before);
}

void TestCatalogMigration::schema3GainsCloudOffersKeepingEdits()
{
    // A schema-3 catalog (this build's, with the step 3 -> 4 undone: no cloud_offers table,
    // version 3) with a user edit: opening it adds the table, seeds the offers, keeps the edit.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("v3.sqlite"));
    {
        Catalog catalog;
        QVERIFY_OK(catalog.open(file));
        QVERIFY_OK(catalog.setValue(QStringLiteral("gpus"), QStringLiteral("rtx-4090"), QStringLiteral("board_power_w"),
                                    QStringLiteral("430")));
    }
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v3"));
        db.setDatabaseName(file);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("DROP TABLE cloud_offers")));
        QVERIFY(q.exec(QStringLiteral("UPDATE meta SET value = '3' WHERE key = 'schema_version'")));
        QVERIFY(q.exec(QStringLiteral("UPDATE meta SET value = 'an older seed' WHERE key = 'seed_hash'")));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("v3"));

    Catalog catalog;
    QVERIFY_OK(catalog.open(file));
    QCOMPARE(catalog.openReport().schemaFrom, 3);
    QCOMPARE(catalog.openReport().schemaTo, 4);
    const auto offers = catalog.rows(QStringLiteral("cloud_offers"));
    QVERIFY(offers);
    QVERIFY(offers->size() >= 30);
    const TableDef &gpus = *findTable(QStringLiteral("gpus"));
    const auto r = catalog.row(QStringLiteral("gpus"), QStringLiteral("rtx-4090"));
    QVERIFY(r);
    QCOMPARE(r->value(gpus, QStringLiteral("board_power_w")).toInt(), 430);
    QVERIFY(r->changed.contains(QStringLiteral("board_power_w")));
    // The offers reach the planner's snapshot, converted to the plan's currency.
    const auto usd = catalog.snapshot(QStringLiteral("USD"));
    QVERIFY(usd);
    QCOMPARE(usd->cloudOffers.size(), offers->size());
    const auto cny = catalog.snapshot(QStringLiteral("CNY"));
    QVERIFY(cny);
    QVERIFY(!cny->cloudOffers.empty());
    QVERIFY(cny->cloudOffers.front().converted);
    QVERIFY(cny->cloudOffers.front().pricePerGpuHourMinor > cny->cloudOffers.front().publishedPerGpuHourMinor);
}

QTEST_GUILESS_MAIN(TestCatalogMigration)
#include "tst_catalogmigration.moc"
