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

private:
    void cover();
    void requirements();
    void overview();
    void chartsSection();
    void tierSection(std::size_t index);
    void infeasible();
    void method();

    // Shared pieces
    QString money(std::int64_t minor) const;
    QString jobLabel(std::size_t index) const;
    QString gpuLine(const Build &build) const;
    void jobRequirement(std::size_t index);
    void memoryTables(const Build &build);
    void formulas(const Build &build);

    const PlanOutcome &m_outcome;
    const QuoteInfo &m_quote;
    const ReportOptions &m_options;
    QString m_preparedBy;
    QDate m_date;
    QString m_currency;
    QString m_html;
    QList<ChartKind> m_charts;
    ReportFacts m_facts;
};

} // namespace rigplan
