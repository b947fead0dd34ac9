// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/Economics.h"

#include "util/Counted.h"
#include "util/JsonText.h"
#include "util/TextMatch.h"

#include "util/Money.h"
#include "util/Tr.h"
#include "util/Utf8.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>

#include <algorithm>
#include <cmath>

namespace rigplan {

namespace {

constexpr double kBtuPerHourPerWatt = 3.412; // as the planner's heat figure (docs/planner.md, "The planner")
constexpr double kMaxYears = 20;
constexpr double kMaxCoolingFactor = 3;
// A million major units per kWh: far above any tariff (VND ~2,500/kWh), and with it a yearly
// energy cost stays a figure for any machine the outlet table can feed.
constexpr double kMaxTariffPerKwh = 1e6;

double minorPerMajor(const std::string &currency)
{
    return std::pow(10.0, currencyMinorDigits(currency));
}

std::int64_t costMinor(double kwh, const EconomicsSettings &s, bool &overflow)
{
    return roundMinor(kwh * s.tariffPerKwh * minorPerMajor(s.currency), overflow);
}

double round3(double x)
{
    return std::round(x * 1000.0) / 1000.0;
}

struct NumberKey {
    const char *key;
    double EconomicsSettings::*field;
    double low;
    bool lowOpen; // true: low itself is not allowed
    double high; // +inf: no upper bound
    const char *range;
};

// The range texts are translated where they are used (QT_TRANSLATE_NOOP marks them for lupdate).
const NumberKey kNumberKeys[] = {
    { "tariff_per_kwh", &EconomicsSettings::tariffPerKwh, 0, false, kMaxTariffPerKwh,
        QT_TRANSLATE_NOOP("rigplan::Economics", "a number in [0, 1000000] (major units per kWh)") },
    { "duty_hours_per_day", &EconomicsSettings::dutyHoursPerDay, 0, true, 24,
        QT_TRANSLATE_NOOP("rigplan::Economics", "a number in (0, 24]") },
    { "years", &EconomicsSettings::years, 0, true, kMaxYears,
        QT_TRANSLATE_NOOP("rigplan::Economics", "a number in (0, 20]") },
    { "cooling_factor", &EconomicsSettings::coolingFactor, 1, false, kMaxCoolingFactor,
        QT_TRANSLATE_NOOP("rigplan::Economics", "a number in [1, 3]") },
    { "support_percent_per_year", &EconomicsSettings::supportPercentPerYear, 0, false, 100,
        QT_TRANSLATE_NOOP("rigplan::Economics", "a number in [0, 100]") },
    { "days_per_year", &EconomicsSettings::daysPerYear, 0, true, 366,
        QT_TRANSLATE_NOOP("rigplan::Economics", "a number in (0, 366]") },
    { "utilization_percent", &EconomicsSettings::utilizationPercent, 0, true, 100,
        QT_TRANSLATE_NOOP("rigplan::Economics", "a number in (0, 100]") },
    { "resale_percent", &EconomicsSettings::resalePercent, 0, false, 100,
        QT_TRANSLATE_NOOP("rigplan::Economics", "a number in [0, 100]") },
};

// For texts marked with QT_TRANSLATE_NOOP above.
QString translatedRange(const char *range)
{
    return QCoreApplication::translate("rigplan::Economics", range);
}

} // namespace

DefaultTariff defaultTariff(const std::string &currency)
{
    // Average prices paid by commercial / non-household customers, rounded; each is dated and
    // sourced here and in the docs/economics.md ("Budget view"). Refresh them when the sources publish new years.
    if (currency == "USD") {
        // US EIA, Electric Power Monthly table 5.3 / Electric Power Annual 2023 (released
        // 2024-10-17): commercial-sector average revenue per kWh ~12.7 cents in 2023.
        return { 0.13,
            QT_TRANSLATE_NOOP("rigplan::Economics", "US EIA commercial-sector average 2023 (~12.7 cents/kWh)") };
    }
    if (currency == "EUR") {
        // Eurostat, "Electricity price statistics" (nrg_pc_205, data extracted April 2024):
        // non-household consumers, EU average 2nd half 2023 ~0.20 EUR/kWh excluding VAT and
        // other recoverable taxes (lowest Finland 0.089, highest Cyprus 0.276).
        return { 0.20,
            QT_TRANSLATE_NOOP("rigplan::Economics", "Eurostat non-household EU average H2 2023 (~0.20 EUR/kWh excl. VAT)") };
    }
    if (currency == "GBP") {
        // UK business unit rates 2024, one-year fixed, excl. standing charge and VAT: 20.8–24.4
        // p/kWh by business size (AquaSwitch 2024 averages: small 22.97, medium 20.96, large
        // 20.77; Purely Energy, Nov 2024: micro 24.4 … large 20.8). The official series is
        // DESNZ Quarterly Energy Prices, table 3.4.1 (non-domestic, incl. CCL).
        return { 0.23,
            QT_TRANSLATE_NOOP("rigplan::Economics",
                "UK business unit rates 2024 (20.8-24.4 p/kWh; DESNZ QEP table 3.4.1 is the official series)") };
    }
    if (currency == "CNY") {
        // China Briefing, "China's Industrial Power Rates" (2024): average industrial rate
        // ~US$0.088/kWh in 2024 (~0.63 CNY); general commercial & industrial (一般工商业)
        // agency-purchase tariffs of the grid companies run higher at peak times; 0.70 CNY/kWh.
        return { 0.70,
            QT_TRANSLATE_NOOP("rigplan::Economics",
                "China general commercial & industrial ~0.70 CNY/kWh (industrial average ~US$0.088/kWh in 2024, China "
                "Briefing)") };
    }
    if (currency == "JPY") {
        // TEPCO, "Overall electricity rates" for its power (commercial / industrial) service:
        // 23.53 (FY2009) to 31.54 (FY2014) JPY/kWh, 29.38 in FY2015; 27 JPY/kWh is taken.
        return { 27,
            QT_TRANSLATE_NOOP("rigplan::Economics", "TEPCO power-service overall rate FY2009-FY2015 (23.5-31.5 JPY/kWh)") };
    }
    return { 0,
        QT_TRANSLATE_NOOP("rigplan::Economics", "no default tariff for this currency: set economics.tariff_per_kwh") };
}

double defaultCoolingFactor(const std::string &environment)
{
    // office: the building's HVAC absorbs a workstation and is not billed to it.
    // lab: a room air conditioner with a COP of ~3.3 spends ~0.3 W per W of heat removed.
    // server-room: Uptime Institute Global Data Center Survey 2023, average PUE 1.58.
    if (environment == "lab") {
        return 1.3;
    }
    if (environment == "server-room") {
        return 1.58;
    }
    return 1.0;
}

EconomicsSettings defaultEconomics(const std::string &currency)
{
    EconomicsSettings e;
    const DefaultTariff t = defaultTariff(currency);
    e.tariffPerKwh = t.perKwh;
    // The source reaches the report (economicsAssumptions): translated here, where it is made.
    //: {0} = where the default electricity tariff comes from ("US EIA commercial-sector average 2023 ...")
    e.tariffSource = trFormat(trt("rigplan::Economics", "default: {0}"), trc("rigplan::Economics", t.source));
    e.dutyHoursPerDay = kDutyHoursTraining;
    e.years = 3;
    e.coolingFactor = 1.0;
    e.supportPercentPerYear = 0;
    e.currency = currency;
    return e;
}

EconomicsSettings defaultEconomics(const Workload &workload)
{
    EconomicsSettings e = defaultEconomics(pricingCurrency(workload));
    e.coolingFactor = defaultCoolingFactor(workload.site.environment);
    const bool training = std::any_of(
        workload.jobs.begin(), workload.jobs.end(), [](const Job &j) { return j.kind == JobKind::Training; });
    e.dutyHoursPerDay = training || workload.jobs.empty() ? kDutyHoursTraining : kDutyHoursServingOnly;
    return e;
}

Result<EconomicsSettings> economicsFromJson(const QJsonObject &override, EconomicsSettings base)
{
    Diagnostics found;
    const auto problem = [&found](const QString &path, const QString &message) {
        found.append(Diagnostic::badInput(QString(), message, path));
    };
    QStringList valid;
    for (const NumberKey &k : kNumberKeys) {
        valid << QLatin1String(k.key);
    }
    valid << QStringLiteral("currency") << QStringLiteral("upgrades");

    bool tariffGiven = false;
    for (auto it = override.begin(); it != override.end(); ++it) {
        const QString key = it.key();
        const QJsonValue v = it.value();
        const QString path = QStringLiteral("economics.") + key;
        if (key == QLatin1String("currency")) {
            if (!v.isString()) {
                //: %1 = the value found
                problem(path, QCoreApplication::translate("rigplan::Economics", "expected a string (ISO 4217 code), got %1")
                                  .arg(describeJsonValue(v)));
            } else if (v.toString().toStdString() != base.currency) {
                //: %1 = the currency given, %2 = the plan's currency
                problem(path, QCoreApplication::translate("rigplan::Economics",
                    "\"%1\" differs from the plan's currency \"%2\" (the budget's; give tariff_per_kwh in %2)")
                                  .arg(v.toString(), qs(base.currency)));
            }
            continue;
        }
        if (key == QLatin1String("upgrades")) {
            continue; // read below, once the service life is known
        }
        const NumberKey *spec = nullptr;
        for (const NumberKey &k : kNumberKeys) {
            if (key == QLatin1String(k.key)) {
                spec = &k;
            }
        }
        if (!spec) {
            const QStringList near = closestMatches(key, valid, 1);
            const QString best = near.isEmpty() ? QString() : near.front();
            if (best.isEmpty()) {
                //: %1 = the keys allowed
                problem(path, QCoreApplication::translate("rigplan::Economics", "unknown key (expected one of: %1)")
                                  .arg(valid.join(QStringLiteral(", "))));
            } else {
                //: %1 = the closest allowed key
                problem(path, QCoreApplication::translate("rigplan::Economics", "unknown key (did you mean \"%1\"?)")
                                  .arg(best));
            }
            continue;
        }
        const double x = v.isDouble() ? v.toDouble() : std::nan("");
        const bool ok
            = v.isDouble() && std::isfinite(x) && (spec->lowOpen ? x > spec->low : x >= spec->low) && x <= spec->high;
        if (!ok) {
            //: %1 = the allowed range ("a number in (0, 24]"), %2 = the value found
            problem(path, QCoreApplication::translate("rigplan::Economics", "expected %1, got %2")
                              .arg(translatedRange(spec->range), describeJsonValue(v)));
            continue;
        }
        base.*(spec->field) = x;
        tariffGiven = tariffGiven || spec->field == &EconomicsSettings::tariffPerKwh;
    }
    if (override.contains(QStringLiteral("upgrades"))) {
        base.upgrades = upgradesFromJson(
            override.value(QStringLiteral("upgrades")), int(std::ceil(base.years - 1e-9)), found);
    }
    if (!found.isEmpty()) {
        return found;
    }
    if (tariffGiven) {
        //: where the electricity tariff comes from
        base.tariffSource = trc("rigplan::Economics", "workload file");
    }
    return base;
}

Result<EconomicsSettings> economicsForWorkload(const Workload &workload)
{
    return economicsFromJson(workload.economics, defaultEconomics(workload));
}

TierEconomics economicsFor(const Build &build, const std::vector<Job> &jobs, const EconomicsSettings &s)
{
    TierEconomics e;
    const double wallKw = build.wallW / 1000.0;
    const double perMinor = minorPerMajor(s.currency);
    e.wallW = build.wallW;
    e.roomCoolingW = build.wallW * (s.coolingFactor - 1.0);
    e.heatKw = wallKw;
    e.heatBtuPerH = build.wallW * kBtuPerHourPerWatt;
    e.serviceHours = s.years * s.daysPerYear * s.dutyHoursPerDay;
    e.purchaseMinor = build.priceMinor;

    // Yearly: the machine draws its full wall power during the duty hours (idle not modelled).
    e.yearlyEnergyKwh = wallKw * s.dutyHoursPerDay * s.daysPerYear;
    e.yearlyEnergyWithCoolingKwh = e.yearlyEnergyKwh * s.coolingFactor;
    const double yearlyEnergyCost = e.yearlyEnergyWithCoolingKwh * s.tariffPerKwh * perMinor; // minor, unrounded
    const double yearlySupport = double(build.priceMinor) * s.supportPercentPerYear / 100.0;
    bool &overflow = e.outOfRange;
    e.yearlyEnergyCostMinor = roundMinor(yearlyEnergyCost, overflow);
    e.yearlyEnergyCostExactMinor = yearlyEnergyCost;
    e.supportPerYearMinor = roundMinor(yearlySupport, overflow);
    e.energyOverLifeMinor = roundMinor(yearlyEnergyCost * s.years, overflow);
    e.supportOverLifeMinor = roundMinor(yearlySupport * s.years, overflow);
    // The sum of the rounded parts, so the printed "TCO = purchase + energy + support" adds up.
    e.tcoMinor = roundMinor(double(build.priceMinor) + double(e.energyOverLifeMinor) + double(e.supportOverLifeMinor), overflow);

    const int wholeYears = int(std::ceil(s.years - 1e-9));
    e.cumulativeCostMinor.reserve(std::size_t(wholeYears) + 1);
    for (int year = 0; year <= wholeYears; ++year) {
        const double elapsed = std::min(double(year), s.years);
        e.cumulativeCostMinor.push_back(moneyAdd(
            build.priceMinor, moneyAdd(roundMinor(yearlyEnergyCost * elapsed, overflow), roundMinor(yearlySupport * elapsed, overflow))));
    }

    // Per job: cost of ownership per service hour = TCO / service hours, so a job's full cost
    // = its hours × TCO / service hours = its energy cost + (purchase + support) amortised.
    const double tcoPerHour = e.serviceHours > 0 ? double(e.tcoMinor) / e.serviceHours : 0.0;
    const std::vector<JobOutcome> &outcomes = build.jobOutcomes();
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        const JobOutcome &o = outcomes[i];
        JobEconomics j;
        j.kind = o.kind;
        if (i < jobs.size()) {
            j.name = jobs[i].name.empty() ? jobs[i].modelRef : jobs[i].name;
        }
        if (o.kind == JobKind::Training) {
            j.runHours = o.training.hours;
            if (j.runHours > 0 && o.fits) {
                j.hasFigures = true;
                j.energyPerRunKwh = wallKw * j.runHours;
                j.energyPerRunWithCoolingKwh = j.energyPerRunKwh * s.coolingFactor;
                j.energyCostPerRunMinor = costMinor(j.energyPerRunWithCoolingKwh, s, overflow);
                j.costPerRunMinor = roundMinor(tcoPerHour * j.runHours, overflow);
            } else {
                //: why a job has no running-cost figures
                j.note = o.fits ? trc("rigplan::Economics", "no run time: train_tokens not given")
                                : trc("rigplan::Economics", "does not fit on this build");
            }
        } else {
            j.tokensPerS = o.inference.aggregateTokensPerS;
            if (j.tokensPerS > 0 && o.fits) {
                j.hasFigures = true;
                j.hoursPerMillionTokens = 1e6 / j.tokensPerS / 3600.0;
                j.energyPerMillionTokensKwh = wallKw * j.hoursPerMillionTokens;
                j.energyPerMillionTokensWithCoolingKwh = j.energyPerMillionTokensKwh * s.coolingFactor;
                j.energyCostPerMillionTokensMinor = costMinor(j.energyPerMillionTokensWithCoolingKwh, s, overflow);
                j.costPerMillionTokensMinor = roundMinor(tcoPerHour * j.hoursPerMillionTokens, overflow);
                j.tokensInServiceLife = j.tokensPerS * 3600.0 * e.serviceHours;
            } else {
                //: why a job has no running-cost figures
                j.note = o.fits ? trc("rigplan::Economics", "no throughput estimate")
                                : trc("rigplan::Economics", "does not fit on this build");
            }
        }
        e.jobs.push_back(std::move(j));
    }
    if (e.outOfRange) {
        // One figure beyond the range makes the others suspect (they add up to the TCO): none is kept.
        e.yearlyEnergyCostMinor = e.supportPerYearMinor = e.energyOverLifeMinor = e.supportOverLifeMinor = 0;
        e.yearlyEnergyCostExactMinor = 0;
        e.tcoMinor = 0;
        e.cumulativeCostMinor.clear();
        for (JobEconomics &j : e.jobs) {
            j.energyCostPerRunMinor = j.costPerRunMinor = 0;
            j.energyCostPerMillionTokensMinor = j.costPerMillionTokensMinor = 0;
        }
    }
    return e;
}

QJsonObject economicsToJson(const TierEconomics &e, const EconomicsSettings &s)
{
    QJsonObject o;
    o.insert(QStringLiteral("currency"), qs(s.currency));
    o.insert(QStringLiteral("tariff_per_kwh"), s.tariffPerKwh);
    o.insert(QStringLiteral("tariff_per_kwh_minor"), s.tariffPerKwh * minorPerMajor(s.currency));
    o.insert(QStringLiteral("tariff_source"), qs(s.tariffSource));
    o.insert(QStringLiteral("duty_hours_per_day"), s.dutyHoursPerDay);
    o.insert(QStringLiteral("years"), s.years);
    o.insert(QStringLiteral("cooling_factor"), s.coolingFactor);
    o.insert(QStringLiteral("support_percent_per_year"), s.supportPercentPerYear);
    o.insert(QStringLiteral("days_per_year"), s.daysPerYear);
    o.insert(QStringLiteral("utilization_percent"), s.utilizationPercent);
    o.insert(QStringLiteral("resale_percent"), s.resalePercent);
    o.insert(QStringLiteral("wall_w"), std::round(e.wallW));
    o.insert(QStringLiteral("room_cooling_w"), std::round(e.roomCoolingW));
    o.insert(QStringLiteral("heat_kw"), round3(e.heatKw));
    o.insert(QStringLiteral("heat_btu_per_h"), std::round(e.heatBtuPerH));
    o.insert(QStringLiteral("service_hours"), round3(e.serviceHours));
    o.insert(QStringLiteral("yearly_energy_kwh"), round3(e.yearlyEnergyKwh));
    o.insert(QStringLiteral("yearly_energy_with_cooling_kwh"), round3(e.yearlyEnergyWithCoolingKwh));
    if (e.outOfRange) {
        o.insert(QStringLiteral("out_of_range"), true); // no money figure: see economicsFor()
    } else {
        o.insert(QStringLiteral("yearly_energy_cost_minor"), qint64(e.yearlyEnergyCostMinor));
        o.insert(QStringLiteral("support_per_year_minor"), qint64(e.supportPerYearMinor));
        o.insert(QStringLiteral("purchase_minor"), qint64(e.purchaseMinor));
        o.insert(QStringLiteral("energy_over_life_minor"), qint64(e.energyOverLifeMinor));
        o.insert(QStringLiteral("support_over_life_minor"), qint64(e.supportOverLifeMinor));
        o.insert(QStringLiteral("tco_minor"), qint64(e.tcoMinor));
        QJsonArray cumulative;
        for (std::int64_t c : e.cumulativeCostMinor) {
            cumulative.append(qint64(c));
        }
        o.insert(QStringLiteral("cumulative_cost_minor"), cumulative);
    }
    QJsonArray jobs;
    for (const JobEconomics &j : e.jobs) {
        QJsonObject jo;
        jo.insert(QStringLiteral("name"), qs(j.name));
        jo.insert(QStringLiteral("kind"),
            j.kind == JobKind::Training ? QStringLiteral("training") : QStringLiteral("inference"));
        jo.insert(QStringLiteral("has_figures"), j.hasFigures);
        if (!j.note.empty()) {
            jo.insert(QStringLiteral("note"), qs(j.note));
        }
        if (j.kind == JobKind::Training) {
            jo.insert(QStringLiteral("run_hours"), round3(j.runHours));
            jo.insert(QStringLiteral("energy_per_run_kwh"), round3(j.energyPerRunKwh));
            jo.insert(QStringLiteral("energy_per_run_with_cooling_kwh"), round3(j.energyPerRunWithCoolingKwh));
            if (!e.outOfRange) {
                jo.insert(QStringLiteral("energy_cost_per_run_minor"), qint64(j.energyCostPerRunMinor));
                jo.insert(QStringLiteral("cost_per_run_minor"), qint64(j.costPerRunMinor));
            }
        } else {
            jo.insert(QStringLiteral("tokens_per_s"), round3(j.tokensPerS));
            jo.insert(QStringLiteral("hours_per_million_tokens"), round3(j.hoursPerMillionTokens));
            jo.insert(QStringLiteral("energy_per_million_tokens_kwh"), round3(j.energyPerMillionTokensKwh));
            jo.insert(QStringLiteral("energy_per_million_tokens_with_cooling_kwh"),
                round3(j.energyPerMillionTokensWithCoolingKwh));
            if (!e.outOfRange) {
                jo.insert(QStringLiteral("energy_cost_per_million_tokens_minor"),
                          qint64(j.energyCostPerMillionTokensMinor));
                jo.insert(QStringLiteral("cost_per_million_tokens_minor"), qint64(j.costPerMillionTokensMinor));
            }
            jo.insert(QStringLiteral("tokens_in_service_life"), std::round(j.tokensInServiceLife));
        }
        jobs.append(jo);
    }
    o.insert(QStringLiteral("jobs"), jobs);
    return o;
}

QString economicsAssumptions(const EconomicsSettings &s)
{
    //: %1 = tariff, %2 = currency code, %3 = where the tariff comes from, %4 = hours per day, %5 = years,
    //: %6 = cooling factor, %7 = support in percent of the price per year
    // The count picks the plural form only (%5 prints the years, 2.5 included): English "1 year",
    // "3 years" from rigplan_en.ts.
    const int yearsCount = s.years == 1.0 ? 1 : 2;
    return QCoreApplication::translate("rigplan::Economics",
        "tariff %1 %2/kWh (%3); %4 h/day; %5 year(s); cooling factor %6; support %7 %/year", nullptr, yearsCount)
        .arg(QString::number(s.tariffPerKwh, 'g', 6), qs(s.currency), qs(s.tariffSource),
            QString::number(s.dutyHoursPerDay, 'g', 4), QString::number(s.years, 'g', 4),
            QString::number(s.coolingFactor, 'f', 2), QString::number(s.supportPercentPerYear, 'g', 4));
}

QStringList economicsToText(const TierEconomics &e, const EconomicsSettings &s)
{
    const QString cur = qs(s.currency);
    QStringList lines;
    lines << QStringLiteral("heat: %1 kW to remove from the room (%2 BTU/h)%3")
                 .arg(QString::number(e.heatKw, 'f', 3), QString::number(e.heatBtuPerH, 'f', 0),
                     e.roomCoolingW > 0.5
                         ? QStringLiteral("; room cooling draws %1 W more").arg(e.roomCoolingW, 0, 'f', 0)
                         : QString());
    lines << QStringLiteral("energy: %1 kWh/year at %2 h/day (%3 kWh with cooling × %4) = %5/year")
                 .arg(QString::number(e.yearlyEnergyKwh, 'f', 0), QString::number(s.dutyHoursPerDay, 'g', 4),
                     QString::number(e.yearlyEnergyWithCoolingKwh, 'f', 0), QString::number(s.coolingFactor, 'f', 2),
                     formatMinor(e.yearlyEnergyCostMinor, cur));
    if (e.outOfRange) {
        lines << QStringLiteral("cost of ownership: beyond the 64-bit range of minor units, not shown "
                                "(check economics.tariff_per_kwh and the catalog's prices)");
        lines << QStringLiteral("assumes: ") + economicsAssumptions(s);
        return lines;
    }
    QStringList cumulative;
    for (std::int64_t c : e.cumulativeCostMinor) {
        cumulative << formatMinor(c, cur);
    }
    lines << QStringLiteral(
        "cost of ownership over %1: %2 = purchase %3 + energy %4 + support %5 (by year: %6)")
                 .arg(countedEnglish(s.years, "year", "years"), formatMinor(e.tcoMinor, cur), formatMinor(e.purchaseMinor, cur),
                     formatMinor(e.energyOverLifeMinor, cur), formatMinor(e.supportOverLifeMinor, cur),
                     cumulative.join(QStringLiteral(", ")));
    for (const JobEconomics &j : e.jobs) {
        const QString name = j.name.empty() ? QStringLiteral("job") : qs(j.name);
        if (!j.hasFigures) {
            lines << QStringLiteral("%1: no running-cost figures (%2)").arg(name, qs(j.note));
        } else if (j.kind == JobKind::Training) {
            lines << QStringLiteral("%1: %2 kWh per run of %3 h (%4 kWh with cooling) = %5 energy; %6 per run all-in "
                                    "(purchase and support amortised)")
                         .arg(name, QString::number(j.energyPerRunKwh, 'f', 1), QString::number(j.runHours, 'f', 1),
                             QString::number(j.energyPerRunWithCoolingKwh, 'f', 1),
                             formatMinor(j.energyCostPerRunMinor, cur), formatMinor(j.costPerRunMinor, cur));
        } else {
            lines << QStringLiteral("%1: %2 kWh per million output tokens at %3 tokens/s (%4 kWh with cooling) = %5 "
                                    "energy; %6 per million tokens all-in (purchase and support amortised)")
                         .arg(name, QString::number(j.energyPerMillionTokensKwh, 'f', 2),
                             QString::number(j.tokensPerS, 'f', 0),
                             QString::number(j.energyPerMillionTokensWithCoolingKwh, 'f', 2),
                             formatMinor(j.energyCostPerMillionTokensMinor, cur),
                             formatMinor(j.costPerMillionTokensMinor, cur));
        }
    }
    lines << QStringLiteral("assumes: ") + economicsAssumptions(s)
            + QStringLiteral("; full wall power during the working hours (idle power not modelled)");
    return lines;
}

} // namespace rigplan
