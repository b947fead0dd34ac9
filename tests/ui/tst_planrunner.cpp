// SPDX-License-Identifier: GPL-3.0-or-later
// PlanRunner: debounced background planning, newest result only, a responsive UI thread while
// a slow plan runs, and safe destruction mid-plan. "Running" is told from "debouncing" by
// started(generation): isBusy() is true for both.
#include "SampleWorkload.h"
#include "VerifyOk.h"
#include "catalog/Catalog.h"
#include "model/ModelCsv.h"
#include "plan/Outcome.h"
#include "plan/Plan.h"
#include "results/PlanRunner.h"
#include "workload/WorkloadJson.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QTimer>

#include <algorithm>
#include <memory>

using namespace rigplan;

namespace {

// `copies` extra variants of every part, variant k is k % cheaper and worse in one figure, so the
// planner cannot prune them (as tests/bench/bench_planner.cpp's "10x distinct" catalog). The
// plan's work grows with platforms × GPU models: with the 2026 catalog rows, legal-chat evaluates
// 1,150 builds on the shipped catalog and 164,376 with `copies` 11 (20-45 s on this loaded 2-core
// machine; the catalog before those rows evaluated 473 and 147,550 with `copies` 9).
CatalogSnapshot distinctVariants(const CatalogSnapshot &shipped, int copies)
{
    CatalogSnapshot out = shipped;
    const auto addCopies = [copies](auto &parts, auto &prices, auto &&change) {
        const auto original = parts;
        const auto originalPrices = prices;
        for (int copy = 1; copy <= copies; ++copy) {
            for (std::size_t i = 0; i < original.size(); ++i) {
                auto part = original[i];
                part.id += "-w" + std::to_string(copy);
                change(part, copy);
                auto price = originalPrices[i];
                price.amountMinor -= price.amountMinor * copy / 100;
                parts.push_back(part);
                prices.push_back(price);
            }
        }
    };
    addCopies(out.gpus, out.gpuPrices, [](GpuSpec &g, int k) { g.memoryBandwidthBps -= g.memoryBandwidthBps / 100 * k; });
    addCopies(out.cpus, out.cpuPrices, [](CpuSpec &c, int k) { c.tdpW += k; });
    addCopies(out.memory, out.memoryPrices, [](MemoryModuleSpec &m, int k) { m.powerW += 0.1 * k; });
    addCopies(out.storage, out.storagePrices, [](StorageSpec &d, int k) { d.seqReadBps -= d.seqReadBps / 100 * k; });
    addCopies(out.psus, out.psuPrices, [](PsuSpec &p, int k) { p.efficiency -= 0.002 * k; });
    addCopies(out.platforms, out.platformPrices, [](PlatformSpec &p, int k) { p.basePowerW += k; });
    return out;
}

} // namespace

class TestPlanRunner : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void plannedArrivesWithTheWorkload_data();
    void plannedArrivesWithTheWorkload();
    void burstOfRequestsPlansOnce();
    void staleResultIsDropped();
    void snapshotIsCachedUntilInvalidated();
    void unreadableCatalogFails();
    void uiThreadStaysResponsive();
    void destroyWhileRunning();

private:
    Workload load(const QString &name);
    std::shared_ptr<const PlanOutcome> waitForPlan(QSignalSpy &spy, int timeoutMs = 20000);
    // A snapshot whose infeasible plan takes long enough to observe: 20 distinct variants of
    // every part (over a second in Release), in unoptimised builds 8.
    const CatalogSnapshot &slowSnapshot();

    QTemporaryDir m_dir;
    Catalog m_catalog;
    CatalogSnapshot m_usd;
    std::optional<CatalogSnapshot> m_slow;
};

void TestPlanRunner::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY_OK(m_catalog.open(m_dir.filePath(QStringLiteral("catalog.sqlite"))));
    auto usd = m_catalog.snapshot(QStringLiteral("USD"));
    QVERIFY(usd);
    m_usd = std::move(*usd);
}

Workload TestPlanRunner::load(const QString &name)
{
    return testing::loadSampleWorkload(m_catalog, name);
}

std::shared_ptr<const PlanOutcome> TestPlanRunner::waitForPlan(QSignalSpy &spy, int timeoutMs)
{
    if (spy.isEmpty() && !spy.wait(timeoutMs)) {
        return nullptr;
    }
    return spy.takeFirst().at(0).value<std::shared_ptr<const PlanOutcome>>();
}

const CatalogSnapshot &TestPlanRunner::slowSnapshot()
{
    if (!m_slow) {
#ifdef NDEBUG
        // The planner searches in price order and plans a re-listed card as the cheaper one it
        // copies, so the legal-chat plan over 60 copies of the 2026 catalog takes a few hundred
        // ms (RelWithDebInfo, this 2-core machine: 24 copies took 145 ms and 11,000 builds once
        // 4-core-per-GPU CPUs could serve the big builds, too quick to show a frozen UI).
        m_slow = distinctVariants(m_usd, 60);
#else
        // Unoptimised (Debug, sanitizer) builds plan over 10x slower.
        m_slow = distinctVariants(m_usd, 18);
#endif
    }
    return *m_slow;
}

void TestPlanRunner::plannedArrivesWithTheWorkload_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("lab-mixed (feasible)") << QStringLiteral("lab-mixed.workload.json");
    QTest::newRow("legal-chat (infeasible)") << QStringLiteral("legal-chat.workload.json");
}

void TestPlanRunner::plannedArrivesWithTheWorkload()
{
    QFETCH(QString, file);
    const Workload workload = load(file);
    PlanRunner runner;
    QSignalSpy started(&runner, &PlanRunner::started);
    QSignalSpy planned(&runner, &PlanRunner::planned);
    QSignalSpy busy(&runner, &PlanRunner::busyChanged);
    runner.request(m_catalog, workload);
    QVERIFY(runner.isBusy());
    QVERIFY(planned.isEmpty()); // debounced: nothing before the event loop runs
    QVERIFY(started.isEmpty());  // not even started

    const auto outcome = waitForPlan(planned);
    QVERIFY(outcome);
    QCOMPARE(started.size(), 1); // started once, before it was delivered
    QCOMPARE(started.at(0).at(0).value<quint64>(), quint64(1));
    QVERIFY(outcome->workload == workload);
    QCOMPARE(QString::fromStdString(outcome->snapshot().currency), planCurrency(workload));
    // The same plan as the planner gives on the same catalog, computed here on this thread.
    const auto snapshot = m_catalog.snapshot(planCurrency(workload));
    QVERIFY(snapshot);
    const PlanResult direct = plan(workload, *snapshot);
    QCOMPARE(outcome->plan.feasible, direct.feasible);
    QCOMPARE(outcome->plan.tiers.size(), direct.tiers.size());
    for (std::size_t i = 0; i < direct.tiers.size(); ++i) {
        QCOMPARE(outcome->plan.tiers[i].build.key, direct.tiers[i].build.key);
        QCOMPARE(outcome->plan.tiers[i].build.priceMinor, direct.tiers[i].build.priceMinor);
    }
    QCOMPARE(outcome->plan.suggestions.size(), direct.suggestions.size());
    QCOMPARE(runner.latest(), outcome);

    QVERIFY(!runner.isBusy());
    QCOMPARE(busy.size(), 2);
    QCOMPARE(busy.at(0).at(0).toBool(), true);
    QCOMPARE(busy.at(1).at(0).toBool(), false);
    QTest::qWait(100);
    QVERIFY(planned.isEmpty()); // exactly one outcome per request
}

void TestPlanRunner::burstOfRequestsPlansOnce()
{
    Workload first = load(QStringLiteral("lab-mixed.workload.json"));
    Workload second = first;
    second.title = "second request";
    second.jobs[1].inference.concurrency = 4;
    PlanRunner runner;
    QSignalSpy started(&runner, &PlanRunner::started);
    QSignalSpy planned(&runner, &PlanRunner::planned);
    runner.request(m_catalog, first);
    runner.request(m_catalog, second);
    QCOMPARE(runner.generation(), std::uint64_t(2));

    const auto outcome = waitForPlan(planned);
    QVERIFY(outcome);
    QCOMPARE(outcome->workload.title, std::string("second request"));
    QCOMPARE(outcome->workload.jobs[1].inference.concurrency, std::int64_t(4));
    QTest::qWait(runner.debounceMs() + 200);
    QCOMPARE(planned.size(), 0); // the first request was superseded, never planned or emitted
    // Only the second ever ran: the first was dropped while it was still debounced.
    QCOMPARE(started.size(), 1);
    QCOMPARE(started.at(0).at(0).value<quint64>(), quint64(2));
}

void TestPlanRunner::staleResultIsDropped()
{
    // The first request's plan is slow and already running when the second arrives: it finishes
    // later than the second is asked for, and must not be shown.
    Workload slow = load(QStringLiteral("lab-mixed.workload.json"));
    slow.title = "slow, superseded";
    Workload fast = slow;
    fast.title = "newest";
    PlanRunner runner;
    runner.setDebounceMs(0);
    QSignalSpy started(&runner, &PlanRunner::started);
    QSignalSpy planned(&runner, &PlanRunner::planned);
    QSignalSpy busy(&runner, &PlanRunner::busyChanged);
    runner.request(slow, slowSnapshot());
    QVERIFY(started.wait(20000)); // the slow plan is running on the pool, not debouncing
    QCOMPARE(started.at(0).at(0).value<quint64>(), quint64(1));
    QVERIFY(runner.isBusy());
    QVERIFY(planned.isEmpty());
    runner.request(fast, m_usd);

    const auto outcome = waitForPlan(planned, 120000);
    QVERIFY(outcome);
    // The newest request ran after the slow one, which had started before it was superseded.
    QCOMPARE(started.size(), 2);
    QCOMPARE(started.at(1).at(0).value<quint64>(), quint64(2));
    QCOMPARE(outcome->workload.title, std::string("newest"));
    QCOMPARE(outcome->snapshot().gpus.size(), m_usd.gpus.size());
    QVERIFY(!runner.isBusy());
    QThreadPool::globalInstance()->waitForDone();
    QTest::qWait(50);
    QCOMPARE(planned.size(), 0);
    // Busy throughout: one rise, one fall.
    QCOMPARE(busy.size(), 2);
}

void TestPlanRunner::snapshotIsCachedUntilInvalidated()
{
    QTemporaryDir dir;
    Catalog catalog;
    QVERIFY(catalog.open(dir.filePath(QStringLiteral("c.sqlite"))));
    const Workload workload = load(QStringLiteral("lab-mixed.workload.json"));
    PlanRunner runner;
    QSignalSpy planned(&runner, &PlanRunner::planned);
    runner.request(catalog, workload);
    const auto before = waitForPlan(planned);
    QVERIFY(before && before->plan.feasible);
    const Tier &entry = before->plan.tiers.front();
    const std::string gpuId = before->snapshot().gpus[std::size_t(entry.build.gpu)].id;
    const std::int64_t oldPrice = before->snapshot().gpuPrices[std::size_t(entry.build.gpu)].amountMinor;
    const std::int64_t newPrice = oldPrice + 12345;
    QVERIFY_OK(catalog.setPrice(QStringLiteral("gpu"), QString::fromStdString(gpuId), newPrice, QStringLiteral("USD"),
                              QStringLiteral("2026-01-01"), QStringLiteral("test")));

    // Cached: the edit is not seen until the catalog is invalidated.
    runner.request(catalog, workload);
    const auto cached = waitForPlan(planned);
    QVERIFY(cached);
    QCOMPARE(cached->snapshot().gpuPrices[std::size_t(entry.build.gpu)].amountMinor, oldPrice);
    // The re-plan shares the snapshot it was planned on with the first: no copy per plan.
    QVERIFY(cached->prepared);
    QCOMPARE(cached->prepared.get(), before->prepared.get());

    runner.invalidateCatalog();
    runner.request(catalog, workload);
    const auto fresh = waitForPlan(planned);
    QVERIFY(fresh);
    QCOMPARE(fresh->snapshot().gpuPrices[std::size_t(entry.build.gpu)].amountMinor, newPrice);
    QVERIFY(fresh->prepared != before->prepared);
    QCOMPARE(QString::fromStdString(fresh->snapshot().catalogPath), catalog.path());

    // Another catalog file is read afresh, not served from the first one's cache.
    runner.request(m_catalog, workload);
    const auto other = waitForPlan(planned);
    QVERIFY(other);
    QCOMPARE(QString::fromStdString(other->snapshot().catalogPath), m_catalog.path());
    QCOMPARE(other->snapshot().gpuPrices[std::size_t(entry.build.gpu)].amountMinor, oldPrice);
}

void TestPlanRunner::unreadableCatalogFails()
{
    Catalog closed; // never opened: no snapshot can be read
    PlanRunner runner;
    QSignalSpy planned(&runner, &PlanRunner::planned);
    QSignalSpy failed(&runner, &PlanRunner::failed);
    runner.request(closed, load(QStringLiteral("lab-mixed.workload.json")));
    QCOMPARE(failed.size(), 1);
    QVERIFY(!failed.at(0).at(0).toString().isEmpty());
    QVERIFY(!runner.isBusy());
    QTest::qWait(runner.debounceMs() + 100);
    QVERIFY(planned.isEmpty());
}

void TestPlanRunner::uiThreadStaysResponsive()
{
    // Infeasible, so nothing passing bounds the search, and its what-would-work re-plans run too.
    // The synthetic parts are up to 19 % cheaper, so the budget is put below any build that
    // holds both jobs (three 96 GB cards, about 47,000 USD on the shipped catalog).
    Workload workload = load(QStringLiteral("legal-chat.workload.json"));
    workload.budget = Budget{true, 25000, "USD"};
    const CatalogSnapshot &snapshot = slowSnapshot();
    PlanRunner runner;
    runner.setDebounceMs(0);
    QSignalSpy planned(&runner, &PlanRunner::planned);

    // A 10 ms timer stands in for the UI: repaints, input and animations all need the event
    // loop. The longest gap between its ticks is how long the UI would freeze.
    QElapsedTimer clock;
    clock.start();
    qint64 lastTick = 0;
    qint64 longestGap = 0;
    int ticks = 0;
    QTimer ui;
    ui.setInterval(10);
    connect(&ui, &QTimer::timeout, this, [&] {
        const qint64 now = clock.elapsed();
        longestGap = std::max(longestGap, now - lastTick);
        lastTick = now;
        ++ticks;
    });
    ui.start();
    runner.request(workload, snapshot);
    const auto outcome = waitForPlan(planned, 120000);
    const qint64 planMs = clock.elapsed();
    ui.stop();
    QVERIFY(outcome);
    QVERIFY(!outcome->plan.feasible);
    QVERIFY2(outcome->plan.candidates > 10000, "the synthetic catalog must be large enough to be slow");
    qInfo("plan of %lld candidates took %lld ms; %d UI ticks, longest gap %lld ms", qlonglong(outcome->plan.candidates),
          planMs, ticks, longestGap);
    QVERIFY2(planMs > 200, "the plan was too quick to show anything about responsiveness");
    // Generous for a loaded 2-core CI machine; a plan on the UI thread would freeze it for planMs.
    QVERIFY2(longestGap < 250, qPrintable(QStringLiteral("UI thread stalled for %1 ms").arg(longestGap)));
    QVERIFY(ticks >= planMs / 10 / 3);
}

void TestPlanRunner::destroyWhileRunning()
{
    const Workload workload = load(QStringLiteral("legal-chat.workload.json")); // the slow plan
    auto runner = std::make_unique<PlanRunner>();
    runner->setDebounceMs(0);
    QSignalSpy started(runner.get(), &PlanRunner::started);
    QSignalSpy planned(runner.get(), &PlanRunner::planned);
    runner->request(workload, slowSnapshot());
    QVERIFY(started.wait(20000)); // running on the pool now
    QVERIFY(runner->isBusy());
    QVERIFY(planned.isEmpty()); // and still running: the slow plan takes over a second
    QElapsedTimer clock;
    clock.start();
    runner.reset();
    QVERIFY2(clock.elapsed() < 100, "destroying the runner must not wait for the plan");
    // The detached plan finishes on its own; nothing is delivered anywhere.
    QThreadPool::globalInstance()->waitForDone();
    QTest::qWait(50);
    QCOMPARE(planned.size(), 0);
}

QTEST_MAIN(TestPlanRunner)
#include "tst_planrunner.moc"
