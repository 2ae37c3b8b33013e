#pragma once

#include "core/clock.h"
#include "core/engine/waitingreason.h"
#include "core/model/job.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>
#include <QPointer>
#include <QSet>
#include <QTimer>

#include <functional>
#include <optional>

namespace SolveDeck {

class JobStore;

// The live job table. It loads the newest jobs from the store once, then follows the store's change signal:
// changes are coalesced for one tick, re-read by id, and announced as dataChanged per changed row (or once
// for the whole table when more than half the rows changed), as qBittorrent's transfer list does. It never
// resets or re-selects the whole table on a change, so selection and scroll position survive.
class JobTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        IdColumn,
        StateColumn,
        MethodColumn,
        SiteColumn,
        PageUrlColumn,
        CreatedColumn,
        ElapsedColumn,
        TokenExpiryColumn,
        ErrorColumn,
        ColumnCount
    };
    Q_ENUM(Column)

    // How many of the newest jobs the live table holds; older ones stay in the database (history/export).
    static constexpr int liveRowLimit = 20'000;

    explicit JobTableModel(const Clock &clock = Clock::system(), QObject *parent = nullptr);

    // Loads the newest jobs and follows the store's changes. nullptr detaches.
    void setStore(JobStore *store);
    void reload();
    // Re-reads these jobs now (the coalesced path calls this once per tick).
    void refreshJobs(const QList<qint64> &ids);
    // How long changes are gathered before one refresh. Tests set 0.
    void setCoalesceInterval(int ms);

    std::optional<Job> jobAt(int row) const;
    std::optional<Job> jobById(qint64 id) const;
    int rowOfJob(qint64 id) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Why each unfinished job waits (WaitingReasonRole, and the State column's text and tooltip); set by the
    // capacity console from the engine's status. waitingReasonsChanged(): its facts changed, repaint those rows.
    void setWaitingReasonSource(std::function<WaitingReason(const Job &)> source);
    void waitingReasonsChanged();

    static QString methodLabel(Method method);
    static QString stateLabel(JobState state);
    static QString formatDuration(qint64 ms);

Q_SIGNALS:
    // After a refresh: these jobs changed (for the detail pane and the sidebar counts).
    void jobsRefreshed(const QList<qint64> &ids);

private:
    void scheduleRefresh(const QList<qint64> &ids);
    void flushPending();
    void tickTimeColumns();
    QVariant displayData(const Job &job, int column) const;
    QVariant sortData(const Job &job, int column) const;

    const Clock &m_clock;
    QPointer<JobStore> m_store;
    QList<Job> m_jobs;
    QHash<qint64, int> m_rowById;
    QSet<qint64> m_pending;
    QTimer m_coalesce;
    QTimer m_tick;
    std::function<WaitingReason(const Job &)> m_waitingReason;
};

} // namespace SolveDeck
