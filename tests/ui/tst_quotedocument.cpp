// SPDX-License-Identifier: GPL-3.0-or-later
// QuoteDocument: modified state, atomic save, recent files, autosave and crash recovery
// (ui/QuoteDocument.h).

#include "QuoteDocument.h"
#include "model/ModelCsv.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QSysInfo>
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
    static const ModelResolver resolve =
        resolverFor(parseModelsCsv(readSource(QStringLiteral("catalog/seed/models.csv"))).models);
    return resolve;
}

Quote sampleQuote()
{
    Quote quote;
    quote.workload = *loadWorkload(readSource(QStringLiteral("resources/samples/legal-chat.workload.json")),
                                   QStringLiteral("legal-chat"), resolver());
    quote.info.number = "RP-1";
    return quote;
}

} // namespace

class TestQuoteDocument final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // QSettings and data paths go to a test location
        QSettings().clear();
    }

    void editMarksModifiedOnlyOnChange()
    {
        QTemporaryDir autosave;
        QuoteDocument document(autosave.path());
        QSignalSpy modified(&document, &QuoteDocument::modifiedChanged);
        document.reset(sampleQuote());
        QVERIFY(!document.isModified());
        document.edit(sampleQuote()); // the same content: not a change
        QVERIFY(!document.isModified());
        Quote changed = sampleQuote();
        changed.workload.jobs.front().inference.concurrency += 1;
        document.edit(changed);
        QVERIFY(document.isModified());
        QCOMPARE(modified.count(), 1);
        QCOMPARE(document.displayName(), QStringLiteral("Untitled quote"));
    }

    void saveAndReopen()
    {
        QTemporaryDir autosave;
        QTemporaryDir files;
        QuoteDocument document(autosave.path());
        Quote quote = sampleQuote();
        quote.workload.customer = "<b>Acme & Sons</b>";
        document.reset(quote, true);
        const QString path = files.filePath(QStringLiteral("q.rigplan.json"));
        const Result<void> saved = document.save(path);
        QVERIFY2(saved, qPrintable(saved ? QString() : saved.diagnostic().text()));
        QVERIFY(!document.isModified());
        QCOMPARE(document.filePath(), QFileInfo(path).absoluteFilePath());
        QCOMPARE(QuoteDocument::recentFiles().value(0), QFileInfo(path).absoluteFilePath());

        QuoteDocument reopened(autosave.path());
        const Result<void> opened = reopened.open(path, resolver(), {});
        QVERIFY2(opened, qPrintable(diagnosticTexts(opened.diagnostics()).join(QLatin1Char('\n'))));
        QVERIFY(reopened.quote() == quote);
        QVERIFY(!reopened.isModified());
    }

    void failedSaveStaysModified()
    {
        QTemporaryDir autosave;
        QuoteDocument document(autosave.path());
        document.reset(sampleQuote(), true);
        const Result<void> saved = document.save(QStringLiteral("/nonexistent-dir/q.rigplan.json"));
        QVERIFY(!saved);
        QVERIFY(document.isModified());
        QVERIFY(document.filePath().isEmpty());
        const QString error = saved.diagnostic().text();
        QVERIFY2(error.contains(QStringLiteral("/nonexistent-dir/q.rigplan.json")), qPrintable(error));
        QCOMPARE(saved.diagnostic().kind, Diagnostic::Kind::Environment); // the folder, not the quote
    }

    void openingABadFileChangesNothing()
    {
        QTemporaryDir autosave;
        QTemporaryDir files;
        const QString bad = files.filePath(QStringLiteral("bad.rigplan.json"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"rigplan.quote/7\", \"workload\": {}}");
        f.close();
        QuoteDocument document(autosave.path());
        document.reset(sampleQuote());
        const Result<void> opened = document.open(bad, resolver(), {});
        QVERIFY(!opened);
        QCOMPARE(opened.diagnostic().kind, Diagnostic::Kind::BadInput);
        const QStringList errors = diagnosticTexts(opened.diagnostics());
        QVERIFY2(errors.join(QLatin1Char('\n')).contains(QStringLiteral("newer RigPlan")), qPrintable(errors.join(QLatin1Char('\n'))));
        QVERIFY(document.quote() == sampleQuote());
    }

    void autosaveOnlyWhileModified()
    {
        QTemporaryDir autosave;
        QuoteDocument document(autosave.path());
        document.reset(sampleQuote());
        QVERIFY(document.autosaveNow());
        QVERIFY(!QFileInfo::exists(document.autosavePath()));
        Quote changed = sampleQuote();
        changed.workload.title = "changed";
        document.edit(changed);
        QVERIFY(document.autosaveNow());
        QVERIFY(QFileInfo::exists(document.autosavePath()));
        // A live session's autosave is not offered for recovery (its lock is held).
        QVERIFY(QuoteDocument::pendingRecoveries(autosave.path()).empty());
    }

    void autosaveTimerWrites()
    {
        QTemporaryDir autosave;
        QuoteDocument document(autosave.path());
        document.setAutosaveInterval(20);
        Quote changed = sampleQuote();
        changed.workload.title = "timer";
        document.edit(changed);
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(document.autosavePath()), 2000);
    }

    void recoversACrashedSession()
    {
        QTemporaryDir autosave;
        QTemporaryDir files;
        // What a crashed session leaves: the autosave and its origin, and a lock of a dead process.
        Quote lost = sampleQuote();
        lost.workload.title = "work from the crashed session";
        const QString crashed = autosave.filePath(QStringLiteral("dead-session.rigplan.json"));
        QVERIFY(saveQuoteFile(lost, crashed));
        QFile origin(crashed + QStringLiteral(".origin"));
        QVERIFY(origin.open(QIODevice::WriteOnly));
        origin.write(files.filePath(QStringLiteral("original.rigplan.json")).toUtf8());
        origin.close();
        QFile lock(crashed + QStringLiteral(".lock"));
        QVERIFY(lock.open(QIODevice::WriteOnly));
        // QLockFile's format: pid, application, host. A PID above pid_max cannot be running.
        lock.write(QByteArray("999999999\nrigplan\n") + QSysInfo::machineHostName().toUtf8() + '\n');
        lock.close();

        const auto pending = QuoteDocument::pendingRecoveries(autosave.path());
        QCOMPARE(pending.size(), std::size_t(1));
        QCOMPARE(pending.front().originalPath, files.filePath(QStringLiteral("original.rigplan.json")));

        QuoteDocument document(autosave.path());
        const Result<void> recovered = document.recover(pending.front(), resolver(), {});
        QVERIFY2(recovered, qPrintable(diagnosticTexts(recovered.diagnostics()).join(QLatin1Char('\n'))));
        QVERIFY(document.quote() == lost);
        QVERIFY(document.isModified());
        QCOMPARE(document.filePath(), files.filePath(QStringLiteral("original.rigplan.json")));
        QVERIFY(!QFileInfo::exists(crashed));
        QVERIFY(QuoteDocument::pendingRecoveries(autosave.path()).empty());
    }

    void cleanCloseLeavesNothing()
    {
        QTemporaryDir autosave;
        QString path;
        {
            QuoteDocument document(autosave.path());
            Quote changed = sampleQuote();
            changed.workload.title = "x";
            document.edit(changed);
            QVERIFY(document.autosaveNow());
            path = document.autosavePath();
            QVERIFY(QFileInfo::exists(path));
        }
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY(QuoteDocument::pendingRecoveries(autosave.path()).empty());
    }
};

QTEST_GUILESS_MAIN(TestQuoteDocument)
#include "tst_quotedocument.moc"
