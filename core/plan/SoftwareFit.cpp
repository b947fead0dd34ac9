// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/SoftwareFit.h"

#include "plan/Plan.h"

#include <algorithm>

namespace rigplan {

namespace {

// Worst last; Unknown (no row) ranks between supported and community: not checked, not refused.
int severity(SupportLevel level)
{
    switch (level) {
    case SupportLevel::TestedUpstream: return 0;
    case SupportLevel::Supported: return 1;
    case SupportLevel::Unknown: return 2;
    case SupportLevel::Community: return 3;
    case SupportLevel::Experimental: return 4;
    case SupportLevel::Unsupported: return 5;
    }
    return 2;
}

bool atLeastSupported(SupportLevel level)
{
    return level == SupportLevel::TestedUpstream || level == SupportLevel::Supported;
}

FrameworkUse useOf(const SoftwareCatalog &software, Framework framework, const std::string &arch)
{
    FrameworkUse use;
    use.framework = framework;
    if (const FrameworkSupportSpec *row = software.framework(framework, arch)) {
        use.support = row->support;
        use.minVersion = row->minVersion;
        use.maxVersion = row->maxVersion;
        use.note = row->note;
    }
    return use;
}

// The soft mark a level earns, if any.
std::optional<SoftwareWarning> softMark(SupportLevel level)
{
    switch (level) {
    case SupportLevel::Community: return SoftwareWarning::Untested;
    case SupportLevel::Experimental: return SoftwareWarning::Experimental;
    case SupportLevel::Unknown: return SoftwareWarning::NoData;
    default: return std::nullopt;
    }
}

// The format the job's precision asks the engine for; "" when it needs none (16/32-bit).
std::string formatOf(const Job &job)
{
    if (job.kind == JobKind::Training) {
        return job.training.precision == Precision::Fp8 ? "fp8-w8a8" : "";
    }
    switch (job.inference.weights) {
    case Precision::Fp8: return "fp8-w8a8";
    case Precision::Int8: return "int8-w8a8";
    case Precision::Int4: return "int4-w4a16";
    case Precision::Nvfp4: return "nvfp4";
    case Precision::Mxfp4: return "mxfp4";
    default: return "";
    }
}

// FlashAttention for a training job: FA3 where it is supported (Hopper), else FA2, else FA4;
// a version that is only community / experimental is taken last, with its mark.
std::optional<FrameworkUse> flashAttentionFor(const SoftwareCatalog &software, const std::string &arch)
{
    const Framework preference[] = {Framework::FlashAttention3, Framework::FlashAttention2, Framework::FlashAttention4};
    for (Framework f : preference) {
        FrameworkUse use = useOf(software, f, arch);
        if (atLeastSupported(use.support)) {
            return use;
        }
    }
    for (Framework f : {Framework::FlashAttention2, Framework::FlashAttention4, Framework::FlashAttention3}) {
        FrameworkUse use = useOf(software, f, arch);
        if (isSoftLevel(use.support)) {
            return use;
        }
    }
    return std::nullopt;
}

} // namespace

const char *softwareWarningId(SoftwareWarning warning)
{
    switch (warning) {
    case SoftwareWarning::Untested: return "untested";
    case SoftwareWarning::Experimental: return "experimental";
    case SoftwareWarning::NoData: return "no_data";
    case SoftwareWarning::WeightOnly: return "weight_only";
    case SoftwareWarning::NoFlashAttention: return "no_flash_attention";
    case SoftwareWarning::UnknownArchitecture: return "unknown_architecture";
    case SoftwareWarning::OnlyNonNvidiaTier: return "only_non_nvidia_tier";
    }
    return "no_data";
}

SupportLevel weakerLevel(SupportLevel a, SupportLevel b)
{
    return severity(b) > severity(a) ? b : a;
}

Framework jobFramework(const Job &job)
{
    if (job.kind == JobKind::Inference) {
        switch (job.inference.engine) {
        case ServingEngine::Vllm: return Framework::Vllm;
        case ServingEngine::Sglang: return Framework::Sglang;
        case ServingEngine::TensorRtLlm: return Framework::TensorRtLlm;
        }
        return Framework::Vllm;
    }
    switch (job.training.framework) {
    case TrainingFramework::DeepSpeed: return Framework::DeepSpeed;
    case TrainingFramework::Megatron: return Framework::MegatronCore;
    case TrainingFramework::Fsdp:
    case TrainingFramework::HfTrainer: return Framework::PytorchFsdp; // the HF Trainer runs on PyTorch (DDP / FSDP)
    }
    return Framework::PytorchFsdp;
}

JobSoftware jobSoftware(const SoftwareCatalog &software, const GpuSpec &gpu, const Job &job, int index)
{
    JobSoftware out;
    out.job = index;
    const GpuArchitectureSpec *arch = software.architecture(gpu.computeTarget);
    if (!arch) {
        out.support = SupportLevel::Unknown;
        out.warnings.push_back({SoftwareWarning::UnknownArchitecture, index, std::nullopt, {}});
        return out;
    }
    // A framework the job cannot run without: unsupported refuses, community / experimental /
    // no data marks.
    const auto require = [&](Framework f) {
        FrameworkUse use = useOf(software, f, arch->id);
        out.support = weakerLevel(out.support, use.support);
        if (use.support == SupportLevel::Unsupported && out.block == SoftwareBlock::None) {
            out.block = SoftwareBlock::Framework;
            out.blockedFramework = f;
        } else if (const auto mark = softMark(use.support)) {
            out.warnings.push_back({*mark, index, f, {}});
        }
        out.frameworks.push_back(std::move(use));
    };
    require(jobFramework(job));
    if (job.kind == JobKind::Training) {
        const TrainingJob &t = job.training;
        // QLoRA quantizes the base weights with bitsandbytes; 8-bit AdamW is its optimizer.
        if (t.method == TrainMethod::Qlora || t.optimizer == Optimizer::AdamW8bit || t.optimizer == Optimizer::PagedAdamW
            || t.optimizer == Optimizer::PagedAdamW8bit) {
            require(Framework::Bitsandbytes);
        }
        if (t.precision == Precision::Fp8 && arch->platform == "cuda") {
            require(Framework::TransformerEngine); // FP8 training on NVIDIA runs through Transformer Engine
        }
        // A model that soft-caps its attention logits (Gemma 2) trains on the eager path whatever
        // flash_attention says, as the estimate counts it (Training.cpp; its memory line says so):
        // FlashAttention is then not part of the stack.
        if (t.flashAttention && !job.model.attentionTrainsEager()) {
            if (auto fa = flashAttentionFor(software, arch->id)) {
                if (const auto mark = softMark(fa->support)) {
                    out.warnings.push_back({*mark, index, fa->framework, {}});
                }
                out.frameworks.push_back(std::move(*fa));
            } else {
                out.warnings.push_back({SoftwareWarning::NoFlashAttention, index, std::nullopt, {}});
            }
        }
    }

    const std::string format = formatOf(job);
    if (!format.empty()) {
        FormatUse use;
        use.format = format;
        use.training = job.kind == JobKind::Training;
        const std::string engine = job.kind == JobKind::Inference ? servingEngineId(job.inference.engine) : "";
        if (const FormatSupportSpec *row = software.format(format, arch->id, engine)) {
            use.known = true;
            use.mode = row->mode;
            use.support = row->support;
            use.computeAs = row->computeAs;
            use.fallback = row->fallback;
            use.note = row->note;
        }
        const bool refused = use.known && (use.mode == FormatMode::Unsupported || use.support == SupportLevel::Unsupported);
        if (refused || (use.known && use.training && use.mode != FormatMode::Native)) {
            if (out.block == SoftwareBlock::None) {
                out.block = use.training && !refused ? SoftwareBlock::TrainingFormat : SoftwareBlock::Format;
            }
            out.support = SupportLevel::Unsupported;
        } else if (!use.known) {
            out.support = weakerLevel(out.support, SupportLevel::Unknown);
            out.warnings.push_back({SoftwareWarning::NoData, index, std::nullopt, format});
        } else {
            out.support = weakerLevel(out.support, use.support);
            // Weight-only is the format's nature for W4A16; for a W8A8 format it is a fallback.
            if (use.mode != FormatMode::Native && format != "int4-w4a16") {
                out.warnings.push_back({SoftwareWarning::WeightOnly, index, std::nullopt, format});
            }
            if (const auto mark = softMark(use.support)) {
                out.warnings.push_back({*mark, index, std::nullopt, format});
            }
        }
        out.format = std::move(use);
    }
    return out;
}

const JobSoftware *GpuSoftware::firstBlocked() const
{
    for (const JobSoftware &j : jobs) {
        if (!j.runs()) {
            return &j;
        }
    }
    return nullptr;
}

GpuSoftware gpuSoftware(const SoftwareCatalog &software, const GpuSpec &gpu, const std::vector<Job> &jobs)
{
    GpuSoftware out;
    out.architecture = software.architecture(gpu.computeTarget);
    out.jobs.reserve(jobs.size());
    for (std::size_t j = 0; j < jobs.size(); ++j) {
        out.jobs.push_back(jobSoftware(software, gpu, jobs[j], int(j)));
    }
    return out;
}

SoftwareStack softwareStack(const SoftwareCatalog &software, const GpuSpec &gpu, const std::vector<Job> &jobs)
{
    SoftwareStack stack;
    const GpuSoftware fit = gpuSoftware(software, gpu, jobs);
    stack.architecture = fit.architecture;
    for (const JobSoftware &j : fit.jobs) {
        stack.support = weakerLevel(stack.support, j.support);
        stack.runs = stack.runs && j.runs();
        for (const FrameworkUse &use : j.frameworks) {
            const auto same = std::find_if(stack.frameworks.begin(), stack.frameworks.end(),
                                           [&](const FrameworkUse &u) { return u.framework == use.framework; });
            if (same == stack.frameworks.end()) {
                stack.frameworks.push_back(use);
            }
        }
        for (const SoftwareNote &w : j.warnings) {
            // One unknown architecture is said once, not per job.
            const bool said = w.kind == SoftwareWarning::UnknownArchitecture
                && std::any_of(stack.warnings.begin(), stack.warnings.end(),
                               [](const SoftwareNote &n) { return n.kind == SoftwareWarning::UnknownArchitecture; });
            if (!said) {
                stack.warnings.push_back(w);
            }
        }
    }
    if (!fit.architecture && jobs.empty()) {
        stack.warnings.push_back({SoftwareWarning::UnknownArchitecture, -1, std::nullopt, {}});
    }
    return stack;
}

SoftwareStack tierSoftware(const PlanResult &plan, const std::vector<Job> &jobs, const CatalogSnapshot &snapshot,
                           const Tier &tier)
{
    const GpuSpec &gpu = gpuOf(snapshot, tier.build);
    SoftwareStack stack = softwareStack(snapshot.software, gpu, jobs);
    // Distinct builds only: a tier that is the same build as another is not a second opinion.
    int builds = 0, nonNvidia = 0;
    for (const Tier &t : plan.tiers) {
        if (t.sameAs) {
            continue;
        }
        builds += 1;
        nonNvidia += gpuOf(snapshot, t.build).vendor != "NVIDIA" ? 1 : 0;
    }
    if (builds > 1 && nonNvidia == 1 && gpu.vendor != "NVIDIA") {
        // First in the list: appended, then rotated to the front (GCC 12 at -O3 warns of a null
        // dereference inside an insert at the front).
        stack.warnings.push_back(SoftwareNote{SoftwareWarning::OnlyNonNvidiaTier, -1, std::nullopt, {}});
        std::rotate(stack.warnings.begin(), stack.warnings.end() - 1, stack.warnings.end());
    }
    return stack;
}

} // namespace rigplan
