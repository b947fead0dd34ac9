// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/WriteTransaction.h"

#include <QSqlError>
#include <QSqlQuery>

namespace rigplan {

WriteTransaction::WriteTransaction(QSqlDatabase db, ErrorWording wording)
    : m_db(std::move(db))
    , m_wording(std::move(wording))
{
    const QString begin = QStringLiteral("BEGIN IMMEDIATE");
    QSqlQuery q(m_db);
    if (!q.exec(begin)) {
        m_begun = describe(begin, q.lastError());
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

Diagnostic WriteTransaction::describe(const QString &statement, const QSqlError &error) const
{
    if (m_wording) {
        return m_wording(statement, error);
    }
    const QString detail = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    return Diagnostic::environment(QStringLiteral("%1 failed: %2").arg(statement, detail), m_db.databaseName());
}

} // namespace rigplan
