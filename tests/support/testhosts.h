#pragma once

// The target hosts the tests' jobs name (example.com, shop.test, a.example, ...), authorised as an operator would,
// so that engines submit them: SolveDeck submits a job only when its page's host is authorised (AuthorisedHosts).
// Suites that run an engine call one of these in their set-up; a suite about enforcement itself does not.

#include <QString>
#include <QStringList>

namespace SolveDeck {
class JobStore;
}

namespace SolveDeckTest {

// The patterns, as `hosts allow` takes them.
QStringList testHostPatterns();

// Allows each of them on this open store (each also an audit row, as for any operator). False with `error` set when
// a write fails.
bool authoriseTestHosts(SolveDeck::JobStore &store, QString *error = nullptr);

// The same on a database named as JobStore::open takes it (a file, or a postgresql:// URL), through a store of its
// own that is closed again: for suites whose jobs are run by another process (solvedeck-cli).
bool authoriseTestHosts(const QString &location, QString *error = nullptr);

} // namespace SolveDeckTest
