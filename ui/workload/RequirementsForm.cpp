// SPDX-License-Identifier: GPL-3.0-or-later
#include "RequirementsForm.h"

#include "FormWidgets.h"

#include <QComboBox>
#include <QEvent>
#include <QLabel>

#include <algorithm>

namespace rigplan {

namespace {

void selectData(QComboBox *combo, const QString &data)
{
    const int at = combo->findData(data);
    if (at >= 0) {
        combo->setCurrentIndex(at);
        return;
    }
    // A value this build does not offer (a newer file): shown as written, so it is kept.
    combo->addItem(data, data);
    combo->setCurrentIndex(combo->count() - 1);
}

} // namespace

RequirementsForm::RequirementsForm(bool stacked, QWidget *parent)
    : QWidget(parent)
{
    m_form = new FormGrid(this, stacked);

    m_ecc = new QComboBox(this);
    m_ecc->setObjectName(QStringLiteral("eccCombo"));
    for (const char *ecc : {"required", "preferred", "any"}) {
        m_ecc->addItem(QString(), QString::fromLatin1(ecc));
    }
    m_texts.add([this] {
        setItemTexts(m_ecc, {tr("Required"), tr("Preferred"), tr("Not needed")});
        m_ecc->setToolTip(tr("Error-correcting system memory. Required: a build without it fails the check; "
                             "preferred: where the CPU and board run it; not needed: the cheapest memory."));
    });
    m_form->addRow(translatedBuddy(m_texts, [] { return tr("&ECC memory:"); }, m_ecc, this), m_ecc);
    m_eccHint = makeHintLabel(this);
    m_eccHint->setObjectName(QStringLiteral("eccHint"));
    m_form->addRow(static_cast<QLabel *>(nullptr), m_eccHint);

    m_network = new QComboBox(this);
    m_network->setObjectName(QStringLiteral("networkCombo"));
    for (const char *network : {"none", "25gbe", "100gbe", "ib-ndr"}) {
        m_network->addItem(QString(), QString::fromLatin1(network));
    }
    m_texts.add([this] {
        setItemTexts(m_network, {tr("No network card"), tr("Ethernet, 25 Gb/s or faster"),
                                 tr("Ethernet, 100 Gb/s or faster"), tr("InfiniBand NDR (400 Gb/s)")});
    });
    m_form->addRow(translatedBuddy(m_texts, [] { return tr("Net&work card:"); }, m_network, this), m_network);
    m_networkHint = makeHintLabel(this);
    m_networkHint->setObjectName(QStringLiteral("networkHint"));
    m_form->addRow(static_cast<QLabel *>(nullptr), m_networkHint);

    m_redundantPsu = new QComboBox(this);
    m_redundantPsu->setObjectName(QStringLiteral("redundantPsuCombo"));
    for (const char *psu : {"auto", "yes", "no"}) {
        m_redundantPsu->addItem(QString(), QString::fromLatin1(psu));
    }
    m_texts.add([this] {
        setItemTexts(m_redundantPsu, {tr("Automatic: rack servers and server rooms"), tr("Yes"), tr("No")});
        m_redundantPsu->setToolTip(tr("N+1 power supplies on servers with hot-swap (CRPS) supplies: the machine "
                                      "keeps running when one fails."));
    });
    m_form->addRow(translatedBuddy(m_texts, [] { return tr("Redundant &power supplies:"); }, m_redundantPsu, this),
                   m_redundantPsu);

    connect(m_ecc, &QComboBox::currentIndexChanged, this, [this] {
        if (m_updating) {
            return;
        }
        m_requirements.ecc = m_ecc->currentData().toString().toStdString();
        updateHints();
        Q_EMIT requirementsChanged();
    });
    connect(m_network, &QComboBox::currentIndexChanged, this, [this] {
        if (m_updating) {
            return;
        }
        m_requirements.network = m_network->currentData().toString().toStdString();
        updateHints();
        Q_EMIT requirementsChanged();
    });
    connect(m_redundantPsu, &QComboBox::currentIndexChanged, this, [this] {
        if (m_updating) {
            return;
        }
        const QString choice = m_redundantPsu->currentData().toString();
        m_requirements.redundantPsu = choice == QLatin1String("auto") ? std::nullopt
                                                                      : std::optional<bool>(choice == QLatin1String("yes"));
        Q_EMIT requirementsChanged();
    });
    updateHints();
}

void RequirementsForm::setWorkload(const Workload &workload)
{
    m_updating = true;
    m_requirements = workload.requirements;
    selectData(m_ecc, QString::fromStdString(m_requirements.ecc));
    selectData(m_network, QString::fromStdString(m_requirements.network));
    m_redundantPsu->setCurrentIndex(m_redundantPsu->findData(
        !m_requirements.redundantPsu ? QStringLiteral("auto")
                                     : (*m_requirements.redundantPsu ? QStringLiteral("yes") : QStringLiteral("no"))));
    m_updating = false;
    updateHints();
}

void RequirementsForm::applyTo(Workload &workload) const
{
    workload.requirements = m_requirements;
}

void RequirementsForm::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
}

void RequirementsForm::retranslateUi()
{
    const bool was = m_updating;
    m_updating = true; // new item texts are no user edit
    m_texts.apply();
    updateHints();
    m_updating = was;
}

void RequirementsForm::updateHints()
{
    const std::string &ecc = m_requirements.ecc;
    m_eccHint->setText(ecc == "required"    ? tr("Every build has ECC memory, as workstations for long runs should.")
                       : ecc == "preferred" ? tr("ECC memory where the CPU and board run it, else ordinary memory.")
                                            : tr("The cheapest memory, with or without ECC."));
    const std::string &network = m_requirements.network;
    m_networkHint->setText(network == "none"
                               ? tr("The board's own network ports only.")
                               : tr("The cheapest card of that class in the catalog: it takes a slot and PCIe lanes, "
                                    "and a build without room for it fails."));
}

} // namespace rigplan
