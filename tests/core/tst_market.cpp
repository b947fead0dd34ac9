// SPDX-License-Identifier: GPL-3.0-or-later
// Where parts may be sold: a plan for a site's country offers only parts the catalog does not
// mark as not sold there, lists the ones it left out (typed, with the rule), and with no
// country (or a country nothing is barred from) leaves nothing out. Checked on the shipped
// catalog and after a user edit of not_sold_in.
#include "catalog/Catalog.h"
#include "plan/Economics.h"
#include "plan/Outcome.h"
#include "plan/Plan.h"
#include "plan/PlanFormat.h"
#include "plan/PlanText.h"
#include "workload/WorkloadJson.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <set>
#include <utility>

using namespace rigplan;

namespace {

QByteArray workloadJson(const QByteArray &site, const QByteArray &budget = {})
{
    // 70B served in bf16: large enough that the restricted data-centre cards are candidates.
    return R"({"format": "rigplan.workload/1", "title": "market", "jobs": [
               {"kind": "inference", "model": "llama-3.1-70b", "weights": "bf16", "kv_cache": "fp16",
                "context_length": 8192, "concurrency": 16, "prompt_tokens": 2048, "output_tokens": 512}],
               "site": )" + site + (budget.isEmpty() ? QByteArray() : ", \"budget\": " + budget) + "}";
}

bool marked(const CatalogSnapshot &snap, PartKind kind, int part, const std::string &country)
{
    const auto in = [&](const std::vector<std::string> &codes) {
        return std::find(codes.begin(), codes.end(), country) != codes.end();
    };
    const auto i = std::size_t(part);
    switch (kind) {
    case PartKind::Gpu: return in(snap.gpus[i].notSoldIn);
    case PartKind::Platform: return in(snap.platforms[i].market.notSoldIn);
    case PartKind::Cpu: return in(snap.cpus[i].market.notSoldIn);
    case PartKind::Memory: return in(snap.memory[i].market.notSoldIn);
    case PartKind::Storage: return in(snap.storage[i].market.notSoldIn);
    case PartKind::Psu: return in(snap.psus[i].market.notSoldIn);
    case PartKind::Nic: return in(snap.nics[i].market.notSoldIn);
    case PartKind::Cooler: return in(snap.coolers[i].market.notSoldIn);
    case PartKind::Bridge: return in(snap.bridges[i].market.notSoldIn);
    }
    return false;
}

// Every (kind, index) the snapshot marks as not sold in `country`, in PartKind then row order.
std::vector<std::pair<PartKind, int>> markedParts(const CatalogSnapshot &snap, const std::string &country)
{
    std::vector<std::pair<PartKind, int>> out;
    const auto add = [&](PartKind kind, std::size_t n) {
        for (std::size_t i = 0; i < n; ++i) {
            if (marked(snap, kind, int(i), country)) {
                out.emplace_back(kind, int(i));
            }
        }
    };
    add(PartKind::Gpu, snap.gpus.size());
    add(PartKind::Platform, snap.platforms.size());
    add(PartKind::Cpu, snap.cpus.size());
    add(PartKind::Memory, snap.memory.size());
    add(PartKind::Storage, snap.storage.size());
    add(PartKind::Psu, snap.psus.size());
    add(PartKind::Nic, snap.nics.size());
    add(PartKind::Cooler, snap.coolers.size());
    add(PartKind::Bridge, snap.bridges.size());
    return out;
}

// The parts of one build that the plan proposes or lists, as (kind, index).
void partsOf(const Build &b, std::vector<std::pair<PartKind, int>> &out)
{
    out.emplace_back(PartKind::Gpu, b.gpu);
    out.emplace_back(PartKind::Platform, b.platform);
    const std::pair<PartKind, int> optional[] = {{PartKind::Cpu, b.cpu},      {PartKind::Memory, b.dimm},
                                                 {PartKind::Psu, b.psu},      {PartKind::Nic, b.nic},
                                                 {PartKind::Cooler, b.cooler}, {PartKind::Bridge, b.bridge}};
    for (const StorageVolume &v : b.volumes) {
        if (v.drive >= 0) {
            out.emplace_back(PartKind::Storage, v.drive);
        }
    }
    for (const auto &p : optional) {
        if (p.second >= 0) {
            out.push_back(p);
        }
    }
}

std::vector<std::pair<PartKind, int>> everyPartShown(const PlanResult &r)
{
    std::vector<std::pair<PartKind, int>> out;
    for (const Tier &t : r.tiers) {
        partsOf(t.build, out);
        for (const Build &b : t.rejected) {
            partsOf(b, out);
        }
    }
    for (const Build &b : r.rejected) {
        partsOf(b, out);
    }
    if (r.closest.build) {
        partsOf(*r.closest.build, out);
    }
    for (const Suggestion &s : r.suggestions) {
        if (s.entry) {
            partsOf(*s.entry, out);
        }
        if (s.cluster && s.cluster->node) {
            partsOf(*s.cluster->node, out);
        }
        if (s.cluster && s.cluster->gpu >= 0) {
            out.emplace_back(PartKind::Gpu, s.cluster->gpu);
        }
    }
    return out;
}

} // namespace

class TestMarket : public QObject {
    Q_OBJECT
private:
    Workload load(const QByteArray &json);
    QTemporaryDir m_dir;
    Catalog m_catalog;

private Q_SLOTS:
    void initTestCase();
    void offeredOnly_data();
    void offeredOnly();
    void countryFromTheSite_data();
    void countryFromTheSite();
    void inferredCountryIsShown();
    void pricedInTheSitesCurrency_data();
    void pricedInTheSitesCurrency();
    void chinaListsTheExportRule();
    void userEditTakesEffect();
    void nicsAndCoolersFollowTheMarket_data();
    void nicsAndCoolersFollowTheMarket();
    void countryIsValidated_data();
    void countryIsValidated();
    void countryRoundTrips();
    void stalePrice_data();
    void stalePrice();
    void planFlagsStalePrices();
    void endOfLifeStaysSelectableAndFlagged();
};

void TestMarket::initTestCase()
{
    QVERIFY(m_catalog.open(m_dir.filePath(QStringLiteral("catalog.sqlite"))));
}

Workload TestMarket::load(const QByteArray &json)
{
    const Result<Workload> r = loadWorkload(json, QStringLiteral("market.json"), resolverFor(m_catalog.models()));
    if (!r.ok()) {
        qWarning() << diagnosticTexts(r.diagnostics());
    }
    return *r;
}

void TestMarket::offeredOnly_data()
{
    QTest::addColumn<QByteArray>("site");
    QTest::addColumn<QByteArray>("budget");
    QTest::addColumn<QString>("country"); // the one the plan takes
    QTest::addColumn<bool>("leavesOut");  // the shipped catalog bars parts from this country

    QTest::newRow("CN: US export rules") << QByteArray(R"({"outlet_w": 12000, "environment": "server-room", "country": "CN"})")
                                         << QByteArray() << QStringLiteral("CN") << true;
    QTest::newRow("RU: US export rules") << QByteArray(R"({"outlet_w": 12000, "environment": "server-room", "country": "RU"})")
                                         << QByteArray() << QStringLiteral("RU") << true;
    QTest::newRow("US: nothing barred") << QByteArray(R"({"outlet_w": 12000, "environment": "server-room", "country": "US"})")
                                        << QByteArray() << QStringLiteral("US") << false;
    QTest::newRow("no country") << QByteArray(R"({"outlet_w": 12000, "environment": "server-room"})") << QByteArray()
                                << QString() << false;
    // No country typed: the outlet says where the site is. A Chinese office socket is too small
    // for the job, so the closest build and every what-would-work variation (a bigger circuit,
    // a server room: outlets of no one country) are checked against China's market too.
    QTest::newRow("Chinese socket, no country") << QByteArray(R"({"outlet": "cn-220v-16a", "environment": "office"})")
                                                << QByteArray() << QStringLiteral("CN") << true;
    QTest::newRow("Chinese lab circuit, no country") << QByteArray(R"({"outlet": "cn-220v-10a", "environment": "lab"})")
                                                     << QByteArray() << QStringLiteral("CN") << true;
    QTest::newRow("the country typed wins over the outlet")
        << QByteArray(R"({"outlet": "cn-220v-16a", "environment": "office", "country": "US"})") << QByteArray()
        << QStringLiteral("US") << false;
    QTest::newRow("CNY budget on a data-centre circuit")
        << QByteArray(R"({"outlet": "dc-220v-32a", "environment": "server-room"})")
        << QByteArray(R"({"max": 2000000, "currency": "CNY"})") << QStringLiteral("CN") << true;
    QTest::newRow("USD budget says nothing") << QByteArray(R"({"outlet": "dc-220v-32a", "environment": "server-room"})")
                                             << QByteArray(R"({"max": 300000, "currency": "USD"})") << QString() << false;
}

void TestMarket::offeredOnly()
{
    QFETCH(QByteArray, site);
    QFETCH(QByteArray, budget);
    QFETCH(QString, country);
    QFETCH(bool, leavesOut);
    const auto snap = m_catalog.snapshot(QStringLiteral("USD"));
    QVERIFY(snap);
    const Workload w = load(workloadJson(site, budget));
    QCOMPARE(QString::fromStdString(siteCountry(w).code), country);
    const PlanResult r = plan(w, *snap);
    QCOMPARE(QString::fromStdString(r.country), country);

    // What the plan left out is exactly what the catalog marks for this country.
    const auto expected = markedParts(*snap, country.toStdString());
    QCOMPARE(!expected.empty(), leavesOut);
    std::vector<std::pair<PartKind, int>> listed;
    for (const NotOffered &n : r.notOffered) {
        listed.emplace_back(n.kind, n.part);
        QCOMPARE(QString::fromStdString(n.country), country);
    }
    QVERIFY(listed == expected);

    // No part the plan shows (tiers, alternatives, closest build, suggestions) is barred.
    if (!country.isEmpty()) {
        for (const auto &[kind, part] : everyPartShown(r)) {
            QVERIFY2(!marked(*snap, kind, part, country.toStdString()),
                     qPrintable(QStringLiteral("%1 #%2 not sold in %3").arg(QLatin1String(partKindId(kind))).arg(part).arg(country)));
        }
    }

    // With nothing barred the plan is the plan without a country: the same builds evaluated.
    if (!leavesOut) {
        Workload none = w;
        none.site.country.clear();
        none.site.outlet = none.site.outletW > 0 ? std::string() : "dc-230v-32a"; // a circuit of no one country
        none.site.outletW = w.site.outletW;
        QVERIFY(siteCountry(none).code.empty());
        const PlanResult unfiltered = plan(none, *snap);
        QCOMPARE(r.candidates, unfiltered.candidates);
        QCOMPARE(r.tiers.size(), unfiltered.tiers.size());
        for (std::size_t i = 0; i < r.tiers.size(); ++i) {
            QCOMPARE(QString::fromStdString(r.tiers[i].build.key), QString::fromStdString(unfiltered.tiers[i].build.key));
        }
    }
}

// Which country the planner takes: the typed one, else the outlet's (one row per shipped outlet:
// the country whose wiring standard it is, none for the shared ones), else a one-country budget
// currency's.
void TestMarket::countryFromTheSite_data()
{
    QTest::addColumn<QString>("outlet");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("currency"); // of a budget that is set; "" = no budget
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("source");

    const int none = int(CountrySource::None), site = int(CountrySource::Site), outlet = int(CountrySource::Outlet),
              currency = int(CountrySource::Currency);
    const char *const outletCountries[][2] = {{"us-120v-15a", "US"}, {"us-120v-20a", "US"}, {"cn-220v-10a", "CN"},
                                              {"cn-220v-16a", "CN"}, {"eu-230v-16a", ""},   {"uk-230v-13a", "GB"},
                                              {"dc-208v-30a", ""},   {"dc-220v-32a", ""},   {"dc-230v-32a", ""}};
    QCOMPARE(outlets().size(), std::size(outletCountries)); // a new outlet gets its row here
    for (const auto &[id, code] : outletCountries) {
        QTest::addRow("outlet %s", id) << QString::fromLatin1(id) << QString() << QString() << QString::fromLatin1(code)
                                       << (*code == '\0' ? none : outlet);
    }
    const auto row = [](const char *name, const char *outletId, const char *typed, const char *currencyCode,
                        const char *code, int source) {
        QTest::newRow(name) << QString::fromLatin1(outletId) << QString::fromLatin1(typed)
                            << QString::fromLatin1(currencyCode) << QString::fromLatin1(code) << source;
    };
    row("typed wins", "cn-220v-16a", "SG", "CNY", "SG", site);
    row("typed, no outlet", "", "DE", "", "DE", site);
    row("outlet before currency", "uk-230v-13a", "", "CNY", "GB", outlet);
    row("CNY", "eu-230v-16a", "", "CNY", "CN", currency);
    row("JPY", "dc-208v-30a", "", "JPY", "JP", currency);
    row("USD: any country", "dc-208v-30a", "", "USD", "", none);
    row("EUR: any country", "eu-230v-16a", "", "EUR", "", none);
    row("custom circuit, nothing else", "", "", "", "", none);
}

void TestMarket::countryFromTheSite()
{
    QFETCH(QString, outlet);
    QFETCH(QString, typed);
    QFETCH(QString, currency);
    QFETCH(QString, code);
    QFETCH(int, source);
    Site site;
    site.outlet = outlet.toStdString();
    site.country = typed.toStdString();
    Budget budget;
    budget.set = !currency.isEmpty();
    budget.max = 1000;
    budget.currency = currency.toStdString();
    const SiteCountry taken = siteCountry(site, budget);
    QCOMPARE(QString::fromStdString(taken.code), code);
    QCOMPARE(int(taken.source), source);
    // A currency without a budget is no budget: it says nothing.
    budget.set = false;
    if (source == int(CountrySource::Currency)) {
        QCOMPARE(siteCountry(site, budget).source, CountrySource::None);
    }
}

// The plan says which country it took and where from, in the text and the JSON, so the user
// sees a country nobody typed and can change it.
void TestMarket::inferredCountryIsShown()
{
    const auto snap = m_catalog.snapshot(QStringLiteral("USD"));
    QVERIFY(snap);
    const PlanOptions options;
    const struct {
        QByteArray site, budget;
        const char *from, *market;
    } rows[] = {
        {R"({"outlet": "cn-220v-16a", "environment": "lab"})", {}, "outlet",
         "sold into CN, the country of the outlet cn-220v-16a: set the site's country to change it"},
        {R"({"outlet": "dc-208v-30a", "environment": "server-room"})", R"({"max": 40000000, "currency": "JPY"})",
         "currency", "sold into JP, the country of the budget's currency JPY: set the site's country to change it"},
        {R"({"outlet": "cn-220v-16a", "environment": "lab", "country": "CN"})", {}, "site",
         "sold into CN, the site's country"},
        {R"({"outlet": "eu-230v-16a", "environment": "lab"})", {}, "", ""},
    };
    for (const auto &row : rows) {
        const Workload w = load(workloadJson(row.site, row.budget));
        const PlanResult r = plan(w, *snap, options);
        const PlanTextContext ctx{w, *snap, options};
        QCOMPARE(QString::fromStdString(plantext::market(ctx, r)), QString::fromUtf8(row.market));
        const QJsonObject json = planToJson(r, w, *snap, options, false, nullptr);
        QCOMPARE(json.value(QStringLiteral("country_from")).toString(), QString::fromUtf8(row.from));
        QCOMPARE(json.value(QStringLiteral("market")).toString(), QString::fromUtf8(row.market));
        QCOMPARE(json.value(QStringLiteral("country")).toString(), QString::fromStdString(siteCountry(w).code));
        // The table output carries the same line.
        const QString table = planToText(r, w, *snap, options, false);
        QVERIFY(*row.market == '\0' || table.contains(QString::fromUtf8(row.market)));
        QCOMPARE(table.contains(QLatin1String("sold into")), *row.market != '\0');
    }
}

void TestMarket::pricedInTheSitesCurrency_data()
{
    QTest::addColumn<QByteArray>("site");
    QTest::addColumn<QByteArray>("budget");
    QTest::addColumn<QString>("currency");
    QTest::newRow("Chinese outlet, no budget") << QByteArray(R"({"outlet": "cn-220v-16a", "environment": "lab"})")
                                              << QByteArray() << QStringLiteral("CNY");
    QTest::newRow("UK outlet, no budget") << QByteArray(R"({"outlet": "uk-230v-13a", "environment": "office"})")
                                         << QByteArray() << QStringLiteral("GBP");
    QTest::newRow("typed Japan, no budget") << QByteArray(R"({"outlet": "dc-208v-30a", "environment": "server-room", "country": "JP"})")
                                           << QByteArray() << QStringLiteral("JPY");
    QTest::newRow("Chinese outlet, budget in USD") << QByteArray(R"({"outlet": "cn-220v-16a", "environment": "lab"})")
                                                  << QByteArray(R"({"max": 90000, "currency": "USD"})")
                                                  << QStringLiteral("USD");
    QTest::newRow("Schuko: several countries") << QByteArray(R"({"outlet": "eu-230v-16a", "environment": "lab"})")
                                              << QByteArray() << QStringLiteral("USD");
    QTest::newRow("Singapore: no shipped tariff") << QByteArray(R"({"outlet": "uk-230v-13a", "environment": "lab", "country": "SG"})")
                                                 << QByteArray() << QStringLiteral("USD");
}

// Without a budget a plan is priced in the site country's own currency where the catalog has it
// (issue 42: a Chinese site kept USD), and its running costs in the same currency.
void TestMarket::pricedInTheSitesCurrency()
{
    QFETCH(QByteArray, site);
    QFETCH(QByteArray, budget);
    QFETCH(QString, currency);
    const Workload w = load(workloadJson(site, budget));
    QCOMPARE(planCurrency(w), currency);
    const auto outcome = computePlanOutcome(m_catalog, w);
    QVERIFY(outcome);
    QCOMPARE(QString::fromStdString((*outcome)->plan.currency), currency);
    // The parts are priced in it (a 70B bf16 endpoint needs more than a UK 13 A socket: no tier there).
    QCOMPARE((*outcome)->plan.tiers.empty(), currency == QLatin1String("GBP"));
    for (const Tier &tier : (*outcome)->plan.tiers) {
        QVERIFY(tier.build.priceMinor > 0);
    }
    QVERIFY((*outcome)->economics);
    QCOMPARE(QString::fromStdString((*outcome)->economics->currency), currency);
    QVERIFY((*outcome)->economics->tariffPerKwh > 0);
}

void TestMarket::chinaListsTheExportRule()
{
    const auto snap = m_catalog.snapshot(QStringLiteral("USD"));
    QVERIFY(snap);
    const Workload w = load(workloadJson(R"({"outlet_w": 12000, "environment": "server-room", "country": "CN"})"));
    const PlanOptions options;
    const PlanResult r = plan(w, *snap, options);
    const PlanTextContext ctx{w, *snap, options};
    // The H100 PCIe row is barred by the 2022/2023 BIS rules: the sentence names the part and the rule.
    bool found = false;
    for (const NotOffered &n : r.notOffered) {
        if (n.kind == PartKind::Gpu && snap->gpus[std::size_t(n.part)].id == "h100-pcie-80gb") {
            found = true;
            QVERIFY(n.source.find("BIS") != std::string::npos);
            QCOMPARE(QString::fromStdString(plantext::notOffered(ctx, n)),
                     QStringLiteral("not offered in CN: NVIDIA H100 PCIe 80GB — %1").arg(QString::fromStdString(n.source)));
        }
    }
    QVERIFY(found);
    // `plan --format json` lists the same parts, by catalog id, with the rule and the sentence.
    const QJsonObject json = planToJson(r, w, *snap, options, false, nullptr);
    QCOMPARE(json.value(QStringLiteral("country")).toString(), QStringLiteral("CN"));
    const QJsonArray left = json.value(QStringLiteral("not_offered")).toArray();
    QCOMPARE(left.size(), qsizetype(r.notOffered.size()));
    bool inJson = false;
    for (const QJsonValue &v : left) {
        const QJsonObject o = v.toObject();
        if (o.value(QStringLiteral("id")).toString() == QLatin1String("h100-pcie-80gb")) {
            inJson = true;
            QCOMPARE(o.value(QStringLiteral("kind")).toString(), QStringLiteral("gpu"));
            QVERIFY(o.value(QStringLiteral("source")).toString().contains(QLatin1String("BIS")));
            QVERIFY(o.value(QStringLiteral("message")).toString().startsWith(QLatin1String("not offered in CN: ")));
        }
    }
    QVERIFY(inJson);
    QCOMPARE(json.value(QStringLiteral("rate_date")).toString(), QString::fromStdString(snap->rateDate));
    QVERIFY(!snap->rateDate.empty());
    // The China-market cards stay on offer there.
    for (const char *id : {"rtx-4090-d", "rtx-5090-d", "rtx-5090-d-v2", "h20-sxm-96gb"}) {
        const auto it = std::find_if(snap->gpus.begin(), snap->gpus.end(), [&](const GpuSpec &g) { return g.id == id; });
        QVERIFY2(it != snap->gpus.end(), id);
        QVERIFY2(std::find(it->notSoldIn.begin(), it->notSoldIn.end(), "CN") == it->notSoldIn.end(), id);
    }
}

void TestMarket::userEditTakesEffect()
{
    // The GPU of the cheapest US build, then marked by the user as not sold in the US.
    const Workload w = load(workloadJson(R"({"outlet_w": 12000, "environment": "server-room", "country": "US"})"));
    auto snap = m_catalog.snapshot(QStringLiteral("USD"));
    QVERIFY(snap);
    const PlanResult before = plan(w, *snap);
    QVERIFY(!before.tiers.empty());
    QVERIFY(before.notOffered.empty());
    const std::string gpuId = snap->gpus[std::size_t(before.tiers.front().build.gpu)].id;
    QVERIFY(m_catalog.setValue(QStringLiteral("gpus"), QString::fromStdString(gpuId), QStringLiteral("not_sold_in"),
                               QStringLiteral("US;CA")));
    QVERIFY(m_catalog.setValue(QStringLiteral("gpus"), QString::fromStdString(gpuId), QStringLiteral("not_sold_source"),
                               QStringLiteral("distributor contract (test)")));
    auto edited = m_catalog.snapshot(QStringLiteral("USD"));
    QVERIFY(edited);
    const PlanResult after = plan(w, *edited);
    QVERIFY(!after.notOffered.empty());
    bool listed = false;
    for (const NotOffered &n : after.notOffered) {
        listed = listed || (n.kind == PartKind::Gpu && edited->gpus[std::size_t(n.part)].id == gpuId
                            && n.source == "distributor contract (test)");
    }
    QVERIFY(listed);
    for (const Tier &t : after.tiers) {
        QVERIFY(edited->gpus[std::size_t(t.build.gpu)].id != gpuId);
    }
    QVERIFY(m_catalog.revertValue(QStringLiteral("gpus"), QString::fromStdString(gpuId), QStringLiteral("not_sold_in")));
    QVERIFY(m_catalog.revertValue(QStringLiteral("gpus"), QString::fromStdString(gpuId), QStringLiteral("not_sold_source")));
}

void TestMarket::nicsAndCoolersFollowTheMarket_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<int>("kind");
    // A lab workstation with a 100 GbE NIC: every build has a cooler and a NIC. The part the
    // cheapest build takes is then marked by the user as not sold in the site's country.
    QTest::newRow("cooler") << QStringLiteral("coolers") << int(PartKind::Cooler);
    QTest::newRow("nic") << QStringLiteral("nics") << int(PartKind::Nic);
}

void TestMarket::nicsAndCoolersFollowTheMarket()
{
    QFETCH(QString, table);
    QFETCH(int, kind);
    const QByteArray json = R"({"format": "rigplan.workload/1", "title": "market nic", "jobs": [
               {"kind": "inference", "model": "llama-3.1-8b", "weights": "bf16", "kv_cache": "fp16",
                "context_length": 8192, "concurrency": 4, "prompt_tokens": 1024, "output_tokens": 256}],
               "site": {"outlet": "eu-230v-16a", "environment": "lab", "country": "DE"},
               "requirements": {"network": "100gbe"}})";
    const Workload w = load(json);
    auto snap = m_catalog.snapshot(QStringLiteral("USD"));
    QVERIFY(snap);
    const PlanResult before = plan(w, *snap);
    QVERIFY(!before.tiers.empty());
    const Build &cheapest = before.tiers.front().build;
    const int part = PartKind(kind) == PartKind::Cooler ? cheapest.cooler : cheapest.nic;
    QVERIFY2(part >= 0, "the cheapest build has no part of this kind to bar");
    const std::string id = PartKind(kind) == PartKind::Cooler ? snap->coolers[std::size_t(part)].id : snap->nics[std::size_t(part)].id;
    QVERIFY(m_catalog.setValue(table, QString::fromStdString(id), QStringLiteral("not_sold_in"), QStringLiteral("DE")));
    QVERIFY(m_catalog.setValue(table, QString::fromStdString(id), QStringLiteral("not_sold_source"), QStringLiteral("distributor list (test)")));
    auto edited = m_catalog.snapshot(QStringLiteral("USD"));
    QVERIFY(edited);
    const PlanResult after = plan(w, *edited);
    bool listed = false;
    for (const NotOffered &n : after.notOffered) {
        listed = listed || (int(n.kind) == kind && n.part == part && n.source == "distributor list (test)");
    }
    QVERIFY(listed);
    for (const auto &[k, p] : everyPartShown(after)) {
        QVERIFY2(!(int(k) == kind && p == part), id.c_str());
    }
    // Without a country the part is offered again.
    Workload anywhere = w;
    anywhere.site.country.clear();
    const PlanResult unfiltered = plan(anywhere, *edited);
    QVERIFY(unfiltered.notOffered.empty());
    const Build &again = unfiltered.tiers.front().build;
    QCOMPARE(PartKind(kind) == PartKind::Cooler ? again.cooler : again.nic, part);
    QVERIFY(m_catalog.revertValue(table, QString::fromStdString(id), QStringLiteral("not_sold_in")));
    QVERIFY(m_catalog.revertValue(table, QString::fromStdString(id), QStringLiteral("not_sold_source")));
}

void TestMarket::countryIsValidated_data()
{
    QTest::addColumn<QByteArray>("country");
    QTest::newRow("lower case") << QByteArray("\"cn\"");
    QTest::newRow("three letters") << QByteArray("\"CHN\"");
    QTest::newRow("unassigned") << QByteArray("\"QQ\"");
    QTest::newRow("not text") << QByteArray("86");
}

void TestMarket::countryIsValidated()
{
    QFETCH(QByteArray, country);
    const Result<Workload> r = loadWorkload(workloadJson(R"({"environment": "lab", "country": )" + country + "}"),
                                            QStringLiteral("market.json"), resolverFor(m_catalog.models()));
    QVERIFY(!r.ok());
    QCOMPARE(r.diagnostics().size(), 1);
    QCOMPARE(r.diagnostics().front().path, QStringLiteral("site.country"));
    QCOMPARE(r.diagnostics().front().kind, Diagnostic::Kind::BadInput);
}

void TestMarket::countryRoundTrips()
{
    const Workload w = load(workloadJson(R"({"environment": "lab", "country": "DE"})"));
    QCOMPARE(QString::fromStdString(w.site.country), QStringLiteral("DE"));
    const Result<Workload> again = loadWorkload(saveWorkload(w), QStringLiteral("again.json"), resolverFor(m_catalog.models()));
    QVERIFY(again.ok());
    QCOMPARE(*again, w);
    Workload none = w;
    none.site.country.clear();
    QVERIFY(!saveWorkload(none).contains("country")); // optional: not written when not given
}

void TestMarket::stalePrice_data()
{
    QTest::addColumn<QString>("priceDate");
    QTest::addColumn<QString>("today");
    QTest::addColumn<bool>("stale");
    QTest::newRow("same day") << QStringLiteral("2026-12-01") << QStringLiteral("2026-12-01") << false;
    QTest::newRow("180 days: not yet") << QStringLiteral("2026-06-04") << QStringLiteral("2026-12-01") << false;
    QTest::newRow("181 days") << QStringLiteral("2026-06-03") << QStringLiteral("2026-12-01") << true;
    QTest::newRow("launch price of 2020") << QStringLiteral("2020-09-01") << QStringLiteral("2026-12-01") << true;
    QTest::newRow("no plan date") << QStringLiteral("2020-09-01") << QString() << false;
    QTest::newRow("no price date") << QString() << QStringLiteral("2026-12-01") << false;
}

void TestMarket::stalePrice()
{
    QFETCH(QString, priceDate);
    QFETCH(QString, today);
    QFETCH(bool, stale);
    QCOMPARE(priceIsStale(priceDate.toStdString(), today.toStdString()), stale);
}

void TestMarket::planFlagsStalePrices()
{
    const auto snap = m_catalog.snapshot(QStringLiteral("USD"));
    QVERIFY(snap);
    const Workload w = load(workloadJson(R"({"outlet_w": 12000, "environment": "server-room"})"));
    PlanOptions options;
    options.planDate = "2027-12-01"; // a year on: every shipped 2026 price is stale
    const PlanResult r = plan(w, *snap, options);
    QVERIFY(!r.tiers.empty());
    for (const Tier &t : r.tiers) {
        for (const BomLine &l : t.bom) {
            QCOMPARE(l.stalePrice, l.unitPrice.known && priceIsStale(l.unitPrice.date, options.planDate));
            QVERIFY(!l.unitPrice.known || l.stalePrice);
        }
    }
    options.planDate.clear(); // no plan date: nothing is called stale
    for (const Tier &t : plan(w, *snap, options).tiers) {
        for (const BomLine &l : t.bom) {
            QVERIFY(!l.stalePrice);
        }
    }
}

void TestMarket::endOfLifeStaysSelectableAndFlagged()
{
    const Workload w = load(workloadJson(R"({"outlet_w": 12000, "environment": "server-room"})"));
    auto snap = m_catalog.snapshot(QStringLiteral("USD"));
    QVERIFY(snap);
    const PlanResult before = plan(w, *snap);
    QVERIFY(!before.tiers.empty());
    const std::string gpuId = snap->gpus[std::size_t(before.tiers.front().build.gpu)].id;
    const auto hasNote = [](const Build &b) {
        return std::any_of(b.notes.begin(), b.notes.end(), [](const Note &n) { return n.kind == BuildNote::GpuEndOfLife; });
    };
    QVERIFY(!hasNote(before.tiers.front().build));
    const QString id = QString::fromStdString(gpuId);
    QVERIFY(m_catalog.setValue(QStringLiteral("gpus"), id, QStringLiteral("lifecycle"), QStringLiteral("end-of-life")));
    QVERIFY(m_catalog.setValue(QStringLiteral("gpus"), id, QStringLiteral("lifecycle_date"), QStringLiteral("2024-01-31")));
    auto edited = m_catalog.snapshot(QStringLiteral("USD"));
    QVERIFY(edited);
    // No room for a dearer current card (docs/planner.md, "Lifecycle"): the cheapest build stays.
    PlanOptions options;
    options.currentGpuPriceRatio = 1.0;
    const PlanResult after = plan(w, *edited, options);
    // Still the same entry build (the card is not dropped), now with the note and its words.
    QVERIFY(!after.tiers.empty());
    const Build &entry = after.tiers.front().build;
    QCOMPARE(QString::fromStdString(entry.key), QString::fromStdString(before.tiers.front().build.key));
    QVERIFY(hasNote(entry));
    const PlanTextContext ctx{w, *edited, options};
    bool worded = false;
    for (const std::string &n : plantext::notes(ctx, entry)) {
        worded = worded || QString::fromStdString(n).contains(QLatin1String("end-of-life since 2024-01-31"));
    }
    QVERIFY(worded);
    QVERIFY(m_catalog.revertValue(QStringLiteral("gpus"), id, QStringLiteral("lifecycle")));
    QVERIFY(m_catalog.revertValue(QStringLiteral("gpus"), id, QStringLiteral("lifecycle_date")));
}

QTEST_GUILESS_MAIN(TestMarket)
#include "tst_market.moc"
