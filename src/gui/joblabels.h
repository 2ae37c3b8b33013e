#pragma once

#include "core/model/job.h"

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
    // "12 s", "3 min 04 s", "2 h 05 min".
    static QString duration(qint64 ms);

    // The sidebar's rows: every job, then the states an operator filters by. Submitting is shown with Solving
    // (submitted): both are "in flight" to the operator.
    struct StateGroup
    {
        QString label;
        QList<JobState> states; // empty: every state
    };

    static QList<StateGroup> stateGroups();
};

} // namespace SolveDeck
