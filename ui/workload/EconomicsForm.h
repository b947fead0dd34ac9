// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Retranslate.h"
#include "WorkloadChoices.h"

#include <QJsonObject>
#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QPushButton;

namespace rigplan {

class CheckedDoubleSpinBox;
class ErrorLabel;
class FormGrid;

// The running-cost settings the economics reads (the workload's "economics" object, docs/economics.md,
// "Budget view: running cost and cost of ownership"): electricity tariff, hours a day, years of
// service, the room's cooling factor and support per year. Each box shows the value the plan
// uses — the documented default for this workload (its currency, room and jobs) until the user
// sets one, which is then written into the workload under its key. "Use the defaults" removes
// them again. Keys the form does not edit (currency) and values read from a file are kept as
// they were until edited.
//
// Object names: tariffSpin, dutyHoursSpin, yearsSpin, coolingFactorSpin, supportSpin,
// economicsDefaultsButton, economicsHint, economicsError.
class EconomicsForm final : public QWidget {
    Q_OBJECT
public:
    // `stacked`: labels above the fields, for a narrow panel.
    explicit EconomicsForm(bool stacked = false, QWidget *parent = nullptr);

    // Shows the settings of `workload` (its "economics" over the defaults of the rest of it) —
    // also when another part of the workload changed, since the defaults follow it. No
    // economicsChanged().
    void setWorkload(const Workload &workload);
    // The "economics" object to store: the keys given in the file or set here.
    const QJsonObject &overrides() const { return m_overrides; }
    void applyTo(Workload &workload) const;

Q_SIGNALS:
    void economicsChanged(); // every user edit

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Setting {
        const char *key;
        CheckedDoubleSpinBox *spin;
    };
    void retranslateUi();
    void edit(const char *key, double value);
    void showValues();
    void showError(); // the refused numbers, then what the settings' reader says

    Workload m_workload; // for the defaults: currency, room, jobs
    QJsonObject m_overrides;
    bool m_updating = false;
    FormGrid *m_form = nullptr;
    CheckedDoubleSpinBox *m_tariff = nullptr;
    CheckedDoubleSpinBox *m_dutyHours = nullptr;
    CheckedDoubleSpinBox *m_years = nullptr;
    CheckedDoubleSpinBox *m_cooling = nullptr;
    CheckedDoubleSpinBox *m_support = nullptr;
    std::vector<Setting> m_settings;
    QPushButton *m_defaults = nullptr;
    QLabel *m_hint = nullptr;
    ErrorLabel *m_error = nullptr;
    QString m_settingsError; // the economics reader's reason for a bad value from a file
    TextSetters m_texts;
};

} // namespace rigplan
