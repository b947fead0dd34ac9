#include "util/AtomicFile.h"

#include <QSaveFile>

namespace rigplan {

bool writeFileAtomically(const QString &path, const QByteArray &data, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        if (error) {
            *error = QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
        }
        return false;
    }
    qint64 written = 0;
    while (written < data.size()) {
        const qint64 n = file.write(data.constData() + written, data.size() - written);
        if (n <= 0) {
            const QString reason = file.errorString();
            file.cancelWriting();
            if (error) {
                *error = QStringLiteral("cannot write %1: %2 (the previous file, if any, is unchanged)").arg(path, reason);
            }
            return false;
        }
        written += n;
    }
    if (file.error() != QFileDevice::NoError || !file.commit()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        if (error) {
            *error = QStringLiteral("cannot write %1: %2 (the previous file, if any, is unchanged)").arg(path, reason);
        }
        return false;
    }
    return true;
}

} // namespace rigplan
