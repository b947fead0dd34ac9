// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Synthetic big catalogs made in memory from a snapshot, for the planner's benchmarks and the
// tests that pin its plans on them: re-listings of every part (same specs, dearer) and variants
// (distinct specs, cheaper but worse in one figure). Ids are distinct ("<id>-v3", "<id>-w3").

#include "catalog/Catalog.h"

#include <string>
#include <vector>

namespace rigplan::testing {

// `copies` − 1 extra copies of every part list. Copy k moves the price by k × `num` / `den`
// of it (a fraction, so 1,000 copies still get distinct prices) and `change(part, k)` alters
// one figure of it (or nothing).
template <typename Part, typename Change>
void addCopies(std::vector<Part> &parts, std::vector<PartPrice> &prices, const char *suffix, int copies, std::int64_t num,
               std::int64_t den, Change &&change)
{
    const auto original = parts;
    const auto originalPrices = prices;
    for (int copy = 1; copy < copies; ++copy) {
        for (std::size_t i = 0; i < original.size(); ++i) {
            Part part = original[i];
            part.id += suffix + std::to_string(copy);
            change(part, copy);
            PartPrice price = originalPrices[i];
            price.amountMinor += price.amountMinor * copy * num / den;
            parts.push_back(part);
            prices.push_back(price);
        }
    }
}

// Re-listings with identical specs, each 1 % dearer than the one before: the planner prunes
// them as dominated.
inline CatalogSnapshot relisted(const CatalogSnapshot &shipped, int copies)
{
    CatalogSnapshot c = shipped;
    const auto same = [](auto &, int) {};
    addCopies(c.gpus, c.gpuPrices, "-v", copies, 10, 1000, same);
    addCopies(c.cpus, c.cpuPrices, "-v", copies, 10, 1000, same);
    addCopies(c.memory, c.memoryPrices, "-v", copies, 10, 1000, same);
    addCopies(c.storage, c.storagePrices, "-v", copies, 10, 1000, same);
    addCopies(c.psus, c.psuPrices, "-v", copies, 10, 1000, same);
    addCopies(c.platforms, c.platformPrices, "-v", copies, 10, 1000, same);
    return c;
}

// Variants that are no mere re-listing: copy k is cheaper and worse in one figure, the last
// copy about half the price.
inline CatalogSnapshot variants(const CatalogSnapshot &shipped, int copies)
{
    CatalogSnapshot c = shipped;
    const std::int64_t num = -500, den = 1000 * std::int64_t(copies);
    const double scale = 1.0 / copies;
    addCopies(c.gpus, c.gpuPrices, "-w", copies, num, den, [&](GpuSpec &g, int k) {
        g.memoryBandwidthBps -= std::int64_t(double(g.memoryBandwidthBps) * 0.1 * k * scale);
    });
    addCopies(c.cpus, c.cpuPrices, "-w", copies, num, den, [](CpuSpec &cpu, int k) { cpu.tdpW += k; });
    addCopies(c.memory, c.memoryPrices, "-w", copies, num, den,
              [&](MemoryModuleSpec &m, int k) { m.powerW += 0.1 * k * scale * 10; });
    addCopies(c.storage, c.storagePrices, "-w", copies, num, den, [&](StorageSpec &d, int k) {
        d.seqReadBps -= std::int64_t(double(d.seqReadBps) * 0.1 * k * scale);
    });
    addCopies(c.psus, c.psuPrices, "-w", copies, num, den, [&](PsuSpec &p, int k) { p.efficiency -= 0.02 * k * scale; });
    addCopies(c.platforms, c.platformPrices, "-w", copies, num, den, [](PlatformSpec &p, int k) { p.basePowerW += k; });
    return c;
}

} // namespace rigplan::testing
