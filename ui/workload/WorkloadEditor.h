// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Retranslate.h"
#include "WorkloadChoices.h"

#include <QWidget>

namespace rigplan {

class Catalog;
class JobListEditor;
class QuoteDetailsForm;
class SiteBudgetForm;

// The live workload panel: customer and title (the quote's other fields under a fold), the jobs
// (list + the selected job's editor) and the site and budget, in one scrolling column.
// quoteChanged() is emitted on every user edit — each keystroke, each slider step while it is
// dragged — so the owner debounces before it re-plans (off the UI thread).
// A language switch retranslates it in place (QEvent::LanguageChange), each form its own texts.
// Object names: quoteHeading, jobsHeading, siteHeading; those of QuoteDetailsForm, JobListEditor,
// JobEditor and SiteBudgetForm.
class WorkloadEditor final : public QWidget {
    Q_OBJECT
public:
    explicit WorkloadEditor(const Catalog &catalog, QWidget *parent = nullptr);
    explicit WorkloadEditor(const WorkloadChoices &choices, QWidget *parent = nullptr);

    // Shows `quote` (no quoteChanged()). Fields the panel does not edit (the quote's date, the
    // workload's economics settings) are kept as given.
    void setQuote(const Quote &quote);
    // The edited quote, normalised as a file stores it (normalizedWorkload): a quote read from a
    // file and not edited compares equal to what was set.
    Quote quote() const;

    // What keeps the workload from being planned (no jobs, a job's problem, a budget of 0);
    // empty when the plan can run. The customer's name is not required here.
    QStringList problems() const;
    bool isValid() const { return problems().isEmpty(); }

    JobListEditor *jobListEditor() const { return m_jobs; }
    QuoteDetailsForm *detailsForm() const { return m_details; }
    SiteBudgetForm *siteBudgetForm() const { return m_site; }

Q_SIGNALS:
    void quoteChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    Quote m_quote; // the fields no form edits
    QuoteDetailsForm *m_details = nullptr;
    JobListEditor *m_jobs = nullptr;
    SiteBudgetForm *m_site = nullptr;
    TextSetters m_texts;
};

} // namespace rigplan
