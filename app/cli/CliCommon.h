// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every rigplan-cli command shares, in rigplan-cli and in the report helper it runs
// (rigplan-report, ReportMain.cpp): the output streams and their checks, how a failure is
// printed and which exit code it gives, opening the catalog, reading a workload, --lang.
// Qt Core only.

#include "CliArgs.h"
#include "catalog/Catalog.h"
#include "util/Diagnostic.h"
#include "workload/Workload.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <optional>
#include <vector>

class QJsonDocument;

namespace rigplan {
struct ModelArch;
}

namespace rigplan::cli {

// Not failures: a failure's code comes from exitCodeFor().
enum Exit { kDone = 0, kNoBuild = 1, kOutsideTolerance = 1 };

QTextStream &out();
QTextStream &err();
// Every JSON the CLI prints: indented, C1 and bidi controls escaped (docs/cli.md, "Command line").
void printJson(const QJsonDocument &document);
// Text for the terminal, escape sequences from files neutralised.
void printText(const QString &text);
void printError(const QString &text);
// Bytes for standard output as they are (a PDF, a CSV): false when they did not all reach it.
bool printBytes(const QByteArray &bytes);
// `code`, or 3 when standard output or error could not be written (saying why, once).
int checkedExit(int code);

// Prints "rigplan-cli: <diagnostic>" and returns its exit code.
int failWith(const Diagnostic &diagnostic);
// The file's problems on their own lines, then "rigplan-cli: FILE: N problem(s); <consequence>".
int failWithIssues(const QString &fileName, const Diagnostics &issues, const QString &consequence);
// The most serious kind among `issues` (Environment over BadInput), for a summary line.
Diagnostic::Kind worstKind(const Diagnostics &issues);
// The economics section's problems, located in the workload file.
Diagnostics economicsIssues(const QString &fileName, Diagnostics issues);

// --catalog or the default catalog; notes a read-only catalog and the seed's id conflicts.
Result<void> openCatalog(Catalog &catalog, const Request &request, Catalog::Mode mode);
QStringList modelIds(const std::vector<ModelArch> &models);
// Reads and validates a workload ("-": standard input), resolving model ids against the
// catalog; on failure prints why, sets `exitCode` and returns nothing.
std::optional<Workload> loadWorkloadFile(Catalog &catalog, const QString &path, int &exitCode);
// --lang: one of the translations, installed for what the command writes.
Result<void> useLanguage(const QString &language);

QStringList argumentList(int argc, char *argv[]);
// Both programs name themselves rigplan-cli (messages, settings, --version).
void nameApplication();

} // namespace rigplan::cli
