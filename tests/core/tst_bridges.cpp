// SPDX-License-Identifier: GPL-3.0-or-later
// NVLink bridges (docs/planner.md, "NVLink bridges"): a bridge joins one pair of PCIe cards, so a build
// carries one per pair its layouts exchange over (tensor parallel 2 per replica), of the slot
// spacing the platform's x16 slots have, priced in the bill of materials; tensor parallel over
// more cards and baseboard GPUs carry none. Plans run on the shipped catalog narrowed to one
// GPU model and one platform at one GPU count, with bridge prices that are test data (the
// shipped catalog has none: SOURCES-parts.md), so each row decides the layout it asks for.
#include "NarrowedCatalog.h"
#include "catalog/Catalog.h"
#include "model/ModelCsv.h"
#include "plan/Plan.h"
#include "plan/PlanText.h"
#include "workload/WorkloadJson.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace rigplan;

namespace {

// Test prices of the shipped bridges (minor units, USD): test data, not catalog facts.
const std::pair<const char *, std::int64_t> kBridgePrices[] = {
    {"nvidia-rtx-a6000-nvlink-2slot", 7900},
    {"nvidia-rtx-a6000-nvlink-3slot", 8900},
    {"nvidia-geforce-rtx-3090-nvlink-4slot", 9900},
};

} // namespace

class TestBridges : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void bridgesPerLayout_data();
    void bridgesPerLayout();
    void noPricedBridgeMeansPcie();
    void importRejectsBadRows_data();
    void importRejectsBadRows();

private:
    // The shipped snapshot with only `gpu` and `platform` (taking `count` GPUs, at `pitch`
    // slots when pitch >= 0), the bridges priced as kBridgePrices when `priced`.
    CatalogSnapshot narrowed(const std::string &gpu, const std::string &platform, int count, int pitch, bool priced) const;
    // Serving Llama 3.1 8B at `tensorParallel`: in a lab (a tower), or in a server room (a rack server).
    Workload serving(int tensorParallel, bool serverRoom = false) const;
    QTemporaryDir m_dir;
    Catalog m_catalog;
    std::optional<CatalogSnapshot> m_usd;
};

void TestBridges::initTestCase()
{
    QVERIFY(m_catalog.open(m_dir.filePath(QStringLiteral("catalog.sqlite"))));
    m_usd = m_catalog.snapshot(QStringLiteral("USD"));
    QVERIFY(m_usd);
    QCOMPARE(m_usd->bridges.size(), std::size_t(3));
    QCOMPARE(m_usd->bridgePrices.size(), m_usd->bridges.size());
}

CatalogSnapshot TestBridges::narrowed(const std::string &gpu, const std::string &platform, int count, int pitch,
                                      bool priced) const
{
    CatalogSnapshot s = testing::narrowedTo(*m_usd, gpu, platform, count);
    if (pitch >= 0) {
        s.platforms[0].slotPitch = pitch;
    }
    for (std::size_t i = 0; i < s.bridges.size(); ++i) {
        for (const auto &[id, minor] : kBridgePrices) {
            if (priced && s.bridges[i].id == id) {
                s.bridgePrices[i] = PartPrice{};
                s.bridgePrices[i].known = true;
                s.bridgePrices[i].amountMinor = minor;
                s.bridgePrices[i].currency = "USD";
                s.bridgePrices[i].date = "2026-12-01";
                s.bridgePrices[i].source = "test price";
            }
        }
    }
    return s;
}

Workload TestBridges::serving(int tensorParallel, bool serverRoom) const
{
    const QByteArray json = R"({"format": "rigplan.workload/1", "title": "bridges", "jobs": [{"kind": "inference",
        "model": "llama-3.1-8b", "weights": "bf16", "context_length": 8192, "concurrency": 8, "prompt_tokens": 1024,
        "output_tokens": 256, "tensor_parallel": )" + QByteArray::number(tensorParallel)
        + R"(}], "site": )"
        + (serverRoom ? QByteArray(R"({"outlet_w": 12000, "environment": "server-room"})")
                      : QByteArray(R"({"outlet": "eu-230v-16a", "environment": "lab"})"))
        + "}";
    const Result<Workload> r = loadWorkload(json, QStringLiteral("bridges.json"), resolverFor(m_catalog.models()));
    if (!r.ok()) {
        qWarning() << diagnosticTexts(r.diagnostics());
        return {};
    }
    return *r;
}

void TestBridges::bridgesPerLayout_data()
{
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<QString>("platform");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("pitch"); // -1: the catalog's
    QTest::addColumn<int>("tensorParallel");
    QTest::addColumn<int>("bridges");     // expected bridge count in the build
    QTest::addColumn<QString>("bridgeId"); // expected bridge ("" = none)
    QTest::addColumn<bool>("spacingNoted");

    const QString a6000 = QStringLiteral("rtx-a6000");
    const QString tower = QStringLiteral("w790e-sage-se-meshify2xl"); // slot pitch 2 in the catalog
    const QString twoSlot = QStringLiteral("nvidia-rtx-a6000-nvlink-2slot");
    QTest::newRow("2 × A6000, tp 2: one bridge") << a6000 << tower << 2 << -1 << 2 << 1 << twoSlot << false;
    QTest::newRow("4 × A6000, tp 2 × 2 replicas: two") << a6000 << tower << 4 << -1 << 2 << 2 << twoSlot << false;
    QTest::newRow("4 × A6000, tp 4: none, PCIe") << a6000 << tower << 4 << -1 << 4 << 0 << QString() << false;
    QTest::newRow("1 × A6000, tp 2 asked: none") << a6000 << tower << 1 << -1 << 2 << 0 << QString() << false;
    QTest::newRow("2 × A6000, tp 1 × 2 replicas: none") << a6000 << tower << 2 << -1 << 1 << 0 << QString() << false;
    QTest::newRow("3-slot pitch: the 3-slot bridge")
        << a6000 << tower << 2 << 3 << 2 << 1 << QStringLiteral("nvidia-rtx-a6000-nvlink-3slot") << false;
    QTest::newRow("4-slot pitch: the 3090's 4-slot bridge")
        << a6000 << tower << 2 << 4 << 2 << 1 << QStringLiteral("nvidia-geforce-rtx-3090-nvlink-4slot") << false;
    QTest::newRow("no published pitch: the narrowest, noted") << a6000 << tower << 2 << 0 << 2 << 1 << twoSlot << true;
    QTest::newRow("SXM baseboard, tp 2: none")
        << QStringLiteral("h100-sxm-80gb") << QStringLiteral("sm-as-8125gs-tnhr") << 8 << -1 << 2 << 0 << QString() << false;
}

void TestBridges::bridgesPerLayout()
{
    QFETCH(QString, gpu);
    QFETCH(QString, platform);
    QFETCH(int, count);
    QFETCH(int, pitch);
    QFETCH(int, tensorParallel);
    QFETCH(int, bridges);
    QFETCH(QString, bridgeId);
    QFETCH(bool, spacingNoted);
    CatalogSnapshot snap = narrowed(gpu.toStdString(), platform.toStdString(), count, pitch, true);
    QCOMPARE(snap.gpus.size(), std::size_t(1));
    if (snap.gpus[0].formFactor != "pcie") {
        // Even a catalog bridge that names the baseboard GPU is not fitted: its NVSwitch links them.
        snap.bridges[0].gpus.push_back(snap.gpus[0].id);
    }
    const Workload w = serving(tensorParallel, snap.gpus[0].formFactor != "pcie");
    QCOMPARE(w.jobs.size(), std::size_t(1));
    const PlanResult plan = rigplan::plan(w, snap);
    if (!plan.feasible && plan.closest.build) {
        for (const Violation &v : plan.closest.build->violations) {
            qWarning() << checkId(v.check) << int(v.rule) << v.required << v.available;
        }
    }
    QVERIFY2(plan.feasible, plan.closest.build ? plan.closest.build->key.c_str() : "no build");
    for (const Tier &t : plan.tiers) {
        const Build &b = t.build;
        QCOMPARE(b.gpuCount, count);
        QCOMPARE(b.jobs.at(0).layout.tensorParallel, tensorParallel);
        QCOMPARE(b.bridgeCount, bridges);
        const auto line = std::find_if(t.bom.begin(), t.bom.end(), [](const BomLine &l) { return l.kind == PartKind::Bridge; });
        if (bridges == 0) {
            QVERIFY(line == t.bom.end());
            QCOMPARE(b.bridge, -1);
            continue;
        }
        QVERIFY(line != t.bom.end());
        QCOMPARE(QString::fromStdString(line->id), bridgeId);
        QCOMPARE(line->quantity, bridges);
        const std::int64_t unit = std::find_if(std::begin(kBridgePrices), std::end(kBridgePrices), [&](const auto &p) {
                                      return bridgeId == QLatin1String(p.first);
                                  })->second;
        QCOMPARE(line->unitPrice.amountMinor, unit);
        QCOMPARE(line->lineTotalMinor, unit * bridges);
        // The tier says why: the pairs and the spacing.
        const PlanOptions options;
        const PlanTextContext ctx{w, snap, options};
        const std::string why = plantext::bomReason(ctx, t, *line);
        QVERIFY2(why.find(std::to_string(b.bridgePairs) + " pair(s)") != std::string::npos, why.c_str());
        QCOMPARE(b.bridgePairs * snap.bridges[std::size_t(b.bridge)].perPair, bridges);
        // The build's price is its lines' sum, the bridges included.
        std::int64_t sum = 0;
        for (const BomLine &l : t.bom) {
            sum += l.lineTotalMinor;
        }
        QCOMPARE(b.priceMinor, sum);
        // The pair exchanges at the bridge's speed: one direction of the catalog's figure.
        QCOMPARE(b.jobs.at(0).inference.terms.linkBps, double(snap.gpus[0].interconnectBps));
        const bool noted = std::any_of(b.notes.begin(), b.notes.end(), [](const Note &n) { return n.kind == BuildNote::BridgeSpacingAssumed; });
        QCOMPARE(noted, spacingNoted);
    }
    if (bridges == 0 && tensorParallel == 4) {
        // Tensor parallel over four PCIe cards all-reduces over PCIe, not the bridge.
        QVERIFY(plan.tiers.front().build.jobs.at(0).inference.terms.linkBps < double(snap.gpus[0].interconnectBps));
    }
}

// Without a priced bridge the pair is estimated at PCIe figures, no bridge is listed, and the
// build says why; catalog bridges of other spacings only fail gpu_fit.
void TestBridges::noPricedBridgeMeansPcie()
{
    const std::string a6000 = "rtx-a6000", tower = "w790e-sage-se-meshify2xl";
    const Workload w = serving(2);
    const CatalogSnapshot unpriced = narrowed(a6000, tower, 2, -1, false);
    const PlanResult plan = rigplan::plan(w, unpriced);
    QVERIFY(plan.feasible);
    const Build &b = plan.tiers.front().build;
    QCOMPARE(b.bridge, -1);
    QCOMPARE(b.bridgeCount, 0);
    QVERIFY(b.jobs.at(0).inference.terms.linkBps < double(unpriced.gpus[0].interconnectBps));
    QVERIFY(std::any_of(b.notes.begin(), b.notes.end(), [](const Note &n) { return n.kind == BuildNote::NoBridgeInCatalog; }));

    // Bridges of 2 and 4 slots on a 3-slot pitch: no bridge fits the slots.
    CatalogSnapshot noThreeSlot = narrowed(a6000, tower, 2, 3, true);
    const std::size_t three = testing::partIndex(noThreeSlot.bridges, std::string("nvidia-rtx-a6000-nvlink-3slot"));
    noThreeSlot.bridges.erase(noThreeSlot.bridges.begin() + std::ptrdiff_t(three));
    noThreeSlot.bridgePrices.erase(noThreeSlot.bridgePrices.begin() + std::ptrdiff_t(three));
    const PlanResult failing = rigplan::plan(w, noThreeSlot);
    QVERIFY(!failing.feasible);
    QVERIFY(failing.closest.build);
    const auto &v = failing.closest.build->violations;
    const auto fit = std::find_if(v.begin(), v.end(), [](const Violation &x) { return x.rule == Rule::NoBridgeFits; });
    QVERIFY(fit != v.end());
    QCOMPARE(fit->check, Check::GpuFit);
    QCOMPARE(fit->required, 3.0);
    const PlanOptions options;
    const PlanTextContext ctx{w, noThreeSlot, options};
    const std::string words = plantext::violation(ctx, *failing.closest.build, *fit);
    QVERIFY2(words.find("2, 4") != std::string::npos, words.c_str()); // the spacings the catalog has
}

void TestBridges::importRejectsBadRows_data()
{
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("field");
    const QByteArray header = "id,vendor,name,gpus,slot_spacing,link_bps,source,source_date\n";
    const QByteArray good = "my-bridge,NVIDIA,Bridge,rtx-a6000,2,112500000000,our quote,2026-12-01\n";
    QTest::newRow("unknown GPU") << header + good + "my-bridge-2,NVIDIA,Bridge,no-such-gpu,2,,our quote,2026-12-01\n" << 3
                                 << QStringLiteral("gpus");
    QTest::newRow("no GPUs") << header + "my-bridge,NVIDIA,Bridge,,2,,our quote,2026-12-01\n" << 2 << QStringLiteral("gpus");
    QTest::newRow("spacing 0") << header + "my-bridge,NVIDIA,Bridge,rtx-a6000,0,,our quote,2026-12-01\n" << 2
                               << QStringLiteral("slot_spacing");
    QTest::newRow("spacing missing") << header + "my-bridge,NVIDIA,Bridge,rtx-a6000,,,our quote,2026-12-01\n" << 2
                                     << QStringLiteral("slot_spacing");
    QTest::newRow("bandwidth not a number") << header + "my-bridge,NVIDIA,Bridge,rtx-a6000,2,fast,our quote,2026-12-01\n"
                                            << 2 << QStringLiteral("link_bps");
    QTest::newRow("no source date") << header + "my-bridge,NVIDIA,Bridge,rtx-a6000,2,,our quote,\n" << 2
                                    << QStringLiteral("source_date");
}

void TestBridges::importRejectsBadRows()
{
    QFETCH(QByteArray, csv);
    QFETCH(int, line);
    QFETCH(QString, field);
    Catalog catalog;
    QVERIFY(catalog.open(m_dir.filePath(QStringLiteral("import.sqlite"))));
    const Result<ImportSummary> r = catalog.importCsvData(csv, QStringLiteral("bridges.csv"));
    QVERIFY(!r.ok());
    bool found = false;
    for (const Diagnostic &issue : r.diagnostics()) {
        QCOMPARE(issue.file, QStringLiteral("bridges.csv"));
        // The header was taken as the bridges table's: a refused import has no summary to name
        // its table, but every problem is in a row. A header read as another table's would be
        // refused on its own line (unknown columns) before any row is checked.
        QVERIFY2(issue.line > 1, qPrintable(issue.text()));
        found = found || (issue.line == line && issue.message.contains(field));
    }
    QVERIFY2(found, r ? "no issue" : qPrintable(r.diagnostic().text()));
    // All or nothing: the good row of the file is not in the catalog either.
    QCOMPARE(catalog.rows(QStringLiteral("bridges"))->size(), std::size_t(3));
}

QTEST_GUILESS_MAIN(TestBridges)
#include "tst_bridges.moc"
