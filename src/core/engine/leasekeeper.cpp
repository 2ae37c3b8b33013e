#include "leasekeeper.h"

#include "core/engine/enginelogging.h"
#include "core/store/accounts.h"
#include "core/store/claims.h"
#include "core/store/leases.h"

#include <QCoreApplication>
#include <QSysInfo>

#include <atomic>

namespace SolveDeck {

namespace {

// Several engines may run in one process (tests, benchmarks): the sequence keeps their ids apart.
std::atomic<int> engineSequence{0};

} // namespace

LeaseKeeper::LeaseKeeper(EngineContext &context)
    : c(context)
{
}

LeaseKeeper::Outcome LeaseKeeper::begin()
{
    m_identity = LeasePolicy::identity(QSysInfo::machineHostName(),
                                       QCoreApplication::applicationPid(),
                                       c.wallNow(),
                                       ++engineSequence);
    m_identity.operatorName = c.store->createdBy();
    m_identity.account = c.account;
    m_seenEngines.clear();
    Outcome outcome;
    if (const Result<void> registered = Leases(*c.store).registerEngine(m_identity); !registered) {
        outcome.ok = false;
        outcome.error = registered.error();
        qCWarning(lcEngine) << "engine not registered:" << registered.error().message;
        // Runs unregistered: its claims still guard its writes, and the next renewal registers it.
    }
    c.engineId = m_identity.id;
    Outcome reaped = reap(true);
    reaped.ok = reaped.ok && outcome.ok;
    if (!outcome.ok) {
        reaped.error = outcome.error;
    }
    return reaped;
}

LeaseKeeper::Outcome LeaseKeeper::renew()
{
    Outcome outcome;
    if (c.engineId.isEmpty()) {
        return outcome;
    }
    const Result<void> renewed = Leases(*c.store).heartbeat(c.engineId, c.account);
    if (!renewed) {
        if (renewed.error().code != QLatin1String("NOT_FOUND")) {
            outcome.ok = false;
            outcome.error = renewed.error();
            return outcome;
        }
        // Our lease lapsed (the process was stopped or the database unreachable for longer than the lease) and
        // another engine took our jobs over. Register again; what we still hold in memory is checked by the engine.
        qCWarning(lcEngine) << "engine" << c.engineId << "lost its lease; registering again";
        m_identity.account = c.account;
        if (const Result<void> registered = Leases(*c.store).registerEngine(m_identity); !registered) {
            outcome.ok = false;
            outcome.error = registered.error();
            return outcome;
        }
        outcome.lost = true;
    }
    Outcome reaped = reap(false);
    reaped.lost = outcome.lost;
    return reaped;
}

void LeaseKeeper::end()
{
    if (c.engineId.isEmpty()) {
        return;
    }
    if (const Result<void> removed = Leases(*c.store).unregisterEngine(c.engineId); !removed) {
        qCWarning(lcEngine) << "engine row not removed (it lapses by itself):" << removed.error().message;
    }
    c.engineId.clear();
    c.peerEngines = 0;
}

LeaseKeeper::Outcome LeaseKeeper::reap(bool force)
{
    Outcome outcome;
    const qint64 now = c.wallNow();
    const QString host = QSysInfo::machineHostName();
    QStringList dead;
    QSet<QString> present;
    int peers = 0;
    for (const EngineInfo &engine : Leases(*c.store).engines()) {
        if (engine.id == c.engineId) {
            continue;
        }
        if (m_policy.isLapsed(engine, now, host, &LeasePolicy::processAlive)) {
            dead << engine.id;
            continue;
        }
        present.insert(engine.id);
        if (engine.account == c.account) {
            ++peers;
        }
    }
    c.peerEngines = peers;
    // An engine that stopped cleanly removed its row: its jobs have no claimant now.
    bool vanished = false;
    for (const QString &id : std::as_const(m_seenEngines)) {
        if (!present.contains(id)) {
            vanished = true;
            break;
        }
    }
    m_seenEngines = present;
    if (force || vanished || !dead.isEmpty()) {
        const Result<Claims::Reaped> reaped = Claims(*c.store).reapEngines(c.engineId, dead);
        if (!reaped) {
            outcome.ok = false;
            outcome.error = reaped.error();
            return outcome;
        }
        outcome.requeued = reaped->requeued;
        outcome.adopted = reaped->adopted;
        if (!dead.isEmpty()) {
            qCInfo(lcEngine) << "engines gone:" << dead;
        }
    }
    outcome.account = Accounts(*c.store).capacity(c.account);
    return outcome;
}

} // namespace SolveDeck
