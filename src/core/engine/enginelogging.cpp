#include "enginelogging.h"

Q_LOGGING_CATEGORY(lcEngine, "solvedeck.core.engine", QtInfoMsg)
