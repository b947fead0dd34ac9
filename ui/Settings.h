// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// QSettings keys shared by several views, and what the app reads from them at start. The app
// and its widgets (rigplan_ui) read settings; the report library is given what it needs.

#include <QString>

namespace rigplan {

// The "prepared by" name the wizard remembers and the report prints when a quote has none.
inline constexpr const char *kPreparedBySetting = "quote/prepared_by";
// The UI language chosen in the app ("en" | "zh_CN").
inline constexpr const char *kLanguageSetting = "ui/language";
// The main window's size and position (QWidget::saveGeometry) and its editor / pages splitter
// (QSplitter::saveState), as last closed.
inline constexpr const char *kWindowGeometrySetting = "ui/window_geometry";
inline constexpr const char *kWindowStateSetting = "ui/splitter_state";

// The language to start in: `requested` (--lang) when available, else the remembered one,
// else the system locale's (chooseLanguage() in Language.h).
QString startupLanguage(const QString &requested = {});

} // namespace rigplan
