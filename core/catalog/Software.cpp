// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/Software.h"

#include "estimate/GpuSpec.h"

#include <algorithm>
#include <array>

namespace rigplan {

namespace {

struct FrameworkInfo {
    Framework framework;
    const char *id;
    const char *name;
};

// Catalog ids as the framework_support kind spells them (Schema.cpp lists the same), and the
// projects' own names.
constexpr std::array<FrameworkInfo, kFrameworks> kFrameworkInfo{{
    {Framework::Vllm, "vllm", "vLLM"},
    {Framework::Sglang, "sglang", "SGLang"},
    {Framework::TensorRtLlm, "tensorrt-llm", "TensorRT-LLM"},
    {Framework::DeepSpeed, "deepspeed", "DeepSpeed"},
    {Framework::MegatronCore, "megatron-core", "Megatron-Core"},
    {Framework::PytorchFsdp, "pytorch-fsdp", "PyTorch FSDP"},
    {Framework::FlashAttention2, "flash-attention-2", "FlashAttention 2"},
    {Framework::FlashAttention3, "flash-attention-3", "FlashAttention 3"},
    {Framework::FlashAttention4, "flash-attention-4", "FlashAttention 4"},
    {Framework::Bitsandbytes, "bitsandbytes", "bitsandbytes"},
    {Framework::TransformerEngine, "transformer-engine", "Transformer Engine"},
}};

} // namespace

const char *supportLevelId(SupportLevel level)
{
    switch (level) {
    case SupportLevel::TestedUpstream: return "tested-upstream";
    case SupportLevel::Supported: return "supported";
    case SupportLevel::Community: return "community";
    case SupportLevel::Experimental: return "experimental";
    case SupportLevel::Unsupported: return "unsupported";
    case SupportLevel::Unknown: return "unknown";
    }
    return "unknown";
}

SupportLevel supportLevelFromId(const std::string &id)
{
    for (SupportLevel level : {SupportLevel::TestedUpstream, SupportLevel::Supported, SupportLevel::Community,
                               SupportLevel::Experimental, SupportLevel::Unsupported}) {
        if (id == supportLevelId(level)) {
            return level;
        }
    }
    return SupportLevel::Unknown;
}

const char *frameworkId(Framework framework)
{
    return kFrameworkInfo[std::size_t(framework)].id;
}

const char *frameworkName(Framework framework)
{
    return kFrameworkInfo[std::size_t(framework)].name;
}

bool frameworkFromId(const std::string &id, Framework &framework)
{
    for (const FrameworkInfo &info : kFrameworkInfo) {
        if (id == info.id) {
            framework = info.framework;
            return true;
        }
    }
    return false;
}

const char *formatModeId(FormatMode mode)
{
    switch (mode) {
    case FormatMode::Native: return "native";
    case FormatMode::WeightOnly: return "weight-only";
    case FormatMode::Emulated: return "emulated";
    case FormatMode::Unsupported: return "unsupported";
    }
    return "unsupported";
}

const GpuArchitectureSpec *SoftwareCatalog::architecture(const std::string &id) const
{
    const auto it = std::find_if(architectures.begin(), architectures.end(),
                                 [&](const GpuArchitectureSpec &a) { return a.id == id; });
    return it != architectures.end() ? &*it : nullptr;
}

const FrameworkSupportSpec *SoftwareCatalog::framework(Framework which, const std::string &arch) const
{
    const auto it = std::find_if(frameworks.begin(), frameworks.end(), [&](const FrameworkSupportSpec &f) {
        return f.framework == which && f.architecture == arch;
    });
    return it != frameworks.end() ? &*it : nullptr;
}

const FormatSupportSpec *SoftwareCatalog::format(const std::string &name, const std::string &arch,
                                                 const std::string &engine) const
{
    const FormatSupportSpec *general = nullptr;
    for (const FormatSupportSpec &f : formats) {
        if (f.format != name || f.architecture != arch) {
            continue;
        }
        if (f.engines.empty()) {
            general = general ? general : &f;
        } else if (!engine.empty() && std::find(f.engines.begin(), f.engines.end(), engine) != f.engines.end()) {
            return &f;
        }
    }
    return general;
}

namespace {

// The tensor rate a format rule names for this GPU (the catalog's own figures); -1 when the rule
// names none or the GPU has no figure for it (the estimator's fallback then applies).
double rateOf(const FormatSupportSpec *rule, const GpuSpec &g)
{
    if (!rule || rule->mode == FormatMode::Unsupported) {
        return -1;
    }
    double rate = 0;
    if (rule->computeAs == "fp8") {
        rate = g.fp8Tflops;
    } else if (rule->computeAs == "int8") {
        rate = g.int8Tops;
    } else if (rule->computeAs == "bf16") {
        rate = g.bf16Tflops;
    }
    return rate > 0 ? rate : -1;
}

} // namespace

void applyFormatRates(const SoftwareCatalog &software, GpuSpec &gpu)
{
    gpu.fp8ComputeTflops = rateOf(software.format("fp8-w8a8", gpu.computeTarget), gpu);
    gpu.int8ComputeTops = rateOf(software.format("int8-w8a8", gpu.computeTarget), gpu);
}

} // namespace rigplan
