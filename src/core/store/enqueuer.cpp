#include "enqueuer.h"

#include "core/model/validation.h"
#include "core/store/authorisedhosts.h"
#include "core/store/batchenqueue.h"

#include <QCoreApplication>

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
    // Checked here first so a refusal names the job of the batch it is about; BatchEnqueue checks again (it is the
    // one writer: no job reaches the table without its checks).
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
    QList<EnqueueRequest> requests;
    requests.reserve(items.size());
    const QString createdBy = m_store.createdBy();
    for (const auto &[spec, key] : items) {
        requests.append(EnqueueRequest{0, createdBy, spec, key});
    }
    const QList<EnqueueOutcome> outcomes = BatchEnqueue(m_store).commit(requests, {}, BatchEnqueue::Mode::AllOrNothing);
    QList<JobStore::Enqueued> results;
    results.reserve(outcomes.size());
    for (qsizetype i = 0; i < outcomes.size(); ++i) {
        const EnqueueOutcome &outcome = outcomes[i];
        switch (outcome.kind) {
        case EnqueueOutcome::Kind::Created:
        case EnqueueOutcome::Kind::Existing:
            results << JobStore::Enqueued{outcome.jobId, outcome.kind == EnqueueOutcome::Kind::Created};
            break;
        case EnqueueOutcome::Kind::Invalid:
            return ofBatch(outcome.error, i, items.size());
        case EnqueueOutcome::Kind::OverLimit:
        case EnqueueOutcome::Kind::Revoked:
        case EnqueueOutcome::Kind::Failed:
            // The operator has no limit and cannot be revoked: only a failed transaction comes here.
            return outcome.error;
        }
    }
    return results;
}

} // namespace SolveDeck
