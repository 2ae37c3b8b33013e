#pragma once

#include "core/store/eventhorizon.h"
#include "core/store/eventlog.h"
#include "gateway/gatewayexchange.h"

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QTimer>

#include <functional>
#include <optional>

namespace SolveDeck {
class JobStore;
}

namespace SolveDeck::Gateway {

// Fans the job timeline (job_events) out to the gateway's event streams (GET /v1/events) and held long-polls
// (GET /v1/solve/{id}?wait=N). One cursor for the whole gateway: each pass reads the rows after it in ONE query
// for every stream (EventLog::after, joined to the job for its owner and token) and writes each row to the streams
// of its owner and to the long-polls of its job. EventHorizon decides how far the cursor may move, so on
// PostgreSQL an event committed late with a lower id is never skipped and rows go out in id order.
//
// A pass runs when woken (the group commit stored jobs, the engine changed jobs: coalesced to one pass per event
// loop turn), and every `pollMs` while anyone listens (events written by another process: a cheap indexed read).
// A stream that resumes (Last-Event-ID) first gets its owner's rows between its id and the cursor, then live ones:
// nothing missed, nothing repeated. Lives on the gateway's thread.
class EventHub : public QObject
{
    Q_OBJECT

public:
    // `store` is the gateway thread's own connection; it must outlive the hub.
    explicit EventHub(const JobStore &store, QObject *parent = nullptr);

    // Sets the cursor at the latest event (live from now). False with the reason in *error when the read failed.
    bool start(QString *error);

    // Ends every stream and answers every long-poll (the gateway stops).
    void stop();

    // A pass soon (coalesced).
    void wake();

    // A stream of `owner`'s events, resuming after `lastEventId` (nullopt: live from now; 0: from its first event).
    void addStream(qint64 owner, std::optional<qint64> lastEventId, const GatewayStream &stream);

    // A long-poll of `owner` on job `jobId`, answered by `answer` when the job ends (a pass sees its final event), at
    // `deadlineMs` (steady clock, QDeadlineTimer ms) or at stop(), whichever comes first (`revoked` false), or when
    // the owner is revoked (endClient: `revoked` true).
    void holdPoll(qint64 jobId,
                  qint64 owner,
                  qint64 deadlineMs,
                  const GatewayExchange &exchange,
                  std::function<void(bool revoked)> answer);

    // The owner was revoked: its long-polls are answered at once (revoked) and its streams end.
    void endClient(qint64 owner);

    // Forgets a stream or a long-poll whose client went away (HttpServer::exchangeClosed).
    void forget(quint64 exchangeId);

    int streamCount() const;
    // The streams open now, by client id (clients with none are absent).
    QHash<qint64, int> streamsByOwner() const;

    int pollCount() const { return int(m_polls.size()); }

    // The id, event name and data JSON of one event as a stream carries it.
    static QJsonObject eventJson(const OwnedJobEvent &event);

    // How often the log is read while anyone listens (ms).
    void setPollInterval(int ms);

    // Runs before a pass delivers events it read (not on passes that found none): the desk looks for revoked clients
    // there, so a client revoked a moment ago is sent none of its jobs' events (no token) before its streams end.
    void setBeforeDelivery(std::function<void()> hook) { m_beforeDelivery = std::move(hook); }

private:
    struct Held
    {
        qint64 jobId = 0;
        qint64 owner = 0;
        qint64 deadlineMs = 0;
        GatewayExchange exchange;
        std::function<void(bool revoked)> answer;
    };

    void pass();
    void deliver(const OwnedJobEvent &event);
    void answerDuePolls();
    void forgetPollOf(qint64 jobId);
    void updateTimer();
    static void write(const GatewayStream &stream, const OwnedJobEvent &event);

    const JobStore &m_store;
    EventLog m_log;
    EventHorizon m_horizon;
    QHash<qint64, QList<GatewayStream>> m_streams; // by owner
    QList<Held> m_polls;
    QHash<qint64, int> m_pollsByJob;
    std::function<void()>
        m_beforeDelivery; // how many of m_polls wait on each job: a pass looks at m_polls only for those
    QTimer m_pollTimer;
    bool m_passQueued = false;
    bool m_stopped = false;
};

} // namespace SolveDeck::Gateway
