// SPDX-License-Identifier: GPL-3.0-or-later
// Cost of one estimate on the planner's hot path (numbers only, no explanation strings).

#include "estimate/Estimate.h"
#include "../core/ReferenceModels.h"

#include <benchmark/benchmark.h>

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
    InferenceJob job;
    job.weights = Precision::Fp8;
    job.contextLength = 8192;
    job.concurrency = 32;
    job.promptTokens = 2048;
    job.outputTokens = 512;
    const Layout layout{4, 4, 1, 0};
    const EstimateOptions options;
    for (auto _ : state) {
        InferenceEstimate e = estimateInference(m, job, g, layout, options);
        benchmark::DoNotOptimize(e);
    }
}
BENCHMARK(BM_EstimateInference);

} // namespace

BENCHMARK_MAIN();
