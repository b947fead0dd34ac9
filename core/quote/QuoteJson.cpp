// SPDX-License-Identifier: GPL-3.0-or-later
#include "quote/QuoteJson.h"

#include "util/InputFile.h"
#include "util/JsonText.h"
#include "util/Money.h"

#include <QCoreApplication>
#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

#include <cmath>

namespace rigplan::quotejson {

// The translation context of these messages (lupdate reads it from here).
class QuoteJsonText {
    Q_DECLARE_TR_FUNCTIONS(rigplan::Quote)
};

namespace {


} // namespace

Fields::Fields(const QJsonObject &object, QString prefix, QString fileName, Diagnostics &issues)
    : m_object(object)
    , m_prefix(std::move(prefix))
    , m_fileName(std::move(fileName))
    , m_issues(issues)
{
}

QString Fields::path(const QString &key) const
{
    return m_prefix.isEmpty() ? key : m_prefix + QLatin1Char('.') + key;
}

void Fields::issue(const QString &key, const QString &message) const
{
    m_issues.append(Diagnostic::badInput(m_fileName, message, path(key)));
}

void Fields::onlyKeys(const QStringList &known) const
{
    for (auto it = m_object.begin(); it != m_object.end(); ++it) {
        if (!known.contains(it.key())) {
            issue(it.key(), QuoteJsonText::tr("unknown key (expected one of: %1)").arg(known.join(QStringLiteral(", "))));
        }
    }
}

bool Fields::require(const char *key) const
{
    if (has(key)) {
        return true;
    }
    issue(QLatin1String(key), QuoteJsonText::tr("a value is required"));
    return false;
}

bool Fields::text(const char *key, std::string &out, qsizetype maxChars) const
{
    if (!has(key)) {
        return true;
    }
    const QJsonValue v = value(key);
    if (!v.isString()) {
        issue(QLatin1String(key), QuoteJsonText::tr("expected a string, got %1").arg(describeJsonValue(v)));
        return false;
    }
    if (const QString tooLong = textTooLong(v.toString(), maxChars < 0 ? kMaxFreeTextChars : maxChars); !tooLong.isEmpty()) {
        issue(QLatin1String(key), tooLong);
        return false;
    }
    out = v.toString().toStdString();
    return true;
}

bool Fields::integer(const char *key, std::int64_t &out, std::int64_t minimum, std::int64_t maximum) const
{
    if (!has(key)) {
        return true;
    }
    const QJsonValue v = value(key);
    const double d = v.toDouble(std::nan(""));
    if (!v.isDouble() || !std::isfinite(d) || d != std::floor(d) || d < double(minimum) || d > double(maximum)) {
        issue(QLatin1String(key), QuoteJsonText::tr("expected a whole number from %1 to %2, got %3")
                                      .arg(qlonglong(minimum))
                                      .arg(qlonglong(maximum))
                                      .arg(describeJsonValue(v)));
        return false;
    }
    out = static_cast<std::int64_t>(d);
    return true;
}

bool Fields::integer(const char *key, int &out, int minimum, int maximum) const
{
    std::int64_t wide = out;
    if (!integer(key, wide, minimum, maximum)) {
        return false;
    }
    out = int(wide);
    return true;
}

bool Fields::boolean(const char *key, bool &out) const
{
    if (!has(key)) {
        return true;
    }
    const QJsonValue v = value(key);
    if (!v.isBool()) {
        issue(QLatin1String(key), QuoteJsonText::tr("expected true or false, got %1").arg(describeJsonValue(v)));
        return false;
    }
    out = v.toBool();
    return true;
}

bool Fields::percent(const char *key, BasisPoints &out, BasisPoints maximum) const
{
    if (!has(key)) {
        return true;
    }
    const QJsonValue v = value(key);
    // A number as written ("12.5"), or the same in a string: at most two decimals, exactly.
    const QString text = v.isDouble() ? QString::number(v.toDouble(), 'g', 15) : v.isString() ? v.toString() : QString();
    const auto parsed = parsePercent(text, maximum);
    if (!parsed) {
        issue(QLatin1String(key), QuoteJsonText::tr("expected a percentage from 0 to %1 with at most two decimals, got %2")
                                      .arg(percentText(maximum), describeJsonValue(v)));
        return false;
    }
    out = *parsed;
    return true;
}

bool Fields::money(const char *key, std::int64_t &out) const
{
    return integer(key, out, 0, kMaxMoneyMinor);
}

bool Fields::date(const char *key, std::string &out) const
{
    std::string text;
    if (!this->text(key, text, 10)) {
        return false;
    }
    if (!text.empty() && !QDate::fromString(QString::fromStdString(text), Qt::ISODate).isValid()) {
        issue(QLatin1String(key), QuoteJsonText::tr("expected a date as yyyy-mm-dd, got \"%1\"").arg(QString::fromStdString(text)));
        return false;
    }
    if (has(key)) {
        out = text;
    }
    return true;
}

bool Fields::oneOf(const char *key, std::string &out, const QStringList &allowed) const
{
    if (!has(key)) {
        return true;
    }
    const QJsonValue v = value(key);
    if (!v.isString() || !allowed.contains(v.toString())) {
        issue(QLatin1String(key), QuoteJsonText::tr("expected one of %1, got %2").arg(allowed.join(QStringLiteral(" | ")), describeJsonValue(v)));
        return false;
    }
    out = v.toString().toStdString();
    return true;
}

std::vector<QJsonObject> objectsOf(const Fields &parent, const char *key)
{
    std::vector<QJsonObject> out;
    if (!parent.has(key)) {
        return out;
    }
    const QJsonValue v = parent.value(key);
    if (!v.isArray()) {
        parent.issue(QLatin1String(key), QuoteJsonText::tr("expected an array, got %1").arg(describeJsonValue(v)));
        return out;
    }
    const QJsonArray array = v.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (!array.at(i).isObject()) {
            parent.issue(QStringLiteral("%1[%2]").arg(QLatin1String(key)).arg(i),
                         QuoteJsonText::tr("expected an object, got %1").arg(describeJsonValue(array.at(i))));
            out.emplace_back();
            continue;
        }
        out.push_back(array.at(i).toObject());
    }
    return out;
}

QByteArray string(const QString &text)
{
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2); // strip [ ]
}

QByteArray string(const std::string &text)
{
    return string(QString::fromStdString(text));
}

QByteArray percent(BasisPoints value)
{
    return percentText(value).toLatin1();
}

QByteArray number(double value)
{
    return QString::number(value, 'g', QLocale::FloatingPointShortest).toLatin1();
}

Writer &Writer::raw(const char *key, const QByteArray &json)
{
    m_members.append({QByteArray(key), json});
    return *this;
}

QByteArray Writer::object() const
{
    if (m_members.isEmpty()) {
        return "{}";
    }
    const QByteArray inner(m_indent + 2, ' ');
    QByteArray out = "{\n";
    for (qsizetype i = 0; i < m_members.size(); ++i) {
        out += inner + string(QString::fromLatin1(m_members[i].first)) + ": " + m_members[i].second;
        out += i + 1 < m_members.size() ? ",\n" : "\n";
    }
    return out + QByteArray(m_indent, ' ') + '}';
}

QByteArray discount(const Discount &d, int indent)
{
    switch (d.kind) {
    case Discount::Kind::None:
        return "null";
    case Discount::Kind::Percent:
        return Writer(indent).raw("percent", percent(d.percent)).object();
    case Discount::Kind::Amount:
        return Writer(indent).number("amount_minor", d.amountMinor).object();
    }
    return "null";
}

bool readDiscount(const Fields &parent, const char *key, Discount &out, const QString &fileName, Diagnostics &issues)
{
    if (!parent.has(key) || parent.value(key).isNull()) {
        out = {};
        return true;
    }
    const QJsonValue v = parent.value(key);
    if (!v.isObject()) {
        parent.issue(QLatin1String(key), QuoteJsonText::tr("expected {\"percent\": P}, {\"amount_minor\": N} or null, got %1").arg(describeJsonValue(v)));
        return false;
    }
    const QJsonObject object = v.toObject();
    const Fields fields(object, parent.path(QLatin1String(key)), fileName, issues);
    const qsizetype before = issues.size();
    fields.onlyKeys({QStringLiteral("percent"), QStringLiteral("amount_minor")});
    if (fields.has("percent") == fields.has("amount_minor")) {
        parent.issue(QLatin1String(key), QuoteJsonText::tr("expected either \"percent\" or \"amount_minor\""));
        return false;
    }
    Discount d;
    if (fields.has("percent")) {
        d.kind = Discount::Kind::Percent;
        fields.percent("percent", d.percent);
    } else {
        d.kind = Discount::Kind::Amount;
        fields.money("amount_minor", d.amountMinor);
    }
    if (issues.size() != before) {
        return false;
    }
    out = d;
    return true;
}

} // namespace rigplan::quotejson
