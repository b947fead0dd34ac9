// SPDX-License-Identifier: GPL-3.0-or-later
// Power that holds at the outlet and parts that fit the chassis (docs/planner.md, "The planner": power
// supplies, coolers): the PSUs' low-line output, N+1 on rack servers, the circuit headroom note
// and the cooler-fit rules, asserted over every build of every shipped sample's plan and on
// workloads made to reach each rule.
#include "catalog/Catalog.h"
#include "plan/Plan.h"
#include "plan/PlanText.h"
#include "workload/WorkloadJson.h"

#include "NarrowedCatalog.h"
#include "SampleWorkload.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>

using namespace rigplan;

namespace {

// Every build a plan shows or names: the tiers, the alternatives each rejected, the plan's
// rejected builds and the closest build of an infeasible plan.
std::vector<const Build *> shownBuilds(const PlanResult &plan)
{
    std::vector<const Build *> out;
    for (const Tier &t : plan.tiers) {
        out.push_back(&t.build);
        for (const Build &b : t.rejected) {
            out.push_back(&b);
        }
    }
    for (const Build &b : plan.rejected) {
        out.push_back(&b);
    }
    if (plan.closest.build) {
        out.push_back(&*plan.closest.build);
    }
    return out;
}

// The snapshot with one CRPS rack server and one card for it: the planner then has to size that
// server's supplies (the low-line tests need a rack build on a 120 V circuit).
CatalogSnapshot rackServerOnly(const CatalogSnapshot &from)
{
    return testing::narrowedTo(from, "mi350p", "asus-esc8000a-e12", 1);
}

bool hasNote(const Build &b, BuildNote kind)
{
    return std::any_of(b.notes.begin(), b.notes.end(), [&](const Note &n) { return n.kind == kind; });
}

bool lowLineSite(const Site &site)
{
    const Outlet *outlet = findOutlet(site.outlet);
    return outlet != nullptr && outlet->volts < 200;
}

// What one unit carries on the site's circuit, from the catalog's figures (0: not counted).
double unitCapacity(const PsuSpec &s, bool lowLine)
{
    if (!lowLine) {
        return s.capacityW;
    }
    if (s.noLowLine) {
        return 0;
    }
    return s.capacityW115v > 0 ? s.capacityW115v : s.capacityW;
}

QStringList sampleWorkloads()
{
    return QDir(QStringLiteral(RIGPLAN_SOURCE_DIR "/resources/samples"))
        .entryList({QStringLiteral("*.workload.json")}, QDir::Files, QDir::Name);
}

QByteArray workloadJson(const QByteArray &jobs, const QByteArray &site, const QByteArray &requirements = {})
{
    QByteArray json = "{\"format\": \"rigplan.workload/1\", \"title\": \"power\", \"jobs\": [" + jobs + "], \"site\": " + site;
    if (!requirements.isEmpty()) {
        json += ", \"requirements\": " + requirements;
    }
    return json + "}";
}

// 70B served at fp8 to 32 users: a 2-4 GPU server, the load of a rack server's PSUs.
const QByteArray k70bServe = R"({"kind": "inference", "model": "llama-3.1-70b", "weights": "fp8", "kv_cache": "fp16",
    "context_length": 8192, "concurrency": 32, "prompt_tokens": 2048, "output_tokens": 512})";
const QByteArray k7bLora = R"({"kind": "training", "model": "llama-2-7b", "method": "lora", "sequence_length": 2048,
    "micro_batch": 4, "activation_checkpointing": "full", "train_tokens": 100000000, "dataset_bytes": 500000000000,
    "checkpoints_kept": 5})";

} // namespace

class TestPowerFit : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void lowLineBelowRating_data();
    void lowLineBelowRating();
    void lowLineFigureCounted();
    void unknownServerPsuNotCountedOnLowLine();
    void samplePlans_data();
    void samplePlans();
    void redundancyOverriddenByTheWorkload();
    void headroomNote_data();
    void headroomNote();
    void coolerFitRules_data();
    void coolerFitRules();
    void noHeatsinkNoted();

private:
    Workload load(const QByteArray &json) const;
    const CatalogSnapshot &snapshotFor(const Workload &w);
    QTemporaryDir m_dir;
    Catalog m_catalog;
    std::map<std::string, CatalogSnapshot> m_snapshots; // by currency
};

void TestPowerFit::initTestCase()
{
    QVERIFY(m_catalog.open(m_dir.filePath(QStringLiteral("catalog.sqlite"))));
    QVERIFY(!sampleWorkloads().isEmpty());
}

Workload TestPowerFit::load(const QByteArray &json) const
{
    const Result<Workload> r = loadWorkload(json, QStringLiteral("power.json"), resolverFor(m_catalog.models()));
    if (!r.ok()) {
        qWarning() << diagnosticTexts(r.diagnostics());
        return {};
    }
    return *r;
}

const CatalogSnapshot &TestPowerFit::snapshotFor(const Workload &w)
{
    const std::string currency = w.budget.set && !w.budget.currency.empty() ? w.budget.currency : "USD";
    auto it = m_snapshots.find(currency);
    if (it == m_snapshots.end()) {
        auto snap = m_catalog.snapshot(QString::fromStdString(currency));
        if (!snap) {
            qFatal("no snapshot in %s", currency.c_str());
        }
        it = m_snapshots.emplace(currency, std::move(*snap)).first;
    }
    return it->second;
}

// The shipped supplies whose datasheet gives a lower output on 100-127 V than on 230 V, with
// the figures (catalog/seed/psus.csv says where each is from).
void TestPowerFit::lowLineBelowRating_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("ratedW");
    QTest::addColumn<int>("lowLineW"); // 0: does not run on 100-127 V
    QTest::newRow("Supermicro PWS-2K05A-1R class") << QStringLiteral("crps-2000w-titanium") << 2000 << 1000;
    QTest::newRow("Supermicro PWS-3K02G-2R class") << QStringLiteral("crps-3000w-titanium") << 3000 << 0;
    QTest::newRow("Super Flower Leadex Titanium 2200W") << QStringLiteral("superflower-leadex-titanium-2200w") << 2200 << 0;
}

void TestPowerFit::lowLineBelowRating()
{
    QFETCH(QString, id);
    QFETCH(int, ratedW);
    QFETCH(int, lowLineW);
    const CatalogSnapshot &snap = snapshotFor(Workload{});
    const auto it = std::find_if(snap.psus.begin(), snap.psus.end(), [&](const PsuSpec &s) { return s.id == id.toStdString(); });
    QVERIFY(it != snap.psus.end());
    QCOMPARE(it->capacityW, ratedW);
    QCOMPARE(unitCapacity(*it, true), double(lowLineW));
    QVERIFY(unitCapacity(*it, true) < unitCapacity(*it, false));
}

// A rack server on a US 120 V 20 A circuit (the lab-mixed sample's site): its CRPS units are
// counted at their low-line figure (1,000 W for the 2,000 W unit), so the set it gets carries the
// load at that figure; on 230 V the same units count their rating.
void TestPowerFit::lowLineFigureCounted()
{
    int derated = 0;
    for (const char *outlet : {"us-120v-20a", "eu-230v-16a"}) {
        Workload w = testing::loadSampleWorkload(m_catalog, QStringLiteral("lab-mixed.workload.json"));
        QCOMPARE(w.site.outlet, std::string("us-120v-20a"));
        w.site.outlet = outlet;
        const bool lowLine = std::string(outlet) == "us-120v-20a";
        QCOMPARE(lowLineSite(w.site), lowLine);
        // The shipped catalog's plan, and one narrowed to a CRPS rack server (the sample's own
        // plan need not choose one on 120 V).
        for (const CatalogSnapshot &snap : {snapshotFor(w), rackServerOnly(snapshotFor(w))}) {
            const PlanResult plan = rigplan::plan(w, snap);
            for (const Build *b : shownBuilds(plan)) {
                const PsuSpec *s = psuOf(snap, *b);
                if (!s) {
                    continue;
                }
                const int spare = b->psuCount - int(std::lround(b->psuCapacityW / std::max(1.0, unitCapacity(*s, lowLine))));
                QVERIFY2(spare == 0 || spare == 1, s->id.c_str());
                QCOMPARE(b->psuCapacityW, unitCapacity(*s, lowLine) * (b->psuCount - spare));
                if (lowLine && unitCapacity(*s, true) < s->capacityW) {
                    ++derated;
                    QVERIFY(b->psuCapacityW < double(s->capacityW) * (b->psuCount - spare));
                }
            }
        }
    }
    QVERIFY2(derated > 0, "no build on 120 V used a supply that derates there: the test proves nothing");
}

// A CRPS unit of 2,000 W or more without a published low-line figure (the 2,700 W module) is
// never counted on a 100-127 V circuit, and the plan says so on every rack server it could have
// gone into.
void TestPowerFit::unknownServerPsuNotCountedOnLowLine()
{
    const Workload w = testing::loadSampleWorkload(m_catalog, QStringLiteral("lab-mixed.workload.json"));
    const CatalogSnapshot snap = rackServerOnly(snapshotFor(w));
    const auto it = std::find_if(snap.psus.begin(), snap.psus.end(), [](const PsuSpec &s) { return s.id == "crps-2700w-titanium"; });
    QVERIFY(it != snap.psus.end());
    QCOMPARE(it->capacityW115v, 0);
    QVERIFY(!it->noLowLine);
    QVERIFY(lowLineSite(w.site));
    const PlanResult plan = rigplan::plan(w, snap);
    int rackBuilds = 0;
    for (const Build *b : shownBuilds(plan)) {
        const PsuSpec *s = psuOf(snap, *b);
        QVERIFY(!s || s->id != "crps-2700w-titanium");
        if (!s) {
            continue; // not sized as far as its supplies
        }
        if (platformOf(snap, *b).psuForm == "crps") {
            ++rackBuilds;
            QVERIFY(hasNote(*b, BuildNote::ServerPsuLowLineUnknown));
        } else {
            QVERIFY(!hasNote(*b, BuildNote::ServerPsuLowLineUnknown));
        }
    }
    QVERIFY(rackBuilds > 0);
}

void TestPowerFit::samplePlans_data()
{
    QTest::addColumn<QString>("sample");
    for (const QString &name : sampleWorkloads()) {
        QTest::newRow(qPrintable(name)) << name;
    }
}

// Over every build of every shipped sample's plan: rack servers have N+1 supplies unless the
// workload says redundant_psu false; no tower cooler in a rack chassis and no cooler taller
// than the chassis takes; a platform that includes its heatsinks gets none; the headroom note
// exactly where the wall is within 10 % of the circuit.
void TestPowerFit::samplePlans()
{
    QFETCH(QString, sample);
    const Workload w = testing::loadSampleWorkload(m_catalog, sample);
    const CatalogSnapshot &snap = snapshotFor(w);
    const PlanOptions options;
    const PlanResult plan = rigplan::plan(w, snap, options);
    const bool lowLine = lowLineSite(w.site);
    const std::vector<const Build *> builds = shownBuilds(plan);
    QVERIFY(!builds.empty());
    for (const Build *b : builds) {
        const PlatformSpec &p = platformOf(snap, *b);
        const QByteArray what = QByteArray(sample.toUtf8()) + ": " + p.id.c_str();
        // N+1: the load carried with one unit failed, on the unit's figure at this circuit.
        if (const PsuSpec *s = psuOf(snap, *b); s && p.coolingClass == "rack" && p.psuForm == "crps") {
            if (w.requirements.redundantPsu.value_or(true)) {
                QVERIFY2(b->psuCount >= 2, what.constData());
                QVERIFY2(b->power.dcLoadW() <= options.psuSteadyLoadFraction * unitCapacity(*s, lowLine) * (b->psuCount - 1) + 1e-6,
                         what.constData());
                QVERIFY(!hasNote(*b, BuildNote::NoRedundantPsuByRequest));
            } else {
                QVERIFY2(hasNote(*b, BuildNote::NoRedundantPsuByRequest), what.constData());
            }
        }
        // Coolers that fit.
        if (const CoolerSpec *k = coolerOf(snap, *b)) {
            QVERIFY2(!p.cpuCoolerIncluded, what.constData());
            QVERIFY2(p.coolingClass != "rack" || k->form == "server-heatsink", what.constData());
            QVERIFY2(p.maxCpuCoolerMm == 0 || k->heightMm <= p.maxCpuCoolerMm, what.constData());
            QCOMPARE(planner::coolerRejectedBy(*k, p), nullptr);
        }
        // Headroom: the note where the wall draw is within 10 % of the circuit, and only there.
        const bool near = b->outletLimitW > 0 && b->wallW <= double(b->outletLimitW)
            && b->wallW > (1.0 - options.circuitHeadroomFraction) * double(b->outletLimitW);
        QCOMPARE(hasNote(*b, BuildNote::NearCircuitLimit), near);
    }
}

// The workload's explicit redundant_psu: false keeps a rack server to the units its load
// needs, and the plan says so; unset, the same plan has N+1 on every rack server.
void TestPowerFit::redundancyOverriddenByTheWorkload()
{
    const QByteArray site = R"({"outlet": "eu-230v-16a", "environment": "lab"})";
    const Workload asked = load(workloadJson(k70bServe, site, R"({"redundant_psu": false})"));
    const Workload unset = load(workloadJson(k70bServe, site));
    QCOMPARE(asked.requirements.redundantPsu, std::optional<bool>(false));
    const CatalogSnapshot &snap = snapshotFor(asked);
    int rack = 0;
    for (const Workload *w : {&asked, &unset}) {
        const PlanResult plan = rigplan::plan(*w, snap);
        for (const Build *b : shownBuilds(plan)) {
            const PlatformSpec &p = platformOf(snap, *b);
            const PsuSpec *s = psuOf(snap, *b);
            if (p.coolingClass != "rack" || !s) {
                QVERIFY(!hasNote(*b, BuildNote::NoRedundantPsuByRequest));
                continue;
            }
            ++rack;
            const double oneFailed = PlanOptions{}.psuSteadyLoadFraction * s->capacityW * (b->psuCount - 1);
            if (w == &asked) {
                QVERIFY(hasNote(*b, BuildNote::NoRedundantPsuByRequest));
                QCOMPARE(b->psuCapacityW, double(s->capacityW) * b->psuCount);
            } else {
                QVERIFY(!hasNote(*b, BuildNote::NoRedundantPsuByRequest));
                QVERIFY(b->power.dcLoadW() <= oneFailed);
                QCOMPARE(b->psuCapacityW, double(s->capacityW) * (b->psuCount - 1));
            }
        }
    }
    QVERIFY(rack > 0);
}

void TestPowerFit::headroomNote_data()
{
    QTest::addColumn<double>("limitOverWall"); // the circuit's continuous W over the entry build's wall W
    QTest::addColumn<bool>("noted");
    QTest::newRow("0.4 % margin (2,796 W on 2,816 W)") << 2816.0 / 2796.0 << true;
    QTest::newRow("5 % margin") << 1.0 / 0.95 << true;
    QTest::newRow("just under 10 %") << 1.0 / 0.905 << true;
    QTest::newRow("just over 10 %") << 1.0 / 0.895 << false;
    QTest::newRow("25 % margin") << 1.25 << false;
}

// The entry build of a lab workload planned on a circuit just above its wall draw carries the
// note; with the margin beyond 10 % it does not.
void TestPowerFit::headroomNote()
{
    QFETCH(double, limitOverWall);
    QFETCH(bool, noted);
    const Workload open = load(workloadJson(k7bLora, R"({"outlet_w": 20000, "environment": "lab"})"));
    const CatalogSnapshot &snap = snapshotFor(open);
    const PlanResult first = rigplan::plan(open, snap);
    QVERIFY(first.feasible);
    const Build &entry = first.tier(TierKind::Entry)->build;
    QVERIFY(!hasNote(entry, BuildNote::NearCircuitLimit));
    const double limit = std::ceil(entry.wallW * limitOverWall);
    const Workload tight = load(workloadJson(k7bLora, R"({"outlet_w": )" + QByteArray::number(limit, 'f', 0)
                                                          + R"(, "environment": "lab"})"));
    const PlanResult plan = rigplan::plan(tight, snap);
    QVERIFY(plan.feasible);
    const Build &b = plan.tier(TierKind::Entry)->build;
    QCOMPARE(b.platform, entry.platform);
    QCOMPARE(b.wallW, entry.wallW);
    QCOMPARE(hasNote(b, BuildNote::NearCircuitLimit), noted);
    if (noted) {
        const PlanOptions options;
        const std::string text = plantext::note(PlanTextContext{tight, snap, options}, b, Note{BuildNote::NearCircuitLimit});
        QVERIFY2(text.find(plantext::watts(limit)) != std::string::npos, text.c_str());
    }
}

// One row per rule of the cooler-fit table, and the rows that fit.
void TestPowerFit::coolerFitRules_data()
{
    QTest::addColumn<QString>("coolingClass");
    QTest::addColumn<int>("maxCoolerMm");
    QTest::addColumn<QString>("form");
    QTest::addColumn<int>("heightMm");
    QTest::addColumn<QString>("rejectedBy"); // empty: fits
    QTest::newRow("145 mm tower in a 2U rack") << QStringLiteral("rack") << 0 << QStringLiteral("tower") << 145 << QStringLiteral("tower-in-rack");
    QTest::newRow("tower of no stated form in a rack") << QStringLiteral("rack") << 0 << QString() << 0 << QStringLiteral("tower-in-rack");
    QTest::newRow("server heatsink in a rack") << QStringLiteral("rack") << 0 << QStringLiteral("server-heatsink") << 64 << QString();
    QTest::newRow("server heatsink above the chassis limit") << QStringLiteral("rack") << 60 << QStringLiteral("server-heatsink") << 64
                                                             << QStringLiteral("taller-than-chassis");
    QTest::newRow("165 mm tower in a 185 mm case") << QStringLiteral("workstation-tower") << 185 << QStringLiteral("tower") << 165 << QString();
    QTest::newRow("185 mm tower in a 185 mm case") << QStringLiteral("workstation-tower") << 185 << QStringLiteral("tower") << 185 << QString();
    QTest::newRow("168 mm tower in a 160 mm case") << QStringLiteral("office-tower") << 160 << QStringLiteral("tower") << 168
                                                   << QStringLiteral("taller-than-chassis");
    QTest::newRow("tower in a case of unknown limit") << QStringLiteral("office-tower") << 0 << QStringLiteral("tower") << 168 << QString();
    QTest::newRow("tower of unknown height") << QStringLiteral("office-tower") << 160 << QStringLiteral("tower") << 0 << QString();
}

void TestPowerFit::coolerFitRules()
{
    QFETCH(QString, coolingClass);
    QFETCH(int, maxCoolerMm);
    QFETCH(QString, form);
    QFETCH(int, heightMm);
    QFETCH(QString, rejectedBy);
    PlatformSpec p;
    p.coolingClass = coolingClass.toStdString();
    p.maxCpuCoolerMm = maxCoolerMm;
    CoolerSpec k;
    k.form = form.toStdString();
    k.heightMm = heightMm;
    const char *rule = planner::coolerRejectedBy(k, p);
    QCOMPARE(QString::fromLatin1(rule ? rule : ""), rejectedBy);
}

// A rack server whose heatsinks are not in its price and whose socket has only tower coolers in
// the catalog gets none, with the note that names the chassis; the shipped 2U ASUS server's
// SP5 socket is such a case (the ARCTIC Freezer 4U-SP5 is a 145 mm tower).
void TestPowerFit::noHeatsinkNoted()
{
    const Workload w = load(workloadJson(k70bServe, R"({"outlet": "eu-230v-16a", "environment": "lab"})"));
    const CatalogSnapshot &snap = snapshotFor(w);
    const PlanResult plan = rigplan::plan(w, snap);
    int noted = 0;
    for (const Build *b : shownBuilds(plan)) {
        const PlatformSpec &p = platformOf(snap, *b);
        if (!psuOf(snap, *b)) {
            continue; // rejected before its host was sized
        }
        if (p.coolingClass == "rack" && !p.cpuCoolerIncluded) {
            QVERIFY(!coolerOf(snap, *b));
            QVERIFY(hasNote(*b, BuildNote::NoHeatsinkFitsChassis));
            ++noted;
            const PlanOptions options;
            const std::string text = plantext::note(PlanTextContext{w, snap, options}, *b, Note{BuildNote::NoHeatsinkFitsChassis});
            QVERIFY2(text.find(p.name) != std::string::npos, text.c_str());
        } else {
            QVERIFY(!hasNote(*b, BuildNote::NoHeatsinkFitsChassis));
        }
    }
    QVERIFY(noted > 0);
}

QTEST_GUILESS_MAIN(TestPowerFit)
#include "tst_powerfit.moc"
