#include "jobinserter.h"

#include "core/model/hostpattern.h"
#include "core/store/jobrow.h"
#include "core/store/jobstore.h"

#include <QStringList>

namespace SolveDeck {

JobInserter::JobInserter(const JobStore &store)
    : m_insert(store.readQuery())
    , m_existing(store.readQuery())
    , m_events(store)
    , m_store(store)
{
}

bool JobInserter::prepare()
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
                                     QStringLiteral("target_host"),
                                     QStringLiteral("owner")};
    if (!m_insert.prepare(m_store.dialect().insertOrIgnoreReturningId(QStringLiteral("jobs"),
                                                                      columns,
                                                                      QStringLiteral("idempotency_key")))) {
        m_error = m_insert.lastError();
        return false;
    }
    if (!m_existing.prepare(QStringLiteral("SELECT id FROM jobs WHERE idempotency_key = ?"))) {
        m_error = m_existing.lastError();
        return false;
    }
    return true;
}

std::optional<qint64> JobInserter::existing(const QString &key, bool *failed)
{
    if (!JobStore::run(m_existing, {key})) {
        m_error = m_existing.lastError();
        if (failed != nullptr) {
            *failed = true;
        }
        return std::nullopt;
    }
    std::optional<qint64> id;
    if (m_existing.next()) {
        id = m_existing.value(0).toLongLong();
    }
    m_existing.finish();
    return id;
}

std::optional<JobInserter::Inserted> JobInserter::insert(
    const TaskSpec &spec, const QString &key, qint64 owner, const QString &createdBy, qint64 nowMs)
{
    // A queued job's next_attempt_at is never 0: "due now" is stored as the time it became due, so the earliest next
    // attempt is a real time and the dispatcher serves jobs first in, first out.
    if (!JobStore::run(m_insert,
                       {key,
                        methodName(spec.method),
                        spec.sitekey,
                        spec.pageurl,
                        JobRow::paramsToJson(spec.params),
                        jobStateName(JobState::Queued),
                        nowMs,
                        nowMs,
                        spec.label,
                        createdBy,
                        HostPattern::hostOfUrl(spec.pageurl),
                        owner})) {
        m_error = m_insert.lastError();
        return std::nullopt;
    }
    if (m_insert.next()) {
        const qint64 id = m_insert.value(0).toLongLong();
        m_insert.finish();
        if (!m_events.append(id, nowMs, QString::fromLatin1(EventKind::Enqueued), methodName(spec.method))) {
            m_error = m_events.lastError();
            return std::nullopt;
        }
        return Inserted{id, true};
    }
    m_insert.finish();
    // Ignored: the key is taken (by a job committed meanwhile, as far as this transaction can see).
    const std::optional<qint64> id = existing(key);
    if (!id) {
        return std::nullopt;
    }
    return Inserted{*id, false};
}

} // namespace SolveDeck
