// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/ModelCsv.h"

#include "catalog/Csv.h"
#include "model/ImageTokens.h"
#include "model/ModelParams.h"

#include <QHash>
#include <QRegularExpression>

#include <cmath>
#include <memory>

namespace rigplan {

QStringList modelsCsvColumns()
{
    return {QStringLiteral("id"),               QStringLiteral("name"),
            QStringLiteral("model_type"),       QStringLiteral("layers"),
            QStringLiteral("hidden"),           QStringLiteral("heads"),
            QStringLiteral("kv_heads"),         QStringLiteral("head_dim"),
            QStringLiteral("intermediate"),     QStringLiteral("vocab"),
            QStringLiteral("tied_embeddings"),  QStringLiteral("qkv_bias"),
            QStringLiteral("norms_per_layer"),  QStringLiteral("experts"),
            QStringLiteral("experts_per_token"), QStringLiteral("shared_experts"),
            QStringLiteral("moe_intermediate"), QStringLiteral("first_dense_layers"),
            QStringLiteral("q_lora_rank"),      QStringLiteral("kv_lora_rank"),
            QStringLiteral("qk_rope_head_dim"), QStringLiteral("qk_nope_head_dim"),
            QStringLiteral("v_head_dim"),       QStringLiteral("sliding_window"),
            QStringLiteral("sliding_window_layers"), QStringLiteral("max_context"),
            QStringLiteral("torch_dtype"),
            // schema 4: the 2026 architectures and vision towers
            QStringLiteral("qk_norm"),          QStringLiteral("attention_out_bias"),
            QStringLiteral("attention_sinks"),  QStringLiteral("expert_bias"),
            QStringLiteral("router_score_bias"), QStringLiteral("moe_layer_step"),
            QStringLiteral("mtp_layers"),       QStringLiteral("attention_chunk"),
            QStringLiteral("chunked_layers"),   QStringLiteral("cross_attention_layers"),
            QStringLiteral("extra_embedding_rows"), QStringLiteral("checkpoint_format"),
            QStringLiteral("vision"),           QStringLiteral("vision_layers"),
            QStringLiteral("vision_hidden"),    QStringLiteral("vision_intermediate"),
            QStringLiteral("vision_heads"),     QStringLiteral("vision_patch"),
            QStringLiteral("vision_image_size"),
            QStringLiteral("attn_logit_softcapping"), QStringLiteral("final_logit_softcapping"),
            // schema 10: hybrid models (layers with a fixed state per sequence)
            QStringLiteral("state_mixer"),      QStringLiteral("state_layers"),
            QStringLiteral("state_heads"),      QStringLiteral("state_groups"),
            QStringLiteral("state_key_dim"),    QStringLiteral("state_value_dim"),
            QStringLiteral("state_inner"),      QStringLiteral("conv_kernel"),
            QStringLiteral("dt_rank"),          QStringLiteral("conv_bias"),
            QStringLiteral("mixer_proj_bias"),  QStringLiteral("attention_output_gate"),
            QStringLiteral("shared_expert_gate"), QStringLiteral("mlp_free_layers"),
            QStringLiteral("mixer_free_layers"), QStringLiteral("mlp_ungated"),
            QStringLiteral("state_fp32"),
            QStringLiteral("params_official"),
            QStringLiteral("params_source"),    QStringLiteral("source"),
            QStringLiteral("source_date")};
}

namespace {

class RowReader
{
public:
    RowReader(const QStringList &header, const CsvRecord &rec, const QString &file, QList<Diagnostic> &errors)
        : m_header(header), m_rec(rec), m_file(file), m_errors(errors)
    {
    }

    QString text(const char *column) const
    {
        const qsizetype i = m_header.indexOf(QLatin1String(column));
        return (i >= 0 && i < m_rec.fields.size()) ? m_rec.fields.at(i).trimmed() : QString();
    }

    // Empty = not applicable: returns `dflt`. Otherwise an integer ≥ min is required.
    std::int64_t integer(const char *column, std::int64_t min, std::int64_t dflt, bool required = false)
    {
        const QString t = text(column);
        if (t.isEmpty()) {
            if (required) {
                fail(column, QStringLiteral("required"));
            }
            return dflt;
        }
        bool ok = false;
        const qlonglong v = t.toLongLong(&ok);
        if (!ok || v < min) {
            fail(column, QStringLiteral("expected an integer ≥ %1, got \"%2\"").arg(min).arg(t));
            return dflt;
        }
        return v;
    }

    // Empty = none (0). Otherwise a finite number ≥ 0.
    double number(const char *column)
    {
        const QString t = text(column);
        if (t.isEmpty()) {
            return 0;
        }
        bool ok = false;
        const double v = t.toDouble(&ok);
        if (!ok || !std::isfinite(v) || v < 0) {
            fail(column, QStringLiteral("expected a number ≥ 0, got \"%1\"").arg(t));
            return 0;
        }
        return v;
    }

    bool flag(const char *column)
    {
        const QString t = text(column);
        if (t.isEmpty() || t == QLatin1String("0")) {
            return false;
        }
        if (t == QLatin1String("1")) {
            return true;
        }
        fail(column, QStringLiteral("expected 0 or 1, got \"%1\"").arg(t));
        return false;
    }

    void fail(const char *column, const QString &why)
    {
        m_errors.append(Diagnostic::badInput(m_file, why, QLatin1String(column), m_rec.line));
    }

private:
    const QStringList &m_header;
    const CsvRecord &m_rec;
    QString m_file;
    QList<Diagnostic> &m_errors;
};

// The hybrid model's columns (schema 10): a state mixer asks for its sizes, and the sizes
// without a mixer are refused rather than ignored.
void readHybridColumns(RowReader &r, ModelArch &m)
{
    const QString mixer = r.text("state_mixer");
    if (!mixer.isEmpty()) {
        const std::optional<StateMixer> kind = stateMixerFromId(mixer.toStdString());
        if (!kind) {
            r.fail("state_mixer", QStringLiteral("expected empty or one of %1, got \"%2\"")
                                      .arg(QString::fromLatin1(kStateMixerIds), mixer));
        } else {
            m.stateMixer = *kind;
        }
    }
    const bool hybrid = m.stateMixer != StateMixer::None;
    const bool gdn = m.stateMixer == StateMixer::GatedDeltaNet;
    const bool mamba2 = m.stateMixer == StateMixer::Mamba2;
    const bool mamba = m.stateMixer == StateMixer::Mamba;
    m.stateLayers = r.integer("state_layers", 1, 0, hybrid);
    m.stateHeads = r.integer("state_heads", 1, 0, gdn || mamba2);
    m.stateGroups = r.integer("state_groups", 1, 0, gdn || mamba2);
    m.stateKeyDim = r.integer("state_key_dim", 1, 0, hybrid && m.stateMixer != StateMixer::ShortConv);
    m.stateValueDim = r.integer("state_value_dim", 1, 0, gdn || mamba2);
    m.stateInner = r.integer("state_inner", 1, 0, mamba);
    m.convKernel = r.integer("conv_kernel", 1, 0, hybrid);
    m.dtRank = r.integer("dt_rank", 1, 0, mamba);
    m.convBias = r.flag("conv_bias");
    m.mixerProjBias = r.flag("mixer_proj_bias");
    m.stateFp32 = r.flag("state_fp32");
    if (!hybrid) {
        for (const char *column : {"state_layers", "state_heads", "state_groups", "state_key_dim", "state_value_dim",
                                   "state_inner", "conv_kernel", "dt_rank", "conv_bias", "mixer_proj_bias",
                                   "state_fp32"}) {
            if (!r.text(column).isEmpty()) {
                r.fail(column, QStringLiteral("only with a state mixer in column state_mixer"));
            }
        }
    }
    m.attentionOutputGate = r.flag("attention_output_gate");
    m.sharedExpertGate = r.flag("shared_expert_gate");
    m.mlpFreeLayers = r.integer("mlp_free_layers", 0, 0);
    m.mixerFreeLayers = r.integer("mixer_free_layers", 0, 0);
    m.mlpGated = !r.flag("mlp_ungated");
}

} // namespace

std::optional<ModelArch> readModelRow(const QStringList &header, const CsvRecord &rec, const QString &fileName,
                                      Diagnostics &errors)
{
    const qsizetype errorsBefore = errors.size();
    RowReader r(header, rec, fileName, errors);
    ModelArch m;
    const QString id = r.text("id");
    static const QRegularExpression idRe(QStringLiteral("^[a-z0-9.-]+$"));
    if (!idRe.match(id).hasMatch()) {
        r.fail("id", QStringLiteral("expected lower-case [a-z0-9.-]+, got \"%1\"").arg(id));
    }
    m.id = id.toStdString();
    m.name = r.text("name").toStdString();
    m.modelType = r.text("model_type").toStdString();
    m.layers = r.integer("layers", 1, 0, true);
    m.hidden = r.integer("hidden", 1, 0, true);
    m.heads = r.integer("heads", 1, 0, true);
    m.kvHeads = r.integer("kv_heads", 1, m.heads);
    m.headDim = r.integer("head_dim", 1, m.heads > 0 ? m.hidden / m.heads : 0);
    m.intermediate = r.integer("intermediate", 1, 0, true);
    m.vocab = r.integer("vocab", 1, 0, true);
    m.tiedEmbeddings = r.flag("tied_embeddings");
    m.qkvBias = r.flag("qkv_bias");
    m.normsPerLayer = r.integer("norms_per_layer", 0, 2);
    m.experts = r.integer("experts", 0, 0);
    m.expertsPerToken = r.integer("experts_per_token", 0, 0);
    m.sharedExperts = r.integer("shared_experts", 0, 0);
    m.moeIntermediate = r.integer("moe_intermediate", 0, 0);
    m.firstDenseLayers = r.integer("first_dense_layers", 0, 0);
    m.qLoraRank = r.integer("q_lora_rank", 0, 0);
    m.kvLoraRank = r.integer("kv_lora_rank", 0, 0);
    m.qkRopeHeadDim = r.integer("qk_rope_head_dim", 0, 0);
    m.qkNopeHeadDim = r.integer("qk_nope_head_dim", 0, 0);
    m.vHeadDim = r.integer("v_head_dim", 0, 0);
    m.slidingWindow = r.integer("sliding_window", 0, 0);
    m.slidingWindowLayers = r.integer("sliding_window_layers", 0, m.slidingWindow > 0 ? m.layers : 0);
    m.maxContext = r.integer("max_context", 1, 0, true);
    m.torchDtype = r.text("torch_dtype").toStdString();
    m.qkNorm = r.flag("qk_norm");
    m.attentionOutBias = r.flag("attention_out_bias");
    m.attentionSinks = r.flag("attention_sinks");
    m.expertBias = r.flag("expert_bias");
    m.routerCorrectionBias = r.flag("router_score_bias");
    m.moeLayerStep = r.integer("moe_layer_step", 1, 1);
    m.mtpLayers = r.integer("mtp_layers", 0, 0);
    m.attentionChunk = r.integer("attention_chunk", 1, 0);
    m.chunkedLayers = r.integer("chunked_layers", 0, m.attentionChunk > 0 ? m.layers : 0);
    m.crossAttentionLayers = r.integer("cross_attention_layers", 0, 0);
    m.extraEmbeddingRows = r.integer("extra_embedding_rows", 0, 0);
    const QString format = r.text("checkpoint_format");
    static const QStringList formats{QStringLiteral("fp8"), QStringLiteral("fp8-block128"), QStringLiteral("mxfp4"),
                                     QStringLiteral("mxfp4-experts"), QStringLiteral("nvfp4"), QStringLiteral("int4"),
                                     QStringLiteral("int8")};
    if (!format.isEmpty() && !formats.contains(format)) {
        r.fail("checkpoint_format", QStringLiteral("expected empty or one of %1, got \"%2\"").arg(formats.join(QLatin1Char('|')), format));
    }
    m.checkpointFormat = format.toStdString();
    const QString vision = r.text("vision");
    static const QStringList families{QStringLiteral("clip"), QStringLiteral("siglip"), QStringLiteral("qwen2-vl"),
                                      QStringLiteral("qwen2.5-vl"), QStringLiteral("pixtral"), QStringLiteral("mllama"),
                                      QStringLiteral("llama4")};
    if (!vision.isEmpty()) {
        const qsizetype family = families.indexOf(vision);
        if (family < 0) {
            r.fail("vision", QStringLiteral("expected empty or one of %1, got \"%2\"").arg(families.join(QLatin1Char('|')), vision));
        } else {
            static const VisionFamily kFamilies[] = {VisionFamily::Clip, VisionFamily::Siglip, VisionFamily::Qwen2Vl,
                                                     VisionFamily::Qwen25Vl, VisionFamily::Pixtral, VisionFamily::Mllama,
                                                     VisionFamily::Llama4};
            VisionTower &v = m.vision;
            v.family = kFamilies[family];
            v.layers = r.integer("vision_layers", 1, 0, true);
            v.hidden = r.integer("vision_hidden", 1, 0, true);
            v.intermediate = r.integer("vision_intermediate", 1, 0, true);
            v.heads = r.integer("vision_heads", 1, 0, true);
            v.patch = r.integer("vision_patch", 1, 0, true);
            const bool sized = v.family != VisionFamily::Qwen2Vl && v.family != VisionFamily::Qwen25Vl;
            v.imageSize = r.integer("vision_image_size", 1, 0, sized);
            visionFamilyDefaults(v);
        }
    } else {
        for (const char *column : {"vision_layers", "vision_hidden", "vision_intermediate", "vision_heads",
                                   "vision_patch", "vision_image_size"}) {
            if (!r.text(column).isEmpty()) {
                r.fail(column, QStringLiteral("only with a vision family in column vision"));
            }
        }
    }
    m.attnLogitSoftcapping = r.number("attn_logit_softcapping");
    m.finalLogitSoftcapping = r.number("final_logit_softcapping");
    readHybridColumns(r, m);
    m.paramsOfficial = r.integer("params_official", 0, 0);
    m.paramsSource = r.text("params_source").toStdString();
    m.source = r.text("source").toStdString();
    m.sourceDate = r.text("source_date").toStdString();
    if (m.source.empty()) {
        r.fail("source", QStringLiteral("required (URL of the config.json)"));
    }
    static const QRegularExpression dateRe(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
    if (!dateRe.match(r.text("source_date")).hasMatch()) {
        r.fail("source_date", QStringLiteral("expected an ISO date YYYY-MM-DD"));
    }
    if (m.experts > 0 && (m.expertsPerToken < 1 || m.expertsPerToken > m.experts)) {
        r.fail("experts_per_token", QStringLiteral("expected 1..experts for a mixture of experts"));
    }
    if (m.heads > 0 && m.kvHeads > 0 && m.heads % m.kvHeads != 0) {
        r.fail("kv_heads", QStringLiteral("heads (%1) must be a multiple of kv_heads (%2)").arg(m.heads).arg(m.kvHeads));
    }
    if (m.chunkedLayers + m.slidingWindowLayers > m.layers) {
        r.fail("chunked_layers", QStringLiteral("chunked and sliding-window layers are more than layers (%1)").arg(m.layers));
    }
    if (m.crossAttentionLayers >= m.layers && m.crossAttentionLayers > 0) {
        r.fail("cross_attention_layers", QStringLiteral("expected fewer than layers (%1)").arg(m.layers));
    }
    if (m.slidingWindowLayers > m.layers) {
        r.fail("sliding_window_layers", QStringLiteral("more than layers (%1)").arg(m.layers));
    }
    if (m.stateLayers + m.mixerFreeLayers + m.crossAttentionLayers > m.layers) {
        r.fail("state_layers", QStringLiteral("state, MLP-only and cross-attention layers are more than layers (%1)").arg(m.layers));
    }
    if (m.mlpFreeLayers + m.mixerFreeLayers > m.layers) {
        r.fail("mlp_free_layers", QStringLiteral("MLP-free and mixer-free layers are more than layers (%1)").arg(m.layers));
    }
    if (errors.size() == errorsBefore && !paramCountsFit(m)) {
        r.fail("layers", QStringLiteral("with these sizes the model would have more than 4.6e18 parameters"));
    }
    if (errors.size() != errorsBefore) {
        return std::nullopt;
    }
    fillParamCounts(m);
    return m;
}

ModelCsvResult parseModelsCsv(const QByteArray &data, const QString &fileName)
{
    ModelCsvResult out;
    const auto parsed = parseCsv(data, fileName);
    if (!parsed) {
        // Line only: the models reader words its errors without a field number.
        Diagnostic error = parsed.diagnostic();
        error.column = 0;
        out.errors.append(error);
        return out;
    }
    const std::vector<CsvRecord> &records = *parsed;
    if (records.empty()) {
        out.errors.append(Diagnostic::badInput(fileName, QStringLiteral("empty file")));
        return out;
    }
    const QStringList header = records.front().fields;
    if (header != modelsCsvColumns()) {
        out.errors.append(Diagnostic::badInput(
            fileName, QStringLiteral("the header must be: %1").arg(modelsCsvColumns().join(QLatin1Char(','))), QString(),
            records.front().line));
        return out;
    }
    QHash<QString, int> seen;
    for (std::size_t i = 1; i < records.size(); ++i) {
        const CsvRecord &rec = records[i];
        if (rec.fields.size() != header.size()) {
            out.errors.append(Diagnostic::badInput(
                fileName, QStringLiteral("expected %1 fields, found %2").arg(header.size()).arg(rec.fields.size()), QString(),
                rec.line));
            continue;
        }
        // The one id in the file: the only check that spans rows.
        const qsizetype idColumn = header.indexOf(QStringLiteral("id"));
        const QString id = rec.fields.at(idColumn).trimmed();
        const bool repeated = seen.contains(id);
        if (repeated) {
            out.errors.append(Diagnostic::badInput(fileName,
                                                   QStringLiteral("\"%1\" already used on line %2").arg(id).arg(seen.value(id)),
                                                   QStringLiteral("id"), rec.line));
        }
        seen.insert(id, rec.line);
        std::optional<ModelArch> m = readModelRow(header, rec, fileName, out.errors);
        if (m && !repeated) {
            out.models.push_back(std::move(*m));
        }
    }
    return out;
}

ModelResolver resolverFor(std::vector<ModelArch> models)
{
    auto shared = std::make_shared<const std::vector<ModelArch>>(std::move(models));
    return [shared](const QString &id) -> std::optional<ModelArch> {
        const std::string key = id.toStdString();
        for (const ModelArch &m : *shared) {
            if (m.id == key) {
                return m;
            }
        }
        return std::nullopt;
    };
}

} // namespace rigplan
