// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/CatalogEditor.h"

#include "Prompts.h"
#include "catalog/CatalogColumns.h"
#include "catalog/CatalogEditSession.h"
#include "catalog/CatalogStyle.h"
#include "catalog/CatalogTableModel.h"
#include "catalog/CatalogTablePage.h"
#include "workload/FormWidgets.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFrame>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyle>
#include <QUndoStack>
#include <QVBoxLayout>

namespace rigplan {

CatalogEditor::CatalogEditor(Catalog &catalog, QWidget *parent)
    : CatalogEditor(*new CatalogEditSession(catalog), parent)
{
    m_session->setParent(this);
}

CatalogEditor::CatalogEditor(CatalogEditSession &session, QWidget *parent)
    : QWidget(parent)
    , m_catalog(session.catalog())
    , m_session(&session)
{
    installWheelGuard();
    auto *layout = new QVBoxLayout(this);

    // Why editing is off, when it is.
    m_banner = new QFrame(this);
    m_banner->setAutoFillBackground(true);
    QPalette bannerPalette = m_banner->palette();
    bannerPalette.setColor(QPalette::Window, catalogstyle::bannerBackground());
    m_banner->setPalette(bannerPalette);
    auto *bannerLayout = new QHBoxLayout(m_banner);
    auto *icon = new QLabel(m_banner);
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(iconSize, iconSize));
    icon->setAlignment(Qt::AlignTop);
    m_bannerText = new QLabel(m_banner);
    m_bannerText->setWordWrap(true);
    m_bannerText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_retry = new QPushButton(m_banner);
    m_texts.add([this] { m_retry->setText(tr("Try again")); });
    bannerLayout->addWidget(icon);
    bannerLayout->addWidget(m_bannerText, 1);
    bannerLayout->addWidget(m_retry, 0, Qt::AlignTop);
    layout->addWidget(m_banner);

    // Undo, import/export, display currency.
    auto *toolbar = new QHBoxLayout;
    auto *undo = new QPushButton(this);
    auto *redo = new QPushButton(this);
    m_texts.add([this, undo, redo] {
        const QUndoStack *stack = m_session->undoStack();
        undo->setText(tr("Undo"));
        redo->setText(tr("Redo"));
        // The stack announces only a new index; retranslateUi() words its commands first.
        undo->setToolTip(stack->undoText());
        redo->setToolTip(stack->redoText());
    });
    undo->setEnabled(false);
    redo->setEnabled(false);
    QUndoStack *stack = m_session->undoStack();
    connect(undo, &QPushButton::clicked, stack, &QUndoStack::undo);
    connect(redo, &QPushButton::clicked, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::canUndoChanged, undo, &QWidget::setEnabled);
    connect(stack, &QUndoStack::canRedoChanged, redo, &QWidget::setEnabled);
    connect(stack, &QUndoStack::undoTextChanged, undo, &QWidget::setToolTip);
    connect(stack, &QUndoStack::redoTextChanged, redo, &QWidget::setToolTip);
    auto *importButton = new QPushButton(this);
    auto *exportButton = new QPushButton(this);
    auto *currencyLabel = new QLabel(this);
    m_texts.add([importButton, exportButton, currencyLabel] {
        importButton->setText(tr("Import CSV…"));
        importButton->setToolTip(tr("Adds or changes rows from a CSV file; its header says which table. All or "
                                    "nothing: a file with a problem changes nothing. Undo takes an import back."));
        exportButton->setText(tr("Export table as CSV…"));
        exportButton->setToolTip(tr("Writes the table shown, with your changes, to a CSV file that imports again."));
        currencyLabel->setText(tr("Show prices in:"));
    });
    m_currency = new QComboBox(this);
    if (const auto rates = m_catalog.rows(QStringLiteral("currency_rates"))) {
        QStringList codes;
        for (const CatalogRow &rate : *rates) {
            if (!codes.contains(rate.values[0].toString())) {
                codes.append(rate.values[0].toString());
            }
        }
        codes.sort();
        m_currency->addItems(codes);
    }
    m_currency->setCurrentText(m_session->displayCurrency());
    currencyLabel->setBuddy(m_currency);
    toolbar->addWidget(undo);
    toolbar->addWidget(redo);
    toolbar->addSpacing(style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing) * 3);
    toolbar->addWidget(importButton);
    toolbar->addWidget(exportButton);
    toolbar->addStretch(1);
    toolbar->addWidget(currencyLabel);
    toolbar->addWidget(m_currency);
    layout->addLayout(toolbar);

    // The tables on the left, the selected one on the right.
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    m_tables = new QListWidget(splitter);
    m_pages = new QStackedWidget(splitter);
    for (const TableDef &table : catalogTables()) {
        auto *page = new CatalogTablePage(*m_session, table, m_pages);
        m_pages->addWidget(page);
        auto *item = new QListWidgetItem(m_tables); // text: updateTableCounts()
        item->setData(Qt::UserRole, table.kind);
        connect(page, &CatalogTablePage::statusMessage, this, &CatalogEditor::showStatus);
        CatalogTableModel *model = page->model();
        connect(model, &QAbstractItemModel::rowsInserted, this, &CatalogEditor::updateTableCounts);
        connect(model, &QAbstractItemModel::rowsRemoved, this, &CatalogEditor::updateTableCounts);
        connect(model, &QAbstractItemModel::modelReset, this, &CatalogEditor::updateTableCounts);
    }
    m_tables->setCurrentRow(0);
    m_tables->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
    splitter->addWidget(m_tables);
    splitter->addWidget(m_pages);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    layout->addWidget(splitter, 1);

    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_status);

    connect(m_tables, &QListWidget::currentRowChanged, m_pages, &QStackedWidget::setCurrentIndex);
    connect(importButton, &QPushButton::clicked, this, [this] { importCsv(); });
    connect(exportButton, &QPushButton::clicked, this, [this] { exportCurrentTable(); });
    connect(m_currency, &QComboBox::currentTextChanged, m_session, &CatalogEditSession::setDisplayCurrency);
    connect(m_retry, &QPushButton::clicked, m_session, &CatalogEditSession::retryEditing);
    connect(m_session, &CatalogEditSession::editingAllowedChanged, this, [this, importButton] {
        updateBanner();
        importButton->setEnabled(m_session->canEdit());
    });
    connect(m_session, &CatalogEditSession::catalogChanged, this, &CatalogEditor::catalogChanged);
    connect(m_session, &CatalogEditSession::historyStepped, this, [this](const QString &text, bool undone) {
        showStatus(undone ? tr("Undone: %1").arg(text) : tr("Redone: %1").arg(text));
    });
    connect(m_session, &CatalogEditSession::editRefused, this,
            [this](const QString &message) { showStatus(tr("Not saved: %1").arg(message)); });
    connect(m_session, &CatalogEditSession::writeFailed, this, [this](const QString &message) {
        showStatus(tr("The catalog was not changed: %1").arg(message));
        // Queued: this runs inside an edit or an undo, which must finish before a dialog waits.
        QMetaObject::invokeMethod(
            this,
            [this, message] {
                Prompts::instance().error(this, tr("Catalog not changed"),
                                          tr("The change could not be saved in the catalog. The editor now shows "
                                             "what the catalog holds."),
                                          message);
            },
            Qt::QueuedConnection);
    });
    importButton->setEnabled(m_session->canEdit());
    updateBanner();
    updateTableCounts();
    // The list as wide as its longest entry; the rest goes to the table.
    const int listWidth = m_tables->sizeHintForColumn(0) + 4 * m_tables->frameWidth()
                          + style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    m_tables->setMinimumWidth(listWidth);
    splitter->setSizes({listWidth, 4 * listWidth});
}

CatalogEditor::~CatalogEditor()
{
    // An open cell editor commits when it loses focus: let it do so while this is whole,
    // then keep the session and the pages from calling back into a half-destroyed widget.
    if (QWidget *focus = QApplication::focusWidget(); focus && isAncestorOf(focus)) {
        focus->clearFocus();
    }
    m_session->disconnect(this);
    for (int i = 0; i < m_pages->count(); ++i) {
        auto *page = static_cast<CatalogTablePage *>(m_pages->widget(i));
        page->disconnect(this);
        page->model()->disconnect(this);
    }
}

void CatalogEditor::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
}

void CatalogEditor::retranslateUi()
{
    // The pages and their models retranslate on their own LanguageChange; the status line is
    // a past message and stays as it was said.
    m_session->retranslateHistory();
    m_texts.apply();
    updateBanner();
    updateTableCounts();
}

QUndoStack *CatalogEditor::undoStack() const
{
    return m_session->undoStack();
}

void CatalogEditor::reload()
{
    m_session->reloadPrices();
    for (int i = 0; i < m_pages->count(); ++i) {
        static_cast<CatalogTablePage *>(m_pages->widget(i))->reload();
    }
    updateTableCounts();
}

CatalogTablePage *CatalogEditor::page(const QString &kind) const
{
    for (int i = 0; i < m_pages->count(); ++i) {
        auto *candidate = static_cast<CatalogTablePage *>(m_pages->widget(i));
        if (candidate->kind() == kind) {
            return candidate;
        }
    }
    return nullptr;
}

CatalogTablePage *CatalogEditor::currentPage() const
{
    return static_cast<CatalogTablePage *>(m_pages->currentWidget());
}

void CatalogEditor::showTable(const QString &kind)
{
    for (int i = 0; i < m_tables->count(); ++i) {
        if (m_tables->item(i)->data(Qt::UserRole).toString() == kind) {
            m_tables->setCurrentRow(i);
        }
    }
}

bool CatalogEditor::isEditable() const
{
    return m_session->canEdit();
}

QString CatalogEditor::bannerText() const
{
    return m_banner->isHidden() ? QString() : m_bannerText->text();
}

QString CatalogEditor::statusText() const
{
    return m_status->text();
}

void CatalogEditor::updateBanner()
{
    m_bannerText->setText(m_session->blockedReason());
    m_banner->setVisible(!m_session->canEdit());
    m_retry->setVisible(!m_catalog.isReadOnly());
}

void CatalogEditor::updateTableCounts()
{
    for (int i = 0; i < m_tables->count() && i < m_pages->count(); ++i) {
        const auto *page = static_cast<CatalogTablePage *>(m_pages->widget(i));
        m_tables->item(i)->setText(
            tr("%1 (%2)", "table name, row count").arg(CatalogColumns::tableTitle(page->kind())).arg(page->model()->rowCount()));
    }
}

void CatalogEditor::showStatus(const QString &message)
{
    m_status->setText(message);
}

bool CatalogEditor::importCsv()
{
    const QString fileName = Prompts::instance().openFileName(this, tr("Import catalog CSV"), QDir::homePath(),
                                                              tr("CSV files (*.csv);;All files (*)"));
    if (fileName.isEmpty()) {
        return false;
    }
    return importCsvFile(fileName);
}

bool CatalogEditor::importCsvFile(const QString &fileName)
{
    if (!m_session->canEdit()) {
        Prompts::instance().error(this, tr("Nothing was imported"), m_session->blockedReason());
        return false;
    }
    const Result<ImportSummary> result = m_session->importCsv(fileName);
    if (!result) {
        const QStringList lines = diagnosticTexts(result.diagnostics(), kMaxListedDiagnostics);
        const QString text = tr("%1 has %n problem(s), so nothing was imported and the catalog is unchanged. The "
                                "details list each one as file:line:column: message.",
                                nullptr, int(result.diagnostics().size()))
                                 .arg(QFileInfo(fileName).fileName());
        showStatus(text);
        Prompts::instance().error(this, tr("Nothing was imported"), text, lines.join(QLatin1Char('\n')));
        return false;
    }
    showTable(result->kind);
    showStatus(tr("Imported %1 into %2: %3 added, %4 changed, %5 already as in the file. Undo takes the import "
                  "back.")
                   .arg(QFileInfo(fileName).fileName(), CatalogColumns::tableTitle(result->kind))
                   .arg(result->inserted)
                   .arg(result->updated)
                   .arg(result->unchanged));
    return true;
}

bool CatalogEditor::exportCurrentTable()
{
    const QString kind = currentPage()->kind();
    const QString fileName = Prompts::instance().saveFileName(
        this, tr("Export %1 as CSV").arg(CatalogColumns::tableTitle(kind)),
        QDir::home().filePath(kind + QStringLiteral(".csv")), tr("CSV files (*.csv)"));
    if (fileName.isEmpty()) {
        return false;
    }
    return exportTable(kind, fileName);
}

bool CatalogEditor::exportTable(const QString &kind, const QString &fileName)
{
    if (!m_session->exportCsv(kind, fileName)) {
        Prompts::instance().error(this, tr("Export failed"), tr("%1 was not written.").arg(fileName),
                                  m_session->lastError());
        showStatus(tr("Export failed: %1").arg(m_session->lastError()));
        return false;
    }
    showStatus(tr("Exported %1 to %2.").arg(CatalogColumns::tableTitle(kind), fileName));
    return true;
}

bool CatalogEditor::addPart(const QString &kind, const QStringList &fieldsInColumnOrder)
{
    return m_session->addPart(kind, fieldsInColumnOrder);
}

} // namespace rigplan
