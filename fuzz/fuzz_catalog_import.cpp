// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness: a CSV file imported into the catalog (Catalog::importCsvData). One catalog in
// a temporary directory is opened once; every input is imported into it. An import is
// all-or-nothing, so a rejected input leaves it as it was and an accepted one just adds rows.

#include "FuzzSupport.h"

#include "catalog/Catalog.h"

#include <QTemporaryDir>

using namespace rigplan;

namespace {
QTemporaryDir *g_dir = nullptr;
Catalog *g_catalog = nullptr;
} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzz::quietQt();
    fuzz::startApplication(argc, argv);
    g_dir = fuzz::makeScratchDir();
    g_catalog = new Catalog;
    if (!g_dir->isValid() || !g_catalog->open(g_dir->filePath(QStringLiteral("catalog.sqlite")))) {
        fuzz::invariantBroken("cannot open a temporary catalog");
    }
    // The directory is removed when the fuzzer exits normally.
    std::atexit([] {
        delete g_catalog;
        delete g_dir;
    });
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const Result<ImportSummary> r = g_catalog->importCsvData(fuzz::bytes(data, size), QStringLiteral("fuzz.csv"));
    for (const Diagnostic &issue : r.diagnostics()) {
        (void)issue.text();
    }
    // Result asserts this only in debug builds; a refusal without a reason prints nothing.
    if (!r && r.diagnostics().isEmpty()) {
        fuzz::invariantBroken("a refused import carries no diagnostic");
    }
    if (r && r->kind == QLatin1String("models")) {
        (void)g_catalog->models(); // computes parameter counts from what was just imported
    }
    return 0;
}
