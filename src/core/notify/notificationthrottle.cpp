#include "core/notify/notificationthrottle.h"

#include <QCoreApplication>
#include <QStringList>

namespace SolveDeck {

namespace {

QString titleOf(NotificationKind kind)
{
    switch (kind) {
    case NotificationKind::JobFailed:
        return QCoreApplication::translate("Notifications", "A job failed");
    case NotificationKind::KeyRejected:
        return QCoreApplication::translate("Notifications", "The API key was rejected");
    case NotificationKind::Banned:
        return QCoreApplication::translate("Notifications", "The service banned this address");
    case NotificationKind::QueueDrained:
        return QCoreApplication::translate("Notifications", "The queue is empty");
    }
    return {};
}

} // namespace

QString notificationKindName(NotificationKind kind)
{
    switch (kind) {
    case NotificationKind::JobFailed:
        return QStringLiteral("job_failed");
    case NotificationKind::KeyRejected:
        return QStringLiteral("key_rejected");
    case NotificationKind::Banned:
        return QStringLiteral("banned");
    case NotificationKind::QueueDrained:
        return QStringLiteral("queue_drained");
    }
    return {};
}

NotificationThrottle::NotificationThrottle(qint64 intervalMs)
    : m_intervalMs(intervalMs)
{
}

void NotificationThrottle::setEnabled(NotificationKind kind, bool on)
{
    m_enabled.insert(kind, on);
    if (!on) {
        withdraw(kind);
    }
}

bool NotificationThrottle::isEnabled(NotificationKind kind) const
{
    return m_enabled.value(kind, true);
}

Notification NotificationThrottle::offer(NotificationKind kind, const QString &text, qint64 nowMs)
{
    if (!isEnabled(kind)) {
        return {};
    }
    m_waiting.append({kind, text});
    if (m_shownOnce && nowMs - m_lastShownMs < m_intervalMs) {
        return {};
    }
    m_shownOnce = true;
    m_lastShownMs = nowMs;
    return digest();
}

Notification NotificationThrottle::due(qint64 nowMs)
{
    if (m_waiting.isEmpty() || (m_shownOnce && nowMs - m_lastShownMs < m_intervalMs)) {
        return {};
    }
    m_shownOnce = true;
    m_lastShownMs = nowMs;
    return digest();
}

void NotificationThrottle::withdraw(NotificationKind kind)
{
    m_waiting.removeIf([kind](const QPair<NotificationKind, QString> &e) {
        return e.first == kind;
    });
}

qint64 NotificationThrottle::nextDueAtMs() const
{
    return m_waiting.isEmpty() ? 0 : m_lastShownMs + m_intervalMs;
}

Notification NotificationThrottle::digest()
{
    Notification n;
    n.events = int(m_waiting.size());
    if (m_waiting.size() == 1) {
        n.title = titleOf(m_waiting.first().first);
        n.text = m_waiting.first().second;
        n.textSaysItAll = m_waiting.first().first == NotificationKind::JobFailed;
        m_waiting.clear();
        return n;
    }
    QMap<NotificationKind, int> counts;
    for (const auto &e : std::as_const(m_waiting)) {
        ++counts[e.first];
    }
    QStringList parts;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        switch (it.key()) {
        case NotificationKind::JobFailed:
            parts << QCoreApplication::translate("Notifications", "%n job(s) failed", nullptr, it.value());
            break;
        case NotificationKind::KeyRejected:
            parts << QCoreApplication::translate("Notifications", "the API key was rejected");
            break;
        case NotificationKind::Banned:
            parts << QCoreApplication::translate("Notifications", "the service banned this address");
            break;
        case NotificationKind::QueueDrained:
            parts << QCoreApplication::translate("Notifications", "the queue drained");
            break;
        }
    }
    n.title = QCoreApplication::translate("Notifications", "SolveDeck: %n event(s)", nullptr, n.events);
    n.text = parts.join(QStringLiteral("; "));
    m_waiting.clear();
    return n;
}

} // namespace SolveDeck
