// The simulator as a test tool (issue 15): with a control port, the control endpoints are served only there and
// the API only on the API port, as --help says; /__stats and /__config never show an API key in full.
#include "simclient.h"
#include "support/testutil.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QTcpSocket>

using namespace SimTest;
using namespace Qt::StringLiterals;

namespace {

TEST_F(SimulatorTest, WithAControlPortEachPortServesOnlyItsOwnEndpoints)
{
    // Without a control port the API port serves /__ too (documented; most tests rely on it).
    EXPECT_EQ(client->get(u"__stats"_s, {}).status, 200);
    ASSERT_NE(sim->listenControl(0), 0);
    SimClient control(sim->controlUrl());

    EXPECT_EQ(client->get(u"__stats"_s, {}).status, 404);
    EXPECT_EQ(client->get(u"__config"_s, {}).status, 404);
    EXPECT_EQ(client->postRaw(u"__config"_s, "application/json", R"({"threads":1})").status, 404);
    EXPECT_EQ(client->postRaw(u"__reset"_s, "application/json", {}).status, 404);
    EXPECT_EQ(client->get(u"res.php"_s, {{u"key"_s, QString::fromLatin1(kKey)}, {u"action"_s, u"getbalance"_s}}).status,
              200);

    EXPECT_EQ(control.get(u"__stats"_s, {}).status, 200);
    EXPECT_EQ(control.get(u"res.php"_s, {{u"key"_s, QString::fromLatin1(kKey)}, {u"action"_s, u"getbalance"_s}}).status,
              404);
    EXPECT_EQ(control.postForm(u"in.php"_s, {{u"key"_s, QString::fromLatin1(kKey)}, {u"method"_s, u"userrecaptcha"_s}})
                  .status,
              404);
}

TEST_F(SimulatorTest, StatsAndConfigNeverShowAKeyInFull)
{
    configure({{u"keys"_s, QJsonArray{QString::fromLatin1(kKey)}}});
    const QString id = client->submitRecaptcha();
    ASSERT_FALSE(id.isEmpty());
    for (const QString &path : {u"__stats"_s, u"__config"_s}) {
        const Reply r = client->get(path, {});
        ASSERT_EQ(r.status, 200) << path.toStdString();
        EXPECT_FALSE(r.body.contains(kKey)) << path.toStdString() << ": " << r.body.toStdString();
        EXPECT_FALSE(r.body.contains(QByteArray(kKey).mid(4, 24))) << r.body.toStdString();
    }
    const QJsonObject stats = client->get(u"__stats"_s, {}).json();
    EXPECT_TRUE(stats.value(u"keys"_s).toObject().contains(u"0123...cdef"_s)) << "keys are told apart by a label";
    EXPECT_EQ(stats.value(u"tasks"_s).toArray().at(0).toObject().value(u"key"_s).toString(), u"0123...cdef"_s);
    // In process, the full key is still there for tests to index by.
    EXPECT_TRUE(sim->stats().value(u"keys"_s).toObject().contains(QString::fromLatin1(kKey)));
}

} // namespace

namespace {

// Sends `head` on a fresh connection to the API port, then up to `bodyBytes` more in 64 KiB pieces while the
// connection lasts, with the event loop running (the simulator lives in this thread); returns what came back and
// sets *sent to how much was queued.
QByteArray sendRaw(quint16 port, const QByteArray &head, qsizetype bodyBytes, qsizetype *sent)
{
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, port);
    if (!SolveDeckTest::waitUntil([&] {
            return socket.state() == QAbstractSocket::ConnectedState;
        })) {
        return "no connection: " + socket.errorString().toUtf8();
    }
    socket.write(head);
    *sent = 0;
    const QByteArray piece(64 * 1024, 'a');
    QByteArray answer;
    QElapsedTimer elapsed;
    elapsed.start();
    while (*sent < bodyBytes && answer.isEmpty() && socket.state() == QAbstractSocket::ConnectedState
           && elapsed.elapsed() < 30000) {
        if (socket.bytesToWrite() < qint64(256) * 1024) {
            socket.write(piece);
            *sent += piece.size();
        }
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        answer += socket.readAll();
    }
    SolveDeckTest::waitUntil(
        [&] {
        answer += socket.readAll();
        return answer.contains("\r\n\r\n") || socket.state() != QAbstractSocket::ConnectedState;
        },
        std::chrono::milliseconds(3000));
    return answer + socket.readAll();
}

TEST_F(SimulatorTest, OversizedBodiesAndHeadersAreRefusedBeforeTheyAreRead)
{
    const quint16 port = quint16(sim->baseUrl().port());
    qsizetype sent = 0;
    // A 1 GiB body announced: the answer comes from the head, long before 1 GiB could have been sent.
    const QByteArray refused = sendRaw(port,
                                       "POST /in.php HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: "
                                       "application/x-www-form-urlencoded\r\nContent-Length: 1073741824\r\n\r\n",
                                       qsizetype(64) * 1024 * 1024,
                                       &sent);
    EXPECT_LT(sent, qsizetype(64) * 1024 * 1024) << "the simulator kept reading the body";
    if (!refused.isEmpty()) {
        EXPECT_TRUE(refused.startsWith("HTTP/1.1 413")) << refused.left(200).toStdString();
    }
    // A head that never ends.
    const QByteArray flood = sendRaw(port, "GET /res.php HTTP/1.1\r\nX-Flood: ", qsizetype(4) * 1024 * 1024, &sent);
    EXPECT_LT(sent, qsizetype(4) * 1024 * 1024) << "the simulator kept reading the head";
    if (!flood.isEmpty()) {
        EXPECT_TRUE(flood.startsWith("HTTP/1.1 431")) << flood.left(200).toStdString();
    }
    // The simulator still serves ordinary requests.
    EXPECT_EQ(client->get(u"res.php"_s, {{u"key"_s, QString::fromLatin1(kKey)}, {u"action"_s, u"getbalance"_s}}).status,
              200);
}

} // namespace
