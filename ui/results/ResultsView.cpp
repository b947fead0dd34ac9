// SPDX-License-Identifier: GPL-3.0-or-later
#include "ResultsView.h"

#include "Format.h"
#include "ResultsStyle.h"
#include "TierCard.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace rigplan {

using results::addBullets;
using results::sectionHeading;
using results::setTextColor;
using results::wrappedLabel;

namespace {

// A panel with a coloured stripe on its left edge (the infeasible plan's red).
class StripeFrame final : public QFrame {
public:
    StripeFrame(const QColor &stripe, QWidget *parent)
        : QFrame(parent)
        , m_stripe(stripe)
    {
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        // A stripe down the left edge, a little wider than the rounding.
        const QRectF frame = results::cardFrame(this);
        results::paintCard(this, QRectF(frame.left(), frame.top(), results::cardRadius(this) * 1.5, frame.height()),
                           m_stripe);
    }

private:
    QColor m_stripe;
};

QLabel *boldLabel(const QString &text, QWidget *parent, double scale = 1.0)
{
    QLabel *label = wrappedLabel(text, parent);
    QFont font = label->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * scale);
    label->setFont(font);
    return label;
}

} // namespace

ResultsView::ResultsView(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    const int margin = fontMetrics().height() * 3 / 4;
    layout->setContentsMargins(margin, margin, margin, margin);
    layout->setSpacing(margin / 2);

    auto *header = new QHBoxLayout;
    auto *titles = new QVBoxLayout;
    titles->setSpacing(2);
    m_title = boldLabel(QString(), this, 1.3);
    m_title->setObjectName(QStringLiteral("resultsTitle"));
    titles->addWidget(m_title);
    m_summary = wrappedLabel(QString(), this);
    m_summary->setObjectName(QStringLiteral("resultsSummary"));
    titles->addWidget(m_summary);
    header->addLayout(titles, 1);

    m_busyIndicator = new QWidget(this);
    m_busyIndicator->setObjectName(QStringLiteral("resultsBusy"));
    auto *busyLayout = new QHBoxLayout(m_busyIndicator);
    busyLayout->setContentsMargins(0, 0, 0, 0);
    m_busyText = new QLabel(tr("Planning…"), m_busyIndicator);
    auto *progress = new QProgressBar(m_busyIndicator);
    progress->setRange(0, 0); // indeterminate: a plan reports no progress
    progress->setTextVisible(false);
    progress->setMaximumWidth(fontMetrics().averageCharWidth() * 16);
    busyLayout->addWidget(m_busyText);
    busyLayout->addWidget(progress);
    QSizePolicy keepSpace = m_busyIndicator->sizePolicy();
    keepSpace.setRetainSizeWhenHidden(true); // showing it must not shift the page
    m_busyIndicator->setSizePolicy(keepSpace);
    m_busyIndicator->hide();
    header->addWidget(m_busyIndicator, 0, Qt::AlignTop | Qt::AlignRight);
    layout->addLayout(header);

    m_error = wrappedLabel(QString(), this);
    m_error->setObjectName(QStringLiteral("resultsError"));
    m_error->hide();
    layout->addWidget(m_error);

    m_scroll = new QScrollArea(this);
    m_scroll->setObjectName(QStringLiteral("resultsScroll"));
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);
    layout->addWidget(m_scroll, 1);
    m_scroll->viewport()->installEventFilter(this);

    m_busyDelay.setSingleShot(true);
    m_busyDelay.setInterval(150);
    connect(&m_busyDelay, &QTimer::timeout, this, [this] { m_busyIndicator->setVisible(m_busy); });

    rebuild();
}

void ResultsView::setOutcome(std::shared_ptr<const PlanOutcome> outcome)
{
    // A re-plan makes new cards: the Details the user opened stay open, and the page keeps its
    // scroll position, so a slider step does not throw the reader back to the top.
    m_outcome = std::move(outcome);
    m_error->hide();
    rebuildKeepingScroll();
}

void ResultsView::setBlocked(const QStringList &problems)
{
    if (problems == m_blocked) {
        return;
    }
    m_blocked = problems;
    rebuildKeepingScroll();
}

void ResultsView::setBusy(bool busy)
{
    m_busy = busy;
    if (busy) {
        if (!m_busyIndicator->isVisible() && !m_busyDelay.isActive()) {
            m_busyDelay.start();
        }
    } else {
        m_busyDelay.stop();
        m_busyIndicator->hide();
    }
}

void ResultsView::showError(const QString &message)
{
    m_errorMessage = message;
    m_error->setText(tr("Could not plan: %1").arg(message));
    setTextColor(m_error, results::errorColor(palette()));
    m_error->show();
}

TierCard *ResultsView::card(TierKind kind) const
{
    for (TierCard *c : m_cards) {
        if (c->tier().kind == kind) {
            return c;
        }
    }
    return nullptr;
}

void ResultsView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    // Colours are chosen from the palette when the page is built: rebuild for a new theme. Qt
    // sends the event before the children take the new palette, so rebuild once they have.
    if (event->type() == QEvent::PaletteChange && !m_rebuilding && !m_rebuildQueued) {
        m_rebuildQueued = true;
        QMetaObject::invokeMethod(this, &ResultsView::rebuild, Qt::QueuedConnection);
    }
    // The cards are drawn from the outcome: a new language is a rebuild from the same outcome,
    // now, so the page is in the new language when the switch returns. (The old cards are
    // inside the scroll area, which gets the event after this.)
    if (event->type() == QEvent::LanguageChange && !m_rebuilding) {
        retranslateUi();
    }
}

void ResultsView::retranslateUi()
{
    // New cards in the new words; the details the user opened stay open and the page keeps
    // its scroll position.
    rebuildKeepingScroll();
}

void ResultsView::rebuildKeepingScroll()
{
    const int scrolled = m_scroll->verticalScrollBar()->value();
    rebuild(); // reopens the Details of m_expanded
    if (QLayout *layout = m_scroll->widget()->layout()) {
        layout->activate(); // the scroll range of the new cards
    }
    m_scroll->verticalScrollBar()->setValue(scrolled);
}

int ResultsView::cardColumnsFor(int width) const
{
    // A card needs about 38 average characters to show a part name and its figures in a few
    // lines (the Chinese captions and the long English part names alike); narrower, the cards
    // wrap to the next row instead of squeezing every value into a column of single words.
    int comfortable = fontMetrics().averageCharWidth() * 38;
    for (const TierCard *card : m_cards) {
        comfortable = std::max(comfortable, card->minimumSizeHint().width()); // never less than a card takes
    }
    const int spacing = fontMetrics().height();
    const int count = std::max<int>(1, int(m_cards.size()));
    return std::clamp((width + spacing) / (comfortable + spacing), 1, count);
}

void ResultsView::layoutCards()
{
    if (!m_cardGrid || m_cards.empty()) {
        return;
    }
    const int columns = cardColumnsFor(m_scroll->viewport()->width());
    if (columns == m_cardColumns) {
        return;
    }
    m_cardColumns = columns;
    for (TierCard *card : m_cards) {
        m_cardGrid->removeWidget(card);
    }
    for (std::size_t i = 0; i < m_cards.size(); ++i) {
        m_cardGrid->addWidget(m_cards[i], int(i) / columns, int(i) % columns);
    }
    for (int c = 0; c < int(m_cards.size()); ++c) {
        m_cardGrid->setColumnStretch(c, c < columns ? 1 : 0);
    }
}

QSize ResultsView::minimumSizeHint() const
{
    QSize hint = QWidget::minimumSizeHint();
    int card = 0;
    for (const TierCard *c : m_cards) {
        card = std::max(card, c->minimumSizeHint().width());
    }
    if (card > 0) {
        const QMargins margins = layout()->contentsMargins();
        hint.setWidth(std::max(hint.width(), card + margins.left() + margins.right()
                                                 + style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this)
                                                 + 2 * m_scroll->frameWidth()));
    }
    return hint;
}

bool ResultsView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_scroll->viewport() && event->type() == QEvent::Resize) {
        layoutCards();
    }
    return QWidget::eventFilter(watched, event);
}

void ResultsView::rebuild()
{
    m_rebuilding = true;
    m_rebuildQueued = false;
    m_busyText->setText(tr("Planning…"));
    if (!m_error->isHidden() && !m_errorMessage.isEmpty()) {
        m_error->setText(tr("Could not plan: %1").arg(m_errorMessage));
    }
    m_cards.clear();
    m_cardGrid = nullptr;
    auto *content = new QWidget;
    // Parented before its children are made so that they inherit the view's palette and font.
    m_scroll->setWidget(content);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    const int spacing = fontMetrics().height();
    layout->setSpacing(spacing);

    if (!m_blocked.isEmpty()) {
        m_title->setText(tr("Results"));
        m_summary->setText(QString());
        m_summary->hide();
        auto *panel = new StripeFrame(results::warningColor(palette()), content);
        panel->setObjectName(QStringLiteral("resultsBlocked"));
        auto *box = new QVBoxLayout(panel);
        const int margin = fontMetrics().height() * 3 / 4;
        box->setContentsMargins(margin * 2, margin, margin, margin);
        box->setSpacing(margin / 2);
        QLabel *heading = boldLabel(tr("Not planned: the workload has %n problem(s)", "", int(m_blocked.size())), panel, 1.2);
        box->addWidget(heading);
        box->addWidget(wrappedLabel(tr("Fix them in the editor on the left, where each is shown next to its field; "
                                       "the plan follows at once."),
                                    panel));
        auto *reasons = new QVBoxLayout;
        reasons->setSpacing(2);
        for (QLabel *reason : addBullets(reasons, m_blocked, panel, results::warningColor(palette()))) {
            reason->setObjectName(QStringLiteral("blockedReason"));
        }
        box->addLayout(reasons);
        layout->addWidget(panel);
        layout->addStretch(1);
        m_rebuilding = false;
        return;
    }

    if (!m_outcome) {
        m_title->setText(tr("Results"));
        m_summary->setText(QString());
        m_summary->hide();
        QLabel *placeholder = wrappedLabel(tr("No plan yet. Describe a workload to see three priced builds."), content);
        placeholder->setObjectName(QStringLiteral("resultsPlaceholder"));
        placeholder->setAlignment(Qt::AlignCenter);
        setTextColor(placeholder, results::secondaryTextColor(palette()));
        layout->addStretch(1);
        layout->addWidget(placeholder);
        layout->addStretch(2);
        m_rebuilding = false;
        return;
    }

    const PlanOutcome &o = *m_outcome;
    const PlanResult &plan = o.plan;
    m_title->setText(o.workload.title.empty() ? tr("Results") : qs(o.workload.title));
    QStringList summary;
    if (!o.workload.customer.empty()) {
        summary << tr("For %1").arg(qs(o.workload.customer));
    }
    const int candidates = static_cast<int>(std::min<std::int64_t>(plan.candidates, std::numeric_limits<int>::max()));
    summary << tr("%n candidate build(s) evaluated", "", candidates);
    if (plan.budgetMinor > 0) {
        summary << tr("budget %1").arg(Format::money(plan.budgetMinor, plan.currency));
    }
    summary << tr("prices in %1; GB = 10⁹ bytes").arg(qs(plan.currency));
    m_summary->setText(summary.join(tr(" · ", "separator in the results summary")));
    m_summary->show();
    setTextColor(m_summary, results::secondaryTextColor(palette()));

    if (plan.feasible) {
        // Side by side where they fit, else two or one to a row (layoutCards(), on every resize).
        m_cardGrid = new QGridLayout;
        m_cardGrid->setHorizontalSpacing(spacing);
        m_cardGrid->setVerticalSpacing(spacing);
        m_cardColumns = 0;
        for (std::size_t i = 0; i < plan.tiers.size(); ++i) {
            auto *card = new TierCard(m_outcome, static_cast<int>(i), content);
            const TierKind kind = card->tier().kind;
            card->setExpanded(m_expanded.count(kind) > 0);
            connect(card, &TierCard::expandedChanged, this, [this, kind](bool expanded) {
                if (expanded) {
                    m_expanded.insert(kind);
                } else {
                    m_expanded.erase(kind);
                }
            });
            connect(card, &TierCard::kitRequested, this, &ResultsView::kitRequested);
            m_cards.push_back(card);
        }
        layout->addLayout(m_cardGrid);
        layoutCards();
    } else {
        layout->addWidget(makeInfeasiblePanel(content));
    }
    addNotes(layout, content);
    layout->addStretch(1);
    m_rebuilding = false;
    updateGeometry(); // the minimum follows the cards
}

QWidget *ResultsView::makeInfeasiblePanel(QWidget *parent)
{
    const PlanResult &plan = m_outcome->plan;
    auto *panel = new StripeFrame(results::errorColor(palette()), parent);
    panel->setObjectName(QStringLiteral("infeasiblePanel"));
    auto *layout = new QVBoxLayout(panel);
    const int margin = fontMetrics().height() * 3 / 4;
    layout->setContentsMargins(margin * 2, margin, margin, margin);
    layout->setSpacing(margin);

    QLabel *heading = boldLabel(tr("No build satisfies this workload"), panel, 1.2);
    setTextColor(heading, results::errorColor(palette()));
    layout->addWidget(heading);

    // The sentence keeps the closest build and its shortfall; the tally is the table below.
    const PlanTextContext words = m_outcome->textContext();
    QLabel *first = wrappedLabel(qs(plantext::closestFailure(words, plan.closest)), panel);
    first->setObjectName(QStringLiteral("firstFailure"));
    layout->addWidget(first);

    const auto counts = plan.rejectionsMostFirst();
    if (!counts.empty()) {
        auto *box = new QVBoxLayout;
        box->setSpacing(4);
        box->addWidget(sectionHeading(tr("Builds rejected by each check (a build can fail several)"), panel));
        auto *table = new QWidget(panel);
        table->setObjectName(QStringLiteral("rejectionCounts"));
        auto *grid = new QGridLayout(table);
        grid->setContentsMargins(0, 0, 0, 0);
        grid->setHorizontalSpacing(margin);
        grid->setVerticalSpacing(2);
        int row = 0;
        for (const auto &[check, count] : counts) {
            QLabel *name = wrappedLabel(Format::checkName(check), table);
            name->setObjectName(QStringLiteral("rejectionCheck"));
            auto *number = new QLabel(tr("%n build(s)", "", int(std::min<std::int64_t>(count, 1'000'000'000))), table);
            number->setObjectName(QStringLiteral("rejectionCount"));
            number->setAlignment(Qt::AlignRight | Qt::AlignTop);
            grid->addWidget(name, row, 0);
            grid->addWidget(number, row, 1, Qt::AlignRight | Qt::AlignTop);
            ++row;
        }
        grid->setColumnStretch(2, 1);
        box->addWidget(table);
        layout->addLayout(box);
    }

    if (!plan.suggestions.empty()) {
        // Feasible changes first, each group in the planner's order.
        std::vector<const Suggestion *> ordered;
        for (const Suggestion &s : plan.suggestions) {
            ordered.push_back(&s);
        }
        std::stable_partition(ordered.begin(), ordered.end(), [](const Suggestion *s) { return s->feasible; });

        auto *box = new QVBoxLayout;
        box->setSpacing(4);
        box->addWidget(sectionHeading(tr("What would work"), panel));
        auto *list = new QWidget(panel);
        list->setObjectName(QStringLiteral("suggestionList"));
        auto *grid = new QGridLayout(list);
        grid->setContentsMargins(0, 0, 0, 0);
        grid->setHorizontalSpacing(margin / 2);
        grid->setVerticalSpacing(margin / 2);
        grid->setColumnStretch(1, 1);
        int row = 0;
        for (const Suggestion *s : ordered) {
            auto *mark = new QLabel(s->feasible ? QStringLiteral("✓") : QStringLiteral("✗"), list);
            QFont markFont = mark->font();
            markFont.setBold(true);
            mark->setFont(markFont);
            setTextColor(mark, s->feasible ? results::okColor(palette()) : results::secondaryTextColor(palette()));
            mark->setToolTip(s->feasible ? tr("This change leads to a build") : tr("Still no build with this change"));
            auto *texts = new QVBoxLayout;
            texts->setSpacing(0);
            QLabel *change = boldLabel(qs(plantext::suggestionChange(words, *s)), list);
            change->setObjectName(QStringLiteral("suggestionChange"));
            change->setProperty("feasible", s->feasible);
            texts->addWidget(change);
            QLabel *summaryLabel = wrappedLabel(qs(plantext::suggestionSummary(words, *s)), list);
            summaryLabel->setObjectName(QStringLiteral("suggestionSummary"));
            if (!s->feasible) {
                setTextColor(summaryLabel, results::secondaryTextColor(palette()));
            }
            texts->addWidget(summaryLabel);
            grid->addWidget(mark, row, 0, Qt::AlignTop);
            grid->addLayout(texts, row, 1);
            // A cluster is not something the workload file can say: it has no Apply.
            if (s->feasible && !s->isCluster()) {
                auto *apply = new QPushButton(tr("Apply"), list);
                apply->setObjectName(QStringLiteral("suggestionApply"));
                apply->setToolTip(tr("Change the workload: %1. Edit → Undo (Ctrl+Z) changes it back.")
                                      .arg(qs(plantext::suggestionChange(words, *s))));
                const std::shared_ptr<const PlanOutcome> shown = m_outcome;
                const std::vector<WorkloadChange> changes = s->changes;
                connect(apply, &QPushButton::clicked, this, [this, shown, changes] {
                    Q_EMIT applyRequested(shown->workload, changes);
                });
                grid->addWidget(apply, row, 2, Qt::AlignTop);
            }
            ++row;
        }
        box->addWidget(list);
        layout->addLayout(box);
    }

    if (!plan.rejected.empty()) {
        const CatalogSnapshot &snap = m_outcome->snapshot();
        auto *box = new QVBoxLayout;
        box->setSpacing(4);
        box->addWidget(sectionHeading(tr("Closest builds and what rejects them"), panel));
        auto *list = new QWidget(panel);
        list->setObjectName(QStringLiteral("closestBuilds"));
        auto *listLayout = new QVBoxLayout(list);
        listLayout->setContentsMargins(0, 0, 0, 0);
        listLayout->setSpacing(4);
        const std::size_t shown = std::min<std::size_t>(plan.rejected.size(), 3);
        for (std::size_t i = 0; i < shown; ++i) {
            const Build &r = plan.rejected[i];
            const QString gpu = r.gpu >= 0 ? qs(snap.gpus[static_cast<std::size_t>(r.gpu)].name) : QString();
            const QString platform = r.platform >= 0 ? qs(snap.platforms[static_cast<std::size_t>(r.platform)].name) : QString();
            QLabel *title = boldLabel(tr("%1 × %2 in %3, %4")
                                          .arg(r.gpuCount)
                                          .arg(gpu, platform, Format::money(r.priceMinor, plan.currency)),
                                      list);
            title->setToolTip(qs(r.key));
            listLayout->addWidget(title);
            QStringList because;
            for (const Violation &v : r.violations) {
                because << tr("%1: %2", "check name: message")
                               .arg(Format::checkName(v.check), qs(plantext::violation(words, r, v)));
            }
            addBullets(listLayout, because, list, results::errorColor(palette()));
        }
        box->addWidget(list);
        layout->addLayout(box);
    }
    return panel;
}

void ResultsView::addNotes(QVBoxLayout *layout, QWidget *parent)
{
    const PlanOutcome &o = *m_outcome;
    if (o.plan.notes.empty() && o.economicsIssues.isEmpty() && o.plan.notOffered.empty() && o.plan.rateDate.empty()) {
        return;
    }
    auto *notes = new QWidget(parent);
    notes->setObjectName(QStringLiteral("planNotes"));
    auto *box = new QVBoxLayout(notes);
    box->setContentsMargins(0, 0, 0, 0);
    box->setSpacing(4);
    box->addWidget(sectionHeading(tr("Notes"), notes));
    QStringList items;
    for (const std::string &note : plantext::planNotes(o.plan, o.options)) {
        items << qs(note);
    }
    items << qs(plantext::rates(o.plan));
    if (const std::string market = plantext::market(o.textContext(), o.plan); !market.empty()) {
        items << qs(market);
    }
    // Parts left out for the site's country, with the rule the catalog names.
    for (const std::string &left : plantext::notOffered(o.textContext(), o.plan)) {
        items << qs(left);
    }
    addBullets(box, items, notes);
    if (!o.economicsIssues.isEmpty()) {
        QStringList errors;
        for (const QString &error : diagnosticTexts(o.economicsIssues)) {
            errors << tr("Running costs not shown: %1").arg(error);
        }
        addBullets(box, errors, notes, results::warningColor(palette()));
    }
    layout->addWidget(notes);
}

} // namespace rigplan
