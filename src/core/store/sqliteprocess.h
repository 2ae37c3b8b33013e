#pragma once

namespace SolveDeck {

// SQLite's process-wide settings, applied once before the first connection opens (sqlite3_config works only before
// SQLite initialises). Every SQLite connection of the process, Qt's QSQLITE driver's included, uses the one system
// libsqlite3, so this sets them for all.
//
// Memory statistics off (SQLITE_CONFIG_MEMSTATUS 0): with them on (Debian's default), every allocation SQLite makes
// takes one process-wide mutex to count it, and the gateway's reading thread and its group-commit thread, which both
// allocate for every statement, queue on it: in bench-gateway's run 5 a third of serve's CPU was the kernel waking
// the other thread. SolveDeck never reads SQLite's memory statistics (sqlite3_memory_used and the soft heap limit
// need them; neither is used).
void configureSqliteOnce();

} // namespace SolveDeck
