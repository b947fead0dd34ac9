// SPDX-License-Identifier: GPL-3.0-or-later
#include "quote/Quote.h"

#include "quote/KitJson.h"
#include "quote/QuoteJson.h"
#include "util/AtomicFile.h"
#include "util/InputFile.h"
#include "util/JsonText.h"
#include "util/Money.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <optional>

namespace rigplan {

// The translation context of these messages (lupdate reads it from here).
class QuoteText {
    Q_DECLARE_TR_FUNCTIONS(rigplan::Quote)
};
namespace {

constexpr int kMaxValidDays = 365;

// What the reader has found so far: the quote and every problem, in document order.
struct QuoteReading {
    LoadedQuote loaded;
    Diagnostics issues;
    QString fileName;
    int version = 2; // the quote format's version being read
};

QString fieldPath(const QString &key)
{
    return QStringLiteral("quote.%1").arg(key);
}

void addIssue(QuoteReading &result, const QString &path, const QString &message)
{
    result.issues.append(Diagnostic::badInput(result.fileName, message, path));
}

bool readText(const QJsonObject &object, const char *key, std::string &out, QuoteReading &result)
{
    const QString name = QLatin1String(key);
    if (!object.contains(name)) {
        return true;
    }
    const QJsonValue value = object.value(name);
    if (!value.isString()) {
        addIssue(result, fieldPath(name), QCoreApplication::translate("rigplan::Quote", "expected a string, got %1").arg(describeJsonValue(value)));
        return false;
    }
    // A 2 MB note made a 419-page report that took 27 s: free text has a documented cap.
    const QString text = value.toString();
    if (const QString tooLong = textTooLong(text); !tooLong.isEmpty()) {
        addIssue(result, fieldPath(name), tooLong);
        return false;
    }
    out = text.toStdString();
    return true;
}

void readInfo(const QJsonObject &object, QuoteInfo &info, QuoteReading &result)
{
    // /1 has the first six; /2 adds status, terms and the lead time.
    static const QStringList knownV1{QStringLiteral("number"),      QStringLiteral("date"),
                                     QStringLiteral("valid_days"),  QStringLiteral("prepared_by"),
                                     QStringLiteral("contact"),     QStringLiteral("notes")};
    static const QStringList knownV2 = knownV1
        + QStringList{QStringLiteral("status"), QStringLiteral("payment_terms"), QStringLiteral("terms"),
                      QStringLiteral("lead_days")};
    const QStringList &known = result.version >= 2 ? knownV2 : knownV1;
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!known.contains(it.key())) {
            addIssue(result, fieldPath(it.key()),
                     QCoreApplication::translate("rigplan::Quote", "unknown key (expected one of: %1)").arg(known.join(QStringLiteral(", "))));
        }
    }
    readText(object, "number", info.number, result);
    readText(object, "prepared_by", info.preparedBy, result);
    readText(object, "contact", info.contact, result);
    readText(object, "notes", info.notes, result);
    if (readText(object, "date", info.date, result) && !info.date.empty()) {
        const QDate date = QDate::fromString(QString::fromStdString(info.date), Qt::ISODate);
        if (!date.isValid()) {
            addIssue(result, fieldPath(QStringLiteral("date")),
                     QCoreApplication::translate("rigplan::Quote", "expected a date as yyyy-mm-dd, got \"%1\"").arg(QString::fromStdString(info.date)));
        }
    }
    if (result.version >= 2) {
        const quotejson::Fields fields(object, QStringLiteral("quote"), result.fileName, result.issues);
        readText(object, "payment_terms", info.paymentTerms, result);
        readText(object, "terms", info.terms, result);
        fields.integer("lead_days", info.leadDays, 0, 3650);
        std::string status;
        if (fields.oneOf("status", status, {QStringLiteral("draft"), QStringLiteral("sent"), QStringLiteral("accepted"),
                                            QStringLiteral("expired")})
            && !status.empty()) {
            info.status = *quoteStatusFromId(status);
        }
    }
    if (object.contains(QStringLiteral("valid_days"))) {
        const QJsonValue value = object.value(QStringLiteral("valid_days"));
        const double days = value.toDouble(-1);
        // The range first: converting a number beyond int's range to int is undefined.
        if (!value.isDouble() || !(days >= 1 && days <= kMaxValidDays) || days != std::floor(days)) {
            addIssue(result, fieldPath(QStringLiteral("valid_days")),
                     QCoreApplication::translate("rigplan::Quote", "expected a whole number of days from 1 to %1, got %2")
                         .arg(kMaxValidDays)
                         .arg(describeJsonValue(value)));
        } else {
            info.validDays = static_cast<int>(days);
        }
    }
}

// JSON string literal for `text` (QJsonDocument's escaping, without building a document by hand).
QByteArray jsonString(const std::string &text)
{
    const QByteArray array = QJsonDocument(QJsonArray{QString::fromStdString(text)}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2); // strip [ ]
}

// ---- /2 sections: commercial and frozen ----

using quotejson::Fields;


using quotejson::idsOf;
using quotejson::objectsOf;

void readTax(const Fields &parent, QuoteReading &result, std::optional<QuoteTax> &out)
{
    if (!parent.has("tax") || parent.value("tax").isNull()) {
        out.reset();
        return;
    }
    if (!parent.value("tax").isObject()) {
        parent.issue(QStringLiteral("tax"), QuoteText::tr("expected an object or null, got %1").arg(describeJsonValue(parent.value("tax"))));
        return;
    }
    const QJsonObject object = parent.value("tax").toObject();
    const Fields f(object, parent.path(QStringLiteral("tax")), result.fileName, result.issues);
    f.onlyKeys({QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("rate_percent"), QStringLiteral("jurisdiction"),
                QStringLiteral("source")});
    QuoteTax tax;
    f.text("id", tax.id, 64);
    f.text("name", tax.name, 200);
    f.require("rate_percent");
    f.percent("rate_percent", tax.rate);
    f.text("jurisdiction", tax.jurisdiction, 2);
    f.text("source", tax.source);
    out = tax;
}

void readCommercial(const QJsonObject &root, QuoteReading &result)
{
    if (!root.contains(QStringLiteral("commercial"))) {
        return;
    }
    const QJsonValue v = root.value(QStringLiteral("commercial"));
    if (!v.isObject()) {
        addIssue(result, QStringLiteral("commercial"), QuoteText::tr("expected an object, got %1").arg(describeJsonValue(v)));
        return;
    }
    const QJsonObject object = v.toObject();
    const Fields f(object, QStringLiteral("commercial"), result.fileName, result.issues);
    f.onlyKeys({QStringLiteral("services"), QStringLiteral("discount"), QStringLiteral("tax"), QStringLiteral("markup_percent")});
    QuoteCommercial &c = result.loaded.quote.commercial;
    if (f.has("services")) {
        const QJsonValue services = f.value("services");
        if (!services.isArray()) {
            f.issue(QStringLiteral("services"), QuoteText::tr("expected an array of service ids, got %1").arg(describeJsonValue(services)));
        } else {
            const QJsonArray array = services.toArray();
            for (qsizetype i = 0; i < array.size(); ++i) {
                if (!array.at(i).isString() || array.at(i).toString().isEmpty() || array.at(i).toString().size() > 200) {
                    f.issue(QStringLiteral("services[%1]").arg(i), QuoteText::tr("expected a service id, got %1").arg(describeJsonValue(array.at(i))));
                    continue;
                }
                c.services.push_back(array.at(i).toString().toStdString());
            }
        }
    }
    quotejson::readDiscount(f, "discount", c.discount, result.fileName, result.issues);
    readTax(f, result, c.tax);
    f.percent("markup_percent", c.markup, 1000 * kWholePercent);
}

// A currency code of the quote: one of the ISO 4217 codes a workload's budget and the catalog
// take (isIsoCurrency), so a quote cannot be priced in "XYZ". `emptyAllowed`: a line whose
// currency is "" is in the quote's.
bool isoCode(const Fields &fields, const char *key, std::string &out, bool emptyAllowed = false)
{
    if (!fields.text(key, out, 3)) {
        return false;
    }
    if (fields.has(key) && !(emptyAllowed && out.empty()) && !isIsoCurrency(QString::fromStdString(out))) {
        //: %1 = the code found
        fields.issue(QLatin1String(key), QuoteText::tr("expected an ISO 4217 code such as CNY, got \"%1\"").arg(QString::fromStdString(out)));
        return false;
    }
    return true;
}

void readLine(const QJsonObject &object, const QString &path, QuoteReading &result, QuoteLine &line)
{
    const Fields f(object, path, result.fileName, result.issues);
    f.onlyKeys({QStringLiteral("kind"), QStringLiteral("part_kind"), QStringLiteral("id"), QStringLiteral("name"),
                QStringLiteral("name_zh"), QStringLiteral("volume"), QStringLiteral("quantity"),
                QStringLiteral("unit_price_minor"), QStringLiteral("unit_cost_minor"),
                QStringLiteral("currency"), QStringLiteral("price_date"), QStringLiteral("source"), QStringLiteral("estimate"),
                QStringLiteral("user_set"), QStringLiteral("estimate_basis"), QStringLiteral("price_rule"),
                QStringLiteral("percent"), QStringLiteral("discount"), QStringLiteral("lead_days")});
    std::string kind;
    f.require("kind");
    if (f.oneOf("kind", kind, {QStringLiteral("part"), QStringLiteral("service")})) {
        line.kind = kind == "service" ? LineKind::Service : LineKind::Part;
    }
    f.text("part_kind", line.partKind, 32);
    f.require("id");
    f.text("id", line.id, 200);
    f.text("name", line.name);
    f.text("name_zh", line.nameZh);
    f.oneOf("volume", line.volume, idsOf(kVolumeKinds, volumeId));
    f.integer("quantity", line.quantity, 1, 1'000'000); // a line of none of a part sells nothing
    f.require("unit_price_minor");
    f.money("unit_price_minor", line.unitPriceMinor);
    f.money("unit_cost_minor", line.unitCostMinor);
    isoCode(f, "currency", line.currency, true);
    f.date("price_date", line.priceDate);
    f.text("source", line.source);
    f.boolean("estimate", line.estimate);
    f.boolean("user_set", line.userSet);
    f.text("estimate_basis", line.estimateBasis);
    std::string rule;
    if (f.oneOf("price_rule", rule, {QString(), QStringLiteral("fixed"), QStringLiteral("per_gpu"), QStringLiteral("percent_of_hardware")})) {
        line.priceRule = rule;
    }
    f.percent("percent", line.percent);
    quotejson::readDiscount(f, "discount", line.discount, result.fileName, result.issues);
    f.integer("lead_days", line.leadDays, 0, 3650);
}

// A frozen figure (tokens/s, hours, seconds): a finite number ≥ 0, when present.
void figure(const Fields &f, const char *key, double &out)
{
    if (!f.has(key)) {
        return;
    }
    const QJsonValue v = f.value(key);
    if (!v.isDouble() || v.toDouble() < 0 || !std::isfinite(v.toDouble())) {
        f.issue(QLatin1String(key), QuoteText::tr("expected a number ≥ 0, got %1").arg(describeJsonValue(v)));
        return;
    }
    out = v.toDouble();
}

void readBuild(const Fields &parent, QuoteReading &result, FrozenBuild &build)
{
    if (!parent.has("build")) {
        return;
    }
    if (!parent.value("build").isObject()) {
        parent.issue(QStringLiteral("build"), QuoteText::tr("expected an object, got %1").arg(describeJsonValue(parent.value("build"))));
        return;
    }
    const QJsonObject object = parent.value("build").toObject();
    const Fields f(object, parent.path(QStringLiteral("build")), result.fileName, result.issues);
    f.onlyKeys({QStringLiteral("key"), QStringLiteral("gpu_id"), QStringLiteral("gpu_name"), QStringLiteral("gpu_count"),
                QStringLiteral("gpu_memory_bytes"), QStringLiteral("platform_name"), QStringLiteral("cpu_name"),
                QStringLiteral("memory_bytes"), QStringLiteral("storage_bytes"), QStringLiteral("dc_load_w"),
                QStringLiteral("wall_w"), QStringLiteral("psu_capacity_w"), QStringLiteral("btu_per_h"),
                QStringLiteral("outlet_limit_w"), QStringLiteral("jobs")});
    constexpr std::int64_t kMaxBytes = 9'000'000'000'000'000;
    constexpr std::int64_t kMaxWatts = 100'000'000;
    f.text("key", build.key, 1000);
    f.text("gpu_id", build.gpuId, 200);
    f.text("gpu_name", build.gpuName);
    f.require("gpu_count"); // the writer always gives it: a build of no GPUs sells nothing
    f.integer("gpu_count", build.gpuCount, 1, 100000);
    f.integer("gpu_memory_bytes", build.gpuMemoryBytes, 0, kMaxBytes);
    f.text("platform_name", build.platformName);
    f.text("cpu_name", build.cpuName);
    f.integer("memory_bytes", build.memoryBytes, 0, kMaxBytes);
    f.integer("storage_bytes", build.storageBytes, 0, kMaxBytes);
    const auto watts = [&](const char *key, double &out) {
        if (!f.has(key)) {
            return;
        }
        const QJsonValue v = f.value(key);
        if (!v.isDouble() || v.toDouble() < 0 || v.toDouble() > double(kMaxWatts)) {
            f.issue(QLatin1String(key), QuoteText::tr("expected a number from 0 to %1, got %2").arg(kMaxWatts).arg(describeJsonValue(v)));
            return;
        }
        out = v.toDouble();
    };
    watts("dc_load_w", build.dcLoadW);
    watts("wall_w", build.wallW);
    watts("psu_capacity_w", build.psuCapacityW);
    watts("btu_per_h", build.btuPerH);
    f.integer("outlet_limit_w", build.outletLimitW, 0, kMaxWatts);
    const std::vector<QJsonObject> jobs = objectsOf(f, "jobs");
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        const Fields j(jobs[i], f.path(QStringLiteral("jobs[%1]").arg(i)), result.fileName, result.issues);
        j.onlyKeys({QStringLiteral("name"), QStringLiteral("training"), QStringLiteral("gpus"), QStringLiteral("memory_bytes"),
                    QStringLiteral("usable_bytes"), QStringLiteral("tokens_per_s"), QStringLiteral("hours"),
                    QStringLiteral("tokens_per_s_per_user"), QStringLiteral("ttft_s"), QStringLiteral("targets_met"),
                    QStringLiteral("missed")});
        FrozenJob job;
        j.text("name", job.name);
        j.boolean("training", job.training);
        j.integer("gpus", job.gpus, 0, 100000);
        j.integer("memory_bytes", job.memoryBytes, 0, kMaxBytes);
        j.integer("usable_bytes", job.usableBytes, 0, kMaxBytes);
        figure(j, "tokens_per_s", job.tokensPerS);
        figure(j, "hours", job.hours);
        figure(j, "tokens_per_s_per_user", job.tokensPerSPerUser);
        figure(j, "ttft_s", job.ttftS);
        j.boolean("targets_met", job.targetsMet);
        const std::vector<QJsonObject> missed = objectsOf(j, "missed");
        for (std::size_t m = 0; m < missed.size(); ++m) {
            const Fields g(missed[m], j.path(QStringLiteral("missed[%1]").arg(m)), result.fileName, result.issues);
            g.onlyKeys({QStringLiteral("target"), QStringLiteral("actual"), QStringLiteral("wanted")});
            TargetGap gap;
            std::string target;
            g.require("target");
            if (g.oneOf("target", target, idsOf(kTargets, targetId))) {
                gap.target = *targetFromId(target);
            }
            g.require("actual");
            g.require("wanted");
            figure(g, "actual", gap.actual);
            figure(g, "wanted", gap.wanted);
            job.missed.push_back(gap);
        }
        build.jobs.push_back(std::move(job));
    }
}

// What a frozen quote's parts must agree on, checked once each line has read: the quote prints
// its totals from the lines alone, in the frozen currency, at the frozen rates.
void checkFrozenLines(const Fields &f, const FrozenQuote &frozen, QuoteReading &result)
{
    if (frozen.lines.empty()) {
        f.issue(QStringLiteral("lines"), QuoteText::tr("a frozen quote needs its lines (the parts and services it sells), got none"));
        return;
    }
    // Every currency the quote uses has its frozen rate, so the figures can be converted back.
    std::vector<std::string> used{frozen.currency};
    for (std::size_t i = 0; i < frozen.lines.size(); ++i) {
        const QuoteLine &line = frozen.lines[i];
        const QString path = QStringLiteral("lines[%1]").arg(i);
        if (!line.currency.empty() && !frozen.currency.empty() && line.currency != frozen.currency) {
            //: %1 = the quote's currency, %2 = the line's
            f.issue(path + QStringLiteral(".currency"), QuoteText::tr("expected the quote's currency %1, got \"%2\"")
                                                            .arg(QString::fromStdString(frozen.currency), QString::fromStdString(line.currency)));
        }
        if (line.kind == LineKind::Part && line.partKind == "gpu" && !frozen.build.gpuId.empty()
            && line.id == frozen.build.gpuId && line.quantity != frozen.build.gpuCount) {
            //: %1 = the build's GPU count, %2 = the line's quantity
            f.issue(path + QStringLiteral(".quantity"), QuoteText::tr("expected the build's gpu_count (%1), got %2")
                                                            .arg(frozen.build.gpuCount)
                                                            .arg(line.quantity));
        }
    }
    for (const std::string &currency : used) {
        const bool rated = std::any_of(frozen.rates.begin(), frozen.rates.end(),
                                       [&](const ExchangeRate &r) { return r.currency == currency; });
        if (!currency.empty() && !rated) {
            //: %1 = a currency code
            f.issue(QStringLiteral("rates"), QuoteText::tr("expected the exchange rate of %1, which the quote uses, got none")
                                                 .arg(QString::fromStdString(currency)));
        }
    }
    const QuoteTotals totals = computeTotals(frozen.lines, result.loaded.quote.commercial.discount,
                                             result.loaded.quote.commercial.tax ? result.loaded.quote.commercial.tax->rate : 0);
    if (totals.overflow) {
        f.issue(QStringLiteral("lines"), QuoteText::tr("the lines add up to more than a 64-bit amount of minor units can hold"));
    }
}

void readFrozen(const QJsonObject &root, QuoteReading &result)
{
    if (!root.contains(QStringLiteral("frozen")) || root.value(QStringLiteral("frozen")).isNull()) {
        return;
    }
    const QJsonValue v = root.value(QStringLiteral("frozen"));
    if (!v.isObject()) {
        addIssue(result, QStringLiteral("frozen"), QuoteText::tr("expected an object or null, got %1").arg(describeJsonValue(v)));
        return;
    }
    const QJsonObject object = v.toObject();
    const Fields f(object, QStringLiteral("frozen"), result.fileName, result.issues);
    f.onlyKeys({QStringLiteral("tier"), QStringLiteral("frozen_at"), QStringLiteral("price_date"), QStringLiteral("currency"),
                QStringLiteral("rate_date"), QStringLiteral("rates"), QStringLiteral("build"), QStringLiteral("kit"),
                QStringLiteral("lines")});
    FrozenQuote frozen;
    f.require("tier");
    f.oneOf("tier", frozen.tier, idsOf(kTierKinds, tierId));
    if (f.text("frozen_at", frozen.frozenAt, 64) && !frozen.frozenAt.empty()
        && !QDateTime::fromString(QString::fromStdString(frozen.frozenAt), Qt::ISODate).isValid()) {
        //: %1 = the value found
        f.issue(QStringLiteral("frozen_at"), QuoteText::tr("expected a UTC time as yyyy-mm-ddThh:mm:ssZ, got \"%1\"")
                                                 .arg(QString::fromStdString(frozen.frozenAt)));
    }
    f.date("price_date", frozen.priceDate);
    f.require("currency");
    isoCode(f, "currency", frozen.currency);
    f.date("rate_date", frozen.rateDate);
    const std::vector<QJsonObject> rates = objectsOf(f, "rates");
    for (std::size_t i = 0; i < rates.size(); ++i) {
        const Fields r(rates[i], f.path(QStringLiteral("rates[%1]").arg(i)), result.fileName, result.issues);
        r.onlyKeys({QStringLiteral("currency"), QStringLiteral("per_usd"), QStringLiteral("date")});
        ExchangeRate rate;
        r.require("currency");
        isoCode(r, "currency", rate.currency);
        r.date("date", rate.date);
        const QJsonValue perUsd = r.value("per_usd");
        if (!perUsd.isDouble() || !(perUsd.toDouble() > 0) || !std::isfinite(perUsd.toDouble())) {
            r.issue(QStringLiteral("per_usd"), QuoteText::tr("expected a number > 0, got %1").arg(describeJsonValue(perUsd)));
        } else {
            rate.perUsd = perUsd.toDouble();
        }
        frozen.rates.push_back(std::move(rate));
    }
    f.require("build");
    readBuild(f, result, frozen.build);
    frozen.kit = quotejson::readKit(f, "kit", result.fileName, result.issues);
    if (frozen.kit && tierId(frozen.kit->tier) != frozen.tier) {
        //: %1 = the quote's tier, %2 = the kit's
        f.issue(QStringLiteral("kit.tier"), QuoteText::tr("expected the quote's tier %1, got \"%2\"")
                                                .arg(QString::fromStdString(frozen.tier), QLatin1String(tierId(frozen.kit->tier))));
    }
    const qsizetype issuesBefore = result.issues.size();
    f.require("lines");
    const std::vector<QJsonObject> lines = objectsOf(f, "lines");
    if (lines.size() > kMaxQuoteLines) {
        // A quote prints every line: past the cap the report's layout would take minutes.
        //: %1 = the most lines a quote may have, %2 = how many it has
        f.issue(QStringLiteral("lines"), QuoteText::tr("expected at most %1 lines, got %2").arg(kMaxQuoteLines).arg(lines.size()));
        return;
    }
    for (std::size_t i = 0; i < lines.size(); ++i) {
        QuoteLine line;
        readLine(lines[i], f.path(QStringLiteral("lines[%1]").arg(i)), result, line);
        frozen.lines.push_back(std::move(line));
    }
    if (result.issues.size() == issuesBefore) {
        checkFrozenLines(f, frozen, result);
    }
    result.loaded.quote.frozen = std::move(frozen);
}

// ---- writing ----

using quotejson::arrayJson;
using quotejson::number;

QByteArray taxJson(const std::optional<QuoteTax> &tax, int indent)
{
    if (!tax) {
        return "null";
    }
    return quotejson::Writer(indent)
        .text("id", tax->id)
        .text("name", tax->name)
        .raw("rate_percent", quotejson::percent(tax->rate))
        .text("jurisdiction", tax->jurisdiction)
        .text("source", tax->source)
        .object();
}

QByteArray commercialJson(const QuoteCommercial &c)
{
    QByteArray services = "[";
    for (std::size_t i = 0; i < c.services.size(); ++i) {
        services += (i ? ", " : "") + quotejson::string(c.services[i]);
    }
    services += "]";
    return quotejson::Writer(2)
        .raw("services", services)
        .raw("discount", quotejson::discount(c.discount, 4))
        .raw("tax", taxJson(c.tax, 4))
        .raw("markup_percent", quotejson::percent(c.markup))
        .object();
}

QByteArray lineJson(const QuoteLine &l, int indent)
{
    quotejson::Writer writer(indent);
    writer.text("kind", l.kind == LineKind::Service ? "service" : "part")
        .text("part_kind", l.partKind)
        .text("id", l.id)
        .text("name", l.name);
    if (!l.nameZh.empty()) {
        writer.text("name_zh", l.nameZh); // services with a Chinese name only
    }
    if (!l.volume.empty()) {
        writer.text("volume", l.volume); // drives only: other lines and older files have none
    }
    return writer.number("quantity", l.quantity)
        .number("unit_price_minor", l.unitPriceMinor)
        .number("unit_cost_minor", l.unitCostMinor)
        .text("currency", l.currency)
        .text("price_date", l.priceDate)
        .text("source", l.source)
        .boolean("estimate", l.estimate)
        .boolean("user_set", l.userSet)
        .text("estimate_basis", l.estimateBasis)
        .text("price_rule", l.priceRule)
        .raw("percent", quotejson::percent(l.percent))
        .raw("discount", quotejson::discount(l.discount, indent + 2))
        .number("lead_days", l.leadDays)
        .object();
}

QByteArray gapJson(const TargetGap &g, int indent)
{
    return quotejson::Writer(indent)
        .text("target", targetId(g.target))
        .raw("actual", number(g.actual))
        .raw("wanted", number(g.wanted))
        .object();
}

QByteArray jobJson(const FrozenJob &j, int indent)
{
    quotejson::Writer writer(indent);
    writer
        .text("name", j.name)
        .boolean("training", j.training)
        .number("gpus", j.gpus)
        .number("memory_bytes", j.memoryBytes)
        .number("usable_bytes", j.usableBytes)
        .raw("tokens_per_s", number(j.tokensPerS))
        .raw("hours", number(j.hours))
        .raw("tokens_per_s_per_user", number(j.tokensPerSPerUser))
        .raw("ttft_s", number(j.ttftS))
        .boolean("targets_met", j.targetsMet);
    if (!j.missed.empty()) {
        writer.raw("missed", arrayJson(j.missed, indent + 2, gapJson)); // older files have none
    }
    return writer.object();
}

QByteArray buildJson(const FrozenBuild &b, int indent)
{
    return quotejson::Writer(indent)
        .text("key", b.key)
        .text("gpu_id", b.gpuId)
        .text("gpu_name", b.gpuName)
        .number("gpu_count", b.gpuCount)
        .number("gpu_memory_bytes", b.gpuMemoryBytes)
        .text("platform_name", b.platformName)
        .text("cpu_name", b.cpuName)
        .number("memory_bytes", b.memoryBytes)
        .number("storage_bytes", b.storageBytes)
        .raw("dc_load_w", number(b.dcLoadW))
        .raw("wall_w", number(b.wallW))
        .raw("psu_capacity_w", number(b.psuCapacityW))
        .raw("btu_per_h", number(b.btuPerH))
        .number("outlet_limit_w", b.outletLimitW)
        .raw("jobs", arrayJson(b.jobs, indent + 2, jobJson))
        .object();
}

QByteArray rateJson(const ExchangeRate &rate, int indent)
{
    return quotejson::Writer(indent)
        .text("currency", rate.currency)
        .raw("per_usd", number(rate.perUsd))
        .text("date", rate.date)
        .object();
}

QByteArray frozenJson(const std::optional<FrozenQuote> &frozen)
{
    if (!frozen) {
        return "null";
    }
    const FrozenQuote &f = *frozen;
    quotejson::Writer writer(2);
    writer.text("tier", f.tier)
        .text("frozen_at", f.frozenAt)
        .text("price_date", f.priceDate)
        .text("currency", f.currency)
        .text("rate_date", f.rateDate)
        .raw("rates", arrayJson(f.rates, 4, rateJson))
        .raw("build", buildJson(f.build, 4));
    if (f.kit) {
        writer.raw("kit", quotejson::kitJson(*f.kit, 4)); // files frozen before it have none
    }
    return writer.raw("lines", arrayJson(f.lines, 4, lineJson)).object();
}

} // namespace

namespace {

// A workload object inside the quote, its problems located under `path` ("workload",
// "scenarios[1].workload").
std::optional<Workload> readEmbeddedWorkload(const QJsonObject &object, const QString &path, const ModelResolver &resolve,
                                             const QStringList &knownModelIds, QuoteReading &result)
{
    Result<Workload> loaded =
        loadWorkload(QJsonDocument(object).toJson(QJsonDocument::Compact), result.fileName, resolve, knownModelIds);
    if (loaded) {
        return std::move(*loaded);
    }
    for (Diagnostic issue : loaded.diagnostics()) {
        issue.path = issue.path.isEmpty() ? path : QStringLiteral("%1.%2").arg(path, issue.path);
        issue.line = issue.column = 0; // positions were in the re-serialised object, not in the file
        result.issues.append(std::move(issue));
    }
    return std::nullopt;
}

void readScenarios(const QJsonValue &value, const ModelResolver &resolve, const QStringList &knownModelIds,
                   QuoteReading &result)
{
    if (!value.isArray()) {
        //: %1 = the value found
        addIssue(result, QStringLiteral("scenarios"),
                 QCoreApplication::translate("rigplan::Quote", "expected an array of scenario objects, got %1").arg(describeJsonValue(value)));
        return;
    }
    const QJsonArray array = value.toArray();
    QStringList names;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString base = QStringLiteral("scenarios[%1]").arg(i);
        if (!array.at(i).isObject()) {
            addIssue(result, base, QCoreApplication::translate("rigplan::Quote", "expected a scenario object, got %1")
                                       .arg(describeJsonValue(array.at(i))));
            continue;
        }
        const QJsonObject o = array.at(i).toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (it.key() != QLatin1String("name") && it.key() != QLatin1String("workload")) {
                addIssue(result, base + QLatin1Char('.') + it.key(),
                         QCoreApplication::translate("rigplan::Quote", "unknown key (expected name, workload)"));
            }
        }
        QuoteScenario scenario;
        const QJsonValue name = o.value(QStringLiteral("name"));
        if (!name.isString() || name.toString().trimmed().isEmpty()) {
            addIssue(result, base + QStringLiteral(".name"),
                     QCoreApplication::translate("rigplan::Quote", "expected the scenario's name (a non-empty string), got %1")
                         .arg(describeJsonValue(name)));
        } else if (const QString tooLong = textTooLong(name.toString()); !tooLong.isEmpty()) {
            addIssue(result, base + QStringLiteral(".name"), tooLong);
        } else if (names.contains(name.toString())) {
            //: %1 = the scenario name
            addIssue(result, base + QStringLiteral(".name"),
                     QCoreApplication::translate("rigplan::Quote", "\"%1\" names another scenario already").arg(name.toString()));
        } else {
            names.append(name.toString());
            scenario.name = name.toString().toStdString();
        }
        const QJsonValue workload = o.value(QStringLiteral("workload"));
        if (!workload.isObject()) {
            addIssue(result, base + QStringLiteral(".workload"),
                     QCoreApplication::translate("rigplan::Quote", "expected the workload object (a rigplan.workload/1 document), got %1")
                         .arg(describeJsonValue(workload)));
            continue;
        }
        if (auto loaded = readEmbeddedWorkload(workload.toObject(), base + QStringLiteral(".workload"), resolve, knownModelIds, result)) {
            scenario.workload = std::move(*loaded);
            result.loaded.quote.scenarios.push_back(std::move(scenario));
        }
    }
}

void readQuote(const QByteArray &data, const ModelResolver &resolve, const QStringList &knownModelIds,
               QuoteReading &result)
{
    const QString &fileName = result.fileName;
    if (const Result<void> strict = checkStrictJson(data, fileName); !strict) {
        result.issues = strict.diagnostics();
        return;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        // The workload reader words syntax errors with line and column; reuse it.
        result.issues = loadWorkload(data, fileName, resolve, knownModelIds).diagnostics();
        return;
    }
    const QJsonObject root = doc.object();
    const QString format = root.value(QStringLiteral("format")).toString();
    if (format == QLatin1String(kWorkloadFormat)) {
        Result<Workload> loaded = loadWorkload(data, fileName, resolve, knownModelIds);
        result.loaded.wasWorkloadFile = true;
        if (loaded) {
            result.loaded.quote.workload = std::move(*loaded);
        } else {
            result.issues = loaded.diagnostics();
        }
        return;
    }
    if (format != QLatin1String(kQuoteFormat) && format != QLatin1String(kQuoteFormatV1)) {
        bool numbered = false;
        const int version = format.startsWith(QLatin1String("rigplan.quote/")) ? format.mid(14).toInt(&numbered) : 0;
        if (numbered && version > 2) {
            addIssue(result, QStringLiteral("format"),
                     QCoreApplication::translate("rigplan::Quote", "\"%1\" was written by a newer RigPlan; this version reads %2, %3 and %4")
                         .arg(format, QLatin1String(kQuoteFormat), QLatin1String(kQuoteFormatV1), QLatin1String(kWorkloadFormat)));
        } else {
            addIssue(result, QStringLiteral("format"),
                     QCoreApplication::translate("rigplan::Quote", "expected \"%1\", \"%2\" or \"%3\", got %4")
                         .arg(QLatin1String(kQuoteFormat), QLatin1String(kQuoteFormatV1), QLatin1String(kWorkloadFormat),
                              describeJsonValue(root.value(QStringLiteral("format")))));
        }
        return;
    }
    result.version = format == QLatin1String(kQuoteFormatV1) ? 1 : 2;
    QStringList topKeys{QStringLiteral("format"), QStringLiteral("quote"), QStringLiteral("workload"),
                        QStringLiteral("scenarios")};
    if (result.version >= 2) {
        topKeys << QStringLiteral("commercial") << QStringLiteral("frozen") << quoteExtensionKeys();
    }
    for (auto it = root.begin(); it != root.end(); ++it) {
        if (!topKeys.contains(it.key())) {
            addIssue(result, it.key(), QCoreApplication::translate("rigplan::Quote", "unknown key (expected %1)").arg(topKeys.join(QStringLiteral(", "))));
        }
    }
    if (result.version >= 2) {
        readCommercial(root, result);
        readFrozen(root, result);
        for (const QString &key : quoteExtensionKeys()) {
            if (root.contains(key)) {
                const QJsonValue v = root.value(key);
                if (!v.isObject() && !v.isArray()) {
                    addIssue(result, key, QCoreApplication::translate("rigplan::Quote", "expected an object or an array, got %1").arg(describeJsonValue(v)));
                } else {
                    result.loaded.quote.extensions.insert(key, v);
                }
            }
        }
    }
    if (root.contains(QStringLiteral("scenarios"))) {
        readScenarios(root.value(QStringLiteral("scenarios")), resolve, knownModelIds, result);
    }
    const QJsonValue info = root.value(QStringLiteral("quote"));
    if (info.isObject()) {
        readInfo(info.toObject(), result.loaded.quote.info, result);
    } else if (!info.isUndefined()) {
        addIssue(result, QStringLiteral("quote"), QStringLiteral("expected an object, got %1").arg(describeJsonValue(info)));
    }
    const QJsonValue workload = root.value(QStringLiteral("workload"));
    if (!workload.isObject()) {
        addIssue(result, QStringLiteral("workload"),
                 QCoreApplication::translate("rigplan::Quote", "expected the workload object (a rigplan.workload/1 document), got %1").arg(describeJsonValue(workload)));
        return;
    }
    if (auto loaded = readEmbeddedWorkload(workload.toObject(), QStringLiteral("workload"), resolve, knownModelIds, result)) {
        result.loaded.quote.workload = std::move(*loaded);
    }
}

} // namespace

Result<LoadedQuote> loadQuote(const QByteArray &data, const QString &fileName, const ModelResolver &resolve,
                              const QStringList &knownModelIds)
{
    QuoteReading reading;
    reading.fileName = fileName;
    readQuote(data, resolve, knownModelIds, reading);
    if (!reading.issues.isEmpty()) {
        return reading.issues;
    }
    return reading.loaded;
}

Result<LoadedQuote> loadQuoteFile(const QString &fileName, const ModelResolver &resolve, const QStringList &knownModelIds)
{
    // "-" is standard input; a file beyond the input cap is refused before it is parsed.
    const Result<QByteArray> data = readInputFile(fileName);
    if (!data) {
        return data.diagnostics();
    }
    return loadQuote(*data, inputFileName(fileName), resolve, knownModelIds);
}

QByteArray saveQuote(const Quote &quote)
{
    const QuoteInfo &info = quote.info;
    QByteArray out;
    out += "{\n  \"format\": " + jsonString(kQuoteFormat) + ",\n";
    out += "  \"quote\": {\n";
    out += "    \"number\": " + jsonString(info.number) + ",\n";
    out += "    \"date\": " + jsonString(info.date) + ",\n";
    out += "    \"valid_days\": " + QByteArray::number(info.validDays) + ",\n";
    out += "    \"status\": " + jsonString(quoteStatusId(info.status)) + ",\n";
    out += "    \"prepared_by\": " + jsonString(info.preparedBy) + ",\n";
    out += "    \"contact\": " + jsonString(info.contact) + ",\n";
    out += "    \"notes\": " + jsonString(info.notes) + ",\n";
    out += "    \"payment_terms\": " + jsonString(info.paymentTerms) + ",\n";
    out += "    \"terms\": " + jsonString(info.terms) + ",\n";
    out += "    \"lead_days\": " + QByteArray::number(info.leadDays) + "\n";
    out += "  },\n";
    out += "  \"commercial\": " + commercialJson(quote.commercial) + ",\n";
    out += "  \"frozen\": " + frozenJson(quote.frozen) + ",\n";
    for (const QString &key : quoteExtensionKeys()) {
        if (quote.extensions.contains(key)) {
            // Indented one level like the sections around it.
            const QJsonValue v = quote.extensions.value(key);
            const QByteArray json = v.isArray() ? QJsonDocument(v.toArray()).toJson(QJsonDocument::Indented)
                                                : QJsonDocument(v.toObject()).toJson(QJsonDocument::Indented);
            out += "  " + jsonString(key.toStdString()) + ": " + json.trimmed().replace("\n", "\n  ") + ",\n";
        }
    }
    out += "  \"workload\": ";
    // The workload's own writer, indented; its strings hold no raw newlines (JSON escapes them).
    const auto appendWorkload = [&out](const Workload &workload, const QByteArray &indent) {
        const QList<QByteArray> lines = saveWorkload(workload).trimmed().split('\n');
        for (qsizetype i = 0; i < lines.size(); ++i) {
            if (i > 0) {
                out += "\n" + indent;
            }
            out += lines.at(i);
        }
    };
    appendWorkload(quote.workload, "  ");
    if (!quote.scenarios.empty()) {
        out += ",\n  \"scenarios\": [";
        for (std::size_t i = 0; i < quote.scenarios.size(); ++i) {
            out += i == 0 ? "\n" : ",\n";
            out += "    {\n      \"name\": " + jsonString(quote.scenarios[i].name) + ",\n      \"workload\": ";
            appendWorkload(quote.scenarios[i].workload, "      ");
            out += "\n    }";
        }
        out += "\n  ]";
    }
    out += "\n}\n";
    return out;
}

Result<void> saveQuoteFile(const Quote &quote, const QString &fileName)
{
    return writeFileAtomically(fileName, saveQuote(quote));
}

const char *quoteStatusId(QuoteStatus status)
{
    switch (status) {
    case QuoteStatus::Draft: return "draft";
    case QuoteStatus::Sent: return "sent";
    case QuoteStatus::Accepted: return "accepted";
    case QuoteStatus::Expired: return "expired";
    }
    return "draft";
}

std::optional<QuoteStatus> quoteStatusFromId(const std::string &id)
{
    for (QuoteStatus s : {QuoteStatus::Draft, QuoteStatus::Sent, QuoteStatus::Accepted, QuoteStatus::Expired}) {
        if (id == quoteStatusId(s)) {
            return s;
        }
    }
    return std::nullopt;
}

QuoteTotals quoteTotals(const Quote &quote)
{
    if (!quote.frozen) {
        return {};
    }
    return computeTotals(quote.frozen->lines, quote.commercial.discount, quote.commercial.tax ? quote.commercial.tax->rate : 0);
}

QDate quoteValidUntil(const QuoteInfo &info)
{
    const QDate date = QDate::fromString(QString::fromStdString(info.date), Qt::ISODate);
    return date.isValid() ? date.addDays(info.validDays) : QDate();
}

bool quoteExpired(const QuoteInfo &info, const QDate &today)
{
    if (info.status == QuoteStatus::Expired) {
        return true;
    }
    if (info.status == QuoteStatus::Accepted) {
        return false; // accepted within its validity: the price holds
    }
    const QDate until = quoteValidUntil(info);
    return until.isValid() && today > until;
}

} // namespace rigplan
