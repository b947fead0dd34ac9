// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The catalog editor's marks, chosen from the current palette so that they keep their
// contrast on light and dark themes.

#include <QColor>

namespace rigplan::catalogstyle {

bool darkPalette();
// Text of values the user changed (with bold).
QColor changedColor();
// Background of rows the user added.
QColor userRowBackground();
// Text of error messages next to a field.
QColor errorColor();
// Background of the read-only banner.
QColor bannerBackground();

} // namespace rigplan::catalogstyle
