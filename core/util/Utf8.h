// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <string>

namespace rigplan {

// Engine text (UTF-8 std::string) as a QString.
inline QString qs(const std::string &utf8)
{
    return QString::fromStdString(utf8);
}

} // namespace rigplan
