// SPDX-License-Identifier: GPL-3.0-or-later
#include "Prompts.h"

#include <QFileDialog>
#include <QTextStream>

namespace rigplan {
namespace {

class DialogPrompts final : public Prompts {
public:
    QString openFileName(QWidget *parent, const QString &caption, const QString &directory,
                         const QString &filter) override
    {
        return QFileDialog::getOpenFileName(parent, caption, directory, filter);
    }
    QString saveFileName(QWidget *parent, const QString &caption, const QString &suggestedPath,
                         const QString &filter) override
    {
        return QFileDialog::getSaveFileName(parent, caption, suggestedPath, filter);
    }
    QString existingDirectory(QWidget *parent, const QString &caption, const QString &directory) override
    {
        return QFileDialog::getExistingDirectory(parent, caption, directory);
    }
    QMessageBox::StandardButton question(QWidget *parent, const QString &title, const QString &text,
                                         QMessageBox::StandardButtons buttons,
                                         QMessageBox::StandardButton defaultButton) override
    {
        return QMessageBox::question(parent, title, text, buttons, defaultButton);
    }
    void error(QWidget *parent, const QString &title, const QString &text, const QString &details) override
    {
        QMessageBox box(QMessageBox::Critical, title, text, QMessageBox::Ok, parent);
        box.setDetailedText(details);
        box.exec();
    }
    void information(QWidget *parent, const QString &title, const QString &text) override
    {
        QMessageBox::information(parent, title, text);
    }
};

class StderrPrompts final : public Prompts {
public:
    QString openFileName(QWidget *, const QString &, const QString &, const QString &) override { return {}; }
    QString saveFileName(QWidget *, const QString &, const QString &, const QString &) override { return {}; }
    QString existingDirectory(QWidget *, const QString &, const QString &) override { return {}; }
    QMessageBox::StandardButton question(QWidget *, const QString &, const QString &, QMessageBox::StandardButtons buttons,
                                         QMessageBox::StandardButton) override
    {
        return buttons.testFlag(QMessageBox::Discard) ? QMessageBox::Discard : QMessageBox::No;
    }
    void error(QWidget *, const QString &title, const QString &text, const QString &details) override
    {
        QTextStream err(stderr);
        err << "rigplan: " << title << ": " << text << Qt::endl;
        if (!details.isEmpty()) {
            err << details << Qt::endl;
        }
    }
    void information(QWidget *, const QString &title, const QString &text) override
    {
        QTextStream(stderr) << "rigplan: " << title << ": " << text << Qt::endl;
    }
};

DialogPrompts g_dialogs;
StderrPrompts g_stderr;
Prompts *g_current = &g_dialogs;

} // namespace

Prompts &Prompts::instance()
{
    return *g_current;
}

void Prompts::installNonInteractive()
{
    g_current = &g_stderr;
}

void Prompts::install(Prompts *prompts)
{
    g_current = prompts ? prompts : &g_dialogs;
}

} // namespace rigplan
