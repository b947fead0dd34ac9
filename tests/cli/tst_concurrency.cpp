// Two kinds of writers on one catalog at once — several `rigplan-cli catalog import`
// processes and this process editing values, as the GUI does — lose no committed edit.
#include "catalog/Catalog.h"

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
};

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
        QVERIFY2(editor.setValue(QStringLiteral("cpus"), id, QStringLiteral("threads"), QStringLiteral("999")),
                 qPrintable(editor.errorString()));
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

QTEST_GUILESS_MAIN(TestConcurrency)
#include "tst_concurrency.moc"
