// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The main window: the workload editor on the left, and on the right the results (tier cards),
// the comparison charts and the catalog editor. Every edit re-plans in the background
// (PlanRunner); the newest plan goes to the cards and the charts together. File menu: new
// quote (wizard), open, recent, save, export PDF, print. A language switch retranslates every
// view in place (QEvent::LanguageChange): same widgets, same state, the last plan, no re-plan.

#include "Report.h"
#include "plan/Outcome.h"

#include <QMainWindow>
#include <QKeySequence>
#include <QList>
#include <QPair>
#include <QPointer>
#include <QStringList>

#include <memory>

class QAction;
class QLabel;
class QMenu;
class QScrollArea;
class QSplitter;
class QTabWidget;
class QUndoStack;

namespace rigplan {

class Catalog;
class CatalogEditor;
class CatalogEditSession;
class ChartsView;
class ComparePage;
class HelpDialog;
class PlanRunner;
class QuoteDocument;
class QuotePage;
class ResultsView;
class WorkloadEditor;
struct Quote;
struct QuoteScenario;
struct ReportOptions;

class MainWindow final : public QMainWindow {
    Q_OBJECT
public:
    // `autosaveDir` empty = the default location (tests pass a temporary folder).
    explicit MainWindow(Catalog &catalog, const QString &autosaveDir = {}, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Pages for --screenshot --page and the tests: "results", "charts", "catalog", "quote", "compare".
    bool showPage(const QString &page);
    QString currentPage() const;

    // Opens a quote or workload file; errors go to Prompts. Returns false when it was not opened.
    bool openFile(const QString &path);
    // Replaces the document with `quote` (a new, unsaved quote), planning it.
    void newQuote(const Quote &quote);
    bool save();
    bool saveAs();
    // Asks Prompts for a file name and writes the PDF report (the client's edition, or the
    // internal one with costs, margins and the method); false when cancelled or failed.
    bool exportPdf(ReportEdition edition);
    // Asks Prompts for a folder and writes the tier's acceptance kit there (core/plan/LaunchKit):
    // the one frozen with the quote when it is frozen on `tier`, else today's plan's; false when
    // cancelled, when the plan has no such tier, or when a file cannot be written.
    bool exportKit(TierKind tier);
    // Offers to recover autosaves of sessions that crashed (called once after start-up).
    void offerRecovery();

    // Switches the UI language; the views retranslate in place and show the last plan in the
    // new language (no re-plan). False for an unknown language.
    bool switchLanguage(const QString &language);

    // false: a run nobody watches (--screenshot): the files it opens do not go into Open Recent
    // and its window size and splitter are not remembered. Call before openFile().
    void setPersistent(bool persistent);
    bool isPersistent() const { return m_persistent; }
    // The window's size, position and splitter as last closed (QSettings kWindowGeometrySetting,
    // kWindowStateSetting), then fitted into the screen's available area; false when nothing
    // was remembered (the window keeps its first size, which fits the screen too).
    bool restoreWindowState();
    // Remembers them (closing the window does it when persistent).
    void saveWindowState() const;
    // Keeps the window inside the available area of its screen (at 1.5× a 1920 × 1080 screen is
    // 1280 × 720 logical pixels): smaller and moved in when it would not fit.
    void fitToScreen();

    // Help → Guide (F1): what each page does, how to read a tier, the keyboard shortcuts.
    HelpDialog *showGuide();
    // Every menu command that has a shortcut: (menu › command, shortcut), in menu order.
    QList<QPair<QString, QKeySequence>> shortcuts() const;

    QuoteDocument &document() { return *m_document; }
    PlanRunner &planRunner() { return *m_runner; }
    // The last plan delivered (nullptr before the first).
    std::shared_ptr<const PlanOutcome> outcome() const { return m_outcome; }
    // Blocks (running the event loop) until the plan of the current document arrives; false on
    // timeout, and at once while the workload is not planned (planBlockedBy()).
    bool waitForPlan(int timeoutMs);
    // Why the current workload is not planned (the editor's problems); empty when it is.
    const QStringList &planBlockedBy() const { return m_blockedBy; }

    // The workload's history: suggestions applied from the results page and edits made in the
    // editor (Edit → Undo on the plan pages; the catalog page undoes catalog edits).
    QUndoStack *workloadUndoStack() const { return m_workloadUndo; }

    WorkloadEditor *workloadEditor() const;
    ResultsView *resultsView() const;
    ChartsView *chartsView() const;
    CatalogEditor *catalogEditor() const;
    QuotePage *quotePage() const;
    ComparePage *comparePage() const;

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createViews(); // the central widgets, once
    void retranslateActions();
    void retranslateTabs();
    void updatePlanStatus(); // from m_planError, else m_outcome
    void updateTitle();
    void updateRecentMenu();
    void requestPlan();
    void onPlanned(std::shared_ptr<const PlanOutcome> outcome);
    void onEditorChanged();
    void onCatalogChanged();
    // Apply on a suggestion: the changes made to the quote's workload, as one undoable step.
    void applySuggestion(const Workload &planned, const std::vector<WorkloadChange> &changes);
    void showQuoteFromHistory(const Quote &quote); // undo/redo: the document, the editor, a re-plan
    void onQuotePageEdited(const Quote &quote, const QString &what); // an undoable commercial edit
    void showDocumentInViews(); // the editor and the quote page show the document (new, open, recover)
    void editVendorProfile();
    void editScenarios(const std::vector<QuoteScenario> &scenarios); // from the Compare page, an undo step
    QUndoStack *undoTarget(bool redo) const;      // the stack Edit → Undo / Redo acts on now
    void updateUndoActions();
    bool maybeSave(); // false = the user cancelled
    bool checkSavable(); // false (with the problems shown) when the quote would not load again
    void newQuoteWizard();
    void openDialog();
    void print();
    ReportOptions reportOptions() const; // what the report takes from the window (export, print)
    void editPreparedBy();
    void about();
    void updatePlanBlocked(); // the editor's problems: the plan waits, the views say why
    Quote defaultQuote() const;

    Catalog &m_catalog;
    std::unique_ptr<QuoteDocument> m_document;
    PlanRunner *m_runner = nullptr;
    std::shared_ptr<const PlanOutcome> m_outcome;
    QString m_planError; // the planner's message when the last plan failed
    bool m_loadingEditor = false; // setQuote on the editor is not a user edit
    bool m_persistent = true;     // see setPersistent()
    QStringList m_blockedBy;      // the editor's problems that keep the workload from being planned
    QPointer<HelpDialog> m_guide;

    QSplitter *m_splitter = nullptr;
    QTabWidget *m_tabs = nullptr;
    QPointer<WorkloadEditor> m_workloadEditor;
    QPointer<ResultsView> m_resultsView;
    QPointer<ChartsView> m_chartsView;
    QPointer<CatalogEditor> m_catalogEditor;
    QScrollArea *m_catalogScroll = nullptr; // the catalog page: the editor in a scroll area
    QPointer<QuotePage> m_quotePage;
    QPointer<ComparePage> m_comparePage; // scenarios side by side, the budget (issue 21)
    CatalogEditSession *m_catalogSession = nullptr; // a child made before the views, which use it
    QUndoStack *m_workloadUndo = nullptr;
    QLabel *m_planStatus = nullptr;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_exportInternalAction = nullptr;
    QMenu *m_kitMenu = nullptr;
    QList<QAction *> m_kitActions; // entry, mainstream, high
    QAction *m_vendorAction = nullptr;
    QAction *m_printAction = nullptr;
    QAction *m_preparedByAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_guideAction = nullptr;
    QList<QAction *> m_languageActions;
    QList<QAction *> m_pageActions;
};

} // namespace rigplan
