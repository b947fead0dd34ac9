// SPDX-License-Identifier: GPL-3.0-or-later
#include "compare/ComparePage.h"

#include "Format.h"
#include "LabCharts.h"
#include "LabText.h"
#include "Prompts.h"
#include "catalog/Catalog.h"
#include "util/AtomicFile.h"
#include "workload/FormWidgets.h"

#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPushButton>
#include <QScrollArea>
#include <QTableWidget>
#include <QToolTip>
#include <QVBoxLayout>

#include <cmath>

namespace rigplan {

namespace {

constexpr std::array<CompareChartKind, 4> kCompareCharts{CompareChartKind::Price, CompareChartKind::Speed,
                                                         CompareChartKind::Power, CompareChartKind::CostOverTime};

QTableWidgetItem *cell(const QString &text, bool number = false)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    item->setToolTip(text); // a long GPU name is elided in its column
    if (number) {
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    }
    return item;
}

// Tooltips of the bars and points, from their "rigplan_tooltips" (as ChartsView).
void connectTooltips(QChart *chart)
{
    for (QAbstractSeries *series : chart->series()) {
        if (auto *bars = qobject_cast<QBarSeries *>(series)) {
            for (QBarSet *set : bars->barSets()) {
                QObject::connect(set, &QBarSet::hovered, set, [set](bool state, int index) {
                    const QStringList tips = set->property("rigplan_tooltips").toStringList();
                    if (state && index >= 0 && index < tips.size()) {
                        QToolTip::showText(QCursor::pos(), tips.at(index));
                    }
                });
            }
        } else if (auto *line = qobject_cast<QLineSeries *>(series)) {
            QObject::connect(line, &QLineSeries::hovered, line, [line](const QPointF &point, bool state) {
                const QStringList tips = line->property("rigplan_tooltips").toStringList();
                if (!state) {
                    return;
                }
                // The nearest point's tooltip.
                int best = -1;
                double distance = 0;
                for (int i = 0; i < line->count(); ++i) {
                    const double d = std::abs(line->at(i).x() - point.x());
                    if (best < 0 || d < distance) {
                        best = i;
                        distance = d;
                    }
                }
                if (best >= 0 && best < tips.size()) {
                    QToolTip::showText(QCursor::pos(), tips.at(best));
                }
            });
        }
    }
}

} // namespace

ComparePage::ComparePage(Catalog &catalog, QWidget *parent)
    : QWidget(parent)
    , m_catalog(catalog)
{
    installWheelGuard();
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    outer->addWidget(scroll);
    auto *content = new QWidget(scroll);
    scroll->setWidget(content);
    auto *layout = new QVBoxLayout(content);

    m_intro = new QLabel(content);
    m_intro->setObjectName(QStringLiteral("compareIntro"));
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);

    auto *edit = new QHBoxLayout;
    m_name = new QLineEdit(content);
    m_name->setObjectName(QStringLiteral("scenarioName"));
    m_add = new QPushButton(content);
    m_add->setObjectName(QStringLiteral("addScenario"));
    m_remove = new QComboBox(content);
    m_remove->setObjectName(QStringLiteral("scenarioToRemove"));
    m_removeButton = new QPushButton(content);
    m_removeButton->setObjectName(QStringLiteral("removeScenario"));
    edit->addWidget(m_name, 2);
    edit->addWidget(m_add);
    edit->addSpacing(fontMetrics().height());
    edit->addWidget(m_remove, 1);
    edit->addWidget(m_removeButton);
    layout->addLayout(edit);
    connect(m_add, &QPushButton::clicked, this, &ComparePage::addScenario);
    connect(m_name, &QLineEdit::returnPressed, this, &ComparePage::addScenario);
    connect(m_removeButton, &QPushButton::clicked, this, &ComparePage::removeScenario);

    m_table = new QTableWidget(content);
    m_table->setObjectName(QStringLiteral("compareTable"));
    m_table->setColumnCount(9);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setMinimumSectionSize(fontMetrics().averageCharWidth() * 6);
    layout->addWidget(m_table);

    // Three bar charts in a row; the cost over the years under them, the whole width (its legend
    // names every scenario × tier).
    auto *grid = new QGridLayout;
    for (std::size_t i = 0; i < kCompareCharts.size(); ++i) {
        auto *view = new QChartView(content);
        view->setObjectName(QStringLiteral("compareChart%1").arg(i));
        view->setRenderHint(QPainter::Antialiasing);
        view->setMinimumHeight(fontMetrics().height() * 17);
        if (kCompareCharts[i] == CompareChartKind::CostOverTime) {
            grid->addWidget(view, 1, 0, 1, 3);
        } else {
            grid->addWidget(view, 0, int(i));
        }
        m_charts.append(view);
    }
    layout->addLayout(grid);

    auto *budgetBar = new QHBoxLayout;
    m_budgetTitle = new QLabel(content);
    QFont bold = m_budgetTitle->font();
    bold.setBold(true);
    m_budgetTitle->setFont(bold);
    m_budgetTier = new QComboBox(content);
    m_budgetTier->setObjectName(QStringLiteral("budgetTier"));
    m_budgetTier->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_export = new QPushButton(content);
    m_export->setObjectName(QStringLiteral("exportBudget"));
    budgetBar->addWidget(m_budgetTitle);
    budgetBar->addWidget(m_budgetTier);
    budgetBar->addStretch(1);
    budgetBar->addWidget(m_export);
    layout->addLayout(budgetBar);
    connect(m_budgetTier, &QComboBox::currentIndexChanged, this, &ComparePage::rebuildBudget);
    connect(m_export, &QPushButton::clicked, this, &ComparePage::exportBudgetDialog);
    m_budget = new QTableWidget(content);
    m_budget->setObjectName(QStringLiteral("budgetTable"));
    m_budget->verticalHeader()->hide();
    m_budget->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_budget->setMinimumHeight(fontMetrics().height() * 8);
    layout->addWidget(m_budget);
    m_budgetNotes = new QLabel(content);
    m_budgetNotes->setObjectName(QStringLiteral("budgetNotes"));
    m_budgetNotes->setWordWrap(true);
    layout->addWidget(m_budgetNotes);

    m_texts.add([this] {
        m_name->setPlaceholderText(tr("Name of a new scenario (the current workload, e.g. \"70B chat\")"));
        m_add->setText(tr("Add as scenario"));
        m_removeButton->setText(tr("Remove"));
        m_budgetTitle->setText(tr("Budget over the years"));
        m_export->setText(tr("Export CSV…"));
    });
    m_texts.apply();
    rebuild();
}

void ComparePage::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        m_texts.apply();
        rebuild(); // the figures are kept; only the words and charts are made again
    }
}

void ComparePage::invalidatePlans()
{
    m_planned.clear();
    m_scenarios.clear();
}

void ComparePage::setQuote(const Quote &quote, std::shared_ptr<const PlanOutcome> current)
{
    m_quote = quote;
    m_current = std::move(current);
    // Plan the scenarios again only when they changed (the catalog is the same for the session;
    // a catalog edit re-plans the workload, and setQuote follows it with the same scenarios).
    const bool replan = !(m_planned == quote.scenarios) || m_scenarios.size() != quote.scenarios.size() + 1;
    std::vector<ScenarioOutcome> planned;
    const std::string title = quote.workload.title;
    planned.push_back({title.empty() ? tr("Current workload").toStdString() : title, std::string(), m_current});
    for (std::size_t i = 0; i < quote.scenarios.size(); ++i) {
        const QuoteScenario &s = quote.scenarios[i];
        std::shared_ptr<const PlanOutcome> outcome;
        if (!replan && i + 1 < m_scenarios.size()) {
            outcome = m_scenarios[i + 1].outcome;
        } else if (auto result = computePlanOutcome(m_catalog, s.workload); result) {
            outcome = *result;
        }
        planned.push_back({s.name, std::string(), outcome});
    }
    m_scenarios = std::move(planned);
    m_planned = quote.scenarios;
    rebuild();
}

void ComparePage::rebuild()
{
    const int extra = int(m_quote.scenarios.size());
    m_intro->setText(extra == 0
                         ? tr("Only the current workload so far. Give it a name and add it as a scenario, change the "
                              "workload on the left (a bigger model, more users) and compare: each scenario is planned "
                              "on its own with the same catalog.")
                         : tr("The current workload and %n saved scenario(s), each planned on its own with the same "
                              "catalog. Add the current workload as another scenario to compare a variant.",
                              nullptr, extra));
    m_remove->clear();
    for (const QuoteScenario &s : m_quote.scenarios) {
        m_remove->addItem(qs(s.name));
    }
    m_remove->setEnabled(extra > 0);
    m_removeButton->setEnabled(extra > 0);

    m_table->clear();
    m_table->setHorizontalHeaderLabels({tr("Scenario"), tr("Tier"), tr("GPUs"), tr("Price"), tr("Wall power"),
                                        tr("Speed per job"), tr("Cost of ownership"), tr("Cheapest rental"),
                                        tr("Owning breaks even")});
    const std::vector<CompareRow> rows = compareRows(m_scenarios);
    m_table->setRowCount(int(rows.size()));
    for (int i = 0; i < int(rows.size()); ++i) {
        const CompareRow &r = rows[std::size_t(i)];
        const PlanOutcome &out = *m_scenarios[r.scenario].outcome;
        const QString cur = qs(out.plan.currency);
        QStringList speeds;
        for (std::size_t j = 0; j < r.jobSpeeds.size(); ++j) {
            speeds << (r.jobHours[j] > 0 ? Format::hours(r.jobHours[j]) : Format::tokensPerSecond(r.jobSpeeds[j]));
        }
        QString breakEven;
        if (r.cheapestRental) {
            breakEven = !r.cheapestRental->ownCheaper ? tr("renting is cheaper")
                : r.cheapestRental->breakEvenMonth > 0 ? tr("month %1").arg(r.cheapestRental->breakEvenMonth)
                                                        : QString();
        }
        m_table->setItem(i, 0, cell(qs(m_scenarios[r.scenario].name)));
        m_table->setItem(i, 1, cell(Format::tierName(r.tierId)));
        m_table->setItem(i, 2, cell(tr("%1 × %2").arg(r.gpuCount).arg(qs(r.gpuName))));
        m_table->setItem(i, 3, cell(Format::money(r.priceMinor, cur), true));
        m_table->setItem(i, 4, cell(Format::watts(r.wallW), true));
        m_table->setItem(i, 5, cell(speeds.join(QStringLiteral(", ")), true));
        m_table->setItem(i, 6, cell(r.cumulativeCostMinor.empty() ? QString() : Format::money(r.tcoMinor, cur), true));
        m_table->item(i, 6)->setToolTip(tr("Purchase, energy and support over %1").arg(Format::years(r.years)));
        m_table->setItem(i, 7, cell(r.cheapestRental ? tr("%1 %2").arg(LabText::pricingName(r.cheapestRental->pricing),
                                                                        Format::money(r.cheapestRental->overLifeMinor, cur))
                                                     : QString(),
                                    true));
        m_table->setItem(i, 8, cell(breakEven));
    }
    // Every row visible (the page scrolls, not the table); the long GPU names take what is left
    // of the width and elide, the scenario names at most a fifth of it.
    QHeaderView *header = m_table->horizontalHeader();
    header->setStretchLastSection(false);
    for (int c = 0; c < m_table->columnCount(); ++c) {
        header->setSectionResizeMode(c, c == 2 ? QHeaderView::Stretch : QHeaderView::ResizeToContents);
    }
    header->setSectionResizeMode(0, QHeaderView::Interactive);
    m_table->resizeColumnToContents(0);
    m_table->setColumnWidth(0, std::min(m_table->columnWidth(0), std::max(120, m_table->viewport()->width() / 5)));
    m_table->setTextElideMode(Qt::ElideRight);
    int height = header->height() + 2 * m_table->frameWidth();
    for (int r = 0; r < m_table->rowCount(); ++r) {
        height += m_table->rowHeight(r);
    }
    m_table->setMinimumHeight(std::max(height, fontMetrics().height() * 4));

    for (std::size_t i = 0; i < kCompareCharts.size(); ++i) {
        QChart *chart = makeCompareChart(kCompareCharts[i], m_scenarios, palette().window().color().lightness() < 128
                                                                            ? ChartTheme::Dark
                                                                            : ChartTheme::Light);
        connectTooltips(chart);
        QChart *old = m_charts[int(i)]->chart();
        m_charts[int(i)]->setChart(chart);
        delete old;
    }

    // The budget's tier choice: the current workload's tiers.
    const QString chosen = m_budgetTier->currentData().toString();
    const QSignalBlocker block(m_budgetTier);
    m_budgetTier->clear();
    if (m_current) {
        for (const Tier &t : m_current->plan.tiers) {
            m_budgetTier->addItem(Format::tierName(t.kind), QLatin1String(tierId(t.kind)));
        }
    }
    const int keep = m_budgetTier->findData(chosen);
    m_budgetTier->setCurrentIndex(keep >= 0 ? keep : std::max(0, m_budgetTier->findData(QStringLiteral("mainstream"))));
    rebuildBudget();
}

void ComparePage::rebuildBudget()
{
    m_budget->clear();
    m_budget->setRowCount(0);
    const QStringList headers = LabText::budgetHeaders();
    m_budget->setColumnCount(int(headers.size()));
    m_budget->setHorizontalHeaderLabels(headers);
    const int tier = m_budgetTier->currentIndex();
    m_export->setEnabled(m_current && !m_current->tierBudgets.empty());
    if (!m_current || tier < 0 || std::size_t(tier) >= m_current->tierBudgets.size()) {
        m_budgetNotes->setText(m_current && !m_current->economics ? tr("No budget: the workload's cost settings are invalid.") : QString());
        return;
    }
    const TierBudget &b = m_current->tierBudgets[std::size_t(tier)];
    const QString cur = qs(m_current->plan.currency);
    m_budget->setRowCount(int(b.years.size()));
    for (int i = 0; i < int(b.years.size()); ++i) {
        const BudgetYear &y = b.years[std::size_t(i)];
        const QList<std::int64_t> values{y.purchaseMinor, y.upgradesMinor, y.energyMinor, y.supportMinor, y.totalMinor,
                                         y.cumulativeMinor, y.depreciationMinor, y.bookValueMinor, y.rentalMinor};
        m_budget->setItem(i, 0, cell(QString::number(y.year)));
        for (int c = 0; c < values.size(); ++c) {
            m_budget->setItem(i, c + 1, cell(c == values.size() - 1 && !b.rental ? QString() : Format::money(values.at(c), cur), true));
        }
    }
    m_budget->resizeColumnsToContents();
    QStringList notes = LabText::upgradeLines(*m_current, std::size_t(tier));
    notes << LabText::headline(*m_current, std::size_t(tier));
    if (std::size_t(tier) < m_current->tierBuyVsRent.size()) {
        notes << LabText::leftOut(m_current->tierBuyVsRent[std::size_t(tier)]);
    }
    notes.removeAll(QString());
    m_budgetNotes->setText(notes.join(QLatin1Char('\n')));
}

void ComparePage::addScenario()
{
    const QString name = m_name->text().trimmed();
    if (name.isEmpty()) {
        m_name->setFocus();
        return;
    }
    for (const QuoteScenario &s : m_quote.scenarios) {
        if (qs(s.name) == name) {
            Prompts::instance().error(this, tr("Add scenario"), tr("A scenario named \"%1\" exists already.").arg(name));
            return;
        }
    }
    std::vector<QuoteScenario> scenarios = m_quote.scenarios;
    scenarios.push_back({name.toStdString(), m_quote.workload});
    m_name->clear();
    Q_EMIT scenariosEdited(scenarios);
}

void ComparePage::removeScenario()
{
    const int index = m_remove->currentIndex();
    if (index < 0 || std::size_t(index) >= m_quote.scenarios.size()) {
        return;
    }
    std::vector<QuoteScenario> scenarios = m_quote.scenarios;
    scenarios.erase(scenarios.begin() + index);
    Q_EMIT scenariosEdited(scenarios);
}

bool ComparePage::exportBudget(const QString &path)
{
    if (!m_current) {
        return false;
    }
    std::vector<std::pair<std::string, TierBudget>> budgets;
    for (std::size_t i = 0; i < m_current->tierBudgets.size(); ++i) {
        budgets.emplace_back(tierId(m_current->plan.tiers[i].kind), m_current->tierBudgets[i]);
    }
    const Result<void> written = writeFileAtomically(path, budgetsToCsv(budgets, m_current->plan.currency));
    if (!written) {
        Prompts::instance().error(this, tr("Export budget"), tr("The budget could not be written."), written.diagnostic().text());
        return false;
    }
    return true;
}

void ComparePage::exportBudgetDialog()
{
    const QString path = Prompts::instance().saveFileName(this, tr("Export the budget as CSV"),
                                                          QDir::home().filePath(QStringLiteral("budget.csv")),
                                                          tr("CSV files (*.csv)"));
    if (!path.isEmpty()) {
        exportBudget(path);
    }
}

} // namespace rigplan
