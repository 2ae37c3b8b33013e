// `serve` as a service (issue 37), with the real solvedeck-cli and solvedeck-sim as child processes on 127.0.0.1:
// the plan as the default cap (run and serve without --threads use every thread of a plan the simulator reports;
// an operator's cap is kept; engines without a cap share the plan), the key from a file or a systemd credential,
// one JSON object a line with --log-format json, and READY=1 / STOPPING=1 to the service manager's socket.
#include "clirunner.h"
#include "core/store/jobstore.h"
#include "gatewaycall.h"
#include "mixedjobs.h"
#include "simprocess.h"
#include "support/testdatabase.h"
#include "support/testutil.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QUrl>

#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <csignal>
#include <cstring>
#include <memory>
#include <vector>

using namespace SolveDeckTest;
using namespace std::chrono_literals;

namespace {

constexpr double kTimeScale = 0.05;
constexpr int kPlan = 12;

class ServiceTest : public ::testing::TestWithParam<Backend>
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(db.ready()) << db.error().toStdString();
        ASSERT_TRUE(dir.isValid());
        QString error;
        ASSERT_TRUE(sim.start({QStringLiteral("--threads"),
                               QString::number(kPlan),
                               QStringLiteral("--time-scale"),
                               QString::number(kTimeScale)},
                              &error))
            << error.toStdString();
        // Solves of 10-30 s (0.5-1.5 s scaled): long enough that every thread of the plan is busy at once.
        ASSERT_TRUE(sim.configure(
            {{QStringLiteral("unsolvableRate"), 0}, {QStringLiteral("solveTimes"), uniformSolveTimes(10, 30)}}));
        runner = std::make_unique<CliRunner>(db.location(), sim.endpoint());
        runner->authoriseTestHosts();
        runner->setApiKey(SimProcess::goodKey());
        runner->setTimeScale(kTimeScale);
    }

    void TearDown() override
    {
        for (auto &p : processes) {
            if (p->state() != QProcess::NotRunning) {
                p->kill();
                p->waitForFinished(10000);
            }
        }
    }

    void enqueue(int count, const QString &prefix)
    {
        const QString error = enqueueMixedJobs(*runner, dir.filePath(prefix + QStringLiteral(".jsonl")), count, prefix);
        ASSERT_TRUE(error.isEmpty()) << error.toStdString();
    }

    QJsonObject keyStats() const
    {
        return sim.stats().value(QStringLiteral("keys")).toObject().value(SimProcess::goodKey()).toObject();
    }

    int unfinished() const
    {
        SolveDeck::JobStore store;
        EXPECT_TRUE(store.open(db.location()).ok());
        const auto counts = store.countsByState();
        return counts.value(SolveDeck::JobState::Queued) + counts.value(SolveDeck::JobState::Submitting)
             + counts.value(SolveDeck::JobState::Submitted);
    }

    QProcess *startServe(const QStringList &extra = {})
    {
        processes.push_back(runner->startProcess(
            QStringList{QStringLiteral("serve"), QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0")} + extra));
        QProcess *serve = processes.back().get();
        EXPECT_TRUE(serve->waitForStarted(10000));
        EXPECT_TRUE(waitUntil(
            [serve] {
            return serve->canReadLine() || serve->state() == QProcess::NotRunning;
            },
            30s));
        const QString line = QString::fromUtf8(serve->readLine()).trimmed();
        EXPECT_TRUE(line.startsWith(QStringLiteral("listening on http://127.0.0.1:")))
            << line.toStdString() << serve->readAllStandardError().toStdString();
        servePort = QUrl(line.mid(line.indexOf(QStringLiteral("http://")))).port();
        return serve;
    }

    // waitForFinished() is false for a process that has finished already (the event loop of a wait may have seen
    // it end): either is an end.
    static bool ended(QProcess *process)
    {
        return process->state() == QProcess::NotRunning || process->waitForFinished(30000);
    }

    static void stop(QProcess *process)
    {
        ::kill(pid_t(process->processId()), SIGTERM);
        EXPECT_TRUE(ended(process));
    }

    TestDatabase db{GetParam()};
    QTemporaryDir dir;
    SimProcess sim;
    std::unique_ptr<CliRunner> runner;
    std::vector<std::unique_ptr<QProcess>> processes;
    int servePort = 0; // the port of the last serve started
};

INSTANTIATE_TEST_SUITE_P(Backends, ServiceTest, allBackends(), backendName);

// The same fixture on SQLite alone, for what does not depend on the database.
class ServiceSqliteTest : public ServiceTest
{
};

INSTANTIATE_TEST_SUITE_P(Sqlite, ServiceSqliteTest, ::testing::Values(Backend::Sqlite), backendName);

} // namespace

TEST_P(ServiceTest, RunWithoutThreadsUsesEveryThreadOfThePlan)
{
    enqueue(36, QStringLiteral("plan"));
    const CliOutcome run = runner->run({QStringLiteral("run"), QStringLiteral("--until-idle")}, {}, 180000);
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("cap %1 (plan)").arg(kPlan))) << run.err.toStdString();
    const QJsonObject stats = keyStats();
    EXPECT_EQ(stats.value(QStringLiteral("maxBusyThreads")).toInt(), kPlan) << "every thread of the plan, not 5";
    EXPECT_EQ(stats.value(QStringLiteral("capExceeded")).toInt(), 0);
}

TEST_P(ServiceTest, AnOperatorsCapIsKeptAndSaidSoByTheNextRunWithoutThreads)
{
    enqueue(12, QStringLiteral("first"));
    const CliOutcome chosen = runner->run({QStringLiteral("run"),
                                           QStringLiteral("--threads"),
                                           QStringLiteral("3"),
                                           QStringLiteral("--until-idle")},
                                          {},
                                          180000);
    ASSERT_EQ(chosen.exitCode, 0) << chosen.err.toStdString();
    EXPECT_TRUE(chosen.err.contains(QStringLiteral("cap 3 (set by operator; plan %1)").arg(kPlan)))
        << chosen.err.toStdString();

    enqueue(12, QStringLiteral("second"));
    const CliOutcome next = runner->run({QStringLiteral("run"), QStringLiteral("--until-idle")}, {}, 180000);
    ASSERT_EQ(next.exitCode, 0) << next.err.toStdString();
    EXPECT_TRUE(next.err.contains(QStringLiteral("cap 3 (set by operator; plan %1)").arg(kPlan)))
        << next.err.toStdString();
    EXPECT_LE(keyStats().value(QStringLiteral("maxBusyThreads")).toInt(), 3);
}

// Three gateways with no cap set on one database: together they fill the plan and never exceed it (the account's
// row bounds them; it did not before, with no cap set).
TEST_P(ServiceTest, ServesWithoutThreadsShareThePlanAndFillIt)
{
    QProcess *a = startServe();
    QProcess *b = startServe();
    QProcess *c = startServe();
    enqueue(48, QStringLiteral("serve"));
    EXPECT_TRUE(waitUntil(
        [this] {
        return unfinished() == 0;
        },
        240s))
        << unfinished() << " jobs unfinished";
    const QJsonObject stats = keyStats();
    EXPECT_EQ(stats.value(QStringLiteral("maxBusyThreads")).toInt(), kPlan);
    EXPECT_EQ(stats.value(QStringLiteral("capExceeded")).toInt(), 0);
    for (QProcess *serve : {a, b, c}) {
        stop(serve);
        const QString err = QString::fromUtf8(serve->readAllStandardError());
        EXPECT_TRUE(err.contains(QStringLiteral("cap %1 (plan)").arg(kPlan))) << err.toStdString();
    }
}

TEST_P(ServiceSqliteTest, TheKeyComesFromAFileOnlyItsOwnerCanRead)
{
    runner->setApiKey({});
    runner->setNoKeychain();
    const QString path = dir.filePath(QStringLiteral("api-key"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(SimProcess::goodKey().toLatin1() + '\n');
    file.close();
    ASSERT_TRUE(file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup
                                    | QFileDevice::ReadOther));
    const QStringList threads{QStringLiteral("threads"), QStringLiteral("--json"), QStringLiteral("--key-file"), path};
    const CliOutcome open = runner->run(threads);
    EXPECT_EQ(open.exitCode, 3) << open.err.toStdString();
    EXPECT_TRUE(open.err.contains(QStringLiteral("chmod 600"))) << open.err.toStdString();
    EXPECT_FALSE(open.err.contains(SimProcess::goodKey()));

    ASSERT_TRUE(file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner));
    const CliOutcome own = runner->run(threads);
    ASSERT_EQ(own.exitCode, 0) << own.err.toStdString();
    EXPECT_EQ(own.json().object().value(QStringLiteral("threads")).toInt(), kPlan);

    const CliOutcome list = runner->run({QStringLiteral("list"), QStringLiteral("--key-file"), path});
    EXPECT_EQ(list.exitCode, 1) << "a command that uses no key refuses the option";
}

TEST_P(ServiceSqliteTest, AServiceReadsItsSystemdCredentialAndShowsTheKeyNowhere)
{
    runner->setApiKey({});
    runner->setNoKeychain();
    QTemporaryDir credentials;
    QFile file(QDir(credentials.path()).filePath(QStringLiteral("solvedeck-api-key")));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(SimProcess::goodKey().toLatin1());
    file.close();
    // systemd may grant the service's user read access through an ACL, which shows as group bits: accepted here.
    ASSERT_TRUE(file.setPermissions(QFileDevice::ReadOwner | QFileDevice::ReadGroup));
    runner->setEnvironmentVariable(QStringLiteral("CREDENTIALS_DIRECTORY"), credentials.path());

    const CliOutcome threads = runner->run({QStringLiteral("threads"), QStringLiteral("--json")});
    ASSERT_EQ(threads.exitCode, 0) << threads.err.toStdString();
    EXPECT_EQ(threads.json().object().value(QStringLiteral("threads")).toInt(), kPlan);

    QProcess *serve = startServe();
    const QString pid = QString::number(serve->processId());
    for (const QString &name : {QStringLiteral("environ"), QStringLiteral("cmdline")}) {
        QFile proc(QStringLiteral("/proc/%1/%2").arg(pid, name));
        ASSERT_TRUE(proc.open(QIODevice::ReadOnly)) << name.toStdString();
        EXPECT_FALSE(proc.readAll().contains(SimProcess::goodKey().toLatin1())) << name.toStdString();
    }
    stop(serve);
}

TEST_P(ServiceSqliteTest, JsonLogsAreOneObjectALineWithTheJob)
{
    ASSERT_TRUE(sim.configure({{QStringLiteral("unsolvableRate"), 1}})); // every job fails: the engine says which
    runner->setEnvironmentVariable(QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("solvedeck.*.info=true"));
    QProcess *serve = startServe({QStringLiteral("--log-format"), QStringLiteral("json")});
    enqueue(2, QStringLiteral("json"));
    EXPECT_TRUE(waitUntil(
        [this] {
        return unfinished() == 0;
        },
        60s));
    stop(serve);
    const QString err = QString::fromUtf8(serve->readAllStandardError());
    const QStringList lines = err.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_GE(lines.size(), 3) << err.toStdString();
    static const QRegularExpression isoMs(QStringLiteral(R"(^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$)"));
    int withJob = 0;
    bool listening = false;
    for (const QString &line : lines) {
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(line.toUtf8(), &error);
        ASSERT_EQ(error.error, QJsonParseError::NoError) << "not one JSON object: " << line.toStdString();
        const QJsonObject o = doc.object();
        EXPECT_TRUE(isoMs.match(o.value(QStringLiteral("time")).toString()).hasMatch()) << line.toStdString();
        EXPECT_TRUE(
            QStringList(
                {QStringLiteral("debug"), QStringLiteral("info"), QStringLiteral("warning"), QStringLiteral("error")})
                .contains(o.value(QStringLiteral("level")).toString()))
            << line.toStdString();
        EXPECT_TRUE(o.value(QStringLiteral("category")).toString().startsWith(QStringLiteral("solvedeck.")))
            << line.toStdString();
        EXPECT_FALSE(o.value(QStringLiteral("message")).toString().isEmpty()) << line.toStdString();
        if (o.value(QStringLiteral("job")).toInteger() > 0) {
            ++withJob;
        }
        listening = listening || o.value(QStringLiteral("message")).toString().startsWith(QStringLiteral("listening"));
    }
    EXPECT_GE(withJob, 2) << "each failed job's line names it:\n" << err.toStdString();
    EXPECT_TRUE(listening) << err.toStdString();
    EXPECT_FALSE(err.contains(SimProcess::goodKey())) << "no key in the log";
}

// Type=notify: READY=1 once the gateway listens, STOPPING=1 when the graceful stop begins, on $NOTIFY_SOCKET.
TEST_P(ServiceSqliteTest, TheServiceManagerHearsReadyThenStopping)
{
    const QByteArray socketPath = QFile::encodeName(dir.filePath(QStringLiteral("notify")));
    const int fd = ::socket(AF_UNIX, SOCK_DGRAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    ASSERT_GE(fd, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    ASSERT_LT(size_t(socketPath.size()), sizeof(address.sun_path));
    std::memcpy(address.sun_path, socketPath.constData(), size_t(socketPath.size()));
    ASSERT_EQ(::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)), 0);
    runner->setEnvironmentVariable(QStringLiteral("NOTIFY_SOCKET"), QString::fromUtf8(socketPath));

    QStringList heard;
    auto receive = [&heard, fd] {
        char buffer[4096];
        const ssize_t n = ::recv(fd, buffer, sizeof(buffer), 0);
        if (n > 0) {
            heard << QString::fromUtf8(buffer, int(n));
        }
        return n > 0;
    };
    QProcess *serve = startServe();
    ASSERT_TRUE(waitUntil(receive, 10s)) << "no READY=1";
    ASSERT_EQ(heard.size(), 1);
    EXPECT_TRUE(heard.constFirst().startsWith(QStringLiteral("READY=1\nSTATUS=listening on http://127.0.0.1:")))
        << heard.constFirst().toStdString();
    ::kill(pid_t(serve->processId()), SIGTERM);
    ASSERT_TRUE(waitUntil(receive, 10s)) << "no STOPPING=1";
    EXPECT_TRUE(heard.constLast().startsWith(QStringLiteral("STOPPING=1"))) << heard.constLast().toStdString();
    EXPECT_TRUE(ended(serve));
    ::close(fd);
}

// serve --threads is an operator's cap like run --threads: recorded in the audit log, and shown as such.
TEST_P(ServiceSqliteTest, ServeWithThreadsRecordsTheOperatorsCap)
{
    QProcess *serve = startServe({QStringLiteral("--threads"), QStringLiteral("4")});
    QByteArray err;
    EXPECT_TRUE(waitUntil(
        [serve, &err] {
        err += serve->readAllStandardError();
        return err.contains("cap 4 (set by operator; plan 12)");
        },
        30s))
        << err.toStdString();
    stop(serve);
    const CliOutcome audit = runner->run({QStringLiteral("audit"), QStringLiteral("--json")});
    ASSERT_EQ(audit.exitCode, 0) << audit.err.toStdString();
    EXPECT_TRUE(audit.out.contains(QStringLiteral("threads.cap"))) << audit.out.toStdString();
    EXPECT_TRUE(audit.out.contains(QStringLiteral("4 (serve --threads)"))) << audit.out.toStdString();
}

// /healthz and /metrics of a real serve, read as a service manager and Prometheus would: health without a token, the
// metrics for a scrape-only token only, every family the docs name with its type, its label names, and no token or
// page URL in any label; the plan's threads as the cap.
TEST_P(ServiceSqliteTest, ServeAnswersHealthAndMetricsAsAServiceManagerAndAScraperRead)
{
    const CliOutcome scrapeAdded = runner->run(
        {QStringLiteral("clients"), QStringLiteral("add"), QStringLiteral("prometheus"), QStringLiteral("--metrics")});
    ASSERT_EQ(scrapeAdded.exitCode, 0) << scrapeAdded.err.toStdString();
    const QString scrapeToken = scrapeAdded.out.trimmed();
    const CliOutcome jobsAdded = runner->run(
        {QStringLiteral("clients"), QStringLiteral("add"), QStringLiteral("suite")});
    ASSERT_EQ(jobsAdded.exitCode, 0) << jobsAdded.err.toStdString();
    const QString jobsToken = jobsAdded.out.trimmed();

    QProcess *serve = startServe();
    ASSERT_TRUE(servePort > 0);

    GatewayCall anonymous{quint16(servePort), QString()};
    // Healthy once the engine runs (its first status comes just after the listening line).
    EXPECT_TRUE(waitUntil(
        [&] {
        return anonymous.get("/healthz").status == 200;
        },
        20s));
    const GatewayAnswer health = anonymous.get("/healthz");
    EXPECT_EQ(health.json().value(QStringLiteral("status")).toString(), QStringLiteral("ok"))
        << health.body.constData();

    EXPECT_EQ(anonymous.get("/metrics").status, 401);
    GatewayCall suite(quint16(servePort), jobsToken);
    EXPECT_EQ(suite.get("/metrics").status, 403);
    const GatewayAnswer created = suite.post("/v1/solve",
                                             GatewayCall::jobBody(QStringLiteral("https://shop.test/login")));
    ASSERT_EQ(created.status, 202) << created.body.constData();
    const QByteArray id = QByteArray::number(created.json().value(QStringLiteral("id")).toInteger());
    EXPECT_EQ(suite.get("/v1/solve/" + id + "?wait=30", 40000).json().value(QStringLiteral("state")).toString(),
              QStringLiteral("solved"));

    // An event stream open while scraping: the gauge names its client.
    GatewayCall listener(quint16(servePort), jobsToken);
    ASSERT_TRUE(listener.send("GET", "/v1/events", {}, {}));
    GatewayCall scraper(quint16(servePort), scrapeToken);
    EXPECT_TRUE(waitUntil([&] {
        return scraper.get("/metrics").body.contains("solvedeck_event_streams{client=\"suite\"} 1");
    }));
    EXPECT_EQ(scraper.post("/v1/solve", GatewayCall::jobBody(QStringLiteral("https://shop.test/login"))).status, 403);
    const GatewayAnswer metrics = scraper.get("/metrics");
    ASSERT_EQ(metrics.status, 200) << metrics.body.constData();
    EXPECT_TRUE(metrics.header("content-type").startsWith("text/plain; version=0.0.4"));

    // The exposition parsed back: each family's type, and the label names of its samples.
    QHash<QString, QString> types;
    QHash<QString, QSet<QString>> labelNames;
    static const QRegularExpression sample(
        QStringLiteral("^([a-z_]+?)(?:_bucket|_sum|_count)?(?:\\{(.*)\\})? (\\S+)$"));
    static const QRegularExpression label(QStringLiteral("([a-z_]+)=\"((?:[^\"\\\\]|\\\\.)*)\""));
    for (const QString &line : QString::fromUtf8(metrics.body).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        if (line.startsWith(QStringLiteral("# TYPE "))) {
            const QStringList parts = line.split(QLatin1Char(' '));
            ASSERT_EQ(parts.size(), 4) << line.toStdString();
            types.insert(parts[2], parts[3]);
            continue;
        }
        if (line.startsWith(QLatin1Char('#'))) {
            continue;
        }
        const QRegularExpressionMatch m = sample.match(line);
        ASSERT_TRUE(m.hasMatch()) << "not a sample line: " << line.toStdString();
        bool number = false;
        m.captured(3).toDouble(&number);
        EXPECT_TRUE(number || m.captured(3) == QStringLiteral("+Inf") || m.captured(3) == QStringLiteral("NaN"))
            << line.toStdString();
        QString family = m.captured(1);
        if (!types.contains(family)) {
            // A histogram's _bucket/_sum/_count lines: the family is the name without the suffix (matched lazily).
            family = line.left(line.indexOf(QRegularExpression(QStringLiteral("_(bucket|sum|count)[{ ]"))));
        }
        auto it = label.globalMatch(m.captured(2));
        while (it.hasNext()) {
            const QRegularExpressionMatch l = it.next();
            if (l.captured(1) != QStringLiteral("le")) {
                labelNames[family].insert(l.captured(1));
            }
            EXPECT_FALSE(l.captured(2).contains(QStringLiteral("://"))) << "a URL in a label: " << line.toStdString();
            EXPECT_FALSE(l.captured(2).contains(jobsToken)) << line.toStdString();
            EXPECT_FALSE(l.captured(2).contains(scrapeToken)) << line.toStdString();
            EXPECT_FALSE(l.captured(2).contains(SimProcess::goodKey())) << line.toStdString();
        }
    }
    const QList<std::tuple<QString, QString, QSet<QString>>> expected{
        {QStringLiteral("solvedeck_jobs"), QStringLiteral("gauge"), {QStringLiteral("state")}},
        {QStringLiteral("solvedeck_plan_threads"), QStringLiteral("gauge"), {}},
        {QStringLiteral("solvedeck_threads_cap"), QStringLiteral("gauge"), {}},
        {QStringLiteral("solvedeck_threads_in_use"), QStringLiteral("gauge"), {}},
        {QStringLiteral("solvedeck_upstream_requests_total"),
         QStringLiteral("counter"),
         {QStringLiteral("endpoint"), QStringLiteral("outcome")}},
        {QStringLiteral("solvedeck_solve_duration_seconds"), QStringLiteral("histogram"), {QStringLiteral("method")}},
        {QStringLiteral("solvedeck_delivery_seconds"), QStringLiteral("histogram"), {}},
        {QStringLiteral("solvedeck_gateway_requests_total"),
         QStringLiteral("counter"),
         {QStringLiteral("protocol"), QStringLiteral("route"), QStringLiteral("status")}},
        {QStringLiteral("solvedeck_event_streams"), QStringLiteral("gauge"), {QStringLiteral("client")}},
        {QStringLiteral("solvedeck_jobs_enqueued_total"), QStringLiteral("counter"), {QStringLiteral("client")}},
    };
    for (const auto &[name, type, labels] : expected) {
        EXPECT_EQ(types.value(name), type) << name.toStdString();
        if (!labels.isEmpty()) {
            EXPECT_EQ(labelNames.value(name), labels) << name.toStdString();
        }
    }
    const QString text = QString::fromUtf8(metrics.body);
    EXPECT_TRUE(text.contains(QStringLiteral("solvedeck_plan_threads %1").arg(kPlan))) << metrics.body.constData();
    EXPECT_TRUE(text.contains(QStringLiteral("solvedeck_threads_cap %1").arg(kPlan))) << "the plan is the cap";
    EXPECT_TRUE(text.contains(QStringLiteral("solvedeck_jobs_enqueued_total{client=\"suite\"} 1")));
    EXPECT_TRUE(text.contains(QStringLiteral("solvedeck_solve_duration_seconds_count{method=\"recaptcha_v2\"} 1")))
        << metrics.body.constData();
    stop(serve);
}
