#include "storejournal.h"

#include "core/engine/enginelogging.h"

#include <algorithm>

namespace SolveDeck {

bool StoreJournal::write(qint64 jobId, const QString &what, Write write, qint64 nowMs, const QString &taskId)
{
    Entry entry{jobId, what, std::move(write), taskId, 0};
    if (m_pending.isEmpty() && attempt(entry, nowMs)) {
        return true;
    }
    if (entry.keptSinceMs == 0) {
        // Queued behind earlier writes without being tried: kept from now.
        entry.keptSinceMs = nowMs;
        qCWarning(lcEngine) << "job" << jobId << what << (taskId.isEmpty() ? QString() : taskId) << "waits behind"
                            << m_pending.size() << "earlier write(s) the database has not taken";
    }
    m_pending.append(std::move(entry));
    return false;
}

bool StoreJournal::retry(qint64 nowMs)
{
    while (!m_pending.isEmpty()) {
        if (!attempt(m_pending.first(), nowMs)) {
            return false;
        }
        m_pending.removeFirst();
    }
    return true;
}

bool StoreJournal::isPending(qint64 jobId) const
{
    return std::any_of(m_pending.cbegin(), m_pending.cend(), [jobId](const Entry &e) {
        return e.jobId == jobId;
    });
}

QList<UnstoredTaskId> StoreJournal::unstoredTaskIds() const
{
    QList<UnstoredTaskId> ids;
    for (const Entry &e : m_pending) {
        if (!e.taskId.isEmpty()) {
            ids.append({e.jobId, e.taskId});
        }
    }
    return ids;
}

void StoreJournal::noteResult(const Result<void> &result, qint64 nowMs)
{
    if (result) {
        if (m_pending.isEmpty()) {
            m_failingSinceMs = 0;
        }
        return;
    }
    if (m_failingSinceMs == 0) {
        m_failingSinceMs = nowMs;
    }
    m_lastError = result.error().message;
}

void StoreJournal::clear()
{
    m_pending.clear();
    m_failingSinceMs = 0;
    m_lastError.clear();
}

bool StoreJournal::attempt(Entry &entry, qint64 nowMs)
{
    const Result<void> done = entry.write();
    if (done) {
        m_failingSinceMs = 0;
        if (entry.keptSinceMs > 0) {
            qCInfo(lcEngine) << "job" << entry.jobId << entry.what << entry.taskId << "stored after"
                             << (nowMs - entry.keptSinceMs) / 1000 << "s in memory";
        }
        return true;
    }
    const QString code = done.error().code;
    if (code == QLatin1String("INVALID_TRANSITION") || code == QLatin1String("NOT_FOUND")) {
        // The job moved on elsewhere (canceled by the user, taken over by another process): nothing to keep.
        qCInfo(lcEngine) << "job" << entry.jobId << entry.what << "not recorded:" << done.error().message;
        m_failingSinceMs = 0;
        return true;
    }
    if (m_failingSinceMs == 0) {
        m_failingSinceMs = nowMs;
    }
    m_lastError = done.error().message;
    if (entry.keptSinceMs == 0) {
        entry.keptSinceMs = nowMs;
        if (entry.taskId.isEmpty()) {
            qCWarning(lcEngine) << "job" << entry.jobId << entry.what << "not stored yet, kept to retry:" << code
                                << done.error().message;
        } else {
            qCWarning(lcEngine) << "job" << entry.jobId << "task id" << entry.taskId
                                << "not stored yet: kept in memory, its task polled, the write retried until the "
                                   "database takes it:"
                                << code << done.error().message;
        }
    }
    return false;
}

} // namespace SolveDeck
