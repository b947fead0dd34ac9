// SPDX-License-Identifier: GPL-3.0-or-later
// rigplan-cli: the headless user of rigplan_core. Parses arguments (CliArgs), calls the core,
// prints. Exit codes (README, "Command line"): 0 done; 1 done but no build satisfies the
// workload; every failure is a Diagnostic and leaves through exitCodeFor(): 2 the input you
// gave is wrong, 3 the environment failed (catalog, disk, permissions, an unwritable output —
// standard output included: every command checks its streams before it exits).

#include "CliArgs.h"
#include "Validate.h"
#include "util/Counted.h"

#include "catalog/Catalog.h"
#include "catalog/CatalogFormat.h"
#include "model/ModelCsv.h"
#include "model/ModelFormat.h"
#include "Language.h"
#include "plan/LaunchKit.h"
#include "plan/LaunchKitFiles.h"
#include "plan/Budget.h"
#include "plan/Compare.h"
#include "plan/Outcome.h"
#include "plan/PlanFormat.h"
#include "quote/Freeze.h"
#include "quote/Quote.h"
#include "quote/QuoteFormat.h"
#include "quote/Vendor.h"
#include "Report.h"
#include "Startup.h"
#include "util/AtomicFile.h"
#include "util/Diagnostic.h"
#include "util/InputFile.h"
#include "util/SafeText.h"
#include "workload/WorkloadJson.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QTextStream>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

using namespace rigplan;
using cli::Request;

namespace {

// Not failures: a failure's code comes from exitCodeFor().
enum Exit { kDone = 0, kNoBuild = 1, kOutsideTolerance = 1 };

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

// Every JSON the CLI prints: indented, C1 and bidi controls escaped (README, "Command line").
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

// The problems of a file on their own lines (as the file's reader worded them; the first
// kMaxListedDiagnostics, then "… and N more"), then one
// "rigplan-cli: FILE: N problem(s); <what did not happen>" line.
int failWithIssues(const QString &fileName, const Diagnostics &issues, const QString &consequence)
{
    for (const QString &line : diagnosticTexts(issues, kMaxListedDiagnostics)) {
        printError(line);
    }
    return failWith({worstKind(issues), fileName, QString(), 0, 0,
                     QStringLiteral("%1; %2").arg(countedEnglish(double(issues.size()), "problem", "problems"), consequence)});
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
    // A catalog that cannot be written opens read-only and says so (README, "The catalog"): one
    // line on stderr, nothing else changes. An import says so itself, as its error.
    if (catalog.isReadOnly() && mode == Catalog::Mode::ReadWrite && request.command != Request::Command::CatalogImport) {
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

int runEstimate(const Request &request)
{
    Catalog catalog;
    if (const auto opened = openCatalog(catalog, request, Catalog::Mode::ReadWrite); !opened) {
        return failWith(opened.diagnostic());
    }
    const std::string gpuId = request.gpuId.toStdString();
    const auto gpus = catalog.gpus();
    if (!gpus) {
        return failWith(gpus.diagnostic()); // not "unknown GPU": the table could not be read
    }
    const auto gpu = std::find_if(gpus->begin(), gpus->end(), [&](const GpuSpec &g) { return g.id == gpuId; });
    if (gpu == gpus->end()) {
        return failWith(Diagnostic::badInput(QString(), QStringLiteral("--gpu: unknown GPU \"%1\" (see rigplan-cli catalog list gpus)")
                                                            .arg(request.gpuId)));
    }
    int exitCode = kDone;
    const auto workload = loadWorkloadFile(catalog, request.input, exitCode);
    if (!workload) {
        return exitCode;
    }
    const auto software = catalog.software();
    if (!software) {
        return failWith(software.diagnostic());
    }
    const EstimateOptions options;
    std::vector<JobOutcome> outcomes;
    // The question asked: each job on the layout and ZeRO stage it gives (the planner raises ZeRO on
    // its own; estimate does not), and for a job that does not fit the smallest change that does.
    std::vector<std::optional<EstimateSuggestion>> suggestions;
    // A serving job that fits: how many users its layout carries (targets, saturation).
    std::vector<std::optional<ServingCapacity>> capacities;
    bool allFit = true;
    for (const Job &job : workload->jobs) {
        const JobOutcome &o = outcomes.emplace_back(layoutAsAsked(job, *gpu, request.gpuCount, options));
        suggestions.push_back(o.fits ? std::nullopt : smallestFittingChange(job, *gpu, request.gpuCount, options));
        capacities.push_back(o.fits && o.kind == JobKind::Inference
                                 ? std::optional(servingCapacity(job.model, job.inference, *gpu, o.layout, options))
                                 : std::nullopt);
        allFit = allFit && o.fits;
    }
    if (request.json) {
        printJson(QJsonDocument(estimateToJson(*workload, outcomes, *gpu, request.gpuCount, options, request.explain,
                                              &*software, suggestions, capacities)));
    } else {
        printText(estimateToText(*workload, outcomes, *gpu, request.gpuCount, options, request.explain, &*software,
                                 suggestions, capacities));
    }
    return allFit ? kDone : kNoBuild;
}

int runPlan(const Request &request)
{
    Catalog catalog;
    if (const auto opened = openCatalog(catalog, request, Catalog::Mode::ReadWrite); !opened) {
        return failWith(opened.diagnostic());
    }
    int exitCode = kDone;
    const auto workload = loadWorkloadFile(catalog, request.input, exitCode);
    if (!workload) {
        return exitCode;
    }
    const QString fileName = inputFileName(request.input);
    const auto economics = economicsForWorkload(*workload);
    if (!economics) {
        return failWithIssues(fileName, economicsIssues(fileName, economics.diagnostics()), QStringLiteral("nothing was planned"));
    }
    const auto snapshot = catalog.snapshot(planCurrency(*workload));
    if (!snapshot) {
        return failWith(snapshot.diagnostic());
    }
    const PlanOptions options = withPlanDate({});
    const PlanResult result = plan(*workload, *snapshot, options);
    if (request.json) {
        printJson(QJsonDocument(planToJson(result, *workload, *snapshot, options, request.explain, &*economics)));
    } else {
        printText(planToText(result, *workload, *snapshot, options, request.explain, &*economics));
    }
    return result.feasible ? kDone : kNoBuild;
}

// --lang: one of the translations, installed for what the command writes.
Result<void> useLanguage(const QString &language)
{
    if (!availableLanguages().contains(language)) {
        return Diagnostic::badInput(QString(), QStringLiteral("--lang: expected one of %1, got \"%2\"")
                                                   .arg(availableLanguages().join(QStringLiteral(", ")), language));
    }
    if (!setLanguage(language)) {
        return Diagnostic::internal(QStringLiteral("--lang: the %1 translation could not be loaded").arg(language));
    }
    return {};
}

int runReport(const Request &request)
{
    const QPageSize::PageSizeId pageSize = reportPageSizeFromName(request.pageSize);
    // The report's numbers and dates follow its language, not the shell's locale.
    if (const Result<void> language = useLanguage(request.language); !language) {
        return failWith(language.diagnostic());
    }
    Catalog catalog;
    if (const auto opened = openCatalog(catalog, request, Catalog::Mode::ReadWrite); !opened) {
        return failWith(opened.diagnostic());
    }
    auto models = catalog.readModels();
    if (!models) {
        return failWith(models.diagnostic());
    }
    const QStringList ids = modelIds(*models);
    const QString input = inputFileName(request.input);
    const auto loaded = loadQuoteFile(request.input, resolverFor(std::move(*models)), ids);
    if (!loaded) {
        return failWithIssues(input, loaded.diagnostics(), QStringLiteral("no report was written"));
    }
    if (const auto economics = economicsForWorkload(loaded->quote.workload); !economics) {
        return failWithIssues(input, economicsIssues(input, economics.diagnostics()), QStringLiteral("no report was written"));
    }
    auto snapshot = catalog.snapshot(planCurrency(loaded->quote.workload));
    if (!snapshot) {
        return failWith(snapshot.diagnostic());
    }
    const auto outcome = computePlanOutcome(loaded->quote.workload, std::move(*snapshot), withPlanDate({}));
    ReportOptions options;
    options.language = request.language;
    options.pageSize = pageSize;
    options.preparedBy = request.preparedBy;
    options.specSources = specSourcesFor(catalog, *outcome);
    if (!loaded->quote.scenarios.empty()) {
        // The quote's scenarios side by side: its workload first, then each scenario planned on its own.
        const std::string title = loaded->quote.workload.title;
        options.scenarios.push_back({title.empty() ? QFileInfo(input).fileName().toStdString() : title, input.toStdString(), outcome});
        for (const QuoteScenario &scenario : loaded->quote.scenarios) {
            if (const auto economics = economicsForWorkload(scenario.workload); !economics) {
                return failWithIssues(input, economicsIssues(input, economics.diagnostics()), QStringLiteral("no report was written"));
            }
            auto planned = computePlanOutcome(catalog, scenario.workload, withPlanDate({}));
            if (!planned) {
                return failWith(planned.diagnostic());
            }
            options.scenarios.push_back({scenario.name, input.toStdString(), std::move(*planned)});
        }
    }
    options.edition = request.edition == QLatin1String("internal") ? ReportEdition::Internal : ReportEdition::Client;
    options.commercial = loaded->quote.commercial;
    options.frozen = loaded->quote.frozen;
    if (!request.vendorPath.isEmpty()) {
        const auto vendor = loadVendorProfileFile(request.vendorPath);
        if (!vendor) {
            return failWithIssues(inputFileName(request.vendorPath), vendor.diagnostics(), QStringLiteral("no report was written"));
        }
        options.vendor = *vendor;
        // The paper is the vendor's unless --page-size says otherwise (never the UI language's).
        if (!request.pageSizeGiven) {
            options.pageSize = reportPageSizeFromName(QString::fromStdString(vendor->paper));
        }
    }
    const Result<ReportPdf> pdf = renderReportPdf(*outcome, loaded->quote.info, options);
    const bool toStdout = request.output == QLatin1String("-");
    if (!pdf) {
        Diagnostic failed = pdf.diagnostic();
        failed.file = toStdout ? QString() : request.output;
        failed.message = QStringLiteral("the report could not be rendered: %1").arg(failed.message);
        return failWith(failed);
    }
    const QString summary = outcome->plan.feasible
        ? countedEnglish(double(outcome->plan.tiers.size()), "tier", "tiers")
        : QStringLiteral("no build satisfies the workload (the report says why)");
    if (toStdout) {
        // The PDF is the output; the summary goes to stderr so it cannot corrupt it. Output
        // that failed gets no "wrote" line: only checkedExit()'s error.
        if (!printBytes(pdf->data)) {
            return exitCodeFor(Diagnostic::Kind::Environment);
        }
        printError(QStringLiteral("wrote the report to standard output: %1, %2").arg(countedEnglish(pdf->pages, "page", "pages"), summary));
    } else {
        // A missing folder, no permission or a full disk: the environment failed, as for
        // `catalog export` (exit 3).
        if (const Result<void> written = writeFileAtomically(request.output, pdf->data); !written) {
            return failWith(written.diagnostic());
        }
        printText(QStringLiteral("wrote %1: %2, %3\n").arg(request.output, countedEnglish(pdf->pages, "page", "pages"), summary));
    }
    return outcome->plan.feasible ? kDone : kNoBuild;
}

// A quote or workload file, its models resolved against the catalog's.
Result<LoadedQuote> loadQuoteForCatalog(const Catalog &catalog, const QString &path)
{
    auto models = catalog.readModels();
    if (!models) {
        return models.diagnostics();
    }
    const QStringList ids = modelIds(*models);
    return loadQuoteFile(path, resolverFor(std::move(*models)), ids);
}

// Plans the quote's workload on today's catalog: what a freeze or a re-price prices.
Result<std::shared_ptr<const PlanOutcome>> planForQuote(const Catalog &catalog, const Quote &quote, const QString &fileName)
{
    if (const auto economics = economicsForWorkload(quote.workload); !economics) {
        return economicsIssues(fileName, economics.diagnostics());
    }
    auto snapshot = catalog.snapshot(planCurrency(quote.workload));
    if (!snapshot) {
        return snapshot.diagnostics();
    }
    return computePlanOutcome(quote.workload, std::move(*snapshot), withPlanDate({}));
}

// --tier and a frozen quote's tier are checked ids (CliArgs, loadQuote): core's one mapping.
TierKind tierKindFromId(const QString &id)
{
    return tierFromId(id.toStdString()).value_or(TierKind::Mainstream);
}

// Freezes `quote` for `tier` on today's catalog (services, rates, prices).
Result<void> freezeOnCatalog(const Catalog &catalog, Quote &quote, const PlanOutcome &outcome, TierKind tier)
{
    const auto services = readServices(catalog);
    if (!services) {
        return services.diagnostics();
    }
    const auto rates = readExchangeRates(catalog);
    if (!rates) {
        return rates.diagnostics();
    }
    FreezeInput input;
    input.tier = tier;
    input.services = *services;
    input.rates = *rates;
    input.today = todayIsoDate();
    input.frozenAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    return freezeQuote(quote, outcome, input);
}

int runQuoteFreeze(const Request &request)
{
    Catalog catalog;
    if (const auto opened = openCatalog(catalog, request, Catalog::Mode::ReadWrite); !opened) {
        return failWith(opened.diagnostic());
    }
    const QString input = inputFileName(request.input);
    auto loaded = loadQuoteForCatalog(catalog, request.input);
    if (!loaded) {
        return failWithIssues(input, loaded.diagnostics(), QStringLiteral("nothing was frozen"));
    }
    Quote quote = loaded->quote;
    VendorProfile vendor;
    if (!request.vendorPath.isEmpty()) {
        const auto read = loadVendorProfileFile(request.vendorPath);
        if (!read) {
            return failWithIssues(inputFileName(request.vendorPath), read.diagnostics(), QStringLiteral("nothing was frozen"));
        }
        vendor = *read;
        // The vendor's defaults fill what the quote does not say yet.
        if (quote.info.paymentTerms.empty()) {
            quote.info.paymentTerms = vendor.paymentTerms;
        }
        if (quote.info.terms.empty()) {
            quote.info.terms = vendor.terms;
        }
        if (quote.commercial.markup == 0) {
            quote.commercial.markup = vendor.markup;
        }
        if (loaded->wasWorkloadFile) {
            quote.info.validDays = vendor.validDays;
        }
    }
    if (!request.discountPercent.isEmpty()) {
        quote.commercial.discount = {Discount::Kind::Percent, *parsePercent(request.discountPercent), 0};
    }
    if (!request.tax.isEmpty()) {
        if (const TaxRate *shipped = findTaxRate(request.tax.toStdString())) {
            quote.commercial.tax = shipped->id == "none" ? std::nullopt : std::optional<QuoteTax>(quoteTaxFrom(*shipped));
        } else if (const qsizetype colon = request.tax.lastIndexOf(QLatin1Char(':')); colon > 0) {
            QString rate = request.tax.mid(colon + 1);
            if (rate.endsWith(QLatin1Char('%'))) {
                rate.chop(1);
            }
            QuoteTax tax;
            tax.name = request.tax.left(colon).toStdString();
            tax.rate = parsePercent(rate).value_or(0);
            quote.commercial.tax = tax;
        } else {
            QStringList ids;
            for (const TaxRate &t : shippedTaxRates()) {
                ids << QString::fromStdString(t.id);
            }
            return failWith(Diagnostic::badInput(QString(), QStringLiteral("--tax: unknown tax id \"%1\" (expected NAME:RATE_PERCENT or one of: %2)")
                                                                .arg(request.tax, ids.join(QStringLiteral(", ")))));
        }
    }
    for (const QString &service : request.services) {
        if (std::find(quote.commercial.services.begin(), quote.commercial.services.end(), service.toStdString())
            == quote.commercial.services.end()) {
            quote.commercial.services.push_back(service.toStdString());
        }
    }
    const auto outcome = planForQuote(catalog, quote, input);
    if (!outcome) {
        return failWithIssues(input, outcome.diagnostics(), QStringLiteral("nothing was frozen"));
    }
    if (const auto frozen = freezeOnCatalog(catalog, quote, **outcome, tierKindFromId(request.tier)); !frozen) {
        return failWithIssues(input, frozen.diagnostics(), QStringLiteral("nothing was frozen"));
    }
    if (quote.info.number.empty()) {
        QuoteNumberSequence sequence;
        const auto number = sequence.next(QString::fromStdString(vendor.numberPattern), QDate::currentDate());
        if (!number) {
            return failWith(number.diagnostic());
        }
        quote.info.number = number->toStdString();
    }
    if (const Result<void> saved = saveQuoteFile(quote, request.output); !saved) {
        return failWith(saved.diagnostic());
    }
    if (request.json) {
        printJson(QJsonDocument(frozenSummaryJson(quote)));
    } else {
        printText(QStringLiteral("wrote %1: ").arg(request.output) + frozenSummaryText(quote));
    }
    return kDone;
}

int runQuoteReprice(const Request &request)
{
    Catalog catalog;
    if (const auto opened = openCatalog(catalog, request, Catalog::Mode::ReadWrite); !opened) {
        return failWith(opened.diagnostic());
    }
    const QString input = inputFileName(request.input);
    auto loaded = loadQuoteForCatalog(catalog, request.input);
    if (!loaded) {
        return failWithIssues(input, loaded.diagnostics(), QStringLiteral("nothing was re-priced"));
    }
    const Quote before = loaded->quote;
    if (!before.frozen) {
        return failWith(Diagnostic::badInput(input, QStringLiteral("the quote is not frozen: choose a tier first (rigplan-cli quote freeze)")));
    }
    Quote after = before;
    const auto outcome = planForQuote(catalog, after, input);
    if (!outcome) {
        return failWithIssues(input, outcome.diagnostics(), QStringLiteral("nothing was re-priced"));
    }
    if (const auto frozen = freezeOnCatalog(catalog, after, **outcome, tierKindFromId(QString::fromStdString(before.frozen->tier)));
        !frozen) {
        return failWithIssues(input, frozen.diagnostics(), QStringLiteral("nothing was re-priced"));
    }
    // A re-priced quote is a new offer: dated today, a draft again.
    after.info.date = todayIsoDate();
    after.info.status = QuoteStatus::Draft;
    if (const Result<void> saved = saveQuoteFile(after, request.output); !saved) {
        return failWith(saved.diagnostic());
    }
    const RepriceResult diff = compareFrozen(before, after);
    if (request.json) {
        printJson(QJsonDocument(repriceToJson(diff)));
    } else {
        printText(repriceToText(diff) + QStringLiteral("wrote %1\n").arg(request.output));
    }
    return kDone;
}

int runQuoteNumber(const Request &request)
{
    VendorProfile vendor;
    if (!request.vendorPath.isEmpty()) {
        const auto read = loadVendorProfileFile(request.vendorPath);
        if (!read) {
            return failWithIssues(inputFileName(request.vendorPath), read.diagnostics(), QStringLiteral("no number was taken"));
        }
        vendor = *read;
    }
    QuoteNumberSequence sequence;
    for (int i = 0; i < request.count; ++i) {
        const auto number = sequence.next(QString::fromStdString(vendor.numberPattern), QDate::currentDate());
        if (!number) {
            return failWith(number.diagnostic());
        }
        out() << *number << '\n';
    }
    return kDone;
}

// A workload or quote file for compare / budget, its models resolved against the catalog; the
// problems are printed (with `consequence`) and nullopt returned with `exitCode` set.
std::optional<LoadedQuote> loadQuoteOrWorkload(Catalog &catalog, const QString &path, const QString &consequence, int &exitCode)
{
    auto models = catalog.readModels();
    if (!models) {
        exitCode = failWith(models.diagnostic());
        return std::nullopt;
    }
    const QStringList ids = modelIds(*models);
    auto loaded = loadQuoteFile(path, resolverFor(std::move(*models)), ids);
    if (!loaded) {
        exitCode = failWithIssues(inputFileName(path), loaded.diagnostics(), consequence);
        return std::nullopt;
    }
    const QString fileName = inputFileName(path);
    std::vector<const Workload *> workloads{&loaded->quote.workload};
    for (const QuoteScenario &scenario : loaded->quote.scenarios) {
        workloads.push_back(&scenario.workload);
    }
    for (const Workload *w : workloads) {
        if (const auto economics = economicsForWorkload(*w); !economics) {
            exitCode = failWithIssues(fileName, economicsIssues(fileName, economics.diagnostics()), consequence);
            return std::nullopt;
        }
    }
    return std::move(*loaded);
}

// Scenarios side by side: every file's workload and its quote's scenarios, each planned on its
// own (its currency's snapshot). Exit 1 when a scenario has no build.
int runCompare(const Request &request)
{
    Catalog catalog;
    if (const auto opened = openCatalog(catalog, request, Catalog::Mode::ReadWrite); !opened) {
        return failWith(opened.diagnostic());
    }
    std::vector<ScenarioOutcome> scenarios;
    const PlanOptions options = withPlanDate({});
    bool allFeasible = true;
    for (const QString &input : request.inputs) {
        int exitCode = kDone;
        const auto loaded = loadQuoteOrWorkload(catalog, input, QStringLiteral("nothing was compared"), exitCode);
        if (!loaded) {
            return exitCode;
        }
        const QString fileName = inputFileName(input);
        std::vector<std::pair<std::string, const Workload *>> named;
        const std::string title = loaded->quote.workload.title;
        named.emplace_back(!title.empty() ? title : QFileInfo(fileName).fileName().toStdString(), &loaded->quote.workload);
        for (const QuoteScenario &scenario : loaded->quote.scenarios) {
            named.emplace_back(scenario.name, &scenario.workload);
        }
        for (const auto &[name, workload] : named) {
            auto outcome = computePlanOutcome(catalog, *workload, options);
            if (!outcome) {
                return failWith(outcome.diagnostic());
            }
            allFeasible = allFeasible && (*outcome)->plan.feasible;
            scenarios.push_back({name, fileName.toStdString(), std::move(*outcome)});
        }
    }
    if (request.json) {
        printJson(QJsonDocument(compareToJson(scenarios)));
    } else {
        printText(compareToText(scenarios));
    }
    return allFeasible ? kDone : kNoBuild;
}

// The plan of request.input (a workload, or a quote's workload) on today's catalog; nullopt
// with `exitCode` set (and the message printed, ending in `consequence`) when it cannot be made.
std::optional<std::shared_ptr<const PlanOutcome>> planOfInput(const Request &request, const QString &consequence,
                                                              int &exitCode)
{
    Catalog catalog;
    if (const auto opened = openCatalog(catalog, request, Catalog::Mode::ReadWrite); !opened) {
        exitCode = failWith(opened.diagnostic());
        return std::nullopt;
    }
    const auto loaded = loadQuoteOrWorkload(catalog, request.input, consequence, exitCode);
    if (!loaded) {
        return std::nullopt;
    }
    auto outcome = computePlanOutcome(catalog, loaded->quote.workload, withPlanDate({}));
    if (!outcome) {
        exitCode = failWith(outcome.diagnostic());
        return std::nullopt;
    }
    return *outcome;
}

// The budget over the years of every tier as CSV (core/plan/Budget.h), written atomically.
int runBudget(const Request &request)
{
    int exitCode = kDone;
    const auto outcome = planOfInput(request, QStringLiteral("no budget was written"), exitCode);
    if (!outcome) {
        return exitCode;
    }
    const PlanOutcome &plan = **outcome;
    std::vector<std::pair<std::string, TierBudget>> budgets;
    for (std::size_t i = 0; i < plan.tierBudgets.size(); ++i) {
        budgets.emplace_back(tierId(plan.plan.tiers[i].kind), plan.tierBudgets[i]);
    }
    const QByteArray csv = budgetsToCsv(budgets, plan.plan.currency);
    if (request.output == QLatin1String("-")) {
        if (!printBytes(csv)) {
            return exitCodeFor(Diagnostic::Kind::Environment); // checkedExit() says why
        }
    } else if (const Result<void> written = writeFileAtomically(request.output, csv); !written) {
        return failWith(written.diagnostic());
    }
    if (!plan.plan.feasible) {
        printError(QStringLiteral("rigplan-cli: no build satisfies the workload: the budget has no rows (rigplan-cli plan says why)"));
    }
    return plan.plan.feasible ? kDone : kNoBuild;
}

// Writes `kit`'s files into request.output and says so.
int writeKit(const Request &request, const LaunchKit &kit, const Workload &workload, const QString &origin)
{
    const std::vector<KitFile> files = launchKitFiles(kit, workload, QStringLiteral(RIGPLAN_VERSION), QString::fromStdString(todayIsoDate()));
    if (const Result<void> written = writeLaunchKit(request.output, files); !written) {
        return failWith(written.diagnostic());
    }
    QStringList names;
    for (const KitFile &file : files) {
        names << file.name;
    }
    printText(QStringLiteral("wrote %1: the %2 tier's acceptance kit%3 (%4)\n")
                  .arg(request.output, request.tier, origin, names.join(QStringLiteral(", "))));
    return kDone;
}

// The acceptance kit of a tier (core/plan/LaunchKit.h): the files written into -o DIR, each
// atomically, the scripts executable. A frozen quote's kit is the one frozen with it (its tier
// only: the other tiers were not sold); else the kit of today's plan, exit 1 when no build
// satisfies the workload.
int runKit(const Request &request)
{
    if (const Result<void> language = useLanguage(request.language); !language) {
        return failWith(language.diagnostic());
    }
    Catalog catalog;
    if (const auto opened = openCatalog(catalog, request, Catalog::Mode::ReadWrite); !opened) {
        return failWith(opened.diagnostic());
    }
    const QString consequence = QStringLiteral("no kit was written");
    int exitCode = kDone;
    const auto loaded = loadQuoteOrWorkload(catalog, request.input, consequence, exitCode);
    if (!loaded) {
        return exitCode;
    }
    if (const auto &frozen = loaded->quote.frozen; frozen && frozen->kit) {
        if (frozen->tier != request.tier.toStdString()) {
            return failWith(Diagnostic::badInput(
                inputFileName(request.input),
                QStringLiteral("the quote is frozen on the %1 tier: its kit is that tier's (--tier %1); %2")
                    .arg(QString::fromStdString(frozen->tier), consequence)));
        }
        return writeKit(request, *frozen->kit, loaded->quote.workload,
                        QStringLiteral(" as frozen on %1").arg(QString::fromStdString(frozen->priceDate)));
    }
    const auto outcome = computePlanOutcome(catalog, loaded->quote.workload, withPlanDate({}));
    if (!outcome) {
        return failWith(outcome.diagnostic());
    }
    if (!(*outcome)->plan.feasible) {
        printError(QStringLiteral("rigplan-cli: no build satisfies the workload: no kit was written (rigplan-cli plan says why)"));
        return kNoBuild;
    }
    const Result<LaunchKit> kit = launchKit(**outcome, tierKindFromId(request.tier));
    if (!kit) {
        return failWith(kit.diagnostic());
    }
    return writeKit(request, *kit, (*outcome)->workload, QString());
}

// The engine against the published measured runs: exit 1 when any row is outside its
// tolerance, 2 when a file of the set is wrong (every problem listed with file:line:column).
int runValidate(const Request &request)
{
    Catalog catalog;
    if (const auto opened = openCatalog(catalog, request, Catalog::Mode::ReadWrite); !opened) {
        return failWith(opened.diagnostic());
    }
    // Tables that cannot be read must not turn into "unknown model/GPU" in the set.
    const auto models = catalog.readModels();
    if (!models) {
        return failWith(models.diagnostic());
    }
    const auto gpus = catalog.gpus();
    if (!gpus) {
        return failWith(gpus.diagnostic());
    }
    const bool shipped = request.dir.isEmpty();
    const QString dir = shipped ? QString::fromLatin1(cli::kShippedValidationDir) : request.dir;
    const QString shown = shipped ? QString::fromLatin1(cli::kShippedValidationName) : request.dir;
    const auto rows = cli::readValidationSet(dir, shown, *models, *gpus);
    if (!rows) {
        return failWithIssues(shown, rows.diagnostics(), QStringLiteral("nothing was validated"));
    }
    const std::vector<cli::ValidationResult> results = cli::validateRows(rows->rows);
    bool allPass = true;
    for (const cli::ValidationResult &r : results) {
        allPass = allPass && (r.pass || r.row.fitted); // the accuracy claimed is the unfitted rows'
    }
    if (request.json) {
        printJson(QJsonDocument(cli::validationToJson(results, *rows, shown, request.bySource)));
    } else {
        printText(cli::validationToText(results, *rows, shown, request.bySource));
    }
    return allPass ? kDone : kOutsideTolerance;
}

int runCatalog(const Request &request)
{
    Catalog catalog;
    if (const auto opened = openCatalog(catalog, request, Catalog::Mode::ReadWrite); !opened) {
        return failWith(opened.diagnostic());
    }
    switch (request.command) {
    case Request::Command::CatalogList: {
        const TableDef *table = findTable(request.kind);
        const auto rows = catalog.rows(table->kind);
        if (!rows) {
            return failWith(rows.diagnostic());
        }
        if (request.json) {
            printJson(QJsonDocument(catalogRowsToJson(*table, *rows)));
        } else {
            printText(catalogRowsToText(*table, *rows));
        }
        return kDone;
    }
    case Request::Command::CatalogImport: {
        const Result<ImportSummary> result = catalog.importCsv(request.input);
        const QString fileName = inputFileName(request.input);
        if (!result) {
            for (const QString &line : diagnosticTexts(result.diagnostics(), kMaxListedDiagnostics)) {
                printError(line);
            }
            // A catalog that failed during the import outranks the file's own problems.
            return failWith({worstKind(result.diagnostics()), QString(), QString(), 0, 0,
                             QStringLiteral("import of %1 failed: nothing was changed").arg(fileName)});
        }
        printText(QStringLiteral("imported %1 into %2: %3 added, %4 changed, %5 unchanged\n")
                      .arg(fileName, result->kind)
                      .arg(result->inserted)
                      .arg(result->updated)
                      .arg(result->unchanged));
        return kDone;
    }
    case Request::Command::CatalogExport: {
        if (request.output == QLatin1String("-")) {
            const QByteArray data = catalog.exportCsvData(request.kind, true);
            if (data.isEmpty()) {
                // Empty only when the table could not be read: rows() says why.
                const auto rows = catalog.rows(request.kind);
                return failWith(rows ? Diagnostic::environment(QStringLiteral("cannot export %1").arg(request.kind))
                                     : rows.diagnostic());
            }
            return printBytes(data) ? kDone : exitCodeFor(Diagnostic::Kind::Environment); // checkedExit() says why
        }
        if (const Result<void> exported = catalog.exportCsv(request.kind, request.output); !exported) {
            return failWith(exported.diagnostic());
        }
        return kDone;
    }
    default:
        return failWith(Diagnostic::internal(QStringLiteral("not a catalog command")));
    }
}

// The GPU ids, one a line, for the shell completions (packaging/completions). The catalog is
// opened read-only: completing after a mistyped --catalog must not create, migrate or seed one
// there, so a path that names nothing is an error (which the completions do not show).
int runCompleteGpus(const Request &request)
{
    Catalog catalog;
    if (const auto opened = openCatalog(catalog, request, Catalog::Mode::ReadOnly); !opened) {
        return failWith(opened.diagnostic());
    }
    const auto gpus = catalog.gpus();
    if (!gpus) {
        return failWith(gpus.diagnostic());
    }
    for (const GpuSpec &gpu : *gpus) {
        printText(QString::fromStdString(gpu.id) + QLatin1Char('\n'));
    }
    return kDone;
}

int runModels(const Request &request)
{
    Catalog catalog;
    if (const auto opened = openCatalog(catalog, request, Catalog::Mode::ReadWrite); !opened) {
        return failWith(opened.diagnostic());
    }
    const auto models = catalog.readModels();
    if (!models) {
        return failWith(models.diagnostic());
    }
    if (request.json) {
        printJson(QJsonDocument(modelsToJson(*models)));
    } else {
        printText(modelsToText(*models));
    }
    return kDone;
}

int run(const Result<Request> &parsed)
{
    if (!parsed) {
        return failWith(parsed.diagnostic());
    }
    const Request &request = *parsed;
    switch (request.command) {
    case Request::Command::Usage:
        err() << cli::usageText();
        return exitCodeFor(Diagnostic::Kind::BadInput);
    case Request::Command::Help:
        out() << cli::usageText();
        return kDone;
    case Request::Command::Version:
        out() << "rigplan-cli " << RIGPLAN_VERSION << Qt::endl;
        return kDone;
    case Request::Command::Models:
        return runModels(request);
    case Request::Command::CatalogList:
    case Request::Command::CatalogImport:
    case Request::Command::CatalogExport:
        return runCatalog(request);
    case Request::Command::Estimate:
        return runEstimate(request);
    case Request::Command::Plan:
        return runPlan(request);
    case Request::Command::Report:
        return runReport(request);
    case Request::Command::Validate:
        return runValidate(request);
    case Request::Command::QuoteFreeze:
        return runQuoteFreeze(request);
    case Request::Command::QuoteReprice:
        return runQuoteReprice(request);
    case Request::Command::QuoteNumber:
        return runQuoteNumber(request);
    case Request::Command::Compare:
        return runCompare(request);
    case Request::Command::Kit:
        return runKit(request);
    case Request::Command::Budget:
        return runBudget(request);
    case Request::Command::CompleteGpus:
        return runCompleteGpus(request);
    }
    return failWith(Diagnostic::internal(QStringLiteral("unknown command")));
}

QStringList argumentList(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i) {
        arguments.append(QString::fromLocal8Bit(argv[i]));
    }
    return arguments;
}

} // namespace

int main(int argc, char *argv[])
{
    // `report` draws Qt Charts, which need a QApplication (and so a platform plugin): only that
    // command gets one, on the offscreen platform unless the caller chose another.
    const Result<Request> early = cli::parseArguments(argumentList(argc, argv));
    std::unique_ptr<QCoreApplication> app;
    if (early && early->command == Request::Command::Report) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
            qputenv("QT_QPA_PLATFORM", "offscreen");
        }
        app = makeApplication(argc, argv); // without Qt 6.4's XDG_RUNTIME_DIR warning (Startup.h)
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setApplicationName(QStringLiteral("rigplan-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("RigPlan"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RIGPLAN_VERSION));
    // English plural forms ("1 GPU", "2 GPUs") for the text and the JSON messages; `report`
    // switches to the language it is asked for.
    setLanguage(QStringLiteral("en"));

    return checkedExit(run(cli::parseArguments(QCoreApplication::arguments())));
}
