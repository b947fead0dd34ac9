// SPDX-License-Identifier: GPL-3.0-or-later
// The RFC 4180 reader and writer behind catalog import/export and the shipped seed.
#include "catalog/Csv.h"

#include <QTest>

using namespace rigplan;

namespace {
QStringList list(std::initializer_list<const char *> items)
{
    QStringList l;
    for (const char *i : items) {
        l.append(QString::fromUtf8(i));
    }
    return l;
}
} // namespace

class TestCsv : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void parsesValid_data();
    void parsesValid();
    void rejectsMalformed_data();
    void rejectsMalformed();
    void roundTrips_data();
    void roundTrips();
    void spreadsheetEscape_data();
    void spreadsheetEscape();
};

void TestCsv::parsesValid_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("records");
    QTest::addColumn<QStringList>("lastFields");
    QTest::addColumn<int>("lastLine");

    QTest::newRow("plain LF") << QByteArray("a,b\n1,2\n") << 2 << list({"1", "2"}) << 2;
    QTest::newRow("CRLF, no final newline") << QByteArray("a,b\r\n1,2") << 2 << list({"1", "2"}) << 2;
    QTest::newRow("quoted comma and quote") << QByteArray("a,b\n\"x, \"\"y\"\"\",2\n") << 2
                                            << list({"x, \"y\"", "2"}) << 2;
    QTest::newRow("line break inside quotes keeps line numbers") << QByteArray("a,b\n\"one\ntwo\",2\n3,4\n") << 3
                                                                 << list({"3", "4"}) << 4;
    QTest::newRow("empty fields") << QByteArray("a,b,c\n,,\n") << 2 << list({"", "", ""}) << 2;
    QTest::newRow("BOM and blank lines") << QByteArray("\xEF\xBB\xBF" "a\n\n1\n") << 2 << list({"1"}) << 3;
    QTest::newRow("UTF-8 Chinese") << QByteArray("name\n\xE6\x98\xBE\xE5\x8D\xA1\n") << 2
                                   << QStringList{QString::fromUtf8("显卡")} << 2;
}

void TestCsv::parsesValid()
{
    QFETCH(QByteArray, input);
    QFETCH(int, records);
    QFETCH(QStringList, lastFields);
    QFETCH(int, lastLine);
    const auto r = parseCsv(input);
    QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.diagnostic().message));
    QCOMPARE(int(r->size()), records);
    QCOMPARE(r->back().fields, lastFields);
    QCOMPARE(r->back().line, lastLine);
}

void TestCsv::rejectsMalformed_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("messagePart");

    QTest::newRow("unterminated quote") << QByteArray("a,b\n1,\"open\n") << 2 << 2 << QStringLiteral("not closed");
    QTest::newRow("text after closing quote") << QByteArray("a,b\n\"x\"y,2\n") << 2 << 1 << QStringLiteral("after a closing quote");
    QTest::newRow("stray quote") << QByteArray("a,b\n1,x\"y\n") << 2 << 2 << QStringLiteral("quote inside");
    QTest::newRow("invalid UTF-8 on line 3") << QByteArray("a\nb\n\xFF\xFE\n") << 3 << 0 << QStringLiteral("UTF-8");
}

void TestCsv::rejectsMalformed()
{
    QFETCH(QByteArray, input);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, messagePart);
    const auto r = parseCsv(input, QStringLiteral("in.csv"));
    QVERIFY(!r.ok());
    QCOMPARE(r.diagnostics().size(), 1);
    const rigplan::Diagnostic &error = r.diagnostic();
    QCOMPARE(error.kind, rigplan::Diagnostic::Kind::BadInput);
    QCOMPARE(error.file, QStringLiteral("in.csv"));
    QCOMPARE(error.line, line);
    QCOMPARE(error.column, column);
    QVERIFY2(error.message.contains(messagePart), qPrintable(error.message));
}

void TestCsv::roundTrips_data()
{
    QTest::addColumn<QStringList>("fields");
    QTest::newRow("simple") << list({"a", "b"});
    QTest::newRow("comma quote newline") << list({"x,y", "say \"hi\"", "two\nlines"});
    QTest::newRow("leading space kept") << list({" padded ", ""});
}

void TestCsv::roundTrips()
{
    QFETCH(QStringList, fields);
    const auto r = parseCsv(writeCsvLine(fields));
    QVERIFY(r.ok());
    QCOMPARE(int(r->size()), 1);
    QCOMPARE(r->front().fields, fields);
}

void TestCsv::spreadsheetEscape_data()
{
    QTest::addColumn<QString>("cell");
    QTest::addColumn<QString>("exported");
    QTest::newRow("plain") << QStringLiteral("RTX 4090") << QStringLiteral("RTX 4090");
    QTest::newRow("formula") << QStringLiteral("=HYPERLINK(\"http://x\")") << QStringLiteral("'=HYPERLINK(\"http://x\")");
    QTest::newRow("plus") << QStringLiteral("+1") << QStringLiteral("'+1");
    QTest::newRow("minus") << QStringLiteral("-cmd") << QStringLiteral("'-cmd");
    QTest::newRow("at") << QStringLiteral("@SUM(A1)") << QStringLiteral("'@SUM(A1)");
    QTest::newRow("tab") << QStringLiteral("\t=1") << QStringLiteral("'\t=1");
    QTest::newRow("carriage return") << QStringLiteral("\r=1") << QStringLiteral("'\r=1");
    QTest::newRow("apostrophe then formula") << QStringLiteral("'=1") << QStringLiteral("''=1");
    QTest::newRow("two apostrophes") << QStringLiteral("''x") << QStringLiteral("'''x");
    QTest::newRow("apostrophe as text") << QStringLiteral("'90s card") << QStringLiteral("'90s card");
    QTest::newRow("formula character later") << QStringLiteral("a=b") << QStringLiteral("a=b");
    QTest::newRow("empty") << QString() << QString();
}

void TestCsv::spreadsheetEscape()
{
    QFETCH(QString, cell);
    QFETCH(QString, exported);
    QCOMPARE(spreadsheetSafeCell(cell), exported);
    QCOMPARE(fromSpreadsheetSafeCell(spreadsheetSafeCell(cell)), cell); // the documented round trip
}

QTEST_APPLESS_MAIN(TestCsv)
#include "tst_csv.moc"
