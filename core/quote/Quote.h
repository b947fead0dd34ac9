// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A quote document (.rigplan.json): the workload plus what the quote needs around it — its
// number, date, validity, status, terms, who prepared it and for whom; its commercial choices
// (services, discount, tax, markup); and, once a tier is chosen, the frozen lines — every part
// and service with quantity, unit price, price date and source — with the exchange rates and
// the build's figures, so that the quote reprints exactly whatever the catalog does later.
// Format "rigplan.quote/2" (docs/file-formats.md "Quote file"):
//
//   {"format": "rigplan.quote/2",
//    "quote": {"number": "Q-2026-0001", "date": "2026-11-29", "valid_days": 30, "status": "draft",
//              "prepared_by": "…", "contact": "…", "notes": "…", "payment_terms": "…",
//              "terms": "…", "lead_days": 0},
//    "commercial": {"services": ["assembly-burnin"], "discount": {"percent": 5},
//                   "tax": {"id": "cn-vat", "name": "…", "rate_percent": 13, …}, "markup_percent": 12},
//    "frozen": {"tier": "mainstream", "currency": "CNY", "rates": [ … ], "build": { … }, "kit": { … },
//               "lines": [ … ]},
//    "workload": { …a rigplan.workload/1 document… },
//    "scenarios": [{"name": "…", "workload": { …a rigplan.workload/1 document… }}]}   (optional, /1 and /2)
//
// loadQuote() also opens "rigplan.quote/1" (no commercial or frozen part) and a plain
// rigplan.workload/1 file (quote fields empty), and refuses a newer quote format by name
// instead of guessing at it. Saving is atomic (writeFileAtomically) and always writes /2.

#include "model/ModelCsv.h"
#include "plan/LaunchKit.h"
#include "plan/Plan.h"
#include "quote/Commercial.h"
#include "workload/WorkloadJson.h"

#include <QJsonObject>

#include <QByteArray>
#include <QDate>
#include <QDateTime>
#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <vector>

namespace rigplan {

inline constexpr const char *kQuoteFormat = "rigplan.quote/2";
inline constexpr const char *kQuoteFormatV1 = "rigplan.quote/1";
// The most lines a frozen quote holds: 1,000 (a workstation quote has 10–40). The report lays
// out n lines in about n·log²n (Qt's text tables): 1,000 lines print in about 5 s, 3,000 in 19 s.
inline constexpr std::size_t kMaxQuoteLines = 1000;

// Where a quote stands with the customer. An expired quote says so when it is opened or
// printed; quoteExpired() also treats a sent or draft quote past its validity as expired.
enum class QuoteStatus : std::uint8_t { Draft, Sent, Accepted, Expired };
const char *quoteStatusId(QuoteStatus status); // "draft" | "sent" | "accepted" | "expired"
std::optional<QuoteStatus> quoteStatusFromId(const std::string &id);

struct QuoteInfo {
    std::string number;     // free text; empty until freezing takes the vendor's next (Vendor.h)
    std::string date;       // ISO 8601 yyyy-mm-dd; empty = not issued yet (the report prints today)
    int validDays = 30;     // 1..365
    std::string preparedBy; // the sales engineer
    std::string contact;    // the customer's contact person / e-mail
    std::string notes;      // printed on the cover
    QuoteStatus status = QuoteStatus::Draft;
    std::string paymentTerms; // "30 % with the order, 70 % on delivery"
    std::string terms;        // terms and conditions printed on the quote
    int leadDays = 0;         // the quote's lead time in working days; 0 = the longest line's

    bool operator==(const QuoteInfo &) const = default;
};

// A named variant of the quote's workload ("8B chat", "70B chat", "next year's students"), for
// comparing plans side by side (the app's Compare page, `rigplan-cli compare`, the report).
struct QuoteScenario {
    std::string name;  // free text, at most kMaxFreeTextChars; not empty
    Workload workload;

    bool operator==(const QuoteScenario &) const = default;
};

// What the seller chose for the quote besides the hardware: services from the catalog, a
// quote-level discount, the tax and the markup on part costs. Kept when the quote is
// re-priced; the frozen lines carry the prices.
struct QuoteCommercial {
    std::vector<std::string> services; // catalog service ids, in the order added
    Discount discount;
    std::optional<QuoteTax> tax;       // nullopt: no tax line
    BasisPoints markup = 0;            // part lines: sale price = cost × (1 + markup)

    bool operator==(const QuoteCommercial &) const = default;
};

// One job's figures on the frozen build, for "what the machine will do".
struct FrozenJob {
    std::string name;           // the job's name, else its model's name
    bool training = false;
    int gpus = 0;               // GPUs the job runs on
    std::int64_t memoryBytes = 0; // per GPU
    std::int64_t usableBytes = 0; // per GPU
    double tokensPerS = 0;      // training: tokens/s; serving: aggregate tokens/s
    double hours = 0;           // training: hours per run (0: no run length given)
    double tokensPerSPerUser = 0; // serving
    double ttftS = 0;           // serving: time to first token
    bool targetsMet = true;
    std::vector<TargetGap> missed; // each target missed, with both figures (older files: none kept)

    bool operator==(const FrozenJob &) const = default;
};

// The build a frozen quote sells, as it was planned.
struct FrozenBuild {
    std::string key;            // the planner's build key ("gpu×n/platform/cpu")
    std::string gpuId, gpuName;
    int gpuCount = 0;
    std::int64_t gpuMemoryBytes = 0;
    std::string platformName, cpuName;
    std::int64_t memoryBytes = 0, storageBytes = 0;
    double dcLoadW = 0, wallW = 0, psuCapacityW = 0, btuPerH = 0;
    std::int64_t outletLimitW = 0; // 0 = no outlet given
    std::vector<FrozenJob> jobs;

    bool operator==(const FrozenBuild &) const = default;
};

struct ExchangeRate {
    std::string currency;
    double perUsd = 0;
    std::string date;

    bool operator==(const ExchangeRate &) const = default;
};

// The snapshot taken when a tier is chosen: nothing in it follows the catalog afterwards.
struct FrozenQuote {
    std::string tier;      // "entry" | "mainstream" | "high"
    std::string frozenAt;  // UTC, ISO 8601
    std::string priceDate; // the day the prices were taken (yyyy-mm-dd)
    std::string currency;  // every line's amounts are in it
    std::string rateDate;  // the newest date of the rates below
    std::vector<ExchangeRate> rates; // the catalog's rates at the freeze (units per USD)
    FrozenBuild build;
    // The tier's acceptance kit as planned at the freeze (LaunchKit.h): `rigplan-cli kit`, the
    // app's export and the report's appendix print it instead of re-planning. Files frozen
    // before it have none (nullopt): their kit comes from today's plan.
    std::optional<LaunchKit> kit;
    std::vector<QuoteLine> lines; // parts in bill-of-materials order, then services

    bool operator==(const FrozenQuote &) const = default;
};

struct Quote {
    QuoteInfo info;
    QuoteCommercial commercial;
    std::optional<FrozenQuote> frozen;
    Workload workload;
    // Optional key "scenarios": [{"name": "…", "workload": {…}}], written only when not empty (after
    // the workload), in /1 and /2 files alike.
    std::vector<QuoteScenario> scenarios;
    // Optional top-level sections of other features, kept as they were read and written back
    // in key order (kQuoteExtensionKeys): a quote file stays one format as features add to it.
    QJsonObject extensions;

    bool operator==(const Quote &) const = default;
};

// Top-level keys a quote may carry for other features; each is an object or array kept as is.
// "scenarios" was reserved here first; it is read and written as Quote::scenarios now. None are
// listed at present: a feature that adds a section lists its key.
inline const QStringList &quoteExtensionKeys()
{
    static const QStringList keys;
    return keys;
}

// The totals of a frozen quote (its lines, the commercial discount and tax).
QuoteTotals quoteTotals(const Quote &quote);
// The day the quote stops being valid (its date + valid_days); invalid without a date.
QDate quoteValidUntil(const QuoteInfo &info);
// True when the quote is marked expired, or is a draft or sent quote whose validity ended
// before `today`.
bool quoteExpired(const QuoteInfo &info, const QDate &today);

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

} // namespace rigplan
