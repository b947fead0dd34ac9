// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Independent pieces of work on the machine's cores. Each index runs exactly once and writes
// only its own result slot, so the outcome does not depend on how the threads interleave.
#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace rigplan {

// The threads parallelFor uses for `requested` (0: one per core the machine reports).
inline unsigned workerThreads(int requested)
{
    if (requested > 0) {
        return unsigned(requested);
    }
    return std::max(1u, std::thread::hardware_concurrency());
}

// Calls fn(i) for every i in [0, n) on up to `threads` threads (the caller is one of them).
// The first exception thrown by any call is rethrown here once every thread has stopped.
template <typename Fn>
void parallelFor(std::size_t n, unsigned threads, Fn &&fn)
{
    const std::size_t workers = std::min<std::size_t>(std::max(1u, threads), n);
    if (workers <= 1) {
        for (std::size_t i = 0; i < n; ++i) {
            fn(i);
        }
        return;
    }
    std::atomic<std::size_t> next{0};
    std::exception_ptr failure;
    std::mutex failureMutex;
    const auto work = [&] {
        for (std::size_t i = next++; i < n; i = next++) {
            try {
                fn(i);
            } catch (...) {
                const std::lock_guard<std::mutex> lock(failureMutex);
                if (!failure) {
                    failure = std::current_exception();
                }
                next = n; // stop handing out work
            }
        }
    };
    std::vector<std::thread> helpers;
    helpers.reserve(workers - 1);
    for (std::size_t t = 1; t < workers; ++t) {
        helpers.emplace_back(work);
    }
    work();
    for (std::thread &t : helpers) {
        t.join();
    }
    if (failure) {
        std::rethrow_exception(failure);
    }
}

} // namespace rigplan
