// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal helpers of the estimator: saturating conversions and shape facts derived from
// ModelArch. Not part of the public API (include estimate/Estimate.h instead).

#include "estimate/Estimate.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

namespace rigplan::estimate_detail {

inline constexpr double kInt64MaxAsDouble = 9.2e18; // just below 2^63 ≈ 9.223e18

// Rounds a byte count up and clamps it to [0, INT64_MAX]; NaN counts as 0.
inline std::int64_t toBytes(double v, std::uint32_t &flags)
{
    if (!(v > 0))
        return 0;
    if (v >= kInt64MaxAsDouble) {
        flags |= Saturated;
        return std::numeric_limits<std::int64_t>::max();
    }
    return static_cast<std::int64_t>(std::ceil(v));
}

inline std::int64_t satAdd(std::int64_t a, std::int64_t b, std::uint32_t &flags)
{
    std::int64_t r = 0;
    if (__builtin_add_overflow(a, b, &r)) {
        flags |= Saturated;
        return std::numeric_limits<std::int64_t>::max();
    }
    return r;
}

// Counts that must be finite and non-negative before they enter a product.
inline double nonNeg(double v) { return (v > 0 && std::isfinite(v)) ? v : 0.0; }
inline double atLeast1(double v) { return (v >= 1 && std::isfinite(v)) ? v : 1.0; }
inline double ceilDiv(double a, double b) { return std::ceil(a / b); }

// Shapes of a decoder layer, with the usual defaults when a config leaves a field out.
struct Shapes {
    double L = 0, h = 0, a = 0, akv = 0, d = 0, I = 0, V = 0;
    double qDim = 0, kvDim = 0;       // a·d and a_kv·d
    double experts = 0, topK = 0, shared = 0;
    double mlpCopiesActive = 1;       // MLPs a token runs through (dense 1, MoE top-k + shared)
    double window = 0;
    double embeddingParams = 0;       // V·h (+ V·h untied head)
    double inputEmbeddingParams = 0;  // V·h
    double layerParams = 0;           // one transformer layer incl. all experts
    double routedExpertParams = 0;    // MoE layers · E · 3·h·I_e
    bool known = false;               // layers, hidden and heads are set
};

inline Shapes shapesOf(const ModelArch &m)
{
    Shapes s;
    s.L = nonNeg(double(m.layers));
    s.h = nonNeg(double(m.hidden));
    s.a = nonNeg(double(m.heads));
    s.akv = m.kvHeads > 0 ? double(m.kvHeads) : s.a;
    s.d = m.headDim > 0 ? double(m.headDim) : (s.a > 0 ? std::floor(s.h / s.a) : 0.0);
    s.I = nonNeg(double(m.intermediate));
    s.V = nonNeg(double(m.vocab));
    s.qDim = s.a * s.d;
    s.kvDim = s.akv * s.d;
    s.experts = nonNeg(double(m.experts));
    s.topK = s.experts > 0 ? std::min(s.experts, atLeast1(double(m.expertsPerToken))) : 0.0;
    s.shared = nonNeg(double(m.sharedExperts));
    s.mlpCopiesActive = s.experts > 0 ? s.topK + s.shared : 1.0;
    // MoE whose experts are narrower than the dense MLP (DeepSeek moe_intermediate_size, Llama 4
    // intermediate_size vs intermediate_size_mlp): the copies are counted in units of width I,
    // and the widest layer (a dense one, if any) sets the figure.
    const double expertWidth = m.moeIntermediate > 0 ? double(m.moeIntermediate) : s.I;
    if (s.experts > 0 && s.I > 0 && expertWidth != s.I) {
        const bool denseLayers = m.firstDenseLayers > 0 || m.moeLayerStep > 1;
        s.mlpCopiesActive = std::max(denseLayers ? 1.0 : 0.0, (s.topK + s.shared) * expertWidth / s.I);
    }
    s.window = nonNeg(double(m.slidingWindow));
    const double params = nonNeg(double(m.params));
    s.inputEmbeddingParams = std::min(s.V * s.h, params);
    s.embeddingParams = std::min(s.V * s.h * (m.tiedEmbeddings ? 1.0 : 2.0), params);
    const double attn = 2.0 * s.h * s.qDim + 2.0 * s.h * s.kvDim;
    const double mlp = 3.0 * s.h * s.I;
    const double mlpCopies = s.experts > 0 ? s.experts + s.shared : 1.0;
    s.layerParams = attn + mlp * mlpCopies + 2.0 * s.h + (s.experts > 0 ? s.h * s.experts : 0.0);
    // Routed experts sit in the MoE layers only (DeepSeek's first dense layers, Llama 4
    // Maverick's interleaving), each of the expert width (GPT-OSS: with biases).
    const double step = m.moeLayerStep > 1 ? double(m.moeLayerStep) : 1.0;
    const double firstDense = nonNeg(double(m.firstDenseLayers));
    const double moeLayers = s.L > firstDense ? std::floor(s.L / step) - std::floor(firstDense / step) : 0.0;
    const double expertMlp = 3.0 * s.h * expertWidth + (m.expertBias ? 2.0 * expertWidth + s.h : 0.0);
    s.routedExpertParams = s.experts > 0 ? std::min(moeLayers * s.experts * expertMlp, params) : 0.0;
    s.known = s.L > 0 && s.h > 0 && s.a > 0;
    return s;
}

inline double activeParamsOf(const ModelArch &m)
{
    return m.activeParams > 0 ? double(m.activeParams) : nonNeg(double(m.params));
}

// Attention (query, key) pairs of a causal pass over n tokens with an optional window.
inline double causalPairs(double n, double window)
{
    if (window <= 0 || n <= window)
        return n * (n + 1) / 2;
    return window * (window + 1) / 2 + (n - window) * window;
}

} // namespace rigplan::estimate_detail
