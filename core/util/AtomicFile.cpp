// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/AtomicFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <algorithm>
#include <optional>
#include <cerrno>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace rigplan {

namespace {

// The messages name the file in their own words ("cannot write PATH: …"), so a diagnostic's
// `file` stays empty and text() prints them as they are.
Diagnostic cannotWrite(const QString &path, const QString &reason)
{
    //: %1 = the file, %2 = the reason from the system ("No space left on device")
    return Diagnostic::environment(QCoreApplication::translate("rigplan::AtomicFile", "cannot write %1: %2").arg(path, reason));
}

Diagnostic failedWriting(const QString &path, int error)
{
    //: %1 = the file, %2 = the reason from the system ("No space left on device")
    return Diagnostic::environment(
        QCoreApplication::translate("rigplan::AtomicFile", "cannot write %1: %2 (the previous file, if any, is unchanged)")
            .arg(path, qt_error_string(error)));
}

// What is at `path` now, checked without following a link: nothing (ok, `replaced` false), a
// regular file (ok, `replaced` holds its status), or a refusal.
Result<void> checkTarget(const QString &path, const QByteArray &native, std::optional<struct stat> &replaced)
{
    struct stat status {};
    if (::lstat(native.constData(), &status) != 0) {
        if (errno == ENOENT) {
            return {};
        }
        return cannotWrite(path, qt_error_string(errno)); // a missing folder, a file used as a folder, no permission
    }
    if (S_ISLNK(status.st_mode)) {
        // Written through, a link planted in a shared folder would replace the file it points
        // to; a dangling one would create a file elsewhere. The path given is the problem.
        //: %1 = the output file the user named
        return Diagnostic::badInput(QString(), QCoreApplication::translate("rigplan::AtomicFile", "%1 is a symbolic link; RigPlan "
                                                                           "does not write through links — name the file itself")
                                                   .arg(path));
    }
    if (S_ISDIR(status.st_mode)) {
        return cannotWrite(path, QCoreApplication::translate("rigplan::AtomicFile", "it is a folder"));
    }
    if (!S_ISREG(status.st_mode)) {
        // Replacing a device or a FIFO by a file (root may) would break what uses it.
        return cannotWrite(path, QCoreApplication::translate("rigplan::AtomicFile", "it is a device or a pipe, not a regular file"));
    }
    // As QSaveFile: a file the user may not write is not replaced, though its folder would allow it.
    if (::access(native.constData(), W_OK) != 0) {
        return cannotWrite(path, qt_error_string(errno));
    }
    replaced = status;
    return {};
}

// A new temporary file beside the target, named after it ("quote.pdf.rp1a2b3c4d"): created
// exclusively and without following links, so nothing planted there is opened instead.
int createTemporaryBeside(const QByteArray &native, QByteArray &temporary)
{
    for (int attempt = 0; attempt < 100; ++attempt) {
        temporary = native + ".rp" + QByteArray::number(QRandomGenerator::global()->generate(), 16);
        // 0666 less the umask, as QSaveFile makes a new file.
        const int fd = ::open(temporary.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
        if (fd >= 0 || errno != EEXIST) {
            return fd;
        }
    }
    errno = EEXIST;
    return -1;
}

// Every byte of `data` to `fd` and on the disk; false with errno set.
bool writeAndSync(int fd, const QByteArray &data)
{
    qsizetype written = 0;
    while (written < data.size()) {
        const qsizetype chunk = std::min<qsizetype>(data.size() - written, qsizetype(1) << 30);
        const ssize_t n = ::write(fd, data.constData() + written, std::size_t(chunk));
        if (n < 0 && errno == EINTR) {
            continue;
        }
        if (n <= 0) {
            if (n == 0) {
                errno = ENOSPC;
            }
            return false;
        }
        written += n;
    }
    return ::fsync(fd) == 0;
}

} // namespace

Result<void> writeFileAtomically(const QString &path, const QByteArray &data)
{
    const QByteArray native = QFile::encodeName(path);
    std::optional<struct stat> replaced;
    if (Result<void> target = checkTarget(path, native, replaced); !target) {
        return target;
    }
    QByteArray temporary;
    const int fd = createTemporaryBeside(native, temporary);
    if (fd < 0) {
        return failedWriting(path, errno);
    }
    if (replaced) {
        ::fchmod(fd, replaced->st_mode & 07777); // a replaced file keeps its permissions, as with QSaveFile
    }
    const bool written = writeAndSync(fd, data);
    const int writeError = errno;
    const bool closed = ::close(fd) == 0;
    const int closeError = errno;
    // rename(2) replaces whatever is at `path` by then — a link planted since the check
    // included — and never writes through it.
    if (!written || !closed || ::rename(temporary.constData(), native.constData()) != 0) {
        const int error = !written ? writeError : !closed ? closeError : errno;
        ::unlink(temporary.constData());
        return failedWriting(path, error);
    }
    // The new name on the disk too; a failure here loses nothing that was there before.
    const QByteArray folder = QFile::encodeName(QFileInfo(path).absolutePath());
    if (const int dir = ::open(folder.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC); dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
    return {};
}

} // namespace rigplan
