#include "enqueuer.h"

#include "core/model/hostpattern.h"
#include "core/model/validation.h"
#include "core/store/authorisedhosts.h"
#include "core/store/jobeventwriter.h"
#include "core/store/jobrow.h"
#include "core/store/storetransaction.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QUuid>

#include <optional>

namespace SolveDeck {

namespace {

// The statements enqueueing runs for every job, prepared once per batch.
struct InsertStatements
{
    explicit InsertStatements(const JobStore &store)
        : insert(store.readQuery())
        , existing(store.readQuery())
        , events(store)
    {
    }

    // False with the cause in the failed statement's lastError().
    bool prepare(const SqlDialect &dialect)
    {
        static const QStringList columns{QStringLiteral("idempotency_key"),
                                         QStringLiteral("method"),
                                         QStringLiteral("sitekey"),
                                         QStringLiteral("pageurl"),
                                         QStringLiteral("params"),
                                         QStringLiteral("state"),
                                         QStringLiteral("created_at"),
                                         QStringLiteral("next_attempt_at"),
                                         QStringLiteral("label"),
                                         QStringLiteral("created_by"),
                                         QStringLiteral("target_host")};
        return insert.prepare(dialect.insertOrIgnoreReturningId(QStringLiteral("jobs"),
                                                                columns,
                                                                QStringLiteral("idempotency_key")))
            && existing.prepare(QStringLiteral("SELECT id FROM jobs WHERE idempotency_key = ?"));
    }

    QSqlQuery insert;
    QSqlQuery existing;
    JobEventWriter events;
};

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
        Result<void> valid = validateTaskSpec(items[i].first);
        if (valid) {
            valid = validateIdempotencyKey(items[i].second);
        }
        if (!valid) {
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
        InsertStatements st(m_store);
        if (!st.prepare(m_store.dialect())) {
            return m_store.writeError(what,
                                      st.insert.lastError().isValid() ? st.insert.lastError()
                                                                      : st.existing.lastError());
        }
        const QString addOne = QCoreApplication::translate("JobStore", "add a job");
        const QString createdBy = m_store.createdBy();
        const qint64 now = m_store.clock().nowMs();
        for (const auto &[spec, givenKey] : items) {
            const QString key = givenKey.isEmpty() ? QUuid::createUuid().toString(QUuid::WithoutBraces) : givenKey;
            // A queued job's next_attempt_at is never 0: "due now" is stored as the time it became due, so the
            // earliest next attempt is a real time and the dispatcher serves jobs first in, first out.
            if (!JobStore::run(st.insert,
                               {key,
                                methodName(spec.method),
                                spec.sitekey,
                                spec.pageurl,
                                JobRow::paramsToJson(spec.params),
                                jobStateName(JobState::Queued),
                                now,
                                now,
                                spec.label,
                                createdBy,
                                HostPattern::hostOfUrl(spec.pageurl)})) {
                return m_store.writeError(addOne, st.insert.lastError());
            }
            if (st.insert.next()) {
                const qint64 id = st.insert.value(0).toLongLong();
                st.insert.finish();
                if (!st.events.append(id, now, QString::fromLatin1(EventKind::Enqueued), methodName(spec.method))) {
                    return m_store.writeError(addOne, st.events.lastError());
                }
                results << JobStore::Enqueued{id, true};
                created << id;
                continue;
            }
            st.insert.finish();
            if (!JobStore::run(st.existing, {key}) || !st.existing.next()) {
                return m_store.writeError(addOne, st.existing.lastError());
            }
            results << JobStore::Enqueued{st.existing.value(0).toLongLong(), false};
            st.existing.finish();
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
