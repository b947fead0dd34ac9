// SPDX-License-Identifier: GPL-3.0-or-later
// Checked money arithmetic (core/util/Money): a sum or product beyond 64 bits is
// kMoneyOverflow, never a wrapped (negative) amount; conversions beyond kMaxMoneyMinor refuse.
#include "util/Money.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace rigplan;

namespace {
constexpr std::int64_t kMax = std::numeric_limits<std::int64_t>::max();
} // namespace

class TestMoney : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void add_data();
    void add();
    void mul_data();
    void mul();
    void fromDouble_data();
    void fromDouble();
    void convertStaysWithinTheCap();
    void formatSaysOverflowInsteadOfAFigure();
};

void TestMoney::add_data()
{
    QTest::addColumn<qint64>("a");
    QTest::addColumn<qint64>("b");
    QTest::addColumn<qint64>("sum");
    QTest::newRow("small") << qint64(100) << qint64(250) << qint64(350);
    QTest::newRow("at the cap") << qint64(kMaxMoneyMinor) << qint64(kMaxMoneyMinor) << qint64(2 * kMaxMoneyMinor);
    QTest::newRow("just fits") << qint64(kMax - 1) << qint64(1) << qint64(kMax);
    QTest::newRow("wraps without the check") << qint64(kMax / 2 + 1) << qint64(kMax / 2 + 1) << qint64(kMoneyOverflow);
    QTest::newRow("overflow stays overflow") << qint64(kMoneyOverflow) << qint64(-5) << qint64(kMoneyOverflow);
}

void TestMoney::add()
{
    QFETCH(qint64, a);
    QFETCH(qint64, b);
    QFETCH(qint64, sum);
    QCOMPARE(qint64(moneyAdd(a, b)), sum);
}

void TestMoney::mul_data()
{
    QTest::addColumn<qint64>("amount");
    QTest::addColumn<qint64>("quantity");
    QTest::addColumn<qint64>("product");
    QTest::newRow("8 GPUs") << qint64(159900) << qint64(8) << qint64(1279200);
    QTest::newRow("cap × 1024") << qint64(kMaxMoneyMinor) << qint64(1024) << qint64(kMaxMoneyMinor * 1024);
    QTest::newRow("int64 max × 2 (the issue's price)") << qint64(kMax) << qint64(2) << qint64(kMoneyOverflow);
    QTest::newRow("cap × 10^4") << qint64(kMaxMoneyMinor) << qint64(10000) << qint64(kMoneyOverflow);
    QTest::newRow("overflowed × 0 stays overflowed") << qint64(kMoneyOverflow) << qint64(0) << qint64(kMoneyOverflow);
}

void TestMoney::mul()
{
    QFETCH(qint64, amount);
    QFETCH(qint64, quantity);
    QFETCH(qint64, product);
    QCOMPARE(qint64(moneyMul(amount, quantity)), product);
}

void TestMoney::fromDouble_data()
{
    QTest::addColumn<double>("minor");
    QTest::addColumn<bool>("representable");
    QTest::addColumn<qint64>("rounded");
    QTest::newRow("half away from zero") << 337.5 << true << qint64(338);
    QTest::newRow("negative half") << -12.5 << true << qint64(-13);
    QTest::newRow("1e18") << 1e18 << true << qint64(1'000'000'000'000'000'000);
    QTest::newRow("2^63") << 9223372036854775808.0 << false << qint64(0);
    QTest::newRow("1e308 (the issue's tariff)") << 1e308 << false << qint64(0);
    QTest::newRow("-1e19") << -1e19 << false << qint64(0);
    QTest::newRow("inf") << HUGE_VAL << false << qint64(0);
    QTest::newRow("nan") << std::nan("") << false << qint64(0);
}

void TestMoney::fromDouble()
{
    QFETCH(double, minor);
    QFETCH(bool, representable);
    QFETCH(qint64, rounded);
    const auto v = moneyFromDouble(minor);
    QCOMPARE(v.has_value(), representable);
    if (representable) {
        QCOMPARE(qint64(*v), rounded);
    }
}

void TestMoney::convertStaysWithinTheCap()
{
    // 10,000 USD to CNY at 7.2: an ordinary conversion.
    QCOMPARE(qint64(convertMinor(1'000'000, QStringLiteral("USD"), 1, QStringLiteral("CNY"), 7.2).value()), qint64(7'200'000));
    // The cap in USD is beyond it in CNY; a tiny rate would blow any price up: refused, not wrapped.
    QVERIFY(!convertMinor(kMaxMoneyMinor, QStringLiteral("USD"), 1, QStringLiteral("CNY"), 7.2));
    QVERIFY(!convertMinor(100'000'000, QStringLiteral("CNY"), 1e-9, QStringLiteral("USD"), 1)); // 10^17 cents
    QVERIFY(!convertMinor(100, QStringLiteral("CNY"), 0, QStringLiteral("USD"), 1));
}

void TestMoney::formatSaysOverflowInsteadOfAFigure()
{
    QCOMPARE(formatMinor(123456, QStringLiteral("USD")), QStringLiteral("1234.56 USD"));
    const QString overflow = formatMinor(kMoneyOverflow, QStringLiteral("USD"));
    QVERIFY2(overflow.startsWith(QLatin1Char('>')), qPrintable(overflow));
}

QTEST_APPLESS_MAIN(TestMoney)
#include "tst_money.moc"
