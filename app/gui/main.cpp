// rigplan: the desktop application. Parses arguments, opens the catalog, shows the window.

#include "MainWindow.h"
#include "catalog/Catalog.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>
#include <QScreen>
#include <QTextStream>

#include <cstdio>
#include <cstring>
#include <initializer_list>

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
    QApplication app(argc, argv);
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
    });
    parser.process(app);

    rigplan::Catalog catalog;
    const QString path = parser.isSet(QStringLiteral("catalog")) ? parser.value(QStringLiteral("catalog"))
                                                                 : rigplan::Catalog::defaultPath();
    if (!catalog.open(path)) {
        QTextStream(stderr) << "rigplan: " << catalog.errorString() << Qt::endl;
        if (!parser.isSet(QStringLiteral("screenshot"))) {
            QMessageBox::critical(nullptr, QObject::tr("RigPlan"), catalog.errorString());
        }
        return 3;
    }
    rigplan::MainWindow window(catalog);
    if (parser.isSet(QStringLiteral("screenshot"))) {
        window.show();
        QApplication::processEvents();
        const QString out = parser.value(QStringLiteral("screenshot"));
        if (!window.grab().save(out, "PNG")) {
            QTextStream(stderr) << "rigplan: cannot write " << out << Qt::endl;
            return 3;
        }
        return 0;
    }
    window.show();
    return app.exec();
}
