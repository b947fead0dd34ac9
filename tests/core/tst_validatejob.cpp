// SPDX-License-Identifier: GPL-3.0-or-later
// The job rules of the rigplan.workload/1 format (core/workload/JobValidation), as typed issues:
// one row per rule with the figures it carries, and the reader's wording of each (the messages
// themselves are tst_workload's).

#include "workload/JobValidation.h"
#include "workload/WorkloadJson.h"

#include <QTest>

#include <cmath>
#include <functional>

using namespace rigplan;

namespace {

// Llama 2 7B as far as the rules look: 32 attention heads, max_position_embeddings 4096
// (config.json of meta-llama/Llama-2-7b-hf).
ModelArch llama2()
{
    ModelArch m;
    m.id = "llama-2-7b";
    m.name = "Llama 2 7B";
    m.heads = 32;
    m.maxContext = 4096;
    return m;
}

Job serving()
{
    Job job;
    job.kind = JobKind::Inference;
    job.modelRef = "llama-2-7b";
    job.model = llama2();
    job.inference.contextLength = 4096;
    job.inference.promptTokens = 1024;
    job.inference.outputTokens = 256;
    return job;
}

Job training()
{
    Job job = serving();
    job.kind = JobKind::Training;
    job.training.sequenceLength = 4096;
    return job;
}

JobIssue issue(JobField field, JobRule rule, std::int64_t value = 0, std::int64_t limit = 0)
{
    JobIssue i{field, rule};
    i.value = value;
    i.limit = limit;
    return i;
}

JobIssue outOfRange(JobField field, double number)
{
    JobIssue i{field, JobRule::OutOfRange};
    i.number = number;
    i.value = isIntegerField(field) ? std::int64_t(number) : 0;
    return i;
}

using Issues = std::vector<JobIssue>;
using Change = std::function<void(Job &)>;

} // namespace

Q_DECLARE_METATYPE(rigplan::Job)
Q_DECLARE_METATYPE(Issues)

class TestValidateJob : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void rules_data();
    void rules();
    void boundsAreTheReaders();
};

void TestValidateJob::rules_data()
{
    QTest::addColumn<Job>("job");
    QTest::addColumn<Issues>("expected");

    const auto row = [](const char *name, Job base, const Change &change, const Issues &expected) {
        change(base);
        QTest::newRow(name) << base << expected;
    };
    const Change none = [](Job &) {};

    row("serving job is valid", serving(), none, {});
    // Experts in host memory: a mixture of experts only, keeping at most its own MoE layers on the GPUs.
    const auto moe = [](Job &j) {
        j.model.layers = 32;
        j.model.experts = 8;
        j.model.expertsPerToken = 2;
        j.inference.expertPlacement = ExpertPlacement::Host;
    };
    row("experts in host memory", serving(), moe, {});
    row("experts of a dense model", serving(), [](Job &j) { j.inference.expertPlacement = ExpertPlacement::Host; },
        {issue(JobField::ExpertPlacement, JobRule::NoExperts)});
    row("more MoE layers on the GPUs than the model has", serving(),
        [&](Job &j) {
            moe(j);
            j.inference.gpuMoeLayers = 33;
        },
        {issue(JobField::GpuMoeLayers, JobRule::BeyondMoeLayers, 33, 32)});
    row("negative MoE layers on the GPUs", serving(), [](Job &j) { j.inference.gpuMoeLayers = -1; },
        {outOfRange(JobField::GpuMoeLayers, -1)});
    row("training job is valid", training(), none, {});
    row("no model", serving(), [](Job &j) { j.modelRef.clear(); }, {issue(JobField::Model, JobRule::ModelMissing)});
    // Without a model the stale architecture is not judged, the other rules are.
    row("no model, request too long", serving(),
        [](Job &j) {
            j.modelRef.clear();
            j.inference.contextLength = 8192;
            j.inference.promptTokens = 8000;
            j.inference.outputTokens = 512;
        },
        {issue(JobField::Model, JobRule::ModelMissing), [] {
             JobIssue i = issue(JobField::OutputTokens, JobRule::RequestExceedsContext, 8000, 8192);
             i.outputTokens = 512;
             return i;
         }()});

    // Context against max_position_embeddings, for both kinds, unless RoPE scaling is allowed.
    row("context beyond the model", serving(), [](Job &j) { j.inference.contextLength = 8192; },
        {issue(JobField::ContextLength, JobRule::BeyondModelContext, 8192, 4096)});
    row("context beyond, allowed", serving(),
        [](Job &j) {
            j.inference.contextLength = 8192;
            j.allowContextBeyondModelMax = true;
        },
        {});
    row("context at the model's maximum", serving(), [](Job &j) { j.inference.contextLength = 4096; }, {});
    row("sequence beyond the model", training(), [](Job &j) { j.training.sequenceLength = 4097; },
        {issue(JobField::ContextLength, JobRule::BeyondModelContext, 4097, 4096)});
    row("model without a maximum", serving(),
        [](Job &j) {
            j.model.maxContext = 0;
            j.inference.contextLength = 1 << 20;
        },
        {});

    // A request must fit in the context: prompt + output ≤ context.
    row("request fills the context", serving(),
        [](Job &j) {
            j.inference.promptTokens = 3840;
            j.inference.outputTokens = 256;
        },
        {});
    row("request one token too long", serving(),
        [](Job &j) {
            j.inference.promptTokens = 3841;
            j.inference.outputTokens = 256;
        },
        {[] {
            JobIssue i = issue(JobField::OutputTokens, JobRule::RequestExceedsContext, 3841, 4096);
            i.outputTokens = 256;
            return i;
        }()});
    row("request overflowing int64", serving(),
        [](Job &j) {
            j.inference.promptTokens = kNoIntegerMaximum;
            j.inference.outputTokens = kNoIntegerMaximum;
        },
        {[] {
            JobIssue i = issue(JobField::OutputTokens, JobRule::RequestExceedsContext, kNoIntegerMaximum, 4096);
            i.outputTokens = kNoIntegerMaximum;
            return i;
        }()});

    // Tensor parallel must divide the attention heads; 0 (planner) and 1 always do.
    row("tp 3 of 32 heads", serving(), [](Job &j) { j.inference.tensorParallel = 3; },
        {issue(JobField::TensorParallel, JobRule::NotDividingHeads, 3, 32)});
    row("tp 8 of 32 heads", serving(), [](Job &j) { j.inference.tensorParallel = 8; }, {});
    row("tp 0 lets the planner choose", serving(), [](Job &j) { j.inference.tensorParallel = 0; }, {});
    row("training tp 6 of 32 heads", training(), [](Job &j) { j.training.tensorParallel = 6; },
        {issue(JobField::TensorParallel, JobRule::NotDividingHeads, 6, 32)});
    row("tp of the other kind is not checked", serving(), [](Job &j) { j.training.tensorParallel = 3; }, {});

    // Offload and ZeRO stage (DeepSpeed: ZeRO-Offload needs stage ≥ 1, ZeRO-Infinity stage 3).
    row("optimizer offload at stage 0", training(), [](Job &j) { j.training.offload = Offload::Optimizer; },
        {issue(JobField::Offload, JobRule::OffloadNeedsZeroStage, 0, 1)});
    row("optimizer offload at stage 2", training(),
        [](Job &j) {
            j.training.offload = Offload::Optimizer;
            j.training.zeroStage = 2;
        },
        {});
    row("params offload at stage 2", training(),
        [](Job &j) {
            j.training.offload = Offload::OptimizerAndParams;
            j.training.zeroStage = 2;
        },
        {issue(JobField::Offload, JobRule::OffloadNeedsZeroStage, 2, 3)});
    row("params offload at stage 3", training(),
        [](Job &j) {
            j.training.offload = Offload::OptimizerAndParams;
            j.training.zeroStage = 3;
        },
        {});

    // Number formats.
    row("int4 training", training(), [](Job &j) { j.training.precision = Precision::Int4; },
        {[] {
            JobIssue i = issue(JobField::Precision, JobRule::NotTrainingPrecision);
            i.precision = Precision::Int4;
            return i;
        }()});
    row("int8 training", training(), [](Job &j) { j.training.precision = Precision::Int8; },
        {[] {
            JobIssue i = issue(JobField::Precision, JobRule::NotTrainingPrecision);
            i.precision = Precision::Int8;
            return i;
        }()});
    row("int4 weights for serving", serving(), [](Job &j) { j.inference.weights = Precision::Int4; }, {});
    row("int4 kv cache", serving(), [](Job &j) { j.inference.kvCache = Precision::Int4; },
        {[] {
            JobIssue i = issue(JobField::KvCache, JobRule::NotKvCacheFormat);
            i.precision = Precision::Int4;
            return i;
        }()});

    // LoRA targets: at least one, each a known layer, none twice; not checked for full fine-tuning.
    row("lora without targets", training(),
        [](Job &j) {
            j.training.method = TrainMethod::Lora;
            j.training.loraTargets.clear();
        },
        {issue(JobField::LoraTargets, JobRule::NoLoraTargets)});
    row("full fine-tune without targets", training(), [](Job &j) { j.training.loraTargets.clear(); }, {});
    row("qlora with an unknown and a twice-listed target", training(),
        [](Job &j) {
            j.training.method = TrainMethod::Qlora;
            j.training.loraTargets = {"q_proj", "embed_tokens", "q_proj"};
        },
        {issue(JobField::LoraTargets, JobRule::UnknownLoraTarget, 1),
         issue(JobField::LoraTargets, JobRule::DuplicateLoraTarget, 2)});
    row("lora rank 0", training(),
        [](Job &j) {
            j.training.method = TrainMethod::Lora;
            j.training.loraRank = 0;
        },
        {outOfRange(JobField::LoraRank, 0)});
    row("lora rank of a full fine-tune is not checked", training(), [](Job &j) { j.training.loraRank = 0; }, {});

    // Ranges, at and past their bounds.
    row("zero stage 4", training(), [](Job &j) { j.training.zeroStage = 4; }, {outOfRange(JobField::ZeroStage, 4)});
    row("micro batch 0", training(), [](Job &j) { j.training.microBatch = 0; }, {outOfRange(JobField::MicroBatch, 0)});
    row("pipeline parallel 1025", training(), [](Job &j) { j.training.pipelineParallel = 1025; },
        {outOfRange(JobField::PipelineParallel, 1025)});
    row("negative max hours", training(), [](Job &j) { j.training.maxHours = -1; },
        {outOfRange(JobField::MaxHours, -1)});
    row("concurrency 0", serving(), [](Job &j) { j.inference.concurrency = 0; }, {outOfRange(JobField::Concurrency, 0)});
    // issue 42: ceilings where a larger figure is a slip, not a workload
    row("concurrency 100,001", serving(), [](Job &j) { j.inference.concurrency = 100001; },
        {outOfRange(JobField::Concurrency, 100001)});
    row("10^15 training tokens", training(), [](Job &j) { j.training.trainTokens = 1'000'000'000'000'000; },
        {outOfRange(JobField::TrainTokens, 1e15)});
    row("10^14 training tokens", training(), [](Job &j) { j.training.trainTokens = 100'000'000'000'000; }, {});
    row("context 0", serving(),
        [](Job &j) {
            j.inference.contextLength = 0;
            j.inference.promptTokens = 1;
            j.inference.outputTokens = 1;
        },
        {outOfRange(JobField::ContextLength, 0), [] {
             JobIssue i = issue(JobField::OutputTokens, JobRule::RequestExceedsContext, 1, 0);
             i.outputTokens = 1;
             return i;
         }()});
    row("gpu memory utilization 1", serving(), [](Job &j) { j.inference.gpuMemoryUtilization = 1.0; }, {});
    row("gpu memory utilization 0", serving(), [](Job &j) { j.inference.gpuMemoryUtilization = 0; },
        {outOfRange(JobField::GpuMemoryUtilization, 0)});
    row("gpu memory utilization NaN", serving(), [](Job &j) { j.inference.gpuMemoryUtilization = std::nan(""); },
        {outOfRange(JobField::GpuMemoryUtilization, std::nan(""))});
    row("block tokens 2^20 + 1", serving(), [](Job &j) { j.inference.blockTokens = (1 << 20) + 1; },
        {outOfRange(JobField::BlockTokens, (1 << 20) + 1)});
    row("training fields of a serving job are not checked", serving(), [](Job &j) { j.training.microBatch = 0; }, {});

    row("several rules at once, in order", training(),
        [](Job &j) {
            j.training.precision = Precision::Int4;
            j.training.offload = Offload::Optimizer;
            j.training.sequenceLength = 8192;
            j.training.tensorParallel = 5;
        },
        {[] {
             JobIssue i = issue(JobField::Precision, JobRule::NotTrainingPrecision);
             i.precision = Precision::Int4;
             return i;
         }(),
         issue(JobField::Offload, JobRule::OffloadNeedsZeroStage, 0, 1),
         issue(JobField::ContextLength, JobRule::BeyondModelContext, 8192, 4096),
         issue(JobField::TensorParallel, JobRule::NotDividingHeads, 5, 32)});
}

void TestValidateJob::rules()
{
    QFETCH(Job, job);
    QFETCH(Issues, expected);
    const Issues actual = validateJob(job);
    QCOMPARE(actual.size(), expected.size());
    for (std::size_t i = 0; i < actual.size(); ++i) {
        const JobIssue &a = actual[i];
        const JobIssue &e = expected[i];
        QCOMPARE(int(a.field), int(e.field));
        QCOMPARE(int(a.rule), int(e.rule));
        QCOMPARE(a.value, e.value);
        QCOMPARE(a.limit, e.limit);
        QCOMPARE(a.outputTokens, e.outputTokens);
        if (std::isnan(e.number)) {
            QVERIFY(std::isnan(a.number));
        } else {
            QCOMPARE(a.number, e.number);
        }
        QCOMPARE(int(a.precision), int(e.precision));

        // The reader words every rule, under the field's key within the job.
        const WorkloadIssue asRead = jobIssueToWorkloadIssue(a, job, QStringLiteral("jobs[0]"));
        QVERIFY2(asRead.path.startsWith(QStringLiteral("jobs[0].")), qPrintable(asRead.path));
        QVERIFY(!asRead.message.isEmpty());
    }
}

// The reader refuses a field outside the same range validateJob() checks, with the range's bounds.
void TestValidateJob::boundsAreTheReaders()
{
    const auto readerMessage = [](const char *key, const char *value) {
        const QByteArray doc = QByteArray(R"({"format": "rigplan.workload/1", "jobs": [{"kind": "inference", )")
                               + R"("model": {"params_b": 7}, ")" + key + "\": " + value + "}]}";
        const Result<Workload> r = loadWorkload(doc, QStringLiteral("t.json"), {});
        return r.diagnostics().size() == 1 ? r.diagnostics()[0].message : diagnosticTexts(r.diagnostics()).join(QLatin1Char('\n'));
    };
    QCOMPARE(readerMessage("block_tokens", "1048577"), QStringLiteral("expected an integer from 1 to 1048576, got 1048577"));
    QCOMPARE(readerMessage("tensor_parallel", "-1"), QStringLiteral("expected an integer from 0 to 1024, got -1"));
    QCOMPARE(readerMessage("gpu_memory_utilization", "0"), QStringLiteral("expected a number > 0 and ≤ 1, got 0"));

    Job job = serving();
    job.inference.blockTokens = 1048577;
    const Issues issues = validateJob(job);
    QCOMPARE(issues.size(), std::size_t(1));
    QCOMPARE(jobIssueToWorkloadIssue(issues[0], job, QString()).message,
             QStringLiteral("expected an integer from 1 to 1048576, got 1048577"));
    QCOMPARE(jobIssueToWorkloadIssue(issues[0], job, QString()).path, QStringLiteral("block_tokens"));
}

QTEST_APPLESS_MAIN(TestValidateJob)
#include "tst_validatejob.moc"
