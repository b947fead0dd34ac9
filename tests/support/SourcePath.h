// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Files of the source tree (samples, fixtures, the seed) by their path from the top folder.
// RIGPLAN_SOURCE_DIR is defined for every test by tests/CMakeLists.txt.

#include <QString>

namespace rigplan::testing {

inline QString sourcePath(const QString &relative)
{
    return QStringLiteral(RIGPLAN_SOURCE_DIR "/") + relative;
}

} // namespace rigplan::testing
