// SPDX-License-Identifier: GPL-3.0-or-later
#include "Language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace rigplan {
namespace {

QString g_language = QStringLiteral("en");
std::unique_ptr<QTranslator> g_appTranslator;
std::unique_ptr<QTranslator> g_qtTranslator;

} // namespace

QStringList availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

QString chooseLanguage(const QString &requested, const QString &saved)
{
    if (availableLanguages().contains(requested)) {
        return requested;
    }
    if (availableLanguages().contains(saved)) {
        return saved;
    }
    return QLocale::system().language() == QLocale::Chinese ? QStringLiteral("zh_CN") : QStringLiteral("en");
}

bool setLanguage(const QString &language)
{
    if (!availableLanguages().contains(language)) {
        return false;
    }
    // English is the source language; its .qm holds only the plural forms ("1 GPU", "2 GPUs").
    auto app = std::make_unique<QTranslator>();
    if (!app->load(QStringLiteral(":/i18n/rigplan_%1.qm").arg(language))) {
        return false;
    }
    std::unique_ptr<QTranslator> qt;
    if (language != QLatin1String("en")) {
        // Qt's own strings (dialog buttons, QWizard's Back/Next) come from the qt6-translations package;
        // without it those stay English, which is not worth refusing the language for.
        qt = std::make_unique<QTranslator>();
        if (!qt->load(QStringLiteral("qtbase_%1").arg(language), QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            qt.reset();
        }
    }
    if (g_appTranslator) {
        QCoreApplication::removeTranslator(g_appTranslator.get());
    }
    if (g_qtTranslator) {
        QCoreApplication::removeTranslator(g_qtTranslator.get());
    }
    g_appTranslator = std::move(app);
    g_qtTranslator = std::move(qt);
    if (g_qtTranslator) {
        QCoreApplication::installTranslator(g_qtTranslator.get());
    }
    if (g_appTranslator) {
        QCoreApplication::installTranslator(g_appTranslator.get());
    }
    QLocale::setDefault(language == QLatin1String("en") ? QLocale(QLocale::English, QLocale::UnitedStates)
                                                       : QLocale(QLocale::Chinese, QLocale::China));
    g_language = language;
    return true;
}

QString currentLanguage()
{
    return g_language;
}

QString languageDisplayName(const QString &language)
{
    if (language == QLatin1String("zh_CN")) {
        return QStringLiteral("简体中文");
    }
    return QStringLiteral("English");
}

} // namespace rigplan
