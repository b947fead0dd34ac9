// SPDX-License-Identifier: GPL-3.0-or-later
// How many users a serving layout carries (ServingCapacity.h).

#include "estimate/ServingCapacity.h"

#include <algorithm>
#include <map>
#include <vector>

namespace rigplan {

namespace {

// What a search needs of one user count's estimate.
struct Point {
    std::int64_t users = 0;
    bool fits = false;
    bool meets = false;
    double tokensPerS = 0;
    double ttftS = 0;
};

class CapacitySearch {
public:
    CapacitySearch(const ModelArch &model, const InferenceJob &job, const GpuSpec &gpu, const Layout &layout,
                   const EstimateOptions &options)
        : m_model(model), m_job(job), m_gpu(gpu), m_layout(layout), m_options(options)
    {
    }

    const Point &at(std::int64_t users)
    {
        const auto found = m_points.find(users);
        if (found != m_points.end())
            return found->second;
        InferenceJob asked = m_job;
        asked.concurrency = users;
        const InferenceEstimate e = estimateInference(m_model, asked, m_gpu, m_layout, m_options);
        return m_points[users] = Point{users, e.fits, meetsServingTargets(m_job, e), e.aggregateTokensPerS, e.ttftS};
    }

    std::int64_t asked() const { return std::int64_t(m_points.size()); }

    // The boundary between lo (where `holds` is true) and hi (false): the last user count it holds at.
    template <typename Holds> std::int64_t lastHolding(std::int64_t lo, std::int64_t hi, Holds holds)
    {
        while (hi - lo > 1) {
            const std::int64_t mid = lo + (hi - lo) / 2;
            (holds(at(mid)) ? lo : hi) = mid;
        }
        return lo;
    }

private:
    const ModelArch &m_model;
    const InferenceJob &m_job;
    const GpuSpec &m_gpu;
    const Layout &m_layout;
    const EstimateOptions &m_options;
    std::map<std::int64_t, Point> m_points;
};

} // namespace

ServingCapacity servingCapacity(const ModelArch &model, const InferenceJob &job, const GpuSpec &gpu,
                                const Layout &layout, const EstimateOptions &options)
{
    ServingCapacity c;
    CapacitySearch search(model, job, gpu, layout, options);
    const std::int64_t perReplica = std::int64_t(std::max(1, layout.tensorParallel)) * std::max(1, layout.pipelineParallel);
    const std::int64_t replicas = std::max<std::int64_t>(1, layout.gpus / perReplica);
    const std::int64_t limit = replicas * kMaxReplayedUsers;
    const bool targeted = job.maxTtftS > 0 || job.minTokensPerSPerUser > 0;

    // Doubling: until the output stops growing (< 2 % from twice fewer users) and, with targets,
    // one count misses them — or the layout stops fitting, or the replay's bound.
    std::vector<Point> series;
    std::int64_t noFit = 0;
    for (std::int64_t users = 1;; users = std::min(limit, 2 * users)) {
        const Point p = search.at(users);
        if (!p.fits) {
            c.limitedByMemory = true;
            noFit = users;
            break;
        }
        series.push_back(p);
        const bool flat = series.size() >= 2 && users > replicas
                          && p.tokensPerS < 1.02 * series[series.size() - 2].tokensPerS;
        if ((flat && (!targeted || !p.meets)) || users >= limit)
            break;
    }
    if (series.empty()) { // not even one user fits
        c.maxUsersMeetingTargets = targeted ? 0 : -1;
        c.replays = search.asked();
        return c;
    }
    if (c.limitedByMemory) { // the most users that fit close the series
        c.mostUsersThatFit = search.lastHolding(series.back().users, noFit, [](const Point &p) { return p.fits; });
        if (c.mostUsersThatFit > series.back().users)
            series.push_back(search.at(c.mostUsersThatFit));
    }

    if (targeted) {
        const auto miss = std::find_if(series.begin(), series.end(), [](const Point &p) { return !p.meets; });
        if (miss == series.begin()) {
            c.maxUsersMeetingTargets = 0;
        } else if (miss == series.end()) {
            c.maxUsersMeetingTargets = series.back().users; // met at every count tried
        } else {
            c.maxUsersMeetingTargets = search.lastHolding(std::prev(miss)->users, miss->users,
                                                          [](const Point &p) { return p.meets; });
        }
    }

    for (const Point &p : series)
        c.peakTokensPerS = std::max(c.peakTokensPerS, p.tokensPerS);
    const double threshold = 0.95 * c.peakTokensPerS;
    const auto reached = std::find_if(series.begin(), series.end(), [&](const Point &p) { return p.tokensPerS >= threshold; });
    c.saturationUsers = reached == series.begin()
        ? reached->users
        : search.lastHolding(std::prev(reached)->users, reached->users,
                             [&](const Point &p) { return p.tokensPerS < threshold; }) + 1;
    c.ttftAtSaturationS = search.at(c.saturationUsers).ttftS;
    c.replays = search.asked();
    return c;
}

} // namespace rigplan
