// SPDX-License-Identifier: GPL-3.0-or-later
// `rigplan-cli report` as scripts use it: exit codes, messages naming the file, and a PDF that
// is either complete or not there at all (the previous file kept byte for byte).
#include "CliRun.h"
#include "SmallDisk.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using rigplan::testing::SmallDisk;

namespace {

using Run = rigplan::testing::CliRun;

// Runs the CLI without any display and without QT_QPA_PLATFORM: `report` must get by on its own.
Run run(const QStringList &args)
{
    return rigplan::testing::runCli(args, rigplan::testing::Display::None);
}

QString tool(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

using rigplan::testing::sample;

using rigplan::testing::readAll;

} // namespace

class TestReportCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void writesPdf_data();
    void writesPdf();
    void quoteFileCarriesItsFields();
    void infeasiblePlanWritesReportAndExitsOne();
    void badInput_data();
    void badInput();
    void unwritableDestination_data();
    void unwritableDestination();
    void fullDiskKeepsPreviousFile();
    void otherCommandsUnchanged();
    void missingReportProgramIsNamed();

private:
    Run cli(const QStringList &args) { return run(QStringList{QStringLiteral("--catalog"), m_catalog} + args); }
    QString path(const QString &name) const { return m_dir->filePath(name); }
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_catalog;
};

void TestReportCli::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_catalog = path(QStringLiteral("catalog.sqlite"));
}

void TestReportCli::writesPdf_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("pageSize");
    QTest::newRow("defaults") << QStringList{} << QStringLiteral("(A4)");
    QTest::newRow("zh_CN") << QStringList{QStringLiteral("--lang"), QStringLiteral("zh_CN")} << QStringLiteral("(A4)");
    QTest::newRow("Letter") << QStringList{QStringLiteral("--page-size"), QStringLiteral("Letter")} << QStringLiteral("(letter)");
    QTest::newRow("zh_CN Letter") << QStringList{QStringLiteral("--lang"), QStringLiteral("zh_CN"), QStringLiteral("--page-size"),
                                                 QStringLiteral("letter")}
                                  << QStringLiteral("(letter)");
}

void TestReportCli::writesPdf()
{
    QFETCH(QStringList, options);
    QFETCH(QString, pageSize);
    const QString out = path(QStringLiteral("quote.pdf"));
    const Run r = cli(QStringList{QStringLiteral("report"), sample("lab-mixed.workload.json"), QStringLiteral("-o"), out,
                                  QStringLiteral("--prepared-by"), QStringLiteral("Ada Engineer")}
                      + options);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(r.out.contains(out.toUtf8()));
    QVERIFY(readAll(out).startsWith("%PDF-"));
    const QString info = tool(QStringLiteral("pdfinfo"), {out});
    QVERIFY2(info.contains(pageSize), qPrintable(info));
    const QString text = tool(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), out, QStringLiteral("-")}).simplified();
    QVERIFY(text.contains(QStringLiteral("Ada Engineer")));
    QVERIFY(text.contains(QStringLiteral("Example University NLP Lab")));
    QVERIFY(text.contains(QStringLiteral("Mixed-use lab box")));
    // The CLI's own plan of the same workload, its entry price in the report.
    const Run plan = cli({QStringLiteral("plan"), sample("lab-mixed.workload.json"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(plan.exitCode, 0);
    // The entry tier's price (its budget over the years has "total_minor" keys of its own).
    const QJsonArray tiers = QJsonDocument::fromJson(plan.out).object().value(QStringLiteral("tiers")).toArray();
    QVERIFY(!tiers.isEmpty());
    const qint64 minor = tiers.at(0).toObject().value(QStringLiteral("price")).toObject().value(QStringLiteral("total_minor")).toInteger();
    QVERIFY(minor > 0);
    const QString price = QStringLiteral("%1.%2 USD").arg(QLocale(QLocale::English).toString(minor / 100)).arg(minor % 100, 2, 10, QLatin1Char('0'));
    QVERIFY2(text.contains(price), qPrintable(price));
    // No temporary file left beside it.
    QCOMPARE(QDir(m_dir->path()).entryList({QStringLiteral("quote.pdf*")}, QDir::Files | QDir::Hidden).size(), 1);
}

void TestReportCli::quoteFileCarriesItsFields()
{
    const QString quote = path(QStringLiteral("q.rigplan.json"));
    QFile f(quote);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QFile workload(sample("lab-mixed.workload.json"));
    QVERIFY(workload.open(QIODevice::ReadOnly));
    f.write("{\"format\": \"rigplan.quote/1\", \"quote\": {\"number\": \"RP-CLI-42\", \"date\": \"2026-11-29\", "
            "\"valid_days\": 14, \"prepared_by\": \"Quote Author\"}, \"workload\": ");
    f.write(workload.readAll());
    f.write("}\n");
    f.close();
    const QString out = path(QStringLiteral("quote.pdf"));
    const Run r = cli({QStringLiteral("report"), quote, QStringLiteral("-o"), out});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString text = tool(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), out, QStringLiteral("-")}).simplified();
    QVERIFY(text.contains(QStringLiteral("RP-CLI-42")));
    QVERIFY(text.contains(QStringLiteral("Quote Author")));
    QVERIFY(text.contains(QStringLiteral("2026-12-13"))); // valid 14 days
}

void TestReportCli::infeasiblePlanWritesReportAndExitsOne()
{
    const QString out = path(QStringLiteral("none.pdf"));
    const Run r = cli({QStringLiteral("report"), sample("legal-chat.workload.json"), QStringLiteral("-o"), out});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(readAll(out).startsWith("%PDF-"));
    const QString text = tool(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), out, QStringLiteral("-")}).simplified();
    QVERIFY(text.contains(QStringLiteral("No build is offered")));
}

void TestReportCli::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("message");
    const QString lab = sample("lab-mixed.workload.json");
    QTest::newRow("no output") << QStringList{QStringLiteral("report"), lab} << QByteArray("-o QUOTE.pdf is required");
    QTest::newRow("no workload") << QStringList{QStringLiteral("report"), QStringLiteral("-o"), QStringLiteral("x.pdf")}
                                 << QByteArray("expected one WORKLOAD.json");
    QTest::newRow("bad page size") << QStringList{QStringLiteral("report"), lab, QStringLiteral("-o"), QStringLiteral("x.pdf"),
                                                  QStringLiteral("--page-size"), QStringLiteral("A5")}
                                   << QByteArray("--page-size: expected A4 or Letter, got \"A5\"");
    QTest::newRow("bad language") << QStringList{QStringLiteral("report"), lab, QStringLiteral("-o"), QStringLiteral("x.pdf"),
                                                 QStringLiteral("--lang"), QStringLiteral("de")}
                                  << QByteArray("--lang: expected one of en, zh_CN, got \"de\"");
    QTest::newRow("missing workload") << QStringList{QStringLiteral("report"), QStringLiteral("/nonexistent/w.json"),
                                                     QStringLiteral("-o"), QStringLiteral("x.pdf")}
                                      << QByteArray("/nonexistent/w.json");
    QTest::newRow("unknown model") << QStringList{QStringLiteral("report"), QStringLiteral("@unknown-model"), QStringLiteral("-o"),
                                                  QStringLiteral("x.pdf")}
                                   << QByteArray("no-such-model-9000");
}

void TestReportCli::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, message);
    for (QString &arg : args) {
        if (arg == QLatin1String("x.pdf")) {
            arg = path(QStringLiteral("x.pdf"));
        } else if (arg == QLatin1String("@unknown-model")) {
            arg = path(QStringLiteral("unknown.workload.json"));
            QFile f(arg);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(R"({"format": "rigplan.workload/1", "title": "t", "jobs": [{"kind": "inference", "model": "no-such-model-9000"}]})");
        }
    }
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), r.err.constData());
    QVERIFY(!QFile::exists(path(QStringLiteral("x.pdf"))));
}

void TestReportCli::unwritableDestination_data()
{
    QTest::addColumn<QString>("target");
    QTest::newRow("missing folder") << QStringLiteral("no-such-folder/quote.pdf");
    QTest::newRow("folder is a file") << QStringLiteral("plain-file/quote.pdf");
    QTest::newRow("target is a folder") << QStringLiteral("a-folder");
}

void TestReportCli::unwritableDestination()
{
    QFETCH(QString, target);
    QFile plain(path(QStringLiteral("plain-file")));
    QVERIFY(plain.open(QIODevice::WriteOnly));
    plain.close();
    QVERIFY(QDir(m_dir->path()).mkpath(QStringLiteral("a-folder")));
    const QString out = path(target);
    const Run r = cli({QStringLiteral("report"), sample("lab-mixed.workload.json"), QStringLiteral("-o"), out});
    QCOMPARE(r.exitCode, 3); // the environment failed, as for `catalog export`
    QVERIFY2(r.err.contains(out.toUtf8()), r.err.constData());
    QVERIFY(!QFileInfo(out).isFile());
    // Nothing half-written anywhere (QSaveFile's temporary files are named after the target).
    for (const QString &folder : {m_dir->path(), path(QStringLiteral("a-folder"))}) {
        const QStringList left = QDir(folder).entryList({QStringLiteral("quote.pdf*"), QStringLiteral("a-folder.*")},
                                                        QDir::Files | QDir::Hidden);
        QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char(' '))));
    }
    QVERIFY(QFileInfo(path(QStringLiteral("plain-file"))).isFile());
}

void TestReportCli::fullDiskKeepsPreviousFile()
{
    // A real full disk: a 64 KiB tmpfs (needs root, as in CI) holding a previous report. The
    // new report is larger than the space left: exit 3 naming the file, the previous file
    // byte for byte, no temporary file.
    const SmallDisk disk(path(QStringLiteral("small-disk")));
    if (!disk.mounted()) {
        QSKIP("cannot mount a small tmpfs here (not root?): the full-disk case runs in CI");
    }
    const QString target = disk.filePath(QStringLiteral("quote.pdf"));
    QVERIFY(disk.write(QStringLiteral("quote.pdf"), "previous report\n"));
    disk.fill(32 * 1024); // half the disk: less room than the report needs
    const Run r = cli({QStringLiteral("report"), sample("lab-mixed.workload.json"), QStringLiteral("-o"), target});
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.err.contains(target.toUtf8()), r.err.constData());
    QCOMPARE(readAll(target), QByteArray("previous report\n"));
    QCOMPARE(
        disk.files(), (QStringList { QStringLiteral("filler"), QStringLiteral("quote.pdf") })); // no temporary file
}

void TestReportCli::otherCommandsUnchanged()
{
    // `report` gets a QApplication; the other commands still run without any display.
    Run r = cli({QStringLiteral("plan"), sample("legal-chat.workload.json")});
    QCOMPARE(r.exitCode, 1);
    r = cli({QStringLiteral("models")});
    QCOMPARE(r.exitCode, 0);
    r = run({QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("report WORKLOAD.json -o QUOTE.pdf"));
    r = run({QStringLiteral("report"), QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
}

void TestReportCli::missingReportProgramIsNamed()
{
    // rigplan-cli alone, without the rigplan-report it runs for `report`: exit 3, both places named.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString lone = dir.filePath(QStringLiteral("bin/rigplan-cli"));
    QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("bin"))));
    QVERIFY(QFile::copy(QStringLiteral(RIGPLAN_CLI_PATH), lone));
    const Run r = rigplan::testing::runProgram(lone,
        { QStringLiteral("--catalog"), m_catalog, QStringLiteral("report"), sample("lab-mixed.workload.json"),
            QStringLiteral("-o"), dir.filePath(QStringLiteral("q.pdf")) });
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.err.contains(dir.filePath(QStringLiteral("bin/rigplan-report")).toUtf8())
            && r.err.contains(dir.filePath(QStringLiteral("libexec/rigplan/rigplan-report")).toUtf8()),
        r.err.constData());
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("q.pdf"))));
    // The same program with its report program beside it writes the report.
    QVERIFY(QFile::copy(QFileInfo(QStringLiteral(RIGPLAN_CLI_PATH)).dir().filePath(QStringLiteral("rigplan-report")),
        dir.filePath(QStringLiteral("bin/rigplan-report"))));
    const Run ok = rigplan::testing::runProgram(lone,
        { QStringLiteral("--catalog"), m_catalog, QStringLiteral("report"), sample("lab-mixed.workload.json"),
            QStringLiteral("-o"), dir.filePath(QStringLiteral("q.pdf")) });
    QVERIFY2(ok.exitCode == 0, ok.err.constData());
    QVERIFY(readAll(dir.filePath(QStringLiteral("q.pdf"))).startsWith("%PDF-"));
}

QTEST_GUILESS_MAIN(TestReportCli)
#include "tst_report_cli.moc"
