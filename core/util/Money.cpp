#include "util/Money.h"


#include <cmath>

namespace rigplan {

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
    return QString::number(major, 'f', digits) + QLatin1Char(' ') + currency;
}

} // namespace rigplan
