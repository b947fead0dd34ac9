// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Colours and small building blocks shared by the tier cards and the results page. Colours are
// chosen against the widget's palette so the page reads in a light and a dark theme alike.

#include <QColor>
#include <QString>
#include <QStringList>

#include "plan/Plan.h"

#include <string>

QT_BEGIN_NAMESPACE
class QLabel;
class QPalette;
class QRectF;
class QVBoxLayout;
class QWidget;
QT_END_NAMESPACE

namespace rigplan::results {

// The tier colours of the charts' light theme (Okabe-Ito: entry blue, mainstream orange, high
// bluish green), one palette for the cards and the charts.
QColor tierColor(TierKind kind);
QColor tierColor(const std::string &tierId);
// Black or white, whichever contrasts more with `background` (WCAG contrast ratio).
QColor textColorOn(const QColor &background);

bool isDark(const QPalette &palette);
// Verdict colours: met (green), gap (amber), violation (red), readable on the palette's base.
QColor okColor(const QPalette &palette);
QColor warningColor(const QPalette &palette);
QColor errorColor(const QPalette &palette);
// Captions and secondary figures: between text and background.
QColor secondaryTextColor(const QPalette &palette);

// A word-wrapping label whose text can be selected (figures get copied into e-mails).
// `text` with zero-width break opportunities inside long tokens (part numbers), so a wrapped
// label can break them instead of widening its column.
QString breakableText(const QString &text);
QLabel *wrappedLabel(const QString &text, QWidget *parent);
// A bold section caption in the secondary text colour.
QLabel *sectionHeading(const QString &text, QWidget *parent);
// Sets a label's text colour through its palette (no style sheet: children keep the style).
void setTextColor(QWidget *widget, const QColor &color);
// One smaller label per item, each with a bullet and a hanging indent; returns the labels.
QList<QLabel *> addBullets(QVBoxLayout *layout, const QStringList &items, QWidget *parent,
                           const QColor &color = QColor());
// A card's outline (half-pixel inset for a crisp 1 px border) and the radius of its corners.
QRectF cardFrame(const QWidget *card);
double cardRadius(const QWidget *card);
// Paints a card from its paintEvent: the rounded frame in the palette's base colour with a
// faint border, and `accent` filling the part of `accentArea` inside the rounding (a stripe, a
// title band).
void paintCard(QWidget *card, const QRectF &accentArea, const QColor &accent);
// Rich-text tooltip: a bold title and one line per entry, HTML-escaped.
QString tooltipText(const QString &title, const QStringList &lines);

} // namespace rigplan::results
