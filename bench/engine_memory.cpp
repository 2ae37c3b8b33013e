// Engine memory with a large queue: resident set size with 10,000 jobs queued and 1,000 in flight (submitted and
// being polled) against the simulator. Measures; asserts nothing.
//
//   build/bin/bench-engine_memory [--queued 10000] [--in-flight 1000]
//
// The simulator runs in its own thread of the same process, so the RSS includes its 1,000 tasks; the figure
// before the engine starts (store open, jobs enqueued, simulator up) is printed too, and the difference is the
// engine's share (its schedule, governor and the requests in flight).

#include "core/engine/engine.h"
#include "core/net/apiclient.h"
#include "core/store/authorisedhosts.h"
#include "core/store/jobstore.h"
#include "support/simulatorthread.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>

using namespace SolveDeck;

namespace {

const QString kSimKey = QStringLiteral("0123456789abcdef0123456789abcdef"); // the simulator's built-in test key

long rssKiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) {
        return -1;
    }
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:")) {
            return line.mid(6).trimmed().split(' ').value(0).toLong();
        }
    }
    return -1;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption(
        {QStringLiteral("queued"), QStringLiteral("Jobs left queued."), QStringLiteral("n"), QStringLiteral("10000")});
    parser.addOption({QStringLiteral("in-flight"),
                      QStringLiteral("Jobs in flight (cap and plan threads)."),
                      QStringLiteral("n"),
                      QStringLiteral("1000")});
    parser.process(app);
    const int queued = parser.value(QStringLiteral("queued")).toInt();
    const int inFlight = parser.value(QStringLiteral("in-flight")).toInt();

    // Tasks that take an hour: everything submitted stays in flight while we measure.
    SolveDeckBench::SimulatorThread sim({{QStringLiteral("profile"), QStringLiteral("fast")},
                                         {QStringLiteral("threads"), inFlight},
                                         {QStringLiteral("solveTimes"),
                                          QJsonObject{{QStringLiteral("turnstile"),
                                                       QJsonObject{{QStringLiteral("dist"), QStringLiteral("fixed")},
                                                                   {QStringLiteral("seconds"), 3600}}}}}});

    QTemporaryDir dir;
    JobStore store;
    if (const auto opened = store.openSqlite(dir.filePath(QStringLiteral("memory.sqlite"))); !opened) {
        std::fprintf(stderr, "store: %s\n", qPrintable(opened.error().message));
        return 1;
    }
    // Jobs are claimed only for authorised target hosts (issue 12): the bench's pages are on example.test.
    if (const auto allowed = AuthorisedHosts(store).allow(QStringLiteral("example.test")); !allowed) {
        std::fprintf(stderr, "authorise example.test: %s\n", qPrintable(allowed.error().message));
        return 1;
    }
    QList<std::pair<TaskSpec, QString>> items;
    for (int i = 0; i < queued + inFlight; ++i) {
        TaskSpec s;
        s.method = Method::Turnstile;
        s.sitekey = QStringLiteral("1x00000000000000000000AA");
        s.pageurl = QStringLiteral("https://example.test/memory/%1").arg(i);
        items.append({s, QString()});
    }
    if (const auto added = store.enqueueBatch(items); !added) {
        std::fprintf(stderr, "enqueue: %s\n", qPrintable(added.error().message));
        return 1;
    }

    ApiClient client;
    (void)client.setEndpoint(sim.url());
    client.setApiKey(kSimKey);
    Engine engine(&store, &client);
    engine.setThreadCap(inFlight);
    const long before = rssKiB();

    QElapsedTimer elapsed;
    elapsed.start();
    engine.start();
    // Wait, processing events, until every slot holds a submitted task (bounded: 5 min).
    QTimer check;
    check.start(50);
    QEventLoop loop;
    QObject::connect(&check, &QTimer::timeout, &loop, [&] {
        if ((store.countsByState().value(JobState::Submitted) >= inFlight) || elapsed.elapsed() > 300'000) {
            loop.quit();
        }
    });
    loop.exec();
    const QMap<JobState, int> counts = store.countsByState();
    const double reachedSeconds = double(elapsed.elapsed()) / 1000.0;
    check.stop();
    // Keep polling for 20 s at the steady state (past the 10 s first poll) so the figure includes the poll traffic.
    QTimer::singleShot(20'000, &loop, &QEventLoop::quit);
    loop.exec();
    const long after = rssKiB();

    std::printf("queued / submitted  %d / %d (cap %d), reached in %.1f s\n",
                counts.value(JobState::Queued),
                counts.value(JobState::Submitted),
                inFlight,
                reachedSeconds);
    std::printf("RSS before start    %.1f MiB (store open, %d jobs enqueued, simulator up)\n",
                double(before) / 1024.0,
                queued + inFlight);
    std::printf("RSS steady state    %.1f MiB (engine running, %d in flight, polling)\n",
                double(after) / 1024.0,
                inFlight);
    std::printf("engine share        %.1f MiB\n", double(after - before) / 1024.0);

    engine.stop();
    return 0;
}
