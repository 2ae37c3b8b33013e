// solvedeck-cli serve and clients over real sockets, against solvedeck-sim, on SQLite and PostgreSQL: the first
// stdout line, isolation between clients, idempotency, long-poll, event streams with resume, the limits, revoke,
// the graceful stop and a restart that finishes what a killed serve left.
#include "core/io/jobjson.h"
#include "gatewaycall.h"
#include "servefixture.h"
#include "simprocess.h"
#include "support/testdatabase.h"
#include "support/testutil.h"

#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <csignal>
#include <memory>

using namespace SolveDeckTest;

namespace {

class CliServeTest : public ServeFixture
{
};

INSTANTIATE_TEST_SUITE_P(Backends, CliServeTest, allBackends(), backendName);

TEST_P(CliServeTest, ClientsAddPrintsTheTokenOnceAndListAndRevokeWork)
{
    const QString token = addClient(QStringLiteral("ci-suite"),
                                    {QStringLiteral("--max-in-flight"), QStringLiteral("4")});
    EXPECT_TRUE(QRegularExpression(QStringLiteral("^[0-9a-f]{32}$")).match(token).hasMatch()) << token.toStdString();
    EXPECT_NE(addClient(QStringLiteral("other")), token);

    const CliOutcome list = runner->run({QStringLiteral("clients"), QStringLiteral("list"), QStringLiteral("--json")});
    ASSERT_EQ(list.exitCode, 0) << list.err.toStdString();
    const QJsonArray clients = list.json().array();
    ASSERT_EQ(clients.size(), 2);
    EXPECT_FALSE(list.out.contains(token)); // never shown again
    EXPECT_EQ(clients.at(0).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("ci-suite"));
    EXPECT_EQ(clients.at(0).toObject().value(QStringLiteral("max_in_flight")).toInt(), 4);

    // A pattern outside the authorised targets is refused, with the fix.
    const CliOutcome wide = runner->run({QStringLiteral("clients"),
                                         QStringLiteral("add"),
                                         QStringLiteral("wide"),
                                         QStringLiteral("--hosts"),
                                         QStringLiteral("unknown.example.org")});
    EXPECT_NE(wide.exitCode, 0);
    EXPECT_TRUE(wide.out.isEmpty());
    EXPECT_TRUE(wide.err.contains(QStringLiteral("hosts allow"))) << wide.err.toStdString();

    const CliOutcome revoked = runner->run(
        {QStringLiteral("clients"), QStringLiteral("revoke"), QStringLiteral("other")});
    EXPECT_EQ(revoked.exitCode, 0) << revoked.err.toStdString();
    const CliOutcome audit = runner->run({QStringLiteral("audit"), QStringLiteral("--json")});
    EXPECT_TRUE(audit.out.contains(QStringLiteral("client.add")));
    EXPECT_TRUE(audit.out.contains(QStringLiteral("client.revoke")));
    EXPECT_FALSE(audit.out.contains(token));
}

TEST_P(CliServeTest, ASolveIsQueuedLongPolledAndStreamedWithItsToken)
{
    const QString token = addClient(QStringLiteral("suite"));
    const quint16 port = startServe();
    ASSERT_NE(port, 0);
    EventStreamReader live(port, token);
    ASSERT_EQ(live.status(), 200);

    GatewayCall call(port, token);
    const GatewayAnswer queued = call.post("/v1/solve", GatewayCall::jobBody(page(QStringLiteral("one"))));
    ASSERT_EQ(queued.status, 202) << queued.body.toStdString();
    const qint64 id = queued.json().value(QStringLiteral("id")).toInteger();
    EXPECT_EQ(queued.header("location"), "/v1/solve/" + QByteArray::number(id));

    const GatewayAnswer solved = call.get("/v1/solve/" + QByteArray::number(id) + "?wait=60", 70000);
    ASSERT_EQ(solved.status, 200) << solved.body.toStdString();
    EXPECT_EQ(solved.json().value(QStringLiteral("state")).toString(), QStringLiteral("solved"));
    const QString solvedToken = solved.json().value(QStringLiteral("token")).toString();
    EXPECT_FALSE(solvedToken.isEmpty());

    // The stream: every event of the job in id order, the last one "solved" with the token.
    QList<StreamEvent> events;
    while (true) {
        const std::optional<StreamEvent> event = live.next();
        ASSERT_TRUE(event.has_value()) << "events so far: " << events.size();
        if (!events.isEmpty()) {
            EXPECT_GT(event->id, events.constLast().id);
        }
        events << *event;
        if (event->event == "solved") {
            EXPECT_EQ(event->data.value(QStringLiteral("token")).toString(), solvedToken);
            EXPECT_EQ(event->data.value(QStringLiteral("job")).toInteger(), id);
            break;
        }
    }
    EXPECT_EQ(events.constFirst().event, "enqueued");

    // Resume after the first event: exactly the rest, nothing repeated, nothing missed.
    EventStreamReader resumed(port, token, events.constFirst().id);
    ASSERT_EQ(resumed.status(), 200);
    for (qsizetype i = 1; i < events.size(); ++i) {
        const std::optional<StreamEvent> event = resumed.next();
        ASSERT_TRUE(event.has_value());
        EXPECT_EQ(event->id, events[i].id);
        EXPECT_EQ(event->event, events[i].event);
    }

    const GatewayAnswer capacity = call.get("/v1/capacity");
    ASSERT_EQ(capacity.status, 200);
    EXPECT_TRUE(capacity.json().contains(QStringLiteral("plan_threads")));
    EXPECT_EQ(capacity.json().value(QStringLiteral("client")).toObject().value(QStringLiteral("in_flight")).toInt(), 0);
    EXPECT_EQ(stopServe(SIGTERM), 0);
}

TEST_P(CliServeTest, AnotherClientsJobIsExactlyAMissingOneAndKeysAreScoped)
{
    const QString alice = addClient(QStringLiteral("alice"));
    const QString bob = addClient(QStringLiteral("bob"));
    pauseQueue(true); // nothing is solved meanwhile: the states stay put
    const quint16 port = startServe();
    GatewayCall a(port, alice);
    GatewayCall b(port, bob);

    const GatewayAnswer first = a.post("/v1/solve",
                                       GatewayCall::jobBody(page(QStringLiteral("a"))),
                                       "Idempotency-Key: order-1\r\n");
    ASSERT_EQ(first.status, 202) << first.body.toStdString();
    const QByteArray id = QByteArray::number(first.json().value(QStringLiteral("id")).toInteger());

    const GatewayAnswer again = a.post("/v1/solve",
                                       GatewayCall::jobBody(page(QStringLiteral("a"))),
                                       "Idempotency-Key: order-1\r\n");
    EXPECT_EQ(again.status, 200);
    EXPECT_EQ(QByteArray::number(again.json().value(QStringLiteral("id")).toInteger()), id);
    EXPECT_EQ(again.json().value(QStringLiteral("idempotency_key")).toString(), QStringLiteral("order-1"));

    // Bob's same key is his own.
    const GatewayAnswer bobs = b.post("/v1/solve",
                                      GatewayCall::jobBody(page(QStringLiteral("b"))),
                                      "Idempotency-Key: order-1\r\n");
    EXPECT_EQ(bobs.status, 202);
    EXPECT_NE(QByteArray::number(bobs.json().value(QStringLiteral("id")).toInteger()), id);

    const GatewayAnswer missing = b.get("/v1/solve/999999");
    const GatewayAnswer foreign = b.get("/v1/solve/" + id);
    EXPECT_EQ(foreign.status, 404);
    EXPECT_EQ(foreign.status, missing.status);
    EXPECT_EQ(foreign.body, missing.body);
    EXPECT_EQ(b.del("/v1/solve/" + id).status, 404);
    EXPECT_EQ(b.get("/v1/solve/" + id + "?wait=1").status, 404);

    // Alice cancels her own job; a second cancel is a conflict.
    const GatewayAnswer canceled = a.del("/v1/solve/" + id);
    EXPECT_EQ(canceled.status, 200) << canceled.body.toStdString();
    EXPECT_EQ(canceled.json().value(QStringLiteral("state")).toString(), QStringLiteral("canceled"));
    EXPECT_EQ(a.del("/v1/solve/" + id).status, 409);
    EXPECT_EQ(stopServe(SIGINT), 0);
}

TEST_P(CliServeTest, RefusalsSayWhyAndWhatToDo)
{
    const QString token = addClient(QStringLiteral("limited"),
                                    {QStringLiteral("--max-in-flight"), QStringLiteral("2")});
    pauseQueue(true);
    const quint16 port = startServe();
    GatewayCall call(port, token);

    EXPECT_EQ(call.post("/v1/solve", GatewayCall::jobBody(page(QStringLiteral("1")))).status, 202);
    EXPECT_EQ(call.post("/v1/solve", GatewayCall::jobBody(page(QStringLiteral("2")))).status, 202);
    const GatewayAnswer over = call.post("/v1/solve", GatewayCall::jobBody(page(QStringLiteral("3"))));
    EXPECT_EQ(over.status, 429);
    EXPECT_GE(over.header("retry-after").toInt(), 1);

    const GatewayAnswer invalid = call.post("/v1/solve",
                                            R"({"method":"recaptcha_v2","pageurl":"https://shop.test/x"})");
    EXPECT_EQ(invalid.status, 422) << invalid.body.toStdString();
    EXPECT_FALSE(invalid.json().value(QStringLiteral("message")).toString().isEmpty());
    EXPECT_FALSE(invalid.json().value(QStringLiteral("fix")).toString().isEmpty());

    const GatewayAnswer foreignHost = call.post("/v1/solve",
                                                GatewayCall::jobBody(
                                                    QStringLiteral("https://not-authorised.example.org/")));
    EXPECT_EQ(foreignHost.status, 403);
    EXPECT_TRUE(foreignHost.body.contains("not-authorised.example.org"));
    EXPECT_TRUE(foreignHost.body.contains("hosts allow"));

    const GatewayAnswer badJson = call.post("/v1/solve", "{\"method\": ");
    EXPECT_EQ(badJson.status, 400);
    EXPECT_TRUE(badJson.body.contains("line 1 column")) << badJson.body.toStdString();

    EXPECT_EQ(call.get("/v1/solve/1?wait=61").status, 400);
    EXPECT_EQ(GatewayCall(port, QString()).get("/v1/capacity").status, 401);
    const GatewayAnswer wrongToken = GatewayCall(port, QString(32, QLatin1Char('0'))).get("/v1/capacity");
    EXPECT_EQ(wrongToken.status, 401);
    EXPECT_EQ(wrongToken.header("www-authenticate"), "Bearer");
    EXPECT_EQ(stopServe(SIGTERM), 0);
}

TEST_P(CliServeTest, RevokeCancelsQueuedJobsRefusesTheClientAndEndsItsStream)
{
    const QString token = addClient(QStringLiteral("leaving"));
    pauseQueue(true);
    const quint16 port = startServe();
    GatewayCall call(port, token);
    const GatewayAnswer queued = call.post("/v1/solve", GatewayCall::jobBody(page(QStringLiteral("r"))));
    ASSERT_EQ(queued.status, 202);
    EventStreamReader stream(port, token);
    ASSERT_EQ(stream.status(), 200);

    const CliOutcome revoked = runner->run(
        {QStringLiteral("clients"), QStringLiteral("revoke"), QStringLiteral("leaving")});
    ASSERT_EQ(revoked.exitCode, 0) << revoked.err.toStdString();
    EXPECT_TRUE(stream.waitClosed());
    EXPECT_EQ(call.get("/v1/capacity").status, 401);
    const CliOutcome show = runner->run({QStringLiteral("show"),
                                         QString::number(queued.json().value(QStringLiteral("id")).toInteger()),
                                         QStringLiteral("--json")});
    EXPECT_EQ(show.json().object().value(QStringLiteral("state")).toString(), QStringLiteral("canceled"));
    EXPECT_EQ(stopServe(SIGTERM), 0);
}

TEST_P(CliServeTest, AHeldLongPollIsAnsweredAtStopAndAKilledServeLeavesJobsForTheNext)
{
    const QString token = addClient(QStringLiteral("patient"));
    pauseQueue(true);
    quint16 port = startServe();
    GatewayCall call(port, token);
    QList<qint64> ids;
    for (int i = 0; i < 3; ++i) {
        const GatewayAnswer queued = call.post("/v1/solve", GatewayCall::jobBody(page(QStringLiteral("k%1").arg(i))));
        ASSERT_EQ(queued.status, 202);
        ids << queued.json().value(QStringLiteral("id")).toInteger();
    }
    // A long-poll held when SIGTERM comes is answered with the job's state now.
    GatewayCall poller(port, token);
    ASSERT_TRUE(poller.send("GET", "/v1/solve/" + QByteArray::number(ids[0]) + "?wait=60", {}, {}));
    // The gateway reads sockets in the order their bytes arrive: once a later request on another connection is
    // answered, the poll has been read and is held.
    ASSERT_EQ(call.get("/v1/capacity").status, 200);
    ::kill(pid_t(serve->processId()), SIGTERM);
    const GatewayAnswer held = poller.receive(20000);
    EXPECT_EQ(held.status, 200);
    EXPECT_EQ(held.json().value(QStringLiteral("state")).toString(), QStringLiteral("queued"));
    ASSERT_TRUE(serve->waitForFinished(30000));
    EXPECT_EQ(serve->exitCode(), 0);

    // A serve killed outright leaves its jobs queued; the next one solves them.
    port = startServe();
    ::kill(pid_t(serve->processId()), SIGKILL);
    ASSERT_TRUE(serve->waitForFinished(10000));
    pauseQueue(false);
    port = startServe();
    GatewayCall after(port, token);
    for (const qint64 id : std::as_const(ids)) {
        const GatewayAnswer solved = after.get("/v1/solve/" + QByteArray::number(id) + "?wait=60", 70000);
        ASSERT_EQ(solved.status, 200);
        EXPECT_EQ(solved.json().value(QStringLiteral("state")).toString(), QStringLiteral("solved"));
    }
    EXPECT_EQ(stopServe(SIGINT), 0);
}

} // namespace

namespace {

// Weighted round robin between owners (Claims::claimDue with FairShare): while the operator's 10,000-job import
// keeps every thread busy, a client's single job is claimed at the next free thread, not after the import. The
// measure is structural, not a time: how many of the import's jobs reached the server between the client's job
// being queued and being submitted (first in, first out would make it thousands; fair sharing at most a round of
// the threads, counted twice for answers that cross on the wire).
TEST_P(CliServeTest, AnImportOfTenThousandJobsDoesNotHoldBackAnotherClientsSingleJob)
{
    constexpr int kImport = 10'000;
    constexpr int kThreads = 5;
    QTemporaryDir files;
    ASSERT_TRUE(files.isValid());
    QFile jsonl(files.filePath(QStringLiteral("import.jsonl")));
    ASSERT_TRUE(jsonl.open(QIODevice::WriteOnly));
    for (int i = 0; i < kImport; ++i) {
        jsonl.write(GatewayCall::jobBody(QStringLiteral("https://shop.test/import/%1").arg(i)) + '\n');
    }
    jsonl.close();
    const CliOutcome imported = runner->run({QStringLiteral("enqueue"), QStringLiteral("--file"), jsonl.fileName()});
    ASSERT_EQ(imported.exitCode, 0) << imported.err.toStdString();

    const QString token = addClient(QStringLiteral("single"));
    const quint16 port = startServe({QStringLiteral("--threads"), QString::number(kThreads)});
    GatewayCall call(port, token);
    // The import is under way: its first jobs are in flight.
    ASSERT_TRUE(waitUntil(
        [&call] {
        return call.get("/v1/capacity").json().value(QStringLiteral("in_use")).toInt() > 0;
        },
        30s));

    const GatewayAnswer queued = call.post("/v1/solve", GatewayCall::jobBody(page(QStringLiteral("single"))));
    ASSERT_EQ(queued.status, 202);
    const QByteArray id = QByteArray::number(queued.json().value(QStringLiteral("id")).toInteger());
    const GatewayAnswer solved = call.get("/v1/solve/" + id + "?wait=60", 70000);
    ASSERT_EQ(solved.status, 200);
    ASSERT_EQ(solved.json().value(QStringLiteral("state")).toString(), QStringLiteral("solved"));
    EXPECT_EQ(stopServe(SIGTERM), 0);

    const auto atMs = [](const QJsonObject &job, const QString &field) {
        return SolveDeck::JobJson::parseIsoTime(job.value(field).toString()).value_or(0);
    };
    const qint64 queuedAt = atMs(solved.json(), QStringLiteral("created_at"));
    const qint64 submittedAt = atMs(solved.json(), QStringLiteral("submitted_at"));
    ASSERT_GT(submittedAt, 0);
    const CliOutcome list = runner->run({QStringLiteral("list"), QStringLiteral("--json")}, {}, 120000);
    ASSERT_EQ(list.exitCode, 0) << list.err.toStdString();
    int overtaking = 0;
    int importSubmitted = 0;
    for (const QJsonValue &value : list.json().array()) {
        const QJsonObject job = value.toObject();
        if (job.value(QStringLiteral("created_by")).toString().startsWith(QLatin1String("client:"))) {
            continue;
        }
        const qint64 at = atMs(job, QStringLiteral("submitted_at"));
        importSubmitted += at > 0 ? 1 : 0;
        overtaking += at > queuedAt && at < submittedAt ? 1 : 0;
    }
    EXPECT_LT(importSubmitted, kImport); // the import was still running
    EXPECT_LE(overtaking, 2 * kThreads);
}

} // namespace

namespace {

// Team mode: two serve processes on one PostgreSQL database. A job sent to one gateway shows on a client's event
// stream on the other, with its token, whichever engine solved it (the hub reads the shared timeline, in id order
// up to the PostgreSQL resume horizon).
class CliServeTeamTest : public CliServeTest
{
};

INSTANTIATE_TEST_SUITE_P(PostgreSqlOnly, CliServeTeamTest, ::testing::Values(Backend::PostgreSql), backendName);

TEST_P(CliServeTeamTest, AStreamOnOneGatewayCarriesJobsSentToAnother)
{
    const QString token = addClient(QStringLiteral("team"));
    const quint16 first = startServe();
    std::unique_ptr<QProcess> firstServe = std::move(serve);
    const quint16 second = startServe();

    EventStreamReader stream(first, token);
    ASSERT_EQ(stream.status(), 200);
    GatewayCall call(second, token);
    QSet<qint64> ids;
    for (int i = 0; i < 5; ++i) {
        const GatewayAnswer queued = call.post("/v1/solve",
                                               GatewayCall::jobBody(page(QStringLiteral("team%1").arg(i))));
        ASSERT_EQ(queued.status, 202);
        ids.insert(queued.json().value(QStringLiteral("id")).toInteger());
    }
    QSet<qint64> solved;
    qint64 lastId = 0;
    while (solved.size() < ids.size()) {
        const std::optional<StreamEvent> event = stream.next(60000);
        ASSERT_TRUE(event.has_value()) << "solved so far: " << solved.size();
        EXPECT_GT(event->id, lastId); // in id order, never repeated
        lastId = event->id;
        if (event->event == "solved") {
            EXPECT_FALSE(event->data.value(QStringLiteral("token")).toString().isEmpty());
            solved.insert(event->data.value(QStringLiteral("job")).toInteger());
        }
    }
    EXPECT_EQ(solved, ids);
    EXPECT_EQ(stopServe(SIGTERM), 0);
    serve = std::move(firstServe);
    EXPECT_EQ(stopServe(SIGTERM), 0);
}

} // namespace
