// SPDX-License-Identifier: GPL-3.0-or-later
#include "Startup.h"

#include <QFont>
#include <QFontDatabase>
#include <QFontInfo>
#include <QGuiApplication>

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

void preferSimplifiedChineseGlyphs()
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
        return;
    }
    const QString sc = QStringLiteral("Noto Sans CJK SC");
    QFont font = QGuiApplication::font();
    if (font.families().contains(sc) || !QFontDatabase::hasFamily(sc)) {
        return;
    }
    // The family fontconfig resolved the default to ("Sans Serif" is an alias), so Latin text
    // keeps exactly the face it had.
    font.setFamilies({QFontInfo(font).family(), sc});
    QGuiApplication::setFont(font);
}

} // namespace rigplan
