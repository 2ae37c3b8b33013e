// File > Job Database…: the address is checked as it is typed, Save puts the password in the keychain (a test
// service of its own here; scripts/test runs a throwaway gnome-keyring) and the location, never the password, in
// QSettings.
#include "core/secrets/keyvault.h"
#include "gui/databasedialog.h"
#include "gui/databaselocation.h"
#include "support/testutil.h"

#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QUuid>

#include <optional>

using namespace SolveDeck;
using namespace std::chrono_literals;

namespace {

const QString defaultFile = QStringLiteral("/home/op/.local/share/SolveDeck/SolveDeck/solvedeck.sqlite");
const QString teamAddress = QStringLiteral("postgresql://ops@127.0.0.1:5432/solvedeck");
const QString password = QStringLiteral("s3cret-Pa55-word");

// One keychain call, waited for (bounded).
template<typename Call>
std::optional<KeyVault::Result> keychain(Call call)
{
    std::optional<KeyVault::Result> result;
    call([&](const KeyVault::Result &r) {
        result = r;
    });
    SolveDeckTest::waitUntil(
        [&] {
        return result.has_value();
        },
        30s);
    return result;
}

class DatabaseDialogTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QSettings().clear();
        setup.defaultFile = defaultFile;
        setup.currentLocation = defaultFile;
        setup.currentOpen = true;
        setup.keychainService = service;
    }

    void TearDown() override
    {
        QSettings().clear();
        // Whatever a test stored goes again.
        KeyVault vault(service, databaseKeychainEntry(teamAddress));
        vault.setUseEnvironment(false);
        keychain([&](auto done) {
            vault.clearKey(done);
        });
    }

    std::optional<KeyVault::Result> readStoredPassword(const QString &location)
    {
        KeyVault vault(service, databaseKeychainEntry(location));
        vault.setUseEnvironment(false);
        return keychain([&](auto done) {
            vault.readKey(done);
        });
    }

    static QByteArray settingsFileContents()
    {
        QSettings settings;
        settings.sync();
        QFile file(settings.fileName());
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }

    const QString service = QStringLiteral("SolveDeck-test-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    DatabaseDialog::Setup setup;
};

} // namespace

TEST_F(DatabaseDialogTest, ShowsBothChoicesTheDefaultFileAndWhenItTakesEffect)
{
    DatabaseDialog dialog(setup);
    EXPECT_EQ(dialog.windowTitle(), QStringLiteral("Job Database"));
    EXPECT_EQ(dialog.localButton()->text().remove(QLatin1Char('&')), QStringLiteral("This computer (SQLite file)"));
    EXPECT_EQ(dialog.teamButton()->text().remove(QLatin1Char('&')), QStringLiteral("Team database (PostgreSQL)"));
    EXPECT_TRUE(dialog.localButton()->isChecked());
    const auto *file = dialog.findChild<QLabel *>(QStringLiteral("databaseFileLabel"));
    ASSERT_NE(file, nullptr);
    EXPECT_EQ(file->property("location").toString(), defaultFile);
    EXPECT_EQ(dialog.addressEdit()->placeholderText(), QStringLiteral("postgresql://user@host:5432/solvedeck"));
    EXPECT_EQ(dialog.passwordEdit()->echoMode(), QLineEdit::Password);
    EXPECT_FALSE(dialog.addressEdit()->isEnabled()) << "the team fields belong to the team choice";
    EXPECT_TRUE(dialog.noteLabel()->text().contains(QStringLiteral("SolveDeck opens it the next time it starts")));
    EXPECT_TRUE(dialog.saveButton()->isEnabled());

    dialog.teamButton()->setChecked(true);
    EXPECT_TRUE(dialog.addressEdit()->isEnabled());
    EXPECT_FALSE(dialog.saveButton()->isEnabled()) << "no address yet";
}

TEST_F(DatabaseDialogTest, ValidatesTheAddressAsItIsTyped)
{
    DatabaseDialog dialog(setup);
    dialog.teamButton()->setChecked(true);
    const auto typed = [&](const QString &text) {
        dialog.addressEdit()->setText(text);
        return dialog.hintLabel()->text();
    };

    // Good.
    EXPECT_TRUE(typed(teamAddress).isEmpty());
    EXPECT_TRUE(dialog.saveButton()->isEnabled());
    EXPECT_EQ(dialog.location(), teamAddress);

    // Missing host.
    EXPECT_TRUE(typed(QStringLiteral("postgresql://ops@/solvedeck")).contains(QStringLiteral("names no host")));
    EXPECT_FALSE(dialog.saveButton()->isEnabled());
    EXPECT_TRUE(dialog.location().isEmpty());

    // Password inside: refused with the words that say where it goes, and never repeated.
    const QString inside = typed(QStringLiteral("postgresql://ops:hunter2@127.0.0.1:5432/solvedeck"));
    EXPECT_TRUE(inside.contains(QStringLiteral("Put the password in the password field; it is kept in the keychain")))
        << inside.toStdString();
    EXPECT_FALSE(inside.contains(QStringLiteral("hunter2")));
    EXPECT_FALSE(dialog.saveButton()->isEnabled());
    EXPECT_FALSE(dialog.hintLabel()->styleSheet().isEmpty()) << "a typed mistake shows as an error";

    // Wrong scheme.
    EXPECT_TRUE(
        typed(QStringLiteral("mysql://ops@127.0.0.1/solvedeck")).contains(QStringLiteral("starts with postgresql://")));
    EXPECT_FALSE(dialog.saveButton()->isEnabled());

    // Enter on a refused address saves nothing.
    dialog.accept();
    EXPECT_FALSE(dialog.isVisible());
    EXPECT_EQ(dialog.result(), QDialog::Rejected);
    EXPECT_FALSE(QSettings().contains(databaseLocationSetting()));
}

TEST_F(DatabaseDialogTest, SavesTheAddressInSettingsAndThePasswordInTheKeychainOnly)
{
    DatabaseDialog dialog(setup);
    dialog.show();
    QSignalSpy saved(&dialog, &DatabaseDialog::saved);
    QSignalSpy finished(&dialog, &QDialog::finished);
    dialog.teamButton()->setChecked(true);
    // Typed in another spelling: stored in the one the console and the keychain entry use.
    dialog.addressEdit()->setText(QStringLiteral("postgres://ops@127.0.0.1/solvedeck"));
    dialog.passwordEdit()->setText(password);
    ASSERT_TRUE(dialog.saveButton()->isEnabled()) << dialog.hintLabel()->text().toStdString();
    dialog.saveButton()->click();

    ASSERT_TRUE(SolveDeckTest::waitForSignals(finished, 1, 30s)) << dialog.hintLabel()->text().toStdString();
    EXPECT_EQ(dialog.result(), QDialog::Accepted) << dialog.hintLabel()->text().toStdString();
    ASSERT_EQ(saved.count(), 1);
    EXPECT_EQ(saved.at(0).at(0).toString(), teamAddress);
    EXPECT_EQ(QSettings().value(databaseLocationSetting()).toString(), teamAddress);

    const auto stored = readStoredPassword(teamAddress);
    ASSERT_TRUE(stored.has_value());
    ASSERT_TRUE(stored->ok()) << stored->message.toStdString();
    EXPECT_EQ(stored->key, password);

    // The settings file, read back as bytes, holds the address and nothing of the password.
    const QByteArray settingsFile = settingsFileContents();
    EXPECT_TRUE(settingsFile.contains("127.0.0.1")) << settingsFile.toStdString();
    EXPECT_FALSE(settingsFile.contains(password.toUtf8())) << settingsFile.toStdString();
    for (const QString &key : QSettings().allKeys()) {
        EXPECT_FALSE(QSettings().value(key).toString().contains(password)) << key.toStdString();
    }
    EXPECT_TRUE(dialog.passwordEdit()->text().isEmpty()) << "the field lets go of the password once it is stored";
}

TEST_F(DatabaseDialogTest, AnEmptyPasswordLeavesTheKeychainAlone)
{
    DatabaseDialog dialog(setup);
    dialog.teamButton()->setChecked(true);
    dialog.addressEdit()->setText(teamAddress);
    dialog.accept();
    EXPECT_EQ(dialog.result(), QDialog::Accepted);
    EXPECT_EQ(QSettings().value(databaseLocationSetting()).toString(), teamAddress);
    const auto stored = readStoredPassword(teamAddress);
    ASSERT_TRUE(stored.has_value());
    EXPECT_EQ(stored->status, KeyVault::Status::NotFound);
}

TEST_F(DatabaseDialogTest, ThisComputerSavesTheFileShown)
{
    setup.savedLocation = teamAddress;
    DatabaseDialog dialog(setup);
    // The saved team database comes back when the dialog opens again.
    EXPECT_TRUE(dialog.teamButton()->isChecked());
    EXPECT_EQ(dialog.addressEdit()->text(), teamAddress);
    dialog.localButton()->setChecked(true);
    dialog.accept();
    EXPECT_EQ(dialog.result(), QDialog::Accepted);
    EXPECT_EQ(QSettings().value(databaseLocationSetting()).toString(), defaultFile);
}

TEST_F(DatabaseDialogTest, SaysWhenTheChoiceIsOpenedAtOnceOrWaitsForAStartWithoutDb)
{
    setup.currentOpen = false;
    EXPECT_TRUE(
        DatabaseDialog(setup).noteLabel()->text().contains(QStringLiteral("opens the database you save here at once")));
    setup.currentOpen = true;
    setup.currentFromCommandLine = true;
    EXPECT_TRUE(DatabaseDialog(setup).noteLabel()->text().contains(QStringLiteral("without --db")));
    // An address given with a password on the command line is not shown again in the field.
    setup.currentLocation = QStringLiteral("postgresql://ops:hunter2@127.0.0.1/solvedeck");
    DatabaseDialog dialog(setup);
    EXPECT_TRUE(dialog.teamButton()->isChecked());
    EXPECT_TRUE(dialog.addressEdit()->text().isEmpty());
    const auto *current = dialog.findChild<QLabel *>(QStringLiteral("currentDatabaseLabel"));
    ASSERT_NE(current, nullptr);
    EXPECT_FALSE(current->text().contains(QStringLiteral("hunter2"))) << current->text().toStdString();
}
