#include "commandarguments.h"

#include "commandspec.h"
#include "timeargument.h"
#include "usageerror.h"

#include <QCommandLineParser>

#include <utility>

namespace SolveDeck::Cli {

CommandArguments::CommandArguments(const QCommandLineParser &parser,
                                   const CommandSpec &command,
                                   QStringList positional,
                                   Invocation common)
    : m_parser(parser)
    , m_command(command)
    , m_positional(std::move(positional))
    , m_common(std::move(common))
{
}

QString CommandArguments::command() const
{
    return m_command.name;
}

bool CommandArguments::isSet(const CommandOption &option) const
{
    return m_parser.isSet(option.name);
}

QString CommandArguments::value(const CommandOption &option) const
{
    return m_parser.value(option.name);
}

QStringList CommandArguments::values(const CommandOption &option) const
{
    return m_parser.values(option.name);
}

Error CommandArguments::usageError(const QString &problem) const
{
    return Cli::usageError(problem, m_command.usage);
}

Result<void> CommandArguments::refuseArguments() const
{
    if (!m_positional.isEmpty()) {
        return usageError(QStringLiteral("unexpected argument '%1'").arg(m_positional.first()));
    }
    return {};
}

Result<Invocation> CommandArguments::withoutArguments(Invocation::Command command) const
{
    if (const Result<void> none = refuseArguments(); !none) {
        return none.error();
    }
    Invocation inv = m_common;
    inv.command = command;
    return inv;
}

Result<qint64> CommandArguments::jobId(const QString &text) const
{
    bool ok = false;
    const qint64 id = text.toLongLong(&ok);
    if (!ok || id <= 0) {
        return usageError(QStringLiteral("bad job id '%1': a job id is a positive whole number, as shown by "
                                         "'solvedeck-cli list'")
                              .arg(text));
    }
    return id;
}

Result<QList<qint64>> CommandArguments::jobIds(const QStringList &texts) const
{
    QList<qint64> ids;
    for (const QString &text : texts) {
        const Result<qint64> id = jobId(text);
        if (!id) {
            return id.error();
        }
        if (!ids.contains(*id)) {
            ids.append(*id);
        }
    }
    return ids;
}

Result<QList<JobState>> CommandArguments::states() const
{
    QList<JobState> states;
    for (const QString &value : values(Options::state)) {
        // --state queued,submitted and --state queued --state submitted both work.
        for (const QString &name : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const std::optional<JobState> state = jobStateFromName(name.trimmed());
            if (!state) {
                return usageError(QStringLiteral("unknown state '%1': use queued, submitting, submitted, solved, "
                                                 "failed or canceled")
                                      .arg(name));
            }
            if (!states.contains(*state)) {
                states.append(*state);
            }
        }
    }
    return states;
}

Result<qint64> CommandArguments::time(const CommandOption &option, qint64 nowMs) const
{
    if (!isSet(option)) {
        return qint64(0);
    }
    const Result<qint64> time = TimeArgument::parseTime(value(option), nowMs);
    if (!time) {
        return usageError(QStringLiteral("--%1: %2").arg(option.name, time.error().message));
    }
    return *time;
}

} // namespace SolveDeck::Cli
