#pragma once

#include "httpexchange.h"
#include "simconfig.h"

#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QRandomGenerator>
#include <QSet>

#include <optional>

namespace SolveDeckSim {

class FormData;

// The simulated CaptchaAI service: in.php and res.php, tasks, thread plans, bans, faults and the statistics
// the tests read. It knows nothing of sockets: it turns a request into a reply (HttpFront carries it out).
// Task readiness and thread release are computed lazily from (submit time + solve time) on each request, so
// there is no timer per task and a thread is still counted free from its readyAt on, polled or not.
// Not thread-safe: Simulator serialises every call.
class CaptchaService
{
public:
    CaptchaService();

    void setConfig(const SimConfig &config);

    const SimConfig &config() const { return m_config; }

    // Answers a request for /in.php or /res.php, faults included.
    HttpReplyData handleApi(const HttpRequestData &request);

    QJsonObject stats() const;
    // Forgets tasks, statistics and bans; keeps the configuration (and re-seeds when a seed is set).
    void reset();

    qint64 nowMs() const { return m_epochBase + m_clock.elapsed(); }

private:
    struct Task
    {
        qint64 id = 0;
        QString key;
        QString method; // recaptcha_v2 | recaptcha_v3 | turnstile | image
        QString pageurl;
        qint64 submittedAt = 0;
        qint64 readyAt = 0;
        bool unsolvable = false;
        QByteArray answer;
        std::optional<qint64> firstCollectedAt;
        int pollsBeforeCollection = 0;
        int polls = 0;
        qint64 lastPolledAt = 0;
        qint64 minPollGapMs = -1; // the shortest time between two polls of it; -1 = polled less than twice
        QString report;           // "", "bad", "good"
    };

    struct KeyState
    {
        int maxBusyThreads = 0;
        int refusedNoThread = 0;
        int capExceeded = 0; // tasks started while every thread of the plan was busy (only with enforcePlan off)
        int submits = 0;
        qint64 releasedBusyMs = 0;
        QList<qint64> activeTaskIds; // submitted, maybe not yet released
    };

    struct PeerState
    {
        int badKeysInARow = 0;
        qint64 bannedUntil = 0;
    };

    // What a fault drawn for the request does to its reply (the reply of the processed request, or a stand-in).
    static void applyFault(const QString &fault, HttpReplyData *reply);
    HttpReplyData submit(const FormData &form, const QString &peer, bool json, qint64 now);
    HttpReplyData result(const FormData &form, const QString &peer, bool json, qint64 now);
    HttpReplyData getOne(const QString &key, const QString &id, bool json, qint64 now);
    HttpReplyData getMany(const QString &key, const QString &ids, bool json, qint64 now);
    HttpReplyData threadsInfo(const QString &key, bool json, qint64 now);
    HttpReplyData report(const FormData &form, const QString &key, bool bad, bool json, qint64 now);

    // Returns an error reply when the peer is banned or the key is not accepted; counts bad keys toward a ban.
    std::optional<HttpReplyData> checkAccess(const QString &key, const QString &peer, bool json, qint64 now);
    // An answer for one id of res.php get: the token / text, CAPCHA_NOT_READY or an error code. Counts the poll.
    QByteArray pollAnswer(const QString &key, const QString &id, qint64 now, bool *ok);
    Task *findTask(const QString &key, const QString &id, qint64 now);

    void releaseFinished(qint64 now);
    int busyThreads(const QString &key, qint64 now) const;
    qint64 nextTaskId();
    bool isExpired(const Task &task, qint64 now) const;
    QString outcome(const Task &task, qint64 now) const;

    void count(const QString &name) { ++m_requests[name]; }

    void forgetOldTasks();

    SimConfig m_config;
    QRandomGenerator m_random;
    QElapsedTimer m_clock;
    qint64 m_epochBase = 0;
    qint64 m_startedAt = 0;
    qint64 m_nextId = 0;

    QHash<qint64, Task> m_tasks;
    QList<qint64> m_taskOrder;
    QHash<QString, KeyState> m_keys;
    QHash<QString, PeerState> m_peers;
    QHash<QString, qint64> m_requests;
    QHash<QString, qint64> m_faults;
    QSet<QString> m_seenPageurls;
    qint64 m_repeatedPageurlSubmits = 0;
};

} // namespace SolveDeckSim
