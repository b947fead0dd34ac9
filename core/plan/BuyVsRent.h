// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Buy or rent: a tier's cost of ownership against renting the same work from a cloud, per
// pricing type (on-demand, reserved 1 y / 3 y, spot), with the break-even month and the
// utilisation at which the two cross. Pure functions over plain structs (no I/O); the rules,
// the rounding and what is left out are in the docs/economics.md ("Buy or rent").

#include "catalog/Parts.h"
#include "plan/Economics.h"
#include "plan/Plan.h"

#include <QJsonObject>
#include <QStringList>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rigplan {

enum class RentalPricing : std::uint8_t { OnDemand, Reserved1y, Reserved3y, Spot };
inline constexpr std::array<RentalPricing, 4> kRentalPricings{RentalPricing::OnDemand, RentalPricing::Reserved1y,
                                                             RentalPricing::Reserved3y, RentalPricing::Spot};
const char *rentalPricingId(RentalPricing pricing); // "on-demand" | "reserved-1y" | "reserved-3y" | "spot"
std::optional<RentalPricing> rentalPricingFromId(const std::string &id);
// Reserved capacity is billed for every hour of its term, used or not; on-demand and spot for the
// busy hours only.
inline bool billedEveryHour(RentalPricing p) { return p == RentalPricing::Reserved1y || p == RentalPricing::Reserved3y; }
int termYears(RentalPricing p); // 1 or 3 for the reserved kinds, 0 otherwise

// How the rented GPUs stand for the tier's.
enum class RentalMatch : std::uint8_t {
    SameGpu,       // the cloud offers the tier's GPU model: as many GPUs as the tier has
    SameThroughput, // another model: enough GPUs for at least the tier's throughput and GPU memory
};
// Which throughput figure made the match (SameThroughput): dense BF16 TFLOPS for training, memory
// bandwidth for serving (decode reads the weights once per token), both for a mixed workload.
enum class ThroughputBasis : std::uint8_t { Compute, MemoryBandwidth, Both };

inline constexpr double kHoursPerYear = 8760; // 24 × 365: a reservation bills every hour
inline constexpr int kMonthsPerYear = 12;

struct RentalOption {
    RentalPricing pricing = RentalPricing::OnDemand;
    int offer = -1;                   // index into CatalogSnapshot::cloudOffers
    int rentedGpus = 0;               // whole instances of the offer: ceil(needed / its GPUs) × its GPUs
    std::int64_t perHourMinor = 0;    // rentedGpus × price per GPU-hour
    double billedHoursPerYear = 0;    // busy hours (on-demand, spot) or 8760 (reserved)
    std::int64_t perYearMinor = 0;    // perHour × billed hours, rounded once
    std::int64_t overLifeMinor = 0;   // over the service life (reserved: whole terms), rounded once
    std::vector<std::int64_t> cumulativeByMonth; // [0] = 0, [m] = after m months; last = overLife
    // The first whole month at whose end the rent paid so far is at least what owning has cost so
    // far (12 × purchase ≤ m × (rent − running) per year); 0 = never (the rent per year does not
    // exceed the running cost of owning). It may lie beyond the service life.
    std::int64_t breakEvenMonth = 0;
    // Utilisation (0, 1] at which owning and renting cost the same over the service life;
    // nullopt when the lines do not cross in (0, 1].
    std::optional<double> crossUtilization;
    bool ownCheaper = false;          // over the service life at the workload's utilisation
    bool stale = false;               // the offer was observed more than kStaleCloudOfferDays before the plan date
};

enum class BuyVsRentStatus : std::uint8_t {
    Ok,
    NoOffers,    // the catalog has no cloud offer priced in the plan's currency
    NoMoney,     // the tier's cost of ownership is out of range (TierEconomics::outOfRange)
    Overflow,    // a rental figure left the 64-bit range of minor units
};

struct BuyVsRent {
    BuyVsRentStatus status = BuyVsRentStatus::NoOffers;
    RentalMatch match = RentalMatch::SameGpu;
    ThroughputBasis basis = ThroughputBasis::Compute;
    std::string ownGpuId;
    int ownGpus = 0;
    std::string cloudGpuId;
    int neededGpus = 0;               // cloud GPUs for the same work (before rounding to whole instances)
    double utilization = 1;           // 0 < u <= 1
    double busyHoursPerYear = 0;      // duty hours × days × utilisation
    double years = 0;
    int lifeMonths = 0;               // ceil(years × 12)
    // Owning at the workload's utilisation: purchase + support + energy × utilisation − resale.
    std::int64_t purchaseMinor = 0;
    std::int64_t supportPerYearMinor = 0;
    std::int64_t energyPerYearMinor = 0;   // the TCO's yearly energy × utilisation, rounded once
    std::int64_t energyOverLifeMinor = 0;  // the TCO's energy over the life × utilisation, rounded once
    std::int64_t supportOverLifeMinor = 0;
    std::int64_t resaleMinor = 0;          // purchase × resale %, rounded once (0 unless given)
    std::int64_t ownOverLifeMinor = 0;     // = the tier's TCO at 100 % and no resale
    std::vector<std::int64_t> ownCumulativeByMonth; // [0] = purchase, last = ownOverLife
    std::vector<RentalOption> options;     // in kRentalPricings order, those the catalog has an offer for
};

// The buy-vs-rent figures of one tier. `economics` is the tier's TierEconomics (economicsFor()),
// `planDate` YYYY-MM-DD for the stale flags ("" = none stale). Money in the snapshot's currency.
BuyVsRent buyVsRentFor(const Tier &tier, const std::vector<Job> &jobs, const CatalogSnapshot &snapshot,
                       const TierEconomics &economics, const EconomicsSettings &settings, const std::string &planDate);

// The cheapest rental option over the service life; nullptr when there is none.
const RentalOption *cheapestRental(const BuyVsRent &b);

// The "buy_vs_rent" object of a tier in the plan JSON (docs/economics.md, "Buy or rent").
QJsonObject buyVsRentToJson(const BuyVsRent &b, const CatalogSnapshot &snapshot, const std::string &currency);
// Text lines for the CLI, without indentation.
QStringList buyVsRentToText(const BuyVsRent &b, const CatalogSnapshot &snapshot, const std::string &currency);

} // namespace rigplan
