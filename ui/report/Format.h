// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Display text shared by the views and the report: numbers, money, bytes and power in the
// current locale (QLocale()), and the translated names of the engine's enums. Bytes are shown
// in decimal GB (10^9) unless a function says GiB — the convention of docs/method.md.

#include "plan/Plan.h"
#include "quote/Quote.h"
#include "util/Utf8.h"
#include "workload/Job.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <string>
#include <vector>

namespace rigplan {

// Engine lines (UTF-8) as a QStringList.
inline QStringList qsList(const std::vector<std::string> &lines)
{
    QStringList out;
    out.reserve(static_cast<qsizetype>(lines.size()));
    for (const std::string &line : lines) {
        out << qs(line);
    }
    return out;
}

class Format final {
    Q_DECLARE_TR_FUNCTIONS(rigplan::Format)
public:
    // "12,345.67" in the locale; `decimals` fixed.
    static QString number(double value, int decimals = 0);
    // "¥412,300.00 CNY"-style: locale digits, the currency's ISO 4217 minor digits, and the
    // ISO code so a quote is unambiguous across borders.
    static QString money(std::int64_t amountMinor, const QString &currency);
    static QString money(std::int64_t amountMinor, const std::string &currency);
    static QString gigabytes(std::int64_t bytes, int decimals = 1); // "85.9 GB" (10^9 bytes)
    static QString gibibytes(std::int64_t bytes, int decimals = 0); // "80 GiB" (2^30 bytes)
    static QString watts(double watts);                              // "1,812 W"
    static QString percent(double fraction, int decimals = 0);       // 0.2 → "20 %"
    static QString tokensPerSecond(double tokensPerS);               // "1,234 tokens/s"
    static QString hours(double hours);                              // "12.5 h" / "3.2 days"
    static QString years(double years); // "1 year", "3 years", "2.5 years": a service life
    // "3600 MT/s (DIMMs rated 5600 MT/s, 2 per channel)": how fast a build's DIMMs run and why
    // not faster (docs/planner.md, "The planner", system RAM).
    static QString memorySpeed(const MemorySpeed &speed);

    // "Entry" / "Mainstream" / "High-performance" for the planner's "entry" | "mainstream" | "high".
    static QString tierName(const std::string &tierId);
    static QString tierName(TierKind kind);
    static QString checkName(Check check);          // "GPU memory", "Wall outlet", ...
    static QString precisionName(Precision precision); // "BF16", "FP8", "INT4", ...
    static QString jobKindName(JobKind kind);       // "Training" / "Serving"
    static QString methodName(TrainMethod method);  // "Full fine-tune" / "LoRA" / "QLoRA"
    static QString optimizerName(Optimizer optimizer);
    static QString environmentName(const std::string &environment); // "office" → "Office"
    static QString partKindName(const std::string &kind); // BOM kinds: "gpu" → "GPU", ...
    static QString partKindName(PartKind kind);
    static QString volumeName(Volume volume); // "System volume" / "Project volume" / "Data volume"
    // A quote line's item: its name (a service's Chinese name in Chinese, when the catalog has
    // one), and for a drive the volume it makes ("WD_BLACK SN850X 1TB — System volume"), so
    // three lines of one SSD read as three volumes.
    static QString quoteLineItem(const QuoteLine &line);
    // A name the catalog gives in English and, for some rows, in Chinese: the one of the
    // current language (the English one when there is no Chinese name).
    static QString catalogName(const std::string &name, const std::string &nameZh);
    static QString quoteStatusName(QuoteStatus status); // "Draft" / "Sent" / "Accepted" / "Expired"
    // Service categories of the catalog: "assembly" → "Assembly and testing", ...
    static QString serviceCategoryName(const std::string &category);
    static QString percentExact(BasisPoints percent);   // 1250 → "12.5 %" in the locale
};

} // namespace rigplan
