// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The software stack per GPU architecture as plain data (catalog kinds gpu_architectures,
// framework_support, format_support; docs/planner.md, "Software stack"). The catalog fills it, the
// planner and `estimate` check jobs against it (core/plan/SoftwareFit), the views word it.

#include <cstdint>
#include <string>
#include <vector>

namespace rigplan {

// How well a framework supports an architecture, best first. `Unknown`: no row in the catalog.
enum class SupportLevel : std::uint8_t { TestedUpstream, Supported, Community, Experimental, Unsupported, Unknown };
const char *supportLevelId(SupportLevel level); // "tested-upstream" | ... | "unsupported" | "unknown"
SupportLevel supportLevelFromId(const std::string &id); // Unknown for anything else
// Community and experimental runs are soft marks; unsupported is a hard violation.
inline bool isSoftLevel(SupportLevel level)
{
    return level == SupportLevel::Community || level == SupportLevel::Experimental;
}

// The software a job can need: the frameworks of the framework_support kind.
enum class Framework : std::uint8_t {
    Vllm,
    Sglang,
    TensorRtLlm,
    DeepSpeed,
    MegatronCore,
    PytorchFsdp,
    FlashAttention2,
    FlashAttention3,
    FlashAttention4,
    Bitsandbytes,
    TransformerEngine,
};
inline constexpr int kFrameworks = 11;
const char *frameworkId(Framework framework);   // "vllm", "flash-attention-2", ... (catalog ids)
const char *frameworkName(Framework framework); // "vLLM", "FlashAttention 2", ... (product names)
bool frameworkFromId(const std::string &id, Framework &framework);

// How a numeric format runs: on the architecture's own tensor cores, with weights in the format
// and the math in a wider one, emulated (dequantized), or not at all.
enum class FormatMode : std::uint8_t { Native, WeightOnly, Emulated, Unsupported };
const char *formatModeId(FormatMode mode); // "native" | "weight-only" | "emulated" | "unsupported"

struct GpuArchitectureSpec {
    std::string id;                 // "sm120", "gfx942", "gaudi3"
    std::string vendor, name;       // "NVIDIA", "Blackwell (RTX)"
    std::string platform;           // "cuda" | "rocm" | "gaudi"
    std::string computeCapability;  // "12.0", "gfx942", "Gaudi 3"
    std::string firstToolkit;       // "CUDA 12.8": the first release that supports it ("" = not recorded)
    std::string firstDriverLinux;   // the Linux driver that release needs ("570.26")
    std::vector<std::string> pytorchWheels; // wheel tags whose kernels cover it ("cu128", "cu130")
    std::string stackToolkit;       // the recommended toolkit ("CUDA 12.8", "ROCm 6.4")
    std::string stackDriverLinux;   // the driver the recommended toolkit needs
    std::string stackWheel;         // the recommended PyTorch wheel tag ("cu128"; "" = none: vendor build)
    std::string stackMinPytorch;    // the first PyTorch release with that wheel
    std::string container;          // container image family ("NGC PyTorch (nvcr.io/nvidia/pytorch)")
    std::string note, source, sourceDate;
};

struct FrameworkSupportSpec {
    std::string id;
    Framework framework = Framework::Vllm;
    std::string architecture; // a GpuArchitectureSpec id
    SupportLevel support = SupportLevel::Unknown;
    std::string minVersion, maxVersion, note, source, sourceDate;
};

struct FormatSupportSpec {
    std::string id;
    std::string format;               // "fp8-w8a8", "int8-w8a8", "int4-w4a16", "nvfp4", "mxfp4"
    std::string architecture;
    std::vector<std::string> engines; // serving engine ids the row is for; empty = every engine
    FormatMode mode = FormatMode::Unsupported;
    SupportLevel support = SupportLevel::Unknown;
    std::string computeAs;            // the tensor rate the math runs at: "fp8" | "bf16" | "int8" | "fp4"
    std::string fallback;             // the format actually run when not native ("fp8-w8a16")
    std::string note, source, sourceDate;
};

struct SoftwareCatalog {
    std::vector<GpuArchitectureSpec> architectures;
    std::vector<FrameworkSupportSpec> frameworks;
    std::vector<FormatSupportSpec> formats;

    const GpuArchitectureSpec *architecture(const std::string &id) const; // nullptr: none
    const FrameworkSupportSpec *framework(Framework framework, const std::string &architecture) const;
    // The row for a format on an architecture: one naming `engine` first, else one for every
    // engine; nullptr when the catalog has neither.
    const FormatSupportSpec *format(const std::string &format, const std::string &architecture,
                                    const std::string &engine = {}) const;
};

struct GpuSpec;
// Sets gpu.fp8ComputeTflops / int8ComputeTops from the architecture's fp8-w8a8 / int8-w8a8 rows
// (the rows for every engine): the rate their `compute_as` names, from the GPU's own figures.
void applyFormatRates(const SoftwareCatalog &software, GpuSpec &gpu);

} // namespace rigplan
