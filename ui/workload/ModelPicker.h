// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Retranslate.h"
#include "WorkloadChoices.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QStandardItemModel;

namespace rigplan {

class ErrorLabel;

// Picks a job's model: a catalog model (the combo box searches id, name and size as you type),
// a generic dense model of a custom size (params_b), or an imported Hugging Face config.json.
// The combo box's item data (Qt::UserRole) is the catalog id, or "params_b" / "hf_config" for
// the two inline kinds; typing an exact catalog id or item text selects that model.
class ModelPicker final : public QWidget {
    Q_OBJECT
public:
    explicit ModelPicker(const WorkloadChoices &choices, QWidget *parent = nullptr);

    // Shows the model of `job` (no signal).
    void setJobModel(const Job &job);
    // Writes the chosen model into `job` (modelRef, modelSpec, model).
    void applyTo(Job &job) const;
    // Why no usable model is chosen; empty when one is.
    QString problem() const;

    QComboBox *comboBox() const { return m_combo; }
    QDoubleSpinBox *customSizeSpinBox() const { return m_customSize; }
    QPushButton *importButton() const { return m_importButton; }

    // Imports a config.json file as if picked in the file dialog; false (with the reason shown
    // under the picker) when the file cannot be read or describes no supported model.
    bool importConfigFile(const QString &fileName);

Q_SIGNALS:
    void modelChanged(); // user edits only

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    static QString catalogItemText(const ModelArch &model);
    void retextItems();
    void rebuildSpecialItems();
    void selectCurrentItem();
    void onActivatedIndex(int index);
    void onTextEdited(const QString &text);
    void restoreText();
    void updateInfo();
    void chooseConfigFile();

    std::vector<ModelArch> m_models;
    QStandardItemModel *m_itemModel = nullptr;
    QComboBox *m_combo = nullptr;
    QPushButton *m_importButton = nullptr;
    QWidget *m_customRow = nullptr;
    QDoubleSpinBox *m_customSize = nullptr;
    QLabel *m_info = nullptr;
    ErrorLabel *m_error = nullptr;

    Job m_job;            // model fields only
    QJsonObject m_hfConfig; // the last imported config (kept while the user looks at other choices)
    ModelArch m_hfModel;
    QString m_hfProblem;  // import error shown under the picker
    bool m_updating = false;
    TextSetters m_texts;
};

// "8.0 B" for 8,030,261,248 parameters; "46.7 B (12.9 B active)" for a mixture of experts.
QString modelSizeText(const ModelArch &model);

} // namespace rigplan
