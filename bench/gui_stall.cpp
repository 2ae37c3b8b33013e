// How long the window's event loop stalls while the engine works hard: 1,000 solves in flight (a steady churn of
// collected tokens and new submits) and the database under write load from another connection (a process that
// enqueues batches and now and then holds the write lock, as a script beside the console would). A 16 ms timer
// on the main thread stands in for the window's frames; each tick's lateness is recorded. Measures; asserts
// nothing.
//
//   build/bin/bench-gui_stall [--mode worker|same-thread] [--in-flight 1000] [--seconds 30]
//
// worker: the engine on its worker thread (EngineHost), as the console runs it; the main thread only reads, as
// the job table does. same-thread: the engine, its store and the API client on the main thread, as the console
// ran them before, for comparison.

#include "core/engine/engine.h"
#include "core/engine/enginehost.h"
#include "core/net/apiclient.h"
#include "core/store/authorisedhosts.h"
#include "core/store/jobstore.h"
#include "support/openengine.h"
#include "support/simulatorthread.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <cstdio>

using namespace SolveDeck;

namespace {

const QString kSimKey = QStringLiteral("0123456789abcdef0123456789abcdef"); // the simulator's built-in test key

TaskSpec turnstile(int n)
{
    TaskSpec s;
    s.method = Method::Turnstile;
    s.sitekey = QStringLiteral("1x00000000000000000000AA");
    s.pageurl = QStringLiteral("https://example.test/stall/%1").arg(n);
    return s;
}

// Another writer on the same file: batches of 100 jobs every 100 ms, and every 2 s it holds the write lock for
// 300 ms (a long transaction of another program).
class WriteLoad : public QThread
{
public:
    explicit WriteLoad(QString path)
        : m_path(std::move(path))
    {
    }

    std::atomic<bool> stop{false};
    std::atomic<int> batches{0};

protected:
    void run() override
    {
        JobStore store;
        if (!store.openSqlite(m_path)) {
            return;
        }
        const QString raw = QStringLiteral("stall-writer-raw");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), raw);
            db.setDatabaseName(m_path);
            db.open();
        }
        int n = 1'000'000;
        QElapsedTimer clock;
        clock.start();
        qint64 lastLock = 0;
        while (!stop) {
            QList<std::pair<TaskSpec, QString>> items;
            for (int i = 0; i < 100; ++i) {
                items.append({turnstile(n++), QString()});
            }
            if (store.enqueueBatch(items)) {
                ++batches;
            }
            if (clock.elapsed() - lastLock >= 2'000) {
                lastLock = clock.elapsed();
                QSqlQuery q(QSqlDatabase::database(raw));
                q.exec(QStringLiteral("BEGIN IMMEDIATE"));
                QThread::msleep(300);
                q.exec(QStringLiteral("COMMIT"));
            }
            QThread::msleep(100);
        }
        QSqlDatabase::removeDatabase(raw);
    }

private:
    QString m_path;
};

double percentile(QList<double> v, double q)
{
    if (v.isEmpty()) {
        return 0;
    }
    std::sort(v.begin(), v.end());
    return v.at(std::min<qsizetype>(v.size() - 1, qsizetype(q * double(v.size()))));
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption({QStringLiteral("mode"),
                      QStringLiteral("worker or same-thread."),
                      QStringLiteral("m"),
                      QStringLiteral("worker")});
    parser.addOption({QStringLiteral("in-flight"),
                      QStringLiteral("Solves in flight (cap and plan threads)."),
                      QStringLiteral("n"),
                      QStringLiteral("1000")});
    parser.addOption(
        {QStringLiteral("seconds"), QStringLiteral("How long to measure."), QStringLiteral("s"), QStringLiteral("30")});
    parser.process(app);
    const bool worker = parser.value(QStringLiteral("mode")) != QLatin1String("same-thread");
    const int inFlight = parser.value(QStringLiteral("in-flight")).toInt();
    const int seconds = parser.value(QStringLiteral("seconds")).toInt();

    // Solves of 8-12 s: with 1,000 in flight about 100 tokens a second are collected and as many jobs submitted.
    SolveDeckBench::SimulatorThread sim({{QStringLiteral("profile"), QStringLiteral("fast")},
                                         {QStringLiteral("threads"), inFlight},
                                         {QStringLiteral("solveTimes"),
                                          QJsonObject{{QStringLiteral("turnstile"),
                                                       QJsonObject{{QStringLiteral("dist"), QStringLiteral("uniform")},
                                                                   {QStringLiteral("min"), 8},
                                                                   {QStringLiteral("max"), 12}}}}}});

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("stall.sqlite"));
    JobStore reader; // the window's read connection
    if (const auto opened = reader.openSqlite(path); !opened) {
        std::fprintf(stderr, "store: %s\n", qPrintable(opened.error().message));
        return 1;
    }
    // Jobs are claimed only for authorised target hosts (issue 12): the bench's pages are on example.test.
    if (const auto allowed = AuthorisedHosts(reader).allow(QStringLiteral("example.test")); !allowed) {
        std::fprintf(stderr, "authorise example.test: %s\n", qPrintable(allowed.error().message));
        return 1;
    }
    QList<std::pair<TaskSpec, QString>> items;
    for (int i = 0; i < inFlight * 10; ++i) {
        items.append({turnstile(i), QString()});
    }
    (void)reader.enqueueBatch(items);

    EngineHost host;
    std::unique_ptr<JobStore> store;
    std::unique_ptr<ApiClient> client;
    std::unique_ptr<Engine> engine;
    if (worker) {
        EngineHost::Config config;
        config.databaseLocation = path;
        config.endpoint = sim.url();
        config.apiKey = kSimKey;
        config.threadCap = inFlight;
        if (!SolveDeckBench::openEngine(host, config)) {
            return 1;
        }
        host.start();
    } else {
        store = std::make_unique<JobStore>();
        (void)store->openSqlite(path);
        client = std::make_unique<ApiClient>();
        (void)client->setEndpoint(sim.url());
        client->setApiKey(kSimKey);
        engine = std::make_unique<Engine>(store.get(), client.get());
        engine->setThreadCap(inFlight);
        engine->start();
    }

    // Ramp up to the cap before measuring.
    QEventLoop loop;
    QElapsedTimer ramp;
    ramp.start();
    QTimer check;
    QObject::connect(&check, &QTimer::timeout, &loop, [&] {
        if (reader.countsByState().value(JobState::Submitted) >= inFlight * 9 / 10 || ramp.elapsed() > 120'000) {
            loop.quit();
        }
    });
    check.start(100);
    loop.exec();
    check.stop();
    std::printf("mode %s: %d submitted after %.1f s\n",
                worker ? "worker" : "same-thread",
                reader.countsByState().value(JobState::Submitted),
                double(ramp.elapsed()) / 1000.0);

    WriteLoad load(path);
    load.start();

    // The frames: a 16 ms timer whose lateness is the stall a person would see. The table's own work: a read of
    // the counts every 100 ms.
    QList<double> lateMs;
    QElapsedTimer frame;
    QTimer frames;
    frames.setTimerType(Qt::PreciseTimer);
    QObject::connect(&frames, &QTimer::timeout, &loop, [&] {
        const double gap = double(frame.nsecsElapsed()) / 1e6;
        frame.restart();
        lateMs.append(std::max(0.0, gap - 16.0));
    });
    QTimer reads;
    QObject::connect(&reads, &QTimer::timeout, &loop, [&] {
        (void)reader.countsByState();
    });
    const int solvedBefore = reader.countsByState().value(JobState::Solved);
    frame.start();
    frames.start(16);
    reads.start(100);
    QTimer::singleShot(seconds * 1000, &loop, &QEventLoop::quit);
    loop.exec();
    frames.stop();
    reads.stop();
    load.stop = true;
    load.wait();
    const int solved = reader.countsByState().value(JobState::Solved) - solvedBefore;

    std::printf("frames %lld, write batches %d, tokens collected %d (%.0f/s)\n",
                static_cast<long long>(lateMs.size()),
                load.batches.load(),
                solved,
                double(solved) / seconds);
    std::printf("event-loop stall: p50 %.1f ms, p99 %.1f ms, max %.1f ms\n",
                percentile(lateMs, 0.5),
                percentile(lateMs, 0.99),
                lateMs.isEmpty() ? 0.0 : *std::max_element(lateMs.cbegin(), lateMs.cend()));
    if (worker) {
        host.stop();
    } else {
        engine->stop();
    }
    return 0;
}
