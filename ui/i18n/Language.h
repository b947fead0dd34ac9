// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The UI language: English (the source strings) or Simplified Chinese. Installs RigPlan's
// translation (compiled in under :/i18n/) and Qt's own (standard dialogs, QWizard buttons),
// and sets QLocale's default so numbers and dates follow the language. Qt Core only: the
// command line links it without Qt GUI (the font a GUI draws Han text with is Startup.h's).

#include <QString>
#include <QStringList>

namespace rigplan {

// "en" and "zh_CN".
QStringList availableLanguages();
// The language to start in: `requested` when given and available, else `saved` (the app's
// remembered choice) when available, else the system locale's ("zh_*" → zh_CN), else "en".
// The caller reads the settings: this library reads none.
QString chooseLanguage(const QString &requested, const QString &saved);
// Switches the application's translators and default locale. Returns false (and keeps the
// current language) for an unknown language or a missing translation file.
bool setLanguage(const QString &language);
QString currentLanguage();
// "English" / "简体中文": each language named in itself, for the language menu.
QString languageDisplayName(const QString &language);

} // namespace rigplan
