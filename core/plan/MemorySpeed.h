// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The DDR5 speed a CPU platform is rated for with one and with two DIMMs per channel
// (docs/planner.md, "The planner", system RAM). Boards slow the memory bus down when a channel carries
// two DIMMs, and desktop CPUs are rated below their DIMMs' speed even at one. The catalog has
// no column for it (the schema is frozen), so the figures live here, one row per CPU family,
// each with the vendor statement it comes from; a family without a sourced row gets no
// derating claimed.

#include <span>

namespace rigplan {

struct CpuSpec;

struct MemorySpeedRule {
    const char *id;           // "am5-ryzen-9000": stable, in JSON (tier build "memory_speed_rule")
    const char *socket;       // CpuSpec::socket
    const char *familyPrefix; // CpuSpec::family starts with it ("Ryzen 9000")
    int oneDpcMts;            // rated speed with one DIMM per channel; 0 = not sourced
    int twoDpcMts;            // rated speed with two DIMMs per channel; 0 = not sourced
    const char *source;       // where the figures come from
};

// Every rule, in a fixed order.
std::span<const MemorySpeedRule> memorySpeedRules();
// The rule for a CPU (its socket and family), nullptr when none is sourced.
const MemorySpeedRule *memorySpeedRule(const CpuSpec &cpu);

// How fast a fitted DIMM set runs.
struct MemorySpeed {
    int mts = 0;             // effective: min(the DIMMs' speed, the rule's speed at dimmsPerChannel)
    int dimmMts = 0;         // the DIMMs' own speed
    int dimmsPerChannel = 0; // on the most populated channel
    bool derated = false;    // mts is below the DIMMs' own speed
    const MemorySpeedRule *rule = nullptr; // nullptr: no rule for the CPU, the DIMMs' speed stands
    bool ratedAtDpc = false; // the rule has a sourced figure at dimmsPerChannel
};

// `dimms` identical DIMMs of `dimmMts` spread evenly over `channels` channels. At two DIMMs per
// channel a rule without a sourced 2DPC figure still caps the speed at its 1DPC figure (a
// second DIMM never makes a channel faster), with ratedAtDpc false: no 2DPC derating claimed.
MemorySpeed memorySpeed(const CpuSpec &cpu, int dimmMts, int dimms, int channels);
// The same with the CPU's rule already looked up (memorySpeedRule(cpu)).
MemorySpeed memorySpeed(const MemorySpeedRule *rule, int dimmMts, int dimms, int channels);

} // namespace rigplan
