// SPDX-License-Identifier: GPL-3.0-or-later
#include "estimate/ReplayMemo.h"

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

namespace rigplan {

namespace {

// Every field of the three inputs as its bits: -0.0 and 0.0 are different keys, so equal keys
// mean identical inputs (== on doubles would merge them).
using Key = std::array<std::uint64_t, 49>;

// A field added to an input must join the key: these sizes change with it.
static_assert(sizeof(StepCost) == 272, "StepCost changed: add the new field to keyOf()");
static_assert(sizeof(SimEngine) == 56, "SimEngine changed: add the new field to keyOf()");
static_assert(sizeof(SimLoad) == 64, "SimLoad changed: add the new field to keyOf()");

Key keyOf(const StepCost &c, const SimEngine &e, const SimLoad &l)
{
    const auto d = [](double x) { return std::bit_cast<std::uint64_t>(x); };
    const auto i = [](std::int64_t x) { return std::bit_cast<std::uint64_t>(x); };
    const estimate_detail::AttentionLayout &a = c.attention;
    const std::uint64_t flags = std::uint64_t(e.scheduler) | std::uint64_t(e.chunkedPrefill) << 8
        | std::uint64_t(e.stepByStep) << 9;
    return {d(c.denseBytes), d(c.routedBytes), d(c.expertTouch), d(c.kvBytesPerToken), d(c.flopsPerToken),
            d(c.attnFlopsPerPair), d(c.computeFlopsPerS), d(c.memoryBytesPerS), d(c.commBytesPerToken),
            d(c.allReducesPerStep), d(c.allReduce.linkBps), d(c.allReduce.kernelMaxBytes), d(c.allReduce.kernelStageS),
            d(c.allReduce.ncclMinS), i(std::int64_t(c.allReduce.curve)), d(c.layers), d(c.perLayerS),
            i(c.tensorParallel), i(c.stages), d(c.stepOverheadS), d(c.decodeBlocksPerSeq), d(c.decodeBlockBytesPerS),
            i(c.multiprocessors), d(c.stateBytesPerSeq), d(c.hostRoutedBytes), d(c.hostBytesPerS),
            d(c.hostStreamBytesPerS), d(c.hostStreamMinTokens), d(a.selfLayers), d(a.crossLayers), d(a.stateLayers),
            d(a.windowShare), d(a.window), d(a.chunkShare), d(a.chunk),
            flags, i(e.maxBatchedTokens), i(e.maxSeqs), i(e.blockTokens), i(e.kvBlocks), d(e.fixedTokensPerSeq),
            i(l.users), d(l.requestRate), i(l.requests), i(l.promptTokens), i(l.outputTokens), d(l.staggerS),
            i(l.warmupRequests), l.seed};
}

struct KeyHash {
    std::size_t operator()(const Key &k) const
    {
        std::uint64_t h = 0x9E3779B97F4A7C15ull;
        for (std::uint64_t w : k) {
            h = (h ^ w) * 0xBF58476D1CE4E5B9ull;
            h ^= h >> 31;
        }
        return std::size_t(h);
    }
};

// Set-associative: a key may sit in one of kWays slots of the set its hash picks; a new replay
// takes the set's oldest slot. A set is made on its first insert and kept, so once it is made a
// lookup or a replay kept in it allocates nothing (the estimator's steady state, tst_estimate_speed), the
// memory is bounded (about 8 MB when every set is used), and a process that replays a few
// loads (one `estimate`) pays for a few sets, not for clearing all of them.
class Memo {
public:
    bool find(const Key &k, SimResult &out)
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        const Set *set = m_sets[setIndex(k)].get();
        if (!set) {
            return false;
        }
        for (const Slot &slot : set->slots) {
            if (slot.used && slot.key == k) {
                out = slot.result;
                return true;
            }
        }
        return false;
    }

    void insert(const Key &k, const SimResult &r)
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        std::unique_ptr<Set> &made = m_sets[setIndex(k)];
        if (!made) {
            made = std::make_unique<Set>();
        }
        Set &set = *made;
        Slot &slot = set.slots[set.next];
        set.next = (set.next + 1) % kWays;
        slot = {k, r, true};
    }

    void clear()
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        for (std::unique_ptr<Set> &set : m_sets) {
            set.reset();
        }
    }

private:
    static constexpr std::size_t kSets = 4096, kWays = 4;
    struct Slot {
        Key key{};
        SimResult result;
        bool used = false;
    };
    struct Set {
        std::array<Slot, kWays> slots{};
        std::size_t next = 0;
    };
    static std::size_t setIndex(const Key &k) { return KeyHash{}(k) % kSets; }

    std::mutex m_mutex;
    std::vector<std::unique_ptr<Set>> m_sets = std::vector<std::unique_ptr<Set>>(kSets);
};

Memo &memo()
{
    static Memo m;
    return m;
}

} // namespace

SimResult replayMemoized(const StepCost &cost, const SimEngine &engine, const SimLoad &load)
{
    const Key key = keyOf(cost, engine, load);
    SimResult result;
    if (memo().find(key, result)) {
        return result;
    }
    // Replayed outside the lock: two threads may both run a replay neither found, and both
    // keep the same result.
    result = simulateServing(cost, engine, load);
    memo().insert(key, result);
    return result;
}

void clearReplayMemo()
{
    memo().clear();
}

} // namespace rigplan
