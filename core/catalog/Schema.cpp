// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/Schema.h"

#include "model/ModelArch.h"
#include "util/Money.h"

#include <limits>

namespace rigplan {

namespace {

ColumnDef col(const char *name, ColumnType type, bool required = false)
{
    ColumnDef c;
    c.name = QString::fromLatin1(name);
    c.type = type;
    c.required = required;
    return c;
}

// A number that must be at least `minimum` (sizes, counts, watts: never negative).
ColumnDef num(const char *name, ColumnType type, double minimum, bool required = false)
{
    ColumnDef c = col(name, type, required);
    c.minimum = minimum;
    c.hasMinimum = true;
    return c;
}

// A price in minor units: at least 0, at most kMaxMoneyMinor (so price × count cannot overflow).
ColumnDef money(const char *name)
{
    ColumnDef c = num(name, ColumnType::Integer, 0, true);
    c.maximum = double(kMaxMoneyMinor);
    c.hasMaximum = true;
    return c;
}

ColumnDef oneOf(const char *name, const char *values, bool required = true)
{
    ColumnDef c = col(name, ColumnType::Enum, required);
    c.allowed = QString::fromLatin1(values).split(QLatin1Char('|'));
    return c;
}

ColumnDef idList(const char *name, const char *kind)
{
    ColumnDef c = col(name, ColumnType::IdList);
    c.references = QString::fromLatin1(kind);
    return c;
}

// A column that documents another's origin (Catalog::RowScope::Planning leaves it unread).
ColumnDef provenance(ColumnDef c)
{
    c.provenance = true;
    return c;
}

// Every spec row ends with where its facts come from.
void addSource(std::vector<ColumnDef> &columns)
{
    columns.push_back(provenance(col("source", ColumnType::Text, true)));
    columns.push_back(provenance(col("source_date", ColumnType::Date, true)));
}

// A part row also says where it may not be sold (ISO 3166-1 alpha-2 codes) and the rule that
// says so (export controls, the vendor's market list), so a plan offers only what the site can buy.
void addPartSource(std::vector<ColumnDef> &columns)
{
    columns.push_back(col("not_sold_in", ColumnType::CountryList));
    columns.push_back(col("not_sold_source", ColumnType::Text));
    addSource(columns);
}

// The frameworks and support levels of the software-stack kinds (Software.h has the same
// ids as enums).
constexpr const char *kFrameworkIds = "vllm|sglang|tensorrt-llm|deepspeed|megatron-core|pytorch-fsdp|flash-attention-2|"
                                      "flash-attention-3|flash-attention-4|bitsandbytes|transformer-engine";
constexpr const char *kSupportLevels = "tested-upstream|supported|community|experimental|unsupported";

// A GPU's TFLOPS (and INT8 TOPS) are at most 10^6: some 65 times the densest figure shipped
// (B300: 15,000 dense FP4 TFLOPS), so a new part fits and a unit slip (FLOPS typed as TFLOPS)
// does not.
void capThroughputColumns(std::vector<TableDef> &tables)
{
    for (TableDef &t : tables) {
        for (ColumnDef &c : t.columns) {
            const bool throughput =
                c.name.endsWith(QLatin1String("_tflops")) || c.name.endsWith(QLatin1String("_tops"));
            if (c.type == ColumnType::Real && throughput) {
                c.maximum = 1e6;
                c.hasMaximum = true;
            }
        }
    }
}

// The planner reads a part's counts, watts, millimetres and lanes as int (CatalogSnapshot.cpp,
// Catalog::gpus()): a larger value would wrap there, so the import refuses it first. Bytes,
// bytes/s and money are read as 64-bit and keep their own limits; a model's sizes go through
// the model reader (readModelRow), which is 64-bit and checks the parameter count.
void capIntColumns(std::vector<TableDef> &tables)
{
    for (TableDef &t : tables) {
        if (t.kind == QLatin1String("models")) {
            continue;
        }
        for (ColumnDef &c : t.columns) {
            const bool wide = c.name.endsWith(QLatin1String("_bytes")) || c.name.endsWith(QLatin1String("_bps"))
                || c.name.endsWith(QLatin1String("_minor"));
            if (c.type == ColumnType::Integer && !c.hasMaximum && !wide) {
                c.maximum = double(std::numeric_limits<int>::max());
                c.hasMaximum = true;
            }
        }
    }
}

std::vector<TableDef> makeTables()
{
    using T = ColumnType;
    std::vector<TableDef> tables;

    {
        TableDef t{QStringLiteral("gpus"), QStringLiteral("gpus"), QStringLiteral("gpus.csv"), true, {}};
        t.columns = {
            col("id", T::Id, true), col("vendor", T::Text, true), col("name", T::Text, true),
            col("architecture", T::Text),
            // The software-stack key (schema 4): the gpu_architectures row the GPU's compute
            // capability or gfx target names ("sm120", "gfx942"); empty = not checked.
            col("compute_target", T::Text),
            oneOf("form_factor", "pcie|sxm|oam"),
            oneOf("cooling", "blower|open-air|flow-through|passive"),
            num("memory_bytes", T::Integer, 1, true), num("cuda_visible_bytes", T::Integer, 1),
            provenance(col("cuda_visible_source", T::Text)), col("memory_type", T::Text),
            num("memory_bandwidth_bps", T::Integer, 1, true),
            num("fp32_tflops", T::Real, 0), num("bf16_tflops", T::Real, 0.001, true),
            num("fp8_tflops", T::Real, 0), num("int8_tops", T::Real, 0),
            provenance(col("tflops_note", T::Text)),
            num("board_power_w", T::Integer, 1, true),
            num("slot_width", T::Integer, 1), num("length_mm", T::Integer, 1),
            num("pcie_gen", T::Integer, 1), num("pcie_lanes", T::Integer, 1),
            col("interconnect", T::Text), num("interconnect_bps", T::Integer, 0),
            col("power_connectors", T::Text),
            // Schema 9 adds last-time-buy (orders taken until the vendor's final date).
            oneOf("lifecycle", "current|last-time-buy|end-of-life", false), col("lifecycle_date", T::Date),
        };
        addPartSource(t.columns);
        // Schema 6 (after the source, where ALTER TABLE puts them): dense FP4 tensor TFLOPS
        // (datasheet, not "with sparsity"), and the largest matmul rate measured on the card
        // in BF16 and FP8 (published kernel benchmarks, matmul_source says which).
        t.columns.push_back(num("fp4_tflops", T::Real, 0));
        t.columns.push_back(num("bf16_matmul_tflops", T::Real, 0));
        t.columns.push_back(num("fp8_matmul_tflops", T::Real, 0));
        t.columns.push_back(provenance(col("matmul_source", T::Text)));
        // Schema 7: streaming multiprocessors (AMD: compute units), what a kernel with one
        // thread block per (sequence, KV head) can occupy; sm_source says where the count is from.
        t.columns.push_back(num("sm_count", T::Integer, 1));
        t.columns.push_back(provenance(col("sm_source", T::Text)));
        // Schema 9: the GPU the vendor names as the replacement of a part that is not current
        // (a note names it and its price), and who said where the part stands, where and when.
        ColumnDef successor = col("successor_id", T::Id);
        successor.references = QStringLiteral("gpus");
        t.columns.push_back(successor);
        t.columns.push_back(provenance(col("lifecycle_source", T::Text)));
        // Schema 11: whether the driver lets two of these cards read each other's memory over
        // PCIe (peer-to-peer); "no" sends every collective through host memory. Empty: not
        // known, taken as yes. p2p_source says who measured or stated it.
        t.columns.push_back(oneOf("pcie_p2p", "yes|no", false));
        t.columns.push_back(provenance(col("p2p_source", T::Text)));
        // Schema 12: the largest FP4 (NVFP4 / MXFP4) matmul rate measured on the card, as the BF16
        // and FP8 ones (matmul_source says which benchmark).
        t.columns.push_back(num("fp4_matmul_tflops", T::Real, 0));
        tables.push_back(std::move(t));
    }
    {
        TableDef t{QStringLiteral("cpus"), QStringLiteral("cpus"), QStringLiteral("cpus.csv"), true, {}};
        t.columns = {
            col("id", T::Id, true), col("vendor", T::Text, true), col("name", T::Text, true),
            col("family", T::Text), col("socket", T::Text, true),
            num("cores", T::Integer, 1, true), num("threads", T::Integer, 1),
            num("base_ghz", T::Real, 0), num("boost_ghz", T::Real, 0),
            num("tdp_w", T::Integer, 1, true), num("pcie_lanes", T::Integer, 1, true),
            num("pcie_gen", T::Integer, 1),
            oneOf("memory_type", "ddr5-udimm|ddr5-rdimm|ddr4-udimm|ddr4-rdimm"),
            num("memory_channels", T::Integer, 1, true), num("max_memory_bytes", T::Integer, 1),
            num("sustained_power_w", T::Integer, 1), col("ecc", T::Bool),
            num("max_sockets", T::Integer, 1),
        };
        addPartSource(t.columns);
        tables.push_back(std::move(t));
    }
    {
        TableDef t{QStringLiteral("memory"), QStringLiteral("memory_modules"), QStringLiteral("memory.csv"), true, {}};
        t.columns = {
            col("id", T::Id, true), col("name", T::Text, true),
            oneOf("memory_type", "ddr5-udimm|ddr5-rdimm|ddr4-udimm|ddr4-rdimm"),
            num("capacity_bytes", T::Integer, 1, true), num("speed_mts", T::Integer, 1),
            col("ecc", T::Bool), num("power_w", T::Real, 0),
        };
        addPartSource(t.columns);
        tables.push_back(std::move(t));
    }
    {
        TableDef t{QStringLiteral("storage"), QStringLiteral("storage"), QStringLiteral("storage.csv"), true, {}};
        t.columns = {
            col("id", T::Id, true), col("name", T::Text, true),
            oneOf("interface", "nvme-gen3|nvme-gen4|nvme-gen5|sata|sas"),
            oneOf("form_factor", "m.2-2280|m.2-22110|u.2|u.3|e1.s|e3.s|2.5in|3.5in"),
            oneOf("media", "ssd|hdd", false),
            num("capacity_bytes", T::Integer, 1, true),
            num("seq_read_bps", T::Integer, 0), num("seq_write_bps", T::Integer, 0),
            num("endurance_tbw", T::Real, 0), num("power_w", T::Real, 0),
        };
        addPartSource(t.columns);
        tables.push_back(std::move(t));
    }
    {
        TableDef t{QStringLiteral("psus"), QStringLiteral("psus"), QStringLiteral("psus.csv"), true, {}};
        t.columns = {
            col("id", T::Id, true), col("name", T::Text, true),
            oneOf("form", "atx|sfx|crps|proprietary"),
            num("capacity_w", T::Integer, 1, true), num("capacity_w_115v", T::Integer, 0),
            col("efficiency_rating", T::Text), num("efficiency", T::Real, 0.5, true),
            col("atx_version", T::Text),
            num("connectors_12v2x6", T::Integer, 0), num("pcie_8pin", T::Integer, 0),
        };
        addPartSource(t.columns);
        tables.push_back(std::move(t));
    }
    {
        TableDef t{QStringLiteral("platforms"), QStringLiteral("platforms"), QStringLiteral("platforms.csv"), true, {}};
        t.columns = {
            col("id", T::Id, true), col("name", T::Text, true),
            col("board", T::Text), col("chassis", T::Text),
            oneOf("cooling_class", "office-tower|workstation-tower|rack"),
            col("socket", T::Text, true), num("cpu_sockets", T::Integer, 1, true),
            oneOf("memory_type", "ddr5-udimm|ddr5-rdimm|ddr4-udimm|ddr4-rdimm"),
            num("memory_channels", T::Integer, 1, true), num("memory_slots", T::Integer, 1, true),
            num("max_memory_bytes", T::Integer, 1),
            oneOf("gpu_form_factor", "pcie|sxm|oam"),
            idList("compatible_gpus", "gpus"),
            col("gpu_counts", T::IntList),
            num("x16_slots", T::Integer, 0), num("slot_pitch", T::Integer, 1),
            num("max_gpus", T::Integer, 0, true), num("max_gpu_length_mm", T::Integer, 0),
            num("max_gpu_width_slots", T::Integer, 0), num("gpu_lanes", T::Integer, 0),
            num("max_open_air_gpus", T::Integer, 0), col("passive_gpu_airflow", T::Bool),
            num("m2_slots", T::Integer, 0),
            oneOf("psu_form", "atx|sfx|crps|proprietary"),
            num("psu_bays", T::Integer, 1, true), num("psu_max_w", T::Integer, 0),
            num("base_power_w", T::Integer, 0, true),
            oneOf("noise", "quiet|normal|loud", false),
            col("ecc", T::Bool), num("u2_bays", T::Integer, 0), num("sata_bays", T::Integer, 0),
            num("hdd_bays", T::Integer, 0), num("nic_slots", T::Integer, 0),
            num("psus_included", T::Integer, 0), col("cpu_cooler_included", T::Bool),
            num("system_power_w", T::Integer, 0),
            col("cpu_families", T::Text),
        };
        addPartSource(t.columns);
        // Schema 8: the tallest CPU cooler the chassis takes (its datasheet's "CPU cooler height").
        t.columns.push_back(num("max_cpu_cooler_mm", T::Integer, 1));
        tables.push_back(std::move(t));
    }
    {
        // Network cards (schema 3): what a build needs to join a cluster or a fast store.
        TableDef t{QStringLiteral("nics"), QStringLiteral("nics"), QStringLiteral("nics.csv"), true, {}};
        t.columns = {
            col("id", T::Id, true), col("vendor", T::Text, true), col("name", T::Text, true),
            oneOf("network", "ethernet|infiniband"),
            num("port_gbps", T::Integer, 1, true), num("ports", T::Integer, 1, true),
            oneOf("form", "pcie|ocp3"),
            num("pcie_gen", T::Integer, 1), num("pcie_lanes", T::Integer, 1, true),
            num("power_w", T::Real, 0),
        };
        addPartSource(t.columns);
        tables.push_back(std::move(t));
    }
    {
        // CPU coolers (schema 3): every socketed CPU in a tower needs one of its power class.
        TableDef t{QStringLiteral("coolers"), QStringLiteral("coolers"), QStringLiteral("coolers.csv"), true, {}};
        t.columns = {
            col("id", T::Id, true), col("vendor", T::Text, true), col("name", T::Text, true),
            oneOf("kind", "air|liquid"),
            col("sockets", T::Text, true), num("max_tdp_w", T::Integer, 1, true),
            num("height_mm", T::Integer, 1), num("power_w", T::Real, 0),
        };
        addPartSource(t.columns);
        // Schema 8: a tower cooler or a server heatsink (what a rack chassis takes); empty = not
        // stated, planned as a tower.
        t.columns.push_back(oneOf("form", "tower|server-heatsink", false));
        tables.push_back(std::move(t));
    }
    {
        // NVLink bridges (schema 4): a bill-of-materials line where a layout relies on one. A
        // bridge joins one pair of PCIe cards (`gpus`: the GPU ids it is sold for) whose x16 slots
        // are `slot_spacing` slot widths apart; `per_pair` bridges make the link (`link_bps`, both
        // directions summed, as the GPUs' interconnect_bps).
        TableDef t{QStringLiteral("bridges"), QStringLiteral("bridges"), QStringLiteral("bridges.csv"), true, {}};
        t.columns = {
            col("id", T::Id, true), col("vendor", T::Text, true), col("name", T::Text, true),
            col("part_number", T::Text), idList("gpus", "gpus"),
            num("slot_spacing", T::Integer, 1, true), num("per_pair", T::Integer, 1),
            num("link_bps", T::Integer, 0),
            oneOf("lifecycle", "current|end-of-life", false), col("lifecycle_date", T::Date),
        };
        t.columns[4].required = true;
        addPartSource(t.columns);
        tables.push_back(std::move(t));
    }
    {
        // Services a vendor sells with a build (schema 4): assembly and burn-in, the OS and
        // driver stack, warranty tiers, on-site service, shipping and insurance. A price rule
        // says how a quote prices it: a fixed amount, an amount per GPU, or a percentage of the
        // hardware's net price. Their prices live in the row (not in prices): a percentage has
        // no currency, and a service has one price list entry, not a history.
        TableDef t{QStringLiteral("services"), QStringLiteral("services"), QStringLiteral("services.csv"), true, {}};
        ColumnDef amount = money("amount_minor");
        amount.required = false;
        ColumnDef percent = num("percent", T::Real, 0);
        percent.maximum = 100;
        percent.hasMaximum = true;
        t.columns = {
            col("id", T::Id, true), col("name", T::Text, true),
            // The name a Chinese quote prints (schema 5; empty: the English name).
            col("name_zh", T::Text),
            oneOf("category", "assembly|software|warranty|onsite|shipping|insurance|other"),
            oneOf("price_rule", "fixed|per_gpu|percent_of_hardware"),
            amount, col("currency", T::Currency), percent,
            num("warranty_years", T::Integer, 0), col("response", T::Text),
            num("lead_days", T::Integer, 0),
            col("estimate", T::Bool, true), col("estimate_basis", T::Text),
        };
        addSource(t.columns);
        tables.push_back(std::move(t));
    }
    {
        // Model architectures (schema 2; the 2026 architectures' columns schema 4). Parameter counts are computed from these fields by
        // core/model; params_official is the published total the tests compare against.
        TableDef t{QStringLiteral("models"), QStringLiteral("models"), QStringLiteral("models.csv"), true, {}};
        t.columns = {
            col("id", T::Id, true), col("name", T::Text, true), col("model_type", T::Text),
            num("layers", T::Integer, 1, true), num("hidden", T::Integer, 1, true),
            num("heads", T::Integer, 1, true), num("kv_heads", T::Integer, 1), num("head_dim", T::Integer, 1),
            num("intermediate", T::Integer, 1, true), num("vocab", T::Integer, 1, true),
            col("tied_embeddings", T::Bool), col("qkv_bias", T::Bool), num("norms_per_layer", T::Integer, 0),
            num("experts", T::Integer, 0), num("experts_per_token", T::Integer, 0),
            num("shared_experts", T::Integer, 0), num("moe_intermediate", T::Integer, 1),
            num("first_dense_layers", T::Integer, 0), num("q_lora_rank", T::Integer, 1),
            num("kv_lora_rank", T::Integer, 1), num("qk_rope_head_dim", T::Integer, 1),
            num("qk_nope_head_dim", T::Integer, 1), num("v_head_dim", T::Integer, 1),
            num("sliding_window", T::Integer, 1), num("sliding_window_layers", T::Integer, 0),
            num("max_context", T::Integer, 1), col("torch_dtype", T::Text),
            // schema 4: the 2026 architectures (Qwen3, DeepSeek-V3, Llama 4, Gemma 3, GPT-OSS) and
            // vision towers; fields and sources in core/model/ModelArch.h
            col("qk_norm", T::Bool), col("attention_out_bias", T::Bool), col("attention_sinks", T::Bool),
            col("expert_bias", T::Bool), col("router_score_bias", T::Bool), num("moe_layer_step", T::Integer, 1),
            num("mtp_layers", T::Integer, 0), num("attention_chunk", T::Integer, 1), num("chunked_layers", T::Integer, 0),
            num("cross_attention_layers", T::Integer, 0), num("extra_embedding_rows", T::Integer, 0),
            oneOf("checkpoint_format", "fp8|fp8-block128|mxfp4|mxfp4-experts|nvfp4|int4|int8", false),
            oneOf("vision", "clip|siglip|qwen2-vl|qwen2.5-vl|pixtral|mllama|llama4", false),
            num("vision_layers", T::Integer, 1), num("vision_hidden", T::Integer, 1),
            num("vision_intermediate", T::Integer, 1), num("vision_heads", T::Integer, 1),
            num("vision_patch", T::Integer, 1), num("vision_image_size", T::Integer, 1),
            // Gemma 2's logit soft-capping (config.json attn_logit_softcapping,
            // final_logit_softcapping; empty = none)
            num("attn_logit_softcapping", T::Real, 0), num("final_logit_softcapping", T::Real, 0),
            // schema 10: hybrid models, layers with a fixed state per sequence (Qwen3-Next,
            // Nemotron-H, LFM2, Jamba); fields and sources in core/model/ModelArch.h
            oneOf("state_mixer", kStateMixerIds, false), num("state_layers", T::Integer, 1),
            num("state_heads", T::Integer, 1), num("state_groups", T::Integer, 1),
            num("state_key_dim", T::Integer, 1), num("state_value_dim", T::Integer, 1),
            num("state_inner", T::Integer, 1), num("conv_kernel", T::Integer, 1), num("dt_rank", T::Integer, 1),
            col("conv_bias", T::Bool), col("mixer_proj_bias", T::Bool), col("attention_output_gate", T::Bool),
            col("shared_expert_gate", T::Bool), num("mlp_free_layers", T::Integer, 0),
            num("mixer_free_layers", T::Integer, 0), col("mlp_ungated", T::Bool), col("state_fp32", T::Bool),
            num("params_official", T::Integer, 1), col("params_source", T::Text),
        };
        addSource(t.columns);
        tables.push_back(std::move(t));
    }
    {
        // Software stack per GPU architecture (schema 4): compute capability or gfx target, the
        // first CUDA / ROCm release and driver for it, the PyTorch wheels whose kernels cover it
        // and the stack RigPlan recommends (docs/planner.md, "Software stack").
        TableDef t{QStringLiteral("gpu_architectures"), QStringLiteral("gpu_architectures"),
                   QStringLiteral("gpu_architectures.csv"), true, {}};
        t.columns = {
            col("id", T::Id, true), col("vendor", T::Text, true), col("name", T::Text, true),
            oneOf("platform", "cuda|rocm|gaudi"),
            col("compute_capability", T::Text, true),
            col("first_toolkit", T::Text), col("first_driver_linux", T::Text),
            col("pytorch_wheels", T::Text),
            col("stack_toolkit", T::Text, true), col("stack_driver_linux", T::Text), col("stack_wheel", T::Text),
            col("stack_min_pytorch", T::Text), col("container", T::Text), col("note", T::Text),
        };
        addSource(t.columns);
        tables.push_back(std::move(t));
    }
    {
        // What each framework supports on each architecture (schema 4).
        TableDef t{QStringLiteral("framework_support"), QStringLiteral("framework_support"),
                   QStringLiteral("framework_support.csv"), true, {}};
        t.columns = {
            col("id", T::Id, true),
            oneOf("framework", kFrameworkIds),
            idList("architecture", "gpu_architectures"),
            oneOf("support", kSupportLevels),
            col("min_version", T::Text), col("max_version", T::Text), col("note", T::Text),
        };
        t.columns[2].required = true;
        addSource(t.columns);
        tables.push_back(std::move(t));
    }
    {
        // How each numeric format runs on each architecture (schema 4): natively, weight-only
        // or emulated at the tensor rate of `compute_as`, or not at all; `engines` narrows a
        // row to serving engines (empty: every engine).
        TableDef t{QStringLiteral("format_support"), QStringLiteral("format_support"),
                   QStringLiteral("format_support.csv"), true, {}};
        t.columns = {
            col("id", T::Id, true),
            oneOf("format", "fp8-w8a8|int8-w8a8|int4-w4a16|nvfp4|mxfp4"),
            idList("architecture", "gpu_architectures"),
            col("engines", T::Text),
            oneOf("mode", "native|weight-only|emulated|unsupported"),
            oneOf("support", kSupportLevels),
            oneOf("compute_as", "fp8|bf16|int8|fp4", false),
            col("fallback", T::Text), col("note", T::Text),
        };
        t.columns[2].required = true;
        addSource(t.columns);
        tables.push_back(std::move(t));
    }
    {
        TableDef t{QStringLiteral("prices"), QStringLiteral("prices"), QStringLiteral("prices*.csv"), false, {}};
        t.columns = {
            oneOf("part_kind", "gpu|cpu|memory|storage|psu|platform|nic|cooler|bridge"),
            col("part_id", T::Id, true),
            money("amount_minor"),
            col("currency", T::Currency, true),
            col("price_date", T::Date, true),
            col("source", T::Text, true),
            col("estimate", T::Bool, true),
        };
        tables.push_back(std::move(t));
    }
    {
        TableDef t{QStringLiteral("currency_rates"), QStringLiteral("currency_rates"),
                   QStringLiteral("currency_rates.csv"), false, {}};
        t.columns = {
            col("currency", T::Currency, true),
            num("per_usd", T::Real, 1e-9, true),
            col("rate_date", T::Date, true),
            col("source", T::Text, true),
        };
        tables.push_back(std::move(t));
    }
    {
        // Cloud GPU offers (schema 4): what renting the same GPUs costs, for buy vs rent. After
        // the GPUs and the rates, whose ids and currencies its rows name. A price is per GPU-hour;
        // `source_kind` says whether it was read on the provider's page, a price tracker or an
        // article quoting it.
        TableDef t{QStringLiteral("cloud_offers"), QStringLiteral("cloud_offers"), QStringLiteral("cloud_offers.csv"), true, {}};
        ColumnDef gpu = col("gpu_id", T::Id, true);
        gpu.references = QStringLiteral("gpus");
        t.columns = {
            col("id", T::Id, true), col("provider", T::Text, true), col("instance", T::Text, true),
            gpu, num("gpu_count", T::Integer, 1, true),
            oneOf("pricing", "on-demand|reserved-1y|reserved-3y|spot"),
            money("price_per_gpu_hour_minor"), col("currency", T::Currency, true),
            col("region", T::Text), col("observed_date", T::Date, true),
            oneOf("source_kind", "provider|tracker|article"),
        };
        addSource(t.columns);
        tables.push_back(std::move(t));
    }
    capIntColumns(tables);
    capThroughputColumns(tables);
    return tables;
}

} // namespace

QString ColumnDef::sqlType() const
{
    switch (type) {
    case ColumnType::Integer:
    case ColumnType::Bool:
        return QStringLiteral("INTEGER");
    case ColumnType::Real:
        return QStringLiteral("REAL");
    default:
        return QStringLiteral("TEXT");
    }
}

int TableDef::columnIndex(const QString &name) const
{
    for (std::size_t i = 0; i < columns.size(); ++i) {
        if (columns[i].name == name) {
            return int(i);
        }
    }
    return -1;
}

QStringList TableDef::columnNames() const
{
    QStringList names;
    for (const ColumnDef &c : columns) {
        names.append(c.name);
    }
    return names;
}

const std::vector<TableDef> &catalogTables()
{
    static const std::vector<TableDef> tables = makeTables();
    return tables;
}

const TableDef *findTable(const QString &kind)
{
    for (const TableDef &t : catalogTables()) {
        if (t.kind == kind) {
            return &t;
        }
    }
    return nullptr;
}

QString partKindToKind(const QString &partKind)
{
    if (partKind == QLatin1String("memory") || partKind == QLatin1String("storage")) {
        return partKind;
    }
    return partKind + QLatin1Char('s');
}

QStringList partKinds()
{
    QStringList kinds;
    for (const TableDef &t : catalogTables()) {
        kinds.append(t.kind);
    }
    return kinds;
}

} // namespace rigplan
