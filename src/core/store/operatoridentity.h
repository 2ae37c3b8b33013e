#pragma once

#include <QString>

namespace SolveDeck {

// "operator@machine" for this process, as jobs record who added them (created_by): the login name ($USER, then
// $LOGNAME, then the account the process runs as, for services and `env -i`) and the host name.
QString operatorAtThisMachine();

} // namespace SolveDeck
