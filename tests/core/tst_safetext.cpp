// SPDX-License-Identifier: GPL-3.0-or-later
// Text from files shown on a terminal or in a PDF (core/util/SafeText): control characters and
// bidi overrides must not reach the device (issue: ESC]0;…BEL retitled the terminal, ESC[2J
// cleared it, a U+202E in a customer name printed the line backwards in the PDF).
#include "util/SafeText.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace rigplan;

class TestSafeText : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void terminal_data();
    void terminal();
    void document_data();
    void document();
    void json_data();
    void json();
};

namespace {
const QString kR = QString(QChar(0xFFFD));
}

void TestSafeText::terminal_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("shown");
    QTest::newRow("plain") << QStringLiteral("Acme & Sons 实验室") << QStringLiteral("Acme & Sons 实验室");
    QTest::newRow("title escape (OSC 0 … BEL)") << QStringLiteral("\x1b]0;owned\x07job")
                                                << kR + QStringLiteral("]0;owned") + kR + QStringLiteral("job");
    QTest::newRow("clear screen") << QStringLiteral("a\x1b[2Jb") << QStringLiteral("a") + kR + QStringLiteral("[2Jb");
    QTest::newRow("line breaks kept, tab and CR replaced") << QStringLiteral("a\nb\tc\rd")
                                                           << QStringLiteral("a\nb") + kR + QStringLiteral("c") + kR + QStringLiteral("d");
    QTest::newRow("C1 CSI and DEL") << QString(QChar(0x9B)) + QStringLiteral("2J\x7f") << kR + QStringLiteral("2J") + kR;
    QTest::newRow("right-to-left override") << QStringLiteral("abc") + QChar(0x202E) + QStringLiteral("fdp.exe")
                                            << QStringLiteral("abc") + kR + QStringLiteral("fdp.exe");
    QTest::newRow("isolate") << QString(QChar(0x2067)) + QStringLiteral("x") + QChar(0x2069) << kR + QStringLiteral("x") + kR;
}

void TestSafeText::terminal()
{
    QFETCH(QString, text);
    QFETCH(QString, shown);
    QCOMPARE(terminalSafe(text), shown);
}

void TestSafeText::document_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("shown");
    QTest::newRow("plain") << QStringLiteral("<b>Acme</b>") << QStringLiteral("<b>Acme</b>");
    QTest::newRow("override removed") << QStringLiteral("Acme ") + QChar(0x202E) + QStringLiteral("dtL") << QStringLiteral("Acme dtL");
    QTest::newRow("every bidi control removed")
        << QString(QChar(0x202A)) + QChar(0x202B) + QChar(0x202C) + QChar(0x202D) + QChar(0x2066) + QChar(0x2068)
               + QStringLiteral("x")
        << QStringLiteral("x");
    QTest::newRow("marks kept") << QString(QChar(0x200F)) + QStringLiteral("x") << QString(QChar(0x200F)) + QStringLiteral("x");
    QTest::newRow("escape replaced, tab kept") << QStringLiteral("a\x1b[2J\tb") << QStringLiteral("a") + kR + QStringLiteral("[2J\tb");
}

void TestSafeText::document()
{
    QFETCH(QString, text);
    QFETCH(QString, shown);
    QCOMPARE(documentSafe(text), shown);
}

// JSON keeps the value and escapes what would act on a terminal: C1 and bidi controls as \uXXXX
// (QJsonDocument escapes C0 itself, and leaves these raw); the escaped text reads back the same.
void TestSafeText::json_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QByteArray>("written");
    QTest::newRow("plain and Chinese") << QStringLiteral("Acme 实验室 – ok") << QByteArray("[\"Acme 实验室 – ok\"]");
    QTest::newRow("C1 CSI") << QString(QChar(0x9B)) + QStringLiteral("2J") << QByteArray("[\"\\u009b2J\"]");
    QTest::newRow("right-to-left override") << QStringLiteral("abc") + QChar(0x202E) + QStringLiteral("fdp")
                                            << QByteArray("[\"abc\\u202efdp\"]");
    QTest::newRow("isolates") << QString(QChar(0x2066)) + QStringLiteral("x") + QChar(0x2069)
                              << QByteArray("[\"\\u2066x\\u2069\"]");
    QTest::newRow("marks and dashes kept") << QString(QChar(0x200F)) + QChar(0x2014) + QChar(0x2070)
                                           << QByteArray("[\"") + QString(QChar(0x200F)).toUtf8() + QString(QChar(0x2014)).toUtf8()
                                                  + QString(QChar(0x2070)).toUtf8() + QByteArray("\"]");
    QTest::newRow("ESC escaped by Qt") << QStringLiteral("a\x1b") << QByteArray("[\"a\\u001b\"]");
}

void TestSafeText::json()
{
    QFETCH(QString, text);
    QFETCH(QByteArray, written);
    const QByteArray out = jsonSafe(QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact));
    QCOMPARE(out, written);
    QCOMPARE(QJsonDocument::fromJson(out).array().at(0).toString(), text);
}

QTEST_APPLESS_MAIN(TestSafeText)
#include "tst_safetext.moc"
