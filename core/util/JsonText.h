// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Diagnostic.h"

#include <QByteArray>
#include <QJsonValue>
#include <QString>

namespace rigplan {

// How a JSON value reads in an error message: numbers and strings as written ("-5",
// "\"fast\""), containers by kind ("an array"), so "expected …, got <this>" names what the
// user actually wrote.
QString describeJsonValue(const QJsonValue &value);

// What QJsonDocument lets through but no reader of a user file may: a key twice in one object
// (Qt keeps one of them silently, so the file says two things), a NUL — a raw 0x00 byte
// anywhere, or an escaped \u0000 inside a string, since no field can hold one — and a lone
// UTF-16 surrogate escape ("\ud800" without its pair). The first one in the file is returned
// as a BadInput diagnostic with its line, column (characters) and JSON path
// ("jobs[1].model"). A syntax error ends the scan without a diagnostic: the JSON parser
// reports it. One pass, linear in the size of the file. Every reader of a user's JSON file
// runs it before QJsonDocument::fromJson().
Result<void> checkStrictJson(const QByteArray &data, const QString &fileName);

} // namespace rigplan
