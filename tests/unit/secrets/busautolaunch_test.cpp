// KeyVault::preventBusAutolaunch: with no session bus in the environment, libdbus would start a dbus-daemon
// through `dbus-launch --autolaunch` that outlives SolveDeck. The guard uses the bus at $XDG_RUNTIME_DIR/bus when
// there is one and otherwise points D-Bus at nothing.
#include "core/secrets/keyvault.h"

#include <QFile>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using SolveDeck::KeyVault;

namespace {

// Restores the two variables the guard reads and writes.
class BusEnvironment : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        savedAddress = qgetenv("DBUS_SESSION_BUS_ADDRESS");
        savedRuntime = qgetenv("XDG_RUNTIME_DIR");
        hadAddress = qEnvironmentVariableIsSet("DBUS_SESSION_BUS_ADDRESS");
        hadRuntime = qEnvironmentVariableIsSet("XDG_RUNTIME_DIR");
        qunsetenv("DBUS_SESSION_BUS_ADDRESS");
        qputenv("XDG_RUNTIME_DIR", dir.path().toUtf8());
    }

    void TearDown() override
    {
        hadAddress ? qputenv("DBUS_SESSION_BUS_ADDRESS", savedAddress) : qunsetenv("DBUS_SESSION_BUS_ADDRESS");
        hadRuntime ? qputenv("XDG_RUNTIME_DIR", savedRuntime) : qunsetenv("XDG_RUNTIME_DIR");
    }

    QTemporaryDir dir;
    QByteArray savedAddress;
    QByteArray savedRuntime;
    bool hadAddress = false;
    bool hadRuntime = false;
};

} // namespace

TEST_F(BusEnvironment, NoBusAnywherePointsDBusAtNothing)
{
    KeyVault::preventBusAutolaunch();
    const QString address = qEnvironmentVariable("DBUS_SESSION_BUS_ADDRESS");
    EXPECT_TRUE(address.startsWith(QStringLiteral("unix:path=/nonexistent/"))) << address.toStdString();
}

TEST_F(BusEnvironment, TheUsersBusSocketIsUsedWhenThereIsOne)
{
    QFile socket(dir.filePath(QStringLiteral("bus")));
    ASSERT_TRUE(socket.open(QIODevice::WriteOnly)); // a file stands in for the socket: only its presence counts
    socket.close();
    KeyVault::preventBusAutolaunch();
    EXPECT_EQ(qEnvironmentVariable("DBUS_SESSION_BUS_ADDRESS"), QStringLiteral("unix:path=") + socket.fileName());
}

TEST_F(BusEnvironment, AnAddressAlreadySetIsLeftAlone)
{
    qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/run/user/1000/bus");
    KeyVault::preventBusAutolaunch();
    EXPECT_EQ(qEnvironmentVariable("DBUS_SESSION_BUS_ADDRESS"), QStringLiteral("unix:path=/run/user/1000/bus"));
}
