// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reference architectures for the engine tests, from the models' official config.json files;
// `params` are the published exact totals (the catalog's models.csv cites the same sources).

#include "model/ModelArch.h"

#include <cstdint>

namespace rigplan::testing {

inline ModelArch denseModel(std::int64_t layers, std::int64_t hidden, std::int64_t heads, std::int64_t kvHeads,
                            std::int64_t intermediate, std::int64_t vocab, std::int64_t params,
                            std::int64_t maxContext = 0)
{
    ModelArch m;
    m.layers = layers;
    m.hidden = hidden;
    m.heads = heads;
    m.kvHeads = kvHeads;
    m.headDim = hidden / heads;
    m.intermediate = intermediate;
    m.vocab = vocab;
    m.params = params;
    m.activeParams = params;
    m.maxContext = maxContext;
    return m;
}

// meta-llama/Llama-2-7b-hf: 6,738,415,616 params, 4096 tokens
inline ModelArch llama2_7b() { return denseModel(32, 4096, 32, 32, 11008, 32000, 6'738'415'616, 4096); }
// meta-llama/Llama-2-13b-hf: 13,015,864,320 params, 4096 tokens
inline ModelArch llama2_13b() { return denseModel(40, 5120, 40, 40, 13824, 32000, 13'015'864'320, 4096); }
// huggyllama/llama-13b (LLaMA-1 13B, the vLLM blog's "LLaMA-13B"): same shape, 2048 tokens
inline ModelArch llama_13b() { return denseModel(40, 5120, 40, 40, 13824, 32000, 13'015'864'320, 2048); }
// meta-llama/Llama-2-70b-hf: 68,976,648,192 params, 4096 tokens
inline ModelArch llama2_70b() { return denseModel(80, 8192, 64, 8, 28672, 32000, 68'976'648'192, 4096); }
// huggyllama/llama-65b (LLaMA-1 65B): 65,285,660,672 params, 2048 tokens
inline ModelArch llama_65b() { return denseModel(80, 8192, 64, 64, 22016, 32000, 65'285'660'672, 2048); }
// meta-llama/Llama-3.1-8B: 8,030,261,248 params, 131072 tokens
inline ModelArch llama31_8b() { return denseModel(32, 4096, 32, 8, 14336, 128256, 8'030'261'248, 131072); }
// meta-llama/Llama-3.1-70B: 70,553,706,496 params, 131072 tokens
// Llama 3.2 3B (config.json: 28 layers, hidden 3072, 24 heads, 8 KV heads, MLP 8192, tied embeddings).
inline ModelArch llama32_3b()
{
    ModelArch m = denseModel(28, 3072, 24, 8, 8192, 128256, 3'212'749'824, 131072);
    m.tiedEmbeddings = true;
    return m;
}
inline ModelArch llama31_70b() { return denseModel(80, 8192, 64, 8, 28672, 128256, 70'553'706'496, 131072); }
// mistralai/Mistral-7B-v0.1: 7,241,732,096 params, sliding_window 4096 on every layer
inline ModelArch mistral7b_v01()
{
    ModelArch m = denseModel(32, 4096, 32, 8, 14336, 32000, 7'241'732'096, 32768);
    m.slidingWindow = 4096;
    return m;
}
// mistralai/Mixtral-8x7B-v0.1: 8 experts, top-2; 46,702,792,704 total, 12,879,925,248 active
inline ModelArch mixtral8x7b()
{
    ModelArch m = denseModel(32, 4096, 32, 8, 14336, 32000, 46'702'792'704, 32768);
    m.experts = 8;
    m.expertsPerToken = 2;
    m.activeParams = 12'879'925'248;
    return m;
}

// google/gemma-2-9b: 9,241,705,984 params (tied embeddings), head_dim 256 (not hidden / heads),
// 4 norms per layer, sliding window 4096 on 21 of 42 layers, attn_logit_softcapping 50,
// final_logit_softcapping 30
inline ModelArch gemma2_9b()
{
    ModelArch m = denseModel(42, 3584, 16, 8, 14336, 256000, 9'241'705'984, 8192);
    m.headDim = 256;
    m.tiedEmbeddings = true;
    m.normsPerLayer = 4;
    m.slidingWindow = 4096;
    m.slidingWindowLayers = 21;
    m.attnLogitSoftcapping = 50;
    m.finalLogitSoftcapping = 30;
    return m;
}

} // namespace rigplan::testing
