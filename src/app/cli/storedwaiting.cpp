#include "storedwaiting.h"

#include "core/model/hostpattern.h"
#include "core/store/accounts.h"
#include "core/store/jobstore.h"
#include "core/store/leases.h"
#include "core/store/queuecontrol.h"

#include <QDateTime>
#include <QJsonObject>

#include <algorithm>

namespace SolveDeck::Cli {

namespace {

// An engine whose heartbeat is older than this is gone (LeasePolicy's 30 s).
constexpr qint64 kLeaseLapseMs = 30'000;

} // namespace

StoredWaiting::StoredWaiting(const JobStore &store)
    : m_store(store)
{
    m_base.nowMs = QDateTime::currentMSecsSinceEpoch();
    const QueuePause pause = QueueControl::read(store);
    m_base.queuePaused = pause.paused;
    m_base.queuePausedBy = pause.by;
    m_base.queuePausedAtMs = pause.atMs;
    int live = 0;
    QStringList accounts;
    for (const EngineInfo &engine : Leases(store).engines()) {
        if (m_base.nowMs - engine.heartbeatAtMs <= kLeaseLapseMs) {
            ++live;
        }
        if (!engine.account.isEmpty() && !accounts.contains(engine.account)) {
            accounts << engine.account;
        }
    }
    m_base.liveEngines = live;
    if (Result<AuthorisedHostSet> hosts = AuthorisedHosts(store).snapshot()) {
        m_hosts = std::move(hosts.value());
    }
    // One account on the database (the usual case): its cap and busy threads say whether the cap is full.
    if (accounts.size() == 1) {
        const AccountCapacity capacity = Accounts(store).capacity(accounts.first());
        m_base.effectiveCap = capacity.effectiveCap();
        m_base.planThreads = capacity.planThreads;
        m_base.inFlight = capacity.busy;
    }
}

WaitingReason StoredWaiting::reasonFor(const Job &job, const QList<JobEvent> *events) const
{
    WaitingFacts facts = m_base;
    facts.state = job.state;
    facts.nextAttemptAtMs = job.nextAttemptAtMs;
    facts.submittedAtMs = job.submittedAtMs;
    facts.hostAuthorised = !m_hosts || m_hosts->allows(job.spec.pageurl);
    facts.targetHost = facts.hostAuthorised ? QString() : HostPattern::hostOfUrl(job.spec.pageurl);
    if (job.state == JobState::Queued && job.nextAttemptAtMs > facts.nowMs) {
        const QList<JobEvent> read = events ? QList<JobEvent>{} : m_store.events(job.id);
        const QList<JobEvent> &timeline = events ? *events : read;
        const auto latestBackoff = std::find_if(timeline.crbegin(), timeline.crend(), [](const JobEvent &event) {
            return event.kind == QLatin1String(EventKind::Backoff)
                || event.kind == QLatin1String(EventKind::UncertainSubmit);
        });
        if (latestBackoff != timeline.crend()) {
            facts.backoffCause = latestBackoff->detail;
        }
    }
    return waitingReason(facts);
}

QJsonValue StoredWaiting::jsonFor(const Job &job, const QList<JobEvent> *events) const
{
    const WaitingReason reason = reasonFor(job, events);
    if (reason.isNull()) {
        return QJsonValue::Null;
    }
    return QJsonObject{{QStringLiteral("name"), reason.name}, {QStringLiteral("text"), reason.text}};
}

} // namespace SolveDeck::Cli
