// SPDX-License-Identifier: GPL-3.0-or-later
#include "workload/BatchJson.h"

#include "util/JsonText.h"
#include "workload/WorkloadJson.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace rigplan {
namespace {

bool validId(const QJsonValue &id)
{
    return id.isString() || (id.isDouble() && std::isfinite(id.toDouble()));
}

Result<QJsonObject> lineObject(const QByteArray &line, const QString &fileName, int lineNumber)
{
    if (const Result<void> strict = checkStrictJson(line, fileName); !strict) {
        return atBatchLine(strict.diagnostics(), fileName, lineNumber);
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(line, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        //: %1 = Qt's description of the JSON error
        Diagnostic issue = Diagnostic::badInput(fileName,
            QCoreApplication::translate("rigplan::BatchJson", "JSON syntax error: %1").arg(parseError.errorString()));
        // As loadWorkload(): Qt's offset is just after the offending character for most errors.
        const qsizetype at
            = parseError.offset > 0 && parseError.offset <= line.size() ? parseError.offset - 1 : parseError.offset;
        lineAndColumn(line, at, &issue.line, &issue.column);
        issue.line = lineNumber;
        return issue;
    }
    if (!doc.isObject()) {
        return Diagnostic::badInput(fileName,
            QCoreApplication::translate("rigplan::BatchJson", "expected one JSON object per line"), {}, lineNumber);
    }
    return doc.object();
}

// "gpu" and "gpus" of an estimate line; problems appended to `issues`.
void readGpu(const QJsonObject &object, BatchLine &out, Diagnostics &issues, const QString &fileName, int lineNumber)
{
    if (const QJsonValue gpu = object.value(QLatin1String("gpu")); !gpu.isUndefined()) {
        if (!gpu.isString() || gpu.toString().isEmpty()) {
            //: %1 = what the line has instead
            issues.append(Diagnostic::badInput(fileName,
                QCoreApplication::translate(
                    "rigplan::BatchJson", "expected a GPU id (see rigplan-cli catalog list gpus), got %1")
                    .arg(describeJsonValue(gpu)),
                QStringLiteral("gpu"), lineNumber));
        } else {
            out.gpuId = gpu.toString().toStdString();
        }
    }
    if (const QJsonValue gpus = object.value(QLatin1String("gpus")); !gpus.isUndefined()) {
        const double n = gpus.toDouble(-1);
        if (!gpus.isDouble() || n != std::floor(n) || n < 1 || n > 1024) {
            //: %1 = what the line has instead
            issues.append(Diagnostic::badInput(fileName,
                QCoreApplication::translate("rigplan::BatchJson", "expected a whole number from 1 to 1024, got %1")
                    .arg(describeJsonValue(gpus)),
                QStringLiteral("gpus"), lineNumber));
        } else {
            out.gpuCount = int(n);
        }
    }
}

} // namespace

Diagnostics atBatchLine(Diagnostics issues, const QString &fileName, int lineNumber, const QString &pathPrefix)
{
    for (Diagnostic &issue : issues) {
        issue.file = fileName;
        if (issue.line <= 1) { // the line's own JSON is one line: its column stays
            issue.line = lineNumber;
        }
        if (!pathPrefix.isEmpty()) {
            issue.path = issue.path.isEmpty() ? pathPrefix : pathPrefix + QLatin1Char('.') + issue.path;
            issue.column = 0; // a reader of the parsed workload knows no column in the line
        }
    }
    return issues;
}

QJsonValue batchLineId(const QByteArray &line)
{
    const QJsonDocument doc = QJsonDocument::fromJson(line);
    const QJsonValue id = doc.isObject() ? doc.object().value(QLatin1String("id")) : QJsonValue();
    return validId(id) ? id : QJsonValue();
}

Result<BatchLine> readBatchLine(const QByteArray &line, BatchCommand command, const QString &fileName, int lineNumber,
    const ModelResolver &resolve, const QStringList &knownModelIds)
{
    const Result<QJsonObject> object = lineObject(line, fileName, lineNumber);
    if (!object) {
        return object.diagnostics();
    }
    BatchLine out;
    Diagnostics issues;
    const QStringList known = command == BatchCommand::Estimate
        ? QStringList { QStringLiteral("id"), QStringLiteral("workload"), QStringLiteral("gpu"),
              QStringLiteral("gpus") }
        : QStringList { QStringLiteral("id"), QStringLiteral("workload") };
    for (auto it = object->begin(); it != object->end(); ++it) {
        if (!known.contains(it.key())) {
            //: %1 = the keys a batch line may have
            issues.append(Diagnostic::badInput(fileName,
                QCoreApplication::translate("rigplan::BatchJson", "unknown key (expected %1)")
                    .arg(known.join(QStringLiteral(", "))),
                it.key(), lineNumber));
        }
    }
    if (const QJsonValue id = object->value(QLatin1String("id")); !id.isUndefined()) {
        if (!validId(id)) {
            issues.append(Diagnostic::badInput(fileName,
                QCoreApplication::translate("rigplan::BatchJson", "expected a string or a number, got %1")
                    .arg(describeJsonValue(id)),
                QStringLiteral("id"), lineNumber));
        }
        out.id = id;
    }
    if (command == BatchCommand::Estimate) {
        readGpu(*object, out, issues, fileName, lineNumber);
    }
    const QJsonValue workload = object->value(QLatin1String("workload"));
    if (!workload.isObject()) {
        //: %1 = what the line has instead
        issues.append(Diagnostic::badInput(fileName,
            QCoreApplication::translate("rigplan::BatchJson", "expected the workload document (a JSON object), got %1")
                .arg(describeJsonValue(workload)),
            QStringLiteral("workload"), lineNumber));
        return issues;
    }
    Result<Workload> read = readWorkloadObject(workload.toObject(), fileName, resolve, knownModelIds);
    if (!read) {
        issues.append(atBatchLine(read.diagnostics(), fileName, lineNumber, QStringLiteral("workload")));
    }
    if (!issues.isEmpty()) {
        return issues;
    }
    out.workload = std::move(*read);
    return out;
}

} // namespace rigplan
