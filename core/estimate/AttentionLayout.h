// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Kept apart from ModelShape.h so that the serving simulator, which Estimate.h includes, can
// hold one without including the estimator.

namespace rigplan::estimate_detail {

// The self-attention layers by the tokens they keep: all of them, at most the sliding window,
// at most the attention chunk. Shares are of selfLayers; the rest of the shares is full.
struct AttentionLayout {
    double selfLayers = 0;   // layers that cache the text sequence (all but cross-attention, state and MLP-only layers)
    double crossLayers = 0;  // cross-attention layers (cache the image states)
    double stateLayers = 0;  // hybrid models: layers that keep a fixed state per sequence instead
    double windowShare = 0, window = 0;
    double chunkShare = 0, chunk = 0;
    bool operator==(const AttentionLayout &) const = default;
};
} // namespace rigplan::estimate_detail
