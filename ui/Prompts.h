// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The seam between the views and modal dialogs: every file dialog and message box goes through
// Prompts::instance(), so the offscreen GUI tests can answer them (see tests/ui/FakePrompts.h)
// instead of blocking on a dialog nobody can click.

#include <QMessageBox>
#include <QString>

class QWidget;

namespace rigplan {

class Prompts {
public:
    virtual ~Prompts() = default;

    // Empty string = cancelled.
    virtual QString openFileName(QWidget *parent, const QString &caption, const QString &directory,
                                 const QString &filter) = 0;
    virtual QString saveFileName(QWidget *parent, const QString &caption, const QString &suggestedPath,
                                 const QString &filter) = 0;
    // A folder to write into (created by the caller when it does not exist yet).
    virtual QString existingDirectory(QWidget *parent, const QString &caption, const QString &directory) = 0;
    // A question with the given buttons; returns the button chosen.
    virtual QMessageBox::StandardButton question(QWidget *parent, const QString &title, const QString &text,
                                                 QMessageBox::StandardButtons buttons,
                                                 QMessageBox::StandardButton defaultButton) = 0;
    // An error the user must acknowledge (`details` may hold one problem per line).
    virtual void error(QWidget *parent, const QString &title, const QString &text, const QString &details = {}) = 0;
    virtual void information(QWidget *parent, const QString &title, const QString &text) = 0;

    // The current implementation: real dialogs unless a test installed another.
    static Prompts &instance();
    // Installs `prompts` (not owned; nullptr restores the dialogs).
    static void install(Prompts *prompts);
    // For runs nobody can answer (--screenshot): errors and information go to stderr, questions
    // take "Discard"/"No" (nothing is saved or overwritten), file dialogs are cancelled.
    static void installNonInteractive();
};

} // namespace rigplan
