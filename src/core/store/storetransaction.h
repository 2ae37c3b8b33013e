#pragma once

#include <QSqlDatabase>
#include <QSqlError>

namespace SolveDeck {

class JobStore;

// A write transaction on a store's connection that rolls back unless committed, so every early return leaves the
// database as it was. SQLite: BEGIN IMMEDIATE takes the write lock up front (SqlDialect::beginWriteTransaction).
// JobStore::write is the simple form; this one is for writes that may end without committing (a claim that finds
// nothing to claim) or that report their failures in words of their own (migrations).
class StoreTransaction
{
public:
    explicit StoreTransaction(const JobStore &store);
    ~StoreTransaction();
    StoreTransaction(const StoreTransaction &) = delete;
    StoreTransaction &operator=(const StoreTransaction &) = delete;

    bool active() const { return m_active; }

    QSqlError error() const { return m_error; }

    // False with error() when the commit failed (the destructor then rolls back).
    bool commit();

private:
    QSqlDatabase m_db;
    bool m_active = false;
    QSqlError m_error;
};

} // namespace SolveDeck
