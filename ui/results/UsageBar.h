// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QWidget>

namespace rigplan {

// A thin horizontal bar: how much of a limit is used (GPU memory of the usable capacity, wall
// power of the outlet). Green while a margin is left, amber inside the margin, red beyond the
// limit; an optional tick marks the margin's start. Colours follow the palette.
class UsageBar final : public QWidget {
    Q_OBJECT
public:
    explicit UsageBar(QWidget *parent = nullptr);

    // `used` / `limit` (any unit); `marginFraction` of the limit that should stay free (0 = none).
    void setUsage(double used, double limit, double marginFraction);
    double fraction() const; // used / limit; 0 when limit is 0
    QColor barColor() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    double m_used = 0;
    double m_limit = 0;
    double m_margin = 0;
};

} // namespace rigplan
