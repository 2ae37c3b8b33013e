#include "keyvault.h"

#include "core/logging.h"
#include "core/secrets/processhardening.h"

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QFileInfo>
#include <QTimer>
#include <qt6keychain/keychain.h>

#include <memory>
#include <utility>

namespace SolveDeck {

namespace {

// True when the session bus is up and a Secret Service is running on it or can be started by it.
bool secretServiceReachable()
{
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected()) {
        return false;
    }
    const QString secrets = QStringLiteral("org.freedesktop.secrets");
    QDBusConnectionInterface *iface = bus.interface();
    if (iface == nullptr) {
        return false;
    }
    if (iface->isServiceRegistered(secrets).value()) {
        return true;
    }
    return iface->activatableServiceNames().value().contains(secrets);
}

QString defaultEntry()
{
    return QStringLiteral("captchaai-api-key");
}

// Turns a keychain error into a status and a message that tells the user what to do.
KeyVault::Result describe(QKeychain::Error error, const QString &keychainText)
{
    KeyVault::Result r;
    switch (error) {
    case QKeychain::NoError:
        r.status = KeyVault::Status::Ok;
        return r;
    case QKeychain::EntryNotFound:
        r.status = KeyVault::Status::NotFound;
        r.message = KeyVault::tr("No API key is stored yet. Enter your CaptchaAI key in Settings, or set %1 for "
                                 "headless runs.")
                        .arg(KeyVault::environmentVariable());
        return r;
    case QKeychain::AccessDenied:
    case QKeychain::AccessDeniedByUser:
        r.status = KeyVault::Status::AccessDenied;
        r.message = KeyVault::tr("The system keychain refused access (%1). Unlock your login keyring (for example "
                                 "with Seahorse) and try again.")
                        .arg(keychainText);
        return r;
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
        r.status = KeyVault::Status::NoKeychain;
        break;
    case QKeychain::OtherError:
    case QKeychain::CouldNotDeleteEntry:
        r.status = KeyVault::Status::Failed;
        break;
    }
    // On Debian every Secret Service failure, including "no service on this session", arrives as OtherError with
    // libsecret's or D-Bus's words. Ask D-Bus itself whether a Secret Service could answer, so the message can
    // say what to do instead of repeating a bare "Could not connect".
    if (r.status == KeyVault::Status::NoKeychain || !secretServiceReachable()) {
        r.status = KeyVault::Status::NoKeychain;
        r.message = KeyVault::tr("No system keychain is reachable (%1). SolveDeck keeps the API key only in the "
                                 "keychain: start a Secret Service such as gnome-keyring or KWallet in your desktop "
                                 "session, or set %2 for headless runs.")
                        .arg(keychainText, KeyVault::environmentVariable());
    } else {
        r.message = KeyVault::tr("The system keychain reported an error: %1").arg(keychainText);
    }
    return r;
}

} // namespace

KeyVault::KeyVault(QObject *parent)
    : KeyVault(applicationService(), defaultEntry(), parent)
{
}

KeyVault::KeyVault(QString service, QString entry, QObject *parent)
    : QObject(parent)
    , m_service(std::move(service))
    , m_entry(std::move(entry))
{
}

void KeyVault::preventBusAutolaunch()
{
    if (!qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS")) {
        return;
    }
    const QString runtimeDir = qEnvironmentVariable("XDG_RUNTIME_DIR");
    const QString socket = runtimeDir + QStringLiteral("/bus");
    if (!runtimeDir.isEmpty() && QFileInfo(socket).exists()) {
        qputenv("DBUS_SESSION_BUS_ADDRESS", (QStringLiteral("unix:path=") + socket).toUtf8());
        return;
    }
    qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent/solvedeck-no-session-bus");
}

QString KeyVault::applicationService()
{
    // SOLVEDECK_KEYCHAIN_SERVICE: another keychain service for this process (a second profile; tests that store a
    // key without touching the one other tests or the user's console read).
    const QString fromEnvironment = qEnvironmentVariable("SOLVEDECK_KEYCHAIN_SERVICE");
    return fromEnvironment.isEmpty() ? QStringLiteral("SolveDeck") : fromEnvironment;
}

void KeyVault::setTimeout(std::chrono::milliseconds timeout)
{
    m_timeout = timeout;
}

namespace {

// SOLVEDECK_API_KEY as takeEnvironmentKey() took it out of the environment.
QString &takenEnvironmentKey()
{
    static QString key;
    return key;
}

} // namespace

void KeyVault::takeEnvironmentKey()
{
    const QString taken = ProcessHardening::takeEnvironmentVariable("SOLVEDECK_API_KEY");
    if (!taken.isEmpty()) {
        takenEnvironmentKey() = taken;
    }
}

std::optional<QString> KeyVault::environmentKey()
{
    QString value = qEnvironmentVariable("SOLVEDECK_API_KEY").trimmed();
    if (value.isEmpty()) {
        value = takenEnvironmentKey();
    }
    if (value.isEmpty()) {
        return std::nullopt;
    }
    return value;
}

void KeyVault::readKey(Callback done)
{
    if (m_useEnvironment) {
        if (auto key = environmentKey()) {
            Result r;
            r.status = Status::Ok;
            r.key = *key;
            r.fromEnvironment = true;
            // Report from the event loop, as the keychain path does, so callers see one behaviour.
            QTimer::singleShot(0, this, [done = std::move(done), r] {
                done(r);
            });
            return;
        }
    }
    start(Operation::Read, {}, std::move(done));
}

void KeyVault::writeKey(const QString &key, Callback done)
{
    start(Operation::Write, key, std::move(done));
}

void KeyVault::clearKey(Callback done)
{
    start(Operation::Delete, {}, std::move(done));
}

void KeyVault::start(Operation op, const QString &key, Callback done)
{
    QKeychain::Job *job = nullptr;
    switch (op) {
    case Operation::Read:
        job = new QKeychain::ReadPasswordJob(m_service, this);
        break;
    case Operation::Write: {
        auto *write = new QKeychain::WritePasswordJob(m_service, this);
        write->setTextData(key);
        job = write;
        break;
    }
    case Operation::Delete:
        job = new QKeychain::DeletePasswordJob(m_service, this);
        break;
    }
    job->setKey(m_entry);
    // Never store the key in a plaintext file when the keychain is missing: the user must know.
    job->setInsecureFallback(false);
    job->setAutoDelete(true);

    // Shared between the job's answer and the timeout: whichever comes first reports, the other is ignored.
    struct Pending
    {
        Callback done;
        bool reported = false;
    };

    auto pending = std::make_shared<Pending>(Pending{std::move(done)});

    auto *timer = new QTimer(job);
    timer->setSingleShot(true);
    connect(timer, &QTimer::timeout, this, [pending, timeout = m_timeout] {
        if (pending->reported) {
            return;
        }
        pending->reported = true;
        qCWarning(lcSecrets) << "keychain did not answer within" << timeout.count() << "ms";
        Result r;
        r.status = Status::TimedOut;
        r.message = tr("The system keychain did not answer within %n second(s). It may be waiting for an unlock "
                       "prompt: unlock your login keyring and try again.",
                       nullptr,
                       int(std::chrono::duration_cast<std::chrono::seconds>(timeout).count()));
        pending->done(r);
    });

    connect(job, &QKeychain::Job::finished, this, [pending, op, timer](QKeychain::Job *finished) {
        timer->stop();
        if (pending->reported) {
            return;
        }
        pending->reported = true;
        Result r = describe(finished->error(), finished->errorString());
        if (r.ok() && op == Operation::Read) {
            r.key = static_cast<QKeychain::ReadPasswordJob *>(finished)->textData();
        }
        if (op == Operation::Delete && r.status == Status::NotFound) {
            // Clearing a key that is not there leaves the wanted state: no key.
            r.status = Status::Ok;
            r.message.clear();
        }
        if (!r.ok()) {
            qCInfo(lcSecrets) << "keychain operation failed:" << finished->error() << finished->errorString();
        }
        pending->done(r);
    });

    timer->start(m_timeout);
    job->start();
}

} // namespace SolveDeck
