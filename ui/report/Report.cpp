// SPDX-License-Identifier: GPL-3.0-or-later
#include "Report.h"

#include "Language.h"
#include "ReportChartObject.h"
#include "ReportContent.h"
#include "Startup.h"
#include "catalog/Catalog.h"
#include "util/AtomicFile.h"
#include "util/SafeText.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QChart>
#include <QDir>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QHash>
#include <QImage>
#include <QImageReader>
#include <QPainter>
#include <QPdfWriter>
#include <QRawFont>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>
#include <QUrl>

#include <algorithm>
#include <cmath>
#include <set>

namespace rigplan {
namespace {

class ReportText {
    Q_DECLARE_TR_FUNCTIONS(rigplan::Report)
};

// Points per millimetre and the page furniture, in millimetres.
constexpr qreal kPointsPerMm = 72.0 / 25.4;
constexpr qreal kHeaderBandMm = 9.0;
constexpr qreal kFooterBandMm = 9.0;
// A table (with its headings) that would be split moves to the next page when it takes at
// most this share of a page.
constexpr qreal kKeepTogetherPageShare = 0.45;
// Charts: two to a page.
constexpr qreal kChartPageShare = 0.44;

// Switches the application's translations to the report's language for one report and back.
// The language is the caller's (ReportOptions::language): an empty one is refused like any
// unknown one rather than read from the application.
class LanguageScope {
public:
    explicit LanguageScope(const QString &language)
    {
        if (language == currentLanguage()) {
            return;
        }
        m_previous = currentLanguage();
        m_ok = setLanguage(language);
        preferSimplifiedChineseGlyphs(); // the charts' Han text, when the caller's app did not ask
        m_switched = m_ok;
    }
    ~LanguageScope()
    {
        if (m_switched) {
            setLanguage(m_previous);
        }
    }
    LanguageScope(const LanguageScope &) = delete;
    LanguageScope &operator=(const LanguageScope &) = delete;
    bool ok() const { return m_ok; }

private:
    QString m_previous;
    bool m_ok = true;
    bool m_switched = false;
};

// Families for the report's language, first choice first. Both are TrueType/OpenType fonts
// the PDF writer embeds; each covers the other's gaps (a Chinese customer name in an English
// report, Latin part names in a Chinese one).
QStringList fontFamilies(const QString &language)
{
    const QString latin = QStringLiteral("DejaVu Sans");
    const QString cjk = QStringLiteral("Noto Sans CJK SC");
    QStringList families = language.startsWith(QLatin1String("zh")) ? QStringList{cjk, latin} : QStringList{latin, cjk};
    families.erase(std::remove_if(families.begin(), families.end(),
                                  [](const QString &family) { return !QFontDatabase::hasFamily(family); }),
                   families.end());
    return families;
}

QFont reportFont(const QString &language, qreal pointSize)
{
    QFont font;
    const QStringList families = fontFamilies(language);
    if (!families.isEmpty()) {
        font.setFamilies(families);
    }
    font.setPointSizeF(pointSize);
    // Metrics independent of the device's hinting, so A4 and Letter lay out the same way.
    font.setHintingPreference(QFont::PreferNoHinting);
    // No OpenType shaping: Qt's PDF writer maps each glyph back to the first character that
    // reaches it, so ligatures ("fi") and contextual alternates (Noto CJK's digits next to
    // Latin text) would come out of pdftotext / a viewer's search as other characters or not
    // at all. Latin and Han text need no shaping to look right.
    font.setStyleStrategy(QFont::PreferNoShaping);
    return font;
}

QString styleSheet()
{
    return QStringLiteral(
        "h1 { font-size: 15pt; font-weight: bold; color: #1f3a5f; margin-top: 0px; margin-bottom: 8px; }\n"
        "h2 { font-size: 11.5pt; font-weight: bold; color: #1f3a5f; margin-top: 14px; margin-bottom: 5px; }\n"
        "h3 { font-size: 10pt; font-weight: bold; color: #222222; margin-top: 10px; margin-bottom: 4px; }\n"
        "p { margin-top: 0px; margin-bottom: 6px; }\n"
        "p.small { font-size: 7.5pt; color: #444444; }\n"
        "p.kicker { font-size: 10pt; color: #555555; margin-top: 70px; margin-bottom: 4px; }\n"
        "p.kickertop { font-size: 10pt; color: #555555; margin-top: 18px; margin-bottom: 4px; }\n"
        "p.covertitle { font-size: 22pt; font-weight: bold; color: #1f3a5f; margin-bottom: 8px; }\n"
        "p.covercustomer { font-size: 13pt; margin-bottom: 26px; }\n"
        "p.lead { font-size: 10.5pt; margin-bottom: 4px; }\n"
        "p.alert { font-size: 10.5pt; font-weight: bold; color: #8a1c1c; }\n"
        "p.chart { margin-top: 4px; margin-bottom: 10px; }\n"
        "p.formulajob { font-weight: bold; margin-top: 6px; margin-bottom: 2px; }\n"
        "ul { margin-top: 0px; margin-bottom: 6px; }\n"
        "li { margin-bottom: 2px; }\n"
        "ul.formulas li { font-size: 7.5pt; margin-bottom: 1px; }\n"
        "table { border-collapse: collapse; border-style: solid; border-color: #9aa5b1; margin-bottom: 8px; }\n"
        "th { background-color: #e6ebf1; font-size: 8pt; font-weight: bold; }\n"
        "td { font-size: 8.5pt; }\n"
        "td.num { white-space: nowrap; }\n"
        "table.facts td { font-size: 10pt; }\n");
}

// Page-break rules QTextDocument does not have, applied to the root frame's blocks and tables:
// a heading never ends a page (it moves with what follows it), a short paragraph or a small
// table (with its headings) is not split across two pages. Each fix moves what follows, so
// the scan starts again after every change (about a dozen per report).
void keepTogether(QTextDocument &doc, qreal pageHeight)
{
    QAbstractTextDocumentLayout *layout = doc.documentLayout();
    struct Item {
        QTextBlock block;
        QTextTable *table = nullptr;
        QRectF rect;
        bool heading() const { return !table && block.blockFormat().headingLevel() > 0; }
        bool breaksBefore() const
        {
            const auto policy = table ? table->format().pageBreakPolicy() : block.blockFormat().pageBreakPolicy();
            return policy & QTextFormat::PageBreak_AlwaysBefore;
        }
    };
    const auto page = [pageHeight](qreal y) { return std::floor(y / pageHeight); };
    const auto firstLineTop = [&](const Item &item) {
        if (item.table) {
            return layout->blockBoundingRect(item.table->cellAt(0, 0).firstCursorPosition().block()).top();
        }
        return item.rect.top();
    };
    const auto breakBefore = [&](const Item &item) {
        // Lay out to the end first, so the incremental relayout after the edit starts from a
        // finished layout (see paintReportImpl).
        doc.pageCount();
        if (item.table) {
            QTextTableFormat format = item.table->format();
            format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            item.table->setFormat(format);
        } else {
            QTextBlockFormat format;
            format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            QTextCursor(item.block).mergeBlockFormat(format);
        }
    };
    const int maxFixes = doc.blockCount();
    for (int fixes = 0; fixes < maxFixes; ++fixes) {
        std::vector<Item> items;
        for (auto it = doc.rootFrame()->begin(); !it.atEnd(); ++it) {
            if (QTextFrame *frame = it.currentFrame()) {
                if (auto *table = qobject_cast<QTextTable *>(frame)) {
                    items.push_back({QTextBlock(), table, layout->frameBoundingRect(frame)});
                }
            } else if (!it.currentBlock().text().isEmpty()) {
                items.push_back({it.currentBlock(), nullptr, layout->blockBoundingRect(it.currentBlock())});
            }
        }
        bool changed = false;
        for (std::size_t i = 0; i < items.size() && !changed; ++i) {
            const Item &item = items[i];
            if (item.heading()) {
                continue;
            }
            // The headings right above this item move with it.
            std::size_t lead = i;
            while (lead > 0 && items[lead - 1].heading() && !items[lead].breaksBefore()) {
                --lead;
            }
            const Item &first = items[lead];
            const qreal top = first.rect.top();
            if (first.breaksBefore() || std::fmod(top, pageHeight) < 1) {
                continue; // already starts a page
            }
            const bool orphanHeading = lead < i && page(firstLineTop(item)) != page(top);
            const bool split = page(item.rect.bottom() - 1) != page(firstLineTop(item));
            const qreal share = (item.rect.bottom() - top) / pageHeight;
            const bool small = item.table ? share <= kKeepTogetherPageShare : share <= 0.5;
            if (orphanHeading || (split && small)) {
                breakBefore(first);
                changed = true;
            }
        }
        if (!changed) {
            return;
        }
    }
}

// Replaces the <img src="rigplan-chart:N"> placeholders with chart objects.
void insertCharts(QTextDocument &doc)
{
    const QString prefix = QLatin1String(kChartUrlPrefix);
    std::vector<std::pair<int, int>> placeholders; // position, chart index
    for (QTextBlock block = doc.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            const QTextCharFormat format = fragment.charFormat();
            if (format.isImageFormat() && format.toImageFormat().name().startsWith(prefix)) {
                placeholders.emplace_back(fragment.position(), format.toImageFormat().name().mid(prefix.size()).toInt());
            }
        }
    }
    for (const auto &[position, index] : placeholders) {
        QTextCursor cursor(&doc);
        cursor.setPosition(position);
        cursor.setPosition(position + 1, QTextCursor::KeepAnchor);
        QTextCharFormat format;
        format.setObjectType(ReportChartObject::kObjectType);
        format.setProperty(ReportChartObject::kChartIndexProperty, index);
        cursor.insertText(QString(QChar::ObjectReplacementCharacter), format);
    }
}

// Radical code point (CJK Radicals Supplement, Kangxi Radicals) → the unified ideograph that
// Noto Sans CJK SC draws with the same glyph (⻔ U+2EC1 → 门 U+95E8, ⼈ U+2F08 → 人 U+4EBA).
// Read from the font's own character map, so it matches the glyphs the PDF uses.
const QHash<char16_t, char16_t> &radicalIdeographs()
{
    static const QHash<char16_t, char16_t> map = [] {
        QHash<char16_t, char16_t> result;
        const QRawFont raw = QRawFont::fromFont(QFont(QStringLiteral("Noto Sans CJK SC")));
        if (!raw.isValid()) {
            return result;
        }
        QString ideographs; // the common block first, then extension A: the common one wins
        for (char16_t c = 0x4E00; c <= 0x9FFF; ++c) {
            ideographs.append(QChar(c));
        }
        for (char16_t c = 0x3400; c <= 0x4DBF; ++c) {
            ideographs.append(QChar(c));
        }
        const QList<quint32> glyphs = raw.glyphIndexesForString(ideographs);
        QHash<quint32, char16_t> byGlyph;
        for (qsizetype i = 0; i < glyphs.size() && i < ideographs.size(); ++i) {
            if (glyphs.at(i) != 0 && !byGlyph.contains(glyphs.at(i))) {
                byGlyph.insert(glyphs.at(i), ideographs.at(i).unicode());
            }
        }
        QString radicals;
        for (char16_t c = 0x2E80; c <= 0x2FDF; ++c) {
            radicals.append(QChar(c));
        }
        const QList<quint32> radicalGlyphs = raw.glyphIndexesForString(radicals);
        for (qsizetype i = 0; i < radicalGlyphs.size() && i < radicals.size(); ++i) {
            const auto ideograph = byGlyph.constFind(radicalGlyphs.at(i));
            if (radicalGlyphs.at(i) != 0 && ideograph != byGlyph.constEnd()) {
                result.insert(radicals.at(i).unicode(), *ideograph);
            }
        }
        return result;
    }();
    return map;
}

// Qt's PDF writer builds each font's ToUnicode map by scanning the code points upwards and
// keeping the first one that reaches a glyph (QFontSubset::getReverseMap). Noto CJK maps the
// radicals (U+2E80…U+2FDF) to the same glyphs as the ideographs, so 人 would be extracted
// and searched as ⼈ (U+2F08) and 门 as ⻔ (U+2EC1). The maps are written uncompressed with
// 4-digit hex values: rewrite the radicals' values in place with the ideograph they stand for
// (same length, so the cross-reference offsets stay valid).
void fixRadicalsInToUnicodeMaps(QByteArray &pdf)
{
    static const QRegularExpression reference(QStringLiteral("/ToUnicode (\\d+) 0 R"));
    static const QRegularExpression token(QStringLiteral("<([0-9A-Fa-f]{4})>"));
    const QString latin = QString::fromLatin1(pdf); // one char per byte: offsets are byte offsets
    std::set<int> objects;
    for (auto it = reference.globalMatch(latin); it.hasNext();) {
        objects.insert(it.next().captured(1).toInt());
    }
    for (const int object : objects) {
        static const QRegularExpression header(QStringLiteral("<< /Length (\\d+) >>\nstream\n"));
        const qsizetype objectStart = latin.indexOf(QStringLiteral("\n%1 0 obj\n").arg(object));
        if (objectStart < 0) {
            continue;
        }
        const qsizetype bodyStart = objectStart + QStringLiteral("\n%1 0 obj\n").arg(object).size();
        const QRegularExpressionMatch body = header.match(latin, bodyStart, QRegularExpression::NormalMatch,
                                                          QRegularExpression::AnchorAtOffsetMatchOption);
        if (!body.hasMatch()) {
            continue;
        }
        const qsizetype streamStart = body.capturedEnd();
        const qsizetype streamEnd = std::min<qsizetype>(streamStart + body.captured(1).toLongLong(), latin.size());
        bool inChars = false;
        qsizetype lineStart = streamStart;
        while (lineStart < streamEnd) {
            qsizetype lineEnd = latin.indexOf(QLatin1Char('\n'), lineStart);
            if (lineEnd < 0 || lineEnd > streamEnd) {
                lineEnd = streamEnd;
            }
            const QString line = latin.mid(lineStart, lineEnd - lineStart);
            if (line.endsWith(QLatin1String("beginbfchar"))) {
                inChars = true;
            } else if (line.endsWith(QLatin1String("beginbfrange"))) {
                inChars = false;
            }
            QList<QRegularExpressionMatch> values;
            for (auto it = token.globalMatch(line); it.hasNext();) {
                values.append(it.next());
            }
            // bfchar: <glyph> <unicode>; bfrange: <first> <last> <unicode> or [<unicode> ...]
            const bool array = line.contains(QLatin1Char('['));
            const int firstValue = inChars ? 1 : 2;
            const bool singleGlyphRange = !inChars && values.size() == 3 && values[0].captured(1) == values[1].captured(1);
            if (values.size() > firstValue && (inChars || array || singleGlyphRange)) {
                for (int i = firstValue; i < values.size(); ++i) {
                    const uint code = values[i].captured(1).toUInt(nullptr, 16);
                    if (code < 0x2E80 || code > 0x2FDF) {
                        continue;
                    }
                    char16_t ideograph = radicalIdeographs().value(char16_t(code), 0);
                    if (ideograph == 0) { // not in the font: Unicode's compatibility mapping (Kangxi radicals)
                        const QString nfkc = QString(QChar(char16_t(code))).normalized(QString::NormalizationForm_KC);
                        ideograph = nfkc.size() == 1 ? nfkc.at(0).unicode() : char16_t(0);
                    }
                    if (ideograph == 0 || ideograph == code) {
                        continue;
                    }
                    const QByteArray hex = QByteArray::number(ideograph, 16).toUpper().rightJustified(4, '0');
                    pdf.replace(lineStart + values[i].capturedStart(1), 4, hex);
                }
            }
            lineStart = lineEnd + 1;
        }
    }
}

struct ResolvedOptions {
    QString language;
    QString preparedBy;
    QDate date;
};

ResolvedOptions resolve(const QuoteInfo &quote, const ReportOptions &options)
{
    ResolvedOptions r;
    r.language = options.language;
    r.preparedBy = options.preparedBy;
    if (r.preparedBy.isEmpty()) {
        r.preparedBy = QString::fromStdString(quote.preparedBy);
    }
    if (r.preparedBy.isEmpty()) {
        r.preparedBy = options.defaultPreparedBy;
    }
    r.date = options.date;
    if (!r.date.isValid() && !quote.date.empty()) {
        r.date = QDate::fromString(QString::fromStdString(quote.date), Qt::ISODate);
    }
    if (!r.date.isValid()) {
        r.date = QDate::currentDate();
    }
    return r;
}

void paintFurniture(QPainter &painter, const QRectF &header, const QRectF &footer,
                    const ReportFacts &facts, const QString &language, int pageNumber, int pageCount, qreal pointsToDevice)
{
    const QFont font = reportFont(language, 7.5);
    painter.save();
    painter.setFont(font);
    painter.setPen(QColor(0x55, 0x55, 0x55));
    const QFontMetricsF metrics(font, painter.device());
    const qreal rule = 0.4 * pointsToDevice;
    if (pageNumber > 1) {
        const QString right = metrics.elidedText(facts.quoteLabel, Qt::ElideMiddle, header.width() * 0.35);
        const qreal rightWidth = metrics.horizontalAdvance(right);
        const QString left = metrics.elidedText(facts.title, Qt::ElideRight, header.width() - rightWidth - 6 * pointsToDevice);
        painter.drawText(header, Qt::AlignLeft | Qt::AlignTop, left);
        painter.drawText(header, Qt::AlignRight | Qt::AlignTop, right);
        painter.fillRect(QRectF(header.left(), header.top() + metrics.height() + 2 * pointsToDevice, header.width(), rule),
                         QColor(0x9a, 0xa5, 0xb1));
    }
    const QString pageText = ReportText::tr("%1 / %2", "page number / page count")
                                 .arg(QString::number(pageNumber), QString::number(pageCount));
    const qreal pageWidth = metrics.horizontalAdvance(pageText);
    const QString left = metrics.elidedText(facts.footer, Qt::ElideRight, footer.width() - pageWidth - 6 * pointsToDevice);
    painter.fillRect(QRectF(footer.left(), footer.bottom() - metrics.height() - 3 * pointsToDevice, footer.width(), rule),
                     QColor(0x9a, 0xa5, 0xb1));
    painter.drawText(footer, Qt::AlignLeft | Qt::AlignBottom, left);
    painter.drawText(footer, Qt::AlignRight | Qt::AlignBottom, pageText);
    painter.restore();
}

// The number of pages painted.
Result<int> paintReportImpl(QPagedPaintDevice *device, const PlanOutcome &outcome, const QuoteInfo &quote,
                            const ReportOptions &options)
{
    LanguageScope languageScope(options.language);
    if (!languageScope.ok()) {
        // A language RigPlan does not have is the caller's mistake; a shipped one that does
        // not load is RigPlan's.
        const QString message = ReportText::tr("the language \"%1\" is not available").arg(options.language);
        return availableLanguages().contains(options.language) ? Diagnostic::internal(message)
                                                               : Diagnostic::badInput(QString(), message);
    }
    const ResolvedOptions resolved = resolve(quote, options);
    const ReportContent content(outcome, quote, options, resolved.preparedBy, resolved.date);

    const qreal dpi = device->logicalDpiY();
    const qreal pointsToDevice = dpi / 72.0;
    const QRectF page(0, 0, device->width(), device->height());
    const qreal headerHeight = kHeaderBandMm * kPointsPerMm * pointsToDevice;
    const qreal footerHeight = kFooterBandMm * kPointsPerMm * pointsToDevice;
    const QRectF header(page.left(), page.top(), page.width(), headerHeight);
    const QRectF footer(page.left(), page.bottom() - footerHeight, page.width(), footerHeight);
    const QRectF body(page.left(), header.bottom(), page.width(), page.height() - headerHeight - footerHeight);
    if (body.width() <= 0 || body.height() <= 0) {
        return Diagnostic::badInput(QString(), ReportText::tr("the page is too small for the report"));
    }

    // Every edit (charts, page breaks) happens before the page size is set or after the layout
    // has reached the end: QTextDocumentLayout's incremental relayout after an edit can leave
    // blocks that its lazy layout had not reached yet without lines (they are not painted).
    QTextDocument doc;
    doc.documentLayout()->setPaintDevice(device);
    doc.setDefaultFont(reportFont(resolved.language, 9));
    doc.setDefaultStyleSheet(styleSheet());
    doc.setDocumentMargin(0);
    // The vendor's logo, 14 mm high with its aspect kept. PNG as it is; SVG through Qt's SVG image plugin,
    // drawn at 192 px high so it stays sharp.
    QString html = content.html();
    if (const QByteArray logo = content.logo(); !logo.isEmpty()) {
        QBuffer buffer;
        buffer.setData(logo);
        buffer.open(QIODevice::ReadOnly);
        QImageReader reader(&buffer);
        const QSize size = reader.size();
        if (size.isValid() && size.height() > 0 && reader.format() == "svg") {
            reader.setScaledSize(QSize(std::max(1, size.width() * 192 / size.height()), 192));
        }
        const QImage image = reader.read();
        if (!image.isNull()) {
            doc.addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("rigplan-logo:")), image);
            // QTextDocument sizes images in 96-dpi pixels and scales them to the device itself.
            const qreal height = 14.0 / 25.4 * 96.0;
            const qreal width = height * image.width() / image.height();
            html.replace(QStringLiteral("src=\"rigplan-logo:\""),
                         QStringLiteral("src=\"rigplan-logo:\" width=\"%1\" height=\"%2\"").arg(int(width)).arg(int(height)));
        } else {
            html.remove(QStringLiteral("<p><img src=\"rigplan-logo:\" /></p>"));
        }
    }
    doc.setHtml(html);

    std::vector<std::unique_ptr<QChart>> charts;
    if (!content.charts().isEmpty()) {
        // From the whole outcome, planner options included: the app's charts draw the same.
        for (ChartKind kind : content.charts()) {
            charts.emplace_back(makeChart(kind, outcome, ChartTheme::Print));
        }
    }
    auto *chartObject = new ReportChartObject(std::move(charts),
                                              QSizeF(body.width(), body.height() * kChartPageShare), pointsToDevice, &doc);
    doc.documentLayout()->registerHandler(ReportChartObject::kObjectType, chartObject);
    insertCharts(doc);
    doc.setPageSize(body.size());
    keepTogether(doc, body.height());

    const int pageCount = doc.pageCount();
    QPainter painter;
    if (!painter.begin(device)) {
        return Diagnostic::environment(ReportText::tr("cannot start painting the report"));
    }
    painter.setRenderHint(QPainter::Antialiasing);
    for (int i = 0; i < pageCount; ++i) {
        if (i > 0 && !device->newPage()) {
            painter.end();
            return Diagnostic::environment(ReportText::tr("cannot start page %1 of the report").arg(QString::number(i + 1)));
        }
        paintFurniture(painter, header, footer, content.facts(), resolved.language, i + 1, pageCount, pointsToDevice);
        painter.save();
        painter.translate(body.left(), body.top() - i * body.height());
        const QRectF clip(0, i * body.height(), body.width(), body.height());
        painter.setClipRect(clip);
        QAbstractTextDocumentLayout::PaintContext context;
        // Lines of a table row split across pages can reach a few points into the next page;
        // painted there they would be clipped away yet still be text in the PDF (found by
        // search and pdftotext). A slightly smaller clip for the layout skips them.
        context.clip = clip.adjusted(0, 3 * pointsToDevice, 0, 0);
        context.palette.setColor(QPalette::Text, Qt::black);
        doc.documentLayout()->draw(&painter, context);
        painter.restore();
    }
    painter.end();
    return pageCount;
}

} // namespace

std::vector<PartSource> specSourcesFor(const Catalog &catalog, const PlanOutcome &outcome)
{
    std::vector<PartSource> sources;
    std::set<QString> seen;
    const auto add = [&](const QString &kind, const std::string &id) {
        const QString key = kind + QLatin1Char('/') + QString::fromStdString(id);
        if (id.empty() || !seen.insert(key).second) {
            return;
        }
        const TableDef *table = findTable(kind);
        if (!table) {
            return;
        }
        const auto row = catalog.row(kind, QString::fromStdString(id));
        if (!row) {
            return;
        }
        PartSource s;
        s.kind = kind;
        s.id = QString::fromStdString(id);
        s.name = row->value(*table, QStringLiteral("name")).toString();
        s.source = row->value(*table, QStringLiteral("source")).toString();
        s.date = row->value(*table, QStringLiteral("source_date")).toString();
        sources.push_back(std::move(s));
    };
    const CatalogSnapshot &snap = outcome.snapshot();
    for (const Tier &t : outcome.plan.tiers) {
        add(QStringLiteral("gpus"), snap.gpus[std::size_t(t.build.gpu)].id);
    }
    for (const Tier &t : outcome.plan.tiers) {
        for (const BomLine &l : t.bom) {
            if (l.kind == PartKind::Gpu) {
                continue;
            }
            add(partKindToKind(QLatin1String(partKindId(l.kind))), l.id);
        }
    }
    return sources;
}

QPageSize::PageSizeId reportPageSizeFromName(const QString &name)
{
    if (name.compare(QLatin1String("A4"), Qt::CaseInsensitive) == 0) {
        return QPageSize::A4;
    }
    if (name.compare(QLatin1String("Letter"), Qt::CaseInsensitive) == 0) {
        return QPageSize::Letter;
    }
    return QPageSize::Custom;
}

Result<int> paintReport(QPagedPaintDevice *device, const PlanOutcome &outcome, const QuoteInfo &quote,
                        const ReportOptions &options)
{
    return paintReportImpl(device, outcome, quote, options);
}

Result<ReportPdf> renderReportPdf(const PlanOutcome &outcome, const QuoteInfo &quote, const ReportOptions &options)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    Result<int> pages = 0;
    {
        QPdfWriter writer(&buffer);
        writer.setPageLayout(QPageLayout(QPageSize(options.pageSize), QPageLayout::Portrait,
                                         QMarginsF(18, 12, 18, 12), QPageLayout::Millimeter));
        writer.setTitle(outcome.workload.title.empty() ? ReportText::tr("Workstation configuration")
                                                       : documentSafe(QString::fromStdString(outcome.workload.title)));
        writer.setCreator(QStringLiteral("RigPlan %1").arg(QLatin1String(RIGPLAN_VERSION)));
        pages = paintReportImpl(&writer, outcome, quote, options);
    }
    buffer.close();
    if (!pages) {
        return pages.diagnostics();
    }
    ReportPdf pdf{buffer.data(), *pages};
    fixRadicalsInToUnicodeMaps(pdf.data);
    if (pdf.pages == 0 || pdf.data.isEmpty()) {
        return Diagnostic::internal(ReportText::tr("the report could not be rendered"));
    }
    return pdf;
}

Result<void> writeReportPdf(const PlanOutcome &outcome, const QuoteInfo &quote, const ReportOptions &options,
                            const QString &path)
{
    const Result<ReportPdf> pdf = renderReportPdf(outcome, quote, options);
    if (!pdf) {
        // The output named, as a failed write names it.
        Diagnostic d = pdf.diagnostic();
        d.file = QDir::toNativeSeparators(path);
        return d;
    }
    return writeFileAtomically(path, pdf->data);
}

} // namespace rigplan
