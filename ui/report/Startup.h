// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The application object of a program that uses Qt GUI (the app, and rigplan-cli's `report`).

#include <QApplication>

#include <memory>

namespace rigplan {

// Constructs the QApplication without Qt 6.4's "QStandardPaths: XDG_RUNTIME_DIR not set"
// warning on stderr. Why it appears: QGuiApplication's platform set-up asks whether it runs
// in a Flatpak by looking for "flatpak-info" in QStandardPaths::RuntimeLocation, and asking
// for that location without XDG_RUNTIME_DIR (a container, ssh, cron, CI) warns. RigPlan never
// uses the runtime location, so the warning says nothing about RigPlan; only that one message,
// only while the object is constructed, is dropped — every other message goes to the handler
// that was installed before (later Qt versions test /.flatpak-info directly and do not warn).
std::unique_ptr<QApplication> makeApplication(int &argc, char **argv);

// Han characters (a Chinese UI, or a Chinese customer name in an English one) fall back to
// whatever CJK font fontconfig ranks first for the process locale, which under C or en_US is
// often Noto Sans CJK JP: Japanese glyph forms for many characters. Naming the SC face right
// after the UI's Latin family makes the widgets and the charts (both use the application
// font) draw mainland forms in either language. Does nothing without a QGuiApplication or
// without the font; calling it again changes nothing. Called once the arguments are read (the
// app, rigplan-report), not by makeApplication(): `--help` exits from the parser, and fontconfig,
// loaded by then, would be left to the leak checker.
void preferSimplifiedChineseGlyphs();

} // namespace rigplan
