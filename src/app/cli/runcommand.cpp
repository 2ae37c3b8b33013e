#include "runcommand.h"

#include "apiaccess.h"
#include "clilogging.h"
#include "console.h"
#include "core/stats/capdescription.h"
#include "core/store/auditlog.h"
#include "core/store/authorisedhosts.h"
#include "core/store/jobstore.h"
#include "exitcode.h"
#include "progressline.h"
#include "terminationwatcher.h"

#include <QTimer>

#include <algorithm>
#include <csignal>
#include <utility>

namespace SolveDeck::Cli {

RunCommand::RunCommand(Invocation inv, DatabaseAccess database, QObject *parent)
    : QObject(parent)
    , m_inv(std::move(inv))
    , m_database(std::move(database))
    , m_policy(TimingPolicy::defaults().scaled(m_inv.timeScale))
{
}

RunCommand::~RunCommand()
{
    if (m_engine) {
        m_engine->stop();
    }
}

void RunCommand::start()
{
    // Watch the signals first, so Ctrl-C while the keychain answers also ends cleanly.
    m_watcher = new TerminationWatcher(this);
    connect(m_watcher, &TerminationWatcher::terminationRequested, this, &RunCommand::onTermination);

    m_api = std::make_unique<ApiAccess>(m_inv.keyFile);
    if (Result<void> configured = m_api->configure(m_inv.endpoint, m_policy.httpTimeoutMs); !configured) {
        finish(ExitConfiguration, QStringLiteral("solvedeck-cli: ") + configured.error().message);
        return;
    }

    m_store = std::make_unique<JobStore>();
    if (const Result<void> opened = m_database.open(*m_store); !opened) {
        finish(ExitConfiguration, QStringLiteral("solvedeck-cli: ") + opened.error().message);
        return;
    }

    m_api->loadKey([this](const Result<void> &loaded) {
        if (m_finished) {
            return;
        }
        if (!loaded) {
            finish(ExitConfiguration, QStringLiteral("solvedeck-cli: ") + loaded.error().message);
            return;
        }
        startEngine();
    });
}

void RunCommand::startEngine()
{
    m_engine = std::make_unique<Engine>(m_store.get(), m_api->client());
    m_engine->setTimingPolicy(m_policy);
    m_engine->setMultiIdPolling(m_inv.multiIdPolling);
    // Engines of one key share one cap on the database: --threads sets it for all of them; without it this run
    // follows the cap another console or script set, or the plan's threads.
    m_engine->setAccount(m_api->accountFingerprint(*m_store));
    if (m_inv.threads > 0) {
        m_engine->setThreadCap(m_inv.threads);
        if (const Result<void> recorded = AuditLog(*m_store)
                                              .record(QStringLiteral("threads.cap"),
                                                      QStringLiteral("%1 (run --threads)").arg(m_inv.threads));
            !recorded) {
            Console::error(QStringLiteral("solvedeck-cli: warning: %1\n").arg(recorded.error().message));
        }
    }

    m_progress = new ProgressLine(m_store.get(), Console::stderrIsTerminal(), this);
    connect(m_engine.get(), &Engine::jobsChanged, this, [this] {
        m_progress->markChanged();
        finishIfIdle();
    });
    connect(m_engine.get(), &Engine::capacityChanged, this, &RunCommand::onCapacityChanged);
    // Whose cap is in force, once known and at each change: "cap 20 (plan)", "cap 5 (set by operator; plan 20)".
    connect(m_engine.get(), &Engine::statusChanged, this, [this](const EngineStatus &status) {
        // Once the plan is known (before it, a cap nobody set is not known either).
        const QString cap = status.planThreads > 0 ? capDescription(status) : QString();
        if (!cap.isEmpty() && cap != m_capShown) {
            m_capShown = cap;
            m_progress->clear();
            Console::note(QStringLiteral("solvedeck-cli: %1\n").arg(cap));
        }
    });
    connect(m_engine.get(), &Engine::stateChanged, this, &RunCommand::onEngineStateChanged);
    connect(m_engine.get(), &Engine::idle, this, &RunCommand::finishIfIdle);

    if (m_inv.untilIdle) {
        // A safety net besides the idle signal: jobs enqueued or canceled by another process change the answer
        // without this engine noticing at once. Once per store check is as often as the engine itself looks.
        m_idleCheck = new QTimer(this);
        m_idleCheck->setInterval(int(std::clamp<qint64>(m_policy.storeCheckMs, 10, 60'000)));
        connect(m_idleCheck, &QTimer::timeout, this, &RunCommand::finishIfIdle);
        m_idleCheck->start();
    }

    qCDebug(lcCli) << "starting the engine; endpoint" << m_api->client()->endpoint().toString() << "time scale"
                   << m_inv.timeScale;
    m_progress->start();
    m_engine->start();
    if (m_finished) {
        return;
    }
    // An empty queue is idle from the start and the engine has no reason to say so: look once.
    QTimer::singleShot(0, this, &RunCommand::finishIfIdle);
}

void RunCommand::onEngineStateChanged(Engine::State state, const QString &reason)
{
    switch (state) {
    case Engine::State::PausedForKey:
        finish(ExitConfiguration,
               QStringLiteral("solvedeck-cli: the server rejected the API key: %1\n%2")
                   .arg(reason, ApiAccess::howToSetKey()));
        return;
    case Engine::State::EndpointProblem:
        finish(ExitConfiguration, QStringLiteral("solvedeck-cli: %1").arg(reason));
        return;
    case Engine::State::StoreError:
        if (m_engine && m_engine->pendingStoreWrites() == 0 && !m_engine->hasSubmitsInFlight()) {
            // Nothing held that the database lacks: every unfinished job continues from the database.
            finish(ExitConfiguration,
                   QStringLiteral("solvedeck-cli: %1\nUnfinished jobs continue at the next run.").arg(reason));
            return;
        }
        // Answers the database has not taken (a task id among them would make the next run submit its job again):
        // this run stays, polling its tasks, until the database takes them.
        if (m_progress) {
            m_progress->clear();
            m_progress->setEngineNote(QStringLiteral("waiting for the database"));
        }
        Console::error(QStringLiteral("solvedeck-cli: %1\nsolvedeck-cli: this run keeps what it holds and waits for "
                                      "the database; Ctrl-C stops it (naming the task ids not yet written).\n")
                           .arg(reason));
        return;
    case Engine::State::Banned:
        if (m_progress) {
            m_progress->clear();
            m_progress->setEngineNote(QStringLiteral("paused: ") + reason);
        }
        Console::note(QStringLiteral("solvedeck-cli: %1\n").arg(reason));
        return;
    case Engine::State::Running:
    case Engine::State::Stopped:
        if (m_progress) {
            m_progress->setEngineNote({});
        }
        return;
    }
}

void RunCommand::onCapacityChanged(int inFlight, int effectiveCap, int planThreads)
{
    if (m_progress) {
        m_progress->setCapacity(inFlight, effectiveCap, planThreads);
    }
    finishIfIdle();
}

void RunCommand::onTermination(int signalNumber)
{
    const bool interrupt = signalNumber == SIGINT;
    finish(interrupt ? ExitInterrupted : ExitTerminated,
           QStringLiteral("solvedeck-cli: stopped by %1; unfinished jobs continue at the next run")
               .arg(interrupt ? QStringLiteral("SIGINT") : QStringLiteral("SIGTERM")));
}

void RunCommand::finishIfIdle()
{
    if (!m_inv.untilIdle || m_finished || !m_engine || !m_engine->isIdle()) {
        return;
    }
    // The engine's view and the database must agree: another process may have queued jobs meanwhile.
    const QMap<JobState, int> counts = m_store->countsByState();
    // Jobs whose target host is not authorised are never claimed: they wait for 'hosts allow', not for this run.
    const Result<QList<qint64>> waiting = AuthorisedHosts(*m_store).waitingJobIds();
    const int notAuthorised = waiting ? int(waiting->size()) : 0;
    if (counts.value(JobState::Queued) - notAuthorised + counts.value(JobState::Submitting)
            + counts.value(JobState::Submitted)
        > 0) {
        return;
    }
    const int failed = counts.value(JobState::Failed);
    const int canceled = counts.value(JobState::Canceled);
    if (notAuthorised > 0) {
        finish(ExitJobsUnsolved,
               QStringLiteral("solvedeck-cli: idle; %1 job(s) wait because their target host is not authorised (see "
                              "'solvedeck-cli list --state queued --json', then 'solvedeck-cli hosts allow HOST' if "
                              "you own the site or are authorised to test it); %2 failed and %3 canceled")
                   .arg(notAuthorised)
                   .arg(failed)
                   .arg(canceled));
        return;
    }
    if (failed + canceled > 0) {
        finish(ExitJobsUnsolved,
               QStringLiteral("solvedeck-cli: idle; %1 failed and %2 canceled (see 'solvedeck-cli list --state "
                              "failed,canceled')")
                   .arg(failed)
                   .arg(canceled));
        return;
    }
    finish(ExitOk, QStringLiteral("solvedeck-cli: idle; all %1 jobs solved").arg(counts.value(JobState::Solved)));
}

void RunCommand::finish(int exitCode, const QString &message)
{
    if (m_finished) {
        return;
    }
    m_finished = true;
    // Stop from the event loop, not from inside the engine signal that brought us here: the engine finishes the
    // step it is in (e.g. requeueing the job whose submit met a rejected key) before it is stopped.
    QTimer::singleShot(0, this, [this, exitCode, message] {
        complete(exitCode, message);
    });
}

void RunCommand::complete(int exitCode, const QString &message)
{
    if (m_idleCheck) {
        m_idleCheck->stop();
    }
    QList<UnstoredTaskId> unstored;
    if (m_engine) {
        m_engine->stop();
        unstored = m_engine->unstoredTaskIds();
    }
    if (m_progress) {
        m_progress->finish();
    }
    if (!unstored.isEmpty()) {
        QStringList held;
        QStringList jobs;
        for (const UnstoredTaskId &id : unstored) {
            held << QStringLiteral("job %1 = task %2").arg(id.jobId).arg(id.taskId);
            jobs << QString::number(id.jobId);
        }
        Console::error(QStringLiteral("solvedeck-cli: stopped before the database took these task ids: %1. Those jobs "
                                      "are still 'submitting' there, and the next run queues them again and submits "
                                      "them anew. To keep from paying twice, cancel them once the database takes "
                                      "writes (solvedeck-cli cancel %2).\n")
                           .arg(held.join(QStringLiteral(", ")), jobs.join(QLatin1Char(' '))));
    }
    if (!message.isEmpty()) {
        // Errors always show; the closing note of a good run is quiet-able.
        if (exitCode == ExitOk || exitCode == ExitJobsUnsolved) {
            Console::note(message + QLatin1Char('\n'));
        } else {
            Console::error(message + QLatin1Char('\n'));
        }
    }
    qCDebug(lcCli) << "run finished with exit code" << exitCode;
    Q_EMIT finished(exitCode);
}

} // namespace SolveDeck::Cli
