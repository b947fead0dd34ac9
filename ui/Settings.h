#pragma once

// QSettings keys shared by several views.

namespace rigplan {

// The "prepared by" name the wizard remembers and the report prints when a quote has none.
inline constexpr const char *kPreparedBySetting = "quote/prepared_by";
// The UI language chosen in the app ("en" | "zh_CN").
inline constexpr const char *kLanguageSetting = "ui/language";

} // namespace rigplan
