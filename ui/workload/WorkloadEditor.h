// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Retranslate.h"
#include "WorkloadChoices.h"

#include <QWidget>

class QScrollArea;

namespace rigplan {

class Catalog;
class EconomicsForm;
class FoldSection;
class JobListEditor;
class RequirementsForm;
class QuoteDetailsForm;
class SiteBudgetForm;

// The live workload panel: customer and title (the quote's other fields under a fold), the jobs
// (list + the selected job's editor), the site and budget, and under folds the host's
// requirements and the running-cost settings, in one scrolling column. Removing a job asks first.
// quoteChanged() is emitted on every user edit — each keystroke, each slider step while it is
// dragged — so the owner debounces before it re-plans (off the UI thread).
// A language switch retranslates it in place (QEvent::LanguageChange), each form its own texts.
// Object names: quoteHeading, jobsHeading, siteHeading, requirementsSection and economicsSection
// (FoldSection; buttons requirementsButton, economicsButton); those of QuoteDetailsForm,
// JobListEditor, JobEditor, SiteBudgetForm, RequirementsForm and EconomicsForm.
class WorkloadEditor final : public QWidget {
    Q_OBJECT
public:
    explicit WorkloadEditor(const Catalog &catalog, QWidget *parent = nullptr);
    explicit WorkloadEditor(const WorkloadChoices &choices, QWidget *parent = nullptr);

    // Shows `quote` (no quoteChanged()). Fields the panel does not edit (the quote's date, an
    // economics key other than the five settings) are kept as given.
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
    RequirementsForm *requirementsForm() const { return m_requirements; }
    EconomicsForm *economicsForm() const { return m_economics; }

    // As wide as the widest row of the panel needs (the job list's buttons, a stacked field)
    // plus its scroll bar: in a splitter the panel is never squeezed under its own content.
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void quoteChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    Quote m_quote; // the fields no form edits
    QScrollArea *m_scroll = nullptr;
    QuoteDetailsForm *m_details = nullptr;
    JobListEditor *m_jobs = nullptr;
    SiteBudgetForm *m_site = nullptr;
    FoldSection *m_requirementsSection = nullptr;
    RequirementsForm *m_requirements = nullptr;
    FoldSection *m_economicsSection = nullptr;
    EconomicsForm *m_economics = nullptr;
    TextSetters m_texts;
};

} // namespace rigplan
