// SPDX-License-Identifier: GPL-3.0-or-later
// `rigplan-cli catalog import` applies the checks the catalog editor applies (the same
// Catalog::importCsvData): the editor's seven-problem file, a currency without a rate, a
// price imported twice; and it refuses what the readers behind `plan` and `models` would
// refuse (issue 44: one rule per datum), and a catalog that lacks a table.
#include "CliRun.h"
#include "SourcePath.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using rigplan::testing::CliRun;
using rigplan::testing::runCli;
using rigplan::testing::sample;
using rigplan::testing::sourcePath;

class TestCatalogImportCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void everyProblemIsReported();
    void samePriceTwiceIsOneRow();
    void refusedAsTheReaderWould_data();
    void refusedAsTheReaderWould();
    void baseCurrencyRateIsOne();
    void catalogWithoutPricesIsEnvironment();

private:
    // Writes `text` to a file in the test's folder and returns its path.
    QString file(const QString &name, const QByteArray &text) const
    {
        const QString path = m_dir->filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size()) {
            return {};
        }
        return path;
    }
    CliRun cli(QStringList args) const
    {
        return runCli(QStringList{QStringLiteral("--catalog"), m_dir->filePath(QStringLiteral("c.sqlite"))} + args);
    }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestCatalogImportCli::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestCatalogImportCli::everyProblemIsReported()
{
    const QString file = sourcePath(QStringLiteral("tests/data/import/seven-problems.csv"));
    const QStringList list{QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("prices"),
                           QStringLiteral("--format"), QStringLiteral("json")};
    const QByteArray before = cli(list).out;
    const CliRun r = cli({QStringLiteral("catalog"), QStringLiteral("import"), file});
    QCOMPARE(r.exitCode, 2);
    const QStringList expected{QStringLiteral(":2:4: currency"), QStringLiteral(":2:5: price_date"),
                               QStringLiteral(":3:3: amount_minor"), QStringLiteral(":3:7: estimate"),
                               QStringLiteral(":3:2: part_id"), QStringLiteral(":4:5: price_date"),
                               QStringLiteral(":5: expected 7 fields")};
    const QStringList lines = QString::fromUtf8(r.err).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    int located = 0;
    for (const QString &line : lines) {
        located += line.startsWith(file + QLatin1Char(':')) ? 1 : 0;
    }
    QCOMPARE(located, expected.size());
    for (const QString &where : expected) {
        QVERIFY2(r.err.contains((file + where).toUtf8()), qPrintable(where + QLatin1Char('\n') + QString::fromUtf8(r.err)));
    }
    QCOMPARE(cli(list).out, before);
}

void TestCatalogImportCli::samePriceTwiceIsOneRow()
{
    const QString file = sourcePath(QStringLiteral("tests/data/import/one-price.csv"));
    const QStringList import{QStringLiteral("catalog"), QStringLiteral("import"), file};
    CliRun r = cli(import);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("1 added"), r.out.constData());
    r = cli(import);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("0 added, 0 changed, 1 unchanged"), r.out.constData());
}

void TestCatalogImportCli::refusedAsTheReaderWould_data()
{
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<QString>("where"); // ":line:field: column" in the message
    // A change of some columns is checked on the row it leaves (llama-2-7b has 32 heads,
    // mixtral-8x7b 8 experts).
    QTest::newRow("models: kv_heads > heads") << QByteArray("id,kv_heads\nllama-2-7b,64\n")
                                              << QStringLiteral(":2:2: kv_heads: ");
    QTest::newRow("models: top-k > experts") << QByteArray("id,experts_per_token\nmixtral-8x7b,9\n")
                                             << QStringLiteral(":2:2: experts_per_token: ");
    QTest::newRow("models: 10^12 layers") << QByteArray("id,layers\nllama-2-7b,1000000000000\n")
                                          << QStringLiteral(":2:2: layers: ");
    // A new model without the column the reader requires (the table's schema has it optional).
    QTest::newRow("models: new, no max_context")
        << QByteArray("id,name,layers,hidden,heads,intermediate,vocab,source,source_date\n"
                      "tiny,Tiny,2,64,4,128,1000,https://example.org/config.json,2026-12-01\n")
        << QStringLiteral(":2: max_context: ");
    // The planner reads a CPU's cores as int: 3·10^9 would wrap.
    QTest::newRow("cpus: cores beyond int") << QByteArray("id,cores\nryzen-9-9950x,3000000000\n")
                                            << QStringLiteral(":2:2: cores: expected a number from 1 to 2147483647");
    QTest::newRow("prices: currency not ISO 4217")
        << QByteArray("part_kind,part_id,amount_minor,currency,price_date,source,estimate\n"
                      "gpu,rtx-4090,1299900,XYZ,2026-11-01,dealer,0\n")
        << QStringLiteral(":2:4: currency: expected an ISO 4217");
    QTest::newRow("rates: currency not ISO 4217")
        << QByteArray("currency,per_usd,rate_date,source\nXYZ,2,2026-12-01,bank\n")
        << QStringLiteral(":2:1: currency: expected an ISO 4217");
}

void TestCatalogImportCli::refusedAsTheReaderWould()
{
    QFETCH(QByteArray, csv);
    QFETCH(QString, where);
    const QStringList plan{QStringLiteral("plan"), sample("lab-mixed.workload.json"), QStringLiteral("--format"),
                           QStringLiteral("json")};
    const CliRun planBefore = cli(plan);
    QVERIFY2(planBefore.exitCode == 0 || planBefore.exitCode == 1, planBefore.err.constData());
    const QString path = file(QStringLiteral("bad.csv"), csv);
    const CliRun r = cli({QStringLiteral("catalog"), QStringLiteral("import"), path});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains((path + where).toUtf8()), r.err.constData());
    // Nothing was written: the catalog reads as before.
    const CliRun models = cli({QStringLiteral("models")});
    QVERIFY2(models.exitCode == 0, models.err.constData());
    const CliRun planAfter = cli(plan);
    QCOMPARE(planAfter.exitCode, planBefore.exitCode);
}

void TestCatalogImportCli::baseCurrencyRateIsOne()
{
    const QStringList list{QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("currency_rates"),
                           QStringLiteral("--format"), QStringLiteral("json")};
    const QByteArray before = cli(list).out;
    const QString path = file(QStringLiteral("rates.csv"), "currency,per_usd,rate_date,source\n"
                                                           "CNY,7.1,2026-12-01,bank\n"
                                                           "USD,2,2026-12-01,bank\n");
    CliRun r = cli({QStringLiteral("catalog"), QStringLiteral("import"), path});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains((path + QStringLiteral(":3:2: per_usd: USD is the base currency")).toUtf8()), r.err.constData());
    QCOMPARE(cli(list).out, before); // every row or none: the CNY row is not imported either
    const QString good = file(QStringLiteral("good.csv"), "currency,per_usd,rate_date,source\nUSD,1,2026-12-01,bank\n");
    r = cli({QStringLiteral("catalog"), QStringLiteral("import"), good});
    QVERIFY2(r.exitCode == 0, r.err.constData());
}

void TestCatalogImportCli::catalogWithoutPricesIsEnvironment()
{
    const QString catalog = m_dir->filePath(QStringLiteral("c.sqlite"));
    QCOMPARE(cli({QStringLiteral("models")}).exitCode, 0); // creates and seeds the catalog
    bool dropped = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("damage"));
        db.setDatabaseName(catalog);
        if (db.open()) {
            QSqlQuery q(db);
            dropped = q.exec(QStringLiteral("DROP TABLE prices"));
            q.finish();
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("damage"));
    QVERIFY(dropped);
    const QStringList list{QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("gpus"),
                           QStringLiteral("--format"), QStringLiteral("json")};
    const QByteArray before = cli(list).out;
    QVERIFY(!before.isEmpty());
    const QString gpus = file(QStringLiteral("gpus.csv"), "id,name\nrtx-4090,NVIDIA GeForce RTX 4090 (renamed)\n");
    const CliRun r = cli({QStringLiteral("catalog"), QStringLiteral("import"), gpus});
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.err.contains("table prices is missing"), r.err.constData());
    QCOMPARE(cli(list).out, before);
}

QTEST_GUILESS_MAIN(TestCatalogImportCli)
#include "tst_catalogimportcli.moc"
