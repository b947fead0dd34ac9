// SPDX-License-Identifier: GPL-3.0-or-later
#include "WorkloadEditor.h"

#include "FormWidgets.h"
#include "JobListEditor.h"
#include "QuoteDetailsForm.h"
#include "SiteBudgetForm.h"

#include <QEvent>
#include <QFrame>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace rigplan {

namespace {

QLabel *heading(QWidget *parent)
{
    auto *label = new QLabel(parent);
    QFont font = label->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.1);
    label->setFont(font);
    label->setWordWrap(true);
    return label;
}

QFrame *separator(QWidget *parent)
{
    auto *line = new QFrame(parent);
    line->setFrameShape(QFrame::HLine);
    line->setFrameShadow(QFrame::Sunken);
    return line;
}

} // namespace

WorkloadEditor::WorkloadEditor(const Catalog &catalog, QWidget *parent)
    : WorkloadEditor(WorkloadChoices::fromCatalog(catalog), parent)
{
}

WorkloadEditor::WorkloadEditor(const WorkloadChoices &choices, QWidget *parent)
    : QWidget(parent)
{
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("workloadEditorScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *body = new QWidget(scroll);
    auto *column = new QVBoxLayout(body);

    m_details = new QuoteDetailsForm(true, body);
    m_jobs = new JobListEditor(choices, Qt::Vertical, body);
    m_site = new SiteBudgetForm(choices, true, body);

    QLabel *quoteHeading = heading(body);
    QLabel *jobsHeading = heading(body);
    QLabel *siteHeading = heading(body);
    quoteHeading->setObjectName(QStringLiteral("quoteHeading"));
    jobsHeading->setObjectName(QStringLiteral("jobsHeading"));
    siteHeading->setObjectName(QStringLiteral("siteHeading"));
    m_texts.add([quoteHeading, jobsHeading, siteHeading] {
        quoteHeading->setText(tr("Quote"));
        jobsHeading->setText(tr("Jobs"));
        siteHeading->setText(tr("Site and budget"));
    });
    column->addWidget(quoteHeading);
    column->addWidget(m_details);
    column->addWidget(separator(body));
    column->addWidget(jobsHeading);
    column->addWidget(m_jobs);
    column->addWidget(separator(body));
    column->addWidget(siteHeading);
    column->addWidget(m_site);
    column->addStretch(1);
    scroll->setWidget(body);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
    installWheelGuard(body);

    connect(m_details, &QuoteDetailsForm::detailsChanged, this, &WorkloadEditor::quoteChanged);
    connect(m_jobs, &JobListEditor::jobsChanged, this, &WorkloadEditor::quoteChanged);
    connect(m_site, &SiteBudgetForm::siteBudgetChanged, this, &WorkloadEditor::quoteChanged);

    setQuote(defaultQuote(choices, QLocale(), QString()));
}

void WorkloadEditor::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    // The forms retranslate themselves on the same event; the quote, the selected job, the
    // folds, the scroll position and the focus stay as they were.
    if (event->type() == QEvent::LanguageChange) {
        m_texts.apply();
    }
}

void WorkloadEditor::setQuote(const Quote &quote)
{
    m_quote = quote;
    m_details->setQuote(quote);
    m_jobs->setJobs(quote.workload.jobs, quote.workload.concurrent);
    m_site->setWorkload(quote.workload);
}

Quote WorkloadEditor::quote() const
{
    Quote q = m_quote;
    m_details->applyTo(q);
    q.workload.jobs = m_jobs->jobs();
    q.workload.concurrent = m_jobs->concurrent();
    m_site->applyTo(q.workload);
    q.workload = normalizedWorkload(q.workload);
    return q;
}

QStringList WorkloadEditor::problems() const
{
    return m_jobs->problems() + m_site->problems();
}

} // namespace rigplan
