// SPDX-License-Identifier: GPL-3.0-or-later
#include "quote/Vendor.h"

#include "quote/QuoteJson.h"
#include "util/AtomicFile.h"
#include "util/InputFile.h"
#include "util/JsonText.h"
#include "util/Money.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QVariant>

#include <cmath>

namespace rigplan {

// The translation context of these messages (lupdate reads it from here).
class VendorText {
    Q_DECLARE_TR_FUNCTIONS(rigplan::Vendor)
};

namespace {

using quotejson::Fields;


constexpr qsizetype kMaxLogoBytes = 2 * 1024 * 1024; // a logo, not a photo album
constexpr qsizetype kMaxPatternChars = 64;
// The first counter a JSON number (a double) cannot hold exactly: 2^53.
constexpr double kMaxQuoteSequence = 9007199254740992.0;

// The logo's type from its bytes: PNG by its signature, SVG by its root element.
QString imageType(const QByteArray &data)
{
    if (data.startsWith("\x89PNG\r\n\x1a\n")) {
        return QStringLiteral("image/png");
    }
    const QByteArray head = data.left(4096);
    if (head.contains("<svg")) {
        return QStringLiteral("image/svg+xml");
    }
    return {};
}

void readLogo(const Fields &root, const QString &fileName, const QString &baseDir, VendorProfile &vendor,
              Diagnostics &issues)
{
    if (!root.has("logo") || root.value("logo").isNull()) {
        return;
    }
    const QJsonValue v = root.value("logo");
    if (!v.isObject()) {
        root.issue(QStringLiteral("logo"), VendorText::tr("expected {\"file\": \"logo.png\"}, {\"data\": BASE64, \"type\": \"image/png\"} or null, got %1")
                                               .arg(describeJsonValue(v)));
        return;
    }
    const QJsonObject object = v.toObject();
    const Fields logo(object, QStringLiteral("logo"), fileName, issues);
    logo.onlyKeys({QStringLiteral("file"), QStringLiteral("data"), QStringLiteral("type")});
    QByteArray bytes;
    if (logo.has("file")) {
        std::string path;
        if (!logo.text("file", path, 4096)) {
            return;
        }
        const QString full = QDir(baseDir.isEmpty() ? QDir::currentPath() : baseDir).filePath(QString::fromStdString(path));
        // Capped while reading and a regular file only: /dev/zero or a FIFO as the logo is refused.
        Result<QByteArray> read = readInputFile(full, {.maxBytes = kMaxLogoBytes, .regularFileOnly = true});
        if (!read) {
            //: %1 = the logo's path, %2 = why it cannot be used ("expected a file, got a device")
            logo.issue(QStringLiteral("file"), VendorText::tr("cannot read the logo %1: %2").arg(full, read.diagnostic().message));
            return;
        }
        bytes = std::move(*read);
    } else if (logo.has("data")) {
        std::string base64;
        if (!logo.text("data", base64, kMaxLogoBytes * 4 / 3 + 4)) {
            return;
        }
        const auto decoded = QByteArray::fromBase64Encoding(QByteArray::fromStdString(base64),
                                                            QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded) {
            logo.issue(QStringLiteral("data"), VendorText::tr("expected the image as base64"));
            return;
        }
        bytes = *decoded;
    } else {
        root.issue(QStringLiteral("logo"), VendorText::tr("expected \"file\" or \"data\""));
        return;
    }
    const QString type = imageType(bytes);
    if (type.isEmpty()) {
        root.issue(QStringLiteral("logo"), VendorText::tr("expected a PNG or SVG image"));
        return;
    }
    std::string declared;
    if (logo.oneOf("type", declared, {QStringLiteral("image/png"), QStringLiteral("image/svg+xml")}) && !declared.empty()
        && QString::fromStdString(declared) != type) {
        logo.issue(QStringLiteral("type"), VendorText::tr("the data is %1, not %2").arg(type, QString::fromStdString(declared)));
        return;
    }
    vendor.logo = bytes;
    vendor.logoType = type.toStdString();
}

} // namespace

Result<VendorProfile> loadVendorProfile(const QByteArray &data, const QString &fileName, const QString &baseDir)
{
    if (const Result<void> strict = checkStrictJson(data, fileName); !strict) {
        return strict.diagnostics();
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        return Diagnostic::badInput(fileName, parseError.error != QJsonParseError::NoError
                                                  ? VendorText::tr("not valid JSON: %1").arg(parseError.errorString())
                                                  : VendorText::tr("expected a JSON object"));
    }
    const QJsonObject object = doc.object();
    Diagnostics issues;
    const Fields root(object, QString(), fileName, issues);
    if (object.value(QStringLiteral("format")).toString() != QLatin1String(kVendorFormat)) {
        root.issue(QStringLiteral("format"), VendorText::tr("expected \"%1\", got %2")
                                                 .arg(QLatin1String(kVendorFormat), describeJsonValue(object.value(QStringLiteral("format")))));
        return issues;
    }
    root.onlyKeys({QStringLiteral("format"), QStringLiteral("company"), QStringLiteral("logo"), QStringLiteral("address"),
                   QStringLiteral("contact"), QStringLiteral("tax_id"), QStringLiteral("bank"), QStringLiteral("terms"),
                   QStringLiteral("payment_terms"), QStringLiteral("valid_days"), QStringLiteral("number_pattern"),
                   QStringLiteral("paper"), QStringLiteral("currency"), QStringLiteral("markup_percent")});
    VendorProfile v;
    root.text("company", v.company);
    root.text("address", v.address);
    root.text("contact", v.contact);
    root.text("tax_id", v.taxId);
    root.text("bank", v.bank);
    root.text("terms", v.terms);
    root.text("payment_terms", v.paymentTerms);
    root.integer("valid_days", v.validDays, 1, 365);
    if (root.text("number_pattern", v.numberPattern, kMaxPatternChars)) {
        if (const Result<void> ok = checkNumberPattern(QString::fromStdString(v.numberPattern)); !ok) {
            root.issue(QStringLiteral("number_pattern"), ok.diagnostic().message);
        }
    }
    root.oneOf("paper", v.paper, {QStringLiteral("A4"), QStringLiteral("Letter")});
    if (root.text("currency", v.currency, 3)) {
        if (!isIsoCurrency(QString::fromStdString(v.currency))) { // the codes a quote takes
            root.issue(QStringLiteral("currency"), VendorText::tr("expected an ISO 4217 code such as CNY, got \"%1\"").arg(QString::fromStdString(v.currency)));
        }
    }
    root.percent("markup_percent", v.markup, 1000 * kWholePercent);
    readLogo(root, fileName, baseDir, v, issues);
    if (!issues.isEmpty()) {
        return issues;
    }
    return v;
}

Result<VendorProfile> loadVendorProfileFile(const QString &fileName)
{
    const Result<QByteArray> data = readInputFile(fileName);
    if (!data) {
        return data.diagnostics();
    }
    const QString baseDir = fileName == QLatin1String("-") ? QString() : QFileInfo(fileName).absolutePath();
    return loadVendorProfile(*data, inputFileName(fileName), baseDir);
}

QByteArray saveVendorProfile(const VendorProfile &v)
{
    quotejson::Writer w(0);
    w.text("format", kVendorFormat)
        .text("company", v.company)
        .text("address", v.address)
        .text("contact", v.contact)
        .text("tax_id", v.taxId)
        .text("bank", v.bank)
        .text("terms", v.terms)
        .text("payment_terms", v.paymentTerms)
        .number("valid_days", v.validDays)
        .text("number_pattern", v.numberPattern)
        .text("paper", v.paper)
        .text("currency", v.currency)
        .raw("markup_percent", quotejson::percent(v.markup));
    if (v.logo.isEmpty()) {
        w.raw("logo", "null");
    } else {
        w.raw("logo", quotejson::Writer(2)
                          .text("type", v.logoType)
                          .raw("data", quotejson::string(QString::fromLatin1(v.logo.toBase64())))
                          .object());
    }
    return w.object() + '\n';
}

Result<void> saveVendorProfileFile(const VendorProfile &vendor, const QString &fileName)
{
    return writeFileAtomically(fileName, saveVendorProfile(vendor));
}

namespace {

// {yyyy} {yy} {mm} {dd} {seq} {seq:N}
const QRegularExpression &tokenPattern()
{
    static const QRegularExpression token(QStringLiteral("\\{([^{}]*)\\}"));
    return token;
}

} // namespace

Result<void> checkNumberPattern(const QString &pattern)
{
    if (const QString tooLong = textTooLong(pattern, kMaxPatternChars); !tooLong.isEmpty()) {
        return Diagnostic::badInput(QString(), tooLong);
    }
    int sequences = 0;
    static const QRegularExpression seq(QStringLiteral("^seq(?::([1-9]))?$"));
    for (auto it = tokenPattern().globalMatch(pattern); it.hasNext();) {
        const QString name = it.next().captured(1);
        if (seq.match(name).hasMatch()) {
            ++sequences;
        } else if (name != QLatin1String("yyyy") && name != QLatin1String("yy") && name != QLatin1String("mm")
                   && name != QLatin1String("dd")) {
            return Diagnostic::badInput(QString(), VendorText::tr("unknown field {%1} (expected {yyyy}, {yy}, {mm}, {dd}, {seq} or {seq:N})").arg(name));
        }
    }
    if (sequences != 1) {
        return Diagnostic::badInput(QString(), VendorText::tr("expected exactly one {seq} or {seq:N} in \"%1\"").arg(pattern));
    }
    return {};
}

QString expandNumberPattern(const QString &pattern, const QDate &date, std::int64_t sequence)
{
    QString out;
    qsizetype last = 0;
    for (auto it = tokenPattern().globalMatch(pattern); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += pattern.mid(last, m.capturedStart() - last);
        last = m.capturedEnd();
        const QString name = m.captured(1);
        if (name == QLatin1String("yyyy")) {
            out += QString::number(date.year()).rightJustified(4, QLatin1Char('0'));
        } else if (name == QLatin1String("yy")) {
            out += QString::number(date.year() % 100).rightJustified(2, QLatin1Char('0'));
        } else if (name == QLatin1String("mm")) {
            out += QString::number(date.month()).rightJustified(2, QLatin1Char('0'));
        } else if (name == QLatin1String("dd")) {
            out += QString::number(date.day()).rightJustified(2, QLatin1Char('0'));
        } else if (name.startsWith(QLatin1String("seq"))) {
            if (sequence < 0) {
                out += m.captured(0); // the scope: {seq} left as it is
            } else {
                const int width = name.size() > 4 ? name.mid(4).toInt() : 1;
                out += QString::number(qlonglong(sequence)).rightJustified(width, QLatin1Char('0'));
            }
        } else {
            out += m.captured(0);
        }
    }
    return out + pattern.mid(last);
}

QuoteNumberSequence::QuoteNumberSequence(const QString &file)
    : m_path(file.isEmpty() ? defaultPath() : file)
{
}

QString QuoteNumberSequence::defaultPath()
{
    const QString env = qEnvironmentVariable("RIGPLAN_QUOTE_SEQUENCE");
    if (!env.isEmpty()) {
        return env;
    }
    QString dir = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    if (dir.isEmpty()) {
        dir = QDir::homePath() + QStringLiteral("/.local/share");
    }
    return dir + QStringLiteral("/RigPlan/quote-sequence.json");
}

Result<QJsonObject> readQuoteSequenceScopes(const QByteArray &data, const QString &fileName)
{
    // A damaged file must not restart the numbering at 1 and repeat numbers already sent; a
    // key given twice is damage too (which of the two counters is the real one?).
    const auto damaged = [&fileName](const QString &why) {
        //: %1 = what is wrong with the file
        return Diagnostic::environment(VendorText::tr("the quote-number file is damaged (%1); restore it or move it aside "
                                                      "(numbering then starts again at 1)")
                                           .arg(why),
                                       fileName);
    };
    if (const Result<void> strict = checkStrictJson(data, fileName); !strict) {
        const Diagnostic &d = strict.diagnostic();
        return damaged(QStringLiteral("%1:%2: %3%4").arg(d.line).arg(d.column)
                           .arg(d.path.isEmpty() ? QString() : d.path + QStringLiteral(": "), d.message));
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return damaged(parseError.errorString());
    }
    if (!doc.isObject() || doc.object().value(QStringLiteral("format")).toString() != QLatin1String("rigplan.quote-sequence/1")) {
        return damaged(VendorText::tr("not a rigplan.quote-sequence/1 document"));
    }
    return doc.object().value(QStringLiteral("scopes")).toObject();
}

Result<QString> QuoteNumberSequence::next(const QString &pattern, const QDate &date)
{
    if (const Result<void> ok = checkNumberPattern(pattern); !ok) {
        return ok.diagnostics();
    }
    const QFileInfo info(m_path);
    if (!QDir().mkpath(info.absolutePath())) {
        return Diagnostic::environment(VendorText::tr("cannot create the folder %1 for the quote numbers").arg(info.absolutePath()), m_path);
    }
    // The lock spans read, increment and write: two processes never read the same last number.
    QLockFile lock(m_path + QStringLiteral(".lock"));
    lock.setStaleLockTime(30'000);
    // Each holder keeps the lock for one read and one synced write (about 10 ms), so a minute
    // of waiting means a process that hangs while holding it.
    if (!lock.tryLock(60'000)) {
        return Diagnostic::environment(lock.error() == QLockFile::LockFailedError
                                           ? VendorText::tr("the quote numbers are locked by another process (waited 60 s)")
                                           : VendorText::tr("cannot lock the quote numbers"),
                                       m_path);
    }
    const auto damaged = [&] {
        return Diagnostic::environment(VendorText::tr("the quote-number file is damaged; restore it or move it aside (numbering "
                                                      "then starts again at 1)"),
                                       m_path);
    };
    QJsonObject scopes;
    if (QFileInfo::exists(m_path)) {
        // Capped and a regular file only, like every input; the file is ours, not the user's
        // input, so what is wrong with it is the environment's failure (exit 3).
        Result<QByteArray> read = readInputFile(m_path, {.regularFileOnly = true});
        if (!read) {
            return Diagnostic::environment(VendorText::tr("cannot read the quote numbers: %1").arg(read.diagnostic().message), m_path);
        }
        Result<QJsonObject> parsed = readQuoteSequenceScopes(*read, m_path);
        if (!parsed) {
            return parsed.diagnostics();
        }
        scopes = std::move(*parsed);
    }
    const QString scope = expandNumberPattern(pattern, date, -1);
    const QJsonValue last = scopes.value(scope);
    if (!last.isUndefined() && !last.isDouble()) {
        return damaged(); // a counter that is not a number must not restart at 1 either
    }
    // The counter is stored as a JSON number, a double: exact only up to 2^53. One beyond that
    // (or negative, or not whole) cannot be counted on, so no number is taken from it.
    const double counter = last.toDouble(0);
    if (!(counter >= 0 && counter < kMaxQuoteSequence && counter == std::floor(counter))) {
        //: %1 = the counter as stored, %2 = its scope ("Q-2026-{seq:4}"), %3 = the largest counter (2^53 - 1)
        return Diagnostic::environment(VendorText::tr("the quote-number file holds the counter %1 for %2: expected a whole "
                                                      "number from 0 to %3; restore the file or move it aside")
                                           .arg(last.toVariant().toString(), scope)
                                           .arg(qlonglong(kMaxQuoteSequence - 1)),
                                       m_path);
    }
    const std::int64_t number = std::int64_t(counter) + 1;
    scopes.insert(scope, double(number));
    QJsonObject root;
    root.insert(QStringLiteral("format"), QStringLiteral("rigplan.quote-sequence/1"));
    root.insert(QStringLiteral("scopes"), scopes);
    if (const Result<void> written = writeFileAtomically(m_path, QJsonDocument(root).toJson(QJsonDocument::Indented)); !written) {
        // Not the user's input even when the path is a link: the numbers' store failed (exit 3).
        Diagnostic failed = written.diagnostic();
        failed.kind = Diagnostic::Kind::Environment;
        return failed;
    }
    return expandNumberPattern(pattern, date, number);
}

} // namespace rigplan
