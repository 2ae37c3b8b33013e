#pragma once

#include "core/model/job.h"
#include "core/result.h"

#include <QList>
#include <QString>

namespace SolveDeck {

class JobStore;

// One job_events row as the gateway's event streams need it: the event, and of its job the owner, the state now,
// the token (solved) and the error (failed).
struct OwnedJobEvent
{
    qint64 id = 0;
    qint64 jobId = 0;
    qint64 atMs = 0;
    QString kind;
    QString detail;
    qint64 owner = 0;
    JobState jobState = JobState::Queued;
    QString token;
    qint64 tokenExpiresAtMs = 0;
    QString errorCode;
    QString errorDetail;
};

// Rows read after an id, with the snapshot they were read in (PostgreSQL; see EventHorizon).
struct EventPage
{
    QList<OwnedJobEvent> events;
    qint64 snapshotXmin = 0;
    qint64 snapshotXmax = 0;
};

// Reads of the job timeline (job_events) for the gateway's EventHub: what happened after an id, for every owner at
// once (one read per hub pass for all streams) or for one owner (a stream that resumes with Last-Event-ID). Ids
// only grow; on PostgreSQL they do not commit in order, which EventHorizon deals with.
class EventLog
{
public:
    explicit EventLog(const JobStore &store);

    // Up to `limit` rows with id > afterId, in id order, of every owner.
    Result<EventPage> after(qint64 afterId, int limit) const;

    // Up to `limit` rows of `owner`'s jobs with afterId < id <= upToId, in id order.
    Result<QList<OwnedJobEvent>> ofOwner(qint64 owner, qint64 afterId, qint64 upToId, int limit) const;

    // The highest id now, with the snapshot's xmin and xmax (both 0 on SQLite).
    struct Latest
    {
        qint64 id = 0;
        qint64 snapshotXmin = 0;
        qint64 snapshotXmax = 0;
    };

    Result<Latest> latest() const;

private:
    const JobStore &m_store;
};

} // namespace SolveDeck
