// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Texts that follow the UI language (style point 11: a switch retranslates, it does not rebuild).
// A widget registers each translatable text where it makes the child that shows it: the setter
// runs at once, and again on every retranslateUi(), which the widget calls from
// changeEvent(QEvent::LanguageChange). The widgets, their values, focus and selection stay.

#include <QComboBox>
#include <QLabel>
#include <QStringList>

#include <functional>
#include <utility>
#include <vector>

namespace rigplan {

class TextSetters {
public:
    // The setters capture children of the owner, so the owner keeps this as a member.
    void add(std::function<void()> setter)
    {
        setter();
        m_setters.push_back(std::move(setter));
    }
    void apply() const
    {
        for (const std::function<void()> &setter : m_setters) {
            setter();
        }
    }

private:
    std::vector<std::function<void()>> m_setters;
};

// A label for `buddy` whose text, `text()`, follows the language.
inline QLabel *translatedBuddy(TextSetters &texts, std::function<QString()> text, QWidget *buddy, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setBuddy(buddy);
    texts.add([label, text = std::move(text)] { label->setText(text()); });
    return label;
}

// New texts for a combo box's items, in item order (items beyond `texts` keep theirs). Only the
// texts change: the items' data and the current item stay, and no index signal is emitted.
inline void setItemTexts(QComboBox *combo, const QStringList &texts)
{
    for (int i = 0; i < combo->count() && i < texts.size(); ++i) {
        combo->setItemText(i, texts.at(i));
    }
}

} // namespace rigplan
