// SPDX-License-Identifier: GPL-3.0-or-later
// rigplan-cli: the headless user of rigplan_core. Parses arguments (CliArgs), calls the core,
// prints. Exit codes (docs/cli.md, "Command line"): 0 done; 1 done but no build satisfies the
// workload; every failure is a Diagnostic and leaves through exitCodeFor(): 2 the input you
// gave is wrong, 3 the environment failed (catalog, disk, permissions, an unwritable output —
// standard output included: every command checks its streams before it exits).

#include "Batch.h"
#include "CliArgs.h"
#include "CliCommon.h"
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
#include "plan/WorkloadEstimate.h"
#include "quote/Freeze.h"
#include "quote/Quote.h"
#include "quote/QuoteFormat.h"
#include "quote/Vendor.h"
#include "util/AtomicFile.h"
#include "util/Diagnostic.h"
#include "util/InputFile.h"
#include "util/SafeText.h"
#include "workload/WorkloadJson.h"

#include <QCoreApplication>
#include <QJsonArray>
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
#include <vector>

#include <unistd.h>

using namespace rigplan;
using namespace rigplan::cli;

namespace {
int runEstimate(const Request &request)
{
    Catalog catalog;
    if (const auto opened = openCatalog(catalog, request, Catalog::Mode::ReadWrite); !opened) {
        return failWith(opened.diagnostic());
    }
    const std::string gpuId = request.gpuId.toStdString();
    const auto software = catalog.software();
    if (!software) {
        return failWith(software.diagnostic());
    }
    const auto gpus = catalog.gpus(*software);
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
    EstimateOptions options;
    options.hostExpertMemoryBps = request.hostBandwidthGbps * 1e9; // experts in host memory read from this host
    const WorkloadEstimate answer = estimateWorkload(*workload, *gpu, request.gpuCount, options);
    if (request.json) {
        printJson(QJsonDocument(estimateToJson(*workload, answer.outcomes, *gpu, request.gpuCount, options, request.explain,
                                              &*software, answer.suggestions, answer.capacities)));
    } else {
        printText(estimateToText(*workload, answer.outcomes, *gpu, request.gpuCount, options, request.explain, &*software,
                                 answer.suggestions, answer.capacities));
    }
    return answer.allFit ? kDone : kNoBuild;
}

// A pin's error as the option that gave it ("--pin gpu=x: ...").
Diagnostic asOption(Diagnostic d)
{
    d.message.prepend(QStringLiteral("--"));
    return d;
}

// The pins the search was kept to, as typed: a line before the plan's text, a list in its JSON.
QString pinsLine(const std::vector<PartPin> &pins)
{
    if (pins.empty())
        return {};
    QStringList texts;
    for (const PartPin &pin : pins) {
        texts.append(pinText(pin));
    }
    return QStringLiteral("pinned: %1 (only builds with these parts were searched)\n\n").arg(texts.join(QStringLiteral(", ")));
}

QJsonArray pinsJson(const std::vector<PartPin> &pins)
{
    QJsonArray out;
    for (const PartPin &pin : pins) {
        out.append(pinText(pin));
    }
    return out;
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
    auto read = catalog.snapshot(planCurrency(*workload));
    if (!read) {
        return failWith(read.diagnostic());
    }
    const auto snapshot = pinnedSnapshot(std::move(*read), request.pins);
    if (!snapshot) {
        return failWith(asOption(snapshot.diagnostic()));
    }
    const PlanOptions options = withPlanDate({});
    const PlanResult result = plan(*workload, *snapshot, options);
    if (request.json) {
        QJsonObject answer = planToJson(result, *workload, *snapshot, options, request.explain, &*economics);
        if (!request.pins.empty())
            answer.insert(QStringLiteral("pins"), pinsJson(request.pins));
        printJson(QJsonDocument(answer));
    } else {
        printText(pinsLine(request.pins) + planToText(result, *workload, *snapshot, options, request.explain, &*economics));
    }
    return result.feasible ? kDone : kNoBuild;
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

// The program's arguments byte for byte (a file name need not be UTF-8), for rigplan-report.
char **g_arguments = nullptr;

// `report` is rigplan-report's (ReportMain.cpp): beside rigplan-cli in the build tree, in
// LIBEXECDIR/rigplan when installed. It replaces this process with the same arguments, so its
// output, errors and exit code are the command's. Returns only when it could not be run.
int runReportHelper()
{
    const QDir here(QCoreApplication::applicationDirPath());
    const QStringList candidates = {QDir::cleanPath(here.filePath(QStringLiteral("rigplan-report"))),
                                    QDir::cleanPath(here.filePath(QStringLiteral(RIGPLAN_REPORT_HELPER_FROM_BINDIR)))};
    for (const QString &path : candidates) {
        if (QFileInfo(path).isExecutable()) {
            const QByteArray file = QFile::encodeName(path);
            out().flush();
            ::execv(file.constData(), g_arguments);
            return failWith(Diagnostic::environment(
                QStringLiteral("cannot run the report program %1: %2").arg(path, QString::fromLocal8Bit(std::strerror(errno)))));
        }
    }
    return failWith(Diagnostic::environment(QStringLiteral("the report program is missing (looked for %1); reinstall RigPlan")
                                                .arg(candidates.join(QStringLiteral(" and ")))));
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
        return request.batch ? runEstimateBatch(request) : runEstimate(request);
    case Request::Command::Plan:
        return request.batch ? runPlanBatch(request) : runPlan(request);
    case Request::Command::Report:
        return runReportHelper();
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


} // namespace

int main(int argc, char *argv[])
{
    // Qt Core only: `report`, which needs Qt GUI, runs rigplan-report (runReportHelper()).
    g_arguments = argv;
    QCoreApplication app(argc, argv);
    nameApplication();
    // English plural forms ("1 GPU", "2 GPUs") for the text and the JSON messages; `kit`
    // switches to the language it is asked for.
    setLanguage(QStringLiteral("en"));

    return checkedExit(run(cli::parseArguments(QCoreApplication::arguments())));
}
