#pragma once

#include "core/result.h"

#include <QList>
#include <QSqlQuery>
#include <QString>

namespace SolveDeck {

class JobStore;

// One operator action, as the audit log keeps it.
struct AuditEntry
{
    qint64 id = 0;
    qint64 atMs = 0;
    QString actor;  // "user@machine" (JobStore::createdBy)
    QString app;    // "console" or "cli": which interface the action came through; "engine": found by the engine itself
    QString action; // a stable name: "key.set", "hosts.allow", "queue.pause", "jobs.export", ...
    QString detail; // what it acted on, in words; never the API key
};

// "1 job", "5 jobs": an entry's detail is English whatever the console's language (the CLI and every operator read
// the same record); the console words it in its own language when it shows it (gui/auditwords).
QString auditCount(qint64 count, const char *noun);

// Which entries AuditLog::entries returns, oldest first.
struct AuditQuery
{
    qint64 sinceMs = 0; // entries at or after this time; 0: from the start
    qint64 untilMs = 0; // entries before this time; 0: up to now
    QString action;     // this action only, or those starting with "<prefix>." when it ends with '.'; empty: all
    QString text;       // entries whose actor, action or detail contains this (case-insensitive); empty: all
    int limit = -1;     // -1: no limit (the newest `limit` when set)
};

// The operator audit log (the store's audit_log table): who did what, when, through which interface. Append-only:
// nothing here updates or deletes a row. Write an action's entry in the same transaction as the action itself
// (append() inside JobStore::write) where there is one, so an action is never done without its record or recorded
// without being done; record() for actions that write nothing else to the database (an export, a key change).
class AuditLog
{
public:
    explicit AuditLog(JobStore &store);

    // Which interface this process is ("console" or "cli"); set once at start. Default "cli".
    static void setApplication(const QString &app);
    static QString application();

    // Appends one entry in a write transaction of its own.
    Result<void> record(const QString &action, const QString &detail);
    // Appends one entry with q, inside a JobStore::write body: false with the cause in q.lastError().
    bool append(QSqlQuery &q, const QString &action, const QString &detail) const;
    // The same for what the engine found or did by itself, no operator asking (kEngine in place of the interface):
    // a service's capabilities, checked at an engine's start, are not the console's operator's doing.
    bool appendByEngine(QSqlQuery &q, const QString &action, const QString &detail) const;
    static constexpr QLatin1StringView kEngine{"engine"};

    // DB_READ_FAILED when the database cannot be read.
    Result<QList<AuditEntry>> entries(const AuditQuery &query = {}) const;

private:
    bool insert(QSqlQuery &q, const QString &app, const QString &action, const QString &detail) const;

    JobStore &m_store;
};

} // namespace SolveDeck
