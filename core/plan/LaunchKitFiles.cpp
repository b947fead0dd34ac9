// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/LaunchKitFiles.h"

#include "util/AtomicFile.h"
#include "util/SafeText.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace rigplan {

namespace {

// The kit's words, in the rigplan::LaunchKit context (lupdate reads the declaration).
class KitText {
    Q_DECLARE_TR_FUNCTIONS(rigplan::LaunchKit)
};

QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

// A value as one shell word: single-quoted unless it is plainly safe.
QString shellWord(const QString &value)
{
    static const QString safe = QStringLiteral("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._/:,=+-");
    if (!value.isEmpty() && std::all_of(value.begin(), value.end(), [](QChar c) { return safe.contains(c); })) {
        return value;
    }
    QString quoted = value;
    quoted.replace(QLatin1Char('\''), QLatin1String("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

// Free text (a title, a job name) on one comment or Markdown line: no control characters.
QString oneLine(const std::string &text)
{
    QString line = terminalSafe(qs(text));
    line.replace(QLatin1Char('\n'), QLatin1Char(' ')).replace(QLatin1Char('\r'), QLatin1Char(' '));
    return line;
}

QString options(const std::vector<KitOption> &list)
{
    QStringList words;
    for (const KitOption &o : list) {
        words << qs(o.flag);
        if (!o.value.empty()) {
            words << shellWord(qs(o.value));
        }
    }
    return words.join(QLatin1Char(' '));
}

// vllm bench serve's options, the checkpoint as the job's variable (MODEL_N may name a local copy).
QString benchOptions(const std::vector<KitOption> &list, int n)
{
    std::vector<KitOption> bench = list;
    for (KitOption &o : bench) {
        if (o.figure == KitFigure::Model) {
            o.value = "MODEL"; // replaced below by the variable
        }
    }
    QString line = options(bench);
    line.replace(QStringLiteral("--model MODEL"), QStringLiteral("--model \"$MODEL_%1\"").arg(n));
    return line;
}

QString figureWords(KitFigure figure)
{
    switch (figure) {
    case KitFigure::Model: return KitText::tr("the model");
    case KitFigure::Engine: return KitText::tr("the serving engine");
    case KitFigure::Weights: return KitText::tr("the weights' format");
    case KitFigure::KvCache: return KitText::tr("the KV cache's format");
    case KitFigure::TensorParallel: return KitText::tr("GPUs per replica (the layout)");
    case KitFigure::Context: return KitText::tr("the context length");
    case KitFigure::Users: return KitText::tr("the users per replica");
    case KitFigure::MemoryFraction: return KitText::tr("the engine's memory share the KV cache was sized with");
    case KitFigure::StepTokens: return KitText::tr("tokens per engine step");
    case KitFigure::StepSeqs: return KitText::tr("sequences per engine step (the engine's cap, or the users when fewer)");
    case KitFigure::ChunkedPrefill: return KitText::tr("chunked prefill");
    case KitFigure::BlockTokens: return KitText::tr("the KV block size");
    case KitFigure::Port: return KitText::tr("the replica's port");
    case KitFigure::Prompt: return KitText::tr("the prompt tokens per request");
    case KitFigure::Output: return KitText::tr("the output tokens per request");
    case KitFigure::Requests: return KitText::tr("the requests the plan's simulation replayed");
    case KitFigure::Gpus: return KitText::tr("the GPUs of the layout");
    case KitFigure::ZeroStage: return KitText::tr("the ZeRO stage / sharding of the layout");
    case KitFigure::Offload: return KitText::tr("the offload");
    case KitFigure::Precision: return KitText::tr("the training precision");
    case KitFigure::MicroBatch: return KitText::tr("the micro-batch");
    case KitFigure::Accumulation: return KitText::tr("the gradient accumulation");
    case KitFigure::Checkpointing: return KitText::tr("the activation checkpointing");
    case KitFigure::LoraRank: return KitText::tr("the LoRA rank");
    case KitFigure::LoraTargets: return KitText::tr("the LoRA target modules");
    case KitFigure::LoraDropout: return KitText::tr("the LoRA dropout");
    }
    return QString();
}

// Where accept.sh reads a threshold's measurement: the result key, and the conversion to the
// threshold's unit ("mul:F" multiplies, "inv:F" takes F / value).
struct ResultKey {
    const char *key;
    const char *conversion;
};
ResultKey resultKey(KitMetric metric)
{
    switch (metric) {
    case KitMetric::OutputTokensPerS: return {"output_throughput", "mul:1"};
    case KitMetric::TokensPerSPerUser: return {"mean_tpot_ms", "inv:1000"};
    case KitMetric::TtftP50S: return {"median_ttft_ms", "mul:0.001"};
    case KitMetric::TtftP90S: return {"p90_ttft_ms", "mul:0.001"};
    case KitMetric::TrainingTokensPerS: return {"tokens_per_s", "mul:1"};
    case KitMetric::PeakMemoryBytes: return {"max_memory_allocated_bytes", "mul:1"};
    }
    return {"", "mul:1"};
}

QString formatName(Precision p)
{
    switch (p) {
    case Precision::Fp8: return QStringLiteral("FP8");
    case Precision::Int8: return QStringLiteral("INT8 (W8A8)");
    case Precision::Int4: return QStringLiteral("INT4 (AWQ / GPTQ)");
    case Precision::Nvfp4: return QStringLiteral("NVFP4");
    case Precision::Mxfp4: return QStringLiteral("MXFP4");
    default: return QStringLiteral("16-bit");
    }
}

QString tierWords(TierKind kind)
{
    switch (kind) {
    case TierKind::Entry: return KitText::tr("Entry");
    case TierKind::Mainstream: return KitText::tr("Mainstream");
    case TierKind::High: return KitText::tr("High-performance");
    }
    return QString();
}

QString engineName(ServingEngine engine)
{
    switch (engine) {
    case ServingEngine::Vllm: return QStringLiteral("vLLM");
    case ServingEngine::Sglang: return QStringLiteral("SGLang");
    case ServingEngine::TensorRtLlm: return QStringLiteral("TensorRT-LLM");
    }
    return QString();
}

QString frameworkName(TrainingFramework framework)
{
    switch (framework) {
    case TrainingFramework::DeepSpeed: return QStringLiteral("DeepSpeed");
    case TrainingFramework::Megatron: return QStringLiteral("Megatron-LM");
    case TrainingFramework::Fsdp: return QStringLiteral("PyTorch FSDP (Accelerate)");
    case TrainingFramework::HfTrainer: return QStringLiteral("Hugging Face Trainer (Accelerate)");
    }
    return QString();
}

QString serveCommand(const ServingKit &kit, int n)
{
    switch (kit.engine) {
    case ServingEngine::Vllm: return QStringLiteral("vllm serve \"$MODEL_%1\"").arg(n);
    case ServingEngine::Sglang: return QStringLiteral("python3 -m sglang.launch_server --model-path \"$MODEL_%1\"").arg(n);
    case ServingEngine::TensorRtLlm: return QStringLiteral("trtllm-serve \"$MODEL_%1\"").arg(n);
    }
    return QString();
}

// TensorRT-LLM's options file (trtllm-serve --extra_llm_api_options): "a.b" keys one level deep.
QByteArray trtllmExtraOptions(const ServingKit &kit)
{
    QByteArray yaml = "# TensorRT-LLM LLM API options (trtllm-serve --extra_llm_api_options)\n";
    QString section;
    for (const KitOption &o : kit.engineConfig) {
        const QString key = qs(o.flag);
        const qsizetype dot = key.indexOf(QLatin1Char('.'));
        if (dot < 0) {
            yaml += (key + QStringLiteral(": ") + qs(o.value) + QLatin1Char('\n')).toUtf8();
            continue;
        }
        if (key.left(dot) != section) {
            section = key.left(dot);
            yaml += (section + QStringLiteral(":\n")).toUtf8();
        }
        yaml += (QStringLiteral("  ") + key.mid(dot + 1) + QStringLiteral(": ") + qs(o.value) + QLatin1Char('\n')).toUtf8();
    }
    return yaml;
}

// MODEL_N=…: the checkpoint, or a stop with what to set when the plan's checkpoint must come
// from the client (a quantised one, or a model without a public repository).
QString modelLine(const ServingKit &kit, int n)
{
    if (kit.modelFromCatalogId || kit.quantizedCheckpoint) {
        // The name stands inside "${…:?…}": what the shell would expand there (a frozen kit is
        // read from a file) becomes '_'. Repositories and catalog ids have none of it.
        QString model = qs(kit.model);
        for (QChar &c : model) {
            if (QStringLiteral("$`\\\"}").contains(c)) {
                c = QLatin1Char('_');
            }
        }
        const QString need = kit.quantizedCheckpoint
            ? QStringLiteral("a checkpoint of %1 quantised to %2").arg(model, formatName(*kit.quantizedCheckpoint))
            : QStringLiteral("the checkpoint of %1").arg(model);
        return QStringLiteral(": \"${MODEL_%1:?set MODEL_%1 to %2}\"\n").arg(n).arg(need);
    }
    return QStringLiteral("MODEL_%1=${MODEL_%1:-%2}\n").arg(n).arg(shellWord(qs(kit.model)));
}

QByteArray serveScript(const ServingKit &kit, int n, const QString &header, const char *devicesVariable)
{
    QString s = QStringLiteral("#!/bin/sh\n") + header;
    s += QStringLiteral("# Starts job %1's replicas as the plan sized them; stop them with Ctrl-C.\nset -eu\ncd \"$(dirname \"$0\")\"\n").arg(n);
    s += modelLine(kit, n);
    QString extra;
    if (kit.engine == ServingEngine::TensorRtLlm) {
        extra = QStringLiteral(" --extra_llm_api_options trtllm-%1.yaml").arg(n);
    }
    for (const KitReplica &r : kit.replicas) {
        QStringList gpus;
        for (int g : r.gpus) {
            gpus << QString::number(g);
        }
        s += QStringLiteral("%1=%2 %3 %4%5 --port %6 &\n")
                 .arg(QLatin1String(devicesVariable), gpus.join(QLatin1Char(',')), serveCommand(kit, n), options(kit.serve), extra)
                 .arg(r.port);
    }
    s += QStringLiteral("wait\n");
    return s.toUtf8();
}

void appendCheck(QString &script, const QString &file, const KitThreshold &t, const QString &label)
{
    const ResultKey key = resultKey(t.metric);
    script += QStringLiteral("check %1 %2 %3 %4 %5 %6\n")
                  .arg(shellWord(file), QLatin1String(key.key), QLatin1String(key.conversion),
                       t.atLeast ? QStringLiteral("ge") : QStringLiteral("le"), QString::number(t.limit, 'g', 10),
                       shellWord(label));
}

// rigplan_probe.py: measures a training job for accept.sh. Python 3 and the job's own PyTorch;
// the Hugging Face callback imports transformers only when asked for.
const char *kProbe = R"PY(# Measures a training run for the acceptance kit: tokens/s and peak GPU memory, written to
# results/job-N.json beside this file, which `sh accept.sh --check` then judges.
# In the training script, on every rank (README.md gives each job's line):
#     from rigplan_probe import Probe
#     probe = Probe(job=1, tokens_per_step=65536)
#     ...after each optimizer step:  probe.step()
# or with the Hugging Face Trainer / TRL:  trainer.add_callback(probe.callback())
# It lets `warmup` steps pass (compilation, allocator growth), times the next `steps`, then
# writes tokens_per_step x steps / seconds and the largest torch.cuda.max_memory_allocated()
# of all ranks. Training goes on unchanged.
import json
import os
import time

import torch


class Probe:
    def __init__(self, job, tokens_per_step, warmup=10, steps=50, results=None, clock=time.perf_counter):
        self.job = int(job)
        self.tokens_per_step = int(tokens_per_step)
        self.warmup = max(1, int(warmup))
        self.steps = max(1, int(steps))
        here = os.path.dirname(os.path.abspath(__file__))
        self.path = os.path.join(results or os.path.join(here, "results"), "job-%d.json" % self.job)
        self.clock = clock
        self.count = 0
        self.start = None

    def step(self):
        self.count += 1
        if self.count == self.warmup:
            torch.cuda.synchronize()
            self.start = self.clock()
        elif self.count == self.warmup + self.steps:
            torch.cuda.synchronize()
            self._write(self.clock() - self.start)

    def callback(self):
        from transformers import TrainerCallback

        probe = self

        class ProbeCallback(TrainerCallback):
            def on_step_end(self, args, state, control, **kwargs):
                probe.step()

        return ProbeCallback()

    def _write(self, seconds):
        peak = torch.cuda.max_memory_allocated()
        rank = 0
        dist = torch.distributed
        if dist.is_available() and dist.is_initialized():
            gathered = torch.tensor([peak], dtype=torch.int64, device="cuda")
            dist.all_reduce(gathered, op=dist.ReduceOp.MAX)
            peak = int(gathered.item())
            rank = dist.get_rank()
        if rank != 0:
            return
        result = {
            "tokens_per_s": self.tokens_per_step * self.steps / seconds,
            "max_memory_allocated_bytes": int(peak),
            "steps": self.steps,
            "seconds": seconds,
        }
        os.makedirs(os.path.dirname(self.path), exist_ok=True)
        with open(self.path + ".tmp", "w") as f:
            json.dump(result, f, indent=2)
        os.replace(self.path + ".tmp", self.path)
        print("rigplan_probe: job %d: %.0f tokens/s, peak %.2f GB -> %s"
              % (self.job, result["tokens_per_s"], peak / 1e9, self.path))
)PY";

// The script's fixed part: options, and check() (python3 reads the benchmark's JSON result).
const char *kAcceptHead = R"SH(# Benchmarks each serving job's replicas (started with serve-N.sh) with vllm bench serve and
# checks every threshold of README.md; training jobs are checked from results/job-N.json.
# Usage: sh accept.sh          run the benchmarks, then check
#        sh accept.sh --check  check the results already in results/
set -eu
cd "$(dirname "$0")"
results=results
mkdir -p "$results"
run=true
if [ "${1:-}" = "--check" ]; then run=false; fi
failed=0

# check FILE KEY CONVERSION ge|le LIMIT LABEL: PASS when the converted value at KEY meets LIMIT.
check() {
    if python3 - "$@" <<'PY'
import json, sys
path, key, conversion, op, limit, label = sys.argv[1:7]
try:
    with open(path) as f:
        value = json.load(f).get(key)
except (OSError, ValueError) as e:
    print(f"FAIL  {label}: cannot read {path}: {e}")
    sys.exit(1)
if isinstance(value, bool) or not isinstance(value, (int, float)):
    print(f"FAIL  {label}: no number at {key} in {path}")
    sys.exit(1)
kind, factor = conversion.split(":")
measured = float(factor) / value if kind == "inv" and value else value * float(factor)
ok = measured >= float(limit) if op == "ge" else measured <= float(limit)
sign = ">=" if op == "ge" else "<="
print(f"{'PASS' if ok else 'FAIL'}  {label}: measured {measured:.4g}, required {sign} {float(limit):.4g}")
sys.exit(0 if ok else 1)
PY
    then :; else failed=1; fi
}
)SH";

QString acceptHead(const QString &header)
{
    return QStringLiteral("#!/bin/sh\n") + header + QString::fromUtf8(kAcceptHead);
}

QByteArray acceptScript(const LaunchKit &kit, const QString &header)
{
    QString s = acceptHead(header);
    for (const JobKit &job : kit.jobs) {
        const int n = job.job + 1;
        if (job.serving) {
            const ServingKit &k = *job.serving;
            s += QStringLiteral("\n# Job %1 (serving)\n").arg(n);
            for (std::size_t r = 0; r < k.replicas.size(); ++r) {
                const QString file = QStringLiteral("$results/job-%1-replica-%2.json").arg(n).arg(r + 1);
                const QString line = benchOptions(k.bench, n);
                s += QStringLiteral("if $run; then\n    %1    vllm bench serve %2 --port %3 --save-result --result-dir \"$results\" "
                                    "--result-filename job-%4-replica-%5.json\nfi\n")
                         .arg(modelLine(k, n), line)
                         .arg(k.replicas[r].port)
                         .arg(n)
                         .arg(r + 1);
                for (const KitThreshold &t : k.thresholds) {
                    appendCheck(s, QStringLiteral("results/job-%1-replica-%2.json").arg(n).arg(r + 1), t,
                                QStringLiteral("job %1 replica %2: %3").arg(n).arg(r + 1).arg(kitMetricWords(t.metric)));
                }
            }
        } else if (job.training) {
            s += QStringLiteral("\n# Job %1 (training): results/job-%1.json comes from rigplan_probe.py in your run (README.md)\n").arg(n);
            for (const KitThreshold &t : job.training->thresholds) {
                appendCheck(s, QStringLiteral("results/job-%1.json").arg(n), t,
                            QStringLiteral("job %1: %2").arg(n).arg(kitMetricWords(t.metric)));
            }
        }
    }
    s += QStringLiteral("\nif [ \"$failed\" -eq 0 ]; then echo \"all thresholds met\"; else echo \"some thresholds not met\"; fi\nexit \"$failed\"\n");
    return s.toUtf8();
}

// {"a.b": v} as nested JSON objects; "true"/"false" and numbers typed.
QByteArray jsonOf(const std::vector<KitOption> &keys, bool listTargets)
{
    QJsonObject root;
    for (const KitOption &o : keys) {
        QJsonValue value;
        bool isNumber = false;
        const double n = qs(o.value).toDouble(&isNumber);
        if (o.value == "true" || o.value == "false") {
            value = o.value == "true";
        } else if (listTargets && o.figure == KitFigure::LoraTargets) {
            value = QJsonArray::fromStringList(qs(o.value).split(QLatin1Char(','), Qt::SkipEmptyParts));
        } else if (isNumber) {
            value = n;
        } else {
            value = qs(o.value);
        }
        const QStringList path = qs(o.flag).split(QLatin1Char('.'));
        // Build from the leaf up, merging into what the root already holds at each level.
        std::vector<QJsonObject> levels;
        QJsonObject cursor = root;
        for (int i = 0; i + 1 < path.size(); ++i) {
            levels.push_back(cursor);
            cursor = cursor.value(path[i]).toObject();
        }
        cursor.insert(path.last(), value);
        for (int i = int(path.size()) - 2; i >= 0; --i) {
            QJsonObject parent = levels[std::size_t(i)];
            parent.insert(path[i], cursor);
            cursor = parent;
        }
        root = cursor;
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

void appendOptionTable(QString &md, const std::vector<KitOption> &list)
{
    md += KitText::tr("| option | value | from the plan |\n|---|---|---|\n");
    for (const KitOption &o : list) {
        md += QStringLiteral("| `%1` | %2 | %3 |\n").arg(qs(o.flag), o.value.empty() ? QStringLiteral("—") : QStringLiteral("`%1`").arg(qs(o.value)),
                                                     figureWords(o.figure));
    }
}

void appendThresholdTable(QString &md, const std::vector<KitThreshold> &thresholds)
{
    md += KitText::tr("| threshold | plan | tolerance | passes when |\n|---|---|---|---|\n");
    for (const KitThreshold &t : thresholds) {
        md += QStringLiteral("| %1 | %2 | %3 % | %4 %5 |\n")
                  .arg(kitMetricWords(t.metric), kitMetricValue(t.metric, t.planned), QString::number(t.tolerancePct, 'f', 1),
                       t.atLeast ? QStringLiteral("≥") : QStringLiteral("≤"), kitMetricValue(t.metric, t.limit));
    }
}

void appendServingReadme(QString &md, const ServingKit &k, int n)
{
    if (k.modelFromCatalogId) {
        md += KitText::tr("No public checkpoint is known for this model: set `MODEL_%1` to its path before running the scripts.\n\n").arg(n);
    } else {
        md += KitText::tr("Checkpoint: `%1` (set `MODEL_%2` to use a local copy).\n\n").arg(qs(k.model)).arg(n);
    }
    if (k.quantizedCheckpoint) {
        //: %1 = the weights' format (INT4, NVFP4, …), %2 = the job's number
        md += KitText::tr("The plan assumed %1 weights: set `MODEL_%2` to a checkpoint of this model quantised to %1; the engine "
                 "does not convert a 16-bit one.\n\n")
                  .arg(formatName(*k.quantizedCheckpoint))
                  .arg(n);
    }
    QStringList replicas;
    for (const KitReplica &r : k.replicas) {
        QStringList gpus;
        for (int g : r.gpus) {
            gpus << QString::number(g);
        }
        replicas << KitText::tr("GPUs %1 on port %2").arg(gpus.join(QLatin1Char(','))).arg(r.port);
    }
    md += KitText::tr("%n replica(s), %1 user(s) each: %2. Start them with `sh serve-%3.sh`.\n\n", "", int(k.replicas.size()))
              .arg(k.usersPerReplica)
              .arg(replicas.join(QStringLiteral("; ")))
              .arg(n);
    appendOptionTable(md, k.serve);
    md += QLatin1Char('\n') + KitText::tr("The benchmark (`vllm bench serve`, per replica):\n\n");
    appendOptionTable(md, k.bench);
    md += QLatin1Char('\n') + KitText::tr("Thresholds per replica:\n\n");
    appendThresholdTable(md, k.thresholds);
}

void appendTrainingReadme(QString &md, const TrainingKit &k, int n)
{
    md += KitText::tr("Model: `%1`. The launcher's options as the plan sized them (the training script is yours):\n\n").arg(qs(k.model));
    appendOptionTable(md, k.launch);
    if (!k.deepSpeed.empty()) {
        md += QLatin1Char('\n') + KitText::tr("`ds_config-%1.json`:\n\n").arg(n);
        appendOptionTable(md, k.deepSpeed);
    }
    if (!k.lora.empty()) {
        md += QLatin1Char('\n') + KitText::tr("`lora-%1.json` (PEFT LoraConfig, bitsandbytes for QLoRA):\n\n").arg(n);
        appendOptionTable(md, k.lora);
    }
    md += QLatin1Char('\n') + KitText::tr("Thresholds:\n\n");
    appendThresholdTable(md, k.thresholds);
    md += QLatin1Char('\n')
        + KitText::tr("Measure the run with `rigplan_probe.py` (this folder on `PYTHONPATH`): in the training script, on every "
             "rank, `probe = Probe(job=%1, tokens_per_step=%2)` (%2 tokens per optimizer step: micro-batch × accumulation × "
             "data-parallel ranks × sequence length, as planned) and `probe.step()` after each optimizer step, or "
             "`trainer.add_callback(probe.callback())` with the Hugging Face Trainer. After 10 warm-up and 50 timed steps it "
             "writes `results/job-%1.json` with the tokens/s and the largest `torch.cuda.max_memory_allocated()` of all "
             "ranks; then run `sh accept.sh --check`.\n")
              .arg(n)
              .arg(k.tokensPerStep);
}

// The stack the figures assume: what to install before the scripts run.
void appendSoftwareReadme(QString &md, const KitSoftware &software)
{
    QStringList items;
    if (!software.driverLinux.empty()) {
        items << KitText::tr("Linux driver %1 or newer").arg(qs(software.driverLinux));
    }
    if (!software.toolkit.empty()) {
        items << qs(software.toolkit);
    }
    if (!software.wheel.empty()) {
        items << KitText::tr("PyTorch %1 or newer, %2 wheel").arg(qs(software.minPytorch), qs(software.wheel));
    }
    if (!software.container.empty()) {
        items << KitText::tr("or the container %1").arg(qs(software.container));
    }
    for (const KitSoftware::Framework &f : software.frameworks) {
        if (f.minVersion.empty()) {
            items << qs(f.name);
        } else if (f.maxVersion.empty()) {
            items << KitText::tr("%1 %2 or newer").arg(qs(f.name), qs(f.minVersion));
        } else {
            items << KitText::tr("%1 %2 to %3").arg(qs(f.name), qs(f.minVersion), qs(f.maxVersion));
        }
    }
    if (items.isEmpty()) {
        return;
    }
    md += QLatin1Char('\n') + KitText::tr("Software the figures assume on this GPU (the catalog's stack):\n\n");
    for (const QString &item : items) {
        md += QStringLiteral("- ") + item + QLatin1Char('\n');
    }
}

// Job `index`'s name in the workload; none when the workload no longer has it (a frozen kit
// outlives edits of the quote's workload).
std::string jobName(const Workload &workload, int index)
{
    return index >= 0 && std::size_t(index) < workload.jobs.size() ? workload.jobs[std::size_t(index)].name : std::string();
}

QByteArray readme(const LaunchKit &kit, const Workload &workload, const QString &version, const QString &date)
{
    QString md = KitText::tr("# Acceptance kit: %1\n\n").arg(oneLine(workload.title));
    md += KitText::tr("%1 tier: %2 × %3. Made by RigPlan %4 on %5 from the plan of this build: every option is a figure the plan "
             "assumed, every threshold a plan figure less the median error RigPlan's figures show on published measured "
             "runs no constant was fitted on (`rigplan-cli validate`).\n\n")
              .arg(tierWords(kit.tier))
              .arg(kit.gpuCount)
              .arg(oneLine(kit.gpuName), version, date);
    md += KitText::tr("Run `sh accept.sh` once the servers are up; it prints PASS or FAIL per threshold and exits 1 when one fails.\n");
    appendSoftwareReadme(md, kit.software);
    for (const JobKit &job : kit.jobs) {
        const int n = job.job + 1;
        const std::string name = jobName(workload, job.job);
        if (job.serving) {
            md += KitText::tr("\n## Job %1: %2 (serving, %3)\n\n").arg(n).arg(oneLine(name), engineName(job.serving->engine));
            appendServingReadme(md, *job.serving, n);
        } else if (job.training) {
            md += KitText::tr("\n## Job %1: %2 (training, %3)\n\n").arg(n).arg(oneLine(name), frameworkName(job.training->framework));
            appendTrainingReadme(md, *job.training, n);
        }
    }
    return md.toUtf8();
}

} // namespace

QString kitMetricWords(KitMetric metric)
{
    switch (metric) {
    case KitMetric::OutputTokensPerS: return KitText::tr("output tokens/s");
    case KitMetric::TokensPerSPerUser: return KitText::tr("tokens/s per user");
    case KitMetric::TtftP50S: return KitText::tr("time to first token, median (s)");
    case KitMetric::TtftP90S: return KitText::tr("time to first token, 90th percentile (s)");
    case KitMetric::TrainingTokensPerS: return KitText::tr("training tokens/s");
    case KitMetric::PeakMemoryBytes: return KitText::tr("peak GPU memory (GB)");
    }
    return QString();
}

// The value as the README and the script show it: bytes as GB (10^9), the rest with 4 digits.
QString kitMetricValue(KitMetric metric, double value)
{
    if (metric == KitMetric::PeakMemoryBytes) {
        return QString::number(value / 1e9, 'f', 2);
    }
    return std::abs(value) >= 1000 ? QString::number(std::llround(value)) : QString::number(value, 'g', 4);
}


Result<void> writeLaunchKit(const QString &dir, const std::vector<KitFile> &files)
{
    if (!QDir().mkpath(dir)) {
        return Diagnostic::environment(QStringLiteral("cannot create the folder %1").arg(dir));
    }
    for (const KitFile &file : files) {
        const QString path = QDir(dir).filePath(file.name);
        if (const Result<void> written = writeFileAtomically(path, file.content); !written) {
            return written;
        }
        if (file.executable) {
            QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::ExeOwner | QFileDevice::ExeGroup
                                            | QFileDevice::ExeOther);
        }
    }
    return {};
}

std::vector<KitFile> launchKitFiles(const LaunchKit &kit, const Workload &workload, const QString &version,
                                    const QString &date)
{
    const QString header = QStringLiteral("# %1 — %2 tier, %3 × %4 (RigPlan %5, %6)\n")
                               .arg(oneLine(workload.title), QLatin1String(tierId(kit.tier)))
                               .arg(kit.gpuCount)
                               .arg(oneLine(kit.gpuName), version, date);
    std::vector<KitFile> files;
    files.push_back({QStringLiteral("README.md"), readme(kit, workload, version, date), false});
    files.push_back({QStringLiteral("accept.sh"), acceptScript(kit, header), true});
    bool hasTraining = false;
    for (const JobKit &job : kit.jobs) {
        const int n = job.job + 1;
        if (job.serving) {
            files.push_back({QStringLiteral("serve-%1.sh").arg(n), serveScript(*job.serving, n, header, visibleDevicesVariable(kit.software.platform)), true});
            if (!job.serving->engineConfig.empty()) {
                files.push_back({QStringLiteral("trtllm-%1.yaml").arg(n), trtllmExtraOptions(*job.serving), false});
            }
        } else if (job.training) {
            if (!job.training->deepSpeed.empty()) {
                files.push_back({QStringLiteral("ds_config-%1.json").arg(n), jsonOf(job.training->deepSpeed, false), false});
            }
            if (!job.training->lora.empty()) {
                files.push_back({QStringLiteral("lora-%1.json").arg(n), jsonOf(job.training->lora, true), false});
            }
            hasTraining = true;
        }
    }
    if (hasTraining) {
        files.push_back({QStringLiteral("rigplan_probe.py"), QByteArray(kProbe), false});
    }
    return files;
}

} // namespace rigplan
