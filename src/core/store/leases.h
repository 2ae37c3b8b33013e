#pragma once

#include "core/result.h"

#include <QList>
#include <QString>

namespace SolveDeck {

class JobStore;

// One engine (a console, a `solvedeck-cli run`) registered on the database: its lease lives while it heartbeats.
struct EngineInfo
{
    QString id; // host/pid/start ms/sequence: unique even for several engines in one process
    QString host;
    qint64 pid = 0;
    QString operatorName;
    QString account; // the fingerprint of the API key it runs with
    qint64 startedAtMs = 0;
    qint64 heartbeatAtMs = 0;
};

// The engines on one database and their leases (the engines table; docs/architecture.md "Leases"): each engine
// registers, heartbeats while it runs and unregisters when it stops; an engine whose lease lapsed is reaped by
// another (Claims::reapEngines), which takes over its jobs. Times come from the store's clock.
class Leases
{
public:
    explicit Leases(const JobStore &store);

    // Registers (or re-registers) an engine; heartbeat_at = started_at = now.
    Result<void> registerEngine(const EngineInfo &engine);
    // The lease lives on: heartbeat_at = now, and the account it runs with. NOT_FOUND when the row is gone (another
    // engine reaped it after a lapse): the caller registers again and owns only what it claims from then on.
    Result<void> heartbeat(const QString &engineId, const QString &account);
    // A clean stop: the row goes, so other engines take over its submitted tasks at once.
    Result<void> unregisterEngine(const QString &engineId);
    QList<EngineInfo> engines() const;

private:
    const JobStore &m_store;
};

} // namespace SolveDeck
