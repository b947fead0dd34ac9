// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// rigplan-cli's text and JSON for quotes: the summary of a frozen quote and what a re-price
// changed (docs/file-formats.md "Quote file"). The JSON is a contract: money in minor units with its
// currency, keys added, never renamed.

#include "quote/Freeze.h"
#include "quote/Quote.h"

#include <QJsonObject>
#include <QString>

namespace rigplan {

// "Q-2026-0001, mainstream tier: 9 lines; net 12,345.00 CNY, VAT 13 % 1,604.85 CNY, gross …"
QString frozenSummaryText(const Quote &quote);
QJsonObject frozenSummaryJson(const Quote &quote);

// One line per changed, added or removed line, then the totals before and after.
QString repriceToText(const RepriceResult &result);
QJsonObject repriceToJson(const RepriceResult &result);

} // namespace rigplan
