// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace rigplan {

// A count and its English noun: "1 page", "6 pages", "1 year", "2.5 years". For the text that
// is English only (the CLI's summaries, the explain lines of the economics and the budget);
// translated text counts through trtn() in core and tr(…, n) in the views.
QString countedEnglish(double n, const char *one, const char *many);

} // namespace rigplan
