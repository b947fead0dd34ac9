// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Runs a built program (rigplan-cli by default) the way a script would and keeps what it said.
// `Display::None` takes every display variable away, QT_QPA_PLATFORM included: `report` must get
// by on its own there. One copy for the CLI tests.

#include <QByteArray>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace rigplan::testing {

struct CliRun {
    int exitCode = -1; // -1: crashed or did not finish
    QByteArray out;
    QByteArray err;
};

enum class Display { Offscreen, None };

inline CliRun runProgram(const QString &program, const QStringList &args, Display display = Display::Offscreen,
                         int timeoutMs = 120000)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (display == Display::Offscreen) {
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    } else {
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    }
    p.setProcessEnvironment(env);
    p.start(program, args);
    p.waitForFinished(timeoutMs);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(), p.readAllStandardError()};
}

inline CliRun runCli(const QStringList &args, Display display = Display::Offscreen)
{
    return runProgram(QStringLiteral(RIGPLAN_CLI_PATH), args, display);
}

// A sample workload shipped in resources/samples/.
inline QString sample(const char *name)
{
    return QStringLiteral(RIGPLAN_SOURCE_DIR "/resources/samples/") + QLatin1String(name);
}

// A file's bytes (empty when it cannot be read): what a command wrote.
inline QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace rigplan::testing
