// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/GenericModel.h"

#include "model/ModelParams.h"

#include <QCoreApplication>

#include <array>
#include <cmath>
#include <utility>

namespace rigplan {

namespace {

// (parameters in billions, hidden size) of published Llama-family models; see the header.
constexpr std::array<std::pair<double, double>, 7> kAnchors{{
    {1.24, 2048},   // Llama 3.2 1B: 1,235,814,400
    {3.21, 3072},   // Llama 3.2 3B: 3,212,749,824
    {6.74, 4096},   // Llama 2 7B: 6,738,415,616
    {13.0, 5120},   // Llama 2 13B: 13,015,864,320
    {32.5, 6656},   // LLaMA 33B (LLaMA paper, Table 2: 32.5B, dimension 6656)
    {69.0, 8192},   // Llama 2 70B: 68,976,648,192
    {405.9, 16384}, // Llama 3.1 405B: 405,853,388,800
}};

double hiddenFor(double paramsB)
{
    std::size_t i = 0;
    while (i + 2 < kAnchors.size() && paramsB > kAnchors[i + 1].first) {
        ++i;
    }
    const auto [p0, h0] = kAnchors[i];
    const auto [p1, h1] = kAnchors[i + 1];
    const double slope = std::log(h1 / h0) / std::log(p1 / p0);
    return h0 * std::exp(slope * std::log(paramsB / p0));
}

std::int64_t roundTo(double x, std::int64_t step)
{
    return std::max<std::int64_t>(step, std::llround(x / double(step)) * step);
}

} // namespace

Result<ModelArch> genericDenseModel(double paramsB, std::int64_t vocab)
{
    if (!(paramsB >= 0.5 && paramsB <= 2000.0)) {
        return Diagnostic::badInput(QString(), QCoreApplication::translate(
            "rigplan::GenericModel", "expected a size from 0.5 to 2000 (billions of parameters), got %1")
                                                   .arg(paramsB, 0, 'g', 10));
    }
    if (vocab != 0 && (vocab < 256 || vocab > 4'000'000)) {
        return Diagnostic::badInput(QString(), QCoreApplication::translate(
            "rigplan::GenericModel", "expected a vocabulary from 256 to 4000000 tokens, got %1").arg(vocab),
            QStringLiteral("vocab"));
    }
    const double target = paramsB * 1e9;

    ModelArch m;
    m.modelType = "llama";
    m.hidden = roundTo(hiddenFor(paramsB), 1024); // a multiple of 8 heads of 128: 8 KV groups divide it
    m.heads = m.hidden / 128;
    m.kvHeads = 8;
    m.headDim = 128;
    m.vocab = vocab > 0 ? vocab : 128256;
    m.assumedShape = true;
    m.vocabAssumed = vocab <= 0;
    m.tiedEmbeddings = paramsB < 5.0;
    m.maxContext = 131072;
    m.normsPerLayer = 2;

    const std::int64_t h = m.hidden;
    const double fixed = double(m.vocab * h * (m.tiedEmbeddings ? 1 : 2) + h);
    const double attnAndNorms = double(2 * h * m.heads * m.headDim + 2 * h * m.kvHeads * m.headDim + 2 * h);
    const std::int64_t i0 = ((8 * h + 2) / 3 + 255) / 256 * 256; // 8/3·h rounded up to 256
    const double perLayer0 = attnAndNorms + 3.0 * double(h) * double(i0);
    // A large vocabulary on a small size can leave less than one layer's budget: keep one layer.
    m.layers = std::max<std::int64_t>(1, std::llround((target - fixed) / perLayer0));
    const double mlpBudget = (target - fixed) / double(m.layers) - attnAndNorms;
    m.intermediate = roundTo(mlpBudget / (3.0 * double(h)), 64);
    if (mlpBudget <= 0) {
        return Diagnostic::badInput(QString(), QCoreApplication::translate(
            "rigplan::GenericModel", "a vocabulary of %1 tokens leaves no room for layers in %2 billion parameters")
                                                   .arg(vocab).arg(paramsB, 0, 'g', 10), QStringLiteral("vocab"));
    }

    const QString label = QString::number(paramsB, 'g', 6);
    m.id = (QStringLiteral("generic-") + label + QStringLiteral("b")).toStdString();
    // The name says the shape is assumed (shown wherever the model is named).
    m.name = (QStringLiteral("Generic dense ") + label + QStringLiteral("B")).toStdString();
    m.source = "generic Llama-like shape from the parameter count (core/model/GenericModel.h)";
    fillParamCounts(m);
    return m;
}

} // namespace rigplan
