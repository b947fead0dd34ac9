// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/InputFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <cstdio>

namespace rigplan {

QString inputFileName(const QString &path)
{
    //: how a file named "-" (read from the pipe) is named in messages
    return path == QLatin1String("-") ? QCoreApplication::translate("rigplan::InputFile", "standard input") : path;
}

QString textTooLong(const QString &text, qsizetype maxChars)
{
    if (text.size() <= maxChars) {
        return QString();
    }
    //: %1 = the most characters allowed, %2 = how many the field has
    return QCoreApplication::translate("rigplan::InputFile", "expected at most %1 characters of text, got %2")
        .arg(maxChars)
        .arg(text.size());
}

Result<QByteArray> readInputFile(const QString &path)
{
    QFile file;
    bool opened = false;
    if (path == QLatin1String("-")) {
        opened = file.open(stdin, QIODevice::ReadOnly);
    } else {
        file.setFileName(path);
        opened = file.open(QIODevice::ReadOnly);
    }
    const QString name = inputFileName(path);
    //: %1 = the reason from the system ("No such file or directory")
    const auto cannotRead = [&] { return QCoreApplication::translate("rigplan::InputFile", "cannot read the file: %1").arg(file.errorString()); };
    if (!opened) {
        // A path that names nothing, or a folder, is the input given; a file that is there and
        // cannot be read (permissions, a failing disk) is the environment (README, exit codes).
        const QFileInfo info(path);
        if (path == QLatin1String("-") || !info.exists() || info.isDir()) {
            return Diagnostic::badInput(name, cannotRead());
        }
        return Diagnostic::environment(cannotRead(), name);
    }
    // Read in chunks up to one byte past the cap: a device (/dev/zero) or a pipe has no size.
    QByteArray data;
    char buffer[65536];
    while (data.size() <= kMaxInputFileBytes) {
        const qint64 n = file.read(buffer, qint64(sizeof buffer));
        if (n < 0) {
            return Diagnostic::environment(cannotRead(), name); // the file was there: reading it failed
        }
        if (n == 0) {
            break;
        }
        data.append(buffer, qsizetype(n));
    }
    if (data.size() > kMaxInputFileBytes) {
        //: %1 = the limit in MiB (64)
        return Diagnostic::badInput(
            name, QCoreApplication::translate("rigplan::InputFile", "the file is larger than %1 MiB, the limit for input files")
                      .arg(kMaxInputFileBytes / (1024 * 1024)));
    }
    return data;
}

} // namespace rigplan
