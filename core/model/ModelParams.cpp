// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/ModelParams.h"

namespace rigplan {

namespace {

// The formulas are templates so that paramCountsFit() can evaluate them in double first: the
// fields come from files, and an int64 product that overflows is undefined behaviour.
template <typename T>
T attentionParams(const ModelArch &m)
{
    const T h = T(m.hidden);
    const T a = T(m.heads);
    if (m.isMla()) {
        const T qkDim = T(m.qkNopeHeadDim) + T(m.qkRopeHeadDim);
        const T qLora = T(m.qLoraRank);
        const T kvLora = T(m.kvLoraRank);
        T q = 0;
        if (m.qLoraRank > 0) {
            // q_a_proj, q_a_layernorm, q_b_proj
            q = h * qLora + qLora + qLora * a * qkDim;
        } else {
            q = h * a * qkDim; // q_proj
        }
        // kv_a_proj_with_mqa (latent + shared rope key), kv_a_layernorm, kv_b_proj, o_proj
        const T kv = h * (kvLora + T(m.qkRopeHeadDim)) + kvLora + kvLora * a * (T(m.qkNopeHeadDim) + T(m.vHeadDim));
        const T o = a * T(m.vHeadDim) * h;
        return q + kv + o + (m.attentionOutBias ? h : 0);
    }
    const T d = T(m.headDim);
    const T kv = T(m.kvHeads);
    // Qwen3-Next's gated attention: q_proj yields the queries and a gate of the same width.
    T p = h * a * d * (m.attentionOutputGate ? 2 : 1) + 2 * h * kv * d + a * d * h;
    if (m.qkvBias) {
        p += a * d + 2 * kv * d;
    }
    if (m.attentionOutBias) {
        p += h;
    }
    if (m.qkNorm) {
        p += 2 * d; // q_norm, k_norm
    }
    if (m.attentionSinks) {
        p += a;
    }
    return p;
}

template <typename T>
T denseMlpParams(const ModelArch &m, T width)
{
    const T matrices = m.mlpGated ? 3 : 2; // gate, up, down; or up, down (squared ReLU)
    return matrices * T(m.hidden) * width + (m.mlpBias ? (matrices - 1) * width + T(m.hidden) : 0);
}

// One state layer's token mixer (transformers' modelling files; sources in ModelParams.h).
template <typename T>
T stateMixerParams(const ModelArch &m)
{
    const T h = T(m.hidden);
    const T kernel = T(m.convKernel);
    switch (m.stateMixer) {
    case StateMixer::None: return 0;
    case StateMixer::GatedDeltaNet: {
        // in_proj_qkvz, in_proj_ba, depthwise conv over q, k, v, dt_bias, A_log, gated norm, out_proj
        const T keys = T(m.stateGroups) * T(m.stateKeyDim);
        const T values = T(m.stateHeads) * T(m.stateValueDim);
        const T conv = 2 * keys + values;
        return h * (2 * keys + 2 * values) + h * 2 * T(m.stateHeads) + conv * kernel + (m.convBias ? conv : 0)
               + 2 * T(m.stateHeads) + T(m.stateValueDim) + values * h;
    }
    case StateMixer::Mamba: {
        // in_proj (x and z), conv, x_proj (dt, B, C), dt_proj with bias, A_log, D, out_proj, and
        // Jamba's dt / B / C RMSNorms
        const T inner = T(m.stateInner);
        const T state = T(m.stateKeyDim);
        const T rank = T(m.dtRank);
        const T bias = m.mixerProjBias ? 1 : 0;
        return h * 2 * inner + bias * 2 * inner + inner * kernel + (m.convBias ? inner : 0) + inner * (rank + 2 * state)
               + rank * inner + inner + inner * state + inner + inner * h + bias * h + rank + 2 * state;
    }
    case StateMixer::Mamba2: {
        // in_proj (z, x, B, C, dt), conv over x, B, C, dt_bias, A_log, D, gated norm, out_proj
        const T heads = T(m.stateHeads);
        const T inner = heads * T(m.stateValueDim);
        const T bc = 2 * T(m.stateGroups) * T(m.stateKeyDim);
        const T conv = inner + bc;
        const T bias = m.mixerProjBias ? 1 : 0;
        return h * (2 * inner + bc + heads) + bias * (2 * inner + bc + heads) + conv * kernel + (m.convBias ? conv : 0)
               + 3 * heads + inner + inner * h + bias * h;
    }
    case StateMixer::ShortConv: {
        // in_proj (B, C, x), depthwise conv, out_proj; LFM2's conv_bias applies to all three
        const T bias = m.mixerProjBias ? 1 : 0;
        return h * 3 * h + bias * 3 * h + h * kernel + (m.convBias ? h : 0) + h * h + bias * h;
    }
    }
    return 0;
}

template <typename T>
T expertWidth(const ModelArch &m)
{
    return T(m.moeIntermediate > 0 ? m.moeIntermediate : m.intermediate);
}

// Layers i in [firstDenseLayers, layers) with (i + 1) a multiple of moeLayerStep.
template <typename T>
T moeLayers(const ModelArch &m)
{
    if (!m.isMoe() || m.layers <= m.firstDenseLayers) {
        return 0;
    }
    const std::int64_t step = m.moeLayerStep > 1 ? m.moeLayerStep : 1;
    return T(m.layers / step - m.firstDenseLayers / step);
}

template <typename T>
T expertMlpParams(const ModelArch &m)
{
    const T h = T(m.hidden);
    const T ie = expertWidth<T>(m);
    return 3 * h * ie + (m.expertBias || m.mlpBias ? 2 * ie + h : 0);
}

// One MoE layer's MLP: routed + shared experts and the router.
template <typename T>
T moeMlpParams(const ModelArch &m)
{
    const T h = T(m.hidden);
    const T e = T(m.experts);
    T p = e * expertMlpParams<T>(m) + T(m.sharedExperts) * denseMlpParams<T>(m, expertWidth<T>(m));
    p += h * e;                                              // router (gate) weight
    p += m.sharedExpertGate ? h : 0;                         // Qwen3-Next shared_expert_gate (h → 1)
    p += (m.expertBias ? e : 0) + (m.routerCorrectionBias ? e : 0); // router bias, score correction
    return p;
}

// ---- vision encoder and projector (VisionTower), by family; sources in ModelParams.h
template <typename T>
T layerNorm(T width) { return 2 * width; } // weight and bias

template <typename T>
T visionEncoderParams(const VisionTower &v)
{
    const T h = T(v.hidden);
    const T i = T(v.intermediate);
    const T p2 = T(v.patch) * T(v.patch);
    const T L = T(v.layers);
    const T grid = v.patch > 0 ? T(v.imageSize / v.patch) : 0;
    const T patches = grid * grid;
    // A ViT layer with biased Q/K/V/O, a biased two-matrix MLP and two LayerNorms.
    const T vitLayer = 4 * (h * h + h) + (h * i + i) + (i * h + h) + 2 * layerNorm(h);
    switch (v.family) {
    case VisionFamily::None: return 0;
    case VisionFamily::Clip:   // class token, conv without bias, positions (+1), pre and post LN
        return h + 3 * p2 * h + (patches + 1) * h + layerNorm(h) + L * vitLayer + layerNorm(h);
    case VisionFamily::Siglip: // conv with bias, positions, post LN
        return 3 * p2 * h + h + patches * h + L * vitLayer + layerNorm(h);
    case VisionFamily::Llama4: // unfold-linear without bias, class token, positions (+1), pre/post LN
        return 3 * p2 * h + h + (patches + 1) * h + 2 * layerNorm(h) + L * vitLayer;
    case VisionFamily::Qwen2Vl: // 3-D conv without bias; qkv and proj biased; GELU MLP; 2 LN
        return 3 * T(v.temporalPatch) * p2 * h + L * (2 * layerNorm(h) + 3 * h * h + 3 * h + h * h + h + h * i + i + i * h + h);
    case VisionFamily::Qwen25Vl: // 2 RMSNorm, SwiGLU with biases
        return 3 * T(v.temporalPatch) * p2 * h + L * (2 * h + 3 * h * h + 3 * h + h * h + h + 3 * h * i + 2 * i + h);
    case VisionFamily::Pixtral: // conv without bias, ln_pre; RMSNorm, SwiGLU, no biases
        return 3 * p2 * h + h + L * (4 * h * h + 3 * h * i + 2 * h);
    case VisionFamily::Mllama: {
        // conv without bias, class token, gated positions (+1 gate), tile positions for every
        // aspect ratio (+1 row), pre/post tile embeddings (gated), pre/post LN; local layers with
        // unbiased attention and a biased GELU MLP; global layers the same plus 2 gates.
        const T tokens = patches + 1;
        const T tiles = T(v.maxTiles);
        const T ratios = T(v.aspectRatios) + 1;
        const T layer = 4 * h * h + (h * i + i) + (i * h + h) + 2 * layerNorm(h);
        return 3 * p2 * h + h + tokens * h + 1 + ratios * tiles * tokens * h + 2 * (ratios * tiles * h + 1)
               + 2 * layerNorm(h) + L * layer + T(v.globalLayers) * (layer + 2);
    }
    }
    return 0;
}

template <typename T>
T visionProjectorParams(const ModelArch &m)
{
    const VisionTower &v = m.vision;
    const T h = T(v.hidden);
    const T t = T(m.hidden);
    const T merged = h * T(v.mergeSize) * T(v.mergeSize);
    switch (v.family) {
    case VisionFamily::None: return 0;
    case VisionFamily::Clip: // two biased linears; LLaVA-NeXT also learns an image_newline vector
        return h * t + t + t * t + t + (m.modelType == "llava_next" ? t : 0);
    case VisionFamily::Siglip: return h * t + h; // mm_input_projection_weight, mm_soft_emb_norm
    case VisionFamily::Qwen2Vl: return layerNorm(h) + merged * merged + merged + merged * t + t;
    case VisionFamily::Qwen25Vl: return h + merged * merged + merged + merged * t + t;
    case VisionFamily::Pixtral: return h + merged * h + h * t + t * t; // norm, patch merger, 2 linears
    case VisionFamily::Mllama: return T(v.projectorIn) * t + t;
    case VisionFamily::Llama4: // pixel-shuffle adapter fc1 (intermediate -> in), fc2, projector
        return T(v.intermediate) * T(v.projectorIn) + T(v.projectorIn) * T(v.projectorIn) + T(v.projectorIn) * t;
    }
    return 0;
}

template <typename T>
T visionParamsIn(const ModelArch &m)
{
    return m.vision.present() ? visionEncoderParams<T>(m.vision) + visionProjectorParams<T>(m) : T(0);
}

template <typename T>
T paramsIn(const ModelArch &m)
{
    const T h = T(m.hidden);
    // Every layer has its norms; a mixer (attention, or the state mixer on stateLayers of them)
    // unless it is an MLP-only block, and an MLP unless it is a mixer-only block (Nemotron-H).
    const T mixers = T(m.layers) - T(m.mixerFreeLayers);
    const T attentionLayers = mixers - T(m.stateLayers);
    const T nMoe = moeLayers<T>(m);
    const T nDense = T(m.layers) - T(m.mlpFreeLayers) - nMoe;

    T total = T(m.layers) * T(m.normsPerLayer) * h + attentionLayers * attentionParams<T>(m)
              + T(m.stateLayers) * stateMixerParams<T>(m) + nDense * denseMlpParams<T>(m, T(m.intermediate));
    if (nMoe > 0) {
        total += nMoe * moeMlpParams<T>(m);
    }
    // mllama cross-attention layers: q_norm and k_norm (head_dim each), attention and MLP gates
    total += T(m.crossAttentionLayers) * (2 * T(m.headDim) + 2);
    total += (T(m.vocab) + T(m.extraEmbeddingRows)) * h; // token embeddings
    total += m.tiedEmbeddings ? 0 : T(m.vocab) * h; // separate LM head
    total += h;                                    // final norm
    total += visionParamsIn<T>(m);
    return total;
}

} // namespace

std::int64_t computeParams(const ModelArch &m)
{
    return paramsIn<std::int64_t>(m);
}

std::int64_t computeActiveParams(const ModelArch &m)
{
    // A text token does not pass through the vision tower (it runs once per image).
    const std::int64_t total = computeParams(m) - visionParamsIn<std::int64_t>(m);
    const std::int64_t nMoe = moeLayers<std::int64_t>(m);
    if (nMoe == 0 || m.expertsPerToken <= 0 || m.expertsPerToken >= m.experts) {
        return total;
    }
    return total - nMoe * (m.experts - m.expertsPerToken) * expertMlpParams<std::int64_t>(m);
}

std::int64_t visionParams(const ModelArch &m)
{
    return visionParamsIn<std::int64_t>(m);
}

std::int64_t mtpParams(const ModelArch &m)
{
    if (m.mtpLayers <= 0) {
        return 0;
    }
    // One DeepSeek-V3 MTP module: enorm, hnorm, eh_proj (2h -> h), one decoder layer (MoE when
    // the model has experts), shared_head norm, and the checkpoint's own copies of the
    // embedding table and the LM head.
    const std::int64_t h = m.hidden;
    const std::int64_t layer = attentionParams<std::int64_t>(m) + m.normsPerLayer * h
        + (m.isMoe() ? moeMlpParams<std::int64_t>(m) : denseMlpParams<std::int64_t>(m, m.intermediate));
    return m.mtpLayers * (2 * h + 2 * h * h + layer + h + 2 * m.vocab * h);
}

std::int64_t moeLayerCount(const ModelArch &m)
{
    return moeLayers<std::int64_t>(m);
}

std::int64_t routedExpertParams(const ModelArch &m)
{
    return moeLayers<std::int64_t>(m) * m.experts * expertMlpParams<std::int64_t>(m);
}

bool paramCountsFit(const ModelArch &m)
{
    const std::int64_t fields[] = {m.layers, m.hidden, m.heads, m.kvHeads, m.headDim, m.intermediate, m.vocab,
                                   m.experts, m.expertsPerToken, m.sharedExperts, m.normsPerLayer,
                                   m.moeIntermediate, m.firstDenseLayers, m.qLoraRank, m.kvLoraRank,
                                   m.qkRopeHeadDim, m.qkNopeHeadDim, m.vHeadDim, m.moeLayerStep, m.mtpLayers,
                                   m.crossAttentionLayers, m.extraEmbeddingRows, m.vision.layers, m.vision.hidden,
                                   m.vision.intermediate, m.vision.heads, m.vision.patch, m.vision.imageSize,
                                   m.vision.globalLayers, m.vision.mergeSize, m.vision.temporalPatch,
                                   m.vision.projectorIn, m.vision.maxTiles, m.vision.aspectRatios,
                                   m.stateLayers, m.stateHeads, m.stateGroups, m.stateKeyDim, m.stateValueDim,
                                   m.stateInner, m.convKernel, m.dtRank, m.mlpFreeLayers, m.mixerFreeLayers};
    for (const std::int64_t f : fields) {
        if (f < 0) {
            return false;
        }
    }
    // A layer is an attention, state, cross-attention or MLP-only block, at most one of them;
    // an MLP-free block is not also mixer-free, and the MoE layers have an MLP.
    const double layers = double(m.layers);
    if (double(m.stateLayers) + double(m.mixerFreeLayers) + double(m.crossAttentionLayers) > layers
        || double(m.mlpFreeLayers) + double(m.mixerFreeLayers) > layers
        || moeLayers<double>(m) + double(m.mlpFreeLayers) > layers) {
        return false;
    }
    // With no negative field every term is a sum of non-negative products, so no intermediate
    // value exceeds the total: a total well below 2^63 (double rounding is far smaller than
    // the margin) means the int64 evaluation cannot overflow.
    return paramsIn<double>(m) + (m.mtpLayers > 0 ? double(m.mtpLayers) * (paramsIn<double>(m) + 1.0) : 0.0) < 0x1p62;
}

std::int64_t kvCacheElementsPerTokenPerLayer(const ModelArch &m)
{
    if (m.isMla()) {
        return m.kvLoraRank + m.qkRopeHeadDim;
    }
    return 2 * m.kvHeads * m.headDim;
}

const char *stateMixerId(StateMixer mixer)
{
    switch (mixer) {
    case StateMixer::None: return "";
    case StateMixer::GatedDeltaNet: return "gated-delta-net";
    case StateMixer::Mamba: return "mamba";
    case StateMixer::Mamba2: return "mamba2";
    case StateMixer::ShortConv: return "short-conv";
    }
    return "";
}

std::optional<StateMixer> stateMixerFromId(std::string_view id)
{
    for (StateMixer m : {StateMixer::GatedDeltaNet, StateMixer::Mamba, StateMixer::Mamba2, StateMixer::ShortConv}) {
        if (id == stateMixerId(m)) {
            return m;
        }
    }
    return std::nullopt;
}

void fillParamCounts(ModelArch &m)
{
    m.params = computeParams(m);
    m.activeParams = computeActiveParams(m);
}

} // namespace rigplan
