// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Alt+letter a control's text gives, for the tests that check each letter reaches one control.

#include <QChar>
#include <QString>

namespace rigplan::testing {

// "Quote n&umber:" gives U; a null QChar for none; "&&" is a literal ampersand.
inline QChar mnemonicOf(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) == QLatin1Char('&')) {
            if (text.at(i + 1) != QLatin1Char('&'))
                return text.at(i + 1).toUpper();
            ++i;
        }
    }
    return {};
}

} // namespace rigplan::testing
