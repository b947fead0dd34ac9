// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/Tr.h"

#include <QCoreApplication>

namespace rigplan {

std::string trc(const char *context, const char *sourceText)
{
    return QCoreApplication::translate(context, sourceText).toStdString();
}

} // namespace rigplan
