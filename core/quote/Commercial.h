// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The commercial side of a quote: its lines (parts and services, each with quantity, sale and
// cost price, discount, lead time and where its price came from), the quote-level discount,
// the tax, and the arithmetic that turns them into net / tax / gross and a margin.
//
// Arithmetic (docs/file-formats.md, "Quote file", Arithmetic and rounding):
//  * every amount is an int64 count of minor units of the quote's currency (cents, fen; for
//    JPY, which has no minor unit, whole yen), with checked sums and products (util/Money.h);
//  * a percentage is held exactly in hundredths of a percent (BasisPoints: 13 % = 1300,
//    2.5 % = 250), never as a double;
//  * amount × percentage is rounded once, to the nearest minor unit, halves away from zero
//    (12.345 → 12.35 USD, 0.5 JPY → 1 JPY), in 128-bit integer arithmetic;
//  * line: gross = unit price × quantity; discount = gross × p (or the amount, at most the
//    gross); net = gross − discount;
//  * quote: subtotal = Σ line nets; discount = subtotal × p (or the amount, at most the
//    subtotal); net = subtotal − discount; tax = net × rate, rounded once on the total (not
//    per line); gross = net + tax;
//  * a percentage-of-hardware service is priced on the net of the part lines (after their
//    own discounts, before the quote-level discount);
//  * cost = Σ unit cost × quantity; margin = net − cost; margin % = margin / net.

#include "util/Diagnostic.h"

#include <QString>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rigplan {

// Hundredths of a percent: 10000 = 100 %.
using BasisPoints = std::int64_t;
inline constexpr BasisPoints kWholePercent = 10000;

// "13", "2.5", "8.25", "0" → basis points; at most two decimals, from 0 to `maximum`
// (default 100 %). std::nullopt for anything else.
std::optional<BasisPoints> parsePercent(const QString &text, BasisPoints maximum = kWholePercent);
// 1300 → "13", 250 → "2.5", 825 → "8.25" (locale-neutral; the views format for people).
QString percentText(BasisPoints percent);

// amount × percent / 100 %, rounded to the nearest minor unit, halves away from zero;
// kMoneyOverflow when the result leaves the 64-bit range or an operand is kMoneyOverflow.
std::int64_t applyPercent(std::int64_t amountMinor, BasisPoints percent);

struct Discount {
    enum class Kind : std::uint8_t { None, Percent, Amount };
    Kind kind = Kind::None;
    BasisPoints percent = 0;     // Kind::Percent
    std::int64_t amountMinor = 0; // Kind::Amount, in the quote's currency

    bool operator==(const Discount &) const = default;
};
// What `discount` takes off `baseMinor`: never more than the base, never negative.
std::int64_t discountAmount(const Discount &discount, std::int64_t baseMinor);

// The tax a quote adds to its net total.
struct QuoteTax {
    std::string id;           // the shipped table's id ("cn-vat"), or "" for a rate typed by hand
    std::string name;         // "VAT (China)", as printed
    BasisPoints rate = 0;
    std::string jurisdiction; // ISO 3166-1 alpha-2, "" for none
    std::string source;       // the law or authority that sets the rate, with its date

    bool operator==(const QuoteTax &) const = default;
};

// A tax rate of the shipped table (core/quote/tax_rates.csv, compiled in).
struct TaxRate {
    std::string id;           // "cn-vat", "de-vat", "none"
    std::string jurisdiction; // ISO 3166-1 alpha-2; "" for the "none" row
    std::string name;         // "VAT", "MwSt", ...: the tax's own name
    BasisPoints rate = 0;
    std::string since;        // the date the rate applies from (yyyy-mm-dd), "" when the source gives none
    std::string source;
    std::string sourceDate;   // the date the source was read
};
// Every row of the shipped table, "none" first, then by jurisdiction.
const std::vector<TaxRate> &shippedTaxRates();
const TaxRate *findTaxRate(const std::string &id);
QuoteTax quoteTaxFrom(const TaxRate &rate);

enum class LineKind : std::uint8_t { Part, Service };

struct QuoteLine {
    LineKind kind = LineKind::Part;
    std::string partKind;          // parts: "gpu", "cpu", ... (BomLine kind); services: the category
    std::string id;
    std::string name;
    std::string nameZh; // services: the catalog's Chinese name, printed by a Chinese quote ("" = none)
    // Drives: the volume they make (volumeId(): "system" | "project" | "data"), so three lines of
    // the same SSD read as three volumes; "" for every other line.
    std::string volume;
    std::int64_t quantity = 1;
    std::int64_t unitPriceMinor = 0; // the sale price per unit, in the quote's currency
    std::int64_t unitCostMinor = 0;  // the purchase price per unit (internal only)
    std::string currency;            // the quote's currency (the catalog price converted at the frozen rates)
    std::string priceDate;
    std::string source;              // the catalog's price source (internal only)
    bool estimate = false;           // a street-price or service estimate (internal only)
    bool userSet = false;            // a price the catalog's user set (internal only)
    std::string estimateBasis;       // services: how an estimate was made (internal only)
    // Services: how the catalog prices it. "fixed" | "per_gpu" | "percent_of_hardware";
    // a percentage service's unit price follows the part lines (repriceServiceLines()).
    std::string priceRule;
    BasisPoints percent = 0;
    Discount discount;
    int leadDays = 0;                // working days until this line is ready; 0 = from stock / not given

    bool operator==(const QuoteLine &) const = default;
};

struct LineTotals {
    std::int64_t grossMinor = 0;
    std::int64_t discountMinor = 0;
    std::int64_t netMinor = 0;
    std::int64_t costMinor = 0;
    std::int64_t marginMinor = 0;
};

struct QuoteTotals {
    std::vector<LineTotals> lines;  // in line order
    std::int64_t hardwareNetMinor = 0; // the part lines' nets (what percentage services are priced on)
    std::int64_t subtotalMinor = 0;
    std::int64_t discountMinor = 0;    // the quote-level discount
    std::int64_t netMinor = 0;
    std::int64_t taxMinor = 0;
    std::int64_t grossMinor = 0;
    std::int64_t costMinor = 0;
    std::int64_t marginMinor = 0;
    BasisPoints marginPercent = 0;     // margin / net, rounded to hundredths of a percent; 0 when net is 0
    bool overflow = false;             // some figure left the 64-bit range: none is a number
    int leadDays = 0;                  // the longest line lead time
};

// Sets the unit price (and cost) of every percentage-of-hardware service line from the part
// lines' nets. Call after a part line changes.
void repriceServiceLines(std::vector<QuoteLine> &lines);

QuoteTotals computeTotals(const std::vector<QuoteLine> &lines, const Discount &quoteDiscount, BasisPoints taxRate);
// Working days from the order to delivery, as a system builder works: the parts arrive (the
// slowest part's lead time), then the vendor's own work runs in turn (assembly and testing,
// software installation: their lead times add up), then the machine ships. The quote's own
// lead time may be longer, never shorter (a quote promising 5 days while its lines need 10
// contradicts itself). 0 = no line and no quote gives one.
int deliveryLeadDays(int quotedLeadDays, const std::vector<QuoteLine> &lines);

} // namespace rigplan
