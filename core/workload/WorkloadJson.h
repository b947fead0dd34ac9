// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ModelCsv.h" // ModelResolver
#include "util/Diagnostic.h"
#include "util/TextMatch.h"
#include "workload/JobValidation.h"
#include "workload/Workload.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

namespace rigplan {

inline constexpr const char *kWorkloadFormat = "rigplan.workload/1";

// One problem found in a workload file, a BadInput Diagnostic. `path` names the field
// ("jobs[1].context_length", "site.outlet", "" for the whole document); line/column are set
// for JSON syntax errors; `file` is the file name given to loadWorkload(). text() gives
// "lab.json: jobs[1].context_length: expected an integer ≥ 1, got -5" or
// "lab.json:3:14: JSON syntax error: ...".
using WorkloadIssue = Diagnostic;

// Reads and validates a rigplan.workload/1 document: the workload, or every problem found
// (not just the first) in document order, each naming its field. Catalog ids are resolved
// with `resolve`; `knownModelIds` (optional) lets an unknown id be answered with the closest
// known ids.
Result<Workload> loadWorkload(const QByteArray &data, const QString &fileName, const ModelResolver &resolve,
                              const QStringList &knownModelIds = {});

// The same for a document already parsed (and checked by checkStrictJson() as part of the text
// it came in): a batch line's "workload". Paths are the document's own ("jobs[1].model").
Result<Workload> readWorkloadObject(const QJsonObject &document, const QString &fileName, const ModelResolver &resolve,
                                    const QStringList &knownModelIds = {});

// The reader's field path and message for one rule a job breaks (JobValidation.h): `jobPath` is
// the job's own path ("jobs[1]", or empty for paths relative to the job, as the editor shows them).
WorkloadIssue jobIssueToWorkloadIssue(const JobIssue &rule, const Job &job, const QString &jobPath);

// Writes a workload with a fixed key order (the order of the docs/file-formats.md, "Workload file"), two-space
// indentation and every value explicit, so loadWorkload(saveWorkload(w)) == w.
QByteArray saveWorkload(const Workload &workload);

// Line and column (1-based, column in characters) of a byte offset into UTF-8 text.
void lineAndColumn(const QByteArray &data, qsizetype offset, int *line, int *column);


} // namespace rigplan
