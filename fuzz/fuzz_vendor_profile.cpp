// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness: a vendor profile (loadVendorProfile, rigplan.vendor/1), its logo files
// looked up in an empty scratch folder. A refusal is BadInput with a message; a file the strict
// JSON pre-check refuses is never accepted; a profile that loads must save and load back equal.

#include "FuzzSupport.h"

#include "quote/Vendor.h"
#include "util/JsonText.h"

using namespace rigplan;

namespace {
QTemporaryDir *g_scratch = nullptr;
} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::quietQt();
    g_scratch = fuzz::makeScratchDir();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input = fuzz::bytes(data, size);
    const Result<VendorProfile> read = loadVendorProfile(input, QStringLiteral("fuzz-vendor.json"), g_scratch->path());
    if (!read) {
        for (const Diagnostic &d : read.diagnostics()) {
            if (d.kind != Diagnostic::Kind::BadInput || d.message.isEmpty()) {
                fuzz::invariantBroken("loadVendorProfile refused a profile without a BadInput reason");
            }
        }
        (void)diagnosticTexts(read.diagnostics());
        return 0;
    }
    if (!checkStrictJson(input, QStringLiteral("fuzz-vendor.json"))) {
        fuzz::invariantBroken("loadVendorProfile accepted a file the strict JSON check refuses");
    }
    const Result<VendorProfile> again = loadVendorProfile(saveVendorProfile(*read), QStringLiteral("saved-vendor.json"));
    if (!again || !(*again == *read)) {
        fuzz::invariantBroken("loadVendorProfile(saveVendorProfile(v)) != v");
    }
    return 0;
}
