// SPDX-License-Identifier: GPL-3.0-or-later
#include "WorkloadEditor.h"

#include "EconomicsForm.h"
#include "FormWidgets.h"
#include "JobListEditor.h"
#include "QuoteDetailsForm.h"
#include "RequirementsForm.h"
#include "SiteBudgetForm.h"

#include <QEvent>
#include <QFrame>
#include <QLabel>
#include <QScrollArea>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

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
    auto *scroll = m_scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("workloadEditorScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *body = new QWidget(scroll);
    auto *column = new QVBoxLayout(body);

    m_details = new QuoteDetailsForm(true, body);
    m_jobs = new JobListEditor(choices, Qt::Vertical, body);
    m_site = new SiteBudgetForm(choices, true, body);
    m_jobs->setConfirmsRemoval(true);

    // The rarer settings under folds, closed: the host's requirements and the running cost.
    m_requirementsSection = new FoldSection(QString(), body);
    m_requirementsSection->setObjectName(QStringLiteral("requirementsSection"));
    m_requirementsSection->button()->setObjectName(QStringLiteral("requirementsButton"));
    m_requirements = new RequirementsForm(true, m_requirementsSection->content());
    m_economicsSection = new FoldSection(QString(), body);
    m_economicsSection->setObjectName(QStringLiteral("economicsSection"));
    m_economicsSection->button()->setObjectName(QStringLiteral("economicsButton"));
    m_economics = new EconomicsForm(true, m_economicsSection->content());
    for (FoldSection *fold : {m_requirementsSection, m_economicsSection}) {
        auto *foldLayout = new QVBoxLayout(fold->content());
        foldLayout->setContentsMargins(0, 0, 0, 0);
    }
    m_requirementsSection->content()->layout()->addWidget(m_requirements);
    m_economicsSection->content()->layout()->addWidget(m_economics);
    m_texts.add([this] {
        m_requirementsSection->setTitle(tr("Requirements of the host"));
        m_requirementsSection->button()->setToolTip(tr("ECC memory, a network card, redundant power supplies."));
        m_economicsSection->setTitle(tr("Running cost"));
        m_economicsSection->button()->setToolTip(
            tr("Electricity tariff, hours a day, years of service, cooling and support: the cost of ownership."));
    });

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
    column->addWidget(m_requirementsSection);
    column->addWidget(m_economicsSection);
    column->addStretch(1);
    scroll->setWidget(body);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
    installWheelGuard();

    connect(m_details, &QuoteDetailsForm::detailsChanged, this, &WorkloadEditor::quoteChanged);
    // The running cost's defaults follow the jobs (hours a day), the room (cooling) and the
    // budget's currency (tariff): shown again before the change goes out.
    const auto refreshEconomics = [this] {
        Workload workload = m_quote.workload;
        workload.jobs = m_jobs->jobs();
        m_site->applyTo(workload);
        m_economics->applyTo(workload);
        m_economics->setWorkload(workload);
    };
    connect(m_jobs, &JobListEditor::jobsChanged, this, [this, refreshEconomics] {
        refreshEconomics();
        Q_EMIT quoteChanged();
    });
    connect(m_site, &SiteBudgetForm::siteBudgetChanged, this, [this, refreshEconomics] {
        refreshEconomics();
        Q_EMIT quoteChanged();
    });
    connect(m_requirements, &RequirementsForm::requirementsChanged, this, &WorkloadEditor::quoteChanged);
    connect(m_economics, &EconomicsForm::economicsChanged, this, &WorkloadEditor::quoteChanged);

    setQuote(defaultQuote(choices, QLocale()));
}

QSize WorkloadEditor::minimumSizeHint() const
{
    const QSize own = QWidget::minimumSizeHint();
    const QWidget *body = m_scroll ? m_scroll->widget() : nullptr;
    if (!body) {
        return own;
    }
    const int scrollBar = style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
    return {std::max(own.width(), body->minimumSizeHint().width() + scrollBar + 2 * m_scroll->frameWidth()),
            own.height()};
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
    m_requirements->setWorkload(quote.workload);
    m_economics->setWorkload(quote.workload);
}

Quote WorkloadEditor::quote() const
{
    Quote q = m_quote;
    m_details->applyTo(q);
    q.workload.jobs = m_jobs->jobs();
    q.workload.concurrent = m_jobs->concurrent();
    m_site->applyTo(q.workload);
    m_requirements->applyTo(q.workload);
    m_economics->applyTo(q.workload);
    q.workload = normalizedWorkload(q.workload);
    return q;
}

QStringList WorkloadEditor::problems() const
{
    return m_jobs->problems() + m_site->problems();
}

} // namespace rigplan
