// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/WriteTransaction.h"

#include <QElapsedTimer>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>

#include <algorithm>

namespace rigplan {

namespace {

// SQLITE_BUSY or SQLITE_LOCKED (extended codes included): another connection holds the lock.
bool isBusy(const QSqlError &error)
{
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok) & 0xff;
    return ok && (code == 5 || code == 6);
}

void setBusyTimeout(const QSqlDatabase &db, qint64 ms)
{
    QSqlQuery q(db);
    q.exec(QStringLiteral("PRAGMA busy_timeout = %1").arg(ms));
}

} // namespace

WriteTransaction::WriteTransaction(QSqlDatabase db, ErrorWording wording, LockWait lockWait)
    : m_db(std::move(db))
    , m_wording(std::move(wording))
{
    beginImmediate(lockWait);
}

void WriteTransaction::beginImmediate(LockWait lockWait)
{
    const QString begin = QStringLiteral("BEGIN IMMEDIATE");
    QElapsedTimer waited;
    waited.start();
    int pauseMs = 50;
    bool timeoutChanged = false;
    for (;;) {
        QSqlQuery q(m_db);
        if (q.exec(begin)) {
            break;
        }
        const QSqlError error = q.lastError();
        const qint64 leftMs = lockWait.limitMs - waited.elapsed();
        if (!isBusy(error) || leftMs <= 0 || lockWait.tryMs <= 0) {
            m_begun = describe(begin, error, waited.elapsed());
            break;
        }
        // A growing pause lets the holder finish; the next try waits no longer than what is left.
        QThread::msleep(std::min<qint64>(pauseMs, leftMs));
        pauseMs = std::min(pauseMs * 2, 1000);
        setBusyTimeout(m_db, std::clamp<qint64>(lockWait.limitMs - waited.elapsed(), 1, lockWait.tryMs));
        timeoutChanged = true;
    }
    if (timeoutChanged) {
        setBusyTimeout(m_db, lockWait.tryMs);
    }
}

WriteTransaction::WriteTransaction(Diagnostic refused)
    : m_begun(std::move(refused))
{
}

WriteTransaction::~WriteTransaction()
{
    if (isActive()) {
        QSqlQuery q(m_db);
        q.exec(QStringLiteral("ROLLBACK"));
    }
}

Result<void> WriteTransaction::commit()
{
    if (!isActive()) {
        return m_begun.ok() ? Result<void>(Diagnostic::internal(QStringLiteral("commit of a finished transaction")))
                            : m_begun;
    }
    const QString commitStatement = QStringLiteral("COMMIT");
    QSqlQuery q(m_db);
    if (!q.exec(commitStatement)) {
        return describe(commitStatement, q.lastError()); // still active: the destructor rolls back
    }
    m_finished = true;
    return {};
}

Diagnostic WriteTransaction::describe(const QString &statement, const QSqlError &error, qint64 waitedMs) const
{
    if (m_wording) {
        return m_wording(statement, error, waitedMs);
    }
    const QString detail = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    return Diagnostic::environment(QStringLiteral("%1 failed: %2").arg(statement, detail), m_db.databaseName());
}

} // namespace rigplan
