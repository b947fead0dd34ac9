// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// rigplan-cli's argument parsing, apart from main.cpp so that it can be tested and fuzzed
// without a catalog: everything about the arguments is checked here (the command, the number
// of operands, --format, --gpus, --page-size, the catalog kinds), nothing that needs the
// catalog or a file. Qt Core only.

#include "plan/Pins.h"
#include "util/Diagnostic.h"

#include <QString>
#include <QStringList>

namespace rigplan::cli {

struct Request {
    enum class Command {
        Usage,   // no command: the usage on stderr, exit 2
        Help,
        Version,
        Models,
        CatalogList,
        CatalogImport,
        CatalogExport,
        Estimate,
        Plan,
        Report,
        Validate,
        QuoteFreeze,  // quote freeze WORKLOAD_OR_QUOTE --tier T -o QUOTE.rigplan.json
        QuoteReprice, // quote reprice QUOTE -o NEW
        QuoteNumber,  // quote number [--vendor V] [--count N]
        Compare, // compare FILE… : scenarios side by side
        Budget,  // budget WORKLOAD.json [-o FILE.csv]: the budget over the years as CSV
        Kit,     // kit WORKLOAD_OR_QUOTE --tier T -o DIR: the acceptance kit of a tier
        CompleteGpus, // complete gpus: the GPU ids for the shell completions (not in --help)
    };
    Command command = Command::Usage;
    QString catalogPath; // --catalog; empty: $RIGPLAN_CATALOG or the default
    bool json = false;   // --format json
    bool explain = false;
    bool batch = false;  // estimate / plan --batch: JSON Lines in (input, "-" by default), one answer per line out
    QString input;       // WORKLOAD.json, the quote or FILE.csv; "-" = standard input
    QString kind;        // catalog list / export KIND
    QString output;      // report -o, catalog export FILE.csv; "-" = standard output
    QString gpuId;       // estimate --gpu
    int gpuCount = 1;    // estimate --gpus, 1 to 1024
    double hostBandwidthGbps = 0; // estimate --host-bandwidth: peak GB/s of host memory (0: the estimator's default)
    QString language;    // report --lang as given (empty: en); checked against the translations by the caller
    QString pageSize = QStringLiteral("A4"); // report --page-size: A4 or Letter
    bool pageSizeGiven = false; // --page-size was given (else the vendor profile's paper, else A4)
    QString edition = QStringLiteral("client"); // report --edition: client or internal
    QString vendorPath;  // report / quote freeze / quote number --vendor VENDOR.json
    QString tier;        // quote freeze --tier: entry, mainstream or high
    QString discountPercent; // quote freeze --discount PERCENT (checked: 0..100, two decimals)
    QString tax;         // quote freeze --tax NAME:RATE_PERCENT, or a tax id of the shipped table
    QStringList services; // quote freeze --service SERVICE_ID, in order
    int count = 1;       // quote number --count, 1 to 100000
    QString preparedBy;  // report --prepared-by
    QString dir;         // validate --dir; empty: the validation set compiled into rigplan-cli
    bool bySource = false; // validate --by source
    QStringList inputs;  // compare: the workload or quote files, in order
    std::vector<PartPin> pins; // plan --pin KIND=ID[:COUNT], in order
};

// `arguments` as QCoreApplication::arguments() gives them (the program first). A wrong
// argument or option is a BadInput diagnostic whose message says which and what was expected.
Result<Request> parseArguments(const QStringList &arguments);

// The text of --help.
const char *usageText();

} // namespace rigplan::cli
