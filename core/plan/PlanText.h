// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one place that makes words from a plan. The planner returns data (violations with their
// rule and figures, typed notes, target gaps, tier kinds, suggestions); the CLI, the tier cards,
// the charts and the report call these functions when they draw, so every text is in the
// language of the moment (rigplan::trc) and a language switch needs no re-plan.
//
// UTF-8 std::string, numbers in the C locale ("41.2 GB", "1812 W"): the CLI's text and JSON
// are made from these, and the views show them as sentences.

#include "plan/Plan.h"
#include "plan/SoftwareFit.h"

#include <string>
#include <vector>

namespace rigplan {

// What the words need besides the result: the workload as planned, the snapshot the builds
// index into, and the options the rules were applied with.
struct PlanTextContext {
    const Workload &workload;
    const CatalogSnapshot &snapshot;
    const PlanOptions &options;
};

namespace plantext {

std::string gigabytes(double bytes); // "41.2 GB"
std::string gigabytesPerSecond(double bytesPerS); // "307.2 GB/s"
std::string watts(double w);         // "1812 W"
std::string tierWord(TierKind kind);  // "entry" / "mainstream" / "high", inside a sentence
std::string environmentWord(const std::string &environment); // "office", inside a sentence
std::string volumeWord(Volume volume); // "system" / "project" / "data", inside a sentence

// How a job spreads over its GPUs. Short, for a line of text or a table cell: "4 GPUs, tensor
// parallel 4, replicas 1" / "8 GPUs, tp 1 pp 1 dp 8, ZeRO 3 (raised from 0 to fit)". Long, for
// a tooltip: "8 GPUs: tensor parallel 1, pipeline parallel 1, data parallel 8, ZeRO stage 3".
enum class LayoutForm : std::uint8_t { Short, Long };
std::string layout(const JobOutcome &outcome, LayoutForm form = LayoutForm::Short);
// "GPUs 0–1" / "GPU 2": the GPUs of the build a job runs on (concurrent jobs have their own).
std::string gpuRange(const JobOutcome &outcome);
// "GPUs 0–1: chat; GPUs 2–3: fine-tune" for concurrent jobs on a build; empty otherwise.
std::string gpuAssignment(const PlanTextContext &ctx, const Build &build);
// "llama-3.1-70b: 12.3 tokens/s per user < target 20.0 (38 % short)"
std::string gap(const Job &job, const TargetGap &gap);
std::vector<std::string> gaps(const Job &job, const JobOutcome &outcome);

// "RTX 4090 is 336 mm long; Tower X takes cards up to 320 mm", with the build's parts.
std::string violation(const PlanTextContext &ctx, const Build &build, const Violation &violation);
// "gpu_fit: …; outlet: …" (check ids, as the CLI and JSON print them)
std::string violations(const PlanTextContext &ctx, const Build &build);
std::string note(const PlanTextContext &ctx, const Build &build, const Note &note);
std::vector<std::string> notes(const PlanTextContext &ctx, const Build &build);
// The name of a snapshot part by kind and index ("" when out of range).
std::string partName(const CatalogSnapshot &snapshot, PartKind kind, int part);
// "not offered in CN: NVIDIA H100 PCIe — US export rules (BIS, 2023-10-17)"
std::string notOffered(const PlanTextContext &ctx, const NotOffered &left);
std::vector<std::string> notOffered(const PlanTextContext &ctx, const PlanResult &plan);
// "sold into CN, the country of the outlet cn-220v-16a: set the site's country to change it"
// ("" when the plan knows no country)
std::string market(const PlanTextContext &ctx, const PlanResult &plan);
// "prices in USD; exchange rates of 2026-11-27"
std::string rates(const PlanResult &plan);
// "price of 2022-10-12, older than 180 days: check it before quoting"
std::string stalePrice(const BomLine &line);
// Why an alternative was not the tier it is listed under.
std::string rejection(const PlanTextContext &ctx, const Build &build);

// Why this part, for a bill-of-materials line.
std::string bomReason(const PlanTextContext &ctx, const Tier &tier, const BomLine &line);
// Why this build for this tier.
std::vector<std::string> tierReasons(const PlanTextContext &ctx, const PlanResult &plan, const Tier &tier);
// "room to grow: 2 free x16 slot(s), 380 W of PSU margin, 4 GPUs next"
std::string growth(const Tier &tier);
std::string planNote(const PlanNote &note, const PlanOptions &options);
std::vector<std::string> planNotes(const PlanResult &plan, const PlanOptions &options);

// Infeasible plans: the closest build and its shortfall; with the tally by check id (CLI).
std::string closestFailure(const PlanTextContext &ctx, const ClosestFailure &closest);
std::string firstFailure(const PlanTextContext &ctx, const PlanResult &plan);
// One change ("serve llama-3.1-70b with fp8 weights"); a suggestion's changes joined by " + ".
// A searched change that `works` names the value that fits ("to 12 concurrent users, the most
// that fit"); one that does not, the furthest it was tried ("to fewer users, down to 1").
std::string change(const PlanTextContext &ctx, const WorkloadChange &change, bool works = true);
std::string switchClassWord(SwitchClass switchClass);
std::string suggestionChange(const PlanTextContext &ctx, const Suggestion &suggestion);
std::string suggestionSummary(const PlanTextContext &ctx, const Suggestion &suggestion);

// --- The software stack (PlanTextSoftware.cpp) ---
// "supported", "community (untested upstream)", ..., inside a sentence or a table cell.
std::string supportWord(SupportLevel level);
// "FP8 W8A8", "INT4 W4A16", "FP8 W8A16 (FP8 Marlin)", "NVFP4": a catalog format id for people.
std::string formatName(const std::string &format);
// The tensor rate a rule computes at: "FP8" / "BF16" / "INT8" / "FP4".
std::string rateName(const std::string &computeAs);
// Why a job's software does not run on the GPU (the `software` violation).
std::string softwareBlock(const PlanTextContext &ctx, const GpuSpec &gpu, const JobSoftware &job);
// "FP8 W8A8 needs compute capability ≥ 8.9; A100 is 8.0 — llama served weight-only as FP8 W8A16 …"
std::string weightOnly(const PlanTextContext &ctx, const GpuSpec &gpu, const JobSoftware &job);
// One caveat of a job or a tier.
std::string softwareNote(const PlanTextContext &ctx, const GpuSpec &gpu, const SoftwareNote &note);
// "vLLM — supported, from 0.11.2: through the vllm-gaudi plugin"
std::string frameworkUse(const FrameworkUse &use);
// The stack a build should run, as labelled lines for the tier card, the report and `plan`.
struct SoftwareText {
    std::string architecture; // "Blackwell (RTX), compute capability 12.0"
    std::string driver;       // "NVIDIA driver ≥ 570.26 (Linux)"
    std::string toolkit;      // "CUDA 12.8"
    std::string pytorch;      // "wheel cu128 (PyTorch ≥ 2.7); also cu130"
    std::string container;    // "NGC PyTorch (nvcr.io/nvidia/pytorch)"
    std::vector<std::string> frameworks;
    std::vector<std::string> warnings;
};
SoftwareText softwareText(const PlanTextContext &ctx, const GpuSpec &gpu, const SoftwareStack &stack);

} // namespace plantext
} // namespace rigplan
