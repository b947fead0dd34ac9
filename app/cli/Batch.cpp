// SPDX-License-Identifier: GPL-3.0-or-later
#include "Batch.h"

#include "CliCommon.h"

#include "catalog/Catalog.h"
#include "model/ModelCsv.h"
#include "plan/Economics.h"
#include "plan/Outcome.h"
#include "plan/PlanFormat.h"
#include "plan/WorkloadEstimate.h"
#include "util/InputFile.h"
#include "util/SafeText.h"
#include "workload/BatchJson.h"

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <functional>
#include <map>

#include <unistd.h>

namespace rigplan::cli {
namespace {

// One line's answer: the JSON object printed for it and its exit code.
struct LineAnswer {
    QJsonObject body; // {"estimate": …} or {"plan": …} or {"errors": […]}
    int exit = kDone;
    QJsonValue id; // the line's "id", null without one
};

// A line answered with its problems; its id is whatever valid one the line holds.
LineAnswer failedLine(const Diagnostics &issues, const QByteArray &text = {})
{
    QJsonArray texts;
    for (const QString &issue : diagnosticTexts(issues, kMaxListedDiagnostics)) {
        texts.append(issue);
    }
    return { QJsonObject { { QStringLiteral("errors"), texts } }, exitCodeFor(issues), batchLineId(text) };
}

// Writes one answer line and flushes it, so a script reading the pipe gets it now. False
// when it did not reach standard output; checkedExit() then says why.
bool printAnswer(int lineNumber, LineAnswer answer)
{
    answer.body.insert(QStringLiteral("line"), lineNumber);
    answer.body.insert(QStringLiteral("id"), answer.id.isUndefined() ? QJsonValue() : answer.id);
    answer.body.insert(QStringLiteral("exit"), answer.exit);
    return printBytes(jsonSafe(QJsonDocument(answer.body).toJson(QJsonDocument::Compact)) + '\n');
}

// The lines of a file or a pipe as they arrive: read() on the descriptor returns what is
// there, so a script that writes one line and waits gets its answer (QFile's reads block until
// their whole chunk is in). A line longer than the input cap is reported once and skipped.
class LineReader {
public:
    enum class Got { Line, Overlong, End, Failed };
    explicit LineReader(int fd)
        : m_fd(fd)
    { }

    Got next(QByteArray &line)
    {
        while (true) {
            const qsizetype newline = m_buffer.indexOf('\n', m_scanned);
            if (newline >= 0) {
                const bool skipped = m_skipping;
                m_skipping = false;
                line = m_buffer.mid(m_start, newline - m_start);
                m_start = m_scanned = newline + 1;
                if (skipped) {
                    continue;
                }
                return Got::Line;
            }
            m_buffer.remove(0, m_start);
            m_start = 0;
            m_scanned = m_buffer.size();
            if (m_buffer.size() > kMaxInputFileBytes) {
                m_buffer.clear();
                m_scanned = 0;
                if (!m_skipping) {
                    m_skipping = true;
                    return Got::Overlong;
                }
            }
            char chunk[65536];
            const ssize_t n = ::read(m_fd, chunk, sizeof chunk);
            if (n < 0 && errno == EINTR) {
                continue;
            }
            if (n < 0) {
                return Got::Failed;
            }
            if (n == 0) { // the end: a last line without its newline is still a line
                line = m_buffer;
                m_buffer.clear();
                m_scanned = 0;
                return line.isEmpty() || m_skipping ? Got::End : Got::Line;
            }
            m_buffer.append(chunk, qsizetype(n));
        }
    }

private:
    int m_fd;
    QByteArray m_buffer;
    qsizetype m_start = 0; // where the next line begins in m_buffer
    qsizetype m_scanned = 0; // m_buffer has no newline before this
    bool m_skipping = false; // inside a line already reported as too long
};

// Reads `request.input` line by line and answers each line with `answer`; returns the batch's
// exit code. Blank lines are skipped (still counted).
int answerLines(const Request &request, const std::function<LineAnswer(const QByteArray &, int)> &answer)
{
    QFile file;
    if (const Result<void> opened = openInputStream(request.input, file); !opened) {
        return failWith(opened.diagnostic());
    }
    const QString fileName = inputFileName(request.input);
    LineReader reader(file.handle());
    int worst = kDone;
    int lineNumber = 0;
    QByteArray line;
    while (true) {
        const LineReader::Got got = reader.next(line);
        if (got == LineReader::Got::End) {
            return worst;
        }
        if (got == LineReader::Got::Failed) {
            return std::max(worst,
                failWith(Diagnostic::environment(
                    QStringLiteral("cannot read the file: %1").arg(QString::fromLocal8Bit(std::strerror(errno))),
                    fileName)));
        }
        ++lineNumber;
        LineAnswer answered;
        if (got == LineReader::Got::Overlong) {
            answered = failedLine({ Diagnostic::badInput(fileName,
                QStringLiteral("the line is longer than %1 MiB, the limit for input")
                    .arg(kMaxInputFileBytes / (1024 * 1024)),
                {}, lineNumber) });
        } else {
            if (line.endsWith('\r')) {
                line.chop(1);
            }
            if (lineNumber == 1 && line.startsWith("\xEF\xBB\xBF")) {
                line.remove(0, 3); // a UTF-8 byte-order mark some editors write
            }
            if (line.trimmed().isEmpty()) {
                continue;
            }
            answered = answer(line, lineNumber);
        }
        worst = std::max(worst, answered.exit);
        if (!printAnswer(lineNumber, std::move(answered))) {
            return exitCodeFor(Diagnostic::Kind::Environment);
        }
    }
}

// The catalog's models, read once: how every line's model ids resolve.
struct ModelLookup {
    ModelResolver resolve;
    QStringList ids;
};

Result<ModelLookup> readModelLookup(const Catalog &catalog)
{
    auto models = catalog.readModels();
    if (!models) {
        return models.diagnostics();
    }
    ModelLookup lookup;
    lookup.ids = modelIds(*models);
    lookup.resolve = resolverFor(std::move(*models));
    return lookup;
}

} // namespace

int runEstimateBatch(const Request &request)
{
    Catalog catalog;
    if (const auto opened = openCatalog(catalog, request, Catalog::Mode::ReadWrite); !opened) {
        return failWith(opened.diagnostic());
    }
    const auto software = catalog.software();
    if (!software) {
        return failWith(software.diagnostic());
    }
    const auto gpus = catalog.gpus(*software);
    if (!gpus) {
        return failWith(gpus.diagnostic());
    }
    const auto models = readModelLookup(catalog);
    if (!models) {
        return failWith(models.diagnostic());
    }
    CatalogSnapshot withSoftware; // the words of every line's software check, read once
    withSoftware.software = std::move(*software);
    std::map<std::string, const GpuSpec *, std::less<>> gpuById;
    for (const GpuSpec &gpu : *gpus) {
        gpuById.emplace(gpu.id, &gpu);
    }
    const QString fileName = inputFileName(request.input);
    EstimateOptions options;
    options.hostExpertMemoryBps = request.hostBandwidthGbps * 1e9; // experts in host memory read from this host
    return answerLines(request, [&](const QByteArray &text, int lineNumber) -> LineAnswer {
        const auto line
            = readBatchLine(text, BatchCommand::Estimate, fileName, lineNumber, models->resolve, models->ids);
        if (!line) {
            return failedLine(line.diagnostics(), text);
        }
        const std::string gpuId = line->gpuId.value_or(request.gpuId.toStdString());
        const auto gpu = gpuById.find(gpuId);
        if (gpu == gpuById.end()) {
            return failedLine(
                { Diagnostic::badInput(fileName,
                    gpuId.empty() ? QStringLiteral("expected a GPU id: the line has no \"gpu\" and no --gpu was given")
                                  : QStringLiteral("unknown GPU \"%1\" (see rigplan-cli catalog list gpus)")
                                        .arg(QString::fromStdString(gpuId)),
                    QStringLiteral("gpu"), lineNumber) },
                text);
        }
        const int count = line->gpuCount.value_or(request.gpuCount);
        const WorkloadEstimate answer = estimateWorkload(line->workload, *gpu->second, count, options);
        return { QJsonObject { { QStringLiteral("estimate"),
                     estimateToJson(line->workload, answer.outcomes, *gpu->second, count, options, request.explain,
                         &withSoftware, answer.suggestions, answer.capacities) } },
            answer.allFit ? kDone : kNoBuild, line->id };
    });
}

int runPlanBatch(const Request &request)
{
    Catalog catalog;
    if (const auto opened = openCatalog(catalog, request, Catalog::Mode::ReadWrite); !opened) {
        return failWith(opened.diagnostic());
    }
    const auto models = readModelLookup(catalog);
    if (!models) {
        return failWith(models.diagnostic());
    }
    const QString fileName = inputFileName(request.input);
    const PlanOptions options = withPlanDate({});
    // The catalog read once per currency the lines plan in, and prepared once per country
    // (PreparedSnapshot), not once per line.
    QHash<QString, std::shared_ptr<const PreparedSnapshot>> snapshots;
    return answerLines(request, [&](const QByteArray &text, int lineNumber) -> LineAnswer {
        const auto line = readBatchLine(text, BatchCommand::Plan, fileName, lineNumber, models->resolve, models->ids);
        if (!line) {
            return failedLine(line.diagnostics(), text);
        }
        const auto economics = economicsForWorkload(line->workload);
        if (!economics) {
            return failedLine(atBatchLine(economics.diagnostics(), fileName, lineNumber, QStringLiteral("workload")), text);
        }
        const QString currency = planCurrency(line->workload);
        if (!snapshots.contains(currency)) {
            auto read = catalog.snapshot(currency);
            if (!read) {
                return failedLine(read.diagnostics(), text);
            }
            auto snapshot = pinnedSnapshot(std::move(*read), request.pins); // --pin: every line's search
            if (!snapshot) {
                Diagnostic d = snapshot.diagnostic();
                d.message.prepend(QStringLiteral("--"));
                return failedLine({d}, text);
            }
            snapshots.insert(currency, std::make_shared<const PreparedSnapshot>(std::move(*snapshot)));
        }
        const PreparedSnapshot &prepared = *snapshots.value(currency);
        const CatalogSnapshot &snapshot = prepared.snapshot();
        const PlanResult result = plan(line->workload, prepared, options);
        return { QJsonObject { { QStringLiteral("plan"),
                     planToJson(result, line->workload, snapshot, options, request.explain, &*economics) } },
            result.feasible ? kDone : kNoBuild, line->id };
    });
}

} // namespace rigplan::cli
