// SPDX-License-Identifier: GPL-3.0-or-later
#include "Validate.h"

#include "catalog/Csv.h"
#include "model/ModelCsv.h"
#include "util/InputFile.h"
#include "util/TextTable.h"
#include "workload/WorkloadJson.h"

#include <QDir>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <optional>

namespace rigplan::cli {

namespace {

// Columns every file has; the rest depend on the kind of file (memory.csv or serving.csv).
const QStringList kCommonColumns{
    QStringLiteral("id"),        QStringLiteral("model"),         QStringLiteral("gpu"),
    QStringLiteral("gpus"),      QStringLiteral("tensor_parallel"), QStringLiteral("published"),
    QStringLiteral("unit"),      QStringLiteral("tolerance_pct"), QStringLiteral("holdout"),
    QStringLiteral("source"),    QStringLiteral("source_date"),   QStringLiteral("source_quote"),
};
// The training-job keys of the workload format, under the same names.
const QStringList kMemoryJobColumns{
    QStringLiteral("method"),           QStringLiteral("precision"),      QStringLiteral("optimizer"),
    QStringLiteral("zero_stage"),       QStringLiteral("pipeline_parallel"), QStringLiteral("micro_batch"),
    QStringLiteral("gradient_accumulation"),
    QStringLiteral("sequence_length"),  QStringLiteral("activation_checkpointing"),
    QStringLiteral("flash_attention"),  QStringLiteral("lora_rank"),      QStringLiteral("lora_targets"),
    QStringLiteral("lora_dropout"),     QStringLiteral("framework"),      QStringLiteral("separate_lm_head"),
    QStringLiteral("counter"),
};
// The inference-job keys of the workload format, under the same names.
const QStringList kServingJobColumns{
    QStringLiteral("weights"),         QStringLiteral("kv_cache"),      QStringLiteral("context_length"),
    QStringLiteral("concurrency"),     QStringLiteral("prompt_tokens"), QStringLiteral("output_tokens"),
    QStringLiteral("gpu_memory_utilization"), QStringLiteral("block_tokens"), QStringLiteral("int4_group_size"),
    QStringLiteral("engine"),          QStringLiteral("chunked_prefill"), QStringLiteral("max_num_batched_tokens"),
    QStringLiteral("max_num_seqs"),
};
// What a memory row's published peak counts (README of the set): the engine's total per GPU includes
// the CUDA context and the allocator's slack, which torch.cuda.max_memory_allocated() leaves out.
const QStringList kCounters{QStringLiteral("max_memory_allocated"), QStringLiteral("max_memory_reserved"),
                            QStringLiteral("nvidia-smi")};
// Engines of the workload format; a row run on another engine (MLC-LLM) keeps the format's default.
const QStringList kWorkloadEngines{QStringLiteral("vllm"), QStringLiteral("sglang"), QStringLiteral("tensorrt-llm")};

struct Metric {
    const char *id;
    ValidationKind kind = ValidationKind::Memory;
    QStringList units;
};

const std::vector<Metric> &metrics()
{
    static const std::vector<Metric> list{
        {"kv_blocks", ValidationKind::KvCapacity, {QStringLiteral("blocks")}},
        {"kv_tokens", ValidationKind::KvCapacity, {QStringLiteral("tokens")}},
        {"concurrency", ValidationKind::KvCapacity, {QStringLiteral("x")}},
        {"output_tps", ValidationKind::Throughput, {QStringLiteral("tokens/s")}},
        {"decode_tps_user", ValidationKind::Throughput, {QStringLiteral("tokens/s")}},
        {"ttft", ValidationKind::Ttft, {QStringLiteral("ms"), QStringLiteral("s")}},
    };
    return list;
}

const Metric *findMetric(const QString &id)
{
    for (const Metric &m : metrics()) {
        if (id == QLatin1String(m.id)) {
            return &m;
        }
    }
    return nullptr;
}

QString metricIds()
{
    QStringList ids;
    for (const Metric &m : metrics()) {
        ids.append(QLatin1String(m.id));
    }
    return ids.join(QStringLiteral(", "));
}

// A CSV cell as the JSON value the workload reader expects: a whole number, a number, a bool,
// else the text (so that the reader's own message says what was wrong with it).
QJsonValue cellToJson(const QString &text)
{
    if (text == QLatin1String("true") || text == QLatin1String("false")) {
        return text == QLatin1String("true");
    }
    bool ok = false;
    const qint64 whole = text.toLongLong(&ok);
    if (ok) {
        return whole;
    }
    const double number = text.toDouble(&ok);
    if (ok && std::isfinite(number)) {
        return number;
    }
    return text;
}

// One file's header: the column of each name (1-based, as Diagnostic::column counts fields).
class Header {
public:
    explicit Header(const QStringList &names)
    {
        for (int i = 0; i < names.size(); ++i) {
            m_columns.insert(names.at(i).trimmed(), i + 1);
        }
    }
    int column(const QString &name) const { return m_columns.value(name, 0); }
    bool has(const QString &name) const { return m_columns.contains(name); }

private:
    QHash<QString, int> m_columns;
};

class FileReader {
public:
    FileReader(QString fileName, const std::vector<GpuSpec> &gpus, QSet<QString> &ids, Diagnostics &issues)
        : m_fileName(std::move(fileName)), m_gpus(gpus), m_ids(ids), m_issues(issues)
    {
    }

    // The rows of one parsed file, their jobs still to be resolved (the caller runs them through
    // loadWorkload()); `jobs` gets one JSON job per row, in the same order.
    std::vector<ValidationRow> read(const std::vector<CsvRecord> &records, QJsonArray &jobs)
    {
        std::vector<ValidationRow> rows;
        if (records.empty()) {
            fail(0, 0, QStringLiteral("the file is empty: expected a header and at least one row"));
            return rows;
        }
        m_names = records.front().fields;
        for (QString &name : m_names) {
            name = name.trimmed();
        }
        m_header.emplace(m_names);
        const Header &header = *m_header;
        m_serving = header.has(QStringLiteral("metric"));
        const QStringList &jobColumns = m_serving ? kServingJobColumns : kMemoryJobColumns;
        bool complete = true;
        for (const QStringList *list : {&kCommonColumns, &jobColumns}) {
            for (const QString &name : *list) {
                if (!header.has(name)) {
                    fail(records.front().line, 0,
                         QStringLiteral("missing column \"%1\" (%2 columns: see tests/data/validation/README.md)")
                             .arg(name, m_serving ? QStringLiteral("serving.csv") : QStringLiteral("memory.csv")));
                    complete = false;
                }
            }
        }
        if (!complete) {
            return rows;
        }
        if (records.size() == 1) {
            // An empty set would pass without checking anything.
            fail(records.front().line, 0, QStringLiteral("no rows after the header"));
            return rows;
        }
        for (std::size_t i = 1; i < records.size(); ++i) {
            const CsvRecord &record = records[i];
            if (record.fields.size() != m_names.size()) {
                fail(record.line, 0, QStringLiteral("expected %1 fields as in the header, got %2")
                                         .arg(m_names.size())
                                         .arg(record.fields.size()));
                continue;
            }
            m_record = &record;
            if (std::optional<ValidationRow> row = readRow(jobColumns, jobs)) {
                rows.push_back(std::move(*row));
            }
        }
        m_record = nullptr;
        return rows;
    }

    // Where the workload reader's "jobs[i].key" points: the row's line and the key's column.
    void relocate(Diagnostic &issue, const std::vector<ValidationRow> &rows) const
    {
        static const QRegularExpression jobPath(QStringLiteral("^jobs\\[(\\d+)\\](?:\\.([A-Za-z_]+))?"));
        const QRegularExpressionMatch m = jobPath.match(issue.path);
        issue.file = m_fileName;
        if (!m.hasMatch()) {
            return;
        }
        const std::size_t index = m.captured(1).toULongLong();
        if (index >= rows.size()) {
            return;
        }
        const QString key = m.captured(2);
        issue.line = rows[index].line;
        const int column = m_header ? m_header->column(key) : 0;
        issue.column = column;
        issue.path = column > 0 ? key : QString();
    }

private:
    QString cell(const QString &name) const { return m_record->fields.at(m_header->column(name) - 1).trimmed(); }

    void fail(int line, int column, const QString &message)
    {
        m_issues.append(Diagnostic::badInput(m_fileName, message, column > 0 ? m_names.value(column - 1) : QString(),
                                             line, column));
    }
    void failAt(const QString &name, const QString &message) { fail(m_record->line, m_header->column(name), message); }

    std::optional<double> number(const QString &name, double lo, double hi, const char *expected)
    {
        bool ok = false;
        const double v = cell(name).toDouble(&ok);
        if (!ok || !std::isfinite(v) || v < lo || v > hi) {
            failAt(name, QStringLiteral("expected %1, got \"%2\"").arg(QString::fromUtf8(expected), cell(name)));
            return std::nullopt;
        }
        return v;
    }

    std::optional<ValidationRow> readRow(const QStringList &jobColumns, QJsonArray &jobs)
    {
        ValidationRow row;
        row.file = m_fileName;
        row.line = m_record->line;
        row.id = cell(QStringLiteral("id"));
        if (row.id.isEmpty()) {
            failAt(QStringLiteral("id"), QStringLiteral("expected a row id, got nothing"));
        } else if (m_ids.contains(row.id)) {
            failAt(QStringLiteral("id"), QStringLiteral("the id \"%1\" is used by another row").arg(row.id));
        } else {
            m_ids.insert(row.id);
        }
        if (m_serving) {
            row.metric = cell(QStringLiteral("metric"));
            if (const Metric *metric = findMetric(row.metric)) {
                row.kind = metric->kind;
                row.unit = cell(QStringLiteral("unit"));
                if (!metric->units.contains(row.unit)) {
                    failAt(QStringLiteral("unit"), QStringLiteral("expected %1 for metric %2, got \"%3\"")
                                                       .arg(metric->units.join(QStringLiteral(" or ")), row.metric, row.unit));
                }
            } else {
                failAt(QStringLiteral("metric"),
                       QStringLiteral("expected one of %1, got \"%2\"").arg(metricIds(), row.metric));
            }
        } else {
            row.metric = QStringLiteral("memory");
            row.kind = ValidationKind::Memory;
            row.unit = cell(QStringLiteral("unit"));
            if (row.unit != QLatin1String("GB") && row.unit != QLatin1String("GiB")) {
                failAt(QStringLiteral("unit"), QStringLiteral("expected GB or GiB, got \"%1\"").arg(row.unit));
            }
        }
        if (const auto v = number(QStringLiteral("published"), 1e-12, 1e18, "a number > 0")) {
            row.published = *v;
        }
        if (const auto v = number(QStringLiteral("tolerance_pct"), 1e-9, 100, "a percentage > 0 and ≤ 100")) {
            row.tolerancePct = *v;
        }
        const QString holdout = cell(QStringLiteral("holdout"));
        if (holdout != QLatin1String("0") && holdout != QLatin1String("1")) {
            failAt(QStringLiteral("holdout"), QStringLiteral("expected 0 or 1, got \"%1\"").arg(holdout));
        }
        row.holdout = holdout == QLatin1String("1");
        bool gpusOk = false;
        row.gpus = cell(QStringLiteral("gpus")).toInt(&gpusOk);
        if (!gpusOk || row.gpus < 1 || row.gpus > 1024) {
            failAt(QStringLiteral("gpus"),
                   QStringLiteral("expected a whole number from 1 to 1024, got \"%1\"").arg(cell(QStringLiteral("gpus"))));
        }
        const std::string gpuId = cell(QStringLiteral("gpu")).toStdString();
        const auto gpu = std::find_if(m_gpus.begin(), m_gpus.end(), [&](const GpuSpec &g) { return g.id == gpuId; });
        if (gpu == m_gpus.end()) {
            failAt(QStringLiteral("gpu"), QStringLiteral("unknown GPU \"%1\" (see rigplan-cli catalog list gpus)")
                                              .arg(cell(QStringLiteral("gpu"))));
        } else {
            row.gpu = *gpu;
        }
        row.source = cell(QStringLiteral("source"));
        if (row.source.isEmpty()) {
            failAt(QStringLiteral("source"), QStringLiteral("expected where the figure was published, got nothing"));
        }
        if (cell(QStringLiteral("source_quote")).isEmpty()) {
            failAt(QStringLiteral("source_quote"), QStringLiteral("expected the published text of the figure, got nothing"));
        }

        // The job as a workload-file job, so that the reader `estimate` uses checks every value.
        QJsonObject job;
        job.insert(QStringLiteral("kind"), m_serving ? QStringLiteral("inference") : QStringLiteral("training"));
        job.insert(QStringLiteral("model"), cell(QStringLiteral("model")));
        job.insert(QStringLiteral("tensor_parallel"), cellToJson(cell(QStringLiteral("tensor_parallel"))));
        // A published run ran at its length even where the model card's limit is lower.
        job.insert(QStringLiteral("allow_context_beyond_model_max"), true);
        const bool lora = !m_serving && cell(QStringLiteral("method")) != QLatin1String("full");
        for (const QString &name : jobColumns) {
            const QString text = cell(name);
            if (name == QLatin1String("counter")) {
                row.counter = text;
                if (!kCounters.contains(text)) {
                    failAt(name, QStringLiteral("expected one of %1, got \"%2\"").arg(kCounters.join(QStringLiteral(", ")), text));
                }
            } else if (name == QLatin1String("engine")) {
                row.engine = text;
                if (kWorkloadEngines.contains(text)) {
                    job.insert(name, text);
                }
            } else if (text.isEmpty() && (name == QLatin1String("chunked_prefill") || name == QLatin1String("max_num_batched_tokens")
                                          || name == QLatin1String("max_num_seqs") || name == QLatin1String("gradient_accumulation"))) {
                // empty: the workload format's default (for the engine settings: the engine's own)
            } else if (name == QLatin1String("concurrency") && text == QLatin1String("kv")) {
                row.concurrencyFromKv = true;
                job.insert(name, 1);
            } else if (name == QLatin1String("lora_targets")) {
                if (lora) {
                    QJsonArray targets;
                    for (const QString &t : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                        targets.append(t);
                    }
                    job.insert(name, targets);
                }
            } else if ((name != QLatin1String("lora_rank") && name != QLatin1String("lora_dropout")) || lora) {
                job.insert(name, cellToJson(text));
            }
        }
        // Kept even when the row had problems: job indices must keep matching rows, and the
        // reader then reports the job's own problems too.
        jobs.append(job);
        return row;
    }

    QString m_fileName;
    const std::vector<GpuSpec> &m_gpus;
    QSet<QString> &m_ids;
    Diagnostics &m_issues;
    QStringList m_names;
    std::optional<Header> m_header;
    const CsvRecord *m_record = nullptr;
    bool m_serving = false;
};

double unitBytes(const QString &unit)
{
    return unit == QLatin1String("GiB") ? 1073741824.0 : 1e9;
}

double median(std::vector<double> values)
{
    if (values.empty()) {
        return std::nan("");
    }
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

struct KindSummary {
    ValidationKind kind = ValidationKind::Memory;
    int rows = 0;
    int holdoutRows = 0;
    int outside = 0;
    double medianAll = std::nan("");
    double medianTuning = std::nan(""); // without the holdout rows
    double medianHoldout = std::nan("");
    double worst = std::nan("");
    QString worstId;
};

std::vector<KindSummary> summarize(const std::vector<ValidationResult> &results)
{
    std::vector<KindSummary> out;
    for (ValidationKind kind : {ValidationKind::Memory, ValidationKind::KvCapacity, ValidationKind::Throughput,
                                ValidationKind::Ttft}) {
        KindSummary s;
        s.kind = kind;
        std::vector<double> all, tuning, holdout;
        for (const ValidationResult &r : results) {
            if (r.row.kind != kind) {
                continue;
            }
            const double e = std::abs(r.errorPct);
            ++s.rows;
            s.outside += r.pass ? 0 : 1;
            all.push_back(e);
            (r.row.holdout ? holdout : tuning).push_back(e);
            s.holdoutRows += r.row.holdout ? 1 : 0;
            if (std::isnan(s.worst) || e > s.worst) {
                s.worst = e;
                s.worstId = r.row.id;
            }
        }
        s.medianAll = median(all);
        s.medianTuning = median(tuning);
        s.medianHoldout = median(holdout);
        out.push_back(s);
    }
    return out;
}

QJsonValue jsonNumber(double v)
{
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

// Enough digits to compare with the published figure at a glance.
QString figure(double v)
{
    if (!std::isfinite(v)) {
        return QStringLiteral("—");
    }
    const double a = std::abs(v);
    return QString::number(v, 'f', a >= 1000 ? 0 : a >= 10 ? 2 : 3);
}

QString percent(double v, bool sign)
{
    if (!std::isfinite(v)) {
        return QStringLiteral("—");
    }
    return (sign && v > 0 ? QStringLiteral("+") : QString()) + QString::number(v, 'f', 1);
}

} // namespace

const char *validationKindId(ValidationKind kind)
{
    switch (kind) {
    case ValidationKind::Memory:
        return "memory";
    case ValidationKind::KvCapacity:
        return "kv_capacity";
    case ValidationKind::Throughput:
        return "throughput";
    case ValidationKind::Ttft:
        return "ttft";
    }
    return "memory";
}

Result<std::vector<ValidationRow>> readValidationSet(const QString &dir, const QString &shownDir,
                                                     const std::vector<ModelArch> &models,
                                                     const std::vector<GpuSpec> &gpus)
{
    const QDir folder(dir);
    if (!folder.exists()) {
        return Diagnostic::badInput(shownDir, QStringLiteral("no such folder (--dir: expected the folder of the validation CSV files)"));
    }
    const QStringList files = folder.entryList({QStringLiteral("*.csv")}, QDir::Files, QDir::Name);
    if (files.isEmpty()) {
        return Diagnostic::badInput(shownDir, QStringLiteral("no *.csv files in this folder"));
    }
    QStringList modelIds;
    for (const ModelArch &m : models) {
        modelIds.append(QString::fromStdString(m.id));
    }
    const ModelResolver resolve = resolverFor(models);
    Diagnostics issues;
    QSet<QString> ids;
    std::vector<ValidationRow> all;
    for (const QString &name : files) {
        const QString path = shownDir.endsWith(QLatin1Char('/')) ? shownDir + name : shownDir + QLatin1Char('/') + name;
        Result<QByteArray> data = readInputFile(folder.filePath(name));
        if (!data) {
            Diagnostic issue = data.diagnostic();
            issue.file = path;
            issues.append(issue);
            continue;
        }
        const auto records = parseCsv(*data, path);
        if (!records) {
            issues.append(records.diagnostics());
            continue;
        }
        FileReader reader(path, gpus, ids, issues);
        QJsonArray jobs;
        std::vector<ValidationRow> rows = reader.read(*records, jobs);
        if (rows.empty()) {
            continue;
        }
        const QJsonObject document{{QStringLiteral("format"), QLatin1String(kWorkloadFormat)},
                                   {QStringLiteral("jobs"), jobs}};
        const Result<Workload> workload = loadWorkload(QJsonDocument(document).toJson(QJsonDocument::Compact), path, resolve,
                                                       modelIds);
        if (!workload) {
            for (Diagnostic issue : workload.diagnostics()) {
                reader.relocate(issue, rows);
                issues.append(issue);
            }
            continue;
        }
        for (std::size_t i = 0; i < rows.size(); ++i) {
            rows[i].job = workload->jobs.at(i);
            all.push_back(std::move(rows[i]));
        }
    }
    if (!issues.isEmpty()) {
        return issues;
    }
    return all;
}

ValidationResult validateRow(const ValidationRow &row, const EstimateOptions &options)
{
    ValidationResult r;
    r.row = row;
    const Job &job = row.job;
    if (job.kind == JobKind::Training) {
        const TrainingJob &t = job.training;
        const Layout layout{row.gpus, std::max(1, t.tensorParallel), std::max(1, t.pipelineParallel),
                            std::clamp(t.zeroStage, 0, 3)};
        const TrainingEstimate e = estimateTraining(job.model, t, row.gpu, layout, options);
        double bytes = double(e.gpu.totalBytes);
        if (row.counter != QLatin1String("nvidia-smi")) {
            bytes -= e.terms.contextBytes; // torch's counters see only the caching allocator
        }
        if (row.counter == QLatin1String("max_memory_allocated")) {
            bytes -= e.terms.allocatorSlackBytes;
        }
        r.computed = bytes / unitBytes(row.unit);
    } else {
        InferenceJob inf = job.inference;
        const Layout layout{row.gpus, inf.tensorParallel > 0 ? inf.tensorParallel : row.gpus, 1, 0};
        InferenceEstimate e = estimateInference(job.model, inf, row.gpu, layout, options);
        if (row.concurrencyFromKv) {
            // A saturating benchmark keeps as many sequences running as the KV cache holds (the
            // engine's own sequence cap then limits the step). The cap guards a sliding window.
            inf.concurrency = std::clamp<std::int64_t>(e.maxConcurrencyAtContext, 1, 1 << 20);
            e = estimateInference(job.model, inf, row.gpu, layout, options);
        }
        const double block = double(std::max<std::int64_t>(1, inf.blockTokens));
        if (row.metric == QLatin1String("kv_blocks")) {
            r.computed = double(e.kvCapacityTokens) / block;
        } else if (row.metric == QLatin1String("kv_tokens")) {
            r.computed = double(e.kvCapacityTokens);
        } else if (row.metric == QLatin1String("concurrency")) {
            r.computed = e.concurrencyCapacity;
        } else if (row.metric == QLatin1String("output_tps")) {
            r.computed = e.aggregateTokensPerS;
        } else if (row.metric == QLatin1String("decode_tps_user")) {
            r.computed = e.decodeTokensPerSPerUser;
        } else { // ttft
            r.computed = row.unit == QLatin1String("ms") ? e.ttftS * 1000.0 : e.ttftS;
        }
    }
    r.errorPct = (r.computed - row.published) / row.published * 100.0;
    r.pass = std::isfinite(r.errorPct) && std::abs(r.errorPct) <= row.tolerancePct;
    return r;
}

QJsonObject validationToJson(const std::vector<ValidationResult> &results, const QString &dir)
{
    QJsonArray rows;
    int outside = 0;
    for (const ValidationResult &r : results) {
        outside += r.pass ? 0 : 1;
        rows.append(QJsonObject{
            {QStringLiteral("id"), r.row.id},
            {QStringLiteral("file"), r.row.file},
            {QStringLiteral("line"), r.row.line},
            {QStringLiteral("kind"), QLatin1String(validationKindId(r.row.kind))},
            {QStringLiteral("metric"), r.row.metric},
            {QStringLiteral("model"), QString::fromStdString(r.row.job.modelRef)},
            {QStringLiteral("gpu"), QString::fromStdString(r.row.gpu.id)},
            {QStringLiteral("gpus"), r.row.gpus},
            {QStringLiteral("unit"), r.row.unit},
            {QStringLiteral("published"), r.row.published},
            {QStringLiteral("computed"), jsonNumber(r.computed)},
            {QStringLiteral("error_pct"), jsonNumber(r.errorPct)},
            {QStringLiteral("tolerance_pct"), r.row.tolerancePct},
            {QStringLiteral("holdout"), r.row.holdout},
            {QStringLiteral("pass"), r.pass},
            {QStringLiteral("source"), r.row.source},
        });
    }
    QJsonArray summary;
    for (const KindSummary &s : summarize(results)) {
        summary.append(QJsonObject{
            {QStringLiteral("kind"), QLatin1String(validationKindId(s.kind))},
            {QStringLiteral("rows"), s.rows},
            {QStringLiteral("holdout_rows"), s.holdoutRows},
            {QStringLiteral("outside_tolerance"), s.outside},
            {QStringLiteral("median_abs_error_pct"), jsonNumber(s.medianAll)},
            {QStringLiteral("median_abs_error_pct_without_holdout"), jsonNumber(s.medianTuning)},
            {QStringLiteral("median_abs_error_pct_holdout"), jsonNumber(s.medianHoldout)},
            {QStringLiteral("worst_abs_error_pct"), jsonNumber(s.worst)},
            {QStringLiteral("worst_id"), s.worstId.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s.worstId)},
        });
    }
    return QJsonObject{
        {QStringLiteral("dir"), dir},
        {QStringLiteral("rows_total"), int(results.size())},
        {QStringLiteral("outside_tolerance"), outside},
        {QStringLiteral("rows"), rows},
        {QStringLiteral("summary"), summary},
    };
}

QString validationToText(const std::vector<ValidationResult> &results, const QString &dir)
{
    TextTable rows({QStringLiteral("id"), QStringLiteral("kind"), QStringLiteral("published"), QStringLiteral("computed"),
                    QStringLiteral("unit"), QStringLiteral("error %"), QStringLiteral("tolerance %"),
                    QStringLiteral("holdout"), QStringLiteral("result")});
    int outside = 0;
    for (const ValidationResult &r : results) {
        outside += r.pass ? 0 : 1;
        rows.addRow({r.row.id, QLatin1String(validationKindId(r.row.kind)), QString::number(r.row.published, 'g', 12),
                     figure(r.computed), r.row.unit, percent(r.errorPct, true), percent(r.row.tolerancePct, false),
                     r.row.holdout ? QStringLiteral("yes") : QString(), r.pass ? QStringLiteral("pass") : QStringLiteral("FAIL")});
    }
    TextTable summary({QStringLiteral("kind"), QStringLiteral("rows"), QStringLiteral("holdout"),
                       QStringLiteral("median |error| %"), QStringLiteral("without holdout"),
                       QStringLiteral("holdout only"), QStringLiteral("worst |error| %"), QStringLiteral("worst row"),
                       QStringLiteral("outside tolerance")});
    for (const KindSummary &s : summarize(results)) {
        summary.addRow({QLatin1String(validationKindId(s.kind)), QString::number(s.rows), QString::number(s.holdoutRows),
                        percent(s.medianAll, false), percent(s.medianTuning, false), percent(s.medianHoldout, false),
                        percent(s.worst, false), s.worstId, QString::number(s.outside)});
    }
    QString text = QStringLiteral("Validation set %1: %2 published measured runs\n\n").arg(dir).arg(results.size());
    text += rows.render();
    text += QStringLiteral("\n");
    text += summary.render();
    text += outside == 0 ? QStringLiteral("\nall %1 rows are within their tolerance\n").arg(results.size())
                         : QStringLiteral("\n%1 of %2 rows are outside their tolerance\n").arg(outside).arg(results.size());
    return text;
}

} // namespace rigplan::cli
