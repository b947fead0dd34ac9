// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/InputFile.h"

#include <QCoreApplication>
#include <QFile>

#include <cerrno>
#include <cstdio>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace rigplan {

namespace {

// What a file that is not a regular file is, for "expected a file, got …".
QString fileTypeName(mode_t mode)
{
    if (S_ISDIR(mode)) {
        return QCoreApplication::translate("rigplan::InputFile", "a folder");
    }
    if (S_ISFIFO(mode)) {
        return QCoreApplication::translate("rigplan::InputFile", "a pipe (FIFO)");
    }
    if (S_ISCHR(mode) || S_ISBLK(mode)) {
        return QCoreApplication::translate("rigplan::InputFile", "a device");
    }
    if (S_ISSOCK(mode)) {
        return QCoreApplication::translate("rigplan::InputFile", "a socket");
    }
    return QCoreApplication::translate("rigplan::InputFile", "something that is not a regular file");
}

// `path` opened for reading as `file`, or why not. Opened before its type is checked, and
// checked on the descriptor, so a file swapped between a check and the open changes nothing;
// with `regularFileOnly` opened without blocking, so a FIFO nobody writes cannot hang us.
Result<void> openNamedFile(const QString &path, const InputFileRule &rule, QFile &file)
{
    const QString name = inputFileName(path);
    //: %1 = the reason from the system ("No such file or directory")
    const auto cannotRead = [](int error) {
        return QCoreApplication::translate("rigplan::InputFile", "cannot read the file: %1").arg(qt_error_string(error));
    };
    const int flags = O_RDONLY | O_CLOEXEC | (rule.regularFileOnly ? O_NONBLOCK : 0);
    const int fd = ::open(QFile::encodeName(path).constData(), flags);
    if (fd < 0) {
        const int error = errno;
        // A path that names nothing is the input given; a file that is there and cannot be
        // read (permissions, a failing disk) is the environment (docs/cli.md, exit codes).
        if (error == ENOENT || error == ENOTDIR || error == ENAMETOOLONG || error == ELOOP) {
            return Diagnostic::badInput(name, cannotRead(error));
        }
        return Diagnostic::environment(cannotRead(error), name);
    }
    struct stat status {};
    if (::fstat(fd, &status) != 0) {
        const int error = errno;
        ::close(fd);
        return Diagnostic::environment(cannotRead(error), name);
    }
    if (S_ISDIR(status.st_mode) || (rule.regularFileOnly && !S_ISREG(status.st_mode))) {
        ::close(fd);
        //: %1 = what the path names instead ("a device", "a folder")
        return Diagnostic::badInput(name, QCoreApplication::translate("rigplan::InputFile", "expected a file, got %1")
                                              .arg(fileTypeName(status.st_mode)));
    }
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return Diagnostic::environment(cannotRead(EIO), name);
    }
    return {};
}

} // namespace

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

Result<void> openInputStream(const QString &path, QFile &file)
{
    if (path != QLatin1String("-")) {
        return openNamedFile(path, {}, file);
    }
    if (!file.open(stdin, QIODevice::ReadOnly)) {
        return Diagnostic::badInput(inputFileName(path), QCoreApplication::translate("rigplan::InputFile", "cannot read the file: %1")
                                                             .arg(file.errorString()));
    }
    return {};
}

Result<QByteArray> readInputFile(const QString &path, const InputFileRule &rule)
{
    const QString name = inputFileName(path);
    QFile file;
    if (path == QLatin1String("-")) {
        if (!file.open(stdin, QIODevice::ReadOnly)) {
            return Diagnostic::badInput(name, QCoreApplication::translate("rigplan::InputFile", "cannot read the file: %1")
                                                  .arg(file.errorString()));
        }
    } else if (path.startsWith(QLatin1Char(':'))) {
        // A Qt resource compiled into the program (the shipped validation set): no device, no descriptor.
        file.setFileName(path);
        if (!file.open(QIODevice::ReadOnly)) {
            return Diagnostic::badInput(name, QCoreApplication::translate("rigplan::InputFile", "cannot read the file: %1")
                                                  .arg(file.errorString()));
        }
    } else if (const Result<void> opened = openNamedFile(path, rule, file); !opened) {
        return opened.diagnostics();
    }
    // Read in chunks up to one byte past the cap: a device (/dev/zero) or a pipe has no size.
    QByteArray data;
    char buffer[65536];
    while (data.size() <= rule.maxBytes) {
        const qint64 n = file.read(buffer, qint64(sizeof buffer));
        if (n < 0) {
            // The file was there: reading it failed.
            return Diagnostic::environment(
                QCoreApplication::translate("rigplan::InputFile", "cannot read the file: %1").arg(file.errorString()), name);
        }
        if (n == 0) {
            break;
        }
        data.append(buffer, qsizetype(n));
    }
    if (data.size() > rule.maxBytes) {
        if (rule.maxBytes == kMaxInputFileBytes) {
            //: %1 = the limit in MiB (64)
            return Diagnostic::badInput(
                name, QCoreApplication::translate("rigplan::InputFile", "the file is larger than %1 MiB, the limit for input files")
                          .arg(kMaxInputFileBytes / (1024 * 1024)));
        }
        //: %1 = the limit in bytes for this kind of file (a logo: 2097152)
        return Diagnostic::badInput(
            name, QCoreApplication::translate("rigplan::InputFile", "the file is larger than %1 bytes, the limit for this file")
                      .arg(rule.maxBytes));
    }
    return data;
}

} // namespace rigplan
