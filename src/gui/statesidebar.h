#pragma once

#include "core/model/job.h"

#include <QMap>
#include <QObject>
#include <QTimer>

class QListWidget;

namespace SolveDeck {

class DatabaseWorker;

// The state sidebar: "All" and one row per state the operator filters by (JobLabels::stateGroups), each with its
// whole-database count. The counts are read on a worker thread with its own connection (a GROUP BY over every job
// must not run on the window's thread), at most one read at a time and at most one per 250 ms: changes that arrive
// meanwhile lead to one more read after it, never to a queue of them. A filter does not change the counts (they are the
// whole database's); the sidebar only says "(filtered)".
class StateSidebar : public QObject
{
    Q_OBJECT

public:
    explicit StateSidebar(QListWidget *list, QObject *parent = nullptr);
    ~StateSidebar() override;

    // The database to count (the worker opens its own connection); an empty location shows zeros.
    void setDatabase(const QString &location, const QString &password);
    // The jobs may have changed: read the counts again (coalesced).
    void refresh();
    // The table shows a filtered view: "All" says so.
    void setFiltered(bool filtered);

    // The states of the chosen row (empty: every state).
    QList<JobState> currentStates() const;

    // As last read.
    const QMap<JobState, int> &counts() const { return m_counts; }

    // Jobs at the service or being sent (Submitting + Submitted), as last read: the quit question counts them. Not a
    // capacity figure (those come from the engine's status).
    int inFlightCount() const;

Q_SIGNALS:
    void statesChosen(const QList<SolveDeck::JobState> &states);
    // A read answered (the status bar's count follows it).
    void countsChanged();

private:
    void read();
    void showCounts();

    QListWidget *m_list;
    DatabaseWorker *m_worker = nullptr;
    QMap<JobState, int> m_counts;
    bool m_hasDatabase = false;
    bool m_reading = false;
    bool m_readAgain = false;
    QTimer m_spacing; // running: a read started less than its interval ago
    bool m_filtered = false;
    quint64 m_generation = 0; // a read for an earlier database is dropped
};

} // namespace SolveDeck
