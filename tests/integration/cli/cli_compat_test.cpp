// The in.php / res.php protocol on a real `solvedeck-cli serve` against solvedeck-sim, on SQLite and PostgreSQL:
// what a 2captcha-style library sends (GET and POST, urlencoded and multipart, plain and json=1) and every answer
// it must understand; another client's ids; reports forwarded once; and a client polling every 200 ms costing no
// upstream request (answers come from the database).
#include "servefixture.h"

#include <QJsonDocument>
#include <QSignalSpy>
#include <QTimer>
#include <QUrl>

using namespace SolveDeckTest;

namespace {

class CliCompatTest : public ServeFixture
{
protected:
    // One compat request; the key is a form field, never a header.
    GatewayAnswer compat(quint16 port,
                         const QByteArray &method,
                         const QByteArray &target,
                         const QByteArray &body = {},
                         const QByteArray &contentType = "application/x-www-form-urlencoded")
    {
        GatewayCall call(port, QString());
        return call.request(method,
                            target,
                            body,
                            body.isEmpty() ? QByteArray() : "Content-Type: " + contentType + "\r\n");
    }

    // One form field as a library writes it: a literal name, a literal or computed value.
    struct Field
    {
        Field(const char *fieldName, const char *fieldValue)
            : name(fieldName)
            , value(QString::fromUtf8(fieldValue))
        {
        }

        Field(const char *fieldName, const QString &fieldValue)
            : name(fieldName)
            , value(fieldValue)
        {
        }

        const char *name;
        QString value;
    };

    static QByteArray form(std::initializer_list<Field> fields)
    {
        QByteArray out;
        for (const Field &field : fields) {
            out += (out.isEmpty() ? "" : "&") + QByteArray(field.name) + '=' + QUrl::toPercentEncoding(field.value);
        }
        return out;
    }

    // Polls res.php (plain) on each tick of a timer running every `everyMs` (a library's polling loop, paced by
    // its own timer) until the answer is not CAPCHA_NOT_READY, or `maxPolls` polls; the answers seen, in order.
    QList<QByteArray> pollUntilReady(
        quint16 port, const QString &key, const QByteArray &id, int everyMs, int maxPolls = 600)
    {
        QTimer pace;
        QSignalSpy ticks(&pace, &QTimer::timeout);
        pace.start(everyMs);
        QList<QByteArray> answers;
        while (answers.size() < maxPolls) {
            const GatewayAnswer answer = compat(port, "GET", "/res.php?key=" + key.toLatin1() + "&action=get&id=" + id);
            EXPECT_EQ(answer.status, 200);
            answers.append(answer.body);
            if (answer.body != "CAPCHA_NOT_READY" || !waitForSignals(ticks, int(answers.size()))) {
                break;
            }
        }
        return answers;
    }

    int upstream(const QString &request) const
    {
        return sim.stats().value(QStringLiteral("requests")).toObject().value(request).toInt();
    }
};

INSTANTIATE_TEST_SUITE_P(Backends, CliCompatTest, allBackends(), backendName);

TEST_P(CliCompatTest, ALibrarysRoundTripInBothEnvelopesGetAndPost)
{
    const QString key = addClient(QStringLiteral("legacy-suite"));
    const quint16 port = startServe();
    ASSERT_NE(port, 0);

    // GET, plain: OK|id with a numeric id.
    const GatewayAnswer plain = compat(port,
                                       "GET",
                                       "/in.php?"
                                           + form({{"key", key},
                                                   {"method", "turnstile"},
                                                   {"sitekey", "0x4AAAAAAAAAAAAAAAAAAAAA"},
                                                   {"pageurl", page(QStringLiteral("get"))},
                                                   {"soft_id", "1234"},
                                                   {"unknown_thing", "x"}}));
    ASSERT_EQ(plain.status, 200);
    ASSERT_TRUE(plain.body.startsWith("OK|")) << plain.body.constData();
    const QByteArray first = plain.body.mid(3);
    bool numeric = false;
    first.toLongLong(&numeric);
    EXPECT_TRUE(numeric) << first.constData();

    // POST urlencoded, json=1, with the CORS header asked for.
    const GatewayAnswer json = compat(port,
                                      "POST",
                                      "/in.php",
                                      form({{"key", key},
                                            {"method", "userrecaptcha"},
                                            {"googlekey", "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI"},
                                            {"pageurl", page(QStringLiteral("post"))},
                                            {"json", "1"},
                                            {"header_acao", "1"}}));
    ASSERT_EQ(json.status, 200);
    EXPECT_EQ(json.header("access-control-allow-origin"), "*");
    EXPECT_EQ(json.json().value(QStringLiteral("status")).toInt(), 1) << json.body.constData();
    const QByteArray second = json.json().value(QStringLiteral("request")).toString().toLatin1();

    // POST multipart with the image as a file part.
    // A PNG's signature and enough bytes to be a picture to the simulator (upstream refuses under 100 bytes).
    const QByteArray png = QByteArray("\x89PNG\r\n\x1a\n", 8) + QByteArray(200, '\x42');
    const QByteArray multipart = "--b0undary\r\nContent-Disposition: form-data; name=\"key\"\r\n\r\n" + key.toLatin1()
                               + "\r\n--b0undary\r\nContent-Disposition: form-data; name=\"method\"\r\n\r\npost\r\n"
                                 "--b0undary\r\nContent-Disposition: form-data; name=\"file\"; filename=\"c.png\"\r\n"
                                 "Content-Type: image/png\r\n\r\n"
                               + png + "\r\n--b0undary--\r\n";
    const GatewayAnswer image = compat(port, "POST", "/in.php", multipart, "multipart/form-data; boundary=b0undary");
    ASSERT_TRUE(image.body.startsWith("OK|")) << image.body.constData();
    const QByteArray third = image.body.mid(3);

    // Each is answered, plain and json, once the engine has it.
    const QList<QByteArray> answers = pollUntilReady(port, key, first, 300);
    ASSERT_FALSE(answers.isEmpty());
    EXPECT_TRUE(answers.last().startsWith("OK|")) << answers.last().constData();
    for (const QByteArray &id : {second, third}) {
        const QList<QByteArray> seen = pollUntilReady(port, key, id, 300);
        ASSERT_FALSE(seen.isEmpty());
        EXPECT_TRUE(seen.last().startsWith("OK|")) << id.constData() << ": " << seen.last().constData();
    }
    const GatewayAnswer solvedJson = compat(port,
                                            "GET",
                                            "/res.php?json=1&action=get&key=" + key.toLatin1() + "&id=" + second);
    EXPECT_EQ(solvedJson.json().value(QStringLiteral("status")).toInt(), 1);
    EXPECT_FALSE(solvedJson.json().value(QStringLiteral("request")).toString().isEmpty());

    // ids=: every id in order, a wrong one in place.
    const GatewayAnswer many = compat(port,
                                      "GET",
                                      "/res.php?key=" + key.toLatin1() + "&action=get&ids=" + first + "," + second
                                          + ",999999");
    const QList<QByteArray> parts = many.body.split('|');
    ASSERT_EQ(parts.size(), 3) << many.body.constData();
    EXPECT_EQ(parts[2], "ERROR_WRONG_CAPTCHA_ID");

    // The balance, as the engine read it.
    const GatewayAnswer balance = compat(port, "GET", "/res.php?action=getbalance&key=" + key.toLatin1());
    bool isNumber = false;
    balance.body.toDouble(&isNumber);
    EXPECT_TRUE(isNumber) << balance.body.constData();

    // A report goes upstream once, however often the client sends it, and lands in the job's timeline.
    const QByteArray report = "/res.php?action=reportbad&key=" + key.toLatin1() + "&id=" + second;
    EXPECT_EQ(compat(port, "GET", report).body, "OK_REPORT_RECORDED");
    EXPECT_EQ(compat(port, "GET", report).body, "OK_REPORT_RECORDED");
    EXPECT_TRUE(waitUntil(
        [&] {
        return upstream(QStringLiteral("res.php:reportbad")) >= 1;
        },
        20s));
    EXPECT_EQ(upstream(QStringLiteral("res.php:reportbad")), 1);
    EXPECT_TRUE(waitUntil(
        [&] {
        return runner->run({QStringLiteral("show"), QString::fromLatin1(second)})
            .out.contains(QStringLiteral("reported_bad"));
        },
        20s));
}

TEST_P(CliCompatTest, EveryRefusalALibraryMeets)
{
    const QString alice = addClient(QStringLiteral("alice"), {QStringLiteral("--max-in-flight"), QStringLiteral("1")});
    const QString bob = addClient(QStringLiteral("bob"));
    const quint16 port = startServe();
    ASSERT_NE(port, 0);
    pauseQueue(true); // alice's one job stays in flight

    const auto submit = [&](const QString &key, const QString &pageUrl, const QByteArray &extra = {}) {
        return compat(port,
                      "POST",
                      "/in.php",
                      form({{"key", key},
                            {"method", "turnstile"},
                            {"sitekey", "0x4AAAAAAAAAAAAAAAAAAAAA"},
                            {"pageurl", pageUrl}})
                          + extra)
            .body;
    };
    const QByteArray mine = submit(alice, page(QStringLiteral("one")));
    ASSERT_TRUE(mine.startsWith("OK|")) << mine.constData();
    const QByteArray id = mine.mid(3);

    EXPECT_EQ(submit(alice, page(QStringLiteral("two"))), "ERROR_NO_SLOT_AVAILABLE");
    EXPECT_EQ(submit(QStringLiteral("0123456789abcdef0123456789abcdef"), page(QStringLiteral("x"))),
              "ERROR_KEY_DOES_NOT_EXIST");
    const QByteArray host = submit(bob, QStringLiteral("https://not-authorised.example.org/login"));
    EXPECT_TRUE(host.startsWith("ERROR_DOMAIN_NOT_ALLOWED|")) << host.constData();
    EXPECT_TRUE(host.contains("not-authorised.example.org"));
    const QByteArray pingback = submit(bob,
                                       page(QStringLiteral("cb")),
                                       "&pingback=https%3A%2F%2Fevil.example.org%2Fcb");
    EXPECT_TRUE(pingback.startsWith("ERROR_BAD_PARAMETERS|")) << pingback.constData();
    EXPECT_TRUE(pingback.contains("pingback")) << pingback.constData();
    EXPECT_EQ(compat(port, "GET", "/in.php?" + form({{"key", bob}, {"method", "userrecaptcha"}, {"googlekey", "k"}}))
                  .body,
              "ERROR_PAGEURL");
    EXPECT_TRUE(compat(port, "GET", "/in.php?" + form({{"key", bob}, {"method", "hcaptcha"}}))
                    .body.startsWith("ERROR_NO_SUCH_METHOD"));

    // Another client's job is a wrong id, exactly as a missing one; its owner sees it waiting.
    EXPECT_EQ(compat(port, "GET", "/res.php?action=get&key=" + bob.toLatin1() + "&id=" + id).body,
              "ERROR_WRONG_CAPTCHA_ID");
    EXPECT_EQ(compat(port, "GET", "/res.php?action=get&key=" + alice.toLatin1() + "&id=" + id).body,
              "CAPCHA_NOT_READY");
    EXPECT_EQ(compat(port, "GET", "/res.php?action=get&key=" + alice.toLatin1() + "&id=abc").body,
              "ERROR_WRONG_ID_FORMAT");
    const QJsonObject wrongJson = compat(port, "GET", "/res.php?json=1&action=get&key=" + bob.toLatin1() + "&id=" + id)
                                      .json();
    EXPECT_EQ(wrongJson.value(QStringLiteral("status")).toInt(), 0);
    EXPECT_EQ(wrongJson.value(QStringLiteral("request")).toString(), QStringLiteral("ERROR_WRONG_CAPTCHA_ID"));

    // Revoked: the key no longer exists.
    ASSERT_EQ(runner->run({QStringLiteral("clients"), QStringLiteral("revoke"), QStringLiteral("bob")}).exitCode, 0);
    EXPECT_EQ(submit(bob, page(QStringLiteral("late"))), "ERROR_KEY_DOES_NOT_EXIST");
    pauseQueue(false);
}

TEST_P(CliCompatTest, PollingEvery200MsCostsNoUpstreamRequest)
{
    // The engine at a fifth of real time (it polls about every second, as it would every 5 s) and every solve 2.5 s:
    // a client polling every 200 ms asks about 12 times while the engine asks a few.
    runner->setTimeScale(0.2);
    ASSERT_TRUE(sim.configure(QJsonObject{{QStringLiteral("solveTimes"),
                                           QJsonObject{{QStringLiteral("recaptcha_v2"),
                                                        QJsonObject{{QStringLiteral("dist"), QStringLiteral("fixed")},
                                                                    {QStringLiteral("seconds"), 2.5}}}}}}));
    const QString key = addClient(QStringLiteral("eager"));
    const quint16 port = startServe();
    ASSERT_NE(port, 0);
    const auto submit = [&](const QString &name) {
        const GatewayAnswer submitted = compat(port,
                                               "POST",
                                               "/in.php",
                                               form({{"key", key},
                                                     {"method", "userrecaptcha"},
                                                     {"googlekey", "6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI"},
                                                     {"pageurl", page(name)}}));
        EXPECT_TRUE(submitted.body.startsWith("OK|")) << submitted.body.constData();
        return submitted.body.mid(3);
    };

    // A job nobody polls: what the engine asks upstream on its own schedule.
    const int before = upstream(QStringLiteral("res.php:get"));
    const QByteArray quiet = submit(QStringLiteral("quiet"));
    ASSERT_TRUE(waitUntil(
        [&] {
        const CliOutcome shown = runner->run(
            {QStringLiteral("show"), QString::fromLatin1(quiet), QStringLiteral("--json")});
        return shown.json().object().value(QStringLiteral("state")).toString() == QStringLiteral("solved");
        },
        60s))
        << runner->run({QStringLiteral("show"), QString::fromLatin1(quiet)}).out.toStdString();
    const int quietPolls = upstream(QStringLiteral("res.php:get")) - before;

    // The same job polled every 200 ms by its client: the same upstream cost, whatever the client does.
    const int middle = upstream(QStringLiteral("res.php:get"));
    const QByteArray eager = submit(QStringLiteral("eager"));
    const QList<QByteArray> answers = pollUntilReady(port, key, eager, 200);
    ASSERT_TRUE(answers.last().startsWith("OK|")) << answers.last().constData();
    const int eagerPolls = upstream(QStringLiteral("res.php:get")) - middle;
    // The check has teeth only when the client polled more often than the engine did.
    ASSERT_GT(answers.size(), quietPolls + 1) << "the client polled more often than the engine";
    EXPECT_LE(eagerPolls, quietPolls + 1) << eagerPolls << " upstream polls with the client polling " << answers.size()
                                          << " times; " << quietPolls << " without";

    // Once solved, more client polls add nothing upstream at all.
    const int solved = upstream(QStringLiteral("res.php:get"));
    QTimer pace;
    QSignalSpy ticks(&pace, &QTimer::timeout);
    pace.start(200);
    for (int i = 1; i <= 10; ++i) {
        EXPECT_TRUE(
            compat(port, "GET", "/res.php?key=" + key.toLatin1() + "&action=get&id=" + eager).body.startsWith("OK|"));
        ASSERT_TRUE(waitForSignals(ticks, i)) << "the client's 200 ms timer";
    }
    EXPECT_EQ(upstream(QStringLiteral("res.php:get")), solved);
    // And the token is the one the database holds.
    const CliOutcome shown = runner->run(
        {QStringLiteral("show"), QString::fromLatin1(eager), QStringLiteral("--json")});
    EXPECT_TRUE(shown.out.contains(QString::fromLatin1(answers.last().mid(3)))) << shown.out.toStdString();
}

} // namespace
