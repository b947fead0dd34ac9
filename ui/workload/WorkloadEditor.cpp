#include "WorkloadEditor.h"

#include "FormWidgets.h"
#include "JobListEditor.h"
#include "QuoteDetailsForm.h"
#include "SiteBudgetForm.h"

#include <QFrame>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace rigplan {

namespace {

QLabel *heading(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
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

    column->addWidget(heading(tr("Quote"), body));
    column->addWidget(m_details);
    column->addWidget(separator(body));
    column->addWidget(heading(tr("Jobs"), body));
    column->addWidget(m_jobs);
    column->addWidget(separator(body));
    column->addWidget(heading(tr("Site and budget"), body));
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
