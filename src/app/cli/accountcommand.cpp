#include "accountcommand.h"

#include "apiaccess.h"
#include "console.h"
#include "core/engine/timingpolicy.h"
#include "core/protocol/errorcatalog.h"
#include "exitcode.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTimer>

#include <utility>

namespace SolveDeck::Cli {

namespace {

// The exit code and message for a failed account request.
int reportFailure(const ApiFailure &failure, const QString &what)
{
    const ErrorInfo info = describeError(failure.code);
    QString message = QStringLiteral("solvedeck-cli: %1 failed: %2").arg(what, failure.code);
    if (!info.cause.isEmpty()) {
        message += QStringLiteral(": ") + info.cause;
    }
    if (!failure.detail.isEmpty() && failure.detail != failure.code && !failure.detail.contains(info.cause)) {
        message += QStringLiteral(" (") + failure.detail + QLatin1Char(')');
    }
    if (failure.errorClass == ErrorClass::AuthPause) {
        Console::error(message + QLatin1Char('\n') + ApiAccess::howToSetKey() + QLatin1Char('\n'));
        return ExitConfiguration;
    }
    if (!info.fix.isEmpty()) {
        message += QStringLiteral(". ") + info.fix;
    }
    Console::error(message + QLatin1Char('\n'));
    return ExitOperationFailed;
}

} // namespace

AccountCommand::AccountCommand(Invocation inv, QObject *parent)
    : QObject(parent)
    , m_inv(std::move(inv))
{
}

AccountCommand::~AccountCommand() = default;

void AccountCommand::start()
{
    m_api = std::make_unique<ApiAccess>(m_inv.keyFile);
    const TimingPolicy policy = TimingPolicy::defaults().scaled(m_inv.timeScale);
    if (Result<void> configured = m_api->configure(m_inv.endpoint, policy.httpTimeoutMs); !configured) {
        Console::error(QStringLiteral("solvedeck-cli: ") + configured.error().message + QLatin1Char('\n'));
        finish(ExitConfiguration);
        return;
    }
    m_api->loadKey([this](const Result<void> &loaded) {
        if (!loaded) {
            Console::error(QStringLiteral("solvedeck-cli: ") + loaded.error().message + QLatin1Char('\n'));
            finish(ExitConfiguration);
            return;
        }
        request();
    });
}

void AccountCommand::request()
{
    if (m_inv.command == Invocation::Command::Threads) {
        m_api->client()->threadsInfo([this](const ApiResult<ThreadsInfo> &answer) {
            if (!answer.ok()) {
                finish(reportFailure(answer.failure, QStringLiteral("threadsinfo")));
                return;
            }
            const ThreadsInfo &info = *answer.value;
            if (m_inv.json) {
                const QJsonObject object{{QStringLiteral("threads"), info.threads},
                                         {QStringLiteral("working_threads"), info.workingThreads},
                                         {QStringLiteral("free_threads"), info.freeThreads}};
                Console::outJson(QJsonDocument(object));
            } else {
                Console::out(QStringLiteral("threads          %1\nworking_threads  %2\nfree_threads     %3\n")
                                 .arg(info.threads)
                                 .arg(info.workingThreads)
                                 .arg(info.freeThreads));
            }
            finish(ExitOk);
        });
        return;
    }
    m_api->client()->balance([this](const ApiResult<double> &answer) {
        if (!answer.ok()) {
            finish(reportFailure(answer.failure, QStringLiteral("getbalance")));
            return;
        }
        if (m_inv.json) {
            const QJsonObject object{{QStringLiteral("balance"), *answer.value}};
            Console::outJson(QJsonDocument(object));
        } else {
            Console::out(QString::number(*answer.value, 'f', QLocale::FloatingPointShortest) + QLatin1Char('\n'));
        }
        finish(ExitOk);
    });
}

void AccountCommand::finish(int exitCode)
{
    QTimer::singleShot(0, this, [this, exitCode] {
        Q_EMIT finished(exitCode);
    });
}

} // namespace SolveDeck::Cli
