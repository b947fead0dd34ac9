// SPDX-License-Identifier: GPL-3.0-or-later
// `rigplan-cli validate`: its arguments, the file:line:column of a wrong validation CSV (exit 2),
// the shipped set read whole, rows whose computed figure is exactly what `estimate` says for the
// same job, and the accuracy gate: the medians within issue 15's targets, and no row outside its
// tolerance but the known misses docs/method.md lists ("Against measured runs"), none of them worse
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
    "counter,published,unit,tolerance_pct,source,source_date,source_quote,notes\n";
const QByteArray kServingHeader =
    "id,metric,statistic,model,gpu,gpus,tensor_parallel,weights,kv_cache,context_length,concurrency,num_requests,"
    "prompt_tokens,output_tokens,gpu_memory_utilization,block_tokens,int4_group_size,engine,engine_settings,"
    "chunked_prefill,max_num_batched_tokens,max_num_seqs,published,unit,tolerance_pct,source,source_date,source_quote,notes\n";

// Rows of the shipped set, copied so that the test keeps its own copy of what it compares. The
// memory rows count like nvidia-smi here, so that the computed figure is estimate's total.
const QByteArray kLoraRow =
    "litgpt-llama2-7b-lora-1xa10g,llama-2-7b,a10,1,lora,bf16,adamw,0,1,1,2,,512,none,true,32,q_proj v_proj,0.05,fsdp,"
    "true,nvidia-smi,19.77,GB,10,src,undated,q,\n";
const QByteArray kQloraRow =
    "litgpt-llama3.1-8b-qlora-1xa10g,llama-3.1-8b,a10,1,qlora,bf16,adamw,0,1,1,2,,512,none,true,32,q_proj v_proj,"
    "0.05,fsdp,true,nvidia-smi,17.41,GB,10,src,undated,q,\n";
// LitGPT's Gemma 2 9B QLoRA: an adapter on the LM head (lora_head: true) and the LM head LitGPT
// keeps apart from the tied embedding.
const QByteArray kGemmaRow =
    "litgpt-gemma2-9b-qlora-1xa10g,gemma-2-9b,a10,1,qlora,bf16,adamw,0,1,1,1,,512,none,true,16,"
    "q_proj k_proj v_proj o_proj gate_proj up_proj down_proj lm_head,0.1,fsdp,true,nvidia-smi,20.92,GB,10,src,undated,q,\n";
// Megatron-LM PR #482: Llama 2 7B, MBS 2, DP 4, PP 2, distributed optimizer = ZeRO 1.
const QByteArray kMegatronRow =
    "megatron-pr482-llama2-7b-dp4-pp2-mbs2,llama-2-7b,h100-sxm-80gb,8,full,bf16,adamw,1,1,2,2,256,2048,none,true,,,,"
    "megatron,false,nvidia-smi,49.8,GiB,10,src,undated,q,\n";
const QByteArray kDecodeRow =
    "mlc-llama2-7b-q4f16-4090-decode,decode_tps_user,,llama-2-7b,rtx-4090,1,1,int4,fp16,2048,1,,8,256,0.90,16,32,"
    "mlc-llm,settings,,,,204.8,tokens/s,15,src,undated,q,\n";
// vllm-project/vllm#10517: Llama 3.1 8B on an RTX 3090, max_model_len 29000, no chunked prefill.
const QByteArray kKvRow =
    "vllm-10517-llama3.1-8b-3090-29k-tokens,kv_tokens,,llama-3.1-8b,rtx-3090,1,1,bf16,bf16,29000,1,,1024,256,0.90,16,128,"
    "vllm,settings,false,,,23648,tokens,10,src,undated,q,\n";
// NVIDIA NIM's Llama 3.3 70B fp8 page: TTFT at 25 users, 5000 in / 500 out (a closed loop).
const QByteArray kTtftRow =
    "nim-llama3.3-70b-fp8-2xh100-5000-500-c25,ttft,mean,llama-3.1-70b,h100-sxm-80gb,2,2,fp8,fp8,5500,25,,5000,500,0.90,32,128,"
    "tensorrt-llm,settings,,,,688.69,ms,25,src,undated,q,\n";

} // namespace

// This engine's figures on the shipped set (docs/method.md, "Against measured runs"): median |error| % of
// the unfitted rows by kind, and how many unfitted rows are outside their tolerance.
// Memory and the fit verdicts were measured on 4 unfitted rows until issue 38 added the training
// tables (torchtune, torchtitan, LitGPT, PEFT, the Llama 2 paper): 40 unfitted memory rows now.
constexpr double kRecordedMemoryPct = 7.50;
constexpr double kRecordedTrainingSpeedPct = 8.74;
constexpr double kRecordedVerdictPct = 0.0; // the median; the wrong verdicts count among the rows outside
constexpr double kRecordedKvPct = 0.85;
constexpr double kRecordedThroughputPct = 28.74;
constexpr double kRecordedTtftPct = 57.21;
constexpr double kRecordedItlPct = 19.75;
constexpr int kRecordedOutside = 2784; // 2886 before all-reduces took NCCL's measured curve, 2788 before FP4 matmul rates

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
    void bySource();
    void fittedDeclarationIsChecked_data();
    void fittedDeclarationIsChecked();
    void accuracyDoesNotWorsen();

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
                                 << QByteArray("/memory.csv:2: expected 28 fields as in the header, got 3");
    QTest::newRow("published") << kMemoryHeader + QByteArray(row).replace(",19.77,", ",abc,") << QByteArray()
                               << QByteArray("/memory.csv:2:22: published: expected a number > 0, got \"abc\"");
    QTest::newRow("unit") << kMemoryHeader + QByteArray(row).replace(",GB,", ",MB,") << QByteArray()
                          << QByteArray("/memory.csv:2:23: unit: expected GB or GiB, got \"MB\"");
    QTest::newRow("tolerance") << kMemoryHeader + QByteArray(row).replace(",GB,10,", ",GB,101,") << QByteArray()
                               << QByteArray("/memory.csv:2:24: tolerance_pct: expected a percentage");
    QTest::newRow("counter") << kMemoryHeader + QByteArray(row).replace(",nvidia-smi,", ",smi,") << QByteArray()
                             << QByteArray("/memory.csv:2:21: counter: expected one of max_memory_allocated, "
                                           "max_memory_active, max_memory_reserved, nvidia-smi, unstated, got \"smi\"");
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
    // Any workload job key may be a column; one that is not a key is the workload reader's error.
    QTest::newRow("unknown job key") << kMemoryHeader.left(kMemoryHeader.size() - 1) + ",warmup_steps\n"
                                            + row.left(row.size() - 1) + ",5\n"
                                     << QByteArray() << QByteArray("/memory.csv:2:29: warmup_steps: ");
    QTest::newRow("metric") << QByteArray() << kServingHeader + QByteArray(kDecodeRow).replace("decode_tps_user", "tps")
                            << QByteArray("/serving.csv:2:2: metric: expected one of kv_blocks, kv_tokens, concurrency");
    QTest::newRow("metric unit") << QByteArray() << kServingHeader + QByteArray(kDecodeRow).replace("tokens/s", "GB")
                                 << QByteArray("/serving.csv:2:24: unit: expected tokens/s or tokens/sec for metric decode_tps_user, got \"GB\"");
    QTest::newRow("latency without statistic") << QByteArray() << kServingHeader + QByteArray(kTtftRow).replace(",ttft,mean,", ",ttft,,")
                                               << QByteArray("/serving.csv:2:3: statistic: expected mean, median, p90, p95, p99 for a latency");
    QTest::newRow("statistic of a throughput") << QByteArray() << kServingHeader + QByteArray(kDecodeRow).replace(",decode_tps_user,,", ",decode_tps_user,p99,")
                                               << QByteArray("/serving.csv:2:3: statistic: expected nothing for metric decode_tps_user");
    QTest::newRow("users") << QByteArray() << kServingHeader + QByteArray(kTtftRow).replace(",5500,25,", ",5500,some,")
                           << QByteArray("/serving.csv:2:11: concurrency: expected users from 1 to 1000000, all or kv");
    QTest::newRow("requests") << QByteArray() << kServingHeader + QByteArray(kTtftRow).replace(",5500,25,,", ",5500,25,0,")
                              << QByteArray("/serving.csv:2:12: num_requests: expected a whole number of requests from 1");
    QTest::newRow("chunked prefill") << QByteArray() << kServingHeader + QByteArray(kKvRow).replace(",false,", ",no,")
                                     << QByteArray("/serving.csv:2:20: chunked_prefill: expected true or false");
    QTest::newRow("sequence cap") << QByteArray() << kServingHeader + QByteArray(kKvRow).replace(",false,,,", ",false,,-1,")
                                  << QByteArray("/serving.csv:2:22: max_num_seqs: expected");
    QTest::newRow("weights") << QByteArray() << kServingHeader + QByteArray(kDecodeRow).replace(",int4,", ",int3,")
                             << QByteArray("/serving.csv:2:8: weights: ");
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
    QVERIFY(rows.size() >= 120); // issue 37: at least 120 rows
    QCOMPARE(root.value(QStringLiteral("rows_total")).toInt(), rows.size());
    int fitted = 0, outside = 0;
    QSet<QString> kinds, sources12;
    for (const QJsonValue &v : rows) {
        const QJsonObject row = v.toObject();
        const double computed = row.value(QStringLiteral("computed")).toDouble(-1);
        QVERIFY2(std::isfinite(computed) && computed >= 0, qPrintable(row.value(QStringLiteral("id")).toString()));
        const double published = row.value(QStringLiteral("published")).toDouble();
        if (row.value(QStringLiteral("kind")).toString() == QLatin1String("fit_verdict")) {
            // 1 = fits, 0 = out of memory; a wrong verdict is 100 % off
            QVERIFY(computed == 0 || computed == 1);
            QCOMPARE(row.value(QStringLiteral("error_pct")).toDouble(), computed == published ? 0.0 : 100.0);
        } else {
            QCOMPARE(row.value(QStringLiteral("error_pct")).toDouble(), (computed - published) / published * 100.0);
        }
        const bool pass = std::abs(row.value(QStringLiteral("error_pct")).toDouble())
            <= row.value(QStringLiteral("tolerance_pct")).toDouble();
        QCOMPARE(row.value(QStringLiteral("pass")).toBool(), pass);
        const bool isFitted = row.value(QStringLiteral("fitted")).toBool();
        QCOMPARE(isFitted, !row.value(QStringLiteral("fitted_constants")).toArray().isEmpty());
        fitted += isFitted ? 1 : 0;
        outside += pass || isFitted ? 0 : 1;
        kinds.insert(row.value(QStringLiteral("kind")).toString());
        sources12.insert(row.value(QStringLiteral("source")).toString());
    }
    QVERIFY(fitted >= 50);
    QVERIFY(fitted < rows.size() / 10); // the accuracy claimed rests on the rows nobody tuned on
    QVERIFY2(sources12.size() >= 12, qPrintable(QString::number(sources12.size())));
    QCOMPARE(root.value(QStringLiteral("unfitted_outside_tolerance")).toInt(), outside);
    QCOMPARE(shipped.exitCode, outside > 0 ? 1 : 0);
    for (const char *kind : {"memory", "fit_verdict", "training_speed", "kv_capacity", "throughput", "ttft", "itl"}) {
        QVERIFY2(kinds.contains(QLatin1String(kind)), kind);
    }
    const QJsonArray summary = root.value(QStringLiteral("summary")).toArray();
    QCOMPARE(summary.size(), 7); // memory, fit verdicts, training speed, and the four serving kinds
    int summed = 0;
    // The accuracy the report states (validatedAccuracy()) is what validate computes on the
    // unfitted rows, to 0.1 %.
    const rigplan::ValidatedAccuracy stated = rigplan::validatedAccuracy();
    QCOMPARE(stated.rows, rows.size());
    QCOMPARE(stated.unfittedRows, rows.size() - fitted);
    const QHash<QString, double> statedByKind{{QStringLiteral("memory"), stated.memoryPct},
                                              {QStringLiteral("kv_capacity"), stated.kvCapacityPct},
                                              {QStringLiteral("throughput"), stated.throughputPct},
                                              {QStringLiteral("ttft"), stated.ttftPct},
                                              {QStringLiteral("itl"), stated.itlPct},
                                              {QStringLiteral("training_speed"), stated.trainingSpeedPct},
                                              {QStringLiteral("fit_verdict"), 0.0}};
    for (const QJsonValue &v : summary) {
        const QJsonObject kind = v.toObject();
        summed += kind.value(QStringLiteral("rows")).toInt();
        const double median = kind.value(QStringLiteral("median_abs_error_pct_unfitted")).toDouble();
        const QString id = kind.value(QStringLiteral("kind")).toString();
        QVERIFY2(std::abs(std::round(median * 10) / 10 - statedByKind.value(id)) < 1e-9,
                 qPrintable(QStringLiteral("%1: validate %2, stated %3").arg(id).arg(median).arg(statedByKind.value(id))));
    }
    QCOMPARE(summed, rows.size());
    int verdicts = 0, wrong = 0;
    for (const QJsonValue &v : rows) {
        if (v.toObject().value(QStringLiteral("kind")).toString() == QLatin1String("fit_verdict")) {
            ++verdicts;
            wrong += v.toObject().value(QStringLiteral("pass")).toBool() ? 0 : 1;
        }
    }
    QCOMPARE(stated.verdicts, verdicts);
    QCOMPARE(stated.wrongVerdicts, wrong);
    // Every fitted constant is declared once, with the rows it was fitted on.
    const QJsonArray constants = root.value(QStringLiteral("fitted_constants")).toArray();
    QVERIFY(constants.size() >= 5);
    QSet<QString> names;
    for (const QJsonValue &v : constants) {
        const QString name = v.toObject().value(QStringLiteral("constant")).toString();
        QVERIFY2(!names.contains(name), qPrintable(name));
        names.insert(name);
        QVERIFY(!v.toObject().value(QStringLiteral("rows")).toArray().isEmpty());
    }

    const Run text = cli({QStringLiteral("validate")});
    QCOMPARE(text.exitCode, shipped.exitCode);
    QVERIFY(text.out.contains("median |error| % unfitted"));
    QVERIFY(text.out.contains("Fitted constants (fitted.csv)"));
    QVERIFY(text.out.contains("litgpt-llama2-7b-lora-1xa10g"));
}

// --by source: one summary row per source, the rows adding up to the whole set.
void TestValidate::bySource()
{
    const Run json = cli({QStringLiteral("validate"), QStringLiteral("--by"), QStringLiteral("source"), QStringLiteral("--format"),
                          QStringLiteral("json")});
    QVERIFY2(json.exitCode == 0 || json.exitCode == 1, json.err.constData());
    const QJsonObject root = QJsonDocument::fromJson(json.out).object();
    const QJsonArray groups = root.value(QStringLiteral("by_source")).toArray();
    QVERIFY(groups.size() >= 12);
    int summed = 0;
    for (const QJsonValue &v : groups) {
        summed += v.toObject().value(QStringLiteral("rows")).toInt();
    }
    QCOMPARE(summed, root.value(QStringLiteral("rows_total")).toInt());
    const Run text = cli({QStringLiteral("validate"), QStringLiteral("--by"), QStringLiteral("source")});
    QVERIFY(text.out.contains("NVIDIA/TensorRT-LLM docs/source/performance/perf-overview.md"));
    const Run bad = cli({QStringLiteral("validate"), QStringLiteral("--by"), QStringLiteral("gpu")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains("--by: expected source"), bad.err.constData());
}

// fitted.csv names the engine's constants with the values the engine has and rows the set has.
void TestValidate::fittedDeclarationIsChecked_data()
{
    QTest::addColumn<QByteArray>("fitted");
    QTest::addColumn<QByteArray>("message");
    const QByteArray header = "constant,value,rows,note\n";
    QTest::newRow("unknown constant") << header + "magic,1,litgpt-llama2-7b-lora-1xa10g,x\n"
                                      << QByteArray("/fitted.csv:2:1: constant: unknown constant \"magic\"");
    QTest::newRow("stale value") << header + "allocator_slack_fraction,0.2,litgpt-llama2-7b-lora-1xa10g,x\n"
                                 << QByteArray("\"allocator_slack_fraction\" is declared as 0.2 but the engine has 0.1");
    QTest::newRow("unknown row") << header + "allocator_slack_fraction,0.1,no-such-row,x\n"
                                 << QByteArray("fitted on row \"no-such-row\", which the set does not have");
    QTest::newRow("declared twice") << header + "allocator_slack_fraction,0.1,litgpt-llama2-7b-lora-1xa10g,x\n"
                                                "allocator_slack_fraction,0.1,litgpt-llama2-7b-lora-1xa10g,x\n"
                                    << QByteArray("/fitted.csv:3:1: constant: the constant \"allocator_slack_fraction\" is declared twice");
}

void TestValidate::fittedDeclarationIsChecked()
{
    QFETCH(QByteArray, fitted);
    QFETCH(QByteArray, message);
    const QString folder = writeSet(kMemoryHeader + kLoraRow, QByteArray());
    QFile f(folder + QStringLiteral("/fitted.csv"));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(fitted);
    f.close();
    const Run r = cli({QStringLiteral("validate"), QStringLiteral("--dir"), folder});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), r.err.constData());
    // A good declaration marks its rows fitted; the exit code then ignores them.
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write("constant,value,rows,note\nallocator_slack_fraction,0.1,litgpt-llama2-7b-lora-1xa10g,x\n");
    f.close();
    const Run ok = cli({QStringLiteral("validate"), QStringLiteral("--dir"), folder, QStringLiteral("--format"),
                        QStringLiteral("json")});
    QCOMPARE(ok.exitCode, 0);
    const QJsonObject row = QJsonDocument::fromJson(ok.out).object().value(QStringLiteral("rows")).toArray().at(0).toObject();
    QVERIFY(row.value(QStringLiteral("fitted")).toBool());
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

// The accuracy on the rows no constant was fitted on may only get better: the medians by kind
// and the count of unfitted rows outside their tolerance as this engine has them (docs/method.md,
// "Against measured runs"), with 0.05 % for the rounding of the recorded figures. Issue 37's
// targets (KV capacity 8 %, throughput 10 %, TTFT 20 %, inter-token latency 15 %) are not met yet;
// a change that meets one lowers its figure here.
void TestValidate::accuracyDoesNotWorsen()
{
    const QJsonObject root = shippedJson();
    const QHash<QString, double> recorded{{QStringLiteral("memory"), kRecordedMemoryPct},
                                          {QStringLiteral("training_speed"), kRecordedTrainingSpeedPct},
                                          {QStringLiteral("fit_verdict"), kRecordedVerdictPct},
                                          {QStringLiteral("kv_capacity"), kRecordedKvPct},
                                          {QStringLiteral("throughput"), kRecordedThroughputPct},
                                          {QStringLiteral("ttft"), kRecordedTtftPct},
                                          {QStringLiteral("itl"), kRecordedItlPct}};
    for (const QJsonValue &v : root.value(QStringLiteral("summary")).toArray()) {
        const QJsonObject kind = v.toObject();
        const QString id = kind.value(QStringLiteral("kind")).toString();
        QVERIFY(recorded.contains(id));
        const double median = kind.value(QStringLiteral("median_abs_error_pct_unfitted")).toDouble();
        QVERIFY2(median <= recorded.value(id) + 0.05, qPrintable(QStringLiteral("%1: median %2 %").arg(id).arg(median)));
    }
    const int outside = root.value(QStringLiteral("unfitted_outside_tolerance")).toInt();
    QVERIFY2(outside <= kRecordedOutside, qPrintable(QStringLiteral("%1 unfitted rows outside their tolerance").arg(outside)));
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
            "activation_checkpointing":"none","flash_attention":true,"lora_rank":32,"lora_targets":["q_proj","v_proj"],
            "framework":"fsdp"})")
        << QStringLiteral("a10") << QStringLiteral("per_gpu") << QStringLiteral("total_bytes") << 1e9 << 1;
    QTest::newRow("QLoRA peak memory") << kMemoryHeader + kQloraRow << QByteArray()
        << QByteArray(R"({"kind":"training","model":"llama-3.1-8b","method":"qlora","precision":"bf16","optimizer":"adamw",
            "zero_stage":0,"tensor_parallel":1,"pipeline_parallel":1,"micro_batch":2,"sequence_length":512,
            "activation_checkpointing":"none","flash_attention":true,"lora_rank":32,"lora_targets":["q_proj","v_proj"],
            "framework":"fsdp"})")
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
    // a training memory row comes with its verdict (the run fitted): "<id>#fits"
    QCOMPARE(rows.size(), memory.isEmpty() ? 1 : 2);
    const double computed = rows.at(0).toObject().value(QStringLiteral("computed")).toDouble();
    if (!memory.isEmpty()) {
        QVERIFY(rows.at(1).toObject().value(QStringLiteral("id")).toString().endsWith(QLatin1String("#fits")));
    }

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
