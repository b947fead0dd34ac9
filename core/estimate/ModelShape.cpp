// SPDX-License-Identifier: GPL-3.0-or-later
#include "estimate/ModelShape.h"

#include "estimate/EstimateMath.h"
#include "model/ImageTokens.h"
#include "model/ModelParams.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace rigplan::estimate_detail {

WeightBytes weightBytesOf(const ModelArch &model, Precision format, std::int64_t int4GroupSize)
{
    WeightBytes w;
    const Shapes s = shapesOf(model);
    const double psi = nonNeg(double(model.params));
    w.bits = weightBitsPerParam(format, int4GroupSize);
    if (format == Precision::Fp8 && model.checkpointFormat == "fp8-block128")
        w.bits += 32.0 / (128.0 * 128.0); // one fp32 scale_inv per 128×128 block
    w.quantised = w.bits < 16.0;
    if (!w.quantised) {
        w.quantisedParams = psi; // fp32 / bf16 / fp16: the whole model in the format
        w.totalBytes = psi * w.bits / 8.0;
        return w;
    }
    const double vision = std::min(nonNeg(double(visionParams(model))), psi);
    double quantised = std::max(0.0, psi - s.embeddingParams - vision);
    if (format == Precision::Mxfp4 && model.checkpointFormat == "mxfp4-experts")
        quantised = std::min(quantised, nonNeg(double(routedExpertParams(model))));
    w.quantisedParams = quantised;
    w.keptParams = psi - quantised;
    w.totalBytes = quantised * w.bits / 8.0 + w.keptParams * 2.0;
    return w;
}

AttentionLayout attentionLayoutOf(const ModelArch &m)
{
    AttentionLayout a;
    const double layers = nonNeg(double(m.layers));
    a.crossLayers = std::min(layers, nonNeg(double(m.crossAttentionLayers)));
    a.stateLayers = m.isHybrid() ? std::min(layers - a.crossLayers, nonNeg(double(m.stateLayers))) : 0.0;
    a.selfLayers = std::max(0.0, layers - a.crossLayers - a.stateLayers - nonNeg(double(m.mixerFreeLayers)));
    if (a.selfLayers <= 0)
        return a;
    if (m.slidingWindow > 0) {
        a.window = double(m.slidingWindow);
        a.windowShare = m.slidingWindowLayers > 0 ? std::min(1.0, double(m.slidingWindowLayers) / a.selfLayers) : 1.0;
    }
    if (m.attentionChunk > 0) {
        a.chunk = double(m.attentionChunk);
        a.chunkShare = m.chunkedLayers > 0 ? std::min(1.0 - a.windowShare, double(m.chunkedLayers) / a.selfLayers)
                                           : 1.0 - a.windowShare;
    }
    return a;
}

StateElements stateElementsPerLayer(const ModelArch &m, int tensorParallel)
{
    StateElements e;
    const double tp = atLeast1(double(tensorParallel));
    const double widthLess1 = std::max(0.0, double(m.convKernel) - 1.0);
    const double h = nonNeg(double(m.hidden));
    switch (m.isHybrid() ? m.stateMixer : StateMixer::None) {
    case StateMixer::None: break;
    case StateMixer::GatedDeltaNet: {
        const double keys = nonNeg(double(m.stateGroups)) * nonNeg(double(m.stateKeyDim));
        const double values = nonNeg(double(m.stateHeads)) * nonNeg(double(m.stateValueDim));
        e.conv = (2.0 * keys + values) / tp * widthLess1;
        e.recurrent = nonNeg(double(m.stateHeads)) / tp * nonNeg(double(m.stateKeyDim)) * nonNeg(double(m.stateValueDim));
        break;
    }
    case StateMixer::Mamba: {
        const double inner = nonNeg(double(m.stateInner));
        e.conv = inner / tp * widthLess1;
        e.recurrent = inner / tp * nonNeg(double(m.stateKeyDim));
        break;
    }
    case StateMixer::Mamba2: {
        // Groups that do not divide among the ranks become one per rank: vLLM adds
        // extra_groups_for_head_shards = tp − n_groups of them.
        double groups = nonNeg(double(m.stateGroups));
        if (groups > 0 && std::fmod(groups, tp) != 0)
            groups = tp;
        const double heads = nonNeg(double(m.stateHeads));
        const double inner = heads * nonNeg(double(m.stateValueDim));
        e.conv = (inner + 2.0 * groups * nonNeg(double(m.stateKeyDim))) / tp * widthLess1;
        e.recurrent = heads / tp * nonNeg(double(m.stateValueDim)) * nonNeg(double(m.stateKeyDim));
        break;
    }
    case StateMixer::ShortConv: e.conv = h / tp * widthLess1; break;
    }
    return e;
}

namespace {

// The bounded groups of a layout: (share, bound).
struct Bounded {
    double share = 0, bound = 0;
};

std::array<Bounded, 2> boundedOf(const AttentionLayout &a)
{
    std::array<Bounded, 2> b{{{a.window > 0 ? a.windowShare : 0.0, a.window}, {a.chunk > 0 ? a.chunkShare : 0.0, a.chunk}}};
    if (b[1].bound < b[0].bound)
        std::swap(b[0], b[1]);
    return b;
}

} // namespace

double heldTokens(const AttentionLayout &a, double length, double block)
{
    const double full = ceilDiv(length, block) * block;
    double held = 0, fullShare = 1.0;
    for (const Bounded &g : boundedOf(a)) {
        if (g.share <= 0)
            continue;
        held += g.share * ceilDiv(std::min(length, g.bound), block) * block;
        fullShare -= g.share;
    }
    return held + std::max(0.0, fullShare) * full;
}

double longestLength(const AttentionLayout &a, double budget, double block)
{
    // held(length) is piecewise linear: below the smaller bound every layer grows with the
    // length; past a bound its group holds the rounded bound. Walk the (at most two) bounds.
    double fixed = 0, growing = 1.0, from = 0;
    for (const Bounded &g : boundedOf(a)) {
        if (g.share <= 0)
            continue;
        const double rounded = ceilDiv(g.bound, block) * block;
        // Within [from, rounded]: held = fixed + growing · length.
        if (fixed + growing * rounded > budget)
            return std::max(from, std::floor((budget - fixed) / growing / block) * block);
        fixed += g.share * rounded;
        growing -= g.share;
        from = rounded;
    }
    if (growing <= 1e-12)
        return std::numeric_limits<double>::infinity();
    return std::max(from, std::floor((budget - fixed) / growing / block) * block);
}

double attendedTokens(const AttentionLayout &a, double context)
{
    double attended = 0, fullShare = 1.0;
    for (const Bounded &g : boundedOf(a)) {
        if (g.share <= 0)
            continue;
        attended += g.share * std::min(context, g.bound);
        fullShare -= g.share;
    }
    return attended + std::max(0.0, fullShare) * context;
}

double causalPairsOf(const AttentionLayout &a, double n)
{
    double pairs = 0, fullShare = 1.0;
    if (a.window > 0 && a.windowShare > 0) {
        pairs += a.windowShare * causalPairs(n, a.window);
        fullShare -= a.windowShare;
    }
    if (a.chunk > 0 && a.chunkShare > 0) {
        // Chunked attention: causal within each chunk of `chunk` tokens.
        const double whole = std::floor(n / a.chunk);
        const double rest = n - whole * a.chunk;
        pairs += a.chunkShare * (whole * a.chunk * (a.chunk + 1) / 2 + rest * (rest + 1) / 2);
        fullShare -= a.chunkShare;
    }
    return pairs + std::max(0.0, fullShare) * causalPairs(n, 0);
}

ImageTerms imageTermsOf(const ModelArch &model, std::int64_t images, std::int64_t width, std::int64_t height)
{
    ImageTerms t;
    if (images <= 0 || !model.isVisionLanguage())
        return t;
    const ImageTokens one = imageTokens(model, width, height);
    const double n = double(images);
    t.sequenceTokens = n * double(one.sequenceTokens);
    t.crossAttentionTokens = n * double(one.crossAttentionTokens);
    t.encoderPatches = n * double(one.encoderPatches);
    return t;
}

namespace {

double perPatchBytes(const VisionTower &v, double actBytes)
{
    return actBytes * (5.0 * double(v.hidden) + 2.0 * double(v.intermediate));
}

} // namespace

double visionActivationBytes(const ModelArch &model, const ImageTerms &images, double actBytes)
{
    if (!model.isVisionLanguage() || images.encoderPatches <= 0)
        return 0;
    const double encoder = images.encoderPatches * perPatchBytes(model.vision, actBytes);
    const double outputs = (images.sequenceTokens + images.crossAttentionTokens) * nonNeg(double(model.hidden)) * actBytes;
    return encoder + outputs;
}

double visionTrainingActivationBytes(const ModelArch &model, const ImageTerms &images, double actBytes)
{
    if (!model.isVisionLanguage() || images.encoderPatches <= 0)
        return 0;
    const double layers = nonNeg(double(model.vision.layers + model.vision.globalLayers));
    return images.encoderPatches * perPatchBytes(model.vision, actBytes) * layers;
}

double visionFlops(const ModelArch &model, const ImageTerms &images)
{
    if (!model.isVisionLanguage())
        return 0;
    return 2.0 * nonNeg(double(visionParams(model))) * images.encoderPatches;
}

} // namespace rigplan::estimate_detail
