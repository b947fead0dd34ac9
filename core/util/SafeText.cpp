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

} // namespace rigplan
