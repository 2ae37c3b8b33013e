#pragma once

#include "core/engine/engine.h"
#include "core/result.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace SolveDeck {

class JobStore;

// What GET /healthz judges (issue 37), as plain facts the caller reads from the engine host and the store: no
// job data, no secret, nothing that would need a token to see.
struct HealthFacts
{
    bool engineOpen = false; // EngineHost::isOpen(): the engine's store connection is open and its schema current
    Engine::State engineState = Engine::State::Stopped; // EngineHost::state() (or EngineStatus::state)
    bool stopping = false;                              // the graceful stop (SIGTERM/SIGINT) has begun
    // The caller's own connection answered pingStore(); nullopt when it did not ask (the engine's state then
    // speaks for the database: StoreError).
    std::optional<bool> databaseReachable;
};

// The answer: 200 {"status": "ok"} while the database is open and the engine runs; else 503 with the cause, a
// sentence and the fix. The words are fixed per cause (never the engine's reason, which may name a host, a path
// or a server's text).
struct Health
{
    bool ok = false;
    int httpStatus = 503;
    // ok, starting, stopping, database_unreachable, key_rejected, ip_banned, endpoint_failing, engine_stopped
    QString cause;
    QString message;
    QString fix;

    // {"status": "ok"} or {"status": "unavailable", "cause": ..., "message": ..., "fix": ...}, compact, UTF-8.
    QByteArray json() const;

    static QByteArray contentType() { return QByteArrayLiteral("application/json"); }
};

Health assessHealth(const HealthFacts &facts);

// One cheap statement on `store`'s connection (it reads one row of store_meta): whether the database answers now.
// On PostgreSQL a round trip to the server; on SQLite a read of the file. The error says what failed.
Result<void> pingStore(const JobStore &store);

} // namespace SolveDeck
