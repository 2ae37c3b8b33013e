#include "historycommands.h"

#include "console.h"
#include "core/io/jobexport.h"
#include "core/store/jobhistory.h"
#include "core/store/jobstore.h"
#include "core/store/retention.h"
#include "core/terminalsafedevice.h"
#include "exitcode.h"

#include <QElapsedTimer>
#include <QFile>

#include <cstdio>

namespace SolveDeck::Cli {

namespace {

JobFilter filterOf(const Invocation &inv)
{
    JobFilter filter;
    filter.states = inv.states;
    filter.sinceMs = inv.sinceMs;
    filter.untilMs = inv.untilMs;
    if (!inv.byFilter) {
        filter.ids = inv.ids;
    }
    return filter;
}

// On a terminal: "exported 120000 of 1000000 jobs" redrawn in place at most every 200 ms (a person reads no
// faster; a pipe or log gets nothing, so it stays clean).
class ExportProgressLine
{
public:
    explicit ExportProgressLine(bool on)
        : m_on(on)
    {
        m_sinceDraw.start();
    }

    bool operator()(qint64 done, qint64 total)
    {
        if (m_on && m_sinceDraw.elapsed() >= 200) {
            Console::redrawLine(QStringLiteral("exported %1 of %2 jobs").arg(done).arg(total));
            m_drawn = true;
            m_sinceDraw.restart();
        }
        return true;
    }

    void finish() const
    {
        if (m_drawn) {
            Console::redrawLine(QString()); // erases the line
        }
    }

private:
    bool m_on;
    bool m_drawn = false;
    QElapsedTimer m_sinceDraw;
};

} // namespace

int HistoryCommands::exportJobs(JobStore &store, const Invocation &inv)
{
    ExportOptions options;
    options.format = *exportFormatFromName(inv.format); // its parse function checked the name
    options.filter = filterOf(inv);
    options.includeEvents = inv.events;
    options.includeTokens = inv.includeTokens;
    options.includeProxyPasswords = inv.includeProxyPasswords;
    options.bom = inv.bom;
    ExportProgressLine line(!Console::quiet() && Console::stderrIsTerminal());
    const ExportProgress progress = [&line](qint64 done, qint64 total) {
        return line(done, total);
    };
    Result<qint64> written = qint64(0);
    if (inv.out.isEmpty()) {
        QFile out;
        if (!out.open(stdout, QIODevice::WriteOnly)) {
            Console::error(QStringLiteral("solvedeck-cli: cannot write to stdout: %1\n").arg(out.errorString()));
            return ExitOperationFailed;
        }
        std::fflush(stdout);
        // What reaches stdout cannot drive a terminal: control characters of stored fields come out as \uXXXX
        // (still the same JSON; --out keeps the exact bytes).
        TerminalSafeDevice safe(out);
        written = JobExporter::write(store, safe, options, progress);
        if (!safe.finish() && written) {
            written = Error{QStringLiteral("EXPORT_WRITE_FAILED"), safe.errorString()};
        }
        out.flush();
        if (written && !store.isReadOnly()) {
            if (Result<void> recorded = JobExporter::recordExport(store,
                                                                  options,
                                                                  written.value(),
                                                                  QStringLiteral("stdout"));
                !recorded) {
                line.finish();
                Console::error(QStringLiteral("solvedeck-cli: %1\n").arg(recorded.error().message));
                return ExitOperationFailed;
            }
        }
    } else {
        written = JobExporter::writeFile(store, inv.out, options, progress);
    }
    line.finish();
    if (!written) {
        Console::error(QStringLiteral("solvedeck-cli: export failed: %1\n").arg(written.error().message));
        if (!inv.out.isEmpty()) {
            Console::error(QStringLiteral("solvedeck-cli: %1 was not written.\n").arg(inv.out));
        }
        return ExitOperationFailed;
    }
    if (store.isReadOnly()) {
        Console::error(QStringLiteral("solvedeck-cli: warning: the database is open read-only, so this export is not "
                                      "recorded in its audit log\n"));
    }
    Console::note(QStringLiteral("solvedeck-cli: exported %1 job(s) as %2%3%4%5\n")
                      .arg(QString::number(written.value()),
                           inv.format,
                           inv.out.isEmpty() ? QString() : QStringLiteral(" to ") + inv.out,
                           inv.includeTokens ? QStringLiteral(" (tokens included)") : QString(),
                           inv.includeProxyPasswords ? QStringLiteral(" (proxy passwords included)") : QString()));
    return ExitOk;
}

int HistoryCommands::purge(JobStore &store, const Invocation &inv)
{
    RetentionPolicy policy;
    policy.olderThanMs = inv.olderThanMs;
    policy.keepNewest = inv.keep;
    Retention retention(store);
    if (inv.dryRun) {
        const Result<QList<qint64>> found = retention.candidates(policy);
        if (!found) {
            Console::error(QStringLiteral("solvedeck-cli: %1\n").arg(found.error().message));
            return ExitOperationFailed;
        }
        Console::out(QString::number(found->size()) + QLatin1Char('\n'));
        Console::note(QStringLiteral("solvedeck-cli: would purge %1 finished job(s): %2 (dry run: nothing changed)\n")
                          .arg(QString::number(found->size()), policy.describe()));
        return ExitOk;
    }
    const Result<Retention::Outcome> done = retention.purge(policy);
    if (!done) {
        Console::error(QStringLiteral("solvedeck-cli: purge failed: %1\n").arg(done.error().message));
        return ExitOperationFailed;
    }
    Console::out(QString::number(done->purged) + QLatin1Char('\n'));
    Console::note(QStringLiteral("solvedeck-cli: purged %1 finished job(s): %2%3\n")
                      .arg(QString::number(done->purged),
                           policy.describe(),
                           done->pagesFreed > 0
                               ? QStringLiteral("; %1 database page(s) given back").arg(done->pagesFreed)
                               : QString()));
    return ExitOk;
}

int HistoryCommands::bulk(JobStore &store, const Invocation &inv)
{
    const JobHistory::BulkAction action = inv.command == Invocation::Command::Cancel ? JobHistory::BulkAction::Cancel
                                        : inv.command == Invocation::Command::Retry  ? JobHistory::BulkAction::Retry
                                                                                     : JobHistory::BulkAction::Delete;
    const QString verb = inv.command == Invocation::Command::Cancel ? QStringLiteral("canceled")
                       : inv.command == Invocation::Command::Retry  ? QStringLiteral("queued again")
                                                                    : QStringLiteral("deleted");
    QStringList allowed;
    for (JobState s : JobHistory::allowedStates(action)) {
        allowed << jobStateName(s);
    }
    const JobFilter filter = filterOf(inv);
    JobHistory history(store);
    if (inv.dryRun) {
        const Result<QList<qint64>> ids = history.eligible(action, filter);
        if (!ids) {
            Console::error(QStringLiteral("solvedeck-cli: %1\n").arg(ids.error().message));
            return ExitOperationFailed;
        }
        Console::out(QString::number(ids->size()) + QLatin1Char('\n'));
        Console::note(
            QStringLiteral("solvedeck-cli: %1 job(s) would be %2 (%3; only %4 jobs qualify). Dry run: "
                           "nothing changed.\n")
                .arg(QString::number(ids->size()), verb, filter.describe(), allowed.join(QStringLiteral(", "))));
        return ExitOk;
    }
    const Result<JobHistory::BulkOutcome> done = inv.byFilter ? history.applyMatching(action, filter)
                                                              : history.apply(action, inv.ids, filter.describe());
    if (!done) {
        Console::error(QStringLiteral("solvedeck-cli: nothing was %1: %2\n").arg(verb, done.error().message));
        return ExitOperationFailed;
    }
    Console::out(QString::number(done->acted.size()) + QLatin1Char('\n'));
    Console::note(QStringLiteral("solvedeck-cli: %1 job(s) %2 (%3)\n")
                      .arg(QString::number(done->acted.size()), verb, filter.describe()));
    if (!done->skipped.isEmpty()) {
        for (qint64 id : done->skipped) {
            const std::optional<Job> job = store.job(id);
            Console::error(
                job ? QStringLiteral("solvedeck-cli: job %1 is %2: only %3 jobs can be %4\n")
                          .arg(QString::number(id), jobStateName(job->state), allowed.join(QStringLiteral(", ")), verb)
                    : QStringLiteral("solvedeck-cli: no job %1 in this database\n").arg(id));
        }
        return ExitOperationFailed;
    }
    return ExitOk;
}

} // namespace SolveDeck::Cli
