// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Retranslate.h"
#include "WorkloadChoices.h"

#include <QWidget>

class QCheckBox;
class QLabel;
class QListWidget;
class QPushButton;
class QToolButton;

namespace rigplan {

class ErrorLabel;
class JobEditor;

// The jobs of a workload: a list (add / duplicate / remove / move up / move down), the editor of
// the selected job, and whether the jobs run at the same time. Shared by the wizard's jobs page
// (list beside the editor) and the live workload editor (list above it).
//
// Object names: jobList, addJobButton, duplicateJobButton, removeJobButton, moveJobUpButton,
// moveJobDownButton, concurrentCheck, jobsError; the JobEditor's own (see JobEditor.h).
class JobListEditor final : public QWidget {
    Q_OBJECT
public:
    JobListEditor(const WorkloadChoices &choices, Qt::Orientation orientation, QWidget *parent = nullptr);

    // Shows the jobs and selects the first (no jobsChanged()).
    void setJobs(const std::vector<Job> &jobs, bool concurrent);
    const std::vector<Job> &jobs() const { return m_jobs; }
    bool concurrent() const;

    int currentJob() const; // -1 when there are no jobs
    void setCurrentJob(int index);

    // "Add at least one job." or, per job with problems, "Job 2 (…): reason".
    QStringList problems() const;

    JobEditor *jobEditor() const { return m_editor; }
    QListWidget *jobList() const { return m_list; }

    // Remove asks first (through Prompts) when set: the live editor, where a job is work; the
    // wizard, which never asks, leaves it off.
    void setConfirmsRemoval(bool confirm) { m_confirmsRemoval = confirm; }
    bool confirmsRemoval() const { return m_confirmsRemoval; }

    void addJob();
    void duplicateJob();
    // False when there was no job to remove or the user kept it.
    bool removeJob();
    void moveJob(int delta);

Q_SIGNALS:
    void jobsChanged(); // every user edit of a job, the list or the concurrency flag

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void refreshList();
    void refreshItem(int index);
    void updateButtons();
    void changed();

    WorkloadChoices m_choices;
    std::vector<Job> m_jobs;
    QListWidget *m_list = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_duplicate = nullptr;
    QPushButton *m_remove = nullptr;
    QToolButton *m_up = nullptr;
    QToolButton *m_down = nullptr;
    QCheckBox *m_concurrent = nullptr;
    ErrorLabel *m_error = nullptr;
    JobEditor *m_editor = nullptr;
    QLabel *m_emptyHint = nullptr;
    bool m_updating = false;
    bool m_confirmsRemoval = false;
    TextSetters m_texts;
};

} // namespace rigplan
