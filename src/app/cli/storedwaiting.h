#pragma once

#include "core/engine/waitingreason.h"
#include "core/model/job.h"
#include "core/store/authorisedhosts.h"

#include <QJsonValue>
#include <QList>

#include <optional>

namespace SolveDeck {
class JobStore;
}

namespace SolveDeck::Cli {

// The waiting reason of a job computed from what the database holds (list --json, show --json, show): the queue's
// pause, the live engines, the account's cap and busy threads (when the database has one account), the job's
// back-off and its latest back-off event, and whether its target host is authorised. What only a running engine knows
// (a rejected key, a ban) is not stored, so a job held by one shows the reason the database can give.
class StoredWaiting
{
public:
    explicit StoredWaiting(const JobStore &store);

    // events: the job's timeline when the caller has it (else it is read for a job backing off).
    WaitingReason reasonFor(const Job &job, const QList<JobEvent> *events = nullptr) const;
    // {"name": ..., "text": ...}, or null when the job does not wait.
    QJsonValue jsonFor(const Job &job, const QList<JobEvent> *events = nullptr) const;

private:
    const JobStore &m_store;
    WaitingFacts m_base;
    // The authorised targets when the reader could read them (else every host reads as authorised here; the claim
    // still enforces them).
    std::optional<AuthorisedHostSet> m_hosts;
};

} // namespace SolveDeck::Cli
