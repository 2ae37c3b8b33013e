#pragma once

#include <QList>
#include <QMap>
#include <QString>

namespace SolveDeck {

// Which notifications the console may show; each kind can be switched off.
enum class NotificationKind {
    JobFailed,
    KeyRejected,
    Banned,
    QueueDrained,
};

// One message to show now: a single event's title and text, or a digest of several.
struct Notification
{
    QString title;
    QString text;
    int events = 0; // how many events it covers
    // The text alone says what happened (one failed job: "Job 9 (reCAPTCHA v3) failed: ERROR_… — cause"), so a
    // one-line place (the status bar without a tray) shows it without the title, which took the room of the error.
    bool textSaysItAll = false;
};

// The notifications' throttle (pure, manual time): at most one message per interval (10 s); events arriving
// meanwhile are gathered and shown together as a digest when the interval has passed ("3 jobs failed; queue
// drained"). Kinds switched off are dropped. The caller shows what offer()/due() return and asks due() again at
// nextDueAtMs().
class NotificationThrottle
{
public:
    explicit NotificationThrottle(qint64 intervalMs = 10'000);

    void setEnabled(NotificationKind kind, bool on);
    bool isEnabled(NotificationKind kind) const;

    // An event happened at nowMs: returns a message to show now, or an empty one (events 0) when it waits for the
    // digest (or its kind is off).
    Notification offer(NotificationKind kind, const QString &text, qint64 nowMs);
    // The digest, once the interval since the last message has passed; empty otherwise.
    Notification due(qint64 nowMs);
    // When due() has something (0: nothing waits).
    qint64 nextDueAtMs() const;
    // Drops the waiting events of `kind` (one that is no longer true, such as a queue drained before new work came).
    void withdraw(NotificationKind kind);

private:
    Notification digest();

    qint64 m_intervalMs;
    qint64 m_lastShownMs = 0;
    bool m_shownOnce = false;
    QMap<NotificationKind, bool> m_enabled;
    QList<QPair<NotificationKind, QString>> m_waiting;
};

QString notificationKindName(NotificationKind kind); // stable: "job_failed", "key_rejected", "banned", "queue_drained"

} // namespace SolveDeck
