// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReportContent.h"

#include "plan/LaunchKit.h"
#include "plan/LaunchKitFiles.h"
#include "ReportSoftware.h"

#include "Format.h"
#include "ReportHtml.h"
#include "ReportLab.h"
#include "quote/Freeze.h"
#include "util/Money.h"
#include "util/SafeText.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <set>

namespace rigplan {

using reporthtml::esc;
using reporthtml::heading;
using reporthtml::paragraph;
namespace {


QString integer(std::int64_t value)
{
    return QLocale().toString(static_cast<qlonglong>(value));
}

// A bill-of-materials item: the part's name, and for drives the volume they make (three lines of
// the same SSD are the system, project and data volumes, not one part listed three times).
QString bomItem(const BomLine &line)
{
    const QString name = qs(line.name);
    if (line.kind != PartKind::Storage || line.volume < 0 || line.volume >= kVolumes) {
        return name;
    }
    //: bill-of-materials item: {part} — {System volume / Project volume / Data volume}
    return ReportContent::tr("%1 — %2", "drive — the volume it makes").arg(name, Format::volumeName(Volume(line.volume)));
}

// "3" for 3 years, "2.5" for two and a half.
QString shortNumber(double value)
{
    return Format::number(value, value == std::floor(value) ? 0 : 1);
}

// A table of plain-text cells (escaped here). Numbers are right-aligned and kept on one line.
class HtmlTable {
    static constexpr int kNoWrapChars = 20; // escaped characters
public:
    enum Align { Left, Right };
    struct Column {
        QString header;
        int widthPercent = 0; // 0 = automatic
        Align align = Left;
    };

    explicit HtmlTable(QList<Column> columns, const QString &cssClass = QStringLiteral("grid"))
        : m_columns(std::move(columns))
        , m_class(cssClass)
    {
    }

    void addRow(const QStringList &cells, bool emphasis = false)
    {
        QStringList html;
        for (const QString &cell : cells) {
            html.append(esc(cell));
        }
        addRowHtml(html, emphasis);
    }

    // Cells already escaped (for the few that carry markup).
    void addRowHtml(const QStringList &cells, bool emphasis = false)
    {
        m_body += QStringLiteral("<tr>");
        for (int i = 0; i < cells.size(); ++i) {
            const Column column = i < m_columns.size() ? m_columns.at(i) : Column{};
            const QString cell = emphasis ? QStringLiteral("<b>%1</b>").arg(cells.at(i)) : cells.at(i);
            // Without a header row the first row carries the column widths.
            const QString width = m_rows == 0 && !hasHeader() && column.widthPercent > 0
                ? QStringLiteral(" width=\"%1%\"").arg(column.widthPercent)
                : QString();
            // A short figure stays on one line ("11,689.00 USD"); a longer text may wrap, so
            // that it cannot squeeze the other columns.
            const bool keepWhole = column.align == Right && cell.size() <= kNoWrapChars;
            m_body += QStringLiteral("<td%1%2%3>%4</td>")
                          .arg(width, column.align == Right ? QStringLiteral(" align=\"right\"") : QString(),
                               keepWhole ? QStringLiteral(" class=\"num\"") : QString(), cell);
        }
        m_body += QStringLiteral("</tr>\n");
        ++m_rows;
    }

    int rows() const { return m_rows; }

    bool hasHeader() const
    {
        return std::any_of(m_columns.begin(), m_columns.end(), [](const Column &c) { return !c.header.isEmpty(); });
    }

    QString html() const
    {
        QString out = QStringLiteral("<table class=\"%1\" width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" border=\"1\">\n")
                          .arg(m_class);
        if (hasHeader()) {
            out += QStringLiteral("<thead><tr>");
            for (const Column &c : m_columns) {
                const QString width = c.widthPercent > 0 ? QStringLiteral(" width=\"%1%\"").arg(c.widthPercent) : QString();
                out += QStringLiteral("<th%1 align=\"%2\">%3</th>")
                           .arg(width, c.align == Right ? QStringLiteral("right") : QStringLiteral("left"), esc(c.header));
            }
            out += QStringLiteral("</tr></thead>\n");
        }
        out += m_body;
        out += QStringLiteral("</table>\n");
        return out;
    }

private:
    QList<HtmlTable::Column> m_columns;
    QString m_class;
    QString m_body;
    int m_rows = 0;
};

QString bulletList(const QStringList &items)
{
    QString out = QStringLiteral("<ul>\n");
    for (const QString &item : items) {
        out += QStringLiteral("<li>%1</li>\n").arg(esc(item));
    }
    return out + QStringLiteral("</ul>\n");
}

QString precisionText(Precision p)
{
    return Format::precisionName(p);
}

} // namespace

const std::vector<ReportContent::SectionEntry> &ReportContent::sections()
{
    // The order of the report. Each section decides for itself whether it has something to
    // say (a feasible plan, a frozen quote); a new one is a row here.
    static const std::vector<SectionEntry> list{
        {BothEditions, &ReportContent::cover},
        {InternalOnly, &ReportContent::internalCommercial},
        {InternalOnly, &ReportContent::requirements},
        {InternalOnly, &ReportContent::overview},
        {ClientOnly, &ReportContent::offer},
        {ClientOnly, &ReportContent::machine},
        {BothEditions, &ReportContent::chartsSection},
        {InternalOnly, &ReportContent::tierSections},
        {InternalOnly, &ReportContent::infeasible},
        {ClientOnly, &ReportContent::clientInfeasible},
        {InternalOnly, &ReportContent::comparison}, // the engineer's what-ifs, never the client's
        {InternalOnly, &ReportContent::method},
        {ClientOnly, &ReportContent::assumptions},
        {ClientOnly, &ReportContent::acceptance},
        {ClientOnly, &ReportContent::terms},
        {ClientOnly, &ReportContent::signature},
    };
    return list;
}

ReportContent::ReportContent(const PlanOutcome &outcome, const QuoteInfo &quote, const ReportOptions &options,
                             const QString &preparedBy, const QDate &date)
    : m_outcome(outcome)
    , m_quote(quote)
    , m_options(options)
    , m_preparedBy(preparedBy)
    , m_date(date)
    , m_currency(options.frozen ? qs(options.frozen->currency)
                 : outcome.plan.currency.empty() ? planCurrency(outcome.workload)
                                                 : qs(outcome.plan.currency))
{
    const QString title = outcome.workload.title.empty() ? tr("Workstation configuration") : qs(outcome.workload.title);
    // The page header is drawn as plain text, not through esc().
    m_facts.title = documentSafe(title);
    m_facts.quoteLabel = documentSafe(quote.number.empty() ? qs(outcome.workload.customer)
                                                           : tr("Quote %1").arg(qs(quote.number)));
    if (client()) {
        const QString vendor = m_options.vendor ? qs(m_options.vendor->company) : QString();
        m_facts.footer = documentSafe(vendor.isEmpty() ? tr("Quotation, %1").arg(m_date.toString(Qt::ISODate))
                                                       : tr("%1 — quotation, %2").arg(vendor, m_date.toString(Qt::ISODate)));
    } else {
        m_facts.footer = tr("RigPlan configuration report, %1 — internal edition, not for the customer")
                             .arg(m_date.toString(Qt::ISODate));
    }
    if (m_options.frozen) {
        m_liveMatchesFrozen = frozenBuildIsCurrent(outcome, *m_options.frozen);
    }
    const Editions edition = client() ? ClientOnly : InternalOnly;
    for (const SectionEntry &section : sections()) {
        if (section.editions & edition) {
            (this->*section.write)();
        }
    }
    m_html = reporthtml::keepUnitsTogether(m_html);
}

QByteArray ReportContent::logo() const
{
    return m_options.vendor ? m_options.vendor->logo : QByteArray();
}

TierKind ReportContent::frozenTier() const
{
    return tierFromId(m_options.frozen->tier).value_or(TierKind::Mainstream);
}

QString ReportContent::frozenMoney(std::int64_t minor) const
{
    return Format::money(minor, m_options.frozen ? qs(m_options.frozen->currency) : m_currency);
}

void ReportContent::comparison()
{
    m_html += comparisonReportHtml(m_options.scenarios); // scenarios side by side (ReportLab.h)
}

void ReportContent::tierSections()
{
    if (!feasible()) {
        return;
    }
    for (std::size_t i = 0; i < m_outcome.plan.tiers.size(); ++i) {
        tierSection(i);
    }
}

QString ReportContent::money(std::int64_t minor) const
{
    return Format::money(minor, m_currency);
}

QString ReportContent::jobLabel(std::size_t index) const
{
    const Job &job = m_outcome.workload.jobs[index];
    if (!job.name.empty()) {
        return qs(job.name);
    }
    const QString model = job.model.name.empty() ? qs(job.model.id) : qs(job.model.name);
    return tr("Job %1: %2 %3", "job number, Training/Serving, model")
        .arg(QString::number(index + 1), Format::jobKindName(job.kind), model);
}

QString ReportContent::gpuLine(const Build &build) const
{
    const GpuSpec &gpu = m_outcome.snapshot().gpus[std::size_t(build.gpu)];
    return tr("%1 × %2 (%3 each)", "GPU count × GPU name (memory)")
        .arg(QString::number(build.gpuCount), qs(gpu.name), Format::gibibytes(gpu.memoryBytes));
}

void ReportContent::cover()
{
    const Workload &w = m_outcome.workload;
    const VendorProfile *vendor = m_options.vendor ? &*m_options.vendor : nullptr;
    if (vendor && !vendor->logo.isEmpty()) {
        m_html += QStringLiteral("<p><img src=\"rigplan-logo:\" /></p>\n");
    }
    if (vendor && !vendor->company.empty()) {
        QStringList lines{QStringLiteral("<b>%1</b>").arg(esc(qs(vendor->company)))};
        for (const std::string *text : {&vendor->address, &vendor->contact}) {
            for (const QString &line : qs(*text).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
                lines << esc(line);
            }
        }
        if (!vendor->taxId.empty()) {
            lines << esc(tr("Tax id: %1").arg(qs(vendor->taxId)));
        }
        m_html += QStringLiteral("<p>%1</p>\n").arg(lines.join(QStringLiteral("<br/>")));
    }
    const QString kicker = client() ? tr("Quotation") : tr("Workstation configuration report — internal edition");
    // Below a vendor block the title needs no drop of its own: the cover stays one page.
    const bool vendorBlock = vendor && (!vendor->company.empty() || !vendor->logo.isEmpty());
    m_html += QStringLiteral("<p class=\"%1\">%2</p>\n").arg(vendorBlock ? QStringLiteral("kickertop") : QStringLiteral("kicker"), esc(kicker));
    m_html += QStringLiteral("<p class=\"covertitle\">%1</p>\n").arg(esc(m_facts.title));
    if (!w.customer.empty()) {
        m_html += QStringLiteral("<p class=\"covercustomer\">%1</p>\n").arg(esc(tr("Prepared for %1").arg(qs(w.customer))));
    }
    const QDate today = m_options.today.isValid() ? m_options.today : QDate::currentDate();
    if (quoteExpired(m_quote, today)) {
        const QDate until = quoteValidUntil(m_quote);
        m_html += QStringLiteral("<p class=\"alert\">%1</p>\n")
                      .arg(esc(until.isValid() ? tr("This quote expired on %1: its prices no longer hold.").arg(until.toString(Qt::ISODate))
                                               : tr("This quote is marked expired: its prices no longer hold.")));
    }
    HtmlTable facts({{QString(), 30, HtmlTable::Left}, {QString(), 70, HtmlTable::Left}}, QStringLiteral("facts"));
    facts.addRow({tr("Customer"), w.customer.empty() ? tr("not given") : qs(w.customer)});
    if (!m_quote.contact.empty()) {
        facts.addRow({tr("Contact"), qs(m_quote.contact)});
    }
    facts.addRow({tr("Quote number"), m_quote.number.empty() ? tr("draft (no number yet)") : qs(m_quote.number)});
    facts.addRow({tr("Date"), m_date.toString(Qt::ISODate)});
    facts.addRow({tr("Valid until"),
                  tr("%1 (%n day(s) from the date)", "", m_quote.validDays)
                      .arg(m_date.addDays(m_quote.validDays).toString(Qt::ISODate))});
    if (m_quote.status != QuoteStatus::Draft) {
        facts.addRow({tr("Status"), Format::quoteStatusName(m_quote.status)});
    }
    facts.addRow({tr("Prepared by"), m_preparedBy.isEmpty() ? tr("not given") : m_preparedBy});
    const std::string rateDate = m_options.frozen ? m_options.frozen->rateDate : m_outcome.plan.rateDate;
    facts.addRow({tr("Currency"), rateDate.empty() ? tr("All prices in %1").arg(m_currency)
                                                   : tr("All prices in %1; exchange rates of %2").arg(m_currency, qs(rateDate))});
    m_html += facts.html();
    if (!m_quote.notes.empty()) {
        m_html += heading(3, tr("Notes"));
        for (const QString &line : qs(m_quote.notes).split(QLatin1Char('\n'))) {
            m_html += paragraph(line);
        }
    }

    m_html += heading(2, tr("Summary"));
    const PlanResult &plan = m_outcome.plan;
    if (client() && m_options.frozen) {
        const FrozenBuild &b = m_options.frozen->build;
        const QuoteTotals totals = computeTotals(m_options.frozen->lines, m_options.commercial.discount,
                                                 m_options.commercial.tax ? m_options.commercial.tax->rate : 0);
        m_html += paragraph(tr("We offer the %1 build: %2 × %3 in %4, for %5 including tax (%6 before tax).")
                                .arg(Format::tierName(frozenTier()),
                                     QString::number(b.gpuCount), qs(b.gpuName), qs(b.platformName),
                                     totals.overflow ? QStringLiteral("—") : frozenMoney(totals.grossMinor),
                                     totals.overflow ? QStringLiteral("—") : frozenMoney(totals.netMinor)));
    } else if (feasible()) {
        m_html += paragraph(client()
                                ? tr("We propose the builds below for the work described in this quotation; the "
                                     "following pages give their parts and prices and what each machine will do.")
                                : tr("RigPlan proposes the builds below for the workload described in this report. "
                                     "Each was chosen from %n buildable configuration(s) evaluated against the "
                                     "requirements; the sections that follow give the parts, the figures behind them "
                                     "and the sources of every price and specification.",
                                     "", int(std::min<std::int64_t>(plan.candidates, 1'000'000'000))));
        HtmlTable summary({{tr("Tier"), 20, HtmlTable::Left},
                           {tr("GPUs"), 50, HtmlTable::Left},
                           {tr("Price"), 30, HtmlTable::Right}});
        for (const Tier &t : plan.tiers) {
            const QString name = !t.sameAs
                ? Format::tierName(t.kind)
                : tr("%1 (same build as %2)").arg(Format::tierName(t.kind), Format::tierName(*t.sameAs));
            summary.addRow({name, gpuLine(t.build), money(t.build.priceMinor)});
        }
        m_html += summary.html();
    } else {
        m_html += QStringLiteral("<p class=\"alert\">%1</p>\n")
                      .arg(esc(tr("No build is offered: no workstation in the catalog satisfies every requirement "
                                  "of this workload. The report explains what fails and what would work.")));
    }
}

void ReportContent::jobRequirement(std::size_t index)
{
    const Job &job = m_outcome.workload.jobs[index];
    const QString model = job.model.name.empty() ? qs(job.model.id) : qs(job.model.name);
    const double params = double(job.model.params);
    const QString paramsText = params >= 1e9 ? tr("%1 billion parameters").arg(Format::number(params / 1e9, 1))
                                             : tr("%1 million parameters").arg(Format::number(params / 1e6, 1));
    m_html += heading(3, jobLabel(index));
    QStringList sentences;
    HtmlTable table({{tr("Parameter"), 40, HtmlTable::Left}, {tr("Value"), 60, HtmlTable::Left}}, QStringLiteral("params"));
    table.addRow({tr("Kind"), Format::jobKindName(job.kind)});
    table.addRow({tr("Model"), job.modelSpec.empty() ? tr("%1 (%2)").arg(model, qs(job.model.id))
                                                      : tr("%1 (given in the workload)").arg(model)});
    table.addRow({tr("Parameters"), paramsText});
    if (job.kind == JobKind::Training) {
        const TrainingJob &t = job.training;
        sentences << tr("%1 of %2 (%3) in %4 with the %5 optimizer.")
                         .arg(Format::methodName(t.method), model, paramsText, precisionText(t.precision),
                              Format::optimizerName(t.optimizer));
        if (t.method != TrainMethod::Full) {
            QStringList targets;
            for (const std::string &target : t.loraTargets) {
                targets << qs(target);
            }
            sentences << tr("Adapters of rank %1 on %2.").arg(integer(t.loraRank), targets.join(QStringLiteral(", ")));
        }
        if (t.trainTokens > 0) {
            sentences << tr("One run trains on %1 tokens in sequences of %2 tokens.")
                             .arg(integer(t.trainTokens), integer(t.sequenceLength));
        } else {
            sentences << tr("Sequences of %1 tokens; no training length given, so no run time is estimated.")
                             .arg(integer(t.sequenceLength));
        }
        if (t.maxHours > 0) {
            sentences << tr("Target: a run finishes within %1.").arg(Format::hours(t.maxHours));
        }
        table.addRow({tr("Method"), Format::methodName(t.method)});
        table.addRow({tr("Precision"), precisionText(t.precision)});
        table.addRow({tr("Optimizer"), Format::optimizerName(t.optimizer)});
        table.addRow({tr("ZeRO stage (as given)"), QString::number(t.zeroStage)});
        const QString offload = t.offload == Offload::None ? tr("none")
            : t.offload == Offload::Optimizer             ? tr("optimizer state")
                                                           : tr("optimizer state and parameters");
        table.addRow({tr("Offload"), t.offload == Offload::None
                                         ? offload
                                         : tr("%1 to %2").arg(offload, t.offloadTarget == OffloadTarget::Cpu
                                                                           ? tr("CPU memory")
                                                                           : tr("NVMe storage"))});
        table.addRow({tr("Sequence length"), tr("%1 tokens").arg(integer(t.sequenceLength))});
        table.addRow({tr("Micro-batch × gradient accumulation"),
                      tr("%1 × %2").arg(integer(t.microBatch), integer(t.gradientAccumulation))});
        const QString recompute = t.activationCheckpointing == Recompute::None ? tr("none")
            : t.activationCheckpointing == Recompute::Selective               ? tr("selective")
            : t.activationCheckpointing == Recompute::SelectiveOp             ? tr("selective (per operation)")
            : t.checkpointEvery > 1 ? tr("full, every %1th layer").arg(t.checkpointEvery)
                                    : tr("full");
        table.addRow({tr("Activation checkpointing"), recompute});
        table.addRow({tr("Flash attention"), t.flashAttention ? tr("yes") : tr("no")});
        table.addRow({tr("Tensor × pipeline parallel (as given)"),
                      tr("%1 × %2").arg(QString::number(t.tensorParallel), QString::number(t.pipelineParallel))});
        if (t.method != TrainMethod::Full) {
            table.addRow({tr("LoRA rank"), integer(t.loraRank)});
        }
        table.addRow({tr("Tokens per run"), t.trainTokens > 0 ? integer(t.trainTokens) : tr("not given")});
        table.addRow({tr("Target run time"), t.maxHours > 0 ? Format::hours(t.maxHours) : tr("none")});
    } else {
        const InferenceJob &i = job.inference;
        sentences << tr("Serve %1 (%2) with %3 weights and an %4 KV cache to %Ln concurrent user(s), each with "
                        "up to %5 tokens of context (%6 prompt and %7 output tokens per request).",
                        "", int(i.concurrency))
                         .arg(model, paramsText, precisionText(i.weights), precisionText(i.kvCache),
                              integer(i.contextLength), integer(i.promptTokens), integer(i.outputTokens));
        if (i.minTokensPerSPerUser > 0) {
            sentences << tr("Target: each user sees at least %1.").arg(Format::tokensPerSecond(i.minTokensPerSPerUser));
        }
        if (i.maxTtftS > 0) {
            sentences << tr("Target: the first token arrives within %1 s.").arg(Format::number(i.maxTtftS, 1));
        }
        table.addRow({tr("Weights"), precisionText(i.weights)});
        table.addRow({tr("KV cache"), precisionText(i.kvCache)});
        table.addRow({tr("Context length"), tr("%1 tokens").arg(integer(i.contextLength))});
        table.addRow({tr("Concurrent users"), integer(i.concurrency)});
        table.addRow({tr("Prompt / output tokens"), tr("%1 / %2").arg(integer(i.promptTokens), integer(i.outputTokens))});
        table.addRow({tr("Tokens/s per user (target)"),
                      i.minTokensPerSPerUser > 0 ? Format::tokensPerSecond(i.minTokensPerSPerUser) : tr("none")});
        table.addRow({tr("Time to first token (target)"),
                      i.maxTtftS > 0 ? tr("%1 s").arg(Format::number(i.maxTtftS, 1)) : tr("none")});
        table.addRow({tr("Tensor parallel (as given)"),
                      i.tensorParallel > 0 ? QString::number(i.tensorParallel) : tr("chosen by the planner")});
        table.addRow({tr("Usable share of GPU memory"), Format::percent(i.gpuMemoryUtilization)});
    }
    m_html += paragraph(sentences.join(QLatin1Char(' ')));
    m_html += table.html();
}

void ReportContent::requirements()
{
    const Workload &w = m_outcome.workload;
    m_html += heading(1, tr("Requirements"), true);
    m_html += paragraph(w.jobs.size() > 1 && w.concurrent
                            ? tr("%n job(s), all running at the same time on the machine.", "", int(w.jobs.size()))
                            : tr("%n job(s), one at a time on the machine.", "", int(w.jobs.size())));
    for (std::size_t i = 0; i < w.jobs.size(); ++i) {
        jobRequirement(i);
    }

    m_html += heading(3, tr("Site and budget"));
    HtmlTable site({{QString(), 40, HtmlTable::Left}, {QString(), 60, HtmlTable::Left}}, QStringLiteral("params"));
    QString outlet;
    if (w.site.outletW > 0) {
        outlet = tr("custom circuit: %1 continuous").arg(Format::watts(double(w.site.outletW)));
    } else if (const Outlet *o = findOutlet(w.site.outlet)) {
        outlet = tr("%1: %2 V, %3 A, %4 continuous")
                     .arg(qs(o->id), QString::number(o->volts), QString::number(o->amps), Format::watts(double(o->continuousW)));
    } else {
        outlet = tr("not given (wall power is reported, not limited)");
    }
    site.addRow({tr("Wall outlet"), outlet});
    site.addRow({tr("Environment"), Format::environmentName(w.site.environment)});
    const std::string market = plantext::market(m_outcome.textContext(), m_outcome.plan);
    site.addRow({tr("Country"), market.empty() ? tr("not given (no part is left out)") : qs(market)});
    site.addRow({tr("Budget"), w.budget.set ? tr("at most %1").arg(Format::money(budgetMaxMinor(w.budget), qs(w.budget.currency)))
                                             : tr("none given")});
    m_html += site.html();
    const std::vector<std::string> left = plantext::notOffered(m_outcome.textContext(), m_outcome.plan);
    if (!left.empty()) {
        m_html += heading(3, tr("Not offered in this country"));
        for (const std::string &line : left) {
            m_html += paragraph(qs(line));
        }
    }
}

void ReportContent::overview()
{
    if (!feasible()) {
        return;
    }
    const PlanResult &plan = m_outcome.plan;
    const CatalogSnapshot &snap = m_outcome.snapshot();
    m_html += heading(1, tr("The builds side by side"), true);
    QList<HtmlTable::Column> columns{{QString(), 22, HtmlTable::Left}};
    const int width = 78 / int(plan.tiers.size());
    for (const Tier &t : plan.tiers) {
        columns.append({!t.sameAs ? Format::tierName(t.kind)
                                  : tr("%1 (= %2)").arg(Format::tierName(t.kind), Format::tierName(*t.sameAs)),
                        width, HtmlTable::Left});
    }
    HtmlTable table(columns, QStringLiteral("compare"));
    const auto row = [&](const QString &label, auto &&cell, bool emphasis = false) {
        QStringList cells{label};
        for (std::size_t i = 0; i < plan.tiers.size(); ++i) {
            cells.append(cell(i, plan.tiers[i].build));
        }
        table.addRow(cells, emphasis);
    };
    row(tr("Price"), [&](std::size_t, const Build &b) { return money(b.priceMinor); }, true);
    row(tr("GPUs"), [&](std::size_t, const Build &b) { return gpuLine(b); });
    if (m_outcome.workload.concurrent && m_outcome.workload.jobs.size() > 1) {
        const PlanTextContext words = m_outcome.textContext();
        row(tr("GPUs per job"), [&](std::size_t, const Build &b) { return qs(plantext::gpuAssignment(words, b)); });
    }
    row(tr("Platform"), [&](std::size_t, const Build &b) { return qs(snap.platforms[std::size_t(b.platform)].name); });
    row(tr("CPU"), [&](std::size_t, const Build &b) {
        const int sockets = snap.platforms[std::size_t(b.platform)].cpuSockets;
        const QString name = qs(snap.cpus[std::size_t(b.cpu)].name);
        return sockets > 1 ? tr("%1 × %2").arg(QString::number(sockets), name) : name;
    });
    // System memory in GiB, as its DIMMs are counted (a "32 GB" module holds 32 GiB).
    row(tr("System memory"), [&](std::size_t, const Build &b) { return Format::gibibytes(b.memoryBytes, 0); });
    row(tr("Storage"), [&](std::size_t, const Build &b) { return Format::gigabytes(b.storageBytes, 0); });
    row(tr("Power supply"), [&](std::size_t, const Build &b) {
        return b.psu >= 0 ? tr("%1 × %2").arg(QString::number(b.psuCount), qs(snap.psus[std::size_t(b.psu)].name)) : QString();
    });
    row(tr("Wall power"), [&](std::size_t, const Build &b) { return Format::watts(b.wallW); });
    row(tr("Relative speed"), [&](std::size_t, const Build &b) { return Format::percent(b.score); });
    row(tr("Tightest GPU memory headroom"), [&](std::size_t, const Build &b) { return Format::percent(b.headroom); });
    row(tr("Targets"), [&](std::size_t, const Build &b) { return b.targetsMet ? tr("all met") : tr("some missed"); });
    if (m_outcome.economics && m_outcome.tierEconomics.size() == plan.tiers.size()) {
        row(tr("Cost of ownership over %1").arg(Format::years(m_outcome.economics->years)),
            [&](std::size_t i, const Build &) {
                const TierEconomics &e = m_outcome.tierEconomics[i];
                return e.outOfRange ? QStringLiteral("—") : money(e.tcoMinor); // no wrapped figure
            });
        row(tr("Energy per year"), [&](std::size_t i, const Build &) {
            return tr("%1 kWh").arg(Format::number(m_outcome.tierEconomics[i].yearlyEnergyWithCoolingKwh, 0));
        });
    }
    for (std::size_t j = 0; j < m_outcome.workload.jobs.size(); ++j) {
        row(tr("%1: speed").arg(jobLabel(j)), [&](std::size_t, const Build &b) {
            const auto &jobs = b.jobOutcomes();
            if (j >= jobs.size()) {
                return QString();
            }
            const JobOutcome &o = jobs[j];
            if (o.kind == JobKind::Training) {
                return o.training.hours > 0 ? tr("%1, %2 per run").arg(Format::tokensPerSecond(o.training.tokensPerS),
                                                                       Format::hours(o.training.hours))
                                            : Format::tokensPerSecond(o.training.tokensPerS);
            }
            return tr("%1 per user, %2 in total")
                .arg(Format::tokensPerSecond(o.inference.decodeTokensPerSPerUser),
                     Format::tokensPerSecond(o.inference.aggregateTokensPerS));
        });
    }
    m_html += table.html();
    m_html += paragraph(tr("Entry is the least expensive build that passes every hard check; mainstream also meets "
                           "every target with at least %1 of usable GPU memory free for every job; "
                           "high-performance is the fastest build that passes every check. Relative speed is the "
                           "geometric mean over the jobs of each job's throughput relative to the fastest build "
                           "that passes.")
                            .arg(Format::percent(m_outcome.options.mainstreamHeadroom)),
                        QStringLiteral("small"));
}

void ReportContent::chartsSection()
{
    if (!m_options.charts || !feasible() || (client() && m_options.frozen)) {
        return; // the charts compare every tier: a client who was offered one build sees that one only
    }
    QList<ChartKind> kinds = chartsFor(m_outcome);
    if (client()) {
        // What the machine does; prices and running costs are the offer's, not the charts'.
        kinds.removeAll(ChartKind::Price);
        kinds.removeAll(ChartKind::CostOverTime);
        kinds.removeAll(ChartKind::BuyVsRent);       // the internal edition's, with its tables
        kinds.removeAll(ChartKind::BudgetOverYears);
    }
    if (kinds.isEmpty()) {
        return;
    }
    m_html += heading(1, tr("Comparison charts"), true);
    for (ChartKind kind : kinds) {
        m_html += QStringLiteral("<p class=\"chart\"><img src=\"%1%2\" /></p>\n")
                      .arg(QLatin1String(kChartUrlPrefix), QString::number(m_charts.size()));
        m_charts.append(kind);
    }
}

void ReportContent::memoryTables(const Build &build)
{
    const Workload &w = m_outcome.workload;
    const auto &jobs = build.jobOutcomes();
    // At most two jobs per table so the columns stay readable; more jobs, more tables.
    for (std::size_t first = 0; first < jobs.size(); first += 2) {
        const std::size_t last = std::min(jobs.size(), first + 2);
        QList<HtmlTable::Column> columns{{tr("Per GPU"), 30, HtmlTable::Left}};
        for (std::size_t j = first; j < last; ++j) {
            columns.append({jobLabel(j), int(70 / (last - first)), HtmlTable::Right});
        }
        HtmlTable table(columns);
        const auto row = [&](const QString &label, auto &&value, bool emphasis = false, bool always = true) {
            QStringList cells{label};
            bool any = always;
            for (std::size_t j = first; j < last; ++j) {
                const QString v = value(jobs[j], w.jobs[j]);
                any = any || !v.isEmpty();
                cells.append(v);
            }
            if (any) {
                table.addRow(cells, emphasis);
            }
        };
        const auto bytes = [](std::int64_t MemoryBreakdown::*field) {
            return [field](const JobOutcome &o, const Job &) {
                const std::int64_t v = o.memory().*field;
                return v > 0 ? Format::gigabytes(v, 1) : QString();
            };
        };
        row(tr("Layout"), [](const JobOutcome &o, const Job &) {
            return qs(plantext::layout(o));
        });
        row(tr("Weights"), bytes(&MemoryBreakdown::weightsBytes), false, false);
        row(tr("Gradients"), bytes(&MemoryBreakdown::gradientsBytes), false, false);
        row(tr("Optimizer state"), bytes(&MemoryBreakdown::optimizerBytes), false, false);
        row(tr("Activations"), bytes(&MemoryBreakdown::activationsBytes), false, false);
        row(tr("Logits"), bytes(&MemoryBreakdown::logitsBytes), false, false);
        row(tr("KV cache"), bytes(&MemoryBreakdown::kvCacheBytes), false, false);
        row(tr("ZeRO-3 workspace"), bytes(&MemoryBreakdown::workspaceBytes), false, false);
        row(tr("Runtime overhead"), bytes(&MemoryBreakdown::overheadBytes), false, false);
        row(tr("Total per GPU"), [](const JobOutcome &o, const Job &) { return Format::gigabytes(o.memory().totalBytes, 1); },
            true);
        row(tr("Usable per GPU"), [](const JobOutcome &o, const Job &job) {
            return o.kind == JobKind::Inference
                ? tr("%1 (%2 of %3)").arg(Format::gigabytes(o.memory().usableBytes, 1),
                                         Format::percent(job.inference.gpuMemoryUtilization),
                                         Format::gigabytes(o.memory().capacityBytes, 1))
                : Format::gigabytes(o.memory().usableBytes, 1);
        });
        row(tr("Free (headroom)"), [](const JobOutcome &o, const Job &) {
            return o.fits ? Format::percent(o.headroom) : tr("does not fit");
        });
        m_html += table.html();
    }
}

void ReportContent::tierSection(std::size_t index)
{
    const PlanResult &plan = m_outcome.plan;
    const CatalogSnapshot &snap = m_outcome.snapshot();
    const Tier &tier = plan.tiers[index];
    const Build &b = tier.build;
    // A tier that repeats another build is a short note: no page of its own.
    const PlanTextContext words = m_outcome.textContext();
    m_html += heading(1, tr("%1 build").arg(Format::tierName(tier.kind)), !tier.sameAs);
    if (tier.sameAs) {
        m_html += paragraph(tr("This tier is the same build as the %1 tier (%2 for %3): no other build does better "
                               "on this tier's criterion within the checks. See the %1 section for its parts and "
                               "figures.")
                                .arg(Format::tierName(*tier.sameAs), gpuLine(b), money(b.priceMinor)));
        if (const Tier *other = plan.tier(*tier.sameAs); other && other->build.key == b.key) {
            if (const std::vector<std::string> reasons = plantext::tierReasons(words, plan, tier); !reasons.empty()) {
                m_html += heading(2, tr("Why this build"));
                m_html += bulletList(qsList(reasons));
            }
            return;
        }
    }
    m_html += QStringLiteral("<p class=\"lead\">%1</p>\n")
                  .arg(esc(tr("%1 in %2 for %3")
                               .arg(gpuLine(b), qs(snap.platforms[std::size_t(b.platform)].name), money(b.priceMinor))));

    if (const std::string use = plantext::gpuAssignment(words, b); !use.empty()) {
        m_html += paragraph(tr("The jobs run at the same time, each on GPUs of its own: %1").arg(qs(use)));
    }

    m_html += heading(2, tr("Why this build"));
    QStringList reasons = qsList(plantext::tierReasons(words, plan, tier)) + qsList(plantext::notes(words, b));
    if (!b.targetsMet) {
        for (std::size_t j = 0; j < b.jobOutcomes().size() && j < m_outcome.workload.jobs.size(); ++j) {
            for (const std::string &gap : plantext::gaps(m_outcome.workload.jobs[j], b.jobOutcomes()[j])) {
                reasons << tr("Target missed by %1: %2").arg(jobLabel(j), qs(gap));
            }
        }
    }
    m_html += bulletList(reasons);

    m_html += heading(2, tr("Bill of materials"));
    HtmlTable bom({{tr("Part"), 46, HtmlTable::Left},
                   {tr("Qty"), 6, HtmlTable::Right},
                   {tr("Unit price"), 18, HtmlTable::Right},
                   {tr("Line total"), 17, HtmlTable::Right},
                   {tr("Price date"), 13, HtmlTable::Left}});
    bool anyEstimate = false;
    bool anyUser = false;
    bool anyStale = false;
    std::int64_t sum = 0;
    for (const BomLine &l : tier.bom) {
        QString unit = money(l.unitPrice.amountMinor);
        if (!l.unitPrice.known) {
            unit = tr("no price");
        } else if (l.unitPrice.estimate) {
            unit = tr("%1 (est.)", "street-price estimate").arg(unit);
            anyEstimate = true;
        }
        if (l.unitPrice.userSet) {
            unit = tr("%1 (yours)", "price set by the user").arg(unit);
            anyUser = true;
        }
        QString date = qs(l.unitPrice.date);
        if (l.stalePrice) {
            date = tr("%1 (stale)", "a price older than the stale limit").arg(date);
            anyStale = true;
        }
        bom.addRow({bomItem(l), integer(l.quantity), unit, money(l.lineTotalMinor), date});
        sum += l.lineTotalMinor;
    }
    bom.addRow({tr("Total"), QString(), QString(), money(b.priceMinor), QString()}, true);
    m_html += bom.html();
    QStringList bomNotes;
    if (anyEstimate) {
        bomNotes << tr("(est.) marks a street-price estimate, not a list price.");
    }
    if (anyUser) {
        bomNotes << tr("(yours) marks a price set in this catalog by its user.");
    }
    if (anyStale) {
        bomNotes << tr("(stale) marks a price dated more than %1 days before the plan: check it before quoting.")
                        .arg(kStalePriceDays);
    }
    if (sum != b.priceMinor) {
        bomNotes << tr("The lines add up to %1; the total includes parts priced outside the lines above.").arg(money(sum));
    }
    if (!bomNotes.isEmpty()) {
        m_html += paragraph(bomNotes.join(QLatin1Char(' ')), QStringLiteral("small"));
    }

    m_html += heading(2, tr("GPU memory per job"));
    memoryTables(b);

    m_html += heading(2, tr("Speed"));
    HtmlTable speed({{tr("Job"), 34, HtmlTable::Left},
                     {tr("Throughput"), 33, HtmlTable::Right},
                     {tr("Time"), 33, HtmlTable::Right}});
    for (std::size_t j = 0; j < b.jobOutcomes().size(); ++j) {
        const JobOutcome &o = b.jobOutcomes()[j];
        if (o.kind == JobKind::Training) {
            speed.addRow({jobLabel(j), Format::tokensPerSecond(o.training.tokensPerS),
                          o.training.hours > 0 ? tr("%1 per run").arg(Format::hours(o.training.hours)) : tr("no run length given")});
        } else {
            speed.addRow({jobLabel(j),
                          tr("%1 per user, %2 in total")
                              .arg(Format::tokensPerSecond(o.inference.decodeTokensPerSPerUser),
                                   Format::tokensPerSecond(o.inference.aggregateTokensPerS)),
                          tr("first token after %1 s").arg(Format::number(o.inference.ttftS, 2))});
        }
    }
    m_html += speed.html();

    m_html += heading(2, tr("Power and heat"));
    HtmlTable power({{QString(), 40, HtmlTable::Left}, {QString(), 60, HtmlTable::Left}}, QStringLiteral("params"));
    power.addRow({tr("DC load (steady)"), Format::watts(b.power.dcLoadW())});
    power.addRow({tr("GPU transients (about 100 µs)"), Format::watts(b.transientW)});
    power.addRow({tr("Power supply capacity"),
                  b.psu >= 0 ? tr("%1 (%2 × %3)").arg(Format::watts(b.psuCapacityW), QString::number(b.psuCount),
                                                     qs(snap.psus[std::size_t(b.psu)].name))
                             : Format::watts(b.psuCapacityW)});
    power.addRow({tr("Wall power"), Format::watts(b.wallW)});
    QString verdict;
    if (b.outletLimitW <= 0) {
        verdict = tr("no outlet given: not checked");
    } else if (b.wallW <= double(b.outletLimitW)) {
        verdict = tr("within the outlet's %1 continuous (%2 to spare)")
                      .arg(Format::watts(double(b.outletLimitW)), Format::watts(double(b.outletLimitW) - b.wallW));
    } else {
        verdict = tr("over the outlet's %1 continuous").arg(Format::watts(double(b.outletLimitW)));
    }
    power.addRow({tr("Wall outlet"), verdict});
    power.addRow({tr("Heat to remove"), tr("%1 kW (%2 BTU/h)").arg(Format::number(b.wallW / 1000.0, 2), Format::number(b.btuPerH, 0))});
    m_html += power.html();

    m_html += heading(2, tr("Headroom"));
    HtmlTable headroom({{tr("Job"), 34, HtmlTable::Left},
                        {tr("GPU memory free"), 20, HtmlTable::Right},
                        {tr("Room to grow"), 46, HtmlTable::Left}});
    for (std::size_t j = 0; j < b.jobOutcomes().size(); ++j) {
        const JobOutcome &o = b.jobOutcomes()[j];
        const Job &job = m_outcome.workload.jobs[j];
        QString grow;
        if (o.kind == JobKind::Inference) {
            const QString maxContext = o.inference.maxContextAtConcurrency == kUnboundedContext
                ? tr("any context length (sliding window)")
                : tr("%1 tokens").arg(integer(o.inference.maxContextAtConcurrency));
            grow = tr("up to %1 users at %2 tokens; up to %3 at %4 users")
                       .arg(integer(o.inference.maxConcurrencyAtContext), integer(job.inference.contextLength), maxContext,
                            integer(job.inference.concurrency));
        } else {
            grow = tr("%1 of %2 per GPU used").arg(Format::gigabytes(o.memory().totalBytes, 1),
                                                  Format::gigabytes(o.memory().usableBytes, 1));
        }
        headroom.addRow({jobLabel(j), Format::percent(o.headroom), grow});
    }
    m_html += headroom.html();
    const CpuSpec &cpu = snap.cpus[std::size_t(b.cpu)];
    const int cores = cpu.cores * std::max(1, snap.platforms[std::size_t(b.platform)].cpuSockets);
    HtmlTable host({{tr("Host"), 34, HtmlTable::Left}, {tr("Needed"), 33, HtmlTable::Right}, {tr("In this build"), 33, HtmlTable::Right}});
    host.addRow({tr("System memory"), Format::gibibytes(b.requiredRamBytes, 0), Format::gibibytes(b.memoryBytes, 0)});
    host.addRow({b.memoryEcc ? tr("ECC memory") : tr("Non-ECC memory"),
                 m_outcome.workload.requirements.eccRequired() ? tr("required") : m_outcome.workload.requirements.eccPreferred() ? tr("preferred") : tr("not required"),
                 b.memoryEcc ? tr("yes") : tr("no")});
    if (b.dimm >= 0) {
        // Nothing is required of the speed: the row says what the DIMMs run at and why.
        host.addRow({tr("Memory speed"), QStringLiteral("–"), Format::memorySpeed(b.memorySpeed)});
        if (readsExpertsFromHost(b)) {
            // The experts in host memory are read at this bandwidth; a speed target asks for some.
            const double need = hostBandwidthNeeded(b);
            host.addRow({tr("Memory bandwidth (peak), for the experts in host memory"),
                         need > 0 ? tr("%1 GB/s").arg(Format::number(need / 1e9, 1)) : QStringLiteral("–"),
                         tr("%1 GB/s").arg(Format::number(b.memoryBandwidthBps / 1e9, 1))});
        }
    }
    for (int v = 0; v < kVolumes; ++v) {
        const StorageVolume &vol = b.volumes[std::size_t(v)];
        if (vol.requiredBytes <= 0) {
            continue;
        }
        const QString layout = vol.raid10() ? tr("%1 (%2 × %3, RAID 10)")
                             : vol.mirrored ? tr("%1 (%2 × %3, RAID 1)")
                                            : tr("%1 (%2 × %3)");
        const QString fitted = vol.shared()  ? tr("on the drives of the %1", "storage volume: {Project volume}")
                                                   .arg(Format::volumeName(Volume(vol.sharedWith)))
                             : vol.drive < 0 ? tr("none fits")
                                             : layout.arg(Format::gigabytes(vol.bytes, 0), integer(vol.count),
                                                          qs(snap.storage[std::size_t(vol.drive)].name));
        host.addRow({Format::volumeName(Volume(v)), Format::gigabytes(vol.requiredBytes, 0), fitted});
    }
    if (const NicSpec *nic = nicOf(snap, b)) {
        host.addRow({tr("Network card"), QString::fromStdString(m_outcome.workload.requirements.network),
                     tr("%1 (%2 × %3 Gb/s)").arg(qs(nic->name), integer(nic->ports), integer(nic->portGbps))});
    }
    if (const BridgeSpec *bridge = bridgeOf(snap, b)) {
        host.addRow({tr("NVLink bridge"), tr("%Ln pair(s) of cards", "", b.bridgePairs),
                     tr("%1 × %2 (%3-slot)").arg(integer(b.bridgeCount), qs(bridge->name), integer(bridge->slotSpacing))});
    }
    if (const CoolerSpec *cooler = coolerOf(snap, b)) {
        host.addRow({tr("CPU cooler"), Format::watts(cpu.sustainedPowerW > 0 ? cpu.sustainedPowerW : cpu.tdpW), tr("%1 (rated %2)").arg(qs(cooler->name), Format::watts(cooler->maxTdpW))});
    }
    host.addRow({tr("CPU cores"), integer(b.requiredCores), integer(cores)});
    host.addRow({tr("PCIe lanes per GPU"), tr("x%1").arg(QString::number(m_outcome.options.minLanesPerGpu)), tr("x%1").arg(QString::number(b.lanesPerGpu))});
    m_html += host.html();

    m_html += ReportSoftware::section(m_outcome, index);

    m_html += heading(2, tr("Cost of ownership"));
    if (!m_outcome.economics || index >= m_outcome.tierEconomics.size()) {
        m_html += paragraph(tr("Not computed: the workload's cost settings are invalid (%1).")
                                .arg(diagnosticTexts(m_outcome.economicsIssues).join(QStringLiteral("; "))));
    } else if (m_outcome.tierEconomics[index].outOfRange) {
        m_html += paragraph(tr("Not shown: a cost figure of this build is beyond the 64-bit range of minor units "
                               "(check the electricity tariff and the catalog's prices)."));
    } else {
        const TierEconomics &e = m_outcome.tierEconomics[index];
        const EconomicsSettings &s = *m_outcome.economics;
        HtmlTable cost({{QString(), 50, HtmlTable::Left}, {QString(), 50, HtmlTable::Right}}, QStringLiteral("params"));
        cost.addRow({tr("Purchase"), money(e.purchaseMinor)});
        cost.addRow({tr("Energy per year (%1 h/day, with room cooling)").arg(shortNumber(s.dutyHoursPerDay)),
                     tr("%1 kWh = %2").arg(Format::number(e.yearlyEnergyWithCoolingKwh, 0), money(e.yearlyEnergyCostMinor))});
        if (e.supportPerYearMinor > 0) {
            cost.addRow({tr("Support per year"), money(e.supportPerYearMinor)});
        }
        cost.addRow({tr("Energy over %1").arg(Format::years(s.years)), money(e.energyOverLifeMinor)});
        if (e.supportOverLifeMinor > 0) {
            cost.addRow({tr("Support over %1").arg(Format::years(s.years)), money(e.supportOverLifeMinor)});
        }
        cost.addRow({tr("Total cost of ownership over %1").arg(Format::years(s.years)), money(e.tcoMinor)}, true);
        if (e.roomCoolingW > 0) {
            cost.addRow({tr("Extra power drawn by the room's cooling"), Format::watts(e.roomCoolingW)});
        }
        for (std::size_t y = 1; y < e.cumulativeCostMinor.size(); ++y) {
            cost.addRow({tr("Spent by the end of year %1").arg(QString::number(y)), money(e.cumulativeCostMinor[y])});
        }
        m_html += cost.html();
        HtmlTable perJob({{tr("Job"), 34, HtmlTable::Left},
                          {tr("Energy"), 33, HtmlTable::Right},
                          {tr("Cost, all in"), 33, HtmlTable::Right}});
        for (std::size_t j = 0; j < e.jobs.size(); ++j) {
            const JobEconomics &je = e.jobs[j];
            const QString label = j < m_outcome.workload.jobs.size() ? jobLabel(j) : qs(je.name);
            if (!je.hasFigures) {
                perJob.addRow({label, je.note.empty() ? tr("no figures") : qs(je.note), QString()});
            } else if (je.kind == JobKind::Training) {
                perJob.addRow({label,
                               tr("%1 kWh per run = %2").arg(Format::number(je.energyPerRunWithCoolingKwh, 1),
                                                            money(je.energyCostPerRunMinor)),
                               tr("%1 per run").arg(money(je.costPerRunMinor))});
            } else {
                perJob.addRow({label,
                               tr("%1 kWh per million tokens = %2")
                                   .arg(Format::number(je.energyPerMillionTokensWithCoolingKwh, 2),
                                        money(je.energyCostPerMillionTokensMinor)),
                               tr("%1 per million tokens").arg(money(je.costPerMillionTokensMinor))});
            }
        }
        m_html += perJob.html();
        m_html += paragraph(tr("Assumes an electricity tariff of %1 %2/kWh (%3), %4 h a day at full wall power, "
                               "%5 of service, a room cooling factor of %6 and support of %7 a year. "
                               "All-in costs spread the purchase and support over the service hours.")
                                .arg(Format::number(s.tariffPerKwh, 3), qs(s.currency), qs(s.tariffSource),
                                     shortNumber(s.dutyHoursPerDay), Format::years(s.years),
                                     Format::number(s.coolingFactor, 2), Format::percent(s.supportPercentPerYear / 100.0, 1)),
                            QStringLiteral("small"));
    }

    m_html += buyVsRentReportHtml(m_outcome, index); // buy or rent, budget over the years (ReportLab.h)
    m_html += heading(2, tr("Alternatives rejected"));
    if (tier.rejected.empty()) {
        m_html += paragraph(tr("No close alternative was rejected by a check."));
    } else {
        HtmlTable rejected({{tr("Build"), 38, HtmlTable::Left},
                            {tr("Price"), 17, HtmlTable::Right},
                            {tr("Rejected because"), 45, HtmlTable::Left}});
        for (const Build &r : tier.rejected) {
            QStringList build;
            build << gpuLine(r) << qs(snap.platforms[std::size_t(r.platform)].name);
            if (r.cpu >= 0) {
                build << qs(snap.cpus[std::size_t(r.cpu)].name);
            }
            QStringList why;
            for (const Violation &v : r.violations) {
                why << tr("%1: %2", "check name: message").arg(Format::checkName(v.check), qs(plantext::violation(words, r, v)));
            }
            if (why.isEmpty()) {
                why << qs(plantext::rejection(words, r));
            }
            rejected.addRowHtml({esc(build.join(QStringLiteral(", "))),
                                 esc(r.partial ? tr("from %1").arg(money(r.priceMinor)) : money(r.priceMinor)),
                                 esc(why.join(QLatin1Char('\n'))).replace(QLatin1Char('\n'), QStringLiteral("<br/>"))});
        }
        m_html += rejected.html();
    }
}

void ReportContent::infeasible()
{
    if (feasible()) {
        return;
    }
    const PlanResult &plan = m_outcome.plan;
    const CatalogSnapshot &snap = m_outcome.snapshot();
    m_html += heading(1, tr("No build is offered"), true);
    m_html += QStringLiteral("<p class=\"alert\">%1</p>\n")
                  .arg(esc(tr("No workstation that can be built from the catalog satisfies every requirement of this "
                              "workload, so this report offers no build and no price. %n configuration(s) were "
                              "evaluated.",
                      "", int(std::min<std::int64_t>(plan.candidates, 1'000'000'000)))));
    m_html += heading(2, tr("Why nothing fits"));
    const PlanTextContext words = m_outcome.textContext();
    m_html += paragraph(qs(plantext::closestFailure(words, plan.closest)));
    if (!plan.rejectionsPerCheck.empty()) {
        HtmlTable table({{tr("Check"), 60, HtmlTable::Left}, {tr("Builds it rejected"), 40, HtmlTable::Right}});
        // Most rejections first, as on the results page.
        for (const auto &[check, count] : plan.rejectionsMostFirst()) {
            table.addRow({Format::checkName(check), integer(count)});
        }
        m_html += table.html();
        m_html += paragraph(tr("A build can fail several checks, so the counts add up to more than the builds evaluated."),
                            QStringLiteral("small"));
    }
    if (!plan.rejected.empty()) {
        m_html += heading(2, tr("The closest builds"));
        HtmlTable rejected({{tr("Build"), 40, HtmlTable::Left}, {tr("Fails"), 60, HtmlTable::Left}});
        for (const Build &r : plan.rejected) {
            QStringList why;
            for (const Violation &v : r.violations) {
                why << tr("%1: %2", "check name: message").arg(Format::checkName(v.check), qs(plantext::violation(words, r, v)));
            }
            const QString build = r.platform >= 0 && r.gpu >= 0
                ? tr("%1 in %2").arg(gpuLine(r), qs(snap.platforms[std::size_t(r.platform)].name))
                : qs(r.key);
            rejected.addRowHtml({esc(build), esc(why.join(QLatin1Char('\n'))).replace(QLatin1Char('\n'), QStringLiteral("<br/>"))});
        }
        m_html += rejected.html();
    }
    m_html += heading(2, tr("What would work"));
    if (plan.suggestions.empty()) {
        m_html += paragraph(tr("No variation of the workload that RigPlan tries leads to a build."));
    } else {
        HtmlTable suggestions({{tr("Change"), 38, HtmlTable::Left},
                               {tr("Works"), 10, HtmlTable::Left},
                               {tr("Result"), 52, HtmlTable::Left}});
        for (const Suggestion &s : plan.suggestions) {
            suggestions.addRow({qs(plantext::suggestionChange(words, s)), s.feasible ? tr("yes") : tr("no"),
                                qs(plantext::suggestionSummary(words, s))});
        }
        m_html += suggestions.html();
    }
    for (const std::string &note : plantext::planNotes(plan, m_outcome.options)) {
        m_html += paragraph(qs(note), QStringLiteral("small"));
    }
}

void ReportContent::formulas(const Build &build)
{
    const Workload &w = m_outcome.workload;
    const GpuSpec &gpu = m_outcome.snapshot().gpus[std::size_t(build.gpu)];
    const auto &jobs = build.jobOutcomes();
    for (std::size_t j = 0; j < jobs.size() && j < w.jobs.size(); ++j) {
        const Job &job = w.jobs[j];
        const std::vector<std::string> lines = job.kind == JobKind::Training
            ? explain(job.model, job.training, gpu, jobs[j].layout, m_outcome.options.estimate)
            : explain(job.model, job.inference, gpu, jobs[j].layout, m_outcome.options.estimate);
        QStringList items;
        for (const std::string &line : lines) {
            items << qs(line);
        }
        m_html += QStringLiteral("<p class=\"formulajob\">%1</p>\n").arg(esc(jobLabel(j)));
        m_html += QStringLiteral("<ul class=\"formulas\">\n");
        for (const QString &item : items) {
            m_html += QStringLiteral("<li>%1</li>\n").arg(esc(item));
        }
        m_html += QStringLiteral("</ul>\n");
    }
}

void ReportContent::method()
{
    const PlanResult &plan = m_outcome.plan;
    const CatalogSnapshot &snap = m_outcome.snapshot();
    const EstimateOptions &est = m_outcome.options.estimate;
    m_html += heading(1, tr("Method and assumptions"), true);

    m_html += heading(2, tr("Conventions"));
    QStringList conventions;
    conventions << tr("GB means 10^9 bytes and GiB 2^30 bytes. GPU makers quote memory in binary units (a 24 GB card "
                      "holds 24 GiB = 25.8 GB); this report shows decimal GB unless it says GiB.");
    for (std::size_t j = 0; j < m_outcome.workload.jobs.size(); ++j) {
        const Job &job = m_outcome.workload.jobs[j];
        if (job.kind == JobKind::Training) {
            conventions << tr("%1, bytes per parameter: %2").arg(jobLabel(j), qs(trainingConvention(job.model, job.training)));
        } else {
            conventions << tr("%1, bytes per parameter: weights at %2 (FP32 4 B, BF16/FP16 2 B, FP8/INT8 1 B, INT4 "
                              "0.5 B plus one FP16 scale and zero per group of %3); KV cache at %4 per value, "
                              "2 × layers × KV heads × head size per token.")
                               .arg(jobLabel(j), precisionText(job.inference.weights), integer(job.inference.int4GroupSize),
                                    precisionText(job.inference.kvCache));
        }
    }
    conventions << tr("Training speed adds up a step's work: its matmul and attention FLOPs at %1 of the GPU's "
                      "measured matmul rate, its norms, activations, loss and optimizer step at %2 of its peak memory "
                      "bandwidth, and the communication that does not overlap.")
                       .arg(Format::percent(est.trainingComputeEfficiency), Format::percent(est.memoryBandwidthEfficiency));
    conventions << tr("Serving speed replays the users through the engine's scheduler step by step; each step's "
                      "kernels take their compute time at %1 of the GPU's measured matmul rate plus their memory time at "
                      "%2 of its peak memory bandwidth.")
                       .arg(Format::percent(est.computeEfficiency), Format::percent(est.memoryBandwidthEfficiency));
    const ValidatedAccuracy accuracy = validatedAccuracy();
    conventions << tr("Checked against %1 published measured runs (rigplan-cli validate); on the %2 runs no constant was "
                      "fitted on, the median error is %3 for GPU memory, %4 for training speed, %5 for KV-cache "
                      "capacity, %6 for serving throughput, %7 for time to first token and %8 for inter-token latency; "
                      "%9 of %10 training fit verdicts are wrong.")
                       .arg(accuracy.rows)
                       .arg(accuracy.unfittedRows)
                       .arg(Format::percent(accuracy.memoryPct / 100, 1), Format::percent(accuracy.trainingSpeedPct / 100, 1),
                            Format::percent(accuracy.kvCapacityPct / 100, 1), Format::percent(accuracy.throughputPct / 100, 1),
                            Format::percent(accuracy.ttftPct / 100, 1), Format::percent(accuracy.itlPct / 100, 1))
                       .arg(accuracy.wrongVerdicts)
                       .arg(accuracy.verdicts);
    conventions << tr("Runtime overhead per GPU: %1 for training (CUDA context, libraries) plus %2 allocator slack on "
                      "transient tensors; %3 for serving (CUDA context and graphs).")
                       .arg(Format::gigabytes(est.trainingContextBytes, 1), Format::percent(est.allocatorSlackFraction),
                            Format::gigabytes(est.inferenceRuntimeBytes, 1));
    conventions << tr("Host: %1 system memory for the operating system plus %2 per GPU, at least the total GPU "
                      "memory and in the high tier %3 × it; storage as volumes: a %4 NVMe system volume (mirrored in "
                      "the high tier and in server rooms), a project volume for the model files and the kept "
                      "checkpoints (mirrored in the high tier), a data volume for the datasets raw and tokenized; a "
                      "small volume that finds no slot, or only one for a drive ten times its files, shares another "
                      "volume's drives; %5 CPU cores plus %6 per GPU for training and %7 per GPU for serving, at "
                      "least %8 on a box of two GPUs or more.")
                       .arg(Format::gigabytes(est.hostBaseRamBytes, 0), Format::gigabytes(est.hostRamPerGpuBytes, 0),
                            QString::number(m_outcome.options.highTierRamPerGpuMemory, 'f', 0),
                            Format::gigabytes(m_outcome.options.systemVolumeBytes, 0), QString::number(est.cpuCoresBase),
                            QString::number(est.cpuCoresPerGpuTraining), QString::number(est.cpuCoresPerGpuInference),
                            QString::number(m_outcome.options.multiGpuMinCores));
    conventions << tr("Power supplies carry at most %1 of their rating steadily; GPU transients are taken as %2 × board "
                      "power; wall power is the DC load divided by the supply's efficiency at half load; heat is "
                      "wall power × 3.412 BTU/h per W.")
                       .arg(Format::percent(m_outcome.options.psuSteadyLoadFraction),
                            Format::number(m_outcome.options.gpuTransientFactor, 1));
    m_html += bulletList(conventions);

    m_html += heading(2, tr("Formulas with this plan's numbers"));
    std::set<std::string> shown;
    if (plan.feasible) {
        for (const Tier &t : plan.tiers) {
            if (!shown.insert(t.build.key).second || t.build.jobOutcomes().empty()) {
                continue;
            }
            m_html += heading(3, tr("%1 build: %2").arg(Format::tierName(t.kind), gpuLine(t.build)));
            formulas(t.build);
        }
    } else if (!plan.rejected.empty() && plan.rejected.front().gpu >= 0
               && plan.rejected.front().jobOutcomes().size() == m_outcome.workload.jobs.size()) {
        m_html += heading(3, tr("The closest build: %1").arg(gpuLine(plan.rejected.front())));
        formulas(plan.rejected.front());
    } else {
        m_html += paragraph(tr("No build was sized far enough to show its formulas."));
    }

    m_html += heading(2, tr("Sources"));
    // Prices: one row per part across the tiers.
    HtmlTable prices({{tr("Part"), 36, HtmlTable::Left},
                      {tr("Price"), 16, HtmlTable::Right},
                      {tr("Date"), 12, HtmlTable::Left},
                      {tr("Source"), 36, HtmlTable::Left}});
    std::set<std::string> seen;
    for (const Tier &t : plan.tiers) {
        for (const BomLine &l : t.bom) {
            if (!seen.insert(std::string(partKindId(l.kind)) + '/' + l.id).second) {
                continue;
            }
            QString source = qs(l.unitPrice.source);
            if (l.unitPrice.estimate) {
                source = tr("%1 (street-price estimate)").arg(source);
            }
            if (l.unitPrice.userSet) {
                source = tr("%1 (set by the catalog's user)").arg(source);
            }
            prices.addRow({qs(l.name), l.unitPrice.known ? money(l.unitPrice.amountMinor) : tr("no price"),
                           qs(l.unitPrice.date), source});
        }
    }
    if (prices.rows() > 0) {
        m_html += heading(3, tr("Prices"));
        m_html += prices.html();
        m_html += paragraph(tr("Prices in other currencies are converted to %1 through the catalog's currency rates.")
                                .arg(m_currency),
                            QStringLiteral("small"));
    }
    if (!m_options.specSources.empty()) {
        m_html += heading(3, tr("Specifications"));
        HtmlTable specs({{tr("Part"), 36, HtmlTable::Left}, {tr("Date"), 12, HtmlTable::Left}, {tr("Source"), 52, HtmlTable::Left}});
        for (const PartSource &p : m_options.specSources) {
            specs.addRow({p.name.isEmpty() ? p.id : p.name, p.date, p.source});
        }
        m_html += specs.html();
    }
    HtmlTable models({{tr("Model"), 30, HtmlTable::Left}, {tr("Source"), 70, HtmlTable::Left}});
    std::set<std::string> seenModels;
    for (const Job &job : m_outcome.workload.jobs) {
        if (!seenModels.insert(job.model.id + job.modelSpec).second) {
            continue;
        }
        QStringList source;
        if (!job.model.source.empty()) {
            source << (job.model.sourceDate.empty() ? qs(job.model.source)
                                                    : tr("%1 (read %2)").arg(qs(job.model.source), qs(job.model.sourceDate)));
        }
        if (!job.model.paramsSource.empty()) {
            source << tr("parameter count: %1").arg(qs(job.model.paramsSource));
        }
        if (source.isEmpty()) {
            source << (job.modelSpec.empty() ? tr("catalog") : tr("given in the workload: %1").arg(qs(job.modelSpec)));
        }
        models.addRow({job.model.name.empty() ? qs(job.model.id) : qs(job.model.name), source.join(QStringLiteral("; "))});
    }
    m_html += heading(3, tr("Model architectures"));
    m_html += models.html();
    if (!snap.seedHash.empty()) {
        m_html += paragraph(tr("Catalog: shipped data set %1, with the user's changes applied.")
                                .arg(qs(snap.seedHash).left(12)),
                            QStringLiteral("small"));
    }

    m_html += heading(2, tr("What these estimates cannot know"));
    m_html += paragraph(tr("The figures are estimates from published specifications and formulas, not measurements. "
                           "Real speed depends on the software stack and its version, kernels, drivers, batch "
                           "scheduling, prompt lengths and the data; memory use depends on the framework's "
                           "allocator and settings. Street prices and availability change quickly, and prices marked "
                           "as estimates are not offers. Power figures are steady-state maxima; the building's "
                           "wiring, the room's cooling and local electrical codes need a qualified check. Benchmark "
                           "the workload on the chosen hardware before committing to a service level."));
}

// ---- the client's edition and the commercial lines ----

void ReportContent::commercialLines(bool internalFigures)
{
    const FrozenQuote &f = *m_options.frozen;
    const QuoteCommercial &c = m_options.commercial;
    const QuoteTotals totals = computeTotals(f.lines, c.discount, c.tax ? c.tax->rate : 0);
    if (totals.overflow) {
        m_html += QStringLiteral("<p class=\"alert\">%1</p>\n")
                      .arg(esc(tr("The quote's amounts add up to more than the 64-bit range of minor units; no total is shown.")));
        return;
    }
    QList<HtmlTable::Column> columns{{tr("Item"), internalFigures ? 30 : 40, HtmlTable::Left},
                                     {tr("Qty"), 5, HtmlTable::Right},
                                     {tr("Unit price"), 14, HtmlTable::Right},
                                     {tr("Discount"), 11, HtmlTable::Right},
                                     {tr("Amount"), 15, HtmlTable::Right}};
    if (internalFigures) {
        columns << HtmlTable::Column{tr("Unit cost"), 13, HtmlTable::Right} << HtmlTable::Column{tr("Margin"), 12, HtmlTable::Right};
    } else {
        columns << HtmlTable::Column{tr("Lead time"), 15, HtmlTable::Left};
    }
    HtmlTable table(columns);
    const auto discountText = [&](const Discount &d, std::int64_t amount) {
        if (d.kind == Discount::Kind::Percent) {
            return tr("%1 (%2)").arg(Format::percentExact(d.percent), frozenMoney(-amount));
        }
        return amount != 0 ? frozenMoney(-amount) : QString();
    };
    for (std::size_t i = 0; i < f.lines.size(); ++i) {
        const QuoteLine &l = f.lines[i];
        const LineTotals &t = totals.lines[i];
        QString item = Format::quoteLineItem(l);
        if (l.kind == LineKind::Service) {
            item = tr("%1: %2", "service category: service").arg(Format::serviceCategoryName(l.partKind), item);
            if (l.priceRule == "percent_of_hardware") {
                item = tr("%1 (%2 of the hardware)").arg(item, Format::percentExact(l.percent));
            }
        }
        QStringList cells{item, integer(l.quantity), frozenMoney(l.unitPriceMinor), discountText(l.discount, t.discountMinor),
                          frozenMoney(t.netMinor)};
        if (internalFigures) {
            cells << frozenMoney(l.unitCostMinor) << frozenMoney(t.marginMinor);
        } else {
            // The catalog has no stock figures: a part without a lead time is not "from stock".
            cells << (l.leadDays > 0                  ? tr("%n working day(s)", "", l.leadDays)
                      : l.kind == LineKind::Service ? QStringLiteral("—")
                                                    : tr("to be confirmed", "a part's lead time"));
        }
        table.addRow(cells);
    }
    m_html += table.html();

    HtmlTable sums({{QString(), 60, HtmlTable::Left}, {QString(), 40, HtmlTable::Right}}, QStringLiteral("params"));
    sums.addRow({tr("Subtotal"), frozenMoney(totals.subtotalMinor)});
    if (totals.discountMinor != 0) {
        sums.addRow({c.discount.kind == Discount::Kind::Percent ? tr("Discount (%1)").arg(Format::percentExact(c.discount.percent))
                                                                : tr("Discount"),
                     frozenMoney(-totals.discountMinor)});
    }
    sums.addRow({tr("Net total"), frozenMoney(totals.netMinor)}, true);
    sums.addRow({c.tax ? tr("%1 at %2").arg(qs(c.tax->name), Format::percentExact(c.tax->rate)) : tr("Tax (none)"),
                 frozenMoney(totals.taxMinor)});
    sums.addRow({tr("Gross total"), frozenMoney(totals.grossMinor)}, true);
    if (internalFigures) {
        sums.addRow({tr("Cost (purchase prices)"), frozenMoney(totals.costMinor)});
        sums.addRow({tr("Margin"), tr("%1 (%2 of net)").arg(frozenMoney(totals.marginMinor), Format::percentExact(totals.marginPercent))},
                    true);
    }
    m_html += sums.html();
}

void ReportContent::offer()
{
    if (m_options.frozen) {
        const FrozenQuote &f = *m_options.frozen;
        m_html += heading(1, tr("The offer"), true);
        m_html += paragraph(tr("%1 build: %2 × %3 in %4, with %5 of system memory and %6 of storage.")
                                .arg(Format::tierName(f.tier), QString::number(f.build.gpuCount), qs(f.build.gpuName),
                                     qs(f.build.platformName), Format::gibibytes(f.build.memoryBytes, 0),
                                     Format::gigabytes(f.build.storageBytes, 0)),
                            QStringLiteral("lead"));
        commercialLines(false);
        const QuoteTotals totals = computeTotals(f.lines, m_options.commercial.discount, 0);
        const int lead = deliveryLeadDays(m_quote.leadDays, f.lines);
        QStringList notes;
        notes << (lead > 0 ? tr("Delivery: %n working day(s) after the order.", "", lead)
                           : tr("Delivery: the date is confirmed with the order."));
        notes << tr("Prices in %1 as of %2.").arg(m_currency, qs(f.priceDate));
        m_html += paragraph(notes.join(QLatin1Char(' ')), QStringLiteral("small"));
        return;
    }
    if (!feasible()) {
        return;
    }
    // Not frozen yet: each build with its parts and price, as an indicative offer.
    m_html += heading(1, tr("The builds we offer"), true);
    for (const Tier &tier : m_outcome.plan.tiers) {
        if (tier.sameAs) {
            continue;
        }
        const Build &b = tier.build;
        m_html += heading(2, tr("%1 build: %2").arg(Format::tierName(tier.kind), money(b.priceMinor)));
        HtmlTable bom({{tr("Item"), 56, HtmlTable::Left},
                       {tr("Qty"), 8, HtmlTable::Right},
                       {tr("Unit price"), 18, HtmlTable::Right},
                       {tr("Amount"), 18, HtmlTable::Right}});
        for (const BomLine &l : tier.bom) {
            bom.addRow({bomItem(l), integer(l.quantity), l.unitPrice.known ? money(l.unitPrice.amountMinor) : QStringLiteral("—"),
                        money(l.lineTotalMinor)});
        }
        bom.addRow({tr("Total"), QString(), QString(), money(b.priceMinor)}, true);
        m_html += bom.html();
    }
    m_html += paragraph(tr("Indicative prices before tax and services; the quotation is fixed when a build is chosen."),
                        QStringLiteral("small"));
}

// Each target the job misses, as the planner found it when the quote was frozen.
QStringList ReportContent::missedTargets(const FrozenJob &frozen)
{
    QStringList out;
    const QString name = qs(frozen.name);
    for (const TargetGap &g : frozen.missed) {
        switch (g.target) {
        case Target::TrainingHours:
            out << tr("%1: one run takes about %2; the request asks for at most %3.")
                       .arg(name, Format::hours(g.actual), Format::hours(g.wanted));
            break;
        case Target::TokensPerUser:
            out << tr("%1: each user sees about %2; the request asks for at least %3 (%4 % short).")
                       .arg(name, Format::tokensPerSecond(g.actual), Format::tokensPerSecond(g.wanted),
                            Format::number(g.wanted > 0 ? (1.0 - g.actual / g.wanted) * 100 : 0, 0));
            break;
        case Target::TimeToFirstToken:
            out << tr("%1: the first token comes after about %2 s; the request asks for at most %3 s.")
                       .arg(name, Format::number(g.actual, 1), Format::number(g.wanted, 1));
            break;
        }
    }
    return out;
}

void ReportContent::machineWords(const FrozenBuild &b, const QString &title)
{
    m_html += heading(2, title);
    QStringList words;
    // The card as sold (binary GiB, "72GB" on the box) and in the decimal GB every memory
    // figure of the report uses, so the jobs' use below compares with it.
    const QString cardMemory = tr("%1 (%2)").arg(Format::gibibytes(b.gpuMemoryBytes), Format::gigabytes(b.gpuMemoryBytes, 1));
    words << tr("%1 × %2 with %3 of GPU memory each, %4 of system memory and %5 of storage, in %6 with %7.")
                 .arg(QString::number(b.gpuCount), qs(b.gpuName), cardMemory,
                      Format::gibibytes(b.memoryBytes, 0), Format::gigabytes(b.storageBytes, 0), qs(b.platformName),
                      qs(b.cpuName));
    for (const FrozenJob &j : b.jobs) {
        const QString memory = tr("it uses %1 of the %2 usable on each of its %n GPU(s)", "", j.gpus)
                                   .arg(Format::gigabytes(j.memoryBytes, 1), Format::gigabytes(j.usableBytes, 1));
        if (j.training) {
            words << (j.hours > 0 ? tr("%1: trains at about %2, so one run takes about %3; %4.")
                                        .arg(qs(j.name), Format::tokensPerSecond(j.tokensPerS), Format::hours(j.hours), memory)
                                  : tr("%1: trains at about %2; %3.").arg(qs(j.name), Format::tokensPerSecond(j.tokensPerS), memory));
        } else {
            words << tr("%1: each user sees about %2 (%3 in total), the first token after about %4 s; %5.")
                         .arg(qs(j.name), Format::tokensPerSecond(j.tokensPerSPerUser), Format::tokensPerSecond(j.tokensPerS),
                              Format::number(j.ttftS, 1), memory);
        }
        if (!j.targetsMet) {
            // The client's engineers want the figure against the request, not just "missed".
            const QStringList missed = missedTargets(j);
            if (missed.isEmpty()) {
                words << tr("%1 does not reach every speed target of the request.").arg(qs(j.name));
            }
            words << missed;
        }
    }
    QString power = tr("It draws about %1 from the wall under full load and gives off %2 BTU/h of heat.")
                        .arg(Format::watts(b.wallW), Format::number(b.btuPerH, 0));
    if (b.outletLimitW > 0) {
        power += QLatin1Char(' ')
            + (b.wallW <= double(b.outletLimitW) ? tr("That is within the %1 the site's outlet supplies continuously.")
                                                       .arg(Format::watts(double(b.outletLimitW)))
                                                 : tr("That is more than the %1 the site's outlet supplies continuously.")
                                                       .arg(Format::watts(double(b.outletLimitW))));
    }
    words << power;
    m_html += bulletList(words);
}

void ReportContent::machine()
{
    if (m_options.frozen) {
        m_html += heading(1, tr("What the machine will do"));
        machineWords(m_options.frozen->build, tr("%1 build").arg(Format::tierName(m_options.frozen->tier)));
        return;
    }
    if (!feasible()) {
        return;
    }
    m_html += heading(1, tr("What the machines will do"), true);
    for (const Tier &tier : m_outcome.plan.tiers) {
        if (!tier.sameAs) {
            machineWords(frozenBuildOf(m_outcome, tier.build), tr("%1 build").arg(Format::tierName(tier.kind)));
        }
    }
}

void ReportContent::clientInfeasible()
{
    if (feasible() || m_options.frozen) {
        return;
    }
    const PlanTextContext words = m_outcome.textContext();
    m_html += heading(1, tr("No build is offered"), true);
    m_html += paragraph(tr("No workstation we can build satisfies every requirement of this request. What would make "
                           "it possible:"));
    QStringList options;
    for (const Suggestion &s : m_outcome.plan.suggestions) {
        if (s.feasible) {
            options << qs(plantext::suggestionChange(words, s));
        }
    }
    if (options.isEmpty()) {
        options << tr("a smaller model, fewer users or a shorter context; we will gladly discuss the options.");
    }
    m_html += bulletList(options);
}

void ReportContent::assumptions()
{
    m_html += heading(1, tr("Assumptions"), true);
    QStringList items;
    items << tr("Memory is given in GB (10^9 bytes); GPU memory and system memory (RAM) capacities in GiB "
                "(2^30 bytes), as their makers count them.");
    items << tr("Speeds are estimates from published specifications and the usual efficiency of the software; real "
                "speed depends on the software versions, the settings and the data. We recommend a trial run of the "
                "work on the delivered machine before committing to a service level.");
    items << tr("Power and heat are steady full-load figures. The building's wiring and cooling need a qualified check "
                "before installation.");
    const std::string rateDate = m_options.frozen ? m_options.frozen->rateDate : m_outcome.plan.rateDate;
    items << (rateDate.empty() ? tr("All prices are in %1.").arg(m_currency)
                               : tr("All prices are in %1; amounts in other currencies were converted at the exchange "
                                    "rates of %2.")
                                     .arg(m_currency, qs(rateDate)));
    items << tr("Amounts are rounded to the currency's smallest unit; tax is computed once on the net total.");
    if (m_options.frozen) {
        items << tr("The prices hold until %1. GPU prices move quickly: an order after that date is quoted again.")
                     .arg(m_date.addDays(m_quote.validDays).toString(Qt::ISODate));
    }
    m_html += bulletList(items);
}

// The acceptance kit's thresholds, per tier offered.
// A frozen quote shows the kit frozen with it; a quote frozen before kits were kept, the kit of
// today's plan while that still makes the frozen build (nothing otherwise); an unfrozen plan,
// the kit of each distinct tier.
void ReportContent::acceptance()
{
    const bool frozenKit = m_options.frozen && m_options.frozen->kit;
    if (!frozenKit && (!feasible() || (m_options.frozen && !m_liveMatchesFrozen))) {
        return;
    }
    std::vector<LaunchKit> kits;
    if (frozenKit) {
        kits.push_back(*m_options.frozen->kit);
    } else {
        for (const Tier &tier : m_outcome.plan.tiers) {
            if (m_options.frozen ? tier.kind != frozenTier() : tier.sameAs.has_value()) {
                continue;
            }
            if (Result<LaunchKit> kit = launchKit(m_outcome, tier.kind)) {
                kits.push_back(std::move(*kit));
            }
        }
    }
    m_html += heading(1, tr("Acceptance on delivery"), true);
    m_html += paragraph(tr("Each build comes with an acceptance kit: the launch settings its figures assume, and a test "
                           "(accept.sh) that measures them on the delivered machine and prints PASS or FAIL for each "
                           "figure. A figure passes when it is within the error our estimates show on published "
                           "measured runs:"));
    for (const LaunchKit &kit : kits) {
        if (!m_options.frozen) {
            m_html += heading(2, tr("%1 build").arg(Format::tierName(kit.tier)));
        }
        m_html += acceptanceTable(kit);
    }
}

// One kit's thresholds, a row each.
QString ReportContent::acceptanceTable(const LaunchKit &kit) const
{
    HtmlTable table({{tr("Job"), 34, HtmlTable::Left},
                     {tr("Measured"), 30, HtmlTable::Left},
                     {tr("Plan"), 16, HtmlTable::Right},
                     {tr("Passes when"), 20, HtmlTable::Right}});
    for (const JobKit &job : kit.jobs) {
        const std::vector<KitThreshold> &thresholds = job.serving ? job.serving->thresholds : job.training->thresholds;
        const QString perReplica = job.serving && job.serving->replicas.size() > 1 ? tr(" (each replica)") : QString();
        // A frozen kit may name a job the quote's workload no longer has.
        const std::size_t index = std::size_t(job.job);
        const QString label = index < m_outcome.workload.jobs.size() ? jobLabel(index) : QString::number(index + 1);
        for (const KitThreshold &t : thresholds) {
            table.addRow({label, kitMetricWords(t.metric) + perReplica, kitMetricValue(t.metric, t.planned),
                          (t.atLeast ? QStringLiteral("≥ ") : QStringLiteral("≤ ")) + kitMetricValue(t.metric, t.limit)});
        }
    }
    return table.html();
}

void ReportContent::terms()
{
    m_html += heading(1, tr("Terms"));
    const VendorProfile *vendor = m_options.vendor ? &*m_options.vendor : nullptr;
    HtmlTable table({{QString(), 30, HtmlTable::Left}, {QString(), 70, HtmlTable::Left}}, QStringLiteral("params"));
    const std::string payment = !m_quote.paymentTerms.empty() ? m_quote.paymentTerms : vendor ? vendor->paymentTerms : std::string();
    table.addRow({tr("Payment"), payment.empty() ? tr("as agreed with the order") : qs(payment)});
    table.addRow({tr("Validity"), tr("until %1").arg(m_date.addDays(m_quote.validDays).toString(Qt::ISODate))});
    if (m_options.frozen) {
        const int lead = deliveryLeadDays(m_quote.leadDays, m_options.frozen->lines);
        table.addRow({tr("Lead time"), lead > 0 ? tr("%n working day(s) after the order", "", lead)
                                                : tr("confirmed with the order", "lead time not given")});
    }
    if (vendor && !vendor->bank.empty()) {
        table.addRowHtml({esc(tr("Bank details")), esc(qs(vendor->bank)).replace(QLatin1Char('\n'), QStringLiteral("<br/>"))});
    }
    if (vendor && !vendor->taxId.empty()) {
        table.addRow({tr("Tax id"), qs(vendor->taxId)});
    }
    m_html += table.html();
    const std::string text = !m_quote.terms.empty() ? m_quote.terms : vendor ? vendor->terms : std::string();
    if (!text.empty()) {
        m_html += heading(3, tr("Terms and conditions"));
        for (const QString &line : qs(text).split(QLatin1Char('\n'))) {
            m_html += paragraph(line, QStringLiteral("small"));
        }
    }
}

void ReportContent::signature()
{
    m_html += heading(2, tr("Signature"));
    const QString vendor = m_options.vendor && !m_options.vendor->company.empty() ? qs(m_options.vendor->company) : tr("the vendor");
    const QString customer = m_outcome.workload.customer.empty() ? tr("the customer") : qs(m_outcome.workload.customer);
    HtmlTable table({{tr("For %1").arg(vendor), 50, HtmlTable::Left}, {tr("Accepted for %1").arg(customer), 50, HtmlTable::Left}});
    const QString line = QStringLiteral("______________________________");
    table.addRow({tr("Name: %1").arg(m_preparedBy.isEmpty() ? line : m_preparedBy), tr("Name: %1").arg(line)});
    table.addRow({tr("Signature: %1").arg(line), tr("Signature: %1").arg(line)});
    table.addRow({tr("Date: %1").arg(line), tr("Date: %1").arg(line)});
    m_html += table.html();
}

void ReportContent::internalCommercial()
{
    if (!m_options.frozen) {
        return;
    }
    const FrozenQuote &f = *m_options.frozen;
    m_html += heading(1, tr("Commercial figures (internal)"), true);
    m_html += paragraph(tr("%1 tier frozen on %2: prices of %3, exchange rates of %4; markup on part costs %5.")
                            .arg(Format::tierName(f.tier), qs(f.frozenAt), qs(f.priceDate),
                                 f.rateDate.empty() ? tr("none") : qs(f.rateDate), Format::percentExact(m_options.commercial.markup)));
    if (!m_liveMatchesFrozen) {
        const TierKind kind = f.tier == "entry" ? TierKind::Entry : f.tier == "high" ? TierKind::High : TierKind::Mainstream;
        const Tier *live = m_outcome.plan.tier(kind);
        m_html += QStringLiteral("<p class=\"alert\">%1</p>\n")
                      .arg(esc(live && live->build.key == f.build.key
                                   ? tr("The workload or the engine changed since the freeze: today's figures for this build "
                                        "differ from the frozen ones. Re-price the quote before sending it again.")
                                   : tr("Today's catalog plans a different build for this tier (%1 instead of %2): re-price the "
                                        "quote before sending it again.")
                                         .arg(live ? qs(live->build.key) : tr("none"), qs(f.build.key))));
    }
    commercialLines(true);
    m_html += heading(3, tr("Price sources of the frozen lines"));
    HtmlTable sources({{tr("Item"), 30, HtmlTable::Left}, {tr("Date"), 12, HtmlTable::Left}, {tr("Source"), 58, HtmlTable::Left}});
    for (const QuoteLine &l : f.lines) {
        QString source = qs(l.source);
        if (l.estimate) {
            source = l.estimateBasis.empty() ? tr("%1 (estimate)").arg(source)
                                             : tr("%1 (estimate: %2)").arg(source, qs(l.estimateBasis));
        }
        if (l.userSet) {
            source = tr("%1 (set by the catalog's user)").arg(source);
        }
        sources.addRow({Format::quoteLineItem(l), qs(l.priceDate), source});
    }
    m_html += sources.html();
    QStringList rates;
    for (const ExchangeRate &r : f.rates) {
        rates << tr("%1 %2 per USD (%3)").arg(Format::number(r.perUsd, 4), qs(r.currency), qs(r.date));
    }
    if (!rates.isEmpty()) {
        m_html += paragraph(tr("Exchange rates frozen with the quote: %1.").arg(rates.join(QStringLiteral("; "))), QStringLiteral("small"));
    }
    if (m_options.commercial.tax && !m_options.commercial.tax->source.empty()) {
        m_html += paragraph(tr("Tax rate source: %1").arg(qs(m_options.commercial.tax->source)), QStringLiteral("small"));
    }
}

} // namespace rigplan
