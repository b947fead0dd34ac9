// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonValue>
#include <QString>

namespace rigplan {

// How a JSON value reads in an error message: numbers and strings as written ("-5",
// "\"fast\""), containers by kind ("an array"), so "expected …, got <this>" names what the
// user actually wrote.
QString describeJsonValue(const QJsonValue &value);

} // namespace rigplan
