// SPDX-License-Identifier: GPL-3.0-or-later
#include "QuoteDetailsForm.h"

#include "FormWidgets.h"
#include "util/InputFile.h"

#include <QEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>

namespace rigplan {

namespace {

FormGrid *makeForm(QWidget *parent, bool stacked)
{
    return new FormGrid(parent, stacked);
}

} // namespace

QuoteDetailsForm::QuoteDetailsForm(bool compact, QWidget *parent)
    : QWidget(parent)
    , m_compact(compact)
{
    FormGrid *form = makeForm(this, compact);

    m_customerEdit = new QLineEdit(this);
    m_customerEdit->setObjectName(QStringLiteral("customerEdit"));
    m_texts.add([this] { m_customerEdit->setPlaceholderText(tr("e.g. Example University NLP Lab")); });
    form->addRow(translatedBuddy(m_texts, [] { return tr("&Customer:"); }, m_customerEdit, this), m_customerEdit);
    m_customerError = new ErrorLabel(this);
    m_customerError->setObjectName(QStringLiteral("customerError"));
    form->addRow(static_cast<QLabel *>(nullptr), m_customerError);

    m_titleEdit = new QLineEdit(this);
    m_titleEdit->setObjectName(QStringLiteral("titleEdit"));
    m_texts.add([this] { m_titleEdit->setPlaceholderText(tr("e.g. Chat service for the legal team")); });
    form->addRow(translatedBuddy(m_texts, [] { return tr("&Title:"); }, m_titleEdit, this), m_titleEdit);

    QWidget *more = this;
    FormGrid *moreForm = form;
    if (compact) {
        auto *fold = new FoldSection(QString(), this);
        m_texts.add([fold] { fold->setTitle(tr("More quote details")); });
        fold->button()->setObjectName(QStringLiteral("quoteDetailsButton"));
        form->addWideRow(fold);
        more = fold->content();
        moreForm = makeForm(more, compact);
    }

    m_contactEdit = new QLineEdit(more);
    m_contactEdit->setObjectName(QStringLiteral("contactEdit"));
    m_texts.add([this] { m_contactEdit->setPlaceholderText(tr("Name or e-mail of the customer's contact")); });
    moreForm->addRow(translatedBuddy(m_texts, [] { return tr("C&ontact:"); }, m_contactEdit, more), m_contactEdit);

    m_preparedByEdit = new QLineEdit(more);
    m_preparedByEdit->setObjectName(QStringLiteral("preparedByEdit"));
    m_texts.add([this] { m_preparedByEdit->setPlaceholderText(tr("Your name, as printed on the quote")); });
    moreForm->addRow(translatedBuddy(m_texts, [] { return tr("&Prepared by:"); }, m_preparedByEdit, more),
                     m_preparedByEdit);

    m_numberEdit = new QLineEdit(more);
    m_numberEdit->setObjectName(QStringLiteral("quoteNumberEdit"));
    moreForm->addRow(translatedBuddy(m_texts, [] { return tr("Quote n&umber:"); }, m_numberEdit, more), m_numberEdit);

    m_validDays = new CheckedSpinBox(more);
    m_validDays->setObjectName(QStringLiteral("validDaysSpin"));
    m_validDays->setRange(1, 365);
    m_texts.add([this] { m_validDays->setSuffix(tr(" days")); });
    m_texts.add([this] { m_validDays->setToolTip(tr("How long the prices of the quote hold.")); });
    moreForm->addRow(translatedBuddy(m_texts, [] { return tr("&Valid for:"); }, m_validDays, more), m_validDays);
    m_validDaysError = new ErrorLabel(more);
    m_validDaysError->setObjectName(QStringLiteral("validDaysError"));
    moreForm->addRow(static_cast<QLabel *>(nullptr), m_validDaysError);

    m_notesEdit = new QPlainTextEdit(more);
    m_notesEdit->setObjectName(QStringLiteral("notesEdit"));
    m_texts.add([this] { m_notesEdit->setPlaceholderText(tr("Printed on the cover of the quote")); });
    m_notesEdit->setTabChangesFocus(true);
    m_notesEdit->setMaximumHeight(m_notesEdit->fontMetrics().lineSpacing() * 5);
    // The label sits level with the first line of the notes, as tall as a one-line field.
    moreForm->addRow(translatedBuddy(m_texts, [] { return tr("Not&es:"); }, m_notesEdit, more),
                     m_notesEdit, m_contactEdit);

    auto text = [](const QLineEdit *edit) { return edit->text().toStdString(); };
    auto changedBy = [this](auto apply) {
        return [this, apply] {
            if (m_updating) {
                return;
            }
            apply();
            showProblems();
            Q_EMIT detailsChanged();
        };
    };
    connect(m_customerEdit, &QLineEdit::textChanged, this, changedBy([=, this] { m_customer = text(m_customerEdit); }));
    connect(m_titleEdit, &QLineEdit::textChanged, this, changedBy([=, this] { m_title = text(m_titleEdit); }));
    connect(m_contactEdit, &QLineEdit::textChanged, this,
            changedBy([=, this] { m_info.contact = text(m_contactEdit); }));
    connect(m_preparedByEdit, &QLineEdit::textChanged, this,
            changedBy([=, this] { m_info.preparedBy = text(m_preparedByEdit); }));
    connect(m_numberEdit, &QLineEdit::textChanged, this,
            changedBy([=, this] { m_info.number = text(m_numberEdit); }));
    connect(m_validDays, &QSpinBox::valueChanged, this, changedBy([this] { m_info.validDays = m_validDays->value(); }));
    connect(m_validDays, &CheckedSpinBox::refusedChanged, this, &QuoteDetailsForm::showProblems);
    connect(m_notesEdit, &QPlainTextEdit::textChanged, this, changedBy([this] {
        // The quote reader refuses notes beyond kMaxFreeTextChars: never save what cannot reopen.
        QString notes = m_notesEdit->toPlainText();
        if (notes.size() > kMaxFreeTextChars) {
            notes.truncate(kMaxFreeTextChars);
            const QSignalBlocker blocker(m_notesEdit);
            m_notesEdit->setPlainText(notes);
            m_notesEdit->moveCursor(QTextCursor::End);
        }
        m_info.notes = notes.toStdString();
    }));
    // The same cap on every free-text line (QLineEdit's own default is 32767).
    for (QLineEdit *edit : {m_customerEdit, m_titleEdit, m_contactEdit, m_preparedByEdit, m_numberEdit}) {
        edit->setMaxLength(int(kMaxFreeTextChars));
    }
}

void QuoteDetailsForm::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        m_texts.apply();
        showProblems();
    }
}

void QuoteDetailsForm::setQuote(const Quote &quote)
{
    m_updating = true;
    m_info = quote.info;
    m_title = quote.workload.title;
    m_customer = quote.workload.customer;
    m_customerEdit->setText(QString::fromStdString(m_customer));
    m_titleEdit->setText(QString::fromStdString(m_title));
    m_contactEdit->setText(QString::fromStdString(m_info.contact));
    m_preparedByEdit->setText(QString::fromStdString(m_info.preparedBy));
    m_numberEdit->setText(QString::fromStdString(m_info.number));
    m_validDays->clearRefused();
    m_validDays->setValue(m_info.validDays);
    m_notesEdit->setPlainText(QString::fromStdString(m_info.notes));
    // Show the start of a long text, not its tail.
    for (QLineEdit *edit : {m_customerEdit, m_titleEdit, m_contactEdit, m_preparedByEdit, m_numberEdit}) {
        edit->setCursorPosition(0);
    }
    m_updating = false;
    showProblems();
}

void QuoteDetailsForm::applyTo(Quote &quote) const
{
    quote.info = m_info;
    quote.workload.title = m_title;
    quote.workload.customer = m_customer;
}

QStringList QuoteDetailsForm::problems() const
{
    if (QString::fromStdString(m_customer).trimmed().isEmpty()) {
        return {tr("Enter the customer's name: the quote is addressed to them.")};
    }
    return {};
}

void QuoteDetailsForm::showProblems()
{
    // The live editor plans without a customer; only the wizard insists on one.
    m_customerError->setError(m_compact ? QString() : problems().value(0));
    m_validDaysError->setError(refusalText(m_validDays));
}

} // namespace rigplan
