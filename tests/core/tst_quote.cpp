// SPDX-License-Identifier: GPL-3.0-or-later
// The quote document, rigplan.quote/2 and /1 (core/quote/Quote; docs/file-formats.md "Quote file"), the
// vendor profile (rigplan.vendor/1, core/quote/Vendor) and the quote-number sequence.

#include "model/ModelCsv.h"
#include "quote/Quote.h"
#include "quote/Vendor.h"

#include <QDir>
#include <QFile>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QSet>
#include <QTest>

#include <functional>

#include <sys/stat.h>

using namespace rigplan;

namespace {

QByteArray readSource(const QString &relative)
{
    QFile f(QStringLiteral(RIGPLAN_SOURCE_DIR "/") + relative);
    if (!f.open(QIODevice::ReadOnly)) {
        qFatal("cannot open %s", qPrintable(relative));
    }
    return f.readAll();
}

const ModelResolver &resolver()
{
    static const ModelResolver resolve = resolverFor(parseModelsCsv(readSource(QStringLiteral("catalog/seed/models.csv"))).models);
    return resolve;
}

Quote sampleQuote()
{
    const Result<Workload> loaded =
        loadWorkload(readSource(QStringLiteral("resources/samples/lab-mixed.workload.json")), QStringLiteral("lab-mixed"), resolver());
    if (!loaded.ok()) {
        qFatal("sample workload does not load");
    }
    Quote quote;
    quote.workload = *loaded;
    quote.info.number = "RP-20261129-0931";
    quote.info.date = "2026-11-29";
    quote.info.validDays = 45;
    quote.info.preparedBy = "Li Wei 李伟";
    quote.info.contact = "ops@example.com";
    quote.info.notes = "Line one\nline two with \"quotes\" and <b>tags</b> & ampersands";
    return quote;
}

// An acceptance kit with every field set: a training job under DeepSpeed with LoRA, and a
// TensorRT-LLM endpoint on an INT4 checkpoint with its options file.
LaunchKit sampleKit()
{
    LaunchKit kit;
    kit.tier = TierKind::Mainstream;
    kit.gpuName = "NVIDIA RTX PRO 5000 Blackwell 72GB";
    kit.gpuCount = 2;
    kit.software = {"cuda", "570.86", "CUDA 12.8", "cu128", "2.7", "nvcr.io/nvidia/pytorch:25.01-py3",
                    {{"vLLM", "0.8.0", ""}, {"DeepSpeed", "0.16.0", "0.17.9"}}};
    TrainingKit t;
    t.framework = TrainingFramework::DeepSpeed;
    t.model = "llama-3.1-8b";
    t.modelFromCatalogId = true;
    t.launch = {{"--num_gpus", "2", KitFigure::Gpus}, {"--deepspeed", "ds_config-1.json", KitFigure::ZeroStage}};
    t.deepSpeed = {{"zero_optimization.stage", "2", KitFigure::ZeroStage}, {"bf16.enabled", "true", KitFigure::Precision}};
    t.lora = {{"r", "16", KitFigure::LoraRank}, {"target_modules", "q_proj,v_proj", KitFigure::LoraTargets}};
    t.tokensPerStep = 65536;
    t.thresholds = {{KitMetric::TrainingTokensPerS, 5321.25, 14.2, 4565.6325, true},
                    {KitMetric::PeakMemoryBytes, 51e9, 6.5, 54.315e9, false}};
    ServingKit s;
    s.engine = ServingEngine::TensorRtLlm;
    s.model = "meta-llama/Llama-3.1-70B";
    s.quantizedCheckpoint = Precision::Int4;
    s.serve = {{"--tp_size", "2", KitFigure::TensorParallel}, {"--kv_cache_free_gpu_memory_fraction", "0.9", KitFigure::MemoryFraction}};
    s.engineConfig = {{"kv_cache_config.dtype", "auto", KitFigure::KvCache}};
    s.replicas = {{8000, {0, 1}}};
    s.bench = {{"--backend", "openai", KitFigure::Engine}, {"--model", s.model, KitFigure::Model}, {"--ignore-eos", "", KitFigure::Output}};
    s.usersPerReplica = 8;
    s.thresholds = {{KitMetric::OutputTokensPerS, 178.5, 12.3, 156.5445, true},
                    {KitMetric::TtftP50S, 2.61, 20.1, 3.13461, false},
                    {KitMetric::TtftP90S, 4.25, 20.1, 5.10425, false}};
    kit.jobs = {JobKit{0, std::nullopt, t}, JobKit{1, s, std::nullopt}};
    return kit;
}

// The sample quote with a frozen tier, services, discounts, a tax and an extension section.
Quote frozenQuote()
{
    Quote quote = sampleQuote();
    quote.info.status = QuoteStatus::Sent;
    quote.info.paymentTerms = "30 % with the order";
    quote.info.terms = "Ex works.\nSecond line.";
    quote.info.leadDays = 12;
    quote.commercial.services = {"assembly-burnin", "shipping-insurance"};
    quote.commercial.discount = {Discount::Kind::Percent, 250, 0};
    quote.commercial.tax = quoteTaxFrom(*findTaxRate("de-vat"));
    quote.commercial.markup = 1250;
    FrozenQuote f;
    f.tier = "mainstream";
    f.frozenAt = "2026-11-29T09:31:00Z";
    f.priceDate = "2026-11-29";
    f.currency = "EUR";
    f.rateDate = "2025-05-09";
    f.rates = {{"EUR", 0.888731, "2025-05-09"}, {"USD", 1, "2025-05-09"}};
    f.build.key = "rtx-pro-5000-72gb×2/tr-pro/7965wx";
    f.build.gpuName = "NVIDIA RTX PRO 5000 Blackwell 72GB";
    f.build.gpuCount = 2;
    f.build.gpuMemoryBytes = 72LL << 30;
    f.build.wallW = 1151.25;
    f.build.btuPerH = 3927.9;
    f.build.jobs = {{"chat", false, 2, 44'000'000'000, 69'600'000'000, 178.5, 0, 22.3, 2.61, false,
                     {{Target::TokensPerUser, 22.3, 25}}}};
    QuoteLine gpu;
    gpu.partKind = "gpu";
    gpu.id = "rtx-pro-5000-72gb";
    gpu.name = "NVIDIA RTX PRO 5000 Blackwell 72GB";
    gpu.quantity = 2;
    gpu.unitCostMinor = 520000;
    gpu.unitPriceMinor = 585000;
    gpu.currency = "EUR";
    gpu.priceDate = "2026-11-29";
    gpu.source = "street price";
    gpu.estimate = true;
    gpu.discount = {Discount::Kind::Amount, 0, 10000};
    gpu.leadDays = 10;
    QuoteLine insurance;
    insurance.kind = LineKind::Service;
    insurance.partKind = "insurance";
    insurance.id = "shipping-insurance";
    insurance.name = "Transit insurance";
    insurance.nameZh = "运输保险";
    insurance.priceRule = "percent_of_hardware";
    insurance.percent = 50;
    insurance.estimateBasis = "0.5 % of the hardware";
    QuoteLine drive; // a drive's line names the volume it makes
    drive.partKind = "storage";
    drive.id = "wd-sn850x-1tb";
    drive.name = "WD_BLACK SN850X 1TB";
    drive.volume = "data";
    drive.quantity = 2;
    drive.unitCostMinor = 12500;
    drive.unitPriceMinor = 14000;
    drive.currency = "EUR";
    f.lines = {gpu, drive, insurance};
    repriceServiceLines(f.lines);
    f.kit = sampleKit();
    quote.frozen = f;
    quote.scenarios = {QuoteScenario{"Rent instead", quote.workload}}; // a section of another feature (issue 21)
    return quote;
}

// A quote document with `info` as its quote object and the sample workload.
QByteArray quoteWith(const QByteArray &format, const QByteArray &info)
{
    QByteArray workload = saveWorkload(sampleQuote().workload);
    return "{\"format\": \"" + format + "\", \"quote\": " + info + ", \"workload\": " + workload + "}";
}

// A /2 quote whose "frozen" is `frozen` (JSON text), with the sample workload.
QByteArray quoteFrozen(const QByteArray &frozen)
{
    return "{\"format\": \"rigplan.quote/2\", \"frozen\": " + frozen + ", \"workload\": "
        + saveWorkload(sampleQuote().workload) + "}";
}

// A frozen section that reads, with `replace` pairs applied to its text: each test breaks one thing.
QByteArray frozenWith(const QList<std::pair<QByteArray, QByteArray>> &replace)
{
    QByteArray frozen = "{\"tier\": \"mainstream\", \"frozen_at\": \"2026-12-02T04:50:17Z\", \"currency\": \"USD\", "
                        "\"rates\": [{\"currency\": \"USD\", \"per_usd\": 1, \"date\": \"2026-10-02\"}], "
                        "\"build\": {\"gpu_id\": \"rtx-4090\", \"gpu_count\": 2}, "
                        "\"lines\": [{\"kind\": \"part\", \"part_kind\": \"gpu\", \"id\": \"rtx-4090\", \"quantity\": 2, "
                        "\"unit_price_minor\": 199900, \"currency\": \"USD\"}]}";
    for (const auto &[from, to] : replace) {
        frozen.replace(from, to);
    }
    return quoteFrozen(frozen);
}

// The frozen sample quote as saved, with `replace` pairs applied to its text.
QByteArray frozenKitWith(const QList<std::pair<QByteArray, QByteArray>> &replace)
{
    QByteArray text = saveQuote(frozenQuote());
    for (const auto &[from, to] : replace) {
        if (!text.contains(from)) {
            qFatal("no %s in the saved quote", from.constData());
        }
        text.replace(from, to);
    }
    return text;
}

// The frozen sample quote as saved, its kit's JSON object changed by `edit`.
QByteArray frozenKitEdited(const std::function<void(QJsonObject &)> &edit)
{
    QJsonObject root = QJsonDocument::fromJson(saveQuote(frozenQuote())).object();
    QJsonObject frozen = root.value(QStringLiteral("frozen")).toObject();
    QJsonObject kit = frozen.value(QStringLiteral("kit")).toObject();
    edit(kit);
    frozen.insert(QStringLiteral("kit"), kit);
    root.insert(QStringLiteral("frozen"), frozen);
    return QJsonDocument(root).toJson();
}

} // namespace

class TestQuote final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void roundTrip()
    {
        const Quote quote = sampleQuote();
        const QByteArray text = saveQuote(quote);
        const Result<LoadedQuote> loaded = loadQuote(text, QStringLiteral("q.rigplan.json"), resolver());
        QVERIFY2(loaded.ok(), qPrintable(diagnosticTexts(loaded.diagnostics()).join(QLatin1Char('\n'))));
        QVERIFY(!loaded->wasWorkloadFile);
        QVERIFY(loaded->quote == quote);
        QCOMPARE(saveQuote(loaded->quote), text); // stable text: saving again changes nothing
        QVERIFY(text.startsWith("{\n  \"format\": \"rigplan.quote/2\""));
    }

    void frozenRoundTrip()
    {
        const Quote quote = frozenQuote();
        const QByteArray text = saveQuote(quote);
        const Result<LoadedQuote> loaded = loadQuote(text, QStringLiteral("q.rigplan.json"), resolver());
        QVERIFY2(loaded.ok(), qPrintable(diagnosticTexts(loaded.diagnostics()).join(QLatin1Char('\n'))));
        QVERIFY(loaded->quote.frozen);
        QVERIFY(loaded->quote.frozen->lines == quote.frozen->lines);
        QVERIFY(loaded->quote.frozen->build == quote.frozen->build);
        QVERIFY(loaded->quote.frozen->rates == quote.frozen->rates);
        QVERIFY(loaded->quote.commercial == quote.commercial);
        QVERIFY(loaded->quote.scenarios == quote.scenarios); // another feature's section is kept as it was
        QVERIFY(loaded->quote == quote);
        QCOMPARE(saveQuote(loaded->quote), text);
        QCOMPARE(loaded->quote.frozen->lines[1].volume, std::string("data"));
        QVERIFY(text.contains("\"volume\": \"data\""));
        QCOMPARE(text.count("\"volume\""), 1); // only the drive's line has one
        QCOMPARE(loaded->quote.frozen->lines[2].nameZh, std::string("运输保险"));
        QCOMPARE(text.count("\"name_zh\""), 1); // only the service with a Chinese name has one
        // The planner's verdict on each target travels with the figures, so the report need not re-derive it.
        QVERIFY(text.contains("\"missed\": [\n"));
        QVERIFY(text.contains("\"target\": \"tokens_per_user\""));
        QCOMPARE(loaded->quote.frozen->build.jobs[0].missed.size(), std::size_t(1));
        QCOMPARE(loaded->quote.frozen->build.jobs[0].missed[0].wanted, 25.0);
        // The totals follow from the frozen lines alone: 2 × 5,850.00 − 100.00 = 11,600.00;
        // drives 2 × 140.00 = 280.00; insurance 0.5 % of 11,880.00 = 59.40; 2.5 % off 11,939.40
        // = 298.49 (298.485, half-up); net 11,640.91; VAT 19 % 2,211.77 (2,211.7729).
        const QuoteTotals totals = quoteTotals(loaded->quote);
        QCOMPARE(totals.netMinor, 1164091);
        QCOMPARE(totals.taxMinor, 221177);
        QCOMPARE(totals.grossMinor, 1385268);
    }

    // Issue 41: the kit frozen with the quote reads back as it was written, field for field;
    // a file frozen before kits were kept still opens, without one.
    void frozenKitRoundTrips()
    {
        const Quote quote = frozenQuote();
        const QByteArray text = saveQuote(quote);
        const Result<LoadedQuote> loaded = loadQuote(text, QStringLiteral("q.rigplan.json"), resolver());
        QVERIFY2(loaded.ok(), qPrintable(diagnosticTexts(loaded.diagnostics()).join(QLatin1Char('\n'))));
        QVERIFY(loaded->quote.frozen && loaded->quote.frozen->kit);
        QVERIFY(*loaded->quote.frozen->kit == sampleKit());
        QCOMPARE(loaded->quote.frozen->kit->jobs[1].serving->quantizedCheckpoint, std::optional<Precision>(Precision::Int4));
        QCOMPARE(loaded->quote.frozen->kit->jobs[0].training->tokensPerStep, std::int64_t(65536));
        QCOMPARE(loaded->quote.frozen->kit->jobs[0].training->thresholds[1].limit, 54.315e9);
        QVERIFY(text.indexOf("\"build\"") < text.indexOf("\"kit\"") && text.indexOf("\"kit\"") < text.indexOf("\"lines\""));
        QVERIFY(text.contains("{\"flag\": \"--tp_size\", \"value\": \"2\", \"figure\": \"tensor_parallel\"}"));
        QVERIFY(text.contains("\"quantized_checkpoint\": \"int4\""));

        Quote older = quote;
        older.frozen->kit.reset();
        const QByteArray olderText = saveQuote(older);
        QVERIFY(!olderText.contains("\"kit\""));
        const Result<LoadedQuote> reread = loadQuote(olderText, QStringLiteral("old.rigplan.json"), resolver());
        QVERIFY(reread.ok());
        QVERIFY(reread->quote.frozen && !reread->quote.frozen->kit);
        QVERIFY(reread->quote == older);
    }

    void version1StillOpens()
    {
        const QByteArray v1 = quoteWith("rigplan.quote/1", "{\"number\": \"RP-1\", \"date\": \"2026-11-29\", \"valid_days\": 10}");
        const Result<LoadedQuote> loaded = loadQuote(v1, QStringLiteral("old.rigplan.json"), resolver());
        QVERIFY2(loaded.ok(), qPrintable(diagnosticTexts(loaded.diagnostics()).join(QLatin1Char('\n'))));
        QCOMPARE(loaded->quote.info.number, std::string("RP-1"));
        QVERIFY(!loaded->quote.frozen);
        QCOMPARE(loaded->quote.info.status, QuoteStatus::Draft);
        // /1 knows no status: a /1 file that has one is wrong, as it always was.
        QVERIFY(!loadQuote(quoteWith("rigplan.quote/1", "{\"status\": \"sent\"}"), QStringLiteral("q"), resolver()).ok());
    }

    void expiry_data()
    {
        QTest::addColumn<QString>("status");
        QTest::addColumn<QString>("today");
        QTest::addColumn<bool>("expired");
        // Dated 2026-11-29, valid 45 days: until 2027-01-13.
        QTest::newRow("sent, within") << "sent" << "2027-01-13" << false;
        QTest::newRow("sent, after") << "sent" << "2027-01-14" << true;
        QTest::newRow("draft, after") << "draft" << "2027-02-01" << true;
        QTest::newRow("accepted, after") << "accepted" << "2027-02-01" << false;
        QTest::newRow("marked expired") << "expired" << "2026-11-30" << true;
    }

    void expiry()
    {
        QFETCH(QString, status);
        QFETCH(QString, today);
        QFETCH(bool, expired);
        QuoteInfo info = sampleQuote().info;
        info.status = *quoteStatusFromId(status.toStdString());
        QCOMPARE(quoteValidUntil(info), QDate(2027, 1, 13));
        QCOMPARE(quoteExpired(info, QDate::fromString(today, Qt::ISODate)), expired);
    }

    void vendorProfile()
    {
        const Result<VendorProfile> vendor = loadVendorProfileFile(QStringLiteral(RIGPLAN_SOURCE_DIR "/resources/samples/example-vendor.json"));
        QVERIFY2(vendor.ok(), qPrintable(diagnosticTexts(vendor.diagnostics()).join(QLatin1Char('\n'))));
        QCOMPARE(vendor->company, std::string("Example Compute Systems Ltd."));
        QCOMPARE(vendor->logoType, std::string("image/svg+xml")); // read from the file beside it and embedded
        QVERIFY(vendor->logo.contains("<svg"));
        QCOMPARE(vendor->markup, 1200);
        QCOMPARE(vendor->paper, std::string("A4"));
        const QByteArray saved = saveVendorProfile(*vendor);
        const Result<VendorProfile> again = loadVendorProfile(saved, QStringLiteral("v.json"));
        QVERIFY(again.ok());
        QVERIFY(*again == *vendor);
        QCOMPARE(saveVendorProfile(*again), saved);
    }

    void vendorProfileRejects_data()
    {
        QTest::addColumn<QByteArray>("document");
        QTest::addColumn<QString>("expected");
        QTest::newRow("format") << QByteArray("{\"format\": \"rigplan.vendor/9\"}") << QStringLiteral("format: expected \"rigplan.vendor/1\"");
        QTest::newRow("two sequences") << QByteArray("{\"format\": \"rigplan.vendor/1\", \"number_pattern\": \"{seq}-{seq:3}\"}")
                                       << QStringLiteral("number_pattern: expected exactly one {seq}");
        QTest::newRow("unknown field") << QByteArray("{\"format\": \"rigplan.vendor/1\", \"number_pattern\": \"Q-{hh}-{seq}\"}")
                                       << QStringLiteral("number_pattern: unknown field {hh}");
        QTest::newRow("paper") << QByteArray("{\"format\": \"rigplan.vendor/1\", \"paper\": \"A3\"}")
                               << QStringLiteral("paper: expected one of A4 | Letter");
        QTest::newRow("currency") << QByteArray("{\"format\": \"rigplan.vendor/1\", \"currency\": \"yen\"}")
                                  << QStringLiteral("currency: expected an ISO 4217 code");
        QTest::newRow("logo not an image") << QByteArray("{\"format\": \"rigplan.vendor/1\", \"logo\": {\"data\": \"aGVsbG8=\"}}")
                                           << QStringLiteral("logo: expected a PNG or SVG image");
        QTest::newRow("missing logo file") << QByteArray("{\"format\": \"rigplan.vendor/1\", \"logo\": {\"file\": \"nope.png\"}}")
                                           << QStringLiteral("logo.file: cannot read the logo");
        QTest::newRow("unknown key") << QByteArray("{\"format\": \"rigplan.vendor/1\", \"compnay\": \"x\"}")
                                     << QStringLiteral("compnay: unknown key");
    }

    void vendorProfileRejects()
    {
        QFETCH(QByteArray, document);
        QFETCH(QString, expected);
        const Result<VendorProfile> vendor = loadVendorProfile(document, QStringLiteral("v.json"), QStringLiteral("/nonexistent"));
        QVERIFY(!vendor.ok());
        const QString all = diagnosticTexts(vendor.diagnostics()).join(QLatin1Char('\n'));
        QVERIFY2(all.contains(expected), qPrintable(all));
    }

    void numberPattern()
    {
        const QDate date(2026, 3, 7);
        QCOMPARE(expandNumberPattern(QStringLiteral("Q-{yyyy}-{seq:4}"), date, 42), QStringLiteral("Q-2026-0042"));
        QCOMPARE(expandNumberPattern(QStringLiteral("{yy}{mm}{dd}/{seq}"), date, 12345), QStringLiteral("260307/12345"));
        QCOMPARE(expandNumberPattern(QStringLiteral("Q-{yyyy}-{seq:4}"), date, -1), QStringLiteral("Q-2026-{seq:4}")); // the scope
    }

    void numberSequence()
    {
        // 1,000 numbers in one go, with one date: all different, 1 to 1,000 (each is written to
        // disk before it is handed out, about 10 ms on this machine); a new
        // sequence object on the same file (a restart) continues; a new year starts at 1.
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("seq.json"));
        QSet<QString> seen;
        QElapsedTimer timer;
        timer.start();
        {
            QuoteNumberSequence sequence(file);
            for (int i = 1; i <= 1000; ++i) {
                const Result<QString> number = sequence.next(QStringLiteral("Q-{yyyy}-{seq:4}"), QDate(2026, 12, 2));
                QVERIFY(number.ok());
                QCOMPARE(*number, QStringLiteral("Q-2026-%1").arg(i, 4, 10, QLatin1Char('0')));
                seen.insert(*number);
            }
        }
        qInfo("1000 numbers in %lld ms", qint64(timer.elapsed()));
        QCOMPARE(seen.size(), 1000);
        QuoteNumberSequence restarted(file);
        QCOMPARE(*restarted.next(QStringLiteral("Q-{yyyy}-{seq:4}"), QDate(2026, 12, 2)), QStringLiteral("Q-2026-1001"));
        QCOMPARE(*restarted.next(QStringLiteral("Q-{yyyy}-{seq:4}"), QDate(2027, 1, 1)), QStringLiteral("Q-2027-0001"));
        // A damaged file is not silently restarted at 1 (that would repeat numbers already sent).
        QFile damaged(file);
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write("{\"scopes\": 3");
        damaged.close();
        const Result<QString> refused = restarted.next(QStringLiteral("Q-{yyyy}-{seq:4}"), QDate(2026, 12, 2));
        QVERIFY(!refused.ok());
        QCOMPARE(exitCodeFor(refused.diagnostics()), 3);
    }

    void logoMustBeARegularFile_data()
    {
        QTest::addColumn<QString>("logo"); // "@fifo", "@large": made in the test
        QTest::addColumn<QString>("expected");
        QTest::newRow("/dev/zero") << QStringLiteral("/dev/zero") << QStringLiteral("expected a file, got a device");
        QTest::newRow("FIFO") << QStringLiteral("@fifo") << QStringLiteral("expected a file, got a pipe (FIFO)");
        QTest::newRow("larger than 2 MiB") << QStringLiteral("@large") << QStringLiteral("larger than 2097152 bytes");
    }

    // A logo file was checked by its size only and then read whole: /dev/zero (size 0) was read
    // until memory ran out, a FIFO blocked. Now: refused, naming the file and what was expected.
    void logoMustBeARegularFile()
    {
        QFETCH(QString, logo);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        if (logo == QLatin1String("@fifo")) {
            logo = dir.filePath(QStringLiteral("logo.png"));
            QCOMPARE(::mkfifo(QFile::encodeName(logo).constData(), 0600), 0);
        } else if (logo == QLatin1String("@large")) {
            logo = dir.filePath(QStringLiteral("logo.png"));
            QFile f(logo);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("\x89PNG\r\n\x1a\n");
            QVERIFY(f.resize(2 * 1024 * 1024 + 1));
        }
        const QByteArray document = "{\"format\": \"rigplan.vendor/1\", \"logo\": {\"file\": \"" + logo.toUtf8() + "\"}}";
        const Result<VendorProfile> vendor = loadVendorProfile(document, QStringLiteral("v.json"), dir.path());
        QVERIFY(!vendor.ok());
        QCOMPARE(exitCodeFor(vendor.diagnostics()), 2);
        const QString all = diagnosticTexts(vendor.diagnostics()).join(QLatin1Char('\n'));
        QVERIFY2(all.startsWith(QStringLiteral("v.json: logo.file: cannot read the logo ") + logo), qPrintable(all));
        QVERIFY2(all.contains(expected), qPrintable(all));
    }

    void sequenceFileMustBeARegularFile_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("link to /dev/zero") << QStringLiteral("device");
        QTest::newRow("FIFO") << QStringLiteral("fifo");
    }

    // The sequence file was read whole (a device: until memory ran out; a FIFO: forever). It
    // is ours, not the user's input: refused as the environment's failure (exit 3).
    void sequenceFileMustBeARegularFile()
    {
        QFETCH(QString, kind);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("seq.json"));
        if (kind == QLatin1String("device")) {
            QVERIFY(QFile::link(QStringLiteral("/dev/zero"), file));
        } else {
            QCOMPARE(::mkfifo(QFile::encodeName(file).constData(), 0600), 0);
        }
        QuoteNumberSequence sequence(file);
        const Result<QString> refused = sequence.next(QStringLiteral("Q-{yyyy}-{seq:4}"), QDate(2026, 12, 2));
        QVERIFY(!refused.ok());
        QCOMPARE(exitCodeFor(refused.diagnostics()), 3);
        const QString text = refused.diagnostic().text();
        QVERIFY2(text.startsWith(file + QStringLiteral(": cannot read the quote numbers: expected a file, got a ")), qPrintable(text));
    }

    void sequenceCounterOutOfRange_data()
    {
        QTest::addColumn<QByteArray>("counter");
        QTest::newRow("2^63 - 2") << QByteArray("9223372036854775806");
        QTest::newRow("2^53") << QByteArray("9007199254740992");
        QTest::newRow("negative") << QByteArray("-5");
        QTest::newRow("not whole") << QByteArray("41.5");
        QTest::newRow("text") << QByteArray("\"41\"");
    }

    // A counter the sequence cannot count on — beyond what a JSON double holds exactly, or
    // not a whole number — made every number the literal pattern "Q-2026-{seq:4}" (2^63 − 2),
    // or repeated one (2^53 + 1 is stored as 2^53). Refused, naming the file, which is kept.
    void sequenceCounterOutOfRange()
    {
        QFETCH(QByteArray, counter);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("seq.json"));
        const QByteArray content = R"({"format": "rigplan.quote-sequence/1", "scopes": {"Q-2026-{seq:4}": )" + counter + "}}\n";
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
        f.close();
        QuoteNumberSequence sequence(file);
        const Result<QString> refused = sequence.next(QStringLiteral("Q-{yyyy}-{seq:4}"), QDate(2026, 12, 2));
        QVERIFY2(!refused.ok(), qPrintable(refused.ok() ? *refused : QString()));
        QCOMPARE(exitCodeFor(refused.diagnostics()), 3);
        QVERIFY2(refused.diagnostic().text().startsWith(file + QStringLiteral(": ")), qPrintable(refused.diagnostic().text()));
        if (!counter.startsWith('"')) {
            QVERIFY2(refused.diagnostic().message.contains(QString::fromLatin1(counter)), qPrintable(refused.diagnostic().text()));
        }
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), content);
        // Another scope of the same file still counts.
        QCOMPARE(*sequence.next(QStringLiteral("Q-{yyyy}-{seq:4}"), QDate(2027, 1, 1)), QStringLiteral("Q-2027-0001"));
    }

    void sequenceCounterUpTo2To53()
    {
        // The last counters a double holds exactly are handed out, each once; then it stops.
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("seq.json"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "rigplan.quote-sequence/1", "scopes": {"{seq}": 9007199254740990}})");
        f.close();
        QuoteNumberSequence sequence(file);
        QCOMPARE(*sequence.next(QStringLiteral("{seq}"), QDate(2026, 12, 2)), QStringLiteral("9007199254740991"));
        QCOMPARE(*sequence.next(QStringLiteral("{seq}"), QDate(2026, 12, 2)), QStringLiteral("9007199254740992"));
        const Result<QString> refused = sequence.next(QStringLiteral("{seq}"), QDate(2026, 12, 2));
        QVERIFY(!refused.ok());
        QVERIFY2(refused.diagnostic().message.contains(QStringLiteral("9007199254740992")), qPrintable(refused.diagnostic().text()));
    }

    void scenariosRoundTrip()
    {
        // Named workload variants (issue 21): written only when there are any, read back equal.
        Quote quote = sampleQuote();
        const QByteArray without = saveQuote(quote);
        QVERIFY(!without.contains("scenarios")); // a quote without scenarios is the same file as before
        QuoteScenario bigger;
        bigger.name = "70B chat, 40 users «中文»";
        bigger.workload = quote.workload;
        bigger.workload.title = "Bigger";
        bigger.workload.jobs.pop_back();
        quote.scenarios = {bigger, QuoteScenario{"Same again", quote.workload}};
        const QByteArray text = saveQuote(quote);
        const Result<LoadedQuote> loaded = loadQuote(text, QStringLiteral("q.rigplan.json"), resolver());
        QVERIFY2(loaded.ok(), qPrintable(diagnosticTexts(loaded.diagnostics()).join(QLatin1Char('\n'))));
        QCOMPARE(loaded->quote.scenarios.size(), std::size_t(2));
        QVERIFY(loaded->quote == quote);
        QCOMPARE(saveQuote(loaded->quote), text);
        // The shipped sample opens with its scenario.
        const Result<LoadedQuote> shipped = loadQuote(readSource(QStringLiteral("resources/samples/lab-scenarios.rigplan.json")),
                                                      QStringLiteral("lab-scenarios.rigplan.json"), resolver());
        QVERIFY2(shipped.ok(), qPrintable(diagnosticTexts(shipped.diagnostics()).join(QLatin1Char('\n'))));
        QCOMPARE(shipped->quote.scenarios.size(), std::size_t(1));
        QCOMPARE(shipped->quote.scenarios.front().name, std::string("70B chat"));
    }

    void scenarioProblems_data()
    {
        QTest::addColumn<QByteArray>("scenarios");
        QTest::addColumn<QString>("expected");
        const QByteArray workload = saveWorkload(sampleQuote().workload);
        QTest::newRow("not an array") << QByteArray("{}") << QStringLiteral("scenarios: expected an array of scenario objects");
        QTest::newRow("no name") << QByteArray("[{\"workload\": " + workload + "}]")
                                 << QStringLiteral("scenarios[0].name: expected the scenario's name");
        QTest::newRow("same name twice")
            << QByteArray("[{\"name\": \"a\", \"workload\": " + workload + "}, {\"name\": \"a\", \"workload\": " + workload + "}]")
            << QStringLiteral("scenarios[1].name: \"a\" names another scenario already");
        QTest::newRow("unknown key") << QByteArray("[{\"name\": \"a\", \"plan\": 1, \"workload\": " + workload + "}]")
                                     << QStringLiteral("scenarios[0].plan: unknown key (expected name, workload)");
        QTest::newRow("bad workload") << QByteArray("[{\"name\": \"a\", \"workload\": {\"format\": \"rigplan.workload/1\"}}]")
                                      << QStringLiteral("scenarios[0].workload");
    }

    void scenarioProblems()
    {
        QFETCH(QByteArray, scenarios);
        QFETCH(QString, expected);
        QByteArray document = quoteWith("rigplan.quote/1", "{}");
        document.chop(1);
        document += ", \"scenarios\": " + scenarios + "}";
        const Result<LoadedQuote> loaded = loadQuote(document, QStringLiteral("q.rigplan.json"), resolver());
        QVERIFY(!loaded.ok());
        const QString all = diagnosticTexts(loaded.diagnostics()).join(QLatin1Char('\n'));
        QVERIFY2(all.contains(expected), qPrintable(all));
    }

    void opensPlainWorkloadFile()
    {
        const Result<LoadedQuote> loaded = loadQuote(readSource(QStringLiteral("resources/samples/legal-chat.workload.json")),
                                                 QStringLiteral("legal-chat.workload.json"), resolver());
        QVERIFY2(loaded.ok(), qPrintable(diagnosticTexts(loaded.diagnostics()).join(QLatin1Char('\n'))));
        QVERIFY(loaded->wasWorkloadFile);
        QVERIFY(loaded->quote.info == QuoteInfo{});
        QVERIFY(!loaded->quote.workload.jobs.empty());
    }

    void rejects_data()
    {
        QTest::addColumn<QByteArray>("document");
        QTest::addColumn<QString>("expected"); // a fragment of the message, with its path

        QTest::newRow("newer version") << quoteWith("rigplan.quote/3", "{}")
                                       << QStringLiteral("format: \"rigplan.quote/3\" was written by a newer RigPlan");
        QTest::newRow("other format") << quoteWith("something/1", "{}")
                                      << QStringLiteral("format: expected \"rigplan.quote/2\", \"rigplan.quote/1\" or \"rigplan.workload/1\"");
        QTest::newRow("bad status") << quoteWith("rigplan.quote/2", "{\"status\": \"won\"}")
                                    << QStringLiteral("quote.status: expected one of draft | sent | accepted | expired");
        QTest::newRow("bad discount")
            << QByteArray("{\"format\": \"rigplan.quote/2\", \"commercial\": {\"discount\": {\"percent\": 12.345}}, \"workload\": ")
                   + saveWorkload(sampleQuote().workload) + "}"
            << QStringLiteral("commercial.discount.percent: expected a percentage from 0 to 100 with at most two decimals");
        QTest::newRow("bad frozen line")
            << QByteArray("{\"format\": \"rigplan.quote/2\", \"frozen\": {\"tier\": \"mainstream\", \"currency\": \"USD\", "
                          "\"lines\": [{\"kind\": \"part\", \"id\": \"x\", \"unit_price_minor\": -5}]}, \"workload\": ")
                   + saveWorkload(sampleQuote().workload) + "}"
            << QStringLiteral("frozen.lines[0].unit_price_minor: expected a whole number from 0 to 1000000000000000, got -5");
        QTest::newRow("unknown volume")
            << QByteArray("{\"format\": \"rigplan.quote/2\", \"frozen\": {\"tier\": \"mainstream\", \"currency\": \"USD\", "
                          "\"lines\": [{\"kind\": \"part\", \"id\": \"x\", \"volume\": \"scratch\", \"unit_price_minor\": 5}]}, \"workload\": ")
                   + saveWorkload(sampleQuote().workload) + "}"
            << QStringLiteral("frozen.lines[0].volume: expected one of system | project | data, got \"scratch\"");
        QTest::newRow("unknown missed target")
            << QByteArray("{\"format\": \"rigplan.quote/2\", \"frozen\": {\"tier\": \"mainstream\", \"currency\": \"USD\", "
                          "\"build\": {\"jobs\": [{\"name\": \"chat\", \"missed\": [{\"target\": \"speed\", \"actual\": 1, \"wanted\": 2}]}]}}, \"workload\": ")
                   + saveWorkload(sampleQuote().workload) + "}"
            << QStringLiteral("frozen.build.jobs[0].missed[0].target: expected one of training_hours | tokens_per_user | ttft, got \"speed\"");
        QTest::newRow("missed target without its figure")
            << QByteArray("{\"format\": \"rigplan.quote/2\", \"frozen\": {\"tier\": \"mainstream\", \"currency\": \"USD\", "
                          "\"build\": {\"jobs\": [{\"name\": \"chat\", \"missed\": [{\"target\": \"ttft\", \"actual\": 3}]}]}}, \"workload\": ")
                   + saveWorkload(sampleQuote().workload) + "}"
            << QStringLiteral("frozen.build.jobs[0].missed[0].wanted: a value is required");
        QTest::newRow("frozen without tier")
            << QByteArray("{\"format\": \"rigplan.quote/2\", \"frozen\": {\"currency\": \"USD\"}, \"workload\": ")
                   + saveWorkload(sampleQuote().workload) + "}"
            << QStringLiteral("frozen.tier: a value is required");
        // Issue 44: a frozen quote is read as strictly as a new one is made.
        QTest::newRow("frozen without lines")
            << frozenWith({{", \"lines\": [{\"kind\": \"part\", \"part_kind\": \"gpu\", \"id\": \"rtx-4090\", \"quantity\": 2, "
                            "\"unit_price_minor\": 199900, \"currency\": \"USD\"}]", ""}})
            << QStringLiteral("frozen.lines: a value is required");
        QTest::newRow("frozen with no line")
            << frozenWith({{"[{\"kind\": \"part\", \"part_kind\": \"gpu\", \"id\": \"rtx-4090\", \"quantity\": 2, "
                            "\"unit_price_minor\": 199900, \"currency\": \"USD\"}]", "[]"}})
            << QStringLiteral("frozen.lines: a frozen quote needs its lines");
        QTest::newRow("unknown currency") << frozenWith({{"\"currency\": \"USD\", \"rates\"", "\"currency\": \"XYZ\", \"rates\""}})
                                          << QStringLiteral("frozen.currency: expected an ISO 4217 code such as CNY, got \"XYZ\"");
        QTest::newRow("unknown line currency")
            << frozenWith({{"199900, \"currency\": \"USD\"", "199900, \"currency\": \"ABC\""}})
            << QStringLiteral("frozen.lines[0].currency: expected an ISO 4217 code");
        QTest::newRow("line in another currency")
            << frozenWith({{"199900, \"currency\": \"USD\"", "199900, \"currency\": \"EUR\""}})
            << QStringLiteral("frozen.lines[0].currency: expected the quote's currency USD, got \"EUR\"");
        QTest::newRow("bad frozen_at") << frozenWith({{"2026-12-02T04:50:17Z", "yesterday"}})
                                       << QStringLiteral("frozen.frozen_at: expected a UTC time");
        QTest::newRow("bad price_date") << frozenWith({{"\"frozen_at\"", "\"price_date\": \"2026-02-30\", \"frozen_at\""}})
                                        << QStringLiteral("frozen.price_date: expected a date as yyyy-mm-dd, got \"2026-02-30\"");
        // Without them the quote would save "gpu_count": 0 and no longer load.
        QTest::newRow("frozen without build") << frozenWith({{"\"build\": {\"gpu_id\": \"rtx-4090\", \"gpu_count\": 2}, ", ""}})
                                              << QStringLiteral("frozen.build: a value is required");
        QTest::newRow("build without gpu_count") << frozenWith({{", \"gpu_count\": 2", ""}})
                                                 << QStringLiteral("frozen.build.gpu_count: a value is required");
        QTest::newRow("gpu_count 0") << frozenWith({{"\"gpu_count\": 2", "\"gpu_count\": 0"}})
                                     << QStringLiteral("frozen.build.gpu_count: expected a whole number from 1 to 100000, got 0");
        QTest::newRow("line quantity 0") << frozenWith({{"\"quantity\": 2", "\"quantity\": 0"}})
                                         << QStringLiteral("frozen.lines[0].quantity: expected a whole number from 1 to 1000000, got 0");
        QTest::newRow("gpu line not the build's count") << frozenWith({{"\"quantity\": 2", "\"quantity\": 3"}})
                                                        << QStringLiteral("frozen.lines[0].quantity: expected the build's gpu_count (2), got 3");
        QTest::newRow("no rates") << frozenWith({{"[{\"currency\": \"USD\", \"per_usd\": 1, \"date\": \"2026-10-02\"}]", "[]"}})
                                  << QStringLiteral("frozen.rates: expected the exchange rate of USD, which the quote uses, got none");
        QTest::newRow("service lines beyond 64 bits")
            << frozenWith({{"\"unit_price_minor\": 199900", "\"unit_price_minor\": 1000000000000000"},
                           {"\"currency\": \"USD\"}]}", "\"currency\": \"USD\"}, {\"kind\": \"service\", \"id\": \"s\", "
                            "\"quantity\": 1000000, \"unit_price_minor\": 1000000000000000, \"currency\": \"USD\"}, "
                            "{\"kind\": \"service\", \"id\": \"t\", \"quantity\": 1000000, \"unit_price_minor\": "
                            "1000000000000000, \"currency\": \"USD\"}]}"}})
            << QStringLiteral("frozen.lines: the lines add up to more than a 64-bit amount");
        // Issue 41: the frozen kit is read as strictly; its options go into shell scripts.
        QTest::newRow("kit: unknown metric") << frozenKitWith({{"\"metric\": \"ttft_p50_s\"", "\"metric\": \"ttft_p99_s\""}})
            << QStringLiteral("frozen.kit.jobs[1].serving.thresholds[1].metric: expected one of output_tokens_per_s | ");
        QTest::newRow("kit: limit not a number") << frozenKitWith({{"\"limit\": 3.13461", "\"limit\": \"x\""}})
            << QStringLiteral("frozen.kit.jobs[1].serving.thresholds[1].limit: expected a finite number ≥ 0, got \"x\"");
        QTest::newRow("kit: negative limit") << frozenKitWith({{"\"limit\": 3.13461", "\"limit\": -1"}})
            << QStringLiteral("frozen.kit.jobs[1].serving.thresholds[1].limit: expected a finite number ≥ 0, got -1");
        QTest::newRow("kit: threshold without its limit") << frozenKitWith({{", \"limit\": 3.13461", ""}})
            << QStringLiteral("frozen.kit.jobs[1].serving.thresholds[1].limit: a value is required");
        QTest::newRow("kit: unknown figure") << frozenKitWith({{"\"figure\": \"tensor_parallel\"", "\"figure\": \"magic\""}})
            << QStringLiteral("frozen.kit.jobs[1].serving.serve[0].figure: expected one of model | engine | ");
        QTest::newRow("kit: unknown engine") << frozenKitWith({{"\"engine\": \"tensorrt-llm\"", "\"engine\": \"ollama\""}})
            << QStringLiteral("frozen.kit.jobs[1].serving.engine: expected one of vllm | sglang | tensorrt-llm, got \"ollama\"");
        QTest::newRow("kit: unknown precision") << frozenKitWith({{"\"quantized_checkpoint\": \"int4\"", "\"quantized_checkpoint\": \"int3\""}})
            << QStringLiteral("frozen.kit.jobs[1].serving.quantized_checkpoint: expected one of fp32 | bf16 | ");
        QTest::newRow("kit: shell in an option name") << frozenKitWith({{"\"flag\": \"--tp_size\"", "\"flag\": \"--tp_size; rm -rf ~\""}})
            << QStringLiteral("frozen.kit.jobs[1].serving.serve[0].flag: expected an option name (letters, digits, _ . -), got \"--tp_size; rm -rf ~\"");
        QTest::newRow("kit: two lines in a value") << frozenKitWith({{"\"value\": \"auto\"", "\"value\": \"auto\\ntrust_remote_code: true\""}})
            << QStringLiteral("frozen.kit.jobs[1].serving.engine_config[0].value: expected one line of text without control characters");
        QTest::newRow("kit: users as text") << frozenKitWith({{"\"users_per_replica\": 8", "\"users_per_replica\": \"8\""}})
            << QStringLiteral("frozen.kit.jobs[1].serving.users_per_replica: expected a whole number from 1 to 1000000000, got \"8\"");
        QTest::newRow("kit: another tier") << frozenKitWith({{"      \"tier\": \"mainstream\"", "      \"tier\": \"entry\""}})
            << QStringLiteral("frozen.kit.tier: expected the quote's tier mainstream, got \"entry\"");
        QTest::newRow("kit: unknown key") << frozenKitWith({{"\"users_per_replica\": 8", "\"users\": 8"}})
            << QStringLiteral("frozen.kit.jobs[1].serving.users: unknown key");
        QTest::newRow("kit: job neither serving nor training")
            << frozenKitEdited([](QJsonObject &kit) {
                   QJsonArray jobs = kit.value(QStringLiteral("jobs")).toArray();
                   jobs[0] = QJsonObject{{QStringLiteral("job"), 0}};
                   kit.insert(QStringLiteral("jobs"), jobs);
               })
            << QStringLiteral("frozen.kit.jobs[0]: expected either \"serving\" or \"training\"");
        QTest::newRow("kit: jobs out of order")
            << frozenKitEdited([](QJsonObject &kit) {
                   QJsonArray jobs = kit.value(QStringLiteral("jobs")).toArray();
                   QJsonObject second = jobs[1].toObject();
                   second.insert(QStringLiteral("job"), 0);
                   jobs[1] = second;
                   kit.insert(QStringLiteral("jobs"), jobs);
               })
            << QStringLiteral("frozen.kit.jobs[1].job: expected a job index greater than the one before (0), got 0");
        QTest::newRow("kit: too many jobs")
            << frozenKitEdited([](QJsonObject &kit) {
                   QJsonArray jobs;
                   for (int i = 0; i < 1001; ++i) {
                       jobs.append(kit.value(QStringLiteral("jobs")).toArray().at(1));
                   }
                   kit.insert(QStringLiteral("jobs"), jobs);
               })
            << QStringLiteral("frozen.kit.jobs: expected at most 1000 items, got 1001");
        QTest::newRow("kit: jobs not an array")
            << frozenKitEdited([](QJsonObject &kit) { kit.insert(QStringLiteral("jobs"), QStringLiteral("all")); })
            << QStringLiteral("frozen.kit.jobs: expected an array, got \"all\"");
        // The strict JSON pre-check (checkStrictJson): what QJsonDocument would let through.
        QTest::newRow("duplicate key") << quoteWith("rigplan.quote/2", "{\"number\": \"Q-1\", \"number\": \"Q-2\"}")
                                       << QStringLiteral("q.json:1:58: quote.number: the key \"number\" appears twice");
        QTest::newRow("escaped NUL") << quoteWith("rigplan.quote/2", "{\"notes\": \"a\\u0000b\"}")
                                     << QStringLiteral("quote.notes: \\u0000 (NUL) in a string");
        QTest::newRow("raw NUL") << quoteWith("rigplan.quote/2", QByteArray("{\"notes\": \"a\0b\"}", 15))
                                 << QStringLiteral("quote.notes: a NUL byte (0x00)");
        QTest::newRow("lone surrogate") << quoteWith("rigplan.quote/2", "{\"notes\": \"\\ud800x\"}")
                                        << QStringLiteral("quote.notes: \\ud800 is half of a UTF-16 surrogate pair");
        QTest::newRow("scenarios not an array")
            << QByteArray("{\"format\": \"rigplan.quote/2\", \"scenarios\": 5, \"workload\": ") + saveWorkload(sampleQuote().workload) + "}"
            << QStringLiteral("scenarios: expected an array of scenario objects, got 5");
        QTest::newRow("unknown quote key") << quoteWith("rigplan.quote/1", "{\"numbr\": \"x\"}")
                                           << QStringLiteral("quote.numbr: unknown key");
        QTest::newRow("valid_days zero") << quoteWith("rigplan.quote/1", "{\"valid_days\": 0}")
                                         << QStringLiteral("quote.valid_days: expected a whole number of days from 1 to 365, got 0");
        QTest::newRow("valid_days fraction") << quoteWith("rigplan.quote/1", "{\"valid_days\": 2.5}")
                                             << QStringLiteral("quote.valid_days: expected a whole number of days");
        // Found by the fuzzer: a number beyond int's range was converted before the range check.
        QTest::newRow("valid_days beyond int") << quoteWith("rigplan.quote/1", "{\"valid_days\": 2.2e124}")
                                               << QStringLiteral("quote.valid_days: expected a whole number of days from 1 to 365");
        QTest::newRow("bad date") << quoteWith("rigplan.quote/1", "{\"date\": \"29/11/2026\"}")
                                  << QStringLiteral("quote.date: expected a date as yyyy-mm-dd, got \"29/11/2026\"");
        QTest::newRow("number not a string") << quoteWith("rigplan.quote/1", "{\"number\": 12}")
                                             << QStringLiteral("quote.number: expected a string");
        // A 2 MB note made a 419-page report: free text is capped, and the message says at what.
        QTest::newRow("note beyond the free-text cap")
            << quoteWith("rigplan.quote/1", "{\"notes\": \"" + QByteArray(2'000'000, 'x') + "\"}")
            << QStringLiteral("quote.notes: expected at most 10000 characters of text, got 2000000");
        QTest::newRow("quote not an object") << quoteWith("rigplan.quote/1", "[]")
                                             << QStringLiteral("quote: expected an object");
        QTest::newRow("no workload") << QByteArray("{\"format\": \"rigplan.quote/1\", \"quote\": {}}")
                                     << QStringLiteral("workload: expected the workload object");
        QTest::newRow("workload error has its path")
            << QByteArray("{\"format\": \"rigplan.quote/1\", \"workload\": {\"format\": \"rigplan.workload/1\", "
                          "\"jobs\": [{\"kind\": \"inference\", \"model\": \"llama-3.1-8b\", \"context_length\": -5}]}}")
            << QStringLiteral("workload.jobs[0].context_length:");
        QTest::newRow("unknown top-level key") << QByteArray("{\"format\": \"rigplan.quote/1\", \"extra\": 1, \"workload\": {}}")
                                               << QStringLiteral("extra: unknown key");
        QTest::newRow("syntax error") << QByteArray("{\"format\": \"rigplan.quote/1\",\n  \"quote\": {,}}")
                                      << QStringLiteral("q.json:2:");
    }

    void rejects()
    {
        QFETCH(QByteArray, document);
        QFETCH(QString, expected);
        const Result<LoadedQuote> loaded = loadQuote(document, QStringLiteral("q.json"), resolver());
        QVERIFY(!loaded.ok());
        const QString all = diagnosticTexts(loaded.diagnostics()).join(QLatin1Char('\n'));
        QVERIFY2(all.contains(expected), qPrintable(all));
    }

    void savesAtomically()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("a.rigplan.json"));
        Quote quote = sampleQuote();
        const Result<void> saved = saveQuoteFile(quote, path);
        QVERIFY2(saved, qPrintable(saved ? QString() : saved.diagnostic().text()));
        const Result<LoadedQuote> loaded = loadQuoteFile(path, resolver());
        QVERIFY(loaded.ok());
        QVERIFY(loaded->quote == quote);

        // A missing folder: an error naming the file, nothing created.
        const QString missing = dir.filePath(QStringLiteral("no/such/folder/b.rigplan.json"));
        const Result<void> refused = saveQuoteFile(quote, missing);
        QVERIFY(!refused);
        QVERIFY2(refused.diagnostic().text().contains(missing), qPrintable(refused.diagnostic().text()));
        QCOMPARE(exitCodeFor(refused.diagnostics()), 3); // the disk's failure, not the quote's
        QVERIFY(!QFileInfo::exists(missing));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1); // no temporary left
    }

    void unreadableFileNamesIt()
    {
        const Result<LoadedQuote> loaded = loadQuoteFile(QStringLiteral("/nonexistent/x.rigplan.json"), resolver());
        QVERIFY(!loaded.ok());
        QVERIFY(diagnosticTexts(loaded.diagnostics()).first().startsWith(QStringLiteral("/nonexistent/x.rigplan.json")));
        QCOMPARE(exitCodeFor(loaded.diagnostics()), 2); // a file that is not there: the name given is wrong
    }
};

QTEST_APPLESS_MAIN(TestQuote)
#include "tst_quote.moc"
