// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A workload from resources/samples/, its models resolved against a catalog. A sample that
// does not load is a broken fixture: the test stops with the loader's messages.

#include "catalog/Catalog.h"
#include "workload/WorkloadJson.h"

#include <QFile>
#include <QString>

namespace rigplan::testing {

inline Workload loadSampleWorkload(const Catalog &catalog, const QString &name)
{
    QFile file(QStringLiteral(RIGPLAN_SOURCE_DIR "/resources/samples/") + name);
    if (!file.open(QIODevice::ReadOnly)) {
        qFatal("cannot open %s", qPrintable(file.fileName()));
    }
    const Result<Workload> loaded = loadWorkload(file.readAll(), file.fileName(), resolverFor(catalog.models()));
    if (!loaded.ok()) {
        qFatal("%s", qPrintable(diagnosticTexts(loaded.diagnostics()).join(QLatin1Char('\n'))));
    }
    return *loaded;
}

} // namespace rigplan::testing
