// SPDX-License-Identifier: GPL-3.0-or-later
// Diagnostic, Result, exitCodeFor and WriteTransaction: the one way errors travel, and the
// scope that rolls a write back unless it was committed.
#include "catalog/WriteTransaction.h"
#include "util/Diagnostic.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <optional>

using namespace rigplan;

Q_DECLARE_METATYPE(rigplan::Diagnostic)
Q_DECLARE_METATYPE(rigplan::Diagnostic::Kind)

namespace {

Diagnostic at(const QString &file, const QString &path, int line, int column, const QString &message)
{
    return {Diagnostic::Kind::BadInput, file, path, line, column, message};
}

} // namespace

class TestDiagnostic : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void text_data();
    void text();
    void exitCode_data();
    void exitCode();
    void worstKindDecidesTheCode_data();
    void worstKindDecidesTheCode();
    void resultHoldsValueOrDiagnostics();
    void voidResult();
    void resultConvertsToOptional();
    void transaction_data();
    void transaction();
    void failedCommitRollsBack();
    void refusedTransactionCarriesItsReason();
    void longListsAreCapped();
    void lockedDatabaseRefusesToBegin();

private:
    // Rows in the test table, read through a separate connection (what another process sees).
    int committedRows();
    QSqlDatabase m_db;
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestDiagnostic::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("tx"));
    m_db.setDatabaseName(m_dir->filePath(QStringLiteral("tx.sqlite")));
    QVERIFY(m_db.open());
    QSqlQuery q(m_db);
    QVERIFY(q.exec(QStringLiteral("PRAGMA journal_mode=WAL")));
    QVERIFY(q.exec(QStringLiteral("CREATE TABLE t (v INTEGER)")));
}

void TestDiagnostic::cleanup()
{
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(QStringLiteral("tx"));
    m_dir.reset();
}

int TestDiagnostic::committedRows()
{
    int count = -1;
    {
        QSqlDatabase reader = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("reader"));
        reader.setDatabaseName(m_db.databaseName());
        if (reader.open()) {
            QSqlQuery q(reader);
            if (q.exec(QStringLiteral("SELECT COUNT(*) FROM t")) && q.next()) {
                count = q.value(0).toInt();
            }
        }
        reader.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("reader"));
    return count;
}

void TestDiagnostic::text_data()
{
    // The exact shapes the command line printed before there was one type.
    QTest::addColumn<Diagnostic>("diagnostic");
    QTest::addColumn<QString>("expected");
    QTest::newRow("workload field") << at(QStringLiteral("lab.json"), QStringLiteral("jobs[1].context_length"), 0, 0,
                                          QStringLiteral("expected an integer ≥ 1, got -5"))
                                    << QStringLiteral("lab.json: jobs[1].context_length: expected an integer ≥ 1, got -5");
    QTest::newRow("JSON syntax") << at(QStringLiteral("lab.json"), QString(), 3, 14, QStringLiteral("JSON syntax error: x"))
                                 << QStringLiteral("lab.json:3:14: JSON syntax error: x");
    QTest::newRow("CSV field") << at(QStringLiteral("in.csv"), QString(), 4, 2, QStringLiteral("cores: expected a whole number"))
                               << QStringLiteral("in.csv:4:2: cores: expected a whole number");
    QTest::newRow("CSV line") << at(QStringLiteral("in.csv"), QString(), 4, 0, QStringLiteral("expected 3 fields"))
                              << QStringLiteral("in.csv:4: expected 3 fields");
    QTest::newRow("whole file") << at(QStringLiteral("w.json"), QString(), 0, 0, QStringLiteral("cannot read the workload"))
                                << QStringLiteral("w.json: cannot read the workload");
    QTest::newRow("path without file") << at(QString(), QStringLiteral("format"), 0, 0, QStringLiteral("expected a string"))
                                       << QStringLiteral("format: expected a string");
    QTest::newRow("bare message") << Diagnostic::environment(QStringLiteral("catalog /x is locked by another process"))
                                  << QStringLiteral("catalog /x is locked by another process");
    QTest::newRow("file and environment") << Diagnostic::environment(QStringLiteral("cannot write"), QStringLiteral("q.pdf"))
                                          << QStringLiteral("q.pdf: cannot write");
}

void TestDiagnostic::text()
{
    QFETCH(Diagnostic, diagnostic);
    QFETCH(QString, expected);
    QCOMPARE(diagnostic.text(), expected);
}

void TestDiagnostic::exitCode_data()
{
    QTest::addColumn<Diagnostic::Kind>("kind");
    QTest::addColumn<int>("code");
    QTest::newRow("bad input") << Diagnostic::Kind::BadInput << 2;
    QTest::newRow("environment") << Diagnostic::Kind::Environment << 3;
    QTest::newRow("internal") << Diagnostic::Kind::Internal << 3;
}

void TestDiagnostic::exitCode()
{
    QFETCH(Diagnostic::Kind, kind);
    QFETCH(int, code);
    QCOMPARE(exitCodeFor(kind), code);
    QCOMPARE(exitCodeFor(QList<Diagnostic>{Diagnostic{kind, {}, {}, 0, 0, QStringLiteral("x")}}), code);
}

void TestDiagnostic::worstKindDecidesTheCode_data()
{
    QTest::addColumn<QList<Diagnostic>>("diagnostics");
    QTest::addColumn<int>("code");
    const Diagnostic input = Diagnostic::badInput(QStringLiteral("in.csv"), QStringLiteral("bad"));
    const Diagnostic disk = Diagnostic::environment(QStringLiteral("disk full"));
    QTest::newRow("only input") << QList<Diagnostic>{input, input} << 2;
    QTest::newRow("input then environment") << QList<Diagnostic>{input, disk} << 3;
    QTest::newRow("environment then input") << QList<Diagnostic>{disk, input} << 3;
    QTest::newRow("none: a caller's bug") << QList<Diagnostic>{} << 3;
}

void TestDiagnostic::worstKindDecidesTheCode()
{
    QFETCH(QList<Diagnostic>, diagnostics);
    QFETCH(int, code);
    QCOMPARE(exitCodeFor(diagnostics), code);
}

void TestDiagnostic::resultHoldsValueOrDiagnostics()
{
    Result<QString> good = QStringLiteral("value");
    QVERIFY(good.ok());
    QVERIFY(good.has_value());
    QVERIFY(bool(good));
    QCOMPARE(*good, QStringLiteral("value"));
    QCOMPARE(good->size(), 5);
    QVERIFY(good.diagnostics().isEmpty());

    const Result<QString> bad = Diagnostic::badInput(QStringLiteral("f"), QStringLiteral("m"));
    QVERIFY(!bad.ok());
    QVERIFY(!bad);
    QCOMPARE(bad.diagnostics().size(), 1);
    QCOMPARE(bad.diagnostic().text(), QStringLiteral("f: m"));

    const Result<int> several = QList<Diagnostic>{Diagnostic::badInput(QStringLiteral("a"), QStringLiteral("1")),
                                                  Diagnostic::badInput(QStringLiteral("b"), QStringLiteral("2"))};
    QVERIFY(!several.ok());
    QCOMPARE(diagnosticTexts(several.diagnostics()), (QStringList{QStringLiteral("a: 1"), QStringLiteral("b: 2")}));

    // Moving the value out leaves nothing copied on the way.
    Result<std::unique_ptr<int>> owned = std::make_unique<int>(7);
    const std::unique_ptr<int> taken = std::move(owned).value();
    QCOMPARE(*taken, 7);
}

void TestDiagnostic::voidResult()
{
    const Result<void> done;
    QVERIFY(done.ok());
    QVERIFY(done.diagnostics().isEmpty());
    const Result<void> failed = Diagnostic::environment(QStringLiteral("disk full"));
    QVERIFY(!failed);
    QCOMPARE(failed.diagnostic().kind, Diagnostic::Kind::Environment);
    QCOMPARE(exitCodeFor(failed.diagnostics()), 3);
}

void TestDiagnostic::resultConvertsToOptional()
{
    std::optional<int> cached;
    cached = Result<int>(5);
    QCOMPARE(cached, std::optional<int>(5));
    cached = Result<int>(Diagnostic::environment(QStringLiteral("x")));
    QVERIFY(!cached.has_value());
}

void TestDiagnostic::transaction_data()
{
    QTest::addColumn<bool>("commit");
    QTest::addColumn<int>("rowsAfter");
    QTest::newRow("not committed: rolled back") << false << 0;
    QTest::newRow("committed: stays") << true << 1;
}

void TestDiagnostic::transaction()
{
    QFETCH(bool, commit);
    QFETCH(int, rowsAfter);
    {
        WriteTransaction tx(m_db);
        QVERIFY2(tx.begun().ok(), qPrintable(tx.begun().ok() ? QString() : tx.begun().diagnostic().text()));
        QVERIFY(tx.isActive());
        QSqlQuery q(m_db);
        QVERIFY(q.exec(QStringLiteral("INSERT INTO t (v) VALUES (1)")));
        QCOMPARE(committedRows(), 0); // another connection does not see it yet
        if (commit) {
            const Result<void> committed = tx.commit();
            QVERIFY(committed.ok());
            QVERIFY(!tx.isActive());
            QVERIFY(!tx.commit().ok()); // once only
        }
    }
    QCOMPARE(committedRows(), rowsAfter);
    // Whichever way it ended, the connection is out of the transaction and can start another.
    WriteTransaction next(m_db);
    QVERIFY(next.begun().ok());
}

void TestDiagnostic::failedCommitRollsBack()
{
    // A deferred foreign key makes COMMIT itself fail; the guard must still roll back, so
    // the connection is not left inside a half-done transaction.
    QSqlQuery setup(m_db);
    QVERIFY(setup.exec(QStringLiteral("PRAGMA foreign_keys = ON")));
    QVERIFY(setup.exec(QStringLiteral("CREATE TABLE parent (id INTEGER PRIMARY KEY)")));
    QVERIFY(setup.exec(
        QStringLiteral("CREATE TABLE child (pid INTEGER REFERENCES parent(id) DEFERRABLE INITIALLY DEFERRED)")));
    {
        WriteTransaction tx(m_db);
        QVERIFY(tx.begun().ok());
        QSqlQuery q(m_db);
        QVERIFY(q.exec(QStringLiteral("INSERT INTO t (v) VALUES (1)")));
        QVERIFY(q.exec(QStringLiteral("INSERT INTO child (pid) VALUES (42)")));
        const Result<void> committed = tx.commit();
        QVERIFY(!committed.ok());
        QCOMPARE(committed.diagnostic().kind, Diagnostic::Kind::Environment);
        QVERIFY2(committed.diagnostic().message.contains(QStringLiteral("COMMIT")), qPrintable(committed.diagnostic().text()));
        QVERIFY(tx.isActive());
    }
    QCOMPARE(committedRows(), 0);
    WriteTransaction next(m_db);
    QVERIFY(next.begun().ok());
}

void TestDiagnostic::refusedTransactionCarriesItsReason()
{
    WriteTransaction refused(Diagnostic::environment(QStringLiteral("catalog x is open read-only: nothing was changed")));
    QVERIFY(!refused.begun().ok());
    QVERIFY(!refused.isActive());
    const Result<void> committed = refused.commit();
    QVERIFY(!committed.ok());
    QCOMPARE(committed.diagnostic().message, QStringLiteral("catalog x is open read-only: nothing was changed"));
}

void TestDiagnostic::lockedDatabaseRefusesToBegin()
{
    // Another connection holds the write lock: BEGIN IMMEDIATE fails (after a short busy
    // timeout) and the wording callback words it; nothing is rolled back that was not begun.
    QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
    other.setDatabaseName(m_db.databaseName());
    other.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=50"));
    QVERIFY(other.open());
    {
        WriteTransaction holder(m_db);
        QVERIFY(holder.begun().ok());
        QString wordedStatement;
        qint64 waited = -1;
        WriteTransaction blocked(other, [&](const QString &statement, const QSqlError &error, qint64 waitedMs) {
            wordedStatement = statement;
            waited = waitedMs;
            return Diagnostic::environment(QStringLiteral("locked: %1").arg(error.databaseText()));
        });
        QVERIFY(!blocked.begun().ok());
        QCOMPARE(wordedStatement, QStringLiteral("BEGIN IMMEDIATE"));
        QVERIFY(waited >= 0); // no lock wait given: one try on the connection's busy timeout
        QVERIFY(blocked.begun().diagnostic().message.startsWith(QStringLiteral("locked: ")));
        QVERIFY(!blocked.isActive());
    }
    other.close();
    other = QSqlDatabase();
    QSqlDatabase::removeDatabase(QStringLiteral("other"));
}

// An error list is capped: 400,000 bad rows printed 400,000 lines. The first problems are
// listed, then one line says how many more there are.
void TestDiagnostic::longListsAreCapped()
{
    Diagnostics many;
    for (int i = 1; i <= 400000; ++i) {
        many.push_back(Diagnostic::badInput(QStringLiteral("big.csv"), QStringLiteral("bad row"), QString(), i));
    }
    const QStringList texts = diagnosticTexts(many, kMaxListedDiagnostics);
    QCOMPARE(texts.size(), kMaxListedDiagnostics + 1);
    QCOMPARE(texts.front(), QStringLiteral("big.csv:1: bad row"));
    QCOMPARE(texts.back(), QStringLiteral("… and 399900 more problem(s)"));
    const Diagnostics few = many.first(3);
    QCOMPARE(diagnosticTexts(few, kMaxListedDiagnostics), diagnosticTexts(few)); // no line added below the cap
}

QTEST_GUILESS_MAIN(TestDiagnostic)
#include "tst_diagnostic.moc"
