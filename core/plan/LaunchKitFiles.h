// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The acceptance kit as files (docs/planner.md, "Acceptance kit"): serve-N.sh starts job N's replicas
// with the plan's options, accept.sh benchmarks them with vllm bench serve and prints PASS /
// FAIL per threshold (or checks saved results with --check), ds_config-N.json / lora-N.json
// hold a training job's DeepSpeed and PEFT settings, trtllm-N.yaml TensorRT-LLM's extra
// options, and README.md says where each value comes from, in the current language.

#include "plan/LaunchKit.h"
#include "workload/Workload.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace rigplan {

struct KitFile {
    QString name;       // relative to the kit's folder
    QByteArray content;
    bool executable = false;
};

// A threshold's measure in words ("tokens/s per user") and a value in its unit as the kit shows
// it (bytes as GB); the report's appendix uses the same.
QString kitMetricWords(KitMetric metric);
QString kitMetricValue(KitMetric metric, double value);

// `workload` gives the title and the jobs' names (the kit holds every figure: a frozen quote's
// kit is written without a plan); `version` and `date` go into the scripts' and README's first lines.
std::vector<KitFile> launchKitFiles(const LaunchKit &kit, const Workload &workload, const QString &version,
                                    const QString &date);

// Writes `files` into `dir` (made when missing), each atomically, the scripts executable; the
// first failure's diagnostic (Environment) otherwise. The CLI's `kit` and the app's export.
Result<void> writeLaunchKit(const QString &dir, const std::vector<KitFile> &files);

} // namespace rigplan
