#pragma once

#include <QLoggingCategory>

// One category per subsystem, layer first (enable with QT_LOGGING_RULES="solvedeck.core.*=true").
Q_DECLARE_LOGGING_CATEGORY(lcSecrets)
