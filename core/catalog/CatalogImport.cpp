// SPDX-License-Identifier: GPL-3.0-or-later
// Catalog import: field parsing and validation (shared with the editor), and the
// all-or-nothing CSV import.
#include "catalog/Catalog.h"

#include "catalog/CatalogInternal.h"
#include "catalog/Csv.h"
#include "model/ModelCsv.h"
#include "util/InputFile.h"
#include "util/Money.h"

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QFile>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <cmath>
#include <map>

namespace rigplan {

using catalog_detail::kUser;
using catalog_detail::sameValue;

namespace {

const QRegularExpression &idPattern()
{
    static const QRegularExpression re(QStringLiteral("^[a-z0-9][a-z0-9.-]*$"));
    return re;
}

// A problem in what the user gave, at a place in a CSV file (line 0 = the whole file).
Diagnostic inputIssue(const QString &file, int line, int column, const QString &message)
{
    return Diagnostic::badInput(file, message, QString(), line, column);
}

// The catalog's own failure during an import of `file`: worded as the catalog worded it,
// prefixed with the file so the import's messages stay in one shape.
Diagnostic storageIssue(const QString &file, const Diagnostic &catalogError, const QString &suffix = {})
{
    Diagnostic d = catalogError;
    d.file = file;
    d.message += suffix;
    return d;
}

// A models row as the catalog will hold it after the import — the file's columns over the
// part's current values — through the model reader's own row check: what `plan` and
// `models` would refuse afterwards is refused here, and located in the file.
void checkModelRow(const TableDef &table, const std::vector<QVariant> *current, const std::vector<QVariant> &row,
                   const std::vector<int> &columnOfField, const CsvRecord &rec, const QString &fileName,
                   Diagnostics &issues)
{
    std::vector<QVariant> merged(table.columns.size());
    for (std::size_t c = 0; c < table.columns.size(); ++c) {
        const bool inFile = std::find(columnOfField.begin(), columnOfField.end(), int(c)) != columnOfField.end();
        merged[c] = inFile || !current ? row[c] : (*current)[c];
    }
    for (Diagnostic d : catalog_detail::modelRowProblems(table, merged)) {
        const int c = table.columnIndex(d.path);
        const auto at = std::find(columnOfField.begin(), columnOfField.end(), c);
        d.column = at == columnOfField.end() ? 0 : int(at - columnOfField.begin()) + 1;
        d.line = rec.line;
        d.file = fileName;
        issues.push_back(std::move(d));
    }
}

} // namespace

namespace catalog_detail {

Diagnostics modelRowProblems(const TableDef &table, const std::vector<QVariant> &row)
{
    QStringList fields;
    for (std::size_t c = 0; c < table.columns.size(); ++c) {
        fields.append(fieldText(table.columns[c], row[c]));
    }
    Diagnostics problems;
    readModelRow(table.columnNames(), CsvRecord{0, fields}, QString(), problems);
    return problems;
}

} // namespace catalog_detail

bool parseField(const ColumnDef &column, const QString &rawText, QVariant &value, QString &error)
{
    const QString text = rawText.trimmed();
    value = QVariant();
    if (text.isEmpty()) {
        if (column.required) {
            error = QStringLiteral("%1: a value is required").arg(column.name);
            return false;
        }
        return true;
    }
    const auto checkMinimum = [&](double v) {
        if (column.hasMinimum && v < column.minimum) {
            error = QStringLiteral("%1: expected a number ≥ %2, got %3")
                        .arg(column.name, QString::number(column.minimum), text);
            return false;
        }
        // The limit is part of the message: "expected at most 10^15" tells what would pass.
        if (column.hasMaximum && v > column.maximum) {
            error = QCoreApplication::translate("rigplan::CatalogImport", "%1: expected a number from %2 to %3, got %4")
                        .arg(column.name, QString::number(column.minimum), QString::number(qint64(column.maximum)), text);
            return false;
        }
        return true;
    };
    switch (column.type) {
    case ColumnType::Id:
        if (!idPattern().match(text).hasMatch()) {
            error = QStringLiteral("%1: expected an id of lower-case letters, digits, '.' and '-', got \"%2\"")
                        .arg(column.name, text);
            return false;
        }
        value = text;
        return true;
    case ColumnType::Text:
        value = fromSpreadsheetSafeCell(text); // an exported "'=…" comes back as "=…"
        return true;
    case ColumnType::Enum:
        if (!column.allowed.contains(text)) {
            error = QStringLiteral("%1: expected one of %2, got \"%3\"")
                        .arg(column.name, column.allowed.join(QStringLiteral(" | ")), text);
            return false;
        }
        value = text;
        return true;
    case ColumnType::Integer: {
        bool ok = false;
        const qlonglong v = text.toLongLong(&ok);
        if (!ok) {
            error = QStringLiteral("%1: expected a whole number, got \"%2\"").arg(column.name, text);
            return false;
        }
        if (!checkMinimum(double(v))) {
            return false;
        }
        value = v;
        return true;
    }
    case ColumnType::Real: {
        bool ok = false;
        const double v = text.toDouble(&ok);
        if (!ok || !std::isfinite(v)) {
            error = QStringLiteral("%1: expected a number, got \"%2\"").arg(column.name, text);
            return false;
        }
        if (!checkMinimum(v)) {
            return false;
        }
        value = v;
        return true;
    }
    case ColumnType::Bool:
        if (text != QLatin1String("0") && text != QLatin1String("1")) {
            error = QStringLiteral("%1: expected 0 or 1, got \"%2\"").arg(column.name, text);
            return false;
        }
        value = text.toInt();
        return true;
    case ColumnType::Date: {
        // Qt's ISO parser takes any separator ("2026/12/01"); the catalog stores YYYY-MM-DD.
        static const QRegularExpression re(QStringLiteral("^[0-9]{4}-[0-9]{2}-[0-9]{2}$"));
        const QDate d = QDate::fromString(text, Qt::ISODate);
        if (!d.isValid() || !re.match(text).hasMatch()) {
            error = QStringLiteral("%1: expected a date as YYYY-MM-DD, got \"%2\"").arg(column.name, text);
            return false;
        }
        value = text;
        return true;
    }
    case ColumnType::Currency: {
        if (!isIsoCurrency(text)) {
            error = QStringLiteral("%1: expected an ISO 4217 currency code such as USD or CNY, got \"%2\"")
                        .arg(column.name, text);
            return false;
        }
        value = text;
        return true;
    }
    case ColumnType::IdList: {
        const QStringList ids = text.split(QLatin1Char(';'), Qt::SkipEmptyParts);
        for (const QString &id : ids) {
            if (!idPattern().match(id.trimmed()).hasMatch()) {
                error = QStringLiteral("%1: expected ';'-separated ids, \"%2\" is not an id").arg(column.name, id);
                return false;
            }
        }
        value = text;
        return true;
    }
    case ColumnType::CountryList: {
        static const QRegularExpression re(QStringLiteral("^[A-Z]{2}$"));
        for (const QString &code : text.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
            if (!re.match(code.trimmed()).hasMatch()) {
                error = QStringLiteral("%1: expected ';'-separated ISO 3166-1 alpha-2 country codes such as CN;RU, "
                                       "got \"%2\"")
                            .arg(column.name, code);
                return false;
            }
        }
        value = text;
        return true;
    }
    case ColumnType::IntList: {
        const QStringList items = text.split(QLatin1Char(';'), Qt::SkipEmptyParts);
        for (const QString &item : items) {
            bool ok = false;
            const int v = item.trimmed().toInt(&ok);
            if (!ok || v < 1) {
                error = QStringLiteral("%1: expected ';'-separated whole numbers ≥ 1, got \"%2\"").arg(column.name, item);
                return false;
            }
        }
        value = text;
        return true;
    }
    }
    return false;
}

QString fieldText(const ColumnDef &column, const QVariant &value)
{
    if (value.isNull()) {
        return {};
    }
    if (column.type == ColumnType::Real) {
        // Shortest text that reads back to the same double.
        return QString::number(value.toDouble(), 'g', QLocale::FloatingPointShortest);
    }
    return value.toString();
}

namespace {

// One history row (a price, a rate) as text that is equal exactly when the rows are the same
// by sameValue(): numbers by value (1 and 1.0 match), empty distinct from "", the columns
// kept apart by a separator no field holds.
QString historyRowKey(const TableDef &table, const std::vector<QVariant> &values)
{
    QString key;
    for (std::size_t c = 0; c < table.columns.size(); ++c) {
        const QVariant &v = values[c];
        if (v.isNull()) {
            key += QChar(0x1);
        } else if (const ColumnType type = table.columns[c].type; type == ColumnType::Real || type == ColumnType::Integer
                   || type == ColumnType::Bool || v.typeId() == QMetaType::Double) {
            key += QString::number(v.toDouble(), 'g', 17);
        } else {
            key += v.toString();
        }
        key += QChar(0x1f);
    }
    return key;
}

} // namespace

bool Catalog::validateRecords(const TableDef &table, const std::vector<CsvRecord> &records,
                              const QString &fileName, std::vector<std::vector<QVariant>> &values,
                              Diagnostics &issues) const
{
    values.clear();
    if (records.empty()) {
        issues.push_back(inputIssue(fileName, 0, 0, QStringLiteral("the file is empty: expected a header row")));
        return false;
    }
    const QStringList header = records.front().fields;
    // Columns may come in any order (a spreadsheet may move them); each must be known once.
    std::vector<int> columnOfField(std::size_t(header.size()), -1);
    QSet<int> seen;
    for (int i = 0; i < header.size(); ++i) {
        const int c = table.columnIndex(header.at(i).trimmed());
        if (c < 0) {
            issues.push_back(inputIssue(fileName, records.front().line, i + 1,
                                        QStringLiteral("unknown column \"%1\" for %2 (expected: %3)")
                                            .arg(header.at(i), table.kind, table.columnNames().join(QLatin1Char(',')))));
        } else if (seen.contains(c)) {
            issues.push_back(inputIssue(fileName, records.front().line, i + 1,
                                        QStringLiteral("column \"%1\" appears twice").arg(header.at(i))));
        } else {
            seen.insert(c);
            columnOfField[std::size_t(i)] = c;
        }
    }
    // A file that changes parts we have may leave columns out (they keep their values);
    // a new part needs every required column.
    QStringList missingRequired;
    for (std::size_t c = 0; c < table.columns.size(); ++c) {
        if (!seen.contains(int(c)) && table.columns[c].required) {
            missingRequired.append(table.columns[c].name);
        }
    }
    const bool idPresent = table.keyed && seen.contains(table.columnIndex(QStringLiteral("id")));
    if (!missingRequired.isEmpty() && !idPresent) {
        for (const QString &name : missingRequired) {
            issues.push_back(inputIssue(fileName, records.front().line, 0, QStringLiteral("required column \"%1\" is missing").arg(name)));
        }
    }
    if (!issues.empty()) {
        return false;
    }
    const auto existingIds = missingRequired.isEmpty() ? std::optional<QSet<QString>>(QSet<QString>()) : idsOf(table.kind);
    if (!existingIds) {
        issues.push_back(storageIssue(fileName, m_lastError));
        return false;
    }

    // References to other kinds are checked against the database (seeding loads kinds in
    // order, so a platform's GPUs are there before the platform).
    std::map<QString, QSet<QString>> knownIds;
    bool referencesReadable = true;
    const auto known = [&](const QString &kind) -> const QSet<QString> & {
        auto it = knownIds.find(kind);
        if (it == knownIds.end()) {
            auto ids = idsOf(kind);
            if (!ids && referencesReadable) {
                referencesReadable = false;
                issues.push_back(storageIssue(fileName, m_lastError));
            }
            it = knownIds.emplace(kind, ids.value_or(QSet<QString>())).first;
        }
        return it->second;
    };

    // A price (of a part or a cloud offer) names a currency the catalog can convert (one of
    // currency_rates), or the planner would meet a price it cannot convert; a rate row is how
    // a new currency comes in.
    std::optional<QSet<QString>> currencies;
    const auto knownCurrencies = [&]() -> const QSet<QString> & {
        if (!currencies) {
            currencies = currencyCodes();
            if (!currencies) {
                if (referencesReadable) {
                    referencesReadable = false;
                    issues.push_back(storageIssue(fileName, m_lastError));
                }
                currencies = QSet<QString>();
            }
        }
        return *currencies;
    };

    // The current rows of the models, by id: an import that changes some columns of a model
    // is checked on the row it leaves behind.
    std::optional<QHash<QString, std::vector<QVariant>>> currentModels;
    const auto currentModel = [&](const QString &id) -> const std::vector<QVariant> * {
        if (!currentModels) {
            currentModels.emplace();
            const auto all = readRows(table.kind, nullptr);
            if (!all) {
                if (referencesReadable) {
                    referencesReadable = false;
                    issues.push_back(storageIssue(fileName, m_lastError));
                }
            } else {
                for (const CatalogRow &r : *all) {
                    currentModels->insert(r.values[0].toString(), r.values);
                }
            }
        }
        const auto it = currentModels->constFind(id);
        return it == currentModels->constEnd() ? nullptr : &*it;
    };

    QSet<QString> idsInFile;
    const int idColumn = table.keyed ? table.columnIndex(QStringLiteral("id")) : -1;
    // A column naming a part of its own kind (a GPU's successor) may name a row further down
    // the same file: the file's ids count as known for it.
    QSet<QString> idsOfFile;
    const auto fieldOfId = std::find(columnOfField.begin(), columnOfField.end(), idColumn);
    if (idColumn >= 0 && fieldOfId != columnOfField.end()) {
        const auto field = fieldOfId - columnOfField.begin();
        for (std::size_t r = 1; r < records.size(); ++r) {
            if (field < records[r].fields.size()) {
                idsOfFile.insert(records[r].fields.at(field).trimmed());
            }
        }
    }
    const bool isPrices = table.kind == QLatin1String("prices");
    const bool isServices = table.kind == QLatin1String("services");
    const bool isRates = table.kind == QLatin1String("currency_rates");
    const bool isModels = table.kind == QLatin1String("models");
    for (std::size_t r = 1; r < records.size(); ++r) {
        const CsvRecord &rec = records[r];
        if (rec.fields.size() != header.size()) {
            issues.push_back(inputIssue(fileName, rec.line, 0,
                                        QStringLiteral("expected %1 fields as in the header, found %2")
                                            .arg(header.size())
                                            .arg(rec.fields.size())));
            continue;
        }
        // Every problem of a row is reported, not only the first: each field is checked on
        // its own, and the checks across fields run on the fields that parsed.
        std::vector<QVariant> row(table.columns.size());
        std::vector<bool> parsed(table.columns.size(), false);
        bool rowOk = true;
        for (int i = 0; i < rec.fields.size(); ++i) {
            const int c = columnOfField[std::size_t(i)];
            const ColumnDef &column = table.columns[std::size_t(c)];
            QVariant v;
            QString error;
            if (!parseField(column, rec.fields.at(i), v, error)) {
                issues.push_back(inputIssue(fileName, rec.line, i + 1, error));
                rowOk = false;
                continue;
            }
            parsed[std::size_t(c)] = true;
            // A list of ids, or one id naming a part of another kind (a cloud offer's GPU).
            const bool namesParts = column.type == ColumnType::IdList
                || (column.type == ColumnType::Id && !column.references.isEmpty());
            if (namesParts && !v.isNull()) {
                for (const QString &ref : v.toString().split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
                    const bool ownKind = column.references == table.kind && idsOfFile.contains(ref.trimmed());
                    if (!ownKind && !known(column.references).contains(ref.trimmed())) {
                        issues.push_back(inputIssue(fileName, rec.line, i + 1,
                                                    QStringLiteral("%1: unknown %2 id \"%3\"").arg(column.name, column.references, ref)));
                        rowOk = false;
                    }
                }
            }
            // A price (of a part, a service or a cloud offer) names a currency the rates convert.
            if (column.type == ColumnType::Currency && table.kind != QLatin1String("currency_rates") && !v.isNull()
                && !knownCurrencies().contains(v.toString())) {
                QStringList codes = knownCurrencies().values();
                codes.sort();
                issues.push_back(inputIssue(fileName, rec.line, i + 1,
                                            QCoreApplication::translate("rigplan::Catalog",
                                                                        "%1: expected a currency of the catalog's "
                                                                        "currency_rates (%2), got \"%3\"; import a "
                                                                        "rate for it first")
                                                .arg(column.name, codes.join(QStringLiteral(", ")), v.toString())));
                rowOk = false;
            }
            row[std::size_t(c)] = v;
        }
        // Missing optional columns stay empty; missing required ones were reported above.
        if (idColumn >= 0 && parsed[std::size_t(idColumn)]) {
            const QString id = row[std::size_t(idColumn)].toString();
            if (!missingRequired.isEmpty() && !existingIds->contains(id)) {
                issues.push_back(inputIssue(fileName, rec.line, 0,
                                            QStringLiteral("%1 \"%2\" is new, so it needs the columns %3")
                                                .arg(table.kind, id, missingRequired.join(QStringLiteral(", ")))));
                rowOk = false;
            }
            if (idsInFile.contains(id)) {
                issues.push_back(inputIssue(fileName, rec.line, 0, QStringLiteral("id \"%1\" appears twice in the file").arg(id)));
                rowOk = false;
            }
            idsInFile.insert(id);
        }
        const int partKindColumn = isPrices ? table.columnIndex(QStringLiteral("part_kind")) : -1;
        const int partIdColumn = isPrices ? table.columnIndex(QStringLiteral("part_id")) : -1;
        if (isPrices && parsed[std::size_t(partKindColumn)] && parsed[std::size_t(partIdColumn)]) {
            const QString partKind = row[std::size_t(partKindColumn)].toString();
            const QString partId = row[std::size_t(partIdColumn)].toString();
            if (!known(partKindToKind(partKind)).contains(partId)) {
                const int col = int(header.indexOf(QStringLiteral("part_id"))) + 1;
                issues.push_back(inputIssue(fileName, rec.line, col,
                                            QStringLiteral("part_id: unknown %1 id \"%2\"").arg(partKind, partId)));
                rowOk = false;
            }
        }
        if (isServices && rowOk) {
            // A price rule needs its figure: an amount and a currency for fixed and per-GPU
            // prices, a percentage for a share of the hardware. Checked when the file gives
            // the rule (a file that changes only a service's name need not repeat its price).
            const int ruleColumn = table.columnIndex(QStringLiteral("price_rule"));
            const QVariant rule = row[std::size_t(ruleColumn)];
            const auto needs = [&](const char *name) {
                const int c = table.columnIndex(QLatin1String(name));
                if (parsed[std::size_t(c)] && !row[std::size_t(c)].isNull()) {
                    return;
                }
                const int field = int(header.indexOf(QStringLiteral("price_rule"))) + 1;
                issues.push_back(inputIssue(fileName, rec.line, field,
                                            QStringLiteral("price_rule: %1 needs a value in %2")
                                                .arg(rule.toString(), QLatin1String(name))));
                rowOk = false;
            };
            if (parsed[std::size_t(ruleColumn)] && !rule.isNull()) {
                if (rule.toString() == QLatin1String("percent_of_hardware")) {
                    needs("percent");
                } else {
                    needs("amount_minor");
                    needs("currency");
                }
            }
        }
        if (isRates && rowOk) {
            // The rates are units per US dollar: the dollar's own rate is 1, or every price in
            // it would be converted by another factor.
            const int currencyColumn = table.columnIndex(QStringLiteral("currency"));
            const int perUsdColumn = table.columnIndex(QStringLiteral("per_usd"));
            if (row[std::size_t(currencyColumn)].toString() == QLatin1String(kRatesBaseCurrency)
                && row[std::size_t(perUsdColumn)].toDouble() != 1.0) {
                const int field = int(header.indexOf(QStringLiteral("per_usd"))) + 1;
                issues.push_back(inputIssue(fileName, rec.line, field,
                                            QCoreApplication::translate("rigplan::CatalogImport",
                                                                        "per_usd: %1 is the base currency of the rates "
                                                                        "(units one US dollar buys), so its rate is 1, got %2")
                                                .arg(QLatin1String(kRatesBaseCurrency), fieldText(table.columns[std::size_t(perUsdColumn)],
                                                                                               row[std::size_t(perUsdColumn)]))));
                rowOk = false;
            }
        }
        if (isModels && rowOk) {
            const qsizetype before = issues.size();
            checkModelRow(table, currentModel(row[0].toString()), row, columnOfField, rec, fileName, issues);
            rowOk = issues.size() == before;
        }
        if (rowOk) {
            values.push_back(std::move(row));
        }
        if (!referencesReadable) {
            break; // every further reference would be reported as unknown
        }
    }
    if (!referencesReadable) {
        // Only the catalog's failure: the "unknown id" issues it caused are not the file's.
        issues.erase(std::remove_if(issues.begin(), issues.end(),
                                    [](const Diagnostic &d) { return d.kind == Diagnostic::Kind::BadInput; }),
                     issues.end());
    }
    return issues.empty();
}

bool Catalog::tablesPresent() const
{
    QSqlQuery q(db());
    if (!q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'"))) {
        return classifySqlError(QStringLiteral("reading the schema"), q.lastError());
    }
    QSet<QString> present;
    while (q.next()) {
        present.insert(q.value(0).toString());
    }
    QStringList needed{QStringLiteral("meta"), QStringLiteral("overrides")};
    for (const TableDef &t : catalogTables()) {
        needed.append(t.table);
    }
    for (const QString &table : needed) {
        if (!present.contains(table)) {
            return fail(ErrorKind::Corrupt, QCoreApplication::translate("rigplan::Catalog",
                                                                        "catalog %1 is damaged: its table %2 is missing; "
                                                                        "move it aside to start a fresh catalog, or "
                                                                        "restore a backup")
                                                .arg(m_path, table));
        }
    }
    return true;
}

Result<ImportSummary> Catalog::importCsv(const QString &fileName)
{
    // "-" is standard input; a file beyond the input cap is refused before it is parsed.
    const Result<QByteArray> data = readInputFile(fileName);
    if (!data) {
        return data.diagnostics();
    }
    return importCsvData(*data, inputFileName(fileName));
}

Result<ImportSummary> Catalog::importCsvData(const QByteArray &data, const QString &fileName)
{
    const auto parsed = parseCsv(data, fileName);
    if (!parsed) {
        return parsed.diagnostics();
    }
    const std::vector<CsvRecord> &records = *parsed;
    if (records.empty()) {
        return inputIssue(fileName, 0, 0, QStringLiteral("the file is empty: expected a header row"));
    }
    // The header says which table the file is for: the one whose columns it names.
    const QStringList header = records.front().fields;
    const TableDef *table = nullptr;
    int bestOverlap = -1;
    for (const TableDef &t : catalogTables()) {
        int overlap = 0;
        for (const QString &h : header) {
            overlap += t.columnIndex(h.trimmed()) >= 0 ? 1 : 0;
        }
        const int unknown = int(header.size()) - overlap;
        const int score = overlap * 2 - unknown;
        if (score > bestOverlap) {
            bestOverlap = score;
            table = &t;
        }
    }
    if (!table || bestOverlap <= 0) {
        return inputIssue(fileName, records.front().line, 0,
                          QStringLiteral("the header matches no catalog table (%1)")
                              .arg(partKinds().join(QStringLiteral(", "))));
    }
    std::vector<std::vector<QVariant>> newRows;
    Diagnostics issues;
    const std::optional<qint64> versionChecked = dataVersion();
    if (!validateRecords(*table, records, fileName, newRows, issues)) {
        return issues;
    }
    if (m_readOnly) {
        fail(ErrorKind::ReadOnly, QStringLiteral("catalog %1 is read-only: nothing was imported").arg(m_path));
        return storageIssue(fileName, m_lastError);
    }
    // Present columns: a column the file leaves out keeps its current value.
    QSet<int> present;
    for (const QString &h : header) {
        present.insert(table->columnIndex(h.trimmed()));
    }

    // Everything the import compares against is read inside the write transaction: another
    // process may have changed or added the same parts since the file was checked above, and
    // a comparison with what it read before would drop a change ("unchanged") or insert an id
    // that exists by now. BEGIN IMMEDIATE holds the write lock until COMMIT, so what is read
    // here is what the writes apply to, and concurrent imports apply in their commit order.
    WriteTransaction transaction = beginWrite();
    if (!transaction.begun()) {
        return storageIssue(fileName, m_lastError);
    }
    // Checked in the transaction: an import into a catalog that lacks a table (its prices,
    // say) would succeed and leave a catalog every plan refuses.
    if (!tablesPresent()) {
        return storageIssue(fileName, m_lastError, QStringLiteral(" (nothing was imported)"));
    }
    // The checks that depend on the catalog (references, new or known ids) once more, against
    // what the transaction sees — unless no other connection committed since they ran (SQLite's
    // data_version is unchanged), so the write lock is held for the writes, not the checks.
    const std::optional<qint64> versionNow = dataVersion();
    if ((!versionChecked || versionChecked != versionNow)
        && !validateRecords(*table, records, fileName, newRows, issues)) {
        return issues;
    }
    std::optional<std::vector<CatalogRow>> current;
    QHash<QString, std::size_t> currentIndex;
    if (table->keyed) {
        current = readRows(table->kind, nullptr);
        if (!current) {
            return storageIssue(fileName, m_lastError);
        }
        for (std::size_t i = 0; i < current->size(); ++i) {
            currentIndex.insert((*current)[i].values[0].toString(), i);
        }
    }
    // The transaction rolls back when this returns: the catalog's error, and nothing kept.
    const auto abort = [&]() -> Result<ImportSummary> {
        return storageIssue(fileName, m_lastError, QStringLiteral(" (nothing was imported)"));
    };
    ImportSummary summary;
    summary.kind = table->kind;
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    // Prices and rates are a history: an identical row is not added twice. The rows already
    // there are read once into a set, so an import is linear in the file and the history
    // (one COUNT(*) per row made 20k rows of one part's history take 26 s).
    QSet<QString> historyRows;
    std::optional<QSqlQuery> insertHistory;
    if (!table->keyed) {
        const auto existing = readRows(table->kind, nullptr);
        if (!existing) {
            return abort();
        }
        historyRows.reserve(qsizetype(existing->size() + newRows.size()));
        for (const CatalogRow &row : *existing) {
            historyRows.insert(historyRowKey(*table, row.values));
        }
        insertHistory = prepareInsert(*table);
        if (!insertHistory) {
            return abort();
        }
    }
    for (const auto &values : newRows) {
        if (!table->keyed) {
            if (!historyRows.contains(historyRowKey(*table, values))) {
                if (!insertPrepared(*insertHistory, *table, values, kUser)) {
                    return abort();
                }
                historyRows.insert(historyRowKey(*table, values));
                ++summary.inserted;
            } else {
                ++summary.unchanged;
            }
            continue;
        }
        const QString id = values[0].toString();
        const auto it = currentIndex.constFind(id);
        if (it == currentIndex.constEnd()) {
            if (!insertRow(*table, values, kUser)) {
                return abort();
            }
            ++summary.inserted;
            continue;
        }
        const CatalogRow &existing = (*current)[*it];
        bool changedAny = false;
        for (std::size_t c = 1; c < table->columns.size(); ++c) {
            if (!present.contains(int(c)) || sameValue(existing.values[c], values[c])) {
                continue;
            }
            changedAny = true;
            const ColumnDef &column = table->columns[c];
            QSqlQuery q(db());
            if (existing.origin == kUser) {
                q.prepare(QStringLiteral("UPDATE %1 SET %2 = ? WHERE id = ?").arg(table->table, column.name));
                q.addBindValue(values[c]);
                q.addBindValue(id);
            } else {
                const QVariant shipped = existing.changed.contains(column.name) ? existing.shipped.value(column.name)
                                                                                : existing.values[c];
                if (sameValue(shipped, values[c])) {
                    q.prepare(QStringLiteral("DELETE FROM overrides WHERE kind = ? AND part_id = ? AND column_name = ?"));
                    q.addBindValue(table->kind);
                    q.addBindValue(id);
                    q.addBindValue(column.name);
                } else {
                    q.prepare(QStringLiteral("INSERT OR REPLACE INTO overrides (kind, part_id, column_name, value, "
                                             "changed_at) VALUES (?, ?, ?, ?, ?)"));
                    q.addBindValue(table->kind);
                    q.addBindValue(id);
                    q.addBindValue(column.name);
                    q.addBindValue(fieldText(column, values[c]));
                    q.addBindValue(now);
                }
            }
            if (!q.exec()) {
                classifySqlError(QStringLiteral("importing %1/%2").arg(table->kind, id), q.lastError());
                return abort();
            }
        }
        changedAny ? ++summary.updated : ++summary.unchanged;
    }
    if (!transaction.commit()) {
        return abort();
    }
    return summary;
}

} // namespace rigplan
