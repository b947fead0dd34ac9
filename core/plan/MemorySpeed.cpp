// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/MemorySpeed.h"

#include "catalog/Parts.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace rigplan {

namespace {

// Read 2026-12-02. Families searched for and left out, so no derating is claimed for them:
// Xeon W-2500 / W-3500 (Sapphire Rapids Refresh; Intel's figure not found), EPYC 9005 (only
// pre-launch leaks of DDR5-6000 found), and the 2DPC figures of EPYC, Threadripper PRO, Xeon 600
// and 5th Gen Xeon Scalable (the catalog's boards for the first three are 1DPC; for Emerald
// Rapids only a 2022 leak, which says DDR5-4800, was found).
constexpr std::array kRules{
    MemorySpeedRule{
        "am5-ryzen-9000", "AM5", "Ryzen 9000", 5600, 3600,
        "AMD product specifications for the Ryzen 9 9950X, Ryzen 7 9700X and Ryzen 9 9950X3D (amd.com), 'Max Memory "
        "Speed: 2x1R DDR5-5600, 2x2R DDR5-5600, 4x1R DDR5-3600, 4x2R DDR5-3600', as transcribed in public GitHub "
        "files; four DIMMs on AM5's two channels are two per channel"},
    MemorySpeedRule{
        "am5-ryzen-7000", "AM5", "Ryzen 7000", 5200, 3600,
        "AMD product specifications for Ryzen 7000 (amd.com/en/product/13016 quoted in a public GitHub test: '2x1R "
        "DDR5-5200, 2x2R DDR5-5200'; an AM5 Ryzen 7000 spec list transcribed by a retailer: '4x1R DDR5-3600, 4x2R "
        "DDR5-3600'); TechSpot 2022-08: 'the native DDR5-5200 speed is only guaranteed when running one DIMM per "
        "channel, and there is a drop-off to DDR5-3600 when running two DIMMs per channel'"},
    MemorySpeedRule{
        "lga1851-core-ultra-200s", "LGA1851", "Core Ultra 200S", 5600, 4400,
        "Intel Core Ultra 200S processor datasheet as tabulated by Hardwareluxx (2024-10, 'Arrow Lake-S: CUDIMM, UDIMM "
        "und die Vorgaben des Speichercontrollers'): on a board with two DIMM slots per channel UDIMMs run DDR5-5600 "
        "at 1DPC and DDR5-4800 (1R) / DDR5-4400 (2R) at 2DPC (DDR5-6400 is for CUDIMMs on one-slot-per-channel "
        "boards); the 2R figure is used, the catalog having no rank column"},
    MemorySpeedRule{
        "lga4677-xeon-w-2400", "LGA4677", "Xeon W-2400", 4800, 4400,
        "Intel ARK for the w5-2465X and w7-2495X, 'DDR5-4800', as scraped in github.com/felixsteinke/cpu-spec-dataset "
        "dataset/intel-cpus.csv (commit 4c08d88); 2DPC: the Dell Precision 7960 (Xeon W-2400 / W-3400, 16 DIMM slots) "
        "runs '4800 MT/s (drops to 4400 MT/s when 12-16 slots populated)' as tabulated in a public GitHub workstation "
        "comparison, the figures of Intel's 4th Gen Xeon Scalable on the same Sapphire Rapids memory controller"},
    MemorySpeedRule{
        "lga4677-xeon-w-3400", "LGA4677", "Xeon W-3400", 4800, 4400,
        "Intel ARK for the w7-3465X and w9-3495X, 'DDR5-4800', as scraped in github.com/felixsteinke/cpu-spec-dataset "
        "dataset/intel-cpus.csv (commit 4c08d88); heise 2023-02 (W-3400: DDR5-4800 at 1 DPC); 2DPC: the Dell "
        "Precision 7960 figure as for the W-2400"},
    MemorySpeedRule{
        "lga4677-xeon-scalable-4", "LGA4677", "Xeon Scalable 4th Gen", 4800, 4400,
        "Intel ARK for the Xeon Platinum 8480+, 'Up to DDR5 4800 MT/s 1DPC Up to DDR5 4400 MT/s 2DPC', as scraped in "
        "github.com/felixsteinke/cpu-spec-dataset dataset/intel-cpus.csv (commit 4c08d88); WWT 'Memory Population "
        "Guidelines for Intel 4th Gen Xeon Scalable Processors' (4800 MT/s reduced to 4400 MT/s with the second DIMM)"},
    MemorySpeedRule{
        "lga4677-xeon-scalable-5", "LGA4677", "Xeon Scalable 5th Gen", 5600, 0,
        "Intel's 2023-12-14 launch of 5th Gen Xeon Scalable as reported by smbom.com ('support for DDR5 DIMMs at "
        "speeds up to 5600 MT/s'); wccftech 2022-09-03 platform leak (DDR5-5600 at 1DPC); the 2DPC figure was not "
        "found from Intel"},
    MemorySpeedRule{
        "sp5-epyc-9004", "SP5", "EPYC 9004", 4800, 0,
        "AMD product specifications export for the EPYC 9554 / 9554P ('Up to 4800MHz', 12 channels, 460.80 GB/s per "
        "socket) in github.com/felixsteinke/cpu-spec-dataset dataset/amd-cpus.csv (commit 4c08d88); the catalog's SP5 "
        "boards are 1DPC"},
    MemorySpeedRule{
        "str5-threadripper-pro-7000", "sTR5", "Threadripper PRO 7000", 5200, 0,
        "Dell Precision 7875 and HP Z6 G5 A (Threadripper PRO 7000 WX, 8 channels, 8 slots) at 5200 MT/s, from the "
        "vendors' spec sheets as tabulated in a public GitHub workstation comparison; WRX90 boards are 1DPC"},
    MemorySpeedRule{
        "str5-threadripper-pro-9000", "sTR5", "Threadripper PRO 9000", 6400, 0,
        "ASUS Pro WS WRX90E-SAGE SE tech spec 'DDR5-6400 (with 9000 WX)' as tabulated in a public GitHub build note "
        "citing asus.com; WRX90 boards are 1DPC"},
    MemorySpeedRule{
        "lga4710-xeon-600", "LGA4710", "Xeon 600", 6400, 0,
        "ServeTheHome 'Intel Xeon 658X Review: Granite Rapids For Workstations' (2026-08-17, as summarised in a public "
        "GitHub news digest): 8-channel DDR5-6400 RDIMM; W890 boards are 1DPC"},
};

} // namespace

std::span<const MemorySpeedRule> memorySpeedRules()
{
    return kRules;
}

const MemorySpeedRule *memorySpeedRule(const CpuSpec &cpu)
{
    for (const MemorySpeedRule &r : kRules) {
        if (cpu.socket == r.socket && std::string_view(cpu.family).starts_with(r.familyPrefix)) {
            return &r;
        }
    }
    return nullptr;
}

MemorySpeed memorySpeed(const CpuSpec &cpu, int dimmMts, int dimms, int channels)
{
    return memorySpeed(memorySpeedRule(cpu), dimmMts, dimms, channels);
}

MemorySpeed memorySpeed(const MemorySpeedRule *rule, int dimmMts, int dimms, int channels)
{
    MemorySpeed s;
    s.mts = dimmMts;
    s.dimmMts = dimmMts;
    if (dimms <= 0 || dimmMts <= 0) {
        return s;
    }
    s.dimmsPerChannel = (dimms + std::max(1, channels) - 1) / std::max(1, channels);
    s.rule = rule;
    if (!s.rule) {
        return s;
    }
    const int atDpc = s.dimmsPerChannel <= 1 ? s.rule->oneDpcMts : s.rule->twoDpcMts;
    s.ratedAtDpc = atDpc > 0;
    const int rated = atDpc > 0 ? atDpc : s.rule->oneDpcMts;
    if (rated > 0 && rated < dimmMts) {
        s.mts = rated;
        s.derated = true;
    }
    return s;
}

} // namespace rigplan
