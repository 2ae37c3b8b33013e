#include "jobcommands.h"

#include "commandline.h"
#include "console.h"
#include "core/io/jobimport.h"
#include "core/model/proxypassword.h"
#include "core/store/auditlog.h"
#include "core/store/authorisedhosts.h"
#include "core/store/jobstore.h"
#include "core/store/queuecontrol.h"
#include "exitcode.h"
#include "historycommands.h"
#include "hostscommand.h"
#include "jobformatter.h"
#include "storedwaiting.h"

#include <QFile>
#include <QJsonDocument>
#include <QSet>
#include <QTemporaryFile>

#include <cstdio>

namespace SolveDeck::Cli {

namespace {

// Why a cancel or retry of `id` was refused, in words that say what would have worked.
QString refusal(const JobStore &store, qint64 id, const Error &error, const QString &verb, const QString &allowed)
{
    const std::optional<Job> job = store.job(id);
    if (!job) {
        return QStringLiteral("solvedeck-cli: no job %1 in this database\n").arg(id);
    }
    if (error.code == QLatin1String("INVALID_TRANSITION")) {
        return QStringLiteral("solvedeck-cli: job %1 is %2: only %3 jobs can be %4\n")
            .arg(QString::number(id), jobStateName(job->state), allowed, verb);
    }
    return QStringLiteral("solvedeck-cli: job %1 was not %2: %3\n").arg(QString::number(id), verb, error.message);
}

// After an import: warns about the imported jobs whose host is not authorised (stored; they wait until it is).
// `ids` holds the imported ids, one a line; at most kMaxWarned jobs are named, the rest counted.
void warnAboutUnauthorisedImports(JobStore &store, QIODevice &ids)
{
    constexpr qsizetype kMaxWarned = 1000;
    const Result<QList<qint64>> waiting = AuthorisedHosts(store).waitingJobIds();
    if (!waiting || waiting->isEmpty()) {
        return;
    }
    const QSet<qint64> waitingSet(waiting->cbegin(), waiting->cend());
    QList<std::pair<qint64, QString>> pages;
    qsizetype more = 0;
    ids.seek(0);
    while (!ids.atEnd()) {
        const qint64 id = ids.readLine().trimmed().toLongLong();
        if (!waitingSet.contains(id)) {
            continue;
        }
        if (pages.size() >= kMaxWarned) {
            ++more;
            continue;
        }
        if (const std::optional<Job> job = store.job(id)) {
            pages.append({id, job->spec.pageurl});
        }
    }
    HostsCommand::warnIfNotAuthorised(store, pages);
    if (more > 0) {
        Console::error(QStringLiteral("solvedeck-cli: warning: %1 more imported job(s) wait for a host that is not "
                                      "authorised (solvedeck-cli hosts list)\n")
                           .arg(more));
    }
}

} // namespace

int JobCommands::execute(JobStore &store, const Invocation &inv)
{
    switch (inv.command) {
    case Invocation::Command::Enqueue:
        return enqueue(store, inv);
    case Invocation::Command::List:
        return list(store, inv);
    case Invocation::Command::Show:
        return show(store, inv);
    case Invocation::Command::Cancel:
    case Invocation::Command::Retry:
        if (inv.byFilter || inv.dryRun) {
            return HistoryCommands::bulk(store, inv);
        }
        return inv.command == Invocation::Command::Cancel ? cancel(store, inv) : retry(store, inv);
    case Invocation::Command::Pause:
    case Invocation::Command::Resume:
        return pauseOrResume(store, inv.command == Invocation::Command::Pause);
    case Invocation::Command::Delete:
        return HistoryCommands::bulk(store, inv);
    case Invocation::Command::Export:
        return HistoryCommands::exportJobs(store, inv);
    case Invocation::Command::Purge:
        return HistoryCommands::purge(store, inv);
    default:
        break;
    }
    return ExitUsage;
}

int JobCommands::enqueue(JobStore &store, const Invocation &inv)
{
    return inv.file.isEmpty() ? enqueueOne(store, inv) : enqueueFile(store, inv);
}

int JobCommands::enqueueOne(JobStore &store, const Invocation &inv)
{
    TaskSpec spec;
    spec.method = *methodFromName(inv.method); // its parse function checked the name
    spec.sitekey = inv.sitekey;
    spec.pageurl = inv.pageurl;
    for (const auto &[name, value] : inv.params) {
        spec.params.insert(name, value);
    }
    const Result<JobStore::Enqueued> added = store.enqueue(spec, inv.idempotencyKey);
    if (!added) {
        Console::error(QStringLiteral("solvedeck-cli: the job was not stored: %1\n").arg(added.error().message));
        // A job the options describe wrongly is a usage error: the fix is on the command line.
        if (added.error().code == QLatin1String("INVALID_SPEC")) {
            Console::error(
                QStringLiteral("usage: solvedeck-cli %1\n").arg(CommandLine::usageOf(QStringLiteral("enqueue"))));
            return ExitUsage;
        }
        return ExitOperationFailed;
    }
    Console::out(QString::number(added->jobId) + QLatin1Char('\n'));
    HostsCommand::warnIfNotAuthorised(store, {{added->jobId, spec.pageurl}});
    if (!added->created) {
        Console::note(QStringLiteral("solvedeck-cli: job %1 already existed with idempotency key '%2'; nothing new "
                                     "was queued\n")
                          .arg(QString::number(added->jobId), inv.idempotencyKey));
    }
    return ExitOk;
}

int JobCommands::enqueueFile(JobStore &store, const Invocation &inv)
{
    // The ids go to a temporary file while the import runs and to stdout only after the commit, so a file that
    // fails on its last line prints no id of a job that is not stored, and a million rows cost no memory.
    QTemporaryFile ids;
    if (!ids.open()) {
        Console::error(QStringLiteral("solvedeck-cli: cannot create a temporary file for the job ids: %1\n")
                           .arg(ids.errorString()));
        return ExitOperationFailed;
    }
    // One transaction, streamed: the whole file or nothing.
    const Result<ImportSummary> added = importJobFile(store, inv.file, &ids);
    if (!added) {
        // "line N: ..." from the importer; nothing from the file is stored.
        Console::error(QStringLiteral("solvedeck-cli: %1: %2\nNothing from this file was queued.\n")
                           .arg(inv.file, added.error().message));
        return ExitOperationFailed;
    }
    for (const ImportSummary::Existing &e : added->existing) {
        Console::note(QStringLiteral("solvedeck-cli: line %1: job %2 already existed with idempotency key '%3'\n")
                          .arg(QString::number(e.line), QString::number(e.jobId), e.key));
    }
    if (added->existed > added->existing.size()) {
        Console::note(QStringLiteral("solvedeck-cli: ... and %1 more already existed\n")
                          .arg(added->existed - added->existing.size()));
    }
    ids.seek(0);
    QFile out;
    if (out.open(stdout, QIODevice::WriteOnly)) {
        std::fflush(stdout);
        while (!ids.atEnd()) {
            out.write(ids.read(1 << 20));
        }
        out.flush();
    }
    warnAboutUnauthorisedImports(store, ids);
    Console::note(QStringLiteral("solvedeck-cli: %1 job(s) from %2: %3 queued, %4 already existed\n")
                      .arg(QString::number(added->rows),
                           inv.file,
                           QString::number(added->created),
                           QString::number(added->existed)));
    return ExitOk;
}

namespace {

// A proxy's password is shown only when asked for (--include-proxy-passwords).
Job asShown(Job job, const Invocation &inv)
{
    if (!inv.includeProxyPasswords) {
        job.spec.params = ProxyPassword::maskedIn(job.spec.params);
    }
    return job;
}

} // namespace

int JobCommands::list(const JobStore &store, const Invocation &inv)
{
    JobStore::Query query;
    query.states = inv.states;
    QList<Job> jobs = store.jobs(query);
    for (Job &job : jobs) {
        job = asShown(std::move(job), inv);
    }
    if (inv.json) {
        QJsonArray array = JobFormatter::toJson(jobs);
        const StoredWaiting waiting(store);
        for (qsizetype i = 0; i < array.size(); ++i) {
            QJsonObject object = array.at(i).toObject();
            object.insert(QStringLiteral("waiting_reason"), waiting.jsonFor(jobs.at(i)));
            array.replace(i, object);
        }
        Console::outJson(QJsonDocument(array));
    } else {
        Console::out(JobFormatter::table(jobs));
    }
    return ExitOk;
}

int JobCommands::show(const JobStore &store, const Invocation &inv)
{
    const qint64 id = inv.ids.value(0);
    std::optional<Job> job = store.job(id);
    if (job) {
        job = asShown(std::move(*job), inv);
    }
    if (!job) {
        Console::error(QStringLiteral("solvedeck-cli: no job %1 in this database\n").arg(id));
        return ExitOperationFailed;
    }
    const QList<JobEvent> events = store.events(id);
    const WaitingReason reason = StoredWaiting(store).reasonFor(*job, &events);
    if (inv.json) {
        QJsonObject object = JobFormatter::toJson(*job, events);
        object.insert(QStringLiteral("waiting_reason"),
                      reason.isNull() ? QJsonValue(QJsonValue::Null)
                                      : QJsonValue(QJsonObject{{QStringLiteral("name"), reason.name},
                                                               {QStringLiteral("text"), reason.text}}));
        Console::outJson(QJsonDocument(object));
    } else {
        QString text = JobFormatter::details(*job, events);
        if (!reason.isNull()) {
            text += QStringLiteral("Waiting: %1 (%2)\n").arg(reason.text, reason.name);
        }
        Console::out(text);
    }
    return ExitOk;
}

int JobCommands::cancel(JobStore &store, const Invocation &inv)
{
    int exitCode = ExitOk;
    for (qint64 id : inv.ids) {
        const Result<void> done = store.cancel(id);
        if (done) {
            Console::note(QStringLiteral("canceled job %1\n").arg(id));
        } else {
            Console::error(refusal(store,
                                   id,
                                   done.error(),
                                   QStringLiteral("canceled"),
                                   QStringLiteral("queued, submitting or submitted")));
            exitCode = ExitOperationFailed;
        }
    }
    return exitCode;
}

int JobCommands::retry(JobStore &store, const Invocation &inv)
{
    int exitCode = ExitOk;
    for (qint64 id : inv.ids) {
        const Result<void> done = store.retry(id);
        if (done) {
            Console::note(QStringLiteral("queued job %1 again\n").arg(id));
        } else {
            Console::error(
                refusal(store, id, done.error(), QStringLiteral("retried"), QStringLiteral("failed or canceled")));
            exitCode = ExitOperationFailed;
        }
    }
    return exitCode;
}

int JobCommands::pauseOrResume(JobStore &store, bool pause)
{
    QueueControl control(store);
    const bool wasPaused = control.state().paused;
    const Result<void> done = pause ? control.pause() : control.resume();
    if (!done) {
        Console::error(QStringLiteral("solvedeck-cli: the queue was not %1: %2\n")
                           .arg(pause ? QStringLiteral("paused") : QStringLiteral("resumed"), done.error().message));
        return ExitOperationFailed;
    }
    if (pause) {
        Console::note(wasPaused ? QStringLiteral("solvedeck-cli: the queue was already paused\n")
                                : QStringLiteral("solvedeck-cli: queue paused: no engine on this database submits "
                                                 "until 'solvedeck-cli resume'; tasks at the service are still "
                                                 "collected\n"));
    } else {
        Console::note(wasPaused ? QStringLiteral("solvedeck-cli: queue resumed\n")
                                : QStringLiteral("solvedeck-cli: the queue was not paused\n"));
    }
    return ExitOk;
}

} // namespace SolveDeck::Cli
