// SPDX-License-Identifier: GPL-3.0-or-later
#include "JobListEditor.h"

#include "FormWidgets.h"
#include "JobEditor.h"
#include "Prompts.h"

#include <QBoxLayout>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QStyle>
#include <QToolButton>

namespace rigplan {

JobListEditor::JobListEditor(const WorkloadChoices &choices, Qt::Orientation orientation, QWidget *parent)
    : QWidget(parent)
    , m_choices(choices)
    , m_list(new QListWidget(this))
    , m_add(new QPushButton(this))
    , m_duplicate(new QPushButton(this))
    , m_remove(new QPushButton(this))
    , m_up(new QToolButton(this))
    , m_down(new QToolButton(this))
    , m_concurrent(new QCheckBox(this))
    , m_error(new ErrorLabel(this))
    , m_editor(new JobEditor(choices, orientation == Qt::Vertical, this))
    , m_emptyHint(makeHintLabel(this))
{
    installWheelGuard();
    m_list->setObjectName(QStringLiteral("jobList"));
    m_add->setObjectName(QStringLiteral("addJobButton"));
    m_duplicate->setObjectName(QStringLiteral("duplicateJobButton"));
    m_remove->setObjectName(QStringLiteral("removeJobButton"));
    m_up->setObjectName(QStringLiteral("moveJobUpButton"));
    m_down->setObjectName(QStringLiteral("moveJobDownButton"));
    m_concurrent->setObjectName(QStringLiteral("concurrentCheck"));
    m_error->setObjectName(QStringLiteral("jobsError"));

    m_texts.add([this] {
        m_add->setText(tr("Add job"));
        m_duplicate->setText(tr("Duplicate"));
        m_remove->setText(tr("Remove"));
        m_concurrent->setText(tr("All jobs run at the same time"));
    });
    m_texts.add([this] { m_add->setToolTip(tr("Add a serving job; switch its kind to describe a training run.")); });
    m_texts.add([this] { m_duplicate->setToolTip(tr("Add a copy of the selected job.")); });
    m_texts.add([this] { m_remove->setToolTip(tr("Remove the selected job.")); });
    m_up->setArrowType(Qt::UpArrow);
    m_down->setArrowType(Qt::DownArrow);
    m_texts.add([this] { m_up->setToolTip(tr("Move the selected job up")); });
    m_texts.add([this] { m_down->setToolTip(tr("Move the selected job down")); });
    m_texts.add([this] {
        m_up->setAccessibleName(m_up->toolTip());
        m_down->setAccessibleName(m_down->toolTip());
    });
    m_texts.add([this] {
        m_concurrent->setToolTip(tr("Unticked, the machine runs one job at a time and must suit each; ticked, every "
                                    "job shares it at once."));
    });
    // One line per job, elided, the whole summary in the tooltip: QListView lays out wrapped
    // rows of different heights from sizes measured before the list has its width, and they
    // overlapped their neighbours.
    m_list->setWordWrap(false);
    m_list->setUniformItemSizes(false); // a row with a warning icon may be taller
    m_list->setTextElideMode(Qt::ElideRight);
    m_texts.add([this] { m_emptyHint->setText(tr("No jobs yet. Add one to describe what the machine will run.")); });

    QLabel *listLabel = translatedBuddy(m_texts, [] { return tr("&Jobs:"); }, m_list, this);

    auto *buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addWidget(m_add);
    buttons->addWidget(m_duplicate);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    buttons->addWidget(m_up);
    buttons->addWidget(m_down);

    auto *listColumn = new QVBoxLayout;
    listColumn->setContentsMargins(0, 0, 0, 0);
    listColumn->addWidget(listLabel);
    listColumn->addWidget(m_list, 1);
    listColumn->addLayout(buttons);
    listColumn->addWidget(m_concurrent);
    listColumn->addWidget(m_error);

    const bool horizontal = orientation == Qt::Horizontal;
    // Beside the list (the wizard) the job's fields scroll on their own, so the list and its
    // buttons stay in view; above it (the panel) the whole panel scrolls instead.
    QWidget *editorHost = this;
    QScrollArea *editorScroll = nullptr;
    if (horizontal) {
        editorScroll = new QScrollArea(this);
        editorScroll->setObjectName(QStringLiteral("jobEditorScroll"));
        editorScroll->setWidgetResizable(true);
        editorScroll->setFrameShape(QFrame::NoFrame);
        editorHost = new QWidget(editorScroll);
        m_editor->setParent(editorHost);
        m_emptyHint->setParent(editorHost);
    }
    auto *editorColumn = new QVBoxLayout(horizontal ? editorHost : nullptr);
    editorColumn->setContentsMargins(0, 0, 0, 0);
    editorColumn->addWidget(m_emptyHint);
    editorColumn->addWidget(m_editor);
    if (horizontal) {
        editorColumn->addStretch(1);
    }

    auto *layout = new QBoxLayout(horizontal ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom, this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(listColumn, horizontal ? 1 : 0);
    if (editorScroll) {
        editorScroll->setWidget(editorHost);
        layout->addWidget(editorScroll, 3);
    } else {
        layout->addLayout(editorColumn, 1);
        // Above the editor the list stays short, so the job's fields are in view.
        m_list->setMaximumHeight(m_list->fontMetrics().height() * 7);
    }

    setTabOrder(m_list, m_add);
    setTabOrder(m_add, m_duplicate);
    setTabOrder(m_duplicate, m_remove);
    setTabOrder(m_remove, m_up);
    setTabOrder(m_up, m_down);
    setTabOrder(m_down, m_concurrent);

    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (m_updating) {
            return;
        }
        if (row >= 0 && row < int(m_jobs.size())) {
            m_editor->setJob(m_jobs[std::size_t(row)]);
        }
        updateButtons();
    });
    connect(m_editor, &JobEditor::jobChanged, this, [this] {
        const int row = currentJob();
        if (row < 0) {
            return;
        }
        m_jobs[std::size_t(row)] = m_editor->job();
        refreshItem(row);
        changed();
    });
    connect(m_add, &QPushButton::clicked, this, [this] { addJob(); });
    connect(m_duplicate, &QPushButton::clicked, this, [this] { duplicateJob(); });
    connect(m_remove, &QPushButton::clicked, this, [this] { removeJob(); });
    connect(m_up, &QToolButton::clicked, this, [this] { moveJob(-1); });
    connect(m_down, &QToolButton::clicked, this, [this] { moveJob(+1); });
    connect(m_concurrent, &QCheckBox::toggled, this, [this] {
        if (!m_updating) {
            changed();
        }
    });

    refreshList();
}

void JobListEditor::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
}

void JobListEditor::retranslateUi()
{
    // The job editor retranslates on its own event; here the buttons and the list's summaries
    // (their row, and so the selected job, stay).
    m_texts.apply();
    for (int i = 0; i < m_list->count(); ++i) {
        refreshItem(i);
    }
    m_error->setError(m_jobs.empty() ? problems().value(0) : QString());
}

void JobListEditor::setJobs(const std::vector<Job> &jobs, bool concurrent)
{
    m_updating = true;
    m_jobs = jobs;
    m_concurrent->setChecked(concurrent);
    m_updating = false;
    refreshList();
    setCurrentJob(m_jobs.empty() ? -1 : 0);
}

bool JobListEditor::concurrent() const
{
    return m_concurrent->isChecked();
}

int JobListEditor::currentJob() const
{
    const int row = m_list->currentRow();
    return row >= 0 && row < int(m_jobs.size()) ? row : -1;
}

void JobListEditor::setCurrentJob(int index)
{
    if (index < 0 || index >= int(m_jobs.size())) {
        m_list->setCurrentRow(-1);
        updateButtons();
        return;
    }
    if (m_list->currentRow() == index) {
        m_editor->setJob(m_jobs[std::size_t(index)]);
    } else {
        m_list->setCurrentRow(index); // shows the job through currentRowChanged
    }
    updateButtons();
}

QStringList JobListEditor::problems() const
{
    QStringList out;
    if (m_jobs.empty()) {
        out << tr("Add at least one job: what the machine will run decides what it needs.");
    }
    for (std::size_t i = 0; i < m_jobs.size(); ++i) {
        for (const JobProblem &p : JobEditor::check(m_jobs[i])) {
            out << tr("Job %1 (%2): %3", "number, summary, problem")
                       .arg(int(i) + 1)
                       .arg(jobSummary(m_jobs[i]), p.message);
        }
    }
    return out;
}

void JobListEditor::addJob()
{
    m_jobs.push_back(defaultJob(m_choices));
    refreshList();
    setCurrentJob(int(m_jobs.size()) - 1);
    changed();
    m_editor->findChild<QComboBox *>(QStringLiteral("kindCombo"))->setFocus(Qt::TabFocusReason);
}

void JobListEditor::duplicateJob()
{
    const int row = currentJob();
    if (row < 0) {
        return;
    }
    Job copy = m_jobs[std::size_t(row)];
    if (!copy.name.empty()) {
        copy.name = tr("%1 (copy)", "name of a duplicated job").arg(QString::fromStdString(copy.name)).toStdString();
    }
    m_jobs.insert(m_jobs.begin() + row + 1, copy);
    refreshList();
    setCurrentJob(row + 1);
    changed();
}

bool JobListEditor::removeJob()
{
    const int row = currentJob();
    if (row < 0) {
        return false;
    }
    if (m_confirmsRemoval) {
        const QMessageBox::StandardButton answer = Prompts::instance().question(
            this, tr("Remove Job"),
            tr("Remove job %1, “%2”? Its settings go with it (Edit → Undo brings it back).", "number, summary")
                .arg(row + 1)
                .arg(jobSummary(m_jobs[std::size_t(row)])),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Yes) {
            return false;
        }
    }
    m_jobs.erase(m_jobs.begin() + row);
    refreshList();
    setCurrentJob(std::min(row, int(m_jobs.size()) - 1));
    changed();
    return true;
}

void JobListEditor::moveJob(int delta)
{
    const int row = currentJob();
    const int target = row + delta;
    if (row < 0 || target < 0 || target >= int(m_jobs.size())) {
        return;
    }
    std::swap(m_jobs[std::size_t(row)], m_jobs[std::size_t(target)]);
    refreshList();
    setCurrentJob(target);
    changed();
}

void JobListEditor::refreshList()
{
    m_updating = true;
    const int row = m_list->currentRow();
    m_list->clear();
    for (std::size_t i = 0; i < m_jobs.size(); ++i) {
        m_list->addItem(QString());
        refreshItem(int(i));
    }
    if (row >= 0 && row < m_list->count()) {
        m_list->setCurrentRow(row);
    }
    m_updating = false;
    const bool empty = m_jobs.empty();
    m_editor->setVisible(!empty);
    m_emptyHint->setVisible(empty);
    updateButtons();
    m_error->setError(empty ? problems().value(0) : QString());
}

void JobListEditor::refreshItem(int index)
{
    QListWidgetItem *item = m_list->item(index);
    if (!item) {
        return;
    }
    const Job &job = m_jobs[std::size_t(index)];
    QStringList reasons;
    for (const JobProblem &p : JobEditor::check(job)) {
        reasons << p.message;
    }
    item->setText(tr("%1. %2", "job number, summary").arg(index + 1).arg(jobSummary(job)));
    item->setIcon(reasons.isEmpty() ? QIcon() : style()->standardIcon(QStyle::SP_MessageBoxWarning));
    reasons.prepend(item->text());
    item->setToolTip(reasons.join(QLatin1Char('\n')));
}

void JobListEditor::updateButtons()
{
    const int row = currentJob();
    m_duplicate->setEnabled(row >= 0);
    m_remove->setEnabled(row >= 0);
    m_up->setEnabled(row > 0);
    m_down->setEnabled(row >= 0 && row + 1 < int(m_jobs.size()));
}

void JobListEditor::changed()
{
    m_error->setError(m_jobs.empty() ? problems().value(0) : QString());
    Q_EMIT jobsChanged();
}

} // namespace rigplan
