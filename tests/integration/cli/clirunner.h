#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace SolveDeckTest {

// What one solvedeck-cli run left behind.
struct CliOutcome
{
    int exitCode = -1;
    QProcess::ExitStatus exitStatus = QProcess::CrashExit;
    bool finished = false; // false: it did not end within the time limit (and was killed)
    QString out;
    QString err;

    QJsonDocument json() const { return QJsonDocument::fromJson(out.toUtf8()); }
};

// Runs build/bin/solvedeck-cli against one temporary database (a file or a postgresql:// address) and one endpoint,
// with the key in the child's environment only (never in argv). The simulator it talks to is a separate process, so
// blocking here is safe.
class CliRunner
{
public:
    CliRunner(QString databaseLocation, QString endpoint);

    // Common options added to every run: --db, --endpoint, --time-scale.
    QStringList commonArgs() const;

    QString databaseLocation() const { return m_db; }

    // Authorises the tests' target hosts (support/testhosts.h) on this runner's database, as an operator would with
    // 'hosts allow': the engine submits only jobs for authorised hosts. Fails the test when it cannot.
    void authoriseTestHosts() const;

    void setApiKey(const QString &key); // empty: SOLVEDECK_API_KEY unset

    // nullopt: no --time-scale at all (real time), as against an endpoint that is not on this machine.
    void setTimeScale(std::optional<double> scale) { m_timeScale = scale; }

    // Also points D-Bus at nothing, so "no key" cannot be satisfied by a keychain on the test machine.
    void setNoKeychain();

    QProcessEnvironment environment() const { return m_env; }

    // Any other variable of the child's environment (PGPASSWORD, PGPASSFILE); an empty value removes it.
    void setEnvironmentVariable(const QString &name, const QString &value)
    {
        if (value.isEmpty()) {
            m_env.remove(name);
        } else {
            m_env.insert(name, value);
        }
    }

    CliOutcome run(const QStringList &args, const QByteArray &stdinData = {}, int timeoutMs = 60000) const;

    // The same, without --db/--endpoint/--time-scale (usage tests).
    CliOutcome runBare(const QStringList &args, const QByteArray &stdinData = {}) const;

    // A started, not awaited, process (signals, SIGKILL).
    std::unique_ptr<QProcess> startProcess(const QStringList &args) const;

private:
    QString m_db;
    QString m_endpoint;
    std::optional<double> m_timeScale = 0.02;
    QProcessEnvironment m_env;
};

} // namespace SolveDeckTest
