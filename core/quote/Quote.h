// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A quote document (.rigplan.json): the workload plus what the quote needs around it — its
// number, date, validity, who prepared it and for whom. Format "rigplan.quote/1":
//
//   {"format": "rigplan.quote/1",
//    "quote": {"number": "RP-20261129-0001", "date": "2026-11-29", "valid_days": 30,
//              "prepared_by": "…", "contact": "…", "notes": "…"},
//    "workload": { …a rigplan.workload/1 document… },
//    "scenarios": [{"name": "…", "workload": { …a rigplan.workload/1 document… }}]}   (optional)
//
// loadQuote() also opens a plain rigplan.workload/1 file (quote fields empty), and refuses a
// newer quote format by name instead of guessing at it. Saving is atomic (writeFileAtomically).

#include "model/ModelCsv.h"
#include "workload/WorkloadJson.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace rigplan {

inline constexpr const char *kQuoteFormat = "rigplan.quote/1";

struct QuoteInfo {
    std::string number;     // free text; newQuoteNumber() proposes one
    std::string date;       // ISO 8601 yyyy-mm-dd; empty = not issued yet (the report prints today)
    int validDays = 30;     // 1..365
    std::string preparedBy; // the sales engineer
    std::string contact;    // the customer's contact person / e-mail
    std::string notes;      // printed on the cover

    bool operator==(const QuoteInfo &) const = default;
};

// A named variant of the quote's workload ("8B chat", "70B chat", "next year's students"), for
// comparing plans side by side (the app's Compare page, `rigplan-cli compare`, the report).
struct QuoteScenario {
    std::string name;  // free text, at most kMaxFreeTextChars; not empty
    Workload workload;

    bool operator==(const QuoteScenario &) const = default;
};

struct Quote {
    QuoteInfo info;
    Workload workload;
    // Optional key "scenarios": [{"name": "…", "workload": {…}}], written only when not empty, so a
    // quote without scenarios is the same file as before.
    std::vector<QuoteScenario> scenarios;

    bool operator==(const Quote &) const = default;
};

struct LoadedQuote {
    Quote quote;
    bool wasWorkloadFile = false; // the file was a plain rigplan.workload/1 document
};

// The quote, or every problem found (BadInput diagnostics in document order, `file` =
// fileName, paths relative to the document: "quote.valid_days", "workload.jobs[0].model").
Result<LoadedQuote> loadQuote(const QByteArray &data, const QString &fileName, const ModelResolver &resolve,
                              const QStringList &knownModelIds = {});
Result<LoadedQuote> loadQuoteFile(const QString &fileName, const ModelResolver &resolve,
                                  const QStringList &knownModelIds = {});

// Fixed key order, two-space indentation: loadQuote(saveQuote(q)) == q.
QByteArray saveQuote(const Quote &quote);
// Writes atomically; on failure an Environment diagnostic names the file and the reason, and
// any previous file is left untouched.
Result<void> saveQuoteFile(const Quote &quote, const QString &fileName);

// "RP-20261129-1432": the date and the minutes since midnight — unique enough for one engineer,
// and the user can type their own.
QString newQuoteNumber(const QDateTime &now);

} // namespace rigplan
