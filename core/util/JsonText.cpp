#include "util/JsonText.h"

#include <QLocale>

namespace rigplan {

QString describeJsonValue(const QJsonValue &v)
{
    switch (v.type()) {
    // Shortest text that reads back as the same double: 0.9, not 0.90000000000000002.
    case QJsonValue::Double: return QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest);
    case QJsonValue::String: return QLatin1Char('"') + v.toString() + QLatin1Char('"');
    case QJsonValue::Bool: return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Array: return QStringLiteral("an array");
    case QJsonValue::Object: return QStringLiteral("an object");
    case QJsonValue::Null: return QStringLiteral("null");
    default: return QStringLiteral("nothing");
    }
}

} // namespace rigplan
