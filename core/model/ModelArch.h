// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>

namespace rigplan {

// The architecture of a decoder-only transformer, as read from a Hugging Face config.json.
// Plain data: the estimator works on this struct without touching Qt or the database.
struct ModelArch {
    std::string id;   // catalog id, e.g. "llama-2-7b"
    std::string name; // display name, e.g. "Llama 2 7B"

    std::int64_t layers = 0;          // num_hidden_layers (L)
    std::int64_t hidden = 0;          // hidden_size (h)
    std::int64_t heads = 0;           // num_attention_heads (a)
    std::int64_t kvHeads = 0;         // num_key_value_heads (a_kv; = heads for MHA, 1 for MQA)
    std::int64_t headDim = 0;         // head_dim (d), usually hidden / heads
    std::int64_t intermediate = 0;    // intermediate_size (I) of one (expert) MLP
    std::int64_t vocab = 0;           // vocab_size (V)
    bool tiedEmbeddings = false;      // tie_word_embeddings: no separate LM head matrix
    bool qkvBias = false;             // Qwen2: bias on Q, K and V projections
    std::int64_t experts = 0;         // num_local_experts (E); 0 = dense
    std::int64_t expertsPerToken = 0; // num_experts_per_tok (top-k)
    std::int64_t sharedExperts = 0;   // DeepSeek-style always-active experts
    std::int64_t slidingWindow = 0;   // sliding_window in tokens; 0 = full attention
    std::int64_t maxContext = 0;      // max_position_embeddings

    // ---- Added fields (never rename the ones above: core/estimate reads them) ----
    std::string modelType;            // config.json model_type: "llama", "qwen2", "gemma2", ...
    std::string torchDtype;           // torch_dtype of the published checkpoint ("bfloat16", ...)
    std::int64_t normsPerLayer = 2;   // RMSNorm weight vectors of h per layer (gemma2: 4)
    bool attentionOutBias = false;    // bias on the attention output projection (llama attention_bias)
    bool mlpBias = false;             // biases on the MLP projections (llama mlp_bias)
    // Layers that use the sliding window; the others attend over the whole context.
    // Mistral/Phi-3: all layers; Gemma 2: every other layer (21 of 42). 0 when slidingWindow = 0.
    std::int64_t slidingWindowLayers = 0;
    // Mixture of experts (Mixtral: experts = num_local_experts, intermediate is the expert width;
    // DeepSeek: experts = n_routed_experts, moeIntermediate = moe_intermediate_size,
    // sharedExperts = n_shared_experts of width moeIntermediate, and the first
    // firstDenseLayers layers (first_k_dense_replace) have a dense MLP of width intermediate).
    std::int64_t moeIntermediate = 0; // 0 = experts have width `intermediate`
    std::int64_t firstDenseLayers = 0;
    // Multi-head latent attention (DeepSeek-V2): 0 = ordinary (GQA/MHA) attention.
    std::int64_t qLoraRank = 0;       // 0 = queries projected directly from h
    std::int64_t kvLoraRank = 0;      // compressed KV latent width (cached per token with the rope key)
    std::int64_t qkRopeHeadDim = 0;
    std::int64_t qkNopeHeadDim = 0;
    std::int64_t vHeadDim = 0;

    std::int64_t paramsOfficial = 0; // the authors' / checkpoint's exact total (models.csv)
    std::string paramsSource;        // where paramsOfficial comes from

    bool isMla() const { return kvLoraRank > 0; }
    bool isMoe() const { return experts > 0; }

    bool operator==(const ModelArch &) const = default;

    // Parameter counts as computed from the fields above (see ModelParams) and as
    // published by the model's authors; the test suite checks that they agree.
    std::int64_t params = 0;
    std::int64_t activeParams = 0; // parameters touched per token (MoE: top-k experts)

    std::string source;     // where the config came from (URL of config.json)
    std::string sourceDate; // ISO date the source was read
};

} // namespace rigplan
