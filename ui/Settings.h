// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// QSettings keys shared by several views, and what the app reads from them at start. The app
// and its widgets (rigplan_ui) read settings; the report library is given what it needs.

#include "quote/Quote.h"
#include "quote/Vendor.h"

#include <QString>

#include <vector>

namespace rigplan {

// The "prepared by" name the wizard remembers and the report prints when a quote has none.
inline constexpr const char *kPreparedBySetting = "quote/prepared_by";
// The UI language chosen in the app ("en" | "zh_CN").
inline constexpr const char *kLanguageSetting = "ui/language";
// The main window's size and position (QWidget::saveGeometry) and its editor / pages splitter
// (QSplitter::saveState), as last closed.
inline constexpr const char *kWindowGeometrySetting = "ui/window_geometry";
inline constexpr const char *kWindowStateSetting = "ui/splitter_state";

// The vendor profile (File → Vendor Profile…), stored as its rigplan.vendor/1 JSON text.
inline constexpr const char *kVendorProfileSetting = "quote/vendor_profile";
// The quotes this user saved or opened: the quote list of the Quote page.
inline constexpr const char *kQuoteIndexSetting = "quote/index";

// The stored vendor profile, or the defaults when none is stored (or it no longer reads).
VendorProfile storedVendorProfile();
void storeVendorProfile(const VendorProfile &vendor);

// One row of the quote list.
struct QuoteIndexEntry {
    QString path;
    QString number;
    QString customer;
    QString status;   // quoteStatusId(), or "expired" when its validity ended
    QString date;
    std::int64_t grossMinor = -1; // -1: not frozen
    QString currency;
};
// The list, newest first; entries whose file is gone are left out.
std::vector<QuoteIndexEntry> quoteIndex();
// Adds or updates the entry of `path` from `quote` (at most 200 are kept).
void recordQuoteInIndex(const QString &path, const Quote &quote);

// The language to start in: `requested` (--lang) when available, else the remembered one,
// else the system locale's (chooseLanguage() in Language.h).
QString startupLanguage(const QString &requested = {});

} // namespace rigplan
