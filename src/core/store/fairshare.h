#pragma once

#include <QList>
#include <QtGlobal>

#include <optional>

namespace SolveDeck {

// One owner of queued work at a claim (Claims::claimDue): the operator (owner 0) or a gateway client.
struct OwnerDemand
{
    qint64 owner = 0;
    int running = 0;     // its jobs submitting or submitted now, by any engine
    int weight = 1;      // its share of the threads: its limit, or the effective cap (operator, unlimited clients)
    int limit = 0;       // its own bound on jobs in flight (a client's max_in_flight); 0 = none
    qint64 dueAtMs = 0;  // its earliest due job
    bool resend = false; // its next job is an uncertain re-send (a submit whose fate is unknown, sent again first)
};

// Which owner the next free thread goes to: weighted round robin over in-flight share. Among the owners that still
// have a due job and are under their own limit, the one with the lowest (running + picked) / weight; ties go to an
// owner whose next job is an uncertain re-send, then to the earliest due job, then to the lower owner id. A client
// with one job and nothing running is therefore picked at the next free thread, whatever another owner has queued:
// another client's 10,000-job import delays it by at most one solve. Pure: Claims feeds it and acts on its choice.
class FairShare
{
public:
    explicit FairShare(QList<OwnerDemand> owners);

    // The owner the next job should come from; nullopt when none can take one. Does not count it: call take() when
    // a job of that owner was picked, or exhausted() when it turned out to have none left.
    std::optional<qint64> next() const;

    void take(qint64 owner);
    void exhausted(qint64 owner);

    // Jobs taken from `owner` so far.
    int taken(qint64 owner) const;

private:
    struct Entry
    {
        OwnerDemand demand;
        int taken = 0;
        bool exhausted = false;
    };

    Entry *find(qint64 owner);
    const Entry *find(qint64 owner) const;

    QList<Entry> m_entries;
};

} // namespace SolveDeck
