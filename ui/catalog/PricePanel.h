// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Retranslate.h"

#include <QDate>
#include <QGroupBox>

class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QPushButton;

namespace rigplan {

class CatalogEditSession;

// The prices of the selected part: the price the planner uses, every price row the catalog
// holds for it, and a form to set a new price (amount, currency, date, source) or to go back
// to the shipped prices. Both are undoable commands of the session.
class PricePanel final : public QGroupBox {
    Q_OBJECT
public:
    PricePanel(CatalogEditSession &session, const QString &kind, QWidget *parent = nullptr);

    // The part to show; an empty id shows "no part selected".
    void setPart(const QString &id, const QString &name);
    QString partId() const { return m_id; }
    void refresh();

    // What the Set price button does with the form's values; false with the reason shown
    // under the form.
    bool applyPrice(const QString &amount, const QString &currency, const QDate &date, const QString &source);
    bool revertPrices();
    QString errorText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateEnabled();

    CatalogEditSession &m_session;
    QString m_kind;
    QString m_partKind;
    QString m_id;
    QString m_name;
    QLabel *m_summary = nullptr;
    QLabel *m_history = nullptr;
    QLineEdit *m_amount = nullptr;
    QComboBox *m_currency = nullptr;
    QDateEdit *m_date = nullptr;
    QLineEdit *m_source = nullptr;
    QLabel *m_error = nullptr;
    QPushButton *m_set = nullptr;
    QPushButton *m_revert = nullptr;
    TextSetters m_texts;
};

} // namespace rigplan
