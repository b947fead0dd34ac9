// rigplan-cli: the headless user of rigplan_core. Parses arguments, calls the core, prints.
// Exit codes (architecture doc): 0 done; 1 done but no build satisfies the workload;
// 2 bad input (the message names the file, line/field and reason); 3 internal or I/O error.

#include "catalog/Catalog.h"
#include "catalog/CatalogFormat.h"
#include "model/ModelCsv.h"
#include "model/ModelFormat.h"
#include "Language.h"
#include "plan/Outcome.h"
#include "plan/PlanFormat.h"
#include "quote/Quote.h"
#include "report/Report.h"
#include "util/AtomicFile.h"
#include "workload/WorkloadJson.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QTextStream>

#include <cstdio>
#include <memory>

using namespace rigplan;

namespace {

enum Exit { kDone = 0, kNoBuild = 1, kBadInput = 2, kError = 3 };

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}

int failWith(int code, const QString &message)
{
    err() << "rigplan-cli: " << message << Qt::endl;
    return code;
}

const char *kUsage = R"(Usage: rigplan-cli [options] COMMAND [arguments]

Sizes GPU workstations for large-language-model work.

Commands:
  plan WORKLOAD.json [--format table|json] [--explain]
                      entry / mainstream / high-performance builds for the workload;
                      exit 1 when no build satisfies it (the output says what would)
  estimate WORKLOAD.json --gpu GPU_ID [--gpus N] [--format table|json] [--explain]
                      memory, speed and host needs of every job on N GPUs of one model
  report WORKLOAD.json -o QUOTE.pdf [--lang en|zh_CN] [--page-size A4|Letter]
                      [--prepared-by NAME]
                      the PDF configuration report of the plan (WORKLOAD.json may also be
                      a quote file); exit 1 when no build satisfies the workload (the
                      report is still written and says so)
  models [--format table|json]
                      the model architectures in the catalog, with parameter counts
  catalog list KIND [--format table|json]
                      KIND: gpus cpus memory storage psus platforms models prices currency_rates
  catalog import FILE.csv
                      add or change parts, prices or rates; all-or-nothing
  catalog export KIND FILE.csv
                      write the catalog rows of KIND (with the user's changes)

Options:
  --catalog PATH      the catalog database (default: $RIGPLAN_CATALOG, else
                      ~/.local/share/RigPlan/catalog.sqlite)
  --format table|json output format (default: table)
  --explain           show every figure's formula with the numbers substituted
  -o, --output FILE   report: the PDF to write (replaced atomically)
  --lang LANG         report: en (default) or zh_CN
  --page-size SIZE    report: A4 (default) or Letter
  --prepared-by NAME  report: the name on the cover (default: the quote's)
  -h, --help          show this help
  -v, --version       show the version

Exit codes: 0 done; 1 no build satisfies the workload; 2 bad input; 3 internal or I/O error.
)";

int catalogExitCode(const Catalog &catalog)
{
    return catalog.errorKind() == Catalog::ErrorKind::BadInput ? kBadInput : kError;
}

bool openCatalog(Catalog &catalog, const QCommandLineParser &parser, Catalog::Mode mode)
{
    const QString path = parser.isSet(QStringLiteral("catalog")) ? parser.value(QStringLiteral("catalog"))
                                                                 : Catalog::defaultPath();
    if (!catalog.open(path, mode)) {
        return false;
    }
    for (const QString &conflict : catalog.openReport().seedConflicts) {
        err() << "rigplan-cli: note: the shipped catalog now has " << conflict
              << ", but you added a part with that id: yours is kept" << Qt::endl;
    }
    return true;
}

// Reads and validates a workload, resolving model ids against the catalog.
std::optional<Workload> loadWorkloadFile(Catalog &catalog, const QString &fileName, int &exitCode)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        exitCode = failWith(kBadInput, QStringLiteral("%1: cannot read the workload: %2").arg(fileName, file.errorString()));
        return std::nullopt;
    }
    std::vector<ModelArch> models = catalog.models();
    QStringList ids;
    for (const ModelArch &m : models) {
        ids.append(QString::fromStdString(m.id));
    }
    const WorkloadLoadResult loaded = loadWorkload(file.readAll(), fileName, resolverFor(std::move(models)), ids);
    if (!loaded.ok()) {
        for (const QString &message : loaded.messages()) {
            err() << message << Qt::endl;
        }
        exitCode = failWith(kBadInput, QStringLiteral("%1: %2 problem(s); nothing was planned").arg(fileName).arg(loaded.issues.size()));
        return std::nullopt;
    }
    return loaded.workload;
}

int runEstimate(const QStringList &args, const QCommandLineParser &parser, const QString &format)
{
    if (args.size() != 2) {
        return failWith(kBadInput, QStringLiteral("estimate: expected one WORKLOAD.json"));
    }
    if (!parser.isSet(QStringLiteral("gpu"))) {
        return failWith(kBadInput, QStringLiteral("estimate: --gpu GPU_ID is required (see catalog list gpus)"));
    }
    bool countOk = false;
    const int count = parser.value(QStringLiteral("gpus")).toInt(&countOk);
    if (!countOk || count < 1 || count > 1024) {
        return failWith(kBadInput, QStringLiteral("--gpus: expected a whole number from 1 to 1024, got \"%1\"")
                                       .arg(parser.value(QStringLiteral("gpus"))));
    }
    Catalog catalog;
    if (!openCatalog(catalog, parser, Catalog::Mode::ReadWrite)) {
        return failWith(catalogExitCode(catalog), catalog.errorString());
    }
    const std::string gpuId = parser.value(QStringLiteral("gpu")).toStdString();
    const std::vector<GpuSpec> gpus = catalog.gpus();
    const auto gpu = std::find_if(gpus.begin(), gpus.end(), [&](const GpuSpec &g) { return g.id == gpuId; });
    if (gpu == gpus.end()) {
        return failWith(kBadInput, QStringLiteral("--gpu: unknown GPU \"%1\" (see rigplan-cli catalog list gpus)")
                                       .arg(QString::fromStdString(gpuId)));
    }
    int exitCode = kDone;
    const auto workload = loadWorkloadFile(catalog, args.at(1), exitCode);
    if (!workload) {
        return exitCode;
    }
    const EstimateOptions options;
    std::vector<JobOutcome> outcomes;
    bool allFit = true;
    for (const Job &job : workload->jobs) {
        outcomes.push_back(bestLayout(job, *gpu, count, options));
        allFit = allFit && outcomes.back().fits;
    }
    const bool explain = parser.isSet(QStringLiteral("explain"));
    if (format == QLatin1String("json")) {
        out() << QJsonDocument(estimateToJson(*workload, outcomes, *gpu, count, options, explain)).toJson(QJsonDocument::Indented);
    } else {
        out() << estimateToText(*workload, outcomes, *gpu, count, options, explain);
    }
    return allFit ? kDone : kNoBuild;
}

int runPlan(const QStringList &args, const QCommandLineParser &parser, const QString &format)
{
    if (args.size() != 2) {
        return failWith(kBadInput, QStringLiteral("plan: expected one WORKLOAD.json"));
    }
    Catalog catalog;
    if (!openCatalog(catalog, parser, Catalog::Mode::ReadWrite)) {
        return failWith(catalogExitCode(catalog), catalog.errorString());
    }
    int exitCode = kDone;
    const auto workload = loadWorkloadFile(catalog, args.at(1), exitCode);
    if (!workload) {
        return exitCode;
    }
    QStringList economicsErrors;
    const auto economics = economicsForWorkload(*workload, &economicsErrors);
    if (!economics) {
        for (const QString &message : economicsErrors) {
            err() << args.at(1) << ": " << message << Qt::endl;
        }
        return failWith(kBadInput, QStringLiteral("%1: %2 problem(s); nothing was planned").arg(args.at(1)).arg(economicsErrors.size()));
    }
    const QString currency = workload->budget.set ? QString::fromStdString(workload->budget.currency) : QStringLiteral("USD");
    const auto snapshot = catalog.snapshot(currency);
    if (!snapshot) {
        return failWith(catalogExitCode(catalog), catalog.errorString());
    }
    const PlanOptions options;
    const PlanResult result = plan(*workload, *snapshot, options);
    const bool explain = parser.isSet(QStringLiteral("explain"));
    if (format == QLatin1String("json")) {
        out() << QJsonDocument(planToJson(result, *workload, *snapshot, options, explain, &*economics))
                     .toJson(QJsonDocument::Indented);
    } else {
        out() << planToText(result, *workload, *snapshot, options, explain, &*economics);
    }
    return result.feasible ? kDone : kNoBuild;
}

int runReport(const QStringList &args, const QCommandLineParser &parser)
{
    if (args.size() != 2) {
        return failWith(kBadInput, QStringLiteral("report: expected one WORKLOAD.json (or quote file) and -o QUOTE.pdf"));
    }
    if (!parser.isSet(QStringLiteral("output")) || parser.value(QStringLiteral("output")).isEmpty()) {
        return failWith(kBadInput, QStringLiteral("report: -o QUOTE.pdf is required"));
    }
    const QString output = parser.value(QStringLiteral("output"));
    const QString language = parser.isSet(QStringLiteral("lang")) ? parser.value(QStringLiteral("lang")) : QStringLiteral("en");
    if (!availableLanguages().contains(language)) {
        return failWith(kBadInput, QStringLiteral("--lang: expected one of %1, got \"%2\"")
                                       .arg(availableLanguages().join(QStringLiteral(", ")), language));
    }
    const QString pageSizeName = parser.isSet(QStringLiteral("page-size")) ? parser.value(QStringLiteral("page-size"))
                                                                           : QStringLiteral("A4");
    const QPageSize::PageSizeId pageSize = reportPageSizeFromName(pageSizeName);
    if (pageSize == QPageSize::Custom) {
        return failWith(kBadInput, QStringLiteral("--page-size: expected A4 or Letter, got \"%1\"").arg(pageSizeName));
    }
    // The report's numbers and dates follow its language, not the shell's locale.
    if (!setLanguage(language)) {
        return failWith(kError, QStringLiteral("--lang: the %1 translation could not be loaded").arg(language));
    }
    Catalog catalog;
    if (!openCatalog(catalog, parser, Catalog::Mode::ReadWrite)) {
        return failWith(catalogExitCode(catalog), catalog.errorString());
    }
    std::vector<ModelArch> models = catalog.models();
    QStringList ids;
    for (const ModelArch &m : models) {
        ids.append(QString::fromStdString(m.id));
    }
    const QString input = args.at(1);
    const QuoteLoadResult loaded = loadQuoteFile(input, resolverFor(std::move(models)), ids);
    if (!loaded.ok()) {
        for (const QString &message : loaded.messages()) {
            err() << message << Qt::endl;
        }
        return failWith(kBadInput, QStringLiteral("%1: %2 problem(s); no report was written").arg(input).arg(loaded.issues.size()));
    }
    QStringList economicsErrors;
    if (!economicsForWorkload(loaded.quote.workload, &economicsErrors)) {
        for (const QString &message : economicsErrors) {
            err() << input << ": " << message << Qt::endl;
        }
        return failWith(kBadInput, QStringLiteral("%1: %2 problem(s); no report was written").arg(input).arg(economicsErrors.size()));
    }
    QString error;
    const auto outcome = computePlanOutcome(catalog, loaded.quote.workload, &error);
    if (!outcome) {
        return failWith(catalogExitCode(catalog), error);
    }
    ReportOptions options;
    options.language = language;
    options.pageSize = pageSize;
    options.preparedBy = parser.value(QStringLiteral("prepared-by"));
    options.specSources = specSourcesFor(catalog, *outcome);
    int pages = 0;
    const QByteArray pdf = renderReportPdf(*outcome, loaded.quote.info, options, &error, &pages);
    if (pdf.isEmpty()) {
        return failWith(kError, QStringLiteral("%1: the report could not be rendered: %2").arg(output, error));
    }
    // A missing folder, no permission or a full disk: the file is the user's input to fix.
    if (!writeFileAtomically(output, pdf, &error)) {
        return failWith(kBadInput, error);
    }
    out() << QStringLiteral("wrote %1: %2 page(s), %3")
                 .arg(output)
                 .arg(pages)
                 .arg(outcome->plan.feasible ? QStringLiteral("%1 tier(s)").arg(outcome->plan.tiers.size())
                                             : QStringLiteral("no build satisfies the workload (the report says why)"))
          << Qt::endl;
    return outcome->plan.feasible ? kDone : kNoBuild;
}

int runCatalog(const QStringList &args, const QCommandLineParser &parser, const QString &format)
{
    if (args.size() < 2) {
        return failWith(kBadInput, QStringLiteral("catalog: expected list, import or export (see --help)"));
    }
    const QString verb = args.at(1);
    Catalog catalog;
    if (verb == QLatin1String("list")) {
        if (args.size() != 3) {
            return failWith(kBadInput, QStringLiteral("catalog list: expected one KIND (%1)").arg(partKinds().join(QLatin1Char(' '))));
        }
        const TableDef *table = findTable(args.at(2));
        if (!table) {
            return failWith(kBadInput, QStringLiteral("catalog list: unknown kind \"%1\" (expected one of: %2)")
                                           .arg(args.at(2), partKinds().join(QLatin1Char(' '))));
        }
        if (!openCatalog(catalog, parser, Catalog::Mode::ReadWrite)) {
            return failWith(catalogExitCode(catalog), catalog.errorString());
        }
        const auto rows = catalog.rows(table->kind);
        if (!rows) {
            return failWith(catalogExitCode(catalog), catalog.errorString());
        }
        if (format == QLatin1String("json")) {
            out() << QJsonDocument(catalogRowsToJson(*table, *rows)).toJson(QJsonDocument::Indented);
        } else {
            out() << catalogRowsToText(*table, *rows);
        }
        return kDone;
    }
    if (verb == QLatin1String("import")) {
        if (args.size() != 3) {
            return failWith(kBadInput, QStringLiteral("catalog import: expected one FILE.csv"));
        }
        if (!openCatalog(catalog, parser, Catalog::Mode::ReadWrite)) {
            return failWith(catalogExitCode(catalog), catalog.errorString());
        }
        const ImportResult result = catalog.importCsv(args.at(2));
        if (!result.ok) {
            for (const ImportIssue &issue : result.issues) {
                err() << issue.toString() << Qt::endl;
            }
            const bool storage = catalog.errorKind() != Catalog::ErrorKind::None
                && catalog.errorKind() != Catalog::ErrorKind::BadInput;
            return failWith(storage ? kError : kBadInput,
                            QStringLiteral("import of %1 failed: nothing was changed").arg(args.at(2)));
        }
        out() << QStringLiteral("imported %1 into %2: %3 added, %4 changed, %5 unchanged")
                     .arg(args.at(2), result.kind)
                     .arg(result.inserted)
                     .arg(result.updated)
                     .arg(result.unchanged)
              << Qt::endl;
        return kDone;
    }
    if (verb == QLatin1String("export")) {
        if (args.size() != 4) {
            return failWith(kBadInput, QStringLiteral("catalog export: expected KIND FILE.csv"));
        }
        if (!findTable(args.at(2))) {
            return failWith(kBadInput, QStringLiteral("catalog export: unknown kind \"%1\" (expected one of: %2)")
                                           .arg(args.at(2), partKinds().join(QLatin1Char(' '))));
        }
        if (!openCatalog(catalog, parser, Catalog::Mode::ReadWrite)) {
            return failWith(catalogExitCode(catalog), catalog.errorString());
        }
        if (!catalog.exportCsv(args.at(2), args.at(3))) {
            return failWith(catalogExitCode(catalog), catalog.errorString());
        }
        return kDone;
    }
    return failWith(kBadInput, QStringLiteral("catalog: unknown command \"%1\" (expected list, import or export)").arg(verb));
}

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
        {QStringLiteral("explain"), QStringLiteral("Show formulas with numbers.")},
        {{QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("Report PDF to write."), QStringLiteral("FILE")},
        {QStringLiteral("lang"), QStringLiteral("Report language."), QStringLiteral("LANG")},
        {QStringLiteral("page-size"), QStringLiteral("Report page size."), QStringLiteral("SIZE")},
        {QStringLiteral("prepared-by"), QStringLiteral("Name on the report's cover."), QStringLiteral("NAME")},
    });
    parser.addPositionalArgument(QStringLiteral("command"), QStringLiteral("The command to run."));
}

// `report` draws Qt Charts, which need a QApplication (and so a platform plugin): only that
// command gets one, on the offscreen platform unless the caller chose another.
bool isReportCommand(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i) {
        arguments.append(QString::fromLocal8Bit(argv[i]));
    }
    QCommandLineParser parser;
    addOptions(parser);
    return parser.parse(arguments) && !parser.isSet(QStringLiteral("help")) && !parser.isSet(QStringLiteral("version"))
        && parser.positionalArguments().value(0) == QLatin1String("report");
}

} // namespace

int main(int argc, char *argv[])
{
    std::unique_ptr<QCoreApplication> app;
    if (isReportCommand(argc, argv)) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
            qputenv("QT_QPA_PLATFORM", "offscreen");
        }
        app = std::make_unique<QApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setApplicationName(QStringLiteral("rigplan-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("RigPlan"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RIGPLAN_VERSION));

    QCommandLineParser parser;
    addOptions(parser);
    if (!parser.parse(QCoreApplication::arguments())) {
        return failWith(kBadInput, parser.errorText() + QStringLiteral(" (see --help)"));
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out() << kUsage;
        return kDone;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        out() << "rigplan-cli " << RIGPLAN_VERSION << Qt::endl;
        return kDone;
    }
    const QString format = parser.value(QStringLiteral("format"));
    if (format != QLatin1String("table") && format != QLatin1String("json")) {
        return failWith(kBadInput, QStringLiteral("--format: expected table or json, got \"%1\"").arg(format));
    }
    const QStringList args = parser.positionalArguments();
    if (args.isEmpty()) {
        err() << kUsage;
        return kBadInput;
    }
    const QString command = args.first();
    if (command == QLatin1String("catalog")) {
        return runCatalog(args, parser, format);
    }
    if (command == QLatin1String("estimate")) {
        return runEstimate(args, parser, format);
    }
    if (command == QLatin1String("plan")) {
        return runPlan(args, parser, format);
    }
    if (command == QLatin1String("report")) {
        return runReport(args, parser);
    }
    if (command == QLatin1String("models")) {
        if (args.size() != 1) {
            return failWith(kBadInput, QStringLiteral("models: takes no arguments"));
        }
        Catalog catalog;
        if (!openCatalog(catalog, parser, Catalog::Mode::ReadWrite)) {
            return failWith(catalogExitCode(catalog), catalog.errorString());
        }
        const std::vector<ModelArch> models = catalog.models();
        if (catalog.errorKind() != Catalog::ErrorKind::None) {
            return failWith(kError, catalog.errorString());
        }
        if (format == QLatin1String("json")) {
            out() << QJsonDocument(modelsToJson(models)).toJson(QJsonDocument::Indented);
        } else {
            out() << modelsToText(models);
        }
        return kDone;
    }
    return failWith(kBadInput, QStringLiteral("unknown command \"%1\" (see --help)").arg(command));
}
