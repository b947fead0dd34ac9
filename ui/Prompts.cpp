#include "Prompts.h"

#include <QFileDialog>

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

DialogPrompts g_dialogs;
Prompts *g_current = &g_dialogs;

} // namespace

Prompts &Prompts::instance()
{
    return *g_current;
}

void Prompts::install(Prompts *prompts)
{
    g_current = prompts ? prompts : &g_dialogs;
}

} // namespace rigplan
