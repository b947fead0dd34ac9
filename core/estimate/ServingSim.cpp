// SPDX-License-Identifier: GPL-3.0-or-later
// The continuous-batching simulator (ServingSim.h). Schedulers follow the engines' source as
// cited there; the step time is its kernels' compute plus memory time (docs/method.md, "Serving simulator").
//
// Decoding requests are kept as aggregates: every decode step moves all of them on by one token,
// so a request's context is the global decode tick plus its own offset, and the step's attention
// and KV reads follow from the sum of the offsets. A step costs O(prompts in prefill), a
// completion or a preemption O(log n), and a run of decode steps with nothing else to do is
// summed in closed form.

#include "estimate/ServingSim.h"

#include "estimate/EstimateMath.h"
#include "estimate/ModelShape.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <vector>

namespace rigplan {

using namespace estimate_detail;

namespace {

enum class Phase : std::uint8_t { Pending, Waiting, Prefill, Decode, Done };

constexpr std::int32_t kNone = -1;

struct Request {
    double arrival = 0;
    double firstToken = -1;
    std::int64_t prompt = 0;    // prompt tokens
    std::int64_t output = 1;    // tokens to generate
    std::int64_t generated = 0; // tokens sampled so far (while decoding: tick + generatedOffset)
    std::int64_t computed = 0;  // tokens whose KV is in the cache (0 again after a preemption)
    std::int64_t computedOffset = 0, generatedOffset = 0; // decoding: the values at tick 0
    std::int64_t reserved = 0;  // tokens reserved on admission (no-evict, static)
    std::uint32_t version = 0;  // finish-heap entries of an older version are stale
    std::int32_t prev = kNone, next = kNone; // the running list, in admission order
    Phase phase = Phase::Pending;
    std::int64_t known() const { return prompt + generated; }
};

struct Chunk {
    std::int32_t request;
    std::int64_t tokens;
};

struct Finish {
    std::int64_t tick;
    std::int32_t request;
    std::uint32_t version;
    bool operator>(const Finish &o) const { return tick != o.tick ? tick > o.tick : request > o.request; }
};

double touchedShare(const StepCost &c, double tokens)
{
    if (c.expertTouch <= 0 || c.expertTouch >= 1)
        return 1.0;
    return 1.0 - std::pow(1.0 - c.expertTouch, std::max(1.0, tokens));
}

// A decode query's attention per attended token: its FLOPs against the key plus reading its KV.
// A decode step's attention per attended token, `decodeSeqs` sequences decoding.
double attentionSPerToken(const StepCost &c, double decodeSeqs)
{
    return c.attnFlopsPerPair / c.computeFlopsPerS + decodeKvSPerToken(c, decodeSeqs);
}

// Micro-batches a pipeline keeps in flight: one per stage, as far as the step's sequences go
// (vLLM V1 runs max_concurrent_batches = pipeline_parallel_size scheduler batches side by side,
// vllm/v1/executor/multiproc_executor.py; TensorRT-LLM's pipeline loop one micro-batch per rank).
double microBatchesInFlight(const StepCost &c, double seqs)
{
    return std::clamp(std::floor(seqs), 1.0, double(std::max(1, c.stages)));
}

// Percentiles with linear interpolation (numpy's default, as the benchmarks use).
LatencyStats statsOf(std::vector<double> &v)
{
    LatencyStats s;
    if (v.empty())
        return s;
    double sum = 0;
    for (double x : v)
        sum += x;
    s.mean = sum / double(v.size());
    // Order statistics by selection, not a sort: each quantile's rank is at or past the last one's,
    // and everything before that rank is no larger, so the search narrows as q grows.
    auto from = v.begin();
    const auto at = [&](double q) {
        const double pos = q * double(v.size() - 1);
        const auto lo = v.begin() + std::ptrdiff_t(std::floor(pos));
        std::nth_element(from, lo, v.end());
        from = lo;
        const double next = lo + 1 == v.end() ? *lo : *std::min_element(lo + 1, v.end());
        return *lo + (next - *lo) * (pos - std::floor(pos));
    };
    s.p50 = at(0.50);
    s.p90 = at(0.90);
    s.p95 = at(0.95);
    s.p99 = at(0.99);
    return s;
}

// A FIFO of request indices that keeps its storage between runs. Preempted requests go to the front.
class Queue {
public:
    void clear() { m_items.clear(); m_head = 0; }
    bool empty() const { return m_head == m_items.size(); }
    std::int32_t front() const { return m_items[m_head]; }
    void push_back(std::int32_t id) { m_items.push_back(id); }
    void pop_front()
    {
        if (++m_head == m_items.size())
            clear();
    }
    void push_front(std::int32_t id)
    {
        if (m_head > 0) {
            m_items[--m_head] = id;
            return;
        }
        // Append and rotate rather than insert at the front: GCC 12's -Wnull-dereference
        // reports a false positive in vector::insert here (as in SoftwareFit.cpp).
        m_items.push_back(id);
        std::rotate(m_items.begin(), m_items.end() - 1, m_items.end());
    }

private:
    std::vector<std::int32_t> m_items;
    std::size_t m_head = 0;
};

// Every buffer of one replay, kept per thread and reused: the replay allocates nothing once a
// thread's buffers have grown to the load's size.
struct Scratch {
    std::vector<Request> requests;
    std::vector<std::int32_t> arrivals; // requests with a known arrival time, by time
    Queue waiting;
    std::vector<std::int32_t> prefilling; // running requests with prompt left, in admission order
    std::vector<Chunk> chunks;            // the step's prefill chunks
    std::vector<Finish> finishes;         // min-heap of the decoding requests' last ticks
    std::vector<double> ttft, tpot, e2e;
    void clear()
    {
        requests.clear();
        arrivals.clear();
        waiting.clear();
        prefilling.clear();
        chunks.clear();
        finishes.clear();
        ttft.clear();
        tpot.clear();
        e2e.clear();
    }
};

// splitmix64-seeded uniform numbers in [0, 1): the same sequence on every platform.
class Uniform {
public:
    explicit Uniform(std::uint64_t seed) : m_state(seed) {}
    double next()
    {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        z ^= z >> 31;
        return double(z >> 11) * 0x1.0p-53;
    }

private:
    std::uint64_t m_state;
};

class Simulation {
public:
    Simulation(const StepCost &cost, const SimEngine &engine, const SimLoad &load, Scratch &scratch)
        : m_cost(cost), m_engine(engine), m_load(load), m_s(scratch)
    {
        scratch.clear();
        m_block = std::max<std::int64_t>(1, engine.blockTokens);
        m_budget = engine.maxBatchedTokens > 0 ? engine.maxBatchedTokens : std::numeric_limits<std::int64_t>::max() / 4;
        m_maxSeqs = engine.maxSeqs > 0 ? engine.maxSeqs : std::numeric_limits<std::int64_t>::max() / 4;
        m_capacity = double(std::max<std::int64_t>(0, engine.kvBlocks)) * double(m_block);
        m_fixed = engine.fixedTokensPerSeq > 0 && std::isfinite(engine.fixedTokensPerSeq) ? engine.fixedTokensPerSeq : 0.0;
        m_ratio = kSglangInitRatio;
    }

    SimResult run()
    {
        SimResult out;
        const std::int64_t total = std::max<std::int64_t>(1, m_load.requests);
        const std::int64_t prompt = std::max<std::int64_t>(0, m_load.promptTokens);
        const std::int64_t output = std::max<std::int64_t>(1, m_load.outputTokens);
        // The whole sequence's KV (the last sampled token is never fed back) must fit once.
        if (m_capacity <= 0 || double(prompt + output - 1) + waste(1) > m_capacity) {
            out.neverFits = true;
            return out;
        }
        scheduleArrivals(total, prompt, output);
        double busySeqTime = 0;
        while (out.completed < total) {
            admitArrivals();
            if (m_running == 0 && m_s.waiting.empty()) {
                if (m_nextArrival >= m_s.arrivals.size())
                    break; // nothing left to arrive (cannot happen while requests remain)
                m_now = std::max(m_now, m_s.requests[std::size_t(m_s.arrivals[m_nextArrival])].arrival);
                continue;
            }
            const bool decodes = schedule(out.preemptions);
            if (!decodes && m_s.chunks.empty()) {
                out.neverFits = m_running == 0;
                break; // nothing can run: the head of the queue can never be admitted
            }
            double runTime = 0;
            const std::int64_t k = decodes && m_s.chunks.empty() ? jumpLength(runTime) : 1;
            const std::int64_t seqs = (decodes ? m_decoding : 0) + std::int64_t(m_s.chunks.size());
            const double dt = k > 1 ? runTime : stepTime(decodes);
            m_now += dt;
            busySeqTime += dt * double(seqs);
            out.steps += k;
            out.peakRunning = std::max(out.peakRunning, m_running);
            finishStep(decodes, k, out.completed, total);
        }
        out.durationS = m_now - m_firstArrival;
        if (out.durationS > 0) {
            out.outputTokensPerS = double(out.completed) * double(output) / out.durationS;
            out.requestsPerS = double(out.completed) / out.durationS;
            out.meanBatch = busySeqTime / out.durationS;
        }
        out.measured = std::int64_t(m_s.e2e.size());
        out.ttftS = statsOf(m_s.ttft);
        out.tpotS = statsOf(m_s.tpot);
        out.e2eS = statsOf(m_s.e2e);
        return out;
    }

private:
    // SGLang's defaults (srt/managers/scheduler.py, global_config.py): the reserve for running
    // requests' remaining output starts at 0.7 of it and decays to 0.14 × 0.7 over 600 decode steps.
    static constexpr double kSglangInitRatio = 0.7;
    static constexpr double kSglangMinRatio = 0.7 * 0.14;
    static constexpr double kSglangDecayPerStep = (kSglangInitRatio - kSglangMinRatio) / 600.0;

    Request &req(std::int32_t id) { return m_s.requests[std::size_t(id)]; }
    const Request &req(std::int32_t id) const { return m_s.requests[std::size_t(id)]; }

    // Tokens lost to partly filled blocks (half a block per sequence on average), and what
    // each sequence holds beyond its tokens (a hybrid model's state).
    double waste(std::int64_t seqs) const { return double(seqs) * (double(m_block - 1) / 2.0 + m_fixed); }
    double decodeContext() const { return double(m_decoding) * double(m_tick) + double(m_offsetSum); }
    double usedTokens() const { return double(m_prefillHeld) + decodeContext() + waste(m_running); }
    bool fits(double moreTokens) const { return usedTokens() + moreTokens <= m_capacity; }

    void scheduleArrivals(std::int64_t total, std::int64_t prompt, std::int64_t output)
    {
        m_s.requests.resize(std::size_t(total));
        for (Request &r : m_s.requests) {
            r.prompt = prompt;
            r.output = output;
        }
        const bool closed = m_load.users > 0;
        // Closed loop: the first `users` requests start (staggered or at once); each completion
        // issues the next. Open loop: every arrival time is drawn now.
        const std::int64_t first = closed ? std::min(total, m_load.users) : total;
        Uniform uniform(m_load.seed);
        double t = 0;
        for (std::int64_t i = 0; i < first; ++i) {
            if (closed) {
                t = double(i) * std::max(0.0, m_load.staggerS);
            } else if (std::isfinite(m_load.requestRate) && m_load.requestRate > 0) {
                t += -std::log(1.0 - uniform.next()) / m_load.requestRate;
            }
            m_s.requests[std::size_t(i)].arrival = t;
            m_s.arrivals.push_back(std::int32_t(i));
        }
        m_issued = first;
        m_firstArrival = m_s.requests.front().arrival;
        m_now = m_firstArrival;
    }

    void admitArrivals()
    {
        while (m_nextArrival < m_s.arrivals.size() && req(m_s.arrivals[m_nextArrival]).arrival <= m_now) {
            const std::int32_t id = m_s.arrivals[m_nextArrival++];
            req(id).phase = Phase::Waiting;
            m_s.waiting.push_back(id);
        }
    }

    // ---- the running list (admission order) and the decode aggregates

    void appendRunning(std::int32_t id)
    {
        Request &r = req(id);
        r.prev = m_tail;
        r.next = kNone;
        if (m_tail != kNone)
            req(m_tail).next = id;
        else
            m_head = id;
        m_tail = id;
        ++m_running;
    }

    void unlinkRunning(std::int32_t id)
    {
        Request &r = req(id);
        (r.prev != kNone ? req(r.prev).next : m_head) = r.next;
        (r.next != kNone ? req(r.next).prev : m_tail) = r.prev;
        r.prev = r.next = kNone;
        --m_running;
    }

    void startDecoding(std::int32_t id, std::int64_t atTick)
    {
        Request &r = req(id);
        r.phase = Phase::Decode;
        r.computedOffset = r.computed - atTick;
        r.generatedOffset = r.generated - atTick;
        ++m_decoding;
        m_offsetSum += r.computedOffset;
        m_remainingOutputSum += r.output - r.generatedOffset;
        m_s.finishes.push_back({atTick + (r.output - r.generated), id, r.version});
        std::push_heap(m_s.finishes.begin(), m_s.finishes.end(), std::greater<>());
    }

    // Decoding → the request's own counters (it leaves the aggregates).
    void stopDecoding(std::int32_t id)
    {
        Request &r = req(id);
        r.computed = m_tick + r.computedOffset;
        r.generated = m_tick + r.generatedOffset;
        --m_decoding;
        m_offsetSum -= r.computedOffset;
        m_remainingOutputSum -= r.output - r.generatedOffset;
        ++r.version; // its finish entry is stale now
    }

    void removePrefilling(std::int32_t id)
    {
        auto &p = m_s.prefilling;
        p.erase(std::find(p.begin(), p.end(), id));
        m_prefillHeld -= req(id).computed;
    }

    // The newest running request goes back to the front of the queue and starts over.
    void preemptNewest(std::int64_t &preemptions)
    {
        const std::int32_t id = m_tail;
        Request &r = req(id);
        if (r.phase == Phase::Decode)
            stopDecoding(id);
        else
            removePrefilling(id);
        unlinkRunning(id);
        m_reserved -= r.reserved;
        r.reserved = 0;
        r.computed = 0;
        r.phase = Phase::Waiting;
        m_s.waiting.push_front(id);
        ++preemptions;
    }

    std::int64_t chunkOf(const Request &r, std::int64_t budget) const
    {
        const std::int64_t rest = r.known() - r.computed;
        if (rest <= budget)
            return rest;
        // Unchunked engines run a prompt whole; one longer than the budget would never run, so
        // it is chunked as the engines' own checks would have required.
        const bool chunked = m_engine.chunkedPrefill || r.known() > m_budget;
        return chunked ? budget : 0;
    }

    void admit(std::int32_t id)
    {
        m_s.waiting.pop_front();
        Request &r = req(id);
        r.phase = Phase::Prefill;
        appendRunning(id);
        m_s.prefilling.push_back(id);
        m_prefillHeld += r.computed;
    }

    // ---- one step: which decodes and prompt chunks it carries; true when the decodes run

    bool schedule(std::int64_t &preemptions)
    {
        m_s.chunks.clear();
        m_admissionBlocked = false;
        switch (m_engine.scheduler) {
        case StepScheduler::MixedChunked: return scheduleMixed(preemptions);
        case StepScheduler::PrefillFirst: return schedulePrefillFirst(preemptions);
        case StepScheduler::InflightNoEvict: return scheduleNoEvict();
        case StepScheduler::Static: return scheduleStatic();
        }
        return false;
    }

    // vLLM V1: the running decodes, then the unfinished prompts, then new ones, within the budget;
    // a request that cannot have its blocks preempts the newest running one.
    bool scheduleMixed(std::int64_t &preemptions)
    {
        while (m_decoding > 0 && !fits(double(m_decoding)) && m_running > 0) {
            const bool decodingTail = req(m_tail).phase == Phase::Decode;
            preemptNewest(preemptions);
            if (decodingTail && m_decoding == 0)
                break;
        }
        std::int64_t budget = m_budget - m_decoding;
        double more = double(m_decoding);
        for (std::size_t i = 0; i < m_s.prefilling.size() && budget > 0;) {
            const std::int32_t id = m_s.prefilling[i];
            const std::int64_t n = chunkOf(req(id), budget);
            if (n <= 0) {
                ++i;
                continue;
            }
            bool self = false;
            while (!fits(more + double(n)) && !self) {
                self = m_tail == id;
                preemptNewest(preemptions);
            }
            if (self)
                break;
            m_s.chunks.push_back({id, n});
            budget -= n;
            more += double(n);
            ++i;
        }
        admitWithin(budget, more);
        return m_decoding > 0;
    }

    // New prompts in the order they came while the budget, the sequence cap and the cache allow.
    void admitWithin(std::int64_t budget, double more)
    {
        while (!m_s.waiting.empty() && budget > 0 && m_running < m_maxSeqs) {
            const std::int32_t id = m_s.waiting.front();
            const std::int64_t n = chunkOf(req(id), budget);
            if (n <= 0 || !fits(more + double(n) + waste(1))) {
                m_admissionBlocked = true;
                return;
            }
            admit(id);
            m_s.chunks.push_back({id, n});
            budget -= n;
            more += double(n);
        }
        m_admissionBlocked = !m_s.waiting.empty();
    }

    // SGLang: a step of prompts whenever one is unfinished or can be admitted (keeping room for a
    // share of the running requests' remaining output), else a decode step of every running request.
    bool schedulePrefillFirst(std::int64_t &preemptions)
    {
        std::int64_t budget = m_budget;
        double more = 0;
        for (std::int32_t id : m_s.prefilling) {
            if (budget <= 0)
                break;
            const std::int64_t n = std::min(req(id).known() - req(id).computed, budget);
            if (n > 0 && fits(more + double(n))) {
                m_s.chunks.push_back({id, n});
                budget -= n;
                more += double(n);
            }
        }
        double reserve = m_ratio * double(m_remainingOutputSum - m_decoding * m_tick);
        while (!m_s.waiting.empty() && budget > 0 && m_running < m_maxSeqs) {
            const std::int32_t id = m_s.waiting.front();
            const Request &r = req(id);
            const std::int64_t n = std::min(r.known() - r.computed, budget);
            const double own = m_ratio * double(r.output - r.generated);
            if (!fits(more + double(r.known() - r.computed) + own + reserve)) {
                m_admissionBlocked = true;
                break;
            }
            reserve += own;
            admit(id);
            m_s.chunks.push_back({id, n});
            budget -= n;
            more += double(n);
        }
        if (!m_s.chunks.empty())
            return false;
        // A decode step: every running request one token; retract the newest when the cache is short.
        while (m_decoding > 0 && !fits(double(m_decoding))) {
            preemptNewest(preemptions);
            m_ratio = kSglangInitRatio;
        }
        m_ratio = std::max(kSglangMinRatio, m_ratio - kSglangDecayPerStep);
        return m_decoding > 0;
    }

    // TensorRT-LLM: admit while the whole sequence's tokens are free of reservations; every
    // active request in the step within the token budget (decodes first).
    bool scheduleNoEvict()
    {
        while (!m_s.waiting.empty() && m_running < m_maxSeqs) {
            const std::int32_t id = m_s.waiting.front();
            const double need = double(req(id).prompt + req(id).output - 1) + double(m_block - 1) + m_fixed;
            if (double(m_reserved) + need > m_capacity) {
                m_admissionBlocked = true;
                break;
            }
            req(id).reserved = std::int64_t(need);
            m_reserved += req(id).reserved;
            admit(id);
        }
        std::int64_t budget = m_budget - m_decoding;
        for (std::int32_t id : m_s.prefilling) {
            if (budget <= 0)
                break;
            const std::int64_t n = chunkOf(req(id), budget);
            if (n > 0) {
                m_s.chunks.push_back({id, n});
                budget -= n;
            }
        }
        return m_decoding > 0;
    }

    // Static batching: a new batch only when the last one has finished; its prompts first.
    bool scheduleStatic()
    {
        if (m_running == 0) {
            while (!m_s.waiting.empty() && m_running < m_maxSeqs) {
                const std::int32_t id = m_s.waiting.front();
                const double need = double(req(id).prompt + req(id).output - 1) + double(m_block - 1) + m_fixed;
                if (double(m_reserved) + need > m_capacity)
                    break;
                req(id).reserved = std::int64_t(need);
                m_reserved += req(id).reserved;
                admit(id);
            }
        }
        m_admissionBlocked = m_running > 0 && !m_s.waiting.empty();
        std::int64_t budget = m_budget;
        for (std::int32_t id : m_s.prefilling) {
            if (budget <= 0)
                break;
            const std::int64_t n = std::min(req(id).known() - req(id).computed, budget);
            m_s.chunks.push_back({id, n});
            budget -= n;
        }
        return m_s.chunks.empty() && m_decoding > 0;
    }

    // ---- time

    // The attended tokens of one decode step, all decoding sequences: exact without windows or
    // chunks; with them, every sequence taken at the mean context.
    double decodeAttended(std::int64_t atTick) const
    {
        if (m_decoding == 0)
            return 0;
        const double n = double(m_decoding);
        const double sum = n * double(atTick + 1) + double(m_offsetSum);
        return n * attendedTokens(m_cost.attention, sum / n);
    }

    double stepTime(bool decodes) const
    {
        double tokens = 0, pairs = 0, kvRead = 0, decodeSeqs = 0, decodeKv = 0;
        if (decodes) {
            tokens = decodeSeqs = double(m_decoding);
            pairs = kvRead = decodeKv = decodeAttended(m_tick);
        }
        for (const Chunk &c : m_s.chunks) {
            const double from = double(req(c.request).computed), to = from + double(c.tokens);
            tokens += double(c.tokens);
            pairs += causalPairsOf(m_cost.attention, to) - causalPairsOf(m_cost.attention, from);
            kvRead += attendedTokens(m_cost.attention, to);
        }
        return stepTimeS(m_cost, tokens, pairs, kvRead, decodeSeqs, decodeKv);
    }

    // k decode steps in a row: attention grows by one attended token per sequence and step (taken
    // linear between the first step and the last one the run may reach: exact without windows or
    // chunks); the linear layers' work is the same every step of the run.
    struct DecodeRun {
        double first = 0, slope = 0, fixed = 0; // attention of step 0, its growth per step; the rest
        double timeOf(std::int64_t k) const
        {
            const double n = double(k);
            return n * (first + fixed) + slope * n * (n - 1) / 2.0;
        }
    };

    DecodeRun decodeRun(std::int64_t longest) const
    {
        DecodeRun run;
        const StepCost &c = m_cost;
        if (c.computeFlopsPerS <= 0 || c.memoryBytesPerS <= 0) {
            run.fixed = std::numeric_limits<double>::infinity();
            return run;
        }
        const double first = decodeAttended(m_tick), last = decodeAttended(m_tick + longest - 1);
        const double inFlight = microBatchesInFlight(c, double(m_decoding));
        const double perToken = std::max(1, c.stages) / inFlight * attentionSPerToken(c, double(m_decoding) / inFlight);
        run.first = perToken * first;
        run.slope = longest > 1 ? perToken * (last - first) / double(longest - 1) : 0.0;
        run.fixed = stepTimeS(c, double(m_decoding), 0, 0, double(m_decoding));
        return run;
    }

    // Decode steps in a row with nothing else to schedule: how many before anything changes
    // (a request finishes, the cache runs short, an arrival could be admitted), and their time.
    std::int64_t jumpLength(double &time) const
    {
        if (m_engine.stepByStep || m_decoding == 0)
            return 1;
        if (!m_s.waiting.empty() && (!m_admissionBlocked || m_engine.scheduler == StepScheduler::PrefillFirst))
            return 1; // SGLang's admission reserve decays every step
        std::int64_t k = m_s.finishes.front().tick - m_tick;
        if (m_engine.scheduler == StepScheduler::MixedChunked || m_engine.scheduler == StepScheduler::PrefillFirst) {
            const double room = m_capacity - usedTokens();
            k = std::min<std::int64_t>(k, std::int64_t(std::floor(room / double(m_decoding))));
        }
        if (k <= 1)
            return 1;
        const DecodeRun run = decodeRun(k);
        // An arrival that could be admitted ends the run at the step it lands in.
        if (m_nextArrival < m_s.arrivals.size() && m_running < m_maxSeqs) {
            const double arrival = req(m_s.arrivals[m_nextArrival]).arrival;
            std::int64_t lo = 1, hi = k;
            while (lo < hi) { // smallest run whose end reaches the arrival
                const std::int64_t mid = lo + (hi - lo) / 2;
                if (m_now + run.timeOf(mid) >= arrival)
                    hi = mid;
                else
                    lo = mid + 1;
            }
            k = lo;
        }
        time = run.timeOf(k);
        return k;
    }

    // ---- after a step

    void finishStep(bool decodes, std::int64_t k, std::int64_t &completed, std::int64_t total)
    {
        if (decodes)
            m_tick += k; // every decoding request has k more tokens, sampled and in the cache
        for (const Chunk &c : m_s.chunks) {
            Request &r = req(c.request);
            r.computed += c.tokens;
            m_prefillHeld += c.tokens;
            if (r.computed < r.known())
                continue;
            ++r.generated; // the step finished what was known: one token sampled
            if (r.firstToken < 0)
                r.firstToken = m_now;
            removePrefilling(c.request);
            if (r.generated >= r.output) {
                complete(c.request, completed, total);
            } else {
                startDecoding(c.request, m_tick);
            }
        }
        auto &heap = m_s.finishes;
        while (!heap.empty() && heap.front().tick <= m_tick) {
            const Finish f = heap.front();
            std::pop_heap(heap.begin(), heap.end(), std::greater<>());
            heap.pop_back();
            if (f.version != req(f.request).version || req(f.request).phase != Phase::Decode)
                continue;
            stopDecoding(f.request);
            complete(f.request, completed, total);
        }
    }

    void complete(std::int32_t id, std::int64_t &completed, std::int64_t total)
    {
        Request &r = req(id);
        unlinkRunning(id);
        m_reserved -= r.reserved;
        r.reserved = 0;
        r.phase = Phase::Done;
        m_s.ttft.push_back(r.firstToken - r.arrival);
        m_s.e2e.push_back(m_now - r.arrival);
        if (r.output > 1)
            m_s.tpot.push_back((m_now - r.firstToken) / double(r.output - 1));
        ++completed;
        if (id < m_load.warmupRequests) { // a warm-up request: it loads the engine, it is not measured
            m_s.ttft.pop_back();
            m_s.e2e.pop_back();
            if (r.output > 1)
                m_s.tpot.pop_back();
        }
        if (m_load.users > 0 && m_issued < total) { // closed loop: the user's next request
            const std::int32_t next = std::int32_t(m_issued++);
            req(next).arrival = m_now;
            req(next).phase = Phase::Waiting;
            m_s.waiting.push_back(next);
        }
    }

    const StepCost &m_cost;
    const SimEngine &m_engine;
    const SimLoad &m_load;
    Scratch &m_s;
    std::size_t m_nextArrival = 0;
    std::int32_t m_head = kNone, m_tail = kNone;
    std::int64_t m_running = 0, m_decoding = 0;
    std::int64_t m_tick = 0, m_offsetSum = 0, m_remainingOutputSum = 0;
    std::int64_t m_prefillHeld = 0, m_reserved = 0, m_issued = 0;
    std::int64_t m_block = 16, m_budget = 0, m_maxSeqs = 0;
    double m_capacity = 0, m_now = 0, m_firstArrival = 0, m_ratio = 0, m_fixed = 0;
    bool m_admissionBlocked = false; // the last step's admission stopped at the cache or a cap
};

} // namespace

double decodeKvSPerToken(const StepCost &c, double decodeSeqs)
{
    const double byBandwidth = c.kvBytesPerToken / c.memoryBytesPerS;
    if (c.decodeBlockBytesPerS <= 0 || c.multiprocessors <= 0 || c.decodeBlocksPerSeq <= 0 || decodeSeqs <= 0)
        return byBandwidth;
    // The step's blocks run side by side up to one per SM; each streams its head's share of a
    // token's KV. Past one block per SM the bandwidth term is the larger one.
    const double blocks = std::min(decodeSeqs * c.decodeBlocksPerSeq, double(c.multiprocessors));
    return std::max(byBandwidth, c.kvBytesPerToken / (blocks * c.decodeBlockBytesPerS));
}

double stepTimeS(const StepCost &c, double tokens, double pairs, double kvTokensRead, double decodeSeqs,
                 double decodeKvTokens)
{
    if (c.computeFlopsPerS <= 0 || c.memoryBytesPerS <= 0)
        return std::numeric_limits<double>::infinity();
    // The step's kernels run one after another and none hides its loads behind its math: the
    // linear layers take their FLOPs' time plus their weights', attention its pairs' plus its
    // KV's. (A roofline's max(compute, memory) would let a prompt chunk's matmuls hide the
    // decodes' KV reads; the sum fits the fitted rows better too: docs/method.md, "Serving simulator".)
    // A pipeline splits the step's sequences into micro-batches that the stages work on side by
    // side: each stage reads its weights and pays its layers' fixed time once per micro-batch,
    // the tokens' work is shared out; a sequence's step is one traversal of every stage.
    const double prefills = tokens > decodeSeqs ? 1.0 : 0.0;
    const double inFlight = microBatchesInFlight(c, decodeSeqs + prefills);
    const double weights = c.denseBytes + c.routedBytes * touchedShare(c, tokens / inFlight);
    const double linear = c.flopsPerToken * tokens / inFlight / c.computeFlopsPerS + weights / c.memoryBytesPerS;
    const double decodeKv = std::clamp(decodeKvTokens, 0.0, kvTokensRead);
    // A hybrid model's state layers read and write each carried sequence's state once.
    const double state = 2.0 * nonNeg(c.stateBytesPerSeq) * (decodeSeqs + prefills) / c.memoryBytesPerS;
    const double attention = (c.attnFlopsPerPair * pairs / c.computeFlopsPerS
                              + c.kvBytesPerToken * (kvTokensRead - decodeKv) / c.memoryBytesPerS
                              + decodeKv * decodeKvSPerToken(c, decodeSeqs / inFlight) + state)
                             / inFlight;
    // Experts in host memory: the CPU reads the ones the step's tokens touch while the GPUs wait
    // (llama.cpp runs the graph's parts one after another), or the step copies them all over.
    double host = 0;
    if (c.hostRoutedBytes > 0) {
        const bool stream = c.hostStreamBytesPerS > 0 && c.hostStreamMinTokens > 0 && tokens >= c.hostStreamMinTokens;
        host = stream ? c.hostRoutedBytes / c.hostStreamBytesPerS
               : c.hostBytesPerS > 0 ? c.hostRoutedBytes * touchedShare(c, tokens) / c.hostBytesPerS
                                      : std::numeric_limits<double>::infinity();
    }
    double comm = 0;
    const int t = std::max(1, c.tensorParallel);
    if (t > 1) // the step's tokens' hidden states, summed over the group after each sharded matmul
        comm = c.allReducesPerStep * allReduceS(c.allReduce, t, c.commBytesPerToken * tokens);
    const double stages = double(std::max(1, c.stages));
    // Each stage after the first receives its micro-batch's hidden states (h × activation bytes
    // per token) over the GPU-to-GPU link before it starts.
    const double handOver = stages > 1 && c.allReduce.linkBps > 0
                                ? (stages - 1) * c.commBytesPerToken * tokens / inFlight / c.allReduce.linkBps
                                : 0.0;
    return stages * (linear + attention + c.layers * nonNeg(c.perLayerS)) + handOver + comm + host
           + nonNeg(c.stepOverheadS);
}

SimResult simulateServing(const StepCost &cost, const SimEngine &engine, const SimLoad &load)
{
    thread_local Scratch scratch;
    return Simulation(cost, engine, load, scratch).run();
}

} // namespace rigplan
