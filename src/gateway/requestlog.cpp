#include "requestlog.h"

#include <QMutexLocker>

#include <algorithm>

namespace SolveDeck::Gateway {

RequestLog::RequestLog(int capacity)
    : m_capacity(std::max(1, capacity))
{
}

void RequestLog::dispatching(quint64 exchangeId, const QByteArray &method, const QString &path, qint64 atMs)
{
    const QMutexLocker lock(&m_mutex);
    LoggedRequest entry;
    entry.exchangeId = exchangeId;
    entry.atMs = atMs;
    entry.method = method;
    entry.path = path.left(200);
    m_entries.push_back(std::move(entry));
    while (int(m_entries.size()) > m_capacity) {
        m_entries.pop_front();
    }
    m_current = exchangeId;
    ++m_total;
}

void RequestLog::identify(const QString &clientName)
{
    const QMutexLocker lock(&m_mutex);
    if (m_current == 0) {
        return;
    }
    if (LoggedRequest *entry = find(m_current)) {
        entry->clientName = clientName;
    }
}

void RequestLog::dispatched()
{
    const QMutexLocker lock(&m_mutex);
    m_current = 0;
}

void RequestLog::answered(quint64 exchangeId, int status)
{
    const QMutexLocker lock(&m_mutex);
    if (LoggedRequest *entry = find(exchangeId); entry && entry->status == 0) {
        entry->status = status;
    }
}

LoggedRequest *RequestLog::find(quint64 exchangeId)
{
    // Answers come soon after their request: search from the newest.
    for (auto it = m_entries.rbegin(); it != m_entries.rend(); ++it) {
        if (it->exchangeId == exchangeId) {
            return &*it;
        }
    }
    return nullptr;
}

QList<LoggedRequest> RequestLog::recent() const
{
    const QMutexLocker lock(&m_mutex);
    QList<LoggedRequest> out;
    out.reserve(qsizetype(m_entries.size()));
    std::copy(m_entries.rbegin(), m_entries.rend(), std::back_inserter(out));
    return out;
}

quint64 RequestLog::total() const
{
    const QMutexLocker lock(&m_mutex);
    return m_total;
}

} // namespace SolveDeck::Gateway
