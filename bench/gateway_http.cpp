// bench-gateway_http: the gateway's HTTP layer alone (HttpGateway, its connection guards, QtHttpServer's parser
// and responder) with a trivial handler that answers every POST /v1/solve at once with 202 and a small JSON body,
// as an enqueue will. Measures requests per second and the answer latency (p50, p99) at 1 and at 200 kept-alive
// connections, one request in flight on each. The gateway runs on its own thread, the load generator
// (support/httpload.*, epoll, one thread) on the main thread. The whole gateway's target is 3,000 durable
// enqueues/s at 200 connections on 2 cores, so this layer alone must do well above it. See docs/benchmarks.md.
#include "support/httpload.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonObject>
#include <QThread>

#include <gateway/gatewaybackend.h>
#include <gateway/httpgateway.h>

#include <cstdio>
#include <ctime>
#include <memory>

using namespace Qt::StringLiterals;
using namespace SolveDeck::Gateway;

namespace {

// 202 {"id": N, "state": "queued"} with a Location, for every request: the answer shape of POST /v1/solve.
class TrivialBackend : public GatewayBackend
{
public:
    void handle(const GatewayRequest &, const GatewayExchange &exchange) override
    {
        const qint64 id = ++m_lastId;
        exchange.answer(GatewayReply::json(202, QJsonObject{{u"id"_s, id}, {u"state"_s, u"queued"_s}})
                            .withHeader("Location", "/v1/solve/" + QByteArray::number(id)));
    }

    void answerHeldNow() override {}

private:
    qint64 m_lastId = 0;
};

double threadCpuSeconds()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) / 1e9;
}

// The gateway on a thread of its own; every call runs there.
class GatewayThread
{
public:
    GatewayThread()
    {
        m_thread.start();
        m_context.moveToThread(&m_thread);
        run([this] {
            m_gateway = std::make_unique<HttpGateway>(&m_backend);
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

private:
    template<typename F>
    void run(F &&work)
    {
        QMetaObject::invokeMethod(&m_context, std::forward<F>(work), Qt::BlockingQueuedConnection);
    }

    QThread m_thread;
    QObject m_context;
    TrivialBackend m_backend;
    std::unique_ptr<HttpGateway> m_gateway;
    quint16 m_port = 0;
};

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Requests per second and answer latency of the gateway's HTTP layer alone."_s);
    parser.addHelpOption();
    const QCommandLineOption secondsOption(u"seconds"_s, u"Measured seconds per run (default 5)."_s, u"s"_s, u"5"_s);
    const QCommandLineOption connectionsOption(u"connections"_s,
                                               u"Comma-separated connection counts, one run each (default 1,200)."_s,
                                               u"list"_s,
                                               u"1,200"_s);
    parser.addOptions({secondsOption, connectionsOption});
    parser.process(app);
    const double seconds = parser.value(secondsOption).toDouble();

    GatewayThread gateway;
    if (gateway.port() == 0) {
        return 1;
    }
    std::printf("gateway at http://127.0.0.1:%u, %.1f s per run, %d cores visible\n",
                unsigned(gateway.port()),
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
    const std::string request = "POST /v1/solve HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(gateway.port())
                              + "\r\nAuthorization: Bearer 0123456789abcdef0123456789abcdef\r\n"
                                "Content-Type: application/json\r\nContent-Length: "
                              + std::to_string(body.size()) + "\r\n\r\n" + body;

    int exitCode = 0;
    for (const QString &count : parser.value(connectionsOption).split(u',')) {
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
