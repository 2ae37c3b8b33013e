#pragma once

#include "core/engine/enginecontext.h"
#include "core/engine/leasepolicy.h"
#include "core/store/accounts.h"

#include <QSet>

namespace SolveDeck {

// This engine's lease on the database, and the jobs of engines whose lease is gone (docs/architecture.md
// "Leases"). begin() registers the engine and takes over what gone engines left; renew() (every
// LeasePolicy::heartbeatMs) keeps the lease, reads the account's shared cap, and takes over again when another
// engine stopped or died. What it takes over is handed back: submitting jobs were queued again (their submit's
// fate is unknown), submitted jobs are now this engine's to poll.
class LeaseKeeper
{
public:
    explicit LeaseKeeper(EngineContext &context);

    struct Outcome
    {
        bool ok = true;    // false: the database did not take the lease's writes (Error in `error`)
        bool lost = false; // our row was gone: another engine took our jobs over; we registered anew
        Error error;
        QList<qint64> requeued;
        QList<Job> adopted;
        AccountCapacity account;
    };

    Outcome begin();
    Outcome renew();
    void end();

    const LeasePolicy &policy() const { return m_policy; }

    void setPolicy(const LeasePolicy &policy) { m_policy = policy; }

private:
    // Engines gone by the policy, and whether one vanished (stopped) since the last look.
    Outcome reap(bool force);

    EngineContext &c;
    LeasePolicy m_policy;
    EngineInfo m_identity;
    QSet<QString> m_seenEngines;
};

} // namespace SolveDeck
