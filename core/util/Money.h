// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <cstdint>
#include <limits>
#include <optional>
#include <string>

namespace rigplan {

// The largest amount of money RigPlan takes as input, in minor units: 10^15 (ten trillion
// dollars in cents). Catalog prices, budgets and every price after a currency conversion stay
// within it, so a price × a part count cannot come near the 64-bit limit by accident.
inline constexpr std::int64_t kMaxMoneyMinor = 1'000'000'000'000'000;

// The value of a checked sum or product that left the 64-bit range. It is larger than any real
// amount, so a build priced so is never the cheapest and is over every budget.
inline constexpr std::int64_t kMoneyOverflow = std::numeric_limits<std::int64_t>::max();

// Checked arithmetic on minor units: the result, or kMoneyOverflow when it would leave the
// 64-bit range (signed overflow is undefined behaviour; a wrapped total turns negative and
// wins every price comparison). An operand that is kMoneyOverflow stays kMoneyOverflow.
inline bool moneyOverflowed(std::int64_t amount) { return amount == kMoneyOverflow; }
// Inline: the planner adds and multiplies prices for every build it evaluates.
inline std::int64_t moneyAdd(std::int64_t a, std::int64_t b)
{
    std::int64_t sum = 0;
    if (moneyOverflowed(a) || moneyOverflowed(b) || __builtin_add_overflow(a, b, &sum)) {
        return kMoneyOverflow;
    }
    return sum;
}
inline std::int64_t moneyMul(std::int64_t amount, std::int64_t quantity)
{
    std::int64_t product = 0;
    if (moneyOverflowed(amount) || __builtin_mul_overflow(amount, quantity, &product)) {
        return kMoneyOverflow;
    }
    return product;
}

// A double amount of minor units rounded to the nearest one, or std::nullopt when it is not
// finite or beyond ±kMoneyOverflow (std::llround of such a value is not a number of the range).
std::optional<std::int64_t> moneyFromDouble(double minor);

// The money rule of the economics, the buy-vs-rent view and the budget (docs/economics.md, "Budget view",
// Rounding): to the nearest minor unit, half away from zero, after snapping to a millionth of a
// minor unit so that binary error (22.5 kWh × 0.15 USD × 100) does not decide a half. A figure
// beyond the range sets `overflow` and gives 0 (std::llround would give INT64_MIN, a negative
// cost of ownership); the caller then shows no money figure at all.
std::int64_t roundMinor(double minor, bool &overflow);

// The currency the catalog's rates are quoted against: currency_rates.per_usd is how many
// units of a currency one US dollar buys, so this currency's own rate is 1 by definition.
inline constexpr const char *kRatesBaseCurrency = "USD";

// Whether `code` is an active ISO 4217 code (upper case): the one rule for a currency code in
// a workload's budget, a catalog row and a quote.
bool isIsoCurrency(const QString &code);

// ISO 4217 minor-unit exponent: 2 for USD/CNY/EUR (cents, fen), 0 for JPY and KRW, 3 for
// BHD, KWD and the other three-decimal currencies.
int currencyMinorDigits(const std::string &currency);
int currencyMinorDigits(const QString &currency);

// Converts an amount in minor units between currencies given each currency's units per USD;
// std::nullopt when the converted amount exceeds kMaxMoneyMinor (or a rate is not positive).
std::optional<std::int64_t> convertMinor(std::int64_t amountMinor, const QString &from, double fromPerUsd,
                                         const QString &to, double toPerUsd);

// "12,345.67 USD" with the currency's minor digits; locale-neutral (CLI, JSON-adjacent text).
QString formatMinor(std::int64_t amountMinor, const QString &currency);

} // namespace rigplan
