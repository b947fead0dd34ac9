// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/SafeText.h"

namespace rigplan {

namespace {

constexpr char16_t kReplacement = 0xFFFD;

bool isControl(char16_t c)
{
    return c < 0x20 || (c >= 0x7F && c <= 0x9F);
}

} // namespace

bool isBidiControl(char16_t c)
{
    return (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

QString terminalSafe(const QString &text)
{
    QString out = text;
    for (QChar &ch : out) {
        const char16_t c = ch.unicode();
        if (c != u'\n' && (isControl(c) || isBidiControl(c))) {
            ch = QChar(kReplacement);
        }
    }
    return out;
}

QString documentSafe(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar ch : text) {
        const char16_t c = ch.unicode();
        if (isBidiControl(c)) {
            continue;
        }
        out += (c != u'\n' && c != u'\t' && isControl(c)) ? QChar(kReplacement) : ch;
    }
    return out;
}

QByteArray jsonSafe(const QByteArray &json)
{
    // C1 is C2 80–C2 9F in UTF-8; U+202A–U+202E is E2 80 AA–AE, U+2066–U+2069 is E2 81 A6–A9.
    QByteArray out;
    out.reserve(json.size());
    const auto escape = [&out](unsigned code) { out += QByteArray("\\u") + QByteArray::number(code, 16).rightJustified(4, '0'); };
    for (qsizetype i = 0; i < json.size(); ++i) {
        const auto b = static_cast<unsigned char>(json[i]);
        if (b == 0xC2 && i + 1 < json.size()) {
            const auto n = static_cast<unsigned char>(json[i + 1]);
            if (n >= 0x80 && n <= 0x9F) {
                escape(n);
                ++i;
                continue;
            }
        }
        if (b == 0xE2 && i + 2 < json.size()) {
            const auto n1 = static_cast<unsigned char>(json[i + 1]), n2 = static_cast<unsigned char>(json[i + 2]);
            const unsigned code = 0x2000u + ((n1 & 0x3Fu) << 6) + (n2 & 0x3Fu);
            if ((n1 == 0x80 || n1 == 0x81) && (n2 & 0xC0) == 0x80 && isBidiControl(char16_t(code))) {
                escape(code);
                i += 2;
                continue;
            }
        }
        out += json[i];
    }
    return out;
}

} // namespace rigplan
