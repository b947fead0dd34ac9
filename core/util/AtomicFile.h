// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Diagnostic.h"

#include <QByteArray>
#include <QString>

namespace rigplan {

// Replaces `path` with `data` atomically: the bytes go to a temporary file beside it, which
// is renamed over `path` only after every byte was written. On any error (no space, no
// permission, a missing folder) `path` keeps its previous content, no temporary file is left,
// and the diagnostic says what happened, naming the file.
//
// Why not plain QSaveFile: on Qt 6.4 a buffered QSaveFile reports success from commit() even
// when the final flush hit ENOSPC, replacing the previous file with a truncated one (seen on
// a full tmpfs; tst_catalog exportOnFullDiskKeepsPreviousFile). Unbuffered writes report the
// short write at once, and the save is cancelled.
//
// A failure is an Environment diagnostic: the file named on the command line is where the
// output goes, but what failed is the disk, the folder or a permission.
Result<void> writeFileAtomically(const QString &path, const QByteArray &data);

} // namespace rigplan
