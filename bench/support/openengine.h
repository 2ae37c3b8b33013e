#pragma once

// Opens an EngineHost for a benchmark and waits for its answer (EngineHost::open is asynchronous; a benchmark has
// nothing to paint meanwhile, so a local event loop is fine here). Prints the problem and returns false when it
// does not open.

#include "core/engine/enginehost.h"

#include <QEventLoop>
#include <QObject>

#include <cstdio>

namespace SolveDeckBench {

inline bool openEngine(SolveDeck::EngineHost &host, const SolveDeck::EngineHost::Config &config)
{
    bool ok = false;
    QString problem;
    QEventLoop opening;
    QObject::connect(&host, &SolveDeck::EngineHost::opened, &opening, [&](bool opened, const QString &message) {
        ok = opened;
        problem = message;
        opening.quit();
    });
    host.open(config);
    opening.exec();
    if (!ok) {
        std::fprintf(stderr, "engine: %s\n", qPrintable(problem));
    }
    return ok;
}

} // namespace SolveDeckBench
