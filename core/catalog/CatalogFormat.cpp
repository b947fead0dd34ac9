// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/CatalogFormat.h"

#include "util/TextTable.h"

#include <QJsonObject>
#include <QLocale>

#include <functional>

namespace rigplan {

namespace {

struct TextColumn {
    const char *column;
    const char *header;
    std::function<QString(const QVariant &)> format; // empty = the value as text
};

QString gib(const QVariant &v)
{
    return v.isNull() ? QString() : QString::number(double(v.toLongLong()) / 1073741824.0, 'f', 0);
}
QString tb(const QVariant &v)
{
    return v.isNull() ? QString() : QString::number(double(v.toLongLong()) / 1e12, 'g', 4);
}
QString gbps(const QVariant &v)
{
    return v.isNull() ? QString() : QString::number(double(v.toLongLong()) / 1e9, 'f', 0);
}
QString real1(const QVariant &v)
{
    return v.isNull() ? QString() : QString::number(v.toDouble(), 'f', 1);
}

std::vector<TextColumn> textColumns(const QString &kind)
{
    if (kind == QLatin1String("gpus")) {
        return {{"id", "id", {}},
                {"name", "name", {}},
                {"memory_bytes", "memory GiB", gib},
                {"memory_bandwidth_bps", "bandwidth GB/s", gbps},
                {"bf16_tflops", "BF16 TFLOPS", real1},
                {"fp8_tflops", "FP8 TFLOPS", real1},
                {"board_power_w", "power W", {}},
                {"form_factor", "form", {}},
                {"cooling", "cooling", {}},
                {"slot_width", "slots", {}},
                {"lifecycle", "lifecycle", {}},
                {"lifecycle_date", "since", {}},
                {"successor_id", "successor", {}}};
    }
    if (kind == QLatin1String("cpus")) {
        return {{"id", "id", {}},           {"name", "name", {}},          {"socket", "socket", {}},
                {"cores", "cores", {}},     {"tdp_w", "TDP W", {}},        {"pcie_lanes", "PCIe lanes", {}},
                {"memory_type", "memory", {}}, {"memory_channels", "channels", {}}};
    }
    if (kind == QLatin1String("memory")) {
        return {{"id", "id", {}},
                {"name", "name", {}},
                {"memory_type", "type", {}},
                {"capacity_bytes", "capacity GiB", gib},
                {"speed_mts", "MT/s", {}}};
    }
    if (kind == QLatin1String("storage")) {
        return {{"id", "id", {}},
                {"name", "name", {}},
                {"interface", "interface", {}},
                {"capacity_bytes", "capacity TB", tb},
                {"seq_read_bps", "read GB/s", [](const QVariant &v) {
                     return v.isNull() ? QString() : QString::number(double(v.toLongLong()) / 1e9, 'f', 1);
                 }}};
    }
    if (kind == QLatin1String("psus")) {
        return {{"id", "id", {}},
                {"name", "name", {}},
                {"form", "form", {}},
                {"capacity_w", "W", {}},
                {"capacity_w_115v", "W at 115 V", {}},
                {"efficiency", "efficiency", [](const QVariant &v) {
                     return v.isNull() ? QString() : QString::number(v.toDouble() * 100.0, 'f', 0) + QLatin1Char('%');
                 }},
                {"connectors_12v2x6", "12V-2x6", {}}};
    }
    if (kind == QLatin1String("platforms")) {
        return {{"id", "id", {}},
                {"name", "name", {}},
                {"cooling_class", "class", {}},
                {"socket", "socket", {}},
                {"gpu_form_factor", "GPU form", {}},
                {"max_gpus", "max GPUs", {}},
                {"memory_slots", "DIMMs", {}},
                {"psu_form", "PSU", {}},
                {"psu_bays", "PSUs", {}}};
    }
    if (kind == QLatin1String("nics")) {
        return {{"id", "id", {}},         {"name", "name", {}},   {"network", "network", {}},
                {"port_gbps", "Gb/s", {}}, {"ports", "ports", {}}, {"pcie_lanes", "lanes", {}}};
    }
    if (kind == QLatin1String("coolers")) {
        return {{"id", "id", {}},       {"name", "name", {}},          {"kind", "kind", {}},
                {"sockets", "sockets", {}}, {"max_tdp_w", "max W", {}}};
    }
    if (kind == QLatin1String("bridges")) {
        return {{"id", "id", {}},           {"name", "name", {}},         {"gpus", "GPUs", {}},
                {"slot_spacing", "slots", {}}, {"per_pair", "per pair", {}}, {"link_bps", "link B/s", {}}};
    }
    if (kind == QLatin1String("services")) {
        return {{"id", "id", {}},
                {"category", "category", {}},
                {"price_rule", "rule", {}},
                {"amount_minor", "amount (minor)", {}},
                {"currency", "currency", {}},
                {"percent", "percent", {}},
                {"estimate", "estimate", {}},
                {"name", "name", [](const QVariant &v) {
                     const QString name = v.toString();
                     return name.size() > 60 ? name.left(59) + QChar(0x2026) : name;
                 }}};
    }
    if (kind == QLatin1String("models")) {
        return {{"id", "id", {}},           {"name", "name", {}},         {"layers", "layers", {}},
                {"hidden", "hidden", {}},   {"heads", "heads", {}},       {"kv_heads", "KV heads", {}},
                {"vocab", "vocab", {}},     {"experts", "experts", {}},   {"max_context", "max context", {}},
                {"params_official", "params (official)", {}}};
    }
    if (kind == QLatin1String("gpu_architectures")) {
        return {{"id", "id", {}},
                {"name", "name", {}},
                {"compute_capability", "CC / target", {}},
                {"first_toolkit", "first toolkit", {}},
                {"first_driver_linux", "its driver", {}},
                {"pytorch_wheels", "PyTorch wheels", {}},
                {"stack_toolkit", "recommended", {}},
                {"stack_driver_linux", "driver", {}}};
    }
    if (kind == QLatin1String("framework_support")) {
        return {{"framework", "framework", {}},
                {"architecture", "architecture", {}},
                {"support", "support", {}},
                {"min_version", "min version", {}},
                {"max_version", "max version", {}}};
    }
    if (kind == QLatin1String("format_support")) {
        return {{"format", "format", {}},       {"architecture", "architecture", {}}, {"engines", "engines", {}},
                {"mode", "mode", {}},           {"support", "support", {}},           {"compute_as", "compute as", {}},
                {"fallback", "fallback", {}}};
    }
    if (kind == QLatin1String("prices")) {
        return {{"part_kind", "kind", {}},     {"part_id", "part", {}},     {"amount_minor", "amount (minor)", {}},
                {"currency", "currency", {}},  {"price_date", "date", {}},  {"estimate", "estimate", {}},
                {"price_date", "stale", [](const QVariant &v) {
                     // More than kStalePriceDays before today: a price to check before quoting.
                     return priceIsStale(v.toString().toStdString(), todayIsoDate()) ? QStringLiteral("stale") : QString();
                 }}};
    }
    if (kind == QLatin1String("currency_rates")) {
        return {{"currency", "currency", {}}, {"per_usd", "per USD", {}}, {"rate_date", "date", {}}};
    }
    if (kind == QLatin1String("cloud_offers")) {
        return {{"id", "id", {}},
                {"provider", "provider", {}},
                {"gpu_id", "GPU", {}},
                {"gpu_count", "GPUs", {}},
                {"pricing", "pricing", {}},
                {"price_per_gpu_hour_minor", "per GPU-hour (minor)", {}},
                {"currency", "currency", {}},
                {"observed_date", "observed", {}},
                {"source_kind", "source", {}},
                {"observed_date", "stale", [](const QVariant &v) {
                     // Observed more than kStaleCloudOfferDays before today: check before relying on it.
                     return cloudOfferIsStale(v.toString().toStdString(), todayIsoDate()) ? QStringLiteral("stale") : QString();
                 }}};
    }
    return {};
}

} // namespace

QJsonArray catalogRowsToJson(const TableDef &table, const std::vector<CatalogRow> &rows)
{
    QJsonArray array;
    for (const CatalogRow &row : rows) {
        QJsonObject o;
        for (std::size_t c = 0; c < table.columns.size(); ++c) {
            const ColumnDef &column = table.columns[c];
            const QVariant &v = row.values[c];
            if (v.isNull()) {
                o.insert(column.name, QJsonValue::Null);
                continue;
            }
            switch (column.type) {
            case ColumnType::Integer:
                o.insert(column.name, v.toLongLong());
                break;
            case ColumnType::Real:
                o.insert(column.name, v.toDouble());
                break;
            case ColumnType::Bool:
                o.insert(column.name, v.toInt() != 0);
                break;
            default:
                o.insert(column.name, v.toString());
            }
        }
        if (table.kind == QLatin1String("prices")) {
            o.insert(QStringLiteral("stale"),
                     priceIsStale(row.value(table, QStringLiteral("price_date")).toString().toStdString(), todayIsoDate()));
        }
        if (table.kind == QLatin1String("cloud_offers")) {
            o.insert(QStringLiteral("stale"), cloudOfferIsStale(
                row.value(table, QStringLiteral("observed_date")).toString().toStdString(), todayIsoDate()));
        }
        o.insert(QStringLiteral("origin"), row.origin);
        QJsonArray changed;
        for (const ColumnDef &column : table.columns) {
            if (row.changed.contains(column.name)) {
                changed.append(column.name);
            }
        }
        o.insert(QStringLiteral("user_changed"), changed);
        array.append(o);
    }
    return array;
}

QString catalogRowsToText(const TableDef &table, const std::vector<CatalogRow> &rows)
{
    const std::vector<TextColumn> columns = textColumns(table.kind);
    QStringList header;
    for (const TextColumn &c : columns) {
        header.append(QString::fromUtf8(c.header));
    }
    header.append(QStringLiteral("origin"));
    TextTable text(header);
    bool anyChanged = false;
    for (const CatalogRow &row : rows) {
        QStringList cells;
        for (const TextColumn &c : columns) {
            const QString name = QString::fromLatin1(c.column);
            const QVariant v = row.value(table, name);
            QString cell = c.format ? c.format(v) : v.toString();
            if (row.changed.contains(name)) {
                cell += QLatin1Char('*');
                anyChanged = true;
            }
            cells.append(cell);
        }
        cells.append(row.origin);
        text.addRow(cells);
    }
    QString out = text.render();
    out += QStringLiteral("%1 rows").arg(rows.size());
    if (anyChanged) {
        out += QStringLiteral("; * = changed by the user (shipped value kept; see --format json)");
    }
    return out + QLatin1Char('\n');
}

} // namespace rigplan
