// SPDX-License-Identifier: GPL-3.0-or-later
// The live workload editor (ui/workload/WorkloadEditor): a quote set into it comes back out
// unchanged, every user edit — a slider step while it is dragged included — emits quoteChanged
// with the new value in the quote, and each slider stays in step with its spin box.

#include "FakePrompts.h"
#include "FindChild.h"
#include "VerifyOk.h"
#include "ShownTexts.h"
#include "Language.h"
#include "SourcePath.h"
#include "catalog/Catalog.h"
#include "model/GenericModel.h"
#include "quote/Quote.h"
#include "plan/Economics.h"
#include "workload/EconomicsForm.h"
#include "workload/FormWidgets.h"
#include "workload/JobEditor.h"
#include "workload/JobListEditor.h"
#include "workload/WorkloadChoices.h"
#include "workload/RequirementsForm.h"
#include "workload/WorkloadEditor.h"
#include "workload/WorkloadJson.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <algorithm>
#include <cmath>
#include <memory>

using namespace rigplan;
using rigplan::testing::child;
using rigplan::testing::FakePrompts;
using rigplan::testing::sourcePath;
using rigplan::testing::hasHan;
using rigplan::testing::shownTexts;
using rigplan::testing::untranslatedProse;

Q_DECLARE_METATYPE(rigplan::Quote)

class TestWorkloadEditor : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void roundTrip_data();
    void roundTrip();
    void setQuoteEmitsNothing();

    void sliderDragEmits_data();
    void sliderDragEmits();
    void spinMovesSlider_data();
    void spinMovesSlider();

    void contextStopsFollowModel();
    void hybridModelNamesItsStateLayers();
    void jobListEdits();
    void kindSwitchKeepsSettings();
    void problemsBlockPlanning();
    void problemsAreShownAtTheirField_data();
    void problemsAreShownAtTheirField();
    void removeJobAsksFirst();
    void trainTokensShowTheirUnit();
    void outOfRangeIsRefused_data();
    void outOfRangeIsRefused();
    void siteBudgetEconomicsAndQuoteRefuse();
    void requirementsAreEdited();
    void storageOfATrainingJob();
    void expertPlacementOfAMixtureOfExperts();
    void runningCostSettings();
    void customSizeEdit();
    void languageSwitchRetranslatesInPlace();

    void screenshots();

private:
    Quote loadSample(const QString &relative);
    std::unique_ptr<WorkloadEditor> makeEditor();

    QTemporaryDir m_dir;
    Catalog m_catalog;
    WorkloadChoices m_choices;
};

void TestWorkloadEditor::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY(m_dir.isValid());
    QVERIFY_OK(m_catalog.open(m_dir.filePath(QStringLiteral("catalog.sqlite"))));
    m_choices = WorkloadChoices::fromCatalog(m_catalog);
    QVERIFY(m_choices.model("llama-3.1-70b"));
    QCOMPARE(m_choices.currencies,
             (QStringList{QStringLiteral("CNY"), QStringLiteral("EUR"), QStringLiteral("GBP"), QStringLiteral("JPY"),
                          QStringLiteral("USD")}));
}

Quote TestWorkloadEditor::loadSample(const QString &relative)
{
    const Result<LoadedQuote> r = loadQuoteFile(sourcePath(relative), m_choices.resolver(), m_choices.modelIds());
    if (!r.ok()) {
        qFatal("%s", qPrintable(diagnosticTexts(r.diagnostics()).join(QLatin1Char('\n'))));
    }
    return r->quote;
}

std::unique_ptr<WorkloadEditor> TestWorkloadEditor::makeEditor()
{
    auto editor = std::make_unique<WorkloadEditor>(m_catalog);
    editor->resize(460, 900);
    editor->show();
    return editor;
}

// A language switch retranslates the same widgets: the quote, the selected job, the folds and
// the focus stay, nothing is emitted, and every English sentence of the panel changes.
void TestWorkloadEditor::languageSwitchRetranslatesInPlace()
{
    auto editor = makeEditor();
    const Quote quote = loadSample(QStringLiteral("resources/samples/lab-mixed.workload.json"));
    editor->setQuote(quote);
    JobListEditor *jobs = editor->jobListEditor();
    jobs->setCurrentJob(0);
    FoldSection *advanced = jobs->jobEditor()->advancedSection();
    advanced->setExpanded(true);
    auto *kind = child<QComboBox>(editor.get(), "kindCombo");
    const int kindIndex = kind->currentIndex();
    auto *offload = child<QComboBox>(editor.get(), "offloadCombo");
    const int offloadIndex = offload->currentIndex();
    auto *outlet = child<QComboBox>(editor.get(), "outletCombo");
    const int outletIndex = outlet->currentIndex();
    const QMap<QString, QString> english = shownTexts(*editor);
    QSignalSpy changed(editor.get(), &WorkloadEditor::quoteChanged);

    QVERIFY(setLanguage(QStringLiteral("zh_CN")));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    const QMap<QString, QString> chinese = shownTexts(*editor);

    QCOMPARE(changed.count(), 0);
    QVERIFY(editor->quote() == quote);
    QCOMPARE(jobs->currentJob(), 0);
    QVERIFY(advanced->isExpanded());
    QCOMPARE(kind->currentIndex(), kindIndex);
    QCOMPARE(offload->currentIndex(), offloadIndex);
    QCOMPARE(outlet->currentIndex(), outletIndex);
    QCOMPARE(chinese.keys(), english.keys()); // the same widgets
    const QStringList untranslated = untranslatedProse(english, chinese);
    QVERIFY2(untranslated.isEmpty(), qPrintable(untranslated.join(QLatin1Char('\n'))));
    QVERIFY(hasHan(child<QLabel>(editor.get(), "jobsHeading")->text()));

    QVERIFY(setLanguage(QStringLiteral("en")));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCOMPARE(changed.count(), 0);
    QVERIFY(editor->quote() == quote);
    const QMap<QString, QString> back = shownTexts(*editor);
    for (auto it = english.cbegin(); it != english.cend(); ++it) {
        QCOMPARE(back.value(it.key()), it.value());
    }
}

void TestWorkloadEditor::roundTrip_data()
{
    QTest::addColumn<Quote>("quote");
    QTest::newRow("lab-mixed sample") << loadSample(QStringLiteral("resources/samples/lab-mixed.workload.json"));
    QTest::newRow("legal-chat sample") << loadSample(QStringLiteral("resources/samples/legal-chat.workload.json"));
    QTest::newRow("inline models") << loadSample(QStringLiteral("tests/data/workloads/inline-models.workload.json"));

    // Every quote field, a custom wattage, no budget, concurrent jobs, economics settings, odd
    // numbers the spin boxes show rounded, and a LoRA target list in a non-canonical order.
    Quote q = loadSample(QStringLiteral("resources/samples/lab-mixed.workload.json"));
    q.info.number = "RP-20261129-0001";
    q.info.date = "2026-11-29";
    q.info.validDays = 45;
    q.info.preparedBy = "Ana Example";
    q.info.contact = "bob@example.com";
    q.info.notes = "Two lines\nof notes";
    q.workload.concurrent = true;
    q.workload.site = {"", 2345, "server-room"};
    q.workload.budget = Budget{};
    q.workload.economics = QJsonObject{{QStringLiteral("years"), 5}, {QStringLiteral("tariff_per_kwh"), 0.21}};
    q.workload.jobs[0].training.trainTokens = 123456789;
    q.workload.jobs[0].training.loraTargets = {"v_proj", "q_proj"};
    q.workload.jobs[1].inference.minTokensPerSPerUser = 12.345;
    QTest::newRow("every field") << q;

    Quote yen = loadSample(QStringLiteral("resources/samples/legal-chat.workload.json"));
    yen.workload.budget = {true, 1234567.5, "JPY"};
    QTest::newRow("budget finer than the currency's digits") << yen;
}

void TestWorkloadEditor::roundTrip()
{
    QFETCH(Quote, quote);
    // The loaded quote is what a file holds: saving and loading it again changes nothing.
    QCOMPARE(normalizedWorkload(quote.workload), quote.workload);

    auto editor = makeEditor();
    editor->setQuote(quote);
    const Quote back = editor->quote();
    QCOMPARE(QString::fromUtf8(saveWorkload(back.workload)), QString::fromUtf8(saveWorkload(quote.workload)));
    QCOMPARE(QString::fromUtf8(saveQuote(back)), QString::fromUtf8(saveQuote(quote)));
    QVERIFY(back == quote);

    // Clicking through every job does not change any of them.
    JobListEditor *jobs = editor->jobListEditor();
    for (int i = 0; i < int(quote.workload.jobs.size()); ++i) {
        jobs->setCurrentJob(i);
    }
    QVERIFY(editor->quote() == quote);
}

void TestWorkloadEditor::setQuoteEmitsNothing()
{
    auto editor = makeEditor();
    QSignalSpy spy(editor.get(), &WorkloadEditor::quoteChanged);
    editor->setQuote(loadSample(QStringLiteral("resources/samples/lab-mixed.workload.json")));
    editor->jobListEditor()->setCurrentJob(1);
    QCOMPARE(spy.count(), 0);
}

void TestWorkloadEditor::sliderDragEmits_data()
{
    QTest::addColumn<QString>("slider");
    QTest::addColumn<QString>("spin");
    QTest::addColumn<int>("job");
    QTest::addColumn<int>("target");   // a stop of the slider
    QTest::addColumn<QString>("field");

    // lab-mixed: job 0 trains llama-3.1-8b at 4,096 tokens; job 1 serves llama-3.1-70b at 16,384
    // tokens to 8 users. Both models take up to 131,072 tokens.
    QTest::newRow("context up") << QStringLiteral("contextSlider") << QStringLiteral("contextSpin") << 1 << 65536
                                << QStringLiteral("context_length");
    QTest::newRow("context down") << QStringLiteral("contextSlider") << QStringLiteral("contextSpin") << 1 << 512
                                  << QStringLiteral("context_length");
    QTest::newRow("sequence length") << QStringLiteral("contextSlider") << QStringLiteral("contextSpin") << 0 << 131072
                                     << QStringLiteral("sequence_length");
    QTest::newRow("users up") << QStringLiteral("concurrencySlider") << QStringLiteral("concurrencySpin") << 1 << 640
                              << QStringLiteral("concurrency");
    QTest::newRow("users down") << QStringLiteral("concurrencySlider") << QStringLiteral("concurrencySpin") << 1 << 1
                                << QStringLiteral("concurrency");
}

void TestWorkloadEditor::sliderDragEmits()
{
    QFETCH(QString, slider);
    QFETCH(QString, spin);
    QFETCH(int, job);
    QFETCH(int, target);
    QFETCH(QString, field);

    auto editor = makeEditor();
    editor->setQuote(loadSample(QStringLiteral("resources/samples/lab-mixed.workload.json")));
    editor->jobListEditor()->setCurrentJob(job);
    auto *s = child<QSlider>(editor.get(), qPrintable(slider));
    auto *box = child<QSpinBox>(editor.get(), qPrintable(spin));
    auto *control = qobject_cast<SliderSpinBox *>(box->parentWidget());
    QVERIFY(control);
    const auto &stops = control->stops();
    const auto it = std::find(stops.begin(), stops.end(), target);
    QVERIFY2(it != stops.end(), "the target is one of the slider's stops");
    const int position = int(it - stops.begin());
    QVERIFY(position != s->value());

    QSignalSpy spy(editor.get(), &WorkloadEditor::quoteChanged);
    // A drag: the slider is held down and moved; the quote follows before the button is released.
    s->setSliderDown(true);
    const int step = position > s->value() ? 1 : -1;
    int moves = 0;
    while (s->sliderPosition() != position) {
        s->setSliderPosition(s->sliderPosition() + step);
        ++moves;
    }
    QVERIFY(s->isSliderDown());
    QCOMPARE(spy.count(), moves);
    s->setSliderDown(false);

    QCOMPARE(box->value(), target);
    // quote() returns a copy: keep it alive while j refers into it.
    const Quote edited = editor->quote();
    const Job &j = edited.workload.jobs[std::size_t(job)];
    const std::int64_t value = field == QLatin1String("concurrency")       ? j.inference.concurrency
                               : field == QLatin1String("context_length") ? j.inference.contextLength
                                                                          : j.training.sequenceLength;
    QCOMPARE(value, std::int64_t(target));
    // The saved file carries the new value.
    QVERIFY(saveWorkload(editor->quote().workload).contains(QStringLiteral("\"%1\": %2").arg(field).arg(target).toUtf8()));
}

void TestWorkloadEditor::spinMovesSlider_data()
{
    QTest::addColumn<QString>("spin");
    QTest::addColumn<int>("value");
    QTest::addColumn<int>("shownStop"); // the largest stop not above the value

    QTest::newRow("context between stops") << QStringLiteral("contextSpin") << 6000 << 4096;
    QTest::newRow("context on a stop") << QStringLiteral("contextSpin") << 32768 << 32768;
    QTest::newRow("context below the first stop") << QStringLiteral("contextSpin") << 300 << 512;
    QTest::newRow("users between stops") << QStringLiteral("concurrencySpin") << 300 << 256;
    QTest::newRow("users on a stop") << QStringLiteral("concurrencySpin") << 5 << 5;
    QTest::newRow("users above the slider") << QStringLiteral("concurrencySpin") << 5000 << 1024;
}

void TestWorkloadEditor::spinMovesSlider()
{
    QFETCH(QString, spin);
    QFETCH(int, value);
    QFETCH(int, shownStop);

    auto editor = makeEditor();
    auto *box = child<QSpinBox>(editor.get(), qPrintable(spin));
    auto *control = qobject_cast<SliderSpinBox *>(box->parentWidget());
    QVERIFY(control);
    QSignalSpy spy(editor.get(), &WorkloadEditor::quoteChanged);
    // Typed, as a user would: select the text and type the number.
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, QString::number(value));
    QCOMPARE(box->value(), value);
    QVERIFY(spy.count() >= 1);
    const auto &stops = control->stops();
    QCOMPARE(stops[std::size_t(control->slider()->value())], value < stops.front() ? stops.front() : shownStop);

    const Quote edited = editor->quote();
    const Job &j = edited.workload.jobs.front();
    QCOMPARE(spin == QLatin1String("contextSpin") ? j.inference.contextLength : j.inference.concurrency,
             std::int64_t(value));
}

void TestWorkloadEditor::contextStopsFollowModel()
{
    // Powers of two from 512 to the model's maximum, plus the maximum when it is not one.
    QCOMPARE(JobEditor::contextStops(4096, 2048, false), (std::vector<int>{512, 1024, 2048, 4096}));
    QCOMPARE(JobEditor::contextStops(163840, 4096, false),
             (std::vector<int>{512, 1024, 2048, 4096, 8192, 16384, 32768, 65536, 131072, 163840}));
    // RoPE scaling allowed: four times the maximum.
    QCOMPARE(JobEditor::contextStops(4096, 4096, true), (std::vector<int>{512, 1024, 2048, 4096, 8192, 16384}));
    const std::vector<int> users = JobEditor::concurrencyStops();
    QCOMPARE(users.front(), 1);
    QCOMPARE(users.back(), 1024);
    QVERIFY(std::is_sorted(users.begin(), users.end()));
    QVERIFY(std::adjacent_find(users.begin(), users.end()) == users.end());

    // Picking phi-3-mini (4,096 tokens) ends the slider there.
    auto editor = makeEditor();
    auto *picker = child<QComboBox>(editor.get(), "modelPicker");
    picker->setCurrentIndex(picker->findData(QStringLiteral("phi-3-mini")));
    auto *slider = child<QSlider>(editor.get(), "contextSlider");
    auto *control = qobject_cast<SliderSpinBox *>(slider->parentWidget());
    QCOMPARE(control->stops().back(), 4096);
    QCOMPARE(editor->quote().workload.jobs.front().modelRef, std::string("phi-3-mini"));
    QCOMPARE(editor->quote().workload.jobs.front().model, *m_choices.model("phi-3-mini"));
}

// A hybrid model's line under the picker says which layers keep a fixed state (its KV cache is
// small for its size); a model without state layers says nothing of the kind.
void TestWorkloadEditor::hybridModelNamesItsStateLayers()
{
    auto editor = makeEditor();
    auto *picker = child<QComboBox>(editor.get(), "modelPicker");
    auto *info = child<QLabel>(editor.get(), "modelInfoLabel");
    picker->setCurrentIndex(picker->findData(QStringLiteral("qwen3-next-80b-a3b")));
    QVERIFY2(info->text().contains(QLatin1String("36 of the layers keep a fixed state per sequence (Gated DeltaNet")),
             qPrintable(info->text()));
    picker->setCurrentIndex(picker->findData(QStringLiteral("nemotron-nano-9b-v2")));
    QVERIFY2(info->text().contains(QLatin1String("27 of the layers keep a fixed state per sequence (Mamba2")),
             qPrintable(info->text()));
    picker->setCurrentIndex(picker->findData(QStringLiteral("phi-3-mini")));
    QVERIFY(!info->text().contains(QLatin1String("fixed state")));
}

void TestWorkloadEditor::jobListEdits()
{
    FakePrompts prompts; // Remove asks: answered Yes below
    auto editor = makeEditor();
    const Quote sample = loadSample(QStringLiteral("resources/samples/lab-mixed.workload.json"));
    editor->setQuote(sample);
    const Job training = sample.workload.jobs[0];
    const Job serving = sample.workload.jobs[1];
    QSignalSpy spy(editor.get(), &WorkloadEditor::quoteChanged);
    auto jobsNow = [&] { return editor->quote().workload.jobs; };

    QTest::mouseClick(child<QPushButton>(editor.get(), "addJobButton"), Qt::LeftButton);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(jobsNow(), (std::vector<Job>{training, serving, defaultJob(m_choices)}));
    QCOMPARE(editor->jobListEditor()->currentJob(), 2);

    prompts.nextAnswers = {QMessageBox::Yes};
    QTest::mouseClick(child<QPushButton>(editor.get(), "removeJobButton"), Qt::LeftButton);
    QCOMPARE(prompts.questions.size(), 1);
    QCOMPARE(spy.count(), 2);
    QCOMPARE(jobsNow(), (std::vector<Job>{training, serving}));

    editor->jobListEditor()->setCurrentJob(0);
    QTest::mouseClick(child<QPushButton>(editor.get(), "duplicateJobButton"), Qt::LeftButton);
    Job copy = training;
    copy.name = training.name + " (copy)";
    QCOMPARE(jobsNow(), (std::vector<Job>{training, copy, serving}));
    QCOMPARE(spy.count(), 3);

    QTest::mouseClick(child<QToolButton>(editor.get(), "moveJobDownButton"), Qt::LeftButton);
    QCOMPARE(jobsNow(), (std::vector<Job>{training, serving, copy}));
    QTest::mouseClick(child<QToolButton>(editor.get(), "moveJobUpButton"), Qt::LeftButton);
    QTest::mouseClick(child<QToolButton>(editor.get(), "moveJobUpButton"), Qt::LeftButton);
    QCOMPARE(jobsNow(), (std::vector<Job>{copy, training, serving}));
    QCOMPARE(spy.count(), 6);
    QVERIFY(!child<QToolButton>(editor.get(), "moveJobUpButton")->isEnabled());

    // The list shows each job's name in its new place.
    auto *list = child<QListWidget>(editor.get(), "jobList");
    QCOMPARE(list->count(), 3);
    QVERIFY(list->item(0)->text().contains(QString::fromStdString(copy.name)));
    QVERIFY(list->item(2)->text().contains(QString::fromStdString(serving.name)));

    // The concurrency flag is part of the workload.
    child<QCheckBox>(editor.get(), "concurrentCheck")->setChecked(true);
    QCOMPARE(spy.count(), 7);
    QVERIFY(editor->quote().workload.concurrent);
}

void TestWorkloadEditor::kindSwitchKeepsSettings()
{
    auto editor = makeEditor();
    const Quote sample = loadSample(QStringLiteral("resources/samples/lab-mixed.workload.json"));
    editor->setQuote(sample);
    editor->jobListEditor()->setCurrentJob(1);
    auto *kind = child<QComboBox>(editor.get(), "kindCombo");
    kind->setCurrentIndex(kind->findData(int(JobKind::Training)));
    Job asTraining = editor->quote().workload.jobs[1];
    QCOMPARE(asTraining.kind, JobKind::Training);
    QCOMPARE(asTraining.training, TrainingJob{}); // a fresh training setup …
    QCOMPARE(asTraining.inference, InferenceJob{}); // … and the file form drops the serving settings
    QCOMPARE(child<QSpinBox>(editor.get(), "contextSpin")->value(), int(TrainingJob{}.sequenceLength));
    // Switching back restores what was set for serving.
    kind->setCurrentIndex(kind->findData(int(JobKind::Inference)));
    QVERIFY(editor->quote() == sample);
    QCOMPARE(child<QSpinBox>(editor.get(), "contextSpin")->value(), 16384);
}

void TestWorkloadEditor::problemsAreShownAtTheirField_data()
{
    // What validateJob() and the site/budget rules refuse: each reason at its field, in the
    // editor's problems (the window then does not plan; tst_mainwindow).
    QTest::addColumn<QString>("breakage");
    QTest::addColumn<QString>("errorLabel");
    QTest::addColumn<QString>("words");
    QTest::newRow("offload with ZeRO 0") << QStringLiteral("offload") << QStringLiteral("offloadError")
                                         << QStringLiteral("ZeRO stage 1, 2 or 3");
    QTest::newRow("parameters offloaded below stage 3") << QStringLiteral("offload-params") << QStringLiteral("offloadError")
                                                        << QStringLiteral("ZeRO stage 3");
    QTest::newRow("budget of 0") << QStringLiteral("budget-zero") << QStringLiteral("budgetError")
                                 << QStringLiteral("budget");
    QTest::newRow("negative budget from a quote") << QStringLiteral("budget-negative") << QStringLiteral("budgetError")
                                                  << QStringLiteral("budget");
}

void TestWorkloadEditor::problemsAreShownAtTheirField()
{
    QFETCH(QString, breakage);
    QFETCH(QString, errorLabel);
    QFETCH(QString, words);
    auto editor = makeEditor();
    Quote sample = loadSample(QStringLiteral("resources/samples/lab-mixed.workload.json"));
    QCOMPARE(sample.workload.jobs[0].kind, JobKind::Training);
    if (breakage == QLatin1String("budget-negative")) {
        sample.workload.budget.max = -5000; // no reader writes it; a quote made in code can
    }
    editor->setQuote(sample);
    editor->jobListEditor()->setCurrentJob(0);
    const auto pick = [&](const char *name, int data) {
        auto *combo = child<QComboBox>(editor.get(), name);
        combo->setCurrentIndex(combo->findData(data));
    };
    if (breakage == QLatin1String("offload")) {
        pick("zeroCombo", 0);
        pick("offloadCombo", int(Offload::Optimizer));
    } else if (breakage == QLatin1String("offload-params")) {
        pick("zeroCombo", 2);
        pick("offloadCombo", int(Offload::OptimizerAndParams));
    } else if (breakage == QLatin1String("budget-zero")) {
        child<QDoubleSpinBox>(editor.get(), "budgetSpin")->setValue(0);
    }
    QVERIFY(!editor->isValid());
    auto *error = child<QLabel>(editor.get(), qPrintable(errorLabel));
    QVERIFY2(!error->isHidden() && error->text().contains(words), qPrintable(error->text()));
    QVERIFY2(editor->problems().join(QLatin1Char('\n')).contains(words), qPrintable(editor->problems().join(QLatin1Char('\n'))));
    // The reason inside the Advanced fold opens it.
    QVERIFY(error->isVisibleTo(editor.get()));
}

void TestWorkloadEditor::removeJobAsksFirst()
{
    // Issue 18: Remove took a job away without asking. It asks (through Prompts), names the job,
    // and Cancel keeps it.
    FakePrompts prompts;
    auto editor = makeEditor();
    const Quote sample = loadSample(QStringLiteral("resources/samples/lab-mixed.workload.json"));
    editor->setQuote(sample);
    editor->jobListEditor()->setCurrentJob(1);
    QSignalSpy spy(editor.get(), &WorkloadEditor::quoteChanged);
    prompts.nextAnswers = {QMessageBox::Cancel};
    child<QPushButton>(editor.get(), "removeJobButton")->click();
    QCOMPARE(prompts.questions.size(), 1);
    QVERIFY2(prompts.questions.front().contains(QString::fromStdString(sample.workload.jobs[1].name)),
             qPrintable(prompts.questions.front()));
    QCOMPARE(spy.count(), 0);
    QCOMPARE(editor->quote().workload.jobs.size(), std::size_t(2));
    // No answer: the default button, which keeps the job.
    child<QPushButton>(editor.get(), "removeJobButton")->click();
    QCOMPARE(editor->quote().workload.jobs.size(), std::size_t(2));
    prompts.nextAnswers = {QMessageBox::Yes};
    child<QPushButton>(editor.get(), "removeJobButton")->click();
    QCOMPARE(spy.count(), 1);
    QCOMPARE(editor->quote().workload.jobs, std::vector<Job>{sample.workload.jobs[0]});
}

void TestWorkloadEditor::trainTokensShowTheirUnit()
{
    // Issue 18: "million tokens" was the spin box's suffix only, hidden behind "Not given" at 0:
    // the unit appeared once the user typed. The label says it always.
    auto editor = makeEditor();
    Quote quote = loadSample(QStringLiteral("resources/samples/lab-mixed.workload.json"));
    quote.workload.jobs[0].training.trainTokens = 0;
    editor->setQuote(quote);
    editor->jobListEditor()->setCurrentJob(0);
    auto *spin = child<QDoubleSpinBox>(editor.get(), "trainTokensSpin");
    QCOMPARE(spin->value(), 0.0);
    QCOMPARE(spin->text(), QStringLiteral("Not given"));
    auto *form = editor->jobListEditor()->jobEditor();
    QLabel *label = nullptr;
    for (QLabel *l : form->findChildren<QLabel *>()) {
        if (l->buddy() == spin) {
            label = l;
        }
    }
    QVERIFY(label);
    QVERIFY2(label->text().contains(QStringLiteral("million")), qPrintable(label->text()));
    QVERIFY(label->isVisibleTo(editor.get()));
    spin->setValue(250);
    QCOMPARE(editor->quote().workload.jobs[0].training.trainTokens, std::int64_t(250'000'000));
    QVERIFY2(spin->text().contains(QStringLiteral("million")), qPrintable(spin->text()));
}

void TestWorkloadEditor::outOfRangeIsRefused_data()
{
    QTest::addColumn<int>("job");
    QTest::addColumn<QString>("spin");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("errorLabel");
    QTest::addColumn<QString>("words");
    // Issue 42: the minus key was dropped ("−5 users" became 5) and a number beyond the maximum
    // stopped at it (10^9 typed into the field of millions became 10^14 tokens), silently.
    QTest::newRow("negative users") << 1 << QStringLiteral("concurrencySpin") << QStringLiteral("-5")
                                    << QStringLiteral("concurrencyError")
                                    << QStringLiteral("-5 is out of range and was not taken: enter 1 to 100,000.");
    QTest::newRow("users beyond the ceiling") << 1 << QStringLiteral("concurrencySpin") << QStringLiteral("200000")
                                              << QStringLiteral("concurrencyError")
                                              << QStringLiteral("200,000 is out of range");
    QTest::newRow("negative prompt") << 1 << QStringLiteral("promptTokensSpin") << QStringLiteral("-100")
                                     << QStringLiteral("requestsError")
                                     << QStringLiteral("-100 tokens is out of range and was not taken: enter 1 to 16,777,216 tokens.");
    QTest::newRow("10^9 million training tokens")
        << 0 << QStringLiteral("trainTokensSpin") << QStringLiteral("1000000000") << QStringLiteral("trainTokensError")
        << QStringLiteral("1,000,000,000 million tokens is out of range and was not taken: enter 0 to 100,000,000 million tokens.");
    // The other fields clamped silently too (note-58): the targets, the hours, the advanced settings.
    QTest::newRow("hours beyond the ceiling") << 0 << QStringLiteral("maxHoursSpin") << QStringLiteral("200000")
                                              << QStringLiteral("maxHoursError")
                                              << QStringLiteral("200,000 h is out of range and was not taken: enter 0 to 100,000 h.");
    QTest::newRow("first token beyond an hour") << 1 << QStringLiteral("maxTtftSpin") << QStringLiteral("5000")
                                                << QStringLiteral("targetsError")
                                                << QStringLiteral("5,000 s is out of range and was not taken: enter 0 to 3,600 s.");
    QTest::newRow("negative speed target") << 1 << QStringLiteral("minTokensSpin") << QStringLiteral("-3")
                                           << QStringLiteral("targetsError")
                                           << QStringLiteral("-3 tokens/s is out of range and was not taken");
    QTest::newRow("micro-batch of zero") << 0 << QStringLiteral("microBatchSpin") << QStringLiteral("0")
                                         << QStringLiteral("batchError")
                                         << QStringLiteral("0 is out of range and was not taken: enter 1 to 65,536.");
    QTest::newRow("tensor parallel beyond 1024") << 1 << QStringLiteral("tensorParallelSpin") << QStringLiteral("2000")
                                                 << QStringLiteral("parallelError")
                                                 << QStringLiteral("2,000 is out of range and was not taken: enter 0 to 1,024.");
    QTest::newRow("LoRA rank of zero") << 0 << QStringLiteral("loraRankSpin") << QStringLiteral("0")
                                       << QStringLiteral("loraError")
                                       << QStringLiteral("0 is out of range and was not taken: enter 1 to 65,536.");
    QTest::newRow("negative dataset") << 0 << QStringLiteral("datasetSpin") << QStringLiteral("-5")
                                      << QStringLiteral("storageError")
                                      << QStringLiteral("-5 GB is out of range and was not taken");
    QTest::newRow("images beyond 1000") << 1 << QStringLiteral("imagesSpin") << QStringLiteral("5000")
                                        << QStringLiteral("imagesError")
                                        << QStringLiteral("5,000 is out of range and was not taken: enter 0 to 1,000.");
}

// Issue 42 (note-59): the site, budget, economics and quote forms clamped a number typed out of
// range ("50 W" became 100 W). Each refuses it with the reason under the field, keeps the
// workload as it was on Enter, and takes the next value in range.
void TestWorkloadEditor::siteBudgetEconomicsAndQuoteRefuse()
{
    auto editor = makeEditor();
    const Quote sample = loadSample(QStringLiteral("resources/samples/lab-mixed.workload.json"));
    editor->setQuote(sample);
    // The fields these need: a circuit typed in watts, a budget.
    auto *outlet = child<QComboBox>(editor.get(), "outletCombo");
    outlet->setCurrentIndex(outlet->findData(QStringLiteral("custom")));
    auto *budget = child<QCheckBox>(editor.get(), "budgetCheck");
    if (!budget->isChecked())
        budget->click();
    const auto refuses = [&](const char *spin, const QString &typed, const char *errorLabel, const QString &words) {
        auto *box = child<QAbstractSpinBox>(editor.get(), spin);
        for (QWidget *w = box; w; w = w->parentWidget()) {
            if (auto *fold = qobject_cast<FoldSection *>(w))
                fold->setExpanded(true);
        }
        QVERIFY2(box->isVisibleTo(editor.get()), spin);
        const Quote before = editor->quote();
        const QString shownBefore = box->text();
        box->setFocus();
        box->selectAll();
        QTest::keyClicks(box, typed);
        auto *error = child<QLabel>(editor.get(), errorLabel);
        QVERIFY2(!error->isHidden() && error->text().contains(words), qPrintable(error->text()));
        QTest::keyClick(box, Qt::Key_Return);
        QVERIFY2(editor->quote() == before, spin);
        QCOMPARE(box->text(), shownBefore);
        QVERIFY2(!error->isHidden() && error->text().contains(words), qPrintable(error->text()));
        box->stepBy(-1); // a value in range (up where the field stands at its minimum)
        if (editor->quote() == before)
            box->stepBy(2);
        QVERIFY2(!(editor->quote() == before), spin);
        QVERIFY2(!error->text().contains(words), qPrintable(error->text()));
    };
    refuses("outletWattsSpin", QStringLiteral("50"), "outletWattsError",
            QStringLiteral("50 W is out of range and was not taken: enter 100 to 100,000 W."));
    refuses("budgetSpin", QStringLiteral("-5"), "budgetError", QStringLiteral("-5"));
    refuses("dutyHoursSpin", QStringLiteral("30"), "economicsError",
            QStringLiteral("30 h/day is out of range and was not taken"));
    refuses("validDaysSpin", QStringLiteral("999"), "validDaysError",
            QStringLiteral("999 days is out of range and was not taken: enter 1 to 365 days."));
}

void TestWorkloadEditor::outOfRangeIsRefused()
{
    QFETCH(int, job);
    QFETCH(QString, spin);
    QFETCH(QString, typed);
    QFETCH(QString, errorLabel);
    QFETCH(QString, words);
    auto editor = makeEditor();
    const Quote sample = loadSample(QStringLiteral("resources/samples/lab-mixed.workload.json"));
    editor->setQuote(sample);
    editor->jobListEditor()->setCurrentJob(job);
    auto *box = child<QAbstractSpinBox>(editor.get(), qPrintable(spin));
    if (!box->isVisibleTo(editor.get())) // inside the closed advanced settings
        child<QAbstractButton>(editor.get(), "advancedButton")->click();
    const QString shownBefore = box->text();
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, typed);
    auto *error = child<QLabel>(editor.get(), qPrintable(errorLabel));
    QVERIFY2(!error->isHidden() && error->text().contains(words), qPrintable(error->text()));
    // Enter: refused, not clamped — the job and the field keep what they had, the reason stays.
    QTest::keyClick(box, Qt::Key_Return);
    QVERIFY(editor->quote() == sample);
    QCOMPARE(box->text(), shownBefore);
    QVERIFY2(!error->isHidden() && error->text().contains(words), qPrintable(error->text()));
    // A value in range is taken, and the reason goes.
    box->stepBy(1);
    QVERIFY(!(editor->quote() == sample));
    QVERIFY2(error->isHidden(), qPrintable(error->text()));
}

void TestWorkloadEditor::requirementsAreEdited()
{
    // Issue 13: the editor had no way to say what the host must provide. The requirements fold
    // edits each key, and what it does not touch stays as the file had it.
    auto editor = makeEditor();
    const Quote sample = loadSample(QStringLiteral("resources/samples/lab-mixed.workload.json"));
    editor->setQuote(sample);
    QCOMPARE(editor->quote().workload.requirements, sample.workload.requirements);
    QSignalSpy spy(editor.get(), &WorkloadEditor::quoteChanged);
    const auto pick = [&](const char *name, const QString &data) {
        auto *combo = child<QComboBox>(editor.get(), name);
        const int at = combo->findData(data);
        QVERIFY2(at >= 0, qPrintable(data));
        combo->setCurrentIndex(at);
    };
    pick("eccCombo", QStringLiteral("any"));
    QCOMPARE(editor->quote().workload.requirements.ecc, std::string("any"));
    pick("networkCombo", QStringLiteral("ib-ndr"));
    QCOMPARE(editor->quote().workload.requirements.network, std::string("ib-ndr"));
    pick("redundantPsuCombo", QStringLiteral("yes"));
    QCOMPARE(editor->quote().workload.requirements.redundantPsu, std::optional<bool>(true));
    pick("redundantPsuCombo", QStringLiteral("auto"));
    QCOMPARE(editor->quote().workload.requirements.redundantPsu, std::optional<bool>());
    QCOMPARE(spy.count(), 4);
    // The file format takes it back as it was written.
    const Quote edited = editor->quote();
    const Result<LoadedQuote> again =
        loadQuote(saveQuote(edited), QStringLiteral("edited.rigplan.json"), m_choices.resolver(), m_choices.modelIds());
    QVERIFY_OK(again);
    QCOMPARE(again->quote.workload.requirements, edited.workload.requirements);

    // A value this build does not list (from a newer file) is kept as it is.
    Quote odd = sample;
    odd.workload.requirements.network = "400gbe";
    editor->setQuote(odd);
    QCOMPARE(editor->quote().workload.requirements.network, std::string("400gbe"));
}

// Issue 40: a mixture of experts served with its routed experts in host memory. The choice
// shows for a MoE model only; "host memory" brings the MoE layers kept on the GPU, and both
// reach the job.
void TestWorkloadEditor::expertPlacementOfAMixtureOfExperts()
{
    auto editor = makeEditor();
    editor->setQuote(loadSample(QStringLiteral("resources/samples/deepseek-v3-fp8.workload.json")));
    editor->jobListEditor()->setCurrentJob(0);
    editor->jobListEditor()->jobEditor()->advancedSection()->setExpanded(true);
    auto *placement = child<QComboBox>(editor.get(), "expertPlacementCombo");
    auto *layers = child<QSpinBox>(editor.get(), "gpuMoeLayersSpin");
    QVERIFY(placement->isVisibleTo(editor.get()));
    QVERIFY(!layers->isVisibleTo(editor.get()));
    QCOMPARE(editor->quote().workload.jobs[0].inference.expertPlacement, ExpertPlacement::Gpu);
    placement->setCurrentIndex(placement->findData(int(ExpertPlacement::Host)));
    QCOMPARE(editor->quote().workload.jobs[0].inference.expertPlacement, ExpertPlacement::Host);
    QVERIFY(layers->isVisibleTo(editor.get()));
    layers->setValue(3);
    QCOMPARE(editor->quote().workload.jobs[0].inference.gpuMoeLayers, std::int64_t(3));
    // A dense model has no experts to place: the row is not offered.
    editor->setQuote(loadSample(QStringLiteral("resources/samples/legal-chat.workload.json")));
    editor->jobListEditor()->setCurrentJob(0);
    editor->jobListEditor()->jobEditor()->advancedSection()->setExpanded(true);
    QVERIFY(!placement->isVisibleTo(editor.get()));
}

void TestWorkloadEditor::storageOfATrainingJob()
{
    auto editor = makeEditor();
    const Quote sample = loadSample(QStringLiteral("resources/samples/lab-mixed.workload.json"));
    editor->setQuote(sample);
    editor->jobListEditor()->setCurrentJob(0);
    editor->jobListEditor()->jobEditor()->advancedSection()->setExpanded(true);
    auto *dataset = child<QDoubleSpinBox>(editor.get(), "datasetSpin");
    auto *checkpoints = child<QSpinBox>(editor.get(), "checkpointsKeptSpin");
    QVERIFY(dataset->isVisibleTo(editor.get()) && checkpoints->isVisibleTo(editor.get()));
    QCOMPARE(dataset->text(), QStringLiteral("Estimated from the tokens")); // 0 in the sample
    QCOMPARE(checkpoints->value(), 3);
    dataset->setValue(120.5);
    checkpoints->setValue(5);
    const Quote edited = editor->quote(); // quote() returns a copy: keep it alive
    const Job &job = edited.workload.jobs[0];
    QCOMPARE(job.training.datasetBytes, 120.5e9);
    QCOMPARE(job.training.checkpointsKept, std::int64_t(5));
    // A serving job has no such fields.
    editor->jobListEditor()->setCurrentJob(1);
    QVERIFY(!dataset->isVisibleTo(editor.get()));
    QVERIFY(!checkpoints->isVisibleTo(editor.get()));
}

void TestWorkloadEditor::runningCostSettings()
{
    // Issue 18: tariff, years, hours a day and support could not be set in the app. They are the
    // workload's "economics" keys, which the plan's economics reads.
    auto editor = makeEditor();
    Quote sample = loadSample(QStringLiteral("resources/samples/lab-mixed.workload.json"));
    sample.workload.economics = {};
    editor->setQuote(sample);
    auto *tariff = child<QDoubleSpinBox>(editor.get(), "tariffSpin");
    auto *hours = child<QDoubleSpinBox>(editor.get(), "dutyHoursSpin");
    auto *years = child<QDoubleSpinBox>(editor.get(), "yearsSpin");
    auto *support = child<QDoubleSpinBox>(editor.get(), "supportSpin");
    auto *cooling = child<QDoubleSpinBox>(editor.get(), "coolingFactorSpin");
    // Untouched: the documented defaults of this workload, nothing written.
    const EconomicsSettings defaults = defaultEconomics(editor->quote().workload);
    QCOMPARE(tariff->value(), defaults.tariffPerKwh);
    QCOMPARE(hours->value(), defaults.dutyHoursPerDay);
    QCOMPARE(years->value(), defaults.years);
    QCOMPARE(cooling->value(), defaults.coolingFactor);
    QVERIFY(editor->quote().workload.economics.isEmpty());
    QVERIFY(tariff->suffix().contains(QString::fromStdString(defaults.currency)));

    QSignalSpy spy(editor.get(), &WorkloadEditor::quoteChanged);
    tariff->setValue(0.31);
    hours->setValue(10);
    years->setValue(5);
    support->setValue(8);
    QCOMPARE(spy.count(), 4);
    const Workload edited = editor->quote().workload;
    const Result<EconomicsSettings> read = economicsForWorkload(edited);
    QVERIFY_OK(read);
    QCOMPARE(read->tariffPerKwh, 0.31);
    QCOMPARE(read->dutyHoursPerDay, 10.0);
    QCOMPARE(read->years, 5.0);
    QCOMPARE(read->supportPercentPerYear, 8.0);
    QCOMPARE(read->coolingFactor, defaults.coolingFactor); // not set: still the room's default
    QVERIFY(!edited.economics.contains(QStringLiteral("cooling_factor")));

    // Defaults follow the rest of the workload: another currency, another default tariff —
    // but a tariff set by the user stays.
    auto *budgetCheck = child<QCheckBox>(editor.get(), "budgetCheck");
    budgetCheck->setChecked(true);
    auto *currency = child<QComboBox>(editor.get(), "currencyCombo");
    currency->setCurrentIndex(currency->findData(QStringLiteral("EUR")));
    QCOMPARE(tariff->value(), 0.31);
    QVERIFY(tariff->suffix().contains(QStringLiteral("EUR")));

    // "Use the defaults" forgets every value set here.
    child<QPushButton>(editor.get(), "economicsDefaultsButton")->click();
    QVERIFY(editor->quote().workload.economics.isEmpty());
    QCOMPARE(tariff->value(), defaultEconomics(editor->quote().workload).tariffPerKwh);
    QCOMPARE(tariff->value(), 0.20); // EUR's default (docs/economics.md, "Budget view")

    // A bad value from a file is named next to the settings.
    Quote bad = sample;
    bad.workload.economics = QJsonObject{{QStringLiteral("years"), 40}};
    editor->setQuote(bad);
    auto *error = child<QLabel>(editor.get(), "economicsError");
    QVERIFY2(error->text().contains(QStringLiteral("economics.years")), qPrintable(error->text()));
    QCOMPARE(editor->quote().workload.economics, bad.workload.economics); // kept until edited
}

void TestWorkloadEditor::problemsBlockPlanning()
{
    auto editor = makeEditor();
    const Quote sample = loadSample(QStringLiteral("resources/samples/lab-mixed.workload.json"));
    editor->setQuote(sample);
    QVERIFY2(editor->isValid(), qPrintable(editor->problems().join(QLatin1Char('\n'))));

    // A budget of 0 with the limit on.
    child<QDoubleSpinBox>(editor.get(), "budgetSpin")->setValue(0);
    QCOMPARE(editor->problems().size(), 1);
    QVERIFY(!child<QWidget>(editor.get(), "budgetError")->isHidden());
    child<QCheckBox>(editor.get(), "budgetCheck")->setChecked(false);
    QVERIFY(editor->isValid());
    QCOMPARE(editor->quote().workload.budget, Budget{});

    // The serving job at 16,384 tokens on phi-3-mini (4,096).
    editor->jobListEditor()->setCurrentJob(1);
    auto *picker = child<QComboBox>(editor.get(), "modelPicker");
    picker->setCurrentIndex(picker->findData(QStringLiteral("phi-3-mini")));
    QCOMPARE(editor->problems().size(), 1);
    QVERIFY(editor->problems().front().contains(QStringLiteral("4,096")));
    auto *allow = child<QCheckBox>(editor.get(), "allowBeyondCheck");
    QVERIFY(!allow->isHidden());
    allow->setChecked(true);
    QVERIFY(editor->isValid());
    QVERIFY(editor->quote().workload.jobs[1].allowContextBeyondModelMax);

    // The customer's name is not needed to plan.
    auto *customer = child<QLineEdit>(editor.get(), "customerEdit");
    customer->clear();
    QVERIFY(editor->isValid());
    QVERIFY(child<QWidget>(editor.get(), "customerError")->isHidden());
}

void TestWorkloadEditor::customSizeEdit()
{
    auto editor = makeEditor();
    QSignalSpy spy(editor.get(), &WorkloadEditor::quoteChanged);
    auto *picker = child<QComboBox>(editor.get(), "modelPicker");
    picker->setCurrentIndex(picker->findData(QStringLiteral("params_b")));
    auto *size = child<QDoubleSpinBox>(editor.get(), "customSizeSpin");
    QVERIFY(!size->isHidden());
    size->setValue(13.5);
    QVERIFY(spy.count() >= 2);
    const Job job = editor->quote().workload.jobs.front();
    QCOMPARE(job.modelRef, std::string("params_b"));
    QCOMPARE(job.modelSpec, std::string(R"({"params_b":13.5})"));
    QCOMPARE(job.model, *genericDenseModel(13.5));
    // The generic shape meets the size within 1 % (core/model/GenericModel.h).
    QVERIFY(std::abs(double(job.model.params) - 13.5e9) < 0.01 * 13.5e9);
}

// Renders the panel to PNG for a look by eye: RIGPLAN_SCREENSHOT_DIR=/tmp/shots (and
// QT_SCALE_FACTOR=2 for high-DPI). Skipped otherwise.
void TestWorkloadEditor::screenshots()
{
    const QString dir = qEnvironmentVariable("RIGPLAN_SCREENSHOT_DIR");
    if (dir.isEmpty()) {
        QSKIP("set RIGPLAN_SCREENSHOT_DIR to render the panel");
    }
    QDir().mkpath(dir);
    const QString scale = qEnvironmentVariable("QT_SCALE_FACTOR", QStringLiteral("1"));
    auto editor = makeEditor();
    editor->setQuote(loadSample(QStringLiteral("resources/samples/lab-mixed.workload.json")));
    // Tall enough to show the whole column without scrolling; narrow like a side panel.
    for (int width : {380, 520}) {
        editor->resize(width, 1500);
        for (int job : {0, 1}) {
            editor->jobListEditor()->setCurrentJob(job);
            QCoreApplication::processEvents();
            QVERIFY(editor->grab().save(
                QStringLiteral("%1/editor-w%2-job%3@%4x.png").arg(dir).arg(width).arg(job).arg(scale)));
        }
    }
    // Every fold open (the job's Advanced settings, the host's requirements, the running cost),
    // at the panel's narrowest, in both languages.
    for (FoldSection *fold : editor->findChildren<FoldSection *>()) {
        fold->setExpanded(true);
    }
    editor->jobListEditor()->setCurrentJob(0);
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        QVERIFY(setLanguage(language));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        editor->resize(editor->minimumSizeHint().width(), 3400);
        QCoreApplication::processEvents();
        // In pieces a screen high, to look at.
        for (int top = 0, part = 1; top < editor->height(); top += 900, ++part) {
            QVERIFY(editor->grab(QRect(0, top, editor->width(), 900))
                        .save(QStringLiteral("%1/editor-folds-%2-%3@%4x.png").arg(dir, language).arg(part).arg(scale)));
        }
    }
    QVERIFY(setLanguage(QStringLiteral("en")));
}

QTEST_MAIN(TestWorkloadEditor)
#include "tst_workloadeditor.moc"
