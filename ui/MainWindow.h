#pragma once

#include <QMainWindow>

class QLineEdit;
class QTabWidget;

namespace rigplan {

class Catalog;

// The main window. For now: the catalog browser (every table, searchable); the quote
// wizard, tier cards and charts join it as they land.
class MainWindow final : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(Catalog &catalog, QWidget *parent = nullptr);

    // Re-reads every table from the catalog.
    void reload();

private:
    Catalog &m_catalog;
    QTabWidget *m_tabs = nullptr;
    QLineEdit *m_search = nullptr;
};

} // namespace rigplan
