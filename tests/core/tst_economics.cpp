// SPDX-License-Identifier: GPL-3.0-or-later
// Running cost and cost of ownership (core/plan/Economics; documented in the docs/economics.md, "Budget view").
//
// Rounding rule checked here: money is rounded once per figure to the nearest minor unit, half
// away from zero (after snapping to a millionth of a minor unit, so floating-point error does not
// decide a half): 337.5 cents → 338, 12.5 cents → 13, 109.6875 JPY → 110.

#include "plan/Economics.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <limits>

using namespace rigplan;

namespace {

JobOutcome trainingOutcome(double hours, double tokensPerS = 0)
{
    JobOutcome o;
    o.kind = JobKind::Training;
    o.fits = true;
    o.training.fits = true;
    o.training.hours = hours;
    o.training.tokensPerS = tokensPerS;
    return o;
}

JobOutcome inferenceOutcome(double aggregateTokensPerS)
{
    JobOutcome o;
    o.kind = JobKind::Inference;
    o.fits = true;
    o.inference.fits = true;
    o.inference.aggregateTokensPerS = aggregateTokensPerS;
    return o;
}

Build build(double wallW, std::int64_t priceMinor, std::vector<JobOutcome> outcomes)
{
    Build b;
    b.wallW = wallW;
    b.priceMinor = priceMinor;
    b.jobs = std::move(outcomes);
    return b;
}

EconomicsSettings settings(
    const std::string &currency, double tariff, double dutyHours, double years, double cooling, double supportPercent)
{
    EconomicsSettings s;
    s.currency = currency;
    s.tariffPerKwh = tariff;
    s.dutyHoursPerDay = dutyHours;
    s.years = years;
    s.coolingFactor = cooling;
    s.supportPercentPerYear = supportPercent;
    s.tariffSource = "test";
    return s;
}

Job job(JobKind kind, const std::string &name)
{
    Job j;
    j.kind = kind;
    j.name = name;
    return j;
}

bool near(double a, double b, double tolerance = 1e-9)
{
    return std::abs(a - b) <= tolerance * std::max(1.0, std::abs(b));
}

QJsonObject parse(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

} // namespace

class TestEconomics : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void trainingRun_data();
    void trainingRun();
    void servingPerMillionTokens_data();
    void servingPerMillionTokens();
    void tcoWithSupport();
    void tcoJpy();
    void fractionalYears();
    void heat();
    void noFiguresWithoutRunTime();
    void fasterBuildLowersEnergy();
    void zeroTariffLeavesPurchase();
    void doublingCoolingDoublesEnergy();
    void cumulativeIsMonotonic();
    void longerLifeSpreadsPurchase();
    void defaults();
    void workloadDefaults();
    void overrideApplied();
    void overrideErrors_data();
    void overrideErrors();
    void everyErrorReported();
    void jsonShape();
    void textLines();
    void textExample();
    void tcoBeyond64BitsIsNotShown();
};

void TestEconomics::trainingRun_data()
{
    QTest::addColumn<double>("wallW");
    QTest::addColumn<double>("hours");
    QTest::addColumn<double>("tariff");
    QTest::addColumn<double>("cooling");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<double>("itKwh");
    QTest::addColumn<double>("withCoolingKwh");
    QTest::addColumn<qint64>("costMinor");

    // 1500 W × 10 h = 15 kWh at the wall; × PUE 1.5 = 22.5 kWh; × 0.15 USD = 3.375 USD = 337.5
    // cents → 338 (half away from zero).
    QTest::newRow("usd pue 1.5") << 1500.0 << 10.0 << 0.15 << 1.5 << QStringLiteral("USD") << 15.0 << 22.5
                                 << qint64(338);
    // 1000 W × 1.25 h = 1.25 kWh; × 1.0; × 0.10 USD = 0.125 USD = 12.5 cents → 13.
    QTest::newRow("usd half cent") << 1000.0 << 1.25 << 0.10 << 1.0 << QStringLiteral("USD") << 1.25 << 1.25
                                   << qint64(13);
    // 1000 W × 18 h = 18 kWh; × 1.0; × 27 JPY = 486 JPY (0 minor digits).
    QTest::newRow("jpy office") << 1000.0 << 18.0 << 27.0 << 1.0 << QStringLiteral("JPY") << 18.0 << 18.0
                                << qint64(486);
    // 1250 W × 2.5 h = 3.125 kWh; × 1.3 = 4.0625 kWh; × 27 JPY = 109.6875 JPY → 110.
    QTest::newRow("jpy lab") << 1250.0 << 2.5 << 27.0 << 1.3 << QStringLiteral("JPY") << 3.125 << 4.0625 << qint64(110);
    // 500 W × 3 h = 1.5 kWh; × 0.010 KWD = 0.015 KWD = 15 fils (3 minor digits).
    QTest::newRow("kwd 3 digits") << 500.0 << 3.0 << 0.010 << 1.0 << QStringLiteral("KWD") << 1.5 << 1.5 << qint64(15);
    // 2000 W × 24 h = 48 kWh; × 1.58 = 75.84 kWh; × 0.70 CNY = 53.088 CNY → 5309 fen.
    QTest::newRow("cny server room") << 2000.0 << 24.0 << 0.70 << 1.58 << QStringLiteral("CNY") << 48.0 << 75.84
                                     << qint64(5309);
}

void TestEconomics::trainingRun()
{
    QFETCH(double, wallW);
    QFETCH(double, hours);
    QFETCH(double, tariff);
    QFETCH(double, cooling);
    QFETCH(QString, currency);
    QFETCH(double, itKwh);
    QFETCH(double, withCoolingKwh);
    QFETCH(qint64, costMinor);

    const TierEconomics e = economicsFor(build(wallW, 0, { trainingOutcome(hours) }), { job(JobKind::Training, "ft") },
        settings(currency.toStdString(), tariff, 24, 3, cooling, 0));
    QCOMPARE(e.jobs.size(), std::size_t(1));
    const JobEconomics &j = e.jobs[0];
    QVERIFY(j.hasFigures);
    QCOMPARE(j.name, std::string("ft"));
    QCOMPARE(j.runHours, hours);
    QVERIFY2(near(j.energyPerRunKwh, itKwh), qPrintable(QString::number(j.energyPerRunKwh, 'g', 17)));
    QVERIFY2(near(j.energyPerRunWithCoolingKwh, withCoolingKwh),
        qPrintable(QString::number(j.energyPerRunWithCoolingKwh, 'g', 17)));
    QCOMPARE(qint64(j.energyCostPerRunMinor), costMinor);
    // With a purchase price of 0 and no support, the full cost of a run is its energy.
    QVERIFY(std::abs(j.costPerRunMinor - j.energyCostPerRunMinor) <= 1);
}

void TestEconomics::servingPerMillionTokens_data()
{
    QTest::addColumn<double>("wallW");
    QTest::addColumn<double>("tokensPerS");
    QTest::addColumn<double>("tariff");
    QTest::addColumn<double>("cooling");
    QTest::addColumn<QString>("currency");
    QTest::addColumn<double>("hoursPerMillion");
    QTest::addColumn<double>("itKwh");
    QTest::addColumn<qint64>("costMinor");

    // 10^6 tokens / 200 tokens/s = 5000 s = 1.3889 h; × 1 kW = 1.3889 kWh; × 1.3 = 1.8056 kWh;
    // × 0.13 USD = 0.23472 USD = 23.47 cents → 23.
    QTest::newRow("usd lab") << 1000.0 << 200.0 << 0.13 << 1.3 << QStringLiteral("USD") << 5000.0 / 3600
                             << 5000.0 / 3600 << qint64(23);
    // 10^6 / 500 = 2000 s = 0.5556 h; × 2 kW = 1.1111 kWh; × 1.0; × 0.70 CNY = 0.77778 CNY → 78 fen.
    QTest::newRow("cny office") << 2000.0 << 500.0 << 0.70 << 1.0 << QStringLiteral("CNY") << 2000.0 / 3600
                                << 2.0 * 2000.0 / 3600 << qint64(78);
    // 10^6 / 100 = 10000 s = 2.7778 h; × 1 kW; × 1.5 = 4.1667 kWh; × 0.15 USD = 0.625 USD → 63 cents.
    QTest::newRow("usd half cent") << 1000.0 << 100.0 << 0.15 << 1.5 << QStringLiteral("USD") << 10000.0 / 3600
                                   << 10000.0 / 3600 << qint64(63);
}

void TestEconomics::servingPerMillionTokens()
{
    QFETCH(double, wallW);
    QFETCH(double, tokensPerS);
    QFETCH(double, tariff);
    QFETCH(double, cooling);
    QFETCH(QString, currency);
    QFETCH(double, hoursPerMillion);
    QFETCH(double, itKwh);
    QFETCH(qint64, costMinor);

    const EconomicsSettings s = settings(currency.toStdString(), tariff, 12, 3, cooling, 0);
    const TierEconomics e
        = economicsFor(build(wallW, 0, { inferenceOutcome(tokensPerS) }), { job(JobKind::Inference, "chat") }, s);
    const JobEconomics &j = e.jobs.at(0);
    QVERIFY(j.hasFigures);
    QCOMPARE(j.kind, JobKind::Inference);
    QCOMPARE(j.tokensPerS, tokensPerS);
    QVERIFY(near(j.hoursPerMillionTokens, hoursPerMillion));
    QVERIFY(near(j.energyPerMillionTokensKwh, itKwh));
    QVERIFY(near(j.energyPerMillionTokensWithCoolingKwh, itKwh * cooling));
    QCOMPARE(qint64(j.energyCostPerMillionTokensMinor), costMinor);
    // tokens in the service life = tokens/s × 3600 × 3 years × 365 days × 12 h
    QVERIFY(near(j.tokensInServiceLife, tokensPerS * 3600 * 3 * 365 * 12));
}

void TestEconomics::tcoWithSupport()
{
    // Purchase 10,000.00 USD; 1000 W at the wall; 8 h/day; 3 years; 0.15 USD/kWh; cooling 1.5;
    // support 10 %/year.
    //   yearly energy  = 1 kW × 8 h × 365 = 2920 kWh; × 1.5 = 4380 kWh; × 0.15 = 657.00 USD = 65,700 cents
    //   support        = 10 % × 10,000.00 = 1,000.00 USD/year = 100,000 cents
    //   TCO            = 1,000,000 + 3 × (65,700 + 100,000) = 1,497,100 cents
    //   cumulative     = 1,000,000; 1,165,700; 1,331,400; 1,497,100
    //   service hours  = 3 × 365 × 8 = 8760 h
    //   training run of 10 h: energy 10 kWh, 15 kWh with cooling, 2.25 USD = 225 cents;
    //     full cost = 1,497,100 × 10 / 8760 = 1709.018 → 1709 cents
    //     (= (1,000,000 + 300,000) × 10 / 8760 = 1484.018 amortised + 225 energy)
    //   serving at 100 tokens/s: 2.7778 h per million tokens;
    //     full cost = 1,497,100 × 2.7778 / 8760 = 474.72 → 475 cents
    const EconomicsSettings s = settings("USD", 0.15, 8, 3, 1.5, 10);
    const TierEconomics e = economicsFor(build(1000, 1'000'000, { trainingOutcome(10), inferenceOutcome(100) }),
        { job(JobKind::Training, "ft"), job(JobKind::Inference, "chat") }, s);
    QVERIFY(near(e.yearlyEnergyKwh, 2920));
    QVERIFY(near(e.yearlyEnergyWithCoolingKwh, 4380));
    QCOMPARE(e.yearlyEnergyCostMinor, std::int64_t(65'700));
    QCOMPARE(e.supportPerYearMinor, std::int64_t(100'000));
    QCOMPARE(e.purchaseMinor, std::int64_t(1'000'000));
    QCOMPARE(e.energyOverLifeMinor, std::int64_t(197'100));
    QCOMPARE(e.supportOverLifeMinor, std::int64_t(300'000));
    QCOMPARE(e.tcoMinor, std::int64_t(1'497'100));
    QCOMPARE(e.cumulativeCostMinor, (std::vector<std::int64_t> { 1'000'000, 1'165'700, 1'331'400, 1'497'100 }));
    QVERIFY(near(e.serviceHours, 8760));
    QVERIFY(near(e.roomCoolingW, 500));

    const JobEconomics &train = e.jobs.at(0);
    QVERIFY(near(train.energyPerRunKwh, 10));
    QVERIFY(near(train.energyPerRunWithCoolingKwh, 15));
    QCOMPARE(train.energyCostPerRunMinor, std::int64_t(225));
    QCOMPARE(train.costPerRunMinor, std::int64_t(1709));

    const JobEconomics &serve = e.jobs.at(1);
    QCOMPARE(serve.energyCostPerMillionTokensMinor, std::int64_t(63));
    QCOMPARE(serve.costPerMillionTokensMinor, std::int64_t(475));
    QVERIFY(near(serve.tokensInServiceLife, 100.0 * 3600 * 8760));
}

void TestEconomics::tcoJpy()
{
    // 1,500,000 JPY; 800 W; 24 h/day; 3 years; 27 JPY/kWh; office (1.0); no support.
    //   yearly = 0.8 kW × 24 × 365 = 7008 kWh × 27 = 189,216 JPY; TCO = 1,500,000 + 3 × 189,216 = 2,067,648 JPY
    const TierEconomics e = economicsFor(build(800, 1'500'000, {}), {}, settings("JPY", 27, 24, 3, 1.0, 0));
    QVERIFY(near(e.yearlyEnergyKwh, 7008));
    QCOMPARE(e.yearlyEnergyCostMinor, std::int64_t(189'216));
    QCOMPARE(e.tcoMinor, std::int64_t(2'067'648));
    QCOMPARE(e.cumulativeCostMinor.size(), std::size_t(4));
    QCOMPARE(e.roomCoolingW, 0.0);
    QVERIFY(e.jobs.empty());
}

void TestEconomics::fractionalYears()
{
    // 2.5 years: entries for years 0, 1, 2 and the end of the life (2.5 years), the last = TCO.
    // yearly energy 1 kW × 24 × 365 = 8760 kWh × 0.10 = 876.00 USD; TCO = 5,000.00 + 2.5 × 876.00 = 7,190.00 USD
    const TierEconomics e = economicsFor(build(1000, 500'000, {}), {}, settings("USD", 0.10, 24, 2.5, 1.0, 0));
    QCOMPARE(e.cumulativeCostMinor, (std::vector<std::int64_t> { 500'000, 587'600, 675'200, 719'000 }));
    QCOMPARE(e.tcoMinor, std::int64_t(719'000));
}

void TestEconomics::heat()
{
    // Heat to remove = wall power: 1000 W = 1 kW = 3412 BTU/h (3.412 BTU/h per W, as the planner).
    const TierEconomics e = economicsFor(build(1000, 0, {}), {}, settings("USD", 0.13, 24, 3, 1.3, 0));
    QCOMPARE(e.heatKw, 1.0);
    QVERIFY(near(e.heatBtuPerH, 3412));
    QVERIFY(near(e.roomCoolingW, 300));
}

void TestEconomics::noFiguresWithoutRunTime()
{
    JobOutcome tooBig = inferenceOutcome(150);
    tooBig.fits = false;
    const TierEconomics e = economicsFor(build(1000, 100, { trainingOutcome(0), tooBig, inferenceOutcome(0) }), {},
        settings("USD", 0.13, 24, 3, 1.0, 0));
    QCOMPARE(e.jobs.size(), std::size_t(3));
    for (const JobEconomics &j : e.jobs) {
        QVERIFY(!j.hasFigures);
        QVERIFY(!j.note.empty());
        QCOMPARE(j.energyCostPerRunMinor, std::int64_t(0));
        QCOMPARE(j.costPerMillionTokensMinor, std::int64_t(0));
    }
    QVERIFY(QString::fromStdString(e.jobs[0].note).contains(QStringLiteral("train_tokens")));
}

void TestEconomics::fasterBuildLowersEnergy()
{
    // Same wall power, same price; the faster build has twice the tokens/s.
    const double trainTokens = 200e6;
    const EconomicsSettings s = settings("USD", 0.13, 24, 3, 1.3, 5);
    const auto outcomes = [&](double speed) {
        return std::vector<JobOutcome> { trainingOutcome(trainTokens / (3000 * speed) / 3600, 3000 * speed),
            inferenceOutcome(200 * speed) };
    };
    const TierEconomics slow = economicsFor(build(900, 2'000'000, outcomes(1)), {}, s);
    const TierEconomics fast = economicsFor(build(900, 2'000'000, outcomes(2)), {}, s);
    QVERIFY(fast.jobs[0].energyPerRunKwh < slow.jobs[0].energyPerRunKwh);
    QVERIFY(fast.jobs[0].energyCostPerRunMinor < slow.jobs[0].energyCostPerRunMinor);
    QVERIFY(fast.jobs[0].costPerRunMinor < slow.jobs[0].costPerRunMinor);
    QVERIFY(fast.jobs[1].energyPerMillionTokensKwh < slow.jobs[1].energyPerMillionTokensKwh);
    QVERIFY(fast.jobs[1].energyCostPerMillionTokensMinor < slow.jobs[1].energyCostPerMillionTokensMinor);
    QVERIFY(fast.jobs[1].costPerMillionTokensMinor < slow.jobs[1].costPerMillionTokensMinor);
    QVERIFY(near(fast.jobs[0].energyPerRunKwh * 2, slow.jobs[0].energyPerRunKwh));
    // The machine-level figures do not depend on speed (full wall power during the duty hours).
    QCOMPARE(fast.tcoMinor, slow.tcoMinor);
    QCOMPARE(fast.yearlyEnergyCostMinor, slow.yearlyEnergyCostMinor);
}

void TestEconomics::zeroTariffLeavesPurchase()
{
    // Tariff 0: TCO = purchase + support; the cumulative cost grows by the support only.
    const std::int64_t price = 2'345'678;
    const EconomicsSettings noSupport = settings("EUR", 0, 24, 3, 1.58, 0);
    const TierEconomics a
        = economicsFor(build(2500, price, { trainingOutcome(20), inferenceOutcome(300) }), {}, noSupport);
    QCOMPARE(a.yearlyEnergyCostMinor, std::int64_t(0));
    QCOMPARE(a.tcoMinor, price);
    QCOMPARE(a.cumulativeCostMinor, (std::vector<std::int64_t> { price, price, price, price }));
    QCOMPARE(a.jobs[0].energyCostPerRunMinor, std::int64_t(0));
    QCOMPARE(a.jobs[1].energyCostPerMillionTokensMinor, std::int64_t(0));
    // The energy in kWh is still reported.
    QVERIFY(a.jobs[0].energyPerRunKwh > 0);
    // Cost per run = purchase × run hours / service hours.
    QCOMPARE(a.jobs[0].costPerRunMinor, std::llround(double(price) * 20 / (3 * 365 * 24)));

    const EconomicsSettings support = settings("EUR", 0, 24, 3, 1.58, 12);
    const TierEconomics b = economicsFor(build(2500, price, {}), {}, support);
    const std::int64_t perYear = std::llround(double(price) * 0.12); // 281,481.36 → 281,481
    QCOMPARE(b.supportPerYearMinor, perYear);
    QCOMPARE(b.tcoMinor, std::llround(double(price) + 3 * double(price) * 0.12));
    for (std::size_t k = 1; k < b.cumulativeCostMinor.size(); ++k) {
        QVERIFY(std::abs(b.cumulativeCostMinor[k] - b.cumulativeCostMinor[k - 1] - perYear) <= 1);
    }
}

void TestEconomics::doublingCoolingDoublesEnergy()
{
    const Build b = build(1200, 3'000'000, { trainingOutcome(30), inferenceOutcome(250) });
    const TierEconomics x = economicsFor(b, {}, settings("GBP", 0.23, 10, 4, 1.2, 8));
    const TierEconomics y = economicsFor(b, {}, settings("GBP", 0.23, 10, 4, 2.4, 8));
    // The IT energy is the same; the energy with cooling and its cost double; purchase and support stay.
    QCOMPARE(y.yearlyEnergyKwh, x.yearlyEnergyKwh);
    QVERIFY(near(y.yearlyEnergyWithCoolingKwh, 2 * x.yearlyEnergyWithCoolingKwh));
    QVERIFY(std::abs(y.yearlyEnergyCostMinor - 2 * x.yearlyEnergyCostMinor) <= 1);
    QVERIFY(std::abs(y.energyOverLifeMinor - 2 * x.energyOverLifeMinor) <= 1);
    QCOMPARE(y.supportOverLifeMinor, x.supportOverLifeMinor);
    QVERIFY(std::abs((y.tcoMinor - x.tcoMinor) - x.energyOverLifeMinor) <= 1);
    QVERIFY(std::abs(y.jobs[0].energyCostPerRunMinor - 2 * x.jobs[0].energyCostPerRunMinor) <= 1);
    QVERIFY(near(y.jobs[1].energyPerMillionTokensWithCoolingKwh, 2 * x.jobs[1].energyPerMillionTokensWithCoolingKwh));
    QVERIFY(near(y.roomCoolingW, 1200 * 1.4));
}

void TestEconomics::cumulativeIsMonotonic()
{
    for (double years : { 0.5, 1.0, 3.0, 7.25, 20.0 }) {
        const TierEconomics e = economicsFor(build(1500, 1'234'567, {}), {}, settings("USD", 0.13, 12, years, 1.3, 3));
        QCOMPARE(e.cumulativeCostMinor.front(), std::int64_t(1'234'567));
        QCOMPARE(e.cumulativeCostMinor.back(), e.tcoMinor);
        QCOMPARE(e.cumulativeCostMinor.size(), std::size_t(std::ceil(years)) + 1);
        for (std::size_t k = 1; k < e.cumulativeCostMinor.size(); ++k) {
            QVERIFY(e.cumulativeCostMinor[k] > e.cumulativeCostMinor[k - 1]);
        }
        // TCO = purchase + energy + support, each rounded once (so within 1 minor unit).
        QVERIFY(std::abs(e.tcoMinor - (e.purchaseMinor + e.energyOverLifeMinor + e.supportOverLifeMinor)) <= 1);
    }
}

void TestEconomics::longerLifeSpreadsPurchase()
{
    // The full cost of a run is at least its energy; a longer service life spreads the purchase
    // thinner, down toward the energy cost.
    const Build b = build(1000, 5'000'000, { trainingOutcome(50) });
    std::int64_t previous = std::numeric_limits<std::int64_t>::max();
    for (double years : { 1.0, 3.0, 5.0, 10.0 }) {
        const TierEconomics e = economicsFor(b, {}, settings("USD", 0.13, 24, years, 1.0, 0));
        QVERIFY(e.jobs[0].costPerRunMinor >= e.jobs[0].energyCostPerRunMinor);
        QVERIFY(e.jobs[0].costPerRunMinor < previous);
        previous = e.jobs[0].costPerRunMinor;
    }
}

void TestEconomics::defaults()
{
    QCOMPARE(defaultEconomics("USD").tariffPerKwh, 0.13);
    QCOMPARE(defaultEconomics("EUR").tariffPerKwh, 0.20);
    QCOMPARE(defaultEconomics("GBP").tariffPerKwh, 0.23);
    QCOMPARE(defaultEconomics("CNY").tariffPerKwh, 0.70);
    QCOMPARE(defaultEconomics("JPY").tariffPerKwh, 27.0);
    const EconomicsSettings usd = defaultEconomics("USD");
    QCOMPARE(usd.currency, std::string("USD"));
    QCOMPARE(usd.years, 3.0);
    QCOMPARE(usd.coolingFactor, 1.0);
    QCOMPARE(usd.supportPercentPerYear, 0.0);
    QCOMPARE(usd.dutyHoursPerDay, 24.0);
    QVERIFY(QString::fromStdString(usd.tariffSource).contains(QStringLiteral("EIA")));
    const EconomicsSettings other = defaultEconomics("CHF");
    QCOMPARE(other.tariffPerKwh, 0.0);
    QVERIFY(QString::fromStdString(other.tariffSource).contains(QStringLiteral("tariff_per_kwh")));
    QCOMPARE(defaultCoolingFactor("office"), 1.0);
    QCOMPARE(defaultCoolingFactor("lab"), 1.3);
    QCOMPARE(defaultCoolingFactor("server-room"), 1.58);
}

void TestEconomics::workloadDefaults()
{
    Workload w;
    w.jobs = { job(JobKind::Inference, "chat") };
    w.site.environment = "lab";
    EconomicsSettings e = defaultEconomics(w);
    QCOMPARE(e.currency, std::string("USD")); // no budget: the CLI plans in USD
    QCOMPARE(e.dutyHoursPerDay, kDutyHoursServingOnly);
    QCOMPARE(e.coolingFactor, 1.3);

    w.jobs.push_back(job(JobKind::Training, "ft"));
    w.site.environment = "server-room";
    w.budget = Budget { true, 100000, "CNY" };
    e = defaultEconomics(w);
    QCOMPARE(e.currency, std::string("CNY"));
    QCOMPARE(e.tariffPerKwh, 0.70);
    QCOMPARE(e.dutyHoursPerDay, kDutyHoursTraining);
    QCOMPARE(e.coolingFactor, 1.58);

    w.economics = parse(R"({"tariff_per_kwh": 0.9, "currency": "CNY"})");
    const auto withOverride = economicsForWorkload(w);
    QVERIFY2(withOverride, qPrintable(diagnosticTexts(withOverride.diagnostics()).join(QLatin1Char('\n'))));
    QCOMPARE(withOverride->tariffPerKwh, 0.9);
    QCOMPARE(withOverride->coolingFactor, 1.58);
}

void TestEconomics::overrideApplied()
{
    const auto e = economicsFromJson(parse(R"({"tariff_per_kwh": 0.21, "duty_hours_per_day": 24, "years": 5,
        "cooling_factor": 1, "support_percent_per_year": 7.5, "currency": "USD"})"),
        defaultEconomics("USD"));
    QVERIFY2(e, qPrintable(diagnosticTexts(e.diagnostics()).join(QLatin1Char('\n'))));
    QVERIFY(e.diagnostics().isEmpty());
    QCOMPARE(e->tariffPerKwh, 0.21);
    QCOMPARE(e->dutyHoursPerDay, 24.0);
    QCOMPARE(e->years, 5.0);
    QCOMPARE(e->coolingFactor, 1.0);
    QCOMPARE(e->supportPercentPerYear, 7.5);
    QCOMPARE(e->tariffSource, std::string("workload file"));

    // An empty object leaves the base; a zero tariff is allowed.
    const auto same = economicsFromJson(QJsonObject(), defaultEconomics("EUR"));
    QVERIFY(same);
    QCOMPARE(*same, defaultEconomics("EUR"));
    const auto free = economicsFromJson(parse(R"({"tariff_per_kwh": 0})"), defaultEconomics("EUR"));
    QVERIFY(free);
    QCOMPARE(free->tariffPerKwh, 0.0);
}

void TestEconomics::overrideErrors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");

    QTest::newRow("duty too high") << QByteArray(R"({"duty_hours_per_day": 30})")
                                   << QStringLiteral(
                                          "economics.duty_hours_per_day: expected a number in (0, 24], got 30");
    QTest::newRow("duty zero") << QByteArray(R"({"duty_hours_per_day": 0})")
                               << QStringLiteral("economics.duty_hours_per_day: expected a number in (0, 24], got 0");
    QTest::newRow("years zero") << QByteArray(R"({"years": 0})")
                                << QStringLiteral("economics.years: expected a number in (0, 20], got 0");
    QTest::newRow("years too many") << QByteArray(R"({"years": 25})")
                                    << QStringLiteral("economics.years: expected a number in (0, 20], got 25");
    QTest::newRow("cooling below 1") << QByteArray(R"({"cooling_factor": 0.9})")
                                     << QStringLiteral(
                                            "economics.cooling_factor: expected a number in [1, 3], got 0.9");
    QTest::newRow("cooling above 3") << QByteArray(R"({"cooling_factor": 3.5})")
                                     << QStringLiteral(
                                            "economics.cooling_factor: expected a number in [1, 3], got 3.5");
    QTest::newRow("support negative")
        << QByteArray(R"({"support_percent_per_year": -1})")
        << QStringLiteral("economics.support_percent_per_year: expected a number in [0, 100], got -1");
    QTest::newRow("support above 100")
        << QByteArray(R"({"support_percent_per_year": 101})")
        << QStringLiteral("economics.support_percent_per_year: expected a number in [0, 100], got 101");
    QTest::newRow("tariff negative") << QByteArray(R"({"tariff_per_kwh": -0.1})")
                                     << QStringLiteral("economics.tariff_per_kwh: expected a number in [0, 1000000] (major units per kWh), got -0.1");
    QTest::newRow("tariff as string") << QByteArray(R"({"tariff_per_kwh": "0.13"})")
                                      << QStringLiteral(
                                             "economics.tariff_per_kwh: expected a number in [0, 1000000] (major units per kWh), got \"0.13\"");
    // The issue's tariff: 1e308 gave a negative cost of ownership. The message names the limit.
    QTest::newRow("tariff 1e308") << QByteArray(R"({"tariff_per_kwh": 1e308})")
                                  << QStringLiteral("economics.tariff_per_kwh: expected a number in [0, 1000000] "
                                                    "(major units per kWh), got 1e+308");
    QTest::newRow("years null") << QByteArray(R"({"years": null})")
                                << QStringLiteral("economics.years: expected a number in (0, 20], got null");
    QTest::newRow("other currency")
        << QByteArray(R"({"currency": "EUR"})")
        << QStringLiteral("economics.currency: \"EUR\" differs from the plan's currency \"USD\" (the budget's; give "
                          "tariff_per_kwh in USD)");
    QTest::newRow("currency not a string") << QByteArray(
        R"({"currency": 840})") << QStringLiteral("economics.currency: expected a string (ISO 4217 code), got 840");
    QTest::newRow("misspelt key") << QByteArray(R"({"tarif_per_kwh": 0.2})")
                                  << QStringLiteral(
                                         "economics.tarif_per_kwh: unknown key (did you mean \"tariff_per_kwh\"?)");
    QTest::newRow("unknown key")
        << QByteArray(R"({"discount_rate": 0.05})")
        << QStringLiteral("economics.discount_rate: unknown key (expected one of: tariff_per_kwh, duty_hours_per_day, "
                          "years, cooling_factor, support_percent_per_year, days_per_year, utilization_percent, "
                          "resale_percent, currency, upgrades)");
}

void TestEconomics::overrideErrors()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    const auto e = economicsFromJson(QJsonDocument::fromJson(json).object(), defaultEconomics("USD"));
    QVERIFY(!e);
    QCOMPARE(diagnosticTexts(e.diagnostics()), QStringList { message });
    QCOMPARE(exitCodeFor(e.diagnostics()), 2); // the workload's figures are wrong
    QVERIFY(e.diagnostic().path.startsWith(QLatin1String("economics."))); // the field, for the CLI and the editor
}

void TestEconomics::everyErrorReported()
{
    const auto e = economicsFromJson(parse(R"({"years": 0, "cooling_factor": 9, "bogus": 1, "tariff_per_kwh": 0.2})"),
        defaultEconomics("USD"));
    QVERIFY(!e);
    const QStringList errors = diagnosticTexts(e.diagnostics());
    QCOMPARE(errors.size(), 3); // every problem, not just the first
    QVERIFY(errors.join(QLatin1Char('\n')).contains(QStringLiteral("economics.years:")));
    QVERIFY(errors.join(QLatin1Char('\n')).contains(QStringLiteral("economics.cooling_factor:")));
    QVERIFY(errors.join(QLatin1Char('\n')).contains(QStringLiteral("economics.bogus: unknown key")));
}

void TestEconomics::jsonShape()
{
    const EconomicsSettings s = settings("USD", 0.15, 8, 3, 1.5, 10);
    const TierEconomics e = economicsFor(build(1000, 1'000'000, { trainingOutcome(10), inferenceOutcome(100) }),
        { job(JobKind::Training, "ft"), job(JobKind::Inference, "chat") }, s);
    const QJsonObject o = economicsToJson(e, s);
    QCOMPARE(o.value(QStringLiteral("currency")).toString(), QStringLiteral("USD"));
    QCOMPARE(o.value(QStringLiteral("tariff_per_kwh")).toDouble(), 0.15);
    QCOMPARE(o.value(QStringLiteral("tariff_per_kwh_minor")).toDouble(), 15.0);
    QCOMPARE(o.value(QStringLiteral("tariff_source")).toString(), QStringLiteral("test"));
    QCOMPARE(o.value(QStringLiteral("duty_hours_per_day")).toDouble(), 8.0);
    QCOMPARE(o.value(QStringLiteral("years")).toDouble(), 3.0);
    QCOMPARE(o.value(QStringLiteral("cooling_factor")).toDouble(), 1.5);
    QCOMPARE(o.value(QStringLiteral("support_percent_per_year")).toDouble(), 10.0);
    QCOMPARE(o.value(QStringLiteral("wall_w")).toDouble(), 1000.0);
    QCOMPARE(o.value(QStringLiteral("room_cooling_w")).toDouble(), 500.0);
    QCOMPARE(o.value(QStringLiteral("heat_kw")).toDouble(), 1.0);
    QCOMPARE(o.value(QStringLiteral("heat_btu_per_h")).toDouble(), 3412.0);
    QCOMPARE(o.value(QStringLiteral("service_hours")).toDouble(), 8760.0);
    QCOMPARE(o.value(QStringLiteral("yearly_energy_kwh")).toDouble(), 2920.0);
    QCOMPARE(o.value(QStringLiteral("yearly_energy_with_cooling_kwh")).toDouble(), 4380.0);
    QCOMPARE(o.value(QStringLiteral("yearly_energy_cost_minor")).toInteger(), 65'700);
    QCOMPARE(o.value(QStringLiteral("support_per_year_minor")).toInteger(), 100'000);
    QCOMPARE(o.value(QStringLiteral("purchase_minor")).toInteger(), 1'000'000);
    QCOMPARE(o.value(QStringLiteral("energy_over_life_minor")).toInteger(), 197'100);
    QCOMPARE(o.value(QStringLiteral("support_over_life_minor")).toInteger(), 300'000);
    QCOMPARE(o.value(QStringLiteral("tco_minor")).toInteger(), 1'497'100);
    const QJsonArray cumulative = o.value(QStringLiteral("cumulative_cost_minor")).toArray();
    QCOMPARE(cumulative.size(), 4);
    QCOMPARE(cumulative.at(0).toInteger(), 1'000'000);
    QCOMPARE(cumulative.at(3).toInteger(), 1'497'100);

    const QJsonArray jobs = o.value(QStringLiteral("jobs")).toArray();
    QCOMPARE(jobs.size(), 2);
    const QJsonObject train = jobs.at(0).toObject();
    QCOMPARE(train.value(QStringLiteral("name")).toString(), QStringLiteral("ft"));
    QCOMPARE(train.value(QStringLiteral("kind")).toString(), QStringLiteral("training"));
    QCOMPARE(train.value(QStringLiteral("has_figures")).toBool(), true);
    QCOMPARE(train.value(QStringLiteral("run_hours")).toDouble(), 10.0);
    QCOMPARE(train.value(QStringLiteral("energy_per_run_kwh")).toDouble(), 10.0);
    QCOMPARE(train.value(QStringLiteral("energy_per_run_with_cooling_kwh")).toDouble(), 15.0);
    QCOMPARE(train.value(QStringLiteral("energy_cost_per_run_minor")).toInteger(), 225);
    QCOMPARE(train.value(QStringLiteral("cost_per_run_minor")).toInteger(), 1709);
    QVERIFY(!train.contains(QStringLiteral("tokens_per_s")));
    const QJsonObject serve = jobs.at(1).toObject();
    QCOMPARE(serve.value(QStringLiteral("kind")).toString(), QStringLiteral("inference"));
    QCOMPARE(serve.value(QStringLiteral("tokens_per_s")).toDouble(), 100.0);
    QCOMPARE(serve.value(QStringLiteral("hours_per_million_tokens")).toDouble(), 2.778);
    QCOMPARE(serve.value(QStringLiteral("energy_per_million_tokens_kwh")).toDouble(), 2.778);
    QCOMPARE(serve.value(QStringLiteral("energy_per_million_tokens_with_cooling_kwh")).toDouble(), 4.167);
    QCOMPARE(serve.value(QStringLiteral("energy_cost_per_million_tokens_minor")).toInteger(), 63);
    QCOMPARE(serve.value(QStringLiteral("cost_per_million_tokens_minor")).toInteger(), 475);
    QCOMPARE(serve.value(QStringLiteral("tokens_in_service_life")).toDouble(), 3'153'600'000.0);
    QVERIFY(!serve.contains(QStringLiteral("run_hours")));
}

void TestEconomics::textLines()
{
    const EconomicsSettings s = settings("USD", 0.15, 8, 3, 1.5, 10);
    const TierEconomics e
        = economicsFor(build(1000, 1'000'000, { trainingOutcome(10), inferenceOutcome(100), trainingOutcome(0) }),
            { job(JobKind::Training, "ft"), job(JobKind::Inference, "chat"), job(JobKind::Training, "") }, s);
    const QString text = economicsToText(e, s).join(QLatin1Char('\n'));
    QVERIFY2(text.contains(QStringLiteral("1.000 kW")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("3412 BTU/h")), qPrintable(text));
    QVERIFY2(text.contains(
                 QStringLiteral("14971.00 USD = purchase 10000.00 USD + energy 1971.00 USD + support 3000.00 USD")),
        qPrintable(text));
    QVERIFY2(text.contains(
                 QStringLiteral("ft: 10.0 kWh per run of 10.0 h (15.0 kWh with cooling) = 2.25 USD energy; 17.09 USD")),
        qPrintable(text));
    QVERIFY2(
        text.contains(QStringLiteral("chat: 2.78 kWh per million output tokens at 100 tokens/s")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("no running-cost figures")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("idle power not modelled")), qPrintable(text));
}

void TestEconomics::textExample()
{
    // The example in the docs/economics.md ("Budget view"), line for line.
    EconomicsSettings s = settings("USD", 0.15, 8, 3, 1.5, 10);
    s.tariffSource = "workload file";
    const TierEconomics e = economicsFor(build(1000, 1'000'000, { trainingOutcome(10), inferenceOutcome(100) }),
        { job(JobKind::Training, "ft"), job(JobKind::Inference, "chat") }, s);
    const QStringList expected {
        QStringLiteral("heat: 1.000 kW to remove from the room (3412 BTU/h); room cooling draws 500 W more"),
        QStringLiteral("energy: 2920 kWh/year at 8 h/day (4380 kWh with cooling × 1.50) = 657.00 USD/year"),
        QStringLiteral("cost of ownership over 3 years: 14971.00 USD = purchase 10000.00 USD + energy 1971.00 USD + "
                       "support 3000.00 USD (by year: 10000.00 USD, 11657.00 USD, 13314.00 USD, 14971.00 USD)"),
        QStringLiteral("ft: 10.0 kWh per run of 10.0 h (15.0 kWh with cooling) = 2.25 USD energy; 17.09 USD per run "
                       "all-in (purchase and support amortised)"),
        QStringLiteral("chat: 2.78 kWh per million output tokens at 100 tokens/s (4.17 kWh with cooling) = 0.63 USD "
                       "energy; 4.75 USD per million tokens all-in (purchase and support amortised)"),
        QStringLiteral("assumes: tariff 0.15 USD/kWh (workload file); 8 h/day; 3 year(s); cooling factor 1.50; support "
                       "10 %/year; full wall power during the working hours (idle power not modelled)"),
    };
    QCOMPARE(economicsToText(e, s), expected);
}

// A purchase price near 2^63 with 100 % support for 20 years: the TCO is beyond 64 bits.
// std::llround made it INT64_MIN (a negative cost of ownership); now no money figure is kept
// and the JSON and text say so instead of showing one.
void TestEconomics::tcoBeyond64BitsIsNotShown()
{
    const Build b = build(1000, std::int64_t(9'000'000'000'000'000'000), {trainingOutcome(10)});
    const EconomicsSettings s = settings("USD", 1e6, 24, 20, 3, 100);
    const TierEconomics e = economicsFor(b, {job(JobKind::Training, "ft")}, s);
    QVERIFY(e.outOfRange);
    QVERIFY(e.tcoMinor >= 0);
    QVERIFY(e.cumulativeCostMinor.empty());
    const QJsonObject o = economicsToJson(e, s);
    QVERIFY(o.value(QStringLiteral("out_of_range")).toBool());
    QVERIFY(!o.contains(QStringLiteral("tco_minor")));
    const QString text = economicsToText(e, s).join(QLatin1Char('\n'));
    QVERIFY2(text.contains(QStringLiteral("not shown")), qPrintable(text));

    // An ordinary build is in range.
    QVERIFY(!economicsFor(build(1000, 1'000'000, {trainingOutcome(10)}), {}, s).outOfRange);
}

QTEST_APPLESS_MAIN(TestEconomics)
#include "tst_economics.moc"
