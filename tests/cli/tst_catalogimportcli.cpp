// SPDX-License-Identifier: GPL-3.0-or-later
// `rigplan-cli catalog import` applies the checks the catalog editor applies (the same
// Catalog::importCsvData): the editor's seven-problem file, a currency without a rate, a
// price imported twice.
#include "CliRun.h"
#include "SourcePath.h"

#include <QTemporaryDir>
#include <QTest>

using rigplan::testing::CliRun;
using rigplan::testing::runCli;
using rigplan::testing::sourcePath;

class TestCatalogImportCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void everyProblemIsReported();
    void samePriceTwiceIsOneRow();

private:
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

QTEST_GUILESS_MAIN(TestCatalogImportCli)
#include "tst_catalogimportcli.moc"
