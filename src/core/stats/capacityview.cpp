#include "core/stats/capacityview.h"

#include "core/engine/waitingreason.h"

#include <QCoreApplication>

#include <algorithm>

namespace SolveDeck {

QString agoText(qint64 ms)
{
    const qint64 s = std::max<qint64>(0, ms / 1000);
    if (s < 90) {
        return QCoreApplication::translate("CapacityView", "%1 s ago").arg(s);
    }
    if (s < 90 * 60) {
        return QCoreApplication::translate("CapacityView", "%1 min ago").arg(s / 60);
    }
    return QCoreApplication::translate("CapacityView", "%1 h ago").arg(s / 3600);
}

CapacityView describeCapacity(const EngineStatus &st, const QueueCounts &counts, qint64 nowMs, qint64 staleAfterMs)
{
    CapacityView v;
    v.gaugeValue = st.inFlight;
    v.gaugeMaximum = st.effectiveCap;
    v.gaugeText = st.effectiveCap > 0 ? QStringLiteral("%1 / %2").arg(st.inFlight).arg(st.effectiveCap)
                                      : QString::number(st.inFlight);

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

    if (st.balanceAtMs > 0) {
        v.balanceText = QCoreApplication::translate("CapacityView", "%1 (read %2)")
                            .arg(QString::number(st.balance, 'f', 2), agoText(nowMs - st.balanceAtMs));
    } else {
        v.balanceText = QCoreApplication::translate("CapacityView", "not read yet");
    }

    // Working threads beyond ours (and beyond the other engines of this database) belong to another client.
    if (st.accountWorking >= 0 && st.accountAtMs > 0) {
        v.otherClientThreads = std::max(0, st.accountWorking - std::max(st.inFlight, st.accountInFlight));
    }
    if (v.otherClientThreads > 0) {
        v.otherClientText = v.otherClientThreads == 1
                              ? QCoreApplication::translate("CapacityView",
                                                            "Another client is using 1 thread of this plan")
                              : QCoreApplication::translate("CapacityView",
                                                            "Another client is using %1 threads of this plan")
                                    .arg(v.otherClientThreads);
    }

    switch (Engine::State(st.state)) {
    case Engine::State::Stopped:
        v.engineText = QCoreApplication::translate("CapacityView", "Stopped");
        break;
    case Engine::State::Running:
        if (st.queuePaused) {
            v.engineText = st.queuePausedBy.isEmpty()
                             ? QCoreApplication::
                                   translate("CapacityView",
                                             "Paused: no new submits (tasks at the service are still collected)")
                             : QCoreApplication::translate("CapacityView",
                                                           "Paused by %1 at %2: no new submits (tasks at the "
                                                           "service are still collected)")
                                   .arg(st.queuePausedBy, waitingTimeText(st.queuePausedAtMs, nowMs));
        } else if (st.waitingForThreadSinceMs > 0) {
            v.engineText = QCoreApplication::translate("CapacityView", "Running; waiting for a free thread since %1")
                               .arg(waitingTimeText(st.waitingForThreadSinceMs, nowMs));
        } else {
            v.engineText = QCoreApplication::translate("CapacityView", "Running");
        }
        break;
    case Engine::State::PausedForKey:
        v.engineText = QCoreApplication::translate("CapacityView", "Paused for the key: the service rejected it");
        break;
    case Engine::State::Banned:
        v.engineText = st.banUntilMs > 0 ? QCoreApplication::translate("CapacityView", "Banned until %1")
                                               .arg(waitingTimeText(st.banUntilMs, nowMs))
                                         : QCoreApplication::translate("CapacityView", "Banned by the service");
        break;
    case Engine::State::EndpointProblem:
        v.engineText = QCoreApplication::translate("CapacityView",
                                                   "Endpoint problem: the address does not answer as the API");
        break;
    case Engine::State::StoreError:
        v.engineText = QCoreApplication::translate("CapacityView", "The job database does not take writes");
        break;
    }

    v.trayToolTip = QCoreApplication::translate("CapacityView", "Solving %1 · %2 queued · %3 failed today")
                        .arg(v.gaugeText)
                        .arg(counts.queued)
                        .arg(counts.failedToday);
    v.queuePaused = st.queuePaused;
    if (st.queuePaused) {
        v.trayToolTip += QCoreApplication::translate("CapacityView", " · paused");
    }
    return v;
}

} // namespace SolveDeck
