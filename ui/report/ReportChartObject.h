// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A chart as an inline object of the report's QTextDocument: the layout moves it like a
// character (never split across pages) and drawObject() paints the Qt Charts scene as
// vector graphics at the object's place (internal to ui/report).

#include <QObject>
#include <QSizeF>
#include <QTextFormat>
#include <QTextObjectInterface>

#include <memory>
#include <vector>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace rigplan {

class ReportChartObject final : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    static constexpr int kObjectType = QTextFormat::UserObject + 41;
    static constexpr int kChartIndexProperty = QTextFormat::UserProperty + 41;

    // `size` in layout units (device pixels); `devicePixelsPerPoint` turns them into points,
    // the unit the chart's fonts and pens are designed in. Takes ownership of `charts`.
    ReportChartObject(std::vector<std::unique_ptr<QChart>> charts, const QSizeF &size, qreal devicePixelsPerPoint,
                      QObject *parent = nullptr);
    ~ReportChartObject() override;

    QSizeF intrinsicSize(QTextDocument *doc, int posInDocument, const QTextFormat &format) override;
    void drawObject(QPainter *painter, const QRectF &rect, QTextDocument *doc, int posInDocument,
                    const QTextFormat &format) override;

private:
    std::vector<std::unique_ptr<QChart>> m_charts;
    QSizeF m_size;
    qreal m_devicePixelsPerPoint = 1;
};

} // namespace rigplan
