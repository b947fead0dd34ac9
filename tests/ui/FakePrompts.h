// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A Prompts implementation for offscreen tests: file dialogs return the next queued answer,
// questions return the queued button (else the default), errors and information are recorded.
// Installed for the lifetime of the object.

#include "Prompts.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace rigplan::testing {

class FakePrompts final : public Prompts {
public:
    FakePrompts() { Prompts::install(this); }
    ~FakePrompts() override { Prompts::install(nullptr); }
    FakePrompts(const FakePrompts &) = delete;
    FakePrompts &operator=(const FakePrompts &) = delete;

    struct Message {
        QString title, text, details;
    };

    QString nextOpenFile;
    QString nextSaveFile;
    QString nextDirectory;
    QList<QMessageBox::StandardButton> nextAnswers; // consumed in order; empty = the default button
    QList<Message> errors;
    QStringList questions;
    QStringList informations;
    int openCalls = 0;
    int saveCalls = 0;
    int directoryCalls = 0;

    QString openFileName(QWidget *, const QString &, const QString &, const QString &) override
    {
        ++openCalls;
        return nextOpenFile;
    }
    QString saveFileName(QWidget *, const QString &, const QString &, const QString &) override
    {
        ++saveCalls;
        return nextSaveFile;
    }
    QString existingDirectory(QWidget *, const QString &, const QString &) override
    {
        ++directoryCalls;
        return nextDirectory;
    }
    QMessageBox::StandardButton question(QWidget *, const QString &, const QString &text, QMessageBox::StandardButtons,
                                         QMessageBox::StandardButton defaultButton) override
    {
        questions.append(text);
        return nextAnswers.isEmpty() ? defaultButton : nextAnswers.takeFirst();
    }
    void error(QWidget *, const QString &title, const QString &text, const QString &details) override
    {
        errors.append({title, text, details});
    }
    void information(QWidget *, const QString &, const QString &text) override { informations.append(text); }
};

} // namespace rigplan::testing
