// SPDX-License-Identifier: GPL-3.0-or-later
// `rigplan-cli quote freeze / reprice / number` and the report's two editions, as a vendor
// uses them (docs/file-formats.md "Quote file", "PDF report"): a frozen quote reprints the same total and
// date after the catalog's prices change; re-pricing names each changed line; the client's PDF
// carries the vendor, the number, net / tax / gross and a signature block and none of the
// internal material; quote numbers stay unique across processes and restarts.
#include "CliRun.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>

namespace {

using Run = rigplan::testing::CliRun;
using rigplan::testing::readAll;
using rigplan::testing::sample;

QString pdfText(const QString &pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput()).simplified();
}

QString pdfInfo(const QString &pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdfinfo"), {pdf});
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

QJsonObject readJson(const QString &path)
{
    return QJsonDocument::fromJson(readAll(path)).object();
}

// "12,345.67 USD" as the English report prints minor units.
QString usd(qint64 minor)
{
    return QStringLiteral("%1.%2 USD").arg(QLocale(QLocale::English).toString(minor / 100)).arg(minor % 100, 2, 10, QLatin1Char('0'));
}

} // namespace

class TestQuoteCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void freezeReprintsAfterPriceChange();
    void repriceReportsEachChangedLine();
    void clientEditionHidesInternals_data();
    void clientEditionHidesInternals();
    void paperFromVendorUnlessGiven();
    void expiredQuoteSaysSo();
    void numbersUniqueAcrossProcessesAndRestarts();
    void unusableNumberAndLogoFiles_data();
    void unusableNumberAndLogoFiles();
    void badArguments_data();
    void badArguments();
    void servicesImportChecksTheRule();
    void servicesPrintInTheReportsLanguage_data();
    void servicesPrintInTheReportsLanguage();
    void frozenQuoteWithoutLinesIsRefused();
    void readersRefuseWhatJsonLetsThrough();
    void frozenQuoteKeepsItsKit();
    void deliveryAfterEveryLine();

private:
    bool write(const QString &name, const QByteArray &bytes) const
    {
        QFile f(path(name));
        return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
    }
    Run cli(const QStringList &args) const
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("RIGPLAN_QUOTE_SEQUENCE"), path(QStringLiteral("sequence.json")));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(RIGPLAN_CLI_PATH), QStringList{QStringLiteral("--catalog"), m_catalog} + args);
        p.waitForFinished(180000);
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(), p.readAllStandardError()};
    }
    QString path(const QString &name) const { return m_dir->filePath(name); }
    // Imports a price for GPU `gpu` in the test's catalog (a user price wins over the shipped one).
    bool importGpuPrice(const QString &gpu, qint64 minor) const
    {
        const QString csv = path(QStringLiteral("price.csv"));
        const QByteArray rows = "part_kind,part_id,amount_minor,currency,price_date,source,estimate\n"
            + QStringLiteral("gpu,%1,%2,USD,2026-12-01,test: a new street price,0\n").arg(gpu).arg(minor).toUtf8();
        const Run r = write(QStringLiteral("price.csv"), rows) ? cli({QStringLiteral("catalog"), QStringLiteral("import"), csv}) : Run{};
        return r.exitCode == 0;
    }
    // Freezes the lab sample's mainstream tier with services, a discount and China's VAT.
    QString freeze(const QString &name = QStringLiteral("q.rigplan.json"));
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_catalog;
};

void TestQuoteCli::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_catalog = path(QStringLiteral("catalog.sqlite"));
}

QString TestQuoteCli::freeze(const QString &name)
{
    const QString out = path(name);
    const Run r = cli({QStringLiteral("quote"), QStringLiteral("freeze"), sample("lab-mixed.workload.json"), QStringLiteral("--tier"),
                       QStringLiteral("mainstream"), QStringLiteral("-o"), out, QStringLiteral("--vendor"), sample("example-vendor.json"),
                       QStringLiteral("--discount"), QStringLiteral("5"), QStringLiteral("--tax"), QStringLiteral("cn-vat"),
                       QStringLiteral("--service"), QStringLiteral("assembly-burnin"), QStringLiteral("--service"),
                       QStringLiteral("gpu-validation"), QStringLiteral("--service"), QStringLiteral("shipping-insurance")});
    if (r.exitCode != 0) {
        qWarning("%s", r.err.constData());
        return {};
    }
    return out;
}

void TestQuoteCli::freezeReprintsAfterPriceChange()
{
    const QString quote = freeze();
    QVERIFY(!quote.isEmpty());
    const QJsonObject doc = readJson(quote);
    QCOMPARE(doc.value(QStringLiteral("format")).toString(), QStringLiteral("rigplan.quote/2"));
    const QJsonObject frozen = doc.value(QStringLiteral("frozen")).toObject();
    QCOMPARE(frozen.value(QStringLiteral("tier")).toString(), QStringLiteral("mainstream"));
    QVERIFY(!frozen.value(QStringLiteral("rates")).toArray().isEmpty());
    const QJsonArray lines = frozen.value(QStringLiteral("lines")).toArray();
    QVERIFY(lines.size() >= 8); // parts and the three services
    QString gpu;
    QStringList volumes; // each drive line names the volume it makes
    for (const QJsonValue &line : lines) {
        QVERIFY(!line.toObject().value(QStringLiteral("price_date")).toString().isEmpty());
        const QString partKind = line.toObject().value(QStringLiteral("part_kind")).toString();
        if (partKind == QLatin1String("gpu")) {
            gpu = line.toObject().value(QStringLiteral("id")).toString();
        }
        QCOMPARE(line.toObject().contains(QStringLiteral("volume")), partKind == QLatin1String("storage"));
        if (partKind == QLatin1String("storage")) {
            volumes << line.toObject().value(QStringLiteral("volume")).toString();
        }
    }
    QVERIFY(!gpu.isEmpty());
    volumes.sort();
    // The LoRA job's 1.6 GB dataset finds no M.2 slot left in the W790 tower: it shares the
    // project drive, which is quoted once.
    QCOMPARE(volumes, (QStringList{QStringLiteral("project"), QStringLiteral("system")}));

    const QString before = path(QStringLiteral("before.pdf"));
    Run r = cli({QStringLiteral("report"), quote, QStringLiteral("-o"), before});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString textBefore = pdfText(before);

    // The catalog's price of the frozen GPU doubles (a user price wins over the shipped one).
    const QString csv = path(QStringLiteral("price.csv"));
    QFile f(csv);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("part_kind,part_id,amount_minor,currency,price_date,source,estimate\n");
    f.write(QStringLiteral("gpu,%1,99999900,USD,2026-12-01,test: a new street price,0\n").arg(gpu).toUtf8());
    f.close();
    r = cli({QStringLiteral("catalog"), QStringLiteral("import"), csv});
    QVERIFY2(r.exitCode == 0, r.err.constData());

    const QString after = path(QStringLiteral("after.pdf"));
    r = cli({QStringLiteral("report"), quote, QStringLiteral("-o"), after});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString textAfter = pdfText(after);
    // Same total and date: the offer section and the totals come from the frozen lines.
    static const QRegularExpression gross(QStringLiteral("Gross total ([0-9,.]+ USD)"));
    const QString grossBefore = gross.match(textBefore).captured(1);
    QVERIFY2(!grossBefore.isEmpty(), qPrintable(textBefore.left(3000)));
    QCOMPARE(gross.match(textAfter).captured(1), grossBefore);
    const QString date = doc.value(QStringLiteral("quote")).toObject().value(QStringLiteral("date")).toString();
    QVERIFY(textAfter.contains(QStringLiteral("Date ") + date));
    QVERIFY(!textAfter.contains(usd(99999900)));
    // Issue 41: the acceptance appendix prints the kit frozen with the quote, though today's
    // plan makes another build.
    const auto acceptance = [](const QString &text) {
        const qsizetype from = text.indexOf(QStringLiteral("Acceptance on delivery"));
        return from < 0 ? QString() : text.mid(from, text.indexOf(QStringLiteral("Terms"), from) - from);
    };
    QVERIFY2(!acceptance(textBefore).isEmpty(), qPrintable(textBefore.right(3000)));
    QCOMPARE(acceptance(textAfter), acceptance(textBefore));
}

void TestQuoteCli::repriceReportsEachChangedLine()
{
    const QString quote = freeze();
    QVERIFY(!quote.isEmpty());
    const QJsonArray lines = readJson(quote).value(QStringLiteral("frozen")).toObject().value(QStringLiteral("lines")).toArray();
    // Two parts get new, lower prices (a dearer CPU would hand the tier to its equal-priced twin,
    // the w7-2595X, and the line would be replaced, not changed).
    QStringList changed;
    QFile f(path(QStringLiteral("prices.csv")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("part_kind,part_id,amount_minor,currency,price_date,source,estimate\n");
    for (const QJsonValue &v : lines) {
        const QJsonObject line = v.toObject();
        const QString kind = line.value(QStringLiteral("part_kind")).toString();
        if (line.value(QStringLiteral("kind")).toString() == QLatin1String("part") && (kind == QLatin1String("gpu") || kind == QLatin1String("cpu"))) {
            f.write(QStringLiteral("%1,%2,%3,USD,2026-12-01,test,0\n")
                        .arg(kind, line.value(QStringLiteral("id")).toString())
                        .arg(qint64(line.value(QStringLiteral("unit_cost_minor")).toDouble()) - 12345)
                        .toUtf8());
            changed << line.value(QStringLiteral("id")).toString();
        }
    }
    f.close();
    QCOMPARE(changed.size(), 2);
    Run r = cli({QStringLiteral("catalog"), QStringLiteral("import"), path(QStringLiteral("prices.csv"))});
    QVERIFY2(r.exitCode == 0, r.err.constData());

    r = cli({QStringLiteral("quote"), QStringLiteral("reprice"), quote, QStringLiteral("-o"), path(QStringLiteral("new.rigplan.json")),
             QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject diff = QJsonDocument::fromJson(r.out).object();
    QSet<QString> reported;
    for (const QJsonValue &v : diff.value(QStringLiteral("changes")).toArray()) {
        const QJsonObject c = v.toObject();
        if (c.value(QStringLiteral("kind")).toString() == QLatin1String("part")) {
            QCOMPARE(c.value(QStringLiteral("change")).toString(), QStringLiteral("changed"));
            QVERIFY(c.value(QStringLiteral("new_unit_minor")).toDouble() < c.value(QStringLiteral("old_unit_minor")).toDouble());
            reported.insert(c.value(QStringLiteral("id")).toString());
        }
    }
    for (const QString &id : changed) {
        QVERIFY2(reported.contains(id), qPrintable(id));
    }
    QVERIFY(diff.value(QStringLiteral("new_gross_minor")).toDouble() < diff.value(QStringLiteral("old_gross_minor")).toDouble());
    // The text form names each line too, and the old file is unchanged.
    r = cli({QStringLiteral("quote"), QStringLiteral("reprice"), quote, QStringLiteral("-o"), path(QStringLiteral("new2.rigplan.json"))});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    for (const QString &id : changed) {
        QVERIFY2(r.out.contains("changed  ") && r.out.contains(id.toUtf8()), r.out.constData());
    }
    QCOMPARE(readJson(quote).value(QStringLiteral("frozen")).toObject().value(QStringLiteral("lines")).toArray(), lines);
}

void TestQuoteCli::clientEditionHidesInternals_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("internalWords"); // in the internal edition, never in the client's
    QTest::newRow("en") << QStringLiteral("en")
                        << QStringList{QStringLiteral("Margin"), QStringLiteral("Cost (purchase prices)"), QStringLiteral("Unit cost")};
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringList{QStringLiteral("毛利"), QStringLiteral("成本")};
}

void TestQuoteCli::clientEditionHidesInternals()
{
    QFETCH(QString, language);
    QFETCH(QStringList, internalWords);
    const QString quote = freeze();
    QVERIFY(!quote.isEmpty());
    const QJsonObject doc = readJson(quote);
    const QString number = doc.value(QStringLiteral("quote")).toObject().value(QStringLiteral("number")).toString();
    QVERIFY(number.startsWith(QStringLiteral("Q-")));
    // A price source of a frozen line: internal material.
    QString source;
    for (const QJsonValue &v : doc.value(QStringLiteral("frozen")).toObject().value(QStringLiteral("lines")).toArray()) {
        if (v.toObject().value(QStringLiteral("part_kind")).toString() == QLatin1String("gpu")) {
            source = v.toObject().value(QStringLiteral("source")).toString().left(24);
        }
    }
    QVERIFY(source.size() >= 10);

    const QString clientPdf = path(QStringLiteral("client.pdf"));
    Run r = cli({QStringLiteral("report"), quote, QStringLiteral("-o"), clientPdf, QStringLiteral("--vendor"), sample("example-vendor.json"),
                 QStringLiteral("--lang"), language});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString client = pdfText(clientPdf);
    const bool zh = language == QLatin1String("zh_CN");
    QVERIFY(client.contains(QStringLiteral("Example Compute Systems Ltd.")));
    QVERIFY(client.contains(number));
    // Two lines of one SSD read as the two volumes they make (the data volume shares the project drive).
    for (const QString &volume : zh ? QStringList{QStringLiteral("（系统卷）"), QStringLiteral("（项目卷）")}
                                    : QStringList{QStringLiteral("— System volume"), QStringLiteral("— Project volume")}) {
        QVERIFY2(client.contains(volume), qPrintable(volume + QStringLiteral(" missing in: ") + client.left(4000)));
    }
    for (const QString &word : zh ? QStringList{QStringLiteral("净额"), QStringLiteral("增值税"), QStringLiteral("含税总额"), QStringLiteral("签字")}
                                  : QStringList{QStringLiteral("Net total"), QStringLiteral("VAT"), QStringLiteral("Gross total"),
                                                QStringLiteral("Signature")}) {
        QVERIFY2(client.contains(word), qPrintable(word + QStringLiteral(" missing in: ") + client.left(4000)));
    }
    for (const QString &word : internalWords + QStringList{QStringLiteral("(est.)"), QStringLiteral("(yours)"), source,
                                                           QStringLiteral("cost"), QStringLiteral("Cost"), QStringLiteral("margin"),
                                                           QStringLiteral("MFU"), QStringLiteral("Alternatives rejected")}) {
        QVERIFY2(!client.contains(word), qPrintable(word + QStringLiteral(" found in the client's edition")));
    }

    const QString internalPdf = path(QStringLiteral("internal.pdf"));
    r = cli({QStringLiteral("report"), quote, QStringLiteral("-o"), internalPdf, QStringLiteral("--vendor"), sample("example-vendor.json"),
             QStringLiteral("--lang"), language, QStringLiteral("--edition"), QStringLiteral("internal")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString internal = pdfText(internalPdf);
    for (const QString &word : internalWords + QStringList{source, number}) {
        QVERIFY2(internal.contains(word), qPrintable(word + QStringLiteral(" missing in the internal edition")));
    }
    QVERIFY(internal.contains(zh ? QStringLiteral("估") : QStringLiteral("(est.)")));
}

void TestQuoteCli::paperFromVendorUnlessGiven()
{
    const QString quote = freeze();
    QVERIFY(!quote.isEmpty());
    // A vendor whose paper is Letter, writing in Chinese: the paper follows the vendor, not the language.
    QJsonObject vendor = QJsonDocument::fromJson(readAll(sample("example-vendor.json"))).object();
    vendor.insert(QStringLiteral("paper"), QStringLiteral("Letter"));
    vendor.remove(QStringLiteral("logo"));
    QFile f(path(QStringLiteral("letter-vendor.json")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(vendor).toJson());
    f.close();
    const QString pdf = path(QStringLiteral("v.pdf"));
    Run r = cli({QStringLiteral("report"), quote, QStringLiteral("-o"), pdf, QStringLiteral("--vendor"), f.fileName(),
                 QStringLiteral("--lang"), QStringLiteral("zh_CN")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(pdfInfo(pdf).contains(QStringLiteral("(letter)")));
    r = cli({QStringLiteral("report"), quote, QStringLiteral("-o"), pdf, QStringLiteral("--vendor"), f.fileName(),
             QStringLiteral("--page-size"), QStringLiteral("A4")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(pdfInfo(pdf).contains(QStringLiteral("(A4)")));
}

void TestQuoteCli::expiredQuoteSaysSo()
{
    const QString quote = freeze();
    QVERIFY(!quote.isEmpty());
    QJsonObject doc = readJson(quote);
    QJsonObject info = doc.value(QStringLiteral("quote")).toObject();
    info.insert(QStringLiteral("date"), QStringLiteral("2025-01-06"));
    info.insert(QStringLiteral("valid_days"), 14);
    info.insert(QStringLiteral("status"), QStringLiteral("sent"));
    doc.insert(QStringLiteral("quote"), info);
    QFile f(path(QStringLiteral("old.rigplan.json")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(doc).toJson());
    f.close();
    const QString pdf = path(QStringLiteral("old.pdf"));
    const Run r = cli({QStringLiteral("report"), f.fileName(), QStringLiteral("-o"), pdf});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(pdfText(pdf).contains(QStringLiteral("This quote expired on 2025-01-20")));
}

void TestQuoteCli::numbersUniqueAcrossProcessesAndRestarts()
{
    // Four processes take 60 numbers each at once, each number under the lock of the sequence
    // file and synced to disk (~15 ms): the four run side by side for about a second, so their
    // takes interleave hundreds of times. More numbers only make the test longer.
    constexpr int kProcesses = 4;
    constexpr int kEach = 60;
    std::vector<std::unique_ptr<QProcess>> processes;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RIGPLAN_QUOTE_SEQUENCE"), path(QStringLiteral("sequence.json")));
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < kProcesses; ++i) {
        auto p = std::make_unique<QProcess>();
        p->setProcessEnvironment(env);
        p->start(QStringLiteral(RIGPLAN_CLI_PATH), {QStringLiteral("quote"), QStringLiteral("number"), QStringLiteral("--count"),
                                                    QString::number(kEach)});
        processes.push_back(std::move(p));
    }
    QStringList numbers;
    for (auto &p : processes) {
        QVERIFY(p->waitForFinished(120000));
        QCOMPARE(p->exitCode(), 0);
        numbers += QString::fromUtf8(p->readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }
    qInfo("%d numbers from %d processes in %lld ms", kProcesses * kEach, kProcesses, qint64(timer.elapsed()));
    QCOMPARE(numbers.size(), kProcesses * kEach);
    const QSet<QString> unique(numbers.begin(), numbers.end());
    QCOMPARE(unique.size(), numbers.size());
    const QString year = QString::number(QDate::currentDate().year());
    // Exactly 1..240: nothing skipped, nothing repeated.
    for (int n = 1; n <= kProcesses * kEach; ++n) {
        QVERIFY(unique.contains(QStringLiteral("Q-%1-%2").arg(year).arg(n, 4, 10, QLatin1Char('0'))));
    }
    // A new process (a restart) continues the sequence.
    const Run next = cli({QStringLiteral("quote"), QStringLiteral("number")});
    QCOMPARE(next.exitCode, 0);
    QCOMPARE(next.out.trimmed(), QStringLiteral("Q-%1-%2").arg(year).arg(kProcesses * kEach + 1, 4, 10, QLatin1Char('0')).toUtf8());
}

void TestQuoteCli::unusableNumberAndLogoFiles_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message"); // SEQ: the sequence file's path
    QTest::newRow("sequence file is /dev/zero")
        << QStringLiteral("device-sequence") << 3 << QStringLiteral("SEQ: cannot read the quote numbers: expected a file, got a device");
    QTest::newRow("counter 2^63 - 2") << QStringLiteral("9223372036854775806") << 3
                                      << QStringLiteral("SEQ: the quote-number file holds the counter 9223372036854775806");
    QTest::newRow("counter 2^53") << QStringLiteral("9007199254740992") << 3
                                  << QStringLiteral("SEQ: the quote-number file holds the counter 9007199254740992");
    QTest::newRow("logo is /dev/zero") << QStringLiteral("device-logo") << 2
                                       << QStringLiteral("logo.file: cannot read the logo /dev/zero: expected a file, got a device");
}

// Files that are no files, and counters no number can come from (docs/file-formats.md "Quote file"): the
// sequence file's problems are the environment's (3), the vendor's logo is the input (2); no
// number is printed, least of all the pattern itself ("Q-2026-{seq:4}").
void TestQuoteCli::unusableNumberAndLogoFiles()
{
    QFETCH(QString, setup);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const QString sequence = path(QStringLiteral("sequence.json"));
    QStringList args{QStringLiteral("quote"), QStringLiteral("number")};
    if (setup == QLatin1String("device-sequence")) {
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), sequence));
    } else if (setup == QLatin1String("device-logo")) {
        const QString vendor = path(QStringLiteral("vendor.json"));
        QFile f(vendor);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "rigplan.vendor/1", "logo": {"file": "/dev/zero"}})");
        args << QStringLiteral("--vendor") << vendor;
    } else {
        QFile f(sequence);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "rigplan.quote-sequence/1", "scopes": {"Q-)" + QByteArray::number(QDate::currentDate().year())
                + R"(-{seq:4}": )" + setup.toLatin1() + "}}");
    }
    const Run r = cli(args);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.out.isEmpty(), r.out.constData());
    QVERIFY2(r.err.contains(message.replace(QStringLiteral("SEQ"), sequence).toUtf8()), r.err.constData());
}

void TestQuoteCli::badArguments_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("message");
    const QString lab = sample("lab-mixed.workload.json");
    QTest::newRow("no tier") << QStringList{QStringLiteral("quote"), QStringLiteral("freeze"), lab, QStringLiteral("-o"), QStringLiteral("x.json")}
                             << QByteArray("--tier entry|mainstream|high is required");
    QTest::newRow("bad tier") << QStringList{QStringLiteral("quote"), QStringLiteral("freeze"), lab, QStringLiteral("--tier"),
                                             QStringLiteral("gold"), QStringLiteral("-o"), QStringLiteral("x.json")}
                              << QByteArray("--tier: expected entry, mainstream or high, got \"gold\"");
    QTest::newRow("bad discount") << QStringList{QStringLiteral("quote"), QStringLiteral("freeze"), lab, QStringLiteral("--tier"),
                                                 QStringLiteral("entry"), QStringLiteral("-o"), QStringLiteral("x.json"),
                                                 QStringLiteral("--discount"), QStringLiteral("120")}
                                  << QByteArray("--discount: expected a percentage from 0 to 100");
    QTest::newRow("bad tax") << QStringList{QStringLiteral("quote"), QStringLiteral("freeze"), lab, QStringLiteral("--tier"),
                                            QStringLiteral("entry"), QStringLiteral("-o"), QStringLiteral("x.json"),
                                            QStringLiteral("--tax"), QStringLiteral("VAT:abc")}
                             << QByteArray("--tax: expected NAME:RATE_PERCENT");
    QTest::newRow("unknown service") << QStringList{QStringLiteral("quote"), QStringLiteral("freeze"), lab, QStringLiteral("--tier"),
                                                    QStringLiteral("entry"), QStringLiteral("-o"), QStringLiteral("x.json"),
                                                    QStringLiteral("--service"), QStringLiteral("gold-plating")}
                                     << QByteArray("unknown service \"gold-plating\"");
    QTest::newRow("reprice a workload") << QStringList{QStringLiteral("quote"), QStringLiteral("reprice"), lab, QStringLiteral("-o"),
                                                       QStringLiteral("x.json")}
                                        << QByteArray("the quote is not frozen");
    QTest::newRow("bad edition") << QStringList{QStringLiteral("report"), lab, QStringLiteral("-o"), QStringLiteral("x.pdf"),
                                                QStringLiteral("--edition"), QStringLiteral("secret")}
                                 << QByteArray("--edition: expected client or internal");
}

void TestQuoteCli::badArguments()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, message);
    QDir::setCurrent(m_dir->path());
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), r.err.constData());
    QVERIFY(!QFile::exists(path(QStringLiteral("x.json"))));
}

void TestQuoteCli::servicesImportChecksTheRule()
{
    // A user's own price list of services: the same all-or-nothing import as parts, with the
    // rule's figure and currency checked (file:line:column).
    const QString csv = path(QStringLiteral("services.csv"));
    QFile f(csv);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("id,name,category,price_rule,amount_minor,currency,percent,estimate,source,source_date\n"
            "our-burnin,48-hour burn-in,assembly,fixed,,USD,,0,our price list 2026,2026-12-01\n"
            "our-care,Care pack,warranty,percent_of_hardware,,,,0,our price list 2026,2026-12-01\n"
            "our-ship,Courier,shipping,fixed,9900,CHF,,0,our price list 2026,2026-12-01\n"); // no rate for CHF
    f.close();
    Run r = cli({QStringLiteral("catalog"), QStringLiteral("import"), csv});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("services.csv:2:4: price_rule: fixed needs a value in amount_minor"), r.err.constData());
    QVERIFY2(r.err.contains("services.csv:3:4: price_rule: percent_of_hardware needs a value in percent"), r.err.constData());
    QVERIFY2(r.err.contains("services.csv:4:6: currency: expected a currency of the catalog's currency_rates"), r.err.constData());
    // Fixed, it imports, lists and can be quoted.
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("id,name,category,price_rule,amount_minor,currency,percent,estimate,source,source_date\n"
            "our-burnin,48-hour burn-in,assembly,fixed,45000,USD,,0,our price list 2026,2026-12-01\n");
    f.close();
    r = cli({QStringLiteral("catalog"), QStringLiteral("import"), csv});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    r = cli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("services"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray rows = QJsonDocument::fromJson(r.out).array();
    QVERIFY(std::any_of(rows.begin(), rows.end(), [](const QJsonValue &v) {
        return v.toObject().value(QStringLiteral("id")).toString() == QLatin1String("our-burnin")
            && v.toObject().value(QStringLiteral("origin")).toString() == QLatin1String("user");
    }));
    const QString out = path(QStringLiteral("q.rigplan.json"));
    r = cli({QStringLiteral("quote"), QStringLiteral("freeze"), sample("lab-mixed.workload.json"), QStringLiteral("--tier"),
             QStringLiteral("entry"), QStringLiteral("-o"), out, QStringLiteral("--service"), QStringLiteral("our-burnin")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonArray lines = readJson(out).value(QStringLiteral("frozen")).toObject().value(QStringLiteral("lines")).toArray();
    QCOMPARE(lines.last().toObject().value(QStringLiteral("id")).toString(), QStringLiteral("our-burnin"));
    QCOMPARE(lines.last().toObject().value(QStringLiteral("unit_price_minor")).toInteger(), 45000);
}

void TestQuoteCli::servicesPrintInTheReportsLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("shown");
    QTest::addColumn<QString>("notShown");
    // catalog/seed/services.csv: the start of assembly-burnin's name and name_zh (the names wrap
    // in their cells, so the text layer has them on more than one line).
    QTest::newRow("English") << QStringLiteral("en") << QStringLiteral("Assembly, cabling") << QStringLiteral("整机组装");
    QTest::newRow("Simplified Chinese") << QStringLiteral("zh_CN") << QStringLiteral("整机组装、理线")
                                        << QStringLiteral("Assembly, cabling");
}

void TestQuoteCli::servicesPrintInTheReportsLanguage()
{
    // A frozen service line keeps both of the catalog's names, and the quote prints the one of
    // its language: a Chinese client reads what the vendor sells in Chinese.
    QFETCH(QString, language);
    QFETCH(QString, shown);
    QFETCH(QString, notShown);
    const QString quote = freeze();
    QVERIFY(!quote.isEmpty());
    const QJsonArray lines = readJson(quote).value(QStringLiteral("frozen")).toObject().value(QStringLiteral("lines")).toArray();
    const auto burnin = std::find_if(lines.begin(), lines.end(), [](const QJsonValue &v) {
        return v.toObject().value(QStringLiteral("id")).toString() == QLatin1String("assembly-burnin");
    });
    QVERIFY(burnin != lines.end());
    QVERIFY(burnin->toObject().value(QStringLiteral("name_zh")).toString().startsWith(QStringLiteral("整机组装")));
    const QString pdf = path(QStringLiteral("q-%1.pdf").arg(language));
    const Run r = cli({QStringLiteral("report"), quote, QStringLiteral("-o"), pdf, QStringLiteral("--lang"), language});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString text = pdfText(pdf);
    QVERIFY2(text.contains(shown), qPrintable(text.left(4000)));
    QVERIFY2(!text.contains(notShown), qPrintable(text.left(4000)));
}

void TestQuoteCli::frozenQuoteWithoutLinesIsRefused()
{
    // Issue 44: a frozen quote whose lines are gone printed its build "for 0.00 USD".
    const QString quote = freeze();
    QVERIFY(!quote.isEmpty());
    QJsonObject root = readJson(quote);
    QJsonObject frozen = root.value(QStringLiteral("frozen")).toObject();
    frozen.insert(QStringLiteral("lines"), QJsonArray());
    root.insert(QStringLiteral("frozen"), frozen);
    QVERIFY(write(QStringLiteral("empty.rigplan.json"), QJsonDocument(root).toJson()));
    frozen.remove(QStringLiteral("lines"));
    root.insert(QStringLiteral("frozen"), frozen);
    QVERIFY(write(QStringLiteral("none.rigplan.json"), QJsonDocument(root).toJson()));
    for (const QString &name : {QStringLiteral("empty.rigplan.json"), QStringLiteral("none.rigplan.json")}) {
        for (const QStringList &args : {QStringList{QStringLiteral("compare"), path(name)},
                                        QStringList{QStringLiteral("quote"), QStringLiteral("reprice"), path(name),
                                                    QStringLiteral("-o"), path(QStringLiteral("x.json"))}}) {
            const Run r = cli(args);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(": frozen.lines: "), r.err.constData());
            QVERIFY(!QFile::exists(path(QStringLiteral("x.json"))));
        }
    }
}

void TestQuoteCli::readersRefuseWhatJsonLetsThrough()
{
    // One reader of each kind runs the strict pre-check (checkStrictJson): a workload, a
    // config.json inside one, a quote, a vendor profile, the quote-number file.
    QVERIFY(write(QStringLiteral("w.json"), "{\"format\": \"rigplan.workload/1\", \"jobs\": [{\"kind\": \"inference\",\n"
                                            "  \"model\": \"llama-3.1-8b\", \"model\": \"llama-3.1-70b\"}]}\n"));
    Run r = cli({QStringLiteral("plan"), path(QStringLiteral("w.json"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(path(QStringLiteral("w.json:2:28: jobs[0].model: the key \"model\" appears twice")).toUtf8()),
             r.err.constData());

    QVERIFY(write(QStringLiteral("hf.json"), "{\"format\": \"rigplan.workload/1\", \"jobs\": [{\"kind\": \"inference\", "
                                             "\"model\": {\"hf_config\": {\"hidden_size\": 4096, \"hidden_size\": 8}}}]}"));
    r = cli({QStringLiteral("plan"), path(QStringLiteral("hf.json"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("jobs[0].model.hf_config.hidden_size: the key"), r.err.constData());

    const QString quote = freeze();
    QVERIFY(!quote.isEmpty());
    QByteArray bytes = readAll(quote);
    QVERIFY(bytes.contains("\"notes\": \""));
    bytes.replace("\"notes\": \"", "\"notes\": \"\\ud800");
    QVERIFY(write(QStringLiteral("surrogate.rigplan.json"), bytes));
    r = cli({QStringLiteral("compare"), path(QStringLiteral("surrogate.rigplan.json"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(": quote.notes: \\ud800 is half of a UTF-16 surrogate pair"), r.err.constData());

    QVERIFY(write(QStringLiteral("v.json"), "{\"format\": \"rigplan.vendor/1\", \"company\": \"A\", \"company\": \"B\"}"));
    r = cli({QStringLiteral("quote"), QStringLiteral("number"), QStringLiteral("--vendor"), path(QStringLiteral("v.json"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(path(QStringLiteral("v.json:1:48: company: the key")).toUtf8()), r.err.constData());

    // The quote-number file is the program's own: a damaged one is the environment (exit 3),
    // and is left as it is.
    r = cli({QStringLiteral("quote"), QStringLiteral("number")});
    QCOMPARE(r.exitCode, 0);
    QByteArray sequence = readAll(path(QStringLiteral("sequence.json")));
    const qsizetype scopes = sequence.indexOf("\"scopes\": {");
    QVERIFY(scopes > 0);
    sequence.insert(scopes + 11, "\"RP-{seq}\": 1, \"RP-{seq}\": 7, ");
    QVERIFY(write(QStringLiteral("sequence.json"), sequence));
    r = cli({QStringLiteral("quote"), QStringLiteral("number")});
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.err.contains("the quote-number file is damaged") && r.err.contains("appears twice"), r.err.constData());
    QCOMPARE(readAll(path(QStringLiteral("sequence.json"))), sequence);
}

// Issue 41: `kit QUOTE` writes the kit frozen with the quote: after the catalog changes today's
// plan it writes the same files as at the freeze, while the workload's kit follows the plan;
// another tier than the frozen one is refused by name.
void TestQuoteCli::frozenQuoteKeepsItsKit()
{
    const QString quote = freeze();
    QVERIFY(!quote.isEmpty());
    const auto kit = [this](const QString &input, const QString &dir, const QString &tier) {
        return cli({QStringLiteral("kit"), input, QStringLiteral("--tier"), tier, QStringLiteral("-o"), path(dir)});
    };
    const QString workload = sample("lab-mixed.workload.json");
    Run r = kit(quote, QStringLiteral("frozen"), QStringLiteral("mainstream"));
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.out.contains("acceptance kit as frozen on"), r.out.constData());
    r = kit(workload, QStringLiteral("planned"), QStringLiteral("mainstream"));
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(readAll(path(QStringLiteral("frozen/README.md"))), readAll(path(QStringLiteral("planned/README.md"))));

    QString gpu;
    for (const QJsonValue &line : readJson(quote).value(QStringLiteral("frozen")).toObject().value(QStringLiteral("lines")).toArray()) {
        if (line.toObject().value(QStringLiteral("part_kind")).toString() == QLatin1String("gpu")) {
            gpu = line.toObject().value(QStringLiteral("id")).toString();
        }
    }
    QVERIFY(importGpuPrice(gpu, 99999900)); // the frozen GPU now costs a fortune: the plan takes another
    r = kit(workload, QStringLiteral("replanned"), QStringLiteral("mainstream"));
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(readAll(path(QStringLiteral("replanned/README.md"))) != readAll(path(QStringLiteral("planned/README.md"))));
    r = kit(quote, QStringLiteral("reprinted"), QStringLiteral("mainstream"));
    QVERIFY2(r.exitCode == 0, r.err.constData());
    for (const char *name : {"README.md", "accept.sh", "serve-2.sh", "ds_config-1.json", "lora-1.json"}) {
        QCOMPARE(readAll(path(QStringLiteral("reprinted/") + QLatin1String(name))), readAll(path(QStringLiteral("frozen/") + QLatin1String(name))));
    }

    r = kit(quote, QStringLiteral("entry"), QStringLiteral("entry"));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("the quote is frozen on the mainstream tier"), r.err.constData());
    QVERIFY(!QFile::exists(path(QStringLiteral("entry"))));
}

// A quote never promises delivery before its lines are done — parts, then assembly, then
// shipping (issue 39: "delivery in 5 working days while its lines need at least 10") — and a
// part whose lead time the catalog does not know is not printed as "from stock".
void TestQuoteCli::deliveryAfterEveryLine()
{
    const QString quote = path(QStringLiteral("slow.rigplan.json"));
    const Run frozen = cli({QStringLiteral("quote"), QStringLiteral("freeze"), sample("lab-mixed.workload.json"), QStringLiteral("--tier"),
                            QStringLiteral("entry"), QStringLiteral("-o"), quote, QStringLiteral("--service"),
                            QStringLiteral("shipping-ground"), QStringLiteral("--service"), QStringLiteral("assembly-burnin")});
    QVERIFY2(frozen.exitCode == 0, frozen.err.constData());
    QJsonObject doc = readJson(quote);
    const QJsonArray lines = doc.value(QStringLiteral("frozen")).toObject().value(QStringLiteral("lines")).toArray();
    // The machine is assembled, then shipped: the two services' lead times add up.
    int afterOrder = 0;
    for (const QJsonValue &l : lines) {
        const QString id = l.toObject().value(QStringLiteral("id")).toString();
        if (id == QLatin1String("shipping-ground") || id == QLatin1String("assembly-burnin")) {
            afterOrder += l.toObject().value(QStringLiteral("lead_days")).toInt();
        }
    }
    QVERIFY2(afterOrder > 2, "no line carries a lead time: the test proves nothing");
    QJsonObject info = doc.value(QStringLiteral("quote")).toObject();
    info.insert(QStringLiteral("lead_days"), 2); // the engineer typed a shorter delivery
    doc.insert(QStringLiteral("quote"), info);
    QVERIFY(write(QStringLiteral("slow.rigplan.json"), QJsonDocument(doc).toJson()));
    const QString pdf = path(QStringLiteral("slow.pdf"));
    const Run r = cli({QStringLiteral("report"), quote, QStringLiteral("-o"), pdf, QStringLiteral("--lang"), QStringLiteral("en")});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QString text = pdfText(pdf);
    QVERIFY2(text.contains(QStringLiteral("Delivery: %1 working days after the order").arg(afterOrder)), qPrintable(text.left(6000)));
    QVERIFY(!text.contains(QStringLiteral("2 working days after the order")));
    QVERIFY(!text.contains(QStringLiteral("from stock")));
}

QTEST_GUILESS_MAIN(TestQuoteCli)
#include "tst_quotecli.moc"
