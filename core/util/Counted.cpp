// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/Counted.h"

namespace rigplan {

QString countedEnglish(double n, const char *one, const char *many)
{
    // 'g' with 12 significant digits: whole counts print without a decimal point, 2.5 years as "2.5".
    return QStringLiteral("%1 %2").arg(QString::number(n, 'g', 12), QLatin1String(n == 1.0 ? one : many));
}

} // namespace rigplan
