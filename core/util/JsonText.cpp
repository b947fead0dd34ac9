// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/JsonText.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSet>

#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

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

namespace {

// The scanner's state: one frame per open object or array, the keys of each object so far.
struct Frame {
    bool object = false;
    QString key;           // objects: the member being read
    qsizetype index = -1;  // arrays: the element being read
    QSet<QString> keys;    // objects: every key so far
};

class StrictScanner
{
public:
    explicit StrictScanner(const QByteArray &data) : m_data(data) {}

    // Empty when the file has none of the hazards (or a syntax error stops the scan first).
    std::optional<std::pair<qsizetype, QString>> hazard; // byte offset, message
    QString hazardPath;

    void run()
    {
        skipSpace();
        if (!value()) {
            return;
        }
        skipSpace();
        if (!hazard && m_pos < m_data.size() && m_data.at(m_pos) == '\0') {
            found(m_pos, nulByteMessage());
        }
    }

private:
    static QString nulByteMessage()
    {
        return QCoreApplication::translate("rigplan::JsonText", "a NUL byte (0x00), which no field can hold");
    }

    static QString badEscapeMessage(char escaped)
    {
        const QString shown = escaped >= 0x21 && escaped <= 0x7e ? QStringLiteral("\\") + QLatin1Char(escaped)
                                                                 : QStringLiteral("\\ followed by byte 0x%1")
                                                                       .arg(int(static_cast<unsigned char>(escaped)), 2, 16, QLatin1Char('0'));
        //: %1 = the escape as written ("\q")
        return QCoreApplication::translate("rigplan::JsonText", "%1 is not a JSON escape (expected \\\", \\\\, \\/, \\b, \\f, \\n, "
                                                                "\\r, \\t or \\uXXXX)")
            .arg(shown);
    }

    void found(qsizetype at, const QString &message)
    {
        if (!hazard) {
            hazard = std::make_pair(at, message);
            hazardPath = path();
        }
    }

    QString path() const
    {
        QString out;
        for (const Frame &f : m_stack) {
            if (f.object) {
                if (!f.key.isNull()) {
                    out += (out.isEmpty() ? QString() : QStringLiteral(".")) + f.key;
                }
            } else if (f.index >= 0) {
                out += QStringLiteral("[%1]").arg(f.index);
            }
        }
        return out;
    }

    void skipSpace()
    {
        while (m_pos < m_data.size()) {
            const char c = m_data.at(m_pos);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return;
            }
            ++m_pos;
        }
    }

    // A stop at byte `m_pos` that is not JSON: a NUL is the hazard, anything else the
    // parser's syntax error.
    bool stop()
    {
        if (m_pos < m_data.size() && m_data.at(m_pos) == '\0') {
            found(m_pos, nulByteMessage());
        }
        return false;
    }

    bool value()
    {
        // Deeper than Qt's parser goes (it refuses the file): no recursion beyond it here.
        constexpr std::size_t kMaxDepth = 1024;
        if (m_pos >= m_data.size() || m_stack.size() > kMaxDepth) {
            return false;
        }
        switch (m_data.at(m_pos)) {
        case '{': return object();
        case '[': return array();
        case '"': return string(nullptr);
        default: return scalar();
        }
    }

    // A number or a literal: the parser checks its form; here it only has to end.
    bool scalar()
    {
        const qsizetype start = m_pos;
        while (m_pos < m_data.size()) {
            const char c = m_data.at(m_pos);
            if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || c == '-' || c == '+' || c == '.' || c == 'E')) {
                break;
            }
            ++m_pos;
        }
        return m_pos > start ? true : stop();
    }

    bool object()
    {
        ++m_pos; // {
        m_stack.push_back(Frame{true, QString(), -1, {}});
        skipSpace();
        if (m_pos < m_data.size() && m_data.at(m_pos) == '}') {
            ++m_pos;
            m_stack.pop_back();
            return true;
        }
        while (true) {
            skipSpace();
            if (m_pos >= m_data.size() || m_data.at(m_pos) != '"') {
                return stop();
            }
            const qsizetype keyAt = m_pos;
            m_stack.back().key = QString(); // a problem inside the key is located at the object
            QString key;
            if (!string(&key)) {
                return false;
            }
            Frame &frame = m_stack.back();
            frame.key = key;
            if (frame.keys.contains(key)) {
                //: %1 = the key
                found(keyAt, QCoreApplication::translate("rigplan::JsonText",
                                                         "the key \"%1\" appears twice in this object; JSON readers "
                                                         "keep only one of them, so give it once")
                                 .arg(key));
                return false;
            }
            frame.keys.insert(key);
            skipSpace();
            if (m_pos >= m_data.size() || m_data.at(m_pos) != ':') {
                return stop();
            }
            ++m_pos;
            skipSpace();
            if (!value()) {
                return false;
            }
            if (const Next next = afterItem('}'); next != Next::More) {
                return next == Next::Closed;
            }
        }
    }

    bool array()
    {
        ++m_pos; // [
        m_stack.push_back(Frame{false, QString(), -1, {}});
        skipSpace();
        if (m_pos < m_data.size() && m_data.at(m_pos) == ']') {
            ++m_pos;
            m_stack.pop_back();
            return true;
        }
        while (true) {
            skipSpace();
            ++m_stack.back().index;
            if (!value()) {
                return false;
            }
            if (const Next next = afterItem(']'); next != Next::More) {
                return next == Next::Closed;
            }
        }
    }

    // After an object member or an array element: a comma (another follows), the closing
    // bracket (the container ends), or anything else (the parser reports the syntax error).
    enum class Next { More, Closed, Stop };
    Next afterItem(char close)
    {
        skipSpace();
        if (m_pos >= m_data.size()) {
            return Next::Stop;
        }
        if (m_data.at(m_pos) == ',') {
            ++m_pos;
            return Next::More;
        }
        if (m_data.at(m_pos) == close) {
            ++m_pos;
            m_stack.pop_back();
            return Next::Closed;
        }
        stop();
        return Next::Stop;
    }

    // Four hex digits at `at`, or -1.
    int hex4(qsizetype at) const
    {
        if (at + 4 > m_data.size()) {
            return -1;
        }
        bool ok = false;
        const int v = m_data.mid(at, 4).toInt(&ok, 16);
        return ok ? v : -1;
    }

    // A string from its opening quote; its decoded text into `text` when wanted (keys: "a" and
    // "\u0061" are the same key).
    bool string(QString *text)
    {
        ++m_pos; // "
        qsizetype runStart = m_pos; // raw UTF-8 not yet copied into `text`
        const auto flush = [&](qsizetype end) {
            if (text) {
                text->append(QString::fromUtf8(m_data.constData() + runStart, end - runStart));
            }
        };
        while (m_pos < m_data.size()) {
            const char c = m_data.at(m_pos);
            if (c == '"') {
                flush(m_pos);
                ++m_pos;
                return true;
            }
            if (c == '\0') {
                found(m_pos, nulByteMessage());
                return false;
            }
            if (c != '\\') {
                ++m_pos;
                continue;
            }
            flush(m_pos);
            const qsizetype escapeAt = m_pos;
            if (m_pos + 1 >= m_data.size()) {
                return false;
            }
            const char e = m_data.at(m_pos + 1);
            if (e != 'u') {
                static const QByteArray from = "\"\\/bfnrt";
                static const char16_t to[] = {u'"', u'\\', u'/', u'\b', u'\f', u'\n', u'\r', u'\t'};
                const qsizetype i = from.indexOf(e);
                if (i < 0) {
                    // Qt's parser takes "\q" as "q" (and a NUL after the backslash as a NUL): refused
                    // here, named, as JSON has no such escape.
                    found(escapeAt, e == '\0' ? nulByteMessage() : badEscapeMessage(e));
                    return false;
                }
                if (text) {
                    text->append(QChar(to[i]));
                }
                m_pos += 2;
                runStart = m_pos;
                continue;
            }
            const int unit = hex4(m_pos + 2);
            if (unit < 0) {
                return false;
            }
            m_pos += 6;
            if (unit == 0) {
                found(escapeAt, QCoreApplication::translate("rigplan::JsonText",
                                                            "\\u0000 (NUL) in a string, which no field can hold"));
                return false;
            }
            if (QChar::isHighSurrogate(char16_t(unit))) {
                const bool paired = m_pos + 1 < m_data.size() && m_data.at(m_pos) == '\\' && m_data.at(m_pos + 1) == 'u'
                    && QChar::isLowSurrogate(char16_t(std::max(0, hex4(m_pos + 2))));
                if (!paired) {
                    found(escapeAt, loneSurrogate(unit));
                    return false;
                }
                if (text) {
                    text->append(QChar(char16_t(unit)));
                    text->append(QChar(char16_t(hex4(m_pos + 2))));
                }
                m_pos += 6;
            } else if (QChar::isLowSurrogate(char16_t(unit))) {
                found(escapeAt, loneSurrogate(unit));
                return false;
            } else if (text) {
                text->append(QChar(char16_t(unit)));
            }
            runStart = m_pos;
        }
        return false;
    }

    static QString loneSurrogate(int unit)
    {
        //: %1 = the escape as written, e.g. \ud800
        return QCoreApplication::translate("rigplan::JsonText",
                                           "%1 is half of a UTF-16 surrogate pair without its other half, so it is "
                                           "no character")
            .arg(QStringLiteral("\\u%1").arg(unit, 4, 16, QLatin1Char('0')));
    }

    const QByteArray &m_data;
    qsizetype m_pos = 0;
    std::vector<Frame> m_stack;
};

} // namespace

Result<void> checkStrictJson(const QByteArray &data, const QString &fileName)
{
    StrictScanner scanner(data);
    scanner.run();
    if (!scanner.hazard) {
        return {};
    }
    const qsizetype offset = scanner.hazard->first;
    // Line and column (characters) of the offset, as the readers locate syntax errors.
    const qsizetype lineStart = offset > 0 ? data.lastIndexOf('\n', offset - 1) + 1 : 0;
    const int line = int(data.left(offset).count('\n')) + 1;
    const int column = int(QString::fromUtf8(data.constData() + lineStart, offset - lineStart).size()) + 1;
    return Diagnostic::badInput(fileName, scanner.hazard->second, scanner.hazardPath, line, column);
}

} // namespace rigplan
