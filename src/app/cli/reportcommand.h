#pragma once

#include "databaseaccess.h"
#include "invocation.h"

#include <QObject>

#include <memory>

namespace SolveDeck {
class JobStore;
}

namespace SolveDeck::Cli {

class ApiAccess;

// 'report ID good|bad': tells the service whether a solved job's answer was right (res.php reportgood /
// reportbad) and records it in the job's timeline (reported_good / reported_bad). An unknown job, a job that is
// not solved or has no task id exits 4; a rejected key 3; any other failure 4 with the catalogue's cause.
class ReportCommand : public QObject
{
    Q_OBJECT

public:
    ReportCommand(Invocation inv, DatabaseAccess database, QObject *parent = nullptr);
    ~ReportCommand() override;

    void start();

Q_SIGNALS:
    void finished(int exitCode);

private:
    void send(const QString &taskId);
    void finish(int exitCode);

    Invocation m_inv;
    DatabaseAccess m_database;
    std::unique_ptr<JobStore> m_store;
    std::unique_ptr<ApiAccess> m_api;
};

} // namespace SolveDeck::Cli
