// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The results page: the three tier cards side by side (entry, mainstream, high-performance),
// or, when nothing fits, what fails first, how many builds each check rejected and what would
// work instead; the plan's notes below; a busy indicator while a plan runs.
//
// Rebuilt from the outcome on every setOutcome(), on a palette change and on a language change
// (QEvent::LanguageChange: the same outcome in the new language, no re-plan).
// Object names: resultsTitle, resultsSummary, resultsBusy, resultsScroll, resultsPlaceholder,
// resultsError, resultsBlocked (a QLabel per reason: "blockedReason"), infeasiblePanel, firstFailure, rejectionCounts, suggestionList (one QLabel named
// "suggestionChange" per suggestion, and a QPushButton "suggestionApply" for each that works and
// can be written into the workload), closestBuilds, planNotes, and the cards' (TierCard.h).

#include "plan/Outcome.h"

#include <QTimer>
#include <QWidget>

#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

class QGridLayout;
class QLabel;
class QScrollArea;
class QVBoxLayout;

namespace rigplan {

class TierCard;

class ResultsView final : public QWidget {
    Q_OBJECT
public:
    explicit ResultsView(QWidget *parent = nullptr);

    // Shows a plan (nullptr: the "nothing planned yet" placeholder). Clears an error.
    void setOutcome(std::shared_ptr<const PlanOutcome> outcome);
    std::shared_ptr<const PlanOutcome> outcome() const { return m_outcome; }
    // A plan is running: after a short delay (so a 1 ms re-plan does not flicker) an indicator
    // shows; the current cards stay until the new outcome arrives.
    void setBusy(bool busy);
    bool isBusy() const { return m_busy; }
    // The plan could not be made (e.g. the catalog cannot be read); shown above the last plan.
    void showError(const QString &message);
    // The workload is not planned as it stands (a negative budget, offload without ZeRO, no
    // job): these reasons instead of the cards, which would describe another workload. The
    // editor shows each next to its field. Empty: the plan is shown again.
    void setBlocked(const QStringList &problems);
    const QStringList &blockedBy() const { return m_blocked; }

    // The card of a tier ("entry", "mainstream", "high"); nullptr when not shown.
    TierCard *card(TierKind kind) const;
    // The tiers whose Details the user opened: they stay open across re-plans and language
    // switches (a new outcome makes new cards), until the user closes them.
    const std::set<TierKind> &expandedTiers() const { return m_expanded; }
    // How many cards a row holds at this width of the page: 3 side by side where they fit, else
    // fewer to a row.
    int cardColumns() const { return m_cardColumns; }
    // Room for one card beside its scroll bar: the narrowest window shows a card whole.
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    // A suggestion's Apply button: make these changes to `workload` (the workload the shown plan
    // was made for).
    void applyRequested(const rigplan::Workload &workload, const std::vector<rigplan::WorkloadChange> &changes);
    // A tier card's "Acceptance kit…" button.
    void kitRequested(rigplan::TierKind tier);

    // How many builds each check rejected, from the planner's first-failure text ("builds
    // rejected per check: gpu_memory 291, cooling 148"), in the planner's order. Empty when the
    // text has no such tally.

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override; // the scroll area's viewport: its width

private:
    void rebuild();
    void rebuildKeepingScroll();
    int cardColumnsFor(int width) const;
    void layoutCards();
    void retranslateUi();
    QWidget *makeInfeasiblePanel(QWidget *parent);
    void addNotes(QVBoxLayout *layout, QWidget *parent);

    std::shared_ptr<const PlanOutcome> m_outcome;
    bool m_busy = false;
    bool m_rebuilding = false;
    bool m_rebuildQueued = false;
    QTimer m_busyDelay;
    QLabel *m_title = nullptr;
    QLabel *m_summary = nullptr;
    QWidget *m_busyIndicator = nullptr;
    QLabel *m_error = nullptr;
    QString m_errorMessage; // the planner's message behind m_error, worded again on a language change
    QLabel *m_busyText = nullptr;
    QScrollArea *m_scroll = nullptr;
    std::vector<TierCard *> m_cards;
    QGridLayout *m_cardGrid = nullptr; // the cards' grid in the scroll area (layoutCards())
    int m_cardColumns = 0;
    std::set<TierKind> m_expanded; // Details open, by tier (see expandedTiers())
    QStringList m_blocked;         // see setBlocked()
};

} // namespace rigplan
