// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How a group of GPUs runs its collectives (docs/method.md, "GPU-to-GPU traffic"): which path
// carries them, at what bandwidth, and what one tensor-parallel all-reduce of a given size costs —
// the engine's own kernel below its size limit, NCCL above it at NCCL's measured bus bandwidth
// for that message size. Plain data, no Qt.

#include "estimate/GpuSpec.h"

#include <cstdint>

namespace rigplan {

// What carries a group's collectives.
enum class CollectivePath : std::uint8_t {
    None,       // one GPU: nothing to exchange
    GpuLink,    // NVLink / Infinity Fabric (a bridge joins one pair of PCIe cards only)
    PciePeer,   // PCIe peer-to-peer
    HostMemory, // PCIe through host memory: the card does not do peer-to-peer (GeForce)
};
CollectivePath collectivePath(const GpuSpec &gpu, int group);

// Bytes/s per direction the path carries: the GPU link; PCIe; without peer-to-peer NCCL's
// measured share of what peer-to-peer reaches.
double collectiveLinkBps(const GpuSpec &gpu, int group);

// NCCL all_reduce_perf bus bandwidth by message size on 8 GPUs, one measured system per kind of
// link (Collectives.cpp names each source).
enum class NcclCurve : std::uint8_t {
    NvSwitchNvls, // NVSwitch with in-switch reduction (Hopper and later SXM): 8 × H100
    NvLinkRing,   // NVLink without it (A100 SXM, bridges, other switched links): 8 × A100
    InfinityFabric, // AMD xGMI mesh: 8 × MI300X
    Pcie,         // PCIe Gen5 ring: 8 × RTX PRO 6000 Blackwell
};
NcclCurve ncclCurveOf(const GpuSpec &gpu, int group);

// One all-reduce of a tensor-parallel group, as the engine routes it.
struct AllReduceRoute {
    double linkBps = 0;        // collectiveLinkBps of the group
    double kernelMaxBytes = 0; // the engine's own kernel carries messages below this; NCCL the rest (0: NCCL always)
    double kernelStageS = 0;   // that kernel's latency per stage of its log2(t)-deep exchange, plus one (launch)
    double ncclMinS = 0;       // no NCCL all-reduce is faster (host-staged exchanges, measured)
    NcclCurve curve = NcclCurve::NvLinkRing;
    bool operator==(const AllReduceRoute &) const = default;
};
// The route of a group with no engine kernel (training frameworks call NCCL for every message).
AllReduceRoute ncclRoute(const GpuSpec &gpu, int group);
// Seconds for one all-reduce of `bytes` per GPU over `group` GPUs.
double allReduceS(const AllReduceRoute &route, int group, double bytes);
// NCCL's measured bus bandwidth for `bytes` on `group` GPUs, scaled from the curve's system to `linkBps`.
double ncclBusBps(NcclCurve curve, double linkBps, int group, double bytes);

} // namespace rigplan
