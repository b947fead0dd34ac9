// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Small building blocks of the workload forms: an inline error label, a fold for advanced
// settings, spin boxes that refuse a typed value out of range, and a slider kept in step with a
// spin box.

#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHash>
#include <QLabel>
#include <QSpinBox>
#include <QWidget>

#include <optional>
#include <vector>

class QSlider;
class QToolButton;
class QVBoxLayout;

namespace rigplan {

// The reason a field is invalid, shown in red right under the field; hidden while empty.
class ErrorLabel final : public QLabel {
    Q_OBJECT
public:
    explicit ErrorLabel(QWidget *parent = nullptr);
    void setError(const QString &message); // empty = no error
    QString error() const { return text(); }

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyColor();
};

// A secondary line under a field (what a choice means); word-wrapped, in a muted colour.
QLabel *makeHintLabel(QWidget *parent);

// A two-column form (labels, fields) on a grid. QFormLayout is not used: in Qt 6.4 a row hidden
// after it was shown keeps its slot in QFormLayout's height-for-width pass, so once a word-wrapped
// label is in the form, a visible row can be laid out with no height at all.
// `stacked` puts each label above its field, for a narrow panel.
class FormGrid final : public QGridLayout {
public:
    explicit FormGrid(QWidget *parent, bool stacked = false);

    // A field with its label ("&Name:", buddy = the field); returns the label.
    QLabel *addRow(const QString &labelText, QWidget *field);
    // A field with a label made elsewhere (nullptr: nothing in the label column). A field of
    // several lines gets its label at the top, level with `firstLine` (the field's first widget).
    void addRow(QLabel *label, QWidget *field, QWidget *firstLine = nullptr);
    // A widget across both columns (headings, folds, messages).
    void addWideRow(QWidget *widget);
    // Shows or hides the row of `field` with its label.
    void setRowVisible(QWidget *field, bool visible);
    QLabel *labelFor(QWidget *field) const;

private:
    void nextRow();

    bool m_stacked = false;
    int m_rows = 0;
    QHash<QWidget *, QLabel *> m_labels;
};

// In a scrolling form the mouse wheel scrolls the form: spin boxes, combo boxes and sliders
// take wheel steps only once they have focus (a click or Tab). Guards every window of the
// application, its fields made later included; the editors, the wizard, the Quote page and
// the catalog editor each call it, so none depends on another having been made first.
void installWheelGuard();

// A titled fold: a flat arrow button that shows or hides its content widget.
class FoldSection final : public QWidget {
    Q_OBJECT
public:
    FoldSection(const QString &title, QWidget *parent = nullptr);
    QWidget *content() const { return m_content; }
    QToolButton *button() const { return m_button; }
    void setTitle(const QString &title); // a new language
    void setExpanded(bool expanded);
    bool isExpanded() const;

private:
    QToolButton *m_button = nullptr;
    QWidget *m_content = nullptr;
};

// What a checked spin box (below) knows of the number being typed into it.
struct TypingState {
    std::optional<double> refused; // the number typed outside the range, while it stands
    double before = 0;             // the value when the typing began
    bool typing = false;           // between the first key and editingFinished()
    bool restoring = false;        // putting `before` back: not a new value
};

// Spin boxes that refuse a typed value outside their range instead of taking it clamped (Qt
// drops the key: "−5" became 5, 10^9 in a field of millions became its 10^8 maximum). The text
// stays as typed while the field has focus and refused() holds the number; when the typing ends
// (Enter, Tab, another field) the box goes back to the value it had before the typing began, so
// a refused number — or a prefix of it — never stays in the job. refused() clears with the next
// value taken; the form words the message beside the field.
class CheckedSpinBox final : public QSpinBox {
    Q_OBJECT
public:
    explicit CheckedSpinBox(QWidget *parent = nullptr);
    std::optional<double> refused() const { return m_typing.refused; }
    void clearRefused();
    QValidator::State validate(QString &text, int &pos) const override;

Q_SIGNALS:
    void refusedChanged();

private:
    TypingState m_typing;
};

class CheckedDoubleSpinBox final : public QDoubleSpinBox {
    Q_OBJECT
public:
    explicit CheckedDoubleSpinBox(QWidget *parent = nullptr);
    std::optional<double> refused() const { return m_typing.refused; }
    void clearRefused();
    QValidator::State validate(QString &text, int &pos) const override;

Q_SIGNALS:
    void refusedChanged();

private:
    TypingState m_typing;
};

// What a checked field says of a number it refused, in the field's unit ("50 W is out of range
// and was not taken: enter 100 to 100,000 W."); empty when it refused none.
QString refusalText(const CheckedSpinBox *box);
QString refusalText(const CheckedDoubleSpinBox *box);

// A slider over fixed stops (powers of two, a 1-2-3-4-5-6-8 scale, …) beside a spin box that
// takes any value in its range. Moving either moves the other: the slider jumps to the largest
// stop not above the spin box's value. valueChanged() is emitted for user edits only — also
// while the slider is being dragged — never for setValue()/setStops().
class SliderSpinBox final : public QWidget {
    Q_OBJECT
public:
    explicit SliderSpinBox(QWidget *parent = nullptr);

    QSlider *slider() const { return m_slider; }
    CheckedSpinBox *spinBox() const { return m_spin; }

    void setStops(std::vector<int> stops); // ascending, at least one
    const std::vector<int> &stops() const { return m_stops; }
    void setRange(int minimum, int maximum); // of the spin box
    void setValue(int value);
    int value() const;
    // The slider position showing `value`.
    int stopIndexFor(int value) const;

Q_SIGNALS:
    void valueChanged(int value);

private:
    void syncSlider();

    QSlider *m_slider = nullptr;
    CheckedSpinBox *m_spin = nullptr;
    std::vector<int> m_stops{1};
    bool m_updating = false;
};

} // namespace rigplan
