#include "storelogging.h"

Q_LOGGING_CATEGORY(lcStore, "solvedeck.core.store", QtInfoMsg)
