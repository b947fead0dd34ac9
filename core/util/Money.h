#pragma once

#include <QString>

#include <cstdint>
#include <string>

namespace rigplan {

// ISO 4217 minor-unit exponent: 2 for USD/CNY/EUR (cents, fen), 0 for JPY and KRW, 3 for
// BHD, KWD and the other three-decimal currencies.
int currencyMinorDigits(const std::string &currency);
int currencyMinorDigits(const QString &currency);

// Converts an amount in minor units between currencies given each currency's units per USD.
std::int64_t convertMinor(std::int64_t amountMinor, const QString &from, double fromPerUsd,
                          const QString &to, double toPerUsd);

// "12,345.67 USD" with the currency's minor digits; locale-neutral (CLI, JSON-adjacent text).
QString formatMinor(std::int64_t amountMinor, const QString &currency);

} // namespace rigplan
