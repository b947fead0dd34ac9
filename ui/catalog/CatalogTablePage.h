// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Retranslate.h"
#include "catalog/CatalogFilterProxy.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QMenu;
class QPushButton;
class QTableView;

namespace rigplan {

class AddPartDialog;
class CatalogEditSession;
class CatalogItemDelegate;
class CatalogTableModel;
class PricePanel;
struct TableDef;

// One catalog table in the editor: search, filters that fit the table (vendor, socket, ...,
// for GPUs a minimum memory, and "changed by you" / "added by you"), the sortable table with
// in-place editing, actions for the selected part, and for part tables the price panel.
class CatalogTablePage final : public QWidget {
    Q_OBJECT
public:
    CatalogTablePage(CatalogEditSession &session, const TableDef &table, QWidget *parent = nullptr);

    QString kind() const;
    CatalogTableModel *model() const { return m_model; }
    CatalogFilterProxy *proxy() const { return m_proxy; }
    QTableView *view() const { return m_view; }
    CatalogItemDelegate *delegate() const { return m_delegate; }
    PricePanel *pricePanel() const { return m_pricePanel; }

    bool reload();
    void setSearchText(const QString &text);
    void setOriginFilter(CatalogFilterProxy::Origin origin);
    // Sets a value filter by CSV column ("vendor"); an empty value shows every row.
    void setValueFilter(const QString &column, const QString &value);
    // GPUs: the smallest memory to show, in GiB (0 = any).
    void setMinimumMemoryGiB(double gib);
    int visibleRowCount() const;

    // The part in the current row of the view (empty when none).
    QString currentId() const;
    bool selectId(const QString &id);

    // The actions, as the buttons and the context menu run them.
    AddPartDialog *createAddPartDialog(const QString &likeId = {});
    bool removeCurrentPart();
    bool revertCurrentValue();

Q_SIGNALS:
    void statusMessage(const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void addValueFilter(const QString &column, QLayout *layout);
    void refillValueFilters();
    void updateActions();
    void updateCount();
    void showContextMenu(const QPoint &position);

    CatalogEditSession &m_session;
    const TableDef &m_table;
    CatalogTableModel *m_model = nullptr;
    CatalogFilterProxy *m_proxy = nullptr;
    QTableView *m_view = nullptr;
    CatalogItemDelegate *m_delegate = nullptr;
    PricePanel *m_pricePanel = nullptr;
    QLineEdit *m_search = nullptr;
    QComboBox *m_origin = nullptr;
    QDoubleSpinBox *m_minMemory = nullptr;
    std::vector<std::pair<QString, QComboBox *>> m_valueFilters; // CSV column, its combo
    QLabel *m_count = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_revert = nullptr;
    bool m_resized = false;
    TextSetters m_texts;
};

} // namespace rigplan
