// SPDX-License-Identifier: GPL-3.0-or-later
// How fast the fitted DIMMs run (docs/planner.md, "The planner", system RAM): the CPU family's rated
// DDR5 speed at the DIMMs per channel used (core/plan/MemorySpeed.cpp, each rule with its
// vendor source), never above the DIMMs' own. The rules are checked on their own, then through
// the planner on the shipped catalog narrowed to one platform, CPU, DIMM and GPU count, so the
// sizing's DIMM count decides the speed each tier reports.
#include "NarrowedCatalog.h"
#include "catalog/Catalog.h"
#include "model/ModelCsv.h"
#include "plan/MemorySpeed.h"
#include "plan/Plan.h"
#include "workload/WorkloadJson.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace rigplan;

namespace {

CpuSpec cpuOf(const char *socket, const char *family)
{
    CpuSpec c;
    c.socket = socket;
    c.family = family;
    return c;
}

// CPU families of the shipped catalog searched for and not sourced (MemorySpeed.cpp): no rule,
// so no derating claimed. A new family in the catalog must be sourced or added here.
const char *const kUnsourcedFamilies[] = {"Xeon W-2500", "Xeon W-3500", "EPYC 9005"};

} // namespace

class TestMemorySpeed : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void rules_data();
    void rules();
    void everyCatalogCpuIsDecided();
    void sizedBuilds_data();
    void sizedBuilds();
    void aChannelTheCpuLacksHasNoSlot();

private:
    // The shipped snapshot with one platform taking `gpus` RTX A6000s, one CPU and one DIMM model.
    CatalogSnapshot narrowed(const std::string &platform, const std::string &cpu, const std::string &dimm,
                             int gpus) const;
    // A LoRA fine-tune: training sizes system RAM at least at the GPUs' memory (48 GB each).
    Workload training() const;
    QTemporaryDir m_dir;
    Catalog m_catalog;
    std::optional<CatalogSnapshot> m_usd;
};

void TestMemorySpeed::initTestCase()
{
    QVERIFY(m_catalog.open(m_dir.filePath(QStringLiteral("catalog.sqlite"))));
    m_usd = m_catalog.snapshot(QStringLiteral("USD"));
    QVERIFY(m_usd);
}

void TestMemorySpeed::rules_data()
{
    QTest::addColumn<QString>("socket");
    QTest::addColumn<QString>("family");
    QTest::addColumn<int>("dimmMts");
    QTest::addColumn<int>("dimms");
    QTest::addColumn<int>("channels");
    QTest::addColumn<int>("mts");
    QTest::addColumn<bool>("derated");
    QTest::addColumn<bool>("ratedAtDpc");
    QTest::addColumn<QString>("rule"); // "" = none

    const QString zen5 = QStringLiteral("Ryzen 9000 (Zen 5)");
    // AMD Ryzen 9 9950X specifications: 2x1R/2x2R DDR5-5600, 4x1R/4x2R DDR5-3600.
    QTest::newRow("AM5 Ryzen 9000, 4 DIMMs: AMD's 4x DDR5-3600")
        << "AM5" << zen5 << 5600 << 4 << 2 << 3600 << true << true << "am5-ryzen-9000";
    QTest::newRow("AM5 Ryzen 9000, 2 DIMMs: the DIMMs' 5600")
        << "AM5" << zen5 << 5600 << 2 << 2 << 5600 << false << true << "am5-ryzen-9000";
    // AMD Ryzen 7000 specifications: 2x DDR5-5200, so DDR5-5600 DIMMs run slower even at 1DPC.
    QTest::newRow("AM5 Ryzen 7000, 2 DIMMs: AMD's 2x DDR5-5200")
        << "AM5" << "Ryzen 7000 (Zen 4)" << 5600 << 2 << 2 << 5200 << true << true << "am5-ryzen-7000";
    // Intel Core Ultra 200S datasheet (Hardwareluxx table): UDIMM 2DPC DDR5-4400 (2R).
    QTest::newRow("LGA1851 Core Ultra 200S, 4 DIMMs: Intel's 2DPC 2R DDR5-4400")
        << "LGA1851" << "Core Ultra 200S (Arrow Lake-S)" << 5600 << 4 << 2 << 4400 << true << true
        << "lga1851-core-ultra-200s";
    // Intel ARK DDR5-4800; Dell Precision 7960: 4400 MT/s with the second DIMM per channel.
    QTest::newRow("W790 ACE (4 ch), W-2400, 8 RDIMMs: 4400")
        << "LGA4677" << "Xeon W-2400 (Sapphire Rapids)" << 4800 << 8 << 4 << 4400 << true << true
        << "lga4677-xeon-w-2400";
    QTest::newRow("W790 ACE (4 ch), W-2400, 4 RDIMMs: 4800")
        << "LGA4677" << "Xeon W-2400 (Sapphire Rapids)" << 4800 << 4 << 4 << 4800 << false << true
        << "lga4677-xeon-w-2400";
    // Intel ARK 8480+: Up to DDR5 4800 MT/s 1DPC, up to DDR5 4400 MT/s 2DPC.
    QTest::newRow("2 × 4th Gen Xeon Scalable, 32 RDIMMs on 16 ch: 4400")
        << "LGA4677" << "Xeon Scalable 4th Gen (Sapphire Rapids)" << 5600 << 32 << 16 << 4400 << true << true
        << "lga4677-xeon-scalable-4";
    // 5th Gen: DDR5-5600 at 1DPC from Intel's launch; the 2DPC figure is not sourced, so only the
    // 1DPC cap applies and no 2DPC derating is claimed.
    QTest::newRow("DGX B200, 2 × Xeon 8570, 32 DDR5-6400 RDIMMs: the 1DPC cap only")
        << "LGA4677" << "Xeon Scalable 5th Gen (Emerald Rapids)" << 6400 << 32 << 16 << 5600 << true << false
        << "lga4677-xeon-scalable-5";
    QTest::newRow("DGX B200, 2 × Xeon 8570, 32 DDR5-5600 RDIMMs: not derated")
        << "LGA4677" << "Xeon Scalable 5th Gen (Emerald Rapids)" << 5600 << 32 << 16 << 5600 << false << false
        << "lga4677-xeon-scalable-5";
    // ASUS WRX90E-SAGE SE: DDR5-6400 with Threadripper PRO 9000 WX, one DIMM per channel.
    QTest::newRow("WRX90, Threadripper PRO 9000, 8 RDIMMs: no derate")
        << "sTR5" << "Threadripper PRO 9000 WX (Zen 5)" << 5600 << 8 << 8 << 5600 << false << true
        << "str5-threadripper-pro-9000";
    // Dell Precision 7875 / HP Z6 G5 A: 5200 MT/s with Threadripper PRO 7000 WX.
    QTest::newRow("WRX90, Threadripper PRO 7000, 8 DDR5-5600 RDIMMs: 5200")
        << "sTR5" << "Threadripper PRO 7000 WX (Zen 4)" << 5600 << 8 << 8 << 5200 << true << true
        << "str5-threadripper-pro-7000";
    // AMD EPYC 9004 specifications export: up to 4800.
    QTest::newRow("SP5, EPYC 9004, 24 DDR5-5600 RDIMMs: 4800")
        << "SP5" << "EPYC 9004 (Genoa, Zen 4)" << 5600 << 24 << 24 << 4800 << true << true << "sp5-epyc-9004";
    // EPYC 9005: only pre-launch leaks found, no rule: the DIMMs' speed stands.
    QTest::newRow("SP5, EPYC 9005, no sourced rule") << "SP5" << "EPYC 9005 (Turin, Zen 5)" << 6400 << 24 << 24 << 6400
                                                     << false << false << "";
    // ServeTheHome (Xeon 658X review): 8-channel DDR5-6400.
    QTest::newRow("W890, Xeon 600, 8 DDR5-6400 RDIMMs: no derate")
        << "LGA4710" << "Xeon 600 (Granite Rapids-WS)" << 6400 << 8 << 8 << 6400 << false << true << "lga4710-xeon-600";
    QTest::newRow("a family on another socket is not matched")
        << "sTR5" << zen5 << 5600 << 4 << 2 << 5600 << false << false << "";
}

void TestMemorySpeed::rules()
{
    QFETCH(QString, socket);
    QFETCH(QString, family);
    QFETCH(int, dimmMts);
    QFETCH(int, dimms);
    QFETCH(int, channels);
    QFETCH(int, mts);
    QFETCH(bool, derated);
    QFETCH(bool, ratedAtDpc);
    QFETCH(QString, rule);
    const std::string s = socket.toStdString(), f = family.toStdString();
    const MemorySpeed speed = memorySpeed(cpuOf(s.c_str(), f.c_str()), dimmMts, dimms, channels);
    QCOMPARE(speed.mts, mts);
    QCOMPARE(speed.dimmMts, dimmMts);
    QCOMPARE(speed.derated, derated);
    QCOMPARE(speed.ratedAtDpc, ratedAtDpc);
    QCOMPARE(speed.dimmsPerChannel, (dimms + channels - 1) / channels);
    QCOMPARE(speed.rule ? QString::fromLatin1(speed.rule->id) : QString(), rule);
    if (speed.rule) {
        QVERIFY(std::string_view(speed.rule->source).size() > 40); // every rule names its source
    }
}

// Every CPU of the shipped catalog has a sourced rule or is a family listed as searched and
// not sourced, and every rule's 2DPC figure is no faster than its 1DPC one.
void TestMemorySpeed::everyCatalogCpuIsDecided()
{
    for (const CpuSpec &c : m_usd->cpus) {
        const bool unsourced = std::any_of(std::begin(kUnsourcedFamilies), std::end(kUnsourcedFamilies),
                                           [&](const char *f) { return c.family.starts_with(f); });
        QVERIFY2((memorySpeedRule(c) != nullptr) != unsourced, (c.id + " / " + c.family).c_str());
    }
    for (const MemorySpeedRule &r : memorySpeedRules()) {
        QVERIFY2(r.oneDpcMts > 0, r.id);
        QVERIFY2(r.twoDpcMts <= r.oneDpcMts, r.id);
    }
}

void TestMemorySpeed::sizedBuilds_data()
{
    QTest::addColumn<QString>("platform");
    QTest::addColumn<QString>("cpu");
    QTest::addColumn<QString>("dimm");
    QTest::addColumn<int>("gpus");  // RTX A6000 (48 GB) each; training needs RAM ≥ their memory
    QTest::addColumn<int>("dimms"); // the count the sizing fits
    QTest::addColumn<int>("mts");
    QTest::addColumn<bool>("derated");

    // 48 GB needed: 2 × 16 GB is short, so 4 (two per channel): AMD's 4x DDR5-3600.
    QTest::newRow("AM5, Ryzen 9 9950X, 4 × 16 GB: 3600")
        << "am5-proart-x870e-define7xl" << "ryzen-9-9950x" << "ddr5-udimm-16g-5600" << 1 << 4 << 3600 << true;
    // 2 × 32 GB hold it: one per channel, the DIMMs' DDR5-5600 (AMD's 2x figure).
    QTest::newRow("AM5, Ryzen 9 9950X, 2 × 32 GB: 5600")
        << "am5-proart-x870e-define7xl" << "ryzen-9-9950x" << "ddr5-udimm-32g-5600" << 1 << 2 << 5600 << false;
    // 96 GB needed on 4 channels: 8 × 16 GB, two per channel: 4400 (Dell Precision 7960 figure).
    QTest::newRow("W790 ACE, w7-2495X, 8 × 16 GB RDIMM: 4400")
        << "w790-ace-define7xl" << "xeon-w7-2495x" << "ddr5-rdimm-16g-4800" << 2 << 8 << 4400 << true;
    QTest::newRow("W790 ACE, w7-2495X, 4 × 32 GB RDIMM: 4800")
        << "w790-ace-define7xl" << "xeon-w7-2495x" << "ddr5-rdimm-32g-4800" << 2 << 4 << 4800 << false;
    // WRX90: eight channels, one slot each; DDR5-6400 with Threadripper PRO 9000 WX.
    QTest::newRow("WRX90, TR PRO 9965WX, 8 × 32 GB DDR5-5600: no derate")
        << "wrx90e-sage-se-meshify2xl" << "tr-pro-9965wx" << "ddr5-rdimm-32g-5600" << 1 << 8 << 5600 << false;
}

CatalogSnapshot TestMemorySpeed::narrowed(const std::string &platform, const std::string &cpu, const std::string &dimm,
                                          int gpus) const
{
    CatalogSnapshot s = testing::narrowedTo(*m_usd, "rtx-a6000", platform, gpus);
    // Room for the data volume on boards whose M.2 count is unpublished (2 assumed): the rows are
    // about memory, not drive bays.
    s.platforms[0].m2Slots = std::max(s.platforms[0].m2Slots, 4);
    testing::keepOnly(s.cpus, s.cpuPrices, cpu);
    testing::keepOnly(s.memory, s.memoryPrices, dimm);
    return s;
}

Workload TestMemorySpeed::training() const
{
    const QByteArray json = R"({"format": "rigplan.workload/1", "title": "memory speed", "jobs": [{"kind": "training",
        "model": "llama-2-7b", "method": "lora", "sequence_length": 2048, "micro_batch": 1,
        "activation_checkpointing": "full", "train_tokens": 100000000}],
        "site": {"outlet": "eu-230v-16a", "environment": "lab"}, "requirements": {"ecc": "any"}})";
    const Result<Workload> w = loadWorkload(json, QStringLiteral("speed.json"), resolverFor(m_catalog.models()));
    if (!w.ok()) {
        qWarning() << diagnosticTexts(w.diagnostics());
        return {};
    }
    return *w;
}

void TestMemorySpeed::sizedBuilds()
{
    QFETCH(QString, platform);
    QFETCH(QString, cpu);
    QFETCH(QString, dimm);
    QFETCH(int, gpus);
    QFETCH(int, dimms);
    QFETCH(int, mts);
    QFETCH(bool, derated);
    const CatalogSnapshot s = narrowed(platform.toStdString(), cpu.toStdString(), dimm.toStdString(), gpus);
    const Workload w = training();
    QCOMPARE(w.jobs.size(), std::size_t(1));
    const PlanResult plan = rigplan::plan(w, s);
    if (plan.tiers.empty() && plan.closest.build) {
        for (const Violation &v : plan.closest.build->violations) {
            qWarning() << checkId(v.check) << int(v.rule) << v.required << v.available;
        }
    }
    QVERIFY2(!plan.tiers.empty(), plan.closest.build ? plan.closest.build->key.c_str() : "no build");
    for (const Tier &t : plan.tiers) {
        const Build &b = t.build;
        QCOMPARE(b.gpuCount, gpus);
        QCOMPARE(b.dimmCount, dimms);
        QCOMPARE(b.memorySpeed.mts, mts);
        QCOMPARE(b.memorySpeed.derated, derated);
        QCOMPARE(b.memorySpeed.dimmMts, s.memory[0].speedMts);
        QVERIFY(b.memorySpeed.rule != nullptr);
        QVERIFY(b.memorySpeed.ratedAtDpc);
    }
}

// The W790E-SAGE SE has one slot on each of its 8 channels (SOURCES: 1 DPC, 8 channels): a
// 4-channel Xeon W-2400 reaches 4 of them, never 8 DIMMs at two per channel.
void TestMemorySpeed::aChannelTheCpuLacksHasNoSlot()
{
    for (const char *dimm : {"ddr5-rdimm-16g-4800", "ddr5-rdimm-32g-4800"}) {
        CatalogSnapshot s = narrowed("w790e-sage-se-meshify2xl", "xeon-w7-2495x", dimm, 2);
        QCOMPARE(s.platforms[0].memoryChannels, 8);
        QCOMPARE(s.platforms[0].memorySlots, 8);
        QCOMPARE(s.cpus[0].memoryChannels, 4);
        const PlanResult plan = rigplan::plan(training(), s);
        if (std::string_view(dimm) == "ddr5-rdimm-16g-4800") {
            // 96 GB needed: 4 × 16 GB is short and the other 4 slots are on channels the CPU lacks.
            QVERIFY(plan.tiers.empty());
            QVERIFY(plan.closest.build);
            QVERIFY(std::any_of(plan.closest.build->violations.begin(), plan.closest.build->violations.end(),
                                [](const Violation &v) { return v.check == Check::HostRam; }));
            continue;
        }
        QVERIFY(!plan.tiers.empty());
        for (const Tier &t : plan.tiers) {
            QCOMPARE(t.build.dimmCount, 4);
            QCOMPARE(t.build.memorySpeed.dimmsPerChannel, 1);
            QCOMPARE(t.build.memorySpeed.mts, 4800);
            QVERIFY(!t.build.memorySpeed.derated);
        }
    }
}

QTEST_GUILESS_MAIN(TestMemorySpeed)
#include "tst_memoryspeed.moc"
