// SPDX-License-Identifier: GPL-3.0-or-later
// Image tokens per image by each vision-language model's own preprocessing rule
// (core/model/ImageTokens). Expected values follow the Hugging Face processors, transformers
// v4.51 (2025-04): Qwen2VLImageProcessor smart_resize (image_processing_qwen2_vl.py, min_pixels
// 3136, max_pixels 12845056 as in Qwen/Qwen2.5-VL-7B-Instruct preprocessor_config.json);
// LlavaProcessor (576 = (336/14)² for llava-hf/llava-1.5-7b-hf); LlavaNextProcessor
// _get_number_of_features with select_best_resolution and the llava-v1.6 image_grid_pinpoints;
// MllamaImageProcessor get_optimal_tiled_canvas (max_num_tiles 4, 1601 = (560/14)² + 1 per tile);
// Llama4ImageProcessorFast get_best_fit (336-px tiles, max_patches 16, 144 tokens per tile after
// the 0.5 pixel shuffle, a global tile when there are several); PixtralImageProcessor
// (longest_edge 1540) with Mistral3Processor's 2×2 merge and one break/end token per row;
// Gemma 3 mm_tokens_per_image 256. Each expected value was recomputed with a line-by-line
// Python port of those functions.

#include "SourcePath.h"
#include "model/ImageTokens.h"
#include "model/ModelCsv.h"

#include <QFile>
#include <QTest>

using namespace rigplan;
using rigplan::testing::sourcePath;

namespace {

ModelArch catalogModel(const QString &id)
{
    static const std::vector<ModelArch> models = [] {
        QFile f(sourcePath(QStringLiteral("catalog/seed/models.csv")));
        if (!f.open(QIODevice::ReadOnly)) {
            qFatal("cannot open models.csv");
        }
        return parseModelsCsv(f.readAll()).models;
    }();
    for (const ModelArch &m : models) {
        if (m.id == id.toStdString()) {
            return m;
        }
    }
    qFatal("no model %s", qPrintable(id));
}

} // namespace

class TestImageTokens final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void perImage_data();
    void perImage();
    void qwenSmartResize_data();
    void qwenSmartResize();
    void textModelHasNone();
};

void TestImageTokens::perImage_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<qint64>("width");
    QTest::addColumn<qint64>("height");
    QTest::addColumn<qint64>("sequence");
    QTest::addColumn<qint64>("cross");
    QTest::addColumn<qint64>("tiles");

    // Qwen: (H/28)·(W/28) after smart_resize; 1920×1080 → 1932×1092 → 69 × 39.
    QTest::newRow("qwen2.5-vl 1920x1080") << "qwen2.5-vl-7b" << 1920ll << 1080ll << 2691ll << 0ll << 1ll;
    QTest::newRow("qwen2.5-vl 448x448") << "qwen2.5-vl-7b" << 448ll << 448ll << 256ll << 0ll << 1ll;
    QTest::newRow("qwen2.5-vl 1280x720") << "qwen2.5-vl-7b" << 1280ll << 720ll << 1196ll << 0ll << 1ll;
    QTest::newRow("qwen2.5-vl below min_pixels") << "qwen2.5-vl-7b" << 20ll << 20ll << 4ll << 0ll << 1ll;
    QTest::newRow("qwen2.5-vl beyond max_pixels") << "qwen2.5-vl-7b" << 8000ll << 8000ll << 16384ll << 0ll << 1ll;
    QTest::newRow("qwen2-vl 1920x1080") << "qwen2-vl-7b" << 1920ll << 1080ll << 2691ll << 0ll << 1ll;
    // LLaVA-1.5: one 336-px image whatever the input.
    QTest::newRow("llava-1.5 any size") << "llava-1.5-7b" << 1920ll << 1080ll << 576ll << 0ll << 1ll;
    QTest::newRow("llava-1.5 small") << "llava-1.5-7b" << 100ll << 100ll << 576ll << 0ll << 1ll;
    // LLaVA-NeXT AnyRes: 672×672 → 2×2 tiles, 48×48 features + 48 newlines + 576 base = 2928.
    QTest::newRow("llava-next 672x672") << "llava-next-mistral-7b" << 672ll << 672ll << 2928ll << 0ll << 5ll;
    QTest::newRow("llava-next 1024x768") << "llava-next-mistral-7b" << 1024ll << 768ll << 2340ll << 0ll << 5ll;
    QTest::newRow("llava-next 336x336") << "llava-next-mistral-7b" << 336ll << 336ll << 1176ll << 0ll << 3ll;
    QTest::newRow("llava-next 800x1200") << "llava-next-mistral-7b" << 800ll << 1200ll << 2160ll << 0ll << 5ll;
    QTest::newRow("llava-next 1920x1080") << "llava-next-mistral-7b" << 1920ll << 1080ll << 1948ll << 0ll << 5ll;
    // Llama 3.2 Vision: 1601 per 560-px tile, into the cross-attention layers; one <|image|> token.
    QTest::newRow("mllama 560x560") << "llama-3.2-11b-vision" << 560ll << 560ll << 1ll << 1601ll << 1ll;
    QTest::newRow("mllama 1120x560") << "llama-3.2-11b-vision" << 1120ll << 560ll << 1ll << 3202ll << 2ll;
    QTest::newRow("mllama 4000x3000") << "llama-3.2-11b-vision" << 4000ll << 3000ll << 1ll << 6404ll << 4ll;
    QTest::newRow("mllama 800x600 upscales to 2x2") << "llama-3.2-11b-vision" << 800ll << 600ll << 1ll << 6404ll << 4ll;
    // Llama 4: 144 per 336-px tile, plus a global tile when there are several.
    QTest::newRow("llama4 300x300") << "llama-4-scout" << 300ll << 300ll << 144ll << 0ll << 1ll;
    QTest::newRow("llama4 560x560") << "llama-4-scout" << 560ll << 560ll << 720ll << 0ll << 5ll;
    QTest::newRow("llama4 1920x1080") << "llama-4-scout" << 1920ll << 1080ll << 2304ll << 0ll << 16ll;
    // Gemma 3: 256 per image (pan-and-scan off).
    QTest::newRow("gemma3") << "gemma-3-27b" << 1920ll << 1080ll << 256ll << 0ll << 1ll;
    // Pixtral: 1024×1024 → 74×74 patches → 37 rows × 37 + 37 break/end tokens.
    QTest::newRow("pixtral 1024x1024") << "mistral-small-3.1-24b" << 1024ll << 1024ll << 1406ll << 0ll << 1ll;
    QTest::newRow("pixtral 1920x1080") << "mistral-small-3.1-24b" << 1920ll << 1080ll << 1736ll << 0ll << 1ll;
    QTest::newRow("pixtral 4000x3000") << "mistral-small-3.1-24b" << 4000ll << 3000ll << 2296ll << 0ll << 1ll;
}

void TestImageTokens::perImage()
{
    QFETCH(QString, model);
    QFETCH(qint64, width);
    QFETCH(qint64, height);
    QFETCH(qint64, sequence);
    QFETCH(qint64, cross);
    QFETCH(qint64, tiles);
    const ImageTokens t = imageTokens(catalogModel(model), width, height);
    QCOMPARE(qint64(t.sequenceTokens), sequence);
    QCOMPARE(qint64(t.crossAttentionTokens), cross);
    QCOMPARE(qint64(t.tiles), tiles);
    QVERIFY(t.encoderPatches > 0);
}

void TestImageTokens::qwenSmartResize_data()
{
    QTest::addColumn<qint64>("width");
    QTest::addColumn<qint64>("height");
    QTest::addColumn<qint64>("resizedWidth");
    QTest::addColumn<qint64>("resizedHeight");
    QTest::newRow("1920x1080") << 1920ll << 1080ll << 1932ll << 1092ll;
    QTest::newRow("halves round to even: 70 -> 56") << 70ll << 70ll << 56ll << 56ll;
    QTest::newRow("halves round to even: 42 -> 56") << 42ll << 42ll << 56ll << 56ll;
    QTest::newRow("3000x200") << 3000ll << 200ll << 2996ll << 196ll;
}

void TestImageTokens::qwenSmartResize()
{
    QFETCH(qint64, width);
    QFETCH(qint64, height);
    QFETCH(qint64, resizedWidth);
    QFETCH(qint64, resizedHeight);
    const PixelSize s = rigplan::qwenSmartResize(width, height, 28, 3136, 12845056);
    QCOMPARE(qint64(s.width), resizedWidth);
    QCOMPARE(qint64(s.height), resizedHeight);
}

void TestImageTokens::textModelHasNone()
{
    const ImageTokens t = imageTokens(catalogModel(QStringLiteral("qwen3-8b")), 1920, 1080);
    QCOMPARE(t.sequenceTokens, std::int64_t(0));
    QCOMPARE(t.crossAttentionTokens, std::int64_t(0));
    QCOMPARE(imageTokens(catalogModel(QStringLiteral("qwen2.5-vl-7b")), 0, 1080).sequenceTokens, std::int64_t(0));
}

QTEST_APPLESS_MAIN(TestImageTokens)
#include "tst_imagetokens.moc"
