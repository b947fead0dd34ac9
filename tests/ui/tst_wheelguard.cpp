// SPDX-License-Identifier: GPL-3.0-or-later
// The mouse wheel over a field changes it only once the field has focus (issue 42: scrolling
// the editor turned the weights FP8 -> INT8 -> INT4 and re-planned each time). Every spin box,
// combo box and slider of the main window (editor, results, Quote page, catalog editor, Compare
// page) and of the wizard's pages is wheeled without focus and must keep its value; a field
// with focus still takes the wheel.

#include "FakePrompts.h"
#include "MainWindow.h"
#include "VerifyOk.h"
#include "Language.h"
#include "catalog/Catalog.h"
#include "workload/QuoteWizard.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QScrollBar>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>

using namespace rigplan;
using rigplan::testing::FakePrompts;

namespace {

constexpr int kPlanTimeoutMs = 60'000;

// What a wheel step would change, as text.
QString fieldState(const QWidget *field)
{
    if (const auto *spin = qobject_cast<const QAbstractSpinBox *>(field)) {
        return spin->text();
    }
    if (const auto *combo = qobject_cast<const QComboBox *>(field)) {
        return QString::number(combo->currentIndex());
    }
    if (const auto *slider = qobject_cast<const QAbstractSlider *>(field)) {
        return QString::number(slider->value());
    }
    return {};
}

QList<QWidget *> wheelFields(const QWidget *root)
{
    QList<QWidget *> fields;
    const auto widgets = root->findChildren<QWidget *>();
    for (QWidget *w : widgets) {
        if (qobject_cast<QScrollBar *>(w)) {
            continue; // scrolling is what the wheel is for
        }
        if ((qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QComboBox *>(w) || qobject_cast<QAbstractSlider *>(w))
            && w->isEnabled()) {
            fields.append(w);
        }
    }
    return fields;
}

void wheel(QWidget *field, int steps)
{
    const QPointF centre = QRectF(field->rect()).center();
    QWheelEvent event(centre, field->mapToGlobal(centre), QPoint(), QPoint(0, 120 * steps), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(field, &event);
}

// The fields under `root` that a wheel step changed although they had no focus, by name.
QStringList fieldsTheWheelChanged(const QWidget *root)
{
    QStringList changed;
    for (QWidget *field : wheelFields(root)) {
        if (field->hasFocus()) {
            continue;
        }
        const QString before = fieldState(field);
        wheel(field, -1); // down: a combo box at its first item still moves
        wheel(field, -1);
        if (fieldState(field) != before) {
            changed << QStringLiteral("%1 %2").arg(QLatin1String(field->metaObject()->className()), field->objectName());
        }
    }
    return changed;
}

} // namespace

class TestWheelGuard final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY_OK(m_catalog.open(m_dir.filePath(QStringLiteral("catalog.sqlite"))));
        QVERIFY(setLanguage(QStringLiteral("en")));
    }

    void unfocusedFieldsIgnoreTheWheel()
    {
        FakePrompts prompts;
        MainWindow window(m_catalog, m_dir.filePath(QStringLiteral("autosave")));
        window.show();
        QVERIFY(window.waitForPlan(kPlanTimeoutMs));
        QuoteWizard wizard(m_catalog, &window);
        wizard.show();

        const QList<QWidget *> windowFields = wheelFields(&window);
        const QList<QWidget *> wizardFields = wheelFields(&wizard);
        // The guard has something to guard in each place the issue names.
        QVERIFY2(windowFields.size() > 20, qPrintable(QString::number(windowFields.size())));
        QVERIFY2(wizardFields.size() > 5, qPrintable(QString::number(wizardFields.size())));

        QStringList changed = fieldsTheWheelChanged(&window);
        changed << fieldsTheWheelChanged(&wizard);
        QVERIFY2(changed.isEmpty(), qPrintable(changed.join(QLatin1String(", "))));
    }

    void focusedFieldTakesTheWheel()
    {
        QuoteWizard wizard(m_catalog);
        wizard.show();
        wizard.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&wizard));
        auto *validDays = wizard.findChild<QSpinBox *>(QStringLiteral("validDaysSpin"));
        QVERIFY(validDays);
        const int before = validDays->value();
        wheel(validDays, 1);
        QCOMPARE(validDays->value(), before); // no focus yet
        validDays->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(validDays->hasFocus());
        wheel(validDays, 1);
        QCOMPARE(validDays->value(), before + 1);
    }

private:
    QTemporaryDir m_dir;
    Catalog m_catalog;
};

QTEST_MAIN(TestWheelGuard)
#include "tst_wheelguard.moc"
