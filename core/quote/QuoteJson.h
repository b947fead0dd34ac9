// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reading and writing the JSON objects of the quote and vendor files (internal to core/quote):
// each field checked on its own, every problem a BadInput diagnostic with the field's path,
// in document order; writing with a fixed key order and two-space indentation.

#include "quote/Commercial.h"
#include "util/Diagnostic.h"

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace rigplan::quotejson {

class Fields {
public:
    // `prefix`: the object's path ("quote", "frozen.lines[2]"); "" for the document root.
    Fields(const QJsonObject &object, QString prefix, QString fileName, Diagnostics &issues);

    QString path(const QString &key) const;
    void issue(const QString &key, const QString &message) const;
    // Reports every key of the object not in `known`.
    void onlyKeys(const QStringList &known) const;
    bool has(const char *key) const { return m_object.contains(QLatin1String(key)); }
    QJsonValue value(const char *key) const { return m_object.value(QLatin1String(key)); }

    // Each returns false (with the problem reported) when the key is there and wrong; a
    // missing key leaves `out` as it is and returns true.
    bool text(const char *key, std::string &out, qsizetype maxChars = -1) const;
    bool integer(const char *key, std::int64_t &out, std::int64_t minimum, std::int64_t maximum) const;
    bool integer(const char *key, int &out, int minimum, int maximum) const;
    bool boolean(const char *key, bool &out) const;
    bool percent(const char *key, BasisPoints &out, BasisPoints maximum = kWholePercent) const;
    bool money(const char *key, std::int64_t &out) const; // 0 .. kMaxMoneyMinor
    bool date(const char *key, std::string &out) const;   // yyyy-mm-dd or ""
    bool oneOf(const char *key, std::string &out, const QStringList &allowed) const;
    // A required key: reports it when missing.
    bool require(const char *key) const;

private:
    const QJsonObject &m_object;
    QString m_prefix;
    QString m_fileName;
    Diagnostics &m_issues;
};

// An array member as its objects; reports a non-array, and a non-object element (then an empty
// object stands in for it, so the indices of the rest hold).
std::vector<QJsonObject> objectsOf(const Fields &parent, const char *key);

// The ids a quote file may hold for an enum, from the enum's own id function: the reader
// accepts exactly what the writer and the planner's *FromId() know.
template <typename Enum, std::size_t N>
QStringList idsOf(const std::array<Enum, N> &values, const char *(*id)(Enum))
{
    QStringList ids;
    for (const Enum v : values) {
        ids << QLatin1String(id(v));
    }
    return ids;
}

// A JSON string literal (QJsonDocument's escaping).
QByteArray string(const std::string &text);
QByteArray string(const QString &text);
// A percentage as a JSON number literal: 1250 → 12.5.
QByteArray percent(BasisPoints value);
// The shortest text that reads back as the same double.
QByteArray number(double value);

// A JSON array of objects, one a line, for a key standing at `indent`: each item written by
// `write(item, indent + 2)`, the closing bracket under the key; "[]" when empty.
template <typename T, typename Write>
QByteArray arrayJson(const std::vector<T> &items, int indent, Write write)
{
    if (items.empty()) {
        return "[]";
    }
    QByteArray out = "[";
    for (std::size_t i = 0; i < items.size(); ++i) {
        out += (i ? "," : "") + QByteArray("\n") + QByteArray(indent + 2, ' ') + write(items[i], indent + 2);
    }
    return out + "\n" + QByteArray(indent, ' ') + "]";
}

// Writes `{ "key": value, ... }` with a fixed key order, indented by `indent` spaces.
class Writer {
public:
    explicit Writer(int indent) : m_indent(indent) {}
    Writer &raw(const char *key, const QByteArray &json);
    Writer &text(const char *key, const std::string &value) { return raw(key, string(value)); }
    Writer &number(const char *key, std::int64_t value) { return raw(key, QByteArray::number(qlonglong(value))); }
    Writer &boolean(const char *key, bool value) { return raw(key, value ? "true" : "false"); }
    QByteArray object() const;

private:
    int m_indent;
    QList<QPair<QByteArray, QByteArray>> m_members;
};

QByteArray discount(const Discount &discount, int indent);
bool readDiscount(const Fields &parent, const char *key, Discount &out, const QString &fileName, Diagnostics &issues);

} // namespace rigplan::quotejson
