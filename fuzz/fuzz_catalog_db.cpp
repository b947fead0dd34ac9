// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness: a fuzzed file opened as the catalog (Catalog::open), then read the way the
// planner and the editor read it. Each input is written to a fresh file in a temporary
// directory (RIGPLAN_FUZZ_TMP: a RAM disk) and removed with its -wal / -shm afterwards.
// Seeds: a RigPlan catalog at schema 1 (migrates, then seeds), one at a too-new version, a
// foreign SQLite file, and files that are not databases. A mutated page header or b-tree must
// be refused as a damaged catalog (an Environment diagnostic), never crash or be misread.

#include "FuzzSupport.h"

#include "catalog/Catalog.h"

#include <QFile>
#include <QTemporaryDir>

using namespace rigplan;

namespace {
QTemporaryDir *g_dir = nullptr;
} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    fuzz::quietQt();
    fuzz::startApplication(argc, argv);
    g_dir = fuzz::makeScratchDir();
    if (!g_dir->isValid()) {
        fuzz::invariantBroken("cannot make a temporary directory");
    }
    std::atexit([] { delete g_dir; });
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString path = g_dir->filePath(QStringLiteral("fuzzed.sqlite"));
    {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
            || file.write(fuzz::bytes(data, size)) != qint64(size)) {
            fuzz::invariantBroken("cannot write the input file");
        }
    }
    {
        Catalog catalog;
        // Short: a fuzzed file holds no lock, so a wait would only slow the run.
        catalog.setLockWait(10);
        const Result<void> opened = catalog.open(path);
        if (!opened) {
            // Refusing a file is the catalog's (or the build's) failure, never the caller's input.
            if (opened.diagnostic().kind == Diagnostic::Kind::BadInput || opened.diagnostic().message.isEmpty()) {
                fuzz::invariantBroken("a refused catalog file is not an Environment diagnostic with a message");
            }
        } else {
            for (const TableDef &t : catalogTables()) {
                const auto rows = catalog.rows(t.kind);
                if (!rows && rows.diagnostic().message.isEmpty()) {
                    fuzz::invariantBroken("a failed read has no message");
                }
            }
            (void)catalog.snapshot(QStringLiteral("USD"));
            (void)catalog.readModels();
            (void)catalog.price(QStringLiteral("gpu"), QStringLiteral("rtx-4090"), QStringLiteral("CNY"));
        }
    }
    for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral("-journal")}) {
        QFile::remove(path + suffix);
    }
    return 0;
}
