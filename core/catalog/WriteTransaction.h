// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Diagnostic.h"

#include <QSqlDatabase>
#include <QString>

#include <functional>

class QSqlError;

namespace rigplan {

// A write transaction as a scope: BEGIN IMMEDIATE on construction, ROLLBACK in the
// destructor unless commit() succeeded. Every early return of a write path then rolls back
// by itself, instead of each path remembering to (qBittorrent's updateDB() does the same
// with try / commit / rollback-and-rethrow).
//
// IMMEDIATE takes the write lock up front, so two writers queue on SQLite's busy timeout
// instead of deadlocking on a lock upgrade.
class WriteTransaction final {
public:
    // Words a failed statement ("BEGIN IMMEDIATE", "COMMIT") for the user; the catalog
    // passes its own, which names the file and tells a lock from a full disk.
    using ErrorWording = std::function<Diagnostic(const QString &statement, const QSqlError &error)>;

    explicit WriteTransaction(QSqlDatabase db, ErrorWording wording = {});
    // A transaction refused before it began (a read-only catalog): begun() carries why.
    explicit WriteTransaction(Diagnostic refused);
    ~WriteTransaction();
    WriteTransaction(const WriteTransaction &) = delete;
    WriteTransaction &operator=(const WriteTransaction &) = delete;
    WriteTransaction(WriteTransaction &&) = delete;
    WriteTransaction &operator=(WriteTransaction &&) = delete;

    // Whether BEGIN IMMEDIATE succeeded, and if not, why.
    const Result<void> &begun() const { return m_begun; }
    // Begun and neither committed nor rolled back yet.
    bool isActive() const { return m_begun.ok() && !m_finished; }
    // COMMIT. On failure the destructor still rolls back what was written.
    Result<void> commit();

private:
    Diagnostic describe(const QString &statement, const QSqlError &error) const;

    QSqlDatabase m_db;
    ErrorWording m_wording;
    Result<void> m_begun;
    bool m_finished = false;
};

} // namespace rigplan
