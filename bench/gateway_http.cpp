// bench-gateway_http: the gateway's HTTP layer alone (HttpServer: the framer over Boost.Beast, the connection pool,
// the sockets) with a backend shaped like the native API, on a thread of its own.
//
// 1. Throughput: every connection sends POST /v1/solve after POST /v1/solve, answered at once with 202 and a small
//    JSON body as an enqueue will be: requests per second, answer latency (p50, p99) and the layer's CPU per
//    request, at 1 and at 200 kept-alive connections (support/httpload.*, epoll, one thread).
// 2. Hostile programs (issue 35), each in a process of its own (this program again, with --herd), while another
//    client asks once on its kept-alive connection and once on a new connection, over and over: that client's
//    success rate and latency, whether it can open an event stream, and this process's RSS before, at its highest
//    during, and after (the herd gone, its connections closed). The herds: 600 idle connections reopened when
//    closed; 600 connections that each send one refused request (no valid token) and stay silent; 600 slow-loris
//    heads (a header byte a second); 1,000 event streams under one token; 150 connections each holding a long-poll
//    with eight 1 MiB POSTs pipelined behind it. Target: >= 99% success, p99 <= 50 ms, the stream opens, RSS
//    within +64 MiB of idle and back near it afterwards.
//
// See docs/benchmarks.md for the figures. Not a test: it measures and reports, it asserts nothing.
#include "support/httpload.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonObject>
#include <QProcess>
#include <QThread>
#include <QTimer>

#include <gateway/gatewaybackend.h>
#include <gateway/http/httpserver.h>

#include <csignal>
#include <cstdio>
#include <ctime>
#include <memory>
#include <thread>

using namespace Qt::StringLiterals;
using namespace SolveDeck::Gateway;

namespace {

// The native API's shapes: "Authorization: Bearer client-N" is client N (anything else 401, left anonymous);
// POST /v1/solve 202 at once; GET /v1/events a stream; GET /wait a long-poll held `holdMs`; the rest 200.
class NativeShapedBackend : public GatewayBackend
{
public:
    explicit NativeShapedBackend(int holdMs)
        : m_holdMs(holdMs)
    {
    }

    void handle(const GatewayRequest &request, const GatewayExchange &exchange) override
    {
        const QByteArray authorization = request.header("authorization");
        const qint64 client = authorization.startsWith("Bearer client-") ? authorization.mid(14).toLongLong() : 0;
        if (client <= 0) {
            exchange.answer(GatewayReply::error(401,
                                                u"unauthorized"_s,
                                                u"the token is not valid"_s,
                                                u"send Authorization: Bearer TOKEN"_s));
            return;
        }
        if (!exchange.identify(client, {})) {
            return;
        }
        if (request.method == "POST") {
            const qint64 id = ++m_lastId;
            exchange.answer(GatewayReply::json(202, QJsonObject{{u"id"_s, id}, {u"state"_s, u"queued"_s}})
                                .withHeader("Location", "/v1/solve/" + QByteArray::number(id)));
        } else if (request.path == u"/v1/events"_s) {
            (void)exchange.startStream();
        } else if (request.path == u"/wait"_s) {
            if (exchange.hold()) {
                QTimer::singleShot(m_holdMs, &m_context, [exchange] {
                    exchange.answer(GatewayReply::json(200, QJsonObject{{u"state"_s, u"solved"_s}}));
                });
            }
        } else {
            exchange.answer(GatewayReply::json(200, QJsonObject{{u"queued"_s, 0}, {u"threads"_s, 10}}));
        }
    }

    void answerHeldNow() override {}

private:
    QObject m_context; // the held answers' timers, on the gateway's thread
    int m_holdMs;
    qint64 m_lastId = 0;
};

double threadCpuSeconds()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) / 1e9;
}

// This process's resident memory, in MiB.
double rssMiB()
{
    QFile status(u"/proc/self/status"_s);
    if (!status.open(QIODevice::ReadOnly)) {
        return 0;
    }
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:")) {
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
        }
    }
    return 0;
}

// The gateway on a thread of its own; every call runs there.
class GatewayThread
{
public:
    explicit GatewayThread(int holdMs)
    {
        m_thread.start();
        m_context.moveToThread(&m_thread);
        run([this, holdMs] {
            m_backend = std::make_unique<NativeShapedBackend>(holdMs); // its timers live on this thread
            m_gateway = std::make_unique<HttpServer>(m_backend.get());
            const auto port = m_gateway->listen(QHostAddress::LocalHost, 0);
            m_port = port.ok() ? *port : 0;
            if (!port.ok()) {
                std::fprintf(stderr, "cannot listen: %s\n", qPrintable(port.error().message));
            }
        });
    }

    ~GatewayThread()
    {
        run([this] {
            m_gateway.reset();
            m_backend.reset();
        });
        m_thread.quit();
        m_thread.wait();
    }

    quint16 port() const { return m_port; }

    double cpuSeconds()
    {
        double seconds = 0;
        run([&seconds] {
            seconds = threadCpuSeconds();
        });
        return seconds;
    }

    HttpServerStats stats()
    {
        HttpServerStats stats;
        run([this, &stats] {
            stats = m_gateway->stats();
        });
        return stats;
    }

private:
    template<typename F>
    void run(F &&work)
    {
        QMetaObject::invokeMethod(&m_context, std::forward<F>(work), Qt::BlockingQueuedConnection);
    }

    QThread m_thread;
    QObject m_context;
    std::unique_ptr<NativeShapedBackend> m_backend;
    std::unique_ptr<HttpServer> m_gateway;
    quint16 m_port = 0;
};

std::string requestHead(const std::string &method, const std::string &target, int client)
{
    return method + " " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\n"
         + (client > 0 ? "Authorization: Bearer client-" + std::to_string(client) + "\r\n"
                       : std::string("Authorization: Bearer not-a-token\r\n"));
}

// What a herd of the given kind sends.
SolveDeckBench::HerdOptions herdOf(const QString &kind, quint16 port)
{
    SolveDeckBench::HerdOptions herd;
    herd.port = port;
    if (kind == u"idle"_s) {
        herd.connections = 600;
    } else if (kind == u"refused"_s) {
        herd.connections = 600;
        herd.opening = requestHead("GET", "/v1/capacity", 0) + "\r\n";
    } else if (kind == u"slowloris"_s) {
        herd.connections = 600;
        herd.opening = "GET /v1/capacity HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ";
        herd.trickle = std::string(3600, 'a'); // a header byte a second
    } else if (kind == u"streams"_s) {
        herd.connections = 1000;
        herd.opening = requestHead("GET", "/v1/events", 1) + "\r\n";
    } else if (kind == u"pipelined"_s) {
        herd.connections = 150;
        herd.opening = requestHead("GET", "/wait", 1) + "\r\n";
        const std::string body(1024 * 1024, 'x');
        for (int i = 0; i < 8; ++i) {
            herd.opening += requestHead("POST", "/v1/solve", 1) + "Content-Type: application/json\r\nContent-Length: "
                          + std::to_string(body.size()) + "\r\n\r\n" + body;
        }
    }
    return herd;
}

volatile bool herdStop = false;

void stopHerd(int)
{
    herdStop = true;
}

// --herd KIND --port N: this process is the hostile program, until SIGTERM.
int runHerdProcess(const QString &kind, quint16 port)
{
    std::signal(SIGTERM, stopHerd);
    std::signal(SIGINT, stopHerd);
    const SolveDeckBench::HerdResult result = SolveDeckBench::runHerd(herdOf(kind, port), &herdStop);
    std::printf("herd %s: %llu connections opened, %llu connects failed\n",
                qPrintable(kind),
                static_cast<unsigned long long>(result.opened),
                static_cast<unsigned long long>(result.refused));
    return 0;
}

int runThroughput(const QStringList &counts, double seconds)
{
    GatewayThread gateway(60'000);
    if (gateway.port() == 0) {
        return 1;
    }
    std::printf("1. throughput: POST /v1/solve answered at once, %.1f s per run, %d cores visible\n",
                seconds,
                QThread::idealThreadCount());
    std::printf("%11s %10s %10s %9s %9s %9s %12s %12s %s\n",
                "connections",
                "answered",
                "req/s",
                "p50 ms",
                "p99 ms",
                "max ms",
                "gw cpu us/r",
                "load us/r",
                "statuses");
    // An enqueue's shape: a bearer token and a small JSON body.
    const std::string body =
        R"({"method":"turnstile","sitekey":"0x4AAAAAAAAAAAAAAAAAAAAA","pageurl":"https://shop.example.test/checkout","label":"bench"})";
    const std::string
        request = "POST /v1/solve HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(gateway.port())
                + "\r\nAuthorization: Bearer client-1\r\nContent-Type: application/json\r\nContent-Length: "
                + std::to_string(body.size()) + "\r\n\r\n" + body;
    int exitCode = 0;
    for (const QString &count : counts) {
        SolveDeckBench::HttpLoadOptions options;
        options.port = gateway.port();
        options.connections = count.toInt();
        options.seconds = seconds;
        options.warmupSeconds = 1.0;
        options.makeRequest = [&request](int, uint64_t) {
            return request;
        };
        const double cpuBefore = gateway.cpuSeconds();
        const SolveDeckBench::HttpLoadResult result = SolveDeckBench::runHttpLoad(options);
        // The gateway's CPU over warm-up and window together, shared over the window's answers: an upper bound.
        const double gatewayCpu = gateway.cpuSeconds() - cpuBefore;
        QString statuses;
        for (const auto &[status, n] : result.statuses) {
            statuses += QString::number(status) + u'x' + QString::number(n) + u' ';
        }
        const double answered = double(std::max<uint64_t>(result.answered, 1));
        std::printf("%11d %10llu %10.0f %9.3f %9.3f %9.3f %12.1f %12.1f %s\n",
                    options.connections,
                    static_cast<unsigned long long>(result.answered),
                    result.perSecond(),
                    result.percentileMs(50),
                    result.percentileMs(99),
                    result.percentileMs(100),
                    gatewayCpu * 1e6 / answered * (seconds / (seconds + options.warmupSeconds)),
                    result.clientCpuSeconds * 1e6 / answered,
                    qPrintable(statuses));
        if (result.failures > 0) {
            std::printf("  %llu connection(s) failed; first: %s\n",
                        static_cast<unsigned long long>(result.failures),
                        result.firstFailure.c_str());
            exitCode = 1;
        }
        std::fflush(stdout);
    }
    return exitCode;
}

int runHostile(const QStringList &kinds, double seconds, double settleSeconds)
{
    std::printf("\n2. hostile programs: another client (client 2) for %.0f s each, a request at a time\n", seconds);
    std::printf("%-10s %6s %8s %9s %8s %8s %7s %8s %8s %8s %9s %9s %s\n",
                "herd",
                "size",
                "asked",
                "success%",
                "p50 ms",
                "p99 ms",
                "stream",
                "RSS MiB",
                "during",
                "after",
                "evicted",
                "turned",
                "failures");
    for (const QString &kind : kinds) {
        // A held long-poll lasts 2 s: long enough that the pipelined bodies wait behind it, short enough that they
        // are read (and meet the body budget) during the run.
        GatewayThread gateway(2'000);
        if (gateway.port() == 0) {
            return 1;
        }
        const double before = rssMiB();
        QProcess herd;
        herd.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        herd.start(QCoreApplication::applicationFilePath(),
                   {u"--herd"_s, kind, u"--port"_s, QString::number(gateway.port())});
        if (!herd.waitForStarted(10'000)) {
            std::printf("%-10s cannot start the herd: %s\n", qPrintable(kind), qPrintable(herd.errorString()));
            continue;
        }
        QThread::msleep(1500); // the herd connects and settles in
        double during = rssMiB();
        SolveDeckBench::ProbeOptions probe;
        probe.port = gateway.port();
        probe.request = requestHead("GET", "/v1/capacity", 2);
        probe.seconds = seconds;
        SolveDeckBench::ProbeResult result;
        std::thread asking([&] {
            result = SolveDeckBench::runProbe(probe);
        });
        bool stream = false;
        for (int i = 0; i < int(seconds * 10); ++i) {
            QThread::msleep(100);
            during = std::max(during, rssMiB());
            if (i == int(seconds * 5)) {
                stream = SolveDeckBench::opensEventStream(gateway.port(),
                                                          requestHead("GET", "/v1/events", 2) + "\r\n",
                                                          5000);
            }
        }
        asking.join();
        const HttpServerStats stats = gateway.stats();
        herd.terminate(); // SIGTERM to the child's PID: it closes its connections and ends
        if (!herd.waitForFinished(10'000)) {
            herd.kill();
            herd.waitForFinished(5'000);
        }
        QThread::msleep(int(settleSeconds * 1000)); // idle and linger times end what the herd left
        const double after = rssMiB();
        std::string failures;
        for (const auto &[why, n] : result.failures) {
            failures += why + " x" + std::to_string(n) + "; ";
        }
        std::printf("%-10s %6d %8llu %9.2f %8.3f %8.3f %7s %8.1f %8.1f %8.1f %9lld %9lld %s\n",
                    qPrintable(kind),
                    herdOf(kind, 0).connections,
                    static_cast<unsigned long long>(result.sent),
                    result.successRate(),
                    result.percentileMs(50),
                    result.percentileMs(99),
                    stream ? "opened" : "NO",
                    before,
                    during,
                    after,
                    static_cast<long long>(stats.evicted),
                    static_cast<long long>(stats.turnedAway),
                    failures.c_str());
        std::printf("%-10s        kept-alive p50/p99 %.3f/%.3f ms, new connection p50/p99 %.3f/%.3f ms\n",
                    "",
                    SolveDeckBench::percentileMs(result.keptLatenciesUs, 50),
                    SolveDeckBench::percentileMs(result.keptLatenciesUs, 99),
                    SolveDeckBench::percentileMs(result.newLatenciesUs, 50),
                    SolveDeckBench::percentileMs(result.newLatenciesUs, 99));
        std::fflush(stdout);
    }
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(u"The gateway's HTTP layer alone: throughput, and another client's lot while a "
                                     u"hostile program runs."_s);
    parser.addHelpOption();
    const QCommandLineOption secondsOption(u"seconds"_s,
                                           u"Measured seconds per throughput run (default 5)."_s,
                                           u"s"_s,
                                           u"5"_s);
    const QCommandLineOption connectionsOption(u"connections"_s,
                                               u"Comma-separated connection counts, one throughput run each "
                                               u"(default 1,200; empty: none)."_s,
                                               u"list"_s,
                                               u"1,200"_s);
    const QCommandLineOption hostileOption(u"hostile"_s,
                                           u"Comma-separated herds: idle, refused, slowloris, streams, pipelined "
                                           u"(default all; empty: none)."_s,
                                           u"list"_s,
                                           u"idle,refused,slowloris,streams,pipelined"_s);
    const QCommandLineOption attackOption(u"attack-seconds"_s,
                                          u"Seconds the other client asks per herd (default 10)."_s,
                                          u"s"_s,
                                          u"10"_s);
    const QCommandLineOption settleOption(u"settle-seconds"_s,
                                          u"Seconds after a herd ends before RSS is read again (default 8: the "
                                          u"anonymous idle and linger times)."_s,
                                          u"s"_s,
                                          u"8"_s);
    const QCommandLineOption herdOption(u"herd"_s, u"Internal: run as the hostile program KIND."_s, u"kind"_s);
    const QCommandLineOption portOption(u"port"_s, u"Internal: the gateway's port for --herd."_s, u"port"_s);
    parser.addOptions(
        {secondsOption, connectionsOption, hostileOption, attackOption, settleOption, herdOption, portOption});
    parser.process(app);
    if (parser.isSet(herdOption)) {
        return runHerdProcess(parser.value(herdOption), quint16(parser.value(portOption).toUInt()));
    }
    int exitCode = 0;
    const QStringList counts = parser.value(connectionsOption).split(u',', Qt::SkipEmptyParts);
    if (!counts.isEmpty()) {
        exitCode = runThroughput(counts, parser.value(secondsOption).toDouble());
    }
    const QStringList kinds = parser.value(hostileOption).split(u',', Qt::SkipEmptyParts);
    if (!kinds.isEmpty()) {
        exitCode = std::max(exitCode,
                            runHostile(kinds,
                                       parser.value(attackOption).toDouble(),
                                       parser.value(settleOption).toDouble()));
    }
    return exitCode;
}
