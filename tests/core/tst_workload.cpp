// SPDX-License-Identifier: GPL-3.0-or-later
// The rigplan.workload/1 format (core/workload/WorkloadJson; documented in
// docs/file-formats.md "Workload file" and docs/architecture.md "Workload file").

#include "SourcePath.h"
#include "model/ModelCsv.h"
#include "util/JsonText.h"
#include "workload/WorkloadJson.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace rigplan;
using rigplan::testing::sourcePath;

namespace {

QByteArray readFile(const QString &relative)
{
    QFile f(sourcePath(relative));
    if (!f.open(QIODevice::ReadOnly)) {
        qFatal("cannot open %s", qPrintable(relative));
    }
    return f.readAll();
}

struct Catalog {
    ModelResolver resolve;
    QStringList ids;
};

const Catalog &catalog()
{
    static const Catalog c = [] {
        ModelCsvResult r = parseModelsCsv(readFile(QStringLiteral("catalog/seed/models.csv")));
        Catalog out;
        for (const ModelArch &m : r.models) {
            out.ids << QString::fromStdString(m.id);
        }
        out.resolve = resolverFor(r.models);
        return out;
    }();
    return c;
}

Result<Workload> load(const QByteArray &json, const QString &name = QStringLiteral("test.json"))
{
    return loadWorkload(json, name, catalog().resolve, catalog().ids);
}

// A valid document with one job of each kind; rows of the invalid-input table change one value.
QJsonObject baseDocument()
{
    return QJsonDocument::fromJson(R"({
      "format": "rigplan.workload/1",
      "title": "t",
      "jobs": [
        {"kind": "training", "model": "llama-3.1-8b", "method": "lora", "sequence_length": 4096},
        {"kind": "inference", "model": "llama-3.1-70b", "weights": "int4", "context_length": 8192,
         "concurrency": 4, "prompt_tokens": 2048, "output_tokens": 512}
      ],
      "site": {"outlet": "eu-230v-16a", "environment": "lab"},
      "budget": {"max": 50000, "currency": "EUR"}
    })").object();
}

// Sets (or with value undefined removes) the value at a '/'-separated path such as "jobs/1/concurrency".
QJsonValue withValue(const QJsonValue &node, QStringList path, const QJsonValue &value)
{
    const QString head = path.takeFirst();
    if (node.isArray()) {
        QJsonArray a = node.toArray();
        const int i = head.toInt();
        a[i] = path.isEmpty() ? value : withValue(a.at(i), path, value);
        return a;
    }
    QJsonObject o = node.toObject();
    if (path.isEmpty()) {
        if (value.isUndefined()) {
            o.remove(head);
        } else {
            o.insert(head, value);
        }
    } else {
        o.insert(head, withValue(o.value(head), path, value));
    }
    return o;
}

QJsonValue parseValue(const QString &text)
{
    if (text == QLatin1String("<remove>")) {
        return QJsonValue(QJsonValue::Undefined);
    }
    return QJsonDocument::fromJson(QByteArray("[") + text.toUtf8() + "]").array().at(0);
}

} // namespace

class TestWorkload final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void samplesLoad_data();
    void samplesLoad();
    void architectureExample();
    void labMixed();
    void defaults();
    void inlineModels();
    void invalidInput_data();
    void invalidInput();
    void unknownModelSuggestsCloseIds();
    void contextBeyondModelMax();
    void allErrorsAreCollected();
    void syntaxErrorHasLineAndColumn();
    void lineAndColumnCountsCharacters();
    void strictJson_data();
    void strictJson();
    void strictJsonIsLinear();
    void strictJsonInWorkload();
    void roundTrip_data();
    void roundTrip();
    void saveIsStable();
    void siteAndBudget();
    void visionJobs();
};

void TestWorkload::samplesLoad_data()
{
    QTest::addColumn<QString>("file");
    const QDir dir(sourcePath(QStringLiteral("resources/samples")));
    const QStringList files = dir.entryList({QStringLiteral("*.workload.json")}, QDir::Files, QDir::Name);
    QVERIFY(files.contains(QStringLiteral("lab-mixed.workload.json")));
    for (const QString &f : files) {
        QTest::newRow(qPrintable(f)) << QStringLiteral("resources/samples/") + f;
    }
    QTest::newRow("inline-models") << QStringLiteral("tests/data/workloads/inline-models.workload.json");
    QTest::newRow("vision") << QStringLiteral("tests/data/workloads/vision.workload.json");
}

void TestWorkload::samplesLoad()
{
    QFETCH(QString, file);
    const Result<Workload> r = load(readFile(file), file);
    QVERIFY2(r.ok(), qPrintable(diagnosticTexts(r.diagnostics()).join(QLatin1Char('\n'))));
    QVERIFY(!r->jobs.empty());
    for (const Job &job : r->jobs) {
        QVERIFY(job.model.params > 0);
    }
}

// The example of docs/architecture.md, "Workload file (rigplan.workload/1)", and of the README
// (its budget lowered to 300,000 CNY so it stays the infeasible sample: a 3-GPU build at
// about 340,000 CNY passes since odd GPU counts serve on a power-of-two tensor-parallel group).
void TestWorkload::architectureExample()
{
    const Result<Workload> r = load(readFile(QStringLiteral("resources/samples/legal-chat.workload.json")));
    QVERIFY2(r.ok(), qPrintable(diagnosticTexts(r.diagnostics()).join(QLatin1Char('\n'))));
    const Workload &w = *r;
    QCOMPARE(w.title, std::string("Chat service for the legal team"));
    QCOMPARE(w.customer, std::string("Example Lab"));
    QCOMPARE(w.jobs.size(), std::size_t(2));
    const Job &serve = w.jobs[0];
    QCOMPARE(serve.kind, JobKind::Inference);
    QCOMPARE(serve.modelRef, std::string("llama-3.1-70b"));
    QCOMPARE(serve.model.params, std::int64_t(70553706496));
    QCOMPARE(serve.inference.weights, Precision::Fp8);
    QCOMPARE(serve.inference.kvCache, Precision::Fp16);
    QCOMPARE(serve.inference.contextLength, std::int64_t(8192));
    QCOMPARE(serve.inference.concurrency, std::int64_t(32));
    QCOMPARE(serve.inference.promptTokens, std::int64_t(2048));
    QCOMPARE(serve.inference.outputTokens, std::int64_t(512));
    QCOMPARE(serve.inference.minTokensPerSPerUser, 20.0);
    const Job &train = w.jobs[1];
    QCOMPARE(train.kind, JobKind::Training);
    QCOMPARE(train.model.params, std::int64_t(13015864320));
    QCOMPARE(train.training.method, TrainMethod::Full);
    QCOMPARE(train.training.precision, Precision::Bf16);
    QCOMPARE(train.training.optimizer, Optimizer::AdamW);
    QCOMPARE(train.training.zeroStage, 3);
    QCOMPARE(train.training.offload, Offload::None);
    QCOMPARE(train.training.sequenceLength, std::int64_t(4096));
    QCOMPARE(train.training.microBatch, std::int64_t(1));
    QCOMPARE(train.training.gradientAccumulation, std::int64_t(16));
    QCOMPARE(train.training.activationCheckpointing, Recompute::Full);
    QCOMPARE(train.training.flashAttention, true);
    QCOMPARE(train.training.trainTokens, std::int64_t(2000000000));
    QCOMPARE(w.site.outlet, std::string("cn-220v-10a"));
    QCOMPARE(siteContinuousWatts(w.site), std::int64_t(1760)); // 220 V × 10 A × 0.8 (domain notes)
    QCOMPARE(w.site.environment, std::string("office"));
    QVERIFY(w.budget.set);
    QCOMPARE(w.budget.max, 300000.0);
    QCOMPARE(w.budget.currency, std::string("CNY"));
    QCOMPARE(budgetMaxMinor(w.budget), std::int64_t(30000000)); // fen
}

void TestWorkload::labMixed()
{
    const Result<Workload> r = load(readFile(QStringLiteral("resources/samples/lab-mixed.workload.json")));
    QVERIFY2(r.ok(), qPrintable(diagnosticTexts(r.diagnostics()).join(QLatin1Char('\n'))));
    const Workload &w = *r;
    QCOMPARE(w.jobs.size(), std::size_t(2));
    QCOMPARE(w.jobs[0].modelRef, std::string("llama-3.1-8b"));
    QCOMPARE(w.jobs[0].training.method, TrainMethod::Lora);
    QCOMPARE(w.jobs[0].training.loraRank, std::int64_t(16));
    QCOMPARE(w.jobs[0].training.loraTargets.size(), std::size_t(7));
    QCOMPARE(w.jobs[1].modelRef, std::string("llama-3.1-70b"));
    QCOMPARE(w.jobs[1].inference.weights, Precision::Int4);
    QCOMPARE(siteContinuousWatts(w.site), std::int64_t(1920));
}

void TestWorkload::defaults()
{
    const Result<Workload> r = load(R"({"format": "rigplan.workload/1",
        "jobs": [{"kind": "training", "model": "llama-2-7b"}, {"kind": "inference", "model": "mistral-7b"}]})");
    QVERIFY2(r.ok(), qPrintable(diagnosticTexts(r.diagnostics()).join(QLatin1Char('\n'))));
    const Job defaultJob;
    QCOMPARE(r->jobs[0].training, defaultJob.training);
    QCOMPARE(r->jobs[1].inference, defaultJob.inference);
    QCOMPARE(r->site, Site{});
    QVERIFY(!r->budget.set);
    QVERIFY(!r->concurrent);
    QCOMPARE(siteContinuousWatts(r->site), std::int64_t(0));
}

void TestWorkload::inlineModels()
{
    const Result<Workload> r = load(readFile(QStringLiteral("tests/data/workloads/inline-models.workload.json")));
    QVERIFY2(r.ok(), qPrintable(diagnosticTexts(r.diagnostics()).join(QLatin1Char('\n'))));
    const Workload &w = *r;
    QCOMPARE(w.jobs[0].modelRef, std::string("params_b"));
    QVERIFY(std::abs(double(w.jobs[0].model.params) - 7.5e9) < 0.075e9);
    QCOMPARE(w.jobs[1].modelRef, std::string("hf_config"));
    QCOMPARE(w.jobs[1].model.params, std::int64_t(494032768)); // Qwen2.5-0.5B
    QCOMPARE(w.site.outletW, std::int64_t(2500));
    QCOMPARE(w.economics.value(QStringLiteral("currency")).toString(), QStringLiteral("EUR"));
}

// Each row changes one value of baseDocument(); the load must fail with an error on `path`
// whose message contains `message`.
void TestWorkload::invalidInput_data()
{
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");

    auto row = [](const char *name, const char *where, const char *value, const char *path, const QString &message) {
        QTest::newRow(name) << QString::fromUtf8(where) << QString::fromUtf8(value) << QString::fromUtf8(path) << message;
    };
    row("negative context", "jobs/1/context_length", "-5", "jobs[1].context_length",
        QStringLiteral("expected an integer ≥ 1, got -5"));
    row("fractional context", "jobs/1/context_length", "8192.5", "jobs[1].context_length",
        QStringLiteral("expected an integer ≥ 1, got 8192.5"));
    row("zero concurrency", "jobs/1/concurrency", "0", "jobs[1].concurrency",
        QStringLiteral("expected an integer from 1 to 100000, got 0"));
    // issue 42: −5 users became 5 in the editor; the file names the field and the range
    row("negative concurrency", "jobs/1/concurrency", "-5", "jobs[1].concurrency",
        QStringLiteral("expected an integer from 1 to 100000, got -5"));
    row("concurrency beyond 100000", "jobs/1/concurrency", "100001", "jobs[1].concurrency",
        QStringLiteral("expected an integer from 1 to 100000, got 100001"));
    row("concurrency at the ceiling", "jobs/1/concurrency", "100000", "", QString());
    // issue 42: 10^9 typed into a field of millions became 10^14 tokens, silently
    row("train tokens beyond 10^14", "jobs/0/train_tokens", "1e15", "jobs[0].train_tokens",
        QStringLiteral("expected an integer from 0 to 100000000000000, got 1e+15"));
    row("train tokens at the ceiling", "jobs/0/train_tokens", "100000000000000", "", QString());
    row("string concurrency", "jobs/1/concurrency", "\"4\"", "jobs[1].concurrency", QStringLiteral("got \"4\""));
    row("zero micro batch", "jobs/0/micro_batch", "0", "jobs[0].micro_batch", QStringLiteral("expected an integer ≥ 1, got 0"));
    row("zero sequence", "jobs/0/sequence_length", "0", "jobs[0].sequence_length", QStringLiteral("expected an integer ≥ 1"));
    row("zero stage 4", "jobs/0/zero_stage", "4", "jobs[0].zero_stage", QStringLiteral("expected an integer from 0 to 3, got 4"));
    row("zero stage -1", "jobs/0/zero_stage", "-1", "jobs[0].zero_stage", QStringLiteral("expected an integer from 0 to 3, got -1"));
    row("unknown job key", "jobs/0/learning_rate", "0.0001", "jobs[0].learning_rate", QStringLiteral("unknown key"));
    row("misspelt key", "jobs/1/context_lenght", "4096", "jobs[1].context_lenght",
        QStringLiteral("unknown key (did you mean \"context_length\"?)"));
    row("unknown root key", "owner", "\"x\"", "owner", QStringLiteral("unknown key"));
    row("unknown site key", "site/voltage", "230", "site.voltage", QStringLiteral("unknown key"));
    row("key of other kind", "jobs/0/concurrency", "4", "jobs[0].concurrency",
        QStringLiteral("applies to inference jobs only (this job is \"training\")"));
    row("bad method", "jobs/0/method", "\"dora\"", "jobs[0].method",
        QStringLiteral("expected one of \"full\", \"lora\", \"qlora\", got \"dora\""));
    row("bad weights", "jobs/1/weights", "\"q4_k_m\"", "jobs[1].weights", QStringLiteral("expected one of \"fp32\""));
    row("int4 training", "jobs/0/precision", "\"int4\"", "jobs[0].precision", QStringLiteral("is not a training precision"));
    row("int4 kv cache", "jobs/1/kv_cache", "\"int4\"", "jobs[1].kv_cache", QStringLiteral("not a KV-cache format"));
    row("bad kind", "jobs/0/kind", "\"serving\"", "jobs[0].kind", QStringLiteral("expected one of \"training\", \"inference\""));
    row("missing kind", "jobs/0/kind", "<remove>", "jobs[0].kind", QStringLiteral("required"));
    row("missing model", "jobs/1/model", "<remove>", "jobs[1].model", QStringLiteral("required"));
    row("unknown model", "jobs/1/model", "\"gpt-5\"", "jobs[1].model", QStringLiteral("unknown model id \"gpt-5\""));
    row("model number", "jobs/1/model", "70", "jobs[1].model", QStringLiteral("got 70"));
    row("params_b tiny", "jobs/1/model", "{\"params_b\": 0}", "jobs[1].model.params_b",
        QStringLiteral("expected a size from 0.5 to 2000"));
    row("model both", "jobs/1/model", "{\"params_b\": 7, \"hf_config\": {}}", "jobs[1].model",
        QStringLiteral("exactly one of"));
    row("hf_config missing field", "jobs/1/model", "{\"hf_config\": {\"model_type\": \"llama\", \"num_hidden_layers\": 2}}",
        "jobs[1].model.hf_config.hidden_size", QStringLiteral("missing"));
    row("method full is valid", "jobs/0/method", "\"full\"", "", QString()); // control row: base has no lora keys
    row("lora rank zero", "jobs/0/lora_rank", "0", "jobs[0].lora_rank", QStringLiteral("expected an integer from 1"));
    row("lora target", "jobs/0/lora_targets", "[\"q_proj\", \"embed_tokens\"]", "jobs[0].lora_targets[1]",
        QStringLiteral("got \"embed_tokens\""));
    row("offload needs zero", "jobs/0/offload", "\"optimizer\"", "jobs[0].offload", QStringLiteral("needs zero_stage 1, 2 or 3"));
    row("tp not dividing heads", "jobs/1/tensor_parallel", "3", "jobs[1].tensor_parallel",
        QStringLiteral("3 does not divide the model's 64 attention heads"));
    row("prompt too long", "jobs/1/prompt_tokens", "8000", "jobs[1].output_tokens",
        QStringLiteral("prompt_tokens + output_tokens (8000 + 512) exceed context_length (8192)"));
    row("gpu util > 1", "jobs/1/gpu_memory_utilization", "1.5", "jobs[1].gpu_memory_utilization",
        QStringLiteral("expected a number > 0 and ≤ 1, got 1.5"));
    row("negative tokens/s", "jobs/1/min_tokens_per_s_per_user", "-1", "jobs[1].min_tokens_per_s_per_user",
        QStringLiteral("expected a number ≥ 0, got -1"));
    row("bad framework", "jobs/0/framework", "\"jax\"", "jobs[0].framework",
        QStringLiteral("expected one of \"deepspeed\", \"megatron\", \"fsdp\", \"hf-trainer\", got \"jax\""));
    row("framework on serving", "jobs/1/framework", "\"megatron\"", "jobs[1].framework",
        QStringLiteral("applies to training jobs only (this job is \"inference\")"));
    row("bad engine", "jobs/1/engine", "\"ollama\"", "jobs[1].engine",
        QStringLiteral("expected one of \"vllm\", \"sglang\", \"tensorrt-llm\", got \"ollama\""));
    row("flash attention string", "jobs/0/flash_attention", "\"yes\"", "jobs[0].flash_attention",
        QStringLiteral("expected true or false, got \"yes\""));
    row("separate LM head string", "jobs/0/separate_lm_head", "1", "jobs[0].separate_lm_head",
        QStringLiteral("expected true or false, got 1"));
    row("separate LM head on serving", "jobs/1/separate_lm_head", "true", "jobs[1].separate_lm_head",
        QStringLiteral("applies to training jobs only (this job is \"inference\")"));
    row("master weights fp16", "jobs/0/master_weights", "\"fp16\"", "jobs[0].master_weights",
        QStringLiteral("expected one of \"fp32\", \"none\", got \"fp16\""));
    row("optimizer in backward string", "jobs/0/optimizer_in_backward", "\"yes\"", "jobs[0].optimizer_in_backward",
        QStringLiteral("expected true or false, got \"yes\""));
    row("zero loss chunks", "jobs/0/loss_chunks", "0", "jobs[0].loss_chunks", QStringLiteral("expected an integer from 1 to 65536, got 0"));
    row("zero checkpoint_every", "jobs/0/checkpoint_every", "0", "jobs[0].checkpoint_every",
        QStringLiteral("expected an integer from 1 to 1000, got 0"));
    row("activation offloading on serving", "jobs/1/activation_offloading", "true", "jobs[1].activation_offloading",
        QStringLiteral("applies to training jobs only (this job is \"inference\")"));
    row("bad recompute", "jobs/0/activation_checkpointing", "\"op\"", "jobs[0].activation_checkpointing",
        QStringLiteral("expected one of \"none\", \"selective\", \"selective-op\", \"full\", got \"op\""));
    row("bad optimizer", "jobs/0/optimizer", "\"lion\"", "jobs[0].optimizer",
        QStringLiteral("expected one of \"adamw\", \"adamw-8bit\", \"paged-adamw\", \"paged-adamw-8bit\", \"sgd\", "
                       "\"adafactor\", got \"lion\""));
    row("wrong format", "format", "\"rigplan.workload/2\"", "format", QStringLiteral("expected \"rigplan.workload/1\""));
    row("missing format", "format", "<remove>", "format", QStringLiteral("required"));
    row("empty jobs", "jobs", "[]", "jobs", QStringLiteral("expected a non-empty array of jobs"));
    row("job not object", "jobs/0", "3", "jobs[0]", QStringLiteral("expected a job object"));
    row("unknown outlet", "site/outlet", "\"us-120v-16a\"", "site.outlet",
        QStringLiteral("unknown outlet \"us-120v-16a\""));
    row("outlet and watts", "site/outlet_w", "2500", "site.outlet_w", QStringLiteral("not both"));
    row("tiny outlet", "site/outlet_w", "5", "site.outlet_w", QStringLiteral("expected an integer from 100 to 100000, got 5"));
    row("environment", "site/environment", "\"garage\"", "site.environment",
        QStringLiteral("expected one of \"office\", \"lab\", \"server-room\", got \"garage\""));
    row("zero budget", "budget/max", "0", "budget.max", QStringLiteral("expected a number > 0"));
    row("lower-case currency", "budget/currency", "\"eur\"", "budget.currency", QStringLiteral("ISO 4217"));
    row("made-up currency", "budget/currency", "\"XYZ\"", "budget.currency", QStringLiteral("ISO 4217"));
    row("missing currency", "budget/currency", "<remove>", "budget.currency", QStringLiteral("required"));
    row("economics not object", "economics", "[1]", "economics", QStringLiteral("expected an object"));
    // Limits name the limit: a budget beyond 10^15 minor units used to become INT64_MIN (no
    // budget at all), and 9.1e15 tokens were refused as "an integer ≥ 1".
    row("budget beyond the money cap", "budget/max", "1e17", "budget.max",
        QStringLiteral("expected a number > 0 and ≤ 10000000000000 (1000000000000000 minor units of EUR), got 1e+17"));
    row("budget at the cap", "budget/max", "10000000000000", "", QString());
    // issue 44: 0.001 (EUR) rounded to 0 minor units and the budget silently disappeared
    row("budget below one minor unit", "budget/max", "0.001", "budget.max",
        QStringLiteral("expected a number of at least 0.01 EUR (one minor unit), got 0.001"));
    row("budget of one minor unit", "budget/max", "0.01", "", QString());
    row("integer beyond 9e15", "jobs/1/prompt_tokens", "9.1e15", "jobs[1].prompt_tokens",
        QStringLiteral("expected an integer from 1 to 9000000000000000, got 9.1e+15"));
    // issue 20: FP4 weights, images, the generic shape's vocabulary
    row("nvfp4 weights", "jobs/1/weights", "\"nvfp4\"", "", QString());
    row("mxfp4 weights", "jobs/1/weights", "\"mxfp4\"", "", QString());
    row("fp4 kv cache", "jobs/1/kv_cache", "\"mxfp4\"", "jobs[1].kv_cache",
        QStringLiteral("\"mxfp4\" is not a KV-cache format of the common servers"));
    row("fp4 training", "jobs/0/precision", "\"nvfp4\"", "jobs[0].precision",
        QStringLiteral("\"nvfp4\" is not a training precision"));
    row("images for a text model", "jobs/1/images_per_request", "2", "jobs[1].images_per_request",
        QStringLiteral("2 image(s) per request, but the model \"llama-3.1-70b\" has no vision encoder"));
    row("too many images", "jobs/1/images_per_request", "1001", "jobs[1].images_per_request",
        QStringLiteral("expected an integer from 0 to 1000, got 1001"));
    row("resolution of one side", "jobs/1/image_resolution", "[1024]", "jobs[1].image_resolution",
        QStringLiteral("expected [width, height] in pixels, integers from 1 to 100000, got"));
    row("resolution without images", "jobs/1/image_resolution", "[1024, 768]", "jobs[1].image_resolution",
        QStringLiteral("applies with \"images_per_request\" only"));
    row("split-KV as text", "jobs/1/split_kv_decode", "\"off\"", "jobs[1].split_kv_decode",
        QStringLiteral("expected true or false"));
    row("split-KV off", "jobs/1/split_kv_decode", "false", "", QString());
    row("experts of a dense model", "jobs/1/expert_placement", "\"host\"", "jobs[1].expert_placement",
        QStringLiteral("\"host\" keeps routed experts in host memory, but the model \"llama-3.1-70b\" has none (it is "
                       "not a mixture of experts)"));
    row("experts on the CPU", "jobs/1/expert_placement", "\"cpu\"", "jobs[1].expert_placement",
        QStringLiteral("expected one of \"gpu\", \"host\", got \"cpu\""));
    row("negative MoE layers on the GPUs", "jobs/1/gpu_moe_layers", "-1", "jobs[1].gpu_moe_layers",
        QStringLiteral("expected an integer from 0 to 10000, got -1"));
    row("experts of a training job", "jobs/0/expert_placement", "\"host\"", "jobs[0].expert_placement",
        QStringLiteral("applies to inference jobs only"));
    row("split-KV of a training job", "jobs/0/split_kv_decode", "false", "jobs[0].split_kv_decode",
        QStringLiteral("applies to inference jobs only"));
    row("vision model without resolution", "jobs/1/model", "\"qwen2.5-vl-7b\"", "", QString());
    row("generic vocabulary too small", "jobs/0/model", "{\"params_b\": 7, \"vocab\": 100}", "jobs[0].model.vocab",
        QStringLiteral("expected an integer from 256 to 4000000, got 100"));
    row("vocab with a config", "jobs/0/model", "{\"hf_config\": {}, \"vocab\": 1000}", "jobs[0].model.vocab",
        QStringLiteral("applies with \"params_b\" only"));
    const QString longText = QLatin1Char('"') + QString(10001, QLatin1Char('x')) + QLatin1Char('"');
    QTest::newRow("title beyond the free-text cap") << QStringLiteral("title") << longText << QStringLiteral("title")
                                                    << QStringLiteral("expected at most 10000 characters of text, got 10001");
    QTest::newRow("job name beyond the free-text cap") << QStringLiteral("jobs/0/name") << longText << QStringLiteral("jobs[0].name")
                                                       << QStringLiteral("expected at most 10000 characters of text");
}

void TestWorkload::invalidInput()
{
    QFETCH(QString, where);
    QFETCH(QString, value);
    QFETCH(QString, path);
    QFETCH(QString, message);
    const QJsonValue doc = withValue(baseDocument(), where.split(QLatin1Char('/')), parseValue(value));
    const Result<Workload> r = load(QJsonDocument(doc.toObject()).toJson());
    if (path.isEmpty()) {
        QVERIFY2(r.ok(), qPrintable(diagnosticTexts(r.diagnostics()).join(QLatin1Char('\n'))));
        return;
    }
    QVERIFY(!r.ok());
    bool found = false;
    for (const WorkloadIssue &i : r.diagnostics()) {
        found = found || (i.path == path && i.message.contains(message));
    }
    QVERIFY2(found, qPrintable(QStringLiteral("wanted %1: …%2…; got:\n%3").arg(path, message, diagnosticTexts(r.diagnostics()).join(QLatin1Char('\n')))));
    // The formatted message names the file and the field.
    QVERIFY(diagnosticTexts(r.diagnostics()).join(QLatin1Char('\n')).contains(QStringLiteral("test.json: ") + path + QStringLiteral(": ")));
}

void TestWorkload::unknownModelSuggestsCloseIds()
{
    const Result<Workload> r = load(R"({"format": "rigplan.workload/1",
        "jobs": [{"kind": "inference", "model": "llama-3-8b"}]})");
    QCOMPARE(r.diagnostics().size(), qsizetype(1));
    QCOMPARE(r.diagnostics()[0].path, QStringLiteral("jobs[0].model"));
    QVERIFY2(r.diagnostics()[0].message.contains(QStringLiteral("did you mean")), qPrintable(r.diagnostics()[0].message));
    QVERIFY2(r.diagnostics()[0].message.contains(QStringLiteral("did you mean \"llama-3.1-8b\"")), qPrintable(r.diagnostics()[0].message));
}

// Llama 2 has max_position_embeddings 4096 (config.json of meta-llama/Llama-2-7b-hf).
void TestWorkload::contextBeyondModelMax()
{
    const QByteArray beyond = R"({"format": "rigplan.workload/1",
        "jobs": [{"kind": "inference", "model": "llama-2-7b", "context_length": 8192}]})";
    Result<Workload> r = load(beyond);
    QCOMPARE(r.diagnostics().size(), qsizetype(1));
    QCOMPARE(r.diagnostics()[0].path, QStringLiteral("jobs[0].context_length"));
    QVERIFY(r.diagnostics()[0].message.contains(QStringLiteral("max_position_embeddings (4096)")));

    r = load(R"({"format": "rigplan.workload/1",
        "jobs": [{"kind": "inference", "model": "llama-2-7b", "context_length": 8192,
                  "allow_context_beyond_model_max": true}]})");
    QVERIFY2(r.ok(), qPrintable(diagnosticTexts(r.diagnostics()).join(QLatin1Char('\n'))));

    r = load(R"({"format": "rigplan.workload/1",
        "jobs": [{"kind": "training", "model": "llama-2-7b", "sequence_length": 4097}]})");
    QCOMPARE(r.diagnostics().size(), qsizetype(1));
    QCOMPARE(r.diagnostics()[0].path, QStringLiteral("jobs[0].sequence_length"));
}

void TestWorkload::allErrorsAreCollected()
{
    const Result<Workload> r = load(readFile(QStringLiteral("tests/data/workloads/many-errors.workload.json")),
                                      QStringLiteral("many-errors.workload.json"));
    QStringList paths;
    for (const WorkloadIssue &i : r.diagnostics()) {
        paths << i.path;
    }
    const QStringList expected{QStringLiteral("jobs[0].concurrency"), QStringLiteral("jobs[1].context_length"),
                               QStringLiteral("jobs[2].colour"),      QStringLiteral("jobs[2].model"),
                               QStringLiteral("jobs[2].zero_stage"),  QStringLiteral("site.outlet"),
                               QStringLiteral("budget.max"),          QStringLiteral("budget.currency")};
    QCOMPARE(paths, expected);
    QVERIFY(diagnosticTexts(r.diagnostics()).contains(QStringLiteral(
        "many-errors.workload.json: jobs[1].context_length: expected an integer ≥ 1, got -5")));
}

void TestWorkload::syntaxErrorHasLineAndColumn()
{
    // Line 3 lacks its comma; the parser stops at the '"' that opens "jobs" on line 4, column 3.
    const Result<Workload> r = load(readFile(QStringLiteral("tests/data/workloads/syntax-error.workload.json")),
                                      QStringLiteral("syntax-error.workload.json"));
    QCOMPARE(r.diagnostics().size(), qsizetype(1));
    QCOMPARE(r.diagnostics()[0].line, 4);
    QCOMPARE(r.diagnostics()[0].column, 3);
    QVERIFY2(diagnosticTexts(r.diagnostics()).front().startsWith(QStringLiteral("syntax-error.workload.json:4:3: JSON syntax error: ")),
             qPrintable(diagnosticTexts(r.diagnostics()).front()));
}

void TestWorkload::lineAndColumnCountsCharacters()
{
    const QByteArray text = "ab\n\xc3\xa9\xc3\xa9x\nz"; // "éé" are 2 characters, 4 bytes
    int line = 0, column = 0;
    lineAndColumn(text, text.indexOf('x'), &line, &column);
    QCOMPARE(line, 2);
    QCOMPARE(column, 3);
    lineAndColumn(text, 0, &line, &column);
    QCOMPARE(line, 1);
    QCOMPARE(column, 1);
}

void TestWorkload::strictJson_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected"); // the diagnostic's text; empty: accepted
    QTest::newRow("same key in two objects") << QByteArray(R"({"a": 1, "b": [1, {"a": 2}]})") << QString();
    QTest::newRow("surrogate pair") << QByteArray(R"({"a": "\ud83d\ude00"})") << QString();
    QTest::newRow("syntax error: left to the parser") << QByteArray(R"({"a": 1,, "a": 2})") << QString();
    // Qt's parser reads "\q" as "q" and a NUL after a backslash as a NUL (found by fuzzing the
    // vendor profile: it loaded, but did not save and load back the same).
    QTest::newRow("unknown escape") << QByteArray(R"({"a": "x\qy"})")
                                    << QStringLiteral("x.json:1:9: a: \\q is not a JSON escape");
    QTest::newRow("NUL after a backslash") << QByteArray("{\"a\": \"x\\\0y\"}", 13)
                                           << QStringLiteral("x.json:1:9: a: a NUL byte (0x00)");
    QTest::newRow("duplicate key") << QByteArray(R"({"a": 1, "a": 2})")
                                   << QStringLiteral("x.json:1:10: a: the key \"a\" appears twice in this object; "
                                                     "JSON readers keep only one of them, so give it once");
    QTest::newRow("duplicate key, nested") << QByteArray(R"({"jobs": [{"model": "x"}, {"model": "y", "model": "z"}]})")
                                           << QStringLiteral("x.json:1:42: jobs[1].model: the key \"model\" appears twice");
    QTest::newRow("duplicate key, escaped") << QByteArray(R"({"a": 1, "\u0061": 2})")
                                            << QStringLiteral("x.json:1:10: a: the key \"a\" appears twice");
    QTest::newRow("duplicate key, third line") << QByteArray("{\n  \"a\": 1,\n  \"a\": 2\n}")
                                               << QStringLiteral("x.json:3:3: a: the key");
    // Columns count characters: "é" and "ü" are one each.
    QTest::newRow("duplicate key after UTF-8") << QByteArray("{\"\xc3\xa9\": \"\xc3\xbc\", \"\xc3\xa9\": 1}")
                                               << QStringLiteral("x.json:1:12: \u00e9: the key");
    QTest::newRow("raw NUL in a string") << QByteArray("{\"a\": [\"x\0y\"]}", 14)
                                         << QStringLiteral("x.json:1:10: a[0]: a NUL byte (0x00), which no field can hold");
    QTest::newRow("raw NUL after the document") << QByteArray("{\"a\": 1}\n\0", 10)
                                                << QStringLiteral("x.json:2:1: a NUL byte (0x00)");
    QTest::newRow("raw NUL between tokens") << QByteArray("{\"a\":\0 1}", 9) << QStringLiteral("x.json:1:6: a: a NUL byte");
    QTest::newRow("escaped NUL") << QByteArray(R"({"a": {"b": "x\u0000"}})")
                                 << QStringLiteral("x.json:1:15: a.b: \\u0000 (NUL) in a string, which no field can hold");
    QTest::newRow("escaped NUL in a key") << QByteArray(R"({"a": {"b\u0000": 1}})")
                                          << QStringLiteral("x.json:1:10: a: \\u0000 (NUL)");
    QTest::newRow("lone high surrogate") << QByteArray(R"(["ok", "\uD800"])")
                                         << QStringLiteral("x.json:1:9: [1]: \\ud800 is half of a UTF-16 surrogate pair "
                                                           "without its other half, so it is no character");
    QTest::newRow("lone low surrogate") << QByteArray(R"({"k": "\udc00"})") << QStringLiteral("x.json:1:8: k: \\udc00 is half");
    QTest::newRow("high surrogate, then no low one") << QByteArray(R"({"k": "\ud800\u0041"})")
                                                     << QStringLiteral("x.json:1:8: k: \\ud800 is half");
    QTest::newRow("high surrogate at the end of the string") << QByteArray(R"({"k": "\ud800"})")
                                                             << QStringLiteral("x.json:1:8: k: \\ud800 is half");
}

void TestWorkload::strictJson()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const Result<void> checked = checkStrictJson(json, QStringLiteral("x.json"));
    if (expected.isEmpty()) {
        QVERIFY2(checked.ok(), qPrintable(checked.ok() ? QString() : checked.diagnostic().text()));
        return;
    }
    QVERIFY(!checked.ok());
    QCOMPARE(checked.diagnostics().size(), 1);
    QCOMPARE(checked.diagnostic().kind, Diagnostic::Kind::BadInput);
    QVERIFY2(checked.diagnostic().text().startsWith(expected), qPrintable(checked.diagnostic().text()));
}

void TestWorkload::strictJsonIsLinear()
{
    // 400,000 keys in one object, then a duplicate at the end: one pass, well under a second
    // here (a quadratic scan would take minutes).
    QByteArray big = "{";
    for (int i = 0; i < 400'000; ++i) {
        big += "\"key" + QByteArray::number(i) + "\": [1, {\"a\": \"x\"}], ";
    }
    big += "\"key7\": 0}";
    QElapsedTimer timer;
    timer.start();
    const Result<void> checked = checkStrictJson(big, QStringLiteral("big.json"));
    QVERIFY(!checked.ok());
    QCOMPARE(checked.diagnostic().path, QStringLiteral("key7"));
    QVERIFY2(timer.elapsed() < 10'000, qPrintable(QString::number(timer.elapsed())));
    // Nesting deeper than the parser takes ends the scan instead of the stack.
    const QByteArray deep = QByteArray(1'000'000, '[') + QByteArray(1'000'000, ']');
    QVERIFY(checkStrictJson(deep, QStringLiteral("deep.json")).ok());
}

void TestWorkload::strictJsonInWorkload()
{
    // The reader runs the check first: Qt alone keeps one of the two models silently.
    const Result<Workload> r = load(R"({"format": "rigplan.workload/1", "jobs": [{"kind": "inference", )"
                                    R"("model": "llama-3.1-8b", "model": "llama-3.1-70b"}]})");
    QVERIFY(!r.ok());
    QCOMPARE(r.diagnostic().path, QStringLiteral("jobs[0].model"));
    QCOMPARE(r.diagnostic().line, 1);
    QVERIFY2(r.diagnostic().text().startsWith(QStringLiteral("test.json:1:")), qPrintable(r.diagnostic().text()));
}

void TestWorkload::roundTrip_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("legal-chat") << QStringLiteral("resources/samples/legal-chat.workload.json");
    QTest::newRow("lab-mixed") << QStringLiteral("resources/samples/lab-mixed.workload.json");
    QTest::newRow("inline-models") << QStringLiteral("tests/data/workloads/inline-models.workload.json");
    QTest::newRow("vision") << QStringLiteral("tests/data/workloads/vision.workload.json");
    QTest::newRow("deepseek-v3-fp8") << QStringLiteral("resources/samples/deepseek-v3-fp8.workload.json");
    QTest::newRow("gpt-oss-120b-mxfp4") << QStringLiteral("resources/samples/gpt-oss-120b-mxfp4.workload.json");
    QTest::newRow("qwen3-32b-qlora") << QStringLiteral("resources/samples/qwen3-32b-qlora.workload.json");
}

void TestWorkload::roundTrip()
{
    QFETCH(QString, file);
    const Result<Workload> first = load(readFile(file));
    QVERIFY2(first.ok(), qPrintable(diagnosticTexts(first.diagnostics()).join(QLatin1Char('\n'))));
    const QByteArray saved = saveWorkload(*first);
    const Result<Workload> second = load(saved);
    QVERIFY2(second.ok(), qPrintable(diagnosticTexts(second.diagnostics()).join(QLatin1Char('\n')) + QLatin1Char('\n') + QString::fromUtf8(saved)));
    QVERIFY(*second == *first);
    QCOMPARE(saveWorkload(*second), saved);
}

void TestWorkload::saveIsStable()
{
    const Result<Workload> r = load(readFile(QStringLiteral("resources/samples/legal-chat.workload.json")));
    const QByteArray saved = saveWorkload(*r);
    // Keys come in the documented order, not alphabetically.
    QVERIFY(saved.startsWith("{\n  \"format\": \"rigplan.workload/1\",\n  \"title\": "));
    QVERIFY(saved.indexOf("\"jobs\"") < saved.indexOf("\"site\""));
    QVERIFY(saved.indexOf("\"site\"") < saved.indexOf("\"budget\""));
    QVERIFY(saved.indexOf("\"kind\": \"inference\"") < saved.indexOf("\"model\": \"llama-3.1-70b\""));
    QVERIFY(saved.contains("\"train_tokens\": 2000000000,"));
    QVERIFY(saved.contains("\"max\": 300000,"));
    QVERIFY(saved.endsWith("}\n"));
    // The software profiles are written out with their defaults, and read back.
    QVERIFY(saved.contains("\"framework\": \"deepspeed\""));
    QVERIFY(saved.contains("\"engine\": \"vllm\""));
    Workload profiles = *r;
    profiles.jobs[0].inference.engine = ServingEngine::TensorRtLlm;
    profiles.jobs[1].training.framework = TrainingFramework::Megatron;
    const QByteArray profilesSaved = saveWorkload(profiles);
    QVERIFY(profilesSaved.contains("\"engine\": \"tensorrt-llm\""));
    QVERIFY(profilesSaved.contains("\"framework\": \"megatron\""));
    QVERIFY(*load(profilesSaved) == profiles);
    // A separate LM head (LitGPT's fine-tuning) is written with its default and read back.
    QVERIFY(saved.contains("\"separate_lm_head\": false"));
    Workload head = *r;
    head.jobs[1].training.separateLmHead = true;
    const QByteArray headSaved = saveWorkload(head);
    QVERIFY(headSaved.contains("\"separate_lm_head\": true"));
    QVERIFY(*load(headSaved) == head);
    // Issue 38's keys are written when not their default (older files read back byte for byte).
    QVERIFY(!saved.contains("master_weights") && !saved.contains("loss_chunks") && !saved.contains("checkpoint_every"));
    Workload pure = *r;
    TrainingJob &t = pure.jobs[1].training;
    t.masterWeights = MasterWeights::None;
    t.optimizer = Optimizer::PagedAdamW8bit;
    t.optimizerInBackward = true;
    t.lossChunks = 8;
    t.activationCheckpointing = Recompute::Full;
    t.checkpointEvery = 2;
    t.activationOffloading = true;
    const QByteArray pureSaved = saveWorkload(pure);
    for (const char *key : {"\"master_weights\": \"none\"", "\"optimizer\": \"paged-adamw-8bit\"",
                            "\"optimizer_in_backward\": true", "\"loss_chunks\": 8", "\"checkpoint_every\": 2",
                            "\"activation_offloading\": true"})
        QVERIFY2(pureSaved.contains(key), key);
    QVERIFY(*load(pureSaved) == pure);
    // split_kv_decode likewise: absent is the engine's default, false or true is written.
    QVERIFY(!saved.contains("split_kv_decode"));
    Workload lone = *r;
    lone.jobs[0].inference.splitKvDecode = 0;
    const QByteArray loneSaved = saveWorkload(lone);
    QVERIFY(loneSaved.contains("\"split_kv_decode\": false"));
    QVERIFY(*load(loneSaved) == lone);
    // expert_placement: absent is "gpu"; "host" is written with its MoE layers on the GPUs.
    QVERIFY(!saved.contains("expert_placement"));
    const Result<Workload> moe = load(QByteArray(saved).replace("\"model\": \"llama-3.1-70b\"", "\"model\": \"qwen3-30b-a3b\""));
    QVERIFY2(moe.ok(), qPrintable(diagnosticTexts(moe.diagnostics()).join(QLatin1Char('\n'))));
    Workload hosted = *moe;
    hosted.jobs[0].inference.expertPlacement = ExpertPlacement::Host;
    hosted.jobs[0].inference.gpuMoeLayers = 3;
    const QByteArray hostedSaved = saveWorkload(hosted);
    QVERIFY(hostedSaved.contains("\"expert_placement\": \"host\""));
    QVERIFY(hostedSaved.contains("\"gpu_moe_layers\": 3"));
    QVERIFY(*load(hostedSaved) == hosted);
    // Changing a value changes the output.
    Workload changed = *r;
    changed.jobs[0].inference.concurrency = 33;
    QVERIFY(saveWorkload(changed) != saved);
    QVERIFY(!(changed == *r));
}

void TestWorkload::siteAndBudget()
{
    Site site;
    site.outlet = "uk-230v-13a";
    QCOMPARE(siteContinuousWatts(site), std::int64_t(2990));
    site.outletW = 2500;
    QCOMPARE(siteContinuousWatts(site), std::int64_t(2500));
    Budget b{true, 1234.5, "JPY"};
    QCOMPARE(budgetMaxMinor(b), std::int64_t(1235)); // yen have no minor unit
    b = Budget{true, 99.995, "KWD"};
    QCOMPARE(budgetMaxMinor(b), std::int64_t(99995)); // fils: 3 decimals
    b = Budget{true, 400000, "CNY"};
    QCOMPARE(budgetMaxMinor(b), std::int64_t(40000000));
}

// Images: the reader fills the job's fields, a vision model needs a size, and a pre-quantised
// checkpoint sets the default weights of a serving job.
void TestWorkload::visionJobs()
{
    const Result<Workload> r = load(readFile(QStringLiteral("tests/data/workloads/vision.workload.json")));
    QVERIFY2(r.ok(), qPrintable(diagnosticTexts(r.diagnostics()).join(QLatin1Char('\n'))));
    QCOMPARE(r->jobs[0].inference.imagesPerRequest, std::int64_t(2));
    QCOMPARE(r->jobs[0].inference.imageWidth, std::int64_t(1920));
    QCOMPARE(r->jobs[0].inference.imageHeight, std::int64_t(1080));
    QCOMPARE(r->jobs[1].training.imagesPerRequest, std::int64_t(1));
    QCOMPARE(r->jobs[2].model.vocab, std::int64_t(151936));
    QVERIFY(r->jobs[2].model.assumedShape);

    QJsonObject doc = baseDocument();
    doc = withValue(doc, {QStringLiteral("jobs"), QStringLiteral("1"), QStringLiteral("model")}, QStringLiteral("qwen2.5-vl-7b")).toObject();
    doc = withValue(doc, {QStringLiteral("jobs"), QStringLiteral("1"), QStringLiteral("images_per_request")}, 1).toObject();
    Result<Workload> missing = load(QJsonDocument(doc).toJson());
    QVERIFY(!missing.ok());
    QCOMPARE(missing.diagnostics().front().path, QStringLiteral("jobs[1].image_resolution"));

    // GPT-OSS is published in MXFP4 and DeepSeek-V3 in FP8: a job that names no weights gets those.
    doc = withValue(baseDocument(), {QStringLiteral("jobs"), QStringLiteral("1"), QStringLiteral("model")}, QStringLiteral("gpt-oss-120b")).toObject();
    doc = withValue(doc, {QStringLiteral("jobs"), QStringLiteral("1"), QStringLiteral("weights")}, QJsonValue(QJsonValue::Undefined)).toObject();
    Result<Workload> oss = load(QJsonDocument(doc).toJson());
    QVERIFY2(oss.ok(), qPrintable(diagnosticTexts(oss.diagnostics()).join(QLatin1Char('\n'))));
    QCOMPARE(oss->jobs[1].inference.weights, Precision::Mxfp4);
    doc = withValue(doc, {QStringLiteral("jobs"), QStringLiteral("1"), QStringLiteral("model")}, QStringLiteral("deepseek-v3")).toObject();
    QCOMPARE(load(QJsonDocument(doc).toJson())->jobs[1].inference.weights, Precision::Fp8);
    doc = withValue(doc, {QStringLiteral("jobs"), QStringLiteral("1"), QStringLiteral("weights")}, QStringLiteral("bf16")).toObject();
    QCOMPARE(load(QJsonDocument(doc).toJson())->jobs[1].inference.weights, Precision::Bf16); // the job's word wins
}

QTEST_APPLESS_MAIN(TestWorkload)
#include "tst_workload.moc"
