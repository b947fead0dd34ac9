// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// QVERIFY_OK(expr): the Result `expr` holds a value, else the test fails with its diagnostics.
// QVERIFY2 evaluates its message every time, so a message asking an ok Result for its
// diagnostic would read past an empty list; this asks only on failure.

#include "util/Diagnostic.h"

#include <QByteArray>
#include <QTest>

namespace rigplan::testing {

template<class R>
QByteArray whyNot(const R &result)
{
    return diagnosticTexts(result.diagnostics()).join(QLatin1Char('\n')).toUtf8();
}

} // namespace rigplan::testing

#define QVERIFY_OK(expr)                                                                                     \
    do {                                                                                                     \
        const auto &rigplanResult_ = (expr);                                                                 \
        QVERIFY2(rigplanResult_.ok(), rigplan::testing::whyNot(rigplanResult_).constData());                 \
    } while (false)
