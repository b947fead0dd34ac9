// SPDX-License-Identifier: GPL-3.0-or-later
// Two kinds of writers on one catalog at once — several `rigplan-cli catalog import`
// processes and this process editing values, as the GUI does — lose no committed edit; two
// imports of the same parts released together apply as if one ran after the other.
#include "catalog/Catalog.h"
#include "VerifyOk.h"
#include "catalog/Csv.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QThread>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <vector>

using namespace rigplan;

class TestConcurrency : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void concurrentWritersLoseNothing();
    void racingImportsApplyInCommitOrder();
};

namespace {

// Opens a FIFO for writing once its reader has opened it (a process blocked in open() until
// then); -1 when no reader came within the deadline.
int openWriterWhenReaderIsThere(const QString &fifo, QElapsedTimer &clock, qint64 deadlineMs)
{
    const QByteArray name = QFile::encodeName(fifo);
    while (clock.elapsed() < deadlineMs) {
        const int fd = ::open(name.constData(), O_WRONLY | O_NONBLOCK);
        if (fd >= 0) {
            return fd;
        }
        if (errno != ENXIO) {
            return -1;
        }
        QThread::usleep(200);
    }
    return -1;
}

// Writes the whole file and closes it: the reading process sees end-of-file and goes on.
bool release(int fd, const QByteArray &content)
{
    const bool ok = ::write(fd, content.constData(), std::size_t(content.size())) == content.size();
    return ::close(fd) == 0 && ok;
}

} // namespace

void TestConcurrency::concurrentWritersLoseNothing()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("shared.sqlite"));
    {
        Catalog seed;
        QVERIFY(seed.open(db));
    }
    const QStringList gpus{QStringLiteral("rtx-4090"), QStringLiteral("rtx-5090"), QStringLiteral("l40s"),
                           QStringLiteral("rtx-6000-ada")};
    // Each process imports 25 dated prices for its own GPU.
    std::vector<std::unique_ptr<QProcess>> processes;
    for (int p = 0; p < gpus.size(); ++p) {
        QByteArray csv = "part_kind,part_id,amount_minor,currency,price_date,source,estimate\n";
        for (int day = 1; day <= 25; ++day) {
            csv += QStringLiteral("gpu,%1,%2,USD,2026-10-%3,process %4,0\n")
                       .arg(gpus.at(p))
                       .arg(100000 + day)
                       .arg(day, 2, 10, QLatin1Char('0'))
                       .arg(p)
                       .toUtf8();
        }
        const QString file = dir.filePath(QStringLiteral("prices-%1.csv").arg(p));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(csv);
        f.close();
        auto process = std::make_unique<QProcess>();
        process->start(QStringLiteral(RIGPLAN_CLI_PATH), {QStringLiteral("--catalog"), db, QStringLiteral("catalog"),
                                                          QStringLiteral("import"), file});
        processes.push_back(std::move(process));
    }
    // Meanwhile this process edits CPU core counts one transaction at a time.
    Catalog editor;
    QVERIFY(editor.open(db));
    const auto cpus = editor.rows(QStringLiteral("cpus"));
    QVERIFY(cpus);
    int edits = 0;
    for (const CatalogRow &row : *cpus) {
        const QString id = row.values[0].toString();
        QVERIFY_OK(editor.setValue(QStringLiteral("cpus"), id, QStringLiteral("threads"), QStringLiteral("999")));
        ++edits;
    }
    for (const auto &process : processes) {
        QVERIFY(process->waitForFinished(60000));
        QCOMPARE(process->exitCode(), 0);
    }
    // Every committed edit of every writer is there.
    Catalog reader;
    QVERIFY(reader.open(db));
    const auto prices = reader.rows(QStringLiteral("prices"));
    QVERIFY(prices);
    const TableDef &t = *findTable(QStringLiteral("prices"));
    for (const QString &gpu : gpus) {
        int found = 0;
        for (const CatalogRow &r : *prices) {
            if (r.origin == QLatin1String("user") && r.value(t, QStringLiteral("part_id")).toString() == gpu) {
                ++found;
            }
        }
        QCOMPARE(found, 25);
    }
    int changed = 0;
    const auto cpusAfter = reader.rows(QStringLiteral("cpus"));
    QVERIFY(cpusAfter);
    for (const CatalogRow &row : *cpusAfter) {
        changed += row.changed.contains(QStringLiteral("threads")) ? 1 : 0;
    }
    QCOMPARE(changed, edits);
}

void TestConcurrency::racingImportsApplyInCommitOrder()
{
    // Two `catalog import` processes, each holding a file of the same table, are released
    // together (the barrier: both block reading a FIFO until this process writes and closes
    // both), with the order and the gap between the releases varied. In every round both
    // imports succeed and the catalog holds what running them one after the other in their
    // commit order gives: the part both add is the later one's (an update, not a UNIQUE
    // failure), the part each adds alone is there, and the shipped part both change has the
    // later file's values in every column (no change compared away against a stale read).
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("race.sqlite"));
    Catalog reader;
    QVERIFY(reader.open(db));
    const TableDef &gpus = *findTable(QStringLiteral("gpus"));
    const QStringList header{QStringLiteral("id"), QStringLiteral("vendor"), QStringLiteral("name"),
                             QStringLiteral("form_factor"), QStringLiteral("cooling"), QStringLiteral("memory_bytes"), QStringLiteral("memory_bandwidth_bps"),
                             QStringLiteral("bf16_tflops"), QStringLiteral("board_power_w"), QStringLiteral("length_mm"),
                             QStringLiteral("source"), QStringLiteral("source_date")};
    const auto shipped = reader.row(QStringLiteral("gpus"), QStringLiteral("rtx-4090"));
    QVERIFY(shipped);
    const auto fieldsOf = [&](const CatalogRow &row) {
        QStringList fields;
        for (const QString &column : header) {
            fields.append(fieldText(gpus.columns[std::size_t(gpus.columnIndex(column))], row.value(gpus, column)));
        }
        return fields;
    };
    const QStringList shippedFields = fieldsOf(*shipped);
    const qsizetype power = header.indexOf(QStringLiteral("board_power_w"));
    const qsizetype length = header.indexOf(QStringLiteral("length_mm"));

    // The barrier makes the race in every round, so the count only covers the 10 release orders
    // and gaps (6 times each); RIGPLAN_RACE_ROUNDS runs more.
    const int rounds = qEnvironmentVariableIntValue("RIGPLAN_RACE_ROUNDS") > 0 ? qEnvironmentVariableIntValue("RIGPLAN_RACE_ROUNDS") : 60;
    const QString fifoA = dir.filePath(QStringLiteral("a.csv"));
    const QString fifoB = dir.filePath(QStringLiteral("b.csv"));
    QVERIFY(::mkfifo(QFile::encodeName(fifoA).constData(), 0600) == 0);
    QVERIFY(::mkfifo(QFile::encodeName(fifoB).constData(), 0600) == 0);
    static const QRegularExpression counts(QStringLiteral("(\\d+) added, (\\d+) changed"));
    QElapsedTimer total;
    total.start();
    int firstWasA = 0;
    for (int round = 0; round < rounds; ++round) {
        const QString both = QStringLiteral("race-%1").arg(round);
        // File X: the part both add, the part only X adds, and rtx-4090 with one column of X's.
        const auto fileOf = [&](const QString &who, QStringList rtx) {
            QByteArray csv = writeCsvLine(header);
            const auto part = [&](const QString &id, int watts) {
                return writeCsvLine({id, QStringLiteral("Lab"), QStringLiteral("%1 from %2").arg(id, who),
                                     QStringLiteral("pcie"), QStringLiteral("blower"), QStringLiteral("25769803776"), QStringLiteral("1008000000000"), QStringLiteral("100"),
                                     QString::number(watts), QStringLiteral("250"), QStringLiteral("test %1").arg(who),
                                     QStringLiteral("2026-11-01")});
            };
            csv += part(both, who == QLatin1String("A") ? 300 : 400);
            csv += part(QStringLiteral("%1-%2").arg(both, who.toLower()), 200);
            csv += writeCsvLine(rtx);
            return csv;
        };
        QStringList rtxA = shippedFields;
        rtxA[power] = QString::number(500 + round);
        QStringList rtxB = shippedFields;
        rtxB[length] = QString::number(300 + round);
        const QByteArray fileA = fileOf(QStringLiteral("A"), rtxA);
        const QByteArray fileB = fileOf(QStringLiteral("B"), rtxB);

        QProcess a;
        QProcess b;
        const QStringList common{QStringLiteral("--catalog"), db, QStringLiteral("catalog"), QStringLiteral("import")};
        a.start(QStringLiteral(RIGPLAN_CLI_PATH), common + QStringList{fifoA});
        b.start(QStringLiteral(RIGPLAN_CLI_PATH), common + QStringList{fifoB});
        QElapsedTimer clock;
        clock.start();
        const int fdA = openWriterWhenReaderIsThere(fifoA, clock, 30000);
        const int fdB = openWriterWhenReaderIsThere(fifoB, clock, 30000);
        QVERIFY2(fdA >= 0 && fdB >= 0, "an import did not open its file");
        // Released in either order, at once or up to 4 ms apart.
        const bool aFirst = round % 2 == 0;
        const auto gapUs = static_cast<unsigned long>((round / 2) % 5) * 1000;
        QVERIFY(release(aFirst ? fdA : fdB, aFirst ? fileA : fileB));
        if (gapUs > 0) {
            QThread::usleep(gapUs);
        }
        QVERIFY(release(aFirst ? fdB : fdA, aFirst ? fileB : fileA));
        QVERIFY(a.waitForFinished(30000) && b.waitForFinished(30000));
        const QByteArray outA = a.readAllStandardOutput() + a.readAllStandardError();
        const QByteArray outB = b.readAllStandardOutput() + b.readAllStandardError();
        QVERIFY2(a.exitCode() == 0, outA.constData());
        QVERIFY2(b.exitCode() == 0, outB.constData());

        // The first to commit added both of its new parts; the later one updated the shared one.
        const auto added = [&](const QByteArray &out) {
            const auto m = counts.match(QString::fromUtf8(out));
            return m.hasMatch() ? m.captured(1).toInt() : -1;
        };
        const int addedA = added(outA);
        const int addedB = added(outB);
        QVERIFY2((addedA == 2 && addedB == 1) || (addedA == 1 && addedB == 2), (outA + outB).constData());
        const bool committedAFirst = addedA == 2;
        firstWasA += committedAFirst ? 1 : 0;
        const QString later = committedAFirst ? QStringLiteral("B") : QStringLiteral("A");

        const auto shared = reader.row(QStringLiteral("gpus"), both);
        QVERIFY(shared);
        QCOMPARE(shared->value(gpus, QStringLiteral("name")).toString(), QStringLiteral("%1 from %2").arg(both, later));
        QCOMPARE(shared->value(gpus, QStringLiteral("board_power_w")).toInt(), later == QLatin1String("A") ? 300 : 400);
        QVERIFY(reader.row(QStringLiteral("gpus"), both + QStringLiteral("-a")));
        QVERIFY(reader.row(QStringLiteral("gpus"), both + QStringLiteral("-b")));
        const auto rtx = reader.row(QStringLiteral("gpus"), QStringLiteral("rtx-4090"));
        QVERIFY(rtx);
        const QStringList expected = committedAFirst ? rtxB : rtxA;
        QCOMPARE(fieldsOf(*rtx), expected);
    }
    qInfo("%d rounds in %lld ms; A committed first in %d of them", rounds, qint64(total.elapsed()), firstWasA);
    // Both orders happened, so both were checked.
    QVERIFY(firstWasA > 0 && firstWasA < rounds);
}

QTEST_GUILESS_MAIN(TestConcurrency)
#include "tst_concurrency.moc"
