// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/Diagnostic.h"

#include <QSqlDatabase>
#include <QString>

#include <functional>

class QSqlError;

namespace rigplan {

// How long BEGIN IMMEDIATE waits for a busy database: each try at most `tryMs` (SQLite's busy
// timeout), all tries together at most `limitMs`. {0, 0}: one try on the busy timeout the
// connection has.
struct LockWait {
    int limitMs = 0;
    int tryMs = 0;
};

// A write transaction as a scope: BEGIN IMMEDIATE on construction, ROLLBACK in the
// destructor unless commit() succeeded. Every early return of a write path then rolls back
// by itself, instead of each path remembering to (qBittorrent's updateDB() does the same
// with try / commit / rollback-and-rethrow).
//
// IMMEDIATE takes the write lock up front, so two writers queue on SQLite's busy timeout
// instead of deadlocking on a lock upgrade. A BEGIN that is still busy when that timeout ends
// is tried again, with a growing pause between tries, until `lockWait.limitMs` have passed in
// all: another process may hold a long write (a large import, a migration) for more than one
// busy timeout.
class WriteTransaction final {
public:
    // Words a failed statement ("BEGIN IMMEDIATE", "COMMIT") for the user; the catalog
    // passes its own, which names the file and tells a lock from a full disk. `waitedMs`:
    // how long the statement waited for another process's lock.
    using ErrorWording = std::function<Diagnostic(const QString &statement, const QSqlError &error, qint64 waitedMs)>;

    explicit WriteTransaction(QSqlDatabase db, ErrorWording wording = {}, LockWait lockWait = {});
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
    Diagnostic describe(const QString &statement, const QSqlError &error, qint64 waitedMs = 0) const;
    // BEGIN IMMEDIATE, tried again while the database is busy and `lockWait` allows.
    void beginImmediate(LockWait lockWait);

    QSqlDatabase m_db;
    ErrorWording m_wording;
    Result<void> m_begun;
    bool m_finished = false;
};

} // namespace rigplan
