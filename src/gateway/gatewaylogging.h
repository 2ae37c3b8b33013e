#pragma once

#include <QLoggingCategory>

// The gateway's HTTP layer (enable with QT_LOGGING_RULES="solvedeck.gateway.*=true").
Q_DECLARE_LOGGING_CATEGORY(lcGatewayHttp)
