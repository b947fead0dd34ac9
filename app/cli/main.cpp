// rigplan-cli: the headless user of rigplan_core. Parses arguments, calls the core, prints.
// Exit codes (README, "Command line"): 0 done; 1 done but no build satisfies the workload;
// every failure is a Diagnostic and leaves through exitCodeFor(): 2 the input you gave is
// wrong, 3 the environment failed (catalog, disk, permissions, an unwritable output).

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
#include "util/Diagnostic.h"
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

// Not failures: a failure's code comes from exitCodeFor().
enum Exit { kDone = 0, kNoBuild = 1 };

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

// Prints "rigplan-cli: <diagnostic>" and returns its exit code.
int failWith(const Diagnostic &diagnostic)
{
    err() << "rigplan-cli: " << diagnostic.text() << Qt::endl;
    return exitCodeFor(diagnostic.kind);
}

// A wrong argument or option: the message says which and what was expected.
int usageError(const QString &message)
{
    return failWith(Diagnostic::badInput(QString(), message));
}

// The most serious kind among `issues` (Environment over BadInput), for their summary line.
Diagnostic::Kind worstKind(const std::vector<Diagnostic> &issues)
{
    Diagnostic::Kind worst = Diagnostic::Kind::BadInput;
    for (const Diagnostic &d : issues) {
        if (exitCodeFor(d.kind) > exitCodeFor(worst)) {
            worst = d.kind;
        }
    }
    return worst;
}

// Every problem of a file on its own line (as the file's reader worded it), then one
// "rigplan-cli: FILE: N problem(s); <what did not happen>" line.
int failWithIssues(const QString &fileName, const std::vector<Diagnostic> &issues, const QString &consequence)
{
    for (const Diagnostic &issue : issues) {
        err() << issue.text() << Qt::endl;
    }
    return failWith({worstKind(issues), fileName, QString(), 0, 0,
                     QStringLiteral("%1 problem(s); %2").arg(issues.size()).arg(consequence)});
}

// The economics section's problems, located in the workload file.
std::vector<Diagnostic> economicsIssues(const QString &fileName, const QStringList &messages)
{
    std::vector<Diagnostic> issues;
    for (const QString &message : messages) {
        issues.push_back(Diagnostic::badInput(fileName, message));
    }
    return issues;
}

// Also the source of the man page rigplan-cli(1) (help2man, packaging/CMakeLists.txt): a
// "Heading:" line starts a section (Options, Environment, Files are the man page's own), an
// item is a term and its text two or more spaces apart, with the text's further lines indented.
const char *kUsage = R"(Usage: rigplan-cli [options] COMMAND [arguments]

Sizes GPU workstations for large-language-model work.

Commands:
  plan WORKLOAD.json [--format table|json] [--explain]
                      entry / mainstream / high-performance builds for the workload;
                      exit 1 when no build satisfies it (the output says what would)
  estimate WORKLOAD.json --gpu GPU_ID [--gpus N] [--format table|json] [--explain]
                      memory, speed and host needs of every job on N GPUs of one model
  report WORKLOAD.json -o QUOTE.pdf [--lang LANG] [--page-size SIZE] [--prepared-by NAME]
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

Exit codes:
  0                   done
  1                   no build satisfies the workload (plan, estimate, report)
  2                   the input you gave is wrong (workload, CSV, arguments)
  3                   the environment failed (catalog, disk, permissions, an unwritable
                      output)

Options:
  --catalog PATH      the catalog database (default: $RIGPLAN_CATALOG, else
                      ~/.local/share/RigPlan/catalog.sqlite)
  --format FORMAT     table (default) or json
  --explain           show every figure's formula with the numbers substituted
  -o, --output FILE   report: the PDF to write (replaced atomically)
  --lang LANG         report: en (default) or zh_CN
  --page-size SIZE    report: A4 (default) or Letter
  --prepared-by NAME  report: the name on the cover (default: the quote's)
  -h, --help          show this help
  -v, --version       show the version

Environment:
  RIGPLAN_CATALOG     the catalog database when --catalog is not given

Files:
  ~/.local/share/RigPlan/catalog.sqlite
                      the catalog: the shipped parts and prices, and the user's changes
)";

Result<void> openCatalog(Catalog &catalog, const QCommandLineParser &parser, Catalog::Mode mode)
{
    const QString path = parser.isSet(QStringLiteral("catalog")) ? parser.value(QStringLiteral("catalog"))
                                                                 : Catalog::defaultPath();
    Result<void> opened = catalog.open(path, mode);
    if (!opened) {
        return opened;
    }
    for (const QString &conflict : catalog.openReport().seedConflicts) {
        err() << "rigplan-cli: note: the shipped catalog now has " << conflict
              << ", but you added a part with that id: yours is kept" << Qt::endl;
    }
    return {};
}

QStringList modelIds(const std::vector<ModelArch> &models)
{
    QStringList ids;
    for (const ModelArch &m : models) {
        ids.append(QString::fromStdString(m.id));
    }
    return ids;
}

// Reads and validates a workload, resolving model ids against the catalog.
std::optional<Workload> loadWorkloadFile(Catalog &catalog, const QString &fileName, int &exitCode)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        exitCode = failWith(Diagnostic::badInput(fileName, QStringLiteral("cannot read the workload: %1").arg(file.errorString())));
        return std::nullopt;
    }
    // A models table that cannot be read must not turn into "unknown model" in the file.
    auto models = catalog.readModels();
    if (!models) {
        exitCode = failWith(models.diagnostic());
        return std::nullopt;
    }
    const QStringList ids = modelIds(*models);
    const WorkloadLoadResult loaded = loadWorkload(file.readAll(), fileName, resolverFor(std::move(*models)), ids);
    if (!loaded.ok()) {
        exitCode = failWithIssues(fileName, loaded.issues, QStringLiteral("nothing was planned"));
        return std::nullopt;
    }
    return loaded.workload;
}

int runEstimate(const QStringList &args, const QCommandLineParser &parser, const QString &format)
{
    if (args.size() != 2) {
        return usageError(QStringLiteral("estimate: expected one WORKLOAD.json"));
    }
    if (!parser.isSet(QStringLiteral("gpu"))) {
        return usageError(QStringLiteral("estimate: --gpu GPU_ID is required (see catalog list gpus)"));
    }
    bool countOk = false;
    const int count = parser.value(QStringLiteral("gpus")).toInt(&countOk);
    if (!countOk || count < 1 || count > 1024) {
        return usageError(QStringLiteral("--gpus: expected a whole number from 1 to 1024, got \"%1\"")
                              .arg(parser.value(QStringLiteral("gpus"))));
    }
    Catalog catalog;
    if (const auto opened = openCatalog(catalog, parser, Catalog::Mode::ReadWrite); !opened) {
        return failWith(opened.diagnostic());
    }
    const std::string gpuId = parser.value(QStringLiteral("gpu")).toStdString();
    const auto gpus = catalog.gpus();
    if (!gpus) {
        return failWith(gpus.diagnostic()); // not "unknown GPU": the table could not be read
    }
    const auto gpu = std::find_if(gpus->begin(), gpus->end(), [&](const GpuSpec &g) { return g.id == gpuId; });
    if (gpu == gpus->end()) {
        return usageError(QStringLiteral("--gpu: unknown GPU \"%1\" (see rigplan-cli catalog list gpus)")
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
        return usageError(QStringLiteral("plan: expected one WORKLOAD.json"));
    }
    Catalog catalog;
    if (const auto opened = openCatalog(catalog, parser, Catalog::Mode::ReadWrite); !opened) {
        return failWith(opened.diagnostic());
    }
    int exitCode = kDone;
    const auto workload = loadWorkloadFile(catalog, args.at(1), exitCode);
    if (!workload) {
        return exitCode;
    }
    QStringList economicsErrors;
    const auto economics = economicsForWorkload(*workload, &economicsErrors);
    if (!economics) {
        return failWithIssues(args.at(1), economicsIssues(args.at(1), economicsErrors), QStringLiteral("nothing was planned"));
    }
    const auto snapshot = catalog.snapshot(planCurrency(*workload));
    if (!snapshot) {
        return failWith(snapshot.diagnostic());
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
        return usageError(QStringLiteral("report: expected one WORKLOAD.json (or quote file) and -o QUOTE.pdf"));
    }
    if (!parser.isSet(QStringLiteral("output")) || parser.value(QStringLiteral("output")).isEmpty()) {
        return usageError(QStringLiteral("report: -o QUOTE.pdf is required"));
    }
    const QString output = parser.value(QStringLiteral("output"));
    const QString language = parser.isSet(QStringLiteral("lang")) ? parser.value(QStringLiteral("lang")) : QStringLiteral("en");
    if (!availableLanguages().contains(language)) {
        return usageError(QStringLiteral("--lang: expected one of %1, got \"%2\"")
                              .arg(availableLanguages().join(QStringLiteral(", ")), language));
    }
    const QString pageSizeName = parser.isSet(QStringLiteral("page-size")) ? parser.value(QStringLiteral("page-size"))
                                                                           : QStringLiteral("A4");
    const QPageSize::PageSizeId pageSize = reportPageSizeFromName(pageSizeName);
    if (pageSize == QPageSize::Custom) {
        return usageError(QStringLiteral("--page-size: expected A4 or Letter, got \"%1\"").arg(pageSizeName));
    }
    // The report's numbers and dates follow its language, not the shell's locale.
    if (!setLanguage(language)) {
        return failWith(Diagnostic::internal(QStringLiteral("--lang: the %1 translation could not be loaded").arg(language)));
    }
    Catalog catalog;
    if (const auto opened = openCatalog(catalog, parser, Catalog::Mode::ReadWrite); !opened) {
        return failWith(opened.diagnostic());
    }
    auto models = catalog.readModels();
    if (!models) {
        return failWith(models.diagnostic());
    }
    const QStringList ids = modelIds(*models);
    const QString input = args.at(1);
    const QuoteLoadResult loaded = loadQuoteFile(input, resolverFor(std::move(*models)), ids);
    if (!loaded.ok()) {
        return failWithIssues(input, loaded.issues, QStringLiteral("no report was written"));
    }
    QStringList economicsErrors;
    if (!economicsForWorkload(loaded.quote.workload, &economicsErrors)) {
        return failWithIssues(input, economicsIssues(input, economicsErrors), QStringLiteral("no report was written"));
    }
    auto snapshot = catalog.snapshot(planCurrency(loaded.quote.workload));
    if (!snapshot) {
        return failWith(snapshot.diagnostic());
    }
    const auto outcome = computePlanOutcome(loaded.quote.workload, std::move(*snapshot));
    ReportOptions options;
    options.language = language;
    options.pageSize = pageSize;
    options.preparedBy = parser.value(QStringLiteral("prepared-by"));
    options.specSources = specSourcesFor(catalog, *outcome);
    int pages = 0;
    QString error;
    const QByteArray pdf = renderReportPdf(*outcome, loaded.quote.info, options, &error, &pages);
    if (pdf.isEmpty()) {
        return failWith(Diagnostic::internal(QStringLiteral("the report could not be rendered: %1").arg(error), output));
    }
    // A missing folder, no permission or a full disk: the environment failed, as for
    // `catalog export` (exit 3).
    if (const Result<void> written = writeFileAtomically(output, pdf); !written) {
        return failWith(written.diagnostic());
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
        return usageError(QStringLiteral("catalog: expected list, import or export (see --help)"));
    }
    const QString verb = args.at(1);
    Catalog catalog;
    if (verb == QLatin1String("list")) {
        if (args.size() != 3) {
            return usageError(QStringLiteral("catalog list: expected one KIND (%1)").arg(partKinds().join(QLatin1Char(' '))));
        }
        const TableDef *table = findTable(args.at(2));
        if (!table) {
            return usageError(QStringLiteral("catalog list: unknown kind \"%1\" (expected one of: %2)")
                                  .arg(args.at(2), partKinds().join(QLatin1Char(' '))));
        }
        if (const auto opened = openCatalog(catalog, parser, Catalog::Mode::ReadWrite); !opened) {
            return failWith(opened.diagnostic());
        }
        const auto rows = catalog.rows(table->kind);
        if (!rows) {
            return failWith(rows.diagnostic());
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
            return usageError(QStringLiteral("catalog import: expected one FILE.csv"));
        }
        if (const auto opened = openCatalog(catalog, parser, Catalog::Mode::ReadWrite); !opened) {
            return failWith(opened.diagnostic());
        }
        const ImportResult result = catalog.importCsv(args.at(2));
        if (!result.ok) {
            for (const Diagnostic &issue : result.issues) {
                err() << issue.text() << Qt::endl;
            }
            // A catalog that failed during the import outranks the file's own problems.
            return failWith({worstKind(result.issues), QString(), QString(), 0, 0,
                             QStringLiteral("import of %1 failed: nothing was changed").arg(args.at(2))});
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
            return usageError(QStringLiteral("catalog export: expected KIND FILE.csv"));
        }
        if (!findTable(args.at(2))) {
            return usageError(QStringLiteral("catalog export: unknown kind \"%1\" (expected one of: %2)")
                                  .arg(args.at(2), partKinds().join(QLatin1Char(' '))));
        }
        if (const auto opened = openCatalog(catalog, parser, Catalog::Mode::ReadWrite); !opened) {
            return failWith(opened.diagnostic());
        }
        if (const Result<void> exported = catalog.exportCsv(args.at(2), args.at(3)); !exported) {
            return failWith(exported.diagnostic());
        }
        return kDone;
    }
    return usageError(QStringLiteral("catalog: unknown command \"%1\" (expected list, import or export)").arg(verb));
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
        return usageError(parser.errorText() + QStringLiteral(" (see --help)"));
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
        return usageError(QStringLiteral("--format: expected table or json, got \"%1\"").arg(format));
    }
    const QStringList args = parser.positionalArguments();
    if (args.isEmpty()) {
        err() << kUsage;
        return exitCodeFor(Diagnostic::Kind::BadInput);
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
            return usageError(QStringLiteral("models: takes no arguments"));
        }
        Catalog catalog;
        if (const auto opened = openCatalog(catalog, parser, Catalog::Mode::ReadWrite); !opened) {
            return failWith(opened.diagnostic());
        }
        const auto models = catalog.readModels();
        if (!models) {
            return failWith(models.diagnostic());
        }
        if (format == QLatin1String("json")) {
            out() << QJsonDocument(modelsToJson(*models)).toJson(QJsonDocument::Indented);
        } else {
            out() << modelsToText(*models);
        }
        return kDone;
    }
    return usageError(QStringLiteral("unknown command \"%1\" (see --help)").arg(command));
}
