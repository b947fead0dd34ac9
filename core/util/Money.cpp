// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/Money.h"

#include <QLocale>
#include <QSet>

#include <cmath>

namespace rigplan {

std::optional<std::int64_t> moneyFromDouble(double minor)
{
    // 2^63 is exactly representable; every double below it converts without overflow.
    constexpr double limit = 9223372036854775808.0;
    if (!std::isfinite(minor) || !(std::fabs(minor) < limit)) {
        return std::nullopt;
    }
    const double rounded = std::round(minor);
    if (!(std::fabs(rounded) < limit)) {
        return std::nullopt;
    }
    return static_cast<std::int64_t>(rounded);
}

std::int64_t roundMinor(double minor, bool &overflow)
{
    const auto rounded = moneyFromDouble(std::round(minor * 1e6) / 1e6);
    if (!rounded) {
        overflow = true;
        return 0;
    }
    return *rounded;
}

// Active ISO 4217 codes: every currency some locale uses (QLocale's CLDR data) plus a few
// that no locale lists as its default.
bool isIsoCurrency(const QString &code)
{
    static const QSet<QString> codes = [] {
        QSet<QString> s;
        const auto all = QLocale::matchingLocales(QLocale::AnyLanguage, QLocale::AnyScript, QLocale::AnyTerritory);
        for (const QLocale &l : all) {
            const QString c = l.currencySymbol(QLocale::CurrencyIsoCode);
            if (c.size() == 3) {
                s.insert(c);
            }
        }
        for (const char *c : {"USD", "EUR", "CNY", "JPY", "GBP", "CHF", "HKD", "TWD", "KRW", "SGD", "INR", "AUD",
                              "CAD", "NZD", "SEK", "NOK", "DKK", "PLN", "CZK", "HUF", "BRL", "MXN", "ZAR", "AED",
                              "SAR", "ILS", "TRY", "THB", "MYR", "IDR", "VND", "PHP", "RUB", "UAH"}) {
            s.insert(QLatin1String(c));
        }
        return s;
    }();
    return codes.contains(code);
}

int currencyMinorDigits(const std::string &c)
{
    // ISO 4217 exponents other than 2 (active codes).
    static const char *const zero[] = {"BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG",
                                       "RWF", "UGX", "UYI", "VND", "VUV", "XAF", "XOF", "XPF"};
    static const char *const three[] = {"BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"};
    for (const char *z : zero) {
        if (c == z) {
            return 0;
        }
    }
    for (const char *t : three) {
        if (c == t) {
            return 3;
        }
    }
    return 2;
}

int currencyMinorDigits(const QString &currency)
{
    return currencyMinorDigits(currency.toStdString());
}

std::optional<std::int64_t> convertMinor(std::int64_t amountMinor, const QString &from, double fromPerUsd,
                                         const QString &to, double toPerUsd)
{
    if (!(fromPerUsd > 0) || !(toPerUsd > 0)) {
        return std::nullopt;
    }
    const double major = double(amountMinor) / std::pow(10.0, currencyMinorDigits(from));
    const double converted = major / fromPerUsd * toPerUsd;
    const auto minor = moneyFromDouble(converted * std::pow(10.0, currencyMinorDigits(to)));
    if (!minor || *minor > kMaxMoneyMinor || *minor < -kMaxMoneyMinor) {
        return std::nullopt;
    }
    return minor;
}

QString formatMinor(std::int64_t amountMinor, const QString &currency)
{
    if (moneyOverflowed(amountMinor)) {
        // Not a figure: a checked total that left the 64-bit range. Say so rather than print it.
        return QStringLiteral("> %1 (minor units) ").arg(kMoneyOverflow) + currency;
    }
    const int digits = currencyMinorDigits(currency);
    const double major = double(amountMinor) / std::pow(10.0, digits);
    return QString::number(major, 'f', digits) + QLatin1Char(' ') + currency;
}

} // namespace rigplan
