// SPDX-License-Identifier: GPL-3.0-or-later
// Cost of one estimate on the planner's hot path (numbers only, no explanation strings).

#include "estimate/Estimate.h"
#include "estimate/ServingCapacity.h"
#include "../core/ReferenceModels.h"

#include <benchmark/benchmark.h>

#include <limits>

using namespace rigplan;
using rigplan::testing::llama31_70b;

namespace {

GpuSpec h100()
{
    GpuSpec g;
    g.memoryBytes = 85'899'345'920; // 80 GiB
    g.memoryBandwidthBps = 3'350'000'000'000;
    g.bf16Tflops = 989;
    g.fp8Tflops = 1979;
    g.interconnectBps = 450'000'000'000;
    g.pcieGen = 5;
    return g;
}

// Llama 3.1 70B in fp8 at 8k context, 2,048 + 512 tokens per request.
InferenceJob servingJob(std::int64_t users)
{
    InferenceJob job;
    job.weights = Precision::Fp8;
    job.contextLength = 8192;
    job.concurrency = users;
    job.promptTokens = 2048;
    job.outputTokens = 512;
    return job;
}

void BM_EstimateTraining(benchmark::State &state)
{
    const ModelArch m = llama31_70b();
    const GpuSpec g = h100();
    TrainingJob job;
    job.method = TrainMethod::Lora;
    job.loraTargets = {"q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"};
    job.zeroStage = 3;
    job.offload = Offload::Optimizer;
    job.sequenceLength = 4096;
    job.activationCheckpointing = Recompute::Full;
    job.trainTokens = 2'000'000'000;
    const Layout layout{8, 2, 1, 3};
    const EstimateOptions options;
    for (auto _ : state) {
        TrainingEstimate e = estimateTraining(m, job, g, layout, options);
        benchmark::DoNotOptimize(e);
    }
}
BENCHMARK(BM_EstimateTraining);

void BM_EstimateInference(benchmark::State &state)
{
    const ModelArch m = llama31_70b();
    const GpuSpec g = h100();
    const InferenceJob job = servingJob(32);
    const Layout layout{4, 4, 1, 0};
    const EstimateOptions options;
    for (auto _ : state) {
        InferenceEstimate e = estimateInference(m, job, g, layout, options);
        benchmark::DoNotOptimize(e);
    }
}
BENCHMARK(BM_EstimateInference);

// The serving simulator alone (no cache): 1,000 requests of 2,048 + 512 tokens through vLLM's
// scheduler for Llama 3.1 70B fp8 on 4 × H100 — a closed loop of 64 users, Poisson arrivals at
// 8 requests/s, and every request at once (issue 37: a 1,000-request run ≤ 20 ms).
void BM_ServingReplay(benchmark::State &state)
{
    const InferenceJob job = servingJob(64);
    const InferenceEstimate e = estimateInference(llama31_70b(), job, h100(), Layout{4, 4, 1, 0});
    SimLoad load;
    load.requests = 1000;
    load.promptTokens = job.promptTokens;
    load.outputTokens = job.outputTokens;
    switch (state.range(0)) {
    case 0: load.users = 64; break;
    case 1: load.users = 0; load.requestRate = 8; break;
    default: load.users = 0; load.requestRate = std::numeric_limits<double>::infinity(); break;
    }
    std::int64_t steps = 0;
    for (auto _ : state) {
        const SimResult r = simulateServing(e.terms.stepCost, e.terms.simEngine, load);
        steps = r.steps;
        benchmark::DoNotOptimize(r);
    }
    state.counters["steps"] = double(steps);
}
BENCHMARK(BM_ServingReplay)->Arg(0)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond);

// How many users a layout carries (estimate's `capacity`): Llama 3.1 70B fp8 on 4 × H100 at 8k
// context with a 0.5 s TTFT target. Each iteration's prompt is one token longer, so the replay
// cache never answers (what one `estimate` call costs).
void BM_ServingCapacity(benchmark::State &state)
{
    InferenceJob job = servingJob(32);
    job.maxTtftS = 0.5;
    std::int64_t replays = 0;
    for (auto _ : state) {
        ++job.promptTokens;
        const ServingCapacity c = servingCapacity(llama31_70b(), job, h100(), Layout{4, 4, 1, 0});
        replays = c.replays;
        benchmark::DoNotOptimize(c);
    }
    state.counters["replays"] = double(replays);
}
BENCHMARK(BM_ServingCapacity)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
