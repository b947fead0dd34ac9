// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/BuyVsRent.h"

#include "util/Counted.h"
#include "util/Money.h"
#include "util/Utf8.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

namespace rigplan {

namespace {

int ceilCount(double x)
{
    // 1e-9 keeps an exact ratio (2.0000000001 from binary error) from asking for one more GPU.
    return std::max(1, int(std::ceil(x - 1e-9)));
}

// Whole instances of an offer that give at least `needed` GPUs.
int rentedGpusFor(int needed, const CloudOffer &offer)
{
    const int per = std::max(1, offer.gpuCount);
    return (needed + per - 1) / per * per;
}

const GpuSpec *gpuById(const CatalogSnapshot &snap, const std::string &id)
{
    for (const GpuSpec &g : snap.gpus) {
        if (g.id == id) {
            return &g;
        }
    }
    return nullptr;
}

// Cloud GPUs for the work of `count` × `own` on `cloud`: at least the same throughput (by `basis`)
// and at least the same GPU memory.
int neededFor(const GpuSpec &own, int count, const GpuSpec &cloud, ThroughputBasis basis)
{
    const double n = count;
    const double compute = cloud.bf16Tflops > 0 ? n * own.bf16Tflops / cloud.bf16Tflops : n;
    const double bandwidth = cloud.memoryBandwidthBps > 0 ? n * double(own.memoryBandwidthBps) / double(cloud.memoryBandwidthBps) : n;
    const double memory = cloud.memoryBytes > 0 ? n * double(own.memoryBytes) / double(cloud.memoryBytes) : n;
    double throughput = compute;
    if (basis == ThroughputBasis::MemoryBandwidth) {
        throughput = bandwidth;
    } else if (basis == ThroughputBasis::Both) {
        throughput = std::max(compute, bandwidth);
    }
    return std::max(ceilCount(throughput), ceilCount(memory));
}

// Per hour for `needed` GPUs on `offer`, or nullopt beyond the 64-bit range.
std::optional<std::int64_t> perHourFor(int needed, const CloudOffer &offer)
{
    const std::int64_t total = moneyMul(offer.pricePerGpuHourMinor, rentedGpusFor(needed, offer));
    if (moneyOverflowed(total)) {
        return std::nullopt;
    }
    return total;
}

std::vector<std::int64_t> byYear(const std::vector<std::int64_t> &byMonth)
{
    std::vector<std::int64_t> out;
    for (std::size_t m = 0; m < byMonth.size(); m += kMonthsPerYear) {
        out.push_back(byMonth[m]);
    }
    if (!byMonth.empty() && (byMonth.size() - 1) % kMonthsPerYear != 0) {
        out.push_back(byMonth.back()); // a partial last year ends at the service life
    }
    return out;
}

QJsonArray jsonArray(const std::vector<std::int64_t> &values)
{
    QJsonArray a;
    for (std::int64_t v : values) {
        a.append(qint64(v));
    }
    return a;
}

const char *statusId(BuyVsRentStatus s)
{
    switch (s) {
    case BuyVsRentStatus::Ok: return "ok";
    case BuyVsRentStatus::NoOffers: return "no_offers";
    case BuyVsRentStatus::NoMoney: return "out_of_range";
    case BuyVsRentStatus::Overflow: return "out_of_range";
    }
    return "ok";
}

const char *basisId(ThroughputBasis b)
{
    switch (b) {
    case ThroughputBasis::Compute: return "compute";
    case ThroughputBasis::MemoryBandwidth: return "memory_bandwidth";
    case ThroughputBasis::Both: return "both";
    }
    return "compute";
}

} // namespace

const char *rentalPricingId(RentalPricing pricing)
{
    switch (pricing) {
    case RentalPricing::OnDemand: return "on-demand";
    case RentalPricing::Reserved1y: return "reserved-1y";
    case RentalPricing::Reserved3y: return "reserved-3y";
    case RentalPricing::Spot: return "spot";
    }
    return "on-demand";
}

std::optional<RentalPricing> rentalPricingFromId(const std::string &id)
{
    for (RentalPricing p : kRentalPricings) {
        if (id == rentalPricingId(p)) {
            return p;
        }
    }
    return std::nullopt;
}

int termYears(RentalPricing p)
{
    return p == RentalPricing::Reserved1y ? 1 : p == RentalPricing::Reserved3y ? 3 : 0;
}

BuyVsRent buyVsRentFor(const Tier &tier, const std::vector<Job> &jobs, const CatalogSnapshot &snap,
                       const TierEconomics &economics, const EconomicsSettings &s, const std::string &planDate)
{
    BuyVsRent b;
    const Build &build = tier.build;
    if (build.gpu < 0 || std::size_t(build.gpu) >= snap.gpus.size()) {
        return b;
    }
    const GpuSpec &own = snap.gpus[std::size_t(build.gpu)];
    b.ownGpuId = own.id;
    b.ownGpus = build.gpuCount;
    b.utilization = std::clamp(s.utilizationPercent / 100.0, 1e-9, 1.0);
    b.years = s.years;
    b.lifeMonths = std::max(1, int(std::ceil(s.years * kMonthsPerYear - 1e-9)));
    const double fullHoursPerYear = s.dutyHoursPerDay * s.daysPerYear;
    b.busyHoursPerYear = fullHoursPerYear * b.utilization;
    if (economics.outOfRange) {
        b.status = BuyVsRentStatus::NoMoney;
        return b;
    }
    if (snap.cloudOffers.empty()) {
        return b;
    }

    // The rented GPU: the tier's own model when a cloud offers it, else the model that gives the
    // same throughput and memory for the least on-demand money per hour.
    const bool training = std::any_of(jobs.begin(), jobs.end(), [](const Job &j) { return j.kind == JobKind::Training; });
    const bool serving = std::any_of(jobs.begin(), jobs.end(), [](const Job &j) { return j.kind == JobKind::Inference; });
    b.basis = training && serving ? ThroughputBasis::Both : serving ? ThroughputBasis::MemoryBandwidth : ThroughputBasis::Compute;
    const bool sameOffered = std::any_of(snap.cloudOffers.begin(), snap.cloudOffers.end(),
                                         [&](const CloudOffer &o) { return o.gpuId == own.id; });
    if (sameOffered) {
        b.match = RentalMatch::SameGpu;
        b.cloudGpuId = own.id;
        b.neededGpus = std::max(1, build.gpuCount);
    } else {
        b.match = RentalMatch::SameThroughput;
        std::set<std::string> models;
        for (const CloudOffer &o : snap.cloudOffers) {
            models.insert(o.gpuId);
        }
        std::optional<std::int64_t> best;
        for (const std::string &id : models) {
            const GpuSpec *cloud = gpuById(snap, id);
            if (!cloud) {
                continue;
            }
            const int needed = neededFor(own, std::max(1, build.gpuCount), *cloud, b.basis);
            // On-demand prices compare models; a model with only other kinds of offer competes with those.
            std::optional<std::int64_t> onDemand, any;
            for (const CloudOffer &o : snap.cloudOffers) {
                if (o.gpuId != id) {
                    continue;
                }
                const auto perHour = perHourFor(needed, o);
                if (!perHour) {
                    continue;
                }
                if (o.pricing == rentalPricingId(RentalPricing::OnDemand) && (!onDemand || *perHour < *onDemand)) {
                    onDemand = perHour;
                }
                if (!any || *perHour < *any) {
                    any = perHour;
                }
            }
            const auto price = onDemand ? onDemand : any;
            if (price && (!best || *price < *best || (*price == *best && needed < b.neededGpus))) {
                best = price;
                b.cloudGpuId = id;
                b.neededGpus = needed;
            }
        }
        if (b.cloudGpuId.empty()) {
            return b;
        }
    }

    // Owning, at the workload's utilisation: the energy scales with the busy hours (the machine
    // draws its wall power when it works; idle power is not modelled), purchase and support do not.
    bool overflow = false;
    const double u = b.utilization;
    b.purchaseMinor = economics.purchaseMinor;
    b.supportPerYearMinor = economics.supportPerYearMinor;
    b.supportOverLifeMinor = economics.supportOverLifeMinor;
    b.energyPerYearMinor = roundMinor(double(economics.yearlyEnergyCostMinor) * u, overflow);
    b.energyOverLifeMinor = roundMinor(double(economics.energyOverLifeMinor) * u, overflow);
    b.resaleMinor = roundMinor(double(economics.purchaseMinor) * s.resalePercent / 100.0, overflow);
    b.ownOverLifeMinor = roundMinor(double(b.purchaseMinor) + double(b.supportOverLifeMinor)
                                        + double(b.energyOverLifeMinor) - double(b.resaleMinor), overflow);
    const std::int64_t runningPerYear = moneyAdd(b.supportPerYearMinor, b.energyPerYearMinor);
    const double lifeInMonths = s.years * kMonthsPerYear;
    for (int m = 0; m <= b.lifeMonths; ++m) {
        const double months = std::min(double(m), lifeInMonths);
        b.ownCumulativeByMonth.push_back(
            roundMinor(double(b.purchaseMinor) + double(runningPerYear) * months / kMonthsPerYear, overflow));
    }
    b.ownCumulativeByMonth.back() = b.ownOverLifeMinor; // the last month ends at the figure over the life

    // Owning over the life as a line in u: fixed part + energy part × u.
    const double ownFixed = double(b.purchaseMinor) + double(b.supportOverLifeMinor) - double(b.resaleMinor);
    const double ownPerU = double(economics.energyOverLifeMinor);

    for (RentalPricing pricing : kRentalPricings) {
        std::optional<RentalOption> chosen;
        for (std::size_t i = 0; i < snap.cloudOffers.size(); ++i) {
            const CloudOffer &o = snap.cloudOffers[i];
            if (o.gpuId != b.cloudGpuId || o.pricing != rentalPricingId(pricing)) {
                continue;
            }
            const auto perHour = perHourFor(b.neededGpus, o);
            if (!perHour) {
                continue;
            }
            const bool better = !chosen || *perHour < chosen->perHourMinor
                || (*perHour == chosen->perHourMinor
                    && o.observedDate > snap.cloudOffers[std::size_t(chosen->offer)].observedDate);
            if (better) {
                RentalOption r;
                r.pricing = pricing;
                r.offer = int(i);
                r.rentedGpus = rentedGpusFor(b.neededGpus, o);
                r.perHourMinor = *perHour;
                chosen = r;
            }
        }
        if (!chosen) {
            continue;
        }
        RentalOption &r = *chosen;
        const CloudOffer &offer = snap.cloudOffers[std::size_t(r.offer)];
        r.stale = !planDate.empty() && cloudOfferIsStale(offer.observedDate, planDate);
        const bool reserved = billedEveryHour(pricing);
        r.billedHoursPerYear = reserved ? kHoursPerYear : b.busyHoursPerYear;
        const double perYear = double(r.perHourMinor) * r.billedHoursPerYear; // unrounded
        r.perYearMinor = roundMinor(perYear, overflow);
        double overLife = perYear * s.years;
        double fixedRent = 0;
        double rentPerU = double(r.perHourMinor) * fullHoursPerYear * s.years;
        if (reserved) {
            // Commitments are bought in whole terms: a 3-year term for a 2-year life is paid in full.
            const int term = termYears(pricing);
            const int terms = int(std::ceil(s.years / term - 1e-9));
            overLife = double(r.perHourMinor) * kHoursPerYear * term * terms;
            fixedRent = overLife;
            rentPerU = 0;
        }
        r.overLifeMinor = roundMinor(overLife, overflow);
        // The last month is the life's rent (whole terms of a commitment, not its months).
        for (int m = 0; m <= b.lifeMonths; ++m) {
            const std::int64_t byMonth = roundMinor(perYear * std::min(double(m), lifeInMonths) / kMonthsPerYear, overflow);
            r.cumulativeByMonth.push_back(m == b.lifeMonths ? r.overLifeMinor : byMonth);
        }

        // Break-even: the smallest whole m with purchase + running × m / 12 <= rent × m / 12, i.e.
        // 12 × purchase <= m × (rent − running) per year — exact in integers.
        const std::int64_t margin = r.perYearMinor - runningPerYear;
        if (margin > 0) {
            const std::int64_t twelveP = moneyMul(b.purchaseMinor, kMonthsPerYear);
            r.breakEvenMonth = twelveP / margin + (twelveP % margin != 0 ? 1 : 0);
            r.breakEvenMonth = std::max<std::int64_t>(r.breakEvenMonth, 1);
        }
        // Crossing: ownFixed + ownPerU × u = fixedRent + rentPerU × u.
        const double slope = rentPerU - ownPerU;
        if (std::abs(slope) > 1e-9) {
            const double cross = (ownFixed - fixedRent) / slope;
            if (cross > 0 && cross <= 1 + 1e-12) {
                r.crossUtilization = std::min(cross, 1.0);
            }
        }
        r.ownCheaper = b.ownOverLifeMinor <= r.overLifeMinor;
        b.options.push_back(std::move(r));
    }
    b.status = overflow ? BuyVsRentStatus::Overflow : b.options.empty() ? BuyVsRentStatus::NoOffers : BuyVsRentStatus::Ok;
    return b;
}

const RentalOption *cheapestRental(const BuyVsRent &b)
{
    const RentalOption *best = nullptr;
    for (const RentalOption &r : b.options) {
        if (!best || r.overLifeMinor < best->overLifeMinor) {
            best = &r;
        }
    }
    return best;
}

QJsonObject buyVsRentToJson(const BuyVsRent &b, const CatalogSnapshot &snap, const std::string &currency)
{
    QJsonObject o;
    o.insert(QStringLiteral("status"), QLatin1String(statusId(b.status)));
    o.insert(QStringLiteral("currency"), qs(currency));
    o.insert(QStringLiteral("own_gpu"), QJsonObject{{QStringLiteral("id"), qs(b.ownGpuId)}, {QStringLiteral("count"), b.ownGpus}});
    o.insert(QStringLiteral("utilization_percent"), b.utilization * 100.0);
    o.insert(QStringLiteral("busy_hours_per_year"), std::round(b.busyHoursPerYear * 1000.0) / 1000.0);
    o.insert(QStringLiteral("years"), b.years);
    // What no figure here contains (docs/economics.md, "Buy or rent").
    QJsonArray leftOut{QStringLiteral("data_egress"), QStringLiteral("staff_time"), QStringLiteral("cloud_storage_and_network"),
                       QStringLiteral("spot_interruptions")};
    if (b.resaleMinor == 0) {
        leftOut.append(QStringLiteral("resale_value"));
    }
    o.insert(QStringLiteral("left_out"), leftOut);
    if (b.status != BuyVsRentStatus::Ok) {
        return o;
    }
    o.insert(QStringLiteral("match"), b.match == RentalMatch::SameGpu ? QStringLiteral("same_gpu") : QStringLiteral("same_throughput"));
    if (b.match == RentalMatch::SameThroughput) {
        o.insert(QStringLiteral("basis"), QLatin1String(basisId(b.basis)));
    }
    o.insert(QStringLiteral("cloud_gpu"), QJsonObject{{QStringLiteral("id"), qs(b.cloudGpuId)}, {QStringLiteral("count"), b.neededGpus}});
    QJsonObject own;
    own.insert(QStringLiteral("purchase_minor"), qint64(b.purchaseMinor));
    own.insert(QStringLiteral("support_per_year_minor"), qint64(b.supportPerYearMinor));
    own.insert(QStringLiteral("energy_per_year_minor"), qint64(b.energyPerYearMinor));
    own.insert(QStringLiteral("support_over_life_minor"), qint64(b.supportOverLifeMinor));
    own.insert(QStringLiteral("energy_over_life_minor"), qint64(b.energyOverLifeMinor));
    own.insert(QStringLiteral("resale_minor"), qint64(b.resaleMinor));
    own.insert(QStringLiteral("over_life_minor"), qint64(b.ownOverLifeMinor));
    own.insert(QStringLiteral("cumulative_by_year_minor"), jsonArray(byYear(b.ownCumulativeByMonth)));
    o.insert(QStringLiteral("own"), own);
    QJsonArray rentals;
    for (const RentalOption &r : b.options) {
        const CloudOffer &offer = snap.cloudOffers[std::size_t(r.offer)];
        QJsonObject ro;
        ro.insert(QStringLiteral("pricing"), QLatin1String(rentalPricingId(r.pricing)));
        QJsonObject oo;
        oo.insert(QStringLiteral("id"), qs(offer.id));
        oo.insert(QStringLiteral("provider"), qs(offer.provider));
        oo.insert(QStringLiteral("instance"), qs(offer.instance));
        oo.insert(QStringLiteral("gpu_count"), offer.gpuCount);
        oo.insert(QStringLiteral("region"), qs(offer.region));
        oo.insert(QStringLiteral("observed_date"), qs(offer.observedDate));
        oo.insert(QStringLiteral("source_kind"), qs(offer.sourceKind));
        oo.insert(QStringLiteral("source"), qs(offer.source));
        oo.insert(QStringLiteral("price_per_gpu_hour_minor"), qint64(offer.pricePerGpuHourMinor));
        oo.insert(QStringLiteral("published_currency"), qs(offer.currency));
        oo.insert(QStringLiteral("published_price_per_gpu_hour_minor"), qint64(offer.publishedPerGpuHourMinor));
        ro.insert(QStringLiteral("offer"), oo);
        ro.insert(QStringLiteral("rented_gpus"), r.rentedGpus);
        ro.insert(QStringLiteral("per_hour_minor"), qint64(r.perHourMinor));
        ro.insert(QStringLiteral("billed_hours_per_year"), std::round(r.billedHoursPerYear * 1000.0) / 1000.0);
        ro.insert(QStringLiteral("per_year_minor"), qint64(r.perYearMinor));
        ro.insert(QStringLiteral("over_life_minor"), qint64(r.overLifeMinor));
        ro.insert(QStringLiteral("cumulative_by_year_minor"), jsonArray(byYear(r.cumulativeByMonth)));
        ro.insert(QStringLiteral("break_even_month"), r.breakEvenMonth > 0 ? QJsonValue(qint64(r.breakEvenMonth)) : QJsonValue());
        ro.insert(QStringLiteral("break_even_within_life"), r.breakEvenMonth > 0 && r.breakEvenMonth <= b.lifeMonths);
        ro.insert(QStringLiteral("cross_utilization_percent"),
                  r.crossUtilization ? QJsonValue(std::round(*r.crossUtilization * 1000.0) / 10.0) : QJsonValue());
        ro.insert(QStringLiteral("own_cheaper"), r.ownCheaper);
        ro.insert(QStringLiteral("stale"), r.stale);
        rentals.append(ro);
    }
    o.insert(QStringLiteral("rentals"), rentals);
    return o;
}

QStringList buyVsRentToText(const BuyVsRent &b, const CatalogSnapshot &snap, const std::string &currency)
{
    const QString cur = qs(currency);
    QStringList lines;
    if (b.status == BuyVsRentStatus::NoOffers) {
        lines << QStringLiteral("buy or rent: no cloud offer in the catalog is priced in %1 (see rigplan-cli catalog list cloud_offers)").arg(cur);
        return lines;
    }
    if (b.status != BuyVsRentStatus::Ok) {
        lines << QStringLiteral("buy or rent: beyond the 64-bit range of minor units, not shown");
        return lines;
    }
    const QString what = b.match == RentalMatch::SameGpu
        ? QStringLiteral("the same GPU")
        : QStringLiteral("the same throughput (%1) and GPU memory")
              .arg(b.basis == ThroughputBasis::Compute ? QStringLiteral("BF16 TFLOPS")
                   : b.basis == ThroughputBasis::MemoryBandwidth ? QStringLiteral("memory bandwidth")
                                                                 : QStringLiteral("BF16 TFLOPS and memory bandwidth"));
    lines << QStringLiteral("buy or rent: %1 × %2 rented for %3 × %4 (%5); busy %6 h/year (%7 % of the duty hours)")
                 .arg(b.neededGpus).arg(qs(b.cloudGpuId)).arg(b.ownGpus).arg(qs(b.ownGpuId), what,
                      QString::number(b.busyHoursPerYear, 'f', 0), QString::number(b.utilization * 100.0, 'g', 4));
    lines << QStringLiteral("owning over %1: %2 = purchase %3 + support %4 + energy %5%6")
                 .arg(countedEnglish(b.years, "year", "years"), formatMinor(b.ownOverLifeMinor, cur), formatMinor(b.purchaseMinor, cur),
                      formatMinor(b.supportOverLifeMinor, cur), formatMinor(b.energyOverLifeMinor, cur),
                      b.resaleMinor > 0 ? QStringLiteral(" − resale %1").arg(formatMinor(b.resaleMinor, cur)) : QString());
    for (const RentalOption &r : b.options) {
        const CloudOffer &offer = snap.cloudOffers[std::size_t(r.offer)];
        QString breakEven = QStringLiteral("never breaks even (the rent does not exceed the running cost)");
        if (r.breakEvenMonth > 0) {
            breakEven = r.breakEvenMonth <= b.lifeMonths
                ? QStringLiteral("owning breaks even in month %1").arg(r.breakEvenMonth)
                : QStringLiteral("break-even month %1 lies beyond the service life").arg(r.breakEvenMonth);
        }
        const QString cross = r.crossUtilization
            ? QStringLiteral("; equal at %1 % utilisation").arg(QString::number(*r.crossUtilization * 100.0, 'f', 1))
            : QString();
        lines << QStringLiteral("%1: %2 %3, %4 at %5/h = %6/year, %7 over the life: %8; %9%10%11")
                     .arg(QLatin1String(rentalPricingId(r.pricing)), qs(offer.provider), qs(offer.instance),
                          countedEnglish(r.rentedGpus, "GPU", "GPUs"))
                     .arg(formatMinor(r.perHourMinor, cur), formatMinor(r.perYearMinor, cur), formatMinor(r.overLifeMinor, cur),
                          r.ownCheaper ? QStringLiteral("owning is cheaper") : QStringLiteral("renting is cheaper"), breakEven,
                          cross,
                          r.stale ? QStringLiteral(" (offer observed %1, older than %2 days: check it)")
                                        .arg(qs(offer.observedDate)).arg(kStaleCloudOfferDays)
                                  : QStringLiteral(" (offer observed %1)").arg(qs(offer.observedDate)));
    }
    lines << QStringLiteral("left out: data egress, staff time, the cloud instance's storage and network, spot interruptions%1")
                 .arg(b.resaleMinor > 0 ? QString() : QStringLiteral(", resale value (economics.resale_percent not given)"));
    return lines;
}

} // namespace rigplan
