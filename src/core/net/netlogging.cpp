#include "netlogging.h"

Q_LOGGING_CATEGORY(lcNet, "solvedeck.net", QtInfoMsg)
