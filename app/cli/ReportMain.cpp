// SPDX-License-Identifier: GPL-3.0-or-later
// rigplan-report: `rigplan-cli report`, in a program of its own. The PDF needs Qt GUI, Qt
// Widgets and Qt Charts (a QApplication, a platform plugin); loading them is most of what a
// short rigplan-cli command would cost, so only this program links them and rigplan-cli runs
// it (exec, same arguments, same process) for `report`. Output, errors and exit codes are
// rigplan-cli's (CliCommon.h).

#include "CliArgs.h"
#include "CliCommon.h"

#include "Report.h"
#include "Startup.h"
#include "catalog/Catalog.h"
#include "model/ModelCsv.h"
#include "plan/Outcome.h"
#include "quote/Quote.h"
#include "quote/QuoteFormat.h"
#include "quote/Vendor.h"
#include "util/AtomicFile.h"
#include "util/Counted.h"
#include "util/Diagnostic.h"
#include "util/InputFile.h"
#include "workload/WorkloadJson.h"

#include <QApplication>
#include <QFileInfo>

using namespace rigplan;
using namespace rigplan::cli;

namespace {

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
        return failWithIssues(
            input, economicsIssues(input, economics.diagnostics()), QStringLiteral("no report was written"));
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
        options.scenarios.push_back(
            { title.empty() ? QFileInfo(input).fileName().toStdString() : title, input.toStdString(), outcome });
        for (const QuoteScenario &scenario : loaded->quote.scenarios) {
            if (const auto economics = economicsForWorkload(scenario.workload); !economics) {
                return failWithIssues(
                    input, economicsIssues(input, economics.diagnostics()), QStringLiteral("no report was written"));
            }
            auto planned = computePlanOutcome(catalog, scenario.workload, withPlanDate({}));
            if (!planned) {
                return failWith(planned.diagnostic());
            }
            options.scenarios.push_back({ scenario.name, input.toStdString(), std::move(*planned) });
        }
    }
    options.edition = request.edition == QLatin1String("internal") ? ReportEdition::Internal : ReportEdition::Client;
    options.commercial = loaded->quote.commercial;
    options.frozen = loaded->quote.frozen;
    if (!request.vendorPath.isEmpty()) {
        const auto vendor = loadVendorProfileFile(request.vendorPath);
        if (!vendor) {
            return failWithIssues(
                inputFileName(request.vendorPath), vendor.diagnostics(), QStringLiteral("no report was written"));
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
        printError(QStringLiteral("wrote the report to standard output: %1, %2")
                       .arg(countedEnglish(pdf->pages, "page", "pages"), summary));
    } else {
        // A missing folder, no permission or a full disk: the environment failed, as for
        // `catalog export` (exit 3).
        if (const Result<void> written = writeFileAtomically(request.output, pdf->data); !written) {
            return failWith(written.diagnostic());
        }
        printText(QStringLiteral("wrote %1: %2, %3\n")
                      .arg(request.output, countedEnglish(pdf->pages, "page", "pages"), summary));
    }
    return outcome->plan.feasible ? kDone : kNoBuild;
}

} // namespace

int main(int argc, char *argv[])
{
    // Qt Charts draw through a QApplication: on the offscreen platform unless the caller chose another.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    const std::unique_ptr<QApplication> app = makeApplication(argc, argv); // Startup.h
    nameApplication();
    const Result<Request> request = parseArguments(QCoreApplication::arguments());
    if (!request) {
        return checkedExit(failWith(request.diagnostic()));
    }
    if (request->command != Request::Command::Report) {
        return checkedExit(failWith(Diagnostic::badInput(QString(),
            QStringLiteral(
                "rigplan-report writes reports for rigplan-cli report; run rigplan-cli for other commands"))));
    }
    preferSimplifiedChineseGlyphs(); // Han text in the charts (Startup.h)
    return checkedExit(runReport(*request));
}
