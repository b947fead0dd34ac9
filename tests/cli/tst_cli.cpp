// SPDX-License-Identifier: GPL-3.0-or-later
// rigplan-cli as scripts use it: exit codes, messages on stderr, stable JSON on stdout.
#include "CliRun.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QSet>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Run = rigplan::testing::CliRun;

Run run(const QString &program, const QStringList &args)
{
    return rigplan::testing::runProgram(program, args, rigplan::testing::Display::Offscreen, 60000);
}

// One "Heading:" section of --help or of a man page: its items (term, text) in order, words
// joined by single spaces, so line breaks and roff fonts do not count.
using HelpSections = QMap<QString, QList<QPair<QString, QString>>>;

QString words(const QString &text)
{
    return text.simplified();
}

// --help's layout: a "Heading:" line starts a section; an item starts two spaces in, its term
// ends at a gap of two spaces or at the line's end; deeper-indented lines continue its text.
HelpSections helpSections(const QString &help)
{
    HelpSections sections;
    QString section;
    for (const QString &line : help.split(QLatin1Char('\n'))) {
        if (!line.isEmpty() && !line.front().isSpace() && line.endsWith(QLatin1Char(':'))) {
            section = line.chopped(1);
            continue;
        }
        if (section.isEmpty() || line.trimmed().isEmpty()) {
            continue;
        }
        auto &items = sections[section];
        if (line.startsWith(QLatin1String("  ")) && !line.at(2).isSpace()) {
            const qsizetype gap = line.indexOf(QLatin1String("  "), 2);
            items.append({words(line.mid(2, gap < 0 ? -1 : gap - 2)), gap < 0 ? QString() : words(line.mid(gap))});
        } else if (!items.isEmpty()) {
            items.last().second = words(items.last().second + QLatin1Char(' ') + line);
        }
    }
    return sections;
}

// A help2man page rendered to its words: font escapes dropped, "\-" a hyphen; .SS "Heading:"
// or .SH HEADING starts a section, .TP an item whose next line is the term.
HelpSections manSections(const QString &roff)
{
    static const QRegularExpression fonts(QStringLiteral(R"(\\f[BIRP]|\\[/,])"));
    HelpSections sections;
    QString section;
    bool term = false;
    for (QString line : roff.split(QLatin1Char('\n'))) {
        line.remove(fonts).replace(QLatin1String("\\-"), QLatin1String("-")).replace(QLatin1String("\\(aq"), QLatin1String("'"));
        if (line.startsWith(QLatin1String(".SS ")) || line.startsWith(QLatin1String(".SH "))) {
            section = line.mid(4).remove(QLatin1Char('"'));
            if (section.endsWith(QLatin1Char(':'))) {
                section.chop(1);
            }
            section = section.left(1).toUpper() + section.mid(1).toLower();
            continue;
        }
        if (line == QLatin1String(".TP")) {
            term = true;
            continue;
        }
        if (line.startsWith(QLatin1Char('.'))) {
            term = false; // .PP, .BR …: the item's text has ended
            continue;
        }
        auto &items = sections[section];
        if (term) {
            items.append({words(line), QString()});
            term = false;
        } else if (!items.isEmpty()) {
            items.last().second = words(items.last().second + QLatin1Char(' ') + line);
        }
    }
    return sections;
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void helpAndVersion();
    void kitWritesTheTiersFiles();
    void manPagesKeepEveryHelpItem_data();
    void manPagesKeepEveryHelpItem();
    void badInvocations_data();
    void badInvocations();
    void listJsonCarriesEveryColumn();
    void modelsJson();
    void importErrorsNameFileLineColumn();
    void importThenListShowsUserChange();
    void corruptCatalogIsAnIoError();
    void estimateJsonShape();
    void estimateBadInput_data();
    void estimateBadInput();
    void estimateAndPlanReportTheSoftwareStack();
    void planFeasibleAndInfeasible();
    void planKeepsToPinnedParts();
    void badPins_data();
    void badPins();
    void planEconomics();
    void planShowsPairsOfChanges();
    void exportToUnwritablePath();
    void screenshotLeavesNoTrace();
    void completionNeverCreatesACatalog();
    void readOnlyCatalogSaysSo_data();
    void readOnlyCatalogSaysSo();

private:
    Run cli(const QStringList &args)
    {
        return run(QStringLiteral(RIGPLAN_CLI_PATH), QStringList{QStringLiteral("--catalog"), m_catalog} + args);
    }
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_catalog;
};

void TestCli::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_catalog = m_dir->filePath(QStringLiteral("catalog.sqlite"));
}

void TestCli::helpAndVersion()
{
    Run r = run(QStringLiteral(RIGPLAN_CLI_PATH), {QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("Usage: rigplan-cli"));
    QVERIFY(r.out.contains("catalog list KIND"));
    QVERIFY(r.out.contains("Exit codes"));
    r = run(QStringLiteral(RIGPLAN_CLI_PATH), {QStringLiteral("--version")});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out.trimmed(), QByteArray("rigplan-cli " RIGPLAN_VERSION));
    r = run(QStringLiteral(RIGPLAN_GUI_PATH), {QStringLiteral("--version")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(RIGPLAN_VERSION), r.out.constData());
    // Without any display: --version still answers, a plain launch says why it cannot start.
    QProcess bare;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    bare.setProcessEnvironment(env);
    bare.start(QStringLiteral(RIGPLAN_GUI_PATH), {QStringLiteral("--version")});
    QVERIFY(bare.waitForFinished(30000));
    QCOMPARE(bare.exitCode(), 0);
    QVERIFY(bare.readAllStandardOutput().contains(RIGPLAN_VERSION));
    bare.start(QStringLiteral(RIGPLAN_GUI_PATH), {});
    QVERIFY(bare.waitForFinished(30000));
    QCOMPARE(bare.exitStatus(), QProcess::NormalExit);
    QCOMPARE(bare.exitCode(), 3);
    QVERIFY(bare.readAllStandardError().contains("no display"));
}

// `kit` writes the tier's files into -o DIR (scripts executable); a missing --tier is exit 2,
// an infeasible workload exit 1 with nothing written.
void TestCli::kitWritesTheTiersFiles()
{
    QTemporaryDir dir;
    const QString catalog = dir.filePath(QStringLiteral("catalog.sqlite"));
    const QString out = dir.filePath(QStringLiteral("kit"));
    Run r = run(QStringLiteral(RIGPLAN_CLI_PATH), {QStringLiteral("--catalog"), catalog, QStringLiteral("kit"),
                                                   rigplan::testing::sample("lab-mixed.workload.json"), QStringLiteral("-o"), out});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--tier"), r.err.constData());
    r = run(QStringLiteral(RIGPLAN_CLI_PATH), {QStringLiteral("--catalog"), catalog, QStringLiteral("kit"),
                                               rigplan::testing::sample("lab-mixed.workload.json"), QStringLiteral("--tier"),
                                               QStringLiteral("entry"), QStringLiteral("-o"), out});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    for (const char *name : {"README.md", "accept.sh", "serve-2.sh", "ds_config-1.json", "lora-1.json"}) {
        QVERIFY2(QFile::exists(out + QLatin1Char('/') + QLatin1String(name)), name);
    }
    QVERIFY(QFile::permissions(out + QStringLiteral("/accept.sh")) & QFileDevice::ExeOwner);
    QVERIFY(!(QFile::permissions(out + QStringLiteral("/README.md")) & QFileDevice::ExeOwner));
    const QString none = dir.filePath(QStringLiteral("none"));
    r = run(QStringLiteral(RIGPLAN_CLI_PATH), {QStringLiteral("--catalog"), catalog, QStringLiteral("kit"),
                                               rigplan::testing::sample("legal-chat.workload.json"), QStringLiteral("--tier"),
                                               QStringLiteral("entry"), QStringLiteral("-o"), none});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(!QFile::exists(none));
}

// rigplan-cli(1) and rigplan(1) are made from --help by help2man, which takes a line that
// starts an item as a term: a synopsis wrapped onto a second line became an item of its own
// and the command after it was folded into the text before. Every section of --help must come
// out in the page with the same items, terms whole, texts word for word.
void TestCli::manPagesKeepEveryHelpItem_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<QString>("page");
    QTest::newRow("rigplan-cli") << QStringLiteral(RIGPLAN_CLI_PATH) << QStringLiteral("rigplan-cli.1.gz");
    QTest::newRow("rigplan") << QStringLiteral(RIGPLAN_GUI_PATH) << QStringLiteral("rigplan.1.gz");
}

void TestCli::manPagesKeepEveryHelpItem()
{
    QFETCH(QString, program);
    QFETCH(QString, page);
    const QString pagePath = QStringLiteral(RIGPLAN_BINARY_DIR "/packaging/man/") + page;
    if (!QFile::exists(pagePath)) {
        QSKIP("built without man pages (-DRIGPLAN_MAN_PAGES=OFF)");
    }
    const Run help = run(program, {QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    const Run roff = run(QStringLiteral("gzip"), {QStringLiteral("-dc"), pagePath});
    QCOMPARE(roff.exitCode, 0);
    const HelpSections expected = helpSections(QString::fromUtf8(help.out));
    const HelpSections shown = manSections(QString::fromUtf8(roff.out));
    QVERIFY(expected.contains(QStringLiteral("Options")));
    for (auto it = expected.cbegin(); it != expected.cend(); ++it) {
        QVERIFY2(shown.contains(it.key()), qPrintable(QStringLiteral("no section %1 in %2").arg(it.key(), page)));
        const auto &items = shown[it.key()];
        for (qsizetype i = 0; i < it.value().size(); ++i) {
            const QString where = QStringLiteral("%1, %2 item %3").arg(page, it.key()).arg(i + 1);
            QVERIFY2(i < items.size(), qPrintable(where + QStringLiteral(" missing")));
            QCOMPARE(items[i].first, it.value()[i].first);
            QCOMPARE(items[i].second, it.value()[i].second);
        }
        QCOMPARE(items.size(), it.value().size());
    }
}

void TestCli::badInvocations_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QByteArray>("message");
    QTest::newRow("no command") << QStringList{} << 2 << QByteArray("Usage");
    QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")} << 2 << QByteArray("unknown command \"frobnicate\"");
    QTest::newRow("unknown kind") << QStringList{QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("gpu")} << 2
                                  << QByteArray("unknown kind \"gpu\"");
    QTest::newRow("bad format") << QStringList{QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("gpus"),
                                               QStringLiteral("--format"), QStringLiteral("xml")}
                                << 2 << QByteArray("--format: expected table or json");
    QTest::newRow("unknown option") << QStringList{QStringLiteral("--frob")} << 2 << QByteArray("frob");
    QTest::newRow("missing file") << QStringList{QStringLiteral("catalog"), QStringLiteral("import"), QStringLiteral("/nonexistent/x.csv")}
                                  << 2 << QByteArray("/nonexistent/x.csv");
}

void TestCli::badInvocations()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QByteArray, message);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(message), r.err.constData());
}

void TestCli::listJsonCarriesEveryColumn()
{
    const Run r = cli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("gpus"), QStringLiteral("--format"),
                       QStringLiteral("json")});
    QCOMPARE(r.exitCode, 0);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonArray rows = doc.array();
    QVERIFY(rows.size() >= 26);
    for (const QJsonValue &v : rows) {
        const QJsonObject o = v.toObject();
        for (const char *key : {"id", "name", "memory_bytes", "memory_bandwidth_bps", "bf16_tflops", "board_power_w",
                                "form_factor", "cooling", "source", "source_date", "origin", "user_changed"}) {
            QVERIFY2(o.contains(QLatin1String(key)), key);
        }
        QVERIFY(o.value(QStringLiteral("memory_bytes")).isDouble());
        QVERIFY(!o.value(QStringLiteral("source")).toString().isEmpty());
    }
}

void TestCli::modelsJson()
{
    const Run r = cli({QStringLiteral("models"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray rows = QJsonDocument::fromJson(r.out).array();
    QVERIFY(rows.size() >= 20);
    bool sawLlama = false;
    for (const QJsonValue &v : rows) {
        const QJsonObject o = v.toObject();
        if (o.value(QStringLiteral("id")).toString() == QLatin1String("llama-2-7b")) {
            // Llama 2 paper / transformers num_parameters(): 6,738,415,616.
            QCOMPARE(o.value(QStringLiteral("params")).toInteger(), Q_INT64_C(6738415616));
            QCOMPARE(o.value(QStringLiteral("kv_heads")).toInt(), 32);
            sawLlama = true;
        }
    }
    QVERIFY(sawLlama);
    const Run table = cli({QStringLiteral("models")});
    QCOMPARE(table.exitCode, 0);
    QVERIFY(table.out.contains("mixtral-8x7b"));
}

void TestCli::importErrorsNameFileLineColumn()
{
    const QString file = m_dir->filePath(QStringLiteral("prices.csv"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("part_kind,part_id,amount_minor,currency,price_date,source,estimate\n"
            "gpu,rtx-4090,150000,USD,2026-11-01,quote,0\n"
            "gpu,rtx-4090,lots,USD,2026-11-01,quote,0\n");
    f.close();
    const QStringList exportArgs{QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("prices"),
                                 QStringLiteral("--format"), QStringLiteral("json")};
    const QByteArray before = cli(exportArgs).out;
    const Run r = cli({QStringLiteral("catalog"), QStringLiteral("import"), file});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("%1:3:3: amount_minor: expected a whole number").arg(file).toUtf8()), r.err.constData());
    QVERIFY(r.err.contains("nothing was changed"));
    QCOMPARE(cli(exportArgs).out, before);
}

void TestCli::importThenListShowsUserChange()
{
    const QString file = m_dir->filePath(QStringLiteral("gpus.csv"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("id,board_power_w\nrtx-4090,400\n");
    f.close();
    Run r = cli({QStringLiteral("catalog"), QStringLiteral("import"), file});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("1 changed"));
    r = cli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("gpus")});
    QVERIFY(r.out.contains("400*"));
    QVERIFY(r.out.contains("changed by the user"));
    r = cli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("gpus"), QStringLiteral("--format"),
             QStringLiteral("json")});
    for (const QJsonValue &v : QJsonDocument::fromJson(r.out).array()) {
        const QJsonObject o = v.toObject();
        if (o.value(QStringLiteral("id")).toString() == QLatin1String("rtx-4090")) {
            QCOMPARE(o.value(QStringLiteral("board_power_w")).toInt(), 400);
            QCOMPARE(o.value(QStringLiteral("user_changed")).toArray().first().toString(), QStringLiteral("board_power_w"));
        }
    }
    // Export writes the effective values.
    const QString out = m_dir->filePath(QStringLiteral("out.csv"));
    QCOMPARE(cli({QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("gpus"), out}).exitCode, 0);
    QFile exported(out);
    QVERIFY(exported.open(QIODevice::ReadOnly));
    QVERIFY(exported.readAll().contains("rtx-4090,NVIDIA,"));
}

void TestCli::corruptCatalogIsAnIoError()
{
    QFile f(m_catalog);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray(2048, 'x'));
    f.close();
    const Run r = cli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("gpus")});
    QCOMPARE(r.exitCode, 3);
    QVERIFY(r.err.contains(m_catalog.toUtf8()));
    QVERIFY(r.err.contains("not an SQLite database"));
}

void TestCli::exportToUnwritablePath()
{
    const Run r = cli({QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("gpus"),
                       QStringLiteral("/nonexistent-dir/gpus.csv")});
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.err.contains("/nonexistent-dir/gpus.csv"), r.err.constData());
}

void TestCli::estimateJsonShape()
{
    const QString sample = QStringLiteral(RIGPLAN_SOURCE_DIR "/resources/samples/lab-mixed.workload.json");
    const Run r = cli({QStringLiteral("estimate"), sample, QStringLiteral("--gpu"), QStringLiteral("h100-sxm-80gb"),
                       QStringLiteral("--gpus"), QStringLiteral("2"), QStringLiteral("--format"), QStringLiteral("json"),
                       QStringLiteral("--explain")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(root.value(QStringLiteral("gpu")).toObject().value(QStringLiteral("count")).toInt(), 2);
    QCOMPARE(root.value(QStringLiteral("gpu")).toObject().value(QStringLiteral("capacity_bytes")).toInteger(),
             Q_INT64_C(85899345920)); // 80 GiB (H100 SXM data sheet "80 GB" is binary)
    const QJsonArray jobs = root.value(QStringLiteral("jobs")).toArray();
    QCOMPARE(jobs.size(), 2);
    for (const QJsonValue &v : jobs) {
        const QJsonObject job = v.toObject();
        const QJsonObject perGpu = job.value(QStringLiteral("per_gpu")).toObject();
        for (const char *key : {"weights_bytes", "gradients_bytes", "optimizer_bytes", "activations_bytes", "kv_cache_bytes",
                                "overhead_bytes", "total_bytes", "capacity_bytes"}) {
            QVERIFY2(perGpu.contains(QLatin1String(key)), key);
        }
        // The parts add up to the total (every component is reported).
        qint64 sum = 0;
        for (const QString &key : perGpu.keys()) {
            if (key != QLatin1String("total_bytes") && key != QLatin1String("capacity_bytes")
                && key != QLatin1String("usable_bytes")) {
                sum += perGpu.value(key).toInteger();
            }
        }
        QCOMPARE(sum, perGpu.value(QStringLiteral("total_bytes")).toInteger());
        QVERIFY(job.value(QStringLiteral("fits")).toBool());
        QVERIFY(!job.value(QStringLiteral("convention")).toString().isEmpty());
        QVERIFY(job.value(QStringLiteral("explanations")).toArray().size() > 3);
        if (job.value(QStringLiteral("kind")).toString() == QLatin1String("inference")) {
            const QJsonObject inference = job.value(QStringLiteral("inference")).toObject();
            QVERIFY(inference.value(QStringLiteral("decode_tokens_per_s_per_user")).toDouble() > 0);
            QCOMPARE(job.value(QStringLiteral("training")).toObject().value(QStringLiteral("tokens_per_s")).toDouble(), 0.0);
            // how many users the layout carries: the sample's 8 users meet its targets, so at least 8 do
            const QJsonObject capacity = inference.value(QStringLiteral("capacity")).toObject();
            QVERIFY(capacity.value(QStringLiteral("max_users_meeting_targets")).toInteger() >= 8);
            QVERIFY(capacity.value(QStringLiteral("saturation_users")).toInteger() > 0);
            QVERIFY(capacity.value(QStringLiteral("peak_output_tokens_per_s")).toDouble()
                    >= inference.value(QStringLiteral("aggregate_tokens_per_s")).toDouble());
        } else {
            QVERIFY(job.value(QStringLiteral("training")).toObject().value(QStringLiteral("hours")).toDouble() > 0);
            QCOMPARE(job.value(QStringLiteral("inference")).toObject().value(QStringLiteral("ttft_s")).toDouble(), 0.0);
        }
    }
    // One GPU of 24 GB cannot hold the 70B service: done, but exit 1.
    const Run small = cli({QStringLiteral("estimate"), sample, QStringLiteral("--gpu"), QStringLiteral("rtx-4090")});
    QCOMPARE(small.exitCode, 1);
    QVERIFY(small.out.contains("DOES NOT FIT"));
}

// Issue 19: "will FP8 serving run on an A100" is answered by estimate (jobs[].software), and
// every tier of a plan names its stack (tiers[].software). Facts: vLLM's quantization hardware
// table (FP8 W8A8 from Ada; Ampere weight-only through FP8 Marlin); CUDA 12.8 / driver 570.26
// and cu128 wheels for Blackwell (CUDA release notes, PyTorch 2.7 release blog).
void TestCli::estimateAndPlanReportTheSoftwareStack()
{
    const QString file = m_dir->filePath(QStringLiteral("fp8.json"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "rigplan.workload/1", "title": "fp8", "jobs": [{"kind": "inference",
        "model": "llama-3.1-8b", "weights": "fp8", "engine": "vllm"}], "site": {"outlet": "eu-230v-16a",
        "environment": "lab"}, "requirements": {"ecc": "any"}})");
    f.close();
    const Run a100 = cli({QStringLiteral("estimate"), file, QStringLiteral("--gpu"), QStringLiteral("a100-pcie-80gb"),
                          QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(a100.exitCode, 0);
    const QJsonObject job = QJsonDocument::fromJson(a100.out).object().value(QStringLiteral("jobs")).toArray().at(0).toObject();
    const QJsonObject software = job.value(QStringLiteral("software")).toObject();
    QVERIFY(software.value(QStringLiteral("runs")).toBool());
    const QJsonObject format = software.value(QStringLiteral("format")).toObject();
    QCOMPARE(format.value(QStringLiteral("mode")).toString(), QStringLiteral("weight-only"));
    QCOMPARE(format.value(QStringLiteral("compute_as")).toString(), QStringLiteral("bf16"));
    const QJsonArray warnings = software.value(QStringLiteral("warnings")).toArray();
    QVERIFY(!warnings.isEmpty());
    QCOMPARE(warnings.at(0).toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("weight_only"));
    QCOMPARE(software.value(QStringLiteral("frameworks")).toArray().at(0).toObject().value(QStringLiteral("name")).toString(),
             QStringLiteral("vLLM"));
    // Experts in host memory read at the host --host-bandwidth names: twice the bandwidth, a faster
    // decode; the JSON carries the experts' bytes and the read rate (× the fitted share 0.44).
    const QString moe = m_dir->filePath(QStringLiteral("moe.json"));
    QFile m(moe);
    QVERIFY(m.open(QIODevice::WriteOnly));
    m.write(R"({"format": "rigplan.workload/1", "jobs": [{"kind": "inference", "model": "qwen3-30b-a3b",
        "engine": "sglang", "expert_placement": "host", "context_length": 4096, "prompt_tokens": 1000,
        "output_tokens": 200}]})");
    m.close();
    const auto hosted = [&](const char *gbps) {
        const Run r = cli({QStringLiteral("estimate"), moe, QStringLiteral("--gpu"), QStringLiteral("rtx-4090"),
                           QStringLiteral("--host-bandwidth"), QString::fromLatin1(gbps), QStringLiteral("--format"),
                           QStringLiteral("json")});
        return QJsonDocument::fromJson(r.out).object().value(QStringLiteral("jobs")).toArray().at(0).toObject()
            .value(QStringLiteral("inference")).toObject();
    };
    const QJsonObject slow = hosted("89.6"), fast = hosted("179.2");
    QCOMPARE(slow.value(QStringLiteral("host_moe_layers")).toDouble(), 48.0);
    QVERIFY(slow.value(QStringLiteral("host_expert_bytes")).toDouble() > 55e9);
    QCOMPARE(fast.value(QStringLiteral("host_expert_read_bps")).toDouble(), 179.2e9 * 0.44);
    QVERIFY(fast.value(QStringLiteral("decode_tokens_per_s_per_user")).toDouble()
            > 1.5 * slow.value(QStringLiteral("decode_tokens_per_s_per_user")).toDouble());

    // On an MI210 (no FP8, FP8 Marlin NVIDIA-only) the job does not run, and the text says so.
    const Run mi210 = cli({QStringLiteral("estimate"), file, QStringLiteral("--gpu"), QStringLiteral("mi210")});
    QVERIFY2(mi210.out.contains("software: NOT SUPPORTED: vLLM does not run FP8 W8A8"), mi210.out.constData());

    const Run plan = cli({QStringLiteral("plan"), file, QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(plan.exitCode, 0);
    const QJsonArray tiers = QJsonDocument::fromJson(plan.out).object().value(QStringLiteral("tiers")).toArray();
    QVERIFY(!tiers.isEmpty());
    for (const QJsonValue &v : tiers) {
        const QJsonObject stack = v.toObject().value(QStringLiteral("software")).toObject();
        for (const char *key : {"architecture", "compute_capability", "min_driver_linux", "cuda_or_rocm", "pytorch_wheel",
                                "frameworks", "warnings"}) {
            QVERIFY2(stack.contains(QLatin1String(key)), key);
        }
        QVERIFY(stack.value(QStringLiteral("runs")).toBool()); // a tier passes every check, software included
        if (stack.value(QStringLiteral("compute_capability")).toString() == QLatin1String("12.0")) {
            QVERIFY(stack.value(QStringLiteral("min_driver_linux")).toString().section(QLatin1Char('.'), 0, 0).toInt() >= 570);
            QCOMPARE(stack.value(QStringLiteral("pytorch_wheel")).toString(), QStringLiteral("cu128"));
        }
    }
}

void TestCli::estimateBadInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("workload");
    QTest::addColumn<QByteArray>("message");
    const QByteArray good = R"({"format": "rigplan.workload/1", "jobs": [{"kind": "inference", "model": "llama-3.1-8b"}]})";
    QTest::newRow("unknown GPU") << QStringList{QStringLiteral("--gpu"), QStringLiteral("rtx-9999")} << good
                                 << QByteArray("unknown GPU \"rtx-9999\"");
    QTest::newRow("no GPU") << QStringList{} << good << QByteArray("--gpu GPU_ID is required");
    QTest::newRow("zero GPUs") << QStringList{QStringLiteral("--gpu"), QStringLiteral("l40s"), QStringLiteral("--gpus"), QStringLiteral("0")}
                               << good << QByteArray("--gpus: expected a whole number");
    QTest::newRow("host bandwidth of zero")
        << QStringList{QStringLiteral("--gpu"), QStringLiteral("l40s"), QStringLiteral("--host-bandwidth"), QStringLiteral("0")}
        << good << QByteArray("--host-bandwidth: expected the host memory's peak GB/s from 1 to 100000");
    QTest::newRow("host bandwidth as text")
        << QStringList{QStringLiteral("--gpu"), QStringLiteral("l40s"), QStringLiteral("--host-bandwidth"), QStringLiteral("fast")}
        << good << QByteArray("got \"fast\"");
    QTest::newRow("unknown model") << QStringList{QStringLiteral("--gpu"), QStringLiteral("l40s")}
                                   << QByteArray(R"({"format": "rigplan.workload/1", "jobs": [{"kind": "inference", "model": "llama-3.1-9b"}]})")
                                   << QByteArray("jobs[0].model");
    QTest::newRow("malformed JSON") << QStringList{QStringLiteral("--gpu"), QStringLiteral("l40s")}
                                    << QByteArray("{\"format\": \"rigplan.workload/1\",\n  \"jobs\": [\n") << QByteArray("w.json:");
    QTest::newRow("negative context") << QStringList{QStringLiteral("--gpu"), QStringLiteral("l40s")}
                                      << QByteArray(R"({"format": "rigplan.workload/1", "jobs": [{"kind": "inference", "model": "llama-3.1-8b", "context_length": -5}]})")
                                      << QByteArray("jobs[0].context_length");
}

void TestCli::estimateBadInput()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, workload);
    QFETCH(QByteArray, message);
    const QString file = m_dir->filePath(QStringLiteral("w.json"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(workload);
    f.close();
    const Run r = cli(QStringList{QStringLiteral("estimate"), file} + args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), r.err.constData());
}

void TestCli::planFeasibleAndInfeasible()
{
    Run r = cli({QStringLiteral("plan"), QStringLiteral(RIGPLAN_SOURCE_DIR "/resources/samples/lab-mixed.workload.json"),
                 QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.exitCode, 0);
    QJsonObject root = QJsonDocument::fromJson(r.out).object();
    QVERIFY(root.value(QStringLiteral("feasible")).toBool());
    const QJsonArray tiers = root.value(QStringLiteral("tiers")).toArray();
    QVERIFY(tiers.size() >= 2);
    for (const QJsonValue &v : tiers) {
        const QJsonObject t = v.toObject();
        QVERIFY(t.value(QStringLiteral("build")).toObject().value(QStringLiteral("gpu")).toObject().value(QStringLiteral("count")).toInt() >= 1);
        qint64 sum = 0;
        for (const QJsonValue &line : t.value(QStringLiteral("bom")).toArray()) {
            sum += line.toObject().value(QStringLiteral("line_total_minor")).toInteger();
        }
        QCOMPARE(sum, t.value(QStringLiteral("price")).toObject().value(QStringLiteral("total_minor")).toInteger());
        QVERIFY(t.value(QStringLiteral("power")).toObject().value(QStringLiteral("wall_w")).toDouble() <= 1920.0);
        QVERIFY(t.value(QStringLiteral("price")).toObject().value(QStringLiteral("total_minor")).toInteger() <= 6000000);
    }
    // The infeasible example: exit 1, the failing check named, and something that would work.
    r = cli({QStringLiteral("plan"), QStringLiteral(RIGPLAN_SOURCE_DIR "/resources/samples/legal-chat.workload.json"),
             QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.exitCode, 1);
    root = QJsonDocument::fromJson(r.out).object();
    QVERIFY(!root.value(QStringLiteral("feasible")).toBool());
    const QString firstFailure = root.value(QStringLiteral("first_failure")).toString();
    QVERIFY(!firstFailure.isEmpty());
    // The tally as data: every check id with its count, also in the sentence.
    const QJsonObject perCheck = root.value(QStringLiteral("rejections_per_check")).toObject();
    QVERIFY(!perCheck.isEmpty());
    for (auto it = perCheck.begin(); it != perCheck.end(); ++it) {
        QVERIFY(it.value().toInteger() > 0);
        QVERIFY2(firstFailure.contains(QStringLiteral("%1 %2").arg(it.key()).arg(it.value().toInteger())),
            qPrintable(it.key()));
    }
    bool anyWorks = false;
    for (const QJsonValue &v : root.value(QStringLiteral("suggestions")).toArray()) {
        anyWorks = anyWorks || v.toObject().value(QStringLiteral("feasible")).toBool();
    }
    QVERIFY(anyWorks);
}

// --pin keeps the search to the parts given: every tier is built from them, the answer lists
// them; an infeasible pin gets the usual "no build" answer (exit 1), not an error.
void TestCli::planKeepsToPinnedParts()
{
    const QString sample = QStringLiteral(RIGPLAN_SOURCE_DIR "/resources/samples/lab-mixed.workload.json");
    Run r = cli({QStringLiteral("plan"), sample, QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--pin"),
                 QStringLiteral("gpu=rtx-pro-6000-blackwell:2"), QStringLiteral("--pin"), QStringLiteral("cpu=xeon-w5-2465x")});
    QCOMPARE(r.exitCode, 0);
    QJsonObject root = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(root.value(QStringLiteral("pins")).toArray(),
             QJsonArray({QStringLiteral("gpu=rtx-pro-6000-blackwell:2"), QStringLiteral("cpu=xeon-w5-2465x")}));
    const QJsonArray tiers = root.value(QStringLiteral("tiers")).toArray();
    QVERIFY(!tiers.isEmpty());
    for (const QJsonValue &v : tiers) {
        const QJsonObject build = v.toObject().value(QStringLiteral("build")).toObject();
        const QJsonObject gpu = build.value(QStringLiteral("gpu")).toObject();
        QCOMPARE(gpu.value(QStringLiteral("id")).toString(), QStringLiteral("rtx-pro-6000-blackwell"));
        QCOMPARE(gpu.value(QStringLiteral("count")).toInt(), 2);
        QCOMPARE(build.value(QStringLiteral("cpu")).toString(), QStringLiteral("xeon-w5-2465x"));
    }
    // Unpinned, the same workload is built from other parts too.
    r = cli({QStringLiteral("plan"), sample, QStringLiteral("--format"), QStringLiteral("json")});
    QSet<QString> gpus;
    for (const QJsonValue &v : QJsonDocument::fromJson(r.out).object().value(QStringLiteral("tiers")).toArray()) {
        gpus.insert(v.toObject().value(QStringLiteral("build")).toObject().value(QStringLiteral("gpu")).toObject().value(QStringLiteral("id")).toString());
    }
    QVERIFY(gpus != QSet<QString>{QStringLiteral("rtx-pro-6000-blackwell")});
    // The table says what the search was kept to.
    r = cli({QStringLiteral("plan"), sample, QStringLiteral("--pin"), QStringLiteral("gpu=rtx-pro-6000-blackwell:2")});
    QVERIFY2(r.out.startsWith("pinned: gpu=rtx-pro-6000-blackwell:2"), r.out.left(200).constData());
    // One card too small for the 70B chat job: no build, said as for any workload.
    r = cli({QStringLiteral("plan"), sample, QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--pin"),
             QStringLiteral("gpu=rtx-4090:1")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(!QJsonDocument::fromJson(r.out).object().value(QStringLiteral("feasible")).toBool());
}

void TestCli::badPins_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("message");
    const QString sample = QStringLiteral(RIGPLAN_SOURCE_DIR "/resources/samples/lab-mixed.workload.json");
    const auto plan = [&](const char *pin) { return QStringList{QStringLiteral("plan"), sample, QStringLiteral("--pin"), QLatin1String(pin)}; };
    QTest::newRow("unknown id") << plan("gpu=nope") << QByteArray("--pin gpu=nope: the catalog has no gpu \"nope\"");
    QTest::newRow("unknown kind") << plan("frob=x") << QByteArray("--pin frob=x: expected a kind of gpu cpu platform");
    QTest::newRow("no id") << plan("gpu=") << QByteArray("expected KIND=ID[:COUNT]");
    QTest::newRow("count on a cpu") << plan("cpu=xeon-w5-2465x:2") << QByteArray("a count is taken for GPUs only");
    QTest::newRow("count out of range") << plan("gpu=rtx-4090:0") << QByteArray("expected a GPU count from 1 to 64");
    QTest::newRow("count no platform takes") << plan("gpu=rtx-4090:64") << QByteArray("no platform left by the pins takes 64 GPUs");
    QTest::newRow("two counts") << QStringList{QStringLiteral("plan"), sample, QStringLiteral("--pin"), QStringLiteral("gpu=rtx-4090:2"),
                                               QStringLiteral("--pin"), QStringLiteral("gpu=rtx-5090:4")}
                                << QByteArray("another GPU pin asks for 2 GPUs");
    QTest::newRow("not plan") << QStringList{QStringLiteral("estimate"), sample, QStringLiteral("--gpu"), QStringLiteral("rtx-4090"),
                                             QStringLiteral("--pin"), QStringLiteral("gpu=rtx-4090")}
                              << QByteArray("--pin: only plan takes pinned parts, not estimate");
}

// A pin the search cannot take is a usage error (exit 2) naming the pin and what was expected.
void TestCli::badPins()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, message);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), r.err.constData());
}

void TestCli::planShowsPairsOfChanges()
{
    // 405B in int4 for 32 users in a US office on 15 A: only a server room and a larger circuit
    // together make a build. The table joins the two changes with " + " and prices the build;
    // the JSON gives the changes as data, with the workload keys they set.
    const QString path = m_dir->filePath(QStringLiteral("office-405b.workload.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "rigplan.workload/1", "title": "405B chat in an office",
                "jobs": [{"kind": "inference", "model": "llama-3.1-405b", "weights": "int4", "kv_cache": "fp16",
                          "context_length": 8192, "concurrency": 32, "prompt_tokens": 2048, "output_tokens": 512}],
                "site": {"outlet": "us-120v-15a", "environment": "office"}})");
    f.close();
    Run r = cli({QStringLiteral("plan"), path});
    QCOMPARE(r.exitCode, 1);
    const QString text = QString::fromUtf8(r.out);
    // Which larger circuit completes the pair depends on the catalog's PSUs; each is named
    // with its continuous watts.
    QVERIFY2(text.contains(QStringLiteral("✓ place the machine in a server room (rack chassis and loud machines allowed) + "
                                          "a dedicated ")),
             r.out.constData());
    QVERIFY2(text.contains(QStringLiteral("✗ a dedicated 120 V 20 A circuit")), r.out.constData());

    r = cli({QStringLiteral("plan"), path, QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.exitCode, 1);
    const QJsonArray suggestions = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("suggestions")).toArray();
    QVERIFY(!suggestions.isEmpty());
    const QJsonObject first = suggestions.first().toObject();
    QVERIFY(first.value(QStringLiteral("feasible")).toBool());
    const QJsonArray changes = first.value(QStringLiteral("changes")).toArray();
    QCOMPARE(changes.size(), 2);
    QCOMPARE(changes.at(0).toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("server_room"));
    QCOMPARE(changes.at(1).toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("circuit"));
    const QString outlet = changes.at(1).toObject().value(QStringLiteral("outlet")).toString();
    QVERIFY2(outlet == QLatin1String("us-120v-20a") || outlet == QLatin1String("dc-208v-30a"), qPrintable(outlet));
    const qint64 price = first.value(QStringLiteral("price_minor")).toInteger();
    QVERIFY(price > 0);
    QCOMPARE(first.value(QStringLiteral("entry")).toObject().value(QStringLiteral("price_minor")).toInteger(), price);
    QVERIFY(first.value(QStringLiteral("entry")).toObject().value(QStringLiteral("violations")).toArray().isEmpty());
    // A searched value is the workload key it sets.
    bool users = false;
    for (const QJsonValue &v : suggestions) {
        const QJsonObject c = v.toObject().value(QStringLiteral("changes")).toArray().first().toObject();
        if (c.value(QStringLiteral("kind")).toString() == QStringLiteral("fewer_users")) {
            users = true;
            QCOMPARE(c.value(QStringLiteral("job")).toInt(), 0);
            QVERIFY(c.value(QStringLiteral("concurrency")).toInteger() >= 1);
        }
    }
    QVERIFY(users);
}

void TestCli::planEconomics()
{
    // The workload's "economics" override reaches every tier; a bad override is bad input.
    const Run r = cli({QStringLiteral("plan"), QStringLiteral(RIGPLAN_SOURCE_DIR "/tests/data/workloads/inline-models.workload.json"),
                       QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject root = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(root.value(QStringLiteral("currency")).toString(), QStringLiteral("EUR"));
    for (const QJsonValue &v : root.value(QStringLiteral("tiers")).toArray()) {
        const QJsonObject tier = v.toObject();
        const QJsonObject e = tier.value(QStringLiteral("economics")).toObject();
        QCOMPARE(e.value(QStringLiteral("tariff_per_kwh")).toDouble(), 0.31);
        QCOMPARE(e.value(QStringLiteral("duty_hours_per_day")).toDouble(), 10.0);
        // TCO = purchase + energy + support, and the yearly curve starts at the purchase.
        const qint64 purchase = tier.value(QStringLiteral("price")).toObject().value(QStringLiteral("total_minor")).toInteger();
        QCOMPARE(e.value(QStringLiteral("purchase_minor")).toInteger(), purchase);
        QCOMPARE(e.value(QStringLiteral("tco_minor")).toInteger(),
                 purchase + e.value(QStringLiteral("energy_over_life_minor")).toInteger()
                     + e.value(QStringLiteral("support_over_life_minor")).toInteger());
        QCOMPARE(e.value(QStringLiteral("cumulative_cost_minor")).toArray().first().toInteger(), purchase);
    }
    const QString bad = m_dir->filePath(QStringLiteral("bad-economics.json"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "rigplan.workload/1", "jobs": [{"kind": "inference", "model": "llama-3.1-8b"}],
               "economics": {"duty_hours_per_day": 30}})");
    f.close();
    const Run e = cli({QStringLiteral("plan"), bad});
    QCOMPARE(e.exitCode, 2);
    QVERIFY2(e.err.contains("economics.duty_hours_per_day"), e.err.constData());
}

// Issue 18: `rigplan --screenshot` added the file it opened to Open Recent. A screenshot run
// writes nothing into the user's settings (its own HOME and XDG folders here).
void TestCli::screenshotLeavesNoTrace()
{
    QTemporaryDir home;
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    p.setProcessEnvironment(env);
    const QString shot = m_dir->filePath(QStringLiteral("shot.png"));
    p.start(QStringLiteral(RIGPLAN_GUI_PATH),
            {QStringLiteral("--catalog"), m_catalog, QStringLiteral("--screenshot"), shot, QStringLiteral("--open"),
             rigplan::testing::sample("lab-mixed.workload.json"), QStringLiteral("--size"), QStringLiteral("800x600"),
             QStringLiteral("--lang"), QStringLiteral("en")});
    QVERIFY(p.waitForFinished(120000));
    QCOMPARE(p.exitCode(), 0);
    QVERIFY(QFile::exists(shot));
    const QByteArray settings =
        rigplan::testing::readAll(home.filePath(QStringLiteral("config/RigPlan/RigPlan.conf")));
    QVERIFY2(!settings.contains("recent"), settings.constData());
    QVERIFY2(!settings.contains("lab-mixed"), settings.constData());
    QVERIFY2(!settings.contains("window_geometry"), settings.constData());
}

namespace {

// The candidates bash offers for `line` through the shipped completion, as an interactive
// shell loads it (as tests/packaging/check_deb.sh does for the installed one).
QStringList completeWithBash(const QString &line)
{
    QProcess bash;
    bash.start(QStringLiteral("bash"), {QStringLiteral("--norc"), QStringLiteral("--noprofile"), QStringLiteral("-c"),
                                        QStringLiteral(R"(source /usr/share/bash-completion/bash_completion
source "$1"
COMP_LINE=$2
COMP_POINT=${#COMP_LINE}
read -ra COMP_WORDS <<<"$COMP_LINE"
COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
_rigplan_cli "${COMP_WORDS[0]}" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
printf "%s\n" "${COMPREPLY[@]}")"),
                                        QStringLiteral("_"),
                                        QStringLiteral(RIGPLAN_SOURCE_DIR "/packaging/completions/bash/rigplan-cli"), line});
    bash.waitForFinished(60000);
    return QString::fromUtf8(bash.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace

void TestCli::completionNeverCreatesACatalog()
{
    // What the completions ask for: the GPU ids, one a line, of the catalog on the line.
    QCOMPARE(cli({QStringLiteral("models")}).exitCode, 0);
    Run r = cli({QStringLiteral("complete"), QStringLiteral("gpus")});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> ids = r.out.split('\n');
    QVERIFY2(ids.contains("h100-pcie-80gb") && ids.contains("rtx-4090") && !ids.contains("id"), r.out.constData());
    // A mistyped --catalog: no catalog made there (it used to be created, seeded, 466 KB), no folder.
    const QString typo = m_dir->filePath(QStringLiteral("typo/catalgo.sqlite"));
    r = run(QStringLiteral(RIGPLAN_CLI_PATH), {QStringLiteral("--catalog"), typo, QStringLiteral("complete"), QStringLiteral("gpus")});
    QVERIFY(r.exitCode != 0);
    QVERIFY(r.out.isEmpty());
    QVERIFY(!QFileInfo::exists(QFileInfo(typo).absolutePath()));
    const QString typoHere = m_dir->filePath(QStringLiteral("catalgo.sqlite"));

    // Through the shipped bash completion, TAB after --gpu.
    if (!QFile::exists(QStringLiteral("/usr/share/bash-completion/bash_completion"))) {
        QSKIP("bash-completion is not installed (CI has it)");
    }
    const QString cliPath = QStringLiteral(RIGPLAN_CLI_PATH);
    QVERIFY(completeWithBash(cliPath + QStringLiteral(" --catalog ") + typoHere + QStringLiteral(" estimate x.json --gpu h100-p")).isEmpty());
    const QStringList files = QDir(m_dir->path()).entryList(QDir::Files | QDir::Hidden);
    QVERIFY2(!files.contains(QStringLiteral("catalgo.sqlite")), qPrintable(files.join(QLatin1Char(' '))));
    const QStringList offered = completeWithBash(cliPath + QStringLiteral(" --catalog ") + m_catalog + QStringLiteral(" estimate x.json --gpu h100-p"));
    QVERIFY2(offered.contains(QStringLiteral("h100-pcie-80gb")), qPrintable(offered.join(QLatin1Char(' '))));
}

void TestCli::readOnlyCatalogSaysSo_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("plan") << QStringList{QStringLiteral("plan"), rigplan::testing::sample("lab-mixed.workload.json")};
    QTest::newRow("plan json") << QStringList{QStringLiteral("plan"), rigplan::testing::sample("lab-mixed.workload.json"),
                                              QStringLiteral("--format"), QStringLiteral("json")};
    QTest::newRow("catalog list") << QStringList{QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("gpus")};
    QTest::newRow("models") << QStringList{QStringLiteral("models")};
}

// A catalog that cannot be written opens read-only and says so (docs/catalog.md, "The catalog"): one
// line on stderr; the exit code and standard output are those of a writable catalog. Root
// writes through chmod, so the catalog is put on a tmpfs remounted read-only in a private
// mount namespace (as tst_catalog readOnlyMedia does).
void TestCli::readOnlyCatalogSaysSo()
{
    QFETCH(QStringList, args);
    QCOMPARE(cli({QStringLiteral("models")}).exitCode, 0); // the catalog, closed and checkpointed
    const Run writable = cli(args);
    QVERIFY(writable.exitCode == 0 || writable.exitCode == 1);
    const QString mount = m_dir->filePath(QStringLiteral("ro"));
    QVERIFY(QDir().mkpath(mount));
    const QString script = QStringLiteral("mount -t tmpfs tmpfs \"$1\" && cp \"$2\" \"$1/catalog.sqlite\" && mount -o remount,ro \"$1\" "
                                          "|| exit 97; m=$1; cli=$3; shift 3; exec \"$cli\" --catalog \"$m/catalog.sqlite\" \"$@\"");
    const QStringList shellArgs = QStringList{QStringLiteral("-c"), script, QStringLiteral("sh"), mount, m_catalog,
                                              QStringLiteral(RIGPLAN_CLI_PATH)} + args;
    for (const QStringList &way : {QStringList{QStringLiteral("-rm"), QStringLiteral("sh")}, QStringList{QStringLiteral("-m"), QStringLiteral("sh")}}) {
        const Run readOnly = run(QStringLiteral("unshare"), way + shellArgs);
        if (readOnly.exitCode == 97 || (readOnly.exitCode == 1 && readOnly.err.startsWith("unshare:")) || readOnly.exitCode == -1) {
            continue; // no namespace this way
        }
        QCOMPARE(readOnly.exitCode, writable.exitCode);
        QCOMPARE(readOnly.out, writable.out);
        QCOMPARE(readOnly.err, writable.err + "rigplan-cli: note: catalog " + QFile::encodeName(mount)
                                   + "/catalog.sqlite is read-only: imports and edits are refused (lists, plans and exports work)\n");
        return;
    }
    QSKIP("no mount namespace here (unshare -rm and unshare -m both refused): a read-only file system cannot be made "
          "for the test; CI runs it as root");
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
