#include "MainWindow.h"

#include "CatalogTableModel.h"
#include "catalog/Catalog.h"

#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace rigplan {

MainWindow::MainWindow(Catalog &catalog, QWidget *parent)
    : QMainWindow(parent)
    , m_catalog(catalog)
{
    setWindowTitle(tr("RigPlan — hardware catalog"));
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    m_search = new QLineEdit(central);
    m_search->setPlaceholderText(tr("Search the catalog (id, name, any column)…"));
    m_search->setClearButtonEnabled(true);
    layout->addWidget(m_search);
    m_tabs = new QTabWidget(central);
    layout->addWidget(m_tabs);
    setCentralWidget(central);

    for (const TableDef &table : catalogTables()) {
        auto *model = new CatalogTableModel(table, this);
        auto *proxy = new QSortFilterProxyModel(this);
        proxy->setSourceModel(model);
        proxy->setFilterKeyColumn(-1);
        proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
        connect(m_search, &QLineEdit::textChanged, proxy, &QSortFilterProxyModel::setFilterFixedString);
        auto *view = new QTableView(m_tabs);
        view->setModel(proxy);
        view->setSortingEnabled(true);
        view->sortByColumn(0, Qt::AscendingOrder);
        view->setAlternatingRowColors(true);
        view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
        view->verticalHeader()->hide();
        m_tabs->addTab(view, table.kind);
    }
    reload();
    resize(1280, 800);
}

void MainWindow::reload()
{
    int total = 0;
    for (int i = 0; i < m_tabs->count(); ++i) {
        auto *view = qobject_cast<QTableView *>(m_tabs->widget(i));
        auto *proxy = qobject_cast<QSortFilterProxyModel *>(view->model());
        auto *model = qobject_cast<CatalogTableModel *>(proxy->sourceModel());
        auto rows = m_catalog.rows(model->table().kind);
        if (!rows) {
            statusBar()->showMessage(m_catalog.errorString());
            continue;
        }
        total += int(rows->size());
        m_tabs->setTabText(i, QStringLiteral("%1 (%2)").arg(model->table().kind).arg(rows->size()));
        model->setRows(std::move(*rows));
        view->resizeColumnsToContents();
    }
    statusBar()->showMessage(tr("%1 rows from %2").arg(total).arg(m_catalog.path()));
}

} // namespace rigplan
