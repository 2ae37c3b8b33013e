#include "jobchangeplan.h"

#include "gui/jobrowcache.h"

#include <algorithm>

namespace SolveDeck {

JobChangePlan JobChangePlan::make(const Input &input, const JobRowCache &rows)
{
    JobChangePlan plan;
    const QHash<qint64, int> &loaded = rows.rowsById();
    for (qint64 id : input.ids) {
        const auto job = input.fresh.constFind(id);
        const bool exists = job != input.fresh.cend();
        const bool inView = exists && input.shown.contains(id);
        if (const auto row = loaded.constFind(id); row != loaded.cend()) {
            const Job *old = rows.at(*row);
            if (!inView) {
                plan.removedRows << *row;
            } else if (input.sortKeyMutable && old != nullptr && input.sortKeyChanged
                       && input.sortKeyChanged(*old, *job)) {
                plan.moved.insert(id);
                plan.inserted << *job;
                plan.updatedRows << *row;
            } else {
                plan.updatedRows << *row;
            }
        } else if (id > input.maxId) {
            if (inView) {
                plan.inserted << *job;
            }
        } else if (!exists || input.filterMutable || input.sortKeyMutable) {
            plan.relayout = true;
        }
    }
    std::sort(plan.updatedRows.begin(), plan.updatedRows.end());
    return plan;
}

} // namespace SolveDeck
