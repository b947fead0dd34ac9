// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/JsonText.h"

#include <QCoreApplication>
#include <QLocale>

namespace rigplan {

QString describeJsonValue(const QJsonValue &v)
{
    switch (v.type()) {
    // Shortest text that reads back as the same double: 0.9, not 0.90000000000000002.
    case QJsonValue::Double: return QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest);
    case QJsonValue::String: return QLatin1Char('"') + v.toString() + QLatin1Char('"');
    case QJsonValue::Bool: return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    //: what a JSON value was, in "expected a number, got an array"
    case QJsonValue::Array:
        return QCoreApplication::translate("rigplan::JsonText", "an array");
    //: what a JSON value was, in "expected a number, got an object"
    case QJsonValue::Object:
        return QCoreApplication::translate("rigplan::JsonText", "an object");
    case QJsonValue::Null: return QStringLiteral("null");
    //: what a JSON value was, in "expected a number, got nothing"
    default:
        return QCoreApplication::translate("rigplan::JsonText", "nothing");
    }
}

} // namespace rigplan
