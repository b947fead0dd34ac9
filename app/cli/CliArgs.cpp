// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliArgs.h"

#include "catalog/Schema.h"

#include <QCommandLineParser>
#include <QRegularExpression>

#include <algorithm>
#include <optional>
#include <string>

namespace rigplan::cli {

namespace {

// The commands, one row each: the synopsis (one line, so help2man keeps it whole as the
// man page's item) and what it does. --help prints them under "Commands:", its description
// wrapped at kHelpWidth and indented; rigplan-cli(1) is made from that --help (help2man,
// packaging/CMakeLists.txt) and tests/cli/tst_manpage checks the page has every row whole.
struct CommandHelp {
    const char *synopsis;
    const char *description;
};

constexpr CommandHelp kCommands[] = {
    {"plan WORKLOAD.json [--format table|json] [--explain] [--pin KIND=ID[:COUNT]]...",
     "entry / mainstream / high-performance builds for the workload; exit 1 when no build satisfies it (the output says what would); --pin keeps the search to a part (repeat for more)"},
    {"estimate WORKLOAD.json --gpu GPU_ID [--gpus N] [--host-bandwidth GBPS] [--format table|json] [--explain]",
     "memory, speed and host needs of every job on N GPUs of one model; --host-bandwidth: the host memory's peak GB/s that experts kept in host memory are read at (channels x MT/s x 8 / 1000; default 153.6, 4 channels of DDR5-4800)"},
    {"plan --batch [FILE.jsonl] [--explain]",
     "many workloads in one process: JSON Lines in (default: standard input), each line {\"id\": ..., \"workload\": {...}}; one JSON answer per line out, in order, each with its line, id and exit code, or the line's errors; exit: the highest of the lines' codes"},
    {"estimate --batch [FILE.jsonl] [--gpu GPU_ID] [--gpus N] [--host-bandwidth GBPS] [--explain]",
     "as plan --batch, each line {\"id\": ..., \"gpu\": GPU_ID, \"gpus\": N, \"workload\": {...}}; a line without gpu or gpus takes --gpu and --gpus"},
    {"report WORKLOAD.json -o QUOTE.pdf [--lang LANG] [--page-size SIZE] [--prepared-by NAME] [--edition client|internal] [--vendor VENDOR.json]",
     "the PDF report of the plan (WORKLOAD.json may also be a quote file; a frozen quote prints its frozen lines and totals; -o - writes the PDF to standard output); client edition (default): what the customer gets; internal: method, formulas, sources, costs and margins; exit 1 when no build satisfies the workload (the report says so)"},
    {"quote freeze WORKLOAD_OR_QUOTE --tier TIER -o QUOTE.rigplan.json [--vendor VENDOR.json] [--discount PERCENT] [--tax NAME:RATE_PERCENT] [--service SERVICE_ID]...",
     "choose a tier and freeze its lines (parts and services, prices, exchange rates) into a quote file that reprints the same whatever the catalog does later; a quote without a number gets the next one"},
    {"quote reprice QUOTE -o NEW.rigplan.json [--format table|json]",
     "freeze the quote's tier again at today's catalog prices and print what changed, line by line"},
    {"quote number [--vendor VENDOR.json] [--count N]",
     "take the next quote number(s) of the vendor's pattern (default Q-{yyyy}-{seq:4}) from the persistent sequence"},
    {"kit WORKLOAD_OR_QUOTE --tier TIER -o DIR [--lang LANG]",
     "the acceptance kit of a tier: how to launch each job as the plan sized it (serve-N.sh, ds_config-N.json, lora-N.json, trtllm-N.yaml), accept.sh that benchmarks the delivered machine and prints PASS / FAIL per threshold, rigplan_probe.py that measures a training run, and a README saying where each value comes from; a frozen quote writes the kit frozen with it (its tier only); exit 1 when no build satisfies the workload"},
    {"compare FILE... [--format table|json]",
     "scenarios side by side: the tiers of every workload (or quote file: its workload and its scenarios) in one table; exit 1 when a scenario has no build"},
    {"budget WORKLOAD.json [-o FILE.csv]",
     "the budget over the years of every tier (purchase, upgrades, energy, support, depreciation, rental equivalent) as CSV; -o - or no -o writes it to standard output"},
    {"validate [--dir DIR] [--by source] [--format table|json]",
     "the engine against published measured runs (peak memory, KV capacity, throughput, TTFT, inter-token latency): published vs computed, error and tolerance per row, each row fitted or not, the median error by kind on the rows no constant was fitted on (--by source: by source too); exit 1 when an unfitted row is outside its tolerance"},
    {"models [--format table|json]",
     "the model architectures in the catalog, with parameter counts"},
    {"catalog list KIND [--format table|json]",
     "KIND: gpus cpus memory storage psus platforms nics coolers bridges services models gpu_architectures framework_support format_support prices currency_rates cloud_offers"},
    {"catalog import FILE.csv",
     "add or change parts, prices or rates; all-or-nothing"},
    {"catalog export KIND FILE.csv",
     "write the catalog rows of KIND (with the user's changes); FILE.csv - writes them to standard output"},
};

constexpr int kHelpIndent = 22;
constexpr int kHelpWidth = 92;

// The rest of --help, around the commands. Also the source of the man page: a "Heading:" line
// starts a section (Options, Environment, Files are the man page's own), an item is a term
// and its text two or more spaces apart, with the text's further lines indented.
const char *kUsageHead = R"(Usage: rigplan-cli [options] COMMAND [arguments]

Sizes GPU workstations for large-language-model work.

)";

const char *kUsageTail = R"(Inputs:
  -                   a file named - is standard input (WORKLOAD.json, the quote, FILE.csv
                      of an import)
  limits              input files are read up to 64 MiB; free text (titles, names, notes)
                      up to 10000 characters

Exit codes:
  0                   done
  1                   no build satisfies the workload (plan, estimate, report); a row
                      is outside its tolerance (validate)
  2                   the input you gave is wrong (workload, CSV, arguments)
  3                   the environment failed (catalog, disk, permissions, an unwritable
                      output, standard output or error that cannot be written)

Options:
  --catalog PATH      the catalog database (default: $RIGPLAN_CATALOG, else
                      ~/.local/share/RigPlan/catalog.sqlite)
  --format FORMAT     table (default) or json
  --explain           show every figure's formula with the numbers substituted
  --batch             plan, estimate: JSON Lines in, one answer per line out
  --pin KIND=ID[:COUNT]
                      plan: build only with this catalog part (KIND: gpu, cpu,
                      platform, memory, storage, psu, nic, cooler; COUNT: exactly
                      that many GPUs); pins of one kind allow any of them
  -o, --output FILE   report: the PDF to write; budget: the CSV (replaced atomically;
                      - for standard output)
  --lang LANG         report: en (default) or zh_CN
  --page-size SIZE    report: A4 (default) or Letter
  --prepared-by NAME  report: the name on the cover (default: the quote's)
  --edition EDITION   report: client (default) or internal
  --vendor FILE       report, quote freeze, quote number: the vendor profile
                      (rigplan.vendor/1 JSON)
  --tier TIER         quote freeze, kit: entry, mainstream or high
  --discount PERCENT  quote freeze: a quote-level discount, 0 to 100 (two decimals)
  --tax TAX           quote freeze: NAME:RATE_PERCENT ("VAT:13"), or a tax id of the
                      shipped table (cn-vat, de-vat, ..., none)
  --service ID        quote freeze: add a catalog service (repeat for more)
  --count N           quote number: how many numbers to take (1 to 100000)
  --dir DIR           validate: the folder of validation CSV files (default: the set
                      shipped in rigplan-cli, tests/data/validation in the sources)
  --by source         validate: the summary by source as well as by kind
  -h, --help          show this help
  -v, --version       show the version

Environment:
  RIGPLAN_CATALOG     the catalog database when --catalog is not given
  RIGPLAN_QUOTE_SEQUENCE
                      the quote-number sequence file (default:
                      ~/.local/share/RigPlan/quote-sequence.json)

Files:
  ~/.local/share/RigPlan/catalog.sqlite
                      the catalog: the shipped parts and prices, and the user's changes
)";


void addOptions(QCommandLineParser &parser)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOptions({
        {{QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Show help.")},
        {{QStringLiteral("v"), QStringLiteral("version")}, QStringLiteral("Show the version.")},
        {QStringLiteral("catalog"), QStringLiteral("Catalog database."), QStringLiteral("PATH")},
        {QStringLiteral("format"), QStringLiteral("table or json."), QStringLiteral("FORMAT"), QStringLiteral("table")},
        {QStringLiteral("gpu"), QStringLiteral("GPU id."), QStringLiteral("GPU_ID")},
        {QStringLiteral("gpus"), QStringLiteral("GPU count."), QStringLiteral("N"), QStringLiteral("1")},
        {QStringLiteral("host-bandwidth"), QStringLiteral("Host memory peak GB/s."), QStringLiteral("GBPS")},
        {QStringLiteral("explain"), QStringLiteral("Show formulas with numbers.")},
        {QStringLiteral("batch"), QStringLiteral("JSON Lines in, one answer per line out.")},
        {{QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("Report PDF to write."), QStringLiteral("FILE")},
        {QStringLiteral("lang"), QStringLiteral("Report language."), QStringLiteral("LANG")},
        {QStringLiteral("page-size"), QStringLiteral("Report page size."), QStringLiteral("SIZE")},
        {QStringLiteral("prepared-by"), QStringLiteral("Name on the report's cover."), QStringLiteral("NAME")},
        {QStringLiteral("dir"), QStringLiteral("Folder of validation CSV files."), QStringLiteral("DIR")},
        {QStringLiteral("by"), QStringLiteral("Validation summary grouping."), QStringLiteral("GROUP")},
        {QStringLiteral("edition"), QStringLiteral("Report edition."), QStringLiteral("EDITION")},
        {QStringLiteral("vendor"), QStringLiteral("Vendor profile."), QStringLiteral("FILE")},
        {QStringLiteral("tier"), QStringLiteral("Tier to freeze."), QStringLiteral("TIER")},
        {QStringLiteral("discount"), QStringLiteral("Quote discount in percent."), QStringLiteral("PERCENT")},
        {QStringLiteral("tax"), QStringLiteral("Tax name and rate."), QStringLiteral("TAX")},
        {QStringLiteral("service"), QStringLiteral("Catalog service to add."), QStringLiteral("ID")},
        {QStringLiteral("count"), QStringLiteral("How many quote numbers."), QStringLiteral("N"), QStringLiteral("1")},
        {QStringLiteral("pin"), QStringLiteral("A part the plan must use."), QStringLiteral("KIND=ID[:COUNT]")},
    });
    parser.addPositionalArgument(QStringLiteral("command"), QStringLiteral("The command to run."));
}

Diagnostic usage(const QString &message)
{
    return Diagnostic::badInput(QString(), message);
}

QString kindsText()
{
    return partKinds().join(QLatin1Char(' '));
}

// quote freeze | reprice | number: every check that needs no file or catalog.
Result<Request> parseQuoteCommand(const QCommandLineParser &parser, const QStringList &args)
{
    if (args.size() < 2) {
        return usage(QStringLiteral("quote: expected freeze, reprice or number (see --help)"));
    }
    Request r;
    r.json = parser.value(QStringLiteral("format")) == QLatin1String("json");
    r.catalogPath = parser.value(QStringLiteral("catalog"));
    if (parser.isSet(QStringLiteral("vendor")) && parser.value(QStringLiteral("vendor")).isEmpty()) {
        return usage(QStringLiteral("--vendor: expected a vendor profile file, got nothing"));
    }
    r.vendorPath = parser.value(QStringLiteral("vendor"));
    const QString verb = args.at(1);
    const auto needOutput = [&](const QString &what) -> std::optional<Diagnostic> {
        if (!parser.isSet(QStringLiteral("output")) || parser.value(QStringLiteral("output")).isEmpty()) {
            return usage(QStringLiteral("%1: -o QUOTE.rigplan.json is required").arg(what));
        }
        r.output = parser.value(QStringLiteral("output"));
        if (r.output == QLatin1String("-")) {
            return usage(QStringLiteral("%1: -o must name a file (a quote is saved atomically)").arg(what));
        }
        return std::nullopt;
    };
    if (verb == QLatin1String("freeze")) {
        if (args.size() != 3) {
            return usage(QStringLiteral("quote freeze: expected one WORKLOAD_OR_QUOTE file"));
        }
        const QString tier = parser.value(QStringLiteral("tier"));
        if (tier != QLatin1String("entry") && tier != QLatin1String("mainstream") && tier != QLatin1String("high")) {
            return usage(parser.isSet(QStringLiteral("tier"))
                             ? QStringLiteral("--tier: expected entry, mainstream or high, got \"%1\"").arg(tier)
                             : QStringLiteral("quote freeze: --tier entry|mainstream|high is required"));
        }
        if (const auto missing = needOutput(QStringLiteral("quote freeze"))) {
            return *missing;
        }
        if (parser.isSet(QStringLiteral("discount"))) {
            QString percent = parser.value(QStringLiteral("discount")).trimmed();
            if (percent.endsWith(QLatin1Char('%'))) {
                percent.chop(1);
            }
            static const QRegularExpression pattern(QStringLiteral("^[0-9]{1,3}(\\.[0-9]{1,2})?$"));
            if (!pattern.match(percent).hasMatch() || percent.toDouble() > 100) {
                return usage(QStringLiteral("--discount: expected a percentage from 0 to 100 with at most two decimals, got \"%1\"")
                                 .arg(parser.value(QStringLiteral("discount"))));
            }
            r.discountPercent = percent;
        }
        if (parser.isSet(QStringLiteral("tax"))) {
            const QString tax = parser.value(QStringLiteral("tax"));
            static const QRegularExpression named(QStringLiteral("^(.{1,100}):([0-9]{1,3}(\\.[0-9]{1,2})?)%?$"));
            static const QRegularExpression id(QStringLiteral("^[a-z0-9.-]{1,64}$"));
            const QRegularExpressionMatch m = named.match(tax);
            if (m.hasMatch() ? m.captured(2).toDouble() > 100 : !id.match(tax).hasMatch()) {
                return usage(QStringLiteral("--tax: expected NAME:RATE_PERCENT (\"VAT:13\") or a tax id such as cn-vat, got \"%1\"").arg(tax));
            }
            r.tax = tax;
        }
        for (const QString &service : parser.values(QStringLiteral("service"))) {
            static const QRegularExpression id(QStringLiteral("^[a-z0-9.-]{1,200}$"));
            if (!id.match(service).hasMatch()) {
                return usage(QStringLiteral("--service: expected a service id of lower-case letters, digits, '.' and '-', got \"%1\"").arg(service));
            }
            if (!r.services.contains(service)) {
                r.services.append(service);
            }
        }
        r.command = Request::Command::QuoteFreeze;
        r.input = args.at(2);
        r.tier = tier;
        return r;
    }
    if (verb == QLatin1String("reprice")) {
        if (args.size() != 3) {
            return usage(QStringLiteral("quote reprice: expected one QUOTE file"));
        }
        if (const auto missing = needOutput(QStringLiteral("quote reprice"))) {
            return *missing;
        }
        r.command = Request::Command::QuoteReprice;
        r.input = args.at(2);
        return r;
    }
    if (verb == QLatin1String("number")) {
        if (args.size() != 2) {
            return usage(QStringLiteral("quote number: takes no arguments"));
        }
        bool ok = false;
        const int count = parser.value(QStringLiteral("count")).toInt(&ok);
        if (!ok || count < 1 || count > 100000) {
            return usage(QStringLiteral("--count: expected a whole number from 1 to 100000, got \"%1\"").arg(parser.value(QStringLiteral("count"))));
        }
        r.command = Request::Command::QuoteNumber;
        r.count = count;
        return r;
    }
    return usage(QStringLiteral("quote: unknown command \"%1\" (expected freeze, reprice or number)").arg(verb));
}

// `text` as --help's indented description lines, words wrapped at kHelpWidth columns.
std::string wrappedHelp(const char *text)
{
    std::string out;
    std::string line(kHelpIndent, ' ');
    std::size_t lineWords = 0;
    const std::string words = text;
    std::size_t at = 0;
    while (at < words.size()) {
        const std::size_t end = std::min(words.find(' ', at), words.size());
        const std::string word = words.substr(at, end - at);
        at = end + 1;
        if (lineWords > 0 && line.size() + 1 + word.size() > std::size_t(kHelpWidth)) {
            out += line + '\n';
            line.assign(kHelpIndent, ' ');
            lineWords = 0;
        }
        line += (lineWords++ > 0 ? " " : "") + word;
    }
    return out + line + '\n';
}

} // namespace

const char *usageText()
{
    static const std::string text = [] {
        std::string out = kUsageHead;
        out += "Commands:\n";
        for (const CommandHelp &command : kCommands) {
            out += std::string("  ") + command.synopsis + '\n' + wrappedHelp(command.description);
        }
        return out + '\n' + kUsageTail;
    }();
    return text.c_str();
}

Result<Request> parseArguments(const QStringList &arguments)
{
    QCommandLineParser parser;
    addOptions(parser);
    if (!parser.parse(arguments)) {
        return usage(parser.errorText() + QStringLiteral(" (see --help)"));
    }
    Request r;
    if (parser.isSet(QStringLiteral("help"))) {
        r.command = Request::Command::Help;
        return r;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        r.command = Request::Command::Version;
        return r;
    }
    const QString format = parser.value(QStringLiteral("format"));
    if (format != QLatin1String("table") && format != QLatin1String("json")) {
        return usage(QStringLiteral("--format: expected table or json, got \"%1\"").arg(format));
    }
    r.json = format == QLatin1String("json");
    r.explain = parser.isSet(QStringLiteral("explain"));
    r.catalogPath = parser.value(QStringLiteral("catalog"));
    const QStringList args = parser.positionalArguments();
    if (args.isEmpty()) {
        r.command = Request::Command::Usage;
        return r;
    }
    const QString command = args.first();
    if (command == QLatin1String("models")) {
        if (args.size() != 1) {
            return usage(QStringLiteral("models: takes no arguments"));
        }
        r.command = Request::Command::Models;
        return r;
    }
    r.batch = parser.isSet(QStringLiteral("batch"));
    if (r.batch && command != QLatin1String("plan") && command != QLatin1String("estimate")) {
        return usage(QStringLiteral("--batch: only plan and estimate read batches, not %1").arg(command));
    }
    if (r.batch && parser.isSet(QStringLiteral("format")) && !r.json) {
        return usage(QStringLiteral("--batch writes JSON Lines; --format table cannot be used with it"));
    }
    if (parser.isSet(QStringLiteral("pin")) && command != QLatin1String("plan")) {
        return usage(QStringLiteral("--pin: only plan takes pinned parts, not %1").arg(command));
    }
    if (command == QLatin1String("plan")) {
        if (args.size() != 2 && !(r.batch && args.size() == 1)) {
            return usage(r.batch ? QStringLiteral("plan --batch: expected at most one FILE.jsonl") : QStringLiteral("plan: expected one WORKLOAD.json"));
        }
        for (const QString &text : parser.values(QStringLiteral("pin"))) {
            const auto pin = parsePin(text);
            if (!pin) {
                return usage(QStringLiteral("--%1").arg(pin.diagnostic().message));
            }
            r.pins.push_back(*pin);
        }
        r.command = Request::Command::Plan;
        r.input = args.value(1, QStringLiteral("-"));
        return r;
    }
    if (command == QLatin1String("estimate")) {
        if (args.size() != 2 && !(r.batch && args.size() == 1)) {
            return usage(r.batch ? QStringLiteral("estimate --batch: expected at most one FILE.jsonl") : QStringLiteral("estimate: expected one WORKLOAD.json"));
        }
        if (!r.batch && !parser.isSet(QStringLiteral("gpu"))) {
            return usage(QStringLiteral("estimate: --gpu GPU_ID is required (see catalog list gpus)"));
        }
        bool countOk = false;
        const int count = parser.value(QStringLiteral("gpus")).toInt(&countOk);
        if (!countOk || count < 1 || count > 1024) {
            return usage(QStringLiteral("--gpus: expected a whole number from 1 to 1024, got \"%1\"")
                             .arg(parser.value(QStringLiteral("gpus"))));
        }
        if (parser.isSet(QStringLiteral("host-bandwidth"))) {
            bool bandwidthOk = false;
            const double gbps = parser.value(QStringLiteral("host-bandwidth")).toDouble(&bandwidthOk);
            if (!bandwidthOk || !(gbps >= 1 && gbps <= 100000)) {
                return usage(QStringLiteral("--host-bandwidth: expected the host memory's peak GB/s from 1 to 100000 "
                                            "(8 channels of DDR5-4800: 307.2), got \"%1\"")
                                 .arg(parser.value(QStringLiteral("host-bandwidth"))));
            }
            r.hostBandwidthGbps = gbps;
        }
        r.command = Request::Command::Estimate;
        r.input = args.value(1, QStringLiteral("-"));
        r.gpuId = parser.value(QStringLiteral("gpu"));
        r.gpuCount = count;
        return r;
    }
    if (command == QLatin1String("compare")) {
        if (args.size() < 2) {
            return usage(QStringLiteral("compare: expected one or more workload or quote files"));
        }
        r.command = Request::Command::Compare;
        r.inputs = args.mid(1);
        if (r.inputs.count(QStringLiteral("-")) > 1) {
            return usage(QStringLiteral("compare: standard input (-) can be read once"));
        }
        return r;
    }
    if (command == QLatin1String("kit")) {
        if (args.size() != 2) {
            return usage(QStringLiteral("kit: expected one WORKLOAD.json (or quote file)"));
        }
        const QString tier = parser.value(QStringLiteral("tier"));
        if (tier != QLatin1String("entry") && tier != QLatin1String("mainstream") && tier != QLatin1String("high")) {
            return usage(parser.isSet(QStringLiteral("tier"))
                             ? QStringLiteral("--tier: expected entry, mainstream or high, got \"%1\"").arg(tier)
                             : QStringLiteral("kit: --tier entry|mainstream|high is required"));
        }
        r.output = parser.value(QStringLiteral("output"));
        if (r.output.isEmpty() || r.output == QLatin1String("-")) {
            return usage(QStringLiteral("kit: -o DIR is required (the folder the kit's files are written to)"));
        }
        r.command = Request::Command::Kit;
        r.input = args.at(1);
        r.tier = tier;
        r.language = parser.isSet(QStringLiteral("lang")) ? parser.value(QStringLiteral("lang")) : QStringLiteral("en");
        return r;
    }
    if (command == QLatin1String("budget")) {
        if (args.size() != 2) {
            return usage(QStringLiteral("budget: expected one WORKLOAD.json (or quote file)"));
        }
        r.command = Request::Command::Budget;
        r.input = args.at(1);
        r.output = parser.isSet(QStringLiteral("output")) ? parser.value(QStringLiteral("output")) : QStringLiteral("-");
        if (r.output.isEmpty()) {
            return usage(QStringLiteral("-o: expected a file name (- for standard output)"));
        }
        return r;
    }
    if (command == QLatin1String("validate")) {
        if (args.size() != 1) {
            return usage(QStringLiteral("validate: takes no arguments (--dir DIR names another validation set)"));
        }
        if (parser.isSet(QStringLiteral("dir")) && parser.value(QStringLiteral("dir")).isEmpty()) {
            return usage(QStringLiteral("--dir: expected a folder, got nothing"));
        }
        r.command = Request::Command::Validate;
        r.dir = parser.value(QStringLiteral("dir"));
        if (parser.isSet(QStringLiteral("by"))) {
            if (parser.value(QStringLiteral("by")) != QLatin1String("source")) {
                return usage(QStringLiteral("--by: expected source, got \"%1\"").arg(parser.value(QStringLiteral("by"))));
            }
            r.bySource = true;
        }
        return r;
    }
    if (command == QLatin1String("report")) {
        if (args.size() != 2) {
            return usage(QStringLiteral("report: expected one WORKLOAD.json (or quote file) and -o QUOTE.pdf"));
        }
        if (!parser.isSet(QStringLiteral("output")) || parser.value(QStringLiteral("output")).isEmpty()) {
            return usage(QStringLiteral("report: -o QUOTE.pdf is required (-o - writes it to standard output)"));
        }
        // As reportPageSizeFromName(): either case, given back as A4 or Letter.
        const QString pageSize = parser.isSet(QStringLiteral("page-size")) ? parser.value(QStringLiteral("page-size")) : QStringLiteral("A4");
        if (pageSize.compare(QLatin1String("A4"), Qt::CaseInsensitive) == 0) {
            r.pageSize = QStringLiteral("A4");
        } else if (pageSize.compare(QLatin1String("Letter"), Qt::CaseInsensitive) == 0) {
            r.pageSize = QStringLiteral("Letter");
        } else {
            return usage(QStringLiteral("--page-size: expected A4 or Letter, got \"%1\"").arg(pageSize));
        }
        r.pageSizeGiven = parser.isSet(QStringLiteral("page-size"));
        const QString edition = parser.isSet(QStringLiteral("edition")) ? parser.value(QStringLiteral("edition")) : QStringLiteral("client");
        if (edition != QLatin1String("client") && edition != QLatin1String("internal")) {
            return usage(QStringLiteral("--edition: expected client or internal, got \"%1\"").arg(edition));
        }
        r.edition = edition;
        if (parser.isSet(QStringLiteral("vendor")) && parser.value(QStringLiteral("vendor")).isEmpty()) {
            return usage(QStringLiteral("--vendor: expected a vendor profile file, got nothing"));
        }
        r.vendorPath = parser.value(QStringLiteral("vendor"));
        r.command = Request::Command::Report;
        r.input = args.at(1);
        r.output = parser.value(QStringLiteral("output"));
        r.language = parser.isSet(QStringLiteral("lang")) ? parser.value(QStringLiteral("lang")) : QStringLiteral("en");
        r.preparedBy = parser.value(QStringLiteral("prepared-by"));
        return r;
    }
    if (command == QLatin1String("quote")) {
        return parseQuoteCommand(parser, args);
    }
    // Not in --help: what the shell completions ask for the GPU ids (packaging/completions).
    if (command == QLatin1String("complete")) {
        if (args.size() != 2 || args.at(1) != QLatin1String("gpus")) {
            return usage(QStringLiteral("complete: expected gpus"));
        }
        r.command = Request::Command::CompleteGpus;
        return r;
    }
    if (command == QLatin1String("catalog")) {
        if (args.size() < 2) {
            return usage(QStringLiteral("catalog: expected list, import or export (see --help)"));
        }
        const QString verb = args.at(1);
        if (verb == QLatin1String("list")) {
            if (args.size() != 3) {
                return usage(QStringLiteral("catalog list: expected one KIND (%1)").arg(kindsText()));
            }
            if (!findTable(args.at(2))) {
                return usage(QStringLiteral("catalog list: unknown kind \"%1\" (expected one of: %2)").arg(args.at(2), kindsText()));
            }
            r.command = Request::Command::CatalogList;
            r.kind = args.at(2);
            return r;
        }
        if (verb == QLatin1String("import")) {
            if (args.size() != 3) {
                return usage(QStringLiteral("catalog import: expected one FILE.csv"));
            }
            r.command = Request::Command::CatalogImport;
            r.input = args.at(2);
            return r;
        }
        if (verb == QLatin1String("export")) {
            if (args.size() != 4) {
                return usage(QStringLiteral("catalog export: expected KIND FILE.csv"));
            }
            if (!findTable(args.at(2))) {
                return usage(QStringLiteral("catalog export: unknown kind \"%1\" (expected one of: %2)").arg(args.at(2), kindsText()));
            }
            r.command = Request::Command::CatalogExport;
            r.kind = args.at(2);
            r.output = args.at(3);
            return r;
        }
        return usage(QStringLiteral("catalog: unknown command \"%1\" (expected list, import or export)").arg(verb));
    }
    return usage(QStringLiteral("unknown command \"%1\" (see --help)").arg(command));
}

} // namespace rigplan::cli
