// SPDX-License-Identifier: GPL-3.0-or-later
// The quote document, rigplan.quote/1 (core/quote/Quote; README "Quote file").

#include "model/ModelCsv.h"
#include "quote/Quote.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace rigplan;

namespace {

QByteArray readSource(const QString &relative)
{
    QFile f(QStringLiteral(RIGPLAN_SOURCE_DIR "/") + relative);
    if (!f.open(QIODevice::ReadOnly)) {
        qFatal("cannot open %s", qPrintable(relative));
    }
    return f.readAll();
}

const ModelResolver &resolver()
{
    static const ModelResolver resolve = resolverFor(parseModelsCsv(readSource(QStringLiteral("catalog/seed/models.csv"))).models);
    return resolve;
}

Quote sampleQuote()
{
    const Result<Workload> loaded =
        loadWorkload(readSource(QStringLiteral("resources/samples/lab-mixed.workload.json")), QStringLiteral("lab-mixed"), resolver());
    if (!loaded.ok()) {
        qFatal("sample workload does not load");
    }
    Quote quote;
    quote.workload = *loaded;
    quote.info.number = "RP-20261129-0931";
    quote.info.date = "2026-11-29";
    quote.info.validDays = 45;
    quote.info.preparedBy = "Li Wei 李伟";
    quote.info.contact = "ops@example.com";
    quote.info.notes = "Line one\nline two with \"quotes\" and <b>tags</b> & ampersands";
    return quote;
}

// A quote document with `info` as its quote object and the sample workload.
QByteArray quoteWith(const QByteArray &format, const QByteArray &info)
{
    QByteArray workload = saveWorkload(sampleQuote().workload);
    return "{\"format\": \"" + format + "\", \"quote\": " + info + ", \"workload\": " + workload + "}";
}

} // namespace

class TestQuote final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void roundTrip()
    {
        const Quote quote = sampleQuote();
        const QByteArray text = saveQuote(quote);
        const Result<LoadedQuote> loaded = loadQuote(text, QStringLiteral("q.rigplan.json"), resolver());
        QVERIFY2(loaded.ok(), qPrintable(diagnosticTexts(loaded.diagnostics()).join(QLatin1Char('\n'))));
        QVERIFY(!loaded->wasWorkloadFile);
        QVERIFY(loaded->quote == quote);
        QCOMPARE(saveQuote(loaded->quote), text); // stable text: saving again changes nothing
        QVERIFY(text.startsWith("{\n  \"format\": \"rigplan.quote/1\""));
    }

    void scenariosRoundTrip()
    {
        // Named workload variants (issue 21): written only when there are any, read back equal.
        Quote quote = sampleQuote();
        const QByteArray without = saveQuote(quote);
        QVERIFY(!without.contains("scenarios")); // a quote without scenarios is the same file as before
        QuoteScenario bigger;
        bigger.name = "70B chat, 40 users «中文»";
        bigger.workload = quote.workload;
        bigger.workload.title = "Bigger";
        bigger.workload.jobs.pop_back();
        quote.scenarios = {bigger, QuoteScenario{"Same again", quote.workload}};
        const QByteArray text = saveQuote(quote);
        const Result<LoadedQuote> loaded = loadQuote(text, QStringLiteral("q.rigplan.json"), resolver());
        QVERIFY2(loaded.ok(), qPrintable(diagnosticTexts(loaded.diagnostics()).join(QLatin1Char('\n'))));
        QCOMPARE(loaded->quote.scenarios.size(), std::size_t(2));
        QVERIFY(loaded->quote == quote);
        QCOMPARE(saveQuote(loaded->quote), text);
        // The shipped sample opens with its scenario.
        const Result<LoadedQuote> shipped = loadQuote(readSource(QStringLiteral("resources/samples/lab-scenarios.rigplan.json")),
                                                      QStringLiteral("lab-scenarios.rigplan.json"), resolver());
        QVERIFY2(shipped.ok(), qPrintable(diagnosticTexts(shipped.diagnostics()).join(QLatin1Char('\n'))));
        QCOMPARE(shipped->quote.scenarios.size(), std::size_t(1));
        QCOMPARE(shipped->quote.scenarios.front().name, std::string("70B chat"));
    }

    void scenarioProblems_data()
    {
        QTest::addColumn<QByteArray>("scenarios");
        QTest::addColumn<QString>("expected");
        const QByteArray workload = saveWorkload(sampleQuote().workload);
        QTest::newRow("not an array") << QByteArray("{}") << QStringLiteral("scenarios: expected an array of scenario objects");
        QTest::newRow("no name") << QByteArray("[{\"workload\": " + workload + "}]")
                                 << QStringLiteral("scenarios[0].name: expected the scenario's name");
        QTest::newRow("same name twice")
            << QByteArray("[{\"name\": \"a\", \"workload\": " + workload + "}, {\"name\": \"a\", \"workload\": " + workload + "}]")
            << QStringLiteral("scenarios[1].name: \"a\" names another scenario already");
        QTest::newRow("unknown key") << QByteArray("[{\"name\": \"a\", \"plan\": 1, \"workload\": " + workload + "}]")
                                     << QStringLiteral("scenarios[0].plan: unknown key (expected name, workload)");
        QTest::newRow("bad workload") << QByteArray("[{\"name\": \"a\", \"workload\": {\"format\": \"rigplan.workload/1\"}}]")
                                      << QStringLiteral("scenarios[0].workload");
    }

    void scenarioProblems()
    {
        QFETCH(QByteArray, scenarios);
        QFETCH(QString, expected);
        QByteArray document = quoteWith("rigplan.quote/1", "{}");
        document.chop(1);
        document += ", \"scenarios\": " + scenarios + "}";
        const Result<LoadedQuote> loaded = loadQuote(document, QStringLiteral("q.rigplan.json"), resolver());
        QVERIFY(!loaded.ok());
        const QString all = diagnosticTexts(loaded.diagnostics()).join(QLatin1Char('\n'));
        QVERIFY2(all.contains(expected), qPrintable(all));
    }

    void opensPlainWorkloadFile()
    {
        const Result<LoadedQuote> loaded = loadQuote(readSource(QStringLiteral("resources/samples/legal-chat.workload.json")),
                                                 QStringLiteral("legal-chat.workload.json"), resolver());
        QVERIFY2(loaded.ok(), qPrintable(diagnosticTexts(loaded.diagnostics()).join(QLatin1Char('\n'))));
        QVERIFY(loaded->wasWorkloadFile);
        QVERIFY(loaded->quote.info == QuoteInfo{});
        QVERIFY(!loaded->quote.workload.jobs.empty());
    }

    void rejects_data()
    {
        QTest::addColumn<QByteArray>("document");
        QTest::addColumn<QString>("expected"); // a fragment of the message, with its path

        QTest::newRow("newer version") << quoteWith("rigplan.quote/2", "{}")
                                       << QStringLiteral("format: \"rigplan.quote/2\" was written by a newer RigPlan");
        QTest::newRow("other format") << quoteWith("something/1", "{}")
                                      << QStringLiteral("format: expected \"rigplan.quote/1\" or \"rigplan.workload/1\"");
        QTest::newRow("unknown quote key") << quoteWith("rigplan.quote/1", "{\"numbr\": \"x\"}")
                                           << QStringLiteral("quote.numbr: unknown key");
        QTest::newRow("valid_days zero") << quoteWith("rigplan.quote/1", "{\"valid_days\": 0}")
                                         << QStringLiteral("quote.valid_days: expected a whole number of days from 1 to 365, got 0");
        QTest::newRow("valid_days fraction") << quoteWith("rigplan.quote/1", "{\"valid_days\": 2.5}")
                                             << QStringLiteral("quote.valid_days: expected a whole number of days");
        QTest::newRow("bad date") << quoteWith("rigplan.quote/1", "{\"date\": \"29/11/2026\"}")
                                  << QStringLiteral("quote.date: expected a date as yyyy-mm-dd, got \"29/11/2026\"");
        QTest::newRow("number not a string") << quoteWith("rigplan.quote/1", "{\"number\": 12}")
                                             << QStringLiteral("quote.number: expected a string");
        // A 2 MB note made a 419-page report: free text is capped, and the message says at what.
        QTest::newRow("note beyond the free-text cap")
            << quoteWith("rigplan.quote/1", "{\"notes\": \"" + QByteArray(2'000'000, 'x') + "\"}")
            << QStringLiteral("quote.notes: expected at most 10000 characters of text, got 2000000");
        QTest::newRow("quote not an object") << quoteWith("rigplan.quote/1", "[]")
                                             << QStringLiteral("quote: expected an object");
        QTest::newRow("no workload") << QByteArray("{\"format\": \"rigplan.quote/1\", \"quote\": {}}")
                                     << QStringLiteral("workload: expected the workload object");
        QTest::newRow("workload error has its path")
            << QByteArray("{\"format\": \"rigplan.quote/1\", \"workload\": {\"format\": \"rigplan.workload/1\", "
                          "\"jobs\": [{\"kind\": \"inference\", \"model\": \"llama-3.1-8b\", \"context_length\": -5}]}}")
            << QStringLiteral("workload.jobs[0].context_length:");
        QTest::newRow("unknown top-level key") << QByteArray("{\"format\": \"rigplan.quote/1\", \"extra\": 1, \"workload\": {}}")
                                               << QStringLiteral("extra: unknown key");
        QTest::newRow("syntax error") << QByteArray("{\"format\": \"rigplan.quote/1\",\n  \"quote\": {,}}")
                                      << QStringLiteral("q.json:2:");
    }

    void rejects()
    {
        QFETCH(QByteArray, document);
        QFETCH(QString, expected);
        const Result<LoadedQuote> loaded = loadQuote(document, QStringLiteral("q.json"), resolver());
        QVERIFY(!loaded.ok());
        const QString all = diagnosticTexts(loaded.diagnostics()).join(QLatin1Char('\n'));
        QVERIFY2(all.contains(expected), qPrintable(all));
    }

    void savesAtomically()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("a.rigplan.json"));
        Quote quote = sampleQuote();
        const Result<void> saved = saveQuoteFile(quote, path);
        QVERIFY2(saved, qPrintable(saved ? QString() : saved.diagnostic().text()));
        const Result<LoadedQuote> loaded = loadQuoteFile(path, resolver());
        QVERIFY(loaded.ok());
        QVERIFY(loaded->quote == quote);

        // A missing folder: an error naming the file, nothing created.
        const QString missing = dir.filePath(QStringLiteral("no/such/folder/b.rigplan.json"));
        const Result<void> refused = saveQuoteFile(quote, missing);
        QVERIFY(!refused);
        QVERIFY2(refused.diagnostic().text().contains(missing), qPrintable(refused.diagnostic().text()));
        QCOMPARE(exitCodeFor(refused.diagnostics()), 3); // the disk's failure, not the quote's
        QVERIFY(!QFileInfo::exists(missing));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1); // no temporary left
    }

    void unreadableFileNamesIt()
    {
        const Result<LoadedQuote> loaded = loadQuoteFile(QStringLiteral("/nonexistent/x.rigplan.json"), resolver());
        QVERIFY(!loaded.ok());
        QVERIFY(diagnosticTexts(loaded.diagnostics()).first().startsWith(QStringLiteral("/nonexistent/x.rigplan.json")));
        QCOMPARE(exitCodeFor(loaded.diagnostics()), 2); // a file that is not there: the name given is wrong
    }

    void quoteNumber()
    {
        const QDateTime at(QDate(2026, 11, 29), QTime(9, 31));
        QCOMPARE(newQuoteNumber(at), QStringLiteral("RP-20261129-0571"));
    }
};

QTEST_APPLESS_MAIN(TestQuote)
#include "tst_quote.moc"
