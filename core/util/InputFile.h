// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reading a file the user names: "-" is standard input, and nothing is read past a size cap,
// so /dev/zero or a runaway pipe ends in a clear error instead of exhausting memory.

#include "util/Diagnostic.h"

#include <QByteArray>
#include <QString>

class QFile;

namespace rigplan {

// The largest input file RigPlan reads (workloads, quotes, CSV imports, config.json): 64 MiB,
// far above any real one (the shipped catalog's largest CSV is a few kB).
inline constexpr qint64 kMaxInputFileBytes = 64 * 1024 * 1024;

// The most characters a free-text field (a title, a customer, a job name, a quote's notes)
// may hold: 10,000 — a page of text. Longer text is refused by the readers with this limit.
inline constexpr qsizetype kMaxFreeTextChars = 10000;

// What is wrong with free text longer than `maxChars` ("expected at most 10000 characters of
// text, got 10001"), or an empty string when it fits: the one length check of the readers.
QString textTooLong(const QString &text, qsizetype maxChars = kMaxFreeTextChars);

// How a file is read: the most bytes taken from it (counted while reading, since a device or
// a pipe has no size), and whether it must be a regular file. Workloads and CSV files may
// come from a pipe (`plan <(…)`); a logo or the quote-number file may not, so a device, a
// FIFO or a folder named there is refused before a byte is read, and never blocks.
struct InputFileRule {
    qint64 maxBytes = kMaxInputFileBytes;
    bool regularFileOnly = false;
};

// The whole file `path` ("-": standard input), or a diagnostic naming `path`: BadInput when it
// names nothing, a folder, a file of the wrong type, or holds more than `rule.maxBytes`;
// Environment when it is there and cannot be read (permissions, a failing disk).
Result<QByteArray> readInputFile(const QString &path, const InputFileRule &rule = {});

// `path` ("-": standard input) opened in `file` to be read as it arrives (a batch's lines), or
// the diagnostic readInputFile() would give for it. The caller caps what it reads.
Result<void> openInputStream(const QString &path, QFile &file);

// How the user named the file in messages: "standard input" for "-".
QString inputFileName(const QString &path);

} // namespace rigplan
