// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A real full disk for fault tests: a 64 KiB tmpfs mounted for the lifetime of the object
// (needs root, as in CI; a test QSKIPs when mounted() is false) and unmounted after.

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace rigplan::testing {

class SmallDisk {
public:
    explicit SmallDisk(const QString &mountPoint)
        : m_mountPoint(mountPoint)
    {
        m_mounted = QDir().mkpath(mountPoint)
            && QProcess::execute(QStringLiteral("mount"),
                   { QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"), QStringLiteral("size=64k"),
                       QStringLiteral("tmpfs"), mountPoint })
                == 0;
    }
    ~SmallDisk()
    {
        if (m_mounted) {
            QProcess::execute(QStringLiteral("umount"), { m_mountPoint });
        }
    }
    SmallDisk(const SmallDisk &) = delete;
    SmallDisk &operator=(const SmallDisk &) = delete;

    bool mounted() const { return m_mounted; }
    QString filePath(const QString &name) const { return m_mountPoint + QLatin1Char('/') + name; }

    // Writes `content` as `name` (the file a failed write must leave alone).
    bool write(const QString &name, const QByteArray &content) const
    {
        QFile file(filePath(name));
        return file.open(QIODevice::WriteOnly) && file.write(content) == content.size() && file.flush();
    }

    // Takes space with a file named "filler": `maxBytes` of it, or all that is left when negative.
    void fill(qint64 maxBytes = -1) const
    {
        QFile filler(filePath(QStringLiteral("filler")));
        if (!filler.open(QIODevice::WriteOnly)) {
            return;
        }
        const QByteArray block(4096, 'x');
        for (qint64 written = 0;
             (maxBytes < 0 || written < maxBytes) && filler.write(block) == block.size() && filler.flush();
             written += block.size()) { }
    }

    // The files on the disk (a leftover temporary file shows up here).
    QStringList files() const { return QDir(m_mountPoint).entryList(QDir::Files | QDir::Hidden); }

private:
    QString m_mountPoint;
    bool m_mounted = false;
};

} // namespace rigplan::testing
