#pragma once

#include <QByteArray>
#include <QList>
#include <QMutex>
#include <QString>

#include <deque>

namespace SolveDeck::Gateway {

// One request as the console's Gateway page lists it: never the token, the query or the body.
struct LoggedRequest
{
    quint64 exchangeId = 0;
    qint64 atMs = 0;    // wall clock (UTC ms) when it arrived
    QString clientName; // empty: not (or not yet) authenticated
    QByteArray method;
    QString path;   // without the query (res.php takes the key there)
    int status = 0; // 0 until answered
};

// The most recent requests of a running gateway, in memory only: the router records each one as it dispatches it,
// the native API and the compat desk name its client once authenticated, HttpServer its status once answered.
// Written on the gateway's thread, read from any (the page's timer): guarded by a mutex.
class RequestLog
{
public:
    explicit RequestLog(int capacity = 50);

    // A request is being dispatched; identify() names its client until dispatched() is called.
    void dispatching(quint64 exchangeId, const QByteArray &method, const QString &path, qint64 atMs);
    void identify(const QString &clientName);
    void dispatched();
    // The gateway answered the exchange (unknown ones, answered before dispatch, are not listed).
    void answered(quint64 exchangeId, int status);

    // Newest first.
    QList<LoggedRequest> recent() const;
    // Every request recorded since the start (also those that fell out of recent()).
    quint64 total() const;

private:
    LoggedRequest *find(quint64 exchangeId);

    const int m_capacity;
    mutable QMutex m_mutex;
    std::deque<LoggedRequest> m_entries; // oldest first
    quint64 m_current = 0;               // the exchange being dispatched
    quint64 m_total = 0;
};

} // namespace SolveDeck::Gateway
