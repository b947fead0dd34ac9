// SPDX-License-Identifier: GPL-3.0-or-later
// The software-stack check (core/plan/SoftwareFit) on the shipped catalog: each rule of issue 19
// against the published facts it rests on. The sources are named at each test; the catalog's
// rows carry the same sources (catalog/seed/SOURCES-software.md).
#include "catalog/Catalog.h"
#include "estimate/Estimate.h"
#include "plan/Plan.h"
#include "plan/PlanText.h"
#include "plan/SoftwareFit.h"
#include "workload/WorkloadJson.h"
#include "VerifyOk.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace rigplan;

namespace {

bool hasWarning(const std::vector<SoftwareNote> &notes, SoftwareWarning kind, std::optional<Framework> framework = {})
{
    return std::any_of(notes.begin(), notes.end(), [&](const SoftwareNote &n) {
        return n.kind == kind && (!framework || n.framework == framework);
    });
}

const FrameworkUse *useOf(const JobSoftware &fit, Framework framework)
{
    const auto it = std::find_if(fit.frameworks.begin(), fit.frameworks.end(),
                                 [&](const FrameworkUse &u) { return u.framework == framework; });
    return it != fit.frameworks.end() ? &*it : nullptr;
}

// The wheel tag's CUDA version as a number: "cu128" -> 128; 0 for anything else.
int cudaOfWheel(const std::string &tag)
{
    return tag.rfind("cu", 0) == 0 ? std::atoi(tag.c_str() + 2) : 0;
}

} // namespace

class TestSoftwareFit : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void everyGpuHasItsArchitecture();
    void blackwellRtxNeedsR570AndCu128_data();
    void blackwellRtxNeedsR570AndCu128();
    void fp8Serving_data();
    void fp8Serving();
    void fp8WeightOnlyRunsAtTheBf16Rate();
    void fp8TrainingNeedsFp8TensorCores();
    void qloraOnMi300xUsesBitsandbytesForRocm();
    void deepSpeedOnRdnaIsUntested_data();
    void deepSpeedOnRdnaIsUntested();
    void flashAttentionVersionByArchitecture_data();
    void flashAttentionVersionByArchitecture();
    void softCappedAttentionTrainsWithoutFlashAttention_data();
    void softCappedAttentionTrainsWithoutFlashAttention();
    void plannerRefusesWhatTheEngineCannotRun();
    void onlyNonNvidiaTierSaysSo();

private:
    const GpuSpec &gpu(const char *id) const;
    Job servingJob(const char *model, Precision weights, ServingEngine engine) const;
    Job trainingJob(const char *model, TrainMethod method, Precision precision, TrainingFramework framework) const;
    JobSoftware fit(const char *gpuId, const Job &job) const
    {
        return jobSoftware(m_software, gpu(gpuId), job, 0);
    }

    QTemporaryDir m_dir;
    Catalog m_catalog;
    std::vector<GpuSpec> m_gpus;
    SoftwareCatalog m_software;
};

void TestSoftwareFit::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY_OK(m_catalog.open(m_dir.filePath(QStringLiteral("software.sqlite"))));
    auto gpus = m_catalog.gpus();
    QVERIFY_OK(gpus);
    m_gpus = *gpus;
    auto software = m_catalog.software();
    QVERIFY_OK(software);
    m_software = *software;
}

const GpuSpec &TestSoftwareFit::gpu(const char *id) const
{
    const auto it = std::find_if(m_gpus.begin(), m_gpus.end(), [&](const GpuSpec &g) { return g.id == id; });
    if (it == m_gpus.end()) {
        qFatal("no GPU %s in the shipped catalog", id);
    }
    return *it;
}

Job TestSoftwareFit::servingJob(const char *model, Precision weights, ServingEngine engine) const
{
    Job job;
    job.kind = JobKind::Inference;
    job.model = *m_catalog.model(QString::fromLatin1(model));
    job.modelRef = model;
    job.inference.weights = weights;
    job.inference.engine = engine;
    return job;
}

Job TestSoftwareFit::trainingJob(const char *model, TrainMethod method, Precision precision,
                                 TrainingFramework framework) const
{
    Job job;
    job.kind = JobKind::Training;
    job.model = *m_catalog.model(QString::fromLatin1(model));
    job.modelRef = model;
    job.training.method = method;
    job.training.precision = precision;
    job.training.framework = framework;
    return job;
}

void TestSoftwareFit::everyGpuHasItsArchitecture()
{
    // Every shipped GPU names an architecture the catalog has, and every architecture has a
    // row for each serving engine, each training framework RigPlan maps jobs to and FP8 W8A8.
    for (const GpuSpec &g : m_gpus) {
        QVERIFY2(m_software.architecture(g.computeTarget), g.id.c_str());
    }
    for (const GpuArchitectureSpec &a : m_software.architectures) {
        for (Framework f : {Framework::Vllm, Framework::Sglang, Framework::TensorRtLlm, Framework::DeepSpeed,
                            Framework::PytorchFsdp, Framework::FlashAttention2, Framework::Bitsandbytes}) {
            QVERIFY2(m_software.framework(f, a.id), qPrintable(QStringLiteral("%1 on %2").arg(QString::fromLatin1(frameworkId(f)), QString::fromStdString(a.id))));
        }
        QVERIFY2(m_software.format("fp8-w8a8", a.id), a.id.c_str());
        QVERIFY2(!a.source.empty() && !a.sourceDate.empty(), a.id.c_str());
    }
}

void TestSoftwareFit::blackwellRtxNeedsR570AndCu128_data()
{
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<QString>("architecture");
    // NVIDIA CUDA GPUs list: RTX PRO Blackwell and GeForce RTX 50 are compute capability 12.0,
    // B200 10.0; CUDA 12.8 is the first toolkit for both, and CUDA Toolkit release notes table 3
    // give 570.26 as its Linux driver. PyTorch 2.7 release blog: Blackwell in the cu128 wheels;
    // the cu126 wheels carry sm_50 to sm_90 only (PyTorch RELEASE.md wheel matrix).
    QTest::newRow("RTX PRO 6000 Blackwell") << QStringLiteral("rtx-pro-6000-blackwell") << QStringLiteral("sm120");
    QTest::newRow("RTX PRO 4000 Blackwell") << QStringLiteral("rtx-pro-4000-blackwell") << QStringLiteral("sm120");
    QTest::newRow("GeForce RTX 5090") << QStringLiteral("rtx-5090") << QStringLiteral("sm120");
    QTest::newRow("B200") << QStringLiteral("b200-sxm-180gb") << QStringLiteral("sm100");
}

void TestSoftwareFit::blackwellRtxNeedsR570AndCu128()
{
    QFETCH(QString, gpu);
    QFETCH(QString, architecture);
    const GpuSpec &g = this->gpu(qPrintable(gpu));
    QCOMPARE(QString::fromStdString(g.computeTarget), architecture);
    const GpuArchitectureSpec *arch = m_software.architecture(g.computeTarget);
    QVERIFY(arch);
    QCOMPARE(QString::fromStdString(arch->firstToolkit), QStringLiteral("CUDA 12.8"));
    QVERIFY2(std::atoi(arch->stackDriverLinux.c_str()) >= 570, arch->stackDriverLinux.c_str());
    QVERIFY2(cudaOfWheel(arch->stackWheel) >= 128, arch->stackWheel.c_str());
    QVERIFY(!arch->pytorchWheels.empty());
    for (const std::string &wheel : arch->pytorchWheels) {
        QVERIFY2(cudaOfWheel(wheel) >= 128, wheel.c_str()); // never cu126
    }
    // The stack a tier shows says the same, in words.
    const Workload w;
    const CatalogSnapshot snap;
    const PlanOptions options;
    const SoftwareStack stack = softwareStack(m_software, g, {});
    QCOMPARE(stack.architecture, arch);
    const plantext::SoftwareText text = plantext::softwareText({w, snap, options}, g, stack);
    QVERIFY2(QString::fromStdString(text.driver).contains(QStringLiteral("≥ 570")), text.driver.c_str());
    QVERIFY2(QString::fromStdString(text.pytorch).startsWith(QStringLiteral("wheel cu128")), text.pytorch.c_str());
}

void TestSoftwareFit::fp8Serving_data()
{
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<int>("engine");
    QTest::addColumn<bool>("runs");
    QTest::addColumn<QString>("mode"); // "" when refused
    QTest::addColumn<QString>("computeAs");

    const int vllm = int(ServingEngine::Vllm), trt = int(ServingEngine::TensorRtLlm);
    // vLLM supported_hardware.md: FP8 W8A8 on Ada, Hopper and AMD GPUs; on Ampere FP8 runs
    // weight-only through FP8 Marlin (Marlin: Ampere, Ada, Hopper; NVIDIA only).
    QTest::newRow("A100, vLLM: weight-only") << QStringLiteral("a100-sxm-80gb") << vllm << true
                                             << QStringLiteral("weight-only") << QStringLiteral("bf16");
    QTest::newRow("RTX 3090, vLLM: weight-only") << QStringLiteral("rtx-3090") << vllm << true
                                                 << QStringLiteral("weight-only") << QStringLiteral("bf16");
    QTest::newRow("L40S, vLLM: native") << QStringLiteral("l40s") << vllm << true << QStringLiteral("native")
                                        << QStringLiteral("fp8");
    QTest::newRow("H100, vLLM: native") << QStringLiteral("h100-sxm-80gb") << vllm << true << QStringLiteral("native")
                                        << QStringLiteral("fp8");
    QTest::newRow("MI300X, vLLM: native") << QStringLiteral("mi300x") << vllm << true << QStringLiteral("native")
                                          << QStringLiteral("fp8");
    // CDNA 2 has no FP8 and FP8 Marlin is NVIDIA-only: refused.
    QTest::newRow("MI210, vLLM: refused") << QStringLiteral("mi210") << vllm << false << QString() << QString();
    // TensorRT-LLM support matrix 0.18: Ampere runs FP32, FP16, BF16, INT8, INT4 — no FP8.
    QTest::newRow("A100, TensorRT-LLM: refused") << QStringLiteral("a100-sxm-80gb") << trt << false << QString() << QString();
    QTest::newRow("H100, TensorRT-LLM: native") << QStringLiteral("h100-sxm-80gb") << trt << true
                                                << QStringLiteral("native") << QStringLiteral("fp8");
}

void TestSoftwareFit::fp8Serving()
{
    QFETCH(QString, gpu);
    QFETCH(int, engine);
    QFETCH(bool, runs);
    QFETCH(QString, mode);
    QFETCH(QString, computeAs);
    const Job job = servingJob("llama-3.1-8b", Precision::Fp8, ServingEngine(engine));
    const JobSoftware f = fit(qPrintable(gpu), job);
    QCOMPARE(f.runs(), runs);
    QVERIFY(f.format);
    QCOMPARE(QString::fromStdString(f.format->format), QStringLiteral("fp8-w8a8"));
    if (!runs) {
        QCOMPARE(f.block, SoftwareBlock::Format);
        QCOMPARE(f.support, SupportLevel::Unsupported);
        // The refusal names the engine and the format.
        Workload w;
        w.jobs = {job};
        CatalogSnapshot snap;
        snap.software = m_software;
        const PlanOptions options;
        const QString words = QString::fromStdString(plantext::softwareBlock({w, snap, options}, this->gpu(qPrintable(gpu)), f));
        QVERIFY2(words.contains(QStringLiteral("FP8 W8A8")) && words.contains(QString::fromLatin1(frameworkName(jobFramework(job)))),
                 qPrintable(words));
        return;
    }
    QCOMPARE(QString::fromLatin1(formatModeId(f.format->mode)), mode);
    QCOMPARE(QString::fromStdString(f.format->computeAs), computeAs);
    QCOMPARE(hasWarning(f.warnings, SoftwareWarning::WeightOnly), mode == QLatin1String("weight-only"));
}

void TestSoftwareFit::fp8WeightOnlyRunsAtTheBf16Rate()
{
    // The engine's speed rule comes from the catalog: on an A100 (compute capability 8.0) FP8
    // weights run as FP8 Marlin W8A16 — read at one byte per weight, multiplied at the BF16
    // tensor rate (vLLM docs, quantization/fp8.md).
    const GpuSpec &a100 = gpu("a100-sxm-80gb");
    QCOMPARE(a100.fp8ComputeTflops, a100.bf16Tflops);
    const GpuSpec &h100 = gpu("h100-sxm-80gb");
    QCOMPARE(h100.fp8ComputeTflops, h100.fp8Tflops); // native: the FP8 rate

    Job job = servingJob("llama-3.1-8b", Precision::Fp8, ServingEngine::Vllm);
    job.inference.concurrency = 16;
    job.inference.promptTokens = 4096;
    const Layout layout{1, 1, 1, 0};
    const InferenceEstimate ruled = estimateInference(job.model, job.inference, a100, layout, {});
    // The same GPU if the rule said native W8A8 at twice the BF16 rate: prefill would be faster.
    GpuSpec native = a100;
    native.fp8ComputeTflops = 2 * a100.bf16Tflops;
    const InferenceEstimate faster = estimateInference(job.model, job.inference, native, layout, {});
    QVERIFY2(ruled.ttftS > faster.ttftS, qPrintable(QStringLiteral("%1 vs %2").arg(ruled.ttftS).arg(faster.ttftS)));
    // Weights stay one byte each: the FP8 weights' memory is half the BF16 one.
    Job bf16 = job;
    bf16.inference.weights = Precision::Bf16;
    const InferenceEstimate wide = estimateInference(bf16.model, bf16.inference, a100, layout, {});
    QVERIFY(ruled.gpu.weightsBytes < wide.gpu.weightsBytes * 0.6);

    // The note says so with the numbers of the rule.
    Workload w;
    w.jobs = {job};
    CatalogSnapshot snap;
    snap.software = m_software;
    const PlanOptions options;
    const QString words = QString::fromStdString(plantext::weightOnly({w, snap, options}, a100, fit("a100-sxm-80gb", job)));
    QVERIFY2(words.contains(QStringLiteral("FP8 W8A8 needs compute capability ≥ 8.9")), qPrintable(words));
    QVERIFY2(words.contains(QStringLiteral("is 8.0")) && words.contains(QStringLiteral("FP8 Marlin"))
                 && words.contains(QStringLiteral("BF16")),
             qPrintable(words));
}

void TestSoftwareFit::fp8TrainingNeedsFp8TensorCores()
{
    // Transformer Engine (quantization.py, support matrix): FP8 needs compute capability 8.9+.
    // Training has no weight-only path: FP8 training on an A100 is refused.
    const Job job = trainingJob("llama-3.1-8b", TrainMethod::Full, Precision::Fp8, TrainingFramework::Megatron);
    const JobSoftware a100 = fit("a100-sxm-80gb", job);
    QVERIFY(!a100.runs());
    QCOMPARE(a100.block, SoftwareBlock::TrainingFormat);
    const JobSoftware h100 = fit("h100-sxm-80gb", job);
    QVERIFY(h100.runs());
    QVERIFY(useOf(h100, Framework::TransformerEngine));
}

void TestSoftwareFit::qloraOnMi300xUsesBitsandbytesForRocm()
{
    // bitsandbytes installation guide (0.50): "All features are supported for both consumer RDNA
    // devices and Data Center CDNA products"; ROCm wheels built for gfx942.
    const Job job = trainingJob("llama-3.1-8b", TrainMethod::Qlora, Precision::Bf16, TrainingFramework::DeepSpeed);
    const JobSoftware f = fit("mi300x", job);
    QVERIFY(f.runs());
    const FrameworkUse *bnb = useOf(f, Framework::Bitsandbytes);
    QVERIFY(bnb);
    QCOMPARE(bnb->support, SupportLevel::Supported);
    QVERIFY2(QString::fromStdString(bnb->note).contains(QStringLiteral("ROCm")), bnb->note.c_str());
    QVERIFY(!hasWarning(f.warnings, SoftwareWarning::Untested, Framework::Bitsandbytes));
    // The note reaches the words a tier shows.
    QVERIFY(QString::fromStdString(plantext::frameworkUse(*bnb)).contains(QStringLiteral("gfx942")));
}

void TestSoftwareFit::deepSpeedOnRdnaIsUntested_data()
{
    QTest::addColumn<QString>("gpu");
    // DeepSpeed README: developed and tested on NVIDIA Pascal, Volta, Ampere, Hopper and AMD
    // MI100 / MI200 only.
    QTest::newRow("Radeon PRO W7900 (RDNA 3)") << QStringLiteral("radeon-pro-w7900");
    QTest::newRow("Radeon AI PRO R9700 (RDNA 4)") << QStringLiteral("radeon-ai-pro-r9700");
}

void TestSoftwareFit::deepSpeedOnRdnaIsUntested()
{
    QFETCH(QString, gpu);
    const Job job = trainingJob("llama-3.2-1b", TrainMethod::Lora, Precision::Bf16, TrainingFramework::DeepSpeed);
    const JobSoftware f = fit(qPrintable(gpu), job);
    QVERIFY(f.runs()); // a soft mark, not a refusal
    QCOMPARE(useOf(f, Framework::DeepSpeed)->support, SupportLevel::Community);
    QVERIFY(hasWarning(f.warnings, SoftwareWarning::Untested, Framework::DeepSpeed));
    QVERIFY(QString::fromStdString(plantext::supportWord(SupportLevel::Community)).contains(QStringLiteral("untested")));
    // On MI210 (MI200, tested upstream) there is no mark.
    const JobSoftware mi210 = fit("mi210", job);
    QCOMPARE(useOf(mi210, Framework::DeepSpeed)->support, SupportLevel::TestedUpstream);
    QVERIFY(!hasWarning(mi210.warnings, SoftwareWarning::Untested, Framework::DeepSpeed));
}

void TestSoftwareFit::flashAttentionVersionByArchitecture_data()
{
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<int>("expected"); // Framework, or -1: none
    // flash-attention README: FA2 on Ampere, Ada, Hopper (and ROCm MI200/MI300/RDNA via CK);
    // FA3 requires H100 / H800; no Gaudi build.
    QTest::newRow("RTX 4090 (Ada): FA2, not FA3") << QStringLiteral("rtx-4090") << int(Framework::FlashAttention2);
    QTest::newRow("L40S (Ada): FA2") << QStringLiteral("l40s") << int(Framework::FlashAttention2);
    QTest::newRow("A100: FA2") << QStringLiteral("a100-sxm-80gb") << int(Framework::FlashAttention2);
    QTest::newRow("H100: FA3") << QStringLiteral("h100-sxm-80gb") << int(Framework::FlashAttention3);
    QTest::newRow("RTX PRO 6000 Blackwell: FA2") << QStringLiteral("rtx-pro-6000-blackwell") << int(Framework::FlashAttention2);
    QTest::newRow("MI300X: FA2 (Composable Kernel)") << QStringLiteral("mi300x") << int(Framework::FlashAttention2);
    QTest::newRow("Gaudi 3: none") << QStringLiteral("gaudi3") << -1;
}

void TestSoftwareFit::flashAttentionVersionByArchitecture()
{
    QFETCH(QString, gpu);
    QFETCH(int, expected);
    const Job job = trainingJob("llama-3.1-8b", TrainMethod::Lora, Precision::Bf16, TrainingFramework::HfTrainer);
    const JobSoftware f = fit(qPrintable(gpu), job);
    const FrameworkUse *fa2 = useOf(f, Framework::FlashAttention2);
    const FrameworkUse *fa3 = useOf(f, Framework::FlashAttention3);
    const FrameworkUse *fa4 = useOf(f, Framework::FlashAttention4);
    if (expected < 0) {
        QVERIFY(!fa2 && !fa3 && !fa4);
        QVERIFY(hasWarning(f.warnings, SoftwareWarning::NoFlashAttention));
        return;
    }
    QCOMPARE(int(fa2 != nullptr) + int(fa3 != nullptr) + int(fa4 != nullptr), 1); // one version recommended
    QVERIFY(useOf(f, Framework(expected)));
    QVERIFY(!hasWarning(f.warnings, SoftwareWarning::Experimental));
}

void TestSoftwareFit::softCappedAttentionTrainsWithoutFlashAttention_data()
{
    QTest::addColumn<QString>("gpu");
    // Gemma 2 soft-caps its attention logits (config.json attn_logit_softcapping 50): the
    // estimate counts the eager path whatever flash_attention says (LitGPT: "with softcapping
    // we cannot use SDPA"), so the stack lists no FlashAttention and warns of none missing.
    QTest::newRow("RTX 4090 (FA2 elsewhere)") << QStringLiteral("rtx-4090");
    QTest::newRow("H100 (FA3 elsewhere)") << QStringLiteral("h100-sxm-80gb");
    QTest::newRow("Gaudi 3 (no FlashAttention build)") << QStringLiteral("gaudi3");
}

void TestSoftwareFit::softCappedAttentionTrainsWithoutFlashAttention()
{
    QFETCH(QString, gpu);
    Job job = trainingJob("gemma-2-9b", TrainMethod::Lora, Precision::Bf16, TrainingFramework::HfTrainer);
    job.training.flashAttention = true;
    QVERIFY(job.model.attnLogitSoftcapping > 0);
    const JobSoftware f = fit(qPrintable(gpu), job);
    for (Framework fa : {Framework::FlashAttention2, Framework::FlashAttention3, Framework::FlashAttention4}) {
        QVERIFY2(!useOf(f, fa), frameworkName(fa));
    }
    QVERIFY(!hasWarning(f.warnings, SoftwareWarning::NoFlashAttention));
    const TrainingEstimate estimate = estimateTraining(job.model, job.training, this->gpu(qPrintable(gpu)),
                                                       Layout::forTraining(job.training, 1));
    QVERIFY(estimate.terms.eagerSoftcapAttention);

    // The same job on a model without the soft-cap keeps its FlashAttention.
    Job plain = trainingJob("llama-3.1-8b", TrainMethod::Lora, Precision::Bf16, TrainingFramework::HfTrainer);
    plain.training.flashAttention = true;
    const JobSoftware g = fit(qPrintable(gpu), plain);
    const bool anyFa = useOf(g, Framework::FlashAttention2) || useOf(g, Framework::FlashAttention3)
        || useOf(g, Framework::FlashAttention4) || hasWarning(g.warnings, SoftwareWarning::NoFlashAttention);
    QVERIFY(anyFa);
}

void TestSoftwareFit::plannerRefusesWhatTheEngineCannotRun()
{
    // A catalog whose only GPU is the A100 80GB PCIe: FP8 serving on TensorRT-LLM fails the
    // `software` check on every build; on vLLM it passes, weight-only, with the note.
    auto full = m_catalog.snapshot(QStringLiteral("USD"));
    QVERIFY_OK(full);
    CatalogSnapshot snap = *full;
    const auto keep = std::find_if(snap.gpus.begin(), snap.gpus.end(), [](const GpuSpec &g) { return g.id == "a100-pcie-80gb"; });
    QVERIFY(keep != snap.gpus.end());
    const std::size_t index = std::size_t(keep - snap.gpus.begin());
    snap.gpus = {snap.gpus[index]};
    snap.gpuPrices = {snap.gpuPrices[index]};

    const auto workloadFor = [&](const char *engine) {
        const QByteArray json = QByteArray(R"({"format": "rigplan.workload/1", "title": "fp8",
            "jobs": [{"kind": "inference", "model": "llama-3.1-8b", "weights": "fp8", "engine": ")")
            + engine + R"("}], "site": {"outlet": "eu-230v-16a", "environment": "server-room"}})";
        const Result<Workload> w = loadWorkload(json, QStringLiteral("fp8.json"), resolverFor(m_catalog.models()));
        if (!w.ok()) {
            qFatal("%s", qPrintable(diagnosticTexts(w.diagnostics()).join(QLatin1Char('\n'))));
        }
        return *w;
    };
    const PlanOptions options = withPlanDate({});

    const Workload trt = workloadFor("tensorrt-llm");
    const PlanResult refused = plan(trt, snap, options);
    QVERIFY(!refused.feasible);
    QVERIFY(refused.closest.build);
    const Build &closest = *refused.closest.build;
    const auto software = std::find_if(closest.violations.begin(), closest.violations.end(),
                                       [](const Violation &v) { return v.check == Check::Software; });
    QVERIFY(software != closest.violations.end());
    QCOMPARE(software->rule, Rule::FormatUnsupported);
    QCOMPARE(QString::fromLatin1(checkId(Check::Software)), QStringLiteral("software"));
    const QString words = QString::fromStdString(plantext::violation({trt, snap, options}, closest, *software));
    QVERIFY2(words.contains(QStringLiteral("TensorRT-LLM")) && words.contains(QStringLiteral("Ampere")), qPrintable(words));

    const Workload vllm = workloadFor("vllm");
    const PlanResult served = plan(vllm, snap, options);
    QVERIFY(served.feasible);
    const Tier &entry = served.tiers.front();
    QVERIFY(std::any_of(entry.build.notes.begin(), entry.build.notes.end(),
                        [](const Note &n) { return n.kind == BuildNote::Fp8WeightOnly && n.job == 0; }));
    const SoftwareStack stack = tierSoftware(served, vllm.jobs, snap, entry);
    QVERIFY(stack.runs);
    QVERIFY(hasWarning(stack.warnings, SoftwareWarning::WeightOnly));
    QCOMPARE(QString::fromStdString(stack.architecture->id), QStringLiteral("sm80"));
}

void TestSoftwareFit::onlyNonNvidiaTierSaysSo()
{
    // Builds hold one GPU model each, so no build mixes architectures; a plan whose tiers are
    // two NVIDIA builds and one AMD build says so on the AMD tier only.
    CatalogSnapshot snap;
    snap.software = m_software;
    snap.gpus = {gpu("rtx-4090"), gpu("mi300x"), gpu("h100-sxm-80gb")};
    PlanResult result;
    for (int i = 0; i < 3; ++i) {
        Tier t;
        t.kind = TierKind(i);
        t.build.gpu = i;
        result.tiers.push_back(t);
    }
    const std::vector<Job> jobs{servingJob("llama-3.1-8b", Precision::Bf16, ServingEngine::Vllm)};
    QVERIFY(!hasWarning(tierSoftware(result, jobs, snap, result.tiers[0]).warnings, SoftwareWarning::OnlyNonNvidiaTier));
    QVERIFY(hasWarning(tierSoftware(result, jobs, snap, result.tiers[1]).warnings, SoftwareWarning::OnlyNonNvidiaTier));
    QVERIFY(!hasWarning(tierSoftware(result, jobs, snap, result.tiers[2]).warnings, SoftwareWarning::OnlyNonNvidiaTier));
    // Two AMD tiers: neither is "the only one".
    result.tiers[2].build.gpu = 1;
    QVERIFY(!hasWarning(tierSoftware(result, jobs, snap, result.tiers[1]).warnings, SoftwareWarning::OnlyNonNvidiaTier));
}

QTEST_GUILESS_MAIN(TestSoftwareFit)
#include "tst_softwarefit.moc"
