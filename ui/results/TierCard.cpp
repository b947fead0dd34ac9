// SPDX-License-Identifier: GPL-3.0-or-later
#include "TierCard.h"

#include "results/BuyVsRentSummary.h"

#include "Format.h"
#include "ResultsStyle.h"
#include "UsageBar.h"

#include "estimate/Estimate.h"

#include <QGridLayout>
#include <QHash>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace rigplan {

using results::addBullets;
using results::sectionHeading;
using results::setTextColor;
using results::tooltipText;
using results::wrappedLabel;

namespace {


// A label/value grid whose values wrap: long part names and translations never clip.
class FactGrid {
public:
    explicit FactGrid(QWidget *parent)
        : m_parent(parent)
        , m_grid(new QGridLayout)
    {
        m_grid->setHorizontalSpacing(12);
        m_grid->setVerticalSpacing(4);
        m_grid->setColumnStretch(1, 1);
    }
    QGridLayout *layout() const { return m_grid; }

    QLabel *add(const QString &caption, const QString &value, const QString &tooltip = {})
    {
        QLabel *name = wrappedLabel(caption, m_parent);
        name->setTextInteractionFlags(Qt::NoTextInteraction);
        setTextColor(name, results::secondaryTextColor(m_parent->palette()));
        QLabel *text = wrappedLabel(value, m_parent);
        if (!tooltip.isEmpty()) {
            name->setToolTip(tooltip);
            text->setToolTip(tooltip);
        }
        const int row = m_grid->rowCount();
        m_grid->addWidget(name, row, 0, Qt::AlignTop);
        m_grid->addWidget(text, row, 1);
        return text;
    }

private:
    QWidget *m_parent;
    QGridLayout *m_grid;
};

QVBoxLayout *section(QVBoxLayout *body, const QString &heading, QWidget *parent)
{
    auto *box = new QVBoxLayout;
    box->setSpacing(4);
    box->addWidget(sectionHeading(heading, parent));
    body->addLayout(box);
    return box;
}

QLabel *smallLabel(const QString &text, QWidget *parent)
{
    QLabel *label = wrappedLabel(text, parent);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * 0.9);
    label->setFont(font);
    setTextColor(label, results::secondaryTextColor(parent->palette()));
    return label;
}

QString jobTitle(const Job &job)
{
    if (!job.name.empty()) {
        return qs(job.name);
    }
    const QString model = qs(job.model.name.empty() ? job.model.id : job.model.name);
    return TierCard::tr("%1: %2", "job kind: model").arg(Format::jobKindName(job.kind), model);
}

// The estimator's formula lines for one job on the tier's GPUs (tooltips).
QStringList explainJob(const PlanOutcome &outcome, const Build &build, std::size_t jobIndex)
{
    const Job &job = outcome.workload.jobs[jobIndex];
    const JobOutcome &o = build.jobOutcomes()[jobIndex];
    const GpuSpec &gpu = outcome.snapshot().gpus[static_cast<std::size_t>(build.gpu)];
    const auto lines = job.kind == JobKind::Training
                           ? explain(job.model, job.training, gpu, o.layout, outcome.options.estimate)
                           : explain(job.model, job.inference, gpu, o.layout, outcome.options.estimate);
    QStringList out;
    if (const std::string layout = plantext::layout(o, plantext::LayoutForm::Long); !layout.empty()) {
        out << qs(layout);
    }
    return out + qsList(lines);
}

} // namespace

TierCard::TierCard(std::shared_ptr<const PlanOutcome> outcome, int tierIndex, QWidget *parent)
    : QFrame(parent)
    , m_outcome(std::move(outcome))
    , m_index(tierIndex)
{
    setObjectName(objectNameFor("tierCard_"));
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);

    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->setSpacing(0);
    m_band = makeBand();
    outer->addWidget(m_band);

    auto *bodyWidget = new QWidget(this);
    auto *body = new QVBoxLayout(bodyWidget);
    const int margin = fontMetrics().height() * 3 / 4;
    body->setContentsMargins(margin, margin, margin, margin);
    body->setSpacing(margin);
    outer->addWidget(bodyWidget);
    outer->addStretch(1); // cards of a row share a height; the slack goes below the content

    const Build &b = tier().build;
    // Price first: it is what a reader compares across the cards.
    auto *priceBox = new QVBoxLayout;
    priceBox->setSpacing(0);
    auto *price = new QLabel(Format::money(b.priceMinor, m_outcome->plan.currency), bodyWidget);
    price->setObjectName(objectNameFor("tierPrice_"));
    price->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont priceFont = price->font();
    priceFont.setPointSizeF(priceFont.pointSizeF() * 1.6);
    priceFont.setBold(true);
    price->setFont(priceFont);
    price->setWordWrap(true);
    const bool anyEstimate = std::any_of(tier().bom.begin(), tier().bom.end(),
                                         [](const BomLine &l) { return l.unitPrice.estimate; });
    priceBox->addWidget(price);
    priceBox->addWidget(smallLabel(anyEstimate ? tr("Purchase price; includes street-price estimates")
                                               : tr("Purchase price"),
                                   bodyWidget));
    // What the tier answers, below the price so that the prices of a row line up.
    QString purpose;
    switch (tier().kind) {
    case TierKind::Entry:
        purpose = tr("The least expensive build that passes every check.");
        break;
    case TierKind::Mainstream:
        purpose = tr("The least expensive build that meets every target with %1 of usable GPU memory free.")
                      .arg(Format::percent(m_outcome->options.mainstreamHeadroom));
        break;
    case TierKind::High:
        purpose = tr("The fastest build that passes every check.");
        break;
    }
    if (!purpose.isEmpty()) {
        QLabel *caption = wrappedLabel(purpose, bodyWidget);
        caption->setObjectName(objectNameFor("tierPurpose_"));
        priceBox->addSpacing(fontMetrics().height() / 3);
        priceBox->addWidget(caption);
    }
    body->addLayout(priceBox);

    if (tier().sameAs) {
        addSameAs(body);
        return;
    }
    addVerdict(body);
    addHardware(body);
    addPower(body);
    addJobs(body);
    addEconomics(body);
    addSoftware(body);
    if (!b.notes.empty()) {
        QVBoxLayout *notes = section(body, tr("Notes"), bodyWidget);
        addBullets(notes, qsList(plantext::notes(m_outcome->textContext(), b)), bodyWidget,
                   results::secondaryTextColor(palette()));
    }

    m_toggle = new QToolButton(bodyWidget);
    m_toggle->setObjectName(objectNameFor("tierDetails_"));
    m_toggle->setText(tr("Details: parts, prices and reasons"));
    m_toggle->setCheckable(true);
    m_toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toggle->setArrowType(Qt::RightArrow);
    m_toggle->setAutoRaise(true);
    m_toggle->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    connect(m_toggle, &QToolButton::toggled, this, &TierCard::setExpanded);
    auto *kit = new QToolButton(bodyWidget);
    kit->setObjectName(objectNameFor("tierKit_"));
    kit->setText(tr("Acceptance kit…"));
    kit->setToolTip(tr("Write the launch scripts this build was sized for and the test the client runs on delivery"));
    kit->setAutoRaise(true);
    connect(kit, &QToolButton::clicked, this, [this] { Q_EMIT kitRequested(tier().kind); });
    // One under the other: side by side they would widen the card past three to a row.
    body->addWidget(kit, 0, Qt::AlignLeft);
    body->addWidget(m_toggle, 0, Qt::AlignLeft); // the details open under their toggle

    m_details = makeDetails(bodyWidget);
    m_details->hide();
    body->addWidget(m_details);
    alignFactGrids();
}

void TierCard::alignFactGrids()
{
    // The caption and value of every row, for setFactsStacked().
    m_facts.clear();
    for (QGridLayout *grid : std::as_const(m_factGrids)) {
        for (int row = 0; row < grid->rowCount(); ++row) {
            QLayoutItem *caption = grid->itemAtPosition(row, 0);
            QLayoutItem *value = grid->itemAtPosition(row, 1);
            if (caption && value && caption->widget() && value->widget()) {
                m_facts.push_back({grid, caption->widget(), value->widget()});
            }
        }
    }
    // One caption column width for every label/value grid of the card, so values line up.
    int width = 0;
    for (QGridLayout *grid : std::as_const(m_factGrids)) {
        for (int row = 0; row < grid->rowCount(); ++row) {
            if (QLayoutItem *item = grid->itemAtPosition(row, 0); item && item->widget()) {
                width = std::max(width, item->widget()->sizeHint().width());
            }
        }
    }
    for (QGridLayout *grid : std::as_const(m_factGrids)) {
        grid->setColumnMinimumWidth(0, width);
    }
}

const Tier &TierCard::tier() const
{
    return m_outcome->plan.tiers[static_cast<std::size_t>(m_index)];
}

QString TierCard::objectNameFor(const char *prefix) const
{
    return QLatin1String(prefix) + QLatin1String(tierId(tier().kind));
}

bool TierCard::isExpanded() const
{
    return m_details && !m_details->isHidden();
}

void TierCard::setExpanded(bool expanded)
{
    if (!m_details || expanded == isExpanded()) {
        return;
    }
    m_details->setVisible(expanded);
    {
        const QSignalBlocker block(m_toggle);
        m_toggle->setChecked(expanded);
    }
    m_toggle->setArrowType(expanded ? Qt::DownArrow : Qt::RightArrow);
    Q_EMIT expandedChanged(expanded);
}

bool TierCard::factsStacked() const
{
    return m_factsStacked;
}

void TierCard::setFactsStacked(bool stacked)
{
    if (stacked == m_factsStacked || m_facts.empty()) {
        return;
    }
    m_factsStacked = stacked;
    // Narrow: each caption above its value, which then has the card's whole width (a long part
    // name in two lines rather than five); wide: captions in a column of their own.
    QHash<QGridLayout *, int> rows;
    for (const Fact &fact : m_facts) {
        fact.grid->removeWidget(fact.caption);
        fact.grid->removeWidget(fact.value);
    }
    for (const Fact &fact : m_facts) {
        int &row = rows[fact.grid];
        if (stacked) {
            fact.grid->addWidget(fact.caption, row++, 0, 1, 2);
            fact.grid->addWidget(fact.value, row++, 0, 1, 2);
        } else {
            fact.grid->addWidget(fact.caption, row, 0, Qt::AlignTop);
            fact.grid->addWidget(fact.value, row++, 1);
        }
    }
    if (stacked) {
        for (QGridLayout *grid : std::as_const(m_factGrids)) {
            grid->setColumnMinimumWidth(0, 0);
            grid->setVerticalSpacing(1);
        }
    } else {
        alignFactGrids();
        for (QGridLayout *grid : std::as_const(m_factGrids)) {
            grid->setVerticalSpacing(4);
        }
    }
}

void TierCard::resizeEvent(QResizeEvent *event)
{
    QFrame::resizeEvent(event);
    // Stacking changes the card's height, not its width: no resize loop.
    setFactsStacked(width() < fontMetrics().averageCharWidth() * kStackBelowChars);
}

QSize TierCard::minimumSizeHint() const
{
    // Wide enough for a price and a short caption column; everything else wraps.
    const QSize hint = QFrame::minimumSizeHint();
    return {std::max(hint.width(), fontMetrics().averageCharWidth() * 34), hint.height()};
}

QWidget *TierCard::makeBand()
{
    auto *band = new QWidget(this);
    auto *layout = new QVBoxLayout(band);
    const int margin = fontMetrics().height() * 3 / 4;
    layout->setContentsMargins(margin, margin / 2, margin, margin / 2);
    layout->setSpacing(0);
    const QColor text = results::textColorOn(results::tierColor(tier().kind));

    auto *name = new QLabel(Format::tierName(tier().kind), band);
    name->setObjectName(objectNameFor("tierName_"));
    name->setWordWrap(true);
    QFont font = name->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.2);
    name->setFont(font);
    setTextColor(name, text);
    layout->addWidget(name);

    return band;
}

void TierCard::paintEvent(QPaintEvent *)
{
    // The title band in the tier's colour, clipped to the card's rounded top.
    results::paintCard(this, QRectF(m_band->geometry()).adjusted(0, -1, 0, 0), results::tierColor(tier().kind));
}

void TierCard::addSameAs(QVBoxLayout *body)
{
    QWidget *parent = body->parentWidget();
    QLabel *label = wrappedLabel(tr("Same build as %1: no distinct build answers this tier's question better.")
                                     .arg(Format::tierName(*tier().sameAs)),
                                 parent);
    label->setObjectName(objectNameFor("tierSameAs_"));
    QFont font = label->font();
    font.setItalic(true);
    label->setFont(font);
    body->addWidget(label);
    body->addStretch(1);
}

void TierCard::addVerdict(QVBoxLayout *body)
{
    QWidget *parent = body->parentWidget();
    const Build &b = tier().build;
    auto *box = new QVBoxLayout;
    box->setSpacing(2);
    QLabel *verdict = nullptr;
    if (!b.violations.empty()) {
        verdict = wrappedLabel(tr("Fails %n check(s):", "", static_cast<int>(b.violations.size())), parent);
        setTextColor(verdict, results::errorColor(palette()));
        box->addWidget(verdict);
        QStringList items;
        for (const Violation &v : b.violations) {
            items << tr("%1: %2", "check name: message")
                         .arg(Format::checkName(v.check), qs(plantext::violation(m_outcome->textContext(), b, v)));
        }
        addBullets(box, items, parent, results::errorColor(palette()));
    } else if (b.targetsMet) {
        verdict = wrappedLabel(tr("✓ Passes every check and meets every target"), parent);
        setTextColor(verdict, results::okColor(palette()));
        box->addWidget(verdict);
    } else {
        verdict = wrappedLabel(tr("Passes every check, but misses a target:"), parent);
        setTextColor(verdict, results::warningColor(palette()));
        box->addWidget(verdict);
        QStringList items;
        const auto &jobs = b.jobOutcomes();
        for (std::size_t j = 0; j < jobs.size() && j < m_outcome->workload.jobs.size(); ++j) {
            for (const std::string &gap : plantext::gaps(m_outcome->workload.jobs[j], jobs[j])) {
                items << tr("%1: %2", "job: gap").arg(jobTitle(m_outcome->workload.jobs[j]), qs(gap));
            }
        }
        addBullets(box, items, parent, results::warningColor(palette()));
    }
    verdict->setObjectName(objectNameFor("tierVerdict_"));
    QFont font = verdict->font();
    font.setBold(true);
    verdict->setFont(font);
    body->addLayout(box);
}

void TierCard::addHardware(QVBoxLayout *body)
{
    QWidget *parent = body->parentWidget();
    const Build &b = tier().build;
    const CatalogSnapshot &snap = m_outcome->snapshot();
    // The planner's reason for each part kind, as the tooltip of its row.
    const auto reasonOf = [&](PartKind kind) {
        for (const BomLine &line : tier().bom) {
            if (line.kind == kind) {
                return tooltipText(Format::partKindName(line.kind),
                                   {qs(plantext::bomReason(m_outcome->textContext(), tier(), line))});
            }
        }
        return QString();
    };

    QVBoxLayout *box = section(body, tr("Hardware"), parent);
    FactGrid grid(parent);
    const GpuSpec &gpu = snap.gpus[static_cast<std::size_t>(b.gpu)];
    QLabel *gpus = grid.add(tr("GPUs"),
                            tr("%1 × %2 (%3 each)", "count × GPU name (memory)")
                                .arg(b.gpuCount)
                                .arg(qs(gpu.name), Format::gibibytes(gpu.memoryBytes)),
                            reasonOf(PartKind::Gpu));
    gpus->setObjectName(objectNameFor("tierGpus_"));
    if (const std::string use = plantext::gpuAssignment(m_outcome->textContext(), b); !use.empty()) {
        QLabel *perJob = grid.add(tr("GPUs per job"), qs(use),
                                  tooltipText(tr("GPUs per job"), {tr("The jobs run at the same time, each on GPUs of its own.")}));
        perJob->setObjectName(objectNameFor("tierGpuUse_"));
    }
    if (b.cpu >= 0) {
        const CpuSpec &cpu = snap.cpus[static_cast<std::size_t>(b.cpu)];
        const int sockets = snap.platforms[static_cast<std::size_t>(b.platform)].cpuSockets;
        const QString text = sockets > 1
                                 ? tr("%1 × %2 (%3 cores in total)").arg(sockets).arg(qs(cpu.name)).arg(cpu.cores * sockets)
                                 : tr("%1 (%2 cores)").arg(qs(cpu.name)).arg(cpu.cores);
        grid.add(tr("CPU"), text, reasonOf(PartKind::Cpu));
    }
    if (b.dimm >= 0) {
        // DIMMs are sold in binary units (a "32 GB" module holds 32 GiB): their sum is in GiB.
        grid.add(tr("Memory"),
                 (b.memoryEcc ? tr("%1 ECC (%2 × %3)", "total ECC (count × module)")
                              : tr("%1 non-ECC (%2 × %3)", "total non-ECC (count × module)"))
                     .arg(Format::gibibytes(b.memoryBytes, 0))
                     .arg(b.dimmCount)
                     .arg(qs(snap.memory[static_cast<std::size_t>(b.dimm)].name)),
                 reasonOf(PartKind::Memory));
        QStringList why{tr("The speed the CPU is rated for with this many DIMMs per channel, or the DIMMs' own "
                           "speed when that is lower.")};
        if (b.memorySpeed.rule) {
            why << qs(b.memorySpeed.rule->source);
        }
        QString speedText = Format::memorySpeed(b.memorySpeed);
        if (readsExpertsFromHost(b)) {
            //: %1 = the memory speed as above, %2 = the peak GB/s of the channels populated
            speedText = tr("%1; %2 GB/s peak for the experts in host memory").arg(speedText, Format::number(b.memoryBandwidthBps / 1e9, 1));
            why << tr("A mixture of experts keeps its routed experts in host memory: decoding reads them at this "
                      "bandwidth (channels populated × MT/s × 8 bytes), and the plan sized the DIMMs for the speed target.");
        }
        QLabel *speed = grid.add(tr("Memory speed"), speedText, tooltipText(tr("Memory speed"), why));
        speed->setObjectName(objectNameFor("tierMemorySpeed_"));
    }
    // One row per storage volume, with that volume's own reason.
    for (const BomLine &line : tier().bom) {
        if (line.kind != PartKind::Storage || line.volume < 0) {
            continue;
        }
        const StorageVolume &v = b.volumes[static_cast<std::size_t>(line.volume)];
        const QString reason = tooltipText(Format::partKindName(line.kind),
                                           {qs(plantext::bomReason(m_outcome->textContext(), tier(), line))});
        const QString drives = (v.raid10()   ? tr("%1 (%2 × %3, RAID 10)", "usable (count × drive, mirrored and striped)")
                                : v.mirrored ? tr("%1 (%2 × %3, RAID 1)", "usable (count × drive, mirrored)")
                                             : tr("%1 (%2 × %3)", "total (count × drive)"))
                                   .arg(Format::gigabytes(v.bytes, 0))
                                   .arg(v.count)
                                   .arg(qs(snap.storage[static_cast<std::size_t>(v.drive)].name));
        grid.add(Format::volumeName(Volume(line.volume)), drives, reason);
    }
    if (const NicSpec *nic = nicOf(snap, b)) {
        grid.add(tr("Network card"), tr("%1 (%2 × %3 Gb/s)").arg(qs(nic->name)).arg(nic->ports).arg(nic->portGbps),
                 reasonOf(PartKind::Nic));
    }
    if (const BridgeSpec *bridge = bridgeOf(snap, b)) {
        grid.add(tr("NVLink bridge"), tr("%1 × %2 (%3-slot)").arg(b.bridgeCount).arg(qs(bridge->name)).arg(bridge->slotSpacing),
                 reasonOf(PartKind::Bridge));
    }
    if (const CoolerSpec *cooler = coolerOf(snap, b)) {
        grid.add(tr("CPU cooler"), tr("%1 × %2").arg(b.coolerCount).arg(qs(cooler->name)), reasonOf(PartKind::Cooler));
    } else if (snap.platforms[static_cast<std::size_t>(b.platform)].cpuCoolerIncluded) {
        grid.add(tr("CPU cooler"), tr("included with the platform"), QString());
    }
    if (b.psu >= 0) {
        const QString psus = tr("%1 × %2 (%3 in total)", "count × PSU (capacity)")
                                 .arg(b.psuCount)
                                 .arg(qs(snap.psus[static_cast<std::size_t>(b.psu)].name), Format::watts(b.psuCapacityW));
        grid.add(tr("Power supply"),
                 b.psuCount > b.psusCharged ? tr("%1; %2 in the platform's price").arg(psus).arg(b.psuCount - b.psusCharged) : psus,
                 reasonOf(PartKind::Psu));
    }
    grid.add(tr("Platform"), qs(snap.platforms[static_cast<std::size_t>(b.platform)].name), reasonOf(PartKind::Platform));
    QLabel *growth = grid.add(tr("Growth"), qs(plantext::growth(tier())), QString());
    growth->setObjectName(objectNameFor("tierGrowth_"));
    box->addLayout(grid.layout());
    m_factGrids.append(grid.layout());
}

void TierCard::addPower(QVBoxLayout *body)
{
    QWidget *parent = body->parentWidget();
    const Build &b = tier().build;
    const CatalogSnapshot &snap = m_outcome->snapshot();
    QVBoxLayout *box = section(body, tr("Power"), parent);

    // The planner's DC load, term by term (docs/planner.md, "The planner": wall = DC / PSU efficiency).
    // The figures are the build's own PowerBreakdown; the catalog only says what each unit is.
    const GpuSpec &gpu = gpuOf(snap, b);
    const PlatformSpec &platform = platformOf(snap, b);
    const PowerBreakdown &watts = b.power;
    QStringList lines;
    lines << tr("GPUs: %1 × %2 = %3")
                 .arg(b.gpuCount)
                 .arg(Format::watts(double(gpu.boardPowerW)), Format::watts(watts.gpusW));
    if (const CpuSpec *cpu = cpuOf(snap, b)) {
        lines << (cpu->sustainedPowerW > 0 ? tr("CPU: %1 × %2 sustained (PL2 / PPT)").arg(platform.cpuSockets).arg(Format::watts(cpu->sustainedPowerW))
                                           : tr("CPU: %1 × %2 TDP (no sustained figure in the catalog)").arg(platform.cpuSockets).arg(Format::watts(cpu->tdpW)));
    }
    if (b.dimm >= 0 && b.dimmCount > 0) {
        lines << tr("Memory: %1 × %2").arg(b.dimmCount).arg(Format::watts(watts.memoryW / b.dimmCount));
    }
    int driveCount = 0;
    bool assumed = false;
    for (const StorageVolume &v : b.volumes) {
        if (const StorageSpec *drive = driveOf(snap, v)) {
            driveCount += v.count;
            assumed = assumed || drive->powerW <= 0;
        }
    }
    if (driveCount > 0) {
        lines << (assumed ? tr("Drives: %1 together for %2 drives (no catalog figure for some; assumed)")
                          : tr("Drives: %1 together for %2 drives"))
                     .arg(Format::watts(watts.drivesW))
                     .arg(driveCount);
    }
    if (watts.nicW > 0) {
        lines << tr("Network card: %1").arg(Format::watts(watts.nicW));
    }
    if (watts.coolersW > 0) {
        lines << tr("CPU cooler: %1").arg(Format::watts(watts.coolersW));
    }
    if (watts.ratedSystem) {
        lines << tr("Rated system power of the platform: %1 (carried instead of the summed parts)").arg(Format::watts(platform.systemPowerW));
    }
    lines << tr("Board, fans and BMC: %1").arg(Format::watts(watts.platformW));
    lines << tr("DC load: %1; GPU transients up to %2; PSU capacity %3")
                 .arg(Format::watts(b.power.dcLoadW()), Format::watts(b.transientW), Format::watts(b.psuCapacityW));
    const double efficiency = b.power.dcLoadW() > 0 && b.wallW > 0 ? b.power.dcLoadW() / b.wallW : 0;
    lines << tr("Wall power = DC load / PSU efficiency at 50 % load = %1 / %2 = %3")
                 .arg(Format::watts(b.power.dcLoadW()), Format::percent(efficiency, 1), Format::watts(b.wallW));
    lines << tr("Heat: %1 BTU/h (wall power × 3.412)").arg(Format::number(b.btuPerH, 0));
    const QString tooltip = tooltipText(tr("Power"), lines);

    QLabel *power = nullptr;
    if (b.outletLimitW > 0) {
        power = wrappedLabel(tr("%1 at the wall of %2 the outlet carries continuously")
                                 .arg(Format::watts(b.wallW), Format::watts(double(b.outletLimitW))),
                             parent);
        box->addWidget(power);
        auto *bar = new UsageBar(parent);
        bar->setObjectName(objectNameFor("tierPowerBar_"));
        bar->setUsage(b.wallW, double(b.outletLimitW), 0.0);
        bar->setToolTip(tooltip);
        box->addWidget(bar);
    } else {
        power = wrappedLabel(tr("%1 at the wall (no outlet given)").arg(Format::watts(b.wallW)), parent);
        box->addWidget(power);
    }
    power->setObjectName(objectNameFor("tierPower_"));
    power->setToolTip(tooltip);
    QLabel *detail = smallLabel(tr("DC load %1 on %2 of power supply; heat %3 BTU/h")
                                    .arg(Format::watts(b.power.dcLoadW()), Format::watts(b.psuCapacityW),
                                         Format::number(b.btuPerH, 0)),
                                parent);
    detail->setToolTip(tooltip);
    box->addWidget(detail);
}

void TierCard::addJobs(QVBoxLayout *body)
{
    QWidget *parent = body->parentWidget();
    const Build &b = tier().build;
    const auto &jobs = b.jobOutcomes();
    if (jobs.empty()) {
        return;
    }
    QVBoxLayout *box = section(body, tr("Jobs: speed and GPU memory"), parent);
    box->setSpacing(6);
    const double margin = m_outcome->options.mainstreamHeadroom;
    for (std::size_t j = 0; j < jobs.size() && j < m_outcome->workload.jobs.size(); ++j) {
        const Job &job = m_outcome->workload.jobs[j];
        const JobOutcome &o = jobs[j];
        const QString tooltip = tooltipText(jobTitle(job), explainJob(*m_outcome, b, j));

        auto *jobBox = new QVBoxLayout;
        jobBox->setSpacing(2);
        QLabel *title = wrappedLabel(jobTitle(job), parent);
        QFont font = title->font();
        font.setBold(true);
        title->setFont(font);
        title->setToolTip(tooltip);
        jobBox->addWidget(title);

        QString speed;
        if (o.kind == JobKind::Training) {
            speed = o.training.hours > 0 ? tr("%1 per training run at %2")
                                               .arg(Format::hours(o.training.hours),
                                                    Format::tokensPerSecond(o.training.tokensPerS))
                                         : tr("%1 training throughput").arg(Format::tokensPerSecond(o.training.tokensPerS));
        } else {
            speed = tr("%1 per user, first token after %2 s, %3 in total")
                        .arg(Format::tokensPerSecond(o.inference.decodeTokensPerSPerUser),
                             Format::number(o.inference.ttftS, 2),
                             Format::tokensPerSecond(o.inference.aggregateTokensPerS));
        }
        QLabel *speedLabel = wrappedLabel(speed, parent);
        speedLabel->setToolTip(tooltip);
        jobBox->addWidget(speedLabel);

        const MemoryBreakdown &m = o.memory();
        auto *bar = new UsageBar(parent);
        bar->setUsage(double(m.totalBytes), double(m.usableBytes), margin);
        bar->setToolTip(tooltip);
        jobBox->addWidget(bar);
        QLabel *memory = smallLabel(tr("GPU memory per GPU: %1 of %2 usable, %3 free")
                                        .arg(Format::gigabytes(m.totalBytes), Format::gigabytes(m.usableBytes),
                                             Format::percent(o.headroom)),
                                    parent);
        memory->setToolTip(tooltip);
        jobBox->addWidget(memory);
        if (!o.gaps.empty()) {
            addBullets(jobBox, qsList(plantext::gaps(job, o)), parent, results::warningColor(palette()));
        }
        box->addLayout(jobBox);
    }
}

void TierCard::addEconomics(QVBoxLayout *body)
{
    if (!m_outcome->economics || static_cast<std::size_t>(m_index) >= m_outcome->tierEconomics.size()) {
        return;
    }
    QWidget *parent = body->parentWidget();
    const EconomicsSettings &s = *m_outcome->economics;
    const TierEconomics &e = m_outcome->tierEconomics[static_cast<std::size_t>(m_index)];
    const QString currency = m_outcome->plan.currency.empty() ? QString::fromStdString(s.currency)
                                                               : QString::fromStdString(m_outcome->plan.currency);
    QVBoxLayout *box = section(body, tr("Running cost"), parent);
    if (e.outOfRange) {
        // No money figure of this build is representable: say so rather than show a wrong one.
        auto *note = new QLabel(tr("Not shown: a cost figure is beyond the 64-bit range of minor units."), parent);
        note->setWordWrap(true);
        box->addWidget(note);
        return;
    }

    QStringList lines;
    lines << tr("TCO = purchase %1 + energy %2 + support %3")
                 .arg(Format::money(e.purchaseMinor, currency), Format::money(e.energyOverLifeMinor, currency),
                      Format::money(e.supportOverLifeMinor, currency));
    //: %6 = days per year the machine works (economics.days_per_year, 365 by default)
    lines << tr("Energy per year = %1 × %2 h/day × %6 days = %3 kWh; × cooling factor %4 = %5 kWh")
                 .arg(Format::watts(e.wallW), Format::number(s.dutyHoursPerDay, 1),
                      Format::number(e.yearlyEnergyKwh, 0), Format::number(s.coolingFactor, 2),
                      Format::number(e.yearlyEnergyWithCoolingKwh, 0), Format::number(s.daysPerYear, 0));
    lines << tr("Electricity: %1 %2 per kWh (%3)")
                 .arg(Format::number(s.tariffPerKwh, 3), currency, qs(s.tariffSource));
    lines << tr("Support: %1 of the purchase price per year").arg(Format::percent(s.supportPercentPerYear / 100.0, 1));
    QStringList byYear;
    for (std::size_t y = 0; y < e.cumulativeCostMinor.size(); ++y) {
        byYear << tr("after year %1: %2").arg(y).arg(Format::money(e.cumulativeCostMinor[y], currency));
    }
    lines << byYear;
    const QString tooltip = tooltipText(tr("Cost of ownership"), lines);

    FactGrid grid(parent);
    QLabel *tco = grid.add(tr("Cost of ownership"),
                           tr("%1 over %2 years").arg(Format::money(e.tcoMinor, currency),
                                                      Format::number(s.years, s.years == std::floor(s.years) ? 0 : 1)),
                           tooltip);
    tco->setObjectName(objectNameFor("tierTco_"));
    grid.add(tr("Energy"), tr("%1 per year").arg(Format::money(e.yearlyEnergyCostMinor, currency)), tooltip);
    box->addLayout(grid.layout());
    m_factGrids.append(grid.layout());
    QLabel *energy = smallLabel(
        tr("%1 kWh a year, running %2 hours a day")
            .arg(Format::number(e.yearlyEnergyWithCoolingKwh, 0),
                 Format::number(s.dutyHoursPerDay, s.dutyHoursPerDay == std::floor(s.dutyHoursPerDay) ? 0 : 1)),
        parent);
    energy->setToolTip(tooltip);
    box->addWidget(energy);
    if (QWidget *rent = makeBuyVsRentSummary(*m_outcome, static_cast<std::size_t>(m_index), parent)) {
        box->addWidget(rent); // buy or rent (results/BuyVsRentSummary.h)
    }
}

QWidget *TierCard::makeDetails(QWidget *parent)
{
    auto *details = new QWidget(parent);
    details->setObjectName(objectNameFor("tierDetailsPanel_"));
    auto *layout = new QVBoxLayout(details);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(fontMetrics().height() / 2);
    const Tier &t = tier();
    const CatalogSnapshot &snap = m_outcome->snapshot();

    QVBoxLayout *bom = section(layout, tr("Bill of materials"), details);
    bom->addWidget(makeBom(details));

    const PlanTextContext words = m_outcome->textContext();
    if (const std::vector<std::string> reasons = plantext::tierReasons(words, m_outcome->plan, t); !reasons.empty()) {
        QVBoxLayout *why = section(layout, tr("Why this build"), details);
        addBullets(why, qsList(reasons), details);
    }
    QStringList partReasons;
    for (const BomLine &line : t.bom) {
        if (const std::string reason = plantext::bomReason(words, t, line); !reason.empty()) {
            partReasons << tr("%1: %2", "part kind: reason").arg(Format::partKindName(line.kind), qs(reason));
        }
    }
    if (!partReasons.isEmpty()) {
        QVBoxLayout *why = section(layout, tr("Why these parts"), details);
        addBullets(why, partReasons, details);
    }

    if (!t.rejected.empty()) {
        QVBoxLayout *whyNot = section(layout, tr("Why not the alternatives"), details);
        auto *list = new QWidget(details);
        list->setObjectName(objectNameFor("tierRejected_"));
        auto *listLayout = new QVBoxLayout(list);
        listLayout->setContentsMargins(0, 0, 0, 0);
        listLayout->setSpacing(6);
        for (const Build &r : t.rejected) {
            const QString gpu = r.gpu >= 0 ? qs(snap.gpus[static_cast<std::size_t>(r.gpu)].name) : QString();
            const QString platform = r.platform >= 0 ? qs(snap.platforms[static_cast<std::size_t>(r.platform)].name) : QString();
            const QString price = Format::money(r.priceMinor, m_outcome->plan.currency);
            // A partial build was rejected before its CPU, memory, storage and PSU were sized:
            // its price is a lower bound.
            QString title;
            if (r.cpu >= 0) {
                const QString cpu = qs(snap.cpus[static_cast<std::size_t>(r.cpu)].name);
                title = r.partial ? tr("%1 × %2 in %3 with %4, at least %5").arg(r.gpuCount).arg(gpu, platform, cpu, price)
                                  : tr("%1 × %2 in %3 with %4, %5").arg(r.gpuCount).arg(gpu, platform, cpu, price);
            } else {
                title = r.partial ? tr("%1 × %2 in %3, at least %4").arg(r.gpuCount).arg(gpu, platform, price)
                                  : tr("%1 × %2 in %3, %4").arg(r.gpuCount).arg(gpu, platform, price);
            }
            QLabel *heading = wrappedLabel(title, list);
            heading->setToolTip(qs(r.key));
            QFont font = heading->font();
            font.setBold(true);
            heading->setFont(font);
            listLayout->addWidget(heading);
            QStringList because;
            for (const Violation &v : r.violations) {
                because << tr("%1: %2", "check name: message")
                               .arg(Format::checkName(v.check), qs(plantext::violation(words, r, v)));
            }
            if (because.isEmpty()) {
                because << qs(plantext::rejection(words, r)); // passes every check but misses this tier's bar
            }
            addBullets(listLayout, because, list, r.violations.empty() ? results::warningColor(palette())
                                                                        : results::errorColor(palette()));
        }
        whyNot->addWidget(list);
    }
    return details;
}

QWidget *TierCard::makeBom(QWidget *parent)
{
    // Rows, not a wide table: a card is a third of the window, so each line is the part's name
    // (wrapping) and its line total, with quantity × unit price, the price date and flags below.
    auto *bom = new QWidget(parent);
    bom->setObjectName(objectNameFor("tierBom_"));
    auto *grid = new QGridLayout(bom);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(12);
    grid->setVerticalSpacing(2);
    grid->setColumnStretch(0, 1);
    const QString currency = QString::fromStdString(m_outcome->plan.currency);
    int row = 0;
    std::int64_t sum = 0;
    for (const BomLine &line : tier().bom) {
        QLabel *part = wrappedLabel(results::breakableText(qs(line.name)), bom);
        part->setObjectName(QStringLiteral("bomPart"));
        QLabel *total = new QLabel(Format::money(line.lineTotalMinor, currency), bom);
        total->setObjectName(QStringLiteral("bomLineTotal"));
        total->setAlignment(Qt::AlignRight | Qt::AlignTop);
        total->setTextInteractionFlags(Qt::TextSelectableByMouse);

        QStringList facts;
        facts << tr("%1 × %2", "quantity × unit price").arg(line.quantity).arg(Format::money(line.unitPrice.amountMinor, currency));
        if (!line.unitPrice.known) {
            facts << tr("no price in the catalog");
        } else if (!line.unitPrice.date.empty()) {
            facts << tr("price of %1").arg(qs(line.unitPrice.date));
        }
        if (line.stalePrice) {
            facts << tr("older than %1 days: check before quoting").arg(kStalePriceDays);
        }
        if (line.unitPrice.estimate) {
            facts << tr("street-price estimate");
        }
        if (line.unitPrice.userSet) {
            facts << tr("your price");
        }
        if (line.unitPrice.currency != m_outcome->plan.currency && !line.unitPrice.currency.empty()) {
            facts << tr("converted from %1").arg(qs(line.unitPrice.currency));
        }
        QLabel *detail = smallLabel(facts.join(tr(" · ", "separator between price facts")), bom);
        if (line.unitPrice.estimate) {
            setTextColor(detail, results::warningColor(palette()));
        }
        QStringList tip;
        tip << tr("Part id: %1").arg(qs(line.id));
        if (!line.unitPrice.source.empty()) {
            tip << tr("Price source: %1").arg(qs(line.unitPrice.source));
        }
        if (const std::string reason = plantext::bomReason(m_outcome->textContext(), tier(), line); !reason.empty()) {
            tip << tr("Why: %1").arg(qs(reason));
        }
        const QString tooltip = tooltipText(qs(line.name), tip);
        part->setToolTip(tooltip);
        detail->setToolTip(tooltip);
        total->setToolTip(tooltip);

        grid->addWidget(part, row, 0);
        grid->addWidget(total, row, 1, Qt::AlignRight | Qt::AlignTop);
        grid->addWidget(detail, row + 1, 0, 1, 2);
        grid->setRowMinimumHeight(row + 2, fontMetrics().height() / 3);
        row += 3;
        sum += line.lineTotalMinor;
    }
    QLabel *totalCaption = new QLabel(tr("Total"), bom);
    QFont bold = totalCaption->font();
    bold.setBold(true);
    totalCaption->setFont(bold);
    QLabel *total = new QLabel(Format::money(sum, currency), bom);
    total->setObjectName(QStringLiteral("bomTotal"));
    total->setFont(bold);
    total->setAlignment(Qt::AlignRight);
    grid->addWidget(totalCaption, row, 0);
    grid->addWidget(total, row, 1, Qt::AlignRight);
    return bom;
}

// The software stack the build should run (docs/planner.md, "Software stack"): the recommended driver,
// toolkit, PyTorch wheel and container, each framework the jobs need with its support, and the
// caveats (untested, experimental, weight-only formats, the only non-NVIDIA tier).
void TierCard::addSoftware(QVBoxLayout *body)
{
    QWidget *parent = body->parentWidget();
    const PlanTextContext ctx = m_outcome->textContext();
    const GpuSpec &gpu = m_outcome->snapshot().gpus[static_cast<std::size_t>(tier().build.gpu)];
    const SoftwareStack stack = tierSoftware(m_outcome->plan, m_outcome->workload.jobs, m_outcome->snapshot(), tier());
    const plantext::SoftwareText text = plantext::softwareText(ctx, gpu, stack);

    QVBoxLayout *box = section(body, tr("Software stack"), parent);
    FactGrid grid(parent);
    if (!text.architecture.empty()) {
        QLabel *arch = grid.add(tr("Architecture"), qs(text.architecture),
                                stack.architecture ? qs(stack.architecture->source) : QString());
        arch->setObjectName(objectNameFor("tierSoftware_"));
        if (!text.driver.empty()) {
            grid.add(tr("Driver"), qs(text.driver));
        }
        grid.add(tr("Toolkit"), qs(text.toolkit));
        if (!text.pytorch.empty()) {
            grid.add(tr("PyTorch"), qs(text.pytorch));
        }
        if (!text.container.empty()) {
            grid.add(tr("Container"), qs(text.container));
        }
    }
    for (std::size_t i = 0; i < stack.frameworks.size(); ++i) {
        const FrameworkUse &use = stack.frameworks[i];
        grid.add(QString::fromLatin1(frameworkName(use.framework)), qs(plantext::supportWord(use.support)),
                 qs(text.frameworks[i]));
    }
    box->addLayout(grid.layout());
    m_factGrids.append(grid.layout());
    // The build's notes already carry the per-job caveats (untested, experimental, weight-only);
    // this section adds what is about the tier as a whole.
    QStringList tierWide;
    for (std::size_t i = 0; i < stack.warnings.size(); ++i) {
        const SoftwareWarning kind = stack.warnings[i].kind;
        if (kind == SoftwareWarning::OnlyNonNvidiaTier || kind == SoftwareWarning::UnknownArchitecture) {
            tierWide << qs(text.warnings[i]);
        }
    }
    if (!tierWide.isEmpty()) {
        addBullets(box, tierWide, parent, results::secondaryTextColor(palette()));
    }
}

} // namespace rigplan
