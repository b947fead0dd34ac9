// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Compare page: the quote's scenarios side by side (its workload and every named scenario,
// each planned on its own with the same catalog) in one table and four overlaid charts — price,
// speed, power, cost of ownership over the years — and the budget over the years of the current
// workload's tiers, with the CSV a finance office can paste. The current workload's plan comes
// from the main window (the background planner); the scenarios are planned here when they change.

#include "plan/Compare.h"
#include "quote/Quote.h"
#include "Retranslate.h"

#include <QWidget>

#include <memory>
#include <vector>

class QChartView;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace rigplan {

class Catalog;

class ComparePage final : public QWidget {
    Q_OBJECT
public:
    explicit ComparePage(Catalog &catalog, QWidget *parent = nullptr);

    // The quote (its scenarios) and the plan of its workload (nullptr while none).
    void setQuote(const Quote &quote, std::shared_ptr<const PlanOutcome> current);
    // The catalog changed: the next setQuote() plans the scenarios again.
    void invalidatePlans();
    // The scenarios as shown: the workload first, then the quote's scenarios.
    const std::vector<ScenarioOutcome> &scenarios() const { return m_scenarios; }
    QTableWidget *table() const { return m_table; }
    QTableWidget *budgetTable() const { return m_budget; }
    QList<QChartView *> chartViews() const { return m_charts; }
    // Writes the current workload's budget (every tier) as CSV, atomically; false with the
    // problem shown (Prompts) when it cannot.
    bool exportBudget(const QString &path);

Q_SIGNALS:
    // The user added or removed a scenario: the quote's new list (the main window makes it an undo step).
    void scenariosEdited(const std::vector<QuoteScenario> &scenarios);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();        // the table and the charts from m_scenarios
    void rebuildBudget();  // the budget table of the selected tier
    void addScenario();
    void removeScenario();
    void exportBudgetDialog();

    Catalog &m_catalog;
    Quote m_quote;
    std::shared_ptr<const PlanOutcome> m_current;
    std::vector<ScenarioOutcome> m_scenarios;
    std::vector<QuoteScenario> m_planned; // the scenarios m_scenarios[1..] were planned for

    QLabel *m_intro = nullptr;
    QLineEdit *m_name = nullptr;
    QPushButton *m_add = nullptr;
    QComboBox *m_remove = nullptr;
    QPushButton *m_removeButton = nullptr;
    QTableWidget *m_table = nullptr;
    QList<QChartView *> m_charts;
    QLabel *m_budgetTitle = nullptr;
    QComboBox *m_budgetTier = nullptr;
    QPushButton *m_export = nullptr;
    QTableWidget *m_budget = nullptr;
    QLabel *m_budgetNotes = nullptr;
    TextSetters m_texts;
};

} // namespace rigplan
