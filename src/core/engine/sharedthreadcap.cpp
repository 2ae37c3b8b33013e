#include "sharedthreadcap.h"

#include "core/engine/engine.h"
#include "core/engine/enginecontext.h"
#include "core/engine/enginelogging.h"
#include "core/store/accounts.h"

#include <algorithm>

namespace SolveDeck {

SharedThreadCap::SharedThreadCap(Engine &engine, EngineContext &context, EngineHooks &engineHooks)
    : q(engine)
    , c(context)
    , hooks(engineHooks)
{
}

void SharedThreadCap::choose(int cap, bool running)
{
    m_chosen = true;
    c.capSetByOperator = true;
    const int chosen = std::max(1, cap);
    const bool changed = chosen != c.governor.userCap() || m_accountCap != chosen;
    c.governor.setUserCap(cap);
    if (running && changed) {
        // Every engine on this account claims against this cap from now on.
        m_accountCap = c.governor.userCap();
        save();
    }
    qCInfo(lcEngine) << "thread cap" << c.governor.userCap() << "effective" << c.governor.effectiveCap();
}

void SharedThreadCap::saveChosen()
{
    m_announced = false;
    if (m_chosen) {
        save();
    }
}

void SharedThreadCap::follow(int accountCap)
{
    m_accountCap = accountCap;
    c.capSetByOperator = m_chosen || accountCap > 0;
    // Once after start the cap followed is told even when the governor already had it (a console's box shows it);
    // an engine that chose the cap itself has nothing to tell.
    if (accountCap > 0 && (accountCap != c.governor.userCap() || (!m_announced && !m_chosen))) {
        c.governor.setUserCap(accountCap);
        qCInfo(lcEngine) << "thread cap" << accountCap << "set for the account";
        m_announced = true;
        Q_EMIT q.threadCapChanged(c.governor.userCap());
        if (q.state() != Engine::State::Stopped) {
            hooks.requestDispatch();
        }
    }
}

void SharedThreadCap::followPlan()
{
    if (!m_chosen && m_accountCap == 0 && c.governor.planThreads() > 0
        && (c.governor.userCap() != c.governor.planThreads() || !m_announced)) {
        c.governor.setUserCap(c.governor.planThreads());
        m_announced = true;
        Q_EMIT q.threadCapChanged(c.governor.userCap());
    }
}

void SharedThreadCap::save() const
{
    if (const Result<void> saved = Accounts(*c.store).setCap(c.account, c.governor.userCap()); !saved) {
        qCWarning(lcEngine) << "thread cap not saved for the account:" << saved.error().message;
    }
}

} // namespace SolveDeck
