// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalog/AddPartDialog.h"

#include "catalog/CatalogColumns.h"
#include "catalog/CatalogStyle.h"
#include "workload/FormWidgets.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace rigplan {

namespace {

QString editorText(const QWidget *editor)
{
    if (const auto *combo = qobject_cast<const QComboBox *>(editor)) {
        return combo->currentData().toString();
    }
    if (const auto *line = qobject_cast<const QLineEdit *>(editor)) {
        return line->text();
    }
    return {};
}

void setErrorText(QLabel *label, const QString &error)
{
    label->setText(error);
    label->setVisible(!error.isEmpty());
}

} // namespace

AddPartDialog::AddPartDialog(const TableDef &table, Submit onSubmit, QWidget *parent)
    : QDialog(parent)
    , m_table(table)
    , m_submit(std::move(onSubmit))
{
    installWheelGuard();
    setWindowTitle(tr("Add to %1").arg(CatalogColumns::tableTitle(table.kind)));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Numbers are in the unit shown after each label. Required fields are marked with *. "
                                "A part you add can be removed again, and the change can be undone."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    // Platforms have 30 columns: the form scrolls rather than outgrowing the screen.
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *formHost = new QWidget(scroll);
    auto *form = new QFormLayout(formHost);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);

    QPalette errorPalette = palette();
    errorPalette.setColor(QPalette::WindowText, catalogstyle::errorColor());
    for (const ColumnDef &column : table.columns) {
        QWidget *editor = nullptr;
        if (column.type == ColumnType::Enum || column.type == ColumnType::Bool) {
            auto *combo = new QComboBox(formHost);
            if (!column.required) {
                combo->addItem(tr("(empty)"), QString());
            }
            if (column.type == ColumnType::Bool) {
                combo->addItem(tr("yes"), QStringLiteral("1"));
                combo->addItem(tr("no"), QStringLiteral("0"));
            } else {
                for (const QString &allowed : column.allowed) {
                    combo->addItem(allowed, allowed);
                }
            }
            editor = combo;
        } else {
            auto *line = new QLineEdit(formHost);
            if (column.type == ColumnType::Date) {
                line->setPlaceholderText(tr("YYYY-MM-DD"));
            } else if (column.type == ColumnType::IdList) {
                line->setPlaceholderText(tr("ids separated by ;"));
            } else if (column.type == ColumnType::Id) {
                line->setPlaceholderText(tr("lower-case letters, digits, '.' and '-'"));
            }
            editor = line;
        }
        editor->setObjectName(column.name);
        editor->setToolTip(tr("CSV column: %1").arg(column.name));
        auto *error = new QLabel(formHost);
        error->setWordWrap(true);
        error->setPalette(errorPalette);
        error->setVisible(false);
        auto *cell = new QWidget(formHost);
        auto *cellLayout = new QVBoxLayout(cell);
        cellLayout->setContentsMargins(0, 0, 0, 0);
        cellLayout->setSpacing(2);
        cellLayout->addWidget(editor);
        cellLayout->addWidget(error);
        const QString header = CatalogColumns::header(table.kind, column);
        form->addRow(column.required ? tr("%1 *", "a required field").arg(header) : header, cell);
        m_fields.insert(column.name, Field{editor, error});
    }
    scroll->setWidget(formHost);
    layout->addWidget(scroll, 1);

    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setPalette(errorPalette);
    m_summary->setVisible(false);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_summary);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Add part"));
    connect(buttons, &QDialogButtonBox::accepted, this, [this] { submit(); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(560, 640);
}

void AddPartDialog::prefill(const CatalogRow &row)
{
    for (std::size_t c = 0; c < m_table.columns.size(); ++c) {
        const ColumnDef &column = m_table.columns[c];
        if (column.type == ColumnType::Id && column.name == QLatin1String("id")) {
            continue; // a new part needs its own id
        }
        if (column.name == QLatin1String("source") || column.name == QLatin1String("source_date")) {
            // ... and its own source: the one of the part it started from does not vouch for it.
            setFieldText(column.name, QString());
            continue;
        }
        const QVariant &value = row.values[c];
        setFieldText(column.name, column.type == ColumnType::Enum || column.type == ColumnType::Bool
                                      ? rigplan::fieldText(column, value)
                                      : CatalogColumns::editText(m_table.kind, column, value));
    }
}

void AddPartDialog::setFieldText(const QString &column, const QString &text)
{
    const auto it = m_fields.constFind(column);
    if (it == m_fields.constEnd()) {
        return;
    }
    if (auto *combo = qobject_cast<QComboBox *>(it->editor)) {
        const int at = combo->findData(text);
        combo->setCurrentIndex(at >= 0 ? at : 0);
    } else if (auto *line = qobject_cast<QLineEdit *>(it->editor)) {
        line->setText(text);
        line->setCursorPosition(0); // long notes show their beginning
    }
}

QString AddPartDialog::fieldText(const QString &column) const
{
    const auto it = m_fields.constFind(column);
    return it == m_fields.constEnd() ? QString() : editorText(it->editor);
}

bool AddPartDialog::validate(QStringList *fieldsInColumnOrder)
{
    m_problems.clear();
    QStringList stored;
    for (const ColumnDef &column : m_table.columns) {
        const Field &field = m_fields[column.name];
        QString text;
        QString error;
        if (CatalogColumns::toStoredText(m_table.kind, column, editorText(field.editor), text, error)) {
            setErrorText(field.error, {});
        } else {
            setErrorText(field.error, error);
            m_problems.append(error);
        }
        stored.append(text);
    }
    if (!m_problems.isEmpty()) {
        m_summary->setText(tr("%n field(s) need attention; each problem is shown under its field.", nullptr,
                              int(m_problems.size())));
        m_summary->setVisible(true);
        return false;
    }
    m_summary->setVisible(false);
    if (fieldsInColumnOrder) {
        *fieldsInColumnOrder = stored;
    }
    return true;
}

bool AddPartDialog::submit()
{
    QStringList fields;
    if (!validate(&fields)) {
        return false;
    }
    QString error;
    if (!m_submit(fields, error)) {
        // Checks that need the catalog: a duplicate id, a reference to an unknown part.
        m_problems = {error};
        m_summary->setText(tr("The part was not added: %1").arg(error));
        m_summary->setVisible(true);
        return false;
    }
    accept();
    return true;
}

} // namespace rigplan
