// SPDX-License-Identifier: GPL-3.0-or-later
#include "JobEditor.h"

#include "Format.h"
#include "FormWidgets.h"
#include "ModelPicker.h"

#include "util/InputFile.h"
#include "workload/JobValidation.h"
#include "workload/WorkloadJson.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSlider>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace rigplan {

namespace {

constexpr int kMaxTokens = 1 << 24; // spin box ceiling for context, prompt and output tokens (16.8 M)
constexpr int kMaxUsers = int(kMaxConcurrency);
constexpr double kMillion = 1e6;

template <typename E>
void addEnumItem(QComboBox *combo, const QString &text, E value)
{
    combo->addItem(text, static_cast<int>(value));
}

template <typename E>
E enumAt(const QComboBox *combo)
{
    return static_cast<E>(combo->currentData().toInt());
}

template <typename E>
void selectEnum(QComboBox *combo, E value)
{
    combo->setCurrentIndex(std::max(0, combo->findData(static_cast<int>(value))));
}

int clampToInt(std::int64_t value, int maximum)
{
    return int(std::clamp<std::int64_t>(value, std::numeric_limits<int>::min(), maximum));
}

QLabel *buddyLabel(const QString &text, QWidget *buddy, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setBuddy(buddy);
    return label;
}

} // namespace

QString jobSummary(const Job &job)
{
    if (!job.name.empty()) {
        return QString::fromStdString(job.name);
    }
    const QString model = job.modelRef.empty() ? JobEditor::tr("no model") : QString::fromStdString(job.model.name);
    if (job.kind == JobKind::Training) {
        return JobEditor::tr("Training: %1, %2, %3 tokens", "method, model, sequence length")
            .arg(Format::methodName(job.training.method), model, Format::number(double(job.training.sequenceLength)));
    }
    return JobEditor::tr("Serving: %1 in %2, %3 tokens, %4 at once", "model, precision, context, users")
        .arg(model, Format::precisionName(job.inference.weights), Format::number(double(job.inference.contextLength)),
             Format::number(double(job.inference.concurrency)));
}

std::vector<int> JobEditor::contextStops(std::int64_t modelMaxContext, std::int64_t current, bool allowBeyond)
{
    std::int64_t top = modelMaxContext > 0 ? modelMaxContext : 131072;
    if (allowBeyond) {
        top = std::max(top * 4, current);
    }
    top = std::min<std::int64_t>(top, kMaxTokens);
    std::vector<int> stops;
    const std::int64_t first = std::min<std::int64_t>(512, top);
    for (std::int64_t v = first; v <= top; v *= 2) {
        stops.push_back(int(v));
    }
    if (stops.empty() || stops.back() != top) {
        stops.push_back(int(top));
    }
    return stops;
}

std::vector<int> JobEditor::concurrencyStops()
{
    // 1 … 8 one by one where each user matters, then ×1.25 / ×1.5 / ×2 steps per octave.
    std::vector<int> stops{1, 2, 3, 4, 5, 6};
    for (int octave = 8; octave <= 512; octave *= 2) {
        stops.push_back(octave);
        stops.push_back(octave * 5 / 4);
        stops.push_back(octave * 3 / 2);
    }
    stops.push_back(1024);
    return stops;
}

std::vector<JobProblem> JobEditor::check(const Job &job)
{
    using Field = JobProblem::Field;
    const std::vector<JobIssue> issues = validateJob(job);
    std::vector<JobProblem> problems;
    const bool noModel = std::any_of(issues.begin(), issues.end(),
                                     [](const JobIssue &issue) { return issue.rule == JobRule::ModelMissing; });
    if (noModel) {
        // The first thing to do; the rest is easier to judge with a model chosen.
        problems.push_back({Field::Model, tr("Pick a model from the list, import a config.json or choose a custom size.")});
        return problems;
    }
    for (const JobIssue &issue : issues) {
        switch (issue.rule) {
        case JobRule::BeyondModelContext:
            problems.push_back(
                {Field::Context,
                 tr("%1 tokens is more than %2 takes (%3 tokens). Choose a shorter length, or tick the box below if "
                    "the model runs with RoPE scaling.")
                     .arg(Format::number(double(issue.value)), QString::fromStdString(job.model.name),
                          Format::number(double(issue.limit)))});
            break;
        case JobRule::RequestExceedsContext:
            problems.push_back({Field::Requests,
                                tr("A request of %1 prompt and %2 output tokens does not fit in a context of %3 "
                                   "tokens.")
                                    .arg(Format::number(double(issue.value)), Format::number(double(issue.outputTokens)),
                                         Format::number(double(issue.limit)))});
            break;
        case JobRule::NotDividingHeads:
            problems.push_back({Field::Parallel, tr("Tensor parallel %1 does not divide the model's %2 attention heads.")
                                                     .arg(issue.value)
                                                     .arg(issue.limit)});
            break;
        case JobRule::OffloadNeedsZeroStage:
            problems.push_back({Field::Offload, issue.limit == 3
                                                    ? tr("Offloading the parameters as well needs ZeRO stage 3.")
                                                    : tr("Offloading the optimizer state needs ZeRO stage 1, 2 or 3.")});
            break;
        case JobRule::NoLoraTargets:
            problems.push_back({Field::Lora, tr("Pick at least one layer for the LoRA adapters.")});
            break;
        default: {
            // Rules without a widget of their own (the form's ranges and choices keep them from
            // happening by hand) are shown as the workload reader words them, with their key.
            const WorkloadIssue asRead = jobIssueToWorkloadIssue(issue, job, QString());
            problems.push_back({Field::Other, tr("%1: %2", "field, problem").arg(asRead.path, asRead.message)});
            break;
        }
        }
    }
    return problems;
}

QStringList JobEditor::problems() const
{
    QStringList out;
    for (const JobProblem &p : check(m_job)) {
        out << p.message;
    }
    return out;
}

JobEditor::JobEditor(const WorkloadChoices &choices, bool stacked, QWidget *parent)
    : QWidget(parent)
    , m_choices(choices)
    , m_stacked(stacked)
{
    buildForm();
    setJob(defaultJob(m_choices));
}

void JobEditor::buildForm()
{
    m_form = new FormGrid(this, m_stacked);

    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("jobNameEdit"));
    m_name->setMaxLength(int(kMaxFreeTextChars)); // as the workload reader allows
    m_texts.add([this] { m_name->setPlaceholderText(tr("Optional, e.g. “Chat for the legal team”")); });
    m_form->addRow(translatedBuddy(m_texts, [] { return tr("N&ame:"); }, m_name, this), m_name);

    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("kindCombo"));
    addEnumItem(m_kind, QString(), JobKind::Inference);
    addEnumItem(m_kind, QString(), JobKind::Training);
    m_texts.add([this] { setItemTexts(m_kind, {tr("Serving (inference)"), tr("Training (fine-tuning)")}); });
    m_form->addRow(translatedBuddy(m_texts, [] { return tr("&Kind:"); }, m_kind, this), m_kind);

    m_modelPicker = new ModelPicker(m_choices, this);
    m_form->addRow(translatedBuddy(m_texts, [] { return tr("Mode&l:"); }, m_modelPicker, this),
                   m_modelPicker, m_modelPicker->comboBox());

    m_method = new QComboBox(this);
    m_method->setObjectName(QStringLiteral("methodCombo"));
    for (TrainMethod method : {TrainMethod::Full, TrainMethod::Lora, TrainMethod::Qlora}) {
        addEnumItem(m_method, QString(), method);
    }
    m_texts.add([this] {
        for (int i = 0; i < m_method->count(); ++i) {
            m_method->setItemText(i, Format::methodName(TrainMethod(m_method->itemData(i).toInt())));
        }
    });
    m_texts.add([this] {
        m_method->setToolTip(tr("Full fine-tuning trains every weight; LoRA trains small adapters on a frozen 16-bit "
                                "base; QLoRA on a 4-bit base."));
    });
    m_form->addRow(translatedBuddy(m_texts, [] { return tr("&Method:"); }, m_method, this), m_method);

    m_precision = new QComboBox(this);
    m_precision->setObjectName(QStringLiteral("precisionCombo"));
    m_precisionLabel = buddyLabel(QString(), m_precision, this);
    m_form->addRow(m_precisionLabel, m_precision);

    m_context = new SliderSpinBox(this);
    m_context->slider()->setObjectName(QStringLiteral("contextSlider"));
    m_context->spinBox()->setObjectName(QStringLiteral("contextSpin"));
    m_texts.add([this] { m_context->spinBox()->setSuffix(tr(" tokens")); });
    m_context->setRange(1, kMaxTokens);
    m_contextLabel = buddyLabel(QString(), m_context, this);
    m_form->addRow(m_contextLabel, m_context);
    m_allowBeyond = new QCheckBox(this);
    m_texts.add([this] { m_allowBeyond->setText(tr("Allow more than the model's maximum (RoPE scaling)")); });
    m_allowBeyond->setObjectName(QStringLiteral("allowBeyondCheck"));
    m_texts.add([this] {
        m_allowBeyond->setToolTip(tr("Tick when the model is run with RoPE scaling to stretch its context."));
    });
    m_form->addWideRow(m_allowBeyond);
    m_contextError = new ErrorLabel(this);
    m_contextError->setObjectName(QStringLiteral("contextError"));
    m_form->addRow(static_cast<QLabel *>(nullptr), m_contextError);

    m_concurrency = new SliderSpinBox(this);
    m_concurrency->slider()->setObjectName(QStringLiteral("concurrencySlider"));
    m_concurrency->spinBox()->setObjectName(QStringLiteral("concurrencySpin"));
    m_concurrency->setRange(1, kMaxUsers);
    m_concurrency->setStops(concurrencyStops());
    m_texts.add([this] {
        m_concurrency->setToolTip(tr("Requests decoded at the same time (each user with one request in flight)."));
    });
    m_form->addRow(translatedBuddy(m_texts, [] { return tr("&Users at once:"); }, m_concurrency, this), m_concurrency);
    m_concurrencyError = new ErrorLabel(this);
    m_concurrencyError->setObjectName(QStringLiteral("concurrencyError"));
    m_form->addRow(static_cast<QLabel *>(nullptr), m_concurrencyError);
    // Both sliders end at the same x: the spin boxes share the wider one's width.
    const int spinWidth =
        std::max(m_context->spinBox()->sizeHint().width(), m_concurrency->spinBox()->sizeHint().width());
    m_context->spinBox()->setMinimumWidth(spinWidth);
    m_concurrency->spinBox()->setMinimumWidth(spinWidth);

    m_promptTokens = new CheckedSpinBox(this);
    m_promptTokens->setObjectName(QStringLiteral("promptTokensSpin"));
    m_promptTokens->setRange(1, kMaxTokens);
    m_promptTokens->setGroupSeparatorShown(true);
    m_texts.add([this] { m_promptTokens->setSuffix(tr(" tokens")); });
    m_texts.add([this] {
        m_promptTokens->setToolTip(tr("Typical prompt of one request: sets the time to the first token."));
    });
    m_form->addRow(translatedBuddy(m_texts, [] { return tr("&Prompt per request:"); }, m_promptTokens, this),
                   m_promptTokens);
    m_outputTokens = new CheckedSpinBox(this);
    m_outputTokens->setObjectName(QStringLiteral("outputTokensSpin"));
    m_outputTokens->setRange(1, kMaxTokens);
    m_outputTokens->setGroupSeparatorShown(true);
    m_texts.add([this] { m_outputTokens->setSuffix(tr(" tokens")); });
    m_form->addRow(translatedBuddy(m_texts, [] { return tr("Output per re&quest:"); }, m_outputTokens, this),
                   m_outputTokens);
    m_requestsError = new ErrorLabel(this);
    m_requestsError->setObjectName(QStringLiteral("requestsError"));
    m_form->addRow(static_cast<QLabel *>(nullptr), m_requestsError);

    // Vision-language models: the images of a request (a training sample) and their size; the
    // model's own rule turns them into tokens (core/model/ImageTokens.h).
    m_images = new CheckedSpinBox(this);
    m_images->setObjectName(QStringLiteral("imagesSpin"));
    m_images->setRange(0, int(integerRange(JobField::ImagesPerRequest).maximum));
    m_texts.add([this] {
        m_images->setToolTip(tr("Images in each request (training: in each sample). Their tokens join the prompt."));
    });
    m_form->addRow(translatedBuddy(m_texts, [] { return tr("&Images per request:"); }, m_images, this), m_images);
    m_imageSize = new QWidget(this);
    auto *sizeRow = new QHBoxLayout(m_imageSize);
    sizeRow->setContentsMargins(0, 0, 0, 0);
    m_imageWidth = new CheckedSpinBox(m_imageSize);
    m_imageWidth->setObjectName(QStringLiteral("imageWidthSpin"));
    m_imageHeight = new CheckedSpinBox(m_imageSize);
    m_imageHeight->setObjectName(QStringLiteral("imageHeightSpin"));
    for (QSpinBox *side : {m_imageWidth, m_imageHeight}) {
        side->setRange(1, int(integerRange(JobField::ImageResolution).maximum));
        side->setValue(1024);
        m_texts.add([side] { side->setSuffix(tr(" px")); });
    }
    auto *times = new QLabel(QStringLiteral("×"), m_imageSize);
    sizeRow->addWidget(m_imageWidth);
    sizeRow->addWidget(times);
    sizeRow->addWidget(m_imageHeight);
    sizeRow->addStretch(1);
    m_texts.add([this] {
        m_imageWidth->setToolTip(tr("Image width in pixels."));
        m_imageHeight->setToolTip(tr("Image height in pixels."));
    });
    m_form->addRow(translatedBuddy(m_texts, [] { return tr("Image si&ze:"); }, m_imageWidth, this), m_imageSize,
                   m_imageWidth);
    m_imagesError = new ErrorLabel(this);
    m_imagesError->setObjectName(QStringLiteral("imagesError"));
    m_form->addRow(static_cast<QLabel *>(nullptr), m_imagesError);

    m_targetsHeading = new QLabel(this);
    m_texts.add([this] { m_targetsHeading->setText(tr("Targets")); });
    QFont bold = m_targetsHeading->font();
    bold.setBold(true);
    m_targetsHeading->setFont(bold);
    m_targetsHeading->setWordWrap(true);
    m_form->addWideRow(m_targetsHeading);

    m_minTokens = new CheckedDoubleSpinBox(this);
    m_minTokens->setObjectName(QStringLiteral("minTokensSpin"));
    m_minTokens->setRange(0, 100000);
    m_minTokens->setDecimals(1);
    m_minTokens->setGroupSeparatorShown(true);
    m_texts.add([this] { m_minTokens->setSpecialValueText(tr("No target")); });
    m_texts.add([this] { m_minTokens->setSuffix(tr(" tokens/s")); });
    m_texts.add([this] {
        m_minTokens->setToolTip(tr("Reading speed is about 5–10 tokens/s; 20 or more feels instant."));
    });
    m_form->addRow(translatedBuddy(m_texts, [] { return tr("&Speed per user at least:"); }, m_minTokens, this),
                   m_minTokens);
    m_maxTtft = new CheckedDoubleSpinBox(this);
    m_maxTtft->setObjectName(QStringLiteral("maxTtftSpin"));
    m_maxTtft->setRange(0, 3600);
    m_maxTtft->setDecimals(1);
    m_maxTtft->setSingleStep(0.5);
    m_texts.add([this] { m_maxTtft->setSpecialValueText(tr("No target")); });
    m_texts.add([this] { m_maxTtft->setSuffix(tr(" s", "seconds")); });
    m_form->addRow(translatedBuddy(m_texts, [] { return tr("Ti&me to first token within:"); }, m_maxTtft, this), m_maxTtft);
    m_targetsError = new ErrorLabel(this);
    m_targetsError->setObjectName(QStringLiteral("targetsError"));
    m_form->addRow(static_cast<QLabel *>(nullptr), m_targetsError);
    m_trainTokens = new CheckedDoubleSpinBox(this);
    m_trainTokens->setObjectName(QStringLiteral("trainTokensSpin"));
    m_trainTokens->setRange(0, double(kMaxTrainTokens) / kMillion);
    m_trainTokens->setDecimals(1);
    m_trainTokens->setGroupSeparatorShown(true);
    // The unit is in the label too: at 0 the box shows "Not given", which hides its suffix.
    m_texts.add([this] { m_trainTokens->setSpecialValueText(tr("Not given")); });
    m_texts.add([this] { m_trainTokens->setSuffix(tr(" million tokens")); });
    m_texts.add([this] {
        m_trainTokens->setToolTip(tr("Tokens of one training run (dataset tokens × epochs): gives the run's hours."));
    });
    m_form->addRow(translatedBuddy(m_texts, [] { return tr("Token&s to train on (millions):"); }, m_trainTokens, this),
                   m_trainTokens);
    m_trainTokensError = new ErrorLabel(this);
    m_trainTokensError->setObjectName(QStringLiteral("trainTokensError"));
    m_form->addRow(static_cast<QLabel *>(nullptr), m_trainTokensError);
    m_maxHours = new CheckedDoubleSpinBox(this);
    m_maxHours->setObjectName(QStringLiteral("maxHoursSpin"));
    m_maxHours->setRange(0, 100000);
    m_maxHours->setDecimals(1);
    m_maxHours->setGroupSeparatorShown(true);
    m_texts.add([this] { m_maxHours->setSpecialValueText(tr("No target")); });
    m_texts.add([this] { m_maxHours->setSuffix(tr(" h", "hours")); });
    m_form->addRow(translatedBuddy(m_texts, [] { return tr("Finish &within:"); }, m_maxHours, this), m_maxHours);
    m_maxHoursError = new ErrorLabel(this);
    m_maxHoursError->setObjectName(QStringLiteral("maxHoursError"));
    m_form->addRow(static_cast<QLabel *>(nullptr), m_maxHoursError);

    // ---- advanced
    m_advanced = new FoldSection(QString(), this);
    m_texts.add([this] { m_advanced->setTitle(tr("Advanced settings")); });
    m_advanced->button()->setObjectName(QStringLiteral("advancedButton"));
    m_form->addWideRow(m_advanced);
    QWidget *adv = m_advanced->content();
    m_advancedForm = new FormGrid(adv, m_stacked);

    m_kvCache = new QComboBox(adv);
    m_kvCache->setObjectName(QStringLiteral("kvCacheCombo"));
    for (Precision p : {Precision::Fp32, Precision::Bf16, Precision::Fp16, Precision::Fp8, Precision::Int8}) {
        addEnumItem(m_kvCache, Format::precisionName(p), p);
    }
    m_advancedForm->addRow(translatedBuddy(m_texts, [] { return tr("KV cac&he:"); }, m_kvCache, adv), m_kvCache);

    // A mixture of experts served with its routed experts in host RAM (llama.cpp --n-cpu-moe,
    // KTransformers): one GPU for attention, a host with many memory channels for the experts.
    m_expertPlacement = new QComboBox(adv);
    m_expertPlacement->setObjectName(QStringLiteral("expertPlacementCombo"));
    addEnumItem(m_expertPlacement, QString(), ExpertPlacement::Gpu);
    addEnumItem(m_expertPlacement, QString(), ExpertPlacement::Host);
    m_texts.add([this] {
        m_expertPlacement->setItemText(0, tr("GPU memory"));
        m_expertPlacement->setItemText(1, tr("Host memory (the CPU reads them)"));
        m_expertPlacement->setToolTip(tr("Where the routed experts of a mixture-of-experts model are kept. In host "
                                         "memory the GPU holds attention and the shared layers; decoding runs at "
                                         "the host memory's bandwidth, so the plan sizes the host's channels."));
    });
    m_advancedForm->addRow(translatedBuddy(m_texts, [] { return tr("Expert pl&acement:"); }, m_expertPlacement, adv),
                           m_expertPlacement);
    m_gpuMoeLayers = new QSpinBox(adv);
    m_gpuMoeLayers->setObjectName(QStringLiteral("gpuMoeLayersSpin"));
    m_gpuMoeLayers->setRange(0, int(integerRange(JobField::GpuMoeLayers).maximum));
    m_texts.add([this] {
        m_gpuMoeLayers->setToolTip(tr("The first MoE layers whose experts stay in GPU memory (llama.cpp "
                                      "--n-cpu-moe counts the others); 0 keeps them all on the host."));
    });
    m_advancedForm->addRow(translatedBuddy(m_texts, [] { return tr("&MoE layers on the GPU:"); }, m_gpuMoeLayers, adv),
                           m_gpuMoeLayers);

    m_optimizer = new QComboBox(adv);
    m_optimizer->setObjectName(QStringLiteral("optimizerCombo"));
    for (Optimizer o : {Optimizer::AdamW, Optimizer::AdamW8bit, Optimizer::PagedAdamW, Optimizer::PagedAdamW8bit, Optimizer::Sgd,
                        Optimizer::Adafactor}) {
        addEnumItem(m_optimizer, QString(), o);
    }
    m_texts.add([this] {
        for (int i = 0; i < m_optimizer->count(); ++i) {
            m_optimizer->setItemText(i, Format::optimizerName(Optimizer(m_optimizer->itemData(i).toInt())));
        }
    });
    m_advancedForm->addRow(translatedBuddy(m_texts, [] { return tr("O&ptimizer:"); }, m_optimizer, adv), m_optimizer);

    m_zero = new QComboBox(adv);
    m_zero->setObjectName(QStringLiteral("zeroCombo"));
    for (int stage = 0; stage <= 3; ++stage) {
        m_zero->addItem(QString(), stage);
    }
    m_texts.add([this] {
        setItemTexts(m_zero, {tr("Off (stage 0)"), tr("Stage 1: optimizer state sharded"),
                              tr("Stage 2: optimizer state and gradients sharded"),
                              tr("Stage 3: parameters sharded as well")});
    });
    m_zero->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_zero->setMinimumContentsLength(12);
    m_advancedForm->addRow(translatedBuddy(m_texts, [] { return tr("&ZeRO:"); }, m_zero, adv), m_zero);

    m_offload = new QComboBox(adv);
    m_offload->setObjectName(QStringLiteral("offloadCombo"));
    addEnumItem(m_offload, QString(), Offload::None);
    addEnumItem(m_offload, QString(), Offload::Optimizer);
    addEnumItem(m_offload, QString(), Offload::OptimizerAndParams);
    m_texts.add([this] {
        setItemTexts(m_offload, {tr("None"), tr("Optimizer state (ZeRO-Offload)"),
                                 tr("Optimizer state and parameters (ZeRO-Infinity)")});
    });
    m_offload->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_offload->setMinimumContentsLength(12);
    m_advancedForm->addRow(translatedBuddy(m_texts, [] { return tr("O&ffload:"); }, m_offload, adv), m_offload);
    m_offloadTarget = new QComboBox(adv);
    m_offloadTarget->setObjectName(QStringLiteral("offloadTargetCombo"));
    addEnumItem(m_offloadTarget, QString(), OffloadTarget::Cpu);
    addEnumItem(m_offloadTarget, QString(), OffloadTarget::Nvme);
    m_texts.add([this] { setItemTexts(m_offloadTarget, {tr("CPU memory"), tr("NVMe drive")}); });
    m_advancedForm->addRow(translatedBuddy(m_texts, [] { return tr("Offload t&o:"); }, m_offloadTarget, adv),
                           m_offloadTarget);
    m_offloadError = new ErrorLabel(adv);
    m_offloadError->setObjectName(QStringLiteral("offloadError"));
    m_advancedForm->addRow(static_cast<QLabel *>(nullptr), m_offloadError);

    m_recompute = new QComboBox(adv);
    m_recompute->setObjectName(QStringLiteral("recomputeCombo"));
    addEnumItem(m_recompute, QString(), Recompute::None);
    addEnumItem(m_recompute, QString(), Recompute::Selective);
    addEnumItem(m_recompute, QString(), Recompute::SelectiveOp);
    addEnumItem(m_recompute, QString(), Recompute::Full);
    m_texts.add([this] {
        setItemTexts(m_recompute, {tr("None"), tr("Selective (attention only)"),
                                   tr("Selective per operation (matmul outputs kept)"), tr("Full (every layer)")});
    });
    m_texts.add([this] {
        m_recompute->setToolTip(tr("Recomputing activations in the backward pass saves memory for about a third more "
                                   "compute (full)."));
    });
    m_advancedForm->addRow(translatedBuddy(m_texts, [] { return tr("Activation &recompute:"); }, m_recompute, adv),
                           m_recompute);

    m_microBatch = new CheckedSpinBox(adv);
    m_microBatch->setObjectName(QStringLiteral("microBatchSpin"));
    m_microBatch->setRange(1, 65536);
    m_advancedForm->addRow(translatedBuddy(m_texts, [] { return tr("Mi&cro-batch per GPU:"); }, m_microBatch, adv),
                           m_microBatch);
    m_gradientAccumulation = new CheckedSpinBox(adv);
    m_gradientAccumulation->setObjectName(QStringLiteral("gradientAccumulationSpin"));
    m_gradientAccumulation->setRange(1, 65536);
    m_advancedForm->addRow(
        translatedBuddy(m_texts, [] { return tr("&Gradient accumulation:"); }, m_gradientAccumulation, adv),
        m_gradientAccumulation);
    m_batchError = new ErrorLabel(adv);
    m_batchError->setObjectName(QStringLiteral("batchError"));
    m_advancedForm->addRow(static_cast<QLabel *>(nullptr), m_batchError);
    m_flashAttention = new QCheckBox(adv);
    m_texts.add([this] { m_flashAttention->setText(tr("F&lashAttention")); });
    m_texts.add([this] {
        m_flashAttention->setToolTip(tr("Fused attention kernels: the attention scores are not stored."));
    });
    m_flashAttention->setObjectName(QStringLiteral("flashAttentionCheck"));
    m_advancedForm->addRow(static_cast<QLabel *>(nullptr), m_flashAttention);

    m_tensorParallel = new CheckedSpinBox(adv);
    m_tensorParallel->setObjectName(QStringLiteral("tensorParallelSpin"));
    m_tensorParallel->setRange(0, 1024);
    m_texts.add([this] { m_tensorParallel->setSpecialValueText(tr("Automatic")); });
    m_texts.add([this] {
        m_tensorParallel->setToolTip(tr("GPUs one copy of the model is split across; Automatic lets the planner "
                                        "choose."));
    });
    m_advancedForm->addRow(translatedBuddy(m_texts, [] { return tr("&Tensor parallel:"); }, m_tensorParallel, adv),
                           m_tensorParallel);
    m_pipelineParallel = new CheckedSpinBox(adv);
    m_pipelineParallel->setObjectName(QStringLiteral("pipelineParallelSpin"));
    m_pipelineParallel->setRange(1, 1024);
    m_advancedForm->addRow(translatedBuddy(m_texts, [] { return tr("P&ipeline parallel:"); }, m_pipelineParallel, adv),
                           m_pipelineParallel);
    m_parallelError = new ErrorLabel(adv);
    m_parallelError->setObjectName(QStringLiteral("parallelError"));
    m_advancedForm->addRow(static_cast<QLabel *>(nullptr), m_parallelError);

    m_loraRank = new CheckedSpinBox(adv);
    m_loraRank->setObjectName(QStringLiteral("loraRankSpin"));
    m_loraRank->setRange(1, 65536);
    m_advancedForm->addRow(translatedBuddy(m_texts, [] { return tr("L&oRA rank:"); }, m_loraRank, adv), m_loraRank);
    m_loraTargets = new QWidget(adv);
    auto *targetsGrid = new QGridLayout(m_loraTargets);
    targetsGrid->setContentsMargins(0, 0, 0, 0);
    int column = 0;
    int row = 0;
    for (const char *name : loraTargetNames()) {
        auto *check = new QCheckBox(QLatin1String(name), m_loraTargets);
        check->setObjectName(QStringLiteral("loraTarget_") + QLatin1String(name));
        targetsGrid->addWidget(check, row, column);
        m_loraTargetChecks.push_back(check);
        if (++column == 4) {
            column = 0;
            ++row;
        }
    }
    auto *targetsLabel = new QLabel(adv);
    m_texts.add([targetsLabel] { targetsLabel->setText(tr("LoRA layers:")); });
    m_advancedForm->addRow(targetsLabel, m_loraTargets);
    m_loraError = new ErrorLabel(adv);
    m_loraError->setObjectName(QStringLiteral("loraError"));
    m_advancedForm->addRow(static_cast<QLabel *>(nullptr), m_loraError);

    // Storage of a training job: the dataset volume holds 2 × the dataset (raw and tokenized),
    // the project volume the checkpoints (docs/file-formats.md, "Training job").
    m_datasetGb = new CheckedDoubleSpinBox(adv);
    m_datasetGb->setObjectName(QStringLiteral("datasetSpin"));
    m_datasetGb->setRange(0, 1e9); // GB; the reader allows any size ≥ 0
    m_datasetGb->setDecimals(1);
    m_datasetGb->setSingleStep(10);
    m_datasetGb->setGroupSeparatorShown(true);
    m_texts.add([this] { m_datasetGb->setSpecialValueText(tr("Estimated from the tokens")); });
    m_texts.add([this] { m_datasetGb->setSuffix(tr(" GB", "gigabytes, 10^9 bytes")); });
    m_texts.add([this] {
        m_datasetGb->setToolTip(tr("The dataset's size on disk (GB = 10⁹ bytes); its volume holds it twice, raw and "
                                   "tokenized. Not given: estimated from the tokens to train on."));
    });
    m_advancedForm->addRow(translatedBuddy(m_texts, [] { return tr("Dataset on &disk:"); }, m_datasetGb, adv),
                           m_datasetGb);
    m_checkpointsKept = new CheckedSpinBox(adv);
    m_checkpointsKept->setObjectName(QStringLiteral("checkpointsKeptSpin"));
    const IntegerRange checkpoints = integerRange(JobField::CheckpointsKept);
    m_checkpointsKept->setRange(int(checkpoints.minimum), int(std::min<std::int64_t>(checkpoints.maximum, 1'000'000)));
    m_texts.add([this] {
        m_checkpointsKept->setToolTip(tr("Full checkpoints (weights and optimizer state) kept on the project volume."));
    });
    m_advancedForm->addRow(
        translatedBuddy(m_texts, [] { return tr("Checkpoints &kept:"); }, m_checkpointsKept, adv), m_checkpointsKept);
    m_storageError = new ErrorLabel(adv);
    m_storageError->setObjectName(QStringLiteral("storageError"));
    m_advancedForm->addRow(static_cast<QLabel *>(nullptr), m_storageError);

    m_jobError = new ErrorLabel(this);
    m_jobError->setObjectName(QStringLiteral("jobError"));
    m_form->addWideRow(m_jobError);

    // ---- edits
    connect(m_context->spinBox(), &CheckedSpinBox::refusedChanged, this, &JobEditor::showProblems);
    connect(m_concurrency->spinBox(), &CheckedSpinBox::refusedChanged, this, &JobEditor::showProblems);
    connect(m_promptTokens, &CheckedSpinBox::refusedChanged, this, &JobEditor::showProblems);
    connect(m_outputTokens, &CheckedSpinBox::refusedChanged, this, &JobEditor::showProblems);
    connect(m_trainTokens, &CheckedDoubleSpinBox::refusedChanged, this, &JobEditor::showProblems);
    for (CheckedDoubleSpinBox *box : checkedDoubleBoxes()) {
        connect(box, &CheckedDoubleSpinBox::refusedChanged, this, &JobEditor::showProblems);
    }
    for (CheckedSpinBox *box : checkedAdvancedBoxes()) {
        connect(box, &CheckedSpinBox::refusedChanged, this, &JobEditor::showProblems);
    }
    connect(m_name, &QLineEdit::textEdited, this,
            [this](const QString &text) { edit([&](Job &j) { j.name = text.toStdString(); }); });
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        if (m_updating) {
            return;
        }
        edit([&](Job &j) {
            j.kind = enumAt<JobKind>(m_kind);
            writeImages(j); // the images go with the job to its new kind
        });
        m_updating = true;
        fillPrecisionCombo();
        m_context->setValue(clampToInt(jobContextLength(m_job), kMaxTokens));
        m_updating = false;
        updateKindRows();
        updateContextRange();
        showProblems();
    });
    connect(m_modelPicker, &ModelPicker::modelChanged, this, [this] {
        edit([&](Job &j) {
            m_modelPicker->applyTo(j);
            // A pre-quantised checkpoint (DeepSeek-V3 fp8, GPT-OSS mxfp4) is served as published.
            if (const std::optional<Precision> published = checkpointWeights(j.model)) {
                j.inference.weights = *published;
            }
            if (!j.model.isVisionLanguage()) {
                // A text model takes no images: the rows hide and the job forgets them.
                j.inference.imagesPerRequest = j.training.imagesPerRequest = 0;
                j.inference.imageWidth = j.inference.imageHeight = j.training.imageWidth = j.training.imageHeight = 0;
            }
        });
        m_updating = true;
        fillPrecisionCombo();
        m_updating = false;
        updateKindRows();
        updateContextRange();
        showProblems();
    });
    for (CheckedSpinBox *spin : {m_images, m_imageWidth, m_imageHeight}) {
        connect(spin, &CheckedSpinBox::refusedChanged, this, &JobEditor::showProblems);
        connect(spin, &QSpinBox::valueChanged, this, [this] {
            edit([&](Job &j) { writeImages(j); });
            updateKindRows();
            showProblems();
        });
    }
    connect(m_method, &QComboBox::currentIndexChanged, this, [this] {
        edit([&](Job &j) { j.training.method = enumAt<TrainMethod>(m_method); });
        updateKindRows();
    });
    connect(m_precision, &QComboBox::currentIndexChanged, this, [this] {
        edit([&](Job &j) {
            if (j.kind == JobKind::Training) {
                j.training.precision = enumAt<Precision>(m_precision);
            } else {
                j.inference.weights = enumAt<Precision>(m_precision);
            }
        });
    });
    connect(m_context, &SliderSpinBox::valueChanged, this, [this](int tokens) {
        edit([&](Job &j) { setJobContextLength(j, tokens); });
        updateContextRange();
        showProblems();
    });
    connect(m_allowBeyond, &QCheckBox::toggled, this, [this](bool on) {
        edit([&](Job &j) { j.allowContextBeyondModelMax = on; });
        updateContextRange();
        showProblems();
    });
    connect(m_concurrency, &SliderSpinBox::valueChanged, this,
            [this](int users) { edit([&](Job &j) { j.inference.concurrency = users; }); });
    connect(m_promptTokens, &QSpinBox::valueChanged, this,
            [this](int tokens) { edit([&](Job &j) { j.inference.promptTokens = tokens; }); });
    connect(m_outputTokens, &QSpinBox::valueChanged, this,
            [this](int tokens) { edit([&](Job &j) { j.inference.outputTokens = tokens; }); });
    connect(m_minTokens, &QDoubleSpinBox::valueChanged, this,
            [this](double v) { edit([&](Job &j) { j.inference.minTokensPerSPerUser = v; }); });
    connect(m_maxTtft, &QDoubleSpinBox::valueChanged, this,
            [this](double v) { edit([&](Job &j) { j.inference.maxTtftS = v; }); });
    connect(m_trainTokens, &QDoubleSpinBox::valueChanged, this,
            [this](double v) { edit([&](Job &j) { j.training.trainTokens = std::llround(v * kMillion); }); });
    connect(m_maxHours, &QDoubleSpinBox::valueChanged, this,
            [this](double v) { edit([&](Job &j) { j.training.maxHours = v; }); });
    connect(m_kvCache, &QComboBox::currentIndexChanged, this,
            [this] { edit([&](Job &j) { j.inference.kvCache = enumAt<Precision>(m_kvCache); }); });
    connect(m_expertPlacement, &QComboBox::currentIndexChanged, this, [this] {
        edit([&](Job &j) { j.inference.expertPlacement = enumAt<ExpertPlacement>(m_expertPlacement); });
        updateKindRows();
    });
    connect(m_gpuMoeLayers, &QSpinBox::valueChanged, this,
            [this](int v) { edit([&](Job &j) { j.inference.gpuMoeLayers = v; }); });
    connect(m_optimizer, &QComboBox::currentIndexChanged, this,
            [this] { edit([&](Job &j) { j.training.optimizer = enumAt<Optimizer>(m_optimizer); }); });
    connect(m_zero, &QComboBox::currentIndexChanged, this,
            [this] { edit([&](Job &j) { j.training.zeroStage = m_zero->currentData().toInt(); }); });
    connect(m_offload, &QComboBox::currentIndexChanged, this,
            [this] { edit([&](Job &j) { j.training.offload = enumAt<Offload>(m_offload); }); });
    connect(m_offloadTarget, &QComboBox::currentIndexChanged, this,
            [this] { edit([&](Job &j) { j.training.offloadTarget = enumAt<OffloadTarget>(m_offloadTarget); }); });
    connect(m_recompute, &QComboBox::currentIndexChanged, this,
            [this] { edit([&](Job &j) { j.training.activationCheckpointing = enumAt<Recompute>(m_recompute); }); });
    connect(m_microBatch, &QSpinBox::valueChanged, this,
            [this](int v) { edit([&](Job &j) { j.training.microBatch = v; }); });
    connect(m_gradientAccumulation, &QSpinBox::valueChanged, this,
            [this](int v) { edit([&](Job &j) { j.training.gradientAccumulation = v; }); });
    connect(m_flashAttention, &QCheckBox::toggled, this,
            [this](bool on) { edit([&](Job &j) { j.training.flashAttention = on; }); });
    connect(m_tensorParallel, &QSpinBox::valueChanged, this, [this](int v) {
        edit([&](Job &j) {
            if (j.kind == JobKind::Training) {
                j.training.tensorParallel = v;
            } else {
                j.inference.tensorParallel = v;
            }
        });
    });
    connect(m_pipelineParallel, &QSpinBox::valueChanged, this,
            [this](int v) { edit([&](Job &j) { j.training.pipelineParallel = v; }); });
    connect(m_loraRank, &QSpinBox::valueChanged, this, [this](int v) { edit([&](Job &j) { j.training.loraRank = v; }); });
    connect(m_datasetGb, &QDoubleSpinBox::valueChanged, this,
            [this](double gb) { edit([&](Job &j) { j.training.datasetBytes = std::round(gb * 1e9); }); });
    connect(m_checkpointsKept, &QSpinBox::valueChanged, this,
            [this](int kept) { edit([&](Job &j) { j.training.checkpointsKept = kept; }); });
    for (QCheckBox *check : m_loraTargetChecks) {
        connect(check, &QCheckBox::toggled, this, [this] {
            edit([&](Job &j) {
                j.training.loraTargets.clear();
                for (QCheckBox *c : m_loraTargetChecks) {
                    if (c->isChecked()) {
                        j.training.loraTargets.push_back(c->text().toStdString());
                    }
                }
            });
        });
    }
}

void JobEditor::edit(const std::function<void(Job &)> &change)
{
    if (m_updating) {
        return;
    }
    change(m_job);
    showProblems();
    Q_EMIT jobChanged();
}

void JobEditor::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
}

void JobEditor::retranslateUi()
{
    // The same widgets with the same values: labels, item texts (the current items stay), the
    // rows whose words depend on the job's kind, and the problems shown, in the new language.
    const bool was = m_updating;
    m_updating = true;
    m_texts.apply();
    fillPrecisionCombo();
    updateKindRows();
    m_updating = was;
    showProblems();
}

void JobEditor::setJob(const Job &job)
{
    m_job = job;
    populate();
}

void JobEditor::fillPrecisionCombo()
{
    const bool training = m_job.kind == JobKind::Training;
    m_precision->clear();
    std::vector<Precision> list{Precision::Fp32, Precision::Bf16, Precision::Fp16, Precision::Fp8};
    if (!training) {
        list.push_back(Precision::Int8);
        list.push_back(Precision::Int4);
        list.push_back(Precision::Nvfp4);
        list.push_back(Precision::Mxfp4);
    }
    for (Precision p : list) {
        addEnumItem(m_precision, Format::precisionName(p), p);
    }
    selectEnum(m_precision, training ? m_job.training.precision : m_job.inference.weights);
    m_precisionLabel->setText(training ? tr("&Precision:") : tr("&Weights:"));
    m_precision->setToolTip(training ? tr("Number format of the training run (mixed precision: BF16 is usual).")
                                     : tr("Number format of the served weights: FP8 and INT4 halve and quarter "
                                          "the memory of BF16."));
}

void JobEditor::populate()
{
    m_updating = true;
    const TrainingJob &t = m_job.training;
    const InferenceJob &n = m_job.inference;
    m_name->setText(QString::fromStdString(m_job.name));
    m_name->setCursorPosition(0);
    selectEnum(m_kind, m_job.kind);
    m_modelPicker->setJobModel(m_job);
    selectEnum(m_method, t.method);
    fillPrecisionCombo();
    m_allowBeyond->setChecked(m_job.allowContextBeyondModelMax);
    m_concurrency->setValue(clampToInt(n.concurrency, kMaxUsers));
    m_promptTokens->setValue(clampToInt(n.promptTokens, kMaxTokens));
    m_outputTokens->setValue(clampToInt(n.outputTokens, kMaxTokens));
    m_minTokens->setValue(n.minTokensPerSPerUser);
    m_maxTtft->setValue(n.maxTtftS);
    m_trainTokens->setValue(double(t.trainTokens) / kMillion);
    m_maxHours->setValue(t.maxHours);
    selectEnum(m_kvCache, n.kvCache);
    selectEnum(m_expertPlacement, n.expertPlacement);
    m_gpuMoeLayers->setValue(clampToInt(n.gpuMoeLayers, m_gpuMoeLayers->maximum()));
    selectEnum(m_optimizer, t.optimizer);
    m_zero->setCurrentIndex(std::max(0, m_zero->findData(t.zeroStage)));
    selectEnum(m_offload, t.offload);
    selectEnum(m_offloadTarget, t.offloadTarget);
    selectEnum(m_recompute, t.activationCheckpointing);
    m_microBatch->setValue(clampToInt(t.microBatch, m_microBatch->maximum()));
    m_gradientAccumulation->setValue(clampToInt(t.gradientAccumulation, m_gradientAccumulation->maximum()));
    m_flashAttention->setChecked(t.flashAttention);
    m_tensorParallel->setValue(m_job.kind == JobKind::Training ? t.tensorParallel : n.tensorParallel);
    m_pipelineParallel->setValue(t.pipelineParallel);
    m_datasetGb->setValue(t.datasetBytes / 1e9);
    m_checkpointsKept->setValue(clampToInt(t.checkpointsKept, m_checkpointsKept->maximum()));
    m_loraRank->setValue(clampToInt(t.loraRank, m_loraRank->maximum()));
    const bool training = m_job.kind == JobKind::Training;
    m_images->setValue(clampToInt(training ? t.imagesPerRequest : n.imagesPerRequest, m_images->maximum()));
    const std::int64_t width = training ? t.imageWidth : n.imageWidth;
    const std::int64_t height = training ? t.imageHeight : n.imageHeight;
    if (width > 0 && height > 0) {
        m_imageWidth->setValue(clampToInt(width, m_imageWidth->maximum()));
        m_imageHeight->setValue(clampToInt(height, m_imageHeight->maximum()));
    }
    for (QCheckBox *check : m_loraTargetChecks) {
        const std::string name = check->text().toStdString();
        check->setChecked(std::find(t.loraTargets.begin(), t.loraTargets.end(), name) != t.loraTargets.end());
    }
    // What was refused in the job shown before is no longer the question.
    for (CheckedSpinBox *box : {m_context->spinBox(), m_concurrency->spinBox(), m_promptTokens, m_outputTokens, m_images,
                                m_imageWidth, m_imageHeight}) {
        box->clearRefused();
    }
    m_trainTokens->clearRefused();
    for (CheckedDoubleSpinBox *box : checkedDoubleBoxes()) {
        box->clearRefused();
    }
    for (CheckedSpinBox *box : checkedAdvancedBoxes()) {
        box->clearRefused();
    }
    m_updating = false;
    updateKindRows();
    updateContextRange();
    showProblems();
}

void JobEditor::writeImages(Job &job) const
{
    const std::int64_t images = m_images->value();
    const std::int64_t width = images > 0 ? m_imageWidth->value() : 0;
    const std::int64_t height = images > 0 ? m_imageHeight->value() : 0;
    if (job.kind == JobKind::Training) {
        job.training.imagesPerRequest = images;
        job.training.imageWidth = width;
        job.training.imageHeight = height;
    } else {
        job.inference.imagesPerRequest = images;
        job.inference.imageWidth = width;
        job.inference.imageHeight = height;
    }
}

void JobEditor::updateKindRows()
{
    const bool training = m_job.kind == JobKind::Training;
    const bool lora = training && m_job.training.method != TrainMethod::Full;
    m_form->setRowVisible(m_method, training);
    m_form->setRowVisible(m_concurrency, !training);
    m_form->setRowVisible(m_promptTokens, !training);
    m_form->setRowVisible(m_outputTokens, !training);
    m_form->setRowVisible(m_minTokens, !training);
    m_form->setRowVisible(m_maxTtft, !training);
    m_form->setRowVisible(m_trainTokens, training);
    m_form->setRowVisible(m_maxHours, training);
    const bool vision = m_job.model.isVisionLanguage();
    const std::int64_t images = training ? m_job.training.imagesPerRequest : m_job.inference.imagesPerRequest;
    m_form->setRowVisible(m_images, vision);
    m_form->setRowVisible(m_imageSize, vision && images > 0);
    m_form->setRowVisible(m_imagesError, vision);
    m_contextLabel->setText(training ? tr("Se&quence length:") : tr("Conte&xt length:"));
    m_context->setToolTip(training ? tr("Tokens per training sample.")
                                   : tr("Tokens per request, prompt and answer together (the KV cache holds them)."));

    m_advancedForm->setRowVisible(m_kvCache, !training);
    // Only a mixture of experts has experts to place (a host placement left on another model stays
    // visible, with the reader's reason, so it can be undone).
    const bool hostExperts = m_job.inference.expertPlacement == ExpertPlacement::Host;
    m_advancedForm->setRowVisible(m_expertPlacement, !training && (m_job.model.isMoe() || hostExperts));
    m_advancedForm->setRowVisible(m_gpuMoeLayers, !training && hostExperts);
    for (QWidget *w : std::initializer_list<QWidget *>{m_optimizer, m_zero, m_offload, m_offloadTarget, m_recompute,
                                                       m_microBatch, m_gradientAccumulation, m_flashAttention,
                                                       m_pipelineParallel, m_datasetGb, m_checkpointsKept}) {
        m_advancedForm->setRowVisible(w, training);
    }
    m_advancedForm->setRowVisible(m_loraRank, lora);
    m_advancedForm->setRowVisible(m_loraTargets, lora);
}

void JobEditor::updateContextRange()
{
    const std::int64_t context = jobContextLength(m_job);
    const bool was = m_updating;
    m_updating = true;
    m_context->setStops(contextStops(m_job.model.maxContext, context, m_job.allowContextBeyondModelMax));
    m_context->setValue(clampToInt(context, kMaxTokens));
    m_updating = was;
    // The way out of "beyond the model's maximum" appears with the problem, and stays while on.
    const bool beyond = m_job.model.maxContext > 0 && context > m_job.model.maxContext;
    m_form->setRowVisible(m_allowBeyond, beyond || m_job.allowContextBeyondModelMax);
}

void JobEditor::showProblems()
{
    QStringList model;
    QStringList context;
    QStringList requests;
    QStringList offload;
    QStringList parallel;
    QStringList lora;
    QStringList other;
    for (const JobProblem &p : check(m_job)) {
        switch (p.field) {
        case JobProblem::Field::Model: model << p.message; break;
        case JobProblem::Field::Context: context << p.message; break;
        case JobProblem::Field::Requests: requests << p.message; break;
        case JobProblem::Field::Offload: offload << p.message; break;
        case JobProblem::Field::Parallel: parallel << p.message; break;
        case JobProblem::Field::Lora: lora << p.message; break;
        case JobProblem::Field::Other: other << p.message; break;
        }
    }
    // A refused value is said first, under its field (only the job's own kind's fields show).
    const bool training = m_job.kind == JobKind::Training;
    QStringList users;
    QStringList trainTokens;
    const auto refusal = [](QStringList &list, const QString &text) {
        if (!text.isEmpty()) {
            list.prepend(text);
        }
    };
    QStringList targets;
    QStringList maxHours;
    QStringList batch;
    QStringList storage;
    QStringList images;
    refusal(images, refusalText(m_imageHeight));
    refusal(images, refusalText(m_imageWidth));
    refusal(images, refusalText(m_images));
    refusal(context, refusalText(m_context->spinBox()));
    refusal(parallel, refusalText(m_pipelineParallel));
    refusal(parallel, refusalText(m_tensorParallel));
    if (training) {
        refusal(trainTokens, refusalText(m_trainTokens));
        refusal(maxHours, refusalText(m_maxHours));
        refusal(batch, refusalText(m_gradientAccumulation));
        refusal(batch, refusalText(m_microBatch));
        refusal(lora, refusalText(m_loraRank));
        refusal(storage, refusalText(m_checkpointsKept));
        refusal(storage, refusalText(m_datasetGb));
    } else {
        refusal(users, refusalText(m_concurrency->spinBox()));
        refusal(requests, refusalText(m_outputTokens));
        refusal(requests, refusalText(m_promptTokens));
        refusal(targets, refusalText(m_maxTtft));
        refusal(targets, refusalText(m_minTokens));
    }
    const QString newline = QStringLiteral("\n");
    m_targetsError->setError(targets.join(newline));
    m_maxHoursError->setError(maxHours.join(newline));
    m_batchError->setError(batch.join(newline));
    m_storageError->setError(storage.join(newline));
    m_concurrencyError->setError(users.join(newline));
    m_trainTokensError->setError(trainTokens.join(newline));
    m_contextError->setError(context.join(newline));
    m_requestsError->setError(requests.join(newline));
    m_imagesError->setError(images.join(newline));
    m_offloadError->setError(offload.join(newline));
    m_parallelError->setError(parallel.join(newline));
    m_loraError->setError(lora.join(newline));
    // A problem inside the fold opens it, so the reason is never hidden.
    if (!(offload.isEmpty() && parallel.isEmpty() && lora.isEmpty() && batch.isEmpty() && storage.isEmpty())
        && !m_advanced->isExpanded()) {
        m_advanced->setExpanded(true);
    }
    other << model;
    m_jobError->setError(other.join(newline));
}

} // namespace rigplan
