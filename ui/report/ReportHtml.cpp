// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReportHtml.h"

#include "util/SafeText.h"

#include <QRegularExpression>

namespace rigplan::reporthtml {

QString esc(const QString &text)
{
    return documentSafe(text).toHtmlEscaped();
}

QString heading(int level, const QString &text, bool newPage)
{
    return QStringLiteral("<h%1%2>%3</h%1>\n")
        .arg(QString::number(level), newPage ? QStringLiteral(" style=\"page-break-before: always\"") : QString(), esc(text));
}

QString paragraph(const QString &text, const QString &cssClass)
{
    return cssClass.isEmpty() ? QStringLiteral("<p>%1</p>\n").arg(esc(text))
                              : QStringLiteral("<p class=\"%1\">%2</p>\n").arg(cssClass, esc(text));
}

namespace {

QString keepUnitsTogetherInText(QString text)
{
    // The units the report prints after a figure (Format and the report's own sentences).
    static const QRegularExpression space(
        QStringLiteral("(\\d) (?=(?:tokens/s|tokens|GB/s|TB/s|Gb/s|MB/s|MT/s|GiB|GB|TB|MB|kW|W|ms|s|h|%|TFLOPS|"
                       "TOPS|GPUs?)(?![\\p{L}\\d]))"));
    static const QRegularExpression slash(QStringLiteral("\\b(tokens|GB|TB|Gb|MB|MT)/(?=s\\b)"));
    text.replace(space, QStringLiteral("\\1\u00a0"));
    text.replace(slash, QStringLiteral("\\1/\u2060"));
    return text;
}

} // namespace

QString keepUnitsTogether(const QString &html)
{
    static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
    QString out;
    out.reserve(html.size() + html.size() / 16);
    qsizetype at = 0;
    for (auto it = tag.globalMatch(html); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += keepUnitsTogetherInText(html.mid(at, m.capturedStart() - at));
        out += m.captured();
        at = m.capturedEnd();
    }
    out += keepUnitsTogetherInText(html.mid(at));
    return out;
}

} // namespace rigplan::reporthtml
