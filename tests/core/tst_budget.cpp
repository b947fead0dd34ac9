// SPDX-License-Identifier: GPL-3.0-or-later
// The budget over the years (core/plan/Budget; docs/economics.md, "Budget over the years"): upgrades in
// their year, energy, support, straight-line depreciation, the rental equivalent and the CSV.
// Expected figures are computed by hand in the comments (minor units, each rounded once).

#include "plan/Budget.h"
#include "plan/Economics.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace rigplan;

namespace {

// 10,000.00 USD, one 450 W GPU at 3000.00 USD in a platform that takes up to 4, 1000 W at the
// wall, a PSU 90 % efficient, 8 h/day × 365 days, 0.15 USD/kWh, cooling 1.0, support 10 %/year,
// 3 years. Yearly energy 1 kW × 2920 h × 0.15 = 43,800 cents; support 100,000 cents/year.
struct Case {
    CatalogSnapshot snap;
    Tier t;
    EconomicsSettings s;

    Case()
    {
        snap.currency = "USD";
        GpuSpec g;
        g.id = "g1";
        g.boardPowerW = 450;
        g.memoryBytes = 48LL << 30;
        snap.gpus = {g};
        PlatformSpec p;
        p.id = "tower";
        p.maxGpus = 4;
        p.memorySlots = 8;
        snap.platforms = {p};
        PsuSpec psu;
        psu.id = "psu";
        psu.efficiency = 0.90;
        snap.psus = {psu};
        MemoryModuleSpec dimm;
        dimm.id = "dimm64";
        dimm.capacityBytes = 64LL << 30;
        dimm.powerW = 5;
        snap.memory = {dimm};
        t.kind = TierKind::Mainstream;
        t.build.gpu = 0;
        t.build.gpuCount = 1;
        t.build.platform = 0;
        t.build.psu = 0;
        t.build.dimm = 0;
        t.build.dimmCount = 4;
        t.build.wallW = 1000;
        t.build.priceMinor = 1'000'000;
        BomLine gpuLine;
        gpuLine.kind = PartKind::Gpu;
        gpuLine.part = 0;
        gpuLine.quantity = 1;
        gpuLine.unitPrice.amountMinor = 300'000;
        gpuLine.unitPrice.known = true;
        BomLine dimmLine;
        dimmLine.kind = PartKind::Memory;
        dimmLine.part = 0;
        dimmLine.quantity = 4;
        dimmLine.unitPrice.amountMinor = 25'000;
        dimmLine.unitPrice.known = true;
        t.bom = {gpuLine, dimmLine};
        s.currency = "USD";
        s.tariffPerKwh = 0.15;
        s.dutyHoursPerDay = 8;
        s.years = 3;
        s.coolingFactor = 1.0;
        s.supportPercentPerYear = 10;
    }
    TierBudget run() const
    {
        const TierEconomics e = economicsFor(t.build, {}, s);
        const BuyVsRent rent = buyVsRentFor(t, {}, snap, e, s, "");
        return budgetFor(t, snap, e, s, rent);
    }
};

UpgradeStep twoGpusInYear2(double change = 0)
{
    UpgradeStep u;
    u.year = 2;
    u.gpus = 2;
    u.priceChangePercentPerYear = change;
    return u;
}

} // namespace

class TestBudget : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void withoutUpgrades();
    void rowsAddUpToTheTco_data();
    void rowsAddUpToTheTco();
    void upgradeInYear2AppearsInItsRow();
    void upgradePriceChange_data();
    void upgradePriceChange();
    void upgradeForOtherTiersOnly();
    void upgradeBeyondThePlatform();
    void rentalEquivalent();
    void csv();
    void parsing_data();
    void parsing();
};

void TestBudget::withoutUpgrades()
{
    const TierBudget b = Case().run();
    QCOMPARE(b.years.size(), std::size_t(3));
    // Year 1: 1,000,000 + 43,800 + 100,000 = 1,143,800; years 2 and 3: 143,800 each.
    QCOMPARE(b.years[0].totalMinor, 1'143'800);
    QCOMPARE(b.years[1].totalMinor, 143'800);
    QCOMPARE(b.years[2].cumulativeMinor, 1'431'400); // = the TCO: 1,000,000 + 131,400 + 300,000
    QCOMPARE(b.years[2].cumulativeMinor, economicsFor(Case().t.build, {}, Case().s).tcoMinor);
    // Straight line: 1,000,000 / 3 = 333,333.33 a year; book value 666,667, 333,333, 0.
    QCOMPARE(b.years[0].depreciationMinor, 333'333);
    QCOMPARE(b.years[0].bookValueMinor, 666'667);
    QCOMPARE(b.years[1].bookValueMinor, 333'333);
    QCOMPARE(b.years[2].bookValueMinor, 0);
    QVERIFY(!b.rental); // no cloud offer in this snapshot
}

// Yearly figures with fractions of a cent: the rows still add up to the TCO's rounded totals,
// year by year (rounding each row alone loses or gains a cent: 943 W × 2920 h × 0.15 USD/kWh is 41,303.4
// cents a year, three rounded years 123,909 cents against 123,910 over the life).
void TestBudget::rowsAddUpToTheTco_data()
{
    QTest::addColumn<double>("wallW");
    QTest::addColumn<qint64>("priceMinor");
    QTest::addColumn<double>("years");
    QTest::newRow("whole cents") << 1000.0 << qint64(1'000'000) << 3.0;
    QTest::newRow("energy with a fraction") << 943.0 << qint64(1'000'000) << 3.0;
    QTest::newRow("energy and support with fractions") << 943.0 << qint64(1'000'003) << 3.0;
    QTest::newRow("a half year at the end") << 943.0 << qint64(1'000'003) << 2.5;
}

void TestBudget::rowsAddUpToTheTco()
{
    QFETCH(double, wallW);
    QFETCH(qint64, priceMinor);
    QFETCH(double, years);
    Case c;
    c.t.build.wallW = wallW;
    c.t.build.priceMinor = priceMinor;
    c.s.years = years;
    const TierEconomics e = economicsFor(c.t.build, {}, c.s);
    const TierBudget b = c.run();
    QVERIFY(!b.years.empty());
    std::int64_t energy = 0, support = 0;
    for (const BudgetYear &y : b.years) {
        energy += y.energyMinor;
        support += y.supportMinor;
    }
    QCOMPARE(energy, e.energyOverLifeMinor);
    QCOMPARE(support, e.supportOverLifeMinor);
    QCOMPARE(b.years.back().cumulativeMinor, e.tcoMinor);
    // Year by year the cost of ownership's own figures (the chart and the TCO line print them).
    QCOMPARE(e.cumulativeCostMinor.size(), b.years.size() + 1);
    for (std::size_t k = 0; k < b.years.size(); ++k) {
        QCOMPARE(b.years[k].cumulativeMinor, e.cumulativeCostMinor[k + 1]);
    }
}

void TestBudget::upgradeInYear2AppearsInItsRow()
{
    Case c;
    c.s.upgrades = {twoGpusInYear2()};
    const TierBudget b = c.run();
    QCOMPARE(b.upgrades.size(), std::size_t(1));
    // 2 × 3000.00 USD at today's price; 2 × 450 W / 0.90 = 1000 W more at the wall, which costs
    // 43,800 cents a year more from year 2.
    QCOMPARE(b.upgrades[0].priceMinor, 600'000);
    QCOMPARE(b.upgrades[0].extraWallW, 1000.0);
    QVERIFY(b.upgrades[0].fitsPlatform); // 3 GPUs <= 4
    QCOMPARE(b.years[0].upgradesMinor, 0);
    QCOMPARE(b.years[1].upgradesMinor, 600'000);
    QCOMPARE(b.years[2].upgradesMinor, 0);
    QCOMPARE(b.years[1].energyMinor, 87'600);
    QCOMPARE(b.years[2].energyMinor, 87'600);
    // Support on what was bought: 10 % of 1,600,000 from year 2.
    QCOMPARE(b.years[1].supportMinor, 160'000);
    // Year 2: 600,000 + 87,600 + 160,000 = 847,600; cumulative 1,143,800 + 847,600 = 1,991,400.
    QCOMPARE(b.years[1].totalMinor, 847'600);
    QCOMPARE(b.years[1].cumulativeMinor, 1'991'400);
    QCOMPARE(b.years[2].cumulativeMinor, 2'239'000);
    // The upgrade is written off over the two years left: 300,000 a year on top of 333,333.33.
    QCOMPARE(b.years[1].depreciationMinor, 633'333);
    QCOMPARE(b.years[1].bookValueMinor, 633'333); // 1,600,000 − 966,666.67
    QCOMPARE(b.years[2].bookValueMinor, 0);
    const QJsonObject json = budgetToJson(b, "USD");
    QCOMPARE(json.value(QStringLiteral("years")).toArray().at(1).toObject().value(QStringLiteral("upgrades_minor")).toInteger(),
             600'000);
}

void TestBudget::upgradePriceChange_data()
{
    QTest::addColumn<double>("change");
    QTest::addColumn<int>("year");
    QTest::addColumn<qint64>("price");
    // 600,000 × (1 + change)^(year − 1), rounded once.
    QTest::newRow("today's price") << 0.0 << 2 << qint64(600'000);
    QTest::newRow("-10 %/year, year 2") << -10.0 << 2 << qint64(540'000);
    QTest::newRow("-10 %/year, year 3") << -10.0 << 3 << qint64(486'000);
    QTest::newRow("+3 %/year, year 3") << 3.0 << 3 << qint64(636'540);
    QTest::newRow("-15 %/year, year 1 (bought with the machine)") << -15.0 << 1 << qint64(600'000);
}

void TestBudget::upgradePriceChange()
{
    QFETCH(double, change);
    QFETCH(int, year);
    QFETCH(qint64, price);
    Case c;
    UpgradeStep u = twoGpusInYear2(change);
    u.year = year;
    c.s.upgrades = {u};
    const TierBudget b = c.run();
    QCOMPARE(b.upgrades.front().todayMinor, 600'000);
    QCOMPARE(b.upgrades.front().priceMinor, price);
    QCOMPARE(b.years[std::size_t(year - 1)].upgradesMinor, price);
}

void TestBudget::upgradeForOtherTiersOnly()
{
    Case c;
    UpgradeStep u = twoGpusInYear2();
    u.tiers = {"high"};
    c.s.upgrades = {u};
    const TierBudget b = c.run(); // the case's tier is the mainstream tier
    QVERIFY(b.upgrades.empty());
    QCOMPARE(b.years[1].upgradesMinor, 0);
}

void TestBudget::upgradeBeyondThePlatform()
{
    Case c;
    UpgradeStep u = twoGpusInYear2();
    u.gpus = 4; // 5 GPUs in a platform that takes 4
    u.memoryBytes = 300LL << 30; // 5 more 64 GiB DIMMs (ceil 300/64): 9 in 8 slots
    c.s.upgrades = {u};
    const TierBudget b = c.run();
    QCOMPARE(b.upgrades.front().memoryModules, 5);
    QCOMPARE(b.upgrades.front().priceMinor, 4 * 300'000 + 5 * 25'000);
    QVERIFY(!b.upgrades.front().fitsPlatform);
    QVERIFY(budgetToText(b, "USD").join(QLatin1Char('\n')).contains(QStringLiteral("the platform does not take them")));
}

void TestBudget::rentalEquivalent()
{
    Case c;
    CloudOffer o;
    o.id = "od";
    o.gpuId = "g1";
    o.gpuCount = 1;
    o.pricing = "on-demand";
    o.pricePerGpuHourMinor = 200;
    o.observedDate = "2026-11-01";
    c.snap.cloudOffers = {o};
    c.s.years = 2.5;
    const TierBudget b = c.run();
    QVERIFY(b.rental);
    QCOMPARE(*b.rental, RentalPricing::OnDemand);
    QCOMPARE(b.years.size(), std::size_t(3));
    // 200 × 2920 = 584,000 a year; the last half year 292,000.
    QCOMPARE(b.years[0].rentalMinor, 584'000);
    QCOMPARE(b.years[2].fraction, 0.5);
    QCOMPARE(b.years[2].rentalMinor, 292'000);
    // Half a year of energy and support in the last row: 21,900 and 50,000.
    QCOMPARE(b.years[2].energyMinor, 21'900);
    QCOMPARE(b.years[2].supportMinor, 50'000);
}

void TestBudget::csv()
{
    Case c;
    c.s.upgrades = {twoGpusInYear2()};
    const QByteArray csv = budgetsToCsv({{"mainstream", c.run()}}, "USD");
    const QList<QByteArray> lines = csv.trimmed().split('\n');
    QCOMPARE(lines.size(), 4);
    QCOMPARE(lines[0], QByteArray("tier,year,purchase,upgrades,energy,support,total,cumulative,depreciation,book_value,"
                                  "rental_equivalent,rental_pricing,currency"));
    QCOMPARE(lines[1], QByteArray("mainstream,1,10000.00,0.00,438.00,1000.00,11438.00,11438.00,3333.33,6666.67,,,USD"));
    QCOMPARE(lines[2], QByteArray("mainstream,2,0.00,6000.00,876.00,1600.00,8476.00,19914.00,6333.33,6333.33,,,USD"));
    // JPY has no minor digits.
    QVERIFY(budgetsToCsv({{"entry", c.run()}}, "JPY").contains("entry,1,1000000,0,43800,100000,1143800,"));
}

void TestBudget::parsing_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("steps");
    QTest::addColumn<QString>("problem");
    QTest::newRow("two GPUs in year 2")
        << QByteArray(R"({"years": 3, "upgrades": [{"year": 2, "gpus": 2, "price_change_percent_per_year": -10}]})") << 1
        << QString();
    QTest::newRow("year beyond the life") << QByteArray(R"({"years": 3, "upgrades": [{"year": 4, "gpus": 2}]})") << 0
                                          << QStringLiteral("economics.upgrades[0].year: expected a whole year from 1 to 3 (the service life), got 4");
    QTest::newRow("nothing added") << QByteArray(R"({"upgrades": [{"year": 2}]})") << 0
                                   << QStringLiteral("economics.upgrades[0]: an upgrade adds something");
    QTest::newRow("unknown key") << QByteArray(R"({"upgrades": [{"year": 2, "gpu": 1}]})") << 0
                                 << QStringLiteral("economics.upgrades[0].gpu: unknown key");
    QTest::newRow("bad tier") << QByteArray(R"({"upgrades": [{"year": 2, "gpus": 1, "tiers": ["top"]}]})") << 0
                              << QStringLiteral("economics.upgrades[0].tiers: expected an array of");
    QTest::newRow("not an array") << QByteArray(R"({"upgrades": {"year": 2}})") << 0
                                  << QStringLiteral("economics.upgrades: expected an array of upgrade objects");
    QTest::newRow("utilisation out of range") << QByteArray(R"({"utilization_percent": 0})") << 0
                                              << QStringLiteral("economics.utilization_percent: expected a number in (0, 100], got 0");
    QTest::newRow("days per year") << QByteArray(R"({"days_per_year": 250})") << 0 << QString();
}

void TestBudget::parsing()
{
    QFETCH(QByteArray, json);
    QFETCH(int, steps);
    QFETCH(QString, problem);
    const auto result = economicsFromJson(QJsonDocument::fromJson(json).object(), defaultEconomics(std::string("USD")));
    if (problem.isEmpty()) {
        QVERIFY2(result, qPrintable(result ? QString() : result.diagnostics().front().text()));
        QCOMPARE(int(result->upgrades.size()), steps);
        return;
    }
    QVERIFY(!result);
    QVERIFY2(result.diagnostics().front().text().startsWith(problem), qPrintable(result.diagnostics().front().text()));
}

QTEST_GUILESS_MAIN(TestBudget)
#include "tst_budget.moc"
