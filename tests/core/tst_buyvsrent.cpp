// SPDX-License-Identifier: GPL-3.0-or-later
// Buy or rent (core/plan/BuyVsRent; docs/economics.md, "Buy or rent"). Every expected figure is computed by
// hand in the comments, in minor units, with the documented rounding: each money figure rounded
// once to the nearest minor unit (half away from zero); the break-even month exact in integers
// (the smallest m with 12 × purchase <= m × (rent − running) per year).

#include "plan/BuyVsRent.h"
#include "plan/Economics.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace rigplan;


namespace {

GpuSpec gpu(const std::string &id, double bf16, std::int64_t bandwidth, std::int64_t memoryGiB)
{
    GpuSpec g;
    g.id = id;
    g.name = id;
    g.bf16Tflops = bf16;
    g.memoryBandwidthBps = bandwidth;
    g.memoryBytes = memoryGiB << 30;
    g.boardPowerW = 300;
    return g;
}

CloudOffer offer(const std::string &id, const std::string &gpuId, int count, const char *pricing, std::int64_t perGpuHour,
                 const std::string &observed = "2026-11-20")
{
    CloudOffer o;
    o.id = id;
    o.provider = "Test cloud";
    o.instance = id;
    o.gpuId = gpuId;
    o.gpuCount = count;
    o.pricing = pricing;
    o.pricePerGpuHourMinor = perGpuHour;
    o.publishedPerGpuHourMinor = perGpuHour;
    o.observedDate = observed;
    o.sourceKind = "article";
    o.source = "test";
    return o;
}

Tier tier(int gpuCount, double wallW, std::int64_t priceMinor)
{
    Tier t;
    t.kind = TierKind::Mainstream;
    t.build.gpu = 0;
    t.build.gpuCount = gpuCount;
    t.build.wallW = wallW;
    t.build.priceMinor = priceMinor;
    return t;
}

EconomicsSettings settings(const std::string &currency, double tariff, double hours, double years, double cooling,
                           double support, double utilizationPercent = 100)
{
    EconomicsSettings s;
    s.currency = currency;
    s.tariffPerKwh = tariff;
    s.dutyHoursPerDay = hours;
    s.years = years;
    s.coolingFactor = cooling;
    s.supportPercentPerYear = support;
    s.utilizationPercent = utilizationPercent;
    s.tariffSource = "test";
    return s;
}

Job job(JobKind kind)
{
    Job j;
    j.kind = kind;
    return j;
}

// The USD case: 10,000.00 USD, 1000 W at the wall, 8 h/day × 365 days, 0.15 USD/kWh, cooling 1.0,
// 3 years, no support. Yearly energy 1 kW × 2920 h × 0.15 = 438.00 USD = 43800 cents; over the
// life 131400; TCO 1,131,400 cents.
struct UsdCase {
    CatalogSnapshot snap;
    Tier t = tier(1, 1000, 1'000'000);
    EconomicsSettings s = settings("USD", 0.15, 8, 3, 1.0, 0);

    UsdCase()
    {
        snap.currency = "USD";
        snap.gpus = {gpu("g1", 100, 1'000'000'000'000, 48)};
        snap.cloudOffers = {offer("od", "g1", 1, "on-demand", 200), offer("r1", "g1", 1, "reserved-1y", 120),
                            offer("spot", "g1", 1, "spot", 80)};
    }
    BuyVsRent run() const
    {
        return buyVsRentFor(t, {job(JobKind::Training)}, snap, economicsFor(t.build, {}, s), s, "2026-12-02");
    }
};

const RentalOption *option(const BuyVsRent &b, RentalPricing p)
{
    for (const RentalOption &r : b.options) {
        if (r.pricing == p) {
            return &r;
        }
    }
    return nullptr;
}

} // namespace

class TestBuyVsRent : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void usdHandComputed();
    void cnyHandComputed();
    void crossesWhereTheArithmeticSays_data();
    void crossesWhereTheArithmeticSays();
    void sameThroughputMatch_data();
    void sameThroughputMatch();
    void reservedBillsWholeTerms();
    void staleOffersFlagged();
    void noOffers();
    void jsonKeys();
};

void TestBuyVsRent::usdHandComputed()
{
    const UsdCase c;
    const BuyVsRent b = c.run();
    QCOMPARE(b.status, BuyVsRentStatus::Ok);
    QCOMPARE(b.match, RentalMatch::SameGpu);
    QCOMPARE(b.neededGpus, 1);
    QCOMPARE(b.busyHoursPerYear, 2920.0);
    QCOMPARE(b.ownOverLifeMinor, 1'131'400); // = the tier's TCO at 100 % utilisation
    QCOMPARE(b.energyPerYearMinor, 43'800);
    QCOMPARE(b.lifeMonths, 36);
    QCOMPARE(b.ownCumulativeByMonth.front(), 1'000'000);
    QCOMPARE(b.ownCumulativeByMonth.back(), 1'131'400);

    // On-demand: 200 cents × 2920 h = 584,000 per year, 1,752,000 over 3 years. Break-even:
    // 12 × 1,000,000 / (584,000 − 43,800) = 22.21 → month 23 (month 22: own 1,080,300 > rent
    // 1,070,667; month 23: own 1,083,950 <= rent 1,119,333). Equal over the life at
    // u = 1,000,000 / (1,752,000 − 131,400) = 61.7055 %.
    const RentalOption *od = option(b, RentalPricing::OnDemand);
    QVERIFY(od);
    QCOMPARE(od->perHourMinor, 200);
    QCOMPARE(od->perYearMinor, 584'000);
    QCOMPARE(od->overLifeMinor, 1'752'000);
    QCOMPARE(od->breakEvenMonth, 23);
    QVERIFY(od->crossUtilization);
    QVERIFY(std::abs(*od->crossUtilization - 1'000'000.0 / 1'620'600.0) < 1e-12);
    QVERIFY(od->ownCheaper);
    QCOMPARE(od->cumulativeByMonth[12], 584'000);
    QCOMPARE(od->cumulativeByMonth[22], 1'070'667); // 584,000 × 22 / 12 = 1,070,666.67
    QCOMPARE(b.ownCumulativeByMonth[22], 1'080'300);

    // Reserved 1 year: 120 × 8760 = 1,051,200 per year, every hour billed; 3 terms = 3,153,600.
    // 12,000,000 / (1,051,200 − 43,800) = 11.91 → month 12. Owning costs 1,000,000 + 131,400 u:
    // equal only at u = 16.4 > 1, so no crossing.
    const RentalOption *r1 = option(b, RentalPricing::Reserved1y);
    QVERIFY(r1);
    QCOMPARE(r1->billedHoursPerYear, 8760.0);
    QCOMPARE(r1->perYearMinor, 1'051'200);
    QCOMPARE(r1->overLifeMinor, 3'153'600);
    QCOMPARE(r1->breakEvenMonth, 12);
    QVERIFY(!r1->crossUtilization);

    // Spot: 80 × 2920 = 233,600 per year, 700,800 over the life: renting is cheaper. The
    // break-even, 12,000,000 / 189,800 = 63.2 → month 64, lies beyond the 36 months of the life.
    const RentalOption *spot = option(b, RentalPricing::Spot);
    QVERIFY(spot);
    QCOMPARE(spot->overLifeMinor, 700'800);
    QVERIFY(!spot->ownCheaper);
    QCOMPARE(spot->breakEvenMonth, 64);
    QVERIFY(!spot->crossUtilization); // 1,000,000 / (700,800 − 131,400) = 1.76 > 1
    QVERIFY(!option(b, RentalPricing::Reserved3y));
    QCOMPARE(cheapestRental(b), spot);
}

void TestBuyVsRent::cnyHandComputed()
{
    // 80,000.00 CNY (8,000,000 fen), two GPUs, 500 W at the wall, 24 h × 365 days, 0.70 CNY/kWh,
    // cooling 1.3 (lab), 4 years, support 5 %/year. Energy: 0.5 kW × 8760 h = 4380 kWh × 1.3 =
    // 5694 kWh × 0.70 = 3985.80 CNY = 398,580 fen/year, 1,594,320 over 4 years; support 400,000
    // fen/year, 1,600,000 over the life; TCO 11,194,320.
    CatalogSnapshot snap;
    snap.currency = "CNY";
    snap.gpus = {gpu("g1", 100, 1'000'000'000'000, 48)};
    // 15.00 CNY per GPU-hour on one-GPU instances; the eight-GPU instance at 10.00 would rent
    // 8 GPUs (8000 fen/h) for the 2 needed: the 2 × 1500 = 3000 fen/h offer wins.
    snap.cloudOffers = {offer("od-1", "g1", 1, "on-demand", 1500), offer("od-8", "g1", 8, "on-demand", 1000)};
    const Tier t = tier(2, 500, 8'000'000);
    const EconomicsSettings s = settings("CNY", 0.70, 24, 4, 1.3, 5);
    const TierEconomics e = economicsFor(t.build, {}, s);
    QCOMPARE(e.yearlyEnergyCostMinor, 398'580);
    QCOMPARE(e.tcoMinor, 11'194'320);
    const BuyVsRent b = buyVsRentFor(t, {job(JobKind::Inference)}, snap, e, s, "");
    QCOMPARE(b.ownOverLifeMinor, 11'194'320);
    const RentalOption *od = option(b, RentalPricing::OnDemand);
    QVERIFY(od);
    QCOMPARE(snap.cloudOffers[std::size_t(od->offer)].id, std::string("od-1"));
    QCOMPARE(od->rentedGpus, 2);
    QCOMPARE(od->perHourMinor, 3000);
    // 3000 × 8760 = 26,280,000 per year; 105,120,000 over 4 years. Running cost of owning
    // 400,000 + 398,580 = 798,580 per year: 96,000,000 / 25,481,420 = 3.77 → month 4.
    QCOMPARE(od->perYearMinor, 26'280'000);
    QCOMPARE(od->overLifeMinor, 105'120'000);
    QCOMPARE(od->breakEvenMonth, 4);
    // Equal at u = (8,000,000 + 1,600,000) / (105,120,000 − 1,594,320) = 9.2731 %.
    QVERIFY(od->crossUtilization);
    QVERIFY(std::abs(*od->crossUtilization - 9'600'000.0 / 103'525'680.0) < 1e-12);
    QVERIFY(!od->stale); // no plan date: nothing is called stale
}

void TestBuyVsRent::crossesWhereTheArithmeticSays_data()
{
    QTest::addColumn<double>("utilizationPercent");
    QTest::addColumn<qint64>("own");
    QTest::addColumn<qint64>("rent");
    QTest::addColumn<bool>("ownCheaper");
    // The USD case: owning 1,000,000 + round(131,400 u), on-demand round(1,752,000 u); equal at 61.7055 %.
    QTest::newRow("100 %: owning is cheaper") << 100.0 << qint64(1'131'400) << qint64(1'752'000) << true;
    QTest::newRow("10 %: renting is cheaper") << 10.0 << qint64(1'013'140) << qint64(175'200) << false;
    QTest::newRow("61.6 %, just below the crossing") << 61.6 << qint64(1'080'942) << qint64(1'079'232) << false;
    QTest::newRow("61.8 %, just above the crossing") << 61.8 << qint64(1'081'205) << qint64(1'082'736) << true;
}

void TestBuyVsRent::crossesWhereTheArithmeticSays()
{
    QFETCH(double, utilizationPercent);
    QFETCH(qint64, own);
    QFETCH(qint64, rent);
    QFETCH(bool, ownCheaper);
    UsdCase c;
    c.s.utilizationPercent = utilizationPercent;
    const BuyVsRent b = c.run();
    const RentalOption *od = option(b, RentalPricing::OnDemand);
    QVERIFY(od);
    QCOMPARE(b.ownOverLifeMinor, own);
    QCOMPARE(od->overLifeMinor, rent);
    QCOMPARE(od->ownCheaper, ownCheaper);
    // The crossing does not depend on the utilisation asked for.
    QVERIFY(std::abs(*od->crossUtilization * 100.0 - 61.7055) < 1e-4);
}

void TestBuyVsRent::sameThroughputMatch_data()
{
    QTest::addColumn<int>("ownGpus");
    QTest::addColumn<int>("kind"); // JobKind
    QTest::addColumn<int>("needed");
    QTest::addColumn<int>("basis"); // ThroughputBasis
    // Own: 100 TFLOPS, 1 TB/s, 24 GiB. Cloud: 400 TFLOPS, 3 TB/s, 80 GiB.
    // 3 GPUs, training: compute 300/400 = 0.75 → 1, memory 72/80 GiB → 1.
    QTest::newRow("3 own, training") << 3 << int(JobKind::Training) << 1 << int(ThroughputBasis::Compute);
    // 4 GPUs: memory 96/80 GiB → 2 (compute 1).
    QTest::newRow("4 own, training: memory decides") << 4 << int(JobKind::Training) << 2 << int(ThroughputBasis::Compute);
    // 4 GPUs serving: bandwidth 4/3 → 2.
    QTest::newRow("4 own, serving") << 4 << int(JobKind::Inference) << 2 << int(ThroughputBasis::MemoryBandwidth);
    // 7 GPUs serving: bandwidth 7/3 → 3, memory 168/80 → 3.
    QTest::newRow("7 own, serving") << 7 << int(JobKind::Inference) << 3 << int(ThroughputBasis::MemoryBandwidth);
}

void TestBuyVsRent::sameThroughputMatch()
{
    QFETCH(int, ownGpus);
    QFETCH(int, kind);
    QFETCH(int, needed);
    QFETCH(int, basis);
    CatalogSnapshot snap;
    snap.currency = "USD";
    snap.gpus = {gpu("small", 100, 1'000'000'000'000, 24), gpu("big", 400, 3'000'000'000'000, 80)};
    snap.cloudOffers = {offer("big-od", "big", 1, "on-demand", 300)};
    const Tier t = tier(ownGpus, 1500, 2'000'000);
    const EconomicsSettings s = settings("USD", 0.13, 12, 3, 1.0, 0);
    const BuyVsRent b = buyVsRentFor(t, {job(JobKind(kind))}, snap, economicsFor(t.build, {}, s), s, "");
    QCOMPARE(b.match, RentalMatch::SameThroughput);
    QCOMPARE(b.cloudGpuId, std::string("big"));
    QCOMPARE(int(b.basis), basis);
    QCOMPARE(b.neededGpus, needed);
    QCOMPARE(b.options.front().perHourMinor, std::int64_t(300) * needed);
}

void TestBuyVsRent::reservedBillsWholeTerms()
{
    // A 2-year life on a 3-year reservation pays the whole term: 100 × 8760 × 3 = 2,628,000.
    UsdCase c;
    c.s.years = 2;
    c.snap.cloudOffers = {offer("r3", "g1", 1, "reserved-3y", 100)};
    const BuyVsRent b = c.run();
    const RentalOption *r3 = option(b, RentalPricing::Reserved3y);
    QVERIFY(r3);
    QCOMPARE(r3->overLifeMinor, 2'628'000);
    QCOMPARE(r3->cumulativeByMonth.size(), std::size_t(25));
    QCOMPARE(r3->cumulativeByMonth[12], 876'000);
    QCOMPARE(r3->cumulativeByMonth.back(), 2'628'000);
}

void TestBuyVsRent::staleOffersFlagged()
{
    // Stale after 90 days (kStaleCloudOfferDays): 2026-09-02 is 91 days before 2026-12-02.
    UsdCase c;
    c.snap.cloudOffers = {offer("old", "g1", 1, "on-demand", 200, "2026-09-02")};
    QVERIFY(option(c.run(), RentalPricing::OnDemand)->stale);
    c.snap.cloudOffers = {offer("recent", "g1", 1, "on-demand", 200, "2026-09-03")};
    QVERIFY(!option(c.run(), RentalPricing::OnDemand)->stale);
    QVERIFY(cloudOfferIsStale("2026-09-02", "2026-12-02"));
    QVERIFY(!cloudOfferIsStale("2026-09-03", "2026-12-02"));
}

void TestBuyVsRent::noOffers()
{
    UsdCase c;
    c.snap.cloudOffers.clear();
    const BuyVsRent b = c.run();
    QCOMPARE(b.status, BuyVsRentStatus::NoOffers);
    QVERIFY(b.options.empty());
    QVERIFY(!cheapestRental(b));
    QCOMPARE(buyVsRentToJson(b, c.snap, "USD").value(QStringLiteral("status")).toString(), QStringLiteral("no_offers"));
}

void TestBuyVsRent::jsonKeys()
{
    const UsdCase c;
    const QJsonObject o = buyVsRentToJson(c.run(), c.snap, "USD");
    QCOMPARE(o.value(QStringLiteral("status")).toString(), QStringLiteral("ok"));
    QCOMPARE(o.value(QStringLiteral("match")).toString(), QStringLiteral("same_gpu"));
    QCOMPARE(o.value(QStringLiteral("own")).toObject().value(QStringLiteral("over_life_minor")).toInteger(), 1'131'400);
    const QJsonArray rentals = o.value(QStringLiteral("rentals")).toArray();
    QCOMPARE(rentals.size(), 3);
    const QJsonObject od = rentals.at(0).toObject();
    QCOMPARE(od.value(QStringLiteral("pricing")).toString(), QStringLiteral("on-demand"));
    QCOMPARE(od.value(QStringLiteral("break_even_month")).toInteger(), 23);
    QCOMPARE(od.value(QStringLiteral("break_even_within_life")).toBool(), true);
    QCOMPARE(od.value(QStringLiteral("cross_utilization_percent")).toDouble(), 61.7);
    QCOMPARE(od.value(QStringLiteral("cumulative_by_year_minor")).toArray().size(), 4); // years 0..3
    QVERIFY(rentals.at(1).toObject().value(QStringLiteral("cross_utilization_percent")).isNull());
    QCOMPARE(rentals.at(2).toObject().value(QStringLiteral("break_even_within_life")).toBool(), false);
    QVERIFY(o.value(QStringLiteral("left_out")).toArray().contains(QStringLiteral("data_egress")));
    QVERIFY(o.value(QStringLiteral("left_out")).toArray().contains(QStringLiteral("resale_value")));
}

QTEST_GUILESS_MAIN(TestBuyVsRent)
#include "tst_buyvsrent.moc"
