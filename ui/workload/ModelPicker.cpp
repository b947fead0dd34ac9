// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModelPicker.h"

#include "Format.h"
#include "FormWidgets.h"
#include "Prompts.h"
#include "util/InputFile.h"
#include "util/JsonText.h"

#include <QComboBox>
#include <QCompleter>
#include <QDir>
#include <QEvent>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace rigplan {

namespace {

const QString kParamsRef = QStringLiteral("params_b");
const QString kHfRef = QStringLiteral("hf_config");

QString billions(std::int64_t params)
{
    const double b = static_cast<double>(params) / 1e9;
    return Format::number(b, b < 10 ? 2 : 1);
}

} // namespace

QString modelSizeText(const ModelArch &model)
{
    if (model.isMoe() && model.activeParams > 0 && model.activeParams != model.params) {
        return ModelPicker::tr("%1 B (%2 B active)", "billions of parameters")
            .arg(billions(model.params), billions(model.activeParams));
    }
    return ModelPicker::tr("%1 B", "billions of parameters").arg(billions(model.params));
}

ModelPicker::ModelPicker(const WorkloadChoices &choices, QWidget *parent)
    : QWidget(parent)
    , m_models(choices.models)
    , m_itemModel(new QStandardItemModel(this))
    , m_combo(new QComboBox(this))
    , m_importButton(new QPushButton(this))
    , m_customRow(new QWidget(this))
    , m_customSize(new QDoubleSpinBox(m_customRow))
    , m_info(makeHintLabel(this))
    , m_error(new ErrorLabel(this))
{
    m_combo->setObjectName(QStringLiteral("modelPicker"));
    m_importButton->setObjectName(QStringLiteral("importConfigButton"));
    m_customSize->setObjectName(QStringLiteral("customSizeSpin"));
    m_info->setObjectName(QStringLiteral("modelInfoLabel"));
    m_error->setObjectName(QStringLiteral("modelError"));

    for (const ModelArch &m : m_models) {
        const QString id = QString::fromStdString(m.id);
        auto *item = new QStandardItem(catalogItemText(m));
        item->setData(id, Qt::UserRole);
        item->setToolTip(QString::fromStdString(m.source));
        m_itemModel->appendRow(item);
    }
    m_combo->setModel(m_itemModel);
    m_combo->setEditable(true);
    m_combo->setInsertPolicy(QComboBox::NoInsert);
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_combo->setMinimumContentsLength(12);
    m_combo->setMaxVisibleItems(16);
    m_texts.add([this] { m_combo->lineEdit()->setPlaceholderText(tr("Type to search by name, id or size")); });
    m_texts.add([this] { m_combo->setToolTip(tr("Type part of a model's name or id, then pick it from the list.")); });
    auto *completer = new QCompleter(m_itemModel, m_combo);
    completer->setCompletionMode(QCompleter::PopupCompletion);
    completer->setFilterMode(Qt::MatchContains);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setMaxVisibleItems(12);
    m_combo->setCompleter(completer);

    m_customSize->setRange(0.5, 2000);
    m_customSize->setDecimals(2);
    m_customSize->setValue(7);
    m_customSize->setGroupSeparatorShown(true);
    m_texts.add([this] { m_customSize->setSuffix(tr(" B", "billions of parameters, after the number")); });
    m_texts.add([this] {
        m_customSize->setToolTip(tr("A generic dense model of this many billion parameters, shaped like Llama."));
    });
    QLabel *customLabel
        = translatedBuddy(m_texts, [] { return tr("&Size in billions of parameters:"); }, m_customSize, m_customRow);
    customLabel->setWordWrap(true);
    auto *customLayout = new QHBoxLayout(m_customRow);
    customLayout->setContentsMargins(0, 0, 0, 0);
    customLayout->addWidget(customLabel, 1);
    customLayout->addWidget(m_customSize);

    m_texts.add([this] { m_importButton->setText(tr("Import config.json…")); });
    m_texts.add([this] {
        m_importButton->setToolTip(tr("Read the architecture of a model from its Hugging Face config.json."));
    });

    // The button sits under the list so a narrow panel still has room for the model's name.
    auto *importRow = new QHBoxLayout;
    importRow->setContentsMargins(0, 0, 0, 0);
    importRow->addWidget(m_importButton);
    importRow->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_combo);
    layout->addWidget(m_customRow);
    layout->addWidget(m_info);
    layout->addLayout(importRow);
    layout->addWidget(m_error);
    setFocusProxy(m_combo);
    setTabOrder(m_combo, m_customSize);
    setTabOrder(m_customSize, m_importButton);

    connect(m_combo, &QComboBox::currentIndexChanged, this, [this](int index) { onActivatedIndex(index); });
    connect(m_combo->lineEdit(), &QLineEdit::textEdited, this, [this](const QString &text) { onTextEdited(text); });
    connect(m_combo->lineEdit(), &QLineEdit::editingFinished, this, [this] { restoreText(); });
    connect(m_customSize, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        if (m_updating || m_job.modelRef != "params_b") {
            return;
        }
        if (setCustomSizeModel(m_job, value)) {
            updateInfo();
            Q_EMIT modelChanged();
        }
    });
    connect(m_importButton, &QPushButton::clicked, this, [this] { chooseConfigFile(); });

    rebuildSpecialItems();
}

void ModelPicker::setJobModel(const Job &job)
{
    m_updating = true;
    m_job.modelRef = job.modelRef;
    m_job.modelSpec = job.modelSpec;
    m_job.model = job.model;
    m_hfProblem.clear();
    if (job.modelRef == "hf_config") {
        m_hfConfig = hfConfigOf(job);
        m_hfModel = job.model;
    }
    if (job.modelRef == "params_b") {
        m_customSize->setValue(customSizeOf(job));
    }
    rebuildSpecialItems();
    selectCurrentItem();
    m_updating = false;
    updateInfo();
}

void ModelPicker::applyTo(Job &job) const
{
    job.modelRef = m_job.modelRef;
    job.modelSpec = m_job.modelSpec;
    job.model = m_job.model;
}

QString ModelPicker::problem() const
{
    if (m_job.modelRef.empty()) {
        return tr("Pick a model from the list, import a config.json or choose a custom size.");
    }
    return {};
}

void ModelPicker::rebuildSpecialItems()
{
    const bool was = m_updating;
    m_updating = true;
    const int catalogCount = int(m_models.size());
    while (m_itemModel->rowCount() > catalogCount) {
        m_itemModel->removeRow(m_itemModel->rowCount() - 1);
    }
    auto *custom = new QStandardItem;
    custom->setData(kParamsRef, Qt::UserRole);
    m_itemModel->appendRow(custom);
    if (!m_hfConfig.isEmpty()) {
        auto *hf = new QStandardItem;
        hf->setData(kHfRef, Qt::UserRole);
        m_itemModel->appendRow(hf);
    }
    retextItems();
    m_updating = was;
}

QString ModelPicker::catalogItemText(const ModelArch &m)
{
    return tr("%1 · %2 · %3", "model name, catalog id, size")
        .arg(QString::fromStdString(m.name), QString::fromStdString(m.id), modelSizeText(m));
}

void ModelPicker::retextItems()
{
    // In place: the items keep their rows and data, so the chosen model stays chosen.
    const int catalogCount = int(m_models.size());
    for (int row = 0; row < m_itemModel->rowCount(); ++row) {
        QStandardItem *item = m_itemModel->item(row);
        const QString ref = item->data(Qt::UserRole).toString();
        if (row < catalogCount) {
            item->setText(catalogItemText(m_models[std::size_t(row)]));
        } else if (ref == kParamsRef) {
            item->setText(tr("Custom size (a generic dense model)"));
            item->setToolTip(tr("For a model that is not in the catalog: give its size in billions of parameters."));
        } else if (ref == kHfRef) {
            item->setText(tr("Imported config.json: %1 · %2", "model name, size")
                              .arg(QString::fromStdString(m_hfModel.name), modelSizeText(m_hfModel)));
        }
    }
}

void ModelPicker::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
}

void ModelPicker::retranslateUi()
{
    const bool was = m_updating;
    m_updating = true;
    // Text being typed to search stays; a shown choice is shown in the new words.
    const int index = m_combo->currentIndex();
    const bool showsChoice = index < 0 || m_combo->currentText() == m_combo->itemText(index);
    m_texts.apply();
    retextItems();
    if (showsChoice) {
        restoreText();
    }
    updateInfo();
    m_updating = was;
}

void ModelPicker::selectCurrentItem()
{
    const bool was = m_updating;
    m_updating = true;
    const int index = m_job.modelRef.empty() ? -1 : m_combo->findData(QString::fromStdString(m_job.modelRef));
    m_combo->setCurrentIndex(index);
    m_combo->setEditText(index >= 0 ? m_combo->itemText(index) : QString());
    m_combo->lineEdit()->setCursorPosition(0); // the name, not the tail, when the text is cut
    m_customRow->setVisible(m_job.modelRef == "params_b");
    m_updating = was;
}

void ModelPicker::onActivatedIndex(int index)
{
    if (m_updating || index < 0) {
        return;
    }
    const QString ref = m_combo->itemData(index, Qt::UserRole).toString();
    if (ref == kParamsRef) {
        if (!setCustomSizeModel(m_job, m_customSize->value())) {
            return;
        }
    } else if (ref == kHfRef) {
        if (!setHfConfigModel(m_job, m_hfConfig)) {
            return;
        }
    } else if (const auto *m = [&]() -> const ModelArch * {
                   for (const ModelArch &candidate : m_models) {
                       if (QString::fromStdString(candidate.id) == ref) {
                           return &candidate;
                       }
                   }
                   return nullptr;
               }()) {
        setCatalogModel(m_job, *m);
    } else {
        return;
    }
    m_hfProblem.clear();
    m_customRow->setVisible(ref == kParamsRef);
    if (!m_combo->lineEdit()->hasFocus()) {
        m_combo->lineEdit()->setCursorPosition(0);
    }
    updateInfo();
    Q_EMIT modelChanged();
}

void ModelPicker::onTextEdited(const QString &text)
{
    // An exact id or item text picks that model, so typing "llama-3.1-70b" is enough.
    const QString wanted = text.trimmed();
    for (int i = 0; i < m_combo->count(); ++i) {
        if (wanted.compare(m_combo->itemData(i, Qt::UserRole).toString(), Qt::CaseInsensitive) == 0
            || wanted.compare(m_combo->itemText(i), Qt::CaseInsensitive) == 0) {
            if (i != m_combo->currentIndex()) {
                m_combo->setCurrentIndex(i); // emits modelChanged through onActivatedIndex
            }
            m_error->setError(m_hfProblem);
            return;
        }
    }
    bool any = false;
    for (int i = 0; i < m_combo->count() && !any; ++i) {
        any = m_combo->itemText(i).contains(wanted, Qt::CaseInsensitive);
    }
    m_error->setError(any || wanted.isEmpty()
                          ? m_hfProblem
                          : tr("No model matches “%1”. Pick one from the list, import a config.json or choose "
                               "a custom size.")
                                .arg(wanted));
}

void ModelPicker::restoreText()
{
    const int index = m_combo->currentIndex();
    const QString shown = index >= 0 ? m_combo->itemText(index) : QString();
    if (m_combo->currentText() != shown) {
        m_combo->setEditText(shown);
    }
    m_combo->lineEdit()->setCursorPosition(0);
    m_error->setError(m_hfProblem);
}

namespace {

// The state mixer of a hybrid model as the picker names it.
QString stateMixerName(StateMixer mixer)
{
    switch (mixer) {
    case StateMixer::GatedDeltaNet: return ModelPicker::tr("Gated DeltaNet linear attention");
    case StateMixer::Mamba: return ModelPicker::tr("Mamba state space");
    case StateMixer::Mamba2: return ModelPicker::tr("Mamba2 state space");
    case StateMixer::ShortConv: return ModelPicker::tr("short convolution");
    case StateMixer::None: break;
    }
    return QString();
}

} // namespace

void ModelPicker::updateInfo()
{
    const ModelArch &m = m_job.model;
    if (m_job.modelRef.empty()) {
        m_info->clear();
        m_info->hide();
    } else {
        QString info = tr("%1 parameters, %2 layers, up to %3 tokens of context")
                           .arg(modelSizeText(m))
                           .arg(m.layers)
                           .arg(Format::number(static_cast<double>(m.maxContext)));
        // A hybrid model's KV cache is small for its size: say which layers keep a fixed state instead.
        if (m.isHybrid())
            info += QLatin1Char('\n') + tr("%1 of the layers keep a fixed state per sequence (%2) instead of a KV cache")
                                            .arg(m.stateLayers)
                                            .arg(stateMixerName(m.stateMixer));
        m_info->setText(info);
        // An imported config.json: the keys that did not enter the estimate are named, not dropped.
        QStringList unused;
        for (const std::string &key : m.configKeysNotUsed) {
            unused << QString::fromStdString(key);
        }
        m_info->setToolTip(unused.isEmpty() ? QString()
                                            : tr("config.json keys not used by the estimate: %1")
                                                  .arg(unused.join(QStringLiteral(", "))));
        m_info->show();
    }
    m_error->setError(m_hfProblem);
}

void ModelPicker::chooseConfigFile()
{
    const QString fileName = Prompts::instance().openFileName(
        this, tr("Import a model's config.json"), QDir::homePath(), tr("Hugging Face config (*.json);;All files (*)"));
    if (!fileName.isEmpty()) {
        importConfigFile(fileName);
    }
}

bool ModelPicker::importConfigFile(const QString &fileName)
{
    const QString shownName = QFileInfo(fileName).fileName();
    QJsonObject config;
    QString why;
    // Capped, a regular file only: a device or a FIFO picked in the dialog cannot hang the app.
    if (const Result<QByteArray> bytes = readInputFile(fileName, {.regularFileOnly = true}); !bytes) {
        why = bytes.diagnostic().message;
    } else {
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &parseError);
        if (const Result<void> strict = checkStrictJson(*bytes, shownName); !strict) {
            why = strict.diagnostic().text(); // a key twice, a NUL, a lone surrogate: where
        } else if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
            why = tr("not a JSON object (%1)").arg(parseError.errorString());
        } else {
            config = doc.object();
        }
    }
    Job imported;
    if (why.isEmpty()) {
        if (const Result<void> set = setHfConfigModel(imported, config); !set) {
            why = set.diagnostic().text();
        }
    }
    if (!why.isEmpty()) {
        m_hfProblem = tr("Could not import %1: %2").arg(shownName, why);
        m_error->setError(m_hfProblem);
        return false;
    }
    m_hfConfig = config;
    m_hfModel = imported.model;
    m_hfProblem.clear();
    m_job.modelRef = imported.modelRef;
    m_job.modelSpec = imported.modelSpec;
    m_job.model = imported.model;
    rebuildSpecialItems();
    selectCurrentItem();
    updateInfo();
    Q_EMIT modelChanged();
    return true;
}

} // namespace rigplan
