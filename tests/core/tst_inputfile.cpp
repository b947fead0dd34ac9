// SPDX-License-Identifier: GPL-3.0-or-later
// Reading the files a user names (core/util/InputFile): "-" is standard input, and a file
// beyond the 64 MiB cap — /dev/zero as a workload, which used to end in an abort — is refused
// with a message that names the limit.
#include "util/InputFile.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace rigplan;

class TestInputFile : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void readsAFile();
    void missingFileNamesTheFile();
    void devZeroStopsAtTheCap();
    void largeFileRefused();
    void dashIsStandardInput();
    void capIsAParameter();
    void regularFileOnly_data();
    void regularFileOnly();
    void qtResourceIsRead();
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

void TestInputFile::capIsAParameter()
{
    // A smaller cap (a logo's) is enforced while reading too: /dev/zero stops just past it.
    const auto data = readInputFile(QStringLiteral("/dev/zero"), {.maxBytes = 1000});
    QVERIFY(!data);
    QCOMPARE(data.diagnostic().kind, Diagnostic::Kind::BadInput);
    QVERIFY2(data.diagnostic().message.contains(QStringLiteral("larger than 1000 bytes")), qPrintable(data.diagnostic().message));
}

void TestInputFile::regularFileOnly_data()
{
    QTest::addColumn<QString>("name"); // "@fifo": a FIFO nobody writes, made in the test
    QTest::addColumn<QString>("got");
    QTest::newRow("device") << QStringLiteral("/dev/zero") << QStringLiteral("a device");
    QTest::newRow("FIFO") << QStringLiteral("@fifo") << QStringLiteral("a pipe (FIFO)");
    QTest::newRow("folder") << QStringLiteral("/") << QStringLiteral("a folder");
}

// Where a regular file is meant (a logo, the quote numbers), anything else is refused before a
// byte is read, naming the file and what was expected: a FIFO without a writer must not block.
void TestInputFile::regularFileOnly()
{
    QFETCH(QString, name);
    QFETCH(QString, got);
    QTemporaryDir dir;
    if (name == QLatin1String("@fifo")) {
        name = dir.filePath(QStringLiteral("fifo"));
        QCOMPARE(::mkfifo(QFile::encodeName(name).constData(), 0600), 0);
    }
    const auto data = readInputFile(name, {.regularFileOnly = true});
    QVERIFY(!data);
    QCOMPARE(data.diagnostic().kind, Diagnostic::Kind::BadInput);
    QCOMPARE(data.diagnostic().file, name);
    QCOMPARE(data.diagnostic().message, QStringLiteral("expected a file, got ") + got);
}

void TestInputFile::qtResourceIsRead()
{
    // What the program carries (rigplan-cli's shipped validation set) is read like a file.
    const auto data = readInputFile(QStringLiteral(":/quote/tax_rates.csv"), {.regularFileOnly = true});
    QVERIFY(data);
    QVERIFY(data->startsWith("id,"));
    QVERIFY(!readInputFile(QStringLiteral(":/no/such/resource.csv")));
}

QTEST_APPLESS_MAIN(TestInputFile)
#include "tst_inputfile.moc"
