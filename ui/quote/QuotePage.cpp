// SPDX-License-Identifier: GPL-3.0-or-later
#include "quote/QuotePage.h"

#include "Format.h"
#include "Prompts.h"
#include "Settings.h"
#include "catalog/Catalog.h"
#include "quote/Vendor.h"
#include "util/Money.h"
#include "workload/FormWidgets.h"

#include <QComboBox>
#include <QDateTime>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace rigplan {

namespace {

enum LineColumn { ItemCol, QtyCol, UnitCol, DiscountCol, NetCol, CostCol, MarginCol, LeadCol, LineColumns };

// Major units typed by the user → minor units of `currency`; nullopt when not a usable amount.
std::optional<std::int64_t> minorFromText(const QString &text, const std::string &currency)
{
    bool ok = false;
    const double major = QLocale().toDouble(text.trimmed(), &ok);
    if (!ok || major < 0) {
        return std::nullopt;
    }
    const auto minor = moneyFromDouble(major * std::pow(10.0, currencyMinorDigits(currency)));
    if (!minor || *minor > kMaxMoneyMinor) {
        return std::nullopt;
    }
    return minor;
}

QString majorText(std::int64_t minor, const std::string &currency)
{
    const int digits = currencyMinorDigits(currency);
    return QLocale().toString(double(minor) / std::pow(10.0, digits), 'f', digits);
}

BasisPoints basisPointsOf(double percent)
{
    return std::llround(percent * 100.0);
}

// The catalog has no stock figures: a part without a lead time is to be confirmed, not
// "0 days" (the client edition says the same). Cleared text sets it back to unknown.
QString leadDaysText(const QuoteLine &line)
{
    if (line.leadDays > 0) {
        return QString::number(line.leadDays);
    }
    return line.kind == LineKind::Service ? QString() : QuotePage::tr("to be confirmed", "a part's lead time");
}

} // namespace

QuotePage::QuotePage(Catalog &catalog, QWidget *parent)
    : QWidget(parent)
    , m_catalog(catalog)
{
    installWheelGuard();
    build();
    loadServices();
    refreshQuoteList();
    showQuote();
}

void QuotePage::build()
{
    auto *outer = new QVBoxLayout(this);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *content = new QWidget(scroll);
    auto *layout = new QVBoxLayout(content);
    scroll->setWidget(content);
    outer->addWidget(scroll);

    // The tier, freezing, re-pricing, the status.
    auto *top = new QHBoxLayout;
    m_tier = new QComboBox(content);
    m_tier->setObjectName(QStringLiteral("quoteTier"));
    m_tier->addItem(QString(), QString());
    for (TierKind k : kTierKinds) {
        m_tier->addItem(QString(), QLatin1String(tierId(k)));
    }
    top->addWidget(translatedBuddy(m_texts, [] { return tr("Tier sold:"); }, m_tier, content));
    top->addWidget(m_tier);
    m_freeze = new QPushButton(content);
    m_freeze->setObjectName(QStringLiteral("quoteFreeze"));
    m_texts.add([this] { m_freeze->setText(tr("Freeze Prices")); });
    top->addWidget(m_freeze);
    m_reprice = new QPushButton(content);
    m_reprice->setObjectName(QStringLiteral("quoteReprice"));
    m_texts.add([this] { m_reprice->setText(tr("Re-price…")); });
    top->addWidget(m_reprice);
    top->addSpacing(16);
    m_status = new QComboBox(content);
    m_status->setObjectName(QStringLiteral("quoteStatus"));
    for (QuoteStatus s : {QuoteStatus::Draft, QuoteStatus::Sent, QuoteStatus::Accepted, QuoteStatus::Expired}) {
        m_status->addItem(QString(), QLatin1String(quoteStatusId(s)));
    }
    top->addWidget(translatedBuddy(m_texts, [] { return tr("Status:"); }, m_status, content));
    top->addWidget(m_status);
    top->addStretch(1);
    layout->addLayout(top);
    m_frozenInfo = new QLabel(content);
    m_frozenInfo->setWordWrap(true);
    layout->addWidget(m_frozenInfo);
    m_banner = new QLabel(content);
    m_banner->setObjectName(QStringLiteral("quoteBanner"));
    m_banner->setWordWrap(true);
    m_banner->setStyleSheet(QStringLiteral("QLabel { color: #8a1c1c; font-weight: bold; }"));
    layout->addWidget(m_banner);

    // The lines.
    m_lines = new QTableWidget(0, LineColumns, content);
    m_lines->setObjectName(QStringLiteral("quoteLines"));
    m_lines->verticalHeader()->setVisible(false);
    m_lines->horizontalHeader()->setSectionResizeMode(ItemCol, QHeaderView::Stretch);
    for (int c = QtyCol; c < LineColumns; ++c) {
        m_lines->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    }
    m_lines->verticalHeader()->setDefaultSectionSize(m_lines->fontMetrics().height() + 8);
    m_lines->setMinimumHeight(200);
    layout->addWidget(m_lines, 3);

    auto *columns = new QHBoxLayout;
    // Services from the catalog.
    auto *servicesBox = new QGroupBox(content);
    m_texts.add([servicesBox] { servicesBox->setTitle(tr("Services")); });
    auto *servicesLayout = new QVBoxLayout(servicesBox);
    m_serviceList = new QListWidget(servicesBox);
    m_serviceList->setObjectName(QStringLiteral("quoteServices"));
    m_serviceList->setMaximumHeight(220);
    // Service names are sentences ("Assembly, cabling and 24-hour burn-in (memory test, ...)"):
    // wrapped in the column's width rather than cut off behind a horizontal scroll bar.
    m_serviceList->setWordWrap(true);
    m_serviceList->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_serviceList->setResizeMode(QListView::Adjust);
    servicesLayout->addWidget(m_serviceList);
    columns->addWidget(servicesBox, 4);

    // Discount, tax, markup, terms.
    auto *commercialBox = new QGroupBox(content);
    m_texts.add([commercialBox] { commercialBox->setTitle(tr("Commercial terms")); });
    auto *form = new QFormLayout(commercialBox);
    auto *discountRow = new QHBoxLayout;
    m_discountKind = new QComboBox(commercialBox);
    m_discountKind->setObjectName(QStringLiteral("quoteDiscountKind"));
    m_discountKind->addItems({QString(), QString(), QString()});
    m_discount = new QDoubleSpinBox(commercialBox);
    m_discount->setObjectName(QStringLiteral("quoteDiscount"));
    m_discount->setDecimals(2);
    m_discount->setRange(0, 1e12);
    discountRow->addWidget(m_discountKind);
    discountRow->addWidget(m_discount, 1);
    form->addRow(translatedBuddy(m_texts, [] { return tr("Quote discount:"); }, m_discountKind, commercialBox), discountRow);
    m_tax = new QComboBox(commercialBox);
    m_tax->setObjectName(QStringLiteral("quoteTax"));
    for (const TaxRate &t : shippedTaxRates()) {
        m_tax->addItem(QString(), QString::fromStdString(t.id));
    }
    form->addRow(translatedBuddy(m_texts, [] { return tr("Tax:"); }, m_tax, commercialBox), m_tax);
    m_markup = new QDoubleSpinBox(commercialBox);
    m_markup->setObjectName(QStringLiteral("quoteMarkup"));
    m_markup->setRange(0, 1000);
    m_markup->setDecimals(2);
    m_markup->setSuffix(QStringLiteral(" %"));
    form->addRow(translatedBuddy(m_texts, [] { return tr("Markup on part costs:"); }, m_markup, commercialBox), m_markup);
    m_validDays = new QSpinBox(commercialBox);
    m_validDays->setRange(1, 365);
    form->addRow(translatedBuddy(m_texts, [] { return tr("Valid for (days):"); }, m_validDays, commercialBox), m_validDays);
    m_leadDays = new QSpinBox(commercialBox);
    m_leadDays->setRange(0, 3650);
    m_texts.add([this] { m_leadDays->setSpecialValueText(tr("from the lines")); });
    form->addRow(translatedBuddy(m_texts, [] { return tr("Lead time (working days):"); }, m_leadDays, commercialBox), m_leadDays);
    m_paymentTerms = new QLineEdit(commercialBox);
    form->addRow(translatedBuddy(m_texts, [] { return tr("Payment terms:"); }, m_paymentTerms, commercialBox), m_paymentTerms);
    m_terms = new QPlainTextEdit(commercialBox);
    m_terms->setMaximumHeight(70);
    form->addRow(translatedBuddy(m_texts, [] { return tr("Terms and conditions:"); }, m_terms, commercialBox), m_terms);
    columns->addWidget(commercialBox, 4);

    // Totals and the internal figures.
    auto *totalsBox = new QGroupBox(content);
    m_texts.add([totalsBox] { totalsBox->setTitle(tr("Totals")); });
    auto *totalsLayout = new QVBoxLayout(totalsBox);
    m_totals = new QLabel(totalsBox);
    m_totals->setObjectName(QStringLiteral("quoteTotals"));
    m_totals->setTextFormat(Qt::RichText);
    m_internal = new QLabel(totalsBox);
    m_internal->setObjectName(QStringLiteral("quoteMargin"));
    m_internal->setTextFormat(Qt::RichText);
    totalsLayout->addWidget(m_totals);
    totalsLayout->addWidget(m_internal);
    totalsLayout->addStretch(1);
    columns->addWidget(totalsBox, 2);
    layout->addLayout(columns);

    // The quote list.
    auto *listBox = new QGroupBox(content);
    m_texts.add([listBox] { listBox->setTitle(tr("Quotes")); });
    auto *listLayout = new QVBoxLayout(listBox);
    m_quoteList = new QTableWidget(0, 5, listBox);
    m_quoteList->setObjectName(QStringLiteral("quoteList"));
    m_quoteList->verticalHeader()->setVisible(false);
    m_quoteList->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_quoteList->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_quoteList->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_quoteList->verticalHeader()->setDefaultSectionSize(m_quoteList->fontMetrics().height() + 8);
    for (int c : {0, 2, 3, 4}) {
        m_quoteList->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    }
    m_quoteList->setMinimumHeight(100);
    m_quoteList->setMaximumHeight(150);
    listLayout->addWidget(m_quoteList);
    layout->addWidget(listBox, 1);
    m_texts.add([this] {
        m_lines->setHorizontalHeaderLabels({tr("Item"), tr("Qty"), tr("Unit price"), tr("Discount %"), tr("Net"),
                                            tr("Unit cost"), tr("Margin"), tr("Lead days")});
        m_quoteList->setHorizontalHeaderLabels({tr("Number"), tr("Customer"), tr("Status"), tr("Total"), tr("Date")});
        setItemTexts(m_tier, {tr("Not chosen"), Format::tierName(TierKind::Entry), Format::tierName(TierKind::Mainstream),
                              Format::tierName(TierKind::High)});
        setItemTexts(m_status, {Format::quoteStatusName(QuoteStatus::Draft), Format::quoteStatusName(QuoteStatus::Sent),
                                Format::quoteStatusName(QuoteStatus::Accepted), Format::quoteStatusName(QuoteStatus::Expired)});
        setItemTexts(m_discountKind, {tr("None"), tr("Percent"), tr("Amount")});
        QStringList taxes;
        for (const TaxRate &t : shippedTaxRates()) {
            taxes << (t.id == "none" ? tr("No tax")
                                     : tr("%1 %2 — %3").arg(QString::fromStdString(t.jurisdiction), QString::fromStdString(t.name),
                                                            Format::percentExact(t.rate)));
        }
        setItemTexts(m_tax, taxes);
    });

    connect(m_tier, &QComboBox::activated, this, [this] {
        if (const auto kind = tierFromId(m_tier->currentData().toString().toStdString())) {
            if (!freeze(*kind)) {
                Prompts::instance().error(this, tr("Cannot freeze the quote"), m_lastError);
                showQuote();
            }
        }
    });
    connect(m_freeze, &QPushButton::clicked, this, [this] {
        // The tier chosen, never one in its place.
        const auto kind = tierFromId(m_tier->currentData().toString().toStdString());
        if (!kind) {
            Prompts::instance().error(this, tr("Cannot freeze the quote"), tr("Choose the tier to sell first."));
        } else if (!freeze(*kind)) {
            Prompts::instance().error(this, tr("Cannot freeze the quote"), m_lastError);
        }
    });
    connect(m_reprice, &QPushButton::clicked, this, [this] {
        if (!reprice()) {
            Prompts::instance().error(this, tr("Cannot re-price the quote"), m_lastError);
        }
    });
    connect(m_status, &QComboBox::activated, this, [this] {
        m_quote.info.status = quoteStatusFromId(m_status->currentData().toString().toStdString()).value_or(QuoteStatus::Draft);
        edit(tr("Quote Status"));
    });
    connect(m_serviceList, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        if (!m_updating) {
            onServiceToggled(item->data(Qt::UserRole).toString(), item->checkState() == Qt::Checked);
        }
    });
    connect(m_lines, &QTableWidget::cellChanged, this, &QuotePage::onLineCellChanged);
    for (QComboBox *combo : {m_discountKind, m_tax}) {
        connect(combo, &QComboBox::activated, this, &QuotePage::onCommercialChanged);
    }
    for (QDoubleSpinBox *spin : {m_discount, m_markup}) {
        connect(spin, &QDoubleSpinBox::editingFinished, this, &QuotePage::onCommercialChanged);
    }
    for (QSpinBox *spin : {m_validDays, m_leadDays}) {
        connect(spin, &QSpinBox::editingFinished, this, &QuotePage::onCommercialChanged);
    }
    connect(m_paymentTerms, &QLineEdit::editingFinished, this, &QuotePage::onCommercialChanged);
    connect(m_terms, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_updating) {
            m_quote.info.terms = m_terms->toPlainText().toStdString();
            edit(tr("Terms and Conditions"));
        }
    });
    connect(m_quoteList, &QTableWidget::cellDoubleClicked, this, [this](int row) {
        if (QTableWidgetItem *item = m_quoteList->item(row, 0)) {
            Q_EMIT openRequested(item->data(Qt::UserRole).toString());
        }
    });
}

void QuotePage::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
}

void QuotePage::retranslateUi()
{
    m_texts.apply();
    loadServices();
    showQuote();
    refreshQuoteList();
}

void QuotePage::loadServices()
{
    if (const auto services = readServices(m_catalog)) {
        m_services = *services;
    }
    showQuote();
}

void QuotePage::setQuote(const Quote &quote)
{
    m_quote = quote;
    showQuote();
}

void QuotePage::setOutcome(std::shared_ptr<const PlanOutcome> outcome)
{
    m_outcome = std::move(outcome);
    showQuote();
}

void QuotePage::showQuote()
{
    if (!m_lines) {
        return;
    }
    m_updating = true;
    const QSignalBlocker b1(m_tier), b2(m_status), b3(m_serviceList), b4(m_lines), b5(m_discountKind), b6(m_discount),
        b7(m_tax), b8(m_markup), b9(m_validDays), b10(m_leadDays), b11(m_paymentTerms), b12(m_terms);
    const std::optional<FrozenQuote> &frozen = m_quote.frozen;
    m_tier->setCurrentIndex(std::max(0, m_tier->findData(frozen ? QString::fromStdString(frozen->tier) : QString())));
    // A tier the plan lacks cannot be chosen (the frozen one stays, to be read).
    if (auto *tiers = qobject_cast<QStandardItemModel *>(m_tier->model())) {
        for (int i = 1; i < tiers->rowCount(); ++i) {
            const auto kind = tierFromId(m_tier->itemData(i).toString().toStdString());
            const bool planned = m_outcome && m_outcome->plan.feasible && kind && m_outcome->plan.tier(*kind);
            tiers->item(i)->setEnabled(planned || i == m_tier->currentIndex());
        }
    }
    m_status->setCurrentIndex(std::max(0, m_status->findData(QLatin1String(quoteStatusId(m_quote.info.status)))));
    m_reprice->setEnabled(frozen.has_value());
    m_freeze->setText(frozen ? tr("Freeze Again") : tr("Freeze Prices"));
    const QDateTime frozenAt = frozen ? QDateTime::fromString(QString::fromStdString(frozen->frozenAt), Qt::ISODate) : QDateTime();
    m_frozenInfo->setText(frozen ? tr("Frozen %1: prices of %2, exchange rates of %3, in %4. The catalog's later changes do "
                                      "not change this quote until it is re-priced.")
                                       .arg(frozenAt.isValid() ? QLocale().toString(frozenAt.toLocalTime(), QLocale::ShortFormat)
                                                               : QString::fromStdString(frozen->frozenAt),
                                            QString::fromStdString(frozen->priceDate),
                                            frozen->rateDate.empty() ? tr("none") : QString::fromStdString(frozen->rateDate),
                                            QString::fromStdString(frozen->currency))
                                 : tr("Not frozen: choose the tier to sell to fix its lines and prices."));
    QStringList banner;
    if (quoteExpired(m_quote.info, QDate::currentDate())) {
        const QDate until = quoteValidUntil(m_quote.info);
        banner << (until.isValid() ? tr("This quote expired on %1.").arg(until.toString(Qt::ISODate)) : tr("This quote is marked expired."));
    }
    if (frozen && m_outcome && m_outcome->workload == m_quote.workload && !frozenBuildIsCurrent(*m_outcome, *frozen)) {
        const Tier *live = m_outcome->plan.feasible ? m_outcome->plan.tier(*tierFromId(frozen->tier)) : nullptr;
        banner << (live && live->build.key == frozen->build.key
                       ? tr("The workload changed since the freeze: re-price to update the lines and the figures.")
                       : tr("The plan now proposes a different build for this tier: re-price to sell it."));
    }
    m_banner->setText(banner.join(QLatin1Char(' ')));
    m_banner->setVisible(!banner.isEmpty());

    m_serviceList->clear();
    for (const ServiceSpec &s : m_services) {
        QString price;
        if (s.priceRule == "percent_of_hardware") {
            price = tr("%1 of the hardware").arg(Format::percentExact(s.percent));
        } else {
            price = Format::money(s.amountMinor, QString::fromStdString(s.currency));
            if (s.priceRule == "per_gpu") {
                price = tr("%1 per GPU").arg(price);
            }
        }
        const QString name = Format::catalogName(s.name, s.nameZh);
        auto *item = new QListWidgetItem(tr("%1 (%2)").arg(name, price), m_serviceList);
        item->setData(Qt::UserRole, QString::fromStdString(s.id));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        const bool chosen = std::find(m_quote.commercial.services.begin(), m_quote.commercial.services.end(), s.id)
            != m_quote.commercial.services.end();
        item->setCheckState(chosen ? Qt::Checked : Qt::Unchecked);
        item->setToolTip(QStringLiteral("%1\n%2").arg(name, QString::fromStdString(s.estimate ? s.estimateBasis : s.source)));
    }

    const Discount &d = m_quote.commercial.discount;
    m_discountKind->setCurrentIndex(int(d.kind));
    const std::string currency = frozen ? frozen->currency : planCurrency(m_quote.workload).toStdString();
    m_discount->setDecimals(d.kind == Discount::Kind::Amount ? currencyMinorDigits(currency) : 2);
    m_discount->setValue(d.kind == Discount::Kind::Percent ? double(d.percent) / 100.0
                         : d.kind == Discount::Kind::Amount ? double(d.amountMinor) / std::pow(10.0, currencyMinorDigits(currency))
                                                             : 0.0);
    m_discount->setEnabled(d.kind != Discount::Kind::None);
    m_discount->setSuffix(d.kind == Discount::Kind::Percent ? QStringLiteral(" %")
                          : d.kind == Discount::Kind::Amount ? QLatin1Char(' ') + QString::fromStdString(currency)
                                                             : QString());
    m_tax->setCurrentIndex(std::max(0, m_tax->findData(m_quote.commercial.tax ? QString::fromStdString(m_quote.commercial.tax->id)
                                                                              : QStringLiteral("none"))));
    m_markup->setValue(double(m_quote.commercial.markup) / 100.0);
    m_validDays->setValue(m_quote.info.validDays);
    m_leadDays->setValue(m_quote.info.leadDays);
    m_paymentTerms->setText(QString::fromStdString(m_quote.info.paymentTerms));
    if (m_terms->toPlainText() != QString::fromStdString(m_quote.info.terms)) {
        m_terms->setPlainText(QString::fromStdString(m_quote.info.terms));
    }

    m_lines->setRowCount(0);
    if (frozen) {
        const QuoteTotals totals = quoteTotals(m_quote);
        m_lines->setRowCount(int(frozen->lines.size()));
        for (std::size_t i = 0; i < frozen->lines.size(); ++i) {
            const QuoteLine &l = frozen->lines[i];
            const LineTotals &t = totals.lines[i];
            const int row = int(i);
            const auto cell = [&](int column, const QString &text, bool editable = false) {
                auto *item = new QTableWidgetItem(text);
                Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
                if (editable) {
                    flags |= Qt::ItemIsEditable;
                }
                item->setFlags(flags);
                if (column != ItemCol) {
                    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
                }
                m_lines->setItem(row, column, item);
            };
            QString name = Format::quoteLineItem(l);
            if (l.kind == LineKind::Service) {
                name = tr("%1: %2", "service category: service").arg(Format::serviceCategoryName(l.partKind), name);
            }
            cell(ItemCol, name);
            m_lines->item(row, ItemCol)->setToolTip(tr("%1, price of %2").arg(QString::fromStdString(l.source), QString::fromStdString(l.priceDate)));
            cell(QtyCol, QLocale().toString(qlonglong(l.quantity)));
            cell(UnitCol, majorText(l.unitPriceMinor, frozen->currency), l.priceRule != "percent_of_hardware");
            cell(DiscountCol, l.discount.kind == Discount::Kind::Percent ? percentText(l.discount.percent) : QString(), true);
            cell(NetCol, Format::money(t.netMinor, frozen->currency));
            cell(CostCol, Format::money(l.unitCostMinor, frozen->currency));
            cell(MarginCol, Format::money(t.marginMinor, frozen->currency));
            cell(LeadCol, leadDaysText(l), true);
        }
    }
    m_updating = false;
    showTotals();
}

void QuotePage::showTotals()
{
    if (!m_quote.frozen) {
        m_totals->setText(tr("Choose a tier to see the quote's totals."));
        m_internal->clear();
        return;
    }
    const QuoteTotals t = quoteTotals(m_quote);
    const QString currency = QString::fromStdString(m_quote.frozen->currency);
    if (t.overflow) {
        m_totals->setText(tr("The amounts are beyond the 64-bit range of minor units."));
        m_internal->clear();
        return;
    }
    const auto row = [](const QString &label, const QString &value, bool bold = false) {
        const QString cell = bold ? QStringLiteral("<b>%1</b>") : QStringLiteral("%1");
        return QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td></tr>")
            .arg(cell.arg(label.toHtmlEscaped()), cell.arg(value.toHtmlEscaped()));
    };
    QString html = QStringLiteral("<table cellspacing=\"4\">");
    html += row(tr("Subtotal"), Format::money(t.subtotalMinor, currency));
    html += row(tr("Discount"), Format::money(-t.discountMinor, currency));
    html += row(tr("Net"), Format::money(t.netMinor, currency), true);
    const QuoteTax *tax = m_quote.commercial.tax ? &*m_quote.commercial.tax : nullptr;
    html += row(tax ? tr("%1 at %2").arg(QString::fromStdString(tax->name), Format::percentExact(tax->rate)) : tr("Tax"),
                Format::money(t.taxMinor, currency));
    html += row(tr("Gross"), Format::money(t.grossMinor, currency), true);
    html += QStringLiteral("</table>");
    m_totals->setText(html);
    QString internal = QStringLiteral("<table cellspacing=\"4\">");
    internal += row(tr("Cost"), Format::money(t.costMinor, currency));
    internal += row(tr("Margin"), tr("%1 (%2)").arg(Format::money(t.marginMinor, currency), Format::percentExact(t.marginPercent)), true);
    internal += QStringLiteral("</table>");
    if (t.marginMinor < 0) {
        // A discount bigger than the markup sells at a loss: say so where the margin is read.
        internal += QStringLiteral("<p style=\"color:#c62828\">%1</p>")
                        .arg(tr("Below cost: this quote loses %1.").arg(Format::money(-t.marginMinor, currency)).toHtmlEscaped());
    }
    m_internal->setText(internal);
}

void QuotePage::edit(const QString &what)
{
    if (m_quote.frozen) {
        repriceServiceLines(m_quote.frozen->lines);
    }
    showQuote();
    Q_EMIT quoteEdited(m_quote, what);
}

bool QuotePage::freeze(TierKind tier)
{
    m_lastError.clear();
    if (!m_outcome || !m_outcome->plan.feasible) {
        m_lastError = tr("There is no plan with builds to freeze yet.");
        return false;
    }
    if (!m_outcome->plan.tier(tier)) {
        m_lastError = tr("The plan has no %1 tier: choose one of its tiers.").arg(Format::tierName(tier));
        return false;
    }
    const auto services = readServices(m_catalog);
    const auto rates = readExchangeRates(m_catalog);
    if (!services || !rates) {
        m_lastError = (services ? rates.diagnostic() : services.diagnostic()).text();
        return false;
    }
    Quote quote = m_quote;
    quote.workload = m_outcome->workload; // the plan's workload: the build sold is the one planned
    const VendorProfile vendor = storedVendorProfile();
    if (!quote.frozen) {
        // The vendor's defaults, the first time a quote is priced.
        if (quote.info.paymentTerms.empty()) {
            quote.info.paymentTerms = vendor.paymentTerms;
        }
        if (quote.info.terms.empty()) {
            quote.info.terms = vendor.terms;
        }
        if (quote.commercial.markup == 0) {
            quote.commercial.markup = vendor.markup;
        }
    }
    FreezeInput input;
    input.tier = tier;
    input.services = *services;
    input.rates = *rates;
    input.today = todayIsoDate();
    input.frozenAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    if (const Result<void> frozen = freezeQuote(quote, *m_outcome, input); !frozen) {
        m_lastError = diagnosticTexts(frozen.diagnostics()).join(QLatin1Char('\n'));
        return false;
    }
    if (quote.info.number.empty()) {
        QuoteNumberSequence sequence;
        const auto number = sequence.next(QString::fromStdString(vendor.numberPattern), QDate::currentDate());
        if (!number) {
            m_lastError = number.diagnostic().text();
            return false;
        }
        quote.info.number = number->toStdString();
    }
    m_quote = quote;
    edit(tr("Freeze Quote"));
    return true;
}

bool QuotePage::reprice()
{
    m_lastError.clear();
    if (!m_quote.frozen) {
        m_lastError = tr("The quote is not frozen: choose a tier first.");
        return false;
    }
    const Quote before = m_quote;
    if (!freeze(*tierFromId(before.frozen->tier))) {
        m_quote = before;
        showQuote();
        return false;
    }
    m_quote.info.date = todayIsoDate();
    m_quote.info.status = QuoteStatus::Draft;
    m_lastReprice = compareFrozen(before, m_quote);
    edit(tr("Re-price Quote"));
    QStringList lines;
    const QString currency = QString::fromStdString(m_lastReprice.currency);
    for (const LineChange &c : m_lastReprice.changes) {
        const QString name = QString::fromStdString(c.name);
        switch (c.kind) {
        case LineChange::Kind::Changed:
            lines << tr("%1: %2 × %3 → %4 × %5")
                         .arg(name, QString::number(c.oldQuantity), Format::money(c.oldUnitMinor, currency),
                              QString::number(c.newQuantity), Format::money(c.newUnitMinor, currency));
            break;
        case LineChange::Kind::Added:
            lines << tr("%1: added, %2 × %3").arg(name, QString::number(c.newQuantity), Format::money(c.newUnitMinor, currency));
            break;
        case LineChange::Kind::Removed:
            lines << tr("%1: removed").arg(name);
            break;
        }
    }
    if (lines.isEmpty()) {
        lines << tr("No line changed.");
    }
    lines << tr("Gross total: %1 → %2").arg(Format::money(m_lastReprice.oldGrossMinor, currency),
                                            Format::money(m_lastReprice.newGrossMinor, currency));
    Prompts::instance().information(this, tr("Re-priced"), lines.join(QLatin1Char('\n')));
    return true;
}

void QuotePage::onServiceToggled(const QString &id, bool on)
{
    const auto it = std::find_if(m_services.begin(), m_services.end(), [&](const ServiceSpec &s) { return s.id == id.toStdString(); });
    if (it == m_services.end()) {
        return;
    }
    if (on) {
        const auto rates = readExchangeRates(m_catalog);
        if (const Result<void> added = addServiceLine(m_quote, *it, rates ? *rates : std::vector<ExchangeRate>{}); !added) {
            Prompts::instance().error(this, tr("Cannot add the service"), added.diagnostic().text());
            showQuote();
            return;
        }
        edit(tr("Add Service"));
    } else {
        removeServiceLine(m_quote, it->id);
        edit(tr("Remove Service"));
    }
}

void QuotePage::onLineCellChanged(int row, int column)
{
    if (m_updating || !m_quote.frozen || row < 0 || row >= int(m_quote.frozen->lines.size())) {
        return;
    }
    QuoteLine &line = m_quote.frozen->lines[std::size_t(row)];
    const QString text = m_lines->item(row, column)->text().trimmed();
    if (column == DiscountCol) {
        if (text.isEmpty()) {
            line.discount = {};
        } else if (const auto percent = parsePercent(QString(text).remove(QLatin1Char('%')).replace(QLocale().decimalPoint(), QStringLiteral(".")))) {
            line.discount = {Discount::Kind::Percent, *percent, 0};
        }
        edit(tr("Line Discount"));
    } else if (column == LeadCol) {
        bool ok = false;
        const int days = text.toInt(&ok);
        if (text.isEmpty()) {
            line.leadDays = 0;
        } else if (ok && days >= 0 && days <= 3650) {
            line.leadDays = days;
        }
        edit(tr("Lead Time"));
    } else if (column == UnitCol) {
        if (const auto minor = minorFromText(text, m_quote.frozen->currency)) {
            line.unitPriceMinor = *minor;
            if (line.kind == LineKind::Service) {
                line.unitCostMinor = *minor;
            }
        }
        edit(tr("Unit Price"));
    } else {
        showQuote();
    }
}

void QuotePage::onCommercialChanged()
{
    if (m_updating) {
        return;
    }
    Quote before = m_quote;
    QuoteCommercial &c = m_quote.commercial;
    const auto kind = static_cast<Discount::Kind>(m_discountKind->currentIndex());
    const std::string currency = m_quote.frozen ? m_quote.frozen->currency : planCurrency(m_quote.workload).toStdString();
    if (kind == Discount::Kind::None) {
        c.discount = {};
    } else if (kind == Discount::Kind::Percent) {
        c.discount = {kind, std::clamp<BasisPoints>(basisPointsOf(m_discount->value()), 0, kWholePercent), 0};
    } else {
        c.discount = {kind, 0, moneyFromDouble(m_discount->value() * std::pow(10.0, currencyMinorDigits(currency))).value_or(0)};
    }
    const TaxRate *tax = findTaxRate(m_tax->currentData().toString().toStdString());
    c.tax = tax && tax->id != "none" ? std::optional<QuoteTax>(quoteTaxFrom(*tax)) : std::nullopt;
    const BasisPoints markup = basisPointsOf(m_markup->value());
    if (markup != c.markup && m_quote.frozen) {
        // A new markup re-prices the part lines from their costs.
        for (QuoteLine &l : m_quote.frozen->lines) {
            if (l.kind == LineKind::Part) {
                l.unitPriceMinor = applyPercent(l.unitCostMinor, kWholePercent + markup);
            }
        }
    }
    c.markup = markup;
    m_quote.info.validDays = m_validDays->value();
    m_quote.info.leadDays = m_leadDays->value();
    m_quote.info.paymentTerms = m_paymentTerms->text().toStdString();
    if (m_quote == before) {
        showQuote(); // e.g. the discount kind's spin box needs its suffix
        return;
    }
    edit(tr("Commercial Terms"));
}

void QuotePage::refreshQuoteList()
{
    if (!m_quoteList) {
        return;
    }
    const std::vector<QuoteIndexEntry> entries = quoteIndex();
    m_quoteList->setRowCount(int(entries.size()));
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const QuoteIndexEntry &e = entries[i];
        const int row = int(i);
        auto *number = new QTableWidgetItem(e.number.isEmpty() ? tr("(no number)") : e.number);
        number->setData(Qt::UserRole, e.path);
        number->setToolTip(e.path);
        m_quoteList->setItem(row, 0, number);
        m_quoteList->setItem(row, 1, new QTableWidgetItem(e.customer));
        const auto status = quoteStatusFromId(e.status.toStdString());
        m_quoteList->setItem(row, 2, new QTableWidgetItem(status ? Format::quoteStatusName(*status) : e.status));
        auto *total = new QTableWidgetItem(e.grossMinor >= 0 ? Format::money(e.grossMinor, e.currency) : tr("not frozen"));
        total->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_quoteList->setItem(row, 3, total);
        m_quoteList->setItem(row, 4, new QTableWidgetItem(e.date));
    }
}

} // namespace rigplan
