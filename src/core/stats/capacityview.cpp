#include "core/stats/capacityview.h"

#include "core/engine/waitingreason.h"
#include "core/stats/capdescription.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>

namespace SolveDeck {

namespace {

// The status bar's figures: the jobs solving (the sidebar's count, from the same read), this engine's threads at
// the service (or, with other engines on the account, its share beside the account's total), then the cap.
QString statusCount(const EngineStatus &st, const QueueCounts &counts)
{
    QStringList parts;
    if (counts.solving >= 0) {
        parts << QCoreApplication::translate("CapacityView", "Solving %1").arg(counts.solving);
    }
    if (st.engines > 1) {
        parts << QCoreApplication::translate("CapacityView", "threads in use: %1 here, %2 on the account (%3 engines)")
                     .arg(st.inFlight)
                     .arg(st.accountInFlight)
                     .arg(st.engines);
    } else {
        parts << QCoreApplication::translate("CapacityView", "%n thread(s) in use", nullptr, st.inFlight);
    }
    const QString cap = capDescription(st);
    if (!cap.isEmpty()) {
        parts << cap;
    }
    return parts.join(QStringLiteral(" · "));
}

QString pausedByText(const EngineStatus &st, qint64 nowMs)
{
    if (st.queuePausedBy.isEmpty() || st.queuePausedAtMs <= 0) {
        return QCoreApplication::translate("CapacityView", "Queue paused");
    }
    return QCoreApplication::translate("CapacityView", "Queue paused by %1 at %2")
        .arg(st.queuePausedBy, waitingTimeText(st.queuePausedAtMs, nowMs));
}

} // namespace

// A number and its unit on one line: a narrow dock wrapped "(gelesen vor 55" / "s)" (an eighth trial).
QString unbroken(QString text)
{
    static const QRegularExpression numberThenSpace(QStringLiteral("(\\d) "));
    return text.replace(numberThenSpace, QStringLiteral("\\1\u00A0"));
}

QString agoText(qint64 ms)
{
    const qint64 s = std::max<qint64>(0, ms / 1000);
    if (s < 90) {
        return unbroken(QCoreApplication::translate("CapacityView", "%1 s ago").arg(s));
    }
    if (s < 90 * 60) {
        return unbroken(QCoreApplication::translate("CapacityView", "%1 min ago").arg(s / 60));
    }
    return unbroken(QCoreApplication::translate("CapacityView", "%1 h ago").arg(s / 3600));
}

QString otherClientText(int threads)
{
    if (threads <= 0) {
        return {};
    }
    return threads == 1 ? QCoreApplication::translate("CapacityView", "Another client is using 1 thread of this plan")
                        : QCoreApplication::translate("CapacityView", "Another client is using %1 threads of this plan")
                              .arg(threads);
}

CapacityView describeCapacity(const EngineStatus &st, const QueueCounts &counts, qint64 nowMs, qint64 staleAfterMs)
{
    CapacityView v;
    v.gaugeValue = st.inFlight;
    // The gauge names a cap exactly when the status bar does (capDescription): one set by an operator, or the plan's
    // threads once read. Before that the engine's starting figure is no cap anyone chose, and nothing is submitted.
    const bool capKnown = st.effectiveCap > 0 && (st.capSetByOperator || st.planThreads > 0);
    v.gaugeMaximum = capKnown ? st.effectiveCap : 0;
    if (capKnown) {
        v.gaugeText = QStringLiteral("%1 / %2").arg(st.inFlight).arg(st.effectiveCap);
    } else if (st.state == 0) { // Engine::State::Stopped, before its first status
        v.gaugeText = QCoreApplication::translate("CapacityView", "%1 (not started)").arg(st.inFlight);
    } else {
        v.gaugeText = QCoreApplication::translate("CapacityView", "%1 (plan not read yet)").arg(st.inFlight);
    }
    v.solving = counts.solving;
    v.solvingText = counts.solving >= 0
                      ? QCoreApplication::translate("CapacityView", "%n job(s) at the service", nullptr, counts.solving)
                      : QCoreApplication::translate("CapacityView", "not read yet");
    v.statusText = statusCount(st, counts);
    v.statusToolTip = QCoreApplication::translate(
        "CapacityView",
        "Solving: the jobs the service accepted and has not answered yet, as the sidebar and the table count them. "
        "Threads in use: what this console's solves hold at the service, which the cap limits; a thread is free as "
        "soon as the service has finished, so for a moment more jobs can be solving than threads are in use, until "
        "their answers are collected.");

    if (st.accountAtMs > 0 && st.accountThreads > 0) {
        if (st.accountWorking >= 0) {
            v.accountText = QCoreApplication::translate("CapacityView", "%1 of %2 threads working, %3 free")
                                .arg(st.accountWorking)
                                .arg(st.accountThreads)
                                .arg(std::max(0, st.accountThreads - st.accountWorking));
        } else {
            v.accountText = QCoreApplication::translate("CapacityView", "plan of %1 threads (working not reported)")
                                .arg(st.accountThreads);
        }
        v.accountStale = nowMs - st.accountAtMs > staleAfterMs;
        v.accountTimeText = QCoreApplication::translate("CapacityView", "read %1").arg(agoText(nowMs - st.accountAtMs));
        if (v.accountStale) {
            v.accountTimeText += QCoreApplication::translate("CapacityView", " (stale)");
        }
    } else {
        v.accountText = QCoreApplication::translate("CapacityView", "not read yet");
    }

    if (st.balanceAtMs > 0 && st.balance == 0.0) {
        // CaptchaAI's thread plans have no money balance: the service answers 0 (a bare "0.00" beside jobs solving
        // read as a fault: a tenth trial).
        v.balanceText = QCoreApplication::translate("CapacityView", "%1 (thread plan; read %2)")
                            .arg(QLocale().toString(st.balance, 'f', 2), agoText(nowMs - st.balanceAtMs));
    } else if (st.balanceAtMs > 0) {
        v.balanceText = QCoreApplication::translate("CapacityView", "%1 (read %2)")
                            .arg(QLocale().toString(st.balance, 'f', 2),
                                 agoText(nowMs - st.balanceAtMs)); // "3,50" in German
    } else {
        v.balanceText = QCoreApplication::translate("CapacityView", "not read yet");
    }

    // Working threads beyond what the engines of this database may have held while that reading was taken belong
    // to another client. Both figures are of the same moment: comparing the reading with today's count would call
    // a task collected since then "another client".
    if (st.accountWorking >= 0 && st.accountAtMs > 0 && st.databaseThreadsAtReading >= 0) {
        v.otherClientThreads = std::max(0, st.accountWorking - st.databaseThreadsAtReading);
    }
    v.otherClientText = otherClientText(v.otherClientThreads);
    // The gauge (now) and the account's reading (then) differ: with one engine on the account and no other client,
    // the difference is this console's, so the dock says why rather than leave two figures that seem to disagree.
    const QString why = QCoreApplication::
        translate("CapacityView",
                  "Threads: what this console holds now. Account: what the service counted when it was last read. A "
                  "thread is held here from the moment its submit starts, before the service has the task, and until a "
                  "poll finds the task finished; the account's reading may also be older than the newest submits.");
    if (st.engines <= 1 && st.accountWorking >= 0 && st.accountAtMs > 0) {
        if (st.inFlight > st.accountWorking) {
            v.uncountedText = QCoreApplication::translate("CapacityView",
                                                          "%n held here, not counted by the service yet",
                                                          nullptr,
                                                          st.inFlight - st.accountWorking);
            v.uncountedToolTip = why;
        } else if (st.inFlight < st.accountWorking && st.databaseThreadsAtReading >= st.accountWorking) {
            // Every working thread of the reading may have been this console's: some have finished since.
            v.uncountedText = QCoreApplication::translate("CapacityView",
                                                          "%n finished here since the account was read",
                                                          nullptr,
                                                          st.accountWorking - st.inFlight);
            v.uncountedToolTip = why;
        }
    }
    // A note about Solving against the threads in use follows any about the account, on a line of its own.
    const auto addNote = [&v](const QString &note) {
        v.uncountedText = v.uncountedText.isEmpty() ? note : v.uncountedText + QLatin1Char('\n') + note;
        v.uncountedToolTip = v.statusToolTip;
    };
    // Solving (the jobs at the service, every engine's) above this console's threads in use, with no other engine:
    // tasks the service has finished whose answers are still to be collected (their threads are free already).
    if (st.engines <= 1 && counts.solving > st.inFlight) {
        const QString finished = QCoreApplication::translate("CapacityView",
                                                             "%n solving with no thread held: finished at the "
                                                             "service, answer still to be collected",
                                                             nullptr,
                                                             counts.solving - st.inFlight);
        addNote(finished);
    } else if (st.engines <= 1 && counts.solving >= 0 && st.inFlight > counts.solving) {
        // The other way (a fifth trial: "Solving 1 · 2 threads in use" after a cancel): threads held for tasks that
        // are not Solving rows.
        const QString held = QCoreApplication::translate("CapacityView",
                                                         "%n thread(s) held for no Solving job: a submit on its way, "
                                                         "or a canceled task the service is still solving",
                                                         nullptr,
                                                         st.inFlight - counts.solving);
        addNote(held);
    }

    switch (Engine::State(st.state)) {
    case Engine::State::Stopped:
        v.engineText = QCoreApplication::translate("CapacityView", "Stopped");
        v.engineStatusText = QCoreApplication::translate("CapacityView", "Engine stopped");
        break;
    case Engine::State::Running:
        if (st.queuePaused) {
            v.engineText = st.queuePausedBy.isEmpty()
                             ? QCoreApplication::
                                   translate("CapacityView",
                                             "Paused: no new submits (tasks at the service are still collected)")
                             : QCoreApplication::translate("CapacityView",
                                                           "Paused by %1 at %2: no new submits (tasks at the service "
                                                           "are still collected)")
                                   .arg(st.queuePausedBy, waitingTimeText(st.queuePausedAtMs, nowMs));
            v.engineStatusText = pausedByText(st, nowMs);
        } else if (st.waitingForThreadSinceMs > 0) {
            v.engineText = QCoreApplication::translate("CapacityView", "Running; waiting for a free thread since %1")
                               .arg(waitingTimeText(st.waitingForThreadSinceMs, nowMs));
            v.engineStatusText = QCoreApplication::translate("CapacityView",
                                                             "Running · waiting for a free thread since %1")
                                     .arg(waitingTimeText(st.waitingForThreadSinceMs, nowMs));
        } else {
            v.engineText = QCoreApplication::translate("CapacityView", "Running");
            v.engineStatusText = v.engineText;
        }
        break;
    case Engine::State::PausedForKey:
        v.engineText = QCoreApplication::translate("CapacityView", "Paused for the key: the service rejected it");
        v.engineStatusText = QCoreApplication::translate("CapacityView", "Paused: API key rejected");
        break;
    case Engine::State::Banned:
        v.engineText = st.banUntilMs > 0 ? QCoreApplication::translate("CapacityView", "Banned until %1")
                                               .arg(waitingTimeText(st.banUntilMs, nowMs))
                                         : QCoreApplication::translate("CapacityView", "Banned by the service");
        v.engineStatusText = st.banUntilMs > 0
                               ? QCoreApplication::translate("CapacityView", "Paused: banned until %1")
                                     .arg(waitingTimeText(st.banUntilMs, nowMs))
                               : QCoreApplication::translate("CapacityView", "Paused: banned by the service");
        break;
    case Engine::State::EndpointProblem:
        v.engineText = QCoreApplication::translate("CapacityView",
                                                   "Endpoint problem: the address does not answer as the API");
        v.engineStatusText = QCoreApplication::translate("CapacityView", "Paused: endpoint problem");
        break;
    case Engine::State::StoreError:
        v.engineText = QCoreApplication::translate("CapacityView", "The job database does not take writes");
        v.engineStatusText = QCoreApplication::translate("CapacityView", "Paused: database not writable");
        break;
    }
    v.engineStatusToolTip = v.engineText;

    v.trayToolTip = QCoreApplication::translate("CapacityView", "%1 · %2 queued · %3 failed today")
                        .arg(v.statusText)
                        .arg(counts.queued)
                        .arg(counts.failedToday);
    v.queuePaused = st.queuePaused;
    if (st.queuePaused) {
        v.trayToolTip += QCoreApplication::translate("CapacityView", " · paused");
    }
    return v;
}

} // namespace SolveDeck
