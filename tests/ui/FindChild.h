// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The widget a test drives, by object name; a missing one stops the test with its name (a
// renamed widget is a broken test, not a null pointer to dereference).

#include <QWidget>

namespace rigplan::testing {

template <typename T> T *child(const QWidget *root, const char *name)
{
    T *w = root->findChild<T *>(QLatin1String(name));
    if (!w) {
        qFatal("no %s named %s", T::staticMetaObject.className(), name);
    }
    return w;
}

} // namespace rigplan::testing
