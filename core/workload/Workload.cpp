// SPDX-License-Identifier: GPL-3.0-or-later
#include "workload/Workload.h"

#include "util/Money.h"

#include <algorithm>
#include <cmath>
#include <string_view>
#include <utility>

namespace rigplan {

const std::vector<Outlet> &outlets()
{
    // Continuous figures from the domain notes ("Power and site"): 80 % of the breaker rating
    // for North America, China and the EU; the UK 13 A fused plug at its nominal 2990 W. The
    // data-centre circuits are the dedicated ones a site asks its electrician for past a wall
    // socket, one per mains voltage: 208 V where the sockets are 120 V, the single-phase IEC 60309
    // (GB/T 11918 in China) 32 A socket at 220 V and 230 V.
    static const std::vector<Outlet> list{
        {"us-120v-15a", 120, 15, 1440, "North America NEMA 5-15, 120 V 15 A circuit", "US"},
        {"us-120v-20a", 120, 20, 1920, "North America NEMA 5-20, 120 V 20 A circuit", "US"},
        {"cn-220v-10a", 220, 10, 1760, "China GB 2099 10 A socket, 220 V", "CN"},
        {"cn-220v-16a", 220, 16, 2816, "China GB 2099 16 A socket, 220 V", "CN"},
        {"eu-230v-16a", 230, 16, 2944, "Europe CEE 7 (Schuko) 16 A circuit, 230 V", ""},
        {"uk-230v-13a", 230, 13, 2990, "UK BS 1363 13 A fused plug, 230 V", "GB"},
        {"dc-208v-30a", 208, 30, 4992, "Data-centre 208 V 30 A circuit (NEMA L6-30 / PDU)", ""},
        {"dc-220v-32a", 220, 32, 5632, "Data-centre 220 V 32 A circuit (GB/T 11918 industrial socket / PDU)", ""},
        {"dc-230v-32a", 230, 32, 5888, "Data-centre 230 V 32 A circuit (IEC 60309 blue socket / PDU)", ""},
    };
    return list;
}

const Outlet *findOutlet(const std::string &id)
{
    for (const Outlet &o : outlets()) {
        if (id == o.id) {
            return &o;
        }
    }
    return nullptr;
}

namespace {
// Currencies of one country each (a catalog converts to those it has rates for); USD and EUR
// are paid across borders and say nothing of where the machine goes.
constexpr std::pair<const char *, const char *> kCurrencyCountry[] = {
    {"CNY", "CN"}, {"GBP", "GB"}, {"JPY", "JP"}, {"KRW", "KR"}, {"INR", "IN"}, {"TWD", "TW"},
    {"HKD", "HK"}, {"SGD", "SG"}, {"RUB", "RU"}, {"CAD", "CA"}, {"CHF", "CH"}, {"AUD", "AU"},
};
// The ones the shipped catalog converts to and has a default tariff for (Economics.cpp).
constexpr const char *kPricedLocally[] = {"CNY", "GBP", "JPY"};
} // namespace

SiteCountry siteCountry(const Site &site, const Budget &budget)
{
    if (!site.country.empty())
        return {site.country, CountrySource::Site};
    if (const Outlet *o = findOutlet(site.outlet); o && *o->country != '\0')
        return {o->country, CountrySource::Outlet};
    if (budget.set) {
        for (const auto &[currency, country] : kCurrencyCountry) {
            if (budget.currency == currency)
                return {country, CountrySource::Currency};
        }
    }
    return {};
}

std::string pricingCurrency(const Workload &w)
{
    if (w.budget.set && !w.budget.currency.empty())
        return w.budget.currency;
    const std::string country = siteCountry(w.site, Budget{}).code;
    for (const char *currency : kPricedLocally) {
        for (const auto &entry : kCurrencyCountry) {
            if (std::string_view(entry.first) == currency && country == entry.second)
                return currency;
        }
    }
    return "USD";
}

std::int64_t siteContinuousWatts(const Site &site)
{
    if (site.outletW > 0) {
        return site.outletW;
    }
    const Outlet *o = findOutlet(site.outlet);
    return o ? o->continuousW : 0;
}


std::int64_t budgetMaxMinor(const Budget &budget)
{
    if (!budget.set) {
        return 0;
    }
    // The reader caps the budget at kMaxMoneyMinor; a budget set in code beyond it is held at
    // the cap rather than converted out of range (std::llround would give INT64_MIN: no limit).
    const auto minor = moneyFromDouble(budget.max * std::pow(10.0, currencyMinorDigits(budget.currency)));
    return minor ? std::clamp(*minor, std::int64_t(0), kMaxMoneyMinor) : kMaxMoneyMinor;
}

} // namespace rigplan
