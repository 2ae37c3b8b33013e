#include "logging.h"

Q_LOGGING_CATEGORY(lcSecrets, "solvedeck.core.secrets", QtInfoMsg)
