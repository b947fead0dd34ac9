// SPDX-License-Identifier: GPL-3.0-or-later
// Absurd but valid workloads: each finishes in bounded time with a sensible answer or a clear
// refusal — never a hang, an overflow or an out-of-memory crash. The time bound is a hang
// guard, far above the measured times (docs/reliability.md, "Reliability"), not a speed test.
#include "catalog/Catalog.h"
#include "model/ModelCsv.h"
#include "plan/Plan.h"
#include "workload/WorkloadJson.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace rigplan;

class TestFaults : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void absurdWorkloads_data();
    void absurdWorkloads();
    void thousandJobs();
    void tooSmallGenericModelIsRefused();

private:
    Result<Workload> load(const QByteArray &json);
    void checkSane(const PlanResult &r);
    QTemporaryDir m_dir;
    Catalog m_catalog;
    std::optional<CatalogSnapshot> m_usd;
};

void TestFaults::initTestCase()
{
    QVERIFY(m_catalog.open(m_dir.filePath(QStringLiteral("c.sqlite"))));
    m_usd = m_catalog.snapshot(QStringLiteral("USD"));
    QVERIFY(m_usd);
}

Result<Workload> TestFaults::load(const QByteArray &json)
{
    return loadWorkload(json, QStringLiteral("absurd.json"), resolverFor(m_catalog.models()));
}

void TestFaults::checkSane(const PlanResult &r)
{
    // Whatever the answer, no figure wrapped around: bytes, watts and prices are non-negative.
    for (const Tier &t : r.tiers) {
        QVERIFY(t.build.priceMinor > 0);
        QVERIFY(t.build.wallW > 0);
        for (const JobOutcome &o : t.build.jobs) {
            QVERIFY(o.memory().totalBytes >= 0);
            QVERIFY(o.memory().totalBytes <= o.memory().usableBytes);
            QVERIFY(o.host().ramBytes >= 0);
            QVERIFY(o.host().storageBytes >= 0);
        }
    }
    if (!r.feasible) {
        QVERIFY(!r.rejectionsPerCheck.empty() || !r.closest.build); // a tally, or no platform takes any GPU
    }
}

void TestFaults::absurdWorkloads_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<bool>("feasible");

    // A model of a handful of parameters (every size 1): trivially fits on the cheapest build.
    QTest::newRow("1-parameter-scale model")
        << QByteArray(R"({"format": "rigplan.workload/1", "jobs": [{"kind": "inference", "model": {"hf_config":
             {"model_type": "llama", "num_hidden_layers": 1, "hidden_size": 1, "num_attention_heads": 1,
              "num_key_value_heads": 1, "intermediate_size": 1, "vocab_size": 1, "max_position_embeddings": 16}},
             "context_length": 16, "prompt_tokens": 8, "output_tokens": 8}]})")
        << true;
    // 10 million tokens of context for Llama 3.1 8B: 131,072 B of KV per token = 1.31 TB; spread
    // over 8 GPUs of 192 GB it fits, so the answer is an 8-GPU server.
    QTest::newRow("10-million-token context")
        << QByteArray(R"({"format": "rigplan.workload/1", "jobs": [{"kind": "inference", "model": "llama-3.1-8b",
             "context_length": 10000000, "allow_context_beyond_model_max": true, "concurrency": 1}],
             "site": {"outlet_w": 20000, "environment": "server-room"}})")
        << true;
    // 100,000 users at 4k tokens need ~54 TB of KV cache: no single machine; explained.
    QTest::newRow("100000 concurrent users")
        << QByteArray(R"({"format": "rigplan.workload/1", "jobs": [{"kind": "inference", "model": "llama-3.1-8b",
             "weights": "int4", "context_length": 4096, "concurrency": 100000}],
             "site": {"outlet_w": 20000, "environment": "server-room"}})")
        << false;
}

void TestFaults::absurdWorkloads()
{
    QFETCH(QByteArray, json);
    QFETCH(bool, feasible);
    const Result<Workload> w = load(json);
    QVERIFY2(w.ok(), qPrintable(diagnosticTexts(w.diagnostics()).join(QLatin1Char('\n'))));
    QElapsedTimer timer;
    timer.start();
    const PlanResult r = plan(*w, *m_usd);
    QVERIFY2(timer.elapsed() < 60'000, "the plan must not hang");
    QCOMPARE(r.feasible, feasible);
    checkSane(r);
}

void TestFaults::thousandJobs()
{
    QJsonArray jobs;
    for (int i = 0; i < 1000; ++i) {
        jobs.append(QJsonObject{{QStringLiteral("kind"), QStringLiteral("inference")},
                                {QStringLiteral("model"), QStringLiteral("qwen2.5-0.5b")},
                                {QStringLiteral("context_length"), 2048},
                                {QStringLiteral("prompt_tokens"), 512},
                                {QStringLiteral("output_tokens"), 128}});
    }
    const QJsonObject doc{{QStringLiteral("format"), QStringLiteral("rigplan.workload/1")},
                          {QStringLiteral("jobs"), jobs},
                          {QStringLiteral("site"), QJsonObject{{QStringLiteral("outlet"), QStringLiteral("eu-230v-16a")},
                                                               {QStringLiteral("environment"), QStringLiteral("lab")}}}};
    const Result<Workload> w = load(QJsonDocument(doc).toJson());
    QVERIFY2(w.ok(), qPrintable(diagnosticTexts(w.diagnostics()).join(QLatin1Char('\n'))));
    QCOMPARE(int(w->jobs.size()), 1000);
    QElapsedTimer timer;
    timer.start();
    const PlanResult r = plan(*w, *m_usd);
    QVERIFY2(timer.elapsed() < 120'000, "the plan must not hang");
    QVERIFY(r.feasible);
    QCOMPARE(int(r.tiers.front().build.jobs.size()), 1000);
    checkSane(r);
}

void TestFaults::tooSmallGenericModelIsRefused()
{
    // {"params_b": 1e-9} (one parameter) is below the generic shape's range: a clear refusal
    // naming the field, not a model with zero layers.
    const Result<Workload> w = load(R"({"format": "rigplan.workload/1", "jobs": [{"kind": "inference",
                                         "model": {"params_b": 1e-9}}]})");
    QVERIFY(!w.ok());
    const QString messages = diagnosticTexts(w.diagnostics()).join(QLatin1Char('\n'));
    QVERIFY2(messages.contains(QStringLiteral("jobs[0].model")), qPrintable(messages));
}

QTEST_GUILESS_MAIN(TestFaults)
#include "tst_faults.moc"
