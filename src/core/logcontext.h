#pragma once

#include <QString>
#include <QtGlobal>

namespace SolveDeck {

// What a log line is about beyond its words, for structured logs (serve --log-format json, issue 37): the job and the
// gateway client a thread is working for while it logs. Code that handles one job or one client's request sets it
// for the scope of that work; the log formatter reads it with each line. Per thread, so the engine's thread and the
// gateway's never see each other's. Names only: never a token, a key or a page URL.
struct LogContext
{
    qint64 jobId = 0; // 0: none
    QString client;   // the gateway client's name; empty: none
};

// This thread's context now.
LogContext currentLogContext();

// Sets this thread's context for its lifetime, then puts back what was there before (scopes nest). A field left
// at 0 / empty keeps the outer scope's value.
class ScopedLogContext
{
public:
    explicit ScopedLogContext(qint64 jobId, const QString &client = {});
    ~ScopedLogContext();
    ScopedLogContext(const ScopedLogContext &) = delete;
    ScopedLogContext &operator=(const ScopedLogContext &) = delete;

private:
    LogContext m_previous;
};

// The job a log line names by the house convention "job <id> ..." at its start (the engine's lines about one job
// read so); 0 when it names none.
qint64 jobIdInMessage(const QString &message);

} // namespace SolveDeck
