// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Plans off the UI thread. Requests are debounced (a burst of edits plans once), the plan runs
// on a worker (QtConcurrent), and only the newest request's outcome is delivered, on the
// thread the runner lives in. A plan over the shipped catalog takes about a millisecond, but a
// large user catalog can take seconds (docs/planner.md, "The planner": 0.9 s for a 10x catalog of
// distinct parts), so the UI thread never waits for one.

#include "catalog/Parts.h"
#include "plan/Outcome.h"
#include "plan/Plan.h"
#include "workload/Workload.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QTimer>

#include <cstdint>
#include <map>
#include <memory>
#include <optional>

namespace rigplan {

class Catalog;

class PlanRunner final : public QObject {
    Q_OBJECT
public:
    static constexpr int kDefaultDebounceMs = 60;

    explicit PlanRunner(QObject *parent = nullptr);
    // Does not wait for a running plan: the worker owns copies of everything it reads and its
    // result is dropped (see the .cpp).
    ~PlanRunner() override;
    Q_DISABLE_COPY_MOVE(PlanRunner)

    // Plans `workload` on the catalog's snapshot in the workload's currency. The snapshot is
    // read here, on the caller's thread (a Catalog is one connection per thread), once per
    // currency and catalog file until invalidateCatalog(). When the catalog cannot be read,
    // failed() is emitted (before this returns) and earlier requests are dropped.
    void request(const Catalog &catalog, const Workload &workload);
    // Plans `workload` on a given snapshot (tests, or a caller with its own snapshot).
    void request(const Workload &workload, CatalogSnapshot snapshot);

    // Forgets the cached snapshots: the next request reads the catalog again. Call it when the
    // catalog changes (the catalog editor signals that), then request again.
    void invalidateCatalog();

    void setDebounceMs(int ms);
    int debounceMs() const;
    void setPlanOptions(const PlanOptions &options);
    const PlanOptions &planOptions() const { return m_options; }

    // True from a request until its outcome (or failure) is delivered: while the request is
    // debounced as well as while it runs (started() tells the two apart).
    bool isBusy() const { return m_busy; }
    // The last outcome delivered (nullptr before the first).
    std::shared_ptr<const PlanOutcome> latest() const { return m_latest; }
    // Requests made so far; each request supersedes the ones before it.
    std::uint64_t generation() const { return m_generation; }

Q_SIGNALS:
    // The plan of request `generation` began on the worker thread (its debounce is over). A
    // request superseded while debounced never starts; one superseded while running has started.
    void started(quint64 generation);
    // The outcome of the newest request. Outcomes of superseded requests are never emitted.
    void planned(std::shared_ptr<const PlanOutcome> outcome);
    // The newest request could not be planned (the catalog could not be read).
    void failed(const QString &message);
    void busyChanged(bool busy);

private:
    struct Pending {
        Workload workload;
        std::shared_ptr<const PreparedSnapshot> snapshot;
        std::uint64_t generation = 0;
    };
    void enqueue(Workload workload, std::shared_ptr<const PreparedSnapshot> snapshot);
    void startPending();
    void finished(QFutureWatcher<std::shared_ptr<const PlanOutcome>> *watcher, std::uint64_t generation);
    void updateBusy();

    QTimer m_debounce;
    PlanOptions m_options;
    std::optional<Pending> m_pending;
    // The one running plan (at most one: a second would only compete for the same cores with a
    // result that is already stale). Owned by this object: destroying it detaches the worker.
    QFutureWatcher<std::shared_ptr<const PlanOutcome>> *m_running = nullptr;
    std::uint64_t m_generation = 0;
    bool m_busy = false;
    std::shared_ptr<const PlanOutcome> m_latest;
    // By currency; each keeps what its plans prepared, so a re-plan (a slider moved) skips it.
    std::map<QString, std::shared_ptr<const PreparedSnapshot>> m_snapshots;
    QString m_snapshotsPath; // the catalog file m_snapshots were read from
};

} // namespace rigplan
