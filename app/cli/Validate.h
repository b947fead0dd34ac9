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

enum class ValidationKind { Memory, KvCapacity, Throughput, Ttft };
const char *validationKindId(ValidationKind kind); // "memory" | "kv_capacity" | "throughput" | "ttft"

struct ValidationRow {
    QString file; // as shown in messages
    int line = 0;
    QString id;
    ValidationKind kind = ValidationKind::Memory;
    QString metric; // memory | kv_blocks | kv_tokens | concurrency | output_tps | decode_tps_user | ttft
    QString unit;   // as published: GB, GiB, blocks, tokens, x, tokens/s, ms, s
    double published = 0;
    double tolerancePct = 0;
    bool holdout = false;
    bool concurrencyFromKv = false; // concurrency "kv": as many sequences as the KV cache holds
    QString counter; // memory rows: max_memory_allocated | max_memory_reserved | nvidia-smi
    QString engine;  // serving rows: what ran (a workload engine id, or another engine such as mlc-llm)
    int gpus = 1;
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

// The validation set compiled into rigplan-cli (tests/data/validation), and the name its
// files go by in messages.
inline constexpr const char *kShippedValidationDir = ":/validation";
inline constexpr const char *kShippedValidationName = "tests/data/validation";

// Every *.csv of `dir` (by name), each row checked against the catalog's `models` and `gpus`.
// A file that cannot be read or a row that is wrong is a BadInput diagnostic naming
// file:line:column, the file as `shownDir`/name; all of them are returned, not only the first.
Result<std::vector<ValidationRow>> readValidationSet(const QString &dir, const QString &shownDir,
                                                     const std::vector<ModelArch> &models,
                                                     const std::vector<GpuSpec> &gpus);

// The engine's figure for one row, with the default EstimateOptions (as `estimate`).
ValidationResult validateRow(const ValidationRow &row, const EstimateOptions &options = {});

QJsonObject validationToJson(const std::vector<ValidationResult> &results, const QString &dir);
QString validationToText(const std::vector<ValidationResult> &results, const QString &dir);

} // namespace rigplan::cli
