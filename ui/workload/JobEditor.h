// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Retranslate.h"
#include "WorkloadChoices.h"

#include <QWidget>

#include <array>
#include <functional>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace rigplan {

class CheckedDoubleSpinBox;
class CheckedSpinBox;
class ErrorLabel;
class FoldSection;
class FormGrid;
class ModelPicker;
class SliderSpinBox;

// One reason a job cannot be planned, and the field it belongs to (the editor shows it there).
struct JobProblem {
    enum class Field { Model, Context, Requests, Offload, Parallel, Lora, Other };
    Field field = Field::Other;
    QString message;
};

// Edits one job of a workload: kind, model, precision, context and users (serving) or method,
// sequence length and tokens to train on (training), the throughput targets, and the rarer
// settings (optimizer, ZeRO, offload, KV cache, parallelism, LoRA) under "Advanced settings".
// The Job is the source of truth: an edit changes only its own field, so values the widgets show
// rounded (a budget of 12,345.678, 123,456,789 training tokens) survive untouched.
//
// Object names: jobNameEdit, kindCombo, modelPicker (+ importConfigButton, customSizeSpin),
// methodCombo, precisionCombo, contextSlider, contextSpin, allowBeyondCheck, concurrencySlider,
// concurrencySpin, promptTokensSpin, outputTokensSpin, minTokensSpin, maxTtftSpin,
// trainTokensSpin (millions), maxHoursSpin, advancedButton, kvCacheCombo, optimizerCombo,
// zeroCombo, offloadCombo, offloadTargetCombo, recomputeCombo, microBatchSpin,
// gradientAccumulationSpin, flashAttentionCheck, tensorParallelSpin, pipelineParallelSpin,
// loraRankSpin, loraTarget_<name> checks, datasetSpin (GB), checkpointsKeptSpin; errors: modelError, contextError, requestsError,
// concurrencyError, trainTokensError, offloadError, parallelError, loraError, jobError. A value typed
// outside a field's range is refused, and said so in the error under it (CheckedSpinBox).
class JobEditor final : public QWidget {
    Q_OBJECT
public:
    // `stacked`: labels above the fields, for a narrow panel.
    explicit JobEditor(const WorkloadChoices &choices, bool stacked = false, QWidget *parent = nullptr);

    // Shows `job` (no jobChanged()).
    void setJob(const Job &job);
    const Job &job() const { return m_job; }

    // Everything that keeps the job from being planned or saved, each with its field: the rules of
    // validateJob() (core/workload/JobValidation.h), the ones the workload reader applies, in words.
    static std::vector<JobProblem> check(const Job &job);
    QStringList problems() const;

    ModelPicker *modelPicker() const { return m_modelPicker; }
    SliderSpinBox *contextControl() const { return m_context; }
    SliderSpinBox *concurrencyControl() const { return m_concurrency; }
    FoldSection *advancedSection() const { return m_advanced; }

    // The slider stops: powers of two from 512 up to the model's maximum (and the maximum itself
    // when it is not a power of two); users 1 … 1024 on a 1-2-3-4-5-6-8 scale.
    static std::vector<int> contextStops(std::int64_t modelMaxContext, std::int64_t current, bool allowBeyond);
    static std::vector<int> concurrencyStops();

Q_SIGNALS:
    void jobChanged(); // every user edit, including slider moves while dragging

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void buildForm();
    void edit(const std::function<void(Job &)> &change);
    void populate();
    void updateKindRows();
    void writeImages(Job &job) const;
    void updateContextRange();
    void fillPrecisionCombo();
    void showProblems();
    // The boxes that refuse an out-of-range value with a message (beside the context, users,
    // prompt, output and training tokens, which have their own rows).
    std::array<CheckedDoubleSpinBox *, 4> checkedDoubleBoxes() const { return {m_minTokens, m_maxTtft, m_maxHours, m_datasetGb}; }
    std::array<CheckedSpinBox *, 6> checkedAdvancedBoxes() const
    {
        return {m_microBatch, m_gradientAccumulation, m_tensorParallel, m_pipelineParallel, m_loraRank, m_checkpointsKept};
    }

    WorkloadChoices m_choices;
    bool m_stacked = false;
    Job m_job;
    bool m_updating = false;

    FormGrid *m_form = nullptr;
    FormGrid *m_advancedForm = nullptr;
    QLineEdit *m_name = nullptr;
    QComboBox *m_kind = nullptr;
    ModelPicker *m_modelPicker = nullptr;
    QComboBox *m_method = nullptr;
    QLabel *m_precisionLabel = nullptr;
    QComboBox *m_precision = nullptr;
    QLabel *m_contextLabel = nullptr;
    SliderSpinBox *m_context = nullptr;
    QCheckBox *m_allowBeyond = nullptr;
    ErrorLabel *m_contextError = nullptr;
    SliderSpinBox *m_concurrency = nullptr;
    ErrorLabel *m_concurrencyError = nullptr;
    CheckedSpinBox *m_promptTokens = nullptr;
    CheckedSpinBox *m_outputTokens = nullptr;
    ErrorLabel *m_requestsError = nullptr;
    // Vision-language models only: images per request (sample) and their size in pixels.
    CheckedSpinBox *m_images = nullptr;
    QWidget *m_imageSize = nullptr;
    CheckedSpinBox *m_imageWidth = nullptr;
    CheckedSpinBox *m_imageHeight = nullptr;
    ErrorLabel *m_imagesError = nullptr; // an image count or size typed out of range, refused
    QLabel *m_targetsHeading = nullptr;
    CheckedDoubleSpinBox *m_minTokens = nullptr;
    CheckedDoubleSpinBox *m_maxTtft = nullptr;
    ErrorLabel *m_targetsError = nullptr;
    CheckedDoubleSpinBox *m_trainTokens = nullptr;
    ErrorLabel *m_trainTokensError = nullptr;
    CheckedDoubleSpinBox *m_maxHours = nullptr;
    ErrorLabel *m_maxHoursError = nullptr;
    FoldSection *m_advanced = nullptr;
    QComboBox *m_kvCache = nullptr;
    QComboBox *m_expertPlacement = nullptr; // a MoE model's routed experts: GPUs or host memory
    QSpinBox *m_gpuMoeLayers = nullptr;     // with host memory: MoE layers whose experts stay on the GPUs
    QComboBox *m_optimizer = nullptr;
    QComboBox *m_zero = nullptr;
    QComboBox *m_offload = nullptr;
    QComboBox *m_offloadTarget = nullptr;
    ErrorLabel *m_offloadError = nullptr;
    QComboBox *m_recompute = nullptr;
    CheckedSpinBox *m_microBatch = nullptr;
    CheckedSpinBox *m_gradientAccumulation = nullptr;
    ErrorLabel *m_batchError = nullptr;
    QCheckBox *m_flashAttention = nullptr;
    CheckedSpinBox *m_tensorParallel = nullptr;
    CheckedSpinBox *m_pipelineParallel = nullptr;
    ErrorLabel *m_parallelError = nullptr;
    CheckedSpinBox *m_loraRank = nullptr;
    CheckedDoubleSpinBox *m_datasetGb = nullptr;    // training: dataset_bytes in GB (10^9 bytes)
    CheckedSpinBox *m_checkpointsKept = nullptr;    // training: checkpoints_kept
    ErrorLabel *m_storageError = nullptr;
    QWidget *m_loraTargets = nullptr;
    std::vector<QCheckBox *> m_loraTargetChecks;
    ErrorLabel *m_loraError = nullptr;
    ErrorLabel *m_jobError = nullptr;
    TextSetters m_texts; // the form's fixed texts (see Retranslate.h)
};

// One line for a job list: the job's name, or its kind, model and size of the request.
QString jobSummary(const Job &job);

} // namespace rigplan
