#include "core/stats/statsloader.h"

#include "core/store/jobstore.h"

#include <QSqlQuery>
#include <QVariant>

namespace SolveDeck {

namespace {

// Re-read this far behind the newest collection seen: writers on other connections commit out of order by a little.
constexpr qint64 kOverlapMs = 60'000;

} // namespace

int StatsLoader::refresh(const JobStore &store, SolveStats &stats, qint64 nowMs)
{
    if (!store.isOpen()) {
        return 0;
    }
    stats.prune(nowMs);
    const qint64 since = stats.newestCollectedAtMs() > 0 ? stats.newestCollectedAtMs() - kOverlapMs
                                                         : nowMs - SolveStats::kMaxWindowMs;
    int read = 0;
    QSqlQuery q = store.readQuery();
    if (JobStore::exec(q,
                       QStringLiteral("SELECT id, method, submitted_at, collected_at FROM jobs"
                                      " WHERE state = ? AND collected_at >= ? ORDER BY collected_at"),
                       {jobStateName(JobState::Solved), since})) {
        while (q.next()) {
            const std::optional<Method> method = methodFromName(q.value(1).toString());
            if (!method) {
                continue;
            }
            stats.addSolve(
                SolveRecord{q.value(0).toLongLong(), *method, q.value(2).toLongLong(), q.value(3).toLongLong()});
            ++read;
        }
    }
    q.finish();
    QList<InFlightRecord> inFlight;
    if (JobStore::exec(q,
                       QStringLiteral("SELECT id, submitted_at FROM jobs WHERE state = ? AND submitted_at > 0"),
                       {jobStateName(JobState::Submitted)})) {
        while (q.next()) {
            inFlight.append(InFlightRecord{q.value(0).toLongLong(), q.value(1).toLongLong()});
        }
    }
    stats.setInFlight(inFlight);
    return read;
}

QueueCounts StatsLoader::queueCounts(const JobStore &store, qint64 dayStartMs)
{
    QueueCounts counts;
    if (!store.isOpen()) {
        return counts;
    }
    QSqlQuery q = store.readQuery();
    if (JobStore::exec(q,
                       QStringLiteral("SELECT (SELECT COUNT(*) FROM jobs WHERE state = ?),"
                                      " (SELECT COUNT(*) FROM jobs WHERE state = ? AND finished_at >= ?)"),
                       {jobStateName(JobState::Queued), jobStateName(JobState::Failed), dayStartMs})
        && q.next()) {
        counts.queued = q.value(0).toInt();
        counts.failedToday = q.value(1).toInt();
    }
    return counts;
}

} // namespace SolveDeck
