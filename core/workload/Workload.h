// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "workload/Job.h"

#include <QJsonObject>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rigplan {

// The wall outlet (circuit) the workstation will be plugged into.
struct Site {
    std::string outlet;                 // one of outlets() ids; empty when outletW is given or no site
    std::int64_t outletW = 0;           // custom continuous capacity in watts; 0 = use `outlet`
    std::string environment = "office"; // "office" | "lab" | "server-room"
    // ISO 3166-1 alpha-2 code of the country the machine is sold into; "" = not given, so no
    // part is left out for where it may be sold.
    std::string country{};

    bool operator==(const Site &) const = default;
};

struct Budget {
    bool set = false;     // false: no budget given, the planner is not limited by price
    double max = 0;       // in major units of `currency` (as written in the file)
    std::string currency; // ISO 4217, e.g. "CNY"

    bool operator==(const Budget &) const = default;
};

// What the client asks of the host beyond the jobs (docs/file-formats.md, "Workload file": "requirements").
struct Requirements {
    std::string ecc = "required"; // "required" | "preferred" | "any": ECC system memory
    std::optional<bool> redundantPsu; // N+1 PSUs on CRPS servers; unset: true on rack servers and in a server room
    std::string network = "none";     // "none" | "25gbe" | "100gbe" | "ib-ndr": a NIC of that class

    bool eccRequired() const { return ecc == "required"; }
    bool eccPreferred() const { return ecc == "preferred"; }
    // Rack servers are sold with redundant supplies (the catalog's platform sources: Supermicro
    // AS-4125GS-TNRT 4 × 2,000 W redundant, 8U HGX 3+3, DGX B200 5+1, PowerEdge XE9680 3+3), and 7×24
    // service in a server room asks for them; the workload's explicit value wins.
    bool redundantPsuFor(const Site &site, bool rackChassis) const
    {
        return redundantPsu.value_or(rackChassis || site.environment == "server-room");
    }
    bool operator==(const Requirements &) const = default;
};

// A rigplan.workload/1 document (see the docs/file-formats.md, "Workload file").
struct Workload {
    std::string format = "rigplan.workload/1";
    std::string title;
    std::string customer;
    std::vector<Job> jobs;
    bool concurrent = false; // true: all jobs run at the same time on the box
    Site site;
    Budget budget;
    Requirements requirements;
    QJsonObject economics;   // passed through untouched for the economics feature

    bool operator==(const Workload &) const = default;
};

// Standard outlets: what a wall circuit carries continuously (80 % of the breaker where the
// rule applies; domain notes, "Power and site").
struct Outlet {
    const char *id;
    int volts;
    int amps;
    std::int64_t continuousW;
    const char *description;
    // ISO 3166-1 alpha-2 code of the one country whose wiring standard the outlet is ("" when
    // several countries use it: Schuko, the data-centre circuits).
    const char *country;
};
const std::vector<Outlet> &outlets();
const Outlet *findOutlet(const std::string &id);

// Where the machine is sold, as the planner takes it: the country the site names; else the one
// its outlet belongs to; else the one the budget's currency is of (a single-country currency,
// not USD or EUR); else none, and no part is left out (docs/file-formats.md, "Site").
enum class CountrySource : std::uint8_t { None, Site, Outlet, Currency };
struct SiteCountry {
    std::string code; // ISO 3166-1 alpha-2; "" with CountrySource::None
    CountrySource source = CountrySource::None;
    bool operator==(const SiteCountry &) const = default;
};
SiteCountry siteCountry(const Site &site, const Budget &budget);
inline SiteCountry siteCountry(const Workload &w) { return siteCountry(w.site, w.budget); }

// The currency a plan and its running costs are priced in: the budget's when one is set; else
// the site's country's own currency where the shipped catalog has its rate and a default
// electricity tariff (China CNY, United Kingdom GBP, Japan JPY); else US dollars.
std::string pricingCurrency(const Workload &w);

// Continuous watts the site allows: outletW when given, else the outlet's figure; 0 = no
// outlet given (no limit; the plan only reports wall power).
std::int64_t siteContinuousWatts(const Site &site);

// Minor units for a budget in `currency` (ISO 4217 exponent: 0 for JPY, KRW, ...; 3 for
// BHD, KWD, ...; 2 otherwise), rounded to the nearest minor unit.
std::int64_t budgetMaxMinor(const Budget &budget);

} // namespace rigplan
