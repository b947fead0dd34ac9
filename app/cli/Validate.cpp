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

// Columns every file has; every other column of a file is a workload job key of the row's job.
const QStringList kCommonColumns{
    QStringLiteral("id"),        QStringLiteral("model"),         QStringLiteral("gpu"),
    QStringLiteral("gpus"),      QStringLiteral("published"),     QStringLiteral("unit"),
    QStringLiteral("source"),    QStringLiteral("source_date"),   QStringLiteral("source_quote"),
};
// Columns that describe the row or the benchmark, not the job.
const QStringList kRowColumns{
    QStringLiteral("id"),           QStringLiteral("metric"),         QStringLiteral("statistic"),
    QStringLiteral("model"),        QStringLiteral("gpu"),            QStringLiteral("gpus"),
    QStringLiteral("published"),    QStringLiteral("unit"),           QStringLiteral("tolerance_pct"),
    QStringLiteral("source"),       QStringLiteral("source_date"),    QStringLiteral("source_quote"),
    QStringLiteral("notes"),        QStringLiteral("engine_settings"), QStringLiteral("engine_version"),
    QStringLiteral("counter"),      QStringLiteral("request_rate"),   QStringLiteral("num_requests"),
    QStringLiteral("framework_version"), QStringLiteral("global_batch_tokens"),
};
// The name of the declaration of fitted constants in a set's folder (not a file of rows).
const QString kFittedFile = QStringLiteral("fitted.csv");
// What a memory row's published peak counts (README of the set): the engine's total per GPU includes
// the CUDA context and the allocator's slack, which torch.cuda.max_memory_allocated() leaves out.
// max_memory_active (torchtune's "Peak Memory Active") is counted as allocated; unstated as
// reserved (what the allocator holds: the figure a training script's log usually prints).
const QStringList kCounters{QStringLiteral("max_memory_allocated"), QStringLiteral("max_memory_active"),
                            QStringLiteral("max_memory_reserved"), QStringLiteral("nvidia-smi"),
                            QStringLiteral("unstated")};
// Engines of the workload format; a row run on another engine (MLC-LLM) keeps the format's default.
const QStringList kWorkloadEngines{QStringLiteral("vllm"), QStringLiteral("sglang"), QStringLiteral("tensorrt-llm")};
const QStringList kStatistics{QStringLiteral("mean"), QStringLiteral("median"), QStringLiteral("p90"),
                              QStringLiteral("p95"), QStringLiteral("p99")};
// A benchmark whose request count is not stated is replayed with this many requests per user
// (README of the set): enough for the first burst to be a small part of the figures.
constexpr std::int64_t kDefaultRequestsPerUser = 10;

struct Metric {
    const char *id;
    ValidationKind kind = ValidationKind::Memory;
    QStringList units;
    double defaultTolerancePct = 20; // when the row has no tolerance_pct (README of the set, "Tolerances")
};

const std::vector<Metric> &metrics()
{
    static const QStringList latency{QStringLiteral("ns"), QStringLiteral("us"), QStringLiteral("ms"), QStringLiteral("s")};
    static const QStringList tokenRate{QStringLiteral("tokens/s"), QStringLiteral("tokens/sec")}; // as sources print it
    static const std::vector<Metric> list{
        {"kv_blocks", ValidationKind::KvCapacity, {QStringLiteral("blocks")}, 10},
        {"kv_tokens", ValidationKind::KvCapacity, {QStringLiteral("tokens")}, 10},
        {"concurrency", ValidationKind::KvCapacity, {QStringLiteral("x")}, 10},
        {"output_tps", ValidationKind::Throughput, tokenRate, 20},
        {"total_tps", ValidationKind::Throughput, tokenRate, 20},
        {"request_tps", ValidationKind::Throughput, {QStringLiteral("requests/s")}, 20},
        {"decode_tps_user", ValidationKind::Throughput, tokenRate, 15},
        {"ttft", ValidationKind::Ttft, latency, 25},
        {"itl", ValidationKind::Itl, latency, 15},
        {"e2e_latency", ValidationKind::Throughput, latency, 20},
    };
    return list;
}

// The metrics of a training file that has a metric column (a file without one holds peak memory).
const std::vector<Metric> &trainingMetrics()
{
    static const QStringList tokenRate{QStringLiteral("tokens/s")};
    static const std::vector<Metric> list{
        {"tokens_per_s", ValidationKind::TrainingSpeed, tokenRate, 15},         // the whole job
        {"tokens_per_s_per_gpu", ValidationKind::TrainingSpeed, tokenRate, 15}, // torchtitan's WPS
        {"verdict", ValidationKind::FitVerdict, {QString()}, 50},               // published fits | oom
    };
    return list;
}

const Metric *findMetric(const QString &id, bool training)
{
    for (const Metric &m : training ? trainingMetrics() : metrics()) {
        if (id == QLatin1String(m.id)) {
            return &m;
        }
    }
    return nullptr;
}

QString metricIds(bool training)
{
    QStringList ids;
    for (const Metric &m : training ? trainingMetrics() : metrics()) {
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
        // A file with a method column holds training runs: peak memory, or (with a metric column)
        // speed and fit verdicts; else serving runs.
        m_training = header.has(QStringLiteral("method"));
        m_serving = !m_training && header.has(QStringLiteral("metric"));
        m_trainingMetric = m_training && header.has(QStringLiteral("metric"));
        QStringList required = kCommonColumns;
        if (!m_serving) {
            required.append(QStringLiteral("method"));
        }
        if (m_training && !m_trainingMetric) {
            required.append(QStringLiteral("counter"));
        }
        bool complete = true;
        for (const QString &name : required) {
            if (!header.has(name)) {
                fail(records.front().line, 0,
                     QStringLiteral("missing column \"%1\" (%2 rows: see tests/data/validation/README.md)")
                         .arg(name, m_serving ? QStringLiteral("serving") : QStringLiteral("memory")));
                complete = false;
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
            if (std::optional<ValidationRow> row = readRow(jobs)) {
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

    QString optionalCell(const QString &name) const { return m_header->has(name) ? cell(name) : QString(); }

    void readKind(ValidationRow &row)
    {
        if (m_training && !m_trainingMetric) {
            row.metric = QStringLiteral("memory");
            row.kind = ValidationKind::Memory;
            row.unit = cell(QStringLiteral("unit"));
            row.tolerancePct = 10;
            if (row.unit != QLatin1String("GB") && row.unit != QLatin1String("GiB")) {
                failAt(QStringLiteral("unit"), QStringLiteral("expected GB or GiB, got \"%1\"").arg(row.unit));
            }
            return;
        }
        row.metric = cell(QStringLiteral("metric"));
        const Metric *metric = findMetric(row.metric, m_training);
        if (!metric) {
            failAt(QStringLiteral("metric"),
                   QStringLiteral("expected one of %1, got \"%2\"").arg(metricIds(m_training), row.metric));
            return;
        }
        row.kind = metric->kind;
        row.tolerancePct = metric->defaultTolerancePct;
        row.unit = cell(QStringLiteral("unit"));
        if (!metric->units.contains(row.unit)) {
            failAt(QStringLiteral("unit"), QStringLiteral("expected %1 for metric %2, got \"%3\"")
                                               .arg(metric->units.join(QStringLiteral(" or ")), row.metric, row.unit));
        }
        row.statistic = optionalCell(QStringLiteral("statistic"));
        const bool latency = metric->units.contains(QStringLiteral("ms"));
        if (latency && !kStatistics.contains(row.statistic)) {
            failAt(QStringLiteral("statistic"), QStringLiteral("expected %1 for a latency, got \"%2\"")
                                                    .arg(kStatistics.join(QStringLiteral(", ")), row.statistic));
        } else if (!latency && !row.statistic.isEmpty()) {
            failAt(QStringLiteral("statistic"), QStringLiteral("expected nothing for metric %1, got \"%2\"")
                                                    .arg(row.metric, row.statistic));
        }
    }

    // concurrency: users of a closed loop, or all / kv (every request at once); request_rate:
    // Poisson arrivals per second (inf: at once); num_requests: the run's requests.
    void readLoad(ValidationRow &row, QJsonObject &job)
    {
        const QString users = optionalCell(QStringLiteral("concurrency"));
        const QString rate = optionalCell(QStringLiteral("request_rate"));
        const QString requests = optionalCell(QStringLiteral("num_requests"));
        BenchmarkLoad &load = row.load;
        if (users == QLatin1String("all") || users == QLatin1String("kv")) {
            load.users = 0;
            load.requestRate = std::numeric_limits<double>::infinity();
            job.insert(QStringLiteral("concurrency"), 1);
        } else if (!users.isEmpty()) {
            bool ok = false;
            load.users = users.toLongLong(&ok);
            if (!ok || load.users < 1 || load.users > 1'000'000) {
                failAt(QStringLiteral("concurrency"),
                       QStringLiteral("expected users from 1 to 1000000, all or kv, got \"%1\"").arg(users));
                load.users = 1;
            }
            job.insert(QStringLiteral("concurrency"), qint64(load.users));
        }
        if (!rate.isEmpty() && rate != QLatin1String("inf")) {
            if (const auto v = number(QStringLiteral("request_rate"), 1e-9, 1e9, "requests per second > 0, or inf")) {
                load.requestRate = *v;
                if (users.isEmpty()) {
                    load.users = 0; // open loop
                }
            }
        } else if (rate == QLatin1String("inf") && users.isEmpty()) {
            load.users = 0;
            load.requestRate = std::numeric_limits<double>::infinity();
        }
        if (!requests.isEmpty()) {
            if (const auto v = number(QStringLiteral("num_requests"), 1, 1e7, "a whole number of requests from 1")) {
                load.requests = std::int64_t(*v);
            }
        }
    }

    std::optional<ValidationRow> readRow(QJsonArray &jobs)
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
        readKind(row);
        if (row.kind == ValidationKind::FitVerdict) {
            const QString verdict = cell(QStringLiteral("published"));
            if (verdict != QLatin1String("fits") && verdict != QLatin1String("oom")) {
                failAt(QStringLiteral("published"), QStringLiteral("expected fits or oom, got \"%1\"").arg(verdict));
            }
            row.published = verdict == QLatin1String("fits") ? 1.0 : 0.0;
        } else if (const auto v = number(QStringLiteral("published"), 1e-12, 1e18, "a number > 0")) {
            row.published = *v;
        }
        if (!optionalCell(QStringLiteral("tolerance_pct")).isEmpty()) {
            if (const auto v = number(QStringLiteral("tolerance_pct"), 1e-9, 100, "a percentage > 0 and ≤ 100")) {
                row.tolerancePct = *v;
            }
        }
        bool gpusOk = false;
        row.gpus = cell(QStringLiteral("gpus")).toInt(&gpusOk);
        if (!gpusOk || row.gpus < 1 || row.gpus > 16384) {
            failAt(QStringLiteral("gpus"),
                   QStringLiteral("expected a whole number from 1 to 16384, got \"%1\"").arg(cell(QStringLiteral("gpus"))));
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
        row.counter = optionalCell(QStringLiteral("counter"));
        if (m_training && !m_trainingMetric && !kCounters.contains(row.counter)) {
            failAt(QStringLiteral("counter"),
                   QStringLiteral("expected one of %1, got \"%2\"").arg(kCounters.join(QStringLiteral(", ")), row.counter));
        }

        // The job as a workload-file job, so that the reader `estimate` uses checks every value;
        // every column that is not the row's own is a job key (an empty cell: the key's default).
        QJsonObject job;
        job.insert(QStringLiteral("kind"), m_serving ? QStringLiteral("inference") : QStringLiteral("training"));
        job.insert(QStringLiteral("model"), cell(QStringLiteral("model")));
        // A published run ran at its length even where the model card's limit is lower.
        job.insert(QStringLiteral("allow_context_beyond_model_max"), true);
        if (m_serving) {
            readLoad(row, job);
        }
        const bool lora = !m_serving && cell(QStringLiteral("method")) != QLatin1String("full");
        for (const QString &name : m_names) {
            const QString text = cell(name);
            if (kRowColumns.contains(name) || name == QLatin1String("concurrency") || text.isEmpty()) {
                continue;
            }
            if (m_serving && name == QLatin1String("pipeline_parallel")) {
                // Not a key of an inference job (the planner lays serving out in tensor parallel
                // and replicas), but a layout the engine expresses.
                if (const auto v = number(name, 1, 64, "pipeline stages from 1 to 64")) {
                    row.pipelineParallel = int(*v);
                }
                continue;
            }
            if (name == QLatin1String("engine")) {
                row.engine = text;
                if (kWorkloadEngines.contains(text)) {
                    job.insert(name, text);
                }
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
    bool m_training = false;
    bool m_trainingMetric = false; // a training file with a metric column: speed and verdicts
};

double unitBytes(const QString &unit)
{
    return unit == QLatin1String("GiB") ? 1073741824.0 : 1e9;
}

double secondsPerUnit(const QString &unit)
{
    if (unit == QLatin1String("ns"))
        return 1e-9;
    if (unit == QLatin1String("us"))
        return 1e-6;
    return unit == QLatin1String("ms") ? 1e-3 : 1.0;
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

// The figures of one group of rows: all, the rows no constant was fitted on, the fitted ones.
struct Summary {
    QString group;
    int rows = 0;
    int fittedRows = 0;
    int outsideUnfitted = 0;
    double medianUnfitted = std::nan("");
    double medianFitted = std::nan("");
    double worstUnfitted = std::nan("");
    QString worstId;
};

Summary summarize(const QString &group, const std::vector<const ValidationResult *> &results)
{
    Summary s;
    s.group = group;
    std::vector<double> unfitted, fitted;
    for (const ValidationResult *r : results) {
        const double e = std::isfinite(r->errorPct) ? std::abs(r->errorPct) : 1e9;
        ++s.rows;
        if (r->row.fitted) {
            ++s.fittedRows;
            fitted.push_back(e);
            continue;
        }
        unfitted.push_back(e);
        s.outsideUnfitted += r->pass ? 0 : 1;
        if (std::isnan(s.worstUnfitted) || e > s.worstUnfitted) {
            s.worstUnfitted = e;
            s.worstId = r->row.id;
        }
    }
    s.medianUnfitted = median(unfitted);
    s.medianFitted = median(fitted);
    return s;
}

std::vector<Summary> summaries(const std::vector<ValidationResult> &results, bool bySource)
{
    std::vector<Summary> out;
    if (!bySource) {
        for (ValidationKind kind : {ValidationKind::Memory, ValidationKind::FitVerdict, ValidationKind::TrainingSpeed,
                                    ValidationKind::KvCapacity, ValidationKind::Throughput, ValidationKind::Ttft,
                                    ValidationKind::Itl}) {
            std::vector<const ValidationResult *> group;
            for (const ValidationResult &r : results) {
                if (r.row.kind == kind) {
                    group.push_back(&r);
                }
            }
            out.push_back(summarize(QLatin1String(validationKindId(kind)), group));
        }
        return out;
    }
    QStringList sources;
    QHash<QString, std::vector<const ValidationResult *>> groups;
    for (const ValidationResult &r : results) {
        const QString key = r.row.file.section(QLatin1Char('/'), -1) + QStringLiteral(": ") + r.row.source;
        if (!groups.contains(key)) {
            sources.append(key);
        }
        groups[key].push_back(&r);
    }
    for (const QString &key : sources) {
        out.push_back(summarize(key, groups.value(key)));
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

// fitted.csv: constant, value, rows (space-separated ids), note.
void readFitted(const QString &path, const std::vector<CsvRecord> &records, ValidationSet &set, Diagnostics &issues)
{
    const auto constants = fittableConstants();
    QSet<QString> seen;
    for (std::size_t i = 1; i < records.size(); ++i) {
        const CsvRecord &r = records[i];
        if (r.fields.size() != 4) {
            issues.append(Diagnostic::badInput(path, QStringLiteral("expected 4 fields (constant,value,rows,note), got %1")
                                                         .arg(r.fields.size()), {}, r.line, 0));
            continue;
        }
        FittedConstant c;
        c.name = r.fields.at(0).trimmed();
        const auto known = std::find_if(constants.begin(), constants.end(), [&](const auto &k) { return k.first == c.name; });
        bool ok = false;
        c.declared = r.fields.at(1).trimmed().toDouble(&ok);
        if (known == constants.end()) {
            issues.append(Diagnostic::badInput(path, QStringLiteral("unknown constant \"%1\" (expected one of the engine's "
                                                                    "fittable constants: README of the set)").arg(c.name),
                                               QStringLiteral("constant"), r.line, 1));
            continue;
        }
        if (seen.contains(c.name)) {
            issues.append(Diagnostic::badInput(path, QStringLiteral("the constant \"%1\" is declared twice").arg(c.name),
                                               QStringLiteral("constant"), r.line, 1));
        }
        seen.insert(c.name);
        c.current = known->second;
        if (!ok || std::abs(c.declared - c.current) > 1e-9 * std::max(1.0, std::abs(c.current))) {
            issues.append(Diagnostic::badInput(path, QStringLiteral("\"%1\" is declared as %2 but the engine has %3: "
                                                                    "declare the value the engine uses")
                                                         .arg(c.name, r.fields.at(1).trimmed(), QString::number(c.current, 'g', 12)),
                                               QStringLiteral("value"), r.line, 2));
        }
        c.rows = r.fields.at(2).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        c.note = r.fields.at(3);
        set.constants.push_back(c);
    }
}

void markFitted(const QString &path, ValidationSet &set, Diagnostics &issues)
{
    QHash<QString, ValidationRow *> byId;
    for (ValidationRow &row : set.rows) {
        byId.insert(row.id, &row);
    }
    for (const FittedConstant &c : set.constants) {
        for (const QString &id : c.rows) {
            ValidationRow *row = byId.value(id);
            if (!row) {
                issues.append(Diagnostic::badInput(path, QStringLiteral("\"%1\" is fitted on row \"%2\", which the set does not have")
                                                             .arg(c.name, id), QStringLiteral("rows")));
                continue;
            }
            row->fitted = true;
            row->fittedConstants.append(c.name);
        }
    }
}

// The replay of a serving row's benchmark on one replica.
SimLoad replayLoad(const ValidationRow &row, const InferenceEstimate &e)
{
    const InferenceJob &inf = row.job.inference;
    const std::int64_t replicas = std::max(1, e.terms.replicas);
    SimLoad load;
    load.promptTokens = inf.promptTokens + std::int64_t(e.terms.imageTokensPerRequest);
    load.outputTokens = std::max<std::int64_t>(1, inf.outputTokens);
    load.users = row.load.users > 0 ? (row.load.users + replicas - 1) / replicas : 0;
    load.requestRate = row.load.requestRate / double(replicas);
    const std::int64_t stated = row.load.requests > 0 ? (row.load.requests + replicas - 1) / replicas : 0;
    load.requests = stated > 0 ? stated : std::max<std::int64_t>(1, load.users) * kDefaultRequestsPerUser;
    return load;
}

double statisticOf(const LatencyStats &s, const QString &statistic)
{
    if (statistic == QLatin1String("median"))
        return s.p50;
    if (statistic == QLatin1String("p90"))
        return s.p90;
    if (statistic == QLatin1String("p95"))
        return s.p95;
    if (statistic == QLatin1String("p99"))
        return s.p99;
    return s.mean;
}

double servingFigure(const ValidationRow &row, const InferenceEstimate &e, const SimResult &sim)
{
    const InferenceJob &inf = row.job.inference;
    // The engine's block: the job's, or the larger one vLLM takes for a hybrid model.
    const double block = std::max(double(std::max<std::int64_t>(1, inf.blockTokens)), e.terms.kvBlockTokens);
    const double replicas = double(std::max(1, e.terms.replicas));
    const QString &m = row.metric;
    if (m == QLatin1String("kv_blocks"))
        return double(e.kvCapacityTokens) / block;
    if (m == QLatin1String("kv_tokens"))
        return double(e.kvCapacityTokens);
    if (m == QLatin1String("concurrency")) {
        // vLLM prints "Maximum concurrency" as the pool's tokens over max_model_len, sliding-window
        // layers or not (v1/core/kv_cache_utils.py); the other engines print no such line. For a
        // hybrid model it is the pool's blocks over one request's: its attention blocks and one
        // page per state group (get_max_concurrency_for_kv_cache_config), as concurrencyCapacity.
        const double ctx = double(inf.contextLength);
        const bool hybrid = e.terms.stateAllocatedBytesPerSeq > 0;
        return row.engine == QLatin1String("vllm") && ctx > 0 && !hybrid ? double(e.kvCapacityTokens) / ctx
                                                                          : e.concurrencyCapacity;
    }
    if (m == QLatin1String("output_tps"))
        return sim.outputTokensPerS * replicas;
    if (m == QLatin1String("request_tps"))
        return sim.requestsPerS * replicas;
    if (m == QLatin1String("total_tps"))
        return sim.requestsPerS * replicas * double(inf.promptTokens + inf.outputTokens);
    if (m == QLatin1String("decode_tps_user"))
        return sim.tpotS.mean > 0 ? 1.0 / sim.tpotS.mean : 0.0;
    const double unit = secondsPerUnit(row.unit);
    if (m == QLatin1String("ttft"))
        return statisticOf(sim.ttftS, row.statistic) / unit;
    if (m == QLatin1String("itl"))
        return statisticOf(sim.tpotS, row.statistic) / unit;
    return statisticOf(sim.e2eS, row.statistic) / unit; // e2e_latency
}

bool needsReplay(const ValidationRow &row)
{
    return row.kind != ValidationKind::Memory && row.kind != ValidationKind::KvCapacity
           && row.kind != ValidationKind::TrainingSpeed && row.kind != ValidationKind::FitVerdict;
}

ValidationResult compare(const ValidationRow &row, double computed)
{
    ValidationResult r;
    r.row = row;
    r.computed = computed;
    r.errorPct = (r.computed - row.published) / row.published * 100.0;
    r.pass = std::isfinite(r.errorPct) && std::abs(r.errorPct) <= row.tolerancePct;
    return r;
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
    case ValidationKind::Itl:
        return "itl";
    case ValidationKind::TrainingSpeed:
        return "training_speed";
    case ValidationKind::FitVerdict:
        return "fit_verdict";
    }
    return "memory";
}

std::vector<std::pair<QString, double>> fittableConstants()
{
    const EstimateOptions o;
    return {
        {QStringLiteral("compute_efficiency"), o.computeEfficiency},
        {QStringLiteral("memory_bandwidth_efficiency"), o.memoryBandwidthEfficiency},
        {QStringLiteral("per_layer_step_s"), o.perLayerStepS},
        {QStringLiteral("all_reduce_latency_s"), o.allReduceLatencyS},
        {QStringLiteral("decode_block_bandwidth_share"), o.decodeBlockBandwidthShare},
        {QStringLiteral("vllm_comm_buffer_bytes"), double(engineRow(ServingEngine::Vllm).commBufferBytes)},
        {QStringLiteral("vllm_step_overhead_s"), kVllmStepOverheadS},
        {QStringLiteral("sglang_step_overhead_s"), kSglangStepOverheadS},
        {QStringLiteral("trtllm_step_overhead_s"), kTrtllmStepOverheadS},
        {QStringLiteral("inference_runtime_bytes"), double(o.inferenceRuntimeBytes)},
        {QStringLiteral("training_compute_efficiency"), o.trainingComputeEfficiency},
        {QStringLiteral("allocator_slack_fraction"), o.allocatorSlackFraction},
        {QStringLiteral("qlora_workspace_bytes_per_hidden_and_mlp"), o.qloraWorkspaceBytesPerHiddenAndMlp},
    };
}

Result<ValidationSet> readValidationSet(const QString &dir, const QString &shownDir, const std::vector<ModelArch> &models,
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
    ValidationSet set;
    QString fittedPath;
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
        if (name == kFittedFile) {
            fittedPath = path;
            readFitted(path, *records, set, issues);
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
            // A measured training peak is also a verdict: the run fitted on that GPU.
            if (rows[i].job.kind == JobKind::Training && rows[i].kind == ValidationKind::Memory) {
                ValidationRow ran = rows[i];
                ran.id += QStringLiteral("#fits");
                ran.kind = ValidationKind::FitVerdict;
                ran.metric = QStringLiteral("verdict");
                ran.unit.clear();
                ran.published = 1.0;
                ran.tolerancePct = 50;
                set.rows.push_back(std::move(rows[i]));
                set.rows.push_back(std::move(ran));
            } else {
                set.rows.push_back(std::move(rows[i]));
            }
        }
    }
    markFitted(fittedPath, set, issues);
    if (!issues.isEmpty()) {
        return issues;
    }
    return set;
}

namespace {

Layout layoutOf(const ValidationRow &row)
{
    const InferenceJob &inf = row.job.inference;
    const int pp = std::max(1, row.pipelineParallel);
    return Layout{row.gpus, inf.tensorParallel > 0 ? inf.tensorParallel : std::max(1, row.gpus / pp), pp, 0};
}

} // namespace

ValidationResult validateRow(const ValidationRow &row, const EstimateOptions &options)
{
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
        if (row.counter == QLatin1String("max_memory_allocated") || row.counter == QLatin1String("max_memory_active")) {
            bytes -= e.terms.allocatorSlackBytes;
        }
        switch (row.kind) {
        case ValidationKind::FitVerdict: {
            ValidationResult r = compare(row, e.fits ? 1.0 : 0.0);
            r.errorPct = r.computed == row.published ? 0.0 : 100.0;
            r.pass = r.errorPct == 0.0;
            return r;
        }
        case ValidationKind::TrainingSpeed:
            return compare(row, row.metric == QLatin1String("tokens_per_s_per_gpu") ? e.tokensPerS / row.gpus
                                                                                    : e.tokensPerS);
        default:
            return compare(row, bytes / unitBytes(row.unit));
        }
    }
    const InferenceEstimate e = estimateInference(job.model, job.inference, row.gpu, layoutOf(row), options);
    SimResult sim;
    if (needsReplay(row)) {
        sim = simulateServing(e.terms.stepCost, e.terms.simEngine, replayLoad(row, e));
    }
    return compare(row, servingFigure(row, e, sim));
}

std::vector<ValidationResult> validateRows(const std::vector<ValidationRow> &rows, const EstimateOptions &options)
{
    // Rows of one benchmark run differ only in the figure they compare: one estimate and replay.
    struct Run {
        const ValidationRow *row;
        InferenceEstimate estimate;
        SimResult sim;
    };
    std::vector<Run> runs;
    std::vector<ValidationResult> results;
    results.reserve(rows.size());
    for (const ValidationRow &row : rows) {
        if (row.job.kind == JobKind::Training || !needsReplay(row)) {
            results.push_back(validateRow(row, options));
            continue;
        }
        const auto same = std::find_if(runs.rbegin(), runs.rend(), [&](const Run &r) {
            return r.row->job == row.job && r.row->gpus == row.gpus && r.row->gpu.id == row.gpu.id
                   && r.row->pipelineParallel == row.pipelineParallel
                   && r.row->load.users == row.load.users && r.row->load.requests == row.load.requests
                   && (r.row->load.requestRate == row.load.requestRate
                       || (std::isnan(r.row->load.requestRate) && std::isnan(row.load.requestRate)));
        });
        if (same == runs.rend()) {
            Run run{&row, estimateInference(row.job.model, row.job.inference, row.gpu, layoutOf(row), options), {}};
            run.sim = simulateServing(run.estimate.terms.stepCost, run.estimate.terms.simEngine, replayLoad(row, run.estimate));
            runs.push_back(std::move(run));
            results.push_back(compare(row, servingFigure(row, runs.back().estimate, runs.back().sim)));
        } else {
            results.push_back(compare(row, servingFigure(row, same->estimate, same->sim)));
        }
    }
    return results;
}

QJsonObject validationToJson(const std::vector<ValidationResult> &results, const ValidationSet &set, const QString &dir,
                             bool bySource)
{
    QJsonArray rows;
    int outside = 0;
    for (const ValidationResult &r : results) {
        outside += r.pass || r.row.fitted ? 0 : 1;
        rows.append(QJsonObject{
            {QStringLiteral("id"), r.row.id},
            {QStringLiteral("file"), r.row.file},
            {QStringLiteral("line"), r.row.line},
            {QStringLiteral("kind"), QLatin1String(validationKindId(r.row.kind))},
            {QStringLiteral("metric"), r.row.metric},
            {QStringLiteral("statistic"), r.row.statistic},
            {QStringLiteral("model"), QString::fromStdString(r.row.job.modelRef)},
            {QStringLiteral("gpu"), QString::fromStdString(r.row.gpu.id)},
            {QStringLiteral("gpus"), r.row.gpus},
            {QStringLiteral("unit"), r.row.unit},
            {QStringLiteral("published"), r.row.published},
            {QStringLiteral("computed"), jsonNumber(r.computed)},
            {QStringLiteral("error_pct"), jsonNumber(r.errorPct)},
            {QStringLiteral("tolerance_pct"), r.row.tolerancePct},
            {QStringLiteral("fitted"), r.row.fitted},
            {QStringLiteral("fitted_constants"), QJsonArray::fromStringList(r.row.fittedConstants)},
            {QStringLiteral("pass"), r.pass},
            {QStringLiteral("source"), r.row.source},
        });
    }
    const auto summaryJson = [](const std::vector<Summary> &list, const QString &key) {
        QJsonArray out;
        for (const Summary &s : list) {
            out.append(QJsonObject{
                {key, s.group},
                {QStringLiteral("rows"), s.rows},
                {QStringLiteral("fitted_rows"), s.fittedRows},
                {QStringLiteral("unfitted_outside_tolerance"), s.outsideUnfitted},
                {QStringLiteral("median_abs_error_pct_unfitted"), jsonNumber(s.medianUnfitted)},
                {QStringLiteral("median_abs_error_pct_fitted"), jsonNumber(s.medianFitted)},
                {QStringLiteral("worst_abs_error_pct_unfitted"), jsonNumber(s.worstUnfitted)},
                {QStringLiteral("worst_id"), s.worstId.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s.worstId)},
            });
        }
        return out;
    };
    QJsonArray constants;
    for (const FittedConstant &c : set.constants) {
        constants.append(QJsonObject{{QStringLiteral("constant"), c.name},
                                     {QStringLiteral("value"), c.current},
                                     {QStringLiteral("rows"), QJsonArray::fromStringList(c.rows)},
                                     {QStringLiteral("note"), c.note}});
    }
    QJsonObject out{
        {QStringLiteral("dir"), dir},
        {QStringLiteral("rows_total"), int(results.size())},
        {QStringLiteral("unfitted_outside_tolerance"), outside},
        {QStringLiteral("fitted_constants"), constants},
        {QStringLiteral("rows"), rows},
        {QStringLiteral("summary"), summaryJson(summaries(results, false), QStringLiteral("kind"))},
    };
    if (bySource) {
        out.insert(QStringLiteral("by_source"), summaryJson(summaries(results, true), QStringLiteral("source")));
    }
    return out;
}

QString validationToText(const std::vector<ValidationResult> &results, const ValidationSet &set, const QString &dir,
                         bool bySource)
{
    TextTable rows({QStringLiteral("id"), QStringLiteral("kind"), QStringLiteral("published"), QStringLiteral("computed"),
                    QStringLiteral("unit"), QStringLiteral("error %"), QStringLiteral("tolerance %"),
                    QStringLiteral("fitted"), QStringLiteral("result")});
    int outside = 0, unfitted = 0;
    for (const ValidationResult &r : results) {
        outside += r.pass || r.row.fitted ? 0 : 1;
        unfitted += r.row.fitted ? 0 : 1;
        rows.addRow({r.row.id, QLatin1String(validationKindId(r.row.kind)), QString::number(r.row.published, 'g', 12),
                     figure(r.computed), r.row.unit, percent(r.errorPct, true), percent(r.row.tolerancePct, false),
                     r.row.fitted ? QStringLiteral("fitted") : QString(), r.pass ? QStringLiteral("pass") : QStringLiteral("FAIL")});
    }
    const auto table = [](const std::vector<Summary> &list, const QString &first) {
        TextTable t({first, QStringLiteral("rows"), QStringLiteral("fitted"), QStringLiteral("median |error| % unfitted"),
                     QStringLiteral("worst unfitted"), QStringLiteral("worst row"), QStringLiteral("unfitted outside"),
                     QStringLiteral("median fitted")});
        for (const Summary &s : list) {
            t.addRow({s.group, QString::number(s.rows), QString::number(s.fittedRows), percent(s.medianUnfitted, false),
                      percent(s.worstUnfitted, false), s.worstId, QString::number(s.outsideUnfitted),
                      percent(s.medianFitted, false)});
        }
        return t.render();
    };
    QString text = QStringLiteral("Validation set %1: %2 published measured runs, %3 of them used for no fit\n\n")
                       .arg(dir).arg(results.size()).arg(unfitted);
    text += rows.render();
    text += QStringLiteral("\nFitted constants (fitted.csv):\n");
    for (const FittedConstant &c : set.constants) {
        text += QStringLiteral("  %1 = %2 on %3 rows\n").arg(c.name, QString::number(c.current, 'g', 12)).arg(c.rows.size());
    }
    text += QStringLiteral("\nAccuracy we claim: the rows no constant was fitted on\n");
    text += table(summaries(results, false), QStringLiteral("kind"));
    if (bySource) {
        text += QStringLiteral("\n");
        text += table(summaries(results, true), QStringLiteral("source"));
    }
    text += outside == 0 ? QStringLiteral("\nall %1 unfitted rows are within their tolerance\n").arg(unfitted)
                         : QStringLiteral("\n%1 of %2 unfitted rows are outside their tolerance\n").arg(outside).arg(unfitted);
    return text;
}

} // namespace rigplan::cli
