// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The replays estimateInference() has run, shared by every thread of the process. The planner
// asks for the same replay many times: every platform of a GPU × count, every what-would-work
// probe (each on its own thread) and every re-plan as a slider moves. A replay is a pure function
// of its inputs, and the memo's key is every input field bit for bit, so a hit is exactly the
// result the replay would give.

#include "estimate/ServingSim.h"

namespace rigplan {

// simulateServing(cost, engine, load), run once per distinct input while the memo keeps it.
SimResult replayMemoized(const StepCost &cost, const SimEngine &engine, const SimLoad &load);

// Forgets every kept replay (benchmarks of a cold plan; tests).
void clearReplayMemo();

} // namespace rigplan
