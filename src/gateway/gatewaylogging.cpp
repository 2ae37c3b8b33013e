#include "gatewaylogging.h"

Q_LOGGING_CATEGORY(lcGatewayHttp, "solvedeck.gateway.http", QtInfoMsg)
