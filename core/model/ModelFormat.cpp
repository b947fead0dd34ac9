// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/ModelFormat.h"

#include "model/ModelParams.h"
#include "util/TextTable.h"

namespace rigplan {

namespace {

QString billions(std::int64_t n)
{
    return QString::number(double(n) / 1e9, 'f', 2) + QLatin1Char('B');
}

} // namespace

QJsonObject modelToJson(const ModelArch &m)
{
    QJsonObject o;
    o.insert(QStringLiteral("id"), QString::fromStdString(m.id));
    o.insert(QStringLiteral("name"), QString::fromStdString(m.name));
    o.insert(QStringLiteral("model_type"), QString::fromStdString(m.modelType));
    o.insert(QStringLiteral("params"), qint64(m.params));
    o.insert(QStringLiteral("active_params"), qint64(m.activeParams));
    o.insert(QStringLiteral("params_official"), qint64(m.paramsOfficial));
    o.insert(QStringLiteral("layers"), qint64(m.layers));
    o.insert(QStringLiteral("hidden"), qint64(m.hidden));
    o.insert(QStringLiteral("heads"), qint64(m.heads));
    o.insert(QStringLiteral("kv_heads"), qint64(m.kvHeads));
    o.insert(QStringLiteral("head_dim"), qint64(m.headDim));
    o.insert(QStringLiteral("intermediate"), qint64(m.intermediate));
    o.insert(QStringLiteral("vocab"), qint64(m.vocab));
    o.insert(QStringLiteral("experts"), qint64(m.experts));
    o.insert(QStringLiteral("experts_per_token"), qint64(m.expertsPerToken));
    o.insert(QStringLiteral("sliding_window"), qint64(m.slidingWindow));
    o.insert(QStringLiteral("max_context"), qint64(m.maxContext));
    o.insert(QStringLiteral("tied_embeddings"), m.tiedEmbeddings);
    o.insert(QStringLiteral("vision_params"), qint64(visionParams(m)));
    o.insert(QStringLiteral("mtp_params"), qint64(mtpParams(m)));
    o.insert(QStringLiteral("checkpoint_format"), QString::fromStdString(m.checkpointFormat));
    o.insert(QStringLiteral("attention_chunk"), qint64(m.attentionChunk));
    o.insert(QStringLiteral("sliding_window_layers"), qint64(m.slidingWindowLayers));
    o.insert(QStringLiteral("attn_logit_softcapping"), m.attnLogitSoftcapping);
    o.insert(QStringLiteral("final_logit_softcapping"), m.finalLogitSoftcapping);
    // Hybrid models: the state layers' token mixer ("" for none) and their count.
    o.insert(QStringLiteral("state_mixer"), QString::fromLatin1(stateMixerId(m.isHybrid() ? m.stateMixer : StateMixer::None)));
    o.insert(QStringLiteral("state_layers"), qint64(m.isHybrid() ? m.stateLayers : 0));
    o.insert(QStringLiteral("source"), QString::fromStdString(m.source));
    o.insert(QStringLiteral("source_date"), QString::fromStdString(m.sourceDate));
    return o;
}

QJsonArray modelsToJson(const std::vector<ModelArch> &models)
{
    QJsonArray a;
    for (const ModelArch &m : models) {
        a.append(modelToJson(m));
    }
    return a;
}

QString modelsToText(const std::vector<ModelArch> &models)
{
    TextTable table({QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("params"), QStringLiteral("layers"),
                     QStringLiteral("hidden"), QStringLiteral("heads"), QStringLiteral("kv_heads"),
                     QStringLiteral("head_dim"), QStringLiteral("intermediate"), QStringLiteral("vocab"),
                     QStringLiteral("experts"), QStringLiteral("active")});
    for (const ModelArch &m : models) {
        table.addRow({QString::fromStdString(m.id), QString::fromStdString(m.name), billions(m.params),
                      QString::number(m.layers), QString::number(m.hidden), QString::number(m.heads),
                      QString::number(m.kvHeads), QString::number(m.headDim), QString::number(m.intermediate),
                      QString::number(m.vocab),
                      m.experts > 0 ? QStringLiteral("%1 (top-%2)").arg(m.experts).arg(m.expertsPerToken) : QStringLiteral("-"),
                      billions(m.activeParams)});
    }
    return table.render() + QStringLiteral("%1 models; params computed from the architecture (B = 10^9)\n").arg(models.size());
}

} // namespace rigplan
