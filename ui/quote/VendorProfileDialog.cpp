// SPDX-License-Identifier: GPL-3.0-or-later
#include "quote/VendorProfileDialog.h"

#include "Prompts.h"
#include "util/Utf8.h"
#include "workload/FormWidgets.h"

#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace rigplan {

namespace {

QPlainTextEdit *textBox(QWidget *parent, int lines)
{
    auto *edit = new QPlainTextEdit(parent);
    edit->setMaximumHeight(edit->fontMetrics().lineSpacing() * (lines + 1) + 8);
    return edit;
}

} // namespace

VendorProfileDialog::VendorProfileDialog(const VendorProfile &vendor, QWidget *parent)
    : QDialog(parent)
{
    installWheelGuard();
    setWindowTitle(tr("Vendor Profile"));
    setObjectName(QStringLiteral("vendorProfileDialog"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_company = new QLineEdit(this);
    m_company->setObjectName(QStringLiteral("vendorCompany"));
    form->addRow(tr("Company:"), m_company);
    auto *logoRow = new QHBoxLayout;
    m_logo = new QLabel(this);
    m_logo->setMinimumHeight(40);
    auto *chooseLogo = new QPushButton(tr("Choose Logo…"), this);
    auto *removeLogo = new QPushButton(tr("Remove Logo"), this);
    logoRow->addWidget(m_logo, 1);
    logoRow->addWidget(chooseLogo);
    logoRow->addWidget(removeLogo);
    form->addRow(tr("Logo (PNG or SVG):"), logoRow);
    m_address = textBox(this, 3);
    form->addRow(tr("Address:"), m_address);
    m_contact = new QLineEdit(this);
    form->addRow(tr("Contact:"), m_contact);
    m_taxId = new QLineEdit(this);
    form->addRow(tr("Tax id:"), m_taxId);
    m_bank = textBox(this, 3);
    form->addRow(tr("Bank / payment details:"), m_bank);
    m_paymentTerms = new QLineEdit(this);
    form->addRow(tr("Payment terms:"), m_paymentTerms);
    m_terms = textBox(this, 4);
    form->addRow(tr("Terms and conditions:"), m_terms);
    m_validDays = new QSpinBox(this);
    m_validDays->setRange(1, 365);
    form->addRow(tr("Quotes valid for (days):"), m_validDays);
    m_pattern = new QLineEdit(this);
    m_pattern->setObjectName(QStringLiteral("vendorNumberPattern"));
    m_patternExample = new QLabel(this);
    auto *patternBox = new QVBoxLayout;
    patternBox->addWidget(m_pattern);
    patternBox->addWidget(m_patternExample);
    form->addRow(tr("Quote numbers:"), patternBox);
    m_paper = new QComboBox(this);
    m_paper->addItem(QStringLiteral("A4"), QStringLiteral("A4"));
    m_paper->addItem(QStringLiteral("Letter"), QStringLiteral("Letter"));
    form->addRow(tr("Paper:"), m_paper);
    m_currency = new QLineEdit(this);
    m_currency->setMaxLength(3);
    m_currency->setInputMask(QStringLiteral(">AAA"));
    form->addRow(tr("Currency of new quotes:"), m_currency);
    m_markup = new QDoubleSpinBox(this);
    m_markup->setRange(0, 1000);
    m_markup->setDecimals(2);
    m_markup->setSuffix(QStringLiteral(" %"));
    form->addRow(tr("Markup on part costs:"), m_markup);
    layout->addLayout(form);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto *importButton = buttons->addButton(tr("Import…"), QDialogButtonBox::ActionRole);
    auto *exportButton = buttons->addButton(tr("Export…"), QDialogButtonBox::ActionRole);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &VendorProfileDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(importButton, &QPushButton::clicked, this, [this] {
        const QString path = Prompts::instance().openFileName(this, tr("Import Vendor Profile"), QString(),
                                                              tr("Vendor profiles (*.json)"));
        if (!path.isEmpty()) {
            importFile(path);
        }
    });
    connect(exportButton, &QPushButton::clicked, this, [this] {
        const QString path = Prompts::instance().saveFileName(this, tr("Export Vendor Profile"), QStringLiteral("vendor.json"),
                                                              tr("Vendor profiles (*.json)"));
        if (!path.isEmpty()) {
            exportFile(path);
        }
    });
    connect(chooseLogo, &QPushButton::clicked, this, [this] {
        const QString path = Prompts::instance().openFileName(this, tr("Choose Logo"), QString(), tr("Images (*.png *.svg)"));
        if (path.isEmpty()) {
            return;
        }
        // Read through the profile reader, so a logo is checked the same way as in a file.
        const QJsonObject logo{{QStringLiteral("file"), QFileInfo(path).fileName()}};
        const QByteArray json = QJsonDocument(QJsonObject{{QStringLiteral("format"), QLatin1String(kVendorFormat)},
                                                          {QStringLiteral("logo"), logo}})
                                    .toJson();
        const Result<VendorProfile> read = loadVendorProfile(json, path, QFileInfo(path).absolutePath());
        if (!read) {
            Prompts::instance().error(this, tr("Cannot use the logo"), read.diagnostic().text());
            return;
        }
        m_logoData = read->logo;
        m_logoType = read->logoType;
        showLogo();
    });
    connect(removeLogo, &QPushButton::clicked, this, [this] {
        m_logoData.clear();
        m_logoType.clear();
        showLogo();
    });
    connect(m_pattern, &QLineEdit::textChanged, this, [this](const QString &pattern) {
        const Result<void> ok = checkNumberPattern(pattern);
        m_patternExample->setText(ok ? tr("Next numbers look like %1").arg(expandNumberPattern(pattern, QDate::currentDate(), 1))
                                     : ok.diagnostic().message);
    });
    setProfile(vendor);
}

void VendorProfileDialog::setProfile(const VendorProfile &v)
{
    m_company->setText(qs(v.company));
    m_address->setPlainText(qs(v.address));
    m_contact->setText(qs(v.contact));
    m_taxId->setText(qs(v.taxId));
    m_bank->setPlainText(qs(v.bank));
    m_paymentTerms->setText(qs(v.paymentTerms));
    m_terms->setPlainText(qs(v.terms));
    m_validDays->setValue(v.validDays);
    m_pattern->setText(qs(v.numberPattern));
    m_paper->setCurrentIndex(std::max(0, m_paper->findData(qs(v.paper))));
    m_currency->setText(qs(v.currency));
    m_markup->setValue(double(v.markup) / 100.0);
    m_logoData = v.logo;
    m_logoType = v.logoType;
    showLogo();
}

VendorProfile VendorProfileDialog::profile() const
{
    VendorProfile v;
    v.company = m_company->text().trimmed().toStdString();
    v.address = m_address->toPlainText().trimmed().toStdString();
    v.contact = m_contact->text().trimmed().toStdString();
    v.taxId = m_taxId->text().trimmed().toStdString();
    v.bank = m_bank->toPlainText().trimmed().toStdString();
    v.paymentTerms = m_paymentTerms->text().trimmed().toStdString();
    v.terms = m_terms->toPlainText().trimmed().toStdString();
    v.validDays = m_validDays->value();
    v.numberPattern = m_pattern->text().trimmed().toStdString();
    v.paper = m_paper->currentData().toString().toStdString();
    v.currency = m_currency->text().trimmed().toStdString();
    v.markup = std::llround(m_markup->value() * 100.0);
    v.logo = m_logoData;
    v.logoType = m_logoType;
    return v;
}

void VendorProfileDialog::showLogo()
{
    QImage image = QImage::fromData(m_logoData);
    if (image.isNull()) {
        m_logo->setText(m_logoData.isEmpty() ? tr("no logo") : tr("a logo this system cannot display"));
        return;
    }
    m_logo->setPixmap(QPixmap::fromImage(image.scaledToHeight(40, Qt::SmoothTransformation)));
}

bool VendorProfileDialog::importFile(const QString &path)
{
    const Result<VendorProfile> read = loadVendorProfileFile(path);
    if (!read) {
        Prompts::instance().error(this, tr("Cannot import the vendor profile"),
                                  tr("%1 has problems, listed below. Nothing was changed.").arg(path),
                                  diagnosticTexts(read.diagnostics()).join(QLatin1Char('\n')));
        return false;
    }
    setProfile(*read);
    return true;
}

bool VendorProfileDialog::exportFile(const QString &path)
{
    const Result<void> written = saveVendorProfileFile(profile(), path);
    if (!written) {
        Prompts::instance().error(this, tr("Cannot export the vendor profile"), written.diagnostic().text());
        return false;
    }
    return true;
}

void VendorProfileDialog::accept()
{
    // The saved JSON must read back: the same checks as a file's.
    const Result<VendorProfile> check = loadVendorProfile(saveVendorProfile(profile()), tr("the vendor profile"));
    if (!check) {
        Prompts::instance().error(this, tr("The vendor profile has problems"), tr("Fix the fields listed below."),
                                  diagnosticTexts(check.diagnostics()).join(QLatin1Char('\n')));
        return;
    }
    QDialog::accept();
}

} // namespace rigplan
