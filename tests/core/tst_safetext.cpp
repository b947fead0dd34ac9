// SPDX-License-Identifier: GPL-3.0-or-later
// Text from files shown on a terminal or in a PDF (core/util/SafeText): control characters and
// bidi overrides must not reach the device (issue: ESC]0;…BEL retitled the terminal, ESC[2J
// cleared it, a U+202E in a customer name printed the line backwards in the PDF).
#include "util/SafeText.h"

#include <QTest>

using namespace rigplan;

class TestSafeText : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void terminal_data();
    void terminal();
    void document_data();
    void document();
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

QTEST_APPLESS_MAIN(TestSafeText)
#include "tst_safetext.moc"
