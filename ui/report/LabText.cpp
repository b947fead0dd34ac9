// SPDX-License-Identifier: GPL-3.0-or-later
#include "LabText.h"

#include "Format.h"

#include <cmath>

namespace rigplan {

namespace {

const GpuSpec *gpuById(const CatalogSnapshot &snap, const std::string &id)
{
    for (const GpuSpec &g : snap.gpus) {
        if (g.id == id) {
            return &g;
        }
    }
    return nullptr;
}

} // namespace

QString LabText::pricingName(RentalPricing pricing)
{
    switch (pricing) {
    case RentalPricing::OnDemand: return tr("On-demand");
    case RentalPricing::Reserved1y: return tr("Reserved 1 year");
    case RentalPricing::Reserved3y: return tr("Reserved 3 years");
    case RentalPricing::Spot: return tr("Spot");
    }
    return {};
}

QString LabText::rentedGpus(const PlanOutcome &outcome, const BuyVsRent &b)
{
    const GpuSpec *gpu = gpuById(outcome.snapshot(), b.cloudGpuId);
    const QString name = gpu ? qs(gpu->name) : qs(b.cloudGpuId);
    if (b.match == RentalMatch::SameGpu) {
        //: %1 = GPU count, %2 = GPU name
        return tr("%1 × %2 (the same GPU)").arg(b.neededGpus).arg(name);
    }
    QString basis;
    switch (b.basis) {
    case ThroughputBasis::Compute: basis = tr("BF16 TFLOPS"); break;
    case ThroughputBasis::MemoryBandwidth: basis = tr("memory bandwidth"); break;
    case ThroughputBasis::Both: basis = tr("BF16 TFLOPS and memory bandwidth"); break;
    }
    //: %1 = GPU count, %2 = GPU name, %3 = the figure compared ("memory bandwidth")
    return tr("%1 × %2 (at least the same throughput, by %3, and GPU memory)").arg(b.neededGpus).arg(name, basis);
}

QString LabText::headline(const PlanOutcome &outcome, std::size_t tier)
{
    if (tier >= outcome.tierBuyVsRent.size()) {
        return {};
    }
    const BuyVsRent &b = outcome.tierBuyVsRent[tier];
    const QString currency = qs(outcome.plan.currency);
    if (b.status == BuyVsRentStatus::NoOffers) {
        return tr("No cloud offer in the catalog can be compared (none for this currency or GPU).");
    }
    if (b.status != BuyVsRentStatus::Ok) {
        return tr("Not shown: a rental figure is beyond the 64-bit range of minor units.");
    }
    const RentalOption *r = cheapestRental(b);
    if (!r) {
        return {};
    }
    QString verdict;
    if (r->ownCheaper) {
        verdict = r->breakEvenMonth > 0 && r->breakEvenMonth <= b.lifeMonths
            //: %1 = month number
            ? tr("owning is cheaper over %1 and has paid for itself by month %2").arg(Format::years(b.years)).arg(r->breakEvenMonth)
            : tr("owning is cheaper over %1").arg(Format::years(b.years));
    } else {
        verdict = tr("renting is cheaper over %1").arg(Format::years(b.years));
    }
    QString cross;
    if (r->crossUtilization) {
        //: %1 = utilisation in percent
        cross = tr("; they cost the same at %1 utilisation").arg(Format::percent(*r->crossUtilization, 1));
    }
    //: %1 = rental type, %2 = cost over the life, %3 = owning over the life, %4 = verdict, %5 = crossing
    return tr("Cheapest rental: %1, %2 against %3 to own: %4%5.")
        .arg(pricingName(r->pricing), Format::money(r->overLifeMinor, currency), Format::money(b.ownOverLifeMinor, currency),
             verdict, cross);
}

QStringList LabText::optionLines(const PlanOutcome &outcome, std::size_t tier)
{
    QStringList lines;
    if (tier >= outcome.tierBuyVsRent.size()) {
        return lines;
    }
    const BuyVsRent &b = outcome.tierBuyVsRent[tier];
    const QString currency = qs(outcome.plan.currency);
    for (const RentalOption &r : b.options) {
        const CloudOffer &o = outcome.snapshot().cloudOffers[std::size_t(r.offer)];
        QString breakEven;
        if (r.breakEvenMonth <= 0) {
            breakEven = tr("owning never catches up (the rent does not exceed the running cost)");
        } else if (r.breakEvenMonth <= b.lifeMonths) {
            breakEven = tr("owning breaks even in month %1").arg(r.breakEvenMonth);
        } else {
            breakEven = tr("break-even in month %1, after the service life").arg(r.breakEvenMonth);
        }
        //: %1 = date
        const QString observed = r.stale ? tr("observed %1, older than %2 days: check it").arg(qs(o.observedDate)).arg(kStaleCloudOfferDays)
                                         : tr("observed %1").arg(qs(o.observedDate));
        //: %1 = rental type, %2 = provider, %3 = instance, %n = GPUs rented, %4 = price per hour, %5 = per year,
        //: %6 = over the life, %7 = break-even text, %8 = when the price was observed
        lines << tr("%1: %2 %3, %n GPU(s) at %4 an hour = %5 a year, %6 over the life; %7 (%8)", "", r.rentedGpus)
                     .arg(pricingName(r.pricing), qs(o.provider), qs(o.instance))
                     .arg(Format::money(r.perHourMinor, currency), Format::money(r.perYearMinor, currency),
                          Format::money(r.overLifeMinor, currency), breakEven, observed);
    }
    return lines;
}

QString LabText::leftOut(const BuyVsRent &b)
{
    QString text = tr("Left out: data egress, staff time, the cloud instance's storage and network, and spot interruptions");
    if (b.resaleMinor == 0) {
        text += tr("; no resale value is counted (set economics.resale_percent)");
    }
    return text + QLatin1Char('.');
}

QString LabText::dutyCycle(const PlanOutcome &outcome, const BuyVsRent &b)
{
    const EconomicsSettings s = outcome.economics ? *outcome.economics : EconomicsSettings{};
    //: %1 = busy hours per year, %2 = hours per day, %3 = days per year, %4 = utilisation
    return tr("Busy %1 h a year (%2 h a day × %3 days × %4 utilisation); reserved capacity is billed for every hour of its term.")
        .arg(Format::number(b.busyHoursPerYear, 0), Format::number(s.dutyHoursPerDay, s.dutyHoursPerDay == std::floor(s.dutyHoursPerDay) ? 0 : 1),
             Format::number(s.daysPerYear, 0), Format::percent(b.utilization, 0));
}

QStringList LabText::budgetHeaders()
{
    return {tr("Year"), tr("Purchase"), tr("Upgrades"), tr("Energy"), tr("Support"), tr("Total"), tr("Cumulative"),
            tr("Depreciation"), tr("Book value"), tr("Rental equivalent")};
}

QStringList LabText::upgradeLines(const PlanOutcome &outcome, std::size_t tier)
{
    QStringList lines;
    if (tier >= outcome.tierBudgets.size()) {
        return lines;
    }
    const QString currency = qs(outcome.plan.currency);
    for (const PricedUpgrade &p : outcome.tierBudgets[tier].upgrades) {
        QStringList parts;
        if (p.gpus > 0) {
            parts << tr("%n more GPU(s)", nullptr, p.gpus);
        }
        if (p.memoryModules > 0) {
            parts << tr("%n more memory module(s)", nullptr, p.memoryModules);
        }
        if (p.drives > 0) {
            parts << tr("%n more drive(s)", nullptr, p.drives);
        }
        //: %1 = year, %2 = what is added, %3 = price in that year, %4 = price today
        QString line = tr("Year %1: %2 for %3 (%4 at today's prices)")
                           .arg(p.year)
                           .arg(parts.join(tr(", ")), Format::money(p.priceMinor, currency), Format::money(p.todayMinor, currency));
        if (!p.fitsPlatform) {
            line += tr(" — the platform does not take them");
        }
        if (!p.priced) {
            line += tr(" — a part has no catalog price");
        }
        lines << line;
    }
    return lines;
}

QString LabText::scenarioTierLabel(const QString &scenario, const std::string &tierId)
{
    //: scenario name · tier name
    return tr("%1 · %2").arg(scenario, Format::tierName(tierId));
}

} // namespace rigplan
