// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Freezing a quote: a tier of a plan becomes the quote's lines (every part of its bill of
// materials and every chosen service, priced now, in the quote's currency) with the exchange
// rates and the build's figures. Re-pricing freezes again from today's catalog and says, line
// by line, what changed. Pure functions on data read by the caller (readServices,
// readExchangeRates), so the app, the CLI and the tests freeze the same way.

#include "catalog/Parts.h"
#include "plan/Outcome.h"
#include "quote/Quote.h"
#include "util/Diagnostic.h"

#include <optional>
#include <string>
#include <vector>

namespace rigplan {

class Catalog;

// A service of the catalog (kind "services"), typed.
struct ServiceSpec {
    std::string id, name, category; // category: assembly | software | warranty | onsite | shipping | insurance | other
    std::string nameZh;             // the name in Chinese; empty: the English name
    std::string priceRule;          // fixed | per_gpu | percent_of_hardware
    std::int64_t amountMinor = 0;   // fixed, per_gpu: in `currency`
    std::string currency;
    BasisPoints percent = 0;        // percent_of_hardware
    int warrantyYears = 0;
    std::string response;           // "next business day on site"
    int leadDays = 0;
    bool estimate = false;
    std::string estimateBasis;
    std::string source, sourceDate;
};
// The catalog's services (user changes applied), in catalog order; Environment when the
// table cannot be read.
Result<std::vector<ServiceSpec>> readServices(const Catalog &catalog);
// The catalog's exchange rates: per currency the user's newest, else the shipped newest.
Result<std::vector<ExchangeRate>> readExchangeRates(const Catalog &catalog);

// A build's figures as a frozen quote keeps them (also what the report's client edition
// words for an unfrozen plan).
FrozenBuild frozenBuildOf(const PlanOutcome &outcome, const Build &build);

// True while `outcome` (today's plan of the quote's workload) still makes the frozen build with
// the same figures: the same tier key, the same jobs, memory and speed within 0.5 %. False after
// the workload, the catalog or the engine changed what the tier is: the quote still prints its
// frozen lines and figures, and the app and the internal edition say to re-price.
bool frozenBuildIsCurrent(const PlanOutcome &outcome, const FrozenQuote &frozen);

struct FreezeInput {
    TierKind tier = TierKind::Mainstream;
    std::vector<ServiceSpec> services; // the catalog's services (readServices)
    std::vector<ExchangeRate> rates;   // the catalog's rates (readExchangeRates)
    std::string today;                 // yyyy-mm-dd: the price date
    std::string frozenAt;              // UTC ISO 8601
};

// Freezes `tier` of `outcome` into `quote`: frozen lines from the tier's bill of materials
// (sale price = cost × (1 + commercial.markup), rounded to the minor unit) and from
// commercial.services (converted at the rates, rounded to the minor unit), the rates, the
// build's figures and its acceptance kit. Line discounts and lead times of parts and services the quote already
// had (same kind and id) are kept. Fills the date when empty. BadInput when the plan has no
// such tier, a part has no price, a service id is unknown or a service's price cannot be
// converted (no rate).
Result<void> freezeQuote(Quote &quote, const PlanOutcome &outcome, const FreezeInput &input);

// Adds (or removes) a catalog service on a frozen quote without re-pricing the parts.
Result<void> addServiceLine(Quote &quote, const ServiceSpec &service, const std::vector<ExchangeRate> &rates);
void removeServiceLine(Quote &quote, const std::string &serviceId);

// What a re-price changed, line by line.
struct LineChange {
    enum class Kind : std::uint8_t { Changed, Added, Removed };
    Kind kind = Kind::Changed;
    LineKind lineKind = LineKind::Part;
    std::string partKind, id, name;
    std::int64_t oldQuantity = 0, newQuantity = 0;
    std::int64_t oldUnitMinor = 0, newUnitMinor = 0;
    std::string oldPriceDate, newPriceDate;
};
struct RepriceResult {
    std::vector<LineChange> changes; // in the new quote's line order, removed lines last
    std::int64_t oldNetMinor = 0, newNetMinor = 0;
    std::int64_t oldGrossMinor = 0, newGrossMinor = 0;
    std::string currency;
    bool sameBuild = true;           // the tier is still the same platform × GPU × count × CPU
    std::string oldBuildKey, newBuildKey;
};
// The differences between two frozen quotes (the same quote before and after freezeQuote).
RepriceResult compareFrozen(const Quote &before, const Quote &after);

} // namespace rigplan
