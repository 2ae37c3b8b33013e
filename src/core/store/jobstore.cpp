#include "jobstore.h"

#include <QStandardPaths>

namespace SolveDeck {

struct JobStore::Private
{
    QString connectionName;
};

namespace {
Error notImplemented()
{
    return Error{QStringLiteral("DB_OPEN_FAILED"), QStringLiteral("The job store is not implemented yet.")};
}
} // namespace

JobStore::JobStore(const Clock &clock, QObject *parent)
    : QObject(parent)
    , m_clock(clock)
    , d(std::make_unique<Private>())
{
}

JobStore::~JobStore()
{
    close();
}

Result<void> JobStore::openSqlite(const QString &)
{
    return notImplemented();
}

QString JobStore::defaultDatabasePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/solvedeck.sqlite");
}

void JobStore::close()
{
}

bool JobStore::isOpen() const
{
    return false;
}

Result<JobStore::Enqueued> JobStore::enqueue(const TaskSpec &, const QString &)
{
    return notImplemented();
}

Result<QList<JobStore::Enqueued>> JobStore::enqueueBatch(const QList<std::pair<TaskSpec, QString>> &)
{
    return notImplemented();
}

std::optional<Job> JobStore::job(qint64) const
{
    return std::nullopt;
}

std::optional<Job> JobStore::jobByIdempotencyKey(const QString &) const
{
    return std::nullopt;
}

QList<Job> JobStore::jobs(const Query &) const
{
    return {};
}

QList<Job> JobStore::jobsByIds(const QList<qint64> &) const
{
    return {};
}

QList<Job> JobStore::dueQueued(qint64, int) const
{
    return {};
}

qint64 JobStore::nextQueuedAttemptAtMs() const
{
    return 0;
}

QList<Job> JobStore::inFlight() const
{
    return {};
}

QMap<JobState, int> JobStore::countsByState() const
{
    QMap<JobState, int> counts;
    for (JobState s : allJobStates()) {
        counts.insert(s, 0);
    }
    return counts;
}

QList<JobEvent> JobStore::events(qint64) const
{
    return {};
}

Result<void> JobStore::markSubmitting(qint64)
{
    return notImplemented();
}

Result<void> JobStore::markSubmitted(qint64, const QString &)
{
    return notImplemented();
}

Result<void> JobStore::requeue(qint64, qint64, const QString &, const QString &)
{
    return notImplemented();
}

Result<void> JobStore::markSolved(qint64, const QString &, qint64)
{
    return notImplemented();
}

Result<void> JobStore::markFailed(qint64, const QString &, const QString &)
{
    return notImplemented();
}

Result<void> JobStore::cancel(qint64)
{
    return notImplemented();
}

Result<void> JobStore::retry(qint64)
{
    return notImplemented();
}

Result<void> JobStore::recordEvent(qint64, const QString &, const QString &)
{
    return notImplemented();
}

Result<int> JobStore::recoverAfterRestart()
{
    return notImplemented();
}

QString JobStore::connectionName() const
{
    return d->connectionName;
}

} // namespace SolveDeck
