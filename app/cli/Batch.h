// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// `plan --batch` and `estimate --batch`: many workloads in one process (docs/cli.md, "Batches").
// JSON Lines in (BatchJson.h), read as they arrive; one compact JSON object out per line, in
// order, flushed at once, so a script can pipe a line in and read its answer:
//   {"line": 3, "id": "a-7", "exit": 0, "estimate": {...}}   (plan: "plan": {...})
//   {"line": 4, "id": null, "exit": 2, "errors": ["batch.jsonl:4: workload.jobs[0]...: ..."]}
// "estimate" and "plan" are what --format json prints for one file. A wrong line is answered
// with its errors and the batch goes on; the exit code is the highest of the lines' codes (0
// when every line was answered with 0), or 3 when the input or the output failed.

#include "CliArgs.h"

namespace rigplan::cli {

int runEstimateBatch(const Request &request);
int runPlanBatch(const Request &request);

} // namespace rigplan::cli
