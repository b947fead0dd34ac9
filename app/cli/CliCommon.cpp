// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliCommon.h"

#include "Language.h"
#include "catalog/Catalog.h"
#include "model/ModelCsv.h"
#include "util/Counted.h"
#include "util/InputFile.h"
#include "util/SafeText.h"
#include "workload/WorkloadJson.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace rigplan::cli {
// The most serious kind among `issues` (Environment over BadInput), for their summary line.
Diagnostic::Kind worstKind(const Diagnostics &issues)
{
    Diagnostic::Kind worst = Diagnostic::Kind::BadInput;
    for (const Diagnostic &d : issues) {
        if (exitCodeFor(d.kind) > exitCodeFor(worst)) {
            worst = d.kind;
        }
    }
    return worst;
}

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

// Every JSON the CLI prints: indented, C1 and bidi controls escaped (docs/cli.md, "Command line").
void printJson(const QJsonDocument &document)
{
    out() << jsonSafe(document.toJson(QJsonDocument::Indented));
}

QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}

// Text for the terminal: names and titles from files cannot carry escape sequences to it
// (ESC]0;…BEL retitles the window, ESC[2J clears it). JSON output escapes them itself.
void printText(const QString &text)
{
    out() << terminalSafe(text);
}

void printError(const QString &text)
{
    err() << terminalSafe(text) << Qt::endl;
}

// Prints "rigplan-cli: <diagnostic>" and returns its exit code.
int failWith(const Diagnostic &diagnostic)
{
    printError(QStringLiteral("rigplan-cli: ") + diagnostic.text());
    return exitCodeFor(diagnostic.kind);
}

// The problems of a file on their own lines (as the file's reader worded them; the first
// kMaxListedDiagnostics, then "… and N more"), then one
// "rigplan-cli: FILE: N problem(s); <what did not happen>" line.
int failWithIssues(const QString &fileName, const Diagnostics &issues, const QString &consequence)
{
    for (const QString &line : diagnosticTexts(issues, kMaxListedDiagnostics)) {
        printError(line);
    }
    return failWith({ worstKind(issues), fileName, QString(), 0, 0,
        QStringLiteral("%1; %2").arg(countedEnglish(double(issues.size()), "problem", "problems"), consequence) });
}

// The economics section's problems, located in the workload file.
Diagnostics economicsIssues(const QString &fileName, Diagnostics issues)
{
    for (Diagnostic &issue : issues) {
        issue.file = fileName;
    }
    return issues;
}

// Bytes for standard output as they are (a PDF, a CSV), flushed at once: false when they did
// not all reach it (a full disk, a closed pipe). checkedExit() then says why, once.
bool printBytes(const QByteArray &bytes)
{
    out().flush();
    return std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stdout) == std::size_t(bytes.size())
        && std::fflush(stdout) == 0;
}

// A write to standard output or error that failed (a full disk, a closed pipe, /dev/full)
// is a failure of the environment: exit 3 with the reason, never 0 with a truncated answer.
int checkedExit(int code)
{
    out().flush();
    err().flush();
    const bool outFailed = out().status() != QTextStream::Ok || std::fflush(stdout) != 0 || std::ferror(stdout);
    const int outErrno = errno;
    const bool errFailed = err().status() != QTextStream::Ok || std::fflush(stderr) != 0 || std::ferror(stderr);
    if (outFailed) {
        // stderr may still work; if it does not, the exit code is all that is left.
        std::fprintf(stderr, "rigplan-cli: cannot write to standard output: %s\n",
            outErrno != 0 ? std::strerror(outErrno) : "write error");
        std::fflush(stderr);
    }
    if (outFailed || errFailed) {
        return exitCodeFor(Diagnostic::Kind::Environment);
    }
    return code;
}

Result<void> openCatalog(Catalog &catalog, const Request &request, Catalog::Mode mode)
{
    const QString path = request.catalogPath.isEmpty() ? Catalog::defaultPath() : request.catalogPath;
    Result<void> opened = catalog.open(path, mode);
    if (!opened) {
        return opened;
    }
    // A catalog that cannot be written opens read-only and says so (docs/catalog.md, "The catalog"): one
    // line on stderr, nothing else changes. An import says so itself, as its error.
    if (catalog.isReadOnly() && mode == Catalog::Mode::ReadWrite
        && request.command != Request::Command::CatalogImport) {
        printError(QStringLiteral("rigplan-cli: note: catalog %1 is read-only: imports and edits are refused "
                                  "(lists, plans and exports work)")
                       .arg(path));
    }
    for (const QString &conflict : catalog.openReport().seedConflicts) {
        printError(QStringLiteral("rigplan-cli: note: the shipped catalog now has %1, but you added a part with "
                                  "that id: yours is kept")
                       .arg(conflict));
    }
    return {};
}

QStringList modelIds(const std::vector<ModelArch> &models)
{
    QStringList ids;
    for (const ModelArch &m : models) {
        ids.append(QString::fromStdString(m.id));
    }
    return ids;
}

// Reads and validates a workload ("-": standard input), resolving model ids against the catalog.
std::optional<Workload> loadWorkloadFile(Catalog &catalog, const QString &path, int &exitCode)
{
    const Result<QByteArray> data = readInputFile(path);
    if (!data) {
        exitCode = failWith(data.diagnostic());
        return std::nullopt;
    }
    // A models table that cannot be read must not turn into "unknown model" in the file.
    auto models = catalog.readModels();
    if (!models) {
        exitCode = failWith(models.diagnostic());
        return std::nullopt;
    }
    const QString fileName = inputFileName(path);
    const QStringList ids = modelIds(*models);
    Result<Workload> loaded = loadWorkload(*data, fileName, resolverFor(std::move(*models)), ids);
    if (!loaded) {
        exitCode = failWithIssues(fileName, loaded.diagnostics(), QStringLiteral("nothing was planned"));
        return std::nullopt;
    }
    return std::move(*loaded);
}

// --lang: one of the translations, installed for what the command writes.
Result<void> useLanguage(const QString &language)
{
    if (!availableLanguages().contains(language)) {
        return Diagnostic::badInput(QString(),
            QStringLiteral("--lang: expected one of %1, got \"%2\"")
                .arg(availableLanguages().join(QStringLiteral(", ")), language));
    }
    if (!setLanguage(language)) {
        return Diagnostic::internal(QStringLiteral("--lang: the %1 translation could not be loaded").arg(language));
    }
    return {};
}

QStringList argumentList(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i) {
        arguments.append(QString::fromLocal8Bit(argv[i]));
    }
    return arguments;
}

void nameApplication()
{
    QCoreApplication::setApplicationName(QStringLiteral("rigplan-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("RigPlan"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RIGPLAN_VERSION));
}

} // namespace rigplan::cli
