// SPDX-License-Identifier: GPL-3.0-or-later
// Reading the files a user names (core/util/InputFile): "-" is standard input, and a file
// beyond the 64 MiB cap — /dev/zero as a workload, which used to end in an abort — is refused
// with a message that names the limit.
#include "util/InputFile.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace rigplan;

class TestInputFile : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void readsAFile();
    void missingFileNamesTheFile();
    void devZeroStopsAtTheCap();
    void largeFileRefused();
    void dashIsStandardInput();
};

void TestInputFile::readsAFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("w.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{}");
    f.close();
    const auto data = readInputFile(path);
    QVERIFY(data);
    QCOMPARE(*data, QByteArray("{}"));
}

void TestInputFile::missingFileNamesTheFile()
{
    const auto data = readInputFile(QStringLiteral("/nonexistent/w.json"));
    QVERIFY(!data);
    QCOMPARE(data.diagnostic().kind, Diagnostic::Kind::BadInput);
    QCOMPARE(data.diagnostic().file, QStringLiteral("/nonexistent/w.json"));
}

void TestInputFile::devZeroStopsAtTheCap()
{
    if (!QFile::exists(QStringLiteral("/dev/zero"))) {
        QSKIP("no /dev/zero");
    }
    const auto data = readInputFile(QStringLiteral("/dev/zero"));
    QVERIFY(!data);
    QCOMPARE(data.diagnostic().kind, Diagnostic::Kind::BadInput);
    QVERIFY2(data.diagnostic().message.contains(QStringLiteral("64 MiB")), qPrintable(data.diagnostic().message));
}

void TestInputFile::largeFileRefused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("big.csv"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QVERIFY(f.resize(kMaxInputFileBytes + 1)); // sparse: no 64 MiB written
    f.close();
    QVERIFY(!readInputFile(path));
    QVERIFY(f.resize(kMaxInputFileBytes)); // exactly at the cap is read
    QVERIFY(readInputFile(path));
}

void TestInputFile::dashIsStandardInput()
{
    // Reading "-" itself is tested through the CLI (tests/cli/tst_cliconventions).
    QCOMPARE(inputFileName(QStringLiteral("-")), QStringLiteral("standard input"));
    QCOMPARE(inputFileName(QStringLiteral("a.json")), QStringLiteral("a.json"));
}

QTEST_APPLESS_MAIN(TestInputFile)
#include "tst_inputfile.moc"
