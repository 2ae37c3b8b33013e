#include "core/service/health.h"

#include "core/store/jobstore.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>

namespace SolveDeck {

namespace {

Health unavailable(const char *cause, const char *message, const char *fix)
{
    Health h;
    h.cause = QString::fromLatin1(cause);
    h.message = QString::fromLatin1(message);
    h.fix = QString::fromLatin1(fix);
    return h;
}

} // namespace

QByteArray Health::json() const
{
    QJsonObject body{{QStringLiteral("status"), ok ? QStringLiteral("ok") : QStringLiteral("unavailable")}};
    if (!ok) {
        body.insert(QStringLiteral("cause"), cause);
        body.insert(QStringLiteral("message"), message);
        body.insert(QStringLiteral("fix"), fix);
    }
    return QJsonDocument(body).toJson(QJsonDocument::Compact);
}

Health assessHealth(const HealthFacts &facts)
{
    if (facts.stopping) {
        return unavailable("stopping",
                           "The service is stopping; unfinished jobs stay in the database for the next start.",
                           "Wait for the service manager to start it again, or start it.");
    }
    if (!facts.engineOpen) {
        return unavailable("starting",
                           "The engine has not opened the job database yet.",
                           "Wait a moment; if it lasts, read the service's log for the database's answer.");
    }
    if (facts.databaseReachable == false || facts.engineState == Engine::State::StoreError) {
        return unavailable("database_unreachable",
                           "The job database does not answer or does not take writes.",
                           "Check that the database server runs and is reachable, the disk has room and the "
                           "database's files can be written; the log names the database's error.");
    }
    switch (facts.engineState) {
    case Engine::State::Running: {
        Health h;
        h.ok = true;
        h.httpStatus = 200;
        h.cause = QStringLiteral("ok");
        return h;
    }
    case Engine::State::PausedForKey:
        return unavailable("key_rejected",
                           "The provider rejected the API key; no job is submitted until a new key is set.",
                           "Put a valid key where the service reads it (its credential, --key-file, "
                           "SOLVEDECK_API_KEY or the keychain) and restart the service.");
    case Engine::State::Banned:
        return unavailable("ip_banned",
                           "The provider banned this address for a while (IP_BANNED); traffic resumes when it ends.",
                           "Wait for the ban to end; too many requests with a wrong key cause it.");
    case Engine::State::EndpointProblem:
        return unavailable("endpoint_failing",
                           "The endpoint does not answer as the API, or its answers are lost; submits are held.",
                           "Check --endpoint and the network path to it; the engine retries on its own.");
    case Engine::State::Stopped:
    case Engine::State::StoreError:
        break;
    }
    return unavailable("engine_stopped",
                       "The engine is not running.",
                       "Restart the service; the log says why the engine stopped.");
}

Result<void> pingStore(const JobStore &store)
{
    if (!store.isOpen()) {
        return store.notOpenError();
    }
    QSqlQuery q = store.readQuery();
    if (!q.exec(QStringLiteral("SELECT 1 FROM store_meta LIMIT 1"))) {
        return Error{QStringLiteral("DB_UNREACHABLE"), q.lastError().text()};
    }
    q.finish();
    return {};
}

} // namespace SolveDeck
