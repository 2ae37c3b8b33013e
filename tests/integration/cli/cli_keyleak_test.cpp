// The API key must not reach anything solvedeck-cli prints or logs, even when a server echoes it back: a loopback
// server here answers every request with the key it was sent, in JSON, HTML, plain text, at the start, across the
// 80-character cut of an error message and percent-encoded. Every command that talks to it runs with all logging
// on, and its stdout and stderr are scanned for 8 or more consecutive characters of the key.
#include "clirunner.h"
#include "support/testutil.h"

#include <QFile>
#include <QHostAddress>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QThread>
#include <QUrlQuery>
#include <QUuid>

#include <atomic>
#include <future>
#include <memory>

using namespace SolveDeckTest;

namespace {

enum class Echo {
    Json,
    Html,
    Plain,
    AtStart,
    AcrossCut,
    PercentEncoded,
    AsRequestValue,
};
constexpr int kEchoCount = 7;

const char *echoName(Echo echo)
{
    switch (echo) {
    case Echo::Json:
        return "json";
    case Echo::Html:
        return "html";
    case Echo::Plain:
        return "plain";
    case Echo::AtStart:
        return "at-start";
    case Echo::AcrossCut:
        return "across-cut";
    case Echo::PercentEncoded:
        return "percent-encoded";
    case Echo::AsRequestValue:
        return "request-value";
    }
    return "?";
}

QByteArray echoBody(Echo echo, const QByteArray &key)
{
    switch (echo) {
    case Echo::Json:
        return R"({"status":2,"error":"unknown key","key_sent":")" + key + R"("})";
    case Echo::Html:
        return "<html><body><h1>403</h1><p>The key " + key + " is blocked.</p></body></html>";
    case Echo::Plain:
        return "Rejected request for account " + key + ", try later";
    case Echo::AtStart:
        return key + " is not allowed from this address";
    case Echo::AcrossCut:
        // 49 characters, then the key: an 80-character cut keeps 31 of its 32 characters.
        return QByteArray(49, 'x') + key + " and more text after the cut";
    case Echo::PercentEncoded: {
        QByteArray encoded;
        for (const char c : key) {
            encoded += '%' + QByteArray::number(uchar(c), 16).toUpper();
        }
        return "error=denied&echo=" + encoded + "&retry=no";
    }
    case Echo::AsRequestValue:
        return R"({"status":1,"request":")" + key + R"("})";
    }
    return {};
}

// What the server does for the requests that are not echoed (to reach the stages behind them).
struct Script
{
    std::atomic<int> echo{0};
    std::atomic<bool> threadsOk{false};
    std::atomic<bool> submitOk{false};
    std::atomic<bool> pollOk{false};
    std::atomic<int> echoed{0}; // answers that carried the key
    std::atomic<int> requests{0};
};

// The server runs in a thread of its own: solvedeck-cli runs are awaited blocking in the test's thread.
class EchoServerThread : public QThread
{
public:
    explicit EchoServerThread(Script *script)
        : m_script(script)
    {
    }

    quint16 start()
    {
        auto future = m_port.get_future();
        QThread::start();
        return future.get();
    }

    ~EchoServerThread() override
    {
        quit();
        wait();
    }

    EchoServerThread(const EchoServerThread &) = delete;
    EchoServerThread &operator=(const EchoServerThread &) = delete;

protected:
    void run() override
    {
        QTcpServer server;
        if (!server.listen(QHostAddress::LocalHost, 0)) {
            m_port.set_value(0);
            return;
        }
        QObject::connect(&server, &QTcpServer::newConnection, &server, [this, &server] {
            while (QTcpSocket *socket = server.nextPendingConnection()) {
                auto buffer = std::make_shared<QByteArray>();
                QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket, buffer] {
                    *buffer += socket->readAll();
                    answerWhenComplete(socket, *buffer);
                });
                QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            }
        });
        m_port.set_value(server.serverPort());
        exec();
    }

private:
    void answerWhenComplete(QTcpSocket *socket, const QByteArray &buffer)
    {
        const qsizetype headEnd = buffer.indexOf("\r\n\r\n");
        if (headEnd < 0) {
            return;
        }
        qsizetype length = 0;
        const QList<QByteArray> lines = buffer.left(headEnd).split('\n');
        for (const QByteArray &line : lines) {
            if (line.toLower().startsWith("content-length:")) {
                length = line.mid(15).trimmed().toLongLong();
            }
        }
        if (buffer.size() < headEnd + 4 + length) {
            return;
        }
        ++m_script->requests;
        const QByteArray target = lines.value(0).split(' ').value(1);
        const QUrlQuery form(
            QString::fromLatin1(buffer.mid(headEnd + 4, length)).replace(QLatin1Char('+'), QLatin1Char(' ')));
        const QByteArray key = form.queryItemValue(QStringLiteral("key"), QUrl::FullyDecoded).toLatin1();
        const QString action = form.queryItemValue(QStringLiteral("action"));
        QByteArray body;
        if (target.endsWith("in.php") && m_script->submitOk) {
            body = "OK|4242";
        } else if (action == QLatin1String("threadsinfo") && m_script->threadsOk) {
            body = R"({"status":1,"request":{"threads":4,"working_threads":0,"free_threads":4}})";
        } else if (action == QLatin1String("get") && m_script->pollOk) {
            body = "OK|03AGdBq2-token-for-the-report-test";
        } else {
            body = echoBody(Echo(m_script->echo.load()), key);
            if (!key.isEmpty()) {
                ++m_script->echoed;
            }
        }
        socket->write("HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=UTF-8\r\nContent-Length: "
                      + QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body);
        socket->disconnectFromHost();
    }

    Script *m_script;
    std::promise<quint16> m_port;
};

// The longest run of the key's consecutive characters in `text`, compared case-insensitively, in the text as
// printed and with percent-escapes decoded.
qsizetype longestKeyRun(const QString &text, const QString &key)
{
    const QString k = key.toLower();
    qsizetype best = 0;
    for (const QString &t : {text.toLower(), QUrl::fromPercentEncoding(text.toUtf8()).toLower()}) {
        for (qsizetype length = best + 1; length <= k.size(); ++length) {
            bool found = false;
            for (qsizetype j = 0; j + length <= k.size() && !found; ++j) {
                found = t.contains(QStringView(k).mid(j, length));
            }
            if (!found) {
                break;
            }
            best = length;
        }
    }
    return best;
}

class CliKeyLeakTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        port = server.start();
        ASSERT_NE(port, 0) << "the echo server could not listen on 127.0.0.1";
        runner = std::make_unique<CliRunner>(dir.filePath(QStringLiteral("jobs.sqlite")),
                                             QStringLiteral("http://127.0.0.1:%1/").arg(port));
        runner->authoriseTestHosts(); // the engine submits only jobs for authorised hosts
        runner->setApiKey(key);
        runner->setNoKeychain();
        // Every category at every level, as a user chasing a problem would run it.
        runner->setEnvironmentVariable(QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("solvedeck.*=true"));
    }

    // Runs one command and checks everything it printed.
    CliOutcome runAndScan(const QStringList &args, const char *what, int timeoutMs = 60000)
    {
        const CliOutcome r = runner->run(args, {}, timeoutMs);
        scan(r, args, what);
        return r;
    }

    void scan(const CliOutcome &r, const QStringList &args, const char *what)
    {
        const QString command = args.join(QLatin1Char(' '));
        EXPECT_LT(longestKeyRun(r.out, key), 8)
            << what << ": `" << command.toStdString() << "` printed the key to stdout:\n"
            << r.out.toStdString();
        EXPECT_LT(longestKeyRun(r.err, key), 8)
            << what << ": `" << command.toStdString() << "` printed the key to stderr:\n"
            << r.err.toStdString();
    }

    // A fresh key per test: 32 hexadecimal characters, as CaptchaAI's.
    const QString key = QUuid::createUuid().toString(QUuid::Id128);
    QTemporaryDir dir;
    Script script;
    EchoServerThread server{&script};
    quint16 port = 0;
    std::unique_ptr<CliRunner> runner;
};

TEST_F(CliKeyLeakTest, AccountCommandsNeverPrintAnEchoedKey)
{
    for (int e = 0; e < kEchoCount; ++e) {
        script.echo = e;
        const char *name = echoName(Echo(e));
        for (const QStringList &args : {QStringList{QStringLiteral("balance")},
                                        QStringList{QStringLiteral("balance"), QStringLiteral("--json")},
                                        QStringList{QStringLiteral("threads")},
                                        QStringList{QStringLiteral("threads"), QStringLiteral("--json")}}) {
            const CliOutcome r = runAndScan(args, name);
            EXPECT_TRUE(r.finished) << name;
            EXPECT_NE(r.exitCode, 0) << name << ": an echo is not an answer: " << r.out.toStdString();
            // The answer was reported (with the key blanked), not swallowed.
            EXPECT_TRUE(r.err.contains(QStringLiteral("<redacted>"))) << name << ": " << r.err.toStdString();
        }
    }
    EXPECT_GE(script.echoed.load(), 4 * kEchoCount);
}

TEST_F(CliKeyLeakTest, RunShowListAndReportNeverPrintAnEchoedKey)
{
    const QStringList enqueue = {QStringLiteral("enqueue"),
                                 QStringLiteral("--method"),
                                 QStringLiteral("turnstile"),
                                 QStringLiteral("--sitekey"),
                                 QStringLiteral("0x4AAAAAAABkMYinukE8nzY"),
                                 QStringLiteral("--pageurl"),
                                 QStringLiteral("https://example.com/login")};
    for (int e = 0; e < kEchoCount; ++e) {
        script.echo = e;
        const char *name = echoName(Echo(e));
        // The account probe echoes; then the submit; then the polls.
        script.threadsOk = false;
        script.submitOk = false;
        script.pollOk = false;
        ASSERT_EQ(runAndScan(enqueue, name).exitCode, 0);
        runAndScan({QStringLiteral("run"), QStringLiteral("--until-idle")}, name, 30000);
        script.threadsOk = true;
        runAndScan({QStringLiteral("run"), QStringLiteral("--until-idle")}, name, 6000);
        script.submitOk = true;
        runAndScan({QStringLiteral("run"), QStringLiteral("--until-idle")}, name, 6000);
        runAndScan({QStringLiteral("list")}, name);
        runAndScan({QStringLiteral("list"), QStringLiteral("--json")}, name);
        for (int id = 1; id <= e + 1; ++id) {
            runAndScan({QStringLiteral("show"), QString::number(id)}, name);
            runAndScan({QStringLiteral("show"), QString::number(id), QStringLiteral("--json")}, name);
        }
    }
    // Every submit answer so far was an echo (lost): jobs at the engine's bound of lost answers
    // (SUBMIT_ANSWERS_LOST) wait for the operator, who retries them.
    runAndScan({QStringLiteral("retry"), QStringLiteral("--state"), QStringLiteral("failed")}, "retry");
    // One job solved, then its report answered with the echo.
    script.pollOk = true;
    const CliOutcome solved = runAndScan({QStringLiteral("run"), QStringLiteral("--until-idle")}, "solve", 60000);
    ASSERT_TRUE(solved.finished) << solved.err.toStdString();
    const CliOutcome list = runner->run({QStringLiteral("list"), QStringLiteral("--state"), QStringLiteral("solved")});
    const QString solvedId = list.out.split(QLatin1Char('\n')).value(1).section(QLatin1Char(' '), 0, 0);
    ASSERT_FALSE(solvedId.isEmpty()) << "no job was solved:\n" << list.out.toStdString() << solved.err.toStdString();
    for (int e = 0; e < kEchoCount; ++e) {
        script.echo = e;
        const CliOutcome r = runAndScan({QStringLiteral("report"), solvedId, QStringLiteral("bad")}, echoName(Echo(e)));
        // {"status":1,...} is a recorded report whatever it carries; every other echo is not an answer.
        if (Echo(e) != Echo::AsRequestValue) {
            EXPECT_NE(r.exitCode, 0) << echoName(Echo(e)) << ": " << r.out.toStdString();
        }
    }
    EXPECT_GE(script.echoed.load(), 3 * kEchoCount);
}

TEST_F(CliKeyLeakTest, AnEndpointWithTheKeyInItIsRefusedWithoutRepeatingIt)
{
    const QString base = QStringLiteral("http://127.0.0.1:%1/").arg(port);
    const QStringList endpoints = {base + key + QLatin1Char('/'),
                                   base + QStringLiteral("?key=") + key,
                                   QStringLiteral("http://user:") + key + QStringLiteral("@127.0.0.1:%1/").arg(port),
                                   QStringLiteral("htp:/ /") + key,
                                   QStringLiteral("https://example.com/") + key};
    for (const QString &endpoint : endpoints) {
        for (const QStringList &command : {QStringList{QStringLiteral("balance")},
                                           QStringList{QStringLiteral("threads")},
                                           QStringList{QStringLiteral("run"), QStringLiteral("--until-idle")}}) {
            const QStringList args = QStringList{QStringLiteral("--db"),
                                                 dir.filePath(QStringLiteral("jobs.sqlite")),
                                                 QStringLiteral("--endpoint"),
                                                 endpoint}
                                   + command;
            const CliOutcome r = runner->runBare(args);
            scan(r, args, "endpoint");
            EXPECT_NE(r.exitCode, 0) << endpoint.toStdString() << " " << command.join(QLatin1Char(' ')).toStdString();
            EXPECT_TRUE(r.err.contains(QStringLiteral("endpoint"))) << r.err.toStdString();
        }
    }
    EXPECT_EQ(script.echoed.load(), 0) << "a request went out to an endpoint carrying the key";
}

} // namespace

namespace {

TEST_F(CliKeyLeakTest, ARunningCliHasNoCoreDumpsAndNoKeyInItsEnvironment)
{
    script.threadsOk = true;
    ASSERT_EQ(runner->environment().value(QStringLiteral("SOLVEDECK_API_KEY")), key) << "the child gets the key";
    std::unique_ptr<QProcess> cli = runner->startProcess({QStringLiteral("run")});
    ASSERT_TRUE(cli->waitForStarted(10000));
    const QString proc = QStringLiteral("/proc/%1/").arg(cli->processId());
    // Wait until the run has asked the server (so main() has long passed its first lines).
    ASSERT_TRUE(waitUntil(
        [&] {
        return script.requests.load() > 0 || cli->state() == QProcess::NotRunning;
        },
        20s));
    QFile environFile(proc + QStringLiteral("environ"));
    ASSERT_TRUE(environFile.open(QIODevice::ReadOnly)) << environFile.errorString().toStdString();
    const QByteArray env = environFile.readAll();
    QFile limits(proc + QStringLiteral("limits"));
    ASSERT_TRUE(limits.open(QIODevice::ReadOnly)) << limits.errorString().toStdString();
    const QString limitsText = QString::fromLatin1(limits.readAll());
    cli->terminate();
    EXPECT_TRUE(cli->waitForFinished(10000));

    ASSERT_FALSE(env.isEmpty());
    EXPECT_TRUE(env.contains("QT_LOGGING_RULES=")) << "the environment block was read";
    EXPECT_LT(longestKeyRun(QString::fromLatin1(env), key), 8) << "the key is still in /proc/PID/environ";
    const QString coreLine = limitsText.section(QStringLiteral("Max core file size"), 1, 1)
                                 .section(QLatin1Char('\n'), 0, 0);
    EXPECT_EQ(coreLine.simplified().section(QLatin1Char(' '), 0, 1), QStringLiteral("0 0")) << limitsText.toStdString();
}

} // namespace
