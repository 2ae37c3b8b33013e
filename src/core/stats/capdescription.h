#pragma once

#include "core/engine/enginestatus.h"

#include <QString>

namespace SolveDeck {

// The cap in force in words, the same in the console (status bar, dock) and solvedeck-cli (run, serve): whose cap
// it is and the plan it is bound by (issue 37: until an operator sets a cap, the cap is the plan's threads).
//   "cap 5 (set by operator; plan 20)"   an operator's cap (any console or script of the account)
//   "cap 20 (plan)"                      nobody set one: the plan's threads
//   "cap: the plan's threads (not read yet)"   nobody set one and threadsinfo has not answered
// Empty when nothing is known (an engine not started).
QString capDescription(const EngineStatus &status);

} // namespace SolveDeck
