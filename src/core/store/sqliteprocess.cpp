#include "sqliteprocess.h"

#include "core/store/storelogging.h"

#include <sqlite3.h>

#include <mutex>

namespace SolveDeck {

void configureSqliteOnce()
{
    static std::once_flag once;
    std::call_once(once, [] {
        const int rc = sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
        if (rc != SQLITE_OK) {
            // SQLITE_MISUSE: SQLite was initialised before (another library opened a database first). Only speed is
            // lost.
            qCDebug(lcStore) << "SQLite's memory statistics stay on: sqlite3_config answered" << rc;
        }
    });
}

} // namespace SolveDeck
