// SPDX-License-Identifier: GPL-3.0-or-later
// The host around the GPUs (docs/planner.md, "The planner": memory integrity, storage volumes, system
// RAM, coolers, power supplies): scenario tests that assert the rules hold in every tier of
// every plan, on the shipped catalog and on a catalog with the host rows the rules need
// (imported from CSV into a temporary database, as a user would).
#include "catalog/Catalog.h"
#include "model/ModelCsv.h"
#include "plan/Pins.h"
#include "plan/Plan.h"
#include "estimate/Estimate.h"
#include "workload/WorkloadJson.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <bit>

using namespace rigplan;

namespace {

QByteArray workloadJson(const QByteArray &jobs, const QByteArray &site, const QByteArray &requirements)
{
    QByteArray json = "{\"format\": \"rigplan.workload/1\", \"title\": \"host\", \"jobs\": [" + jobs + "], \"site\": " + site;
    if (!requirements.isEmpty()) {
        json += ", \"requirements\": " + requirements;
    }
    return json + "}";
}

// Host rows the shipped seed does not have yet: the Threadripper PRO tower with its second PSU
// bay and bays for SATA and 3.5" drives, ECC on the AM5 board and the Ryzen that run ECC UDIMMs,
// an ECC UDIMM, SATA and HDD drives, coolers per socket, a barebone that includes its PSUs and
// heatsinks. Figures are test data, not catalog facts.
const QByteArray kPlatforms =
    "id,name,cooling_class,socket,cpu_sockets,memory_type,memory_channels,memory_slots,max_gpus,psu_form,psu_bays,"
    "base_power_w,ecc,sata_bays,hdd_bays,psus_included,cpu_cooler_included,source,source_date\n"
    "wrx90e-sage-se-meshify2xl,Threadripper PRO 4-GPU tower (two PSU bays),workstation-tower,sTR5,1,ddr5-rdimm,8,8,4,"
    "atx,2,60,1,4,2,0,0,test row,2026-12-01\n"
    "am5-proart-x870e-define7xl,AM5 office tower (ECC UDIMM),office-tower,AM5,1,ddr5-udimm,2,4,2,atx,1,40,1,2,2,0,0,"
    "test row,2026-12-01\n"
    "sm-as-4125gs-tnrt,8-GPU PCIe 4U rack server (PSUs and heatsinks included),rack,SP5,2,ddr5-rdimm,24,24,8,crps,4,"
    "300,1,0,0,4,1,test row,2026-12-01\n";
const QByteArray kCpus = "id,vendor,name,socket,cores,tdp_w,pcie_lanes,memory_type,memory_channels,sustained_power_w,ecc,"
                         "source,source_date\n"
                         "ryzen-9-9950x,AMD,AMD Ryzen 9 9950X,AM5,16,170,24,ddr5-udimm,2,200,1,test row,2026-12-01\n"
                         "tr-pro-7965wx,AMD,AMD Ryzen Threadripper PRO 7965WX,sTR5,24,350,128,ddr5-rdimm,8,350,1,"
                         "test row,2026-12-01\n";
const QByteArray kMemory = "id,name,memory_type,capacity_bytes,speed_mts,ecc,power_w,source,source_date\n"
                           "ddr5-udimm-ecc-32g-5600,32 GB DDR5-5600 ECC UDIMM,ddr5-udimm,34359738368,5600,1,4,"
                           "test row,2026-12-01\n";
const QByteArray kStorage = "id,name,interface,form_factor,media,capacity_bytes,power_w,source,source_date\n"
                            "sata-ssd-8tb,8 TB SATA SSD,sata,2.5in,ssd,8000000000000,4,test row,2026-12-01\n"
                            "hdd-20tb,20 TB 3.5in HDD,sata,3.5in,hdd,20000000000000,8,test row,2026-12-01\n";
const QByteArray kCoolers = "id,vendor,name,kind,sockets,max_tdp_w,height_mm,power_w,source,source_date\n"
                            "air-am5-250,Test,AM5 tower cooler 250 W,air,AM5;LGA1851,250,165,3,test row,2026-12-01\n"
                            "air-str5-400,Test,sTR5 tower cooler 400 W,air,sTR5,400,170,4,test row,2026-12-01\n"
                            "air-lga4677-400,Test,LGA4677 tower cooler 400 W,air,LGA4677,400,170,4,test row,2026-12-01\n";
const QByteArray kNics = "id,vendor,name,network,port_gbps,ports,form,pcie_gen,pcie_lanes,power_w,source,source_date\n"
                         "eth-100g,Test,100 GbE NIC,ethernet,100,2,pcie,4,16,20,test row,2026-12-01\n"
                         "ib-ndr-400g,Test,InfiniBand NDR NIC,infiniband,400,1,pcie,5,16,25,test row,2026-12-01\n";
const QByteArray kPrices = "part_kind,part_id,amount_minor,currency,price_date,source,estimate\n"
                           "memory,ddr5-udimm-ecc-32g-5600,60000,USD,2026-12-01,test row,1\n"
                           "storage,sata-ssd-8tb,60000,USD,2026-12-01,test row,1\n"
                           "storage,hdd-20tb,40000,USD,2026-12-01,test row,1\n"
                           "cooler,air-am5-250,9000,USD,2026-12-01,test row,1\n"
                           "cooler,air-str5-400,15000,USD,2026-12-01,test row,1\n"
                           "cooler,air-lga4677-400,14000,USD,2026-12-01,test row,1\n"
                           "nic,eth-100g,90000,USD,2026-12-01,test row,1\n"
                           "nic,ib-ndr-400g,180000,USD,2026-12-01,test row,1\n";

// The scenarios of the seed article the host rules are about.
const QByteArray k13bFull = R"({"kind": "training", "model": "llama-2-13b", "method": "full", "precision": "bf16",
    "optimizer": "adamw", "zero_stage": 3, "sequence_length": 4096, "micro_batch": 1, "gradient_accumulation": 16,
    "activation_checkpointing": "full", "train_tokens": 1000000000, "dataset_bytes": 3000000000000})";
const QByteArray k7bLora = R"({"kind": "training", "model": "llama-2-7b", "method": "lora", "sequence_length": 2048,
    "micro_batch": 4, "activation_checkpointing": "full", "train_tokens": 100000000, "dataset_bytes": 500000000000,
    "checkpoints_kept": 5})";
const QByteArray k70bServe = R"({"kind": "inference", "model": "llama-3.1-70b", "weights": "fp8", "kv_cache": "fp16",
    "context_length": 8192, "concurrency": 32, "prompt_tokens": 2048, "output_tokens": 512})";

} // namespace

class TestHostSizing : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void everyTier_data();
    void everyTier();
    void fourGpuTowerForA13bFullFineTune();
    void coresFollowVendorPractice();
    void eccUdimmOnADesktopCounts();
    void officeEccOnTheShippedCatalog();
    void expertsInHostMemorySizeTheHost();
    void cpusMatchTheirBoard_data();
    void cpusMatchTheirBoard();
    void highLineOnlyPsuNotOnLowLine();
    void networkCard_data();
    void networkCard();
    void networkCardMissing();
    void nvlinkBridgesJoinPairsOnly();
    void requirementsAreRead_data();
    void requirementsAreRead();

private:
    Workload load(const QByteArray &json);
    QTemporaryDir m_dir;
    Catalog m_shipped, m_hosts;
    std::optional<CatalogSnapshot> m_shippedUsd, m_hostsUsd;
};

void TestHostSizing::initTestCase()
{
    QVERIFY(m_shipped.open(m_dir.filePath(QStringLiteral("shipped.sqlite"))));
    m_shippedUsd = m_shipped.snapshot(QStringLiteral("USD"));
    QVERIFY(m_shippedUsd);
    QVERIFY(m_hosts.open(m_dir.filePath(QStringLiteral("hosts.sqlite"))));
    for (const auto &[csv, name] : {std::pair{kPlatforms, "platforms.csv"}, {kCpus, "cpus.csv"}, {kMemory, "memory.csv"},
                                    {kStorage, "storage.csv"}, {kCoolers, "coolers.csv"}, {kNics, "nics.csv"},
                                    {kPrices, "prices.csv"}}) {
        const Result<ImportSummary> r = m_hosts.importCsvData(csv, QString::fromLatin1(name));
        QVERIFY2(r.ok(), r ? name : qPrintable(r.diagnostic().text()));
    }
    m_hostsUsd = m_hosts.snapshot(QStringLiteral("USD"));
    QVERIFY(m_hostsUsd);
    QVERIFY(!m_hostsUsd->coolers.empty());
}

Workload TestHostSizing::load(const QByteArray &json)
{
    const Result<Workload> r = loadWorkload(json, QStringLiteral("host.json"), resolverFor(m_shipped.models()));
    if (!r.ok()) {
        qWarning() << diagnosticTexts(r.diagnostics());
    }
    return *r;
}

void TestHostSizing::everyTier_data()
{
    QTest::addColumn<bool>("hostCatalog"); // false: the shipped catalog
    QTest::addColumn<QByteArray>("jobs");
    QTest::addColumn<QByteArray>("site");
    QTest::addColumn<QByteArray>("requirements");
    QTest::addColumn<bool>("feasible");

    const QByteArray lab = R"({"outlet": "eu-230v-16a", "environment": "lab"})";
    const QByteArray room = R"({"outlet_w": 12000, "environment": "server-room"})";
    for (const bool hosts : {false, true}) {
        const char *catalog = hosts ? "host rows" : "shipped";
        const QByteArray office = R"({"outlet": "us-120v-15a", "environment": "office"})";
        QTest::addRow("%s: 13B full fine-tune, lab", catalog) << hosts << k13bFull << lab << QByteArray() << true;
        QTest::addRow("%s: 13B full fine-tune, server room", catalog) << hosts << k13bFull << room << QByteArray() << true;
        // With ECC required, the office build is the ECC-capable desktop: the test rows' AM5
        // board, the shipped ASUS ProArt B650-CREATOR (ECC UDIMMs per ASUS, three M.2 slots for
        // the three volumes).
        QTest::addRow("%s: 7B LoRA, office", catalog) << hosts << k7bLora << office << QByteArray() << true;
        QTest::addRow("%s: 7B LoRA, office, ECC preferred", catalog)
            << hosts << k7bLora << office << QByteArray(R"({"ecc": "preferred"})") << true;
        QTest::addRow("%s: 7B LoRA, office, ECC any", catalog)
            << hosts << k7bLora << office << QByteArray(R"({"ecc": "any"})") << true;
        QTest::addRow("%s: 70B fp8 serving, server room", catalog) << hosts << k70bServe << room << QByteArray() << true;
        QTest::addRow("%s: 70B serving, no N+1", catalog)
            << hosts << k70bServe << room << QByteArray(R"({"redundant_psu": false})") << true;
        QTest::addRow("%s: mixed lab", catalog) << hosts << k7bLora + "," + k70bServe << lab << QByteArray() << true;
    }
}

void TestHostSizing::everyTier()
{
    QFETCH(bool, hostCatalog);
    QFETCH(QByteArray, jobs);
    QFETCH(QByteArray, site);
    QFETCH(QByteArray, requirements);
    QFETCH(bool, feasible);
    const CatalogSnapshot &snap = hostCatalog ? *m_hostsUsd : *m_shippedUsd;
    const Workload w = load(workloadJson(jobs, site, requirements));
    QVERIFY(!w.jobs.empty());
    const PlanOptions options;
    const PlanResult plan = rigplan::plan(w, snap, options);
    QCOMPARE(plan.feasible, feasible);
    if (!feasible) {
        // Said with the checks that decide it.
        bool named = false;
        QVERIFY(plan.closest.build);
        for (const Violation &v : plan.closest.build->violations) {
            named = named || v.check == Check::MemoryEcc || v.check == Check::Storage;
        }
        QVERIFY(named);
        return;
    }

    for (const Tier &t : plan.tiers) {
        const Build &b = t.build;
        const QByteArray tier = tierId(t.kind);
        const PlatformSpec &p = platformOf(snap, b);
        const CpuSpec &c = *cpuOf(snap, b);
        QVERIFY2(b.passes(), tier.constData());
        // A PCIe link is x16, x8, x4, x2 or x1: never the x15 a share of 60 lanes would give.
        QVERIFY2(b.lanesPerGpu > 0 && std::has_single_bit(unsigned(b.lanesPerGpu)), tier.constData());

        // Memory integrity: required means ECC DIMMs on a CPU and board that run them.
        const MemoryModuleSpec &dimm = *dimmOf(snap, b);
        if (w.requirements.eccRequired()) {
            QVERIFY2(b.memoryEcc && dimm.ecc, tier.constData());
            QVERIFY2(p.ecc || p.memoryType == "ddr5-rdimm", tier.constData());
            QVERIFY2(c.ecc || c.memoryType == "ddr5-rdimm", tier.constData());
        }

        // Storage volumes: system ≥ 1 TB NVMe (mirrored in the high tier and in server rooms),
        // project ≥ model files + the kept checkpoints, data ≥ 2 × the dataset.
        const StorageVolume &system = b.volume(Volume::System);
        QVERIFY2(system.drive >= 0 && system.bytes >= 1'000'000'000'000, tier.constData());
        QVERIFY(snap.storage[std::size_t(system.drive)].interface.rfind("nvme", 0) == 0);
        // The high tier is sized to grow unless that does not fit (then it says so, and keeps
        // the mirrored volumes when they fit without the RAM rule).
        const bool grown = b.hostSizing == HostSizing::Grown;
        const bool mirroredOnly = b.hostSizing == HostSizing::Mirrored;
        const auto noted = [&](BuildNote kind) {
            return std::any_of(b.notes.begin(), b.notes.end(), [&](const Note &n) { return n.kind == kind; });
        };
        if (t.kind == TierKind::High && !t.sameAs) {
            QVERIFY2(int(grown) + int(noted(BuildNote::HighRamNotFitted)) + int(noted(BuildNote::HighRamNotFittedVolumesMirrored)) == 1,
                     tier.constData());
            QCOMPARE(mirroredOnly, noted(BuildNote::HighRamNotFittedVolumesMirrored));
        } else {
            QVERIFY(!grown && !mirroredOnly && !noted(BuildNote::HighRamNotFitted)
                    && !noted(BuildNote::HighRamNotFittedVolumesMirrored));
        }
        QCOMPARE(system.mirrored, grown || mirroredOnly || w.site.environment == "server-room");
        QCOMPARE(system.count % (system.mirrored ? 2 : 1), 0);
        double project = 0, data = 0;
        for (std::size_t j = 0; j < w.jobs.size(); ++j) {
            const Job &job = w.jobs[j];
            const JobOutcome &o = b.jobs[j];
            if (job.kind == JobKind::Training) {
                // A full checkpoint holds the weights and the optimizer state: at least the
                // bf16 weights and AdamW's two fp32 moments (2 + 8 B per trained parameter).
                const double trained = o.training.terms.trainableParams;
                QVERIFY(o.training.terms.checkpointBytes >= 10.0 * trained);
                project += 2.0 * o.training.terms.params + double(job.training.checkpointsKept) * 10.0 * trained;
                data += 2.0 * job.training.datasetBytes;
            } else {
                project += o.inference.terms.weightsTotalBytes;
            }
        }
        // A volume without a slot of its own shares another's drives (tst_storage holds the rules).
        const StorageVolume &proj = b.drivesOf(Volume::Project);
        QVERIFY2(double(proj.bytes) >= project, tier.constData());
        QVERIFY(snap.storage[std::size_t(proj.drive)].interface.rfind("nvme", 0) == 0);
        QVERIFY2(double(b.drivesOf(Volume::Data).bytes) >= data, tier.constData());
        int storageLines = 0, ownVolumes = 0;
        for (const BomLine &l : t.bom) {
            storageLines += l.kind == PartKind::Storage ? 1 : 0;
        }
        for (const StorageVolume &v : b.volumes) {
            ownVolumes += v.drive >= 0 ? 1 : 0;
        }
        QCOMPARE(storageLines, ownVolumes);
        const int sharedVolumes = int(b.volume(Volume::Project).shared()) + int(b.volume(Volume::Data).shared());
        QCOMPARE(ownVolumes + sharedVolumes, data > 0 ? 3 : 2);

        // System RAM: training ≥ total GPU memory; the high tier ≥ 2 × it; serving ≥ the
        // weights once, the swap space and the OS.
        const double gpuMemory = double(gpuOf(snap, b).memoryBytes) * b.gpuCount;
        bool training = false;
        for (const Job &job : w.jobs) {
            training = training || job.kind == JobKind::Training;
        }
        if (training) {
            QVERIFY2(double(b.memoryBytes) >= gpuMemory, tier.constData());
        }
        if (grown) {
            QVERIFY2(double(b.memoryBytes) >= options.highTierRamPerGpuMemory * gpuMemory, tier.constData());
        }
        for (std::size_t j = 0; j < w.jobs.size(); ++j) {
            if (w.jobs[j].kind == JobKind::Inference) {
                QVERIFY(double(b.memoryBytes) >= b.jobs[j].inference.terms.weightsTotalBytes);
            }
        }
        // Every channel populated evenly.
        QCOMPARE(b.dimmCount % std::min(p.memoryChannels, c.memoryChannels * p.cpuSockets), 0);

        // Every socketed CPU gets a cooler rated for its sustained power, unless the platform
        // ships with its heatsinks or the catalog has none for the socket that fits the chassis.
        bool catalogHasCooler = false;
        for (const CoolerSpec &k : snap.coolers) {
            catalogHasCooler = catalogHasCooler
                || (std::find(k.sockets.begin(), k.sockets.end(), c.socket) != k.sockets.end()
                    && !planner::coolerRejectedBy(k, p));
        }
        const BomLine *coolerLine = nullptr;
        const BomLine *psuLine = nullptr;
        std::int64_t bomTotal = 0;
        for (const BomLine &l : t.bom) {
            coolerLine = l.kind == PartKind::Cooler ? &l : coolerLine;
            psuLine = l.kind == PartKind::Psu ? &l : psuLine;
            bomTotal += l.lineTotalMinor;
        }
        if (!p.cpuCoolerIncluded && catalogHasCooler) {
            QVERIFY2(coolerLine, tier.constData());
            QCOMPARE(coolerLine->quantity, p.cpuSockets);
            const int cpuW = c.sustainedPowerW > 0 ? c.sustainedPowerW : c.tdpW;
            QVERIFY(snap.coolers[std::size_t(coolerLine->part)].maxTdpW >= cpuW);
        } else {
            QVERIFY2(!coolerLine, tier.constData());
        }
        // Power counts the sustained CPU power, not the base TDP.
        QCOMPARE(b.power.cpusW, double(c.sustainedPowerW > 0 ? c.sustainedPowerW : c.tdpW) * p.cpuSockets);

        // PSUs in a barebone's price are not charged again; the price is the BOM's sum.
        QVERIFY(b.psu >= 0);
        const int charged = std::max(0, b.psuCount - p.psusIncluded);
        QCOMPARE(psuLine ? psuLine->quantity : 0, charged);
        QCOMPARE(bomTotal, b.priceMinor);
        // N+1 on CRPS servers where redundancy is asked for (rack servers unless the workload says
        // otherwise): one unit failed still carries the load.
        if (p.psuForm == "crps" && w.requirements.redundantPsuFor(w.site, p.coolingClass == "rack")) {
            const PsuSpec &psu = *psuOf(snap, b);
            QVERIFY(b.power.dcLoadW() <= options.psuSteadyLoadFraction * double(psu.capacityW) * (b.psuCount - 1));
        }
    }
}

// Puget and the seed article size a 13B full fine-tune on a 4-GPU workstation tower with two
// PSUs on a 230 V circuit; with such a tower in the catalog it is the mainstream answer, not
// a rack server.
void TestHostSizing::fourGpuTowerForA13bFullFineTune()
{
    const Workload w = load(workloadJson(k13bFull, R"({"outlet": "eu-230v-16a", "environment": "lab"})", QByteArray()));
    const PlanResult plan = rigplan::plan(w, *m_hostsUsd);
    QVERIFY(plan.feasible);
    const Tier *mainstream = plan.tier(TierKind::Mainstream);
    QVERIFY(mainstream);
    const Build &b = mainstream->build;
    const PlatformSpec &p = platformOf(*m_hostsUsd, b);
    QCOMPARE(QByteArray(p.coolingClass.c_str()), QByteArray("workstation-tower"));
    QCOMPARE(p.maxGpus, 4);
    QVERIFY(p.psuBays >= 2);
    QVERIFY(b.passes());
    QVERIFY(b.memoryEcc);
    QVERIFY(coolerOf(*m_hostsUsd, b));

    // Without the second bay the same tower carries four cards only on a single unit large
    // enough for them (the shipped catalog's 2,200 W ATX 3.1 unit): every 4-GPU tower build
    // of the shipped plan has one PSU of at least that steady load / 0.8.
    const PlanResult shipped = rigplan::plan(w, *m_shippedUsd);
    // And on the shipped catalog itself (its 4-GPU Threadripper PRO / Xeon 600 towers), the
    // mainstream answer is such a tower with four cards, not a jump from a desktop to a rack.
    QVERIFY(shipped.feasible);
    const Tier *shippedMainstream = shipped.tier(TierKind::Mainstream);
    QVERIFY(shippedMainstream);
    // With Puget's cores rule (4 per GPU, 16 minimum) the tower needs no 64-core CPU, and it
    // undercuts the 2U server, whose SP5 heatsink the catalog cannot price.
    QCOMPARE(QByteArray(platformOf(*m_shippedUsd, shippedMainstream->build).coolingClass.c_str()), QByteArray("workstation-tower"));
    QCOMPARE(shippedMainstream->build.gpuCount, 4);
    QVERIFY(!std::any_of(shippedMainstream->build.notes.begin(), shippedMainstream->build.notes.end(),
                         [](const Note &n) { return n.kind == BuildNote::NoHeatsinkFitsChassis; }));
    QVERIFY(shippedMainstream->build.passes());
    for (const Tier &t : shipped.tiers) {
        const PlatformSpec &sp = platformOf(*m_shippedUsd, t.build);
        if (sp.coolingClass == "workstation-tower" && t.build.gpuCount == 4) {
            QVERIFY(psuOf(*m_shippedUsd, t.build));
            QVERIFY(double(psuOf(*m_shippedUsd, t.build)->capacityW) * t.build.psuCount * 0.8 >= t.build.power.dcLoadW());
        }
    }
}

// Puget Systems' ML recommendation: "a minimum of 4 cores per GPU accelerator", "16 cores is
// considered minimal for this type of workstation" (docs/planner.md): every tier of the 13B full
// fine-tune asks for 4 + 4 per GPU cores, at least 16 with two GPUs or more, and gets them.
void TestHostSizing::coresFollowVendorPractice()
{
    const Workload w = load(workloadJson(k13bFull, R"({"outlet": "eu-230v-16a", "environment": "lab"})", QByteArray()));
    const PlanResult plan = rigplan::plan(w, *m_shippedUsd);
    QVERIFY(plan.feasible);
    int multiGpu = 0;
    for (const Tier &t : plan.tiers) {
        const Build &b = t.build;
        const int perGpu = 4 + 4 * b.gpuCount;
        QCOMPARE(b.requiredCores, b.gpuCount >= 2 ? std::max(16, perGpu) : perGpu);
        const CpuSpec *cpu = cpuOf(*m_shippedUsd, b);
        QVERIFY(cpu);
        QVERIFY(cpu->cores * platformOf(*m_shippedUsd, b).cpuSockets >= b.requiredCores);
        multiGpu += b.gpuCount >= 2 ? 1 : 0;
    }
    QVERIFY2(multiGpu > 0, "no multi-GPU tier: the 16-core floor is not exercised");
}

// An AM5 board and Ryzen that run ECC UDIMMs pass memory_ecc with ECC UDIMMs; without the
// board's ECC flag the same build fails it, with the check id in the data.
void TestHostSizing::eccUdimmOnADesktopCounts()
{
    const Workload w = load(workloadJson(k7bLora, R"({"outlet": "us-120v-15a", "environment": "office"})", QByteArray()));
    const PlanResult plan = rigplan::plan(w, *m_hostsUsd);
    QVERIFY(plan.feasible);
    const Build &entry = plan.tier(TierKind::Entry)->build;
    QCOMPARE(QByteArray(platformOf(*m_hostsUsd, entry).socket.c_str()), QByteArray("AM5"));
    QVERIFY(entry.memoryEcc);
    QVERIFY(dimmOf(*m_hostsUsd, entry)->ecc);

    CatalogSnapshot noEcc = *m_hostsUsd;
    for (PlatformSpec &p : noEcc.platforms) {
        if (p.socket == "AM5") {
            p.ecc = false;
        }
    }
    const PlanResult without = rigplan::plan(w, noEcc);
    for (const Tier &t : without.tiers) {
        QVERIFY(platformOf(noEcc, t.build).socket != "AM5");
    }
    bool counted = false;
    for (const auto &[check, builds] : without.rejectionsPerCheck) {
        counted = counted || (check == Check::MemoryEcc && builds > 0);
    }
    QVERIFY(without.feasible || counted);
    QCOMPARE(QByteArray(checkId(Check::MemoryEcc)), QByteArray("memory_ecc"));
}

// The default `requirements.ecc: required` in an office: the shipped catalog's ECC-capable
// desktop (ASUS ProArt B650-CREATOR, ECC UDIMMs per ASUS) and a Ryzen 9000 give a build.
void TestHostSizing::officeEccOnTheShippedCatalog()
{
    const Workload w = load(workloadJson(k7bLora, R"({"outlet": "us-120v-15a", "environment": "office"})", QByteArray()));
    const PlanResult plan = rigplan::plan(w, *m_shippedUsd);
    QVERIFY(plan.feasible);
    for (const Tier &t : plan.tiers) {
        QVERIFY(t.build.memoryEcc);
        QVERIFY(dimmOf(*m_shippedUsd, t.build)->ecc);
        QCOMPARE(QByteArray(platformOf(*m_shippedUsd, t.build).coolingClass.c_str()), QByteArray("office-tower"));
    }
}

// Issue 40: Qwen3-235B-A22B served from one 96 GB GPU with its routed experts (about 227 GB in
// fp8) in host memory at 10 tokens/s per user: every tier's host holds them and reads them fast
// enough — at least 8 memory channels and 256 GB — and the same build with half its DIMMs
// decodes more slowly.
void TestHostSizing::expertsInHostMemorySizeTheHost()
{
    const Workload w = load(workloadJson(R"({"kind": "inference", "model": "qwen3-235b-a22b", "weights": "fp8",
        "context_length": 8192, "concurrency": 1, "prompt_tokens": 1024, "output_tokens": 512, "engine": "sglang",
        "expert_placement": "host", "min_tokens_per_s_per_user": 10})",
                                         R"({"outlet_w": 20000, "environment": "server-room"})", QByteArray()));
    const Result<CatalogSnapshot> pinned =
        pinnedSnapshot(*m_shippedUsd, {PartPin{PinKind::Gpu, "rtx-pro-6000-blackwell", 1}});
    QVERIFY(pinned.ok());
    const PlanResult plan = rigplan::plan(w, *pinned);
    QVERIFY(plan.feasible);
    const Job &job = w.jobs[0];
    for (const Tier &t : plan.tiers) {
        const Build &b = t.build;
        const PlatformSpec &p = platformOf(*pinned, b);
        const CpuSpec &c = pinned->cpus[std::size_t(b.cpu)];
        const int channels = std::min({b.dimmCount, p.memoryChannels, c.memoryChannels * p.cpuSockets});
        QVERIFY2(channels >= 8, qPrintable(QString::fromStdString(b.key)));
        QVERIFY(b.memoryBytes >= 256'000'000'000);
        const JobOutcome &o = b.jobs[0];
        QVERIFY(o.inference.terms.hostExpertBytes > 200e9);
        QVERIFY(b.memoryBytes >= o.inference.host.ramBytes);
        // The job's figures are this build's host's, and they meet the target.
        QCOMPARE(o.layout.hostMemoryBps, b.memoryBandwidthBps);
        QCOMPARE(b.memoryBandwidthBps, double(channels) * b.memorySpeed.mts * 8e6);
        QVERIFY(b.memoryBandwidthBps >= o.inference.host.memoryBandwidthBps);
        QVERIFY(o.targetsMet && b.targetsMet);
        Layout halfTheDimms = o.layout;
        halfTheDimms.hostMemoryBps = b.memoryBandwidthBps / 2;
        const InferenceEstimate slower = estimateInference(job.model, job.inference, pinned->gpus[std::size_t(b.gpu)], halfTheDimms);
        QVERIFY(slower.decodeTokensPerSPerUser < 0.8 * o.inference.decodeTokensPerSPerUser);
    }
    // A 4-channel workstation has the capacity but not the bandwidth: it fails on the bandwidth.
    bool namedBandwidth = false;
    const auto look = [&](const Build &b) {
        for (const Violation &v : b.violations) {
            namedBandwidth = namedBandwidth || (v.rule == Rule::HostBandwidth && v.available < v.required);
        }
    };
    std::for_each(plan.rejected.begin(), plan.rejected.end(), look);
    for (const Tier &t : plan.tiers) {
        std::for_each(t.rejected.begin(), t.rejected.end(), look);
    }
    QVERIFY(namedBandwidth);
}

void TestHostSizing::cpusMatchTheirBoard_data()
{
    QTest::addColumn<QByteArray>("jobs");
    QTest::addColumn<QByteArray>("site");
    QTest::newRow("70B served, server room") << k70bServe << QByteArray(R"({"outlet_w": 20000, "environment": "server-room"})");
    QTest::newRow("13B full fine-tune, lab") << k13bFull << QByteArray(R"({"outlet": "eu-230v-16a", "environment": "lab"})");
}

// Every build shown pairs its platform with a CPU the board takes: no 1P-only CPU (EPYC "P",
// workstation parts) on a 2-socket board, and a board that names its CPU families gets one of
// them (Xeon Scalable never on a W790 workstation board of the same LGA4677 socket).
void TestHostSizing::cpusMatchTheirBoard()
{
    QFETCH(QByteArray, jobs);
    QFETCH(QByteArray, site);
    const Workload w = load(workloadJson(jobs, site, QByteArray()));
    const PlanResult plan = rigplan::plan(w, *m_shippedUsd);
    std::vector<const Build *> shown;
    for (const Tier &t : plan.tiers) {
        shown.push_back(&t.build);
        for (const Build &b : t.rejected) {
            shown.push_back(&b);
        }
    }
    for (const Build &b : plan.rejected) {
        shown.push_back(&b);
    }
    QVERIFY(!shown.empty());
    for (const Build *b : shown) {
        if (b->cpu < 0) {
            continue;
        }
        const PlatformSpec &p = platformOf(*m_shippedUsd, *b);
        const CpuSpec &c = m_shippedUsd->cpus[std::size_t(b->cpu)];
        QVERIFY2(c.maxSockets == 0 || c.maxSockets >= p.cpuSockets, qPrintable(QString::fromStdString(c.id + " in " + p.id)));
        QVERIFY2(p.cpuFamilies.empty() || std::find(p.cpuFamilies.begin(), p.cpuFamilies.end(), c.family) != p.cpuFamilies.end(),
                 qPrintable(QString::fromStdString(c.id + " in " + p.id)));
    }
    // The shipped rows the rule is about.
    const auto cpu = [&](const char *id) {
        return std::find_if(m_shippedUsd->cpus.begin(), m_shippedUsd->cpus.end(), [&](const CpuSpec &c) { return c.id == id; });
    };
    QVERIFY(cpu("epyc-9355p") != m_shippedUsd->cpus.end() && cpu("epyc-9355p")->maxSockets == 1);
    QVERIFY(cpu("epyc-9355") != m_shippedUsd->cpus.end() && cpu("epyc-9355")->maxSockets == 2);
}

// A 200-240 V-only unit (capacity_w_115v = 0: the 3 kW CRPS module, the Super Flower 2200 W) is
// never the PSU of a build on a 100-127 V outlet; on 230 V it may be.
void TestHostSizing::highLineOnlyPsuNotOnLowLine()
{
    const auto it = std::find_if(m_shippedUsd->psus.begin(), m_shippedUsd->psus.end(),
                                 [](const PsuSpec &s) { return s.id == "superflower-leadex-titanium-2200w"; });
    QVERIFY(it != m_shippedUsd->psus.end());
    QVERIFY(it->noLowLine);
    for (const QByteArray &outlet : {QByteArray("us-120v-20a"), QByteArray("us-120v-15a")}) {
        const Workload w = load(workloadJson(k13bFull, R"({"outlet": ")" + outlet + R"(", "environment": "lab"})", QByteArray()));
        const PlanResult plan = rigplan::plan(w, *m_shippedUsd);
        for (const Tier &t : plan.tiers) {
            QVERIFY(t.build.psu < 0 || !m_shippedUsd->psus[std::size_t(t.build.psu)].noLowLine);
        }
        for (const Build &b : plan.rejected) {
            QVERIFY(b.psu < 0 || !m_shippedUsd->psus[std::size_t(b.psu)].noLowLine);
        }
    }
}

void TestHostSizing::networkCard_data()
{
    QTest::addColumn<bool>("hostCatalog");
    QTest::addColumn<QByteArray>("network");
    QTest::addColumn<bool>("feasible");
    QTest::newRow("host rows, 100gbe") << true << QByteArray("100gbe") << true;
    QTest::newRow("host rows, ib-ndr") << true << QByteArray("ib-ndr") << true;
    QTest::newRow("shipped, 100gbe") << false << QByteArray("100gbe") << true;
}

// Without a NIC of the class in the catalog the build fails `network`, named in the tally.
void TestHostSizing::networkCardMissing()
{
    CatalogSnapshot noNics = *m_shippedUsd;
    noNics.nics.clear();
    noNics.nicPrices.clear();
    const Workload w = load(workloadJson(k70bServe, R"({"outlet_w": 12000, "environment": "server-room"})",
                                         "{\"network\": \"100gbe\"}"));
    const PlanResult plan = rigplan::plan(w, noNics);
    QVERIFY(!plan.feasible);
    QVERIFY(std::any_of(plan.rejectionsPerCheck.begin(), plan.rejectionsPerCheck.end(),
                        [](const auto &r) { return r.first == Check::Network && r.second > 0; }));
}

// The NIC the workload asks for is a priced BOM line, takes a slot and its lanes.
void TestHostSizing::networkCard()
{
    QFETCH(bool, hostCatalog);
    QFETCH(QByteArray, network);
    QFETCH(bool, feasible);
    const CatalogSnapshot &snap = hostCatalog ? *m_hostsUsd : *m_shippedUsd;
    const Workload w = load(workloadJson(k70bServe, R"({"outlet_w": 12000, "environment": "server-room"})",
                                         "{\"network\": \"" + network + "\"}"));
    const PlanResult plan = rigplan::plan(w, snap);
    QCOMPARE(plan.feasible, feasible);
    if (!feasible) {
        QVERIFY(std::any_of(plan.rejectionsPerCheck.begin(), plan.rejectionsPerCheck.end(),
                            [](const auto &r) { return r.first == Check::Network && r.second > 0; }));
        return;
    }
    for (const Tier &t : plan.tiers) {
        const Build &b = t.build;
        const NicSpec *nic = nicOf(snap, b);
        QVERIFY(nic);
        QVERIFY(nicMeets(*nic, w.requirements.network));
        QCOMPARE(QByteArray(nic->network.c_str()), QByteArray(network == "ib-ndr" ? "infiniband" : "ethernet"));
        const auto line = std::find_if(t.bom.begin(), t.bom.end(), [](const BomLine &l) { return l.kind == PartKind::Nic; });
        QVERIFY(line != t.bom.end());
        QCOMPARE(line->lineTotalMinor, snap.nicPrices[std::size_t(b.nic)].amountMinor);
        const CpuSpec &c = *cpuOf(snap, b);
        QVERIFY(b.gpuLanes <= c.pcieLanes * platformOf(snap, b).cpuSockets - 4 - nic->pcieLanes);
        QCOMPARE(b.power.nicW, nic->powerW);
    }
}

// An NVLink bridge joins two PCIe cards: tensor parallel 2 all-reduces over it (one direction
// of the catalog's both-directions figure), tensor parallel 4 over PCIe. An SXM baseboard keeps
// its link at every degree.
void TestHostSizing::nvlinkBridgesJoinPairsOnly()
{
    const auto gpuById = [&](const char *id) {
        return *std::find_if(m_shippedUsd->gpus.begin(), m_shippedUsd->gpus.end(), [&](const GpuSpec &g) { return g.id == id; });
    };
    const GpuSpec pcie = gpuById("a100-pcie-80gb");
    const GpuSpec sxm = gpuById("a100-sxm-80gb");
    QCOMPARE(pcie.interconnectBps, std::int64_t(300'000'000'000)); // catalog 600 GB/s both directions
    const Workload w = load(workloadJson(k70bServe, R"({"environment": "server-room"})", QByteArray()));
    const ModelArch &model = w.jobs.front().model;
    const auto link = [&](const GpuSpec &g, int tp) {
        Layout l;
        l.gpus = tp;
        l.tensorParallel = tp;
        return estimateInference(model, w.jobs.front().inference, g, l, EstimateOptions{}).terms.linkBps;
    };
    QCOMPARE(link(pcie, 2), 300e9);
    QCOMPARE(link(pcie, 4), pcieBandwidthBps(pcie.pcieGen > 0 ? pcie.pcieGen : 4, pcie.pcieLanes));
    QCOMPARE(link(sxm, 4), double(sxm.interconnectBps));
}

void TestHostSizing::requirementsAreRead_data()
{
    QTest::addColumn<QByteArray>("requirements");
    QTest::addColumn<QByteArray>("job");
    QTest::addColumn<QString>("errorField"); // empty: valid

    QTest::newRow("defaults") << QByteArray() << k7bLora << QString();
    QTest::newRow("ecc preferred") << QByteArray(R"({"ecc": "preferred"})") << k7bLora << QString();
    QTest::newRow("ecc misspelt") << QByteArray(R"({"ecc": "yes"})") << k7bLora << QStringLiteral("requirements.ecc");
    QTest::newRow("redundant_psu not a bool") << QByteArray(R"({"redundant_psu": "no"})") << k7bLora
                                              << QStringLiteral("requirements.redundant_psu");
    QTest::newRow("network misspelt") << QByteArray(R"({"network": "10gbe"})") << k7bLora
                                      << QStringLiteral("requirements.network");
    QTest::newRow("network ib-ndr") << QByteArray(R"({"network": "ib-ndr", "redundant_psu": true})") << k7bLora << QString();
    QTest::newRow("unknown key") << QByteArray(R"({"eec": "any"})") << k7bLora << QStringLiteral("requirements.eec");
    QTest::newRow("checkpoints_kept negative")
        << QByteArray() << QByteArray(R"({"kind": "training", "model": "llama-2-7b", "checkpoints_kept": -1})")
        << QStringLiteral("jobs[0].checkpoints_kept");
    QTest::newRow("dataset_bytes negative")
        << QByteArray() << QByteArray(R"({"kind": "training", "model": "llama-2-7b", "dataset_bytes": -5})")
        << QStringLiteral("jobs[0].dataset_bytes");
}

void TestHostSizing::requirementsAreRead()
{
    QFETCH(QByteArray, requirements);
    QFETCH(QByteArray, job);
    QFETCH(QString, errorField);
    const QByteArray json = workloadJson(job, R"({"environment": "lab"})", requirements);
    const Result<Workload> r = loadWorkload(json, QStringLiteral("host.json"), resolverFor(m_shipped.models()));
    if (errorField.isEmpty()) {
        QVERIFY(r.ok());
        // What is read is written back and read again unchanged.
        const Result<Workload> again = loadWorkload(saveWorkload(*r), QStringLiteral("again.json"), resolverFor(m_shipped.models()));
        QVERIFY(again.ok());
        QVERIFY(*again == *r);
        QCOMPARE(r->jobs.front().training.checkpointsKept, std::int64_t(5));
        return;
    }
    QVERIFY(!r.ok());
    bool named = false;
    for (const Diagnostic &d : r.diagnostics()) {
        named = named || d.path == errorField;
    }
    QVERIFY2(named, qPrintable(diagnosticTexts(r.diagnostics()).join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestHostSizing)
#include "tst_hostsizing.moc"
