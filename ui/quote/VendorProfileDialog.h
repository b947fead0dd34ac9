// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// File → Vendor Profile…: the company that sends the quotes — name, logo, address, contact, tax
// id, bank details, default terms, validity, quote-number pattern, paper, currency and markup.
// Stored in the settings as its rigplan.vendor/1 JSON (storeVendorProfile); Import… and
// Export… read and write the same JSON as a file.

#include "quote/Vendor.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace rigplan {

class VendorProfileDialog final : public QDialog {
    Q_OBJECT
public:
    explicit VendorProfileDialog(const VendorProfile &vendor, QWidget *parent = nullptr);

    // The profile as the fields say; the problem with the number pattern in `error` when it has one.
    VendorProfile profile() const;
    void setProfile(const VendorProfile &vendor);
    bool importFile(const QString &path);  // false: the problems shown through Prompts
    bool exportFile(const QString &path);

    void accept() override;

private:
    void showLogo();

    QLineEdit *m_company = nullptr;
    QPlainTextEdit *m_address = nullptr;
    QLineEdit *m_contact = nullptr;
    QLineEdit *m_taxId = nullptr;
    QPlainTextEdit *m_bank = nullptr;
    QLineEdit *m_paymentTerms = nullptr;
    QPlainTextEdit *m_terms = nullptr;
    QSpinBox *m_validDays = nullptr;
    QLineEdit *m_pattern = nullptr;
    QLabel *m_patternExample = nullptr;
    QComboBox *m_paper = nullptr;
    QLineEdit *m_currency = nullptr;
    QDoubleSpinBox *m_markup = nullptr;
    QLabel *m_logo = nullptr;
    QByteArray m_logoData;
    std::string m_logoType;
};

} // namespace rigplan
