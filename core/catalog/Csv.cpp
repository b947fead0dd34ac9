// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/Csv.h"


namespace rigplan {

Result<std::vector<CsvRecord>> parseCsv(const QByteArray &input, const QString &fileName)
{
    const auto syntaxError = [&](int line, int column, const QString &message) {
        return Diagnostic::badInput(fileName, message, QString(), line, column);
    };
    std::vector<CsvRecord> records;
    // A UTF-8 byte order mark (spreadsheets write one) is not part of the first field.
    const QByteArray data = input.startsWith("\xEF\xBB\xBF") ? input.mid(3) : input;

    const QString text = QString::fromUtf8(data);
    // Invalid UTF-8 decodes to U+FFFD and does not survive the round trip: name the first
    // line where that happens so the user can look at it.
    if (text.toUtf8() != data) {
        int line = 0;
        for (const QByteArray &raw : data.split('\n')) {
            ++line;
            if (QString::fromUtf8(raw).toUtf8() != raw) {
                break;
            }
        }
        return syntaxError(line, 0, QStringLiteral("the file is not valid UTF-8"));
    }

    qsizetype pos = 0;
    const qsizetype n = text.size();
    int line = 1;

    while (pos < n) {
        CsvRecord record;
        record.line = line;
        QString field;
        bool recordDone = false;
        bool sawAnything = false;
        while (!recordDone) {
            field.clear();
            if (pos < n && text.at(pos) == QLatin1Char('"')) {
                sawAnything = true;
                const int quoteLine = line;
                ++pos;
                bool closed = false;
                while (pos < n) {
                    const QChar c = text.at(pos);
                    if (c == QLatin1Char('"')) {
                        if (pos + 1 < n && text.at(pos + 1) == QLatin1Char('"')) {
                            field += QLatin1Char('"');
                            pos += 2;
                            continue;
                        }
                        ++pos;
                        closed = true;
                        break;
                    }
                    if (c == QLatin1Char('\n')) {
                        ++line;
                    }
                    field += c;
                    ++pos;
                }
                if (!closed) {
                    return syntaxError(quoteLine, int(record.fields.size()) + 1,
                                            QStringLiteral("a quoted field is not closed"));
                }
                if (pos < n && text.at(pos) != QLatin1Char(',') && text.at(pos) != QLatin1Char('\n')
                    && text.at(pos) != QLatin1Char('\r')) {
                    return syntaxError(line, int(record.fields.size()) + 1,
                                            QStringLiteral("unexpected text after a closing quote"));
                }
            } else {
                while (pos < n) {
                    const QChar c = text.at(pos);
                    if (c == QLatin1Char(',') || c == QLatin1Char('\n') || c == QLatin1Char('\r')) {
                        break;
                    }
                    if (c == QLatin1Char('"')) {
                        return syntaxError(line, int(record.fields.size()) + 1,
                                                QStringLiteral("a quote inside an unquoted field (quote the whole field and double the quote)"));
                    }
                    field += c;
                    ++pos;
                }
                if (!field.isEmpty()) {
                    sawAnything = true;
                }
            }
            record.fields.append(field);
            if (pos >= n) {
                recordDone = true;
            } else if (text.at(pos) == QLatin1Char(',')) {
                sawAnything = true;
                ++pos;
            } else {
                // Line end: LF or CRLF (a lone CR counts as a line end too).
                if (text.at(pos) == QLatin1Char('\r')) {
                    ++pos;
                }
                if (pos < n && text.at(pos) == QLatin1Char('\n')) {
                    ++pos;
                }
                ++line;
                recordDone = true;
            }
        }
        if (sawAnything) {
            records.push_back(std::move(record));
        }
    }
    return records;
}

QString csvEscape(const QString &field)
{
    const bool needsQuotes = field.contains(QLatin1Char(',')) || field.contains(QLatin1Char('"'))
        || field.contains(QLatin1Char('\n')) || field.contains(QLatin1Char('\r'))
        || field.startsWith(QLatin1Char(' ')) || field.endsWith(QLatin1Char(' '))
        // A leading U+FEFF would be read back as a byte order mark and dropped (parseCsv).
        || field.startsWith(QChar(0xFEFF));
    if (!needsQuotes) {
        return field;
    }
    QString quoted = field;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QByteArray writeCsvLine(const QStringList &fields)
{
    // A lone empty field would be a blank line, which parseCsv skips: quote it.
    if (fields.size() == 1 && fields.front().isEmpty()) {
        return QByteArrayLiteral("\"\"\n");
    }
    QStringList escaped;
    escaped.reserve(fields.size());
    for (const QString &f : fields) {
        escaped.append(csvEscape(f));
    }
    return escaped.join(QLatin1Char(',')).toUtf8() + '\n';
}

namespace {

bool startsFormula(QChar c)
{
    return c == u'=' || c == u'+' || c == u'-' || c == u'@' || c == u'\t' || c == u'\r';
}

// "'=…", "'+…", "''…": what spreadsheetSafeCell() makes of a cell it escapes.
bool isEscapedCell(const QString &text)
{
    return text.size() >= 2 && text.front() == u'\'' && (startsFormula(text.at(1)) || text.at(1) == u'\'');
}

} // namespace

QString spreadsheetSafeCell(const QString &text)
{
    if (!text.isEmpty() && (startsFormula(text.front()) || isEscapedCell(text))) {
        return QLatin1Char('\'') + text;
    }
    return text;
}

QString fromSpreadsheetSafeCell(const QString &text)
{
    return isEscapedCell(text) ? text.mid(1) : text;
}

} // namespace rigplan
