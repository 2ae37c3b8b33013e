#include "batchenqueue.h"

#include "core/store/clientregistry.h"
#include "core/store/enqueuer.h"
#include "core/store/jobinserter.h"
#include "core/store/jobstore.h"
#include "core/store/storetransaction.h"

#include <QCoreApplication>
#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

#include <algorithm>

namespace SolveDeck {

namespace {

// An owner's standing within the batch's transaction.
struct OwnerState
{
    int limit = 0;
    int open = 0;
    bool revoked = false;
};

} // namespace

BatchEnqueue::BatchEnqueue(JobStore &store)
    : m_store(store)
{
}

QString BatchEnqueue::scopedKey(qint64 owner, const QString &key)
{
    if (owner == 0 || key.isEmpty()) {
        return key;
    }
    return QStringLiteral("client/%1/%2").arg(owner).arg(key);
}

QString BatchEnqueue::unscopedKey(qint64 owner, const QString &stored)
{
    const QString prefix = QStringLiteral("client/%1/").arg(owner);
    if (owner == 0) {
        return stored;
    }
    return stored.startsWith(prefix) ? stored.mid(prefix.size()) : QString();
}

QList<EnqueueOutcome> BatchEnqueue::commit(const QList<EnqueueRequest> &requests,
                                           const QList<std::pair<qint64, qint64>> &touches,
                                           Mode mode)
{
    QList<EnqueueOutcome> outcomes(requests.size(), EnqueueOutcome{EnqueueOutcome::Kind::Created, 0, 0, {}});
    auto failAll = [&outcomes](const Error &error) {
        for (EnqueueOutcome &outcome : outcomes) {
            if (outcome.kind != EnqueueOutcome::Kind::Invalid) {
                outcome = EnqueueOutcome{EnqueueOutcome::Kind::Failed, 0, 0, error};
            }
        }
        return outcomes;
    };
    // Checked before the transaction: an invalid request costs the batch nothing.
    // A pingback goes only to an authorised host (issue 27), as for every other way in (Enqueuer::checkPingbacks).
    bool anyValid = false;
    const Enqueuer pingbacks(m_store);
    for (qsizetype i = 0; i < requests.size(); ++i) {
        Result<void> valid = Enqueuer::validate(requests[i].spec, requests[i].idempotencyKey);
        if (valid && requests[i].spec.params.contains(QStringLiteral("pingback"))) {
            valid = pingbacks.checkPingbacks({{requests[i].spec, requests[i].idempotencyKey}});
        }
        if (!valid) {
            outcomes[i] = EnqueueOutcome{EnqueueOutcome::Kind::Invalid, 0, 0, valid.error()};
        } else {
            anyValid = true;
        }
    }
    if (mode == Mode::AllOrNothing && anyValid
        && std::any_of(outcomes.cbegin(), outcomes.cend(), [](const EnqueueOutcome &outcome) {
               return outcome.kind == EnqueueOutcome::Kind::Invalid;
           })) {
        return failAll(Error{QStringLiteral("INVALID_SPEC"),
                             QStringLiteral("not stored: another job of the same batch was refused")});
    }
    if (!anyValid && touches.isEmpty()) {
        return outcomes;
    }
    if (!m_store.isOpen()) {
        return failAll(m_store.notOpenError());
    }
    const QString what = QCoreApplication::translate("JobStore", "add jobs");
    QList<qint64> created;
    {
        StoreTransaction tx(m_store);
        if (!tx.active()) {
            return failAll(m_store.writeError(what, tx.error()));
        }
        QSqlQuery q = m_store.readQuery();
        QHash<qint64, OwnerState> owners;
        for (const EnqueueRequest &request : requests) {
            if (request.owner == 0 || owners.contains(request.owner)) {
                continue;
            }
            OwnerState state;
            if (!JobStore::exec(q,
                                QStringLiteral("SELECT max_in_flight, revoked_at FROM clients WHERE id = ?%1")
                                    .arg(m_store.dialect().lockRows()),
                                {request.owner})) {
                return failAll(m_store.writeError(what, q.lastError()));
            }
            if (q.next()) {
                state.limit = q.value(0).toInt();
                state.revoked = q.value(1).toLongLong() > 0;
            } else {
                state.revoked = true; // no such client: nothing may be stored for it
            }
            q.finish();
            if (!state.revoked && state.limit > 0) {
                if (!JobStore::exec(q,
                                    QStringLiteral("SELECT COUNT(*) FROM jobs WHERE owner = ? AND state IN (%1)")
                                        .arg(openJobStatesSql()),
                                    {request.owner})
                    || !q.next()) {
                    return failAll(m_store.writeError(what, q.lastError()));
                }
                state.open = q.value(0).toInt();
                q.finish();
            }
            owners.insert(request.owner, state);
        }
        JobInserter inserter(m_store);
        if (!inserter.prepare()) {
            return failAll(m_store.writeError(what, inserter.lastError()));
        }
        const qint64 now = m_store.clock().nowMs();
        for (qsizetype i = 0; i < requests.size(); ++i) {
            const EnqueueRequest &request = requests[i];
            EnqueueOutcome &outcome = outcomes[i];
            if (outcome.kind == EnqueueOutcome::Kind::Invalid) {
                continue;
            }
            OwnerState *owner = request.owner == 0 ? nullptr : &owners[request.owner];
            if (owner != nullptr && owner->revoked) {
                outcome.kind = EnqueueOutcome::Kind::Revoked;
                continue;
            }
            const QString key = scopedKey(request.owner, request.idempotencyKey);
            // A repeat answers the first job even at the limit: the client asked for nothing new.
            if (!key.isEmpty()) {
                bool failed = false;
                const std::optional<qint64> first = inserter.existing(key, &failed);
                if (failed) {
                    return failAll(m_store.writeError(what, inserter.lastError()));
                }
                if (first) {
                    outcome.kind = EnqueueOutcome::Kind::Existing;
                    outcome.jobId = *first;
                    continue;
                }
            }
            if (owner != nullptr && owner->limit > 0 && owner->open >= owner->limit) {
                outcome.kind = EnqueueOutcome::Kind::OverLimit;
                outcome.limit = owner->limit;
                continue;
            }
            const QString stored = key.isEmpty() ? QUuid::createUuid().toString(QUuid::WithoutBraces) : key;
            const std::optional<JobInserter::Inserted> inserted = inserter.insert(request.spec,
                                                                                  stored,
                                                                                  request.owner,
                                                                                  request.creator,
                                                                                  now);
            if (!inserted) {
                return failAll(m_store.writeError(what, inserter.lastError()));
            }
            outcome.jobId = inserted->jobId;
            outcome.kind = inserted->created ? EnqueueOutcome::Kind::Created : EnqueueOutcome::Kind::Existing;
            if (inserted->created) {
                created << inserted->jobId;
                if (owner != nullptr) {
                    ++owner->open;
                }
            }
        }
        for (const auto &[clientId, atMs] : touches) {
            if (!ClientRegistry::markUsed(q, clientId, atMs)) {
                return failAll(m_store.writeError(what, q.lastError()));
            }
        }
        if (!tx.commit()) {
            return failAll(m_store.writeError(what, tx.error()));
        }
    }
    if (!created.isEmpty()) {
        m_store.announceChanges(created);
    }
    return outcomes;
}

} // namespace SolveDeck
