// SPDX-License-Identifier: GPL-3.0-or-later
// GPU-to-GPU collectives: the path, its bandwidth, and one all-reduce's time by message size.
// Sources and reasoning: docs/method.md, "GPU-to-GPU traffic".

#include "estimate/Collectives.h"

#include "estimate/Estimate.h"

#include <algorithm>
#include <cmath>
#include <span>

namespace rigplan {

namespace {

// Collectives through host memory reach 28 / 46.45 of what peer-to-peer reaches: NCCL
// all_reduce_perf bus bandwidth with 1–8 GB messages on 8 GPUs over PCIe Gen5 x16, 28 GB/s without
// peer-to-peer (8 × RTX 5090; NVIDIA/nccl issue #1639, 2025-03-14) against 46.45 GB/s with it
// (8 × RTX PRO 6000 Blackwell, ring; voipmonitor/rtx6kpro
// hardware/wrx90-cpayne-8gpu-root-topology-comparison.md @e01f16b, 2026-04-28). Measured on
// hardware, not fitted on the validation set.
constexpr double kHostStagedShareOfP2p = 28.0 / 46.45;
// A small all-reduce through host memory: 8 bytes on 8 × RTX 4090 (stock driver, no peer-to-peer)
// took 43.47 µs with NCCL's defaults (NVIDIA/nccl issue #1530, 2024-12-02): per stage of the
// log2(8)-deep exchange plus its launch, a quarter of it.
constexpr double kHostStagedAllReduceStageS = 43.47e-6 / 4.0;

// One measured all_reduce_perf curve: in-place bus bandwidth (GB/s) by log2 of the message size
// in bytes, on 8 GPUs whose link carries `linkBps` a direction.
struct CurvePoint {
    double log2Bytes;
    double busGBps;
};
struct MeasuredCurve {
    NcclCurve curve;
    double linkBps;
    std::span<const CurvePoint> points;
};

// Azure/AI-benchmarking-guide Azure_Results/ND_H200_v5_results.md @7f20e5fa, "NCCL Bandwidth":
// 8 × H200 SXM, NVSwitch, NCCL 2.20.5, NVLS, 256 KiB … 8 GiB.
constexpr CurvePoint kH200Nvls[] = {
    {18, 14.75},  {19, 29.38},  {20, 52.96},  {21, 88.78},  {22, 138.44}, {23, 181.94},
    {24, 240.41}, {25, 300.91}, {26, 368.11}, {27, 412.45}, {28, 432.24}, {29, 442.72},
    {30, 467.58}, {31, 472.57}, {32, 477.41}, {33, 479.98},
};
// Azure/AI-benchmarking-guide Azure_Results/ND_A100_v4_results.md @3bb66cac: 8 × A100 SXM 80 GB,
// NVSwitch (no in-switch reduction), NCCL 2.18.5.
constexpr CurvePoint kA100Ring[] = {
    {18, 10.11},  {19, 19.24},  {20, 36.22},  {21, 53.54},  {22, 71.43},  {23, 89.99},
    {24, 109.22}, {25, 132.77}, {26, 166.63}, {27, 174.18}, {28, 213.87}, {29, 221.58},
    {30, 228.10}, {31, 230.22}, {32, 230.48}, {33, 231.58},
};
// samuel-bohman/AI-benchmarking-guide (fork of Azure's) Azure_Results/ND_MI300X_v5_results.md
// @3de0c294, "RCCL Bandwidth": 8 × MI300X, Infinity Fabric, RCCL 2.22.3.
constexpr CurvePoint kMi300xXgmi[] = {
    {18, 7.50},   {19, 13.01},  {20, 22.41},  {21, 43.41},  {22, 82.53},  {23, 131.57},
    {24, 171.46}, {25, 230.35}, {26, 266.34}, {27, 290.81}, {28, 302.80}, {29, 308.89},
    {30, 313.92}, {31, 315.06}, {32, 314.85}, {33, 316.82},
};
// voipmonitor/rtx6kpro hardware/wrx90-cpayne-8gpu-root-topology-comparison.md @e01f16b, sections
// 6–7 (ring, group A): 8 × RTX PRO 6000 Blackwell on PCIe Gen5 x16 switches, peer-to-peer.
constexpr CurvePoint kPcieGen5Ring[] = {
    {12, 0.30}, {14, 1.54}, {16, 6.33}, {18, 18.28}, {20, 21.57},
    {22, 38.39}, {24, 44.16}, {26, 45.63}, {28, 45.94}, {30, 46.44},
};

// Per direction: NVLink 4 900 GB/s, NVLink 3 600 GB/s, MI300X 7 × 128 GB/s (totals / 2), PCIe Gen5 x16.
const MeasuredCurve kCurves[] = {
    {NcclCurve::NvSwitchNvls, 450e9, kH200Nvls},
    {NcclCurve::NvLinkRing, 300e9, kA100Ring},
    {NcclCurve::InfinityFabric, 448e9, kMi300xXgmi},
    {NcclCurve::Pcie, 64e9, kPcieGen5Ring},
};

const MeasuredCurve &measured(NcclCurve curve)
{
    for (const MeasuredCurve &c : kCurves) {
        if (c.curve == curve)
            return c;
    }
    return kCurves[1];
}

// Bus bandwidth (bytes/s) of the measured system at 2^log2Bytes: linear in log size between
// points; below the first the time stays the first point's (latency-bound), above the last the
// bandwidth stays the last point's.
double measuredBusBps(std::span<const CurvePoint> pts, double log2Bytes)
{
    if (log2Bytes <= pts.front().log2Bytes)
        return pts.front().busGBps * 1e9 * std::exp2(log2Bytes - pts.front().log2Bytes);
    if (log2Bytes >= pts.back().log2Bytes)
        return pts.back().busGBps * 1e9;
    const auto hi = std::upper_bound(pts.begin(), pts.end(), log2Bytes,
                                     [](double x, const CurvePoint &p) { return x < p.log2Bytes; });
    const CurvePoint &b = *hi, &a = *(hi - 1);
    const double f = (log2Bytes - a.log2Bytes) / (b.log2Bytes - a.log2Bytes);
    return (a.busGBps + f * (b.busGBps - a.busGBps)) * 1e9;
}

// Hopper and later: the NVSwitch of an SXM board reduces in the switch (NVLS).
bool hasNvls(const GpuSpec &gpu)
{
    const std::string &t = gpu.computeTarget;
    if (gpu.vendor != "NVIDIA" || t.size() < 4 || t.compare(0, 2, "sm") != 0)
        return false;
    return std::atoi(t.c_str() + 2) >= 90;
}

// The links that would carry a group of `group` cards (one card alone: the ones it has).
CollectivePath pathOfLinks(const GpuSpec &gpu, int group)
{
    if (linkCarries(gpu, group))
        return CollectivePath::GpuLink;
    return gpu.pcieP2p ? CollectivePath::PciePeer : CollectivePath::HostMemory;
}

double linkBpsOf(const GpuSpec &gpu, CollectivePath path)
{
    if (path == CollectivePath::GpuLink)
        return double(gpu.interconnectBps);
    const double pcie = pcieBandwidthBps(gpu.pcieGen > 0 ? gpu.pcieGen : 4, gpu.pcieLanes);
    return path == CollectivePath::HostMemory ? pcie * kHostStagedShareOfP2p : pcie;
}

NcclCurve curveOf(const GpuSpec &gpu, CollectivePath path)
{
    if (path != CollectivePath::GpuLink)
        return NcclCurve::Pcie;
    if (gpu.vendor == "AMD")
        return NcclCurve::InfinityFabric;
    // Bridged pairs (PCIe cards) and switched links without in-switch reduction run NCCL's ring.
    return gpu.formFactor != "pcie" && hasNvls(gpu) ? NcclCurve::NvSwitchNvls : NcclCurve::NvLinkRing;
}

} // namespace

CollectivePath collectivePath(const GpuSpec &gpu, int group)
{
    return group <= 1 ? CollectivePath::None : pathOfLinks(gpu, group);
}

double collectiveLinkBps(const GpuSpec &gpu, int group)
{
    return linkBpsOf(gpu, pathOfLinks(gpu, group));
}

NcclCurve ncclCurveOf(const GpuSpec &gpu, int group)
{
    return curveOf(gpu, collectivePath(gpu, group));
}

double ncclBusBps(NcclCurve curve, double linkBps, int group, double bytes)
{
    const MeasuredCurve &m = measured(curve);
    // The curves are of 8 GPUs. A ring of t GPUs moves bytes / t per step over 2 (t − 1) steps,
    // so its bus bandwidth at a message of m bytes is the 8-GPU ring's at 8 m / t.
    const double scaled = std::max(bytes, 1.0) * 8.0 / double(std::max(group, 2));
    return measuredBusBps(m.points, std::log2(scaled)) * linkBps / m.linkBps;
}

AllReduceRoute ncclRoute(const GpuSpec &gpu, int group)
{
    const CollectivePath path = collectivePath(gpu, group);
    AllReduceRoute r;
    r.linkBps = collectiveLinkBps(gpu, group);
    r.curve = curveOf(gpu, path);
    if (path == CollectivePath::HostMemory)
        r.ncclMinS = kHostStagedAllReduceStageS * (1.0 + std::log2(double(std::max(group, 2))));
    return r;
}

double allReduceS(const AllReduceRoute &route, int group, double bytes)
{
    if (group <= 1 || route.linkBps <= 0 || bytes <= 0)
        return 0;
    const double t = double(group);
    const double ring = 2.0 * (t - 1.0) / t;
    if (bytes < route.kernelMaxBytes)
        return ring * bytes / route.linkBps + route.kernelStageS * (1.0 + std::log2(t));
    const double bus = ncclBusBps(route.curve, route.linkBps, group, bytes);
    return std::max(ring * bytes / bus, route.ncclMinS);
}

} // namespace rigplan
