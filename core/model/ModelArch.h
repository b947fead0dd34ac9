// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rigplan {

// The vision encoder of a vision-language model, as its config's vision_config describes it.
// The family decides the layer layout (norms, biases, MLP kind), the projector into the text
// model and the rule that turns an image into tokens (core/model/ImageTokens.h).
enum class VisionFamily : std::uint8_t {
    None,
    Clip,    // CLIP ViT (LLaVA-1.5, LLaVA-NeXT): LayerNorm, biases, GELU MLP, class token
    Siglip,  // SigLIP (Gemma 3): LayerNorm, biases, GELU MLP, no class token
    Qwen2Vl, // Qwen2-VL: LayerNorm, GELU MLP, 3-D patches, 2x2 patch merger
    Qwen25Vl,// Qwen2.5-VL: RMSNorm, SwiGLU MLP with biases, 3-D patches, 2x2 patch merger
    Pixtral, // Pixtral (Mistral Small 3.1): RMSNorm, SwiGLU without biases, 2x2 patch merger
    Mllama,  // Llama 3.2 Vision: tiled 560-px images, local + gated global layers, cross-attention
    Llama4,  // Llama 4: 336-px tiles, LayerNorm, biases, pixel-shuffle adapter
};

// The token mixer of a hybrid model's state layers: linear attention with the gated delta rule
// (Qwen3-Next, Qwen3.5), selective state spaces (Mamba in Jamba, Mamba2 in Nemotron-H), or a
// gated short convolution (LFM2). Each keeps a fixed-size state per sequence.
enum class StateMixer : std::uint8_t { None, GatedDeltaNet, Mamba, Mamba2, ShortConv };
// The catalog's and the JSON's names: "gated-delta-net" | "mamba" | "mamba2" | "short-conv"
// ("" for None); the inverse has none for any other text.
const char *stateMixerId(StateMixer mixer);
std::optional<StateMixer> stateMixerFromId(std::string_view id);
inline constexpr char kStateMixerIds[] = "gated-delta-net|mamba|mamba2|short-conv";

struct VisionTower {
    VisionFamily family = VisionFamily::None;
    std::int64_t layers = 0;        // num_hidden_layers / depth
    std::int64_t hidden = 0;        // hidden_size / embed_dim
    std::int64_t intermediate = 0;  // intermediate_size (Qwen2-VL: embed_dim · mlp_ratio)
    std::int64_t heads = 0;         // num_attention_heads / num_heads
    std::int64_t patch = 0;         // patch_size in pixels
    std::int64_t imageSize = 0;     // image_size (tile or longest edge) in pixels
    // Family details with the official configs' values as defaults (visionFamilyDefaults()).
    std::int64_t globalLayers = 0;  // Mllama num_global_layers (gated)
    std::int64_t mergeSize = 0;     // Qwen / Pixtral spatial_merge_size
    std::int64_t temporalPatch = 0; // Qwen temporal_patch_size
    std::int64_t projectorIn = 0;   // Mllama vision_output_dim; Llama 4 projector_input_dim
    std::int64_t maxTiles = 0;      // Mllama max_num_tiles; Llama 4 max tiles per image
    std::int64_t aspectRatios = 0;  // Mllama supported aspect ratios (tile embedding rows - 1)
    std::int64_t minPixels = 0;     // Qwen preprocessor min_pixels
    std::int64_t maxPixels = 0;     // Qwen preprocessor max_pixels
    std::int64_t tokensPerImage = 0;// fixed count (Gemma 3 mm_tokens_per_image); 0 = by rule

    bool present() const { return family != VisionFamily::None; }
    bool operator==(const VisionTower &) const = default;
};

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

    // ---- 2026 architectures (Qwen3, DeepSeek-V3, Llama 4, Gemma 3, GPT-OSS, vision-language) ----
    bool qkNorm = false;               // RMSNorm weights (head_dim) on Q and K in every layer (Qwen3, Gemma 3)
    bool attentionSinks = false;       // one learned sink logit per head and layer (GPT-OSS); no KV cost
    bool expertBias = false;           // biases on every expert projection and on the router (GPT-OSS)
    bool routerCorrectionBias = false; // DeepSeek-V3 e_score_correction_bias: E values per MoE layer
    // MoE on every moeLayerStep-th layer after firstDenseLayers (Llama 4 Maverick
    // interleave_moe_layer_step 2: layers 1, 3, 5, ...); the other layers have a dense MLP of
    // width intermediate.
    std::int64_t moeLayerStep = 1;
    std::int64_t mtpLayers = 0;        // DeepSeek-V3 num_nextn_predict_layers: MTP modules, counted apart (mtpParams)
    // Chunked local attention (Llama 4 attention_chunk_size): chunkedLayers layers attend within
    // their chunk of attentionChunk tokens only; the others (every 4th, NoPE) see the whole context.
    std::int64_t attentionChunk = 0;
    std::int64_t chunkedLayers = 0;
    // Llama 3.2 Vision: of `layers`, crossAttentionLayers attend to the image states only (their
    // KV holds the image tokens, not the text); extraEmbeddingRows extra rows of the embedding
    // table (mllama: vocab_size + 8) that the LM head does not have.
    std::int64_t crossAttentionLayers = 0;
    std::int64_t extraEmbeddingRows = 0;
    // Format of a pre-quantised checkpoint (quantization_config): "" = the torch_dtype;
    // "fp8-block128" (DeepSeek-V3: fp8 e4m3 with one fp32 scale per 128x128 block, linear layers);
    // "mxfp4-experts" (GPT-OSS: the MoE experts in MXFP4, everything else bf16).
    std::string checkpointFormat;
    // Gemma 2 soft-caps logits with cap·tanh(x / cap): attn_logit_softcapping on the attention
    // scores of every layer, final_logit_softcapping on the LM head's logits; 0 = none. Training
    // frameworks then run attention without a fused kernel and keep the capped copies for the
    // backward pass (docs/method.md, "Training memory per GPU").
    double attnLogitSoftcapping = 0;
    double finalLogitSoftcapping = 0;
    VisionTower vision;                // family None for a text-only model

    // ---- Hybrid models: layers whose token mixer keeps a state of fixed size per sequence
    // instead of a KV cache (docs/method.md, "Hybrid models"). stateLayers of the layers use
    // stateMixer; the other self-attention layers attend as above.
    StateMixer stateMixer = StateMixer::None;
    std::int64_t stateLayers = 0;
    std::int64_t stateHeads = 0;     // GatedDeltaNet linear_num_value_heads; Mamba2 mamba_num_heads
    std::int64_t stateGroups = 0;    // GatedDeltaNet linear_num_key_heads; Mamba2 n_groups
    std::int64_t stateKeyDim = 0;    // GatedDeltaNet linear_key_head_dim; Mamba, Mamba2 d_state
    std::int64_t stateValueDim = 0;  // GatedDeltaNet linear_value_head_dim; Mamba2 mamba_head_dim
    std::int64_t stateInner = 0;     // Mamba d_inner (mamba_expand · h)
    std::int64_t convKernel = 0;     // the mixer's causal depthwise convolution width (its state keeps width − 1)
    std::int64_t dtRank = 0;         // Mamba dt_rank
    bool convBias = false;           // bias on that convolution
    bool mixerProjBias = false;      // biases on the mixer's in/out projections (Mamba mamba_proj_bias, LFM2 conv_bias)
    bool stateFp32 = false;          // the recurrent state kept in fp32 (config mamba_ssm_dtype "float32": Qwen3.5)
    // Qwen3-Next's gated attention: q_proj also yields a sigmoid gate of a·d per token.
    bool attentionOutputGate = false;
    // Qwen3-Next's shared expert is scaled by a sigmoid gate (a linear h → 1) in every MoE layer.
    bool sharedExpertGate = false;
    // Nemotron-H: a "layer" is one block (a mixer or an MLP, one norm each): mlpFreeLayers of
    // them mix tokens without an MLP, mixerFreeLayers are MLPs without a mixer.
    std::int64_t mlpFreeLayers = 0;
    std::int64_t mixerFreeLayers = 0;
    bool mlpGated = true;            // SwiGLU (3 matrices); false: up and down only (Nemotron-H's squared ReLU)
    // The shape was assumed from a parameter count ({"params_b": N}), not read from a config;
    // vocabAssumed: the vocabulary too (no "vocab" given).
    bool assumedShape = false;
    bool vocabAssumed = false;
    // config.json keys the import read but that do not enter the estimate (their paths, e.g.
    // "rope_scaling.mrope_section"); shown with the estimate so nothing is dropped unseen.
    std::vector<std::string> configKeysNotUsed;

    std::int64_t paramsOfficial = 0; // the authors' / checkpoint's exact total (models.csv)
    std::string paramsSource;        // where paramsOfficial comes from

    bool isMla() const { return kvLoraRank > 0; }
    bool isMoe() const { return experts > 0; }
    bool isVisionLanguage() const { return vision.present(); }
    bool isHybrid() const { return stateMixer != StateMixer::None && stateLayers > 0; }
    // Training runs attention on the eager path (no fused kernel, whatever flash_attention says):
    // the scores are soft-capped (see attnLogitSoftcapping). The estimate and the software stack
    // both ask this.
    bool attentionTrainsEager() const { return attnLogitSoftcapping > 0; }

    bool operator==(const ModelArch &) const = default;

    // Parameter counts as computed from the fields above (see ModelParams) and as
    // published by the model's authors; the test suite checks that they agree.
    std::int64_t params = 0;
    std::int64_t activeParams = 0; // parameters touched per token (MoE: top-k experts)

    std::string source;     // where the config came from (URL of config.json)
    std::string sourceDate; // ISO date the source was read
};

} // namespace rigplan
