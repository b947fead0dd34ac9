// SPDX-License-Identifier: GPL-3.0-or-later
// Parts that are not current (docs/planner.md, "Lifecycle"): a GPU at end-of-life or last-time-buy never
// wins a tier over a current GPU as good for the jobs at a price within the tier's rule; where it
// still wins, the build carries the note with the successor and its price, in words and in JSON.
#include "catalog/Catalog.h"
#include "plan/Plan.h"
#include "plan/PlanFormat.h"
#include "plan/PlanText.h"
#include "util/Money.h"
#include "workload/WorkloadJson.h"

#include "NarrowedCatalog.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <optional>

using namespace rigplan;
using rigplan::testing::partIndex;

namespace {

const QByteArray k8bServe = R"({"kind": "inference", "model": "llama-3.1-8b", "weights": "bf16", "kv_cache": "fp16",
    "context_length": 4096, "concurrency": 4, "prompt_tokens": 1024, "output_tokens": 256})";
const QByteArray k70bServe = R"({"kind": "inference", "model": "llama-3.1-70b", "weights": "fp8", "kv_cache": "fp16",
    "context_length": 8192, "concurrency": 8, "prompt_tokens": 2048, "output_tokens": 512})";

// ECC preferred: the consumer cards' desktop platforms take no ECC memory.
QByteArray workloadJson(const QByteArray &job, const QByteArray &site)
{
    return "{\"format\": \"rigplan.workload/1\", \"title\": \"lifecycle\", \"jobs\": [" + job + "], \"site\": " + site
        + ", \"requirements\": {\"ecc\": \"preferred\"}}";
}

// `from` with two GPU models (their prices kept) on one platform offered at `count` cards.
CatalogSnapshot twoGpus(CatalogSnapshot from, const std::string &a, const std::string &b, const std::string &platform, int count)
{
    const std::size_t ia = partIndex(from.gpus, a), ib = partIndex(from.gpus, b);
    from.gpus = {from.gpus.at(ia), from.gpus.at(ib)};
    from.gpuPrices = {from.gpuPrices.at(ia), from.gpuPrices.at(ib)};
    rigplan::testing::keepOnly(from.platforms, from.platformPrices, platform);
    from.platforms.front().gpuCounts = {count};
    return from;
}

GpuSpec &gpu(CatalogSnapshot &snap, const std::string &id)
{
    return snap.gpus.at(partIndex(snap.gpus, id));
}

PartPrice &priceOf(CatalogSnapshot &snap, const std::string &id)
{
    return snap.gpuPrices.at(partIndex(snap.gpus, id));
}

bool hasLifecycleNote(const Build &b)
{
    return std::any_of(b.notes.begin(), b.notes.end(), [](const Note &n) { return n.kind == BuildNote::GpuEndOfLife; });
}

} // namespace

class TestLifecycle : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void shippedLifecycle_data();
    void shippedLifecycle();
    void currentWinsWhenAsGood_data();
    void currentWinsWhenAsGood();
    void endOfLifeWinnerNamesSuccessor();

private:
    Workload load(const QByteArray &json) const;
    QTemporaryDir m_dir;
    Catalog m_catalog;
    std::optional<CatalogSnapshot> m_snap;
};

void TestLifecycle::initTestCase()
{
    QVERIFY(m_catalog.open(m_dir.filePath(QStringLiteral("catalog.sqlite"))));
    auto snap = m_catalog.snapshot(QStringLiteral("USD"));
    QVERIFY(snap);
    m_snap = *snap;
}

Workload TestLifecycle::load(const QByteArray &json) const
{
    const Result<Workload> r = loadWorkload(json, QStringLiteral("lifecycle.json"), resolverFor(m_catalog.models()));
    if (!r.ok()) {
        qWarning() << diagnosticTexts(r.diagnostics());
        return {};
    }
    return *r;
}

// The shipped rows the sources support (catalog/seed/SOURCES-gpus.md, "Lifecycle").
void TestLifecycle::shippedLifecycle_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("lifecycle");
    QTest::addColumn<QString>("successor");
    // Board Channels via Neowin (2024-11-12): RTX 4090 and 4090 D production ended October 2024.
    QTest::newRow("rtx-4090") << QStringLiteral("rtx-4090") << int(GpuLifecycle::EndOfLife) << QStringLiteral("rtx-5090");
    QTest::newRow("rtx-4090-d") << QStringLiteral("rtx-4090-d") << int(GpuLifecycle::EndOfLife) << QStringLiteral("rtx-5090-d");
    // One Stop Systems: "NVIDIA quickly replaced the H100 80GB with the H100 NVL".
    QTest::newRow("h100-pcie") << QStringLiteral("h100-pcie-80gb") << int(GpuLifecycle::EndOfLife) << QStringLiteral("h100-nvl-94gb");
    // No notice found: current.
    QTest::newRow("rtx-5090") << QStringLiteral("rtx-5090") << int(GpuLifecycle::Current) << QString();
    QTest::newRow("a100-pcie-40gb") << QStringLiteral("a100-pcie-40gb") << int(GpuLifecycle::Current) << QString();
}

void TestLifecycle::shippedLifecycle()
{
    QFETCH(QString, id);
    QFETCH(int, lifecycle);
    QFETCH(QString, successor);
    const GpuSpec &g = gpu(*m_snap, id.toStdString());
    QCOMPARE(int(g.lifecycle), lifecycle);
    QCOMPARE(QString::fromStdString(g.successorId), successor);
    QVERIFY(successor.isEmpty() || successorOf(*m_snap, g) >= 0);
}

// Two GPU models on one platform: the one that is not current is the cheaper, the current one
// is as good for the job and costs `premium` more per card (within the tier's rule). Before
// the rule the cheaper card won entry; now the current card wins every tier.
void TestLifecycle::currentWinsWhenAsGood_data()
{
    QTest::addColumn<QByteArray>("workload");
    QTest::addColumn<QString>("old");
    QTest::addColumn<QString>("current");
    QTest::addColumn<QString>("platform");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("lifecycle"); // set on `old` in the snapshot
    QTest::addColumn<qint64>("premiumMinor");
    const QByteArray tower = R"({"outlet": "us-120v-20a", "environment": "lab"})";
    const QByteArray serverRoom = R"({"outlet_w": 12000, "environment": "server-room"})";
    QTest::newRow("4090 vs 5090, tower") << workloadJson(k8bServe, tower) << QStringLiteral("rtx-4090")
                                         << QStringLiteral("rtx-5090") << QStringLiteral("am5-proart-x870e-define7xl") << 1
                                         << int(GpuLifecycle::EndOfLife) << qint64(20000);
    QTest::newRow("h100 pcie vs h100 nvl, server") << workloadJson(k70bServe, serverRoom) << QStringLiteral("h100-pcie-80gb")
                                                   << QStringLiteral("h100-nvl-94gb") << QStringLiteral("asus-esc4000a-e12")
                                                   << 2 << int(GpuLifecycle::EndOfLife) << qint64(100000);
    QTest::newRow("last-time-buy a100 vs h100 nvl") << workloadJson(k8bServe, serverRoom) << QStringLiteral("a100-pcie-80gb")
                                                    << QStringLiteral("h100-nvl-94gb") << QStringLiteral("asus-esc4000a-e12")
                                                    << 1 << int(GpuLifecycle::LastTimeBuy) << qint64(100000);
}

void TestLifecycle::currentWinsWhenAsGood()
{
    QFETCH(QByteArray, workload);
    QFETCH(QString, old);
    QFETCH(QString, current);
    QFETCH(QString, platform);
    QFETCH(int, count);
    QFETCH(int, lifecycle);
    QFETCH(qint64, premiumMinor);
    const Workload w = load(workload);
    QVERIFY(!w.jobs.empty());
    CatalogSnapshot snap = twoGpus(*m_snap, old.toStdString(), current.toStdString(), platform.toStdString(), count);
    gpu(snap, old.toStdString()).lifecycle = GpuLifecycle(lifecycle);
    gpu(snap, current.toStdString()).lifecycle = GpuLifecycle::Current;
    priceOf(snap, current.toStdString()).amountMinor = priceOf(snap, old.toStdString()).amountMinor + premiumMinor;

    // Both pass alone: the rule decides, not a check.
    const PlanResult plan = rigplan::plan(w, snap);
    QVERIFY(plan.feasible);
    QVERIFY(!plan.tiers.empty());
    for (const Tier &t : plan.tiers) {
        QCOMPARE(QString::fromStdString(snap.gpus[std::size_t(t.build.gpu)].id), current);
        QVERIFY(!hasLifecycleNote(t.build));
    }
    // With no room for a dearer current card, the cheaper one wins entry again, flagged.
    PlanOptions strict;
    strict.currentGpuPriceRatio = 1.0;
    const PlanResult cheapest = rigplan::plan(w, snap, strict);
    QVERIFY(!cheapest.tiers.empty());
    const Build &entry = cheapest.tiers.front().build;
    QCOMPARE(QString::fromStdString(snap.gpus[std::size_t(entry.gpu)].id), old);
    QVERIFY(hasLifecycleNote(entry));
}

// An end-of-life card that nothing current matches within the tier's rule still wins: its
// build says so and names the successor with the catalog's price, in words and in the JSON.
void TestLifecycle::endOfLifeWinnerNamesSuccessor()
{
    const Workload w = load(workloadJson(k8bServe, R"({"outlet": "us-120v-20a", "environment": "lab"})"));
    QVERIFY(!w.jobs.empty());
    CatalogSnapshot snap = twoGpus(*m_snap, "rtx-4090", "rtx-5090", "am5-proart-x870e-define7xl", 1);
    QCOMPARE(gpu(snap, "rtx-4090").successorId, std::string("rtx-5090"));
    // The successor at 3 × the old card's price: beyond the tier's rule.
    priceOf(snap, "rtx-5090").amountMinor = 3 * priceOf(snap, "rtx-4090").amountMinor;
    const PlanOptions options;
    const PlanResult plan = rigplan::plan(w, snap, options);
    QVERIFY(!plan.tiers.empty());
    const Tier &entry = plan.tiers.front();
    QCOMPARE(snap.gpus[std::size_t(entry.build.gpu)].id, std::string("rtx-4090"));
    QVERIFY(hasLifecycleNote(entry.build));

    const PlanTextContext ctx{w, snap, options};
    const QString price = formatMinor(priceOf(snap, "rtx-5090").amountMinor, QStringLiteral("USD"));
    bool named = false;
    for (const std::string &n : plantext::notes(ctx, entry.build)) {
        const QString text = QString::fromStdString(n);
        named = named || (text.contains(QLatin1String("end-of-life since 2024-11-12"))
                          && text.contains(QLatin1String("NVIDIA GeForce RTX 5090")) && text.contains(price));
    }
    QVERIFY2(named, qPrintable(price));

    const QJsonObject json = planToJson(plan, w, snap, options, false);
    const QJsonObject g = json.value(QLatin1String("tiers")).toArray().at(0).toObject().value(QLatin1String("build")).toObject()
                              .value(QLatin1String("gpu")).toObject();
    QCOMPARE(g.value(QLatin1String("lifecycle")).toString(), QStringLiteral("end-of-life"));
    QCOMPARE(g.value(QLatin1String("lifecycle_date")).toString(), QStringLiteral("2024-11-12"));
    QCOMPARE(g.value(QLatin1String("successor_id")).toString(), QStringLiteral("rtx-5090"));
    QCOMPARE(g.value(QLatin1String("successor_price")).toObject().value(QLatin1String("amount_minor")).toInteger(),
             qint64(priceOf(snap, "rtx-5090").amountMinor));
}

QTEST_GUILESS_MAIN(TestLifecycle)
#include "tst_lifecycle.moc"
