#include "reportcommand.h"

#include "apiaccess.h"
#include "console.h"
#include "core/engine/timingpolicy.h"
#include "core/protocol/errorcatalog.h"
#include "core/store/jobstore.h"
#include "exitcode.h"

#include <QTimer>

#include <utility>

namespace SolveDeck::Cli {

ReportCommand::ReportCommand(Invocation inv, DatabaseAccess database, QObject *parent)
    : QObject(parent)
    , m_inv(std::move(inv))
    , m_database(std::move(database))
{
}

ReportCommand::~ReportCommand() = default;

void ReportCommand::start()
{
    m_store = std::make_unique<JobStore>();
    if (const Result<void> opened = m_database.open(*m_store); !opened) {
        Console::error(QStringLiteral("solvedeck-cli: ") + opened.error().message + QLatin1Char('\n'));
        finish(ExitConfiguration);
        return;
    }
    const qint64 id = m_inv.ids.value(0);
    const std::optional<Job> job = m_store->job(id);
    if (!job) {
        Console::error(QStringLiteral("solvedeck-cli: no job %1 in this database\n").arg(id));
        finish(ExitOperationFailed);
        return;
    }
    if (job->state != JobState::Solved || job->taskId.isEmpty()) {
        Console::error(QStringLiteral("solvedeck-cli: job %1 is %2: only a solved job's answer can be reported\n")
                           .arg(QString::number(id), jobStateName(job->state)));
        finish(ExitOperationFailed);
        return;
    }
    m_api = std::make_unique<ApiAccess>(m_inv.keyFile);
    const TimingPolicy policy = TimingPolicy::defaults().scaled(m_inv.timeScale);
    if (Result<void> configured = m_api->configure(m_inv.endpoint, policy.httpTimeoutMs); !configured) {
        Console::error(QStringLiteral("solvedeck-cli: ") + configured.error().message + QLatin1Char('\n'));
        finish(ExitConfiguration);
        return;
    }
    const QString taskId = job->taskId;
    m_api->loadKey([this, taskId](const Result<void> &loaded) {
        if (!loaded) {
            Console::error(QStringLiteral("solvedeck-cli: ") + loaded.error().message + QLatin1Char('\n'));
            finish(ExitConfiguration);
            return;
        }
        send(taskId);
    });
}

void ReportCommand::send(const QString &taskId)
{
    const qint64 id = m_inv.ids.value(0);
    const bool good = m_inv.reportGood;
    m_api->client()->report(taskId, good, [this, id, good](const ApiResult<bool> &answer) {
        if (!answer.ok()) {
            const ErrorInfo info = describeError(answer.failure.code);
            QString message = QStringLiteral("solvedeck-cli: %1 failed: %2: %3")
                                  .arg(good ? QStringLiteral("reportgood") : QStringLiteral("reportbad"),
                                       answer.failure.code,
                                       info.cause);
            if (answer.failure.errorClass == ErrorClass::AuthPause) {
                Console::error(message + QLatin1Char('\n') + ApiAccess::howToSetKey() + QLatin1Char('\n'));
                finish(ExitConfiguration);
                return;
            }
            if (!info.fix.isEmpty()) {
                message += QStringLiteral(". ") + info.fix;
            }
            Console::error(message + QLatin1Char('\n'));
            finish(ExitOperationFailed);
            return;
        }
        const Result<void> recorded = m_store->recordEvent(id,
                                                           good ? QStringLiteral("reported_good")
                                                                : QStringLiteral("reported_bad"),
                                                           good ? QStringLiteral("Reported to the service as correct")
                                                                : QStringLiteral("Reported to the service as wrong"));
        if (!recorded) {
            Console::error(QStringLiteral("solvedeck-cli: the service took the report, but it was not recorded in "
                                          "the job's timeline: %1\n")
                               .arg(recorded.error().message));
            finish(ExitOperationFailed);
            return;
        }
        Console::out(QStringLiteral("job %1: answer reported as %2\n")
                         .arg(QString::number(id), good ? QStringLiteral("good") : QStringLiteral("bad")));
        finish(ExitOk);
    });
}

void ReportCommand::finish(int exitCode)
{
    QTimer::singleShot(0, this, [this, exitCode] {
        Q_EMIT finished(exitCode);
    });
}

} // namespace SolveDeck::Cli
