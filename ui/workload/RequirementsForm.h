// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Retranslate.h"
#include "WorkloadChoices.h"

#include <QWidget>

class QComboBox;
class QLabel;

namespace rigplan {

class FormGrid;

// What the host must provide besides the jobs (the workload's "requirements", docs/file-formats.md "Workload
// file"): ECC memory (required / preferred / any), a network card of a class, and N+1 power
// supplies (automatic: in a server room). Only what the user changes is written; a value read
// from a file stays as it was until edited.
//
// Object names: eccCombo (item data "required" | "preferred" | "any"), networkCombo ("none" |
// "25gbe" | "100gbe" | "ib-ndr"), redundantPsuCombo ("auto" | "yes" | "no"), eccHint,
// networkHint.
class RequirementsForm final : public QWidget {
    Q_OBJECT
public:
    // `stacked`: labels above the fields, for a narrow panel.
    explicit RequirementsForm(bool stacked = false, QWidget *parent = nullptr);

    // Shows the requirements of `workload` (no requirementsChanged()).
    void setWorkload(const Workload &workload);
    void applyTo(Workload &workload) const;
    const Requirements &requirements() const { return m_requirements; }

Q_SIGNALS:
    void requirementsChanged(); // every user edit

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateHints();

    Requirements m_requirements;
    bool m_updating = false;
    FormGrid *m_form = nullptr;
    QComboBox *m_ecc = nullptr;
    QLabel *m_eccHint = nullptr;
    QComboBox *m_network = nullptr;
    QLabel *m_networkHint = nullptr;
    QComboBox *m_redundantPsu = nullptr;
    TextSetters m_texts;
};

} // namespace rigplan
