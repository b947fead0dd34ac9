// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "WorkloadChoices.h"

#include <QWizard>

namespace rigplan {

class Catalog;
class JobListEditor;
class QuoteDetailsForm;
class SiteBudgetForm;

// The new-quote wizard: customer and quote details, the jobs, then site and budget. Every page
// shows what is missing next to the field and keeps Next (Finish) disabled until it is fixed;
// Enter moves on. It starts from defaultQuote() for the current locale, without a quote number
// (freezing takes the vendor profile's next one), or from setQuote(). Accepting remembers
// "prepared by" for the next quote.
//
// Page ids: QuotePage, JobsPage, SitePage. Object names: see QuoteDetailsForm, JobListEditor,
// JobEditor and SiteBudgetForm; the pages are quotePage, jobsPage and sitePage.
class QuoteWizard final : public QWizard {
    Q_OBJECT
public:
    enum PageId { QuotePage, JobsPage, SitePage };

    explicit QuoteWizard(const Catalog &catalog, QWidget *parent = nullptr);
    explicit QuoteWizard(const WorkloadChoices &choices, QWidget *parent = nullptr);

    // Starts from an existing quote (e.g. "New quote from this one").
    void setQuote(const Quote &quote);
    // The quote as entered, normalised as a file stores it; complete once the wizard is accepted.
    Quote quote() const;

    // The problems of one page; empty when its Next (Finish) button is enabled.
    QStringList pageProblems(int pageId) const;

    QuoteDetailsForm *detailsForm() const { return m_details; }
    JobListEditor *jobListEditor() const { return m_jobs; }
    SiteBudgetForm *siteBudgetForm() const { return m_site; }

    void accept() override;

private:
    Quote m_quote; // the fields no page edits
    QuoteDetailsForm *m_details = nullptr;
    JobListEditor *m_jobs = nullptr;
    SiteBudgetForm *m_site = nullptr;
};

} // namespace rigplan
