// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/TextTable.h"

#include <QRegularExpression>

#include <algorithm>

namespace rigplan {

namespace {

bool isWide(char32_t c)
{
    // The East Asian Wide/Fullwidth blocks that matter for Chinese text.
    return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) || (c >= 0xAC00 && c <= 0xD7A3)
        || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60)
        || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
}

bool looksNumeric(const QString &cell)
{
    static const QRegularExpression re(QStringLiteral("^[-+]?[0-9][0-9,._]*( ?[A-Za-z%/]{0,6})?$"));
    return re.match(cell).hasMatch();
}

} // namespace

int displayWidth(const QString &text)
{
    int width = 0;
    for (const char32_t c : text.toUcs4()) {
        width += isWide(c) ? 2 : 1;
    }
    return width;
}

TextTable::TextTable(QStringList header)
    : m_header(std::move(header))
{
}

void TextTable::addRow(QStringList cells)
{
    while (cells.size() < m_header.size()) {
        cells.append(QString());
    }
    m_rows.push_back(std::move(cells));
}

QString TextTable::render() const
{
    std::vector<int> widths(std::size_t(m_header.size()), 0);
    std::vector<bool> numeric(std::size_t(m_header.size()), true);
    for (int c = 0; c < m_header.size(); ++c) {
        widths[std::size_t(c)] = displayWidth(m_header.at(c));
    }
    for (const QStringList &row : m_rows) {
        for (int c = 0; c < m_header.size(); ++c) {
            widths[std::size_t(c)] = std::max(widths[std::size_t(c)], displayWidth(row.at(c)));
            if (!row.at(c).isEmpty() && !looksNumeric(row.at(c))) {
                numeric[std::size_t(c)] = false;
            }
        }
    }
    const auto line = [&](const QStringList &cells, bool header) {
        QString out;
        for (int c = 0; c < m_header.size(); ++c) {
            const QString &cell = cells.at(c);
            const int pad = widths[std::size_t(c)] - displayWidth(cell);
            const bool right = !header && numeric[std::size_t(c)];
            if (c > 0) {
                out += QStringLiteral("  ");
            }
            if (right) {
                out += QString(pad, QLatin1Char(' ')) + cell;
            } else {
                out += cell + (c + 1 < m_header.size() ? QString(pad, QLatin1Char(' ')) : QString());
            }
        }
        return out + QLatin1Char('\n');
    };
    QString out = line(m_header, true);
    QStringList rule;
    for (int w : widths) {
        rule.append(QString(w, QLatin1Char('-')));
    }
    out += line(rule, true);
    for (const QStringList &row : m_rows) {
        out += line(row, false);
    }
    return out;
}

} // namespace rigplan
