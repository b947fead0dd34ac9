// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/ModelArch.h"
#include "util/Diagnostic.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace rigplan {

// Imports a Hugging Face transformers config.json.
//
// Read for every model_type: num_hidden_layers, hidden_size, num_attention_heads,
// intermediate_size, vocab_size, max_position_embeddings (all required, integers ≥ 1);
// num_key_value_heads (default: num_attention_heads), head_dim (default: hidden / heads),
// tie_word_embeddings (default: the transformers default of the model_type: true for gemma,
// gemma2 and gemma3, false otherwise), sliding_window (null or absent = full attention),
// torch_dtype (or its newer name dtype), num_experts_per_tok, layer_types (counts
// "sliding_attention" and "chunked_attention"; any other type than those and
// "full_attention" is an error naming layer_types[i]), attn_logit_softcapping and
// final_logit_softcapping (null = none; absent: Gemma2Config's 50 and 30 for gemma2, else none).
// model_type-specific:
//   llama           attention_bias (Q, K, V and O biases), mlp_bias
//   mistral, phi3   sliding_window applies to every layer
//   mixtral         num_local_experts (each expert has width intermediate_size)
//   qwen2           QKV bias; sliding window only when use_sliding_window is true, on the
//                   layers from max_window_layers on
//   qwen3           as qwen2 without QKV bias (attention_bias), plus q_norm / k_norm
//   qwen3_moe       + num_experts, moe_intermediate_size, decoder_sparse_step (MoE every n-th
//                   layer); mlp_only_layers must be empty
//   gemma, gemma2   tied embeddings; gemma2 has 4 norms per layer and the sliding window on
//                   every other layer (even layer indices)
//   gemma3_text     4 norms, q_norm / k_norm; sliding_window on all but every
//                   sliding_window_pattern-th layer (default 6: 5 local : 1 global)
//   deepseek_v2     MLA (q_lora_rank, kv_lora_rank, qk_rope_head_dim, qk_nope_head_dim,
//                   v_head_dim) and MoE (n_routed_experts, n_shared_experts,
//                   moe_intermediate_size, first_k_dense_replace; moe_layer_freq must be 1)
//   deepseek_v3     as deepseek_v2 plus the routing-score bias per expert and
//                   num_nextn_predict_layers (MTP modules, counted apart: mtpParams)
//   llama4_text     num_local_experts (width intermediate_size) + 1 shared expert,
//                   interleave_moe_layer_step, intermediate_size_mlp (dense layers),
//                   attention_chunk_size on the layers no_rope_layers marks 1 (default: all
//                   but every no_rope_layer_interval-th = 4th)
//   gpt_oss         num_local_experts with biases, router bias, attention biases, a sink
//                   per head, sliding window on alternate layers (layer_types)
//   mllama          text_config cross_attention_layers (image-only layers), 8 extra
//                   embedding rows; vision_config of the tiled 560-px encoder
// Vision-language wrappers read the text model from text_config (with transformers' defaults
// for what the official files leave out: LlamaConfig, MistralConfig, Gemma3TextConfig) and the
// vision encoder from vision_config: llava, llava_next (CLIP), gemma3 (SigLIP),
// mistral3 (Pixtral), llama4, mllama; qwen2_vl and qwen2_5_vl keep the text fields at the top
// level (or in text_config, as newer transformers write them).
// quantization_config sets checkpointFormat: fp8 (weight_block_size [128, 128] →
// "fp8-block128"), mxfp4 ("mxfp4-experts" when modules_to_not_convert keeps self_attn),
// modelopt NVFP4 / FP8, compressed-tensors nvfp4-pack-quantized / float-quantized /
// pack-quantized, gptq / awq 4-bit, bitsandbytes; another quant_method is an error naming it.
// rope_scaling (or rope_parameters) of type linear, dynamic, yarn, longrope or llama3 raises
// maxContext to factor × original_max_position_embeddings when that is larger; default and
// mrope leave it; another type is an error naming rope_scaling.rope_type.
// Every other key the import does not use is listed in configKeysNotUsed (its path, e.g.
// "rope_scaling.mrope_section"), except identification: architectures, _name_or_path,
// transformers_version, auto_map, initializer_range, and *_token_id(s) / *_token_index.
// Other model types are refused rather than guessed (their extra norms, biases or expert
// layouts would make the parameter count wrong). On failure the one BadInput diagnostic names
// the first missing, invalid or unsupported field as its path (nested: "text_config.hidden_size")
// and the reason as its message (text(): "field: reason"). The returned ModelArch has params
// and activeParams computed.
Result<ModelArch> modelFromHfConfig(const QJsonObject &config);
// The same from a file, the diagnostic's `file` set: a path that names no file and a file
// that is not a config are BadInput (exit 2); a file that is there but cannot be read is
// Environment (exit 3).
Result<ModelArch> modelFromHfConfigFile(const QString &path);

QStringList supportedHfModelTypes();

} // namespace rigplan
