#include "resendqueue.h"

#include <algorithm>

namespace SolveDeck {

void ResendQueue::hold(const Job &job, qint64 lostAtMs, quint64 apiAnswers)
{
    remove(job.id);
    m_entries.append(Entry{job, lostAtMs, apiAnswers, false});
}

bool ResendQueue::contains(qint64 jobId) const
{
    return std::any_of(m_entries.cbegin(), m_entries.cend(), [jobId](const Entry &e) {
        return e.job.id == jobId;
    });
}

void ResendQueue::remove(qint64 jobId)
{
    m_entries.removeIf([jobId](const Entry &e) {
        return e.job.id == jobId;
    });
}

int ResendQueue::ready(quint64 apiAnswers) const
{
    return int(std::count_if(m_entries.cbegin(), m_entries.cend(), [apiAnswers](const Entry &e) {
        return isReady(e, apiAnswers);
    }));
}

QList<ResendQueue::Entry> ResendQueue::take(int room, quint64 apiAnswers)
{
    QList<Entry> taken;
    QList<Entry> kept;
    for (Entry &entry : m_entries) {
        if (!isReady(entry, apiAnswers)) {
            kept.append(entry);
        } else if (int(taken.size()) < room) {
            taken.append(entry);
        } else {
            entry.waitedForThread = true;
            kept.append(entry);
        }
    }
    m_entries = kept;
    return taken;
}

} // namespace SolveDeck
