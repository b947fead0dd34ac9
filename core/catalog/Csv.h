// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Diagnostic.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <vector>

namespace rigplan {

// One parsed CSV record with the 1-based physical line it started on, for error messages.
struct CsvRecord {
    int line = 0;
    QStringList fields;
};

// RFC 4180 reader: comma separated, double-quoted fields may hold commas, quotes ("") and
// line breaks; CRLF or LF line ends; a UTF-8 BOM is skipped. Blank lines are ignored.
// Returns the records, or the first syntax error (an unterminated quote, text after a
// closing quote, invalid UTF-8) as a BadInput diagnostic in `fileName` at its 1-based line
// and field number (column 0 = the whole line).
Result<std::vector<CsvRecord>> parseCsv(const QByteArray &data, const QString &fileName = {});

// Quotes a field when it needs it, so that parseCsv(writeCsvLine(x)) == x.
QString csvEscape(const QString &field);
QByteArray writeCsvLine(const QStringList &fields);

// Spreadsheets run a cell that starts with = + - @ (or a tab or carriage return) as a formula
// (=HYPERLINK(…) in a part name). As OWASP's CSV-injection guidance says, an exported text
// cell that starts so gets a leading apostrophe, which spreadsheets show as text. So that the
// escape can be undone exactly, a cell that already starts with an apostrophe followed by one
// of those characters or by another apostrophe is prefixed too; the import removes one
// apostrophe from exactly such cells: fromSpreadsheetSafeCell(spreadsheetSafeCell(x)) == x.
QString spreadsheetSafeCell(const QString &text);
QString fromSpreadsheetSafeCell(const QString &text);

} // namespace rigplan
