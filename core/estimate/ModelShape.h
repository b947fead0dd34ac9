// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The model-shape terms of the estimator, kept apart from the engine and framework terms:
// weight bytes per format (which parts a format quantises), the tokens each kind of attention
// layer keeps in the KV cache (full, sliding window, chunked, cross-attention), and the image
// terms of vision-language models. Internal to core/estimate (include estimate/Estimate.h).

#include "estimate/AttentionLayout.h"
#include "estimate/Estimate.h"
#include "model/ModelArch.h"

#include <cstdint>

namespace rigplan::estimate_detail {

// The weights of a model in a format. Quantised formats keep the embedding table and an
// untied LM head in 16-bit, and the vision tower too; a checkpoint whose format is
// "mxfp4-experts" (GPT-OSS) served in mxfp4 quantises the routed experts only; "fp8-block128"
// (DeepSeek-V3) served in fp8 adds one fp32 scale per 128×128 block.
struct WeightBytes {
    double quantisedParams = 0; // in the format's bits
    double keptParams = 0;      // in 16-bit (all of Ψ when the format is 16/32-bit: then bits apply)
    double bits = 16;           // of the quantised part
    double totalBytes = 0;
    bool quantised = false;     // bits < 16
};
WeightBytes weightBytesOf(const ModelArch &model, Precision format, std::int64_t int4GroupSize);

AttentionLayout attentionLayoutOf(const ModelArch &model);

// What one state layer of a hybrid model keeps per sequence on each of `tensorParallel` GPUs,
// in elements (vLLM's MambaStateShapeCalculator): the convolution's last width − 1 inputs and
// the recurrent state (GatedDeltaNet: heads × d_k × d_v; Mamba: d_inner × d_state; Mamba2:
// heads × head_dim × d_state; a short convolution has none).
struct StateElements {
    double conv = 0, recurrent = 0;
};
StateElements stateElementsPerLayer(const ModelArch &model, int tensorParallel);

// Tokens held per sequence of `length`, averaged over the self-attention layers, each group
// rounded up to whole blocks of `block` tokens.
double heldTokens(const AttentionLayout &a, double length, double block);
// The longest length whose held tokens stay within `budget` (a multiple of the block), or
// +infinity when every layer is bounded and the bounds fit.
double longestLength(const AttentionLayout &a, double budget, double block);
// Tokens a decode step attends to at context `context`, averaged over the self-attention layers.
double attendedTokens(const AttentionLayout &a, double context);
// (query, key) pairs of a causal pass over n tokens, averaged over the self-attention layers.
double causalPairsOf(const AttentionLayout &a, double n);

// Images: the tokens and encoder work of `images` images of width × height per request.
struct ImageTerms {
    double sequenceTokens = 0;       // added to the prompt and the context
    double crossAttentionTokens = 0; // held by the cross-attention layers (Llama 3.2 Vision)
    double encoderPatches = 0;       // through the vision encoder
};
ImageTerms imageTermsOf(const ModelArch &model, std::int64_t images, std::int64_t width, std::int64_t height);

// Forward peak of the vision encoder over `patches` patches at `actBytes` per element: the
// residual and norm output (2·h_v), Q/K/V (3·h_v) and the MLP's hidden (2·I_v) per patch,
// one layer at a time; plus the encoder outputs handed to the text model (tokens × h).
double visionActivationBytes(const ModelArch &model, const ImageTerms &images, double actBytes);
// Activations a vision encoder keeps for its backward pass (trainable tower): the same per-patch
// terms, per layer, for all its layers (local and global).
double visionTrainingActivationBytes(const ModelArch &model, const ImageTerms &images, double actBytes);
// FLOPs of the vision encoder for the images: 2 × encoder parameters × patches.
double visionFlops(const ModelArch &model, const ImageTerms &images);

} // namespace rigplan::estimate_detail
