// SPDX-License-Identifier: GPL-3.0-or-later
#include "ResultsStyle.h"

#include "TierCharts.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QVBoxLayout>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace rigplan::results {

// One palette: the charts' (ui/charts, light theme), so a tier has one colour on the cards
// and in every chart.
QColor tierColor(TierKind kind)
{
    return rigplan::tierColor(kind, ChartTheme::Light);
}

QColor tierColor(const std::string &id)
{
    return rigplan::tierColor(id, ChartTheme::Light);
}

namespace {

double relativeLuminance(const QColor &color)
{
    const auto channel = [](double c) { return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(color.redF()) + 0.7152 * channel(color.greenF()) + 0.0722 * channel(color.blueF());
}

double contrast(const QColor &a, const QColor &b)
{
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor blend(const QColor &a, const QColor &b, double weightOfA)
{
    const double w = std::clamp(weightOfA, 0.0, 1.0);
    return QColor::fromRgbF(static_cast<float>(a.redF() * w + b.redF() * (1 - w)),
                            static_cast<float>(a.greenF() * w + b.greenF() * (1 - w)),
                            static_cast<float>(a.blueF() * w + b.blueF() * (1 - w)));
}

} // namespace

QColor textColorOn(const QColor &background)
{
    const QColor black(0x1a, 0x1a, 0x1a);
    const QColor white(Qt::white);
    return contrast(background, black) >= contrast(background, white) ? black : white;
}

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

QColor okColor(const QPalette &palette)
{
    return isDark(palette) ? QColor(0x81, 0xc7, 0x84) : QColor(0x2e, 0x7d, 0x32);
}

QColor warningColor(const QPalette &palette)
{
    return isDark(palette) ? QColor(0xff, 0xb7, 0x4d) : QColor(0x9a, 0x5b, 0x00);
}

QColor errorColor(const QPalette &palette)
{
    return isDark(palette) ? QColor(0xff, 0x8a, 0x80) : QColor(0xc6, 0x28, 0x28);
}

QColor secondaryTextColor(const QPalette &palette)
{
    return blend(palette.color(QPalette::Text), palette.color(QPalette::Base), 0.68);
}

QString breakableText(const QString &text)
{
    // QLabel wraps at spaces only, so one long token (a part number such as
    // "KSM56E46BD8KM-48HM") sets the card's minimum width. Inside a token longer than 14
    // characters a zero-width space after each hyphen, slash or underscore, and after every
    // 10 characters without one, lets it wrap; shorter words are left alone.
    constexpr qsizetype kLongToken = 14;
    constexpr qsizetype kRun = 10;
    constexpr QChar kBreak(0x200B);
    QString out;
    out.reserve(text.size() + text.size() / 8);
    qsizetype start = 0;
    while (start < text.size()) {
        qsizetype end = start;
        while (end < text.size() && !text.at(end).isSpace()) {
            ++end;
        }
        const QStringView token = QStringView(text).mid(start, end - start);
        if (token.size() <= kLongToken) {
            out.append(token);
        } else {
            qsizetype run = 0;
            for (qsizetype i = 0; i < token.size(); ++i) {
                const QChar c = token.at(i);
                out.append(c);
                ++run;
                const bool last = i + 1 == token.size();
                if (!last && (c == QLatin1Char('-') || c == QLatin1Char('/') || c == QLatin1Char('_') || run >= kRun)) {
                    out.append(kBreak);
                    run = 0;
                }
            }
        }
        while (end < text.size() && text.at(end).isSpace()) {
            out.append(text.at(end++));
        }
        start = end;
    }
    return out;
}

QLabel *wrappedLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    return label;
}

QLabel *sectionHeading(const QString &text, QWidget *parent)
{
    QLabel *label = wrappedLabel(text, parent);
    label->setTextInteractionFlags(Qt::NoTextInteraction);
    QFont font = label->font();
    font.setBold(true);
    label->setFont(font);
    setTextColor(label, secondaryTextColor(parent ? parent->palette() : label->palette()));
    return label;
}

void setTextColor(QWidget *widget, const QColor &color)
{
    QPalette palette = widget->palette();
    palette.setColor(QPalette::WindowText, color);
    palette.setColor(QPalette::Text, color);
    widget->setPalette(palette);
}

QList<QLabel *> addBullets(QVBoxLayout *layout, const QStringList &items, QWidget *parent, const QColor &color)
{
    QList<QLabel *> labels;
    for (const QString &item : items) {
        auto *row = new QHBoxLayout;
        row->setSpacing(6);
        auto *bullet = new QLabel(QStringLiteral("•"), parent);
        bullet->setAlignment(Qt::AlignTop);
        QLabel *text = wrappedLabel(item, parent);
        if (color.isValid()) {
            setTextColor(bullet, color);
            setTextColor(text, color);
        }
        row->addWidget(bullet, 0, Qt::AlignTop);
        row->addWidget(text, 1);
        layout->addLayout(row);
        labels.append(text);
    }
    return labels;
}

QString tooltipText(const QString &title, const QStringList &lines)
{
    QString html = QStringLiteral("<p style='white-space:pre-wrap'><b>%1</b>").arg(title.toHtmlEscaped());
    for (const QString &line : lines) {
        html += QStringLiteral("<br>") + line.toHtmlEscaped();
    }
    return html + QStringLiteral("</p>");
}

QRectF cardFrame(const QWidget *card)
{
    return QRectF(card->rect()).adjusted(0.5, 0.5, -0.5, -0.5);
}

double cardRadius(const QWidget *card)
{
    return card->fontMetrics().height() / 3.0;
}

void paintCard(QWidget *card, const QRectF &accentArea, const QColor &accent)
{
    QPainter painter(card);
    painter.setRenderHint(QPainter::Antialiasing);
    const double radius = cardRadius(card);
    QPainterPath shape;
    shape.addRoundedRect(cardFrame(card), radius, radius);
    painter.fillPath(shape, card->palette().color(QPalette::Base));
    painter.save();
    painter.setClipPath(shape);
    painter.fillRect(accentArea, accent);
    painter.restore();
    QColor border = card->palette().color(QPalette::Text);
    border.setAlphaF(0.22f);
    painter.setPen(QPen(border, 1));
    painter.drawPath(shape);
}

} // namespace rigplan::results
