// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/CatalogItemDelegate.h"

#include "catalog/CatalogColumns.h"
#include "catalog/CatalogTableModel.h"

#include <QAbstractProxyModel>
#include <QAction>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPersistentModelIndex>
#include <QStyle>
#include <QToolTip>

namespace rigplan {

namespace {

const char kErrorProperty[] = "rigplanEditError";
const char kWarningAction[] = "rigplanWarning";

// Marks `editor` with the reason its text would be refused (empty = fine).
void showEditorError(QLineEdit *editor, const QString &error)
{
    editor->setProperty(kErrorProperty, error);
    QAction *warning = editor->findChild<QAction *>(QLatin1String(kWarningAction));
    if (error.isEmpty()) {
        if (warning) {
            editor->removeAction(warning);
            delete warning;
        }
        editor->setToolTip({});
        QToolTip::hideText();
        return;
    }
    if (!warning) {
        warning = editor->addAction(editor->style()->standardIcon(QStyle::SP_MessageBoxWarning),
                                    QLineEdit::TrailingPosition);
        warning->setObjectName(QLatin1String(kWarningAction));
    }
    warning->setToolTip(error);
    editor->setToolTip(error);
    if (editor->isVisible()) {
        QToolTip::showText(editor->mapToGlobal(QPoint(0, editor->height())), error, editor);
    }
}

} // namespace

CatalogItemDelegate::CatalogItemDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{
}

const CatalogTableModel *CatalogItemDelegate::catalogModel(const QModelIndex &index, QModelIndex *sourceIndex)
{
    QModelIndex current = index;
    const QAbstractItemModel *model = index.model();
    while (const auto *proxy = qobject_cast<const QAbstractProxyModel *>(model)) {
        current = proxy->mapToSource(current);
        model = proxy->sourceModel();
    }
    if (sourceIndex) {
        *sourceIndex = current;
    }
    return qobject_cast<const CatalogTableModel *>(model);
}

QString CatalogItemDelegate::editorError(const QWidget *editor)
{
    return editor ? editor->property(kErrorProperty).toString() : QString();
}

QWidget *CatalogItemDelegate::createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                                           const QModelIndex &index) const
{
    QModelIndex source;
    const CatalogTableModel *model = catalogModel(index, &source);
    const ColumnDef *column = model ? model->columnDef(source.column()) : nullptr;
    if (column && (column->type == ColumnType::Enum || column->type == ColumnType::Bool)) {
        auto *combo = new QComboBox(parent);
        if (!column->required) {
            combo->addItem(tr("(empty)"), QString());
        }
        if (column->type == ColumnType::Bool) {
            combo->addItem(tr("yes"), QStringLiteral("1"));
            combo->addItem(tr("no"), QStringLiteral("0"));
        } else {
            for (const QString &allowed : column->allowed) {
                combo->addItem(allowed, allowed);
            }
        }
        return combo;
    }
    auto *editor = qobject_cast<QLineEdit *>(QStyledItemDelegate::createEditor(parent, option, index));
    if (!editor) {
        editor = new QLineEdit(parent);
    }
    editor->setFrame(false);
    const QPersistentModelIndex persistent(index);
    connect(editor, &QLineEdit::textEdited, editor, [editor, persistent](const QString &text) {
        QModelIndex sourceIndex;
        const CatalogTableModel *catalog = catalogModel(persistent, &sourceIndex);
        QString stored;
        QString error;
        if (catalog && !catalog->checkEdit(sourceIndex, text, stored, error)) {
            showEditorError(editor, error);
        } else {
            showEditorError(editor, {});
        }
    });
    return editor;
}

void CatalogItemDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        const int at = combo->findData(index.data(Qt::EditRole).toString());
        combo->setCurrentIndex(at >= 0 ? at : 0);
        return;
    }
    if (auto *line = qobject_cast<QLineEdit *>(editor)) {
        line->setText(index.data(Qt::EditRole).toString());
        showEditorError(line, {});
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void CatalogItemDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    QString typed;
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        typed = combo->currentData().toString();
    } else if (auto *line = qobject_cast<QLineEdit *>(editor)) {
        typed = line->text();
    } else {
        QStyledItemDelegate::setModelData(editor, model, index);
        return;
    }
    QModelIndex sourceIndex;
    const CatalogTableModel *catalog = catalogModel(index, &sourceIndex);
    QString stored;
    QString error;
    if (catalog && !catalog->checkEdit(sourceIndex, typed, stored, error)) {
        // Never written: the cell keeps the value the catalog holds.
        Q_EMIT editRejected(error);
        return;
    }
    model->setData(index, typed, Qt::EditRole);
}

bool CatalogItemDelegate::eventFilter(QObject *object, QEvent *event)
{
    auto *line = qobject_cast<QLineEdit *>(object);
    if (line && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        const bool accepts = key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Tab
                             || key == Qt::Key_Backtab;
        const QString error = editorError(line);
        if (accepts && !error.isEmpty()) {
            // Keep the editor open on a bad value and say why once more.
            QToolTip::showText(line->mapToGlobal(QPoint(0, line->height())), error, line);
            return true;
        }
    }
    return QStyledItemDelegate::eventFilter(object, event);
}

} // namespace rigplan
