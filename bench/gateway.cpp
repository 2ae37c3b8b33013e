// bench-gateway: the whole gateway, as a script sees it: `solvedeck-cli serve` (a separate process, its engine on
// its own thread, the group-commit writer on another) in front of solvedeck-sim, on a fresh SQLite database with
// durable commits (WAL, synchronous=FULL: one fsync per batch). Measures
//   1. 200 kept-alive connections, each sending POST /v1/solve after POST /v1/solve: enqueues/s, answer p50/p99;
//   2. one connection alone: p50/p99 of one durable enqueue;
//   3. solved -> event: the time from a job's stored "solved" event to its arrival on an event stream, p50/p99;
//   4. the serving process's RSS before and with 1,000 idle event streams;
//   5. serve's CPU time (user + system, /proc/PID/stat) per durable enqueue, 200 clients (a token each, one
//      connection each) with the queue running: the engine claims and submits beside the enqueues (issue 35).
// (1) and (2) run with the queue paused, so the figures are the enqueue path's; (3) and (5) with it running. The load
// generator (support/httpload.*: epoll, one thread) runs here. See docs/benchmarks.md.
#include "support/httpload.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QDeadlineTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTcpSocket>
#include <QTemporaryDir>

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <memory>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

const QString kKey = u"bench0key0000000000000000000000k"_s;

QString program(const QString &name)
{
    return QCoreApplication::applicationDirPath() + u'/' + name;
}

// Starts a program and returns the first "http://127.0.0.1:PORT" of its stdout (0 on failure).
quint16 startAndReadPort(QProcess &process, const QString &name, const QStringList &args)
{
    process.setProgram(program(name));
    process.setArguments(args);
    process.setProcessChannelMode(QProcess::SeparateChannels);
    process.start();
    if (!process.waitForStarted(10000)) {
        return 0;
    }
    static const QRegularExpression url(u"http://127\\.0\\.0\\.1:(\\d+)"_s);
    const QDeadlineTimer deadline(30000);
    QByteArray seen;
    while (!deadline.hasExpired() && process.waitForReadyRead(int(deadline.remainingTime()))) {
        seen += process.readAllStandardOutput();
        const QRegularExpressionMatch match = url.match(QString::fromUtf8(seen));
        if (match.hasMatch()) {
            return quint16(match.captured(1).toUInt());
        }
    }
    std::fprintf(stderr, "%s did not start: %s\n", qPrintable(name), process.readAllStandardError().constData());
    return 0;
}

QString runCli(const QString &db, const QStringList &args)
{
    QProcess cli;
    cli.start(program(u"solvedeck-cli"_s), QStringList{u"--db"_s, db} + args);
    cli.waitForFinished(60000);
    if (cli.exitCode() != 0) {
        std::fprintf(stderr,
                     "solvedeck-cli %s: %s\n",
                     qPrintable(args.join(u' ')),
                     cli.readAllStandardError().constData());
    }
    return QString::fromUtf8(cli.readAllStandardOutput()).trimmed();
}

qint64 rssKiB(qint64 pid)
{
    QFile status(u"/proc/%1/status"_s.arg(pid));
    if (!status.open(QIODevice::ReadOnly)) {
        return 0;
    }
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:")) {
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
        }
    }
    return 0;
}

// The process's CPU time so far (user + system), in ms; -1 when unreadable.
double cpuMs(qint64 pid)
{
    QFile stat(u"/proc/%1/stat"_s.arg(pid));
    if (!stat.open(QIODevice::ReadOnly)) {
        return -1;
    }
    const QByteArray line = stat.readAll();
    // After "(comm)": state is field 3, utime 14, stime 15.
    const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 13) {
        return -1;
    }
    const double ticks = double(fields.at(11).toLongLong() + fields.at(12).toLongLong());
    return ticks * 1000.0 / double(sysconf(_SC_CLK_TCK));
}

std::string solveRequest(const QString &token, uint64_t sequence, int connection)
{
    const QByteArray body = "{\"method\":\"recaptcha_v2\",\"sitekey\":\"6LeBench00000000000000000000000000000000\","
                            "\"pageurl\":\"https://shop.test/bench/"
                          + QByteArray::number(connection) + '/' + QByteArray::number(qulonglong(sequence)) + "\"}";
    const QByteArray request = "POST /v1/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " + token.toLatin1()
                             + "\r\nContent-Type: application/json\r\nContent-Length: "
                             + QByteArray::number(body.size()) + "\r\n\r\n" + body;
    return request.toStdString();
}

void report(const char *what, const SolveDeckBench::HttpLoadResult &r)
{
    std::printf("%-34s %8.0f req/s  p50 %6.2f ms  p99 %6.2f ms  answers %llu  failures %llu",
                what,
                r.perSecond(),
                r.percentileMs(50),
                r.percentileMs(99),
                static_cast<unsigned long long>(r.answered),
                static_cast<unsigned long long>(r.failures));
    for (const auto &[status, count] : r.statuses) {
        std::printf("  [%d: %llu]", status, static_cast<unsigned long long>(count));
    }
    std::printf("\n");
}

QTcpSocket *openStream(quint16 port, const QString &token)
{
    auto *socket = new QTcpSocket;
    socket->connectToHost(QHostAddress::LocalHost, port);
    if (!socket->waitForConnected(5000)) {
        delete socket;
        return nullptr;
    }
    socket->write("GET /v1/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer " + token.toLatin1()
                  + "\r\n\r\n");
    socket->waitForBytesWritten(5000);
    return socket;
}

double percentile(std::vector<double> values, double p)
{
    if (values.empty()) {
        return 0;
    }
    std::sort(values.begin(), values.end());
    return values[std::min(values.size() - 1, size_t(p / 100.0 * double(values.size())))];
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption({u"seconds"_s, u"Measured seconds per load run (default 5)."_s, u"S"_s, u"5"_s});
    parser.addOption({u"connections"_s, u"Concurrent connections of run 1 (default 200)."_s, u"N"_s, u"200"_s});
    parser.addOption({u"jobs"_s, u"Jobs solved for the solved->event latency (default 300)."_s, u"N"_s, u"300"_s});
    parser.addOption({u"streams"_s, u"Idle event streams for the RSS figure (default 1000)."_s, u"N"_s, u"1000"_s});
    parser.addOption({u"clients"_s, u"Clients of run 5, one connection each (default 200)."_s, u"N"_s, u"200"_s});
    parser.process(app);
    const double seconds = parser.value(u"seconds"_s).toDouble();
    const int connections = parser.value(u"connections"_s).toInt();
    const int jobs = parser.value(u"jobs"_s).toInt();
    const int streams = parser.value(u"streams"_s).toInt();
    const int clients = parser.value(u"clients"_s).toInt();

    rlimit files{};
    getrlimit(RLIMIT_NOFILE, &files);
    files.rlim_cur = files.rlim_max;
    setrlimit(RLIMIT_NOFILE, &files);

    QTemporaryDir dir;
    const QString db = dir.filePath(u"bench.sqlite"_s);
    runCli(db, {u"hosts"_s, u"allow"_s, u"shop.test"_s});
    const QString token = runCli(db, {u"clients"_s, u"add"_s, u"bench"_s});
    // The idle streams of run 4 belong to a client with no jobs: an idle stream carries no events. (The bench
    // client's streams would carry the solves of runs 1-3 to sockets nobody reads, and measure their buffers.)
    // Its streams are more than a client's default (16): it is given room for them.
    const QString idleToken = runCli(db,
                                     {u"clients"_s,
                                      u"add"_s,
                                      u"idle"_s,
                                      u"--max-streams"_s,
                                      QString::number(std::max(streams, 1)),
                                      u"--max-connections"_s,
                                      QString::number(std::max(streams, 1))});
    QStringList clientTokens;
    for (int i = 0; i < clients; ++i) {
        clientTokens << runCli(db, {u"clients"_s, u"add"_s, u"bench-%1"_s.arg(i)});
    }
    runCli(db, {u"pause"_s});

    QProcess sim;
    const quint16 simPort = startAndReadPort(sim,
                                             u"solvedeck-sim"_s,
                                             {u"--port"_s,
                                              u"0"_s,
                                              u"--profile"_s,
                                              u"fast"_s,
                                              u"--accept-any-key"_s,
                                              u"--threads"_s,
                                              u"50"_s,
                                              u"--time-scale"_s,
                                              u"0.05"_s});
    QProcess serve;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"SOLVEDECK_API_KEY"_s, kKey);
    serve.setProcessEnvironment(env);
    const quint16 port = startAndReadPort(serve,
                                          u"solvedeck-cli"_s,
                                          {u"--db"_s,
                                           db,
                                           u"--endpoint"_s,
                                           u"http://127.0.0.1:%1"_s.arg(simPort),
                                           u"--time-scale"_s,
                                           u"0.05"_s,
                                           u"serve"_s,
                                           u"--listen"_s,
                                           u"127.0.0.1:0"_s,
                                           u"--threads"_s,
                                           u"50"_s,
                                           u"--max-streams"_s,
                                           QString::number(std::max(streams + 10, 1000))});
    if (simPort == 0 || port == 0 || token.isEmpty() || idleToken.isEmpty()) {
        return 1;
    }
    std::printf("serve pid %lld on port %u, sim on %u; %d s per run\n", serve.processId(), port, simPort, int(seconds));

    SolveDeckBench::HttpLoadOptions load;
    load.port = port;
    load.seconds = seconds;
    load.makeRequest = [&token](int connection, uint64_t sequence) {
        return solveRequest(token, sequence, connection);
    };
    load.connections = connections;
    report("1. enqueue, concurrent connections", SolveDeckBench::runHttpLoad(load));
    load.connections = 1;
    report("2. enqueue, one connection", SolveDeckBench::runHttpLoad(load));

    // 3. solved -> event, with the queue running.
    runCli(db, {u"resume"_s});
    std::unique_ptr<QTcpSocket> stream(openStream(port, token));
    std::vector<double> latencies;
    if (stream) {
        QTcpSocket post;
        post.connectToHost(QHostAddress::LocalHost, port);
        post.waitForConnected(5000);
        for (int i = 0; i < jobs; ++i) {
            post.write(QByteArray::fromStdString(solveRequest(token, uint64_t(i), 999'999)));
        }
        QByteArray buffer;
        const QDeadlineTimer deadline(120000);
        while (int(latencies.size()) < jobs && !deadline.hasExpired() && stream->waitForReadyRead(1000)) {
            buffer += stream->readAll();
            post.readAll();
            const qint64 now = QDateTime::currentMSecsSinceEpoch();
            qsizetype end;
            while ((end = buffer.indexOf("\n\n")) >= 0) {
                const QByteArray block = buffer.left(end);
                buffer.remove(0, end + 2);
                if (!block.contains("event: solved")) {
                    continue;
                }
                const QByteArray data = block.mid(block.indexOf("data: ") + 6);
                const QString at = QJsonDocument::fromJson(data).object().value(u"at"_s).toString();
                const qint64 atMs = QDateTime::fromString(at, Qt::ISODateWithMs).toMSecsSinceEpoch();
                latencies.push_back(double(now - atMs));
            }
        }
    }
    std::printf("3. solved -> event                  p50 %6.1f ms  p99 %6.1f ms  (%zu of %d jobs)\n",
                percentile(latencies, 50),
                percentile(latencies, 99),
                latencies.size(),
                jobs);
    stream.reset();

    // 5. serve's CPU per durable enqueue, 200 clients, the queue running.
    if (clients > 0) {
        SolveDeckBench::HttpLoadOptions many = load;
        many.connections = clients;
        many.warmupSeconds = 0; // every answer in the CPU window is counted (the connections' setup included)
        many.makeRequest = [&clientTokens](int connection, uint64_t sequence) {
            return solveRequest(clientTokens.value(connection % clientTokens.size()), sequence, connection);
        };
        const double cpuBefore = cpuMs(serve.processId());
        const SolveDeckBench::HttpLoadResult r = SolveDeckBench::runHttpLoad(many);
        const double cpuAfter = cpuMs(serve.processId());
        report("5. enqueue, clients, queue running", r);
        uint64_t created = 0;
        for (const auto &[status, count] : r.statuses) {
            if (status == 202) {
                created += count;
            }
        }
        std::
            printf("5. serve CPU per enqueue             %.3f ms (%.0f ms of CPU, %llu enqueues counted, %d clients)\n",
                   created > 0 ? (cpuAfter - cpuBefore) / double(created) : 0.0,
                   cpuAfter - cpuBefore,
                   static_cast<unsigned long long>(created),
                   clients);
    }

    // 4. RSS with idle streams, the queue paused again so the engine's own work does not move the figure.
    runCli(db, {u"pause"_s});
    const qint64 before = rssKiB(serve.processId());
    std::vector<std::unique_ptr<QTcpSocket>> idle;
    for (int i = 0; i < streams; ++i) {
        if (QTcpSocket *socket = openStream(port, idleToken)) {
            idle.emplace_back(socket);
        }
    }
    for (const auto &socket : idle) {
        socket->waitForReadyRead(2000);
        socket->readAll();
    }
    const qint64 with = rssKiB(serve.processId());
    std::printf("4. RSS: %lld KiB before, %lld KiB with %zu idle streams: +%.1f MiB\n",
                before,
                with,
                idle.size(),
                double(with - before) / 1024.0);
    idle.clear();

    serve.terminate();
    serve.waitForFinished(30000);
    sim.terminate();
    sim.waitForFinished(10000);
    return 0;
}
