// SPDX-License-Identifier: GPL-3.0-or-later
// The Compare page (ui/compare/ComparePage): a quote's scenarios side by side with the numbers
// of their own plans, the overlaid charts, adding and removing scenarios, the budget table with
// an upgrade in its year, the CSV export (atomic) and a language switch.
#include "compare/ComparePage.h"

#include "FakePrompts.h"
#include "Format.h"
#include "Language.h"
#include "LabCharts.h"
#include "catalog/Catalog.h"
#include "model/ModelCsv.h"
#include "plan/Outcome.h"
#include "quote/Quote.h"

#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QLineSeries>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace rigplan;

class TestComparePage final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void tableHasTheNumbersOfEachPlan();
    void chartsOverlayTheScenarios();
    void addAndRemoveScenarios();
    void budgetTableAndCsv();
    void retranslates();

private:
    QTemporaryDir m_dir;
    Catalog m_catalog;
    Quote m_quote;
    std::shared_ptr<const PlanOutcome> m_current;
    rigplan::testing::FakePrompts m_prompts;
};

void TestComparePage::initTestCase()
{
    Prompts::install(&m_prompts);
    QVERIFY(m_catalog.open(m_dir.filePath(QStringLiteral("catalog.sqlite"))));
    const auto loaded = loadQuoteFile(QStringLiteral(RIGPLAN_SOURCE_DIR "/resources/samples/lab-scenarios.rigplan.json"),
                                      resolverFor(m_catalog.models()));
    QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.diagnostics().front().text()));
    m_quote = loaded->quote;
    QCOMPARE(m_quote.scenarios.size(), std::size_t(1));
    auto current = computePlanOutcome(m_catalog, m_quote.workload);
    QVERIFY(current);
    m_current = *current;
}

void TestComparePage::cleanupTestCase()
{
    Prompts::install(nullptr);
}

void TestComparePage::tableHasTheNumbersOfEachPlan()
{
    ComparePage page(m_catalog);
    page.setQuote(m_quote, m_current);
    QCOMPARE(page.scenarios().size(), std::size_t(2));
    // The scenario is planned on its own: the same plan as planning its workload alone.
    const auto alone = computePlanOutcome(m_catalog, m_quote.scenarios.front().workload);
    QVERIFY(alone);
    const PlanOutcome &scenario = *page.scenarios()[1].outcome;
    QCOMPARE(scenario.plan.tiers.size(), (*alone)->plan.tiers.size());
    QTableWidget *table = page.table();
    QCOMPARE(std::size_t(table->rowCount()), m_current->plan.tiers.size() + scenario.plan.tiers.size());
    int row = 0;
    for (const PlanOutcome *out : {m_current.get(), alone->get()}) {
        for (std::size_t t = 0; t < out->plan.tiers.size(); ++t, ++row) {
            const Tier &tier = out->plan.tiers[t];
            QCOMPARE(table->item(row, 1)->text(), Format::tierName(tier.kind));
            QCOMPARE(table->item(row, 3)->text(), Format::money(tier.build.priceMinor, out->plan.currency));
            QCOMPARE(table->item(row, 4)->text(), Format::watts(tier.build.wallW));
            QCOMPARE(table->item(row, 6)->text(), Format::money(out->tierEconomics[t].tcoMinor, out->plan.currency));
        }
    }
    QCOMPARE(table->item(0, 0)->text(), QString::fromStdString(m_quote.workload.title));
    QCOMPARE(table->item(row - 1, 0)->text(), QStringLiteral("70B chat"));
}

void TestComparePage::chartsOverlayTheScenarios()
{
    ComparePage page(m_catalog);
    page.setQuote(m_quote, m_current);
    QCOMPARE(page.chartViews().size(), 4);
    // Price: one bar set per scenario, one bar per tier, the plan's prices in major units.
    QChart *price = page.chartViews().at(0)->chart();
    auto *bars = qobject_cast<QBarSeries *>(price->series().front());
    QVERIFY(bars);
    QCOMPARE(bars->count(), 2);
    for (int s = 0; s < 2; ++s) {
        const PlanOutcome &out = *page.scenarios()[std::size_t(s)].outcome;
        QBarSet *set = bars->barSets().at(s);
        QCOMPARE(set->label(), QString::fromStdString(page.scenarios()[std::size_t(s)].name));
        for (std::size_t t = 0; t < out.plan.tiers.size(); ++t) {
            QCOMPARE(set->at(int(out.plan.tiers[t].kind)), double(out.plan.tiers[t].build.priceMinor) / 100.0);
        }
    }
    // Cost over the years: a line per scenario × tier ending at each TCO.
    QChart *cost = page.chartViews().at(3)->chart();
    int lines = 0;
    for (QAbstractSeries *series : cost->series()) {
        auto *line = qobject_cast<QLineSeries *>(series);
        QVERIFY(line);
        const QStringList parts = line->objectName().split(QLatin1Char(':'));
        QCOMPARE(parts.size(), 3);
        const PlanOutcome &out = *page.scenarios()[parts[1].toUInt()].outcome;
        for (std::size_t t = 0; t < out.plan.tiers.size(); ++t) {
            if (QLatin1String(tierId(out.plan.tiers[t].kind)) == parts[2]) {
                QCOMPARE(line->at(line->count() - 1).y(), double(out.tierEconomics[t].tcoMinor) / 100.0);
            }
        }
        ++lines;
    }
    QVERIFY(lines >= 4);
}

void TestComparePage::addAndRemoveScenarios()
{
    ComparePage page(m_catalog);
    page.setQuote(m_quote, m_current);
    QSignalSpy edited(&page, &ComparePage::scenariosEdited);
    auto *name = page.findChild<QLineEdit *>(QStringLiteral("scenarioName"));
    auto *add = page.findChild<QPushButton *>(QStringLiteral("addScenario"));
    QVERIFY(name && add);
    add->click(); // no name: nothing happens
    QCOMPARE(edited.count(), 0);
    name->setText(QStringLiteral("70B chat"));
    add->click(); // a name in use: refused with a message
    QCOMPARE(edited.count(), 0);
    QCOMPARE(m_prompts.errors.size(), qsizetype(1));
    name->setText(QStringLiteral("Next year's students"));
    add->click();
    QCOMPARE(edited.count(), 1);
    const auto scenarios = edited.at(0).at(0).value<std::vector<QuoteScenario>>();
    QCOMPARE(scenarios.size(), std::size_t(2));
    QCOMPARE(scenarios.back().name, std::string("Next year's students"));
    QVERIFY(scenarios.back().workload == m_quote.workload); // the current workload, as it is
    // The main window answers with the new quote: the page shows three scenarios.
    Quote after = m_quote;
    after.scenarios = scenarios;
    page.setQuote(after, m_current);
    QCOMPARE(page.scenarios().size(), std::size_t(3));
    auto *remove = page.findChild<QPushButton *>(QStringLiteral("removeScenario"));
    auto *which = page.findChild<QComboBox *>(QStringLiteral("scenarioToRemove"));
    which->setCurrentIndex(0);
    remove->click();
    QCOMPARE(edited.count(), 2);
    const auto left = edited.at(1).at(0).value<std::vector<QuoteScenario>>();
    QCOMPARE(left.size(), std::size_t(1));
    QCOMPARE(left.front().name, std::string("Next year's students"));
}

void TestComparePage::budgetTableAndCsv()
{
    ComparePage page(m_catalog);
    page.setQuote(m_quote, m_current);
    auto *tier = page.findChild<QComboBox *>(QStringLiteral("budgetTier"));
    QVERIFY(tier);
    const int mainstream = tier->findData(QStringLiteral("mainstream"));
    QVERIFY(mainstream >= 0);
    tier->setCurrentIndex(mainstream);
    const TierBudget &b = m_current->tierBudgets[std::size_t(mainstream)];
    // The sample upgrades the mainstream tier with 2 GPUs in year 2.
    QCOMPARE(b.upgrades.size(), std::size_t(1));
    QTableWidget *table = page.budgetTable();
    QCOMPARE(std::size_t(table->rowCount()), b.years.size());
    QCOMPARE(table->item(0, 2)->text(), Format::money(0, m_current->plan.currency));
    QCOMPARE(table->item(1, 2)->text(), Format::money(b.upgrades.front().priceMinor, m_current->plan.currency));
    QCOMPARE(table->item(1, 6)->text(), Format::money(b.years[1].cumulativeMinor, m_current->plan.currency));
    // Export: every tier, atomically; an unwritable folder is an error and leaves nothing.
    const QString csv = m_dir.filePath(QStringLiteral("budget.csv"));
    QVERIFY(page.exportBudget(csv));
    QFile f(csv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = f.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), 1 + int(m_current->plan.tiers.size() * b.years.size()));
    const int errorsBefore = int(m_prompts.errors.size());
    QVERIFY(!page.exportBudget(QStringLiteral("/nonexistent-folder/budget.csv")));
    QCOMPARE(int(m_prompts.errors.size()), errorsBefore + 1);
}

void TestComparePage::retranslates()
{
    ComparePage page(m_catalog);
    page.setQuote(m_quote, m_current);
    const QString english = page.table()->horizontalHeaderItem(0)->text();
    QVERIFY(setLanguage(QStringLiteral("zh_CN")));
    QCoreApplication::processEvents();
    const QString chinese = page.table()->horizontalHeaderItem(0)->text();
    QVERIFY(setLanguage(QStringLiteral("en")));
    QCoreApplication::processEvents();
    QVERIFY2(chinese != english, qPrintable(chinese));
    QCOMPARE(page.table()->horizontalHeaderItem(0)->text(), english);
    QCOMPARE(page.scenarios().size(), std::size_t(2)); // the plans are kept, only the words change
}

QTEST_MAIN(TestComparePage)
#include "tst_comparepage.moc"
