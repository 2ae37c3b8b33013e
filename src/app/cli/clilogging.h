#pragma once

#include <QLoggingCategory>

// solvedeck-cli's own category (enable with QT_LOGGING_RULES="solvedeck.app.cli.debug=true").
Q_DECLARE_LOGGING_CATEGORY(lcCli)
