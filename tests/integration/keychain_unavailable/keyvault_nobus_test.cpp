// The keychain code with no Secret Service reachable: CTest starts this suite with DBUS_SESSION_BUS_ADDRESS
// pointing at a socket that does not exist. The vault must answer quickly with a specific, actionable error;
// it must not hang and must not fall back to storing the key in a plaintext file.
#include "core/secrets/keyvault.h"
#include "support/testutil.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <optional>

using SolveDeck::KeyVault;
using namespace std::chrono_literals;

namespace {

class KeyVaultNoKeychainTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(qEnvironmentVariable("DBUS_SESSION_BUS_ADDRESS").contains(QStringLiteral("/nonexistent/")))
            << "this suite must run with an unreachable D-Bus session (CTest sets it)";
        ASSERT_TRUE(home.isValid());
        // Any plaintext fallback (QSettings) would land under these folders.
        qputenv("HOME", home.path().toUtf8());
        qputenv("XDG_CONFIG_HOME", (home.path() + QStringLiteral("/config")).toUtf8());
        qputenv("XDG_DATA_HOME", (home.path() + QStringLiteral("/data")).toUtf8());
        vault = std::make_unique<KeyVault>(QStringLiteral("SolveDeck-test-nobus"), QStringLiteral("api-key"));
        vault->setUseEnvironment(false);
        vault->setTimeout(15s);
    }

    QStringList filesUnderHome() const
    {
        QStringList files;
        QDirIterator it(home.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            files << it.next();
        }
        return files;
    }

    template<typename Call>
    std::optional<KeyVault::Result> runAndWait(Call call)
    {
        std::optional<KeyVault::Result> result;
        call([&](const KeyVault::Result &r) {
            result = r;
        });
        SolveDeckTest::waitUntil(
            [&] {
            return result.has_value();
            },
            20s);
        return result;
    }

    QTemporaryDir home;
    std::unique_ptr<KeyVault> vault;
};

} // namespace

TEST_F(KeyVaultNoKeychainTest, WriteFailsWithAClearErrorAndWritesNoPlaintext)
{
    QElapsedTimer clock;
    clock.start();
    auto result = runAndWait([&](auto cb) {
        vault->writeKey(QStringLiteral("0123456789abcdef0123456789abcdef"), cb);
    });
    ASSERT_TRUE(result.has_value()) << "the vault never answered";
    // Well under the vault's own 15 s timeout: an unreachable bus is detected, not waited out.
    EXPECT_NE(result->status, KeyVault::Status::TimedOut);
    EXPECT_LT(clock.elapsed(), 10000);
    EXPECT_EQ(result->status, KeyVault::Status::NoKeychain) << result->message.toStdString();
    EXPECT_TRUE(result->message.contains(QStringLiteral("keychain"))) << result->message.toStdString();
    EXPECT_TRUE(result->message.contains(QStringLiteral("SOLVEDECK_API_KEY"))) << result->message.toStdString();
    EXPECT_TRUE(filesUnderHome().isEmpty()) << filesUnderHome().join(QLatin1Char(' ')).toStdString();
}

TEST_F(KeyVaultNoKeychainTest, ReadFailsWithTheSameExplanation)
{
    auto result = runAndWait([&](auto cb) {
        vault->readKey(cb);
    });
    ASSERT_TRUE(result.has_value()) << "the vault never answered";
    EXPECT_EQ(result->status, KeyVault::Status::NoKeychain) << result->message.toStdString();
    EXPECT_TRUE(result->key.isEmpty());
    EXPECT_TRUE(result->message.contains(QStringLiteral("gnome-keyring"))) << result->message.toStdString();
}

TEST_F(KeyVaultNoKeychainTest, TheEnvironmentOverrideStillWorksWithoutAKeychain)
{
    qputenv("SOLVEDECK_API_KEY", "fedcba9876543210fedcba9876543210");
    vault->setUseEnvironment(true);
    auto result = runAndWait([&](auto cb) {
        vault->readKey(cb);
    });
    qunsetenv("SOLVEDECK_API_KEY");
    ASSERT_TRUE(result.has_value());
    ASSERT_TRUE(result->ok());
    EXPECT_TRUE(result->fromEnvironment);
    EXPECT_EQ(result->key, QStringLiteral("fedcba9876543210fedcba9876543210"));
}
