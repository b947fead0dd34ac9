// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Retranslate.h"
#include "quote/Quote.h"

#include <QWidget>

class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace rigplan {

class CheckedSpinBox;
class ErrorLabel;
class FoldSection;

// Who the quote is for and about: customer and title (kept in the workload) and the quote's
// own fields (number, contact, prepared by, validity, notes). With `compact` the quote's own
// fields sit under a "More quote details" fold (the live editor); otherwise all are shown.
//
// Object names: customerEdit, titleEdit, contactEdit, preparedByEdit, validDaysSpin,
// quoteNumberEdit, notesEdit, customerError.
class QuoteDetailsForm final : public QWidget {
    Q_OBJECT
public:
    explicit QuoteDetailsForm(bool compact, QWidget *parent = nullptr);

    // Shows the fields of `quote` (no detailsChanged()).
    void setQuote(const Quote &quote);
    // Writes the fields into `quote` (info, workload title and customer); other fields untouched.
    void applyTo(Quote &quote) const;

    // The customer's name is required for a new quote (it is addressed to someone); the compact
    // form (live editor) lists the problem but does not show it, since planning does not need it.
    QStringList problems() const;

Q_SIGNALS:
    void detailsChanged(); // every user edit

protected:
    void changeEvent(QEvent *event) override; // LanguageChange: the labels and the problem again

private:
    void showProblems();

    QuoteInfo m_info;
    std::string m_title;
    std::string m_customer;
    bool m_compact = false;
    bool m_updating = false;
    QLineEdit *m_customerEdit = nullptr;
    QLineEdit *m_titleEdit = nullptr;
    QLineEdit *m_contactEdit = nullptr;
    QLineEdit *m_preparedByEdit = nullptr;
    CheckedSpinBox *m_validDays = nullptr;
    ErrorLabel *m_validDaysError = nullptr; // a typed number of days out of range, refused
    QLineEdit *m_numberEdit = nullptr;
    QPlainTextEdit *m_notesEdit = nullptr;
    ErrorLabel *m_customerError = nullptr;
    TextSetters m_texts;
};

} // namespace rigplan
