#pragma once

#include "core/model/job.h"
#include "core/result.h"

#include <QList>
#include <QMap>

namespace SolveDeck {

class JobStore;

// What the engine learned of each method's solve times (the learned_solve_times table), so that the next start
// begins from it instead of from the documented prior alone.
class LearnedSolveTimes
{
public:
    explicit LearnedSolveTimes(const JobStore &store);

    // Each method's samples (ms, oldest first); empty when nothing was saved (or the store is closed).
    QMap<Method, QList<qint64>> load() const;
    // Replaces the saved samples of each method in `samples` (one transaction).
    Result<void> save(const QMap<Method, QList<qint64>> &samples);

private:
    const JobStore &m_store;
};

} // namespace SolveDeck
