// SPDX-License-Identifier: GPL-3.0-or-later
// The words for the software stack: the `software` violation, its notes, and the stack a tier
// should run (docs/planner.md, "Software stack").
#include "plan/PlanText.h"

#include "util/Tr.h"

#include <fmt/format.h>

#include <cstdlib>

namespace rigplan::plantext {

namespace {

const std::string &modelOf(const PlanTextContext &ctx, int job)
{
    static const std::string none;
    return job >= 0 && std::size_t(job) < ctx.workload.jobs.size() ? ctx.workload.jobs[std::size_t(job)].model.id : none;
}

std::string archText(const GpuArchitectureSpec *arch)
{
    if (!arch) {
        return {};
    }
    if (arch->platform == "cuda") {
        //: {0} = architecture name ("Blackwell (RTX)"), {1} = compute capability ("12.0")
        return trFormat(trt("rigplan::Software", "{0}, compute capability {1}"), arch->name, arch->computeCapability);
    }
    if (arch->platform == "rocm") {
        //: {0} = architecture name ("CDNA 3"), {1} = LLVM target ("gfx942")
        return trFormat(trt("rigplan::Software", "{0}, {1}"), arch->name, arch->computeCapability);
    }
    return arch->name;
}

// The lowest compute capability of an NVIDIA architecture the catalog runs `format` natively
// on ("8.9" for FP8 W8A8); "" when none.
std::string lowestNativeCapability(const SoftwareCatalog &software, const std::string &format)
{
    std::string best;
    double bestValue = 0;
    for (const FormatSupportSpec &f : software.formats) {
        const GpuArchitectureSpec *arch = software.architecture(f.architecture);
        if (f.format != format || !f.engines.empty() || f.mode != FormatMode::Native || !arch || arch->platform != "cuda") {
            continue;
        }
        const double value = std::strtod(arch->computeCapability.c_str(), nullptr);
        if (best.empty() || value < bestValue) {
            best = arch->computeCapability;
            bestValue = value;
        }
    }
    return best;
}

std::string note(const std::string &text)
{
    return text.empty() ? std::string() : ": " + text;
}

} // namespace

std::string supportWord(SupportLevel level)
{
    switch (level) {
    case SupportLevel::TestedUpstream:
        //: support level of a framework on a GPU architecture: the project tests it
        return trc("rigplan::Software", "tested upstream");
    case SupportLevel::Supported:
        //: support level: the project documents it as supported
        return trc("rigplan::Software", "supported");
    case SupportLevel::Community:
        //: support level: works through community builds, not tested by the project
        return trc("rigplan::Software", "community (untested upstream)");
    case SupportLevel::Experimental:
        //: support level: the project marks it experimental or beta
        return trc("rigplan::Software", "experimental");
    case SupportLevel::Unsupported:
        return trc("rigplan::Software", "unsupported");
    case SupportLevel::Unknown:
        //: support level: the catalog has no data for this pair
        return trc("rigplan::Software", "not in the catalog");
    }
    return {};
}

std::string formatName(const std::string &format)
{
    if (format == "fp8-w8a8") return "FP8 W8A8";
    if (format == "fp8-w8a16") return "FP8 W8A16 (FP8 Marlin)";
    if (format == "int8-w8a8") return "INT8 W8A8";
    if (format == "int4-w4a16") return "INT4 W4A16 (GPTQ / AWQ)";
    if (format == "nvfp4") return "NVFP4";
    if (format == "mxfp4") return "MXFP4";
    return format;
}

std::string rateName(const std::string &computeAs)
{
    if (computeAs == "fp8") return "FP8";
    if (computeAs == "bf16") return "BF16";
    if (computeAs == "int8") return "INT8";
    if (computeAs == "fp4") return "FP4";
    return computeAs;
}

std::string softwareBlock(const PlanTextContext &ctx, const GpuSpec &gpu, const JobSoftware &job)
{
    const SoftwareCatalog &software = ctx.snapshot.software;
    const GpuArchitectureSpec *arch = software.architecture(gpu.computeTarget);
    const std::string where = arch ? archText(arch) : gpu.computeTarget;
    switch (job.block) {
    case SoftwareBlock::None: return {};
    case SoftwareBlock::Framework: {
        std::string why;
        for (const FrameworkUse &use : job.frameworks) {
            if (use.framework == job.blockedFramework) {
                why = use.note;
            }
        }
        //: {0} = framework ("SGLang"), {1} = GPU name, {2} = its architecture, {3} = model id, {4} = ": reason" or ""
        return trFormat(trt("rigplan::Software", "{0} does not support the {1} ({2}), which {3} needs{4}"),
                        frameworkName(job.blockedFramework), gpu.name, where, modelOf(ctx, job.job), note(why));
    }
    case SoftwareBlock::Format: {
        const FormatUse &f = *job.format;
        const std::string engine = frameworkName(jobFramework(ctx.workload.jobs[std::size_t(job.job)]));
        //: {0} = engine ("vLLM"), {1} = format ("FP8 W8A8"), {2} = GPU name, {3} = architecture, {4} = model id, {5} = ": reason" or ""
        return trFormat(trt("rigplan::Software", "{0} does not run {1} on the {2} ({3}) for {4}{5}"), engine,
                        formatName(f.format), gpu.name, where, modelOf(ctx, job.job), note(f.note));
    }
    case SoftwareBlock::TrainingFormat: {
        const std::string needed = lowestNativeCapability(software, "fp8-w8a8");
        //: {0} = model id, {1} = lowest compute capability with FP8 tensor cores ("8.9"), {2} = GPU name, {3} = its architecture
        return trFormat(trt("rigplan::Software",
                            "FP8 training of {0} needs FP8 tensor cores (compute capability ≥ {1}); the {2} is {3} "
                            "and has no weight-only path for training: train in BF16"),
                        modelOf(ctx, job.job), needed, gpu.name, where);
    }
    }
    return {};
}

std::string weightOnly(const PlanTextContext &ctx, const GpuSpec &gpu, const JobSoftware &job)
{
    if (!job.format) {
        return {};
    }
    const FormatUse &f = *job.format;
    const SoftwareCatalog &software = ctx.snapshot.software;
    const GpuArchitectureSpec *arch = software.architecture(gpu.computeTarget);
    const std::string fallback = f.fallback.empty() ? trc("rigplan::Software", "weight-only") : formatName(f.fallback);
    const std::string needed = lowestNativeCapability(software, f.format);
    if (arch && arch->platform == "cuda" && !needed.empty()) {
        //: {0} = format ("FP8 W8A8"), {1} = compute capability it needs ("8.9"), {2} = GPU name, {3} = its compute
        //: capability, {4} = model id, {5} = format it is served as ("FP8 W8A16 (FP8 Marlin)"), {6} = tensor rate ("BF16")
        return trFormat(trt("rigplan::Software",
                            "{0} needs compute capability ≥ {1}; the {2} is {3} — {4} is served as {5}: weights read "
                            "at 8 bits, math at the {6} tensor rate (the speed figures use that rate)"),
                        formatName(f.format), needed, gpu.name, arch->computeCapability, modelOf(ctx, job.job), fallback,
                        rateName(f.computeAs));
    }
    //: {0} = format, {1} = GPU name, {2} = model id, {3} = the format it runs as, {4} = tensor rate ("BF16")
    return trFormat(trt("rigplan::Software",
                        "{0} is not native on the {1}: {2} runs as {3}, math at the {4} tensor rate (the speed figures "
                        "use that rate)"),
                    formatName(f.format), gpu.name, modelOf(ctx, job.job), fallback, rateName(f.computeAs));
}

std::string softwareNote(const PlanTextContext &ctx, const GpuSpec &gpu, const SoftwareNote &n)
{
    const SoftwareCatalog &software = ctx.snapshot.software;
    const GpuArchitectureSpec *arch = software.architecture(gpu.computeTarget);
    const std::string subject = n.framework ? std::string(frameworkName(*n.framework)) : formatName(n.format);
    const std::string where = arch ? arch->name : gpu.name;
    const std::string model = modelOf(ctx, n.job);
    switch (n.kind) {
    case SoftwareWarning::Untested:
        //: {0} = framework or format, {1} = architecture ("RDNA 3"), {2} = model id
        return trFormat(trt("rigplan::Software",
                            "{0} on {1} is untested upstream (community support) — {2}: try it before buying"),
                        subject, where, model);
    case SoftwareWarning::Experimental:
        //: {0} = framework or format, {1} = architecture, {2} = model id
        return trFormat(trt("rigplan::Software", "{0} on {1} is experimental — {2}: expect gaps and check the release notes"),
                        subject, where, model);
    case SoftwareWarning::NoData:
        //: {0} = framework or format, {1} = architecture, {2} = model id
        return trFormat(trt("rigplan::Software", "the catalog has no support data for {0} on {1} — {2}: not checked"),
                        subject, where, model);
    case SoftwareWarning::WeightOnly: {
        const std::vector<Job> &jobs = ctx.workload.jobs;
        if (n.job >= 0 && std::size_t(n.job) < jobs.size()) {
            return weightOnly(ctx, gpu, jobSoftware(software, gpu, jobs[std::size_t(n.job)], n.job));
        }
        return formatName(n.format);
    }
    case SoftwareWarning::NoFlashAttention:
        //: {0} = model id, {1} = architecture
        return trFormat(trt("rigplan::Software",
                            "{0} asks for FlashAttention, which has no build for {1}: PyTorch's scaled-dot-product "
                            "attention runs instead"),
                        model, where);
    case SoftwareWarning::UnknownArchitecture:
        //: {0} = GPU name
        return trFormat(trt("rigplan::Software",
                            "the catalog names no compute target for the {0}: driver, toolkit and frameworks not checked"),
                        gpu.name);
    case SoftwareWarning::OnlyNonNvidiaTier:
        //: {0} = GPU vendor ("AMD"), {1} = toolkit ("ROCm 6.4")
        return trFormat(trt("rigplan::Software",
                            "the only {0} tier of this plan, chosen on price and speed like the others: it runs {1}, "
                            "not CUDA, so check every framework of this stack before buying (no build mixes GPU "
                            "architectures)"),
                        gpu.vendor, arch ? arch->stackToolkit : std::string());
    }
    return {};
}

std::string frameworkUse(const FrameworkUse &use)
{
    std::string text = fmt::format("{} — {}", frameworkName(use.framework), supportWord(use.support));
    if (!use.minVersion.empty() && !use.maxVersion.empty()) {
        //: {0} = oldest version, {1} = newest version known to support it
        text += trFormat(trt("rigplan::Software", ", {0} to {1}"), use.minVersion, use.maxVersion);
    } else if (!use.minVersion.empty()) {
        //: {0} = the oldest version known to support it
        text += trFormat(trt("rigplan::Software", ", from {0}"), use.minVersion);
    } else if (!use.maxVersion.empty()) {
        //: {0} = the newest version known to support it
        text += trFormat(trt("rigplan::Software", ", up to {0}"), use.maxVersion);
    }
    return text + note(use.note);
}

SoftwareText softwareText(const PlanTextContext &ctx, const GpuSpec &gpu, const SoftwareStack &stack)
{
    SoftwareText out;
    if (const GpuArchitectureSpec *arch = stack.architecture) {
        out.architecture = archText(arch);
        if (!arch->stackDriverLinux.empty()) {
            if (arch->platform == "cuda") {
                //: {0} = Linux driver version ("570.26")
                out.driver = trFormat(trt("rigplan::Software", "NVIDIA driver ≥ {0} (Linux)"), arch->stackDriverLinux);
            } else if (arch->platform == "rocm") {
                //: {0} = ROCm release ("ROCm 6.4"): AMD's kernel driver comes with it
                out.driver = trFormat(trt("rigplan::Software", "amdgpu kernel driver of {0}"), arch->stackToolkit);
            } else if (arch->platform == "gaudi") {
                //: {0} = Intel Gaudi software release ("Intel Gaudi software 1.23")
                out.driver = trFormat(trt("rigplan::Software", "habanalabs driver of {0}"), arch->stackToolkit);
            } else {
                out.driver = arch->stackDriverLinux;
            }
        }
        out.toolkit = arch->stackToolkit;
        if (!arch->stackWheel.empty()) {
            //: {0} = wheel tag ("cu128"), {1} = first PyTorch release with it ("2.7")
            out.pytorch = trFormat(trt("rigplan::Software", "wheel {0} (PyTorch ≥ {1})"), arch->stackWheel, arch->stackMinPytorch);
            std::string others;
            for (const std::string &w : arch->pytorchWheels) {
                if (w != arch->stackWheel) {
                    others += (others.empty() ? "" : ", ") + w;
                }
            }
            if (!others.empty()) {
                //: {0} = other wheel tags that also cover the GPU ("cu130")
                out.pytorch += trFormat(trt("rigplan::Software", "; also {0}"), others);
            }
        } else if (!arch->stackMinPytorch.empty()) {
            //: {0} = PyTorch version of the vendor's build ("2.9")
            out.pytorch = trFormat(trt("rigplan::Software", "the vendor's PyTorch {0} build"), arch->stackMinPytorch);
        }
        out.container = arch->container;
    }
    for (const FrameworkUse &use : stack.frameworks) {
        out.frameworks.push_back(frameworkUse(use));
    }
    for (const SoftwareNote &n : stack.warnings) {
        out.warnings.push_back(softwareNote(ctx, gpu, n));
    }
    return out;
}

} // namespace rigplan::plantext
