// SPDX-License-Identifier: GPL-3.0-or-later
// Catalog::snapshot: the typed, priced view of the catalog the planner works on.
#include "catalog/Catalog.h"

#include "util/Money.h"

#include <QHash>
#include <QSqlError>
#include <QSqlQuery>

namespace rigplan {

namespace {

// Reads one row's columns by name, turning empty values into 0 / "".
struct RowReader {
    const TableDef &table;
    const CatalogRow &row;

    std::string text(const char *column) const
    {
        return row.value(table, QString::fromLatin1(column)).toString().toStdString();
    }
    std::int64_t integer(const char *column) const { return row.value(table, QString::fromLatin1(column)).toLongLong(); }
    int small(const char *column) const { return int(integer(column)); }
    double real(const char *column) const { return row.value(table, QString::fromLatin1(column)).toDouble(); }
    std::vector<std::string> list(const char *column) const
    {
        std::vector<std::string> out;
        for (const QString &item : row.value(table, QString::fromLatin1(column)).toString().split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
            out.push_back(item.trimmed().toStdString());
        }
        return out;
    }
    bool flag(const char *column) const { return integer(column) != 0; }
    // A value given and 0, not an empty one.
    bool isZero(const char *column) const
    {
        const QVariant v = row.value(table, QString::fromLatin1(column));
        return !v.isNull() && !v.toString().isEmpty() && v.toLongLong() == 0;
    }
    MarketRestriction market() const { return {list("not_sold_in"), text("not_sold_source")}; }
};

} // namespace

Result<CatalogSnapshot> Catalog::snapshot(const QString &currency) const
{
    CatalogSnapshot snap;
    snap.currency = currency.toStdString();
    snap.catalogPath = m_path.toStdString();
    snap.seedHash = metaValue(QStringLiteral("seed_hash")).toStdString();
    auto software = this->software();
    if (!software) {
        return software.diagnostics();
    }
    snap.software = std::move(*software);
    auto gpuList = gpus(snap.software);
    if (!gpuList) {
        // Without the GPUs every plan would say "no build fits": the catalog's failure, not
        // the workload's.
        return gpuList.diagnostics();
    }
    snap.gpus = std::move(*gpuList);
    // The rates convert every price not in the plan's currency (and the economics' figures):
    // a plan on a catalog whose rates cannot be read fails, even when no price needs one.
    if (!currencyCodes()) {
        return m_lastError;
    }
    {
        // The plan prints how old its exchange rates are: the newest rate the catalog holds.
        QSqlQuery q(db());
        if (!q.exec(QStringLiteral("SELECT MAX(rate_date) FROM currency_rates"))) {
            classifySqlError(QStringLiteral("reading currency_rates"), q.lastError());
            return m_lastError;
        }
        if (q.next()) {
            snap.rateDate = q.value(0).toString().toStdString();
        }
    }

    // A part without a price is planned as unpriced; a prices table that cannot be read is a
    // failure of the catalog. One query for every part's price, whatever the part count.
    const auto book = priceBook(currency);
    if (!book) {
        return book.diagnostic();
    }
    const auto priceOf = [&](const char *partKind, const std::string &id) {
        PartPrice price;
        const auto p = book->constFind(priceBookKey(QLatin1String(partKind), QString::fromStdString(id)));
        if (p != book->cend()) {
            price.amountMinor = p->amountMinor;
            price.currency = p->currency.toStdString();
            price.date = p->date.toStdString();
            price.source = p->source.toStdString();
            price.estimate = p->estimate;
            price.userSet = p->userSet;
            price.known = true;
        }
        return price;
    };
    for (const GpuSpec &g : snap.gpus) {
        snap.gpuPrices.push_back(priceOf("gpu", g.id));
    }

    const auto forEach = [&](const char *kind, auto &&fill) -> bool {
        const TableDef &table = *findTable(QString::fromLatin1(kind));
        const auto all = rows(QString::fromLatin1(kind), RowScope::Planning);
        if (!all) {
            return false;
        }
        for (const CatalogRow &row : *all) {
            fill(RowReader{table, row});
        }
        return true;
    };
    const bool ok = forEach("cpus",
                            [&](const RowReader &r) {
                                CpuSpec c;
                                c.id = r.text("id");
                                c.name = r.text("name");
                                c.vendor = r.text("vendor");
                                c.family = r.text("family");
                                c.socket = r.text("socket");
                                c.memoryType = r.text("memory_type");
                                c.cores = r.small("cores");
                                c.threads = r.small("threads");
                                c.tdpW = r.small("tdp_w");
                                c.pcieLanes = r.small("pcie_lanes");
                                c.pcieGen = r.small("pcie_gen");
                                c.memoryChannels = r.small("memory_channels");
                                c.maxMemoryBytes = r.integer("max_memory_bytes");
                                c.sustainedPowerW = r.small("sustained_power_w");
                                c.ecc = r.flag("ecc");
                                c.maxSockets = r.small("max_sockets");
                                c.market = r.market();
                                snap.cpuPrices.push_back(priceOf("cpu", c.id));
                                snap.cpus.push_back(std::move(c));
                            })
        && forEach("memory",
                   [&](const RowReader &r) {
                       MemoryModuleSpec m;
                       m.id = r.text("id");
                       m.name = r.text("name");
                       m.memoryType = r.text("memory_type");
                       m.capacityBytes = r.integer("capacity_bytes");
                       m.speedMts = r.small("speed_mts");
                       m.powerW = r.real("power_w");
                       m.ecc = r.flag("ecc");
                       m.market = r.market();
                       snap.memoryPrices.push_back(priceOf("memory", m.id));
                       snap.memory.push_back(std::move(m));
                   })
        && forEach("storage",
                   [&](const RowReader &r) {
                       StorageSpec s;
                       s.id = r.text("id");
                       s.name = r.text("name");
                       s.interface = r.text("interface");
                       s.formFactor = r.text("form_factor");
                       s.capacityBytes = r.integer("capacity_bytes");
                       s.seqReadBps = r.integer("seq_read_bps");
                       s.media = r.text("media");
                       s.enduranceTbw = r.real("endurance_tbw");
                       s.powerW = r.real("power_w");
                       s.market = r.market();
                       snap.storagePrices.push_back(priceOf("storage", s.id));
                       snap.storage.push_back(std::move(s));
                   })
        && forEach("psus",
                   [&](const RowReader &r) {
                       PsuSpec p;
                       p.id = r.text("id");
                       p.name = r.text("name");
                       p.form = r.text("form");
                       p.atxVersion = r.text("atx_version");
                       p.efficiencyRating = r.text("efficiency_rating");
                       p.capacityW = r.small("capacity_w");
                       p.capacityW115v = r.small("capacity_w_115v");
                       // Empty = not published (assumed the full rating, with a note); a real 0
                       // = a 200-240 V-only unit (catalog/README.md: 0 means a real zero).
                       p.noLowLine = r.isZero("capacity_w_115v");
                       p.efficiency = r.real("efficiency");
                       p.connectors12v2x6 = r.small("connectors_12v2x6");
                       p.market = r.market();
                       snap.psuPrices.push_back(priceOf("psu", p.id));
                       snap.psus.push_back(std::move(p));
                   })
        && forEach("platforms", [&](const RowReader &r) {
               PlatformSpec p;
               p.id = r.text("id");
               p.name = r.text("name");
               p.board = r.text("board");
               p.chassis = r.text("chassis");
               p.coolingClass = r.text("cooling_class");
               p.socket = r.text("socket");
               p.memoryType = r.text("memory_type");
               p.gpuFormFactor = r.text("gpu_form_factor");
               p.psuForm = r.text("psu_form");
               p.noise = r.text("noise");
               p.cpuSockets = std::max(1, r.small("cpu_sockets"));
               p.memoryChannels = r.small("memory_channels");
               p.memorySlots = r.small("memory_slots");
               p.maxMemoryBytes = r.integer("max_memory_bytes");
               p.compatibleGpus = r.list("compatible_gpus");
               for (const std::string &n : r.list("gpu_counts")) {
                   p.gpuCounts.push_back(std::stoi(n));
               }
               p.x16Slots = r.small("x16_slots");
               p.slotPitch = r.small("slot_pitch");
               p.maxGpus = r.small("max_gpus");
               p.maxGpuLengthMm = r.small("max_gpu_length_mm");
               p.maxGpuWidthSlots = r.small("max_gpu_width_slots");
               p.gpuLanes = r.small("gpu_lanes");
               p.maxOpenAirGpus = r.small("max_open_air_gpus");
               p.passiveGpuAirflow = r.small("passive_gpu_airflow") != 0;
               p.m2Slots = r.small("m2_slots");
               p.psuBays = std::max(1, r.small("psu_bays"));
               p.psuMaxW = r.small("psu_max_w");
               p.basePowerW = r.small("base_power_w");
               p.ecc = r.flag("ecc");
               p.u2Bays = r.small("u2_bays");
               p.sataBays = r.small("sata_bays");
               p.hddBays = r.small("hdd_bays");
               p.nicSlots = r.small("nic_slots");
               p.psusIncluded = r.small("psus_included");
               p.cpuCoolerIncluded = r.flag("cpu_cooler_included");
               p.systemPowerW = r.small("system_power_w");
               p.cpuFamilies = r.list("cpu_families");
               p.maxCpuCoolerMm = r.small("max_cpu_cooler_mm");
               p.market = r.market();
               snap.platformPrices.push_back(priceOf("platform", p.id));
               snap.platforms.push_back(std::move(p));
           })
        && forEach("nics",
                   [&](const RowReader &r) {
                       NicSpec n;
                       n.id = r.text("id");
                       n.name = r.text("name");
                       n.vendor = r.text("vendor");
                       n.network = r.text("network");
                       n.form = r.text("form");
                       n.portGbps = r.small("port_gbps");
                       n.ports = r.small("ports");
                       n.pcieGen = r.small("pcie_gen");
                       n.pcieLanes = r.small("pcie_lanes");
                       n.powerW = r.real("power_w");
                       n.market = r.market();
                       snap.nicPrices.push_back(priceOf("nic", n.id));
                       snap.nics.push_back(std::move(n));
                   })
        && forEach("coolers", [&](const RowReader &r) {
               CoolerSpec c;
               c.id = r.text("id");
               c.name = r.text("name");
               c.vendor = r.text("vendor");
               c.kind = r.text("kind");
               c.sockets = r.list("sockets");
               c.maxTdpW = r.small("max_tdp_w");
               c.heightMm = r.small("height_mm");
               c.form = r.text("form");
               c.powerW = r.real("power_w");
               c.market = r.market();
               snap.coolerPrices.push_back(priceOf("cooler", c.id));
               snap.coolers.push_back(std::move(c));
           })
        && forEach("bridges", [&](const RowReader &r) {
               BridgeSpec b;
               b.id = r.text("id");
               b.name = r.text("name");
               b.vendor = r.text("vendor");
               b.partNumber = r.text("part_number");
               b.gpus = r.list("gpus");
               b.slotSpacing = r.small("slot_spacing");
               b.perPair = std::max(1, r.small("per_pair"));
               b.linkBps = r.integer("link_bps");
               b.endOfLife = r.text("lifecycle") == "end-of-life";
               b.market = r.market();
               snap.bridgePrices.push_back(priceOf("bridge", b.id));
               snap.bridges.push_back(std::move(b));
           });
    if (!ok || !readCloudOffers(snap, currency)) {
        return m_lastError;
    }
    // The unpriced parts above left "no price" errors that are not errors of the snapshot.
    m_lastError = {};
    m_errorKind = ErrorKind::None;
    return snap;
}

bool Catalog::readCloudOffers(CatalogSnapshot &snap, const QString &currency) const
{
    const TableDef &table = *findTable(QStringLiteral("cloud_offers"));
    const auto offers = rows(table.kind);
    const auto rates = offers ? rows(QStringLiteral("currency_rates")) : offers;
    if (!offers || !rates) {
        return false;
    }
    // The rate of each currency as price() chooses it: the user's over the shipped, then the newest.
    const TableDef &rateTable = *findTable(QStringLiteral("currency_rates"));
    struct Rate {
        double perUsd = 0;
        bool user = false;
        QString date;
    };
    QHash<QString, Rate> perUsd;
    for (const CatalogRow &row : *rates) {
        const QString code = row.value(rateTable, QStringLiteral("currency")).toString();
        const Rate candidate{row.value(rateTable, QStringLiteral("per_usd")).toDouble(), row.origin == QLatin1String("user"),
                             row.value(rateTable, QStringLiteral("rate_date")).toString()};
        const auto it = perUsd.constFind(code);
        if (it == perUsd.constEnd() || (candidate.user && !it->user)
            || (candidate.user == it->user && candidate.date > it->date)) {
            perUsd.insert(code, candidate);
        }
    }
    for (const CatalogRow &row : *offers) {
        const RowReader r{table, row};
        CloudOffer o;
        o.id = r.text("id");
        o.provider = r.text("provider");
        o.instance = r.text("instance");
        o.gpuId = r.text("gpu_id");
        o.gpuCount = std::max(1, r.small("gpu_count"));
        o.pricing = r.text("pricing");
        o.currency = r.text("currency");
        o.publishedPerGpuHourMinor = r.integer("price_per_gpu_hour_minor");
        o.region = r.text("region");
        o.observedDate = r.text("observed_date");
        o.sourceKind = r.text("source_kind");
        o.source = r.text("source");
        o.userSet = row.origin == QLatin1String("user") || !row.changed.isEmpty();
        o.pricePerGpuHourMinor = o.publishedPerGpuHourMinor;
        const QString from = QString::fromStdString(o.currency);
        if (from != currency) {
            const auto fromRate = perUsd.constFind(from);
            const auto toRate = perUsd.constFind(currency);
            if (fromRate == perUsd.constEnd() || toRate == perUsd.constEnd()) {
                continue; // no rate converts it: not an offer of this plan's currency
            }
            const auto converted = convertMinor(o.publishedPerGpuHourMinor, from, fromRate->perUsd, currency, toRate->perUsd);
            if (!converted) {
                continue;
            }
            o.pricePerGpuHourMinor = *converted;
            o.converted = true;
        }
        snap.cloudOffers.push_back(std::move(o));
    }
    return true;
}

} // namespace rigplan
