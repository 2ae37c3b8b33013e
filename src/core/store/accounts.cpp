#include "accounts.h"

#include "core/model/job.h"
#include "core/store/jobstore.h"
#include "core/store/storelogging.h"
#include "core/store/storetransaction.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QMessageAuthenticationCode>
#include <QSqlError>

#include <limits>

namespace SolveDeck {

Accounts::Accounts(const JobStore &store)
    : m_store(store)
{
}

QString Accounts::fingerprint(const QString &apiKey) const
{
    if (!m_store.isOpen()) {
        return {};
    }
    QSqlQuery q = m_store.readQuery();
    if (!JobStore::exec(q,
                        QStringLiteral("SELECT value FROM store_meta WHERE name = ?"),
                        {QStringLiteral("fingerprint_secret")})
        || !q.next()) {
        qCWarning(lcStore) << "no fingerprint secret:" << q.lastError().text();
        return {};
    }
    const QByteArray secret = q.value(0).toString().toLatin1();
    // 128 bits of the HMAC are plenty to tell accounts apart and name them in a row; "acct-" keeps it recognisable.
    return QStringLiteral("acct-")
         + QString::fromLatin1(
               QMessageAuthenticationCode::hash(apiKey.toUtf8(), secret, QCryptographicHash::Sha256).toHex().left(32));
}

Result<void> Accounts::setCap(const QString &account, int threadCap)
{
    return write(account,
                 QCoreApplication::translate("JobStore", "save the thread cap"),
                 QStringLiteral("thread_cap"),
                 std::max(1, threadCap));
}

Result<void> Accounts::setPlan(const QString &account, int planThreads)
{
    return write(account,
                 QCoreApplication::translate("JobStore", "save the plan's threads"),
                 QStringLiteral("plan_threads"),
                 std::max(0, planThreads));
}

bool Accounts::ensureRow(QSqlQuery &q, const QString &account, qint64 nowMs)
{
    return JobStore::exec(q,
                          QStringLiteral("INSERT INTO accounts (fingerprint, thread_cap, plan_threads, updated_at)"
                                         " VALUES (?, 0, 0, ?) ON CONFLICT (fingerprint) DO NOTHING"),
                          {account, nowMs});
}

Result<void> Accounts::write(const QString &account, const QString &what, const QString &column, int value)
{
    if (!m_store.isOpen()) {
        return m_store.notOpenError();
    }
    const qint64 now = m_store.clock().nowMs();
    StoreTransaction tx(m_store);
    if (!tx.active()) {
        return m_store.writeError(what, tx.error());
    }
    QSqlQuery q = m_store.readQuery();
    if (!ensureRow(q, account, now)
        || !JobStore::exec(q,
                           QStringLiteral(
                               "UPDATE accounts SET %1 = ?, updated_at = ? WHERE fingerprint = ? AND %1 <> ?")
                               .arg(column),
                           {value, now, account, value})) {
        return m_store.writeError(what, q.lastError());
    }
    if (!tx.commit()) {
        return m_store.writeError(what, tx.error());
    }
    return {};
}

AccountCapacity Accounts::capacity(const QString &account) const
{
    AccountCapacity capacity;
    if (!m_store.isOpen()) {
        return capacity;
    }
    QSqlQuery q = m_store.readQuery();
    // One statement, so one snapshot on PostgreSQL; an account without a row reads NULL, a cap and plan of 0.
    if (!JobStore::exec(q,
                        QStringLiteral("SELECT (SELECT thread_cap FROM accounts WHERE fingerprint = ?),"
                                       " (SELECT plan_threads FROM accounts WHERE fingerprint = ?),"
                                       " (SELECT COUNT(*) FROM jobs WHERE account = ? AND state IN (?, ?)),"
                                       " (SELECT COUNT(*) FROM engines WHERE account = ?)"),
                        {account,
                         account,
                         account,
                         jobStateName(JobState::Submitting),
                         jobStateName(JobState::Submitted),
                         account})
        || !q.next()) {
        qCWarning(lcStore) << "accountCapacity failed:" << q.lastError().text();
        return capacity;
    }
    capacity.threadCap = q.value(0).toInt();
    capacity.planThreads = q.value(1).toInt();
    capacity.busy = q.value(2).toInt();
    capacity.liveEngines = q.value(3).toInt();
    return capacity;
}

int Accounts::heldByOtherEngines(const QString &account, const QString &engineId, qint64 maybeAliveSinceMs) const
{
    if (!m_store.isOpen()) {
        return 0;
    }
    QSqlQuery q = m_store.readQuery();
    // A job in flight again after a submit whose answer was lost: the earlier send (its uncertain_submit event, at or
    // after that send) may hold a thread too. Its engine counts it; the others did not (a team test: 4 busy, cap 3).
    if (!JobStore::exec(q,
                        QStringLiteral("SELECT (SELECT COUNT(*) FROM jobs WHERE account = ? AND (state IN (?, ?)"
                                       " OR (state IN (?, ?) AND submit_sent_at > 0 AND submit_sent_at >= ?))"
                                       " AND claimed_by <> ?),"
                                       " (SELECT COUNT(*) FROM jobs j JOIN job_events e ON e.job_id = j.id"
                                       " WHERE j.account = ? AND j.state IN (?, ?) AND j.claimed_by <> ?"
                                       " AND e.kind = ? AND e.at >= ?)"),
                        {account,
                         jobStateName(JobState::Submitting),
                         jobStateName(JobState::Submitted),
                         jobStateName(JobState::Queued),
                         jobStateName(JobState::Canceled),
                         maybeAliveSinceMs,
                         engineId,
                         account,
                         jobStateName(JobState::Submitting),
                         jobStateName(JobState::Submitted),
                         engineId,
                         QString::fromLatin1(EventKind::UncertainSubmit),
                         maybeAliveSinceMs})
        || !q.next()) {
        qCWarning(lcStore) << "heldByOtherEngines failed:" << q.lastError().text();
        return std::numeric_limits<int>::max() / 2; // unknown: claim nothing
    }
    return q.value(0).toInt() + q.value(1).toInt();
}

} // namespace SolveDeck
