// SPDX-License-Identifier: GPL-3.0-or-later
#include "EconomicsForm.h"

#include "Format.h"
#include "FormWidgets.h"
#include "plan/Economics.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

#include <cstring>

namespace rigplan {

namespace {

constexpr const char *kTariff = "tariff_per_kwh";
constexpr const char *kDutyHours = "duty_hours_per_day";
constexpr const char *kYears = "years";
constexpr const char *kCooling = "cooling_factor";
constexpr const char *kSupport = "support_percent_per_year";

CheckedDoubleSpinBox *settingSpin(const char *objectName, double minimum, double maximum, int decimals, double step,
                                  QWidget *parent)
{
    auto *spin = new CheckedDoubleSpinBox(parent);
    spin->setObjectName(QLatin1String(objectName));
    // The ranges the economics accepts (docs/economics.md, "Settings and defaults"); (0, x] as the
    // smallest step above 0.
    spin->setRange(minimum, maximum);
    spin->setDecimals(decimals);
    spin->setSingleStep(step);
    spin->setGroupSeparatorShown(true);
    spin->setKeyboardTracking(false); // one edit per value typed, not per digit
    return spin;
}

} // namespace

EconomicsForm::EconomicsForm(bool stacked, QWidget *parent)
    : QWidget(parent)
{
    m_form = new FormGrid(this, stacked);

    m_tariff = settingSpin("tariffSpin", 0, 1'000'000, 3, 0.01, this);
    m_form->addRow(translatedBuddy(m_texts, [] { return tr("Electricity &tariff:"); }, m_tariff, this), m_tariff);
    m_dutyHours = settingSpin("dutyHoursSpin", 0.5, 24, 1, 1, this);
    m_texts.add([this] {
        m_dutyHours->setSuffix(tr(" h/day", "hours per day"));
        m_dutyHours->setToolTip(tr("Hours a day the machine works at full power; idle time is not counted."));
    });
    m_form->addRow(translatedBuddy(m_texts, [] { return tr("&Running:"); }, m_dutyHours, this), m_dutyHours);
    m_years = settingSpin("yearsSpin", 0.5, 20, 1, 1, this);
    m_texts.add([this] {
        m_years->setSuffix(tr(" years"));
        m_years->setToolTip(tr("The service life the cost of ownership covers."));
    });
    m_form->addRow(translatedBuddy(m_texts, [] { return tr("Service &life:"); }, m_years, this), m_years);
    m_cooling = settingSpin("coolingFactorSpin", 1, 3, 2, 0.05, this);
    m_texts.add([this] {
        m_cooling->setToolTip(tr("Energy the room's cooling adds, as a factor on the machine's (PUE): 1.0 in an "
                                 "office, about 1.3 with a room air conditioner."));
    });
    m_form->addRow(translatedBuddy(m_texts, [] { return tr("C&ooling factor:"); }, m_cooling, this), m_cooling);
    m_support = settingSpin("supportSpin", 0, 100, 1, 1, this);
    m_texts.add([this] {
        m_support->setSuffix(tr(" % a year", "percent of the purchase price per year"));
        m_support->setToolTip(tr("Support and maintenance per year, as a share of the purchase price."));
    });
    m_form->addRow(translatedBuddy(m_texts, [] { return tr("Su&pport:"); }, m_support, this), m_support);

    m_defaults = new QPushButton(this);
    m_defaults->setObjectName(QStringLiteral("economicsDefaultsButton"));
    m_texts.add([this] {
        m_defaults->setText(tr("Use the &defaults"));
        m_defaults->setToolTip(tr("Forget the values set here: the plan uses the documented defaults again."));
    });
    auto *row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_defaults);
    row->addStretch(1);
    auto *rowHost = new QWidget(this);
    rowHost->setLayout(row);
    m_form->addRow(static_cast<QLabel *>(nullptr), rowHost);
    m_hint = makeHintLabel(this);
    m_hint->setObjectName(QStringLiteral("economicsHint"));
    m_form->addRow(static_cast<QLabel *>(nullptr), m_hint);
    m_error = new ErrorLabel(this);
    m_error->setObjectName(QStringLiteral("economicsError"));
    m_form->addRow(static_cast<QLabel *>(nullptr), m_error);

    m_settings = {{kTariff, m_tariff}, {kDutyHours, m_dutyHours}, {kYears, m_years}, {kCooling, m_cooling},
                  {kSupport, m_support}};
    for (const Setting &setting : m_settings) {
        const char *key = setting.key;
        connect(setting.spin, &QDoubleSpinBox::valueChanged, this, [this, key](double value) { edit(key, value); });
        connect(setting.spin, &CheckedDoubleSpinBox::refusedChanged, this, &EconomicsForm::showError);
    }
    connect(m_defaults, &QPushButton::clicked, this, [this] {
        bool removed = false;
        for (const Setting &setting : m_settings) {
            removed = m_overrides.contains(QLatin1String(setting.key)) || removed;
            m_overrides.remove(QLatin1String(setting.key));
        }
        if (removed) {
            showValues();
            Q_EMIT economicsChanged();
        }
    });
    m_texts.add([this] { showValues(); });
}

void EconomicsForm::showError()
{
    QStringList lines;
    for (const Setting &setting : m_settings) {
        if (const QString refused = refusalText(setting.spin); !refused.isEmpty()) {
            lines << refused;
        }
    }
    if (!m_settingsError.isEmpty()) {
        lines << m_settingsError;
    }
    m_error->setError(lines.join(QLatin1Char('\n')));
}

void EconomicsForm::setWorkload(const Workload &workload)
{
    for (const Setting &setting : m_settings) {
        setting.spin->clearRefused(); // refused in the workload shown before
    }
    m_workload = workload;
    m_overrides = workload.economics;
    showValues();
}

void EconomicsForm::applyTo(Workload &workload) const
{
    workload.economics = m_overrides;
}

void EconomicsForm::edit(const char *key, double value)
{
    if (m_updating) {
        return;
    }
    m_overrides.insert(QLatin1String(key), value);
    showValues();
    Q_EMIT economicsChanged();
}

void EconomicsForm::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
}

void EconomicsForm::retranslateUi()
{
    m_texts.apply(); // the suffixes, labels, the hint and the problems in the new words
}

void EconomicsForm::showValues()
{
    Workload planned = m_workload;
    planned.economics = m_overrides;
    const EconomicsSettings defaults = defaultEconomics(planned);
    const Result<EconomicsSettings> settings = economicsForWorkload(planned);
    // A bad value from a file is shown with its reason; the boxes show what the plan would use
    // without it.
    const EconomicsSettings &shown = settings ? *settings : defaults;
    m_settingsError = settings ? QString() : diagnosticTexts(settings.diagnostics()).join(QLatin1Char('\n'));
    showError();

    const QString currency = QString::fromStdString(shown.currency);
    const bool was = m_updating;
    m_updating = true;
    m_tariff->setSuffix(tr(" %1/kWh", "currency per kilowatt-hour").arg(currency));
    m_tariff->setToolTip(tr("What a kilowatt-hour costs where the machine runs, in %1 (the plan's currency).")
                             .arg(currency));
    const auto showValue = [this](QDoubleSpinBox *spin, const char *key, double value) {
        spin->setValue(value);
        // Bold: set for this workload; regular: the default.
        QFont font = spin->font();
        font.setBold(m_overrides.contains(QLatin1String(key)));
        spin->setFont(font);
    };
    showValue(m_tariff, kTariff, shown.tariffPerKwh);
    showValue(m_dutyHours, kDutyHours, shown.dutyHoursPerDay);
    showValue(m_years, kYears, shown.years);
    showValue(m_cooling, kCooling, shown.coolingFactor);
    showValue(m_support, kSupport, shown.supportPercentPerYear);
    m_updating = was;

    bool anySet = false;
    for (const Setting &setting : m_settings) {
        anySet = anySet || m_overrides.contains(QLatin1String(setting.key));
    }
    m_defaults->setEnabled(anySet);
    QStringList lines;
    lines << (m_overrides.contains(QLatin1String(kTariff))
                  ? tr("Tariff set for this workload.")
                  : tr("Tariff: %1.").arg(QString::fromStdString(defaults.tariffSource)));
    lines << tr("Defaults: %1 h a day (%2), %3 years, cooling factor %4 (%5), no support. Values set here are bold.")
                 .arg(Format::number(defaults.dutyHoursPerDay, 0),
                      defaults.dutyHoursPerDay >= kDutyHoursTraining ? tr("a training job runs overnight")
                                                                     : tr("serving the working day"),
                      Format::number(defaults.years, 0), Format::number(defaults.coolingFactor, 2),
                      Format::environmentName(m_workload.site.environment));
    m_hint->setText(lines.join(QLatin1Char('\n')));
}

} // namespace rigplan
