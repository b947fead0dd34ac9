// SPDX-License-Identifier: GPL-3.0-or-later
// rigplan-cli compare and budget (docs/cli.md, "Command line" and "Budget over the years"): a
// comparison lists every scenario with the same numbers as its separate plan; the budget CSV
// puts an upgrade in its year; cloud offers list, import and are checked like the other kinds.
#include "CliRun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

namespace {

using Run = rigplan::testing::CliRun;
using rigplan::testing::sample;

QJsonObject json(const Run &r)
{
    return QJsonDocument::fromJson(r.out).object();
}

} // namespace

class TestCompare : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void comparisonHasTheNumbersOfTheSeparatePlans();
    void quoteScenariosAreCompared();
    void compareTable();
    void badCompare();
    void budgetCsvHasTheUpgradeInItsYear();
    void planJsonHasBuyVsRent();
    void cloudOffersListAndImport();

private:
    Run cli(const QStringList &args)
    {
        return rigplan::testing::runCli(QStringList{QStringLiteral("--catalog"), m_catalog} + args);
    }
    QString write(const QString &name, const QByteArray &data)
    {
        const QString path = m_dir->filePath(name);
        QFile f(path);
        if (f.open(QIODevice::WriteOnly)) {
            f.write(data);
        }
        return path;
    }
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_catalog;
};

void TestCompare::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_catalog = m_dir->filePath(QStringLiteral("catalog.sqlite"));
}

void TestCompare::comparisonHasTheNumbersOfTheSeparatePlans()
{
    // Two scenarios: the shipped mixed-lab workload and the 8B-chat quote's workload.
    const QString a = sample("lab-mixed.workload.json");
    const QString b = sample("lab-scenarios.rigplan.json");
    const Run compared = cli({QStringLiteral("compare"), a, b, QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(compared.exitCode, 0);
    const QJsonArray scenarios = json(compared).value(QStringLiteral("scenarios")).toArray();
    QCOMPARE(scenarios.size(), 3); // lab-mixed; the quote's workload and its "70B chat" scenario
    QCOMPARE(scenarios.at(2).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("70B chat"));

    // The first two against their own plans: the same tiers, builds, prices, power, speeds and
    // TCO. `plan` reads workload files: the quote's workload is written to one of its own.
    const QJsonObject quote = QJsonDocument::fromJson(rigplan::testing::readAll(b)).object();
    const QStringList workloads{a, write(QStringLiteral("main.workload.json"),
                                         QJsonDocument(quote.value(QStringLiteral("workload")).toObject()).toJson())};
    for (int s = 0; s < 2; ++s) {
        const Run plan = cli({QStringLiteral("plan"), workloads.at(s), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(plan.exitCode, 0);
        const QJsonArray planTiers = json(plan).value(QStringLiteral("tiers")).toArray();
        const QJsonArray compareTiers = scenarios.at(s).toObject().value(QStringLiteral("tiers")).toArray();
        QCOMPARE(compareTiers.size(), planTiers.size());
        for (int t = 0; t < planTiers.size(); ++t) {
            const QJsonObject p = planTiers.at(t).toObject();
            const QJsonObject c = compareTiers.at(t).toObject();
            QCOMPARE(c.value(QStringLiteral("tier")), p.value(QStringLiteral("tier")));
            QCOMPARE(c.value(QStringLiteral("gpu")).toObject().value(QStringLiteral("id")),
                     p.value(QStringLiteral("build")).toObject().value(QStringLiteral("gpu")).toObject().value(QStringLiteral("id")));
            QCOMPARE(c.value(QStringLiteral("price_minor")), p.value(QStringLiteral("price")).toObject().value(QStringLiteral("total_minor")));
            QCOMPARE(c.value(QStringLiteral("wall_w")), p.value(QStringLiteral("power")).toObject().value(QStringLiteral("wall_w")));
            QCOMPARE(c.value(QStringLiteral("tco_minor")), p.value(QStringLiteral("economics")).toObject().value(QStringLiteral("tco_minor")));
            QCOMPARE(c.value(QStringLiteral("cumulative_cost_minor")),
                     p.value(QStringLiteral("economics")).toObject().value(QStringLiteral("cumulative_cost_minor")));
            QCOMPARE(c.value(QStringLiteral("own_over_life_minor")),
                     p.value(QStringLiteral("buy_vs_rent")).toObject().value(QStringLiteral("own")).toObject().value(QStringLiteral("over_life_minor")));
            // Per job: the plan's tokens/s (serving) or hours (training).
            const QJsonArray planJobs = p.value(QStringLiteral("jobs")).toArray();
            const QJsonArray compareJobs = c.value(QStringLiteral("jobs")).toArray();
            QCOMPARE(compareJobs.size(), planJobs.size());
            for (int j = 0; j < planJobs.size(); ++j) {
                const QJsonObject pj = planJobs.at(j).toObject();
                if (pj.value(QStringLiteral("kind")).toString() == QLatin1String("training")) {
                    QCOMPARE(compareJobs.at(j).toObject().value(QStringLiteral("hours")).toDouble(),
                             pj.value(QStringLiteral("training")).toObject().value(QStringLiteral("hours")).toDouble());
                } else {
                    QCOMPARE(compareJobs.at(j).toObject().value(QStringLiteral("tokens_per_s")).toDouble(),
                             pj.value(QStringLiteral("inference")).toObject().value(QStringLiteral("aggregate_tokens_per_s")).toDouble());
                }
            }
        }
    }
}

void TestCompare::quoteScenariosAreCompared()
{
    // A quote alone compares its workload with its scenarios; the scenario's numbers are those
    // of its own workload planned alone.
    const QString quoteFile = sample("lab-scenarios.rigplan.json");
    const Run compared = cli({QStringLiteral("compare"), quoteFile, QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(compared.exitCode, 0);
    const QJsonArray scenarios = json(compared).value(QStringLiteral("scenarios")).toArray();
    QCOMPARE(scenarios.size(), 2);
    const QJsonObject quote = QJsonDocument::fromJson(rigplan::testing::readAll(quoteFile)).object();
    const QString workload = write(QStringLiteral("70b.workload.json"),
                                   QJsonDocument(quote.value(QStringLiteral("scenarios")).toArray().at(0).toObject()
                                                     .value(QStringLiteral("workload")).toObject()).toJson());
    const Run own = cli({QStringLiteral("plan"), workload, QStringLiteral("--format"), QStringLiteral("json")});
    const QJsonArray planTiers = json(own).value(QStringLiteral("tiers")).toArray();
    const QJsonArray compareTiers = scenarios.at(1).toObject().value(QStringLiteral("tiers")).toArray();
    QCOMPARE(compareTiers.size(), planTiers.size());
    for (int t = 0; t < planTiers.size(); ++t) {
        QCOMPARE(compareTiers.at(t).toObject().value(QStringLiteral("price_minor")),
                 planTiers.at(t).toObject().value(QStringLiteral("price")).toObject().value(QStringLiteral("total_minor")));
        QCOMPARE(compareTiers.at(t).toObject().value(QStringLiteral("tco_minor")),
                 planTiers.at(t).toObject().value(QStringLiteral("economics")).toObject().value(QStringLiteral("tco_minor")));
    }
}

void TestCompare::compareTable()
{
    const Run r = cli({QStringLiteral("compare"), sample("lab-scenarios.rigplan.json")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("scenario"));
    QVERIFY(r.out.contains("70B chat"));
    QVERIFY(r.out.contains("Lab chat: Llama 3.1 8B for the group"));
    // An infeasible scenario: exit 1, and the table says which.
    const Run mixed = cli({QStringLiteral("compare"), sample("lab-mixed.workload.json"), sample("legal-chat.workload.json")});
    QCOMPARE(mixed.exitCode, 1);
    QVERIFY2(mixed.out.contains("no build satisfies this scenario"), mixed.out.constData());
}

void TestCompare::badCompare()
{
    Run r = cli({QStringLiteral("compare")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("compare: expected one or more workload or quote files"));
    // A bad scenario names its path in the quote.
    const QString bad = write(QStringLiteral("bad.rigplan.json"), R"({"format": "rigplan.quote/1", "workload": {"format": "rigplan.workload/1", "jobs": [{"kind": "inference", "model": "llama-3.1-8b"}]}, "scenarios": [{"name": "", "workload": {"format": "rigplan.workload/1", "jobs": [{"kind": "inference", "model": "llama-3.1-8b", "concurrency": 0}]}}]})");
    r = cli({QStringLiteral("compare"), bad});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("scenarios[0].name: expected the scenario's name"), r.err.constData());
    QVERIFY2(r.err.contains("scenarios[0].workload.jobs[0].concurrency"), r.err.constData());
}

void TestCompare::budgetCsvHasTheUpgradeInItsYear()
{
    // The sample: 2 more GPUs in year 2 for the mainstream and high tiers, 10 % cheaper a year.
    const QString out = m_dir->filePath(QStringLiteral("budget.csv"));
    const Run r = cli({QStringLiteral("budget"), sample("lab-scenarios.rigplan.json"), QStringLiteral("-o"), out});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> lines = rigplan::testing::readAll(out).trimmed().split('\n');
    QCOMPARE(lines.front(), QByteArray("tier,year,purchase,upgrades,energy,support,total,cumulative,depreciation,book_value,"
                                       "rental_equivalent,rental_pricing,currency"));
    QCOMPARE(lines.size(), 1 + 3 * 4); // three tiers, four years
    const Run plan = cli({QStringLiteral("plan"), write(QStringLiteral("w.json"),
                                                         QJsonDocument(QJsonDocument::fromJson(rigplan::testing::readAll(sample("lab-scenarios.rigplan.json")))
                                                                           .object().value(QStringLiteral("workload")).toObject()).toJson()),
                          QStringLiteral("--format"), QStringLiteral("json")});
    const QJsonObject mainstream = json(plan).value(QStringLiteral("tiers")).toArray().at(1).toObject();
    const QJsonObject budget = mainstream.value(QStringLiteral("budget")).toObject();
    const QJsonObject upgrade = budget.value(QStringLiteral("upgrades")).toArray().at(0).toObject();
    QCOMPARE(upgrade.value(QStringLiteral("year")).toInt(), 2);
    QCOMPARE(upgrade.value(QStringLiteral("gpus")).toInt(), 2);
    // Priced at today's GPU price × 0.9 (one year at -10 %), rounded once.
    const QJsonArray bom = mainstream.value(QStringLiteral("bom")).toArray();
    qint64 gpuUnit = 0;
    for (const QJsonValue &line : bom) {
        if (line.toObject().value(QStringLiteral("kind")).toString() == QLatin1String("gpu")) {
            gpuUnit = line.toObject().value(QStringLiteral("unit_price")).toObject().value(QStringLiteral("amount_minor")).toInteger();
        }
    }
    QVERIFY(gpuUnit > 0);
    QCOMPARE(upgrade.value(QStringLiteral("price_minor")).toInteger(), qint64(std::llround(2.0 * double(gpuUnit) * 0.9)));
    const QJsonArray years = budget.value(QStringLiteral("years")).toArray();
    QCOMPARE(years.at(0).toObject().value(QStringLiteral("upgrades_minor")).toInteger(), 0);
    QCOMPARE(years.at(1).toObject().value(QStringLiteral("upgrades_minor")).toInteger(), upgrade.value(QStringLiteral("price_minor")).toInteger());
    // The CSV's mainstream year-2 row carries it in major units.
    const QByteArray row = lines.at(1 + 4 + 1); // entry's four rows, then mainstream year 1, year 2
    QVERIFY2(row.startsWith("mainstream,2,0.00,"), row.constData());
    const qint64 price = upgrade.value(QStringLiteral("price_minor")).toInteger();
    QVERIFY2(row.contains(QStringLiteral(",%1.%2,").arg(price / 100).arg(price % 100, 2, 10, QLatin1Char('0')).toLatin1()), row.constData());
    // To standard output without -o.
    const Run stdoutRun = cli({QStringLiteral("budget"), sample("lab-scenarios.rigplan.json")});
    QCOMPARE(stdoutRun.exitCode, 0);
    QCOMPARE(stdoutRun.out.trimmed().split('\n').size(), lines.size());
}

void TestCompare::planJsonHasBuyVsRent()
{
    const Run r = cli({QStringLiteral("plan"), sample("lab-mixed.workload.json"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject tier = json(r).value(QStringLiteral("tiers")).toArray().at(0).toObject();
    const QJsonObject rent = tier.value(QStringLiteral("buy_vs_rent")).toObject();
    QCOMPARE(rent.value(QStringLiteral("status")).toString(), QStringLiteral("ok"));
    QCOMPARE(rent.value(QStringLiteral("currency")).toString(), QStringLiteral("USD"));
    // At 100 % utilisation and no resale, owning over the life is the tier's TCO.
    QCOMPARE(rent.value(QStringLiteral("own")).toObject().value(QStringLiteral("over_life_minor")),
             tier.value(QStringLiteral("economics")).toObject().value(QStringLiteral("tco_minor")));
    QVERIFY(!rent.value(QStringLiteral("rentals")).toArray().isEmpty());
    const QJsonObject first = rent.value(QStringLiteral("rentals")).toArray().at(0).toObject();
    for (const char *key : {"pricing", "offer", "rented_gpus", "per_hour_minor", "per_year_minor", "over_life_minor",
                            "break_even_month", "cross_utilization_percent", "own_cheaper", "stale"}) {
        QVERIFY2(first.contains(QLatin1String(key)), key);
    }
    QVERIFY(tier.value(QStringLiteral("budget")).toObject().value(QStringLiteral("years")).toArray().size() == 3);
}

void TestCompare::cloudOffersListAndImport()
{
    Run r = cli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("cloud_offers"), QStringLiteral("--format"),
                 QStringLiteral("json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray offers = QJsonDocument::fromJson(r.out).array();
    QVERIFY(offers.size() >= 30);
    for (const QJsonValue &v : offers) {
        const QJsonObject o = v.toObject();
        QVERIFY(!o.value(QStringLiteral("source")).toString().isEmpty());
        QVERIFY(!o.value(QStringLiteral("observed_date")).toString().isEmpty());
        QVERIFY(o.contains(QStringLiteral("stale")));
    }
    // An offer for a GPU the catalog does not have, and a currency without a rate: both named by
    // file, line and column; nothing imported.
    const QString bad = write(QStringLiteral("offers.csv"),
                              "id,provider,instance,gpu_id,gpu_count,pricing,price_per_gpu_hour_minor,currency,region,observed_date,source_kind,source,source_date\n"
                              "my-h100,My cloud,1x H100,h100-sxm-80gb,1,on-demand,250,USD,eu,2026-11-30,provider,price page,2026-11-30\n"
                              "my-x,My cloud,1x X,x-9000,1,on-demand,250,CHF,eu,2026-11-30,provider,price page,2026-11-30\n"
                              "my-y,My cloud,1x H100,h100-sxm-80gb,1,weekly,250,USD,eu,2026-11-30,provider,price page,2026-11-30\n");
    r = cli({QStringLiteral("catalog"), QStringLiteral("import"), bad});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("offers.csv:3:4: gpu_id: unknown gpus id \"x-9000\""), r.err.constData());
    QVERIFY2(r.err.contains("offers.csv:3:8: currency: expected a currency of the catalog's currency_rates"), r.err.constData());
    QVERIFY2(r.err.contains("offers.csv:4:6:"), r.err.constData());
    // The good row alone imports, lists as the user's and is not stale.
    const QString good = write(QStringLiteral("good.csv"),
                               "id,provider,instance,gpu_id,gpu_count,pricing,price_per_gpu_hour_minor,currency,region,observed_date,source_kind,source,source_date\n"
                               "my-h100,My cloud,1x H100,h100-sxm-80gb,1,on-demand,250,USD,eu,2099-01-01,provider,price page,2099-01-01\n");
    r = cli({QStringLiteral("catalog"), QStringLiteral("import"), good});
    QCOMPARE(r.exitCode, 0);
    r = cli({QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("cloud_offers")});
    QVERIFY(r.out.contains("my-h100"));
    // Export round-trips.
    r = cli({QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("cloud_offers"), QStringLiteral("-")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith("id,provider,instance,gpu_id,gpu_count,pricing,price_per_gpu_hour_minor"));
    QVERIFY(r.out.contains("my-h100,My cloud,1x H100,h100-sxm-80gb,1,on-demand,250,USD,eu,2099-01-01,provider,price page,2099-01-01"));
}

QTEST_GUILESS_MAIN(TestCompare)
#include "tst_compare.moc"
