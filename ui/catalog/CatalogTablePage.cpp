// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/CatalogTablePage.h"

#include "catalog/AddPartDialog.h"
#include "catalog/CatalogColumns.h"
#include "catalog/CatalogEditSession.h"
#include "catalog/CatalogItemDelegate.h"
#include "catalog/CatalogTableModel.h"
#include "catalog/PricePanel.h"
#include "catalog/Parts.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QEvent>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace rigplan {

namespace {

// The columns worth a drop-down filter, per table: few distinct values a user picks from.
QStringList valueFilterColumns(const QString &kind)
{
    if (kind == QLatin1String("gpus")) return {QStringLiteral("vendor"), QStringLiteral("form_factor")};
    if (kind == QLatin1String("cpus")) return {QStringLiteral("vendor"), QStringLiteral("socket")};
    if (kind == QLatin1String("memory")) return {QStringLiteral("memory_type")};
    if (kind == QLatin1String("storage")) return {QStringLiteral("interface"), QStringLiteral("form_factor")};
    if (kind == QLatin1String("psus")) return {QStringLiteral("form")};
    if (kind == QLatin1String("platforms")) return {QStringLiteral("cooling_class"), QStringLiteral("socket")};
    if (kind == QLatin1String("nics")) return {QStringLiteral("network"), QStringLiteral("port_gbps")};
    if (kind == QLatin1String("coolers")) return {QStringLiteral("kind")};
    if (kind == QLatin1String("bridges")) return {QStringLiteral("slot_spacing")};
    if (kind == QLatin1String("services")) return {QStringLiteral("category"), QStringLiteral("price_rule")};
    if (kind == QLatin1String("models")) return {QStringLiteral("model_type")};
    if (kind == QLatin1String("prices")) return {QStringLiteral("part_kind"), QStringLiteral("currency")};
    if (kind == QLatin1String("gpu_architectures")) return {QStringLiteral("vendor")};
    if (kind == QLatin1String("framework_support")) return {QStringLiteral("framework"), QStringLiteral("architecture")};
    if (kind == QLatin1String("format_support")) return {QStringLiteral("format"), QStringLiteral("architecture")};
    if (kind == QLatin1String("cloud_offers")) return {QStringLiteral("gpu_id"), QStringLiteral("pricing")};
    return {};
}

constexpr int kMaxColumnChars = 36; // wider text (sources, notes) is elided; the tooltip has it all

} // namespace

CatalogTablePage::CatalogTablePage(CatalogEditSession &session, const TableDef &table, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_table(table)
{
    m_model = new CatalogTableModel(session, table, this);
    m_proxy = new CatalogFilterProxy(this);
    m_proxy->setSourceModel(m_model);
    m_delegate = new CatalogItemDelegate(this);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    // Search and the origin filter.
    auto *searchRow = new QHBoxLayout;
    m_search = new QLineEdit(this);
    m_search->setClearButtonEnabled(true);
    searchRow->addWidget(m_search, 1);
    m_origin = new QComboBox(this);
    m_origin->addItem(QString(), int(CatalogFilterProxy::Origin::All));
    if (table.keyed) {
        m_origin->addItem(QString(), int(CatalogFilterProxy::Origin::ChangedByUser));
        m_origin->addItem(QString(), int(CatalogFilterProxy::Origin::AddedByUser));
    }  else {
        m_origin->addItem(QString(), int(CatalogFilterProxy::Origin::AddedByUser));
    }
    // Tables with prices (the part tables and the price list): the prices to update.
    const bool priced = table.kind == QLatin1String("prices") || !CatalogColumns::partKindOf(table.kind).isEmpty();
    if (priced) {
        m_origin->addItem(QString(), int(CatalogFilterProxy::Origin::StalePrice));
    }
    m_texts.add([this, priced] {
        m_search->setPlaceholderText(tr("Search every column…"));
        QStringList items = m_table.keyed ? QStringList{tr("All rows"), tr("Changed by you"), tr("Added by you")}
                                          : QStringList{tr("All rows"), tr("Entered by you")};
        if (priced) {
            //: Filter: rows whose price is dated more than %1 days before today.
            items.append(tr("Stale prices (older than %1 days)").arg(kStalePriceDays));
        }
        setItemTexts(m_origin, items);
        m_origin->setToolTip(tr("Show every row, only the rows you changed or added, or the prices to update."));
    });
    searchRow->addWidget(m_origin);
    layout->addLayout(searchRow);

    // Filters that fit this table.
    auto *filterRow = new QHBoxLayout;
    for (const QString &column : valueFilterColumns(table.kind)) {
        addValueFilter(column, filterRow);
    }
    if (table.kind == QLatin1String("gpus")) {
        auto *label = new QLabel(this);
        m_minMemory = new QDoubleSpinBox(this);
        m_minMemory->setRange(0, 100000);
        m_minMemory->setDecimals(0);
        m_minMemory->setSingleStep(8);
        m_texts.add([this, label] {
            label->setText(tr("Memory at least (GiB):"));
            m_minMemory->setSpecialValueText(tr("any"));
        });
        label->setBuddy(m_minMemory);
        filterRow->addWidget(label);
        filterRow->addWidget(m_minMemory);
        connect(m_minMemory, &QDoubleSpinBox::valueChanged, this, [this](double gib) { setMinimumMemoryGiB(gib); });
    }
    filterRow->addStretch(1);
    m_count = new QLabel(this);
    filterRow->addWidget(m_count);
    layout->addLayout(filterRow);

    m_view = new QTableView(this);
    m_view->setModel(m_proxy);
    m_view->setItemDelegate(m_delegate);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(0, Qt::AscendingOrder);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                            | QAbstractItemView::AnyKeyPressed);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->verticalHeader()->hide();
    // One line of text per row (the style's default is roomier): more parts in view.
    m_view->verticalHeader()->setMinimumSectionSize(m_view->fontMetrics().height() + 4);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() * 3 / 2 + 2);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_view->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);

    // Actions for the selected part.
    auto *actions = new QHBoxLayout;
    m_add = new QPushButton(this);
    m_remove = new QPushButton(this);
    m_revert = new QPushButton(this);
    m_texts.add([this] {
        m_add->setText(tr("Add part…"));
        m_remove->setText(tr("Remove the part I added"));
        m_revert->setText(tr("Revert to shipped value"));
        m_revert->setToolTip(tr("Puts the selected cell back to the value RigPlan shipped (for a price: removes the "
                                "prices you set)."));
    });
    actions->addWidget(m_add);
    actions->addWidget(m_remove);
    actions->addWidget(m_revert);
    actions->addStretch(1);
    const bool editableTable = table.keyed;
    m_add->setVisible(editableTable);
    m_remove->setVisible(editableTable);
    m_revert->setVisible(editableTable);

    if (m_model->hasPrices()) {
        m_pricePanel = new PricePanel(session, table.kind, this);
        auto *splitter = new QSplitter(Qt::Vertical, this);
        auto *top = new QWidget(splitter);
        auto *topLayout = new QVBoxLayout(top);
        topLayout->setContentsMargins(0, 0, 0, 0);
        topLayout->addWidget(m_view, 1);
        topLayout->addLayout(actions);
        splitter->addWidget(top);
        splitter->addWidget(m_pricePanel);
        splitter->setStretchFactor(0, 3);
        splitter->setStretchFactor(1, 1);
        splitter->setCollapsible(0, false);
        splitter->setCollapsible(1, true); // the user may drag the price panel away
        layout->addWidget(splitter, 1);
    } else {
        layout->addWidget(m_view, 1);
        layout->addLayout(actions);
    }

    connect(m_search, &QLineEdit::textChanged, this, &CatalogTablePage::setSearchText);
    connect(m_origin, &QComboBox::currentIndexChanged, this, [this] {
        setOriginFilter(CatalogFilterProxy::Origin(m_origin->currentData().toInt()));
    });
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &CatalogTablePage::updateCount);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &CatalogTablePage::updateCount);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &CatalogTablePage::updateCount);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &CatalogTablePage::updateCount);
    connect(m_model, &QAbstractItemModel::modelReset, this, &CatalogTablePage::refillValueFilters);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &CatalogTablePage::updateActions);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &CatalogTablePage::updateActions);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &CatalogTablePage::updateActions);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &CatalogTablePage::updateActions);
    connect(m_model, &QAbstractItemModel::modelReset, this, &CatalogTablePage::updateActions);
    connect(&m_session, &CatalogEditSession::editingAllowedChanged, this, &CatalogTablePage::updateActions);
    connect(m_view, &QWidget::customContextMenuRequested, this, &CatalogTablePage::showContextMenu);
    const auto rejected = [this](const QString &message) { Q_EMIT statusMessage(tr("Not saved: %1").arg(message)); };
    connect(m_model, &CatalogTableModel::editRejected, this, rejected);
    connect(m_delegate, &CatalogItemDelegate::editRejected, this, rejected);

    connect(m_add, &QPushButton::clicked, this, [this] {
        AddPartDialog *dialog = createAddPartDialog();
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    connect(m_remove, &QPushButton::clicked, this, [this] { removeCurrentPart(); });
    connect(m_revert, &QPushButton::clicked, this, [this] { revertCurrentValue(); });

    reload();
}

void CatalogTablePage::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
    }
}

void CatalogTablePage::retranslateUi()
{
    // The same widgets and the same proxy: the search text, the filters chosen, the sort and
    // the selected row stay; only the words change.
    m_texts.apply();
    m_model->retranslate();
    refillValueFilters(); // "All", and values the model words (yes / no)
    updateCount();
}

QString CatalogTablePage::kind() const
{
    return m_table.kind;
}

bool CatalogTablePage::reload()
{
    if (const auto reloaded = m_model->reload(); !reloaded) {
        Q_EMIT statusMessage(reloaded.diagnostic().message);
        return false;
    }
    if (!m_resized) {
        // Fit the columns once; later reloads keep the widths the user chose.
        m_resized = true;
        m_view->resizeColumnsToContents();
        const int cap = m_view->fontMetrics().averageCharWidth() * kMaxColumnChars;
        for (int c = 0; c < m_model->columnCount(); ++c) {
            if (m_view->columnWidth(c) > cap) {
                m_view->setColumnWidth(c, cap);
            }
        }
    }
    return true;
}

void CatalogTablePage::addValueFilter(const QString &column, QLayout *layout)
{
    const int c = m_table.columnIndex(column);
    if (c < 0) {
        return;
    }
    auto *label = new QLabel(this);
    m_texts.add([this, label, c] {
        const QString name = CatalogColumns::label(m_table.kind, m_table.columns[std::size_t(c)]);
        label->setText(tr("%1:", "filter label").arg(name));
    });
    auto *combo = new QComboBox(this);
    combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    label->setBuddy(combo);
    layout->addWidget(label);
    layout->addWidget(combo);
    m_valueFilters.emplace_back(column, combo);
    connect(combo, &QComboBox::currentIndexChanged, this, [this, column, combo] {
        m_proxy->setValueFilter(m_model->modelColumnOf(column), combo->currentData().toString());
        updateCount();
    });
}

void CatalogTablePage::refillValueFilters()
{
    for (const auto &[column, combo] : m_valueFilters) {
        const int modelColumn = m_model->modelColumnOf(column);
        QStringList values;
        for (int r = 0; r < m_model->rowCount(); ++r) {
            const QString value = m_model->index(r, modelColumn).data(Qt::DisplayRole).toString();
            if (!value.isEmpty() && !values.contains(value)) {
                values.append(value);
            }
        }
        values.sort(Qt::CaseInsensitive);
        const QString current = combo->currentData().toString();
        const QSignalBlocker blocker(combo);
        combo->clear();
        combo->addItem(tr("All"), QString());
        for (const QString &value : values) {
            combo->addItem(value, value);
        }
        const int at = combo->findData(current);
        combo->setCurrentIndex(at >= 0 ? at : 0);
        m_proxy->setValueFilter(modelColumn, combo->currentData().toString());
    }
}

void CatalogTablePage::setSearchText(const QString &text)
{
    if (m_search->text() != text) {
        m_search->setText(text); // comes back here through textChanged
        return;
    }
    m_proxy->setSearchText(text);
    updateCount();
}

void CatalogTablePage::setOriginFilter(CatalogFilterProxy::Origin origin)
{
    const int at = m_origin->findData(int(origin));
    if (at >= 0 && at != m_origin->currentIndex()) {
        m_origin->setCurrentIndex(at); // comes back here through currentIndexChanged
        return;
    }
    m_proxy->setOrigin(origin);
    updateCount();
}

void CatalogTablePage::setValueFilter(const QString &column, const QString &value)
{
    for (const auto &[name, combo] : m_valueFilters) {
        if (name == column) {
            const int at = combo->findData(value);
            combo->setCurrentIndex(at >= 0 ? at : 0);
        }
    }
}

void CatalogTablePage::setMinimumMemoryGiB(double gib)
{
    if (m_minMemory && m_minMemory->value() != gib) {
        m_minMemory->setValue(gib); // comes back here through valueChanged
        return;
    }
    const ColumnDef &memory = m_table.columns[std::size_t(m_table.columnIndex(QStringLiteral("memory_bytes")))];
    m_proxy->setMinimumFilter(m_model->modelColumnOf(memory.name),
                              gib > 0 ? std::optional<double>(gib * CatalogColumns::scale(m_table.kind, memory))
                                      : std::nullopt);
    updateCount();
}

int CatalogTablePage::visibleRowCount() const
{
    return m_proxy->rowCount();
}

void CatalogTablePage::updateCount()
{
    const int shown = m_proxy->rowCount();
    const int total = m_model->rowCount();
    m_count->setText(shown == total ? tr("%n row(s)", nullptr, total) : tr("%1 of %2 rows").arg(shown).arg(total));
}

QString CatalogTablePage::currentId() const
{
    const QModelIndex current = m_proxy->mapToSource(m_view->currentIndex());
    return current.isValid() ? m_model->idAt(current.row()) : QString();
}

bool CatalogTablePage::selectId(const QString &id)
{
    const int row = m_model->rowOfId(id);
    if (row < 0) {
        return false;
    }
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    if (!index.isValid()) {
        return false; // filtered out
    }
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index);
    return true;
}

void CatalogTablePage::updateActions()
{
    const QModelIndex current = m_proxy->mapToSource(m_view->currentIndex());
    const CatalogRow *row = current.isValid() ? m_model->rowAt(current.row()) : nullptr;
    const bool editable = m_session.canEdit() && m_table.keyed;
    m_add->setEnabled(editable);
    m_remove->setEnabled(editable && row && row->origin == QLatin1String("user"));
    m_revert->setEnabled(editable && current.isValid() && current.data(CatalogTableModel::ChangedRole).toBool()
                         && m_model->columnKind(current.column()) != CatalogTableModel::ColumnKind::Origin);
    if (m_pricePanel) {
        const int nameColumn = m_model->modelColumnOf(QStringLiteral("name"));
        m_pricePanel->setPart(row ? m_model->idAt(current.row()) : QString(),
                              row && nameColumn >= 0 ? m_model->index(current.row(), nameColumn).data().toString()
                                                     : QString());
    }
}

AddPartDialog *CatalogTablePage::createAddPartDialog(const QString &likeId)
{
    auto submit = [this](const QStringList &fields, QString &error) {
        if (!m_session.addPart(m_table.kind, fields)) {
            error = m_session.lastError();
            return false;
        }
        const QString id = fields.value(0);
        // A filter might hide the new part: show everything so the user sees it.
        if (m_model->rowOfId(id) >= 0 && !selectId(id)) {
            m_search->clear();
            setOriginFilter(CatalogFilterProxy::Origin::All);
            for (const auto &filter : m_valueFilters) {
                filter.second->setCurrentIndex(0);
            }
            if (m_minMemory) {
                m_minMemory->setValue(0);
            }
            selectId(id);
        }
        Q_EMIT statusMessage(tr("Added %1. Undo removes it again.").arg(id));
        return true;
    };
    auto *dialog = new AddPartDialog(m_table, submit, this);
    const int row = m_model->rowOfId(likeId);
    if (!likeId.isEmpty() && row >= 0) {
        dialog->prefill(*m_model->rowAt(row));
        dialog->setWindowTitle(tr("Add a part like %1").arg(likeId));
    }
    return dialog;
}

bool CatalogTablePage::removeCurrentPart()
{
    const QString id = currentId();
    if (id.isEmpty()) {
        return false;
    }
    if (!m_session.removeUserPart(m_table.kind, id)) {
        Q_EMIT statusMessage(m_session.lastError());
        return false;
    }
    Q_EMIT statusMessage(tr("Removed %1. Undo brings it back.").arg(id));
    return true;
}

bool CatalogTablePage::revertCurrentValue()
{
    const QModelIndex current = m_proxy->mapToSource(m_view->currentIndex());
    if (!current.isValid()) {
        return false;
    }
    const QString id = m_model->idAt(current.row());
    bool ok = false;
    switch (m_model->columnKind(current.column())) {
    case CatalogTableModel::ColumnKind::Price:
        ok = m_session.revertPrices(m_table.kind, id);
        break;
    case CatalogTableModel::ColumnKind::Field:
        ok = m_session.revertValue(m_table.kind, id, m_model->columnDef(current.column())->name);
        break;
    case CatalogTableModel::ColumnKind::Origin:
        return false;
    }
    if (!ok) {
        Q_EMIT statusMessage(m_session.lastError());
    }
    return ok;
}

void CatalogTablePage::showContextMenu(const QPoint &position)
{
    const QModelIndex proxyIndex = m_view->indexAt(position);
    if (!proxyIndex.isValid()) {
        return;
    }
    m_view->setCurrentIndex(proxyIndex);
    const QModelIndex index = m_proxy->mapToSource(proxyIndex);
    const CatalogRow *row = m_model->rowAt(index.row());
    const bool editable = m_session.canEdit();
    const CatalogTableModel::ColumnKind columnKind = m_model->columnKind(index.column());
    const bool changed = index.data(CatalogTableModel::ChangedRole).toBool();

    auto *menu = new QMenu(this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    if (m_table.keyed && changed && columnKind == CatalogTableModel::ColumnKind::Field) {
        menu->addAction(tr("Revert to shipped value"), this, [this] { revertCurrentValue(); })->setEnabled(editable);
    }
    if (m_table.keyed && changed && columnKind == CatalogTableModel::ColumnKind::Price) {
        menu->addAction(tr("Back to shipped prices"), this, [this] { revertCurrentValue(); })->setEnabled(editable);
    }
    if (m_table.kind == QLatin1String("prices") && row && row->origin == QLatin1String("user")) {
        const QString partKind = row->value(m_table, QStringLiteral("part_kind")).toString();
        const QString partId = row->value(m_table, QStringLiteral("part_id")).toString();
        menu->addAction(tr("Back to shipped prices for %1").arg(partId), this, [this, partKind, partId] {
                if (!m_session.revertPrices(partKindToKind(partKind), partId)) {
                    Q_EMIT statusMessage(m_session.lastError());
                }
            })->setEnabled(editable);
    }
    if (m_table.keyed && row && row->origin == QLatin1String("user")) {
        menu->addAction(tr("Remove part I added"), this, [this] { removeCurrentPart(); })->setEnabled(editable);
    }
    if (m_table.keyed) {
        const QString id = m_model->idAt(index.row());
        menu->addAction(tr("Add a part like this one…"), this, [this, id] {
                AddPartDialog *dialog = createAddPartDialog(id);
                dialog->setAttribute(Qt::WA_DeleteOnClose);
                dialog->open();
            })->setEnabled(editable);
    }
    if (!menu->isEmpty()) {
        menu->addSeparator();
    }
    const QString text = proxyIndex.data(Qt::DisplayRole).toString();
    menu->addAction(tr("Copy"), this, [text] { QApplication::clipboard()->setText(text); });
    menu->popup(m_view->viewport()->mapToGlobal(position));
}

} // namespace rigplan
