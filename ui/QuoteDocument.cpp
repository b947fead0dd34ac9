// SPDX-License-Identifier: GPL-3.0-or-later
#include "QuoteDocument.h"

#include "util/AtomicFile.h"
#include "util/InputFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>

namespace rigplan {
namespace {

const QString kRecentKey = QStringLiteral("quote/recent");
const QString kAutosaveSuffix = QStringLiteral(".rigplan.json");

QString defaultAutosaveDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave");
}

QString originPathOf(const QString &autosavePath)
{
    return autosavePath + QStringLiteral(".origin");
}

QString lockPathOf(const QString &autosavePath)
{
    return autosavePath + QStringLiteral(".lock");
}

} // namespace

QuoteDocument::QuoteDocument(const QString &autosaveDir, QObject *parent)
    : QObject(parent)
    , m_autosaveDir(autosaveDir.isEmpty() ? defaultAutosaveDir() : autosaveDir)
    , m_sessionId(QUuid::createUuid().toString(QUuid::WithoutBraces))
{
    QDir().mkpath(m_autosaveDir);
    m_lock = std::make_unique<QLockFile>(lockPathOf(autosavePath()));
    m_lock->setStaleLockTime(0); // a lock is stale only when its process is gone
    m_lock->tryLock(0);
    m_autosaveTimer.setInterval(kDefaultAutosaveMs);
    connect(&m_autosaveTimer, &QTimer::timeout, this, [this] {
        if (const Result<void> saved = autosaveNow(); !saved) {
            Q_EMIT autosaveFailed(saved.diagnostic().text());
        }
    });
    m_autosaveTimer.start();
}

QuoteDocument::~QuoteDocument()
{
    // A clean close: nothing to recover (the window asked about unsaved changes before).
    discardAutosave();
    m_lock.reset();
    QFile::remove(lockPathOf(autosavePath()));
}

void QuoteDocument::edit(const Quote &quote)
{
    if (quote == m_quote) {
        return;
    }
    m_quote = quote;
    setModified(true);
}

void QuoteDocument::reset(const Quote &quote, bool modified)
{
    m_quote = quote;
    setFilePath(QString());
    setModified(modified);
    if (!modified) {
        discardAutosave();
    }
}

QString QuoteDocument::displayName() const
{
    return m_filePath.isEmpty() ? tr("Untitled quote") : QFileInfo(m_filePath).fileName();
}

Result<void> QuoteDocument::open(const QString &path, const ModelResolver &resolve, const QStringList &knownModelIds)
{
    const Result<LoadedQuote> loaded = loadQuoteFile(path, resolve, knownModelIds);
    if (!loaded.ok()) {
        return loaded.diagnostics();
    }
    m_quote = loaded->quote;
    // A plain workload file is opened as a new quote around it: saving asks for a quote file name.
    setFilePath(loaded->wasWorkloadFile ? QString() : QFileInfo(path).absoluteFilePath());
    setModified(false);
    discardAutosave();
    if (m_remembersRecentFiles) {
        addRecentFile(QFileInfo(path).absoluteFilePath());
    }
    return {};
}

Result<void> QuoteDocument::save(const QString &path)
{
    const QString target = path.isEmpty() ? m_filePath : path;
    if (target.isEmpty()) {
        return Diagnostic::internal(tr("The quote has no file name yet.")); // the window asks for one first
    }
    if (Result<void> saved = saveQuoteFile(m_quote, target); !saved) {
        return saved;
    }
    setFilePath(QFileInfo(target).absoluteFilePath());
    setModified(false);
    discardAutosave();
    if (m_remembersRecentFiles) {
        addRecentFile(m_filePath);
    }
    return {};
}

QStringList QuoteDocument::recentFiles()
{
    QStringList files = QSettings().value(kRecentKey).toStringList();
    files.erase(std::remove_if(files.begin(), files.end(), [](const QString &f) { return !QFileInfo::exists(f); }),
                files.end());
    return files;
}

void QuoteDocument::addRecentFile(const QString &path)
{
    QSettings settings;
    QStringList files = settings.value(kRecentKey).toStringList();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > kMaxRecentFiles) {
        files.removeLast();
    }
    settings.setValue(kRecentKey, files);
}

void QuoteDocument::setAutosaveInterval(int ms)
{
    m_autosaveTimer.setInterval(ms);
}

QString QuoteDocument::autosavePath() const
{
    return m_autosaveDir + QLatin1Char('/') + m_sessionId + kAutosaveSuffix;
}

Result<void> QuoteDocument::autosaveNow()
{
    if (!m_modified) {
        discardAutosave();
        return {};
    }
    if (Result<void> saved = writeFileAtomically(autosavePath(), saveQuote(m_quote)); !saved) {
        return saved;
    }
    return writeFileAtomically(originPathOf(autosavePath()), m_filePath.toUtf8());
}

void QuoteDocument::discardAutosave()
{
    QFile::remove(autosavePath());
    QFile::remove(originPathOf(autosavePath()));
}

std::vector<QuoteDocument::Recovery> QuoteDocument::pendingRecoveries(const QString &autosaveDir)
{
    const QDir dir(autosaveDir.isEmpty() ? defaultAutosaveDir() : autosaveDir);
    std::vector<Recovery> found;
    const QFileInfoList files =
        dir.entryInfoList({QStringLiteral("*") + kAutosaveSuffix}, QDir::Files, QDir::Time | QDir::Reversed);
    for (const QFileInfo &file : files) {
        // A live session holds its lock; tryLock succeeds only on a missing or stale lock.
        QLockFile lock(lockPathOf(file.absoluteFilePath()));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0)) {
            continue;
        }
        lock.unlock();
        Recovery recovery;
        recovery.autosavePath = file.absoluteFilePath();
        // A path, so a few kB at most; capped like every file read.
        if (const Result<QByteArray> origin = readInputFile(originPathOf(recovery.autosavePath),
                                                            {.maxBytes = 64 * 1024, .regularFileOnly = true})) {
            recovery.originalPath = QString::fromUtf8(*origin);
        }
        found.push_back(recovery);
    }
    return found;
}

Result<void> QuoteDocument::recover(const Recovery &recovery, const ModelResolver &resolve,
                                    const QStringList &knownModelIds)
{
    const Result<LoadedQuote> loaded = loadQuoteFile(recovery.autosavePath, resolve, knownModelIds);
    if (!loaded.ok()) {
        return loaded.diagnostics();
    }
    m_quote = loaded->quote;
    setFilePath(recovery.originalPath);
    setModified(true);
    discardRecovery(recovery);
    autosaveNow(); // the recovered work is now this session's autosave (a failure shows at the next tick)
    return {};
}

void QuoteDocument::discardRecovery(const Recovery &recovery)
{
    QFile::remove(recovery.autosavePath);
    QFile::remove(originPathOf(recovery.autosavePath));
    QFile::remove(lockPathOf(recovery.autosavePath));
}

void QuoteDocument::setModified(bool modified)
{
    if (m_modified == modified) {
        return;
    }
    m_modified = modified;
    Q_EMIT modifiedChanged(modified);
}

void QuoteDocument::setFilePath(const QString &path)
{
    if (m_filePath == path) {
        return;
    }
    m_filePath = path;
    Q_EMIT filePathChanged(path);
}

} // namespace rigplan
