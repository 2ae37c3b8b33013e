#include "clirunner.h"

#include "support/testhosts.h"
#include "support/testutil.h"

#include <gtest/gtest.h>

#include <utility>

namespace SolveDeckTest {

CliRunner::CliRunner(QString databaseLocation, QString endpoint)
    : m_db(std::move(databaseLocation))
    , m_endpoint(std::move(endpoint))
    , m_env(QProcessEnvironment::systemEnvironment())
{
    m_env.remove(QStringLiteral("SOLVEDECK_API_KEY"));
}

QStringList CliRunner::commonArgs() const
{
    QStringList args = {QStringLiteral("--db"), m_db, QStringLiteral("--endpoint"), m_endpoint};
    if (m_timeScale) {
        args += {QStringLiteral("--time-scale"), QString::number(*m_timeScale)};
    }
    return args;
}

void CliRunner::setApiKey(const QString &key)
{
    if (key.isEmpty()) {
        m_env.remove(QStringLiteral("SOLVEDECK_API_KEY"));
    } else {
        m_env.insert(QStringLiteral("SOLVEDECK_API_KEY"), key);
    }
}

void CliRunner::setNoKeychain()
{
    m_env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), QStringLiteral("unix:path=/nonexistent/solvedeck-no-bus"));
}

namespace {

CliOutcome runProcess(const QProcessEnvironment &env,
                      const QStringList &args,
                      const QByteArray &stdinData,
                      int timeoutMs)
{
    QProcess process;
    process.setProgram(programPath(QStringLiteral("solvedeck-cli")));
    process.setArguments(args);
    process.setProcessEnvironment(env);
    process.start();
    CliOutcome outcome;
    if (!process.waitForStarted(10000)) {
        outcome.err = process.errorString();
        return outcome;
    }
    process.write(stdinData);
    process.closeWriteChannel();
    outcome.finished = process.waitForFinished(timeoutMs);
    if (!outcome.finished) {
        process.kill();
        process.waitForFinished(5000);
    }
    outcome.exitCode = process.exitCode();
    outcome.exitStatus = process.exitStatus();
    outcome.out = QString::fromUtf8(process.readAllStandardOutput());
    outcome.err = QString::fromUtf8(process.readAllStandardError());
    return outcome;
}

} // namespace

CliOutcome CliRunner::run(const QStringList &args, const QByteArray &stdinData, int timeoutMs) const
{
    return runProcess(m_env, commonArgs() + args, stdinData, timeoutMs);
}

CliOutcome CliRunner::runBare(const QStringList &args, const QByteArray &stdinData) const
{
    return runProcess(m_env, args, stdinData, 30000);
}

std::unique_ptr<QProcess> CliRunner::startProcess(const QStringList &args) const
{
    auto process = std::make_unique<QProcess>();
    process->setProgram(programPath(QStringLiteral("solvedeck-cli")));
    process->setArguments(commonArgs() + args);
    process->setProcessEnvironment(m_env);
    process->start();
    return process;
}

void CliRunner::authoriseTestHosts() const
{
    QString error;
    EXPECT_TRUE(SolveDeckTest::authoriseTestHosts(m_db, &error)) << error.toStdString();
}

} // namespace SolveDeckTest
