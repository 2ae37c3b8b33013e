#pragma once

namespace SolveDeck {

class Engine;
class EngineHooks;
struct EngineContext;

// The thread cap every engine of one account claims against (docs/architecture.md, "One cap per account"): the last
// one chosen, by any console or script, kept in the account's row on the database. This engine saves the cap its
// user chose, follows one chosen elsewhere (read with each lease renewal, Engine::threadCapChanged), and uses the
// plan's threads when nobody chose one (no submit goes before the first threadsinfo: Engine's dispatch waits for it).
// Whether the cap is an operator's or the plan's is EngineContext::capSetByOperator (EngineStatus shows it). The
// user's cap itself is the governor's (CapacityGovernor::userCap).
class SharedThreadCap
{
public:
    SharedThreadCap(Engine &engine, EngineContext &context, EngineHooks &hooks);

    // The user chose `cap` (Engine::setThreadCap); while the engine runs it becomes the account's at once.
    void choose(int cap, bool running);
    // Start, or another account (a new key): a cap the user chose becomes the account's.
    void saveChosen();
    // The account's row holds `accountCap` (0: nobody chose one): another engine's choice holds here too.
    void follow(int accountCap);
    // Nobody chose a cap for the account: the plan's threads are the cap, as soon as threadsinfo tells them.
    void followPlan();

private:
    void save() const;

    Engine &q;
    EngineContext &c;
    EngineHooks &hooks;
    bool m_chosen = false;    // setThreadCap was called: this engine sets the account's cap at start
    int m_accountCap = 0;     // the account's cap as last read or set (0: nobody set one)
    bool m_announced = false; // threadCapChanged told the cap followed since start (a console's box shows it)
};

} // namespace SolveDeck
