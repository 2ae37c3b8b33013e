#include "enqueuer.h"

#include "core/model/validation.h"
#include "core/store/authorisedhosts.h"
#include "core/store/jobinserter.h"
#include "core/store/storetransaction.h"

#include <QCoreApplication>
#include <QUuid>

#include <optional>

namespace SolveDeck {

namespace {

// A batch's refusal names the job it is about ("job 3 of 10: ..."); a single job's needs no number.
Error ofBatch(Error error, qsizetype index, qsizetype count)
{
    if (count > 1) {
        error.message = QCoreApplication::translate("JobStore", "job %1 of %2: %3")
                            .arg(index + 1)
                            .arg(count)
                            .arg(error.message);
    }
    return error;
}

} // namespace

Enqueuer::Enqueuer(JobStore &store)
    : m_store(store)
{
}

Result<void> Enqueuer::validate(const TaskSpec &spec, const QString &idempotencyKey)
{
    Result<void> valid = validateTaskSpec(spec);
    if (valid) {
        valid = validateIdempotencyKey(idempotencyKey);
    }
    return valid;
}

Result<void> Enqueuer::checkPingbacks(const QList<std::pair<TaskSpec, QString>> &items) const
{
    std::optional<AuthorisedHostSet> authorised; // read once, and only when some job has a pingback
    for (qsizetype i = 0; i < items.size(); ++i) {
        if (!items[i].first.params.contains(QStringLiteral("pingback"))) {
            continue;
        }
        if (!authorised) {
            Result<AuthorisedHostSet> read = AuthorisedHosts(std::as_const(m_store)).snapshot();
            if (!read) {
                return read.error();
            }
            authorised = std::move(read).value();
        }
        if (Result<void> allowed = validatePingbackHost(items[i].first, authorised->patterns); !allowed) {
            return ofBatch(allowed.error(), i, items.size());
        }
    }
    return {};
}

Result<QList<JobStore::Enqueued>> Enqueuer::enqueue(const QList<std::pair<TaskSpec, QString>> &items)
{
    for (qsizetype i = 0; i < items.size(); ++i) {
        if (Result<void> valid = validate(items[i].first, items[i].second); !valid) {
            return ofBatch(valid.error(), i, items.size());
        }
    }
    if (!m_store.isOpen()) {
        return m_store.notOpenError();
    }
    if (Result<void> pingbacks = checkPingbacks(items); !pingbacks) {
        return pingbacks.error();
    }
    QList<JobStore::Enqueued> results;
    results.reserve(items.size());
    QList<qint64> created;
    {
        const QString what = QCoreApplication::translate("JobStore", "add jobs");
        StoreTransaction tx(m_store);
        if (!tx.active()) {
            return m_store.writeError(what, tx.error());
        }
        JobInserter inserter(m_store);
        if (!inserter.prepare()) {
            return m_store.writeError(what, inserter.lastError());
        }
        const QString addOne = QCoreApplication::translate("JobStore", "add a job");
        const QString createdBy = m_store.createdBy();
        const qint64 now = m_store.clock().nowMs();
        for (const auto &[spec, givenKey] : items) {
            const QString key = givenKey.isEmpty() ? QUuid::createUuid().toString(QUuid::WithoutBraces) : givenKey;
            const std::optional<JobInserter::Inserted> inserted = inserter.insert(spec, key, 0, createdBy, now);
            if (!inserted) {
                return m_store.writeError(addOne, inserter.lastError());
            }
            results << JobStore::Enqueued{inserted->jobId, inserted->created};
            if (inserted->created) {
                created << inserted->jobId;
            }
        }
        if (!tx.commit()) {
            return m_store.writeError(what, tx.error());
        }
    }
    if (!created.isEmpty()) {
        m_store.announceChanges(created);
    }
    return results;
}

} // namespace SolveDeck
