// SPDX-License-Identifier: GPL-3.0-or-later
// The commercial arithmetic of a quote (core/quote/Commercial; docs/file-formats.md "Quote file",
// Arithmetic and rounding): percentages held exactly, one rounding per product (half away
// from zero) at the currency's minor unit, tax once on the net total; CNY, USD, EUR and JPY
// (JPY has no minor unit: whole yen). Tax rates from the shipped table with their sources.

#include "quote/Commercial.h"
#include "util/Money.h"

#include <QTest>

using namespace rigplan;

namespace {

QuoteLine part(std::int64_t unitMinor, std::int64_t quantity, std::int64_t unitCostMinor = 0, Discount discount = {})
{
    QuoteLine l;
    l.kind = LineKind::Part;
    l.partKind = "gpu";
    l.id = "x";
    l.quantity = quantity;
    l.unitPriceMinor = unitMinor;
    l.unitCostMinor = unitCostMinor;
    l.discount = discount;
    return l;
}

Discount percentOff(const char *percent)
{
    return {Discount::Kind::Percent, *parsePercent(QString::fromLatin1(percent)), 0};
}

Discount amountOff(std::int64_t minor)
{
    return {Discount::Kind::Amount, 0, minor};
}

} // namespace

class TestQuoteMath final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void percentages_data();
    void percentages();
    void rounding_data();
    void rounding();
    void totals_data();
    void totals();
    void discountsNeverExceedTheBase();
    void percentageServiceFollowsTheHardware();
    void overflowIsNotANumber();
    void marginAndCost();
    void shippedTaxTable();
};

void TestQuoteMath::percentages_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("basisPoints"); // -1 = refused
    QTest::newRow("whole") << "13" << qint64(1300);
    QTest::newRow("one decimal") << "2.5" << qint64(250);
    QTest::newRow("two decimals") << "8.25" << qint64(825);
    QTest::newRow("zero") << "0" << qint64(0);
    QTest::newRow("hundred") << "100" << qint64(10000);
    QTest::newRow("spaces") << " 19 " << qint64(1900);
    QTest::newRow("three decimals") << "8.255" << qint64(-1);
    QTest::newRow("over 100") << "100.01" << qint64(-1);
    QTest::newRow("negative") << "-5" << qint64(-1);
    QTest::newRow("comma") << "2,5" << qint64(-1);
    QTest::newRow("empty") << "" << qint64(-1);
}

void TestQuoteMath::percentages()
{
    QFETCH(QString, text);
    QFETCH(qint64, basisPoints);
    const auto parsed = parsePercent(text);
    if (basisPoints < 0) {
        QVERIFY(!parsed);
        return;
    }
    QVERIFY(parsed);
    QCOMPARE(*parsed, basisPoints);
    QCOMPARE(parsePercent(percentText(*parsed)), parsed); // percentText round-trips
}

void TestQuoteMath::rounding_data()
{
    QTest::addColumn<qint64>("amount");
    QTest::addColumn<qint64>("basisPoints");
    QTest::addColumn<qint64>("expected");
    // 13 % of 123.45 CNY = 16.0485 → 16.05 (half up at the fen)
    QTest::newRow("CNY 13% of 123.45") << qint64(12345) << qint64(1300) << qint64(1605);
    // 19 % of 0.50 EUR = 0.095 → 0.10 (a half: away from zero)
    QTest::newRow("EUR half rounds up") << qint64(50) << qint64(1900) << qint64(10);
    // 10 % of 5 JPY = 0.5 yen → 1 yen (no minor unit: whole yen)
    QTest::newRow("JPY half yen") << qint64(5) << qint64(1000) << qint64(1);
    // 10 % of 4 JPY = 0.4 → 0
    QTest::newRow("JPY below half") << qint64(4) << qint64(1000) << qint64(0);
    // 8.25 % of 10.00 USD = 0.825 → 0.83
    QTest::newRow("USD 8.25%") << qint64(1000) << qint64(825) << qint64(83);
    // negative amounts round away from zero too: -0.095 → -0.10
    QTest::newRow("negative half") << qint64(-50) << qint64(1900) << qint64(-10);
    // 10^15 minor units × 100 % stays exact (128-bit intermediate)
    QTest::newRow("cap × 100%") << qint64(kMaxMoneyMinor) << qint64(10000) << qint64(kMaxMoneyMinor);
}

void TestQuoteMath::rounding()
{
    QFETCH(qint64, amount);
    QFETCH(qint64, basisPoints);
    QFETCH(qint64, expected);
    QCOMPARE(applyPercent(amount, basisPoints), expected);
}

void TestQuoteMath::totals_data()
{
    QTest::addColumn<QString>("currency");
    QTest::addColumn<QList<qint64>>("units");      // unit price per line (minor units)
    QTest::addColumn<QList<qint64>>("quantities");
    QTest::addColumn<QString>("lineDiscount");     // percent on line 0, "" = none
    QTest::addColumn<QString>("quoteDiscount");    // "5" = percent, "=N" = amount in minor units
    QTest::addColumn<QString>("tax");              // percent
    QTest::addColumn<qint64>("net");
    QTest::addColumn<qint64>("tax_minor");
    QTest::addColumn<qint64>("gross");

    // CNY, China VAT 13 %: line 0 2 × 12,999.00 = 25,998.00 less 3 % (779.94) = 25,218.06, plus
    // 3,499.50 = 28,717.56; quote 2 % = 574.3512 → 574.35 → net 28,143.21; VAT 3,658.6173 → 3,658.62.
    QTest::newRow("CNY VAT 13%") << "CNY" << QList<qint64>{1299900, 349950} << QList<qint64>{2, 1} << "3" << "2" << "13"
                                 << qint64(2814321) << qint64(365862) << qint64(3180183);
    // USD, no tax, an amount off: 3 × 1,599.99 = 4,799.97 − 100.00 = 4,699.97.
    QTest::newRow("USD amount off") << "USD" << QList<qint64>{159999} << QList<qint64>{3} << "" << "=10000" << "0"
                                    << qint64(469997) << qint64(0) << qint64(469997);
    // EUR, Germany 19 %: 1 × 8,450.00 less 7.5 % (633.75) = 7,816.25; VAT 1,485.0875 → 1,485.09.
    QTest::newRow("EUR MwSt 19%") << "EUR" << QList<qint64>{845000} << QList<qint64>{1} << "7.5" << "" << "19"
                                  << qint64(781625) << qint64(148509) << qint64(930134);
    // JPY (whole yen), consumption tax 10 %: 2 × 398,005 = 796,010 less 2.5 % (19,900.25 → 19,900)
    // = 776,110; quote 1 % = 7,761.1 → 7,761 → 768,349; tax 76,834.9 → 76,835.
    QTest::newRow("JPY 10%") << "JPY" << QList<qint64>{398005} << QList<qint64>{2} << "2.5" << "1" << "10"
                             << qint64(768349) << qint64(76835) << qint64(845184);
}

void TestQuoteMath::totals()
{
    QFETCH(QString, currency);
    QFETCH(QList<qint64>, units);
    QFETCH(QList<qint64>, quantities);
    QFETCH(QString, lineDiscount);
    QFETCH(QString, quoteDiscount);
    QFETCH(QString, tax);
    QFETCH(qint64, net);
    QFETCH(qint64, tax_minor);
    QFETCH(qint64, gross);
    std::vector<QuoteLine> lines;
    for (qsizetype i = 0; i < units.size(); ++i) {
        QuoteLine l = part(units[i], quantities[i]);
        l.currency = currency.toStdString();
        if (i == 0 && !lineDiscount.isEmpty()) {
            l.discount = percentOff(lineDiscount.toLatin1().constData());
        }
        lines.push_back(l);
    }
    Discount discount;
    if (quoteDiscount.startsWith(QLatin1Char('='))) {
        discount = amountOff(quoteDiscount.mid(1).toLongLong());
    } else if (!quoteDiscount.isEmpty()) {
        discount = percentOff(quoteDiscount.toLatin1().constData());
    }
    const QuoteTotals t = computeTotals(lines, discount, *parsePercent(tax));
    QVERIFY(!t.overflow);
    QCOMPARE(t.netMinor, net);
    QCOMPARE(t.taxMinor, tax_minor);
    QCOMPARE(t.grossMinor, gross);
    QCOMPARE(t.grossMinor, t.netMinor + t.taxMinor);
    QCOMPARE(t.netMinor, t.subtotalMinor - t.discountMinor);
    // Formatted with the currency's minor digits: JPY has none.
    QCOMPARE(formatMinor(t.grossMinor, currency).contains(QLatin1Char('.')), currencyMinorDigits(currency) > 0);
}

void TestQuoteMath::discountsNeverExceedTheBase()
{
    QCOMPARE(discountAmount(amountOff(50000), 30000), 30000);
    QCOMPARE(discountAmount(percentOff("100"), 12345), 12345);
    QCOMPARE(discountAmount(amountOff(100), 0), 0);
    const QuoteTotals t = computeTotals({part(1000, 1, 0, amountOff(5000))}, amountOff(99999), 1300);
    QCOMPARE(t.netMinor, 0);
    QCOMPARE(t.grossMinor, 0);
}

void TestQuoteMath::percentageServiceFollowsTheHardware()
{
    // Insurance at 0.5 % of the hardware's net (after line discounts, before the quote discount).
    std::vector<QuoteLine> lines{part(1000000, 2, 0, percentOff("10"))}; // 20,000.00 less 10 % = 18,000.00
    QuoteLine insurance;
    insurance.kind = LineKind::Service;
    insurance.priceRule = "percent_of_hardware";
    insurance.percent = *parsePercent(QStringLiteral("0.5"));
    lines.push_back(insurance);
    repriceServiceLines(lines);
    QCOMPARE(lines[1].unitPriceMinor, 9000); // 90.00
    QCOMPARE(lines[1].quantity, 1);
    const QuoteTotals t = computeTotals(lines, percentOff("50"), 0);
    QCOMPARE(t.hardwareNetMinor, 1800000);
    QCOMPARE(t.subtotalMinor, 1809000);
    QCOMPARE(t.netMinor, 904500);
}

void TestQuoteMath::overflowIsNotANumber()
{
    const QuoteTotals t = computeTotals({part(kMaxMoneyMinor, 1'000'000), part(kMaxMoneyMinor, 1'000'000)}, {}, 2000);
    QVERIFY(t.overflow);
    QCOMPARE(applyPercent(kMoneyOverflow, 100), kMoneyOverflow);
}

void TestQuoteMath::marginAndCost()
{
    // Sold at cost × 1.12 (12 % markup), 3 % off the quote: margin = net − cost.
    const std::int64_t cost = 1000000; // 10,000.00
    const std::int64_t sale = applyPercent(cost, kWholePercent + 1200);
    QCOMPARE(sale, 1120000);
    const QuoteTotals t = computeTotals({part(sale, 2, cost)}, percentOff("3"), 1300);
    QCOMPARE(t.costMinor, 2000000);
    QCOMPARE(t.netMinor, 2172800);
    QCOMPARE(t.marginMinor, 172800);
    QCOMPARE(t.marginPercent, 795); // 172,800 / 2,172,800 = 7.95 %
}

void TestQuoteMath::shippedTaxTable()
{
    const auto &rates = shippedTaxRates();
    QVERIFY(rates.size() >= 29); // none, China, the 27 EU member states, more
    QCOMPARE(rates.front().id, std::string("none"));
    // China: VAT on goods 13 % since 2019-04-01 (MOF / STA / GACC Announcement No. 39 of 2019).
    const TaxRate *cn = findTaxRate("cn-vat");
    QVERIFY(cn);
    QCOMPARE(cn->rate, 1300);
    QCOMPARE(cn->since, std::string("2019-04-01"));
    QVERIFY(QString::fromStdString(cn->source).contains(QStringLiteral("No. 39 of 2019")));
    // EU standard rates (European Commission table of 2025, later changes dated): Germany 19 %,
    // Hungary 27 %, Finland 25.5 % since 2024-09-01, Luxembourg 17 %.
    QCOMPARE(findTaxRate("de-vat")->rate, 1900);
    QCOMPARE(findTaxRate("hu-vat")->rate, 2700);
    QCOMPARE(findTaxRate("fi-vat")->rate, 2550);
    QCOMPARE(findTaxRate("fi-vat")->since, std::string("2024-09-01"));
    QCOMPARE(findTaxRate("lu-vat")->rate, 1700);
    const char *const eu[] = {"AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE",
                         "IT", "LV", "LT", "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE"};
    for (const char *country : eu) {
        const auto found = std::find_if(rates.begin(), rates.end(), [&](const TaxRate &t) { return t.jurisdiction == country; });
        QVERIFY2(found != rates.end(), country);
        QVERIFY2(!found->source.empty() && !found->sourceDate.empty(), country);
    }
}

QTEST_APPLESS_MAIN(TestQuoteMath)
#include "tst_quotemath.moc"
