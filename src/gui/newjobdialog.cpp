#include "newjobdialog.h"

#include "core/model/validation.h"
#include "gui/jobtablemodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace SolveDeck {

NewJobDialog::NewJobDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("New Job"));
    setObjectName(QStringLiteral("newJobDialog"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    layout->addLayout(form);

    m_method = new QComboBox(this);
    m_method->setObjectName(QStringLiteral("methodCombo"));
    for (Method m : allMethods()) {
        m_method->addItem(JobTableModel::methodLabel(m), int(m));
    }
    form->addRow(tr("&Method:"), m_method);

    m_sitekey = new QLineEdit(this);
    m_sitekey->setObjectName(QStringLiteral("sitekeyEdit"));
    m_sitekey->setPlaceholderText(tr("data-sitekey from the page, e.g. 6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-"));
    form->addRow(tr("&Site key:"), m_sitekey);

    m_pageurl = new QLineEdit(this);
    m_pageurl->setObjectName(QStringLiteral("pageurlEdit"));
    m_pageurl->setPlaceholderText(tr("https://your-site.example/login"));
    form->addRow(tr("&Page URL:"), m_pageurl);

    m_action = new QLineEdit(this);
    m_action->setObjectName(QStringLiteral("actionEdit"));
    m_action->setPlaceholderText(tr("optional, e.g. login"));
    form->addRow(tr("&Action:"), m_action);

    m_minScore = new QDoubleSpinBox(this);
    m_minScore->setObjectName(QStringLiteral("minScoreSpin"));
    // reCAPTCHA v3 scores run from 0.1 to 0.9; 0.3 is the value CaptchaAI's docs use.
    m_minScore->setRange(0.1, 0.9);
    m_minScore->setSingleStep(0.1);
    m_minScore->setDecimals(1);
    m_minScore->setValue(0.3);
    form->addRow(tr("Minimum &score:"), m_minScore);

    m_invisible = new QCheckBox(tr("&Invisible reCAPTCHA"), this);
    m_enterprise = new QCheckBox(tr("&Enterprise"), this);
    auto *flags = new QHBoxLayout;
    flags->addWidget(m_invisible);
    flags->addWidget(m_enterprise);
    flags->addStretch();
    form->addRow(QString(), flags);

    auto *imageRow = new QHBoxLayout;
    m_imageRow = imageRow;
    m_imagePath = new QLineEdit(this);
    m_imagePath->setReadOnly(true);
    m_imagePath->setPlaceholderText(tr("PNG, JPEG or GIF, at most 600 kB"));
    m_browse = new QPushButton(tr("&Browse…"), this);
    imageRow->addWidget(m_imagePath, 1);
    imageRow->addWidget(m_browse);
    form->addRow(tr("I&mage:"), imageRow);

    m_idempotencyKey = new QLineEdit(this);
    m_idempotencyKey->setObjectName(QStringLiteral("idempotencyKeyEdit"));
    m_idempotencyKey->setPlaceholderText(tr("optional: the same key never queues a second job"));
    form->addRow(tr("&Idempotency key:"), m_idempotencyKey);

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("problemLabel"));
    m_problem->setWordWrap(true);
    layout->addWidget(m_problem);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Queue"));
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_method, &QComboBox::currentIndexChanged, this, &NewJobDialog::methodChanged);
    for (QLineEdit *edit : {m_sitekey, m_pageurl, m_action, m_idempotencyKey}) {
        connect(edit, &QLineEdit::textChanged, this, &NewJobDialog::revalidate);
    }
    connect(m_minScore, &QDoubleSpinBox::valueChanged, this, &NewJobDialog::revalidate);
    connect(m_invisible, &QCheckBox::toggled, this, &NewJobDialog::revalidate);
    connect(m_enterprise, &QCheckBox::toggled, this, &NewJobDialog::revalidate);
    connect(m_browse, &QPushButton::clicked, this, &NewJobDialog::chooseImage);

    resize(560, sizeHint().height());
    methodChanged();
}

void NewJobDialog::methodChanged()
{
    const auto method = Method(m_method->currentData().toInt());
    const bool token = method != Method::Image;
    auto *form = qobject_cast<QFormLayout *>(layout()->itemAt(0)->layout());
    form->setRowVisible(m_sitekey, token);
    form->setRowVisible(m_pageurl, token);
    form->setRowVisible(m_action, method == Method::RecaptchaV3 || method == Method::Turnstile);
    form->setRowVisible(m_minScore, method == Method::RecaptchaV3);
    m_invisible->setVisible(method == Method::RecaptchaV2);
    m_enterprise->setVisible(method == Method::RecaptchaV2 || method == Method::RecaptchaV3);
    form->setRowVisible(m_imageRow, !token);
    revalidate();
}

void NewJobDialog::chooseImage()
{
    const QString path = QFileDialog::getOpenFileName(this,
                                                      tr("Choose a CAPTCHA image"),
                                                      QString(),
                                                      tr("Images (*.png *.jpg *.jpeg *.gif *.bmp);;All files (*)"));
    if (path.isEmpty()) {
        return;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_problem->setText(tr("Cannot read %1: %2").arg(path, file.errorString()));
        return;
    }
    m_imageBase64 = QString::fromLatin1(file.readAll().toBase64());
    m_imagePath->setText(path);
    revalidate();
}

TaskSpec NewJobDialog::spec() const
{
    TaskSpec spec;
    spec.method = Method(m_method->currentData().toInt());
    if (spec.method == Method::Image) {
        if (!m_imageBase64.isEmpty()) {
            spec.params.insert(QStringLiteral("body"), m_imageBase64);
        }
        return spec;
    }
    spec.sitekey = m_sitekey->text().trimmed();
    spec.pageurl = m_pageurl->text().trimmed();
    const QString action = m_action->text().trimmed();
    if (!action.isEmpty() && (spec.method == Method::RecaptchaV3 || spec.method == Method::Turnstile)) {
        spec.params.insert(QStringLiteral("action"), action);
    }
    if (spec.method == Method::RecaptchaV3) {
        spec.params.insert(QStringLiteral("min_score"), QString::number(m_minScore->value(), 'f', 1));
    }
    if (spec.method == Method::RecaptchaV2 && m_invisible->isChecked()) {
        spec.params.insert(QStringLiteral("invisible"), QStringLiteral("1"));
    }
    if ((spec.method == Method::RecaptchaV2 || spec.method == Method::RecaptchaV3) && m_enterprise->isChecked()) {
        spec.params.insert(QStringLiteral("enterprise"), QStringLiteral("1"));
    }
    return spec;
}

void NewJobDialog::setSpec(const TaskSpec &spec)
{
    m_method->setCurrentIndex(m_method->findData(int(spec.method)));
    m_sitekey->setText(spec.sitekey);
    m_pageurl->setText(spec.pageurl);
    m_action->setText(spec.params.value(QStringLiteral("action")));
    if (spec.params.contains(QStringLiteral("min_score"))) {
        m_minScore->setValue(spec.params.value(QStringLiteral("min_score")).toDouble());
    }
    m_invisible->setChecked(spec.params.value(QStringLiteral("invisible")) == QLatin1String("1"));
    m_enterprise->setChecked(spec.params.value(QStringLiteral("enterprise")) == QLatin1String("1"));
    m_imageBase64 = spec.params.value(QStringLiteral("body"));
    revalidate();
}

QString NewJobDialog::idempotencyKey() const
{
    return m_idempotencyKey->text().trimmed();
}

QString NewJobDialog::problem() const
{
    return m_problem->text();
}

void NewJobDialog::revalidate()
{
    const Result<void> valid = validateTaskSpec(spec());
    m_problem->setText(valid ? QString() : valid.error().message);
    // Until the user has typed anything the message is a hint, not an error.
    const bool pristine = m_sitekey->text().isEmpty() && m_pageurl->text().isEmpty() && m_imageBase64.isEmpty();
    m_problem->setStyleSheet(pristine ? QStringLiteral("QLabel { color: palette(mid); }")
                                      : QStringLiteral("QLabel { color: #b91c1c; }"));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(valid.ok());
}

} // namespace SolveDeck
