// The real keychain: scripts/test runs these under a private D-Bus session with an unlocked throwaway
// gnome-keyring, so QtKeychain talks to a real Secret Service.
#include "core/secrets/keyvault.h"
#include "support/testutil.h"

#include <QUuid>

#include <optional>

using SolveDeck::KeyVault;
using namespace std::chrono_literals;

namespace {

// Runs one vault call and waits (bounded) for its single report.
template<typename Call>
std::optional<KeyVault::Result> runAndWait(Call call)
{
    std::optional<KeyVault::Result> result;
    int reports = 0;
    call([&](const KeyVault::Result &r) {
        result = r;
        ++reports;
    });
    SolveDeckTest::waitUntil(
        [&] {
        return reports > 0;
        },
        30s);
    // A second report would break the exactly-once contract; give it a moment to show up.
    SolveDeckTest::waitUntil(
        [&] {
        return reports > 1;
        },
        200ms);
    EXPECT_LE(reports, 1) << "the vault reported more than once";
    return result;
}

class KeyVaultKeychainTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        // A service name of its own per test, so runs never see each other's secrets.
        vault = std::make_unique<KeyVault>(QStringLiteral("SolveDeck-test-")
                                               + QUuid::createUuid().toString(QUuid::WithoutBraces),
                                           QStringLiteral("api-key"));
        vault->setUseEnvironment(false);
        vault->setTimeout(20s);
    }

    std::unique_ptr<KeyVault> vault;
};

} // namespace

TEST_F(KeyVaultKeychainTest, WritesReadsAndDeletesASecret)
{
    const QString secret = QStringLiteral("0123456789abcdef0123456789abcdef");

    auto written = runAndWait([&](auto cb) {
        vault->writeKey(secret, cb);
    });
    ASSERT_TRUE(written.has_value());
    ASSERT_TRUE(written->ok()) << written->message.toStdString();

    auto read = runAndWait([&](auto cb) {
        vault->readKey(cb);
    });
    ASSERT_TRUE(read.has_value());
    ASSERT_TRUE(read->ok()) << read->message.toStdString();
    EXPECT_EQ(read->key, secret);
    EXPECT_FALSE(read->fromEnvironment);

    auto cleared = runAndWait([&](auto cb) {
        vault->clearKey(cb);
    });
    ASSERT_TRUE(cleared.has_value());
    EXPECT_TRUE(cleared->ok()) << cleared->message.toStdString();

    auto after = runAndWait([&](auto cb) {
        vault->readKey(cb);
    });
    ASSERT_TRUE(after.has_value());
    EXPECT_EQ(after->status, KeyVault::Status::NotFound);
    EXPECT_TRUE(after->key.isEmpty());
    EXPECT_TRUE(after->message.contains(QStringLiteral("SOLVEDECK_API_KEY"))) << after->message.toStdString();
}

TEST_F(KeyVaultKeychainTest, OverwritingReplacesTheStoredKey)
{
    ASSERT_TRUE(runAndWait([&](auto cb) {
                    vault->writeKey(QStringLiteral("first"), cb);
                })->ok());
    ASSERT_TRUE(runAndWait([&](auto cb) {
                    vault->writeKey(QStringLiteral("second"), cb);
                })->ok());
    auto read = runAndWait([&](auto cb) {
        vault->readKey(cb);
    });
    ASSERT_TRUE(read.has_value() && read->ok());
    EXPECT_EQ(read->key, QStringLiteral("second"));
    EXPECT_TRUE(runAndWait([&](auto cb) {
                    vault->clearKey(cb);
                })->ok());
}

TEST_F(KeyVaultKeychainTest, ClearingAMissingKeyIsNotAnError)
{
    auto cleared = runAndWait([&](auto cb) {
        vault->clearKey(cb);
    });
    ASSERT_TRUE(cleared.has_value());
    EXPECT_TRUE(cleared->ok()) << cleared->message.toStdString();
}
