#pragma once

#include <Qt>

namespace SolveDeck {

// Every custom role of SolveDeck's item models, in one place (after Zeal's registry/itemdatarole.h).
// Cells carry formatted text in Qt::DisplayRole and the typed value in SortRole, so sorting and filtering
// never parse display strings.
enum ItemDataRole {
    SortRole = Qt::UserRole + 1, // typed value to sort by (qint64 times, ints, names)
    JobIdRole,                   // qint64 job id, on every cell of a row
    JobStateRole,                // int(JobState), on every cell of a row
    CreatedByRole,               // QString "operator@machine" of whoever added the job, on every cell of a row
    WaitingReasonRole,           // QString: why the job waits, its stable name ("paused", "cap_full"; '' = not waiting)
    WaitingReasonTextRole,       // QString: the same in words
};

} // namespace SolveDeck
