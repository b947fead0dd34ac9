// SPDX-License-Identifier: GPL-3.0-or-later
// The report library's language choice (ui/report/Language): it is given the remembered
// language instead of reading the app's settings, so the CLI and tests decide it alone. And the
// counted words each language makes: English plural forms come from rigplan_en.ts.

#include "Format.h"
#include "Language.h"
#include "plan/Plan.h"
#include "plan/PlanText.h"

#include <QLocale>
#include <QScopeGuard>
#include <QTest>

using namespace rigplan;

class TestLanguage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void chooseLanguage_data();
    void chooseLanguage();
    void countedWords_data();
    void countedWords();
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

void TestLanguage::countedWords_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("count");
    QTest::addColumn<double>("years");
    QTest::addColumn<QString>("layoutText"); // core/plan/PlanText: trtn() through the installed translator
    QTest::addColumn<QString>("layoutLong"); // the same layout's long form (the cards' and charts' tooltips)
    QTest::addColumn<QString>("trainingLong"); // a training job's long form, ZeRO raised to fit
    QTest::addColumn<QString>("yearsText");  // ui/report/Format: tr() with %Ln
    QTest::newRow("en one") << QStringLiteral("en") << 1 << 1.0 << QStringLiteral("1 GPU, tensor parallel 1, replicas 1")
                            << QStringLiteral("1 GPU: tensor parallel 1, replicas 1")
                            << QStringLiteral("1 GPU: tensor parallel 1, pipeline parallel 1, data parallel 1, ZeRO stage 3 "
                                              "(raised from 0 to fit)")
                            << QStringLiteral("1 year");
    QTest::newRow("en many") << QStringLiteral("en") << 2 << 3.0 << QStringLiteral("2 GPUs, tensor parallel 1, replicas 2")
                             << QStringLiteral("2 GPUs: tensor parallel 1, replicas 2")
                             << QStringLiteral("2 GPUs: tensor parallel 1, pipeline parallel 1, data parallel 2, ZeRO "
                                               "stage 3 (raised from 0 to fit)")
                             << QStringLiteral("3 years");
    QTest::newRow("en fractional years") << QStringLiteral("en") << 4 << 2.5
                                         << QStringLiteral("4 GPUs, tensor parallel 1, replicas 4")
                                         << QStringLiteral("4 GPUs: tensor parallel 1, replicas 4")
                                         << QStringLiteral("4 GPUs: tensor parallel 1, pipeline parallel 1, data parallel "
                                                           "4, ZeRO stage 3 (raised from 0 to fit)")
                                         << QStringLiteral("2.5 years");
    QTest::newRow("zh_CN one") << QStringLiteral("zh_CN") << 1 << 1.0
                               << QStringLiteral("1 个 GPU，张量并行 1，1 个副本")
                               << QStringLiteral("1 个 GPU：张量并行 1，1 个副本")
                               << QStringLiteral("1 个 GPU：张量并行 1，流水线并行 1，数据并行 1，ZeRO 阶段 3（为容纳模型由 0 提升）")
                               << QStringLiteral("1 年");
    QTest::newRow("zh_CN many") << QStringLiteral("zh_CN") << 2 << 2.5
                                << QStringLiteral("2 个 GPU，张量并行 1，2 个副本")
                                << QStringLiteral("2 个 GPU：张量并行 1，2 个副本")
                                << QStringLiteral("2 个 GPU：张量并行 1，流水线并行 1，数据并行 2，ZeRO 阶段 3（为容纳模型由 0 提升）")
                                << QStringLiteral("2.5 年");
}

void TestLanguage::countedWords()
{
    QFETCH(QString, language);
    QFETCH(int, count);
    QFETCH(double, years);
    QFETCH(QString, layoutText);
    QFETCH(QString, layoutLong);
    QFETCH(QString, trainingLong);
    QFETCH(QString, yearsText);
    QVERIFY(setLanguage(language));
    const auto restore = qScopeGuard([] { setLanguage(QStringLiteral("en")); });
    JobOutcome serving;
    serving.kind = JobKind::Inference;
    serving.gpuCount = count;
    serving.layout.gpus = count;
    serving.layout.tensorParallel = 1;
    QCOMPARE(QString::fromStdString(plantext::layout(serving)), layoutText);
    QCOMPARE(QString::fromStdString(plantext::layout(serving, plantext::LayoutForm::Long)), layoutLong);
    JobOutcome training;
    training.kind = JobKind::Training;
    training.gpuCount = count;
    training.layout.gpus = count;
    training.layout.tensorParallel = 1;
    training.layout.pipelineParallel = 1;
    training.layout.zeroStage = 3;
    training.requestedZeroStage = 0;
    QCOMPARE(QString::fromStdString(plantext::layout(training, plantext::LayoutForm::Long)), trainingLong);
    QCOMPARE(Format::years(years), yearsText);
}

QTEST_GUILESS_MAIN(TestLanguage)
#include "tst_language.moc"
