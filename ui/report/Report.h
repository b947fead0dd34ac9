// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The configuration report: a paged PDF (or a print-out) of one plan for a customer — cover,
// requirements, the three tiers side by side and one section per tier, the comparison charts
// (vector graphics, the same code as the app's charts), method and assumptions. An infeasible
// plan still gets a report: the requirements, why nothing fits and what would.
//
// Laid out with QTextDocument from escaped HTML (every user and catalog string goes through
// toHtmlEscaped), paged by hand so each page gets a header and an "n / N" footer. Fonts are
// embedded: DejaVu Sans for English, Noto Sans CJK SC for Chinese (each falls back to the other).
//
// Needs a QApplication (Qt Charts draws through QGraphicsWidget); the CLI creates one on the
// offscreen platform for `rigplan-cli report`.

#include "plan/Compare.h"
#include "plan/Outcome.h"
#include "quote/Quote.h"
#include "quote/Vendor.h"
#include "util/Diagnostic.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDate>
#include <QPageSize>
#include <QString>

#include <optional>
#include <vector>

QT_BEGIN_NAMESPACE
class QPagedPaintDevice;
QT_END_NAMESPACE

namespace rigplan {

class Catalog;

// Where a catalog part's specifications come from (the catalog row's source and source_date).
struct PartSource {
    QString kind; // catalog kind: "gpus", "cpus", "platforms", "psus", "memory", "storage"
    QString id;
    QString name;
    QString source;
    QString date; // ISO yyyy-mm-dd
};

// The spec sources of every part the plan's tiers use (GPUs first, then the other parts in
// BOM order, each once), read from `catalog` on the calling thread. Empty when the catalog
// cannot be read.
std::vector<PartSource> specSourcesFor(const Catalog &catalog, const PlanOutcome &outcome);


// Who the report is for. The client's edition is what a vendor sends: the vendor and the
// customer, the offer with its commercial lines and totals, what the machine will do,
// assumptions, terms and a signature block — never costs, margins, price sources, estimate
// marks, formulas or rejected alternatives. The internal edition is the full method with all
// of those, and the costs and margins of a frozen quote.
enum class ReportEdition : std::uint8_t { Client, Internal };

// Everything the report prints besides the plan and the quote is given here by the caller: the
// report reads no settings and does not follow the application's language by itself.
struct ReportOptions {
    QString language = QStringLiteral("en");       // "en" | "zh_CN": the language it is written in
    QPageSize::PageSizeId pageSize = QPageSize::A4; // A4 or Letter (any QPageSize works)
    QString preparedBy;                            // wins over the quote's (rigplan-cli report --prepared-by)
    QString defaultPreparedBy;                     // when neither names anyone (the app's File → Prepared By…)
    QDate date;                                    // invalid: the quote's date, else today
    bool charts = true;                            // the comparison charts (need a feasible plan)
    std::vector<PartSource> specSources;           // from specSourcesFor(); printed under "Sources"
    ReportEdition edition = ReportEdition::Client;
    std::optional<VendorProfile> vendor;           // the cover, the terms and the footer carry it
    QuoteCommercial commercial;                    // the quote's services, discount and tax
    std::optional<FrozenQuote> frozen;             // a frozen quote prints its lines, not today's prices
    QDate today;                                   // invalid: the current date (an expired quote says so)
    // The quote's scenarios planned (its workload first): with two or more, the internal edition
    // prints them side by side ("Scenarios compared"); the client's edition never does.
    std::vector<ScenarioOutcome> scenarios;
};

// Page sizes the CLI accepts by name ("A4", "Letter", case-insensitive); nullopt-like
// QPageSize::Custom for anything else.
QPageSize::PageSizeId reportPageSizeFromName(const QString &name);

// Lays the report out for `device` (a QPdfWriter or a QPrinter, page size and margins already
// set) and paints every page, calling device->newPage() between pages. Switches the
// translations to options.language for the duration when it differs from the current one. Returns the
// number of pages painted. Fails with BadInput for a language RigPlan does not have or a page
// too small for the report, Environment when the device refuses a page, Internal when a
// shipped translation does not load.
Result<int> paintReport(QPagedPaintDevice *device, const PlanOutcome &outcome, const QuoteInfo &quote,
                        const ReportOptions &options);

struct ReportPdf {
    QByteArray data; // the whole PDF
    int pages = 0;
};
// The whole PDF in memory; paintReport()'s diagnostics on failure.
Result<ReportPdf> renderReportPdf(const PlanOutcome &outcome, const QuoteInfo &quote, const ReportOptions &options);

// Renders in memory, then replaces `path` atomically (writeFileAtomically): a full disk or an
// unwritable folder leaves no half-written file and any previous file as it was (Environment,
// exit 3). Every failure's diagnostic names `path`.
Result<void> writeReportPdf(const PlanOutcome &outcome, const QuoteInfo &quote, const ReportOptions &options,
                            const QString &path);

} // namespace rigplan
