#pragma once

#include <QObject>
#include <QString>

#include <chrono>
#include <functional>
#include <optional>

namespace SolveDeck {

// The one place the API key is stored: the OS keychain through QtKeychain (Secret Service on Linux).
// Every call is asynchronous and reports exactly once, through its callback, either the keychain's answer or
// a timeout; no nested event loop. There is no plaintext fallback: when no keychain is reachable the caller
// gets NoKeychain with an explanation to show, and nothing is written anywhere else.
// SOLVEDECK_API_KEY in the environment overrides the stored key for headless runs (CI, servers).
class KeyVault : public QObject
{
    Q_OBJECT

public:
    enum class Status {
        Ok,
        NotFound,     // no key stored yet
        AccessDenied, // the keychain refused (locked, or the user said no)
        NoKeychain,   // no Secret Service / wallet reachable on this session
        TimedOut,     // the keychain did not answer in time (often an invisible unlock prompt)
        Failed,       // anything else; message() has the keychain's own words
    };
    Q_ENUM(Status)

    struct Result
    {
        Status status = Status::Failed;
        QString key;     // the key, for a successful read only
        QString message; // for the user: what went wrong and how to fix it; empty on success
        bool fromEnvironment = false;

        bool ok() const { return status == Status::Ok; }
    };

    using Callback = std::function<void(const Result &)>;

    static constexpr auto defaultTimeout = std::chrono::seconds(20);

    static QString environmentVariable() { return QStringLiteral("SOLVEDECK_API_KEY"); }

    // The keychain service name every SolveDeck program uses.
    static QString applicationService();

    // Call before the application object: with no session bus in the environment (a login over ssh, a bare
    // Xvfb), libdbus would autolaunch a dbus-daemon through `dbus-launch --autolaunch` on its first use (the
    // keychain, Qt's accessibility bridge) and leave it running after SolveDeck ends. Uses the session bus at
    // $XDG_RUNTIME_DIR/bus when there is one, else points D-Bus at nothing: the keychain then says it is
    // unreachable and how to fix that (SOLVEDECK_API_KEY), and nothing is left behind.
    static void preventBusAutolaunch();

    explicit KeyVault(QObject *parent = nullptr);
    // service: the keychain service name ("SolveDeck"); entry: the item name within it. Tests use their own.
    KeyVault(QString service, QString entry, QObject *parent = nullptr);

    // How long to wait for the keychain before reporting TimedOut.
    void setTimeout(std::chrono::milliseconds timeout);

    // Reads the key: SOLVEDECK_API_KEY when set (and useEnvironment), else the keychain.
    void readKey(Callback done);
    void writeKey(const QString &key, Callback done);
    void clearKey(Callback done);

    void setUseEnvironment(bool use) { m_useEnvironment = use; }

    // SOLVEDECK_API_KEY: from the environment, or as takeEnvironmentKey() took it from there.
    static std::optional<QString> environmentKey();
    // Call first thing in main: moves SOLVEDECK_API_KEY out of the environment into this process's memory (its
    // bytes in the environment block overwritten, the variable unset), so no child process inherits it and
    // /proc/PID/environ does not show it. environmentKey() still returns it.
    static void takeEnvironmentKey();

    QString service() const { return m_service; }

private:
    enum class Operation {
        Read,
        Write,
        Delete
    };
    void start(Operation op, const QString &key, Callback done);

    QString m_service;
    QString m_entry;
    std::chrono::milliseconds m_timeout = defaultTimeout;
    bool m_useEnvironment = true;
};

} // namespace SolveDeck
