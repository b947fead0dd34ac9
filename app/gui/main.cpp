// SPDX-License-Identifier: GPL-3.0-or-later
// rigplan: the desktop application. Parses arguments, opens the catalog, shows the window.

#include "Language.h"
#include "MainWindow.h"
#include "Prompts.h"
#include "Startup.h"
#include "Settings.h"
#include "catalog/Catalog.h"
#include "util/AtomicFile.h"

#include <QApplication>
#include <QBuffer>
#include <QCommandLineParser>
#include <QMessageBox>
#include <QScreen>
#include <QTextStream>

#include <cstdio>
#include <cstring>
#include <initializer_list>
#include <memory>

namespace {

bool hasArgument(int argc, char *argv[], std::initializer_list<const char *> names)
{
    for (int i = 1; i < argc; ++i) {
        for (const char *name : names) {
            if (std::strcmp(argv[i], name) == 0) {
                return true;
            }
        }
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    // --version and --help must work on a machine without a display, before Qt looks for one.
    if (hasArgument(argc, argv, {"--version", "-v"})) {
        std::printf("RigPlan %s\n", RIGPLAN_VERSION);
        return 0;
    }
    const bool haveDisplay = !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        || !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
    if (!haveDisplay) {
        if (hasArgument(argc, argv, {"--screenshot", "--help", "-h"})) {
            qputenv("QT_QPA_PLATFORM", "offscreen"); // rendering to a file needs no screen
        } else {
            std::fprintf(stderr, "rigplan: no display (DISPLAY and WAYLAND_DISPLAY are unset). Use rigplan-cli, "
                                 "or rigplan --screenshot OUT.png to render the window to a file.\n");
            return 3;
        }
    }
    // Without Qt 6.4's XDG_RUNTIME_DIR warning on stderr (see ui/Startup.h for why it appears).
    const std::unique_ptr<QApplication> application = rigplan::makeApplication(argc, argv);
    QApplication &app = *application;
    QApplication::setApplicationName(QStringLiteral("RigPlan"));
    QApplication::setOrganizationName(QStringLiteral("RigPlan"));
    QApplication::setApplicationVersion(QStringLiteral(RIGPLAN_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("io.github.rigplan.RigPlan"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Sizes GPU workstations for large-language-model work."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOptions({
        {QStringLiteral("catalog"), QStringLiteral("Catalog database."), QStringLiteral("PATH")},
        {QStringLiteral("screenshot"), QStringLiteral("Render the main window to a PNG and exit."), QStringLiteral("OUT.png")},
        {QStringLiteral("open"), QStringLiteral("Open a quote or workload file."), QStringLiteral("QUOTE.json")},
        {QStringLiteral("lang"), QStringLiteral("UI language: en or zh_CN (default: the saved choice, else the system's)."),
         QStringLiteral("LANG")},
        {QStringLiteral("page"), QStringLiteral("Page to show: results, charts, catalog, quote or compare."), QStringLiteral("PAGE"),
         QStringLiteral("results")},
        {QStringLiteral("size"), QStringLiteral("Window size for --screenshot, e.g. 1440x900."), QStringLiteral("WxH"),
         QStringLiteral("1440x900")},
    });
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("A quote or workload file to open."), QStringLiteral("[QUOTE.json]"));
    parser.process(app);

    const QString requestedLanguage = parser.value(QStringLiteral("lang"));
    if (!requestedLanguage.isEmpty() && !rigplan::availableLanguages().contains(requestedLanguage)) {
        QTextStream(stderr) << "rigplan: --lang: expected one of " << rigplan::availableLanguages().join(QStringLiteral(", "))
                            << ", got \"" << requestedLanguage << "\"" << Qt::endl;
        return 2;
    }
    rigplan::setLanguage(rigplan::startupLanguage(requestedLanguage));
    rigplan::preferSimplifiedChineseGlyphs();
    const QString page = parser.value(QStringLiteral("page"));
    if (page != QLatin1String("results") && page != QLatin1String("charts") && page != QLatin1String("catalog")
        && page != QLatin1String("quote") && page != QLatin1String("compare")) {
        QTextStream(stderr) << "rigplan: --page: expected results, charts, catalog, quote or compare, got \"" << page << "\"" << Qt::endl;
        return 2;
    }
    QString fileToOpen = parser.value(QStringLiteral("open"));
    if (fileToOpen.isEmpty() && !parser.positionalArguments().isEmpty()) {
        fileToOpen = parser.positionalArguments().first();
    }

    rigplan::Catalog catalog;
    const QString path = parser.isSet(QStringLiteral("catalog")) ? parser.value(QStringLiteral("catalog"))
                                                                 : rigplan::Catalog::defaultPath();
    // The window must not freeze for the CLI's 30 s: a write waits one try (5 s) for another
    // process's lock, and the catalog editor offers Retry.
    catalog.setLockWait(rigplan::Catalog::kLockTryMs);
    if (const auto opened = catalog.open(path); !opened) {
        const QString why = opened.diagnostic().text();
        QTextStream(stderr) << "rigplan: " << why << Qt::endl;
        if (!parser.isSet(QStringLiteral("screenshot"))) {
            QMessageBox::critical(nullptr, QObject::tr("RigPlan"), why);
        }
        return 3;
    }
    rigplan::MainWindow window(catalog);
    if (parser.isSet(QStringLiteral("screenshot"))) {
        rigplan::Prompts::installNonInteractive();
        // A run nobody sees leaves no trace in the user's settings: no recent file, no window size.
        window.setPersistent(false);
        const QStringList size = parser.value(QStringLiteral("size")).split(QLatin1Char('x'));
        const int width = size.size() == 2 ? size.at(0).toInt() : 0;
        const int height = size.size() == 2 ? size.at(1).toInt() : 0;
        if (width < 320 || height < 240 || width > 8000 || height > 8000) {
            QTextStream(stderr) << "rigplan: --size: expected WIDTHxHEIGHT between 320x240 and 8000x8000, got \""
                                << parser.value(QStringLiteral("size")) << "\"" << Qt::endl;
            return 2;
        }
        window.resize(width, height);
        window.show();
        if (!fileToOpen.isEmpty() && !window.openFile(fileToOpen)) {
            return 2; // the reason went to stderr through Prompts (no dialogs offscreen)
        }
        window.showPage(page);
        if (!window.waitForPlan(60'000)) {
            if (!window.planBlockedBy().isEmpty()) {
                // Shown as the window shows it (the results list the reasons), and said here.
                QTextStream(stderr) << "rigplan: the workload is not planned: "
                                    << window.planBlockedBy().join(QStringLiteral("; ")) << Qt::endl;
            } else {
                QTextStream(stderr) << "rigplan: the plan did not finish within 60 s" << Qt::endl;
                return 3;
            }
        }
        // Let the views lay out the plan (and the charts finish drawing) before grabbing.
        for (int i = 0; i < 5; ++i) {
            QApplication::processEvents();
        }
        const QString out = parser.value(QStringLiteral("screenshot"));
        // Encoded in memory, then written like every output file: atomically, never through a link.
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        if (!window.grab().save(&buffer, "PNG")) {
            QTextStream(stderr) << "rigplan: cannot encode the screenshot as PNG" << Qt::endl;
            return 3;
        }
        if (const auto written = rigplan::writeFileAtomically(out, png); !written) {
            QTextStream(stderr) << "rigplan: " << written.diagnostic().text() << Qt::endl;
            return rigplan::exitCodeFor(written.diagnostic().kind);
        }
        return 0;
    }
    window.restoreWindowState();
    window.show();
    window.fitToScreen(); // now that the frame is known
    window.showPage(page);
    if (!fileToOpen.isEmpty()) {
        window.openFile(fileToOpen);
    } else {
        window.offerRecovery();
    }
    return app.exec();
}
