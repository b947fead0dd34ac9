// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/CatalogColumns.h"

#include "util/Money.h"

#include <QHash>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace rigplan {

namespace {

constexpr double kGiB = 1073741824.0;

enum class Unit { None, GiB, TB, GBps, MBps, Gbps, Watts, Mm, Tflops, Tops, GHz, MTps, Tbw, Slots };

struct ColumnInfo {
    const char *label; // QT_TRANSLATE_NOOP source text
    Unit unit = Unit::None;
};

// Labels by CSV column name. The unit of a bytes column depends on the part: DIMMs and GPU
// memory are sold in binary gigabytes, drives in decimal terabytes (see unitOf()).
const QHash<QString, ColumnInfo> &columnInfo()
{
    static const QHash<QString, ColumnInfo> info = [] {
        QHash<QString, ColumnInfo> m;
        const auto add = [&m](const char *name, const char *label, Unit unit = Unit::None) {
            m.insert(QString::fromLatin1(name), ColumnInfo{label, unit});
        };
        add("id", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "ID"));
        add("vendor", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Vendor"));
        add("name", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Name"));
        add("name_zh", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Name (Chinese)"));
        add("architecture", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Architecture"));
        add("form_factor", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Form factor"));
        add("cooling", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Cooling"));
        add("memory_bytes", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Memory"), Unit::GiB);
        add("memory_type", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Memory type"));
        add("memory_bandwidth_bps", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Memory bandwidth"), Unit::GBps);
        add("fp32_tflops", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "FP32"), Unit::Tflops);
        add("bf16_tflops", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "BF16"), Unit::Tflops);
        add("fp8_tflops", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "FP8"), Unit::Tflops);
        add("int8_tops", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "INT8"), Unit::Tops);
        add("tflops_note", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Throughput note"));
        add("board_power_w", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Board power"), Unit::Watts);
        add("slot_width", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Width"), Unit::Slots);
        add("length_mm", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Length"), Unit::Mm);
        add("pcie_gen", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "PCIe generation"));
        add("pcie_lanes", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "PCIe lanes"));
        add("interconnect", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Interconnect"));
        add("interconnect_bps", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Interconnect bandwidth"), Unit::GBps);
        add("power_connectors", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Power connectors"));
        add("source", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Source"));
        add("source_date", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Source date"));
        add("family", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Family"));
        add("socket", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Socket"));
        add("cores", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Cores"));
        add("threads", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Threads"));
        add("base_ghz", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Base clock"), Unit::GHz);
        add("boost_ghz", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Boost clock"), Unit::GHz);
        add("tdp_w", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "TDP"), Unit::Watts);
        add("memory_channels", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Memory channels"));
        add("max_memory_bytes", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Maximum memory"), Unit::GiB);
        add("capacity_bytes", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Capacity"), Unit::GiB);
        add("speed_mts", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Speed"), Unit::MTps);
        add("ecc", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "ECC"));
        add("power_w", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Power"), Unit::Watts);
        add("interface", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Interface"));
        add("seq_read_bps", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Sequential read"), Unit::MBps);
        add("seq_write_bps", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Sequential write"), Unit::MBps);
        add("endurance_tbw", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Endurance"), Unit::Tbw);
        add("form", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Form factor"));
        add("capacity_w", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Rating"), Unit::Watts);
        add("capacity_w_115v", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Rating at 115 V"), Unit::Watts);
        add("efficiency_rating", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Efficiency rating"));
        add("efficiency", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Efficiency at 50 % load"));
        add("atx_version", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "ATX version"));
        // The software stack (schema 4).
        add("compute_target", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Compute target"));
        add("platform", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Software platform"));
        add("compute_capability", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Compute capability / target"));
        add("first_toolkit", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "First CUDA / ROCm release"));
        add("first_driver_linux", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Its Linux driver"));
        add("pytorch_wheels", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "PyTorch wheels"));
        add("stack_toolkit", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Recommended toolkit"));
        add("stack_driver_linux", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Recommended Linux driver"));
        add("stack_wheel", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Recommended wheel"));
        add("stack_min_pytorch", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "First PyTorch with it"));
        add("container", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Container images"));
        add("note", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Note"));
        add("framework", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Framework"));
        add("support", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Support"));
        add("min_version", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "From version"));
        add("max_version", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Up to version"));
        add("format", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Format"));
        add("engines", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Engines"));
        add("mode", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Mode"));
        add("compute_as", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Computes at"));
        add("fallback", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Runs as"));
        add("connectors_12v2x6", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "12V-2x6 connectors"));
        add("pcie_8pin", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "8-pin PCIe connectors"));
        add("board", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Board"));
        add("chassis", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Chassis"));
        add("cooling_class", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Cooling class"));
        add("cpu_sockets", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "CPU sockets"));
        add("memory_slots", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Memory slots"));
        add("gpu_form_factor", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "GPU form factor"));
        add("compatible_gpus", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Compatible GPUs"));
        add("gpu_counts", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "GPU counts"));
        add("x16_slots", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "x16 slots"));
        add("slot_pitch", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Slot pitch"), Unit::Slots);
        add("max_gpus", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Maximum GPUs"));
        add("max_gpu_length_mm", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Maximum GPU length"), Unit::Mm);
        add("max_gpu_width_slots", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Maximum GPU width"), Unit::Slots);
        add("gpu_lanes", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "GPU lanes"));
        add("max_open_air_gpus", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Maximum open-air GPUs"));
        add("passive_gpu_airflow", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Airflow for passive GPUs"));
        add("m2_slots", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "M.2 slots"));
        add("psu_form", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "PSU form factor"));
        add("psu_bays", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "PSU bays"));
        add("psu_max_w", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Maximum PSU rating"), Unit::Watts);
        add("base_power_w", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Base power"), Unit::Watts);
        add("noise", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Noise"));
        add("category", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Category"));
        add("price_rule", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Price rule"));
        add("percent", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Percent of hardware"));
        add("warranty_years", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Warranty years"));
        add("response", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Response"));
        add("lead_days", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Lead time (working days)"));
        add("estimate_basis", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Basis of the estimate"));
        add("model_type", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Model type"));
        add("layers", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Layers"));
        add("hidden", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Hidden size"));
        add("heads", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Attention heads"));
        add("kv_heads", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "KV heads"));
        add("head_dim", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Head size"));
        add("intermediate", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "MLP size"));
        add("vocab", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Vocabulary"));
        add("tied_embeddings", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Tied embeddings"));
        add("qkv_bias", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "QKV bias"));
        add("norms_per_layer", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Norms per layer"));
        add("experts", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Experts"));
        add("experts_per_token", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Experts per token"));
        add("shared_experts", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Shared experts"));
        add("moe_intermediate", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Expert MLP size"));
        add("first_dense_layers", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Leading dense layers"));
        add("q_lora_rank", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Query LoRA rank"));
        add("kv_lora_rank", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "KV LoRA rank"));
        add("qk_rope_head_dim", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "RoPE head size"));
        add("qk_nope_head_dim", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Non-RoPE head size"));
        add("v_head_dim", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Value head size"));
        add("sliding_window", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Sliding window"));
        add("sliding_window_layers", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Sliding-window layers"));
        add("max_context", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Maximum context"));
        add("torch_dtype", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Weight type"));
        add("qk_norm", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Q/K norms"));
        add("attention_out_bias", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Attention output bias"));
        add("attention_sinks", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Attention sinks"));
        add("expert_bias", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Expert biases"));
        add("router_score_bias", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Routing-score bias"));
        add("moe_layer_step", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "MoE every n-th layer"));
        add("mtp_layers", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "MTP modules"));
        add("attention_chunk", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Attention chunk"));
        add("chunked_layers", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Chunked-attention layers"));
        add("cross_attention_layers", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Cross-attention layers"));
        add("extra_embedding_rows", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Extra embedding rows"));
        add("checkpoint_format", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Checkpoint format"));
        add("vision", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Vision encoder"));
        add("vision_layers", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Vision layers"));
        add("vision_hidden", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Vision hidden size"));
        add("vision_intermediate", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Vision MLP size"));
        add("vision_heads", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Vision heads"));
        add("vision_patch", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Vision patch size"));
        add("vision_image_size", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Vision image size"));
        add("attn_logit_softcapping", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Attention logit soft-cap"));
        add("final_logit_softcapping", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Final logit soft-cap"));
        add("params_official", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Published parameters"));
        add("params_source", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Parameter source"));
        add("part_kind", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Part kind"));
        add("part_id", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Part ID"));
        add("amount_minor", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Amount"));
        add("currency", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Currency"));
        add("price_date", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Price date"));
        add("estimate", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Estimate"));
        add("per_usd", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Units per US dollar"));
        add("rate_date", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Rate date"));
        add("lifecycle", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Lifecycle"));
        add("lifecycle_date", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Lifecycle date"));
        add("successor_id", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Successor"));
        add("lifecycle_source", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Lifecycle source"));
        add("pcie_p2p", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "PCIe peer-to-peer"));
        add("p2p_source", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Peer-to-peer source"));
        add("not_sold_in", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Not sold in"));
        add("not_sold_source", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Sales restriction source"));
        add("sustained_power_w", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Sustained power (PL2 / PPT)"), Unit::Watts);
        add("max_sockets", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Sockets per system (max.)"));
        add("media", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Media"));
        add("u2_bays", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "U.2 bays"));
        add("sata_bays", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "2.5-inch SATA bays"));
        add("hdd_bays", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "3.5-inch bays"));
        add("nic_slots", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Slots for a network card"));
        add("psus_included", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "PSUs included"));
        add("cpu_cooler_included", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "CPU cooler included"));
        add("cpu_families", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "CPU families"));
        add("max_cpu_cooler_mm", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "CPU cooler height (max.)"), Unit::Mm);
        add("system_power_w", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Rated system power"), Unit::Watts);
        add("network", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Network"));
        add("port_gbps", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Port speed"), Unit::Gbps);
        add("ports", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Ports"));
        add("kind", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Kind"));
        add("sockets", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Sockets"));
        add("max_tdp_w", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Rated CPU power"), Unit::Watts);
        add("height_mm", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Height"), Unit::Mm);
        add("part_number", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Part number"));
        add("gpus", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "GPUs it joins"));
        add("slot_spacing", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Slot spacing"), Unit::Slots);
        add("per_pair", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Bridges per pair"));
        add("link_bps", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Link bandwidth (both directions)"), Unit::GBps);
        add("provider", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Provider"));
        add("instance", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Instance"));
        add("gpu_id", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "GPU"));
        add("gpu_count", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "GPUs in the instance"));
        add("pricing", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Pricing"));
        add("price_per_gpu_hour_minor", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Price per GPU-hour (minor units)"));
        add("region", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Region"));
        add("observed_date", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Observed"));
        add("source_kind", QT_TRANSLATE_NOOP("rigplan::CatalogColumns", "Source kind"));
        return m;
    }();
    return info;
}

Unit unitOf(const QString &kind, const ColumnDef &column)
{
    const auto it = columnInfo().constFind(column.name);
    if (it == columnInfo().constEnd()) {
        return Unit::None;
    }
    // Drives are sold in decimal terabytes, memory in binary gigabytes.
    if (column.name == QLatin1String("capacity_bytes") && kind == QLatin1String("storage")) {
        return Unit::TB;
    }
    return it->unit;
}

double unitScale(Unit unit)
{
    switch (unit) {
    case Unit::GiB: return kGiB;
    case Unit::TB: return 1e12;
    case Unit::GBps: return 1e9;
    case Unit::MBps: return 1e6;
    default: return 1.0;
    }
}

// Digits as the user reads them (group separators) or types them (none).
QLocale readingLocale()
{
    return QLocale();
}

QLocale typingLocale()
{
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    return locale;
}

QString numberText(const QLocale &locale, double value)
{
    // The fewest digits that read back to the same number: no rounding hides a changed value.
    return locale.toString(value, 'f', QLocale::FloatingPointShortest);
}

// A number typed in the user's locale, or with a '.' decimal point as in the CSV files.
bool parseTypedNumber(const QString &typed, double &value)
{
    bool ok = false;
    value = QLocale().toDouble(typed, &ok);
    if (!ok) {
        value = QLocale::c().toDouble(typed, &ok);
    }
    return ok && std::isfinite(value);
}

} // namespace

QString CatalogColumns::tableTitle(const QString &kind)
{
    if (kind == QLatin1String("gpus")) return tr("GPUs");
    if (kind == QLatin1String("cpus")) return tr("CPUs");
    if (kind == QLatin1String("memory")) return tr("Memory modules");
    if (kind == QLatin1String("storage")) return tr("Drives");
    if (kind == QLatin1String("psus")) return tr("Power supplies");
    if (kind == QLatin1String("platforms")) return tr("Platforms");
    if (kind == QLatin1String("nics")) return tr("Network cards");
    if (kind == QLatin1String("coolers")) return tr("CPU coolers");
    if (kind == QLatin1String("bridges")) return tr("NVLink bridges");
    if (kind == QLatin1String("services")) return tr("Services");
    if (kind == QLatin1String("models")) return tr("Model architectures");
    if (kind == QLatin1String("gpu_architectures")) return tr("GPU architectures");
    if (kind == QLatin1String("framework_support")) return tr("Framework support");
    if (kind == QLatin1String("format_support")) return tr("Format support");
    if (kind == QLatin1String("prices")) return tr("Prices");
    if (kind == QLatin1String("currency_rates")) return tr("Currency rates");
    if (kind == QLatin1String("cloud_offers")) return tr("Cloud offers");
    return kind;
}

QString CatalogColumns::label(const QString &kind, const ColumnDef &column)
{
    Q_UNUSED(kind)
    const auto it = columnInfo().constFind(column.name);
    if (it == columnInfo().constEnd()) {
        return column.name;
    }
    return QCoreApplication::translate("rigplan::CatalogColumns", it->label);
}

QString CatalogColumns::unit(const QString &kind, const ColumnDef &column)
{
    switch (unitOf(kind, column)) {
    case Unit::None: return {};
    case Unit::GiB: return tr("GiB");
    case Unit::TB: return tr("TB");
    case Unit::GBps: return tr("GB/s");
    case Unit::MBps: return tr("MB/s");
    case Unit::Gbps: return tr("Gb/s", "gigabits per second");
    case Unit::Watts: return tr("W", "watts");
    case Unit::Mm: return tr("mm");
    case Unit::Tflops: return tr("TFLOPS");
    case Unit::Tops: return tr("TOPS");
    case Unit::GHz: return tr("GHz");
    case Unit::MTps: return tr("MT/s");
    case Unit::Tbw: return tr("TBW", "terabytes written");
    case Unit::Slots: return tr("slots");
    }
    return {};
}

QString CatalogColumns::header(const QString &kind, const ColumnDef &column)
{
    const QString u = unit(kind, column);
    if (u.isEmpty()) {
        return label(kind, column);
    }
    return tr("%1 (%2)", "column label, unit").arg(label(kind, column), u);
}

double CatalogColumns::scale(const QString &kind, const ColumnDef &column)
{
    return unitScale(unitOf(kind, column));
}

bool CatalogColumns::isNumeric(const ColumnDef &column)
{
    return column.type == ColumnType::Integer || column.type == ColumnType::Real;
}

QString CatalogColumns::displayText(const QString &kind, const ColumnDef &column, const QVariant &value)
{
    if (value.isNull()) {
        return {};
    }
    if (column.type == ColumnType::Bool) {
        return value.toInt() != 0 ? tr("yes") : tr("no");
    }
    if (isNumeric(column)) {
        return numberText(readingLocale(), value.toDouble() / scale(kind, column));
    }
    return value.toString();
}

QString CatalogColumns::displayTextWithUnit(const QString &kind, const ColumnDef &column, const QVariant &value)
{
    if (value.isNull()) {
        return tr("(empty)");
    }
    const QString u = unit(kind, column);
    const QString text = displayText(kind, column, value);
    return u.isEmpty() ? text : tr("%1 %2", "value, unit").arg(text, u);
}

QString CatalogColumns::editText(const QString &kind, const ColumnDef &column, const QVariant &value)
{
    if (value.isNull()) {
        return {};
    }
    if (isNumeric(column) && scale(kind, column) != 1.0) {
        return numberText(typingLocale(), value.toDouble() / scale(kind, column));
    }
    // Unscaled values are typed exactly as the CSV stores them.
    return fieldText(column, value);
}

QVariant CatalogColumns::sortValue(const ColumnDef &column, const QVariant &value)
{
    if (value.isNull()) {
        return {};
    }
    if (isNumeric(column) || column.type == ColumnType::Bool) {
        return value.toDouble();
    }
    return value.toString();
}

bool CatalogColumns::toStoredText(const QString &kind, const ColumnDef &column, const QString &typed,
                                  QString &storedText, QString &error)
{
    QString text = typed.trimmed();
    const double factor = scale(kind, column);
    if (!text.isEmpty() && isNumeric(column)) {
        double number = 0;
        if (!parseTypedNumber(text, number)) {
            error = tr("%1: expected a number in %2, got \"%3\"")
                        .arg(label(kind, column), unit(kind, column).isEmpty() ? tr("plain digits") : unit(kind, column), text);
            return false;
        }
        const double stored = number * factor;
        if (column.type == ColumnType::Integer) {
            if (std::fabs(stored) >= 9.0e18) {
                error = tr("%1: %2 is too large").arg(label(kind, column), text);
                return false;
            }
            if (factor == 1.0 && stored != std::round(stored)) {
                error = tr("%1: expected a whole number, got \"%2\"").arg(label(kind, column), text);
                return false;
            }
            text = QString::number(std::llround(stored));
        } else {
            text = QString::number(stored, 'g', QLocale::FloatingPointShortest);
        }
    }
    QVariant value;
    if (!parseField(column, text, value, error)) {
        return false;
    }
    storedText = fieldText(column, value);
    return true;
}

bool CatalogColumns::parseMoney(const QString &typed, const QString &currency, std::int64_t &amountMinor,
                                QString &error)
{
    const QString text = typed.trimmed();
    double major = 0;
    if (text.isEmpty() || !parseTypedNumber(text, major)) {
        error = tr("Expected an amount such as 1234.50, got \"%1\"").arg(text);
        return false;
    }
    if (major < 0) {
        error = tr("A price cannot be negative.");
        return false;
    }
    const int digits = currencyMinorDigits(currency);
    const double minor = major * std::pow(10.0, digits);
    if (minor >= 9.0e15) {
        error = tr("%1 is too large for a price.").arg(text);
        return false;
    }
    // 12.345 USD has no exact cent value: refuse rather than round silently.
    if (std::fabs(minor - std::round(minor)) > 1e-6 * std::max(1.0, minor)) {
        error = tr("%1 has at most %n decimal place(s).", nullptr, digits).arg(currency);
        return false;
    }
    amountMinor = std::llround(minor);
    return true;
}

QString CatalogColumns::moneyEditText(std::int64_t amountMinor, const QString &currency)
{
    const int digits = currencyMinorDigits(currency);
    return typingLocale().toString(double(amountMinor) / std::pow(10.0, digits), 'f', digits);
}

QString CatalogColumns::partKindOf(const QString &kind)
{
    static const char *const partKinds[] = {"gpu", "cpu", "memory", "storage", "psu", "platform"};
    for (const char *partKind : partKinds) {
        const QString candidate = QString::fromLatin1(partKind);
        if (partKindToKind(candidate) == kind) {
            return candidate;
        }
    }
    return {};
}

} // namespace rigplan
