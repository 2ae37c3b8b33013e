#pragma once

// Store helpers for tests of every kind (header-only: support/ builds without the store).

#include "core/model/job.h"
#include "core/result.h"
#include "core/store/jobeventwriter.h"
#include "core/store/jobstore.h"

#include <QSqlQuery>
#include <QString>

namespace SolveDeckTest {

// Claims job `id` for `engineId` (empty: none) and `account` as Claims::claimDue claims a due job: queued ->
// submitting, attempts + 1, submit_sent_at = now, claimed_by, account, and a "submitting" event "attempt N", in one
// write transaction, announced on the store's jobsChanged. Unlike claimDue it takes exactly this job, whatever its
// host, due time, the pause or the account's cap: for tests that need a job in flight. INVALID_TRANSITION when the
// job is not queued.
inline SolveDeck::Result<void> claimJob(SolveDeck::JobStore &store,
                                        qint64 id,
                                        const QString &engineId = {},
                                        const QString &account = {})
{
    using namespace SolveDeck;
    const qint64 now = store.clock().nowMs();
    bool claimed = false;
    const Result<void> written = store.write(QStringLiteral("claim job %1 for a test").arg(id), [&](QSqlQuery &q) {
        if (!JobStore::exec(q,
                            QStringLiteral("UPDATE jobs SET state = ?, attempts = attempts + 1, submit_sent_at = ?,"
                                           " claimed_by = ?, account = ? WHERE id = ? AND state = ?"),
                            {jobStateName(JobState::Submitting),
                             now,
                             engineId,
                             account,
                             id,
                             jobStateName(JobState::Queued)})) {
            return false;
        }
        if (q.numRowsAffected() != 1) {
            return true; // nothing to write
        }
        if (!JobStore::exec(q, QStringLiteral("SELECT attempts FROM jobs WHERE id = ?"), {id}) || !q.next()) {
            return false;
        }
        const int attempts = q.value(0).toInt();
        q.finish();
        claimed = JobEventWriter(store).append(id,
                                               now,
                                               QString::fromLatin1(EventKind::Submitting),
                                               QStringLiteral("attempt %1").arg(attempts));
        return claimed;
    });
    if (!written) {
        return written;
    }
    if (!claimed) {
        return Error{QStringLiteral("INVALID_TRANSITION"), QStringLiteral("job %1 is not queued").arg(id)};
    }
    store.announceChanges({id});
    return {};
}

} // namespace SolveDeckTest
