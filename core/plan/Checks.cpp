// SPDX-License-Identifier: GPL-3.0-or-later
// The hard checks, one function per rule. Each returns the violation with its figures; the
// words for it are made where it is shown (core/plan/PlanText).

#include "plan/PlannerDetail.h"

namespace rigplan::planner {

std::optional<Violation> checkGpuLength(const PlatformSpec &p, const GpuSpec &g)
{
    if (p.maxGpuLengthMm > 0 && g.lengthMm > p.maxGpuLengthMm) {
        return Violation{Check::GpuFit, Rule::GpuTooLong, -1, double(g.lengthMm), double(p.maxGpuLengthMm), Unit::Millimetres};
    }
    return std::nullopt;
}

std::optional<Violation> checkGpuWidth(const PlatformSpec &p, const GpuSpec &g)
{
    if (p.maxGpuWidthSlots > 0 && g.slotWidth > p.maxGpuWidthSlots) {
        return Violation{Check::GpuFit, Rule::GpuTooWide, -1, double(g.slotWidth), double(p.maxGpuWidthSlots), Unit::Slots};
    }
    return std::nullopt;
}

std::optional<Violation> checkSlotPitch(const PlatformSpec &p, const GpuSpec &g, int count)
{
    if (count <= 1) {
        return std::nullopt;
    }
    if (p.slotPitch > 0 && g.slotWidth > p.slotPitch) {
        return Violation{Check::GpuFit, Rule::SlotPitchTooSmall, -1, double(g.slotWidth), double(p.slotPitch), Unit::Slots};
    }
    // An unpublished pitch with cards wider than two slots: a fit cannot be confirmed.
    if (p.slotPitch == 0 && g.slotWidth > 2) {
        return Violation{Check::GpuFit, Rule::SlotPitchUnknown, -1, double(g.slotWidth), 0, Unit::Slots};
    }
    return std::nullopt;
}

std::optional<Violation> checkX16Slots(const PlatformSpec &p, int count)
{
    if (count > 1 && p.x16Slots > 0 && count > p.x16Slots) {
        return Violation{Check::GpuFit, Rule::TooFewX16Slots, -1, double(count), double(p.x16Slots), Unit::Count};
    }
    return std::nullopt;
}

std::optional<Violation> checkPassiveAirflow(const PlatformSpec &p, const GpuSpec &g)
{
    if (g.cooling == "passive" && g.formFactor == "pcie" && !p.passiveGpuAirflow) {
        return Violation{Check::Cooling, Rule::PassiveNoAirflow, -1, 1, 0, Unit::None};
    }
    return std::nullopt;
}

std::optional<Violation> checkOpenAirCount(const PlatformSpec &p, const GpuSpec &g, int count)
{
    if (caseDumpingCooler(g) && count > p.maxOpenAirGpus) {
        return Violation{Check::Cooling, Rule::TooManyOpenAir, -1, double(count), double(p.maxOpenAirGpus), Unit::Count};
    }
    return std::nullopt;
}

std::optional<Violation> checkEnvironment(const PlatformSpec &p, const Site &site)
{
    if (site.environment != "office") {
        return std::nullopt;
    }
    if (p.coolingClass == "rack") {
        return Violation{Check::Environment, Rule::RackInOffice, -1, 1, 0, Unit::None};
    }
    if (p.noise == "loud") {
        return Violation{Check::Environment, Rule::LoudInOffice, -1, 1, 0, Unit::None};
    }
    return std::nullopt;
}

std::optional<Violation> checkCores(int needed, int available)
{
    if (available < needed) {
        return Violation{Check::CpuCores, Rule::TooFewCores, -1, double(needed), double(available), Unit::Cores};
    }
    return std::nullopt;
}

std::optional<Violation> checkLanes(int count, int lanesPerGpu, int lanes, const PlanOptions &opt)
{
    if (lanesPerGpu < opt.minLanesPerGpu) {
        return Violation{Check::PcieLanes, Rule::TooFewLanes, -1, double(opt.minLanesPerGpu) * count, double(lanes),
                         Unit::Lanes};
    }
    return std::nullopt;
}

std::optional<Violation> checkOutlet(double wallW, std::int64_t outletLimitW)
{
    if (outletLimitW > 0 && wallW > double(outletLimitW)) {
        return Violation{Check::Outlet, Rule::WallBeyondOutlet, -1, wallW, double(outletLimitW), Unit::Watts};
    }
    return std::nullopt;
}

std::optional<Violation> checkBudget(std::int64_t priceMinor, std::int64_t budgetMinor)
{
    if (budgetMinor > 0 && priceMinor > budgetMinor) {
        return Violation{Check::Budget, Rule::OverBudget, -1, double(priceMinor), double(budgetMinor), Unit::MinorUnits};
    }
    return std::nullopt;
}

void structuralChecks(const PlatformSpec &p, const GpuSpec &g, int count, const Site &site, Build &b)
{
    const auto add = [&](std::optional<Violation> v) {
        if (v) {
            b.violations.push_back(*v);
        }
    };
    if (g.formFactor == "pcie") {
        add(checkGpuLength(p, g));
        add(checkGpuWidth(p, g));
        add(checkSlotPitch(p, g, count));
        add(checkX16Slots(p, count));
        if (g.slotWidth == 0 || g.lengthMm == 0) {
            b.notes.push_back({BuildNote::CardSizeUnknown});
        }
    }
    add(checkPassiveAirflow(p, g));
    add(checkOpenAirCount(p, g, count));
    add(checkEnvironment(p, site));
}

std::optional<Violation> checkSoftware(const GpuSoftware &software)
{
    const JobSoftware *blocked = software.firstBlocked();
    if (!blocked) {
        return std::nullopt;
    }
    Rule rule = Rule::FrameworkUnsupported;
    if (blocked->block == SoftwareBlock::Format) {
        rule = Rule::FormatUnsupported;
    } else if (blocked->block == SoftwareBlock::TrainingFormat) {
        rule = Rule::Fp8TrainingUnsupported;
    }
    return Violation{Check::Software, rule, blocked->job, 1, 0, Unit::None};
}

void softwareChecks(const Planner &pl, int gpu, Build &b)
{
    // Once per architecture: the software depends on the GPU model's compute target and the
    // jobs, not on the model, the platform, the count or the CPU.
    if (pl.softwareOfGpu.size() != pl.snap.gpus.size()) {
        pl.softwareOfGpu.assign(pl.snap.gpus.size(), -1);
    }
    int &slot = pl.softwareOfGpu[std::size_t(gpu)];
    if (slot < 0) {
        const GpuSpec &g = pl.snap.gpus[std::size_t(gpu)];
        for (std::size_t i = 0; i < pl.softwareByTarget.size(); ++i) {
            if (pl.softwareByTarget[i].first == g.computeTarget) {
                slot = int(i);
            }
        }
        if (slot < 0) {
            pl.softwareByTarget.emplace_back(g.computeTarget, gpuSoftware(pl.snap.software, g, pl.workload.jobs));
            slot = int(pl.softwareByTarget.size()) - 1;
        }
    }
    const GpuSoftware &fit = pl.softwareByTarget[std::size_t(slot)].second;
    if (auto v = checkSoftware(fit)) {
        b.violations.push_back(*v);
    }
    for (const JobSoftware &j : fit.jobs) {
        bool caveat = false;
        for (const SoftwareNote &w : j.warnings) {
            if (w.kind == SoftwareWarning::WeightOnly && w.format == "fp8-w8a8") {
                b.notes.push_back({BuildNote::Fp8WeightOnly, j.job});
            } else if (w.kind != SoftwareWarning::WeightOnly && w.kind != SoftwareWarning::UnknownArchitecture) {
                caveat = true;
            }
        }
        if (caveat && j.runs()) {
            b.notes.push_back({BuildNote::SoftwareCaveat, j.job});
        }
    }
}

} // namespace rigplan::planner
