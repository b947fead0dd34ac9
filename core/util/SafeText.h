// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Text from a file (titles, customer and job names, catalog names) must not act on the device
// that shows it: an ESC sequence in a job name can retitle or clear a terminal, a U+202E
// (right-to-left override) in a customer name prints the rest of the line backwards in a PDF.

#include <QByteArray>
#include <QString>

namespace rigplan {

// Is `c` one of the bidirectional embedding, override or isolate controls (U+202A–U+202E,
// U+2066–U+2069)? Marks (U+200E/U+200F) are left alone: they reorder nothing around them.
bool isBidiControl(char16_t c);

// For a terminal or a plain-text table: every C0 control but the line break (a tab too: it
// breaks the column alignment), DEL and every C1 control become U+FFFD, as do the bidi
// controls; all other text is unchanged.
QString terminalSafe(const QString &text);

// For a document (the PDF): the bidi controls are removed and the C0/C1 controls but the line
// break and tab become U+FFFD, so the text reads in the order it was typed.
QString documentSafe(const QString &text);

// For JSON text as QJsonDocument::toJson writes it (UTF-8; C0 controls already escaped): every
// C1 control and bidi control becomes its \uXXXX escape, so the value is kept but a terminal or
// an editor showing the JSON is not acted on. They can only occur inside strings, where the
// escape is the same character to every JSON reader.
QByteArray jsonSafe(const QByteArray &json);

} // namespace rigplan
