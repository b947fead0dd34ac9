// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/ImageTokens.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace rigplan {

namespace {

// Images larger than this on a side are clamped (no processor accepts them; keeps the integer
// arithmetic below far from overflow), and so are a model's tile and patch grids and tile
// counts (a config or catalog row may carry any size).
constexpr std::int64_t kMaxSide = 1'000'000;
constexpr std::int64_t kMaxGrid = 100'000;
constexpr std::int64_t kMaxTiles = 64;

std::int64_t gridOf(std::int64_t imageSize, std::int64_t patch)
{
    return std::clamp<std::int64_t>(imageSize / patch, 0, kMaxGrid);
}

struct Canvas {
    std::int64_t tilesHigh = 1;
    std::int64_t tilesWide = 1;
};

// get_optimal_tiled_canvas (mllama) / get_best_fit (llama4): among canvases of th × tw tiles with
// th·tw ≤ maxTiles, the smallest upscale that fits the image, else the largest downscale; ties to
// the smallest area. The scale of a canvas is min(H_c / H, W_c / W), compared exactly.
Canvas bestTileCanvas(std::int64_t width, std::int64_t height, std::int64_t tile, std::int64_t maxTiles)
{
    struct Scale {
        std::int64_t num = 0, den = 1; // num / den
    };
    const auto scaleOf = [&](std::int64_t th, std::int64_t tw) {
        const std::int64_t hc = th * tile, wc = tw * tile;
        // min(hc / height, wc / width)
        return hc * width <= wc * height ? Scale{hc, height} : Scale{wc, width};
    };
    const auto less = [](Scale a, Scale b) { return a.num * b.den < b.num * a.den; };
    const auto equal = [](Scale a, Scale b) { return a.num * b.den == b.num * a.den; };
    const Scale one{1, 1};
    bool haveUp = false, haveDown = false;
    Scale bestUp, bestDown;
    for (std::int64_t th = 1; th <= maxTiles; ++th) {
        for (std::int64_t tw = 1; th * tw <= maxTiles; ++tw) {
            const Scale s = scaleOf(th, tw);
            if (!less(s, one)) {
                if (!haveUp || less(s, bestUp)) {
                    bestUp = s;
                    haveUp = true;
                }
            } else if (!haveDown || less(bestDown, s)) {
                bestDown = s;
                haveDown = true;
            }
        }
    }
    const Scale chosen = haveUp ? bestUp : bestDown;
    Canvas best;
    std::int64_t bestArea = std::numeric_limits<std::int64_t>::max();
    for (std::int64_t th = 1; th <= maxTiles; ++th) {
        for (std::int64_t tw = 1; th * tw <= maxTiles; ++tw) {
            if (equal(scaleOf(th, tw), chosen) && th * tw < bestArea) {
                bestArea = th * tw;
                best = Canvas{th, tw};
            }
        }
    }
    return best;
}

// LlavaNextProcessor._get_number_of_features with the llava-v1.6 grid pinpoints (height, width).
ImageTokens llavaNextTokens(const VisionTower &v, std::int64_t width, std::int64_t height)
{
    static constexpr std::array<std::array<std::int64_t, 2>, 5> kPinpoints{
        {{336, 672}, {672, 336}, {672, 672}, {1008, 336}, {336, 1008}}};
    // select_best_resolution: largest effective resolution, then least waste.
    std::int64_t bestH = kPinpoints[0][0], bestW = kPinpoints[0][1];
    std::int64_t maxEffective = 0;
    std::int64_t minWasted = std::numeric_limits<std::int64_t>::max();
    for (const auto &p : kPinpoints) {
        const double scale = std::min(double(p[1]) / double(width), double(p[0]) / double(height));
        const auto dw = std::int64_t(double(width) * scale);
        const auto dh = std::int64_t(double(height) * scale);
        const std::int64_t effective = std::min(dw * dh, width * height);
        const std::int64_t wasted = p[0] * p[1] - effective;
        if (effective > maxEffective || (effective == maxEffective && wasted < minWasted)) {
            maxEffective = effective;
            minWasted = wasted;
            bestH = p[0];
            bestW = p[1];
        }
    }
    const std::int64_t tile = std::clamp<std::int64_t>(v.imageSize > 0 ? v.imageSize : 336, 1, kMaxSide);
    const std::int64_t grid = gridOf(tile, std::max<std::int64_t>(1, v.patch));
    const std::int64_t scaleH = bestH / tile, scaleW = bestW / tile;
    std::int64_t currentH = grid * scaleH, currentW = grid * scaleW;
    const double originalAspect = double(width) / double(height);
    const double currentAspect = double(currentW) / double(currentH);
    const auto round7 = [](double x) { return std::int64_t(std::round(x * 1e7) / 1e7); };
    if (originalAspect > currentAspect) {
        const std::int64_t newH = round7(double(height) * (double(currentW) / double(width)));
        currentH -= (currentH - newH) / 2 * 2;
    } else {
        const std::int64_t newW = round7(double(width) * (double(currentH) / double(height)));
        currentW -= (currentW - newW) / 2 * 2;
    }
    ImageTokens t;
    t.sequenceTokens = currentH * currentW + currentH + grid * grid;
    t.tiles = scaleH * scaleW + 1;
    t.encoderPatches = t.tiles * (grid * grid + 1);
    return t;
}

std::int64_t ceilDiv(std::int64_t a, std::int64_t b) { return (a + b - 1) / b; }

} // namespace

PixelSize qwenSmartResize(std::int64_t width, std::int64_t height, std::int64_t factor, std::int64_t minPixels,
                          std::int64_t maxPixels)
{
    const double f = double(std::max<std::int64_t>(1, factor));
    // Python's round(): halves to even, as std::nearbyint in the default rounding mode.
    double h = std::nearbyint(double(height) / f) * f;
    double w = std::nearbyint(double(width) / f) * f;
    if (h * w > double(maxPixels)) {
        const double beta = std::sqrt(double(height) * double(width) / double(maxPixels));
        h = std::max(f, std::floor(double(height) / beta / f) * f);
        w = std::max(f, std::floor(double(width) / beta / f) * f);
    } else if (h * w < double(minPixels)) {
        const double beta = std::sqrt(double(minPixels) / (double(height) * double(width)));
        h = std::ceil(double(height) * beta / f) * f;
        w = std::ceil(double(width) * beta / f) * f;
    }
    return PixelSize{std::int64_t(w), std::int64_t(h)};
}

ImageTokens imageTokens(const ModelArch &model, std::int64_t width, std::int64_t height)
{
    ImageTokens t;
    const VisionTower &v = model.vision;
    if (!v.present() || width <= 0 || height <= 0) {
        return t;
    }
    width = std::min(width, kMaxSide);
    height = std::min(height, kMaxSide);
    const std::int64_t patch = std::max<std::int64_t>(1, v.patch);
    t.tiles = 1;
    switch (v.family) {
    case VisionFamily::None: break;
    case VisionFamily::Clip: {
        if (model.modelType == "llava_next") {
            return llavaNextTokens(v, width, height);
        }
        const std::int64_t grid = gridOf(v.imageSize, patch);
        t.sequenceTokens = grid * grid;
        t.encoderPatches = grid * grid + 1;
        break;
    }
    case VisionFamily::Siglip: {
        const std::int64_t grid = gridOf(v.imageSize, patch);
        t.sequenceTokens = v.tokensPerImage > 0 ? std::min(v.tokensPerImage, kMaxGrid * kMaxGrid) : grid * grid;
        t.encoderPatches = grid * grid;
        break;
    }
    case VisionFamily::Qwen2Vl:
    case VisionFamily::Qwen25Vl: {
        const std::int64_t merge = std::max<std::int64_t>(1, v.mergeSize);
        const PixelSize s = qwenSmartResize(width, height, patch * merge, v.minPixels, v.maxPixels);
        t.encoderPatches = (s.width / patch) * (s.height / patch);
        t.sequenceTokens = t.encoderPatches / (merge * merge);
        break;
    }
    case VisionFamily::Pixtral: {
        const std::int64_t longest = std::clamp<std::int64_t>(v.imageSize > 0 ? v.imageSize : 1540, 1, kMaxSide);
        std::int64_t h = height, w = width;
        if (h > longest || w > longest) {
            const double ratio = std::max(double(h) / double(longest), double(w) / double(longest));
            h = std::int64_t(std::floor(double(h) / ratio));
            w = std::int64_t(std::floor(double(w) / ratio));
        }
        const std::int64_t ph = ceilDiv(std::max<std::int64_t>(1, h), patch);
        const std::int64_t pw = ceilDiv(std::max<std::int64_t>(1, w), patch);
        const std::int64_t merge = std::max<std::int64_t>(1, v.mergeSize);
        const std::int64_t rows = ph / merge, cols = pw / merge;
        t.sequenceTokens = rows * cols + rows; // one [IMG_BREAK] / [IMG_END] per row
        t.encoderPatches = ph * pw;
        break;
    }
    case VisionFamily::Mllama: {
        const std::int64_t tile = v.imageSize > 0 ? v.imageSize : 560;
        const Canvas c = bestTileCanvas(width, height, std::min(tile, kMaxSide), std::clamp<std::int64_t>(v.maxTiles, 1, kMaxTiles));
        const std::int64_t grid = gridOf(tile, patch);
        t.tiles = c.tilesHigh * c.tilesWide;
        t.crossAttentionTokens = t.tiles * (grid * grid + 1);
        t.encoderPatches = t.crossAttentionTokens;
        t.sequenceTokens = 1; // the <|image|> token
        break;
    }
    case VisionFamily::Llama4: {
        const std::int64_t tile = v.imageSize > 0 ? v.imageSize : 336;
        const Canvas c = bestTileCanvas(width, height, std::min(tile, kMaxSide), std::clamp<std::int64_t>(v.maxTiles, 1, kMaxTiles));
        const std::int64_t grid = gridOf(tile, patch);
        const std::int64_t perTile = grid * grid / 4; // pixel shuffle ratio 0.5 in both directions
        const std::int64_t tiles = c.tilesHigh * c.tilesWide;
        t.tiles = tiles > 1 ? tiles + 1 : 1; // plus the global view
        t.sequenceTokens = t.tiles * perTile;
        t.encoderPatches = t.tiles * (grid * grid + 1);
        break;
    }
    }
    return t;
}

void visionFamilyDefaults(VisionTower &v)
{
    const auto dflt = [](std::int64_t &field, std::int64_t value) {
        if (field == 0) {
            field = value;
        }
    };
    switch (v.family) {
    case VisionFamily::None:
    case VisionFamily::Clip: break;
    case VisionFamily::Siglip: dflt(v.tokensPerImage, 256); break;
    case VisionFamily::Qwen2Vl:
    case VisionFamily::Qwen25Vl:
        dflt(v.mergeSize, 2);
        dflt(v.temporalPatch, 2);
        dflt(v.minPixels, 56 * 56);
        dflt(v.maxPixels, 16384 * 28 * 28);
        break;
    case VisionFamily::Pixtral: dflt(v.mergeSize, 2); break;
    case VisionFamily::Mllama:
        dflt(v.globalLayers, 8);
        dflt(v.maxTiles, 4);
        dflt(v.aspectRatios, 8);
        dflt(v.projectorIn, 7680);
        break;
    case VisionFamily::Llama4:
        dflt(v.projectorIn, 4096);
        dflt(v.maxTiles, 16);
        break;
    }
}

} // namespace rigplan
