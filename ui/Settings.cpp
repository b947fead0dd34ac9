// SPDX-License-Identifier: GPL-3.0-or-later
#include "Settings.h"

#include "Language.h"

#include <QDate>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>

namespace rigplan {

QString startupLanguage(const QString &requested)
{
    return chooseLanguage(requested, QSettings().value(QLatin1String(kLanguageSetting)).toString());
}

VendorProfile storedVendorProfile()
{
    const QByteArray json = QSettings().value(QLatin1String(kVendorProfileSetting)).toByteArray();
    if (json.isEmpty()) {
        return {};
    }
    const Result<VendorProfile> vendor = loadVendorProfile(json, QStringLiteral("settings"));
    return vendor ? *vendor : VendorProfile{};
}

void storeVendorProfile(const VendorProfile &vendor)
{
    QSettings().setValue(QLatin1String(kVendorProfileSetting), saveVendorProfile(vendor));
}

namespace {

constexpr int kMaxIndexEntries = 200;

QJsonArray readIndex()
{
    return QJsonDocument::fromJson(QSettings().value(QLatin1String(kQuoteIndexSetting)).toByteArray()).array();
}

} // namespace

std::vector<QuoteIndexEntry> quoteIndex()
{
    std::vector<QuoteIndexEntry> entries;
    for (const QJsonValue &v : readIndex()) {
        const QJsonObject o = v.toObject();
        QuoteIndexEntry e;
        e.path = o.value(QStringLiteral("path")).toString();
        if (e.path.isEmpty() || !QFileInfo::exists(e.path)) {
            continue;
        }
        e.number = o.value(QStringLiteral("number")).toString();
        e.customer = o.value(QStringLiteral("customer")).toString();
        e.status = o.value(QStringLiteral("status")).toString();
        e.date = o.value(QStringLiteral("date")).toString();
        e.grossMinor = o.value(QStringLiteral("gross_minor")).toInteger(-1);
        e.currency = o.value(QStringLiteral("currency")).toString();
        entries.push_back(std::move(e));
    }
    return entries;
}

void recordQuoteInIndex(const QString &path, const Quote &quote)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QJsonObject entry;
    entry.insert(QStringLiteral("path"), absolute);
    entry.insert(QStringLiteral("number"), QString::fromStdString(quote.info.number));
    entry.insert(QStringLiteral("customer"), QString::fromStdString(quote.workload.customer));
    entry.insert(QStringLiteral("status"), quoteExpired(quote.info, QDate::currentDate()) ? QStringLiteral("expired")
                                                                                          : QLatin1String(quoteStatusId(quote.info.status)));
    entry.insert(QStringLiteral("date"), QString::fromStdString(quote.info.date));
    if (quote.frozen) {
        const QuoteTotals totals = quoteTotals(quote);
        entry.insert(QStringLiteral("gross_minor"), totals.overflow ? qint64(-1) : qint64(totals.grossMinor));
        entry.insert(QStringLiteral("currency"), QString::fromStdString(quote.frozen->currency));
    }
    QJsonArray index{entry};
    for (const QJsonValue &v : readIndex()) {
        if (v.toObject().value(QStringLiteral("path")).toString() != absolute && index.size() < kMaxIndexEntries) {
            index.append(v);
        }
    }
    QSettings().setValue(QLatin1String(kQuoteIndexSetting), QJsonDocument(index).toJson(QJsonDocument::Compact));
}

} // namespace rigplan
