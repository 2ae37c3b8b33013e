#include "simlogging.h"

Q_LOGGING_CATEGORY(lcSim, "solvedeck.sim", QtInfoMsg)
