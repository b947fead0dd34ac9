// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlanRunner.h"

#include "catalog/Catalog.h"

#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

#include <utility>

namespace rigplan {

namespace {
constexpr int kStartedProgress = 1; // the one progress value a plan reports: "running"
} // namespace

PlanRunner::PlanRunner(QObject *parent)
    : QObject(parent)
{
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(kDefaultDebounceMs);
    connect(&m_debounce, &QTimer::timeout, this, &PlanRunner::startPending);
}

PlanRunner::~PlanRunner()
{
    // A running plan is left to finish on its pool thread: the task holds its own copies of the
    // workload, the snapshot and the options, and writes only into its QFuture. Deleting the
    // watcher (our child) disconnects it, so nothing reaches this object after it is gone, and
    // QCoreApplication waits for the pool before the process exits.
    if (m_running) {
        m_running->disconnect(this);
    }
}

void PlanRunner::setDebounceMs(int ms)
{
    m_debounce.setInterval(ms);
}

int PlanRunner::debounceMs() const
{
    return m_debounce.interval();
}

void PlanRunner::setPlanOptions(const PlanOptions &options)
{
    m_options = options;
}

void PlanRunner::invalidateCatalog()
{
    m_snapshots.clear();
}

void PlanRunner::request(const Catalog &catalog, const Workload &workload)
{
    if (catalog.path() != m_snapshotsPath) {
        m_snapshots.clear(); // another catalog file: nothing cached applies
        m_snapshotsPath = catalog.path();
    }
    const QString currency = planCurrency(workload);
    auto cached = m_snapshots.find(currency);
    if (cached == m_snapshots.end()) {
        auto snapshot = catalog.snapshot(currency);
        if (!snapshot) {
            // Supersedes every earlier request: their outcomes would describe a catalog that
            // can no longer be read.
            ++m_generation;
            m_pending.reset();
            m_debounce.stop();
            updateBusy();
            Q_EMIT failed(snapshot.diagnostic().message);
            return;
        }
        cached = m_snapshots.emplace(currency, std::make_shared<const PreparedSnapshot>(std::move(*snapshot))).first;
    }
    enqueue(workload, cached->second);
}

void PlanRunner::request(const Workload &workload, CatalogSnapshot snapshot)
{
    enqueue(workload, std::make_shared<const PreparedSnapshot>(std::move(snapshot)));
}

void PlanRunner::enqueue(Workload workload, std::shared_ptr<const PreparedSnapshot> snapshot)
{
    m_pending = Pending{std::move(workload), std::move(snapshot), ++m_generation};
    m_debounce.start(); // restarts: a burst of requests plans once, after the last
    updateBusy();
}

void PlanRunner::startPending()
{
    if (!m_pending || m_running) {
        return; // a running plan starts the pending one when it finishes
    }
    Pending job = std::move(*m_pending);
    m_pending.reset();
    auto *watcher = new QFutureWatcher<std::shared_ptr<const PlanOutcome>>(this);
    const std::uint64_t generation = job.generation;
    connect(watcher, &QFutureWatcherBase::finished, this,
            [this, watcher, generation] { finished(watcher, generation); });
    // The worker reports its start through the future (progress 1), so started() comes on this
    // thread, in order before finished(), and never after the runner is gone.
    connect(watcher, &QFutureWatcherBase::progressValueChanged, this,
            [this, generation](int progress) {
                if (progress == kStartedProgress) {
                    Q_EMIT started(generation);
                }
            });
    m_running = watcher;
    // The task captures values only (the snapshot is shared read-only): nothing in it refers to
    // this object, so it may outlive the runner.
    watcher->setFuture(QtConcurrent::run(
        [workload = std::move(job.workload), snapshot = std::move(job.snapshot),
         options = withPlanDate(m_options)](QPromise<std::shared_ptr<const PlanOutcome>> &promise) {
            promise.setProgressValue(kStartedProgress);
            promise.addResult(computePlanOutcome(workload, snapshot, options));
        }));
}

void PlanRunner::finished(QFutureWatcher<std::shared_ptr<const PlanOutcome>> *watcher, std::uint64_t generation)
{
    std::shared_ptr<const PlanOutcome> outcome = watcher->result();
    watcher->deleteLater();
    m_running = nullptr;
    if (generation == m_generation && outcome) {
        m_latest = outcome;
        updateBusy();
        Q_EMIT planned(outcome);
        return;
    }
    // Stale: a newer request is pending. Start it now unless its debounce is still running.
    if (m_pending && !m_debounce.isActive()) {
        startPending();
    }
    updateBusy();
}

void PlanRunner::updateBusy()
{
    const bool busy = m_pending.has_value() || m_running != nullptr;
    if (busy != m_busy) {
        m_busy = busy;
        Q_EMIT busyChanged(busy);
    }
}

} // namespace rigplan
