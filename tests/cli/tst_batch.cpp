// SPDX-License-Identifier: GPL-3.0-or-later
// `plan --batch` and `estimate --batch` (docs/cli.md, "Batches"): every line answered as the one-file
// command answers that workload, in order, with its line, id and exit code; a wrong line is
// answered with its errors and the batch goes on; answers arrive while the input is still open.
#include "CliRun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

using rigplan::testing::CliRun;
using rigplan::testing::sample;

QJsonObject readJsonFile(const QString &path)
{
    return QJsonDocument::fromJson(rigplan::testing::readAll(path)).object();
}

QByteArray line(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

// What a pipe into the command gives back: its exit code and each answer line as an object.
struct BatchRun {
    int exitCode = -1;
    QList<QJsonObject> answers;
    QByteArray err;
};

} // namespace

class TestBatch : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void estimateLinesAnswerAsTheOneFileCommand();
    void planLinesAnswerAsTheOneFileCommand();
    void wrongLinesAreAnsweredAndTheBatchGoesOn();
    void answersArriveWhileTheInputIsOpen();
    void argumentsAreChecked_data();
    void argumentsAreChecked();

private:
    QStringList withCatalog(QStringList args) const
    {
        return QStringList { QStringLiteral("--catalog"), m_catalog } + args;
    }
    BatchRun batch(const QStringList &args, const QByteArray &input) const;
    QJsonObject oneFile(const QStringList &args, int *exitCode) const;

    QTemporaryDir m_dir;
    QString m_catalog;
};

void TestBatch::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_catalog = m_dir.filePath(QStringLiteral("catalog.sqlite"));
    const CliRun r = rigplan::testing::runCli(withCatalog({ QStringLiteral("models") }));
    QVERIFY2(r.exitCode == 0, r.err.constData());
}

BatchRun TestBatch::batch(const QStringList &args, const QByteArray &input) const
{
    QProcess p;
    p.start(QStringLiteral(RIGPLAN_CLI_PATH), withCatalog(args));
    p.write(input);
    p.closeWriteChannel();
    p.waitForFinished(120000);
    BatchRun run { p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, {}, p.readAllStandardError() };
    for (const QByteArray &text : p.readAllStandardOutput().split('\n')) {
        if (!text.isEmpty()) {
            run.answers.append(QJsonDocument::fromJson(text).object());
        }
    }
    return run;
}

QJsonObject TestBatch::oneFile(const QStringList &args, int *exitCode) const
{
    const CliRun r = rigplan::testing::runCli(
        withCatalog(args + QStringList { QStringLiteral("--format"), QStringLiteral("json") }));
    *exitCode = r.exitCode;
    return QJsonDocument::fromJson(r.out).object();
}

void TestBatch::estimateLinesAnswerAsTheOneFileCommand()
{
    struct Case {
        const char *sample;
        const char *gpu;
        int gpus;
    };
    // Fitting and not fitting (a suggestion), training and serving, one GPU and several.
    const Case cases[] = { { "qwen3-32b-qlora.workload.json", "rtx-pro-6000-blackwell", 1 },
        { "legal-chat.workload.json", "rtx-pro-6000-blackwell", 1 }, { "legal-chat.workload.json", "h100-sxm-80gb", 4 },
        { "lab-mixed.workload.json", "rtx-4090", 2 } };
    QByteArray input;
    QList<QJsonObject> expected;
    int expectedExit = 0;
    int id = 100;
    for (const Case &c : cases) {
        const QString path = sample(c.sample);
        input += line({ { QStringLiteral("id"), id++ }, { QStringLiteral("gpu"), QLatin1String(c.gpu) },
            { QStringLiteral("gpus"), c.gpus }, { QStringLiteral("workload"), readJsonFile(path) } });
        int exitCode = -1;
        expected.append(oneFile({ QStringLiteral("estimate"), path, QStringLiteral("--gpu"), QLatin1String(c.gpu),
                                    QStringLiteral("--gpus"), QString::number(c.gpus) },
            &exitCode));
        QVERIFY(exitCode == 0 || exitCode == 1);
        QVERIFY(!expected.last().isEmpty());
        expectedExit = std::max(expectedExit, exitCode);
        expected.last().insert(QStringLiteral("exit"), exitCode);
    }
    const BatchRun run = batch({ QStringLiteral("estimate"), QStringLiteral("--batch") }, input);
    QCOMPARE(run.answers.size(), qsizetype(std::size(cases)));
    QCOMPARE(run.exitCode, expectedExit);
    QCOMPARE(expectedExit, 1); // the set holds a workload that does not fit, so exit 1 is the highest
    for (qsizetype i = 0; i < run.answers.size(); ++i) {
        const QJsonObject &answer = run.answers.at(i);
        QCOMPARE(answer.value(QStringLiteral("line")).toInt(), int(i) + 1);
        QCOMPARE(answer.value(QStringLiteral("id")).toInt(), 100 + int(i));
        QCOMPARE(answer.value(QStringLiteral("exit")).toInt(), expected.at(i).value(QStringLiteral("exit")).toInt());
        QJsonObject oneFileAnswer = expected.at(i);
        oneFileAnswer.remove(QStringLiteral("exit"));
        QCOMPARE(answer.value(QStringLiteral("estimate")).toObject(), oneFileAnswer);
    }
}

void TestBatch::planLinesAnswerAsTheOneFileCommand()
{
    QByteArray input;
    QList<QJsonObject> expected;
    QList<int> exitCodes;
    // A feasible plan and one no build satisfies (exit 1, the plan says what would).
    for (const char *name : { "lab-mixed.workload.json", "legal-chat.workload.json" }) {
        const QString path = sample(name);
        input += line(
            { { QStringLiteral("id"), QLatin1String(name) }, { QStringLiteral("workload"), readJsonFile(path) } });
        int exitCode = -1;
        expected.append(oneFile({ QStringLiteral("plan"), path }, &exitCode));
        exitCodes.append(exitCode);
    }
    QCOMPARE(exitCodes, (QList<int> { 0, 1 }));
    const QString file = m_dir.filePath(QStringLiteral("plans.jsonl"));
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly) && out.write(input) == input.size());
    out.close();
    const BatchRun run = batch({ QStringLiteral("plan"), QStringLiteral("--batch"), file }, {});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.answers.size(), 2);
    for (qsizetype i = 0; i < 2; ++i) {
        QCOMPARE(run.answers.at(i).value(QStringLiteral("exit")).toInt(), exitCodes.at(i));
        QCOMPARE(run.answers.at(i).value(QStringLiteral("plan")).toObject(), expected.at(i));
    }
    QCOMPARE(run.answers.at(1).value(QStringLiteral("id")).toString(), QStringLiteral("legal-chat.workload.json"));
}

void TestBatch::wrongLinesAreAnsweredAndTheBatchGoesOn()
{
    const QJsonObject workload = readJsonFile(sample("qwen3-32b-qlora.workload.json"));
    QJsonObject badJob = workload;
    QJsonArray jobs = badJob.value(QStringLiteral("jobs")).toArray();
    QJsonObject job = jobs.first().toObject();
    job.insert(QStringLiteral("sequence_length"), -5);
    jobs.replace(0, job);
    badJob.insert(QStringLiteral("jobs"), jobs);
    const QByteArray input = "not json\n" // 1
        + line({ { QStringLiteral("id"), QStringLiteral("k") }, { QStringLiteral("gpus"), 2 },
            { QStringLiteral("colour"), 1 }, { QStringLiteral("workload"), workload } }) // 2
        + "\r\n" // 3: blank
        + line({ { QStringLiteral("id"), QStringLiteral("no-gpu") }, { QStringLiteral("workload"), workload } }) // 4
        + line({ { QStringLiteral("id"), 5 }, { QStringLiteral("gpu"), QStringLiteral("rtx-pro-6000-blackwell") },
            { QStringLiteral("workload"), badJob } }) // 5
        + "{\"id\": 6, \"id\": 7, \"gpu\": \"rtx-pro-6000-blackwell\", \"workload\": {}}\n" // 6
        + line({ { QStringLiteral("id"), QStringLiteral("good") },
                   { QStringLiteral("gpu"), QStringLiteral("rtx-pro-6000-blackwell") },
                   { QStringLiteral("workload"), workload } })
              .replace('\n', "\r\n"); // 7, CRLF
    const BatchRun run = batch({ QStringLiteral("estimate"), QStringLiteral("--batch"), QStringLiteral("-") }, input);
    QCOMPARE(run.exitCode, 2);
    QCOMPARE(run.answers.size(), 6);
    const auto errors = [&](int i) {
        QStringList texts;
        for (const QJsonValue &e : run.answers.at(i).value(QStringLiteral("errors")).toArray()) {
            texts.append(e.toString());
        }
        return texts.join(QLatin1Char('\n'));
    };
    QCOMPARE(run.answers.at(0).value(QStringLiteral("line")).toInt(), 1);
    QVERIFY2(errors(0).startsWith(QStringLiteral("standard input:1:1: JSON syntax error")), qPrintable(errors(0)));
    QVERIFY(run.answers.at(0).value(QStringLiteral("id")).isNull());
    QVERIFY2(errors(1).contains(QStringLiteral("standard input:2: colour: unknown key")), qPrintable(errors(1)));
    QCOMPARE(run.answers.at(1).value(QStringLiteral("id")).toString(), QStringLiteral("k"));
    QCOMPARE(run.answers.at(2).value(QStringLiteral("line")).toInt(), 4); // the blank line 3 is counted, not answered
    QVERIFY2(errors(2).contains(QStringLiteral("no --gpu was given")), qPrintable(errors(2)));
    QVERIFY2(errors(3).contains(QStringLiteral("standard input:5: workload.jobs[0].sequence_length: expected")),
        qPrintable(errors(3)));
    QVERIFY2(errors(4).contains(QStringLiteral("id")) && errors(4).startsWith(QStringLiteral("standard input:6")),
        qPrintable(errors(4)));
    for (int i = 0; i < 5; ++i) {
        QCOMPARE(run.answers.at(i).value(QStringLiteral("exit")).toInt(), 2);
        QVERIFY(!run.answers.at(i).contains(QStringLiteral("estimate")));
    }
    QCOMPARE(run.answers.at(5).value(QStringLiteral("line")).toInt(), 7);
    QCOMPARE(run.answers.at(5).value(QStringLiteral("exit")).toInt(), 0);
    QVERIFY(run.answers.at(5).value(QStringLiteral("estimate")).isObject());
}

void TestBatch::answersArriveWhileTheInputIsOpen()
{
    QProcess p;
    p.start(QStringLiteral(RIGPLAN_CLI_PATH),
        withCatalog({ QStringLiteral("estimate"), QStringLiteral("--batch"), QStringLiteral("--gpu"),
            QStringLiteral("rtx-pro-6000-blackwell") }));
    QVERIFY(p.waitForStarted());
    p.write(line({ { QStringLiteral("workload"), readJsonFile(sample("qwen3-32b-qlora.workload.json")) } }));
    QByteArray answer;
    while (!answer.endsWith('\n') && p.waitForReadyRead(60000)) {
        answer += p.readAllStandardOutput();
    }
    QVERIFY2(answer.endsWith('\n'), "no answer before the input was closed");
    QCOMPARE(p.state(), QProcess::Running); // still waiting for more lines
    QCOMPARE(QJsonDocument::fromJson(answer).object().value(QStringLiteral("exit")).toInt(), 0);
    p.closeWriteChannel();
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
}

void TestBatch::argumentsAreChecked_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("report") << QStringList { QStringLiteral("report"), QStringLiteral("--batch"),
        QStringLiteral("x.json"), QStringLiteral("-o"), QStringLiteral("x.pdf") }
                            << QStringLiteral("--batch: only plan and estimate read batches");
    QTest::newRow("table") << QStringList { QStringLiteral("plan"), QStringLiteral("--batch"),
        QStringLiteral("--format"), QStringLiteral("table") }
                           << QStringLiteral("--format table cannot be used");
    QTest::newRow("two files") << QStringList { QStringLiteral("estimate"), QStringLiteral("--batch"),
        QStringLiteral("a"), QStringLiteral("b") }
                               << QStringLiteral("expected at most one FILE.jsonl");
    QTest::newRow("missing file") << QStringList { QStringLiteral("plan"), QStringLiteral("--batch"),
        QStringLiteral("/nonexistent/x.jsonl") }
                                  << QStringLiteral("/nonexistent/x.jsonl: cannot read the file");
}

void TestBatch::argumentsAreChecked()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const CliRun r = rigplan::testing::runCli(withCatalog(args));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestBatch)
#include "tst_batch.moc"
