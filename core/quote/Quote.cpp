// SPDX-License-Identifier: GPL-3.0-or-later
#include "quote/Quote.h"

#include "util/AtomicFile.h"
#include "util/JsonText.h"

#include "util/InputFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <optional>

namespace rigplan {
namespace {

constexpr int kMaxValidDays = 365;

// What the reader has found so far: the quote and every problem, in document order.
struct QuoteReading {
    LoadedQuote loaded;
    Diagnostics issues;
    QString fileName;
};

QString fieldPath(const QString &key)
{
    return QStringLiteral("quote.%1").arg(key);
}

void addIssue(QuoteReading &result, const QString &path, const QString &message)
{
    result.issues.append(Diagnostic::badInput(result.fileName, message, path));
}

bool readText(const QJsonObject &object, const char *key, std::string &out, QuoteReading &result)
{
    const QString name = QLatin1String(key);
    if (!object.contains(name)) {
        return true;
    }
    const QJsonValue value = object.value(name);
    if (!value.isString()) {
        addIssue(result, fieldPath(name), QCoreApplication::translate("rigplan::Quote", "expected a string, got %1").arg(describeJsonValue(value)));
        return false;
    }
    // A 2 MB note made a 419-page report that took 27 s: free text has a documented cap.
    const QString text = value.toString();
    if (text.size() > kMaxFreeTextChars) {
        //: %1 = the most characters allowed, %2 = how many the field has
        addIssue(result, fieldPath(name),
                 QCoreApplication::translate("rigplan::Quote", "expected at most %1 characters of text, got %2")
                     .arg(kMaxFreeTextChars)
                     .arg(text.size()));
        return false;
    }
    out = text.toStdString();
    return true;
}

void readInfo(const QJsonObject &object, QuoteInfo &info, QuoteReading &result)
{
    static const QStringList known{QStringLiteral("number"),      QStringLiteral("date"),
                                   QStringLiteral("valid_days"),  QStringLiteral("prepared_by"),
                                   QStringLiteral("contact"),     QStringLiteral("notes")};
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!known.contains(it.key())) {
            addIssue(result, fieldPath(it.key()),
                     QCoreApplication::translate("rigplan::Quote", "unknown key (expected one of: %1)").arg(known.join(QStringLiteral(", "))));
        }
    }
    readText(object, "number", info.number, result);
    readText(object, "prepared_by", info.preparedBy, result);
    readText(object, "contact", info.contact, result);
    readText(object, "notes", info.notes, result);
    if (readText(object, "date", info.date, result) && !info.date.empty()) {
        const QDate date = QDate::fromString(QString::fromStdString(info.date), Qt::ISODate);
        if (!date.isValid()) {
            addIssue(result, fieldPath(QStringLiteral("date")),
                     QCoreApplication::translate("rigplan::Quote", "expected a date as yyyy-mm-dd, got \"%1\"").arg(QString::fromStdString(info.date)));
        }
    }
    if (object.contains(QStringLiteral("valid_days"))) {
        const QJsonValue value = object.value(QStringLiteral("valid_days"));
        const double days = value.toDouble(-1);
        if (!value.isDouble() || days != static_cast<double>(static_cast<int>(days)) || days < 1 || days > kMaxValidDays) {
            addIssue(result, fieldPath(QStringLiteral("valid_days")),
                     QCoreApplication::translate("rigplan::Quote", "expected a whole number of days from 1 to %1, got %2")
                         .arg(kMaxValidDays)
                         .arg(describeJsonValue(value)));
        } else {
            info.validDays = static_cast<int>(days);
        }
    }
}

// JSON string literal for `text` (QJsonDocument's escaping, without building a document by hand).
QByteArray jsonString(const std::string &text)
{
    const QByteArray array = QJsonDocument(QJsonArray{QString::fromStdString(text)}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2); // strip [ ]
}

} // namespace

namespace {

// A workload object inside the quote, its problems located under `path` ("workload",
// "scenarios[1].workload").
std::optional<Workload> readEmbeddedWorkload(const QJsonObject &object, const QString &path, const ModelResolver &resolve,
                                             const QStringList &knownModelIds, QuoteReading &result)
{
    Result<Workload> loaded =
        loadWorkload(QJsonDocument(object).toJson(QJsonDocument::Compact), result.fileName, resolve, knownModelIds);
    if (loaded) {
        return std::move(*loaded);
    }
    for (Diagnostic issue : loaded.diagnostics()) {
        issue.path = issue.path.isEmpty() ? path : QStringLiteral("%1.%2").arg(path, issue.path);
        issue.line = issue.column = 0; // positions were in the re-serialised object, not in the file
        result.issues.append(std::move(issue));
    }
    return std::nullopt;
}

void readScenarios(const QJsonValue &value, const ModelResolver &resolve, const QStringList &knownModelIds,
                   QuoteReading &result)
{
    if (!value.isArray()) {
        //: %1 = the value found
        addIssue(result, QStringLiteral("scenarios"),
                 QCoreApplication::translate("rigplan::Quote", "expected an array of scenario objects, got %1").arg(describeJsonValue(value)));
        return;
    }
    const QJsonArray array = value.toArray();
    QStringList names;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString base = QStringLiteral("scenarios[%1]").arg(i);
        if (!array.at(i).isObject()) {
            addIssue(result, base, QCoreApplication::translate("rigplan::Quote", "expected a scenario object, got %1")
                                       .arg(describeJsonValue(array.at(i))));
            continue;
        }
        const QJsonObject o = array.at(i).toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (it.key() != QLatin1String("name") && it.key() != QLatin1String("workload")) {
                addIssue(result, base + QLatin1Char('.') + it.key(),
                         QCoreApplication::translate("rigplan::Quote", "unknown key (expected name, workload)"));
            }
        }
        QuoteScenario scenario;
        const QJsonValue name = o.value(QStringLiteral("name"));
        if (!name.isString() || name.toString().trimmed().isEmpty()) {
            addIssue(result, base + QStringLiteral(".name"),
                     QCoreApplication::translate("rigplan::Quote", "expected the scenario's name (a non-empty string), got %1")
                         .arg(describeJsonValue(name)));
        } else if (name.toString().size() > kMaxFreeTextChars) {
            addIssue(result, base + QStringLiteral(".name"),
                     QCoreApplication::translate("rigplan::Quote", "expected at most %1 characters of text, got %2")
                         .arg(kMaxFreeTextChars)
                         .arg(name.toString().size()));
        } else if (names.contains(name.toString())) {
            //: %1 = the scenario name
            addIssue(result, base + QStringLiteral(".name"),
                     QCoreApplication::translate("rigplan::Quote", "\"%1\" names another scenario already").arg(name.toString()));
        } else {
            names.append(name.toString());
            scenario.name = name.toString().toStdString();
        }
        const QJsonValue workload = o.value(QStringLiteral("workload"));
        if (!workload.isObject()) {
            addIssue(result, base + QStringLiteral(".workload"),
                     QCoreApplication::translate("rigplan::Quote", "expected the workload object (a rigplan.workload/1 document), got %1")
                         .arg(describeJsonValue(workload)));
            continue;
        }
        if (auto loaded = readEmbeddedWorkload(workload.toObject(), base + QStringLiteral(".workload"), resolve, knownModelIds, result)) {
            scenario.workload = std::move(*loaded);
            result.loaded.quote.scenarios.push_back(std::move(scenario));
        }
    }
}

void readQuote(const QByteArray &data, const ModelResolver &resolve, const QStringList &knownModelIds,
               QuoteReading &result)
{
    const QString &fileName = result.fileName;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        // The workload reader words syntax errors with line and column; reuse it.
        result.issues = loadWorkload(data, fileName, resolve, knownModelIds).diagnostics();
        return;
    }
    const QJsonObject root = doc.object();
    const QString format = root.value(QStringLiteral("format")).toString();
    if (format == QLatin1String(kWorkloadFormat)) {
        Result<Workload> loaded = loadWorkload(data, fileName, resolve, knownModelIds);
        result.loaded.wasWorkloadFile = true;
        if (loaded) {
            result.loaded.quote.workload = std::move(*loaded);
        } else {
            result.issues = loaded.diagnostics();
        }
        return;
    }
    if (format != QLatin1String(kQuoteFormat)) {
        bool numbered = false;
        const int version = format.startsWith(QLatin1String("rigplan.quote/")) ? format.mid(14).toInt(&numbered) : 0;
        if (numbered && version > 1) {
            addIssue(result, QStringLiteral("format"),
                     QCoreApplication::translate("rigplan::Quote", "\"%1\" was written by a newer RigPlan; this version reads %2 and %3")
                         .arg(format, QLatin1String(kQuoteFormat), QLatin1String(kWorkloadFormat)));
        } else {
            addIssue(result, QStringLiteral("format"),
                     QCoreApplication::translate("rigplan::Quote", "expected \"%1\" or \"%2\", got %3")
                         .arg(QLatin1String(kQuoteFormat), QLatin1String(kWorkloadFormat),
                              describeJsonValue(root.value(QStringLiteral("format")))));
        }
        return;
    }
    for (auto it = root.begin(); it != root.end(); ++it) {
        if (it.key() != QLatin1String("format") && it.key() != QLatin1String("quote") && it.key() != QLatin1String("workload")
            && it.key() != QLatin1String("scenarios")) {
            addIssue(result, it.key(), QCoreApplication::translate("rigplan::Quote", "unknown key (expected format, quote, workload, scenarios)"));
        }
    }
    if (root.contains(QStringLiteral("scenarios"))) {
        readScenarios(root.value(QStringLiteral("scenarios")), resolve, knownModelIds, result);
    }
    const QJsonValue info = root.value(QStringLiteral("quote"));
    if (info.isObject()) {
        readInfo(info.toObject(), result.loaded.quote.info, result);
    } else if (!info.isUndefined()) {
        addIssue(result, QStringLiteral("quote"), QStringLiteral("expected an object, got %1").arg(describeJsonValue(info)));
    }
    const QJsonValue workload = root.value(QStringLiteral("workload"));
    if (!workload.isObject()) {
        addIssue(result, QStringLiteral("workload"),
                 QCoreApplication::translate("rigplan::Quote", "expected the workload object (a rigplan.workload/1 document), got %1").arg(describeJsonValue(workload)));
        return;
    }
    if (auto loaded = readEmbeddedWorkload(workload.toObject(), QStringLiteral("workload"), resolve, knownModelIds, result)) {
        result.loaded.quote.workload = std::move(*loaded);
    }
}

} // namespace

Result<LoadedQuote> loadQuote(const QByteArray &data, const QString &fileName, const ModelResolver &resolve,
                              const QStringList &knownModelIds)
{
    QuoteReading reading;
    reading.fileName = fileName;
    readQuote(data, resolve, knownModelIds, reading);
    if (!reading.issues.isEmpty()) {
        return reading.issues;
    }
    return reading.loaded;
}

Result<LoadedQuote> loadQuoteFile(const QString &fileName, const ModelResolver &resolve, const QStringList &knownModelIds)
{
    // "-" is standard input; a file beyond the input cap is refused before it is parsed.
    const Result<QByteArray> data = readInputFile(fileName);
    if (!data) {
        return data.diagnostics();
    }
    return loadQuote(*data, inputFileName(fileName), resolve, knownModelIds);
}

QByteArray saveQuote(const Quote &quote)
{
    const QuoteInfo &info = quote.info;
    QByteArray out;
    out += "{\n  \"format\": " + jsonString(kQuoteFormat) + ",\n";
    out += "  \"quote\": {\n";
    out += "    \"number\": " + jsonString(info.number) + ",\n";
    out += "    \"date\": " + jsonString(info.date) + ",\n";
    out += "    \"valid_days\": " + QByteArray::number(info.validDays) + ",\n";
    out += "    \"prepared_by\": " + jsonString(info.preparedBy) + ",\n";
    out += "    \"contact\": " + jsonString(info.contact) + ",\n";
    out += "    \"notes\": " + jsonString(info.notes) + "\n";
    out += "  },\n  \"workload\": ";
    // The workload's own writer, indented; its strings hold no raw newlines (JSON escapes them).
    const auto appendWorkload = [&out](const Workload &workload, const QByteArray &indent) {
        const QList<QByteArray> lines = saveWorkload(workload).trimmed().split('\n');
        for (qsizetype i = 0; i < lines.size(); ++i) {
            if (i > 0) {
                out += "\n" + indent;
            }
            out += lines.at(i);
        }
    };
    appendWorkload(quote.workload, "  ");
    if (!quote.scenarios.empty()) {
        out += ",\n  \"scenarios\": [";
        for (std::size_t i = 0; i < quote.scenarios.size(); ++i) {
            out += i == 0 ? "\n" : ",\n";
            out += "    {\n      \"name\": " + jsonString(quote.scenarios[i].name) + ",\n      \"workload\": ";
            appendWorkload(quote.scenarios[i].workload, "      ");
            out += "\n    }";
        }
        out += "\n  ]";
    }
    out += "\n}\n";
    return out;
}

Result<void> saveQuoteFile(const Quote &quote, const QString &fileName)
{
    return writeFileAtomically(fileName, saveQuote(quote));
}

QString newQuoteNumber(const QDateTime &now)
{
    const QTime time = now.time();
    return QStringLiteral("RP-%1-%2")
        .arg(now.date().toString(QStringLiteral("yyyyMMdd")))
        .arg(time.hour() * 60 + time.minute(), 4, 10, QLatin1Char('0'));
}

} // namespace rigplan
