#pragma once

#include "core/model/job.h"
#include "gui/jobfigures.h"

#include <QMap>
#include <QObject>

class QListWidget;

namespace SolveDeck {

// The state sidebar: "All" and one row per state the operator filters by (JobLabels::stateGroups), each with its
// whole-database count. It shows the JobFigures the window read (JobFiguresReader: together with the job table's
// rows, so the two agree), the same figures the status bar, the dock and the tray show. A filter does not change the
// counts (they are the whole database's); the sidebar only says "(filtered)".
class StateSidebar : public QObject
{
    Q_OBJECT

public:
    explicit StateSidebar(QListWidget *list, QObject *parent = nullptr);
    ~StateSidebar() override;

    // Shows these counts (zeros when nothing was read).
    void showFigures(const JobFigures &figures);
    // The table shows a filtered view: "All" says so.
    void setFiltered(bool filtered);

    // The states of the chosen row (empty: every state).
    QList<JobState> currentStates() const;

    // As last shown.
    const QMap<JobState, int> &counts() const { return m_figures.byState; }

    // The count each row shows now, in the order of JobLabels::stateGroups() (tests).
    QList<int> rowCounts() const;

    // Jobs at the service or being sent (Submitting + Submitted), as last shown: the quit question counts them.
    int inFlightCount() const { return m_figures.inFlight(); }

Q_SIGNALS:
    void statesChosen(const QList<SolveDeck::JobState> &states);

private:
    void showCounts();

    QListWidget *m_list;
    JobFigures m_figures;
    bool m_filtered = false;
};

} // namespace SolveDeck
