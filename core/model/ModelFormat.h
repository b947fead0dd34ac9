// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ModelArch.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <vector>

namespace rigplan {

// `rigplan-cli models` output: id, name, params, layers, hidden, heads, kv_heads, head_dim,
// intermediate, vocab, experts, active params (and where the architecture comes from).
QJsonObject modelToJson(const ModelArch &model);
QJsonArray modelsToJson(const std::vector<ModelArch> &models);
QString modelsToText(const std::vector<ModelArch> &models);

} // namespace rigplan
