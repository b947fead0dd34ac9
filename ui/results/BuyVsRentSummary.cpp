// SPDX-License-Identifier: GPL-3.0-or-later
#include "results/BuyVsRentSummary.h"

#include "LabText.h"

#include <QLabel>

namespace rigplan {

QWidget *makeBuyVsRentSummary(const PlanOutcome &outcome, std::size_t tier, QWidget *parent)
{
    if (tier >= outcome.tierBuyVsRent.size()) {
        return nullptr;
    }
    const QString headline = LabText::headline(outcome, tier);
    if (headline.isEmpty()) {
        return nullptr;
    }
    auto *label = new QLabel(headline, parent);
    label->setObjectName(QStringLiteral("tierBuyVsRent_%1").arg(QLatin1String(tierId(outcome.plan.tiers[tier].kind))));
    label->setWordWrap(true);
    QFont small = label->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    label->setFont(small);
    const BuyVsRent &b = outcome.tierBuyVsRent[tier];
    QStringList tip;
    if (b.status == BuyVsRentStatus::Ok) {
        tip << LabText::tr("Rented for the same work: %1.").arg(LabText::rentedGpus(outcome, b));
        tip << LabText::optionLines(outcome, tier);
        tip << LabText::dutyCycle(outcome, b);
    }
    tip << LabText::upgradeLines(outcome, tier);
    tip << LabText::leftOut(b);
    QStringList escaped;
    for (const QString &line : tip) {
        escaped << line.toHtmlEscaped();
    }
    label->setToolTip(QStringLiteral("<p>%1</p>").arg(escaped.join(QStringLiteral("<br/>"))));
    return label;
}

} // namespace rigplan
