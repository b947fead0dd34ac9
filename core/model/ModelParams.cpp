#include "model/ModelParams.h"

namespace rigplan {

namespace {

std::int64_t attentionParams(const ModelArch &m)
{
    const std::int64_t h = m.hidden;
    const std::int64_t a = m.heads;
    if (m.isMla()) {
        const std::int64_t qkDim = m.qkNopeHeadDim + m.qkRopeHeadDim;
        std::int64_t q = 0;
        if (m.qLoraRank > 0) {
            // q_a_proj, q_a_layernorm, q_b_proj
            q = h * m.qLoraRank + m.qLoraRank + m.qLoraRank * a * qkDim;
        } else {
            q = h * a * qkDim; // q_proj
        }
        // kv_a_proj_with_mqa (latent + shared rope key), kv_a_layernorm, kv_b_proj, o_proj
        const std::int64_t kv = h * (m.kvLoraRank + m.qkRopeHeadDim) + m.kvLoraRank
                                + m.kvLoraRank * a * (m.qkNopeHeadDim + m.vHeadDim);
        const std::int64_t o = a * m.vHeadDim * h;
        return q + kv + o + (m.attentionOutBias ? h : 0);
    }
    const std::int64_t d = m.headDim;
    const std::int64_t kv = m.kvHeads;
    std::int64_t p = h * a * d + 2 * h * kv * d + a * d * h;
    if (m.qkvBias) {
        p += a * d + 2 * kv * d;
    }
    if (m.attentionOutBias) {
        p += h;
    }
    return p;
}

std::int64_t denseMlpParams(const ModelArch &m, std::int64_t width)
{
    return 3 * m.hidden * width + (m.mlpBias ? 2 * width + m.hidden : 0);
}

std::int64_t expertWidth(const ModelArch &m)
{
    return m.moeIntermediate > 0 ? m.moeIntermediate : m.intermediate;
}

std::int64_t moeLayers(const ModelArch &m)
{
    if (!m.isMoe()) {
        return 0;
    }
    return m.layers > m.firstDenseLayers ? m.layers - m.firstDenseLayers : 0;
}

} // namespace

std::int64_t computeParams(const ModelArch &m)
{
    const std::int64_t h = m.hidden;
    const std::int64_t perLayerCommon = attentionParams(m) + m.normsPerLayer * h;

    const std::int64_t nMoe = moeLayers(m);
    const std::int64_t nDense = m.layers - nMoe;

    std::int64_t total = m.layers * perLayerCommon + nDense * denseMlpParams(m, m.intermediate);
    if (nMoe > 0) {
        const std::int64_t ie = expertWidth(m);
        const std::int64_t moeLayer = (m.experts + m.sharedExperts) * denseMlpParams(m, ie)
                                      + h * m.experts; // router (gate) has no bias
        total += nMoe * moeLayer;
    }
    total += m.vocab * h;                       // token embeddings
    total += m.tiedEmbeddings ? 0 : m.vocab * h; // separate LM head
    total += h;                                 // final norm
    return total;
}

std::int64_t computeActiveParams(const ModelArch &m)
{
    const std::int64_t total = computeParams(m);
    const std::int64_t nMoe = moeLayers(m);
    if (nMoe == 0 || m.expertsPerToken <= 0 || m.expertsPerToken >= m.experts) {
        return total;
    }
    return total - nMoe * (m.experts - m.expertsPerToken) * denseMlpParams(m, expertWidth(m));
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
