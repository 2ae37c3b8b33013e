// bench-sim_throughput: how many simple API requests per second the simulator answers on loopback.
// The simulator must never be the bottleneck of the engine benchmarks (target: 2,000 res.php requests/s on
// 2 cores). By default the simulator runs in-process on its own thread and the load comes from the main
// thread; --url measures a separately started solvedeck-sim instead. See docs/benchmarks.md.
//
// The load generator is a minimal HTTP/1.1 keep-alive client on raw sockets, one request in flight per
// connection: QNetworkAccessManager costs more CPU per request than the server under test and would
// measure itself.
#include <sim/simulator.h>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>
#include <QUrl>

#include <cstdio>
#include <memory>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

constexpr auto kKey = "0123456789abcdef0123456789abcdef";

class LoadConnection : public QObject
{
public:
    LoadConnection(const QUrl &base, QByteArray request, qint64 *answered, QObject *parent)
        : QObject(parent)
        , m_request(std::move(request))
        , m_answered(answered)
    {
        connect(&m_socket, &QTcpSocket::connected, this, [this] {
            send();
        });
        connect(&m_socket, &QTcpSocket::readyRead, this, [this] {
            onReadyRead();
        });
        connect(&m_socket, &QTcpSocket::errorOccurred, this, [this](QAbstractSocket::SocketError) {
            std::fprintf(stderr, "connection error: %s\n", qPrintable(m_socket.errorString()));
            m_running = false;
        });
        m_socket.connectToHost(base.host(), quint16(base.port()));
    }

    void stop() { m_running = false; }

private:
    void send() { m_socket.write(m_request); }

    void onReadyRead()
    {
        m_buffer += m_socket.readAll();
        while (true) {
            const qsizetype headerEnd = m_buffer.indexOf("\r\n\r\n");
            if (headerEnd < 0) {
                return;
            }
            const qsizetype lengthAt = m_buffer.indexOf("Content-Length: ");
            if (lengthAt < 0 || lengthAt > headerEnd) {
                std::fprintf(stderr, "answer without Content-Length\n");
                m_running = false;
                return;
            }
            const qsizetype lineEnd = m_buffer.indexOf("\r\n", lengthAt);
            const qsizetype length = m_buffer.mid(lengthAt + 16, lineEnd - lengthAt - 16).toLongLong();
            if (m_buffer.size() < headerEnd + 4 + length) {
                return;
            }
            m_buffer.remove(0, headerEnd + 4 + length);
            ++*m_answered;
            if (m_running) {
                send();
            }
        }
    }

    QTcpSocket m_socket;
    QByteArray m_request;
    QByteArray m_buffer;
    qint64 *m_answered;
    bool m_running = true;
};

struct Phase
{
    const char *name;
    QByteArray pathAndQuery;
};

// Runs one phase for `seconds` over `connections` keep-alive connections; returns requests per second.
double runPhase(const QUrl &base, const Phase &phase, int connections, double seconds)
{
    qint64 answered = 0;
    QObject owner;
    const QByteArray request = "GET " + phase.pathAndQuery + " HTTP/1.1\r\nHost: 127.0.0.1:"
                             + QByteArray::number(base.port()) + "\r\nConnection: keep-alive\r\n\r\n";
    std::vector<LoadConnection *> pool;
    for (int i = 0; i < connections; ++i) {
        pool.push_back(new LoadConnection(base, request, &answered, &owner));
    }
    // Warm-up: let connections open and caches settle before measuring.
    QElapsedTimer warm;
    warm.start();
    while (warm.elapsed() < 300) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    }
    const qint64 start = answered;
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < qint64(seconds * 1000)) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    }
    const double elapsed = timer.nsecsElapsed() / 1e9;
    const qint64 count = answered - start;
    for (auto *c : pool) {
        c->stop();
    }
    const double rate = count / elapsed;
    std::printf("%-28s %9lld requests in %5.2f s = %8.0f req/s (%d connections)\n",
                phase.name,
                static_cast<long long>(count),
                elapsed,
                rate,
                connections);
    std::fflush(stdout);
    return rate;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Requests per second the simulator answers on loopback."_s);
    parser.addHelpOption();
    const QCommandLineOption secondsOption(u"seconds"_s, u"Seconds per phase (default 5)."_s, u"s"_s, u"5"_s);
    const QCommandLineOption connectionsOption(u"connections"_s,
                                               u"Keep-alive connections, one request in flight each (default 8)."_s,
                                               u"n"_s,
                                               u"8"_s);
    const QCommandLineOption
        urlOption(u"url"_s,
                  u"Measure a running solvedeck-sim at this base URL instead of an in-process one (its key must be the "
                  "default key; only the res.php phases run)."_s,
                  u"url"_s);
    parser.addOptions({secondsOption, connectionsOption, urlOption});
    parser.process(app);
    const double seconds = parser.value(secondsOption).toDouble();
    const int connections = parser.value(connectionsOption).toInt();

    std::unique_ptr<QThread> serverThread;
    SolveDeckSim::Simulator *sim = nullptr;
    QUrl base;
    if (parser.isSet(urlOption)) {
        base = QUrl(parser.value(urlOption));
    } else {
        // The simulator on its own thread, like a separate process would be, so client and server each get a
        // core of the two the target names.
        serverThread = std::make_unique<QThread>();
        serverThread->start();
        sim = new SolveDeckSim::Simulator;
        sim->applyConfig(
            {{u"profile"_s, u"fast"_s},
             {u"threads"_s, 100},
             {u"solveTimes"_s,
              QJsonObject{{u"recaptcha_v2"_s, QJsonObject{{u"dist"_s, u"fixed"_s}, {u"seconds"_s, 0.05}}}}}});
        sim->moveToThread(serverThread.get());
        quint16 port = 0;
        QMetaObject::invokeMethod(
            sim,
            [&] {
            port = sim->listen(0);
            },
            Qt::BlockingQueuedConnection);
        if (port == 0) {
            std::fprintf(stderr, "cannot start the simulator\n");
            return 1;
        }
        base = sim->baseUrl();
    }
    std::printf("simulator at %s, %.1f s per phase, %d cores visible\n",
                qPrintable(base.toString()),
                seconds,
                QThread::idealThreadCount());

    const QByteArray key = kKey;
    const Phase phases[] = {
        {"res.php get (unknown id)", "/res.php?key=" + key + "&action=get&id=123456"},
        {"res.php threadsinfo", "/res.php?key=" + key + "&action=threadsinfo"},
        {"res.php getbalance json", "/res.php?key=" + key + "&action=getbalance&json=1"},
    };
    for (const Phase &phase : phases) {
        runPhase(base, phase, connections, seconds);
    }
    if (sim) {
        const Phase submit{"in.php submit (json)",
                           "/in.php?key=" + key
                               + "&method=userrecaptcha&json=1&googlekey=6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-"
                                 "&pageurl=https%3A%2F%2Fexample.com%2F"};
        runPhase(base, submit, connections, seconds);
        const QJsonObject stats = sim->stats();
        std::printf("simulator counted %lld in.php and %lld res.php requests\n",
                    static_cast<long long>(stats.value(u"requests"_s).toObject().value(u"in.php"_s).toDouble()),
                    static_cast<long long>(stats.value(u"requests"_s).toObject().value(u"res.php"_s).toDouble()));
        QMetaObject::invokeMethod(
            sim,
            [sim] {
            delete sim;
            },
            Qt::BlockingQueuedConnection);
        serverThread->quit();
        serverThread->wait();
    }
    return 0;
}
