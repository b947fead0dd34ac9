// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReportSoftware.h"

#include "Format.h"
#include "ReportHtml.h"

#include <QStringList>

namespace rigplan {

using reporthtml::esc; // catalog strings too: escaped, bidi overrides removed

namespace {

// A two-column table in the report's "params" style: labels left, values right of them.
QString paramsTable(const QList<QPair<QString, QString>> &rows)
{
    QString out = QStringLiteral("<table class=\"params\" width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" border=\"1\">\n");
    bool first = true;
    for (const auto &[label, value] : rows) {
        // The first row carries the column widths (the table has no header row).
        const QString row = first ? QStringLiteral("<tr><td width=\"34%\">%1</td><td width=\"66%\">%2</td></tr>\n")
                                  : QStringLiteral("<tr><td>%1</td><td>%2</td></tr>\n");
        out += row.arg(esc(label), esc(value));
        first = false;
    }
    return out + QStringLiteral("</table>\n");
}

} // namespace

QString ReportSoftware::section(const PlanOutcome &outcome, std::size_t tierIndex)
{
    if (tierIndex >= outcome.plan.tiers.size()) {
        return {};
    }
    const Tier &tier = outcome.plan.tiers[tierIndex];
    const GpuSpec &gpu = outcome.snapshot().gpus[std::size_t(tier.build.gpu)];
    const SoftwareStack stack = tierSoftware(outcome.plan, outcome.workload.jobs, outcome.snapshot(), tier);
    const plantext::SoftwareText text = plantext::softwareText(outcome.textContext(), gpu, stack);

    QString html = QStringLiteral("<h2>%1</h2>\n").arg(esc(tr("Software stack")));
    QList<QPair<QString, QString>> rows;
    if (!text.architecture.empty()) {
        rows.append({tr("GPU architecture"), qs(text.architecture)});
        if (!text.driver.empty()) {
            rows.append({tr("Driver (Linux)"), qs(text.driver)});
        }
        rows.append({tr("CUDA / ROCm"), qs(text.toolkit)});
        if (!text.pytorch.empty()) {
            rows.append({tr("PyTorch"), qs(text.pytorch)});
        }
        if (!text.container.empty()) {
            rows.append({tr("Container images"), qs(text.container)});
        }
    }
    for (std::size_t i = 0; i < stack.frameworks.size(); ++i) {
        // "vLLM — supported, from 0.11.2: …": the name as the label, the rest as the value.
        const QString name = QString::fromLatin1(frameworkName(stack.frameworks[i].framework));
        QString value = qs(text.frameworks[i]);
        value.remove(0, name.size() + 3);
        rows.append({name, value});
    }
    if (!rows.isEmpty()) {
        html += paramsTable(rows);
    }
    if (!text.warnings.empty()) {
        html += QStringLiteral("<ul>\n");
        for (const std::string &w : text.warnings) {
            html += QStringLiteral("<li>%1</li>\n").arg(esc(qs(w)));
        }
        html += QStringLiteral("</ul>\n");
    }
    if (stack.architecture) {
        html += QStringLiteral("<p class=\"small\">%1</p>\n")
                    .arg(esc(tr("Sources: %1 (read %2). Framework support as of the catalog's framework_support rows.")
                                 .arg(qs(stack.architecture->source), qs(stack.architecture->sourceDate))));
    }
    return html;
}

} // namespace rigplan
