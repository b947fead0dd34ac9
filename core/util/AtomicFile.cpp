// SPDX-License-Identifier: GPL-3.0-or-later
#include "util/AtomicFile.h"

#include <QSaveFile>

namespace rigplan {

Result<void> writeFileAtomically(const QString &path, const QByteArray &data)
{
    // The messages name the file in their own words ("cannot write PATH: …"), so `file`
    // stays empty and text() prints them as they are.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        return Diagnostic::environment(QStringLiteral("cannot write %1: %2").arg(path, file.errorString()));
    }
    qint64 written = 0;
    while (written < data.size()) {
        const qint64 n = file.write(data.constData() + written, data.size() - written);
        if (n <= 0) {
            const QString reason = file.errorString();
            file.cancelWriting();
            return Diagnostic::environment(
                QStringLiteral("cannot write %1: %2 (the previous file, if any, is unchanged)").arg(path, reason));
        }
        written += n;
    }
    if (file.error() != QFileDevice::NoError || !file.commit()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return Diagnostic::environment(
            QStringLiteral("cannot write %1: %2 (the previous file, if any, is unchanged)").arg(path, reason));
    }
    return {};
}

} // namespace rigplan
