// solvedeck-cli's history commands on both databases (issue 11): export in every format (read back by Python's
// strict csv module, never holding the API key, formulas neutralised), an NDJSON export imported into a fresh
// database that then lists identically, malformed job files that store nothing, bulk actions by filter that act on
// exactly the jobs they count while an engine runs, and purge. --since and --until take one grammar in export and audit
// alike, and an age too large to count is refused in both.
#include "clirunner.h"
#include "core/store/auditlog.h"
#include "core/store/jobstore.h"
#include "simprocess.h"
#include "support/testdatabase.h"
#include "support/testutil.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <sys/stat.h>

#include <chrono>
#include <memory>

using namespace SolveDeckTest;
using SolveDeck::JobStore;

namespace {

const QString recaptchaKey = QStringLiteral("6LeCliTest000000000000000000000000000000");

class CliHistoryTest : public ::testing::TestWithParam<Backend>
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(db.ready()) << db.error().toStdString();
        ASSERT_TRUE(dir.isValid());
        QString error;
        ASSERT_TRUE(sim.start({QStringLiteral("--threads"), QStringLiteral("3")}, &error)) << error.toStdString();
        runner = std::make_unique<CliRunner>(db.location(), sim.endpoint());
        runner->authoriseTestHosts(); // the engine submits only jobs for authorised hosts
        runner->setApiKey(SimProcess::goodKey());
    }

    QString writeFile(const QString &name, const QByteArray &content)
    {
        QFile f(dir.filePath(name));
        EXPECT_TRUE(f.open(QIODevice::WriteOnly));
        f.write(content);
        return f.fileName();
    }

    QByteArray readFile(const QString &path)
    {
        QFile f(path);
        EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
        return f.readAll();
    }

    // Jobs whose key, label-less page and parameters begin with each formula character; then solved by the engine.
    void solvedJobsWithFormulaFields()
    {
        QByteArray csv = "method,sitekey,pageurl,idempotency_key,data-s\n";
        const QList<QByteArray> leads{"=", "+", "-", "@"};
        for (int i = 0; i < leads.size(); ++i) {
            csv += "recaptcha_v3," + recaptchaKey.toUtf8() + ",https://shop.test/history/" + QByteArray::number(i) + ","
                 + leads[i] + "key" + QByteArray::number(i) + "," + leads[i] + "SUM(A1:A9)\n";
        }
        const CliOutcome added = runner->run(
            {QStringLiteral("enqueue"), QStringLiteral("--file"), writeFile(QStringLiteral("jobs.csv"), csv)});
        ASSERT_EQ(added.exitCode, 0) << added.err.toStdString();
        const CliOutcome run = runner->run({QStringLiteral("run"), QStringLiteral("--until-idle")}, {}, 90000);
        ASSERT_TRUE(run.finished);
        ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    }

    TestDatabase db{GetParam()};
    QTemporaryDir dir;
    SimProcess sim;
    std::unique_ptr<CliRunner> runner;
};

INSTANTIATE_TEST_SUITE_P(Backends, CliHistoryTest, allBackends(), backendName);

TEST_P(CliHistoryTest, EveryFormatIsReadableNeverHoldsTheKeyAndCsvPassesAStrictParser)
{
    solvedJobsWithFormulaFields();
    const QByteArray key = SimProcess::goodKey().toUtf8();
    for (const QString &format : {QStringLiteral("csv"), QStringLiteral("json"), QStringLiteral("ndjson")}) {
        const QString out = dir.filePath(QStringLiteral("export.") + format);
        const CliOutcome exported = runner->run({QStringLiteral("export"),
                                                 QStringLiteral("--format"),
                                                 format,
                                                 QStringLiteral("--out"),
                                                 out,
                                                 QStringLiteral("--events"),
                                                 QStringLiteral("--include-tokens")});
        ASSERT_EQ(exported.exitCode, 0) << exported.err.toStdString();
        const QByteArray bytes = readFile(out);
        EXPECT_FALSE(bytes.contains(key)) << format.toStdString() << " export holds the API key";
        EXPECT_FALSE(bytes.isEmpty());
        // The same to stdout.
        const CliOutcome piped = runner->run({QStringLiteral("export"), QStringLiteral("--format"), format});
        ASSERT_EQ(piped.exitCode, 0) << piped.err.toStdString();
        EXPECT_FALSE(piped.out.toUtf8().contains(key));
        EXPECT_FALSE(piped.err.toUtf8().contains(key));
        if (format == QLatin1String("json")) {
            const QJsonObject doc = QJsonDocument::fromJson(bytes).object();
            EXPECT_EQ(doc.value(QStringLiteral("count")).toInt(), 4);
            EXPECT_EQ(doc.value(QStringLiteral("jobs")).toArray().size(), 4);
            EXPECT_TRUE(doc.value(QStringLiteral("include_tokens")).toBool());
        }
    }

    // Python's csv module, strict: every row has every column, and each field that began with a formula
    // character begins with ' now.
    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    ASSERT_FALSE(python.isEmpty()) << "python3 is needed to check the CSV with an independent parser";
    const QString script = writeFile(QStringLiteral("check.py"), R"PY(
import csv, json, sys
with open(sys.argv[1], newline='', encoding='utf-8') as f:
    rows = list(csv.reader(f, strict=True))
header = rows[0]
assert all(len(r) == len(header) for r in rows), "ragged rows"
assert len(rows) == 5, len(rows)
key = header.index('idempotency_key')
params = header.index('params')
events = header.index('events')
for r in rows[1:]:
    assert r[key][0] == "'" and r[key][1] in '=+-@', r[key]
    json.loads(r[params]); json.loads(r[events])
    for cell in r:
        assert not cell or cell[0] not in '=+-@\t\r', cell
print("ok", len(rows) - 1)
)PY");
    QProcess check;
    check.start(python, {script, dir.filePath(QStringLiteral("export.csv"))});
    ASSERT_TRUE(check.waitForFinished(30000));
    EXPECT_EQ(check.exitCode(), 0) << check.readAllStandardError().toStdString();
    EXPECT_EQ(check.readAllStandardOutput().trimmed(), QByteArray("ok 4"));
}

TEST_P(CliHistoryTest, AnNdjsonExportImportedIntoAFreshDatabaseListsIdentically)
{
    solvedJobsWithFormulaFields();
    runner->run({QStringLiteral("cancel"), QStringLiteral("1")}); // already solved: refused, changes nothing
    const QString out = dir.filePath(QStringLiteral("all.ndjson"));
    ASSERT_EQ(runner
                  ->run({QStringLiteral("export"),
                         QStringLiteral("--format"),
                         QStringLiteral("ndjson"),
                         QStringLiteral("--out"),
                         out,
                         QStringLiteral("--include-tokens"),
                         QStringLiteral("--events")})
                  .exitCode,
              0);
    CliRunner fresh(dir.filePath(QStringLiteral("fresh.sqlite")), sim.endpoint());
    const CliOutcome imported = fresh.run({QStringLiteral("enqueue"), QStringLiteral("--file"), out});
    ASSERT_EQ(imported.exitCode, 0) << imported.err.toStdString();
    for (const QStringList &list :
         {QStringList{QStringLiteral("list"), QStringLiteral("--json")}, QStringList{QStringLiteral("list")}}) {
        const CliOutcome a = runner->run(list);
        const CliOutcome b = fresh.run(list);
        ASSERT_EQ(a.exitCode, 0);
        ASSERT_EQ(b.exitCode, 0);
        EXPECT_EQ(a.out, b.out);
    }
    const CliOutcome showA = runner->run({QStringLiteral("show"), QStringLiteral("2")});
    const CliOutcome showB = fresh.run({QStringLiteral("show"), QStringLiteral("2")});
    EXPECT_EQ(showA.out, showB.out) << "the timeline came along";
}

TEST_P(CliHistoryTest, MalformedJobFilesAreRefusedWithTheirLineAndStoreNothing)
{
    const QByteArray header = "method,sitekey,pageurl\n";
    const QByteArray good = "recaptcha_v2," + recaptchaKey.toUtf8() + ",https://shop.test/a\n";

    struct Case
    {
        const char *name;
        QByteArray content;
        const char *expected;
    };

    const QList<Case> cases{
        {"columns.csv", header + good + "recaptcha_v2,https://shop.test/b\n", "line 3: 2 fields, but the header has 3"},
        {"url.csv", header + good + "recaptcha_v2," + recaptchaKey.toUtf8() + ",not a url\n", "line 3: "},
        {"method.csv",
         header + good + "hcaptcha," + recaptchaKey.toUtf8() + ",https://shop.test/c\n",
         "line 3: method: \"hcaptcha\" is not known"},
        {"utf8.csv",
         header + good + "recaptcha_v2," + recaptchaKey.toUtf8() + ",https://shop.test/\xE9\n",
         "line 3: column 3 (pageurl): is not valid UTF-8"},
        {"long.jsonl",
         "{\"method\":\"turnstile\",\"pageurl\":\"" + QByteArray(10 * 1024 * 1024, 'x') + "\"}\n",
         "line 1: the line is longer than 4 MiB"},
    };
    for (const Case &c : cases) {
        const CliOutcome r = runner->run(
            {QStringLiteral("enqueue"), QStringLiteral("--file"), writeFile(QString::fromLatin1(c.name), c.content)});
        EXPECT_EQ(r.exitCode, 4) << c.name;
        EXPECT_TRUE(r.err.contains(QString::fromUtf8(c.expected))) << c.name << ": " << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(QStringLiteral("Nothing from this file was queued."))) << c.name;
    }
    const QString fifo = dir.filePath(QStringLiteral("pipe.csv"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const CliOutcome fromFifo = runner->run({QStringLiteral("enqueue"), QStringLiteral("--file"), fifo}, {}, 20000);
    ASSERT_TRUE(fromFifo.finished) << "a FIFO must be refused, not read";
    EXPECT_EQ(fromFifo.exitCode, 4);
    EXPECT_TRUE(fromFifo.err.contains(QStringLiteral("is not a regular file"))) << fromFifo.err.toStdString();
    const QString zeroLink = dir.filePath(QStringLiteral("zero.jsonl"));
    ASSERT_TRUE(QFile::link(QStringLiteral("/dev/zero"), zeroLink));
    const CliOutcome fromZero = runner->run({QStringLiteral("enqueue"), QStringLiteral("--file"), zeroLink}, {}, 20000);
    ASSERT_TRUE(fromZero.finished);
    EXPECT_EQ(fromZero.exitCode, 4);
    EXPECT_TRUE(fromZero.err.contains(QStringLiteral("is not a regular file"))) << fromZero.err.toStdString();

    const CliOutcome list = runner->run({QStringLiteral("list"), QStringLiteral("--json")});
    EXPECT_EQ(list.json().array().size(), 0) << "nothing was stored";
}

// An engine solves while `cancel --state queued` runs: the number it prints is the number of jobs it canceled,
// each with its bulk event, and the audit log says the same.
TEST_P(CliHistoryTest, ABulkCancelByFilterActsOnExactlyTheJobsItCountsWhileAnEngineRuns)
{
    QByteArray jsonl;
    for (int i = 0; i < 60; ++i) {
        jsonl += "{\"method\":\"turnstile\",\"sitekey\":\"0x4AAAAAAAcliTest0000\",\"pageurl\":\"https://shop.test/bulk/"
               + QByteArray::number(i) + "\"}\n";
    }
    ASSERT_EQ(runner
                  ->run({QStringLiteral("enqueue"),
                         QStringLiteral("--file"),
                         writeFile(QStringLiteral("bulk.jsonl"), jsonl)})
                  .exitCode,
              0);
    std::unique_ptr<QProcess> engine = runner->startProcess({QStringLiteral("run"), QStringLiteral("--until-idle")});
    ASSERT_TRUE(engine->waitForStarted());
    JobStore store;
    ASSERT_TRUE(store.open(db.location()).ok());
    // Wait until the engine is at work (some job left the queue), then cancel what is still queued.
    ASSERT_TRUE(waitUntil(
        [&] {
        return store.countsByState().value(SolveDeck::JobState::Queued) < 60;
        },
        std::chrono::seconds(30)));
    const CliOutcome dry = runner->run(
        {QStringLiteral("cancel"), QStringLiteral("--state"), QStringLiteral("queued"), QStringLiteral("--dry-run")});
    ASSERT_EQ(dry.exitCode, 0) << dry.err.toStdString();
    const CliOutcome cancel = runner->run(
        {QStringLiteral("cancel"), QStringLiteral("--state"), QStringLiteral("queued")});
    ASSERT_EQ(cancel.exitCode, 0) << cancel.err.toStdString();
    bool ok = false;
    const int counted = cancel.out.trimmed().toInt(&ok);
    ASSERT_TRUE(ok) << cancel.out.toStdString();
    ASSERT_TRUE(engine->waitForFinished(90000));

    int bulkCanceled = 0;
    for (const SolveDeck::Job &job : store.jobs()) {
        for (const SolveDeck::JobEvent &e : store.events(job.id)) {
            if (e.kind == QLatin1String("canceled") && e.detail.startsWith(QStringLiteral("bulk cancel"))) {
                ++bulkCanceled;
                EXPECT_EQ(job.state, SolveDeck::JobState::Canceled);
            }
        }
    }
    EXPECT_EQ(bulkCanceled, counted);
    EXPECT_GT(counted, 0);
    EXPECT_EQ(store.countsByState().value(SolveDeck::JobState::Queued), 0);
    SolveDeck::AuditQuery q;
    q.action = QStringLiteral("jobs.cancel");
    const auto entries = SolveDeck::AuditLog(store).entries(q);
    ASSERT_TRUE(entries.ok());
    ASSERT_EQ(entries->size(), 1);
    EXPECT_TRUE(entries->at(0).detail.startsWith(
        QString::number(counted) + (counted == 1 ? QStringLiteral(" job of ") : QStringLiteral(" jobs of "))))
        << entries->at(0).detail.toStdString();
}

TEST_P(CliHistoryTest, PurgeAndDeleteCountFirstWithDryRun)
{
    solvedJobsWithFormulaFields();
    const CliOutcome dry = runner->run({QStringLiteral("purge"),
                                        QStringLiteral("--older-than"),
                                        QStringLiteral("0d"),
                                        QStringLiteral("--keep"),
                                        QStringLiteral("1"),
                                        QStringLiteral("--dry-run")});
    EXPECT_EQ(dry.exitCode, 1) << "0d is not an age";
    const CliOutcome count = runner->run(
        {QStringLiteral("purge"), QStringLiteral("--keep"), QStringLiteral("1"), QStringLiteral("--dry-run")});
    ASSERT_EQ(count.exitCode, 0) << count.err.toStdString();
    EXPECT_EQ(count.out.trimmed(), QStringLiteral("3"));
    EXPECT_EQ(runner->run({QStringLiteral("list"), QStringLiteral("--json")}).json().array().size(), 4);
    const CliOutcome purged = runner->run({QStringLiteral("purge"), QStringLiteral("--keep"), QStringLiteral("1")});
    ASSERT_EQ(purged.exitCode, 0) << purged.err.toStdString();
    EXPECT_EQ(purged.out.trimmed(), QStringLiteral("3"));
    EXPECT_EQ(runner->run({QStringLiteral("list"), QStringLiteral("--json")}).json().array().size(), 1);

    const CliOutcome deleteDry = runner->run(
        {QStringLiteral("delete"), QStringLiteral("--all-matching"), QStringLiteral("--dry-run")});
    EXPECT_EQ(deleteDry.out.trimmed(), QStringLiteral("1"));
    const CliOutcome both = runner->run(
        {QStringLiteral("delete"), QStringLiteral("4"), QStringLiteral("--state"), QStringLiteral("solved")});
    EXPECT_EQ(both.exitCode, 1) << "ids and a filter together are refused";
    const CliOutcome deleted = runner->run(
        {QStringLiteral("delete"), QStringLiteral("--state"), QStringLiteral("solved")});
    EXPECT_EQ(deleted.out.trimmed(), QStringLiteral("1"));
    EXPECT_EQ(runner->run({QStringLiteral("list"), QStringLiteral("--json")}).json().array().size(), 0);
}

// One grammar for every --since and --until (cli/timeargument.h): ages with or without a unit, dates, times with or
// without a zone, in `export` and `audit` alike. (`audit --since 30` was once refused where `export --since 30`
// worked.) A number too large for an age is a usage error in both, never a time wrapped around.
TEST_P(CliHistoryTest, ExportAndAuditTakeTheSameSinceForms)
{
    for (int i = 0; i < 2; ++i) {
        const CliOutcome added = runner->run({QStringLiteral("enqueue"),
                                              QStringLiteral("--method"),
                                              QStringLiteral("turnstile"),
                                              QStringLiteral("--sitekey"),
                                              QStringLiteral("0x4AAAAAAAsince000000"),
                                              QStringLiteral("--pageurl"),
                                              QStringLiteral("https://shop.test/since/%1").arg(i)});
        ASSERT_EQ(added.exitCode, 0) << added.err.toStdString();
    }
    auto exported = [this](const QStringList &filter) {
        const CliOutcome r = runner->run(
            QStringList{QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("ndjson")} + filter);
        EXPECT_EQ(r.exitCode, 0) << filter.join(QLatin1Char(' ')).toStdString() << ": " << r.err.toStdString();
        return int(r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).size());
    };
    auto audited = [this](const QStringList &filter) {
        const CliOutcome r = runner->run(QStringList{QStringLiteral("audit"), QStringLiteral("--json")} + filter);
        EXPECT_EQ(r.exitCode, 0) << filter.join(QLatin1Char(' ')).toStdString() << ": " << r.err.toStdString();
        return int(r.json().array().size());
    };
    ASSERT_GT(audited({}), 0) << "authoriseTestHosts() records its hosts.allow entries";
    ASSERT_EQ(exported({}), 2);

    // Forms that reach back past this test's start (ages generous enough for a loaded machine) and forms after it.
    const QStringList past = {QStringLiteral("600s"),
                              QStringLiteral("30m"),
                              QStringLiteral("12h"),
                              QStringLiteral("7d"),
                              QStringLiteral("30"),
                              QStringLiteral("2000-01-01"),
                              QStringLiteral("2000-01-01T00:00:00Z"),
                              QStringLiteral("2000-01-01T00:00:00.500+02:00")};
    const QStringList future = {QStringLiteral("2999-01-01"), QStringLiteral("2999-01-01T00:00:00")};
    for (const QString &form : past) {
        SCOPED_TRACE(form.toStdString());
        EXPECT_EQ(exported({QStringLiteral("--since"), form}), 2);
        // Every export adds its jobs.export entry: all of them so far.
        const int entries = audited({});
        EXPECT_EQ(audited({QStringLiteral("--since"), form}), entries);
        EXPECT_EQ(exported({QStringLiteral("--until"), form}), 0);
    }
    for (const QString &form : future) {
        SCOPED_TRACE(form.toStdString());
        EXPECT_EQ(exported({QStringLiteral("--since"), form}), 0);
        EXPECT_EQ(audited({QStringLiteral("--since"), form}), 0);
        EXPECT_EQ(exported({QStringLiteral("--until"), form}), 2);
    }

    for (const QStringList &command :
         {QStringList{QStringLiteral("audit")},
          QStringList{QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("csv")}}) {
        const CliOutcome tooFar = runner->run(
            command + QStringList{QStringLiteral("--since"), QStringLiteral("99999999999999999999d")});
        EXPECT_EQ(tooFar.exitCode, 1) << command.first().toStdString();
        EXPECT_TRUE(tooFar.err.contains(QStringLiteral("is too large"))) << tooFar.err.toStdString();
        EXPECT_TRUE(tooFar.out.isEmpty()) << tooFar.out.toStdString();
    }
}

} // namespace
