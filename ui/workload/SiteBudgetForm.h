// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Retranslate.h"
#include "WorkloadChoices.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace rigplan {

class CheckedDoubleSpinBox;
class CheckedSpinBox;
class ErrorLabel;
class FormGrid;

// Where the machine goes and what it may cost: the wall outlet (a standard one from outlets(),
// a custom continuous wattage, or not known), the room (office / lab / server room) and the
// budget with its currency (the catalog's currencies).
//
// Object names: outletCombo (item data: the outlet id, "custom", or "" for not known),
// outletWattsSpin, environmentCombo (data: "office" | "lab" | "server-room"), countryCombo
// (data: ISO 3166-1 alpha-2 code, "" = not given), budgetCheck,
// budgetSpin, currencyCombo (data: ISO code), budgetError, outletHint, environmentHint.
class SiteBudgetForm final : public QWidget {
    Q_OBJECT
public:
    // `stacked`: labels above the fields, for a narrow panel.
    explicit SiteBudgetForm(const WorkloadChoices &choices, bool stacked = false, QWidget *parent = nullptr);

    // Shows the site and budget of `workload` (no siteBudgetChanged()).
    void setWorkload(const Workload &workload);
    // Writes site and budget into `workload`.
    void applyTo(Workload &workload) const;

    QStringList problems() const;

    static QString outletDescription(const Outlet &outlet); // translated, e.g. "China, 220 V 10 A socket (GB 2099)"
    static QString environmentDescription(const std::string &environment);

Q_SIGNALS:
    void siteBudgetChanged(); // every user edit

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void edit();
    void updateRows();
    void updateDecimals();

    Site m_site;
    Budget m_budget;
    bool m_updating = false;

    FormGrid *m_form = nullptr;
    QComboBox *m_outlet = nullptr;
    CheckedSpinBox *m_outletWatts = nullptr;
    ErrorLabel *m_outletError = nullptr; // a typed wattage out of range, refused
    QLabel *m_outletHint = nullptr;
    QComboBox *m_environment = nullptr;
    QLabel *m_environmentHint = nullptr;
    QComboBox *m_country = nullptr;
    QCheckBox *m_budgetCheck = nullptr;
    QWidget *m_budgetRow = nullptr;
    CheckedDoubleSpinBox *m_budgetSpin = nullptr;
    QComboBox *m_currency = nullptr;
    QLabel *m_budgetHint = nullptr;
    ErrorLabel *m_budgetError = nullptr;
    TextSetters m_texts;
};

} // namespace rigplan
