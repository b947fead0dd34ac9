// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A catalog snapshot cut down to the parts a test row names, so that what the planner picks is
// decided by that row (one GPU model at one count on one platform; one CPU, one DIMM).

#include "catalog/Parts.h"

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

namespace rigplan::testing {

// The position of part `id`, or parts.size() when the snapshot has no such part.
template <typename T>
std::size_t partIndex(const std::vector<T> &parts, const std::string &id)
{
    const auto it = std::find_if(parts.begin(), parts.end(), [&](const T &p) { return p.id == id; });
    return std::size_t(it - parts.begin());
}

// Keeps part `id` of one kind with its price; throws std::out_of_range for a part the snapshot
// lacks (a row naming a part the catalog no longer ships fails instead of planning on nothing).
template <typename T>
void keepOnly(std::vector<T> &parts, std::vector<PartPrice> &prices, const std::string &id)
{
    const std::size_t i = partIndex(parts, id);
    T part = parts.at(i);
    PartPrice price = prices.at(i);
    parts = {std::move(part)};
    prices = {std::move(price)};
}

// `from` with one GPU model, offered at `gpuCount` cards only, and one platform.
inline CatalogSnapshot narrowedTo(CatalogSnapshot from, const std::string &gpu, const std::string &platform, int gpuCount)
{
    keepOnly(from.gpus, from.gpuPrices, gpu);
    keepOnly(from.platforms, from.platformPrices, platform);
    from.platforms.front().gpuCounts = {gpuCount};
    return from;
}

} // namespace rigplan::testing
