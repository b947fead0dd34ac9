// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The vendor who sends a quote: company, logo, address, contact, tax id, payment details,
// default terms, validity, quote-number pattern, paper and currency. A documented JSON file
// ("rigplan.vendor/1", docs/file-formats.md "Vendor profile") that the app stores in its settings and
// exports; `rigplan-cli quote freeze / report --vendor FILE` read it.
//
// Quote numbers come from a pattern ("Q-{yyyy}-{seq:4}") and a sequence kept in a file beside
// the catalog. Each number is taken under a lock on that file (QLockFile), read, incremented
// and written back atomically before the lock is released: numbers stay unique across
// processes taking them in the same second and across restarts.

#include "quote/Commercial.h"
#include "util/Diagnostic.h"

#include <QByteArray>
#include <QDate>
#include <QJsonObject>
#include <QString>

#include <string>

namespace rigplan {

inline constexpr const char *kVendorFormat = "rigplan.vendor/1";
inline constexpr const char *kDefaultNumberPattern = "Q-{yyyy}-{seq:4}";

struct VendorProfile {
    std::string company;
    std::string address;      // several lines
    std::string contact;      // person, phone, e-mail
    std::string taxId;
    std::string bank;         // bank / payment details, several lines
    std::string terms;        // default terms and conditions, printed on the quote
    std::string paymentTerms; // "30 % with the order, 70 % on delivery"
    int validDays = 30;       // 1..365
    std::string numberPattern = kDefaultNumberPattern;
    std::string paper = "A4"; // "A4" | "Letter"
    std::string currency = "USD";
    BasisPoints markup = 0;   // sale price = cost × (1 + markup) on part lines
    QByteArray logo;          // PNG or SVG bytes; empty = no logo
    std::string logoType;     // "image/png" | "image/svg+xml"

    bool operator==(const VendorProfile &) const = default;
};

// Reads a vendor profile. A "logo" given as {"file": "logo.png"} is read relative to the
// profile's folder (`baseDir`; empty: the current folder) and embedded; {"data": base64,
// "type": "image/png"} is taken as is. Every problem as a BadInput diagnostic in
// document order, paths "company", "logo.file", ...
Result<VendorProfile> loadVendorProfile(const QByteArray &data, const QString &fileName, const QString &baseDir = {});
Result<VendorProfile> loadVendorProfileFile(const QString &fileName);
// Fixed key order, the logo embedded: loadVendorProfile(saveVendorProfile(v)) == v.
QByteArray saveVendorProfile(const VendorProfile &vendor);
Result<void> saveVendorProfileFile(const VendorProfile &vendor, const QString &fileName);

// A number pattern: text with exactly one {seq} or {seq:N} (N = 1..9 digits, zero-padded) and
// any of {yyyy} {yy} {mm} {dd}; at most 64 characters. The message says what is wrong.
Result<void> checkNumberPattern(const QString &pattern);
// The pattern with the date filled in and the sequence number: "Q-2026-0042".
QString expandNumberPattern(const QString &pattern, const QDate &date, std::int64_t sequence);

// The counters of a quote-number file (format rigplan.quote-sequence/1): its "scopes" object.
// A file that does not read as one — bad JSON, a key given twice, another format — is an
// Environment failure naming `fileName`: the program wrote it, and numbering must not start
// again at 1 over it.
Result<QJsonObject> readQuoteSequenceScopes(const QByteArray &data, const QString &fileName);

// The persistent quote-number sequence: one counter per scope — the pattern with its date
// filled in and {seq} left as it is — so "Q-{yyyy}-{seq:4}" starts again at 1 every year.
class QuoteNumberSequence {
public:
    // `file` empty = defaultPath().
    explicit QuoteNumberSequence(const QString &file = {});
    // $RIGPLAN_QUOTE_SEQUENCE, else <GenericDataLocation>/RigPlan/quote-sequence.json.
    static QString defaultPath();
    QString path() const { return m_path; }
    // Takes the next number for `pattern` on `date`. Environment when the lock cannot be had
    // within 60 s or the file cannot be written; BadInput for a bad pattern.
    Result<QString> next(const QString &pattern, const QDate &date);

private:
    QString m_path;
};

} // namespace rigplan
