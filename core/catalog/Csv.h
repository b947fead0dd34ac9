#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace rigplan {

// One parsed CSV record with the 1-based physical line it started on, for error messages.
struct CsvRecord {
    int line = 0;
    QStringList fields;
};

struct CsvError {
    int line = 0;   // 1-based
    int column = 0; // 1-based field number; 0 = the whole line
    QString message;
};

// RFC 4180 reader: comma separated, double-quoted fields may hold commas, quotes ("") and
// line breaks; CRLF or LF line ends; a UTF-8 BOM is skipped. Blank lines are ignored.
// Returns the records, or the first syntax error (an unterminated quote, text after a
// closing quote, invalid UTF-8).
struct CsvParseResult {
    std::vector<CsvRecord> records;
    std::optional<CsvError> error;
};
CsvParseResult parseCsv(const QByteArray &data);

// Quotes a field when it needs it, so that parseCsv(writeCsvLine(x)) == x.
QString csvEscape(const QString &field);
QByteArray writeCsvLine(const QStringList &fields);

} // namespace rigplan
