// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// `rigplan-cli validate`: the engine against published measured runs (tests/data/validation,
// README there). Each CSV row becomes the same Job that `estimate` builds from a workload file
// (the rows go through loadWorkload(), so a value `estimate` refuses is refused here too, at
// the row's file:line:column), is estimated on the layout as given, and is compared with the
// published figure in its own unit.

#include "estimate/Estimate.h"
#include "util/Diagnostic.h"
#include "workload/Job.h"

#include <QJsonObject>
#include <QString>

#include <vector>

namespace rigplan::cli {

// TrainingSpeed: training tokens/s; FitVerdict: whether the run fits the GPU (a row's published
// "fits" / "oom", and every memory row: it ran on that GPU).
enum class ValidationKind { Memory, KvCapacity, Throughput, Ttft, Itl, TrainingSpeed, FitVerdict };
// "memory" | "kv_capacity" | "throughput" | "ttft" | "itl" | "training_speed" | "fit_verdict"
const char *validationKindId(ValidationKind kind);

// How the benchmark of a serving row sent its requests (columns concurrency, request_rate, num_requests).
struct BenchmarkLoad {
    std::int64_t users = 1;       // closed loop: requests in flight; 0 = open loop
    double requestRate = 0;       // open loop: Poisson arrivals per second, +inf = all at once
    std::int64_t requests = 0;    // in the run; 0 = not stated (the replay then runs kDefaultRequestsPerUser per user)
};

struct ValidationRow {
    QString file; // as shown in messages
    int line = 0;
    QString id;
    ValidationKind kind = ValidationKind::Memory;
    QString metric;    // memory | tokens_per_s | tokens_per_s_per_gpu | verdict | kv_blocks | kv_tokens | concurrency | output_tps | total_tps | request_tps |
                       // decode_tps_user | ttft | itl | e2e_latency
    QString statistic; // latency rows: mean | median | p90 | p95 | p99
    QString unit;      // as published: GB, GiB, blocks, tokens, x, tokens/s, requests/s, ns, us, ms, s
    double published = 0;  // verdict rows: 1 = fits, 0 = out of memory
    double tolerancePct = 0;
    bool fitted = false;            // a declared constant was fitted on this row (fitted.csv)
    QStringList fittedConstants;    // which
    BenchmarkLoad load;
    QString counter; // memory rows: max_memory_allocated | max_memory_reserved | nvidia-smi
    QString engine;  // serving rows: what ran (a workload engine id, or another engine such as mlc-llm)
    int gpus = 1;
    int pipelineParallel = 1; // serving rows: pipeline stages (column pipeline_parallel)
    GpuSpec gpu;
    Job job;
    QString source;
};

struct ValidationResult {
    ValidationRow row;
    double computed = 0; // in the row's unit
    double errorPct = 0; // (computed − published) / published × 100
    bool pass = false;   // |errorPct| ≤ tolerance
};

// One constant of the engine fitted on rows of the set (fitted.csv in the set's folder): its name,
// the value the file declares, the value the engine has now, and the rows it was fitted on.
struct FittedConstant {
    QString name;
    double declared = 0;
    double current = 0;
    QStringList rows;
    QString note;
};

struct ValidationSet {
    std::vector<ValidationRow> rows;
    std::vector<FittedConstant> constants;
};

// The validation set compiled into rigplan-cli (tests/data/validation), and the name its
// files go by in messages.
inline constexpr const char *kShippedValidationDir = ":/validation";
inline constexpr const char *kShippedValidationName = "tests/data/validation";

// Every *.csv of `dir` (by name), each row checked against the catalog's `models` and `gpus`.
// A file that cannot be read or a row that is wrong is a BadInput diagnostic naming
// file:line:column, the file as `shownDir`/name; all of them are returned, not only the first.
// fitted.csv is the declaration of fitted constants, not a file of rows: every constant of the engine
// it names must have the declared value, and every row id it lists must exist.
Result<ValidationSet> readValidationSet(const QString &dir, const QString &shownDir, const std::vector<ModelArch> &models,
                                        const std::vector<GpuSpec> &gpus);

// The engine's constants that may be declared fitted, with their current values.
std::vector<std::pair<QString, double>> fittableConstants();

// The engine's figure for one row, with the default EstimateOptions (as `estimate`); serving
// rows replay the benchmark's load through the engine's simulator.
ValidationResult validateRow(const ValidationRow &row, const EstimateOptions &options = {});
// Every row; rows of one benchmark run (same job and load) share one replay.
std::vector<ValidationResult> validateRows(const std::vector<ValidationRow> &rows, const EstimateOptions &options = {});

QJsonObject validationToJson(const std::vector<ValidationResult> &results, const ValidationSet &set, const QString &dir,
                             bool bySource);
QString validationToText(const std::vector<ValidationResult> &results, const ValidationSet &set, const QString &dir,
                         bool bySource);

} // namespace rigplan::cli
