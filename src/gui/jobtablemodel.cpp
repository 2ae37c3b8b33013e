#include "jobtablemodel.h"

#include "core/protocol/errorcatalog.h"
#include "core/store/jobstore.h"
#include "core/store/storelogging.h"
#include "core/timetext.h"
#include "gui/itemdataroles.h"
#include "gui/jobchangeplan.h"
#include "gui/jobfigures.h"
#include "gui/joblabels.h"
#include "gui/statuscolours.h"

#include <QBrush>
#include <QColor>
#include <QDateTime>
#include <QGuiApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QScopedValueRollback>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <cstdlib>
#include <limits>
#include <utility>

namespace SolveDeck {

namespace {

// Changes arriving within this window become one refresh: the engine already batches per 100 ms tick, and a
// second, short window here folds the store's own per-transition signals (enqueue, cancel) into the same
// repaint without a visible delay.
constexpr int defaultCoalesceMs = 50;

// Elapsed time and token countdown change every second even when no job does.

// A re-sort or re-filter keeps persistent indexes (selection, current row) on their jobs up to this many rows.
constexpr int maxFollowedJobs = 256;

// A refresh re-reads by id at most the jobs of this many events since the last one; more are read as a new layout.
constexpr int maxCaughtUpEvents = 5'000;

} // namespace

JobTableModel::JobTableModel(const Clock &clock, QObject *parent)
    : QAbstractTableModel(parent)
    , m_clock(clock)
{
    m_coalesce.setSingleShot(true);
    m_coalesce.setInterval(defaultCoalesceMs);
    connect(&m_coalesce, &QTimer::timeout, this, &JobTableModel::flushPending);
    // Each second just after it begins, as the detail pane's countdown (JobLabels::timeLeft).
    m_tick.setSingleShot(true);
    m_tick.setTimerType(Qt::PreciseTimer);
    connect(&m_tick, &QTimer::timeout, this, &JobTableModel::tickTimeColumns);
    m_tick.start(JobLabels::msToNextSecond(m_clock.nowMs()));
}

void JobTableModel::setStore(JobStore *store)
{
    if (m_store) {
        disconnect(m_store, nullptr, this, nullptr);
    }
    m_store = store;
    m_pages = store ? std::make_unique<JobPages>(*store, m_view) : nullptr;
    if (m_store) {
        connect(m_store, &JobStore::jobsChanged, this, &JobTableModel::scheduleRefresh);
    }
    reload();
}

void JobTableModel::setCoalesceInterval(int ms)
{
    m_coalesce.setInterval(ms);
}

const JobView &JobTableModel::view() const
{
    return m_view;
}

int JobTableModel::storedCount() const
{
    if (!m_pages || !m_store || !m_store->isOpen()) {
        return 0;
    }
    // A view never shows more rows than an int counts (Qt's models count in int).
    return int(std::clamp<qint64>(m_pages->count(), 0, std::numeric_limits<int>::max()));
}

void JobTableModel::reload()
{
    const bool open = m_pages && m_store && m_store->isOpen();
    {
        const ReadSnapshot snapshot(open ? m_store.data() : nullptr);
        beginResetModel();
        m_rows.clear();
        m_pending.clear();
        m_count = 0;
        m_maxId = 0;
        m_lastReadRow = 0;
        if (open) {
            m_view.nowMs = m_clock.nowMs();
            m_pages->setView(m_view);
            m_count = storedCount();
            m_maxId = m_pages->maxId();
            catchUpEventCursor();
        }
        endResetModel();
        if (open) {
            preloadViewedPages();
            if (m_readAlongside) {
                m_readAlongside();
            }
        }
    }
    if (open) {
        Q_EMIT snapshotShown();
    }
}

void JobTableModel::reread()
{
    if (!m_pages || !m_store || !m_store->isOpen()) {
        reload();
        return;
    }
    changeView(m_view);
}

void JobTableModel::setReadAlongside(std::function<void()> read)
{
    m_readAlongside = std::move(read);
}

void JobTableModel::preloadViewedPages()
{
    if (m_count == 0) {
        return;
    }
    // The page the view read last (where it looks): its rows are what it paints next.
    const int lastRead = std::min(m_lastReadRow, m_count - 1);
    loadJob(lastRead);
    m_lastReadRow = lastRead;
}

JobSortKey JobTableModel::sortKeyOf(int column)
{
    switch (column) {
    case StateColumn:
    case DetailsColumn: // the reasons are not stored: by state, which groups them
        return JobSortKey::State;
    case MethodColumn:
        return JobSortKey::Method;
    case SiteColumn:
        return JobSortKey::Site;
    case PageUrlColumn:
        return JobSortKey::PageUrl;
    case CreatedColumn:
        return JobSortKey::Created;
    case ElapsedColumn:
        return JobSortKey::Elapsed;
    default:
        return JobSortKey::Id;
    }
}

void JobTableModel::sort(int column, Qt::SortOrder order)
{
    JobView view = m_view;
    view.sortKey = sortKeyOf(column);
    view.descending = column >= 0 && order == Qt::DescendingOrder;
    if (view.sortKey != m_view.sortKey || view.descending != m_view.descending) {
        changeView(view);
    }
}

void JobTableModel::setStates(const QList<JobState> &states)
{
    JobView view = m_view;
    view.states = states;
    std::sort(view.states.begin(), view.states.end());
    if (view.states != m_view.states) {
        changeView(view);
    }
}

void JobTableModel::setText(const QString &text)
{
    JobView view = m_view;
    view.text = text.trimmed();
    if (view.text == m_view.text) {
        return;
    }
    // The method column shows translated names: the text matches the methods whose shown name contains it.
    view.textMethods.clear();
    if (!view.text.isEmpty()) {
        for (Method m : allMethods()) {
            if (JobLabels::method(m).contains(view.text, Qt::CaseInsensitive)) {
                view.textMethods << m;
            }
        }
    }
    changeView(view);
}

void JobTableModel::setCreatedBy(const QString &createdBy)
{
    JobView view = m_view;
    view.createdBy = createdBy;
    if (view.createdBy != m_view.createdBy) {
        changeView(view);
    }
}

void JobTableModel::changeView(const JobView &view)
{
    if (!m_pages || !m_store || !m_store->isOpen()) {
        relayout(view);
        return;
    }
    {
        const ReadSnapshot snapshot(m_store);
        catchUpEventCursor();
        relayout(view);
        preloadViewedPages();
        if (m_readAlongside) {
            m_readAlongside();
        }
    }
    Q_EMIT snapshotShown();
}

void JobTableModel::relayout(const JobView &wanted)
{
    JobView view = wanted;
    view.nowMs = m_clock.nowMs();
    if (!m_pages || !m_store || !m_store->isOpen()) {
        m_view = view;
        return;
    }
    JobView previous = m_view;
    previous.nowMs = view.nowMs;
    const QScopedValueRollback changing(m_changingView, !(previous == view));
    const int oldCount = m_count;
    const JobPages next(*m_store, view);
    const int newCount = int(std::clamp<qint64>(next.count(), 0, std::numeric_limits<int>::max()));

    // More rows: add them at the end first (no persistent index is there), then move every row in one layout
    // change. Fewer: move first (every persistent index lands below the new count), then drop the tail.
    if (newCount > oldCount) {
        m_structural = true;
        beginInsertRows({}, oldCount, newCount - 1);
        m_count = newCount;
        endInsertRows();
        m_structural = false;
    }
    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    // Which job each persistent index (selection, current row, a proxy's mapping) is on, under the old view.
    // Each job's new row is a query (a count of the rows before it): past maxFollowedJobs distinct rows (a large
    // selection, kept row by row by QItemSelectionModel), the persistent indexes are dropped instead.
    const QModelIndexList persistent = persistentIndexList();
    QSet<int> persistentRows;
    for (const QModelIndex &index : persistent) {
        persistentRows.insert(index.row());
    }
    const bool follow = persistentRows.size() <= maxFollowedJobs;
    QList<qint64> ids;
    ids.reserve(persistent.size());
    for (const QModelIndex &index : persistent) {
        const Job *job = follow ? loadJob(index.row()) : nullptr;
        ids << (job ? job->id : -1);
    }
    m_view = view;
    m_pages->setView(view);
    m_rows.clear();
    QHash<qint64, int> newRows;
    QModelIndexList moved;
    moved.reserve(persistent.size());
    for (qsizetype i = 0; i < persistent.size(); ++i) {
        const qint64 id = ids.at(i);
        if (id < 0) {
            moved << QModelIndex();
            continue;
        }
        auto it = newRows.find(id);
        if (it == newRows.end()) {
            it = newRows.insert(id, int(m_pages->positionOf(id)));
        }
        const int row = *it;
        moved << (row >= 0 && row < std::min(newCount, m_count) ? index(row, persistent.at(i).column())
                                                                : QModelIndex());
    }
    changePersistentIndexList(persistent, moved);
    Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
    if (newCount < m_count) {
        m_structural = true;
        beginRemoveRows({}, newCount, m_count - 1);
        m_count = newCount;
        endRemoveRows();
        m_structural = false;
    }
    m_maxId = std::max(m_maxId, m_pages->maxId());
}

void JobTableModel::scheduleRefresh(const QList<qint64> &ids)
{
    for (qint64 id : ids) {
        m_pending.insert(id);
    }
    if (!m_coalesce.isActive()) {
        m_coalesce.start();
    }
}

void JobTableModel::refreshNow()
{
    m_coalesce.stop();
    m_catchUp = false; // what follows reads at least as much
    if (m_pending.isEmpty()) {
        reread();
    } else {
        flushPending();
    }
}

void JobTableModel::refreshSoon()
{
    m_catchUp = true;
    if (!m_coalesce.isActive()) {
        m_coalesce.start();
    }
}

void JobTableModel::flushPending()
{
    const QList<qint64> ids(m_pending.cbegin(), m_pending.cend());
    m_pending.clear();
    if (std::exchange(m_catchUp, false) || !ids.isEmpty()) {
        readChanges(ids);
    }
}

void JobTableModel::refreshJobs(const QList<qint64> &ids)
{
    if (!ids.isEmpty()) {
        readChanges(ids);
    }
}

void JobTableModel::readChanges(const QList<qint64> &ids)
{
    if (!m_store || !m_pages) {
        return;
    }
    // The rows and the window's figures are read in one transaction: they always describe the same moment.
    QList<qint64> changed;
    {
        const ReadSnapshot snapshot(m_store);
        m_refreshing = true;
        changed = applyRefresh(ids);
        m_refreshing = false;
        if (m_readAlongside) {
            m_readAlongside();
        }
    }
    Q_EMIT snapshotShown();
    Q_EMIT jobsRefreshed(changed);
}

bool JobTableModel::readEventsSince(QSet<qint64> *changed)
{
    QSqlQuery q = m_store->readQuery();
    // One past the most a refresh re-reads by id: more than that is read as a whole new layout.
    if (!JobStore::exec(q,
                        QStringLiteral("SELECT id, job_id FROM job_events WHERE id > ? ORDER BY id")
                            + m_store->dialect().limitOffset(maxCaughtUpEvents + 1, 0),
                        {m_eventCursor, maxCaughtUpEvents + 1})) {
        qCWarning(lcStore) << "reading the changes since the last refresh failed:" << q.lastError().text();
        return true;
    }
    int events = 0;
    while (q.next()) {
        if (++events > maxCaughtUpEvents) {
            return false;
        }
        m_eventCursor = q.value(0).toLongLong();
        if (changed) {
            changed->insert(q.value(1).toLongLong());
        }
    }
    return true;
}

void JobTableModel::catchUpEventCursor()
{
    QSqlQuery q = m_store->readQuery();
    if (JobStore::exec(q, QStringLiteral("SELECT MAX(id) FROM job_events")) && q.next()) {
        m_eventCursor = q.value(0).toLongLong();
    }
}

QList<qint64> JobTableModel::applyRefresh(const QList<qint64> &announced)
{
    // Every job changed up to this read, not only those announced so far (an engine's batch may still be on its way):
    // the rows then show the same moment as the figures read with them. Each change of a job writes an event.
    QSet<qint64> changed(announced.cbegin(), announced.cend());
    if (!readEventsSince(&changed)) {
        catchUpEventCursor();
        relayout(m_view);
        preloadViewedPages();
        return announced;
    }
    const QList<qint64> unique = changed.values();
    QHash<qint64, Job> fresh;
    for (Job &job : m_store->jobsByIds(unique)) {
        fresh.insert(job.id, std::move(job));
    }
    JobChangePlan::Input input;
    input.ids = unique;
    input.fresh = fresh;
    input.shown = m_pages->matching(unique);
    input.maxId = m_maxId;
    input.sortKeyMutable = JobPages::isMutable(m_view.sortKey);
    input.filterMutable = m_pages->filterIsMutable();
    input.sortKeyChanged = [this](const Job &loaded, const Job &now) {
        return m_pages->sortValue(loaded) != m_pages->sortValue(now);
    };
    JobChangePlan plan = JobChangePlan::make(input, m_rows);
    for (const Job &job : std::as_const(fresh)) {
        m_maxId = std::max(m_maxId, job.id);
    }

    if (plan.relayout) {
        relayout(m_view);
        preloadViewedPages();
        return unique;
    }

    // New contents first, while the loaded rows still sit where the plan saw them; rows that move are announced by the
    // move.
    if (!plan.updatedRows.isEmpty()) {
        QList<int> changedRows;
        for (int row : std::as_const(plan.updatedRows)) {
            Job &loaded = *m_rows.at(row);
            const bool moves = plan.moved.contains(loaded.id);
            loaded = fresh.value(loaded.id);
            if (!moves) {
                changedRows << row;
            }
        }
        if (changedRows.size() > 64) {
            Q_EMIT dataChanged(index(changedRows.constFirst(), 0), index(changedRows.constLast(), ColumnCount - 1));
        } else {
            for (int row : std::as_const(changedRows)) {
                Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
            }
        }
    }

    m_structural = true;
    // Removals from the bottom up, so the rows still to remove keep their numbers.
    std::sort(plan.removedRows.begin(), plan.removedRows.end(), std::greater<>());
    for (int row : std::as_const(plan.removedRows)) {
        beginRemoveRows({}, row, row);
        m_rows.remove(row);
        --m_count;
        endRemoveRows();
    }
    // Moving jobs go to the bottom first (a move keeps the selection on its job, a remove would not)...
    for (qint64 id : std::as_const(plan.moved)) {
        const int row = m_rows.rowsById().value(id, -1);
        if (row >= 0 && row != m_count - 1) {
            beginMoveRows({}, row, row, {}, m_count);
            m_rows.move(row, m_count - 1);
            endMoveRows();
        }
    }
    // ... then new and moving jobs go to their final rows from the top down: the rows above each are final already
    // (the jobs still to place are all below).
    QList<std::pair<qint64, Job>> placed;
    for (const Job &job : std::as_const(plan.inserted)) {
        const qint64 position = m_pages->positionOf(job.id);
        if (position >= 0) {
            placed.append({position, job});
        }
    }
    std::sort(placed.begin(), placed.end(), [](const auto &a, const auto &b) {
        return a.first < b.first;
    });
    for (const auto &[position, job] : std::as_const(placed)) {
        if (plan.moved.contains(job.id)) {
            const int from = m_rows.rowsById().value(job.id, -1);
            const int to = int(std::min<qint64>(position, m_count - 1));
            if (from > to) {
                beginMoveRows({}, from, from, {}, to);
                m_rows.move(from, to);
                endMoveRows();
            }
            continue;
        }
        const int row = int(std::min<qint64>(position, m_count));
        beginInsertRows({}, row, row);
        m_rows.insert(row, job);
        ++m_count;
        endInsertRows();
    }
    m_structural = false;
    m_rows.trim(m_lastReadRow, maxLoadedRows);

    // Another change landed between the reads (its signal is still on its way): the count says so; re-read.
    if ((!plan.removedRows.isEmpty() || !placed.isEmpty()) && storedCount() != m_count) {
        relayout(m_view);
        preloadViewedPages();
    }
    return unique;
}

void JobTableModel::tickTimeColumns()
{
    m_tick.start(JobLabels::msToNextSecond(m_clock.nowMs()));
    if (m_count == 0) {
        return;
    }
    // One range over the token's life (Details) and the elapsed time: views repaint only the visible cells.
    Q_EMIT dataChanged(index(0, DetailsColumn), index(m_count - 1, ElapsedColumn), {Qt::DisplayRole});
}

const Job *JobTableModel::loadJob(int row) const
{
    if (const Job *job = m_rows.at(row)) {
        return job;
    }
    // The store may be gone before the model (m_store is a QPointer; m_pages refers to it).
    if (m_structural || !m_pages || !m_store || row < 0 || row >= m_count) {
        return nullptr;
    }
    m_lastReadRow = row;
    const int start = row - row % pageSize;
    if (m_rows.knownEmpty(start)) {
        return nullptr;
    }
    QList<Job> jobs = m_pages->jobsAt(start, pageSize);
    if (jobs.isEmpty()) {
        m_rows.markEmpty(start);
        return nullptr;
    }
    m_rows.storePage(start, std::move(jobs));
    m_rows.trim(start, maxLoadedRows);
    const Job *found = m_rows.at(row);
    if (found == nullptr) {
        m_rows.markEmpty(start); // a short page: the rows past its end are not there either
    }
    return found;
}

int JobTableModel::loadedRowCount() const
{
    return m_rows.loadedRows();
}

std::optional<Job> JobTableModel::jobAt(int row) const
{
    const Job *job = loadJob(row);
    return job ? std::optional<Job>(*job) : std::nullopt;
}

std::optional<Job> JobTableModel::jobById(qint64 id) const
{
    const int row = rowOfJob(id);
    if (row < 0) {
        return std::nullopt;
    }
    if (const Job *job = loadJob(row); job != nullptr && job->id == id) {
        return *job;
    }
    // Its page moved under a change still on its way: read the job itself.
    return m_store ? m_store->job(id) : std::nullopt;
}

int JobTableModel::rowOfJob(qint64 id) const
{
    const QHash<qint64, int> &rows = m_rows.rowsById();
    if (const auto it = rows.constFind(id); it != rows.cend()) {
        return *it;
    }
    if (!m_pages || !m_store) {
        return -1;
    }
    const qint64 position = m_pages->positionOf(id);
    return position >= 0 && position < m_count ? int(position) : -1;
}

int JobTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_count;
}

int JobTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

} // namespace SolveDeck
