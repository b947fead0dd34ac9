// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/HfConfig.h"

#include "util/InputFile.h"
#include "util/JsonText.h"

#include "model/ImageTokens.h"
#include "model/ModelParams.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSet>

#include <cmath>
#include <optional>

namespace rigplan {

QStringList supportedHfModelTypes()
{
    return {QStringLiteral("llama"),      QStringLiteral("mistral"),     QStringLiteral("mixtral"),
            QStringLiteral("qwen2"),      QStringLiteral("qwen3"),       QStringLiteral("qwen3_moe"),
            QStringLiteral("gemma"),      QStringLiteral("gemma2"),      QStringLiteral("gemma3"),
            QStringLiteral("gemma3_text"), QStringLiteral("phi3"),       QStringLiteral("deepseek_v2"),
            QStringLiteral("deepseek_v3"), QStringLiteral("llama4"),     QStringLiteral("llama4_text"),
            QStringLiteral("gpt_oss"),    QStringLiteral("mistral3"),    QStringLiteral("qwen2_vl"),
            QStringLiteral("qwen2_5_vl"), QStringLiteral("llava"),       QStringLiteral("llava_next"),
            QStringLiteral("mllama"),     QStringLiteral("qwen3_next"),  QStringLiteral("qwen3_5_text"),
            QStringLiteral("qwen3_5_moe_text"), QStringLiteral("nemotron_h"), QStringLiteral("lfm2"),
            QStringLiteral("jamba")};
}

namespace {

// Keys that name or identify the checkpoint rather than size it: read by nobody, reported by
// nobody (token ids, the class names, the library version, remote-code maps).
bool isMetadataKey(const QString &key)
{
    static const QSet<QString> keys{
        QStringLiteral("architectures"), QStringLiteral("_name_or_path"), QStringLiteral("transformers_version"),
        QStringLiteral("auto_map"), QStringLiteral("model_type"), QStringLiteral("torch_dtype"), QStringLiteral("dtype"),
        QStringLiteral("initializer_range"), QStringLiteral("_attn_implementation_autoset")};
    return keys.contains(key) || key.endsWith(QLatin1String("_token_id")) || key.endsWith(QLatin1String("_token_ids"))
           || key.endsWith(QLatin1String("_token_index"));
}

// Reads integers from one object of the config (the top level, text_config, vision_config, ...),
// records every key it reads as used, and remembers the first problem, naming the field by its
// full path.
class Reader
{
public:
    Reader(const QJsonObject &o, QString prefix, QSet<QString> &used, std::optional<Diagnostic> &error)
        : m_o(o), m_prefix(std::move(prefix)), m_used(used), m_error(error)
    {
    }

    bool failed() const { return m_error.has_value(); }
    Diagnostic error() const { return *m_error; }
    const QJsonObject &object() const { return m_o; }
    QString path(const QString &key) const { return m_prefix + key; }

    void fail(const QString &field, const QString &why)
    {
        if (!m_error) {
            m_error = Diagnostic::badInput(QString(), why, path(field));
        }
    }

    QJsonValue value(const QString &key)
    {
        m_used.insert(path(key));
        return m_o.value(key);
    }
    bool has(const char *key) const
    {
        const QJsonValue v = m_o.value(QLatin1String(key));
        return !v.isUndefined() && !v.isNull();
    }

    // nullopt when absent or null; otherwise an integer ≥ min or a recorded error.
    std::optional<std::int64_t> optInt(const char *key, std::int64_t min)
    {
        const QString field = QLatin1String(key);
        const QJsonValue v = value(field);
        if (v.isUndefined() || v.isNull()) {
            return std::nullopt;
        }
        const double d = v.toDouble(std::nan(""));
        if (!v.isDouble() || std::floor(d) != d || std::fabs(d) > 9.0e15 || d < double(min)) {
            // Beyond 9e15 the value fails on the upper bound, so the message names that bound.
            if (v.isDouble() && std::isfinite(d) && std::fabs(d) > 9.0e15) {
                fail(field, QCoreApplication::translate("rigplan::HfConfig", "expected an integer from %1 to %2, got %3")
                                .arg(min)
                                .arg(qint64(9'000'000'000'000'000))
                                .arg(describe(v)));
            } else {
                fail(field, QCoreApplication::translate("rigplan::HfConfig", "expected an integer ≥ %1, got %2").arg(min).arg(describe(v)));
            }
            return std::nullopt;
        }
        return static_cast<std::int64_t>(d);
    }

    // Required unless `dflt` is given (the transformers default of a nested config class).
    std::int64_t reqInt(const char *key, std::int64_t min, std::optional<std::int64_t> dflt = std::nullopt)
    {
        const QString field = QLatin1String(key);
        const QJsonValue v = value(field);
        if (v.isUndefined() || v.isNull()) {
            if (dflt) {
                return *dflt;
            }
            fail(field, QCoreApplication::translate("rigplan::HfConfig", "missing (required, an integer ≥ %1)").arg(min));
            return 0;
        }
        return optInt(key, min).value_or(0);
    }

    std::optional<double> optNumber(const char *key, double min)
    {
        const QString field = QLatin1String(key);
        const QJsonValue v = value(field);
        if (v.isUndefined() || v.isNull()) {
            return std::nullopt;
        }
        if (!v.isDouble() || !(v.toDouble() >= min) || !std::isfinite(v.toDouble())) {
            fail(field, QCoreApplication::translate("rigplan::HfConfig", "expected a number ≥ %1, got %2").arg(min).arg(describe(v)));
            return std::nullopt;
        }
        return v.toDouble();
    }

    std::optional<bool> optBool(const char *key)
    {
        const QString field = QLatin1String(key);
        const QJsonValue v = value(field);
        if (v.isUndefined() || v.isNull()) {
            return std::nullopt;
        }
        if (!v.isBool()) {
            fail(field, QCoreApplication::translate("rigplan::HfConfig", "expected true or false, got %1").arg(describe(v)));
            return std::nullopt;
        }
        return v.toBool();
    }

    std::optional<QString> optString(const char *key)
    {
        const QString field = QLatin1String(key);
        const QJsonValue v = value(field);
        if (v.isUndefined() || v.isNull()) {
            return std::nullopt;
        }
        if (!v.isString()) {
            fail(field, QCoreApplication::translate("rigplan::HfConfig", "expected a string, got %1").arg(describe(v)));
            return std::nullopt;
        }
        return v.toString();
    }

    // An array (absent or null: nullopt).
    std::optional<QJsonArray> optArray(const char *key)
    {
        const QString field = QLatin1String(key);
        const QJsonValue v = value(field);
        if (v.isUndefined() || v.isNull()) {
            return std::nullopt;
        }
        if (!v.isArray()) {
            fail(field, QCoreApplication::translate("rigplan::HfConfig", "expected an array, got %1").arg(describe(v)));
            return std::nullopt;
        }
        return v.toArray();
    }

    // A nested object (absent or null: nullopt); the key itself counts as used, its members
    // only as they are read.
    std::optional<QJsonObject> optObject(const char *key)
    {
        const QString field = QLatin1String(key);
        const QJsonValue v = value(field);
        if (v.isUndefined() || v.isNull()) {
            return std::nullopt;
        }
        if (!v.isObject()) {
            fail(field, QCoreApplication::translate("rigplan::HfConfig", "expected an object, got %1").arg(describe(v)));
            return std::nullopt;
        }
        return v.toObject();
    }

    Reader nested(const QJsonObject &o, const char *key) { return Reader(o, path(QLatin1String(key)) + QLatin1Char('.'), m_used, m_error); }

    static QString describe(const QJsonValue &v) { return describeJsonValue(v); }

private:
    QJsonObject m_o;
    QString m_prefix;
    QSet<QString> &m_used;
    std::optional<Diagnostic> &m_error;
};

// transformers' defaults for the fields the official wrapper configs leave out of text_config
// (llava-hf/llava-1.5-7b-hf gives no hidden_size: LlamaConfig's 4096 applies).
struct TextDefaults {
    std::optional<std::int64_t> layers, hidden, heads, kvHeads, headDim, intermediate, vocab, maxPositions, window;
};

TextDefaults textDefaults(const QString &textType, bool nested)
{
    if (!nested) {
        return {};
    }
    if (textType == QLatin1String("llama")) { // LlamaConfig
        return {32, 4096, 32, std::nullopt, std::nullopt, 11008, 32000, 2048, std::nullopt};
    }
    if (textType == QLatin1String("mistral")) { // MistralConfig
        return {32, 4096, 32, 8, std::nullopt, 14336, 32000, 4096 * 32, std::nullopt};
    }
    if (textType == QLatin1String("gemma3_text")) { // Gemma3TextConfig
        return {26, 2304, 8, 4, 256, 9216, 262208, 131072, 4096};
    }
    return {};
}

// The text model type a wrapper's text_config may have, and the default when it names none.
QStringList allowedTextTypes(const QString &wrapper)
{
    if (wrapper == QLatin1String("llama4")) {
        return {QStringLiteral("llama4_text")};
    }
    if (wrapper == QLatin1String("gemma3")) {
        return {QStringLiteral("gemma3_text")};
    }
    if (wrapper == QLatin1String("mistral3")) {
        return {QStringLiteral("mistral")};
    }
    if (wrapper == QLatin1String("mllama")) {
        return {QStringLiteral("mllama_text_model")};
    }
    if (wrapper == QLatin1String("llava") || wrapper == QLatin1String("llava_next")) {
        return {QStringLiteral("llama"), QStringLiteral("mistral"), QStringLiteral("qwen2")};
    }
    return {};
}

// Sliding-window layers of the types that put the window on a fixed subset of layers.
std::int64_t slidingLayers(Reader &r, const QString &type, std::int64_t layers, std::int64_t window)
{
    if (type == QLatin1String("qwen2") || type == QLatin1String("qwen3") || type == QLatin1String("qwen3_moe")
        || type == QLatin1String("qwen2_vl") || type == QLatin1String("qwen2_5_vl")) {
        const bool enabled = r.optBool("use_sliding_window").value_or(false);
        const std::int64_t from = r.optInt("max_window_layers", 0).value_or(layers);
        if (!enabled || window <= 0) {
            return 0;
        }
        return from < layers ? layers - from : 0;
    }
    if (window <= 0) {
        return 0;
    }
    if (type == QLatin1String("gemma2") || type == QLatin1String("gpt_oss")) {
        return (layers + 1) / 2; // layers 0, 2, 4, ... use the window
    }
    if (type == QLatin1String("gemma3_text")) {
        // sliding_window_pattern 6: every 6th layer is global (5 local : 1 global)
        const std::int64_t pattern = r.optInt("sliding_window_pattern", 1).value_or(6);
        return layers - layers / pattern;
    }
    return layers;
}

// quantization_config: the format of a pre-quantised checkpoint.
void readQuantization(Reader &top, ModelArch &m)
{
    const std::optional<QJsonObject> q = top.optObject("quantization_config");
    if (!q) {
        return;
    }
    Reader r = top.nested(*q, "quantization_config");
    const QString method = r.optString("quant_method").value_or(QString());
    const QStringList supported{QStringLiteral("fp8"), QStringLiteral("mxfp4"), QStringLiteral("modelopt"),
                                QStringLiteral("compressed-tensors"), QStringLiteral("gptq"), QStringLiteral("awq"),
                                QStringLiteral("bitsandbytes")};
    if (method == QLatin1String("fp8")) {
        const std::optional<QJsonArray> block = r.optArray("weight_block_size");
        if (block && block->size() == 2 && block->at(0).toInt() == 128 && block->at(1).toInt() == 128) {
            m.checkpointFormat = "fp8-block128";
        } else if (block) {
            r.fail(QStringLiteral("weight_block_size"), QCoreApplication::translate("rigplan::HfConfig", "only [128, 128] blocks are supported, got %1")
                                                            .arg(Reader::describe(QJsonValue(*block))));
        } else {
            m.checkpointFormat = "fp8";
        }
        const QString fmt = r.optString("fmt").value_or(QStringLiteral("e4m3"));
        if (fmt != QLatin1String("e4m3") && fmt != QLatin1String("e5m2")) {
            r.fail(QStringLiteral("fmt"), QCoreApplication::translate("rigplan::HfConfig", "expected \"e4m3\" or \"e5m2\", got %1").arg(Reader::describe(QJsonValue(fmt))));
        }
    } else if (method == QLatin1String("mxfp4")) {
        // GPT-OSS keeps attention, router, embeddings and LM head in bf16: only the experts are MXFP4.
        bool attentionKept = false;
        for (const QJsonValue &module : r.optArray("modules_to_not_convert").value_or(QJsonArray())) {
            attentionKept = attentionKept || module.toString().contains(QLatin1String("self_attn"));
        }
        m.checkpointFormat = attentionKept ? "mxfp4-experts" : "mxfp4";
    } else if (method == QLatin1String("modelopt")) {
        const QString algo = r.optString("quant_algo").value_or(QString());
        if (algo == QLatin1String("NVFP4")) {
            m.checkpointFormat = "nvfp4";
        } else if (algo == QLatin1String("FP8")) {
            m.checkpointFormat = "fp8";
        } else {
            r.fail(QStringLiteral("quant_algo"), QCoreApplication::translate("rigplan::HfConfig", "\"%1\" is not supported (supported: NVFP4, FP8)").arg(algo));
        }
    } else if (method == QLatin1String("compressed-tensors")) {
        const QString format = r.optString("format").value_or(QString());
        if (format == QLatin1String("nvfp4-pack-quantized")) {
            m.checkpointFormat = "nvfp4";
        } else if (format == QLatin1String("float-quantized")) {
            m.checkpointFormat = "fp8";
        } else if (format == QLatin1String("pack-quantized")) {
            m.checkpointFormat = "int4";
        } else {
            r.fail(QStringLiteral("format"),
                QCoreApplication::translate("rigplan::HfConfig", "\"%1\" is not supported (supported: nvfp4-pack-quantized, float-quantized, pack-quantized)").arg(format));
        }
    } else if (method == QLatin1String("gptq") || method == QLatin1String("awq")) {
        const std::int64_t bits = r.optInt("bits", 1).value_or(4);
        if (bits != 4) {
            r.fail(QStringLiteral("bits"), QCoreApplication::translate("rigplan::HfConfig", "only 4-bit checkpoints are supported, got %1").arg(bits));
        }
        m.checkpointFormat = "int4";
    } else if (method == QLatin1String("bitsandbytes")) {
        if (r.optBool("load_in_4bit").value_or(false)) {
            m.checkpointFormat = "int4";
        } else if (r.optBool("load_in_8bit").value_or(false)) {
            m.checkpointFormat = "int8";
        }
    } else {
        r.fail(QStringLiteral("quant_method"), QCoreApplication::translate("rigplan::HfConfig", "\"%1\" is not supported (supported: %2)")
                                                   .arg(method, supported.join(QStringLiteral(", "))));
    }
}

// rope_scaling (or its newer name rope_parameters): the context the scaled RoPE supports is
// factor × original_max_position_embeddings when that exceeds max_position_embeddings.
void readRopeScaling(Reader &r, ModelArch &m)
{
    const char *key = r.has("rope_scaling") ? "rope_scaling" : "rope_parameters";
    const std::optional<QJsonObject> rope = r.optObject(key);
    if (!rope) {
        return;
    }
    Reader s = r.nested(*rope, key);
    const char *typeKey = s.has("rope_type") ? "rope_type" : "type";
    const QString type = s.optString(typeKey).value_or(QStringLiteral("default"));
    const QStringList scaled{QStringLiteral("linear"), QStringLiteral("dynamic"), QStringLiteral("yarn"),
                             QStringLiteral("longrope"), QStringLiteral("llama3")};
    const QStringList unscaled{QStringLiteral("default"), QStringLiteral("mrope")};
    if (scaled.contains(type)) {
        const std::optional<double> factor = s.optNumber("factor", 1.0);
        const std::optional<std::int64_t> original = s.optInt("original_max_position_embeddings", 1);
        if (factor && original) {
            const double context = *factor * double(*original);
            if (context > double(m.maxContext) && context < 9.0e15) {
                m.maxContext = std::int64_t(std::llround(context));
            }
        }
    } else if (!unscaled.contains(type)) {
        s.fail(QLatin1String(typeKey), QCoreApplication::translate("rigplan::HfConfig", "\"%1\" is not supported (supported: %2)")
                                           .arg(type, (scaled + unscaled).join(QStringLiteral(", "))));
    }
    s.value(QStringLiteral("rope_theta")); // rope_parameters carries the base frequency: no size
}

bool isQwenHybrid(const QString &type)
{
    return type == QLatin1String("qwen3_next") || type == QLatin1String("qwen3_5_text")
           || type == QLatin1String("qwen3_5_moe_text");
}

// Qwen2-MoE-style experts on every decoder_sparse_step-th layer with one gated shared expert
// (Qwen3-Next, Qwen3.5 MoE).
void readQwenHybridExperts(Reader &r, ModelArch &m)
{
    m.experts = r.reqInt("num_experts", 1);
    m.expertsPerToken = r.reqInt("num_experts_per_tok", 1);
    m.moeIntermediate = r.reqInt("moe_intermediate_size", 1);
    m.moeLayerStep = r.optInt("decoder_sparse_step", 1).value_or(1);
    const std::int64_t shared = r.optInt("shared_expert_intermediate_size", 0).value_or(0);
    if (shared > 0 && shared != m.moeIntermediate) {
        r.fail(QStringLiteral("shared_expert_intermediate_size"),
            QCoreApplication::translate("rigplan::HfConfig", "only a shared expert as wide as moe_intermediate_size (%1) is supported, got %2").arg(m.moeIntermediate).arg(shared));
    }
    m.sharedExperts = shared > 0 ? 1 : 0;
    m.sharedExpertGate = shared > 0;
    const QJsonArray denseOnly = r.optArray("mlp_only_layers").value_or(QJsonArray());
    if (!denseOnly.isEmpty()) {
        r.fail(QStringLiteral("mlp_only_layers"),
            QCoreApplication::translate("rigplan::HfConfig", "dense layers at chosen indices are not supported, got %1").arg(Reader::describe(QJsonValue(denseOnly))));
    }
}

// Nemotron-H's hybrid_override_pattern: one character per block, M a Mamba2 mixer, * attention,
// - an MLP (each block has one norm and no other part).
void readNemotronPattern(Reader &r, ModelArch &m)
{
    const QString pattern = r.optString("hybrid_override_pattern").value_or(QString());
    if (r.failed()) {
        return;
    }
    if (pattern.size() != m.layers) {
        r.fail(QStringLiteral("hybrid_override_pattern"),
            QCoreApplication::translate("rigplan::HfConfig", "has %1 blocks for %2 layers").arg(pattern.size()).arg(m.layers));
        return;
    }
    std::int64_t mamba = 0, attention = 0, mlp = 0;
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c == QLatin1Char('M')) {
            ++mamba;
        } else if (c == QLatin1Char('*')) {
            ++attention;
        } else if (c == QLatin1Char('-')) {
            ++mlp;
        } else {
            r.fail(QStringLiteral("hybrid_override_pattern"),
                QCoreApplication::translate("rigplan::HfConfig", "block %1 is \"%2\" (supported: M, *, -)").arg(i).arg(c));
            return;
        }
    }
    m.stateLayers = mamba;
    m.mixerFreeLayers = mlp;
    m.mlpFreeLayers = mamba + attention;
}

// The state mixer of a hybrid model and its sizes (ModelArch.h, "Hybrid models"), with the
// transformers defaults of each config class.
// One reader per hybrid family (the state mixer, its sizes and the family's other rules);
// `stateLayers` is the count layer_types gave, if it did.
using StateLayers = std::optional<std::int64_t>;

void readQwenHybrid(Reader &r, const QString &type, StateLayers stateLayers, ModelArch &m)
{
    m.stateMixer = StateMixer::GatedDeltaNet;
    // layer_types when given, else every full_attention_interval-th layer attends.
    const std::int64_t interval = r.optInt("full_attention_interval", 1).value_or(4);
    m.stateLayers = stateLayers.value_or(m.layers - m.layers / interval);
    m.stateHeads = r.reqInt("linear_num_value_heads", 1);
    m.stateGroups = r.reqInt("linear_num_key_heads", 1);
    m.stateKeyDim = r.reqInt("linear_key_head_dim", 1);
    m.stateValueDim = r.reqInt("linear_value_head_dim", 1);
    m.convKernel = r.optInt("linear_conv_kernel_dim", 1).value_or(4);
    m.attentionOutputGate = r.optBool("attn_output_gate").value_or(true);
    m.stateFp32 = r.optString("mamba_ssm_dtype").value_or(QString()) == QLatin1String("float32");
    if (type != QLatin1String("qwen3_5_text")) {
        readQwenHybridExperts(r, m);
    }
}

void readNemotronH(Reader &r, const QString &, StateLayers, ModelArch &m)
{
    m.stateMixer = StateMixer::Mamba2;
    readNemotronPattern(r, m);
    m.stateHeads = r.reqInt("mamba_num_heads", 1);
    m.stateValueDim = r.reqInt("mamba_head_dim", 1);
    m.stateGroups = r.optInt("n_groups", 1).value_or(8);
    m.stateKeyDim = r.optInt("ssm_state_size", 1).value_or(128);
    m.convKernel = r.optInt("conv_kernel", 1).value_or(4);
    m.convBias = r.optBool("use_conv_bias").value_or(true);
    m.mixerProjBias = r.optBool("use_bias").value_or(false);
    r.value(QStringLiteral("mamba_proj_bias")); // the modelling code uses use_bias
    r.value(QStringLiteral("expand"));          // d_inner is mamba_num_heads · mamba_head_dim
    // vLLM keeps Nemotron-H's SSM state in fp32 unless told otherwise ("Only float32 is known
    // to have no accuracy issues", NemotronHForCausalLMConfig.DEFAULT_MAMBA_SSM_CACHE_DTYPE).
    m.stateFp32 = r.optString("mamba_ssm_cache_dtype").value_or(QStringLiteral("float32")) == QLatin1String("float32");
    m.normsPerLayer = 1;
    const QString act = r.optString("mlp_hidden_act").value_or(QStringLiteral("relu2"));
    if (act != QLatin1String("relu2")) {
        r.fail(QStringLiteral("mlp_hidden_act"), QCoreApplication::translate("rigplan::HfConfig", "only \"relu2\" is supported, got %1").arg(Reader::describe(QJsonValue(act))));
    }
    m.mlpGated = false;                          // relu2: up_proj, down_proj
    m.mlpBias = r.optBool("mlp_bias").value_or(false);
    if (r.has("attention_head_dim") && !r.has("head_dim")) {
        m.headDim = r.reqInt("attention_head_dim", 1);
    }
}

// Lfm2MLP: block_ff_dim, when auto-adjusted 2/3 of it, times the multiplier, rounded up to
// block_multiple_of.
void readLfm2Mlp(Reader &r, ModelArch &m)
{
    double ff = double(r.reqInt("block_ff_dim", 1));
    if (r.optBool("block_auto_adjust_ff_dim").value_or(true)) {
        ff = std::floor(2.0 * ff / 3.0);
        if (const std::optional<double> k = r.optNumber("block_ffn_dim_multiplier", 0.0)) {
            ff = std::floor(*k * ff);
        }
        const double multiple = double(r.optInt("block_multiple_of", 1).value_or(256));
        ff = multiple * std::ceil(ff / multiple);
    }
    m.intermediate = std::int64_t(ff);
    r.value(QStringLiteral("intermediate_size"));
}

void readLfm2(Reader &r, const QString &, StateLayers stateLayers, ModelArch &m)
{
    m.stateMixer = StateMixer::ShortConv;
    if (!stateLayers) {
        const QJsonArray attention = r.optArray("full_attn_idxs").value_or(QJsonArray());
        if (!r.failed() && attention.isEmpty()) {
            r.fail(QStringLiteral("full_attn_idxs"), QCoreApplication::translate("rigplan::HfConfig", "missing (required without layer_types)"));
        }
        stateLayers = m.layers - attention.size();
    }
    m.stateLayers = *stateLayers;
    m.convKernel = r.optInt("conv_L_cache", 1).value_or(3);
    m.convBias = r.optBool("conv_bias").value_or(false);
    m.mixerProjBias = m.convBias;
    m.tiedEmbeddings = r.optBool("tie_embedding").value_or(r.optBool("tie_word_embeddings").value_or(true));
    if (r.has("block_ff_dim")) {
        readLfm2Mlp(r, m);
    }
    for (const char *key : {"block_dim", "conv_dim", "conv_dim_out", "num_heads"}) {
        r.value(QLatin1String(key)); // hidden_size / num_attention_heads again
    }
}

void readJamba(Reader &r, const QString &, StateLayers, ModelArch &m)
{
    m.stateMixer = StateMixer::Mamba;
    const std::int64_t period = r.optInt("attn_layer_period", 1).value_or(8);
    const std::int64_t offset = r.optInt("attn_layer_offset", 0).value_or(4);
    std::int64_t attention = 0;
    for (std::int64_t i = 0; i < m.layers; ++i) {
        attention += i % period == offset ? 1 : 0;
    }
    m.stateLayers = m.layers - attention;
    m.stateKeyDim = r.optInt("mamba_d_state", 1).value_or(16);
    m.convKernel = r.optInt("mamba_d_conv", 1).value_or(4);
    m.stateInner = r.optInt("mamba_expand", 1).value_or(2) * m.hidden;
    const QJsonValue rank = r.value(QStringLiteral("mamba_dt_rank"));
    m.dtRank = rank.isString() && rank.toString() == QLatin1String("auto")
                   ? (m.hidden + 15) / 16
                   : r.optInt("mamba_dt_rank", 1).value_or((m.hidden + 15) / 16);
    m.convBias = r.optBool("mamba_conv_bias").value_or(true);
    m.mixerProjBias = r.optBool("mamba_proj_bias").value_or(false);
    const std::int64_t experts = r.optInt("num_experts", 1).value_or(16);
    if (experts > 1) {
        m.experts = experts;
        m.expertsPerToken = r.optInt("num_experts_per_tok", 1).value_or(2);
        const std::int64_t every = r.optInt("expert_layer_period", 1).value_or(2);
        const std::int64_t at = r.optInt("expert_layer_offset", 0).value_or(1);
        if (at != every - 1) {
            r.fail(QStringLiteral("expert_layer_offset"),
                QCoreApplication::translate("rigplan::HfConfig", "only expert_layer_period − 1 (%1) is supported, got %2").arg(every - 1).arg(at));
        }
        m.moeLayerStep = every;
    }
}

// The hybrid families by model_type: one row each.
struct HybridReader {
    const char *modelType;
    void (*read)(Reader &, const QString &, StateLayers, ModelArch &);
};
const HybridReader kHybridReaders[] = {
    {"qwen3_next", readQwenHybrid}, {"qwen3_5_text", readQwenHybrid}, {"qwen3_5_moe_text", readQwenHybrid},
    {"nemotron_h", readNemotronH},  {"lfm2", readLfm2},               {"jamba", readJamba},
};

const HybridReader *hybridReader(const QString &type)
{
    for (const HybridReader &family : kHybridReaders) {
        if (type == QLatin1String(family.modelType)) {
            return &family;
        }
    }
    return nullptr;
}

bool isHybridType(const QString &type) { return hybridReader(type) != nullptr; }

void readHybrid(Reader &r, const QString &type, StateLayers stateLayersFromTypes, ModelArch &m)
{
    if (const HybridReader *family = hybridReader(type)) {
        family->read(r, type, stateLayersFromTypes, m);
    }
}

// The architecture of the text model in `r` (the whole config, or a wrapper's text_config).
void readText(Reader &r, const QString &type, bool nested, ModelArch &m)
{
    const TextDefaults d = textDefaults(type, nested);
    m.layers = r.reqInt("num_hidden_layers", 1, d.layers);
    m.hidden = r.reqInt("hidden_size", 1, d.hidden);
    m.heads = r.reqInt("num_attention_heads", 1, d.heads);
    // LFM2 sizes its MLP from block_ff_dim (readHybrid); intermediate_size is optional there.
    m.intermediate = type == QLatin1String("lfm2") && r.has("block_ff_dim") ? 0 : r.reqInt("intermediate_size", 1, d.intermediate);
    m.vocab = r.reqInt("vocab_size", 1, d.vocab);
    m.maxContext = r.reqInt("max_position_embeddings", 1, d.maxPositions);
    if (r.failed()) {
        return;
    }
    m.kvHeads = r.optInt("num_key_value_heads", 1).value_or(d.kvHeads.value_or(m.heads));
    if (!r.failed() && m.heads % m.kvHeads != 0) {
        r.fail(QStringLiteral("num_key_value_heads"),
            QCoreApplication::translate("rigplan::HfConfig", "%1 does not divide num_attention_heads (%2)").arg(m.kvHeads).arg(m.heads));
    }
    const bool llama4 = type == QLatin1String("llama4_text");
    auto headDim = r.optInt("head_dim", 1);
    if (!headDim && d.headDim) {
        headDim = d.headDim;
    }
    if (!headDim && llama4) {
        headDim = 128; // Llama4TextConfig
    }
    if (!headDim && !r.failed() && m.hidden % m.heads != 0) {
        r.fail(QStringLiteral("head_dim"),
            QCoreApplication::translate("rigplan::HfConfig", "missing, and hidden_size (%1) is not a multiple of num_attention_heads (%2)").arg(m.hidden).arg(m.heads));
    }
    m.headDim = headDim.value_or(m.hidden / m.heads);

    const bool gemmaFamily = type == QLatin1String("gemma") || type == QLatin1String("gemma2")
                             || type == QLatin1String("gemma3_text");
    m.tiedEmbeddings = r.optBool("tie_word_embeddings").value_or(gemmaFamily);
    if (type == QLatin1String("gemma2") || type == QLatin1String("gemma3_text")) {
        m.normsPerLayer = 4; // input, post-attention, pre-feedforward, post-feedforward
    }
    if (type == QLatin1String("gemma3_text") || type == QLatin1String("qwen3") || type == QLatin1String("qwen3_moe")
        || isQwenHybrid(type) || type == QLatin1String("lfm2")) {
        m.qkNorm = true;
    }
    // Logit soft-capping: absent = the config class's default (Gemma2Config: 50 on the attention
    // scores, 30 on the final logits; none elsewhere), null or 0 = none.
    const bool gemma2 = type == QLatin1String("gemma2");
    auto softcap = [&](const char *key, double gemma2Default) {
        const bool absent = !r.object().contains(QLatin1String(key));
        return r.optNumber(key, 0.0).value_or(absent && gemma2 ? gemma2Default : 0.0);
    };
    m.attnLogitSoftcapping = softcap("attn_logit_softcapping", 50.0);
    m.finalLogitSoftcapping = softcap("final_logit_softcapping", 30.0);

    // Biases.
    if (type == QLatin1String("qwen2") || type == QLatin1String("qwen2_vl") || type == QLatin1String("qwen2_5_vl")) {
        m.qkvBias = true;
    } else if (type == QLatin1String("llama") || type == QLatin1String("qwen3") || type == QLatin1String("qwen3_moe")
               || type == QLatin1String("gpt_oss") || type == QLatin1String("gemma3_text") || llama4
               || type == QLatin1String("deepseek_v3") || type == QLatin1String("mistral")) {
        const bool attentionBias = r.optBool("attention_bias").value_or(type == QLatin1String("gpt_oss"));
        if (attentionBias && type == QLatin1String("mistral")) {
            r.fail(QStringLiteral("attention_bias"), QCoreApplication::translate("rigplan::HfConfig", "biases are not expected for model_type \"%1\"").arg(type));
        }
        if (type != QLatin1String("deepseek_v3")) {
            m.qkvBias = attentionBias;
            m.attentionOutBias = attentionBias;
        }
        if (type == QLatin1String("llama")) {
            m.mlpBias = r.optBool("mlp_bias").value_or(false);
        }
    }
    if (type == QLatin1String("gpt_oss")) {
        m.attentionSinks = true;
        m.expertBias = true;
    }
    if (isHybridType(type) && r.optBool("attention_bias").value_or(false)) {
        r.fail(QStringLiteral("attention_bias"), QCoreApplication::translate("rigplan::HfConfig", "biases are not expected for model_type \"%1\"").arg(type));
    }

    // Sliding window, chunked attention and the per-layer pattern.
    const std::int64_t window = r.optInt("sliding_window", 1).value_or(type == QLatin1String("gemma3_text") && nested ? d.window.value_or(0) : 0);
    std::int64_t windowLayers = slidingLayers(r, type, m.layers, window);
    std::optional<std::int64_t> chunkedLayers;
    std::optional<std::int64_t> stateLayersFromTypes;
    if (llama4) {
        m.attentionChunk = r.optInt("attention_chunk_size", 1).value_or(0);
        // no_rope_layers: 1 = RoPE + chunked attention, 0 = NoPE + global attention; empty = every
        // no_rope_layer_interval-th layer (default 4) is global.
        const QJsonArray noRope = r.optArray("no_rope_layers").value_or(QJsonArray());
        const std::int64_t interval = r.optInt("no_rope_layer_interval", 1).value_or(4);
        if (!noRope.isEmpty()) {
            if (noRope.size() != m.layers) {
                r.fail(QStringLiteral("no_rope_layers"), QCoreApplication::translate("rigplan::HfConfig", "has %1 entries for %2 layers").arg(noRope.size()).arg(m.layers));
            }
            std::int64_t n = 0;
            for (const QJsonValue &v : noRope) {
                n += v.toInt() != 0 ? 1 : 0;
            }
            chunkedLayers = n;
        } else {
            chunkedLayers = m.layers - m.layers / interval;
        }
    }
    if (const std::optional<QJsonArray> types = r.optArray("layer_types")) {
        // Newer transformers versions write the per-layer pattern explicitly: trust it.
        if (types->size() != m.layers) {
            r.fail(QStringLiteral("layer_types"), QCoreApplication::translate("rigplan::HfConfig", "has %1 entries for %2 layers").arg(types->size()).arg(m.layers));
        }
        windowLayers = 0;
        std::int64_t chunked = 0;
        // A hybrid model's state layers: Qwen3-Next / Qwen3.5 "linear_attention", LFM2 "conv".
        const QString stateType = isQwenHybrid(type) ? QStringLiteral("linear_attention")
                                  : type == QLatin1String("lfm2") ? QStringLiteral("conv") : QString();
        std::int64_t state = 0;
        for (qsizetype i = 0; i < types->size(); ++i) {
            const QString t = types->at(i).toString();
            if (t == QLatin1String("sliding_attention")) {
                ++windowLayers;
            } else if (t == QLatin1String("chunked_attention")) {
                ++chunked;
            } else if (!stateType.isEmpty() && t == stateType) {
                ++state;
            } else if (t != QLatin1String("full_attention")) {
                r.fail(QStringLiteral("layer_types[%1]").arg(i),
                    QCoreApplication::translate("rigplan::HfConfig", "%1 is not supported (supported: %2)")
                        .arg(Reader::describe(types->at(i)),
                             stateType.isEmpty() ? QStringLiteral("\"full_attention\", \"sliding_attention\", \"chunked_attention\"")
                                                 : QStringLiteral("\"full_attention\", \"%1\"").arg(stateType)));
            }
        }
        stateLayersFromTypes = state;
        if (chunked > 0 || llama4) {
            chunkedLayers = chunked;
        }
        if (windowLayers > 0 && window <= 0) {
            r.fail(QStringLiteral("sliding_window"), QCoreApplication::translate("rigplan::HfConfig", "missing, and layer_types has sliding_attention layers"));
        }
    }
    m.slidingWindow = windowLayers > 0 ? window : 0;
    m.slidingWindowLayers = windowLayers > 0 ? windowLayers : 0;
    if (chunkedLayers && *chunkedLayers > 0 && m.attentionChunk > 0) {
        m.chunkedLayers = *chunkedLayers;
    } else {
        m.attentionChunk = 0;
    }

    // Mixture of experts.
    if (type == QLatin1String("mixtral") || type == QLatin1String("gpt_oss")) {
        m.experts = r.reqInt("num_local_experts", 1);
        m.expertsPerToken = r.has("num_experts_per_tok") || type == QLatin1String("mixtral")
                                ? r.reqInt("num_experts_per_tok", 1)
                                : r.reqInt("experts_per_token", 1);
        r.value(QStringLiteral("experts_per_token")); // GPT-OSS repeats num_experts_per_tok under this name
    } else if (isHybridType(type)) {
        readHybrid(r, type, stateLayersFromTypes, m);
    } else if (type == QLatin1String("qwen3_moe")) {
        m.experts = r.reqInt("num_experts", 1);
        m.expertsPerToken = r.reqInt("num_experts_per_tok", 1);
        m.moeIntermediate = r.reqInt("moe_intermediate_size", 1);
        m.moeLayerStep = r.optInt("decoder_sparse_step", 1).value_or(1);
        const QJsonArray denseOnly = r.optArray("mlp_only_layers").value_or(QJsonArray());
        if (!denseOnly.isEmpty()) {
            r.fail(QStringLiteral("mlp_only_layers"),
                QCoreApplication::translate("rigplan::HfConfig", "dense layers at chosen indices are not supported, got %1").arg(Reader::describe(QJsonValue(denseOnly))));
        }
    } else if (llama4) {
        m.experts = r.reqInt("num_local_experts", 1);
        m.expertsPerToken = r.reqInt("num_experts_per_tok", 1);
        m.sharedExperts = 1; // Llama4TextMoe always has one shared expert of the expert width
        m.moeIntermediate = m.intermediate;
        m.intermediate = r.optInt("intermediate_size_mlp", 1).value_or(16384);
        m.moeLayerStep = r.optInt("interleave_moe_layer_step", 1).value_or(1);
        if (const std::optional<QJsonArray> moeLayers = r.optArray("moe_layers")) {
            std::int64_t expected = 0;
            for (std::int64_t i = 0; i < m.layers; ++i) {
                expected += (i + 1) % m.moeLayerStep == 0 ? 1 : 0;
            }
            bool matches = moeLayers->size() == expected;
            for (const QJsonValue &v : *moeLayers) {
                matches = matches && (v.toInt() + 1) % m.moeLayerStep == 0;
            }
            if (!matches) {
                r.fail(QStringLiteral("moe_layers"), QCoreApplication::translate("rigplan::HfConfig", "only every interleave_moe_layer_step-th layer (%1) is supported")
                                                         .arg(m.moeLayerStep));
            }
        }
    } else if (type == QLatin1String("deepseek_v2") || type == QLatin1String("deepseek_v3")) {
        m.experts = r.optInt("n_routed_experts", 1).value_or(0);
        if (m.experts > 0) {
            m.expertsPerToken = r.reqInt("num_experts_per_tok", 1);
            m.sharedExperts = r.optInt("n_shared_experts", 0).value_or(0);
            m.moeIntermediate = r.reqInt("moe_intermediate_size", 1);
            m.firstDenseLayers = r.optInt("first_k_dense_replace", 0).value_or(0);
            const std::int64_t freq = r.optInt("moe_layer_freq", 1).value_or(1);
            if (freq != 1) {
                r.fail(QStringLiteral("moe_layer_freq"),
                    QCoreApplication::translate("rigplan::HfConfig", "only 1 (every layer after first_k_dense_replace) is supported, got %1").arg(freq));
            }
            // DeepSeek-V3's gate adds a learned bias per expert to the routing scores.
            m.routerCorrectionBias = type == QLatin1String("deepseek_v3");
        }
        m.qLoraRank = r.optInt("q_lora_rank", 1).value_or(0);
        m.kvLoraRank = r.reqInt("kv_lora_rank", 1);
        m.qkRopeHeadDim = r.reqInt("qk_rope_head_dim", 1);
        m.qkNopeHeadDim = r.reqInt("qk_nope_head_dim", 1);
        m.vHeadDim = r.reqInt("v_head_dim", 1);
        if (!headDim) {
            m.headDim = m.vHeadDim;
        }
        if (type == QLatin1String("deepseek_v3")) {
            m.mtpLayers = r.optInt("num_nextn_predict_layers", 0).value_or(0);
        }
    } else {
        const auto experts = r.optInt("num_local_experts", 0);
        if (experts && *experts > 0) {
            r.fail(QStringLiteral("num_local_experts"), QCoreApplication::translate("rigplan::HfConfig", "experts are not expected for model_type \"%1\"").arg(type));
        }
    }
    if (m.experts > 0 && m.expertsPerToken > m.experts) {
        r.fail(QStringLiteral("num_experts_per_tok"), QCoreApplication::translate("rigplan::HfConfig", "%1 is more than the %2 experts").arg(m.expertsPerToken).arg(m.experts));
    }
    if (m.firstDenseLayers > m.layers) {
        r.fail(QStringLiteral("first_k_dense_replace"), QCoreApplication::translate("rigplan::HfConfig", "more than num_hidden_layers"));
    }
    if (type == QLatin1String("mllama_text_model")) {
        const QJsonArray cross = r.optArray("cross_attention_layers").value_or(QJsonArray());
        m.crossAttentionLayers = cross.size();
        if (m.crossAttentionLayers >= m.layers) {
            r.fail(QStringLiteral("cross_attention_layers"), QCoreApplication::translate("rigplan::HfConfig", "%1 entries for %2 layers").arg(cross.size()).arg(m.layers));
        }
        m.extraEmbeddingRows = 8; // MllamaTextModel: nn.Embedding(vocab_size + 8, hidden_size)
    }
    readRopeScaling(r, m);
    if (m.torchDtype.empty()) {
        QJsonValue dtype = r.value(QStringLiteral("torch_dtype"));
        if (!dtype.isString()) {
            dtype = r.value(QStringLiteral("dtype"));
        }
        m.torchDtype = dtype.toString().toStdString();
    }
}

// vision_config of a vision-language model.
void readVision(Reader &top, const QString &type, ModelArch &m)
{
    const std::optional<QJsonObject> o = top.optObject("vision_config");
    if (!o) {
        if (!top.failed()) {
            top.fail(QStringLiteral("vision_config"), QCoreApplication::translate("rigplan::HfConfig", "missing (required for model_type \"%1\")").arg(type));
        }
        return;
    }
    Reader r = top.nested(*o, "vision_config");
    VisionTower &v = m.vision;
    if (type == QLatin1String("qwen2_vl")) {
        v.family = VisionFamily::Qwen2Vl;
        v.layers = r.reqInt("depth", 1);
        v.hidden = r.reqInt("embed_dim", 1);
        v.intermediate = v.hidden * r.optInt("mlp_ratio", 1).value_or(4);
        v.heads = r.reqInt("num_heads", 1);
        const std::int64_t out = r.optInt("hidden_size", 1).value_or(m.hidden);
        if (!r.failed() && out != m.hidden) {
            r.fail(QStringLiteral("hidden_size"), QCoreApplication::translate("rigplan::HfConfig", "%1 differs from the text model's hidden_size (%2)").arg(out).arg(m.hidden));
        }
    } else if (type == QLatin1String("qwen2_5_vl")) {
        v.family = VisionFamily::Qwen25Vl;
        v.layers = r.reqInt("depth", 1);
        v.hidden = r.reqInt("hidden_size", 1);
        v.intermediate = r.reqInt("intermediate_size", 1);
        v.heads = r.reqInt("num_heads", 1);
        const std::int64_t out = r.optInt("out_hidden_size", 1).value_or(m.hidden);
        if (!r.failed() && out != m.hidden) {
            r.fail(QStringLiteral("out_hidden_size"), QCoreApplication::translate("rigplan::HfConfig", "%1 differs from the text model's hidden_size (%2)").arg(out).arg(m.hidden));
        }
    } else {
        v.layers = r.reqInt("num_hidden_layers", 1);
        v.hidden = r.reqInt("hidden_size", 1);
        v.intermediate = r.reqInt("intermediate_size", 1);
        v.heads = type == QLatin1String("mllama") ? r.reqInt("attention_heads", 1) : r.reqInt("num_attention_heads", 1);
        v.imageSize = r.reqInt("image_size", 1);
    }
    if (type == QLatin1String("qwen2_vl") || type == QLatin1String("qwen2_5_vl")) {
        v.mergeSize = r.optInt("spatial_merge_size", 1).value_or(2);
        v.temporalPatch = r.optInt("temporal_patch_size", 1).value_or(2);
        r.value(QStringLiteral("spatial_patch_size")); // the same as patch_size
    }
    v.patch = r.reqInt("patch_size", 1);
    const std::int64_t channels = r.optInt(r.has("in_chans") ? "in_chans" : "num_channels", 1).value_or(3);
    if (channels != 3) {
        r.fail(QLatin1String(r.has("in_chans") ? "in_chans" : "num_channels"), QCoreApplication::translate("rigplan::HfConfig", "only 3 (RGB) is supported, got %1").arg(channels));
    }
    if (type == QLatin1String("llava") || type == QLatin1String("llava_next")) {
        v.family = VisionFamily::Clip;
    } else if (type == QLatin1String("gemma3")) {
        v.family = VisionFamily::Siglip;
        v.tokensPerImage = top.optInt("mm_tokens_per_image", 1).value_or(256);
        if (r.optBool("vision_use_head").value_or(false)) {
            r.fail(QStringLiteral("vision_use_head"), QCoreApplication::translate("rigplan::HfConfig", "a SigLIP pooling head is not supported"));
        }
    } else if (type == QLatin1String("mistral3")) {
        v.family = VisionFamily::Pixtral;
        v.mergeSize = top.optInt("spatial_merge_size", 1).value_or(2);
        if (top.optBool("multimodal_projector_bias").value_or(false)) {
            top.fail(QStringLiteral("multimodal_projector_bias"), QCoreApplication::translate("rigplan::HfConfig", "a projector with biases is not supported"));
        }
    } else if (type == QLatin1String("mllama")) {
        v.family = VisionFamily::Mllama;
        v.globalLayers = r.reqInt("num_global_layers", 0);
        v.maxTiles = r.reqInt("max_num_tiles", 1);
        v.aspectRatios = r.optArray("supported_aspect_ratios").value_or(QJsonArray()).size();
        v.projectorIn = r.reqInt("vision_output_dim", 1);
        r.value(QStringLiteral("intermediate_layers_indices")); // their outputs make up vision_output_dim
    } else if (type == QLatin1String("llama4")) {
        v.family = VisionFamily::Llama4;
        v.projectorIn = r.reqInt("projector_input_dim", 1);
        for (const char *key : {"projector_output_dim", "vision_output_dim"}) {
            const std::int64_t dim = r.optInt(key, 1).value_or(v.projectorIn);
            if (!r.failed() && dim != v.projectorIn) {
                r.fail(QLatin1String(key), QCoreApplication::translate("rigplan::HfConfig", "%1 differs from projector_input_dim (%2)").arg(dim).arg(v.projectorIn));
            }
        }
        const std::optional<double> shuffle = r.optNumber("pixel_shuffle_ratio", 0.0);
        if (shuffle && *shuffle != 0.5) {
            r.fail(QStringLiteral("pixel_shuffle_ratio"), QCoreApplication::translate("rigplan::HfConfig", "only 0.5 is supported, got %1").arg(*shuffle));
        }
        if (r.optBool("multi_modal_projector_bias").value_or(false)) {
            r.fail(QStringLiteral("multi_modal_projector_bias"), QCoreApplication::translate("rigplan::HfConfig", "a projector with biases is not supported"));
        }
    }
    visionFamilyDefaults(v);
}

// Every key of the config (and of its nested sizing objects) that nothing read, as paths.
void collectUnused(const QJsonObject &o, const QString &prefix, const QSet<QString> &used, std::vector<std::string> &out)
{
    static const QStringList nestedObjects{QStringLiteral("text_config"), QStringLiteral("vision_config"),
                                           QStringLiteral("quantization_config"), QStringLiteral("rope_scaling"),
                                           QStringLiteral("rope_parameters")};
    for (auto it = o.begin(); it != o.end(); ++it) {
        const QString key = it.key();
        const QString path = prefix + key;
        if (isMetadataKey(key)) {
            continue;
        }
        if (nestedObjects.contains(key) && it.value().isObject() && used.contains(path)) {
            collectUnused(it.value().toObject(), path + QLatin1Char('.'), used, out);
        } else if (!used.contains(path)) {
            out.push_back(path.toStdString());
        }
    }
}

} // namespace

Result<ModelArch> modelFromHfConfig(const QJsonObject &config)
{
    const auto fail = [](const Diagnostic &d) { return Result<ModelArch>(d); };
    const QString modelType = QStringLiteral("model_type");

    const QJsonValue typeValue = config.value(QStringLiteral("model_type"));
    if (typeValue.isUndefined() || typeValue.isNull()) {
        return fail(Diagnostic::badInput(QString(),
            QCoreApplication::translate("rigplan::HfConfig", "missing (required, one of %1)").arg(supportedHfModelTypes().join(QStringLiteral(", "))), modelType));
    }
    const QString type = typeValue.toString();
    if (!supportedHfModelTypes().contains(type)) {
        return fail(Diagnostic::badInput(QString(), QCoreApplication::translate("rigplan::HfConfig", 
            "\"%1\" is not supported (supported: %2); describe the model "
            "with {\"params_b\": N} for a generic dense estimate")
                        .arg(typeValue.isString() ? type : Reader::describe(typeValue),
                            supportedHfModelTypes().join(QStringLiteral(", "))), modelType));
    }

    QSet<QString> used;
    std::optional<Diagnostic> error;
    Reader top(config, QString(), used, error);
    ModelArch m;
    m.modelType = type.toStdString();
    QJsonValue dtype = top.value(QStringLiteral("torch_dtype"));
    if (!dtype.isString()) {
        dtype = top.value(QStringLiteral("dtype"));
    }
    m.torchDtype = dtype.toString().toStdString();

    const QStringList textTypes = allowedTextTypes(type);
    const bool wrapper = !textTypes.isEmpty();
    const bool qwenVl = type == QLatin1String("qwen2_vl") || type == QLatin1String("qwen2_5_vl");
    if (wrapper || (qwenVl && top.has("text_config"))) {
        const std::optional<QJsonObject> text = top.optObject("text_config");
        if (!text) {
            if (!top.failed()) {
                top.fail(QStringLiteral("text_config"), QCoreApplication::translate("rigplan::HfConfig", "missing (required for model_type \"%1\")").arg(type));
            }
            return fail(top.error());
        }
        Reader r = top.nested(*text, "text_config");
        QString textType = qwenVl ? type : textTypes.front();
        if (const std::optional<QString> given = r.optString("model_type")) {
            // The text model of a Qwen-VL config written by newer transformers is "<type>_text".
            if (qwenVl && *given == type + QLatin1String("_text")) {
                textType = type;
            } else if (!qwenVl && textTypes.contains(*given)) {
                textType = *given;
            } else {
                r.fail(QStringLiteral("model_type"), QCoreApplication::translate("rigplan::HfConfig", "\"%1\" is not supported in a %2 config (supported: %3)")
                                                         .arg(*given, type, textTypes.join(QStringLiteral(", "))));
            }
        }
        if (r.failed()) {
            return fail(r.error());
        }
        readText(r, textType, wrapper, m);
    } else {
        readText(top, type, false, m);
    }
    if (top.failed()) {
        return fail(top.error());
    }
    if (type == QLatin1String("llama4") || type == QLatin1String("gemma3") || type == QLatin1String("mistral3")
        || type == QLatin1String("mllama") || type == QLatin1String("llava") || type == QLatin1String("llava_next")
        || qwenVl) {
        readVision(top, type, m);
    }
    if (wrapper) {
        // The wrapper's own tie_word_embeddings, when it gives one, is the model's.
        if (const std::optional<bool> tied = top.optBool("tie_word_embeddings")) {
            m.tiedEmbeddings = *tied;
        }
    }
    if (type == QLatin1String("llava_next")) {
        top.value(QStringLiteral("image_grid_pinpoints")); // the llava-v1.6 grid, as ImageTokens.h lists it
    }
    readQuantization(top, m);
    if (top.failed()) {
        return fail(top.error());
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
                              {"n_routed_experts", &ModelArch::experts},   {"num_local_experts", &ModelArch::experts},
                              {"num_experts", &ModelArch::experts}};
        const char *blamed = "num_hidden_layers";
        std::int64_t largest = -1;
        const QJsonObject text = config.value(QStringLiteral("text_config")).toObject();
        for (const Size &size : sizes) {
            ModelArch reduced = m;
            reduced.*size.field = 1;
            const bool given = config.contains(QLatin1String(size.key)) || text.contains(QLatin1String(size.key));
            if (m.*size.field > largest && paramCountsFit(reduced) && given) {
                blamed = size.key;
                largest = m.*size.field;
            }
        }
        const QString prefix = !config.contains(QLatin1String(blamed)) && text.contains(QLatin1String(blamed))
                                   ? QStringLiteral("text_config.") : QString();
        return fail(Diagnostic::badInput(QString(), QCoreApplication::translate("rigplan::HfConfig", 
            "with these sizes the model would have more than 4.6e18 parameters (the limit)"), prefix + QLatin1String(blamed)));
    }
    collectUnused(config, QString(), used, m.configKeysNotUsed);
    fillParamCounts(m);
    return m;
}

Result<ModelArch> modelFromHfConfigFile(const QString &path)
{
    // Capped while reading, a regular file only: /dev/zero or a FIFO named as config.json
    // ends in an error, not in memory running out or a read that never returns. A path that
    // names no file is the caller's mistake; a file that is there but cannot be read
    // (permissions, an I/O error) is the machine's.
    const Result<QByteArray> data = readInputFile(path, {.regularFileOnly = true});
    if (!data) {
        return data.diagnostics();
    }
    if (const Result<void> strict = checkStrictJson(*data, path); !strict) {
        return strict.diagnostics();
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(*data, &parseError);
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
