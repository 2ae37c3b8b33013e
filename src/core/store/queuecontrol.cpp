#include "core/store/queuecontrol.h"

#include "core/store/auditlog.h"
#include "core/store/jobstore.h"
#include "core/store/storelogging.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSqlError>

namespace SolveDeck {

namespace {

const QString kPaused = QStringLiteral("queue_paused");
const QString kPausedBy = QStringLiteral("queue_paused_by");
const QString kPausedAt = QStringLiteral("queue_paused_at");
const QString kPausedApp = QStringLiteral("queue_paused_app");

bool putMeta(QSqlQuery &q, const QString &name, const QString &value)
{
    return JobStore::exec(q,
                          QStringLiteral("INSERT INTO store_meta (name, value) VALUES (?, ?)"
                                         " ON CONFLICT (name) DO UPDATE SET value = excluded.value"),
                          {name, value});
}

} // namespace

QueueControl::QueueControl(JobStore &store)
    : m_store(store)
{
}

bool QueueControl::readPaused(QSqlQuery &q, bool &paused)
{
    if (!JobStore::exec(q, QStringLiteral("SELECT value FROM store_meta WHERE name = ?"), {kPaused})) {
        return false;
    }
    paused = q.next() && q.value(0).toString() == QLatin1String("1");
    q.finish();
    return true;
}

QueuePause QueueControl::read(const JobStore &store)
{
    QueuePause pause;
    if (!store.isOpen()) {
        return pause;
    }
    QSqlQuery q = store.readQuery();
    if (!JobStore::exec(q,
                        QStringLiteral("SELECT name, value FROM store_meta WHERE name IN (?, ?, ?, ?)"),
                        {kPaused, kPausedBy, kPausedAt, kPausedApp})) {
        qCWarning(lcStore) << "queue pause not read:" << q.lastError().text();
        return pause;
    }
    while (q.next()) {
        const QString name = q.value(0).toString();
        const QString value = q.value(1).toString();
        if (name == kPaused) {
            pause.paused = value == QLatin1String("1");
        } else if (name == kPausedBy) {
            pause.by = value;
        } else if (name == kPausedAt) {
            pause.atMs = value.toLongLong();
        } else if (name == kPausedApp) {
            pause.app = value;
        }
    }
    if (!pause.paused) {
        return QueuePause{};
    }
    return pause;
}

Result<void> QueueControl::pause()
{
    return setPaused(true);
}

Result<void> QueueControl::resume()
{
    return setPaused(false);
}

Result<void> QueueControl::setPaused(bool paused)
{
    const QString what = paused ? QCoreApplication::translate("QueueControl", "pause the queue")
                                : QCoreApplication::translate("QueueControl", "resume the queue");
    return m_store.write(what, [&](QSqlQuery &q) {
        bool already = false;
        if (!readPaused(q, already)) {
            return false;
        }
        if (already == paused) {
            return true; // nothing changes, nothing to record
        }
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        const bool written = putMeta(q, kPaused, paused ? QStringLiteral("1") : QStringLiteral("0"))
                          && putMeta(q, kPausedBy, paused ? m_store.createdBy() : QString())
                          && putMeta(q, kPausedAt, paused ? QString::number(now) : QStringLiteral("0"))
                          && putMeta(q, kPausedApp, paused ? AuditLog::application() : QString());
        if (!written) {
            return false;
        }
        const QString detail = paused ? QStringLiteral("no new submits; tasks at the service are still collected")
                                      : QStringLiteral("submits allowed again");
        return AuditLog(m_store).append(q,
                                        paused ? QStringLiteral("queue.pause") : QStringLiteral("queue.resume"),
                                        detail);
    });
}

} // namespace SolveDeck
