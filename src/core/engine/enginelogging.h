#pragma once

#include <QLoggingCategory>

// The engine's category (enable with QT_LOGGING_RULES="solvedeck.core.engine.debug=true").
Q_DECLARE_LOGGING_CATEGORY(lcEngine)
