// SPDX-License-Identifier: GPL-3.0-or-later
// What a script pays per answer from rigplan-cli: one process per call (start-up, catalog,
// answer) against one `--batch` process for many lines. Whole processes, timed by the CPU
// time the kernel charges them (getrusage of the children), reported as counters:
// cpu_ms per process, and for a batch estimates_per_s of CPU.
#include "SourcePath.h"

#include <benchmark/benchmark.h>

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>
#include <string>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

double childrenCpuSeconds()
{
    rusage usage {};
    getrusage(RUSAGE_CHILDREN, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

// Runs the CLI with `args`, standard input from `input` (or /dev/null), output discarded.
int runCli(const QStringList &args, const QString &input = {})
{
    std::string command = "'" RIGPLAN_CLI_PATH "'";
    for (const QString &a : args) {
        command += " '" + a.toStdString() + "'";
    }
    command += " < '" + (input.isEmpty() ? std::string("/dev/null") : input.toStdString()) + "' > /dev/null 2>&1";
    const int status = std::system(command.c_str());
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

struct Fixture {
    QTemporaryDir dir;
    QString catalog;
    QString workload;
    QString lines; // the same workload on GPUs and counts that vary, one per line
};

Fixture &fixture()
{
    static Fixture f = [] {
        Fixture out;
        out.catalog = out.dir.filePath(QStringLiteral("catalog.sqlite"));
        out.workload = rigplan::testing::sourcePath(QStringLiteral("resources/samples/qwen3-32b-qlora.workload.json"));
        runCli({ QStringLiteral("--catalog"), out.catalog, QStringLiteral("models") }); // create and seed it once
        QFile file(out.workload);
        file.open(QIODevice::ReadOnly);
        const QJsonObject workload = QJsonDocument::fromJson(file.readAll()).object();
        const char *gpus[] = { "rtx-pro-6000-blackwell", "h100-sxm-80gb", "a100-pcie-80gb", "rtx-4090", "l40s" };
        QByteArray text;
        for (int i = 0; i < 5000; ++i) {
            const QJsonObject line { { QStringLiteral("id"), i }, { QStringLiteral("gpu"), QLatin1String(gpus[i % 5]) },
                { QStringLiteral("gpus"), 1 << (i % 4) }, { QStringLiteral("workload"), workload } };
            text += QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n';
        }
        out.lines = out.dir.filePath(QStringLiteral("lines.jsonl"));
        QFile linesFile(out.lines);
        linesFile.open(QIODevice::WriteOnly);
        linesFile.write(text);
        return out;
    }();
    return f;
}

void BM_CliProcess(benchmark::State &state, const QStringList &command)
{
    Fixture &f = fixture();
    const QStringList args = QStringList { QStringLiteral("--catalog"), f.catalog } + command;
    const double before = childrenCpuSeconds();
    for (auto _ : state) {
        if (runCli(QStringList(args).replaceInStrings(QStringLiteral("@workload"), f.workload)) > 1) {
            state.SkipWithError("rigplan-cli failed");
        }
    }
    state.counters["cpu_ms"] = (childrenCpuSeconds() - before) * 1e3 / double(state.iterations());
}

void BM_CliBatchEstimates(benchmark::State &state)
{
    Fixture &f = fixture();
    const double before = childrenCpuSeconds();
    for (auto _ : state) {
        if (runCli({ QStringLiteral("--catalog"), f.catalog, QStringLiteral("estimate"), QStringLiteral("--batch") },
                f.lines)
            > 1) {
            state.SkipWithError("rigplan-cli failed");
        }
    }
    const double cpu = (childrenCpuSeconds() - before) / double(state.iterations());
    state.counters["cpu_ms"] = cpu * 1e3;
    state.counters["estimates_per_s"] = 5000.0 / cpu;
}

} // namespace

BENCHMARK_CAPTURE(BM_CliProcess, Version, QStringList { QStringLiteral("--version") })->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_CliProcess, EstimateOneWorkload,
    QStringList { QStringLiteral("estimate"), QStringLiteral("@workload"), QStringLiteral("--gpu"),
        QStringLiteral("rtx-pro-6000-blackwell"), QStringLiteral("--format"), QStringLiteral("json") })
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_CliProcess, PlanOneWorkload, QStringList { QStringLiteral("plan"), QStringLiteral("@workload") })
    ->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CliBatchEstimates)->Unit(benchmark::kMillisecond)->Iterations(3);

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv); // QTemporaryDir, QFile
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
