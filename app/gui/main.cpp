// rigplan: the desktop application. Parses arguments, opens the catalog, shows the window.

#include "MainWindow.h"
#include "catalog/Catalog.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>
#include <QScreen>
#include <QTextStream>

#include <cstdio>

int main(int argc, char *argv[])
{
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
