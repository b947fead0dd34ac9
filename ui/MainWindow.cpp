// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "Format.h"
#include "plan/LaunchKit.h"
#include "plan/LaunchKitFiles.h"
#include "util/AtomicFile.h"
#include "HelpDialog.h"
#include "Language.h"
#include "Prompts.h"
#include "QuoteDocument.h"
#include "Settings.h"
#include "Startup.h"
#include "catalog/Catalog.h"
#include "catalog/CatalogEditSession.h"
#include "catalog/CatalogEditor.h"
#include "charts/ChartsView.h"
#include "compare/ComparePage.h"
#include "quote/QuotePage.h"
#include "quote/VendorProfileDialog.h"
#include "Report.h"
#include "results/PlanRunner.h"
#include "results/ResultsView.h"
#include "workload/QuoteWizard.h"
#include "workload/WorkloadEditor.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDateTime>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QEvent>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QScreen>
#include <QScrollArea>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextEdit>
#include <QUndoCommand>
#include <QUndoStack>
#include <QtPrintSupport/qtprintsupportglobal.h>

#include <algorithm>
#include <functional>

#if QT_CONFIG(printdialog)
#include <QPrintDialog>
#include <QPrinter>
#endif

namespace rigplan {
namespace {

const QString kQuoteFilter = QStringLiteral("*.rigplan.json *.json");
constexpr int kStatusMessageMs = 5000;

const QStringList &pageIds()
{
    static const QStringList ids{QStringLiteral("results"), QStringLiteral("charts"), QStringLiteral("catalog"),
                                 QStringLiteral("quote"), QStringLiteral("compare")};
    return ids;
}

// The catalog's models as a resolver plus their ids, for opening files.
struct ModelLookup {
    ModelResolver resolve;
    QStringList ids;
};

ModelLookup modelLookup(const Catalog &catalog)
{
    std::vector<ModelArch> models = catalog.models();
    ModelLookup lookup;
    for (const ModelArch &m : models) {
        lookup.ids.append(QString::fromStdString(m.id));
    }
    lookup.resolve = resolverFor(std::move(models));
    return lookup;
}

// One step of the workload's history: the quote before and after. The window has already
// shown `after` when the step is pushed, so the first redo does nothing.
class QuoteStep final : public QUndoCommand {
public:
    enum Kind { Applied = 1, Edited = 2 };

    QuoteStep(Kind kind, const QString &text, Quote before, Quote after, std::function<void(const Quote &)> show,
              const QObject *field = nullptr)
        : QUndoCommand(text)
        , m_kind(kind)
        , m_field(field)
        , m_before(std::move(before))
        , m_after(std::move(after))
        , m_show(std::move(show))
        , m_at(QDateTime::currentMSecsSinceEpoch())
    {
    }

    void undo() override { m_show(m_before); }
    void redo() override
    {
        if (m_shown) {
            m_show(m_after);
        }
        m_shown = true;
    }
    int id() const override { return m_kind; }
    // Edits of one field that follow each other within a second and a half (a slider drag,
    // typing) are one step; a click (a button, a box ticked, an item chosen) is always its own.
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = static_cast<const QuoteStep *>(other);
        if (m_kind != Edited || !m_field || next->m_field != m_field || next->m_at - m_at > 1500) {
            return false;
        }
        m_after = next->m_after;
        m_at = next->m_at;
        return true;
    }

private:
    Kind m_kind;
    const QObject *m_field; // the field typed in or dragged (compared, never dereferenced); nullptr: a click
    Quote m_before;
    Quote m_after;
    std::function<void(const Quote &)> m_show;
    qint64 m_at;
    bool m_shown = false;
};

} // namespace

MainWindow::MainWindow(Catalog &catalog, const QString &autosaveDir, QWidget *parent)
    : QMainWindow(parent)
    , m_catalog(catalog)
    , m_document(std::make_unique<QuoteDocument>(autosaveDir))
    , m_runner(new PlanRunner(this))
    , m_catalogSession(new CatalogEditSession(catalog, this))
    , m_workloadUndo(new QUndoStack(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/io.github.rigplan.RigPlan.svg")));
    createActions();
    createMenus();
    m_planStatus = new QLabel(this);
    statusBar()->addPermanentWidget(m_planStatus);

    connect(m_runner, &PlanRunner::planned, this, &MainWindow::onPlanned);
    connect(m_runner, &PlanRunner::failed, this, [this](const QString &message) {
        m_planError = message;
        updatePlanStatus();
    });
    connect(m_runner, &PlanRunner::busyChanged, this, [this](bool busy) {
        if (m_resultsView) {
            m_resultsView->setBusy(busy);
        }
        if (busy) {
            m_planStatus->setText(tr("Planning…"));
        }
    });
    connect(m_document.get(), &QuoteDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document.get(), &QuoteDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_document.get(), &QuoteDocument::autosaveFailed, this, [this](const QString &error) {
        statusBar()->showMessage(tr("Autosave failed: %1").arg(error), kStatusMessageMs);
    });

    m_document->reset(defaultQuote());
    createViews();
    updateTitle();
    // A first size that suits a 1440 × 900 screen, made smaller where the screen is (at 1.5× a
    // 1920 × 1080 screen has 1280 × 720 logical pixels); restoreWindowState() replaces it.
    resize(1360, 860);
    fitToScreen();
    requestPlan();
}

MainWindow::~MainWindow()
{
    // The undo stacks outlive the views they would update while they are cleared.
    m_workloadUndo->disconnect(this);
    m_catalogSession->undoStack()->disconnect(this);
    // The views use the catalog session (a child created before them): they go first.
    delete takeCentralWidget();
}

WorkloadEditor *MainWindow::workloadEditor() const
{
    return m_workloadEditor;
}

ResultsView *MainWindow::resultsView() const
{
    return m_resultsView;
}

ChartsView *MainWindow::chartsView() const
{
    return m_chartsView;
}

CatalogEditor *MainWindow::catalogEditor() const
{
    return m_catalogEditor;
}

ComparePage *MainWindow::comparePage() const
{
    return m_comparePage;
}

Quote MainWindow::defaultQuote() const
{
    // The wizard's defaults for this locale (a small serving job, the local outlet and currency),
    // so a new window and a new quote start from the same place.
    Quote quote = rigplan::defaultQuote(WorkloadChoices::fromCatalog(m_catalog), QLocale());
    // The window opens on it before anyone typed a thing: its title says it is an example.
    quote.workload.title = tr("Example quote — File → New Quote… starts your own").toStdString();
    // The wizard asks for the budget; the window starts without one rather than with 0.
    if (quote.workload.budget.set && quote.workload.budget.max <= 0) {
        quote.workload.budget.set = false;
    }
    return quote;
}

bool MainWindow::checkSavable()
{
    // A quote that would not open again is not written: the editor shows the fields inline,
    // and this names them once more.
    const ModelLookup lookup = modelLookup(m_catalog);
    const auto check = loadQuote(saveQuote(m_document->quote()), m_document->displayName(), lookup.resolve, lookup.ids);
    if (check.ok()) {
        return true;
    }
    Prompts::instance().error(this, tr("Cannot save the quote"),
                              tr("Fix the fields listed below first; a quote with them could not be opened again."),
                              diagnosticTexts(check.diagnostics()).join(QLatin1Char('\n')));
    return false;
}

void MainWindow::createActions()
{
    m_newAction = new QAction(this);
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, &MainWindow::newQuoteWizard);
    m_openAction = new QAction(this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::openDialog);
    m_saveAction = new QAction(this);
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);
    m_saveAsAction = new QAction(this);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);
    m_exportAction = new QAction(this);
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_exportAction, &QAction::triggered, this, [this] { exportPdf(ReportEdition::Client); });
    m_exportInternalAction = new QAction(this);
    m_exportInternalAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    connect(m_exportInternalAction, &QAction::triggered, this, [this] { exportPdf(ReportEdition::Internal); });
    m_vendorAction = new QAction(this);
    connect(m_vendorAction, &QAction::triggered, this, &MainWindow::editVendorProfile);
    m_printAction = new QAction(this);
    m_printAction->setShortcut(QKeySequence::Print);
    connect(m_printAction, &QAction::triggered, this, &MainWindow::print);
#if !QT_CONFIG(printdialog)
    m_printAction->setEnabled(false);
#endif
    m_preparedByAction = new QAction(this);
    connect(m_preparedByAction, &QAction::triggered, this, &MainWindow::editPreparedBy);
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
    m_undoAction = new QAction(this);
    m_undoAction->setObjectName(QStringLiteral("undoAction"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    connect(m_undoAction, &QAction::triggered, this, [this] {
        if (QUndoStack *stack = undoTarget(false)) {
            stack->undo();
        }
    });
    m_redoAction = new QAction(this);
    m_redoAction->setObjectName(QStringLiteral("redoAction"));
    m_redoAction->setShortcut(QKeySequence::Redo);
    connect(m_redoAction, &QAction::triggered, this, [this] {
        if (QUndoStack *stack = undoTarget(true)) {
            stack->redo();
        }
    });
    for (QUndoStack *stack : {m_catalogSession->undoStack(), m_workloadUndo}) {
        connect(stack, &QUndoStack::indexChanged, this, &MainWindow::updateUndoActions);
        connect(stack, &QUndoStack::cleanChanged, this, &MainWindow::updateUndoActions);
    }
    m_aboutAction = new QAction(this);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::about);
    m_guideAction = new QAction(this);
    m_guideAction->setObjectName(QStringLiteral("guideAction"));
    m_guideAction->setShortcut(QKeySequence::HelpContents);
    connect(m_guideAction, &QAction::triggered, this, [this] { showGuide(); });

    auto *languages = new QActionGroup(this);
    for (const QString &language : availableLanguages()) {
        auto *action = new QAction(languageDisplayName(language), languages);
        action->setCheckable(true);
        action->setData(language);
        connect(action, &QAction::triggered, this, [this, language] {
            switchLanguage(language);
        });
        m_languageActions.append(action);
    }
    for (int i = 0; i < pageIds().size(); ++i) {
        auto *action = new QAction(this);
        action->setShortcut(QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + i)));
        const QString page = pageIds().at(i);
        connect(action, &QAction::triggered, this, [this, page] {
            showPage(page);
        });
        m_pageActions.append(action);
    }
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_newAction);
    m_fileMenu->addAction(m_openAction);
    m_recentMenu = m_fileMenu->addMenu(QString());
    connect(m_recentMenu, &QMenu::aboutToShow, this, &MainWindow::updateRecentMenu);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_saveAction);
    m_fileMenu->addAction(m_saveAsAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_exportAction);
    m_fileMenu->addAction(m_exportInternalAction);
    m_kitMenu = m_fileMenu->addMenu(QString());
    m_kitMenu->setObjectName(QStringLiteral("kitMenu"));
    for (TierKind kind : kTierKinds) {
        QAction *action = m_kitMenu->addAction(QString());
        action->setObjectName(QStringLiteral("kitAction_") + QLatin1String(tierId(kind)));
        connect(action, &QAction::triggered, this, [this, kind] { exportKit(kind); });
        m_kitActions.append(action);
    }
    m_fileMenu->addAction(m_printAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_vendorAction);
    m_fileMenu->addAction(m_preparedByAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);

    m_viewMenu = menuBar()->addMenu(QString());
    for (QAction *action : std::as_const(m_pageActions)) {
        m_viewMenu->addAction(action);
    }
    m_viewMenu->addSeparator();
    m_languageMenu = m_viewMenu->addMenu(QString());
    for (QAction *action : std::as_const(m_languageActions)) {
        m_languageMenu->addAction(action);
    }

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_guideAction);
    m_helpMenu->addSeparator();
    m_helpMenu->addAction(m_aboutAction);
    retranslateActions();
}

void MainWindow::retranslateActions()
{
    m_fileMenu->setTitle(tr("&File"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_newAction->setText(tr("&New Quote…"));
    m_newAction->setStatusTip(tr("Describe a new workload step by step"));
    m_openAction->setText(tr("&Open…"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As…"));
    m_exportAction->setText(tr("&Export PDF for the Client…"));
    m_exportInternalAction->setText(tr("Export &Internal PDF…"));
    m_kitMenu->setTitle(tr("Export Acceptance &Kit"));
    for (qsizetype i = 0; i < m_kitActions.size(); ++i) {
        m_kitActions[i]->setText(tr("%1 Build…").arg(Format::tierName(kTierKinds[std::size_t(i)])));
    }
    m_vendorAction->setText(tr("&Vendor Profile…"));
    m_printAction->setText(tr("&Print…"));
    m_preparedByAction->setText(tr("Prepared &By…"));
    m_quitAction->setText(tr("&Quit"));
    updateUndoActions();
    m_aboutAction->setText(tr("&About RigPlan"));
    m_guideAction->setText(tr("&Guide and Keyboard Shortcuts"));
    const QStringList pageNames{tr("&Results"), tr("&Charts"), tr("Ca&talog"), tr("&Quote"), tr("C&ompare")};
    for (int i = 0; i < m_pageActions.size(); ++i) {
        m_pageActions.at(i)->setText(pageNames.at(i));
    }
    for (QAction *action : std::as_const(m_languageActions)) {
        action->setChecked(action->data().toString() == currentLanguage());
    }
}

void MainWindow::createViews()
{
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(QStringLiteral("mainSplitter"));
    m_splitter->setChildrenCollapsible(false);

    m_workloadEditor = new WorkloadEditor(m_catalog, m_splitter);
    m_workloadEditor->setObjectName(QStringLiteral("workloadEditor"));
    // At the window's narrowest the editor keeps the width its rows need (its minimumSizeHint:
    // the job list's buttons, the fields with their scroll bar); the pages scroll instead.
    m_loadingEditor = true;
    m_workloadEditor->setQuote(m_document->quote());
    m_loadingEditor = false;
    connect(m_workloadEditor, &WorkloadEditor::quoteChanged, this, &MainWindow::onEditorChanged);

    m_tabs = new QTabWidget(m_splitter);
    m_tabs->setObjectName(QStringLiteral("pages"));
    m_tabs->setDocumentMode(true);
    m_resultsView = new ResultsView(m_tabs);
    m_resultsView->setObjectName(QStringLiteral("resultsPage"));
    m_chartsView = new ChartsView(m_tabs);
    m_chartsView->setObjectName(QStringLiteral("chartsPage"));
    // The catalog's toolbar and filters are wide; the workload editor is hidden on its page, so
    // its width must not add to the editor's in the window's minimum: below it, it scrolls.
    m_catalogScroll = new QScrollArea(m_tabs);
    m_catalogScroll->setObjectName(QStringLiteral("catalogScroll"));
    m_catalogScroll->setWidgetResizable(true);
    m_catalogScroll->setFrameShape(QFrame::NoFrame);
    m_catalogEditor = new CatalogEditor(*m_catalogSession, m_catalogScroll);
    m_catalogEditor->setObjectName(QStringLiteral("catalogPage"));
    m_catalogScroll->setWidget(m_catalogEditor);
    m_tabs->addTab(m_resultsView, QString());
    m_tabs->addTab(m_chartsView, QString());
    m_tabs->addTab(m_catalogScroll, QString());
    m_quotePage = new QuotePage(m_catalog, m_tabs);
    m_quotePage->setObjectName(QStringLiteral("quotePage"));
    m_quotePage->setQuote(m_document->quote());
    m_tabs->addTab(m_quotePage, QString());
    connect(m_quotePage, &QuotePage::quoteEdited, this, &MainWindow::onQuotePageEdited);
    connect(m_quotePage, &QuotePage::openRequested, this, [this](const QString &path) {
        if (maybeSave()) {
            openFile(path);
        }
    });
    m_comparePage = new ComparePage(m_catalog, m_tabs);
    m_comparePage->setObjectName(QStringLiteral("comparePage"));
    m_tabs->addTab(m_comparePage, QString());
    connect(m_comparePage, &ComparePage::scenariosEdited, this, &MainWindow::editScenarios);
    retranslateTabs();
    connect(m_catalogEditor, &CatalogEditor::catalogChanged, this, &MainWindow::onCatalogChanged);
    connect(m_resultsView, &ResultsView::applyRequested, this, &MainWindow::applySuggestion);
    connect(m_resultsView, &ResultsView::kitRequested, this, [this](TierKind tier) { exportKit(tier); });
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::updateUndoActions);
    // The editor matters on the plan pages; the catalog page gets the whole width.
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        if (m_workloadEditor) {
            m_workloadEditor->setVisible(m_tabs->widget(index) != m_catalogScroll && m_tabs->widget(index) != m_quotePage);
        }
    });

    m_splitter->addWidget(m_workloadEditor);
    m_splitter->addWidget(m_tabs);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({430, 930});
    setCentralWidget(m_splitter);
    m_resultsView->setBusy(m_runner->isBusy());
    showPage(QStringLiteral("results"));
}

void MainWindow::retranslateTabs()
{
    m_tabs->setTabText(m_tabs->indexOf(m_resultsView), tr("Results"));
    m_tabs->setTabText(m_tabs->indexOf(m_chartsView), tr("Charts"));
    m_tabs->setTabText(m_tabs->indexOf(m_catalogScroll), tr("Catalog"));
    m_tabs->setTabText(m_tabs->indexOf(m_quotePage), tr("Quote"));
    m_tabs->setTabText(m_tabs->indexOf(m_comparePage), tr("Compare"));
}

void MainWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    // The views retranslate themselves on the same event (Qt sends it to every widget); the
    // window words its menus, tabs, title and plan status again.
    if (event->type() == QEvent::LanguageChange) {
        retranslateActions();
        retranslateTabs();
        updateTitle();
        if (!m_blockedBy.isEmpty()) {
            updatePlanBlocked(); // the editor's reasons in the new words
        } else if (!m_runner->isBusy()) {
            updatePlanStatus();
        }
    }
}

bool MainWindow::showPage(const QString &page)
{
    const int index = pageIds().indexOf(page);
    if (index < 0 || !m_tabs) {
        return false;
    }
    m_tabs->setCurrentIndex(index);
    return true;
}

QString MainWindow::currentPage() const
{
    const int index = m_tabs ? m_tabs->currentIndex() : -1;
    return index >= 0 && index < pageIds().size() ? pageIds().at(index) : QString();
}

void MainWindow::updateTitle()
{
    setWindowModified(m_document->isModified());
    setWindowTitle(tr("%1[*] — RigPlan").arg(m_document->displayName()));
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = QuoteDocument::recentFiles();
    for (const QString &file : files) {
        QAction *action = m_recentMenu->addAction(QDir::toNativeSeparators(file));
        connect(action, &QAction::triggered, this, [this, file] {
            if (maybeSave()) {
                openFile(file);
            }
        });
    }
    if (files.isEmpty()) {
        m_recentMenu->addAction(tr("No recent quotes"))->setEnabled(false);
    }
}

void MainWindow::requestPlan()
{
    // A workload the editor refuses (a budget of 0, offload without ZeRO, no job) is not
    // planned: the views say why instead of showing a plan of something else.
    updatePlanBlocked();
    if (!m_blockedBy.isEmpty()) {
        return;
    }
    m_runner->request(m_catalog, m_document->quote().workload);
}

void MainWindow::updatePlanBlocked()
{
    const bool was = !m_blockedBy.isEmpty();
    m_blockedBy = m_workloadEditor ? m_workloadEditor->problems() : QStringList();
    if (m_resultsView) {
        m_resultsView->setBlocked(m_blockedBy);
    }
    if (!m_blockedBy.isEmpty()) {
        if (m_chartsView) {
            m_chartsView->setOutcome(nullptr);
        }
        m_planStatus->setText(tr("Not planned: %n problem(s) in the workload", nullptr, int(m_blockedBy.size())));
    } else if (was && m_chartsView && m_outcome) {
        m_chartsView->setOutcome(m_outcome); // until the new plan arrives
    }
}

void MainWindow::onPlanned(std::shared_ptr<const PlanOutcome> outcome)
{
    m_outcome = std::move(outcome);
    m_planError.clear();
    if (!m_blockedBy.isEmpty()) {
        return; // a plan asked for before the workload went wrong: it describes another workload
    }
    if (m_resultsView) {
        m_resultsView->setOutcome(m_outcome);
    }
    if (m_chartsView) {
        m_chartsView->setOutcome(m_outcome);
    }
    if (m_quotePage) {
        m_quotePage->setOutcome(m_outcome);
    }
    if (m_comparePage) {
        m_comparePage->setQuote(m_document->quote(), m_outcome);
    }
    updatePlanStatus();
}

void MainWindow::updatePlanStatus()
{
    if (!m_planError.isEmpty()) {
        m_planStatus->setText(tr("Cannot plan: %1").arg(m_planError));
        return;
    }
    if (!m_outcome) {
        return;
    }
    const PlanResult &plan = m_outcome->plan;
    if (m_outcome->workload.jobs.empty()) {
        m_planStatus->setText(tr("Add a job to plan"));
    } else if (plan.feasible) {
        m_planStatus->setText(tr("%n build(s) evaluated", nullptr, static_cast<int>(plan.candidates)));
    } else {
        m_planStatus->setText(tr("No build satisfies the workload"));
    }
}

void MainWindow::onEditorChanged()
{
    if (m_loadingEditor || !m_workloadEditor) {
        return;
    }
    const Quote before = m_document->quote();
    m_document->edit(m_workloadEditor->quote());
    if (m_quotePage) {
        m_quotePage->setQuote(m_document->quote()); // its next edit starts from this workload
    }
    if (m_document->quote() == before) {
        requestPlan();
        return;
    }
    // Typing and dragging make many edits of one field: they merge into one step (QuoteStep).
    const QWidget *focus = QApplication::focusWidget();
    const bool continuous = qobject_cast<const QAbstractSpinBox *>(focus) || qobject_cast<const QLineEdit *>(focus)
        || qobject_cast<const QAbstractSlider *>(focus) || qobject_cast<const QPlainTextEdit *>(focus)
        || qobject_cast<const QTextEdit *>(focus);
    m_workloadUndo->push(new QuoteStep(QuoteStep::Edited, tr("Workload Edit"), before, m_document->quote(),
                                       [this](const Quote &q) { showQuoteFromHistory(q); },
                                       continuous ? focus : nullptr));
    requestPlan();
}

void MainWindow::applySuggestion(const Workload &planned, const std::vector<WorkloadChange> &changes)
{
    // The suggestion belongs to the plan shown; if the workload changed since, it may not fit.
    const Quote before = m_document->quote();
    if (!(planned == before.workload)) {
        statusBar()->showMessage(tr("The workload changed since this plan: wait for the new plan"), kStatusMessageMs);
        return;
    }
    Quote after = before;
    after.workload = applyChanges(before.workload, changes);
    showQuoteFromHistory(after);
    m_workloadUndo->push(new QuoteStep(QuoteStep::Applied, tr("Apply Suggestion"), before, after,
                                       [this](const Quote &q) { showQuoteFromHistory(q); }));
}

void MainWindow::editScenarios(const std::vector<QuoteScenario> &scenarios)
{
    // The Compare page's scenarios, as one undoable step of the quote.
    const Quote before = m_document->quote();
    Quote after = before;
    after.scenarios = scenarios;
    showQuoteFromHistory(after);
    m_workloadUndo->push(new QuoteStep(QuoteStep::Applied, tr("Edit Scenarios"), before, after,
                                       [this](const Quote &q) { showQuoteFromHistory(q); }));
}

void MainWindow::showQuoteFromHistory(const Quote &quote)
{
    const bool replan = !(quote.workload == m_document->quote().workload);
    m_document->edit(quote);
    m_loadingEditor = true;
    if (m_workloadEditor) {
        m_workloadEditor->setQuote(quote);
    }
    m_loadingEditor = false;
    if (m_quotePage) {
        m_quotePage->setQuote(quote);
    }
    if (m_comparePage && !replan && m_outcome) {
        m_comparePage->setQuote(quote, m_outcome); // the scenarios may have changed, the workload did not
    }
    if (replan || !m_outcome) {
        requestPlan();
    }
}

void MainWindow::onQuotePageEdited(const Quote &quote, const QString &what)
{
    const Quote before = m_document->quote();
    if (quote == before) {
        return;
    }
    showQuoteFromHistory(quote);
    m_workloadUndo->push(new QuoteStep(QuoteStep::Applied, what, before, quote, [this](const Quote &q) { showQuoteFromHistory(q); }));
}

QuotePage *MainWindow::quotePage() const
{
    return m_quotePage;
}

void MainWindow::editVendorProfile()
{
    VendorProfileDialog dialog(storedVendorProfile(), this);
    if (dialog.exec() == QDialog::Accepted) {
        storeVendorProfile(dialog.profile());
    }
}

void MainWindow::showDocumentInViews()
{
    m_loadingEditor = true;
    if (m_workloadEditor) {
        m_workloadEditor->setQuote(m_document->quote());
    }
    m_loadingEditor = false;
    if (m_quotePage) {
        m_quotePage->setQuote(m_document->quote());
        m_quotePage->refreshQuoteList();
    }
    // An expired quote says so when it is opened.
    const QuoteInfo &info = m_document->quote().info;
    if (quoteExpired(info, QDate::currentDate())) {
        const QDate until = quoteValidUntil(info);
        statusBar()->showMessage(until.isValid() ? tr("This quote expired on %1.").arg(until.toString(Qt::ISODate))
                                                 : tr("This quote is marked expired."),
                                 4 * kStatusMessageMs);
    }
}

QUndoStack *MainWindow::undoTarget(bool redo) const
{
    // The catalog page undoes catalog edits, the plan pages workload changes; when the page's
    // own history has nothing to undo, the other one's is used (so Ctrl+Z is never dead).
    QUndoStack *catalog = m_catalogSession->undoStack();
    const bool onCatalog = m_tabs && m_catalogScroll && m_tabs->currentWidget() == m_catalogScroll;
    QUndoStack *first = onCatalog ? catalog : m_workloadUndo;
    QUndoStack *second = onCatalog ? m_workloadUndo : catalog;
    const auto can = [redo](const QUndoStack *s) { return redo ? s->canRedo() : s->canUndo(); };
    return can(first) ? first : (can(second) ? second : nullptr);
}

void MainWindow::updateUndoActions()
{
    if (!m_undoAction || !m_redoAction) {
        return;
    }
    QUndoStack *undo = undoTarget(false);
    QUndoStack *redo = undoTarget(true);
    m_undoAction->setEnabled(undo != nullptr);
    m_redoAction->setEnabled(redo != nullptr);
    m_undoAction->setText(undo == m_workloadUndo ? tr("&Undo %1").arg(undo->undoText()) : tr("&Undo Catalog Edit"));
    m_redoAction->setText(redo == m_workloadUndo ? tr("&Redo %1").arg(redo->redoText()) : tr("&Redo Catalog Edit"));
}

void MainWindow::onCatalogChanged()
{
    m_runner->invalidateCatalog();
    if (m_comparePage) {
        m_comparePage->invalidatePlans(); // the scenarios are planned again with the new catalog
    }
    requestPlan();
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified()) {
        return true;
    }
    const QMessageBox::StandardButton answer = Prompts::instance().question(
        this, tr("Unsaved changes"),
        tr("The quote “%1” has unsaved changes. Save them?").arg(m_document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) {
        return save();
    }
    return answer == QMessageBox::Discard;
}

void MainWindow::newQuote(const Quote &quote)
{
    m_document->reset(quote, true);
    m_workloadUndo->clear();
    showDocumentInViews();
    requestPlan();
    showPage(QStringLiteral("results"));
}

void MainWindow::newQuoteWizard()
{
    if (!maybeSave()) {
        return;
    }
    QuoteWizard wizard(m_catalog, this);
    if (wizard.exec() == QDialog::Accepted) {
        newQuote(wizard.quote());
    }
}

void MainWindow::openDialog()
{
    if (!maybeSave()) {
        return;
    }
    const QString dir = m_document->filePath().isEmpty()
        ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
        : QFileInfo(m_document->filePath()).absolutePath();
    const QString path = Prompts::instance().openFileName(
        this, tr("Open Quote"), dir, tr("RigPlan quotes and workloads (%1)").arg(kQuoteFilter));
    if (!path.isEmpty()) {
        openFile(path);
    }
}

bool MainWindow::openFile(const QString &path)
{
    const ModelLookup lookup = modelLookup(m_catalog);
    if (const Result<void> opened = m_document->open(path, lookup.resolve, lookup.ids); !opened) {
        Prompts::instance().error(this, tr("Cannot open the quote"),
                                  tr("%1 could not be opened: %n problem(s), listed below. Nothing was changed.",
                                     nullptr, static_cast<int>(opened.diagnostics().size()))
                                      .arg(QDir::toNativeSeparators(path)),
                                  diagnosticTexts(opened.diagnostics()).join(QLatin1Char('\n')));
        return false;
    }
    m_workloadUndo->clear();
    statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(path)), kStatusMessageMs);
    showDocumentInViews(); // an expired quote's message replaces "Opened"
    requestPlan();
    return true;
}

bool MainWindow::save()
{
    if (!checkSavable()) {
        return false;
    }
    if (m_document->filePath().isEmpty()) {
        return saveAs();
    }
    if (const Result<void> saved = m_document->save(QString()); !saved) {
        Prompts::instance().error(this, tr("Cannot save the quote"), saved.diagnostic().text());
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(m_document->filePath())), kStatusMessageMs);
    recordQuoteInIndex(m_document->filePath(), m_document->quote());
    if (m_quotePage) {
        m_quotePage->refreshQuoteList();
    }
    return true;
}

bool MainWindow::saveAs()
{
    if (!checkSavable()) {
        return false;
    }
    QString suggested = m_document->filePath();
    if (suggested.isEmpty()) {
        const QString number = QString::fromStdString(m_document->quote().info.number);
        suggested = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) + QLatin1Char('/')
            + (number.isEmpty() ? QStringLiteral("quote") : number) + QStringLiteral(".rigplan.json");
    }
    QString path = Prompts::instance().saveFileName(this, tr("Save Quote"), suggested,
                                                    tr("RigPlan quotes (*.rigplan.json)"));
    if (path.isEmpty()) {
        return false;
    }
    if (!path.endsWith(QLatin1String(".json"))) {
        path += QStringLiteral(".rigplan.json");
    }
    if (const Result<void> saved = m_document->save(path); !saved) {
        Prompts::instance().error(this, tr("Cannot save the quote"), saved.diagnostic().text());
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), kStatusMessageMs);
    recordQuoteInIndex(path, m_document->quote());
    if (m_quotePage) {
        m_quotePage->refreshQuoteList();
    }
    return true;
}

bool MainWindow::exportPdf(ReportEdition edition)
{
    if (!m_blockedBy.isEmpty()) {
        Prompts::instance().error(this, tr("Cannot export"),
                                  tr("The workload is not planned: fix the fields listed below first."),
                                  m_blockedBy.join(QLatin1Char('\n')));
        return false;
    }
    if (!m_outcome || !waitForPlan(30'000)) {
        Prompts::instance().error(this, tr("Cannot export"), tr("The plan is not ready yet."));
        return false;
    }
    const Quote &quote = m_document->quote();
    QString base = m_document->filePath();
    if (base.isEmpty()) {
        const QString number = QString::fromStdString(quote.info.number);
        base = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) + QLatin1Char('/')
            + (number.isEmpty() ? QStringLiteral("quote") : number);
    } else {
        base.remove(QStringLiteral(".rigplan.json"));
    }
    if (edition == ReportEdition::Internal) {
        base += QStringLiteral("-internal");
    }
    QString path = Prompts::instance().saveFileName(
        this, edition == ReportEdition::Internal ? tr("Export Internal PDF") : tr("Export PDF for the Client"),
        base + QStringLiteral(".pdf"), tr("PDF files (*.pdf)"));
    if (path.isEmpty()) {
        return false;
    }
    if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)) {
        path += QStringLiteral(".pdf");
    }
    ReportOptions options = reportOptions();
    options.edition = edition;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const Result<void> written = writeReportPdf(*m_outcome, quote.info, options, path);
    QApplication::restoreOverrideCursor();
    if (!written) {
        Prompts::instance().error(this, tr("Cannot export the PDF"), written.diagnostic().text());
        return false;
    }
    statusBar()->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(path)), kStatusMessageMs);
    return true;
}

bool MainWindow::exportKit(TierKind tier)
{
    // The tier the quote is frozen on exports the kit frozen with it: no plan is needed.
    const Quote &quote = m_document->quote();
    const bool frozenKit = quote.frozen && quote.frozen->kit && quote.frozen->kit->tier == tier;
    if (!frozenKit && (!m_blockedBy.isEmpty() || !m_outcome || !waitForPlan(30'000))) {
        Prompts::instance().error(this, tr("Cannot export"), tr("The plan is not ready yet."));
        return false;
    }
    const Result<LaunchKit> kit = frozenKit ? Result<LaunchKit>(*quote.frozen->kit) : launchKit(*m_outcome, tier);
    if (!kit) {
        Prompts::instance().error(this, tr("Cannot export the acceptance kit"), kit.diagnostic().text());
        return false;
    }
    const QString dir = Prompts::instance().existingDirectory(
        this, tr("Export Acceptance Kit"), QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
    if (dir.isEmpty()) {
        return false;
    }
    const std::vector<KitFile> files = launchKitFiles(*kit, frozenKit ? quote.workload : m_outcome->workload,
                                                      QCoreApplication::applicationVersion(),
                                                      QDate::currentDate().toString(Qt::ISODate));
    if (const Result<void> written = writeLaunchKit(dir, files); !written) {
        Prompts::instance().error(this, tr("Cannot export the acceptance kit"), written.diagnostic().text());
        return false;
    }
    statusBar()->showMessage(tr("Exported the acceptance kit to %1").arg(QDir::toNativeSeparators(dir)), kStatusMessageMs);
    return true;
}

void MainWindow::print()
{
#if QT_CONFIG(printdialog)
    if (!m_outcome || !waitForPlan(30'000)) {
        return;
    }
    QPrinter printer(QPrinter::HighResolution);
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    if (const Result<int> pages = paintReport(&printer, *m_outcome, m_document->quote().info, reportOptions()); !pages) {
        Prompts::instance().error(this, tr("Cannot print"), tr("The report could not be laid out for this printer."),
                                  pages.diagnostic().text());
    }
#endif
}

ReportOptions MainWindow::reportOptions() const
{
    // The report prints in the window's language, with the Prepared By name for quotes that name
    // nobody, the vendor profile, and the quote's commercial lines. The paper is the vendor's
    // (not the language's: an English quote for a client in China is still on A4).
    ReportOptions options;
    options.language = currentLanguage();
    options.defaultPreparedBy = QSettings().value(QLatin1String(kPreparedBySetting)).toString();
    options.specSources = specSourcesFor(m_catalog, *m_outcome);
    const VendorProfile vendor = storedVendorProfile();
    if (!vendor.company.empty() || !vendor.logo.isEmpty()) {
        options.vendor = vendor;
    }
    options.pageSize = reportPageSizeFromName(QString::fromStdString(vendor.paper));
    options.commercial = m_document->quote().commercial;
    options.frozen = m_document->quote().frozen;
    // One read of the guarded pointer (each QPointer read may see it gone).
    if (const ComparePage *compare = m_comparePage.data(); compare && compare->scenarios().size() > 1) {
        options.scenarios = compare->scenarios(); // the report prints them side by side
    }
    return options;
}

void MainWindow::editPreparedBy()
{
    QSettings settings;
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Prepared By"),
                                               tr("Name printed on quotes as the person who prepared them:"),
                                               QLineEdit::Normal,
                                               settings.value(QLatin1String(kPreparedBySetting)).toString(), &ok);
    if (ok) {
        settings.setValue(QLatin1String(kPreparedBySetting), name.trimmed());
    }
}

void MainWindow::about()
{
    Prompts::instance().information(
        this, tr("About RigPlan"),
        tr("RigPlan %1\nSizes GPU workstations for large-language-model work: entry, mainstream and "
           "high-performance builds with the reasons for every part.\nCatalog: %2")
            .arg(QStringLiteral(RIGPLAN_VERSION), QDir::toNativeSeparators(m_catalog.path())));
}

void MainWindow::offerRecovery()
{
    const auto recoveries = QuoteDocument::pendingRecoveries(m_document->autosaveDirectory());
    if (recoveries.empty()) {
        return;
    }
    // The newest crashed session's work is offered; older ones are kept for a later start.
    const QuoteDocument::Recovery &recovery = recoveries.back();
    const QString name = recovery.originalPath.isEmpty() ? tr("an unsaved quote")
                                                         : QDir::toNativeSeparators(recovery.originalPath);
    const QMessageBox::StandardButton answer = Prompts::instance().question(
        this, tr("Recover unsaved work"),
        tr("RigPlan did not close properly last time. Recover the unsaved changes to %1?").arg(name),
        QMessageBox::Yes | QMessageBox::Discard, QMessageBox::Yes);
    if (answer != QMessageBox::Yes) {
        if (answer == QMessageBox::Discard) {
            QuoteDocument::discardRecovery(recovery);
        }
        return;
    }
    const ModelLookup lookup = modelLookup(m_catalog);
    if (const Result<void> recovered = m_document->recover(recovery, lookup.resolve, lookup.ids); !recovered) {
        Prompts::instance().error(this, tr("Cannot recover"), tr("The autosaved quote could not be read."),
                                  diagnosticTexts(recovered.diagnostics()).join(QLatin1Char('\n')));
        return;
    }
    m_workloadUndo->clear();
    showDocumentInViews();
    m_loadingEditor = true;
    m_workloadEditor->setQuote(m_document->quote());
    m_loadingEditor = false;
    requestPlan();
}

bool MainWindow::switchLanguage(const QString &language)
{
    if (!setLanguage(language)) {
        return false;
    }
    preferSimplifiedChineseGlyphs();
    QSettings().setValue(QLatin1String(kLanguageSetting), language);
    // Installing the translator posts QEvent::LanguageChange to every window; each widget
    // retranslates itself in place (changeEvent → retranslateUi) and the plan views redraw the
    // same outcome, with no new plan. Delivered now, so the window is in the new language
    // when this returns (a screenshot, a test).
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    return true;
}

bool MainWindow::waitForPlan(int timeoutMs)
{
    const QDeadlineTimer deadline(timeoutMs);
    for (;;) {
        if (!m_runner->isBusy()) {
            // Not planned while the workload has problems: no plan of it is coming.
            return m_blockedBy.isEmpty() && m_outcome;
        }
        if (deadline.hasExpired()) {
            return false;
        }
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 50);
    }
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (maybeSave()) {
        if (m_persistent) {
            saveWindowState();
        }
        event->accept();
    } else {
        event->ignore();
    }
}

void MainWindow::setPersistent(bool persistent)
{
    m_persistent = persistent;
    m_document->setRemembersRecentFiles(persistent);
}

bool MainWindow::restoreWindowState()
{
    const QSettings settings;
    const QByteArray geometry = settings.value(QLatin1String(kWindowGeometrySetting)).toByteArray();
    const QByteArray splitter = settings.value(QLatin1String(kWindowStateSetting)).toByteArray();
    const bool restored = !geometry.isEmpty() && restoreGeometry(geometry);
    if (!splitter.isEmpty() && m_splitter) {
        m_splitter->restoreState(splitter);
    }
    fitToScreen(); // the screen may be smaller, or scaled up, since
    return restored;
}

void MainWindow::saveWindowState() const
{
    QSettings settings;
    settings.setValue(QLatin1String(kWindowGeometrySetting), saveGeometry());
    if (m_splitter) {
        settings.setValue(QLatin1String(kWindowStateSetting), m_splitter->saveState());
    }
}

void MainWindow::fitToScreen()
{
    const QScreen *shownOn = screen() ? screen() : QGuiApplication::primaryScreen();
    if (!shownOn) {
        return;
    }
    const QRect available = shownOn->availableGeometry();
    if (isMaximized() || isFullScreen()) {
        return;
    }
    // The frame (title bar, borders) is only known once shown; before that, leave a margin.
    const QSize frameExtra = isVisible() ? frameGeometry().size() - size() : QSize(16, 40);
    const QSize room = available.size() - frameExtra;
    const QSize fitted = size().boundedTo(room).expandedTo(minimumSizeHint().boundedTo(room));
    if (fitted != size()) {
        resize(fitted);
    }
    // Inside the available area (a window remembered on a screen that is gone comes back).
    QRect frame = isVisible() ? frameGeometry() : QRect(pos(), size() + frameExtra);
    if (!available.contains(frame)) {
        frame.moveLeft(std::clamp(frame.left(), available.left(), std::max(available.left(), available.right() - frame.width() + 1)));
        frame.moveTop(std::clamp(frame.top(), available.top(), std::max(available.top(), available.bottom() - frame.height() + 1)));
        move(frame.topLeft());
    }
}

HelpDialog *MainWindow::showGuide()
{
    if (!m_guide) {
        m_guide = new HelpDialog([this] { return shortcuts(); }, this);
        m_guide->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_guide->show();
    m_guide->raise();
    m_guide->activateWindow();
    return m_guide;
}

QList<QPair<QString, QKeySequence>> MainWindow::shortcuts() const
{
    // From the menus themselves, so every command with a shortcut is listed (also those added
    // later) with the key the action really has.
    QList<QPair<QString, QKeySequence>> out;
    std::function<void(const QMenu *, const QString &)> collect = [&](const QMenu *menu, const QString &path) {
        for (QAction *action : menu->actions()) {
            const QString text = QString(action->text()).remove(QLatin1Char('&'));
            if (action->menu()) {
                collect(action->menu(), tr("%1 › %2", "menu › command").arg(path, text));
            } else if (!action->isSeparator() && !action->shortcut().isEmpty()) {
                out.append({tr("%1 › %2", "menu › command").arg(path, text), action->shortcut()});
            }
        }
    };
    for (QAction *top : menuBar()->actions()) {
        if (top->menu()) {
            collect(top->menu(), QString(top->text()).remove(QLatin1Char('&')));
        }
    }
    return out;
}

} // namespace rigplan
