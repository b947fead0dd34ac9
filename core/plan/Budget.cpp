// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/Budget.h"

#include "plan/Upgrade.h"
#include "util/Counted.h"
#include "util/JsonText.h"
#include "util/Money.h"
#include "util/Utf8.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace rigplan {

namespace {

constexpr double kDefaultPsuEfficiency = 0.90; // a build without a priced PSU (none fitted): a Gold-class unit at half load

const BomLine *bomLine(const Tier &tier, PartKind kind, int part)
{
    for (const BomLine &line : tier.bom) {
        if (line.kind == kind && (part < 0 || line.part == part)) {
            return &line;
        }
    }
    return nullptr;
}

bool platformTakes(const PlatformSpec &p, int gpus)
{
    if (!p.gpuCounts.empty()) {
        return std::find(p.gpuCounts.begin(), p.gpuCounts.end(), gpus) != p.gpuCounts.end();
    }
    return gpus <= p.maxGpus;
}

// "1234.56" for 123456 minor units of a 2-digit currency: no grouping, '.' decimal point.
QByteArray majorText(std::int64_t minor, int digits)
{
    const bool negative = minor < 0;
    const std::uint64_t magnitude = negative ? 0 - std::uint64_t(minor) : std::uint64_t(minor);
    std::uint64_t scale = 1;
    for (int i = 0; i < digits; ++i) {
        scale *= 10;
    }
    QByteArray out = negative ? "-" : "";
    out += QByteArray::number(qulonglong(magnitude / scale));
    if (digits > 0) {
        out += '.' + QByteArray::number(qulonglong(magnitude % scale)).rightJustified(digits, '0');
    }
    return out;
}

// A sum of unrounded minor amounts, added in steps: add() gives the step of the rounded sum.
class RoundedRunningSum {
public:
    std::int64_t add(double amountMinor, bool &overflow)
    {
        m_sum += amountMinor;
        const std::int64_t rounded = roundMinor(m_sum, overflow);
        const std::int64_t step = rounded - m_rounded;
        m_rounded = rounded;
        return step;
    }

private:
    double m_sum = 0;
    std::int64_t m_rounded = 0;
};

} // namespace

bool UpgradeStep::appliesTo(const std::string &tierId) const
{
    return tiers.empty() || std::find(tiers.begin(), tiers.end(), tierId) != tiers.end();
}

std::vector<UpgradeStep> upgradesFromJson(const QJsonValue &value, int maxYear, Diagnostics &problems)
{
    std::vector<UpgradeStep> steps;
    const auto problem = [&problems](const QString &path, const QString &message) {
        problems.append(Diagnostic::badInput(QString(), message, path));
    };
    if (!value.isArray()) {
        //: %1 = the value found
        problem(QStringLiteral("economics.upgrades"),
                QCoreApplication::translate("rigplan::Economics", "expected an array of upgrade objects, got %1")
                    .arg(describeJsonValue(value)));
        return steps;
    }
    const QJsonArray array = value.toArray();
    static const QStringList known{QStringLiteral("year"), QStringLiteral("gpus"), QStringLiteral("memory_bytes"),
                                   QStringLiteral("storage_bytes"), QStringLiteral("price_change_percent_per_year"),
                                   QStringLiteral("tiers")};
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString base = QStringLiteral("economics.upgrades[%1]").arg(i);
        if (!array.at(i).isObject()) {
            problem(base, QCoreApplication::translate("rigplan::Economics", "expected an upgrade object, got %1")
                              .arg(describeJsonValue(array.at(i))));
            continue;
        }
        const QJsonObject o = array.at(i).toObject();
        UpgradeStep step;
        bool ok = true;
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (!known.contains(it.key())) {
                //: %1 = the keys allowed
                problem(base + QLatin1Char('.') + it.key(),
                        QCoreApplication::translate("rigplan::Economics", "unknown key (expected one of: %1)")
                            .arg(known.join(QStringLiteral(", "))));
                ok = false;
            }
        }
        // A whole number in [low, high], or a problem at `key`.
        const auto integer = [&](const char *key, double low, double high, const QString &range) -> std::optional<double> {
            const QString name = QLatin1String(key);
            if (!o.contains(name)) {
                return std::nullopt;
            }
            const QJsonValue v = o.value(name);
            const double x = v.toDouble(std::nan(""));
            if (!v.isDouble() || !std::isfinite(x) || x != std::floor(x) || x < low || x > high) {
                //: %1 = the allowed range, %2 = the value found
                problem(base + QLatin1Char('.') + name,
                        QCoreApplication::translate("rigplan::Economics", "expected %1, got %2").arg(range, describeJsonValue(v)));
                ok = false;
                return std::nullopt;
            }
            return x;
        };
        if (!o.contains(QStringLiteral("year"))) {
            problem(base + QStringLiteral(".year"),
                    QCoreApplication::translate("rigplan::Economics", "required: the year of the service life the upgrade is bought in"));
            ok = false;
        } else if (const auto year = integer("year", 1, maxYear,
                                             QCoreApplication::translate("rigplan::Economics", "a whole year from 1 to %1 (the service life)")
                                                 .arg(maxYear))) {
            step.year = int(*year);
        }
        if (const auto gpus = integer("gpus", 0, 1024, QCoreApplication::translate("rigplan::Economics", "a whole number from 0 to 1024"))) {
            step.gpus = int(*gpus);
        }
        const double maxBytes = 1e18;
        if (const auto bytes = integer("memory_bytes", 0, maxBytes,
                                       QCoreApplication::translate("rigplan::Economics", "a whole number of bytes from 0 to 10^18"))) {
            step.memoryBytes = std::int64_t(*bytes);
        }
        if (const auto bytes = integer("storage_bytes", 0, maxBytes,
                                       QCoreApplication::translate("rigplan::Economics", "a whole number of bytes from 0 to 10^18"))) {
            step.storageBytes = std::int64_t(*bytes);
        }
        if (o.contains(QStringLiteral("price_change_percent_per_year"))) {
            const QJsonValue v = o.value(QStringLiteral("price_change_percent_per_year"));
            const double x = v.toDouble(std::nan(""));
            if (!v.isDouble() || !std::isfinite(x) || x < -100 || x > 100) {
                problem(base + QStringLiteral(".price_change_percent_per_year"),
                        QCoreApplication::translate("rigplan::Economics", "expected %1, got %2")
                            .arg(QCoreApplication::translate("rigplan::Economics", "a number in [-100, 100]"), describeJsonValue(v)));
                ok = false;
            } else {
                step.priceChangePercentPerYear = x;
            }
        }
        if (o.contains(QStringLiteral("tiers"))) {
            const QJsonValue v = o.value(QStringLiteral("tiers"));
            const QStringList allowed{QStringLiteral("entry"), QStringLiteral("mainstream"), QStringLiteral("high")};
            bool tiersOk = v.isArray();
            for (const QJsonValue &t : v.toArray()) {
                tiersOk = tiersOk && t.isString() && allowed.contains(t.toString());
                step.tiers.push_back(t.toString().toStdString());
            }
            if (!tiersOk) {
                //: %1 = the value found
                problem(base + QStringLiteral(".tiers"),
                        QCoreApplication::translate("rigplan::Economics", "expected an array of \"entry\", \"mainstream\", \"high\", got %1")
                            .arg(describeJsonValue(v)));
                ok = false;
            }
        }
        if (ok && step.gpus == 0 && step.memoryBytes == 0 && step.storageBytes == 0) {
            problem(base, QCoreApplication::translate("rigplan::Economics",
                                                      "an upgrade adds something: give gpus, memory_bytes or storage_bytes"));
            ok = false;
        }
        if (ok) {
            steps.push_back(std::move(step));
        }
    }
    return steps;
}

TierBudget budgetFor(const Tier &tier, const CatalogSnapshot &snap, const TierEconomics &economics,
                     const EconomicsSettings &s, const BuyVsRent &buyVsRent)
{
    TierBudget budget;
    const Build &build = tier.build;
    if (economics.outOfRange) {
        budget.outOfRange = true;
        return budget;
    }
    bool overflow = false;
    const std::string tierName = tierId(tier.kind);
    const double u = std::clamp(s.utilizationPercent / 100.0, 1e-9, 1.0);
    const double minorPerMajor = std::pow(10.0, currencyMinorDigits(snap.currency));
    const double psuEfficiency = build.psu >= 0 && snap.psus[std::size_t(build.psu)].efficiency > 0
        ? snap.psus[std::size_t(build.psu)].efficiency
        : kDefaultPsuEfficiency;
    // Energy cost per year of one more watt at the wall, unrounded minor units, at the utilisation.
    const double perWallWattYear = s.dutyHoursPerDay * s.daysPerYear / 1000.0 * s.coolingFactor * s.tariffPerKwh * minorPerMajor * u;

    for (std::size_t i = 0; i < s.upgrades.size(); ++i) {
        const UpgradeStep &step = s.upgrades[i];
        if (!step.appliesTo(tierName)) {
            continue;
        }
        PricedUpgrade p;
        p.step = int(i);
        p.year = step.year;
        double today = 0;
        if (step.gpus > 0 && build.gpu >= 0) {
            p.gpus = step.gpus;
            const BomLine *line = bomLine(tier, PartKind::Gpu, build.gpu);
            p.priced = p.priced && line && line->unitPrice.known;
            today += line ? double(line->unitPrice.amountMinor) * step.gpus : 0;
            p.extraWallW += double(snap.gpus[std::size_t(build.gpu)].boardPowerW) * step.gpus / psuEfficiency;
            if (build.platform >= 0) {
                p.fitsPlatform = p.fitsPlatform && platformTakes(snap.platforms[std::size_t(build.platform)], build.gpuCount + step.gpus);
            }
        }
        if (step.memoryBytes > 0 && build.dimm >= 0) {
            const MemoryModuleSpec &dimm = snap.memory[std::size_t(build.dimm)];
            p.memoryModules = int(std::ceil(double(step.memoryBytes) / double(std::max<std::int64_t>(1, dimm.capacityBytes)) - 1e-9));
            const BomLine *line = bomLine(tier, PartKind::Memory, build.dimm);
            p.priced = p.priced && line && line->unitPrice.known;
            today += line ? double(line->unitPrice.amountMinor) * p.memoryModules : 0;
            p.extraWallW += dimm.powerW * p.memoryModules / psuEfficiency;
            if (build.platform >= 0) {
                p.fitsPlatform = p.fitsPlatform
                    && build.dimmCount + p.memoryModules <= snap.platforms[std::size_t(build.platform)].memorySlots;
            }
        }
        if (step.storageBytes > 0) {
            int drive = build.drivesOf(Volume::Project).drive;
            const BomLine *line = drive >= 0 ? bomLine(tier, PartKind::Storage, drive) : bomLine(tier, PartKind::Storage, -1);
            if (line) {
                drive = line->part;
            }
            if (drive >= 0) {
                const StorageSpec &spec = snap.storage[std::size_t(drive)];
                p.drives = int(std::ceil(double(step.storageBytes) / double(std::max<std::int64_t>(1, spec.capacityBytes)) - 1e-9));
                today += line ? double(line->unitPrice.amountMinor) * p.drives : 0;
                p.extraWallW += spec.powerW * p.drives / psuEfficiency;
            }
            p.priced = p.priced && line && line->unitPrice.known;
        }
        p.todayMinor = roundMinor(today, overflow);
        p.priceMinor = roundMinor(today * std::pow(1.0 + step.priceChangePercentPerYear / 100.0, step.year - 1), overflow);
        budget.upgrades.push_back(p);
    }

    // The rental equivalent: the cheapest rental over the life that runs the work without
    // interruption (on-demand or reserved); spot only when nothing else is offered.
    const RentalOption *rental = nullptr;
    for (const RentalOption &r : buyVsRent.options) {
        const bool better = !rental || (rental->pricing == RentalPricing::Spot && r.pricing != RentalPricing::Spot)
            || ((rental->pricing == RentalPricing::Spot) == (r.pricing == RentalPricing::Spot) && r.overLifeMinor < rental->overLifeMinor);
        if (better) {
            rental = &r;
        }
    }
    if (rental && buyVsRent.status == BuyVsRentStatus::Ok) {
        budget.rental = rental->pricing;
    }
    const double purchase = double(economics.purchaseMinor);
    const double resale = purchase * s.resalePercent / 100.0;
    const double yearlyEnergy = economics.yearlyEnergyCostExactMinor * u;
    const int rows = std::max(1, int(std::ceil(s.years - 1e-9)));
    double bought = purchase;       // purchase and upgrades bought so far
    double depreciated = 0;         // unrounded, so the book value does not drift
    double extraEnergy = 0;         // yearly energy of the upgrades bought so far
    std::int64_t cumulative = 0;
    // Energy and support run up unrounded; each row takes the step of their rounded running
    // sums, so the cumulative column is the TCO's year by year (Economics: cumulativeCostMinor)
    // and ends at the TCO, where rows rounded alone could miss it by a cent.
    RoundedRunningSum energy, support;
    for (int year = 1; year <= rows; ++year) {
        BudgetYear row;
        row.year = year;
        row.fraction = std::min(1.0, s.years - (year - 1));
        row.purchaseMinor = year == 1 ? economics.purchaseMinor : 0;
        double upgradesThisYear = 0;
        double depreciation = (purchase - resale) / s.years * row.fraction;
        for (const PricedUpgrade &p : budget.upgrades) {
            if (p.year == year) {
                upgradesThisYear += double(p.priceMinor);
                extraEnergy += p.extraWallW * perWallWattYear;
            }
            if (p.year <= year) {
                // Straight line over what is left of the service life from the year it is bought.
                depreciation += double(p.priceMinor) / (s.years - (p.year - 1)) * row.fraction;
            }
        }
        bought += upgradesThisYear;
        depreciated += depreciation;
        row.upgradesMinor = roundMinor(upgradesThisYear, overflow);
        row.energyMinor = energy.add((yearlyEnergy + extraEnergy) * row.fraction, overflow);
        row.supportMinor = support.add(bought * s.supportPercentPerYear / 100.0 * row.fraction, overflow);
        row.totalMinor = moneyAdd(moneyAdd(row.purchaseMinor, row.upgradesMinor), moneyAdd(row.energyMinor, row.supportMinor));
        cumulative = moneyAdd(cumulative, row.totalMinor);
        row.cumulativeMinor = cumulative;
        row.depreciationMinor = roundMinor(depreciation, overflow);
        row.bookValueMinor = roundMinor(std::max(0.0, bought - depreciated), overflow);
        row.rentalMinor = budget.rental ? roundMinor(double(rental->perYearMinor) * row.fraction, overflow) : 0;
        overflow = overflow || moneyOverflowed(cumulative);
        budget.years.push_back(row);
    }
    if (overflow) {
        budget.years.clear();
        budget.outOfRange = true;
    }
    return budget;
}

QJsonObject budgetToJson(const TierBudget &budget, const std::string &currency)
{
    QJsonObject o;
    o.insert(QStringLiteral("currency"), qs(currency));
    if (budget.outOfRange) {
        o.insert(QStringLiteral("out_of_range"), true);
        return o;
    }
    o.insert(QStringLiteral("rental_pricing"), budget.rental ? QJsonValue(QLatin1String(rentalPricingId(*budget.rental))) : QJsonValue());
    QJsonArray years;
    for (const BudgetYear &y : budget.years) {
        QJsonObject r;
        r.insert(QStringLiteral("year"), y.year);
        r.insert(QStringLiteral("fraction"), y.fraction);
        r.insert(QStringLiteral("purchase_minor"), qint64(y.purchaseMinor));
        r.insert(QStringLiteral("upgrades_minor"), qint64(y.upgradesMinor));
        r.insert(QStringLiteral("energy_minor"), qint64(y.energyMinor));
        r.insert(QStringLiteral("support_minor"), qint64(y.supportMinor));
        r.insert(QStringLiteral("total_minor"), qint64(y.totalMinor));
        r.insert(QStringLiteral("cumulative_minor"), qint64(y.cumulativeMinor));
        r.insert(QStringLiteral("depreciation_minor"), qint64(y.depreciationMinor));
        r.insert(QStringLiteral("book_value_minor"), qint64(y.bookValueMinor));
        r.insert(QStringLiteral("rental_equivalent_minor"), qint64(y.rentalMinor));
        years.append(r);
    }
    o.insert(QStringLiteral("years"), years);
    QJsonArray upgrades;
    for (const PricedUpgrade &p : budget.upgrades) {
        QJsonObject u;
        u.insert(QStringLiteral("step"), p.step);
        u.insert(QStringLiteral("year"), p.year);
        u.insert(QStringLiteral("gpus"), p.gpus);
        u.insert(QStringLiteral("memory_modules"), p.memoryModules);
        u.insert(QStringLiteral("drives"), p.drives);
        u.insert(QStringLiteral("today_minor"), qint64(p.todayMinor));
        u.insert(QStringLiteral("price_minor"), qint64(p.priceMinor));
        u.insert(QStringLiteral("extra_wall_w"), std::round(p.extraWallW));
        u.insert(QStringLiteral("fits_platform"), p.fitsPlatform);
        u.insert(QStringLiteral("priced"), p.priced);
        upgrades.append(u);
    }
    o.insert(QStringLiteral("upgrades"), upgrades);
    return o;
}

QStringList budgetToText(const TierBudget &budget, const std::string &currency)
{
    const QString cur = qs(currency);
    QStringList lines;
    if (budget.outOfRange) {
        lines << QStringLiteral("budget: beyond the 64-bit range of minor units, not shown");
        return lines;
    }
    for (const BudgetYear &y : budget.years) {
        lines << QStringLiteral("budget year %1: %2 = purchase %3 + upgrades %4 + energy %5 + support %6; cumulative %7; "
                                "depreciation %8, book value %9; rental equivalent %10")
                     .arg(y.year)
                     .arg(formatMinor(y.totalMinor, cur), formatMinor(y.purchaseMinor, cur), formatMinor(y.upgradesMinor, cur),
                          formatMinor(y.energyMinor, cur), formatMinor(y.supportMinor, cur), formatMinor(y.cumulativeMinor, cur),
                          formatMinor(y.depreciationMinor, cur), formatMinor(y.bookValueMinor, cur))
                     .arg(budget.rental ? QStringLiteral("%1 (%2)").arg(formatMinor(y.rentalMinor, cur),
                                                                        QLatin1String(rentalPricingId(*budget.rental)))
                                        : QStringLiteral("none (no cloud offer)"));
    }
    for (const PricedUpgrade &p : budget.upgrades) {
        QStringList parts;
        if (p.gpus > 0) {
            parts << countedEnglish(p.gpus, "GPU", "GPUs");
        }
        if (p.memoryModules > 0) {
            parts << countedEnglish(p.memoryModules, "DIMM", "DIMMs");
        }
        if (p.drives > 0) {
            parts << countedEnglish(p.drives, "drive", "drives");
        }
        lines << QStringLiteral("upgrade in year %1: %2 for %3 (today %4)%5%6")
                     .arg(p.year)
                     .arg(parts.join(QStringLiteral(" + ")), formatMinor(p.priceMinor, cur), formatMinor(p.todayMinor, cur),
                          p.fitsPlatform ? QString() : QStringLiteral("; the platform does not take them"),
                          p.priced ? QString() : QStringLiteral("; a part has no catalog price"));
    }
    return lines;
}

QByteArray budgetsToCsv(const std::vector<std::pair<std::string, TierBudget>> &budgets, const std::string &currency)
{
    const int digits = currencyMinorDigits(currency);
    QByteArray out = "tier,year,purchase,upgrades,energy,support,total,cumulative,depreciation,book_value,"
                     "rental_equivalent,rental_pricing,currency\n";
    for (const auto &[tier, budget] : budgets) {
        for (const BudgetYear &y : budget.years) {
            QList<QByteArray> cells{QByteArray::fromStdString(tier), QByteArray::number(y.year),
                                    majorText(y.purchaseMinor, digits), majorText(y.upgradesMinor, digits),
                                    majorText(y.energyMinor, digits), majorText(y.supportMinor, digits),
                                    majorText(y.totalMinor, digits), majorText(y.cumulativeMinor, digits),
                                    majorText(y.depreciationMinor, digits), majorText(y.bookValueMinor, digits),
                                    budget.rental ? majorText(y.rentalMinor, digits) : QByteArray(),
                                    budget.rental ? QByteArray(rentalPricingId(*budget.rental)) : QByteArray(),
                                    QByteArray::fromStdString(currency)};
            out += cells.join(',') + '\n';
        }
    }
    return out;
}

} // namespace rigplan
