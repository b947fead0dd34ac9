// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness: the quote-number file (readQuoteSequenceScopes, rigplan.quote-sequence/1).
// The file is the program's own, so a refusal is an Environment diagnostic with a message
// (never BadInput, never a silent restart at 1); a file the strict JSON pre-check refuses is
// never accepted.

#include "FuzzSupport.h"

#include "quote/Vendor.h"
#include "util/JsonText.h"

using namespace rigplan;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::quietQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input = fuzz::bytes(data, size);
    const Result<QJsonObject> scopes = readQuoteSequenceScopes(input, QStringLiteral("fuzz-sequence.json"));
    if (!scopes) {
        if (scopes.diagnostic().kind != Diagnostic::Kind::Environment || scopes.diagnostic().message.isEmpty()) {
            fuzz::invariantBroken("readQuoteSequenceScopes refused a file without an Environment reason");
        }
        return 0;
    }
    if (!checkStrictJson(input, QStringLiteral("fuzz-sequence.json"))) {
        fuzz::invariantBroken("readQuoteSequenceScopes accepted a file the strict JSON check refuses");
    }
    for (auto it = scopes->begin(); it != scopes->end(); ++it) {
        (void)it.value().toDouble(0); // what next() reads of each counter
    }
    return 0;
}
