// SPDX-License-Identifier: GPL-3.0-or-later
#include "Startup.h"

namespace rigplan {

namespace {

QtMessageHandler g_previous = nullptr;

void dropRuntimeDirWarning(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg && message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set"))) {
        return;
    }
    if (g_previous) {
        g_previous(type, context, message);
    }
}

} // namespace

std::unique_ptr<QApplication> makeApplication(int &argc, char **argv)
{
    g_previous = qInstallMessageHandler(dropRuntimeDirWarning);
    auto app = std::make_unique<QApplication>(argc, argv);
    qInstallMessageHandler(g_previous);
    return app;
}

} // namespace rigplan
