// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The report's text as HTML for QTextDocument (internal to ui/report). Every string that
// comes from the user or the catalog is escaped here; charts are placeholders
// (<img src="rigplan-chart:N">) that the layout replaces with vector chart objects.

#include "Report.h"
#include "TierCharts.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace rigplan {

// Placeholder image names: kChartUrlPrefix + the chart's index in ReportContent::charts().
inline constexpr const char *kChartUrlPrefix = "rigplan-chart:";

// The texts of every page's header and footer.
struct ReportFacts {
    QString title;      // the header's left text
    QString quoteLabel; // the header's right text
    QString footer;     // the footer's left text
};

class ReportContent final {
    Q_DECLARE_TR_FUNCTIONS(rigplan::Report)
public:
    // `preparedBy` and `date` already resolved (options → quote → settings / today).
    ReportContent(const PlanOutcome &outcome, const QuoteInfo &quote, const ReportOptions &options,
                  const QString &preparedBy, const QDate &date);

    QString html() const { return m_html; }
    // The charts in placeholder order.
    const QList<ChartKind> &charts() const { return m_charts; }
    const ReportFacts &facts() const { return m_facts; }
    // The vendor's logo (PNG or SVG bytes) for the <img src="rigplan-logo:"> of the cover; empty without one.
    QByteArray logo() const;

    // The report is a list of sections, each one member function that appends its HTML, and
    // the editions it appears in. A new section is one row of kSections (ReportContent.cpp)
    // and one function here: it is called in that order for the editions it names.
    enum Editions : std::uint8_t { ClientOnly = 1, InternalOnly = 2, BothEditions = 3 };
    using Section = void (ReportContent::*)();
    struct SectionEntry {
        Editions editions;
        Section write;
    };

private:
    // Both editions (words differ by edition where they must)
    void cover();
    void chartsSection();
    void comparison(); // the quote's scenarios side by side (ReportLab.h), with two or more
    // Internal edition: the full method
    void requirements();
    void overview();
    void tierSections();
    void tierSection(std::size_t index);
    void infeasible();
    void internalCommercial(); // a frozen quote's lines with cost, margin and sources
    void method();
    // Client edition: what a vendor sends
    void offer();          // the frozen lines with discounts, net / tax / gross, lead times; or the tiers' prices
    void machine();        // what the machine will do, in plain words
    void clientInfeasible();
    void assumptions();    // one page
    void acceptance();     // "Acceptance on delivery": the kit's thresholds and commands (core/plan/LaunchKit)
    QString acceptanceTable(const LaunchKit &kit) const;
    void terms();          // payment, validity, lead time, terms and conditions, bank details
    void signature();      // the signature block

    // Shared pieces
    bool client() const { return m_options.edition == ReportEdition::Client; }
    bool feasible() const { return m_outcome.plan.feasible && !m_outcome.plan.tiers.empty(); }
    QString money(std::int64_t minor) const;
    QString frozenMoney(std::int64_t minor) const; // in the frozen quote's currency
    TierKind frozenTier() const;                   // the frozen quote's tier (its id read back)
    QString jobLabel(std::size_t index) const;
    QString gpuLine(const Build &build) const;
    void jobRequirement(std::size_t index);
    void memoryTables(const Build &build);
    void formulas(const Build &build);
    void machineWords(const FrozenBuild &build, const QString &title);
    static QStringList missedTargets(const FrozenJob &frozen);
    void commercialLines(bool internalFigures);

    static const std::vector<SectionEntry> &sections();

    const PlanOutcome &m_outcome;
    const QuoteInfo &m_quote;
    const ReportOptions &m_options;
    QString m_preparedBy;
    QDate m_date;
    QString m_currency;
    QString m_html;
    QList<ChartKind> m_charts;
    ReportFacts m_facts;
    bool m_liveMatchesFrozen = true; // the live plan's tier is the frozen build (charts and figures agree)
};

} // namespace rigplan
