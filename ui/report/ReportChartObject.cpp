// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReportChartObject.h"

#include "TierCharts.h"

#include <QChart>
#include <QPainter>

namespace rigplan {

ReportChartObject::ReportChartObject(std::vector<std::unique_ptr<QChart>> charts, const QSizeF &size,
                                     qreal devicePixelsPerPoint, QObject *parent)
    : QObject(parent)
    , m_charts(std::move(charts))
    , m_size(size)
    , m_devicePixelsPerPoint(devicePixelsPerPoint > 0 ? devicePixelsPerPoint : 1)
{
}

ReportChartObject::~ReportChartObject() = default;

QSizeF ReportChartObject::intrinsicSize(QTextDocument *, int, const QTextFormat &)
{
    return m_size;
}

void ReportChartObject::drawObject(QPainter *painter, const QRectF &rect, QTextDocument *, int, const QTextFormat &format)
{
    const int index = format.property(kChartIndexProperty).toInt();
    if (index < 0 || std::size_t(index) >= m_charts.size() || !m_charts[std::size_t(index)]) {
        return;
    }
    painter->save();
    painter->translate(rect.topLeft());
    painter->scale(m_devicePixelsPerPoint, m_devicePixelsPerPoint);
    renderChart(m_charts[std::size_t(index)].get(), painter,
                QRectF(0, 0, rect.width() / m_devicePixelsPerPoint, rect.height() / m_devicePixelsPerPoint));
    painter->restore();
}

} // namespace rigplan
