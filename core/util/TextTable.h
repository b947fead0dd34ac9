// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace rigplan {

// A plain-text table for the CLI: columns padded to their widest cell (by display width,
// so CJK text lines up), numbers right-aligned.
class TextTable final {
public:
    explicit TextTable(QStringList header);
    void addRow(QStringList cells);
    QString render() const;

private:
    QStringList m_header;
    std::vector<QStringList> m_rows;
};

// Terminal display width of a string: East Asian wide characters count two columns.
int displayWidth(const QString &text);

} // namespace rigplan
