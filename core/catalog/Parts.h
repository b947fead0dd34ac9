// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "estimate/GpuSpec.h"
#include "model/ModelArch.h"

#include <cstdint>
#include <string>
#include <vector>

namespace rigplan {

// Plain-data views of the catalog rows the planner reads. Units are in the names; an unknown
// (empty) catalog value is 0 or "" and each check says how it treats an unknown.

struct CpuSpec {
    std::string id, name, vendor, family, socket, memoryType;
    int cores = 0;
    int threads = 0;
    int tdpW = 0;
    int pcieLanes = 0;
    int pcieGen = 0;
    int memoryChannels = 0;
    std::int64_t maxMemoryBytes = 0;
};

struct MemoryModuleSpec {
    std::string id, name, memoryType;
    std::int64_t capacityBytes = 0;
    int speedMts = 0;
    double powerW = 0;
};

struct StorageSpec {
    std::string id, name, interface, formFactor;
    std::int64_t capacityBytes = 0;
    std::int64_t seqReadBps = 0;
    double powerW = 0;
};

struct PsuSpec {
    std::string id, name, form, atxVersion, efficiencyRating;
    int capacityW = 0;
    int capacityW115v = 0; // 0 = unknown: assumed equal to capacityW
    double efficiency = 0;  // at 50 % load
    int connectors12v2x6 = 0;
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

// Everything the planner needs from the catalog, read once, prices in one currency.
struct CatalogSnapshot {
    std::string currency;
    std::vector<GpuSpec> gpus;
    std::vector<CpuSpec> cpus;
    std::vector<MemoryModuleSpec> memory;
    std::vector<StorageSpec> storage;
    std::vector<PsuSpec> psus;
    std::vector<PlatformSpec> platforms;
    // Prices parallel to the part vectors above.
    std::vector<PartPrice> gpuPrices, cpuPrices, memoryPrices, storagePrices, psuPrices, platformPrices;
    std::string catalogPath;
    std::string seedHash;
};

} // namespace rigplan
