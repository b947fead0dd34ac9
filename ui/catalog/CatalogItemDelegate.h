// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace rigplan {

class CatalogTableModel;

// Edits catalog cells: a list of the allowed values for enum and yes/no columns, a line edit
// for the rest. What the user types is checked as they type (CatalogTableModel::checkEdit,
// which converts the display unit and runs parseField): a bad value marks the editor with
// a warning icon whose tooltip gives the reason, Enter does not accept it, and a bad value
// is never written — leaving the cell reports editRejected() instead.
class CatalogItemDelegate final : public QStyledItemDelegate {
    Q_OBJECT
public:
    explicit CatalogItemDelegate(QObject *parent = nullptr);

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;

    // The catalog model behind `index` (through any proxies) and the index in it.
    static const CatalogTableModel *catalogModel(const QModelIndex &index, QModelIndex *sourceIndex = nullptr);
    // Why the editor's current text would be refused; empty when it is fine.
    static QString editorError(const QWidget *editor);

Q_SIGNALS:
    void editRejected(const QString &message) const;

protected:
    bool eventFilter(QObject *object, QEvent *event) override;
};

} // namespace rigplan
