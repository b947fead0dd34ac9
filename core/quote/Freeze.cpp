// SPDX-License-Identifier: GPL-3.0-or-later
#include "quote/Freeze.h"

#include "catalog/Catalog.h"
#include "plan/LaunchKit.h"
#include "util/Money.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <map>

namespace rigplan {

// The translation context of these messages (lupdate reads it from here).
class FreezeText {
    Q_DECLARE_TR_FUNCTIONS(rigplan::Freeze)
};

namespace {


std::optional<ExchangeRate> rateOf(const std::vector<ExchangeRate> &rates, const std::string &currency)
{
    for (const ExchangeRate &r : rates) {
        if (r.currency == currency) {
            return r;
        }
    }
    return std::nullopt;
}

// The service's amount in the quote's currency, rounded to its minor unit (convertMinor).
Result<std::int64_t> serviceAmount(const ServiceSpec &s, const std::string &currency, const std::vector<ExchangeRate> &rates)
{
    if (s.currency == currency || s.amountMinor == 0) {
        return s.amountMinor;
    }
    const auto from = rateOf(rates, s.currency);
    const auto to = rateOf(rates, currency);
    if (!from || !to) {
        return Diagnostic::badInput(QString(), FreezeText::tr("service %1: no exchange rate between %2 and %3 in the catalog")
                                                   .arg(QString::fromStdString(s.id), QString::fromStdString(s.currency),
                                                        QString::fromStdString(currency)));
    }
    const auto converted = convertMinor(s.amountMinor, QString::fromStdString(s.currency), from->perUsd,
                                        QString::fromStdString(currency), to->perUsd);
    if (!converted) {
        return Diagnostic::badInput(QString(), FreezeText::tr("service %1: its price in %2 is beyond %3 minor units")
                                                   .arg(QString::fromStdString(s.id), QString::fromStdString(currency))
                                                   .arg(kMaxMoneyMinor));
    }
    return *converted;
}

Result<QuoteLine> serviceLine(const ServiceSpec &s, int gpuCount, const std::string &currency, const std::string &today,
                              const std::vector<ExchangeRate> &rates)
{
    QuoteLine line;
    line.kind = LineKind::Service;
    line.partKind = s.category;
    line.id = s.id;
    line.name = s.name;
    line.nameZh = s.nameZh;
    line.currency = currency;
    line.priceDate = s.sourceDate.empty() ? today : s.sourceDate;
    line.source = s.source;
    line.estimate = s.estimate;
    line.estimateBasis = s.estimateBasis;
    line.priceRule = s.priceRule;
    line.percent = s.percent;
    line.leadDays = s.leadDays;
    if (s.priceRule == "percent_of_hardware") {
        line.quantity = 1; // priced by repriceServiceLines() from the part lines
    } else {
        const Result<std::int64_t> amount = serviceAmount(s, currency, rates);
        if (!amount) {
            return amount.diagnostics();
        }
        line.quantity = s.priceRule == "per_gpu" ? std::max(1, gpuCount) : 1;
        line.unitPriceMinor = *amount;
    }
    line.unitCostMinor = line.unitPriceMinor; // no margin is assumed on a service
    return line;
}

const ServiceSpec *findService(const std::vector<ServiceSpec> &services, const std::string &id)
{
    for (const ServiceSpec &s : services) {
        if (s.id == id) {
            return &s;
        }
    }
    return nullptr;
}

// The key a line keeps its discount and lead time under across a re-price. A part can have
// several lines (the same drive model for the system, project and data volumes): the n-th
// line of a part matches the n-th line of that part.
std::vector<std::string> lineKeys(const std::vector<QuoteLine> &lines)
{
    std::map<std::string, int> seen;
    std::vector<std::string> keys;
    for (const QuoteLine &l : lines) {
        const std::string base = (l.kind == LineKind::Service ? "service/" : "part/") + l.partKind + '/' + l.id;
        keys.push_back(base + '#' + std::to_string(seen[base]++));
    }
    return keys;
}

} // namespace

FrozenBuild frozenBuildOf(const PlanOutcome &outcome, const Build &b)
{
    const CatalogSnapshot &snap = outcome.snapshot();
    FrozenBuild f;
    f.key = b.key;
    if (b.gpu >= 0) {
        const GpuSpec &gpu = snap.gpus[std::size_t(b.gpu)];
        f.gpuId = gpu.id;
        f.gpuName = gpu.name;
        f.gpuMemoryBytes = gpu.memoryBytes;
    }
    f.gpuCount = b.gpuCount;
    if (b.platform >= 0) {
        f.platformName = snap.platforms[std::size_t(b.platform)].name;
    }
    if (b.cpu >= 0) {
        f.cpuName = snap.cpus[std::size_t(b.cpu)].name;
    }
    f.memoryBytes = b.memoryBytes;
    f.storageBytes = b.storageBytes;
    f.dcLoadW = b.power.dcLoadW();
    f.wallW = b.wallW;
    f.psuCapacityW = b.psuCapacityW;
    f.btuPerH = b.btuPerH;
    f.outletLimitW = b.outletLimitW;
    const auto &jobs = b.jobOutcomes();
    for (std::size_t j = 0; j < jobs.size() && j < outcome.workload.jobs.size(); ++j) {
        const Job &job = outcome.workload.jobs[j];
        const JobOutcome &o = jobs[j];
        FrozenJob fj;
        fj.name = !job.name.empty() ? job.name : !job.model.name.empty() ? job.model.name : job.model.id;
        fj.training = o.kind == JobKind::Training;
        fj.gpus = o.layout.gpus;
        fj.memoryBytes = o.memory().totalBytes;
        fj.usableBytes = o.memory().usableBytes;
        fj.targetsMet = o.targetsMet;
        fj.missed = o.gaps;
        if (fj.training) {
            fj.tokensPerS = o.training.tokensPerS;
            fj.hours = o.training.hours;
        } else {
            fj.tokensPerS = o.inference.aggregateTokensPerS;
            fj.tokensPerSPerUser = o.inference.decodeTokensPerSPerUser;
            fj.ttftS = o.inference.ttftS;
        }
        f.jobs.push_back(std::move(fj));
    }
    return f;
}

bool frozenBuildIsCurrent(const PlanOutcome &outcome, const FrozenQuote &frozen)
{
    const std::optional<TierKind> kind = tierFromId(frozen.tier);
    const Tier *live = kind && outcome.plan.feasible ? outcome.plan.tier(*kind) : nullptr;
    if (!live || live->build.key != frozen.build.key) {
        return false;
    }
    const FrozenBuild now = frozenBuildOf(outcome, live->build);
    if (now.jobs.size() != frozen.build.jobs.size()) {
        return false;
    }
    const auto close = [](double a, double b) { return std::fabs(a - b) <= 0.005 * std::max(std::fabs(a), std::fabs(b)); };
    for (std::size_t j = 0; j < now.jobs.size(); ++j) {
        const FrozenJob &a = now.jobs[j];
        const FrozenJob &b = frozen.build.jobs[j];
        if (a.name != b.name || a.training != b.training || a.gpus != b.gpus || !close(double(a.memoryBytes), double(b.memoryBytes))
            || !close(a.tokensPerS, b.tokensPerS) || !close(a.tokensPerSPerUser, b.tokensPerSPerUser)) {
            return false;
        }
    }
    return true;
}

Result<std::vector<ServiceSpec>> readServices(const Catalog &catalog)
{
    const TableDef *t = findTable(QStringLiteral("services"));
    const auto rows = catalog.rows(QStringLiteral("services"));
    if (!t || !rows) {
        return rows ? Diagnostics{Diagnostic::internal(QStringLiteral("no services table"))} : rows.diagnostics();
    }
    std::vector<ServiceSpec> services;
    for (const CatalogRow &r : *rows) {
        const auto v = [&](const char *name) { return r.value(*t, QString::fromLatin1(name)); };
        ServiceSpec s;
        s.id = v("id").toString().toStdString();
        s.name = v("name").toString().toStdString();
        s.nameZh = v("name_zh").toString().toStdString();
        s.category = v("category").toString().toStdString();
        s.priceRule = v("price_rule").toString().toStdString();
        s.amountMinor = v("amount_minor").toLongLong();
        s.currency = v("currency").toString().toStdString();
        // The catalog holds the percentage as a REAL with at most two decimals (the import's
        // check); rounding to basis points recovers it exactly.
        s.percent = std::llround(v("percent").toDouble() * 100.0);
        s.warrantyYears = v("warranty_years").toInt();
        s.response = v("response").toString().toStdString();
        s.leadDays = v("lead_days").toInt();
        s.estimate = v("estimate").toInt() != 0;
        s.estimateBasis = v("estimate_basis").toString().toStdString();
        s.source = v("source").toString().toStdString();
        s.sourceDate = v("source_date").toString().toStdString();
        services.push_back(std::move(s));
    }
    return services;
}

Result<std::vector<ExchangeRate>> readExchangeRates(const Catalog &catalog)
{
    const TableDef *t = findTable(QStringLiteral("currency_rates"));
    const auto rows = catalog.rows(QStringLiteral("currency_rates"));
    if (!t || !rows) {
        return rows ? Diagnostics{Diagnostic::internal(QStringLiteral("no currency_rates table"))} : rows.diagnostics();
    }
    // As Catalog::price() chooses a rate: the user's first, then the newest date.
    std::map<std::string, std::pair<bool, ExchangeRate>> best;
    for (const CatalogRow &r : *rows) {
        ExchangeRate rate;
        rate.currency = r.value(*t, QStringLiteral("currency")).toString().toStdString();
        rate.perUsd = r.value(*t, QStringLiteral("per_usd")).toDouble();
        rate.date = r.value(*t, QStringLiteral("rate_date")).toString().toStdString();
        const bool user = r.origin == QLatin1String("user");
        auto it = best.find(rate.currency);
        if (it == best.end() || (user && !it->second.first)
            || (user == it->second.first && rate.date > it->second.second.date)) {
            best[rate.currency] = {user, rate};
        }
    }
    std::vector<ExchangeRate> rates;
    for (const auto &[code, entry] : best) {
        rates.push_back(entry.second);
    }
    return rates;
}

Result<void> freezeQuote(Quote &quote, const PlanOutcome &outcome, const FreezeInput &input)
{
    const Tier *tier = outcome.plan.tier(input.tier);
    if (!outcome.plan.feasible || !tier) {
        return Diagnostic::badInput(QString(), FreezeText::tr("the plan has no %1 tier to freeze").arg(QLatin1String(tierId(input.tier))));
    }
    const std::string currency = outcome.plan.currency.empty() ? outcome.snapshot().currency : outcome.plan.currency;
    // What the seller set on the lines before: kept across a re-price.
    std::map<std::string, QuoteLine> previous;
    if (quote.frozen) {
        const std::vector<std::string> keys = lineKeys(quote.frozen->lines);
        for (std::size_t i = 0; i < keys.size(); ++i) {
            previous.emplace(keys[i], quote.frozen->lines[i]);
        }
    }
    FrozenQuote frozen;
    frozen.tier = tierId(input.tier);
    frozen.frozenAt = input.frozenAt;
    frozen.priceDate = input.today;
    frozen.currency = currency;
    frozen.rateDate = outcome.plan.rateDate.empty() ? outcome.snapshot().rateDate : outcome.plan.rateDate;
    frozen.rates = input.rates;
    frozen.build = frozenBuildOf(outcome, tier->build);
    // The kit from the same plan, so that it reprints with the lines (the tier exists: no error).
    if (Result<LaunchKit> kit = launchKit(outcome, input.tier)) {
        frozen.kit = std::move(*kit);
    }
    Diagnostics problems;
    for (const BomLine &b : tier->bom) {
        if (!b.unitPrice.known) {
            problems.append(Diagnostic::badInput(QString(), FreezeText::tr("%1 has no price in the catalog: set one before freezing the quote")
                                                                .arg(QString::fromStdString(b.name))));
            continue;
        }
        QuoteLine line;
        line.kind = LineKind::Part;
        line.partKind = partKindId(b.kind);
        line.id = b.id;
        line.name = b.name;
        if (b.kind == PartKind::Storage && b.volume >= 0 && b.volume < kVolumes) {
            line.volume = volumeId(Volume(b.volume));
        }
        line.quantity = b.quantity;
        line.unitCostMinor = b.unitPrice.amountMinor;
        line.unitPriceMinor = applyPercent(b.unitPrice.amountMinor, kWholePercent + quote.commercial.markup);
        line.currency = currency;
        line.priceDate = b.unitPrice.date;
        line.source = b.unitPrice.source;
        line.estimate = b.unitPrice.estimate;
        line.userSet = b.unitPrice.userSet;
        frozen.lines.push_back(std::move(line));
    }
    for (const std::string &id : quote.commercial.services) {
        const ServiceSpec *service = findService(input.services, id);
        if (!service) {
            problems.append(Diagnostic::badInput(QString(), FreezeText::tr("unknown service \"%1\" (see rigplan-cli catalog list services)")
                                                                .arg(QString::fromStdString(id))));
            continue;
        }
        Result<QuoteLine> line = serviceLine(*service, tier->build.gpuCount, currency, input.today, input.rates);
        if (!line) {
            problems.append(line.diagnostics());
            continue;
        }
        frozen.lines.push_back(std::move(*line));
    }
    if (!problems.isEmpty()) {
        return problems;
    }
    const std::vector<std::string> keys = lineKeys(frozen.lines);
    for (std::size_t i = 0; i < keys.size(); ++i) {
        if (const auto it = previous.find(keys[i]); it != previous.end()) {
            frozen.lines[i].discount = it->second.discount;
            frozen.lines[i].leadDays = it->second.leadDays;
        }
    }
    repriceServiceLines(frozen.lines);
    quote.frozen = std::move(frozen);
    if (quote.info.date.empty()) {
        quote.info.date = input.today;
    }
    return {};
}

Result<void> addServiceLine(Quote &quote, const ServiceSpec &service, const std::vector<ExchangeRate> &rates)
{
    if (std::find(quote.commercial.services.begin(), quote.commercial.services.end(), service.id)
        == quote.commercial.services.end()) {
        quote.commercial.services.push_back(service.id);
    }
    if (!quote.frozen) {
        return {};
    }
    FrozenQuote &f = *quote.frozen;
    const bool present = std::any_of(f.lines.begin(), f.lines.end(), [&](const QuoteLine &l) {
        return l.kind == LineKind::Service && l.id == service.id;
    });
    if (present) {
        return {};
    }
    Result<QuoteLine> line = serviceLine(service, f.build.gpuCount, f.currency, f.priceDate, rates.empty() ? f.rates : rates);
    if (!line) {
        return line.diagnostics();
    }
    f.lines.push_back(std::move(*line));
    repriceServiceLines(f.lines);
    return {};
}

void removeServiceLine(Quote &quote, const std::string &serviceId)
{
    auto &ids = quote.commercial.services;
    ids.erase(std::remove(ids.begin(), ids.end(), serviceId), ids.end());
    if (quote.frozen) {
        auto &lines = quote.frozen->lines;
        lines.erase(std::remove_if(lines.begin(), lines.end(),
                                   [&](const QuoteLine &l) { return l.kind == LineKind::Service && l.id == serviceId; }),
                    lines.end());
        repriceServiceLines(lines);
    }
}

RepriceResult compareFrozen(const Quote &before, const Quote &after)
{
    RepriceResult r;
    const QuoteTotals oldTotals = quoteTotals(before);
    const QuoteTotals newTotals = quoteTotals(after);
    r.oldNetMinor = oldTotals.netMinor;
    r.newNetMinor = newTotals.netMinor;
    r.oldGrossMinor = oldTotals.grossMinor;
    r.newGrossMinor = newTotals.grossMinor;
    r.currency = after.frozen ? after.frozen->currency : before.frozen ? before.frozen->currency : std::string();
    r.oldBuildKey = before.frozen ? before.frozen->build.key : std::string();
    r.newBuildKey = after.frozen ? after.frozen->build.key : std::string();
    r.sameBuild = r.oldBuildKey == r.newBuildKey;
    std::map<std::string, const QuoteLine *> old;
    if (before.frozen) {
        const std::vector<std::string> keys = lineKeys(before.frozen->lines);
        for (std::size_t i = 0; i < keys.size(); ++i) {
            old.emplace(keys[i], &before.frozen->lines[i]);
        }
    }
    const auto change = [](LineChange::Kind kind, const QuoteLine &l) {
        LineChange c;
        c.kind = kind;
        c.lineKind = l.kind;
        c.partKind = l.partKind;
        c.id = l.id;
        c.name = l.name;
        return c;
    };
    if (after.frozen) {
        const std::vector<std::string> keys = lineKeys(after.frozen->lines);
        for (std::size_t i = 0; i < keys.size(); ++i) {
            const QuoteLine &l = after.frozen->lines[i];
            const auto it = old.find(keys[i]);
            if (it == old.end()) {
                LineChange c = change(LineChange::Kind::Added, l);
                c.newQuantity = l.quantity;
                c.newUnitMinor = l.unitPriceMinor;
                c.newPriceDate = l.priceDate;
                r.changes.push_back(std::move(c));
                continue;
            }
            const QuoteLine &o = *it->second;
            if (o.unitPriceMinor != l.unitPriceMinor || o.quantity != l.quantity || o.priceDate != l.priceDate) {
                LineChange c = change(LineChange::Kind::Changed, l);
                c.oldQuantity = o.quantity;
                c.newQuantity = l.quantity;
                c.oldUnitMinor = o.unitPriceMinor;
                c.newUnitMinor = l.unitPriceMinor;
                c.oldPriceDate = o.priceDate;
                c.newPriceDate = l.priceDate;
                r.changes.push_back(std::move(c));
            }
            old.erase(it);
        }
    }
    if (before.frozen) {
        const std::vector<std::string> keys = lineKeys(before.frozen->lines);
        for (std::size_t i = 0; i < keys.size(); ++i) {
            if (old.count(keys[i])) {
                const QuoteLine &l = before.frozen->lines[i];
                LineChange c = change(LineChange::Kind::Removed, l);
                c.oldQuantity = l.quantity;
                c.oldUnitMinor = l.unitPriceMinor;
                c.oldPriceDate = l.priceDate;
                r.changes.push_back(std::move(c));
            }
        }
    }
    return r;
}

} // namespace rigplan
