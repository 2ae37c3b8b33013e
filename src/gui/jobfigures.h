#pragma once

#include "core/model/job.h"
#include "core/stats/capacityview.h"

#include <QMap>
#include <QObject>
#include <QString>
#include <QTimer>

namespace SolveDeck {

class DatabaseWorker;
class JobStore;

// The job counts every figure on screen is drawn from (issue 39, item 4): the sidebar's rows, the status bar's and
// the tray's "Solving n" and "n queued", and the quit question's count. One read of the whole database.
struct JobFigures
{
    QMap<JobState, int> byState; // every state, 0 where none
    int failedToday = 0;         // failed since local midnight
    bool read = false;           // false: nothing read yet (no database, or the read failed)
    // Which read: a later read has a larger serial (JobFiguresReader::nextSerial); 0 for none.
    quint64 serial = 0;

    int count(JobState state) const { return byState.value(state); }

    int total() const;

    // The sidebar's "Queued" row: waiting, or being sent (the service has not accepted them yet).
    int queued() const { return count(JobState::Queued) + count(JobState::Submitting); }

    // The sidebar's "Solving" row, and what "Solving" means everywhere: accepted by the service, answer not
    // collected yet.
    int solving() const { return count(JobState::Submitted); }

    // Being sent or at the service: what keeps running when the console quits.
    int inFlight() const { return count(JobState::Submitting) + count(JobState::Submitted); }

    // The counts the capacity view adds to the engine's status.
    QueueCounts queueCounts() const;

    bool operator==(const JobFigures &other) const = default;

    // Reads them from `store` in the calling thread (two statements: inside a ReadSnapshot they see one state).
    static JobFigures readFrom(const JobStore &store, qint64 nowMs);
};

// A read transaction on a store's connection while it lives: every statement inside it sees the same state of the
// database (SQLite: a deferred BEGIN; PostgreSQL: REPEATABLE READ, READ ONLY), so the job table's rows and the figures
// read inside one agree. Nested ones join the outer one. Nothing may write on that connection meanwhile.
class ReadSnapshot
{
public:
    explicit ReadSnapshot(const JobStore *store);
    ~ReadSnapshot();
    ReadSnapshot(const ReadSnapshot &) = delete;
    ReadSnapshot &operator=(const ReadSnapshot &) = delete;

private:
    QString m_connection; // empty: this one began no transaction
};

// Where the figures come from. While counting is cheap (a database of up to some tens of thousands of jobs), they are
// read on the window's connection together with the job table's rows, in one ReadSnapshot (readAlongside(), from the
// table's refresh), and announced once the table shows those rows, so the table and every figure agree at every
// repaint. Once counting takes longer than kBudgetMs twice (a large database: a million jobs took 235 ms), it moves
// to a worker thread with its own connection (at most one read at a time, at most one start per 250 ms): the figures
// still agree with one another, and trail the table by at most one read.
class JobFiguresReader : public QObject
{
    Q_OBJECT

public:
    // How long a count on the window's thread may take before counting moves to the worker.
    static constexpr qint64 kBudgetMs = 25;

    explicit JobFiguresReader(QObject *parent = nullptr);
    ~JobFiguresReader() override;

    // The database to count: the window's store (read alongside the table) and where the worker finds it. nullptr
    // (or a closed store): zeros.
    void setStore(const JobStore *store, const QString &location, const QString &password);

    // From inside the table's ReadSnapshot: counts now, to be announced by announce() once the table shows its rows;
    // on the worker for a large database (figuresRead follows when it answers).
    void readAlongside();
    // announce() after readAlongside(): figuresRead with what it read; false when it read nothing.
    bool announce();
    // Counts again outside the table's refresh (a database opened): at once, or on the worker.
    void refresh();

    const JobFigures &figures() const { return m_figures; }

    // The serial the next read will carry: a read with it or a later one begins after this call, so it sees every
    // change written before (the capacity console shows the engine's threads in use with such a read).
    quint64 nextSerial() const { return m_serial + 1; }

    // Counting runs on the worker thread (the database is large).
    bool onWorker() const { return m_onWorker; }

    // Tests and benchmarks: count on the worker (as for a large database) or with the table, from now on, whatever
    // the counts cost.
    void setOnWorker(bool onWorker)
    {
        m_onWorker = onWorker;
        m_pinned = true;
    }

Q_SIGNALS:
    void figuresRead(const SolveDeck::JobFigures &figures);

private:
    void readOnWorker();

    const JobStore *m_store = nullptr;
    DatabaseWorker *m_worker = nullptr;
    JobFigures m_figures;
    bool m_fresh = false; // read alongside, not announced yet
    bool m_onWorker = false;
    bool m_pinned = false; // setOnWorker() chose
    int m_slowReads = 0;
    bool m_reading = false;
    bool m_readAgain = false;
    QTimer m_spacing; // running: a worker read started less than its interval ago
    quint64 m_generation = 0;
    quint64 m_serial = 0; // the last read's
};

} // namespace SolveDeck
