// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One tier of a plan as a card: a header band in the tier's colour, the price, the verdict,
// the hardware, power against the outlet, each job's speed and GPU-memory headroom, the running
// cost, and behind "Details" the bill of materials and why (and why not) these parts.
//
// Built once from a PlanOutcome (which it keeps alive); a language switch rebuilds the card.
// Object names (for tests and the end-to-end test), with <tier> = entry | mainstream | high:
//   tierCard_<tier>, tierPrice_<tier> (QLabel, Format::money of the build's price),
//   tierGpus_<tier>, tierVerdict_<tier>, tierPower_<tier>, tierTco_<tier>, tierSameAs_<tier>,
//   tierSoftware_<tier> (the stack: driver, toolkit, PyTorch wheel, container),
//   tierDetails_<tier> (the toggle), tierDetailsPanel_<tier>, tierBom_<tier> (one QLabel named
//   "bomPart" per BOM line), tierRejected_<tier>, tierKit_<tier> (the acceptance-kit button).

#include "plan/Outcome.h"

#include <QFrame>
#include <QList>

#include <memory>
#include <vector>

class QGridLayout;
class QToolButton;
class QVBoxLayout;

namespace rigplan {

class TierCard final : public QFrame {
    Q_OBJECT
public:
    // `tierIndex` indexes outcome->plan.tiers.
    TierCard(std::shared_ptr<const PlanOutcome> outcome, int tierIndex, QWidget *parent = nullptr);

    const Tier &tier() const;
    bool isExpanded() const;
    void setExpanded(bool expanded);

    QSize minimumSizeHint() const override;

    // Captions above their values (a narrow card) or beside them; set on every resize from the
    // card's width (narrower than kStackBelowChars average characters: stacked).
    static constexpr int kStackBelowChars = 44;
    bool factsStacked() const;
    void setFactsStacked(bool stacked);

Q_SIGNALS:
    void expandedChanged(bool expanded);
    // The card's "Acceptance kit…" button (tierKit_<tier>): write this tier's kit.
    void kitRequested(rigplan::TierKind tier);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    QWidget *makeBand();
    void addSameAs(QVBoxLayout *body);
    void addVerdict(QVBoxLayout *body);
    void addHardware(QVBoxLayout *body);
    void addPower(QVBoxLayout *body);
    void addJobs(QVBoxLayout *body);
    void addEconomics(QVBoxLayout *body);
    void addSoftware(QVBoxLayout *body);
    QWidget *makeDetails(QWidget *parent);
    QWidget *makeBom(QWidget *parent);
    QString objectNameFor(const char *prefix) const;
    void alignFactGrids();

    std::shared_ptr<const PlanOutcome> m_outcome;
    int m_index = 0;
    QWidget *m_band = nullptr;
    QToolButton *m_toggle = nullptr;
    QWidget *m_details = nullptr;
    QList<QGridLayout *> m_factGrids; // label/value grids whose caption columns share a width
    struct Fact {
        QGridLayout *grid;
        QWidget *caption;
        QWidget *value;
    };
    std::vector<Fact> m_facts; // every caption / value row of m_factGrids, in order
    bool m_factsStacked = false;
};

} // namespace rigplan
