#include "apikeydialog.h"

#include "core/model/consoleplaces.h"
#include "core/secrets/keyvault.h"
#include "gui/accessible.h"
#include "gui/statuscolours.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace SolveDeck {

ApiKeyDialog::ApiKeyDialog(QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Set API Key"));
    setObjectName(QStringLiteral("apiKeyDialog"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Your CaptchaAI API key: 32 characters, 0-9 and a-f, from your account "
                                "dashboard. It is stored in the system keychain and sent only in request bodies."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *label = new QLabel(tr("&API key:"), this);
    layout->addWidget(label);
    m_edit = new QLineEdit(this);
    m_edit->setObjectName(QStringLiteral("apiKeyEdit"));
    m_edit->setEchoMode(QLineEdit::Password);
    m_edit->setMaxLength(200);
    label->setBuddy(m_edit);
    described(m_edit, QString(), tr("Your CaptchaAI API key: 32 characters, 0-9 and a-f; shown as dots"));
    layout->addWidget(m_edit);
    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("apiKeyHint"));
    m_hint->setWordWrap(true);
    layout->addWidget(m_hint);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Store Key"));
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_edit, &QLineEdit::textChanged, this, &ApiKeyDialog::revalidate);
    resize(460, sizeHint().height());
    revalidate();
}

bool ApiKeyDialog::hasKeyShape(const QString &key)
{
    static const QRegularExpression shape(QStringLiteral("^[0-9a-fA-F]{32}$"));
    return shape.match(key).hasMatch();
}

QString ApiKeyDialog::key() const
{
    return m_edit->text().trimmed();
}

QString ApiKeyDialog::problem() const
{
    const QString typed = key();
    if (hasKeyShape(typed)) {
        return {};
    }
    if (typed.isEmpty()) {
        return tr("Paste the key from your CaptchaAI account.");
    }
    static const QRegularExpression hex(QStringLiteral("^[0-9a-fA-F]*$"));
    if (!hex.match(typed).hasMatch()) {
        return tr("A CaptchaAI key has only the characters 0-9 and a-f; this one has others. Copy it again from "
                  "the dashboard.");
    }
    return tr("%1 of 32 characters: a CaptchaAI key is exactly 32 characters long.").arg(typed.size());
}

void ApiKeyDialog::revalidate()
{
    const QString text = problem();
    m_hint->setText(text);
    // Before anything is typed the line is a hint, not an error (and not greyed out as if disabled).
    if (key().isEmpty() || text.isEmpty()) {
        StatusColours::followPalette(m_hint, nullptr);
    } else {
        StatusColours::followPalette(m_hint, StatusColours::Role::ErrorText);
    }
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(text.isEmpty());
}

QString keychainProblemText(int status, const QString &technical)
{
    QString text;
    switch (KeyVault::Status(status)) {
    case KeyVault::Status::Ok:
        return {};
    case KeyVault::Status::NotFound:
        return ApiKeyDialog::tr("No API key is stored yet. Choose %1 to store yours in the system keychain.")
            .arg(ConsolePlaces::path(ConsolePlaces::Place::SetApiKey));
    case KeyVault::Status::AccessDenied:
        text = ApiKeyDialog::tr("The system keychain is locked or refused access, so the key was not read or "
                                "stored. Unlock your login keyring (for example with Seahorse or KWallet) and try "
                                "again.");
        break;
    case KeyVault::Status::NoKeychain:
        text = ApiKeyDialog::tr("No system keychain is running in this session (SolveDeck keeps the key only "
                                "there, never in a file). Start your desktop's keyring (GNOME Keyring or KWallet) "
                                "and try again.");
        break;
    case KeyVault::Status::TimedOut:
        text = ApiKeyDialog::tr("The system keychain did not answer. It may be waiting for you to unlock it in "
                                "another window; unlock it and try again.");
        break;
    case KeyVault::Status::Failed:
        text = ApiKeyDialog::tr("The system keychain reported an error, so the key was not read or stored. Try "
                                "again; if it persists, restart your desktop's keyring.");
        break;
    }
    text += QLatin1Char(' ')
          + ApiKeyDialog::tr("Without a keychain, start SolveDeck with the key in the environment variable %1 "
                             "(used for that run only).")
                .arg(KeyVault::environmentVariable());
    // The keychain's own words often name a D-Bus path; they help a bug report, not the user, so they go last.
    const QString detail = technical.trimmed();
    if (!detail.isEmpty() && !detail.contains(QLatin1Char('/'))) {
        text += QLatin1Char(' ') + ApiKeyDialog::tr("The keychain said: %1").arg(detail);
    }
    return text;
}

bool sessionBusConfigured()
{
    if (!qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS")) {
        return true;
    }
    const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    return !runtime.isEmpty() && QFileInfo::exists(runtime + QStringLiteral("/bus"));
}

} // namespace SolveDeck
