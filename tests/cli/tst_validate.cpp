// SPDX-License-Identifier: GPL-3.0-or-later
// `rigplan-cli validate`: its arguments, the file:line:column of a wrong validation CSV (exit 2),
// the shipped set read whole, rows whose computed figure is exactly what `estimate` says for the
// same job, and the accuracy gate: the medians within issue 15's targets, and no row outside its
// tolerance but the known misses the README lists ("Against measured runs"), none of them worse
// than recorded there.
#include "CliRun.h"
#include "estimate/Estimate.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

namespace {

using Run = rigplan::testing::CliRun;

const QByteArray kMemoryHeader =
    "id,model,gpu,gpus,method,precision,optimizer,zero_stage,tensor_parallel,pipeline_parallel,micro_batch,"
    "gradient_accumulation,sequence_length,activation_checkpointing,flash_attention,lora_rank,lora_targets,lora_dropout,"
    "framework,separate_lm_head,"
    "counter,published,unit,tolerance_pct,holdout,source,source_date,source_quote,notes\n";
const QByteArray kServingHeader =
    "id,metric,model,gpu,gpus,tensor_parallel,weights,kv_cache,context_length,concurrency,prompt_tokens,"
    "output_tokens,gpu_memory_utilization,block_tokens,int4_group_size,engine,engine_settings,chunked_prefill,"
    "max_num_batched_tokens,max_num_seqs,published,unit,tolerance_pct,holdout,source,source_date,source_quote,notes\n";

// Rows of the shipped set, copied so that the test keeps its own copy of what it compares. The
// memory rows count like nvidia-smi here, so that the computed figure is estimate's total.
const QByteArray kLoraRow =
    "litgpt-llama2-7b-lora-1xa10g,llama-2-7b,a10,1,lora,bf16,adamw,0,1,1,2,,512,none,true,32,q_proj v_proj,0.05,fsdp,"
    "true,nvidia-smi,19.77,GB,10,0,src,undated,q,\n";
const QByteArray kQloraRow =
    "litgpt-llama3.1-8b-qlora-1xa10g,llama-3.1-8b,a10,1,qlora,bf16,adamw,0,1,1,2,,512,none,true,32,q_proj v_proj,"
    "0.05,fsdp,true,nvidia-smi,17.41,GB,10,0,src,undated,q,\n";
// LitGPT's Gemma 2 9B QLoRA: an adapter on the LM head (lora_head: true) and the LM head LitGPT
// keeps apart from the tied embedding.
const QByteArray kGemmaRow =
    "litgpt-gemma2-9b-qlora-1xa10g,gemma-2-9b,a10,1,qlora,bf16,adamw,0,1,1,1,,512,none,true,16,"
    "q_proj k_proj v_proj o_proj gate_proj up_proj down_proj lm_head,0.1,fsdp,true,nvidia-smi,20.92,GB,10,1,src,undated,q,\n";
// Megatron-LM PR #482: Llama 2 7B, MBS 2, DP 4, PP 2, distributed optimizer = ZeRO 1.
const QByteArray kMegatronRow =
    "megatron-pr482-llama2-7b-dp4-pp2-mbs2,llama-2-7b,h100-sxm-80gb,8,full,bf16,adamw,1,1,2,2,256,2048,none,true,,,,"
    "megatron,false,nvidia-smi,49.8,GiB,10,0,src,undated,q,\n";
const QByteArray kDecodeRow =
    "mlc-llama2-7b-q4f16-4090-decode,decode_tps_user,llama-2-7b,rtx-4090,1,1,int4,fp16,2048,1,8,256,0.90,16,32,"
    "mlc-llm,settings,,,,204.8,tokens/s,15,0,src,undated,q,\n";
// vllm-project/vllm#10517: Llama 3.1 8B on an RTX 3090, max_model_len 29000, no chunked prefill.
const QByteArray kKvRow =
    "vllm-10517-llama3.1-8b-3090-29k-tokens,kv_tokens,llama-3.1-8b,rtx-3090,1,1,bf16,bf16,29000,1,1024,256,0.90,16,128,"
    "vllm,settings,false,,,23648,tokens,10,0,src,undated,q,\n";

} // namespace

class TestValidate : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void badArguments_data();
    void badArguments();
    void badFiles_data();
    void badFiles();
    void shippedSetReadsWhole();
    void computedEqualsEstimate_data();
    void computedEqualsEstimate();
    void accuracyGate();
    void knownMissesDoNotWorsen_data();
    void knownMissesDoNotWorsen();

private:
    QJsonObject shippedJson();
    Run cli(const QStringList &args)
    {
        return rigplan::testing::runCli(QStringList{QStringLiteral("--catalog"), m_catalog} + args);
    }
    QString writeSet(const QByteArray &memory, const QByteArray &serving);

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_catalog;
};

void TestValidate::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_catalog = m_dir->filePath(QStringLiteral("catalog.sqlite"));
}

// A folder with memory.csv and/or serving.csv (an empty argument: no such file).
QString TestValidate::writeSet(const QByteArray &memory, const QByteArray &serving)
{
    const QString folder = m_dir->filePath(QStringLiteral("set"));
    QDir().mkpath(folder);
    for (const auto &[name, text] : {std::pair{"memory.csv", memory}, std::pair{"serving.csv", serving}}) {
        if (text.isEmpty()) {
            continue;
        }
        QFile f(folder + QLatin1Char('/') + QLatin1String(name));
        if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size()) {
            return {};
        }
    }
    return folder;
}

void TestValidate::badArguments_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("message");
    QTest::newRow("operand") << QStringList{QStringLiteral("validate"), QStringLiteral("memory.csv")}
                             << QByteArray("validate: takes no arguments");
    QTest::newRow("empty dir") << QStringList{QStringLiteral("validate"), QStringLiteral("--dir"), QString()}
                               << QByteArray("--dir: expected a folder, got nothing");
    QTest::newRow("format") << QStringList{QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("csv")}
                            << QByteArray("--format: expected table or json");
    QTest::newRow("dir without value") << QStringList{QStringLiteral("validate"), QStringLiteral("--dir")}
                                       << QByteArray("Missing value after '--dir'");
}

void TestValidate::badArguments()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, message);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void TestValidate::badFiles_data()
{
    QTest::addColumn<QByteArray>("memory");
    QTest::addColumn<QByteArray>("serving");
    QTest::addColumn<QByteArray>("message"); // after the folder: "/memory.csv:line:column: ..."

    QByteArray row = kLoraRow;
    QTest::newRow("unterminated quote") << kMemoryHeader + "x,\"llama-2-7b\n" << QByteArray() << QByteArray("/memory.csv:2:");
    QTest::newRow("missing column") << QByteArray(kMemoryHeader).replace(",unit,", ",units,") + row << QByteArray()
                                    << QByteArray("/memory.csv:1: missing column \"unit\"");
    QTest::newRow("field count") << kMemoryHeader + "a,b,c\n" << QByteArray()
                                 << QByteArray("/memory.csv:2: expected 29 fields as in the header, got 3");
    QTest::newRow("published") << kMemoryHeader + QByteArray(row).replace(",19.77,", ",abc,") << QByteArray()
                               << QByteArray("/memory.csv:2:22: published: expected a number > 0, got \"abc\"");
    QTest::newRow("unit") << kMemoryHeader + QByteArray(row).replace(",GB,", ",MB,") << QByteArray()
                          << QByteArray("/memory.csv:2:23: unit: expected GB or GiB, got \"MB\"");
    QTest::newRow("holdout") << kMemoryHeader + QByteArray(row).replace(",10,0,", ",10,yes,") << QByteArray()
                             << QByteArray("/memory.csv:2:25: holdout: expected 0 or 1, got \"yes\"");
    QTest::newRow("counter") << kMemoryHeader + QByteArray(row).replace(",nvidia-smi,", ",smi,") << QByteArray()
                             << QByteArray("/memory.csv:2:21: counter: expected one of max_memory_allocated, "
                                           "max_memory_reserved, nvidia-smi, got \"smi\"");
    QTest::newRow("framework") << kMemoryHeader + QByteArray(row).replace(",fsdp,", ",litgpt,") << QByteArray()
                               << QByteArray("/memory.csv:2:19: framework: ");
    QTest::newRow("separate LM head") << kMemoryHeader + QByteArray(row).replace(",fsdp,true,", ",fsdp,yes,") << QByteArray()
                                      << QByteArray("/memory.csv:2:20: separate_lm_head: expected true or false");
    QTest::newRow("unknown gpu") << kMemoryHeader + QByteArray(row).replace(",a10,", ",a10g,") << QByteArray()
                                 << QByteArray("/memory.csv:2:3: gpu: unknown GPU \"a10g\"");
    QTest::newRow("duplicate id") << kMemoryHeader + row + row << QByteArray()
                                  << QByteArray("/memory.csv:3:1: id: the id \"litgpt-llama2-7b-lora-1xa10g\" is used by another row");
    // The job's own values are checked by the workload reader and located in the CSV.
    QTest::newRow("unknown model") << kMemoryHeader + QByteArray(row).replace(",llama-2-7b,", ",llama-2-7x,")
                                   << QByteArray() << QByteArray("/memory.csv:2:2: model: ");
    QTest::newRow("micro batch") << kMemoryHeader + QByteArray(row).replace(",0,1,1,2,,512,", ",0,1,1,0,,512,")
                                 << QByteArray() << QByteArray("/memory.csv:2:11: micro_batch: expected");
    QTest::newRow("lora target") << kMemoryHeader + QByteArray(row).replace("q_proj v_proj", "q_proj embed_tokens")
                                 << QByteArray() << QByteArray("/memory.csv:2:17: lora_targets: ");
    QTest::newRow("metric") << QByteArray() << kServingHeader + QByteArray(kDecodeRow).replace("decode_tps_user", "tps")
                            << QByteArray("/serving.csv:2:2: metric: expected one of kv_blocks, kv_tokens, concurrency");
    QTest::newRow("metric unit") << QByteArray() << kServingHeader + QByteArray(kDecodeRow).replace("tokens/s", "GB")
                                 << QByteArray("/serving.csv:2:22: unit: expected tokens/s for metric decode_tps_user, got \"GB\"");
    QTest::newRow("chunked prefill") << QByteArray() << kServingHeader + QByteArray(kKvRow).replace(",false,", ",no,")
                                     << QByteArray("/serving.csv:2:18: chunked_prefill: expected true or false");
    QTest::newRow("sequence cap") << QByteArray() << kServingHeader + QByteArray(kKvRow).replace(",false,,,", ",false,,-1,")
                                  << QByteArray("/serving.csv:2:20: max_num_seqs: expected");
    QTest::newRow("weights") << QByteArray() << kServingHeader + QByteArray(kDecodeRow).replace(",int4,", ",int3,")
                             << QByteArray("/serving.csv:2:7: weights: ");
    QTest::newRow("header only") << kMemoryHeader << QByteArray() << QByteArray("/memory.csv:1: no rows after the header");
}

void TestValidate::badFiles()
{
    QFETCH(QByteArray, memory);
    QFETCH(QByteArray, serving);
    QFETCH(QByteArray, message);
    const QString folder = writeSet(memory, serving);
    QVERIFY(!folder.isEmpty());
    const Run r = cli({QStringLiteral("validate"), QStringLiteral("--dir"), folder});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(folder.toUtf8() + message), r.err.constData());
    QVERIFY2(r.err.contains("nothing was validated"), r.err.constData());
    QVERIFY(r.out.isEmpty());
}

void TestValidate::shippedSetReadsWhole()
{
    const Run none = cli({QStringLiteral("validate"), QStringLiteral("--dir"), m_dir->filePath(QStringLiteral("absent"))});
    QCOMPARE(none.exitCode, 2);
    QVERIFY2(none.err.contains("no such folder"), none.err.constData());
    QDir().mkpath(m_dir->filePath(QStringLiteral("empty")));
    const Run empty = cli({QStringLiteral("validate"), QStringLiteral("--dir"), m_dir->filePath(QStringLiteral("empty"))});
    QCOMPARE(empty.exitCode, 2);
    QVERIFY2(empty.err.contains("no *.csv files"), empty.err.constData());

    // The set compiled into the program and the folder in the sources are the same rows.
    const Run shipped = cli({QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(shipped.exitCode == 0 || shipped.exitCode == 1, shipped.err.constData());
    const Run sources = cli({QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json"),
                             QStringLiteral("--dir"), QStringLiteral(RIGPLAN_SOURCE_DIR "/tests/data/validation")});
    QCOMPARE(sources.exitCode, shipped.exitCode);
    const QJsonObject root = QJsonDocument::fromJson(shipped.out).object();
    const QJsonArray rows = root.value(QStringLiteral("rows")).toArray();
    QCOMPARE(QJsonDocument::fromJson(sources.out).object().value(QStringLiteral("rows")).toArray().size(), rows.size());
    QVERIFY(rows.size() >= 30);
    QCOMPARE(root.value(QStringLiteral("rows_total")).toInt(), rows.size());
    int holdout = 0;
    int outside = 0;
    QSet<QString> kinds;
    for (const QJsonValue &v : rows) {
        const QJsonObject row = v.toObject();
        const double computed = row.value(QStringLiteral("computed")).toDouble(-1);
        QVERIFY2(std::isfinite(computed) && computed >= 0, qPrintable(row.value(QStringLiteral("id")).toString()));
        const double published = row.value(QStringLiteral("published")).toDouble();
        QCOMPARE(row.value(QStringLiteral("error_pct")).toDouble(), (computed - published) / published * 100.0);
        const bool pass = std::abs(row.value(QStringLiteral("error_pct")).toDouble())
            <= row.value(QStringLiteral("tolerance_pct")).toDouble();
        QCOMPARE(row.value(QStringLiteral("pass")).toBool(), pass);
        outside += pass ? 0 : 1;
        holdout += row.value(QStringLiteral("holdout")).toBool() ? 1 : 0;
        kinds.insert(row.value(QStringLiteral("kind")).toString());
    }
    QVERIFY(holdout >= 6);
    QCOMPARE(root.value(QStringLiteral("outside_tolerance")).toInt(), outside);
    QCOMPARE(shipped.exitCode, outside > 0 ? 1 : 0);
    QVERIFY(kinds.contains(QStringLiteral("memory")) && kinds.contains(QStringLiteral("kv_capacity"))
            && kinds.contains(QStringLiteral("throughput")) && kinds.contains(QStringLiteral("ttft")));
    const QJsonArray summary = root.value(QStringLiteral("summary")).toArray();
    QCOMPARE(summary.size(), 4); // memory, kv_capacity, throughput, ttft
    int summed = 0;
    // The accuracy the report states (validatedAccuracy()) is what validate computes, to 0.1 %.
    const rigplan::ValidatedAccuracy stated = rigplan::validatedAccuracy();
    QCOMPARE(stated.rows, rows.size());
    const QHash<QString, double> statedByKind{{QStringLiteral("memory"), stated.memoryPct},
                                              {QStringLiteral("kv_capacity"), stated.kvCapacityPct},
                                              {QStringLiteral("throughput"), stated.throughputPct},
                                              {QStringLiteral("ttft"), stated.ttftPct}};
    for (const QJsonValue &v : summary) {
        const QJsonObject kind = v.toObject();
        summed += kind.value(QStringLiteral("rows")).toInt();
        const double median = kind.value(QStringLiteral("median_abs_error_pct")).toDouble();
        const QString id = kind.value(QStringLiteral("kind")).toString();
        QVERIFY2(std::abs(std::round(median * 10) / 10 - statedByKind.value(id)) < 1e-9,
                 qPrintable(QStringLiteral("%1: validate %2, stated %3").arg(id).arg(median).arg(statedByKind.value(id))));
    }
    QCOMPARE(summed, rows.size());

    const Run text = cli({QStringLiteral("validate")});
    QCOMPARE(text.exitCode, shipped.exitCode);
    QVERIFY(text.out.contains("median |error| %"));
    QVERIFY(text.out.contains("litgpt-llama2-7b-lora-1xa10g"));
}

QJsonObject TestValidate::shippedJson()
{
    const Run shipped = cli({QStringLiteral("validate"), QStringLiteral("--format"), QStringLiteral("json")});
    if (shipped.exitCode != 0 && shipped.exitCode != 1) {
        qWarning("%s", shipped.err.constData());
        return {};
    }
    return QJsonDocument::fromJson(shipped.out).object();
}

// The rows outside their tolerance on the shipped set, with |error| % as the README's table
// records it ("Against measured runs": what is left, and why). A row fixed later may leave the
// list; a row not on it that fails, or one on it that grows worse, fails this test.
const QHash<QString, double> &knownMisses()
{
    static const QHash<QString, double> misses{
        {QStringLiteral("vllm-13061-qwen2.5-14b-2x4090-tokens"), 17.9},     // older vLLM at TP 2
        {QStringLiteral("trtllm-llama3.1-8b-fp8-h200-1000-1000"), 21.8},   // decode at long contexts
        {QStringLiteral("trtllm-llama3.3-70b-fp8-2xh100-1000-1000"), 22.9},
        {QStringLiteral("trtllm-llama3.3-70b-fp8-2xh100-128-2048"), 24.2},
        {QStringLiteral("mlc-llama2-7b-q4f16-4090-decode"), 15.6},         // MLC's kernels beyond 70 % of bandwidth
        {QStringLiteral("mlc-llama2-13b-q4f16-4090-decode"), 20.1},
    };
    return misses;
}

void TestValidate::accuracyGate()
{
    const QJsonObject root = shippedJson();
    const QJsonArray rows = root.value(QStringLiteral("rows")).toArray();
    QVERIFY(rows.size() >= 30);
    for (const QJsonValue &v : rows) {
        const QJsonObject row = v.toObject();
        const QString id = row.value(QStringLiteral("id")).toString();
        QVERIFY2(row.value(QStringLiteral("pass")).toBool() || knownMisses().contains(id),
                 qPrintable(QStringLiteral("%1 is outside its tolerance: %2 %").arg(id).arg(row.value(QStringLiteral("error_pct")).toDouble())));
    }
    // Issue 15's targets: median |error| <= 5 % for memory (the KV capacity is a memory figure),
    // <= 15 % for throughput and TTFT.
    const QHash<QString, double> target{{QStringLiteral("memory"), 5.0}, {QStringLiteral("throughput"), 15.0},
                                        {QStringLiteral("ttft"), 15.0}, {QStringLiteral("kv_capacity"), 5.0}};
    const QJsonArray summary = root.value(QStringLiteral("summary")).toArray();
    QCOMPARE(summary.size(), 4);
    for (const QJsonValue &v : summary) {
        const QJsonObject kind = v.toObject();
        const QString id = kind.value(QStringLiteral("kind")).toString();
        QVERIFY(target.contains(id));
        const double median = kind.value(QStringLiteral("median_abs_error_pct")).toDouble();
        QVERIFY2(median <= target.value(id), qPrintable(QStringLiteral("%1: median %2 %").arg(id).arg(median)));
    }
}

void TestValidate::knownMissesDoNotWorsen_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("recordedAbsErrorPct");
    for (auto it = knownMisses().cbegin(); it != knownMisses().cend(); ++it) {
        QTest::newRow(qPrintable(it.key())) << it.key() << it.value();
    }
}

void TestValidate::knownMissesDoNotWorsen()
{
    QFETCH(QString, id);
    QFETCH(double, recordedAbsErrorPct);
    const QJsonArray rows = shippedJson().value(QStringLiteral("rows")).toArray();
    for (const QJsonValue &v : rows) {
        const QJsonObject row = v.toObject();
        if (row.value(QStringLiteral("id")).toString() == id) {
            const double error = std::abs(row.value(QStringLiteral("error_pct")).toDouble());
            // 0.05: the README's figures are rounded to 0.1 %.
            QVERIFY2(error <= recordedAbsErrorPct + 0.05, qPrintable(QStringLiteral("|error| %1 %").arg(error)));
            return;
        }
    }
    QFAIL("the row is not in the shipped set any more: take it off the known misses");
}

void TestValidate::computedEqualsEstimate_data()
{
    QTest::addColumn<QByteArray>("memory");
    QTest::addColumn<QByteArray>("serving");
    QTest::addColumn<QByteArray>("job");    // the same run as a workload job
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<QString>("section");   // estimate's jobs[0].<section>.<field>
    QTest::addColumn<QString>("field");
    QTest::addColumn<double>("scale");      // validate's unit → estimate's unit
    QTest::addColumn<int>("gpus");          // the run's GPUs (estimate --gpus)

    QTest::newRow("LoRA peak memory") << kMemoryHeader + kLoraRow << QByteArray()
        << QByteArray(R"({"kind":"training","model":"llama-2-7b","method":"lora","precision":"bf16","optimizer":"adamw",
            "zero_stage":0,"tensor_parallel":1,"pipeline_parallel":1,"micro_batch":2,"sequence_length":512,
            "activation_checkpointing":"none","flash_attention":true,"lora_rank":32,"lora_targets":["q_proj","v_proj"]})")
        << QStringLiteral("a10") << QStringLiteral("per_gpu") << QStringLiteral("total_bytes") << 1e9 << 1;
    QTest::newRow("QLoRA peak memory") << kMemoryHeader + kQloraRow << QByteArray()
        << QByteArray(R"({"kind":"training","model":"llama-3.1-8b","method":"qlora","precision":"bf16","optimizer":"adamw",
            "zero_stage":0,"tensor_parallel":1,"pipeline_parallel":1,"micro_batch":2,"sequence_length":512,
            "activation_checkpointing":"none","flash_attention":true,"lora_rank":32,"lora_targets":["q_proj","v_proj"]})")
        << QStringLiteral("a10") << QStringLiteral("per_gpu") << QStringLiteral("total_bytes") << 1e9 << 1;
    QTest::newRow("QLoRA with an LM-head adapter and a separate head") << kMemoryHeader + kGemmaRow << QByteArray()
        << QByteArray(R"({"kind":"training","model":"gemma-2-9b","method":"qlora","precision":"bf16","optimizer":"adamw",
            "zero_stage":0,"tensor_parallel":1,"pipeline_parallel":1,"micro_batch":1,"sequence_length":512,
            "activation_checkpointing":"none","flash_attention":true,"lora_rank":16,"lora_dropout":0.1,
            "lora_targets":["q_proj","k_proj","v_proj","o_proj","gate_proj","up_proj","down_proj","lm_head"],
            "framework":"fsdp","separate_lm_head":true})")
        << QStringLiteral("a10") << QStringLiteral("per_gpu") << QStringLiteral("total_bytes") << 1e9 << 1;
    QTest::newRow("Megatron peak memory") << kMemoryHeader + kMegatronRow << QByteArray()
        << QByteArray(R"({"kind":"training","model":"llama-2-7b","method":"full","precision":"bf16","optimizer":"adamw",
            "zero_stage":1,"tensor_parallel":1,"pipeline_parallel":2,"micro_batch":2,"gradient_accumulation":256,
            "sequence_length":2048,"activation_checkpointing":"none","flash_attention":true,"framework":"megatron"})")
        << QStringLiteral("h100-sxm-80gb") << QStringLiteral("per_gpu") << QStringLiteral("total_bytes") << 1073741824.0 << 8;
    QTest::newRow("KV capacity, no chunked prefill") << QByteArray() << kServingHeader + kKvRow
        << QByteArray(R"({"kind":"inference","model":"llama-3.1-8b","weights":"bf16","kv_cache":"bf16","context_length":29000,
            "concurrency":1,"prompt_tokens":1024,"output_tokens":256,"tensor_parallel":1,"gpu_memory_utilization":0.9,
            "block_tokens":16,"engine":"vllm","chunked_prefill":false})")
        << QStringLiteral("rtx-3090") << QStringLiteral("inference") << QStringLiteral("kv_capacity_tokens") << 1.0 << 1;
    QTest::newRow("batch-1 decode") << QByteArray() << kServingHeader + kDecodeRow
        << QByteArray(R"({"kind":"inference","model":"llama-2-7b","weights":"int4","kv_cache":"fp16","context_length":2048,
            "concurrency":1,"prompt_tokens":8,"output_tokens":256,"tensor_parallel":1,"gpu_memory_utilization":0.9,
            "block_tokens":16,"int4_group_size":32})")
        << QStringLiteral("rtx-4090") << QStringLiteral("inference") << QStringLiteral("decode_tokens_per_s_per_user") << 1.0 << 1;
}

void TestValidate::computedEqualsEstimate()
{
    QFETCH(QByteArray, memory);
    QFETCH(QByteArray, serving);
    QFETCH(QByteArray, job);
    QFETCH(QString, gpu);
    QFETCH(QString, section);
    QFETCH(QString, field);
    QFETCH(double, scale);
    QFETCH(int, gpus);
    const QString folder = writeSet(memory, serving);
    QVERIFY(!folder.isEmpty());
    const Run v = cli({QStringLiteral("validate"), QStringLiteral("--dir"), folder, QStringLiteral("--format"),
                       QStringLiteral("json")});
    QVERIFY2(v.exitCode == 0 || v.exitCode == 1, v.err.constData());
    const QJsonArray rows = QJsonDocument::fromJson(v.out).object().value(QStringLiteral("rows")).toArray();
    QCOMPARE(rows.size(), 1);
    const double computed = rows.at(0).toObject().value(QStringLiteral("computed")).toDouble();

    const QString workload = m_dir->filePath(QStringLiteral("run.workload.json"));
    QFile f(workload);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format":"rigplan.workload/1","jobs":[)" + job + "]}");
    f.close();
    const Run e = cli({QStringLiteral("estimate"), workload, QStringLiteral("--gpu"), gpu, QStringLiteral("--gpus"),
                       QString::number(gpus), QStringLiteral("--format"), QStringLiteral("json")});
    // estimate keeps the layout asked whether the job fits (0) or not (1: the 29k context does not)
    QVERIFY2(e.exitCode == 0 || e.exitCode == 1, e.err.constData());
    const QJsonObject estimated = QJsonDocument::fromJson(e.out).object().value(QStringLiteral("jobs")).toArray().at(0)
                                      .toObject().value(section).toObject();
    QVERIFY2(estimated.contains(field), qPrintable(field));
    if (field.endsWith(QLatin1String("_bytes")) || field.endsWith(QLatin1String("_tokens"))) {
        QCOMPARE(qint64(std::llround(computed * scale)), estimated.value(field).toInteger());
    } else {
        QCOMPARE(computed * scale, estimated.value(field).toDouble());
    }
}

QTEST_GUILESS_MAIN(TestValidate)
#include "tst_validate.moc"
