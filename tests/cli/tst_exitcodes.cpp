// SPDX-License-Identifier: GPL-3.0-or-later
// The exit-code rule of rigplan-cli across commands (docs/cli.md, "Command line"): 2 = the input
// you gave is wrong, 3 = the environment failed (catalog, disk, permissions, an unwritable
// output). A damaged catalog is 3 from every command, never "no build fits" (1).
#include "CliRun.h"
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <tuple>

namespace {

using Run = rigplan::testing::CliRun;

Run run(const QStringList &args)
{
    return rigplan::testing::runCli(args);
}

using rigplan::testing::sample;

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

// Placeholders in the rows, replaced by paths in the test's folder.
const QString kLab = QStringLiteral("@lab");           // a feasible sample workload
const QString kBadJson = QStringLiteral("@bad-json");  // a workload with a syntax error
const QString kGpusCsv = QStringLiteral("@gpus-csv");  // a valid one-row gpus CSV
const QString kBadCsv = QStringLiteral("@bad-csv");    // a gpus CSV with a bad number
const QString kPricesCsv = QStringLiteral("@prices-csv"); // a valid one-row prices CSV (in CNY)
const QString kOut = QStringLiteral("@out");           // a writable output file
const QString kNoFolder = QStringLiteral("@no-folder"); // an output in a folder that does not exist

} // namespace

class TestExitCodes : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void damagedCatalog_data();
    void damagedCatalog();
    void rule_data();
    void rule();
    void outputThroughALinkIsRefused_data();
    void outputThroughALinkIsRefused();
    void hostileInputs_data();
    void hostileInputs();

private:
    QStringList resolve(QStringList args, const QString &suffix) const;
    // A copy of the fresh catalog with `table` dropped, as a damaged or hand-edited file would be.
    bool damagedCopy(const QString &table, const QString &target) const;

    QTemporaryDir m_shared;
    QString m_freshCatalog;
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestExitCodes::initTestCase()
{
    QVERIFY(m_shared.isValid());
    m_freshCatalog = m_shared.filePath(QStringLiteral("fresh.sqlite"));
    const Run r = run({QStringLiteral("--catalog"), m_freshCatalog, QStringLiteral("models")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    // The last connection closed: SQLite has checkpointed the WAL into the file.
    QVERIFY(!QFile::exists(m_freshCatalog + QStringLiteral("-wal")));
}

void TestExitCodes::init()
{
    // quote freeze takes a number: from the test's own sequence, not the user's.
    qputenv("RIGPLAN_QUOTE_SEQUENCE", QFile::encodeName(m_shared.filePath(QStringLiteral("quote-sequence.json"))));
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QVERIFY(writeFile(m_dir->filePath(QStringLiteral("bad.workload.json")), "{\"format\": \"rigplan.workload/1\",\n  \"jobs\": [\n"));
    QVERIFY(writeFile(m_dir->filePath(QStringLiteral("gpus.csv")), "id,name\nrtx-4090,NVIDIA GeForce RTX 4090 (renamed)\n"));
    QVERIFY(writeFile(m_dir->filePath(QStringLiteral("bad.csv")), "id,memory_bytes\nrtx-4090,lots\n"));
    QVERIFY(writeFile(m_dir->filePath(QStringLiteral("prices.csv")),
                      "part_kind,part_id,amount_minor,currency,price_date,source,estimate\n"
                      "gpu,rtx-4090,1299900,CNY,2026-11-01,dealer,0\n"));
}

QStringList TestExitCodes::resolve(QStringList args, const QString &suffix) const
{
    for (QString &arg : args) {
        if (arg == kLab) {
            arg = sample("lab-mixed.workload.json");
        } else if (arg == kBadJson) {
            arg = m_dir->filePath(QStringLiteral("bad.workload.json"));
        } else if (arg == kGpusCsv) {
            arg = m_dir->filePath(QStringLiteral("gpus.csv"));
        } else if (arg == kBadCsv) {
            arg = m_dir->filePath(QStringLiteral("bad.csv"));
        } else if (arg == kPricesCsv) {
            arg = m_dir->filePath(QStringLiteral("prices.csv"));
        } else if (arg == kOut) {
            arg = m_dir->filePath(QStringLiteral("out.") + suffix);
        } else if (arg == kNoFolder) {
            arg = m_dir->filePath(QStringLiteral("no-such-folder/out.") + suffix);
        }
    }
    return args;
}

bool TestExitCodes::damagedCopy(const QString &table, const QString &target) const
{
    if (!QFile::copy(m_freshCatalog, target)) {
        return false;
    }
    bool dropped = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("damage"));
        db.setDatabaseName(target);
        if (db.open()) {
            QSqlQuery q(db);
            dropped = q.exec(QStringLiteral("DROP TABLE %1").arg(table));
            q.finish();
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("damage"));
    return dropped;
}

void TestExitCodes::damagedCatalog_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("suffix");
    const QString gpus = QStringLiteral("gpus");
    const QStringList plan{QStringLiteral("plan"), kLab};
    const QStringList planJson{QStringLiteral("plan"), kLab, QStringLiteral("--format"), QStringLiteral("json")};
    const QStringList estimate{QStringLiteral("estimate"), kLab, QStringLiteral("--gpu"), QStringLiteral("rtx-4090")};
    const QStringList list{QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("gpus")};
    const QStringList report{QStringLiteral("report"), kLab, QStringLiteral("-o"), kOut};
    const QStringList exportGpus{QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("gpus"), kOut};
    const QStringList importGpus{QStringLiteral("catalog"), QStringLiteral("import"), kGpusCsv};
    QTest::newRow("gpus: plan") << gpus << plan << QStringLiteral("txt");
    QTest::newRow("gpus: plan json") << gpus << planJson << QStringLiteral("txt");
    QTest::newRow("gpus: estimate") << gpus << estimate << QStringLiteral("txt");
    QTest::newRow("gpus: catalog list gpus") << gpus << list << QStringLiteral("txt");
    QTest::newRow("gpus: report") << gpus << report << QStringLiteral("pdf");
    QTest::newRow("gpus: catalog export gpus") << gpus << exportGpus << QStringLiteral("csv");
    QTest::newRow("gpus: catalog import") << gpus << importGpus << QStringLiteral("csv");
    // The other tables a plan reads fail the same way.
    QTest::newRow("platforms: plan") << QStringLiteral("platforms") << plan << QStringLiteral("txt");
    QTest::newRow("prices: plan") << QStringLiteral("prices") << plan << QStringLiteral("txt");
    QTest::newRow("prices: report") << QStringLiteral("prices") << report << QStringLiteral("pdf");
    QTest::newRow("models: plan") << QStringLiteral("models") << plan << QStringLiteral("txt");
    // The rates: a failure to read them is the catalog's (3), not an unknown currency in
    // the file (2), and a plan needs them like every other table.
    QTest::newRow("currency_rates: plan") << QStringLiteral("currency_rates") << plan << QStringLiteral("txt");
    QTest::newRow("currency_rates: catalog import prices")
        << QStringLiteral("currency_rates") << QStringList{QStringLiteral("catalog"), QStringLiteral("import"), kPricesCsv}
        << QStringLiteral("csv");
    QTest::newRow("models: models")
        << QStringLiteral("models") << QStringList{QStringLiteral("models")} << QStringLiteral("txt");
}

void TestExitCodes::damagedCatalog()
{
    QFETCH(QString, table);
    QFETCH(QStringList, args);
    QFETCH(QString, suffix);
    const QString catalog = m_dir->filePath(QStringLiteral("damaged.sqlite"));
    QVERIFY(damagedCopy(table, catalog));
    const Run r = run(QStringList{QStringLiteral("--catalog"), catalog} + resolve(args, suffix));
    QVERIFY2(r.exitCode == 3, qPrintable(QStringLiteral("exit %1, stderr: %2, stdout: %3")
                                             .arg(r.exitCode)
                                             .arg(QString::fromUtf8(r.err), QString::fromUtf8(r.out.left(300)))));
    // The message names the catalog and what is wrong with it, once, on stderr.
    QVERIFY2(r.err.contains(catalog.toUtf8()), r.err.constData());
    QVERIFY2(r.err.contains("no such table: " + table.toUtf8()), r.err.constData());
    QVERIFY2(!r.out.contains("NO BUILD"), r.out.constData());
    QVERIFY(!QFile::exists(resolve({kOut}, suffix).front()));
}

void TestExitCodes::rule_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QByteArray>("message");
    const QString missing = QStringLiteral("/nonexistent/w.json");
    // 0 and 1 are not failures.
    QTest::newRow("plan: feasible") << QStringList{QStringLiteral("plan"), kLab} << QString() << 0 << QByteArray();
    QTest::newRow("plan: no build fits") << QStringList{QStringLiteral("plan"), sample("legal-chat.workload.json")} << QString()
                                         << 1 << QByteArray();
    // 2: the input you gave is wrong.
    QTest::newRow("plan: bad workload") << QStringList{QStringLiteral("plan"), kBadJson} << QString() << 2
                                        << QByteArray("JSON syntax error");
    QTest::newRow("estimate: bad workload")
        << QStringList{QStringLiteral("estimate"), kBadJson, QStringLiteral("--gpu"), QStringLiteral("rtx-4090")} << QString() << 2
        << QByteArray("JSON syntax error");
    QTest::newRow("report: bad workload") << QStringList{QStringLiteral("report"), kBadJson, QStringLiteral("-o"), kOut}
                                          << QStringLiteral("pdf") << 2 << QByteArray("JSON syntax error");
    QTest::newRow("plan: missing workload") << QStringList{QStringLiteral("plan"), missing} << QString() << 2
                                            << QByteArray("/nonexistent/w.json");
    QTest::newRow("report: missing workload") << QStringList{QStringLiteral("report"), missing, QStringLiteral("-o"), kOut}
                                              << QStringLiteral("pdf") << 2 << QByteArray("/nonexistent/w.json");
    QTest::newRow("estimate: unknown GPU")
        << QStringList{QStringLiteral("estimate"), kLab, QStringLiteral("--gpu"), QStringLiteral("no-such-gpu")} << QString() << 2
        << QByteArray("unknown GPU \"no-such-gpu\"");
    QTest::newRow("import: bad CSV") << QStringList{QStringLiteral("catalog"), QStringLiteral("import"), kBadCsv} << QString()
                                     << 2 << QByteArray(":2:2: memory_bytes: expected a whole number");
    QTest::newRow("export: unknown kind")
        << QStringList{QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("gpu"), kOut} << QStringLiteral("csv")
        << 2 << QByteArray("unknown kind \"gpu\"");
    QTest::newRow("unknown option") << QStringList{QStringLiteral("plan"), kLab, QStringLiteral("--frob")} << QString() << 2
                                    << QByteArray("frob");
    // 3: the environment failed. The same unwritable output is 3 from every command that writes.
    QTest::newRow("export: unwritable output")
        << QStringList{QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("gpus"), kNoFolder}
        << QStringLiteral("csv") << 3 << QByteArray("no-such-folder/out.csv");
    QTest::newRow("report: unwritable output") << QStringList{QStringLiteral("report"), kLab, QStringLiteral("-o"), kNoFolder}
                                               << QStringLiteral("pdf") << 3 << QByteArray("no-such-folder/out.pdf");
    QTest::newRow("report: output is a folder") << QStringList{QStringLiteral("report"), kLab, QStringLiteral("-o"), QStringLiteral("@dir")}
                                                << QStringLiteral("pdf") << 3 << QByteArray("cannot write");
    QTest::newRow("export: output is a folder")
        << QStringList{QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("gpus"), QStringLiteral("@dir")}
        << QStringLiteral("csv") << 3 << QByteArray("cannot write");
    // A workload file that is there but cannot be read (/proc/self/mem opens, and reading its
    // first page fails with an I/O error, even as root): the environment, not the input.
    QTest::newRow("plan: unreadable workload") << QStringList{QStringLiteral("plan"), QStringLiteral("/proc/self/mem")}
                                               << QString() << 3 << QByteArray("cannot read the file");
    // The catalog is not a database: 3 even when the workload is wrong too.
    QTest::newRow("plan: catalog not a database") << QStringList{QStringLiteral("@text-catalog"), QStringLiteral("plan"), kLab}
                                                  << QString() << 3 << QByteArray("is not an SQLite database");
    QTest::newRow("plan: catalog not a database, bad workload")
        << QStringList{QStringLiteral("@text-catalog"), QStringLiteral("plan"), kBadJson} << QString() << 3
        << QByteArray("is not an SQLite database");
}

void TestExitCodes::rule()
{
    QFETCH(QStringList, args);
    QFETCH(QString, suffix);
    QFETCH(int, exitCode);
    QFETCH(QByteArray, message);
    QString catalog = m_dir->filePath(QStringLiteral("catalog.sqlite"));
    QVERIFY(QFile::copy(m_freshCatalog, catalog));
    args = resolve(args, suffix);
    for (QString &arg : args) {
        if (arg == QLatin1String("@dir")) {
            arg = m_dir->filePath(QStringLiteral("a-folder"));
            QVERIFY(QDir().mkpath(arg));
        }
    }
    if (args.front() == QLatin1String("@text-catalog")) {
        args.removeFirst();
        catalog = m_dir->filePath(QStringLiteral("text.sqlite"));
        QVERIFY(writeFile(catalog, QByteArray(200, 'x')));
    }
    const Run r = run(QStringList{QStringLiteral("--catalog"), catalog} + args);
    QVERIFY2(r.exitCode == exitCode, qPrintable(QStringLiteral("exit %1, stderr: %2").arg(r.exitCode).arg(QString::fromUtf8(r.err))));
    QVERIFY2(r.err.contains(message), r.err.constData());
    if (exitCode >= 2) {
        QVERIFY2(r.err.contains("rigplan-cli: "), r.err.constData()); // the summary line names the program
    }
}

void TestExitCodes::outputThroughALinkIsRefused_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<bool>("dangling");
    const QList<std::tuple<const char *, QStringList, QString>> commands{
        {"report", {QStringLiteral("report"), kLab, QStringLiteral("-o"), kOut}, QStringLiteral("pdf")},
        {"catalog export", {QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("gpus"), kOut}, QStringLiteral("csv")},
        {"quote freeze",
         {QStringLiteral("quote"), QStringLiteral("freeze"), kLab, QStringLiteral("--tier"), QStringLiteral("mainstream"),
          QStringLiteral("-o"), kOut},
         QStringLiteral("json")},
        {"quote reprice", {QStringLiteral("quote"), QStringLiteral("reprice"), QStringLiteral("@frozen"), QStringLiteral("-o"), kOut},
         QStringLiteral("json")},
        {"budget", {QStringLiteral("budget"), kLab, QStringLiteral("-o"), kOut}, QStringLiteral("csv")},
    };
    for (const auto &[name, args, suffix] : commands) {
        QTest::addRow("%s: link to a file", name) << args << suffix << false;
        QTest::addRow("%s: dangling link", name) << args << suffix << true;
    }
}

// An output path that names a symbolic link — planted in a shared folder, say — is refused
// (2: the path given names a link): the file it points to keeps its bytes, a dangling link
// creates nothing where it points, and the link itself stays as it was.
void TestExitCodes::outputThroughALinkIsRefused()
{
    QFETCH(QStringList, args);
    QFETCH(QString, suffix);
    QFETCH(bool, dangling);
    const QString catalog = m_dir->filePath(QStringLiteral("catalog.sqlite"));
    QVERIFY(QFile::copy(m_freshCatalog, catalog));
    args = resolve(args, suffix);
    if (const qsizetype frozen = args.indexOf(QStringLiteral("@frozen")); frozen >= 0) {
        args[frozen] = m_dir->filePath(QStringLiteral("frozen.rigplan.json"));
        const Run freeze = run({QStringLiteral("--catalog"), catalog, QStringLiteral("quote"), QStringLiteral("freeze"),
                                sample("lab-mixed.workload.json"), QStringLiteral("--tier"), QStringLiteral("entry"),
                                QStringLiteral("-o"), args[frozen]});
        QVERIFY2(freeze.exitCode == 0, freeze.err.constData());
    }
    const QString link = m_dir->filePath(QStringLiteral("out.") + suffix);
    const QString victim = m_dir->filePath(QStringLiteral("elsewhere/victim.") + suffix);
    QVERIFY(QDir().mkpath(QFileInfo(victim).absolutePath()));
    const QByteArray victimBytes = "not yours to replace\n";
    if (!dangling) {
        QVERIFY(writeFile(victim, victimBytes));
    }
    QVERIFY(QFile::link(victim, link));

    const Run r = run(QStringList{QStringLiteral("--catalog"), catalog} + args);
    QVERIFY2(r.exitCode == 2, qPrintable(QStringLiteral("exit %1, stderr: %2").arg(r.exitCode).arg(QString::fromUtf8(r.err))));
    QVERIFY2(r.err.contains("rigplan-cli: " + QFile::encodeName(link)
                            + " is a symbolic link; RigPlan does not write through links — name the file itself"),
             r.err.constData());
    QVERIFY2(!r.out.contains("wrote"), r.out.constData());
    QCOMPARE(QFileInfo(link).symLinkTarget(), victim);
    if (dangling) {
        QVERIFY(!QFileInfo::exists(victim));
    } else {
        QCOMPARE(rigplan::testing::readAll(victim), victimBytes);
    }
    // No temporary file beside the link or its target.
    QCOMPARE(QDir(m_dir->path()).entryList({QStringLiteral("out.*")}, QDir::AllEntries | QDir::Hidden | QDir::System),
             QStringList{QFileInfo(link).fileName()});
    QCOMPARE(QDir(QFileInfo(victim).absolutePath()).entryList(QDir::Files | QDir::Hidden).size(), dangling ? 0 : 1);
}

// The hostile inputs of tests/data/hostile (make.py says how each was made): every row of
// cases.tsv ends within 10 s, without a crash, with the exit code docs/cli.md's rule gives and,
// when it fails, a message that names the program.
void TestExitCodes::hostileInputs_data()
{
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("environment");
    QFile cases(QStringLiteral(RIGPLAN_SOURCE_DIR "/tests/data/hostile/cases.tsv"));
    QVERIFY(cases.open(QIODevice::ReadOnly));
    int rows = 0;
    for (const QByteArray &line : cases.readAll().split('\n')) {
        if (line.isEmpty() || line.startsWith('#')) {
            continue;
        }
        const QList<QByteArray> fields = line.split('\t');
        QVERIFY2(fields.size() == 4, line.constData());
        const QString environment = QString::fromUtf8(fields[3]);
        QTest::newRow(fields[0].constData())
            << fields[1].toInt() << QString::fromUtf8(fields[2]).split(QLatin1Char(' '), Qt::SkipEmptyParts)
            << environment.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        ++rows;
    }
    QVERIFY(rows >= 70);
}

void TestExitCodes::hostileInputs()
{
    QFETCH(int, exitCode);
    QFETCH(QStringList, args);
    QFETCH(QStringList, environment);
    const QString hostile = QStringLiteral(RIGPLAN_SOURCE_DIR "/tests/data/hostile");
    const auto place = [&](QString text) {
        if (text.startsWith(QLatin1String("@copy:"))) {
            const QString copy = m_dir->filePath(text.mid(6));
            QFile::copy(hostile + QLatin1Char('/') + text.mid(6), copy);
            return copy;
        }
        return text.replace(QLatin1String("@hostile"), hostile).replace(QLatin1String("@out"), m_dir->path());
    };
    const QString catalog = m_dir->filePath(QStringLiteral("catalog.sqlite"));
    QVERIFY(QFile::copy(m_freshCatalog, catalog));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    for (const QString &setting : environment) {
        const qsizetype eq = setting.indexOf(QLatin1Char('='));
        env.insert(setting.left(eq), place(setting.mid(eq + 1)));
    }
    QStringList resolved{QStringLiteral("--catalog"), catalog};
    for (const QString &arg : args) {
        resolved << place(arg);
    }
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(RIGPLAN_CLI_PATH), resolved);
    const bool finished = p.waitForFinished(10000);
    if (!finished) {
        p.kill();
        p.waitForFinished();
    }
    const QByteArray err = p.readAllStandardError();
    QVERIFY2(finished, "still running after 10 s");
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QVERIFY2(p.exitCode() == exitCode, qPrintable(QStringLiteral("exit %1, stderr: %2").arg(p.exitCode()).arg(QString::fromUtf8(err.left(400)))));
    if (exitCode >= 2) {
        QVERIFY2(err.contains("rigplan-cli: "), err.constData());
    }
}

QTEST_GUILESS_MAIN(TestExitCodes)
#include "tst_exitcodes.moc"
