#pragma once

#include "core/model/job.h"
#include "core/store/jobfilter.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace SolveDeck {

// The one place the console words a job's state, method and durations: the table, the sidebar, the detail pane,
// the dialogs and the charts all ask here, so a state is never named two ways (or translated twice).
class JobLabels
{
    Q_DECLARE_TR_FUNCTIONS(JobLabels)

public:
    // "Queued", "Submitting", "Solving" (submitted), "Solved", "Failed", "Canceled".
    static QString state(JobState state);
    static QString method(Method method);
    // The method in a chart's legend, short and distinct: "v2", "v3", "Turnstile", "Image".
    static QString methodShort(Method method);
    // A job's field by its API name ("sitekey", "pageurl", "min_score"), as the New Job dialog, the detail pane's
    // parameters and the import preview name it: "Site key", "Page URL", "Minimum score". A name it does not know
    // is returned as it is.
    static QString field(const QString &name);
    // A time in a table: the locale's time with seconds, with its date when not today (localTimeText).
    static QString tableTime(qint64 utcMs, qint64 nowMs);
    // The widest text tableTime() gives, for sizing its column.
    static QString widestTableTime();
    // "12 s", "3 min 04 s", "2 h 05 min". A time that counts down (a token's life) says "60 s" for a minute, as it
    // starts; one that counts up (elapsed) says "1 min 00 s" after "59 s", as the minutes it goes on to.
    enum class Counting {
        Down,
        Up
    };
    static QString duration(qint64 ms, Counting counting = Counting::Down);
    // The table's Elapsed: a running job's time counts up by whole seconds; a finished job's time from creation to
    // its end, to the nearest second, as its timeline reads it ("+8.0 s" is "8 s", not "7 s": a fourteenth trial).
    static QString elapsed(qint64 createdAtMs, qint64 finishedAtMs, qint64 nowMs);
    // A token's time left as every countdown shows it (the table, the detail pane), from the whole second now falls
    // in, so two countdowns repainted within the same second never differ by one (a fifth trial: table "14 s",
    // detail "15 s"). Each repaints just after a second begins (msToNextSecond).
    static QString timeLeft(qint64 expiresAtMs, qint64 nowMs);
    // Whether every place says a token has expired: from the whole second now falls in, as timeLeft() counts, once
    // less than a second is left ("valid 0 s" is never shown). A repaint within a second, for whatever reason, cannot
    // make one place say "token expired" while another still counts (a fifteenth trial: the table repainted under a
    // dialog said "token expired", the detail pane "Valid for 0 s more").
    static bool tokenExpired(qint64 expiresAtMs, qint64 nowMs);
    static int msToNextSecond(qint64 nowMs);

    // The sidebar's rows: every job, then the states an operator filters by. A job being submitted is shown with
    // the queued ones: until the service accepts it (a speculative submit may be refused), it is not solving; the
    // Solving row counts the jobs the service accepted and has not answered yet.
    struct StateGroup
    {
        QString label;
        QList<JobState> states; // empty: every state
        QString tip;            // what the row counts
    };

    static QList<StateGroup> stateGroups();

    // A filter in the sidebar's words: a set of states that is one of its rows reads as that row ("state Queued",
    // not "state Queued or Submitting").
    static QString describe(const JobFilter &filter);
};

} // namespace SolveDeck
