// SPDX-License-Identifier: GPL-3.0-or-later
// The continuous-batching simulator (core/estimate/ServingSim.h): its figures against small
// cases computed by hand, the decode jumps against the same run step by step, the schedulers'
// behaviour under load (TTFT grows with the users and explodes past saturation, preemption
// when KV blocks run out, none under the no-evict policy), and determinism.

#include "estimate/ServingSim.h"

#include <QtTest>

#include <cmath>
#include <limits>

using namespace rigplan;

namespace {

// A toy model whose step times are easy to compute: 1 GB of weights read at 1 TB/s (1 ms per
// step when memory-bound), 1 GFLOP per token at 100 TFLOP/s (10 µs per token when
// compute-bound), no attention cost, no KV read, no overhead.
StepCost toyCost()
{
    StepCost c;
    c.denseBytes = 1e9;
    c.flopsPerToken = 1e9;
    c.computeFlopsPerS = 100e12;
    c.memoryBytesPerS = 1e12;
    c.attention.selfLayers = 1;
    return c;
}

SimEngine toyEngine(StepScheduler scheduler = StepScheduler::MixedChunked)
{
    SimEngine e;
    e.scheduler = scheduler;
    e.maxBatchedTokens = 2048;
    e.maxSeqs = 256;
    e.blockTokens = 16;
    e.kvBlocks = 100000;
    e.chunkedPrefill = true;
    return e;
}

SimLoad closedLoop(std::int64_t users, std::int64_t requests, std::int64_t prompt, std::int64_t output)
{
    SimLoad l;
    l.users = users;
    l.requests = requests;
    l.promptTokens = prompt;
    l.outputTokens = output;
    return l;
}

bool near(double a, double b, double rel = 1e-9)
{
    return std::abs(a - b) <= rel * std::max(std::abs(a), std::abs(b)) + 1e-15;
}

} // namespace

class TestServingSim : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void oneRequestByHand();
    void promptLongerThanBudgetTakesSeveralSteps();
    void decodeBatchSharesTheWeightRead();
    void jumpsAgreeWithStepByStep_data();
    void jumpsAgreeWithStepByStep();
    void ttftGrowsWithUsersAndExplodesPastSaturation_data();
    void ttftGrowsWithUsersAndExplodesPastSaturation();
    void preemptionWhenBlocksRunOut();
    void noEvictNeverPreempts();
    void staticBatchStartsTogether();
    void neverFitsWhenOneRequestExceedsTheCache();
    void deterministicBySeed();
    void tensorParallelAddsAllReduces();
    void pipelineKeepsOneMicroBatchPerStage();
    void decodeWithoutSplitKvByHand();
};

// One user, one request of 1000 prompt tokens and 4 output tokens. A step's linear layers take
// their FLOPs' time plus their weights' (no overlap): the prefill step 1000 × 1 GFLOP / 100
// TFLOP/s = 10 ms + 1 GB / 1 TB/s = 1 ms; each of the 3 decode steps 0.01 + 1 ms.
// TTFT = 11 ms, TPOT = 1.01 ms, e2e = 14.03 ms.
void TestServingSim::oneRequestByHand()
{
    const SimResult r = simulateServing(toyCost(), toyEngine(), closedLoop(1, 1, 1000, 4));
    QCOMPARE(r.completed, std::int64_t(1));
    QVERIFY(near(r.ttftS.mean, 0.011));
    QVERIFY(near(r.tpotS.mean, 0.00101));
    QVERIFY(near(r.e2eS.mean, 0.01403));
    QVERIFY(near(r.outputTokensPerS, 4 / 0.01403));
    QCOMPARE(r.steps, std::int64_t(4));
    QCOMPARE(r.preemptions, std::int64_t(0));
}

// A 5000-token prompt under a 2048-token budget: chunks of 2048, 2048, 904 → three steps of
// 20.48, 20.48 and 9.04 ms of compute, each with its 1 ms weight read, before the first token.
void TestServingSim::promptLongerThanBudgetTakesSeveralSteps()
{
    const SimResult r = simulateServing(toyCost(), toyEngine(), closedLoop(1, 1, 5000, 2));
    QVERIFY(near(r.ttftS.mean, 0.02148 + 0.02148 + 0.01004));
    QCOMPARE(r.steps, std::int64_t(4));
}

// Decode of 8 sequences: one weight read per step for all of them, so TPOT is 1 ms + 8 tokens'
// FLOPs (0.08 ms) while 8 tokens come out per step.
void TestServingSim::decodeBatchSharesTheWeightRead()
{
    SimEngine e = toyEngine();
    StepCost c = toyCost();
    // Prompts of 10 tokens: 8 × 10 tokens = 0.8 ms of compute + 1 ms of weight read.
    const SimResult r = simulateServing(c, e, closedLoop(8, 8, 10, 101));
    QCOMPARE(r.completed, std::int64_t(8));
    QVERIFY(near(r.tpotS.mean, 0.00108));
    QVERIFY(near(r.ttftS.mean, 0.0018)); // all 8 prompts in the first step
    QVERIFY(r.peakRunning == 8);
}

void TestServingSim::jumpsAgreeWithStepByStep_data()
{
    QTest::addColumn<int>("scheduler");
    QTest::addColumn<qint64>("users");
    QTest::addColumn<qint64>("kvBlocks");
    QTest::addColumn<double>("rate");
    QTest::addColumn<bool>("splitKv");
    QTest::addColumn<int>("stages");
    QTest::newRow("vLLM, 16 users") << int(StepScheduler::MixedChunked) << qint64(16) << qint64(100000) << 0.0 << true << 1;
    QTest::newRow("vLLM, tight cache") << int(StepScheduler::MixedChunked) << qint64(64) << qint64(900) << 0.0 << true << 1;
    QTest::newRow("vLLM, Poisson") << int(StepScheduler::MixedChunked) << qint64(0) << qint64(100000) << 20.0 << true << 1;
    QTest::newRow("SGLang, 16 users") << int(StepScheduler::PrefillFirst) << qint64(16) << qint64(100000) << 0.0 << true << 1;
    QTest::newRow("TensorRT-LLM, tight cache") << int(StepScheduler::InflightNoEvict) << qint64(64) << qint64(900) << 0.0 << true << 1;
    QTest::newRow("TensorRT-LLM, no split-KV") << int(StepScheduler::InflightNoEvict) << qint64(16) << qint64(100000) << 0.0 << false << 1;
    QTest::newRow("vLLM, Poisson, no split-KV") << int(StepScheduler::MixedChunked) << qint64(0) << qint64(100000) << 20.0 << false << 1;
    QTest::newRow("static") << int(StepScheduler::Static) << qint64(16) << qint64(100000) << 0.0 << true << 1;
    // Pipelines: the jump's attention and weights per micro-batch, as stepTimeS has them.
    QTest::newRow("vLLM, 4 stages") << int(StepScheduler::MixedChunked) << qint64(16) << qint64(100000) << 0.0 << true << 4;
    QTest::newRow("TensorRT-LLM, 2 stages, no split-KV") << int(StepScheduler::InflightNoEvict) << qint64(16) << qint64(100000) << 0.0
                                                          << false << 2;
    QTest::newRow("vLLM, 8 stages, 3 users") << int(StepScheduler::MixedChunked) << qint64(3) << qint64(100000) << 0.0 << true << 8;
}

// The jump over a run of decode steps must give what stepping one by one gives (same steps,
// same times), with attention and KV reads that grow with the context.
void TestServingSim::jumpsAgreeWithStepByStep()
{
    QFETCH(int, scheduler);
    QFETCH(qint64, users);
    QFETCH(qint64, kvBlocks);
    QFETCH(double, rate);
    QFETCH(bool, splitKv);
    QFETCH(int, stages);
    StepCost c = toyCost();
    c.stages = stages;
    c.kvBytesPerToken = 131072;
    c.attnFlopsPerPair = 1e6;
    if (!splitKv) { // a few sequences' blocks cannot fill the GPU: the lone-block rate binds
        c.decodeBlocksPerSeq = 2;
        c.multiprocessors = 64;
        c.decodeBlockBytesPerS = 5e9;
    }
    SimEngine e = toyEngine(StepScheduler(scheduler));
    e.kvBlocks = kvBlocks;
    SimLoad l = closedLoop(users, 200, 700, 300);
    l.requestRate = rate;
    const SimResult jumped = simulateServing(c, e, l);
    e.stepByStep = true;
    const SimResult stepped = simulateServing(c, e, l);
    QCOMPARE(jumped.completed, std::int64_t(200));
    QCOMPARE(jumped.steps, stepped.steps);
    QCOMPARE(jumped.preemptions, stepped.preemptions);
    QVERIFY2(near(jumped.durationS, stepped.durationS, 1e-9),
             qPrintable(QStringLiteral("%1 vs %2").arg(jumped.durationS, 0, 'g', 17).arg(stepped.durationS, 0, 'g', 17)));
    QVERIFY(near(jumped.ttftS.p90, stepped.ttftS.p90, 1e-9));
    QVERIFY(near(jumped.tpotS.mean, stepped.tpotS.mean, 1e-9));
}

void TestServingSim::ttftGrowsWithUsersAndExplodesPastSaturation_data()
{
    QTest::addColumn<int>("scheduler");
    QTest::newRow("vLLM") << int(StepScheduler::MixedChunked);
    QTest::newRow("SGLang") << int(StepScheduler::PrefillFirst);
    QTest::newRow("TensorRT-LLM") << int(StepScheduler::InflightNoEvict);
}

// Closed loop: more users, longer TTFT and lower per-user speed, more throughput. Open loop:
// below the engine's capacity the queue stays short; past it, requests wait longer the later
// they come, and TTFT is many times the unloaded one.
void TestServingSim::ttftGrowsWithUsersAndExplodesPastSaturation()
{
    QFETCH(int, scheduler);
    const StepCost c = toyCost();
    const SimEngine e = toyEngine(StepScheduler(scheduler));
    double lastTtft = 0, lastTps = 0, lastTpot = 0;
    for (std::int64_t users : {1, 4, 16, 64}) {
        const SimResult r = simulateServing(c, e, closedLoop(users, users * 6, 2000, 200));
        QVERIFY2(r.ttftS.mean > lastTtft, qPrintable(QStringLiteral("%1 users").arg(users)));
        QVERIFY(r.outputTokensPerS > lastTps);
        QVERIFY(r.tpotS.mean >= lastTpot);
        lastTtft = r.ttftS.mean;
        lastTps = r.outputTokensPerS;
        lastTpot = r.tpotS.mean;
    }
    // Capacity in requests/s from a saturating closed loop.
    const double capacity = simulateServing(c, e, closedLoop(256, 2000, 2000, 200)).requestsPerS;
    SimLoad below = closedLoop(0, 600, 2000, 200);
    below.requestRate = 0.5 * capacity;
    SimLoad above = below;
    above.requestRate = 2.0 * capacity;
    const SimResult calm = simulateServing(c, e, below);
    const SimResult flooded = simulateServing(c, e, above);
    const double alone = simulateServing(c, e, closedLoop(1, 1, 2000, 200)).ttftS.mean;
    QVERIFY(calm.ttftS.p50 < 5 * alone);
    QVERIFY2(flooded.ttftS.p50 > 50 * alone, qPrintable(QString::number(flooded.ttftS.p50 / alone)));
    QVERIFY(flooded.ttftS.p99 > flooded.ttftS.p50);
}

// 64 users of 1000 + 1000 tokens need 64 × 125 blocks; 2000 blocks hold 16 such sequences at full
// length, so vLLM's scheduler admits more than fit at the end and must preempt.
void TestServingSim::preemptionWhenBlocksRunOut()
{
    SimEngine e = toyEngine(StepScheduler::MixedChunked);
    e.kvBlocks = 2000;
    const SimResult r = simulateServing(toyCost(), e, closedLoop(64, 128, 1000, 1000));
    QCOMPARE(r.completed, std::int64_t(128));
    QVERIFY(r.preemptions > 0);
    e.kvBlocks = 1'000'000;
    QCOMPARE(simulateServing(toyCost(), e, closedLoop(64, 128, 1000, 1000)).preemptions, std::int64_t(0));
}

// TensorRT-LLM's no-evict policy admits only what fits at full length: no preemption, and never
// more than 16 sequences at once in the same cache.
void TestServingSim::noEvictNeverPreempts()
{
    SimEngine e = toyEngine(StepScheduler::InflightNoEvict);
    e.kvBlocks = 2000;
    const SimResult r = simulateServing(toyCost(), e, closedLoop(64, 128, 1000, 1000));
    QCOMPARE(r.completed, std::int64_t(128));
    QCOMPARE(r.preemptions, std::int64_t(0));
    QVERIFY(r.peakRunning <= 16);
}

// A static batch: 8 requests prefill together and all get their first token at the same step;
// the next 8 wait for the whole batch to finish.
void TestServingSim::staticBatchStartsTogether()
{
    SimEngine e = toyEngine(StepScheduler::Static);
    e.maxSeqs = 8;
    const SimResult r = simulateServing(toyCost(), e, closedLoop(16, 16, 100, 50));
    QCOMPARE(r.completed, std::int64_t(16));
    QCOMPARE(r.peakRunning, std::int64_t(8));
    // first batch: TTFT = one prefill step; second: the whole first batch before it
    const double prefill = 800 * 1e9 / 100e12 + 1e9 / 1e12, decode = 8 * 1e9 / 100e12 + 1e9 / 1e12;
    const double first = prefill, second = prefill + 49 * decode + prefill;
    QVERIFY(near(r.ttftS.mean, (first + second) / 2));
}

void TestServingSim::neverFitsWhenOneRequestExceedsTheCache()
{
    SimEngine e = toyEngine();
    e.kvBlocks = 10; // 160 tokens
    const SimResult r = simulateServing(toyCost(), e, closedLoop(1, 4, 150, 20));
    QVERIFY(r.neverFits);
    QCOMPARE(r.completed, std::int64_t(0));
}

void TestServingSim::deterministicBySeed()
{
    SimLoad l = closedLoop(0, 300, 500, 100);
    l.requestRate = 40;
    const SimResult a = simulateServing(toyCost(), toyEngine(), l);
    const SimResult b = simulateServing(toyCost(), toyEngine(), l);
    QCOMPARE(a.ttftS.p99, b.ttftS.p99);
    QCOMPARE(a.durationS, b.durationS);
    l.seed = 2;
    QVERIFY(simulateServing(toyCost(), toyEngine(), l).durationS != a.durationS);
}

// Two ranks: every step adds 2 all-reduces per layer of 2(t−1)/t × tokens × bytes / link + latency
// × (1 + log2 t).
// p stages keep min(p, sequences) micro-batches in flight (vLLM V1's max_concurrent_batches):
// per traversal each stage reads its weights once per micro-batch while the tokens' work is
// shared out. Toy numbers: 1 GB of weights per stage at 1 TB/s = 1 ms; 1 GFLOP per token at
// 100 TFLOPS = 10 µs.
void TestServingSim::pipelineKeepsOneMicroBatchPerStage()
{
    StepCost c = toyCost();
    c.stages = 4;
    const double weightS = 1e9 / 1e12, tokenS = 1e9 / 100e12;
    // One sequence: one micro-batch traverses the 4 stages one after another.
    QVERIFY(qFuzzyCompare(stepTimeS(c, 1, 0, 0, 1), 4 * (weightS + tokenS)));
    // 64 decoding sequences: 4 micro-batches of 16, each stage reads its weights 4 times per
    // traversal, the 64 tokens' matmuls are shared: 4 × (1 ms + 16 × 10 µs).
    QVERIFY(qFuzzyCompare(stepTimeS(c, 64, 0, 0, 64), 4 * (weightS + 16 * tokenS)));
    // Two sequences on four stages: two micro-batches only.
    QVERIFY(qFuzzyCompare(stepTimeS(c, 2, 0, 0, 2), 4 * (weightS + tokenS)));
    // Over a link, each stage after the first first receives its micro-batch's hidden states:
    // 3 hand-overs of 16 tokens × 16 KiB at 64 GB/s.
    StepCost linked = c;
    linked.commBytesPerToken = 16384;
    linked.allReduce.linkBps = 64e9;
    QVERIFY(qFuzzyCompare(stepTimeS(linked, 64, 0, 0, 64), 4 * (weightS + 16 * tokenS) + 3 * 16 * 16384 / 64e9));
    // Without stages nothing changes: one batch.
    c.stages = 1;
    QVERIFY(qFuzzyCompare(stepTimeS(c, 64, 0, 0, 64), weightS + 64 * tokenS));
    // Compute-bound (1 ms of matmuls per token): 4 micro-batches of 16 tokens take a quarter of
    // what one batch of 64 passing the stages one after another would: 4 × (1 + 16) ms, not 4 × (1 + 64).
    c.stages = 4;
    c.flopsPerToken = 1e11;
    QVERIFY(qFuzzyCompare(stepTimeS(c, 64, 0, 0, 64), 4 * (weightS + 16 * 1e-3)));
}

void TestServingSim::tensorParallelAddsAllReduces()
{
    StepCost c = toyCost();
    const double alone = stepTimeS(c, 100, 0, 0);
    c.tensorParallel = 2;
    c.allReducesPerStep = 64;
    c.commBytesPerToken = 8192;
    c.allReduce.linkBps = 100e9;
    c.allReduce.kernelStageS = 10e-6;
    c.allReduce.kernelMaxBytes = 8e6; // the engine's kernel carries the step's 800 kB messages
    const double perAllReduce = 2.0 * 1 / 2 * 8192 * 100 / 100e9 + 10e-6 * (1 + 1); // latency × (1 + log2 2)
    QVERIFY(near(stepTimeS(c, 100, 0, 0), alone + 64 * perAllReduce));
    // Above the kernel's limit NCCL carries them: 128 tokens, 1 MiB, at the 8-GPU PCIe ring's
    // 4 MiB figure (a pair's ring = 8 GPUs' at 8 m / 2), 38.39 GB/s on a 64 GB/s link.
    c.allReduce.kernelMaxBytes = 0;
    c.allReduce.curve = NcclCurve::Pcie;
    c.allReduce.linkBps = 64e9;
    const double base = stepTimeS(toyCost(), 128, 0, 0);
    QVERIFY(near(stepTimeS(c, 128, 0, 0), base + 64 * (1.0 * 1048576 / 38.39e9)));
}

// Without split-KV each decoding sequence's 4 KV heads are 4 blocks of 10 GB/s on 100 SMs; a token
// of KV is 1 MB, 1 µs at the 1 TB/s bandwidth. One sequence: 4 blocks, 25 µs per token; 10: 40
// blocks, 2.5 µs; 50: 200 blocks on 100 SMs = 1 TB/s, the bandwidth's 1 µs again. A prompt's KV
// (read by the prefill kernel, which tiles the context) stays at the bandwidth.
void TestServingSim::decodeWithoutSplitKvByHand()
{
    StepCost c = toyCost();
    c.kvBytesPerToken = 1e6;
    const double base = stepTimeS(c, 1, 0, 0);
    QVERIFY(near(stepTimeS(c, 1, 0, 1000, 1, 1000) - base, 1000 * 1e-6)); // split: bandwidth
    c.decodeBlocksPerSeq = 4;
    c.multiprocessors = 100;
    c.decodeBlockBytesPerS = 10e9;
    QVERIFY(near(decodeKvSPerToken(c, 1), 25e-6));
    QVERIFY(near(decodeKvSPerToken(c, 10), 2.5e-6));
    QVERIFY(near(decodeKvSPerToken(c, 50), 1e-6));
    QVERIFY(near(stepTimeS(c, 1, 0, 1000, 1, 1000) - base, 1000 * 25e-6));
    QVERIFY(near(stepTimeS(c, 1, 0, 1000, 0, 0) - base, 1000 * 1e-6)); // prefill KV
    // a step of one decode (1000 tokens of context) and a 500-token chunk reading 500 tokens
    const double mixed = stepTimeS(c, 501, 0, 1500, 1, 1000);
    QVERIFY(near(mixed, stepTimeS(c, 501, 0, 0) + 1000 * 25e-6 + 500 * 1e-6));
}

QTEST_APPLESS_MAIN(TestServingSim)
#include "tst_servingsim.moc"
