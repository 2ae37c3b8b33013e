#include "jobcommands.h"

#include "commandline.h"
#include "console.h"
#include "core/io/jobimport.h"
#include "core/store/authorisedhosts.h"
#include "core/store/jobstore.h"
#include "exitcode.h"
#include "hostscommand.h"
#include "jobformatter.h"

#include <QJsonDocument>

namespace SolveDeck::Cli {

namespace {

QString jsonText(const QJsonDocument &doc)
{
    return QString::fromUtf8(doc.toJson(QJsonDocument::Indented));
}

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

} // namespace

int JobCommands::execute(const Invocation &inv)
{
    JobStore store;
    const QString path = inv.databasePath.isEmpty() ? JobStore::defaultDatabasePath() : inv.databasePath;
    if (Result<void> opened = store.open(path); !opened) {
        Console::error(
            QStringLiteral("solvedeck-cli: cannot open the job database %1: %2\n").arg(path, opened.error().message));
        return ExitConfiguration;
    }
    switch (inv.command) {
    case Invocation::Command::Enqueue:
        return enqueue(store, inv);
    case Invocation::Command::List:
        return list(store, inv);
    case Invocation::Command::Show:
        return show(store, inv);
    case Invocation::Command::Cancel:
        return cancel(store, inv);
    case Invocation::Command::Retry:
        return retry(store, inv);
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
    spec.method = *methodFromName(inv.method); // CommandLine checked the name
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
    const Result<QList<ImportedJob>> parsed = parseJobFile(inv.file);
    if (!parsed) {
        // "line N: ..." from the importer; nothing from the file is stored.
        Console::error(QStringLiteral("solvedeck-cli: %1: %2\nNothing from this file was queued.\n")
                           .arg(inv.file, parsed.error().message));
        return ExitOperationFailed;
    }
    QList<std::pair<TaskSpec, QString>> items;
    items.reserve(parsed->size());
    for (const ImportedJob &imported : *parsed) {
        items.append({imported.spec, imported.idempotencyKey});
    }
    // One transaction: the whole file or nothing.
    const Result<QList<JobStore::Enqueued>> added = store.enqueueBatch(items);
    if (!added) {
        Console::error(QStringLiteral("solvedeck-cli: %1: %2\nNothing from this file was queued.\n")
                           .arg(inv.file, added.error().message));
        return ExitOperationFailed;
    }
    int existed = 0;
    QString ids;
    QList<std::pair<qint64, QString>> pages;
    for (qsizetype i = 0; i < added->size(); ++i) {
        const JobStore::Enqueued &e = added->at(i);
        ids += QString::number(e.jobId) + QLatin1Char('\n');
        pages.append({e.jobId, parsed->at(i).spec.pageurl});
        if (!e.created) {
            ++existed;
            Console::note(
                QStringLiteral("solvedeck-cli: line %1: job %2 already existed with idempotency key '%3'\n")
                    .arg(QString::number(parsed->at(i).line), QString::number(e.jobId), parsed->at(i).idempotencyKey));
        }
    }
    Console::out(ids);
    HostsCommand::warnIfNotAuthorised(store, pages);
    Console::note(QStringLiteral("solvedeck-cli: %1 job(s) from %2: %3 queued, %4 already existed\n")
                      .arg(QString::number(added->size()),
                           inv.file,
                           QString::number(added->size() - existed),
                           QString::number(existed)));
    return ExitOk;
}

int JobCommands::list(const JobStore &store, const Invocation &inv)
{
    JobStore::Query query;
    query.states = inv.states;
    const QList<Job> jobs = store.jobs(query);
    if (inv.json) {
        // Each job's waiting_reason: why a queued job is not submitted (its host is not authorised).
        const Result<AuthorisedHostSet> hosts = AuthorisedHosts(store).snapshot();
        QJsonArray array;
        for (const Job &job : jobs) {
            QJsonObject object = JobFormatter::toJson(job);
            object.insert(QStringLiteral("waiting_reason"),
                          hosts ? HostsCommand::waitingReason(*hosts, job) : QJsonValue(QJsonValue::Null));
            array.append(object);
        }
        Console::out(jsonText(QJsonDocument(array)));
    } else {
        Console::out(JobFormatter::table(jobs));
    }
    return ExitOk;
}

int JobCommands::show(const JobStore &store, const Invocation &inv)
{
    const qint64 id = inv.ids.value(0);
    const std::optional<Job> job = store.job(id);
    if (!job) {
        Console::error(QStringLiteral("solvedeck-cli: no job %1 in this database\n").arg(id));
        return ExitOperationFailed;
    }
    const QList<JobEvent> events = store.events(id);
    const Result<AuthorisedHostSet> hosts = AuthorisedHosts(store).snapshot();
    const QJsonValue waiting = hosts ? HostsCommand::waitingReason(*hosts, *job) : QJsonValue(QJsonValue::Null);
    if (inv.json) {
        QJsonObject object = JobFormatter::toJson(*job, events);
        object.insert(QStringLiteral("waiting_reason"), waiting);
        Console::out(jsonText(QJsonDocument(object)));
    } else {
        Console::out(JobFormatter::details(*job, events));
        if (waiting.isObject()) {
            Console::out(
                QStringLiteral("Waiting: %1\n").arg(waiting.toObject().value(QStringLiteral("text")).toString()));
        }
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

} // namespace SolveDeck::Cli
