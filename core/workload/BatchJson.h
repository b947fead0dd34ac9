// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One line of a batch (JSON Lines, `rigplan-cli estimate|plan --batch`): a JSON object that
// holds a workload document and what the one-file command takes from its arguments.
//
//   {"id": "a-7", "gpu": "rtx-pro-6000-blackwell", "gpus": 2, "workload": {"format": …}}
//
// "workload" is required and is a rigplan.workload/1 document, read as a workload file is;
// "id" (a string or a number) comes back with the line's answer; "gpu" and "gpus" (1 to 1024)
// are for estimate only, each defaulting to the command line's. Any other key is refused, so
// a misspelt "gpus" cannot silently size one GPU.

#include "model/ModelCsv.h" // ModelResolver
#include "util/Diagnostic.h"
#include "workload/Workload.h"

#include <QByteArray>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>
#include <string>

namespace rigplan {

enum class BatchCommand { Estimate, Plan };

struct BatchLine {
    QJsonValue id; // null when the line has none
    Workload workload;
    std::optional<std::string> gpuId; // estimate: this line's GPU, else the command line's
    std::optional<int> gpuCount; // estimate: this line's count, else the command line's
};

// What a line's answer echoes even when the line is wrong: its "id" when the line is a JSON
// object with a valid one, else null.
QJsonValue batchLineId(const QByteArray &line);

// `issues` located at `fileName`:`lineNumber`, their paths under `pathPrefix` ("workload"):
// how a line's problems read, whoever found them (the reader, the economics check).
Diagnostics atBatchLine(Diagnostics issues, const QString &fileName, int lineNumber, const QString &pathPrefix = {});

// Reads one line (without its newline). Every problem is a BadInput diagnostic located at
// `fileName`:`lineNumber` (column for a JSON syntax error) and, inside the workload, at its
// field path under "workload." ("workload.jobs[0].context_length").
Result<BatchLine> readBatchLine(const QByteArray &line, BatchCommand command, const QString &fileName, int lineNumber,
    const ModelResolver &resolve, const QStringList &knownModelIds = {});

} // namespace rigplan
