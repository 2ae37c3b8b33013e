#pragma once

#include "core/engine/changebatcher.h"
#include "core/engine/enginestatus.h"
#include "core/engine/scheduler.h"
#include "core/net/apiservice.h"

#include <QList>

#include <functional>

namespace SolveDeck {

class AccountProbe;
class Engine;
class EngineHealth;
class EngineHooks;
class SubmitPipeline;
struct AccountCapacity;
struct EngineContext;

// What the engine tells its listeners, through Engine's signals: the changed jobs once per change batch
// (jobsChanged, every 100 ms at most), the gauge (capacityChanged), the account's total (accountChanged), the whole
// picture (statusChanged, EngineStatus) and the edge to idle (idle), each only when it changed. It also keeps the
// readings people see beside them fresh while nothing is in flight (threadsinfo's slow schedule is AccountProbe's;
// getbalance is asked here).
class EngineReporter
{
public:
    // `batchReported` runs after each change batch was reported (the engine saves what it learned then).
    EngineReporter(Engine &engine,
                   EngineContext &context,
                   EngineHooks &engineHooks,
                   const SubmitPipeline &submits,
                   const AccountProbe &accountProbe,
                   const EngineHealth &engineHealth,
                   std::function<void()> batchReported);

    // Engine start: the readings' timer runs, and the balance is asked at once.
    void start();
    // Engine stop (after the state changed): the readings stop; what is pending in the batch is reported now.
    void stop();

    // A job changed (the store's jobsChanged): reported with the batch.
    void noteJobChanged(qint64 id) { m_batcher.note(id); }

    // Something new to do arrived: the next idle is news again.
    void markBusy() { m_idle.markBusy(); }

    // Nothing queued (due or backing off) and nothing in flight, by this engine or any other on the database.
    bool isIdle() const;
    void checkIdle();

    // The gauge, the account's total and the status, each sent when it changed. Reads nothing from the database.
    void reportCapacity();
    // The account's row as the lease renewal read it: engines and, with other engines on the account, their total.
    void reportAccount(const AccountCapacity &read);
    void reportStatus();

    // The whole picture now.
    EngineStatus status() const;

    // What the gauge shows: this engine's solves in flight, without speculative submits in flight (those are sent
    // while every counted thread is busy and hold a thread only if one of the counted tasks has freed it).
    int solvesInFlight() const;

private:
    void reportBatch(const QList<qint64> &ids);
    void sendAccountTotal(int busy, int engines);
    void onIdleReadings();
    void askBalance();

    Engine &q;
    EngineContext &c;
    EngineHooks &hooks;
    const SubmitPipeline &pipeline;
    const AccountProbe &probe;
    const EngineHealth &health;
    std::function<void()> m_batchReported;
    ChangeBatcher m_batcher;
    IdleDetector m_idle;
    // The readings for people: getbalance while nothing is in flight.
    ScheduledCall m_idleReadings;
    double m_balance = 0;
    qint64 m_balanceAtWallMs = 0;
    ApiService::RequestId m_balanceRequest = 0;
    // With other engines on the account: its total as the database counted it last (once per change batch and at
    // each lease renewal).
    int m_accountBusyRead = 0;
    EngineStatus m_lastStatus;
    int m_lastInFlight = -1;
    int m_lastCap = -1;
    int m_lastPlan = -1;
    int m_lastAccountBusy = -1;
    int m_lastEngines = -1;
};

} // namespace SolveDeck
