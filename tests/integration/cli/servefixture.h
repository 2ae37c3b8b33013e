#pragma once

// What the serve tests share: a database (SQLite or PostgreSQL), solvedeck-sim, the test hosts authorised and the
// key stored; `clients add`; `serve` started on a free port and stopped by signal.
#include "clirunner.h"
#include "gatewaycall.h"
#include "simprocess.h"
#include "support/testdatabase.h"
#include "support/testutil.h"

#include <QProcess>
#include <QRegularExpression>
#include <gtest/gtest.h>

#include <csignal>
#include <memory>

namespace SolveDeckTest {

class ServeFixture : public ::testing::TestWithParam<Backend>
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(db.ready()) << db.error().toStdString();
        QString error;
        ASSERT_TRUE(sim.start({QStringLiteral("--threads"), QStringLiteral("5")}, &error)) << error.toStdString();
        runner = std::make_unique<CliRunner>(db.location(), sim.endpoint());
        runner->authoriseTestHosts();
        runner->setApiKey(SimProcess::goodKey());
    }

    void TearDown() override
    {
        if (serve && serve->state() != QProcess::NotRunning) {
            serve->kill();
            serve->waitForFinished(10000);
        }
    }

    // `clients add NAME ...`: the token printed.
    QString addClient(const QString &name, const QStringList &extra = {})
    {
        const CliOutcome r = runner->run(QStringList{QStringLiteral("clients"), QStringLiteral("add"), name} + extra);
        EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
        return r.out.trimmed();
    }

    // Starts `serve --listen 127.0.0.1:0` and reads its port from the first stdout line.
    quint16 startServe(const QStringList &extra = {})
    {
        serve = runner->startProcess(
            QStringList{QStringLiteral("serve"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0")} + extra);
        EXPECT_TRUE(serve->waitForStarted(10000));
        EXPECT_TRUE(waitUntil(
            [this] {
            return serve->canReadLine() || serve->state() == QProcess::NotRunning;
            },
            30s));
        const QString line = QString::fromUtf8(serve->readLine()).trimmed();
        static const QRegularExpression listening(QStringLiteral("^listening on http://127\\.0\\.0\\.1:(\\d+)$"));
        const QRegularExpressionMatch match = listening.match(line);
        EXPECT_TRUE(match.hasMatch()) << line.toStdString() << serve->readAllStandardError().toStdString();
        return quint16(match.captured(1).toUInt());
    }

    int stopServe(int signalNumber)
    {
        ::kill(pid_t(serve->processId()), signalNumber);
        EXPECT_TRUE(serve->waitForFinished(30000));
        return serve->exitCode();
    }

    void pauseQueue(bool paused)
    {
        const CliOutcome r = runner->run({paused ? QStringLiteral("pause") : QStringLiteral("resume")});
        ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    }

    QString page(const QString &name) const { return QStringLiteral("https://shop.test/serve/%1").arg(name); }

    TestDatabase db{GetParam()};
    SimProcess sim;
    std::unique_ptr<CliRunner> runner;
    std::unique_ptr<QProcess> serve;
};

} // namespace SolveDeckTest
