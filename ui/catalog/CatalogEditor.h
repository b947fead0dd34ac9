// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Retranslate.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QStackedWidget;
class QUndoStack;

namespace rigplan {

class Catalog;
class CatalogEditSession;
class CatalogTablePage;

// The catalog editor: one page per catalog table (a list on the left), search and filters,
// in-place editing with undo/redo, marks on everything the user changed or added, the price
// of the selected part, CSV import and export. A read-only catalog, or one whose writes fail
// because it is read-only or locked, shows a banner that says why and takes editing away.
//
// Every change is an undoable command on undoStack() (the main window puts its undo/redo
// actions in the Edit menu), and catalogChanged() follows every change so the plan can be
// recomputed. Import is not undoable: a successful import clears the undo history.
//
// The edit session (undo history, display currency) may outlive the editor: the main window
// keeps one and hands it to the editor. A language switch retranslates the editor in place
// (changeEvent → retranslateUi()): search texts, filters, selection and undo history stay.
class CatalogEditor final : public QWidget {
    Q_OBJECT
public:
    // With a session of its own.
    explicit CatalogEditor(Catalog &catalog, QWidget *parent = nullptr);
    // With the caller's session, which must outlive the editor.
    explicit CatalogEditor(CatalogEditSession &session, QWidget *parent = nullptr);
    ~CatalogEditor() override;

    QUndoStack *undoStack() const;
    CatalogEditSession *session() const { return m_session; }

    // Re-reads every table (after the catalog changed behind the editor's back).
    void reload();

    CatalogTablePage *page(const QString &kind) const;
    CatalogTablePage *currentPage() const;
    void showTable(const QString &kind);

    bool isEditable() const;
    QString bannerText() const;
    QString statusText() const;

    // Import CSV…: asks for a file (Prompts), imports it all-or-nothing and reports every
    // problem as file:line:column: message. True when something was imported.
    bool importCsv();
    bool importCsvFile(const QString &fileName);
    // Export…: asks for a file name (Prompts) and writes the current table atomically.
    bool exportCurrentTable();
    bool exportTable(const QString &kind, const QString &fileName);
    // Adds a part from CSV texts in column order (what the Add part dialog submits).
    bool addPart(const QString &kind, const QStringList &fieldsInColumnOrder);

protected:
    void changeEvent(QEvent *event) override;

Q_SIGNALS:
    // After every change of the catalog (edit, undo, redo, import).
    void catalogChanged();

private:
    void retranslateUi();
    void updateBanner();
    void updateTableCounts();
    void showStatus(const QString &message);

    Catalog &m_catalog;
    CatalogEditSession *m_session = nullptr;
    QWidget *m_banner = nullptr;
    QLabel *m_bannerText = nullptr;
    QPushButton *m_retry = nullptr;
    QComboBox *m_currency = nullptr;
    QListWidget *m_tables = nullptr;
    QStackedWidget *m_pages = nullptr;
    QLabel *m_status = nullptr;
    TextSetters m_texts;
};

} // namespace rigplan
