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
//              [+ 2·d q_norm/k_norm (Qwen3, Gemma 3)] [+ a sink logits (GPT-OSS)]
//   MLP        dense SwiGLU: 3·h·I [+ 2I + h with mlp_bias]
//              MoE layer: E·3·h·I_e (routed) + S·3·h·I_e (shared) + h·E (router, no bias)
//              where I_e = moeIntermediate (or intermediate)
//              [GPT-OSS: + (2·I_e + h) bias per expert + E router bias]
//              [DeepSeek-V3: + E e_score_correction_bias]
//              MoE layers: i ≥ firstDenseLayers with (i+1) a multiple of moeLayerStep
//              (Llama 4 Maverick: every other layer); the rest dense of width intermediate.
//              [Qwen3-Next gated attention: Q doubled, h·2·a·d]
//   MLP        [squared ReLU (Nemotron-H): 2·h·I, up and down]
//              [Qwen3-Next: + h shared_expert_gate per MoE layer]
//   state mixers of hybrid models, on stateLayers layers instead of attention (transformers'
//   modeling_qwen3_next / _jamba / _nemotron_h / _lfm2), with K = groups·d_k, V = heads·d_v:
//              GatedDeltaNet  h·(2K + 2V) + h·2·heads + (2K + V)·kernel + 2·heads + d_v + V·h
//              Mamba (Jamba)  h·2D + D·kernel [+ D conv bias] + D·(r + 2N) + r·D + D + D·N + D
//                             + D·h + r + 2N  (D = d_inner, N = d_state, r = dt_rank)
//              Mamba2         h·(2D + 2GN + heads) + (D + 2GN)·kernel [+ bias] + 3·heads + D + D·h
//                             (D = heads·head_dim, G = n_groups, N = d_state)
//              ShortConv      3h² + h·kernel + h² [+ 3h + h + h with conv_bias] (LFM2)
//   blocks     Nemotron-H: mlpFreeLayers layers have no MLP, mixerFreeLayers no mixer
//   norms      normsPerLayer·h (2 for Llama-like; Gemma 2 and 3 have 4)
//   mllama cross-attention layers: + 2·d (q_norm, k_norm) + 2 (tanh gates)
// Whole model: L·layer + (V + extra rows)·h embeddings [+ V·h untied LM head] + h final norm
// + the vision encoder and projector (visionParams). DeepSeek-V3's MTP module is not included
// (mtpParams): serving engines load it only for speculative decoding.
// Fused projections (Phi-3 qkv_proj / gate_up_proj, GPT-OSS gate_up_proj) hold the same
// numbers of weights. Checked to the parameter against every models.csv row.
std::int64_t computeParams(const ModelArch &m);

// Parameters one token touches: all of computeParams except the routed experts a token is not
// sent to, i.e. minus (MoE layers)·(E − top-k)·3·h·I_e, and except the vision tower (it runs
// once per image, not per token). Embeddings and LM head are included
// (some authors leave the LM head out, e.g. DeepSeek's "2.4B activated" for V2-Lite).
std::int64_t computeActiveParams(const ModelArch &m);

// The vision encoder and its projector into the text model (0 for a text-only model), by
// VisionFamily, with h_v, I_v, L_v, patch p, grid g = image_size / p:
//   Clip (LLaVA)      class h_v + conv 3p²h_v + positions (g²+1)h_v + pre/post LayerNorm
//                     + L_v·(4(h_v²+h_v) + 2h_v·I_v + I_v + h_v + 4h_v); projector 2 biased
//                     linears h_v→h→h (LLaVA-NeXT + image_newline h)
//   Siglip (Gemma 3)  conv 3p²h_v + h_v + positions g²h_v + L_v·(same layer) + post LN;
//                     projector h_v·h + h_v (soft-embedding norm)
//   Qwen2-VL          3-D conv 3·t·p²·h_v + L_v·(2 LN + qkv 3h_v²+3h_v + proj h_v²+h_v + GELU MLP
//                     with biases); merger LN + (4h_v)² + 4h_v + 4h_v·h + h
//   Qwen2.5-VL        the same with RMSNorms and a biased SwiGLU MLP; merger RMSNorm
//   Pixtral           conv 3p²h_v + ln_pre + L_v·(4h_v² + 3h_v·I_v + 2h_v); projector norm +
//                     patch merger 4h_v·h_v + h_v·h + h·h
//   Mllama            see ModelParams.cpp (tile embeddings per aspect ratio, gated global layers);
//                     projector vision_output_dim·h + h
//   Llama4            unfold 3p²h_v + class + positions (g²+1) + 2 LN + L_v·(ViT layer);
//                     adapter I_v·P + P·P, projector P·h (P = projector_input_dim)
std::int64_t visionParams(const ModelArch &m);

// DeepSeek-V3 multi-token-prediction modules (num_nextn_predict_layers), stated apart from
// params: per module enorm + hnorm (2h), eh_proj 2h·h, one decoder layer, the shared head's
// norm h and the checkpoint's own embedding and LM-head copies (2·V·h). 0 without MTP.
std::int64_t mtpParams(const ModelArch &m);

// Layers with a mixture-of-experts MLP, and the weights of all their routed experts.
std::int64_t moeLayerCount(const ModelArch &m);
std::int64_t routedExpertParams(const ModelArch &m);

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
