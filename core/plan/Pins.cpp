// SPDX-License-Identifier: GPL-3.0-or-later
// Pinned parts: the search restricted to the parts the engineer fixes (Pins.h).

#include "plan/Pins.h"

#include <algorithm>

namespace rigplan {

namespace {

constexpr int kMaxPinnedGpus = 64;

// One row per kind a pin takes: what is typed and the catalog kind `catalog list` shows
// (withParts below gives the kind's parts and prices).
struct PinKindRow {
    PinKind kind;
    const char *typed;
    const char *listKind; // rigplan-cli catalog list KIND
};
constexpr PinKindRow kPinKinds[] = {
    {PinKind::Gpu, "gpu", "gpus"},         {PinKind::Cpu, "cpu", "cpus"},
    {PinKind::Platform, "platform", "platforms"}, {PinKind::Memory, "memory", "memory"},
    {PinKind::Storage, "storage", "storage"}, {PinKind::Psu, "psu", "psus"},
    {PinKind::Nic, "nic", "nics"},         {PinKind::Cooler, "cooler", "coolers"},
};

const PinKindRow &rowOf(PinKind kind)
{
    for (const PinKindRow &row : kPinKinds) {
        if (row.kind == kind)
            return row;
    }
    return kPinKinds[0];
}

Diagnostic pinError(const QString &pin, const QString &message)
{
    return Diagnostic::badInput(QString(), QStringLiteral("pin %1: %2").arg(pin, message));
}

// Keeps the parts `keep` accepts and their prices (parallel to them when the snapshot has them).
template<class Spec, class Keep>
void keepIf(std::vector<Spec> &parts, std::vector<PartPrice> &prices, Keep keep)
{
    const bool parallel = prices.size() == parts.size();
    std::vector<Spec> keptParts;
    std::vector<PartPrice> keptPrices;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (!keep(parts[i]))
            continue;
        keptParts.push_back(std::move(parts[i]));
        if (parallel)
            keptPrices.push_back(std::move(prices[i]));
    }
    parts = std::move(keptParts);
    if (parallel)
        prices = std::move(keptPrices);
}

// Calls `f(parts, prices)` with the snapshot's parts of `kind` and their prices.
template<class F>
decltype(auto) withParts(CatalogSnapshot &s, PinKind kind, F &&f)
{
    switch (kind) {
    case PinKind::Gpu: return f(s.gpus, s.gpuPrices);
    case PinKind::Cpu: return f(s.cpus, s.cpuPrices);
    case PinKind::Platform: return f(s.platforms, s.platformPrices);
    case PinKind::Memory: return f(s.memory, s.memoryPrices);
    case PinKind::Storage: return f(s.storage, s.storagePrices);
    case PinKind::Psu: return f(s.psus, s.psuPrices);
    case PinKind::Nic: return f(s.nics, s.nicPrices);
    case PinKind::Cooler: break;
    }
    return f(s.coolers, s.coolerPrices);
}

bool inSnapshot(CatalogSnapshot &s, const PartPin &pin)
{
    return withParts(s, pin.kind, [&](const auto &parts, const auto &) {
        return std::any_of(parts.begin(), parts.end(), [&](const auto &p) { return p.id == pin.id; });
    });
}

void keepKind(CatalogSnapshot &s, PinKind kind, const std::vector<std::string> &ids)
{
    withParts(s, kind, [&](auto &parts, auto &prices) {
        keepIf(parts, prices, [&](const auto &p) { return std::find(ids.begin(), ids.end(), p.id) != ids.end(); });
    });
}

// Every platform that takes `count` GPUs, set to take exactly that many; the others dropped.
void keepPlatformsTaking(CatalogSnapshot &s, int count)
{
    keepIf(s.platforms, s.platformPrices, [count](const PlatformSpec &p) {
        return p.gpuCounts.empty() ? count <= p.maxGpus
                                   : std::find(p.gpuCounts.begin(), p.gpuCounts.end(), count) != p.gpuCounts.end();
    });
    for (PlatformSpec &p : s.platforms) {
        p.gpuCounts = {count};
    }
}

} // namespace

QString pinKindsText()
{
    QStringList kinds;
    for (const PinKindRow &row : kPinKinds) {
        kinds.append(QLatin1String(row.typed));
    }
    return kinds.join(QLatin1Char(' '));
}

QString pinText(const PartPin &pin)
{
    QString text = QStringLiteral("%1=%2").arg(QLatin1String(rowOf(pin.kind).typed), QString::fromStdString(pin.id));
    if (pin.gpuCount > 0)
        text += QStringLiteral(":%1").arg(pin.gpuCount);
    return text;
}

Result<PartPin> parsePin(const QString &text)
{
    const qsizetype eq = text.indexOf(QLatin1Char('='));
    if (eq <= 0 || eq == text.size() - 1)
        return pinError(text, QStringLiteral("expected KIND=ID[:COUNT] with KIND one of %1").arg(pinKindsText()));
    const QString kindText = text.left(eq).trimmed().toLower();
    const auto row = std::find_if(std::begin(kPinKinds), std::end(kPinKinds),
                                  [&](const PinKindRow &r) { return kindText == QLatin1String(r.typed); });
    if (row == std::end(kPinKinds))
        return pinError(text, QStringLiteral("expected a kind of %1, got \"%2\"").arg(pinKindsText(), kindText));
    PartPin pin;
    pin.kind = row->kind;
    QString id = text.mid(eq + 1).trimmed();
    const qsizetype colon = id.lastIndexOf(QLatin1Char(':'));
    if (colon >= 0) {
        if (pin.kind != PinKind::Gpu)
            return pinError(text, QStringLiteral("a count is taken for GPUs only"));
        bool ok = false;
        const int count = id.mid(colon + 1).toInt(&ok);
        if (!ok || count < 1 || count > kMaxPinnedGpus)
            return pinError(text, QStringLiteral("expected a GPU count from 1 to %1 after the colon, got \"%2\"")
                                      .arg(kMaxPinnedGpus)
                                      .arg(id.mid(colon + 1)));
        pin.gpuCount = count;
        id = id.left(colon).trimmed();
    }
    if (id.isEmpty())
        return pinError(text, QStringLiteral("expected a catalog id after the ="));
    pin.id = id.toStdString();
    return pin;
}

Result<CatalogSnapshot> pinnedSnapshot(CatalogSnapshot snapshot, const std::vector<PartPin> &pins)
{
    int gpuCount = 0;
    QString countPin; // the pin that asked for the count
    for (const PartPin &pin : pins) {
        if (!inSnapshot(snapshot, pin))
            return pinError(pinText(pin), QStringLiteral("the catalog has no %1 \"%2\" (see rigplan-cli catalog list %3)")
                                              .arg(QLatin1String(rowOf(pin.kind).typed), QString::fromStdString(pin.id),
                                                   QLatin1String(rowOf(pin.kind).listKind)));
        if (pin.gpuCount > 0 && gpuCount > 0 && pin.gpuCount != gpuCount)
            return pinError(pinText(pin), QStringLiteral("another GPU pin asks for %1 GPUs; a build has one count").arg(gpuCount));
        if (pin.gpuCount > 0) {
            gpuCount = pin.gpuCount;
            countPin = pinText(pin);
        }
    }
    for (const PinKindRow &row : kPinKinds) {
        std::vector<std::string> ids;
        for (const PartPin &pin : pins) {
            if (pin.kind == row.kind)
                ids.push_back(pin.id);
        }
        if (!ids.empty())
            keepKind(snapshot, row.kind, ids);
    }
    if (gpuCount > 0) {
        keepPlatformsTaking(snapshot, gpuCount);
        if (snapshot.platforms.empty())
            return pinError(countPin, QStringLiteral("no platform left by the pins takes %1 GPUs").arg(gpuCount));
    }
    return snapshot;
}

} // namespace rigplan
