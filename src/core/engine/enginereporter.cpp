#include "enginereporter.h"

#include "core/engine/accountprobe.h"
#include "core/engine/engine.h"
#include "core/engine/enginecontext.h"
#include "core/engine/enginehealth.h"
#include "core/engine/enginelogging.h"
#include "core/engine/submitpipeline.h"
#include "core/store/accounts.h"

#include <algorithm>
#include <cstdlib>

namespace SolveDeck {

namespace {

// jobsChanged is emitted at most once per tick (ChangeBatcher).
constexpr qint64 kChangeBatchMs = 100;

} // namespace

EngineReporter::EngineReporter(Engine &engine,
                               EngineContext &context,
                               EngineHooks &engineHooks,
                               const SubmitPipeline &submits,
                               const AccountProbe &accountProbe,
                               const EngineHealth &engineHealth,
                               std::function<void()> batchReported)
    : q(engine)
    , c(context)
    , hooks(engineHooks)
    , pipeline(submits)
    , probe(accountProbe)
    , health(engineHealth)
    , m_batchReported(std::move(batchReported))
    , m_batcher(
          c.scheduler,
          kChangeBatchMs,
          [this](const QList<qint64> &ids) {
    reportBatch(ids);
          })
, m_idleReadings(c.scheduler, [this] {
    onIdleReadings();
})
{
}

void EngineReporter::start()
{
    m_idleReadings.startIn(std::max<qint64>(1, c.policy.idleReadingsMs));
    askBalance();
}

void EngineReporter::stop()
{
    m_idleReadings.stop();
    m_balanceRequest = 0; // aborted with every other request
    m_batcher.flushNow();
}

bool EngineReporter::isIdle() const
{
    // Also the jobs other engines on the database hold: should one of them die, this engine takes them over.
    return !pipeline.hasSubmitsInFlight() && c.schedule.size() == 0 && !c.journal.hasPending()
        && c.store->nextQueuedAttemptAtMs() == 0 && !c.store->hasJobsInFlight();
}

void EngineReporter::checkIdle()
{
    if (q.state() == Engine::State::Stopped) {
        return;
    }
    if (m_idle.update(isIdle())) {
        Q_EMIT q.idle();
    }
}

void EngineReporter::reportBatch(const QList<qint64> &ids)
{
    if (!ids.isEmpty()) {
        Q_EMIT q.jobsChanged(ids);
    }
    if (c.peerEngines > 0) {
        // With other engines on the account its total is the database's count (three queries): read once per
        // change batch and with each lease renewal, not after every answer. Claims count in their own transaction.
        m_accountBusyRead = Accounts(*c.store).capacity(c.account).busy;
    }
    reportCapacity();
    checkIdle();
    m_batchReported();
}

int EngineReporter::solvesInFlight() const
{
    return c.governor.threadsHeld() - pipeline.speculativeInFlight();
}

void EngineReporter::reportCapacity()
{
    const int inFlight = solvesInFlight();
    const int cap = c.governor.effectiveCap();
    const int plan = c.governor.planThreads();
    if (inFlight != m_lastInFlight || cap != m_lastCap || plan != m_lastPlan) {
        m_lastInFlight = inFlight;
        m_lastCap = cap;
        m_lastPlan = plan;
        Q_EMIT q.capacityChanged(inFlight, cap, plan);
    }
    // The account's total beside this engine's share: alone on the account they are the same; with other
    // engines, the database's count as last read.
    const int engines = q.state() == Engine::State::Stopped ? 0 : 1 + c.peerEngines;
    sendAccountTotal(c.peerEngines > 0 ? m_accountBusyRead : inFlight, engines);
    reportStatus();
}

void EngineReporter::reportAccount(const AccountCapacity &read)
{
    m_accountBusyRead = read.busy;
    sendAccountTotal(c.peerEngines > 0 ? read.busy : solvesInFlight(), std::max(1, read.liveEngines));
}

void EngineReporter::sendAccountTotal(int busy, int engines)
{
    if (busy != m_lastAccountBusy || engines != m_lastEngines) {
        m_lastAccountBusy = busy;
        m_lastEngines = engines;
        Q_EMIT q.accountChanged(busy, engines);
    }
}

EngineStatus EngineReporter::status() const
{
    EngineStatus s;
    s.state = int(q.state());
    s.reason = q.stateReason();
    s.inFlight = solvesInFlight();
    s.effectiveCap = c.governor.effectiveCap();
    s.capSetByOperator = c.capSetByOperator;
    s.planThreads = c.governor.planThreads();
    s.accountInFlight = std::max(0, m_lastAccountBusy);
    s.engines = std::max(0, m_lastEngines);
    const ThreadsInfo info = probe.lastInfo();
    s.accountThreads = info.threads;
    s.accountWorking = info.workingThreadsKnown ? info.workingThreads : -1;
    s.accountAtMs = probe.lastAnswerAtWallMs();
    if (probe.heldDuringLastAnswer() >= 0 && s.accountWorking >= 0) {
        // With other engines on the account, their share is the database's count beyond this engine's.
        const int others = c.peerEngines > 0 ? std::max(0, m_accountBusyRead - solvesInFlight()) : 0;
        s.databaseThreadsAtReading = probe.heldDuringLastAnswer() + others;
    }
    s.balance = m_balance;
    s.balanceAtMs = m_balanceAtWallMs;
    s.queuePaused = c.queuePause.paused;
    s.queuePausedBy = c.queuePause.by;
    s.queuePausedAtMs = c.queuePause.atMs;
    s.waitingForThreadSinceMs = hooks.submitsAllowed() ? c.waitingForThreadSinceWallMs : 0;
    s.banUntilMs = q.state() == Engine::State::Banned ? c.toWall(health.banUntilMs()) : 0;
    return s;
}

void EngineReporter::reportStatus()
{
    EngineStatus now = status();
    // The ban's end moves with the wall clock's reading by a few ms each time: compare it by the second.
    if (std::abs(now.banUntilMs - m_lastStatus.banUntilMs) < 1000) {
        now.banUntilMs = m_lastStatus.banUntilMs;
    }
    if (now == m_lastStatus) {
        return;
    }
    m_lastStatus = now;
    Q_EMIT q.statusChanged(now);
}

void EngineReporter::onIdleReadings()
{
    m_idleReadings.startIn(std::max<qint64>(1, c.policy.idleReadingsMs));
    // threadsinfo keeps its own (idle: slow) schedule; the balance is asked only while nothing is in flight, so a
    // working engine sends no extra requests.
    if (q.state() != Engine::State::Running || !hooks.idleForReadings()) {
        return;
    }
    askBalance();
}

void EngineReporter::askBalance()
{
    if (m_balanceRequest != 0 || !hooks.trafficAllowed()) {
        return;
    }
    m_balanceRequest = c.api->balance([this](const ApiResult<double> &answer) {
        m_balanceRequest = 0;
        if (answer.ok()) {
            m_balance = *answer.value;
            m_balanceAtWallMs = c.wallNow();
            reportStatus();
        } else {
            qCInfo(lcEngine) << "getbalance:" << answer.failure.code;
        }
    });
}

} // namespace SolveDeck
