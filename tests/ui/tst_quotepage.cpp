// SPDX-License-Identifier: GPL-3.0-or-later
// The Quote page in the main window (ui/quote/QuotePage): choosing a tier freezes its lines and
// takes a quote number; services, discounts and the tax change net / tax / gross and the
// margin at once, each an undo step; re-pricing lists what changed; saving puts the quote in
// the list; both PDF editions export; service names wrap in the list; the page follows a
// language switch.
#include "FakePrompts.h"
#include "VerifyOk.h"

#include "Format.h"
#include "Language.h"
#include "MainWindow.h"
#include "QuoteDocument.h"
#include "Settings.h"
#include "catalog/Catalog.h"
#include "quote/QuotePage.h"
#include "quote/VendorProfileDialog.h"
#include "workload/WorkloadEditor.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace rigplan;
using rigplan::testing::FakePrompts;

namespace {

constexpr int kPlanTimeoutMs = 120'000;

QString pdfText(const QString &pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput()).simplified();
}

QListWidgetItem *serviceItem(QListWidget *list, const QString &id)
{
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->data(Qt::UserRole).toString() == id) {
            return list->item(i);
        }
    }
    return nullptr;
}

} // namespace

class TestQuotePage final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().remove(QLatin1String(kQuoteIndexSetting));
        VendorProfile vendor;
        vendor.company = "Quote Page Test Vendor GmbH";
        vendor.numberPattern = "T-{yyyy}-{seq:3}";
        vendor.markup = 1000;
        vendor.paymentTerms = "net 30 days";
        storeVendorProfile(vendor);
        qputenv("RIGPLAN_QUOTE_SEQUENCE", m_dir.filePath(QStringLiteral("sequence.json")).toUtf8());
        QVERIFY_OK(m_catalog.open(m_dir.filePath(QStringLiteral("catalog.sqlite"))));
        QVERIFY(setLanguage(QStringLiteral("en")));
    }

    void cleanupTestCase()
    {
        QSettings().remove(QLatin1String(kVendorProfileSetting));
        QSettings().remove(QLatin1String(kQuoteIndexSetting));
    }

    void freezeEditRepriceSaveExport()
    {
        FakePrompts prompts;
        MainWindow window(m_catalog, m_dir.filePath(QStringLiteral("autosave")));
        window.show();
        QVERIFY(window.openFile(QStringLiteral(RIGPLAN_SOURCE_DIR "/resources/samples/lab-mixed.workload.json")));
        QVERIFY(window.waitForPlan(kPlanTimeoutMs));
        QVERIFY(window.showPage(QStringLiteral("quote")));
        QuotePage *page = window.quotePage();
        QVERIFY(page);

        // Choosing a tier freezes it: lines, a number from the vendor's pattern, the vendor's defaults.
        QVERIFY2(page->freeze(TierKind::Mainstream), qPrintable(page->lastError()));
        const Quote &quote = window.document().quote();
        QVERIFY(quote.frozen);
        QCOMPARE(quote.frozen->tier, std::string("mainstream"));
        QVERIFY(QString::fromStdString(quote.info.number).startsWith(QStringLiteral("T-")));
        QCOMPARE(quote.info.paymentTerms, std::string("net 30 days"));
        QCOMPARE(quote.commercial.markup, 1000);
        const Tier *tier = window.outcome()->plan.tier(TierKind::Mainstream);
        QCOMPARE(quote.frozen->build.key, tier->build.key);
        QCOMPARE(quote.frozen->lines.size(), tier->bom.size());
        auto *lines = page->findChild<QTableWidget *>(QStringLiteral("quoteLines"));
        auto *totals = page->findChild<QLabel *>(QStringLiteral("quoteTotals"));
        auto *margin = page->findChild<QLabel *>(QStringLiteral("quoteMargin"));
        QVERIFY(lines && totals && margin);
        QCOMPARE(lines->rowCount(), int(tier->bom.size()));
        // The catalog knows no part's lead time: the lines say so rather than "0" (issue 42).
        int unknownLeadTimes = 0;
        for (int row = 0; row < lines->rowCount(); ++row) {
            if (quote.frozen->lines[std::size_t(row)].leadDays == 0) {
                QCOMPARE(lines->item(row, lines->columnCount() - 1)->text(), QStringLiteral("to be confirmed"));
                ++unknownLeadTimes;
            }
        }
        QVERIFY(unknownLeadTimes > 0);
        // The part lines sell at cost + 10 %: the margin is what the markup adds.
        QuoteTotals t = quoteTotals(quote);
        QCOMPARE(t.costMinor, tier->build.priceMinor);
        QVERIFY(t.marginMinor > 0);
        QVERIFY(totals->text().contains(Format::money(t.netMinor, quote.frozen->currency).toHtmlEscaped()));
        QVERIFY(margin->text().contains(Format::money(t.marginMinor, quote.frozen->currency).toHtmlEscaped()));
        QVERIFY(!margin->text().contains(QStringLiteral("Below cost")));

        // A service: a line more, one undo step.
        auto *services = page->findChild<QListWidget *>(QStringLiteral("quoteServices"));
        QVERIFY(services);
        QListWidgetItem *validation = serviceItem(services, QStringLiteral("gpu-validation"));
        QVERIFY(validation);
        const int undoBefore = window.workloadUndoStack()->count();
        validation->setCheckState(Qt::Checked);
        QCOMPARE(window.document().quote().frozen->lines.size(), tier->bom.size() + 1);
        QCOMPARE(window.document().quote().frozen->lines.back().quantity, tier->build.gpuCount); // per GPU
        QCOMPARE(window.workloadUndoStack()->count(), undoBefore + 1);
        window.workloadUndoStack()->undo();
        QCOMPARE(window.document().quote().frozen->lines.size(), tier->bom.size());
        window.workloadUndoStack()->redo();
        QCOMPARE(window.document().quote().frozen->lines.size(), tier->bom.size() + 1);

        // A 10 % quote discount and China's VAT: net / tax / gross follow at once.
        auto *discountKind = page->findChild<QComboBox *>(QStringLiteral("quoteDiscountKind"));
        auto *discount = page->findChild<QDoubleSpinBox *>(QStringLiteral("quoteDiscount"));
        auto *tax = page->findChild<QComboBox *>(QStringLiteral("quoteTax"));
        QVERIFY(discountKind && discount && tax);
        discountKind->setCurrentIndex(int(Discount::Kind::Percent));
        Q_EMIT discountKind->activated(discountKind->currentIndex());
        discount->setValue(10);
        Q_EMIT discount->editingFinished();
        tax->setCurrentIndex(tax->findData(QStringLiteral("cn-vat")));
        Q_EMIT tax->activated(tax->currentIndex());
        const Quote &edited = window.document().quote();
        QCOMPARE(edited.commercial.discount.percent, 1000);
        QVERIFY(edited.commercial.tax);
        QCOMPARE(edited.commercial.tax->rate, 1300);
        t = quoteTotals(edited);
        QCOMPARE(t.discountMinor, applyPercent(t.subtotalMinor, 1000));
        QCOMPARE(t.taxMinor, applyPercent(t.netMinor, 1300));
        QVERIFY(totals->text().contains(Format::money(t.grossMinor, edited.frozen->currency).toHtmlEscaped()));
        // 10 % off a 10 % markup sells below cost: the page says so beside the margin (issue 42).
        QVERIFY(t.marginMinor < 0);
        QVERIFY2(margin->text().contains(QStringLiteral("Below cost: this quote loses %1.")
                                             .arg(Format::money(-t.marginMinor, edited.frozen->currency))
                                             .toHtmlEscaped()),
                 qPrintable(margin->text()));

        // A line discount typed into the table.
        lines->item(0, 3)->setText(QStringLiteral("5"));
        QCOMPARE(window.document().quote().frozen->lines.front().discount.percent, 500);

        // Re-pricing on the same catalog changes no line, and says so.
        QVERIFY2(page->reprice(), qPrintable(page->lastError()));
        QVERIFY(page->lastReprice().changes.empty());
        QVERIFY(!prompts.informations.isEmpty() && prompts.informations.last().contains(QStringLiteral("No line changed.")));
        QCOMPARE(window.document().quote().frozen->lines.front().discount.percent, 500); // kept across the re-price

        // Saved: the quote list shows its number, customer, status and total.
        const QString path = m_dir.filePath(QStringLiteral("q.rigplan.json"));
        prompts.nextSaveFile = path;
        QVERIFY(window.saveAs());
        auto *list = page->findChild<QTableWidget *>(QStringLiteral("quoteList"));
        QVERIFY(list);
        QCOMPARE(list->rowCount(), 1);
        QCOMPARE(list->item(0, 0)->text(), QString::fromStdString(window.document().quote().info.number));
        QCOMPARE(list->item(0, 1)->text(), QStringLiteral("Example University NLP Lab"));
        QCOMPARE(list->item(0, 3)->text(),
                 Format::money(quoteTotals(window.document().quote()).grossMinor, window.document().quote().frozen->currency));

        // Both editions from File → Export: the vendor and the totals in both, the margin only inside.
        const QString clientPdf = m_dir.filePath(QStringLiteral("client.pdf"));
        prompts.nextSaveFile = clientPdf;
        QVERIFY(window.exportPdf(ReportEdition::Client));
        const QString internalPdf = m_dir.filePath(QStringLiteral("internal.pdf"));
        prompts.nextSaveFile = internalPdf;
        QVERIFY(window.exportPdf(ReportEdition::Internal));
        const QString client = pdfText(clientPdf);
        const QString internal = pdfText(internalPdf);
        const QString gross = Format::money(quoteTotals(window.document().quote()).grossMinor, window.document().quote().frozen->currency);
        for (const QString &text : {client, internal}) {
            QVERIFY(text.contains(QStringLiteral("Quote Page Test Vendor GmbH")));
            QVERIFY2(text.contains(gross), qPrintable(gross));
        }
        QVERIFY(!client.contains(QStringLiteral("Margin")));
        QVERIFY(internal.contains(QStringLiteral("Margin")));
    }

    void changedWorkloadAsksForARepriceAndKeepsTheLines()
    {
        FakePrompts prompts;
        MainWindow window(m_catalog, m_dir.filePath(QStringLiteral("autosave-stale")));
        window.show();
        QVERIFY(window.openFile(QStringLiteral(RIGPLAN_SOURCE_DIR "/resources/samples/lab-mixed.workload.json")));
        QVERIFY(window.waitForPlan(kPlanTimeoutMs));
        QVERIFY(window.showPage(QStringLiteral("quote")));
        QVERIFY2(window.quotePage()->freeze(TierKind::Entry), qPrintable(window.quotePage()->lastError()));
        const std::vector<QuoteLine> lines = window.document().quote().frozen->lines;
        auto *banner = window.quotePage()->findChild<QLabel *>(QStringLiteral("quoteBanner"));
        QVERIFY(banner);
        QVERIFY(banner->isHidden());
        // Twice the users, typed into the workload editor: the plan moves on, the frozen lines
        // stay, and the page says to re-price.
        Quote edited = window.document().quote();
        QCOMPARE(edited.workload.jobs[1].kind, JobKind::Inference);
        edited.workload.jobs[1].inference.concurrency *= 2;
        window.workloadEditor()->setQuote(edited);
        Q_EMIT window.workloadEditor()->quoteChanged();
        QCOMPARE(window.document().quote().workload.jobs[1].inference.concurrency, edited.workload.jobs[1].inference.concurrency);
        QVERIFY(window.waitForPlan(kPlanTimeoutMs));
        QVERIFY(window.document().quote().frozen->lines == lines);
        QTRY_VERIFY_WITH_TIMEOUT(!banner->isHidden(), 10000);
        QVERIFY2(banner->text().contains(QStringLiteral("re-price")), qPrintable(banner->text()));
    }

    void freezeNeedsTheChosenTier()
    {
        // Freeze with no tier chosen froze the mainstream tier in its place (issue 42).
        FakePrompts prompts;
        MainWindow window(m_catalog, m_dir.filePath(QStringLiteral("autosave-tier")));
        window.show();
        QVERIFY(window.openFile(QStringLiteral(RIGPLAN_SOURCE_DIR "/resources/samples/lab-mixed.workload.json")));
        QVERIFY(window.waitForPlan(kPlanTimeoutMs));
        QVERIFY(window.showPage(QStringLiteral("quote")));
        auto *tier = window.quotePage()->findChild<QComboBox *>(QStringLiteral("quoteTier"));
        auto *freeze = window.quotePage()->findChild<QPushButton *>(QStringLiteral("quoteFreeze"));
        QVERIFY(tier && freeze);
        QCOMPARE(tier->currentIndex(), 0); // not chosen
        freeze->click();
        QVERIFY(!window.document().quote().frozen);
        QCOMPARE(prompts.errors.size(), 1);
        QCOMPARE(prompts.errors.front().text, QStringLiteral("Choose the tier to sell first."));
        // The plan's tiers can be chosen.
        auto *tiers = qobject_cast<QStandardItemModel *>(tier->model());
        QVERIFY(tiers);
        for (int i = 1; i < tier->count(); ++i) {
            QVERIFY(tiers->item(i)->isEnabled());
        }
    }

    void vendorProfileDialogImportsAndExports()
    {
        FakePrompts prompts;
        VendorProfileDialog dialog(VendorProfile{});
        QVERIFY(dialog.importFile(QStringLiteral(RIGPLAN_SOURCE_DIR "/resources/samples/example-vendor.json")));
        const VendorProfile shown = dialog.profile();
        QCOMPARE(shown.company, std::string("Example Compute Systems Ltd."));
        QCOMPARE(shown.logoType, std::string("image/svg+xml"));
        QCOMPARE(shown.markup, 1200);
        const QString exported = m_dir.filePath(QStringLiteral("vendor.json"));
        QVERIFY(dialog.exportFile(exported));
        const Result<VendorProfile> read = loadVendorProfileFile(exported);
        QVERIFY_OK(read);
        QVERIFY(*read == shown);
        // A broken file is refused with its problems, and the fields stay as they were.
        QFile broken(m_dir.filePath(QStringLiteral("broken.json")));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{\"format\": \"rigplan.vendor/1\", \"number_pattern\": \"Q-{seq}-{seq}\"}");
        broken.close();
        QVERIFY(!dialog.importFile(broken.fileName()));
        QVERIFY(!prompts.errors.isEmpty() && prompts.errors.last().details.contains(QStringLiteral("number_pattern")));
        QVERIFY(dialog.profile() == shown);
    }

    // Service names are sentences: in a narrow window every one is shown whole, wrapped in the
    // list's width, not cut off behind a horizontal scroll bar.
    void servicesWrapInTheListWidth()
    {
        FakePrompts prompts;
        MainWindow window(m_catalog, m_dir.filePath(QStringLiteral("autosave-services")));
        window.resize(1024, 768);
        window.show();
        QVERIFY(window.waitForPlan(kPlanTimeoutMs));
        QVERIFY(window.showPage(QStringLiteral("quote")));
        auto *services = window.quotePage()->findChild<QListWidget *>(QStringLiteral("quoteServices"));
        QVERIFY(services);
        QVERIFY(services->count() > 0);
        QCoreApplication::processEvents();
        const int width = services->viewport()->width();
        bool anyWrapped = false;
        for (int i = 0; i < services->count(); ++i) {
            const QRect rect = services->visualItemRect(services->item(i));
            QVERIFY2(rect.right() < width, qPrintable(QStringLiteral("%1: %2 px wide in a %3 px list")
                                                          .arg(services->item(i)->text()).arg(rect.width()).arg(width)));
            anyWrapped = anyWrapped || rect.height() > services->fontMetrics().height() * 3 / 2;
        }
        QVERIFY(anyWrapped); // the longest names take two lines or more at this width
        QVERIFY(!services->horizontalScrollBar()->isVisible());
    }

    void followsTheLanguage()
    {
        FakePrompts prompts;
        MainWindow window(m_catalog, m_dir.filePath(QStringLiteral("autosave-lang")));
        window.show();
        QVERIFY(window.waitForPlan(kPlanTimeoutMs));
        QVERIFY(window.showPage(QStringLiteral("quote")));
        auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("pages"));
        QVERIFY(tabs);
        QCOMPARE(tabs->tabText(tabs->currentIndex()), QStringLiteral("Quote"));
        QVERIFY(window.switchLanguage(QStringLiteral("zh_CN")));
        QCOMPARE(tabs->tabText(tabs->currentIndex()), QStringLiteral("报价"));
        auto *status = window.quotePage()->findChild<QComboBox *>(QStringLiteral("quoteStatus"));
        QVERIFY(status);
        QCOMPARE(status->itemText(0), QStringLiteral("草稿"));
        // The catalog's services by their Chinese names (catalog/seed/services.csv, name_zh).
        auto *services = window.quotePage()->findChild<QListWidget *>(QStringLiteral("quoteServices"));
        QVERIFY(services && services->count() > 0);
        QVERIFY2(services->item(0)->text().startsWith(QStringLiteral("整机组装")), qPrintable(services->item(0)->text()));
        QVERIFY(window.switchLanguage(QStringLiteral("en")));
        QCOMPARE(status->itemText(0), QStringLiteral("Draft"));
        QVERIFY2(services->item(0)->text().startsWith(QStringLiteral("Assembly, cabling")), qPrintable(services->item(0)->text()));
    }

private:
    QTemporaryDir m_dir;
    Catalog m_catalog;
};

QTEST_MAIN(TestQuotePage)
#include "tst_quotepage.moc"
