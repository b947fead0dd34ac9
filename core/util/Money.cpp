#include "util/Money.h"

#include <QLocale>

#include <cmath>

namespace rigplan {

int currencyMinorDigits(const QString &currency)
{
    // The common zero-decimal currencies of ISO 4217; everything else we quote uses two.
    static const QStringList zero{QStringLiteral("JPY"), QStringLiteral("KRW"), QStringLiteral("VND"),
                                  QStringLiteral("CLP"), QStringLiteral("ISK")};
    return zero.contains(currency) ? 0 : 2;
}

std::int64_t convertMinor(std::int64_t amountMinor, const QString &from, double fromPerUsd, const QString &to,
                          double toPerUsd)
{
    const double major = double(amountMinor) / std::pow(10.0, currencyMinorDigits(from));
    const double converted = major / fromPerUsd * toPerUsd;
    return std::llround(converted * std::pow(10.0, currencyMinorDigits(to)));
}

QString formatMinor(std::int64_t amountMinor, const QString &currency)
{
    const int digits = currencyMinorDigits(currency);
    const double major = double(amountMinor) / std::pow(10.0, digits);
    return QLocale::c().toString(major, 'f', digits).replace(QLatin1Char(','), QLatin1Char(','))
        + QLatin1Char(' ') + currency;
}

} // namespace rigplan
