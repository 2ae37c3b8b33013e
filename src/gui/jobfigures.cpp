#include "jobfigures.h"

#include "core/store/jobstore.h"
#include "core/store/storelogging.h"
#include "gui/databaseworker.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <optional>
#include <utility>

namespace SolveDeck {

namespace {

qint64 localDayStartMs(qint64 nowMs)
{
    return QDateTime(QDateTime::fromMSecsSinceEpoch(nowMs).date(), QTime(0, 0)).toMSecsSinceEpoch();
}

// The connections inside a ReadSnapshot now (only ever used from one thread per connection).
QSet<QString> &openSnapshots()
{
    thread_local QSet<QString> open;
    return open;
}

} // namespace

int JobFigures::total() const
{
    int sum = 0;
    for (const int n : byState) {
        sum += n;
    }
    return sum;
}

QueueCounts JobFigures::queueCounts() const
{
    QueueCounts counts;
    counts.queued = queued();
    counts.failedToday = failedToday;
    counts.solving = read ? solving() : -1;
    return counts;
}

JobFigures JobFigures::readFrom(const JobStore &store, qint64 nowMs)
{
    JobFigures figures;
    if (!store.isOpen()) {
        return figures;
    }
    figures.byState = store.countsByState();
    QSqlQuery q = store.readQuery();
    if (JobStore::exec(q,
                       QStringLiteral("SELECT COUNT(*) FROM jobs WHERE state = ? AND finished_at >= ?"),
                       {jobStateName(JobState::Failed), localDayStartMs(nowMs)})
        && q.next()) {
        figures.failedToday = q.value(0).toInt();
    } else {
        qCWarning(lcStore) << "counting today's failed jobs failed:" << q.lastError().text();
    }
    figures.read = true;
    return figures;
}

ReadSnapshot::ReadSnapshot(const JobStore *store)
{
    if (store == nullptr || !store->isOpen() || openSnapshots().contains(store->connectionName())) {
        return;
    }
    QSqlDatabase db = QSqlDatabase::database(store->connectionName(), false);
    if (!db.isOpen() || !db.transaction()) {
        return; // the reads still run, each on its own
    }
    if (store->dialect().kind() == SqlDialect::Kind::PostgreSql) {
        // READ COMMITTED (the default) gives each statement its own snapshot; this gives the transaction one.
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY"))) {
            qCWarning(lcStore) << "a read snapshot is not available:" << q.lastError().text();
        }
    }
    m_connection = store->connectionName();
    openSnapshots().insert(m_connection);
}

ReadSnapshot::~ReadSnapshot()
{
    if (m_connection.isEmpty()) {
        return;
    }
    openSnapshots().remove(m_connection);
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    if (db.isOpen() && !db.commit()) {
        db.rollback();
    }
}

JobFiguresReader::JobFiguresReader(QObject *parent)
    : QObject(parent)
    , m_worker(new DatabaseWorker(QStringLiteral("job figures"), this))
{
    // A busy queue changes jobs on every engine tick (100 ms), and counting a large database is a scan of its state
    // index: worker reads start at most this often, so the counts never keep a core busy.
    m_spacing.setSingleShot(true);
    m_spacing.setInterval(250);
    connect(&m_spacing, &QTimer::timeout, this, [this] {
        if (m_readAgain && !m_reading) {
            readOnWorker();
        }
    });
}

JobFiguresReader::~JobFiguresReader() = default;

void JobFiguresReader::setStore(const JobStore *store, const QString &location, const QString &password)
{
    ++m_generation;
    m_store = store;
    m_worker->setDatabase(location, password);
    m_reading = false;
    m_readAgain = false;
    m_fresh = false;
    m_spacing.stop();
    m_figures = {};
    Q_EMIT figuresRead(m_figures);
    refresh();
}

void JobFiguresReader::readAlongside()
{
    if (m_store == nullptr || !m_store->isOpen()) {
        return;
    }
    if (m_onWorker) {
        if (m_reading || m_spacing.isActive()) {
            m_readAgain = true;
        } else {
            readOnWorker();
        }
        return;
    }
    QElapsedTimer took;
    took.start();
    m_figures = JobFigures::readFrom(*m_store, QDateTime::currentMSecsSinceEpoch());
    m_figures.serial = ++m_serial;
    m_fresh = true;
    // Two slow counts in a row, not one: a cold page cache or a busy disk can slow any single read.
    m_slowReads = took.elapsed() > kBudgetMs ? m_slowReads + 1 : 0;
    if (m_slowReads >= 2 && !m_pinned) {
        m_onWorker = true;
    }
}

bool JobFiguresReader::announce()
{
    if (!std::exchange(m_fresh, false)) {
        return false;
    }
    Q_EMIT figuresRead(m_figures);
    return true;
}

void JobFiguresReader::refresh()
{
    if (m_store == nullptr || !m_store->isOpen()) {
        return;
    }
    if (m_onWorker) {
        readAlongside();
        return;
    }
    {
        const ReadSnapshot snapshot(m_store);
        readAlongside();
    }
    announce();
}

void JobFiguresReader::readOnWorker()
{
    m_reading = true;
    m_readAgain = false;
    m_spacing.start();
    const quint64 generation = m_generation;
    const quint64 serial = ++m_serial; // the worker reads after this
    DatabaseWorker *worker = m_worker;
    m_worker->run([this, worker, generation, serial](DatabaseWorker::Context &context) {
        const Result<JobStore *> store = context.store();
        // A failed open or read keeps the figures shown (a warning was logged where it failed).
        std::optional<JobFigures> figures;
        if (store) {
            const ReadSnapshot snapshot(store.value());
            figures = JobFigures::readFrom(*store.value(), QDateTime::currentMSecsSinceEpoch());
            figures->serial = serial;
        }
        worker->answer([this, generation, figures] {
            if (generation != m_generation) {
                return;
            }
            m_reading = false;
            if (figures) {
                m_figures = *figures;
                Q_EMIT figuresRead(m_figures);
            }
            if (m_readAgain && !m_spacing.isActive()) {
                readOnWorker();
            }
        });
    });
}

} // namespace SolveDeck
