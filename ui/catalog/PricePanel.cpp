// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/PricePanel.h"

#include "Format.h"
#include "catalog/CatalogColumns.h"
#include "catalog/CatalogEditSession.h"
#include "catalog/CatalogStyle.h"

#include <QComboBox>
#include <QDateEdit>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace rigplan {

namespace {

const QString kUser = QStringLiteral("user");
constexpr int kSourceChars = 90;

QString shortened(const QString &text)
{
    return text.size() > kSourceChars ? text.left(kSourceChars - 1) + QChar(0x2026) : text;
}

} // namespace

PricePanel::PricePanel(CatalogEditSession &session, const QString &kind, QWidget *parent)
    : QGroupBox(parent)
    , m_session(session)
    , m_kind(kind)
    , m_partKind(CatalogColumns::partKindOf(kind))
{
    auto *layout = new QHBoxLayout(this);

    auto *left = new QVBoxLayout;
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_history = new QLabel(this);
    m_history->setWordWrap(true);
    m_history->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_history->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    left->addWidget(m_summary);
    left->addWidget(m_history, 1);
    layout->addLayout(left, 3);

    auto *right = new QVBoxLayout;
    auto *form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_amount = new QLineEdit(this);
    m_amount->setObjectName(QStringLiteral("priceAmountEdit"));

    m_currency = new QComboBox(this);
    m_currency->setEditable(true);
    m_currency->setInsertPolicy(QComboBox::NoInsert);
    if (const auto rates = m_session.catalog().rows(QStringLiteral("currency_rates"))) {
        QStringList codes;
        for (const CatalogRow &rate : *rates) {
            const QString code = rate.values[0].toString();
            if (!codes.contains(code)) {
                codes.append(code);
            }
        }
        codes.sort();
        m_currency->addItems(codes);
    }
    m_currency->setCurrentText(m_session.displayCurrency());
    m_date = new QDateEdit(QDate::currentDate(), this);
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_date->setCalendarPopup(true);
    m_source = new QLineEdit(this);
    m_source->setObjectName(QStringLiteral("priceSourceEdit"));

    // Currency and date are short: one row keeps the panel low, leaving the table more room.
    auto *currencyAndDate = new QHBoxLayout;
    // The whole date, never clipped.
    m_date->setMinimumWidth(m_date->sizeHint().width() + m_date->fontMetrics().horizontalAdvance(QLatin1Char('0')));
    currencyAndDate->addWidget(m_currency);
    auto *dateLabel = new QLabel(this);
    dateLabel->setBuddy(m_date);
    currencyAndDate->addWidget(dateLabel);
    currencyAndDate->addWidget(m_date, 1);
    auto *amountLabel = new QLabel(this);
    auto *currencyLabel = new QLabel(this);
    auto *sourceLabel = new QLabel(this);
    amountLabel->setBuddy(m_amount);
    currencyLabel->setBuddy(m_currency);
    sourceLabel->setBuddy(m_source);
    form->addRow(amountLabel, m_amount);
    form->addRow(currencyLabel, currencyAndDate);
    form->addRow(sourceLabel, m_source);
    right->addLayout(form);

    m_error = new QLabel(this);
    m_error->setWordWrap(true);
    QPalette errorPalette = palette();
    errorPalette.setColor(QPalette::WindowText, catalogstyle::errorColor());
    m_error->setPalette(errorPalette);
    m_error->setVisible(false);
    right->addWidget(m_error);

    auto *buttons = new QHBoxLayout;
    m_set = new QPushButton(this);
    m_revert = new QPushButton(this);
    m_texts.add([this, dateLabel, amountLabel, currencyLabel, sourceLabel] {
        m_amount->setPlaceholderText(tr("e.g. 1999.00"));
        m_source->setPlaceholderText(tr("Where the price comes from: a quote, a shop, a URL"));
        dateLabel->setText(tr("Date:"));
        amountLabel->setText(tr("Amount:"));
        currencyLabel->setText(tr("Currency:"));
        sourceLabel->setText(tr("Source:"));
        m_set->setText(tr("Set price"));
        m_revert->setText(tr("Back to shipped prices"));
        m_revert->setToolTip(tr("Removes every price you set for this part; the newest shipped price applies again."));
    });
    buttons->addWidget(m_set);
    buttons->addWidget(m_revert);
    buttons->addStretch(1);
    right->addLayout(buttons);
    right->addStretch(1);
    layout->addLayout(right, 2);

    connect(m_set, &QPushButton::clicked, this, [this] {
        applyPrice(m_amount->text(), m_currency->currentText(), m_date->date(), m_source->text());
    });
    connect(m_amount, &QLineEdit::returnPressed, m_set, &QPushButton::click);
    connect(m_revert, &QPushButton::clicked, this, [this] { revertPrices(); });
    connect(&m_session, &CatalogEditSession::partPricesChanged, this, [this](const QString &changedKind, const QString &id) {
        if (changedKind == m_kind && id == m_id) {
            refresh();
        }
    });
    connect(&m_session, &CatalogEditSession::tableChanged, this, [this](const QString &changedKind) {
        if (changedKind == QLatin1String("prices") || changedKind == m_kind) {
            refresh();
        }
    });
    connect(&m_session, &CatalogEditSession::displayCurrencyChanged, this, &PricePanel::refresh);
    connect(&m_session, &CatalogEditSession::editingAllowedChanged, this, &PricePanel::updateEnabled);
    setPart({}, {});
}

void PricePanel::changeEvent(QEvent *event)
{
    QGroupBox::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        // The labels, then the part's price in the new words; an error shown stays as it was said.
        m_texts.apply();
        refresh();
    }
}

void PricePanel::setPart(const QString &id, const QString &name)
{
    if (id != m_id) {
        // A price belongs to its part: nothing typed for the last part carries over to this one
        // (its source least of all, which would be saved with this part's price unnoticed).
        m_error->setVisible(false);
        m_amount->clear();
        m_source->clear();
        m_date->setDate(QDate::currentDate());
    }
    m_id = id;
    m_name = name;
    refresh();
}

QString PricePanel::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

void PricePanel::refresh()
{
    if (m_id.isEmpty()) {
        setTitle(tr("Price"));
        m_summary->setText(tr("Select a part to see and set its price."));
        m_history->clear();
        updateEnabled();
        return;
    }
    setTitle(tr("Price of %1").arg(m_name.isEmpty() ? m_id : m_name));
    const auto effective = m_session.catalog().price(m_partKind, m_id, m_session.displayCurrency());
    if (!effective) {
        m_summary->setText(tr("The catalog has no price for %1, so the planner cannot price builds with it.").arg(m_id));
    } else if (effective->userSet) {
        m_summary->setText(tr("The planner uses your price: %1.").arg(Format::money(effective->amountMinor, effective->currency)));
    } else {
        m_summary->setText(tr("The planner uses the shipped price: %1.").arg(Format::money(effective->amountMinor, effective->currency)));
    }
    const TableDef *prices = findTable(QStringLiteral("prices"));
    QStringList lines;
    for (const CatalogRow &row : m_session.priceRowsOf(m_partKind, m_id)) {
        const QString money = Format::money(row.value(*prices, QStringLiteral("amount_minor")).toLongLong(),
                                            row.value(*prices, QStringLiteral("currency")).toString());
        const QString date = row.value(*prices, QStringLiteral("price_date")).toString();
        const QString source = shortened(row.value(*prices, QStringLiteral("source")).toString());
        lines.append(row.origin == kUser ? tr("%1, dated %2, set by you: %3").arg(money, date, source)
                                         : tr("%1, dated %2, shipped: %3").arg(money, date, source));
    }
    m_history->setText(lines.isEmpty() ? QString() : tr("Prices in the catalog:\n%1").arg(lines.join(QLatin1Char('\n'))));
    updateEnabled();
}

void PricePanel::updateEnabled()
{
    const bool editable = m_session.canEdit() && !m_id.isEmpty();
    bool hasUserPrice = false;
    for (const CatalogRow &row : m_session.priceRowsOf(m_partKind, m_id)) {
        hasUserPrice = hasUserPrice || row.origin == kUser;
    }
    for (QWidget *w : {static_cast<QWidget *>(m_amount), static_cast<QWidget *>(m_currency),
                       static_cast<QWidget *>(m_date), static_cast<QWidget *>(m_source),
                       static_cast<QWidget *>(m_set)}) {
        w->setEnabled(editable);
    }
    m_revert->setEnabled(editable && hasUserPrice);
}

bool PricePanel::applyPrice(const QString &amount, const QString &currency, const QDate &date, const QString &source)
{
    const auto showError = [this](const QString &error) {
        m_error->setText(error);
        m_error->setVisible(true);
        return false;
    };
    if (m_id.isEmpty()) {
        return showError(tr("Select a part first."));
    }
    const QString code = currency.trimmed().toUpper();
    const TableDef *prices = findTable(QStringLiteral("prices"));
    QVariant parsed;
    QString error;
    if (!parseField(prices->columns[std::size_t(prices->columnIndex(QStringLiteral("currency")))], code, parsed, error)) {
        return showError(error);
    }
    PriceEntry entry;
    if (!CatalogColumns::parseMoney(amount, code, entry.amountMinor, error)) {
        return showError(error);
    }
    if (!date.isValid()) {
        return showError(tr("Choose the date of the price."));
    }
    entry.currency = code;
    entry.date = date.toString(Qt::ISODate);
    entry.source = source.trimmed().isEmpty() ? tr("entered in the catalog editor") : source.trimmed();
    if (!m_session.setPrice(m_kind, m_id, entry)) {
        return showError(m_session.lastError());
    }
    m_error->setVisible(false);
    m_amount->clear();
    return true;
}

bool PricePanel::revertPrices()
{
    if (m_id.isEmpty()) {
        return false;
    }
    if (!m_session.revertPrices(m_kind, m_id)) {
        m_error->setText(m_session.lastError());
        m_error->setVisible(true);
        return false;
    }
    m_error->setVisible(false);
    return true;
}

} // namespace rigplan
