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
    T p = h * a * d + 2 * h * kv * d + a * d * h;
    if (m.qkvBias) {
        p += a * d + 2 * kv * d;
    }
    if (m.attentionOutBias) {
        p += h;
    }
    return p;
}

template <typename T>
T denseMlpParams(const ModelArch &m, T width)
{
    return 3 * T(m.hidden) * width + (m.mlpBias ? 2 * width + T(m.hidden) : 0);
}

template <typename T>
T expertWidth(const ModelArch &m)
{
    return T(m.moeIntermediate > 0 ? m.moeIntermediate : m.intermediate);
}

template <typename T>
T moeLayers(const ModelArch &m)
{
    if (!m.isMoe()) {
        return 0;
    }
    return m.layers > m.firstDenseLayers ? T(m.layers) - T(m.firstDenseLayers) : 0;
}

template <typename T>
T paramsIn(const ModelArch &m)
{
    const T h = T(m.hidden);
    const T perLayerCommon = attentionParams<T>(m) + T(m.normsPerLayer) * h;

    const T nMoe = moeLayers<T>(m);
    const T nDense = T(m.layers) - nMoe;

    T total = T(m.layers) * perLayerCommon + nDense * denseMlpParams<T>(m, T(m.intermediate));
    if (nMoe > 0) {
        const T ie = expertWidth<T>(m);
        const T moeLayer = (T(m.experts) + T(m.sharedExperts)) * denseMlpParams<T>(m, ie)
                           + h * T(m.experts); // router (gate) has no bias
        total += nMoe * moeLayer;
    }
    total += T(m.vocab) * h;                       // token embeddings
    total += m.tiedEmbeddings ? 0 : T(m.vocab) * h; // separate LM head
    total += h;                                    // final norm
    return total;
}

} // namespace

std::int64_t computeParams(const ModelArch &m)
{
    return paramsIn<std::int64_t>(m);
}

std::int64_t computeActiveParams(const ModelArch &m)
{
    const std::int64_t total = computeParams(m);
    const std::int64_t nMoe = moeLayers<std::int64_t>(m);
    if (nMoe == 0 || m.expertsPerToken <= 0 || m.expertsPerToken >= m.experts) {
        return total;
    }
    return total - nMoe * (m.experts - m.expertsPerToken) * denseMlpParams<std::int64_t>(m, expertWidth<std::int64_t>(m));
}

bool paramCountsFit(const ModelArch &m)
{
    const std::int64_t fields[] = {m.layers, m.hidden, m.heads, m.kvHeads, m.headDim, m.intermediate, m.vocab,
                                   m.experts, m.expertsPerToken, m.sharedExperts, m.normsPerLayer,
                                   m.moeIntermediate, m.firstDenseLayers, m.qLoraRank, m.kvLoraRank,
                                   m.qkRopeHeadDim, m.qkNopeHeadDim, m.vHeadDim};
    for (const std::int64_t f : fields) {
        if (f < 0) {
            return false;
        }
    }
    // With no negative field every term is a sum of non-negative products, so no intermediate
    // value exceeds the total: a total well below 2^63 (double rounding is far smaller than
    // the margin) means the int64 evaluation cannot overflow.
    return paramsIn<double>(m) < 0x1p62;
}

std::int64_t kvCacheElementsPerTokenPerLayer(const ModelArch &m)
{
    if (m.isMla()) {
        return m.kvLoraRank + m.qkRopeHeadDim;
    }
    return 2 * m.kvHeads * m.headDim;
}

void fillParamCounts(ModelArch &m)
{
    m.params = computeParams(m);
    m.activeParams = computeActiveParams(m);
}

} // namespace rigplan
