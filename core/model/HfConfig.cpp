// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/HfConfig.h"

#include "util/JsonText.h"

#include "model/ModelParams.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>
#include <optional>

namespace rigplan {

QStringList supportedHfModelTypes()
{
    return {QStringLiteral("llama"),  QStringLiteral("mistral"), QStringLiteral("mixtral"),
            QStringLiteral("qwen2"),  QStringLiteral("gemma"),   QStringLiteral("gemma2"),
            QStringLiteral("phi3"),   QStringLiteral("deepseek_v2")};
}

namespace {

// Reads integers from the config and remembers the first problem, naming the field.
class Reader
{
public:
    explicit Reader(const QJsonObject &o) : m_o(o) {}

    bool failed() const { return m_error.has_value(); }
    // The first problem: the field as its path, the reason as its message.
    Diagnostic error() const { return *m_error; }

    void fail(const QString &field, const QString &why)
    {
        if (!m_error) {
            m_error = Diagnostic::badInput(QString(), why, field);
        }
    }

    // nullopt when absent or null; otherwise an integer ≥ min or a recorded error.
    std::optional<std::int64_t> optInt(const char *key, std::int64_t min)
    {
        const QString field = QLatin1String(key);
        const QJsonValue v = m_o.value(field);
        if (v.isUndefined() || v.isNull()) {
            return std::nullopt;
        }
        const double d = v.toDouble(std::nan(""));
        if (!v.isDouble() || std::floor(d) != d || std::fabs(d) > 9.0e15 || d < double(min)) {
            // Beyond 9e15 the value fails on the upper bound, so the message names that bound.
            if (v.isDouble() && std::isfinite(d) && std::fabs(d) > 9.0e15) {
                fail(field,
                    QCoreApplication::translate("rigplan::HfConfig", "expected an integer from %1 to %2, got %3")
                        .arg(min)
                        .arg(qint64(9'000'000'000'000'000))
                        .arg(describe(v)));
            } else {
                fail(field,
                    QCoreApplication::translate("rigplan::HfConfig", "expected an integer ≥ %1, got %2")
                        .arg(min)
                        .arg(describe(v)));
            }
            return std::nullopt;
        }
        return static_cast<std::int64_t>(d);
    }

    std::int64_t reqInt(const char *key, std::int64_t min)
    {
        const QString field = QLatin1String(key);
        const QJsonValue v = m_o.value(field);
        if (v.isUndefined() || v.isNull()) {
            fail(field,
                QCoreApplication::translate("rigplan::HfConfig", "missing (required, an integer ≥ %1)").arg(min));
            return 0;
        }
        return optInt(key, min).value_or(0);
    }

    std::optional<bool> optBool(const char *key)
    {
        const QString field = QLatin1String(key);
        const QJsonValue v = m_o.value(field);
        if (v.isUndefined() || v.isNull()) {
            return std::nullopt;
        }
        if (!v.isBool()) {
            fail(field,
                QCoreApplication::translate("rigplan::HfConfig", "expected true or false, got %1").arg(describe(v)));
            return std::nullopt;
        }
        return v.toBool();
    }

    static QString describe(const QJsonValue &v) { return describeJsonValue(v); }

private:
    const QJsonObject &m_o;
    std::optional<Diagnostic> m_error;
};

} // namespace

Result<ModelArch> modelFromHfConfig(const QJsonObject &config)
{
    const auto fail = [](const Diagnostic &d) { return Result<ModelArch>(d); };
    const QString modelType = QStringLiteral("model_type");

    const QJsonValue typeValue = config.value(QStringLiteral("model_type"));
    if (typeValue.isUndefined() || typeValue.isNull()) {
        return fail(Diagnostic::badInput(QString(),
            QCoreApplication::translate("rigplan::HfConfig", "missing (required, one of %1)")
                .arg(supportedHfModelTypes().join(QStringLiteral(", "))), modelType));
    }
    const QString type = typeValue.toString();
    if (!supportedHfModelTypes().contains(type)) {
        return fail(Diagnostic::badInput(QString(), QCoreApplication::translate("rigplan::HfConfig",
            "\"%1\" is not supported (supported: %2); describe the model "
            "with {\"params_b\": N} for a generic dense estimate")
                        .arg(typeValue.isString() ? type : Reader::describe(typeValue),
                            supportedHfModelTypes().join(QStringLiteral(", "))), modelType));
    }

    Reader r(config);
    ModelArch m;
    m.modelType = type.toStdString();
    m.layers = r.reqInt("num_hidden_layers", 1);
    m.hidden = r.reqInt("hidden_size", 1);
    m.heads = r.reqInt("num_attention_heads", 1);
    m.intermediate = r.reqInt("intermediate_size", 1);
    m.vocab = r.reqInt("vocab_size", 1);
    m.maxContext = r.reqInt("max_position_embeddings", 1);
    if (r.failed()) {
        return fail(r.error());
    }
    m.kvHeads = r.optInt("num_key_value_heads", 1).value_or(m.heads);
    if (!r.failed() && m.heads % m.kvHeads != 0) {
        r.fail(QStringLiteral("num_key_value_heads"),
            QCoreApplication::translate("rigplan::HfConfig", "%1 does not divide num_attention_heads (%2)")
                .arg(m.kvHeads)
                .arg(m.heads));
    }
    const auto headDim = r.optInt("head_dim", 1);
    if (!headDim && !r.failed() && m.hidden % m.heads != 0) {
        r.fail(QStringLiteral("head_dim"),
            QCoreApplication::translate(
                "rigplan::HfConfig", "missing, and hidden_size (%1) is not a multiple of num_attention_heads (%2)")
                .arg(m.hidden)
                .arg(m.heads));
    }
    m.headDim = headDim.value_or(m.hidden / m.heads);

    const bool gemmaFamily = type == QLatin1String("gemma") || type == QLatin1String("gemma2");
    m.tiedEmbeddings = r.optBool("tie_word_embeddings").value_or(gemmaFamily);
    if (type == QLatin1String("gemma2")) {
        m.normsPerLayer = 4; // input, post-attention, pre-feedforward, post-feedforward
    }

    // Biases.
    if (type == QLatin1String("qwen2")) {
        m.qkvBias = true;
    } else if (type == QLatin1String("llama")) {
        const bool attentionBias = r.optBool("attention_bias").value_or(false);
        m.qkvBias = attentionBias;
        m.attentionOutBias = attentionBias;
        m.mlpBias = r.optBool("mlp_bias").value_or(false);
    }

    // Sliding window.
    const std::int64_t window = r.optInt("sliding_window", 1).value_or(0);
    std::int64_t windowLayers = 0;
    if (window > 0) {
        if (type == QLatin1String("qwen2")) {
            if (r.optBool("use_sliding_window").value_or(false)) {
                const std::int64_t from = r.optInt("max_window_layers", 0).value_or(m.layers);
                windowLayers = from < m.layers ? m.layers - from : 0;
            }
        } else if (type == QLatin1String("gemma2")) {
            windowLayers = (m.layers + 1) / 2; // layers 0, 2, 4, ... use the window
        } else {
            windowLayers = m.layers;
        }
    }
    const QJsonValue layerTypes = config.value(QStringLiteral("layer_types"));
    if (layerTypes.isArray() && window > 0) {
        // Newer transformers versions write the per-layer pattern explicitly: trust it.
        const QJsonArray types = layerTypes.toArray();
        if (types.size() != m.layers) {
            r.fail(QStringLiteral("layer_types"),
                QCoreApplication::translate("rigplan::HfConfig", "has %1 entries for %2 layers")
                    .arg(types.size())
                    .arg(m.layers));
        }
        windowLayers = 0;
        for (const QJsonValue &t : types) {
            windowLayers += t.toString() == QLatin1String("sliding_attention") ? 1 : 0;
        }
    }
    m.slidingWindow = windowLayers > 0 ? window : 0;
    m.slidingWindowLayers = windowLayers;

    // Mixture of experts.
    if (type == QLatin1String("mixtral")) {
        m.experts = r.reqInt("num_local_experts", 1);
        m.expertsPerToken = r.reqInt("num_experts_per_tok", 1);
    } else if (type == QLatin1String("deepseek_v2")) {
        m.experts = r.optInt("n_routed_experts", 1).value_or(0);
        if (m.experts > 0) {
            m.expertsPerToken = r.reqInt("num_experts_per_tok", 1);
            m.sharedExperts = r.optInt("n_shared_experts", 0).value_or(0);
            m.moeIntermediate = r.reqInt("moe_intermediate_size", 1);
            m.firstDenseLayers = r.optInt("first_k_dense_replace", 0).value_or(0);
            const std::int64_t freq = r.optInt("moe_layer_freq", 1).value_or(1);
            if (freq != 1) {
                r.fail(QStringLiteral("moe_layer_freq"),
                    QCoreApplication::translate(
                        "rigplan::HfConfig", "only 1 (every layer after first_k_dense_replace) is supported, got %1")
                        .arg(freq));
            }
        }
        m.qLoraRank = r.optInt("q_lora_rank", 1).value_or(0);
        m.kvLoraRank = r.reqInt("kv_lora_rank", 1);
        m.qkRopeHeadDim = r.reqInt("qk_rope_head_dim", 1);
        m.qkNopeHeadDim = r.reqInt("qk_nope_head_dim", 1);
        m.vHeadDim = r.reqInt("v_head_dim", 1);
        if (!headDim) {
            m.headDim = m.vHeadDim;
        }
    } else {
        const auto experts = r.optInt("num_local_experts", 0);
        if (experts && *experts > 0) {
            r.fail(QStringLiteral("num_local_experts"),
                QCoreApplication::translate("rigplan::HfConfig", "experts are not expected for model_type \"%1\"")
                    .arg(type));
        }
    }
    if (m.experts > 0 && m.expertsPerToken > m.experts) {
        r.fail(QStringLiteral("num_experts_per_tok"),
            QCoreApplication::translate("rigplan::HfConfig", "%1 is more than the %2 experts")
                .arg(m.expertsPerToken)
                .arg(m.experts));
    }
    if (m.firstDenseLayers > m.layers) {
        r.fail(QStringLiteral("first_k_dense_replace"),
            QCoreApplication::translate("rigplan::HfConfig", "more than num_hidden_layers"));
    }

    QJsonValue dtype = config.value(QStringLiteral("torch_dtype"));
    if (!dtype.isString()) {
        dtype = config.value(QStringLiteral("dtype"));
    }
    m.torchDtype = dtype.toString().toStdString();

    if (r.failed()) {
        return fail(r.error());
    }
    const QString nameOrPath = config.value(QStringLiteral("_name_or_path")).toString();
    m.name = nameOrPath.isEmpty() ? (QStringLiteral("config.json (") + type + QLatin1Char(')')).toStdString()
                                  : nameOrPath.toStdString();
    if (!paramCountsFit(m)) {
        // Blame the field that makes the count overflow: of the sizes that alone would bring
        // it back in range, the largest (an oversized vocab_size is reported on vocab_size).
        struct Size {
            const char *key;
            std::int64_t ModelArch::*field;
        };
        const Size sizes[] = {{"vocab_size", &ModelArch::vocab},           {"hidden_size", &ModelArch::hidden},
                              {"intermediate_size", &ModelArch::intermediate}, {"num_hidden_layers", &ModelArch::layers},
                              {"num_attention_heads", &ModelArch::heads},  {"num_key_value_heads", &ModelArch::kvHeads},
                              {"head_dim", &ModelArch::headDim},           {"moe_intermediate_size", &ModelArch::moeIntermediate},
                              {"n_routed_experts", &ModelArch::experts},   {"num_local_experts", &ModelArch::experts}};
        const char *blamed = "num_hidden_layers";
        std::int64_t largest = -1;
        for (const Size &size : sizes) {
            ModelArch reduced = m;
            reduced.*size.field = 1;
            if (m.*size.field > largest && paramCountsFit(reduced) && config.contains(QLatin1String(size.key))) {
                blamed = size.key;
                largest = m.*size.field;
            }
        }
        return fail(Diagnostic::badInput(QString(), QCoreApplication::translate("rigplan::HfConfig",
            "with these sizes the model would have more than 4.6e18 parameters (the limit)"), QLatin1String(blamed)));
    }
    fillParamCounts(m);
    return m;
}

Result<ModelArch> modelFromHfConfigFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        // A path that names no file is the caller's mistake; a file that is there but cannot
        // be read (permissions, an I/O error) is the machine's.
        const QFileInfo info(path);
        if (info.exists() && !info.isDir()) {
            return Diagnostic::environment(file.errorString(), path);
        }
        return Diagnostic::badInput(path, file.errorString());
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        return Diagnostic::badInput(path, QCoreApplication::translate("rigplan::HfConfig", "not a JSON object (%1 at byte %2)")
                                              .arg(parseError.errorString())
                                              .arg(parseError.offset));
    }
    Result<ModelArch> m = modelFromHfConfig(doc.object());
    if (!m) {
        Diagnostic d = m.diagnostic();
        d.file = path;
        return d;
    }
    m->source = path.toStdString();
    return m;
}

} // namespace rigplan
