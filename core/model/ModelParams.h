// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ModelArch.h"

#include <cstdint>

namespace rigplan {

// Parameter counts computed from the architecture fields of a ModelArch.
//
// Per layer (domain notes, "Model architecture"; checked to the parameter against the published
// totals of every models.csv row by tests/core/tst_modelparams.cpp):
//   attention  GQA/MHA: h·a·d (Q) + 2·h·a_kv·d (K, V) + a·d·h (O)
//                       [+ a·d + 2·a_kv·d QKV bias (Qwen2)] [+ h O bias] 
//              MLA (DeepSeek-V2): Q = h·a·(d_nope + d_rope), or with q_lora_rank r_q:
//                       h·r_q + r_q (norm) + r_q·a·(d_nope + d_rope);
//                       KV down-projection h·(r_kv + d_rope) + r_kv (norm)
//                       + up-projection r_kv·a·(d_nope + d_v) + O a·d_v·h
//   MLP        dense SwiGLU: 3·h·I [+ 2I + h with mlp_bias]
//              MoE layer: E·3·h·I_e (routed) + S·3·h·I_e (shared) + h·E (router, no bias)
//              where I_e = moeIntermediate (or intermediate) and the first firstDenseLayers
//              layers stay dense with width intermediate.
//   norms      normsPerLayer·h (2 for Llama-like; Gemma 2 has 4)
// Whole model: L·layer + V·h embeddings [+ V·h untied LM head] + h final norm.
// Fused projections (Phi-3 qkv_proj / gate_up_proj) hold the same numbers of weights.
std::int64_t computeParams(const ModelArch &m);

// Parameters one token touches: all of computeParams except the routed experts a token is not
// sent to, i.e. minus (MoE layers)·(E − top-k)·3·h·I_e. Embeddings and LM head are included
// (some authors leave the LM head out, e.g. DeepSeek's "2.4B activated" for V2-Lite).
std::int64_t computeActiveParams(const ModelArch &m);

// Values cached per token per layer by the KV cache, in elements: 2·a_kv·d for GQA/MHA;
// r_kv + d_rope for MLA when the compressed latent is cached (vLLM, SGLang). Multiply by the
// bytes of the cache format and the number of layers.
std::int64_t kvCacheElementsPerTokenPerLayer(const ModelArch &m);

// Fills m.params and m.activeParams from the fields. Call only when paramCountsFit(m).
void fillParamCounts(ModelArch &m);

// False when a field is negative or the parameter count would not fit in int64 (with a
// margin): readers of outside input refuse such a model instead of overflowing.
bool paramCountsFit(const ModelArch &m);

} // namespace rigplan
