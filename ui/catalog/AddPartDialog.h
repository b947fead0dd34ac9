// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "catalog/Catalog.h"

#include <QDialog>
#include <QHash>

#include <functional>

class QLabel;
class QWidget;

namespace rigplan {

// A form for a new part, built from the table's columns: a list of the allowed values for
// enum and yes/no columns, a line edit (in the column's display unit) for the rest. Every
// field is checked like an imported CSV field and each problem is shown under its field.
//
// Tests fill it without exec(): setFieldText() for each column, then submit().
class AddPartDialog final : public QDialog {
    Q_OBJECT
public:
    // Adds the part; false with the catalog's reason (a duplicate id, an unknown reference).
    using Submit = std::function<bool(const QStringList &fieldsInColumnOrder, QString &error)>;

    AddPartDialog(const TableDef &table, Submit onSubmit, QWidget *parent = nullptr);

    // Starts from an existing part ("add a part like this one"): every value but the id and the
    // source with its date, which the new part must state for itself.
    void prefill(const CatalogRow &row);
    // `text` as the user would type it, in the column's display unit ("80" for 80 GiB).
    void setFieldText(const QString &column, const QString &text);
    QString fieldText(const QString &column) const;

    // Checks every field; on success fills the CSV texts in column order.
    bool validate(QStringList *fieldsInColumnOrder = nullptr);
    // The problems found by the last validate() or submit(), one per line.
    QStringList problems() const { return m_problems; }
    // Validates and adds the part; closes the dialog (accept) when it was added.
    bool submit();

private:
    struct Field {
        QWidget *editor = nullptr;
        QLabel *error = nullptr;
    };

    const TableDef &m_table;
    Submit m_submit;
    QHash<QString, Field> m_fields;
    QLabel *m_summary = nullptr;
    QStringList m_problems;
};

} // namespace rigplan
