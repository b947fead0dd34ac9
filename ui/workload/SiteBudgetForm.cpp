// SPDX-License-Identifier: GPL-3.0-or-later
#include "SiteBudgetForm.h"

#include "Format.h"
#include "FormWidgets.h"
#include "util/Money.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>

#include <algorithm>

namespace rigplan {

namespace {

const QString kCustomOutlet = QStringLiteral("custom");

} // namespace

QString SiteBudgetForm::outletDescription(const Outlet &outlet)
{
    const std::string id = outlet.id;
    if (id == "us-120v-15a") return tr("North America, 120 V 15 A circuit (NEMA 5-15)");
    if (id == "us-120v-20a") return tr("North America, 120 V 20 A circuit (NEMA 5-20)");
    if (id == "cn-220v-10a") return tr("China, 220 V 10 A socket (GB 2099)");
    if (id == "cn-220v-16a") return tr("China, 220 V 16 A socket (GB 2099)");
    if (id == "eu-230v-16a") return tr("Europe, 230 V 16 A circuit (Schuko, CEE 7)");
    if (id == "uk-230v-13a") return tr("UK, 230 V 13 A fused plug (BS 1363)");
    if (id == "dc-208v-30a") return tr("Data centre, 208 V 30 A circuit (NEMA L6-30 or a PDU)");
    if (id == "dc-220v-32a") return tr("Data centre, 220 V 32 A circuit (GB/T 11918 industrial socket or a PDU)");
    if (id == "dc-230v-32a") return tr("Data centre, 230 V 32 A circuit (IEC 60309 blue socket or a PDU)");
    return QString::fromUtf8(outlet.description);
}

QString SiteBudgetForm::environmentDescription(const std::string &environment)
{
    if (environment == "office") {
        return tr("People work beside it: towers only, no rack servers and no machines rated loud. The building's "
                  "air conditioning takes the heat.");
    }
    if (environment == "lab") {
        return tr("A room where noise is fine: any machine, rack servers included. A room air conditioner adds "
                  "about 30 % to the energy.");
    }
    if (environment == "server-room") {
        return tr("Racks, airflow and power for servers: any machine. The energy includes a data-centre cooling "
                  "overhead (PUE 1.58).");
    }
    return {};
}

SiteBudgetForm::SiteBudgetForm(const WorkloadChoices &choices, bool stacked, QWidget *parent)
    : QWidget(parent)
{
    m_form = new FormGrid(this, stacked);

    m_outlet = new QComboBox(this);
    m_outlet->setObjectName(QStringLiteral("outletCombo"));
    m_outlet->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_outlet->setMinimumContentsLength(16);
    for (const Outlet &o : outlets()) {
        m_outlet->addItem(QString(), QString::fromLatin1(o.id));
        m_outlet->setItemData(m_outlet->count() - 1, QString::fromUtf8(o.description), Qt::ToolTipRole);
    }
    m_outlet->addItem(QString(), kCustomOutlet);
    m_outlet->addItem(QString(), QString());
    m_texts.add([this] {
        QStringList texts;
        for (const Outlet &o : outlets()) {
            texts << tr("%1: %2 continuous", "outlet description, watts")
                         .arg(outletDescription(o), Format::watts(double(o.continuousW)));
        }
        texts << tr("Another circuit: enter its continuous watts")
              << tr("Not known (wall power is reported, not limited)");
        setItemTexts(m_outlet, texts);
    });
    m_form->addRow(translatedBuddy(m_texts, [] { return tr("&Outlet:"); }, m_outlet, this), m_outlet);

    m_outletWatts = new CheckedSpinBox(this);
    m_outletWatts->setObjectName(QStringLiteral("outletWattsSpin"));
    m_outletWatts->setRange(100, 100000);
    m_outletWatts->setSingleStep(100);
    m_outletWatts->setValue(1440);
    m_outletWatts->setGroupSeparatorShown(true);
    m_texts.add([this] { m_outletWatts->setSuffix(tr(" W", "watts")); });
    m_texts.add([this] {
        m_outletWatts->setToolTip(tr("What the circuit carries continuously: usually 80 % of the breaker's rating."));
    });
    m_form->addRow(translatedBuddy(m_texts, [] { return tr("Continuous &watts:"); }, m_outletWatts, this),
                   m_outletWatts);
    m_outletError = new ErrorLabel(this);
    m_outletError->setObjectName(QStringLiteral("outletWattsError"));
    m_form->addRow(static_cast<QLabel *>(nullptr), m_outletError);
    m_outletHint = makeHintLabel(this);
    m_outletHint->setObjectName(QStringLiteral("outletHint"));
    m_texts.add([this] {
        m_outletHint->setText(
            tr("The whole machine at full load must stay within what the outlet carries continuously."));
    });
    m_form->addRow(static_cast<QLabel *>(nullptr), m_outletHint);

    m_environment = new QComboBox(this);
    m_environment->setObjectName(QStringLiteral("environmentCombo"));
    for (const char *env : {"office", "lab", "server-room"}) {
        m_environment->addItem(QString(), QString::fromLatin1(env));
    }
    m_texts.add([this] {
        for (int i = 0; i < m_environment->count(); ++i) {
            m_environment->setItemText(i, Format::environmentName(m_environment->itemData(i).toString().toStdString()));
        }
    });
    m_form->addRow(translatedBuddy(m_texts, [] { return tr("&Room:"); }, m_environment, this), m_environment);
    m_environmentHint = makeHintLabel(this);
    m_environmentHint->setObjectName(QStringLiteral("environmentHint"));
    m_form->addRow(static_cast<QLabel *>(nullptr), m_environmentHint);

    // The country the machine is sold into: the planner offers only parts sold there.
    m_country = new QComboBox(this);
    m_country->setObjectName(QStringLiteral("countryCombo"));
    m_country->addItem(QString(), QString());
    {
        QList<QPair<QString, QString>> codes; // code, English territory name (Qt's data)
        for (int t = 1; t <= int(QLocale::LastTerritory); ++t) {
            const auto territory = QLocale::Territory(t);
            const QString code = QLocale::territoryToCode(territory);
            if (code.size() == 2 && code.at(0).isLetter() && code.at(1).isLetter()) {
                codes.append({code, QLocale::territoryToString(territory)});
            }
        }
        std::sort(codes.begin(), codes.end());
        codes.erase(std::unique(codes.begin(), codes.end(),
                                [](const auto &a, const auto &b) { return a.first == b.first; }),
                    codes.end());
        for (const auto &[code, name] : codes) {
            m_country->addItem(QStringLiteral("%1 — %2").arg(code, name), code);
        }
    }
    m_form->addRow(translatedBuddy(m_texts, [] { return tr("Countr&y:"); }, m_country, this), m_country);

    m_budgetCheck = new QCheckBox(this);
    m_texts.add([this] { m_budgetCheck->setText(tr("Limit the price to a bud&get")); });
    m_budgetCheck->setObjectName(QStringLiteral("budgetCheck"));
    m_form->addRow(static_cast<QLabel *>(nullptr), m_budgetCheck);

    m_budgetRow = new QWidget(this);
    m_budgetSpin = new CheckedDoubleSpinBox(m_budgetRow);
    m_budgetSpin->setObjectName(QStringLiteral("budgetSpin"));
    m_budgetSpin->setRange(0, 1e13);
    m_budgetSpin->setGroupSeparatorShown(true);
    m_budgetSpin->setSingleStep(1000);
    m_texts.add([this] {
        m_budgetSpin->setToolTip(tr("The most the client will spend on the machine, parts and assembly."));
    });
    m_currency = new QComboBox(m_budgetRow);
    m_currency->setObjectName(QStringLiteral("currencyCombo"));
    m_texts.add([this] {
        m_currency->setToolTip(tr("The plan prices every part in this currency, converted at the catalog's rates."));
    });
    for (const QString &code : choices.currencies) {
        m_currency->addItem(code, code);
    }
    auto *budgetLayout = new QHBoxLayout(m_budgetRow);
    budgetLayout->setContentsMargins(0, 0, 0, 0);
    budgetLayout->addWidget(m_budgetSpin, 1);
    budgetLayout->addWidget(m_currency);
    budgetLayout->addStretch(1);
    m_budgetRow->setFocusProxy(m_budgetSpin);
    m_form->addRow(translatedBuddy(m_texts, [] { return tr("Bu&dget:"); }, m_budgetSpin, this), m_budgetRow);
    m_budgetError = new ErrorLabel(this);
    m_budgetError->setObjectName(QStringLiteral("budgetError"));
    m_form->addRow(static_cast<QLabel *>(nullptr), m_budgetError);
    m_budgetHint = makeHintLabel(this);
    m_texts.add([this] {
        m_budgetHint->setText(tr("Without a budget the plan is not limited by price and shows prices in USD."));
    });
    m_form->addRow(static_cast<QLabel *>(nullptr), m_budgetHint);

    connect(m_outlet, &QComboBox::currentIndexChanged, this, [this] {
        if (m_updating) {
            return;
        }
        const QString id = m_outlet->currentData().toString();
        if (id == kCustomOutlet) {
            m_site.outlet.clear();
            m_site.outletW = m_outletWatts->value();
        } else {
            m_site.outlet = id.toStdString();
            m_site.outletW = 0;
        }
        edit();
    });
    connect(m_outletWatts, &QSpinBox::valueChanged, this, [this](int watts) {
        if (m_updating || m_outlet->currentData().toString() != kCustomOutlet) {
            return;
        }
        m_site.outletW = watts;
        edit();
    });
    // A number typed out of range is refused with the reason under its field.
    connect(m_outletWatts, &CheckedSpinBox::refusedChanged, this, &SiteBudgetForm::updateRows);
    connect(m_budgetSpin, &CheckedDoubleSpinBox::refusedChanged, this, &SiteBudgetForm::updateRows);
    connect(m_environment, &QComboBox::currentIndexChanged, this, [this] {
        if (m_updating) {
            return;
        }
        m_site.environment = m_environment->currentData().toString().toStdString();
        edit();
    });
    connect(m_country, &QComboBox::currentIndexChanged, this, [this] {
        if (m_updating) {
            return;
        }
        m_site.country = m_country->currentData().toString().toStdString();
        edit();
    });
    connect(m_budgetCheck, &QCheckBox::toggled, this, [this](bool on) {
        if (m_updating) {
            return;
        }
        m_budget.set = on;
        m_budget.max = m_budgetSpin->value();
        m_budget.currency = m_currency->currentData().toString().toStdString();
        edit();
        if (on) {
            m_budgetSpin->setFocus(Qt::OtherFocusReason);
        }
    });
    connect(m_budgetSpin, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        if (m_updating || !m_budget.set) {
            return;
        }
        m_budget.max = value;
        edit();
    });
    connect(m_currency, &QComboBox::currentIndexChanged, this, [this] {
        if (m_updating) {
            return;
        }
        updateDecimals();
        if (m_budget.set) {
            m_budget.currency = m_currency->currentData().toString().toStdString();
            m_budget.max = m_budgetSpin->value(); // as shown in the new currency's minor digits
        }
        edit();
    });
}

void SiteBudgetForm::setWorkload(const Workload &workload)
{
    m_updating = true;
    // What was refused in the workload shown before is no longer the question.
    m_outletWatts->clearRefused();
    m_budgetSpin->clearRefused();
    m_site = workload.site;
    m_budget = workload.budget;
    if (m_site.outletW > 0) {
        m_outlet->setCurrentIndex(m_outlet->findData(kCustomOutlet));
        m_outletWatts->setValue(int(std::clamp<std::int64_t>(m_site.outletW, 100, 100000)));
    } else {
        const int index = m_outlet->findData(QString::fromStdString(m_site.outlet));
        m_outlet->setCurrentIndex(index >= 0 ? index : m_outlet->findData(QString()));
    }
    const int env = m_environment->findData(QString::fromStdString(m_site.environment));
    m_environment->setCurrentIndex(std::max(0, env));
    const QString country = QString::fromStdString(m_site.country);
    if (!country.isEmpty() && m_country->findData(country) < 0) {
        m_country->addItem(country, country); // a code this Qt does not know: kept as the file has it
    }
    m_country->setCurrentIndex(std::max(0, m_country->findData(country)));
    m_budgetCheck->setChecked(m_budget.set);
    // Without a budget the currency box waits on the currency the plan is priced in (the site
    // country's own, as pricingCurrency), else the locale's, for when one is set.
    Workload site;
    site.site = m_site;
    const QString local = QString::fromStdString(pricingCurrency(site));
    const QString code = m_budget.set && !m_budget.currency.empty() ? QString::fromStdString(m_budget.currency)
                         : local != QLatin1String("USD")             ? local
                         : QLocale().language() == QLocale::Chinese  ? QStringLiteral("CNY")
                                                                     : QStringLiteral("USD");
    if (m_budget.set || m_currency->findData(code) >= 0) {
        if (m_currency->findData(code) < 0) {
            // A currency the catalog has no rate for (from a file): shown so the quote keeps it.
            m_currency->addItem(code, code);
        }
        m_currency->setCurrentIndex(m_currency->findData(code));
    }
    updateDecimals();
    if (m_budget.set) {
        m_budgetSpin->setValue(m_budget.max);
    }
    m_updating = false;
    updateRows();
}

void SiteBudgetForm::applyTo(Workload &workload) const
{
    workload.site = m_site;
    workload.budget = m_budget.set ? m_budget : Budget{};
}

void SiteBudgetForm::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
}

void SiteBudgetForm::retranslateUi()
{
    const bool was = m_updating;
    m_updating = true; // new item texts are no user edit
    m_texts.apply();
    updateRows(); // the room's hint and the budget's problems, in the new words
    m_updating = was;
}

QStringList SiteBudgetForm::problems() const
{
    QStringList out;
    if (m_budget.set) {
        if (const QString refused = refusalText(m_budgetSpin); !refused.isEmpty()) {
            out << refused;
        }
    }
    if (m_budget.set && !(m_budget.max > 0)) {
        out << tr("Enter the client's budget, or untick “Limit the price to a budget” to plan without one.");
    }
    if (m_budget.set && m_budget.currency.empty()) {
        out << tr("Choose the budget's currency.");
    }
    return out;
}

void SiteBudgetForm::edit()
{
    updateRows();
    Q_EMIT siteBudgetChanged();
}

void SiteBudgetForm::updateDecimals()
{
    const bool was = m_updating;
    m_updating = true;
    m_budgetSpin->setDecimals(currencyMinorDigits(m_currency->currentData().toString()));
    m_updating = was;
}

void SiteBudgetForm::updateRows()
{
    const bool customOutlet = m_outlet->currentData().toString() == kCustomOutlet;
    m_form->setRowVisible(m_outletWatts, customOutlet);
    m_outletError->setError(customOutlet ? refusalText(m_outletWatts) : QString());
    m_environmentHint->setText(environmentDescription(m_site.environment));
    // With no country given, the first item says which one the plan takes (the outlet's or the
    // budget's currency's), so the user sees it and can pick another.
    Site unnamed = m_site;
    unnamed.country.clear();
    const SiteCountry taken = siteCountry(unnamed, m_budget.set ? m_budget : Budget{});
    const QString code = QString::fromStdString(taken.code);
    m_country->setItemText(0, taken.source == CountrySource::Outlet     ? tr("Not given: %1, the outlet's country").arg(code)
                              : taken.source == CountrySource::Currency ? tr("Not given: %1, the budget currency's country").arg(code)
                                                                        : tr("Not given (no part is left out)"));
    m_budgetRow->setEnabled(m_budget.set);
    m_budgetHint->setVisible(!m_budget.set);
    m_budgetError->setError(problems().join(QLatin1Char('\n')));
}

} // namespace rigplan
