// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ModelArch.h"
#include "util/Diagnostic.h"

#include <QString>

namespace rigplan {

// A generic dense decoder of about `paramsB` billion parameters, for a workload that names a
// size but no architecture ({"params_b": 7.5}). The shape is Llama-like and deterministic:
//
//  1. hidden h: interpolate log h linearly in log Ψ through the published Llama shapes
//     (Ψ in billions → h): 1.24 → 2048 (Llama 3.2 1B), 3.21 → 3072 (Llama 3.2 3B),
//     6.74 → 4096 (Llama 2 7B), 13.0 → 5120 (Llama 2 13B), 32.5 → 6656 (LLaMA 33B),
//     69.0 → 8192 (Llama 2 70B), 405.9 → 16384 (Llama 3.1 405B); beyond the ends the end
//     segment's slope continues. Rounded to a multiple of 1024 (so 8 KV heads divide the
//     heads), at least 1024.
//  2. heads a = h / 128 (head_dim 128), GQA with 8 KV heads, 2 RMSNorms per layer.
//  3. vocabulary V = `vocab` when given (256 … 4,000,000; the tokenizer's size from the model's
//     config, e.g. 151936 for Qwen), else 128256 (Llama 3 tokenizer); embeddings tied below
//     5 B (as Llama 3.2 1B/3B), untied from 5 B on (as Llama 3.1 8B and up). A vocabulary
//     too large for the size (no room for one layer) is refused.
//  4. layers L = the whole number of layers with a SwiGLU width of 8/3·h (rounded up to a
//     multiple of 256, Llama 2's rule) that best fills Ψ − embeddings − final norm.
//  5. intermediate I: re-solved for that L so that the total meets Ψ, rounded to a multiple
//     of 64. The computed total is then within 1 % of Ψ (the test checks 0.5 B … 2000 B).
//  max_position_embeddings = 131072 (Llama 3.1). Accepted range: 0.5 ≤ paramsB ≤ 2000.
// The result has assumedShape set (and vocabAssumed when no vocabulary was given): the
// estimate says which shape it assumed. A size outside the range is a BadInput diagnostic
// without file or path (the caller knows where the size came from); a bad vocabulary has the
// path "vocab".
Result<ModelArch> genericDenseModel(double paramsB, std::int64_t vocab = 0);

} // namespace rigplan
