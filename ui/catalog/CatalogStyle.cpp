// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/CatalogStyle.h"

#include <QGuiApplication>
#include <QPalette>

#include <cmath>

namespace rigplan::catalogstyle {

namespace {

QColor mixWithBase(const QColor &tint, double share)
{
    const QColor base = QGuiApplication::palette().color(QPalette::Base);
    const auto mix = [share](int a, int b) { return int(std::lround(a * (1.0 - share) + b * share)); };
    return QColor(mix(base.red(), tint.red()), mix(base.green(), tint.green()), mix(base.blue(), tint.blue()));
}

} // namespace

bool darkPalette()
{
    return QGuiApplication::palette().color(QPalette::Base).lightness() < 128;
}

// Orange reads as "changed" and keeps a 4.5:1 contrast on white and on a dark base.
QColor changedColor()
{
    return darkPalette() ? QColor(0xff, 0xb8, 0x6c) : QColor(0xa3, 0x48, 0x00);
}

QColor userRowBackground()
{
    return mixWithBase(QColor(0x3c, 0xb3, 0x71), darkPalette() ? 0.22 : 0.16);
}

QColor errorColor()
{
    return darkPalette() ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x00, 0x20);
}

QColor bannerBackground()
{
    return mixWithBase(QColor(0xf0, 0xb0, 0x00), darkPalette() ? 0.25 : 0.30);
}

} // namespace rigplan::catalogstyle
