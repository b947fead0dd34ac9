// SPDX-License-Identifier: GPL-3.0-or-later
// Catalog reads: the effective rows (shipped values with the user's changes applied), the
// typed GPU and model views, prices, and the CSV export.
#include "catalog/Catalog.h"

#include "catalog/CatalogInternal.h"
#include "catalog/Csv.h"
#include "model/ModelCsv.h"
#include "util/AtomicFile.h"
#include "util/Money.h"

#include <QSqlError>
#include <QSqlQuery>

namespace rigplan {

using catalog_detail::kUser;

namespace {

// prepare(), keeping its error: exec() after a failed prepare() only reports "No query" or
// "Parameter count mismatch", which would hide the reason ("no such table: gpus").
struct Prepared {
    bool ok = false;
    QSqlError error;
};
Prepared prepare(QSqlQuery &q, const QString &sql)
{
    Prepared p;
    p.ok = q.prepare(sql);
    if (!p.ok) {
        p.error = q.lastError();
    }
    return p;
}

} // namespace

QVariant CatalogRow::value(const TableDef &table, const QString &column) const
{
    const int i = table.columnIndex(column);
    return i < 0 ? QVariant() : values[std::size_t(i)];
}

std::optional<QSet<QString>> Catalog::idsOf(const QString &kind) const
{
    QSet<QString> ids;
    const TableDef *t = findTable(kind);
    if (!t || !t->keyed) {
        return ids;
    }
    QSqlQuery q(db());
    if (!q.exec(QStringLiteral("SELECT id FROM %1").arg(t->table))) {
        // Not "no such id": a reference check against a table we cannot read would blame
        // the user's file for the catalog's failure.
        classifySqlError(QStringLiteral("reading %1").arg(kind), q.lastError());
        return std::nullopt;
    }
    while (q.next()) {
        ids.insert(q.value(0).toString());
    }
    return ids;
}

std::optional<QSet<QString>> Catalog::currencyCodes() const
{
    QSqlQuery q(db());
    if (!q.exec(QStringLiteral("SELECT DISTINCT currency FROM currency_rates"))) {
        classifySqlError(QStringLiteral("reading currency_rates"), q.lastError());
        return std::nullopt;
    }
    QSet<QString> codes;
    while (q.next()) {
        codes.insert(q.value(0).toString());
    }
    return codes;
}

Result<std::vector<CatalogRow>> Catalog::rows(const QString &kind, RowScope scope) const
{
    auto all = readRows(kind, nullptr, scope);
    if (!all) {
        return m_lastError;
    }
    return std::move(*all);
}

std::optional<std::vector<CatalogRow>> Catalog::readRows(const QString &kind, const QString *id, RowScope scope) const
{
    const TableDef *t = findTable(kind);
    if (!t) {
        fail(ErrorKind::BadInput, QStringLiteral("unknown catalog kind \"%1\" (expected one of: %2)")
                                      .arg(kind, partKinds().join(QStringLiteral(", "))));
        return std::nullopt;
    }
    QStringList names;
    for (const ColumnDef &c : t->columns) {
        names << (scope == RowScope::Planning && c.provenance ? QStringLiteral("NULL") : c.name);
    }
    QString order = t->keyed ? QStringLiteral("origin = 'user', id") : QStringLiteral("origin = 'user', row_id");
    const bool onePart = id && t->keyed;
    QSqlQuery q(db());
    q.setForwardOnly(true); // one row buffer, not every row kept: a big catalog reads twice as fast
    const Prepared prepared = prepare(q, QStringLiteral("SELECT %1, origin FROM %2 %3 ORDER BY %4")
                                             .arg(names.join(QStringLiteral(", ")), t->table,
                                                  onePart ? QStringLiteral("WHERE id = ?") : QString(), order));
    if (onePart) {
        q.addBindValue(*id);
    }
    if (!prepared.ok || !q.exec()) {
        classifySqlError(QStringLiteral("reading %1").arg(kind), prepared.ok ? q.lastError() : prepared.error);
        return std::nullopt;
    }
    std::vector<CatalogRow> result;
    QHash<QString, std::size_t> indexOfId;
    while (q.next()) {
        CatalogRow row;
        row.values.resize(t->columns.size());
        for (std::size_t c = 0; c < t->columns.size(); ++c) {
            const QVariant v = q.value(int(c));
            row.values[c] = v.isNull() ? QVariant() : v;
        }
        row.origin = q.value(int(t->columns.size())).toString();
        if (t->keyed) {
            indexOfId.insert(row.values[0].toString(), result.size());
        }
        result.push_back(std::move(row));
    }
    if (t->keyed) {
        QSqlQuery o(db());
        o.setForwardOnly(true);
        const Prepared preparedOverrides =
            prepare(o, QStringLiteral("SELECT part_id, column_name, value FROM overrides WHERE kind = ?%1")
                           .arg(onePart ? QStringLiteral(" AND part_id = ?") : QString()));
        o.addBindValue(kind);
        if (onePart) {
            o.addBindValue(*id);
        }
        if (!preparedOverrides.ok || !o.exec()) {
            classifySqlError(QStringLiteral("reading the user's changes"),
                             preparedOverrides.ok ? o.lastError() : preparedOverrides.error);
            return std::nullopt;
        }
        while (o.next()) {
            const auto it = indexOfId.constFind(o.value(0).toString());
            const int c = t->columnIndex(o.value(1).toString());
            if (it == indexOfId.constEnd() || c < 0) {
                continue; // a change to a part or column this seed no longer ships: kept, not shown
            }
            QVariant v;
            QString error;
            if (!parseField(t->columns[std::size_t(c)], o.value(2).toString(), v, error)) {
                continue;
            }
            CatalogRow &row = result[*it];
            row.shipped.insert(t->columns[std::size_t(c)].name, row.values[std::size_t(c)]);
            row.values[std::size_t(c)] = v;
            row.changed.insert(t->columns[std::size_t(c)].name);
        }
    }
    return result;
}

Result<CatalogRow> Catalog::row(const QString &kind, const QString &id) const
{
    const auto all = readRows(kind, &id);
    if (!all) {
        return m_lastError;
    }
    for (const CatalogRow &r : *all) {
        if (!r.values.empty() && r.values[0].toString() == id) {
            return r;
        }
    }
    fail(ErrorKind::BadInput, QStringLiteral("no %1 with id \"%2\" in the catalog").arg(kind, id));
    return m_lastError;
}

QByteArray Catalog::exportCsvData(const QString &kind, bool spreadsheetSafe) const
{
    const TableDef *t = findTable(kind);
    const auto all = rows(kind);
    if (!t || !all) {
        return {};
    }
    QByteArray out = writeCsvLine(t->columnNames());
    for (const CatalogRow &row : *all) {
        QStringList fields;
        for (std::size_t c = 0; c < t->columns.size(); ++c) {
            const QString text = fieldText(t->columns[c], row.values[c]);
            fields.append(spreadsheetSafe && t->columns[c].type == ColumnType::Text ? spreadsheetSafeCell(text) : text);
        }
        out += writeCsvLine(fields);
    }
    return out;
}

Result<void> Catalog::exportCsv(const QString &kind, const QString &fileName)
{
    if (!findTable(kind)) {
        fail(ErrorKind::BadInput, QStringLiteral("unknown catalog kind \"%1\" (expected one of: %2)")
                                      .arg(kind, partKinds().join(QStringLiteral(", "))));
        return m_lastError;
    }
    const QByteArray data = exportCsvData(kind, true);
    if (data.isEmpty()) {
        return m_lastError; // the rows could not be read
    }
    const Result<void> written = writeFileAtomically(fileName, data);
    if (!written) {
        fail(ErrorKind::Io, written.diagnostic().message);
    }
    return written;
}

Result<std::vector<GpuSpec>> Catalog::gpus() const
{
    const auto software = this->software();
    if (!software) {
        return software.diagnostics();
    }
    return gpus(*software);
}

Result<std::vector<GpuSpec>> Catalog::gpus(const SoftwareCatalog &software) const
{
    std::vector<GpuSpec> result;
    const TableDef *t = findTable(QStringLiteral("gpus"));
    const auto all = rows(QStringLiteral("gpus"), RowScope::Planning);
    if (!all) {
        return all.diagnostics();
    }
    for (const CatalogRow &r : *all) {
        const auto v = [&](const char *name) { return r.value(*t, QString::fromLatin1(name)); };
        GpuSpec g;
        g.id = v("id").toString().toStdString();
        g.name = v("name").toString().toStdString();
        g.vendor = v("vendor").toString().toStdString();
        g.memoryBytes = v("memory_bytes").toLongLong();
        g.cudaVisibleBytes = v("cuda_visible_bytes").toLongLong(); // empty = 0: the engine's fallback fraction
        g.memoryBandwidthBps = v("memory_bandwidth_bps").toLongLong();
        g.fp32Tflops = v("fp32_tflops").toDouble();
        g.bf16Tflops = v("bf16_tflops").toDouble();
        g.fp8Tflops = v("fp8_tflops").toDouble();
        g.int8Tops = v("int8_tops").toDouble();
        g.fp4Tflops = v("fp4_tflops").toDouble();
        g.bf16MatmulTflops = v("bf16_matmul_tflops").toDouble();
        g.fp8MatmulTflops = v("fp8_matmul_tflops").toDouble();
        g.fp4MatmulTflops = v("fp4_matmul_tflops").toDouble();
        g.smCount = v("sm_count").toInt();
        g.boardPowerW = v("board_power_w").toLongLong();
        g.pcieGen = v("pcie_gen").toInt();
        g.pcieLanes = v("pcie_lanes").isNull() ? 16 : v("pcie_lanes").toInt();
        // Vendors quote NVLink as both directions summed (H100 SXM "900 GB/s"); an all-reduce
        // moves data one way per link, so the engine gets one direction.
        g.interconnectBps = v("interconnect_bps").toLongLong() / 2;
        g.formFactor = v("form_factor").toString().toStdString();
        g.cooling = v("cooling").toString().toStdString();
        g.slotWidth = v("slot_width").toInt();
        g.lengthMm = v("length_mm").toInt();
        g.lifecycle = gpuLifecycleFromId(v("lifecycle").toString().toStdString());
        g.lifecycleDate = v("lifecycle_date").toString().toStdString();
        g.successorId = v("successor_id").toString().toStdString();
        g.pcieP2p = v("pcie_p2p").toString() != QLatin1String("no");
        for (const QString &c : v("not_sold_in").toString().split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
            g.notSoldIn.push_back(c.trimmed().toStdString());
        }
        g.notSoldSource = v("not_sold_source").toString().toStdString();
        g.computeTarget = v("compute_target").toString().toStdString();
        result.push_back(std::move(g));
    }
    // The engines' speed rule for 8-bit weights, from the format rows of each GPU's architecture.
    for (GpuSpec &g : result) {
        applyFormatRates(software, g);
    }
    return result;
}

Result<SoftwareCatalog> Catalog::software() const
{
    SoftwareCatalog sw;
    const auto read = [this](const char *kind, auto &&fill) -> bool {
        const TableDef &table = *findTable(QString::fromLatin1(kind));
        const auto all = rows(QString::fromLatin1(kind));
        if (!all) {
            return false;
        }
        for (const CatalogRow &r : *all) {
            fill([&](const char *name) { return r.value(table, QString::fromLatin1(name)).toString().toStdString(); });
        }
        return true;
    };
    const auto list = [](const std::string &text) {
        std::vector<std::string> out;
        for (const QString &item : QString::fromStdString(text).split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
            out.push_back(item.trimmed().toStdString());
        }
        return out;
    };
    const bool ok = read("gpu_architectures",
                         [&](auto v) {
                             GpuArchitectureSpec a;
                             a.id = v("id");
                             a.vendor = v("vendor");
                             a.name = v("name");
                             a.platform = v("platform");
                             a.computeCapability = v("compute_capability");
                             a.firstToolkit = v("first_toolkit");
                             a.firstDriverLinux = v("first_driver_linux");
                             a.pytorchWheels = list(v("pytorch_wheels"));
                             a.stackToolkit = v("stack_toolkit");
                             a.stackDriverLinux = v("stack_driver_linux");
                             a.stackWheel = v("stack_wheel");
                             a.stackMinPytorch = v("stack_min_pytorch");
                             a.container = v("container");
                             a.note = v("note");
                             a.source = v("source");
                             a.sourceDate = v("source_date");
                             sw.architectures.push_back(std::move(a));
                         })
        && read("framework_support",
                [&](auto v) {
                    FrameworkSupportSpec f;
                    f.id = v("id");
                    if (!frameworkFromId(v("framework"), f.framework)) {
                        return; // the schema admits only known ids
                    }
                    f.architecture = v("architecture");
                    f.support = supportLevelFromId(v("support"));
                    f.minVersion = v("min_version");
                    f.maxVersion = v("max_version");
                    f.note = v("note");
                    f.source = v("source");
                    f.sourceDate = v("source_date");
                    sw.frameworks.push_back(std::move(f));
                })
        && read("format_support", [&](auto v) {
               FormatSupportSpec f;
               f.id = v("id");
               f.format = v("format");
               f.architecture = v("architecture");
               f.engines = list(v("engines"));
               const std::string mode = v("mode");
               for (FormatMode m : {FormatMode::Native, FormatMode::WeightOnly, FormatMode::Emulated, FormatMode::Unsupported}) {
                   if (mode == formatModeId(m)) {
                       f.mode = m;
                   }
               }
               f.support = supportLevelFromId(v("support"));
               f.computeAs = v("compute_as");
               f.fallback = v("fallback");
               f.note = v("note");
               f.source = v("source");
               f.sourceDate = v("source_date");
               sw.formats.push_back(std::move(f));
           });
    if (!ok) {
        return m_lastError;
    }
    return sw;
}

Result<std::vector<ModelArch>> Catalog::readModels() const
{
    const QByteArray data = exportCsvData(QStringLiteral("models"));
    if (data.isEmpty()) {
        return m_lastError; // the models table could not be read
    }
    // The effective rows (user changes applied) go through the same reader as the shipped
    // file, so a user-added model is checked and counted exactly like a shipped one.
    ModelCsvResult parsed = parseModelsCsv(data, QStringLiteral("catalog models"));
    if (!parsed.errors.isEmpty()) {
        // A stored model the reader refuses is the catalog's content, not the caller's
        // input: an Environment failure, as any other unreadable catalog row.
        fail(ErrorKind::BadInput, diagnosticTexts(parsed.errors).join(QLatin1Char('\n')));
        return Diagnostic::environment(m_lastError.message);
    }
    return std::move(parsed.models);
}

std::vector<ModelArch> Catalog::models() const
{
    // As before readModels() existed: whatever parsed, and the error left for errorString().
    const QByteArray data = exportCsvData(QStringLiteral("models"));
    ModelCsvResult parsed = parseModelsCsv(data, QStringLiteral("catalog models"));
    if (!parsed.errors.isEmpty()) {
        fail(ErrorKind::BadInput, diagnosticTexts(parsed.errors).join(QLatin1Char('\n')));
    }
    return std::move(parsed.models);
}

std::optional<ModelArch> Catalog::model(const QString &id) const
{
    for (ModelArch &m : models()) {
        if (QString::fromStdString(m.id) == id) {
            return std::move(m);
        }
    }
    return std::nullopt;
}

namespace {

// The columns a price is read from, in this order (priceFromRow), and the order that picks a
// part's effective price: the user's newest price wins over the shipped one; within an origin,
// a price in the plan's currency, then the newest date.
const char *const kPriceColumns = "amount_minor, currency, price_date, source, estimate, origin";
const char *const kPriceOrder = "origin = 'user' DESC, currency = ? DESC, price_date DESC, row_id DESC";
// The rate a currency is converted at: the user's newest rate, else the shipped newest.
const char *const kRateOrder = "origin = 'user' DESC, rate_date DESC, row_id DESC";

Catalog::Price priceFromRow(const QSqlQuery &q, int first)
{
    Catalog::Price p;
    p.amountMinor = q.value(first).toLongLong();
    p.currency = q.value(first + 1).toString();
    p.date = q.value(first + 2).toString();
    p.source = q.value(first + 3).toString();
    p.estimate = q.value(first + 4).toInt() != 0;
    p.userSet = q.value(first + 5).toString() == kUser;
    return p;
}

} // namespace

Result<Catalog::Price> Catalog::inCurrency(Price p, const QString &partKind, const QString &partId,
                                           const QString &currency, const QHash<QString, double> &perUsd) const
{
    // A stored amount beyond the import's cap (a file edited outside RigPlan) is no usable price.
    if (p.amountMinor < 0 || p.amountMinor > kMaxMoneyMinor) {
        fail(ErrorKind::BadInput, QStringLiteral("the price of %1 %2 is beyond %3 minor units")
                                      .arg(partKind, partId).arg(kMaxMoneyMinor));
        return m_lastError;
    }
    if (p.currency == currency) {
        return p;
    }
    const auto from = perUsd.constFind(p.currency);
    const auto to = perUsd.constFind(currency);
    if (from == perUsd.cend() || to == perUsd.cend()) {
        fail(ErrorKind::BadInput, QStringLiteral("no exchange rate between %1 and %2 in the catalog").arg(p.currency, currency));
        return m_lastError;
    }
    const auto converted = convertMinor(p.amountMinor, p.currency, *from, currency, *to);
    if (!converted) {
        fail(ErrorKind::BadInput, QStringLiteral("the price of %1 %2 in %3 is beyond %4 minor units")
                                      .arg(partKind, partId, currency).arg(kMaxMoneyMinor));
        return m_lastError;
    }
    p.amountMinor = *converted;
    p.currency = currency;
    p.converted = true;
    return p;
}

Result<Catalog::Price> Catalog::price(const QString &partKind, const QString &partId,
                                             const QString &currency) const
{
    QSqlQuery q(db());
    const Prepared prepared = prepare(q, QStringLiteral("SELECT %1 FROM prices WHERE part_kind = ? AND part_id = ? ORDER BY %2 LIMIT 1")
                                             .arg(QLatin1String(kPriceColumns), QLatin1String(kPriceOrder)));
    q.addBindValue(partKind);
    q.addBindValue(partId);
    q.addBindValue(currency);
    if (!prepared.ok || !q.exec()) {
        classifySqlError(QStringLiteral("reading prices"), prepared.ok ? q.lastError() : prepared.error);
        return m_lastError;
    }
    if (!q.next()) {
        fail(ErrorKind::BadInput, QStringLiteral("no price for %1 %2").arg(partKind, partId));
        return m_lastError;
    }
    const Price p = priceFromRow(q, 0);
    // A rates table that cannot be read is the catalog's failure, not a missing rate: the
    // part would be planned as unpriced and the user told to add a rate they have.
    QHash<QString, double> perUsd;
    for (const QString &code : {p.currency, currency}) {
        if (p.currency == currency || perUsd.contains(code)) {
            continue;
        }
        QSqlQuery r(db());
        const Prepared preparedRate = prepare(r, QStringLiteral("SELECT per_usd FROM currency_rates WHERE currency = ? ORDER BY %1 LIMIT 1")
                                                     .arg(QLatin1String(kRateOrder)));
        r.addBindValue(code);
        if (!preparedRate.ok || !r.exec()) {
            classifySqlError(QStringLiteral("reading currency_rates"), preparedRate.ok ? r.lastError() : preparedRate.error);
            return m_lastError;
        }
        if (r.next()) {
            perUsd.insert(code, r.value(0).toDouble());
        }
    }
    return inCurrency(p, partKind, partId, currency, perUsd);
}

Result<Catalog::PriceBook> Catalog::priceBook(const QString &currency) const
{
    QHash<QString, double> perUsd;
    {
        QSqlQuery r(db());
        r.setForwardOnly(true);
        if (!r.exec(QStringLiteral("SELECT currency, per_usd FROM currency_rates ORDER BY currency, %1").arg(QLatin1String(kRateOrder)))) {
            classifySqlError(QStringLiteral("reading currency_rates"), r.lastError());
            return m_lastError;
        }
        while (r.next()) {
            const QString code = r.value(0).toString();
            if (!perUsd.contains(code)) { // each currency's first row is its rate
                perUsd.insert(code, r.value(1).toDouble());
            }
        }
    }
    // Each part's first row in price()'s order, picked by SQLite in one pass over the table.
    QSqlQuery q(db());
    q.setForwardOnly(true);
    const Prepared prepared = prepare(
        q, QStringLiteral("SELECT part_kind, part_id, %1 FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY part_kind, part_id "
                          "ORDER BY %2) AS pick FROM prices) WHERE pick = 1")
               .arg(QLatin1String(kPriceColumns), QLatin1String(kPriceOrder)));
    q.addBindValue(currency);
    if (!prepared.ok || !q.exec()) {
        classifySqlError(QStringLiteral("reading prices"), prepared.ok ? q.lastError() : prepared.error);
        return m_lastError;
    }
    PriceBook book;
    while (q.next()) {
        const QString kind = q.value(0).toString();
        const QString id = q.value(1).toString();
        // A price beyond the cap or without a rate leaves its part unpriced, as price() says.
        if (Result<Price> p = inCurrency(priceFromRow(q, 2), kind, id, currency, perUsd)) {
            book.insert(priceBookKey(kind, id), std::move(*p));
        }
    }
    return book;
}

} // namespace rigplan
