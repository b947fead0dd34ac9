// SPDX-License-Identifier: GPL-3.0-or-later
// The PDF configuration report, read back the way a customer's PDF viewer would: text through
// pdftotext -layout, fonts through pdffonts, page size through pdfinfo (poppler-utils). The
// figures expected are computed here from the PlanOutcome and formatted with ui/Format, the
// same functions the report uses, so a figure that drifts from the planner's fails the test.
#include "Format.h"
#include "VerifyOk.h"
#include "Language.h"
#include "catalog/Catalog.h"
#include "model/ModelCsv.h"
#include "plan/Outcome.h"
#include "plan/Compare.h"
#include "quote/Freeze.h"
#include "quote/Quote.h"
#include "Report.h"
#include "ReportContent.h"
#include "ReportHtml.h"
#include "workload/WorkloadJson.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

#include <memory>

using namespace rigplan;

namespace {

QString runTool(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        return {};
    }
    return QString::fromUtf8(p.readAllStandardOutput());
}

// What a reader gets out of one generated PDF.
struct PdfText {
    QString layout; // pdftotext -layout
    QString flat;   // the same with every run of white space as one space (wrapped lines rejoined)
    QString info;   // pdfinfo
    QString fonts;  // pdffonts
    QString path;
    int pages = 0;
};

PdfText readPdf(const QString &path)
{
    PdfText pdf;
    pdf.path = path;
    pdf.layout = runTool(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), path, QStringLiteral("-")});
    pdf.flat = pdf.layout.simplified();
    pdf.info = runTool(QStringLiteral("pdfinfo"), {path});
    pdf.fonts = runTool(QStringLiteral("pdffonts"), {path});
    static const QRegularExpression pages(QStringLiteral("^Pages:\\s+(\\d+)"), QRegularExpression::MultilineOption);
    pdf.pages = pages.match(pdf.info).captured(1).toInt();
    return pdf;
}

// pdffonts rows, split at the columns of its dashed rule: name, type, encoding, emb, sub, uni, ...
QList<QStringList> fontRows(const QString &pdffonts)
{
    QList<QStringList> rows;
    const QStringList lines = pdffonts.split(QLatin1Char('\n'));
    if (lines.size() < 2) {
        return rows;
    }
    QList<QPair<int, int>> columns;
    const QString rule = lines.at(1);
    static const QRegularExpression dashes(QStringLiteral("-+"));
    auto it = dashes.globalMatch(rule);
    while (it.hasNext()) {
        const auto m = it.next();
        columns.append({int(m.capturedStart()), int(m.capturedLength())});
    }
    for (int i = 2; i < lines.size(); ++i) {
        if (lines.at(i).trimmed().isEmpty()) {
            continue;
        }
        QStringList row;
        for (const auto &[start, length] : columns) {
            row.append(lines.at(i).mid(start, length).trimmed());
        }
        rows.append(row);
    }
    return rows;
}

// The planner's check names as resources/translations/rigplan_zh_CN.ts has them (context
// rigplan::Check), written out here so that an English report cannot pass for a Chinese one.
QString chineseCheckName(Check check)
{
    switch (check) {
    case Check::GpuMemory: return QStringLiteral("显存");
    case Check::GpuFit: return QStringLiteral("GPU 安装适配");
    case Check::Cooling: return QStringLiteral("散热");
    case Check::Environment: return QStringLiteral("场地环境");
    case Check::CpuCores: return QStringLiteral("CPU 核心数");
    case Check::PcieLanes: return QStringLiteral("PCIe 通道");
    case Check::HostRam: return QStringLiteral("系统内存");
    case Check::MemoryEcc: return QStringLiteral("ECC 内存");
    case Check::Storage: return QStringLiteral("存储");
    case Check::Network: return QStringLiteral("网络");
    case Check::Psu: return QStringLiteral("电源");
    case Check::Outlet: return QStringLiteral("墙插回路");
    case Check::Budget: return QStringLiteral("预算");
    case Check::Price: return QStringLiteral("价格");
    case Check::Software: return QStringLiteral("软件");
    }
    return {};
}

// Texts the report must show in its language and texts of the other language it must not.
void verifyLanguage(const PdfText &pdf, const QStringList &shown, const QStringList &notShown)
{
    for (const QString &text : shown) {
        QVERIFY2(pdf.flat.contains(text), qPrintable(QStringLiteral("missing \"%1\"").arg(text)));
    }
    for (const QString &text : notShown) {
        QVERIFY2(!pdf.flat.contains(text), qPrintable(QStringLiteral("\"%1\" in the other language").arg(text)));
    }
}

QString gpuCountAndName(const PlanOutcome &o, const Build &b)
{
    return QStringLiteral("%1 × %2").arg(QString::number(b.gpuCount), QString::fromStdString(o.snapshot().gpus[std::size_t(b.gpu)].name));
}

} // namespace

class TestReport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void figuresAreThePlanners_data();
    void figuresAreThePlanners();
    void everySectionIsThere();
    void clientEditionSections();
    void clientEditionNamesMissedTargets_data();
    void clientEditionNamesMissedTargets();
    void clientEditionShowsOnlyTheOffer();
    void fontsAreEmbeddedAndTextExtractable_data();
    void fontsAreEmbeddedAndTextExtractable();
    void pageSize_data();
    void pageSize();
    void userTextPrintsLiterally_data();
    void userTextPrintsLiterally();
    void bidiOverridesAreNeutralised();
    void pageNumbersAndHeaders_data();
    void pageNumbersAndHeaders();
    void infeasiblePlanStillReports_data();
    void infeasiblePlanStillReports();
    void coverUsesQuoteAndOptions();
    void failedWriteKeepsPreviousFile();
    void printsOnAnyPagedDevice();
    void unitsStayWithTheirFigures();

private:
    std::shared_ptr<const PlanOutcome> outcomeFor(const QString &sample, const std::string &customer = {},
                                                  const std::string &title = {},
                                                  const std::function<void(Workload &)> &edit = {});
    PdfText generate(const PlanOutcome &outcome, const ReportOptions &options, const QuoteInfo &quote = {});

    std::unique_ptr<QTemporaryDir> m_dir;
    Catalog m_catalog;
    int m_counter = 0;
};

void TestReport::initTestCase()
{
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty()
        || QStandardPaths::findExecutable(QStringLiteral("pdffonts")).isEmpty()) {
        QFAIL("poppler-utils (pdftotext, pdffonts, pdfinfo) must be installed: packaging/rigplan.sh installs them");
    }
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QVERIFY_OK(m_catalog.open(m_dir->filePath(QStringLiteral("catalog.sqlite"))));
}

void TestReport::cleanup()
{
    setLanguage(QStringLiteral("en"));
}

std::shared_ptr<const PlanOutcome> TestReport::outcomeFor(const QString &sample, const std::string &customer,
                                                          const std::string &title, const std::function<void(Workload &)> &edit)
{
    QFile file(QStringLiteral(RIGPLAN_SOURCE_DIR "/resources/samples/") + sample);
    if (!file.open(QIODevice::ReadOnly)) {
        return nullptr;
    }
    Result<Workload> loaded = loadWorkload(file.readAll(), file.fileName(), resolverFor(m_catalog.models()));
    if (!loaded.ok()) {
        return nullptr;
    }
    if (!customer.empty()) {
        loaded->customer = customer;
    }
    if (!title.empty()) {
        loaded->title = title;
    }
    if (edit) {
        edit(*loaded);
    }
    auto outcome = computePlanOutcome(m_catalog, *loaded);
    return outcome ? *outcome : nullptr;
}

PdfText TestReport::generate(const PlanOutcome &outcome, const ReportOptions &options, const QuoteInfo &quote)
{
    const QString path = m_dir->filePath(QStringLiteral("report-%1.pdf").arg(++m_counter));
    if (const Result<void> written = writeReportPdf(outcome, quote, options, path); !written) {
        qWarning("%s", qPrintable(written.diagnostic().text()));
        return {};
    }
    return readPdf(path);
}

void TestReport::figuresAreThePlanners_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("shown");    // section headings and tier names in the report's language
    QTest::addColumn<QStringList>("notShown"); // the same in the other language
    const QStringList english{QStringLiteral("Workstation configuration report"), QStringLiteral("Summary"),
                              QStringLiteral("Requirements"), QStringLiteral("The builds side by side"),
                              QStringLiteral("Entry build"), QStringLiteral("Mainstream build"),
                              QStringLiteral("High-performance build"), QStringLiteral("Why this build"),
                              QStringLiteral("Bill of materials"), QStringLiteral("Method and assumptions"),
                              QStringLiteral("Software stack")};
    // resources/translations/rigplan_zh_CN.ts: rigplan::Report "%1 build" = "%1配置", rigplan::Format
    // "Entry" = "入门级", "Mainstream" = "主流级", "High-performance" = "高性能级".
    const QStringList chinese{QStringLiteral("工作站配置报告"), QStringLiteral("摘要"), QStringLiteral("需求"),
                              QStringLiteral("配置对比"), QStringLiteral("入门级配置"), QStringLiteral("主流级配置"),
                              QStringLiteral("高性能级配置"), QStringLiteral("选择此配置的理由"),
                              QStringLiteral("物料清单"), QStringLiteral("方法与假设"), QStringLiteral("软件栈")};
    // Not shown: the headings of the other language long enough not to occur in other text.
    const auto headingsOnly = [](QStringList texts) {
        texts.removeIf([](const QString &t) {
            return t.size() < 4 || t == QLatin1String("Summary") || t == QLatin1String("Requirements");
        });
        return texts;
    };
    QTest::newRow("English") << QStringLiteral("en") << english << headingsOnly(chinese);
    QTest::newRow("Simplified Chinese") << QStringLiteral("zh_CN") << chinese << headingsOnly(english);
}

void TestReport::figuresAreThePlanners()
{
    QFETCH(QString, language);
    // The expected texts follow the report's locale: switch first, then format.
    QVERIFY(setLanguage(language));
    const auto outcome = outcomeFor(QStringLiteral("lab-mixed.workload.json"));
    QVERIFY(outcome);
    QVERIFY(outcome->plan.feasible);
    QCOMPARE(outcome->plan.tiers.size(), std::size_t(3));
    ReportOptions options;
    options.language = language;
    options.edition = ReportEdition::Internal; // the method, formulas and sources
    options.specSources = specSourcesFor(m_catalog, *outcome);
    const PdfText pdf = generate(*outcome, options);
    QVERIFY2(pdf.pages > 1, qPrintable(pdf.info));
    QFETCH(QStringList, shown);
    QFETCH(QStringList, notShown);
    verifyLanguage(pdf, shown, notShown);
    if (QTest::currentTestFailed()) {
        return;
    }
    const QString currency = QString::fromStdString(outcome->plan.currency);
    for (std::size_t i = 0; i < outcome->plan.tiers.size(); ++i) {
        const Tier &tier = outcome->plan.tiers[i];
        const Build &b = tier.build;
        const QString price = Format::money(b.priceMinor, currency);
        QVERIFY2(pdf.flat.contains(price), qPrintable(QStringLiteral("%1 price %2").arg(QLatin1String(tierId(tier.kind)), price)));
        QVERIFY2(pdf.flat.contains(gpuCountAndName(*outcome, b)), qPrintable(gpuCountAndName(*outcome, b)));
        QVERIFY(pdf.flat.contains(Format::watts(b.wallW)));
        QVERIFY(pdf.flat.contains(Format::watts(b.power.dcLoadW())));
        if (tier.sameAs) {
            continue;
        }
        // Issue 42: the DIMMs' binary sizes were summed and printed as decimal GB ("8 × 32 GB"
        // read "275 GB"); system memory is in GiB.
        const QString ram = Format::gibibytes(b.memoryBytes, 0);
        QVERIFY2(pdf.flat.contains(ram), qPrintable(ram));
        QVERIFY2(!pdf.flat.contains(Format::gigabytes(b.memoryBytes, 0)), qPrintable(Format::gigabytes(b.memoryBytes, 0)));
        for (const BomLine &line : tier.bom) {
            QVERIFY2(pdf.flat.contains(Format::money(line.lineTotalMinor, currency)), line.name.c_str());
            QVERIFY2(pdf.flat.contains(QString::fromStdString(line.unitPrice.date)), line.name.c_str());
        }
        for (const JobOutcome &job : b.jobOutcomes()) {
            const QString total = Format::gigabytes(job.memory().totalBytes, 1);
            const QString usable = Format::gigabytes(job.memory().usableBytes, 1);
            QVERIFY2(pdf.flat.contains(total), qPrintable(total));
            QVERIFY2(pdf.flat.contains(usable), qPrintable(usable));
            QVERIFY(pdf.flat.contains(Format::gigabytes(job.memory().weightsBytes, 1)));
            if (job.kind == JobKind::Inference) {
                // The serving cell "… per user, … in total" can wrap between the figure and its
                // unit, and -layout then puts the next column's text in between: the figure's
                // number must be there whole.
                const QString aggregate = Format::tokensPerSecond(job.inference.aggregateTokensPerS);
                QVERIFY2(pdf.flat.contains(aggregate) || pdf.flat.contains(aggregate.section(QLatin1Char(' '), 0, 0) + QLatin1Char(' ')),
                         qPrintable(aggregate));
            } else {
                QVERIFY(pdf.flat.contains(Format::tokensPerSecond(job.training.tokensPerS)));
                QVERIFY(pdf.flat.contains(Format::hours(job.training.hours)));
            }
        }
        QVERIFY(i < outcome->tierEconomics.size());
        const TierEconomics &e = outcome->tierEconomics[i];
        QVERIFY2(pdf.flat.contains(Format::money(e.tcoMinor, currency)), qPrintable(Format::money(e.tcoMinor, currency)));
        QVERIFY(pdf.flat.contains(Format::money(e.yearlyEnergyCostMinor, currency)));
        for (const JobEconomics &je : e.jobs) {
            if (je.hasFigures) {
                QVERIFY(pdf.flat.contains(Format::money(je.kind == JobKind::Training ? je.costPerRunMinor
                                                                                     : je.costPerMillionTokensMinor,
                                                        currency)));
            }
        }
        // Rejected alternatives are named with the check that rejected them.
        for (const Build &r : tier.rejected) {
            QVERIFY(pdf.flat.contains(Format::money(r.priceMinor, currency)));
        }
    }
    // The formulas: every explain() line starts with the figure it explains; the first words
    // of the first line of each job of the entry build are in the report.
    const Build &entry = outcome->plan.tiers.front().build;
    const GpuSpec &gpu = outcome->snapshot().gpus[std::size_t(entry.gpu)];
    for (std::size_t j = 0; j < outcome->workload.jobs.size(); ++j) {
        const Job &job = outcome->workload.jobs[j];
        const auto lines = job.kind == JobKind::Training
            ? explain(job.model, job.training, gpu, entry.jobOutcomes()[j].layout, outcome->options.estimate)
            : explain(job.model, job.inference, gpu, entry.jobOutcomes()[j].layout, outcome->options.estimate);
        QVERIFY(!lines.empty());
        const QString start = QString::fromStdString(lines.front()).simplified().section(QLatin1Char(' '), 0, 3);
        QVERIFY2(pdf.flat.contains(start), qPrintable(start));
    }
    // Spec and price sources
    QVERIFY(!options.specSources.empty());
    QCOMPARE(options.specSources.front().kind, QStringLiteral("gpus"));
    QVERIFY(pdf.flat.contains(options.specSources.front().date));
}

void TestReport::everySectionIsThere()
{
    const auto outcome = outcomeFor(QStringLiteral("lab-mixed.workload.json"));
    QVERIFY(outcome);
    ReportOptions internal;
    internal.edition = ReportEdition::Internal;
    const PdfText pdf = generate(*outcome, internal);
    for (const char *section :
         {"Workstation configuration report", "Summary", "Requirements", "Site and budget", "The builds side by side",
          "Comparison charts", "Entry build", "Mainstream build", "High-performance build", "Why this build",
          "Bill of materials", "GPU memory per job", "Speed", "Power and heat", "Headroom", "Software stack", "Cost of ownership",
          "Alternatives rejected", "Method and assumptions", "Conventions", "Formulas with this plan's numbers",
          "Sources", "Prices", "Model architectures", "What these estimates cannot know"}) {
        QVERIFY2(pdf.flat.contains(QLatin1String(section)), section);
    }
    // Each job in plain words, with its figures from the workload.
    for (const Job &job : outcome->workload.jobs) {
        QVERIFY(pdf.flat.contains(QString::fromStdString(job.name)));
    }
    QVERIFY(pdf.flat.contains(QLocale().toString(qlonglong(outcome->workload.jobs[0].training.trainTokens))));
    QVERIFY(pdf.flat.contains(QLocale().toString(qlonglong(outcome->workload.jobs[1].inference.contextLength))));
    QVERIFY(pdf.flat.contains(QStringLiteral("us-120v-20a")));
    QVERIFY(pdf.flat.contains(Format::money(budgetMaxMinor(outcome->workload.budget), QStringLiteral("USD"))));
}

void TestReport::clientEditionSections()
{
    // The client's edition of an unfrozen plan: the builds with their prices and what each
    // machine does, assumptions, terms, a signature block — and none of the method.
    const auto outcome = outcomeFor(QStringLiteral("lab-mixed.workload.json"));
    QVERIFY(outcome);
    const PdfText pdf = generate(*outcome, ReportOptions{});
    for (const char *section : {"Quotation", "Summary", "The builds we offer", "What the machines will do", "Comparison charts",
                                "Assumptions", "Terms", "Signature"}) {
        QVERIFY2(pdf.flat.contains(QLatin1String(section)), section);
    }
    for (const char *internal : {"Alternatives rejected", "Formulas with this plan's numbers", "Cost of ownership", "(est.)",
                                 "(yours)", "MFU", "Sources", "cost", "margin"}) {
        QVERIFY2(!pdf.flat.contains(QLatin1String(internal)), internal);
    }
    // The entry build's price, as the planner has it.
    QVERIFY(pdf.flat.contains(Format::money(outcome->plan.tiers.front().build.priceMinor, outcome->plan.currency)));
}

void TestReport::clientEditionNamesMissedTargets_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("expected"); // the 70B chat job's target against its figure, as the client reads it
    QTest::newRow("English") << QStringLiteral("en") << QStringLiteral("the request asks for at least 400 tokens/s");
    QTest::newRow("Simplified Chinese") << QStringLiteral("zh_CN") << QStringLiteral("需求要求至少 400 tokens/s");
}

void TestReport::clientEditionNamesMissedTargets()
{
    QFETCH(QString, language);
    QFETCH(QString, expected);
    // A target no build reaches (400 tokens/s for each of the chat's users): the client's
    // engineers read the figure against the request, not only "does not reach every target".
    const auto outcome = outcomeFor(QStringLiteral("lab-mixed.workload.json"), {}, {}, [](Workload &w) {
        for (Job &job : w.jobs) {
            if (job.kind == JobKind::Inference) {
                job.inference.minTokensPerSPerUser = 400;
            }
        }
    });
    QVERIFY(outcome);
    QVERIFY(outcome->plan.feasible);
    ReportOptions options;
    options.language = language;
    const PdfText pdf = generate(*outcome, options);
    QVERIFY2(pdf.flat.contains(expected), qPrintable(pdf.flat.left(6000)));
    QVERIFY(!pdf.flat.contains(QLatin1String("does not reach every speed target")));
}

void TestReport::clientEditionShowsOnlyTheOffer()
{
    // A frozen quote with a second scenario that plans a cheaper build: the client reads the
    // offered build only, not the engineer's what-ifs or the other tiers' charts (issue 42).
    const auto outcome = outcomeFor(QStringLiteral("lab-mixed.workload.json"), {}, "Lab box");
    const auto smaller = outcomeFor(QStringLiteral("lab-mixed.workload.json"), {}, "Students", [](Workload &w) {
        w.jobs.erase(w.jobs.begin()); // the serving job alone
    });
    QVERIFY(outcome && smaller);
    QVERIFY(outcome->plan.feasible && smaller->plan.feasible);
    Quote quote;
    quote.workload = outcome->workload;
    const auto services = readServices(m_catalog);
    const auto rates = readExchangeRates(m_catalog);
    QVERIFY_OK(services);
    QVERIFY_OK(rates);
    FreezeInput input;
    input.tier = TierKind::Mainstream;
    input.services = *services;
    input.rates = *rates;
    input.today = "2026-12-06";
    input.frozenAt = "2026-12-06T06:00:00Z";
    QVERIFY_OK(freezeQuote(quote, *outcome, input));
    ReportOptions options;
    options.frozen = quote.frozen;
    options.commercial = quote.commercial;
    options.scenarios = {{"Lab box", {}, outcome}, {"Students", {}, smaller}};

    const PdfText client = generate(*outcome, options, quote.info);
    QVERIFY2(client.flat.contains(QStringLiteral("The offer")), qPrintable(client.flat.left(3000)));
    QVERIFY(client.flat.contains(QString::fromStdString(quote.frozen->build.gpuName)));
    for (const char *notOffered : {"Scenarios compared", "Students", "Comparison charts"}) {
        QVERIFY2(!client.flat.contains(QLatin1String(notOffered)), notOffered);
    }
    // The internal edition keeps them: the texts looked for above are the ones the report prints.
    options.edition = ReportEdition::Internal;
    const PdfText internal = generate(*outcome, options, quote.info);
    for (const char *shown : {"Scenarios compared", "Students", "Comparison charts"}) {
        QVERIFY2(internal.flat.contains(QLatin1String(shown)), shown);
    }
}

void TestReport::fontsAreEmbeddedAndTextExtractable_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("English") << QStringLiteral("en");
    QTest::newRow("Simplified Chinese") << QStringLiteral("zh_CN");
}

void TestReport::fontsAreEmbeddedAndTextExtractable()
{
    QFETCH(QString, language);
    // 人, 工, 门, 长, 见, 车 share their glyphs with radicals (U+2F08, U+2F2F, U+2EC1, ...): they
    // must come out of the PDF as the ideographs, or search in a viewer does not find them.
    const QString customer = QStringLiteral("北京门户人工智能长见车有限公司");
    const auto outcome = outcomeFor(QStringLiteral("lab-mixed.workload.json"), customer.toStdString());
    QVERIFY(outcome);
    ReportOptions options;
    options.language = language;
    const PdfText pdf = generate(*outcome, options);
    const QList<QStringList> fonts = fontRows(pdf.fonts);
    QVERIFY2(!fonts.isEmpty(), qPrintable(pdf.fonts));
    bool cjk = false;
    for (const QStringList &row : fonts) {
        QVERIFY2(row.size() >= 6, qPrintable(row.join(QLatin1Char('|'))));
        QVERIFY2(row.at(3) == QLatin1String("yes"), qPrintable(QStringLiteral("not embedded: ") + row.join(QLatin1Char('|'))));
        QVERIFY2(row.at(5) == QLatin1String("yes"), qPrintable(QStringLiteral("no ToUnicode map: ") + row.join(QLatin1Char('|'))));
        cjk = cjk || row.at(0).contains(QLatin1String("CJK"));
    }
    QVERIFY2(cjk, qPrintable(pdf.fonts)); // the customer's name needs the CJK font in either language
    QVERIFY2(pdf.flat.contains(customer), qPrintable(pdf.layout.left(2000)));
    for (const QChar c : pdf.layout) {
        QVERIFY2(c.unicode() < 0x2E80 || c.unicode() > 0x2FDF,
                 qPrintable(QStringLiteral("radical U+%1 in the text").arg(c.unicode(), 4, 16, QLatin1Char('0'))));
    }
    // rigplan::Report "Prepared for %1" = "致：%1"
    const QString preparedFor = language == QLatin1String("en") ? QStringLiteral("Prepared for %1")
                                                                : QStringLiteral("致：%1");
    QVERIFY2(pdf.flat.contains(preparedFor.arg(customer)), qPrintable(preparedFor.arg(customer)));
    if (language == QLatin1String("zh_CN")) {
        QVERIFY2(fonts.first().at(0).contains(QLatin1String("NotoSansCJK")), qPrintable(pdf.fonts));
    } else {
        QVERIFY2(pdf.fonts.contains(QLatin1String("DejaVuSans")), qPrintable(pdf.fonts));
    }
}

void TestReport::pageSize_data()
{
    QTest::addColumn<int>("pageSize");
    QTest::addColumn<QString>("expected");
    QTest::newRow("A4") << int(QPageSize::A4) << QStringLiteral("595 x 842 pts (A4)");
    QTest::newRow("Letter") << int(QPageSize::Letter) << QStringLiteral("612 x 792 pts (letter)");
}

void TestReport::pageSize()
{
    QFETCH(int, pageSize);
    QFETCH(QString, expected);
    const auto outcome = outcomeFor(QStringLiteral("lab-mixed.workload.json"));
    QVERIFY(outcome);
    ReportOptions options;
    options.pageSize = QPageSize::PageSizeId(pageSize);
    const PdfText pdf = generate(*outcome, options);
    QVERIFY2(pdf.info.contains(expected), qPrintable(pdf.info));
    QVERIFY(pdf.pages > 1);
    QCOMPARE(reportPageSizeFromName(QStringLiteral("letter")), QPageSize::Letter);
    QCOMPARE(reportPageSizeFromName(QStringLiteral("A4")), QPageSize::A4);
    QCOMPARE(reportPageSizeFromName(QStringLiteral("A5")), QPageSize::Custom);
}

void TestReport::userTextPrintsLiterally_data()
{
    QTest::addColumn<QString>("customer");
    QTest::newRow("markup") << QStringLiteral("<b>Acme & Sons</b> \"quoted\" 'x' <script>");
    QTest::newRow("entities") << QStringLiteral("R&amp;D &lt;lab&gt; &#65;");
    QTest::newRow("placeholders") << QStringLiteral("Lab %1 %2 %n 100%");
    QTest::newRow("Chinese") << QStringLiteral("上海人工智能实验室");
}

void TestReport::userTextPrintsLiterally()
{
    QFETCH(QString, customer);
    const auto outcome = outcomeFor(QStringLiteral("lab-mixed.workload.json"), customer.toStdString(),
                                    (customer + QStringLiteral(" title")).toStdString());
    QVERIFY(outcome);
    QuoteInfo quote;
    quote.number = (QStringLiteral("Q-") + customer).toStdString();
    quote.notes = customer.toStdString();
    const PdfText pdf = generate(*outcome, ReportOptions{}, quote);
    QVERIFY2(pdf.flat.contains(customer), qPrintable(pdf.layout.left(1500)));
    QVERIFY(pdf.flat.contains(QStringLiteral("Prepared for %1").arg(customer)));
    QVERIFY(pdf.flat.contains(QStringLiteral("Q-") + customer));
    QVERIFY(pdf.flat.contains(customer + QStringLiteral(" title")));
}

// A U+202E (right-to-left override) in a customer name printed the rest of its line backwards.
// The report removes the bidi overrides and isolates: the name reads as typed.
void TestReport::bidiOverridesAreNeutralised()
{
    const QString rlo = QString(QChar(0x202E));
    const QString customer = QStringLiteral("Acme ") + rlo + QStringLiteral("dtL sbaL");
    const auto outcome = outcomeFor(QStringLiteral("lab-mixed.workload.json"), customer.toStdString(),
                                    (QStringLiteral("Title ") + rlo + QStringLiteral("evil")).toStdString());
    QVERIFY(outcome);
    QuoteInfo quote;
    quote.notes = (QStringLiteral("note ") + QChar(0x2067) + QStringLiteral("isolated")).toStdString();
    const PdfText pdf = generate(*outcome, ReportOptions{}, quote);
    QVERIFY2(pdf.flat.contains(QStringLiteral("Prepared for Acme dtL sbaL")), qPrintable(pdf.layout.left(1500)));
    QVERIFY(pdf.flat.contains(QStringLiteral("Title evil")));
    QVERIFY(pdf.flat.contains(QStringLiteral("note isolated")));
    for (const char16_t c : {u'\u202A', u'\u202B', u'\u202C', u'\u202D', u'\u202E', u'\u2066', u'\u2067', u'\u2068', u'\u2069'}) {
        QVERIFY(!pdf.flat.contains(QChar(c)));
    }

    // Catalog strings reach the software-stack section (an architecture's source and driver,
    // user-editable rows): they lose the overrides there too.
    PlanOutcome edited = *outcome;
    CatalogSnapshot snapshot = outcome->snapshot();
    for (GpuArchitectureSpec &a : snapshot.software.architectures) {
        a.source = "vendor " + rlo.toStdString() + "txet";
        a.stackDriverLinux = "580" + rlo.toStdString() + ".1";
    }
    edited.prepared = std::make_shared<const PreparedSnapshot>(std::move(snapshot));
    ReportOptions internal; // the software stack is part of the internal edition
    internal.edition = ReportEdition::Internal;
    const PdfText stack = generate(edited, internal, QuoteInfo{});
    QVERIFY2(stack.flat.contains(QStringLiteral("Sources: vendor txet")), qPrintable(stack.layout.left(3000)));
    QVERIFY(stack.flat.contains(QStringLiteral("580.1")));
    QVERIFY(!stack.flat.contains(rlo));
}

void TestReport::pageNumbersAndHeaders_data()
{
    // Other page sizes move every page break: the furniture and the keep-together rules must
    // hold wherever the breaks fall.
    QTest::addColumn<int>("pageSize");
    QTest::addColumn<QString>("sample");
    for (const QPageSize::PageSizeId size : {QPageSize::A4, QPageSize::Letter, QPageSize::A5, QPageSize::B5,
                                             QPageSize::Legal, QPageSize::Executive}) {
        for (const char *sample : {"lab-mixed.workload.json", "legal-chat.workload.json"}) {
            QTest::addRow("%s %s", qPrintable(QPageSize::name(size)), sample) << int(size) << QString::fromLatin1(sample);
        }
    }
}

void TestReport::pageNumbersAndHeaders()
{
    QFETCH(int, pageSize);
    QFETCH(QString, sample);
    const auto outcome = outcomeFor(sample);
    QVERIFY(outcome);
    QuoteInfo quote;
    quote.number = "RP-20261129-0001";
    ReportOptions options;
    options.pageSize = QPageSize::PageSizeId(pageSize);
    const PdfText pdf = generate(*outcome, options, quote);
    QVERIFY(pdf.pages > 1);
    // In content order (-raw) each page starts with its header and footer: the layout mode
    // would interleave them with any text next to them.
    const QString raw = runTool(QStringLiteral("pdftotext"), {QStringLiteral("-raw"), pdf.path, QStringLiteral("-")});
    const QStringList pages = raw.split(QLatin1Char('\f'), Qt::SkipEmptyParts);
    QCOMPARE(pages.size(), pdf.pages);
    for (int n = 1; n <= pdf.pages; ++n) {
        const QString page = pages.at(n - 1).simplified();
        QVERIFY2(page.contains(QStringLiteral("%1 / %2").arg(n).arg(pdf.pages)), qPrintable(QStringLiteral("page %1").arg(n)));
        if (n > 1) {
            QVERIFY2(page.contains(QStringLiteral("Quote RP-20261129-0001")), qPrintable(QStringLiteral("header on page %1").arg(n)));
        }
    }
    // No page ends with a section heading (its content on the next page): the last line of
    // each page's body, the one above the footer, is never a heading.
    const QStringList headings{QStringLiteral("Summary"), QStringLiteral("Site and budget"), QStringLiteral("Why this build"),
                               QStringLiteral("Why nothing fits"), QStringLiteral("The closest builds"), QStringLiteral("What would work"),
                               QStringLiteral("Formulas with this plan's numbers"),
                               QStringLiteral("Bill of materials"), QStringLiteral("GPU memory per job"), QStringLiteral("Speed"),
                               QStringLiteral("Power and heat"), QStringLiteral("Headroom"), QStringLiteral("Cost of ownership"),
                               QStringLiteral("Alternatives rejected"), QStringLiteral("Conventions"), QStringLiteral("Sources"),
                               QStringLiteral("Prices"), QStringLiteral("Specifications"), QStringLiteral("Model architectures"),
                               QStringLiteral("What these estimates cannot know")};
    const QStringList layoutPages = pdf.layout.split(QLatin1Char('\f'), Qt::SkipEmptyParts);
    for (int n = 0; n < layoutPages.size(); ++n) {
        QStringList lines;
        for (const QString &line : layoutPages.at(n).split(QLatin1Char('\n'))) {
            if (!line.trimmed().isEmpty()) {
                lines.append(line.trimmed());
            }
        }
        QVERIFY(lines.size() >= 2);
        const QString lastBodyLine = lines.at(lines.size() - 2); // the footer is the last line
        QVERIFY2(!headings.contains(lastBodyLine), qPrintable(QStringLiteral("page %1 ends with \"%2\"").arg(n + 1).arg(lastBodyLine)));
    }
}

void TestReport::infeasiblePlanStillReports_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("shown");
    QTest::addColumn<QStringList>("notShown");
    const QStringList english{QStringLiteral("No build is offered"), QStringLiteral("Why nothing fits"),
                              QStringLiteral("What would work"), QStringLiteral("Requirements")};
    const QStringList chinese{QStringLiteral("不提供配置"), QStringLiteral("无可用配置的原因"),
                              QStringLiteral("可行的调整"), QStringLiteral("需求")};
    // "Requirements" and "需求" are words other text may hold too: only the headings of the other language.
    QTest::newRow("English") << QStringLiteral("en") << english << chinese.mid(0, 3);
    QTest::newRow("Simplified Chinese") << QStringLiteral("zh_CN") << chinese << english.mid(0, 3);
}

void TestReport::infeasiblePlanStillReports()
{
    QFETCH(QString, language);
    QVERIFY(setLanguage(language));
    const auto outcome = outcomeFor(QStringLiteral("legal-chat.workload.json"));
    QVERIFY(outcome);
    QVERIFY(!outcome->plan.feasible);
    ReportOptions options;
    options.language = language;
    options.edition = ReportEdition::Internal; // why nothing fits, in full
    const PdfText pdf = generate(*outcome, options);
    QVERIFY(pdf.pages > 1);
    QVERIFY(pdf.flat.contains(QStringLiteral("Chat service for the legal team")));
    QFETCH(QStringList, shown);
    QFETCH(QStringList, notShown);
    verifyLanguage(pdf, shown, notShown);
    if (QTest::currentTestFailed()) {
        return;
    }
    // The closest build named by the planner by its parts (not its catalog key), and the builds
    // each check rejected.
    const QString failure = QString::fromStdString(plantext::closestFailure(outcome->textContext(), outcome->plan.closest));
    QVERIFY(outcome->plan.closest.build);
    const Build &closest = *outcome->plan.closest.build;
    const QString gpus = QStringLiteral("%1 × %2").arg(closest.gpuCount).arg(
        QString::fromStdString(gpuOf(outcome->textContext().snapshot, closest).name));
    QVERIFY2(failure.contains(gpus), qPrintable(failure));
    QVERIFY2(!failure.contains(QString::fromStdString(closest.key)), qPrintable(failure));
    QVERIFY2(pdf.flat.contains(gpus), qPrintable(gpus));
    QVERIFY(!outcome->plan.rejectionsPerCheck.empty());
    for (const auto &[check, count] : outcome->plan.rejectionsPerCheck) {
        const QString name = language == QLatin1String("zh_CN") ? chineseCheckName(check) : Format::checkName(check);
        const QString row = QStringLiteral("%1 %2").arg(name, QLocale().toString(qlonglong(count)));
        QVERIFY2(pdf.flat.contains(row), qPrintable(row));
    }
    // Every suggestion, with whether it works.
    QVERIFY(!outcome->plan.suggestions.empty());
    for (const Suggestion &s : outcome->plan.suggestions) {
        // The first words (or, in Chinese, characters): a table cell wraps the rest.
        const QString start = QString::fromStdString(plantext::suggestionChange(outcome->textContext(), s))
                                  .section(QLatin1Char(' '), 0, 2)
                                  .left(12);
        QVERIFY2(pdf.flat.contains(start), qPrintable(start));
    }
    // No tier, no price offered.
    QVERIFY(!pdf.flat.contains(QStringLiteral("Bill of materials")));
}

void TestReport::coverUsesQuoteAndOptions()
{
    const auto outcome = outcomeFor(QStringLiteral("lab-mixed.workload.json"));
    QVERIFY(outcome);
    QuoteInfo quote;
    quote.number = "RP-7";
    quote.date = "2026-11-29";
    quote.validDays = 45;
    quote.preparedBy = "Quote Person";
    quote.contact = "Dr. Contact <c@example.org>";
    PdfText pdf = generate(*outcome, ReportOptions{}, quote);
    QVERIFY(pdf.flat.contains(QStringLiteral("2026-11-29")));
    QVERIFY(pdf.flat.contains(QDate(2026, 11, 29).addDays(45).toString(Qt::ISODate)));
    QVERIFY(pdf.flat.contains(QStringLiteral("Quote Person")));
    QVERIFY(pdf.flat.contains(QStringLiteral("Dr. Contact <c@example.org>")));
    QVERIFY(pdf.flat.contains(QStringLiteral("All prices in USD")));
    // Options win over the quote.
    ReportOptions options;
    options.preparedBy = QStringLiteral("Option Person");
    options.date = QDate(2027, 1, 15);
    pdf = generate(*outcome, options, quote);
    QVERIFY(pdf.flat.contains(QStringLiteral("Option Person")));
    QVERIFY(!pdf.flat.contains(QStringLiteral("Quote Person")));
    QVERIFY(pdf.flat.contains(QStringLiteral("2027-01-15")));
    QVERIFY(pdf.flat.contains(QDate(2027, 1, 15).addDays(45).toString(Qt::ISODate)));
}

void TestReport::failedWriteKeepsPreviousFile()
{
    const auto outcome = outcomeFor(QStringLiteral("lab-mixed.workload.json"));
    QVERIFY(outcome);
    // A folder that does not exist, and a "folder" that is a file: no file, the reason named.
    // Both are the environment's failure (exit 3), as for `catalog export`.
    const QString missing = m_dir->filePath(QStringLiteral("no-such-folder/quote.pdf"));
    Result<void> written = writeReportPdf(*outcome, {}, {}, missing);
    QVERIFY(!written);
    QVERIFY2(written.diagnostic().text().contains(missing), qPrintable(written.diagnostic().text()));
    QCOMPARE(written.diagnostic().kind, Diagnostic::Kind::Environment);
    QVERIFY(!QFile::exists(missing));
    const QString previous = m_dir->filePath(QStringLiteral("previous.pdf"));
    QFile file(previous);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("previous content\n");
    file.close();
    const QString underFile = previous + QStringLiteral("/quote.pdf");
    written = writeReportPdf(*outcome, {}, {}, underFile);
    QVERIFY(!written);
    QVERIFY(written.diagnostic().text().contains(underFile));
    QCOMPARE(exitCodeFor(written.diagnostics()), 3);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("previous content\n"));
    file.close();
    // Success replaces it.
    written = writeReportPdf(*outcome, {}, {}, previous);
    QVERIFY2(written, qPrintable(written ? QString() : written.diagnostic().text()));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.read(5) == "%PDF-");
}

void TestReport::printsOnAnyPagedDevice()
{
    // The in-memory rendering gives the same page count as the file, and the PDF starts and
    // ends like one (what File → Print gets through paintReport on a QPrinter).
    const auto outcome = outcomeFor(QStringLiteral("lab-mixed.workload.json"));
    QVERIFY(outcome);
    const Result<ReportPdf> rendered = renderReportPdf(*outcome, {}, {});
    QVERIFY2(rendered, qPrintable(rendered ? QString() : rendered.diagnostic().text()));
    const QByteArray pdf = rendered->data;
    const int pages = rendered->pages;
    QVERIFY(pdf.startsWith("%PDF-"));
    QVERIFY(pdf.trimmed().endsWith("%%EOF"));
    const QString path = m_dir->filePath(QStringLiteral("memory.pdf"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(pdf);
    file.close();
    QCOMPARE(readPdf(path).pages, pages);
    // An unknown language is refused, nothing half-made: the caller's input is wrong (exit 2).
    ReportOptions bad;
    bad.language = QStringLiteral("xx");
    const Result<ReportPdf> refused = renderReportPdf(*outcome, {}, bad);
    QVERIFY(!refused);
    QVERIFY(refused.diagnostic().text().contains(QStringLiteral("xx")));
    QCOMPARE(refused.diagnostic().kind, Diagnostic::Kind::BadInput);
    QCOMPARE(currentLanguage(), QStringLiteral("en"));
}

void TestReport::unitsStayWithTheirFigures()
{
    // Issue 42: "tokens/ s" broke across two lines of the PDF (Qt may break after a slash), and a
    // figure could end a line with its unit on the next. A no-break space joins figure and unit,
    // a word joiner the slash and the "s".
    QCOMPARE(reporthtml::keepUnitsTogether(QStringLiteral("<p class=\"x\">12.5 tokens/s, 256 GiB at 1.2 TB/s; 5 users</p>")),
             QStringLiteral("<p class=\"x\">12.5\u00a0tokens/\u2060s, 256\u00a0GiB at 1.2\u00a0TB/\u2060s; 5 users</p>"));
    QCOMPARE(reporthtml::keepUnitsTogether(QStringLiteral("<a href=\"https://x.org/tokens/s\">see https://x.org/a/b</a>")),
             QStringLiteral("<a href=\"https://x.org/tokens/s\">see https://x.org/a/b</a>"));

    const auto outcome = outcomeFor(QStringLiteral("lab-mixed.workload.json"));
    QVERIFY(outcome);
    for (ReportEdition edition : {ReportEdition::Internal, ReportEdition::Client}) {
        ReportOptions options;
        options.edition = edition;
        const QString html = ReportContent(*outcome, QuoteInfo{}, options, QString(), QDate(2026, 12, 6)).html();
        QVERIFY(html.contains(QStringLiteral("\u00a0tokens/\u2060s")));
        static const QRegularExpression breakable(QStringLiteral("\\d (tokens/|GB\\b|GiB\\b|W\\b)|tokens/s"));
        const QRegularExpressionMatch m = breakable.match(html);
        QVERIFY2(!m.hasMatch(), qPrintable(html.mid(std::max<qsizetype>(0, m.capturedStart() - 60), 120)));
    }
}

QTEST_MAIN(TestReport)
#include "tst_report.moc"
