#include "newjobdialog.h"

#include "core/model/validation.h"
#include "gui/accessible.h"
#include "gui/filedialogs.h"
#include "gui/joblabels.h"
#include "gui/statuscolours.h"

#include <QBuffer>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPixmap>
#include <QPushButton>
#include <QRegularExpression>
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
        m_method->addItem(JobLabels::method(m), int(m));
    }
    described(m_method, QString(), tr("The kind of CAPTCHA: the fields below follow it"));
    form->addRow(tr("&Method:"), m_method);

    m_sitekey = new QLineEdit(this);
    m_sitekey->setObjectName(QStringLiteral("sitekeyEdit"));
    described(m_sitekey, QString(), tr("The site key in the page's CAPTCHA widget (data-sitekey)"));
    form->addRow(tr("&Site key:"), m_sitekey);

    m_pageurl = new QLineEdit(this);
    m_pageurl->setObjectName(QStringLiteral("pageurlEdit"));
    m_pageurl->setPlaceholderText(tr("https://your-site.example/login"));
    described(m_pageurl, QString(), tr("The full address of the page the CAPTCHA is on"));
    form->addRow(tr("&Page URL:"), m_pageurl);

    m_action = new QLineEdit(this);
    m_action->setObjectName(QStringLiteral("actionEdit"));
    m_action->setPlaceholderText(tr("optional, e.g. login"));
    described(m_action, QString(), tr("reCAPTCHA v3's action name (optional)"));
    form->addRow(tr("&Action:"), m_action);

    m_minScore = new QDoubleSpinBox(this);
    m_minScore->setObjectName(QStringLiteral("minScoreSpin"));
    // reCAPTCHA v3 scores run from 0.1 to 0.9; 0.3 is the value CaptchaAI's docs use.
    m_minScore->setRange(0.1, 0.9);
    m_minScore->setSingleStep(0.1);
    m_minScore->setDecimals(1);
    m_minScore->setValue(0.3);
    described(m_minScore, QString(), tr("The lowest reCAPTCHA v3 score to accept, 0.1 to 0.9"));
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
    m_imagePath->setObjectName(QStringLiteral("imagePathEdit"));
    m_imagePath->setReadOnly(true);
    m_imagePath->setPlaceholderText(tr("PNG, JPEG or GIF, at most 600 kB"));
    described(m_imagePath, tr("Image file"), tr("The image to read, chosen with Browse or pasted; read-only"));
    m_browse = new QPushButton(tr("&Browse…"), this);
    m_browse->setObjectName(QStringLiteral("browseButton"));
    // Enter queues the job from any field; only a click or Space opens the file chooser.
    m_browse->setAutoDefault(false);
    m_paste = new QPushButton(tr("Pas&te"), this);
    m_paste->setObjectName(QStringLiteral("pasteImageButton"));
    m_paste->setAutoDefault(false);
    m_paste->setToolTip(tr("Use the image on the clipboard"));
    described(m_paste, tr("Paste image"), m_paste->toolTip());
    described(m_browse, tr("Browse for an image"), tr("Choose the image file"));
    imageRow->addWidget(m_imagePath, 1);
    imageRow->addWidget(m_browse);
    imageRow->addWidget(m_paste);
    m_imageLabel = new QLabel(tr("I&mage:"), this);
    m_imageLabel->setBuddy(m_browse);
    form->addRow(m_imageLabel, imageRow);
    m_preview = new QLabel(this);
    m_preview->setObjectName(QStringLiteral("imagePreview"));
    m_preview->setMinimumHeight(0);
    form->addRow(QString(), m_preview);

    m_idempotencyKey = new QLineEdit(this);
    m_idempotencyKey->setObjectName(QStringLiteral("idempotencyKeyEdit"));
    m_idempotencyKey->setPlaceholderText(tr("optional: the same key never queues a second job"));
    described(m_idempotencyKey, QString(), tr("Optional: a job with the same key is never queued twice"));
    form->addRow(tr("&Idempotency key:"), m_idempotencyKey);

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("problemLabel"));
    m_problem->setWordWrap(true);
    layout->addWidget(m_problem);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Queue"));
    m_buttons->button(QDialogButtonBox::Ok)->setDefault(true);
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
    connect(m_paste, &QPushButton::clicked, this, &NewJobDialog::pasteImage);

    resize(560, sizeHint().height());
    methodChanged();
    // Typing can start at once: the first field that needs typing has the focus (the method is already chosen).
    focusFirstField();
}

void NewJobDialog::focusFirstField()
{
    if (Method(m_method->currentData().toInt()) == Method::Image) {
        m_browse->setFocus(Qt::OtherFocusReason);
    } else {
        const bool sitekeyGiven = !m_sitekey->text().isEmpty() && m_pageurl->text().isEmpty();
        (sitekeyGiven ? m_pageurl : m_sitekey)->setFocus(Qt::OtherFocusReason);
    }
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
    form->setRowVisible(m_preview, !token && !m_imageBase64.isEmpty());
    m_sitekey->setPlaceholderText(
        method == Method::Turnstile ? tr("data-sitekey from the page, e.g. 0x4AAAAAAAC3DHQFLr1GavRN")
                                    : tr("data-sitekey from the page, e.g. 6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-"));
    revalidate();
}

void NewJobDialog::chooseImage()
{
    const QString path = FileDialogs::openFileName(this, tr("Choose a CAPTCHA image"), QString(), imageFileFilter());
    if (!path.isEmpty()) {
        setImageFile(path);
    }
}

bool NewJobDialog::setImageFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        m_imageProblem = tr("Image: cannot read %1 (%2). Choose another file.").arg(path, file.errorString());
        revalidate();
        return false;
    }
    return setImageData(file.readAll(), QFileInfo(path).fileName());
}

void NewJobDialog::pasteImage()
{
    const QImage image = QGuiApplication::clipboard()->image();
    if (image.isNull()) {
        m_imageProblem = tr("Image: the clipboard holds no image. Copy the CAPTCHA image first, or choose a file.");
        revalidate();
        return;
    }
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    setImageData(png, tr("image from the clipboard"));
}

QString NewJobDialog::imageFileFilter()
{
    // The formats the service takes and the label names, no more (a .bmp would only fail at the server).
    return tr("Images (*.png *.jpg *.jpeg *.gif);;All files (*)");
}

QString NewJobDialog::imageFormat(const QByteArray &data)
{
    // The service takes PNG, JPEG and GIF; the first bytes say which a file really is, whatever its name.
    if (data.startsWith("\x89PNG\r\n\x1a\n")) {
        return QStringLiteral("PNG");
    }
    if (data.startsWith("\xff\xd8\xff")) {
        return QStringLiteral("JPEG");
    }
    if (data.startsWith("GIF87a") || data.startsWith("GIF89a")) {
        return QStringLiteral("GIF");
    }
    return {};
}

bool NewJobDialog::setImageData(const QByteArray &data, const QString &name)
{
    m_imagePath->setText(name);
    m_imageProblem.clear();
    m_imageBase64.clear();
    m_preview->clear();
    if (imageFormat(data).isEmpty()) {
        m_imageProblem = tr("Image: %1 is not a PNG, JPEG or GIF image (its content says otherwise, whatever its "
                            "name). Choose the CAPTCHA image itself.")
                             .arg(name);
    } else {
        m_imageBase64 = QString::fromLatin1(data.toBase64());
        QPixmap pixmap;
        if (pixmap.loadFromData(data)) {
            m_preview->setPixmap(pixmap.height() > 120 ? pixmap.scaledToHeight(120, Qt::SmoothTransformation) : pixmap);
        }
    }
    methodChanged();
    return m_imageProblem.isEmpty();
}

TaskSpec NewJobDialog::spec() const
{
    TaskSpec spec;
    spec.method = Method(m_method->currentData().toInt());
    if (spec.method == Method::Image) {
        if (!m_imageBase64.isEmpty()) {
            spec.params.insert(QStringLiteral("body"), m_imageBase64);
            // The file name (or "image from the clipboard") is what the operator knows this job by.
            spec.label = m_imagePath->text().left(200);
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
    m_imageProblem.clear();
    methodChanged();
}

QString NewJobDialog::idempotencyKey() const
{
    return m_idempotencyKey->text().trimmed();
}

QString NewJobDialog::problem() const
{
    return m_problem->text();
}

QStringList NewJobDialog::problems() const
{
    return m_problems;
}

namespace {

// Validation messages begin with the API parameter's name ("pageurl: ..."); the dialog shows its field labels.
QString withFieldLabel(const QString &message)
{
    static const QList<std::pair<QString, const char *>> labels = {
        {QStringLiteral("sitekey/pageurl:"), QT_TRANSLATE_NOOP("SolveDeck::NewJobDialog", "Site key and page URL:")},
        {QStringLiteral("sitekey:"), QT_TRANSLATE_NOOP("SolveDeck::NewJobDialog", "Site key:")},
        {QStringLiteral("pageurl:"), QT_TRANSLATE_NOOP("SolveDeck::NewJobDialog", "Page URL:")},
        {QStringLiteral("body:"), QT_TRANSLATE_NOOP("SolveDeck::NewJobDialog", "Image:")},
        {QStringLiteral("action:"), QT_TRANSLATE_NOOP("SolveDeck::NewJobDialog", "Action:")},
        {QStringLiteral("min_score:"), QT_TRANSLATE_NOOP("SolveDeck::NewJobDialog", "Minimum score:")},
    };
    for (const auto &[prefix, label] : labels) {
        if (message.startsWith(prefix)) {
            return NewJobDialog::tr(label) + message.mid(prefix.size());
        }
    }
    return message;
}

void markField(QWidget *field, bool bad)
{
    if (bad) {
        StatusColours::followPalette(field, [](const QPalette &palette) {
            return QStringLiteral("QLineEdit { border: 1px solid %1; }")
                .arg(StatusColours::colour(StatusColours::Role::ErrorText, palette).name());
        });
    } else {
        StatusColours::followPalette(field, nullptr);
    }
    field->setProperty("invalid", bad);
}

} // namespace

QString NewJobDialog::sitekeyShapeProblem(Method method, const QString &sitekey)
{
    // The documented shapes (hasSitekeyShape, which the gateway and the import preview check too), in the words they
    // share, with the dialog's field label.
    if (sitekey.isEmpty()) {
        return tr("Site key: missing. Copy it from the page: the data-sitekey attribute of the CAPTCHA element.");
    }
    return withFieldLabel(sitekeyShapeMessage(method, sitekey));
}

void NewJobDialog::revalidate()
{
    const TaskSpec current = spec();
    const bool image = current.method == Method::Image;
    // Every problem at once, each with its field: the site key's shape and the page URL are checked on their
    // own (a placeholder stands in for the other), then the whole spec for anything else.
    QStringList found;
    QString sitekeyProblem;
    QString pageurlProblem;
    QString imageProblem = m_imageProblem;
    if (!image) {
        sitekeyProblem = sitekeyShapeProblem(current.method, current.sitekey);
        TaskSpec urlOnly = current;
        urlOnly.sitekey = current.method == Method::Turnstile
                            ? QStringLiteral("0x4AAAAAAAC3DHQFLr1GavRN")
                            : QStringLiteral("6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-");
        if (const Result<void> r = validateTaskSpec(urlOnly); !r && r.error().message.startsWith(u"pageurl:")) {
            pageurlProblem = withFieldLabel(r.error().message);
        }
    } else if (imageProblem.isEmpty() && m_imageBase64.isEmpty()) {
        imageProblem = tr("Image: none chosen yet. Choose the CAPTCHA image (PNG, JPEG or GIF), or paste it.");
    }
    for (const QString &p : {sitekeyProblem, pageurlProblem, imageProblem}) {
        if (!p.isEmpty()) {
            found << p;
        }
    }
    if (found.isEmpty()) {
        if (const Result<void> r = validateTaskSpec(current); !r) {
            found << withFieldLabel(r.error().message);
        }
    }
    m_problems = found;
    m_problem->setText(found.join(QLatin1Char('\n')));

    // Until the user has typed anything the messages are hints: ordinary text, no red fields.
    const bool pristine = m_sitekey->text().isEmpty() && m_pageurl->text().isEmpty() && m_imageBase64.isEmpty()
                       && m_imageProblem.isEmpty();
    if (pristine) {
        StatusColours::followPalette(m_problem, nullptr);
    } else {
        StatusColours::followPalette(m_problem, StatusColours::Role::ErrorText);
    }
    markField(m_sitekey, !pristine && !sitekeyProblem.isEmpty() && !m_sitekey->text().isEmpty());
    markField(m_pageurl, !pristine && !pageurlProblem.isEmpty() && !m_pageurl->text().isEmpty());
    markField(m_imagePath, !imageProblem.isEmpty() && !m_imagePath->text().isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(found.isEmpty());
}

} // namespace SolveDeck
