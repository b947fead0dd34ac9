// SPDX-License-Identifier: GPL-3.0-or-later
// The application end to end, offscreen: the wizard's quote gets three tiers; a slider move
// re-plans; a price edit changes the total; save and reopen; unsaved-changes prompt; language
// switch. Dialogs are answered by FakePrompts; the catalog and autosaves live in temporary
// folders.

#include "FakePrompts.h"
#include "Mnemonics.h"
#include "VerifyOk.h"
#include "ShownTexts.h"
#include "Format.h"
#include "Language.h"
#include "MainWindow.h"
#include "QuoteDocument.h"
#include "HelpDialog.h"
#include "Settings.h"
#include "SampleWorkload.h"
#include "SourcePath.h"
#include "catalog/Catalog.h"
#include "plan/Outcome.h"
#include "quote/Freeze.h"
#include "quote/Quote.h"
#include "workload/WorkloadJson.h"
#include "catalog/CatalogEditSession.h"
#include "catalog/CatalogEditor.h"
#include "catalog/CatalogTableModel.h"
#include "catalog/CatalogTablePage.h"
#include "charts/ChartsView.h"
#include "compare/ComparePage.h"
#include "results/PlanRunner.h"
#include "results/ResultsView.h"
#include "results/TierCard.h"
#include "workload/FormWidgets.h"
#include "workload/JobListEditor.h"
#include "workload/QuoteWizard.h"
#include "workload/WorkloadEditor.h"

#include <QAbstractButton>
#include <QLineEdit>
#include <QPushButton>
#include <QUndoStack>
#include <QApplication>
#include <QDoubleSpinBox>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSplitter>
#include <QTextBrowser>
#include <QCheckBox>
#include <QPointer>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include <memory>

using namespace rigplan;
using rigplan::testing::FakePrompts;
using rigplan::testing::mnemonicOf;
using rigplan::testing::hasHan;

namespace {


constexpr int kPlanTimeoutMs = 60'000;

QString tierPriceText(const MainWindow &window, const std::string &tier)
{
    const auto *label = window.findChild<QLabel *>(QStringLiteral("tierPrice_") + QString::fromStdString(tier));
    return label ? label->text() : QString();
}

QString labelText(const QObject &root, const QString &name)
{
    const auto *label = root.findChild<QLabel *>(name);
    return label ? label->text() : QString();
}

QString gpuHeader(const CatalogEditor &editor, int column)
{
    return editor.page(QStringLiteral("gpus"))->view()->model()->headerData(column, Qt::Horizontal).toString();
}

const Tier *findTier(const PlanOutcome &outcome, const std::string &name)
{
    for (const Tier &tier : outcome.plan.tiers) {
        if (tierId(tier.kind) == name) {
            return &tier;
        }
    }
    return nullptr;
}

// A window on a catalog of its own, for tests that edit the catalog (the shared one stays as
// shipped for the others), planned once.
struct WindowOnOwnCatalog {
    QTemporaryDir dir;
    Catalog catalog;
    std::unique_ptr<MainWindow> window;

    bool open()
    {
        if (!catalog.open(dir.filePath(QStringLiteral("catalog.sqlite")))) {
            return false;
        }
        window = std::make_unique<MainWindow>(catalog, dir.filePath(QStringLiteral("autosave")));
        window->show();
        return window->waitForPlan(kPlanTimeoutMs);
    }
};

} // namespace

class TestMainWindow final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY_OK(m_catalog.open(m_dir.filePath(QStringLiteral("catalog.sqlite"))));
        QVERIFY(setLanguage(QStringLiteral("en")));
    }

    void cleanup()
    {
        setLanguage(QStringLiteral("en"));
    }

    // Issue 42: in the main window an Alt+letter reached two controls (Alt+N, Alt+B; in Chinese
    // the job list's Remove and the View menu). Every letter shown with the folds closed — the
    // menu bar's and the editor's labels, buttons and check boxes, a serving and a training job —
    // reaches one control, in English and in Chinese.
    void mnemonicsReachOneControl_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    }
    void mnemonicsReachOneControl()
    {
        QFETCH(QString, language);
        QVERIFY(setLanguage(language));
        FakePrompts prompts;
        MainWindow window(m_catalog, m_dir.filePath(QStringLiteral("autosave-mnemonics")));
        window.show();
        QVERIFY(window.waitForPlan(kPlanTimeoutMs));
        for (FoldSection *fold : window.findChildren<FoldSection *>())
            fold->setExpanded(false);
        const auto clashes = [&] {
            QMultiMap<QChar, QString> owners;
            for (QAction *menu : window.menuBar()->actions()) {
                if (const QChar key = mnemonicOf(menu->text()); !key.isNull())
                    owners.insert(key, menu->text());
            }
            for (const QWidget *widget : window.findChildren<QWidget *>()) {
                if (!widget->isVisibleTo(&window) || widget->window() != &window)
                    continue;
                QString text;
                if (const auto *label = qobject_cast<const QLabel *>(widget); label && label->buddy())
                    text = label->text();
                else if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
                    text = button->text();
                if (const QChar key = mnemonicOf(text); !key.isNull())
                    owners.insert(key, text);
            }
            QStringList out;
            for (const QChar key : owners.uniqueKeys()) {
                if (owners.count(key) > 1)
                    out << QStringLiteral("Alt+%1: %2").arg(key, QStringList(owners.values(key)).join(QLatin1String(" | ")));
            }
            return out;
        };
        QStringList found = clashes();
        // The same with a training job shown (the editor's rows change with the kind).
        auto *kind = window.workloadEditor()->findChild<QComboBox *>(QStringLiteral("kindCombo"));
        QVERIFY(kind);
        kind->setCurrentIndex(kind->currentIndex() == 0 ? 1 : 0);
        found << clashes();
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    // The window opens on the wizard's defaults, planned: its title says it is an example
    // (issue 42: the app opened on an unlabelled example).
    void opensOnALabelledExample()
    {
        FakePrompts prompts;
        MainWindow window(m_catalog, m_dir.filePath(QStringLiteral("autosave-example")));
        window.show();
        const QString title = QString::fromStdString(window.document().quote().workload.title);
        QVERIFY2(title.startsWith(QStringLiteral("Example quote")), qPrintable(title));
        auto *titleEdit = window.workloadEditor()->findChild<QLineEdit *>(QStringLiteral("titleEdit"));
        QVERIFY(titleEdit);
        QCOMPARE(titleEdit->text(), title);
    }

    // Fill the wizard, accept it, get three tiers whose cards show the planner's prices.
    void wizardToThreeTiers()
    {
        FakePrompts prompts;
        MainWindow window(m_catalog, m_dir.filePath(QStringLiteral("autosave-1")));
        window.show();

        QuoteWizard wizard(m_catalog, &window);
        wizard.show();
        auto *customer = wizard.findChild<QLineEdit *>(QStringLiteral("customerEdit"));
        auto *title = wizard.findChild<QLineEdit *>(QStringLiteral("titleEdit"));
        QVERIFY(customer && title);
        customer->clear();
        QTest::keyClicks(customer, QStringLiteral("Example Lab <R&D>"));
        title->clear();
        QTest::keyClicks(title, QStringLiteral("Chat service"));
        QVERIFY2(wizard.pageProblems(QuoteWizard::QuotePage).isEmpty(),
                 qPrintable(wizard.pageProblems(QuoteWizard::QuotePage).join(QLatin1Char('\n'))));
        wizard.next();
        QCOMPARE(wizard.currentId(), int(QuoteWizard::JobsPage));
        auto *concurrency = wizard.findChild<QSpinBox *>(QStringLiteral("concurrencySpin"));
        QVERIFY(concurrency);
        concurrency->setValue(16);
        QVERIFY(wizard.pageProblems(QuoteWizard::JobsPage).isEmpty());
        wizard.next();
        QCOMPARE(wizard.currentId(), int(QuoteWizard::SitePage));
        // The budget, which the wizard asks for (a quote with a budget of 0 is not planned).
        auto *budget = wizard.findChild<QDoubleSpinBox *>(QStringLiteral("budgetSpin"));
        QVERIFY(budget);
        budget->setValue(40000);
        QVERIFY(wizard.pageProblems(QuoteWizard::SitePage).isEmpty());
        wizard.accept();
        const Quote quote = wizard.quote();
        QCOMPARE(quote.workload.customer, std::string("Example Lab <R&D>"));
        QCOMPARE(quote.workload.jobs.size(), std::size_t(1));
        QCOMPARE(quote.workload.jobs.front().inference.concurrency, std::int64_t(16));

        window.newQuote(quote);
        QVERIFY(window.waitForPlan(kPlanTimeoutMs));
        const auto outcome = window.outcome();
        QVERIFY(outcome);
        QVERIFY(outcome->workload == quote.workload);
        QVERIFY(outcome->plan.feasible);
        QCOMPARE(outcome->plan.tiers.size(), std::size_t(3));
        QApplication::processEvents();
        for (const Tier &tier : outcome->plan.tiers) {
            if (tier.sameAs) {
                continue;
            }
            QCOMPARE(tierPriceText(window, tierId(tier.kind)), Format::money(tier.build.priceMinor, outcome->plan.currency));
        }
        QVERIFY(window.document().isModified());
    }

    // Moving the concurrency control re-plans with the new value: more users, more KV cache.
    void sliderChangesThePlan()
    {
        FakePrompts prompts;
        MainWindow window(m_catalog, m_dir.filePath(QStringLiteral("autosave-2")));
        window.show();
        QVERIFY(window.waitForPlan(kPlanTimeoutMs));
        const auto before = window.outcome();
        QVERIFY(before && before->plan.feasible);
        const Tier *entryBefore = findTier(*before, "entry");
        QVERIFY(entryBefore);
        const std::int64_t kvBefore = entryBefore->build.jobs.front().inference.gpu.kvCacheBytes;

        auto *slider = window.workloadEditor()->findChild<QSlider *>(QStringLiteral("concurrencySlider"));
        auto *spin = window.workloadEditor()->findChild<QSpinBox *>(QStringLiteral("concurrencySpin"));
        QVERIFY(slider && spin);
        const int oldConcurrency = spin->value();
        slider->setFocus();
        QTest::keyClick(slider, Qt::Key_PageUp);
        QVERIFY(spin->value() > oldConcurrency);
        const int newConcurrency = spin->value();
        QVERIFY(window.waitForPlan(kPlanTimeoutMs));
        const auto after = window.outcome();
        QVERIFY(after != before);
        QCOMPARE(after->workload.jobs.front().inference.concurrency, std::int64_t(newConcurrency));
        const Tier *entryAfter = findTier(*after, "entry");
        QVERIFY(entryAfter);
        if (entryAfter->build.gpu == entryBefore->build.gpu && entryAfter->build.gpuCount == entryBefore->build.gpuCount) {
            QVERIFY(entryAfter->build.jobs.front().inference.gpu.kvCacheBytes > kvBefore);
        }
        QVERIFY(window.document().isModified());
    }

    // A price edit in the catalog re-plans, and the card shows the new total.
    void priceEditChangesTotal()
    {
        FakePrompts prompts;
        WindowOnOwnCatalog fixture;
        QVERIFY(fixture.open());
        Catalog &catalog = fixture.catalog;
        MainWindow &window = *fixture.window;
        const auto before = window.outcome();
        const Tier *entryTier = findTier(*before, "entry");
        QVERIFY(entryTier);
        const GpuSpec &gpu = before->snapshot().gpus.at(static_cast<std::size_t>(entryTier->build.gpu));
        const auto oldPrice = catalog.price(QStringLiteral("gpu"), QString::fromStdString(gpu.id),
                                            QString::fromStdString(before->plan.currency));
        QVERIFY(oldPrice);
        // The user edits the GPU price through the editor's undoable path; +1,000.00 in the plan currency.
        CatalogEditor *editor = window.catalogEditor();
        QVERIFY(editor);
        const qint64 newAmount = oldPrice->amountMinor + 100'000;
        PriceEntry entry;
        entry.amountMinor = newAmount;
        entry.currency = QString::fromStdString(before->plan.currency);
        entry.date = QStringLiteral("2026-11-29");
        entry.source = QStringLiteral("test quote");
        QVERIFY(editor->session()->setPrice(QStringLiteral("gpus"), QString::fromStdString(gpu.id), entry));
        QVERIFY(window.waitForPlan(kPlanTimeoutMs));
        QTRY_VERIFY_WITH_TIMEOUT(window.outcome() != before, kPlanTimeoutMs);
        QVERIFY(window.waitForPlan(kPlanTimeoutMs));
        const auto after = window.outcome();
        const Tier *entryAfter = findTier(*after, "entry");
        QVERIFY(entryAfter);
        if (entryAfter->build.key == entryTier->build.key) {
            QCOMPARE(entryAfter->build.priceMinor, entryTier->build.priceMinor + 100'000 * entryTier->build.gpuCount);
        } else {
            QVERIFY(entryAfter->build.priceMinor <= entryTier->build.priceMinor + 100'000 * entryTier->build.gpuCount);
        }
        QApplication::processEvents();
        QCOMPARE(tierPriceText(window, "entry"), Format::money(entryAfter->build.priceMinor, after->plan.currency));
        // Undo restores the shipped price and the plan.
        editor->undoStack()->undo();
        QTRY_VERIFY_WITH_TIMEOUT(window.outcome() != after, kPlanTimeoutMs);
        QVERIFY(window.waitForPlan(kPlanTimeoutMs));
        QCOMPARE(findTier(*window.outcome(), "entry")->build.priceMinor, entryTier->build.priceMinor);
    }

    // A language switch re-creates the views; the catalog's undo history stays, and Edit → Undo
    // (the main window's action, not the editor's button) still reverts the edit made before.
    void undoSurvivesLanguageSwitch()
    {
        FakePrompts prompts;
        WindowOnOwnCatalog fixture;
        QVERIFY(fixture.open());
        Catalog &catalog = fixture.catalog;
        MainWindow &window = *fixture.window;
        const QString gpuId = QString::fromStdString(window.outcome()->snapshot().gpus.front().id);
        const auto shipped = catalog.price(QStringLiteral("gpu"), gpuId, QStringLiteral("USD"));
        QVERIFY(shipped);
        PriceEntry entry;
        entry.amountMinor = shipped->amountMinor + 12'345;
        entry.currency = QStringLiteral("USD");
        entry.date = QStringLiteral("2026-11-29");
        entry.source = QStringLiteral("before the switch");
        QVERIFY(window.catalogEditor()->session()->setPrice(QStringLiteral("gpus"), gpuId, entry));
        QCOMPARE(catalog.price(QStringLiteral("gpu"), gpuId, QStringLiteral("USD"))->amountMinor, entry.amountMinor);

        // A filter typed before the switch: the editor is retranslated, not rebuilt, so it stays.
        CatalogTablePage *gpus = window.catalogEditor()->page(QStringLiteral("gpus"));
        gpus->setSearchText(QStringLiteral("4090"));
        const int filteredRows = gpus->visibleRowCount();
        QVERIFY(filteredRows > 0 && filteredRows < gpus->model()->rowCount());
        const QString englishHeader = gpuHeader(*window.catalogEditor(), 1);

        const QPointer<CatalogEditor> oldEditor = window.catalogEditor();
        QVERIFY(window.switchLanguage(QStringLiteral("zh_CN")));
        QVERIFY(!oldEditor.isNull()); // the same editor, retranslated in place
        QCOMPARE(window.catalogEditor(), oldEditor.data());
        QCOMPARE(window.catalogEditor()->page(QStringLiteral("gpus")), gpus);
        QCOMPARE(gpus->visibleRowCount(), filteredRows);
        const QString chineseHeader = gpuHeader(*window.catalogEditor(), 1);
        QVERIFY2(chineseHeader != englishHeader && hasHan(chineseHeader), qPrintable(chineseHeader));
        auto *undo = window.findChild<QAction *>(QStringLiteral("undoAction"));
        QVERIFY(undo);
        QVERIFY(undo->isEnabled());
        QVERIFY(window.catalogEditor()->undoStack()->canUndo());
        undo->trigger();
        QCOMPARE(catalog.price(QStringLiteral("gpu"), gpuId, QStringLiteral("USD"))->amountMinor, shipped->amountMinor);
        auto *redo = window.findChild<QAction *>(QStringLiteral("redoAction"));
        QVERIFY(redo && redo->isEnabled());
        redo->trigger();
        QCOMPARE(catalog.price(QStringLiteral("gpu"), gpuId, QStringLiteral("USD"))->amountMinor, entry.amountMinor);
        QVERIFY(window.switchLanguage(QStringLiteral("en")));
        QCOMPARE(window.catalogEditor(), oldEditor.data());
        QCOMPARE(gpuHeader(*window.catalogEditor(), 1), englishHeader);
        QCOMPARE(gpus->visibleRowCount(), filteredRows);
        QVERIFY(window.waitForPlan(kPlanTimeoutMs));
    }

    // Save, then reopen in a new window: the same quote, the same plan.
    void saveAndReopen()
    {
        FakePrompts prompts;
        QTemporaryDir files;
        const QString path = files.filePath(QStringLiteral("lab.rigplan.json"));
        Quote saved;
        {
            MainWindow window(m_catalog, m_dir.filePath(QStringLiteral("autosave-3")));
            window.show();
            QVERIFY(window.waitForPlan(kPlanTimeoutMs));
            auto *spin = window.workloadEditor()->findChild<QSpinBox *>(QStringLiteral("concurrencySpin"));
            spin->setValue(24);
            QVERIFY(window.document().isModified());
            prompts.nextSaveFile = path;
            QVERIFY(window.saveAs());
            QVERIFY(!window.document().isModified());
            QVERIFY(window.windowTitle().contains(QStringLiteral("lab.rigplan.json")));
            saved = window.document().quote();
            QCOMPARE(saved.workload.jobs.front().inference.concurrency, std::int64_t(24));
        }
        MainWindow reopened(m_catalog, m_dir.filePath(QStringLiteral("autosave-4")));
        reopened.show();
        QVERIFY(reopened.openFile(path));
        QVERIFY(reopened.document().quote() == saved);
        QVERIFY(reopened.workloadEditor()->quote() == saved);
        QVERIFY(!reopened.document().isModified());
        QVERIFY(reopened.waitForPlan(kPlanTimeoutMs));
        QVERIFY(reopened.outcome()->workload == saved.workload);
    }

    // A broken file is refused with every problem listed, and the open quote stays.
    void openBadFileShowsErrors()
    {
        FakePrompts prompts;
        QTemporaryDir files;
        const QString path = files.filePath(QStringLiteral("bad.rigplan.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"rigplan.workload/1\", \"jobs\": [{\"kind\": \"inference\", \"model\": \"llama-9000\"}]}");
        f.close();
        MainWindow window(m_catalog, m_dir.filePath(QStringLiteral("autosave-5")));
        const Quote before = window.document().quote();
        QVERIFY(!window.openFile(path));
        QCOMPARE(prompts.errors.size(), 1);
        QVERIFY2(prompts.errors.front().details.contains(QStringLiteral("jobs[0].model")),
                 qPrintable(prompts.errors.front().details));
        QVERIFY(window.document().quote() == before);
    }

    // A workload only two changes fix: its pair's Apply button changes the workload (a server
    // room and a 208 V circuit) and re-plans to the build it promised; Ctrl+Z restores the
    // workload and the infeasible plan, Edit → Redo applies it again.
    void applySuggestionIsUndoable()
    {
        FakePrompts prompts;
        QTemporaryDir files;
        const QString path = files.filePath(QStringLiteral("office-405b.workload.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "rigplan.workload/1", "title": "405B chat in an office",
                    "jobs": [{"kind": "inference", "model": "llama-3.1-405b", "weights": "int4", "kv_cache": "fp16",
                              "context_length": 8192, "concurrency": 32, "prompt_tokens": 2048, "output_tokens": 512}],
                    "site": {"outlet": "us-120v-15a", "environment": "office"}})");
        f.close();
        MainWindow window(m_catalog, m_dir.filePath(QStringLiteral("autosave-apply")));
        window.show();
        QVERIFY(window.waitForPlan(kPlanTimeoutMs));
        QVERIFY(window.openFile(path));
        QVERIFY(window.waitForPlan(kPlanTimeoutMs));
        const Workload original = window.document().quote().workload;
        std::shared_ptr<const PlanOutcome> planned = window.outcome();
        QVERIFY(!planned->plan.feasible);

        // One Apply per suggestion that works, in the order shown; the first works with two changes.
        auto buttons = window.resultsView()->findChildren<QPushButton *>(QStringLiteral("suggestionApply"));
        std::vector<const Suggestion *> working;
        for (const Suggestion &s : planned->plan.suggestions) {
            if (s.feasible && !s.isCluster()) {
                working.push_back(&s);
            }
        }
        QVERIFY(!working.empty());
        QCOMPARE(std::size_t(buttons.size()), working.size());
        const Suggestion &pair = *working.front();
        QCOMPARE(pair.changes.size(), std::size_t(2));
        const Workload expected = applyChanges(original, pair.changes);
        QVERIFY(!(expected == original));
        QTest::mouseClick(buttons.front(), Qt::LeftButton);
        QVERIFY(window.document().quote().workload == expected);
        QVERIFY(window.workloadEditor()->quote().workload == expected);
        QVERIFY(window.document().isModified());
        QVERIFY(window.waitForPlan(kPlanTimeoutMs));
        QVERIFY(window.outcome()->plan.feasible);
        QCOMPARE(window.outcome()->plan.tiers.front().build.key, pair.entry->key);
        QCOMPARE(window.outcome()->plan.tiers.front().build.priceMinor, pair.entry->priceMinor);

        // Ctrl+Z on the results page: the workload as it was, planned again.
        auto *undo = window.findChild<QAction *>(QStringLiteral("undoAction"));
        auto *redo = window.findChild<QAction *>(QStringLiteral("redoAction"));
        QVERIFY(undo && redo);
        QVERIFY(undo->isEnabled());
        QVERIFY2(undo->text().contains(QStringLiteral("Apply")), qPrintable(undo->text()));
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTest::keySequence(&window, QKeySequence::Undo);
        QVERIFY(window.document().quote().workload == original);
        QVERIFY(window.workloadEditor()->quote().workload == original);
        QVERIFY(window.waitForPlan(kPlanTimeoutMs));
        QVERIFY(!window.outcome()->plan.feasible);
        QVERIFY(window.workloadUndoStack()->canRedo());

        redo->trigger();
        QVERIFY(window.document().quote().workload == expected);
        QVERIFY(window.waitForPlan(kPlanTimeoutMs));
        QVERIFY(window.outcome()->plan.feasible);
    }

    // Closing with unsaved changes asks; Cancel keeps the window, Discard closes it.
    void unsavedChangesPrompt()
    {
        FakePrompts prompts;
        MainWindow window(m_catalog, m_dir.filePath(QStringLiteral("autosave-6")));
        window.show();
        auto *spin = window.workloadEditor()->findChild<QSpinBox *>(QStringLiteral("concurrencySpin"));
        spin->setValue(spin->value() + 1);
        QVERIFY(window.document().isModified());
        prompts.nextAnswers = {QMessageBox::Cancel};
        QVERIFY(!window.close());
        QVERIFY(window.isVisible());
        QCOMPARE(prompts.questions.size(), 1);
        prompts.nextAnswers = {QMessageBox::Discard};
        QVERIFY(window.close());
    }

    // Switching to Chinese rebuilds the views in Chinese and keeps the quote and the plan.
    void switchLanguage()
    {
        FakePrompts prompts;
        MainWindow window(m_catalog, m_dir.filePath(QStringLiteral("autosave-7")));
        window.show();
        QVERIFY(window.waitForPlan(kPlanTimeoutMs));
        const Quote quote = window.workloadEditor()->quote();
        const auto outcome = window.outcome();
        int plansStarted = 0;
        connect(&window.planRunner(), &PlanRunner::started, this, [&] { ++plansStarted; });
        // The views before the switch, and English texts each of them shows.
        const QPointer<WorkloadEditor> editor = window.workloadEditor();
        const QPointer<ResultsView> results = window.resultsView();
        const QPointer<CatalogEditor> catalogEditor = window.catalogEditor();
        const auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("pages"));
        QVERIFY(tabs);
        const QString englishHeading = labelText(*editor, QStringLiteral("jobsHeading"));
        const auto *budgetCheck = editor->findChild<QCheckBox *>(QStringLiteral("budgetCheck"));
        QVERIFY(budgetCheck);
        const QString englishBudget = budgetCheck->text();
        const QString englishHeader = gpuHeader(*catalogEditor, 1);
        const QString englishTier = labelText(window, QStringLiteral("tierName_entry"));
        QCOMPARE(englishHeading, QStringLiteral("Jobs"));
        QVERIFY(!englishTier.isEmpty() && !hasHan(englishTier));
        QVERIFY(!hasHan(englishHeader));
        // Details opened and a filter typed before the switch.
        QVERIFY(results->card(TierKind::Entry));
        results->card(TierKind::Entry)->setExpanded(true);
        CatalogTablePage *gpus = catalogEditor->page(QStringLiteral("gpus"));
        gpus->setSearchText(QStringLiteral("4090"));
        const int filteredRows = gpus->visibleRowCount();
        QVERIFY(filteredRows > 0 && filteredRows < gpus->model()->rowCount());

        QVERIFY(window.switchLanguage(QStringLiteral("zh_CN")));
        QCOMPARE(currentLanguage(), QStringLiteral("zh_CN"));
        // The same widgets, retranslated in place.
        QVERIFY(!editor.isNull() && !results.isNull() && !catalogEditor.isNull());
        QCOMPARE(window.workloadEditor(), editor.data());
        QCOMPARE(window.resultsView(), results.data());
        QCOMPARE(window.catalogEditor(), catalogEditor.data());
        QCOMPARE(window.findChild<QTabWidget *>(QStringLiteral("pages")), tabs);
        const QString chineseHeading = labelText(*editor, QStringLiteral("jobsHeading"));
        QVERIFY2(chineseHeading != englishHeading && hasHan(chineseHeading), qPrintable(chineseHeading));
        QVERIFY2(budgetCheck->text() != englishBudget && hasHan(budgetCheck->text()), qPrintable(budgetCheck->text()));
        const QString chineseHeader = gpuHeader(*catalogEditor, 1);
        QVERIFY2(chineseHeader != englishHeader && hasHan(chineseHeader), qPrintable(chineseHeader));
        const QString chineseTier = labelText(window, QStringLiteral("tierName_entry"));
        QVERIFY2(chineseTier != englishTier && hasHan(chineseTier), qPrintable(chineseTier));
        QCOMPARE(gpus->visibleRowCount(), filteredRows);
        // The cards are drawn again from the same outcome; the opened details stay open.
        QVERIFY(results->card(TierKind::Entry) && results->card(TierKind::Entry)->isExpanded());
        QVERIFY(!results->card(TierKind::Mainstream)->isExpanded());
        // The tab titles are translated (not the English source) and contain CJK characters.
        QVERIFY2(tabs->tabText(0) != QStringLiteral("Results"), qPrintable(tabs->tabText(0)));
        QVERIFY(tabs->tabText(0).at(0).unicode() >= 0x4e00);
        QVERIFY(window.menuBar()->actions().first()->text() != QStringLiteral("&File"));
        QVERIFY(window.workloadEditor()->quote() == quote);
        // The same plan, drawn in Chinese: no new plan is requested, now or after the debounce.
        QVERIFY(!window.planRunner().isBusy());
        QTest::qWait(400);
        QCOMPARE(plansStarted, 0);
        QVERIFY(window.outcome() == outcome);
        QVERIFY(!tierPriceText(window, "entry").isEmpty());
        // The planner's own words on the cards (tier reasons, part reasons) are in Chinese too.
        QString cardText;
        for (const QLabel *label : window.resultsView()->findChildren<QLabel *>()) {
            cardText += label->text() + label->toolTip();
        }
        const QString reason = qs(plantext::tierReasons(outcome->textContext(), outcome->plan, outcome->plan.tiers.front()).front());
        QVERIFY2(std::any_of(reason.begin(), reason.end(), [](QChar c) { return c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff; }),
                 qPrintable(reason));
        QVERIFY2(cardText.contains(reason.toHtmlEscaped()) || cardText.contains(reason), qPrintable(reason));
        // Han text is drawn with the Simplified Chinese face, right after the Latin one.
        QCOMPARE(QGuiApplication::font().families().value(1), QStringLiteral("Noto Sans CJK SC"));
        QVERIFY(window.switchLanguage(QStringLiteral("en")));
        QVERIFY(window.findChild<QTabWidget *>(QStringLiteral("pages")));
        QCOMPARE(window.findChild<QTabWidget *>(QStringLiteral("pages"))->tabText(0), QStringLiteral("Results"));
        // Back in English, still the same widgets and the same plan.
        QCOMPARE(window.workloadEditor(), editor.data());
        QCOMPARE(window.resultsView(), results.data());
        QCOMPARE(window.catalogEditor(), catalogEditor.data());
        QCOMPARE(labelText(*editor, QStringLiteral("jobsHeading")), englishHeading);
        QCOMPARE(budgetCheck->text(), englishBudget);
        QCOMPARE(gpuHeader(*catalogEditor, 1), englishHeader);
        QCOMPARE(labelText(window, QStringLiteral("tierName_entry")), englishTier);
        QCOMPARE(gpus->visibleRowCount(), filteredRows);
        QVERIFY(window.workloadEditor()->quote() == quote);
        QTest::qWait(400);
        QCOMPARE(plansStarted, 0);
        QVERIFY(window.outcome() == outcome);
        QVERIFY(!window.switchLanguage(QStringLiteral("xx")));
    }

    // Issue 21: a scenario added on the Compare page is in the quote, planned on the page, and an
    // undo step of its own.
    void compareScenariosAreUndoSteps()
    {
        MainWindow window(m_catalog, m_dir.filePath(QStringLiteral("autosave-21")));
        QVERIFY(window.waitForPlan(kPlanTimeoutMs));
        ComparePage *page = window.comparePage();
        QVERIFY(page);
        QCOMPARE(page->scenarios().size(), std::size_t(1));
        auto *name = page->findChild<QLineEdit *>(QStringLiteral("scenarioName"));
        auto *add = page->findChild<QPushButton *>(QStringLiteral("addScenario"));
        QVERIFY(name && add);
        name->setText(QStringLiteral("Variant"));
        add->click();
        QCOMPARE(window.document().quote().scenarios.size(), std::size_t(1));
        QCOMPARE(window.document().quote().scenarios.front().name, std::string("Variant"));
        QVERIFY(window.document().quote().scenarios.front().workload == window.document().quote().workload);
        QCOMPARE(page->scenarios().size(), std::size_t(2));
        QVERIFY(page->scenarios()[1].outcome);
        window.workloadUndoStack()->undo();
        QVERIFY(window.document().quote().scenarios.empty());
        QCOMPARE(page->scenarios().size(), std::size_t(1));
        window.workloadUndoStack()->redo();
        QCOMPARE(window.document().quote().scenarios.size(), std::size_t(1));
    }

    void pages_data()
    {
        QTest::addColumn<QString>("page");
        QTest::newRow("results") << QStringLiteral("results");
        QTest::newRow("charts") << QStringLiteral("charts");
        QTest::newRow("catalog") << QStringLiteral("catalog");
        QTest::newRow("quote") << QStringLiteral("quote");
        QTest::newRow("compare") << QStringLiteral("compare");
    }

    void pages()
    {
        QFETCH(QString, page);
        MainWindow window(m_catalog, m_dir.filePath(QStringLiteral("autosave-8")));
        window.show();
        QVERIFY(window.showPage(page));
        QCOMPARE(window.currentPage(), page);
        QVERIFY(window.waitForPlan(kPlanTimeoutMs));
        const QImage image = window.grab().toImage();
        QVERIFY(!image.isNull());
        // The SVG window icon renders (it needs Qt's SVG icon engine, libqt6svg6).
        QVERIFY(!window.windowIcon().pixmap(QSize(32, 32)).isNull());
        QVERIFY(!window.showPage(QStringLiteral("nope")));
    }

    // Issue 18: "workload edits are undo steps" — every field of the editor, each job kind,
    // the folds included: an edit that changes the quote is one step, undone and redone exactly.
    void everyEditorFieldIsUndoable()
    {
        FakePrompts prompts;
        MainWindow window(m_catalog, m_dir.filePath(QStringLiteral("autosave-undo")));
        window.show();
        QVERIFY(window.openFile(testing::sourcePath(QStringLiteral("resources/samples/lab-mixed.workload.json"))));
        WorkloadEditor *editor = window.workloadEditor();
        QUndoStack *history = window.workloadUndoStack();
        QStringList undone;
        QStringList unchanged;
        for (int jobIndex : {0, 1}) {
            const auto prepare = [&] {
                editor->jobListEditor()->setCurrentJob(jobIndex);
                for (FoldSection *fold : editor->findChildren<FoldSection *>()) {
                    fold->setExpanded(true);
                }
            };
            prepare();
            QList<QWidget *> fields;
            for (QWidget *w : editor->findChildren<QWidget *>()) {
                const bool input = qobject_cast<QComboBox *>(w) || qobject_cast<QAbstractSpinBox *>(w)
                    || qobject_cast<QCheckBox *>(w) || qobject_cast<QSlider *>(w)
                    || (qobject_cast<QLineEdit *>(w) && !qobject_cast<QAbstractSpinBox *>(w->parentWidget())
                        && !qobject_cast<QComboBox *>(w->parentWidget()));
                if (input && w->isVisibleTo(editor) && w->isEnabled() && !w->objectName().isEmpty()) {
                    fields.append(w);
                }
            }
            QVERIFY(fields.size() > 20);
            for (QWidget *w : std::as_const(fields)) {
                prepare();
                if (!w->isVisibleTo(editor) || !w->isEnabled()) {
                    continue; // e.g. the budget's row while no budget is set
                }
                if (QWidget *focus = QApplication::focusWidget()) {
                    focus->clearFocus(); // edits of different fields never merge
                }
                const Quote before = window.document().quote();
                const int steps = history->index();
                if (auto *combo = qobject_cast<QComboBox *>(w)) {
                    combo->setCurrentIndex((combo->currentIndex() + 1) % combo->count());
                } else if (auto *spin = qobject_cast<QSpinBox *>(w)) {
                    spin->setValue(spin->value() < spin->maximum() ? spin->value() + 1 : spin->value() - 1);
                } else if (auto *dspin = qobject_cast<QDoubleSpinBox *>(w)) {
                    const double step = std::max(dspin->singleStep(), 1.0);
                    dspin->setValue(dspin->value() + step <= dspin->maximum() ? dspin->value() + step : dspin->value() - step);
                } else if (auto *check = qobject_cast<QCheckBox *>(w)) {
                    check->setChecked(!check->isChecked());
                } else if (auto *slider = qobject_cast<QSlider *>(w)) {
                    slider->setValue(slider->value() < slider->maximum() ? slider->value() + 1 : slider->value() - 1);
                } else if (auto *line = qobject_cast<QLineEdit *>(w)) {
                    QTest::keyClicks(line, QStringLiteral("x"));
                }
                const Quote after = window.document().quote();
                if (after == before) {
                    unchanged << w->objectName();
                    continue;
                }
                QVERIFY2(history->index() == steps + 1, qPrintable(w->objectName()));
                history->undo();
                QVERIFY2(window.document().quote() == before, qPrintable(w->objectName()));
                QVERIFY2(editor->quote() == before, qPrintable(w->objectName()));
                history->redo();
                QVERIFY2(window.document().quote() == after, qPrintable(w->objectName()));
                history->undo();
                undone << w->objectName();
            }
        }
        // Every kind of field took part (and the few that change nothing are only pickers' own
        // search boxes and the like).
        for (const char *name : {"customerEdit", "jobNameEdit", "kindCombo", "contextSpin", "contextSlider", "zeroCombo",
                                 "trainTokensSpin", "concurrencySpin", "kvCacheCombo", "outletCombo", "budgetCheck",
                                 "eccCombo", "networkCombo", "redundantPsuCombo", "tariffSpin", "yearsSpin",
                                 "dutyHoursSpin", "supportSpin", "datasetSpin", "checkpointsKeptSpin", "concurrentCheck"}) {
            QVERIFY2(undone.contains(QLatin1String(name)), name);
        }
        QVERIFY2(unchanged.size() <= 3, qPrintable(unchanged.join(QLatin1Char(' '))));

        // The list's own commands: add, duplicate, move, remove (after its question).
        const Quote start = window.document().quote();
        for (const char *button : {"addJobButton", "duplicateJobButton", "moveJobUpButton", "removeJobButton"}) {
            prompts.nextAnswers = {QMessageBox::Yes};
            editor->jobListEditor()->setCurrentJob(1);
            const Quote before = window.document().quote();
            editor->findChild<QAbstractButton *>(QLatin1String(button))->click();
            QVERIFY2(!(window.document().quote() == before), button);
            history->undo();
            QVERIFY2(window.document().quote() == before, button);
        }
        QVERIFY(window.document().quote() == start);
    }

    // File > Export Acceptance Kit > a tier writes the same files as rigplan-cli kit into the
    // folder the user picks; cancelling writes nothing.
    void exportKitWritesTheTiersFiles()
    {
        FakePrompts prompts;
        MainWindow window(m_catalog, m_dir.filePath(QStringLiteral("autosave-kit")));
        QVERIFY(window.openFile(testing::sourcePath(QStringLiteral("resources/samples/lab-mixed.workload.json"))));
        QVERIFY(window.waitForPlan(kPlanTimeoutMs));
        QVERIFY(!window.exportKit(TierKind::Mainstream)); // cancelled: no folder
        QCOMPARE(prompts.directoryCalls, 1);
        QTemporaryDir out;
        prompts.nextDirectory = out.path();
        auto *action = window.findChild<QAction *>(QStringLiteral("kitAction_mainstream"));
        QVERIFY(action && !action->text().isEmpty());
        action->trigger();
        QCOMPARE(prompts.directoryCalls, 2);
        QVERIFY2(prompts.errors.isEmpty(), prompts.errors.isEmpty() ? "" : qPrintable(prompts.errors.front().text));
        for (const char *name : {"README.md", "accept.sh", "serve-2.sh", "ds_config-1.json", "lora-1.json"}) {
            QVERIFY2(QFile::exists(out.filePath(QLatin1String(name))), name);
        }
        QVERIFY(QFile::permissions(out.filePath(QStringLiteral("serve-2.sh"))) & QFileDevice::ExeOwner);
        // The tier card's button asks for the same.
        auto *button = window.findChild<QToolButton *>(QStringLiteral("tierKit_entry"));
        QVERIFY(button);
        QTemporaryDir entry;
        prompts.nextDirectory = entry.path();
        button->click();
        QCOMPARE(prompts.directoryCalls, 3);
        QVERIFY(QFile::exists(entry.filePath(QStringLiteral("accept.sh"))));
    }

    // Issue 41: a quote frozen on a tier exports the kit frozen with it (here marked by its GPU
    // name), not today's plan's; another tier's kit still comes from the plan.
    void exportKitOfAFrozenQuoteIsTheFrozenOne()
    {
        const Workload workload = testing::loadSampleWorkload(m_catalog, QStringLiteral("lab-mixed.workload.json"));
        const auto outcome = computePlanOutcome(m_catalog, workload);
        QVERIFY(outcome.ok());
        const Result<std::vector<ExchangeRate>> rates = readExchangeRates(m_catalog);
        QVERIFY(rates.ok());
        Quote quote;
        quote.workload = workload;
        FreezeInput input;
        input.tier = TierKind::Mainstream;
        input.rates = *rates;
        input.today = "2026-12-05";
        input.frozenAt = "2026-12-05T10:00:00Z";
        QVERIFY(freezeQuote(quote, **outcome, input).ok());
        QVERIFY(quote.frozen && quote.frozen->kit);
        quote.frozen->kit->gpuName = "GPU as frozen with the quote";
        const QString file = m_dir.filePath(QStringLiteral("frozen-kit.rigplan.json"));
        QVERIFY(saveQuoteFile(quote, file).ok());

        FakePrompts prompts;
        MainWindow window(m_catalog, m_dir.filePath(QStringLiteral("autosave-frozen-kit")));
        QVERIFY(window.openFile(file));
        QTemporaryDir frozen;
        prompts.nextDirectory = frozen.path();
        QVERIFY(window.exportKit(TierKind::Mainstream));
        const auto readme = [](const QTemporaryDir &dir) {
            QFile f(dir.filePath(QStringLiteral("README.md")));
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        QVERIFY(readme(frozen).contains("GPU as frozen with the quote"));
        QVERIFY(window.waitForPlan(kPlanTimeoutMs));
        QTemporaryDir entry;
        prompts.nextDirectory = entry.path();
        QVERIFY(window.exportKit(TierKind::Entry));
        QVERIFY(!readme(entry).isEmpty() && !readme(entry).contains("GPU as frozen with the quote"));
        QVERIFY2(prompts.errors.isEmpty(), prompts.errors.isEmpty() ? "" : qPrintable(prompts.errors.front().text));
    }

    // Issue 18: a negative budget or offload with ZeRO 0 was planned silently. The editor names
    // the field, the window does not plan, and the results say why; fixed, it plans again.
    void invalidWorkloadIsNotPlanned()
    {
        FakePrompts prompts;
        MainWindow window(m_catalog, m_dir.filePath(QStringLiteral("autosave-invalid")));
        window.show();
        QVERIFY(window.openFile(testing::sourcePath(QStringLiteral("resources/samples/lab-mixed.workload.json"))));
        QVERIFY(window.waitForPlan(kPlanTimeoutMs));
        WorkloadEditor *editor = window.workloadEditor();
        editor->jobListEditor()->setCurrentJob(0); // the LoRA fine-tune
        const std::uint64_t generation = window.planRunner().generation();
        auto *zero = editor->findChild<QComboBox *>(QStringLiteral("zeroCombo"));
        auto *offload = editor->findChild<QComboBox *>(QStringLiteral("offloadCombo"));
        zero->setCurrentIndex(zero->findData(0));
        offload->setCurrentIndex(offload->findData(int(Offload::Optimizer)));
        QVERIFY(!editor->isValid());
        const std::uint64_t blockedAt = window.planRunner().generation();
        QTest::qWait(200);
        QCOMPARE(window.planRunner().generation(), blockedAt); // nothing more was asked of the planner
        QVERIFY(blockedAt <= generation + 1); // the zero stage itself was still valid
        auto *error = editor->findChild<QLabel *>(QStringLiteral("offloadError"));
        QVERIFY(error && error->isVisibleTo(editor) && error->text().contains(QStringLiteral("ZeRO")));
        QVERIFY(!window.resultsView()->blockedBy().isEmpty());
        QVERIFY(window.findChild<QWidget *>(QStringLiteral("resultsBlocked")));
        QVERIFY(!window.resultsView()->card(TierKind::Entry)); // no plan of another workload shown
        QVERIFY(window.chartsView()->isShowingEmptyState());
        QVERIFY(!window.exportPdf(ReportEdition::Client));
        QCOMPARE(prompts.errors.size(), 1);

        zero->setCurrentIndex(zero->findData(2));
        QVERIFY(editor->isValid());
        QVERIFY(window.planRunner().generation() > blockedAt);
        QVERIFY(window.waitForPlan(kPlanTimeoutMs));
        QVERIFY(window.resultsView()->blockedBy().isEmpty());
        QVERIFY(window.resultsView()->card(TierKind::Entry));
        QCOMPARE(window.outcome()->workload.jobs[0].training.zeroStage, 2);

        // A budget of 0 (the spin box's floor; a negative one has no way in but a quote made in code).
        Quote negative = window.document().quote();
        negative.workload.budget.max = -100;
        window.newQuote(negative);
        QVERIFY(!window.resultsView()->blockedBy().isEmpty());
        QVERIFY(!editor->findChild<QLabel *>(QStringLiteral("budgetError"))->isHidden());
        QVERIFY(!window.resultsView()->card(TierKind::Entry));
    }

    // The running-cost settings set in the editor are the ones the plan's economics uses.
    void runningCostReachesThePlan()
    {
        MainWindow window(m_catalog, m_dir.filePath(QStringLiteral("autosave-economics")));
        window.show();
        QVERIFY(window.openFile(testing::sourcePath(QStringLiteral("resources/samples/lab-mixed.workload.json"))));
        QVERIFY(window.waitForPlan(kPlanTimeoutMs));
        window.workloadEditor()->findChild<QDoubleSpinBox *>(QStringLiteral("tariffSpin"))->setValue(0.42);
        window.workloadEditor()->findChild<QDoubleSpinBox *>(QStringLiteral("yearsSpin"))->setValue(4);
        QVERIFY(window.waitForPlan(kPlanTimeoutMs));
        QVERIFY(window.outcome()->economics);
        QCOMPARE(window.outcome()->economics->tariffPerKwh, 0.42);
        QCOMPARE(window.outcome()->economics->years, 4.0);
        QVERIFY(window.document().isModified()); // saved with the quote
        QCOMPARE(window.document().quote().workload.economics.value(QStringLiteral("tariff_per_kwh")).toDouble(), 0.42);
    }

    // Issue 18: the window could be larger than the screen (1360 × 860 on a 1280 × 720 screen at
    // 1.5×), squeezed the editor at its narrowest, and did not remember its size.
    void windowFitsTheScreenAndRemembersItsState()
    {
        QSettings().remove(QLatin1String(kWindowGeometrySetting));
        QSettings().remove(QLatin1String(kWindowStateSetting));
        const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
        {
            MainWindow window(m_catalog, m_dir.filePath(QStringLiteral("autosave-geometry")));
            QVERIFY2(window.width() <= available.width() && window.height() <= available.height(),
                     qPrintable(QStringLiteral("%1x%2 on %3x%4").arg(window.width()).arg(window.height())
                                    .arg(available.width()).arg(available.height())));
            QVERIFY(!window.restoreWindowState()); // nothing remembered yet
            window.show();
            window.fitToScreen();
            QVERIFY(available.contains(window.frameGeometry()) || window.frameGeometry().size().width() > available.width());

            // The editor keeps a usable width at the window's narrowest.
            window.resize(window.minimumSizeHint().width(), window.height());
            QCoreApplication::processEvents();
            QWidget *editor = window.workloadEditor();
            QVERIFY2(editor->width() >= editor->fontMetrics().averageCharWidth() * 40,
                     qPrintable(QStringLiteral("editor %1 px").arg(editor->width())));
            // ... and never needs to scroll sideways: every row of it fits.
            auto *editorScroll = editor->findChild<QScrollArea *>(QStringLiteral("workloadEditorScroll"));
            QVERIFY(editorScroll);
            QVERIFY2(editorScroll->widget()->width() <= editorScroll->viewport()->width(),
                     qPrintable(QStringLiteral("%1 > %2").arg(editorScroll->widget()->width()).arg(editorScroll->viewport()->width())));
            const auto *customer = editor->findChild<QLineEdit *>(QStringLiteral("customerEdit"));
            QVERIFY(customer->width() >= customer->fontMetrics().averageCharWidth() * 30);

            // Remembered on close: the size and where the splitter was.
            window.resize(std::min(700, available.width()), std::min(500, available.height()));
            auto *splitter = window.findChild<QSplitter *>(QStringLiteral("mainSplitter"));
            QVERIFY(splitter);
            splitter->setSizes({editor->minimumSizeHint().width() + 30, 200});
            QCoreApplication::processEvents();
            const QList<int> sizes = splitter->sizes();
            const QSize size = window.size();
            QVERIFY(window.close());
            QVERIFY(!QSettings().value(QLatin1String(kWindowGeometrySetting)).toByteArray().isEmpty());
            QVERIFY(!QSettings().value(QLatin1String(kWindowStateSetting)).toByteArray().isEmpty());

            MainWindow again(m_catalog, m_dir.filePath(QStringLiteral("autosave-geometry-2")));
            QVERIFY(again.restoreWindowState());
            again.show();
            QCoreApplication::processEvents();
            QCOMPARE(again.size(), size);
            QCOMPARE(again.findChild<QSplitter *>(QStringLiteral("mainSplitter"))->sizes(), sizes);
        }
        // Remembered larger than the screen is now (a smaller monitor, a larger scale): fitted.
        {
            MainWindow big(m_catalog, m_dir.filePath(QStringLiteral("autosave-geometry-3")));
            big.resize(available.width() + 600, available.height() + 400);
            big.saveWindowState();
            MainWindow restored(m_catalog, m_dir.filePath(QStringLiteral("autosave-geometry-4")));
            restored.restoreWindowState();
            QVERIFY(restored.width() <= available.width());
            QVERIFY(restored.height() <= available.height());
        }
        QSettings().remove(QLatin1String(kWindowGeometrySetting));
        QSettings().remove(QLatin1String(kWindowStateSetting));
    }

    // Issue 18: the --screenshot mode added the file it opened to Open Recent (and would have
    // remembered its window size).
    void notPersistentLeavesNoTrace()
    {
        QSettings().remove(QStringLiteral("quote/recent"));
        QSettings().remove(QLatin1String(kWindowGeometrySetting));
        const QString sample = testing::sourcePath(QStringLiteral("resources/samples/lab-mixed.workload.json"));
        {
            MainWindow window(m_catalog, m_dir.filePath(QStringLiteral("autosave-ephemeral")));
            window.setPersistent(false);
            window.show();
            QVERIFY(window.openFile(sample));
            QVERIFY(window.close());
        }
        QVERIFY(QuoteDocument::recentFiles().isEmpty());
        QVERIFY(!QSettings().contains(QLatin1String(kWindowGeometrySetting)));
        {
            MainWindow window(m_catalog, m_dir.filePath(QStringLiteral("autosave-persistent")));
            window.show();
            QVERIFY(window.openFile(sample));
        }
        QCOMPARE(QuoteDocument::recentFiles(), QStringList{QFileInfo(sample).absoluteFilePath()});
        QSettings().remove(QStringLiteral("quote/recent"));
    }

    // Issue 18: Help had only About. The guide says what each page does and how to read a tier,
    // lists every menu shortcut as the menus have it, and follows a language switch.
    void guideListsPagesAndShortcuts()
    {
        MainWindow window(m_catalog, m_dir.filePath(QStringLiteral("autosave-guide")));
        window.show();
        auto *action = window.findChild<QAction *>(QStringLiteral("guideAction"));
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence(QKeySequence::HelpContents));
        action->trigger();
        auto *guide = window.findChild<HelpDialog *>();
        QVERIFY(guide && guide->isVisible());
        const QString text = guide->plainText();
        for (const QString &words : {QStringLiteral("Results"), QStringLiteral("Charts"), QStringLiteral("Catalog"),
                                     QStringLiteral("How to read a tier"), QStringLiteral("Mainstream"),
                                     QStringLiteral("Keyboard shortcuts")}) {
            QVERIFY2(text.contains(words), qPrintable(words));
        }
        const auto shortcuts = window.shortcuts();
        QVERIFY(shortcuts.size() >= 10);
        for (const auto &[command, keys] : shortcuts) {
            QVERIFY2(text.contains(keys.toString(QKeySequence::NativeText)), qPrintable(command));
        }
        for (const QKeySequence &expected : {QKeySequence(QKeySequence::Save), QKeySequence(Qt::CTRL | Qt::Key_E),
                                             QKeySequence(Qt::CTRL | Qt::Key_1), QKeySequence(QKeySequence::Undo),
                                             QKeySequence(QKeySequence::HelpContents)}) {
            QVERIFY2(std::any_of(shortcuts.begin(), shortcuts.end(), [&](const auto &s) { return s.second == expected; }),
                     qPrintable(expected.toString()));
        }
        QVERIFY(window.switchLanguage(QStringLiteral("zh_CN")));
        QVERIFY2(hasHan(guide->plainText()) && !guide->plainText().contains(QStringLiteral("How to read a tier")),
                 qPrintable(guide->plainText().left(200)));
        QVERIFY(window.switchLanguage(QStringLiteral("en")));
    }

    // Issue 18: at 1440 × 900 in Chinese the tier cards overflowed; narrower, the page scrolled
    // sideways. The cards fit the page at every width, side by side where there is room.
    void tierCardsFitThePage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("columns");
        for (const char *language : {"en", "zh_CN"}) {
            QTest::addRow("%s 1440x900", language) << QString::fromLatin1(language) << QSize(1440, 900) << 3;
            QTest::addRow("%s 1000x700", language) << QString::fromLatin1(language) << QSize(1000, 700) << 0; // fewer
            // Narrower than the window may be: it stays at its minimum, where one card fits whole.
            QTest::addRow("%s narrowest", language) << QString::fromLatin1(language) << QSize(200, 700) << 1;
        }
    }

    void tierCardsFitThePage()
    {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QFETCH(int, columns);
        MainWindow window(m_catalog, m_dir.filePath(QStringLiteral("autosave-cards")));
        window.setPersistent(false);
        QVERIFY(window.switchLanguage(language));
        window.resize(size);
        window.show();
        QVERIFY(window.openFile(testing::sourcePath(QStringLiteral("resources/samples/lab-mixed.workload.json"))));
        QVERIFY(window.waitForPlan(kPlanTimeoutMs));
        window.resize(size);
        QCoreApplication::processEvents();
        ResultsView *results = window.resultsView();
        QVERIFY(results->card(TierKind::Entry));
        // Details open too: the bill of materials has the longest lines.
        for (TierKind kind : {TierKind::Entry, TierKind::Mainstream, TierKind::High}) {
            if (TierCard *card = results->card(kind)) {
                card->setExpanded(true);
            }
        }
        QCoreApplication::processEvents();
        auto *scroll = results->findChild<QScrollArea *>(QStringLiteral("resultsScroll"));
        QVERIFY(scroll);
        QVERIFY2(scroll->widget()->width() <= scroll->viewport()->width(),
                 qPrintable(QStringLiteral("%1 > %2").arg(scroll->widget()->width()).arg(scroll->viewport()->width())));
        QVERIFY(!scroll->horizontalScrollBar()->isVisible());
        if (columns > 0) {
            QCOMPARE(results->cardColumns(), columns);
        } else {
            QVERIFY(results->cardColumns() < 3);
        }
        for (TierKind kind : {TierKind::Entry, TierKind::Mainstream, TierKind::High}) {
            TierCard *card = results->card(kind);
            QVERIFY(card);
            QVERIFY(card->geometry().right() <= scroll->widget()->width());
            // No label of a card is cut at its right edge.
            for (const QLabel *label : card->findChildren<QLabel *>()) {
                if (label->isVisibleTo(card)) {
                    const QPoint right = label->mapTo(card, QPoint(label->width(), 0));
                    QVERIFY2(right.x() <= card->width(), qPrintable(label->text()));
                }
            }
        }
        QVERIFY(window.switchLanguage(QStringLiteral("en")));
    }

private:
    QTemporaryDir m_dir;
    Catalog m_catalog;
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
