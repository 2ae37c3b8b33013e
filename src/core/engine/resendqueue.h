#pragma once

#include "core/model/job.h"

#include <QList>
#include <QString>

namespace SolveDeck {

// Jobs whose submit lost its answer, waiting to be sent again. The engine keeps holding their claim (they stay
// submitting in the store, so no other engine takes them and a crash recovers them as uncertain submits), and
// sends them again before any job not yet tried, as soon as
//   - the service has answered some request since the loss: proof it is up (in an outage nothing answers, and a
//     re-send would only lose its answer too, each loss possibly a paid task), and
//   - a thread is free (the lost task may hold one: CapacityGovernor counts it until the account shows it free).
// Pure bookkeeping: the caller counts API answers and says how much room there is.
class ResendQueue
{
public:
    struct Entry
    {
        Job job;
        qint64 lostAtMs = 0; // engine time
        quint64 answersAtLoss = 0;
        bool waitedForThread = false; // it was ready (the service had answered) while no thread was free
    };

    // Job `job` lost its submit's answer at `lostAtMs`, when `apiAnswers` API answers had been seen.
    void hold(const Job &job, qint64 lostAtMs, quint64 apiAnswers);
    bool contains(qint64 jobId) const;
    void remove(qint64 jobId);

    void clear() { m_entries.clear(); }

    bool isEmpty() const { return m_entries.isEmpty(); }

    int size() const { return int(m_entries.size()); }

    // Held jobs whose loss the service has answered since.
    int ready(quint64 apiAnswers) const;
    // Takes up to `room` ready jobs, the earliest loss first. Ready jobs left behind (no room) are marked as having
    // waited for a thread.
    QList<Entry> take(int room, quint64 apiAnswers);

private:
    static bool isReady(const Entry &entry, quint64 apiAnswers) { return apiAnswers > entry.answersAtLoss; }

    QList<Entry> m_entries; // in the order of their losses
};

} // namespace SolveDeck
