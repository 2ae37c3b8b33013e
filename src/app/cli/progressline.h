#pragma once

#include "core/model/job.h"

#include <QElapsedTimer>
#include <QMap>
#include <QObject>
#include <QString>

class QTimer;

namespace SolveDeck {
class JobStore;
}

namespace SolveDeck::Cli {

// The progress line 'run' writes to stderr: job counts per state and the engine's capacity. On a terminal it
// redraws in place (\r); in a pipe or log file it prints a full line every few seconds, and only when something
// changed or a minute has passed, so a long run's log stays readable.
class ProgressLine : public QObject
{
    Q_OBJECT

public:
    ProgressLine(const JobStore *store, bool terminal, QObject *parent = nullptr);

    void start();
    // Clears the redrawn line (terminal) before other text is printed, and prints the final counts.
    void finish();

    // Erases the redrawn line so a note can be printed; the next tick draws it again.
    void clear();

    void setCapacity(int inFlight, int effectiveCap, int planThreads);
    void setEngineNote(const QString &note); // e.g. "paused: ..." / "banned until ..."; empty = running
    void markChanged();

    static QString format(const QMap<JobState, int> &counts, int inFlight, int cap, const QString &note);

private:
    void tick();
    QString currentText() const;

    const JobStore *m_store;
    bool m_terminal;
    QTimer *m_timer;
    bool m_changed = true;
    QString m_lastPrinted;
    QElapsedTimer m_sinceLastLine;
    int m_inFlight = 0;
    int m_cap = 0;
    QString m_note;
    bool m_drawn = false;
};

} // namespace SolveDeck::Cli
