// SPDX-License-Identifier: GPL-3.0-or-later
#include "Settings.h"

#include "Language.h"

#include <QSettings>

namespace rigplan {

QString startupLanguage(const QString &requested)
{
    return chooseLanguage(requested, QSettings().value(QLatin1String(kLanguageSetting)).toString());
}

} // namespace rigplan
