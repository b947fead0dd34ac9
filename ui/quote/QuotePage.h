// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Quote page: pick the tier to sell (choosing one freezes its lines), add services from the
// catalog, set line and quote discounts, the tax, the markup, payment terms, validity and lead
// time, and see net / tax / gross with the cost and the margin as you go; re-price explicitly
// (the changes listed line by line), set the status; and the list of the quotes saved, with
// their number, customer, status and total. Every change is a new Quote handed to the main
// window (quoteEdited), which keeps it in the document and its undo history.

#include "plan/Outcome.h"
#include "quote/Freeze.h"
#include "quote/Quote.h"
#include "Retranslate.h"

#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace rigplan {

class Catalog;

class QuotePage final : public QWidget {
    Q_OBJECT
public:
    explicit QuotePage(Catalog &catalog, QWidget *parent = nullptr);

    void setQuote(const Quote &quote);
    void setOutcome(std::shared_ptr<const PlanOutcome> outcome);
    // The quote list from the settings (after a save or an open).
    void refreshQuoteList();

    // Actions the tests and the main window call.
    bool freeze(TierKind tier);   // false (with the reason in lastError()) when the plan has no such tier
    bool reprice();               // false when the quote is not frozen or the plan has no such tier
    QString lastError() const { return m_lastError; }
    // The last re-price's changes, as shown to the user.
    const RepriceResult &lastReprice() const { return m_lastReprice; }

Q_SIGNALS:
    void quoteEdited(const Quote &quote, const QString &what);
    void openRequested(const QString &path);

protected:
    void changeEvent(QEvent *event) override;

private:
    void build();
    void retranslateUi();
    void loadServices();
    void showQuote();       // the widgets from m_quote (signals blocked)
    void showTotals();
    void edit(const QString &what); // m_quote changed by a widget: tell the window
    void onServiceToggled(const QString &id, bool on);
    void onLineCellChanged(int row, int column);
    void onCommercialChanged();

    Catalog &m_catalog;
    Quote m_quote;
    std::shared_ptr<const PlanOutcome> m_outcome;
    std::vector<ServiceSpec> m_services;
    QString m_lastError;
    RepriceResult m_lastReprice;
    bool m_updating = false;
    TextSetters m_texts;

    QComboBox *m_tier = nullptr;
    QPushButton *m_freeze = nullptr;
    QPushButton *m_reprice = nullptr;
    QComboBox *m_status = nullptr;
    QLabel *m_frozenInfo = nullptr;
    QLabel *m_banner = nullptr;      // expired, or the plan moved on since the freeze
    QListWidget *m_serviceList = nullptr;
    QTableWidget *m_lines = nullptr;
    QComboBox *m_discountKind = nullptr;
    QDoubleSpinBox *m_discount = nullptr;
    QComboBox *m_tax = nullptr;
    QDoubleSpinBox *m_markup = nullptr;
    QSpinBox *m_validDays = nullptr;
    QSpinBox *m_leadDays = nullptr;
    QLineEdit *m_paymentTerms = nullptr;
    QPlainTextEdit *m_terms = nullptr;
    QLabel *m_totals = nullptr;
    QLabel *m_internal = nullptr;    // cost and margin
    QTableWidget *m_quoteList = nullptr;
};

} // namespace rigplan
