// Engine throughput against the simulator: plan-thread utilisation, token delivery delay, requests per solve and
// CPU time per solve, for the adaptive poll planner or the fixed schedule. Measures; asserts nothing.
//
//   build/bin/bench-engine_throughput --threads 5 --jobs 200 --time-scale 0.1 [--fixed-schedule] [--profile realistic]
//                                     [--mix all|v2|v3|turnstile|image|turnstile-v2] [--multi-id] [--seed N]
//                                     [--engines 3] [--db postgresql://user@127.0.0.1:PORT/dbname]
//                                     [--in-php-faults after|mix|before|lost-forever] [--in-php-lost] [--run-for S]
//
// --mix picks the workload: every method in turn (all, the default), one method alone (v2, v3, turnstile, image), or
// a 50/50 mix of Turnstile and v2 (the issue-13 workloads, where quick v3 and image jobs do not hide slow
// deliveries). --multi-id lets
// the simulator answer res.php ids= and leaves the engine's multi-id detection on; without it the engine is told not
// to use ids= (single polls, no probe), as before. The last line ("summary ...") holds the figures in one row.
//
// --in-php-faults adds in.php faults to the profile, one request in five, an HTTP 500 or a broken JSON body (half
// each): "after" every one after the task was made (the answer is lost, the task holds a thread until solved: a
// ghost), "before" none (no task), "mix" half before and half after (issue 38: the outside emulator's model; issue
// 26's --in-php-lost, which is the same mix), "lost-forever" every in.php answer lost after its task was made (with
// --run-for: the paid tasks one job costs). Every run also prints throughput against the ideal and against the ideal
// without ghosts (support/faultreport.h), jobs answered, duplicates, tasks never collected, the most tasks for one
// job and the simulator's "cap exceeded"; its "faults" line holds them in one row. --run-for S ends the run after S
// unscaled seconds even if jobs are left (a provider that never answers). Its "idle threads" line says where the thread
// time went while jobs were still to start: free threads while a ready token waited to be collected (what polling
// costs, faults or not), free threads otherwise (under faults mostly lost submits' slots still counted), and the
// thread time lost submits' tasks held; and the throughput the run would have reached with the second at zero.
//
// --engines N runs N engines on one database (each with its own connection and client, as N processes would),
// sharing the plan's threads through the account's cap: the cost of the coordination is the difference to one.
// "statements per solve" counts every SQL statement of every engine's connection (JobStore::statementsRun()).
// Everything stays on this machine: the simulator listens on 127.0.0.1 and --db must name a local database (a
// file, a PostgreSQL socket directory, or a loopback address).
// The simulator runs in its own thread so the CPU time measured on the main thread is the engine's (with the
// store and the API client), not the server's. Delays are scaled back to real time (divided by the time scale).

#include "core/engine/engine.h"
#include "core/net/apiclient.h"
#include "core/store/accounts.h"
#include "core/store/authorisedhosts.h"
#include "core/store/jobstore.h"
#include "core/store/postgreslocation.h"
#include "support/faultreport.h"
#include "support/simulatorthread.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QHostAddress>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <memory>
#include <vector>

using namespace SolveDeck;

namespace {

const QString kSimKey = QStringLiteral("0123456789abcdef0123456789abcdef"); // the simulator's built-in test key

double threadCpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

double quantile(QList<double> values, double q)
{
    if (values.isEmpty()) {
        return 0;
    }
    std::sort(values.begin(), values.end());
    const auto index = qsizetype(std::lround(std::clamp(q, 0.0, 1.0) * double(values.size() - 1)));
    return values.at(index);
}

// The workloads: which methods, in turn.
QList<Method> mixMethods(const QString &mix)
{
    if (mix == QLatin1String("turnstile")) {
        return {Method::Turnstile};
    }
    if (mix == QLatin1String("v2")) {
        return {Method::RecaptchaV2};
    }
    if (mix == QLatin1String("v3")) {
        return {Method::RecaptchaV3};
    }
    if (mix == QLatin1String("image")) {
        return {Method::Image};
    }
    if (mix == QLatin1String("turnstile-v2")) {
        return {Method::Turnstile, Method::RecaptchaV2};
    }
    if (mix == QLatin1String("all")) {
        return allMethods(); // reCAPTCHA v2, v3, Turnstile, image
    }
    return {};
}

TaskSpec specFor(int n, const QList<Method> &methods)
{
    TaskSpec s;
    s.method = methods.at(n % methods.size());
    if (s.method == Method::Image) {
        const QByteArray image = QByteArray("GIF89a") + QByteArray(200, char(n % 100));
        s.params.insert(QStringLiteral("body"), QString::fromLatin1(image.toBase64()));
    } else {
        s.sitekey = s.method == Method::Turnstile ? QStringLiteral("1x00000000000000000000AA")
                                                  : QStringLiteral("6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-");
        s.pageurl = QStringLiteral("https://example.test/bench/%1").arg(n);
        if (s.method == Method::RecaptchaV3) {
            s.params.insert(QStringLiteral("action"), QStringLiteral("login"));
        }
    }
    return s;
}

// A database on this machine: a file, or a PostgreSQL address whose host is empty (libpq's socket), a socket
// directory or a loopback address. A remote database would make the figures the network's, and the bench must not
// send traffic off the machine.
bool isLocalDatabase(const QString &location)
{
    if (!JobStore::isPostgresLocation(location)) {
        return true;
    }
    const Result<PostgresLocation> parsed = PostgresLocation::parse(location);
    if (!parsed) {
        return true; // the store's own error says what is wrong with it
    }
    const QString host = parsed->host;
    if (host.isEmpty() || host.startsWith(QLatin1Char('/'))
        || host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0) {
        return true;
    }
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

// Polls the fixed schedule (first poll 15 s after submit, then every 5 s) would send for a task that
// was ready `solveSeconds` after submit.
int fixedSchedulePolls(double solveSeconds)
{
    if (solveSeconds <= 15.0) {
        return 1;
    }
    return 1 + int(std::ceil((solveSeconds - 15.0) / 5.0));
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOption({QStringLiteral("threads"),
                      QStringLiteral("Plan threads (and the cap)."),
                      QStringLiteral("n"),
                      QStringLiteral("5")});
    parser.addOption(
        {QStringLiteral("jobs"), QStringLiteral("Jobs to solve."), QStringLiteral("n"), QStringLiteral("200")});
    parser.addOption({QStringLiteral("time-scale"),
                      QStringLiteral("Simulator and engine time scale."),
                      QStringLiteral("f"),
                      QStringLiteral("0.1")});
    parser.addOption({QStringLiteral("profile"),
                      QStringLiteral("Simulator profile."),
                      QStringLiteral("name"),
                      QStringLiteral("realistic")});
    parser.addOption(
        {QStringLiteral("seed"), QStringLiteral("Simulator seed."), QStringLiteral("n"), QStringLiteral("1")});
    parser.addOption({QStringLiteral("fixed-schedule"), QStringLiteral("Poll on the fixed schedule (no learning).")});
    parser.addOption({QStringLiteral("mix"),
                      QStringLiteral("Workload: all (every method in turn), v2, v3, turnstile, image or turnstile-v2."),
                      QStringLiteral("name"),
                      QStringLiteral("all")});
    parser.addOption({QStringLiteral("multi-id"),
                      QStringLiteral("The simulator answers res.php ids= and the engine detects and uses it (default: "
                                     "single polls only).")});
    parser.addOption({QStringLiteral("engines"),
                      QStringLiteral("Engines on the one database, sharing the cap."),
                      QStringLiteral("n"),
                      QStringLiteral("1")});
    parser.addOption({QStringLiteral("db"),
                      QStringLiteral("The database: a file, or postgresql://user@host:port/dbname (its tables are "
                                     "emptied first). Default: a temporary SQLite file."),
                      QStringLiteral("location")});
    parser.addOption({QStringLiteral("latency-ms"),
                      QStringLiteral("Added to every in.php and res.php answer by the simulator (unscaled ms, scaled "
                                     "like every other time): a provider far away."),
                      QStringLiteral("ms"),
                      QStringLiteral("0")});
    parser.addOption({QStringLiteral("in-php-faults"),
                      QStringLiteral("in.php faults on top of the profile, one request in five (HTTP 500 or broken "
                                     "JSON): after (every one after its task was made), mix (half before, half "
                                     "after), before (no task), lost-forever (every answer lost, the task made)."),
                      QStringLiteral("model")});
    parser.addOption({QStringLiteral("in-php-lost"), QStringLiteral("The same as --in-php-faults mix (issue 26).")});
    parser.addOption({QStringLiteral("run-for"),
                      QStringLiteral("End the run after this many unscaled seconds, even with jobs left."),
                      QStringLiteral("s"),
                      QStringLiteral("0")});
    parser.addOption({QStringLiteral("tasks-json"),
                      QStringLiteral("Also write the simulator's per-task record (submit, ready, collected, polls) to "
                                     "this file, for a closer look at where delays come from."),
                      QStringLiteral("file")});
    parser.process(app);

    const int threads = parser.value(QStringLiteral("threads")).toInt();
    const int jobCount = parser.value(QStringLiteral("jobs")).toInt();
    const double scale = parser.value(QStringLiteral("time-scale")).toDouble();
    const bool fixed = parser.isSet(QStringLiteral("fixed-schedule"));
    const int engineCount = std::max(1, parser.value(QStringLiteral("engines")).toInt());
    const QString mix = parser.value(QStringLiteral("mix"));
    const QList<Method> methods = mixMethods(mix);
    if (methods.isEmpty()) {
        std::fprintf(stderr,
                     "--mix: '%s' is not a workload; use all, v2, v3, turnstile, image or turnstile-v2\n",
                     qPrintable(mix));
        return 1;
    }
    const bool multiId = parser.isSet(QStringLiteral("multi-id"));
    const int latencyMs = parser.value(QStringLiteral("latency-ms")).toInt();
    QJsonObject latencyFaults;
    if (latencyMs > 0) {
        const QJsonObject delay{{QStringLiteral("delayProbability"), 1.0}, {QStringLiteral("delayMs"), latencyMs}};
        latencyFaults = {{QStringLiteral("in.php"), delay}, {QStringLiteral("res.php"), delay}};
    }
    const QString inPhpFaults = parser.isSet(QStringLiteral("in-php-lost"))
                                  ? QStringLiteral("mix")
                                  : parser.value(QStringLiteral("in-php-faults"));
    if (!inPhpFaults.isEmpty()) {
        // The simulator's faults by their place: http500 and malformedJsonNoTask make no task, http500AfterCreate and
        // malformedJson lose the answer of a task made.
        const QHash<QString, std::array<double, 4>> models{{QStringLiteral("after"), {0, 0.1, 0, 0.1}},
                                                           {QStringLiteral("mix"), {0.05, 0.05, 0.05, 0.05}},
                                                           {QStringLiteral("before"), {0.1, 0, 0.1, 0}},
                                                           {QStringLiteral("lost-forever"), {0, 0.5, 0, 0.5}}};
        const auto model = models.constFind(inPhpFaults);
        if (model == models.cend()) {
            std::fprintf(stderr,
                         "--in-php-faults: '%s' is not a model; use after, mix, before or lost-forever\n",
                         qPrintable(inPhpFaults));
            return 1;
        }
        QJsonObject in = latencyFaults.value(QStringLiteral("in.php")).toObject();
        in.insert(QStringLiteral("http500"), (*model)[0]);
        in.insert(QStringLiteral("http500AfterCreate"), (*model)[1]);
        in.insert(QStringLiteral("malformedJsonNoTask"), (*model)[2]);
        in.insert(QStringLiteral("malformedJson"), (*model)[3]);
        latencyFaults.insert(QStringLiteral("in.php"), in);
    }

    SolveDeckBench::SimulatorThread sim({{QStringLiteral("profile"), parser.value(QStringLiteral("profile"))},
                                         {QStringLiteral("timeScale"), scale},
                                         {QStringLiteral("threads"), threads},
                                         {QStringLiteral("seed"), parser.value(QStringLiteral("seed")).toInt()},
                                         {QStringLiteral("multiIds"), multiId},
                                         {QStringLiteral("faults"), latencyFaults}});

    QTemporaryDir dir;
    const QString location = parser.isSet(QStringLiteral("db")) ? parser.value(QStringLiteral("db"))
                                                                : dir.filePath(QStringLiteral("bench.sqlite"));
    if (!isLocalDatabase(location)) {
        std::fprintf(stderr,
                     "--db: %s is not on this machine; the benchmark talks to loopback only (a file, a socket "
                     "directory, or postgresql://user@127.0.0.1:PORT/dbname)\n",
                     qPrintable(location));
        return 1;
    }
    JobStore store;
    if (const auto opened = store.open(location); !opened) {
        std::fprintf(stderr, "store: %s\n", qPrintable(opened.error().message));
        return 1;
    }
    {
        // A database given on the command line starts empty: the figures are this run's alone.
        QSqlQuery wipe(QSqlDatabase::database(store.connectionName()));
        for (const char *table : {"job_events", "jobs", "engines", "accounts", "endpoint_capabilities"}) {
            if (!wipe.exec(QStringLiteral("DELETE FROM %1").arg(QLatin1String(table)))) {
                std::fprintf(stderr, "could not empty %s\n", table);
                return 1;
            }
        }
    }
    // The claim takes only jobs for authorised targets: the bench's pages are on example.test.
    if (const auto allowed = AuthorisedHosts(store).allow(QStringLiteral("example.test")); !allowed) {
        std::fprintf(stderr, "authorise example.test: %s\n", qPrintable(allowed.error().message));
        return 1;
    }
    QList<std::pair<TaskSpec, QString>> items;
    for (int i = 0; i < jobCount; ++i) {
        items.append({specFor(i, methods), QString()});
    }
    if (const auto added = store.enqueueBatch(items); !added) {
        std::fprintf(stderr, "enqueue: %s\n", qPrintable(added.error().message));
        return 1;
    }

    // Each engine as its own process would have it: a store connection and a client of its own.
    struct Member
    {
        JobStore store;
        ApiClient client;
        std::unique_ptr<Engine> engine;
    };

    std::vector<std::unique_ptr<Member>> members;
    for (int i = 0; i < engineCount; ++i) {
        auto m = std::make_unique<Member>();
        if (const auto opened = m->store.open(location); !opened) {
            std::fprintf(stderr, "store: %s\n", qPrintable(opened.error().message));
            return 1;
        }
        (void)m->client.setEndpoint(sim.url());
        m->client.setApiKey(kSimKey);
        m->engine = std::make_unique<Engine>(&m->store, &m->client);
        m->engine->setTimingPolicy(TimingPolicy::defaults().scaled(scale));
        m->engine->setAccount(Accounts(m->store).fingerprint(kSimKey));
        m->engine->setThreadCap(threads);
        m->engine->setAdaptivePolling(!fixed);
        m->engine->setMultiIdPolling(multiId);
        members.push_back(std::move(m));
    }

    QEventLoop loop;
    const double runFor = parser.value(QStringLiteral("run-for")).toDouble();
    bool cutShort = false;
    if (runFor > 0) {
        QTimer::singleShot(qint64(runFor * scale * 1000.0), &loop, [&] {
            cutShort = true;
            loop.quit();
        });
    }
    QTimer done;
    done.setInterval(20);
    QObject::connect(&done, &QTimer::timeout, &loop, [&] {
        for (const auto &m : members) {
            if (!m->engine->isIdle()) {
                return;
            }
        }
        loop.quit();
    });
    QElapsedTimer wall;
    const qint64 startedAtWallMs = QDateTime::currentMSecsSinceEpoch();
    const double cpuStart = threadCpuSeconds();
    const qint64 statementsStart = JobStore::statementsRun();
    wall.start();
    for (const auto &m : members) {
        m->engine->start();
    }
    done.start();
    loop.exec();
    const double cpu = threadCpuSeconds() - cpuStart;
    const double wallSeconds = double(wall.elapsed()) / 1000.0;
    const qint64 statements = JobStore::statementsRun() - statementsStart;
    EngineStats engineStats;
    for (const auto &m : members) {
        const EngineStats s = m->engine->stats();
        engineStats.submits += s.submits;
        engineStats.speculativeSubmits += s.speculativeSubmits;
        engineStats.speculativeRefusals += s.speculativeRefusals;
        engineStats.polls += s.polls;
        engineStats.threadsInfoRequests += s.threadsInfoRequests;
        engineStats.batchedPolls += s.batchedPolls;
        engineStats.batchedTasks += s.batchedTasks;
        engineStats.pollLateMaxMs = std::max(engineStats.pollLateMaxMs, s.pollLateMaxMs);
        engineStats.pollLateTotalMs += s.pollLateTotalMs;
        engineStats.pollRoundTripMaxMs = std::max(engineStats.pollRoundTripMaxMs, s.pollRoundTripMaxMs);
        engineStats.pollRoundTripTotalMs += s.pollRoundTripTotalMs;
        engineStats.pollsAnswered += s.pollsAnswered;
        m->engine->stop();
    }

    const QJsonObject stats = sim.stats();
    const QJsonObject requests = stats.value(QStringLiteral("requests")).toObject();
    const QJsonObject key = stats.value(QStringLiteral("keys")).toObject().value(kSimKey).toObject();
    const QJsonArray tasks = stats.value(QStringLiteral("tasks")).toArray();
    if (const QString path = parser.value(QStringLiteral("tasks-json")); !path.isEmpty()) {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
            || file.write(QJsonDocument(tasks).toJson(QJsonDocument::Indented)) < 0) {
            std::fprintf(stderr, "%s: %s\n", qPrintable(path), qPrintable(file.errorString()));
        }
    }

    const QMap<JobState, int> counts = store.countsByState();
    const int solved = counts.value(JobState::Solved);
    const int failed = counts.value(JobState::Failed);
    // Each job's answering task, in queue order, and when the last job finished; failures by code.
    QStringList jobTaskIds;
    qint64 lastFinishedAtMs = 0;
    QMap<QString, int> failedBy;
    {
        QSqlQuery jobs(QSqlDatabase::database(store.connectionName()));
        if (!jobs.exec(QStringLiteral("SELECT task_id, finished_at, state, error_code FROM jobs ORDER BY id"))) {
            std::fprintf(stderr, "could not read the jobs\n");
            return 1;
        }
        while (jobs.next()) {
            jobTaskIds.append(jobs.value(0).toString());
            lastFinishedAtMs = std::max(lastFinishedAtMs, jobs.value(1).toLongLong());
            if (jobs.value(2).toString() == jobStateName(JobState::Failed)) {
                ++failedBy[jobs.value(3).toString()];
            }
        }
    }

    // Saturated window: from the first submit to the last submit (while jobs were waiting for a thread). The
    // tail after it cannot fill the plan whatever the client does.
    double firstSubmit = 0;
    double lastSubmit = 0;
    double lastReady = 0;
    for (const auto &v : tasks) {
        const QJsonObject t = v.toObject();
        const double submitted = t.value(QStringLiteral("submittedAtMs")).toDouble();
        firstSubmit = firstSubmit == 0 ? submitted : std::min(firstSubmit, submitted);
        lastSubmit = std::max(lastSubmit, submitted);
        lastReady = std::max(lastReady, t.value(QStringLiteral("readyAtMs")).toDouble());
    }
    double busyInWindow = 0;
    double busyTotal = 0;
    QList<double> delays;
    QList<double> delaysByMethod[4];
    double pollsByMethod[4] = {};
    int fixedPolls = 0;
    for (const auto &v : tasks) {
        const QJsonObject t = v.toObject();
        const double submitted = t.value(QStringLiteral("submittedAtMs")).toDouble();
        const QJsonValue readyValue = t.value(QStringLiteral("readyAtMs"));
        const double ready = readyValue.isNull() ? lastReady : readyValue.toDouble();
        busyTotal += ready - submitted;
        busyInWindow += std::max(0.0, std::min(ready, lastSubmit) - std::max(submitted, firstSubmit));
        const QJsonValue collected = t.value(QStringLiteral("firstCollectedAtMs"));
        if (!collected.isNull() && !readyValue.isNull()) {
            const double delay = (collected.toDouble() - ready) / 1000.0 / scale;
            delays.append(delay);
            const auto method = methodFromName(t.value(QStringLiteral("method")).toString());
            if (method) {
                delaysByMethod[int(*method)].append(delay);
                pollsByMethod[int(*method)] += t.value(QStringLiteral("polls")).toDouble();
            }
            fixedPolls += fixedSchedulePolls((ready - submitted) / 1000.0 / scale);
        }
    }
    const double window = (lastSubmit - firstSubmit);
    const double utilisationWindow = window > 0 ? busyInWindow / (threads * window) : 0;
    const double utilisationRun = busyTotal / (threads * wallSeconds * 1000.0);

    const double resAll = requests.value(QStringLiteral("res.php")).toDouble();
    const double resGet = requests.value(QStringLiteral("res.php:get")).toDouble();
    const double resThreads = requests.value(QStringLiteral("res.php:threadsinfo")).toDouble();
    const double inAll = requests.value(QStringLiteral("in.php")).toDouble();
    const double perSolve = solved > 0 ? 1.0 / solved : 0;

    std::printf("schedule            %s, multi-id %s, mix %s, seed %d\n",
                fixed ? "fixed" : "adaptive",
                multiId ? (members.front()->client.multiIdPoll() ? "on (detected)" : "asked, not used") : "off",
                qPrintable(mix),
                parser.value(QStringLiteral("seed")).toInt());
    std::printf("threads x jobs      %d x %d, time scale %.3g, added latency %d ms, profile %s\n",
                threads,
                jobCount,
                scale,
                latencyMs,
                qPrintable(parser.value(QStringLiteral("profile"))));
    std::printf("engines / database  %d on %s\n",
                engineCount,
                JobStore::isPostgresLocation(location) ? "PostgreSQL" : "SQLite");
    std::printf("solved / failed     %d / %d in %.1f s wall (%.0f s real time)\n",
                solved,
                failed,
                wallSeconds,
                wallSeconds / scale);
    std::printf("utilisation         %.3f while jobs waited (%.0f s real), %.3f over the whole run\n",
                utilisationWindow,
                window / 1000.0 / scale,
                utilisationRun);
    std::printf("max busy threads    %d (cap %d), refused for want of a thread %d\n",
                key.value(QStringLiteral("maxBusyThreads")).toInt(),
                threads,
                key.value(QStringLiteral("refusedNoThread")).toInt());
    std::printf("delivery delay      p50 %.2f s, p95 %.2f s (ready at the simulator -> collected, real time)\n",
                quantile(delays, 0.5),
                quantile(delays, 0.95));
    for (Method m : allMethods()) {
        const auto collected = qlonglong(delaysByMethod[int(m)].size());
        std::printf("  %-17s p50 %.2f s, p95 %.2f s (%lld tasks, %.2f polls each)\n",
                    qPrintable(methodName(m)),
                    quantile(delaysByMethod[int(m)], 0.5),
                    quantile(delaysByMethod[int(m)], 0.95),
                    collected,
                    collected > 0 ? pollsByMethod[int(m)] / double(collected) : 0.0);
    }
    std::printf("res.php per solve   %.2f (get %.2f, threadsinfo %.2f); fixed 15 s + 5 s schedule for these solve "
                "times: %.2f\n",
                resAll * perSolve,
                resGet * perSolve,
                resThreads * perSolve,
                solved > 0 ? double(fixedPolls) / solved : 0);
    const double answered = std::max(1, engineStats.pollsAnswered);
    std::printf("polls               %d (%d batched, %.1f tasks each); sent after planned: mean %.0f ms, max %.0f ms; "
                "answered after sent: mean %.0f ms, max %.0f ms (real time)\n",
                engineStats.polls,
                engineStats.batchedPolls,
                engineStats.batchedPolls > 0 ? double(engineStats.batchedTasks) / engineStats.batchedPolls : 0.0,
                double(engineStats.pollLateTotalMs) / std::max(1, engineStats.polls) / scale,
                double(engineStats.pollLateMaxMs) / scale,
                double(engineStats.pollRoundTripTotalMs) / answered / scale,
                double(engineStats.pollRoundTripMaxMs) / scale);
    std::printf("in.php per solve    %.3f (speculative submits %d, of them refused %d)\n",
                inAll * perSolve,
                engineStats.speculativeSubmits,
                engineStats.speculativeRefusals);
    std::printf("engine CPU          %.2f ms per solve (main thread: engine, store, client; %.2f s total)\n",
                cpu * 1000.0 * perSolve,
                cpu);
    std::printf("database            %.1f statements per solve (every engine's connection)\n",
                double(statements) * perSolve);
    const SolveDeckBench::FaultReport faults = SolveDeckBench::faultReport(stats, kSimKey, jobTaskIds, threads);
    const double runMs = double(lastFinishedAtMs - startedAtWallMs);
    const double throughput = runMs > 0 ? faults.idealMs / runMs : 0;
    const double ghostMsInRun = SolveDeckBench::ghostThreadMsWithin(stats,
                                                                    double(startedAtWallMs),
                                                                    double(lastFinishedAtMs));
    const double throughputNoGhosts = SolveDeckBench::throughputWithoutGhosts(faults.idealMs,
                                                                              ghostMsInRun,
                                                                              runMs,
                                                                              threads);
    QStringList failures;
    for (auto it = failedBy.cbegin(); it != failedBy.cend(); ++it) {
        failures.append(QStringLiteral("%1 %2").arg(it.key()).arg(it.value()));
    }
    std::printf("throughput          %.3f of the ideal: %.0f s real to the last job finished, ideal %.0f s (the plan's "
                "threads busy with these solve times back to back; their sum over the threads %.0f s)\n",
                throughput,
                runMs / 1000.0 / scale,
                faults.idealMs / 1000.0 / scale,
                faults.idealSumMs / 1000.0 / scale);
    std::printf("without ghosts      %.3f of the ideal with the thread time lost submits' tasks held during the run "
                "(%.1f s per thread) added to it: no client can use that time\n",
                throughputNoGhosts,
                ghostMsInRun / 1000.0 / scale / std::max(1, threads));
    // Where the thread time went while jobs were still to start, per thread, and what the run would have reached with
    // no idle thread but those waiting for a ready token's collection (the delivery the polling schedule costs).
    const SolveDeckBench::IdleReport idle = SolveDeckBench::idleReport(stats, threads);
    const double perThread = 1.0 / 1000.0 / scale / std::max(1, threads);
    const double runWithoutOtherIdleMs = runMs - idle.otherIdleMs / std::max(1, threads);
    std::printf("idle threads        %.1f s each waiting for a ready token's collection, %.1f s each otherwise; lost "
                "submits' tasks held %.1f s each; throughput with no idle but the collections' %.3f\n",
                idle.deliveryIdleMs * perThread,
                idle.otherIdleMs * perThread,
                idle.ghostBusyMs * perThread,
                runWithoutOtherIdleMs > 0 ? faults.idealMs / runWithoutOtherIdleMs : 0.0);
    std::printf("jobs answered       %d of %d (solved %d, failed %d%s%s)%s\n",
                solved + failed,
                jobCount,
                solved,
                failed,
                failures.isEmpty() ? "" : ": ",
                qPrintable(failures.join(QStringLiteral(", "))),
                cutShort ? ", the run ended by --run-for" : "");
    std::printf("tasks at the sim    %d: duplicates %d, never collected %d, cap exceeded %d, most for one job %d; "
                "shortest gap between two polls of a task %.2f s real\n",
                faults.tasks,
                faults.duplicates,
                faults.neverCollected,
                faults.capExceeded,
                faults.mostTasksForOneJob,
                faults.minPollGapMs < 0 ? 0.0 : faults.minPollGapMs / 1000.0 / scale);
    // One row for docs/benchmarks.md: mix threads seed in-php-faults profile throughput throughput-without-ghosts
    // answered jobs duplicates never-collected res.php-per-solve cap-exceeded refused-for-want-of-a-thread
    // speculative-refusals most-tasks-for-one-job max-busy-threads.
    std::printf("faults %s %d %d %s %s %.3f %.3f %d %d %d %d %.2f %d %d %d %d %d\n",
                qPrintable(mix),
                threads,
                parser.value(QStringLiteral("seed")).toInt(),
                inPhpFaults.isEmpty() ? "-" : qPrintable(inPhpFaults),
                qPrintable(parser.value(QStringLiteral("profile"))),
                throughput,
                throughputNoGhosts,
                solved + failed,
                jobCount,
                faults.duplicates,
                faults.neverCollected,
                resAll * perSolve,
                faults.capExceeded,
                key.value(QStringLiteral("refusedNoThread")).toInt(),
                engineStats.speculativeRefusals,
                faults.mostTasksForOneJob,
                key.value(QStringLiteral("maxBusyThreads")).toInt());
    // One row for docs/benchmarks.md: mix threads schedule multi-id seed utilisation p50 p95 res.php-per-solve
    // fixed-schedule-polls-per-solve solved failed.
    std::printf("summary %s %d %s %s %d %.3f %.2f %.2f %.2f %.2f %d %d\n",
                qPrintable(mix),
                threads,
                fixed ? "fixed" : "adaptive",
                multiId ? "multi" : "single",
                parser.value(QStringLiteral("seed")).toInt(),
                utilisationWindow,
                quantile(delays, 0.5),
                quantile(delays, 0.95),
                resAll * perSolve,
                solved > 0 ? double(fixedPolls) / solved : 0,
                solved,
                failed);

    return 0;
}
