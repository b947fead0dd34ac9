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
// tie_word_embeddings (default: the transformers default of the model_type: true for gemma and
// gemma2, false otherwise), sliding_window (null or absent = full attention), torch_dtype
// (or its newer name dtype), num_experts_per_tok, layer_types (counts "sliding_attention").
// model_type-specific:
//   llama           attention_bias (Q, K, V and O biases), mlp_bias
//   mistral, phi3   sliding_window applies to every layer
//   mixtral         num_local_experts (each expert has width intermediate_size)
//   qwen2           QKV bias; sliding window only when use_sliding_window is true, on the
//                   layers from max_window_layers on
//   gemma, gemma2   tied embeddings; gemma2 has 4 norms per layer and the sliding window on
//                   every other layer (even layer indices)
//   deepseek_v2     MLA (q_lora_rank, kv_lora_rank, qk_rope_head_dim, qk_nope_head_dim,
//                   v_head_dim) and MoE (n_routed_experts, n_shared_experts,
//                   moe_intermediate_size, first_k_dense_replace; moe_layer_freq must be 1)
// Other model types are refused rather than guessed (their extra norms, biases or expert
// layouts would make the parameter count wrong). On failure the one BadInput diagnostic names
// the first missing or invalid field as its path and the reason as its message (text():
// "field: reason"). The returned ModelArch has params and activeParams computed.
Result<ModelArch> modelFromHfConfig(const QJsonObject &config);
// The same from a file, the diagnostic's `file` set: a path that names no file and a file
// that is not a config are BadInput (exit 2); a file that is there but cannot be read is
// Environment (exit 3).
Result<ModelArch> modelFromHfConfigFile(const QString &path);

QStringList supportedHfModelTypes();

} // namespace rigplan
