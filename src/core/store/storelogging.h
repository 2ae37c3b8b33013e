#pragma once

#include <QLoggingCategory>

// The store's category (enable with QT_LOGGING_RULES="solvedeck.core.store.debug=true").
Q_DECLARE_LOGGING_CATEGORY(lcStore)
