// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/Tr.h"

#include <QCoreApplication>

namespace rigplan {

std::string trc(const char *context, const char *sourceText)
{
    return QCoreApplication::translate(context, sourceText).toStdString();
}

TrTemplate trtn(const char *context, const char *sourceText, const char *disambiguation, int n)
{
    // The untranslated fallback must count too: %n is Qt's, the rest of the template is fmt's.
    QString source = QString::fromUtf8(sourceText);
    source.replace(QLatin1String("%n"), QString::number(n));
    return {source.toStdString(), QCoreApplication::translate(context, sourceText, disambiguation, n).toStdString()};
}

} // namespace rigplan
