// SPDX-License-Identifier: GPL-3.0-or-later
// Which parts the site's country may buy: the catalog's not_sold_in lists against the
// country siteCountry() takes for the workload (given, or its outlet's or its currency's).
// The planner enumerates only these; the rest are reported.

#include "plan/PlannerDetail.h"

namespace rigplan::planner {

namespace {

bool notSoldIn(const std::vector<std::string> &codes, const std::string &country)
{
    for (const std::string &c : codes) {
        if (c == country) {
            return true;
        }
    }
    return false;
}

template <typename Part>
std::vector<bool> soldOf(const std::vector<Part> &parts, PartKind kind, const std::string &country,
                         std::vector<NotOffered> &left)
{
    std::vector<bool> sold(parts.size(), true);
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (!parts[i].market.soldIn(country)) {
            sold[i] = false;
            left.push_back({kind, int(i), country, parts[i].market.source});
        }
    }
    return sold;
}

} // namespace

MarketScreen screenMarket(const CatalogSnapshot &snap, const std::string &country)
{
    MarketScreen screen;
    // No country given: nothing is listed as not sold in "", so every part is offered.
    // PartKind order, then catalog order, so every view lists them alike.
    std::vector<bool> gpus(snap.gpus.size(), true);
    for (std::size_t i = 0; i < snap.gpus.size(); ++i) {
        if (notSoldIn(snap.gpus[i].notSoldIn, country)) {
            gpus[i] = false;
            screen.left.push_back({PartKind::Gpu, int(i), country, snap.gpus[i].notSoldSource});
        }
    }
    screen.sold.gpus = std::move(gpus);
    screen.sold.platforms = soldOf(snap.platforms, PartKind::Platform, country, screen.left);
    screen.sold.cpus = soldOf(snap.cpus, PartKind::Cpu, country, screen.left);
    screen.sold.memory = soldOf(snap.memory, PartKind::Memory, country, screen.left);
    screen.sold.storage = soldOf(snap.storage, PartKind::Storage, country, screen.left);
    screen.sold.psus = soldOf(snap.psus, PartKind::Psu, country, screen.left);
    screen.sold.nics = soldOf(snap.nics, PartKind::Nic, country, screen.left);
    screen.sold.coolers = soldOf(snap.coolers, PartKind::Cooler, country, screen.left);
    screen.sold.bridges = soldOf(snap.bridges, PartKind::Bridge, country, screen.left);
    return screen;
}

} // namespace rigplan::planner
