// SPDX-License-Identifier: GPL-3.0-or-later
// The report library's language choice (ui/report/Language): it is given the remembered
// language instead of reading the app's settings, so the CLI and tests decide it alone.

#include "Language.h"

#include <QLocale>
#include <QTest>

using namespace rigplan;

class TestLanguage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void chooseLanguage_data();
    void chooseLanguage();
};

void TestLanguage::chooseLanguage_data()
{
    QTest::addColumn<QString>("requested");
    QTest::addColumn<QString>("saved");
    QTest::addColumn<QString>("expected");
    QTest::newRow("requested wins") << QStringLiteral("zh_CN") << QStringLiteral("en") << QStringLiteral("zh_CN");
    QTest::newRow("saved without a request") << QString() << QStringLiteral("zh_CN") << QStringLiteral("zh_CN");
    QTest::newRow("unknown request: saved") << QStringLiteral("xx") << QStringLiteral("zh_CN") << QStringLiteral("zh_CN");
    // ctest runs with LC_ALL=C.UTF-8: the system locale is not Chinese.
    QTest::newRow("neither: the system's") << QString() << QStringLiteral("fr") << QStringLiteral("en");
}

void TestLanguage::chooseLanguage()
{
    QFETCH(QString, requested);
    QFETCH(QString, saved);
    QFETCH(QString, expected);
    if (QLocale::system().language() == QLocale::Chinese && expected == QLatin1String("en") && requested.isEmpty()) {
        QSKIP("the system locale is Chinese here");
    }
    QCOMPARE(rigplan::chooseLanguage(requested, saved), expected);
}

QTEST_GUILESS_MAIN(TestLanguage)
#include "tst_language.moc"
