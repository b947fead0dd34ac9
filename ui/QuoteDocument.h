// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The open quote: its content, file, modified state, the recent-files list, and the autosave
// that lets a crashed session be recovered. The main window shows it; the logic lives here so
// the tests can drive it without a window.
//
// Autosave: while a quote has unsaved changes, it is written (atomically) every interval to
// <autosave dir>/<session id>.rigplan.json, with the original file path in a ".origin" file
// beside it. A clean save or close removes both. Each session holds a QLockFile on its own
// autosave, so at start-up an autosave whose lock is stale (its process is gone) is a crashed
// session's work, while another running instance's autosave is left alone.

#include "model/ModelCsv.h"
#include "quote/Quote.h"

#include <QLockFile>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <memory>

namespace rigplan {

class QuoteDocument final : public QObject {
    Q_OBJECT
public:
    static constexpr int kMaxRecentFiles = 8;
    static constexpr int kDefaultAutosaveMs = 30'000;

    // `autosaveDir` empty = <AppDataLocation>/autosave.
    explicit QuoteDocument(const QString &autosaveDir = {}, QObject *parent = nullptr);
    ~QuoteDocument() override;
    Q_DISABLE_COPY_MOVE(QuoteDocument)

    const Quote &quote() const { return m_quote; }
    // A user edit: replaces the content and marks the document modified (when it differs).
    void edit(const Quote &quote);
    // Starts a new, unsaved quote (not modified until edited).
    void reset(const Quote &quote, bool modified = false);

    QString filePath() const { return m_filePath; }
    bool isModified() const { return m_modified; }
    // The file name, or "Untitled quote", for the window title.
    QString displayName() const;

    // Opens a quote or workload file. On failure: every problem the reader found (each naming
    // the file and the field); the current document is unchanged.
    Result<void> open(const QString &path, const ModelResolver &resolve, const QStringList &knownModelIds);
    // Saves atomically to `path` (the current file when empty). On failure the document stays
    // modified and the diagnostic names the file and the reason.
    Result<void> save(const QString &path);

    // Recent files, newest first (QSettings "quote/recent"), existing files only.
    static QStringList recentFiles();
    static void addRecentFile(const QString &path);
    // false: open() and save() leave the recent files alone (a --screenshot run).
    void setRemembersRecentFiles(bool remember) { m_remembersRecentFiles = remember; }
    bool remembersRecentFiles() const { return m_remembersRecentFiles; }

    void setAutosaveInterval(int ms);
    QString autosaveDirectory() const { return m_autosaveDir; }
    QString autosavePath() const;
    // Writes the autosave now when modified; removes it when not. The write's diagnostic on failure.
    Result<void> autosaveNow();
    void discardAutosave();

    struct Recovery {
        QString autosavePath;
        QString originalPath; // empty for a quote that was never saved
    };
    // Autosaves of sessions that ended without a clean close (their lock is stale), oldest first.
    static std::vector<Recovery> pendingRecoveries(const QString &autosaveDir = {});
    // Loads a recovery into this document as modified (its original path kept), then deletes
    // the recovered files.
    Result<void> recover(const Recovery &recovery, const ModelResolver &resolve, const QStringList &knownModelIds);
    static void discardRecovery(const Recovery &recovery);

Q_SIGNALS:
    void modifiedChanged(bool modified);
    void filePathChanged(const QString &path);
    void autosaveFailed(const QString &error);

private:
    void setModified(bool modified);
    void setFilePath(const QString &path);

    Quote m_quote;
    QString m_filePath;
    bool m_modified = false;
    bool m_remembersRecentFiles = true;
    QString m_autosaveDir;
    QString m_sessionId;
    std::unique_ptr<QLockFile> m_lock;
    QTimer m_autosaveTimer;
};

} // namespace rigplan
