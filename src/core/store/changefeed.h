#pragma once

#include "core/result.h"

#include <QList>
#include <QMetaObject>
#include <QObject>
#include <QTimer>

namespace SolveDeck {

class JobStore;

// The live change feed of one store's connection: the jobs other connections (another process, another machine,
// the engine's worker connection in this process) change, within a second of their commit.
//  - PostgreSQL: the database's triggers NOTIFY SqlDialect::changeChannel with the changed job ids when a writing
//    transaction commits; the feed LISTENs on the store's connection (QSqlDriver's notification signal, from the
//    event loop: the store's thread needs one) and skips its own connection's notifications. The interval is not
//    used.
//  - SQLite: every interval the feed reads PRAGMA data_version; when another connection committed since the last
//    look, it reports the ids of the jobs whose job_events rows were added since then (every change a user sees
//    writes one). Its own connection's writes may be reported again with a later change of another connection:
//    listeners re-read the ids they get, so a repeat costs one read.
// JobStore::setWatchChanges makes one (a child of the store) and passes its news on as the store's jobsChanged.
// The store must stay open while the feed runs: JobStore::close stops its own feed first.
class ChangeFeed : public QObject
{
    Q_OBJECT

public:
    explicit ChangeFeed(JobStore &store, QObject *parent = nullptr);
    ~ChangeFeed() override;

    // Starts following from now (what others commit from here on is news). DB_WRITE_FAILED when the store is
    // closed or the server refuses LISTEN.
    Result<void> start(int intervalMs = 250);
    void stop();

    bool isRunning() const { return m_running; }

Q_SIGNALS:
    // Jobs another connection changed (in the order first heard; each once per report).
    void jobsChanged(const QList<qint64> &ids);

private:
    void pollSqlite();
    void onNotification(const QString &name, int source, const QVariant &payload);

    JobStore &m_store;
    bool m_running = false;
    QTimer m_timer; // SQLite: the data_version check
    qint64 m_seenDataVersion = 0;
    qint64 m_seenEventId = 0;
    QMetaObject::Connection m_notifications; // PostgreSQL: the driver's notification signal
};

} // namespace SolveDeck
