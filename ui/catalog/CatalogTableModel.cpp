// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/CatalogTableModel.h"

#include "Format.h"
#include "catalog/CatalogColumns.h"
#include "catalog/CatalogEditSession.h"
#include "catalog/CatalogStyle.h"
#include "catalog/Parts.h"
#include "util/Money.h"

#include <QBrush>
#include <QDate>
#include <QFont>

#include <cmath>

namespace rigplan {

namespace {

const QString kUser = QStringLiteral("user");

QString moneyNumber(qint64 amountMinor, const QString &currency)
{
    const int digits = currencyMinorDigits(currency);
    return QLocale().toString(double(amountMinor) / std::pow(10.0, digits), 'f', digits);
}

// Long texts (sources, notes) are elided in the cell; the tooltip shows them whole.
constexpr int kLongText = 40;

} // namespace

CatalogTableModel::CatalogTableModel(CatalogEditSession &session, const TableDef &table, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(&session)
    , m_table(&table)
    , m_partKind(CatalogColumns::partKindOf(table.kind))
{
    // id, name (and vendor) first, then the price and where the row comes from, then the
    // rest: the columns a user scans for stay in view on a narrow window.
    for (std::size_t c = 0; c < table.columns.size(); ++c) {
        m_columns.emplace_back(ColumnKind::Field, int(c));
        if (table.columns[c].name == QLatin1String("name")) {
            if (!m_partKind.isEmpty()) {
                m_priceColumn = int(m_columns.size());
                m_columns.emplace_back(ColumnKind::Price, -1);
            }
            m_originColumn = int(m_columns.size());
            m_columns.emplace_back(ColumnKind::Origin, -1);
        }
    }
    if (m_originColumn < 0) {
        m_originColumn = int(m_columns.size());
        m_columns.emplace_back(ColumnKind::Origin, -1);
    }

    connect(m_session, &CatalogEditSession::partChanged, this, [this](const QString &kind, const QString &id) {
        if (kind == m_table->kind) {
            refreshPart(id);
        }
    });
    connect(m_session, &CatalogEditSession::partPricesChanged, this, [this](const QString &kind, const QString &id) {
        if (kind == m_table->kind) {
            refreshPrice(id);
        }
    });
    connect(m_session, &CatalogEditSession::tableChanged, this, [this](const QString &kind) {
        if (kind == m_table->kind) {
            reload();
        }
    });
    connect(m_session, &CatalogEditSession::displayCurrencyChanged, this, [this] {
        if (hasPrices()) {
            refreshAllPrices();
            Q_EMIT headerDataChanged(Qt::Horizontal, m_priceColumn, m_priceColumn);
        }
    });
}

Result<void> CatalogTableModel::reload()
{
    auto rows = m_session->catalog().rows(m_table->kind);
    if (!rows) {
        return rows.diagnostics();
    }
    beginResetModel();
    m_rows = std::move(*rows);
    m_prices.assign(m_rows.size(), std::nullopt);
    if (hasPrices()) {
        for (std::size_t r = 0; r < m_rows.size(); ++r) {
            m_prices[r] = readPrice(m_rows[r].values[0].toString());
        }
    }
    rebuildIndex();
    endResetModel();
    return {};
}

void CatalogTableModel::rebuildIndex()
{
    m_rowOfId.clear();
    if (!m_table->keyed) {
        return;
    }
    m_rowOfId.reserve(qsizetype(m_rows.size()));
    for (std::size_t r = 0; r < m_rows.size(); ++r) {
        m_rowOfId.insert(m_rows[r].values[0].toString(), int(r));
    }
}

std::optional<Catalog::Price> CatalogTableModel::readPrice(const QString &id) const
{
    if (m_partKind.isEmpty()) {
        return std::nullopt;
    }
    return m_session->catalog().price(m_partKind, id, m_session->displayCurrency());
}

void CatalogTableModel::refreshPart(const QString &id)
{
    const auto fresh = m_session->catalog().row(m_table->kind, id);
    const int existing = rowOfId(id);
    if (!fresh) {
        if (existing >= 0 && fresh.diagnostic().kind == Diagnostic::Kind::BadInput) {
            // The part is gone (removed, or an added part was undone).
            beginRemoveRows({}, existing, existing);
            m_rows.erase(m_rows.begin() + existing);
            m_prices.erase(m_prices.begin() + existing);
            rebuildIndex();
            endRemoveRows();
        }
        return;
    }
    if (existing < 0) {
        const int at = int(m_rows.size());
        beginInsertRows({}, at, at);
        m_rows.push_back(*fresh);
        m_prices.push_back(readPrice(id));
        m_rowOfId.insert(id, at);
        endInsertRows();
        return;
    }
    m_rows[std::size_t(existing)] = *fresh;
    Q_EMIT dataChanged(index(existing, 0), index(existing, columnCount() - 1));
}

void CatalogTableModel::refreshPrice(const QString &id)
{
    const int row = rowOfId(id);
    if (row < 0 || !hasPrices()) {
        return;
    }
    m_prices[std::size_t(row)] = readPrice(id);
    Q_EMIT dataChanged(index(row, m_priceColumn), index(row, m_priceColumn));
}

void CatalogTableModel::refreshAllPrices()
{
    if (!hasPrices() || m_rows.empty()) {
        return;
    }
    for (std::size_t r = 0; r < m_rows.size(); ++r) {
        m_prices[r] = readPrice(m_rows[r].values[0].toString());
    }
    Q_EMIT dataChanged(index(0, m_priceColumn), index(rowCount() - 1, m_priceColumn));
}

CatalogTableModel::ColumnKind CatalogTableModel::columnKind(int modelColumn) const
{
    return m_columns[std::size_t(modelColumn)].first;
}

const ColumnDef *CatalogTableModel::columnDef(int modelColumn) const
{
    if (modelColumn < 0 || modelColumn >= int(m_columns.size())
        || m_columns[std::size_t(modelColumn)].first != ColumnKind::Field) {
        return nullptr;
    }
    return &m_table->columns[std::size_t(m_columns[std::size_t(modelColumn)].second)];
}

int CatalogTableModel::modelColumnOf(const QString &csvName) const
{
    const int c = m_table->columnIndex(csvName);
    for (std::size_t i = 0; i < m_columns.size(); ++i) {
        if (m_columns[i].first == ColumnKind::Field && m_columns[i].second == c) {
            return int(i);
        }
    }
    return -1;
}

const CatalogRow *CatalogTableModel::rowAt(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? &m_rows[std::size_t(row)] : nullptr;
}

QString CatalogTableModel::idAt(int row) const
{
    const CatalogRow *r = rowAt(row);
    return r && m_table->keyed ? r->values[0].toString() : QString();
}

int CatalogTableModel::rowOfId(const QString &id) const
{
    return m_rowOfId.value(id, -1);
}

std::optional<Catalog::Price> CatalogTableModel::priceAt(int row) const
{
    return row >= 0 && row < int(m_prices.size()) ? m_prices[std::size_t(row)] : std::nullopt;
}

bool CatalogTableModel::checkEdit(const QModelIndex &index, const QString &typed, QString &storedText,
                                  QString &error) const
{
    if (!index.isValid()) {
        return false;
    }
    if (columnKind(index.column()) == ColumnKind::Price) {
        std::int64_t minor = 0;
        if (!CatalogColumns::parseMoney(typed, m_session->displayCurrency(), minor, error)) {
            return false;
        }
        storedText = QString::number(minor);
        return true;
    }
    const ColumnDef *column = columnDef(index.column());
    if (!column) {
        error = tr("This column cannot be edited.");
        return false;
    }
    if (!CatalogColumns::toStoredText(m_table->kind, *column, typed, storedText, error)) {
        return false;
    }
    if (column->type == ColumnType::IdList || (column->type == ColumnType::Id && !column->references.isEmpty())) {
        // parseField checks the form; a reference must also name a part, or the table
        // would no longer export to a file that imports again.
        const QSet<QString> &known = m_session->partIds(column->references);
        for (const QString &ref : storedText.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
            if (!known.contains(ref.trimmed())) {
                error = tr("%1: there is no part \"%2\" in %3.")
                            .arg(CatalogColumns::label(m_table->kind, *column), ref.trimmed(),
                                 CatalogColumns::tableTitle(column->references));
                return false;
            }
        }
    }
    return true;
}

int CatalogTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CatalogTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size());
}

void CatalogTableModel::retranslate()
{
    const int columns = columnCount();
    if (columns == 0) {
        return;
    }
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, columns - 1);
    if (!m_rows.empty()) {
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columns - 1), {Qt::DisplayRole, Qt::ToolTipRole});
    }
}

QVariant CatalogTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size())) {
        return {};
    }
    const CatalogRow &row = m_rows[std::size_t(index.row())];
    const bool userAdded = row.origin == kUser;
    switch (role) {
    case UserAddedRole:
        return userAdded;
    case IdRole:
        return m_table->keyed ? row.values[0] : QVariant();
    case StalePriceRole: {
        // A part's shown price, or a price row's own date, more than kStalePriceDays old.
        QString date;
        if (m_table->kind == QLatin1String("prices")) {
            date = row.value(*m_table, QStringLiteral("price_date")).toString();
        } else if (hasPrices() && m_prices[std::size_t(index.row())]) {
            date = m_prices[std::size_t(index.row())]->date;
        }
        return priceIsStale(date.toStdString(), todayIsoDate());
    }
    case Qt::BackgroundRole:
        return userAdded ? QVariant(QBrush(catalogstyle::userRowBackground())) : QVariant();
    default:
        break;
    }
    switch (columnKind(index.column())) {
    case ColumnKind::Field:
        return fieldData(row, *columnDef(index.column()), role);
    case ColumnKind::Price:
        return priceData(index.row(), role);
    case ColumnKind::Origin:
        return originData(row, role);
    }
    return {};
}

QVariant CatalogTableModel::fieldData(const CatalogRow &row, const ColumnDef &column, int role) const
{
    const QVariant &value = row.values[std::size_t(m_table->columnIndex(column.name))];
    const bool changed = row.changed.contains(column.name);
    const bool isAmount = column.name == QLatin1String("amount_minor");
    switch (role) {
    case Qt::DisplayRole:
        if (isAmount && !value.isNull()) {
            return moneyNumber(value.toLongLong(), row.value(*m_table, QStringLiteral("currency")).toString());
        }
        return CatalogColumns::displayText(m_table->kind, column, value);
    case Qt::EditRole:
        return CatalogColumns::editText(m_table->kind, column, value);
    case SortRole:
        return CatalogColumns::sortValue(column, value);
    case ChangedRole:
        return changed;
    case Qt::FontRole:
        if (changed) {
            QFont font;
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::ForegroundRole:
        return changed ? QVariant(QBrush(catalogstyle::changedColor())) : QVariant();
    case Qt::TextAlignmentRole:
        if (CatalogColumns::isNumeric(column)) {
            return int(Qt::AlignRight | Qt::AlignVCenter);
        }
        return int(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ToolTipRole: {
        QStringList lines;
        const QString text = CatalogColumns::displayText(m_table->kind, column, value);
        if (text.size() > kLongText) {
            lines.append(text);
        }
        if (changed) {
            lines.append(tr("Changed by you. Shipped value: %1")
                             .arg(CatalogColumns::displayTextWithUnit(m_table->kind, column,
                                                                     row.shipped.value(column.name))));
        }
        if (row.origin == kUser && column.name == QLatin1String("id")) {
            lines.append(tr("A part you added."));
        }
        return lines.isEmpty() ? QVariant() : QVariant(lines.join(QLatin1Char('\n')));
    }
    default:
        return {};
    }
}

QVariant CatalogTableModel::priceData(int row, int role) const
{
    const auto &price = m_prices[std::size_t(row)];
    switch (role) {
    case Qt::DisplayRole:
        return price ? moneyNumber(price->amountMinor, price->currency) : QString();
    case Qt::EditRole:
        return price ? CatalogColumns::moneyEditText(price->amountMinor, price->currency) : QString();
    case SortRole:
        return price ? QVariant(double(price->amountMinor)) : QVariant();
    case ChangedRole:
        return price && price->userSet;
    case Qt::FontRole:
        if (price && (price->userSet || price->converted)) {
            QFont font;
            font.setBold(price->userSet);
            font.setItalic(price->converted);
            return font;
        }
        return {};
    case Qt::ForegroundRole:
        return price && price->userSet ? QVariant(QBrush(catalogstyle::changedColor())) : QVariant();
    case Qt::TextAlignmentRole:
        return int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        return priceTooltip(row);
    default:
        return {};
    }
}

QString CatalogTableModel::priceTooltip(int row) const
{
    const auto &price = m_prices[std::size_t(row)];
    if (!price) {
        return tr("No price in the catalog. Type one to set it.");
    }
    QStringList lines;
    lines.append(tr("%1, dated %2").arg(Format::money(price->amountMinor, price->currency), price->date));
    if (price->converted) {
        lines.append(tr("Converted from the part's price in another currency with the catalog's exchange rates."));
    }
    if (price->estimate) {
        lines.append(tr("A street-price estimate, not a list price."));
    }
    lines.append(tr("Source: %1").arg(price->source));
    if (price->userSet) {
        // The shipped price the user's one hides: newest date, preferring the shown currency.
        const TableDef *prices = findTable(QStringLiteral("prices"));
        const CatalogRow *shipped = nullptr;
        const auto rank = [&](const CatalogRow &r) {
            return std::make_pair(r.value(*prices, QStringLiteral("currency")).toString() == m_session->displayCurrency(),
                                  r.value(*prices, QStringLiteral("price_date")).toString());
        };
        for (const CatalogRow &r : m_session->priceRowsOf(m_partKind, idAt(row))) {
            if (r.origin != kUser && (!shipped || rank(r) >= rank(*shipped))) {
                shipped = &r;
            }
        }
        if (shipped) {
            lines.append(tr("Set by you. Shipped price: %1, dated %2")
                             .arg(Format::money(shipped->value(*prices, QStringLiteral("amount_minor")).toLongLong(),
                                                shipped->value(*prices, QStringLiteral("currency")).toString()),
                                  shipped->value(*prices, QStringLiteral("price_date")).toString()));
        } else {
            lines.append(tr("Set by you. The catalog ships no price for this part."));
        }
    }
    return lines.join(QLatin1Char('\n'));
}

QVariant CatalogTableModel::originData(const CatalogRow &row, int role) const
{
    const bool userAdded = row.origin == kUser;
    switch (role) {
    case Qt::DisplayRole:
    case SortRole:
        if (userAdded) {
            return m_table->keyed ? tr("added by you") : tr("entered by you");
        }
        if (!row.changed.isEmpty()) {
            return tr("shipped, changed by you");
        }
        return tr("shipped");
    case Qt::ToolTipRole: {
        if (row.changed.isEmpty()) {
            return {};
        }
        QStringList labels;
        for (const ColumnDef &column : m_table->columns) {
            if (row.changed.contains(column.name)) {
                labels.append(CatalogColumns::label(m_table->kind, column));
            }
        }
        return tr("You changed: %1").arg(labels.join(tr(", ", "list separator")));
    }
    case ChangedRole:
        return !row.changed.isEmpty();
    case Qt::ForegroundRole:
        return !row.changed.isEmpty() ? QVariant(QBrush(catalogstyle::changedColor())) : QVariant();
    default:
        return {};
    }
}

QVariant CatalogTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= int(m_columns.size())) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    const ColumnKind kind = columnKind(section);
    if (role == Qt::DisplayRole) {
        if (kind == ColumnKind::Price) {
            return tr("Price (%1)").arg(m_session->displayCurrency());
        }
        if (kind == ColumnKind::Origin) {
            return tr("Origin");
        }
        return CatalogColumns::header(m_table->kind, *columnDef(section));
    }
    if (role == Qt::ToolTipRole) {
        if (kind == ColumnKind::Price) {
            return tr("The price the planner uses: your newest price, else the newest shipped one, converted to "
                      "%1 when it is in another currency (shown in italics).")
                .arg(m_session->displayCurrency());
        }
        if (kind == ColumnKind::Field) {
            return tr("CSV column: %1").arg(columnDef(section)->name);
        }
        return {};
    }
    if (role == Qt::TextAlignmentRole) {
        const ColumnDef *column = columnDef(section);
        const bool numeric = kind == ColumnKind::Price || (column && CatalogColumns::isNumeric(*column));
        return int((numeric ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
    }
    return QAbstractTableModel::headerData(section, orientation, role);
}

Qt::ItemFlags CatalogTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (!index.isValid() || !m_session->canEdit() || !m_table->keyed) {
        return flags;
    }
    switch (columnKind(index.column())) {
    case ColumnKind::Price:
        return flags | Qt::ItemIsEditable;
    case ColumnKind::Field:
        // The id is what the user's changes and prices refer to: not editable in place.
        return columnDef(index.column())->name == QLatin1String("id") ? flags : (flags | Qt::ItemIsEditable);
    case ColumnKind::Origin:
        return flags;
    }
    return flags;
}

bool CatalogTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable)) {
        return false;
    }
    QString stored;
    QString error;
    if (!checkEdit(index, value.toString(), stored, error)) {
        Q_EMIT editRejected(error);
        return false;
    }
    const QString id = idAt(index.row());
    if (columnKind(index.column()) == ColumnKind::Price) {
        const auto &current = m_prices[std::size_t(index.row())];
        // Confirming the shown price unchanged is not a new price (price() gives the
        // effective price in the display currency, converted or not).
        if (current && QString::number(current->amountMinor) == stored) {
            return true;
        }
        PriceEntry entry;
        entry.amountMinor = stored.toLongLong();
        entry.currency = m_session->displayCurrency();
        entry.date = QDate::currentDate().toString(Qt::ISODate);
        entry.source = tr("entered in the catalog editor");
        return m_session->setPrice(m_table->kind, id, entry);
    }
    return m_session->setValue(m_table->kind, id, columnDef(index.column())->name, stored);
}

} // namespace rigplan
