// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a widget tree shows in words, for language-switch tests: every label, button,
// placeholder, combo item, spin box suffix and tooltip under a root, keyed by widget (class,
// position, object name) and kind, so the texts before and after a switch compare one by one.

#include <QAbstractButton>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QRegularExpression>
#include <QSpinBox>
#include <QWidget>

#include <algorithm>

namespace rigplan::testing {

inline QMap<QString, QString> shownTexts(const QWidget &root)
{
    QMap<QString, QString> out;
    int n = 0;
    for (const QWidget *w : root.findChildren<QWidget *>()) {
        const QString key = QStringLiteral("%1#%2 %3")
                                .arg(QString::fromLatin1(w->metaObject()->className()))
                                .arg(n++)
                                .arg(w->objectName());
        if (const auto *label = qobject_cast<const QLabel *>(w)) {
            out.insert(key + QStringLiteral(" text"), label->text());
        } else if (const auto *button = qobject_cast<const QAbstractButton *>(w)) {
            out.insert(key + QStringLiteral(" text"), button->text());
        } else if (const auto *edit = qobject_cast<const QLineEdit *>(w)) {
            out.insert(key + QStringLiteral(" placeholder"), edit->placeholderText());
        } else if (const auto *combo = qobject_cast<const QComboBox *>(w)) {
            for (int i = 0; i < combo->count(); ++i) {
                out.insert(key + QStringLiteral(" item %1").arg(i), combo->itemText(i));
            }
        } else if (const auto *spin = qobject_cast<const QSpinBox *>(w)) {
            out.insert(key + QStringLiteral(" suffix"), spin->suffix() + spin->specialValueText());
        } else if (const auto *dspin = qobject_cast<const QDoubleSpinBox *>(w)) {
            out.insert(key + QStringLiteral(" suffix"), dspin->suffix() + dspin->specialValueText());
        }
        out.insert(key + QStringLiteral(" tooltip"), w->toolTip());
    }
    return out;
}

inline bool hasHan(const QString &text)
{
    return std::any_of(text.begin(), text.end(),
                       [](QChar c) { return c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff; });
}

// English words of the UI's own: two lowercase words in a row (not a model name, id or unit).
inline bool isEnglishProse(const QString &text)
{
    static const QRegularExpression words(QStringLiteral("(^|\\s)[A-Za-z][a-z]{2,}\\s+[a-z]{2,}"));
    return words.match(text).hasMatch();
}

// The keys whose English sentence has no Chinese in `chinese`, with the English text.
inline QStringList untranslatedProse(const QMap<QString, QString> &english, const QMap<QString, QString> &chinese)
{
    QStringList out;
    for (auto it = english.cbegin(); it != english.cend(); ++it) {
        if (isEnglishProse(it.value()) && !hasHan(chinese.value(it.key()))) {
            out << it.key() + QStringLiteral(": ") + it.value();
        }
    }
    return out;
}

} // namespace rigplan::testing
