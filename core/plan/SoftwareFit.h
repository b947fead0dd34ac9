// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Will the jobs' software run on a GPU? Each job's needs — its training framework or serving
// engine, its numeric format, QLoRA's bitsandbytes, FlashAttention — against the catalog's
// software stack for the GPU's architecture (docs/planner.md, "Software stack"). Typed results; the
// words are made in core/plan/PlanText.

#include "catalog/Software.h"
#include "estimate/GpuSpec.h"
#include "workload/Job.h"

#include <optional>
#include <string>
#include <vector>

namespace rigplan {

// One framework a job needs on the architecture, as the catalog rates it.
struct FrameworkUse {
    Framework framework = Framework::Vllm;
    SupportLevel support = SupportLevel::Unknown; // Unknown: no catalog row
    std::string minVersion, maxVersion, note;
};

// The numeric format a job's weights (serving) or math (FP8 training) need, as the catalog runs it.
struct FormatUse {
    std::string format;          // "fp8-w8a8", "int8-w8a8", "int4-w4a16"
    bool training = false;       // FP8 training: only native FP8 tensor cores do
    bool known = false;          // the catalog has a row for it
    FormatMode mode = FormatMode::Unsupported;
    SupportLevel support = SupportLevel::Unknown;
    std::string computeAs, fallback, note;
};

// Soft marks: a job runs, with a caveat the tier shows.
enum class SoftwareWarning : std::uint8_t {
    Untested,          // a framework or format the job needs is community-supported (`framework` / `format`)
    Experimental,      // ... experimental
    NoData,            // the catalog has no row for it: not checked
    WeightOnly,        // the format runs weight-only or emulated at the rate of `computeAs`
    NoFlashAttention,  // the job asks for FlashAttention and no version supports the architecture
    UnknownArchitecture, // the GPU names no compute target the catalog knows: nothing checked
    OnlyNonNvidiaTier, // (tier) the only tier of its plan not on NVIDIA: another software stack
};
const char *softwareWarningId(SoftwareWarning warning); // "untested", "experimental", ...: stable, in JSON

struct SoftwareNote {
    SoftwareWarning kind = SoftwareWarning::NoData;
    int job = -1;
    std::optional<Framework> framework; // the framework it is about
    std::string format;                 // or the format
};

// Why a job cannot run on the architecture (a hard `software` violation).
enum class SoftwareBlock : std::uint8_t {
    None,
    Framework,      // a framework the job needs does not support it (`blockedFramework`)
    Format,         // the engine does not run the weights' format on it (`blockedFormat`)
    TrainingFormat, // FP8 training needs FP8 tensor cores (native fp8-w8a8)
};

struct JobSoftware {
    int job = -1;
    SupportLevel support = SupportLevel::TestedUpstream; // the weakest of what the job needs
    std::vector<FrameworkUse> frameworks; // the engine / framework first, then libraries
    std::optional<FormatUse> format;
    std::vector<SoftwareNote> warnings;
    SoftwareBlock block = SoftwareBlock::None;
    Framework blockedFramework = Framework::Vllm;

    bool runs() const { return block == SoftwareBlock::None; }
};

// Every job of a workload on one GPU architecture: the planner computes it once per compute
// target and shares it by every build of every GPU model of that target.
struct GpuSoftware {
    const GpuArchitectureSpec *architecture = nullptr; // nullptr: unknown compute target
    std::vector<JobSoftware> jobs;

    const JobSoftware *firstBlocked() const;
};

// The serving engine or training framework a job runs on, as a catalog framework
// (hf-trainer and fsdp: PyTorch FSDP).
Framework jobFramework(const Job &job);

JobSoftware jobSoftware(const SoftwareCatalog &software, const GpuSpec &gpu, const Job &job, int index);
GpuSoftware gpuSoftware(const SoftwareCatalog &software, const GpuSpec &gpu, const std::vector<Job> &jobs);

// The stack to install on a build: the architecture's recommended driver, toolkit, PyTorch wheel
// and container, the frameworks the jobs need with their support, and the caveats.
struct SoftwareStack {
    const GpuArchitectureSpec *architecture = nullptr; // nullptr: unknown compute target
    std::vector<FrameworkUse> frameworks;              // over all jobs, each once (its weakest rating)
    std::vector<SoftwareNote> warnings;
    SupportLevel support = SupportLevel::TestedUpstream;
    bool runs = true; // false: some job is blocked (the build fails the `software` check)
};
SoftwareStack softwareStack(const SoftwareCatalog &software, const GpuSpec &gpu, const std::vector<Job> &jobs);

struct PlanResult;
struct Tier;
struct CatalogSnapshot;
// The stack of a tier's build, with the plan's view: a tier that is the only one of its plan not
// on NVIDIA says so (OnlyNonNvidiaTier; a build has one GPU model, so it never mixes architectures).
SoftwareStack tierSoftware(const PlanResult &plan, const std::vector<Job> &jobs, const CatalogSnapshot &snapshot,
                           const Tier &tier);

// The worse of two levels (Unknown ranks between supported and community: not checked).
SupportLevel weakerLevel(SupportLevel a, SupportLevel b);

} // namespace rigplan
