#pragma once

#include "core/result.h"

#include <QString>

namespace SolveDeck::Cli {

// A usage error (exit 1), ready to print: "solvedeck-cli: PROBLEM", then the usage of the command it concerns (its
// entry's usage text; empty: the common synopsis) and where the full help is.
Error usageError(const QString &problem, const QString &commandUsage = {});

} // namespace SolveDeck::Cli
