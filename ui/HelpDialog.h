// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Help → Guide and Keyboard Shortcuts: a short guide to the window (what each page does, how to
// read a tier card) and the shortcuts of the menu commands, as the menus have them now. Not
// modal: it can stay open beside the window. A language switch words it again in place.
// Object names: guideText (the QTextBrowser).

#include <QDialog>
#include <QKeySequence>
#include <QList>
#include <QPair>
#include <QString>

#include <functional>

class QTextBrowser;

namespace rigplan {

class HelpDialog final : public QDialog {
    Q_OBJECT
public:
    // (menu › command, shortcut) pairs, asked for each time the guide is worded.
    using Shortcuts = std::function<QList<QPair<QString, QKeySequence>>()>;

    explicit HelpDialog(Shortcuts shortcuts, QWidget *parent = nullptr);

    // The guide as HTML, in the language of the moment.
    QString html() const;
    // The same as plain text (what the tests and a screen reader get).
    QString plainText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    Shortcuts m_shortcuts;
    QTextBrowser *m_text = nullptr;
};

} // namespace rigplan
