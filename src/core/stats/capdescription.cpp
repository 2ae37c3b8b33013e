#include "core/stats/capdescription.h"

#include <QCoreApplication>

namespace SolveDeck {

QString capDescription(const EngineStatus &st)
{
    if (st.capSetByOperator) {
        if (st.effectiveCap <= 0) {
            return {};
        }
        if (st.planThreads > 0) {
            return QCoreApplication::translate("CapDescription", "cap %1 (set by operator; plan %2)")
                .arg(st.effectiveCap)
                .arg(st.planThreads);
        }
        return QCoreApplication::translate("CapDescription", "cap %1 (set by operator; plan not read yet)")
            .arg(st.effectiveCap);
    }
    if (st.planThreads > 0) {
        return QCoreApplication::translate("CapDescription", "cap %1 (plan)").arg(st.effectiveCap);
    }
    if (st.state == 0) { // Engine::State::Stopped, before its first status
        return {};
    }
    return QCoreApplication::translate("CapDescription", "cap: the plan's threads (not read yet)");
}

} // namespace SolveDeck
