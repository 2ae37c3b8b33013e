// Concurrent clients and a simulator on its own thread, as the engine tests and the benchmarks run it.
#include "simclient.h"
#include "support/testutil.h"

#include <QJsonArray>
#include <QNetworkRequest>
#include <QTcpSocket>
#include <QThread>

#include <algorithm>

using namespace SimTest;
using namespace Qt::StringLiterals;
using namespace std::chrono_literals;

namespace {

// One blocking HTTP/1.1 exchange on a fresh connection: the caller's thread runs no event loop meanwhile.
QByteArray blockingGet(quint16 port, const QByteArray &pathAndQuery)
{
    QTcpSocket socket;
    socket.connectToHost(u"127.0.0.1"_s, port);
    if (!socket.waitForConnected(5000)) {
        return "connect failed: " + socket.errorString().toUtf8();
    }
    socket.write("GET " + pathAndQuery + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    QByteArray answer;
    while (socket.waitForReadyRead(5000)) {
        answer += socket.readAll();
    }
    answer += socket.readAll();
    return answer;
}

} // namespace

class SimConcurrencyTest : public SimulatorTest
{
};

TEST_F(SimConcurrencyTest, ParallelSubmitsNeverExceedThePlan)
{
    configure({{u"threads"_s, 3},
               {u"solveTimes"_s,
                QJsonObject{{u"recaptcha_v2"_s, QJsonObject{{u"dist"_s, u"fixed"_s}, {u"seconds"_s, 100}}}}}});
    QNetworkAccessManager nam;
    QList<QNetworkReply *> replies;
    for (int i = 0; i < 12; ++i) {
        replies.append(nam.get(QNetworkRequest(client->url(u"in.php"_s,
                                                           {{u"key"_s, QString::fromLatin1(kKey)},
                                                            {u"method"_s, u"userrecaptcha"_s},
                                                            {u"googlekey"_s, QString::fromLatin1(kGoogleKey)},
                                                            {u"pageurl"_s, u"https://example.com/%1"_s.arg(i)}}))));
    }
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return std::all_of(replies.begin(), replies.end(), [](QNetworkReply *r) {
            return r->isFinished();
        });
    }));
    int accepted = 0;
    int refused = 0;
    for (QNetworkReply *r : replies) {
        const QByteArray body = r->readAll();
        accepted += body.startsWith("OK|");
        refused += body == "ERROR_ZERO_BALANCE";
        r->deleteLater();
    }
    EXPECT_EQ(accepted, 3);
    EXPECT_EQ(refused, 9);
    const QJsonObject key = sim->stats().value(u"keys"_s).toObject().value(QString::fromLatin1(kKey)).toObject();
    EXPECT_EQ(key.value(u"maxBusyThreads"_s).toInt(), 3);
    EXPECT_EQ(key.value(u"refusedNoThread"_s).toInt(), 9);
}

TEST(SimWorkerThreadTest, AnswersWhileTheCallerBlocksAndTakesConfigFromIt)
{
    QThread worker;
    worker.start();
    auto *sim = new SolveDeckSim::Simulator;
    QString error;
    ASSERT_TRUE(sim->applyConfig({{u"timeScale"_s, 0.1}}, &error));
    sim->moveToThread(&worker);
    quint16 port = 0;
    QMetaObject::invokeMethod(
        sim,
        [&] {
        port = sim->listen(0);
        },
        Qt::BlockingQueuedConnection);
    ASSERT_NE(port, 0);

    const QByteArray balance = "/res.php?key=0123456789abcdef0123456789abcdef&action=getbalance";
    EXPECT_TRUE(blockingGet(port, balance).endsWith("\r\n\r\n0"));
    EXPECT_EQ(sim->stats().value(u"requests"_s).toObject().value(u"res.php:getbalance"_s).toInt(), 1);

    // A config change from this thread, including the socket-level "down" switch, reaches the worker.
    ASSERT_TRUE(sim->applyConfig({{u"down"_s, u"refuse"_s}}, &error));
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return blockingGet(port, balance).startsWith("connect failed");
    }));
    ASSERT_TRUE(sim->applyConfig({{u"down"_s, false}}, &error));
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return blockingGet(port, balance).endsWith("\r\n\r\n0");
    }));
    sim->reset();
    EXPECT_TRUE(sim->stats().value(u"requests"_s).toObject().isEmpty());

    QMetaObject::invokeMethod(
        sim,
        [sim] {
        delete sim;
        },
        Qt::BlockingQueuedConnection);
    worker.quit();
    worker.wait();
}
