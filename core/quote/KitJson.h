// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A frozen quote's acceptance kit as JSON ("frozen.kit", docs/file-formats.md "Quote file"; internal to
// core/quote): every field of LaunchKit, enums by their stable ids, one option, threshold or
// replica a line. Read as strictly as the rest of the quote: a kit's options go into shell
// scripts, so an option's name is a plain word and its value one line.

#include "plan/LaunchKit.h"
#include "quote/QuoteJson.h"

#include <optional>

namespace rigplan::quotejson {

// What a kit may hold: a workload's jobs, and per job far more than any engine takes.
inline constexpr std::size_t kMaxKitJobs = 1000;
inline constexpr std::size_t kMaxKitOptions = 100;   // per list (serve, bench, launch, …)
inline constexpr std::size_t kMaxKitReplicas = 1024; // per serving job, and GPUs per replica
inline constexpr std::size_t kMaxKitThresholds = 16;
inline constexpr std::size_t kMaxKitFrameworks = 64;

// The kit as a JSON object for a key standing at `indent`.
QByteArray kitJson(const LaunchKit &kit, int indent);

// parent[key] as a kit: nullopt when absent or null, or when a problem was reported (each one
// under its path, "frozen.kit.jobs[0].serving.thresholds[2].limit").
std::optional<LaunchKit> readKit(const Fields &parent, const char *key, const QString &fileName, Diagnostics &issues);

} // namespace rigplan::quotejson
