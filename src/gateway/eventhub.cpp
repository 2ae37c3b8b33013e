#include "eventhub.h"

#include "core/io/jobjson.h"
#include "core/store/jobstore.h"
#include "gateway/gatewaylogging.h"

#include <QDeadlineTimer>
#include <QJsonDocument>

namespace SolveDeck::Gateway {

namespace {

// Rows read per pass (a pass that fills it runs again at once).
constexpr int kPageRows = 1000;

qint64 steadyNowMs()
{
    return QDeadlineTimer::current().deadline();
}

} // namespace

EventHub::EventHub(const JobStore &store, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_log(store)
    , m_horizon(!store.isPostgres())
{
    // 15 ms: well inside the 50 ms target for a solved job's event, and one indexed read of nothing new costs
    // a few microseconds on SQLite.
    m_pollTimer.setInterval(15);
    connect(&m_pollTimer, &QTimer::timeout, this, &EventHub::pass);
}

void EventHub::setPollInterval(int ms)
{
    m_pollTimer.setInterval(ms);
}

bool EventHub::start(QString *error)
{
    const Result<EventLog::Latest> latest = m_log.latest();
    if (!latest) {
        if (error != nullptr) {
            *error = latest.error().message;
        }
        return false;
    }
    m_horizon.start(latest->id, latest->snapshotXmax);
    return true;
}

void EventHub::stop()
{
    m_stopped = true;
    m_pollTimer.stop();
    const QList<Held> polls = std::exchange(m_polls, {});
    m_pollsByJob.clear();
    for (const Held &held : polls) {
        held.answer(false);
    }
    const auto streams = std::exchange(m_streams, {});
    for (const QList<GatewayStream> &list : streams) {
        for (const GatewayStream &stream : list) {
            stream.close();
        }
    }
}

void EventHub::wake()
{
    if (m_passQueued || m_stopped) {
        return;
    }
    m_passQueued = true;
    QMetaObject::invokeMethod(this, &EventHub::pass, Qt::QueuedConnection);
}

int EventHub::streamCount() const
{
    int count = 0;
    for (const QList<GatewayStream> &list : m_streams) {
        count += int(list.size());
    }
    return count;
}

QHash<qint64, int> EventHub::streamsByOwner() const
{
    QHash<qint64, int> counts;
    for (auto it = m_streams.cbegin(); it != m_streams.cend(); ++it) {
        if (!it->isEmpty()) {
            counts.insert(it.key(), int(it->size()));
        }
    }
    return counts;
}

void EventHub::addStream(qint64 owner, std::optional<qint64> lastEventId, const GatewayStream &stream)
{
    if (m_stopped || !stream.isOpen()) {
        stream.close();
        return;
    }
    // Catch up first, so "live" starts now and not at the last pass.
    pass();
    // The backlog: the owner's rows after its id up to the cursor; everything past the cursor comes live, and the
    // hub's passes run on this thread, so nothing falls between the two.
    qint64 after = lastEventId.value_or(0);
    while (lastEventId && after < m_horizon.cursor()) {
        const Result<QList<OwnedJobEvent>> rows = m_log.ofOwner(owner, after, m_horizon.cursor(), kPageRows);
        if (!rows) {
            qCWarning(lcGatewayHttp) << "event stream resume failed:" << rows.error().message;
            stream.close();
            return;
        }
        for (const OwnedJobEvent &event : *rows) {
            write(stream, event);
        }
        if (rows->size() < kPageRows) {
            break;
        }
        after = rows->constLast().id;
    }
    m_streams[owner].append(stream);
    updateTimer();
}

void EventHub::holdPoll(qint64 jobId,
                        qint64 owner,
                        qint64 deadlineMs,
                        const GatewayExchange &exchange,
                        std::function<void(bool revoked)> answer)
{
    if (m_stopped) {
        answer(false);
        return;
    }
    m_polls.append(Held{jobId, owner, deadlineMs, exchange, std::move(answer)});
    ++m_pollsByJob[jobId];
    updateTimer();
}

void EventHub::endClient(qint64 owner)
{
    QList<Held> ended;
    m_polls.removeIf([&](const Held &held) {
        if (held.owner != owner) {
            return false;
        }
        ended << held;
        return true;
    });
    for (const Held &held : std::as_const(ended)) {
        forgetPollOf(held.jobId);
        held.answer(true);
    }
    const QList<GatewayStream> streams = m_streams.take(owner);
    for (const GatewayStream &stream : streams) {
        stream.close();
    }
    updateTimer();
}

void EventHub::forgetPollOf(qint64 jobId)
{
    const auto it = m_pollsByJob.find(jobId);
    if (it != m_pollsByJob.end() && --it.value() <= 0) {
        m_pollsByJob.erase(it);
    }
}

void EventHub::forget(quint64 exchangeId)
{
    m_polls.removeIf([this, exchangeId](const Held &held) {
        if (held.exchange.id() != exchangeId) {
            return false;
        }
        forgetPollOf(held.jobId);
        return true;
    });
    for (auto it = m_streams.begin(); it != m_streams.end();) {
        it->removeIf([exchangeId](const GatewayStream &stream) {
            return stream.id() == exchangeId;
        });
        it = it->isEmpty() ? m_streams.erase(it) : std::next(it);
    }
    updateTimer();
}

void EventHub::updateTimer()
{
    const bool listening = !m_streams.isEmpty() || !m_polls.isEmpty();
    if (listening && !m_stopped && !m_pollTimer.isActive()) {
        m_pollTimer.start();
    } else if (!listening && m_pollTimer.isActive()) {
        m_pollTimer.stop();
    }
}

void EventHub::pass()
{
    m_passQueued = false;
    if (m_stopped) {
        return;
    }
    bool more = true;
    while (more) {
        const Result<EventPage> page = m_log.after(m_horizon.cursor(), kPageRows);
        if (!page) {
            qCWarning(lcGatewayHttp) << "event hub:" << page.error().message;
            break;
        }
        QList<qint64> ids;
        ids.reserve(page->events.size());
        for (const OwnedJobEvent &event : page->events) {
            ids << event.id;
        }
        const int ready = m_horizon.take(ids, page->snapshotXmin, page->snapshotXmax);
        if (m_beforeDelivery) {
            // Only when something of this page goes to a listener: a page of other owners' events costs no look.
            for (int i = 0; i < ready; ++i) {
                const OwnedJobEvent &event = page->events.at(i);
                if (m_streams.contains(event.owner) || m_pollsByJob.contains(event.jobId)) {
                    m_beforeDelivery();
                    break;
                }
            }
        }
        for (int i = 0; i < ready; ++i) {
            deliver(page->events.at(i));
        }
        more = ready == kPageRows;
    }
    answerDuePolls();
    updateTimer();
}

void EventHub::deliver(const OwnedJobEvent &event)
{
    const auto streams = m_streams.constFind(event.owner);
    if (streams != m_streams.constEnd()) {
        for (const GatewayStream &stream : *streams) {
            write(stream, event);
        }
    }
    if (!isTerminal(event.jobState) || !m_pollsByJob.contains(event.jobId)) {
        return;
    }
    QList<Held> done;
    m_polls.removeIf([&](const Held &held) {
        if (held.jobId != event.jobId) {
            return false;
        }
        done << held;
        return true;
    });
    m_pollsByJob.remove(event.jobId);
    for (const Held &held : std::as_const(done)) {
        held.answer(false);
    }
}

void EventHub::answerDuePolls()
{
    const qint64 now = steadyNowMs();
    QList<Held> due;
    m_polls.removeIf([&](const Held &held) {
        if (held.deadlineMs > now && held.exchange.isOpen()) {
            return false;
        }
        due << held;
        return true;
    });
    for (const Held &held : std::as_const(due)) {
        forgetPollOf(held.jobId);
        held.answer(false);
    }
}

QJsonObject EventHub::eventJson(const OwnedJobEvent &event)
{
    QJsonObject data{{QStringLiteral("job"), event.jobId},
                     {QStringLiteral("kind"), event.kind},
                     {QStringLiteral("state"), jobStateName(event.jobState)},
                     {QStringLiteral("at"), JobJson::isoTime(event.atMs)},
                     {QStringLiteral("detail"), event.detail}};
    if (event.kind == QLatin1String("solved") && !event.token.isEmpty()) {
        data.insert(QStringLiteral("token"), event.token);
        data.insert(QStringLiteral("token_expires_at"), JobJson::isoTime(event.tokenExpiresAtMs));
    }
    if (event.kind == QLatin1String("failed")) {
        data.insert(QStringLiteral("error"),
                    QJsonObject{{QStringLiteral("code"), event.errorCode},
                                {QStringLiteral("detail"), event.errorDetail}});
    }
    return data;
}

void EventHub::write(const GatewayStream &stream, const OwnedJobEvent &event)
{
    stream.writeEvent(QByteArray::number(event.id),
                      event.kind.toUtf8(),
                      QJsonDocument(eventJson(event)).toJson(QJsonDocument::Compact));
}

} // namespace SolveDeck::Gateway
