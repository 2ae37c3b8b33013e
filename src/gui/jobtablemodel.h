#pragma once

#include "core/clock.h"
#include "core/engine/waitingreason.h"
#include "core/model/job.h"
#include "core/store/jobpages.h"
#include "gui/jobrowcache.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <QPointer>
#include <QSet>
#include <QTimer>

#include <functional>
#include <map>
#include <memory>
#include <optional>

namespace SolveDeck {

class JobStore;

// The live job table, paged from the store (issue 11: a million rows stay fluid). The row count comes from
// COUNT(*), and rows are read lazily in pages of `pageSize` by offset (JobPages) when a view asks for them, so
// jumping to row 700,000 reads one page. Filtering (states, text, "only mine") and sorting are the store's indexed
// SQL, set here (the view calls sort() directly; the window sets the filter). The loaded rows are a JobRowCache.
// The store's change signal is followed: changes are coalesced for one tick and re-read by id, and JobChangePlan
// says what each does: a changed job on a loaded page is updated in place (dataChanged), moved (removed and
// inserted) when it left the view or its sort key changed, and a new job is inserted where the order puts it. A
// change the table cannot place (a job that is not loaded under a filter or order that it may affect) re-reads the
// count and moves persistent indexes (selection, current row) to their jobs' new rows. It never resets on a
// change, so selection and scroll position survive.
class JobTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        IdColumn,
        StateColumn,
        // What the row is looked at for, by its state: why a queued or solving job waits, how long a solved job's
        // token stays valid, why a job failed. One column for the three (they were three columns, each empty in most
        // rows, that came and went with the rows in view: a tenth trial saw columns move under the pointer and the
        // one that explained a row left out).
        DetailsColumn,
        MethodColumn,
        SiteColumn,
        PageUrlColumn,
        CreatedColumn,
        ElapsedColumn,
        ColumnCount
    };
    Q_ENUM(Column)

    // Rows read per page, and how many loaded rows are kept (the pages nearest the last read stay).
    static constexpr int pageSize = 200;
    static constexpr int maxLoadedRows = 20'000;

    explicit JobTableModel(const Clock &clock = Clock::system(), QObject *parent = nullptr);

    // Shows the store's jobs and follows its changes. nullptr detaches.
    void setStore(JobStore *store);
    // Reads the count again and drops every loaded page (a reset: the selection goes). For a new store.
    void reload();
    // Reads the count and every row again, keeping persistent indexes (the selection, the current row) on their
    // jobs: after another connection changed rows it cannot name (an import, a delete, a purge, the text index).
    void reread();

    // The view's filter and order, done in SQL. Each keeps the selection on the jobs still shown.
    void setStates(const QList<JobState> &states);
    void setText(const QString &text);
    void setCreatedBy(const QString &createdBy);
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    const JobView &view() const;
    // Re-reads these jobs now (the coalesced path calls this once per tick).
    void refreshJobs(const QList<qint64> &ids);
    // At the next coalescing tick, reads what changed since the last read (the jobs with new events) and the figures
    // with them, even if no change was announced (the engine's status told of one first).
    void refreshSoon();
    // Runs inside the read transaction of each refresh and reread, after the rows were read: what reads it does see
    // the same state of the database as the rows (the window's figures, JobFiguresReader::readAlongside). Each such
    // refresh ends with snapshotShown() once the rows are updated.
    void setReadAlongside(std::function<void()> read);
    // Refreshes now what is waiting for the coalescing tick, or (nothing waiting) reads every row again: the rows and
    // the figures read with them then show the database as it is now.
    void refreshNow();

    // Inside refreshJobs(): the rows changing now are the database's changes, not a new view (a filter, a sort).
    bool refreshing() const { return m_refreshing; }

    // Inside a re-layout for another filter or order (the operator asked for a new view): its rows are not new jobs.
    // A re-read of the same view (reread(), refreshNow(), a refresh that re-lays out) is not one: rows it brings in
    // above are jobs that arrived.
    bool changingView() const { return m_changingView; }

    // How long changes are gathered before one refresh. Tests set 0.
    void setCoalesceInterval(int ms);

    // The job on `row` (its page is read when not loaded).
    std::optional<Job> jobAt(int row) const;
    // The job when the view shows it (loaded or not).
    std::optional<Job> jobById(qint64 id) const;
    // Its row in the view (a query when its page is not loaded); -1 when not shown.
    int rowOfJob(qint64 id) const;
    // Rows whose page is held now (for tests and benchmarks).
    int loadedRowCount() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Why each unfinished job waits (WaitingReasonRole, the Waiting column, the State column's colour and tooltip);
    // set by the capacity console from the engine's status. waitingReasonsChanged(): its facts changed, repaint.
    void setWaitingReasonSource(std::function<WaitingReason(const Job &)> source);
    void waitingReasonsChanged();

    // What sorting by a column orders by.
    static JobSortKey sortKeyOf(int column);
    // The texts a column may show that are the widest (every state, every method, a time with its date, …), so the
    // window can size the column to fit them; empty for columns of free text.
    // A waiting reason as the table's column shows it: why the job waits, without what to do (the tooltip has both).
    // `host`: the job's target host, named first when it is the one to authorise.
    static QString tableReason(const WaitingReason &reason, const QString &host = {});
    static QStringList widestTexts(int column);
    // A solved job's token life as the Details column says it ("valid 56 s").
    static QString tokenLife(const QString &timeLeft);

Q_SIGNALS:
    // After a refresh: these jobs changed (for the detail pane and the actions).
    void jobsRefreshed(const QList<qint64> &ids);
    // The rows of a refresh or reread are updated: what setReadAlongside's function read can be shown now.
    void snapshotShown();

private:
    void scheduleRefresh(const QList<qint64> &ids);
    // Returns the jobs it re-read (the announced ones and those with events since the last refresh).
    QList<qint64> applyRefresh(const QList<qint64> &announced);
    // The jobs of the events after m_eventCursor into `changed` (the cursor moves past them); false when there are
    // too many to re-read one by one.
    bool readEventsSince(QSet<qint64> *changed);
    // The cursor to the newest event: the rows read from here on are at least that new.
    void catchUpEventCursor();
    void flushPending();
    // refreshJobs(), also for no announced job (what has events since the last read is read all the same).
    void readChanges(const QList<qint64> &ids);
    void tickTimeColumns();
    QVariant displayData(const Job &job, int column) const;
    QVariant sortData(const Job &job, int column) const;

    // The job on `row`: from the loaded rows, else its page is read (unless a row change is under way).
    const Job *loadJob(int row) const;
    // Changes the view (or, with the same view, re-reads it) keeping persistent indexes on their jobs.
    void relayout(const JobView &view);
    // relayout() in a read transaction with the figures read alongside (snapshotShown after).
    void changeView(const JobView &view);
    int storedCount() const;
    // Reads the pages the view looked at last again (inside a refresh's read transaction, after a re-layout dropped
    // them), so the rows it paints next are of the same read as the figures.
    void preloadViewedPages();

    const Clock &m_clock;
    QPointer<JobStore> m_store;
    std::unique_ptr<JobPages> m_pages;
    JobView m_view;
    int m_count = 0;
    qint64 m_maxId = 0;            // jobs above this id are new since the last full read
    qint64 m_eventCursor = 0;      // the newest job event the loaded rows know of
    mutable JobRowCache m_rows;    // the loaded pages (read lazily, so even by const readers)
    mutable int m_lastReadRow = 0; // where the view looked last: loaded rows near it are kept
    bool m_structural = false;     // inside a row insert/remove/layout change: no page reads
    bool m_refreshing = false;     // inside refreshJobs()
    bool m_changingView = false;   // inside relayout() for another filter or order
    QSet<qint64> m_pending;
    bool m_catchUp = false; // refreshSoon(): the next tick reads even with nothing announced
    QTimer m_coalesce;
    QTimer m_tick;
    std::function<WaitingReason(const Job &)> m_waitingReason;
    std::function<void()> m_readAlongside;
};

} // namespace SolveDeck
