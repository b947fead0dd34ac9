// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ModelArch.h"

#include <cstdint>

namespace rigplan {

// How one image of width × height pixels enters a vision-language model, by the model's own
// preprocessing rule (the Hugging Face processor of each family):
//   Clip, model_type llava (LLaVA-1.5)   (image_size / patch)² = 576: the image is resized to
//                                        one 336-px square whatever its size
//   Clip, model_type llava_next          AnyRes: the best of the grid pinpoints (336×672,
//                                        672×336, 672×672, 1008×336, 336×1008) by
//                                        select_best_resolution, the unpadded feature grid of
//                                        its tiles plus one newline token per row, plus the
//                                        576-token base image (LlavaNextProcessor)
//   Qwen2Vl / Qwen25Vl                   smart_resize to multiples of 28 = patch · merge within
//                                        min_pixels … max_pixels, then (H/28)·(W/28)
//   Siglip (Gemma 3)                     mm_tokens_per_image (256), any size (pan-and-scan off)
//   Pixtral (Mistral Small 3.1)          scaled down to fit image_size (1540) on the longer
//                                        edge, ⌈H/28⌉·⌈W/28⌉ tokens + one break/end token per row
//   Mllama (Llama 3.2 Vision)            560-px tiles on the best canvas of at most max_num_tiles
//                                        (get_optimal_tiled_canvas), 1601 tokens per tile
//                                        ((560/14)² + 1 class token) — into the cross-attention
//                                        layers, not the text sequence (which gets one <|image|>)
//   Llama4                               336-px tiles on the best canvas of at most 16
//                                        (get_best_fit), 144 tokens per tile ((336/14)² · ¼
//                                        pixel shuffle) plus a 144-token global view when there
//                                        is more than one tile
// Special tokens around an image (vision_start/end, tile separators) are not counted.
struct ImageTokens {
    std::int64_t sequenceTokens = 0;       // tokens the image adds to the self-attention sequence
    std::int64_t crossAttentionTokens = 0; // image states the cross-attention layers hold (Mllama)
    std::int64_t encoderPatches = 0;       // patches through the vision encoder (its activations)
    std::int64_t tiles = 0;                // tiles (Mllama, Llama 4, LLaVA-NeXT incl. the base image); 1 otherwise
};

// 0 tokens for a text-only model or a non-positive size.
ImageTokens imageTokens(const ModelArch &model, std::int64_t width, std::int64_t height);

// The (width, height) Qwen's smart_resize gives, multiples of `factor` within min/max pixels.
struct PixelSize {
    std::int64_t width = 0;
    std::int64_t height = 0;
};
PixelSize qwenSmartResize(std::int64_t width, std::int64_t height, std::int64_t factor, std::int64_t minPixels,
                          std::int64_t maxPixels);

// Fills the family details of `v` that its config did not give with the official values
// (Qwen merge 2, temporal patch 2, min/max pixels 3136 / 12845056; Mllama 8 global layers,
// 4 tiles, 8 aspect ratios, vision_output_dim 7680; Llama 4 projector 4096, 16 tiles; Pixtral
// merge 2; Gemma 3 256 tokens per image). Only fields that are 0 are set.
void visionFamilyDefaults(VisionTower &v);

} // namespace rigplan
