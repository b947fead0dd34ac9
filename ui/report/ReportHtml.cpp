// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReportHtml.h"

#include "util/SafeText.h"

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

} // namespace rigplan::reporthtml
