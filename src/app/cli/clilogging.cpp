#include "clilogging.h"

Q_LOGGING_CATEGORY(lcCli, "solvedeck.app.cli", QtInfoMsg)
