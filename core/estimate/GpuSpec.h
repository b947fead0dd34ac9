// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace rigplan {

// The catalog's `lifecycle` values: on sale; orders taken until the vendor's last-time-buy date;
// no longer made (supplied from remaining stock).
enum class GpuLifecycle : std::uint8_t { Current, LastTimeBuy, EndOfLife };
// The catalog's and the plan JSON's word for each value.
inline const char *gpuLifecycleId(GpuLifecycle l)
{
    switch (l) {
    case GpuLifecycle::LastTimeBuy:
        return "last-time-buy";
    case GpuLifecycle::EndOfLife:
        return "end-of-life";
    case GpuLifecycle::Current:
        break;
    }
    return "current";
}
// The inverse; empty (no notice known) or any other text is current.
inline GpuLifecycle gpuLifecycleFromId(std::string_view id)
{
    for (const GpuLifecycle l : {GpuLifecycle::LastTimeBuy, GpuLifecycle::EndOfLife}) {
        if (id == gpuLifecycleId(l)) {
            return l;
        }
    }
    return GpuLifecycle::Current;
}

// One GPU model as the estimator and the planner see it: plain data. It lives with the estimator
// (which needs nothing else of the catalog); the catalog fills it from its gpus table.
// Units are in the names: bytes, bytes per second, watts, millimetres, dense TFLOPS.
struct GpuSpec {
    std::string id;   // catalog id, e.g. "rtx-4090"
    std::string name; // e.g. "NVIDIA GeForce RTX 4090"
    std::string vendor;

    std::int64_t memoryBytes = 0;          // on-board memory; vendor "GB" is binary (24 GB = 24 × 2^30 B)
    std::int64_t cudaVisibleBytes = 0;     // what torch.cuda.mem_get_info() reports as total (published logs);
                                           // 0 = unknown: EstimateOptions::cudaVisibleFraction × memoryBytes
    std::int64_t memoryBandwidthBps = 0;   // peak memory bandwidth, bytes/s
    double fp32Tflops = 0;                 // non-tensor FP32, dense
    double bf16Tflops = 0;                 // tensor BF16/FP16 with FP32 accumulate, dense
    double fp8Tflops = 0;                  // tensor FP8, dense; 0 = not supported
    double int8Tops = 0;                   // tensor INT8, dense; 0 = not supported
    double fp4Tflops = 0;                  // tensor FP4 (NVFP4 / MXFP4), dense; 0 = not supported or unpublished
    // The largest matmul rate measured on the card (published kernel benchmarks: maximum achievable
    // matmul FLOPS); 0 = none published (the estimator then takes the median share of the measured cards).
    double bf16MatmulTflops = 0;
    double fp8MatmulTflops = 0;
    double fp4MatmulTflops = 0;            // NVFP4 / MXFP4 (schema 12)
    int smCount = 0;                       // streaming multiprocessors (AMD: compute units); 0 = unknown
    std::int64_t boardPowerW = 0;          // total board power / TDP
    int pcieGen = 0;                       // host link generation (modules too)
    int pcieLanes = 16;
    std::int64_t interconnectBps = 0;      // GPU-to-GPU link per direction, bytes/s (catalog total / 2); 0 = none
    // The driver lets two cards read each other's memory over PCIe (catalog `pcie_p2p`; GeForce
    // cards: no). Without it, traffic the link does not carry goes through host memory.
    bool pcieP2p = true;
    std::string formFactor;                // "pcie" | "sxm" | "oam"
    std::string cooling;                   // "blower" | "open-air" | "flow-through" | "passive"
    int slotWidth = 2;                     // PCIe slots occupied
    int lengthMm = 0;
    // Where the product stands with its vendor (catalog `lifecycle`; empty = current, no notice
    // known). A part that is not current never wins a tier over a current one as good (Tiers.cpp).
    GpuLifecycle lifecycle = GpuLifecycle::Current;
    std::string lifecycleDate;             // YYYY-MM-DD of the notice; "" = unknown
    std::string successorId;               // the catalog GPU the vendor names as its replacement; "" = none
    bool current() const { return lifecycle == GpuLifecycle::Current; }
    std::vector<std::string> notSoldIn;    // ISO 3166-1 alpha-2 codes where it may not be sold
    std::string notSoldSource;             // the rule that says so (e.g. US BIS rule and date)
    std::string computeTarget;             // the software-stack architecture ("sm120", "gfx942"); "" = unknown
    // The tensor rate the serving engines run FP8 and INT8 W8A8 weights at on this GPU, from the
    // catalog's format_support rows (the engine's speed rule: the FP8 rate where FP8 is native,
    // the BF16 rate where FP8 is served weight-only through FP8 Marlin). < 0: no rule known, the
    // estimator falls back to fp8Tflops / int8Tops when non-zero, else bf16Tflops.
    double fp8ComputeTflops = -1;
    double int8ComputeTops = -1;
};

// The GPU-to-GPU link and the bridges (docs/planner.md, "NVLink bridges"). NVLink / Infinity Fabric
// bridges join pairs of PCIe cards only (NVIDIA's RTX A6000 datasheet: "2-way", "Connect 2x RTX
// A6000"); SXM/OAM baseboards switch every GPU at the full link. One rule for the engine (which
// figure a group of `group` GPUs exchanges at) and the planner (which builds carry bridges):
// the link carries the group's traffic on a baseboard, or when the group is one pair of PCIe cards.
inline bool linkCarries(const GpuSpec &gpu, int group)
{
    return gpu.interconnectBps > 0 && (gpu.formFactor != "pcie" || group <= 2);
}
// The group's traffic relies on a bridge: one pair of PCIe cards joined by their bridge link.
inline bool reliesOnBridge(const GpuSpec &gpu, int group)
{
    return gpu.interconnectBps > 0 && gpu.formFactor == "pcie" && group == 2;
}

} // namespace rigplan
