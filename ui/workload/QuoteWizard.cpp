// SPDX-License-Identifier: GPL-3.0-or-later
#include "QuoteWizard.h"

#include "FormWidgets.h"
#include "JobListEditor.h"
#include "QuoteDetailsForm.h"
#include "SiteBudgetForm.h"

#include <QFontMetrics>
#include <QSettings>
#include <QVBoxLayout>
#include <QWizardPage>

#include <algorithm>
#include <functional>

namespace rigplan {

namespace {

// A wizard page around one form: complete when the form reports no problem.
class FormPage final : public QWizardPage {
public:
    FormPage(QWidget *form, std::function<QStringList()> problems, QWidget *parent)
        : QWizardPage(parent)
        , m_problems(std::move(problems))
    {
        auto *layout = new QVBoxLayout(this);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(form, 1);
    }

    bool isComplete() const override { return m_problems().isEmpty(); }
    // QWizard::next() asks only this, so a page with problems is never left by a call either.
    bool validatePage() override { return isComplete(); }
    QStringList problems() const { return m_problems(); }

private:
    std::function<QStringList()> m_problems;
};

} // namespace

QuoteWizard::QuoteWizard(const Catalog &catalog, QWidget *parent)
    : QuoteWizard(WorkloadChoices::fromCatalog(catalog), parent)
{
}

QuoteWizard::QuoteWizard(const WorkloadChoices &choices, QWidget *parent)
    : QWizard(parent)
{
    installWheelGuard();
    setWindowTitle(tr("New quote"));
    setObjectName(QStringLiteral("quoteWizard"));
    setOption(QWizard::NoBackButtonOnStartPage, true);

    m_details = new QuoteDetailsForm(false, nullptr);
    m_jobs = new JobListEditor(choices, Qt::Horizontal, nullptr);
    m_site = new SiteBudgetForm(choices, false, nullptr);

    auto *quotePage = new FormPage(m_details, [this] { return m_details->problems(); }, this);
    quotePage->setObjectName(QStringLiteral("quotePage"));
    quotePage->setTitle(tr("Customer and quote"));
    quotePage->setSubTitle(tr("Who the quote is for. Only the customer's name is required."));
    auto *jobsPage = new FormPage(m_jobs, [this] { return m_jobs->problems(); }, this);
    jobsPage->setObjectName(QStringLiteral("jobsPage"));
    jobsPage->setTitle(tr("Jobs"));
    jobsPage->setSubTitle(tr("What the machine will run: a job for each model to serve or fine-tune."));
    auto *sitePage = new FormPage(m_site, [this] { return m_site->problems(); }, this);
    sitePage->setObjectName(QStringLiteral("sitePage"));
    sitePage->setTitle(tr("Site and budget"));
    sitePage->setSubTitle(tr("Where the machine will stand and what it may cost."));
    setPage(QuotePage, quotePage);
    setPage(JobsPage, jobsPage);
    setPage(SitePage, sitePage);

    connect(m_details, &QuoteDetailsForm::detailsChanged, quotePage, &QWizardPage::completeChanged);
    connect(m_jobs, &JobListEditor::jobsChanged, jobsPage, &QWizardPage::completeChanged);
    connect(m_site, &SiteBudgetForm::siteBudgetChanged, sitePage, &QWizardPage::completeChanged);

    setQuote(defaultQuote(choices, QLocale()));

    // Room for the job list beside a job's fields, in the font's units (the jobs page scrolls, so
    // its size hint alone would make the wizard small).
    const QFontMetrics metrics(font());
    resize(std::max(sizeHint().width(), metrics.averageCharWidth() * 150),
           std::max(sizeHint().height(), metrics.lineSpacing() * 44));
}

void QuoteWizard::setQuote(const Quote &quote)
{
    m_quote = quote;
    m_details->setQuote(quote);
    m_jobs->setJobs(quote.workload.jobs, quote.workload.concurrent);
    m_site->setWorkload(quote.workload);
    for (int id : pageIds()) {
        Q_EMIT page(id)->completeChanged();
    }
}

Quote QuoteWizard::quote() const
{
    Quote q = m_quote;
    m_details->applyTo(q);
    q.workload.jobs = m_jobs->jobs();
    q.workload.concurrent = m_jobs->concurrent();
    m_site->applyTo(q.workload);
    q.workload = normalizedWorkload(q.workload);
    return q;
}

QStringList QuoteWizard::pageProblems(int pageId) const
{
    const auto *formPage = dynamic_cast<const FormPage *>(page(pageId));
    return formPage ? formPage->problems() : QStringList();
}

void QuoteWizard::accept()
{
    const QString preparedBy = QString::fromStdString(quote().info.preparedBy).trimmed();
    if (!preparedBy.isEmpty()) {
        QSettings().setValue(QLatin1String(kPreparedBySetting), preparedBy);
    }
    QWizard::accept();
}

} // namespace rigplan
