// solvedeck-cli as users script it: the real build/bin/solvedeck-cli in a child process, against a real
// build/bin/solvedeck-sim child process on 127.0.0.1, with a temporary database. The key travels in the child's
// environment only. These tests pin the documented contract: output, JSON field names and exit codes.
#include "clirunner.h"
#include "core/net/apiclient.h"
#include "core/protocol/errorcatalog.h"
#include "core/store/jobstore.h"
#include "simprocess.h"
#include "support/testutil.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUrl>

#include <memory>

using namespace SolveDeckTest;

namespace {

// Site keys the simulator accepts: reCAPTCHA keys are 40 URL-safe characters, Turnstile keys start "0x".
const QString recaptchaKey = QStringLiteral("6LeCliTest000000000000000000000000000000");
const QString turnstileKey = QStringLiteral("0x4AAAAAAAcliTest0000");

class CliTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        QString error;
        ASSERT_TRUE(sim.start({QStringLiteral("--threads"), QStringLiteral("5")}, &error)) << error.toStdString();
        runner = std::make_unique<CliRunner>(dir.filePath(QStringLiteral("jobs.sqlite")), sim.endpoint());
        runner->authoriseTestHosts();
        runner->setApiKey(SimProcess::goodKey());
    }

    // Enqueues one reCAPTCHA v2 job; returns its id (0 on failure, with the test failed).
    qint64 enqueue(const QString &pageurl, const QStringList &extra = {})
    {
        const CliOutcome r = runner->run(QStringList{QStringLiteral("enqueue"),
                                                     QStringLiteral("--method"),
                                                     QStringLiteral("recaptcha_v2"),
                                                     QStringLiteral("--sitekey"),
                                                     recaptchaKey,
                                                     QStringLiteral("--pageurl"),
                                                     pageurl}
                                         + extra);
        EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
        bool ok = false;
        const qint64 id = r.out.trimmed().toLongLong(&ok);
        EXPECT_TRUE(ok) << "enqueue printed: " << r.out.toStdString();
        return ok ? id : 0;
    }

    QJsonArray listJson(const QStringList &extra = {})
    {
        const CliOutcome r = runner->run(QStringList{QStringLiteral("list"), QStringLiteral("--json")} + extra);
        EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
        EXPECT_TRUE(r.json().isArray()) << r.out.toStdString();
        return r.json().array();
    }

    QJsonObject showJson(qint64 id)
    {
        const CliOutcome r = runner->run({QStringLiteral("show"), QString::number(id), QStringLiteral("--json")});
        EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
        EXPECT_TRUE(r.json().isObject()) << r.out.toStdString();
        return r.json().object();
    }

    CliOutcome runUntilIdle(const QStringList &extra = {})
    {
        return runner->run(QStringList{QStringLiteral("run"), QStringLiteral("--until-idle")} + extra, {}, 90000);
    }

    QString writeFile(const QString &name, const QByteArray &content)
    {
        QFile file(dir.filePath(name));
        EXPECT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(content);
        return file.fileName();
    }

    static QByteArray jsonLine(const QJsonObject &object)
    {
        return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
    }

    QTemporaryDir dir;
    SimProcess sim;
    std::unique_ptr<CliRunner> runner;
};

TEST_F(CliTest, VersionAndHelp)
{
    const CliOutcome version = runner->runBare({QStringLiteral("--version")});
    EXPECT_EQ(version.exitCode, 0);
    EXPECT_EQ(version.out.trimmed(), QStringLiteral("solvedeck-cli ") + QStringLiteral(SOLVEDECK_VERSION));

    const CliOutcome help = runner->runBare({QStringLiteral("--help")});
    EXPECT_EQ(help.exitCode, 0);
    for (const char *command : {"enqueue", "run", "list", "show", "cancel", "retry", "threads", "balance", "key set"}) {
        EXPECT_TRUE(help.out.contains(QString::fromLatin1(command))) << command;
    }
}

TEST_F(CliTest, UsageErrorsExitOneAndNameTheProblem)
{
    struct Case
    {
        QStringList args;
        QString mentions;
    };

    const QList<Case> cases = {
        {{QStringLiteral("frobnicate")}, QStringLiteral("unknown command 'frobnicate'")},
        {{}, QStringLiteral("no command")},
        {{QStringLiteral("list"), QStringLiteral("--colour")}, QStringLiteral("colour")},
        {{QStringLiteral("list"), QStringLiteral("--threads"), QStringLiteral("3")}, QStringLiteral("--threads")},
        {{QStringLiteral("enqueue"), QStringLiteral("--method"), QStringLiteral("recaptcha_v2")},
         QStringLiteral("--sitekey")},
        {{QStringLiteral("enqueue"), QStringLiteral("--method"), QStringLiteral("hcaptcha")},
         QStringLiteral("unknown method 'hcaptcha'")},
        {{QStringLiteral("show"), QStringLiteral("abc")}, QStringLiteral("bad job id 'abc'")},
        {{QStringLiteral("cancel"), QStringLiteral("-4")}, QStringLiteral("4")},
        {{QStringLiteral("show")}, QStringLiteral("needs a job id")},
        {{QStringLiteral("run"), QStringLiteral("--threads"), QStringLiteral("0")}, QStringLiteral("--threads")},
        {{QStringLiteral("list"), QStringLiteral("--state"), QStringLiteral("done")}, QStringLiteral("'done'")},
        {{QStringLiteral("--time-scale"), QStringLiteral("-1"), QStringLiteral("list")},
         QStringLiteral("--time-scale")},
    };
    for (const Case &c : cases) {
        const CliOutcome r = runner->runBare(c.args);
        EXPECT_EQ(r.exitCode, 1) << c.args.join(QLatin1Char(' ')).toStdString() << "\n" << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(c.mentions)) << c.args.join(QLatin1Char(' ')).toStdString() << "\n"
                                                << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(QStringLiteral("usage: solvedeck-cli"))) << r.err.toStdString();
        EXPECT_TRUE(r.out.isEmpty());
    }
}

TEST_F(CliTest, KeyIsNeverTakenFromArgv)
{
    const QString secret = QStringLiteral("argvsecret00000000000000000000ab");
    for (const QStringList &args : QList<QStringList>{{QStringLiteral("key"), QStringLiteral("set"), secret},
                                                      {QStringLiteral("--api-key=") + secret, QStringLiteral("list")},
                                                      {QStringLiteral("run"), QStringLiteral("--key"), secret}}) {
        const CliOutcome r = runner->runBare(args);
        EXPECT_EQ(r.exitCode, 1) << args.join(QLatin1Char(' ')).toStdString();
        EXPECT_TRUE(r.err.contains(QStringLiteral("never taken from the command line"))) << r.err.toStdString();
        EXPECT_FALSE(r.err.contains(secret)) << "the refusal must not echo the key";
        EXPECT_FALSE(r.out.contains(secret));
    }
    // key set reads stdin; nothing there is refused before the keychain is touched.
    const CliOutcome empty = runner->runBare({QStringLiteral("key"), QStringLiteral("set")}, QByteArray());
    EXPECT_EQ(empty.exitCode, 1);
    EXPECT_TRUE(empty.err.contains(QStringLiteral("stdin"))) << empty.err.toStdString();
}

TEST_F(CliTest, EnqueuePrintsIdAndRepeatedIdempotencyKeyReturnsTheSameJob)
{
    const QStringList key = {QStringLiteral("--idempotency-key"), QStringLiteral("order-17")};
    const qint64 first = enqueue(QStringLiteral("https://shop.test/checkout/17"), key);
    ASSERT_GT(first, 0);

    const CliOutcome again = runner->run(QStringList{QStringLiteral("enqueue"),
                                                     QStringLiteral("--method"),
                                                     QStringLiteral("recaptcha_v2"),
                                                     QStringLiteral("--sitekey"),
                                                     recaptchaKey,
                                                     QStringLiteral("--pageurl"),
                                                     QStringLiteral("https://shop.test/checkout/17")}
                                         + key);
    EXPECT_EQ(again.exitCode, 0) << again.err.toStdString();
    EXPECT_EQ(again.out.trimmed().toLongLong(), first);
    EXPECT_TRUE(again.err.contains(QStringLiteral("already existed"))) << again.err.toStdString();
    EXPECT_EQ(listJson().size(), 1);

    const CliOutcome run = runUntilIdle();
    EXPECT_EQ(run.exitCode, 0) << run.err.toStdString();
    const QJsonObject stats = sim.stats();
    EXPECT_EQ(stats.value(QStringLiteral("keys"))
                  .toObject()
                  .value(SimProcess::goodKey())
                  .toObject()
                  .value(QStringLiteral("submits")),
              1)
        << "the simulator saw the repeated job submitted more than once";
}

TEST_F(CliTest, EnqueueRejectsAnInvalidJobAsUsageError)
{
    const CliOutcome r = runner->run({QStringLiteral("enqueue"),
                                      QStringLiteral("--method"),
                                      QStringLiteral("turnstile"),
                                      QStringLiteral("--sitekey"),
                                      turnstileKey,
                                      QStringLiteral("--pageurl"),
                                      QStringLiteral("not a url")});
    EXPECT_EQ(r.exitCode, 1) << r.err.toStdString();
    EXPECT_TRUE(r.out.isEmpty());
    EXPECT_TRUE(listJson().isEmpty());
}

TEST_F(CliTest, EnqueueFileCsvStoresEveryRowAndPrintsTheIds)
{
    const QString csv = writeFile(QStringLiteral("jobs.csv"),
                                  "method,sitekey,pageurl,idempotency_key,invisible\n"
                                  "recaptcha_v2,"
                                      + recaptchaKey.toUtf8()
                                      + ",https://shop.test/csv/1,csv-1,1\n"
                                        "turnstile,"
                                      + turnstileKey.toUtf8()
                                      + ",https://shop.test/csv/2,csv-2,\n"
                                        "recaptcha_v2,"
                                      + recaptchaKey.toUtf8() + ",https://shop.test/csv/3,,\n");
    const CliOutcome r = runner->run({QStringLiteral("enqueue"), QStringLiteral("--file"), csv});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QStringList ids = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(ids.size(), 3) << r.out.toStdString();

    const QJsonArray jobs = listJson();
    ASSERT_EQ(jobs.size(), 3);
    const QJsonObject first = showJson(ids.at(0).toLongLong());
    EXPECT_EQ(first.value(QStringLiteral("idempotency_key")).toString(), QStringLiteral("csv-1"));
    EXPECT_EQ(first.value(QStringLiteral("params")).toObject().value(QStringLiteral("invisible")).toString(),
              QStringLiteral("1"));
    const QJsonObject second = showJson(ids.at(1).toLongLong());
    EXPECT_EQ(second.value(QStringLiteral("method")).toString(), QStringLiteral("turnstile"));
    EXPECT_FALSE(second.value(QStringLiteral("params")).toObject().contains(QStringLiteral("invisible")));

    // The same file again: the keyed rows are the existing jobs, said so on stderr; the unkeyed row is new.
    const CliOutcome again = runner->run({QStringLiteral("enqueue"), QStringLiteral("--file"), csv});
    ASSERT_EQ(again.exitCode, 0) << again.err.toStdString();
    const QStringList againIds = again.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(againIds.size(), 3);
    EXPECT_EQ(againIds.at(0), ids.at(0));
    EXPECT_EQ(againIds.at(1), ids.at(1));
    EXPECT_TRUE(again.err.contains(QStringLiteral("already existed"))) << again.err.toStdString();

    const CliOutcome run = runUntilIdle();
    EXPECT_EQ(run.exitCode, 0) << run.err.toStdString();
}

TEST_F(CliTest, EnqueueFileJsonl)
{
    const QJsonObject first{{QStringLiteral("method"), QStringLiteral("recaptcha_v2")},
                            {QStringLiteral("sitekey"), recaptchaKey},
                            {QStringLiteral("pageurl"), QStringLiteral("https://shop.test/jsonl/1")},
                            {QStringLiteral("idempotency_key"), QStringLiteral("j-1")}};
    const QJsonObject second{{QStringLiteral("method"), QStringLiteral("turnstile")},
                             {QStringLiteral("sitekey"), turnstileKey},
                             {QStringLiteral("pageurl"), QStringLiteral("https://shop.test/jsonl/2")},
                             {QStringLiteral("params"),
                              QJsonObject{{QStringLiteral("action"), QStringLiteral("login")}}}};
    // A blank line between the two: skipped.
    const QString jsonl = writeFile(QStringLiteral("jobs.jsonl"), jsonLine(first) + "\n" + jsonLine(second));
    const CliOutcome r = runner->run({QStringLiteral("enqueue"), QStringLiteral("--file"), jsonl});
    ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    const QStringList ids = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(ids.size(), 2) << r.out.toStdString();
    EXPECT_EQ(showJson(ids.at(0).toLongLong()).value(QStringLiteral("idempotency_key")).toString(),
              QStringLiteral("j-1"));
    EXPECT_EQ(showJson(ids.at(1).toLongLong())
                  .value(QStringLiteral("params"))
                  .toObject()
                  .value(QStringLiteral("action"))
                  .toString(),
              QStringLiteral("login"));
}

TEST_F(CliTest, EnqueueFileWithABadRowNamesTheLineAndStoresNothing)
{
    const QString csv = writeFile(QStringLiteral("bad.csv"),
                                  "method,sitekey,pageurl\n"
                                  "recaptcha_v2,"
                                      + recaptchaKey.toUtf8()
                                      + ",https://shop.test/bad/1\n"
                                        "recaptcha_v2,"
                                      + recaptchaKey.toUtf8()
                                      + ",not a page url\n"
                                        "recaptcha_v2,"
                                      + recaptchaKey.toUtf8() + ",https://shop.test/bad/3\n");
    const CliOutcome r = runner->run({QStringLiteral("enqueue"), QStringLiteral("--file"), csv});
    EXPECT_EQ(r.exitCode, 4) << r.err.toStdString();
    EXPECT_TRUE(r.err.contains(QStringLiteral("line 3"))) << r.err.toStdString();
    EXPECT_TRUE(r.out.isEmpty());
    EXPECT_TRUE(listJson().isEmpty());

    const QJsonObject good{{QStringLiteral("method"), QStringLiteral("recaptcha_v2")},
                           {QStringLiteral("sitekey"), recaptchaKey},
                           {QStringLiteral("pageurl"), QStringLiteral("https://shop.test/bad/4")}};
    const QString jsonl = writeFile(QStringLiteral("bad.jsonl"), jsonLine(good) + "{\"method\": oops}\n");
    const CliOutcome j = runner->run({QStringLiteral("enqueue"), QStringLiteral("--file"), jsonl});
    EXPECT_EQ(j.exitCode, 4) << j.err.toStdString();
    EXPECT_TRUE(j.err.contains(QStringLiteral("line 2"))) << j.err.toStdString();
    EXPECT_TRUE(listJson().isEmpty());

    const CliOutcome missing = runner->run(
        {QStringLiteral("enqueue"), QStringLiteral("--file"), dir.filePath(QStringLiteral("none.csv"))});
    EXPECT_EQ(missing.exitCode, 4) << missing.err.toStdString();
}

TEST_F(CliTest, ListAndShowJsonUseTheDocumentedFields)
{
    const qint64 id = enqueue(QStringLiteral("https://shop.test/login"),
                              {QStringLiteral("--param"), QStringLiteral("invisible=1")});
    ASSERT_GT(id, 0);

    const QJsonArray jobs = listJson();
    ASSERT_EQ(jobs.size(), 1);
    const QJsonObject job = jobs.first().toObject();
    for (const char *field : {"id",           "state",           "method",       "sitekey",          "pageurl",
                              "params",       "idempotency_key", "task_id",      "attempts",         "created_at",
                              "submitted_at", "ready_at",        "collected_at", "finished_at",      "next_attempt_at",
                              "error_code",   "error_detail",    "token",        "token_expires_at", "created_by",
                              "claimed_by"}) {
        EXPECT_TRUE(job.contains(QLatin1String(field))) << field;
    }
    EXPECT_EQ(job.value(QStringLiteral("id")).toInteger(), id);
    EXPECT_EQ(job.value(QStringLiteral("state")).toString(), QStringLiteral("queued"));
    EXPECT_EQ(job.value(QStringLiteral("method")).toString(), QStringLiteral("recaptcha_v2"));
    EXPECT_EQ(job.value(QStringLiteral("sitekey")).toString(), recaptchaKey);
    EXPECT_EQ(job.value(QStringLiteral("pageurl")).toString(), QStringLiteral("https://shop.test/login"));
    EXPECT_EQ(job.value(QStringLiteral("params")).toObject().value(QStringLiteral("invisible")).toString(),
              QStringLiteral("1"));
    EXPECT_TRUE(job.value(QStringLiteral("task_id")).isNull());
    EXPECT_TRUE(job.value(QStringLiteral("created_at")).toString().endsWith(QLatin1Char('Z')));

    const QJsonObject shown = showJson(id);
    EXPECT_EQ(shown.value(QStringLiteral("id")).toInteger(), id);
    const QJsonArray events = shown.value(QStringLiteral("events")).toArray();
    ASSERT_FALSE(events.isEmpty());
    EXPECT_EQ(events.first().toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("enqueued"));
    for (const char *field : {"id", "at", "kind", "detail"}) {
        EXPECT_TRUE(events.first().toObject().contains(QLatin1String(field))) << field;
    }

    // The table: a header and one row, columns aligned.
    const CliOutcome table = runner->run({QStringLiteral("list")});
    EXPECT_EQ(table.exitCode, 0);
    const QStringList lines = table.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 2) << table.out.toStdString();
    EXPECT_TRUE(lines.at(0).startsWith(QStringLiteral("ID")));
    EXPECT_EQ(lines.at(0).indexOf(QStringLiteral("STATE")), lines.at(1).indexOf(QStringLiteral("queued")));

    const CliOutcome text = runner->run({QStringLiteral("show"), QString::number(id)});
    EXPECT_EQ(text.exitCode, 0);
    EXPECT_TRUE(text.out.contains(QStringLiteral("Timeline:"))) << text.out.toStdString();

    const CliOutcome missing = runner->run({QStringLiteral("show"), QStringLiteral("999")});
    EXPECT_EQ(missing.exitCode, 4);
    EXPECT_TRUE(missing.err.contains(QStringLiteral("no job 999"))) << missing.err.toStdString();

    // Filtered by state.
    EXPECT_EQ(listJson({QStringLiteral("--state"), QStringLiteral("solved")}).size(), 0);
    EXPECT_EQ(listJson({QStringLiteral("--state"), QStringLiteral("queued,failed")}).size(), 1);
}

TEST_F(CliTest, RunUntilIdleExitsZeroWhenAllSolved)
{
    for (int i = 0; i < 4; ++i) {
        ASSERT_GT(enqueue(QStringLiteral("https://shop.test/solved/%1").arg(i)), 0);
    }
    const CliOutcome run = runUntilIdle();
    ASSERT_TRUE(run.finished);
    EXPECT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("solved 4"))) << "progress/final line: " << run.err.toStdString();
    EXPECT_FALSE(run.err.contains(QLatin1Char('\r'))) << "stderr is a pipe here: whole lines, no redraw";
    for (const auto &v : listJson()) {
        const QJsonObject job = v.toObject();
        EXPECT_EQ(job.value(QStringLiteral("state")).toString(), QStringLiteral("solved"));
        EXPECT_FALSE(job.value(QStringLiteral("token")).toString().isEmpty());
        EXPECT_FALSE(job.value(QStringLiteral("task_id")).toString().isEmpty());
    }
    // Nothing left: a second run is idle at once, and --quiet keeps stderr empty.
    const CliOutcome quiet = runUntilIdle({QStringLiteral("--quiet")});
    EXPECT_EQ(quiet.exitCode, 0) << quiet.err.toStdString();
    EXPECT_TRUE(quiet.err.isEmpty()) << quiet.err.toStdString();
}

TEST_F(CliTest, ProgressRedrawsInPlaceOnATerminal)
{
    // util-linux script(1) gives the child a pseudo-terminal as stdin, stdout and stderr.
    const QString script = QStandardPaths::findExecutable(QStringLiteral("script"));
    if (script.isEmpty()) {
        GTEST_SKIP() << "script(1) is not installed";
    }
    ASSERT_GT(enqueue(QStringLiteral("https://shop.test/tty")), 0);
    QStringList command{programPath(QStringLiteral("solvedeck-cli"))};
    command += runner->commonArgs();
    command += {QStringLiteral("run"), QStringLiteral("--until-idle")};
    QProcess process;
    process.setProcessEnvironment(runner->environment());
    process.start(script, {QStringLiteral("-qec"), command.join(QLatin1Char(' ')), QStringLiteral("/dev/null")});
    ASSERT_TRUE(process.waitForFinished(60000));
    EXPECT_EQ(process.exitCode(), 0);
    const QByteArray terminal = process.readAllStandardOutput();
    EXPECT_TRUE(terminal.contains("\r\x1b[K")) << "no in-place redraw: " << terminal.toStdString();
    EXPECT_TRUE(terminal.contains("solved 1")) << terminal.toStdString();
}

TEST_F(CliTest, RunUntilIdleExitsTwoWhenAJobFails)
{
    ASSERT_TRUE(sim.configure({{QStringLiteral("unsolvableRate"), 1.0}}));
    const qint64 id = enqueue(QStringLiteral("https://shop.test/unsolvable"));
    const CliOutcome run = runUntilIdle();
    ASSERT_TRUE(run.finished);
    EXPECT_EQ(run.exitCode, 2) << run.err.toStdString();
    const QJsonObject job = showJson(id);
    EXPECT_EQ(job.value(QStringLiteral("state")).toString(), QStringLiteral("failed"));
    EXPECT_EQ(job.value(QStringLiteral("error_code")).toString(), QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE"));
}

TEST_F(CliTest, RunNoMultiIdPollsSinglyAndAsksNothingAboutIds)
{
    ASSERT_TRUE(sim.configure({{QStringLiteral("multiIds"), true}}));
    const auto rememberedEndpoints = [this] {
        SolveDeck::JobStore store;
        EXPECT_TRUE(store.open(dir.filePath(QStringLiteral("jobs.sqlite"))).ok());
        QSqlQuery q = store.readQuery();
        EXPECT_TRUE(SolveDeck::JobStore::exec(q, QStringLiteral("SELECT multi_id FROM endpoint_capabilities")));
        QStringList rows;
        while (q.next()) {
            rows << q.value(0).toString();
        }
        return rows;
    };
    ASSERT_GT(enqueue(QStringLiteral("https://shop.test/no-multi/1")), 0);
    const CliOutcome off = runUntilIdle({QStringLiteral("--no-multi-id")});
    ASSERT_TRUE(off.finished);
    EXPECT_EQ(off.exitCode, 0) << off.err.toStdString();
    EXPECT_TRUE(rememberedEndpoints().isEmpty()) << "--no-multi-id sends no probe";

    ASSERT_GT(enqueue(QStringLiteral("https://shop.test/no-multi/2")), 0);
    const CliOutcome on = runUntilIdle();
    EXPECT_EQ(on.exitCode, 0) << on.err.toStdString();
    EXPECT_EQ(rememberedEndpoints(), QStringList{QStringLiteral("yes")}) << "by default the run finds ids= working";
}

TEST_F(CliTest, RunExitsThreeWhenTheServerRejectsTheKey)
{
    const qint64 id = enqueue(QStringLiteral("https://shop.test/wrong-key"));
    runner->setApiKey(SimProcess::unknownKey());
    const CliOutcome run = runUntilIdle();
    ASSERT_TRUE(run.finished);
    EXPECT_EQ(run.exitCode, 3) << run.err.toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("key set"))) << run.err.toStdString();
    EXPECT_FALSE(run.err.contains(SimProcess::unknownKey())) << "the key must never be printed";
    // The job is not failed for it: it waits for a good key.
    EXPECT_EQ(showJson(id).value(QStringLiteral("state")).toString(), QStringLiteral("queued"));
}

TEST_F(CliTest, RunExitsThreeWithoutAKey)
{
    enqueue(QStringLiteral("https://shop.test/no-key"));
    runner->setApiKey({});
    runner->setNoKeychain();
    const CliOutcome run = runUntilIdle();
    ASSERT_TRUE(run.finished);
    EXPECT_EQ(run.exitCode, 3) << run.err.toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("key set"))) << run.err.toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("SOLVEDECK_API_KEY"))) << run.err.toStdString();
    EXPECT_EQ(sim.stats().value(QStringLiteral("tasks")).toArray().size(), 0);
}

TEST_F(CliTest, TimeScaleOnlyWithALoopbackEndpointAndWithinRange)
{
    const QString db = dir.filePath(QStringLiteral("jobs.sqlite"));
    CliRunner offline(db, sim.endpoint());
    offline.setNoKeychain(); // a refusal must not depend on whether a key could be found

    // Without --endpoint the endpoint is the real service: scaled intervals would hammer it.
    const CliOutcome real = offline.runBare({QStringLiteral("--db"),
                                             db,
                                             QStringLiteral("--time-scale"),
                                             QStringLiteral("0.000001"),
                                             QStringLiteral("run")});
    EXPECT_EQ(real.exitCode, 1) << real.err.toStdString();
    for (const char *says : {"--time-scale is for simulator runs", "http://127.0.0.1:PORT/", "between 0.001 and 10"}) {
        EXPECT_TRUE(real.err.contains(QString::fromLatin1(says))) << says << "\n" << real.err.toStdString();
    }
    // The message names the endpoint in force: the client's default (the real service, never contacted here).
    const QString defaultHost = SolveDeck::ApiClient::defaultEndpoint().host();
    EXPECT_TRUE(real.err.contains(defaultHost)) << real.err.toStdString();
    EXPECT_TRUE(real.out.isEmpty());

    // A remote endpoint is refused even with a sensible scale, and whatever the command.
    const CliOutcome remote = offline.runBare({QStringLiteral("--db"),
                                               db,
                                               QStringLiteral("--endpoint"),
                                               QStringLiteral("https://captcha.example.com"),
                                               QStringLiteral("--time-scale"),
                                               QStringLiteral("0.5"),
                                               QStringLiteral("list")});
    EXPECT_EQ(remote.exitCode, 1) << remote.err.toStdString();
    EXPECT_TRUE(remote.err.contains(QStringLiteral("--time-scale is for simulator runs"))) << remote.err.toStdString();

    // On loopback, only values within [0.001, 10].
    for (const double scale : {0.0005, 0.000001, 10.5, 1000.0}) {
        runner->setTimeScale(scale);
        const CliOutcome r = runner->run({QStringLiteral("list")});
        EXPECT_EQ(r.exitCode, 1) << scale << "\n" << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(QStringLiteral("--time-scale must be between 0.001 and 10"))) << scale << "\n"
                                                                                                 << r.err.toStdString();
    }
    for (const double scale : {0.001, 0.02, 1.0, 10.0}) {
        runner->setTimeScale(scale);
        const CliOutcome r = runner->run({QStringLiteral("list")});
        EXPECT_EQ(r.exitCode, 0) << scale << "\n" << r.err.toStdString();
    }
    CliRunner localhost(db, QStringLiteral("http://localhost:%1/").arg(QUrl(sim.endpoint()).port()));
    EXPECT_EQ(localhost.run({QStringLiteral("list")}).exitCode, 0) << "localhost is loopback too";
}

TEST_F(CliTest, BadEndpointIsAConfigurationError)
{
    for (const QString &endpoint : {QStringLiteral("http://captcha.example.com"), QStringLiteral("http://[::1")}) {
        CliRunner bad(dir.filePath(QStringLiteral("jobs.sqlite")), endpoint);
        bad.setApiKey(SimProcess::goodKey());
        bad.setTimeScale(std::nullopt); // --time-scale is refused off loopback before the endpoint is checked
        const CliOutcome run = bad.run({QStringLiteral("run"), QStringLiteral("--until-idle")});
        EXPECT_EQ(run.exitCode, 3) << endpoint.toStdString() << "\n" << run.err.toStdString();
        EXPECT_TRUE(run.err.contains(QStringLiteral("--endpoint"))) << run.err.toStdString();
        const CliOutcome threads = bad.run({QStringLiteral("threads")});
        EXPECT_EQ(threads.exitCode, 3) << threads.err.toStdString();
    }
}

TEST_F(CliTest, UnusableDatabaseIsAConfigurationError)
{
    // A regular file where the database's folder should be: the folder cannot be created.
    const QString blocker = writeFile(QStringLiteral("not-a-folder"), "x");
    CliRunner blocked(blocker + QStringLiteral("/jobs.sqlite"), sim.endpoint());
    blocked.setApiKey(SimProcess::goodKey());
    for (const QStringList &args :
         QList<QStringList>{{QStringLiteral("list")}, {QStringLiteral("run"), QStringLiteral("--until-idle")}}) {
        const CliOutcome r = blocked.run(args);
        EXPECT_EQ(r.exitCode, 3) << args.join(QLatin1Char(' ')).toStdString() << "\n" << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(QStringLiteral("cannot open the job database"))) << r.err.toStdString();
    }
}

TEST_F(CliTest, TheKeyAppearsInNoOutputAndNotInTheDatabase)
{
    const qint64 id = enqueue(QStringLiteral("https://shop.test/secret"));
    QString everything;
    const CliOutcome run = runUntilIdle();
    EXPECT_EQ(run.exitCode, 0) << run.err.toStdString();
    for (const CliOutcome &r : {run,
                                runner->run({QStringLiteral("list"), QStringLiteral("--json")}),
                                runner->run({QStringLiteral("list")}),
                                runner->run({QStringLiteral("show"), QString::number(id)}),
                                runner->run({QStringLiteral("show"), QString::number(id), QStringLiteral("--json")}),
                                runner->run({QStringLiteral("threads")})}) {
        everything += r.out + r.err;
    }
    EXPECT_FALSE(everything.isEmpty());
    EXPECT_FALSE(everything.contains(SimProcess::goodKey()));

    // The database and its WAL / journal side files.
    const QDir folder(dir.path());
    for (const QString &name : folder.entryList({QStringLiteral("jobs.sqlite*")}, QDir::Files)) {
        QFile file(folder.filePath(name));
        ASSERT_TRUE(file.open(QIODevice::ReadOnly));
        EXPECT_FALSE(file.readAll().contains(SimProcess::goodKey().toUtf8())) << name.toStdString();
    }
}

TEST_F(CliTest, ThreadsAndBalanceAskTheServer)
{
    const CliOutcome threads = runner->run({QStringLiteral("threads"), QStringLiteral("--json")});
    EXPECT_EQ(threads.exitCode, 0) << threads.err.toStdString();
    EXPECT_EQ(threads.json().object().value(QStringLiteral("threads")).toInt(), 5) << threads.out.toStdString();
    EXPECT_TRUE(threads.json().object().contains(QStringLiteral("free_threads")));

    const CliOutcome balance = runner->run({QStringLiteral("balance")});
    EXPECT_EQ(balance.exitCode, 0) << balance.err.toStdString();
    bool ok = false;
    balance.out.trimmed().toDouble(&ok);
    EXPECT_TRUE(ok) << balance.out.toStdString();

    runner->setApiKey(SimProcess::unknownKey());
    const CliOutcome rejected = runner->run({QStringLiteral("threads")});
    EXPECT_EQ(rejected.exitCode, 3) << rejected.err.toStdString();
}

TEST_F(CliTest, CancelAndRetry)
{
    const qint64 a = enqueue(QStringLiteral("https://shop.test/cancel/a"));
    const qint64 b = enqueue(QStringLiteral("https://shop.test/cancel/b"));

    const CliOutcome canceled = runner->run({QStringLiteral("cancel"), QString::number(a)});
    EXPECT_EQ(canceled.exitCode, 0) << canceled.err.toStdString();
    EXPECT_EQ(showJson(a).value(QStringLiteral("state")).toString(), QStringLiteral("canceled"));

    // A canceled job in the database: run ends with 2.
    const CliOutcome run = runUntilIdle();
    EXPECT_EQ(run.exitCode, 2) << run.err.toStdString();
    EXPECT_EQ(showJson(b).value(QStringLiteral("state")).toString(), QStringLiteral("solved"));

    // Refused: a solved job cannot be canceled, a queued one not retried, an unknown id is named.
    const CliOutcome solved = runner->run({QStringLiteral("cancel"), QString::number(b)});
    EXPECT_EQ(solved.exitCode, 4);
    EXPECT_TRUE(solved.err.contains(QStringLiteral("is solved"))) << solved.err.toStdString();
    const CliOutcome unknown = runner->run({QStringLiteral("retry"), QStringLiteral("999")});
    EXPECT_EQ(unknown.exitCode, 4);
    EXPECT_TRUE(unknown.err.contains(QStringLiteral("no job 999"))) << unknown.err.toStdString();

    const CliOutcome retried = runner->run({QStringLiteral("retry"), QString::number(a)});
    EXPECT_EQ(retried.exitCode, 0) << retried.err.toStdString();
    EXPECT_EQ(showJson(a).value(QStringLiteral("state")).toString(), QStringLiteral("queued"));
    const CliOutcome again = runUntilIdle();
    EXPECT_EQ(again.exitCode, 0) << again.err.toStdString();
    EXPECT_EQ(showJson(a).value(QStringLiteral("state")).toString(), QStringLiteral("solved"));
}

} // namespace

TEST_F(CliTest, ShowPrintsTheErrorCodeCauseFixAndDetailOnceEach)
{
    const qint64 fresh = enqueue(QStringLiteral("https://shop.test/failed/fresh"));
    const qint64 legacy = enqueue(QStringLiteral("https://shop.test/failed/legacy"));
    ASSERT_GT(fresh, 0);
    ASSERT_GT(legacy, 0);
    const QString code = QStringLiteral("ERROR_WRONG_GOOGLEKEY");
    const SolveDeck::ErrorInfo info = SolveDeck::describeError(code);
    const QString detail = QStringLiteral("the server said: sitekey is 12 characters");
    {
        // Failed rows as the engine stores them: the specific detail only; and one written by an older version,
        // with the code and the catalogue's text repeated inside the detail.
        SolveDeck::JobStore store;
        ASSERT_TRUE(store.openSqlite(dir.filePath(QStringLiteral("jobs.sqlite"))).ok());
        ASSERT_TRUE(store.markFailed(fresh, code, detail).ok());
        ASSERT_TRUE(store
                        .markFailed(legacy,
                                    code,
                                    code + QStringLiteral(": ") + code + QStringLiteral(": ") + info.cause
                                        + QLatin1Char(' ') + info.fix + QStringLiteral(" (") + detail
                                        + QLatin1Char(')'))
                        .ok());
    }
    for (qint64 id : {fresh, legacy}) {
        const CliOutcome r = runner->run({QStringLiteral("show"), QString::number(id)});
        ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
        // The timeline's "failed" row carries the code too; the header block shows each part once.
        const QString header = r.out.left(r.out.indexOf(QStringLiteral("Timeline:")));
        EXPECT_EQ(header.count(code), 1) << header.toStdString();
        EXPECT_EQ(header.count(info.cause), 1) << header.toStdString();
        EXPECT_EQ(header.count(info.fix), 1) << header.toStdString();
        EXPECT_EQ(header.count(detail), 1) << header.toStdString();
        EXPECT_FALSE(header.contains(code + QStringLiteral(": ") + code)) << header.toStdString();
    }
}

TEST_F(CliTest, ReportTellsTheServiceAndRecordsItInTheTimeline)
{
    const qint64 id = enqueue(QStringLiteral("https://shop.test/report"));
    ASSERT_GT(id, 0);
    const CliOutcome run = runUntilIdle();
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();

    const CliOutcome bad = runner->run({QStringLiteral("report"), QString::number(id), QStringLiteral("bad")});
    EXPECT_EQ(bad.exitCode, 0) << bad.err.toStdString();
    EXPECT_TRUE(bad.out.contains(QStringLiteral("reported as bad"))) << bad.out.toStdString();
    const CliOutcome good = runner->run({QStringLiteral("report"), QString::number(id), QStringLiteral("good")});
    EXPECT_EQ(good.exitCode, 0) << good.err.toStdString();

    QStringList kinds;
    for (const auto &event : showJson(id).value(QStringLiteral("events")).toArray()) {
        kinds << event.toObject().value(QStringLiteral("kind")).toString();
    }
    EXPECT_TRUE(kinds.contains(QStringLiteral("reported_bad"))) << kinds.join(u',').toStdString();
    EXPECT_TRUE(kinds.contains(QStringLiteral("reported_good"))) << kinds.join(u',').toStdString();
}

TEST_F(CliTest, ReportRefusesJobsWithoutAnAnswerAndBadVerdicts)
{
    const qint64 queued = enqueue(QStringLiteral("https://shop.test/report/queued"));
    ASSERT_GT(queued, 0);
    const CliOutcome notSolved = runner->run(
        {QStringLiteral("report"), QString::number(queued), QStringLiteral("good")});
    EXPECT_EQ(notSolved.exitCode, 4);
    EXPECT_TRUE(notSolved.err.contains(QStringLiteral("only a solved job"))) << notSolved.err.toStdString();
    const CliOutcome unknown = runner->run({QStringLiteral("report"), QStringLiteral("999"), QStringLiteral("bad")});
    EXPECT_EQ(unknown.exitCode, 4);
    EXPECT_TRUE(unknown.err.contains(QStringLiteral("no job 999"))) << unknown.err.toStdString();
    const CliOutcome verdict = runner->run(
        {QStringLiteral("report"), QString::number(queued), QStringLiteral("maybe")});
    EXPECT_EQ(verdict.exitCode, 1);
    EXPECT_TRUE(verdict.err.contains(QStringLiteral("report ID good|bad"))) << verdict.err.toStdString();
}
