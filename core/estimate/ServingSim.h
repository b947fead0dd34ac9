// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A discrete-event simulator of a continuous-batching serving engine (docs/method.md, "Serving
// simulator"). It replays a load — a closed loop of N users, or arrivals at a request rate —
// through one replica's scheduler step by step: which requests' tokens each step carries (the
// engine's policy, its token budget and sequence cap), the KV blocks they hold (admission, and
// preemption by recompute when blocks run out), and how long the step takes (its kernels'
// compute and memory time, added). TTFT, inter-token latency and throughput are what the replayed requests saw.
//
// Plain data in and out, no Qt. Deterministic: the only randomness (Poisson arrivals) comes
// from the load's seed. Cost grows with the steps and the sequences per step, not with tokens:
// a run of decode steps with nothing else to do is advanced in one jump.

#include "estimate/AttentionLayout.h"
#include "estimate/Collectives.h"

#include <cstdint>

namespace rigplan {

// How an engine picks the work of its next step (one row per engine: EngineRow in Estimate.h).
enum class StepScheduler : std::uint8_t {
    // vLLM V1 (v1/core/sched/scheduler.py): running requests first — each decode one token, an
    // unfinished prompt its next chunk — then waiting requests, all within max_num_batched_tokens
    // and max_num_seqs; a running request whose next block cannot be had preempts the newest
    // running request, which starts over (recompute).
    MixedChunked,
    // SGLang (managers/scheduler.py, schedule_policy.py): a step of new prompts (up to the chunk
    // size) whenever one can be admitted, else a decode step of every running request; admission
    // keeps room for a share (new_token_ratio) of the running requests' remaining output.
    PrefillFirst,
    // TensorRT-LLM in-flight batching (GUARANTEED_NO_EVICT capacity scheduler): context and
    // generation requests in one step within max_num_tokens; a request is admitted only when the
    // blocks of its whole sequence (prompt + output) are free, so nothing is ever preempted.
    InflightNoEvict,
    // Static batching (old benchmark tables): a batch runs prefill and decode to its end before
    // the next batch starts.
    Static,
};

// What one step of one replica costs, per GPU of the replica: what its kernels compute and read.
struct StepCost {
    double denseBytes = 0;        // weights every step reads (all but the routed experts)
    double routedBytes = 0;       // MoE routed experts: read as far as the step's tokens touch them
    double expertTouch = 0;       // top-k / experts per token (0: dense model)
    double kvBytesPerToken = 0;   // KV of one token of context, read by each query of a step
    double flopsPerToken = 0;     // matmul FLOPs per token through the model
    double attnFlopsPerPair = 0;  // FLOPs per (query, key) pair
    double computeFlopsPerS = 0;  // achieved tensor rate of the step's matmuls
    double memoryBytesPerS = 0;   // achieved memory bandwidth
    double commBytesPerToken = 0; // bytes one tensor-parallel all-reduce carries per token
    double allReducesPerStep = 0; // all-reduces of a forward pass (2 per layer)
    AllReduceRoute allReduce;     // the engine's kernel or NCCL by message size; its link (per direction)
    double layers = 0;            // layers of one stage
    double perLayerS = 0;         // fixed time of a layer's kernels beyond their work (launch, tails)
    int tensorParallel = 1;
    int stages = 1;               // pipeline stages, one micro-batch each in flight (stepTimeS)
    double stepOverheadS = 0;     // CPU time per step the GPUs wait for (engine's published figure)
    // Decode attention without split-KV (0 = the engine splits): one thread block per sequence and
    // KV head streams that head's context alone, at decodeBlockBytesPerS; the blocks of a step
    // share `multiprocessors` SMs. Bounds a few long sequences' step from below (TensorRT-LLM's
    // masked MHA / XQA grid: multi-block count × KV heads × batch).
    double decodeBlocksPerSeq = 0; // KV heads per GPU
    double decodeBlockBytesPerS = 0;
    int multiprocessors = 0;
    // Hybrid models: the state one sequence's state layers keep on this GPU; a step reads and
    // writes it once for every sequence it carries.
    double stateBytesPerSeq = 0;
    // Routed experts in host memory (one copy for the replica): a step's CPU reads those its
    // tokens touch at hostBytesPerS while the GPUs wait; a step of at least hostStreamMinTokens
    // tokens copies them all to the GPU at hostStreamBytesPerS instead (0: never).
    double hostRoutedBytes = 0;
    double hostBytesPerS = 0;
    double hostStreamBytesPerS = 0;
    double hostStreamMinTokens = 0;
    estimate_detail::AttentionLayout attention; // windows and chunks bound the tokens attended
    bool operator==(const StepCost &) const = default;
};

struct SimEngine {
    StepScheduler scheduler = StepScheduler::MixedChunked;
    std::int64_t maxBatchedTokens = 2048; // tokens per step (0: no budget but the prompts)
    std::int64_t maxSeqs = 256;           // sequences per step (0: no cap but the KV cache)
    std::int64_t blockTokens = 16;
    std::int64_t kvBlocks = 0;            // blocks one replica's KV cache holds
    // What a running sequence holds beyond its tokens, in tokens of the pool: a hybrid model's
    // fixed state (vLLM: one page of each state group).
    double fixedTokensPerSeq = 0;
    bool chunkedPrefill = true;           // a prompt may be split over steps
    bool stepByStep = false;              // every decode step on its own (tests: the jumps must agree)
    bool operator==(const SimEngine &) const = default;
};

struct SimLoad {
    std::int64_t users = 1;       // closed loop: users each with one request in flight; 0 = open loop
    double requestRate = 0;       // open loop: Poisson arrivals per second; +inf = all at once
    std::int64_t requests = 0;    // requests in the run (≥ 1)
    std::int64_t promptTokens = 0;
    std::int64_t outputTokens = 1;
    double staggerS = 0;          // closed loop: user i starts at i × staggerS (0: all at once, as benchmarks do)
    std::int64_t warmupRequests = 0; // the first requests run but are left out of the figures
    std::uint64_t seed = 1;
    bool operator==(const SimLoad &) const = default;
};

struct LatencyStats {
    double mean = 0, p50 = 0, p90 = 0, p95 = 0, p99 = 0;
};

struct SimResult {
    LatencyStats ttftS;          // arrival → first token
    LatencyStats tpotS;          // per request: (last token − first token) / (output − 1)
    LatencyStats e2eS;           // arrival → last token
    double outputTokensPerS = 0; // all output tokens / the run's duration
    double requestsPerS = 0;
    double durationS = 0;        // first arrival → last completion
    double meanBatch = 0;        // sequences per step, averaged over the run's time
    std::int64_t completed = 0;
    std::int64_t measured = 0;   // completed requests in the latency figures (after the warm-up)
    std::int64_t steps = 0;
    std::int64_t preemptions = 0;
    std::int64_t peakRunning = 0;
    bool neverFits = false;      // one request's blocks exceed the cache: nothing can run
};

// Replays `load` through one replica. Allocates per request; not for a loop over millions.
SimResult simulateServing(const StepCost &cost, const SimEngine &engine, const SimLoad &load);

// One step's time: `tokens` through the model, `pairs` (query, key) pairs of attention and
// `kvTokensRead` tokens of KV read, of which `decodeKvTokens` by the step's `decodeSeqs` decoding
// sequences. Exposed for tests and explain().
double stepTimeS(const StepCost &cost, double tokens, double pairs, double kvTokensRead, double decodeSeqs = 0,
                 double decodeKvTokens = 0);

// Seconds per token of KV a step's decodes read: the bandwidth's, or — without split-KV — the
// blocks' when `decodeSeqs` sequences' blocks cannot fill the GPU.
double decodeKvSPerToken(const StepCost &cost, double decodeSeqs);

} // namespace rigplan
