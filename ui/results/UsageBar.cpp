// SPDX-License-Identifier: GPL-3.0-or-later
#include "UsageBar.h"

#include "ResultsStyle.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace rigplan {

UsageBar::UsageBar(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void UsageBar::setUsage(double used, double limit, double marginFraction)
{
    m_used = used;
    m_limit = limit;
    m_margin = marginFraction;
    update();
}

double UsageBar::fraction() const
{
    return m_limit > 0 ? m_used / m_limit : 0.0;
}

QColor UsageBar::barColor() const
{
    const double f = fraction();
    if (f > 1.0) {
        return results::errorColor(palette());
    }
    if (m_margin > 0 && f > 1.0 - m_margin) {
        return results::warningColor(palette());
    }
    return results::okColor(palette());
}

QSize UsageBar::sizeHint() const
{
    // Scales with the font, so it keeps its proportion at 2x and in larger fonts.
    const int height = std::max(6, fontMetrics().height() / 2);
    return {fontMetrics().averageCharWidth() * 20, height};
}

QSize UsageBar::minimumSizeHint() const
{
    return {fontMetrics().averageCharWidth() * 6, sizeHint().height()};
}

void UsageBar::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF track = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    const double radius = track.height() / 2;
    QPainterPath clip;
    clip.addRoundedRect(track, radius, radius);
    painter.setClipPath(clip);
    QColor trackColor = palette().color(QPalette::Text);
    trackColor.setAlphaF(0.14f);
    painter.fillRect(track, trackColor);
    const double f = std::clamp(fraction(), 0.0, 1.0);
    painter.fillRect(QRectF(track.left(), track.top(), track.width() * f, track.height()), barColor());
    if (m_margin > 0 && m_margin < 1) {
        QColor tick = palette().color(QPalette::Text);
        tick.setAlphaF(0.55f);
        const double x = track.left() + track.width() * (1.0 - m_margin);
        painter.setPen(QPen(tick, std::max(1.0, track.height() / 5)));
        painter.drawLine(QPointF(x, track.top()), QPointF(x, track.bottom()));
    }
    painter.setClipping(false);
    QColor border = palette().color(QPalette::Text);
    border.setAlphaF(0.25f);
    painter.setPen(QPen(border, 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(track, radius, radius);
}

} // namespace rigplan
