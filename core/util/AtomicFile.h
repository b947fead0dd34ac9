// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Diagnostic.h"

#include <QByteArray>
#include <QString>

namespace rigplan {

// Replaces `path` with `data` atomically: the bytes go to a new temporary file beside it,
// which is synced and renamed over `path` only after every byte was written. On any error (no
// space, no permission, a missing folder) `path` keeps its previous content, no temporary
// file is left, and the diagnostic says what happened, naming the file. A replaced file keeps
// its permissions; a new one gets 0666 less the umask (as with QSaveFile).
//
// Links are never written through: `path` naming a symbolic link (dangling or not) is refused
// as BadInput, since a link planted in a shared folder would otherwise replace the file it
// points to. The final rename(2) replaces a link planted after that check instead of
// following it. A folder, a device or a FIFO at `path` is refused too.
//
// Why not QSaveFile: it resolves a link at `path` and writes its target, and on Qt 6.4 a
// buffered QSaveFile reports success from commit() even when the final flush hit ENOSPC
// (seen on a full tmpfs; tst_catalog exportOnFullDiskKeepsPreviousFile). Here every write()
// and the fsync() are checked.
//
// Every other failure is an Environment diagnostic: the file named on the command line is
// where the output goes, but what failed is the disk, the folder or a permission.
Result<void> writeFileAtomically(const QString &path, const QByteArray &data);

} // namespace rigplan
