// SPDX-License-Identifier: GPL-3.0-or-later
// rigplan-cli's stream conventions (docs/cli.md, "Command line"): a failed write to standard output
// is exit 3, never a silent 0 (`plan > /dev/full`); "-" is standard input for every input and
// standard output for `report -o -` and `catalog export KIND -`; an input beyond 64 MiB
// (/dev/zero) is refused with the limit named; text from files reaches the terminal without
// its control characters; long error lists end in "… and N more"; `report` prints no
// QStandardPaths warning without XDG_RUNTIME_DIR.
#include "CliRun.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run {
    int exitCode = -1; // -1: crashed or did not finish
    QByteArray out;
    QByteArray err;
};

struct Streams {
    QByteArray input;        // written to standard input, then closed
    QString stdoutFile;      // standard output goes to this file (/dev/full) instead of the pipe
    bool unsetRuntimeDir = false;
};

Run run(const QStringList &args, const Streams &streams = {})
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    if (streams.unsetRuntimeDir) {
        env.remove(QStringLiteral("XDG_RUNTIME_DIR"));
    }
    p.setProcessEnvironment(env);
    if (!streams.stdoutFile.isEmpty()) {
        p.setStandardOutputFile(streams.stdoutFile);
    }
    p.start(QStringLiteral(RIGPLAN_CLI_PATH), args);
    p.waitForStarted();
    p.write(streams.input);
    p.closeWriteChannel();
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(), p.readAllStandardError()};
}

using rigplan::testing::sample;

using rigplan::testing::readAll;

} // namespace

class TestCliConventions : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void fullStdoutIsExit3_data();
    void fullStdoutIsExit3();
    void dashIsStandardInput_data();
    void dashIsStandardInput();
    void dashIsStandardOutput();
    void endlessInputIsRefused();
    void controlCharactersDoNotReachTheTerminal();
    void longErrorListsAreCapped();
    void reportWithoutRuntimeDirIsQuiet();

private:
    QStringList withCatalog(QStringList args) const
    {
        return QStringList{QStringLiteral("--catalog"), m_catalog} + args;
    }
    QTemporaryDir m_dir;
    QString m_catalog;
};

void TestCliConventions::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_catalog = m_dir.filePath(QStringLiteral("catalog.sqlite"));
    const Run r = run(withCatalog({QStringLiteral("models")}));
    QVERIFY2(r.exitCode == 0, r.err.constData());
}

void TestCliConventions::fullStdoutIsExit3_data()
{
    QTest::addColumn<QStringList>("args");
    const QString lab = sample("lab-mixed.workload.json");
    QTest::newRow("plan") << QStringList{QStringLiteral("plan"), lab};
    QTest::newRow("plan json") << QStringList{QStringLiteral("plan"), lab, QStringLiteral("--format"), QStringLiteral("json")};
    QTest::newRow("estimate") << QStringList{QStringLiteral("estimate"), lab, QStringLiteral("--gpu"), QStringLiteral("rtx-4090")};
    QTest::newRow("models") << QStringList{QStringLiteral("models")};
    QTest::newRow("models json") << QStringList{QStringLiteral("models"), QStringLiteral("--format"), QStringLiteral("json")};
    QTest::newRow("catalog list") << QStringList{QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("gpus")};
    QTest::newRow("catalog export to stdout")
        << QStringList{QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("cpus"), QStringLiteral("-")};
    // The PDF on standard output: no "wrote the report…" line for a report that was not written.
    QTest::newRow("report -o -") << QStringList{QStringLiteral("report"), lab, QStringLiteral("-o"), QStringLiteral("-")};
    QTest::newRow("budget") << QStringList{QStringLiteral("budget"), lab};
    QTest::newRow("help") << QStringList{QStringLiteral("--help")};
    QTest::newRow("version") << QStringList{QStringLiteral("--version")};
}

// /dev/full accepts the open and fails every write with ENOSPC, as a full disk does.
void TestCliConventions::fullStdoutIsExit3()
{
    if (!QFile::exists(QStringLiteral("/dev/full"))) {
        QSKIP("no /dev/full");
    }
    QFETCH(QStringList, args);
    Streams streams;
    streams.stdoutFile = QStringLiteral("/dev/full");
    const Run r = run(withCatalog(args), streams);
    QCOMPARE(r.exitCode, 3);
    // The error alone, once: nothing claims output that failed.
    QVERIFY2(r.err.startsWith("rigplan-cli: cannot write to standard output: ") && r.err.count('\n') == 1, r.err.constData());
}

void TestCliConventions::dashIsStandardInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("expected");
    const QByteArray lab = readAll(sample("lab-mixed.workload.json"));
    QTest::newRow("plan -") << QStringList{QStringLiteral("plan"), QStringLiteral("-")} << lab << QByteArray("entry");
    QTest::newRow("estimate -") << QStringList{QStringLiteral("estimate"), QStringLiteral("-"), QStringLiteral("--gpu"),
                                               QStringLiteral("rtx-4090"), QStringLiteral("--format"), QStringLiteral("json")}
                                << lab << QByteArray("\"jobs\"");
    QTest::newRow("catalog import -") << QStringList{QStringLiteral("catalog"), QStringLiteral("import"), QStringLiteral("-")}
                                      << QByteArray("id,name\nrtx-4090,NVIDIA GeForce RTX 4090\n")
                                      << QByteArray("imported standard input into gpus");
}

void TestCliConventions::dashIsStandardInput()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, expected);
    Streams streams;
    streams.input = input;
    const Run r = run(withCatalog(args), streams);
    QVERIFY2(r.exitCode == 0 || r.exitCode == 1, r.err.constData());
    QVERIFY2(r.out.contains(expected), r.out.left(400).constData());
}

void TestCliConventions::dashIsStandardOutput()
{
    // report -o -: the PDF on standard output, no file named "-" left behind.
    Streams streams;
    streams.input = readAll(sample("lab-mixed.workload.json"));
    QDir::setCurrent(m_dir.path());
    const Run report = run(withCatalog({QStringLiteral("report"), QStringLiteral("-"), QStringLiteral("-o"), QStringLiteral("-")}), streams);
    QVERIFY2(report.exitCode == 0, report.err.constData());
    QVERIFY(report.out.startsWith("%PDF-"));
    QVERIFY(report.out.trimmed().endsWith("%%EOF"));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("-"))));
    // catalog export KIND -: the CSV on standard output.
    const Run exported = run(withCatalog({QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("gpus"), QStringLiteral("-")}));
    QVERIFY2(exported.exitCode == 0, exported.err.constData());
    QVERIFY(exported.out.startsWith("id,"));
    QVERIFY(exported.out.contains("rtx-4090"));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("-"))));
}

// /dev/zero as a workload used to be read until memory ran out and abort.
void TestCliConventions::endlessInputIsRefused()
{
    if (!QFile::exists(QStringLiteral("/dev/zero"))) {
        QSKIP("no /dev/zero");
    }
    const Run r = run(withCatalog({QStringLiteral("plan"), QStringLiteral("/dev/zero")}));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("/dev/zero: the file is larger than 64 MiB, the limit for input files"), r.err.constData());
}

void TestCliConventions::controlCharactersDoNotReachTheTerminal()
{
    QByteArray doc = readAll(sample("lab-mixed.workload.json"));
    QJsonObject o = QJsonDocument::fromJson(doc).object();
    o.insert(QStringLiteral("title"), QStringLiteral("\x1b]0;owned\x07 lab"));
    o.insert(QStringLiteral("customer"), QStringLiteral("Acme\x1b[2J"));
    const QString path = m_dir.filePath(QStringLiteral("escapes.workload.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(o).toJson());
    f.close();
    for (const QStringList &args : {QStringList{QStringLiteral("plan"), path},
                                    QStringList{QStringLiteral("estimate"), path, QStringLiteral("--gpu"), QStringLiteral("rtx-4090")}}) {
        const Run r = run(withCatalog(args));
        QVERIFY2(r.exitCode == 0 || r.exitCode == 1, r.err.constData());
        QVERIFY2(!r.out.contains('\x1b') && !r.out.contains('\x07'), r.out.left(300).constData());
        QVERIFY2(!r.err.contains('\x1b'), r.err.constData());
    }
    // A control character in a CSV name, listed back as a table.
    Streams streams;
    streams.input = "id,name\nrtx-4090,\"RTX \x1b[2J4090\"\n";
    QCOMPARE(run(withCatalog({QStringLiteral("catalog"), QStringLiteral("import"), QStringLiteral("-")}), streams).exitCode, 0);
    const Run list = run(withCatalog({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("gpus")}));
    QCOMPARE(list.exitCode, 0);
    QVERIFY(!list.out.contains('\x1b'));
    QVERIFY(list.out.contains("RTX \xef\xbf\xbd[2J4090")); // U+FFFD in its place
    // JSON escapes it itself and keeps the value.
    const Run json = run(withCatalog({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("gpus"), QStringLiteral("--format"), QStringLiteral("json")}));
    QVERIFY(!json.out.contains('\x1b'));
    QVERIFY(json.out.contains("\\u001b[2J"));
    // C1 and bidi controls too (QJsonDocument writes them raw): escaped, the value kept.
    streams.input = "id,name\nrtx-4090,\"RTX \xc2\x9b" "2J \xe2\x80\xae" "4090\xe2\x81\xa6" "\"\n";
    QCOMPARE(run(withCatalog({QStringLiteral("catalog"), QStringLiteral("import"), QStringLiteral("-")}), streams).exitCode, 0);
    const Run bidi = run(withCatalog({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("gpus"), QStringLiteral("--format"), QStringLiteral("json")}));
    QCOMPARE(bidi.exitCode, 0);
    for (const char *raw : {"\xc2\x9b", "\xe2\x80\xae", "\xe2\x81\xa6"})
        QVERIFY2(!bidi.out.contains(raw), raw);
    QVERIFY2(bidi.out.contains("RTX \\u009b2J \\u202e4090\\u2066"), bidi.out.left(400).constData());
}

void TestCliConventions::longErrorListsAreCapped()
{
    QByteArray csv = "id,vendor,name,memory_bytes,memory_bandwidth_bps,bf16_tflops,board_power_w,form_factor,cooling,source,source_date\n";
    for (int i = 0; i < 5000; ++i) {
        csv += "x" + QByteArray::number(i) + ",Acme,X,-1,1,1,1,pcie,blower,s,2026-11-01\n";
    }
    Streams streams;
    streams.input = csv;
    const Run r = run(withCatalog({QStringLiteral("catalog"), QStringLiteral("import"), QStringLiteral("-")}), streams);
    QCOMPARE(r.exitCode, 2);
    const QList<QByteArray> lines = r.err.trimmed().split('\n');
    QVERIFY2(lines.size() <= 102, QByteArray::number(lines.size()).constData());
    QVERIFY2(r.err.contains("… and 4900 more problems"), r.err.right(300).constData());
}

// QStandardPaths warned "XDG_RUNTIME_DIR not set" on stderr of every report.
void TestCliConventions::reportWithoutRuntimeDirIsQuiet()
{
    Streams streams;
    streams.unsetRuntimeDir = true;
    const QString pdf = m_dir.filePath(QStringLiteral("quiet.pdf"));
    const Run r = run(withCatalog({QStringLiteral("report"), sample("lab-mixed.workload.json"), QStringLiteral("-o"), pdf}), streams);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(!r.err.contains("XDG_RUNTIME_DIR"), r.err.constData());
    QVERIFY2(r.err.isEmpty(), r.err.constData());
}

QTEST_GUILESS_MAIN(TestCliConventions)
#include "tst_cliconventions.moc"
