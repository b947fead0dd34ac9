// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The report's HTML pieces, shared by its sections (client and internal editions, the lab
// manager's view, the software stack).

#include <QString>

namespace rigplan::reporthtml {

// Every user and catalog string passes here: escaped, and without the bidi overrides that would
// print it (and the rest of its line) backwards.
QString esc(const QString &text);

// <hN>, escaped; `newPage` starts it on a new page.
QString heading(int level, const QString &text, bool newPage = false);

// <p>, escaped, with an optional CSS class ("small", "note").
QString paragraph(const QString &text, const QString &cssClass = {});

// The report's HTML with every figure kept on one line with its unit: a no-break space between
// the number and the unit ("12.5 tokens/s", "256 GiB"), and a word joiner after the slash of a
// rate ("tokens/s", "GB/s"), where Qt's line breaking would otherwise break ("tokens/" | "s").
// Only text between tags changes; both marks print as nothing more than the space and the slash
// they stand beside, and PDF text extraction reads them as such.
QString keepUnitsTogether(const QString &html);

} // namespace rigplan::reporthtml
