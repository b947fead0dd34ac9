// SPDX-License-Identifier: GPL-3.0-or-later
#include "Format.h"
#include "Language.h"

#include "util/Money.h"

#include <cmath>

namespace rigplan {

QString Format::number(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

QString Format::years(double years)
{
    if (years == std::floor(years) && std::abs(years) < 1e6) {
        return tr("%Ln year(s)", "", int(years));
    }
    //: a fractional number of years, e.g. "2.5 years"
    return tr("%1 years").arg(number(years, 1));
}

QString Format::money(std::int64_t amountMinor, const QString &currency)
{
    const int digits = currencyMinorDigits(currency);
    const double major = static_cast<double>(amountMinor) / std::pow(10.0, digits);
    return tr("%1 %2", "amount, ISO currency code").arg(QLocale().toString(major, 'f', digits), currency);
}

QString Format::money(std::int64_t amountMinor, const std::string &currency)
{
    return money(amountMinor, QString::fromStdString(currency));
}

QString Format::gigabytes(std::int64_t bytes, int decimals)
{
    return tr("%1 GB").arg(number(static_cast<double>(bytes) / 1e9, decimals));
}

QString Format::gibibytes(std::int64_t bytes, int decimals)
{
    return tr("%1 GiB").arg(number(static_cast<double>(bytes) / 1073741824.0, decimals));
}

QString Format::watts(double value)
{
    return tr("%1 W").arg(number(value, 0));
}

QString Format::percent(double fraction, int decimals)
{
    return tr("%1 %", "percentage").arg(number(fraction * 100.0, decimals));
}

QString Format::tokensPerSecond(double tokensPerS)
{
    return tr("%1 tokens/s").arg(number(tokensPerS, tokensPerS < 100 ? 1 : 0));
}

QString Format::hours(double value)
{
    if (value >= 72) {
        return tr("%1 days").arg(number(value / 24.0, 1));
    }
    return tr("%1 h", "hours").arg(number(value, value < 10 ? 2 : 1));
}

QString Format::memorySpeed(const MemorySpeed &speed)
{
    // Memory speeds are written without digit grouping, as in "DDR5-5600".
    const QString mts = QString::number(speed.mts);
    const int perChannel = speed.dimmsPerChannel;
    if (speed.derated) {
        return tr("%1 MT/s (DIMMs rated %2 MT/s, %n per channel)", "effective speed, the DIMMs' speed", perChannel)
            .arg(mts, QString::number(speed.dimmMts));
    }
    if (!speed.rule) {
        return tr("%1 MT/s (the CPU's rated speed is not sourced)").arg(mts);
    }
    if (!speed.ratedAtDpc) {
        return tr("%1 MT/s (%n per channel; the derating at this count is not sourced)", "", perChannel).arg(mts);
    }
    return tr("%1 MT/s (%n DIMM(s) per channel)", "", perChannel).arg(mts);
}

QString Format::tierName(const std::string &tierId)
{
    if (tierId == "entry") {
        return tr("Entry");
    }
    if (tierId == "mainstream") {
        return tr("Mainstream");
    }
    if (tierId == "high") {
        return tr("High-performance");
    }
    return QString::fromStdString(tierId);
}

QString Format::tierName(TierKind kind)
{
    return tierName(std::string(tierId(kind)));
}

QString Format::checkName(Check check)
{
    // One wording for the planner's messages, the cards and the report.
    return QString::fromStdString(rigplan::checkName(check));
}

QString Format::precisionName(Precision precision)
{
    switch (precision) {
    case Precision::Fp32: return QStringLiteral("FP32");
    case Precision::Bf16: return QStringLiteral("BF16");
    case Precision::Fp16: return QStringLiteral("FP16");
    case Precision::Fp8: return QStringLiteral("FP8");
    case Precision::Int8: return QStringLiteral("INT8");
    case Precision::Int4: return QStringLiteral("INT4");
    case Precision::Nvfp4: return QStringLiteral("NVFP4");
    case Precision::Mxfp4: return QStringLiteral("MXFP4");
    }
    return {};
}

QString Format::jobKindName(JobKind kind)
{
    return kind == JobKind::Training ? tr("Training") : tr("Serving");
}

QString Format::methodName(TrainMethod method)
{
    switch (method) {
    case TrainMethod::Full: return tr("Full fine-tune");
    case TrainMethod::Lora: return tr("LoRA");
    case TrainMethod::Qlora: return tr("QLoRA");
    }
    return {};
}

QString Format::optimizerName(Optimizer optimizer)
{
    switch (optimizer) {
    case Optimizer::AdamW: return tr("AdamW");
    case Optimizer::AdamW8bit: return tr("8-bit AdamW");
    case Optimizer::PagedAdamW: return tr("Paged AdamW (32-bit state)");
    case Optimizer::PagedAdamW8bit: return tr("Paged 8-bit AdamW");
    case Optimizer::Sgd: return tr("SGD with momentum");
    case Optimizer::Adafactor: return tr("Adafactor");
    }
    return {};
}

QString Format::environmentName(const std::string &environment)
{
    if (environment == "office") {
        return tr("Office");
    }
    if (environment == "lab") {
        return tr("Lab");
    }
    if (environment == "server-room") {
        return tr("Server room");
    }
    return QString::fromStdString(environment);
}

QString Format::partKindName(const std::string &kind)
{
    if (kind == "platform") return tr("Platform");
    if (kind == "cpu") return tr("CPU");
    if (kind == "gpu") return tr("GPU");
    if (kind == "memory") return tr("Memory");
    if (kind == "storage") return tr("Storage");
    if (kind == "psu") return tr("Power supply");
    if (kind == "cooler") return tr("CPU cooler");
    if (kind == "nic") return tr("Network card");
    if (kind == "bridge") return tr("NVLink bridge");
    return QString::fromStdString(kind);
}

QString Format::partKindName(PartKind kind)
{
    return partKindName(std::string(partKindId(kind)));
}

QString Format::volumeName(Volume volume)
{
    switch (volume) {
    case Volume::System: return tr("System volume");
    case Volume::Project: return tr("Project volume");
    case Volume::Data: return tr("Data volume");
    }
    return QString();
}

QString Format::catalogName(const std::string &name, const std::string &nameZh)
{
    const bool chinese = currentLanguage() == QLatin1String("zh_CN") && !nameZh.empty();
    return QString::fromStdString(chinese ? nameZh : name);
}

QString Format::quoteLineItem(const QuoteLine &line)
{
    const QString name = catalogName(line.name, line.nameZh);
    const std::optional<Volume> volume = volumeFromId(line.volume);
    if (!volume) {
        return name;
    }
    //: a quote's item: {part} — {System volume / Project volume / Data volume}
    return tr("%1 — %2", "drive — the volume it makes").arg(name, volumeName(*volume));
}

QString Format::quoteStatusName(QuoteStatus status)
{
    switch (status) {
    case QuoteStatus::Draft: return tr("Draft");
    case QuoteStatus::Sent: return tr("Sent");
    case QuoteStatus::Accepted: return tr("Accepted");
    case QuoteStatus::Expired: return tr("Expired");
    }
    return {};
}

QString Format::serviceCategoryName(const std::string &category)
{
    if (category == "assembly") return tr("Assembly and testing");
    if (category == "software") return tr("Software installation");
    if (category == "warranty") return tr("Warranty");
    if (category == "onsite") return tr("On-site service");
    if (category == "shipping") return tr("Shipping");
    if (category == "insurance") return tr("Insurance");
    return tr("Service");
}

QString Format::percentExact(BasisPoints percent)
{
    const int decimals = percent % 100 == 0 ? 0 : percent % 10 == 0 ? 1 : 2;
    return tr("%1 %", "percentage").arg(QLocale().toString(double(percent) / 100.0, 'f', decimals));
}

} // namespace rigplan
