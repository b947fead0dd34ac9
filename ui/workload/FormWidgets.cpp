// SPDX-License-Identifier: GPL-3.0-or-later
#include "FormWidgets.h"

#include "Format.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPointer>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <utility>

namespace rigplan {

namespace {

bool isDarkPalette(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightnessF() < 0.5;
}

// A field the wheel would change: spin boxes (dates and times too), combo boxes and sliders —
// not a scroll bar, whose wheel steps are the scrolling itself.
bool isWheelField(const QObject *object)
{
    if (qobject_cast<const QScrollBar *>(object)) {
        return false;
    }
    return qobject_cast<const QAbstractSpinBox *>(object) || qobject_cast<const QComboBox *>(object)
        || qobject_cast<const QAbstractSlider *>(object);
}

// The wheel gives focus to a Qt::WheelFocus widget before any filter sees the event, so the
// fields take focus from a click or Tab only.
void takeFocusFromClickOrTab(QWidget *widget)
{
    if (widget->focusPolicy() == Qt::WheelFocus) {
        widget->setFocusPolicy(Qt::StrongFocus);
    }
}

// One filter on the application: every field of every window, made before or after it, is
// guarded — a field added later (a new job's editor, a catalog cell's editor) included.
class WheelGuard final : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Polish && isWheelField(watched)) {
            takeFocusFromClickOrTab(static_cast<QWidget *>(watched));
        } else if (event->type() == QEvent::Wheel && isWheelField(watched)) {
            if (!static_cast<QWidget *>(watched)->hasFocus()) {
                event->ignore(); // handled here, not accepted: it goes on to the scroll area
                return true;
            }
        }
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

FormGrid::FormGrid(QWidget *parent, bool stacked)
    : QGridLayout(parent)
    , m_stacked(stacked)
{
    setContentsMargins(0, 0, 0, 0);
    setColumnStretch(1, 1);
    setRowStretch(0, 1);
}

QLabel *FormGrid::addRow(const QString &labelText, QWidget *field)
{
    auto *label = new QLabel(labelText, parentWidget());
    label->setBuddy(field);
    addRow(label, field);
    return label;
}

void FormGrid::addRow(QLabel *label, QWidget *field, QWidget *firstLine)
{
    if (label && m_stacked) {
        addWidget(label, m_rows, 0, 1, 2);
        m_labels.insert(field, label);
        nextRow();
        addWidget(field, m_rows, 0, 1, 2);
        nextRow();
        return;
    }
    if (label) {
        if (firstLine) {
            label->setMinimumHeight(firstLine->sizeHint().height());
            addWidget(label, m_rows, 0, Qt::AlignLeft | Qt::AlignTop);
        } else {
            addWidget(label, m_rows, 0, Qt::AlignLeft | Qt::AlignVCenter);
        }
        m_labels.insert(field, label);
    }
    if (m_stacked) {
        addWidget(field, m_rows, 0, 1, 2);
    } else {
        addWidget(field, m_rows, 1);
    }
    nextRow();
}

void FormGrid::addWideRow(QWidget *widget)
{
    addWidget(widget, m_rows, 0, 1, 2);
    nextRow();
}

void FormGrid::nextRow()
{
    // An empty last row takes the height the rows do not need, so they stay packed at the top.
    setRowStretch(m_rows, 0);
    ++m_rows;
    setRowStretch(m_rows, 1);
}

void FormGrid::setRowVisible(QWidget *field, bool visible)
{
    if (QLabel *label = m_labels.value(field)) {
        label->setVisible(visible);
    }
    field->setVisible(visible);
}

QLabel *FormGrid::labelFor(QWidget *field) const
{
    return m_labels.value(field);
}

void installWheelGuard()
{
    static QPointer<WheelGuard> installed; // cleared with the application that owns it
    if (!qApp || installed) {
        return;
    }
    installed = new WheelGuard(qApp);
    qApp->installEventFilter(installed);
    // Fields polished before the guard came do not get its Polish event.
    const auto widgets = QApplication::allWidgets();
    for (QWidget *w : widgets) {
        if (isWheelField(w)) {
            takeFocusFromClickOrTab(w);
        }
    }
}

ErrorLabel::ErrorLabel(QWidget *parent)
    : QLabel(parent)
{
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    applyColor();
    hide();
}

void ErrorLabel::setError(const QString &message)
{
    if (message == text() && isHidden() == message.isEmpty()) {
        return;
    }
    setText(message);
    setAccessibleDescription(message);
    setVisible(!message.isEmpty());
}

void ErrorLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        // Re-pick the red for a theme change; setPalette below raises another PaletteChange.
        static thread_local bool inside = false;
        if (!inside) {
            inside = true;
            applyColor();
            inside = false;
        }
    }
}

void ErrorLabel::applyColor()
{
    QPalette p = palette();
    // Dark red on a light window, a light red on a dark one: both keep a 4.5:1 contrast.
    p.setColor(QPalette::WindowText, isDarkPalette(p) ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x00, 0x20));
    setPalette(p);
}

QLabel *makeHintLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    QPalette p = label->palette();
    p.setColor(QPalette::WindowText, p.color(QPalette::PlaceholderText));
    label->setPalette(p);
    return label;
}

FoldSection::FoldSection(const QString &title, QWidget *parent)
    : QWidget(parent)
    , m_button(new QToolButton(this))
    , m_content(new QWidget(this))
{
    m_button->setText(title);
    m_button->setCheckable(true);
    m_button->setAutoRaise(true);
    m_button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_button->setArrowType(Qt::RightArrow);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_button, 0, Qt::AlignLeft);
    layout->addWidget(m_content);
    m_content->hide();
    connect(m_button, &QToolButton::toggled, this, [this](bool on) { setExpanded(on); });
}

void FoldSection::setExpanded(bool expanded)
{
    m_button->setChecked(expanded);
    m_button->setArrowType(expanded ? Qt::DownArrow : Qt::RightArrow);
    m_content->setVisible(expanded);
}

void FoldSection::setTitle(const QString &title)
{
    m_button->setText(title);
}

bool FoldSection::isExpanded() const
{
    return m_button->isChecked();
}

namespace {

// A spin box's text without its prefix, suffix and digit grouping.
template <typename Box>
QString bareText(const Box &box, QString text)
{
    if (!box.prefix().isEmpty() && text.startsWith(box.prefix())) {
        text.remove(0, box.prefix().size());
    }
    if (!box.suffix().isEmpty() && text.endsWith(box.suffix())) {
        text.chop(box.suffix().size());
    }
    return text.trimmed().remove(box.locale().groupSeparator());
}

// The number in a spin box's text; nullopt for text that is no number (yet).
template <typename Box>
std::optional<double> typedNumber(const Box &box, const QString &text)
{
    bool ok = false;
    const double value = box.locale().toDouble(bareText(box, text), &ok);
    return ok ? std::optional<double>(value) : std::nullopt;
}

// Qt's check, except that a number outside the range is kept on screen (Intermediate) to be
// refused, not dropped key by key; a lone sign too, where "-5" starts.
template <typename Box>
QValidator::State keepOutOfRange(const Box &box, const QString &text, QValidator::State state)
{
    if (state != QValidator::Invalid) {
        return state;
    }
    const QString bare = bareText(box, text);
    if (bare == QLatin1String("-") || bare == box.locale().negativeSign()) {
        return QValidator::Intermediate;
    }
    const std::optional<double> number = typedNumber(box, text);
    const bool outside = number && (*number < box.minimum() || *number > box.maximum());
    return outside ? QValidator::Intermediate : state;
}

// The refused number after a user edit of `text`; nullopt while it is in range or no number.
template <typename Box>
std::optional<double> refusedIn(const Box &box, const QString &text)
{
    const std::optional<double> number = typedNumber(box, text);
    if (number && (*number < box.minimum() || *number > box.maximum())) {
        return number;
    }
    return std::nullopt;
}

template <typename Box>
void setRefused(Box *box, TypingState &state, std::optional<double> refused)
{
    if (refused != state.refused) {
        state.refused = refused;
        Q_EMIT box->refusedChanged();
    }
}

// Follows the typing into `box`: what it refuses, and the value to go back to. Keyboard tracking
// stays on (the slider and the plan follow a number as it is typed), so on a refusal the box
// holds the last prefix in range ("100000000" of "1000000000"): the value before the typing is
// put back.
template <typename Box>
void trackTyping(Box *box, QLineEdit *edit, TypingState &state)
{
    QObject::connect(edit, &QLineEdit::textEdited, box, [box, &state](const QString &text) {
        if (!state.typing) {
            state.typing = true;
            state.before = box->value(); // textEdited comes before the box takes the text
        }
        setRefused(box, state, refusedIn(*box, text));
    });
    QObject::connect(box, &Box::editingFinished, box, [box, &state] {
        const bool typed = std::exchange(state.typing, false);
        if (typed && state.refused && box->value() != state.before) {
            state.restoring = true;
            box->setValue(state.before);
            state.restoring = false;
        }
    });
    // A step, the slider or the program sets a value: the refusal is over. While typing, the
    // text decides (Enter emits valueChanged again for the value the box kept).
    QObject::connect(box, &Box::valueChanged, box, [box, &state] {
        if (!state.typing && !state.restoring) {
            setRefused(box, state, std::nullopt);
        }
    });
}

} // namespace

CheckedSpinBox::CheckedSpinBox(QWidget *parent)
    : QSpinBox(parent)
{
    trackTyping(this, lineEdit(), m_typing);
}

void CheckedSpinBox::clearRefused()
{
    m_typing.typing = false;
    setRefused(this, m_typing, std::nullopt);
}

QValidator::State CheckedSpinBox::validate(QString &text, int &pos) const
{
    return keepOutOfRange(*this, text, QSpinBox::validate(text, pos));
}

CheckedDoubleSpinBox::CheckedDoubleSpinBox(QWidget *parent)
    : QDoubleSpinBox(parent)
{
    trackTyping(this, lineEdit(), m_typing);
}

void CheckedDoubleSpinBox::clearRefused()
{
    m_typing.typing = false;
    setRefused(this, m_typing, std::nullopt);
}

QValidator::State CheckedDoubleSpinBox::validate(QString &text, int &pos) const
{
    return keepOutOfRange(*this, text, QDoubleSpinBox::validate(text, pos));
}

SliderSpinBox::SliderSpinBox(QWidget *parent)
    : QWidget(parent)
    , m_slider(new QSlider(Qt::Horizontal, this))
    , m_spin(new CheckedSpinBox(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_slider, 1);
    layout->addWidget(m_spin);
    m_slider->setTickPosition(QSlider::TicksBelow);
    m_slider->setPageStep(2);
    m_spin->setGroupSeparatorShown(true);
    m_spin->setAccelerated(true);
    // The spin box is the precise control and the label's buddy; the slider follows it.
    setFocusProxy(m_spin);
    setTabOrder(m_spin, m_slider);

    connect(m_slider, &QSlider::valueChanged, this, [this](int position) {
        if (m_updating || position < 0 || position >= int(m_stops.size())) {
            return;
        }
        m_updating = true;
        m_spin->setValue(m_stops[std::size_t(position)]);
        m_updating = false;
        Q_EMIT valueChanged(m_spin->value());
    });
    connect(m_spin, &QSpinBox::valueChanged, this, [this](int value) {
        if (m_updating) {
            return;
        }
        syncSlider();
        Q_EMIT valueChanged(value);
    });
}

void SliderSpinBox::setStops(std::vector<int> stops)
{
    if (stops.empty()) {
        stops.push_back(m_spin->minimum());
    }
    m_stops = std::move(stops);
    m_updating = true;
    m_slider->setRange(0, int(m_stops.size()) - 1);
    m_updating = false;
    syncSlider();
}

void SliderSpinBox::setRange(int minimum, int maximum)
{
    m_updating = true;
    m_spin->setRange(minimum, maximum);
    m_updating = false;
    syncSlider();
}

void SliderSpinBox::setValue(int value)
{
    // Re-setting the same value would reformat the text under a user who is typing in it.
    if (value == m_spin->value()) {
        syncSlider();
        return;
    }
    m_updating = true;
    m_spin->setValue(value);
    m_updating = false;
    syncSlider();
}

int SliderSpinBox::value() const
{
    return m_spin->value();
}

int SliderSpinBox::stopIndexFor(int value) const
{
    const auto above = std::upper_bound(m_stops.begin(), m_stops.end(), value);
    return std::max(0, int(above - m_stops.begin()) - 1);
}

void SliderSpinBox::syncSlider()
{
    const bool was = m_updating;
    m_updating = true;
    m_slider->setValue(stopIndexFor(m_spin->value()));
    m_updating = was;
}

namespace {

// Each figure with the box's decimals, a whole one without ("30 h/day … enter 0.5 to 24 h/day").
QString outOfRange(const std::optional<double> &refused, const QString &unit, double minimum, double maximum, int decimals)
{
    if (!refused) {
        return {};
    }
    const auto shown = [decimals](double x) { return Format::number(x, x == std::floor(x) ? 0 : decimals); };
    //: %1 = the value typed with its unit, %2 = the smallest, %3 = the largest value with its unit
    return ErrorLabel::tr("%1 is out of range and was not taken: enter %2 to %3.")
        .arg(shown(*refused) + unit, shown(minimum), shown(maximum) + unit);
}

} // namespace

QString refusalText(const CheckedSpinBox *box)
{
    return outOfRange(box->refused(), box->suffix(), box->minimum(), box->maximum(), 0);
}

QString refusalText(const CheckedDoubleSpinBox *box)
{
    return outOfRange(box->refused(), box->suffix(), box->minimum(), box->maximum(), box->decimals());
}

} // namespace rigplan
