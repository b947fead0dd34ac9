// SPDX-License-Identifier: GPL-3.0-or-later
#include "HelpDialog.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QScrollBar>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace rigplan {

namespace {

QString paragraph(const QString &text)
{
    return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
}

QString heading(const QString &text)
{
    return QStringLiteral("<h3>%1</h3>").arg(text.toHtmlEscaped());
}

// A list item: a term in bold, then what it means.
QString item(const QString &term, const QString &text)
{
    return QStringLiteral("<li><b>%1</b> — %2</li>").arg(term.toHtmlEscaped(), text.toHtmlEscaped());
}

} // namespace

HelpDialog::HelpDialog(Shortcuts shortcuts, QWidget *parent)
    : QDialog(parent)
    , m_shortcuts(std::move(shortcuts))
{
    setObjectName(QStringLiteral("guideDialog"));
    auto *layout = new QVBoxLayout(this);
    m_text = new QTextBrowser(this);
    m_text->setObjectName(QStringLiteral("guideText"));
    m_text->setOpenLinks(false);
    layout->addWidget(m_text, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    layout->addWidget(buttons);
    // Readable lines: about 70 characters wide, and no taller than a small screen.
    resize(fontMetrics().averageCharWidth() * 80, fontMetrics().height() * 36);
    retranslateUi();
}

void HelpDialog::changeEvent(QEvent *event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
}

void HelpDialog::retranslateUi()
{
    setWindowTitle(tr("RigPlan Guide"));
    const int scrolled = m_text->verticalScrollBar() ? m_text->verticalScrollBar()->value() : 0;
    m_text->setHtml(html());
    if (m_text->verticalScrollBar()) {
        m_text->verticalScrollBar()->setValue(scrolled);
    }
}

QString HelpDialog::plainText() const
{
    return m_text->toPlainText();
}

QString HelpDialog::html() const
{
    QString out;
    out += heading(tr("The window"));
    out += paragraph(tr("On the left, the workload: the quote's customer and title, the jobs the machine will run "
                        "(training or serving, each with its model and sizes), the site with its wall outlet and "
                        "room, the budget, and under their folds the requirements of the host and the running-cost "
                        "settings. Every change plans again in the background; Edit → Undo takes a change back. A "
                        "field that cannot be planned says why next to it, and the plan waits until it is fixed."));
    out += QStringLiteral("<ul>");
    out += item(tr("Results"), tr("three priced builds side by side, or, when nothing fits, what fails and what "
                                  "would work (Apply writes a change into the workload)."));
    out += item(tr("Charts"), tr("the tiers compared: GPU memory per job, speed, power, price, memory against "
                                 "context length or users, cost of ownership over the years."));
    out += item(tr("Catalog"), tr("the parts and prices the planner chooses from: edit, add parts, set your own "
                                  "prices, import and export CSV files; your changes are bold."));
    out += QStringLiteral("</ul>");

    out += heading(tr("How to read a tier"));
    out += paragraph(tr("Entry is the least expensive build that passes every check; Mainstream the least expensive "
                        "that meets every target with memory to spare; High-performance the fastest that passes "
                        "every check. A tier that is the same build as another says so."));
    out += QStringLiteral("<ul>");
    out += item(tr("Price"), tr("what the parts cost, in the plan's currency; estimates are marked."));
    out += item(tr("Verdict"), tr("green: every target met; amber: a speed or time target missed; red: a check "
                                  "failed."));
    out += item(tr("Power"), tr("the wall power at full load against what the outlet carries continuously."));
    out += item(tr("Jobs"), tr("each job's speed, and its GPU memory per GPU as a bar against the usable "
                               "memory."));
    out += item(tr("Running cost"), tr("energy per year and the cost of ownership over the service life, from "
                                       "the running-cost settings."));
    out += item(tr("Details"), tr("the bill of materials with prices and their dates, why this build and these "
                                  "parts, and the alternatives that were rejected with the check each failed."));
    out += QStringLiteral("</ul>");
    out += paragraph(tr("Hover over a figure to see its formula with the numbers put in."));

    out += heading(tr("Keyboard shortcuts"));
    out += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\">");
    if (m_shortcuts) {
        for (const auto &[command, keys] : m_shortcuts()) {
            out += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                       .arg(keys.toString(QKeySequence::NativeText).toHtmlEscaped(), command.toHtmlEscaped());
        }
    }
    out += QStringLiteral("</table>");
    return out;
}

} // namespace rigplan
