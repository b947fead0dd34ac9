// SPDX-License-Identifier: GPL-3.0-or-later
// The results page: tier cards show the planner's figures, the infeasible panel its failure and
// suggestions; details, tooltips, busy state, a dark palette.
//
// With RIGPLAN_RESULTS_PNG_DIR set, renderSamples() also writes the page for every sample
// workload (light and dark) as PNGs into that directory, for looking at.
#include "SampleWorkload.h"
#include "VerifyOk.h"
#include "Format.h"
#include "catalog/Catalog.h"
#include "estimate/Estimate.h"
#include "model/ModelCsv.h"
#include "plan/Outcome.h"
#include "results/ResultsStyle.h"
#include "results/ResultsView.h"
#include "results/TierCard.h"
#include "results/UsageBar.h"
#include "workload/WorkloadJson.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPalette>
#include <QScrollArea>
#include <QStyleFactory>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <algorithm>
#include <memory>
#include <set>

using namespace rigplan;

namespace {

QPalette darkPalette()
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    p.setColor(QPalette::WindowText, QColor(0xe6, 0xe6, 0xe6));
    p.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    p.setColor(QPalette::AlternateBase, QColor(0x2f, 0x2f, 0x2f));
    p.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
    p.setColor(QPalette::Button, QColor(0x3a, 0x3a, 0x3a));
    p.setColor(QPalette::ButtonText, QColor(0xe6, 0xe6, 0xe6));
    p.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3a, 0x3a));
    p.setColor(QPalette::ToolTipText, QColor(0xe6, 0xe6, 0xe6));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x8e, 0xc9));
    p.setColor(QPalette::HighlightedText, Qt::white);
    return p;
}

QColor textColor(const QLabel *label)
{
    return label->palette().color(QPalette::WindowText);
}

} // namespace

class TestResults : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void placeholderWithoutOutcome();
    void cardsShowThePlannersFigures_data();
    void cardsShowThePlannersFigures();
    void sameBuildSaysSo();
    void bomRowsMatchTheTier_data();
    void bomRowsMatchTheTier();
    void rejectedAlternativesListed();
    void tooltipsCarryTheFormulas();
    void verdictColours();
    void infeasiblePanelShowsSuggestions();
    void busyIndicator();
    void detailsStayOpenAcrossReplans();
    void darkPaletteRebuilds();
    void renderSamples();

private:
    Workload load(const QString &name);

    QTemporaryDir m_dir;
    Catalog m_catalog;
    std::shared_ptr<const PlanOutcome> m_lab;   // feasible
    std::shared_ptr<const PlanOutcome> m_legal; // infeasible
};

void TestResults::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY_OK(m_catalog.open(m_dir.filePath(QStringLiteral("catalog.sqlite"))));
    auto lab = computePlanOutcome(m_catalog, load(QStringLiteral("lab-mixed.workload.json")));
    QVERIFY2(lab, qPrintable(diagnosticTexts(lab.diagnostics()).join(QLatin1Char('\n'))));
    m_lab = *lab;
    QVERIFY(m_lab->plan.feasible);
    QCOMPARE(m_lab->plan.tiers.size(), std::size_t(3));
    auto legal = computePlanOutcome(m_catalog, load(QStringLiteral("legal-chat.workload.json")));
    QVERIFY2(legal, qPrintable(diagnosticTexts(legal.diagnostics()).join(QLatin1Char('\n'))));
    m_legal = *legal;
    QVERIFY(!m_legal->plan.feasible);
}

Workload TestResults::load(const QString &name)
{
    return testing::loadSampleWorkload(m_catalog, name);
}

void TestResults::placeholderWithoutOutcome()
{
    ResultsView view;
    QVERIFY(view.findChild<QLabel *>(QStringLiteral("resultsPlaceholder")));
    QVERIFY(!view.card(TierKind::Entry));
    view.setOutcome(m_lab);
    QVERIFY(!view.findChild<QLabel *>(QStringLiteral("resultsPlaceholder")));
    view.setOutcome(nullptr);
    QVERIFY(view.findChild<QLabel *>(QStringLiteral("resultsPlaceholder")));
}

void TestResults::cardsShowThePlannersFigures_data()
{
    QTest::addColumn<int>("index");
    QTest::newRow("entry") << 0;
    QTest::newRow("mainstream") << 1;
    QTest::newRow("high") << 2;
}

void TestResults::cardsShowThePlannersFigures()
{
    QFETCH(int, index);
    ResultsView view;
    view.setOutcome(m_lab);
    const Tier &tier = m_lab->plan.tiers[std::size_t(index)];
    const QString id = QString::fromLatin1(tierId(tier.kind));
    QCOMPARE(id, QString::fromLatin1(QTest::currentDataTag()));

    auto *card = view.findChild<TierCard *>(QStringLiteral("tierCard_") + id);
    QVERIFY(card);
    QCOMPARE(view.card(tier.kind), card);
    QCOMPARE(card->findChild<QLabel *>(QStringLiteral("tierName_") + id)->text(), Format::tierName(tier.kind));

    auto *price = view.findChild<QLabel *>(QStringLiteral("tierPrice_") + id);
    QVERIFY(price);
    QCOMPARE(price->text(), Format::money(tier.build.priceMinor, m_lab->plan.currency));
    // The price is the bill of materials' sum.
    std::int64_t sum = 0;
    for (const BomLine &line : tier.bom) {
        sum += line.lineTotalMinor;
    }
    QCOMPARE(sum, tier.build.priceMinor);

    if (tier.sameAs.has_value()) {
        QVERIFY(!view.findChild<QLabel *>(QStringLiteral("tierGpus_") + id));
        return;
    }
    auto *gpus = view.findChild<QLabel *>(QStringLiteral("tierGpus_") + id);
    QVERIFY(gpus);
    const GpuSpec &gpu = m_lab->snapshot().gpus[std::size_t(tier.build.gpu)];
    QVERIFY2(gpus->text().startsWith(QStringLiteral("%1 × %2").arg(tier.build.gpuCount).arg(qs(gpu.name))),
             qPrintable(gpus->text()));

    auto *power = view.findChild<QLabel *>(QStringLiteral("tierPower_") + id);
    QVERIFY(power);
    QVERIFY(power->text().contains(Format::watts(tier.build.wallW)));
    QVERIFY(power->text().contains(Format::watts(double(tier.build.outletLimitW))));
    auto *powerBar = view.findChild<UsageBar *>(QStringLiteral("tierPowerBar_") + id);
    QVERIFY(powerBar);
    QCOMPARE(powerBar->fraction(), tier.build.wallW / double(tier.build.outletLimitW));

    auto *tco = view.findChild<QLabel *>(QStringLiteral("tierTco_") + id);
    QVERIFY(tco);
    QCOMPARE(m_lab->tierEconomics.size(), m_lab->plan.tiers.size());
    QVERIFY(tco->text().contains(Format::money(m_lab->tierEconomics[std::size_t(index)].tcoMinor, m_lab->plan.currency)));

    auto *verdict = view.findChild<QLabel *>(QStringLiteral("tierVerdict_") + id);
    QVERIFY(verdict);
    QVERIFY(tier.build.passes()); // a feasible plan's tiers pass every check

    // Issue 42: the DIMMs' binary sizes were summed and labelled GB ("275 GB (8 × 32 GB …)").
    const QString dimmName = qs(m_lab->snapshot().memory[std::size_t(tier.build.dimm)].name);
    const QLabel *memory = nullptr;
    for (const QLabel *label : card->findChildren<QLabel *>()) {
        if (label->text().contains(dimmName)) {
            memory = label;
        }
    }
    QVERIFY(memory);
    QVERIFY2(memory->text().startsWith(Format::gibibytes(tier.build.memoryBytes, 0) + QLatin1Char(' ')),
             qPrintable(memory->text()));

    // The software stack section names the GPU's architecture from the catalog.
    auto *software = view.findChild<QLabel *>(QStringLiteral("tierSoftware_") + id);
    QVERIFY(software);
    const GpuArchitectureSpec *arch = m_lab->snapshot().software.architecture(gpu.computeTarget);
    QVERIFY(arch);
    QVERIFY2(software->text().contains(qs(arch->name)), qPrintable(software->text()));
}

void TestResults::sameBuildSaysSo()
{
    // The sample plans three distinct builds (a tier says "same as" only when it repeats one);
    // a synthetic outcome covers a tier that repeats the entry build.
    ResultsView view;
    view.setOutcome(m_lab);
    int sameAsTiers = 0;
    for (const Tier &tier : m_lab->plan.tiers) {
        auto *label = view.findChild<QLabel *>(QStringLiteral("tierSameAs_") + QString::fromLatin1(tierId(tier.kind)));
        QCOMPARE(label != nullptr, tier.sameAs.has_value());
        if (label) {
            ++sameAsTiers;
            QVERIFY(label->text().contains(Format::tierName(*tier.sameAs)));
            QVERIFY(!view.findChild<QToolButton *>(QStringLiteral("tierDetails_") + QString::fromLatin1(tierId(tier.kind))));
        }
    }
    QCOMPARE(sameAsTiers, int(std::count_if(m_lab->plan.tiers.begin(), m_lab->plan.tiers.end(),
                                            [](const Tier &t) { return t.sameAs.has_value(); })));

    auto edited = std::make_shared<PlanOutcome>(*m_lab);
    edited->plan.tiers[1].sameAs = TierKind::Entry;
    edited->plan.tiers[1].build = edited->plan.tiers[0].build;
    view.setOutcome(edited);
    auto *label = view.findChild<QLabel *>(QStringLiteral("tierSameAs_mainstream"));
    QVERIFY(label);
    QVERIFY(label->text().contains(Format::tierName("entry")));
    QCOMPARE(view.findChild<QLabel *>(QStringLiteral("tierPrice_mainstream"))->text(),
             Format::money(edited->plan.tiers[0].build.priceMinor, edited->plan.currency));
}

void TestResults::bomRowsMatchTheTier_data()
{
    cardsShowThePlannersFigures_data();
}

void TestResults::bomRowsMatchTheTier()
{
    QFETCH(int, index);
    const Tier &tier = m_lab->plan.tiers[std::size_t(index)];
    if (tier.sameAs.has_value()) {
        QSKIP("this tier repeats another tier's build: no details of its own");
    }
    const QString id = QString::fromLatin1(tierId(tier.kind));
    ResultsView view;
    view.setOutcome(m_lab);
    view.resize(1400, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    TierCard *card = view.card(tier.kind);
    QVERIFY(card);
    auto *panel = card->findChild<QWidget *>(QStringLiteral("tierDetailsPanel_") + id);
    QVERIFY(panel);
    QVERIFY(!panel->isVisible());
    auto *toggle = card->findChild<QToolButton *>(QStringLiteral("tierDetails_") + id);
    QVERIFY(toggle);
    QTest::mouseClick(toggle, Qt::LeftButton);
    QVERIFY(card->isExpanded());
    QVERIFY(panel->isVisible());

    auto *bom = card->findChild<QWidget *>(QStringLiteral("tierBom_") + id);
    QVERIFY(bom);
    const auto parts = bom->findChildren<QLabel *>(QStringLiteral("bomPart"));
    QCOMPARE(std::size_t(parts.size()), tier.bom.size());
    const auto totals = bom->findChildren<QLabel *>(QStringLiteral("bomLineTotal"));
    QCOMPARE(std::size_t(totals.size()), tier.bom.size());
    std::int64_t sum = 0;
    for (std::size_t i = 0; i < tier.bom.size(); ++i) {
        // The name, with zero-width break opportunities inside long part numbers (breakableText).
        QCOMPARE(parts[qsizetype(i)]->text().remove(QChar(0x200B)), qs(tier.bom[i].name));
        QCOMPARE(totals[qsizetype(i)]->text(), Format::money(tier.bom[i].lineTotalMinor, m_lab->plan.currency));
        QCOMPARE(tier.bom[i].lineTotalMinor, tier.bom[i].unitPrice.amountMinor * tier.bom[i].quantity);
        sum += tier.bom[i].lineTotalMinor;
    }
    QCOMPARE(bom->findChild<QLabel *>(QStringLiteral("bomTotal"))->text(), Format::money(sum, m_lab->plan.currency));

    QTest::mouseClick(toggle, Qt::LeftButton);
    QVERIFY(!card->isExpanded());
    QVERIFY(!panel->isVisible());
}

void TestResults::rejectedAlternativesListed()
{
    ResultsView view;
    view.setOutcome(m_lab);
    const Tier &entry = m_lab->plan.tiers.front();
    QVERIFY(!entry.rejected.empty());
    auto *list = view.findChild<QWidget *>(QStringLiteral("tierRejected_entry"));
    QVERIFY(list);
    QStringList texts;
    for (const QLabel *label : list->findChildren<QLabel *>()) {
        texts << label->text();
    }
    const QString all = texts.join(QLatin1Char('\n'));
    const PlanTextContext words = m_lab->textContext();
    for (const Build &r : entry.rejected) {
        if (r.violations.empty()) {
            QVERIFY(all.contains(qs(plantext::rejection(words, r))));
        }
        for (const Violation &v : r.violations) {
            QVERIFY2(all.contains(Format::checkName(v.check) + QStringLiteral(": ") + qs(plantext::violation(words, r, v))),
                     qPrintable(all));
        }
        QVERIFY(all.contains(Format::money(r.priceMinor, m_lab->plan.currency)));
    }
}

void TestResults::tooltipsCarryTheFormulas()
{
    ResultsView view;
    view.setOutcome(m_lab);
    const Tier &entry = m_lab->plan.tiers.front();
    const Build &b = entry.build;
    auto *card = view.card(TierKind::Entry);
    QVERIFY(card);
    QString tooltips;
    for (const QWidget *w : card->findChildren<QWidget *>()) {
        tooltips += w->toolTip() + QLatin1Char('\n');
    }
    // Every job's estimator lines, as the engine gives them for the tier's GPU and layout.
    const GpuSpec &gpu = m_lab->snapshot().gpus[std::size_t(b.gpu)];
    for (std::size_t j = 0; j < m_lab->workload.jobs.size(); ++j) {
        const Job &job = m_lab->workload.jobs[j];
        const auto lines = job.kind == JobKind::Training
                               ? explain(job.model, job.training, gpu, b.jobs[j].layout, m_lab->options.estimate)
                               : explain(job.model, job.inference, gpu, b.jobs[j].layout, m_lab->options.estimate);
        QVERIFY(!lines.empty());
        for (const std::string &line : lines) {
            QVERIFY2(tooltips.contains(qs(line).toHtmlEscaped()), line.c_str());
        }
    }
    // The planner's reason for each part.
    for (const BomLine &line : entry.bom) {
        const std::string reason = plantext::bomReason(m_lab->textContext(), entry, line);
        QVERIFY(!reason.empty());
        QVERIFY2(tooltips.contains(qs(reason).toHtmlEscaped()), reason.c_str());
    }
}

void TestResults::verdictColours()
{
    ResultsView view;
    view.setOutcome(m_lab);
    auto *met = view.findChild<QLabel *>(QStringLiteral("tierVerdict_entry"));
    QVERIFY(met);
    QVERIFY(m_lab->plan.tiers[0].build.targetsMet);
    QCOMPARE(textColor(met), results::okColor(view.palette()));

    // A tier that misses a target shows the gap in amber; one that fails a check, in red.
    auto edited = std::make_shared<PlanOutcome>(*m_lab);
    Build &gap = edited->plan.tiers[0].build;
    gap.targetsMet = false;
    gap.jobs[1].gaps = {{Target::TokensPerUser, 14.2, 15.0}};
    const QString gapText = qs(plantext::gap(edited->workload.jobs[1], gap.jobs[1].gaps.front()));
    QVERIFY(gapText.contains(QStringLiteral("14.2 tokens/s per user < target 15.0")));
    Build &failing = edited->plan.tiers[1].build;
    failing.violations.push_back({Check::Outlet, Rule::WallBeyondOutlet, -1, 2100, 1920, Unit::Watts});
    view.setOutcome(edited);
    auto *amber = view.findChild<QLabel *>(QStringLiteral("tierVerdict_entry"));
    QCOMPARE(textColor(amber), results::warningColor(view.palette()));
    bool gapShown = false;
    for (const QLabel *label : view.card(TierKind::Entry)->findChildren<QLabel *>()) {
        if (label->text().contains(gapText)) {
            gapShown = true;
            QCOMPARE(textColor(label), results::warningColor(view.palette()));
        }
    }
    QVERIFY(gapShown);
    auto *red = view.findChild<QLabel *>(QStringLiteral("tierVerdict_mainstream"));
    QCOMPARE(textColor(red), results::errorColor(view.palette()));
    bool violationShown = false;
    for (const QLabel *label : view.card(TierKind::Mainstream)->findChildren<QLabel *>()) {
        if (label->text()
            == Format::checkName(Check::Outlet) + QStringLiteral(": wall power 2100 W > 1920 W continuous on the site's outlet")) {
            violationShown = true;
        }
    }
    QVERIFY(violationShown);
}

void TestResults::infeasiblePanelShowsSuggestions()
{
    ResultsView view;
    view.setOutcome(m_legal);
    const PlanResult &plan = m_legal->plan;
    QVERIFY(view.findChild<QWidget *>(QStringLiteral("infeasiblePanel")));
    QVERIFY(!view.card(TierKind::Entry));
    QVERIFY(!view.findChild<TierCard *>());

    auto *first = view.findChild<QLabel *>(QStringLiteral("firstFailure"));
    QVERIFY(first);
    QVERIFY(!first->text().isEmpty());
    // The sentence without the tally (the tally is the table below).
    const PlanTextContext words = m_legal->textContext();
    QCOMPARE(first->text(), qs(plantext::closestFailure(words, plan.closest)));
    QVERIFY(!first->text().contains(QStringLiteral("rejected per check")));

    QVERIFY(!plan.suggestions.empty());
    auto *list = view.findChild<QWidget *>(QStringLiteral("suggestionList"));
    QVERIFY(list);
    const auto changes = list->findChildren<QLabel *>(QStringLiteral("suggestionChange"));
    QCOMPARE(std::size_t(changes.size()), plan.suggestions.size());
    // Feasible ones first, each group in the planner's order.
    QStringList expected;
    for (bool feasible : {true, false}) {
        for (const Suggestion &s : plan.suggestions) {
            if (s.feasible == feasible) {
                expected << qs(plantext::suggestionChange(words, s));
            }
        }
    }
    QStringList shown;
    for (const QLabel *label : changes) {
        shown << label->text();
    }
    QCOMPARE(shown, expected);
    const auto feasibleCount = std::count_if(plan.suggestions.begin(), plan.suggestions.end(),
                                             [](const Suggestion &s) { return s.feasible; });
    QVERIFY(feasibleCount > 0);
    for (qsizetype i = 0; i < changes.size(); ++i) {
        QCOMPARE(changes[i]->property("feasible").toBool(), i < feasibleCount);
    }
    const auto summaries = list->findChildren<QLabel *>(QStringLiteral("suggestionSummary"));
    QCOMPARE(summaries.size(), changes.size());

    // One row per check in the planner's tally.
    const auto &counts = plan.rejectionsPerCheck;
    QVERIFY(!counts.empty());
    auto *table = view.findChild<QWidget *>(QStringLiteral("rejectionCounts"));
    QVERIFY(table);
    QCOMPARE(std::size_t(table->findChildren<QLabel *>(QStringLiteral("rejectionCount")).size()), counts.size());
    const auto checks = table->findChildren<QLabel *>(QStringLiteral("rejectionCheck"));
    for (const auto &[check, count] : counts) {
        QVERIFY(std::any_of(checks.begin(), checks.end(),
                            [check = check](const QLabel *l) { return l->text() == Format::checkName(check); }));
        QVERIFY(count > 0);
    }
    QVERIFY(view.findChild<QWidget *>(QStringLiteral("closestBuilds")));
}

void TestResults::busyIndicator()
{
    ResultsView view;
    view.setOutcome(m_lab);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto *busy = view.findChild<QWidget *>(QStringLiteral("resultsBusy"));
    QVERIFY(busy);
    QVERIFY(!busy->isVisible());
    view.setBusy(true);
    QVERIFY(view.isBusy());
    QTRY_VERIFY(busy->isVisible());
    QVERIFY(view.card(TierKind::Entry)); // the last plan stays on screen while the next one runs
    view.setBusy(false);
    QVERIFY(!busy->isVisible());
    // A plan quicker than the delay never flashes the indicator.
    view.setBusy(true);
    view.setBusy(false);
    QTest::qWait(300);
    QVERIFY(!busy->isVisible());
}

void TestResults::detailsStayOpenAcrossReplans()
{
    // Issue 18: the Details panel collapsed on every re-plan. A new outcome makes new cards; the
    // tiers the user opened stay open, the others closed, until the user closes them.
    ResultsView view;
    view.resize(1400, 900);
    view.show();
    view.setOutcome(m_lab);
    QVERIFY(view.card(TierKind::Mainstream));
    QVERIFY(!view.card(TierKind::Mainstream)->isExpanded());
    auto *toggle = view.findChild<QToolButton *>(QStringLiteral("tierDetails_mainstream"));
    QVERIFY(toggle);
    toggle->click();
    QVERIFY(view.card(TierKind::Mainstream)->isExpanded());

    // A re-plan: a new outcome object with the same tiers (as a slider step delivers).
    const auto replanned = std::make_shared<const PlanOutcome>(*m_lab);
    view.setOutcome(replanned);
    QVERIFY(view.card(TierKind::Mainstream)->isExpanded());
    QVERIFY(!view.card(TierKind::Mainstream)->findChild<QWidget *>(QStringLiteral("tierDetailsPanel_mainstream"))->isHidden());
    QVERIFY(!view.card(TierKind::Entry)->isExpanded());
    QVERIFY(!view.card(TierKind::High)->isExpanded());
    QCOMPARE(view.expandedTiers(), std::set<TierKind>{TierKind::Mainstream});

    // An infeasible plan in between (a slider step too far) does not forget it.
    view.setOutcome(m_legal);
    view.setOutcome(m_lab);
    QVERIFY(view.card(TierKind::Mainstream)->isExpanded());

    // Closed by the user: stays closed on the next plan.
    view.findChild<QToolButton *>(QStringLiteral("tierDetails_mainstream"))->click();
    QVERIFY(!view.card(TierKind::Mainstream)->isExpanded());
    view.setOutcome(replanned);
    QVERIFY(!view.card(TierKind::Mainstream)->isExpanded());
    QVERIFY(view.expandedTiers().empty());
}

void TestResults::darkPaletteRebuilds()
{
    ResultsView view;
    view.setOutcome(m_lab);
    const QColor lightOk = results::okColor(view.palette());
    view.setPalette(darkPalette());
    QVERIFY(results::isDark(view.palette()));
    // Rebuilt from the event loop, once every child has the new palette.
    QTRY_COMPARE(textColor(view.findChild<QLabel *>(QStringLiteral("tierVerdict_entry"))),
                 results::okColor(darkPalette()));
    auto *verdict = view.findChild<QLabel *>(QStringLiteral("tierVerdict_entry"));
    QVERIFY(textColor(verdict) != lightOk);
    // Still the same figures.
    QCOMPARE(view.findChild<QLabel *>(QStringLiteral("tierPrice_entry"))->text(),
             Format::money(m_lab->plan.tiers[0].build.priceMinor, m_lab->plan.currency));
    // Text in the tier bands contrasts with the band colour in either palette.
    for (const char *tier : {"entry", "mainstream", "high"}) {
        auto *name = view.findChild<QLabel *>(QStringLiteral("tierName_") + QLatin1String(tier));
        QVERIFY(name);
        QCOMPARE(textColor(name), results::textColorOn(results::tierColor(tier)));
    }
}

void TestResults::renderSamples()
{
    const QString outDir = qEnvironmentVariable("RIGPLAN_RESULTS_PNG_DIR");
    if (outDir.isEmpty()) {
        QSKIP("set RIGPLAN_RESULTS_PNG_DIR to write PNGs of the results page");
    }
    QDir().mkpath(outDir);
    const QString suffix = qEnvironmentVariable("RIGPLAN_RESULTS_PNG_SUFFIX");
    const QDir samples(QStringLiteral(RIGPLAN_SOURCE_DIR "/resources/samples"));
    for (const QString &file : samples.entryList({QStringLiteral("*.workload.json")}, QDir::Files, QDir::Name)) {
        const auto planned = computePlanOutcome(m_catalog, load(file));
        QVERIFY2(planned, qPrintable(diagnosticTexts(planned.diagnostics()).join(QLatin1Char('\n'))));
        const std::shared_ptr<const PlanOutcome> outcome = *planned;
        for (bool dark : {false, true}) {
            for (bool expanded : {false, true}) {
                if (expanded && !outcome->plan.feasible) {
                    continue;
                }
                ResultsView view;
                view.setOutcome(outcome);
                if (dark) {
                    view.setPalette(darkPalette());
                    QCoreApplication::processEvents(); // the queued rebuild in the new colours
                }
                const int width = qEnvironmentVariableIsSet("RIGPLAN_RESULTS_PNG_WIDTH")
                                      ? qEnvironmentVariableIntValue("RIGPLAN_RESULTS_PNG_WIDTH")
                                      : 1280;
                view.resize(width, 900);
                view.show();
                QVERIFY(QTest::qWaitForWindowExposed(&view));
                if (expanded) {
                    for (TierKind tier : {TierKind::Entry, TierKind::Mainstream, TierKind::High}) {
                        if (TierCard *card = view.card(tier)) {
                            card->setExpanded(true);
                        }
                    }
                }
                // The whole page, not just the viewport: grow the window to the content's height.
                auto *scroll = view.findChild<QScrollArea *>(QStringLiteral("resultsScroll"));
                QCoreApplication::processEvents();
                const int extra = scroll->widget()->sizeHint().height() - scroll->viewport()->height();
                if (extra > 0) {
                    view.resize(view.width(), view.height() + extra + 40);
                }
                QCoreApplication::processEvents();
                const QString name = QStringLiteral("%1/results-%2-%3%4%5.png")
                                         .arg(outDir, file.section(QLatin1Char('.'), 0, 0),
                                              dark ? QStringLiteral("dark") : QStringLiteral("light"),
                                              expanded ? QStringLiteral("-details") : QString(), suffix);
                QVERIFY(view.grab().save(name));
            }
        }
    }
}

QTEST_MAIN(TestResults)
#include "tst_results.moc"
