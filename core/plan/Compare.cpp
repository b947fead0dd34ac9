// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/Compare.h"

#include "util/Money.h"
#include "util/TextTable.h"
#include "util/Utf8.h"

#include <QJsonArray>

#include <cmath>

namespace rigplan {

namespace {

QJsonArray jsonArray(const std::vector<std::int64_t> &values)
{
    QJsonArray a;
    for (std::int64_t v : values) {
        a.append(qint64(v));
    }
    return a;
}

} // namespace

std::vector<CompareRow> compareRows(const std::vector<ScenarioOutcome> &scenarios)
{
    std::vector<CompareRow> rows;
    for (std::size_t si = 0; si < scenarios.size(); ++si) {
        const PlanOutcome *out = scenarios[si].outcome.get();
        if (!out || !out->plan.feasible) {
            continue;
        }
        for (std::size_t ti = 0; ti < out->plan.tiers.size(); ++ti) {
            const Tier &tier = out->plan.tiers[ti];
            const Build &b = tier.build;
            CompareRow row;
            row.scenario = si;
            row.tier = ti;
            row.tierId = tierId(tier.kind);
            if (b.gpu >= 0) {
                row.gpuId = out->snapshot().gpus[std::size_t(b.gpu)].id;
                row.gpuName = out->snapshot().gpus[std::size_t(b.gpu)].name;
            }
            if (b.platform >= 0) {
                row.platformName = out->snapshot().platforms[std::size_t(b.platform)].name;
            }
            row.gpuCount = b.gpuCount;
            row.priceMinor = b.priceMinor;
            row.wallW = b.wallW;
            row.targetsMet = b.targetsMet;
            for (const JobOutcome &j : b.jobOutcomes()) {
                row.jobSpeeds.push_back(j.kind == JobKind::Training ? j.training.tokensPerS : j.inference.aggregateTokensPerS);
                row.jobHours.push_back(j.kind == JobKind::Training ? j.training.hours : 0.0);
            }
            if (ti < out->tierEconomics.size() && !out->tierEconomics[ti].outOfRange) {
                row.tcoMinor = out->tierEconomics[ti].tcoMinor;
                row.cumulativeCostMinor = out->tierEconomics[ti].cumulativeCostMinor;
                row.years = out->economics ? out->economics->years : 0;
            }
            if (ti < out->tierBuyVsRent.size() && out->tierBuyVsRent[ti].status == BuyVsRentStatus::Ok) {
                row.cheapestRental = cheapestRental(out->tierBuyVsRent[ti]);
                row.ownOverLifeMinor = out->tierBuyVsRent[ti].ownOverLifeMinor;
            }
            rows.push_back(std::move(row));
        }
    }
    return rows;
}

QJsonObject compareToJson(const std::vector<ScenarioOutcome> &scenarios)
{
    const std::vector<CompareRow> rows = compareRows(scenarios);
    QJsonArray list;
    for (std::size_t si = 0; si < scenarios.size(); ++si) {
        const ScenarioOutcome &sc = scenarios[si];
        const PlanOutcome *out = sc.outcome.get();
        QJsonObject o;
        o.insert(QStringLiteral("name"), qs(sc.name));
        o.insert(QStringLiteral("file"), qs(sc.file));
        o.insert(QStringLiteral("feasible"), out && out->plan.feasible);
        o.insert(QStringLiteral("currency"), out ? qs(out->plan.currency) : QString());
        QJsonArray jobs;
        if (out) {
            for (const Job &j : out->workload.jobs) {
                jobs.append(QJsonObject{{QStringLiteral("name"), qs(j.name.empty() ? j.modelRef : j.name)},
                                        {QStringLiteral("kind"), j.kind == JobKind::Training ? QStringLiteral("training")
                                                                                             : QStringLiteral("inference")}});
            }
        }
        o.insert(QStringLiteral("jobs"), jobs);
        QJsonArray tiers;
        for (const CompareRow &r : rows) {
            if (r.scenario != si) {
                continue;
            }
            QJsonObject t;
            t.insert(QStringLiteral("tier"), qs(r.tierId));
            const Tier &tier = out->plan.tiers[r.tier];
            if (tier.sameAs) {
                t.insert(QStringLiteral("same_as"), QLatin1String(tierId(*tier.sameAs)));
            }
            t.insert(QStringLiteral("gpu"), QJsonObject{{QStringLiteral("id"), qs(r.gpuId)}, {QStringLiteral("count"), r.gpuCount}});
            t.insert(QStringLiteral("platform"), qs(r.platformName));
            t.insert(QStringLiteral("price_minor"), qint64(r.priceMinor));
            t.insert(QStringLiteral("wall_w"), std::round(r.wallW));
            t.insert(QStringLiteral("targets_met"), r.targetsMet);
            QJsonArray speeds;
            for (std::size_t j = 0; j < r.jobSpeeds.size(); ++j) {
                QJsonObject js;
                // Unrounded, as the plan's JSON gives them (training.hours, inference.aggregate_tokens_per_s).
                js.insert(QStringLiteral("tokens_per_s"), r.jobSpeeds[j]);
                js.insert(QStringLiteral("hours"), r.jobHours[j]);
                speeds.append(js);
            }
            t.insert(QStringLiteral("jobs"), speeds);
            if (!r.cumulativeCostMinor.empty()) {
                t.insert(QStringLiteral("years"), r.years);
                t.insert(QStringLiteral("tco_minor"), qint64(r.tcoMinor));
                t.insert(QStringLiteral("cumulative_cost_minor"), jsonArray(r.cumulativeCostMinor));
            }
            if (r.cheapestRental) {
                t.insert(QStringLiteral("own_over_life_minor"), qint64(r.ownOverLifeMinor));
                t.insert(QStringLiteral("cheapest_rental"),
                         QJsonObject{{QStringLiteral("pricing"), QLatin1String(rentalPricingId(r.cheapestRental->pricing))},
                                     {QStringLiteral("over_life_minor"), qint64(r.cheapestRental->overLifeMinor)},
                                     {QStringLiteral("break_even_month"),
                                      r.cheapestRental->breakEvenMonth > 0 ? QJsonValue(qint64(r.cheapestRental->breakEvenMonth))
                                                                           : QJsonValue()}});
            }
            tiers.append(t);
        }
        o.insert(QStringLiteral("tiers"), tiers);
        list.append(o);
    }
    QJsonObject root;
    root.insert(QStringLiteral("scenarios"), list);
    return root;
}

QString compareToText(const std::vector<ScenarioOutcome> &scenarios)
{
    TextTable table({QStringLiteral("scenario"), QStringLiteral("tier"), QStringLiteral("GPUs"), QStringLiteral("price"),
                     QStringLiteral("wall W"), QStringLiteral("speed per job"), QStringLiteral("TCO"),
                     QStringLiteral("cheapest rental over the life")});
    for (const CompareRow &r : compareRows(scenarios)) {
        const PlanOutcome &out = *scenarios[r.scenario].outcome;
        const QString cur = qs(out.plan.currency);
        QStringList speeds;
        for (std::size_t j = 0; j < r.jobSpeeds.size(); ++j) {
            speeds << (r.jobHours[j] > 0 ? QStringLiteral("%1 h").arg(r.jobHours[j], 0, 'f', 1)
                                         : QStringLiteral("%1 tok/s").arg(r.jobSpeeds[j], 0, 'f', 0));
        }
        const QString tco = r.cumulativeCostMinor.empty()
            ? QString()
            : QStringLiteral("%1 (%2 y)").arg(formatMinor(r.tcoMinor, cur), QString::number(r.years, 'g', 4));
        const QString rental = r.cheapestRental
            ? QStringLiteral("%1 %2").arg(QLatin1String(rentalPricingId(r.cheapestRental->pricing)),
                                          formatMinor(r.cheapestRental->overLifeMinor, cur))
            : QString();
        table.addRow({qs(scenarios[r.scenario].name), qs(r.tierId), QStringLiteral("%1 × %2").arg(r.gpuCount).arg(qs(r.gpuId)),
                      formatMinor(r.priceMinor, cur), QString::number(r.wallW, 'f', 0), speeds.join(QStringLiteral(", ")), tco,
                      rental});
    }
    QString text = table.render();
    for (const ScenarioOutcome &sc : scenarios) {
        if (!sc.outcome || !sc.outcome->plan.feasible) {
            text += QStringLiteral("%1: no build satisfies this scenario (rigplan-cli plan says why)\n").arg(qs(sc.name));
        }
    }
    return text;
}

} // namespace rigplan
