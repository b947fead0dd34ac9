// SPDX-License-Identifier: GPL-3.0-or-later
// Spot checks of shipped catalog facts against the vendors' published data sheets. Each row
// names its source; units are those of the catalog (bytes, bytes/s, dense TFLOPS, watts).
// A failure here means a seed edit contradicts a data sheet: fix the data, not the test.
#include "catalog/Catalog.h"
#include "catalog/Csv.h"
#include "estimate/Estimate.h"
#include "VerifyOk.h"

#include <QFile>
#include <QHash>
#include <QTemporaryDir>
#include <algorithm>
#include <cmath>
#include <QTest>

using namespace rigplan;

class TestCatalogFacts : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void gpuFacts_data();
    void gpuFacts();
    void cpuFacts_data();
    void cpuFacts();
    void hostPartFacts_data();
    void hostPartFacts();
    void denseNotSparse();
    void gpuTypedView();
    void multiprocessorCounts();
    void matmulRatesAndTheirMedian();

private:
    QVariant value(const QString &kind, const QString &id, const QString &column);
    QTemporaryDir m_dir;
    Catalog m_catalog;
};

void TestCatalogFacts::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY_OK(m_catalog.open(m_dir.filePath(QStringLiteral("facts.sqlite"))));
}

QVariant TestCatalogFacts::value(const QString &kind, const QString &id, const QString &column)
{
    const auto row = m_catalog.row(kind, id);
    if (!row) {
        return {};
    }
    return row->value(*findTable(kind), column);
}

void TestCatalogFacts::gpuFacts_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("column");
    QTest::addColumn<double>("expected");

    const double GiB = 1073741824.0; // GPU memory "GB" is binary (nvidia-smi: 24564 MiB on a 24 GB card)
    // NVIDIA Ada Lovelace architecture whitepaper v2.01, Appendix A (GeForce RTX 4090):
    // 24 GB GDDR6X, 1008 GB/s, 450 W TGP, FP16/BF16 tensor with FP32 accumulate 165.2 dense
    // (330.3 with sparsity), FP32 82.6 TFLOPS.
    QTest::newRow("rtx-4090 memory (GiB)") << QStringLiteral("rtx-4090") << QStringLiteral("memory_bytes") << 24 * GiB;
    QTest::newRow("rtx-4090 bandwidth (B/s)") << QStringLiteral("rtx-4090") << QStringLiteral("memory_bandwidth_bps") << 1008e9;
    QTest::newRow("rtx-4090 BF16 dense FP32-acc (TFLOPS)") << QStringLiteral("rtx-4090") << QStringLiteral("bf16_tflops") << 165.2;
    QTest::newRow("rtx-4090 FP32 (TFLOPS)") << QStringLiteral("rtx-4090") << QStringLiteral("fp32_tflops") << 82.6;
    QTest::newRow("rtx-4090 power (W)") << QStringLiteral("rtx-4090") << QStringLiteral("board_power_w") << 450.0;
    // NVIDIA H100 Tensor Core GPU datasheet, SXM column: 80 GB, 3.35 TB/s, up to 700 W,
    // BF16 1,979 and FP8 3,958 TFLOPS "with sparsity" -> 989.4 / 1978.9 dense; NVLink 900 GB/s.
    QTest::newRow("h100-sxm memory (GiB)") << QStringLiteral("h100-sxm-80gb") << QStringLiteral("memory_bytes") << 80 * GiB;
    QTest::newRow("h100-sxm bandwidth (B/s)") << QStringLiteral("h100-sxm-80gb") << QStringLiteral("memory_bandwidth_bps") << 3.35e12;
    QTest::newRow("h100-sxm BF16 dense (TFLOPS)") << QStringLiteral("h100-sxm-80gb") << QStringLiteral("bf16_tflops") << 989.4;
    QTest::newRow("h100-sxm FP8 dense (TFLOPS)") << QStringLiteral("h100-sxm-80gb") << QStringLiteral("fp8_tflops") << 1978.9;
    QTest::newRow("h100-sxm power (W)") << QStringLiteral("h100-sxm-80gb") << QStringLiteral("board_power_w") << 700.0;
    QTest::newRow("h100-sxm NVLink (B/s)") << QStringLiteral("h100-sxm-80gb") << QStringLiteral("interconnect_bps") << 900e9;
    // NVIDIA A100 datasheet (r4): 80GB SXM 2,039 GB/s, 400 W, BF16 312 | 624* TFLOPS, NVLink 600 GB/s.
    QTest::newRow("a100-sxm bandwidth (B/s)") << QStringLiteral("a100-sxm-80gb") << QStringLiteral("memory_bandwidth_bps") << 2039e9;
    QTest::newRow("a100-sxm BF16 dense (TFLOPS)") << QStringLiteral("a100-sxm-80gb") << QStringLiteral("bf16_tflops") << 312.0;
    QTest::newRow("a100-sxm power (W)") << QStringLiteral("a100-sxm-80gb") << QStringLiteral("board_power_w") << 400.0;
    // NVIDIA L40S datasheet: 48 GB GDDR6, 864 GB/s, BF16 362.05 | 733*, 350 W.
    QTest::newRow("l40s memory (GiB)") << QStringLiteral("l40s") << QStringLiteral("memory_bytes") << 48 * GiB;
    QTest::newRow("l40s bandwidth (B/s)") << QStringLiteral("l40s") << QStringLiteral("memory_bandwidth_bps") << 864e9;
    QTest::newRow("l40s BF16 dense (TFLOPS)") << QStringLiteral("l40s") << QStringLiteral("bf16_tflops") << 362.05;
    QTest::newRow("l40s power (W)") << QStringLiteral("l40s") << QStringLiteral("board_power_w") << 350.0;
    // AMD Instinct MI300X data sheet: 192 GB HBM3, 5.3 TB/s, 750 W, FP16/BF16 1307.4 dense.
    QTest::newRow("mi300x memory (GiB)") << QStringLiteral("mi300x") << QStringLiteral("memory_bytes") << 192 * GiB;
    QTest::newRow("mi300x bandwidth (B/s)") << QStringLiteral("mi300x") << QStringLiteral("memory_bandwidth_bps") << 5.3e12;
    QTest::newRow("mi300x BF16 dense (TFLOPS)") << QStringLiteral("mi300x") << QStringLiteral("bf16_tflops") << 1307.4;
    QTest::newRow("mi300x power (W)") << QStringLiteral("mi300x") << QStringLiteral("board_power_w") << 750.0;
    // NVIDIA RTX 6000 Ada datasheet: 48 GB, 960 GB/s, 300 W, blower, dual slot.
    QTest::newRow("rtx-6000-ada bandwidth (B/s)") << QStringLiteral("rtx-6000-ada") << QStringLiteral("memory_bandwidth_bps") << 960e9;
    QTest::newRow("rtx-6000-ada power (W)") << QStringLiteral("rtx-6000-ada") << QStringLiteral("board_power_w") << 300.0;
    QTest::newRow("rtx-6000-ada slots") << QStringLiteral("rtx-6000-ada") << QStringLiteral("slot_width") << 2.0;
    // NVIDIA H200 datasheet: 141 GB HBM3e, 4.8 TB/s.
    QTest::newRow("h200-sxm memory (GiB)") << QStringLiteral("h200-sxm-141gb") << QStringLiteral("memory_bytes") << 141 * GiB;
    QTest::newRow("h200-sxm bandwidth (B/s)") << QStringLiteral("h200-sxm-141gb") << QStringLiteral("memory_bandwidth_bps") << 4.8e12;
    // NVIDIA L4 datasheet: 24 GB, 300 GB/s, 72 W, single slot.
    QTest::newRow("l4 bandwidth (B/s)") << QStringLiteral("l4") << QStringLiteral("memory_bandwidth_bps") << 300e9;
    QTest::newRow("l4 power (W)") << QStringLiteral("l4") << QStringLiteral("board_power_w") << 72.0;
    // NVIDIA RTX PRO 5000 Blackwell product page / blog (2025-12-18): 48 GB GDDR7, 1344 GB/s, 300 W, 2064 AI TOPS
    // (FP4 with sparsity) -> BF16 258 / FP8 516 dense (/8, /4), dual slot.
    QTest::newRow("rtx-pro-5000-blackwell memory (GiB)") << QStringLiteral("rtx-pro-5000-blackwell") << QStringLiteral("memory_bytes") << 48 * GiB;
    QTest::newRow("rtx-pro-5000-blackwell bandwidth (B/s)") << QStringLiteral("rtx-pro-5000-blackwell") << QStringLiteral("memory_bandwidth_bps") << 1344e9;
    QTest::newRow("rtx-pro-5000-blackwell BF16 dense (TFLOPS)") << QStringLiteral("rtx-pro-5000-blackwell") << QStringLiteral("bf16_tflops") << 258.0;
    QTest::newRow("rtx-pro-5000-blackwell FP8 dense (TFLOPS)") << QStringLiteral("rtx-pro-5000-blackwell") << QStringLiteral("fp8_tflops") << 516.0;
    QTest::newRow("rtx-pro-5000-blackwell power (W)") << QStringLiteral("rtx-pro-5000-blackwell") << QStringLiteral("board_power_w") << 300.0;
    QTest::newRow("rtx-pro-5000-blackwell slots") << QStringLiteral("rtx-pro-5000-blackwell") << QStringLiteral("slot_width") << 2.0;
    // NVIDIA blog, RTX PRO 5000 72GB generally available (2025-12-18): 72 GB, 1344 GB/s, 300 W, same GPU as the 48 GB card.
    QTest::newRow("rtx-pro-5000-blackwell-72gb memory (GiB)") << QStringLiteral("rtx-pro-5000-blackwell-72gb") << QStringLiteral("memory_bytes") << 72 * GiB;
    QTest::newRow("rtx-pro-5000-blackwell-72gb bandwidth (B/s)") << QStringLiteral("rtx-pro-5000-blackwell-72gb") << QStringLiteral("memory_bandwidth_bps") << 1344e9;
    QTest::newRow("rtx-pro-5000-blackwell-72gb BF16 dense (TFLOPS)") << QStringLiteral("rtx-pro-5000-blackwell-72gb") << QStringLiteral("bf16_tflops") << 258.0;
    QTest::newRow("rtx-pro-5000-blackwell-72gb FP8 dense (TFLOPS)") << QStringLiteral("rtx-pro-5000-blackwell-72gb") << QStringLiteral("fp8_tflops") << 516.0;
    QTest::newRow("rtx-pro-5000-blackwell-72gb power (W)") << QStringLiteral("rtx-pro-5000-blackwell-72gb") << QStringLiteral("board_power_w") << 300.0;
    QTest::newRow("rtx-pro-5000-blackwell-72gb slots") << QStringLiteral("rtx-pro-5000-blackwell-72gb") << QStringLiteral("slot_width") << 2.0;
    // RTX PRO 4500 Blackwell spec tables (technical.city; hmc-tech): 32 GB GDDR7, 896 GB/s, 200 W, dual slot,
    // BF16 109.9 dense with FP32 accumulate (219.7 sparse), FP8 219.7 with FP32 accumulate.
    QTest::newRow("rtx-pro-4500-blackwell memory (GiB)") << QStringLiteral("rtx-pro-4500-blackwell") << QStringLiteral("memory_bytes") << 32 * GiB;
    QTest::newRow("rtx-pro-4500-blackwell bandwidth (B/s)") << QStringLiteral("rtx-pro-4500-blackwell") << QStringLiteral("memory_bandwidth_bps") << 896e9;
    QTest::newRow("rtx-pro-4500-blackwell BF16 dense (TFLOPS)") << QStringLiteral("rtx-pro-4500-blackwell") << QStringLiteral("bf16_tflops") << 109.9;
    QTest::newRow("rtx-pro-4500-blackwell FP8 dense (TFLOPS)") << QStringLiteral("rtx-pro-4500-blackwell") << QStringLiteral("fp8_tflops") << 219.7;
    QTest::newRow("rtx-pro-4500-blackwell power (W)") << QStringLiteral("rtx-pro-4500-blackwell") << QStringLiteral("board_power_w") << 200.0;
    QTest::newRow("rtx-pro-4500-blackwell slots") << QStringLiteral("rtx-pro-4500-blackwell") << QStringLiteral("slot_width") << 2.0;
    // RTX PRO 4000 Blackwell spec tables (technical.city; cputronic): 24 GB GDDR7, 672 GB/s, 140 W, single slot,
    // FP32 46.9; BF16 = 2 x FP32 and FP8 = 4 x FP32 dense as on the RTX PRO 4500 (vendor gives FP32 and FP4 only).
    QTest::newRow("rtx-pro-4000-blackwell memory (GiB)") << QStringLiteral("rtx-pro-4000-blackwell") << QStringLiteral("memory_bytes") << 24 * GiB;
    QTest::newRow("rtx-pro-4000-blackwell bandwidth (B/s)") << QStringLiteral("rtx-pro-4000-blackwell") << QStringLiteral("memory_bandwidth_bps") << 672e9;
    QTest::newRow("rtx-pro-4000-blackwell BF16 dense (TFLOPS)") << QStringLiteral("rtx-pro-4000-blackwell") << QStringLiteral("bf16_tflops") << 93.8;
    QTest::newRow("rtx-pro-4000-blackwell FP8 dense (TFLOPS)") << QStringLiteral("rtx-pro-4000-blackwell") << QStringLiteral("fp8_tflops") << 187.6;
    QTest::newRow("rtx-pro-4000-blackwell power (W)") << QStringLiteral("rtx-pro-4000-blackwell") << QStringLiteral("board_power_w") << 140.0;
    QTest::newRow("rtx-pro-4000-blackwell slots") << QStringLiteral("rtx-pro-4000-blackwell") << QStringLiteral("slot_width") << 1.0;
    // Hugging Face hardware page, AMD Radeon R9700 PRO: 32 GB, 95.7 TFLOPS (FP16 matrix, dense), 300 W; Navi 48
    // 256-bit 20 Gbps GDDR6 = 640 GB/s.
    QTest::newRow("radeon-ai-pro-r9700 memory (GiB)") << QStringLiteral("radeon-ai-pro-r9700") << QStringLiteral("memory_bytes") << 32 * GiB;
    QTest::newRow("radeon-ai-pro-r9700 bandwidth (B/s)") << QStringLiteral("radeon-ai-pro-r9700") << QStringLiteral("memory_bandwidth_bps") << 640e9;
    QTest::newRow("radeon-ai-pro-r9700 BF16 dense (TFLOPS)") << QStringLiteral("radeon-ai-pro-r9700") << QStringLiteral("bf16_tflops") << 95.7;
    QTest::newRow("radeon-ai-pro-r9700 power (W)") << QStringLiteral("radeon-ai-pro-r9700") << QStringLiteral("board_power_w") << 300.0;
    // GeForce RTX 4090 D (China, 2023-12-28): 24 GB GDDR6X, 384-bit 21 Gbps = 1008 GB/s, 425 W, 14592 of the
    // RTX 4090's 16384 CUDA cores -> BF16 (FP32 acc) 165.2 x 14592/16384 = 147.1.
    QTest::newRow("rtx-4090-d memory (GiB)") << QStringLiteral("rtx-4090-d") << QStringLiteral("memory_bytes") << 24 * GiB;
    QTest::newRow("rtx-4090-d bandwidth (B/s)") << QStringLiteral("rtx-4090-d") << QStringLiteral("memory_bandwidth_bps") << 1008e9;
    QTest::newRow("rtx-4090-d BF16 dense FP32-acc (TFLOPS)") << QStringLiteral("rtx-4090-d") << QStringLiteral("bf16_tflops") << 147.1;
    QTest::newRow("rtx-4090-d FP8 dense FP32-acc (TFLOPS)") << QStringLiteral("rtx-4090-d") << QStringLiteral("fp8_tflops") << 294.2;
    QTest::newRow("rtx-4090-d power (W)") << QStringLiteral("rtx-4090-d") << QStringLiteral("board_power_w") << 425.0;
    // Tom's Hardware RTX 5090D V2 table (2025-08-12): RTX 5090 D 32 GB, 512-bit 28 Gbps = 1792 GB/s, 2375 AI TOPS
    // (FP4 with sparsity) -> BF16 148.4 (FP32 acc) / FP8 296.9 dense; 575 W.
    QTest::newRow("rtx-5090-d memory (GiB)") << QStringLiteral("rtx-5090-d") << QStringLiteral("memory_bytes") << 32 * GiB;
    QTest::newRow("rtx-5090-d bandwidth (B/s)") << QStringLiteral("rtx-5090-d") << QStringLiteral("memory_bandwidth_bps") << 1792e9;
    QTest::newRow("rtx-5090-d BF16 dense FP32-acc (TFLOPS)") << QStringLiteral("rtx-5090-d") << QStringLiteral("bf16_tflops") << 148.4;
    QTest::newRow("rtx-5090-d FP8 dense FP32-acc (TFLOPS)") << QStringLiteral("rtx-5090-d") << QStringLiteral("fp8_tflops") << 296.9;
    QTest::newRow("rtx-5090-d power (W)") << QStringLiteral("rtx-5090-d") << QStringLiteral("board_power_w") << 575.0;
    // Tom's Hardware (2025-08-12): RTX 5090D V2 24 GB on 384 bits at 28 Gbps = 1344 GB/s, 2375 AI TOPS, 575 W.
    QTest::newRow("rtx-5090-d-v2 memory (GiB)") << QStringLiteral("rtx-5090-d-v2") << QStringLiteral("memory_bytes") << 24 * GiB;
    QTest::newRow("rtx-5090-d-v2 bandwidth (B/s)") << QStringLiteral("rtx-5090-d-v2") << QStringLiteral("memory_bandwidth_bps") << 1344e9;
    QTest::newRow("rtx-5090-d-v2 BF16 dense FP32-acc (TFLOPS)") << QStringLiteral("rtx-5090-d-v2") << QStringLiteral("bf16_tflops") << 148.4;
    QTest::newRow("rtx-5090-d-v2 power (W)") << QStringLiteral("rtx-5090-d-v2") << QStringLiteral("board_power_w") << 575.0;
    // Tom's Hardware, H20 / L20 / L2 specifications (2024-02): HGX H20 96 GB HBM3, 4.0 TB/s, BF16 148, FP8 296;
    // 400 W and NVLink 900 GB/s (willitrunai H20 page).
    QTest::newRow("h20-sxm-96gb memory (GiB)") << QStringLiteral("h20-sxm-96gb") << QStringLiteral("memory_bytes") << 96 * GiB;
    QTest::newRow("h20-sxm-96gb bandwidth (B/s)") << QStringLiteral("h20-sxm-96gb") << QStringLiteral("memory_bandwidth_bps") << 4.0e12;
    QTest::newRow("h20-sxm-96gb BF16 dense (TFLOPS)") << QStringLiteral("h20-sxm-96gb") << QStringLiteral("bf16_tflops") << 148.0;
    QTest::newRow("h20-sxm-96gb FP8 dense (TFLOPS)") << QStringLiteral("h20-sxm-96gb") << QStringLiteral("fp8_tflops") << 296.0;
    QTest::newRow("h20-sxm-96gb power (W)") << QStringLiteral("h20-sxm-96gb") << QStringLiteral("board_power_w") << 400.0;
    QTest::newRow("h20-sxm-96gb NVLink (B/s)") << QStringLiteral("h20-sxm-96gb") << QStringLiteral("interconnect_bps") << 900e9;
    // NVIDIA RTX PRO 6000 Blackwell Server Edition: product page "Memory Bandwidth: 1597 GB/s"; data sheet
    // (December 2025, p. 3): 96 GB GDDR7, 120 FP32 TFLOPS, up to 600 W. BF16 / FP8 are derived (4x / 8x FP32,
    // the Workstation Edition's ratio): the sheet gives no BF16, and its "1 PFLOP" is not called dense.
    QTest::newRow("rtx-pro-6000-server memory (GiB)") << QStringLiteral("rtx-pro-6000-blackwell-server") << QStringLiteral("memory_bytes") << 96 * GiB;
    QTest::newRow("rtx-pro-6000-server bandwidth (B/s)") << QStringLiteral("rtx-pro-6000-blackwell-server") << QStringLiteral("memory_bandwidth_bps") << 1597e9;
    QTest::newRow("rtx-pro-6000-server FP32 (TFLOPS)") << QStringLiteral("rtx-pro-6000-blackwell-server") << QStringLiteral("fp32_tflops") << 120.0;
    QTest::newRow("rtx-pro-6000-server BF16 dense derived (TFLOPS)") << QStringLiteral("rtx-pro-6000-blackwell-server") << QStringLiteral("bf16_tflops") << 480.0;
    QTest::newRow("rtx-pro-6000-server power (W)") << QStringLiteral("rtx-pro-6000-blackwell-server") << QStringLiteral("board_power_w") << 600.0;
    QTest::newRow("rtx-pro-6000-server slots") << QStringLiteral("rtx-pro-6000-blackwell-server") << QStringLiteral("slot_width") << 2.0;
    // AMD Instinct MI350P (AMD key-spec table in ServeTheHome's launch article): 144 GB HBM3E, 4 TB/s,
    // MXFP8 2.3 PFLOPS, TBP 600 W (450 W optional), PCIe CEM 10.5-inch FHFL dual slot.
    QTest::newRow("mi350p memory (GiB)") << QStringLiteral("mi350p") << QStringLiteral("memory_bytes") << 144 * GiB;
    QTest::newRow("mi350p bandwidth (B/s)") << QStringLiteral("mi350p") << QStringLiteral("memory_bandwidth_bps") << 4.0e12;
    QTest::newRow("mi350p FP8 dense (TFLOPS)") << QStringLiteral("mi350p") << QStringLiteral("fp8_tflops") << 2300.0;
    QTest::newRow("mi350p power (W)") << QStringLiteral("mi350p") << QStringLiteral("board_power_w") << 600.0;
    QTest::newRow("mi350p length (mm)") << QStringLiteral("mi350p") << QStringLiteral("length_mm") << 267.0;
    // NVIDIA L20 (Tom's Hardware, 2024-02, Vipera listing): 48 GB GDDR6, 864 GB/s, BF16 119.5, FP8 239
    // (dense); 275 W (technical.city).
    QTest::newRow("l20 memory (GiB)") << QStringLiteral("l20") << QStringLiteral("memory_bytes") << 48 * GiB;
    QTest::newRow("l20 bandwidth (B/s)") << QStringLiteral("l20") << QStringLiteral("memory_bandwidth_bps") << 864e9;
    QTest::newRow("l20 BF16 dense (TFLOPS)") << QStringLiteral("l20") << QStringLiteral("bf16_tflops") << 119.5;
    QTest::newRow("l20 FP8 dense (TFLOPS)") << QStringLiteral("l20") << QStringLiteral("fp8_tflops") << 239.0;
    QTest::newRow("l20 power (W)") << QStringLiteral("l20") << QStringLiteral("board_power_w") << 275.0;
}

void TestCatalogFacts::gpuFacts()
{
    QFETCH(QString, id);
    QFETCH(QString, column);
    QFETCH(double, expected);
    const QVariant v = value(QStringLiteral("gpus"), id, column);
    QVERIFY2(v.isValid() && !v.isNull(), qPrintable(id + QLatin1Char(' ') + column));
    QCOMPARE(v.toDouble(), expected);
}

void TestCatalogFacts::cpuFacts_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("column");
    QTest::addColumn<QString>("expected");

    // Intel Xeon w9-3495X (Intel ARK / launch coverage): 56 cores, 112 PCIe 5.0 lanes,
    // 8-channel DDR5 RDIMM, LGA4677, 350 W base power.
    QTest::newRow("w9-3495x cores") << QStringLiteral("xeon-w9-3495x") << QStringLiteral("cores") << QStringLiteral("56");
    QTest::newRow("w9-3495x lanes") << QStringLiteral("xeon-w9-3495x") << QStringLiteral("pcie_lanes") << QStringLiteral("112");
    QTest::newRow("w9-3495x channels") << QStringLiteral("xeon-w9-3495x") << QStringLiteral("memory_channels") << QStringLiteral("8");
    QTest::newRow("w9-3495x socket") << QStringLiteral("xeon-w9-3495x") << QStringLiteral("socket") << QStringLiteral("LGA4677");
    // AMD Threadripper PRO 7985WX (AMD product page): 64 cores, 128 PCIe 5.0 lanes, 8 channels, sTR5, 350 W.
    QTest::newRow("7985wx cores") << QStringLiteral("tr-pro-7985wx") << QStringLiteral("cores") << QStringLiteral("64");
    QTest::newRow("7985wx lanes") << QStringLiteral("tr-pro-7985wx") << QStringLiteral("pcie_lanes") << QStringLiteral("128");
    QTest::newRow("7985wx socket") << QStringLiteral("tr-pro-7985wx") << QStringLiteral("socket") << QStringLiteral("sTR5");
    QTest::newRow("7985wx memory") << QStringLiteral("tr-pro-7985wx") << QStringLiteral("memory_type") << QStringLiteral("ddr5-rdimm");
    // AMD EPYC 9554 (AMD EPYC 9004 SKU table): 64 cores, 360 W default TDP, 12 channels, SP5.
    QTest::newRow("epyc-9554 cores") << QStringLiteral("epyc-9554") << QStringLiteral("cores") << QStringLiteral("64");
    QTest::newRow("epyc-9554 tdp") << QStringLiteral("epyc-9554") << QStringLiteral("tdp_w") << QStringLiteral("360");
    QTest::newRow("epyc-9554 channels") << QStringLiteral("epyc-9554") << QStringLiteral("memory_channels") << QStringLiteral("12");
    // AMD Ryzen 9 9950X (AMD product page): 16 cores, 170 W TDP, AM5, 2-channel DDR5.
    QTest::newRow("9950x cores") << QStringLiteral("ryzen-9-9950x") << QStringLiteral("cores") << QStringLiteral("16");
    QTest::newRow("9950x tdp") << QStringLiteral("ryzen-9-9950x") << QStringLiteral("tdp_w") << QStringLiteral("170");
    QTest::newRow("9950x memory") << QStringLiteral("ryzen-9-9950x") << QStringLiteral("memory_type") << QStringLiteral("ddr5-udimm");
    // AMD on Socket AM5: "supports up to a 170W TDP with a PPT up to 230W; TDP*1.35 is the standard
    // calculation" (AMD statement quoted at forums.theregister.com/post/reply/4506832).
    QTest::newRow("9950x sustained (PPT)") << QStringLiteral("ryzen-9-9950x") << QStringLiteral("sustained_power_w") << QStringLiteral("230");
    // Intel Core Ultra 9 285K: Processor Base Power 125 W, Maximum Turbo Power 250 W (digitalphablet.com).
    QTest::newRow("285k tdp (base power)") << QStringLiteral("core-ultra-9-285k") << QStringLiteral("tdp_w") << QStringLiteral("125");
    QTest::newRow("285k sustained (PL2)") << QStringLiteral("core-ultra-9-285k") << QStringLiteral("sustained_power_w") << QStringLiteral("250");
    // AMD Threadripper PRO 9000 WX (The Verge, 2025-07: 9995WX 96 cores / 192 threads, 9975WX 32,
    // 9955WX 16 cores); sTR5 / WRX90: 128 PCIe 5.0 lanes, 8 DDR5 channels (probsee.com sTR5 page).
    QTest::newRow("9995wx cores") << QStringLiteral("tr-pro-9995wx") << QStringLiteral("cores") << QStringLiteral("96");
    QTest::newRow("9995wx threads") << QStringLiteral("tr-pro-9995wx") << QStringLiteral("threads") << QStringLiteral("192");
    QTest::newRow("9975wx cores") << QStringLiteral("tr-pro-9975wx") << QStringLiteral("cores") << QStringLiteral("32");
    QTest::newRow("9955wx cores") << QStringLiteral("tr-pro-9955wx") << QStringLiteral("cores") << QStringLiteral("16");
    QTest::newRow("9995wx lanes") << QStringLiteral("tr-pro-9995wx") << QStringLiteral("pcie_lanes") << QStringLiteral("128");
    QTest::newRow("9995wx channels") << QStringLiteral("tr-pro-9995wx") << QStringLiteral("memory_channels") << QStringLiteral("8");
    QTest::newRow("9995wx socket") << QStringLiteral("tr-pro-9995wx") << QStringLiteral("socket") << QStringLiteral("sTR5");
    QTest::newRow("9995wx ecc") << QStringLiteral("tr-pro-9995wx") << QStringLiteral("ecc") << QStringLiteral("1");
    // Intel Xeon w7-2595X (meterpreter.org leak table: 26 cores, 2.8 GHz base, 250 W); W-2500:
    // 4-channel DDR5, 64 PCIe Gen 5 lanes (TechPowerUp 2024-02-06).
    QTest::newRow("w7-2595x cores") << QStringLiteral("xeon-w7-2595x") << QStringLiteral("cores") << QStringLiteral("26");
    QTest::newRow("w7-2595x tdp") << QStringLiteral("xeon-w7-2595x") << QStringLiteral("tdp_w") << QStringLiteral("250");
    QTest::newRow("w7-2595x lanes") << QStringLiteral("xeon-w7-2595x") << QStringLiteral("pcie_lanes") << QStringLiteral("64");
    QTest::newRow("w7-2595x channels") << QStringLiteral("xeon-w7-2595x") << QStringLiteral("memory_channels") << QStringLiteral("4");
    // Intel Xeon w5-2555X (cnews.cz leak table: 14 cores / 28 threads, 210 W).
    QTest::newRow("w5-2555x cores") << QStringLiteral("xeon-w5-2555x") << QStringLiteral("cores") << QStringLiteral("14");
    QTest::newRow("w5-2555x tdp") << QStringLiteral("xeon-w5-2555x") << QStringLiteral("tdp_w") << QStringLiteral("210");
    // AMD EPYC 9355P / 9555P (quattor template-library-standard epyc_9355p.pan / epyc_9555p.pan: 32 / 64
    // cores, 3550 / 3200 MHz, 280 / 360 W); the P suffix marks single-socket-only parts (chipsandcheese,
    // "AMD's EPYC 9355P: Inside a 32 Core Zen 5 Server Chip").
    QTest::newRow("9355p cores") << QStringLiteral("epyc-9355p") << QStringLiteral("cores") << QStringLiteral("32");
    QTest::newRow("9355p tdp") << QStringLiteral("epyc-9355p") << QStringLiteral("tdp_w") << QStringLiteral("280");
    QTest::newRow("9355p base") << QStringLiteral("epyc-9355p") << QStringLiteral("base_ghz") << QStringLiteral("3.55");
    QTest::newRow("9355p 1P only") << QStringLiteral("epyc-9355p") << QStringLiteral("max_sockets") << QStringLiteral("1");
    QTest::newRow("9555p cores") << QStringLiteral("epyc-9555p") << QStringLiteral("cores") << QStringLiteral("64");
    QTest::newRow("9555p tdp") << QStringLiteral("epyc-9555p") << QStringLiteral("tdp_w") << QStringLiteral("360");
    QTest::newRow("9555p 1P only") << QStringLiteral("epyc-9555p") << QStringLiteral("max_sockets") << QStringLiteral("1");
    QTest::newRow("9555 2P") << QStringLiteral("epyc-9555") << QStringLiteral("max_sockets") << QStringLiteral("2");
    // AMD Threadripper PRO 7975WX (Newegg listing 2026-04-11: 32C/64T, sTR5, 350 W).
    QTest::newRow("7975wx cores") << QStringLiteral("tr-pro-7975wx") << QStringLiteral("cores") << QStringLiteral("32");
    QTest::newRow("7975wx threads") << QStringLiteral("tr-pro-7975wx") << QStringLiteral("threads") << QStringLiteral("64");
    QTest::newRow("7975wx tdp") << QStringLiteral("tr-pro-7975wx") << QStringLiteral("tdp_w") << QStringLiteral("350");
    QTest::newRow("7975wx socket") << QStringLiteral("tr-pro-7975wx") << QStringLiteral("socket") << QStringLiteral("sTR5");
    // Intel Xeon 698X (tomshw.it 2026-01-14: 86C/172T; ServeTheHome Xeon 658X review 2026-08-17: 8-channel
    // DDR5, 128 PCIe 5.0 lanes from 18 cores up, LGA4710; STH W890E-SAGE SE review: top SKU 420 W maximum turbo power).
    QTest::newRow("698x cores") << QStringLiteral("xeon-698x") << QStringLiteral("cores") << QStringLiteral("86");
    QTest::newRow("698x threads") << QStringLiteral("xeon-698x") << QStringLiteral("threads") << QStringLiteral("172");
    QTest::newRow("698x lanes") << QStringLiteral("xeon-698x") << QStringLiteral("pcie_lanes") << QStringLiteral("128");
    QTest::newRow("698x channels") << QStringLiteral("xeon-698x") << QStringLiteral("memory_channels") << QStringLiteral("8");
    QTest::newRow("698x sustained") << QStringLiteral("xeon-698x") << QStringLiteral("sustained_power_w") << QStringLiteral("420");
    QTest::newRow("698x socket") << QStringLiteral("xeon-698x") << QStringLiteral("socket") << QStringLiteral("LGA4710");
}

void TestCatalogFacts::cpuFacts()
{
    QFETCH(QString, id);
    QFETCH(QString, column);
    QFETCH(QString, expected);
    QCOMPARE(value(QStringLiteral("cpus"), id, column).toString(), expected);
}

void TestCatalogFacts::hostPartFacts_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("column");
    QTest::addColumn<QString>("expected");

    // Supermicro AS-4125GS-TNRT (StorageReview review): 4 x 2000 W redundant Titanium PSUs, part of
    // the barebone; 24 DDR5 RDIMM slots; 8 double-width GPUs.
    QTest::newRow("4125gs psu bays") << QStringLiteral("platforms") << QStringLiteral("sm-as-4125gs-tnrt") << QStringLiteral("psu_bays") << QStringLiteral("4");
    QTest::newRow("4125gs psus included") << QStringLiteral("platforms") << QStringLiteral("sm-as-4125gs-tnrt") << QStringLiteral("psus_included") << QStringLiteral("4");
    QTest::newRow("4125gs psu rating") << QStringLiteral("platforms") << QStringLiteral("sm-as-4125gs-tnrt") << QStringLiteral("psu_max_w") << QStringLiteral("2000");
    QTest::newRow("4125gs dimm slots") << QStringLiteral("platforms") << QStringLiteral("sm-as-4125gs-tnrt") << QStringLiteral("memory_slots") << QStringLiteral("24");
    QTest::newRow("4125gs ecc") << QStringLiteral("platforms") << QStringLiteral("sm-as-4125gs-tnrt") << QStringLiteral("ecc") << QStringLiteral("1");
    // Supermicro AS-8125GS-TNHR (Supermicro page as transcribed): 6 x 3000 W PSUs, 24 DIMM slots.
    QTest::newRow("8125gs psu bays") << QStringLiteral("platforms") << QStringLiteral("sm-as-8125gs-tnhr") << QStringLiteral("psu_bays") << QStringLiteral("6");
    QTest::newRow("8125gs psus included") << QStringLiteral("platforms") << QStringLiteral("sm-as-8125gs-tnhr") << QStringLiteral("psus_included") << QStringLiteral("6");
    // ASUS Pro WS WRX90E-SAGE SE (peerip.com review): 7 x16 slots, ECC RDIMM.
    QTest::newRow("wrx90e x16 slots") << QStringLiteral("platforms") << QStringLiteral("wrx90e-sage-se-meshify2xl") << QStringLiteral("x16_slots") << QStringLiteral("7");
    QTest::newRow("wrx90e ecc") << QStringLiteral("platforms") << QStringLiteral("wrx90e-sage-se-meshify2xl") << QStringLiteral("ecc") << QStringLiteral("1");
    // Seasonic PRIME PX-2200 (nexthardware.com review): 2,200 W.
    QTest::newRow("px-2200 capacity") << QStringLiteral("psus") << QStringLiteral("seasonic-prime-px-2200") << QStringLiteral("capacity_w") << QStringLiteral("2200");
    // Seagate Exos X24 (Blocks & Files 2023-10-18): 24 TB (decimal), 285 MB/s sustained, 3.5-inch HDD.
    QTest::newRow("exos-x24 capacity (B)") << QStringLiteral("storage") << QStringLiteral("seagate-exos-x24-24tb-sata") << QStringLiteral("capacity_bytes") << QStringLiteral("24000000000000");
    QTest::newRow("exos-x24 rate (B/s)") << QStringLiteral("storage") << QStringLiteral("seagate-exos-x24-24tb-sata") << QStringLiteral("seq_read_bps") << QStringLiteral("285000000");
    QTest::newRow("exos-x24 media") << QStringLiteral("storage") << QStringLiteral("seagate-exos-x24-24tb-sata") << QStringLiteral("media") << QStringLiteral("hdd");
    QTest::newRow("exos-x24 form") << QStringLiteral("storage") << QStringLiteral("seagate-exos-x24-24tb-sata") << QStringLiteral("form_factor") << QStringLiteral("3.5in");
    // Samsung 9100 PRO 8 TB (Samsung announcement via superssd.com): 14,800 / 13,400 MB/s, 4,800 TBW.
    QTest::newRow("9100pro-8tb read (B/s)") << QStringLiteral("storage") << QStringLiteral("samsung-9100-pro-8tb") << QStringLiteral("seq_read_bps") << QStringLiteral("14800000000");
    QTest::newRow("9100pro-8tb tbw") << QStringLiteral("storage") << QStringLiteral("samsung-9100-pro-8tb") << QStringLiteral("endurance_tbw") << QStringLiteral("4800");
    // Kingston KSM56E46BD8KM-48HM data sheet: 48 GB (binary) DDR5-5600 ECC UDIMM.
    QTest::newRow("48g ecc udimm bytes") << QStringLiteral("memory") << QStringLiteral("ddr5-ecc-udimm-48g-5600") << QStringLiteral("capacity_bytes") << QStringLiteral("51539607552");
    QTest::newRow("48g ecc udimm ecc") << QStringLiteral("memory") << QStringLiteral("ddr5-ecc-udimm-48g-5600") << QStringLiteral("ecc") << QStringLiteral("1");
    QTest::newRow("48g ecc udimm type") << QStringLiteral("memory") << QStringLiteral("ddr5-ecc-udimm-48g-5600") << QStringLiteral("memory_type") << QStringLiteral("ddr5-udimm");
    // NVIDIA ConnectX-7 user manual: MCX75310AAS-NEAT single-port NDR 400 Gb/s, PCIe Gen 5.0 x16.
    QTest::newRow("cx7 port speed") << QStringLiteral("nics") << QStringLiteral("nvidia-connectx-7-mcx75310aas-neat") << QStringLiteral("port_gbps") << QStringLiteral("400");
    QTest::newRow("cx7 ports") << QStringLiteral("nics") << QStringLiteral("nvidia-connectx-7-mcx75310aas-neat") << QStringLiteral("ports") << QStringLiteral("1");
    QTest::newRow("cx7 lanes") << QStringLiteral("nics") << QStringLiteral("nvidia-connectx-7-mcx75310aas-neat") << QStringLiteral("pcie_lanes") << QStringLiteral("16");
    QTest::newRow("cx7 network") << QStringLiteral("nics") << QStringLiteral("nvidia-connectx-7-mcx75310aas-neat") << QStringLiteral("network") << QStringLiteral("infiniband");
    // NVIDIA ConnectX-6 EN user manual: MCX613106A-VDAT dual-port QSFP56 200GbE, PCIe Gen 4.0 x16.
    QTest::newRow("cx6 ports") << QStringLiteral("nics") << QStringLiteral("nvidia-connectx-6-mcx613106a-vdat") << QStringLiteral("ports") << QStringLiteral("2");
    QTest::newRow("cx6 port speed") << QStringLiteral("nics") << QStringLiteral("nvidia-connectx-6-mcx613106a-vdat") << QStringLiteral("port_gbps") << QStringLiteral("200");
    // KCORES adapter table (github.com/KCORES/100g.kcores.com, v20241019): MCX623106AN-CDAT ConnectX-6 Dx,
    // 2x 100GbE QSFP56, PCIe Gen 4.0 x16; MCX4121A-ACAT ConnectX-4 Lx, 2x 25GbE SFP28, PCIe Gen 3.0 x8.
    QTest::newRow("cx6dx port speed") << QStringLiteral("nics") << QStringLiteral("nvidia-connectx-6-dx-mcx623106an-cdat") << QStringLiteral("port_gbps") << QStringLiteral("100");
    QTest::newRow("cx6dx lanes") << QStringLiteral("nics") << QStringLiteral("nvidia-connectx-6-dx-mcx623106an-cdat") << QStringLiteral("pcie_lanes") << QStringLiteral("16");
    QTest::newRow("cx4lx pcie port speed") << QStringLiteral("nics") << QStringLiteral("nvidia-connectx-4-lx-mcx4121a-acat") << QStringLiteral("port_gbps") << QStringLiteral("25");
    QTest::newRow("cx4lx pcie lanes") << QStringLiteral("nics") << QStringLiteral("nvidia-connectx-4-lx-mcx4121a-acat") << QStringLiteral("pcie_lanes") << QStringLiteral("8");
    // The NH-U14S TR5-SP6 mounts on sTR5 and SP6, not on SP5 (its model name).
    QTest::newRow("tr5-sp6 sockets") << QStringLiteral("coolers") << QStringLiteral("noctua-nh-u14s-tr5-sp6") << QStringLiteral("sockets") << QStringLiteral("sTR5;SP6");
    // ASUS ProArt B650-CREATOR (retailer copy of the ASUS spec): "ECC & Non-ECC, Un-buffered Memory", 4 DIMM,
    // up to 128 GB, AM5.
    QTest::newRow("b650-creator ecc") << QStringLiteral("platforms") << QStringLiteral("am5-proart-b650-creator-define7xl") << QStringLiteral("ecc") << QStringLiteral("1");
    QTest::newRow("b650-creator memory") << QStringLiteral("platforms") << QStringLiteral("am5-proart-b650-creator-define7xl") << QStringLiteral("memory_type") << QStringLiteral("ddr5-udimm");
    QTest::newRow("b650-creator max memory") << QStringLiteral("platforms") << QStringLiteral("am5-proart-b650-creator-define7xl") << QStringLiteral("max_memory_bytes") << QStringLiteral("137438953472");
    // Slot layouts measured from the vendor manuals (public GitHub note): WRX90E-SAGE SE four double-width
    // cards in slots 1, 3, 5, 7; GENOAD8X-2T/BCM 7x x16 + 1x x8, 8 DIMM slots, four double-width cards in
    // 9 bracket positions (the Enthoo Pro 2 Server Edition has 11 PCI slots).
    QTest::newRow("wrx90e-ep2 pitch") << QStringLiteral("platforms") << QStringLiteral("wrx90e-sage-se-enthoo-pro2-server") << QStringLiteral("slot_pitch") << QStringLiteral("2");
    QTest::newRow("wrx90e-ep2 gpus") << QStringLiteral("platforms") << QStringLiteral("wrx90e-sage-se-enthoo-pro2-server") << QStringLiteral("max_gpus") << QStringLiteral("4");
    // ASUS Pro WS W890E-SAGE SE (ServeTheHome review, 2026): LGA4710, 8 RDIMM slots, 7 x16 slots (slot 6 at x8),
    // 4 M.2; W890 pairs with the Xeon 600 only.
    QTest::newRow("w890e socket") << QStringLiteral("platforms") << QStringLiteral("w890e-sage-se-enthoo-pro2-server") << QStringLiteral("socket") << QStringLiteral("LGA4710");
    QTest::newRow("w890e dimm slots") << QStringLiteral("platforms") << QStringLiteral("w890e-sage-se-enthoo-pro2-server") << QStringLiteral("memory_slots") << QStringLiteral("8");
    QTest::newRow("w890e x16 slots") << QStringLiteral("platforms") << QStringLiteral("w890e-sage-se-enthoo-pro2-server") << QStringLiteral("x16_slots") << QStringLiteral("7");
    QTest::newRow("w890e m2") << QStringLiteral("platforms") << QStringLiteral("w890e-sage-se-enthoo-pro2-server") << QStringLiteral("m2_slots") << QStringLiteral("4");
    QTest::newRow("w890e families") << QStringLiteral("platforms") << QStringLiteral("w890e-sage-se-enthoo-pro2-server") << QStringLiteral("cpu_families") << QStringLiteral("Xeon 600 (Granite Rapids-WS)");
    QTest::newRow("genoad8x sockets") << QStringLiteral("platforms") << QStringLiteral("genoad8x-2t-enthoo-pro2-server") << QStringLiteral("cpu_sockets") << QStringLiteral("1");
    QTest::newRow("genoad8x dimm slots") << QStringLiteral("platforms") << QStringLiteral("genoad8x-2t-enthoo-pro2-server") << QStringLiteral("memory_slots") << QStringLiteral("8");
    QTest::newRow("genoad8x x16 slots") << QStringLiteral("platforms") << QStringLiteral("genoad8x-2t-enthoo-pro2-server") << QStringLiteral("x16_slots") << QStringLiteral("7");
    QTest::newRow("genoad8x gpus") << QStringLiteral("platforms") << QStringLiteral("genoad8x-2t-enthoo-pro2-server") << QStringLiteral("max_gpus") << QStringLiteral("4");
    // ASUS ESC4000A-E12 (ASUS reseller catalogs): 2U, one EPYC 9004/9005, 12 DIMM, 4 dual-slot GPUs, 6 NVMe.
    QTest::newRow("esc4000a sockets") << QStringLiteral("platforms") << QStringLiteral("asus-esc4000a-e12") << QStringLiteral("cpu_sockets") << QStringLiteral("1");
    QTest::newRow("esc4000a dimm slots") << QStringLiteral("platforms") << QStringLiteral("asus-esc4000a-e12") << QStringLiteral("memory_slots") << QStringLiteral("12");
    QTest::newRow("esc4000a gpus") << QStringLiteral("platforms") << QStringLiteral("asus-esc4000a-e12") << QStringLiteral("max_gpus") << QStringLiteral("4");
    QTest::newRow("esc4000a u.2 bays") << QStringLiteral("platforms") << QStringLiteral("asus-esc4000a-e12") << QStringLiteral("u2_bays") << QStringLiteral("6");
    // ASUS ESC8000A-E12 (ASUS reseller catalog): 4U, 2x EPYC, 24 DIMM, 8 dual-slot GPUs, 4x 3000 W Titanium.
    QTest::newRow("esc8000a psu bays") << QStringLiteral("platforms") << QStringLiteral("asus-esc8000a-e12") << QStringLiteral("psu_bays") << QStringLiteral("4");
    QTest::newRow("esc8000a psu rating") << QStringLiteral("platforms") << QStringLiteral("asus-esc8000a-e12") << QStringLiteral("psu_max_w") << QStringLiteral("3000");
    QTest::newRow("esc8000a gpus") << QStringLiteral("platforms") << QStringLiteral("asus-esc8000a-e12") << QStringLiteral("max_gpus") << QStringLiteral("8");
    QTest::newRow("esc8000a dimm slots") << QStringLiteral("platforms") << QStringLiteral("asus-esc8000a-e12") << QStringLiteral("memory_slots") << QStringLiteral("24");
    // Lambda's server documentation: Supermicro PWS-2K05A-1R 1000 W at 100-127 V, 2000 W at 230-240 V;
    // PWS-3K02G-2R 3000 W at 207.1-240 V and no 100-127 V rating (a real 0).
    QTest::newRow("crps 2000 low line") << QStringLiteral("psus") << QStringLiteral("crps-2000w-titanium") << QStringLiteral("capacity_w_115v") << QStringLiteral("1000");
    QTest::newRow("crps 3000 no low line") << QStringLiteral("psus") << QStringLiteral("crps-3000w-titanium") << QStringLiteral("capacity_w_115v") << QStringLiteral("0");
    // Super Flower Leadex Titanium 2200W (Newegg listing 2026-04-11): ATX 3.1, 2x 12V-2x6, 200-240 V only.
    QTest::newRow("leadex 2200 capacity") << QStringLiteral("psus") << QStringLiteral("superflower-leadex-titanium-2200w") << QStringLiteral("capacity_w") << QStringLiteral("2200");
    QTest::newRow("leadex 2200 low line") << QStringLiteral("psus") << QStringLiteral("superflower-leadex-titanium-2200w") << QStringLiteral("capacity_w_115v") << QStringLiteral("0");
    QTest::newRow("leadex 2200 connectors") << QStringLiteral("psus") << QStringLiteral("superflower-leadex-titanium-2200w") << QStringLiteral("connectors_12v2x6") << QStringLiteral("2");
    // Samsung 870 EVO 4TB (product listing): 560 / 530 MB/s, SATA, 2.5-inch.
    QTest::newRow("870evo read (B/s)") << QStringLiteral("storage") << QStringLiteral("samsung-870-evo-4tb") << QStringLiteral("seq_read_bps") << QStringLiteral("560000000");
    QTest::newRow("870evo interface") << QStringLiteral("storage") << QStringLiteral("samsung-870-evo-4tb") << QStringLiteral("interface") << QStringLiteral("sata");
    // ARCTIC Freezer 4U-SP5 (component catalog entry): SP5, 400 W.
    QTest::newRow("4u-sp5 socket") << QStringLiteral("coolers") << QStringLiteral("arctic-freezer-4u-sp5") << QStringLiteral("sockets") << QStringLiteral("SP5");
    QTest::newRow("4u-sp5 tdp") << QStringLiteral("coolers") << QStringLiteral("arctic-freezer-4u-sp5") << QStringLiteral("max_tdp_w") << QStringLiteral("400");
    // Schema 8: coolers that fit the chassis. The Define 7 XL takes a 185 mm cooler and the NH-U14S
    // TR5-SP6 is 165 mm (a public workstation build specification's clearance table, 2025-10-06);
    // the NH-U14S heatsink is 165 mm tall (Noctua's NH-U14S specifications); the ARCTIC Freezer
    // 4U-SP5 is a tower (never fitted in a rack chassis).
    QTest::newRow("define7xl cooler height") << QStringLiteral("platforms") << QStringLiteral("w790-ace-define7xl") << QStringLiteral("max_cpu_cooler_mm") << QStringLiteral("185");
    QTest::newRow("tr5-sp6 height") << QStringLiteral("coolers") << QStringLiteral("noctua-nh-u14s-tr5-sp6") << QStringLiteral("height_mm") << QStringLiteral("165");
    QTest::newRow("dx-4677 height") << QStringLiteral("coolers") << QStringLiteral("noctua-nh-u14s-dx-4677") << QStringLiteral("height_mm") << QStringLiteral("165");
    QTest::newRow("4u-sp5 form") << QStringLiteral("coolers") << QStringLiteral("arctic-freezer-4u-sp5") << QStringLiteral("form") << QStringLiteral("tower");
    // NVIDIA DGX B200 User Guide (docs.nvidia.com): 8x B200, 2x Xeon 8570, 32 DIMMs (up to 4 TB), 2 M.2 +
    // 8 U.2 drives, 6x 3.3 kW PSUs (5+1).
    QTest::newRow("dgx-b200 gpus") << QStringLiteral("platforms") << QStringLiteral("nvidia-dgx-b200") << QStringLiteral("compatible_gpus") << QStringLiteral("b200-sxm-180gb");
    QTest::newRow("dgx-b200 gpu count") << QStringLiteral("platforms") << QStringLiteral("nvidia-dgx-b200") << QStringLiteral("gpu_counts") << QStringLiteral("8");
    QTest::newRow("dgx-b200 dimm slots") << QStringLiteral("platforms") << QStringLiteral("nvidia-dgx-b200") << QStringLiteral("memory_slots") << QStringLiteral("32");
    QTest::newRow("dgx-b200 psu bays") << QStringLiteral("platforms") << QStringLiteral("nvidia-dgx-b200") << QStringLiteral("psu_bays") << QStringLiteral("6");
    QTest::newRow("dgx-b200 psu rating") << QStringLiteral("platforms") << QStringLiteral("nvidia-dgx-b200") << QStringLiteral("psu_max_w") << QStringLiteral("3300");
    QTest::newRow("dgx-b200 u.2 bays") << QStringLiteral("platforms") << QStringLiteral("nvidia-dgx-b200") << QStringLiteral("u2_bays") << QStringLiteral("8");
    QTest::newRow("dgx-b200 cpu family") << QStringLiteral("platforms") << QStringLiteral("nvidia-dgx-b200") << QStringLiteral("cpu_families") << QStringLiteral("Xeon Scalable 5th Gen (Emerald Rapids)");
    // Dell PowerEdge XE9680 (StorageReview review): MI300X and Gaudi 3 OAM trays, six PSUs, 19,200 W.
    QTest::newRow("xe9680 gpus") << QStringLiteral("platforms") << QStringLiteral("dell-xe9680-oam") << QStringLiteral("compatible_gpus") << QStringLiteral("mi300x;gaudi3");
    QTest::newRow("xe9680 psu bays") << QStringLiteral("platforms") << QStringLiteral("dell-xe9680-oam") << QStringLiteral("psu_bays") << QStringLiteral("6");
    QTest::newRow("xe9680 psu rating") << QStringLiteral("platforms") << QStringLiteral("dell-xe9680-oam") << QStringLiteral("psu_max_w") << QStringLiteral("3200");
    // Intel Xeon Platinum 8570 (quattor xeon_platinum_8570.pan; DGX B200 User Guide): 56 cores, 2.1 GHz,
    // 350 W, LGA4677; 80 PCIe 5.0 lanes (Emerald Rapids launch coverage).
    QTest::newRow("8570 cores") << QStringLiteral("cpus") << QStringLiteral("xeon-platinum-8570") << QStringLiteral("cores") << QStringLiteral("56");
    QTest::newRow("8570 tdp") << QStringLiteral("cpus") << QStringLiteral("xeon-platinum-8570") << QStringLiteral("tdp_w") << QStringLiteral("350");
    QTest::newRow("8570 lanes") << QStringLiteral("cpus") << QStringLiteral("xeon-platinum-8570") << QStringLiteral("pcie_lanes") << QStringLiteral("80");
    QTest::newRow("8570 socket") << QStringLiteral("cpus") << QStringLiteral("xeon-platinum-8570") << QStringLiteral("socket") << QStringLiteral("LGA4677");
    // W790 boards take Xeon W only (heise 2023-02; TechPowerUp 2024-02-06).
    QTest::newRow("w790e families") << QStringLiteral("platforms") << QStringLiteral("w790e-sage-se-meshify2xl") << QStringLiteral("cpu_families") << QStringLiteral("Xeon W-2400 (Sapphire Rapids);Xeon W-2500 (Sapphire Rapids Refresh);Xeon W-3400 (Sapphire Rapids);Xeon W-3500 (Sapphire Rapids Refresh)");
}

void TestCatalogFacts::hostPartFacts()
{
    QFETCH(QString, kind);
    QFETCH(QString, id);
    QFETCH(QString, column);
    QFETCH(QString, expected);
    const QVariant v = value(kind, id, column);
    QVERIFY2(v.isValid() && !v.isNull(), qPrintable(kind + QLatin1Char(' ') + id + QLatin1Char(' ') + column));
    QCOMPARE(v.toString(), expected);
}

void TestCatalogFacts::denseNotSparse()
{
    // Data-center sheets quote sparse tensor rates; the catalog holds dense ones. On NVIDIA
    // parts FP8 is twice BF16 (both dense or both sparse; the L40S sheet's own figures differ
    // by 1.3 %: 362.05 vs 733, hence 3 %: a sparse/dense mix-up is a factor of 2), and no shipped GPU's BF16
    // exceeds the densest published figure (B200: 2.25 PFLOPS dense BF16).
    const auto rows = m_catalog.rows(QStringLiteral("gpus"));
    QVERIFY(rows);
    const TableDef &t = *findTable(QStringLiteral("gpus"));
    for (const CatalogRow &r : *rows) {
        const double bf16 = r.value(t, QStringLiteral("bf16_tflops")).toDouble();
        QVERIFY2(bf16 > 0 && bf16 <= 2250.0, qPrintable(r.values[0].toString()));
        const QString note = r.value(t, QStringLiteral("tflops_note")).toString();
        const double fp8 = r.value(t, QStringLiteral("fp8_tflops")).toDouble();
        if (r.value(t, QStringLiteral("vendor")).toString() == QLatin1String("NVIDIA") && fp8 > 0) {
            QVERIFY2(qAbs(fp8 / bf16 - 2.0) < 0.06, qPrintable(r.values[0].toString() + QLatin1Char(' ') + note));
        }
    }
}

void TestCatalogFacts::gpuTypedView()
{
    // The typed view the engine reads carries the same facts as the table.
    const auto read = m_catalog.gpus();
    QVERIFY_OK(read);
    const std::vector<GpuSpec> &gpus = *read;
    const auto it = std::find_if(gpus.begin(), gpus.end(), [](const GpuSpec &g) { return g.id == "h100-sxm-80gb"; });
    QVERIFY(it != gpus.end());
    QCOMPARE(it->memoryBytes, Q_INT64_C(85899345920));
    QCOMPARE(it->memoryBandwidthBps, Q_INT64_C(3350000000000));
    QCOMPARE(it->bf16Tflops, 989.4);
    QCOMPARE(it->formFactor, std::string("sxm"));
    QCOMPARE(it->interconnectBps, Q_INT64_C(450000000000)); // per direction: 900 GB/s total / 2
    QCOMPARE(it->smCount, 132);
}

// Multiprocessor counts: each with its source, and a clock the count implies from the FP32 rate
// (2 FLOPs per lane and cycle, 64–128 lanes per SM or CU) that a GPU can run at — a typo (1480
// for 148) or a count of cores instead of SMs fails it.
void TestCatalogFacts::multiprocessorCounts()
{
    const auto read = m_catalog.gpus();
    QVERIFY_OK(read);
    QFile file(QStringLiteral(RIGPLAN_SOURCE_DIR "/catalog/seed/gpus.csv"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const auto records = parseCsv(file.readAll(), file.fileName());
    QVERIFY_OK(records);
    const QStringList header = records->front().fields;
    const qsizetype idAt = header.indexOf(QStringLiteral("id")), sourceAt = header.indexOf(QStringLiteral("sm_source"));
    QVERIFY(idAt >= 0 && sourceAt >= 0);
    QHash<QString, QString> sources;
    for (std::size_t i = 1; i < records->size(); ++i)
        sources.insert((*records)[i].fields.value(idAt), (*records)[i].fields.value(sourceAt));
    int known = 0;
    for (const GpuSpec &g : *read) {
        QVERIFY2((g.smCount > 0) == !sources.value(QString::fromStdString(g.id)).isEmpty(), g.id.c_str());
        if (g.smCount <= 0 || g.fp32Tflops <= 0)
            continue;
        ++known;
        const double ghzAt128Lanes = g.fp32Tflops * 1e12 / (g.smCount * 128.0 * 2.0) / 1e9;
        QVERIFY2(ghzAt128Lanes > 0.5 && ghzAt128Lanes < 3.5, qPrintable(QStringLiteral("%1: %2 GHz")
                                                                            .arg(QString::fromStdString(g.id))
                                                                            .arg(ghzAt128Lanes)));
    }
    QVERIFY(known >= 30);
}

// Measured matmul rates: each with its source, none above the clock-adjusted ceiling seen on any
// card (GeForce boards boost past their spec clock: up to 1.6 × the spec peak on the RTX 5090 D,
// whose catalog BF16 figure is capped); the estimator's kMedianMatmulShare is the median share
// of the cards that have one, so it cannot go stale. Dense FP4 only on cards with FP4 units.
void TestCatalogFacts::matmulRatesAndTheirMedian()
{
    const auto read = m_catalog.gpus();
    QVERIFY_OK(read);
    std::vector<double> shares;
    for (const GpuSpec &g : *read) {
        if (g.bf16MatmulTflops > 0) {
            shares.push_back(g.bf16MatmulTflops / g.bf16Tflops);
            QVERIFY2(shares.back() > 0.4 && shares.back() < 1.7, g.id.c_str());
        }
        if (g.fp8MatmulTflops > 0) {
            QVERIFY2(g.fp8Tflops > 0 && g.fp8MatmulTflops <= g.fp8Tflops, g.id.c_str());
        }
        if (g.fp4Tflops > 0) {
            QVERIFY2(g.fp4Tflops >= 2 * g.bf16Tflops, g.id.c_str()); // FP4 units run at least 4-bit over 16-bit
        }
    }
    QVERIFY(shares.size() >= 20);
    std::sort(shares.begin(), shares.end());
    const std::size_t n = shares.size();
    const double median = n % 2 == 1 ? shares[n / 2] : (shares[n / 2 - 1] + shares[n / 2]) / 2;
    QVERIFY2(std::abs(median - kMedianMatmulShare) < 0.0005, qPrintable(QString::number(median)));
    const auto b200 = std::find_if(read->begin(), read->end(), [](const GpuSpec &g) { return g.id == "b200-sxm-180gb"; });
    QVERIFY(b200 != read->end());
    QCOMPARE(b200->fp4Tflops, 9000.0); // DGX B200: 72 PFLOPS dense FP4 over 8 GPUs
}

QTEST_GUILESS_MAIN(TestCatalogFacts)
#include "tst_catalogfacts.moc"
