// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Parts the engineer fixes before the search (`rigplan-cli plan --pin KIND=ID[:COUNT]`): "the
// client already owns two RTX PRO 6000", "our standard Xeon platform", "the 4 TB drives we stock".
// The catalog snapshot keeps only the pinned parts of each pinned kind (and a pinned GPU count
// only on the platforms that take it), so every tier and every "what would work" answer is built
// from them; a pin that leaves nothing buildable gets the usual "no build" answer, which says why.

#include "catalog/Parts.h"
#include "util/Diagnostic.h"

#include <QString>

#include <cstdint>
#include <string>
#include <vector>

namespace rigplan {

enum class PinKind : std::uint8_t { Gpu, Cpu, Platform, Memory, Storage, Psu, Nic, Cooler };

struct PartPin {
    PinKind kind = PinKind::Gpu;
    std::string id;
    int gpuCount = 0; // GPUs only: exactly this many in the box; 0 = any count
    bool operator==(const PartPin &) const = default;
};

// "gpu=rtx-pro-6000-blackwell:2", "cpu=xeon-w5-3435x": the kind, the catalog id and, for a GPU,
// an optional count (1 to 64). The error names what was expected.
Result<PartPin> parsePin(const QString &text);
// The pin as parsePin reads it.
QString pinText(const PartPin &pin);
// The kinds a pin takes, as typed ("gpu cpu platform memory storage psu nic cooler").
QString pinKindsText();

// The snapshot with only the pinned parts of each pinned kind (pins of one kind add up: two GPU
// pins allow either GPU). A pinned id the catalog lacks is an error naming it; so is a GPU count
// no platform of the snapshot takes.
Result<CatalogSnapshot> pinnedSnapshot(CatalogSnapshot snapshot, const std::vector<PartPin> &pins);

} // namespace rigplan
