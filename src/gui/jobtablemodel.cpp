#include "jobtablemodel.h"

#include "core/protocol/errorcatalog.h"
#include "core/store/jobstore.h"
#include "gui/itemdataroles.h"

#include <QBrush>
#include <QColor>
#include <QDateTime>
#include <QLocale>

#include <algorithm>

namespace SolveDeck {

namespace {

// Changes arriving within this window become one refresh: the engine already batches per 100 ms tick, and a
// second, short window here folds the store's own per-transition signals (enqueue, cancel) into the same
// repaint without a visible delay.
constexpr int defaultCoalesceMs = 50;

// Elapsed time and token countdown change every second even when no job does.
constexpr int timeColumnTickMs = 1000;

} // namespace

JobTableModel::JobTableModel(const Clock &clock, QObject *parent)
    : QAbstractTableModel(parent)
    , m_clock(clock)
{
    m_coalesce.setSingleShot(true);
    m_coalesce.setInterval(defaultCoalesceMs);
    connect(&m_coalesce, &QTimer::timeout, this, &JobTableModel::flushPending);
    m_tick.setInterval(timeColumnTickMs);
    connect(&m_tick, &QTimer::timeout, this, &JobTableModel::tickTimeColumns);
    m_tick.start();
}

void JobTableModel::setStore(JobStore *store)
{
    if (m_store) {
        disconnect(m_store, nullptr, this, nullptr);
    }
    m_store = store;
    if (m_store) {
        connect(m_store, &JobStore::jobsChanged, this, &JobTableModel::scheduleRefresh);
    }
    reload();
}

void JobTableModel::setCoalesceInterval(int ms)
{
    m_coalesce.setInterval(ms);
}

void JobTableModel::reload()
{
    beginResetModel();
    m_jobs.clear();
    m_rowById.clear();
    m_pending.clear();
    if (m_store && m_store->isOpen()) {
        JobStore::Query query;
        query.newestFirst = true;
        query.limit = liveRowLimit;
        m_jobs = m_store->jobs(query);
        std::reverse(m_jobs.begin(), m_jobs.end());
        for (int row = 0; row < m_jobs.size(); ++row) {
            m_rowById.insert(m_jobs.at(row).id, row);
        }
    }
    endResetModel();
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

void JobTableModel::flushPending()
{
    const QList<qint64> ids(m_pending.cbegin(), m_pending.cend());
    m_pending.clear();
    refreshJobs(ids);
}

void JobTableModel::refreshJobs(const QList<qint64> &ids)
{
    if (!m_store || ids.isEmpty()) {
        return;
    }
    const QList<Job> fresh = m_store->jobsByIds(ids);
    QList<int> changedRows;
    QList<Job> added;
    for (const Job &job : fresh) {
        const auto it = m_rowById.constFind(job.id);
        if (it == m_rowById.cend()) {
            added.append(job);
            continue;
        }
        m_jobs[*it] = job;
        changedRows.append(*it);
    }

    if (!changedRows.isEmpty()) {
        if (changedRows.size() * 2 > m_jobs.size()) {
            Q_EMIT dataChanged(index(0, 0), index(int(m_jobs.size()) - 1, ColumnCount - 1));
        } else {
            for (int row : changedRows) {
                Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
            }
        }
    }
    if (!added.isEmpty()) {
        std::sort(added.begin(), added.end(), [](const Job &a, const Job &b) {
            return a.id < b.id;
        });
        const int first = int(m_jobs.size());
        beginInsertRows({}, first, first + int(added.size()) - 1);
        for (const Job &job : added) {
            m_rowById.insert(job.id, int(m_jobs.size()));
            m_jobs.append(job);
        }
        endInsertRows();
    }
    Q_EMIT jobsRefreshed(ids);
}

void JobTableModel::tickTimeColumns()
{
    if (m_jobs.isEmpty()) {
        return;
    }
    // One range for both time columns: views repaint only the visible cells.
    Q_EMIT dataChanged(index(0, ElapsedColumn), index(int(m_jobs.size()) - 1, TokenExpiryColumn), {Qt::DisplayRole});
}

std::optional<Job> JobTableModel::jobAt(int row) const
{
    if (row < 0 || row >= m_jobs.size()) {
        return std::nullopt;
    }
    return m_jobs.at(row);
}

std::optional<Job> JobTableModel::jobById(qint64 id) const
{
    return jobAt(rowOfJob(id));
}

int JobTableModel::rowOfJob(qint64 id) const
{
    return m_rowById.value(id, -1);
}

int JobTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_jobs.size());
}

int JobTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString JobTableModel::methodLabel(Method method)
{
    switch (method) {
    case Method::RecaptchaV2:
        return tr("reCAPTCHA v2");
    case Method::RecaptchaV3:
        return tr("reCAPTCHA v3");
    case Method::Turnstile:
        return tr("Turnstile");
    case Method::Image:
        return tr("Image");
    }
    return {};
}

QString JobTableModel::stateLabel(JobState state)
{
    switch (state) {
    case JobState::Queued:
        return tr("Queued");
    case JobState::Submitting:
        return tr("Submitting");
    case JobState::Submitted:
        return tr("Solving");
    case JobState::Solved:
        return tr("Solved");
    case JobState::Failed:
        return tr("Failed");
    case JobState::Canceled:
        return tr("Canceled");
    }
    return {};
}

QString JobTableModel::formatDuration(qint64 ms)
{
    const qint64 seconds = std::max<qint64>(0, ms / 1000);
    if (seconds < 60) {
        return tr("%1 s").arg(seconds);
    }
    if (seconds < 3600) {
        return tr("%1 min %2 s").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
    }
    return tr("%1 h %2 min").arg(seconds / 3600).arg((seconds % 3600) / 60, 2, 10, QLatin1Char('0'));
}

QVariant JobTableModel::displayData(const Job &job, int column) const
{
    const qint64 now = m_clock.nowMs();
    switch (column) {
    case IdColumn:
        return job.id;
    case StateColumn:
        return stateLabel(job.state);
    case MethodColumn:
        return methodLabel(job.spec.method);
    case SiteColumn:
        return job.spec.sitekey;
    case PageUrlColumn:
        return job.spec.pageurl;
    case CreatedColumn:
        return QLocale().toString(QDateTime::fromMSecsSinceEpoch(job.createdAtMs).toLocalTime(),
                                  QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    case ElapsedColumn: {
        const qint64 end = job.finishedAtMs > 0 ? job.finishedAtMs : now;
        return formatDuration(end - job.createdAtMs);
    }
    case TokenExpiryColumn:
        if (job.state != JobState::Solved) {
            return {};
        }
        if (job.tokenExpiresAtMs == 0) {
            return tr("no expiry");
        }
        if (job.tokenExpiresAtMs <= now) {
            return tr("expired");
        }
        return formatDuration(job.tokenExpiresAtMs - now);
    case ErrorColumn:
        return job.errorCode;
    default:
        return {};
    }
}

QVariant JobTableModel::sortData(const Job &job, int column) const
{
    switch (column) {
    case IdColumn:
        return job.id;
    case StateColumn:
        return int(job.state);
    case MethodColumn:
        return int(job.spec.method);
    case SiteColumn:
        return job.spec.sitekey;
    case PageUrlColumn:
        return job.spec.pageurl;
    case CreatedColumn:
        return job.createdAtMs;
    case ElapsedColumn:
        return (job.finishedAtMs > 0 ? job.finishedAtMs : m_clock.nowMs()) - job.createdAtMs;
    case TokenExpiryColumn:
        return job.tokenExpiresAtMs;
    case ErrorColumn:
        return job.errorCode;
    default:
        return {};
    }
}

QVariant JobTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const Job &job = m_jobs.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == StateColumn && job.state == JobState::Queued && m_waitingReason) {
            // A queued job says why it waits, beside its state.
            const WaitingReason reason = m_waitingReason(job);
            if (!reason.isNull()) {
                return tr("%1 · %2").arg(stateLabel(job.state), reason.text);
            }
        }
        return displayData(job, index.column());
    case SortRole:
        return sortData(job, index.column());
    case JobIdRole:
        return job.id;
    case JobStateRole:
        return int(job.state);
    case CreatedByRole:
        return job.createdBy;
    case WaitingReasonRole:
        return m_waitingReason ? m_waitingReason(job).name : QString();
    case WaitingReasonTextRole:
        return m_waitingReason ? m_waitingReason(job).text : QString();
    case Qt::TextAlignmentRole:
        if (index.column() == IdColumn || index.column() == ElapsedColumn || index.column() == TokenExpiryColumn) {
            return int(Qt::AlignRight | Qt::AlignVCenter);
        }
        return {};
    case Qt::ForegroundRole:
        if (index.column() == StateColumn || index.column() == ErrorColumn) {
            switch (job.state) {
            case JobState::Solved:
                return QBrush(QColor(0x15, 0x80, 0x3d));
            case JobState::Failed:
                return QBrush(QColor(0xb9, 0x1c, 0x1c));
            case JobState::Canceled:
                return QBrush(QColor(0x6b, 0x72, 0x80));
            default:
                return {};
            }
        }
        if (index.column() == TokenExpiryColumn && job.state == JobState::Solved && job.tokenExpiresAtMs > 0
            && job.tokenExpiresAtMs <= m_clock.nowMs()) {
            return QBrush(QColor(0x6b, 0x72, 0x80));
        }
        return {};
    case Qt::ToolTipRole:
        if (!job.errorCode.isEmpty()) {
            const ErrorInfo info = describeError(job.errorCode);
            QString tip = QStringLiteral("<b>%1</b><br>%2")
                              .arg(job.errorCode.toHtmlEscaped(), info.cause.toHtmlEscaped());
            if (!info.fix.isEmpty()) {
                tip += QStringLiteral("<br><i>%1</i>").arg(info.fix.toHtmlEscaped());
            }
            return tip;
        }
        if (index.column() == PageUrlColumn || index.column() == SiteColumn) {
            return displayData(job, index.column());
        }
        if (index.column() == StateColumn && m_waitingReason) {
            return m_waitingReason(job).text;
        }
        return {};
    default:
        return {};
    }
}

void JobTableModel::setWaitingReasonSource(std::function<WaitingReason(const Job &)> source)
{
    m_waitingReason = std::move(source);
    waitingReasonsChanged();
}

void JobTableModel::waitingReasonsChanged()
{
    if (!m_jobs.isEmpty()) {
        Q_EMIT dataChanged(index(0, StateColumn),
                           index(int(m_jobs.size()) - 1, StateColumn),
                           {Qt::DisplayRole, Qt::ToolTipRole, WaitingReasonRole, WaitingReasonTextRole});
    }
}

QVariant JobTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case IdColumn:
        return tr("ID");
    case StateColumn:
        return tr("State");
    case MethodColumn:
        return tr("Method");
    case SiteColumn:
        return tr("Site key");
    case PageUrlColumn:
        return tr("Page URL");
    case CreatedColumn:
        return tr("Created");
    case ElapsedColumn:
        return tr("Elapsed");
    case TokenExpiryColumn:
        return tr("Token valid for");
    case ErrorColumn:
        return tr("Error");
    default:
        return {};
    }
}

} // namespace SolveDeck
