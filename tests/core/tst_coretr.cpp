// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's and planner's messages are translatable: with a translator installed the
// planner's violations, explain() lines, workload-file errors and the economics assumptions
// come out translated with the numbers substituted (positional placeholders reordered); a
// translation whose placeholders do not fit falls back to English; without a translator every
// message is the English source, and a plan made after the translator is removed is the same
// as one made before it was installed (the planner's template cache lives for one plan).
//
// The translator is compiled at run time from a small .ts with lrelease (skipped when Qt's
// lrelease is not installed).
#include "catalog/Catalog.h"
#include "estimate/Estimate.h"
#include "model/ModelCsv.h"
#include "plan/Economics.h"
#include "plan/Plan.h"
#include "plan/PlanText.h"
#include "quote/Quote.h"
#include "util/Money.h"
#include "workload/WorkloadJson.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QLibraryInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <fmt/format.h>

#include <algorithm>
#include <vector>

using namespace rigplan;

namespace {

struct Translation {
    const char *context;
    const char *source;
    const char *translation;
};

// Pseudo-Chinese translations; several reorder their placeholders.
const Translation kTranslations[] = {
    {"rigplan::Planner", "wall power {0} > {1} W continuous on the site's outlet", "插座持续额定 {1} W，低于墙插功率 {0}"},
    // A translator's typo: {7} does not exist, so the planner must fall back to English.
    {"rigplan::Planner", "{0} > budget {1}", "超出预算 {7}"},
    {"rigplan::Explain", "Layout: {0} GPUs = tp {1} × pp {2} × dp {3}, ZeRO stage {4}",
     "布局：ZeRO 第 {4} 阶段；{0} 块 GPU = tp {1} × pp {2} × dp {3}"},
    {"rigplan::Explain", "CPU cores = {0} + {1} GPUs × {2} = {3}", "CPU 核心 = {0} + {1} 块 GPU × {2} = {3}"},
    {"rigplan::WorkloadJson", "unknown key (did you mean \"%1\"?)", "未知的键（是否想写 \"%1\"？）"},
    {"rigplan::Quote", "expected a whole number of days from 1 to %1, got %2", "应为 1 到 %1 之间的整数天数，实际为 %2"},
    {"rigplan::Economics", "workload file", "工作负载文件"},
    // A counted message (trtn, %n): one plural form in Chinese.
    {"rigplan::Planner", "no build passes every check. Closest: {0} fails %n check(s): {2}",
     "没有配置能通过所有检查。最接近的：{0} 未通过 %n 项检查：{2}"},
    {"rigplan::Planner", "{0}: {1}; short by {2:.0f} %", "「{0}」：{1}；差距 {2:.0f} %"},
    {"rigplan::Planner", "{0}: {1}", "「{0}」：{1}"},
    {"rigplan::Planner", " | ", "；"},
    {"rigplan::Check", "Wall outlet", "墙插回路"},
    {"rigplan::Check", "Budget", "预算"},
    {"rigplan::Economics", "tariff %1 %2/kWh (%3); %4 h/day; %5 year(s); cooling factor %6; support %7 %/year",
     "电价 %1 %2/kWh（%3）；每天 %4 小时；%5 年；制冷系数 %6；每年支持费用 %7 %"},
};

// A workload no build can satisfy: a 100 W outlet and a budget of one dollar, so every fully
// sized build carries an outlet and a budget violation.
const QByteArray kUnpowered = R"({"format": "rigplan.workload/1", "title": "unpowered",
    "jobs": [{"kind": "inference", "model": "llama-3.1-8b", "weights": "bf16", "context_length": 4096,
              "concurrency": 4, "prompt_tokens": 1024, "output_tokens": 256}],
    "site": {"outlet_w": 100, "environment": "lab"}, "budget": {"max": 1, "currency": "USD"}})";

QString lreleasePath()
{
    const QStringList candidates{QLibraryInfo::path(QLibraryInfo::BinariesPath) + QStringLiteral("/lrelease"),
                                 QStringLiteral("/usr/lib/qt6/bin/lrelease")};
    for (const QString &c : candidates) {
        if (QFileInfo(c).isExecutable()) {
            return c;
        }
    }
    return QString();
}

// Every text a plan shows, in a fixed order, made from the plan's data in the language of the moment.
std::vector<std::string> planTexts(const PlanResult &r, const PlanTextContext &ctx)
{
    std::vector<std::string> out;
    const auto append = [&](const std::vector<std::string> &lines) { out.insert(out.end(), lines.begin(), lines.end()); };
    const auto addBuild = [&](const Build &b) {
        for (const Violation &v : b.violations) {
            out.push_back(plantext::violation(ctx, b, v));
        }
        append(plantext::notes(ctx, b));
        out.push_back(plantext::rejection(ctx, b));
        const std::vector<JobOutcome> &jobs = b.jobOutcomes();
        for (std::size_t j = 0; j < jobs.size(); ++j) {
            out.push_back(plantext::layout(jobs[j]));
            append(plantext::gaps(ctx.workload.jobs[j], jobs[j]));
        }
    };
    for (const Tier &t : r.tiers) {
        append(plantext::tierReasons(ctx, r, t));
        for (const BomLine &l : t.bom) {
            out.push_back(plantext::bomReason(ctx, t, l));
        }
        addBuild(t.build);
        for (const Build &b : t.rejected) {
            addBuild(b);
        }
    }
    for (const Build &b : r.rejected) {
        addBuild(b);
    }
    append(plantext::planNotes(r, ctx.options));
    out.push_back(plantext::firstFailure(ctx, r));
    for (const Suggestion &s : r.suggestions) {
        out.push_back(plantext::suggestionChange(ctx, s));
        out.push_back(plantext::suggestionSummary(ctx, s));
    }
    return out;
}

// CJK ideographs and punctuation, and full-width forms ("，", "（").
bool hasCjk(const std::string &text)
{
    const QString s = QString::fromStdString(text);
    return std::any_of(s.begin(), s.end(), [](QChar c) {
        return (c.unicode() >= 0x3000 && c.unicode() <= 0x9fff) || (c.unicode() >= 0xff00 && c.unicode() <= 0xffef);
    });
}

// The planner's English budget message for a violation: price > budget (one dollar).
std::string englishBudgetMessage(const Violation &v)
{
    return formatMinor(static_cast<std::int64_t>(v.required), QStringLiteral("USD")).toStdString() + " > budget "
        + formatMinor(100, QStringLiteral("USD")).toStdString();
}

// The violations of `check` among the plan's rejected builds, each with its message as shown now.
struct ShownViolation {
    const Violation *violation;
    std::string message;
};
std::vector<ShownViolation> violationsOf(const PlanResult &r, const PlanTextContext &ctx, Check check)
{
    std::vector<ShownViolation> out;
    for (const Build &b : r.rejected) {
        for (const Violation &v : b.violations) {
            if (v.check == check) {
                out.push_back({&v, plantext::violation(ctx, b, v)});
            }
        }
    }
    return out;
}

} // namespace

class TestCoreTr : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void englishWithoutTranslator();
    void plannerMessageTranslated();
    void brokenTranslationFallsBackToEnglish();
    void explainLineTranslated_data();
    void explainLineTranslated();
    void workloadMessageTranslated();
    void quoteMessageTranslated();
    void economicsAssumptionsTranslated();
    void languageSwitchNeedsNoReplan();

private:
    Workload load(const QByteArray &json);
    void install();

    QTemporaryDir m_dir;
    Catalog m_catalog;
    std::optional<CatalogSnapshot> m_usd;
    QTranslator m_translator;
    bool m_installed = false;
};

void TestCoreTr::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(m_catalog.open(m_dir.filePath(QStringLiteral("catalog.sqlite"))));
    m_usd = m_catalog.snapshot(QStringLiteral("USD"));
    QVERIFY(m_usd);

    const QString lrelease = lreleasePath();
    if (lrelease.isEmpty()) {
        QSKIP("Qt's lrelease is not installed: cannot compile the test translation");
    }
    QString ts = QStringLiteral("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!DOCTYPE TS>\n"
                                "<TS version=\"2.1\" language=\"zh_CN\">\n");
    for (const Translation &t : kTranslations) {
        const QString source = QString::fromUtf8(t.source);
        const bool counted = source.contains(QLatin1String("%n"));
        ts += QStringLiteral("<context><name>%1</name><message%2><source>%3</source><translation>%4</translation>"
                             "</message></context>\n")
                  .arg(QString::fromUtf8(t.context), counted ? QStringLiteral(" numerus=\"yes\"") : QString(),
                       source.toHtmlEscaped(),
                       counted ? QStringLiteral("<numerusform>%1</numerusform>")
                                     .arg(QString::fromUtf8(t.translation).toHtmlEscaped())
                               : QString::fromUtf8(t.translation).toHtmlEscaped());
    }
    ts += QStringLiteral("</TS>\n");
    const QString tsPath = m_dir.filePath(QStringLiteral("test_zh_CN.ts"));
    const QString qmPath = m_dir.filePath(QStringLiteral("test_zh_CN.qm"));
    QFile file(tsPath);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(ts.toUtf8());
    file.close();
    QProcess process;
    process.start(lrelease, {QStringLiteral("-silent"), tsPath, QStringLiteral("-qm"), qmPath});
    QVERIFY(process.waitForFinished(60000));
    QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
    QVERIFY(m_translator.load(qmPath));
}

void TestCoreTr::cleanup()
{
    if (m_installed) {
        QCoreApplication::removeTranslator(&m_translator);
        m_installed = false;
    }
}

void TestCoreTr::install()
{
    QVERIFY(QCoreApplication::installTranslator(&m_translator));
    m_installed = true;
}

Workload TestCoreTr::load(const QByteArray &json)
{
    const Result<Workload> r = loadWorkload(json, QStringLiteral("test.json"), resolverFor(m_catalog.models()));
    if (!r.ok()) {
        qWarning() << diagnosticTexts(r.diagnostics());
    }
    return *r;
}

void TestCoreTr::englishWithoutTranslator()
{
    const Workload w = load(kUnpowered);
    QCOMPARE(w.jobs.size(), std::size_t(1));
    const PlanOptions options;
    const PlanResult r = plan(w, *m_usd, options);
    const PlanTextContext ctx{w, *m_usd, options};
    QVERIFY(!r.feasible);

    const std::vector<ShownViolation> outlet = violationsOf(r, ctx, Check::Outlet);
    QVERIFY(!outlet.empty());
    for (const ShownViolation &v : outlet) {
        QCOMPARE(v.message, fmt::format("wall power {:.0f} W > {} W continuous on the site's outlet",
                                        v.violation->required, static_cast<long long>(v.violation->available)));
        QCOMPARE(v.violation->available, 100.0);
        QCOMPARE(v.violation->unit, Unit::Watts);
    }
    const std::vector<ShownViolation> budget = violationsOf(r, ctx, Check::Budget);
    QVERIFY(!budget.empty());
    for (const ShownViolation &v : budget) {
        QCOMPARE(v.violation->available, 100.0); // one dollar in cents
        QCOMPARE(v.violation->unit, Unit::MinorUnits);
        QCOMPARE(v.message, englishBudgetMessage(*v.violation));
    }
    QVERIFY(plantext::firstFailure(ctx, r).rfind("no build passes every check. Closest: ", 0) == 0);
    for (const std::string &text : planTexts(r, ctx)) {
        QVERIFY2(!hasCjk(text), text.c_str());
    }
}

void TestCoreTr::plannerMessageTranslated()
{
    install();
    const Workload w = load(kUnpowered);
    const PlanOptions options;
    const PlanResult r = plan(w, *m_usd, options);
    const PlanTextContext ctx{w, *m_usd, options};
    QVERIFY(!r.feasible);
    const std::vector<ShownViolation> outlet = violationsOf(r, ctx, Check::Outlet);
    QVERIFY(!outlet.empty());
    for (const ShownViolation &v : outlet) {
        // {1} before {0}: the translation reorders the numbers.
        QCOMPARE(QString::fromStdString(v.message),
                 QStringLiteral("插座持续额定 %1 W，低于墙插功率 %2 W")
                     .arg(static_cast<qint64>(v.violation->available))
                     .arg(v.violation->required, 0, 'f', 0));
    }
    // The closest build's sentence names each of its checks in Chinese; the tally stays data,
    // the same in every language, and the CLI text keeps the check ids.
    const std::string closest = plantext::closestFailure(ctx, r.closest);
    QVERIFY2(closest.rfind("没有配置能通过所有检查。最接近的：", 0) == 0, closest.c_str());
    QCOMPARE(checkName(Check::Outlet), std::string("墙插回路"));
    QVERIFY(!r.rejectionsPerCheck.empty());
    QVERIFY(r.closest.build);
    const std::string counted = "未通过 " + std::to_string(r.closest.build->violations.size()) + " 项检查";
    QVERIFY2(closest.find(counted) != std::string::npos, closest.c_str()); // %n, counted by trtn()
    for (const Violation &v : r.closest.build->violations) {
        QVERIFY2(closest.find("「" + checkName(v.check) + "」") != std::string::npos, closest.c_str());
    }
    QVERIFY2(closest.find(" | ") == std::string::npos, closest.c_str());
    QVERIFY(plantext::firstFailure(ctx, r).find("outlet ") != std::string::npos);
}

void TestCoreTr::brokenTranslationFallsBackToEnglish()
{
    install();
    const Workload w = load(kUnpowered);
    const PlanOptions options;
    const PlanResult r = plan(w, *m_usd, options);
    const std::vector<ShownViolation> budget = violationsOf(r, {w, *m_usd, options}, Check::Budget);
    QVERIFY(!budget.empty());
    for (const ShownViolation &v : budget) {
        QCOMPARE(v.message, englishBudgetMessage(*v.violation));
    }
}

void TestCoreTr::explainLineTranslated_data()
{
    QTest::addColumn<bool>("training");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("tensorParallel");
    QTest::addColumn<QString>("prefix");   // the translated line starts with this
    QTest::addColumn<QString>("expected"); // the whole translated line

    const EstimateOptions o;
    // Training on 4 GPUs, tp 1 × pp 1: data parallel 4; ZeRO 3 as the layout says.
    QTest::newRow("training layout, ZeRO stage first") << true << 4 << 1 << QStringLiteral("布局")
                                                      << QStringLiteral("布局：ZeRO 第 3 阶段；4 块 GPU = tp 1 × pp 1 × dp 4");
    // Serving on 2 GPUs: base cores + 2 × cores per GPU.
    QTest::newRow("serving CPU cores") << false << 2 << 2 << QStringLiteral("CPU 核心")
                                       << QStringLiteral("CPU 核心 = %1 + 2 块 GPU × %2 = %3")
                                              .arg(o.cpuCoresBase)
                                              .arg(o.cpuCoresPerGpuInference)
                                              .arg(o.cpuCoresBase + 2 * o.cpuCoresPerGpuInference);
    QTest::newRow("training CPU cores") << true << 4 << 1 << QStringLiteral("CPU 核心")
                                        << QStringLiteral("CPU 核心 = %1 + 4 块 GPU × %2 = %3")
                                               .arg(o.cpuCoresBase)
                                               .arg(o.cpuCoresPerGpuTraining)
                                               .arg(o.cpuCoresBase + 4 * o.cpuCoresPerGpuTraining);
}

void TestCoreTr::explainLineTranslated()
{
    QFETCH(bool, training);
    QFETCH(int, gpus);
    QFETCH(int, tensorParallel);
    QFETCH(QString, prefix);
    QFETCH(QString, expected);

    const Workload w = load(R"({"format": "rigplan.workload/1", "jobs": [
        {"kind": "training", "model": "llama-3.1-8b", "method": "full", "zero_stage": 3, "offload": "none",
         "sequence_length": 2048, "micro_batch": 1, "train_tokens": 1000000},
        {"kind": "inference", "model": "llama-3.1-8b", "weights": "bf16", "context_length": 4096, "concurrency": 4,
         "prompt_tokens": 1024, "output_tokens": 256}]})");
    QCOMPARE(w.jobs.size(), std::size_t(2));
    const auto gpu = std::find_if(m_usd->gpus.begin(), m_usd->gpus.end(),
                                  [](const GpuSpec &g) { return g.id == "a100-pcie-80gb"; });
    QVERIFY(gpu != m_usd->gpus.end());
    const EstimateOptions options;
    const Layout layout{gpus, tensorParallel, 1, training ? 3 : 0};
    const auto lines = [&] {
        return training ? explain(w.jobs[0].model, w.jobs[0].training, *gpu, layout, options)
                        : explain(w.jobs[1].model, w.jobs[1].inference, *gpu, layout, options);
    };
    const std::vector<std::string> english = lines();
    install();
    const std::vector<std::string> translated = lines();
    QCOMPARE(translated.size(), english.size());
    const auto found = std::find_if(translated.begin(), translated.end(), [&](const std::string &l) {
        return QString::fromStdString(l).startsWith(prefix);
    });
    QVERIFY(found != translated.end());
    QCOMPARE(QString::fromStdString(*found), expected);
    // The lines without a translation stay English, in the same places.
    const std::size_t at = std::size_t(found - translated.begin());
    for (std::size_t i = 0; i < english.size(); ++i) {
        if (i != at && !hasCjk(translated[i])) {
            QCOMPARE(translated[i], english[i]);
        }
    }
}

void TestCoreTr::workloadMessageTranslated()
{
    const QByteArray json = R"({"format": "rigplan.workload/1", "titel": "typo",
        "jobs": [{"kind": "inference", "model": "llama-3.1-8b"}]})";
    const Result<Workload> english = loadWorkload(json, QStringLiteral("w.json"), resolverFor(m_catalog.models()));
    QCOMPARE(english.diagnostics().size(), qsizetype(1));
    QCOMPARE(english.diagnostics().front().path, QStringLiteral("titel"));
    QCOMPARE(english.diagnostics().front().message, QStringLiteral("unknown key (did you mean \"title\"?)"));
    install();
    const Result<Workload> translated = loadWorkload(json, QStringLiteral("w.json"), resolverFor(m_catalog.models()));
    QCOMPARE(translated.diagnostics().size(), qsizetype(1));
    QCOMPARE(translated.diagnostics().front().path, QStringLiteral("titel")); // paths stay untranslated
    QCOMPARE(translated.diagnostics().front().message, QStringLiteral("未知的键（是否想写 \"title\"？）"));
}

// The quote reader's own messages (quote.*) are translated like the workload reader's.
void TestCoreTr::quoteMessageTranslated()
{
    const QByteArray json = R"({"format": "rigplan.quote/1", "quote": {"valid_days": 0},
        "workload": {"format": "rigplan.workload/1", "jobs": [{"kind": "inference", "model": "llama-3.1-8b"}]}})";
    const Result<LoadedQuote> english = loadQuote(json, QStringLiteral("q.json"), resolverFor(m_catalog.models()));
    QVERIFY(!english);
    QCOMPARE(english.diagnostic().path, QStringLiteral("quote.valid_days"));
    QCOMPARE(english.diagnostic().message, QStringLiteral("expected a whole number of days from 1 to 365, got 0"));
    install();
    const Result<LoadedQuote> translated = loadQuote(json, QStringLiteral("q.json"), resolverFor(m_catalog.models()));
    QVERIFY(!translated);
    QCOMPARE(translated.diagnostic().path, QStringLiteral("quote.valid_days"));
    QCOMPARE(translated.diagnostic().message, QStringLiteral("应为 1 到 365 之间的整数天数，实际为 0"));
}

void TestCoreTr::economicsAssumptionsTranslated()
{
    QJsonObject override;
    override.insert(QStringLiteral("tariff_per_kwh"), 0.15);
    override.insert(QStringLiteral("years"), 5);
    const Result<EconomicsSettings> english = economicsFromJson(override, defaultEconomics(std::string("USD")));
    QVERIFY(english);
    QCOMPARE(economicsAssumptions(*english),
             QStringLiteral("tariff 0.15 USD/kWh (workload file); 24 h/day; 5 year(s); cooling factor 1.00; support 0 %/year"));
    install();
    const Result<EconomicsSettings> translated = economicsFromJson(override, defaultEconomics(std::string("USD")));
    QVERIFY(translated);
    QCOMPARE(economicsAssumptions(*translated),
             QStringLiteral("电价 0.15 USD/kWh（工作负载文件）；每天 24 小时；5 年；制冷系数 1.00；每年支持费用 0 %"));
}

void TestCoreTr::languageSwitchNeedsNoReplan()
{
    // One plan, shown in English, then Chinese, then English again: the words are made when
    // they are shown, so a language switch needs no new plan.
    const Workload w = load(kUnpowered);
    const PlanOptions options;
    const PlanResult r = plan(w, *m_usd, options);
    const PlanTextContext ctx{w, *m_usd, options};
    const std::vector<std::string> before = planTexts(r, ctx);
    install();
    const std::vector<std::string> during = planTexts(r, ctx);
    QCOMPARE(during.size(), before.size());
    QVERIFY(std::any_of(during.begin(), during.end(), hasCjk));
    QVERIFY(during != before);
    cleanup();
    const std::vector<std::string> after = planTexts(r, ctx);
    QCOMPARE(after, before);
}

QTEST_GUILESS_MAIN(TestCoreTr)
#include "tst_coretr.moc"
