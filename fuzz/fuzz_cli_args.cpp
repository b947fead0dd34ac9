// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness: rigplan-cli's argument parsing (app/cli/CliArgs). The input is the
// argument list, one argument per line (after the program name). Parsing must either give a
// request whose fields the commands can use without further checks, or refuse with a
// BadInput diagnostic that says why; it never touches a catalog or a file.

#include "FuzzSupport.h"

#include "CliArgs.h"

#include "catalog/Schema.h"
#include "quote/Commercial.h"

using namespace rigplan;
using cli::Request;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    fuzz::quietQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    QStringList arguments{QStringLiteral("rigplan-cli")};
    const QString text = QString::fromUtf8(fuzz::bytes(data, size));
    if (!text.isEmpty()) {
        arguments << text.split(QLatin1Char('\n'));
    }
    const Result<Request> parsed = cli::parseArguments(arguments);
    if (!parsed) {
        const Diagnostic &d = parsed.diagnostic();
        if (d.kind != Diagnostic::Kind::BadInput || d.message.isEmpty()) {
            fuzz::invariantBroken("a refused argument list is not a BadInput with a message");
        }
        (void)d.text();
        return 0;
    }
    const Request &r = *parsed;
    switch (r.command) {
    case Request::Command::Plan:
    case Request::Command::Estimate:
    case Request::Command::CatalogImport:
        if (r.input.isNull()) {
            fuzz::invariantBroken("a command that reads a file has no file");
        }
        break;
    case Request::Command::Report:
        if (r.output.isEmpty() || (r.pageSize != QLatin1String("A4") && r.pageSize != QLatin1String("Letter"))) {
            fuzz::invariantBroken("a report request without an output or with a bad page size");
        }
        break;
    case Request::Command::QuoteFreeze:
        if (r.input.isNull() || r.output.isEmpty() || r.output == QLatin1String("-")
            || (r.tier != QLatin1String("entry") && r.tier != QLatin1String("mainstream") && r.tier != QLatin1String("high"))
            || (!r.discountPercent.isEmpty() && !parsePercent(r.discountPercent))) {
            fuzz::invariantBroken("a quote freeze request without a file, an output or a tier, or with a bad discount");
        }
        break;
    case Request::Command::QuoteReprice:
        if (r.input.isNull() || r.output.isEmpty() || r.output == QLatin1String("-")) {
            fuzz::invariantBroken("a quote reprice request without a file or an output");
        }
        break;
    case Request::Command::QuoteNumber:
        if (r.count < 1 || r.count > 100000) {
            fuzz::invariantBroken("a quote number request with a count out of range");
        }
        break;
    case Request::Command::CatalogList:
    case Request::Command::CatalogExport:
        if (!findTable(r.kind)) {
            fuzz::invariantBroken("a catalog request with an unknown kind");
        }
        break;
    default:
        break;
    }
    if (r.command == Request::Command::Estimate && (r.gpuCount < 1 || r.gpuCount > 1024)) {
        fuzz::invariantBroken("--gpus outside 1..1024 accepted");
    }
    return 0;
}
