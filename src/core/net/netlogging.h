#pragma once

#include <QLoggingCategory>

// The network layer's category (enable with QT_LOGGING_RULES="solvedeck.net.debug=true"). Everything logged
// through it passes redactKey() first: the API key never reaches a log.
Q_DECLARE_LOGGING_CATEGORY(lcNet)
