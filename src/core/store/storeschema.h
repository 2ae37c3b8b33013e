#pragma once

#include "core/result.h"

#include <QStringList>

namespace SolveDeck {

class JobStore;

// SolveDeck's tables, one version at a time: the migrations (never edited once released: a change is a new
// version), applied in order inside one write transaction and recorded in schema_version. On PostgreSQL under the
// migration lock (SqlDialect::migrationLock), so two consoles opening one new database make its schema once.
class StoreSchema
{
public:
    // Brings the database `store` just opened to the latest version; one that is up to date is left unwritten, so a
    // command that only reads opens while another connection holds the write lock. DB_OPEN_FAILED, naming the
    // database and what to do, when a migration fails or the database is of a newer SolveDeck.
    static Result<void> migrate(JobStore &store);

    // The schema version the open database is at; 0 when closed.
    static int version(const JobStore &store);

    // Checks the whole database's structure (SQLite's integrity_check; on PostgreSQL, which keeps its files
    // consistent itself, that every SolveDeck table is there): DB_OPEN_FAILED with the problems found.
    static Result<void> checkIntegrity(const JobStore &store);
};

} // namespace SolveDeck
