// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/Software.h"
#include "estimate/GpuSpec.h"
#include "model/ModelArch.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace rigplan {

// Plain-data views of the catalog rows the planner reads. Units are in the names; an unknown
// (empty) catalog value is 0 or "" and each check says how it treats an unknown.

// Where a part may not be sold: ISO 3166-1 alpha-2 codes, and the rule or vendor list that
// says so (e.g. the US export rules on advanced computing items, with the rule's date).
struct MarketRestriction {
    std::vector<std::string> notSoldIn;
    std::string source;

    bool soldIn(const std::string &country) const
    {
        for (const std::string &c : notSoldIn) {
            if (c == country) {
                return false;
            }
        }
        return true;
    }
};

struct CpuSpec {
    std::string id, name, vendor, family, socket, memoryType;
    int cores = 0;
    int threads = 0;
    int tdpW = 0;
    int pcieLanes = 0;
    int pcieGen = 0;
    int memoryChannels = 0;
    std::int64_t maxMemoryBytes = 0;
    int sustainedPowerW = 0; // Intel PL2 / AMD PPT: what it draws under a long all-core load; 0 = unknown
    bool ecc = false;        // the CPU's memory controller supports ECC
    int maxSockets = 0;      // the most CPU sockets of a system it runs in (1 = 1P only); 0 = no limit known
    MarketRestriction market;
};

struct MemoryModuleSpec {
    std::string id, name, memoryType;
    std::int64_t capacityBytes = 0;
    int speedMts = 0;
    double powerW = 0;
    bool ecc = false;
    MarketRestriction market;
};

struct StorageSpec {
    std::string id, name, interface, formFactor; // formFactor: "m.2-2280", "u.2", "2.5in", "3.5in", ...
    std::string media;                           // "ssd" | "hdd"; "" = ssd
    std::int64_t capacityBytes = 0;
    std::int64_t seqReadBps = 0;
    double enduranceTbw = 0;
    double powerW = 0;
    MarketRestriction market;
};

struct PsuSpec {
    std::string id, name, form, atxVersion, efficiencyRating;
    int capacityW = 0;
    int capacityW115v = 0; // 0 = unknown: assumed equal to capacityW (unless noLowLine)
    bool noLowLine = false; // the catalog says 0 W at 115 V: a 200-240 V-only unit
    double efficiency = 0;  // at 50 % load
    int connectors12v2x6 = 0;
    MarketRestriction market;
};

struct NicSpec {
    std::string id, name, vendor;
    std::string network; // "ethernet" | "infiniband"
    std::string form;    // "pcie" | "ocp3"
    int portGbps = 0;    // per port, one direction
    int ports = 0;
    int pcieGen = 0;
    int pcieLanes = 0;
    double powerW = 0;
    MarketRestriction market;
};

struct CoolerSpec {
    std::string id, name, vendor;
    std::string kind;                 // "air" | "liquid"
    std::vector<std::string> sockets; // CPU sockets it mounts on
    int maxTdpW = 0;                  // the CPU power it is rated to cool
    int heightMm = 0;                 // 0 = unknown
    // "tower" | "server-heatsink" (schema 8); "" = not stated, taken as a tower: a rack chassis
    // takes server heatsinks only (Sizing.cpp, kCoolerFitRules).
    std::string form;
    double powerW = 0;
    MarketRestriction market;

    bool serverHeatsink() const { return form == "server-heatsink"; }
};

// An NVLink bridge: joins one pair of PCIe cards of the GPU ids it is sold for, in x16 slots
// `slotSpacing` slot widths apart; `perPair` of them make the link (docs/planner.md, "NVLink bridges").
struct BridgeSpec {
    std::string id, name, vendor, partNumber;
    std::vector<std::string> gpus; // catalog GPU ids
    int slotSpacing = 0;
    int perPair = 1;
    std::int64_t linkBps = 0; // both directions summed (as GpuSpec's catalog figure); 0 = unknown
    bool endOfLife = false;
    MarketRestriction market;

    bool joins(const std::string &gpuId) const
    {
        return std::find(gpus.begin(), gpus.end(), gpuId) != gpus.end();
    }
};

struct PlatformSpec {
    std::string id, name, board, chassis, coolingClass, socket, memoryType, gpuFormFactor, psuForm, noise;
    int cpuSockets = 1;
    int memoryChannels = 0; // all sockets together
    int memorySlots = 0;
    std::int64_t maxMemoryBytes = 0;
    std::vector<std::string> compatibleGpus; // empty = any card of gpuFormFactor that fits
    std::vector<int> gpuCounts;              // empty = 1..maxGpus
    int x16Slots = 0;
    int slotPitch = 0;        // 0 = unknown
    int maxGpus = 0;
    int maxGpuLengthMm = 0;   // 0 = unknown
    int maxGpuWidthSlots = 0; // 0 = unknown
    int gpuLanes = 0;         // 0 = unknown
    int maxOpenAirGpus = 0;
    bool passiveGpuAirflow = false;
    int m2Slots = 0;          // 0 = unknown
    int psuBays = 1;
    int psuMaxW = 0;          // 0 = no limit known
    int basePowerW = 0;
    bool ecc = false;         // the board runs ECC memory (with a CPU that supports it)
    int u2Bays = 0;           // U.2 / U.3 NVMe bays
    int sataBays = 0;         // 2.5" SATA bays
    int hddBays = 0;          // 3.5" bays
    int nicSlots = 0;         // PCIe / OCP slots for a NIC besides the GPUs' x16 slots
    int psusIncluded = 0;     // PSUs in the platform's price (barebone servers)
    bool cpuCoolerIncluded = false; // servers ship with their heatsinks
    int maxCpuCoolerMm = 0;   // the tallest CPU cooler the chassis takes (schema 8); 0 = unknown
    int systemPowerW = 0;     // vendor rated system power (baseboard servers); 0 = sum the parts
    std::vector<std::string> cpuFamilies; // CPU families the board takes; empty = any of the socket
    MarketRestriction market;
};

// A part's price converted to one currency, with where it came from.
struct PartPrice {
    std::int64_t amountMinor = 0;
    std::string currency;
    std::string date;
    std::string source;
    bool estimate = false;
    bool userSet = false;
    bool known = false; // false: the catalog has no price for this part
};

// A cloud GPU offer (catalog kind "cloud_offers"): renting `gpuCount` GPUs of `gpuId` by the
// hour. The price is per GPU-hour, converted to the snapshot's currency through currency_rates.
struct CloudOffer {
    std::string id, provider, instance, gpuId, region;
    std::string pricing; // "on-demand" | "reserved-1y" | "reserved-3y" | "spot"
    int gpuCount = 1;
    std::int64_t pricePerGpuHourMinor = 0; // in the snapshot's currency
    std::string currency;                  // the currency the offer was published in
    std::int64_t publishedPerGpuHourMinor = 0; // in that currency
    bool converted = false;
    std::string observedDate;              // YYYY-MM-DD
    std::string sourceKind;                // "provider" | "tracker" | "article"
    std::string source;
    bool userSet = false;                  // a row the user added or changed
};

// Everything the planner needs from the catalog, read once, prices in one currency.
struct CatalogSnapshot {
    std::string currency;
    std::vector<GpuSpec> gpus;
    std::vector<CpuSpec> cpus;
    std::vector<MemoryModuleSpec> memory;
    std::vector<StorageSpec> storage;
    std::vector<PsuSpec> psus;
    std::vector<PlatformSpec> platforms;
    std::vector<NicSpec> nics;
    std::vector<CoolerSpec> coolers;
    std::vector<BridgeSpec> bridges;
    SoftwareCatalog software; // the software stack per GPU architecture (GpuSpec::computeTarget)
    // Prices parallel to the part vectors above.
    std::vector<PartPrice> gpuPrices, cpuPrices, memoryPrices, storagePrices, psuPrices, platformPrices;
    std::vector<PartPrice> nicPrices, coolerPrices, bridgePrices;
    // Cloud offers with a price in `currency` (an offer no rate converts is left out).
    std::vector<CloudOffer> cloudOffers;
    std::string rateDate; // the newest rate_date of the exchange rates the prices were converted with
    std::string catalogPath;
    std::string seedHash;
};

// A price is stale when its date is more than this many days before the day it is used on:
// street prices of GPUs move within months (issue 14), so a quote names the old ones.
inline constexpr int kStalePriceDays = 180;
// True when `priceDate` (YYYY-MM-DD) is more than kStalePriceDays before `today` (YYYY-MM-DD);
// false when either is empty or not a date.
bool priceIsStale(const std::string &priceDate, const std::string &today);
// Cloud prices move monthly: an offer observed more than this many days before the day it is
// used on is flagged as stale (issue 21), as a part's price is after kStalePriceDays.
inline constexpr int kStaleCloudOfferDays = 90;
bool cloudOfferIsStale(const std::string &observedDate, const std::string &today);
// Today's date (local clock) as YYYY-MM-DD: the plan date of the CLI and the app.
std::string todayIsoDate();

} // namespace rigplan
