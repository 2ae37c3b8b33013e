#include "databasedialog.h"

#include "core/model/consoleplaces.h"
#include "core/secrets/keyvault.h"
#include "gui/accessible.h"
#include "gui/apikeydialog.h"
#include "gui/databaselocation.h"
#include "gui/statuscolours.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QStyle>
#include <QVBoxLayout>

#include <utility>

namespace SolveDeck {

DatabaseDialog::DatabaseDialog(Setup setup, QWidget *parent)
    : QDialog(parent)
    , m_setup(std::move(setup))
{
    setWindowTitle(tr("Job Database"));
    setObjectName(QStringLiteral("databaseDialog"));
    if (m_setup.keychainService.isEmpty()) {
        m_setup.keychainService = KeyVault::applicationService();
    }
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Where SolveDeck keeps its jobs. Consoles and scripts that open the same database "
                                "share one queue and one thread cap."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    if (!m_setup.currentLocation.isEmpty()) {
        auto *current = new QLabel(this);
        current->setObjectName(QStringLiteral("currentDatabaseLabel"));
        current->setTextFormat(Qt::PlainText);
        current->setWordWrap(true);
        const QString name = databaseDisplayName(m_setup.currentLocation);
        current->setText(m_setup.currentOpen ? tr("Open now: %1").arg(name) : tr("Not open: %1").arg(name));
        layout->addWidget(current);
    }

    // The indent under each choice lines its fields up with the radio button's text.
    const int indent = style()->pixelMetric(QStyle::PM_ExclusiveIndicatorWidth)
                     + style()->pixelMetric(QStyle::PM_RadioButtonLabelSpacing);

    m_local = new QRadioButton(tr("&This computer (SQLite file)"), this);
    m_local->setObjectName(QStringLiteral("localDatabaseButton"));
    described(m_local, QString(), tr("Keep jobs in a file on this computer"));
    layout->addWidget(m_local);
    const QString savedFile = isTeamDatabaseLocation(m_setup.savedLocation) ? QString() : m_setup.savedLocation;
    const QString file = savedFile.isEmpty() ? m_setup.defaultFile : savedFile;
    m_filePath = new QLabel(databaseDisplayName(file), this);
    m_filePath->setObjectName(QStringLiteral("databaseFileLabel"));
    m_filePath->setProperty("location", file);
    m_filePath->setTextFormat(Qt::PlainText);
    m_filePath->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_filePath->setToolTip(file);
    m_filePath->setContentsMargins(indent, 0, 0, 4);
    layout->addWidget(m_filePath);

    m_team = new QRadioButton(tr("T&eam database (PostgreSQL)"), this);
    m_team->setObjectName(QStringLiteral("teamDatabaseButton"));
    described(m_team, QString(), tr("Share jobs with other consoles through a PostgreSQL server"));
    layout->addWidget(m_team);
    m_teamFields = new QWidget(this);
    auto *teamLayout = new QVBoxLayout(m_teamFields);
    teamLayout->setContentsMargins(indent, 0, 0, 0);
    auto *form = new QFormLayout;
    form->setContentsMargins(0, 0, 0, 0);
    teamLayout->addLayout(form);
    m_address = new QLineEdit(m_teamFields);
    m_address->setObjectName(QStringLiteral("databaseAddressEdit"));
    m_address->setPlaceholderText(QStringLiteral("postgresql://user@host:5432/solvedeck"));
    m_address->setClearButtonEnabled(true);
    described(m_address, QString(), tr("The team database as postgresql://user@host:port/database"));
    form->addRow(tr("&Address:"), m_address);
    m_password = new QLineEdit(m_teamFields);
    m_password->setObjectName(QStringLiteral("databasePasswordEdit"));
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setPlaceholderText(tr("Leave empty to keep the stored one"));
    described(m_password, QString(), tr("The database password, kept in the system keychain; shown as dots"));
    form->addRow(tr("&Password:"), m_password);
    auto *passwordNote = new QLabel(tr("Kept in the system keychain, never in a file. Leave it empty when the server "
                                       "needs none or ~/.pgpass or PGPASSWORD has it."),
                                    m_teamFields);
    passwordNote->setWordWrap(true);
    // Under the fields, not as a form row: a wrapped label in a form row gets more height than it needs.
    teamLayout->addWidget(passwordNote);
    layout->addWidget(m_teamFields);

    auto *group = new QButtonGroup(this);
    group->addButton(m_local);
    group->addButton(m_team);

    layout->addSpacing(6);
    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("databaseHint"));
    m_hint->setWordWrap(true);
    m_hint->setTextFormat(Qt::PlainText);
    layout->addWidget(m_hint);

    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("databaseNote"));
    m_note->setWordWrap(true);
    if (!m_setup.currentOpen) {
        m_note->setText(tr("Nothing is open now: SolveDeck opens the database you save here at once."));
    } else if (m_setup.currentFromCommandLine) {
        m_note->setText(tr("SolveDeck opens it the next time it starts without --db (this run was started with "
                           "--db, which comes first)."));
    } else {
        m_note->setText(tr("SolveDeck opens it the next time it starts."));
    }
    layout->addWidget(m_note);
    layout->addStretch(1);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Save"));
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &DatabaseDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &DatabaseDialog::reject);

    // Start from the saved choice, else from what this run uses.
    const QString start = m_setup.savedLocation.isEmpty() ? m_setup.currentLocation : m_setup.savedLocation;
    if (isTeamDatabaseLocation(start)) {
        m_team->setChecked(true);
        const TeamDatabaseAddress address = checkTeamDatabaseAddress(start);
        // An address that carries a password (a --db typed by hand) is not shown again.
        m_address->setText(address.ok() ? address.location : QString());
    } else {
        m_local->setChecked(true);
    }
    connect(m_local, &QRadioButton::toggled, this, &DatabaseDialog::revalidate);
    connect(m_address, &QLineEdit::textChanged, this, &DatabaseDialog::revalidate);
    resize(560, sizeHint().height());
    revalidate();
}

DatabaseDialog::~DatabaseDialog() = default;

QPushButton *DatabaseDialog::saveButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

QString DatabaseDialog::location() const
{
    if (m_local->isChecked()) {
        return m_filePath->property("location").toString();
    }
    return checkTeamDatabaseAddress(m_address->text()).location;
}

QString DatabaseDialog::problem() const
{
    if (m_local->isChecked()) {
        return {};
    }
    return checkTeamDatabaseAddress(m_address->text()).problem;
}

void DatabaseDialog::showHintAsError(bool error)
{
    if (error) {
        StatusColours::followPalette(m_hint, StatusColours::Role::ErrorText);
    } else {
        StatusColours::followPalette(m_hint, nullptr);
    }
}

void DatabaseDialog::revalidate()
{
    m_teamFields->setEnabled(m_team->isChecked() && !m_busy);
    const QString text = problem();
    m_hint->setText(text);
    // Before anything is typed the line is a hint, not an error.
    const bool typed = !m_address->text().trimmed().isEmpty();
    showHintAsError(typed && !text.isEmpty());
    m_hint->setVisible(!text.isEmpty());
    saveButton()->setEnabled(text.isEmpty() && !m_busy);
}

void DatabaseDialog::setBusy(bool busy)
{
    m_busy = busy;
    m_local->setEnabled(!busy);
    m_team->setEnabled(!busy);
    m_buttons->button(QDialogButtonBox::Cancel)->setEnabled(!busy);
    revalidate();
    if (busy) {
        showHintAsError(false);
        m_hint->setText(tr("Storing the password in the system keychain…"));
        m_hint->setVisible(true);
    }
}

void DatabaseDialog::accept()
{
    if (m_busy || !problem().isEmpty()) {
        return;
    }
    const QString chosen = location();
    const QString password = m_team->isChecked() ? m_password->text() : QString();
    if (password.isEmpty()) {
        save(chosen);
        QDialog::accept();
        return;
    }
    if (!sessionBusConfigured()) {
        // Asking would make D-Bus start a bus and a keyring daemon that outlive SolveDeck.
        m_hint->setText(databasePasswordProblemText(int(KeyVault::Status::NoKeychain), true));
        showHintAsError(true);
        m_hint->setVisible(true);
        return;
    }
    setBusy(true);
    m_vault = std::make_unique<KeyVault>(m_setup.keychainService, databaseKeychainEntry(chosen));
    // SOLVEDECK_API_KEY is the API key's override; it has nothing to do with a database.
    m_vault->setUseEnvironment(false);
    m_vault->writeKey(password, [this, chosen](const KeyVault::Result &result) {
        setBusy(false);
        if (!result.ok()) {
            m_hint->setText(databasePasswordProblemText(int(result.status), true));
            showHintAsError(true);
            m_hint->setVisible(true);
            return;
        }
        m_password->clear();
        save(chosen);
        QDialog::accept();
    });
}

void DatabaseDialog::reject()
{
    if (m_busy) {
        return;
    }
    QDialog::reject();
}

void DatabaseDialog::save(const QString &chosen)
{
    QSettings settings;
    settings.setValue(databaseLocationSetting(), chosen);
    settings.sync();
    Q_EMIT saved(chosen);
}

QString databasePasswordProblemText(int status, bool storing, const QString &technical)
{
    QString text;
    switch (KeyVault::Status(status)) {
    case KeyVault::Status::Ok:
        return {};
    case KeyVault::Status::NotFound:
        return DatabaseDialog::tr("(No password for this database is stored in the keychain: if the server asks for "
                                  "one, enter it in %1, or give it in ~/.pgpass or PGPASSWORD.)")
            .arg(ConsolePlaces::path(ConsolePlaces::Place::JobDatabase));
    case KeyVault::Status::AccessDenied:
        text = storing ? DatabaseDialog::tr("The system keychain is locked or refused access, so the password was not "
                                            "stored. Unlock your login keyring (for example with Seahorse or KWallet) "
                                            "and save again.")
                       : DatabaseDialog::tr("The system keychain is locked or refused access, so the database password "
                                            "was not read. Unlock your login keyring (for example with Seahorse or "
                                            "KWallet) and try again.");
        break;
    case KeyVault::Status::NoKeychain:
        text = DatabaseDialog::tr("No system keychain is running in this session, and SolveDeck keeps database "
                                  "passwords only there. Start your desktop's keyring (GNOME Keyring or KWallet), or "
                                  "leave the password out of SolveDeck and give it in ~/.pgpass or PGPASSWORD.");
        break;
    case KeyVault::Status::TimedOut:
        text = DatabaseDialog::tr("The system keychain did not answer. It may be waiting for you to unlock it in "
                                  "another window; unlock it and try again.");
        break;
    case KeyVault::Status::Failed:
        text = storing ? DatabaseDialog::tr("The system keychain reported an error, so the password was not stored. "
                                            "Save again; if it persists, restart your desktop's keyring.")
                       : DatabaseDialog::tr("The system keychain reported an error, so the database password was not "
                                            "read. Try again; if it persists, restart your desktop's keyring.");
        break;
    }
    const QString detail = technical.trimmed();
    if (!detail.isEmpty() && !detail.contains(QLatin1Char('/'))) {
        text += QLatin1Char(' ') + DatabaseDialog::tr("(Keychain: %1)").arg(detail);
    }
    return text;
}

} // namespace SolveDeck
