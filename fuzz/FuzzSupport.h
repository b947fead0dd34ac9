// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the libFuzzer harnesses in this folder (see fuzz/README.md).

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QTemporaryDir>
#include <QtGlobal>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace rigplan::fuzz {

inline QByteArray bytes(const std::uint8_t *data, std::size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

// Parsers warn through qWarning for some inputs; at hundreds of thousands of inputs a second
// that floods the log and slows the fuzzer. Fatal messages still print and abort (a finding).
inline void quietQt()
{
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &message) {
        if (type == QtFatalMsg) {
            std::fprintf(stderr, "qFatal: %s\n", qPrintable(message));
            std::abort();
        }
    });
}

// Code that loads Qt plugins (the SQLite driver) expects an application object. It is kept
// for the whole run and reachable from QCoreApplication::instance(), so LSan does not count it.
inline void startApplication(int *argc, char ***argv)
{
    if (!QCoreApplication::instance()) {
        new QCoreApplication(*argc, *argv);
    }
}

// A broken invariant (not a crash, but a wrong answer): report it the way libFuzzer saves a
// crash, so the input lands in the artifacts like any other finding.
[[noreturn]] inline void invariantBroken(const char *what)
{
    std::fprintf(stderr, "rigplan fuzz: invariant broken: %s\n", what);
    std::abort();
}

// The harness's scratch folder, kept for the whole run. RIGPLAN_FUZZ_TMP lets a run put it on a
// RAM disk (/dev/shm): SQLite commits are faster there.
inline QTemporaryDir *makeScratchDir()
{
    const QString base = qEnvironmentVariable("RIGPLAN_FUZZ_TMP");
    return base.isEmpty() ? new QTemporaryDir : new QTemporaryDir(base + QStringLiteral("/rigplan-fuzz-XXXXXX"));
}

} // namespace rigplan::fuzz
